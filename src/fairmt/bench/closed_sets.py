"""Closed variant sets on GATE (issue 12, point 4): one source's F and M translations get one set.

For a GATE row (source, feminine translation ``f``, masculine translation ``m``) the offline
``rules`` agents analyse both items; the *set* of an item is its translation plus the texts
of its variants (ambiguous and explicit). The pair is **closed** when the two sets are equal:
both originals then get the same variants, so ``b_amb`` and the judge treat them alike.
Pairs whose two sides are identical are left out. GATE is an evaluation set: this measures,
it is never used to choose a rule.

Each open pair is also put in one class, so that a change can be read by what it fixed:

* ``no variants``: neither side got a variant (no person reference was found);
* ``one side``: only one side got variants;
* ``f->m wrong`` / ``m->f wrong`` / ``both wrong``: the realisation of one original in the
  other's gender is not the other original;
* ``other``: both realisations are right, the sets still differ (a neutral or explicit
  variant that differs).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from fairmt.bench.fairness import load_gate

__all__ = ["ClosedSets", "classify_pair", "closed_sets"]


@dataclass
class ClosedSets:
    """The closed-set measurement of one language."""

    lang: str
    pairs: int = 0
    closed: int = 0
    classes: Counter[str] = field(default_factory=Counter)
    #: Up to ``show`` open pairs: (f's set, m's set).
    examples: list[tuple[list[str], list[str]]] = field(default_factory=list)

    @property
    def share(self) -> float:
        return self.closed / self.pairs if self.pairs else 0.0


def closed_sets(folder: str | Path, lang: str, limit: int | None = None, show: int = 0) -> ClosedSets:
    """Measure the closed-set share of GATE ``lang`` (``folder`` holds ``ES/``, ``FR/``, ``IT/``)."""
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    rows = [(it.source, it.numerator, it.denominator) for it in load_gate(folder, lang).items]
    rows = [r for r in rows if r[1].split() != r[2].split()]
    if limit:
        rows = rows[:limit]
    items = [Item(s, t, lang) for s, f, m in rows for t in (f, m)]
    agents = RuleAgents()
    agents.prepare(items)
    analyses = agents.analyse(items)
    out = ClosedSets(lang, pairs=len(rows))
    for k, (_, f, m) in enumerate(rows):
        nf, nm = " ".join(f.split()), " ".join(m.split())
        vf = {v.text for v in analyses[2 * k].variants.all}
        vm = {v.text for v in analyses[2 * k + 1].variants.all}
        cls = classify_pair(nf, vf, nm, vm)
        if cls == "closed":
            out.closed += 1
            continue
        out.classes[cls] += 1
        if len(out.examples) < show:
            out.examples.append((sorted({nf, *vf}), sorted({nm, *vm})))
    return out


def classify_pair(f: str, f_variants: set[str], m: str, m_variants: set[str]) -> str:
    """The class of one pair (module docstring): ``closed`` when the feminine translation ``f``
    with its variants' texts is the same set as the masculine ``m`` with its own, else the
    reason it is open. The texts are compared as given (normalise spacing first)."""
    if {f, *f_variants} == {m, *m_variants}:
        return "closed"
    if not f_variants and not m_variants:
        return "no variants"
    if not f_variants or not m_variants:
        return "one side"
    if m not in f_variants and f not in m_variants:
        return "both wrong"
    if m not in f_variants:
        return "f->m wrong"
    if f not in m_variants:
        return "m->f wrong"
    return "other"
