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
"""

from __future__ import annotations

import csv
import hashlib
import io
import math
import re
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Literal, Protocol, TypeVar

import numpy as np

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
from fairmt.data.readers import iter_jsonl
from fairmt.errors import DataError, FairmtError, UnsupportedLanguageError, UsageError
from fairmt.progress import Progress, or_null
from fairmt.qe.base import QEScore
from fairmt.signature import Signature

__all__ = [
    "DATASETS",
    "DEFAULT_COLUMNS",
    "PAPER_COLUMNS",
    "RATIO_FLOOR",
    "SETTINGS",
    "AccuracyStats",
    "AnyColumn",
    "Column",
    "ColumnResult",
    "DatasetNotFound",
    "ExplicitItem",
    "RatioItem",
    "RatioStats",
    "Scorer",
    "SettingResult",
    "accuracy_stats",
    "evaluate_setting",
    "format_markdown",
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

_T = TypeVar("_T")

Setting = Literal["fem-masc", "neutral-gendered", "explicit"]
SETTINGS: tuple[Setting, ...] = ("fem-masc", "neutral-gendered", "explicit")

#: Floor applied to normalised scores before a ratio is taken (identical for every method).
RATIO_FLOOR = 1e-6

#: Languages each dataset offers for each setting.
DATASETS: dict[Setting, dict[str, tuple[str, ...]]] = {
    "fem-masc": {
        "gate": ("es", "fr", "it"),
        "mt_geneval": ("ar", "de", "es", "fr", "hi", "it", "pt", "ru"),
    },
    "neutral-gendered": {"mgente": ("de", "el", "es", "it")},
    "explicit": {"mt_geneval": ("ar", "de", "es", "fr", "hi", "it", "pt", "ru")},
}

#: The paper's columns, in its order (Tables 1, 2, 3): its "Avg." is over these.
PAPER_COLUMNS: dict[Setting, tuple[tuple[str, str], ...]] = {
    "fem-masc": (
        ("gate", "es"),
        ("gate", "fr"),
        ("gate", "it"),
        ("mt_geneval", "ar"),
        ("mt_geneval", "de"),
        ("mt_geneval", "hi"),
    ),
    "neutral-gendered": (("mgente", "de"), ("mgente", "es"), ("mgente", "it")),
    "explicit": (("mt_geneval", "ar"), ("mt_geneval", "de"), ("mt_geneval", "hi")),
}

#: The columns run by default: the paper's, and MT-GenEval's pt and ru where it has them (the
#: macro average stays over the paper's columns; ``average_all`` is over all of them).
DEFAULT_COLUMNS: dict[Setting, tuple[tuple[str, str], ...]] = {
    "fem-masc": (*PAPER_COLUMNS["fem-masc"], ("mt_geneval", "pt"), ("mt_geneval", "ru")),
    "neutral-gendered": PAPER_COLUMNS["neutral-gendered"],
    "explicit": (*PAPER_COLUMNS["explicit"], ("mt_geneval", "pt"), ("mt_geneval", "ru")),
}

TITLES: dict[Setting, str] = {
    "fem-masc": "Gender-ambiguous, Fem. vs Masc.: QE(s,h_F)/QE(s,h_M), mean (std) (FairQE Tables 1, 6)",
    "neutral-gendered": (
        "Gender-ambiguous, Neutral vs Gendered: QE(s,h_N)/QE(s,h_G), mean (std) (FairQE Table 2)"
    ),
    "explicit": "Gender-explicit: % of triples with QE(s,h_correct) > QE(s,h_wrong) (FairQE Table 3)",
}

#: Content fingerprints (sha256 of the file names and bytes a loader reads, 12 hex digits) of
#: the published files, per column, so that a copy anywhere is named by its release (GATE
#: commit 5ea8884, MT-GenEval c77132c, labels from deep-spin/gender-bias-qe-metrics
#: ba9a5e3); any other copy is named by its fingerprint.
_GATE = "gate@5ea8884"
_GENEVAL_CTX = "mt_geneval@c77132c+labels@ba9a5e3"
_GENEVAL = "mt_geneval@c77132c"
KNOWN_VERSIONS: dict[str, str] = {
    # GATE XX_2_variants.tsv
    "5bb5cf3967cc": _GATE,  # es
    "e02b7a63a36d": _GATE,  # fr
    "1fef17e6ccbb": _GATE,  # it
    # MT-GenEval contextual test (2to1, original, flipped) + derived context-gender labels
    "2425a0c79a05": _GENEVAL_CTX,  # ar
    "ea61cefb55c3": _GENEVAL_CTX,  # de
    "309b627adb02": _GENEVAL_CTX,  # es
    "9169d0080046": _GENEVAL_CTX,  # fr
    "0829308ec351": _GENEVAL_CTX,  # hi
    "e12dc31a0233": _GENEVAL_CTX,  # it
    "503491214b83": _GENEVAL_CTX,  # pt
    "fd26579f51cb": _GENEVAL_CTX,  # ru
    # MT-GenEval counterfactual sentences, test / dev
    "7379d9baca6e": _GENEVAL,  # ar test
    "f42e5300ef87": _GENEVAL,  # ar dev
    "8b3f49f7eea3": _GENEVAL,  # de test
    "f97c711243ce": _GENEVAL,  # de dev
    "787e0195d5c8": _GENEVAL,  # es test
    "01d0c6c75fbc": _GENEVAL,  # es dev
    "d5e0c2e30bfe": _GENEVAL,  # fr test
    "b04ab5dafb6d": _GENEVAL,  # fr dev
    "3b247399cd16": _GENEVAL,  # hi test
    "b8e023fc9139": _GENEVAL,  # hi dev
    "9e736f5ada02": _GENEVAL,  # it test
    "b7bbf6e0ceca": _GENEVAL,  # it dev
    "2a0a4a3f2c58": _GENEVAL,  # pt test
    "ef3035e590e5": _GENEVAL,  # pt dev
    "ef3c5eec0657": _GENEVAL,  # ru test
    "1db5aa797697": _GENEVAL,  # ru dev
}


class Scorer(Protocol):
    """What the bench needs of a QE model: normalised scores of pairs, and a signature."""

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[QEScore]: ...

    def signature_items(self) -> list[tuple[str, object]]: ...


class DatasetNotFound(DataError):
    """A dataset folder is not available (not registered, not downloaded, not in ``data_dir``)."""


# --------------------------------------------------------------------------- items


@dataclass(frozen=True)
class RatioItem:
    """One gender-ambiguous source with the two hypotheses of a ratio ``QE(a) / QE(b)``.

    ``line`` is the 1-based line (record) of the file the item was read from.
    """

    lang: str
    line: int
    source: str
    numerator: str
    denominator: str
    id: str = ""


@dataclass(frozen=True)
class ExplicitItem:
    """One gender-explicit source with its gender-aligned and gender-misaligned hypotheses."""

    lang: str
    line: int
    source_gender: Literal["feminine", "masculine"]
    source: str
    correct: str
    wrong: str


ItemT = TypeVar("ItemT", RatioItem, ExplicitItem)


@dataclass(frozen=True)
class Column(Generic[ItemT]):
    """The items of one table column (a dataset's language), with the data's fingerprint."""

    dataset: str
    lang: str
    items: tuple[ItemT, ...]
    fingerprint: str
    files: tuple[Path, ...] = ()

    @property
    def version(self) -> str:
        """The release these files are (``gate@5ea8884``) or ``<dataset>-<lang>@sha:<fingerprint>``."""
        return KNOWN_VERSIONS.get(self.fingerprint, f"{self.dataset}-{self.lang}@sha:{self.fingerprint}")


#: A column of either kind.
AnyColumn = Column[RatioItem] | Column[ExplicitItem]


# --------------------------------------------------------------------------- reading


def _read_text(path: Path, hasher: Any) -> str:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise DataError("file not found", path) from None
    except IsADirectoryError:
        raise DataError("is a folder, not a file", path) from None
    hasher.update(path.name.encode("utf-8") + b"\0" + data + b"\0")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(f"not valid UTF-8 ({e.reason})", path, data[: e.start].count(b"\n") + 1) from None


def _read_lines(path: Path, hasher: Any) -> list[str]:
    """Lines of a one-segment-per-line file (``\\n`` separated; a ``\\r`` before it is dropped)."""
    text = _read_text(path, hasher)
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out = []
    for n, line in enumerate(lines, start=1):
        line = line.removesuffix("\r")
        if not line.strip():
            raise DataError("empty line", path, n)
        out.append(line)
    if not out:
        raise DataError("the file is empty", path)
    return out


def _check_aligned(files: Sequence[tuple[Path, int]]) -> None:
    first, n0 = files[0]
    for path, n in files[1:]:
        if n != n0:
            longer, shorter = (path, first) if n > n0 else (first, path)
            raise DataError(
                f"line-aligned files differ in length: {path.name} has {n} lines, {first.name} has {n0} "
                f"(this line has no counterpart in {shorter.name})",
                longer,
                min(n, n0) + 1,
            )


def _limit(items: list[_T], limit: int | None) -> list[_T]:
    return items if limit is None else items[:limit]


def load_gate(folder: str | Path, lang: str, *, limit: int | None = None) -> Column[RatioItem]:
    """GATE ``<folder>/<LANG>/<LANG>_2_variants.tsv``: ``h_F = f``, ``h_M = m`` (all rows).

    The TSV has no quoting (fields contain ``"``): each physical line is one row.
    """
    path = Path(folder) / lang.upper() / f"{lang.upper()}_2_variants.tsv"
    h = hashlib.sha256()
    text = _read_text(path, h)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(reader, None)
    if header is None:
        raise DataError("the file is empty", path)
    missing = [c for c in ("source", "f", "m") if c not in header]
    if missing:
        raise DataError(f"the header has no column {', '.join(map(repr, missing))}", path, 1)
    i_src, i_f, i_m = header.index("source"), header.index("f"), header.index("m")
    items: list[RatioItem] = []
    for row in reader:
        line = reader.line_num
        if len(row) != len(header):
            what = "an empty line" if not row else f"{len(row)} tab-separated fields"
            raise DataError(f"expected {len(header)} tab-separated fields, found {what}", path, line)
        src, f, m = row[i_src].strip(), row[i_f].strip(), row[i_m].strip()
        for name, value in (("source", src), ("f", f), ("m", m)):
            if not value:
                raise DataError(f"empty {name!r} field", path, line)
        items.append(RatioItem(lang, line, src, f, m, id=f"{lang.upper()}_2_variants:{line}"))
    if not items:
        raise DataError("no data rows", path)
    return Column("gate", lang, tuple(_limit(items, limit)), h.hexdigest()[:12], (path,))


def load_mtgeneval_contextual(
    folder: str | Path, lang: str, *, limit: int | None = None
) -> Column[RatioItem]:
    """MT-GenEval contextual test: source after ``<sep>``, ``h_F``/``h_M`` from the context gender."""
    root = Path(folder)
    ctx = root / "context"
    src_path = ctx / f"geneval-context-wikiprofessions-2to1-test.en_{lang}.en"
    orig_path = ctx / f"geneval-context-wikiprofessions-original-test.en_{lang}.{lang}"
    flip_path = ctx / f"geneval-context-wikiprofessions-flipped-test.en_{lang}.{lang}"
    labels_path = root / "derived_deepspin_context_genders" / f"geneval-context-en{lang}-genders.txt"
    h = hashlib.sha256()
    src_lines = _read_lines(src_path, h)
    orig = _read_lines(orig_path, h)
    flipped = _read_lines(flip_path, h)
    _check_aligned([(src_path, len(src_lines)), (orig_path, len(orig)), (flip_path, len(flipped))])
    sources = []
    for n, line in enumerate(src_lines, start=1):
        if line.count("<sep>") != 1:
            raise DataError(
                f"expected one '<sep>' between context and source, found {line.count('<sep>')}", src_path, n
            )
        source = line.split("<sep>", 1)[1].strip()
        if not source:
            raise DataError("nothing after '<sep>'", src_path, n)
        sources.append(source)
    # The labels file is CSV-quoted TSV (CRLF): one record per line of the 2to1 file.
    text = _read_text(labels_path, h)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t")
    header = next(reader, None)
    if header != ["context", "segment", "gender"]:
        raise DataError(
            f"expected the header context<TAB>segment<TAB>gender, found {header!r}", labels_path, 1
        )
    items: list[RatioItem] = []
    for i, row in enumerate(reader):
        rec = reader.line_num
        if len(row) != 3:
            raise DataError(f"expected 3 tab-separated fields, found {len(row)}", labels_path, rec)
        if i >= len(sources):
            raise DataError(
                f"more records than the {len(sources)} lines of {src_path.name}", labels_path, rec
            )
        gender, segment = row[2].strip(), row[1].strip()
        if gender not in ("female", "male"):
            raise DataError(f"gender must be 'female' or 'male', found {row[2]!r}", labels_path, rec)
        if segment != sources[i]:
            raise DataError(
                f"segment does not match the source of line {i + 1} of {src_path.name} (files out of step?)",
                labels_path,
                rec,
            )
        h_f, h_m = (orig[i], flipped[i]) if gender == "female" else (flipped[i], orig[i])
        items.append(RatioItem(lang, i + 1, sources[i], h_f, h_m, id=f"context-test.en_{lang}:{i + 1}"))
    if len(items) != len(sources):
        raise DataError(
            f"{len(items)} gender records for the {len(sources)} lines of {src_path.name}", labels_path
        )
    return Column(
        "mt_geneval",
        lang,
        tuple(_limit(items, limit)),
        h.hexdigest()[:12],
        (src_path, orig_path, flip_path, labels_path),
    )


def gender_marked_tokens(line: str) -> tuple[set[int], list[str]]:
    """An MT-GenEval annotated line: the token indices inside ``<F>…</F>``/``<M>…</M>`` and the
    tokens with the tags removed (tokens are ``line.split()``)."""
    inside, marked, plain = False, set(), []
    for i, tok in enumerate(line.split()):
        if "<F>" in tok or "<M>" in tok:
            inside = True
        if inside:
            marked.add(i)
        if "</F>" in tok or "</M>" in tok:
            inside = False
        plain.append(_GENDER_TAG.sub("", tok))
    return marked, plain


_GENDER_TAG = re.compile(r"</?[FM]>")


def load_mtgeneval_counterfactual(
    folder: str | Path, lang: str, *, split: str = "test", limit: int | None = None
) -> Column[ExplicitItem]:
    """MT-GenEval counterfactual ``sentences/<split>``: two triples per line (see the module doc).

    ``limit`` counts lines, so it keeps ``2 * limit`` triples.
    """
    if split not in ("test", "dev"):
        raise UsageError(f"MT-GenEval split must be 'test' or 'dev', not {split!r}")
    d = Path(folder) / "sentences" / split
    paths = {
        (g, side): d / f"geneval-sentences-{g}-{split}.en_{lang}.{'en' if side == 'src' else lang}"
        for g in ("feminine", "masculine")
        for side in ("src", "ref")
    }
    h = hashlib.sha256()
    text = {key: _read_lines(p, h) for key, p in paths.items()}
    _check_aligned([(paths[k], len(text[k])) for k in paths])
    items: list[ExplicitItem] = []
    n_lines = len(text["feminine", "src"]) if limit is None else min(limit, len(text["feminine", "src"]))
    for i in range(n_lines):
        fem_src, masc_src = text["feminine", "src"][i].strip(), text["masculine", "src"][i].strip()
        fem_ref, masc_ref = text["feminine", "ref"][i].strip(), text["masculine", "ref"][i].strip()
        items.append(ExplicitItem(lang, i + 1, "feminine", fem_src, fem_ref, masc_ref))
        items.append(ExplicitItem(lang, i + 1, "masculine", masc_src, masc_ref, fem_ref))
    return Column("mt_geneval", lang, tuple(items), h.hexdigest()[:12], tuple(paths.values()))


MGENTE_COLUMNS = (
    "ID",
    "Europarl_ID",
    "SET",
    "SRC",
    "REF-G",
    "REF-N",
    "COMMON",
    "GENDER",
    "REF-G_ann",
    "G-WORDS",
)
_MGENTE_NEEDED = ("ID", "SET", "SRC", "REF-G", "REF-N")


def read_mgente_file(path: str | Path, lang: str, *, limit: int | None = None) -> Column[RatioItem]:
    """One mGeNTE language pair (config ``mGeNTE en-<lang>``, split ``test``) in its published schema.

    Columns ``ID, Europarl_ID, SET, SRC, REF-G, REF-N, COMMON, GENDER, REF-G_ann, G-WORDS``
    (only ``ID, SET, SRC, REF-G, REF-N`` are needed). ``.jsonl``: one JSON object per line
    (``Dataset.to_json``); ``.tsv``/``.csv``: a header and standard CSV quoting
    (``Dataset.to_csv``, pandas). Set-N rows become items with ``h_N = REF-N``, ``h_G = REF-G``;
    Set-G rows are checked and skipped.
    """
    p = Path(path)
    h = hashlib.sha256()
    text = _read_text(p, h)
    records: list[tuple[int, dict[str, Any]]] = []
    suffix = p.suffix.lower()
    if suffix == ".jsonl":
        records.extend(iter_jsonl(text, p, skip_blank=True))
    elif suffix in (".tsv", ".csv"):
        reader = csv.DictReader(io.StringIO(text, newline=""), delimiter="\t" if suffix == ".tsv" else ",")
        header = reader.fieldnames or []
        missing = [c for c in _MGENTE_NEEDED if c not in header]
        if missing:
            raise DataError(f"the header has no column {', '.join(map(repr, missing))}", p, 1)
        for row in reader:
            if None in row or any(v is None for v in row.values()):
                raise DataError(f"expected {len(header)} fields", p, reader.line_num)
            records.append((reader.line_num, dict(row)))
    else:
        raise DataError("mGeNTE files must end in .jsonl, .tsv or .csv", p)
    items: list[RatioItem] = []
    for n, rec in records:
        missing = [c for c in _MGENTE_NEEDED if c not in rec]
        if missing:
            raise DataError(f"no field {', '.join(map(repr, missing))}", p, n)
        kind = str(rec["SET"]).strip()
        if kind not in ("Set-N", "Set-G"):
            raise DataError(f"SET must be 'Set-N' or 'Set-G', found {rec['SET']!r}", p, n)
        if kind != "Set-N":
            continue
        values = {c: "" if rec[c] is None else str(rec[c]).strip() for c in ("SRC", "REF-N", "REF-G")}
        for c, v in values.items():
            if not v:
                raise DataError(f"empty {c!r} in a Set-N row", p, n)
        items.append(RatioItem(lang, n, values["SRC"], values["REF-N"], values["REF-G"], id=str(rec["ID"])))
    if not items:
        raise DataError("no Set-N rows", p)
    return Column("mgente", lang, tuple(_limit(items, limit)), h.hexdigest()[:12], (p,))


def load_mgente(folder: str | Path, lang: str, *, limit: int | None = None) -> Column[RatioItem]:
    """``<folder>/en-<lang>.jsonl`` (or ``.tsv``, ``.csv``; exactly one): see :func:`read_mgente_file`."""
    d = Path(folder)
    found = [d / f"en-{lang}{ext}" for ext in (".jsonl", ".tsv", ".csv") if (d / f"en-{lang}{ext}").is_file()]
    if not found:
        raise DatasetNotFound(f"no mGeNTE file en-{lang}.jsonl, en-{lang}.tsv or en-{lang}.csv", d)
    if len(found) > 1:
        raise DataError(f"more than one mGeNTE file for en-{lang}: {', '.join(f.name for f in found)}", d)
    return read_mgente_file(found[0], lang, limit=limit)


# --------------------------------------------------------------------------- locating data


def locate_dataset(name: str, data_dir: str | Path | None = None) -> Path:
    """The folder of dataset ``name``: ``<data_dir>/<name>`` (a plain folder), else the registry's.

    Without ``data_dir``, :func:`fairmt.data.dataset_path` (``FAIRMT_DATA_DIR`` or the cache).
    """
    if data_dir is not None:
        d = Path(data_dir) / name
        if not d.is_dir():
            raise DatasetNotFound(f"no folder {name}/ in the data folder", data_dir)
        return d
    from fairmt.data import data_root, dataset_path, list_datasets

    hint = ""
    if name == "mgente":
        hint = (
            " mGeNTE is a gated Hugging Face dataset (FBK-MT/mGeNTE): export each config "
            "'mGeNTE en-XX' (split test) to DIR/mgente/en-XX.jsonl and pass --data-dir DIR."
        )
    if name not in {d.name for d in list_datasets()}:
        # Not in the registry: a plain <name>/ folder in the data folder will do.
        d = data_root() / name
        if d.is_dir():
            return d
        raise DatasetNotFound(
            f"dataset {name!r} is not in fairmt's registry and {d} does not exist; "
            f"pass a data folder that holds {name}/ (--data-dir).{hint}"
        )
    try:
        return dataset_path(name)
    except DataError as e:  # registered but not downloaded
        raise DatasetNotFound(f"{e.problem}{hint}", e.path, e.line) from None


def resolve_columns(setting: Setting, langs: Iterable[str] | None = None) -> list[tuple[str, str]]:
    """``(dataset, lang)`` columns of a setting: the paper's by default, else ``langs`` in order.

    A language is ``lang`` (the paper's dataset for it, else the only dataset of the setting
    that has it) or ``dataset:lang``.
    """
    if setting not in DATASETS:
        raise UsageError(f"unknown setting {setting!r}; known: {', '.join(SETTINGS)}")
    if langs is None:
        return list(DEFAULT_COLUMNS[setting])
    supported = DATASETS[setting]
    out: list[tuple[str, str]] = []
    for spec in langs:
        spec = spec.strip()
        if not spec:
            continue
        dataset, sep, lang = spec.rpartition(":")
        if sep:
            if lang not in supported.get(dataset, ()):
                raise UsageError(f"setting {setting!r} has no column {spec!r}; {_supported_text(setting)}")
            col = (dataset, lang)
        else:
            default = [c for c in DEFAULT_COLUMNS[setting] if c[1] == lang]
            having = [ds for ds, ls in supported.items() if lang in ls]
            if default:
                col = default[0]
            elif having:
                col = (having[0], lang)
            else:
                raise UsageError(f"setting {setting!r} has no language {lang!r}; {_supported_text(setting)}")
        if col not in out:
            out.append(col)
    if not out:
        raise UsageError("no languages given")
    return out


def _supported_text(setting: Setting) -> str:
    return "available: " + "; ".join(f"{ds}: {','.join(ls)}" for ds, ls in DATASETS[setting].items())


def load_column(
    setting: Setting,
    dataset: str,
    lang: str,
    folder: str | Path,
    *,
    limit: int | None = None,
    explicit_split: str = "test",
) -> AnyColumn:
    """The items of one column, read from the dataset's folder."""
    if setting == "fem-masc" and dataset == "gate":
        return load_gate(folder, lang, limit=limit)
    if setting == "fem-masc" and dataset == "mt_geneval":
        return load_mtgeneval_contextual(folder, lang, limit=limit)
    if setting == "neutral-gendered" and dataset == "mgente":
        return load_mgente(folder, lang, limit=limit)
    if setting == "explicit" and dataset == "mt_geneval":
        return load_mtgeneval_counterfactual(folder, lang, split=explicit_split, limit=limit)
    raise UsageError(f"setting {setting!r} has no dataset {dataset!r}; {_supported_text(setting)}")


# --------------------------------------------------------------------------- metrics (pure)


def ratio(a: float, b: float, eps: float = RATIO_FLOOR) -> float:
    """``max(a, eps) / max(b, eps)``: the ratio of two normalised scores, guarded against zero."""
    return max(a, eps) / max(b, eps)


@dataclass(frozen=True)
class RatioStats:
    """Mean and population std of per-item ratios ``a/b`` (None when there are no items)."""

    n: int
    mean: float | None
    std: float | None
    mean_a: float | None
    mean_b: float | None
    n_floored: int
    n_identical: int = 0
    #: Items left out because a score is missing (the method flagged a failure, e.g. its judge).
    n_failed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "n_failed": self.n_failed,
            "mean": self.mean,
            "std": self.std,
            "mean_score_a": self.mean_a,
            "mean_score_b": self.mean_b,
            "n_floored": self.n_floored,
            "n_identical": self.n_identical,
        }


def ratio_stats(
    a: Sequence[float], b: Sequence[float], *, eps: float = RATIO_FLOOR, n_identical: int = 0
) -> RatioStats:
    """Mean and population std of ``ratio(a[i], b[i], eps)``; ``n_floored``: items with a score < eps."""
    if len(a) != len(b):
        raise ValueError(f"{len(a)} numerator scores for {len(b)} denominator scores")
    keep = [i for i in range(len(a)) if not (math.isnan(a[i]) or math.isnan(b[i]))]
    n_failed = len(a) - len(keep)
    a, b = [a[i] for i in keep], [b[i] for i in keep]
    if not a:
        return RatioStats(0, None, None, None, None, 0, n_identical, n_failed)
    rs = [ratio(x, y, eps) for x, y in zip(a, b, strict=True)]
    floored = sum(1 for x, y in zip(a, b, strict=True) if x < eps or y < eps)
    return RatioStats(
        len(rs),
        statistics.fmean(rs),
        statistics.pstdev(rs),
        statistics.fmean(a),
        statistics.fmean(b),
        floored,
        n_identical,
        n_failed,
    )


@dataclass(frozen=True)
class AccuracyStats:
    """How often the gender-aligned hypothesis scored strictly higher; ties count as wrong."""

    n: int
    correct: int
    ties: int
    n_identical: int = 0
    n_failed: int = 0

    @property
    def accuracy(self) -> float | None:
        """Percent of triples right (None without triples)."""
        return 100.0 * self.correct / self.n if self.n else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "n_failed": self.n_failed,
            "correct": self.correct,
            "ties": self.ties,
            "n_identical": self.n_identical,
            "accuracy": self.accuracy,
        }


