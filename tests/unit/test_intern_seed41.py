"""en-cues-53: "intern" has seed forms in de, es, fr, it.

Without them the aligner placed the cue on "stagista sembra contento" (noun, verb and the
predicate adjective), read the epicene "stagista" as feminine by its ending, and the masculine
translation got no feminine variant (fairqe_pairs_dev it-d040). Sentences written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item

SRC = "The new intern seems happy with the team."


@pytest.mark.parametrize(
    ("lang", "masc", "fem"),
    [
        (
            "it",
            "Il nuovo stagista sembra contento della squadra.",
            "La nuova stagista sembra contenta della squadra.",
        ),
        (
            "es",
            "El nuevo becario parece contento con el equipo.",
            "La nueva becaria parece contenta con el equipo.",
        ),
        (
            "fr",
            "Le nouveau stagiaire semble content de l'équipe.",
            "La nouvelle stagiaire semble contente de l'équipe.",
        ),
        (
            "de",
            "Der neue Praktikant scheint mit dem Team zufrieden.",
            "Die neue Praktikantin scheint mit dem Team zufrieden.",
        ),
    ],
)
def test_intern_flips_both_ways(realiser: SentenceRealiser, lang: str, masc: str, fem: str) -> None:
    assert realiser.realise(Item(SRC, masc, lang), "F") == fem
    assert realiser.realise(Item(SRC, fem, lang), "M") == masc


def test_the_intern_cue_is_placed_on_the_noun_only() -> None:
    cues = (
        RuleCueDetector()
        .detect([Item(SRC, "Il nuovo stagista sembra contento della squadra.", "it")])[0]
        .cues
    )
    intern = [c for c in cues if c.source_span == "intern"]
    assert len(intern) == 1 and intern[0].target_span == "stagista"
    assert intern[0].target_gender != "F"  # the epicene noun shows no gender by its ending
