"""Held-out minimal pairs: the loader's checks and the growth figures, with a scripted pipeline.

The backbone and the agents are scripted (tables keyed by the translation), so each pair's
``q_orig`` and ``q_final`` are known from the pipeline itself; the tests check that the
bench computes the ratios, the growth and the counts from them, and that it tells a pair
FairQE widened from one it narrowed or left alone.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

import pytest

from fairmt.bench.fairness import RATIO_FLOOR, ratio
from fairmt.bench.pairs import GROWTH_TOLERANCE, MinimalPair, evaluate_pairs, load_pairs
from fairmt.errors import DataError
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Judgement, Variant, VariantSet
from fairmt.qe.base import QEBackbone

REPO = Path(__file__).resolve().parents[2]
PAIRS_DIR = REPO / "benchmarks" / "data" / "fairqe_pairs"

# Real sentences; the backbone prefers M on each pair, by little on the first.
FAIR = MinimalPair(
    "t-1", "The doctor came.", "Die Ärztin kam.", "Der Arzt kam.", "de", "judge prefers M strongly"
)
NARROW = MinimalPair(
    "t-2", "The teacher is new.", "Die Lehrerin ist neu.", "Der Lehrer ist neu.", "de", "judge prefers F"
)
NOCUE = MinimalPair(
    "t-3", "The guide was born here.", "Unsere Führerin wurde hier geboren.",
    "Unser Führer wurde hier geboren.", "de", "agents find no cue",
)  # fmt: skip
FAILS = MinimalPair(
    "t-4", "The pilot checked the engines.", "Die Pilotin prüfte die Triebwerke.",
    "Der Pilot prüfte die Triebwerke.", "de", "the judge fails on F",
)  # fmt: skip
ZERO = MinimalPair(
    "t-5", "The cook came.", "Die Köchin kam.", "Der Koch kam.", "de", "backbone gives 0 to both"
)

BACKBONE = {
    FAIR.F: 0.60,
    FAIR.M: 0.61,
    NARROW.F: 0.50,
    NARROW.M: 0.60,
    NOCUE.F: 0.55,
    NOCUE.M: 0.60,
    FAILS.F: 0.58,
    FAILS.M: 0.60,
    ZERO.F: 0.0,
    ZERO.M: 0.0,
}
# Judge scores (0-100) by translation; None: the judge fails on it.
JUDGE: dict[str, float | None] = {
    FAIR.F: 10.0,
    FAIR.M: 100.0,
    NARROW.F: 65.0,
    NARROW.M: 55.0,
    FAILS.F: None,
    FAILS.M: 50.0,
    ZERO.F: 0.0,
    ZERO.M: 0.0,
}
OTHER = {p.F: p.M for p in (FAIR, NARROW, FAILS, ZERO)} | {p.M: p.F for p in (FAIR, NARROW, FAILS, ZERO)}


#: The figures below are computed with the paper's Eqs. 9-11 (the scripted backbone knows only
#: these sentences, not the fair aggregation's calibration pairs).
PAPER = FairQEConfig(aggregation="paper")


class TableBackbone(QEBackbone):
    name = "table"

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        return [BACKBONE[t] for _, t in pairs]


class ScriptedAgents(Agents):
    """A cue and the other-gender variant for every translation in ``OTHER``; none otherwise."""

    name = "scripted"
    languages = frozenset({"de"})

    def __init__(self) -> None:
        self.prepared: list[Item] = []

    def prepare(self, items: Sequence[Item]) -> None:
        self.prepared.extend(items)

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        out = []
        for it in items:
            other = OTHER.get(it.translation)
            if other is None:
                out.append(Analysis(CueDetection()))
                continue
            cue = Cue(it.source.split()[1], Category.C7, it.translation.split()[1])
            gender: Literal["F", "M"] = "F" if other.startswith("Die") else "M"
            vs = VariantSet(ambiguous=(Variant(other, gender, "ambiguous"),)) if variants else VariantSet()
            out.append(Analysis(CueDetection((cue,)), vs))
        return out

    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        out = []
        for inp in inputs:
            q = JUDGE[inp.item.translation]
            out.append(Judgement(None, failed=True, error="scripted") if q is None else Judgement(q, "ok"))
        return out


def _direct(pair: MinimalPair) -> tuple[float | None, float | None, float | None, float | None]:
    """The pipeline's own scores of a pair, each translation scored on its own."""
    fq = FairQE(TableBackbone(), ScriptedAgents(), PAPER)
    rf, rm = fq.score([Item(pair.source, pair.F, "de"), Item(pair.source, pair.M, "de")])
    return rf.q_orig, rm.q_orig, rf.q_final, rm.q_final