def accuracy_stats(
    correct: Sequence[float], wrong: Sequence[float], *, n_identical: int = 0
) -> AccuracyStats:
    """Share of ``correct[i] > wrong[i]`` (strict), with the number of ties."""
    if len(correct) != len(wrong):
        raise ValueError(f"{len(correct)} aligned scores for {len(wrong)} misaligned scores")
    keep = [i for i in range(len(correct)) if not (math.isnan(correct[i]) or math.isnan(wrong[i]))]
    n_failed = len(correct) - len(keep)
    correct, wrong = [correct[i] for i in keep], [wrong[i] for i in keep]
    right = sum(1 for c, w in zip(correct, wrong, strict=True) if c > w)
    ties = sum(1 for c, w in zip(correct, wrong, strict=True) if c == w)
    return AccuracyStats(len(correct), right, ties, n_identical, n_failed)


def macro_average(values: Iterable[float | None]) -> float | None:
    """Mean of the values that are not None (None if there are none): the paper's "Avg."."""
    vs = [v for v in values if v is not None]
    return statistics.fmean(vs) if vs else None


# --------------------------------------------------------------------------- evaluation


@dataclass(frozen=True)
class ExplicitMiss:
    """One explicit triple scored wrong: ``q_correct <= q_wrong`` (or a score missing)."""

    item: ExplicitItem
    q_correct: float | None
    q_wrong: float | None

    def to_text(self) -> str:
        def q(x: float | None) -> str:
            return "-" if x is None else f"{x:.4f}"

        return (
            f"line {self.item.line} ({self.item.source_gender} source): "
            f"q(correct) {q(self.q_correct)} <= q(wrong) {q(self.q_wrong)}\n"
            f"  source:  {self.item.source}\n  correct: {self.item.correct}\n  wrong:   {self.item.wrong}"
        )


