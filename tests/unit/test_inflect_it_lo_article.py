"""Italian articles before a French loanword whose "ch" is /ʃ/ ("lo chef", "gli chef"), and a
native "ch" /k/ that keeps "il" ("il chirurgo"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.base import get_inflector


@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        ("Ho visto la chef", "Ho visto lo chef"),
        ("Ho visto le chef", "Ho visto gli chef"),
        ("Ho parlato della chef", "Ho parlato dello chef"),
        ("Ho visto la chirurga", "Ho visto il chirurgo"),
    ],
)
def test_article_before_ch(fem: str, masc: str) -> None:
    it = get_inflector("it")
    f, m = fem.split(), masc.split()
    assert it.realise(f, (len(f) - 1, len(f)), "M") == m
    assert it.realise(m, (len(m) - 1, len(m)), "F") == f


def test_indefinite_before_chef() -> None:
    # (Only F -> M: the parser reads a bare "uno" as a pronoun, so "uno chef" -> F is left.)
    it = get_inflector("it")
    f = ["Ho", "visto", "una", "chef"]
    assert it.realise(f, (3, 4), "M") == ["Ho", "visto", "uno", "chef"]
