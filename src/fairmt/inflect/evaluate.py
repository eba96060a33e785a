"""How often an inflector turns one gendered reference into its counterpart, exactly.

The data are pairs of translations of one source that differ only in the gender of a
person: MT-GenEval's counterfactual references (``sentences/<split>``: the feminine and the
masculine reference of line *i*) and GATE's two-variant rows (``f`` and ``m``).

For a pair ``(a, b)`` and a direction (``M->F``: ``a`` is the masculine one and ``b`` the
feminine one; ``F->M`` the other way round):

1. **Spans.** The token-level difference of ``a`` and ``b`` (``difflib`` opcodes on
   ``str.split()`` tokens): each region of ``a`` that differs is a span; a pure insertion
   takes the token on either side. Each span is grown to its noun phrase with
   :meth:`Inflector.phrase_span`, and overlapping or touching spans are merged.
2. **Flip.** Every span is realised in the target gender, right to left (a ``None`` from
   the inflector leaves that span as it is).
3. **Score.** Exact match of the result with ``b`` (tokens joined by one space).

The spans come from the answer (the diff), so the rate measures the inflector's forms
given where to flip, not cue detection. Pairs whose two sides are identical are left out
(GATE FR has 166); pairs where the sides differ in more than gender (a rewording,
``Braut``/``Bräutigam``) count as failures like any other.
"""

from __future__ import annotations

import difflib
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, get_inflector

Direction = Literal["M->F", "F->M"]


def diff_spans(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]]:
    """The regions of ``a`` that differ from ``b`` (token offsets into ``a``), in order."""
    sm = difflib.SequenceMatcher(a=list(a), b=list(b), autojunk=False)
    spans: list[tuple[int, int]] = []
    for tag, i1, i2, _j1, _j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        if i1 == i2:
            i1, i2 = max(0, i1 - 1), min(len(a), i2 + 1)
        if i1 < i2:
            spans.append((i1, i2))
    return spans


def merge_spans(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping or touching spans joined, in order."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def flip_to(inflector: Inflector, a: str, b: str, gender: Realisation) -> tuple[str, bool]:
    """``a`` with every region that differs from ``b`` realised in ``gender``.

    Returns the new text and whether the inflector changed anything.
    """
    ta, tb = a.split(), b.split()
    spans = merge_spans(inflector.phrase_span(ta, sp) for sp in diff_spans(ta, tb))
    out = list(ta)
    changed = False
    for span in reversed(spans):
        new = inflector.realise(out, span, gender)
        if new is not None:
            out = new
            changed = True
    return " ".join(out), changed


@dataclass
class FlipStats:
    """Exact-match counts of one dataset, language and direction."""

    dataset: str
    lang: str
    direction: Direction
    n: int = 0
    exact: int = 0
    unchanged: int = 0
    failures: list[tuple[str, str, str]] = field(default_factory=list, repr=False)

    @property
    def rate(self) -> float:
        return self.exact / self.n if self.n else 0.0


def measure(
    dataset: str,
    lang: str,
    pairs: Sequence[tuple[str, str]],
    *,
    keep_failures: int = 0,
) -> tuple[FlipStats, FlipStats]:
    """``(M->F, F->M)`` statistics over ``(feminine, masculine)`` pairs (identical pairs left out)."""
    inflector = get_inflector(lang)
    to_f = FlipStats(dataset, lang, "M->F")
    to_m = FlipStats(dataset, lang, "F->M")
    for fem, masc in pairs:
        if fem.split() == masc.split():
            continue
        runs: tuple[tuple[FlipStats, str, str, Realisation], ...] = (
            (to_f, masc, fem, "F"),
            (to_m, fem, masc, "M"),
        )
        for stats, src, ref, g in runs:
            out, changed = flip_to(inflector, src, ref, g)
            stats.n += 1
            if not changed:
                stats.unchanged += 1
            if out == " ".join(ref.split()):
                stats.exact += 1
            elif len(stats.failures) < keep_failures:
                stats.failures.append((src, out, ref))
    return to_f, to_m


def time_flips(lang: str, pairs: Sequence[tuple[str, str]], repeat: int = 1) -> float:
    """Span realisations per second over ``pairs`` (both directions; spans found beforehand)."""
    inflector = get_inflector(lang)
    jobs: list[tuple[list[str], tuple[int, int], Realisation]] = []
    for fem, masc in pairs:
        runs: tuple[tuple[str, str, Realisation], ...] = ((masc, fem, "F"), (fem, masc, "M"))
        for src, ref, g in runs:
            ta, tb = src.split(), ref.split()
            for span in merge_spans(inflector.phrase_span(ta, sp) for sp in diff_spans(ta, tb)):
                jobs.append((ta, span, g))
    if not jobs:
        return 0.0
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for toks, span, g in jobs:
            inflector.realise(toks, span, g)
        best = min(best, time.perf_counter() - t0)
    return len(jobs) / best if best > 0 else float("inf")
