"""es-inflect-37: the article across "demás", and the quantifier "demasiados/demasiadas".

"demás" has one form for both genders and stands between the article and the noun, and the
article agrees with the noun across it ("las demás invitadas" -> "los demás invitados"); the
quantifier "demasiados/demasiadas" agrees with its noun, while the singular "demasiado" before an
adjective is the invariable degree adverb (RAE, *Nueva gramática* §13.9 and §20.2). Sentences
written here.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        ("Las demás alumnas llegaron tarde.", (2, 3), "M", "Los demás alumnos llegaron tarde."),
        ("Los demás alumnos llegaron tarde.", (2, 3), "F", "Las demás alumnas llegaron tarde."),
        (
            "Al final, las demás invitadas a la boda sonreían.",
            (4, 5),
            "M",
            "Al final, los demás invitados a la boda sonreían.",
        ),
        (
            "Tengo demasiadas vecinas, ya perdí la cuenta.",
            (2, 3),
            "M",
            "Tengo demasiados vecinos, ya perdí la cuenta.",
        ),
        ("Hay demasiados cocineros en esta cocina.", (2, 3), "F", "Hay demasiadas cocineras en esta cocina."),
        ("La enfermera está demasiado cansada.", (0, 2), "M", "El enfermero está demasiado cansado."),
    ],
)
def test_the_phrase_agrees_across_demas_and_with_demasiados(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        ("Es la más famosa escultora del país.", (4, 5), "M", "Es el más famoso escultor del país."),
        ("Es el más famoso escultor del país.", (4, 5), "F", "Es la más famosa escultora del país."),
        ("Fue la menos famosa cantante del grupo.", (4, 5), "M", "Fue el menos famoso cantante del grupo."),
    ],
)
def test_the_article_agrees_across_the_superlative_adverb(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    """es-inflect-37: "la más famosa escultora": the adverb of the relative superlative stays and
    the article before it belongs to the noun (RAE, *Nueva gramática* §45.11)."""
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
