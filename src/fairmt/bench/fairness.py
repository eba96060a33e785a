"""FairQE's gender-fairness settings for any QE scorer (FairQE §3.2, Appendix A.2–A.3).

Three settings, each a table with one column per language and a macro average:

``fem-masc`` (Tables 1 and 6)
    Gender-ambiguous sources, feminine vs masculine translation:
    ``r = QE(s, h_F) / QE(s, h_M)``, mean and std over items (1 = no preference).
    GATE es/fr/it (``XX/XX_2_variants.tsv``, all rows: dev + test; FR has no split) and
    MT-GenEval contextual ar/de/hi (test split, context before ``<sep>`` removed), and by
    default also pt and ru, which the paper leaves out (its "Avg." stays over its own
    columns, :data:`PAPER_COLUMNS`). The files do not say which MT-GenEval reference is
    feminine: the derived context-gender labels (``derived_deepspin_context_genders``) give
    the gender of the ``original`` reference, so ``h_F = original`` if the label is
    ``female``, else ``flipped``.
``neutral-gendered`` (Table 2)
    Gender-ambiguous sources, neutral vs gendered translation:
    ``r = QE(s, h_N) / QE(s, h_G)`` (> 1 prefers the neutral one). mGeNTE Set-N rows,
    ``h_N = REF-N``, ``h_G = REF-G``. mGeNTE is a gated Hugging Face dataset; the loader reads
    its published schema from ``<mgente>/en-<lang>.{jsonl,tsv,csv}`` (an export of config
    ``mGeNTE en-<lang>``, split ``test``).
``explicit`` (Table 3)
    Gender-explicit sources: the share of ``(s, h_correct, h_wrong)`` triples with
    ``QE(s, h_correct) > QE(s, h_wrong)``, in percent. MT-GenEval counterfactual (test split
    by default), **both directions**: for line *i*, the feminine source with (feminine
    reference, masculine reference) and the masculine source with (masculine, feminine), so
    600 triples per language on the test split. Ties count as wrong (strict ``>``). The paper
    does not say which pairs it scores; its percentages are consistent with neither 300 nor
    600 items per language. The accuracy of each direction is reported too. ar/de/hi as the
    paper, and by default pt and ru too (not in its "Avg.").

A column the scorer cannot score (it raises :class:`~fairmt.errors.UnsupportedLanguageError`:
mini-qe on Devanagari, FairQE agents without the language) is not run and listed with the
reason (``not_run``); the other columns are scored as usual.

Scores and the ratio rule
    Every number uses the scorer's normalised score :attr:`QEScore.score` (in [0, 1], higher
    is better), never the raw one, so ratios are positive and comparable across backbones
    (a lower-is-better MetricX is turned around by the backbone). A score below the floor
    ``ε`` (:data:`RATIO_FLOOR`, 1e-6, the same for every method) is raised to ``ε`` before
    dividing: ``r = max(q_a, ε) / max(q_b, ε)``; two zero scores give 1. Each column reports
    how many items were floored. A score outside [0, 1] or not finite is an error.

Items whose two hypotheses are identical (GATE FR has 166, MT-GenEval hi counterfactual 32
lines) are kept, as the datasets publish them, and counted (``n_identical``): they give a
ratio of exactly 1 and a tie (a wrong answer) in the explicit setting.

Every distinct pair of a setting is scored once (exact duplicate pairs are sent once), in
``score`` calls of :data:`SCORE_CHUNK` pairs, the unit of the bench's progress; a scorer
with ``prepare(pairs)`` sees all of them first, so the chunking never changes a score.
Averages are macro averages over the columns (the paper's "Avg."). The std is the
population std (``n`` in the denominator).

Intervals and tests (:mod:`fairmt.bench.significance`)
    Every column also carries a 95 % paired bootstrap interval of its value (``ci_low``,
    ``ci_high``; ``resamples`` draws, default 1,000, seeded: the same run gives the same
    numbers), the per-item values it was computed from (``values``, for ``qe bench
    --compare``) and a fingerprint of its items (``items_sha``). Ratio columns add the
    p-value of the one-sided t-test that the mean ratio is below 1 (Zaranis et al. 2025);
    explicit columns add the feminine- and masculine-source error rates, their ratio and
    difference, with intervals. The resampling unit is the item, and for the explicit
    setting the MT-GenEval line (its feminine and masculine triples stay together). The
    point estimates (``mean``, ``std``, ``accuracy``) are computed as before, not from the
    bootstrap. What the intervals depend on is the setting's ``stats_signature``.

A *scorer* is any object with ``score(pairs) -> list[QEScore]`` and ``signature_items()``
(:class:`Scorer`): a :class:`fairmt.qe.base.QEBackbone`, or later a FairQE configuration.

This module scores the settings (:func:`evaluate_setting`, :func:`run_setting`); the rest is
one module per concept, every public name re-exported here (``__all__``):
:mod:`fairmt.bench.fairness_datasets` (columns, items and the dataset loaders),
:mod:`fairmt.bench.fairness_stats` (the guarded ratio and the column statistics),
:mod:`fairmt.bench.fairness_results` (the result of a column and of a setting, and their
JSON) and :mod:`fairmt.bench.fairness_markdown` (the paper-layout table).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Protocol

import numpy as np

from fairmt.bench.fairness_datasets import (
    DATASETS,
    DEFAULT_COLUMNS,
    KNOWN_VERSIONS,
    MGENTE_COLUMNS,
    PAPER_COLUMNS,
    SETTINGS,
    AnyColumn,
    Column,
    DatasetNotFound,
    ExplicitItem,
    ItemT,
    RatioItem,
    Setting,
    gender_marked_tokens,
    load_column,
    load_gate,
    load_mgente,
    load_mtgeneval_contextual,
    load_mtgeneval_counterfactual,
    locate_dataset,
    read_mgente_file,
    resolve_columns,
)
from fairmt.bench.fairness_markdown import TITLES, format_markdown
from fairmt.bench.fairness_results import ColumnResult, ExplicitMiss, SettingResult
from fairmt.bench.fairness_stats import (
    RATIO_FLOOR,
    AccuracyStats,
    RatioStats,
    accuracy_stats,
    macro_average,
    ratio,
    ratio_stats,
)
from fairmt.bench.significance import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    ErrorRates,
    Interval,
    error_rates,
    mean_interval,
    ratio_of_means_interval,
    ttest_available,
    ttest_less,
)
from fairmt.errors import FairmtError, UnsupportedLanguageError, UsageError
from fairmt.progress import Progress, or_null
from fairmt.qe.base import QEScore
from fairmt.signature import Signature

__all__ = [
    "DATASETS",
    "DEFAULT_COLUMNS",
    "KNOWN_VERSIONS",
    "MGENTE_COLUMNS",
    "PAPER_COLUMNS",
    "RATIO_FLOOR",
    "SETTINGS",
    "TITLES",
    "AccuracyStats",
    "AnyColumn",
    "Column",
    "ColumnResult",
    "DatasetNotFound",
    "ExplicitItem",
    "ItemT",
    "RatioItem",
    "RatioStats",
    "Scorer",
    "SettingResult",
    "accuracy_stats",
    "evaluate_setting",
    "format_markdown",
    "gender_marked_tokens",
    "load_column",
    "load_gate",
    "load_mgente",
    "load_mtgeneval_contextual",
    "load_mtgeneval_counterfactual",
    "locate_dataset",
    "macro_average",
    "ratio",
    "ratio_stats",
    "read_mgente_file",
    "resolve_columns",
    "run_setting",
    "stats_signature",
]


class Scorer(Protocol):
    """What the bench needs of a QE model: normalised scores of pairs, and a signature."""

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[QEScore]: ...

    def signature_items(self) -> list[tuple[str, object]]: ...


# --------------------------------------------------------------------------- evaluation


def _column_keys(columns: Sequence[AnyColumn]) -> list[str]:
    langs = [c.lang for c in columns]
    return [c.lang if langs.count(c.lang) == 1 else f"{c.dataset}:{c.lang}" for c in columns]


#: Distinct pairs per ``score`` call of the bench: the unit of its progress (a chunk of a few
#: seconds with mini-qe). Scores do not depend on it: a backbone's batching never changes a
#: score, and FairQE's agents see every pair first through ``prepare``.
SCORE_CHUNK = 512


def _distinct(pairs: Sequence[tuple[str, str]]) -> tuple[list[tuple[str, str]], dict[tuple[str, str], int]]:
    index: dict[tuple[str, str], int] = {}
    unique: list[tuple[str, str]] = []
    for p in pairs:
        if p not in index:
            index[p] = len(unique)
            unique.append(p)
    return unique, index


def _score_all(
    scorer: Scorer,
    pairs: list[tuple[str, str]],
    progress: Progress | None = None,
    label: str = "",
    chunk: int | None = None,
    prepared: bool = False,
) -> list[float]:
    """Normalised scores of ``pairs``, scoring each distinct pair once, ``chunk`` pairs per call.

    A scorer with a ``prepare(pairs)`` method (FairQE: its rules agents align the whole
    column as one corpus) is given every distinct pair before the first chunk, so that
    results do not depend on the chunking (``prepared``: the caller already did, with these
    pairs). ``progress`` advances by the pairs of each chunk.
    """
    p = or_null(progress)
    size = SCORE_CHUNK if chunk is None else chunk
    unique, index = _distinct(pairs)
    prepare = getattr(scorer, "prepare", None)
    if prepare is not None and unique and not prepared:
        prepare(unique)
    scores: list[QEScore] = []
    for start in range(0, len(unique), size):
        part = unique[start : start + size]
        got = scorer.score(part)
        if len(got) != len(part):
            raise FairmtError(f"the scorer returned {len(got)} scores for {len(part)} pairs")
        scores += got
        p.update(len(part))
        p.note(f"{label + ': ' if label else ''}{start + len(part)}/{len(unique)} pairs scored")
    values = []
    for i, s in enumerate(scores):
        v = s.score
        if math.isnan(v):
            values.append(v)  # a flagged failure (e.g. FairQE's judge): the item is left out
            continue
        if not (math.isfinite(v) and 0.0 <= v <= 1.0):
            raise FairmtError(
                f"the scorer's normalised score must be in [0, 1], got {v!r} for pair {i + 1} {unique[i]!r}"
            )
        values.append(v)
    return [values[index[p]] for p in pairs]


def _method_name(scorer: Scorer) -> str:
    name = getattr(scorer, "name", "")
    if isinstance(name, str) and name:
        return name
    items = scorer.signature_items()
    return str(items[0][1]) if items else type(scorer).__name__


def _column_pairs(col: AnyColumn) -> list[tuple[str, str]]:
    """The two (source, hypothesis) pairs of each item, in order."""
    pairs: list[tuple[str, str]] = []
    for it in col.items:
        if isinstance(it, RatioItem):
            pairs += [(it.source, it.numerator), (it.source, it.denominator)]
        else:
            pairs += [(it.source, it.correct), (it.source, it.wrong)]
    return pairs


def _items_sha(col: AnyColumn) -> str:
    """Fingerprint of a column's items: their texts in order (16 hex digits of sha256)."""
    h = hashlib.sha256()
    for it in col.items:
        if isinstance(it, RatioItem):
            texts: tuple[str, ...] = (it.source, it.numerator, it.denominator)
        else:
            texts = (it.source_gender, it.source, it.correct, it.wrong)
        h.update("\x1f".join(texts).encode("utf-8") + b"\x1e")
    return h.hexdigest()[:16]


