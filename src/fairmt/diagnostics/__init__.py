"""Gender-disambiguation diagnostics for MT (Manna et al.): MPA, Prior Bias, Unknown rate.

Given one system's translations of the WinoMT regular set (REG, ``en.txt``), its pro- and
anti-stereotypical subsets, the Neutral Set (``winomt_neutral``) and WinoMT's adjective set,
:func:`diagnose` computes the tables of the decoder-only diagnostics paper:

* Table 1, standard gender accuracy (overall / masculine / feminine) on REG, PRO-S, ANTI-S:
  :mod:`fairmt.diagnostics.accuracy`;
* Table 2, Minimal Pair Accuracy and its Pro-F / Pro-M split: :mod:`fairmt.diagnostics.mpa`;
* Table 3, Prior Bias on the neutral set: :mod:`fairmt.diagnostics.prior_bias`;
* Table 5, the Unknown rate per set: :mod:`fairmt.diagnostics.unknown`;
* WinoMT §3.3, the adjective set (``handsome``/``pretty``): :mod:`fairmt.diagnostics.adjectives`.

>>> from fairmt.diagnostics import diagnose                        # doctest: +SKIP
>>> files = {"reg": "google/en-de.txt", "adj": "google/adj.en-de.txt"}
>>> [d] = diagnose({"google": files}, "de", challenge_set="2020-08-31")   # doctest: +SKIP
>>> d.mpa.mpa, d.adjectives.accuracy.overall                         # doctest: +SKIP
"""

from __future__ import annotations

from fairmt.diagnostics.accuracy import GenderAccuracy, gender_accuracy
from fairmt.diagnostics.adjectives import (
    ADJECTIVES,
    adjective_items,
    adjective_rows,
    adjective_sentences,
    adjective_set,
)
from fairmt.diagnostics.mpa import MinimalPair, MPAResult, minimal_pair_accuracy, minimal_pairs
from fairmt.diagnostics.pipeline import (
    AdjectiveResult,
    SetResult,
    SystemDiagnostics,
    Systems,
    SystemTranslations,
    diagnose,
    diagnose_system,
)
from fairmt.diagnostics.prior_bias import PriorBias, prior_bias
from fairmt.diagnostics.sets import SET_LABELS, SET_NAMES, DiagnosticSets, find_translation_files, load_sets
from fairmt.diagnostics.unknown import UnknownRate, unknown_rate

__all__ = [
    "ADJECTIVES",
    "SET_LABELS",
    "SET_NAMES",
    "AdjectiveResult",
    "DiagnosticSets",
    "GenderAccuracy",
    "MPAResult",
    "MinimalPair",
    "PriorBias",
    "SetResult",
    "SystemDiagnostics",
    "SystemTranslations",
    "Systems",
    "UnknownRate",
    "adjective_items",
    "adjective_rows",
    "adjective_sentences",
    "adjective_set",
    "diagnose",
    "diagnose_system",
    "find_translation_files",
    "gender_accuracy",
    "load_sets",
    "minimal_pair_accuracy",
    "minimal_pairs",
    "prior_bias",
    "unknown_rate",
]
