"""WinoMT (Stanovsky et al., 2019): gender accuracy of MT output.

>>> import fairmt.winomt
>>> r = fairmt.winomt.evaluate("my-system.en-de.txt", "de")          # doctest: +SKIP
>>> r.accuracy, r.f1_male, r.f1_female, r.delta_g, r.delta_s, r.n   # doctest: +SKIP

Public names:

* :func:`evaluate` -> :class:`WinoMTResult` (with its per-sentence :class:`Prediction` rows and
  the :class:`Missing` sentences); :class:`LineCountError` when translations given as a plain
  file or a list are not one per challenge-set sentence;
* :func:`load_challenge_set`, :data:`CHALLENGE_VERSIONS`, :class:`ChallengeSet`,
  :class:`ChallengeItem`, :func:`read_challenge_set`: the challenge set;
* :func:`evaluate_batch`, :func:`discover`, :class:`BatchItem`: many systems x languages
  (``fairmt winomt-batch``); :func:`human_agreement`: ``fairmt winomt-human``;
* :class:`SubsetMetrics`, :class:`Policy` (the ``compat`` policies), :data:`DEFAULT_POLICY`,
  and :func:`evaluate_file`, the lower-level twin of :func:`evaluate` that also takes a
  :class:`~fairmt.data.readers.TranslationFile` and shared aligner/analyser objects.

The names are resolved on first use, so ``import fairmt.winomt`` (or a submodule such as
``fairmt.winomt.metrics``) does not load the aligner, the readers and the analysers.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fairmt.data.challenge_sets import CHALLENGE_VERSIONS, ChallengeItem, ChallengeSet, read_challenge_set
    from fairmt.gender.base import DEFAULT_POLICY, Policy
    from fairmt.winomt.batch import BatchItem, discover, evaluate_batch
    from fairmt.winomt.evaluation import (
        LineCountError,
        Missing,
        Prediction,
        WinoMTResult,
        evaluate,
        evaluate_file,
        load_challenge_set,
    )
    from fairmt.winomt.human import human_agreement
    from fairmt.winomt.metrics import SubsetMetrics

#: Public name -> the module that defines it (imported on first access; the same names as ``__all__``).
_EXPORTS = {
    "CHALLENGE_VERSIONS": "fairmt.data.challenge_sets",
    "DEFAULT_POLICY": "fairmt.gender.base",
    "BatchItem": "fairmt.winomt.batch",
    "ChallengeItem": "fairmt.data.challenge_sets",
    "ChallengeSet": "fairmt.data.challenge_sets",
    "LineCountError": "fairmt.winomt.evaluation",
    "Missing": "fairmt.winomt.evaluation",
    "Policy": "fairmt.gender.base",
    "Prediction": "fairmt.winomt.evaluation",
    "SubsetMetrics": "fairmt.winomt.metrics",
    "WinoMTResult": "fairmt.winomt.evaluation",
    "discover": "fairmt.winomt.batch",
    "evaluate": "fairmt.winomt.evaluation",
    "evaluate_batch": "fairmt.winomt.batch",
    "evaluate_file": "fairmt.winomt.evaluation",
    "human_agreement": "fairmt.winomt.human",
    "load_challenge_set": "fairmt.winomt.evaluation",
    "read_challenge_set": "fairmt.data.challenge_sets",
}

__all__ = [
    "CHALLENGE_VERSIONS",
    "DEFAULT_POLICY",
    "BatchItem",
    "ChallengeItem",
    "ChallengeSet",
    "LineCountError",
    "Missing",
    "Policy",
    "Prediction",
    "SubsetMetrics",
    "WinoMTResult",
    "discover",
    "evaluate",
    "evaluate_batch",
    "evaluate_file",
    "human_agreement",
    "load_challenge_set",
    "read_challenge_set",
]


if not TYPE_CHECKING:  # type checkers read the imports above, so a misspelt name stays an error

    def __getattr__(name: str) -> Any:
        module = _EXPORTS.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        globals()[name] = value  # later lookups skip this function
        return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
