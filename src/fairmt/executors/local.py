"""The ``local`` executor: one worker in this process, shards one after another."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from fairmt.errors import UsageError
from fairmt.executors.base import Executor, Shard, ShardOutput, WorkerFactory


class LocalExecutor(Executor):
    """Today's behaviour: one process, the backbone's own batching; shards in input order."""

    name = "local"

    def __init__(self, workers: int | None = None, address: str | None = None) -> None:
        if workers not in (None, 1):
            raise UsageError("the local executor runs one worker; use --executor ray for --workers N")
        if address is not None:
            raise UsageError("--address is for --executor ray")
        super().__init__(1, None)

    def run(
        self, factory: WorkerFactory, context: Any, tasks: Sequence[tuple[Shard, list[Any]]]
    ) -> Iterator[tuple[Shard, ShardOutput]]:
        self.worker_usage = []
        worker = factory(context)
        try:
            for shard, records in tasks:
                yield shard, worker.run(shard, records)
        finally:
            self.worker_usage = [worker.usage()]
            worker.close()