def _ratio_statistics(
    a: Sequence[float], b: Sequence[float], eps: float, resamples: int, seed: int
) -> tuple[tuple[float | None, ...], Interval, float | None]:
    """Per-item ratios (None: failed), their mean's interval and the t-test p-value (< 1)."""
    values = tuple(
        None if math.isnan(x) or math.isnan(y) else ratio(x, y, eps) for x, y in zip(a, b, strict=True)
    )
    arr = np.array([math.nan if v is None else v for v in values], dtype=np.float64)
    return values, mean_interval(arr, resamples=resamples, seed=seed), ttest_less(arr)


def _explicit_statistics(
    items: Sequence[ExplicitItem], a: Sequence[float], b: Sequence[float], resamples: int, seed: int
) -> tuple[tuple[tuple[int | None, int | None], ...], Interval, ErrorRates]:
    """Per line ``(feminine, masculine)`` correct (1/0/None), accuracy interval, error rates.

    The resampling unit is the line: its two triples share a sentence and its references.
    """
    lines: dict[int, dict[str, int | None]] = {}
    for it, x, y in zip(items, a, b, strict=True):
        lines.setdefault(it.line, {})[it.source_gender] = (
            None if math.isnan(x) or math.isnan(y) else int(x > y)
        )
    values = tuple((u.get("feminine"), u.get("masculine")) for u in lines.values())
    num = np.array([sum(v for v in pair if v is not None) for pair in values], dtype=np.float64)
    den = np.array([sum(v is not None for v in pair) for pair in values], dtype=np.float64)
    acc = ratio_of_means_interval(100.0 * num, den, resamples=resamples, seed=seed)
    f = np.array([np.nan if p[0] is None else p[0] for p in values], dtype=np.float64)
    m = np.array([np.nan if p[1] is None else p[1] for p in values], dtype=np.float64)
    rates = error_rates(
        np.where(f == 0, 1.0, 0.0),
        (~np.isnan(f)).astype(np.float64),
        np.where(m == 0, 1.0, 0.0),
        (~np.isnan(m)).astype(np.float64),
        resamples=resamples,
        seed=seed,
    )
    return values, acc, rates


