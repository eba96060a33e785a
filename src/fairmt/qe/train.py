"""Training the embedded QE model (``mini-qe``): data, cached embeddings, features, heads.

The recipe follows COMET's estimator without a reference: a frozen multilingual sentence
encoder embeds the source ``u`` and the translation ``v``; the features are ``u``, ``v``,
``u*v`` and ``|u-v|`` (plus, optionally, their cosine and a length-ratio feature); a small
head trained here regresses MLQE-PE's DA z-score (``z_mean``) from them.

* Data: MLQE-PE sentence-level DA (CC0), the seven WMT20 pairs; ``train`` to fit, ``dev``
  to choose the regularisation and stop early, ``test20`` only to report. WMT23 and the
  gender benchmarks are never read here.
* Embeddings are cached on disk under ``$FAIRMT_CACHE_DIR/qe-embeddings/<encoder>/``
  (never in the data folder), in blocks keyed by the encoder version and the texts, so a
  second training run, or one that was interrupted, does not embed again.
* Heads: ridge regression (closed form) or a one-hidden-layer MLP (Adam, NumPy). Both are
  deterministic for a given seed.
"""

from __future__ import annotations

import csv
import hashlib
import json
import logging
import math
import os
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.errors import DataError, UsageError
from fairmt.qe.encoders import FloatArray, SentenceEncoder
from fairmt.stats import pearson, spearman

log = logging.getLogger(__name__)

F64 = npt.NDArray[np.float64]

MLQE_PAIRS = ("en-de", "en-zh", "et-en", "ne-en", "ro-en", "ru-en", "si-en")
MLQE_SPLITS = ("train", "dev", "test20")

#: Feature blocks, in the order they are concatenated.
FEATURE_BLOCKS = ("u", "v", "prod", "diff", "cos", "len", "surf", "lid", "copy", "align")


# ----------------------------------------------------------------------------------------
# Data
# ----------------------------------------------------------------------------------------
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


# -- gender counterbalance ----------------------------------------------------------------
#: English masculine words and their feminine counterparts: the gender direction of the
#: encoder is the mean embedding difference of training sentences with these words swapped.
EN_MASC_TO_FEM = {
    "he": "she",
    "him": "her",
    "his": "her",
    "himself": "herself",
    "man": "woman",
    "men": "women",
    "boy": "girl",
    "boys": "girls",
    "father": "mother",
    "son": "daughter",
    "sons": "daughters",
    "brother": "sister",
    "brothers": "sisters",
    "husband": "wife",
    "king": "queen",
    "mr": "mrs",
    "sir": "madam",
    "gentleman": "lady",
    "gentlemen": "ladies",
    "uncle": "aunt",
    "nephew": "niece",
    "grandfather": "grandmother",
}
_EN_MASC = re.compile(r"\b(" + "|".join(EN_MASC_TO_FEM) + r")\b", re.IGNORECASE)


def feminise_en(text: str) -> str:
    """``text`` with the masculine words of :data:`EN_MASC_TO_FEM` made feminine (case kept)."""

    def swap(m: re.Match[str]) -> str:
        word = m.group(0)
        fem = EN_MASC_TO_FEM[word.lower()]
        if word.isupper() and len(word) > 1:
            return fem.upper()
        return fem.capitalize() if word[:1].isupper() else fem

    return _EN_MASC.sub(swap, text)


def gender_direction(encoder: SentenceEncoder, texts: Sequence[str], limit: int = 2000) -> tuple[F64, int]:
    """The unit vector of the mean ``embed(feminised) - embed(original)`` over English ``texts``
    with a masculine word (the first ``limit`` of them, in order), and how many were used."""
    chosen = [t for t in texts if _EN_MASC.search(t)][:limit]
    if not chosen:
        raise DataError("no English training sentence with a masculine word to estimate the gender direction")
    a = embed_cached(encoder, chosen).astype(np.float64)
    b = embed_cached(encoder, [feminise_en(t) for t in chosen]).astype(np.float64)
    d = (b - a).mean(axis=0)
    return d / np.linalg.norm(d), len(chosen)


def reflect(x: FloatArray, g: F64) -> FloatArray:
    """``x`` reflected across the hyperplane orthogonal to the unit vector ``g`` (its component
    along ``g`` negated; norms and the cosine of two reflected vectors are kept)."""
    x64 = x.astype(np.float64)
    out: FloatArray = (x64 - 2.0 * np.outer(x64 @ g, g)).astype(np.float32)
    return out


# ----------------------------------------------------------------------------------------
# Embedding cache
# ----------------------------------------------------------------------------------------
def embedding_cache_dir(encoder: SentenceEncoder) -> Path:
    from fairmt.align.cache import cache_root

    safe = "".join(c if c.isalnum() or c in "-_.@" else "_" for c in encoder.version())
    return cache_root() / "qe-embeddings" / safe


