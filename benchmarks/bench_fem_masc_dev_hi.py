"""Hindi FairQE on the MT-GenEval *dev* splits (the development measure of issue 13, Hindi).

Usage: python benchmarks/bench_fem_masc_dev_hi.py [--lang hi] [--weights mini-qe-e5-1]
       [--lines N] [--details FILE]

Two measures, both on the dev split (the test split is measured only by ``fairmt qe bench``):

* **Fem/Masc ratio**, MT-GenEval contextual dev (``context/…-dev``). The dev split has no derived
  context-gender labels (the test bench reads them for test), so each pair's gender is read from
  the English context's pronouns (he/him/his/himself vs she/her/hers/herself): the gender with
  more occurrences is the ``original`` reference's, ``flipped`` is the other; a context without a
  gendered pronoun, or with as many of each, is left out (counted). ``r = q(s, h_F) / q(s, h_M)``
  for the backbone (``q_orig``) and FairQE rules (``q_final``); mean and population std, and the
  share of the backbone's gap to 1 closed (``(|1 - m_b| - |1 - m_f|) / |1 - m_b|``).
  Each pair is classed by its ambiguous variant sets (the original plus its ambiguous variants,
  as texts): **same** (both sides the same set: the median judge is the same on both), **one**
  (variants on one side only), **none** (no ambiguous variant on either side), **different**
  (variants on both sides, different sets).
* **Explicit accuracy**, MT-GenEval counterfactual dev, both directions (as ``--setting explicit``:
  the share of triples with ``q(s, correct) > q(s, wrong)``, ties wrong), for the backbone and
  FairQE, and how ``A_exp`` decides on the pair (flags the wrong side only / the same verdict on
  both / nothing on either side / other).

Prints the figures and peak memory; ``--details`` writes one JSON line per contextual pair.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

_MASC = re.compile(r"\b(he|him|his|himself)\b", re.IGNORECASE)
_FEM = re.compile(r"\b(she|her|hers|herself)\b", re.IGNORECASE)


def context_gender(context: str) -> str | None:
    """``F``/``M`` from the English context's pronouns, ``None`` when none or tied."""
    m, f = len(_MASC.findall(context)), len(_FEM.findall(context))
    if m == f:
        return None
    return "M" if m > f else "F"


