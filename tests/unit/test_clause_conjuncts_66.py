"""fr-inflect-79 (fr66): a subject after "et" that follows a complete clause has its own predicate."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


def _realise(sentence: str, index: int, gender: str) -> str:
    inf = get_inflector("fr")
    tokens = sentence.split()
    out = inf.realise(tokens, inf.phrase_span(tokens, (index, index + 1)), gender)
    return " ".join(out if out is not None else tokens)


@pytest.mark.parametrize(
    ("sentence", "index", "gender", "want"),
    [
        (
            "Le marchand restait calme et l'acheteur semblait furieux.",
            5,
            "F",
            "Le marchand restait calme et l'acheteuse semblait furieuse.",
        ),
    ],
)
def test_second_clause_subject(sentence: str, index: int, gender: str, want: str) -> None:
    assert _realise(sentence, index, gender) == want
