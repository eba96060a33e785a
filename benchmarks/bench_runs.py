"""``fairmt qe score`` through the run layer: wall time and peak memory, one source tree against another.

Usage: python benchmarks/bench_runs.py [-n 2000] [--repeats 3] [--modes none,rules]
       [--before DIR] [--after DIR]

Each tree's ``src/`` is put first on ``PYTHONPATH`` and the CLI runs in a fresh process
(``python -m fairmt qe score -i in.jsonl -o out.jsonl --agents MODE``), so model loading and
the run layer's own work (manifest of every item, lock, state after each chunk) are counted.
``--before`` defaults to nothing (only ``--after``, this checkout, is measured); point it at a
checkout of an earlier commit (``git worktree add /tmp/before <commit>``) for a before/after
ratio. Runs alternate between the trees (before, after, before, after, ...) and the median
of ``--repeats`` is reported, with the ratio after/before and each tree's peak process-tree
resident memory (MiB). The outputs of the two trees are compared line by line on the score
fields (a run's signature names the fairmt version, which may differ).

Items: the first ``n`` WMT23 en-de segments (``wmt23_mqm_ende`` under ``$FAIRMT_DATA_DIR`` or
``../shared/data``), else the packaged example repeated.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))

FIELDS = ("q_final", "q_orig", "b_amb", "b_exp", "w", "flags", "score", "raw")


def _scores(path: Path) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    return [{k: r.get(k) for k in FIELDS} for r in rows]


def load_items(n: int) -> tuple[list[Any], str]:
    """The first ``n`` non-empty WMT23 en-de (source, output) pairs, system after system."""
    from fairmt.fairqe.types import Item

    for root in (os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        folder = Path(root) / "wmt23_mqm_ende" if root else None
        if folder is None or not folder.is_dir():
            continue
        src = (folder / "generaltest2023.en-de.src.en").read_text(encoding="utf-8").splitlines()
        items: list[Any] = []
        systems = sorted((folder / "system-outputs").glob("generaltest2023.en-de.hyp.*.de"))
        for hyp_file in systems:
            hyp = hyp_file.read_text(encoding="utf-8").splitlines()
            items += [Item(s, h, "de") for s, h in zip(src, hyp, strict=True) if s.strip() and h.strip()]
            if len(items) >= n:
                break
        return items[:n], f"WMT23 en-de system outputs ({min(n, len(items))} pairs, systems in name order)"
    from bench_fairqe import load_items as example_items

    return example_items(n, None, "")


def main() -> int:
    from bench_executors import run_cli

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--modes", default="none,rules")
    ap.add_argument("--before", default=None, help="checkout of the earlier commit (optional)")
    ap.add_argument("--after", default=str(REPO), help="checkout to measure (default: this one)")
    args = ap.parse_args()

    items, where = load_items(args.n)
    tmp = Path(tempfile.mkdtemp(prefix="bench-runs-"))
    inp = tmp / "in.jsonl"
    inp.write_text(
        "".join(
            json.dumps({"src": it.source, "mt": it.translation, "tgt_lang": it.tgt_lang}) + "\n"
            for it in items
        ),
        encoding="utf-8",
    )
    trees = {"after": Path(args.after)}
    if args.before:
        trees = {"before": Path(args.before), **trees}
    print(f"# {len(items)} items: {where}; {os.cpu_count()} CPUs; median of {args.repeats}")
    print(f"{'agents':7} {'tree':7} {'wall_s':>8} {'items/s':>8} {'peak_MiB':>9}")
    saved = os.environ.get("PYTHONPATH")
    for mode in args.modes.split(","):
        walls: dict[str, list[float]] = {t: [] for t in trees}
        peaks: dict[str, list[float]] = {t: [] for t in trees}
        outs: dict[str, Path] = {}
        for r in range(args.repeats):
            for name, tree in trees.items():
                os.environ["PYTHONPATH"] = str(tree / "src")
                out = tmp / f"{mode}-{name}-{r}.jsonl"
                wall, peak, _ = run_cli(["qe", "score", "-i", str(inp), "--agents", mode, "-o", str(out)])
                walls[name].append(wall)
                peaks[name].append(peak)
                outs[name] = out
        for name in trees:
            w = statistics.median(walls[name])
            print(f"{mode:7} {name:7} {w:8.2f} {len(items) / w:8.1f} {max(peaks[name]):9.0f}")
        if "before" in trees:
            ratio = statistics.median(walls["after"]) / statistics.median(walls["before"])
            mem = max(peaks["after"]) / max(peaks["before"])
            same = _scores(outs["before"]) == _scores(outs["after"])
            print(
                f"{mode:7} ratio   time after/before {ratio:.3f}  "
                f"peak memory after/before {mem:.3f}  same scores {same}"
            )
    if saved is None:
        os.environ.pop("PYTHONPATH", None)
    else:
        os.environ["PYTHONPATH"] = saved
    return 0


if __name__ == "__main__":
    sys.exit(main())
