"""The corpus tables of :mod:`fairmt.align.fast_align`: word ids as the C++ numbers them, the
cells (one per (sentence, target position, source position or NULL), in the order the C++
visits them) walked in chunks of whole sentences (:class:`_Corpus`, :class:`_Cells`), each
cell's lexical-table entry, and the iteration order of libstdc++'s ``std::unordered_map``
that the C++'s sums follow.

Split out of :mod:`fairmt.align.fast_align` (one module per concept).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from fairmt.align.fast_align_math import IntArray

NULL_TOKEN = "<eps>"  # the C++'s vocabulary entry for NULL
_THREAD_BUFFER_LINES = 10000  # lines per C++ batch: its empirical feature is summed per batch
_CHUNK_CELLS = 1 << 19  # cells per chunk of sentences (memory: ~100 bytes a cell of a chunk)


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
