"""WinoMT's full matrix with fairmt against the original pipeline (mt_gender + C++ fast_align).

Usage:
    python benchmarks/bench_winomt.py --print-setup > /tmp/setup.sh && bash /tmp/setup.sh /tmp/orig
    python benchmarks/bench_winomt.py --original /tmp/orig [--jobs 2] [--repeats 2]
    python benchmarks/bench_winomt.py            # fairmt only (no original built)

What is timed, in one run (each measurement a fresh process, wall clock; with ``--repeats``
the fairmt and original runs are interleaved and the medians reported):

* fairmt: ``fairmt winomt-batch --compat mt_gender-2019 --challenge-set 2020-08-31
  --no-cache`` over every saved system x language it supports (each file scored on
  all/pro/anti), once with ``--jobs 1`` and, with ``--jobs N``, once with N workers; and the
  same command restricted to the files the original is run on here (``--original-langs``).
  Its numba kernels are compiled before timing, by the JIT and ahead of time
  (``fast_align.precompile``: the timed processes load them without importing numba; a
  one-off, like building the C++; both times are printed); the alignment cache is off.
* the original, as its ``scripts/evaluate_all_languages.sh`` runs it for en.txt,
  en_pro.txt and en_anti.txt: per file and subset, ``fast_align -i FILE -d -o -v`` (C++,
  one thread) and ``python load_alignments.py`` (mt_gender's evaluate step), one after the
  other. mt_gender pins spaCy 2.2.3 and pymorphy2, which do not install on current Python;
  its code is run unchanged under this interpreter with a small shim (written by this
  benchmark into ORIGINAL/shim): ``pymorphy2`` is pymorphy3 under the old name, the
  unused ``morfeusz2``/``ufal.morphodita`` imports are empty modules, ``docopt`` is a
  ten-line parser of ``--key=value``, and spaCy 2's shortcut names (``spacy.load("de")``)
  load ``<lang>_core_news_sm`` when installed, else a blank pipeline of the language (faster
  to load than the model the original loads: the original's time is, if anything,
  under-estimated). By default the original runs de, he, ar, ru, uk (whose analysers need
  no spaCy model); ``--original-langs`` changes that.
* the aligner alone on one file (``--align-file``, default google/en-de; ``--align-only``
  skips the matrix, ``--cpp`` names a built C++ binary): fairmt's ``FastAlign`` in this
  process (after one warm-up call; median of ``--align-repeats``), a new process per run
  (Python start, import and loading the kernels included) with a cold cache (numba
  compiles; once), with numba's JIT cache, and with the module ``precompile()`` built ahead
  of time (no numba import; its one-off build time is printed, like building the C++), and
  the C++ binary (a process per run), interleaved; each with its peak memory and the ratio
  C++ / fairmt, and whether its links are the C++'s.

Peak memory: the largest total resident memory of the measured process tree (the process
and its workers, sampled from /proc every 20 ms; on other systems the largest single
process, from ``wait4``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

FAST_ALIGN_COMMIT = "cab1e9aac8d3bb02ff5ae58218d8d225a039fa11"
MT_GENDER_COMMIT = "586292861cf2efdda2dec03c69c3408995a8b293"
ORIGINAL_LANGS = "de,he,ar,ru,uk"

SETUP = f"""\
#!/bin/bash
# Builds the original WinoMT pipeline in a folder (default: a new temporary one); nothing of it
# belongs in fairmt's repository. Needs git, cmake, g++ (apt-get install git cmake g++).
set -euo pipefail
ROOT="${{1:-$(mktemp -d)}}"
mkdir -p "$ROOT" && cd "$ROOT"
git clone -q https://github.com/clab/fast_align fast_align
git -C fast_align checkout -q {FAST_ALIGN_COMMIT}
cmake -S fast_align -B fast_align/build -DCMAKE_BUILD_TYPE=Release > /dev/null
make -C fast_align/build fast_align > /dev/null
git clone -q https://github.com/gabrielStanovsky/mt_gender mt_gender
git -C mt_gender checkout -q {MT_GENDER_COMMIT}
# The original's Python side runs under the interpreter that runs the benchmark, which needs
# fairmt's extras slavic and spacy (pymorphy3, spaCy 3) and tqdm (a fairmt dependency).
echo "built in $ROOT; now: python benchmarks/bench_winomt.py --original $ROOT"
"""

SHIM = {
    "pymorphy2/__init__.py": (
        "from pymorphy3 import *  # noqa\nfrom pymorphy3 import MorphAnalyzer, dawg  # noqa\n"
    ),
    "pymorphy2/tokenizers.py": "from pymorphy3.tokenizers import *  # noqa\n",
    "ufal/__init__.py": "",
    "ufal/morphodita.py": "",
    "morfeusz2.py": "",
    "docopt.py": (
        "import re, sys\n"
        "def docopt(doc, argv=None):\n"
        "    argv = sys.argv[1:] if argv is None else argv\n"
        '    out = {m: None for m in re.findall(r"(--[a-z][a-z_-]*)=", doc)}\n'
        '    out.update({m: False for m in re.findall(r"\\[(--[a-z][a-z_-]*)\\]", doc)})\n'
        "    for a in argv:\n"
        '        k, eq, v = a.partition("=")\n'
        "        out[k] = v if eq else True\n"
        "    return out\n"
    ),
    "run_original.py": (
        "import importlib.util, os, runpy, sys\n"
        "import spacy\n"
        "_load = spacy.load\n"
        "def _compat_load(name, *a, **k):\n"
        "    # spaCy 2 shortcut names are gone in spaCy 3\n"
        "    if isinstance(name, str) and len(name) <= 3:\n"
        '        model = f"{name}_core_news_sm"\n'
        "        if importlib.util.find_spec(model) is not None:\n"
        "            return _load(model, *a, **k)\n"
        "        return spacy.blank(name)\n"
        "    return _load(name, *a, **k)\n"
        "spacy.load = _compat_load\n"
        "sys.argv = sys.argv[1:]\n"
        "sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[0])))\n"
        'runpy.run_path(sys.argv[0], run_name="__main__")\n'
    ),
}


# ---------------------------------------------------------------------------------------
# Running a process tree and measuring it


def _tree_rss_kb(root: int) -> int:
    """Resident memory of ``root`` and its descendants (Linux /proc), in KiB."""
    total = 0
    stack = [root]
    while stack:
        pid = stack.pop()
        try:
            with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
                for line in fh:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
                        break
            for tid in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{tid}/children", encoding="ascii") as fh:
                    stack.extend(int(c) for c in fh.read().split())
        except (OSError, ValueError):
            continue
    return total


def run_measured(cmd: Sequence[str], env: dict[str, str], cwd: str | None = None) -> tuple[float, float, str]:
    """Run ``cmd``; (wall seconds, peak MiB of its process tree, stdout). Fails loudly."""
    peak = [0]
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        list(cmd), env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    done = threading.Event()

    def sample() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], _tree_rss_kb(proc.pid))
            done.wait(0.02)

    sampler = threading.Thread(target=sample, daemon=True)
    if os.path.isdir("/proc"):
        sampler.start()
    out, err = proc.communicate()
    seconds = time.perf_counter() - t0
    done.set()
    if sampler.is_alive():
        sampler.join()
    if proc.returncode != 0:
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}\n{err[-3000:]}")
    if peak[0] == 0:  # no /proc: the largest single process the OS reports
        import resource

        peak[0] = int(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    return seconds, peak[0] / 1024, out


# ---------------------------------------------------------------------------------------


def fairmt_batch_cmd(tdir: Path, langs: str | None, jobs: int) -> list[str]:
    cmd = [sys.executable, "-m", "fairmt", "winomt-batch", "--translations-dir", str(tdir)]
    cmd += ["--challenge-set", "2020-08-31", "--compat", "mt_gender-2019", "--no-cache", "-f", "json", "-q"]
    if langs:
        cmd += ["--langs", langs]
    if jobs > 1:
        cmd += ["--jobs", str(jobs)]
    return cmd


def original_files(tdir: Path, langs: Sequence[str]) -> list[tuple[str, str, Path]]:
    """The (system, lang, file) the original evaluates: the same discovery as fairmt's."""
    from fairmt.winomt.batch import discover

    return [(it.system, it.lang, it.path) for it in discover(tdir, langs=langs)]


