"""``fairmt translate`` on an executor: shards of source lines, one engine per worker process.

Each worker (a Ray actor, or this process) builds the engine once from its name and
options (shipped to the worker, not the engine) and translates shards of
``(line index, source)`` records into output lines formatted exactly as the one-process
path formats them (:func:`fairmt.translate.run.format_line`), so the merged file is the
same, byte for byte.

The output keeps ``fairmt translate``'s semantics: the sidecar ``FILE.sig.json`` (written
``"complete": false`` first and again at the end), a rerun that needs the same signature
(else it refuses unless ``--overwrite``), and a finished prefix of ``FILE`` (a one-process
run, or a ``--limit``'ed one) that is kept and continued. What is left is split into shards
written to ``FILE.shards/`` as they finish (resumable: a stopped driver's finished shards
are not translated again) and then appended to ``FILE`` in input order, atomically.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fairmt.errors import UsageError
from fairmt.executors.base import (
    Executor,
    Shard,
    ShardedRun,
    ShardOutput,
    ShardStore,
    get_executor,
    run_sharded,
    split_shards,
)

__all__ = [
    "DEFAULT_SHARD_SIZE",
    "ShardedTranslation",
    "TranslateWorker",
    "TranslateWorkerFactory",
    "run_sharded_translate",
]

#: Sources per shard when ``--shard-size`` is not given.
DEFAULT_SHARD_SIZE = 256


class TranslateWorker:
    """One engine; translates ``(index, source)`` records into formatted output lines."""

    def __init__(self, factory: TranslateWorkerFactory) -> None:
        from fairmt.translate import get_engine

        self.f = factory
        f = factory
        self.engine = get_engine(f.engine, src_lang=f.src, tgt_lang=f.tgt, **f.options)

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        from fairmt.llm.errors import BudgetExceeded
        from fairmt.translate import TranslationError
        from fairmt.translate.run import format_line

        t0 = time.perf_counter()
        sources = [str(s) for _, s in records]
        stop: tuple[type[BaseException], ...] = (TranslationError, BudgetExceeded)
        try:
            targets = self.engine.translate(sources, batch_size=self.f.batch_size)
        except stop as e:
            return ShardOutput(stopped=str(e))
        fmt = self.f.fmt
        lines = [format_line(fmt, int(i), s, t)[:-1] for (i, s), t in zip(records, targets, strict=True)]
        return ShardOutput(lines, {"translated": len(lines), "seconds": time.perf_counter() - t0})

    def usage(self) -> dict[str, Any]:
        usage = getattr(self.engine, "usage", None)
        return dict(usage()) if callable(usage) else {}

    def close(self) -> None:
        self.engine.close()


@dataclass(frozen=True)
class TranslateWorkerFactory:
    """Picklable: the engine's name and options; builds a :class:`TranslateWorker` in the worker."""

    engine: str
    src: str
    tgt: str
    options: dict[str, Any] = field(default_factory=dict)
    batch_size: int | None = None
    fmt: str = "mt_gender"

    def __call__(self, context: Any) -> TranslateWorker:
        return TranslateWorker(self)


@dataclass(frozen=True)
class ShardedTranslation:
    """What ``fairmt translate --executor ...`` runs, as plain data (never the command's options)."""

    engine: str
    src: str
    tgt: str
    input: str
    output: str = "-"
    out_format: str = "mt_gender"
    batch_size: int | None = None
    shard_size: int | None = None
    limit: int | None = None
    overwrite: bool = False
    executor: str = "local"
    workers: int | None = None
    address: str | None = None


def _make_executor(args: ShardedTranslation) -> Executor:
    # --workers is the number of Ray actors with ray; with local it stays the engine's own
    # option (apertium's processes), so the local executor runs its one worker.
    if args.executor == "ray":
        return get_executor("ray", args.workers, args.address)
    return get_executor(args.executor, None, args.address)


