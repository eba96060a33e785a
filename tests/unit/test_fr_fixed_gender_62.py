"""Masculine nouns with no feminine keep their form and determiner (fr-inflect-68, pn62b).

A noun naming a person by a quality, with no feminine (``génie``, ``escroc``, ``ange``,
``monstre``, ``tyran``, ``bourreau``), is said of a woman as it is: "Elle est un génie", never
"une génie". Like ``le témoin`` (fr-inflect-34, ``french_words.MASCULINE_ONLY_PERSONS``), the noun
phrase keeps its masculine and so does what agrees with the noun; the person's own predicate
still agrees with the person. Occupational nouns keep flipping (``la juge``, ``la docteure``,
``la professeure``, ``la cheffe``), also a title the dictionary knows only as masculine
(``la shérif``).
Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, realise_fr, word_span

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_words import MASCULINE_ONLY_PERSONS


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Un escroc a vidé le compte de la banque .", "Un escroc"),
        ("Ce génie a résolu le problème en une nuit .", "Ce génie"),
        ("Un ange est venu à notre secours .", "Un ange"),
        ("Ce monstre a été condamné hier .", "Ce monstre"),
        ("Les escrocs ont été arrêtés .", "Les escrocs"),
        ("Le tyran a été renversé .", "Le tyran"),
        ("Son bourreau a été jugé .", "Son bourreau"),
    ],
)
def test_masculine_noun_without_feminine_keeps_its_phrase(sentence: str, words: str) -> None:
    assert realise_fr(sentence, words, "F") is None
    tokens = sentence.split()
    assert get_inflector("fr").gender_of(tokens, word_span(tokens, words)) is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "want"),
    [
        ("Le juge est arrivé .", "Le juge", "La juge est arrivée ."),
        ("Le docteur est arrivé .", "Le docteur", "La docteure est arrivée ."),
        ("Le professeur est arrivé .", "Le professeur", "La professeure est arrivée ."),
        ("Le chef est arrivé .", "Le chef", "La cheffe est arrivée ."),
        ("L'écrivain est arrivé .", "L'écrivain", "L'écrivaine est arrivée ."),
        ("Le ministre est arrivé .", "Le ministre", "La ministre est arrivée ."),
        ("Le superviseur est arrivé .", "Le superviseur", "La superviseure est arrivée ."),
        ("Le shérif est arrivé .", "Le shérif", "La shérif est arrivée ."),
    ],
)
def test_feminised_occupations_still_flip(sentence: str, words: str, want: str) -> None:
    assert realise_fr(sentence, words, "F") == want


@needs_fr_parser
def test_listed_nouns_have_no_pair_in_the_dictionary() -> None:
    # The list holds nouns the dictionary knows only as masculine, with no feminine.
    morph = morphology("fr")
    assert morph is not None
    for word in ("génie", "ange", "archange", "monstre", "escroc", "tyran", "bourreau", "sosie", "colosse"):
        assert word in MASCULINE_ONLY_PERSONS
        assert morph.fixed_gender_noun(word), word
        assert {r.gender for r in morph.noun_readings(word)} == {"m"}, word


@needs_fr_parser
def test_feminine_written_by_the_mt_is_made_masculine() -> None:
    assert realise_fr("Une génie est arrivée .", "Une génie", "M") == "Un génie est arrivé ."


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        (
            "The pianist was considered a genius.",
            "Le pianiste était considéré comme un génie.",
            "La pianiste était considérée comme un génie.",
        ),
    ],
)
def test_person_predicate_agrees_but_noun_stays(
    realiser: SentenceRealiser, source: str, masculine: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, masculine, "fr"), "F") == feminine
    assert realiser.realise(Item(source, feminine, "fr"), "M") == masculine


@needs_fr_parser
def test_crook_keeps_masculine_for_a_woman(realiser: SentenceRealiser) -> None:
    # The noun and what agrees with it stay masculine: "Une escroc a été arrêtée" is no French.
    source = "A crook was arrested."
    translation = "Un escroc a été arrêté."
    assert realiser.realise(Item(source, translation, "fr"), "F") in (None, translation)
    assert realiser.realise(Item(source, translation, "fr"), "N") in (None, translation)
