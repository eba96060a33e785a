"""it-inflect-50: a past participle after *avere* does not agree with the subject, also when the span holds
the auxiliary (italian_avere_participles); after an object clitic it still agrees. Sentences written for
these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Gli assassini hanno tolto la corrente .", (2, 4), "F", "Gli assassini hanno tolto la corrente ."),
        ("Gli assassini hanno tolto la corrente .", (0, 4), "F", "Le assassine hanno tolto la corrente ."),
        ("Lui ha mangiato la mela .", (1, 3), "F", "Lui ha mangiato la mela ."),
        (
            "Gli assassini non hanno tolto la corrente .",
            (0, 5),
            "F",
            "Le assassine non hanno tolto la corrente .",
        ),
        ("Le ragazze hanno finito il lavoro .", (0, 4), "M", "I ragazzi hanno finito il lavoro ."),
        # an object clitic before the auxiliary: the participle agrees with it
        ("Lui lo ha visto .", (1, 4), "F", "Lui l'ha vista ."),
        ("Mi hanno contattato ieri .", (0, 3), "F", "Mi hanno contattata ieri ."),
        # a compound clitic (glie- + lo/la/li/le/ne) is an object clitic too
        ("Marco glielo ha regalato .", (1, 4), "F", "Marco gliela ha regalata ."),
        ("Marco gliele ha regalate .", (1, 4), "M", "Marco glieli ha regalati ."),
        # a subject noun that ends like a clitic ("fedele" in -le) is no clitic: the participle stays
        ("Il fedele ha mangiato la torta .", (1, 4), "F", "La fedele ha mangiato la torta ."),
        # an elided article merged or split at the front of the span: read from the end
        ("Un amico ha mangiato la torta .", (0, 4), "F", "Un'amica ha mangiato la torta ."),
        ("Un'amica ha mangiato la torta .", (0, 3), "M", "Un amico ha mangiato la torta ."),
        ("Un amico lo ha visto .", (0, 5), "F", "Un'amica l'ha vista ."),
    ],
)
def test_avere_participle(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert " ".join(got or text.split()) == want