def embed_cached(
    encoder: SentenceEncoder,
    texts: Sequence[str],
    *,
    block: int = 1000,
    batch_size: int = 64,
    cache_dir: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> FloatArray:
    """``encoder.encode(texts)``, read from / written to the disk cache in blocks of ``block`` texts."""
    root = cache_dir if cache_dir is not None else embedding_cache_dir(encoder)
    out = np.empty((len(texts), encoder.dim), dtype=np.float32)
    for start in range(0, len(texts), block):
        chunk = list(texts[start : start + block])
        h = hashlib.sha256(encoder.version().encode())
        for t in chunk:
            h.update(t.encode("utf-8", "surrogatepass"))
            h.update(b"\x00")
        path = root / f"{h.hexdigest()[:32]}.npy"
        vecs: FloatArray | None = None
        if path.is_file():
            try:
                loaded = np.load(path, allow_pickle=False)
                if loaded.shape == (len(chunk), encoder.dim) and loaded.dtype == np.float32:
                    vecs = loaded
            except (OSError, ValueError):
                vecs = None
            if vecs is None:
                log.warning("ignoring a damaged embedding cache file: %s", path)
        if vecs is None:
            vecs = encoder.encode(chunk, batch_size=batch_size)
            _save_npy(path, vecs)
        out[start : start + len(chunk)] = vecs
        if progress is not None:
            progress(start + len(chunk), len(texts))
    return out


def _save_npy(path: Path, arr: FloatArray) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".npy")
        with os.fdopen(fd, "wb") as fh:
            np.save(fh, arr, allow_pickle=False)
        os.replace(tmp, path)
    except OSError as e:
        log.debug("embedding cache not written (%s): %s", path, e)


# ----------------------------------------------------------------------------------------
# Features
# ----------------------------------------------------------------------------------------
def length_features(srcs: Sequence[str], mts: Sequence[str]) -> F64:
    """``log((len(mt)+1)/(len(src)+1))`` in characters, and its absolute value."""
    a = np.array([len(s.strip()) for s in srcs], dtype=np.float64)
    b = np.array([len(t.strip()) for t in mts], dtype=np.float64)
    r = np.log((b + 1.0) / (a + 1.0))
    return np.stack([r, np.abs(r)], axis=1)


_NUM = re.compile(r"\d+(?:[.,:]\d+)*")
_WORD = re.compile(r"\w+")
_PUNCT = '?!:;()"%$€£/'
#: Names of the columns of :func:`surface_features`, in order.
SURFACE_COLUMNS = (
    "num_lost",
    "num_added",
    "name_lost",
    "copied",
    "identical",
    "word_ratio",
    "punct_diff",
    "end_mismatch",
    "repeat_diff",
    "src_log_chars",
    "src_kchars",
)


def _numbers(text: str) -> set[str]:
    return {re.sub(r"[.,:]", "", n) for n in _NUM.findall(text)}


def _share_missing(wanted: set[str], present: set[str]) -> float:
    return len(wanted - present) / len(wanted) if wanted else 0.0


def _repeat_share(words: list[str]) -> float:
    return 1.0 - len(set(words)) / len(words) if words else 0.0


def surface_features(srcs: Sequence[str], mts: Sequence[str]) -> F64:
    """Cheap, language-independent signs of adequacy errors, one row per pair (:data:`SURFACE_COLUMNS`).

    * ``num_lost`` / ``num_added``: share of the source's numbers missing from the
      translation, and of the translation's numbers not in the source (digits compared with
      their separators removed: "6,000" = "6000" = "6.000");
    * ``name_lost``: share of the source's capitalised words that are not sentence-initial
      (mostly names) with no case-insensitive copy in the translation -- names are copied in
      the pairs of this toolkit (Latin-script targets); a target in another script loses all of
      them, which the head learns per script from the embeddings;
    * ``copied``: share of the translation's words of 4+ letters that are source words
      (untranslated text), and ``identical`` (1 when the translation is the source);
    * ``word_ratio``: |log| of the word-count ratio; ``punct_diff``: the absolute difference of
      the counts of ``?!:;()"%$€£/`` over their larger count + 1; ``end_mismatch``: 1 when the
      final punctuation character differs (".", "?", "!" or none);
    * ``repeat_diff``: share of repeated words in the translation minus that in the source
      (a looping translation repeats itself);
    * ``src_log_chars``, ``src_kchars``: the source's length (log of 1 + its characters, and
      thousands of characters). MQM scores count errors, and a longer segment has more words
      to get wrong: on MQM data the length alone correlates with the score, while a DA score is
      per sentence. The *source's* length, not the translation's: it is the same for every
      system that translated the segment, so it moves no system against another, whereas
      "a longer translation scores lower" would punish the systems that leave nothing out
      (the length *ratio* is in ``word_ratio`` and the ``len`` block).

    Words are ``\\w+`` runs, so scripts without spaces (Chinese) give one "word" per run:
    the word features are then coarse but still defined.
    """
    rows: list[list[float]] = []
    for src, mt in zip(srcs, mts, strict=True):
        sw, mw = _WORD.findall(src), _WORD.findall(mt)
        sl, ml = [w.lower() for w in sw], [w.lower() for w in mw]
        names = {w.lower() for i, w in enumerate(sw) if i > 0 and w[:1].isupper() and w.isalpha()}
        long_mt = [w for w in ml if len(w) >= 4 and w.isalpha()]
        src_set = set(sl)
        copied = sum(1 for w in long_mt if w in src_set) / len(long_mt) if long_mt else 0.0
        ps = sum(src.count(c) for c in _PUNCT)
        pm = sum(mt.count(c) for c in _PUNCT)
        end_s = src.strip()[-1:] if src.strip()[-1:] in (".", "?", "!") else ""
        end_m = mt.strip()[-1:] if mt.strip()[-1:] in (".", "?", "!") else ""
        rows.append(
            [
                _share_missing(_numbers(src), _numbers(mt)),
                _share_missing(_numbers(mt), _numbers(src)),
                _share_missing(names, set(ml)),
                copied,
                1.0 if src.strip() == mt.strip() else 0.0,
                abs(math.log((len(mw) + 1.0) / (len(sw) + 1.0))),
                abs(ps - pm) / (max(ps, pm) + 1.0),
                0.0 if end_s == end_m else 1.0,
                _repeat_share(ml) - _repeat_share(sl),
                math.log1p(len(src.strip())),
                len(src.strip()) / 1000.0,
            ]
        )
    return np.array(rows, dtype=np.float64).reshape(len(rows), len(SURFACE_COLUMNS))


