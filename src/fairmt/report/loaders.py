"""Recognise fairmt result files by their content and read them into plain records.

Five kinds are recognised (the file name never matters):

``qe-bench``
    The JSON that ``fairmt qe bench --output FILE`` (or ``-f json``) writes: an object with
    ``settings``, each with ``setting``, ``method``, ``columns``, ``average`` and ``signature``.
``qe-meta``
    The JSON of ``fairmt qe meta``: one metric (``metric`` and ``avg_corr`` at the top) or
    ``--all-metrics`` (a ``metrics`` list and one ``signature``).
``winomt``
    ``fairmt winomt-batch``: its JSON (a list of results) or its ``--output`` JSONL (one result
    per line); also the JSON of ``fairmt winomt`` (one result). A result has ``lang``,
    ``accuracy`` and ``delta_g``.
``qe-bench-compare``
    The JSON of ``fairmt qe bench --compare A B``: ``compare`` (the two methods) and ``cells``,
    each a setting and column with A - B, its interval, p-value and ``significant``.
``fairqe``
    The JSONL of ``fairmt qe score`` with FairQE: one object per item with ``q_final`` and
    ``q_orig``; every other field is optional and read generically.

Anything else raises :class:`fairmt.errors.DataError` naming the file.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fairmt.data.json_input import parse_json
from fairmt.data.readers import iter_jsonl
from fairmt.errors import DataError

__all__ = [
    "BenchColumn",
    "BenchFile",
    "BenchSetting",
    "CompareCell",
    "CompareFile",
    "FairQEFile",
    "FairQEItem",
    "GenderViolation",
    "MetaFile",
    "MetaRow",
    "ResultFile",
    "WinoMTFile",
    "WinoMTRow",
    "load_result",
    "load_results",
    "parse_result",
]

KNOWN_KINDS = (
    "the JSON of 'fairmt qe bench' (or its --compare), 'fairmt qe meta' or 'fairmt winomt-batch' / "
    "'fairmt winomt', "
    "the JSONL of 'fairmt winomt-batch --output', or the FairQE JSONL of 'fairmt qe score'"
)


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class BenchColumn:
    """One language column of a fairness setting (a ratio or an accuracy, with counts)."""

    key: str
    dataset: str
    lang: str
    data_version: str
    n: int | None
    mean: float | None = None
    std: float | None = None
    accuracy: float | None = None
    n_floored: int | None = None
    n_identical: int | None = None
    ties: int | None = None
    by_source_gender: dict[str, float | None] = field(default_factory=dict)
    #: 95 % bootstrap interval of the column's value (mean ratio or accuracy), if the file has it.
    ci_low: float | None = None
    ci_high: float | None = None
    #: Ratio settings: the t-test p-value of "mean ratio < 1".
    p_value: float | None = None


@dataclass(frozen=True)
class BenchSetting:
    """One method's row of a setting's table."""

    setting: str
    title: str
    metric: str  # "ratio" or "accuracy"
    method: str
    columns: tuple[BenchColumn, ...]
    average: dict[str, float | None]
    signature: str
    source: str  # the file it came from


@dataclass(frozen=True)
class BenchFile:
    path: str
    backbone: str
    settings: tuple[BenchSetting, ...]
    skipped: tuple[tuple[str, str], ...] = ()
    kind: str = "qe-bench"


@dataclass(frozen=True)
class MetaRow:
    """One metric's meta-evaluation against MQM."""

    metric: str
    avg_corr: float | None
    sys_accuracy: float | None
    sys_pearson: float | None
    seg_acc_t: float | None
    seg_pearson: float | None
    sys_agree: int | None = None
    n_system_pairs: int | None = None
    n_systems: int | None = None
    n_segments: int | None = None
    n_pairs: int | None = None
    reference_free: bool | None = None
    rank: int | None = None
    sys_scores_from: str = ""
    signature: str = ""  # one-metric files: the row's own signature


@dataclass(frozen=True)
class MetaFile:
    path: str
    lp: str
    dataset: str
    rows: tuple[MetaRow, ...]
    signature: str
    n_skipped: int = 0
    kind: str = "qe-meta"


@dataclass(frozen=True)
class WinoMTRow:
    system: str
    lang: str
    accuracy: float | None
    delta_g: float | None
    delta_s: float | None
    f1_male: float | None = None
    f1_female: float | None = None
    accuracy_pro: float | None = None
    accuracy_anti: float | None = None
    n: int | None = None
    unknown: int | None = None
    signature: str = ""


@dataclass(frozen=True)
class WinoMTFile:
    path: str
    rows: tuple[WinoMTRow, ...]
    kind: str = "winomt"


