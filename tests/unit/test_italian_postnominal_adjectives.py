"""it-inflect-35: an adjective right after a person noun that the ending tests missed agrees with
it: unknown to the dictionary in -o/-a ("un oratore superbo"), or a dictionary adjective whose
other readings are its own nominal use ("segretaria esecutiva"; inflect/italian_unknown_adjectives.py).
Sentences written for these tests, apart from the MT-GenEval dev lines named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_unknown_adjectives import postnominal_adjective

VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_postnominal_adjective() -> None:
    assert postnominal_adjective("superbo")
    assert postnominal_adjective("longeva")
    assert postnominal_adjective("esecutiva")
    assert not postnominal_adjective("partorisca")  # a verb form the dictionary lacks
    assert not postnominal_adjective("attiva")  # also a verb ("attivare"): the old tests decide
    assert not postnominal_adjective("casa")
    assert postnominal_adjective("venezuelana")  # a noun with a masculine pair
    assert not postnominal_adjective("settimana")  # a noun of one gender


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # MT-GenEval dev line 99
        (
            "Mofford tornò alla Commissione nel ruolo di segretaria esecutiva.",
            (7, 8),
            "M",
            "Mofford tornò alla Commissione nel ruolo di segretario esecutivo.",
        ),
        ("Era un oratore superbo e gentile.", (1, 3), "F", "Era un'oratrice superba e gentile."),
        ("Fu una scrittrice longeva.", (1, 3), "M", "Fu uno scrittore longevo."),
    ],
)
def test_adjective_after_noun_agrees(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
def test_emphatic_stesso_agrees(variant_set: VariantSet) -> None:
    """it-inflect-35: emphatic "stesso" after its noun agrees with it; an epicene noun shows its
    gender only there (MT-GenEval dev line 77)."""
    source = "The Canopy Series (1987) draws on experiences from the artist's own family."
    fem = "The Canopy Series (1987) si ispira alla famiglia dell'artista stessa."
    masc = "The Canopy Series (1987) si ispira alla famiglia dell'artista stesso."
    assert masc in variant_set(source, fem, "it")
    assert fem in variant_set(source, masc, "it")


@needs_it
def test_adjective_before_adjectival_noun() -> None:
    """it-inflect-35: a pure adjective before a noun that the dictionary also reads as an
    adjective ("abile ballerino") is its modifier, and an indefinite article after "anche" is no
    object clitic (MT-GenEval dev line 31)."""
    from fairmt.inflect.italian_persons import prenominal_adjective

    assert prenominal_adjective("abile", "ballerino")
    tokens = ["Asp", "è", "anche", "un", "abile", "ballerino", "e", "possiede", "un", "controllo."]
    assert (5, 6) in get_inflector("it").person_spans(tokens)


@needs_it
def test_adjective_before_adjectival_noun_closes_pair(variant_set: VariantSet) -> None:
    source = "The Asp is also an accomplished dancer with superb muscular control."
    fem = "Asp è anche un'abile ballerina e possiede un eccellente controllo muscolare."
    masc = "Asp è anche un abile ballerino e possiede un eccellente controllo muscolare."
    assert fem in variant_set(source, masc, "it")
    assert masc in variant_set(source, fem, "it")


@needs_it
@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        # the relative superlative before the noun (MT-GenEval dev line 251)
        (
            "Luff had become perhaps the most prolific philatelic writer of the age.",
            "Luff divenne forse il più prolifico scrittore filatelico del periodo.",
            "Luff divenne forse la più prolifica scrittrice filatelica del periodo.",
        ),
        # an ethnic adjective the dictionary has only as a noun (MT-GenEval dev line 315)
        (
            "The diary described the fugitive as a writer from Venezuela sentenced to life in prison.",
            "Stando al diario, il fuggitivo era uno scrittore venezuelano condannato all'ergastolo.",
            "Stando al diario, la fuggitiva era una scrittrice venezuelana condannata all'ergastolo.",
        ),
    ],
)
def test_superlative_and_ethnic_adjectives(variant_set: VariantSet, source: str, masc: str, fem: str) -> None:
    assert fem in variant_set(source, masc, "it")
    assert masc in variant_set(source, fem, "it")
