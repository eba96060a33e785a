"""GATE closed variant sets (issue 12, point 4): the share of pairs whose F and M translations
get the same set of variants, printed per language.

The issue's target is 95 %; the floors below are the shares measured when this test was
written (README, "FairQE variants"), so a change that opens sets fails here. GATE is an
evaluation set: it is measured, never tuned on.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.bench.closed_sets import closed_sets
from fairmt.inflect.spanish_morph import get_morph

#: Measured shares (full GATE 2-variant files) minus about one point of slack for platform noise:
#: es 65.7, fr 44.9, it 55.1 % with the per-pair lexical aligner (issue 13; its shipped tables do not
#: know every word the corpus aligner learnt from the file itself: fr 48.6 -> 44.9 %); es 67.3 and
#: it 57.5 % after the es/it closed-set rules of issue 12 (cs12); fr 49.1 % after fr-inflect-7 (es 67.2 %
#: with everything of that session merged).
FLOORS = {"es": 0.66, "fr": 0.48, "it": 0.56}


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