def _explicit_misses(
    items: Sequence[ExplicitItem], a: Sequence[float], b: Sequence[float]
) -> tuple[ExplicitMiss, ...]:
    """The triples scored wrong whose two hypotheses differ, in item order."""
    out: list[ExplicitMiss] = []
    for it, x, y in zip(items, a, b, strict=True):
        if it.correct == it.wrong:
            continue
        qx = None if math.isnan(x) else x
        qy = None if math.isnan(y) else y
        if qx is None or qy is None or not qx > qy:
            out.append(ExplicitMiss(it, qx, qy))
    return tuple(out)


def _average(setting: Setting, results: Sequence[ColumnResult]) -> dict[str, float | None]:
    if setting == "explicit":
        return {
            "accuracy": macro_average(r.stats.accuracy for r in results if isinstance(r.stats, AccuracyStats))
        }
    rstats = [r.stats for r in results if isinstance(r.stats, RatioStats)]
    return {"mean": macro_average(s.mean for s in rstats), "std": macro_average(s.std for s in rstats)}


def stats_signature(setting: Setting, resamples: int, seed: int) -> Signature:
    """What a setting's intervals and p-values depend on (beside its ``signature``)."""
    items: list[tuple[str, object]] = [
        ("task", "qe-bench-stats"),
        ("ci", "95%-percentile-bootstrap"),
        ("resamples", resamples),
        ("seed", seed),
        ("rng", "numpy-pcg64"),
        ("unit", "line" if setting == "explicit" else "item"),
    ]
    if setting != "explicit":
        try:
            import scipy

            ttest = f"scipy-{scipy.__version__}"
        except ImportError:
            ttest = "unavailable"
        items.append(("ttest", f"one-sample-less-than-1:{ttest}"))
    return Signature.of(items)


