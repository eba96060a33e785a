"""Helper ex50 (issue 13): (1) a target slash word of person nouns ("platero/orfebre") is read half by
half, each half in the word's place, and takes the gender its gendered halves agree on; a doublet
of both genders ("profesor/profesora") reads nothing (``fairmt.fairqe.slash_words``, en-cues-59);
(2) a WordNet person noun before an -ing participle that opens a reduced relative clause ("a
silversmith working in the basement") is a cue, not a modifier (``postnominal_participles``).
Every sentence here was written for these tests (none from an evaluation set).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import source_cues
from fairmt.fairqe.slash_words import read_slash_halves, slash_halves
from fairmt.fairqe.types import Item, Realisation


@pytest.mark.parametrize(
    ("word", "halves"),
    [
        ("platero/orfebre", ("platero", "orfebre")),
        ("cantante/autrice", ("cantante", "autrice")),
        ("actor/director/productor", ("actor", "director", "productor")),
        ("profesor/a", None),
        ("el/la", None),
        ("y/o", None),
        ("1980/81", None),
        ("orfebre", None),
        ("a/b/c/d", None),
    ],
)  # fmt: skip
def test_slash_halves(word: str, halves: tuple[str, ...] | None) -> None:
    assert slash_halves(word) == halves


def _reader(tokens: Sequence[str], norm: Sequence[str]) -> Realisation | None:
    # a toy reader: the half itself, -a feminine, -o masculine, anything else unread
    word = norm[1]
    return "F" if word.endswith("a") else "M" if word.endswith("o") else None


@pytest.mark.parametrize(
    ("word", "gender"),
    [
        ("platera/orfebre", "F"),
        ("platero/orfebre", "M"),
        ("orfebre/platero", "M"),
        ("platero/platera", None),  # a doublet of both genders
        ("orfebre/joyerx", None),  # no half read
        ("profesor/a", None),  # no pair of nouns: the whole word is not split
    ],
)  # fmt: skip
def test_read_slash_halves(word: str, gender: str | None) -> None:
    tokens = ["como", word, "autónomo"]
    assert read_slash_halves(tokens, [t.lower() for t in tokens], [1], _reader) == gender


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "translation", "lang", "alignment"),
    [
        ("In 2003 he set himself up as a freelance gold/silversmith in a small town.",
         "En 2003 se estableció como platera/orfebre autónoma en un pueblo pequeño.", "es", False),
        ("In 2003 he set himself up as a freelance gold/silversmith in a small town.",
         "En 2003 se estableció como platero/orfebre autónomo en un pueblo pequeño.", "es", True),
        ("In 2003 she set herself up as a freelance gold/silversmith in a small town.",
         "En 2003 se estableció como platero/orfebre autónomo en un pueblo pequeño.", "es", False),
        ("He worked for years as a singer/songwriter in Milan.",
         "Lavorò per anni come cantante/autrice a Milano.", "it", False),
        ("He worked for years as a singer/songwriter in Milan.",
         "Lavorò per anni come cantante/autore a Milano.", "it", True),
    ],
)  # fmt: skip
def test_a_slash_word_is_read_by_its_halves(
    agents: RuleAgents, source: str, translation: str, lang: str, alignment: bool
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is alignment


def test_a_doublet_of_both_genders_reads_nothing(agents: RuleAgents) -> None:
    # "platero/platera" names both genders on purpose: the cue has no target gender
    [a] = agents.analyse(
        [
            Item(
                "In 2003 she set herself up as a freelance gold/silversmith in a small town.",
                "En 2003 se estableció como platero/platera autónomo en un pueblo pequeño.",
                "es",
            )
        ]
    )
    [cue] = [c for c in a.detection.cues if c.source_span == "gold/silversmith"]
    assert cue.target_gender is None


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("In 2003 she set herself up as a freelance gold/silversmith in a small town.",
         "En 2003 se estableció como platero/platera autónomo en un pueblo pequeño.", "es"),
        ("She worked for years as a translator in Milan.",
         "Lavorò per anni come traduttore/traduttrice a Milano.", "it"),
        ("He worked for years as a translator in Seville.",
         "Trabajó durante años como traductora/traductor en Sevilla.", "es"),
    ],
)  # fmt: skip
def test_a_doublet_of_both_genders_is_not_flagged(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    # the doublet names both genders on purpose: no half's gender is the cue's reading
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is not False
    assert all(c.target_gender is None for c in a.detection.cues if "/" in c.target_span)


# -- a WordNet person noun before an -ing participle (fairmt.fairqe.postnominal_participles) --


@pytest.mark.parametrize(
    ("sentence", "noun"),
    [
        ("He met a silversmith working in the basement.", "silversmith"),
        ("She found a goldsmith living in the old town.", "goldsmith"),
        ("He became a woodcarver teaching them every summer.", "woodcarver"),
        ("In 1990 she set herself up as a gold/silversmith working from home.", "gold/silversmith"),
    ],
)  # fmt: skip
def test_a_person_noun_before_a_participle_is_a_cue(sentence: str, noun: str) -> None:
    assert noun in [c.source_span for c in source_cues(sentence)]


@pytest.mark.parametrize(
    "sentence",
    ["She bought new silversmith tools.", "The silversmith training course starts today.",
     "He paid for the goldsmith training."],
)  # fmt: skip
def test_a_modifier_before_an_ing_noun_is_no_cue(sentence: str) -> None:
    assert not [c for c in source_cues(sentence) if "smith" in c.source_span]


def test_the_participle_keeps_the_translation_checked(agents: RuleAgents) -> None:
    source = "After the war he settled in Toledo as a gold/silversmith working for the cathedral."
    wrong = "Después de la guerra se instaló en Toledo como platera/orfebre trabajando para la catedral."
    right = "Después de la guerra se instaló en Toledo como platero/orfebre trabajando para la catedral."
    a_wrong, a_right = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert a_wrong.variants.alignment is False
    assert a_right.variants.alignment is True
