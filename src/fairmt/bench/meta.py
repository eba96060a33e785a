"""Meta-evaluation of MT metrics and QE models against MQM, as WMT23 / mt-metrics-eval define it.

Four statistics over the scored systems (for WMT23 en-de: the 12 MT systems; the standard
reference ``refA`` and the outlier ``synthetic_ref`` are left out):

* **system level, pairwise accuracy**: over all pairs of systems, the share whose order the
  metric gets right, ``sign(gold_i - gold_j) == sign(metric_i - metric_j)`` (a tie on both
  sides agrees; mt-metrics-eval ``stats.Agreement``);
* **system level, Pearson** over the system scores;
* **segment level, Pearson** over all rated (system, segment) pairs, flattened ("no grouping");
* **segment level, acc-t**: pairwise accuracy with tie calibration (Deutsch et al., 2023,
  "Ties Matter"; mt-metrics-eval ``KendallWithTiesOpt``, variant ``acc23``, grouped by item).
  Within each segment every pair of systems is compared; a pair is right when gold and metric
  order it the same way strictly, or when both tie, the metric tying when ``|m_i - m_j| <= ε``.
  Each segment's accuracy is averaged over the segments; ``ε`` is one global threshold chosen
  on the same data to maximise that average (the smallest such ``ε``).

**avg-corr** rescales each of the four to [0, 1] (accuracies stay, a Pearson ``r`` becomes
``(r + 1) / 2``) and averages them with equal weights, which is mt-metrics-eval's
``TaskSetResults.AverageCorrs`` for one language pair.

Scores: the gold system score is the mean MQM over the system's rated segments; a metric's
system score comes from its system-level file where one exists (BLEU and chrF are corpus-level
scores), otherwise it is the mean over all of the system's segment scores, rated or not. Only
rated segments enter the segment-level statistics.

Data: the MQM gold either as mt-metrics-eval's layout (``human-scores/<lp>.mqm.seg.score``
with ``sources/``, ``references/`` and ``system-outputs/``; the ``wmt23_mqm_mtme`` dataset
keeps it under ``original/wmt23``) or as the joined TSV (``system, seg_id, source, hypothesis,
reference, mqm``; rated rows only). Metric scores are read in mt-metrics-eval's layout
(``<METRIC>-<REF>.seg.score``: ``system<TAB>score`` per line, one block of segments per system;
``.sys.score``: ``system<TAB>score``), higher is better.

Everything here is pure: reading files and computing numbers; nothing is printed.

This module runs the meta-evaluation and computes scores from the texts; the statistics are
:mod:`fairmt.bench.meta_stats` and the data readers :mod:`fairmt.bench.meta_data`. Their
public names are re-exported here (``__all__``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from fairmt.bench.meta_data import (
    FAIRQE_FIELDS,
    ITEM_ID_SEP,
    LP_META,
    TSV_COLUMNS,
    LPMeta,
    MQMData,
    _texts_needed,
    load_mqm,
    mtme_root,
    qe_items,
    read_fairqe_scores,
    read_mqm_tsv,
    read_mtme,
    read_seg_scores,
    read_sys_scores,
    scored_systems,
)
from fairmt.bench.meta_stats import (
    FloatArray,
    TieCalibration,
    avg_corr,
    pairwise_accuracy,
    pairwise_agreement,
    tie_accuracy_at,
    tie_calibrated_accuracy,
)
from fairmt.data.cache import sha256_file
from fairmt.errors import DataError
from fairmt.qe.base import QEBackbone
from fairmt.stats import pearson

__all__ = [
    "FAIRQE_FIELDS",
    "ITEM_ID_SEP",
    "LP_META",
    "TEXT_METRICS",
    "TSV_COLUMNS",
    "ComputedScores",
    "LPMeta",
    "MQMData",
    "MetaResult",
    "MetricFiles",
    "TieCalibration",
    "avg_corr",
    "backbone_scores",
    "discover_metrics",
    "load_mqm",
    "meta_evaluate",
    "mtme_root",
    "pairwise_accuracy",
    "pairwise_agreement",
    "pearson",
    "qe_items",
    "read_fairqe_scores",
    "read_mqm_tsv",
    "read_mtme",
    "read_seg_scores",
    "read_sys_scores",
    "sacrebleu_scores",
    "scored_systems",
    "sha256_file",
    "tie_accuracy_at",
    "tie_calibrated_accuracy",
]


# ---------------------------------------------------------------------------------------------
# Meta-evaluation
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MetaResult:
    """The four statistics, avg-corr, and what they were computed over."""

    avg_corr: float
    sys_accuracy: float
    sys_pearson: float
    seg_acc_t: float
    seg_pearson: float
    seg_acc_t_epsilon: float
    sys_agree: int
    n_system_pairs: int
    n_systems: int
    n_segments: int  # rated segments (rows of acc-t)
    n_pairs: int  # rated (system, segment) pairs
    systems: tuple[str, ...]
    sys_source: str  # where the metric's system scores come from: "file", "corpus", "seg-mean"
    gold_sys: dict[str, float]
    metric_sys: dict[str, float]

    def as_dict(self) -> dict[str, object]:
        def num(x: float) -> float | None:
            return None if math.isnan(x) else x

        return {
            "avg_corr": num(self.avg_corr),
            "sys_accuracy": num(self.sys_accuracy),
            "sys_pearson": num(self.sys_pearson),
            "seg_acc_t": num(self.seg_acc_t),
            "seg_pearson": num(self.seg_pearson),
            "seg_acc_t_epsilon": self.seg_acc_t_epsilon,
            "sys_agree": self.sys_agree,
            "n_system_pairs": self.n_system_pairs,
            "n_systems": self.n_systems,
            "n_segments": self.n_segments,
            "n_pairs": self.n_pairs,
            "systems": list(self.systems),
            "sys_scores_from": self.sys_source,
            "gold_sys": {s: num(v) for s, v in self.gold_sys.items()},
            "metric_sys": {s: num(v) for s, v in self.metric_sys.items()},
        }


def meta_evaluate(
    data: MQMData,
    seg_scores: Mapping[str, Sequence[float] | FloatArray] | None,
    sys_scores: Mapping[str, float] | None = None,
    systems: Sequence[str] | None = None,
    where: str | Path | None = None,
    sys_source: str = "file",
) -> MetaResult:
    """Meta-evaluate one metric against ``data``.

    ``seg_scores[system]`` has one score per segment (index = ``seg_id - 1``; NaN = none). A
    system score comes from ``sys_scores`` when given, else it is the mean of the system's
    segment scores. With ``seg_scores=None`` (a metric with system scores only) the
    segment-level statistics and avg-corr are NaN. ``systems`` defaults to
    :meth:`MQMData.scored_systems`. ``where`` names the scores in errors; ``sys_source`` says
    where ``sys_scores`` come from (recorded in the result).
    """
    if seg_scores is None and sys_scores is None:
        raise ValueError("need segment or system scores")
    syss = list(systems) if systems is not None else data.scored_systems()
    if len(syss) < 2:
        raise DataError(f"need at least 2 scored systems with MQM scores, have {len(syss)}", data.path)
    for scores, what in ((seg_scores, "segment scores"), (sys_scores, "a system score")):
        if scores is not None:
            missing = [s for s in syss if s not in scores]
            if missing:
                raise DataError(f"no {what} for system(s) {', '.join(missing)}", where)
    gold = np.vstack([data.gold[s] for s in syss])
    rated = ~np.isnan(gold)
    gold_sys = {s: float(np.mean(g[~np.isnan(g)])) for s, g in zip(syss, gold, strict=True)}

    metric: FloatArray | None = None
    if seg_scores is not None:
        metric = _segment_matrix(seg_scores, syss, gold, where)
    if sys_scores is not None:
        metric_sys = {s: float(sys_scores[s]) for s in syss}
        source = sys_source
    else:
        assert seg_scores is not None
        metric_sys = {}
        for s in syss:
            r = np.asarray(seg_scores[s], dtype=np.float64).reshape(-1)
            have = r[~np.isnan(r)]
            metric_sys[s] = float(np.mean(have)) if have.size else math.nan
        source = "seg-mean"
    g_sys = np.array([gold_sys[s] for s in syss])
    m_sys = np.array([metric_sys[s] for s in syss])
    agree, n_sys_pairs = pairwise_agreement(g_sys, m_sys)
    sys_acc = agree / n_sys_pairs if n_sys_pairs else math.nan
    sys_r = pearson(g_sys, m_sys)

    if metric is not None:
        seg_r = pearson(gold[rated], metric[rated])
        tie = tie_calibrated_accuracy(gold.T, metric.T)
        overall = avg_corr(sys_acc, sys_r, tie.accuracy, seg_r)
    else:
        seg_r, overall = math.nan, math.nan
        tie = TieCalibration(math.nan, math.nan, int(rated.any(axis=0).sum()), 0)
    return MetaResult(
        avg_corr=overall,
        sys_accuracy=sys_acc,
        sys_pearson=sys_r,
        seg_acc_t=tie.accuracy,
        seg_pearson=seg_r,
        seg_acc_t_epsilon=tie.epsilon,
        sys_agree=agree,
        n_system_pairs=n_sys_pairs,
        n_systems=len(syss),
        n_segments=tie.n_rows,
        n_pairs=int(rated.sum()),
        systems=tuple(syss),
        sys_source=source,
        gold_sys=gold_sys,
        metric_sys=metric_sys,
    )


def _segment_matrix(
    seg_scores: Mapping[str, Sequence[float] | FloatArray],
    syss: Sequence[str],
    gold: FloatArray,
    where: str | Path | None,
) -> FloatArray:
    """``systems x segments`` metric scores aligned with ``gold``; every rated cell must have one."""
    n_seg = gold.shape[1]
    rows = []
    for k, s in enumerate(syss):
        m = np.asarray(seg_scores[s], dtype=np.float64).reshape(-1)
        if m.size < n_seg:
            rated = np.flatnonzero(~np.isnan(gold[k]))
            if rated.size and rated[-1] >= m.size:
                raise DataError(
                    f"system {s!r} has {m.size} segment scores, but segment {rated[-1] + 1} is rated", where
                )
            m = np.r_[m, np.full(n_seg - m.size, np.nan)]
        rows.append(m[:n_seg])
    metric = np.vstack(rows)
    unscored = ~np.isnan(gold) & np.isnan(metric)
    if unscored.any():
        k, j = np.argwhere(unscored)[0]
        raise DataError(
            f"{int(unscored.sum())} rated segment(s) have no metric score, e.g. {syss[k]!r} segment {j + 1}",
            where,
        )
    return metric


@dataclass(frozen=True)
class MetricFiles:
    """One metric's files in an mt-metrics-eval ``metric-scores/<lp>/`` folder."""

    name: str  # e.g. "CometKiwi-src"
    seg: Path | None
    sys: Path | None

    @property
    def base_name(self) -> str:
        return self.name.rsplit("-", 1)[0]

    @property
    def ref(self) -> str:
        """``src`` for reference-free metrics, else the reference's name."""
        return self.name.rsplit("-", 1)[1] if "-" in self.name else ""