def run_original(
    root: Path, aggregates: Path, files: Sequence[tuple[str, str, Path]], env: dict[str, str]
) -> tuple[float, float]:
    """The original's total over ``files`` x {en, en_pro, en_anti}: (seconds, peak MiB)."""
    fast_align = root / "fast_align" / "build" / "fast_align"
    src = root / "mt_gender" / "src"
    shim = root / "shim"
    work = Path(tempfile.mkdtemp(prefix="winomt-original-"))
    oenv = dict(env, OMP_NUM_THREADS="1", PYTHONPATH=str(shim))
    total = 0.0
    peak = 0.0
    try:
        for system, lang, path in files:
            for subset in ("en", "en_pro", "en_anti"):
                align = work / f"{system}.{lang}.{subset}.align"
                s, m, out = run_measured([str(fast_align), "-i", str(path), "-d", "-o", "-v"], oenv)
                align.write_text(out, encoding="utf-8")
                total += s
                peak = max(peak, m)
                cmd = [sys.executable, str(shim / "run_original.py"), "load_alignments.py"]
                cmd += [f"--ds={aggregates / (subset + '.txt')}", f"--bi={path}", f"--align={align}"]
                cmd += [f"--lang={lang}", f"--out={work / f'{system}.{lang}.{subset}.csv'}"]
                s, m, _ = run_measured(cmd, oenv, cwd=str(src))
                total += s
                peak = max(peak, m)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return total, peak


