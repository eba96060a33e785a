"""French-only agreement spelling lives in the French morphology (bug30; no change of behaviour)."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.french_morphology import FrenchMorphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French not installed")


def test_french_morphology_gives_the_full_masculine() -> None:
    m = morphology("fr")
    assert isinstance(m, FrenchMorphology)
    assert m.agree("vieille", "M") == "vieux"  # "Elle est très vieille" -> "Il est très vieux"
    assert m.agree("belle", "M") == "beau"
    assert m.agree("heureuse", "M") == "heureux"


def test_the_shared_morphology_keeps_the_dictionary_form() -> None:
    m = morphology("fr")
    assert m is not None
    plain = Morphology(m.lang, m.lt_proc, m.automorf)
    assert plain.agree("vieille", "M") == "vieil"
    assert not isinstance(morphology("it"), FrenchMorphology)