def discover_metrics(metric_dir: str | Path) -> list[MetricFiles]:
    """Every ``<NAME>.seg.score`` / ``<NAME>.sys.score`` in ``metric_dir``, by name."""
    d = Path(metric_dir)
    if not d.is_dir():
        raise DataError("no such folder", d)
    seg: dict[str, Path] = {}
    sys_: dict[str, Path] = {}
    for f in d.iterdir():
        if f.name.endswith(".seg.score"):
            seg[f.name.removesuffix(".seg.score")] = f
        elif f.name.endswith(".sys.score"):
            sys_[f.name.removesuffix(".sys.score")] = f
    return [MetricFiles(n, seg.get(n), sys_.get(n)) for n in sorted(set(seg) | set(sys_))]


# ---------------------------------------------------------------------------------------------
# Scores computed from the texts
# ---------------------------------------------------------------------------------------------

#: Reference-based baselines computed in-process with sacrebleu (default settings, as WMT23's).
TEXT_METRICS = ("bleu", "chrf")


@dataclass(frozen=True)
class ComputedScores:
    """Segment and system scores computed here, and what produced them (for the signature)."""

    name: str
    seg: dict[str, FloatArray]
    sys: dict[str, float] | None  # corpus-level scores; None = mean of the segment scores
    signature: list[tuple[str, object]]


