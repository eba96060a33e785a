"""The heads of ``mini-qe``: the small regressors trained on the features.

Part of :mod:`fairmt.qe.train` (which re-exports every public name here). A :class:`Head`
standardises its input and applies a ridge regression (closed form; a path over the
regularisation, optionally weighted per example) or a one-hidden-layer ReLU MLP (Adam on MSE,
in NumPy, keeping the epoch with the best dev score). Both are deterministic for a given seed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from fairmt.qe.train_features import F64

__all__ = [
    "Head",
    "fit_mlp",
    "fit_ridge",
    "fit_ridge_path",
]


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
