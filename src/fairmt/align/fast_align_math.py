"""The numerical pieces of :mod:`fairmt.align.fast_align`, elementwise, in the C++'s order of
operations: ``exp``/``log``/``pow`` with the C library's bits, the digamma approximation, the
diagonal-tension feature, its normaliser and the model expectation of the feature, and the
sums taken strictly in array order.

Split out of :mod:`fairmt.align.fast_align` (one module per concept); the NumPy backend
calls these, the numba backend has its own copies of the same expressions
(:mod:`fairmt.align._fast_align_jit`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

import numpy as np
from numpy.typing import NDArray

F64 = NDArray[np.float64]
IntArray = NDArray[np.intp]
_UNSIGNED = 2.0**32


# ---------------------------------------------------------------------------------------
# exp / log / pow with the C library's bits


def _safe(fn: Callable[..., float]) -> Callable[..., float]:
    def wrapped(*args: float) -> float:
        try:
            return fn(*args)
        except OverflowError:
            return math.inf
        except ValueError:
            return math.nan

    return wrapped


_LIBM_EXP = _safe(math.exp)
_LIBM_LOG = _safe(math.log)
_LIBM_POW = _safe(math.pow)


@functools.cache
def _numpy_matches_libm() -> bool:
    """Whether NumPy's exp, log and power give the C library's bits on a fixed sample."""
    rng = np.random.default_rng(20130609)
    x = np.concatenate([rng.uniform(-120.0, 0.0, 3000), rng.uniform(-1.0, 1.0, 1000)])
    y = np.concatenate([rng.uniform(0.5, 1e6, 3000), np.exp(rng.uniform(0.0, 30.0, 1000))])
    r = rng.uniform(0.0, 1.0, 2000)
    k = rng.integers(0, 64, 2000).astype(np.float64)
    with np.errstate(all="ignore"):
        ok = np.array_equal(np.exp(x), [_LIBM_EXP(v) for v in x.tolist()])
        ok = ok and np.array_equal(np.log(y), [_LIBM_LOG(v) for v in y.tolist()])
        ok = ok and np.array_equal(
            np.power(r, k), [_LIBM_POW(a, b) for a, b in zip(r.tolist(), k.tolist(), strict=True)]
        )
    return bool(ok)


def _exp(x: F64) -> F64:
    if _numpy_matches_libm():
        return np.exp(x)
    flat = np.fromiter(map(_LIBM_EXP, x.ravel().tolist()), dtype=np.float64, count=x.size)
    return flat.reshape(x.shape)


def _log(x: F64) -> F64:
    if _numpy_matches_libm():
        return np.log(x)
    flat = np.fromiter(map(_LIBM_LOG, x.ravel().tolist()), dtype=np.float64, count=x.size)
    return flat.reshape(x.shape)


def _pow(base: F64, exponent: F64) -> F64:
    base, exponent = np.broadcast_arrays(base, exponent)
    if _numpy_matches_libm():
        return np.power(base, exponent)
    pairs = zip(base.ravel().tolist(), exponent.ravel().tolist(), strict=True)
    flat = np.fromiter((_LIBM_POW(a, b) for a, b in pairs), dtype=np.float64, count=base.size)
    return flat.reshape(base.shape)


# ---------------------------------------------------------------------------------------
# The model's numerical pieces, elementwise, in the C++'s order of operations.
# Positions and lengths are float64 arrays holding exact integers.


def _digamma(x: F64) -> F64:
    """The C++'s psi(x): recurrence up to x >= 7, then an asymptotic series."""
    x = x.copy()
    result = np.zeros_like(x)
    small = x < 7.0
    while small.any():
        result = np.where(small, result - 1.0 / x, result)
        x = np.where(small, x + 1.0, x)
        small = x < 7.0
    x = x - 1.0 / 2.0
    xx = 1.0 / x
    xx2 = xx * xx
    xx4 = xx2 * xx2
    series = (
        _log(x)
        + (1.0 / 24.0) * xx2
        - (7.0 / 960.0) * xx4
        + (31.0 / 8064.0) * xx4 * xx2
        - (127.0 / 30720.0) * xx4 * xx4
    )
    out: NDArray[np.float64] = result + series  # typed local: Any under NumPy 1.x stubs
    return out