def worker_options(options: dict[str, Any], executor: str, workers: int) -> dict[str, Any]:
    """The engine options one worker gets: with ray, the LLM concurrency and budget split between workers."""
    opts = dict(options)
    if executor == "ray":
        opts.pop("workers", None)  # the actor count, not apertium's processes
        if opts.get("concurrency") is not None:
            opts["concurrency"] = max(1, int(opts["concurrency"]) // workers)
        if opts.get("max_cost") is not None:
            opts["max_cost"] = float(opts["max_cost"]) / workers
    return opts


def run_sharded_translate(args: ShardedTranslation, options: dict[str, Any]) -> dict[str, Any]:
    """``fairmt translate`` through ``--executor``; returns the summary (``RunResult.to_dict()`` and more).

    Raises :class:`~fairmt.translate.TranslationError` when a worker stopped (a failed
    request, the budget): the finished shards are kept and a rerun continues.
    """
    from fairmt.translate import TranslationError, get_engine, read_sources, run_signature
    from fairmt.translate.run import (
        RunResult,
        _check_sidecar,
        _check_sources,
        _finished,
        _write_json_atomic,
        sidecar_path,
    )

    shard_size = args.shard_size if args.shard_size is not None else DEFAULT_SHARD_SIZE
    if shard_size < 1:
        raise UsageError("--shard-size must be at least 1")
    if args.batch_size is not None and args.batch_size < 1:
        raise UsageError("--batch-size must be at least 1")
    fmt = args.out_format
    sources = read_sources(args.input)
    _check_sources(sources, fmt)
    executor = _make_executor(args)
    try:
        opts = worker_options(options, args.executor, executor.worker_count())
        with get_engine(args.engine, src_lang=args.src, tgt_lang=args.tgt, **opts) as engine:
            signature = run_signature(engine, sources, fmt)
        n = len(sources) if args.limit is None else min(args.limit, len(sources))
        t0 = time.perf_counter()
        to_stdout = args.output == "-"
        resumed, keep = 0, 0
        meta: dict[str, Any] = {}
        lock: Any = None
        if to_stdout:
            import tempfile

            store = ShardStore(Path(tempfile.mkdtemp(prefix="fairmt-shards-")))
        else:
            from fairmt.runs.lock import RunLock

            path = Path(args.output)
            lock = RunLock(Path(str(path) + ".run") / "lock", str(path))
            lock.acquire()  # released in the finally below
            store = ShardStore.beside(path)
            if args.overwrite:
                store.remove()
            elif path.exists() and path.stat().st_size > 0:
                _check_sidecar(path, signature)
                resumed, keep = _finished(path, fmt, sources)
            path.parent.mkdir(parents=True, exist_ok=True)
            meta = {
                "signature": str(signature),
                "signature_items": signature.as_dict(),
                "input": sources.name,
                "input_path": sources.path,
                "n": len(sources),
                "format": fmt,
                "complete": False,
            }
            _write_json_atomic(sidecar_path(path), meta)
        records = [(i, sources.sentences[i]) for i in range(resumed, n)]
        keys = [json.dumps(r, ensure_ascii=False) for r in records]
        job = json.dumps({"mode": "translate", "signature": str(signature), "format": fmt})
        factory = TranslateWorkerFactory(args.engine, args.src, args.tgt, opts, args.batch_size, fmt)
        try:
            run: ShardedRun = run_sharded(executor, factory, None, records, keys, job, store, shard_size)
            if run.complete:
                store.merge(split_shards(len(records), shard_size), args.output, keep=keep)
        finally:
            if to_stdout:
                store.remove()
        if run.error is not None:
            raise run.error
        if not run.complete:
            raise TranslationError(
                f"{run.stopped} (finished shards are kept in {store.folder}; a rerun with the same output "
                "continues)"
            )
        store.remove()
        seconds = time.perf_counter() - t0
        result = RunResult(n, resumed, n - resumed, seconds, args.output, signature)
        if not to_stdout:
            meta.update(
                complete=n == len(sources),
                lines=n,
                resumed=resumed,
                translated=n - resumed,
                seconds=round(seconds, 3),
            )
            _write_json_atomic(sidecar_path(args.output), meta)
        summary = result.to_dict()
        summary.update(
            executor=executor.name,
            workers=executor.worker_count(),
            shards=run.shards,
            shards_skipped=run.skipped,
            shards_translated=run.scored,
        )
        if run.usage:
            summary["usage"] = run.usage
        return summary
    finally:
        if lock is not None:
            lock.release()
        executor.close()
