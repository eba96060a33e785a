"""FairQE's ``fair`` aggregation: the backbone's gender unit, one scale, explicit errors always count."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from test_fairqe_pipeline import ITEMS, SCORES, ScriptedAgents  # this folder is on sys.path

from fairmt.errors import FairmtError, UsageError
from fairmt.fairqe import calibration
from fairmt.fairqe.aggregate import VIOLATION_COST, aggregate, fair_aggregate
from fairmt.fairqe.calibration import MIN_UNIT, calibrate, calibration_pairs, compute_calibration
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.types import Item
from fairmt.qe.base import QEBackbone, QEScore


class GenderedBackbone(QEBackbone):
    """Scores the calibration pairs' F sides 0.62 and M sides 0.60; other texts from ``SCORES``."""

    name = "gendered"

    def __init__(self, fail: bool = False) -> None:
        self.calls = 0
        self.fail = fail
        pairs = calibration_pairs()
        self.table = {p.feminine: 0.62 for p in pairs} | {p.masculine: 0.60 for p in pairs}

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        self.calls += 1
        return [self.table.get(t, SCORES.get(t, 0.5)) for _, t in pairs]

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int | None = None) -> list[QEScore]:
        if self.fail:  # as an LLM backbone flags a pair it failed on
            return [QEScore(math.nan, math.nan) for _ in pairs]
        return super().score(pairs, batch_size)


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def test_fair_aggregate_in_units_and_violations_always_count() -> None:
    # Ambiguous: a range of 0.02 is 2 units of 0.01: B = 5 * 2 = 10, w = 10/11.
    agg = fair_aggregate(0.60, 0.61, [0.62], unit=0.01)
    assert agg.b_amb == pytest.approx(2.0) and agg.w == pytest.approx(10 / 11)
    assert agg.q_final == pytest.approx(10 / 11 * 0.61 + 1 / 11 * 0.60)
    # A detected violation counts although the backbone prefers the corrected variant (0.7 > 0.6):
    # the paper's b_exp is 0 there, ours is 1.
    # The judge's 0.45 (the corrected variant's 0.70 minus the rules judge's 0.25) counts as at
    # most VIOLATION_COST = 2 units below the lower of 0.60 and 0.70: 0.58.
    paper = aggregate(0.60, 50.0, (), [0.70], alignment=False)
    fair = fair_aggregate(0.60, 0.45, (), [0.70], alignment=False, unit=0.01)
    assert paper.b_exp == 0.0 and paper.w == 0.0 and paper.q_final == 0.60
    assert fair.b_exp == 1.0 and fair.w == pytest.approx(5 / 6)
    assert fair.q_final == pytest.approx(5 / 6 * 0.58 + 1 / 6 * 0.60)
    # Following the constraint while a violating variant scores higher: the margin, in units.
    right = fair_aggregate(0.60, 0.60, (), [0.63], alignment=True, unit=0.01)
    assert right.b_exp == pytest.approx(3.0)
    with pytest.raises(UsageError):
        fair_aggregate(0.6, 0.6, unit=0.0)
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        fair_aggregate(0.6, 60.0, [0.7], unit=0.01)  # a 0-100 judge score must be mapped first
    # No judge score: q_orig only when w is 0, never a silent backbone score.
    assert fair_aggregate(0.6, None, unit=0.01).q_final == 0.6
    assert fair_aggregate(0.6, None, [0.7], unit=0.01).q_final is None


