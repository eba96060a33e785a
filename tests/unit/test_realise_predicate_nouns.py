"""A predicate-adjective cue aligned to a noun of no person (an idiom's noun) changes nothing
there; a person noun in that place (a predicate noun) still changes. Sentences written for
these tests."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

needs_es = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_es
@pytest.mark.parametrize(
    ("source", "translation", "feminine"),
    [
        ("Are you ready?", "¿Estás a punto?", "¿Estás a punto?"),
        ("You are ready, my friend.", "Eres a punto, mi amigo.", "Eres a punto, mi amiga."),
        ("Are you ready for the trip?", "¿Estás a punto para el viaje?", "¿Estás a punto para el viaje?"),
    ],
)
def test_es_idiom_noun_keeps_its_gender(
    realiser: SentenceRealiser, source: str, translation: str, feminine: str
) -> None:
    got = realiser.realise(Item(source, translation, "es"), "F")
    assert got in (feminine, None) if feminine == translation else got == feminine


@needs_es
def test_es_predicate_adjective_and_person_noun_still_change(realiser: SentenceRealiser) -> None:
    assert realiser.realise(Item("Are you ready?", "¿Estás listo?", "es"), "F") == "¿Estás lista?"
    assert realiser.realise(Item("Are you ready?", "¿Estás lista?", "es"), "M") == "¿Estás listo?"


@needs_it
def test_it_idiom_noun_keeps_its_gender(realiser: SentenceRealiser) -> None:
    got = realiser.realise(Item("Are you ready?", "Sei a punto?", "it"), "F")
    assert got in ("Sei a punto?", None)
    assert realiser.realise(Item("Are you ready?", "Sei pronto?", "it"), "F") == "Sei pronta?"


@needs_fr
def test_fr_noun_after_an_article_keeps_its_gender(realiser: SentenceRealiser) -> None:
    # ``point`` is also a participle (of *poindre*); after ``au`` it is the noun.
    got = realiser.realise(Item("Are you ready?", "Tu es au point?", "fr"), "F")
    assert got in ("Tu es au point?", None)
    assert realiser.realise(Item("Are you ready?", "Tu es prêt?", "fr"), "F") == "Tu es prête?"


@needs_es
def test_thing_noun_hook_spares_person_nouns() -> None:
    from fairmt.inflect.spanish import SpanishInflector

    es = SpanishInflector()
    toks = ["Trabaja", "de", "camarero", "en", "el", "punto"]
    assert es.thing_noun(toks, (5, 6))
    assert not es.thing_noun(toks, (2, 3))  # camarero / camarera: a person noun
    assert not es.thing_noun(["Está", "lista"], (1, 2))  # also an adjective


@needs_fr
def test_fr_participle_without_article_may_be_the_predicate(realiser: SentenceRealiser) -> None:
    assert realiser.realise(Item("Are you accepted?", "Tu es reçu?", "fr"), "F") == "Tu es reçue?"


@needs_it
def test_it_participle_after_an_adverb_is_the_predicate(realiser: SentenceRealiser) -> None:
    # ``sorpresa`` is a noun and a participle; ``molto`` before it is an adverb here.
    assert (
        realiser.realise(Item("I was very surprised.", "Ero molto sorpreso.", "it"), "F")
        == "Ero molto sorpresa."
    )


@needs_es
def test_es_explain_names_no_person_for_the_idiom(realiser: SentenceRealiser) -> None:
    ex = realiser.explain(Item("Are you ready?", "¿Estás a punto?", "es"), "F")
    assert ex.text is None and "no gender-variable reference" in ex.why_not


@needs_it
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("My uncle was a famous architect.", "Il mio zio era un architetto famoso ."),
        ("Her brother is a lawyer.", "Il suo fratello è un avvocato ."),
        ("His aunt was a well known teacher.", "La sua zia era una professoressa ben saputa ."),
    ],
)
def test_it_role_noun_predicated_of_a_lexical_noun_stays(
    realiser: SentenceRealiser, source: str, translation: str
) -> None:
    """RULES_VERSION 14: the role noun names the person the English genders by its own word
    (kinship, lexical pairs, titles): it stays with it, and the translation is each
    realisation."""
    for g in ("F", "M"):
        assert realiser.realise(Item(source, translation, "it"), g) == translation  # type: ignore[arg-type]


@needs_it
def test_it_lexical_subject_alone_gives_the_translation(realiser: SentenceRealiser) -> None:
    item = Item("The king was very tired.", "Il re era molto stanco.", "it")
    assert realiser.realise(item, "F") == "Il re era molto stanco."


@needs_it
def test_it_role_noun_predicated_of_a_pronoun_still_varies(realiser: SentenceRealiser) -> None:
    """ "She was a famous architect.": a pronoun subject, the role noun varies ("Sie ist Arzt")."""
    item = Item("She was a famous architect.", "Era un architetto famoso .", "it")
    assert realiser.realise(item, "F") == "Era un'architetta famosa ."


@needs_it
def test_it_no_person_gives_none(realiser: SentenceRealiser) -> None:
    assert realiser.realise(Item("The house was sold.", "La casa fu venduta.", "it"), "F") is None