def test_growth_figures_follow_the_pipelines_scores() -> None:
    agents = ScriptedAgents()
    res = evaluate_pairs(FairQE(TableBackbone(), agents, PAPER), [FAIR, NARROW, NOCUE, FAILS, ZERO])
    # Every translation was shown to the agents first, with its pair's id.
    assert [it.id for it in agents.prepared][:4] == ["t-1:F", "t-1:M", "t-2:F", "t-2:M"]
    assert res.lang == "de" and res.n == 5
    by_id = {o.pair.id: o for o in res.outcomes}
    for pair in (FAIR, NARROW, NOCUE, ZERO):
        o = by_id[pair.id]
        qf, qm, ff, fm = _direct(pair)
        assert (o.q_orig_f, o.q_orig_m, o.q_final_f, o.q_final_m) == (qf, qm, ff, fm)
        assert qf is not None and qm is not None and ff is not None and fm is not None
        assert o.r_backbone == pytest.approx(ratio(qf, qm))
        assert o.r_fairqe == pytest.approx(ratio(ff, fm))
        assert o.growth == pytest.approx(abs(1 - ratio(ff, fm)) - abs(1 - ratio(qf, qm)))
    # The backbone is near parity on FAIR; a judge favouring M pulls FairQE further off it.
    rb, rf = by_id["t-1"].r_backbone, by_id["t-1"].r_fairqe
    assert rb is not None and rf is not None and rf < rb < 1.0
    assert by_id["t-1"].growth is not None and by_id["t-1"].growth > GROWTH_TOLERANCE
    # A judge favouring F narrows the backbone's preference for M.
    assert by_id["t-2"].growth is not None and by_id["t-2"].growth < 0
    # No cue: FairQE is the backbone, the gap is unchanged.
    assert by_id["t-3"].growth == 0.0 and "no_cue" in by_id["t-3"].flags_f
    # Two zero scores are floored to the same ε: a ratio of 1, not a division by zero.
    assert by_id["t-5"].r_backbone == 1.0 == ratio(0.0, 0.0, RATIO_FLOOR)
    # The judge failed on FAILS' F: counted apart, in no mean.
    assert not by_id["t-4"].scored and by_id["t-4"].growth is None and by_id["t-4"].r_fairqe is None
    assert "judge_failed" in by_id["t-4"].flags_f
    assert (res.n_scored, res.n_unscored) == (4, 1)
    scored = [by_id[i] for i in ("t-1", "t-2", "t-3", "t-5")]
    assert res.mean_gap_backbone == pytest.approx(sum(abs(1 - (o.r_backbone or 0)) for o in scored) / 4)
    assert res.mean_gap_fairqe == pytest.approx(sum(abs(1 - (o.r_fairqe or 0)) for o in scored) / 4)
    assert res.max_growth == by_id["t-1"].growth
    assert res.n_grown == 1
    # Largest growth first; equal growths (t-3, t-5: 0) keep file order.
    assert [o.pair.id for o in res.worst(2)] == ["t-1", "t-3"]
    worst = res.worst(10)
    assert len(worst) == 4 and all((a.growth or 0) >= (b.growth or 0) for a, b in itertools.pairwise(worst))
    d = res.to_dict(worst=1)
    assert d["n_unscored"] == 1 and d["n_grown"] == 1 and [w["id"] for w in d["worst"]] == ["t-1"]
    json.dumps(d)  # serialisable as it is


