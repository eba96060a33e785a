"""Per-item word alignment with a fixed, shipped lexical model ("lexical").

fast_align (:mod:`fairmt.align.fast_align`) trains on the corpus it aligns, so one pair's
links change with the other lines of the file, and its memory grows with the file. This
aligner uses fast_align's *model* -- a lexical translation table t(f | e) times the
diagonal-favouring alignment prior, against NULL -- with parameters trained **once** per
language pair and shipped with the package, and decodes every pair **alone**: a pair gets
the same links alone, in any file and in any order, and memory does not depend on the
number of items.

The model (Dyer, Chahuneau & Smith 2013), for target position j (1-based) of m and source
position i of n::

    P(a_j = i)    = (1 - p_null) * exp(-T |i/n - j/m|) / Z(j, m, n)     Z: sum over i = 1..n
    P(a_j = NULL) = p_null
    a_j = argmax over NULL, 1..n of P(a_j = i) * t(f_j | e_i)         (NULL first; a link
                                                                      only when a word beats it)

``T`` (the tension) and ``t`` are those fast_align learned on the training corpus with
``-d -o -v`` (:meth:`fairmt.align.fast_align.FastAlign.fit`), t as the table the last
iteration of fast_align decodes with. Z is summed directly (not with the C++'s closed form):
the links are fast_align's model, not bit-identical to a fast_align run.

Words the table lacks (decisions)
---------------------------------
A word is *known* when the table has it (a target word: a column; a source word: in some
column). For a pair the table lacks, t(f | e) is, in order:

* ``COPY_PROB`` (0.5; also a floor for a listed pair) when the tokens are equal: a copied
  name, number or untranslated word ("Anna" -> "anna") links even if neither was seen; an
  unseen target word that is a copy gets ``floor`` from every other source word (the copy
  explains it, however far from the diagonal it stands);
* ``UNKNOWN_BOTH`` (0.1) when neither word is known: two words the training data never
  had are likely each other's translation (an unseen noun "duke" and its "duque"), so
  such a target word goes to an unknown source word near the diagonal, not to NULL or
  to a known word;
* ``UNKNOWN_ONE`` (1e-3, the pruning threshold) when one of them is known: a known
  target word with no listed translation in the sentence may still translate an unseen
  source word, and an unseen target word is placed by the prior;
* ``floor`` (the pruning threshold / 100) when both are known: the training data gave
  no (or only a pruned) association, which is evidence against a link.

The two unknown cases are multiplied by ``exp(SIMILARITY_GAIN * similarity(e, f))``, the
Dice coefficient of their letter bigrams (accents ignored): between unseen words, spelling
is the only evidence left, and cognates share bigrams ("duke"/"duque" 0.29,
"empress"/"emperatriz" 0.27; unrelated words mostly 0 to 0.1).

NULL gets the table's t(f | NULL) for a known target word and ``floor`` otherwise, so an
unseen target word is always linked (to the source word the prior and the rules above
prefer). A language pair without a shipped table uses an empty table (every word is
unknown: the prior, copies and ``UNKNOWN_BOTH`` decide); its version string says so.
These rules are the decoder's version (``DECODER``), part of :meth:`LexicalAligner.version`.

Tokens are lower-cased before lookup (the tables hold lower-cased words, tokenised as the
rules cue detector does: :func:`fairmt.fairqe.cues.aligner_tokens`).

Shipped tables (``fairmt/align/data/lexical/en-XX.tsv.gz``), built by
``scripts/build_align_model.py`` with this package's FastAlign (``-d -o -v``, 5 iterations)
from parallel text that is none of the evaluation sets (the folder's README lists them
with their licences): the saved WinoMT system translations (Google, Bing, AWS, SYSTRAN,
sota; MIT), for en-de also the MLQE-PE en-de training set (source + MT output, source +
post-edit; CC0 1.0), and the rules cue detector's bilingual seed lexicon. Entries below the
pruning threshold are dropped and the rest rounded to three significant digits. The
folder's ``MANIFEST.json`` holds the model version and each file's SHA-256; both are in
:meth:`LexicalAligner.version` (and so in every signature). A word and its form in the other
gender share one column (the largest t of the two for each source word): the training text
is mostly masculine, and a feminine translation would otherwise align worse than the
masculine one of the same source (:mod:`fairmt.align.lexical_genders`, whose pairs files the
manifest lists under ``genders``).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from importlib import resources
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from fairmt.align.base import Aligner, Alignment

NULL = "<eps>"  # NULL's row in the tables (fast_align's name for it)
COPY_PROB = 0.5
UNKNOWN_BOTH = 0.1  # t(f | e) when neither word is in the table
UNKNOWN_ONE = 1e-3  # t(f | e) when one of them is not
SIMILARITY_GAIN = 5.0  # an unknown pair's t is multiplied by exp(gain x spelling similarity)
DECODER = "d5"  # the decoding rules below; part of the version
_ACCENTS = str.maketrans("àáâäãåèéêëìíîïòóôöõùúûüçñß", "aaaaaaeeeeiiiiooooouuuucns")
DATA_PACKAGE = "fairmt.align"
DATA_FOLDER = ("data", "lexical")
FORMAT = "fairmt-lexical-1"


@dataclass
class LexicalModel:
    """One language pair's model: t(f | e) keyed by target word then source word, the
    tension, p_null, and the floor for a pair the table lacks."""

    pair: str
    tension: float
    p_null: float
    floor: float
    table: dict[str, dict[str, float]] = field(default_factory=dict)
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return sum(len(v) for v in self.table.values())

    @cached_property
    def source_words(self) -> frozenset[str]:
        return frozenset(e for column in self.table.values() for e in column)

    @cached_property
    def index(self) -> _Index:
        return _Index.build(self)


@dataclass(frozen=True)
class _Index:
    """The table as arrays for :func:`decode`: word ids (source words from 0, target words
    from 0), each entry's key ``source id * n_target + target id`` (sorted) and value, and
    each target word's t(f | NULL) (``floor`` when the table has none)."""

    source_id: dict[str, int]
    target_id: dict[str, int]
    keys: NDArray[np.int64]
    values: NDArray[np.float64]
    null: NDArray[np.float64]

    @classmethod
    def build(cls, model: LexicalModel) -> _Index:
        target_id = {f: k for k, f in enumerate(sorted(model.table))}
        source_id = {e: k for k, e in enumerate(sorted(model.source_words - {NULL}))}
        n_target = max(len(target_id), 1)
        null = np.full(len(target_id), model.floor, dtype=np.float64)
        keys: list[int] = []
        values: list[float] = []
        for f, column in model.table.items():
            fid = target_id[f]
            for e, p in column.items():
                if e == NULL:
                    null[fid] = p
                else:
                    keys.append(source_id[e] * n_target + fid)
                    values.append(p)
        order = np.argsort(np.array(keys, dtype=np.int64), kind="stable")
        return cls(
            source_id,
            target_id,
            np.array(keys, dtype=np.int64)[order],
            np.array(values, dtype=np.float64)[order],
            null,
        )


