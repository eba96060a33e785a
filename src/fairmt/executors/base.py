"""Executors: run a scoring job shard by shard, here or on a cluster, resumably.

The input is split into **shards**, contiguous index ranges (:func:`split_shards`). A
**worker** (built in the process that runs it by a picklable *factory*, once, from a
*context* such as the whole input, which the FairQE rules agents need to align the corpus
as one) turns the records of a shard into output lines. An :class:`Executor` runs the
shards on its workers and yields each finished shard, in any order; the driver
(:func:`run_sharded`) writes each one to its own file as soon as it finishes
(:class:`ShardStore`: ``OUT.shards/shard-00003.jsonl`` plus a small ``.meta.json`` written
last, each atomically), and :meth:`ShardStore.merge` concatenates them in input order.

A rerun skips the shards whose files are complete and were written for the same input
records and the same job (signature and output format), so a driver that crashed
continues where it stopped; a shard is written whole or not at all, so nothing is scored
twice in the output or lost.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from fairmt.errors import UsageError, WorkerDiedError
from fairmt.registry import Registry

__all__ = [
    "EXECUTORS",
    "Executor",
    "Shard",
    "ShardOutput",
    "ShardStore",
    "ShardWorker",
    "ShardedRun",
    "WorkerFactory",
    "get_executor",
    "run_sharded",
    "split_shards",
]


@dataclass(frozen=True, order=True)
class Shard:
    """Records ``start`` (inclusive) to ``end`` (exclusive) of the input; ``index`` counts from 0."""

    index: int
    start: int
    end: int

    def __len__(self) -> int:
        return self.end - self.start


def split_shards(n: int, shard_size: int) -> list[Shard]:
    """Contiguous shards of at most ``shard_size`` records covering ``range(n)`` in order."""
    if shard_size < 1:
        raise UsageError("--shard-size must be at least 1")
    return [Shard(i, start, min(start + shard_size, n)) for i, start in enumerate(range(0, n, shard_size))]


@dataclass
class ShardOutput:
    """A finished shard: its output lines (no newlines) and counters; or why it stopped."""

    lines: list[str] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    #: Set when the worker stopped cleanly (the LLM budget): the shard is not written.
    stopped: str | None = None
    #: Absolute indices of records whose result failed for a reason a rerun can fix (an
    #: endpoint down): their lines are written, and a rerun scores them again.
    failed: list[int] = field(default_factory=list)
    #: An error that must end the run (authentication): the shard is not written, the
    #: finished ones are kept, and the driver raises it.
    error: BaseException | None = None


class ShardWorker(Protocol):
    """What a factory builds inside the process that runs shards."""

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput: ...

    def usage(self) -> dict[str, Any]: ...

    def close(self) -> None: ...


#: Builds a worker from the context (called once per worker process; must be picklable).
WorkerFactory = Callable[[Any], ShardWorker]


class Executor(ABC):
    """Runs shards on workers; :meth:`run` yields ``(shard, output)`` as shards finish."""

    name: str = ""

    def __init__(self, workers: int | None = None, address: str | None = None) -> None:
        self.workers = workers
        self.address = address
        #: Each worker's :meth:`ShardWorker.usage` after :meth:`run` finished.
        self.worker_usage: list[dict[str, Any]] = []

    @abstractmethod
    def run(
        self, factory: WorkerFactory, context: Any, tasks: Sequence[tuple[Shard, list[Any]]]
    ) -> Iterator[tuple[Shard, ShardOutput]]:
        """Run every task; yield each finished shard (any order). Closing the iterator stops."""

    def worker_count(self) -> int:
        """How many workers :meth:`run` uses (known before the run, for per-worker limits)."""
        return self.workers or 1

    def close(self) -> None:
        """Release what the executor started (a Ray instance it started itself)."""
        return None


EXECUTORS: Registry[type[Executor]] = Registry("executor")
EXECUTORS.register_lazy("local", "fairmt.executors.local:LocalExecutor")
EXECUTORS.register_lazy("ray", "fairmt.executors.ray:RayExecutor")


def get_executor(
    name: str = "local", workers: int | None = None, address: str | None = None, gpus_per_worker: float = 0.0
) -> Executor:
    """The executor ``name`` (``local`` or ``ray``); ``gpus_per_worker`` only for Ray."""
    if workers is not None and workers < 1:
        raise UsageError("--workers must be at least 1")
    if gpus_per_worker < 0:
        raise UsageError("--gpus-per-worker must be non-negative")
    cls: Any = EXECUTORS.get(name)
    if gpus_per_worker:
        if name != "ray":
            raise UsageError("--gpus-per-worker is for --executor ray")
        return cls(workers, address, num_gpus=gpus_per_worker)  # type: ignore[no-any-return]
    return cls(workers=workers, address=address)  # type: ignore[no-any-return]


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fingerprint(keys: Sequence[str]) -> str:
    """SHA-256 of a shard's record keys (one string per record, e.g. its JSON)."""
    h = hashlib.sha256()
    for k in keys:
        h.update(k.encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


def _atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class ShardStore:
    """One file per finished shard in ``folder`` (``shard-00003.jsonl`` + ``.meta.json``).

    The data file is written first and the meta file last, each by write-to-temporary then
    rename, so a meta file means a whole shard; :meth:`is_complete` also checks the data
    file's size and SHA-256 and that the meta names the same records and job.
    """

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)

    @classmethod
    def beside(cls, output: str | Path) -> ShardStore:
        """The store of an output file: ``OUT.shards/`` next to it."""
        return cls(Path(str(output) + ".shards"))

    def data_path(self, shard: Shard) -> Path:
        return self.folder / f"shard-{shard.index:05d}.jsonl"

    def meta_path(self, shard: Shard) -> Path:
        return self.folder / f"shard-{shard.index:05d}.meta.json"

    def _meta(self, shard: Shard, keys: Sequence[str], job: str) -> dict[str, Any]:
        return {
            "shard": shard.index,
            "start": shard.start,
            "end": shard.end,
            "input_sha256": fingerprint(keys[shard.start : shard.end]),
            "job": job,
        }

    def is_complete(self, shard: Shard, keys: Sequence[str], job: str) -> bool:
        """Whether the shard's files exist, are whole and were written for these records and job."""
        try:
            meta = json.loads(self.meta_path(shard).read_text(encoding="utf-8"))
            data = self.data_path(shard).read_bytes()
        except (OSError, ValueError):
            return False
        if not isinstance(meta, dict):
            return False
        want = self._meta(shard, keys, job)
        if any(meta.get(k) != v for k, v in want.items()):
            return False
        lines = data.count(b"\n")
        return bool(meta.get("lines") == lines == len(shard) and meta.get("sha256") == _sha256(data))

    def failed(self, shard: Shard) -> list[int]:
        """The failed record indices a complete shard's meta lists."""
        try:
            meta = json.loads(self.meta_path(shard).read_text(encoding="utf-8"))
            return [int(i) for i in meta.get("failed", [])]
        except (OSError, ValueError, TypeError, AttributeError):
            return []

    def write(
        self, shard: Shard, lines: Sequence[str], keys: Sequence[str], job: str, failed: Sequence[int] = ()
    ) -> None:
        if len(lines) != len(shard):
            raise RuntimeError(f"shard {shard.index}: {len(lines)} output lines for {len(shard)} records")
        self.folder.mkdir(parents=True, exist_ok=True)
        data = "".join(line + "\n" for line in lines).encode("utf-8")
        self.meta_path(shard).unlink(missing_ok=True)
        _atomic_write(self.data_path(shard), data)
        meta = {
            **self._meta(shard, keys, job),
            "lines": len(lines),
            "sha256": _sha256(data),
            "failed": sorted(failed),
        }
        _atomic_write(self.meta_path(shard), (json.dumps(meta, indent=1) + "\n").encode("utf-8"))

    def merge(self, shards: Sequence[Shard], output: str | Path, keep: int = 0) -> None:
        """Concatenate the shards in order into ``output`` (``-`` = stdout), atomically for a file.

        ``keep``: the shards go after the first ``keep`` bytes of the existing file (a finished
        prefix that is continued); the rest of the old file is dropped.
        """
        if str(output) == "-":
            out = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else None
            for s in sorted(shards):
                data = self.data_path(s).read_bytes()
                if out is not None:
                    out.write(data)
                else:
                    sys.stdout.write(data.decode("utf-8"))
            if out is not None:
                out.flush()
            return
        path = Path(output)
        tmp = path.with_name(path.name + f".tmp{os.getpid()}")
        with open(tmp, "wb") as fh:
            if keep > 0:
                with open(path, "rb") as prev:
                    left = keep
                    while left > 0 and (buf := prev.read(min(left, 1 << 20))):
                        fh.write(buf)
                        left -= len(buf)
            for s in sorted(shards):
                with open(self.data_path(s), "rb") as src:
                    shutil.copyfileobj(src, fh)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)

    def remove(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


@dataclass
class ShardedRun:
    """What :func:`run_sharded` did."""

    shards: int = 0
    skipped: int = 0
    scored: int = 0
    stats: dict[str, Any] = field(default_factory=dict)
    usage: dict[str, Any] = field(default_factory=dict)
    stopped: str | None = None
    #: Records scored by this run (not counting the skipped shards').
    scored_items: int = 0
    #: Failed record indices (as the workers gave them) of every complete shard.
    failed: list[int] = field(default_factory=list)
    #: An error a worker returned: the run stopped; finished shards are kept.
    error: BaseException | None = None

    @property
    def complete(self) -> bool:
        return self.stopped is None and self.error is None and self.skipped + self.scored == self.shards


#: The longest list :func:`add_counts` keeps (a summary lists a few examples, not all).
LIST_LIMIT = 10


def add_counts(total: dict[str, Any], more: dict[str, Any]) -> None:
    """Add ``more``'s numbers into ``total`` (nested dicts added key by key; booleans or-ed;
    lists joined in order, keeping the first :data:`LIST_LIMIT` elements)."""
    for k, v in more.items():
        if isinstance(v, bool):
            total[k] = bool(total.get(k, False)) or v
        elif isinstance(v, list):
            have = total.get(k)
            total[k] = ([*have, *v] if isinstance(have, list) else list(v))[:LIST_LIMIT]
        elif isinstance(v, int | float):
            total[k] = total.get(k, 0) + v
        elif isinstance(v, dict):
            sub = total.setdefault(k, {})
            if isinstance(sub, dict):
                add_counts(sub, v)
        elif k not in total:
            total[k] = v


def run_sharded(
    executor: Executor,
    factory: WorkerFactory,
    context: Any,
    records: Sequence[Any],
    keys: Sequence[str],
    job: str,
    store: ShardStore,
    shard_size: int,
    on_shard_done: Callable[[Shard], None] | None = None,
) -> ShardedRun:
    """Score the shards of ``records`` that ``store`` does not hold yet; write each one as it finishes.

    ``keys`` (one string per record) and ``job`` identify what a shard file was written for.
    ``on_shard_done`` is called after each shard is written (a hook for progress and tests).
    The caller merges with :meth:`ShardStore.merge` when the run is :attr:`~ShardedRun.complete`.
    A :class:`~fairmt.errors.WorkerDiedError` from the executor (raised after it yielded every
    shard that finished) comes out with the count of finished shards and where they are kept.
    """
    if len(keys) != len(records):
        raise ValueError("one key per record")
    shards = split_shards(len(records), shard_size)
    run = ShardedRun(shards=len(shards))
    todo = []
    for s in shards:
        if store.is_complete(s, keys, job):
            run.skipped += 1
            run.failed += store.failed(s)
        else:
            todo.append((s, list(records[s.start : s.end])))
    if todo:
        store.folder.mkdir(parents=True, exist_ok=True)
        results = executor.run(factory, context, todo)
        try:
            for shard, out in results:
                if out.error is not None:
                    run.error = out.error
                    break
                if out.stopped is not None:
                    run.stopped = out.stopped
                    break
                store.write(shard, out.lines, keys, job, out.failed)
                run.scored += 1
                run.scored_items += len(shard)
                run.failed += out.failed
                add_counts(run.stats, out.stats)
                if on_shard_done is not None:
                    on_shard_done(shard)
        except WorkerDiedError as e:
            # The executor yields every shard that finished before it gives up; they are written.
            done = run.skipped + run.scored
            raise WorkerDiedError(
                f"{e} ({done} of {run.shards} shards finished, kept in {store.folder}; "
                "the same command again scores the rest)"
            ) from None
        finally:
            close = getattr(results, "close", None)
            if close is not None:
                close()
        for u in executor.worker_usage:
            add_counts(run.usage, u)
    return run
