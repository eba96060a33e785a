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

Modules: the numerical pieces (``exp``/``log``/``pow``, digamma, the diagonal feature and
its normaliser, ordered sums) are in :mod:`fairmt.align.fast_align_math`; the corpus tables,
cells and libstdc++ hash orders in :mod:`fairmt.align.fast_align_corpus` (``NULL_TOKEN`` and
the rank helpers are re-exported here); this module holds the aligner. Module constants are
read where they are defined: ``_CHUNK_CELLS`` and ``_THREAD_BUFFER_LINES`` in the corpus
module (the training loops here read the latter through that module, so one patch reaches
both), ``_numpy_matches_libm`` in the math module.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from fairmt.align import fast_align_corpus as _corpus_module
from fairmt.align.base import Aligner, Alignment
from fairmt.align.fast_align_corpus import _BUCKET_COUNTS as _BUCKET_COUNTS
from fairmt.align.fast_align_corpus import NULL_TOKEN as NULL_TOKEN
from fairmt.align.fast_align_corpus import _Cells as _Cells
from fairmt.align.fast_align_corpus import _Corpus as _Corpus
from fairmt.align.fast_align_corpus import _rank_jit as _rank_jit
from fairmt.align.fast_align_corpus import _unordered_map_rank as _unordered_map_rank
from fairmt.align.fast_align_math import (
    F64,
    IntArray,
    _digamma,
    _dlogz,
    _exp,
    _feature,
    _normaliser,
    _sequential_sum,
    _unnormalised,
    _weighted_bincount,
)

_UNINITIALISED_PROB = 1e-9  # the C++'s lexical probability before the first normalisation
_PRIOR_TABLE_MAX = 1 << 22  # numba backend: the largest per-shape prior table (8 bytes an entry)
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
                _corpus_module._THREAD_BUFFER_LINES, counts, probs,
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
                    if lo // _corpus_module._THREAD_BUFFER_LINES != batch:
                        emp_feat += batch_sum
                        batch_sum, batch = 0.0, lo // _corpus_module._THREAD_BUFFER_LINES
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
