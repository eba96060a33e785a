"""FairQE: bias-aware quality estimation (cue detection, variants, dual-stream QE, aggregation).

The public API::

    from fairmt.fairqe import FairQE, Item, score_file

    with FairQE.build(backbone="mini-qe", agents="rules") as fq:
        results = fq.score([Item("She is a doctor.", "Sie ist Ärztin.", "de")])
    report = score_file("pairs.tsv", "out.jsonl", tgt_lang="de")   # resumable, locked
    report = score_file("src.txt", "out.jsonl", translations="mt.txt", tgt_lang="de")  # plain text
    print("\n".join(summary_lines(report)))                       # what the run did, in words

Names are imported on first use, so ``import fairmt.fairqe`` stays light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fairmt.fairqe.io import read_text_pair
    from fairmt.fairqe.pipeline import FairQE, FairQEConfig, RunStats
    from fairmt.fairqe.run import (
        FairQESpec,
        example_path,
        make_agents,
        score_file,
        summary_json,
        summary_lines,
    )
    from fairmt.fairqe.types import Cue, FairQEResult, Item, Judgement, ScoredVariant, Variant
    from fairmt.runs.driver import RunReport

__all__ = [
    "Cue",
    "FairQE",
    "FairQEConfig",
    "FairQEResult",
    "FairQESpec",
    "Item",
    "Judgement",
    "RunReport",
    "RunStats",
    "ScoredVariant",
    "Variant",
    "example_path",
    "make_agents",
    "read_text_pair",
    "score_file",
    "summary_json",
    "summary_lines",
]

_WHERE = {
    "FairQE": "fairmt.fairqe.pipeline",
    "FairQEConfig": "fairmt.fairqe.pipeline",
    "RunStats": "fairmt.fairqe.pipeline",
    "FairQESpec": "fairmt.fairqe.run",
    "make_agents": "fairmt.fairqe.run",
    "score_file": "fairmt.fairqe.run",
    "example_path": "fairmt.fairqe.run",
    "summary_json": "fairmt.fairqe.run",
    "summary_lines": "fairmt.fairqe.run",
    "read_text_pair": "fairmt.fairqe.io",
    "Cue": "fairmt.fairqe.types",
    "FairQEResult": "fairmt.fairqe.types",
    "Item": "fairmt.fairqe.types",
    "Judgement": "fairmt.fairqe.types",
    "ScoredVariant": "fairmt.fairqe.types",
    "Variant": "fairmt.fairqe.types",
    "RunReport": "fairmt.runs.driver",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(_WHERE[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'fairmt.fairqe' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
