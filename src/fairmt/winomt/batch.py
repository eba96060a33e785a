"""Evaluate many (system, language) translation files in one process.

Expects the layout of WinoMT's saved translations: ``DIR/<system>/en-<lang>.txt``.
Analysers, the aligner and the challenge set are loaded once and shared.
"""

from __future__ import annotations

import multiprocessing
import pickle
import re
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.align.base import Aligner, get_aligner
from fairmt.errors import DataError, FairmtError, UsageError, WorkerDiedError
from fairmt.gender.base import DEFAULT_POLICY, GenderAnalyzer, Policy, get_analyzer, supported_languages
from fairmt.progress import Progress, or_null
from fairmt.registry import did_you_mean
from fairmt.winomt.challenge import ChallengeSet
from fairmt.winomt.evaluation import WinoMTResult, evaluate_file, load_challenge_set

_FILE = re.compile(r"^en-([a-z]{2,3})\.txt$")


@dataclass(frozen=True)
class BatchItem:
    system: str
    lang: str
    path: Path


def discover(
    directory: str | Path, systems: Iterable[str] | None = None, langs: Iterable[str] | None = None
) -> list[BatchItem]:
    """Translation files under ``directory`` for languages fairmt supports, sorted."""
    root = Path(directory)
    if not root.is_dir():
        raise DataError("translations folder not found", root)
    want_sys = set(systems) if systems else None
    want_lang = set(langs) if langs else None
    supported = set(supported_languages())
    for lang in sorted(want_lang or ()):
        if lang not in supported:
            known = sorted(supported)
            raise UsageError(
                f"WinoMT has no analyser for language {lang!r}; supported: {', '.join(known)}."
                + did_you_mean(lang, known)
            )
    out = []
    for sysdir in sorted(p for p in root.iterdir() if p.is_dir()):
        if want_sys is not None and sysdir.name not in want_sys:
            continue
        for f in sorted(sysdir.iterdir()):
            m = _FILE.match(f.name)
            if not m:
                continue
            lang = m.group(1)
            if lang not in supported or (want_lang is not None and lang not in want_lang):
                continue
            out.append(BatchItem(sysdir.name, lang, f))
    return out


def evaluate_batch(
    items: Iterable[BatchItem],
    challenge: ChallengeSet | str | Path | None = None,
    *,
    aligner: str = "fast_align",
    compat: Policy | str = DEFAULT_POLICY,
    analyzers: dict[str, str] | None = None,
    cache: bool = True,
    recover_entities: bool = False,
    on_result: Callable[[BatchItem, WinoMTResult, float], None] | None = None,
    on_error: Callable[[BatchItem, FairmtError], None] | None = None,
    progress: Progress | None = None,
    jobs: int = 1,
) -> list[WinoMTResult]:
    """Evaluate every item, in order.

    ``on_result`` sees each result as soon as it exists (so a caller can save partial
    results); with ``on_error``, a file that fails (bad data, missing dependency) is
    reported there and the batch goes on, otherwise the error propagates. ``progress``
    (:mod:`fairmt.progress`) gets one task, ``winomt-batch``, counting files, with a note
    per file (its accuracy and time, or that it failed).

    ``jobs`` > 1 evaluates that many files at a time in worker processes (a file's
    alignment trains on the whole file, so files are the unit of work; each file is
    aligned once, its en/pro/anti subsets scored from the same links). The results, and the
    order of the ``on_result``/``on_error`` calls, are those of ``jobs=1``: a result that is
    ready early waits for the files before it. On Linux the workers are forked from this
    process and share its loaded analysers; elsewhere they are spawned and load their own.
    """
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise UsageError(f"jobs must be a whole number >= 1, got {jobs!r}")
    policy = Policy.parse(compat) if isinstance(compat, str) else compat
    items = list(items)
    # Check every language before any work.
    instances: dict[str, GenderAnalyzer] = {}
    for it in items:
        if it.lang not in instances:
            instances[it.lang] = get_analyzer(it.lang, (analyzers or {}).get(it.lang), policy)
    al = get_aligner(aligner)
    ch = challenge if isinstance(challenge, ChallengeSet) else load_challenge_set(challenge)
    results = []
    p = or_null(progress)
    p.start(len(items), "winomt-batch")
    setup = _Setup(ch, aligner, policy, dict(analyzers or {}), cache, recover_entities, instances, al)
    try:
        if jobs == 1 or len(items) < 2:
            outcomes: Iterable[_Outcome] = (_evaluate_one(setup, it) for it in items)
        else:
            outcomes = _in_workers(setup, items, jobs)
        for it, (r, err, seconds) in zip(items, outcomes, strict=True):
            if err is not None:
                if on_error is None:
                    raise err
                p.update(1)
                p.note(f"{it.system} en-{it.lang}: failed")
                on_error(it, err)
                continue
            assert r is not None
            p.update(1)
            p.note(f"{it.system} en-{it.lang}: acc {r.accuracy:.1f} ({seconds:.2f} s)")
            if on_result is not None:
                on_result(it, r, seconds)
            results.append(r)
    finally:
        p.close()
    return results


