"""de-inflect-36: a nominalised adjective that shares the article of the noun before it.

"Der Gründer und Vorstandsvorsitzende": one article for two coordinated nouns (Einsparung des
Artikels), so the nominalised adjective keeps the weak ending that article calls for in every
realisation ("Vorstandsvorsitzende", never the strong "Vorstandsvorsitzender" of a phrase with
no article), and the article is realised once, with the first noun.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_shared_articles import shared_article_of_nominalised

CASES = [
    (
        "The founder and chief executive resigned.",
        "Der Gründer und Vorstandsvorsitzende trat zurück.",
        "Die Gründerin und Vorstandsvorsitzende trat zurück.",
        "Der*die Gründer*in und Vorstandsvorsitzende trat zurück.",
    ),
    (
        "They met the founder and chief executive.",
        "Sie trafen den Gründer und Vorstandsvorsitzenden.",
        "Sie trafen die Gründerin und Vorstandsvorsitzende.",
        "Sie trafen den*die Gründer*in und Vorstandsvorsitzende*n.",
    ),
    (
        "A statement by the founder and chief executive followed.",
        "Es folgte eine Erklärung des Gründers und Vorstandsvorsitzenden.",
        "Es folgte eine Erklärung der Gründerin und Vorstandsvorsitzenden.",
        "Es folgte eine Erklärung des*der Gründer*in und Vorstandsvorsitzenden.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_shared_article_keeps_the_weak_ending(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n
    assert realise_de(realiser, source, mt, "M") == mt


def test_only_a_definite_article_is_shared() -> None:
    def is_det(w: str) -> str | None:
        return {"der": "def", "ein": "ein"}.get(w)

    words = [Word.parse(t) for t in ["Der", "Gründer", "und", "Vorsitzende", "sprach"]]
    assert shared_article_of_nominalised(words, 3, is_det) == 0
    words = [Word.parse(t) for t in ["Ein", "Gründer", "und", "Vorsitzender", "sprach"]]
    assert shared_article_of_nominalised(words, 3, is_det) is None
    words = [Word.parse(t) for t in ["Gründer,", "und", "Vorsitzende", "sprachen"]]
    assert shared_article_of_nominalised(words, 2, is_det) is None
