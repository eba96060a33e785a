"""The ``ray`` executor: one Ray actor per worker, shards handed to whichever actor is free.

Each actor builds its worker once (the QE model is loaded once per actor, and the FairQE
rules agents align the whole input once per actor) and then runs shards. The driver keeps
one shard in flight per actor and hands out the next shard as soon as one finishes, so
fast and slow workers balance. Actors are created with ``max_restarts`` and
``max_task_retries``: a worker process that dies mid-shard is restarted (its worker built
again) and the shard is run again on it; since the driver writes a shard only when its
whole result has arrived, nothing is lost or written twice.

Ray is imported here only (``pip install 'fairmt[ray]'``). Without ``address`` a local Ray
instance is started (and shut down afterwards); with ``address`` (``auto`` or
``ray://host:10001`` or ``host:6379``) an existing cluster is joined. A Ray instance that
was already started in this process (``ray.init``) is used as it is.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator, Sequence
from typing import Any

from fairmt.errors import MissingDependencyError
from fairmt.executors.base import Executor, Shard, ShardOutput, WorkerFactory

#: Test hook: a path; the first actor to run a shard creates the file and exits the process,
#: so that the restart and task retry paths are exercised.
CRASH_ONCE_ENV = "FAIRMT_EXECUTOR_TEST_CRASH_ONCE"
#: How often Ray restarts a dead actor and retries its shard.
MAX_RESTARTS = 3


def import_ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise MissingDependencyError("Ray (for --executor ray)", "pip install 'fairmt[ray]'") from None


class _Actor:
    """The body of a Ray actor: one worker, built once per actor process."""

    def __init__(
        self, factory: WorkerFactory, context: Any, env: dict[str, str], crash_once: str | None
    ) -> None:
        os.environ.update(env)
        self.crash_once = crash_once
        self.worker = factory(context)

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        if self.crash_once:
            try:
                fd = os.open(self.crash_once, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                pass
            else:
                os.close(fd)
                os._exit(1)
        return self.worker.run(shard, records)

    def usage(self) -> dict[str, Any]:
        return self.worker.usage()

    def close(self) -> None:
        self.worker.close()


#: Environment variables forwarded to the actors (the LLM cache folder), when set here.
FORWARDED_ENV = ("FAIRMT_CACHE_DIR",)


class RayExecutor(Executor):
    """Shards on Ray actors (``workers`` of them; default: the cluster's CPUs / ``num_cpus``)."""

    name = "ray"

    def __init__(
        self,
        workers: int | None = None,
        address: str | None = None,
        num_cpus: float = 1.0,
        num_gpus: float = 0.0,
    ) -> None:
        super().__init__(workers, address)
        self.num_cpus = num_cpus
        self.num_gpus = num_gpus
        self._ray = import_ray()
        self._started = False

    def _init(self) -> Any:
        ray = self._ray
        if not ray.is_initialized():
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
            ray.init(address=self.address, include_dashboard=False, log_to_driver=True)
            self._started = self.address is None
        return ray

    def worker_count(self) -> int:
        if self.workers is not None:
            return self.workers
        ray = self._init()
        cpus = float(ray.cluster_resources().get("CPU", 1.0))
        return max(1, int(cpus // self.num_cpus)) if self.num_cpus > 0 else 1

    def run(
        self, factory: WorkerFactory, context: Any, tasks: Sequence[tuple[Shard, list[Any]]]
    ) -> Iterator[tuple[Shard, ShardOutput]]:
        ray = self._init()
        self.worker_usage = []
        n = min(self.worker_count(), len(tasks)) or 1
        env = {k: os.environ[k] for k in FORWARDED_ENV if k in os.environ}
        remote = ray.remote(_Actor).options(
            max_restarts=MAX_RESTARTS,
            max_task_retries=MAX_RESTARTS,
            num_cpus=self.num_cpus,
            num_gpus=self.num_gpus,
        )
        ctx = ray.put(context)
        crash = os.environ.get(CRASH_ONCE_ENV) or None
        actors = [remote.remote(factory, ctx, env, crash) for _ in range(n)]
        pending = list(reversed(tasks))
        inflight: dict[Any, tuple[Any, Shard]] = {}

        def submit(actor: Any) -> None:
            if pending:
                shard, records = pending.pop()
                inflight[actor.run.remote(shard, records)] = (actor, shard)

        try:
            for a in actors:
                submit(a)
            while inflight:
                ready, _ = ray.wait(list(inflight), num_returns=1)
                actor, shard = inflight.pop(ready[0])
                out: ShardOutput = ray.get(ready[0])
                submit(actor)
                yield shard, out
        finally:
            # Usage of the idle actors (all of them after a full run; a stopped run's busy
            # actors are not waited for).
            busy = {id(a) for a, _ in inflight.values()}
            idle = [a for a in actors if id(a) not in busy]
            try:
                self.worker_usage = list(ray.get([a.usage.remote() for a in idle], timeout=60))
            except Exception:
                self.worker_usage = []
            for a in actors:
                ray.kill(a, no_restart=True)

    def close(self) -> None:
        if self._started and self._ray.is_initialized():
            self._ray.shutdown()
        self._started = False
