"""it-inflect-53: what agrees with an Italian person realised from its noun alone (the span the
rules agents realise, not the diff of two translations): an adjective after a degree adverb in
*-mente* ("un operaio completamente esausto"); the pronoun "quello" as the copula's predicative
("il cuoco è quello più bravo", "è quella che è stata scelta"), not the determiner of another
noun ("è quel ragazzo"); the noun/adjective homographs before their preposition, also contracted
("sono soggette all'umidità"), which the validity gate lets change; a modal before "essere" right
after a subject's complement of three words, and negation or passive "venire" there; not an
adjective after a *-mente* adverb that the next noun follows ("mezzo minuto"). Sentences the team
wrote."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

#: The shared fixture's type (tests/unit/conftest.py).
VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def _realise(sentence: str, noun_at: int, gender: str) -> str | None:
    """``sentence`` with the person noun at ``noun_at`` (its phrase) realised in ``gender``."""
    inflector = get_inflector("it")
    tokens = sentence.split()
    out = inflector.realise(tokens, inflector.phrase_span(tokens, (noun_at, noun_at + 1)), gender)
    return " ".join(out) if out is not None else None


@needs_it
@pytest.mark.parametrize(
    ("noun_at", "masc", "fem"),
    [
        # a degree adverb in -mente between the noun and its adjective
        (
            1,
            "Un cuoco completamente esausto deve riposare .",
            "Una cuoca completamente esausta deve riposare .",
        ),
        (
            1,
            "Un cameriere estremamente educato ci ha serviti .",
            "Una cameriera estremamente educata ci ha serviti .",
        ),
        (
            3,
            "Ho conosciuto un vicino particolarmente simpatico .",
            "Ho conosciuto una vicina particolarmente simpatica .",
        ),
        (
            1,
            "Il fornaio regolarmente assunto è arrivato presto .",
            "La fornaia regolarmente assunta è arrivata presto .",
        ),
        (
            1,
            "Il bagnino visibilmente stanco è stato sostituito .",
            "La bagnina visibilmente stanca è stata sostituita .",
        ),
        # the pronoun "quello" as the copula's predicative
        (1, "Il sarto è quello più bravo della città .", "La sarta è quella più brava della città ."),
        (1, "Il sarto è sicuramente quello più richiesto .", "La sarta è sicuramente quella più richiesta ."),
        (1, "Il barbiere era quello di sempre .", "La barbiera era quella di sempre ."),
        (
            1,
            "I maestri sono quelli che hanno più pazienza .",
            "Le maestre sono quelle che hanno più pazienza .",
        ),
        (
            1,
            "Il pittore è stato quello che è stato premiato .",
            "La pittrice è stata quella che è stata premiata .",
        ),
        (1, "Il farmacista è quello .", "La farmacista è quella ."),
        # a modal before "essere" right after a complement of three words
        (
            1,
            "Gli autisti degli autobus di linea devono essere assicurati .",
            "Le autiste degli autobus di linea devono essere assicurate .",
        ),
        (
            1,
            "I bibliotecari nelle biblioteche in Spagna possono essere stanchi .",
            "Le bibliotecarie nelle biblioteche in Spagna possono essere stanche .",
        ),
        # the fourth word after a complement of three read as those inside: negation, "venire"
        (
            1,
            "Il direttore del museo civico provinciale non è stanco .",
            "La direttrice del museo civico provinciale non è stanca .",
        ),
        (
            1,
            "Il direttore del museo civico provinciale viene premiato .",
            "La direttrice del museo civico provinciale viene premiata .",
        ),
        # the noun/adjective homograph before its preposition, also contracted with the article
        (1, "Gli operai sono soggetti all'umidità .", "Le operaie sono soggette all'umidità ."),
        (
            1,
            "I pazienti erano affetti dalla stessa malattia .",
            "Le pazienti erano affette dalla stessa malattia .",
        ),
    ],
)
def test_realised_from_the_noun(noun_at: int, masc: str, fem: str) -> None:
    assert _realise(masc, noun_at, "F") == fem
    assert _realise(fem, noun_at, "M") == masc


@needs_it
@pytest.mark.parametrize(
    ("noun_at", "sentence", "gender", "expected"),
    [
        # "quello"/"quella" before a noun is that noun's determiner and keeps its gender
        (1, "Il sarto è quel ragazzo alto .", "F", "La sarta è quel ragazzo alto ."),
        (1, "La sarta è quella signora bionda .", "M", "Il sarto è quella signora bionda ."),
        # the noun "soggetto" with its article stays a noun ("un soggetto a rischio")
        (1, "Il sarto è un soggetto a rischio .", "F", "La sarta è un soggetto a rischio ."),
    ],
)
def test_kept(noun_at: int, sentence: str, gender: str, expected: str) -> None:
    assert _realise(sentence, noun_at, gender) == expected


@needs_it
@pytest.mark.parametrize(
    ("noun_at", "sentence", "gender", "expected"),
    [
        # an adjective after a -mente adverb that a noun follows is that noun's, not the person's
        (
            3,
            "Abbiamo ascoltato il professore solamente mezzo minuto .",
            "F",
            "Abbiamo ascoltato la professoressa solamente mezzo minuto .",
        ),
        (
            3,
            "Ho pagato il sarto praticamente mezzo stipendio .",
            "F",
            "Ho pagato la sarta praticamente mezzo stipendio .",
        ),
        (
            3,
            "Ho incontrato il sarto probabilmente nuovo cliente .",
            "F",
            "Ho incontrato la sarta probabilmente nuovo cliente .",
        ),
        (1, "Il maestro certamente vecchio maestro .", "F", "La maestra certamente vecchio maestro ."),
        # the subject's adjective before its verb still agrees
        (1, "Il cuoco completamente esausto dorme .", "F", "La cuoca completamente esausta dorme ."),
        (
            1,
            "Il sarto veramente bravo cucina la giacca .",
            "F",
            "La sarta veramente brava cucina la giacca .",
        ),
    ],
)
def test_adjective_of_the_next_noun(noun_at: int, sentence: str, gender: str, expected: str) -> None:
    assert _realise(sentence, noun_at, gender) == expected


@pytest.mark.parametrize(("lang", "adjective", "noun"), [("es", "viejo", "amigo"), ("fr", "vieux", "ami")])
def test_adjective_before_noun_default(lang: str, adjective: str, noun: str) -> None:
    """Spanish and French keep the hook's default: the adjective after a degree adverb agrees
    with the person noun whatever follows it."""
    assert get_inflector(lang).adjective_before_noun(adjective, noun) is False


@needs_it
@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        (
            "The bakers are often exposed to the heat of the ovens.",
            "I fornai sono spesso soggetti al calore dei forni.",
            "Le fornaie sono spesso soggette al calore dei forni.",
        ),
        (
            "The tailor is the most skilled one.",
            "Il sarto è quello più bravo.",
            "La sarta è quella più brava.",
        ),
    ],
)
def test_variant_sets(variant_set: VariantSet, source: str, masc: str, fem: str) -> None:
    """The agents' variant of each translation is the other (the validity gate lets "soggetti"
    change as the adjective)."""
    assert fem in variant_set(source, masc, "it")
    assert masc in variant_set(source, fem, "it")
