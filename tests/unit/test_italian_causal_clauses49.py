"""it-inflect-49: a causal clause with a dropped subject right after the subject's clause agrees
with that subject ("perché era stanco"), unless another person or a thing of the predicative's
gender stands between them (italian_causal_clauses). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Il medico è tornato a casa tardi perché era stanco .",
            (0, 2),
            "F",
            "La medica è tornata a casa tardi perché era stanca .",
        ),
        (
            "L'insegnante è andato via presto , perché era malato .",
            (0, 1),
            "F",
            "L'insegnante è andata via presto , perché era malata .",
        ),
        (
            "Gli infermieri sono rimasti a casa poiché erano stanchi .",
            (0, 2),
            "F",
            "Le infermiere sono rimaste a casa poiché erano stanche .",
        ),
        (
            "La cuoca è uscita presto perché era molto stanca .",
            (0, 2),
            "M",
            "Il cuoco è uscito presto perché era molto stanco .",
        ),
    ],
)
def test_causal_clause_agrees(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "keep"),
    [
        ("Il medico lo visitò perché era malato .", (0, 2), "era malato"),  # the object clitic
        ("Il medico l'ha visitato perché era malato .", (0, 2), "era malato"),
        ("Il medico ha visitato Marco perché era malato .", (0, 2), "era malato"),  # a name
        ("Il medico ha visitato il bambino perché era malato .", (0, 2), "era malato"),  # a person
        ("Il capo ha licenziato la donna delle pulizie perché era arrabbiata .", (0, 2), "era arrabbiata"),
        ("Il direttore ha licenziato l'uomo delle pulizie perché era arrabbiato .", (0, 2), "era arrabbiato"),
        ("Il medico ha lasciato il negozio perché era chiuso .", (0, 2), "era chiuso"),  # a thing
        ("Il medico ha chiamato perché l'ufficio era chiuso .", (0, 2), "era chiuso"),  # its own subject
        ("Il medico è arrivato tardi perché erano stanchi .", (0, 2), "erano stanchi"),  # another number
    ],
)
def test_causal_clause_left_alone(text: str, span: tuple[int, int], keep: str) -> None:
    got = get_inflector("it").realise(text.split(), span, "F")
    assert got is not None
    assert keep in " ".join(got)
