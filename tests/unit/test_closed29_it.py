"""it-inflect-31 and rules-29 (issue 12, closed sets, Italian): rules found on the hand-written
GATE-like dev pairs it-c061..it-c100 (``benchmarks/data/closed_dev/it.jsonl``), tested here on
other sentences. Each rule has a case that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
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


# --- The main predicate after a copular relative with complements (Serianni XIV.246-251) ----


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The cook who was in the kitchen was angry.",
            "La cuoca che era in cucina era arrabbiata.",
            "Il cuoco che era in cucina era arrabbiato.",
        ),
        (
            "The actor who arrived late was nervous.",
            "L'attrice che è arrivata tardi era nervosa.",
            "L'attore che è arrivato tardi era nervoso.",
        ),
        (
            "The doctor who took care of my father was very kind.",
            "La dottoressa che si è presa cura di mio padre è stata molto gentile.",
            "Il dottore che si è preso cura di mio padre è stato molto gentile.",
        ),
    ],
)
def test_relative_with_complement(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_relative_then_subordinate_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "bruciato" is the bread's, in the clause "che il pane era ...".
    item = Item(
        "The cook who was in the kitchen said that the bread was burnt.",
        "La cuoca che era in cucina ha detto che il pane era bruciato.",
        "it",
    )
    assert realiser.realise(item, "M") == "Il cuoco che era in cucina ha detto che il pane era bruciato."


# --- "Those who": the pronoun heads the relative (Serianni VII.230-238) ----------------------


@needs_it
def test_those_who(realiser: SentenceRealiser) -> None:
    _both_ways(
        realiser,
        "Those who stayed were tired.",
        "Quelle che sono rimaste erano stanche.",
        "Quelli che sono rimasti erano stanchi.",
    )


# --- Implicit infinitive clauses with the subject's "essere" (Serianni XIV.4-8) --------------


@needs_it
def test_controlled_infinitive(realiser: SentenceRealiser) -> None:
    _both_ways(
        realiser,
        "The athletes hope to be selected.",
        "Le atlete sperano di essere selezionate.",
        "Gli atleti sperano di essere selezionati.",
    )


@needs_it
def test_object_controlled_infinitive_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: the dative clitic "gli" is the infinitive's subject, not the nurses.
    item = Item(
        "The nurses asked him to be calm.", "Le infermiere gli hanno chiesto di essere tranquillo.", "it"
    )
    assert realiser.realise(item, "M") == "Gli infermieri gli hanno chiesto di essere tranquillo."


# --- rules-29: the original's gender read by the realisation that leaves it ------------------


@needs_it
def test_participle_before_contracted_article_closed() -> None:
    source = "They were disappointed by the results."
    fem, masc = "Erano deluse dai risultati.", "Erano delusi dai risultati."
    agents = RuleAgents()
    items = [Item(source, fem, "it"), Item(source, masc, "it")]
    agents.prepare(items)
    got_f, got_m = agents.analyse(items)
    assert {fem, *(v.text for v in got_f.variants.all)} == {masc, *(v.text for v in got_m.variants.all)}


# --- Adverbs in -mente between "essere" and the predicative (Serianni XII.9-13) -------------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The patient was seriously injured.",
            "La paziente è stata gravemente ferita.",
            "Il paziente è stato gravemente ferito.",
        ),
        (
            "The new neighbours are extremely kind and particularly nice.",
            "Le nuove vicine sono estremamente gentili e particolarmente simpatiche.",
            "I nuovi vicini sono estremamente gentili e particolarmente simpatici.",
        ),
    ],
)
def test_mente_adverb(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_mente_adverb_after_other_verb_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: no predicative after "ha parlato lentamente".
    item = Item("The doctor spoke slowly.", "La dottoressa ha parlato lentamente.", "it")
    assert realiser.realise(item, "M") == "Il dottore ha parlato lentamente."


# --- The passive with "venire" (Serianni XI.4-8) --------------------------------------------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "The director was accused of fraud.",
            "La direttrice venne accusata di frode.",
            "Il direttore venne accusato di frode.",
        ),
        (
            "The owner of the shop is considered honest.",
            "La proprietaria del negozio viene considerata onesta.",
            "Il proprietario del negozio viene considerato onesto.",
        ),
    ],
)
def test_venire_passive(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    _both_ways(realiser, source, fem, masc)


@needs_it
def test_venire_of_motion_unchanged(realiser: SentenceRealiser) -> None:
    # Must not change: "venne a Roma" is the verb of motion; "figlio" is another person.
    item = Item("The director came to Rome with his son.", "La direttrice venne a Roma con il figlio.", "it")
    assert realiser.realise(item, "M") == "Il direttore venne a Roma con il figlio."
