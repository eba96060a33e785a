"""The data of ``mini-qe`` training: MLQE-PE DA examples and the MQM sources it may also read.

Part of :mod:`fairmt.qe.train` (which re-exports every public name here). MLQE-PE
sentence-level DA (CC0), the seven WMT20 pairs: ``train`` to fit, ``dev`` to choose the
regularisation and stop early, ``test20`` only to report. The MQM sources beyond it
(:data:`MQM_SOURCES`, described in :data:`SOURCE_DESCRIPTIONS`) are none of them an evaluation
set, and each has a held-out dev part used for model selection only (WMT21 split by segment,
so that no dev source sentence is in train; WMT22 QE dev by its last rows); :data:`NEVER_READ`
lists the evaluation sets that training never reads. :func:`standardise` puts a source's
scores on one scale.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fairmt.errors import DataError, UsageError

__all__ = [
    "MLQE_PAIRS",
    "MLQE_SPLITS",
    "MQM_SOURCES",
    "NEVER_READ",
    "SOURCE_DESCRIPTIONS",
    "WMT21_NEWS_DEV_FROM",
    "WMT21_TED_DEV_FROM",
    "WMT22_DEV_LAST",
    "WMT22_DEV_PAIRS",
    "QEExample",
    "mlqe_dir",
    "read_mlqe",
    "read_source",
    "read_wmt21_mqm",
    "read_wmt22_mqm_dev",
    "standardise",
]

MLQE_PAIRS = ("en-de", "en-zh", "et-en", "ne-en", "ro-en", "ru-en", "si-en")
MLQE_SPLITS = ("train", "dev", "test20")


@dataclass(frozen=True)
class QEExample:
    src: str
    mt: str
    z: float
    #: The MT system that wrote ``mt`` ("" when the data does not say): system-level dev checks.
    system: str = ""


def mlqe_dir(data_root: str | Path) -> Path:
    """MLQE-PE's folder under a data root (``<root>/mlqe_pe``), or the folder itself."""
    root = Path(data_root)
    for cand in (root / "mlqe_pe", root):
        if (cand / "direct-assessments").is_dir():
            return cand
    raise DataError("MLQE-PE not found (expected direct-assessments/ under it)", root)


def read_mlqe(data_root: str | Path, pair: str, split: str) -> list[QEExample]:
    """One MLQE-PE DA file: ``(original, translation, z_mean)`` rows, read with quoting off."""
    if pair not in MLQE_PAIRS:
        raise UsageError(f"unknown MLQE-PE pair {pair!r}; known: {', '.join(MLQE_PAIRS)}")
    if split not in MLQE_SPLITS:
        raise UsageError(f"unknown MLQE-PE split {split!r}; known: {', '.join(MLQE_SPLITS)}")
    path = mlqe_dir(data_root) / "direct-assessments" / pair / f"{split}.{pair.replace('-', '')}.df.short.tsv"
    if not path.is_file():
        raise DataError("file not found", path)
    out: list[QEExample] = []
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader, None)
        if header is None:
            raise DataError("empty file", path)
        try:
            i_src, i_mt, i_z = header.index("original"), header.index("translation"), header.index("z_mean")
        except ValueError as e:
            raise DataError(f"missing column ({e})", path, 1) from None
        for lineno, row in enumerate(reader, start=2):
            try:
                out.append(QEExample(row[i_src], row[i_mt], float(row[i_z])))
            except (IndexError, ValueError) as e:
                raise DataError(f"bad row ({e})", path, lineno) from None
    return out


# -- MQM sources (mini-qe-3) ----------------------------------------------------------------
#: Training sources beyond MLQE-PE. None of them is an evaluation set: WMT23 (MQM, side by
#: side), the WMT22 QE MQM *test*, GATE, MT-GenEval and WinoMT are never read here.
MQM_SOURCES = ("wmt21-news-mqm", "wmt21-ted-mqm", "wmt22-qe-mqm-dev")
WMT22_DEV_PAIRS = ("en-de", "en-ru", "zh-en")
#: Held-out dev part of each MQM source (model selection only; never fitted). WMT21 rows are
#: split by segment (whole documents: the rated segments come in document blocks), so no
#: source sentence of dev is in train, for any system; WMT22 QE dev by its last rows.
WMT21_NEWS_DEV_FROM = 847
WMT21_TED_DEV_FROM = 528
WMT22_DEV_LAST = 300


