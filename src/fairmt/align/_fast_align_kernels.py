"""fast_align's training and decoding loops, as plain Python that numba compiles (the ``speed`` extra).

:mod:`fairmt.align.fast_align` builds the corpus tables (word ids, each cell's
lexical-table entry, the libstdc++ hash orders); the loops over them are written here, one
cell at a time in the C++'s order, instead of as whole-array NumPy operations. Every quantity
is the same expression, operand for operand, as in the NumPy path (and so the C++), so the
links are identical: the sums are plain left-to-right loops (numba, without ``fastmath``,
neither reorders them nor fuses a multiply and an add), and ``math.exp``/``log``/``pow``
call the C library, as the C++ does.

How they are compiled, cached on disk, built ahead of time and checked is
:mod:`fairmt.align._fast_align_jit`. This module must not import numba (a process that loads
the ahead-of-time build never imports it), and all the kernels stay in this one file: a
kernel calls the compiled helpers through this module's globals, and numba's disk cache
judges a compiled function stale by the stamp of its own source file only, so a helper kept
in another file could change without its callers being recompiled.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

_UNSIGNED = 2.0**32

#: numba's compile options for every kernel (``numba.njit(cache=..., **NJIT_OPTIONS)`` in
#: :func:`fairmt.align._fast_align_jit._load_jit`). They live in this file, not the loader's,
#: because numba's disk cache judges a compiled function stale by its own source file's stamp
#: only: an edited option here recompiles the kernels; one kept in the loader would reload the
#: old machine code. Never ``fastmath``: it would reorder the sums the links depend on.
NJIT_OPTIONS: dict[str, Any] = {"error_model": "numpy", "nogil": True}


# The kernels, as plain Python; :func:`fairmt.align._fast_align_jit._load_jit` turns them
# into numba functions (in the dependency order of :data:`_ORDER`: a kernel calls the
# compiled versions of the helpers through this module's globals).


def _umod(x: float) -> float:
    """np.mod(x, 2**32) for the whole numbers in (-2**32, 2**32) that occur here (differences
    of lengths): the C++'s unsigned wrap-around of a length difference. Exact (|x| < 2**53)."""
    if x < 0.0:
        return x + _UNSIGNED
    if x >= _UNSIGNED:
        return x - _UNSIGNED
    return x


def _feature(j: float, i: float, m: float, n: float) -> float:
    return -abs(i / n - j / m)


def _unnorm(j: float, i: float, m: float, n: float, t: float) -> float:
    return math.exp(_feature(j, i, m, n) * t)


def _normaliser(j: float, m: float, n: float, t: float) -> float:
    split = j * n / m
    below = np.trunc(split)
    above = below + 1.0
    ratio = math.exp(-t / n)
    n_above = _umod(n - below)
    z_above = 0.0
    if n_above != 0.0:
        z_above = _unnorm(j, above, m, n, t) * (1.0 - math.pow(ratio, n_above)) / (1.0 - ratio)
    z_below = 0.0
    if below != 0.0:
        z_below = _unnorm(j, below, m, n, t) * (1.0 - math.pow(ratio, below)) / (1.0 - ratio)
    return z_below + z_above


def _arith_geom(a_1: float, g_1: float, r: float, d: float, n: float) -> float:
    g_np1 = g_1 * math.pow(r, n)
    a_n = d * _umod(n - 1.0) + a_1
    x_1 = a_1 * g_1
    g_2 = g_1 * r
    rm1 = r - 1.0
    return (a_n * g_np1 - x_1) / rm1 - d * (g_np1 - g_2) / (rm1 * rm1)


