"""The inflectors measured on benchmark data: MT-GenEval's counterfactual references and GATE.

The measurement itself (spans from a diff, flips, exact match) is
:func:`fairmt.inflect.evaluate.measure`; this module only turns the benchmark datasets into
``(feminine, masculine)`` reference pairs. It sits in ``bench/`` because it reads the
benchmarks' files: morphology (``inflect/``) never imports the benchmarks.
"""

from __future__ import annotations

from pathlib import Path

from fairmt.bench.fairness import load_gate, load_mtgeneval_counterfactual

__all__ = ["CELLS", "cell_pairs", "gate_pairs", "mtgeneval_pairs"]


def mtgeneval_pairs(folder: str | Path, lang: str, split: str = "test") -> list[tuple[str, str]]:
    """``(feminine, masculine)`` reference pairs of MT-GenEval's counterfactual subset."""
    col = load_mtgeneval_counterfactual(folder, lang, split=split)
    return [(it.correct, it.wrong) for it in col.items if it.source_gender == "feminine"]


def gate_pairs(folder: str | Path, lang: str) -> list[tuple[str, str]]:
    """``(f, m)`` pairs of GATE's ``XX_2_variants.tsv`` (all rows)."""
    col = load_gate(folder, lang)
    return [(it.numerator, it.denominator) for it in col.items]


#: The (dataset, language, split) cells of the measurement.
CELLS: tuple[tuple[str, str, str], ...] = (
    ("mt_geneval", "de", "test"),
    ("mt_geneval", "es", "test"),
    ("mt_geneval", "fr", "test"),
    ("mt_geneval", "it", "test"),
    ("mt_geneval", "de", "dev"),
    ("mt_geneval", "es", "dev"),
    ("mt_geneval", "fr", "dev"),
    ("mt_geneval", "it", "dev"),
    ("gate", "es", ""),
    ("gate", "fr", ""),
    ("gate", "it", ""),
)


def cell_pairs(folder: str | Path, dataset: str, lang: str, split: str) -> list[tuple[str, str]]:
    """The ``(feminine, masculine)`` pairs of one cell; ``folder`` is the dataset's folder."""
    if dataset == "gate":
        return gate_pairs(folder, lang)
    return mtgeneval_pairs(folder, lang, split)