def evaluate_setting(
    setting: Setting,
    columns: Sequence[AnyColumn],
    scorer: Scorer,
    *,
    method: str | None = None,
    eps: float = RATIO_FLOOR,
    extra_signature: Sequence[tuple[str, object]] = (),
    progress: Progress | None = None,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    average_over: Sequence[tuple[str, str]] | None = None,
) -> SettingResult:
    """Score every distinct pair of the setting and build its table.

    ``average_over``: ``(dataset, lang)`` columns the macro average (``average``) is taken
    over when others are run too (the paper's, for the default columns); the average of all
    columns is then ``average_all``. A column the scorer does not support (it raises
    :class:`~fairmt.errors.UnsupportedLanguageError` in ``prepare`` or, for FairQE, when
    the column is scored) is not run and listed in ``not_run`` with the reason; if no
    column can be run, that error is raised.

    ``progress`` (see :mod:`fairmt.progress`) gets one task, ``qe bench SETTING``, counting
    distinct pairs, with a note per chunk of :data:`SCORE_CHUNK` pairs. ``resamples`` and
    ``seed``: the bootstrap of every column's interval (see :mod:`fairmt.bench.significance`).
    """
    if resamples < 1:
        raise UsageError(f"the number of bootstrap resamples must be at least 1, got {resamples}")
    if not columns:
        raise UsageError(f"setting {setting!r}: no columns to evaluate")
    want = ExplicitItem if setting == "explicit" else RatioItem
    for col in columns:
        if not all(isinstance(it, want) for it in col.items):
            raise UsageError(f"setting {setting!r} needs {want.__name__}s ({col.dataset} {col.lang})")
    per_language = getattr(scorer, "for_language", None)
    all_keys = _column_keys(columns)
    not_run: list[dict[str, str]] = []
    prepare = getattr(scorer, "prepare", None)
    kept = list(zip(all_keys, columns, strict=True))
    prepared = False
    if per_language is None and prepare is not None:
        # A backbone that declares what it cannot score (mini-qe: scripts its encoder does not
        # cover) says so in ``prepare``, before anything is scored. All the pairs are prepared
        # once, as before; only if that fails is each column tried, and those that fail are
        # not run (the others are prepared again, together).
        try:
            prepare(_distinct([p for col in columns for p in _column_pairs(col)])[0])
            prepared = True
        except UnsupportedLanguageError:
            kept = []
            for key, col in zip(all_keys, columns, strict=True):
                try:
                    prepare(_distinct(_column_pairs(col))[0])
                except UnsupportedLanguageError as e:
                    not_run.append({"column": key, "reason": str(e)})
                else:
                    kept.append((key, col))
    spans = [_column_pairs(col) for _, col in kept]
    pairs = [pair for span in spans for pair in span]
    # FairQE scores each column on its own, so a pair shared by two columns is scored twice.
    total = len(set(pairs)) if per_language is None else sum(len(set(span)) for span in spans)
    p = or_null(progress)
    p.start(total, f"qe bench {setting}")
    try:
        if per_language is None:
            label = ",".join(k for k, _ in kept)
            scores = _score_all(scorer, pairs, p, label, prepared=prepared) if pairs else []
        else:
            # Scorers that need the target language (FairQE) score each column on its own; a
            # column its agents or backbone do not support is not run.
            scores, still = [], []
            for (key, col), span in zip(kept, spans, strict=True):
                try:
                    scores += _score_all(per_language(col.lang), span, p, key)
                except UnsupportedLanguageError as e:
                    not_run.append({"column": key, "reason": str(e)})
                else:
                    still.append((key, col))
            kept = still
    finally:
        p.close()
    if not kept:
        raise UnsupportedLanguageError(
            f"setting {setting!r}: no column could be run: "
            + "; ".join(f"{x['column']}: {x['reason']}" for x in not_run)
        )
    order = {key: i for i, key in enumerate(all_keys)}
    not_run.sort(key=lambda x: order[x["column"]])
    keys = [k for k, _ in kept]
    columns = [c for _, c in kept]
    pairs = [pair for col in columns for pair in _column_pairs(col)]
    n_unique = len(set(pairs))
    results: list[ColumnResult] = []
    pos = 0
    for key, col in zip(keys, columns, strict=True):
        k = len(col.items)
        a, b = scores[pos : pos + 2 * k : 2], scores[pos + 1 : pos + 2 * k : 2]
        pos += 2 * k
        if setting == "explicit":
            ex = [it for it in col.items if isinstance(it, ExplicitItem)]
            same = [it.correct == it.wrong for it in ex]
            stats: RatioStats | AccuracyStats = accuracy_stats(a, b, n_identical=sum(same))
            by_gender = {}
            for g in ("feminine", "masculine"):
                sel = [i for i, it in enumerate(ex) if it.source_gender == g]
                by_gender[g] = accuracy_stats(
                    [a[i] for i in sel], [b[i] for i in sel], n_identical=sum(same[i] for i in sel)
                )
            lines, acc, rates = _explicit_statistics(ex, a, b, resamples, seed)
            results.append(
                ColumnResult(
                    key,
                    col.dataset,
                    col.lang,
                    col.version,
                    col.fingerprint,
                    stats,
                    by_gender,
                    interval=acc,
                    error_rates=rates,
                    values=lines,
                    items_sha=_items_sha(col),
                    misses=_explicit_misses(ex, a, b),
                )
            )
        else:
            ri = [it for it in col.items if isinstance(it, RatioItem)]
            n_same = sum(1 for it in ri if it.numerator == it.denominator)
            stats = ratio_stats(a, b, eps=eps, n_identical=n_same)
            ratios, iv, p_less = _ratio_statistics(a, b, eps, resamples, seed)
            results.append(
                ColumnResult(
                    key,
                    col.dataset,
                    col.lang,
                    col.version,
                    col.fingerprint,
                    stats,
                    interval=iv,
                    p_value=p_less,
                    values=ratios,
                    items_sha=_items_sha(col),
                )
            )
    average = _average(setting, results)
    average_all: dict[str, float | None] | None = None
    average_keys = [r.key for r in results]
    if average_over is not None:
        # The paper's "Avg." is over its own columns: extra columns (pt, ru) do not change it.
        over = set(average_over)
        paper = [r for r in results if (r.dataset, r.lang) in over]
        if len(paper) < len(results):
            average_all = average
            average = _average(setting, paper)
            average_keys = [r.key for r in paper]
    versions = list(dict.fromkeys(r.data_version for r in results))
    items: list[tuple[str, object]] = [
        ("task", "qe-bench"),
        ("setting", setting),
        ("data", "+".join(versions)),
        ("langs", ",".join(r.key for r in results)),
        *extra_signature,
        ("score", "normalised"),
    ]
    if setting == "explicit":
        items += [("pairs", "both-directions"), ("ties", "wrong")]
    else:
        items.append(("floor", f"{eps:g}"))
    items += scorer.signature_items()
    missing = ttest_available() if setting != "explicit" else None
    return SettingResult(
        setting,
        method or _method_name(scorer),
        tuple(results),
        average,
        Signature.of(items),
        n_unique,
        stats_signature=stats_signature(setting, resamples, seed),
        notes=(missing,) if missing else (),
        not_run=tuple(not_run),
        average_all=average_all,
        average_columns=tuple(average_keys) if average_all is not None else (),
    )