def _feature(trg_pos: F64, src_pos: F64, trg_len: F64, src_len: F64) -> F64:
    """-|src_pos/src_len - trg_pos/trg_len|: closeness to the diagonal."""
    out: F64 = -np.abs(src_pos / src_len - trg_pos / trg_len)
    return out


def _unnormalised(trg_pos: F64, src_pos: F64, trg_len: F64, src_len: F64, tension: float) -> F64:
    return _exp(_feature(trg_pos, src_pos, trg_len, src_len) * tension)


def _normaliser(trg_pos: F64, trg_len: F64, src_len: F64, tension: float) -> F64:
    """Sum over source positions of the unnormalised prior, as two geometric series split
    at the diagonal (the C++'s closed form, including its unsigned length arithmetic)."""
    split = trg_pos * src_len / trg_len
    below = np.trunc(split)
    above = below + 1.0
    ratio = _exp(-tension / src_len)
    n_above = np.mod(src_len - below, _UNSIGNED)
    z_above = np.where(
        n_above != 0.0,
        _unnormalised(trg_pos, above, trg_len, src_len, tension)
        * (1.0 - _pow(ratio, n_above))
        / (1.0 - ratio),
        0.0,
    )
    z_below = np.where(
        below != 0.0,
        _unnormalised(trg_pos, below, trg_len, src_len, tension) * (1.0 - _pow(ratio, below)) / (1.0 - ratio),
        0.0,
    )
    out: NDArray[np.float64] = z_below + z_above
    return out


def _arith_geom_series(a_1: F64, g_1: F64, r: F64, d: F64, n: F64) -> F64:
    """Sum over k < n of (a_1 + k d) g_1 r^k in closed form."""
    g_np1 = g_1 * _pow(r, n)
    a_n = d * np.mod(n - 1.0, _UNSIGNED) + a_1
    x_1 = a_1 * g_1
    g_2 = g_1 * r
    rm1 = r - 1.0
    out: F64 = (a_n * g_np1 - x_1) / rm1 - d * (g_np1 - g_2) / (rm1 * rm1)
    return out


def _dlogz(trg_pos: F64, trg_len: F64, src_len: F64, tension: float) -> F64:
    """Derivative of log Z with respect to the tension (the model's expected feature).
    As in the C++, Z here is computed with the two lengths swapped."""
    z = _normaliser(trg_pos, src_len, trg_len, tension)
    split = trg_pos * src_len / trg_len
    below = np.trunc(split)
    above = below + 1.0
    ratio = _exp(-tension / src_len)
    d = -1.0 / src_len
    n_above = np.mod(src_len - below, _UNSIGNED)
    p_above = np.where(
        n_above != 0.0,
        _arith_geom_series(
            _feature(trg_pos, above, trg_len, src_len),
            _unnormalised(trg_pos, above, trg_len, src_len, tension),
            ratio,
            d,
            n_above,
        ),
        0.0,
    )
    p_below = np.where(
        below != 0.0,
        _arith_geom_series(
            _feature(trg_pos, below, trg_len, src_len),
            _unnormalised(trg_pos, below, trg_len, src_len, tension),
            ratio,
            d,
            below,
        ),
        0.0,
    )
    out: F64 = (p_above + p_below) / z
    return out


def _weighted_bincount(index: IntArray, weights: F64, length: int) -> F64:
    """Per-bin sums, each added up in array order (``np.bincount`` adds sequentially)."""
    out: F64 = np.bincount(index, weights=weights, minlength=length).astype(np.float64, copy=False)
    return out


def _sequential_sum(values: F64) -> float:
    """values[0] + values[1] + ... strictly left to right (np.sum adds pairwise)."""
    return float(np.cumsum(values)[-1]) if values.size else 0.0