def write_model(path: Path, model: LexicalModel) -> None:
    """Write ``model`` as a gzipped TSV: ``#key<TAB>value`` header lines, then one
    ``target<TAB>source<TAB>probability`` line per entry (sorted, so the bytes are reproducible)."""
    lines = [f"#format\t{FORMAT}\n", f"#pair\t{model.pair}\n", f"#tension\t{model.tension!r}\n"]
    lines += [f"#p_null\t{model.p_null!r}\n", f"#floor\t{model.floor!r}\n"]
    lines += [f"#{k}\t{v}\n" for k, v in sorted(model.meta.items())]
    for f in sorted(model.table):
        for e, p in sorted(model.table[f].items()):
            lines.append(f"{f}\t{e}\t{p:.3g}\n")
    data = "".join(lines).encode("utf-8")
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz:
        gz.write(data)


def read_rows(data: bytes) -> tuple[dict[str, str], list[list[str]]]:
    """The ``#key<TAB>value`` header and the tab-separated rows of a gzipped data file."""
    head: dict[str, str] = {}
    rows: list[list[str]] = []
    for line in gzip.decompress(data).decode("utf-8").split("\n"):
        if not line:
            continue
        if line.startswith("#"):
            key, _, value = line[1:].partition("\t")
            head[key] = value
        else:
            rows.append(line.split("\t"))
    return head, rows


