"""The data of the FairQE fairness settings: columns, their items, and the loaders that read them.

Part of :mod:`fairmt.bench.fairness` (which re-exports every name here and documents the three
settings): which datasets and languages each setting offers (:data:`DATASETS`), the paper's
columns and the default ones, the item types (:class:`RatioItem` for the two ratio settings,
:class:`ExplicitItem` for the explicit one), a :class:`Column` of items with the fingerprint of
the files it was read from, and one loader per published file layout (GATE
``XX_2_variants.tsv``, MT-GenEval contextual and counterfactual, an mGeNTE export).

Every loader hashes the names and bytes of the files it reads (12 hex digits of sha256), so a
copy anywhere is named by its release (:data:`KNOWN_VERSIONS`) or, failing that, by its
fingerprint. Which MT-GenEval reference is feminine comes from the derived context-gender
labels (``h_F = original`` if the label is ``female``, else ``flipped``); see the settings'
docstring in :mod:`fairmt.bench.fairness`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from fairmt.data.readers import iter_jsonl
from fairmt.errors import DataError, UsageError

__all__ = [
    "DATASETS",
    "DEFAULT_COLUMNS",
    "KNOWN_VERSIONS",
    "MGENTE_COLUMNS",
    "PAPER_COLUMNS",
    "SETTINGS",
    "AnyColumn",
    "Column",
    "DatasetNotFound",
    "ExplicitItem",
    "ItemT",
    "RatioItem",
    "Setting",
    "gender_marked_tokens",
    "load_column",
    "load_gate",
    "load_mgente",
    "load_mtgeneval_contextual",
    "load_mtgeneval_counterfactual",
    "locate_dataset",
    "read_mgente_file",
    "resolve_columns",
]

_T = TypeVar("_T")

Setting = Literal["fem-masc", "neutral-gendered", "explicit"]
SETTINGS: tuple[Setting, ...] = ("fem-masc", "neutral-gendered", "explicit")


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


class DatasetNotFound(DataError):
    """A dataset folder is not available (not registered, not downloaded, not in ``data_dir``)."""


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
