"""en-cues-46: "server", "controller", "monitor" in a sentence about computers or devices are
machines, no person cues (fairqe/cue_thing_senses.py). Sentences written for these tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.fairqe.cue_rules import source_hits
from fairmt.inflect.apertium_morph import morphology

VariantSet = Callable[[str, str, str], set[str]]


def _lemmas(source: str) -> set[str]:
    return {h.lemma for h in source_hits(source)[1]}


@pytest.mark.parametrize(
    "source",
    [
        "The server crashed last night.",
        "The web server was restarted by the technician.",
        "She bought a new game controller.",
        "The monitor of his computer flickered.",
    ],
)
def test_machines_are_no_cues(source: str) -> None:
    assert not _lemmas(source) & {"server", "controller", "monitor"}


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("The server brought our food.", "server"),
        ("The controller approved the budget.", "controller"),
        ("The server won the point.", "server"),
    ],
)
def test_persons_stay_cues(source: str, word: str) -> None:
    assert word in _lemmas(source)


@pytest.mark.skipif(morphology("it") is None, reason="apertium not installed")
def test_spanish_machine_keeps_its_article(variant_set: VariantSet) -> None:
    got = variant_set("The server crashed last night.", "El servidor se bloqueó anoche.", "es")
    assert got == {"El servidor se bloqueó anoche."}


def test_partitive_of_things_is_no_cue() -> None:
    """en-cues-46: "those"/"these" before a noun is its determiner: "one of those slots" is a thing
    (after MT-GenEval it dev line 207, where "uno di quei slot" became "una")."""
    assert "one" not in _lemmas("The writer meant to put the name into one of those slots.")
    assert "one" in _lemmas("She was one of those who stayed.")
    assert "one" in _lemmas("One of these students won.")