@dataclass(frozen=True)
class ColumnResult:
    """One column of a setting's table."""

    key: str
    dataset: str
    lang: str
    data_version: str
    data_sha: str
    stats: RatioStats | AccuracyStats
    by_source_gender: dict[str, AccuracyStats] = field(default_factory=dict)
    #: Bootstrap interval of the column's value (mean ratio, or accuracy in percent).
    interval: Interval | None = None
    #: One-sided t-test that the mean ratio is below 1 (ratio settings; None if undefined).
    p_value: float | None = None
    #: Explicit setting: per-gender error rates with intervals.
    error_rates: ErrorRates | None = None
    #: Per-item values: ratios (None: failed), or per line ``[feminine, masculine]`` correct
    #: (1), wrong (0) or failed (None). What ``qe bench --compare`` pairs.
    values: tuple[Any, ...] = ()
    #: Fingerprint of the items (their texts, in order): two results are paired only if equal.
    items_sha: str = ""
    #: Explicit setting: the triples scored wrong whose hypotheses differ (ties of identical
    #: hypotheses left out), with both scores; what ``qe bench --show-misses`` prints. Not saved.
    misses: tuple[ExplicitMiss, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "key": self.key,
            "dataset": self.dataset,
            "lang": self.lang,
            "data_version": self.data_version,
            "data_sha": self.data_sha,
            **self.stats.to_dict(),
        }
        if self.by_source_gender:
            d["by_source_gender"] = {g: s.to_dict() for g, s in self.by_source_gender.items()}
        if self.interval is not None:
            iv = self.interval.to_dict()
            if isinstance(self.stats, AccuracyStats):
                d["mean"] = self.stats.accuracy  # the cell's value, as for ratio cells
            d["ci_low"], d["ci_high"] = iv["ci_low"], iv["ci_high"]
            if isinstance(self.stats, RatioStats):
                d["p_value"] = self.p_value
        if self.error_rates is not None:
            d.update(self.error_rates.to_dict())
        if self.items_sha:
            d["items_sha"] = self.items_sha
            d["values"] = [list(v) if isinstance(v, tuple) else v for v in self.values]
        return d


