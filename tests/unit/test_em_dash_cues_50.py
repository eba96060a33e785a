"""Helper dc50 (issue 12): an em dash closed up between two words ("the teacher—and the whole
school"; *The Chicago Manual of Style*, 6.85), or an ASCII double hyphen between two words, is set
off as its own whitespace token (``fairmt.fairqe.cue_tokens.space_dashes``, applied to the copy of
each item the rule analysis reads and in ``cue_rules.source_hits``; en-cues-58; the caller's
``Item``, which the QE backbone sees, is never changed), so both words beside it are read
exactly as with a spaced dash. Before, the whitespace token "teacher—and" matched no lexicon
entry, and the word after a dash ("nurse—her") was dropped. Every sentence here was written for
these tests (none from an evaluation set).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_cues, source_hits
from fairmt.fairqe.cue_tokens import space_dashes
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.qe.base import QEBackbone


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


@pytest.mark.parametrize("source", ["a—b", "The nurse—her name was Anna—smiled.", "my aunt--a pilot"])
def test_an_item_keeps_the_callers_source(source: str) -> None:
    assert Item(source, "x", "de").source == source


class _RecordingBackbone(QEBackbone):
    """Scores every pair 0.5 and records the pairs it was sent."""

    name = "recording"

    def __init__(self) -> None:
        self.pairs: list[tuple[str, str]] = []

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        self.pairs.extend(pairs)
        return [0.5] * len(pairs)


_PIPELINE_CASES = [
    ("The courier—she had run all the way—knocked twice.",
     "Der Kurier – sie war den ganzen Weg gerannt – klopfte zweimal."),
    ("We thanked the gardener--and his dog.", "Wir dankten dem Gärtner und seinem Hund."),
]  # fmt: skip


@pytest.mark.parametrize(("source", "translation"), _PIPELINE_CASES)
def test_the_backbone_scores_the_callers_source(source: str, translation: str) -> None:
    backbone = _RecordingBackbone()
    fq = FairQE(backbone, RuleAgents(), FairQEConfig(aggregation="paper"))
    fq.score([Item(source, translation, "de")])
    assert backbone.pairs
    assert {s for s, _ in backbone.pairs} == {source}


@pytest.mark.parametrize(("source", "translation"), _PIPELINE_CASES)
def test_the_pipeline_reads_closed_up_and_spaced_dashes_alike(source: str, translation: str) -> None:
    spaced = space_dashes(source)
    assert spaced != source
    agents = RuleAgents()
    closed_cues = agents.analyse([Item(source, translation, "de")])[0].detection.cues
    spaced_cues = RuleAgents().analyse([Item(spaced, translation, "de")])[0].detection.cues
    assert closed_cues
    assert closed_cues == spaced_cues


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
