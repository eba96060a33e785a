"""FairQE on the team's held-out minimal pairs: is any pair made less fair? (issue 13)

Usage: python benchmarks/bench_pairs.py [--langs de,es,fr,it] [--backbone mini-qe]
       [--agents rules] [--alpha A] [--beta B] [--show 0] [--json FILE]

Pairs: ``benchmarks/data/fairqe_pairs/<lang>.jsonl`` (hand-written, committed before any
tuning of the FairQE aggregation; see its README). Each pair is an ambiguous English source
with a feminine translation F and a masculine translation M that differ only in the gender
realisation. Per pair: ``r_backbone = q_orig(F)/q_orig(M)``, ``r_fairqe =
q_final(F)/q_final(M)`` and the growth ``g = |1 - r_fairqe| - |1 - r_backbone|``
(:mod:`fairmt.bench.pairs`). Per language it prints n, the pairs without a score (counted
apart), mean ``|1 - r|`` of the backbone and of FairQE, the maximum growth, the number of
pairs with ``g > 0.005`` (the acceptance says none) and the worst ``--show`` pairs; then the
wall time and peak memory.

These pairs are a test set: measure on them, never choose a rule or a weight because one of
them needs it.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PAIRS_DIR = REPO / "benchmarks" / "data" / "fairqe_pairs"


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _fmt(x: float | None, digits: int = 4) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="de,es,fr,it")
    ap.add_argument("--backbone", default="mini-qe")
    ap.add_argument("--agents", default="rules")
    ap.add_argument("--alpha", type=float, default=None, help="FairQE's alpha (default: the pipeline's)")
    ap.add_argument("--beta", type=float, default=None, help="FairQE's beta (default: the pipeline's)")
    ap.add_argument(
        "--show",
        type=int,
        default=0,
        help="worst pairs to print per language (default 0: the pairs are held out, and a measurement "
        "should not show their sentences to whoever tunes the rules)",
    )
    ap.add_argument("--pairs-dir", type=Path, default=PAIRS_DIR)
    ap.add_argument("--json", type=Path, default=None, help="write the figures (and worst pairs) here")
    args = ap.parse_args()

    from fairmt.bench.pairs import GROWTH_TOLERANCE, evaluate_pairs, load_pairs
    from fairmt.fairqe.pipeline import FairQE

    options: dict[str, Any] = {}
    if args.alpha is not None:
        options["alpha"] = args.alpha
    if args.beta is not None:
        options["beta"] = args.beta
    # Every file is read (and checked) before the model loads: a bad line fails in a second.
    files = {lang: load_pairs(args.pairs_dir / f"{lang}.jsonl", lang) for lang in args.langs.split(",")}
    t_all = time.perf_counter()
    report: dict[str, Any] = {"backbone": args.backbone, "agents": args.agents, "langs": {}}
    with FairQE.build(args.backbone, args.agents, **options) as fq:
        report["signature"] = str(fq.signature())
        print(f"FairQE {fq.signature()}")
        print(
            f"{'lang':4} {'n':>3} {'unscored':>8} {'|1-r| backbone':>14} {'|1-r| FairQE':>12} "
            f"{'max growth':>10} {f'g>{GROWTH_TOLERANCE:g}':>7} {'seconds':>7}"
        )
        rows = []
        for lang, pairs in files.items():
            t0 = time.perf_counter()
            r = evaluate_pairs(fq, pairs)
            seconds = time.perf_counter() - t0
            rows.append(r)
            print(
                f"{lang:4} {r.n:>3} {r.n_unscored:>8} {_fmt(r.mean_gap_backbone):>14} "
                f"{_fmt(r.mean_gap_fairqe):>12} {_fmt(r.max_growth):>10} {r.n_grown:>7} {seconds:>7.1f}"
            )
            report["langs"][lang] = {**r.to_dict(args.show), "seconds": round(seconds, 2)}
        for r in rows:
            if args.show <= 0:
                break
            print(f"\n{r.lang}: worst {min(args.show, r.n_scored)} pairs by growth")
            for o in r.worst(args.show):
                print(
                    f"  {o.pair.id} g={_fmt(o.growth)} r_backbone={_fmt(o.r_backbone)} "
                    f"r_fairqe={_fmt(o.r_fairqe)} q_orig F/M={_fmt(o.q_orig_f)}/{_fmt(o.q_orig_m)} "
                    f"q_final F/M={_fmt(o.q_final_f)}/{_fmt(o.q_final_m)}"
                )
                print(f"    F: {o.pair.F}  [{','.join(o.flags_f) or '-'}]")
                print(f"    M: {o.pair.M}  [{','.join(o.flags_m) or '-'}]")
            unscored = [o.pair.id for o in r.outcomes if not o.scored]
            if unscored:
                print(f"  unscored: {', '.join(unscored)}")
    seconds = time.perf_counter() - t_all
    report["seconds"] = round(seconds, 2)
    report["peak_rss_mb"] = round(peak_mb(), 1)
    print(f"\n{seconds:.1f} s in all (model loading included), peak RSS {peak_mb():.0f} MB")
    if args.json is not None:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    from fairmt.errors import FairmtError

    try:
        sys.exit(main())
    except FairmtError as e:  # bad pairs file, unsupported language: one line, not a traceback
        print(f"bench_pairs: {e}", file=sys.stderr)
        sys.exit(e.exit_code)
