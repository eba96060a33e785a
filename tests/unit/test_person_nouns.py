"""WordNet's person nouns in the English cue detector (issue 12: people change, things do not)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.fairqe.cues import person_nouns, source_cues

REPO = Path(__file__).resolve().parents[2]
WORDNET = Path("/usr/share/wordnet")


def spans(sentence: str) -> list[tuple[str, str]]:
    return [(c.category.value, c.source_span) for c in source_cues(sentence, "es")]


def test_list_carries_the_wordnet_licence_and_no_gendered_noun() -> None:
    text = (REPO / "src/fairmt/fairqe/data/person_nouns.txt").read_text(encoding="utf-8")
    assert "WordNet 3.0 Copyright 2006 by Princeton University" in text
    nouns = person_nouns()
    assert len(nouns) > 3000
    # People without a gender in English are in; gendered nouns, things and verbs are not.
    assert {"passenger", "woodcutter", "respondent", "spokesperson", "whistleblower"} <= nouns
    gendered = {"widow", "nun", "monk", "bachelor", "chairwoman", "waitress", "busboy", "heiress"}
    assert not gendered & nouns
    assert not {"wiper", "voucher", "cook", "guide", "accused"} & nouns


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # WMT21 news sources (en-de newstest2021), not an evaluation set of this project.
        (
            'Airlines including British Airways have criticised the new measures as "yet another blow" '
            "to British holidaymakers.",
            ("C12", "holidaymakers"),
        ),
        (
            "Villagers from Massart Mallawi refrained from speaking about the incident, offering only "
            "their condolences to the children's family.",
            ("C12", "Villagers"),
        ),
        (
            "The body bore stab marks and an FIR was lodged at the Bisrakh police station and "
            "investigation taken up, a police spokesperson said.",
            ("C7", "spokesperson"),
        ),
        (
            "The Chargers will have a new quarterback after Philip Rivers departed via free agency "
            "after 14 seasons as the starter.",
            ("C7", "quarterback"),
        ),
    ],
)
def test_wordnet_person_nouns_are_cues(sentence: str, expected: tuple[str, str]) -> None:
    assert expected in spans(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A WordNet person noun used as an adjective or modifier is no person reference.
        "2020 marks the centenary of the Broadway debut of the first professional collaboration by one "
        "of musical theater's most legendary duos, Richard Rodgers and Lorenz Hart.",
        "Because being vegan is more important than being popular!",
        "A vegan diet is not enough.",
    ],
)
def test_modifier_and_adjective_uses_are_not_cues(sentence: str) -> None:
    found = [c for c in source_cues(sentence, "es") if "WordNet" in c.note]
    assert found == []


def test_things_that_wordnet_also_files_as_people_are_not_cues() -> None:
    # WMT21 news source: windscreen wipers are things (WordNet's first sense of "wiper" is a person).
    sentence = (
        "Workers fear pranksters are arming the pesky primates, who are known to pounce on anyone who "
        "pauses and rip off windscreen wipers and mirrors."
    )
    found = {c.source_span for c in source_cues(sentence, "es")}
    assert "pranksters" in found
    assert "wipers" not in found


@pytest.mark.skipif(not (WORDNET / "data.noun").exists(), reason="Debian's wordnet-base is not installed")
def test_shipped_list_is_what_the_script_builds() -> None:
    script = REPO / "scripts/build_person_nouns.py"
    spec = importlib.util.spec_from_file_location("build_person_nouns", script)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert frozenset(mod.build(WORDNET)) == person_nouns()
