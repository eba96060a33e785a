"""A partitive "uno dei / una delle" (Spanish "uno de los / una de las") with a comparative
before the person noun agrees as a whole phrase. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.spanish import _morph

needs_es = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_it
def test_it_one_of_the_best_players(realiser: SentenceRealiser) -> None:
    m = Item("I am one of the best players.", "Sono uno dei migliori giocatori.", "it")
    f = Item("I am one of the best players.", "Sono una delle migliori giocatrici.", "it")
    assert realiser.realise(m, "F") == f.translation
    assert realiser.realise(f, "M") == m.translation
    assert realiser.realise(f, "F") == f.translation


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        ("Ho incontrato i migliori giocatori .", "Ho incontrato le migliori giocatrici ."),
        ("Sono il miglior giocatore .", "Sono la miglior giocatrice ."),
        ("Erano i peggiori autisti .", "Erano le peggiori autiste ."),
    ],
)
def test_it_comparative_before_the_noun(masc: str, fem: str) -> None:
    it = get_inflector("it")
    toks, n = masc.split(), len(masc.split())
    assert it.realise(toks, (n - 2, n - 1), "F") == fem.split()
    assert it.realise(fem.split(), (n - 2, n - 1), "M") == toks


@needs_es
def test_es_one_of_the_best_players(realiser: SentenceRealiser) -> None:
    m = Item("I am one of the best players.", "Soy uno de los mejores jugadores.", "es")
    f = Item("I am one of the best players.", "Soy una de las mejores jugadoras.", "es")
    assert realiser.realise(m, "F") == f.translation
    assert realiser.realise(f, "M") == m.translation
    w = Item("You are one of the worst drivers.", "Eres uno de los peores conductores.", "es")
    assert realiser.realise(w, "F") == "Eres una de las peores conductoras."
