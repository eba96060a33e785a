"""Person nouns that are also things, cues only where the sentence shows a person (en-cues-66, dc61).

WordNet files the most frequent sense of "diver", "sweeper", "bowler", "angler" under
``noun.person``, but they also name things (a bird, a machine, a hat) and SemCor never tagged them
as people, so the WordNet person list leaves them out (``data/person_things.txt`` keeps them
apart). A "who" relative, a given name after the noun, or a person's copula before it makes one a
cue; the machine, the hat and the ship stay things. The sentences are written for these tests.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.signalled_persons import person_things
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item

REPO = Path(__file__).resolve().parents[2]
WORDNET = Path("/usr/share/wordnet")

pytestmark = pytest.mark.skipif(
    not (WORDNET / "data.noun").is_file(), reason="needs WordNet 3.0 (Debian wordnet-base)"
)


def _cues(sentence: str) -> dict[str, Category]:
    toks, hits = source_hits(sentence)
    return {toks[h.start].low: h.category for h in hits}


@pytest.mark.parametrize(
    ("sentence", "word", "category"),
    [
        ("The diver who found the wreck was praised by the town.", "diver", Category.C7),
        ("A sweeper, who had worked all night, went home at dawn.", "sweeper", Category.C7),
        ("We interviewed bowler Tom Baker after the match.", "bowler", Category.C7),
        ("Our neighbour said that Morgan was the best angler in the village.", "angler", Category.C7),
        ("The divers who found the wreck were praised.", "divers", Category.C12),
    ],
)
def test_person_signal_makes_a_cue(sentence: str, word: str, category: Category) -> None:
    assert _cues(sentence).get(word) == category


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The sweeper cleaned the street overnight.", "sweeper"),  # the machine: no signal
        ("He wore a bowler hat to the wedding.", "bowler"),  # a modifier of "hat"
        ("The Falcon was a raider in the war.", "raider"),  # "the" before the subject: a ship
        ("The printer which I bought last year broke down.", "printer"),  # "which": a thing
        ("A diver swooped over the lake.", "diver"),  # the bird: no signal
        ("The printer whose toner ran out was replaced.", "printer"),  # "whose" serves things too
    ],
)
def test_things_stay_things(sentence: str, word: str) -> None:
    assert word not in _cues(sentence)


def test_realiser_changes_the_signalled_person(realiser: SentenceRealiser) -> None:
    item = Item(
        "The diver who found the wreck was praised by the town.",
        "Der Taucher, der das Wrack fand, wurde von der Stadt gelobt.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Die Taucherin, die das Wrack fand, wurde von der Stadt gelobt."
    named = Item(
        "We interviewed bowler Tom Baker after the match.",
        "Wir haben nach dem Spiel den Bowler Tom Baker interviewt.",
        "de",
    )
    realiser.prepare([named])
    assert realiser.realise(named, "F") == "Wir haben nach dem Spiel die Bowlerin Tom Baker interviewt."


def test_realiser_keeps_the_machine(realiser: SentenceRealiser) -> None:
    item = Item(
        "The sweeper cleaned the street overnight.", "Die Kehrmaschine reinigte die Straße über Nacht.", "de"
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") in (None, item.translation)


def test_shipped_list_is_what_the_script_builds() -> None:
    script = REPO / "scripts/build_person_nouns.py"
    spec = importlib.util.spec_from_file_location("build_person_nouns_61", script)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    things = frozenset(mod.build_things(WORDNET))
    assert things == person_things()
    assert {"diver", "sweeper", "bowler", "angler"} <= things
    assert not things & frozenset(mod.build(WORDNET))  # apart from the person list