def feature_penalty(blocks: Sequence[str], dim: int, scalar_penalty: float) -> F64:
    """Ridge penalty factors: 1 for the embedding blocks, ``scalar_penalty`` for ``cos`` and ``len``."""
    from fairmt.qe.features_xl import XL_BLOCKS

    sizes = {"u": dim, "v": dim, "prod": dim, "diff": dim, "cos": 1, "len": 2, "surf": len(SURFACE_COLUMNS)}
    sizes.update({b: hi - lo for b, (lo, hi) in XL_BLOCKS.items()})
    parts = [
        np.full(sizes[b], 1.0 if sizes[b] == dim else scalar_penalty) for b in FEATURE_BLOCKS if b in blocks
    ]
    return np.concatenate(parts) if parts else np.zeros(0)


def build_features(
    u: FloatArray, v: FloatArray, srcs: Sequence[str], mts: Sequence[str], blocks: Sequence[str]
) -> F64:
    """The feature matrix: the named ``blocks`` of :data:`FEATURE_BLOCKS`, concatenated in that order."""
    unknown = [b for b in blocks if b not in FEATURE_BLOCKS]
    if unknown:
        raise UsageError(f"unknown feature block(s) {unknown}; known: {', '.join(FEATURE_BLOCKS)}")
    u64, v64 = u.astype(np.float64), v.astype(np.float64)
    parts: list[F64] = []
    for name in FEATURE_BLOCKS:
        if name not in blocks or name in ("lid", "copy", "align"):
            continue
        if name == "u":
            parts.append(u64)
        elif name == "v":
            parts.append(v64)
        elif name == "prod":
            parts.append(u64 * v64)
        elif name == "diff":
            parts.append(np.abs(u64 - v64))
        elif name == "cos":
            parts.append(np.sum(u64 * v64, axis=1, keepdims=True))
        elif name == "len":
            parts.append(length_features(srcs, mts))
        elif name == "surf":
            parts.append(surface_features(srcs, mts))
    xl = [b for b in ("lid", "copy", "align") if b in blocks]
    if xl:  # computed together (they share the tokenisation); last in FEATURE_BLOCKS' order
        from fairmt.qe.features_xl import xl_features

        parts.append(xl_features(srcs, mts, xl))
    return np.concatenate(parts, axis=1) if parts else np.zeros((len(u), 0))


# ----------------------------------------------------------------------------------------
# Heads
# ----------------------------------------------------------------------------------------
@dataclass
class Head:
    """A fitted head: standardisation, then ridge (``W1`` only) or MLP (``W1``/``b1``/``w2``/``b2``)."""

    kind: str
    mean: F64
    std: F64
    params: dict[str, F64] = field(default_factory=dict)

    def predict(self, x: F64) -> F64:
        z = (x - self.mean) / self.std
        if self.kind == "ridge":
            out: F64 = z @ self.params["w"] + self.params["b"]
            return out
        h = np.maximum(z @ self.params["W1"] + self.params["b1"], 0.0)
        out = h @ self.params["w2"] + self.params["b2"]
        return out

    def arrays(self) -> dict[str, F64]:
        return {"mean": self.mean, "std": self.std, **self.params}

    @classmethod
    def from_arrays(cls, kind: str, arrays: dict[str, F64]) -> Head:
        params = {k: v for k, v in arrays.items() if k not in ("mean", "std")}
        return cls(kind, arrays["mean"], arrays["std"], params)