def run_setting(
    setting: Setting,
    scorer: Scorer,
    *,
    langs: Iterable[str] | None = None,
    data_dir: str | Path | None = None,
    limit: int | None = None,
    explicit_split: str = "test",
    method: str | None = None,
    eps: float = RATIO_FLOOR,
    progress: Progress | None = None,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    paper_average: bool | None = None,
) -> SettingResult:
    """Load a setting's data (from ``data_dir`` or the registry) and evaluate ``scorer`` on it.

    ``progress``, ``resamples``, ``seed``: see :func:`evaluate_setting`. ``paper_average``:
    take ``average`` over the paper's columns only (:data:`PAPER_COLUMNS`), as its "Avg.";
    default: when ``langs`` is None (the default columns, which add pt and ru).
    """
    if limit is not None and limit < 1:
        raise UsageError("limit must be a positive number of items")
    cols = resolve_columns(setting, langs)
    folders = {ds: locate_dataset(ds, data_dir) for ds in dict.fromkeys(ds for ds, _ in cols)}
    columns = [
        load_column(setting, ds, lang, folders[ds], limit=limit, explicit_split=explicit_split)
        for ds, lang in cols
    ]
    extra: list[tuple[str, object]] = []
    if setting == "explicit":
        extra.append(("split", explicit_split))
    extra.append(("limit", limit if limit is not None else "none"))
    return evaluate_setting(
        setting,
        columns,
        scorer,
        method=method,
        eps=eps,
        extra_signature=extra,
        progress=progress,
        resamples=resamples,
        seed=seed,
        average_over=PAPER_COLUMNS[setting]
        if (langs is None if paper_average is None else paper_average)
        else None,
    )
