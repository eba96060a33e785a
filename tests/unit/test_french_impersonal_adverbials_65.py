"""fr65: an impersonal "il" whose real subject is followed by a time adverbial in "avant"/"après"
never flips ("Il est arrivé un incendie avant l'aube"); a personal "il" before such an adverbial
still does. The sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, realise_fr


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
