"""Driving a job through an output store: resume, retry failed items, chunks or shards.

A :class:`Job` is what a command runs, as a library object (never an
``argparse.Namespace``): its input records, the key of each record (for the manifest),
its configuration, and a picklable *worker factory* that builds the model-holding worker
in whichever process runs it. :func:`run_job` is the one loop every resumable command
uses:

1. open the :class:`~fairmt.runs.store.OutputStore` (lock, manifest check, cut back a torn
   tail) — before the factory builds anything heavy;
2. **retry**: the items that failed last time for a reason a rerun can fix are scored
   again and put in their places (atomically);
3. score the rest, chunk by chunk in this process, or shard by shard on an
   :class:`~fairmt.executors.base.Executor`; each finished chunk is on disk before the
   next starts; each shard is written to ``OUT.run/shards/`` and the shards are appended
   in input order when all are done;
4. report (:class:`RunReport`): what was skipped, scored, retried, what still failed.

Workers receive records as ``(index, record)`` pairs, so a chunk of retried items need not
be contiguous, and return one line per record plus the indices whose result failed for an
infrastructure reason (:class:`~fairmt.executors.base.ShardOutput`). A clean stop (the
LLM budget) keeps every finished chunk; an error raised by a worker (authentication)
ends the run after keeping them too.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fairmt.errors import WorkerDiedError
from fairmt.executors.base import (
    Executor,
    Shard,
    ShardOutput,
    ShardStore,
    WorkerFactory,
    add_counts,
    run_sharded,
    split_shards,
)
from fairmt.progress import Progress, or_null
from fairmt.runs.manifest import ItemKey, Manifest
from fairmt.runs.store import OutputStore

__all__ = ["Job", "RunReport", "run_job"]


class Job(ABC):
    """A resumable job: records, their keys, a configuration, and a worker factory."""

    #: Manifest id of the job kind (outputs of different kinds never mix).
    kind: str = ""
    #: What the output holds, for messages ("FairQE scores").
    name: str = ""

    @abstractmethod
    def records(self) -> Sequence[Any]:
        """The input records, in input order."""

    @abstractmethod
    def keys(self) -> Sequence[ItemKey]:
        """One :class:`ItemKey` per record (text, language, id), for the manifest."""

    @abstractmethod
    def config(self) -> dict[str, str]:
        """Everything that changes an output line (signature parts, output format)."""

    @abstractmethod
    def factory(self) -> WorkerFactory:
        """A picklable callable ``context -> worker`` (built in the process that runs it)."""

    def context(self) -> Any:
        """What every worker is built with (default: nothing)."""
        return None

    def header(self) -> str | None:
        """A first line above the items' lines (a text output's column names), or ``None``.

        A job with a header must say so in :meth:`config` (see :meth:`OutputStore.open`).
        """
        return None


@dataclass
class RunReport:
    """What :func:`run_job` did (JSON-able through :meth:`to_json`)."""

    output: str
    items: int
    skipped_done: int = 0
    scored: int = 0
    retried: int = 0
    #: Items whose result failed for a reason a rerun can fix (still failed at the end).
    failed: int = 0
    failed_indices: list[int] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    usage: dict[str, Any] = field(default_factory=dict)
    stopped: str | None = None
    executor: str = "none"
    workers: int = 1
    shards: int = 0
    shards_skipped: int = 0
    wall_seconds: float = 0.0
    #: Items with a line in the output at the end (earlier runs' included).
    written: int = 0
    #: The signature of every line's score (set by the caller that knows it).
    signature: str = ""

    @property
    def complete(self) -> bool:
        """Every item has a line, none failed, and the run was not stopped."""
        return self.stopped is None and self.failed == 0

    def to_json(self) -> dict[str, Any]:
        stats = dict(self.stats)
        seconds = float(stats.pop("seconds", 0.0) or 0.0)
        out: dict[str, Any] = {
            "output": self.output,
            "items": self.items,
            "skipped_done": self.skipped_done,
            "scored": self.scored,
            "written": self.written,
        }
        if self.retried:
            out["retried"] = self.retried
        out["failed"] = self.failed
        if self.failed:
            out["failed_first"] = [i + 1 for i in self.failed_indices[:10]]
        if self.executor != "none":
            out.update(
                executor=self.executor,
                workers=self.workers,
                shards=self.shards,
                shards_skipped=self.shards_skipped,
            )
        out.update(stats)
        out.update({f"llm_{k}": v for k, v in self.usage.items() if v})
        out["wall_seconds"] = round(self.wall_seconds, 3)
        busy = seconds or self.wall_seconds
        out["items_per_second"] = round((self.scored + self.retried) / busy, 2) if busy > 0 else None
        out["stopped"] = self.stopped
        if self.signature:
            out["signature"] = self.signature
        return out


def _chunks(seq: Sequence[int], size: int) -> list[list[int]]:
    return [list(seq[i : i + size]) for i in range(0, len(seq), size)]


def run_job(
    job: Job,
    store: OutputStore,
    *,
    executor: Executor | None = None,
    chunk_size: int = 256,
    shard_size: int | None = None,
    progress: Progress | None = None,
    on_open: Callable[[], None] | None = None,
) -> RunReport:
    """Run ``job`` into ``store``; see the module docstring. The store is closed afterwards.

    ``executor=None`` with ``shard_size=None`` runs in this process, ``chunk_size`` items at a
    time, appending each chunk to the output; otherwise the work is sharded. ``on_open`` is
    called once the output is locked and checked, before any worker is built (a hook for
    callers that must do something only a run that will proceed should do).
    """
    t0 = time.perf_counter()
    prog = or_null(progress)
    records = job.records()
    keys = job.keys()
    n = len(records)
    report = RunReport(output=store.path_str, items=n)
    try:
        state = store.open(Manifest.build(job.kind, job.name, job.config(), keys), keys, job.header())
        if on_open is not None:
            on_open()
        retry = list(state.failed)
        report.skipped_done = state.done - len(retry)
        todo_from = state.done
        if not retry and todo_from >= n:
            return report
        prog.start(total=len(retry) + n - todo_from, desc=job.name)
        if executor is None and shard_size is None:
            _run_local(job, store, records, retry, todo_from, chunk_size, report, prog)
        else:
            _run_sharded(job, store, records, keys, retry, todo_from, executor, shard_size, report, prog)
        report.failed = len(store.state.failed)
        report.failed_indices = list(store.state.failed)
        return report
    finally:
        report.written = store.state.done
        prog.close()
        store.close()
        report.wall_seconds = time.perf_counter() - t0


def _run_local(
    job: Job,
    store: OutputStore,
    records: Sequence[Any],
    retry: list[int],
    todo_from: int,
    chunk_size: int,
    report: RunReport,
    prog: Progress,
) -> None:
    worker = job.factory()(job.context())
    try:
        if retry:
            outs = (
                (chunk, worker.run(Shard(-1, chunk[0], chunk[-1] + 1), [(i, records[i]) for i in chunk]))
                for chunk in _chunks(retry, chunk_size)
            )
            _retry(outs, retry, store, report, prog)
            if report.stopped is not None:
                return
        for start in range(todo_from, len(records), chunk_size):
            idx = list(range(start, min(start + chunk_size, len(records))))
            out = worker.run(Shard(start // chunk_size, idx[0], idx[-1] + 1), [(i, records[i]) for i in idx])
            if out.error is not None:
                raise out.error
            if out.stopped is not None:
                report.stopped = out.stopped
                return
            _check_lines(out, len(idx))
            store.append(out.lines, out.failed)
            report.scored += len(idx)
            add_counts(report.stats, out.stats)
            prog.update(len(idx))
            prog.note(f"items {idx[-1] + 1}/{len(records)} written ({len(out.failed)} failed in this chunk)")
    finally:
        add_counts(report.usage, worker.usage())
        worker.close()


def _retry(
    outs: Iterable[tuple[list[int], ShardOutput]],
    retry: list[int],
    store: OutputStore,
    report: RunReport,
    prog: Progress,
) -> None:
    """Put the new lines of retried items in place (items that failed again stay failed).

    ``outs`` gives each chunk of retried indices with its worker output, lazily: a clean stop
    (the budget) ends it with ``report.stopped`` set, a worker's error is raised after the
    lines that did arrive are written.
    """
    new_lines: dict[int, str] = {}
    still: set[int] = set(retry)
    error: BaseException | None = None
    for chunk, out in outs:
        if out.error is not None:
            error = out.error
            break
        if out.stopped is not None:
            report.stopped = out.stopped
            break
        _take_retried(out, chunk, new_lines, still, report, prog)
    if new_lines:
        store.replace_lines(new_lines, still)
    if error is not None:
        raise error


def _take_retried(
    out: ShardOutput,
    chunk: list[int],
    new_lines: dict[int, str],
    still: set[int],
    report: RunReport,
    prog: Progress,
) -> None:
    """Record the new lines of retried items; those that failed again stay in ``still``."""
    _check_lines(out, len(chunk))
    new_lines.update(zip(chunk, out.lines, strict=True))
    still.difference_update(set(chunk) - set(out.failed))
    report.retried += len(chunk)
    add_counts(report.stats, out.stats)
    prog.update(len(chunk))


def _shard_done(prog: Progress, shard: Shard) -> None:
    prog.update(len(shard))
    prog.note(f"shard {shard.index + 1} written ({len(shard)} items)")


def _check_lines(out: ShardOutput, n: int) -> None:
    if len(out.lines) != n:
        raise RuntimeError(f"a worker returned {len(out.lines)} lines for {n} records")


def _run_sharded(
    job: Job,
    store: OutputStore,
    records: Sequence[Any],
    keys: Sequence[ItemKey],
    retry: list[int],
    todo_from: int,
    executor: Executor | None,
    shard_size: int | None,
    report: RunReport,
    prog: Progress,
) -> None:
    from fairmt.executors.base import get_executor

    own = executor is None
    ex = executor if executor is not None else get_executor("local")
    size = shard_size or 1000
    report.executor = ex.name
    report.workers = ex.worker_count()
    try:
        if retry:
            tasks = [
                (Shard(k, chunk[0], chunk[-1] + 1), [(i, records[i]) for i in chunk])
                for k, chunk in enumerate(_chunks(retry, size))
            ]
            chunks = {s: [i for i, _ in recs] for s, recs in tasks}
            try:
                _retry(
                    ((chunks[sh], out) for sh, out in ex.run(job.factory(), job.context(), tasks)),
                    retry,
                    store,
                    report,
                    prog,
                )
            finally:
                for u in ex.worker_usage:
                    add_counts(report.usage, u)
            if report.stopped is not None:
                return
        rest = [(i, records[i]) for i in range(todo_from, len(records))]
        if not rest:
            return
        rest_keys = [repr((k.text, k.lang, k.id)) for k in keys[todo_from:]]
        shards_store = ShardStore(store.shards_dir)
        # The shard files are keyed by the job and by where the sharded part starts.
        job_id = repr((job.kind, sorted(job.config().items()), todo_from))
        try:
            run = run_sharded(
                ex,
                job.factory(),
                job.context(),
                rest,
                rest_keys,
                job_id,
                shards_store,
                size,
                on_shard_done=lambda s: _shard_done(prog, s),
            )
        except WorkerDiedError as e:
            if store.stdout:  # the shards were in a temporary folder: nothing to resume from
                raise WorkerDiedError(
                    f"{str(e).split(' (', 1)[0]}; the results on standard output are incomplete: "
                    "run with -o FILE to keep finished shards and resume"
                ) from None
            raise
        report.shards = run.shards
        report.shards_skipped = run.skipped
        report.scored += run.scored_items
        add_counts(report.stats, run.stats)
        add_counts(report.usage, run.usage)
        if run.error is not None:
            raise run.error
        if run.stopped is not None:
            report.stopped = run.stopped
            return
        failed = set(run.failed)
        for s in split_shards(len(rest), size):
            data = shards_store.data_path(s).read_bytes().decode("utf-8", "surrogatepass")
            lines = data.split("\n")[:-1]
            lo, hi = s.start + todo_from, s.end + todo_from
            store.append(lines, [i for i in failed if lo <= i < hi])
        shards_store.remove()
    finally:
        if own:
            ex.close()
