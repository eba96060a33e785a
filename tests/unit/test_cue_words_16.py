"""English cue words (en-cues-18): WordNet's irregular plurals of person nouns, and no
agent-noun guess for a word that neither Apertium nor WordNet knows as a person noun.

The sentences are written for these tests (no evaluation set)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from wordnet_helpers import needs_wordnet

from fairmt.fairqe.cue_words import person_nouns, person_plurals, wordnet_person_lemma
from fairmt.fairqe.cues import source_cues


def _cues(sentence: str) -> list[tuple[str, str]]:
    return [(c.category.value, c.source_span) for c in source_cues(sentence, "de")]


def _english_dictionary() -> bool:
    from fairmt.inflect.apertium_morph import morphology

    return morphology("en") is not None


needs_en = pytest.mark.skipif(not _english_dictionary(), reason="needs Apertium's English dictionary")


def test_irregular_plurals_map_to_listed_person_nouns() -> None:
    plurals = person_plurals()
    assert plurals["paparazzi"] == "paparazzo"  # noun.exc
    assert plurals["passersby"] == "passerby"  # the cue lexicon's IRREGULAR_PLURALS
    assert all(lemma in person_nouns() for lemma in plurals.values())
    assert "men" not in plurals  # "man" is the hand-written lexicon's (gendered), not WordNet's


@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Several passersby stopped to help the cyclist.", "passersby"),
        ("The paparazzi waited outside the hotel all night.", "paparazzi"),
        ("A few passersby filmed the fire on their phones.", "passersby"),
    ],
)
def test_an_irregular_plural_of_a_wordnet_person_noun_is_a_plural_cue(sentence: str, span: str) -> None:
    assert ("C12", span) in _cues(sentence)


def test_a_regular_plural_is_still_found() -> None:
    assert ("C12", "woodcutters") in _cues("The woodcutters left the forest before dark.")


@needs_wordnet
def test_wordnet_person_lemma_reads_the_most_frequent_sense() -> None:
    assert wordnet_person_lemma("teacher")
    assert not wordnet_person_lemma("cruiser")  # noun.artifact
    assert not wordnet_person_lemma("twister")  # noun.phenomenon
    assert not wordnet_person_lemma("flurbler")  # not in WordNet


@needs_en
@needs_wordnet
def test_no_agent_noun_guess_for_words_apertium_lacks_and_wordnet_files_as_things() -> None:
    from fairmt.fairqe.english_person_nouns import english_agent_noun

    assert not english_agent_noun("cruisers")
    assert not english_agent_noun("twister")
    assert not english_agent_noun("flurblers")  # unknown to both
    # Words Apertium knows keep the verb-base rule.
    assert english_agent_noun("fighters")
    assert english_agent_noun("watchers")


@pytest.mark.skipif(
    not Path("/usr/share/wordnet/noun.exc").exists(), reason="Debian's wordnet-base is not installed"
)
def test_shipped_plurals_are_what_the_script_builds() -> None:
    repo = Path(__file__).resolve().parents[2]
    script = repo / "scripts/build_person_nouns.py"
    spec = importlib.util.spec_from_file_location("build_person_nouns", script)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    wordnet = Path("/usr/share/wordnet")
    lines = mod.irregular_plurals(wordnet, mod.build(wordnet))
    shipped = (repo / "src/fairmt/fairqe/data/person_plurals.txt").read_text(encoding="utf-8")
    assert [line for line in shipped.splitlines() if not line.startswith("#")] == lines
