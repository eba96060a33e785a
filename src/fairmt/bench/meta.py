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
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.data.cache import sha256_file
from fairmt.data.json_input import parse_json
from fairmt.errors import DataError, UsageError
from fairmt.qe.base import QEBackbone
from fairmt.stats import pearson

__all__ = [
    "LP_META",
    "TEXT_METRICS",
    "ComputedScores",
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

FloatArray = npt.NDArray[np.float64]


# ---------------------------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------------------------


def _vector(x: Sequence[float] | FloatArray) -> FloatArray:
    return np.asarray(x, dtype=np.float64).reshape(-1)


def pairwise_agreement(
    gold: Sequence[float] | FloatArray, metric: Sequence[float] | FloatArray
) -> tuple[int, int]:
    """``(agreeing pairs, pairs)`` over all pairs ``i < j`` whose gold and metric scores are not NaN.

    A pair agrees when ``sign(gold_i - gold_j) == sign(metric_i - metric_j)``: the same strict
    order, or a tie on both sides.
    """
    g, m = _vector(gold), _vector(metric)
    if g.shape != m.shape:
        raise ValueError(f"gold has {g.size} scores, metric {m.size}")
    keep = ~(np.isnan(g) | np.isnan(m))
    g, m = g[keep], m[keep]
    i, j = np.triu_indices(g.size, 1)
    agree = np.sign(g[i] - g[j]) == np.sign(m[i] - m[j])
    return int(agree.sum()), int(i.size)


def pairwise_accuracy(gold: Sequence[float] | FloatArray, metric: Sequence[float] | FloatArray) -> float:
    """Share of pairs ordered as the gold orders them (:func:`pairwise_agreement`); NaN without pairs."""
    agree, n = pairwise_agreement(gold, metric)
    return agree / n if n else math.nan


@dataclass(frozen=True)
class TieCalibration:
    """Result of :func:`tie_calibrated_accuracy`."""

    accuracy: float
    epsilon: float
    n_rows: int
    n_pairs: int


@dataclass(frozen=True)
class _Pairs:
    """All within-row pairs that have gold and metric scores, flattened."""

    row: npt.NDArray[np.intp]
    diff: FloatArray  # |metric_i - metric_j|
    right: npt.NDArray[np.bool_]  # right as scored (same sign; ties on both sides)
    right_if_tied: npt.NDArray[np.bool_]  # right once the metric ties it (the gold ties)
    n_rows: int
    per_row: npt.NDArray[np.intp]  # number of pairs in each of the rows, 0 for unused rows


def _matrix(x: Sequence[Sequence[float]] | FloatArray, name: str) -> FloatArray:
    a = np.asarray(x, dtype=np.float64)
    if a.ndim != 2:
        raise ValueError(f"{name} must be a rows x systems matrix, got shape {a.shape}")
    return a


def _pairs(
    gold: Sequence[Sequence[float]] | FloatArray, metric: Sequence[Sequence[float]] | FloatArray
) -> _Pairs:
    g, m = _matrix(gold, "gold"), _matrix(metric, "metric")
    if g.shape != m.shape:
        raise ValueError(f"gold has shape {g.shape}, metric {m.shape}")
    i, j = np.triu_indices(g.shape[1], 1)
    gi, gj, mi, mj = g[:, i], g[:, j], m[:, i], m[:, j]
    valid = ~(np.isnan(gi) | np.isnan(gj) | np.isnan(mi) | np.isnan(mj))
    dg, dm = gi - gj, mi - mj
    rows = np.broadcast_to(np.arange(g.shape[0])[:, None], valid.shape)
    per_row = valid.sum(axis=1).astype(np.intp)
    return _Pairs(
        row=rows[valid].astype(np.intp),
        diff=np.abs(dm[valid]),
        right=(np.sign(dg) == np.sign(dm))[valid],
        right_if_tied=(dg == 0)[valid],
        n_rows=int((per_row > 0).sum()),
        per_row=per_row,
    )


def _accuracy_at(p: _Pairs, epsilon: float) -> float:
    right = np.where(p.diff <= epsilon, p.right_if_tied, p.right)
    per_row_right = np.bincount(p.row, weights=right.astype(np.float64), minlength=p.per_row.size)
    used = p.per_row > 0
    return float(np.mean(per_row_right[used] / p.per_row[used]))


def tie_accuracy_at(
    gold: Sequence[Sequence[float]] | FloatArray,
    metric: Sequence[Sequence[float]] | FloatArray,
    epsilon: float,
) -> float:
    """acc23 averaged over rows at a fixed tie threshold ``epsilon`` (no search).

    ``gold`` and ``metric`` are ``rows x systems`` matrices (for acc-t a row is a segment);
    NaN marks a missing score, and a pair with a missing score on either side is left out.
    Rows without pairs do not count. NaN when no row has a pair.
    """
    p = _pairs(gold, metric)
    return _accuracy_at(p, epsilon) if p.n_rows else math.nan


def tie_calibrated_accuracy(
    gold: Sequence[Sequence[float]] | FloatArray, metric: Sequence[Sequence[float]] | FloatArray
) -> TieCalibration:
    """acc-t: :func:`tie_accuracy_at` at the threshold ``ε`` that maximises it.

    The candidates are 0 and every observed ``|m_i - m_j|``; raising ``ε`` to a candidate turns
    exactly the pairs with that difference into metric ties, so one sort of the pairs and a
    cumulative sum of the per-pair changes give the average for every candidate in
    ``O(P log P)`` for ``P`` pairs. The smallest ``ε`` that reaches the maximum is chosen
    (maxima within 1e-12 count as equal, against float round-off); the returned accuracy is
    recomputed at that ``ε`` directly.
    """
    p = _pairs(gold, metric)
    if p.n_rows == 0:
        return TieCalibration(math.nan, 0.0, 0, 0)
    # Each pair weighs 1 / (pairs in its row); the average is the weighted sum / rows.
    weight = 1.0 / p.per_row[p.row]
    base = float(np.dot(weight, p.right))
    change = weight * (p.right_if_tied.astype(np.float64) - p.right.astype(np.float64))
    order = np.argsort(p.diff, kind="stable")
    diffs = p.diff[order]
    totals = base + np.cumsum(change[order])
    last = np.r_[diffs[1:] != diffs[:-1], True]
    thresholds = np.r_[0.0, diffs[last]]
    values = np.r_[base, totals[last]]
    best = float(values.max())
    k = int(np.flatnonzero(values >= best - 1e-12 * max(1.0, abs(best)))[0])
    eps = float(thresholds[k])
    return TieCalibration(_accuracy_at(p, eps), eps, p.n_rows, int(p.row.size))


def avg_corr(sys_accuracy: float, sys_pearson: float, seg_acc_t: float, seg_pearson: float) -> float:
    """The four statistics rescaled to [0, 1] (``r -> (r + 1) / 2``) and averaged with equal weights.

    An undefined Pearson (NaN: a constant vector) counts as 0, as mt-metrics-eval's
    ``AverageCorrelation`` returns 0 when no correlation is defined. An undefined accuracy
    makes the average NaN.
    """

    def r01(r: float) -> float:
        return 0.5 if math.isnan(r) else (r + 1.0) / 2.0

    return (sys_accuracy + r01(sys_pearson) + seg_acc_t + r01(seg_pearson)) / 4.0


# ---------------------------------------------------------------------------------------------
# Data
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LPMeta:
    """Which systems mt-metrics-eval scores for a language pair (``meta_info.py``, ``tasks.WMT23``)."""

    std_ref: str
    outliers: frozenset[str] = frozenset()
    include_human: bool = False


#: WMT23 MQM language pairs: he-en has two references, so its other human output (refA) is scored.
LP_META: dict[str, LPMeta] = {
    "en-de": LPMeta("refA", frozenset({"synthetic_ref"})),
    "zh-en": LPMeta("refA", frozenset({"synthetic_ref"})),
    "he-en": LPMeta("refB", include_human=True),
}
_DEFAULT_META = LPMeta("refA", frozenset({"synthetic_ref"}))


def _is_human(system: str) -> bool:
    return system.startswith("ref") or system == "synthetic_ref"


def scored_systems(systems: Iterable[str], lp: str) -> list[str]:
    """The systems mt-metrics-eval scores for ``lp``: minus the standard reference, outliers, other humans."""
    meta = LP_META.get(lp, _DEFAULT_META)
    out = []
    for s in systems:
        if s == meta.std_ref or s in meta.outliers:
            continue
        if _is_human(s) and not meta.include_human:
            continue
        out.append(s)
    return sorted(out)


@dataclass
class MQMData:
    """MQM gold scores of one language pair, with the texts where they are known.

    ``gold[system]`` has one entry per segment (0-based index = ``seg_id - 1``), NaN where the
    segment is not rated. ``sources``/``references``/``hypotheses`` have the same length, with
    ``None`` where the text is not known (the joined TSV has the texts of rated rows only).
    """

    lp: str
    gold: dict[str, FloatArray]
    sources: list[str | None]
    references: list[str | None]
    hypotheses: dict[str, list[str | None]]
    path: Path
    dataset: str
    sha256: str  # of the gold file
    reference_name: str = ""
    complete_texts: bool = False  # every segment's texts are known (not only the rated ones)
    metric_dir: Path | None = None  # mt-metrics-eval metric-scores/<lp>/ next to the gold, if any
    notes: list[str] = field(default_factory=list)

    @property
    def n_segments(self) -> int:
        return len(self.sources)

    @property
    def systems(self) -> list[str]:
        """Systems with at least one rated segment."""
        return sorted(s for s, g in self.gold.items() if not np.all(np.isnan(g)))

    def scored_systems(self) -> list[str]:
        return scored_systems(self.systems, self.lp)


def _read_text_lines(path: Path) -> list[str]:
    """Lines of a UTF-8 file, split on ``\\n`` only, kept as they are (a BOM or a U+2028 stays)."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise DataError(f"not UTF-8 ({e.reason} at byte {e.start})", path) from None
    except OSError as e:
        raise DataError(f"cannot read: {e.strerror or e}", path) from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


def _parse_score(text: str, path: Path, line: int, *, allow_none: bool) -> float:
    if text == "None" and allow_none:
        return math.nan
    try:
        value = float(text)
    except ValueError:
        raise DataError(f"not a number: {text!r}", path, line) from None
    if math.isnan(value) or math.isinf(value):
        raise DataError(f"not a finite number: {text!r}", path, line)
    return value


def read_seg_scores(path: str | Path, *, allow_none: bool = True) -> dict[str, FloatArray]:
    """An mt-metrics-eval ``*.seg.score`` file: ``system<TAB>score`` lines, one block per system.

    ``None`` becomes NaN. Every system must have the same number of lines, in one block.
    """
    p = Path(path)
    scores: dict[str, list[float]] = {}
    previous = ""
    for n, line in enumerate(_read_text_lines(p), start=1):
        fields = line.split("\t")
        if len(fields) != 2:
            raise DataError(f"expected 'system<TAB>score', got {len(fields)} field(s)", p, n)
        system, value = fields[0].strip(), fields[1].strip()
        if not system:
            raise DataError("empty system name", p, n)
        if system != previous and system in scores:
            raise DataError(f"system {system!r} appears in two separate blocks", p, n)
        previous = system
        scores.setdefault(system, []).append(_parse_score(value, p, n, allow_none=allow_none))
    if not scores:
        raise DataError("no scores", p)
    lengths = {len(v) for v in scores.values()}
    if len(lengths) > 1:
        counts = ", ".join(f"{s}={len(v)}" for s, v in scores.items())
        raise DataError(f"systems have different numbers of segments: {counts}", p)
    return {s: np.asarray(v, dtype=np.float64) for s, v in scores.items()}


#: Separates the system name from the 1-based segment id in a FairQE item id (``ONLINE-A:17``).
ITEM_ID_SEP = ":"
#: The fields of a FairQE output line that ``--field`` may name.
FAIRQE_FIELDS = ("q_final", "q_orig")


def qe_items(data: MQMData, systems: Sequence[str] | None = None) -> list[dict[str, str]]:
    """FairQE input (``fairmt qe score``) for every known (source, output) pair of ``systems``.

    Each item's ``id`` is ``SYSTEM:SEG`` (``SEG`` 1-based, mt-metrics-eval's segment id), which
    :func:`read_fairqe_scores` reads back; ``tgt_lang`` is the target side of the pair.
    """
    syss = list(systems) if systems is not None else data.scored_systems()
    _texts_needed(data, syss, reference=False)
    lang = data.lp.split("-")[-1]
    out = []
    for s in syss:
        for i, (src, hyp) in enumerate(zip(data.sources, data.hypotheses[s], strict=True)):
            if src is not None and hyp is not None and src.strip() and hyp.strip():
                out.append({"id": f"{s}{ITEM_ID_SEP}{i + 1}", "src": src, "mt": hyp, "tgt_lang": lang})
    return out


def read_fairqe_scores(path: str | Path, field: str, n_segments: int) -> dict[str, FloatArray]:
    """Segment scores from FairQE's output JSONL (``fairmt qe score`` on :func:`qe_items`).

    ``field`` is ``q_final`` or ``q_orig``; a ``null`` there (an item FairQE could not score)
    and a segment with no line are NaN, as ``None`` in a ``.seg.score`` file.
    """

    if field not in FAIRQE_FIELDS:
        raise UsageError(f"unknown field {field!r}; known: {', '.join(FAIRQE_FIELDS)}")
    p = Path(path)
    seg: dict[str, FloatArray] = {}
    seen: set[tuple[str, int]] = set()
    for n, line in enumerate(_read_text_lines(p), start=1):
        if not line.strip():
            continue
        obj = parse_json(line, p, n)
        if not isinstance(obj, dict):
            raise DataError("not a JSON object", p, n)
        ident = obj.get("id")
        system, sep, seg_id = str(ident).rpartition(ITEM_ID_SEP)
        if not isinstance(ident, str) or not sep or not system or not seg_id.isdigit():
            raise DataError(
                f"id {ident!r} is not SYSTEM{ITEM_ID_SEP}SEG (score the items 'fairmt qe meta --write-items' "
                "writes)",
                p,
                n,
            )
        i = int(seg_id) - 1
        if not 0 <= i < n_segments:
            raise DataError(f"segment {seg_id} is outside 1..{n_segments}", p, n)
        if (system, i) in seen:
            raise DataError(f"{ident!r} appears twice", p, n)
        seen.add((system, i))
        if field not in obj:
            raise DataError(f"no field {field!r}", p, n)
        value = obj[field]
        if value is not None and (not isinstance(value, int | float) or isinstance(value, bool)):
            raise DataError(f"{field} is not a number: {value!r}", p, n)
        if value is not None and not math.isfinite(value):
            raise DataError(f"{field} is not a finite number: {value!r}", p, n)
        arr = seg.setdefault(system, np.full(n_segments, np.nan))
        arr[i] = math.nan if value is None else float(value)
    if not seg:
        raise DataError("no scores", p)
    return seg


def read_sys_scores(path: str | Path) -> dict[str, float]:
    """An mt-metrics-eval ``*.sys.score`` file: ``system<TAB>score``, one line per system."""
    p = Path(path)
    out: dict[str, float] = {}
    for n, line in enumerate(_read_text_lines(p), start=1):
        fields = line.split("\t")
        if len(fields) != 2:
            raise DataError(f"expected 'system<TAB>score', got {len(fields)} field(s)", p, n)
        system = fields[0].strip()
        if not system:
            raise DataError("empty system name", p, n)
        if system in out:
            raise DataError(f"system {system!r} listed twice", p, n)
        out[system] = _parse_score(fields[1].strip(), p, n, allow_none=False)
    if not out:
        raise DataError("no scores", p)
    return out


TSV_COLUMNS = ("system", "seg_id", "source", "hypothesis", "reference", "mqm")


def read_mqm_tsv(path: str | Path, lp: str, dataset: str | None = None) -> MQMData:
    """The joined TSV (``system, seg_id, source, hypothesis, reference, mqm``; rated rows only)."""
    p = Path(path)
    try:
        fh = p.open(encoding="utf-8", newline="")
    except OSError as e:
        raise DataError(f"cannot read: {e.strerror or e}", p) from None
    rows: list[tuple[str, int, str, str, str, float, int]] = []
    with fh:
        reader = csv.DictReader(fh, delimiter="\t")
        try:
            header = reader.fieldnames
            if header is None:
                raise DataError("empty file", p)
            missing = [c for c in TSV_COLUMNS if c not in header]
            if missing:
                raise DataError(f"missing column(s) {', '.join(missing)}; have {', '.join(header)}", p, 1)
            for rec in reader:
                n = reader.line_num
                if None in rec or any(rec[c] is None for c in TSV_COLUMNS):
                    raise DataError("wrong number of fields", p, n)
                try:
                    seg = int(rec["seg_id"])
                except ValueError:
                    raise DataError(f"seg_id is not an integer: {rec['seg_id']!r}", p, n) from None
                if seg < 1:
                    raise DataError(f"seg_id must be >= 1, got {seg}", p, n)
                if not rec["system"]:
                    raise DataError("empty system name", p, n)
                mqm = _parse_score(rec["mqm"].strip(), p, n, allow_none=True)
                rows.append((rec["system"], seg, rec["source"], rec["hypothesis"], rec["reference"], mqm, n))
        except UnicodeDecodeError as e:
            raise DataError(f"not UTF-8 ({e.reason})", p, reader.line_num + 1) from None
        except csv.Error as e:
            raise DataError(f"malformed TSV: {e}", p, reader.line_num) from None
    if not rows:
        raise DataError("no rows", p)
    n_seg = max(r[1] for r in rows)
    sources: list[str | None] = [None] * n_seg
    references: list[str | None] = [None] * n_seg
    gold: dict[str, FloatArray] = {}
    hyps: dict[str, list[str | None]] = {}
    for system, seg, src, hyp, ref, mqm, n in rows:
        g = gold.setdefault(system, np.full(n_seg, np.nan))
        h = hyps.setdefault(system, [None] * n_seg)
        if h[seg - 1] is not None:
            raise DataError(f"({system}, seg_id {seg}) appears twice", p, n)
        g[seg - 1] = mqm
        h[seg - 1] = hyp
        if sources[seg - 1] is None:
            sources[seg - 1] = src
        elif sources[seg - 1] != src:
            raise DataError(f"seg_id {seg} has a different source than on an earlier row", p, n)
        if ref and references[seg - 1] is None:
            references[seg - 1] = ref
    return MQMData(
        lp=lp,
        gold=gold,
        sources=sources,
        references=references,
        hypotheses=hyps,
        path=p,
        dataset=dataset or p.stem,
        sha256=sha256_file(p),
        reference_name=LP_META.get(lp, _DEFAULT_META).std_ref,
        complete_texts=False,
    )


def read_mtme(root: str | Path, lp: str, dataset: str | None = None) -> MQMData:
    """mt-metrics-eval's layout under ``root`` (e.g. ``.../wmt23``): gold, sources, references, outputs."""
    r = Path(root)
    gold_path = r / "human-scores" / f"{lp}.mqm.seg.score"
    if not gold_path.is_file():
        raise DataError(f"no MQM scores for {lp}: {gold_path} does not exist", r)
    gold = read_seg_scores(gold_path)
    n_seg = len(next(iter(gold.values())))
    src_path = r / "sources" / f"{lp}.txt"
    sources: list[str | None] = list(_read_text_lines(src_path)) if src_path.is_file() else [None] * n_seg
    if len(sources) != n_seg:
        raise DataError(
            f"{len(sources)} source lines, but {n_seg} segments per system in {gold_path}", src_path
        )
    std_ref = LP_META.get(lp, _DEFAULT_META).std_ref
    ref_path = r / "references" / f"{lp}.{std_ref}.txt"
    references: list[str | None] = [None] * n_seg
    if ref_path.is_file():
        references = list(_read_text_lines(ref_path))
        if len(references) != n_seg:
            raise DataError(f"{len(references)} lines, expected {n_seg}", ref_path)
    hyps: dict[str, list[str | None]] = {}
    out_dir = r / "system-outputs" / lp
    complete = src_path.is_file() and ref_path.is_file()
    for system in gold:
        f = out_dir / f"{system}.txt"
        if not f.is_file():
            complete = complete and _is_human(system)
            continue
        lines = _read_text_lines(f)
        if len(lines) != n_seg:
            raise DataError(f"{len(lines)} lines, expected {n_seg}", f)
        hyps[system] = list(lines)
    metric_dir = r / "metric-scores" / lp
    return MQMData(
        lp=lp,
        gold=gold,
        sources=sources,
        references=references,
        hypotheses=hyps,
        path=gold_path,
        dataset=dataset or r.name,
        sha256=sha256_file(gold_path),
        reference_name=std_ref,
        complete_texts=complete,
        metric_dir=metric_dir if metric_dir.is_dir() else None,
    )