def read_model(data: bytes) -> LexicalModel:
    """A model from the bytes of a file written by :func:`write_model`."""
    head, rows = read_rows(data)
    table: dict[str, dict[str, float]] = {}
    for f, e, p in rows:
        table.setdefault(f, {})[e] = float(p)
    if head.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} table (format: {head.get('format')!r})")
    meta = {k: v for k, v in head.items() if k not in ("format", "pair", "tension", "p_null", "floor")}
    return LexicalModel(
        pair=head["pair"],
        tension=float(head["tension"]),
        p_null=float(head["p_null"]),
        floor=float(head["floor"]),
        table=table,
        meta=meta,
    )


def _data_dir() -> resources.abc.Traversable:
    folder = resources.files(DATA_PACKAGE)
    for part in DATA_FOLDER:
        folder = folder / part
    return folder


@cache
def manifest() -> dict[str, object]:
    """The shipped tables' manifest: ``version`` and ``files`` (pair -> file name, sha256)."""
    path = _data_dir() / "MANIFEST.json"
    if not path.is_file():
        return {"version": "none", "files": {}}
    out: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    return out


def shipped_pairs() -> list[str]:
    files = manifest().get("files", {})
    return sorted(files) if isinstance(files, dict) else []


_LOCK = threading.Lock()
_MODELS: dict[str, LexicalModel] = {}


def load_model(pair: str) -> LexicalModel | None:
    """The shipped model of ``pair`` ("en-de"), read once per process; None when none is shipped."""
    with _LOCK:
        if pair in _MODELS:
            return _MODELS[pair]
        files = manifest().get("files", {})
        entry = files.get(pair) if isinstance(files, dict) else None
        if entry is None:
            return None
        data = (_data_dir() / str(entry["file"])).read_bytes()
        if hashlib.sha256(data).hexdigest() != entry["sha256"]:
            raise ValueError(f"the shipped alignment table of {pair} does not match its manifest")
        model = read_model(data)
        genders = manifest().get("genders", {})
        extra = genders.get(pair) if isinstance(genders, dict) else None
        if extra is not None:
            # gender counterparts share their columns (fairmt.align.lexical_genders)
            from fairmt.align.lexical_genders import read_pairs, symmetrise

            raw = (_data_dir() / str(extra["file"])).read_bytes()
            if hashlib.sha256(raw).hexdigest() != extra["sha256"]:
                raise ValueError(f"the shipped gender pairs of {pair} do not match their manifest")
            symmetrise(model, read_pairs(raw)[1])
        _MODELS[pair] = model
        return model


@lru_cache(maxsize=4096)
def _prior(m: int, n: int, tension: float, p_null: float) -> tuple[tuple[float, ...], ...]:
    """P(a_j = i) for each target position j = 1..m and source position i = 1..n: the
    diagonal prior, summing to 1 - p_null over the source positions."""
    rows = []
    for j in range(1, m + 1):
        unnorm = [math.exp(-tension * abs(i / n - j / m)) for i in range(1, n + 1)]
        scale = (1.0 - p_null) / sum(unnorm)
        rows.append(tuple(u * scale for u in unnorm))
    return tuple(rows)


@lru_cache(maxsize=200_000)
def _bigrams(word: str) -> frozenset[str]:
    w = word.translate(_ACCENTS)
    return frozenset(w[k : k + 2] for k in range(len(w) - 1))


def similarity(a: str, b: str) -> float:
    """Dice coefficient of the letter bigrams (accents ignored): 0 unrelated, 1 same bigrams."""
    x, y = _bigrams(a), _bigrams(b)
    if not x or not y:
        return 0.0
    return 2.0 * len(x & y) / (len(x) + len(y))


