"""The FairQE pipeline with scripted agents and a scripted backbone.

These tests check the paper's Eqs. 9-11 (``aggregation="paper"``); the ``fair`` default is
tested in ``test_fairqe_fair.py``."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, UnsupportedLanguageError, UsageError
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.io import read_items
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Judgement, Variant, VariantSet
from fairmt.qe.base import QEBackbone

SCORES = {
    "Der Arzt kam.": 0.80,
    "Die Ärztin kam.": 0.70,
    "Sie ist ein Arzt.": 0.75,
    "Sie ist eine Ärztin.": 0.65,
    "Er ist ein Arzt.": 0.72,
    "Das Haus ist rot.": 0.9,
}


#: The paper's aggregation, with the other options at their defaults.
PAPER = FairQEConfig(aggregation="paper")


class TableBackbone(QEBackbone):
    name = "table"

    def __init__(self) -> None:
        self.calls: list[list[tuple[str, str]]] = []

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        self.calls.append(list(pairs))
        return [SCORES[t] for _, t in pairs]


class ScriptedAgents(Agents):
    name = "scripted"
    languages = frozenset({"de"})

    def __init__(self, fail_judge: bool = False) -> None:
        self.fail_judge = fail_judge
        self.judged: list[JudgeInput] = []

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        out = []
        for it in items:
            if it.source.startswith("The doctor"):
                cue = Cue("doctor", Category.C7, "Arzt" if "Arzt" in it.translation else "Ärztin")
                vs = VariantSet()
                if variants:
                    other = "Die Ärztin kam." if "Arzt " in it.translation else "Der Arzt kam."
                    vs = VariantSet(
                        ambiguous=(Variant(other, "F" if "Ärztin" in other else "M", "ambiguous"),)
                    )
                out.append(Analysis(CueDetection((cue,)), vs))
            elif it.source.startswith("She is"):
                cue = Cue("She", Category.C1, "Sie", source_gender="F", target_gender="F")
                ok = "Ärztin" in it.translation
                vs = VariantSet()
                if variants:
                    if ok:
                        vs = VariantSet(
                            explicit=(Variant("Er ist ein Arzt.", "M", "explicit", False),), alignment=True
                        )
                    else:
                        vs = VariantSet(
                            explicit=(Variant("Sie ist eine Ärztin.", "F", "explicit", True),),
                            alignment=False,
                        )
                out.append(Analysis(CueDetection((cue,)), vs))
            else:
                out.append(Analysis(CueDetection()))
        return out

    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        self.judged.extend(inputs)
        if self.fail_judge:
            return [Judgement(None, failed=True, error="unparseable") for _ in inputs]
        return [Judgement(90.0, "fine") for _ in inputs]


ITEMS = [
    Item("The doctor came.", "Der Arzt kam.", "de"),
    Item("The doctor came.", "Die Ärztin kam.", "de"),
    Item("The house is red.", "Das Haus ist rot.", "de"),
    Item("She is a doctor.", "Sie ist ein Arzt.", "de"),
    Item("She is a doctor.", "Sie ist eine Ärztin.", "de"),
]


def test_pipeline_formulas_and_flags() -> None:
    agents = ScriptedAgents()
    _fq = FairQE(TableBackbone(), agents, PAPER)
    res = _fq.score(ITEMS)
    stats = _fq.last_stats
    assert [r.index for r in res] == [0, 1, 2, 3, 4]
    m, f, none, wrong, right = res
    # Ambiguous: b_amb = 0.1 for both realisations; w = 0.5/1.5.
    for r in (m, f):
        assert r.b_amb == pytest.approx(0.1) and r.b_exp == 0.0
        assert r.w == pytest.approx(1 / 3)
    assert m.q_final == pytest.approx((0.9 + 2 * 0.8) / 3)
    assert f.q_final == pytest.approx((0.9 + 2 * 0.7) / 3)
    # No cue: stages 2-3 skipped, q_final = q_orig.
    assert none.flags == ["no_cue"] and none.q_final == 0.9 and none.w == 0.0 and none.q_uqe is None
    # Explicit, violating original (0.75) preferred over the consistent variant (0.65).
    assert wrong.alignment is False and wrong.b_exp == pytest.approx(0.1)
    # Explicit, correct original (0.65) below the violating variant (0.72).
    assert right.alignment is True and right.b_exp == pytest.approx(0.07)
    assert len(agents.judged) == 4
    assert stats.with_cue == 4 and stats.flags == {"no_cue": 1, "gender_violation": 1}
    assert wrong.flags == ["gender_violation"] and stats.violation_ids == ["3"]
    assert all(r.signature.startswith("fairmt:") and "agents:scripted" in r.signature for r in res)


def test_each_distinct_pair_scored_once_and_batching_invariant() -> None:
    bb = TableBackbone()
    res1 = FairQE(bb, ScriptedAgents(), FairQEConfig(batch_size=1, aggregation="paper")).score(ITEMS + ITEMS)
    flat = [p for call in bb.calls for p in call]
    assert len(flat) == len(set(flat))
    res2 = FairQE(TableBackbone(), ScriptedAgents(), FairQEConfig(batch_size=64, aggregation="paper")).score(
        ITEMS + ITEMS
    )
    assert [r.to_json() for r in res1] == [r.to_json() for r in res2]


def test_judge_failure_flagged_never_zero() -> None:
    _fq = FairQE(TableBackbone(), ScriptedAgents(fail_judge=True), PAPER)
    res = _fq.score(ITEMS)
    stats = _fq.last_stats
    for r in res:
        if r.flags == ["no_cue"]:
            assert r.q_final == r.q_orig
        else:
            assert "judge_failed" in r.flags and r.q_final is None and r.q_uqe is None
    assert stats.flags["judge_failed"] == 4


def test_ablations() -> None:
    agents = ScriptedAgents()
    res = FairQE(TableBackbone(), agents, FairQEConfig(ablation="uqe-only", aggregation="paper")).score(ITEMS)
    assert all(r.q_final == pytest.approx(0.9) and r.w == 1.0 for r in res)
    assert len(agents.judged) == len(ITEMS)  # the judge sees every item, cue or not
    agents = ScriptedAgents()
    res = FairQE(TableBackbone(), agents, FairQEConfig(ablation="novar", aggregation="paper")).score(ITEMS)
    assert all(not r.variants for r in res)
    assert res[0].q_final == pytest.approx(0.5 * 0.9 + 0.5 * 0.8)
    assert res[2].q_final == 0.9
    sig = str(
        FairQE(TableBackbone(), agents, FairQEConfig(ablation="novar", aggregation="paper")).signature()
    )
    assert "ablation:novar" in sig and "alpha:5" in sig and "beta:5" in sig


def test_unsupported_language_up_front() -> None:
    with pytest.raises(UnsupportedLanguageError, match="xx"):
        FairQE(TableBackbone(), ScriptedAgents(), PAPER).score([Item("a", "b", "xx")])


def test_config_validation() -> None:
    with pytest.raises(UsageError):
        FairQEConfig(alpha=-1)
    with pytest.raises(UsageError):
        FairQEConfig(ablation="nope")  # type: ignore[arg-type]


# -- input ---------------------------------------------------------------------------------------
def test_read_items_tsv_and_jsonl(tmp_path: Path) -> None:
    f = tmp_path / "a.tsv"
    f.write_text(
        "id\tsource\ttranslation\ttgt_lang\nx1\tHi.\tHallo.\tde\nx2\tHi.\tHola.\tes\n", encoding="utf-8"
    )
    items = read_items(str(f))
    assert [(i.id, i.tgt_lang) for i in items] == [("x1", "de"), ("x2", "es")]
    g = tmp_path / "a.jsonl"
    g.write_text(
        '{"src": "Hi.", "mt": "Salut.", "lp": "en-fr"}\n{"src": "Hi.", "mt": "Ciao."}\n', encoding="utf-8"
    )
    items = read_items(str(g), tgt_lang="it")
    assert [i.tgt_lang for i in items] == ["fr", "it"]
    h = tmp_path / "plain.tsv"
    h.write_text("Hi.\tHallo.\n", encoding="utf-8")
    assert read_items(str(h), tgt_lang="de")[0].translation == "Hallo."


@pytest.mark.parametrize(
    ("content", "line", "problem"),
    [
        ("source\ttranslation\nHi.\t\n", 2, "empty translation"),
        ("source\ttext\nHi.\tHallo.\n", 1, "'mt' or 'translation'"),
        ("source\ttranslation\nHi.\tHallo.\tx\n", 2, "expected 2"),
        ('{"src": "Hi.", "mt": "Hallo."}\n{"mt": "x"}\n', 2, "missing field 'src'"),
        ('{"src": "Hi.", "mt": "Hallo."}\n{"src": "x", "mt": ""}\n', 2, "empty translation"),
        ('{"src": "Hi.", "mt": "Hallo."}\n{oops\n', 2, "invalid JSON"),
        ('{"src": "Hi.", "mt": "Hallo.", "tgt_lang": "de; rm -rf"}\n', 1, "not a language code"),
    ],
)
def test_bad_input_names_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, line: int, problem: str
) -> None:
    f = tmp_path / "bad.txt"
    f.write_text(content, encoding="utf-8")
    rc = main(["qe", "score", "--tgt-lang", "de", "--backbone", "length-ratio", "-i", str(f)])
    assert rc == EXIT_BAD_DATA
    err = capsys.readouterr().err
    assert f"{f}:{line}:" in err and problem in err


def test_missing_language_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "a.tsv"
    f.write_text("Hi.\tHallo.\n", encoding="utf-8")
    assert main(["qe", "score", "--backbone", "length-ratio", "-i", str(f)]) == EXIT_BAD_DATA
    assert "--tgt-lang" in capsys.readouterr().err


# -- resuming ------------------------------------------------------------------------------------
def test_fairqe_scorer_in_the_bench() -> None:
    from fairmt.bench.fairness import Column, ExplicitItem, RatioItem, evaluate_setting
    from fairmt.fairqe.scorer import FairQEScorer

    fq = FairQE(TableBackbone(), ScriptedAgents(), PAPER)
    col = Column(
        "x", "de", (RatioItem("de", 1, "The doctor came.", "Die Ärztin kam.", "Der Arzt kam."),), "0" * 12
    )
    r = evaluate_setting("fem-masc", [col], FairQEScorer(fq))
    backbone_ratio = 0.7 / 0.8
    fair = ((0.9 + 2 * 0.7) / 3) / ((0.9 + 2 * 0.8) / 3)
    assert r.columns[0].stats.mean == pytest.approx(fair)
    assert abs(fair - 1) < abs(backbone_ratio - 1)
    assert "agents:scripted" in str(r.signature)
    ex = Column(
        "x",
        "de",
        (ExplicitItem("de", 1, "feminine", "She is a doctor.", "Sie ist eine Ärztin.", "Sie ist ein Arzt."),),
        "0" * 12,
    )
    r = evaluate_setting("explicit", [ex], FairQEScorer(fq))
    assert r.columns[0].stats.n == 1
    failing = FairQE(TableBackbone(), ScriptedAgents(fail_judge=True), PAPER)
    r = evaluate_setting("explicit", [ex], FairQEScorer(failing))
    assert r.columns[0].stats.n == 0 and r.columns[0].stats.n_failed == 1


class FlakyBackbone(TableBackbone):
    """NaN (an LLM backbone's flagged failure) for one original and one variant."""

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        bad = {"Das Haus ist rot.", "Die Ärztin kam."}
        return [float("nan") if t in bad else SCORES[t] for _, t in pairs]

    def normalise(self, raw: float) -> float:
        return raw


def test_backbone_failures_are_flagged_never_scored() -> None:
    res = FairQE(FlakyBackbone(), ScriptedAgents(), PAPER).score(ITEMS)
    m, f, none = res[0], res[1], res[2]
    assert "backbone_failed" in none.flags and none.q_final is None and none.q_orig is None
    assert "backbone_failed" in f.flags and f.q_final is None
    # The masculine original's feminine variant failed: no variant score, so no b_amb.
    assert "variant_score_failed" in m.flags and m.b_amb == 0.0 and m.q_final == pytest.approx(0.8)
    json.dumps([r.to_json() for r in res], allow_nan=False)  # valid JSON: no NaN


def test_each_distinct_pair_scored_once_per_run_across_chunks() -> None:
    bb = TableBackbone()
    fq = FairQE(bb, ScriptedAgents(), PAPER)
    first = fq.score(ITEMS[:3])
    n_calls = len(bb.calls)
    again = fq.score(ITEMS[:3], start_index=3)
    assert len(bb.calls) == n_calls  # nothing scored twice
    assert [r.q_final for r in again] == [r.q_final for r in first]


class TargetOnlyAgents(ScriptedAgents):
    """No source cue, but a gendered person in the translation that the agents realised."""

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        return [
            Analysis(CueDetection(), VariantSet(ambiguous=(Variant("Der Arzt kam.", "M", "ambiguous"),)))
            for _ in items
        ]


def test_variants_without_a_cue_are_judged_not_failed() -> None:
    """The rules agents realise target-side persons the source's cues missed: such an item is
    invoked like one with a cue (judged, mixed), never left without a score as ``judge_failed``."""
    agents = TargetOnlyAgents()
    res = FairQE(TableBackbone(), agents, PAPER).score([ITEMS[1]])
    (r,) = res
    assert len(agents.judged) == 1
    assert r.flags == [] and r.q_uqe == 90.0
    assert r.b_amb == pytest.approx(0.1) and r.q_final == pytest.approx((0.9 + 2 * 0.7) / 3)
