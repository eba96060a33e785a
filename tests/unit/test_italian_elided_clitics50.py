"""it-inflect-50: an object clitic realised inside a longer span elides before *avere* ("Suo padre lo aveva
lasciato" -> "Sua madre l'aveva lasciata"), and an elided "l'" before a verb stays "l'" ("lo" and "la" both
elide; it was read as the article and became "il"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Suo padre lo aveva lasciato a casa .", (0, 4), "F", "Sua madre l'aveva lasciata a casa ."),
        ("Sua madre l'aveva lasciata a casa .", (0, 4), "M", "Suo padre l'aveva lasciato a casa ."),
        ("Sua madre l'aveva lasciata a casa .", (2, 4), "M", "Sua madre l'aveva lasciato a casa ."),
        ("Il nonno l'ha accompagnata a scuola .", (2, 4), "M", "Il nonno l'ha accompagnato a scuola ."),
        # an elided article merged two tokens before the clitic ("Un amico" -> "Un'amica")
        ("Un amico lo aveva invitato a cena .", (0, 5), "F", "Un'amica l'aveva invitata a cena ."),
        ("Un'amica la ha invitata a cena .", (0, 4), "M", "Un amico l'ha invitato a cena ."),
        # the clitic alone, as before (_clitic_compound)
        (
            "Una vittoria lo avrebbe lasciato al secondo posto .",
            (2, 4),
            "F",
            "Una vittoria l'avrebbe lasciata al secondo posto .",
        ),
        # not before a form of avere
        ("Suo padre lo aiutava sempre .", (0, 3), "F", "Sua madre la aiutava sempre ."),
    ],
)
def test_elided_clitic(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
