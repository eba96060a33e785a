"""A possessive right after a person noun agrees with it ("a friend of mine"), es-inflect-13 and
it-inflect-16: sentences the team wrote, both directions, and the cases that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def realise(lang: str, sentence: str, span: tuple[int, int], gender: Realisation) -> str | None:
    out = get_inflector(lang).realise(sentence.split(), span, gender)
    return None if out is None else " ".join(out)


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Un amigo mío es médico .", (0, 2), "F", "Una amiga mía es médica ."),
        ("Una amiga mía llegó ayer .", (0, 2), "M", "Un amigo mío llegó ayer ."),
        ("Dos amigos nuestros llegaron .", (0, 2), "F", "Dos amigas nuestras llegaron ."),
        ("Un primo suyo vive en Lima .", (0, 2), "F", "Una prima suya vive en Lima ."),
        ("Unas vecinas vuestras llamaron .", (0, 2), "M", "Unos vecinos vuestros llamaron ."),
    ],
)
def test_spanish_stressed_possessive_after_the_noun(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise("es", sentence, span, gender) == want


def test_spanish_possessive_after_punctuation_stays() -> None:
    # "mío" after a comma is no longer the noun's modifier.
    assert realise("es", "Llegó un amigo, mío no era .", (1, 3), "F") == "Llegó una amiga, mío no era ."


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Un amico mio è medico .", (0, 2), "F", "Un'amica mia è medica ."),
        ("Un cugino tuo era stanco .", (0, 2), "F", "Una cugina tua era stanca ."),
        ("Una cugina tua era stanca .", (0, 2), "M", "Un cugino tuo era stanco ."),
        ("Due amici nostri abitano qui .", (0, 2), "F", "Due amiche nostre abitano qui ."),
    ],
)
def test_italian_possessive_after_the_noun(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise("it", sentence, span, gender) == want


@needs_it
def test_italian_loro_and_prenominal_possessives_stay() -> None:
    # "loro" has one form; a possessive before the noun is the determiner's business.
    # (The participle after "loro" is not reached yet: "Un'amica loro è arrivato", as before.)
    out = realise("it", "Un amico loro è arrivato .", (0, 2), "F")
    assert out is not None and out.startswith("Un'amica loro ")
    assert realise("it", "Il mio amico è arrivato .", (0, 3), "F") == "La mia amica è arrivata ."
