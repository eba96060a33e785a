"""Closed variant sets in Spanish (issue 12, point 4), session 24 (branch closedes32).

es-inflect-26: an adjective after the person noun's own complement that agreement shows to be
the noun's (spanish_complement_modifiers.py), and the adjectives of nouns coordinated under one
determiner, one person in several roles (spanish_coordination.one_referent). Sentences written
for this test, except where a comment names the MT-GenEval *dev* line (a development set) that
motivated the rule.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

pytest.importorskip("spacy")

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (  # MT-GenEval dev line 17: "prolífica" after "de futuros jugadores profesionales"
            "Kitani was subsequently noted as the most prolific teacher ever of future professional players.",
            "Kitani fue subsecuentemente reconocida como la profesora de futuros jugadores profesionales más "
            "prolífica de todos los tiempos.",
            "Kitani fue subsecuentemente reconocido como el profesor de futuros jugadores profesionales más "
            "prolífico de todos los tiempos.",
        ),
        (  # the number of the complement rules it out
            "Ruiz is the most respected coach of young players in the country.",
            "Ruiz es la entrenadora de jóvenes jugadores más respetada del país.",
            "Ruiz es el entrenador de jóvenes jugadores más respetado del país.",
        ),
        (  # MT-GenEval dev line 372: one determiner, one person, a singular participle
            "Brundage was also a writer and poet closely associated with the Beats.",
            "Brundage fue también una escritora y poetisa estrechamente relacionada con los Beats.",
            "Brundage fue también un escritor y poeta estrechamente relacionado con los Beats.",
        ),
        (
            "Vidal was a painter and sculptor well known in Madrid.",
            "Vidal fue una pintora y escultora muy conocida en Madrid.",
            "Vidal fue un pintor y escultor muy conocido en Madrid.",
        ),
    ],
)
def test_distant_adjectives_get_one_set(variant_set: VariantSet, source: str, fem: str, masc: str) -> None:
    f_set, m_set = variant_set(source, fem, "es"), variant_set(source, masc, "es")
    assert {fem, masc} <= f_set
    assert f_set == m_set


@pytest.mark.parametrize(
    ("text", "span", "to", "want"),
    [
        # the complement's noun differs in gender: the adjective is the person's
        (
            "Ortega era una técnica de laboratorio voluntaria en el hospital.",
            (2, 4),
            "M",
            "Ortega era un técnico de laboratorio voluntario en el hospital.",
        ),
        # the complement's noun may take it ("historia antigua"): left alone
        ("Es una profesora de historia antigua.", (1, 3), "M", "Es un profesor de historia antigua."),
        # a locution opens an adjunct ("debido a"), no adjective of the person
        (
            "Dejó la revista como jefa de redacción debido a conflictos.",
            (4, 5),
            "M",
            "Dejó la revista como jefe de redacción debido a conflictos.",
        ),
        # two determiners, two people: the plural predicative stays with the group
        (
            "La directora y la secretaria estaban cansadas.",
            (0, 2),
            "M",
            "El director y la secretaria estaban cansados.",
        ),
    ],
)
def test_inflector_complement_adjectives(text: str, span: tuple[int, int], to: str, want: str) -> None:
    from fairmt.inflect.spanish import SpanishInflector

    tokens = text.split()
    got = SpanishInflector().realise(tokens, span, to)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (  # rules-42: a surname that is also a common noun (MT-GenEval dev line 10 has "Cook")
            "Bell was elected to the city council in 1990.",
            "Bell fue elegida para el consejo municipal en 1990.",
            "Bell fue elegido para el consejo municipal en 1990.",
        ),
        (  # rules-42: bare role nouns after the name (MT-GenEval dev line 431)
            "That same year, Balch was promoted from Associate Professor to Professor of Political Economy.",
            "El mismo año, Balch fue ascendida desde profesora asociada a profesora de Economía Política.",
            "El mismo año, Balch fue ascendido desde profesor asociado a profesor de Economía Política.",
        ),
        (  # the same, written for this test
            "In 2001, Ruiz was promoted from assistant professor to professor.",
            "En 2001, Ruiz fue ascendida de profesora adjunta a profesora titular.",
            "En 2001, Ruiz fue ascendido de profesor adjunto a profesor titular.",
        ),
    ],
)
def test_named_subject_participles_get_one_set(
    variant_set: VariantSet, source: str, fem: str, masc: str
) -> None:
    f_set, m_set = variant_set(source, fem, "es"), variant_set(source, masc, "es")
    assert {fem, masc} <= f_set
    assert f_set == m_set


def test_opening_plural_or_function_word_is_no_name() -> None:
    from fairmt.fairqe.bare_named_subjects import english_subject_names

    assert english_subject_names("Students were elected to the board.") == frozenset()
    assert english_subject_names("Since then was the best time.") == frozenset()
    assert english_subject_names("Bell was elected to the board.") == frozenset({"Bell"})
