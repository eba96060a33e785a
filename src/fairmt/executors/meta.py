"""``fairmt qe meta --backbone NAME`` on an executor: the segments' pairs scored in shards.

:class:`ExecutorBackbone` stands in for the backbone in
:func:`fairmt.bench.meta.backbone_scores`: its :meth:`~ExecutorBackbone.score` splits the
pairs into shards, scores them on the executor's workers (each builds the backbone once,
by name) and gathers the scores in input order. A score travels as JSON (``repr`` of the
float, exact), so the meta-evaluation equals the one-process one exactly. Nothing is
written to disk: a meta-evaluation is not resumed.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fairmt.errors import UsageError
from fairmt.executors.base import Executor, Shard, ShardOutput, split_shards

__all__ = ["DEFAULT_SHARD_SIZE", "ExecutorBackbone"]

#: Pairs per shard when ``--shard-size`` is not given.
DEFAULT_SHARD_SIZE = 1000


class _PairWorker:
    def __init__(self, name: str, batch_size: int, options: dict[str, Any]) -> None:
        from fairmt.qe import load_backbone

        self.backbone = load_backbone(name, **options)
        self.batch_size = batch_size

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        t0 = time.perf_counter()
        scores = self.backbone.score([(str(s), str(t)) for s, t in records], batch_size=self.batch_size)
        lines = [json.dumps([s.score, s.raw]) for s in scores]
        return ShardOutput(lines, {"scored": len(lines), "seconds": time.perf_counter() - t0})

    def usage(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        return None


@dataclass(frozen=True)
class PairWorkerFactory:
    """Picklable: the backbone's name and options; builds the worker in the worker process."""

    name: str
    batch_size: int = 64
    options: tuple[tuple[str, Any], ...] = ()

    def __call__(self, context: Any) -> _PairWorker:
        return _PairWorker(self.name, self.batch_size, dict(self.options))


class ExecutorBackbone:
    """A backbone (built here for its name and signature) whose scoring runs on ``executor``."""

    def __init__(
        self,
        backbone: Any,
        executor: Executor,
        shard_size: int = DEFAULT_SHARD_SIZE,
        options: dict[str, Any] | None = None,
    ) -> None:
        """``options``: what the backbone was built with (:func:`fairmt.qe.load_backbone`), so that
        every worker builds the same one (device, checkpoint, ...)."""
        if shard_size < 1:
            raise UsageError("--shard-size must be at least 1")
        self.backbone = backbone
        self.options = dict(options or {})
        self.name: str = backbone.name
        self.executor = executor
        self.shard_size = shard_size
        self.shards = 0

    def signature_items(self) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = self.backbone.signature_items()
        return items

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[Any]:
        from fairmt.qe.base import QEScore

        shards = split_shards(len(pairs), self.shard_size)
        self.shards = len(shards)
        tasks = [(s, [tuple(p) for p in pairs[s.start : s.end]]) for s in shards]
        got: dict[int, list[str]] = {}
        factory = PairWorkerFactory(self.name, batch_size, tuple(sorted(self.options.items())))
        for shard, out in self.executor.run(factory, None, tasks):
            if out.stopped is not None or len(out.lines) != len(shard):  # pragma: no cover - defensive
                raise RuntimeError(f"shard {shard.index} did not finish: {out.stopped}")
            got[shard.index] = out.lines
        result: list[Any] = []
        for s in shards:
            for line in got[s.index]:
                score, raw = json.loads(line)
                result.append(QEScore(float(score), float(raw)))
        return result
