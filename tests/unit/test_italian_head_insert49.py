"""it-inflect-49: a detached insert after a "di" complement belongs to the noun the complement
hangs on when it agrees with it ("Il figlio del sindaco, stanco e affamato, ..."): realising the
complement's noun leaves it alone (italian_predicate_gaps.head_takes_insert). Sentences written
for these tests."""

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
            "Il figlio del sindaco, stanco e affamato, tornò a casa.",
            (2, 4),
            "F",
            "Il figlio della sindaca, stanco e affamato, tornò a casa.",
        ),
        (
            "La figlia della sindaca, stanca e affamata, tornò a casa.",
            (2, 4),
            "M",
            "La figlia del sindaco, stanca e affamata, tornò a casa.",
        ),
        (  # the head is a thing that the insert does not agree with: it is the complement's
            "La casa del sindaco, stanco e affamato, era vuota.",
            (2, 4),
            "F",
            "La casa della sindaca, stanca e affamata, era vuota.",
        ),
        (  # a thing's participle
            "Il libro dello scrittore, pubblicato nel 1990, fu un successo.",
            (2, 4),
            "F",
            "Il libro della scrittrice, pubblicato nel 1990, fu un successo.",
        ),
        (  # a head noun the same in both numbers ("film") agrees with either (review of it47)
            "Il film del regista, girato nel 1990, fu un successo.",
            (2, 4),
            "F",
            "Il film della regista, girato nel 1990, fu un successo.",
        ),
        (  # the subject's own insert still agrees with it
            "Il figlio del sindaco, stanco e affamato, tornò a casa.",
            (0, 2),
            "F",
            "La figlia del sindaco, stanca e affamata, tornò a casa.",
        ),
    ],
)
def test_insert_after_complement(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