def test_a_violation_costs_at_most_the_violation_cost_in_units() -> None:
    """What a detected violation costs is bounded in gender units, below the corrected quality."""
    assert VIOLATION_COST == 2.0
    # Without a corrected variant the reference is the original: 0.60 - 2 * 0.01.
    alone = fair_aggregate(0.60, 0.35, alignment=False, unit=0.01)
    assert alone.q_final == pytest.approx(5 / 6 * 0.58 + 1 / 6 * 0.60)
    # The lowest score of the item is the reference: a corrected variant's 0.54 ...
    two = fair_aggregate(0.60, 0.30, (), [0.60, 0.54], alignment=False, unit=0.01)
    assert two.q_final == pytest.approx(5 / 6 * 0.52 + 1 / 6 * 0.60)
    # ... or an ambiguous variant's 0.57 (another person's realisation); B = 5 * 3 + 5 = 20.
    amb = fair_aggregate(0.60, 0.30, [0.57], [0.61], alignment=False, unit=0.01)
    assert amb.w == pytest.approx(20 / 21) and amb.q_final == pytest.approx(20 / 21 * 0.55 + 1 / 21 * 0.60)
    # The backbone prefers the violation by 4 units: it still ends below its corrected form.
    preferred = fair_aggregate(0.64, 0.35, (), [0.60], alignment=False, unit=0.01)
    assert preferred.q_final == pytest.approx(5 / 6 * 0.58 + 1 / 6 * 0.64) and preferred.q_final < 0.60
    # A judge that penalises less than the bound is used as it is (an LLM's mild penalty).
    mild = fair_aggregate(0.60, 0.595, (), [0.60], alignment=False, unit=0.01)
    assert mild.q_final == pytest.approx(5 / 6 * 0.595 + 1 / 6 * 0.60)
    # The cost is in units: the same judge, a backbone with a unit ten times larger.
    wide = fair_aggregate(0.60, 0.35, (), [0.60], alignment=False, unit=0.1)
    assert wide.q_final == pytest.approx(5 / 6 * 0.40 + 1 / 6 * 0.60)
    # A violation cost of 0 keeps the corrected quality; items without a violation are untouched.
    assert fair_aggregate(0.60, 0.35, (), [0.58], alignment=False, unit=0.01, violation_cost=0.0).q_final == (
        pytest.approx(5 / 6 * 0.58 + 1 / 6 * 0.60)
    )
    assert fair_aggregate(0.60, 0.35, (), [0.62], alignment=True, unit=0.01).q_final == pytest.approx(
        fair_aggregate(0.60, 0.35, (), [0.62], alignment=True, unit=0.01, violation_cost=9.0).q_final
    )
    with pytest.raises(UsageError, match="violation cost"):
        fair_aggregate(0.60, 0.35, alignment=False, unit=0.01, violation_cost=-1.0)


def test_calibration_numbers() -> None:
    f, m = [0.62, 0.50, 0.70, 0.40], [0.60, 0.55, 0.70, 0.41]
    cal = compute_calibration(f, m, "x")
    assert cal.unit == pytest.approx((0.02 + 0.05 + 0.0 + 0.01) / 4)
    every = f + m
    assert cal.lo == pytest.approx(float(np.percentile(every, 2.5)))
    assert cal.hi == pytest.approx(float(np.percentile(every, 97.5)))
    assert compute_calibration([0.5], [0.5], "x").unit == MIN_UNIT  # a gender-blind backbone
    assert cal.to_backbone_scale(0.0) == cal.lo and cal.to_backbone_scale(100.0) == pytest.approx(cal.hi)


