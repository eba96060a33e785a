"""it-inflect-55: a noun whose article's gender and number exclude its person reading is a thing
("la morte", death, is no plural of *morta*), while the person homograph keeps its reading where
its article agrees with it ("i morti", "le morte"). Sentences the team wrote."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_article_homographs import article_selected_thing

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("sentence", "at"),
    [
        ("Dopo la morte del nonno siamo tornati a casa .", 2),
        ("Hanno parlato della morte di un amico .", 3),
        ("Nessuno conosce la mente di un bambino .", 3),
        ("Una morte improvvisa ha colpito il paese .", 1),
    ],
)
def test_thing_by_its_article(sentence: str, at: int) -> None:
    tokens = sentence.split()
    assert article_selected_thing(tokens, at)
    assert (at, at + 1) not in get_inflector("it").person_spans(tokens)


@needs_it
@pytest.mark.parametrize(
    ("sentence", "at"),
    [
        ("I morti della guerra sono stati ricordati .", 1),
        ("Le morte erano tutte giovani .", 1),
        ("La malata aspettava il medico .", 1),
        ("Il morto era un pescatore .", 1),
    ],
)
def test_person_kept(sentence: str, at: int) -> None:
    tokens = sentence.split()
    assert not article_selected_thing(tokens, at)
    assert (at, at + 1) in get_inflector("it").person_spans(tokens)


@needs_it
def test_thing_not_realised() -> None:
    """A cue placed on "la morte" holds no person (the sentence realiser then looks for one)."""
    inflector = get_inflector("it")
    tokens = ["Dopo", "la", "morte", "del", "nonno", "siamo", "tornati", "a", "casa", "."]
    assert inflector.denotes_no_person(tokens, (1, 3))


@needs_it
@pytest.mark.parametrize(
    "sentence",
    [
        "Negli ultimi dieci anni abbiamo cambiato casa tre volte .",
        "Nelle prossime due settimane il negozio resterà chiuso .",
        "Durante i primi cinque giorni nessuno ha chiamato .",
    ],
)
def test_adjective_before_a_counted_noun(sentence: str) -> None:
    """An adjective before a cardinal and its noun is no nominalised person (it-inflect-55)."""
    assert get_inflector("it").person_spans(sentence.split()) == []


@needs_it
def test_nominalised_adjective_alone_kept() -> None:
    tokens = ["Le", "ultime", "sono", "arrivate", "in", "ritardo", "."]
    assert get_inflector("it").person_spans(tokens) == [(1, 2)]


@needs_it
@pytest.mark.parametrize(
    "sentence",
    [
        "Gli ultimi due insegnanti erano stanchi .",
        "Le ultime due studentesse sono arrivate in ritardo .",
        "Le prossime tre infermiere arriveranno domani .",
    ],
)
def test_adjective_before_counted_persons_kept(sentence: str) -> None:
    """When the noun after the numeral is a person, the adjective's span stays: dropping it
    left no person to realise ("Gli ultimi due insegnanti" unchanged in the feminine)."""
    assert (1, 2) in get_inflector("it").person_spans(sentence.split())


@needs_it
@pytest.mark.parametrize(
    "sentence",
    [
        "Le malate due volte al giorno prendono le medicine .",
        "Le stanche tre volte hanno chiesto aiuto .",
    ],
)
def test_only_adjectives_of_order_before_a_numeral(sentence: str) -> None:
    """A nominalised adjective outside the closed class before an adverbial count ("due volte")
    keeps its person reading (_BEFORE_NUMERAL)."""
    assert (1, 2) in get_inflector("it").person_spans(sentence.split())


@needs_it
def test_time_phrase_left_and_person_realised(realiser: SentenceRealiser) -> None:
    """The time phrase before the person keeps its gender; the person and her article change."""
    item = Item(
        "In the last ten years the teachers were tired.",
        "Negli ultimi dieci anni gli insegnanti erano stanchi.",
        "it",
    )
    out = realiser.realise(item, "F")
    assert out is not None and out.startswith("Negli ultimi dieci anni le insegnanti")
