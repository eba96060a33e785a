"""it-inflect-28 (issue 12, closed sets, Italian): rules found on the hand-written GATE-like
dev pairs (``benchmarks/data/closed_dev/it.jsonl``), tested on other sentences the team wrote.
Each rule has a case that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _both_ways(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


# --- Feminine plural in -ere of the -ere/-era nouns (Serianni III; Treccani "ingegnera") ----


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The engineers were praised for the new bridge.",
            "Le ingegnere sono state lodate per il nuovo ponte.",
            "Gli ingegneri sono stati lodati per il nuovo ponte.",
        ),
        (
            "The young engineers are very competent.",
            "Le giovani ingegnere sono molto competenti.",
            "I giovani ingegneri sono molto competenti.",
        ),
    ],
)
def test_era_feminine_plural(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_ere_singular_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "l'ingegnere" with a singular article is the masculine singular.
    item = Item("The engineer was praised.", "L'ingegnere è stato lodato.", "it")
    assert realiser.realise(item, "F") == "L'ingegnera è stata lodata."


# --- The partitive predicative "uno dei migliori" (Serianni VII; Treccani "uno") ---------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The swimmer is one of the best in the team.",
            "La nuotatrice è una delle migliori della squadra.",
            "Il nuotatore è uno dei migliori della squadra.",
        ),
        (
            "The chef is considered one of the most skilled.",
            "La cuoca è considerata una delle più brave.",
            "Il cuoco è considerato uno dei più bravi.",
        ),
    ],
)
def test_partitive_predicative(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_partitive_object_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "uno dei migliori" as the object of a verb other than a copula is
    # a thing ("one of the best wines"), not the subject's predicative.
    item = Item("The chef chose one of the best.", "Il cuoco ha scelto uno dei migliori.", "it")
    assert realiser.realise(item, "F") == "La cuoca ha scelto uno dei migliori."


# --- Predicative of the subject after a place complement (Serianni II; Treccani) --------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The hikers came back to the hotel tired.",
            "Le escursioniste sono tornate in albergo stanche.",
            "Gli escursionisti sono tornati in albergo stanchi.",
        ),
        (
            "The guests left the party satisfied.",
            "Le invitate sono uscite dalla festa soddisfatte.",
            "Gli invitati sono usciti dalla festa soddisfatti.",
        ),
    ],
)
def test_predicative_after_place(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_adjective_of_the_place_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "nella casa vecchia" -- the adjective agrees with the place noun.
    item = Item("The child went back to the old house.", "La bambina è tornata nella casa vecchia.", "it")
    assert realiser.realise(item, "M") == "Il bambino è tornato nella casa vecchia."


# --- The nominalised ordinal a predicate person noun identifies (Serianni V, XI) ---------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The last to leave the office was the accountant.",
            "L'ultima a lasciare l'ufficio è stata la contabile.",
            "L'ultimo a lasciare l'ufficio è stato il contabile.",
        ),
        (
            "The only one absent was the cook.",
            "L'unica assente era la cuoca.",
            "L'unico assente era il cuoco.",
        ),
        # it-inflect-33 (closedit31): "solo" as well.
        (
            "The only one to know it was the gardener.",
            "La sola a saperlo era la giardiniera.",
            "Il solo a saperlo era il giardiniere.",
        ),
    ],
)
def test_specificational_ordinal(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_ordinal_of_a_noun_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "il primo giorno" -- "primo" is the adjective of "giorno".
    item = Item(
        "On the first day, it was the cook who spoke.", "Il primo giorno è stato il cuoco a parlare.", "it"
    )
    out = realiser.realise(item, "F")
    assert out is not None and out.startswith("Il primo giorno") and "la cuoca" in out


# --- Two persons named by two English nouns: every combination (closed sets, issue 12) ------


def _variant_set(source: str, translation: str) -> set[str]:
    from fairmt.fairqe.agents.rules import RuleAgents

    agents = RuleAgents()
    items = [Item(source, translation, "it")]
    agents.prepare(items)
    analysis = agents.analyse(items)[0]
    return {translation} | {v.text for v in analysis.variants.all}


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The coach was proud of the players.",
            "L'allenatrice era orgogliosa dei giocatori.",
            "L'allenatore era orgoglioso dei giocatori.",
        ),
        (
            "The doctors were talking to the patient.",
            "Le dottoresse stavano parlando con il paziente.",
            "I dottori stavano parlando con il paziente.",
        ),
    ],
)
def test_two_persons_closed(source: str, fem: str, masc: str) -> None:
    f_set, m_set = _variant_set(source, fem), _variant_set(source, masc)
    assert f_set == m_set
    assert {fem, masc} <= f_set


@needs_it
def test_one_person_with_a_predicate_noun_unchanged() -> None:
    # Must not change: "my neighbour" and "a doctor" are one person (a predicate noun); no
    # variant mixes their genders.
    out = _variant_set("My neighbour is a doctor.", "La mia vicina è una dottoressa.")
    assert "La mia vicina è un dottore." not in out
    assert "Il mio vicino è una dottoressa." not in out
