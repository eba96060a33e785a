"""The inflectors on real gender counterfactuals: MT-GenEval (de/es/fr/it) and GATE (es/fr/it).

For every pair of references that differ only in a person's gender, the masculine one is
realised as feminine (and the feminine one as masculine) on the regions where the two
differ (``fairmt.inflect.evaluate``; pairs from ``fairmt.bench.inflection``), and the result
must equal the other reference exactly. The floors sit a little below the rates measured
when they were set (written in the comments); identical pairs are left out (GATE FR has
166, GATE ES 1, GATE IT 5, MT-GenEval es/it test 14/19).

The rules were written while reading failures on these files (mostly MT-GenEval dev and
GATE), so the rates are development figures, not held-out ones.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.bench.inflection import cell_pairs
from fairmt.inflect.evaluate import measure

pytestmark = pytest.mark.regression

# (dataset, lang, split, pairs kept, floor M->F, floor F->M); measured rates in comments.
CELLS = [
    ("mt_geneval", "de", "test", 300, 0.77, 0.65),  # 0.793 / 0.673
    ("mt_geneval", "es", "test", 286, 0.91, 0.92),  # 0.937 / 0.941
    ("mt_geneval", "fr", "test", 300, 0.83, 0.76),  # 0.857 / 0.783
    ("mt_geneval", "it", "test", 281, 0.89, 0.84),  # 0.915 / 0.861
    ("mt_geneval", "de", "dev", 1200, 0.85, 0.78),  # 0.876 / 0.804
    ("mt_geneval", "es", "dev", 1070, 0.93, 0.93),  # 0.957 / 0.951
    ("mt_geneval", "fr", "dev", 1200, 0.88, 0.84),  # 0.900 / 0.865
    ("mt_geneval", "it", "dev", 1068, 0.90, 0.85),  # 0.920 / 0.871
    ("gate", "es", "", 1500, 0.98, 0.98),  # 0.997 / 0.995
    # GATE fr M->F: 0.940 -> 0.917 with the dictionary-checked French inflector (F->M 0.945 ->
    # 0.959); 23 of the 115 misses are "quelqu'un", which stays invariant by the gold set's
    # convention where GATE writes "quelqu'une".
    ("gate", "fr", "", 1384, 0.90, 0.94),  # 0.917 / 0.959
    ("gate", "it", "", 1122, 0.98, 0.96),  # 0.996 / 0.980
]


def _folder(data_root: Path, dataset: str) -> Path:
    d = data_root / dataset
    if not d.is_dir():
        pytest.skip(f"{dataset} is not in the data folder ({data_root}); `fairmt data import {dataset}`")
    return d


@pytest.mark.parametrize(
    ("dataset", "lang", "split", "n", "floor_f", "floor_m"),
    CELLS,
    ids=[f"{c[0]}-{c[1]}-{c[2] or 'all'}" for c in CELLS],
)
def test_exact_match_floors(
    data_root: Path, dataset: str, lang: str, split: str, n: int, floor_f: float, floor_m: float
) -> None:
    pairs = cell_pairs(_folder(data_root, dataset), dataset, lang, split)
    to_f, to_m = measure(dataset, lang, pairs)
    assert to_f.n == to_m.n == n
    assert to_f.rate >= floor_f, f"M->F {to_f.rate:.3f} < {floor_f}"
    assert to_m.rate >= floor_m, f"F->M {to_m.rate:.3f} < {floor_m}"
    # Nearly every pair gets a change (a no-op means a region the rules do not know). GATE fr
    # writes "quelqu'une", which the French inflector keeps invariant by the gold set's
    # convention: those M->F no-ops are expected and left out of the 2 %.
    conventional = sum(1 for fem, _ in pairs if "quelqu'une" in fem.lower() or "quelqu’une" in fem.lower())
    assert to_f.unchanged <= 0.02 * n + conventional and to_m.unchanged <= 0.02 * n


def test_readme_examples(data_root: Path) -> None:
    """The datasets' README examples come out exactly."""
    from fairmt.inflect import get_inflector
    from fairmt.inflect.evaluate import flip_to

    _folder(data_root, "mt_geneval")
    fem = (
        "Der gesamte King's-Cup-Achter von New South Wales aus dem Jahr 1972 wurde als australischer Achter "
        "für die Olympischen Spiele 1972 in München ausgewählt, und Paver, die gerade 20 Jahre alt geworden "
        "war, gab ihr Debüt als australische Vertreterin auf dem vierten Sitz dieses Bootes."
    )
    masc = fem.replace("Paver, die", "Paver, der").replace(
        "gab ihr Debüt als australische Vertreterin", ("gab sein Debüt als australischer Vertreter")
    )
    de = get_inflector("de")
    assert flip_to(de, masc, fem, "F") == (fem, True)
    assert flip_to(de, fem, masc, "M") == (masc, True)
    es = get_inflector("es")
    f = "Su beneficiaria podría recibir menos dinero debido a impuestos extranjeros."
    m = "Su beneficiario podría recibir menos dinero debido a impuestos extranjeros."
    assert flip_to(es, m, f, "F") == (f, True)
    assert flip_to(es, f, m, "M") == (m, True)
