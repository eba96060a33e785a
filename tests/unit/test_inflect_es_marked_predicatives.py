"""es-inflect-28: a feminine or plural adjective that the small parser files as an adverb after a
pseudo-copula is the subject's predicative (:mod:`fairmt.inflect.spanish_marked_predicatives`);
a masculine singular adjective used as an adverb ("salió rápido") stays as it is."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish_morph import get_morph

pytestmark = pytest.mark.skipif(not get_morph().available, reason="Apertium Spanish is not installed")


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # MT-GenEval contextual dev proxy, line 391 (a development reference)
        (
            "Ziska had been a great surgeon who went mad and began to perform unorthodox operations.",
            "Ziska había sido una cirujana excelente que se volvió loca y empezó a realizar intervenciones"
            " quirúgicas poco convencionales.",
            "Ziska había sido un cirujano excelente que se volvió loco y empezó a realizar intervenciones"
            " quirúgicas poco convencionales.",
        ),
        # written for this test
        (
            "The surgeon who became famous left.",
            "La cirujana que se volvió famosa se fue.",
            "El cirujano que se volvió famoso se fue.",
        ),
        (
            "The surgeon, who went mad, left.",
            "La cirujana, que se volvió loca, se fue.",
            "El cirujano, que se volvió loco, se fue.",
        ),
    ],
)
def test_feminine_predicative_after_pseudo_copula(
    realiser: SentenceRealiser, source: str, feminine: str, masculine: str
) -> None:
    assert realiser.realise(Item(source, feminine, "es"), "M") == masculine


def test_masculine_adverbial_adjective_is_left() -> None:
    realiser = SentenceRealiser()
    source = "The surgeon left quickly."
    assert (
        realiser.realise(Item(source, "La cirujana salió rápido.", "es"), "M") == "El cirujano salió rápido."
    )
