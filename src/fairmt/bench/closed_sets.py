"""Closed variant sets on GATE (issue 12, point 4): one source's F and M translations get one set.

For a GATE row (source, feminine translation ``f``, masculine translation ``m``) the offline
``rules`` agents analyse both items; the *set* of an item is its translation plus the texts
of its variants (ambiguous and explicit). The pair is **closed** when the two sets are equal:
both originals then get the same variants, so ``b_amb`` and the judge treat them alike.
Pairs whose two sides are identical are left out.

GATE publishes a dev/test split for es and it (its ``data_split`` column; French has none).
``split="dev"`` measures the dev half, which is development data like MT-GenEval's dev split
(rules may be read off its misses); ``split="test"`` measures the test half, which is never
read, and leaves out the test rows whose English source is also in the *other* language's dev
half (es and it share about 180 sources, and a source-side cue rule read off one language's
dev row would otherwise be tested on the same sentence). French, without a split, is measured
whole and never read; its ``split="test"`` is the French rows whose English source is in neither
the es nor the it dev half (the French rows untouched by any source-side rule read off a dev
row, and the sources of our own French dev pairs in ``benchmarks/data/closed_dev_gate``), and it
has no ``split="dev"``.

Each open pair is also put in one class, so that a change can be read by what it fixed:

* ``no variants``: neither side got a variant (no person reference was found);
* ``one side``: only one side got variants;
* ``f->m wrong`` / ``m->f wrong`` / ``both wrong``: the realisation of one original in the
  other's gender is not the other original;
* ``other``: both realisations are right, the sets still differ (a neutral or explicit
  variant that differs).
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from fairmt.bench.fairness import load_gate

__all__ = ["SPLITS", "ClosedSets", "classify_pair", "closed_sets", "gate_splits"]

#: The values of ``closed_sets(split=...)``: ``None`` is every row.
SPLITS = ("dev", "test")


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


def gate_splits(folder: str | Path, lang: str) -> dict[int, str]:
    """The ``data_split`` of each record of GATE ``<LANG>_2_variants.tsv``, keyed by its line
    number (``RatioItem.line``); empty when the file has no such column (French)."""
    path = Path(folder) / lang.upper() / f"{lang.upper()}_2_variants.tsv"
    text = path.read_text(encoding="utf-8")
    reader = csv.reader(io.StringIO(text, newline=""), delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(reader, [])
    if "data_split" not in header:
        return {}
    col = header.index("data_split")
    out: dict[int, str] = {}
    for row in reader:
        if len(row) == len(header):
            out[reader.line_num] = row[col].strip()
    return out


def _other_dev_sources(folder: str | Path, lang: str) -> set[str]:
    """English sources in the dev half of the other GATE languages' 2-variant files."""
    out: set[str] = set()
    for other in ("es", "fr", "it"):
        if other == lang or not (Path(folder) / other.upper()).is_dir():
            continue
        splits = gate_splits(folder, other)
        out |= {it.source for it in load_gate(folder, other).items if splits.get(it.line) == "dev"}
    return out


def closed_sets(
    folder: str | Path, lang: str, limit: int | None = None, show: int = 0, split: str | None = None
) -> ClosedSets:
    """Measure the closed-set share of GATE ``lang`` (``folder`` holds ``ES/``, ``FR/``, ``IT/``);
    ``split`` picks GATE's dev or test half (module docstring)."""
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    gate = load_gate(folder, lang).items
    if split is not None:
        if split not in SPLITS:
            raise ValueError(f"unknown split {split!r}: expected one of {', '.join(SPLITS)}")
        splits = gate_splits(folder, lang)
        if not splits and split == "dev":
            raise ValueError(f"GATE {lang} has no dev half")
        if splits:
            gate = tuple(it for it in gate if splits.get(it.line) == split)
        if split == "test":
            seen = _other_dev_sources(folder, lang)
            gate = tuple(it for it in gate if it.source not in seen)
    rows = [(it.source, it.numerator, it.denominator) for it in gate]
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