def _standardiser(x: F64) -> tuple[F64, F64]:
    mean = x.mean(axis=0)
    std = x.std(axis=0)
    std[std < 1e-8] = 1.0
    return mean, std


def fit_ridge(x: F64, y: F64, alpha: float, penalty: F64 | None = None) -> Head:
    """Ridge on standardised features; the intercept is not penalised.

    ``penalty`` scales ``alpha`` per feature (default 1 everywhere); 0 leaves a feature unshrunk.
    """
    return fit_ridge_path(x, y, (alpha,), penalty)[0]


def fit_ridge_path(
    x: F64,
    y: F64,
    alphas: Sequence[float],
    penalty: F64 | None = None,
    sample_weight: F64 | None = None,
) -> list[Head]:
    """:func:`fit_ridge` for each of ``alphas``, sharing the standardisation and the Gram matrix.

    ``sample_weight`` (rescaled to sum to the number of rows, so that ``alpha`` keeps its
    meaning) weights each row's squared error; the intercept is then the weighted mean. The
    standardisation stays unweighted (it only rescales the features).
    """
    if sample_weight is not None:
        return _fit_weighted_ridge_path(x, y, alphas, penalty, sample_weight)
    mean, std = _standardiser(x)
    z = (x - mean) / std
    ym = float(y.mean())
    gram = z.T @ z
    rhs = z.T @ (y - ym)
    pen = np.ones(z.shape[1]) if penalty is None else np.asarray(penalty, dtype=np.float64)
    pen = np.maximum(pen, 1e-6)  # an unshrunk feature still gets a tiny ridge: no singular system
    heads = []
    for alpha in alphas:
        w = np.asarray(np.linalg.solve(gram + np.diag(alpha * pen), rhs), dtype=np.float64)
        heads.append(Head("ridge", mean, std, {"w": w, "b": np.array(ym)}))
    return heads


def _fit_weighted_ridge_path(
    x: F64, y: F64, alphas: Sequence[float], penalty: F64 | None, sample_weight: F64
) -> list[Head]:
    mean, std = _standardiser(x)
    z = (x - mean) / std
    w = np.asarray(sample_weight, dtype=np.float64)
    w = w * (len(w) / w.sum())
    zw = (w @ z) / w.sum()
    yw = float(w @ y) / float(w.sum())
    zc = z - zw
    gram = zc.T @ (zc * w[:, None])
    rhs = zc.T @ (w * (y - yw))
    pen = np.ones(z.shape[1]) if penalty is None else np.asarray(penalty, dtype=np.float64)
    pen = np.maximum(pen, 1e-6)
    heads = []
    for alpha in alphas:
        coef = np.asarray(np.linalg.solve(gram + np.diag(alpha * pen), rhs), dtype=np.float64)
        # Predictions use (x - mean)/std @ w + b, so the weighted centring goes into b.
        heads.append(Head("ridge", mean, std, {"w": coef, "b": np.array(yw - float(zw @ coef))}))
    return heads


def fit_mlp(
    x: F64,
    y: F64,
    *,
    hidden: int,
    seed: int,
    epochs: int,
    lr: float = 1e-3,
    weight_decay: float = 1e-4,
    dropout: float = 0.1,
    batch: int = 64,
    dev: Callable[[Head], float] | None = None,
) -> tuple[Head, list[float]]:
    """A one-hidden-layer ReLU MLP trained with Adam on MSE; keeps the epoch with the best ``dev`` score."""
    rng = np.random.default_rng(seed)
    mean, std = _standardiser(x)
    z = (x - mean) / std
    n, d = z.shape
    p: dict[str, F64] = {
        "W1": rng.normal(0.0, math.sqrt(2.0 / d), size=(d, hidden)),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0.0, math.sqrt(1.0 / hidden), size=hidden),
        "b2": np.array(float(y.mean())),
    }
    m = {k: np.zeros_like(v) for k, v in p.items()}
    s = {k: np.zeros_like(v) for k, v in p.items()}
    b1, b2, eps = 0.9, 0.999, 1e-8
    step = 0
    best: tuple[float, dict[str, F64]] | None = None
    history: list[float] = []
    for _epoch in range(epochs):
        order = rng.permutation(n)
        for i in range(0, n, batch):
            idx = order[i : i + batch]
            xb, yb = z[idx], y[idx]
            pre = xb @ p["W1"] + p["b1"]
            h = np.maximum(pre, 0.0)
            if dropout > 0:
                keep = (rng.random(h.shape) >= dropout) / (1.0 - dropout)
                h = h * keep
            else:
                keep = np.ones_like(h)
            out = h @ p["w2"] + p["b2"]
            g_out = 2.0 * (out - yb) / len(idx)
            grads: dict[str, F64] = {"w2": h.T @ g_out, "b2": np.array(g_out.sum())}
            g_h = np.outer(g_out, p["w2"]) * keep * (pre > 0)
            grads["W1"] = xb.T @ g_h
            grads["b1"] = g_h.sum(axis=0)
            step += 1
            for k in p:
                g = grads[k]
                if k in ("W1", "w2"):
                    g = g + weight_decay * p[k]
                m[k] = b1 * m[k] + (1 - b1) * g
                s[k] = b2 * s[k] + (1 - b2) * g * g
                mh = m[k] / (1 - b1**step)
                sh = s[k] / (1 - b2**step)
                p[k] = p[k] - lr * mh / (np.sqrt(sh) + eps)
        head = Head("mlp", mean, std, {k: v.copy() for k, v in p.items()})
        score = dev(head) if dev is not None else -float(np.mean((head.predict(x) - y) ** 2))
        history.append(score)
        if best is None or score > best[0]:
            best = (score, head.params)
    assert best is not None
    return Head("mlp", mean, std, best[1]), history


