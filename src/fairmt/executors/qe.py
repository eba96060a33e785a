"""``fairmt qe score`` on an executor: shards, one worker per process, resumable shard files.

Two workers, built in the process that runs them from the command's own options (so the
backbone and agents are exactly the ones the one-process path builds):

* :class:`BackboneWorker` (``--agents none``): the backbone alone; its scores are
  pair-independent, so a shard is scored on its own.
* :class:`FairQEWorker`: a :class:`~fairmt.fairqe.pipeline.FairQE` whose agents are first
  given the **whole** input (:meth:`FairQE.prepare`) when they look at it (the rules agents
  align the input as one corpus, and a cue depends on that alignment), so every shard
  gets the cues the one-process run computes. Each actor prepares once; the input travels
  to each actor once (Ray's object store). Agents that ignore ``prepare`` (the LLM agents)
  are not sent the input.

The output lines are formatted by the worker with the one-process path's formatters, so
the merged file is the same, byte for byte. LLM agents: every worker's client uses the
same on-disk sqlite cache (``$FAIRMT_CACHE_DIR``, forwarded to the actors), with
``--concurrency`` and ``--max-cost`` divided evenly between the workers.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from dataclasses import dataclass
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
)

#: Items per shard when ``--shard-size`` is not given.
DEFAULT_SHARD_SIZE = 1000


class BackboneWorker:
    """``--agents none``: the backbone's scores of each shard's pairs."""

    def __init__(self, args: argparse.Namespace) -> None:
        from fairmt.cli.qe_score import _make_backbone
        from fairmt.signature import Signature

        self.args = args
        self.backbone = _make_backbone(args)
        self.signature = str(Signature.of(self.backbone.signature_items()))

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        from fairmt.cli.qe_score import format_backbone_line

        t0 = time.perf_counter()
        scores = self.backbone.score(records, batch_size=self.args.batch_size)
        lines = [format_backbone_line(s, self.signature, self.args.output_format) for s in scores]
        return ShardOutput(lines, {"scored": len(records), "seconds": time.perf_counter() - t0})

    def usage(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        return None


class FairQEWorker:
    """FairQE on each shard, after ``prepare`` with the whole input (when given)."""

    def __init__(self, args: argparse.Namespace, items: list[Any] | None) -> None:
        from fairmt.cli.fairqe_options import make_agents, make_config
        from fairmt.cli.qe_score import _make_backbone
        from fairmt.fairqe.pipeline import FairQE

        self.args = args
        self.agents = make_agents(args)
        self.fairqe = FairQE(_make_backbone(args), self.agents, make_config(args))
        if items is not None:
            self.fairqe.prepare(items)

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        from fairmt.cli.qe_score import _stop_errors, format_fairqe_line
        from fairmt.fairqe.pipeline import RunStats

        stats = RunStats()
        lines: list[str] = []
        step = self.args.chunk_size
        for off in range(0, len(records), step):
            try:
                results, chunk_stats = self.fairqe.score(
                    records[off : off + step], start_index=shard.start + off
                )
            except _stop_errors() as e:
                return ShardOutput(stopped=str(e))
            stats.add(chunk_stats)
            lines += [format_fairqe_line(r, self.args.output_format) for r in results]
        counts = {
            "scored": stats.items,
            "with_cue": stats.with_cue,
            "variants": stats.variants,
            "backbone_pairs": stats.backbone_pairs,
            "judge_inputs": stats.judge_calls,
            "flags": dict(stats.flags),
            "seconds": stats.seconds,
        }
        return ShardOutput(lines, counts)

    def usage(self) -> dict[str, Any]:
        return dict(self.fairqe.usage().to_json())

    def close(self) -> None:
        self.agents.close()


@dataclass(frozen=True)
class QEWorkerFactory:
    """Picklable: builds the worker of ``fairmt qe score`` from its options, in the worker process."""

    args: argparse.Namespace

    def __call__(self, context: Any) -> BackboneWorker | FairQEWorker:
        if self.args.agents == "none":
            return BackboneWorker(self.args)
        return FairQEWorker(self.args, context)


def worker_args(args: argparse.Namespace, workers: int) -> argparse.Namespace:
    """The options one worker runs with: the LLM concurrency and budget split between workers."""
    wa = copy.copy(args)
    if getattr(wa, "concurrency", None) is not None:
        wa.concurrency = max(1, int(wa.concurrency) // workers)
    if getattr(wa, "max_cost", None) is not None:
        wa.max_cost = float(wa.max_cost) / workers
    return wa


def make_executor(args: argparse.Namespace) -> Executor:
    if args.executor == "ray":
        from fairmt.executors.ray import RayExecutor

        if args.workers is not None and args.workers < 1:
            raise UsageError("--workers must be at least 1")
        return RayExecutor(args.workers, args.address, num_gpus=args.gpus_per_worker)
    if args.gpus_per_worker:
        raise UsageError("--gpus-per-worker is for --executor ray")
    return get_executor(args.executor, args.workers, args.address)


def _store_for(output: str) -> tuple[ShardStore, bool]:
    """The shard store of ``output`` and whether it is temporary (stdout: no resume)."""
    if output == "-":
        import tempfile

        return ShardStore(Path(tempfile.mkdtemp(prefix="fairmt-shards-"))), True
    return ShardStore.beside(output), False


def run_sharded_score(args: argparse.Namespace) -> int:
    """``fairmt qe score`` through ``--executor`` with shard files; returns the exit code."""
    if getattr(args, "dry_run", False):
        raise UsageError("--dry-run runs in this process; drop --executor/--shard-size")
    if args.batch_size < 1:
        raise UsageError("--batch-size must be at least 1")
    if args.chunk_size < 1:
        raise UsageError("--chunk-size must be at least 1")
    shard_size = args.shard_size if args.shard_size is not None else DEFAULT_SHARD_SIZE
    if shard_size < 1:
        raise UsageError("--shard-size must be at least 1")
    t0 = time.perf_counter()
    executor = make_executor(args)
    try:
        if args.agents == "none":
            return _run_backbone(args, executor, shard_size, t0)
        return _run_fairqe(args, executor, shard_size, t0)
    finally:
        executor.close()


def _run_backbone(args: argparse.Namespace, executor: Executor, shard_size: int, t0: float) -> int:
    from fairmt.cli.qe_score import _make_backbone, read_pairs
    from fairmt.signature import Signature

    if args.example:
        from fairmt.fairqe.io import read_items

        pairs = [(it.source, it.translation) for it in read_items(args.input, fmt="tsv")]
    else:
        pairs = read_pairs(args.input, args.input_format)
    signature = str(Signature.of(_make_backbone(args).signature_items()))
    keys = [json.dumps(p, ensure_ascii=False) for p in pairs]
    job = json.dumps({"mode": "backbone", "signature": signature, "format": args.output_format})
    wa = worker_args(args, executor.worker_count())
    store, temporary = _store_for(args.output)
    try:
        run = run_sharded(executor, QEWorkerFactory(wa), None, pairs, keys, job, store, shard_size)
        if not run.complete:  # pragma: no cover - the backbone alone never stops early
            raise RuntimeError("sharded run did not finish")
        store.merge(_shards(len(pairs), shard_size), args.output)
    finally:
        if temporary:
            store.remove()
    if not temporary:
        store.remove()
    if args.output_format == "text":
        print(signature, file=sys.stderr)
    _print_summary(args, _summary(args, len(pairs), run, t0, signature, executor))
    return 0


def _shards(n: int, shard_size: int) -> list[Shard]:
    from fairmt.executors.base import split_shards

    return split_shards(n, shard_size)


def _summary(
    args: argparse.Namespace, n: int, run: ShardedRun, t0: float, signature: str, executor: Executor
) -> dict[str, Any]:
    stats = dict(run.stats)
    seconds = float(stats.pop("seconds", 0.0))
    wall = time.perf_counter() - t0
    scored = int(stats.get("scored", 0))
    return {
        "items": n,
        "executor": executor.name,
        "workers": executor.worker_count(),
        "shards": run.shards,
        "shards_skipped": run.skipped,
        "shards_scored": run.scored,
        **stats,
        **{f"llm_{k}": v for k, v in run.usage.items()},
        "worker_seconds": round(seconds, 3),
        "wall_seconds": round(wall, 3),
        "items_per_second": round(scored / wall, 2) if wall > 0 and scored else None,
        "stopped": run.stopped,
        "signature": signature,
    }


def _print_summary(args: argparse.Namespace, summary: dict[str, Any]) -> None:
    from fairmt.cli.common import write_summary

    write_summary(summary, getattr(args, "summary", None))


def _run_fairqe(args: argparse.Namespace, executor: Executor, shard_size: int, t0: float) -> int:
    from fairmt.cli.fairqe_options import make_agents, make_config
    from fairmt.cli.qe_score import _make_backbone
    from fairmt.fairqe.agents.base import Agents
    from fairmt.fairqe.io import completed_prefix, read_items
    from fairmt.fairqe.pipeline import FairQE

    items = read_items(args.input, args.tgt_lang, args.input_format)
    agents = make_agents(args)
    try:
        agents.check_languages([it.tgt_lang for it in items])
        signature = str(FairQE(_make_backbone(args), agents, make_config(args)).signature())
        needs_input = type(agents).prepare is not Agents.prepare
    finally:
        agents.close()
    # A finished output (same input and signature) is not scored again; another input's or
    # configuration's output is an error, as in the one-process path.
    out_path = Path(args.output)
    if (
        args.output != "-"
        and args.output_format == "json"
        and out_path.exists()
        and completed_prefix(out_path, items, signature).done == len(items)
    ):
        _print_summary(args, {"items": len(items), "skipped_done": len(items), "signature": signature})
        return 0
    keys = [json.dumps([it.source, it.translation, it.tgt_lang, it.id], ensure_ascii=False) for it in items]
    job = json.dumps({"mode": "fairqe", "signature": signature, "format": args.output_format})
    wa = worker_args(args, executor.worker_count())
    store, temporary = _store_for(args.output)
    try:
        run = run_sharded(
            executor,
            QEWorkerFactory(wa),
            items if needs_input else None,
            items,
            keys,
            job,
            store,
            shard_size,
        )
        if run.complete:
            store.merge(_shards(len(items), shard_size), args.output)
    finally:
        if temporary:
            store.remove()
    if run.complete and not temporary:
        store.remove()
    if args.output_format == "text" and args.output == "-":
        print(signature, file=sys.stderr)
    _print_summary(args, _summary(args, len(items), run, t0, signature, executor))
    if run.stopped:
        print(
            f"fairmt: stopped early: {run.stopped}; finished shards are kept in {store.folder}, "
            "rerun to continue",
            file=sys.stderr,
        )
        return 1
    return 0
