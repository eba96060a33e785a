"""de-inflect-37: "Ein frustrierter Owens": an indefinite article, an adjective and a surname.

German puts an attributive adjective and an article before a person's name ("ein frustrierter
Owens", "eine müde Smith"); both agree with the person's gender (Duden, Die Grammatik: Artikel
vor Personennamen mit Attribut), so the feminine is "eine frustrierte Owens" and the masculine of
"eine müde Smith" is "ein müder Smith", never the pronoun "einer" (one) before an adjective.
A thing's name after a definite article ("des ursprünglichen Shang Jiang") is left alone.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "A frustrated Owens confronted Shane.",
        "Ein frustrierter Owens konfrontierte Shane.",
        "F",
        "Eine frustrierte Owens konfrontierte Shane.",
    ),
    ("A tired Smith went home.", "Eine müde Smith ging heim.", "M", "Ein müder Smith ging heim."),
]


@pytest.mark.parametrize(("source", "mt", "gender", "want"), CASES)
def test_indefinite_article_adjective_and_surname(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


def test_neutral_form(realiser: SentenceRealiser) -> None:
    src, mt, _, _ = CASES[0]
    assert realise_de(realiser, src, mt, "N") == "Ein*e frustrierte*r Owens konfrontierte Shane."
