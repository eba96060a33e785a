"""fr65: a coordinated clause whose subject the parse hung on the first predicate keeps its own
predicate ("La patronne était gentille et les vendeuses étaient ravies": flipping "La patronne"
leaves "ravies"); an impersonal "il" whose real subject is followed by a time adverbial in
"avant"/"après" never flips ("Il est arrivé un incendie avant l'aube"). The sentences are
written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, realise_fr

#: Each: sentence, person phrase, target gender, expected realisation.
OTHER_CLAUSE = [
    (
        "La patronne était gentille et les vendeuses étaient ravies .",
        "La patronne",
        "M",
        "Le patron était gentil et les vendeuses étaient ravies .",
    ),
    (
        "La couturière était calme et les danseuses étaient nerveuses .",
        "La couturière",
        "M",
        "Le couturier était calme et les danseuses étaient nerveuses .",
    ),
]


@needs_fr_parser
@pytest.mark.parametrize(("sentence", "words", "gender", "want"), OTHER_CLAUSE)
def test_predicate_of_the_second_subject_stays(sentence: str, words: str, gender: str, want: str) -> None:
    assert realise_fr(sentence, words, gender) == want


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "want"),
    [
        # Negative controls: one subject for both predicates, and coordinated subjects, still agree.
        (
            "La patronne était gentille et était ravie .",
            "La patronne",
            "Le patron était gentil et était ravi .",
        ),
        (
            "La patronne et les vendeuses étaient ravies .",
            "La patronne",
            "Le patron et les vendeuses étaient ravis .",
        ),
        # The second subject itself still takes its predicate.
        (
            "La patronne était gentille et les vendeuses étaient ravies .",
            "les vendeuses",
            "La patronne était gentille et les vendeurs étaient ravis .",
        ),
    ],
)
def test_shared_predicates_still_agree(sentence: str, words: str, want: str) -> None:
    assert realise_fr(sentence, words, "M") == want


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        "Il est arrivé un incendie avant l'aube .",
        "Il est venu un inconnu après le dîner .",
        "Il est survenu une panne avant la fin du match .",
        "Il est arrivé quelque chose après la réunion .",
    ],
)
def test_impersonal_il_before_a_time_adverbial_never_flips(sentence: str) -> None:
    assert realise_fr(sentence, "Il", "F") is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        # Negative controls: no noun phrase, the adverb alone, or a measure noun: a personal "il".
        ("Il est arrivé avant le départ .", "Elle est arrivée avant le départ ."),
        ("Il est arrivé trois tours avant .", "Elle est arrivée trois tours avant ."),
        ("Il est revenu une semaine après les autres .", "Elle est revenue une semaine après les autres ."),
    ],
)
def test_personal_il_before_a_time_adverbial_flips(sentence: str, want: str) -> None:
    assert realise_fr(sentence, "Il", "F") == want