@dataclass(frozen=True)
class GenderViolation:
    """An explicit cue the translation gets wrong: the source fixes ``expected``, the target has ``found``."""

    cue: str
    target: str
    expected: str
    found: str

    def text(self) -> str:
        """``engineer → Ingenieur: expected F, found M``."""
        where = f"{self.cue or '?'} → {self.target}" if self.target else (self.cue or "?")
        return f"{where}: expected {self.expected or '?'}, found {self.found or '?'}"


@dataclass(frozen=True)
class FairQEItem:
    """One FairQE output line; cues are rendered to short descriptions.

    ``violations``: the item's gender violations (``qe score`` writes them under
    ``violations`` with the flag ``gender_violation``; an older line with the flag alone has
    them recovered from its explicit cues whose source and target genders differ).
    """

    line: int
    index: int | None
    id: str | None
    src: str
    mt: str
    tgt_lang: str
    q_final: float | None
    q_orig: float | None
    q_uqe: float | None
    w: float | None
    B: float | None
    cues: tuple[str, ...]
    n_variants: int
    flags: tuple[str, ...]
    signature: str
    violations: tuple[GenderViolation, ...] = ()

    @property
    def gender_violation(self) -> bool:
        """Whether the translation violates a gender the source fixes."""
        return bool(self.violations) or "gender_violation" in self.flags


@dataclass(frozen=True)
class FairQEFile:
    path: str
    items: tuple[FairQEItem, ...]
    kind: str = "fairqe"


@dataclass(frozen=True)
class CompareCell:
    """One setting x column of ``qe bench --compare``: A, B, A - B with its interval and test."""

    setting: str
    key: str
    metric: str
    a: float | None
    b: float | None
    difference: float | None
    ci_low: float | None
    ci_high: float | None
    p_value: float | None
    significant: bool | None
    n: int | None


@dataclass(frozen=True)
class CompareFile:
    path: str
    method_a: str
    method_b: str
    cells: tuple[CompareCell, ...]
    signature: str
    kind: str = "qe-bench-compare"


ResultFile = BenchFile | MetaFile | WinoMTFile | FairQEFile | CompareFile


# --------------------------------------------------------------------------- field readers


class _Where:
    """A file and (for JSONL) a line, for error messages."""

    def __init__(self, path: str, line: int | None = None) -> None:
        self.path = path
        self.line = line

    def error(self, message: str) -> DataError:
        return DataError(message, self.path, self.line)

    def at(self, line: int) -> _Where:
        return _Where(self.path, line)


def _num(obj: dict[str, Any], key: str, where: _Where, what: str = "") -> float | None:
    """A number or None (missing, null, NaN and infinities read as None)."""
    v = obj.get(key)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int | float):
        raise where.error(f"{what}{key!r} should be a number, found {type(v).__name__}")
    f = float(v)
    return f if math.isfinite(f) else None


def _int(obj: dict[str, Any], key: str, where: _Where, what: str = "") -> int | None:
    v = obj.get(key)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int):
        raise where.error(f"{what}{key!r} should be an integer, found {type(v).__name__}")
    return v


def _str(obj: dict[str, Any], key: str, where: _Where, what: str = "", default: str = "") -> str:
    v = obj.get(key)
    if v is None:
        return default
    if not isinstance(v, str):
        raise where.error(f"{what}{key!r} should be a string, found {type(v).__name__}")
    return v


def _dict(v: Any, where: _Where, what: str) -> dict[str, Any]:
    if not isinstance(v, dict):
        raise where.error(f"{what} should be a JSON object, found {type(v).__name__}")
    return v


def _list(v: Any, where: _Where, what: str) -> list[Any]:
    if not isinstance(v, list):
        raise where.error(f"{what} should be a JSON list, found {type(v).__name__}")
    return v


# --------------------------------------------------------------------------- kinds


def _is_bench(d: dict[str, Any]) -> bool:
    s = d.get("settings")
    return isinstance(s, list) and all(isinstance(x, dict) and "setting" in x and "columns" in x for x in s)


def _is_compare(d: dict[str, Any]) -> bool:
    return isinstance(d.get("compare"), dict) and isinstance(d.get("cells"), list)