def sacrebleu_scores(data: MQMData, metric: str, systems: Sequence[str] | None = None) -> ComputedScores:
    """Sentence-level and corpus-level BLEU or chrF against the standard reference (sacrebleu defaults).

    Computed over the segments whose texts are known: every segment in mt-metrics-eval's layout
    (then equal to WMT23's ``BLEU-refA``/``chrF-refA`` files), only the rated ones from a TSV.
    """
    from fairmt.errors import MissingDependencyError, UsageError

    if metric not in TEXT_METRICS:
        raise UsageError(f"unknown text metric {metric!r}; choose from {', '.join(TEXT_METRICS)}")
    try:
        import importlib

        sb = importlib.import_module("sacrebleu")
    except ModuleNotFoundError:
        raise MissingDependencyError("sacrebleu", "pip install 'fairmt[eval]'") from None
    syss = list(systems) if systems is not None else data.scored_systems()
    _texts_needed(data, syss, reference=True)
    make = sb.metrics.BLEU if metric == "bleu" else sb.metrics.CHRF
    sent_args: dict[str, Any] = {"effective_order": True} if metric == "bleu" else {}
    seg: dict[str, FloatArray] = {}
    sig = ""
    sys_: dict[str, float] = {}
    for s in syss:
        hyps = data.hypotheses[s]
        idx = [
            i
            for i, (h, r) in enumerate(zip(hyps, data.references, strict=True))
            if h is not None and r is not None
        ]
        hs = [hyps[i] or "" for i in idx]
        rs = [data.references[i] or "" for i in idx]
        sent, corpus, sig = _sacrebleu_system(make, sent_args, hs, rs)
        scores = np.full(data.n_segments, np.nan)
        scores[idx] = sent
        seg[s] = scores
        sys_[s] = corpus
    return ComputedScores(
        metric,
        seg,
        sys_,
        [("metric", f"{metric}-{data.reference_name}"), ("sacrebleu", sig), ("texts", _coverage(data))],
    )


