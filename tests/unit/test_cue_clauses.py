"""English clause shapes with a gender-unstated person (issue 12): questions with an inverted
copula, imperatives of "be", floating quantifiers, and nominalised adjectives before a plural
verb; and their French realisations. Sentences written for these tests."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.cues import source_cues
from fairmt.inflect.apertium_morph import morphology

needs_en = pytest.mark.skipif(morphology("en") is None, reason="apertium-eng-spa not installed")


def cues(sentence: str) -> list[tuple[str, str]]:
    return [(c.source_span, c.category.value) for c in source_cues(sentence, "fr")]


def test_questions_and_imperatives_are_c10() -> None:
    assert cues("Are you ready?") == [("Are you ready", "C10")]
    assert cues("Were you surprised by the news?") == [("Were you surprised", "C10")]
    assert cues("Why are you so sad?") == [("are you so sad", "C10")]
    assert cues("Be careful!") == [("Be careful", "C10")]
    assert cues("Please be careful.") == [("be careful", "C10")]
    assert cues("We are all very excited.") == [("We are all very excited", "C10")]
    # Not a person: a question about things, an infinitive, a progressive.
    assert cues("Are the results ready?") == []
    # en-cues-64 (cp60): no question, but the controlled infinitive's predicate agrees with
    # "They" (es "Quieren ser famosas"), a C10 of the subject like "They are famous".
    assert cues("They want to be famous.") == [("They want to be famous", "C10")]
    assert cues("Are you coming?") == []
    # German predicates do not agree: no C10 there.
    assert [c for c in source_cues("Are you ready?", "de") if c.category.value == "C10"] == []


def test_reflexive_object_predicatives_are_c10() -> None:
    # en-cues-37: the reflexive repeats the subject, whose gender English leaves unstated.
    assert cues("Sit down and make yourself comfortable.") == [("yourself comfortable", "C10")]
    assert cues("We consider ourselves very lucky.") == [("ourselves very lucky", "C10")]
    assert cues("Keep yourselves warm.") == [("yourselves warm", "C10")]
    # Not a predicative: an indirect object, a place; "himself" states a gender.
    assert cues("Make yourself a coffee.") == []
    assert cues("I found myself in Rome.") == []
    assert ("himself comfortable", "C10") not in cues("He made himself comfortable.")


@needs_en
def test_nominal_adjective_before_a_plural_verb() -> None:
    assert cues("The homeless need shelter.") == [("homeless", "C12")]
    assert cues("The rich pay less tax.") == [("rich", "C12")]
    assert cues("The disabled need more help.") == [("disabled", "C12")]
    # A compound noun whose own verb follows: no person.
    assert cues("The homeless shelter was full.") == []
    assert cues("The homeless shelter opened yesterday.") == []


@needs_fr
def test_french_addressee_of_an_imperative_and_fixed_forms() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    items = [
        Item("Be careful!", "Sois prudent !", "fr"),
        Item("Please be patient.", "Soyez patient, s'il vous plaît.", "fr"),
        Item("Don't be worried.", "Ne sois pas inquiet.", "fr"),
        Item("The homeless are tired.", "Les sans-abri sont fatigués.", "fr"),
        Item("I want you to be happy.", "Je veux que tu sois heureux.", "fr"),
    ]
    realiser = SentenceRealiser()
    realiser.prepare(items)
    got = [realiser.realise(it, "F") for it in items]
    assert got == [
        "Sois prudente !",
        "Soyez patiente, s'il vous plaît.",  # "s'il vous plaît" is a formula: "il" is nobody
        "Ne sois pas inquiète.",
        "Les sans-abri sont fatiguées.",  # "sans-abri" is one form for both genders
        "Je veux que tu sois heureuse.",
    ]
    assert realiser.realise(items[0], "N") == "Sois prudent·e !"


@needs_fr
def test_french_quantifier_subjects_and_copula_imperatives() -> None:
    from fairmt.inflect import get_inflector
    from fairmt.inflect.french import _middle_dot

    inf = get_inflector("fr")

    def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
        out = inf.realise(sentence.split(), span, gender)  # type: ignore[arg-type]
        return None if out is None else " ".join(out)

    # An epicene indefinite determiner used alone, and "la plupart": their predicate agrees.
    assert realise("Plusieurs ont été arrêtés .", (0, 1), "F") == "Plusieurs ont été arrêtées ."
    assert realise("La plupart sont heureux .", (0, 2), "F") == "La plupart sont heureuses ."
    # The imperative of a copula other than "être" genders the addressee too.
    assert realise("Reste concentré .", (1, 2), "F") == "Reste concentrée ."
    assert realise("Restez prudents .", (1, 2), "F") == "Restez prudentes ."
    # ... but not a present tense after its subject ("il reste" is no imperative).
    assert inf.implicit_person_spans(["Il", "reste", "assis", "."]) == []
    assert _middle_dot("ceux", "celles") == "ceux·celles"
    assert _middle_dot("Celui", "Celle") == "Celui·Celle"


@needs_fr
def test_both_as_tous_les_deux() -> None:
    # The aligner gives "Both" the span "Tous les": the trailing article is not the person's.
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    item = Item("Both are tired.", "Tous les deux sont fatigués.", "fr")
    realiser = SentenceRealiser()
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Toutes les deux sont fatiguées."
    assert realiser.realise(item, "N") == "Tous·tes les deux sont fatigué·es."
