"""Where scoring runs: in this process (``local``) or on a Ray cluster (``ray``).

:mod:`fairmt.executors.base` holds the executor interface and registry, shard splitting,
the per-shard result files and the resumable driver :func:`run_sharded`;
the run layer (:func:`fairmt.runs.run_job`) hands them a job's worker factory. Ray is
imported only when the ``ray`` executor is used.
"""

from __future__ import annotations

from fairmt.executors.base import (
    EXECUTORS,
    Executor,
    Shard,
    ShardStore,
    get_executor,
    run_sharded,
    split_shards,
)

__all__ = ["EXECUTORS", "Executor", "Shard", "ShardStore", "get_executor", "run_sharded", "split_shards"]
