"""PymorphyAnalyzer reproduces the paper-era predictions for Google's ru/uk translations.

Inputs: the 2020-08-31 challenge set, Google's saved translations, the C++ fast_align
links in ``reference_outputs/fast_align/google`` and ``fairmt.winomt.entities``. Under
MT_GENDER_2019 every prediction must equal the paper-era code's
(``reference_outputs/predictions_2019_google``), which gives the paper's Google rows.
Under MT_GENDER_2022 (no compatibility table) every Ukrainian difference must come from a
word of :data:`fairmt.gender.pymorphy.COMPAT_2019`, which is what justifies the table.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

import pytest

from fairmt.align.base import Alignment
from fairmt.gender.base import EntitySpan, Gender, Policy
from fairmt.gender.pymorphy import COMPAT_2019, PymorphyAnalyzer
from fairmt.winomt.challenge import ChallengeItem, read_challenge_file
from fairmt.winomt.entities import entity_span, parse_links
from fairmt.winomt.metrics import delta, subset_metrics

pytest.importorskip("pymorphy3", reason="pymorphy3 (fairmt[slavic]) not installed")

pytestmark = [pytest.mark.regression, pytest.mark.integration]

SUBSETS = ("en", "en_pro", "en_anti")
# Paper, Table 2 (Google Translate): acc / ΔG / ΔS
PAPER_GOOGLE = {"ru": (37.7, 36.8, 11.4), "uk": (38.4, 43.6, 10.8)}


@cache
def _translations(winomt_dir: Path, lang: str) -> dict[str, tuple[str, Alignment]]:
    """English sentence -> (target sentence, C++ fast_align links), as the original joins rows."""
    tr = (winomt_dir / "translations" / "google" / f"en-{lang}.txt").read_text(encoding="utf-8").splitlines()
    al = (winomt_dir / "reference_outputs" / "fast_align" / "google" / f"en-{lang}.align").read_text(
        encoding="utf-8"
    )
    links = al.splitlines()
    assert len(tr) == len(links)
    out: dict[str, tuple[str, Alignment]] = {}
    for line, a in zip(tr, links, strict=True):
        src, tgt = line.strip().split(" ||| ")
        out[src] = (tgt, parse_links(a))
    return out


def _spans(winomt_dir: Path, lang: str, subset: str) -> tuple[list[ChallengeItem], list[EntitySpan]]:
    items = read_challenge_file(winomt_dir / "aggregates_2020-08-31" / f"{subset}.txt")
    by_src = _translations(winomt_dir, lang)
    spans = [entity_span(it, *by_src[it.sentence]) for it in items]
    return items, spans


def _reference(winomt_dir: Path, lang: str, subset: str) -> list[tuple[str, Gender]]:
    path = winomt_dir / "reference_outputs" / "predictions_2019_google" / f"google.{lang}.{subset}.pred.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    assert rows[0] == ["Sentence", "Predicted gender"]
    return [(r[0], Gender.parse(r[1])) for r in rows[1:]]


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_predictions_equal_the_paper_era_code(winomt_dir: Path, lang: str) -> None:
    analyzer = PymorphyAnalyzer(lang, Policy.MT_GENDER_2019)
    metrics = {}
    for subset in SUBSETS:
        items, spans = _spans(winomt_dir, lang, subset)
        ref = _reference(winomt_dir, lang, subset)
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
def test_without_the_table_only_table_words_differ(winomt_dir: Path, lang: str) -> None:
    old = PymorphyAnalyzer(lang, Policy.MT_GENDER_2019)
    new = PymorphyAnalyzer(lang, Policy.MT_GENDER_2022)
    table = COMPAT_2019[lang]
    differing = 0
    for subset in SUBSETS:
        _, spans = _spans(winomt_dir, lang, subset)
        for sp in spans:
            if old.entity_gender(sp) is not new.entity_gender(sp):
                differing += 1
                assert any(t.lower() in table for t in new.tokens(sp.text)), sp.text
    if lang == "ru":
        assert differing == 0  # the Russian dictionary change touches no WinoMT entity
    else:
        assert differing > 0  # otherwise the Ukrainian table would be unneeded
