"""Person nouns that are also things, cues only where the sentence shows a person (en-cues-66, dc61).

WordNet files the most frequent sense of "diver", "sweeper", "bowler", "angler" under
``noun.person``, but they also name things (a bird, a machine, a hat) and SemCor never tagged them
as people, so the WordNet person list leaves them out (``data/person_things.txt`` keeps them
apart). A "who" relative, a full name after the noun, or a person's copula before it makes one a
cue; the machine, the hat and the ship stay things. The sentences are written for these tests.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.fairqe import signalled_persons
from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.signalled_persons import craft_things, person_things, signalled_person
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

REPO = Path(__file__).resolve().parents[2]
WORDNET = Path("/usr/share/wordnet")

#: The rules read the English dictionary; without it they add nothing (test_no_dictionary_no_cue).
needs_en = pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")


def _cues(sentence: str) -> dict[str, Category]:
    toks, hits = source_hits(sentence)
    return {toks[h.start].low: h.category for h in hits}


@pytest.mark.parametrize(
    ("sentence", "word", "category"),
    [
        ("The diver who found the wreck was praised by the town.", "diver", Category.C7),
        # the forms of "be" after a pronoun: "am", and the clitics "'m", "'s", "'re"
        ("I am a keen diver and swim every morning.", "diver", Category.C7),
        ("I'm a keen diver and swim every morning.", "diver", Category.C7),
        ("He's a keen diver and swims every morning.", "diver", Category.C6),
        ("We're keen anglers and fish every weekend.", "anglers", Category.C12),
        # a subject that is or begins with a given name
        ("Yesterday Laura was the only diver at the pool.", "diver", Category.C6),
        ("Last summer, Laura Novak was the best angler on the lake.", "angler", Category.C6),
        # a relative "who" after a noun is the subject of the copula
        ("The woman who was the fastest diver moved to Leeds.", "diver", Category.C7),
        ("A sweeper, who had worked all night, went home at dawn.", "sweeper", Category.C7),
        ("We interviewed bowler Paul Baker after the match.", "bowler", Category.C7),
        ("Our neighbour said that Helen was the best angler in the village.", "angler", Category.C6),
        ("The divers who found the wreck were praised.", "divers", Category.C12),
    ],
)
@needs_en
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
        # a given name alone after the noun opens a contact relative, not a close apposition
        ("The scanner Laura borrowed last month stopped working.", "scanner"),
        ("The printer Peter ordered arrived in a huge box.", "printer"),
        # ships and vehicles bear people's names, full names too
        ("The whaler Margaret Ann returned to port in May.", "whaler"),
        ("The cutter Victoria Grace reached the harbour at noon.", "cutter"),
        # a firm, capitalised mid-sentence, as the subject of "be"
        ("In Korea, Hyundai was the biggest shipbuilder for years.", "shipbuilder"),
        ("In our office, Brother is the only printer we trust.", "printer"),
        ("After the merger, Nokia became a subsidiary of the group.", "subsidiary"),
        # a question's "who" is no relative
        ("Who is the fastest printer in this shop?", "printer"),
        ("I wondered who was the cheapest scanner on sale.", "scanner"),
        # "'s" after a name may be a possessive, after "it" the subject is a thing
        ("It's a printer that also scans.", "printer"),
        # a noun/verb homograph after the noun: the noun modifies it
        ("He is a printer repair technician in Leeds.", "printer"),
        ("She was a scanner test engineer for years.", "scanner"),
    ],
)
def test_things_stay_things(sentence: str, word: str) -> None:
    assert word not in _cues(sentence)


@needs_en
def test_realiser_changes_the_signalled_person(realiser: SentenceRealiser) -> None:
    item = Item(
        "The diver who found the wreck was praised by the town.",
        "Der Taucher, der das Wrack fand, wurde von der Stadt gelobt.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Die Taucherin, die das Wrack fand, wurde von der Stadt gelobt."
    named = Item(
        "We interviewed bowler Paul Baker after the match.",
        "Wir haben nach dem Spiel den Bowler Paul Baker interviewt.",
        "de",
    )
    realiser.prepare([named])
    assert realiser.realise(named, "F") == "Wir haben nach dem Spiel die Bowlerin Paul Baker interviewt."


@needs_en
def test_no_dictionary_no_cue(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the English dictionary the grammar cannot be read: the words stay things."""
    from fairmt.fairqe import english_person_nouns

    toks = [tokenize(w) for w in ["The", "diver", "who", "found", "the", "wreck", "was", "praised."]]
    assert signalled_person(toks, 1) == ("diver", False)
    monkeypatch.setattr(english_person_nouns, "english_morphology", lambda: None)
    assert signalled_person(toks, 1) is None


def test_no_list_no_cue(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Without ``person_things.txt`` (a build without WordNet) nothing is added, and nothing raises."""
    import importlib.resources

    signalled_persons._list.cache_clear()
    monkeypatch.setattr(importlib.resources, "files", lambda _pkg: tmp_path)
    try:
        assert person_things() == frozenset()
        toks = [tokenize(w) for w in ["The", "diver", "who", "found", "the", "wreck", "was", "praised."]]
        assert signalled_person(toks, 1) is None
    finally:
        monkeypatch.undo()
        signalled_persons._list.cache_clear()
    assert "diver" in person_things()


def test_realiser_keeps_the_machine(realiser: SentenceRealiser) -> None:
    item = Item(
        "The sweeper cleaned the street overnight.", "Die Kehrmaschine reinigte die Straße über Nacht.", "de"
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") in (None, item.translation)


@pytest.mark.skipif(not (WORDNET / "data.noun").is_file(), reason="needs WordNet 3.0 (Debian wordnet-base)")
def test_shipped_list_is_what_the_script_builds() -> None:
    script = REPO / "scripts/build_person_nouns.py"
    spec = importlib.util.spec_from_file_location("build_person_nouns_61", script)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    lines = mod.build_things(WORDNET)
    things = frozenset(line.partition("\t")[0] for line in lines)
    assert things == person_things()
    assert frozenset(line.partition("\t")[0] for line in lines if line.endswith("\tcraft")) == craft_things()
    assert {"diver", "sweeper", "bowler", "angler"} <= things
    assert {"trawler", "cutter", "trailer"} <= craft_things()
    assert not craft_things() & {"diver", "printer", "bowler"}
    assert not things & frozenset(mod.build(WORDNET))  # apart from the person list