def _compare(d: dict[str, Any], w: _Where) -> CompareFile:
    head = _dict(d["compare"], w, "'compare'")
    cells = []
    for i, c in enumerate(_list(d.get("cells"), w, "'cells'"), start=1):
        cw = f"cells[{i}]: "
        c = _dict(c, w, f"cells[{i}]")
        sig = c.get("significant")
        if sig is not None and not isinstance(sig, bool):
            raise w.error(f"{cw}'significant' should be true, false or null, found {sig!r}")
        cells.append(
            CompareCell(
                setting=_str(c, "setting", w, cw),
                key=_str(c, "key", w, cw),
                metric=_str(c, "metric", w, cw, default="ratio"),
                a=_num(c, "a", w, cw),
                b=_num(c, "b", w, cw),
                difference=_num(c, "difference", w, cw),
                ci_low=_num(c, "ci_low", w, cw),
                ci_high=_num(c, "ci_high", w, cw),
                p_value=_num(c, "p_value", w, cw),
                significant=sig,
                n=_int(c, "n", w, cw),
            )
        )
    return CompareFile(
        w.path,
        _str(head, "method_a", w) or _str(head, "a", w),
        _str(head, "method_b", w) or _str(head, "b", w),
        tuple(cells),
        _str(d, "signature", w),
    )


def _is_meta_all(d: dict[str, Any]) -> bool:
    return isinstance(d.get("metrics"), list) and "lp" in d


def _is_meta_one(d: dict[str, Any]) -> bool:
    return "metric" in d and "avg_corr" in d and "lp" in d


def _is_winomt(d: Any) -> bool:
    return isinstance(d, dict) and "lang" in d and "accuracy" in d and "delta_g" in d


def _is_fairqe(d: Any) -> bool:
    return isinstance(d, dict) and "q_final" in d and "q_orig" in d


def _bench(d: dict[str, Any], w: _Where) -> BenchFile:
    settings: list[BenchSetting] = []
    for i, s in enumerate(_list(d.get("settings"), w, "'settings'"), start=1):
        what = f"settings[{i}]: "
        s = _dict(s, w, f"settings[{i}]")
        setting = _str(s, "setting", w, what)
        metric = _str(s, "metric", w, what, default="accuracy" if setting == "explicit" else "ratio")
        if metric not in ("ratio", "accuracy"):
            raise w.error(f"{what}unknown metric {metric!r} (expected 'ratio' or 'accuracy')")
        cols: list[BenchColumn] = []
        for j, c in enumerate(_list(s.get("columns"), w, f"settings[{i}].columns"), start=1):
            cw = f"settings[{i}].columns[{j}]: "
            c = _dict(c, w, f"settings[{i}].columns[{j}]")
            lang = _str(c, "lang", w, cw)
            key = _str(c, "key", w, cw, default=lang)
            if not key:
                raise w.error(f"{cw}no 'key' or 'lang'")
            by_gender: dict[str, float | None] = {}
            if c.get("by_source_gender") is not None:
                for g, gs in _dict(c["by_source_gender"], w, f"{cw}'by_source_gender'").items():
                    by_gender[str(g)] = _num(_dict(gs, w, f"{cw}by_source_gender"), "accuracy", w, cw)
            cols.append(
                BenchColumn(
                    key=key,
                    dataset=_str(c, "dataset", w, cw),
                    lang=lang,
                    data_version=_str(c, "data_version", w, cw),
                    n=_int(c, "n", w, cw),
                    mean=_num(c, "mean", w, cw),
                    std=_num(c, "std", w, cw),
                    accuracy=_num(c, "accuracy", w, cw),
                    n_floored=_int(c, "n_floored", w, cw),
                    n_identical=_int(c, "n_identical", w, cw),
                    ties=_int(c, "ties", w, cw),
                    by_source_gender=by_gender,
                    ci_low=_num(c, "ci_low", w, cw),
                    ci_high=_num(c, "ci_high", w, cw),
                    p_value=_num(c, "p_value", w, cw),
                )
            )
        avg_raw = _dict(s.get("average") or {}, w, f"settings[{i}].average")
        average = {str(k): _num(avg_raw, k, w, what) for k in avg_raw}
        settings.append(
            BenchSetting(
                setting=setting,
                title=_str(s, "title", w, what, default=setting),
                metric=metric,
                method=_str(s, "method", w, what) or _str(d, "backbone", w) or "?",
                columns=tuple(cols),
                average=average,
                signature=_str(s, "signature", w, what),
                source=w.path,
            )
        )
    skipped: list[tuple[str, str]] = []
    for s in d.get("skipped") or []:
        if isinstance(s, dict):
            where = str(s.get("setting", "?")) + (f" {s['column']}" if s.get("column") else "")
            skipped.append((where, str(s.get("reason", ""))))
    return BenchFile(w.path, _str(d, "backbone", w), tuple(settings), tuple(skipped))


