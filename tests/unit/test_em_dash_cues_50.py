"""Helper dc50 (issue 12): an em dash closed up between two words ("the teacher—and the whole
school"; *The Chicago Manual of Style*, 6.85), or an ASCII double hyphen between two words, is set
off as its own whitespace token (``fairmt.fairqe.cue_tokens.space_dashes``, applied to every
``Item`` source and in ``cue_rules.source_hits``; en-cues-58), so both words beside it are read
exactly as with a spaced dash. Before, the whitespace token "teacher—and" matched no lexicon
entry, and the word after a dash ("nurse—her") was dropped. Every sentence here was written for
these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_cues, source_hits
from fairmt.fairqe.cue_tokens import space_dashes
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("raw", "spaced"),
    [
        ("the teacher—and the school", "the teacher — and the school"),
        ("the teacher— and the school", "the teacher — and the school"),
        ("the nurse—her name was Anna—smiled", "the nurse — her name was Anna — smiled"),
        ("—and then", "— and then"),
        ("my aunt--a pilot", "my aunt — a pilot"),
    ],
)  # fmt: skip
def test_a_dash_is_set_off_by_spaces(raw: str, spaced: str) -> None:
    assert space_dashes(raw) == spaced


@pytest.mark.parametrize(
    "raw", ["1990–1995", "a well-known mother-in-law", "the Franco–Prussian war", "x -- y", "--verbose"]
)
def test_other_dashes_and_hyphens_are_kept(raw: str) -> None:
    # an en dash and a hyphen join one word; a double hyphen already spaced, or before no word, stays
    assert space_dashes(raw) == raw


def test_an_item_source_is_spaced() -> None:
    assert Item("The nurse—her name was Anna—smiled.", "x", "de").source == (
        "The nurse — her name was Anna — smiled."
    )


@pytest.mark.parametrize(
    "closed",
    [
        "The nurse—her name was Anna—smiled.",
        "The teacher—himself a former pupil—spoke first.",
        "We met the singer—she was kind.",
        "The baker—he opened at dawn—sold out by noon.",
        "My aunt--a retired pilot--lives here.",
    ],
)  # fmt: skip
def test_closed_up_and_spaced_dashes_give_the_same_cues(closed: str) -> None:
    spaced = closed.replace("--", " — ").replace("—", " — ").replace("  ", " ")
    cues = source_cues(closed)
    assert cues
    assert cues == source_cues(spaced)


@pytest.mark.parametrize(
    ("source", "lemma"),
    [
        ("They thanked the teacher—and the whole school.", "teacher"),
        ("We met the singer—a quiet neighbour.", "singer"),
        ("Everyone praised the new director—but not for long.", "director"),
    ],
)  # fmt: skip
def test_the_person_noun_before_a_closed_up_dash_is_a_cue(source: str, lemma: str) -> None:
    _, hits = source_hits(source)
    assert lemma in {h.lemma for h in hits}


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "translation", "lang", "feminine"),
    [
        ("They thanked the teacher—and the whole school.",
         "Sie dankten dem Lehrer und der ganzen Schule.", "de",
         "Sie dankten der Lehrerin und der ganzen Schule."),
        ("We met the singer—a quiet neighbour.",
         "Wir trafen den Sänger, einen ruhigen Nachbarn.", "de",
         "Wir trafen die Sängerin, eine ruhige Nachbarin."),
        ("The teacher—himself a former pupil—spoke first.",
         "Der Lehrer – selbst ein ehemaliger Schüler – sprach zuerst.", "de",
         "Die Lehrerin – selbst eine ehemalige Schülerin – sprach zuerst."),
        ("We thanked the new director—but not for long.",
         "Agradecimos al nuevo director, pero no por mucho tiempo.", "es",
         "Agradecimos a la nueva directora, pero no por mucho tiempo."),
    ],
)  # fmt: skip
def test_the_person_beside_the_dash_is_realised(
    realiser: SentenceRealiser, source: str, translation: str, lang: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, translation, lang), "F") == feminine
