"""Cross-lingual features of mini-qe-4 (blocks ``lid``, ``copy``, ``align``): language
identity, untranslated text, and word alignment with the shipped lexical tables.

A QE backbone sees ``(source, translation)`` pairs and no language codes, so every feature
here is computed from the two texts alone, one pair at a time (a pair's features never
depend on the other pairs of a call):

* **language identity** (``lid``) (:mod:`fairmt.data.langid`'s function-word lists and scripts):
  ``lid_same``, the cosine of the source's and the translation's function-word language
  profiles (near 1 when the "translation" is in the source language: untranslated or
  copied output), and ``script_same`` (1 when both sides' main letter script is the same;
  a constant inside one language pair, it lets the head tell same-script pairs apart);
* **untranslated source words** (``copy``): ``copy_run``, the longest run of consecutive translation
  words that is also a run of source words, over the translation's words (a copied clause,
  not a copied name), and ``src_copied``, the share of the source's words of 4+ letters
  found in the translation;
* **alignment** (``align``; :mod:`fairmt.align.lexical`'s decoder and tables, trained once on parallel
  text that is none of the evaluation sets): when the source looks English and the
  translation's language (guessed from its script and function words) has a shipped
  ``en-XX`` table, ``has_table`` is 1 and ``src_unaligned`` / ``tgt_unaligned`` are the
  shares of the words the table knows, on each side, that no word of the other side
  translates (t(f | e) >= :data:`LINK_PROB`, or a copy), and ``lex_mean`` the mean over the
  translation's known words of ``log10`` of their best t(f | e) in the source (an IBM-1
  style adequacy score, floored at the table's floor). Without a table these are 0.

Words are lower-cased ``\\w+`` runs (letters only for the language profile).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import cache

import numpy as np
import numpy.typing as npt

from fairmt.data.langid import function_word_profile, main_script

F64 = npt.NDArray[np.float64]

#: Names of the columns of :func:`xl_features`, in order.
XL_COLUMNS = (
    "lid_same",
    "script_same",
    "copy_run",
    "src_copied",
    "has_table",
    "src_unaligned",
    "tgt_unaligned",
    "lex_mean",
)

_WORD = re.compile(r"\w+")
_LETTERS = re.compile(r"[^\W\d_]+")
#: Languages with a shipped ``en-XX`` table, by the script their text is in.
_LATIN_TABLES = ("de", "es", "fr", "it")


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    if not a or not b:
        return 0.0
    dot = sum(v * b.get(k, 0.0) for k, v in a.items())
    na = math.sqrt(sum(v * v for v in a.values()))
    nb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (na * nb)


def _longest_common_run(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest run of consecutive words shared by ``a`` and ``b``."""
    if not a or not b:
        return 0
    best = 0
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0] * (len(b) + 1)
        for j, y in enumerate(b, start=1):
            if x == y:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best = cur[j]
        prev = cur
    return best


def guess_table_language(src_profile: dict[str, float], mt: str, mt_profile: dict[str, float]) -> str | None:
    """The ``XX`` of the ``en-XX`` table for a pair, or ``None``.

    The source must look English (English its strongest function-word language); the
    translation's language is read from its script (Cyrillic: ru unless it has letters only
    Ukrainian has; Arabic; Hebrew) or, for Latin script, its strongest function-word language
    among those with a table (at least one hit).
    """
    if not src_profile or max(sorted(src_profile), key=lambda k: src_profile[k]) != "en":
        return None
    script = main_script(mt)
    if script == "Cyrillic":
        return "uk" if re.search("[іїєґІЇЄҐ]", mt) else "ru"
    if script == "Arabic":
        return "ar"
    if script == "Hebrew":
        return "he"
    if script == "Latin":
        cands = {k: v for k, v in mt_profile.items() if k in _LATIN_TABLES}
        if cands:
            return max(sorted(cands), key=lambda k: cands[k])
    return None