def _dlogz(j: float, m: float, n: float, t: float) -> float:
    z = _normaliser(j, n, m, t)
    split = j * n / m
    below = np.trunc(split)
    above = below + 1.0
    ratio = math.exp(-t / n)
    d = -1.0 / n
    n_above = _umod(n - below)
    p_above = 0.0
    if n_above != 0.0:
        p_above = _arith_geom(_feature(j, above, m, n), _unnorm(j, above, m, n, t), ratio, d, n_above)
    p_below = 0.0
    if below != 0.0:
        p_below = _arith_geom(_feature(j, below, m, n), _unnorm(j, below, m, n, t), ratio, d, below)
    return (p_above + p_below) / z


def _digamma(x: float) -> float:
    result = 0.0
    while x < 7.0:
        result = result - 1.0 / x
        x = x + 1.0
    x = x - 1.0 / 2.0
    xx = 1.0 / x
    xx2 = xx * xx
    xx4 = xx2 * xx2
    series = (
        math.log(x)
        + (1.0 / 24.0) * xx2
        - (7.0 / 960.0) * xx4
        + (31.0 / 8064.0) * xx4 * xx2
        - (127.0 / 30720.0) * xx4 * xx4
    )
    return result + series


def _normaliser_table(z_trg: Any, z_m: Any, z_n: Any, t: float, p_null: float) -> Any:
    out = np.empty(z_trg.size, dtype=np.float64)
    for k in range(z_trg.size):
        out[k] = _normaliser(z_trg[k], z_m[k], z_n[k], t) / (1.0 - p_null)
    return out


def _model_feature(g_trg: Any, g_m: Any, g_n: Any, g_count: Any, t: float) -> float:
    total = 0.0
    for k in range(g_trg.size):
        total += g_count[k] * _dlogz(g_trg[k], g_m[k], g_n[k], t)
    return total


def _normalise(
    counts: Any, sum_order: Any, sum_row: Any, pair_row: Any, n_rows: int, vb: bool, alpha: float
) -> Any:
    n = counts.size
    total = np.zeros(n_rows, dtype=np.float64)
    lex = np.empty(n, dtype=np.float64)
    if vb:
        for k in range(n):
            p = sum_order[k]
            total[sum_row[k]] += counts[p] + alpha
        for r in range(n_rows):
            if total[r] == 0.0:
                total[r] = 1.0
            total[r] = _digamma(total[r])
        for p in range(n):
            lex[p] = math.exp(_digamma(counts[p] + alpha) - total[pair_row[p]])
    else:
        for k in range(n):
            p = sum_order[k]
            total[sum_row[k]] += counts[p]
        for r in range(n_rows):
            if total[r] == 0.0:
                total[r] = 1.0
        for p in range(n):
            lex[p] = counts[p] / total[pair_row[p]]
    return lex


def _prior_value(
    j: int, i: int, m: int, n: int, null: int, favor: bool, p_null: float, t: float, z: float
) -> float:
    """The alignment prior of target position ``j`` (0-based) and source position ``i``
    (1-based; 0: NULL) in a sentence shape (``m`` target, ``n`` source words), ``z`` the
    normaliser of (shape, j): the NumPy path's ``FastAlign._prior``, one value."""
    if not favor:
        return 1.0 / (float(n) + float(null))
    if i == 0:
        return p_null
    return _unnorm(float(j + 1), float(i), float(m), float(n), t) / z


def _prior_table(
    shape_m: Any, shape_n: Any, z_off: Any, z: Any, null: int, favor: bool, p_null: float, t: float
) -> Any:
    """The alignment prior of every (shape, target position, NULL or source position)."""
    n_shapes = shape_m.size
    off = np.zeros(n_shapes + 1, dtype=np.int64)
    for s in range(n_shapes):
        off[s + 1] = off[s] + shape_m[s] * (shape_n[s] + null)
    tab = np.empty(off[n_shapes], dtype=np.float64)
    for s in range(n_shapes):
        m = shape_m[s]
        n = shape_n[s]
        w = n + null
        k = off[s]
        for j in range(m):
            zj = z[z_off[s] + j] if favor else 0.0
            for c in range(w):
                tab[k] = _prior_value(j, c - null + 1, m, n, null, favor, p_null, t, zj)
                k += 1
    return tab, off