#: What each MQM source is, recorded in the weights' JSON (the data list of the head).
SOURCE_DESCRIPTIONS = {
    "wmt21-news-mqm": (
        "WMT21 newstest en-de Google MQM (wmt21_mqm_ende, Apache-2.0 scores), 16 systems incl. human "
        f"translations; segments {WMT21_NEWS_DEV_FROM}+ held out as dev"
    ),
    "wmt21-ted-mqm": (
        "WMT21 TED talks en-de Google MQM (wmt21_ted_mqm_ende, Apache-2.0 scores), 14 systems; "
        f"segments {WMT21_TED_DEV_FROM}+ held out as dev"
    ),
    "wmt22-qe-mqm-dev": (
        f"WMT22 QE Task 1 MQM dev set (wmt22_qe/task1_mqm/dev); its last {WMT22_DEV_LAST} rows "
        "held out as dev"
    ),
}
#: Evaluation sets that training never reads (recorded in the JSON).
NEVER_READ = [
    "WMT23 MQM (wmt23_mqm_mtme, wmt23_mqm_ende, wmt23_sxs_mqm_ende)",
    "WMT22 QE MQM/DA test",
    "MLQE-PE test20/test21 (reported only)",
    "GATE, MT-GenEval, WinoMT",
]


def _read_joined_mqm(path: Path) -> list[tuple[str, int, QEExample]]:
    """A joined Google MQM TSV (``system, seg_id, source, hypothesis, reference, mqm``)."""
    if not path.is_file():
        raise DataError("file not found", path)
    out: list[tuple[str, int, QEExample]] = []
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh, delimiter="\t")
        for lineno, row in enumerate(reader, start=2):
            try:
                ex = QEExample(row["source"], row["hypothesis"], float(row["mqm"]), row["system"])
                out.append((row["system"], int(row["seg_id"]), ex))
            except (KeyError, TypeError, ValueError) as e:
                raise DataError(f"bad row ({e})", path, lineno) from None
    return out


def read_wmt21_mqm(data_root: str | Path, kind: str, split: str) -> list[QEExample]:
    """WMT21 en-de MQM (``kind`` news or ted), ``split`` train or dev (see :data:`WMT21_NEWS_DEV_FROM`).

    The target is the Google MQM score (minus the weighted error count, higher is better),
    unchanged; every MT system and human translation rated is kept (a human translation with
    errors is as good a training example as a system output).
    """
    root = Path(data_root)
    if kind == "news":
        path, dev_from = root / "wmt21_mqm_ende" / "wmt21_newstest_ende_mqm.tsv", WMT21_NEWS_DEV_FROM
    elif kind == "ted":
        path, dev_from = root / "wmt21_ted_mqm_ende" / "wmt21_ted_ende_mqm.tsv", WMT21_TED_DEV_FROM
    else:
        raise UsageError(f"unknown WMT21 MQM set {kind!r}; known: news, ted")
    if split not in ("train", "dev"):
        raise UsageError(f"unknown split {split!r}; known: train, dev")
    rows = _read_joined_mqm(path)
    return [ex for _sys, seg, ex in rows if (seg >= dev_from) == (split == "dev")]


def read_wmt22_mqm_dev(data_root: str | Path, pair: str, split: str) -> list[QEExample]:
    """WMT22 QE MQM *dev* (never its test): all rows but the last :data:`WMT22_DEV_LAST` = train."""
    if pair not in WMT22_DEV_PAIRS:
        raise UsageError(f"unknown WMT22 QE MQM pair {pair!r}; known: {', '.join(WMT22_DEV_PAIRS)}")
    if split not in ("train", "dev"):
        raise UsageError(f"unknown split {split!r}; known: train, dev")
    path = Path(data_root) / "wmt22_qe" / "task1_mqm" / "dev" / f"{pair}-mqm.2022_dev.csv"
    if not path.is_file():
        raise DataError("file not found", path)
    out: list[QEExample] = []
    with path.open(encoding="utf-8", newline="") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                out.append(QEExample(row["src"], row["mt"], float(row["score"])))
            except (KeyError, TypeError, ValueError) as e:
                raise DataError(f"bad row ({e})", path, lineno) from None
    cut = len(out) - WMT22_DEV_LAST
    return out[:cut] if split == "train" else out[cut:]


def read_source(data_root: str | Path, source: str, split: str) -> list[QEExample]:
    """One training source by name: ``mlqe:<pair>``, ``wmt21-news-mqm``, ``wmt21-ted-mqm``,
    ``wmt22-qe-mqm-dev:<pair>``; ``split`` train, dev (or test20 for MLQE-PE)."""
    kind, _, pair = source.partition(":")
    if kind == "mlqe":
        return read_mlqe(data_root, pair, split)
    if kind == "wmt21-news-mqm":
        return read_wmt21_mqm(data_root, "news", split)
    if kind == "wmt21-ted-mqm":
        return read_wmt21_mqm(data_root, "ted", split)
    if kind == "wmt22-qe-mqm-dev":
        return read_wmt22_mqm_dev(data_root, pair, split)
    raise UsageError(
        f"unknown training source {source!r}; known: mlqe:<pair>, wmt21-news-mqm, wmt21-ted-mqm, "
        "wmt22-qe-mqm-dev:<pair>"
    )


def standardise(examples: Sequence[QEExample], mean: float, std: float) -> list[QEExample]:
    """The targets as ``(z - mean) / std``: DA z-scores and MQM error counts on one scale."""
    return [QEExample(e.src, e.mt, (e.z - mean) / std, e.system) for e in examples]
