"""fast_align (Dyer, Chahuneau & Smith, NAACL 2013) re-implemented with NumPy.

:class:`FastAlign` reproduces the links of the C++ tool (``clab/fast_align``, commit
``cab1e9a``) run as ``fast_align -i FILE -d -o -v`` (the WinoMT pipeline's call), single
threaded: IBM Model 2 with the diagonal-favouring alignment prior, tension optimisation,
and mean-field variational Bayes with a symmetric Dirichlet prior on the lexical
distributions. Other settings of the C++ options are constructor parameters.

It is a re-implementation, not a port: the computation is vectorised over the whole
corpus. Every (sentence, target position, source position or NULL) cell is one element
of a flat array, laid out in the order the C++ visits them, so the sums the C++ builds
one term at a time are built in the same order here (``np.bincount`` and
``np.cumsum`` add sequentially), and every floating-point operation is done in the same
order on the same operands. The cells are not held as whole-corpus arrays (about 100
bytes a cell: 4.5 GB for 10k WMT news items, 44.5M cells): only each cell's lexical-table
entry is kept (4 bytes), and the rest is rebuilt per chunk of whole sentences (``_Cells``);
the sums that cross chunks are continued in order (``np.add.at``, a carried ``cumsum``),
so the chunking changes no bit. Things that decide the links and are mirrored exactly:

* the lexical table holds the NULL row paired with every target word, and every
  (source word, target word) pair that co-occurs in a sentence; a literal source token
  ``<eps>`` is the C++'s name for NULL and shares its row;
* the first iteration uses the unnormalised table, 1e-9 for every entry (so only the
  alignment prior matters), and the tension is optimised only after the second and later
  non-final iterations (8 gradient steps of size 20, clamped to [0.1, 14]);
* the diagonal prior and its normaliser (including the C++'s geometric-series closed
  form, the swapped length arguments in the normaliser used by the tension gradient, and
  the unsigned wrap-around there), the model expectation of the feature, and the
  empirical feature, which the C++ takes at the 0-based target position while the prior
  uses the 1-based one;
* the digamma approximation of the VB normalisation (``exp(psi(c + alpha) - psi(total))``);
* the Viterbi decision: the first maximum wins, NULL first; a link only when a source word
  beats NULL;
* the order of the sums the C++ takes over its hash tables (each word's VB total, and the
  tension gradient over sentence shapes): the iteration order of libstdc++'s
  ``std::unordered_map`` (g++, the usual Linux build) is reproduced from the C++'s word
  ids and insertion order. This matters: a word repeated at positions mirrored around
  the diagonal ties in exact arithmetic, and the last bit of the lexical probability
  decides whether the rounded products tie (the first position wins) or not. With any
  other order, 4 of 3888 sentences of google/en-de change under ``-d -v``.

Deliberate difference: an empty source side with a non-empty target side makes the C++'s
tension gradient 0/0 (with ``-o``), after which the tension is NaN and the C++ prints no
link at all, for the whole corpus. Here such sentences are left out of the gradient's
model expectation only (they still count as target tokens and train the NULL row, as in
the C++), and they get no links; the other sentences get the links of a C++ patched to
skip them there. An empty target side gives no links in both.

Checked against the C++ (built from cab1e9a with g++ 12, ``OMP_NUM_THREADS=1``): all 53
WinoMT translation files give identical links under ``-d -o -v`` (the 36 saved reference
files included), ``-d -v``, ``-d -o``, no option, ``-r`` and ``-N``; so do corpora with
empty sides, tabs, no-break spaces and literal ``<eps>``/``|||`` tokens.

Exactness of ``exp``/``log``/``pow``: the C++ calls the C library (glibc). NumPy's
versions are used when they give the same bits as Python's ``math`` (which calls the C
library) on a fixed sample; otherwise (e.g. NumPy's own AVX-512 kernels) the slower
``math`` path is used.

Two backends run the same arithmetic: this module's vectorised NumPy code, and, with the
``speed`` extra, the loops compiled by numba (:mod:`fairmt.align._fast_align_jit`: one cell
at a time in the C++'s order, the lexical table's entries found in linear time instead of
by sorting; about 4x faster than the C++ on one core on a WinoMT file). The links and the
tension are identical bit for bit (tests), so the backend is not in :meth:`FastAlign.version`.

Tokenisation: the aligner takes token lists. The C++ tool separates tokens at ASCII
spaces and tabs only, so a no-break space (U+00A0) stays inside a token;
:func:`fast_align_tokens` and :func:`parse_fast_align_line` reproduce that. Python's
``str.split()`` also splits at U+00A0 and gives different target indices for those lines
(on the WinoMT files: 77 of 3888 sentences of systran/en-ar, 19 of aws/en-fr).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fairmt.align.base import Aligner, Alignment

F64 = NDArray[np.float64]
IntArray = NDArray[np.intp]

NULL_TOKEN = "<eps>"  # the C++'s vocabulary entry for NULL
_UNINITIALISED_PROB = 1e-9  # the C++'s lexical probability before the first normalisation
_THREAD_BUFFER_LINES = 10000  # lines per C++ batch: its empirical feature is summed per batch
_CHUNK_CELLS = 1 << 19  # cells per chunk of sentences (memory: ~100 bytes a cell of a chunk)
_PRIOR_TABLE_MAX = 1 << 22  # numba backend: the largest per-shape prior table (8 bytes an entry)
_UNSIGNED = 2.0**32
_BACKENDS = ("auto", "numba", "numpy")


def fast_align_tokens(text: str) -> list[str]:
    """Tokens as fast_align reads them: separated by runs of ASCII spaces and tabs only.

    (``str.split(" ")`` and dropping the empty pieces: the same tokens as splitting at
    ``[ \t]+``, three times faster; WinoMT tokenises every line of every file.)"""
    return [t for t in text.replace("\t", " ").split(" ") if t]


def precompile() -> Path | None:
    """Compile the numba kernels ahead of time, once, so that a new process aligns without
    importing numba (:func:`fairmt.align._fast_align_jit.build_aot`; needs the ``speed``
    extra and a C compiler). Returns the built module's path, or ``None`` when it cannot be
    built (the JIT kernels, or the NumPy path, are used as before). The links do not change.
    """
    from fairmt.align import _fast_align_jit

    return _fast_align_jit.build_aot()


def parse_fast_align_line(line: str) -> tuple[list[str], list[str]]:
    """A ``source ||| target`` line as fast_align parses it.

    The first token ``|||`` (or a tab) separates the sides; a line without one is all
    source. Later ``|||`` tokens belong to the target side.
    """
    source: list[str] = []
    target: list[str] = []
    side = source
    for chunk_no, chunk in enumerate(line.rstrip("\r\n").split("\t")):
        if chunk_no > 0 and side is source:
            side = target
        for token in fast_align_tokens(chunk):
            if token == "|||" and side is source:
                side = target
            else:
                side.append(token)
    return source, target


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


# ---------------------------------------------------------------------------------------
# Iteration order of libstdc++'s std::unordered_map (the C++ sums in that order).

# Bucket counts of a libstdc++ (GCC 12) std::unordered_map growing one insertion at a time
# from empty: 13 buckets at the first insertion; inserting element number B + 1 into B
# buckets rehashes to the next count. Measured, not derived; a table with more entries than
# the last count (a vocabulary of 10^8 words) would not be ordered as in the C++.
_BUCKET_COUNTS = (
    13, 29, 59, 127, 257, 541, 1109, 2357, 5087, 10273, 20753, 42043, 85229, 172933, 351061,
    712697, 1447153, 2938679, 5967347, 12117689, 24607243, 49969847, 101473717,
)  # fmt: skip


def _unordered_map_rank(row: IntArray, key: IntArray, inserted: IntArray, row_size: IntArray) -> IntArray:
    """Position of each key in the iteration order of its row's hash table.

    Each row is a libstdc++ ``unordered_map`` with an identity hash into which the keys
    were inserted one by one (``inserted``: 0-based insertion index within the row). The
    table is a singly linked list grouped by bucket: an insertion goes to the front of its
    bucket's group, or, into an empty bucket, to the front of the list; a rehash walks the
    old list in order, applying the same rule. So, after the last rehash, the order is by
    group (the group whose first element was placed latest comes first), then by
    placement, latest first; placement counts the rehash walk, then the insertions.
    """
    rank = inserted.copy()
    size = row_size[row]
    previous = 0
    for buckets in _BUCKET_COUNTS:
        sel = np.flatnonzero((size > previous) & (inserted < buckets))
        if sel.size == 0:
            break
        r = row[sel]
        if sel.size > 1 and np.any(r[1:] < r[:-1]):
            raise ValueError("entries must be grouped by row")
        r_dense = np.concatenate([[0], np.cumsum(r[1:] != r[:-1])]).astype(np.int64)
        bucket = key[sel].astype(np.int64) % buckets
        ins = inserted[sel]
        placed = np.where(ins < previous, rank[sel], ins).astype(np.int64)
        by_bucket = _argsort3(r_dense, bucket, placed, buckets)
        r_dense, bucket, placed = r_dense[by_bucket], bucket[by_bucket], placed[by_bucket]
        new_group = np.ones(sel.size, dtype=bool)
        new_group[1:] = (r_dense[1:] != r_dense[:-1]) | (bucket[1:] != bucket[:-1])
        group_created = placed[np.flatnonzero(new_group)][np.cumsum(new_group) - 1]
        listed = _argsort3(r_dense, buckets - 1 - group_created, buckets - 1 - placed, buckets)
        r_listed = r_dense[listed]
        rank[sel[by_bucket[listed]]] = np.arange(sel.size) - np.searchsorted(r_listed, r_listed)
        previous = buckets
    return rank


def _rank_jit(kernels: Any, row: IntArray, key: IntArray, inserted: IntArray, row_size: IntArray) -> IntArray:
    """:func:`_unordered_map_rank` with the compiled kernel (the same ranks, in linear time)."""
    out: IntArray = kernels.unordered_map_rank(
        row, key.astype(np.int64), inserted, row_size, np.array(_BUCKET_COUNTS, dtype=np.int64)
    )
    return out


def _unique_first(keys: IntArray) -> tuple[IntArray, IntArray, IntArray]:
    """Like ``np.unique(keys, return_index=True, return_inverse=True)`` (non-negative keys),
    faster: the position rides in the low bits of a plain sort's keys."""
    n = keys.size
    shift = max(n - 1, 1).bit_length()
    if n == 0 or int(keys.max()) >= 2 ** (62 - shift):
        uniq, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        return uniq.astype(np.intp), first.astype(np.intp), inverse.ravel().astype(np.intp)
    packed = np.sort((keys.astype(np.int64) << shift) | np.arange(n, dtype=np.int64))
    position = (packed & ((1 << shift) - 1)).astype(np.intp)
    packed >>= shift
    starts = np.ones(n, dtype=bool)
    starts[1:] = packed[1:] != packed[:-1]
    inverse = np.empty(n, dtype=np.intp)
    inverse[position] = np.cumsum(starts) - 1
    return packed[starts].astype(np.intp), position[starts], inverse


