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

This module holds the embedding cache, the gender counterbalance and the training run; the
data readers are :mod:`fairmt.qe.train_data`, the features :mod:`fairmt.qe.train_features`
and the heads :mod:`fairmt.qe.train_heads`. Their public names are re-exported here
(``__all__``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.errors import DataError, UsageError
from fairmt.qe.encoders import FloatArray, SentenceEncoder
from fairmt.qe.train_data import (
    MLQE_PAIRS,
    MLQE_SPLITS,
    MQM_SOURCES,
    NEVER_READ,
    SOURCE_DESCRIPTIONS,
    WMT21_NEWS_DEV_FROM,
    WMT21_TED_DEV_FROM,
    WMT22_DEV_LAST,
    WMT22_DEV_PAIRS,
    QEExample,
    mlqe_dir,
    read_mlqe,
    read_source,
    read_wmt21_mqm,
    read_wmt22_mqm_dev,
    standardise,
)
from fairmt.qe.train_features import (
    F64,
    FEATURE_BLOCKS,
    SURFACE_COLUMNS,
    build_features,
    feature_penalty,
    length_features,
    surface_features,
)
from fairmt.qe.train_heads import Head, fit_mlp, fit_ridge, fit_ridge_path
from fairmt.stats import pearson, spearman

__all__ = [
    "EN_MASC_TO_FEM",
    "F64",
    "FEATURE_BLOCKS",
    "MLQE_PAIRS",
    "MLQE_SPLITS",
    "MQM_SOURCES",
    "NEVER_READ",
    "SOURCE_DESCRIPTIONS",
    "SURFACE_COLUMNS",
    "WMT21_NEWS_DEV_FROM",
    "WMT21_TED_DEV_FROM",
    "WMT22_DEV_LAST",
    "WMT22_DEV_PAIRS",
    "Head",
    "PairData",
    "QEExample",
    "TrainConfig",
    "build_features",
    "calibrated_scale",
    "dump_json",
    "embed_cached",
    "embedding_cache_dir",
    "evaluate",
    "feature_penalty",
    "feminise_en",
    "fit_head",
    "fit_mlp",
    "fit_ridge",
    "fit_ridge_path",
    "gender_direction",
    "length_features",
    "length_ratio_scores",
    "load_split",
    "mean_pearson",
    "mlqe_dir",
    "raw_scale_of",
    "read_mlqe",
    "read_source",
    "read_wmt21_mqm",
    "read_wmt22_mqm_dev",
    "reflect",
    "standardise",
    "surface_features",
    "train_mini_qe",
]

log = logging.getLogger(__name__)


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
