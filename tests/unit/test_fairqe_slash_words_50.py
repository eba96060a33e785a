"""Helper ex50 (issue 13): (1) a target slash word of person nouns ("fotógrafo/periodista") is read
half by half, each half in the word's place, and takes the gender its gendered halves agree on; a
doublet of one noun in both genders ("profesor/profesora") reads nothing, two different nouns of
different genders keep the whole word's reading (``fairmt.fairqe.slash_words``, en-cues-59);
(2) a WordNet person noun before an -ing participle that opens a reduced relative clause ("a
woodcarver selling the toys") is a cue, not a modifier (``postnominal_participles``); demonyms
and -ing nouns ("an Italian painting in Rome", "the goldsmith building on the corner") are not.
Every sentence here was written for these tests (none from an evaluation set).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import source_cues
from fairmt.fairqe.slash_words import read_slash_halves, same_lemma, slash_halves
from fairmt.fairqe.types import Item, Realisation


@pytest.mark.parametrize(
    ("word", "halves"),
    [
        ("fotógrafo/periodista", ("fotógrafo", "periodista")),
        ("attore/regista", ("attore", "regista")),
        ("actor/director/productor", ("actor", "director", "productor")),
        ("profesor/a", None),
        ("el/la", None),
        ("y/o", None),
        ("1980/81", None),
        ("periodista", None),
        ("a/b/c/d", None),
    ],
)  # fmt: skip
def test_slash_halves(word: str, halves: tuple[str, ...] | None) -> None:
    assert slash_halves(word) == halves


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("traductora", "traductor", True), ("attore", "attrice", True), ("hijo", "hija", True),
        ("enfermero", "comadrona", False), ("ballerino", "coreografa", False),
    ],
)  # fmt: skip
def test_same_lemma(a: str, b: str, same: bool) -> None:
    assert same_lemma(a, b) is same


def _reader(tokens: Sequence[str], norm: Sequence[str]) -> Realisation | None:
    # a toy reader: the half itself, -a feminine, -o masculine, anything else unread
    word = norm[1]
    return "F" if word.endswith("a") else "M" if word.endswith("o") else None


@pytest.mark.parametrize(
    ("word", "gender"),
    [
        ("fotógrafa/intérprete", "F"),
        ("fotógrafo/intérprete", "M"),
        ("intérprete/fotógrafo", "M"),
        ("fotógrafo/fotógrafa", None),  # one noun in both genders
        ("intérprete/conserje", None),  # no half read
        ("enfermero/comadrona", "whole"),  # two nouns, two genders: the whole word's reading
        ("profesor/a", None),  # no pair of nouns: the whole word is not split
    ],
)  # fmt: skip
def test_read_slash_halves(word: str, gender: str | None) -> None:
    tokens = ["como", word, "autónomo"]
    whole: Realisation = "whole"  # type: ignore[assignment]  # a sentinel: the whole word's reading
    assert read_slash_halves(tokens, [t.lower() for t in tokens], [1], _reader, lambda: whole) == gender


@pytest.mark.parametrize(
    ("source", "translation", "lang", "alignment"),
    [
        ("He works as a freelance photographer/journalist in Madrid.",
         "Trabaja como fotógrafa/periodista autónoma en Madrid.", "es", False),
        ("He worked for years as a writer/screenwriter in Seville.",
         "Trabajó durante años como escritora/guionista en Sevilla.", "es", False),
        ("She spent ten years as an actor/director in Turin.",
         "Ha passato dieci anni come attore/regista a Torino.", "it", False),
        ("She spent ten years as an actor/director in Turin.",
         "Ha passato dieci anni come attrice/regista a Torino.", "it", True),
        ("He spent ten years as an actor/director in Turin.",
         "Ha passato dieci anni come attrice/regista a Torino.", "it", False),
    ],
)  # fmt: skip
def test_a_slash_word_is_read_by_its_halves(
    agents: RuleAgents, source: str, translation: str, lang: str, alignment: bool
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is alignment


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("She worked for years as a teacher in Granada.",
         "Trabajó durante años como profesor/profesora en Granada.", "es"),
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


@pytest.mark.parametrize(
    ("source", "translation", "gender"),
    [
        ("She worked as a nurse/midwife in the village.",
         "Trabajó como enfermero/comadrona en el pueblo.", "F"),
    ],
)  # fmt: skip
def test_two_nouns_of_two_genders_keep_the_whole_reading(
    agents: RuleAgents, source: str, translation: str, gender: str
) -> None:
    # "enfermero" and "comadrona" are two nouns, no doublet: the word reads as on main
    [a] = agents.analyse([Item(source, translation, "es")])
    [cue] = [c for c in a.detection.cues if "/" in c.target_span]
    assert cue.target_gender == gender


# -- a WordNet person noun before an -ing participle (fairmt.fairqe.postnominal_participles) --


@pytest.mark.parametrize(
    ("sentence", "noun"),
    [
        ("He met a woodcarver working in the shed.", "woodcarver"),
        ("She hired a locksmith selling the keys cheaply.", "locksmith"),
        ("He became a woodcarver teaching them every summer.", "woodcarver"),
        ("In 1990 she became an actor/director working from home.", "actor/director"),
    ],
)  # fmt: skip
def test_a_person_noun_before_a_participle_is_a_cue(sentence: str, noun: str) -> None:
    assert noun in [c.source_span for c in source_cues(sentence)]


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("She bought new silversmith tools.", "smith"),
        ("The silversmith training course starts today.", "smith"),
        ("He paid for the goldsmith training.", "smith"),
        ("The goldsmith building on the corner was sold.", "smith"),
        ("The woodcarver meeting in the hall ended late.", "woodcarver"),
        ("The doctor bought an Italian painting in Rome.", "Italian"),
        ("The teacher explained the Catholic teaching on marriage.", "Catholic"),
        ("She attended a German wedding in the village.", "German"),
        ("He admired the American painting in the museum.", "American"),
        ("They praised the Mexican cooking at the fair.", "Mexican"),
    ],
)  # fmt: skip
def test_a_modifier_before_an_ing_noun_is_no_cue(sentence: str, word: str) -> None:
    assert not [c for c in source_cues(sentence) if word in c.source_span]


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("The doctor bought an Italian painting in Rome.",
         "El médico compró una pintura italiana en Roma.", "es"),
        ("He admired the American painting in the museum.", "Ammirava il dipinto americano nel museo.", "it"),
        ("She attended a German wedding in the village.", "Asistió a una boda alemana en el pueblo.", "es"),
    ],
)  # fmt: skip
def test_an_adjective_on_an_ing_noun_is_not_flagged(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is not False


def test_the_participle_keeps_the_translation_checked(agents: RuleAgents) -> None:
    source = "After the war he settled in Cadiz as a photographer/journalist working for the newspaper."
    wrong = "Después de la guerra se instaló en Cádiz como fotógrafa/periodista trabajando para el periódico."
    right = "Después de la guerra se instaló en Cádiz como fotógrafo/periodista trabajando para el periódico."
    a_wrong, a_right = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert a_wrong.variants.alignment is False
    assert a_right.variants.alignment is True