@dataclass(frozen=True)
class SettingResult:
    """A setting's table for one method: its columns, the macro average, and the signature."""

    setting: Setting
    method: str
    columns: tuple[ColumnResult, ...]
    average: dict[str, float | None]
    signature: Signature
    n_pairs_scored: int
    #: What the intervals and p-values depend on (resamples, seed, interval, test).
    stats_signature: Signature | None = None
    #: Why some statistic is missing (e.g. no scipy for the t-test), with the remedy.
    notes: tuple[str, ...] = ()
    #: Columns not run (``{"column", "reason"}``): a language the scorer does not support.
    not_run: tuple[dict[str, str], ...] = ()
    #: When ``average`` is over the paper's columns only: the macro average of all columns.
    average_all: dict[str, float | None] | None = None
    #: The columns ``average`` is over, when it is not over all of them.
    average_columns: tuple[str, ...] = ()

    @property
    def metric(self) -> str:
        return "accuracy" if self.setting == "explicit" else "ratio"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "setting": self.setting,
            "title": TITLES[self.setting],
            "metric": self.metric,
            "method": self.method,
            "columns": [c.to_dict() for c in self.columns],
            "average": self.average,
            "n_pairs_scored": self.n_pairs_scored,
            "signature": str(self.signature),
        }
        if self.stats_signature is not None:
            d["stats_signature"] = str(self.stats_signature)
        if self.average_all is not None:
            d["average_columns"] = list(self.average_columns)
            d["average_all"] = self.average_all
        if self.not_run:
            d["not_run"] = [dict(x) for x in self.not_run]
        if self.notes:
            d["notes"] = list(self.notes)
        return d


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