def _argsort3(a: NDArray[np.int64], b: NDArray[np.int64], c: NDArray[np.int64], base: int) -> IntArray:
    """Order by (a, b, c), all non-negative, b and c below base, no two triples equal."""
    if a.size == 0 or (int(a[-1]) + 1) * base * base < 2**62:
        out: IntArray = np.argsort((a * base + b) * base + c)
        return out
    order: IntArray = np.lexsort((c, b, a))
    return order


# ---------------------------------------------------------------------------------------


class _Cells:
    """The cells of a chunk of whole sentences (``lo`` to ``hi``), built on demand: chunk-local
    token numbers, each cell's source position (-1: NULL), and its entry of the chunk's
    alignment-prior table (one (target position x cell) block per sentence shape of the chunk:
    sentences of one shape share the prior's values, computed once)."""

    def __init__(self, c: _Corpus, lo: int, hi: int) -> None:
        null = c.null
        self._lo = lo
        t_len, width = c.t_len[lo:hi], c.width[lo:hi]
        self.tok_lo, self.tok_hi = int(c.tok_off[lo]), int(c.tok_off[hi])
        self.cell_lo, self.cell_hi = int(c.cell_off[lo]), int(c.cell_off[hi])
        n_tok = self.tok_hi - self.tok_lo
        n_cells = self.cell_hi - self.cell_lo
        self.n_tokens, self.n_cells = n_tok, n_cells
        tok_sent = np.repeat(np.arange(hi - lo, dtype=np.intp), t_len)  # chunk-local sentence
        self.tok_width = np.repeat(width, t_len)
        self.tok_first_cell = np.concatenate([[0], np.cumsum(self.tok_width)[:-1]]).astype(np.intp)
        self.cell_tok = np.repeat(np.arange(n_tok, dtype=np.intp), self.tok_width)
        self.cell_src_pos = np.arange(n_cells, dtype=np.intp) - self.tok_first_cell[self.cell_tok] - null
        self.cell_sent = tok_sent[self.cell_tok]
        # the prior's table: the chunk's shapes, each a block of (target position x cell)
        shapes, sent_rank = np.unique(c.sent_shape[lo:hi], return_inverse=True)
        sent_rank = sent_rank.ravel()
        shape_m, shape_w = c.shape_m[shapes], c.shape_n[shapes] + null
        block = shape_m * shape_w
        block_off = np.concatenate([[0], np.cumsum(block)[:-1]]).astype(np.intp)
        sent_cell_start = c.cell_off[lo:hi] - c.cell_off[lo]
        self.cell_entry = block_off[sent_rank[self.cell_sent]] + (
            np.arange(n_cells, dtype=np.intp) - sent_cell_start[self.cell_sent]
        )
        ent_shape = np.repeat(np.arange(shapes.size, dtype=np.intp), block)
        ent_local = np.arange(int(block.sum()), dtype=np.intp) - block_off[ent_shape]
        ent_w = np.maximum(shape_w[ent_shape], 1)
        ent_j = ent_local // ent_w
        self.ent_src = (ent_local % ent_w - null + 1).astype(np.float64)  # 1-based, 0 = NULL
        self.ent_is_null = self.ent_src == 0.0
        self.ent_trg = (ent_j + 1).astype(np.float64)  # 1-based target position
        self.ent_m = shape_m[ent_shape].astype(np.float64)
        self.ent_n = c.shape_n[shapes][ent_shape].astype(np.float64)
        self.ent_z = c.z_off[shapes][ent_shape] + ent_j  # the row of the prior's normaliser

    def keys(self, c: _Corpus) -> NDArray[np.int64]:
        """(lexical row, target word) of every cell, as one integer."""
        is_word = self.cell_src_pos >= 0
        cell_e = np.zeros(self.n_cells, dtype=np.int64)
        sent = self.cell_sent[is_word] + self._lo
        cell_e[is_word] = c.s_ids[c.s_off[sent] + self.cell_src_pos[is_word]]
        cell_f = c.t_ids[self.tok_lo + self.cell_tok]
        out: NDArray[np.int64] = cell_e * c.key_base + cell_f
        return out


