"""The data of the metric meta-evaluation: MQM gold, metric score files and scored systems.

Part of :mod:`fairmt.bench.meta` (which re-exports every public name here). The MQM gold is
read either in mt-metrics-eval's layout (``human-scores/<lp>.mqm.seg.score`` with
``sources/``, ``references/`` and ``system-outputs/``; the ``wmt23_mqm_mtme`` dataset keeps it
under ``original/wmt23``) or as the joined TSV (:data:`TSV_COLUMNS`; rated rows only), and
named by the sha256 of its gold file. Metric scores are read in mt-metrics-eval's layout
(``.seg.score``: ``system<TAB>score`` per line, one block of segments per system;
``.sys.score``: ``system<TAB>score``), higher is better; FairQE's segment scores are read from
its output JSONL (:func:`read_fairqe_scores`; an item it could not score is NaN). Which
systems are scored per language pair follows mt-metrics-eval (:data:`LP_META`: the standard
reference and the outliers are left out; he-en's other human translation is scored).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from fairmt.bench.meta_stats import FloatArray
from fairmt.data.cache import sha256_file
from fairmt.data.json_input import parse_json
from fairmt.errors import DataError, UsageError

__all__ = [
    "FAIRQE_FIELDS",
    "ITEM_ID_SEP",
    "LP_META",
    "TSV_COLUMNS",
    "LPMeta",
    "MQMData",
    "load_mqm",
    "mtme_root",
    "qe_items",
    "read_fairqe_scores",
    "read_mqm_tsv",
    "read_mtme",
    "read_seg_scores",
    "read_sys_scores",
    "scored_systems",
]


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


def _texts_needed(data: MQMData, systems: Sequence[str], *, reference: bool) -> None:
    missing = [s for s in systems if s not in data.hypotheses]
    if missing:
        raise DataError(f"no system outputs for {', '.join(missing)}", data.path)
    if reference and all(r is None for r in data.references):
        raise DataError(f"no reference texts ({data.reference_name})", data.path)
