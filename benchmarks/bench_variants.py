"""Exact match of FairQE's whole-sentence realisations against the team's gold set (issue 12).

Usage: python benchmarks/bench_variants.py [--langs de,es,fr,it] [--split dev|test|all] [--show N]
                                           [--from mt|gold]

The gold set (``benchmarks/data/variants_gold/<lang>.jsonl``, written by hand from real MT
output and committed before any tuning) gives, for each (source, translation), every correct
realisation: F and M, and N where the language declares a neutral form. For each line and
each defined realisation, :class:`fairmt.fairqe.realise.SentenceRealiser` is asked for it; a
realisation counts when it equals the gold text exactly (after collapsing runs of spaces); a
``None`` (no realisation could be made, or the validity gate rejected it) counts as a miss and
is reported apart. Figures are printed per language and split (``dev`` is for development,
``test`` only for measuring), with throughput and peak memory.

``--from gold`` measures the closed-set property (issue 12, point 4) on the gold lines instead
(:func:`evaluate_from_gold`): each line whose hand-written F and M differ is a pair of
translations of one source, like a GATE pair, so the feminine gold realised in M must give the
masculine gold exactly, and the masculine realised in F the feminine ("round trip from the
gold realisations"); and the sets the offline ``rules`` agents give the two (translation plus
variants' texts) must be equal, as ``benchmarks/bench_closed_sets.py`` counts on GATE.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

GOLD = Path(__file__).resolve().parent / "data" / "variants_gold"


def load(lang: str) -> list[dict[str, Any]]:
    path = GOLD / f"{lang}.jsonl"
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _norm(s: str) -> str:
    return " ".join(s.split())


def evaluate(lang: str, split: str, show: int = 0) -> dict[str, Any]:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    rows = [r for r in load(lang) if split == "all" or r["split"] == split]
    realiser = SentenceRealiser()
    items = [Item(r["source"], r["mt"], lang) for r in rows]
    t0 = time.perf_counter()
    realiser.prepare(items)
    counts: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    by_kind_ok: Counter[str] = Counter()
    misses: list[str] = []
    for r, it in zip(rows, items, strict=True):
        for g in ("F", "M", "N"):
            want = r.get(g)
            if want is None:
                continue
            got = realiser.realise(it, g)  # type: ignore[arg-type]
            counts["total"] += 1
            by_kind[r["kind"]] += 1
            if got is None:
                # A sentence with nothing gender-variable is right to be left as it is.
                if _norm(want) == _norm(r["mt"]) and r["kind"] == "none":
                    counts["ok"] += 1
                    by_kind_ok[r["kind"]] += 1
                    continue
                counts["none"] += 1
                if len(misses) < show:
                    misses.append(f"  {r['id']} {g} NONE\n    mt:   {r['mt']}\n    want: {want}")
            elif _norm(got) == _norm(want):
                counts["ok"] += 1
                by_kind_ok[r["kind"]] += 1
            else:
                counts["wrong"] += 1
                if len(misses) < show:
                    misses.append(f"  {r['id']} {g}\n    mt:   {r['mt']}\n    got:  {got}\n    want: {want}")
    seconds = time.perf_counter() - t0
    total = counts["total"] or 1
    return {
        "lang": lang,
        "split": split,
        "lines": len(rows),
        "realisations": counts["total"],
        "exact": round(100 * counts["ok"] / total, 1),
        "wrong": counts["wrong"],
        "not_made": counts["none"],
        "by_kind": {k: round(100 * by_kind_ok[k] / v, 1) for k, v in sorted(by_kind.items())},
        "seconds": round(seconds, 2),
        "misses": misses,
    }


def evaluate_from_gold(lang: str, split: str, show: int = 0) -> dict[str, Any]:
    """Round trips from the gold realisations, and closed sets, on the lines with F != M.

    Both kinds are measured: ``ambiguous`` lines are what GATE pairs are (one source, its
    feminine and masculine translations); ``explicit`` ones too, because the gold F and M of an
    explicit line differ only in the gender-variable references the source leaves open ("She
    is a doctor" -> "Ella es doctora" / "Ella es doctor": the pronoun stays), so realising one
    in the other's gender must give the other. ``none`` lines have F == M and are left out.
    A pair's round trip counts once per direction (F->M and M->F); a ``None`` is a miss.
    """
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    rows = [
        r
        for r in load(lang)
        if (split == "all" or r["split"] == split)
        and r.get("F")
        and r.get("M")
        and _norm(r["F"]) != _norm(r["M"])
    ]
    realiser = SentenceRealiser()
    items = [Item(r["source"], r[g], lang) for r in rows for g in ("F", "M")]
    t0 = time.perf_counter()
    realiser.prepare(items)
    agents = RuleAgents()
    agents.prepare(items)
    analyses = agents.analyse(items)
    trips: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    by_kind_ok: Counter[str] = Counter()
    closed: Counter[str] = Counter()
    misses: list[str] = []
    for k, r in enumerate(rows):
        f_item, m_item = items[2 * k], items[2 * k + 1]
        for item, to, want in ((f_item, "M", r["M"]), (m_item, "F", r["F"])):
            got = realiser.realise(item, to)  # type: ignore[arg-type]
            by_kind[r["kind"]] += 1
            if got is not None and _norm(got) == _norm(want):
                trips["ok"] += 1
                by_kind_ok[r["kind"]] += 1
                continue
            trips["none" if got is None else "wrong"] += 1
            if len(misses) < show:
                misses.append(
                    f"  {r['id']} {r['kind']} {'F' if to == 'M' else 'M'}->{to}\n"
                    f"    from: {item.translation}\n    got:  {got}\n    want: {want}"
                )
        set_f = {_norm(r["F"]), *(_norm(v.text) for v in analyses[2 * k].variants.all)}
        set_m = {_norm(r["M"]), *(_norm(v.text) for v in analyses[2 * k + 1].variants.all)}
        closed[r["kind"]] += 1
        if set_f == set_m:
            closed["ok"] += 1
            closed["ok " + r["kind"]] += 1
    seconds = time.perf_counter() - t0
    total = sum(by_kind.values()) or 1
    return {
        "lang": lang,
        "split": split,
        "pairs": len(rows),
        "round_trip": round(100 * trips["ok"] / total, 1),
        "wrong": trips["wrong"],
        "not_made": trips["none"],
        "by_kind": {k: round(100 * by_kind_ok[k] / v, 1) for k, v in sorted(by_kind.items())},
        "closed": round(100 * closed["ok"] / max(1, len(rows)), 1),
        "closed_by_kind": {
            k: round(100 * closed["ok " + k] / closed[k], 1) for k in sorted(by_kind) if closed[k]
        },
        "seconds": round(seconds, 2),
        "misses": misses,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="de,es,fr,it")
    ap.add_argument("--split", default="dev", choices=("dev", "test", "all"))
    ap.add_argument("--show", type=int, default=0, help="print the first N misses")
    ap.add_argument(
        "--from",
        dest="origin",
        default="mt",
        choices=("mt", "gold"),
        help="mt: realise the MT output (exact match); gold: round trips from the gold F/M and closed sets",
    )
    args = ap.parse_args()
    if args.origin == "gold":
        print(
            f"{'lang':4} {'split':5} {'pairs':>5} {'trip%':>6} {'wrong':>5} {'none':>5} {'closed%':>7}"
            "  by kind"
        )
        for lang in args.langs.split(","):
            res = evaluate_from_gold(lang, args.split, args.show)
            kinds = " ".join(
                f"{k}={v}/{res['closed_by_kind'].get(k, 0.0)}" for k, v in res["by_kind"].items()
            )
            print(
                f"{lang:4} {res['split']:5} {res['pairs']:5} {res['round_trip']:6.1f} {res['wrong']:5} "
                f"{res['not_made']:5} {res['closed']:7.1f}  {kinds} (trip/closed)  ({res['seconds']} s)"
            )
            for m in res["misses"]:
                print(m)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"# peak memory {peak:.0f} MiB")
        return 0
    print(f"{'lang':4} {'split':5} {'lines':>5} {'real.':>5} {'exact%':>7} {'wrong':>5} {'none':>5}  by kind")
    for lang in args.langs.split(","):
        res = evaluate(lang, args.split, args.show)
        kinds = " ".join(f"{k}={v}" for k, v in res["by_kind"].items())
        print(
            f"{lang:4} {res['split']:5} {res['lines']:5} {res['realisations']:5} {res['exact']:7.1f} "
            f"{res['wrong']:5} {res['not_made']:5}  {kinds}  ({res['seconds']} s)"
        )
        for m in res["misses"]:
            print(m)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"# peak memory {peak:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
