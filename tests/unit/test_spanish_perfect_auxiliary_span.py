"""es-inflect-37: a person span that ends on the perfect's auxiliary ("Un orador se ha").

The aligner sometimes links an English person noun to its Spanish noun and the "ha"/"han" after it.
The participle of a perfect never agrees (RAE, *Nueva gramática* §28.5), so the span keeps only the
words before the auxiliary and the participle after it keeps its form. Sentences written here.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        ("Un orador se ha referido a un artículo.", (0, 4), "F", "Una oradora se ha referido a un artículo."),
        (
            "¿Quién de nuestros colegas ha seguido el debate con atención?",
            (2, 5),
            "F",
            "¿Quién de nuestras colegas ha seguido el debate con atención?",
        ),
        (
            "Llegó el comisario y el comisario ha venido aquí a mentir.",
            (4, 7),
            "F",
            "Llegó el comisario y la comisaria ha venido aquí a mentir.",
        ),
        ("Las vecinas han salido temprano.", (0, 3), "M", "Los vecinos han salido temprano."),
    ],
)
def test_the_participle_after_the_span_keeps_its_form(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