def write_shim(root: Path) -> None:
    for rel, text in SHIM.items():
        p = root / "shim" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")


_FRESH_CODE = (
    "import sys\n"
    "from fairmt.align.fast_align import FastAlign, parse_fast_align_line\n"
    "lines = open(sys.argv[1], encoding='utf-8').read().split('\\n')[:-1]\n"
    "out = FastAlign().align([parse_fast_align_line(x) for x in lines])\n"
    "sys.stdout.write(''.join(' '.join(f'{i}-{j}' for i, j in s) + '\\n' for s in out))\n"
    "sys.stderr.write('numba imported\\n' if 'numba' in sys.modules else '')\n"
)


@dataclass
class AlignTimes:
    """The aligner comparison on one file: seconds (wall) and peak MiB per way of running it."""

    warm: list[float] = field(default_factory=list)  # FastAlign in this process, after a warm-up
    fresh: dict[str, list[tuple[float, float]]] = field(default_factory=dict)  # state -> runs
    cpp: list[tuple[float, float]] = field(default_factory=list)
    same: dict[str, bool] = field(default_factory=dict)  # links identical to the C++, per way
    aot_build: float | None = None  # seconds to build the ahead-of-time module (a one-off)
    numba_imported: dict[str, bool] = field(default_factory=dict)


