"""GATE closed variant sets (issue 12, point 4): the share of pairs whose F and M translations
get the same set of variants, printed per language.

The issue's target is 95 %; the floors below are the shares last measured (README, "FairQE
variants") less about one point, so a change that opens sets fails here. GATE's test half (es,
it) and GATE French are measured, never tuned on; its dev half (es, it) is development data
(``fairmt.bench.closed_sets``), so the test half's share is printed and checked apart.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.bench.closed_sets import closed_sets
from fairmt.inflect.spanish_morph import get_morph

#: Measured shares (full GATE 2-variant files) minus about one point of slack for platform noise:
#: es 79.9, fr 62.8, it 76.6 % at the end of session 34 (es 65.7, fr 44.9, it 55.1 % when this test
#: was written, with the per-pair lexical aligner of issue 13); es 82.3, fr 64.0, it 79.1 % at the end
#: of session 43, when the floors were raised to about one point below (es 0.81, fr 0.63, it 0.78).
FLOORS = {"es": 0.81, "fr": 0.63, "it": 0.78}
#: The same for GATE's test half (without the sources of the other language's dev half): es 78.1,
#: it 74.4 % at the end of session 34 (76.5 and 73.1 % before its dev half was first read).
#: French has no split: its test half is its rows whose source is in neither the es nor the it dev
#: half (1,383 of 1,384 pairs; 63.0 % at the start of session 37). End of session 43: es 79.7, fr 64.0,
#: it 77.1 %.
TEST_FLOORS = {"es": 0.78, "fr": 0.63, "it": 0.76}


@pytest.mark.skipif(not get_morph().available, reason="Apertium dictionaries missing")
@pytest.mark.parametrize("lang", sorted(FLOORS))
def test_closed_set_share(lang: str, data_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    r = closed_sets(data_root / "gate", lang)
    with capsys.disabled():
        print(
            f"\nGATE {lang}: {r.closed}/{r.pairs} pairs closed ({100 * r.share:.1f} %); open: "
            + ", ".join(f"{k} {v}" for k, v in r.classes.most_common())
        )
    assert r.pairs > 1000
    assert r.share >= FLOORS[lang], (lang, r.share, dict(r.classes))


@pytest.mark.skipif(not get_morph().available, reason="Apertium dictionaries missing")
@pytest.mark.parametrize("lang", sorted(TEST_FLOORS))
def test_closed_set_share_on_the_test_half(
    lang: str, data_root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    r = closed_sets(data_root / "gate", lang, split="test")
    with capsys.disabled():
        print(
            f"\nGATE {lang} test half: {r.closed}/{r.pairs} pairs closed ({100 * r.share:.1f} %); open: "
            + ", ".join(f"{k} {v}" for k, v in r.classes.most_common())
        )
    assert r.pairs > 500
    assert r.share >= TEST_FLOORS[lang], (lang, r.share, dict(r.classes))
