"""Leads of the session 42 review for French (fr-inflect-72, fr63).

* ``elle`` taking up ``une personne`` over the noun's adjectives ("une personne fière d'elle")
  keeps its gender (french_invariant_antecedent);
* an adjective coordinated with the attribute of an infinitive *être*, which the small model tags
  a noun, agrees with the subject ("d'être poli et discret": french_adjective_conjuncts);
* *promettre*/*jurer à qn de* + *être* keeps subject control: the attribute agrees with the
  subject, not with the complement (french_promise_control);
* *cancre*, *gourou*, *imposteur* have no feminine and keep their phrase (french_words).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector
from fairmt.inflect.french import FrenchInflector

if TYPE_CHECKING:
    from conftest import VariantSet


def _fr() -> FrenchInflector:
    inflector = get_inflector("fr")
    assert isinstance(inflector, FrenchInflector)
    return inflector


def _span(tokens: list[str], words: str) -> tuple[int, int]:
    want = words.split()
    for i in range(len(tokens)):
        if tokens[i : i + len(want)] == want:
            return i, i + len(want)
    raise AssertionError(words)


def _realise(sentence: str, words: str, gender: str) -> str | None:
    inflector = _fr()
    tokens = sentence.split()
    span = inflector.phrase_span(tokens, _span(tokens, words))
    got = inflector.realise(tokens, span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "pronoun"),
    [
        ("C'est une personne fière d'elle .", "d'elle"),
        ("On cherche une personne très sûre d'elle .", "d'elle"),
        ("La victime était contente d'elle .", "d'elle"),
        ("Cette personne n'est pas sûre d'elle .", "d'elle"),
        ("La juge connaît une victime sûre et fière d'elle .", "d'elle"),
    ],
)
def test_pronoun_of_personne_over_its_adjectives_stays(sentence: str, pronoun: str) -> None:
    tokens = sentence.split()
    assert _span(tokens, pronoun) not in _fr().target_subject_pronouns(tokens)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "pronoun"),
    [
        # a copula crossed into a subordinate clause: "elle" may be the judge
        ("La juge pense que la victime est fâchée contre elle .", "elle"),
        ("La juge pense que la victime est fière d'elle .", "d'elle"),
        # "personne" without a determiner is the pronoun "nobody"; punctuation stops the walk
        ("L'enseignante , qui ne ressemble à personne , est sûre d'elle .", "d'elle"),
        ("L'infirmière ne craint personne et est sûre d'elle .", "d'elle"),
        # a pronoun after another preposition than the adjective's "de"
        ("L'infirmière ne parle à personne sauf à elle .", "elle"),
        # a verb coordinated after the noun brings its own subject
        ("La juge voit la victime et est sûre d'elle .", "d'elle"),
    ],
)
def test_pronoun_of_another_person_still_varies(sentence: str, pronoun: str) -> None:
    """Review of fr-inflect-72: only the reflexive ``de`` complement of the noun's adjective stays."""
    tokens = sentence.split()
    assert _span(tokens, pronoun) in _fr().target_subject_pronouns(tokens)


@needs_fr_parser
def test_variants_of_pronoun_in_subordinate_clause_vary(variant_set: VariantSet) -> None:
    texts = variant_set(
        "The judge thinks the victim is angry with them.",
        "La juge pense que la victime est fâchée contre elle.",
        "fr",
    )
    assert any("contre lui" in t for t in texts)


@needs_fr_parser
def test_pronoun_after_a_person_of_two_genders_still_varies() -> None:
    tokens = ["Le", "juge", "a", "longtemps", "parlé", "d'elle", "."]
    assert _span(tokens, "d'elle") in _fr().target_subject_pronouns(tokens)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "want"),
    [
        (
            "Le boulanger essaie d'être poli et discret .",
            "Le boulanger",
            "La boulangère essaie d'être polie et discrète .",
        ),
        (
            "Le pâtissier essaie d'être aimable et attentif .",
            "Le pâtissier",
            "La pâtissière essaie d'être aimable et attentive .",
        ),
    ],
)
def test_second_adjective_of_infinitive_attribute_agrees(sentence: str, words: str, want: str) -> None:
    assert _realise(sentence, words, "F") == want


@needs_fr_parser
def test_noun_phrase_coordinated_with_the_attribute_keeps_its_gender() -> None:
    got = _realise("Le boulanger essaie d'être poli et un bon voisin .", "Le boulanger", "F")
    assert got == "La boulangère essaie d'être polie et un bon voisin ."


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "gender", "want"),
    [
        ("Il a promis à sa sœur d'être prudent .", "Il", "F", "Elle a promis à sa sœur d'être prudente ."),
        (
            "Le garçon a juré à ses parents d'être honnête et attentif .",
            "Le garçon",
            "F",
            "La fille a juré à ses parents d'être honnête et attentive .",
        ),
        (
            "Le directeur promet aux employés de ne pas être absent .",
            "Le directeur",
            "F",
            "La directrice promet aux employés de ne pas être absente .",
        ),
    ],
)
def test_promise_keeps_subject_control(sentence: str, words: str, gender: str, want: str) -> None:
    assert _realise(sentence, words, gender) == want


@needs_fr_parser
def test_promise_without_complement_still_agrees() -> None:
    """Guard (passes before fr-inflect-72 too): with no ``à qn``, the attribute agrees as before."""
    assert (
        _realise("Le voisin a promis d'être discret .", "Le voisin", "F")
        == "La voisine a promis d'être discrète ."
    )


@needs_fr_parser
def test_complement_of_promise_does_not_take_the_attribute() -> None:
    got = _realise("Elle a promis à son frère d'être patiente .", "son frère", "F")
    assert got == "Elle a promis à sa sœur d'être patiente ."


@needs_fr_parser
def test_command_verb_keeps_object_control() -> None:
    got = _realise("Il a demandé à sa voisine d'être prudente .", "Il", "F")
    assert got == "Elle a demandé à sa voisine d'être prudente ."


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Le gourou a quitté la ville .", "Le gourou"),
        ("Ce cancre a encore oublié ses devoirs .", "Ce cancre"),
        ("Un imposteur a été démasqué .", "Un imposteur"),
    ],
)
def test_noun_without_feminine_keeps_its_phrase(sentence: str, words: str) -> None:
    assert _realise(sentence, words, "F") is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "gender", "attribute"),
    [
        ("Le père de la voisine a promis d'être présent .", "la voisine", "M", "présent"),
        ("La tante du garçon a promis d'être patiente .", "garçon", "F", "patiente"),
    ],
)
def test_promise_attribute_not_of_complement(sentence: str, words: str, gender: str, attribute: str) -> None:
    got = _realise(sentence, words, gender)
    assert got is None or f"d'être {attribute} ." in got


@needs_fr_parser
def test_variants_keep_the_pronoun_of_personne(variant_set: VariantSet) -> None:
    texts = variant_set("He is a person proud of himself.", "C'est une personne fière d'elle.", "fr")
    assert not any("de lui" in t for t in texts)