# --------------------------------------------------------------------------- text


def _f(x: float | None, digits: int) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def format_markdown(result: SettingResult) -> str:
    """The setting's table as Markdown, the paper's layout (one row per method), with notes."""
    cols = result.columns
    head = ["Method", *(c.key.upper() if ":" not in c.key else c.key for c in cols), "Avg."]
    cells: list[str] = [result.method]
    if result.setting == "explicit":
        cells += [_f(c.stats.accuracy, 1) if isinstance(c.stats, AccuracyStats) else "-" for c in cols]
        cells.append(_f(result.average.get("accuracy"), 1))
    else:
        for c in cols:
            s = c.stats
            cells.append(f"{_f(s.mean, 4)} ({_f(s.std, 4)})" if isinstance(s, RatioStats) else "-")
        cells.append(f"{_f(result.average.get('mean'), 4)} ({_f(result.average.get('std'), 4)})")
    lines = [
        TITLES[result.setting],
        "",
        "| " + " | ".join(head) + " |",
        "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|",
        "| " + " | ".join(cells) + " |",
        "",
        "n: " + ", ".join(f"{c.key} {c.stats.n}" for c in cols),
    ]
    digits = 1 if result.setting == "explicit" else 4
    if any(c.interval is not None for c in cols):
        lines.append(
            "95% CI (bootstrap): "
            + ", ".join(
                f"{c.key} [{_f(c.interval.low, digits)}, {_f(c.interval.high, digits)}]"
                for c in cols
                if c.interval is not None
            )
        )
    if result.setting != "explicit" and any(c.interval is not None for c in cols):
        lines.append("p (t-test, mean ratio < 1): " + ", ".join(f"{c.key} {_p(c.p_value)}" for c in cols))
    if result.setting == "explicit":
        for g in ("feminine", "masculine"):
            parts = [
                f"{c.key} {_f(c.by_source_gender[g].accuracy, 1)}" for c in cols if g in c.by_source_gender
            ]
            lines.append(f"{g} sources: " + ", ".join(parts))
        rates = [(c.key, c.error_rates) for c in cols if c.error_rates is not None]
        if rates:
            lines.append(
                "error rate % F / M [95% CI]: "
                + ", ".join(
                    f"{k} {_f(e.f.estimate, 1)} [{_f(e.f.low, 1)}, {_f(e.f.high, 1)}] / "
                    f"{_f(e.m.estimate, 1)} [{_f(e.m.low, 1)}, {_f(e.m.high, 1)}]"
                    for k, e in rates
                )
            )
        lines.append("ties (counted wrong): " + ", ".join(f"{c.key} {_ties(c)}" for c in cols))
    else:
        floored = [f"{c.key} {c.stats.n_floored}" for c in cols if isinstance(c.stats, RatioStats)]
        lines.append("scores floored: " + ", ".join(floored))
    lines.append("identical hypotheses: " + ", ".join(f"{c.key} {c.stats.n_identical}" for c in cols))
    if result.average_all is not None:
        key = "accuracy" if result.setting == "explicit" else "mean"
        lines.append(
            f"Avg. is over the paper's columns ({', '.join(result.average_columns)}); over all "
            f"{len(cols)} columns: {_f(result.average_all.get(key), digits)}"
        )
    lines += [f"{x['column']}: not run ({x['reason']})" for x in result.not_run]
    lines.append("data: " + ", ".join(f"{c.key} {c.data_version}" for c in cols))
    lines.append(f"signature: {result.signature}")
    if result.stats_signature is not None:
        lines.append(f"statistics: {result.stats_signature}")
    lines += [f"note: {n}" for n in result.notes]
    return "\n".join(lines)


def _p(p: float | None) -> str:
    return "-" if p is None else f"{p:.3g}"


def _ties(c: ColumnResult) -> int:
    return c.stats.ties if isinstance(c.stats, AccuracyStats) else 0