# ----------------------------------------------------------------------------------------
# The training run
# ----------------------------------------------------------------------------------------
@dataclass
class PairData:
    """One source's split, embedded. ``pair`` names the source (an MLQE-PE pair, or a source of
    :func:`read_source`); ``group`` is its family for model selection (``mlqe`` or ``mqm``)."""

    pair: str
    split: str
    examples: list[QEExample]
    u: FloatArray
    v: FloatArray
    group: str = "mlqe"
    weight: float = 1.0

    @property
    def y(self) -> F64:
        return np.array([e.z for e in self.examples], dtype=np.float64)

    def features(self, blocks: Sequence[str]) -> F64:
        return build_features(
            self.u, self.v, [e.src for e in self.examples], [e.mt for e in self.examples], blocks
        )


def load_split(
    encoder: SentenceEncoder,
    data_root: str | Path,
    pair: str,
    split: str,
    *,
    limit: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> PairData:
    source = pair if ":" in pair or pair in MQM_SOURCES else f"mlqe:{pair}"
    examples = read_source(data_root, source, split)
    if limit is not None:
        examples = examples[:limit]
    t0 = time.perf_counter()
    u = embed_cached(encoder, [e.src for e in examples])
    v = embed_cached(encoder, [e.mt for e in examples])
    if progress is not None:
        progress(f"{pair} {split}: {len(examples)} pairs embedded in {time.perf_counter() - t0:.1f} s")
    group = "mlqe" if source.startswith("mlqe:") else "mqm"
    return PairData(pair, split, examples, u, v, group)


def evaluate(predict: Callable[[PairData], F64], data: Sequence[PairData]) -> dict[str, dict[str, float]]:
    """Pearson and Spearman of the predictions against ``z_mean``, per pair."""
    out: dict[str, dict[str, float]] = {}
    for d in data:
        p = predict(d)
        out[d.pair] = {"pearson": round(pearson(p, d.y), 4), "spearman": round(spearman(p, d.y), 4)}
    return out


def _selection_r(r: float) -> float:
    """r for choosing a head: an undefined r (a constant prediction: NaN) counts as 0.

    A head that predicts one value learned nothing, which is what r = 0 says; NaN would stop
    the comparison (``s > nan`` is false, ``np.argmax`` picks NaN), so it is mapped here and
    only here. The reported metrics keep NaN (:mod:`fairmt.stats`).
    """
    return 0.0 if math.isnan(r) else r


def mean_pearson(metrics: dict[str, dict[str, float]]) -> float:
    return float(np.mean([m["pearson"] for m in metrics.values()]))


def dump_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=1, sort_keys=False)


#: TrainConfig keys added after mini-qe-3 and their defaults (see :meth:`TrainConfig.to_json`).
_LATER_KEYS: dict[str, Any] = {"eval_limit": None, "calibrate": False, "fallback": None}