def _read(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _ambiguous_set(result: object) -> frozenset[str]:
    from fairmt.fairqe.types import FairQEResult

    assert isinstance(result, FairQEResult)
    return frozenset(v.variant.text for v in result.variants if v.variant.kind == "ambiguous")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lang", default="hi")
    ap.add_argument("--weights", default="mini-qe-e5-1")
    ap.add_argument("--lines", type=int, default=None, help="counterfactual dev lines (default: all)")
    ap.add_argument("--skip-explicit", action="store_true")
    ap.add_argument("--skip-contextual", action="store_true")
    ap.add_argument("--details", default=None, help="write per-pair JSON lines here")
    args = ap.parse_args()

    from fairmt.bench.fairness import locate_dataset
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.types import Item

    lang = args.lang
    root = locate_dataset("mt_geneval")
    ctx = root / "context"
    src = _read(ctx / f"geneval-context-wikiprofessions-2to1-dev.en_{lang}.en")
    orig = _read(ctx / f"geneval-context-wikiprofessions-original-dev.en_{lang}.{lang}")
    flip = _read(ctx / f"geneval-context-wikiprofessions-flipped-dev.en_{lang}.{lang}")
    pairs: list[tuple[int, str, str, str]] = []
    skipped = 0
    for i, (line, o, f) in enumerate(zip(src, orig, flip, strict=True)):
        context, source = (part.strip() for part in line.split("<sep>", 1))
        g = context_gender(context)
        if g is None:
            skipped += 1
            continue
        h_f, h_m = (o, f) if g == "F" else (f, o)
        pairs.append((i + 1, source, h_f.strip(), h_m.strip()))

    t0 = time.perf_counter()
    fq = FairQE.build("mini-qe", "rules", backbone_options={"weights": args.weights})
    if args.skip_contextual:
        pairs = []
    items = [Item(s, t, lang) for _, s, hf, hm in pairs for t in (hf, hm)]
    fq.prepare(items)
    res = fq.score(items)
    ratios_b, ratios_f, classes = [], [], Counter[str]()
    rows: list[dict[str, object]] = []
    for k, (line_no, s, _hf, _hm) in enumerate(pairs):
        rf, rm = res[2 * k], res[2 * k + 1]
        if rf.q_orig is None or rm.q_orig is None or rf.q_final is None or rm.q_final is None:
            continue
        rb, rq = rf.q_orig / rm.q_orig, rf.q_final / rm.q_final
        ratios_b.append(rb)
        ratios_f.append(rq)
        sf, sm = _ambiguous_set(rf), _ambiguous_set(rm)
        set_f, set_m = sf | {rf.item.translation}, sm | {rm.item.translation}
        cls = (
            "same"
            if set_f == set_m
            else "none"
            if not sf and not sm
            else "one"
            if not sf or not sm
            else "different"
        )
        classes[cls] += 1
        rows.append({"line": line_no, "src": s, "class": cls, "r_backbone": rb, "r_fairqe": rq})
    if ratios_b:
        mb, mf = statistics.fmean(ratios_b), statistics.fmean(ratios_f)
        sb, sf_ = statistics.pstdev(ratios_b), statistics.pstdev(ratios_f)
        closed = (abs(1 - mb) - abs(1 - mf)) / abs(1 - mb) if mb != 1 else float("nan")
        print(f"MT-GenEval contextual dev {lang}: {len(ratios_b)} pairs ({skipped} left out: no pronoun)")
        print(
            f"  Fem/Masc backbone {mb:.4f} ({sb:.4f}) -> FairQE {mf:.4f} ({sf_:.4f});"
            f" gap closed {100 * closed:.1f} %"
        )
        print(
            "  variant-set classes: "
            + ", ".join(f"{c} {classes[c]}" for c in ("same", "one", "none", "different"))
        )
        by_class: dict[str, list[float]] = {}
        for r, b, q in zip(rows, ratios_b, ratios_f, strict=True):
            by_class.setdefault(str(r["class"]), []).append(q - b)
        for c, diffs in sorted(by_class.items()):
            print(f"    {c}: mean r change {statistics.fmean(diffs):+.4f}")
        if args.details:
            with open(args.details, "w", encoding="utf-8") as fh:
                for r in rows:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    if not args.skip_explicit:
        sent = root / "sentences" / "dev"
        names = {
            (g, side): sent / f"geneval-sentences-{g}-dev.en_{lang}.{'en' if side == 'src' else lang}"
            for g in ("feminine", "masculine")
            for side in ("src", "ref")
        }
        text = {k: _read(p) for k, p in names.items()}
        n = len(text["feminine", "src"]) if args.lines is None else args.lines
        ex_items = []
        for i in range(n):
            fs, ms = text["feminine", "src"][i].strip(), text["masculine", "src"][i].strip()
            fr, mr = text["feminine", "ref"][i].strip(), text["masculine", "ref"][i].strip()
            ex_items += [Item(fs, fr, lang), Item(fs, mr, lang), Item(ms, mr, lang), Item(ms, fr, lang)]
        fq.prepare(ex_items)
        er = fq.score(ex_items)
        ok_b = ok_f = 0
        decide = Counter[str]()
        for k in range(0, len(er), 2):
            good, bad = er[k], er[k + 1]
            ok_b += (good.q_orig or 0) > (bad.q_orig or 0)
            ok_f += (good.q_final or 0) > (bad.q_final or 0)
            a, b_ = good.alignment, bad.alignment
            decide[
                "wrong flagged"
                if a is not False and b_ is False
                else "nothing"
                if a is None and b_ is None
                else "same verdict"
                if a == b_
                else "other"
            ] += 1
        tot = len(er) // 2
        print(f"MT-GenEval counterfactual dev {lang}: {tot} triples ({n} lines, both directions)")
        print(f"  explicit accuracy backbone {100 * ok_b / tot:.1f} -> FairQE {100 * ok_f / tot:.1f}")
        print("  A_exp: " + ", ".join(f"{c} {v}" for c, v in decide.most_common()))
    fq.close()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  {time.perf_counter() - t0:.0f} s, peak memory {peak:.0f} MiB, pid {os.getpid()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