def align_only(path: Path, cpp: Path | None, repeats: int, env: dict[str, str]) -> AlignTimes:
    """fairmt's aligner in process (warm) and in a new process per run, in three cache states,
    against the C++ binary (a process per run), interleaved.

    The cache states of a new process: ``cold`` (empty fairmt and numba caches: numba compiles
    the kernels, once, here timed once), ``JIT cache`` (numba loads the kernels it compiled
    before; numba is imported and set up), ``precompiled`` (the module
    :func:`fairmt.align.fast_align.precompile` built ahead of time: numba is not imported).
    Times are whole-process wall clock, Python start included, as the C++'s are.
    """
    from fairmt.align.fast_align import FastAlign, parse_fast_align_line

    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    pairs = [parse_fast_align_line(line) for line in lines]
    aligner = FastAlign()
    ours = aligner.align(pairs)  # warm-up (loads the kernels)
    ours_text = "".join(" ".join(f"{i}-{j}" for i, j in sent) + "\n" for sent in ours)
    res = AlignTimes()
    states = {
        "JIT cache": dict(env, NUMBA_CACHE_DIR=tempfile.mkdtemp(prefix="fairmt-bench-jit-")),
        "precompiled": dict(env, NUMBA_CACHE_DIR=tempfile.mkdtemp(prefix="fairmt-bench-aot-")),
    }
    build = "from fairmt.align.fast_align import precompile\nprint(precompile() or '')\n"
    t0 = time.perf_counter()
    built = subprocess.run([sys.executable, "-c", build], env=states["precompiled"], check=True,
                           capture_output=True, text=True).stdout.strip()  # fmt: skip
    res.aot_build = time.perf_counter() - t0 if built else None
    if not built:
        del states["precompiled"]
    # the JIT cache of its state: one process that compiles (the cold run, timed once)
    cold_env = dict(env, FAIRMT_CACHE_DIR=tempfile.mkdtemp(prefix="fairmt-bench-cold-"))
    cold_env["NUMBA_CACHE_DIR"] = states["JIT cache"]["NUMBA_CACHE_DIR"]
    order = [("cold", cold_env)] + [(k, v) for k, v in states.items()] * repeats
    cpp_text = None
    for i, (name, e) in enumerate(order):
        s, m, out = run_measured([sys.executable, "-c", _FRESH_CODE, str(path)], e)
        res.fresh.setdefault(name, []).append((s, m))
        res.same[name] = res.same.get(name, True) and out == ours_text
        if cpp is not None and i > 0 and i % len(states) == 0:
            s, m, cpp_text = run_measured(
                [str(cpp), "-i", str(path), "-d", "-o", "-v"], dict(env, OMP_NUM_THREADS="1")
            )
            res.cpp.append((s, m))
    check = "import sys\n" + _FRESH_CODE.split("\n", 1)[1].replace("sys.stdout.write", "_ =")
    for name, e in states.items():
        err = subprocess.run([sys.executable, "-c", check, str(path)], env=e, check=True,
                             capture_output=True, text=True).stderr  # fmt: skip
        res.numba_imported[name] = "numba imported" in err
    for _ in range(repeats):
        t0 = time.perf_counter()
        aligner.align(pairs)
        res.warm.append(time.perf_counter() - t0)
    if cpp_text is not None:
        res.same["in process"] = ours_text == cpp_text
        res.same = {k: v and ours_text == cpp_text for k, v in res.same.items()}
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--print-setup", action="store_true", help="print the script that builds the original")
    ap.add_argument("--original", type=Path, default=None, help="folder built by the --print-setup script")
    ap.add_argument("--original-langs", default=ORIGINAL_LANGS)
    ap.add_argument("--translations-dir", type=Path, default=None)
    ap.add_argument("--jobs", type=int, default=1, help="also time winomt-batch --jobs N (N > 1)")
    ap.add_argument("--repeats", type=int, default=1, help="interleaved repeats of the matrix timings")
    ap.add_argument("--align-file", default="google/en-de.txt")
    ap.add_argument("--align-repeats", type=int, default=5)
    ap.add_argument("--skip-original-matrix", action="store_true", help="no original matrix run")
    ap.add_argument("--align-only", action="store_true", help="only the aligner comparison (no matrix)")
    ap.add_argument("--cpp", type=Path, default=None, help="a built C++ fast_align binary (else ORIGINAL's)")
    ap.add_argument(
        "--baseline-src",
        type=Path,
        default=None,
        help="another fairmt's src folder (e.g. an older commit: git archive COMMIT | tar -x -C DIR): its "
        "winomt-batch --jobs 1 is timed in each repeat too, interleaved (before/after)",
    )
    args = ap.parse_args()
    if args.print_setup:
        print(SETUP, end="")
        return 0

    from fairmt.data import dataset_path

    winomt = dataset_path("winomt")
    tdir = args.translations_dir or winomt / "translations"
    aggregates = winomt / "aggregates_2020-08-31"
    env = dict(os.environ)
    env.setdefault("PYTHONPATH", str(Path(__file__).resolve().parents[1] / "src"))
    env["FAIRMT_CACHE_DIR"] = tempfile.mkdtemp(prefix="fairmt-bench-cache-")  # no alignment cache
    env["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="fairmt-bench-numba-")
    os.environ["NUMBA_CACHE_DIR"] = env["NUMBA_CACHE_DIR"]
    if args.original is None:
        print("No --original: fairmt only. To build the original in a temporary folder:")
        print(
            "  python benchmarks/bench_winomt.py --print-setup > setup.sh && bash setup.sh /tmp/winomt-orig"
        )
        print("  python benchmarks/bench_winomt.py --original /tmp/winomt-orig\n")
    elif not args.align_only:
        write_shim(args.original)

    # compile fairmt's kernels once (a one-off, cached like the built C++ binary)
    t0 = time.perf_counter()
    try:
        from fairmt.align import _fast_align_jit

        kernels = _fast_align_jit.load()
    except ImportError:  # a fairmt without the numba backend (timing an older version)
        kernels = None
    if kernels is not None:  # compile every kernel now (cached on disk for the timed processes)
        from fairmt.align.fast_align import FastAlign

        FastAlign().align([(["a", "b"], ["x", "y"])])
    compiled = f"compiled in {time.perf_counter() - t0:.1f} s" if kernels else "unavailable (NumPy path)"
    print(f"numba kernels: {compiled}")
    if kernels is not None and not args.align_only:
        # and ahead of time (fast_align.precompile): the timed processes then load them without
        # importing numba; also a one-off, cached like the C++ binary
        t0 = time.perf_counter()
        try:
            from fairmt.align.fast_align import precompile
        except ImportError:  # an older fairmt
            built = None
        else:
            built = precompile()
        took = time.perf_counter() - t0
        print(f"numba kernels ahead of time: {f'built in {took:.1f} s' if built else 'not built'}")

    olangs = [x for x in args.original_langs.split(",") if x]
    ofiles = original_files(tdir, olangs)
    all_files = original_files(tdir, [])
    print(
        f"matrix: {len(all_files)} files (each scored on all/pro/anti); "
        f"the original's set: {len(ofiles)} files ({','.join(olangs)})\n"
    )

    runs: dict[str, list[tuple[float, float]]] = {}

    def record(name: str, value: tuple[float, float]) -> None:
        runs.setdefault(name, []).append(value)
        print(f"  {name:<44} {value[0]:8.1f} s  peak {value[1]:6.0f} MiB", flush=True)

    for r in range(0 if args.align_only else args.repeats):
        print(f"repeat {r + 1}/{args.repeats}")
        s, m, _ = run_measured(fairmt_batch_cmd(tdir, None, 1), env)
        record("fairmt full matrix, --jobs 1", (s, m))
        if args.jobs > 1:
            s, m, _ = run_measured(fairmt_batch_cmd(tdir, None, args.jobs), env)
            record(f"fairmt full matrix, --jobs {args.jobs}", (s, m))
        s, m, _ = run_measured(fairmt_batch_cmd(tdir, ",".join(olangs), 1), env)
        record("fairmt original's set, --jobs 1", (s, m))
        if args.baseline_src is not None:
            benv = dict(env, PYTHONPATH=str(args.baseline_src))
            record(
                "baseline fairmt full matrix, --jobs 1",
                run_measured(fairmt_batch_cmd(tdir, None, 1), benv)[:2],
            )
            s, m, _ = run_measured(fairmt_batch_cmd(tdir, ",".join(olangs), 1), benv)
            record("baseline fairmt original's set, --jobs 1", (s, m))
        if args.jobs > 1:
            s, m, _ = run_measured(fairmt_batch_cmd(tdir, ",".join(olangs), args.jobs), env)
            record(f"fairmt original's set, --jobs {args.jobs}", (s, m))
        if args.original is not None and not args.skip_original_matrix:
            record(
                "original (C++ fast_align + mt_gender) set",
                run_original(args.original, aggregates, ofiles, env),
            )

    med = {k: (statistics.median(v[0] for v in vals), max(v[1] for v in vals)) for k, vals in runs.items()}
    print("\nmedians (peak: the largest seen)")
    for k, (s, m) in med.items():
        print(f"  {k:<44} {s:8.1f} s  peak {m:6.0f} MiB")
    for what in ("full matrix", "original's set"):
        base = med.get(f"baseline fairmt {what}, --jobs 1")
        if base is not None:
            ratio = base[0] / med[f"fairmt {what}, --jobs 1"][0]
            print(f"  ratio baseline / this fairmt, {what}, --jobs 1: {ratio:.2f}x")
    orig = med.get("original (C++ fast_align + mt_gender) set")
    if orig is not None:
        for k in med:
            if k.startswith("fairmt original's set"):
                print(f"  ratio original / {k[len('fairmt ') :]}: {orig[0] / med[k][0]:.1f}x faster")

    cpp = args.cpp or (args.original / "fast_align" / "build" / "fast_align" if args.original else None)
    path = tdir / args.align_file
    at = align_only(path, cpp, args.align_repeats, env)
    print(f"\naligner alone on {args.align_file} ({sum(1 for _ in path.open(encoding='utf-8'))} lines)")
    c = statistics.median(x[0] for x in at.cpp) if at.cpp else None
    if at.aot_build is not None:
        print(f"  one-off: precompile() built the ahead-of-time module in {at.aot_build:.1f} s")
    else:
        print("  one-off: precompile() could not build the ahead-of-time module (no numba or C compiler)")
    w = statistics.median(at.warm)
    rtxt = f"  ratio C++/fairmt {c / w:5.2f}x" if c else ""
    print(f"  {'fairmt, in process (warm)':<44} median {w:6.3f} s{'':>14}{rtxt}")
    for name, fresh in at.fresh.items():
        sec = statistics.median(x[0] for x in fresh)
        mib = max(x[1] for x in fresh)
        rtxt = f"  ratio C++/fairmt {c / sec:5.2f}x" if c else ""
        label = f"fairmt, new process, {name}" + (" (numba imported)" if at.numba_imported.get(name) else "")
        what = "once  " if name == "cold" else "median"
        print(f"  {label:<44} {what} {sec:6.3f} s  peak {mib:5.0f} MiB{rtxt}")
    if at.cpp and c is not None:
        mib = max(x[1] for x in at.cpp)
        print(f"  {'C++ fast_align -d -o -v (OMP_NUM_THREADS=1)':<44} median {c:6.3f} s  peak {mib:5.0f} MiB")
        print(f"  links identical to the C++: {at.same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