@dataclass
class TrainConfig:
    """Everything that decides the trained head (recorded in its JSON)."""

    version: str = "mini-qe-2"
    encoder: str = "use-m3"
    features: tuple[str, ...] = ("u", "v", "prod", "diff", "cos", "len")
    head: str = "ridge"
    hidden: int = 128
    epochs: int = 12
    lr: float = 1e-3
    weight_decay: float = 1e-4
    dropout: float = 0.1
    alphas: tuple[float, ...] = (100.0, 300.0, 1000.0, 3000.0, 10000.0, 30000.0, 100000.0)
    #: Ridge penalty factor of the scalar features (cosine, length ratio): 0 = not shrunk.
    scalar_penalty: float = 0.0
    seed: int = 0
    pairs: tuple[str, ...] = MLQE_PAIRS
    #: MQM sources trained on beside the MLQE-PE ``pairs`` (:func:`read_source` names).
    sources: tuple[str, ...] = ()
    #: Weight of each row of ``sources`` relative to an MLQE-PE row in the ridge loss.
    source_weight: float = 1.0
    #: Standardise each source's targets with its own train mean and standard deviation, so
    #: that DA z-scores and MQM error counts share one scale (needed when ``sources`` is set).
    standardise_targets: bool = False
    #: Add gender-reflected copies of the training pairs (:func:`reflect`), see :func:`train_mini_qe`.
    gender_reflection: bool = False
    #: First N training rows of each MLQE-PE pair (the MQM sources are always read whole).
    train_limit: int | None = None
    #: First N dev and test20 rows of each MLQE-PE pair (selection and report on a subset: e5 heads).
    eval_limit: int | None = None
    #: Declare the normalised scale from the dev predictions (:func:`calibrated_scale`)
    #: instead of the training targets' range.
    calibrate: bool = False
    #: A packaged head that scores the pairs this head's encoder does not cover (its scripts).
    fallback: str | None = None
    #: Free text recorded in the JSON (what this head is for).
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        """The config as JSON values (recorded as ``config`` in the weights' JSON).

        Keys added after mini-qe-3 are written only when they differ from their default, so
        an older head's recorded config rebuilds its JSON byte for byte.
        """
        from dataclasses import asdict

        out = {k: list(v) if isinstance(v, tuple) else v for k, v in asdict(self).items()}
        for key, default in _LATER_KEYS.items():
            if out.get(key) == default:
                del out[key]
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> TrainConfig:
        """The config a weights JSON recorded (``config``): ``fairmt qe train --config`` rebuilds it."""
        from dataclasses import fields

        known = {f.name for f in fields(cls)}
        unknown = sorted(set(obj) - known)
        if unknown:
            raise UsageError(f"unknown training config key(s) {unknown}")
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in obj.items()}
        return cls(**values)

    def head_params(self) -> dict[str, Any]:
        if self.head == "ridge":
            return {"kind": "ridge", "alphas": list(self.alphas), "scalar_penalty": self.scalar_penalty}
        return {
            "kind": "mlp",
            "hidden": self.hidden,
            "epochs": self.epochs,
            "lr": self.lr,
            "weight_decay": self.weight_decay,
            "dropout": self.dropout,
            "activation": "relu",
            "optimiser": "adam, batch 64, MSE, best dev epoch kept",
        }


def length_ratio_scores(data: PairData) -> F64:
    """The trivial baseline (:class:`fairmt.qe.length_ratio.LengthRatio`) on one split."""
    from fairmt.qe.length_ratio import LengthRatio

    return np.array(LengthRatio().score_raw([(e.src, e.mt) for e in data.examples]), dtype=np.float64)


def fit_head(
    cfg: TrainConfig,
    train: Sequence[PairData],
    dev: Sequence[PairData],
    progress: Callable[[str], None] | None = None,
) -> tuple[Head, dict[str, Any]]:
    """Fit the head of ``cfg`` on ``train``; ``dev`` chooses ridge's alpha or the MLP's epoch."""
    x = np.concatenate([d.features(cfg.features) for d in train])
    y = np.concatenate([d.y for d in train])
    weights = np.concatenate([np.full(len(d.examples), d.weight) for d in train])
    dev_x = [(d.features(cfg.features), d) for d in dev]
    groups = sorted({d.group for d in dev})

    def dev_score(head: Head) -> float:
        # The mean over the dev sets of each group (MLQE-PE DA, MQM), then over the groups:
        # seven MLQE-PE pairs do not outvote the MQM sets (one group: the plain mean).
        per_group = [
            np.mean([_selection_r(pearson(head.predict(fx), d.y)) for fx, d in dev_x if d.group == g])
            for g in groups
        ]
        return float(np.mean(per_group))

    if cfg.head == "ridge":
        best: tuple[float, float, Head] | None = None
        pen = feature_penalty(cfg.features, train[0].u.shape[1], cfg.scalar_penalty)
        sw = None if bool(np.all(weights == 1.0)) else weights
        for alpha, head in zip(cfg.alphas, fit_ridge_path(x, y, cfg.alphas, pen, sw), strict=True):
            s = dev_score(head)
            if progress is not None:
                progress(f"ridge alpha={alpha:g}: dev mean Pearson {s:.4f}")
            if best is None or s > best[0]:
                best = (s, alpha, head)
        assert best is not None
        return best[2], {"alpha": best[1], "dev_mean_pearson": round(best[0], 4)}
    if cfg.head == "mlp":
        head, history = fit_mlp(
            x,
            y,
            hidden=cfg.hidden,
            seed=cfg.seed,
            epochs=cfg.epochs,
            lr=cfg.lr,
            weight_decay=cfg.weight_decay,
            dropout=cfg.dropout,
            dev=dev_score,
        )
        if progress is not None:
            progress("mlp dev mean Pearson per epoch: " + " ".join(f"{h:.4f}" for h in history))
        best_epoch = int(np.argmax(history)) + 1
        return head, {"best_epoch": best_epoch, "dev_mean_pearson": round(max(history), 4)}
    raise UsageError(f"unknown head {cfg.head!r}; known: ridge, mlp")


