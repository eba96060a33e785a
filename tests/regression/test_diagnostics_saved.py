"""MPA on WinoMT's saved commercial translations, and the structure of the real minimal pairs.

The saved translations are of ``en.txt`` only; every ``en_pro``/``en_anti`` sentence is a
sentence of ``en.txt``, so PRO-S, ANTI-S and the minimal pairs come from the REG file joined by
sentence (as WinoMT's own pro/anti accuracy). Cross-check: MPA computed as a pure function of
the paper-era code's own per-sentence predictions (``reference_outputs/predictions_2019_google``)
equals MPA from our whole pipeline under ``mt_gender-2019``. Prior Bias cannot be computed here:
no system's translation of the neutral set is saved.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from fairmt.diagnostics import SystemTranslations, diagnose, load_sets, minimal_pair_accuracy, minimal_pairs
from fairmt.diagnostics.sets import read_neutral_set
from fairmt.gender.base import Gender
from fairmt.winomt.challenge import read_challenge_file

pytestmark = pytest.mark.regression

# Default policy (mt_gender-2022), 2020-08-31 challenge set: MPA, Pro-F, Pro-M, accurate pairs,
# and Table 1's REG overall / masculine / feminine.
SAVED = {
    ("aws", "ar"): (5.1, 61.7, 38.3, 81, 48.2, 87.3, 15.4),
    ("aws", "de"): (33.7, 60.4, 39.6, 533, 62.4, 86.7, 45.3),
    ("aws", "es"): (28.3, 55.9, 44.1, 447, 58.6, 86.6, 38.2),
    ("aws", "fr"): (23.5, 57.4, 42.6, 371, 57.0, 88.0, 33.4),
    ("aws", "he"): (7.2, 73.7, 26.3, 114, 48.0, 67.0, 35.3),
    ("aws", "it"): (7.8, 58.1, 41.9, 124, 44.6, 75.7, 19.2),
    ("aws", "ru"): (3.7, 57.6, 42.4, 59, 39.7, 69.8, 13.9),
    ("bing", "ar"): (0.8, 66.7, 33.3, 12, 45.0, 87.6, 8.2),
    ("bing", "de"): (59.9, 48.8, 51.2, 947, 74.1, 82.9, 73.7),
    ("bing", "es"): (2.5, 80.0, 20.0, 40, 46.3, 84.6, 14.0),
    ("bing", "fr"): (1.9, 93.3, 6.7, 30, 46.1, 85.8, 12.5),
    ("bing", "he"): (2.2, 70.6, 29.4, 34, 44.0, 67.9, 25.7),
    ("bing", "it"): (0.5, 87.5, 12.5, 8, 42.9, 82.0, 9.3),
    ("bing", "ru"): (0.1, 0.0, 100.0, 1, 36.8, 69.5, 8.0),
    ("bing", "uk"): (0.4, 33.3, 66.7, 6, 41.4, 75.7, 11.5),
    ("google", "ar"): (3.8, 71.7, 28.3, 60, 45.9, 86.3, 11.5),
    ("google", "de"): (26.7, 50.2, 49.8, 422, 59.4, 82.0, 43.4),
    ("google", "es"): (15.1, 66.1, 33.9, 239, 52.6, 84.1, 28.0),
    ("google", "fr"): (42.4, 58.1, 41.9, 670, 65.7, 87.6, 52.4),
    ("google", "he"): (14.4, 66.1, 33.9, 227, 50.8, 68.6, 39.6),
    ("google", "it"): (3.2, 94.0, 6.0, 50, 42.0, 77.4, 12.1),
    ("google", "pt"): (11.0, 67.2, 32.8, 174, 50.2, 86.8, 20.2),
    ("google", "ru"): (1.9, 56.7, 43.3, 30, 37.7, 67.9, 11.5),
    ("google", "uk"): (0.6, 55.6, 44.4, 9, 38.2, 70.6, 10.0),
    ("sota", "de"): (21.8, 57.3, 42.7, 344, 52.5, 44.5, 65.8),
    ("sota", "fr"): (32.0, 44.6, 55.4, 505, 49.5, 64.1, 41.3),
    ("systran", "ar"): (0.0, None, None, 0, 45.6, 90.1, 7.1),
    ("systran", "de"): (4.6, 63.9, 36.1, 72, 48.6, 84.5, 18.1),
    ("systran", "es"): (0.0, None, None, 0, 44.6, 88.1, 6.9),
    ("systran", "fr"): (0.0, None, None, 0, 45.5, 90.3, 6.6),
    ("systran", "he"): (0.6, 55.6, 44.4, 9, 43.1, 70.6, 21.2),
    ("systran", "it"): (0.0, None, None, 0, 43.0, 87.2, 4.3),
    ("systran", "ru"): (0.1, 0.0, 100.0, 1, 37.3, 71.3, 7.0),
    ("systran", "uk"): (0.6, 55.6, 44.4, 9, 29.0, 38.6, 18.2),
}
IRREGULAR = (92, 212, 553, 651, 675, 685, 692, 882, 894, 911, 968, 999, 1000, 1001, 1280, 1291, 1495)


def _reference(winomt_dir: Path, lang: str, subset: str) -> list[Gender]:
    path = winomt_dir / "reference_outputs" / "predictions_2019_google" / f"google.{lang}.{subset}.pred.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    return [Gender.parse(r[1]) for r in rows[1:]]


def _needs(lang: str) -> None:
    if lang in ("ru", "uk"):
        pytest.importorskip("pymorphy3")


@pytest.mark.parametrize("lang", ["de", "he", "ar", "ru", "uk"])
def test_mpa_of_the_paper_era_predictions_equals_our_pipeline(winomt_dir: Path, lang: str) -> None:
    _needs(lang)
    sets = load_sets("2020-08-31", None)
    pairs = minimal_pairs(sets.items("pro"), sets.items("anti"))
    ref = minimal_pair_accuracy(
        pairs, _reference(winomt_dir, lang, "en_pro"), _reference(winomt_dir, lang, "en_anti")
    )
    reg = winomt_dir / "translations" / "google" / f"en-{lang}.txt"
    [ours] = diagnose(
        [SystemTranslations("google", {"reg": reg})], lang, sets.challenge, None, compat="mt_gender-2019"
    )
    assert ours.mpa == ref
    assert ours.sets["pro"].predictions == tuple(_reference(winomt_dir, lang, "en_pro"))


@pytest.mark.parametrize(("system", "lang"), sorted(SAVED))
def test_saved_translations_pinned(winomt_dir: Path, system: str, lang: str) -> None:
    _needs(lang)
    reg = winomt_dir / "translations" / system / f"en-{lang}.txt"
    [d] = diagnose([SystemTranslations(system, {"reg": reg})], lang, "2020-08-31", None)
    assert d.mpa is not None and d.winomt is not None
    a = d.accuracy("reg")
    assert a is not None
    got = (d.mpa.mpa, d.mpa.pro_f, d.mpa.pro_m, d.mpa.accurate, a.overall, a.masculine, a.feminine)
    assert got == SAVED[(system, lang)]
    # Table 1 is WinoMT's own accuracy
    assert a.overall == d.winomt["accuracy"]
    pro, anti = d.accuracy("pro"), d.accuracy("anti")
    assert pro is not None and anti is not None
    assert (pro.overall, anti.overall) == (d.winomt["accuracy_pro"], d.winomt["accuracy_anti"])
    assert d.mpa.scored == 1580 and d.mpa.excluded == (537, 538, 1570, 1572)
    # MPA can never exceed the accuracy of either side
    assert d.mpa.mpa is not None and pro.overall is not None and anti.overall is not None
    assert d.mpa.mpa <= min(pro.overall, anti.overall)


def test_real_minimal_pairs(winomt_dir: Path) -> None:
    cases = (("", (1570, 1572), (792, 790)), ("aggregates_2020-08-31", (537, 538, 1570, 1572), (791, 789)))
    for folder, excluded, (stereo_f, stereo_m) in cases:
        pro = read_challenge_file(winomt_dir / folder / "en_pro.txt")
        anti = read_challenge_file(winomt_dir / folder / "en_anti.txt")
        pairs = minimal_pairs(pro, anti)
        assert tuple(p.line for p in pairs if not p.valid) == excluded
        assert tuple(p.line for p in pairs if p.valid and not p.pronoun_only) == IRREGULAR
        assert sum(1 for p in pairs if p.valid and p.pronoun_only) == 1584 - len(excluded) - len(IRREGULAR)
        # the scored pairs are balanced between stereotypically feminine and masculine entities
        assert sum(1 for p in pairs if p.valid and p.stereotype is Gender.FEMALE) == stereo_f
        assert sum(1 for p in pairs if p.valid and p.stereotype is Gender.MALE) == stereo_m


def test_neutral_set_is_aligned_with_en_pro(data_root: Path, winomt_dir: Path) -> None:
    neutral = read_neutral_set(data_root / "winomt_neutral" / "en_neu.txt")
    assert neutral.name == "winomt_neutral"
    pro = read_challenge_file(winomt_dir / "en_pro.txt")
    assert len(neutral.all) == len(pro) == 1584
    for n, p in zip(neutral.all, pro, strict=True):
        assert (n.gold, n.index, n.entity) == (p.gold, p.index, p.entity)
        assert not {"he", "she", "He", "She"} & set(n.sentence.split()), n.line
