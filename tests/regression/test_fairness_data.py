"""The fairness-setting loaders on the real GATE and MT-GenEval files, and the length-ratio bench.

Row counts are the ones the datasets' READMEs state (shared/data/gate/README.md,
shared/data/mt_geneval/README.md). The length-ratio numbers are pinned: they only change if
the loaders, the metric or the data change.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fairmt.bench.fairness import (
    AccuracyStats,
    RatioStats,
    load_gate,
    load_mtgeneval_contextual,
    load_mtgeneval_counterfactual,
    run_setting,
)
from fairmt.qe.base import get_backbone

pytestmark = pytest.mark.regression


@pytest.fixture(scope="module")
def gate_dir(data_root: Path) -> Path:
    d = data_root / "gate"
    if not d.is_dir():
        pytest.skip("gate dataset not in the data folder")
    return d


@pytest.fixture(scope="module")
def geneval_dir(data_root: Path) -> Path:
    d = data_root / "mt_geneval"
    if not d.is_dir():
        pytest.skip("mt_geneval dataset not in the data folder")
    return d


@pytest.mark.parametrize(("lang", "rows", "identical"), [("es", 1501, 1), ("fr", 1550, 166), ("it", 1127, 5)])
def test_gate_rows(gate_dir: Path, lang: str, rows: int, identical: int) -> None:
    col = load_gate(gate_dir, lang)
    assert len(col.items) == rows
    assert col.version == "gate@5ea8884"
    assert sum(it.numerator == it.denominator for it in col.items) == identical


def test_gate_readme_example(gate_dir: Path) -> None:
    it = load_gate(gate_dir, "es").items[2]  # data row 3
    assert it.line == 4
    assert it.source == "Your beneficiary may receive less money due to foreign taxes."
    assert it.numerator.startswith("Su beneficiaria ")
    assert it.denominator.startswith("Su beneficiario ")


@pytest.mark.parametrize(
    ("lang", "rows", "female"), [("ar", 1100, 550), ("de", 1100, 550), ("hi", 1098, 548)]
)
def test_contextual_rows(geneval_dir: Path, lang: str, rows: int, female: int) -> None:
    col = load_mtgeneval_contextual(geneval_dir, lang)
    assert len(col.items) == rows
    assert col.version == "mt_geneval@c77132c+labels@ba9a5e3"
    orig = (
        geneval_dir / "context" / f"geneval-context-wikiprofessions-original-test.en_{lang}.{lang}"
    ).read_text("utf-8")
    originals = orig.splitlines()
    # The original reference is h_F exactly for the female-context lines.
    assert sum(it.numerator == originals[it.line - 1] for it in col.items) == female


def test_contextual_readme_example(geneval_dir: Path) -> None:
    it = load_mtgeneval_contextual(geneval_dir, "de").items[0]
    assert it.source == "This work could not miss drawing the attention to its author."
    assert "die Autorin" in it.numerator  # flipped: h_F (the context is male)
    assert "den Autor" in it.denominator


@pytest.mark.parametrize("lang", ["ar", "de", "hi"])
@pytest.mark.parametrize(("split", "lines"), [("test", 300), ("dev", 1200)])
def test_counterfactual_rows(geneval_dir: Path, lang: str, split: str, lines: int) -> None:
    col = load_mtgeneval_counterfactual(geneval_dir, lang, split=split)
    assert len(col.items) == 2 * lines
    assert Counter(it.source_gender for it in col.items) == {"feminine": lines, "masculine": lines}
    assert col.version == "mt_geneval@c77132c"


def test_length_ratio_fem_masc(data_root: Path, gate_dir: Path, geneval_dir: Path) -> None:
    r = run_setting("fem-masc", get_backbone("length-ratio"), langs=["es", "de"], data_dir=data_root)
    es, de = r.columns
    assert isinstance(es.stats, RatioStats) and isinstance(de.stats, RatioStats)
    assert (es.stats.n, de.stats.n) == (1501, 1100)
    assert es.stats.mean == pytest.approx(0.9975204184190171, rel=1e-9)
    assert es.stats.std == pytest.approx(0.013512864866518278, rel=1e-9)
    assert de.stats.mean == pytest.approx(0.9902403012598947, rel=1e-9)
    assert de.stats.std == pytest.approx(0.027665152399910232, rel=1e-9)
    assert es.stats.n_floored == de.stats.n_floored == 0
    assert r.average["mean"] == pytest.approx(0.9938803598394559, rel=1e-9)
    assert r.n_pairs_scored == 5201  # one GATE es row has identical hypotheses
    assert str(r.signature).split("|", 1)[1] == (
        "task:qe-bench|setting:fem-masc|data:gate@5ea8884+mt_geneval@c77132c+labels@ba9a5e3"
        "|langs:es,de|limit:none|score:normalised|floor:1e-06|qe:length-ratio-1"
        "|qe_scale:0-1, higher is better"
    )


def test_length_ratio_explicit(data_root: Path, geneval_dir: Path) -> None:
    r = run_setting("explicit", get_backbone("length-ratio"), langs=["de"], data_dir=data_root)
    (de,) = r.columns
    assert isinstance(de.stats, AccuracyStats)
    assert (de.stats.n, de.stats.correct, de.stats.ties) == (600, 272, 78)
    assert de.stats.accuracy == pytest.approx(272 / 6)
    fem, masc = de.by_source_gender["feminine"], de.by_source_gender["masculine"]
    assert (fem.correct, fem.ties, masc.correct, masc.ties) == (96, 39, 176, 39)