def test_tolerance_is_a_parameter() -> None:
    res = evaluate_pairs(FairQE(TableBackbone(), ScriptedAgents(), PAPER), [FAIR], tolerance=1.0)
    assert res.n_grown == 0 and res.max_growth is not None and res.max_growth > GROWTH_TOLERANCE


def test_pairs_of_several_languages_refused() -> None:
    other = MinimalPair("x", FAIR.source, FAIR.F, FAIR.M, "es")
    with pytest.raises(ValueError, match="one language"):
        evaluate_pairs(FairQE(TableBackbone(), ScriptedAgents(), PAPER), [FAIR, other])
    with pytest.raises(ValueError, match="no pairs"):
        evaluate_pairs(FairQE(TableBackbone(), ScriptedAgents(), PAPER), [])


# -- the loader --------------------------------------------------------------------------

GOOD = {
    "id": "de-1",
    "source": "The nurse smiled.",
    "F": "Die Pflegerin lächelte.",
    "M": "Der Pfleger lächelte.",
}


def _write(tmp_path: Path, lines: list[str], name: str = "de.jsonl") -> Path:
    p = tmp_path / name
    p.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return p


def test_load_pairs_reads_fields_and_language_from_stem(tmp_path: Path) -> None:
    second = {**GOOD, "id": "de-2", "note": "chat"}
    [a, b] = load_pairs(_write(tmp_path, [json.dumps(GOOD), json.dumps(second)]))
    assert (a.id, a.lang, a.F, a.M, a.note) == ("de-1", "de", GOOD["F"], GOOD["M"], "")
    assert b.note == "chat"
    assert load_pairs(_write(tmp_path, [json.dumps(GOOD)], "x.jsonl"), "fr")[0].lang == "fr"


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({k: v for k, v in GOOD.items() if k != "M"}, "key 'M' missing"),
        ({**GOOD, "F": ""}, "key 'F' not a non-empty string"),
        ({**GOOD, "source": 3}, "key 'source' not a non-empty string"),
        ({**GOOD, "F": GOOD["M"]}, "F and M are identical"),
        ({**GOOD, "note": ["x"]}, "key 'note' not a string"),
        ({**GOOD, "Fem": "x"}, "unknown key(s) 'Fem'"),
        ({**GOOD, "id": "de-0"}, "duplicate id 'de-0' (first on line 1)"),
    ],
)
def test_load_pairs_bad_line_names_file_and_line(
    tmp_path: Path, bad: dict[str, object], message: str
) -> None:
    first = {**GOOD, "id": "de-0"}
    path = _write(tmp_path, [json.dumps(first), json.dumps(bad)])
    with pytest.raises(DataError) as err:
        load_pairs(path)
    text = str(err.value)
    assert text == f"{path}:2: {message}" or (text.startswith(f"{path}:2: ") and message in text)
    assert "\n" not in text and err.value.line == 2


def test_load_pairs_bad_json_empty_and_missing(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"de\.jsonl:2: invalid JSON"):
        load_pairs(_write(tmp_path, [json.dumps(GOOD), "{not json"]))
    with pytest.raises(DataError, match="no pairs"):
        load_pairs(_write(tmp_path, []))
    with pytest.raises(DataError, match="not found"):
        load_pairs(tmp_path / "nope.jsonl")


@pytest.mark.parametrize("lang", ["de", "es", "fr", "it"])
def test_committed_pairs_files_load(lang: str) -> None:
    pairs = load_pairs(PAIRS_DIR / f"{lang}.jsonl")
    assert len(pairs) >= 50 and {p.lang for p in pairs} == {lang}
    assert all(p.id.startswith(f"{lang}-") for p in pairs)