def _token_priors(
    s: int,
    j: int,
    sent_shape: Any,
    tab: Any,
    tab_off: Any,
    use_tab: bool,
    s_len: Any,
    t_len: Any,
    z_off: Any,
    z: Any,
    null: int,
    favor: bool,
    p_null: float,
    t: float,
    out: Any,
) -> None:
    """The priors of target token ``j`` of sentence ``s``, NULL first, into ``out``: from the
    per-shape table, or computed (a corpus too large for the table)."""
    w = s_len[s] + null
    shape = sent_shape[s]
    if use_tab:
        base = tab_off[shape] + j * w
        for c in range(w):
            out[c] = tab[base + c]
    else:
        zj = z[z_off[shape] + j] if favor else 0.0
        for c in range(w):
            out[c] = _prior_value(j, c - null + 1, t_len[s], s_len[s], null, favor, p_null, t, zj)


def _estep(
    cell_pair: Any,
    s_len: Any,
    t_len: Any,
    cell_off: Any,
    sent_shape: Any,
    prior: tuple[Any, Any, bool, Any, Any, bool, float, float],
    lex: Any,
    use_lex: bool,
    null: int,
    feature: bool,
    batch_lines: int,
    counts: Any,
    probs: Any,
) -> float:
    """One training iteration's expected counts (added to ``counts`` in cell order) and the
    empirical feature (summed per C++ batch of lines), as ``FastAlign._train``. ``prior``:
    (table, table offsets, use the table, z offsets, z, favor_diagonal, p_null, tension)."""
    tab, tab_off, use_tab, z_off, z, favor, p_null, t = prior
    emp_feat = 0.0
    batch_sum = 0.0
    batch = 0
    for s in range(s_len.size):
        if s // batch_lines != batch:
            emp_feat += batch_sum
            batch_sum = 0.0
            batch = s // batch_lines
        m = t_len[s]
        w = s_len[s] + null
        if w == 0:
            continue
        fm = float(m)
        fn = float(s_len[s])
        cell = cell_off[s]
        for j in range(m):
            _token_priors(
                s, j, sent_shape, tab, tab_off, use_tab, s_len, t_len, z_off, z, null, favor, p_null, t, probs
            )
            total = 0.0
            for c in range(w):
                p = probs[c] * lex[cell_pair[cell + c]] if use_lex else probs[c] * 1e-9
                probs[c] = p
                total += p
            for c in range(w):
                post = probs[c] / total
                counts[cell_pair[cell + c]] += post
                if feature:
                    i = c - null + 1
                    f = 0.0 if i == 0 else _feature(float(j), float(i), fm, fn)
                    batch_sum += f * post
            cell += w
    emp_feat += batch_sum
    return emp_feat


def _decode(
    cell_pair: Any,
    s_len: Any,
    t_len: Any,
    cell_off: Any,
    tok_off: Any,
    sent_shape: Any,
    prior: tuple[Any, Any, bool, Any, Any, bool, float, float],
    lex: Any,
    use_lex: bool,
    null: int,
    best: Any,
    probs: Any,
) -> None:
    """The last iteration's Viterbi links: per target token, the 0-based source position of
    the first maximum, scanning from NULL as the C++ does (-1: NULL wins, or no cell)."""
    tab, tab_off, use_tab, z_off, z, favor, p_null, t = prior
    for s in range(s_len.size):
        m = t_len[s]
        w = s_len[s] + null
        cell = cell_off[s]
        for j in range(m):
            _token_priors(
                s, j, sent_shape, tab, tab_off, use_tab, s_len, t_len, z_off, z, null, favor, p_null, t, probs
            )
            max_index = -1
            max_p = -1.0
            for c in range(w):
                p = probs[c] * lex[cell_pair[cell + c]] if use_lex else probs[c] * 1e-9
                if c == 0 and null == 1:
                    max_index = 0
                    max_p = p
                elif p > max_p:
                    max_index = c
                    max_p = p
            best[tok_off[s] + j] = max_index - null if max_index >= null else -1
            cell += w


