"""it-inflect-23: a participle right after its article is the participle used as a noun ("I
caduti" for "the fallen"), so the article is realised with it; before, the participle was cut
off the cue's span as a spilled verb and only the article changed ("Le caduti"). Sentences the
team wrote."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        ("The fallen were honoured.", "I caduti sono stati onorati.", "Le cadute sono state onorate."),
        ("The guests arrived late.", "Gli invitati sono arrivati tardi.", "Le invitate sono arrivate tardi."),
    ],
)
def test_participle_used_as_noun(source: str, masc: str, fem: str) -> None:
    realiser = SentenceRealiser()
    assert realiser.realise(Item(source, masc, "it"), "F") == fem
    assert realiser.realise(Item(source, fem, "it"), "M") == masc


@needs_it
def test_spilled_participle_still_cut() -> None:
    # "the plumber was called": the participle before the article is a verb, not the noun.
    realiser = SentenceRealiser()
    item = Item("They called the plumber.", "Hanno chiamato l'idraulico.", "it")
    assert realiser.realise(item, "F") == "Hanno chiamato l'idraulica."