def raw_scale_of(y: F64) -> tuple[float, float]:
    """The declared raw range: the 0.5% and 99.5% quantiles of the training targets, widened to 0.5 steps."""
    lo = math.floor(float(np.quantile(y, 0.005)) * 2.0) / 2.0
    hi = math.ceil(float(np.quantile(y, 0.995)) * 2.0) / 2.0
    return lo, hi


def calibrated_scale(reference: F64, raw_range: tuple[float, float]) -> dict[str, Any]:
    """The normalised scale of a head, centred on its predictions on a fixed reference set.

    The raw score is a predicted standardised quality (0 = the mean translation of the
    training data), clipped to ``raw_range``. The normalised score is linear in it,
    ``(raw - lo) / (hi - lo)`` with ``[lo, hi] = [center - h, center + h]``: ``center`` is the
    median of the head's predictions on the reference set (the held-out dev parts of its
    training sources), so the median reference translation scores 0.5, and ``h`` the larger
    distance from ``center`` to an end of ``raw_range``, so no raw score is clipped by the
    normalisation. The reference set's normalised quantiles are recorded.

    Why linear and unclipped (measured, see the README): users average normalised scores per
    system and ``fairmt qe meta`` correlates them, so any squashing of the tails changes
    system rankings and Pearson. A logistic (median -> 0.5, 2.5th/97.5th percentiles -> 0.1/0.9)
    and a linear map over the 2.5th-97.5th percentiles (clipped) were tried on mini-qe-4 and
    cut WMT23 system accuracy from 0.59 to 0.45 and segment Pearson from 0.58 to 0.39, with
    the head unchanged. FairQE's ``fair`` aggregation measures score differences in the
    backbone's gender unit and maps a judge onto the backbone's own 2.5th-97.5th percentile
    range (:mod:`fairmt.fairqe.calibration`), so α means the same on every backbone whatever
    this scale is.
    """
    center = round(float(np.median(reference)), 4)
    half = max(center - raw_range[0], raw_range[1] - center)
    lo, hi = round(center - half, 4), round(center + half, 4)
    norm = np.clip((reference - lo) / (hi - lo), 0.0, 1.0)
    return {
        "kind": "linear",
        "scale": [lo, hi],
        "center": center,
        "reference": "the dev parts of the training sources (model selection data), all rows",
        "rows": len(reference),
        "target": "the reference median -> 0.5, linear, the whole raw range inside [0, 1]",
        "reference_normalised": {
            q: round(float(np.percentile(norm, p)), 4)
            for q, p in (("p2.5", 2.5), ("p25", 25.0), ("median", 50.0), ("p75", 75.0), ("p97.5", 97.5))
        },
    }


