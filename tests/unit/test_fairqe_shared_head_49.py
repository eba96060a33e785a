"""Helper ex49 (issue 13): a slash pair of compounds that share their head, written once after
the last one ("gold/silversmith", "fire/policeman"), is a person noun read as its last part
(``fairmt.fairqe.cue_words._shared_head``, en-cues-57). Every sentence here was written for
these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.cue_words import lookup_word
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("word", "lemma", "gender"),
    [
        ("gold/silversmith", "silversmith", None),
        ("gold/silversmiths", "silversmith", None),
        ("fire/policeman", "policeman", "M"),
        ("fire/policewoman", "policewoman", "F"),
        ("grand/godmother", "godmother", "F"),
    ],
)  # fmt: skip
def test_a_shared_head_pair_is_its_last_part(word: str, lemma: str, gender: str | None) -> None:
    e = lookup_word(tokenize(word))
    assert e is not None
    assert (e.lemma, e.gender) == (lemma, gender)


@pytest.mark.parametrize("word", ["gold/silver", "car/driver", "and/or", "bread/butter"])
def test_other_slash_words_are_no_person(word: str) -> None:
    # "car" + "ver" is "carver", but "ver" is no person noun: no shared head
    assert lookup_word(tokenize(word)) is None


@pytest.mark.parametrize(
    "word",
    ["barmaid/barman", "milkmaid/milkman", "showgirl/showman", "chairlady/chairman", "cat/fisherman",
     "in/chairman"],
)  # fmt: skip
def test_a_doublet_of_two_persons_is_no_shared_head(word: str) -> None:
    # the first part is a person noun itself ("barmaid"), or is completed only by the -man
    # ending ("catman", "barmaidman"), which any word takes: no masculine cue for the pair
    assert lookup_word(tokenize(word)) is None


@pytest.mark.parametrize(
    ("source", "translation", "alignment"),
    [
        ("She worked for years as a gold/silversmith in Florence.",
         "Lavorò per anni come orafo/argentiere a Firenze.", False),
        ("She worked for years as a gold/silversmith in Florence.",
         "Lavorò per anni come orafa/argentiera a Firenze.", True),
    ],
)  # fmt: skip
def test_the_pair_is_a_cue(agents: RuleAgents, source: str, translation: str, alignment: bool) -> None:
    [a] = agents.analyse([Item(source, translation, "it")])
    assert a.variants.alignment is alignment


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("The inn took on a barmaid/barman for the summer.",
         "La locanda ha preso una barista per l'estate.", "it"),
        ("The farm still needs a milkmaid/milkman every morning.",
         "La fattoria ha ancora bisogno di una mungitrice ogni mattina.", "it"),
        ("The theatre wanted a showgirl/showman for the opening night.",
         "Il teatro voleva una soubrette per la prima.", "it"),
        ("The inn took on a barmaid/barman for the summer.",
         "La posada contrató a una camarera para el verano.", "es"),
    ],
)  # fmt: skip
def test_a_feminine_translation_of_a_doublet_is_not_flagged(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    # the doublet names a person of either gender: nothing to read, so nothing is wrong
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is None