@cache
def _model(lang: str) -> object | None:
    from fairmt.align.lexical import load_model

    return load_model(f"en-{lang}")


#: t(f | e) from which a translation word counts as covering a source word (and back).
LINK_PROB = 0.05


def _alignment_features(lang: str | None, sw: list[str], mw: list[str]) -> list[float]:
    """``has_table, src_unaligned, tgt_unaligned, lex_mean`` from the ``en-lang`` table.

    IBM-1 style, from the aligner's lexical table alone (the full decode of
    :func:`fairmt.align.lexical.decode` costs ~7 ms a pair, the head's whole budget): a word
    is aligned when a word of the other side is its copy or has t(f | e) of at least
    :data:`LINK_PROB`; only words the table knows count (an unknown word says nothing).
    """
    from fairmt.align.lexical import LexicalModel

    model = _model(lang) if lang is not None else None
    if not isinstance(model, LexicalModel) or not sw or not mw:
        return [0.0, 0.0, 0.0, 0.0]
    src_set = set(sw)
    covered: set[str] = set()
    logs: list[float] = []
    tgt_known = tgt_unaligned = 0
    for f in mw:
        column = model.table.get(f)
        if column is None:
            if f in src_set:
                covered.add(f)
            continue
        tgt_known += 1
        best = 0.0
        for e in src_set:
            p = column.get(e, 0.0)
            if p >= LINK_PROB:
                covered.add(e)
            if p > best:
                best = p
        if f in src_set:
            covered.add(f)
            best = max(best, LINK_PROB)
        if best < LINK_PROB:
            tgt_unaligned += 1
        logs.append(math.log10(max(best, model.floor)))
    known_src = [e for e in sw if e in model.source_words]
    src_unaligned = sum(1 for e in known_src if e not in covered) / len(known_src) if known_src else 0.0
    lex = sum(logs) / len(logs) if logs else math.log10(model.floor)
    return [1.0, src_unaligned, tgt_unaligned / tgt_known if tgt_known else 0.0, lex]


#: The blocks of :func:`xl_row`'s columns, as :func:`fairmt.qe.train.build_features` names them.
XL_BLOCKS = {"lid": (0, 2), "copy": (2, 4), "align": (4, 8)}


def xl_row(src: str, mt: str, blocks: Sequence[str] = tuple(XL_BLOCKS)) -> list[float]:
    """One pair's columns of ``blocks`` (:data:`XL_BLOCKS`: lid, copy, align), in that order."""
    sw = [w.lower() for w in _WORD.findall(src)]
    mw = [w.lower() for w in _WORD.findall(mt)]
    sp = function_word_profile([w.lower() for w in _LETTERS.findall(src)])
    mp = function_word_profile([w.lower() for w in _LETTERS.findall(mt)])
    out: list[float] = []
    if "lid" in blocks:
        out += [_cosine(sp, mp), 1.0 if main_script(src) == main_script(mt) else 0.0]
    if "copy" in blocks:
        run = _longest_common_run(sw[:200], mw[:200])
        long_src = {w for w in sw if len(w) >= 4 and w.isalpha()}
        mset = set(mw)
        copied = len(long_src & mset) / len(long_src) if long_src else 0.0
        out += [run / len(mw) if mw else 0.0, copied]
    if "align" in blocks:
        lang = guess_table_language(sp, mt, mp)
        out += _alignment_features(lang, sw[:200], mw[:200])
    return out


def xl_features(srcs: Sequence[str], mts: Sequence[str], blocks: Sequence[str] = tuple(XL_BLOCKS)) -> F64:
    """The columns of ``blocks`` (lid, copy, align), one row per pair."""
    width = sum(XL_BLOCKS[b][1] - XL_BLOCKS[b][0] for b in XL_BLOCKS if b in blocks)
    rows = [xl_row(s, t, blocks) for s, t in zip(srcs, mts, strict=True)]
    return np.array(rows, dtype=np.float64).reshape(len(rows), width)