class _Corpus:
    """The corpus as per-sentence arrays, its cells (one per (sentence, target position, source
    position or NULL), in the order the C++ visits them) walked in chunks of whole sentences.

    Only each cell's lexical-table entry is kept for the whole corpus (4 bytes a cell); the
    other per-cell quantities are rebuilt per chunk (:class:`_Cells`) when they are needed,
    so memory grows by 4 bytes a cell, not by the ~100 bytes a cell of whole-corpus arrays
    (44.5M cells for 10k WMT news items). Sums over a token's cells stay inside a chunk; sums
    across chunks (the expected counts, the empirical feature) are continued in the same
    order (``np.add.at`` adds in index order; a running ``cumsum``), so every value has the
    bits of the whole-corpus computation."""

    def __init__(
        self,
        pairs: Sequence[tuple[Sequence[str], Sequence[str]]],
        use_null: bool,
        reverse: bool,
        kernels: Any = None,
    ) -> None:
        null = int(use_null)
        self.null = null
        # word ids as the C++ numbers them (they are its hash keys): NULL 1, "|||" 2, then
        # every word at its first occurrence, line by line, source side first
        flat: list[str] = []
        side_lens: list[int] = []
        for src, trg in pairs:
            flat.extend(src)
            flat.extend(trg)
            side_lens.append(len(src))
            side_lens.append(len(trg))
        first_seen = dict.fromkeys([NULL_TOKEN, "|||", *flat])
        vocab = dict(zip(first_seen, range(1, len(first_seen) + 1), strict=True))
        self.words = list(vocab)  # word id k is self.words[k - 1]
        ids = np.fromiter(map(vocab.__getitem__, flat), dtype=np.intp, count=len(flat))
        del flat, first_seen
        lens = np.array(side_lens, dtype=np.intp).reshape(-1, 2)
        is_src = np.repeat(np.tile(np.array([True, False]), lens.shape[0]), lens.ravel())
        src_ids, trg_ids = ids[is_src], ids[~is_src]
        s_len, t_len = lens[:, 0], lens[:, 1]
        if reverse:
            src_ids, trg_ids, s_len, t_len = trg_ids, src_ids, t_len, s_len
        n_sent = lens.shape[0]
        self.n_sentences = n_sent
        # lexical-table rows: NULL (id 1, also a literal source token "<eps>") is row 0
        src_words, s_rows = np.unique(np.concatenate([[1], src_ids]), return_inverse=True)
        self.s_ids = s_rows.ravel()[1:].astype(np.intp)
        self.n_rows = src_words.size
        self.row_ids = src_words.astype(np.intp)  # each row's word id
        self.t_ids = trg_ids
        self.key_base = len(vocab) + 1
        self.s_len, self.t_len = s_len, t_len
        self.trg_lens = t_len
        self.n_tokens = int(t_len.sum())
        self.s_off = np.concatenate([[0], np.cumsum(s_len)[:-1]]).astype(np.intp)
        self.tok_off = np.concatenate([[0], np.cumsum(t_len)]).astype(np.intp)
        self.width = s_len + null  # cells per target token
        sent_cells = t_len * self.width
        self.cell_off = np.concatenate([[0], np.cumsum(sent_cells)]).astype(np.intp)
        self.n_cells = int(self.cell_off[-1])
        # target tokens
        self.tok_sent = np.repeat(np.arange(n_sent, dtype=np.intp), t_len)
        self.tok_pos = np.arange(self.n_tokens, dtype=np.intp) - self.tok_off[self.tok_sent]
        # chunks of whole sentences; a chunk never spans two C++ batches (their empirical
        # features are summed apart)
        self.chunks: list[tuple[int, int]] = []
        lo = 0
        while lo < n_sent:
            limit = min(n_sent, (lo // _THREAD_BUFFER_LINES + 1) * _THREAD_BUFFER_LINES)
            hi = int(np.searchsorted(self.cell_off, self.cell_off[lo] + _CHUNK_CELLS, side="right")) - 1
            hi = min(max(hi, lo + 1), limit)
            self.chunks.append((lo, hi))
            lo = hi

        # sentence shapes (target length, source length), in order of first occurrence
        shape_key = t_len * (int(s_len.max(initial=0)) + 1) + s_len
        _, first_idx, sent_shape = np.unique(shape_key, return_index=True, return_inverse=True)
        order = np.argsort(first_idx, kind="stable")
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size)
        self.sent_shape = rank[sent_shape.ravel()]
        shape_first = first_idx[order]
        self.shape_m = t_len[shape_first]
        self.shape_n = s_len[shape_first]
        self.shape_count = np.bincount(self.sent_shape, minlength=order.size)
        # per (shape, target position) rows of the prior's normaliser
        z_shape = np.repeat(np.arange(order.size, dtype=np.intp), self.shape_m)
        self.z_off = np.concatenate([[0], np.cumsum(self.shape_m)[:-1]]).astype(np.intp)
        self.z_trg = (np.arange(z_shape.size, dtype=np.intp) - self.z_off[z_shape] + 1).astype(np.float64)
        self.z_m = self.shape_m[z_shape].astype(np.float64)
        self.z_n = self.shape_n[z_shape].astype(np.float64)
        self.z_count = self.shape_count[z_shape].astype(np.float64)
        # tension gradient terms: (shape, 1-based target position), shapes with a source
        # side, shapes in the C++'s hash order (key: target length << 16 | source length)
        n_shapes = order.size
        shape_hash = (self.shape_m.astype(np.int64) & 0xFFFF) << 16 | self.shape_n.astype(np.int64)
        rank_of = _unordered_map_rank if kernels is None else functools.partial(_rank_jit, kernels)
        shape_rank = rank_of(
            np.zeros(n_shapes, dtype=np.intp),
            shape_hash,
            np.arange(n_shapes, dtype=np.intp),
            np.array([n_shapes], dtype=np.intp),
        )
        terms = np.lexsort((self.z_trg, shape_rank[z_shape]))
        terms = terms[self.z_n[terms] > 0.0]
        self.g_trg = self.z_trg[terms]
        self.g_m = self.z_m[terms]
        self.g_n = self.z_n[terms]
        self.g_count = self.z_count[terms]

        # lexical table entries: (row, target word) pairs, sorted by row then target word
        self.cell_pair: NDArray[np.signedinteger[Any]]  # each cell's entry: the only per-cell array kept
        if kernels is not None:
            pair_row, pair_word, inserted, self.cell_pair = kernels.lexical_entries(
                self.s_off, self.s_len, self.s_ids, self.tok_off, self.t_len, self.t_ids, null, self.cell_off,
                self.n_rows, self.key_base,
                np.empty(self.n_cells, dtype=np.int32 if self.n_cells < 2**31 else np.int64),
            )  # fmt: skip
            self.pair_row = pair_row.astype(np.intp, copy=False)
            self.pair_keys = self.pair_row.astype(np.int64) * self.key_base + pair_word
            self.n_pairs = self.pair_keys.size
        else:
            pair_word, inserted = self._lexical_entries_numpy()
        # the C++ sums each row in its hash table's order; the table got its keys in order
        # of first co-occurrence (the cell order restricted to a row)
        rank = rank_of(self.pair_row, pair_word, inserted, np.bincount(self.pair_row, minlength=self.n_rows))
        self.sum_order = np.lexsort((rank, self.pair_row))
        self.sum_row = self.pair_row[self.sum_order]

    def _lexical_entries_numpy(self) -> tuple[IntArray, IntArray]:
        """The lexical table's entries, gathered chunk by chunk: sets ``pair_keys``,
        ``pair_row``, ``n_pairs`` and ``cell_pair``; returns each entry's target word and its
        insertion index in its row's hash table."""
        merged: tuple[NDArray[np.int64], IntArray] | None = None
        pending: list[tuple[NDArray[np.int64], IntArray]] = []
        pending_size = 0
        for lo, hi in self.chunks:
            cells = _Cells(self, lo, hi)
            uniq, first, _ = _unique_first(cells.keys(self))
            pending.append((uniq.astype(np.int64), first + cells.cell_lo))
            pending_size += uniq.size
            if pending_size > _CHUNK_CELLS * 4:
                merged = _merge_first(merged, pending)
                pending, pending_size = [], 0
        merged = _merge_first(merged, pending)
        pair_keys, pair_first_cell = merged
        self.pair_keys = pair_keys
        self.n_pairs = pair_keys.size
        self.pair_row = (pair_keys // self.key_base).astype(np.intp)
        self.cell_pair = np.empty(self.n_cells, dtype=np.int32 if self.n_pairs < 2**31 else np.intp)
        for lo, hi in self.chunks:
            cells = _Cells(self, lo, hi)
            self.cell_pair[cells.cell_lo : cells.cell_hi] = np.searchsorted(pair_keys, cells.keys(self))
        pair_word: IntArray = (pair_keys % self.key_base).astype(np.intp)
        by_insertion = np.lexsort((pair_first_cell, self.pair_row))
        row_start = np.searchsorted(self.pair_row, self.pair_row)
        inserted = np.empty(self.n_pairs, dtype=np.intp)
        inserted[by_insertion] = np.arange(self.n_pairs, dtype=np.intp) - row_start[by_insertion]
        return pair_word, inserted

    def cells(self) -> Iterator[_Cells]:
        for lo, hi in self.chunks:
            yield _Cells(self, lo, hi)


def _merge_first(
    merged: tuple[NDArray[np.int64], IntArray] | None, parts: list[tuple[NDArray[np.int64], IntArray]]
) -> tuple[NDArray[np.int64], IntArray]:
    """Distinct keys, sorted, with the first cell of each, from parts in cell order (``merged``:
    the earlier cells' result)."""
    allparts = ([merged] if merged is not None else []) + parts
    if not allparts:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.intp)
    keys = np.concatenate([k for k, _ in allparts])
    firsts = np.concatenate([f for _, f in allparts])
    uniq, first, _ = _unique_first(keys)
    return uniq.astype(np.int64), firsts[first]


@dataclass(frozen=True)
class TrainedTable:
    """A trained fast_align model (:meth:`FastAlign.fit`): one entry per (source word, target
    word) pair of the lexical table, NULL's row named :data:`NULL_TOKEN`, and the tension."""

    source: list[str]
    target: list[str]
    prob: list[float]
    tension: float


class FastAlign(Aligner):
    """fast_align, by default as ``fast_align -d -o -v`` (see the module docstring).

    Parameters mirror the C++ options: ``iterations`` (-I), ``p_null`` (-q),
    ``favor_diagonal`` (-d), ``optimize_tension`` (-o), ``variational_bayes`` (-v),
    ``alpha`` (-a), ``initial_tension`` (-T), ``use_null`` (not -N), ``reverse`` (-r; the
    links are then still (source index, target index), ordered by source index).

    ``backend`` chooses how the loops run, not what they compute: ``"numba"`` compiles them
    (:mod:`fairmt.align._fast_align_jit`, the ``speed`` extra; faster than the C++ on one
    core), ``"numpy"`` vectorises them over the corpus, ``"auto"`` (default) takes numba when
    it is installed and its ``exp``/``log``/``pow`` give the C library's bits. Both give the
    same links, bit for bit, so the backend is not part of :meth:`version`.
    """

    name = "fast_align"

    def __init__(
        self,
        iterations: int = 5,
        p_null: float = 0.08,
        favor_diagonal: bool = True,
        optimize_tension: bool = True,
        variational_bayes: bool = True,
        alpha: float = 0.01,
        initial_tension: float = 4.0,
        use_null: bool = True,
        reverse: bool = False,
        backend: str = "auto",
    ) -> None:
        if backend not in _BACKENDS:
            raise ValueError(f"backend must be one of {', '.join(_BACKENDS)}, got {backend!r}")
        if iterations < 1:
            raise ValueError("iterations must be >= 1")
        if variational_bayes and alpha <= 0.0:
            raise ValueError("alpha must be > 0")
        if not 0.0 <= p_null < 1.0:
            raise ValueError("p_null must be in [0, 1)")
        if initial_tension <= 0.0:
            raise ValueError("initial_tension must be > 0")
        self.iterations = int(iterations)
        self.p_null = float(p_null)
        self.favor_diagonal = bool(favor_diagonal)
        self.optimize_tension = bool(optimize_tension)
        self.variational_bayes = bool(variational_bayes)
        self.alpha = float(alpha)
        self.initial_tension = float(initial_tension)
        self.use_null = bool(use_null)
        self.reverse = bool(reverse)
        self.backend = backend
        self.final_tension: float | None = None  # after the last align() call

    def tokenize(self, text: str) -> list[str]:
        return fast_align_tokens(text)

    def prepare(self) -> None:
        """Load the compiled kernels (numba backend), e.g. before forking workers."""
        self._kernels()

    def version(self) -> str:
        flags = [
            flag
            for flag, on in (
                ("r", self.reverse),
                ("d", self.favor_diagonal),
                ("o", self.optimize_tension),
                ("v", self.variational_bayes),
                ("N", not self.use_null),
            )
            if on
        ]
        params = [
            f"iter={self.iterations}",
            f"p0={self.p_null!r}",
            f"alpha={self.alpha!r}",
            f"T0={self.initial_tension!r}",
        ]
        return f"fast_align-numpy({','.join([*flags, *params])})"

    def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
        checked: list[tuple[Sequence[str], Sequence[str]]] = []
        for src, trg in pairs:
            if isinstance(src, str) or isinstance(trg, str):
                raise TypeError("FastAlign.align takes token sequences, not strings")
            checked.append((src, trg))
        if not checked:
            self.final_tension = self.initial_tension
            return []
        kernels = self._kernels()
        corpus = _Corpus(checked, self.use_null, self.reverse, kernels)
        if corpus.n_tokens == 0:
            self.final_tension = self.initial_tension
            return [[] for _ in range(corpus.n_sentences)]
        with np.errstate(all="ignore"):
            best = self._train_and_decode(corpus, kernels)
        return self._links(corpus, best)

    def fit(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> TrainedTable:
        """Train as :meth:`align` does and return the model instead of the links: the lexical
        table after the ``iterations - 1`` training iterations (the values the last iteration
        decodes with) and the tension. The row of NULL is named :data:`NULL_TOKEN`."""
        checked = [(src, trg) for src, trg in pairs]
        if any(isinstance(src, str) or isinstance(trg, str) for src, trg in checked):
            raise TypeError("FastAlign.fit takes token sequences, not strings")
        if self.iterations < 2:
            raise ValueError("fit needs iterations >= 2 (the first iteration learns no table)")
        kernels = self._kernels()
        corpus = _Corpus(checked, self.use_null, self.reverse, kernels)
        if corpus.n_tokens == 0:
            raise ValueError("fit needs at least one target token")
        with np.errstate(all="ignore"):
            lex, tension = self._train_jit(corpus, kernels) if kernels is not None else self._train(corpus)
        assert lex is not None  # iterations >= 2
        words = corpus.words
        row = corpus.pair_keys // corpus.key_base
        trg = corpus.pair_keys % corpus.key_base
        row_word = [words[k - 1] for k in corpus.row_ids.tolist()]
        return TrainedTable(
            source=[row_word[r] for r in row.tolist()],
            target=[words[k - 1] for k in trg.tolist()],
            prob=lex.tolist(),
            tension=tension,
        )

    # -----------------------------------------------------------------------------------

    def _prior(self, c: _Corpus, cells: _Cells, z: F64 | None, tension: float) -> F64:
        """The alignment prior of each cell of a chunk (NULL included), from the chunk's table;
        ``z``: the normaliser of every (shape, target position), divided by ``1 - p_null``."""
        if not self.favor_diagonal or z is None:
            uniform: F64 = 1.0 / (cells.ent_n + float(self.use_null))
            by_cell: F64 = uniform[cells.cell_entry]
            return by_cell
        unnorm = _unnormalised(cells.ent_trg, cells.ent_src, cells.ent_m, cells.ent_n, tension)
        table: F64 = unnorm / z[cells.ent_z]
        table[cells.ent_is_null] = self.p_null
        out: F64 = table[cells.cell_entry]
        return out

    def _normaliser_table(self, c: _Corpus, tension: float) -> F64 | None:
        if not self.favor_diagonal:
            return None
        out: F64 = _normaliser(c.z_trg, c.z_m, c.z_n, tension) / (1.0 - self.p_null)
        return out

    @staticmethod
    def _feature_of(cells: _Cells) -> F64:
        """The empirical feature of each cell, at the 0-based target position (as the C++
        does); 0 for NULL."""
        feat = _feature(cells.ent_trg - 1.0, cells.ent_src, cells.ent_m, cells.ent_n)
        feat[cells.ent_is_null] = 0.0
        out: F64 = feat[cells.cell_entry]
        return out

    def _model_feature(self, c: _Corpus, tension: float) -> float:
        terms = c.g_count * _dlogz(c.g_trg, c.g_m, c.g_n, tension)
        return _sequential_sum(terms)

    def _normalise(self, c: _Corpus, counts: F64) -> F64:
        if self.variational_bayes:
            shifted = counts + self.alpha
            total = _weighted_bincount(c.sum_row, shifted[c.sum_order], c.n_rows)
            total[total == 0.0] = 1.0
            dig_total = _digamma(total)
            return _exp(_digamma(shifted) - dig_total[c.pair_row])
        total = _weighted_bincount(c.sum_row, counts[c.sum_order], c.n_rows)
        total[total == 0.0] = 1.0
        out: F64 = counts / total[c.pair_row]
        return out

    def _kernels(self) -> Any:
        """The compiled kernels, or None for the NumPy path."""
        if self.backend == "numpy":
            return None
        from fairmt.align import _fast_align_jit

        kernels = _fast_align_jit.load()
        if kernels is None and self.backend == "numba":
            from fairmt.errors import MissingDependencyError

            raise MissingDependencyError(
                "numba (with exp/log/pow giving the C library's bits)", "pip install 'fairmt[speed]'"
            )
        return kernels

    def _train_and_decode(self, c: _Corpus, kernels: Any) -> IntArray:
        if kernels is not None:
            return self._train_and_decode_jit(c, kernels)
        lex, tension = self._train(c)
        # the final iteration: the prior at the trained tension, then the Viterbi links
        z = self._normaliser_table(c, tension)
        self.final_tension = tension
        best = np.full(c.n_tokens, -1, dtype=np.intp)
        for cells in c.cells():
            probs = self._probs(c, cells, z, tension, lex)
            best[cells.tok_lo : cells.tok_hi] = self._viterbi(cells, probs)
        return best

    def _train_and_decode_jit(self, c: _Corpus, k: Any) -> IntArray:
        lex, tension = self._train_jit(c, k)
        self.final_tension = tension
        best = np.full(c.n_tokens, -1, dtype=np.intp)
        probs = np.empty(int(c.width.max(initial=0)) + 1, dtype=np.float64)
        prior = self._prior_jit(c, k, tension)
        k.decode(
            c.cell_pair, c.s_len, c.t_len, c.cell_off, c.tok_off, c.sent_shape, prior,
            lex if lex is not None else np.zeros(1), lex is not None, c.null, best, probs,
        )  # fmt: skip
        return best

    def _prior_jit(self, c: _Corpus, k: Any, tension: float) -> tuple[Any, ...]:
        """The prior's arguments of the kernels: the per-shape table when it has at most
        :data:`_PRIOR_TABLE_MAX` entries (WinoMT files: ~10^5), else what computes it per cell
        (the same expression, so the same bits), as the C++ does."""
        z = (
            k.normaliser_table(c.z_trg, c.z_m, c.z_n, tension, self.p_null)
            if self.favor_diagonal
            else np.zeros(1)
        )
        use_tab = int((c.shape_m * (c.shape_n + c.null)).sum()) <= _PRIOR_TABLE_MAX
        if use_tab:
            tab, tab_off = k.prior_table(
                c.shape_m, c.shape_n, c.z_off, z, c.null, self.favor_diagonal, self.p_null, tension
            )
        else:
            tab, tab_off = np.zeros(1), np.zeros(1, dtype=np.int64)
        return (tab, tab_off, use_tab, c.z_off, z, self.favor_diagonal, self.p_null, tension)

    def _train_jit(self, c: _Corpus, k: Any) -> tuple[F64 | None, float]:
        """:meth:`_train` with the compiled kernels: the same values, in the same order."""
        tension = self.initial_tension
        n_target_tokens = float(c.n_tokens)
        lex: F64 | None = None
        probs = np.empty(int(c.width.max(initial=0)) + 1, dtype=np.float64)
        for it in range(self.iterations - 1):
            counts = np.zeros(c.n_pairs, dtype=np.float64)
            feature = self.favor_diagonal and self.optimize_tension and it > 0
            emp_feat = k.estep(
                c.cell_pair, c.s_len, c.t_len, c.cell_off, c.sent_shape, self._prior_jit(c, k, tension),
                lex if lex is not None else np.zeros(1), lex is not None, c.null, feature,
                _THREAD_BUFFER_LINES, counts, probs,
            )  # fmt: skip
            if feature:
                emp_feat /= n_target_tokens
                for _ in range(8):
                    mod_feat = k.model_feature(c.g_trg, c.g_m, c.g_n, c.g_count, tension) / n_target_tokens
                    tension += (emp_feat - mod_feat) * 20.0
                    if tension <= 0.1:
                        tension = 0.1
                    if tension > 14:
                        tension = 14.0
            lex = k.normalise(
                counts, c.sum_order, c.sum_row, c.pair_row, c.n_rows, self.variational_bayes, self.alpha
            )
        return lex, tension

    def _train(self, c: _Corpus) -> tuple[F64 | None, float]:
        """The lexical table (None: never normalised, every entry 1e-9) and the tension after
        the ``iterations - 1`` training iterations (the last iteration only decodes)."""
        tension = self.initial_tension
        n_target_tokens = float(c.n_tokens)
        lex: F64 | None = None  # None: not normalised yet (every entry 1e-9)
        for it in range(self.iterations - 1):
            z = self._normaliser_table(c, tension)
            counts = np.zeros(c.n_pairs, dtype=np.float64)
            feature = self.favor_diagonal and self.optimize_tension and it > 0
            emp_feat = 0.0
            batch_sum = 0.0
            batch = 0
            for lo, hi in c.chunks:
                cells = _Cells(c, lo, hi)
                probs = self._probs(c, cells, z, tension, lex)
                sums = _weighted_bincount(cells.cell_tok, probs, cells.n_tokens)
                post = probs / sums[cells.cell_tok]
                del probs, sums
                # the expected counts, added in cell order across chunks (as one bincount)
                np.add.at(counts, c.cell_pair[cells.cell_lo : cells.cell_hi], post)
                if feature:
                    # the empirical feature, summed left to right per C++ batch of lines
                    if lo // _THREAD_BUFFER_LINES != batch:
                        emp_feat += batch_sum
                        batch_sum, batch = 0.0, lo // _THREAD_BUFFER_LINES
                    weighted = self._feature_of(cells) * post
                    if weighted.size:
                        batch_sum = float(np.cumsum(np.concatenate([[batch_sum], weighted]))[-1])
            if feature:
                emp_feat += batch_sum
                emp_feat /= n_target_tokens
                for _ in range(8):
                    mod_feat = self._model_feature(c, tension) / n_target_tokens
                    tension += (emp_feat - mod_feat) * 20.0
                    if tension <= 0.1:
                        tension = 0.1
                    if tension > 14:
                        tension = 14.0
            lex = self._normalise(c, counts)
        return lex, tension

    def _probs(self, c: _Corpus, cells: _Cells, z: F64 | None, tension: float, lex: F64 | None) -> F64:
        prior = self._prior(c, cells, z, tension)
        if lex is None:
            out: F64 = prior * _UNINITIALISED_PROB
            return out
        pair = c.cell_pair[cells.cell_lo : cells.cell_hi]
        out = prior * lex[pair]
        return out

    def _viterbi(self, c: _Cells, probs: F64) -> IntArray:
        """Per target token of a chunk, the 0-based source position of the first maximum
        among NULL and the source words (-1: NULL wins, or no cell).

        Like the C++'s ``probs[i] > max_p`` scan from NULL (or from -1 without NULL): a NaN
        never wins, and a NaN NULL probability keeps NULL."""
        best = np.full(c.n_tokens, -1, dtype=np.intp)
        has = c.tok_width > 0
        if not has.any():
            return best
        nan_null = np.zeros(c.n_tokens, dtype=bool)
        nan = np.isnan(probs)
        if nan.any():
            if self.use_null:
                nan_null[has] = nan[c.tok_first_cell[has]]
            probs = np.where(nan, -2.0, probs)
        starts = c.tok_first_cell[has]
        tok_max = np.maximum.reduceat(probs, starts)
        full_max = np.zeros(c.n_tokens, dtype=np.float64)
        full_max[has] = tok_max
        is_max = probs == full_max[c.cell_tok]
        k = np.arange(c.n_cells, dtype=np.intp) - c.tok_first_cell[c.cell_tok]
        first = np.minimum.reduceat(np.where(is_max, k, c.n_cells), starts)
        idx = np.flatnonzero(has)
        best[idx] = c.cell_src_pos[starts + first]
        best[nan_null | (full_max < -1.0)] = -1
        return best

    def _links(self, c: _Corpus, best: IntArray) -> list[Alignment]:
        linked = best >= 0
        sent = c.tok_sent[linked]
        src_pos = best[linked].tolist()
        trg_pos = c.tok_pos[linked].tolist()
        if self.reverse:  # the model's "source" is the real target side
            src_pos, trg_pos = trg_pos, src_pos
        links = list(zip(src_pos, trg_pos, strict=True))
        ends = np.cumsum(np.bincount(sent, minlength=c.n_sentences)).tolist()
        return [links[a:b] for a, b in zip([0, *ends[:-1]], ends, strict=True)]