def viterbi(model: LexicalModel, src: Sequence[str], trg: Sequence[str]) -> Alignment:
    """The links of one pair under ``model`` (see the module docstring), ordered by target index."""
    n, m = len(src), len(trg)
    if n == 0 or m == 0:
        return []
    src_low = [w.lower() for w in src]
    table, floor, p_null = model.table, model.floor, model.p_null
    known_src = model.source_words
    src_known = [e in known_src for e in src_low]
    floors = [floor] * n
    for_unseen_target = [UNKNOWN_ONE if k else UNKNOWN_BOTH for k in src_known]
    for_seen_target = [floor if k else UNKNOWN_ONE for k in src_known]
    links: Alignment = []
    priors = _prior(m, n, model.tension, p_null)
    for j, word in enumerate(trg, start=1):
        f = word.lower()
        column = table.get(f)
        prior = priors[j - 1]
        best_i = -1
        if column is None:  # a target word the model never saw; a copy is explained by its source
            best_p = p_null * floor
            unknown = floors if f in src_low else for_unseen_target
        else:
            best_p = p_null * column.get(NULL, floor)
            unknown = for_seen_target
        for i, e in enumerate(src_low):
            t = column.get(e) if column is not None else None
            if t is None:
                t = unknown[i]
                if t > floor and SIMILARITY_GAIN:
                    t *= math.exp(SIMILARITY_GAIN * similarity(e, f))
            if e == f and t < COPY_PROB:
                t = COPY_PROB
            p = prior[i] * t
            if p > best_p:
                best_p, best_i = p, i
        if best_i >= 0:
            links.append((best_i, j - 1))
    return links


def _prior_matrix(m: int, n: int, tension: float, p_null: float) -> NDArray[np.float64]:
    j = np.arange(1, m + 1, dtype=np.float64)[:, None] / m
    i = np.arange(1, n + 1, dtype=np.float64)[None, :] / n
    unnorm = np.exp(-tension * np.abs(i - j))
    out: NDArray[np.float64] = unnorm * ((1.0 - p_null) / unnorm.sum(axis=1, keepdims=True))
    return out


def _dice(words: Sequence[str], a: NDArray[np.int64], b: NDArray[np.int64]) -> NDArray[np.float64]:
    """:func:`similarity` of ``words[a[k]]`` and ``words[b[k]]`` for every k.

    Shared bigrams are counted once per distinct word pair by joining the two words' bigram
    lists on the bigram (integer counts, no BLAS: a small matrix product through a threaded
    BLAS costs tens of milliseconds on a busy machine)."""
    ua, ia = np.unique(a, return_inverse=True)
    ub, ib = np.unique(b, return_inverse=True)
    grams: dict[str, int] = {}
    a_sets = [[grams.setdefault(g, len(grams)) for g in _bigrams(words[w])] for w in ua.tolist()]
    b_sets = [[grams.setdefault(g, len(grams)) for g in _bigrams(words[w])] for w in ub.tolist()]
    a_size = np.array([len(g) for g in a_sets], dtype=np.float64)
    b_size = np.array([len(g) for g in b_sets], dtype=np.float64)
    a_word = np.repeat(np.arange(ua.size), a_size.astype(np.intp))
    b_word = np.repeat(np.arange(ub.size), b_size.astype(np.intp))
    a_gram = np.array([g for gs in a_sets for g in gs], dtype=np.intp)
    b_gram = np.array([g for gs in b_sets for g in gs], dtype=np.intp)
    order = np.argsort(b_gram, kind="stable")
    b_gram, b_word = b_gram[order], b_word[order]
    lo = np.searchsorted(b_gram, a_gram, side="left")
    hi = np.searchsorted(b_gram, a_gram, side="right")
    count = hi - lo
    pair_a = np.repeat(a_word, count)
    starts = np.repeat(lo - np.concatenate([[0], np.cumsum(count)[:-1]]), count)
    pair_b = b_word[np.arange(int(count.sum())) + starts]
    shared = np.bincount(pair_a * ub.size + pair_b, minlength=ua.size * ub.size).reshape(ua.size, ub.size)
    size = a_size[:, None] + b_size[None, :]
    ka, kb = ia.ravel(), ib.ravel()
    out: NDArray[np.float64] = np.where(
        size[ka, kb] > 0, 2.0 * shared[ka, kb] / np.maximum(size[ka, kb], 1.0), 0.0
    )
    return out