def _lexical_entries(
    s_off: Any,
    s_len: Any,
    s_rows: Any,
    tok_off: Any,
    t_len: Any,
    t_ids: Any,
    null: int,
    cell_off: Any,
    n_rows: int,
    n_words: int,
    cell_pair: Any,
) -> Any:
    """The lexical table's entries, as ``_Corpus._lexical_entries_numpy`` finds them by
    sorting: every distinct (row, target word) of the cells, numbered in (row, word) order
    (``pair_row``, ``pair_word``), each entry's insertion index in its row's hash table
    (the order of its first cell), and each cell's entry (written into ``cell_pair``).

    Linear in the cells: the tokens are bucketed by target word (words in increasing
    order), a row's entry for the current word is remembered with a stamp, and the entries,
    found word by word, are then bucketed by row (stably, so words stay increasing)."""
    n_sent = s_len.size
    n_tok = t_ids.size
    tok_sent = np.empty(n_tok, dtype=np.int64)
    for s in range(n_sent):
        for j in range(t_len[s]):
            tok_sent[tok_off[s] + j] = s
    word_start = np.zeros(n_words + 1, dtype=np.int64)
    for t in range(n_tok):
        word_start[t_ids[t] + 1] += 1
    for w in range(n_words):
        word_start[w + 1] += word_start[w]
    fill = word_start[:-1].copy()
    by_word = np.empty(n_tok, dtype=np.int64)
    for t in range(n_tok):
        by_word[fill[t_ids[t]]] = t
        fill[t_ids[t]] += 1
    stamp = np.full(n_rows, -1, dtype=np.int64)
    entry = np.empty(n_rows, dtype=np.int64)
    # pass 1: count the entries; pass 2: number them word by word, and mark the cells
    n_pairs = 0
    for w in range(n_words):
        for k in range(word_start[w], word_start[w + 1]):
            t = by_word[k]
            s = tok_sent[t]
            for c in range(s_len[s] + null):
                r = 0 if c < null else s_rows[s_off[s] + c - null]
                if stamp[r] != w:
                    stamp[r] = w
                    n_pairs += 1
    stamp[:] = -1
    gen_row = np.empty(n_pairs, dtype=np.int64)
    gen_word = np.empty(n_pairs, dtype=np.int64)
    p = 0
    for w in range(n_words):
        for k in range(word_start[w], word_start[w + 1]):
            t = by_word[k]
            s = tok_sent[t]
            w_s = s_len[s] + null
            cell = cell_off[s] + (t - tok_off[s]) * w_s
            for c in range(w_s):
                r = 0 if c < null else s_rows[s_off[s] + c - null]
                if stamp[r] != w:
                    stamp[r] = w
                    entry[r] = p
                    gen_row[p] = r
                    gen_word[p] = w
                    p += 1
                cell_pair[cell + c] = entry[r]
    # renumber in (row, word) order
    row_start = np.zeros(n_rows + 1, dtype=np.int64)
    for q in range(n_pairs):
        row_start[gen_row[q] + 1] += 1
    for r in range(n_rows):
        row_start[r + 1] += row_start[r]
    row_fill = row_start[:-1].copy()
    new_id = np.empty(n_pairs, dtype=np.int64)
    pair_row = np.empty(n_pairs, dtype=np.int64)
    pair_word = np.empty(n_pairs, dtype=np.int64)
    for q in range(n_pairs):
        r = gen_row[q]
        new_id[q] = row_fill[r]
        pair_row[row_fill[r]] = r
        pair_word[row_fill[r]] = gen_word[q]
        row_fill[r] += 1
    # each cell's entry, and each entry's insertion index (cells in order)
    inserted = np.full(n_pairs, -1, dtype=np.int64)
    row_fill[:] = 0
    for cell in range(cell_pair.size):
        q = new_id[cell_pair[cell]]
        cell_pair[cell] = q
        if inserted[q] < 0:
            r = pair_row[q]
            inserted[q] = row_fill[r]
            row_fill[r] += 1
    return pair_row, pair_word, inserted, cell_pair


