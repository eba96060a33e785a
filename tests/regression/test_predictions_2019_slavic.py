"""PymorphyAnalyzer reproduces the paper-era predictions for Google's ru/uk translations.

Inputs: the 2020-08-31 challenge set, Google's saved translations, the C++ fast_align
links in ``reference_outputs/fast_align/google`` and ``fairmt.winomt.entities``. Under
MT_GENDER_2019 every prediction must equal the paper-era code's
(``reference_outputs/predictions_2019_google``), which gives the paper's Google rows.
Under MT_GENDER_2022 (no compatibility table) every Ukrainian difference must come from a
word of :data:`fairmt.gender.pymorphy.COMPAT_2019`, which is what justifies the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.regression.conftest import GoogleReference

from fairmt.gender.base import Policy
from fairmt.gender.pymorphy import COMPAT_2019, PymorphyAnalyzer
from fairmt.winomt.metrics import delta, subset_metrics

pytest.importorskip("pymorphy3", reason="pymorphy3 (fairmt[slavic]) not installed")

pytestmark = [pytest.mark.regression, pytest.mark.integration]

SUBSETS = ("en", "en_pro", "en_anti")
# Paper, Table 2 (Google Translate): acc / ΔG / ΔS
PAPER_GOOGLE = {"ru": (37.7, 36.8, 11.4), "uk": (38.4, 43.6, 10.8)}


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_predictions_equal_the_paper_era_code(google_reference: GoogleReference, lang: str) -> None:
    analyzer = PymorphyAnalyzer(lang, Policy.MT_GENDER_2019)
    metrics = {}
    for subset in SUBSETS:
        items, spans = google_reference.spans(lang, subset)
        ref = google_reference.predictions(lang, subset)
        assert len(ref) == len(spans)
        preds = analyzer.entity_genders(spans)
        mismatches = [
            (it.line, sp.text, p.value, g.value)
            for it, sp, p, (sent, g) in zip(items, spans, preds, ref, strict=True)
            if p is not g or sent != sp.target
        ]
        assert not mismatches, f"{lang} {subset}: {len(mismatches)} mismatches, e.g. {mismatches[:10]}"
        metrics[subset] = subset_metrics([it.gold for it in items], preds)
    acc, dg, ds = PAPER_GOOGLE[lang]
    full = metrics["en"]
    assert full.n == 3888
    assert full.accuracy == acc
    assert delta(full.male.f1, full.female.f1) == dg
    assert delta(metrics["en_pro"].accuracy, metrics["en_anti"].accuracy) == ds


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_without_the_table_only_table_words_differ(google_reference: GoogleReference, lang: str) -> None:
    old = PymorphyAnalyzer(lang, Policy.MT_GENDER_2019)
    new = PymorphyAnalyzer(lang, Policy.MT_GENDER_2022)
    table = COMPAT_2019[lang]
    differing = 0
    for subset in SUBSETS:
        _, spans = google_reference.spans(lang, subset)
        for sp in spans:
            if old.entity_gender(sp) is not new.entity_gender(sp):
                differing += 1
                assert any(t.lower() in table for t in new.tokens(sp.text)), sp.text
    if lang == "ru":
        assert differing == 0  # the Russian dictionary change touches no WinoMT entity
    else:
        assert differing > 0  # otherwise the Ukrainian table would be unneeded
