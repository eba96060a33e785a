"""FairQE on held-out minimal pairs: does the pipeline ever make a pair *less* fair?

Issue 13's acceptance item "No pair made less fair": on gender-ambiguous sources with a
feminine translation ``F`` and a masculine translation ``M`` that are equally correct (they
differ only in the gender realisation), FairQE must not widen the gap between the two. For
each pair, with the FairQE pipeline's backbone score of the original (``q_orig``) and its
final score (``q_final``):

* ``r_backbone = q_orig(F) / q_orig(M)`` and ``r_fairqe = q_final(F) / q_final(M)``, both with
  the floor of :func:`fairmt.bench.fairness.ratio` (the rule of every ratio in the bench);
* the growth of the gap ``g = |1 - r_fairqe| - |1 - r_backbone|``: positive when FairQE moved
  the pair away from parity, negative when it closed part of the gap.

The backbone score is taken from the pipeline's own results (``q_orig`` is exactly what its
backbone gives the original), so one :meth:`~fairmt.fairqe.pipeline.FairQE.score` call on
the ``2n`` translations gives both columns and the backbone is never run twice.

A pair counts as *unscored*, apart from the others, when either translation has no
``q_final`` or no ``q_orig`` (a flagged failure: cue detection, judge or backbone); the
means, the maximum growth and the count above the tolerance are over scored pairs only, and
the backbone mean is over the same pairs so that "before" and "after" compare like with
like.

The whole file is shown to the agents first (:meth:`FairQE.prepare`), as ``fairmt qe score``
does with an input file: today the rules agents align their input as one corpus, so a
pair's cues may depend on the other lines; preparing the file once makes the figures
independent of any chunking.

Pairs files (``benchmarks/data/fairqe_pairs/<lang>.jsonl``): one JSON object per line with
string fields ``id``, ``source``, ``F``, ``M`` and an optional ``note``; the target language
is the file's stem unless given. Bad input raises :class:`~fairmt.errors.DataError` naming
the file and the line.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.bench.fairness import ratio
from fairmt.data.readers import iter_jsonl
from fairmt.errors import DataError
from fairmt.fairqe.pipeline import FairQE
from fairmt.fairqe.types import Item

__all__ = [
    "GROWTH_TOLERANCE",
    "MinimalPair",
    "PairOutcome",
    "PairsResult",
    "evaluate_pairs",
    "load_pairs",
]

#: Issue 13: ``|1 - F/M|`` may not grow by more than this on any pair.
GROWTH_TOLERANCE = 0.005

_REQUIRED = ("id", "source", "F", "M")
_KNOWN = frozenset({*_REQUIRED, "note"})


@dataclass(frozen=True)
class MinimalPair:
    """One ambiguous source with its feminine and masculine translations."""

    id: str
    source: str
    F: str
    M: str
    lang: str
    note: str = ""


def load_pairs(path: str | Path, lang: str | None = None) -> list[MinimalPair]:
    """The pairs of a JSONL file; ``lang`` defaults to the file's stem (``de.jsonl`` → ``de``).

    Checked, each failure a one-line :class:`DataError` with the file and the 1-based line:
    valid JSON objects, the keys ``id``, ``source``, ``F``, ``M`` present as non-empty
    strings, ``note`` a string when present, no other key (a misspelt key would otherwise be
    silently ignored), ``F`` different from ``M`` (an identical pair measures nothing) and
    unique ids. An empty file is an error too: a bench over nothing would report success.
    """
    p = Path(path)
    language = lang if lang is not None else p.stem
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("pairs file not found", p) from None
    except UnicodeDecodeError as e:
        raise DataError(f"not UTF-8 ({e.reason} at byte {e.start})", p) from None
    out: list[MinimalPair] = []
    seen: dict[str, int] = {}
    for n, obj in iter_jsonl(text, p):
        extra = sorted(set(obj) - _KNOWN)
        if extra:
            keys = ", ".join(map(repr, extra))
            raise DataError(f"unknown key(s) {keys}; expected id, source, F, M, note", p, n)
        for key in _REQUIRED:
            value = obj.get(key)
            if not isinstance(value, str) or not value.strip():
                what = "missing" if key not in obj else f"not a non-empty string ({value!r})"
                raise DataError(f"key {key!r} {what}", p, n)
        note = obj.get("note", "")
        if not isinstance(note, str):
            raise DataError(f"key 'note' not a string ({note!r})", p, n)
        if obj["F"] == obj["M"]:
            raise DataError(f"pair {obj['id']!r}: F and M are identical", p, n)
        if obj["id"] in seen:
            raise DataError(f"duplicate id {obj['id']!r} (first on line {seen[obj['id']]})", p, n)
        seen[obj["id"]] = n
        out.append(MinimalPair(obj["id"], obj["source"], obj["F"], obj["M"], language, note))
    if not out:
        raise DataError("no pairs in file", p)
    return out


@dataclass(frozen=True)
class PairOutcome:
    """The scores of one pair; the ratios and the growth are ``None`` for an unscored pair."""

    pair: MinimalPair
    q_orig_f: float | None
    q_orig_m: float | None
    q_final_f: float | None
    q_final_m: float | None
    #: Flags of the two results (``F``'s then ``M``'s), for the report of a worst pair.
    flags_f: tuple[str, ...] = ()
    flags_m: tuple[str, ...] = ()

    @property
    def scored(self) -> bool:
        return None not in (self.q_orig_f, self.q_orig_m, self.q_final_f, self.q_final_m)

    @property
    def r_backbone(self) -> float | None:
        if self.q_orig_f is None or self.q_orig_m is None:
            return None
        return ratio(self.q_orig_f, self.q_orig_m)

    @property
    def r_fairqe(self) -> float | None:
        if self.q_final_f is None or self.q_final_m is None:
            return None
        return ratio(self.q_final_f, self.q_final_m)

    @property
    def growth(self) -> float | None:
        """``|1 - r_fairqe| - |1 - r_backbone|`` (> 0: FairQE widened the gap)."""
        rb, rf = self.r_backbone, self.r_fairqe
        if rb is None or rf is None:
            return None
        return abs(1.0 - rf) - abs(1.0 - rb)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.pair.id,
            "source": self.pair.source,
            "F": self.pair.F,
            "M": self.pair.M,
            "q_orig_F": self.q_orig_f,
            "q_orig_M": self.q_orig_m,
            "q_final_F": self.q_final_f,
            "q_final_M": self.q_final_m,
            "r_backbone": self.r_backbone,
            "r_fairqe": self.r_fairqe,
            "growth": self.growth,
            "flags_F": list(self.flags_f),
            "flags_M": list(self.flags_m),
        }


@dataclass(frozen=True)
class PairsResult:
    """The figures of one language: ``n`` pairs, of which ``n_unscored`` had a missing score."""

    lang: str
    outcomes: tuple[PairOutcome, ...]
    tolerance: float = GROWTH_TOLERANCE

    @property
    def n(self) -> int:
        return len(self.outcomes)

    @property
    def scored(self) -> list[PairOutcome]:
        return [o for o in self.outcomes if o.scored]

    @property
    def n_scored(self) -> int:
        return len(self.scored)

    @property
    def n_unscored(self) -> int:
        return self.n - self.n_scored

    @property
    def mean_gap_backbone(self) -> float | None:
        """Mean ``|1 - r_backbone|`` over the scored pairs."""
        gaps = [abs(1.0 - o.r_backbone) for o in self.scored if o.r_backbone is not None]
        return statistics.fmean(gaps) if gaps else None

    @property
    def mean_gap_fairqe(self) -> float | None:
        """Mean ``|1 - r_fairqe|`` over the scored pairs."""
        gaps = [abs(1.0 - o.r_fairqe) for o in self.scored if o.r_fairqe is not None]
        return statistics.fmean(gaps) if gaps else None

    @property
    def max_growth(self) -> float | None:
        growths = [o.growth for o in self.scored if o.growth is not None]
        return max(growths) if growths else None

    @property
    def n_grown(self) -> int:
        """Scored pairs whose gap grew by more than the tolerance (the acceptance counts these)."""
        return sum(1 for o in self.scored if o.growth is not None and o.growth > self.tolerance)

    def worst(self, k: int = 5) -> list[PairOutcome]:
        """The ``k`` scored pairs with the largest growth, largest first (ties in file order)."""
        ranked = sorted(self.scored, key=lambda o: -(o.growth or 0.0))
        return ranked[:k]

    def to_dict(self, worst: int = 5) -> dict[str, Any]:
        return {
            "lang": self.lang,
            "n": self.n,
            "n_scored": self.n_scored,
            "n_unscored": self.n_unscored,
            "mean_gap_backbone": self.mean_gap_backbone,
            "mean_gap_fairqe": self.mean_gap_fairqe,
            "max_growth": self.max_growth,
            "tolerance": self.tolerance,
            "n_grown": self.n_grown,
            "worst": [o.to_dict() for o in self.worst(worst)],
        }


def evaluate_pairs(
    fairqe: FairQE, pairs: Sequence[MinimalPair], *, tolerance: float = GROWTH_TOLERANCE
) -> PairsResult:
    """Score the ``F`` and ``M`` translations of every pair with ``fairqe`` and compare.

    All pairs must share one target language (a file's). The ``2n`` translations go to the
    pipeline in one :meth:`~FairQE.prepare` and one :meth:`~FairQE.score` call; each item's
    id is ``<pair id>:F`` or ``<pair id>:M``.
    """
    if not pairs:
        raise ValueError("no pairs to evaluate")
    langs = sorted({p.lang for p in pairs})
    if len(langs) != 1:
        raise ValueError(f"pairs of one language expected, got {', '.join(langs)}")
    items = [
        Item(p.source, text, p.lang, id=f"{p.id}:{g}") for p in pairs for g, text in (("F", p.F), ("M", p.M))
    ]
    fairqe.prepare(items)
    results = fairqe.score(items)
    if len(results) != len(items):
        raise RuntimeError(f"FairQE returned {len(results)} results for {len(items)} items")
    outcomes = []
    for i, p in enumerate(pairs):
        rf, rm = results[2 * i], results[2 * i + 1]
        outcomes.append(
            PairOutcome(
                p,
                rf.q_orig,
                rm.q_orig,
                rf.q_final,
                rm.q_final,
                tuple(rf.flags),
                tuple(rm.flags),
            )
        )
    return PairsResult(langs[0], tuple(outcomes), tolerance)