def _unordered_map_rank(row: Any, key: Any, inserted: Any, row_size: Any, bucket_counts: Any) -> Any:
    """``fast_align._unordered_map_rank`` by running libstdc++'s algorithm: each row's keys
    are inserted one by one into a singly linked list with per-bucket "node before the
    bucket's first node" pointers (an insertion goes after that node, or, into an empty
    bucket, to the front of the list), and the list is rebuilt (walked in order, the same
    rule) when element number B + 1 comes into B buckets. Linear in the entries."""
    n = row.size
    rank = np.empty(n, dtype=np.int64)
    max_size = 0
    for r in range(row_size.size):
        max_size = max(max_size, row_size[r])
    nb_max = bucket_counts[0]
    for b in range(bucket_counts.size):
        nb_max = bucket_counts[b]
        if bucket_counts[b] >= max_size:
            break
    buckets = np.full(nb_max, -1, dtype=np.int64)
    nxt = np.empty(max_size + 1, dtype=np.int64)
    ent = np.empty(max_size, dtype=np.int64)
    ikey = np.empty(max_size, dtype=np.int64)
    start = 0
    while start < n:
        r = row[start]
        end = start
        while end < n and row[end] == r:
            end += 1
        m = end - start
        for q in range(start, end):
            ent[inserted[q]] = q
            ikey[inserted[q]] = key[q]
        head = m  # the list's "before begin" node
        nxt[head] = -1
        nb = 0
        level = -1
        for x in range(m):
            if x == 0 or (x == nb and level + 1 < bucket_counts.size):
                level += 1
                nb = bucket_counts[level]
                buckets[:nb] = -1
                p = nxt[head]
                nxt[head] = -1
                first_bucket = 0
                while p != -1:
                    following = nxt[p]
                    b = ikey[p] % nb
                    if buckets[b] == -1:
                        nxt[p] = nxt[head]
                        nxt[head] = p
                        buckets[b] = head
                        if nxt[p] != -1:
                            buckets[first_bucket] = p
                        first_bucket = b
                    else:
                        nxt[p] = nxt[buckets[b]]
                        nxt[buckets[b]] = p
                    p = following
            b = ikey[x] % nb
            if buckets[b] != -1:
                nxt[x] = nxt[buckets[b]]
                nxt[buckets[b]] = x
            else:
                nxt[x] = nxt[head]
                nxt[head] = x
                if nxt[x] != -1:
                    buckets[ikey[nxt[x]] % nb] = x
                buckets[b] = head
        p = nxt[head]
        pos = 0
        while p != -1:
            rank[ent[p]] = pos
            pos += 1
            p = nxt[p]
        start = end
    return rank


def _check_libm(x: Any, y: Any, r: Any, k: Any) -> Any:
    out = np.empty(x.size + y.size + r.size, dtype=np.float64)
    for a in range(x.size):
        out[a] = math.exp(x[a])
    for a in range(y.size):
        out[x.size + a] = math.log(y[a])
    for a in range(r.size):
        out[x.size + y.size + a] = math.pow(r[a], k[a])
    return out


_ORDER = (
    "_umod",
    "_feature",
    "_unnorm",
    "_normaliser",
    "_arith_geom",
    "_dlogz",
    "_digamma",
    "_normaliser_table",
    "_model_feature",
    "_normalise",
    "_prior_value",
    "_prior_table",
    "_token_priors",
    "_estep",
    "_decode",
    "_lexical_entries",
    "_unordered_map_rank",
    "_check_libm",
)
