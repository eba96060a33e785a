"""The features of ``mini-qe``: how a (source, translation) pair becomes the head's input row.

Part of :mod:`fairmt.qe.train` (which re-exports every public name here). The recipe follows
COMET's estimator without a reference: from the frozen encoder's embeddings ``u`` (source)
and ``v`` (translation), the blocks ``u``, ``v``, ``u*v`` and ``|u-v|``, optionally their
cosine, a length-ratio feature and cheap surface signs of adequacy errors
(:data:`SURFACE_COLUMNS`), concatenated in the order of :data:`FEATURE_BLOCKS`. In the ridge
head the embedding blocks have penalty factor 1 and the small blocks a factor of their own
(:func:`feature_penalty`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from fairmt.errors import UsageError
from fairmt.qe.encoders import FloatArray

__all__ = [
    "F64",
    "FEATURE_BLOCKS",
    "SURFACE_COLUMNS",
    "build_features",
    "feature_penalty",
    "length_features",
    "surface_features",
]

F64 = npt.NDArray[np.float64]


#: Feature blocks, in the order they are concatenated.
FEATURE_BLOCKS = ("u", "v", "prod", "diff", "cos", "len", "surf", "lid", "copy", "align")


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
