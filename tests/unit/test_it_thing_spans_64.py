"""it-inflect-58 (it64): a cue span that the aligner put on a thing's words names no person
(italian_thing_spans), "qui vicino" is an adverbial of place (italian_copula_adverbs), and "solo"
before a stressed pronoun is the adverb "only" unless the pronoun is the subject it may agree with.
Each test holds its negative controls (persons, participles that agree, predicatives of the
subject), so a rule cannot pass by dropping spans."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_copula_adverbs import adverb_to_predicative

if TYPE_CHECKING:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.inflect.base import Inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def it() -> Inflector:
    return get_inflector("it")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser()


def _realise(realiser: SentenceRealiser, source: str, translation: str, to: str) -> str:
    """The translation realised in ``to`` (F or M), as ``fairmt inflect`` gives it."""
    from fairmt.fairqe.types import Item

    item = Item(source, translation, "it")
    realiser.prepare([item])
    text = realiser.explain(item, to).text
    return text if text is not None else translation


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
def test_thing_noun_phrase(it: Inflector) -> None:
    """An article before an invariable thing ("le università") or a thing noun with its adjective
    ("cavalli selvatici"); the person nouns stay persons, also when coordinated after a thing."""
    assert _no_person(it, "Le volontarie hanno ripulito le università della regione.", "le")
    assert _no_person(it, "Gli allevatori di cavalli selvatici erano stanchi.", "cavalli selvatici")
    assert _no_person(it, "Le strade e le piazze erano vuote.", "Le strade e le piazze")
    assert not _no_person(it, "Le volontarie hanno ripulito le università della regione.", "Le volontarie")
    assert not _no_person(it, "Gli allevatori di cavalli selvatici erano stanchi.", "allevatori")
    assert not _no_person(it, "Le università e le rettrici hanno firmato.", "Le università e le rettrici")
    # A participle that is also a noun, without its article, is a predicative: "sorpresa".
    assert not _no_person(it, "Era molto sorpresa.", "sorpresa")


@needs_it
def test_attribute_of_a_thing(it: Inflector) -> None:
    """An adjective after the thing noun it agrees with, or before it with its article past a
    coordinated adjective; after a person noun, or after a noun of place (the subject's
    predicative: "è andato al concerto contento"), it stays the person's."""
    assert _no_person(it, "Ha comprato dei libri scolastici.", "scolastici")
    assert _no_person(it, "Abbiamo letto una lunga e dettagliata relazione.", "una lunga")
    assert not _no_person(it, "Abbiamo assunto delle cuoche stanche.", "stanche")
    assert not _no_person(it, "Abbiamo assunto una giovane e brillante ingegnera.", "ingegnera")
    assert not _no_person(it, "Lo zio è andato al concerto contento.", "contento")
    assert not _no_person(it, "La zia è arrivata in stazione esausta.", "esausta")


@needs_it
def test_participle_before_its_own_noun_phrase(it: Inflector) -> None:
    """A participle after "avere" before its object, or after "venire" before its postverbal thing
    subject, shows no person's gender; after an object clitic or "che" it may agree, and before a
    person noun it is left alone."""
    assert _no_person(it, "I vicini hanno spento la radio.", "hanno spento")
    assert _no_person(it, "Sul pannello verrà mostrato il saldo.", "verrà mostrato")
    assert not _no_person(it, "Le lettere? Le ho scritte la settimana scorsa.", "scritte")
    assert not _no_person(it, "Gli ospiti? Li ho salutati la mattina.", "salutati")
    assert not _no_person(it, "Le lettere che ho scritte la sera.", "scritte")
    assert not _no_person(it, "Ieri hanno premiato la sindaca.", "hanno premiato")
    assert not _no_person(it, "Domani verrà premiata la vincitrice.", "verrà premiata")


@needs_it
def test_place_adverb_is_no_predicative(it: Inflector) -> None:
    """A cue on "qui" does not move to "vicino" ("qui vicino": nearby), but moves to a
    predicative after it ("qui solo": here alone) and after "piuttosto"."""
    tokens = _tokens("La farmacista lavora qui vicino.")
    assert adverb_to_predicative(tokens, _span(tokens, "qui"), it.adjective_like) is None
    tokens = _tokens("Rimango qui solo stasera.")
    assert adverb_to_predicative(tokens, _span(tokens, "qui"), it.adjective_like) == _span(tokens, "solo")
    tokens = _tokens("Era piuttosto vicina alla madre.")
    moved = adverb_to_predicative(tokens, _span(tokens, "piuttosto"), it.adjective_like)
    assert moved == _span(tokens, "vicina")


@needs_it
def test_solo_before_a_pronoun(it: Inflector, realiser: SentenceRealiser) -> None:
    """ "saranno solo loro" (only they will be) holds no speaker's predicative; "sono sola" does, and
    so does "solo" before the singular subject of a verb of feeling or staying ("alone")."""
    tokens = _tokens("Se chiudono la mensa, a soffrire saranno solo loro.")
    assert _span(tokens, "solo") not in it.implicit_person_spans(tokens)
    assert _no_person(it, "Se chiudono la mensa, a soffrire saranno solo loro.", "solo")
    tokens = _tokens("Stasera sono sola a casa.")
    assert _span(tokens, "sola") in it.implicit_person_spans(tokens)
    mine = "Mi sento solo io, mio fratello no."
    got = _realise(realiser, "I feel lonely myself, my brother doesn't.", mine, "F")
    assert got == "Mi sento sola io, mio fratello no."
    got = _realise(realiser, "I was left alone with my cat.", "Sono rimasto solo io con il mio gatto.", "F")
    assert got == "Sono rimasta sola io con il mio gatto."


@needs_it
def test_impersonal_passive_of_ordering(it: Inflector) -> None:
    """ "è stato ordinato di" + infinitive: the participle's subject is the clause, the person is the
    dative; a passive of a verb with a direct object ("accusata di") agrees with its subject."""
    assert _no_person(it, "Alle studentesse è stato ordinato di uscire.", "ordinato")
    assert not _no_person(it, "La direttrice è stata accusata di frode.", "accusata")
    assert not _no_person(it, "La domanda viene chiesta spesso.", "chiesta")