def test_calibration_pairs_are_the_gold_dev_halves() -> None:
    pairs = calibration_pairs()
    assert len(pairs) > 200 and {p.lang for p in pairs} == {"de", "es", "fr", "it"}
    assert all(p.feminine != p.masculine and p.source for p in pairs)
    gold = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "variants_gold"
    test_sides = set()
    for lang in ("de", "es", "fr", "it"):
        for line in (gold / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["split"] == "test":
                test_sides |= {row.get("F"), row.get("M")}
    assert not test_sides & {p.feminine for p in pairs} - {None}  # the held-out halves stay out


def test_calibrate_is_cached_per_backbone() -> None:
    bb = GenderedBackbone()
    cal = calibrate(bb, "sig-A")
    assert cal.unit == pytest.approx(0.02) and cal.lo == pytest.approx(0.60) and cal.hi == pytest.approx(0.62)
    assert cal.pairs == len(calibration_pairs()) and cal.data == calibration.data_version()
    assert calibrate(bb, "sig-A") == cal and bb.calls == 1  # from the disk cache
    calibrate(bb, "sig-B")
    assert bb.calls == 2  # another backbone signature: computed again
    with pytest.raises(FairmtError, match="amb-unit"):
        calibrate(GenderedBackbone(fail=True), "sig-C")


def test_pipeline_fair_default() -> None:
    """The default aggregation: units from the calibration, the 0-100 judge mapped onto the range."""
    fq = FairQE(GenderedBackbone(), ScriptedAgents())
    assert fq.config.aggregation == "fair"
    sig = str(fq.signature())
    assert "agg:fair-2" in sig and "calib:" in sig and "unit=0.02000" in sig
    m, f, none, wrong, right = fq.score(ITEMS)
    judge = 0.60 + 0.90 * 0.02  # the scripted judge's 90 on the backbone's range [0.60, 0.62]
    # Ambiguous: range 0.1 = 5 units: B = 25, w = 25/26.
    for r in (m, f):
        assert r.b_amb == pytest.approx(5.0) and r.w == pytest.approx(25 / 26)
    assert m.q_final == pytest.approx(25 / 26 * judge + 1 / 26 * 0.80)
    assert none.flags == ["no_cue"] and none.q_final == 0.9
    # The violating original is preferred by the backbone (0.75 > 0.65) and penalised either way.
    assert wrong.flags == ["gender_violation"] and wrong.b_exp == 1.0
    assert wrong.q_final is not None and wrong.q_final < right.q_orig  # type: ignore[operator]
    assert fq.last_stats.violation_ids == ["3"] and fq.last_stats.flags["gender_violation"] == 1


def test_given_unit_and_options() -> None:
    fq = FairQE(GenderedBackbone(), ScriptedAgents(), FairQEConfig(amb_unit=0.1))
    assert "unit:0.1" in str(fq.signature())
    m = fq.score(ITEMS[:1])[0]
    assert m.b_amb == pytest.approx(1.0)
    with pytest.raises(UsageError, match="paper"):
        FairQEConfig(explicit_mode="binary")
    with pytest.raises(UsageError):
        FairQEConfig(aggregation="paper", amb_unit=0.1)
    with pytest.raises(UsageError, match="known: fair, paper"):
        FairQEConfig(aggregation="mine")  # type: ignore[arg-type]


def test_rules_judge_is_on_the_backbone_scale() -> None:
    """The rules judge reasons over backbone scores: the fair aggregation uses it unmapped."""
    from fairmt.fairqe.agents.rules import RuleAgents

    assert RuleAgents.judge_scale == "backbone" and ScriptedAgents.judge_scale == "0-100"
    fq = FairQE(GenderedBackbone(), RuleAgents(), FairQEConfig(amb_unit=0.02))
    assert fq.calibration() is None  # nothing to map, the unit is given


def test_items_without_a_cue_are_untouched() -> None:
    fq = FairQE(GenderedBackbone(), ScriptedAgents())
    (r,) = fq.score([Item("The house is red.", "Das Haus ist rot.", "de")])
    assert r.q_final == r.q_orig == 0.9 and r.w == 0.0


def test_violations_name_the_cue_and_the_expected_gender() -> None:
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue, FairQEResult

    cue = Cue("She", Category.C1, "Er", source_gender="F", target_gender="M")
    other = Cue("teacher", Category.C7, "Lehrer", source_gender=None, target_gender="M")
    item = Item("She is a teacher.", "Er ist ein Lehrer.", "de")
    r = FairQEResult(0, item, 0.3, 0.5, 0.1, cues=(cue, other), alignment=False, flags=["gender_violation"])
    assert r.violations == (cue,)
    assert r.to_json()["violations"] == [{"cue": "She", "target": "Er", "expected": "F", "found": "M"}]
    assert "violations" not in FairQEResult(0, item, 0.5, 0.5, 0.1, cues=(cue,), alignment=True).to_json()


def test_packaged_calibration_pairs_are_up_to_date() -> None:
    """The packaged pairs are what scripts/build_calibration_pairs.py builds from the gold dev halves
    (a new dev line changes the unit, so the file must be rebuilt with it)."""
    import runpy

    script = Path(__file__).resolve().parents[2] / "scripts" / "build_calibration_pairs.py"
    build = runpy.run_path(str(script))["build"]
    packaged = Path(calibration.__file__).parent / "data" / "calibration_pairs.tsv"
    assert build() == packaged.read_text(encoding="utf-8")