def train_mini_qe(
    cfg: TrainConfig,
    data_root: str | Path,
    output_dir: str | Path,
    *,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Train a head, evaluate it on MLQE-PE test20 beside length-ratio, write ``<version>.npz/.json``."""
    from fairmt.qe.encoders import get_encoder

    t0 = time.perf_counter()
    encoder = get_encoder(cfg.encoder)
    unknown = [p for p in cfg.pairs if p not in MLQE_PAIRS]
    if unknown:
        raise UsageError(f"unknown MLQE-PE pair(s) {unknown}; known: {', '.join(MLQE_PAIRS)}")

    if cfg.fallback:
        from fairmt.qe.mini_qe import weights_meta

        weights_meta(cfg.fallback)  # an unknown fallback head stops here, before any embedding
    bad = [x for x in cfg.sources if x.partition(":")[0] not in (*MQM_SOURCES, "mlqe")]
    if bad:
        raise UsageError(f"unknown training source(s) {bad}; known: {', '.join(MQM_SOURCES)}")

    def load(split: str, limit: int | None = None, names: Sequence[str] = cfg.pairs) -> list[PairData]:
        return [load_split(encoder, data_root, p, split, limit=limit, progress=progress) for p in names]

    train = load("train", cfg.train_limit)
    dev, test = load("dev", cfg.eval_limit), load("test20", cfg.eval_limit)
    train += load("train", None, cfg.sources)
    dev += load("dev", None, cfg.sources)
    scaling: dict[str, list[float]] = {}
    if cfg.standardise_targets:
        for d in train:
            y = d.y
            scaling[d.pair] = [round(float(y.mean()), 6), round(float(y.std()), 6)]
        for d in (*train, *dev, *test):
            m, sd = scaling[d.pair]
            d.examples = standardise(d.examples, m, sd)
    for d in train:
        d.weight = 1.0 if d.group == "mlqe" else cfg.source_weight
    gender_note: dict[str, Any] | None = None
    if cfg.gender_reflection:
        # Counterbalance: every training pair also enters with both embeddings reflected along
        # the encoder's gender direction (same target, same surface features), so the head
        # cannot learn "a masculine translation scores higher" from its data; the cosine of
        # the two sides, i.e. whether their genders agree, is unchanged by the reflection.
        english = [e.src for d in train if d.pair.startswith("en-") for e in d.examples]
        english += [e.mt for d in train if d.pair.endswith("-en") for e in d.examples]
        g, n_dir = gender_direction(encoder, english)
        train = train + [
            PairData(d.pair, d.split, d.examples, reflect(d.u, g), reflect(d.v, g), d.group, d.weight)
            for d in train
        ]
        gender_note = {
            "method": "reflected copies of every training pair along the gender direction",
            "direction_from": f"{n_dir} English training sentences with a masculine word, feminised",
            "words": len(EN_MASC_TO_FEM),
        }
    t_embed = time.perf_counter() - t0
    head, selection = fit_head(cfg, train, dev, progress)
    lo, hi = raw_scale_of(np.concatenate([d.y for d in train]))

    def predict(d: PairData) -> F64:
        return np.clip(head.predict(d.features(cfg.features)), lo, hi)

    metrics = {
        "dev": evaluate(predict, dev),
        "test20": evaluate(predict, test),
        "length_ratio_test20": evaluate(length_ratio_scores, test),
    }
    arrays = {k: np.asarray(v, dtype=np.float32) for k, v in head.arrays().items()}
    buf = _npz_bytes(arrays)
    out = Path(output_dir)
    out.mkdir(parents=True, exist_ok=True)
    weights_file = f"{cfg.version}.npz"
    meta: dict[str, Any] = {
        "name": "mini-qe",
        "version": cfg.version,
        "note": cfg.note,
        "encoder": encoder.name,
        "encoder_version": encoder.version(),
        "features": list(cfg.features),
        "head": cfg.head_params(),
        "selection": selection,
        "raw_scale": [lo, hi],
        "target": (
            "each source's target standardised by its train mean and std (higher is better)"
            if cfg.standardise_targets
            else "MLQE-PE DA z_mean (higher is better)"
        ),
        "training_data": {
            "dataset": "MLQE-PE (WMT20 QE Task 1 DA), CC0-1.0",
            "pairs": list(cfg.pairs),
            "fit": "train" + (f" (first {cfg.train_limit} per pair)" if cfg.train_limit else ""),
            "model_selection": "dev" + (f" (first {cfg.eval_limit} per pair)" if cfg.eval_limit else ""),
            "reported": "test20" + (f" (first {cfg.eval_limit} per pair)" if cfg.eval_limit else ""),
            "examples": int(sum(len(d.examples) for d in train)),
        },
        "seed": cfg.seed,
        "metrics": metrics,
        "weights_file": weights_file,
        "weights_sha256": hashlib.sha256(buf).hexdigest(),
        "seconds": {"embed": round(t_embed, 1), "total": round(time.perf_counter() - t0, 1)},
    }
    if cfg.sources:
        meta["training_data"]["mqm_sources"] = {
            d.pair: {
                "description": SOURCE_DESCRIPTIONS[d.pair.partition(":")[0]],
                "train_rows": len(d.examples),
                "dev_rows": next(len(x.examples) for x in dev if x.pair == d.pair),
            }
            for d in train
            if d.group == "mqm"
        }
        meta["training_data"]["source_weight"] = cfg.source_weight
        meta["training_data"]["never_read"] = NEVER_READ
    if scaling:
        meta["training_data"]["target_scaling"] = scaling
    if gender_note is not None:
        meta["training_data"]["gender_counterbalance"] = gender_note
    if cfg.calibrate:
        meta["calibration"] = calibrated_scale(np.concatenate([predict(d) for d in dev]), (lo, hi))
    if cfg.fallback:
        meta["fallback"] = cfg.fallback
    if cfg.sources or cfg.standardise_targets or cfg.gender_reflection or cfg.calibrate or cfg.fallback:
        # Heads with the new options record their whole config (older JSONs keep their layout).
        meta["config"] = cfg.to_json()
    (out / weights_file).write_bytes(buf)
    (out / f"{cfg.version}.json").write_text(dump_json(meta) + "\n", encoding="utf-8")
    return meta


def _npz_bytes(arrays: dict[str, npt.NDArray[np.float32]]) -> bytes:
    """A deterministic ``.npz`` (sorted members, fixed zip timestamps) of ``arrays``."""
    import io
    import zipfile

    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name in sorted(arrays):
            member = io.BytesIO()
            np.save(member, arrays[name], allow_pickle=False)
            info = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, member.getvalue())
    return raw.getvalue()