def _meta_row(r: dict[str, Any], w: _Where, what: str, signature: str = "") -> MetaRow:
    rf = r.get("reference_free")
    return MetaRow(
        metric=_str(r, "metric", w, what) or "?",
        avg_corr=_num(r, "avg_corr", w, what),
        sys_accuracy=_num(r, "sys_accuracy", w, what),
        sys_pearson=_num(r, "sys_pearson", w, what),
        seg_acc_t=_num(r, "seg_acc_t", w, what),
        seg_pearson=_num(r, "seg_pearson", w, what),
        sys_agree=_int(r, "sys_agree", w, what),
        n_system_pairs=_int(r, "n_system_pairs", w, what),
        n_systems=_int(r, "n_systems", w, what),
        n_segments=_int(r, "n_segments", w, what),
        n_pairs=_int(r, "n_pairs", w, what),
        reference_free=rf if isinstance(rf, bool) else None,
        rank=_int(r, "rank", w, what),
        sys_scores_from=_str(r, "sys_scores_from", w, what),
        signature=signature,
    )


def _meta(d: dict[str, Any], w: _Where) -> MetaFile:
    sig = _str(d, "signature", w)
    if _is_meta_all(d):
        rows = [
            _meta_row(_dict(r, w, f"metrics[{i}]"), w, f"metrics[{i}]: ")
            for i, r in enumerate(_list(d["metrics"], w, "'metrics'"), start=1)
        ]
        n_skipped = len(d["skipped"]) if isinstance(d.get("skipped"), list) else 0
    else:
        rows = [_meta_row(d, w, "", signature=sig)]
        n_skipped = 0
    return MetaFile(w.path, _str(d, "lp", w), _str(d, "dataset", w), tuple(rows), sig, n_skipped)


def _winomt_row(r: dict[str, Any], w: _Where) -> WinoMTRow:
    return WinoMTRow(
        system=_str(r, "system", w),
        lang=_str(r, "lang", w),
        accuracy=_num(r, "accuracy", w),
        delta_g=_num(r, "delta_g", w),
        delta_s=_num(r, "delta_s", w),
        f1_male=_num(r, "f1_male", w),
        f1_female=_num(r, "f1_female", w),
        accuracy_pro=_num(r, "accuracy_pro", w),
        accuracy_anti=_num(r, "accuracy_anti", w),
        n=_int(r, "n", w),
        unknown=_int(r, "unknown", w),
        signature=_str(r, "signature", w),
    )


def _cue_text(c: Any) -> str:
    """A cue as one line: ``source span → target span [category, type]`` (any schema)."""
    if isinstance(c, str):
        return c
    if not isinstance(c, dict):
        return json.dumps(c, ensure_ascii=False)
    src = c.get("source_span", c.get("source", c.get("span", "")))
    tgt = c.get("target_span", c.get("target", ""))
    text = str(src) if src not in (None, "") else "?"
    if tgt not in (None, ""):
        text += f" → {tgt}"
    tags = [str(c[k]) for k in ("category", "type") if c.get(k) not in (None, "")]
    if tags:
        text += f" [{', '.join(tags)}]"
    return text


def _text(v: Any) -> str:
    return "" if v is None else str(v)


def _violations(r: dict[str, Any], cues: list[Any], flags: list[Any]) -> tuple[GenderViolation, ...]:
    """The ``violations`` list of a FairQE line, or (flag without the list) its contradicted explicit cues."""
    listed = r.get("violations")
    out: list[GenderViolation] = []
    if isinstance(listed, list):
        for v in listed:
            if isinstance(v, dict):
                fields = (_text(v.get(k)) for k in ("cue", "target", "expected", "found"))
                out.append(GenderViolation(*fields))
            else:
                out.append(GenderViolation(_text(v), "", "", ""))
        return tuple(out)
    if "gender_violation" not in flags:
        return ()
    for c in cues:
        if not isinstance(c, dict) or c.get("type") != "explicit":
            continue
        src_g, tgt_g = c.get("source_gender"), c.get("target_gender")
        if src_g in ("F", "M") and tgt_g not in (None, "") and tgt_g != src_g:
            cue = c.get("source_span", c.get("source", ""))
            out.append(GenderViolation(_text(cue), _text(c.get("target_span", "")), str(src_g), str(tgt_g)))
    return tuple(out)


