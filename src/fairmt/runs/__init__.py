"""The run layer under every long command: locked, resumable outputs that never lose or mix results.

* :mod:`fairmt.runs.paths` — checks on output and summary paths before anything loads; atomic writes.
* :mod:`fairmt.runs.lock` — one run per output (:class:`RunLock`).
* :mod:`fairmt.runs.manifest` — what an output was written for (job, configuration, items).
* :mod:`fairmt.runs.store` — the output file and its ``OUT.run/`` folder (:class:`OutputStore`).
* :mod:`fairmt.runs.driver` — :class:`Job` and :func:`run_job`: resume, retry failed items,
  chunks in this process or shards on an executor, a :class:`RunReport`.
"""

from __future__ import annotations

from fairmt.runs.driver import Job, RunReport, run_job
from fairmt.runs.lock import RunLock
from fairmt.runs.manifest import ItemKey, Manifest
from fairmt.runs.paths import check_output, check_summary, write_json_atomic, write_text_atomic
from fairmt.runs.store import OutputStore, RunState

__all__ = [
    "ItemKey",
    "Job",
    "Manifest",
    "OutputStore",
    "RunLock",
    "RunReport",
    "RunState",
    "check_output",
    "check_summary",
    "run_job",
    "write_json_atomic",
    "write_text_atomic",
]
