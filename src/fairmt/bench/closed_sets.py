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

__all__ = ["ClosedSets", "closed_sets"]


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
        set_f, set_m = {nf, *vf}, {nm, *vm}
        if set_f == set_m:
            out.closed += 1
            continue
        if not vf and not vm:
            cls = "no variants"
        elif not vf or not vm:
            cls = "one side"
        elif nm not in vf and nf not in vm:
            cls = "both wrong"
        elif nm not in vf:
            cls = "f->m wrong"
        elif nf not in vm:
            cls = "m->f wrong"
        else:
            cls = "other"
        out.classes[cls] += 1
        if len(out.examples) < show:
            out.examples.append((sorted(set_f), sorted(set_m)))
    return out