def _fairqe_item(r: dict[str, Any], w: _Where) -> FairQEItem:
    cues = r.get("cues")
    cue_list = cues if isinstance(cues, list) else ([] if cues is None else [cues])
    variants = r.get("variants")
    flags = r.get("flags")
    flag_list = flags if isinstance(flags, list) else ([] if flags is None else [flags])
    idx = r.get("index")
    ident = r.get("id")
    return FairQEItem(
        line=w.line or 1,
        index=idx if isinstance(idx, int) and not isinstance(idx, bool) else None,
        id=None if ident is None else str(ident),
        src=str(r.get("src", r.get("source", "")) or ""),
        mt=str(r.get("mt", r.get("translation", "")) or ""),
        tgt_lang=str(r.get("tgt_lang", "") or ""),
        q_final=_num(r, "q_final", w),
        q_orig=_num(r, "q_orig", w),
        q_uqe=_num(r, "q_uqe", w),
        w=_num(r, "w", w),
        B=_num(r, "B", w),
        cues=tuple(_cue_text(c) for c in cue_list),
        n_variants=len(variants) if isinstance(variants, list) else 0,
        flags=tuple(str(f) for f in flag_list),
        signature=str(r.get("signature", "") or ""),
        violations=_violations(r, cue_list, flag_list),
    )


# --------------------------------------------------------------------------- entry points


def _records(text: str, w: _Where) -> tuple[Any, bool]:
    """The parsed document, and whether it was JSONL (then a list of (line, object))."""
    stripped = text.strip()
    if not stripped:
        raise w.error("the file is empty")
    first_error = "not one JSON document"
    if stripped[0] in "[{" and stripped[-1] in "]}":
        try:
            return parse_json(stripped, w.path, allow_nan=True), False
        except DataError as e:
            first_error = f"{e.problem} at line {e.line}" if e.line else e.problem
    # JSON Lines: one JSON value per non-empty line.
    out: list[tuple[int, Any]] = []
    try:
        for record in iter_jsonl(text, w.path, skip_blank=True, objects=False, allow_nan=True):
            out.append(record)  # one by one: ``out`` says below whether any line was read
    except DataError as e:
        if not out:
            raise w.error(f"not JSON or JSON Lines ({first_error}); expected " + KNOWN_KINDS) from None
        raise DataError(f"{e.problem}; a JSONL result file has one object per line", w.path, e.line) from None
    return out, True


def parse_result(text: str, path: str) -> ResultFile:
    """Recognise and read one result file's text (``path`` is used in messages and the report)."""
    w = _Where(path)
    doc, jsonl = _records(text, w)
    if jsonl:
        lines: list[tuple[int, Any]] = doc
    elif isinstance(doc, list):
        lines = [(0, x) for x in doc]
    else:
        lines = []
    if not jsonl and isinstance(doc, dict):
        if _is_bench(doc):
            return _bench(doc, w)
        if _is_compare(doc):
            return _compare(doc, w)
        if _is_meta_all(doc) or _is_meta_one(doc):
            return _meta(doc, w)
        if _is_winomt(doc):
            return WinoMTFile(path, (_winomt_row(doc, w),))
        if _is_fairqe(doc):  # a one-line FairQE output parses as a JSON document
            return FairQEFile(path, (_fairqe_item(doc, w.at(1)),))
        raise w.error("not a fairmt result file: expected " + KNOWN_KINDS)
    if lines:
        values = [v for _, v in lines]
        where = [w.at(n) if n else w for n, _ in lines]
        if all(_is_fairqe(v) for v in values):
            return FairQEFile(path, tuple(_fairqe_item(v, ww) for v, ww in zip(values, where, strict=True)))
        if all(_is_winomt(v) for v in values):
            return WinoMTFile(path, tuple(_winomt_row(v, ww) for v, ww in zip(values, where, strict=True)))
        for (n, v), ww in zip(lines, where, strict=True):
            if not (_is_fairqe(v) or _is_winomt(v)):
                where_line = f"line {n}" if n else "an entry"
                raise ww.error(
                    f"not a fairmt result file: {where_line} is neither a FairQE item (q_final, q_orig) "
                    "nor a WinoMT result (lang, accuracy, delta_g); expected " + KNOWN_KINDS
                )
        raise w.error("mixes FairQE items and WinoMT results; give each kind its own file")
    raise w.error("not a fairmt result file (an empty list or a bare value); expected " + KNOWN_KINDS)


def load_result(path: str | Path) -> ResultFile:
    """Read and recognise one result file; :class:`DataError` (exit 3) names a file it cannot use."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise DataError("file not found", path) from None
    except IsADirectoryError:
        raise DataError("is a folder, not a result file", path) from None
    except OSError as e:
        raise DataError(f"cannot read: {e.strerror or e}", path) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DataError(f"not UTF-8 ({e.reason})", path, data[: e.start].count(b"\n") + 1) from None
    return parse_result(text, str(path))


def load_results(paths: Sequence[str | Path]) -> list[ResultFile]:
    return [load_result(p) for p in paths]
