"""Items/s of ``fairmt qe score`` with the local executor vs Ray at 1 and 2 workers, and peak memory.

Usage: python benchmarks/bench_executors.py [-n 2000] [--workers 1,2] [--shard-size 250]
       [--modes none,rules] [--data-dir DIR] [--system GPT4-5shot]

Items: the first ``n`` WMT23 en-de segments of one system (``wmt23_mqm_ende`` under
``--data-dir`` / ``$FAIRMT_DATA_DIR`` / ``../shared/data``), else the packaged example
repeated. Each configuration runs the CLI in a fresh process (so Ray's start-up, actor
creation and model loading are counted: wall time from the command's start to its end) and
checks that its output equals the local run's, byte for byte. Peak memory: the largest sum
of the resident sets of the command's process tree (driver, raylet, GCS, actors), sampled
every 0.1 s from /proc (Linux).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))


def _tree_rss_mb(root: int) -> float:
    """Sum of the resident sets (MiB) of ``root`` and its descendants (Linux /proc)."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    page = os.sysconf("SC_PAGE_SIZE")
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            stat = Path(f"/proc/{d}/stat").read_text()
            statm = Path(f"/proc/{d}/statm").read_text().split()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        parents[int(d)] = int(fields[1])
        rss[int(d)] = int(statm[1]) * page
    tree = {root}
    changed = True
    while changed:
        changed = False
        for pid, ppid in parents.items():
            if ppid in tree and pid not in tree:
                tree.add(pid)
                changed = True
    return sum(rss.get(p, 0) for p in tree) / 2**20


def run_cli(argv: list[str]) -> tuple[float, float, dict[str, Any]]:
    """Wall seconds, peak tree RSS (MiB) and the summary of one ``fairmt`` command."""
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    summary = Path(tempfile.mkstemp(suffix=".json")[1])
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "fairmt", *argv, "--summary", str(summary)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    peak = 0.0
    stop = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not stop.is_set():
            peak = max(peak, _tree_rss_mb(proc.pid))
            time.sleep(0.1)

    th = threading.Thread(target=sample, daemon=True)
    th.start()
    _, err = proc.communicate()
    wall = time.perf_counter() - t0
    stop.set()
    th.join()
    if proc.returncode != 0:
        raise RuntimeError(f"fairmt {' '.join(argv)} failed ({proc.returncode}):\n{err.decode()[-3000:]}")
    text = summary.read_text(encoding="utf-8")  # empty: the one-process --agents none writes none
    data = json.loads(text) if text.strip() else {}
    summary.unlink()
    return wall, peak, data


def main() -> int:
    from bench_fairqe import load_items

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--shard-size", type=int, default=250)
    ap.add_argument("--modes", default="none,rules", help="--agents values: none (mini-qe alone), rules")
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--system", default="GPT4-5shot")
    args = ap.parse_args()

    items, where = load_items(args.n, args.data_dir, args.system)
    tmp = Path(tempfile.mkdtemp(prefix="bench-exec-"))
    inp = tmp / "in.jsonl"
    rows = [{"src": it.source, "mt": it.translation, "tgt_lang": it.tgt_lang} for it in items]
    inp.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    print(f"# {len(items)} items: {where}")
    print(f"# {platform.python_version()}, {os.cpu_count()} CPUs, {platform.machine()}")
    try:
        import ray

        print(f"# ray {ray.__version__}")
    except ImportError:
        print("# ray not installed: local only")
        ray = None
    print(f"{'agents':8} {'executor':10} {'workers':>7} {'wall_s':>8} {'items/s':>8} {'peak_MiB':>9}  same")
    for mode in args.modes.split(","):
        base = ["qe", "score", "-i", str(inp), "--agents", mode]
        ref = tmp / f"{mode}-local.jsonl"
        wall, peak, _ = run_cli([*base, "-o", str(ref)])
        want = ref.read_bytes()
        print(f"{mode:8} {'local':10} {1:>7} {wall:8.2f} {len(items) / wall:8.1f} {peak:9.0f}  ref")
        if ray is None:
            continue
        for w in [int(x) for x in args.workers.split(",")]:
            out = tmp / f"{mode}-ray{w}.jsonl"
            opts = ["--executor", "ray", "--workers", str(w), "--shard-size", str(args.shard_size)]
            wall, peak, _ = run_cli([*base, "-o", str(out), *opts])
            same = out.read_bytes() == want
            print(f"{mode:8} {'ray':10} {w:>7} {wall:8.2f} {len(items) / wall:8.1f} {peak:9.0f}  {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