def mtme_root(path: str | Path, testset: str = "wmt23") -> Path | None:
    """The mt-metrics-eval test-set folder at or under ``path`` (``.``, ``wmt23``, ``original/wmt23``)."""
    p = Path(path)
    for cand in (p, p / testset, p / "original" / testset):
        if (cand / "human-scores").is_dir():
            return cand
    return None


def load_mqm(path: str | Path, lp: str, dataset: str | None = None) -> MQMData:
    """MQM gold from a TSV file, an mt-metrics-eval folder, or a dataset folder holding either.

    A folder is read in mt-metrics-eval's layout when it has one (it has every segment's text,
    rated or not); otherwise its ``*<lp without dash>*mqm*.tsv`` is read.
    """
    p = Path(path)
    if p.is_file():
        return read_mqm_tsv(p, lp, dataset)
    if not p.is_dir():
        raise DataError("no such file or folder", p)
    name = dataset or p.name
    root = mtme_root(p)
    if root is not None and (root / "human-scores" / f"{lp}.mqm.seg.score").is_file():
        return read_mtme(root, lp, name)
    tsvs = sorted(p.glob(f"*{lp.replace('-', '')}*mqm*.tsv"))
    if len(tsvs) == 1:
        return read_mqm_tsv(tsvs[0], lp, name)
    if len(tsvs) > 1:
        raise DataError(f"several MQM TSV files for {lp}: {', '.join(t.name for t in tsvs)}", p)
    raise DataError(f"no MQM data for {lp} (neither human-scores/{lp}.mqm.seg.score nor a *mqm*.tsv)", p)


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


def _texts_needed(data: MQMData, systems: Sequence[str], *, reference: bool) -> None:
    missing = [s for s in systems if s not in data.hypotheses]
    if missing:
        raise DataError(f"no system outputs for {', '.join(missing)}", data.path)
    if reference and all(r is None for r in data.references):
        raise DataError(f"no reference texts ({data.reference_name})", data.path)


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
