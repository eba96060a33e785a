"""The metrics reproduce the paper's Google rows from the paper-era code's own predictions.

This isolates the metric code: the per-sentence predictions are the original
implementation's (``reference_outputs/predictions_2019_google``), the gold labels are the
2020-08-31 challenge set.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from fairmt.gender.base import Gender
from fairmt.winomt.challenge import read_challenge_file
from fairmt.winomt.metrics import delta, subset_metrics

# Paper, Table 2 (Google Translate): acc / ΔG / ΔS
PAPER_GOOGLE = {
    "de": (59.4, 12.5, 12.5),
    "ru": (37.7, 36.8, 11.4),
    "uk": (38.4, 43.6, 10.8),
    "he": (53.7, 7.9, 37.8),
    "ar": (48.5, 43.7, 16.1),
}


def _preds(path: Path) -> list[Gender]:
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))[1:]
    return [Gender.parse(r[1]) for r in rows]


@pytest.mark.regression
@pytest.mark.parametrize("lang", sorted(PAPER_GOOGLE))
def test_paper_google_rows_from_reference_predictions(winomt_dir: Path, lang: str) -> None:
    agg = winomt_dir / "aggregates_2020-08-31"
    ref = winomt_dir / "reference_outputs" / "predictions_2019_google"
    accs = {}
    for subset, fname in (("en", "en.txt"), ("en_pro", "en_pro.txt"), ("en_anti", "en_anti.txt")):
        items = read_challenge_file(agg / fname)
        preds = _preds(ref / f"google.{lang}.{subset}.pred.csv")
        m = subset_metrics([it.gold for it in items], preds)
        accs[subset] = m
    acc, dg, ds = PAPER_GOOGLE[lang]
    full = accs["en"]
    assert full.accuracy == acc
    assert delta(full.male.f1, full.female.f1) == dg
    assert delta(accs["en_pro"].accuracy, accs["en_anti"].accuracy) == ds