_Outcome = tuple[WinoMTResult | None, FairmtError | None, float]


@dataclass
class _Setup:
    """What evaluating one file needs; in a spawned worker, ``instances`` and ``al`` are
    rebuilt from the names (analysers need not pickle)."""

    challenge: ChallengeSet
    aligner: str
    policy: Policy
    analyzers: dict[str, str]
    cache: bool
    recover_entities: bool
    instances: dict[str, GenderAnalyzer] | None
    al: Aligner | None

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["instances"] = None
        state["al"] = None
        return state


def _evaluate_one(setup: _Setup, it: BatchItem) -> _Outcome:
    if setup.instances is None:
        setup.instances = {}
    if setup.al is None:
        setup.al = get_aligner(setup.aligner)
    t0 = time.perf_counter()
    try:
        an = setup.instances.get(it.lang)
        if an is None:
            an = setup.instances[it.lang] = get_analyzer(it.lang, setup.analyzers.get(it.lang), setup.policy)
        r = evaluate_file(
            it.path,
            it.lang,
            setup.challenge,
            aligner=setup.al,
            analyzer=an,
            system=it.system,
            cache=setup.cache,
            recover_entities=setup.recover_entities,
        )
    except FairmtError as e:
        return None, e, time.perf_counter() - t0
    return r, None, time.perf_counter() - t0


_WORKER_SETUP: _Setup | None = None


def _init_worker(setup: _Setup) -> None:
    global _WORKER_SETUP
    _WORKER_SETUP = setup


def _work(it: BatchItem) -> _Outcome:
    assert _WORKER_SETUP is not None
    r, err, seconds = _evaluate_one(_WORKER_SETUP, it)
    return r, None if err is None else _portable(err), seconds


def _portable(e: FairmtError) -> FairmtError:
    """``e``, or a plain FairmtError with its message and exit code when ``e`` does not survive
    pickling (an error whose constructor takes other arguments than its message)."""
    try:
        back = pickle.loads(pickle.dumps(e))
        if isinstance(back, FairmtError) and str(back) == str(e):
            return e
    except Exception:  # any failure: send the plain form
        pass
    plain = FairmtError(str(e))
    plain.exit_code = e.exit_code
    return plain


def _in_workers(setup: _Setup, items: list[BatchItem], jobs: int) -> Iterator[_Outcome]:
    """The outcomes of ``items``, in order, computed by ``jobs`` worker processes."""
    methods = multiprocessing.get_all_start_methods()
    fork = sys.platform == "linux" and "fork" in methods
    if fork and setup.al is not None:
        setup.al.prepare()  # compiled once here, not once per worker
    ctx = multiprocessing.get_context("fork" if fork else "spawn")
    workers = min(jobs, len(items))
    with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker, initargs=(setup,)) as pool:
        futures = [pool.submit(_work, it) for it in items]
        try:
            for it, f in zip(items, futures, strict=True):
                try:
                    yield f.result()
                except BrokenProcessPool as e:
                    raise WorkerDiedError(
                        f"a winomt-batch worker process died (killed, or out of memory) while evaluating "
                        f"{it.path}; the results before it were kept; try fewer --jobs"
                    ) from e
        finally:
            for f in futures:
                f.cancel()


def paper_table(results: Iterable[WinoMTResult | dict[str, Any]]) -> str:
    """A text table like the paper's: languages x systems, cells ``Acc / ΔG / ΔS``."""
    res = [r.to_dict(details=False) if isinstance(r, WinoMTResult) else r for r in results]
    systems = sorted({r["system"] or "?" for r in res})
    langs = sorted({r["lang"] for r in res})
    cell: dict[tuple[str, str], str] = {}
    for r in res:
        ds = "-" if r["delta_s"] is None else f"{r['delta_s']:.1f}"
        cell[(r["lang"], r["system"] or "?")] = f"{r['accuracy']:.1f} / {r['delta_g']:.1f} / {ds}"
    width = max([len("Acc / ΔG / ΔS"), *(len(v) for v in cell.values()), *(len(s) for s in systems)])
    lines = ["lang  " + "  ".join(s.ljust(width) for s in systems)]
    lines.append("      " + "  ".join("Acc / ΔG / ΔS".ljust(width) for _ in systems))
    for lang in langs:
        lines.append(
            lang.upper().ljust(6) + "  ".join(cell.get((lang, s), "not tested").ljust(width) for s in systems)
        )
    return "\n".join(line.rstrip() for line in lines)
