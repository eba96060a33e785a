"""A universal pronoun beside a role noun is a group of its own (rules-55,
``fairmt.fairqe.agents.independent_persons``). Sentences written for these tests, never rows
of an evaluation set: "everyone" and the newcomer are two referents, each free in gender, so
every combination of their genders is a realisation and the feminine and the masculine
translation of one source get one variant set. The singular "they" and "someone" of the same
category are not: they may stand for the person the noun names. A noun after a relative
pronoun ("The nurse, whom everyone admired") is in a relative clause: another referent.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs
@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine"),
    [
        ("it", "The newcomer was welcomed by everyone.",
         "La nuova arrivata è stata accolta da tutti.", "Il nuovo arrivato è stato accolto da tutti."),
        ("it", "The teacher thanked everybody for coming.",
         "La maestra ha ringraziato tutti per essere venuti.",
         "Il maestro ha ringraziato tutti per essere venuti."),
        # "everyone" is the subject of a relative clause on the nurse: another referent.
        ("es", "The nurse, whom everyone admired, was exhausted after the shift.",
         "La enfermera, a quien todos admiraban, estaba agotada después del turno.",
         "El enfermero, a quien todos admiraban, estaba agotado después del turno."),
        ("es", "The teacher thanked everybody for coming.",
         "La maestra agradeció a todos por haber venido.", "El maestro agradeció a todos por haber venido."),
    ],
)  # fmt: skip
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    f_set = one_set(source, feminine, masculine, lang)
    # the group keeps its masculine while the person changes, and the other way round
    assert len(f_set) >= 4


def test_singular_they_is_no_person_of_its_own() -> None:
    from fairmt.fairqe.agents.independent_persons import independent_persons
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    def cue(word: str, category: Category, src: tuple[int, int], tgt: tuple[int, int]) -> Cue:
        return Cue(word, category, source_tokens=src, target_tokens=tgt)

    spans = [(0, 2), (5, 6)]
    source = ["The", "doctor", "said", "that", "everyone", "was", "late", "."]
    everyone = [cue("doctor", Category.C7, (0, 2), (0, 2)), cue("everyone", Category.C8, (4, 5), (5, 6))]
    assert independent_persons(everyone, spans, [], source) == [[0], [1]]
    they = [cue("doctor", Category.C7, (0, 2), (0, 2)), cue("they", Category.C8, (4, 5), (5, 6))]
    assert independent_persons(they, spans, [], source) is None
    someone = [cue("doctor", Category.C7, (0, 2), (0, 2)), cue("someone", Category.C8, (4, 5), (5, 6))]
    assert independent_persons(someone, spans, [], source) is None


def test_a_noun_after_a_relative_pronoun_is_another_referent() -> None:
    from fairmt.fairqe.agents.independent_persons import independent_persons
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    source = ["The", "nurse,", "whom", "the", "doctor", "admired,", "was", "tired."]
    cues = [
        Cue("nurse", Category.C7, source_tokens=(1, 2), target_tokens=(0, 2)),
        Cue("doctor", Category.C7, source_tokens=(4, 5), target_tokens=(3, 5)),
    ]
    assert independent_persons(cues, [(0, 2), (3, 5)], [], source) == [[0], [1]]
    # An apposition stays one referent ("The nurse, a doctor's daughter, ...").
    appos = ["The", "nurse,", "a", "doctor", "himself,", "was", "tired."]
    cues[1] = Cue("doctor", Category.C7, source_tokens=(3, 4), target_tokens=(3, 5))
    assert independent_persons(cues, [(0, 2), (3, 5)], [], appos) is None