def decode(model: LexicalModel, src: Sequence[str], trg: Sequence[str]) -> Alignment:
    """:func:`viterbi` with NumPy: the same rules on a (target x source) matrix (the one the
    aligner uses; :func:`viterbi` is the readable reference, and the tests compare them)."""
    n, m = len(src), len(trg)
    if n == 0 or m == 0:
        return []
    ix = model.index
    src_low = [w.lower() for w in src]
    trg_low = [w.lower() for w in trg]
    e = np.array([ix.source_id.get(w, -1) for w in src_low], dtype=np.int64)
    f = np.array([ix.target_id.get(w, -1) for w in trg_low], dtype=np.int64)
    e_known, f_known = e >= 0, f >= 0
    t = np.full((m, n), model.floor, dtype=np.float64)
    # unknown pairs (one or both words unseen), scaled by spelling similarity
    unknown = np.where(
        f_known[:, None],
        np.where(e_known[None, :], 0.0, UNKNOWN_ONE),
        np.where(e_known, UNKNOWN_ONE, UNKNOWN_BOTH),
    )
    local: dict[str, int] = {}
    s_loc = np.array([local.setdefault(w, len(local)) for w in src_low], dtype=np.int64)
    t_loc = np.array([local.setdefault(w, len(local)) for w in trg_low], dtype=np.int64)
    equal = t_loc[:, None] == s_loc[None, :]
    copied = ~f_known & equal.any(axis=1)  # an unseen target word copied from the source
    unknown[copied, :] = 0.0
    rows, cols = np.nonzero(unknown > 0.0)
    if rows.size:
        words = list(local)
        dice = _dice(words, t_loc[rows], s_loc[cols])
        t[rows, cols] = unknown[rows, cols] * np.exp(SIMILARITY_GAIN * dice)
    # listed pairs
    both = f_known[:, None] & e_known[None, :]
    if both.any() and ix.keys.size:
        key = e[None, :] * max(len(ix.target_id), 1) + f[:, None]
        pos = np.minimum(np.searchsorted(ix.keys, key), ix.keys.size - 1)
        hit = both & (ix.keys[pos] == key)
        t = np.where(hit, ix.values[pos], t)
    t = np.where(equal & (t < COPY_PROB), COPY_PROB, t)
    null_t = ix.null[np.maximum(f, 0)] if ix.null.size else np.zeros(m)
    null = model.p_null * np.where(f_known, null_t, model.floor)
    scores = _prior_matrix(m, n, model.tension, model.p_null) * t
    best = scores.argmax(axis=1)  # the first maximum
    linked = scores[np.arange(m), best] > null
    return [(int(i), int(j)) for j, i in enumerate(best.tolist()) if linked[j]]


class LexicalAligner(Aligner):
    """fast_align's model with a fixed, shipped table, one pair at a time.

    Bind it to a language pair with :meth:`for_languages` (the rules cue detector does);
    unbound, it uses the prior and copies only (no table). ``independent`` is True: the
    links of a pair never depend on the other pairs passed with it.
    """

    name = "lexical"
    independent = True

    def __init__(self, src_lang: str | None = None, tgt_lang: str | None = None) -> None:
        self.src_lang = src_lang
        self.tgt_lang = tgt_lang
        self.pair = f"{src_lang}-{tgt_lang}" if src_lang and tgt_lang else None
        loaded = load_model(self.pair) if self.pair else None
        self.model = loaded if loaded is not None else LexicalModel(self.pair or "none", 4.0, 0.08, 1e-5)
        self.has_table = loaded is not None

    def for_languages(self, src_lang: str, tgt_lang: str) -> LexicalAligner:
        if (src_lang, tgt_lang) == (self.src_lang, self.tgt_lang):
            return self
        return LexicalAligner(src_lang, tgt_lang)

    def version(self) -> str:
        """The model version and a digest of the manifest (so of every shipped table); a bound
        aligner adds its pair, marked ``no-table`` when none is shipped."""
        digest = hashlib.sha256(json.dumps(manifest(), sort_keys=True).encode()).hexdigest()[:12]
        out = f"lexical-{manifest().get('version')}-{DECODER}({digest})"
        if self.pair is not None:
            out += f"[{self.pair}{'' if self.has_table else ':no-table'}]"
        return out

    def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
        out: list[Alignment] = []
        for src, trg in pairs:
            if isinstance(src, str) or isinstance(trg, str):
                raise TypeError("LexicalAligner.align takes token sequences, not strings")
            out.append(decode(self.model, src, trg))
        return out