def _sacrebleu_system(
    make: Any, sent_args: dict[str, Any], hs: list[str], rs: list[str]
) -> tuple[list[float], float, str]:
    """Sentence scores, the corpus score and sacrebleu's signature for one system.

    The n-gram statistics are extracted once and reused for both (sacrebleu's internal
    ``_extract_corpus_statistics``/``_compute_score_from_stats``, about 2.5x faster than
    separate ``sentence_score`` calls); the public calls are the fallback. Both give the same numbers.
    """
    corpus_scorer, sent_scorer = make(), make(**sent_args)
    try:
        stats = corpus_scorer._extract_corpus_statistics(hs, [rs])
        sent = [float(sent_scorer._compute_score_from_stats(st).score) for st in stats]
        corpus = float(corpus_scorer._aggregate_and_compute(stats).score)
    except AttributeError:  # pragma: no cover - another sacrebleu version
        sent = [float(sent_scorer.sentence_score(h, [r]).score) for h, r in zip(hs, rs, strict=True)]
        corpus = float(corpus_scorer.corpus_score(hs, [rs]).score)
    return sent, corpus, str(corpus_scorer.get_signature())


def backbone_scores(
    data: MQMData, backbone: QEBackbone, systems: Sequence[str] | None = None, batch_size: int = 64
) -> ComputedScores:
    """A QE backbone's normalised scores (higher is better) of every known (source, output) pair.

    System scores are the means of these segment scores (over every segment in
    mt-metrics-eval's layout, the rated ones from a TSV).
    """
    syss = list(systems) if systems is not None else data.scored_systems()
    _texts_needed(data, syss, reference=False)
    keys: list[tuple[str, int]] = []
    pairs: list[tuple[str, str]] = []
    for s in syss:
        for i, (src, hyp) in enumerate(zip(data.sources, data.hypotheses[s], strict=True)):
            if src is not None and hyp is not None:
                keys.append((s, i))
                pairs.append((src, hyp))
    results = backbone.score(pairs, batch_size=batch_size)
    seg = {s: np.full(data.n_segments, np.nan) for s in syss}
    for (s, i), r in zip(keys, results, strict=True):
        seg[s][i] = r.score
    return ComputedScores(
        backbone.name,
        seg,
        None,
        [("backbone", backbone.name), *backbone.signature_items(), ("texts", _coverage(data))],
    )


def _coverage(data: MQMData) -> str:
    return "all-segments" if data.complete_texts else "rated-only"
