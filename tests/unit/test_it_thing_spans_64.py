"""it-inflect-58 (it64): a cue span that the aligner put on a thing's words names no person
(italian_thing_spans), "qui vicino" is an adverbial of place (italian_copula_adverbs), and "solo"
before a stressed pronoun is the adverb "only". Sentences the team wrote; each test holds its
negative controls (persons, participles that agree), so a rule cannot pass by dropping spans."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_copula_adverbs import adverb_to_predicative

if TYPE_CHECKING:
    from conftest import OneSet
    from fairmt.inflect.base import Inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def it() -> Inflector:
    return get_inflector("it")


def _span(tokens: list[str], words: str) -> tuple[int, int]:
    """The token span of ``words`` in ``tokens`` (punctuation on a token ignored)."""
    want = words.split()
    bare = [t.strip(".,;:?!") for t in tokens]
    for i in range(len(tokens) - len(want) + 1):
        if bare[i : i + len(want)] == want:
            return (i, i + len(want))
    raise AssertionError(f"{words!r} not in {tokens}")


def _tokens(sentence: str) -> list[str]:
    return sentence.split()


def _no_person(it: Inflector, sentence: str, words: str) -> bool:
    tokens = _tokens(sentence)
    return it.denotes_no_person(tokens, _span(tokens, words))


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "If the nurses go on strike, only they pay the price.",
            "Se le infermiere fanno sciopero, a pagare sono solo loro.",
            "Se gli infermieri fanno sciopero, a pagare sono solo loro.",
        ),
        (
            "After a new and surprising discovery by German doctors, the debate reopened.",
            "Dopo una nuova e sorprendente scoperta da parte di dottoresse tedesche, il dibattito riprese.",
            "Dopo una nuova e sorprendente scoperta da parte di dottori tedeschi, il dibattito riprese.",
        ),
    ],
)
def test_thing_words_stay_and_the_pair_closes(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "it")


@needs_it
def test_thing_noun_phrase(it: Inflector) -> None:
    """An article the aligner gave a person cue, whose noun is an invariable thing ("le città") or a
    thing noun with its adjective ("animali domestici"); the person nouns stay persons."""
    assert _no_person(it, "I volontari lavorano sodo per le città che amano.", "le")
    assert _no_person(it, "Molti padroni di animali domestici sono distratti.", "animali domestici")
    assert not _no_person(it, "I volontari lavorano sodo per le città che amano.", "I volontari")
    assert not _no_person(it, "Molti padroni di animali domestici sono distratti.", "padroni")
    # A participle that is also a noun, without its article, is a predicative: "sorpresa".
    assert not _no_person(it, "Era molto sorpresa.", "sorpresa")


@needs_it
def test_attribute_of_a_thing(it: Inflector) -> None:
    """An adjective after the thing noun it agrees with, or before it with its article past a
    coordinated adjective; after a person noun it stays the person's."""
    assert _no_person(it, "Ha chiesto dei prestiti studenteschi alla banca.", "studenteschi")
    assert _no_person(it, "Leggo una nuova e sorprendente scoperta.", "una nuova")
    assert not _no_person(it, "Ha assunto delle infermiere stanche.", "stanche")
    assert not _no_person(it, "Leggo una nuova e sorprendente direttrice.", "direttrice")
    # An adjective that is a noun too may head its phrase: "tenute" is a participle here.
    assert not _no_person(it, "Hanno liberato le americane tenute prigioniere.", "le americane")


@needs_it
def test_participle_before_its_own_noun_phrase(it: Inflector) -> None:
    """A participle after "avere" before its object, or after "venire" before its postverbal thing
    subject, shows no person's gender; before a person noun it is left alone."""
    assert _no_person(it, "Le inquiline hanno tolto il gas e la luce.", "hanno tolto")
    assert _no_person(it, "Per ogni cliente verrà visualizzato il prezzo.", "verrà visualizzato")
    assert not _no_person(it, "Ieri hanno chiamato la sindaca.", "hanno chiamato")
    assert not _no_person(it, "Domani verrà premiata la vincitrice.", "verrà premiata")


@needs_it
def test_place_adverb_is_no_predicative(it: Inflector) -> None:
    """A cue on "lì" does not move to "vicino" ("lì vicino": nearby); on "piuttosto" it still moves
    to the predicative after it."""
    tokens = _tokens("C'è una sarta lì vicino?")
    assert adverb_to_predicative(tokens, _span(tokens, "lì"), it.adjective_like) is None
    tokens = _tokens("Era piuttosto vicina alla madre.")
    moved = adverb_to_predicative(tokens, _span(tokens, "piuttosto"), it.adjective_like)
    assert moved == _span(tokens, "vicina")


@needs_it
def test_solo_before_a_pronoun_is_the_adverb(it: Inflector) -> None:
    """ "sono solo loro" (only they are) holds no speaker's predicative; "sono sola" does."""
    tokens = _tokens("A pagare sono solo loro.")
    assert _span(tokens, "solo") not in it.implicit_person_spans(tokens)
    tokens = _tokens("Stasera sono sola a casa.")
    assert _span(tokens, "sola") in it.implicit_person_spans(tokens)
    assert _no_person(it, "A pagare sono solo loro.", "solo")


@needs_it
def test_impersonal_passive_of_asking(it: Inflector) -> None:
    """ "viene chiesto di" + infinitive: the participle's subject is the clause, the person is the
    dative; a passive of a verb with a direct object ("accusato di") agrees with its subject."""
    assert _no_person(it, "Alle infermiere viene chiesto di restare a casa.", "chiesto")
    assert _no_person(it, "Ai soci è stato vietato di fumare.", "vietato")
    assert not _no_person(it, "Il ministro viene accusato di corruzione.", "accusato")
    assert not _no_person(it, "La domanda viene chiesta spesso.", "chiesta")
