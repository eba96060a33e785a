"""One aligner for the realiser, ``fairmt inflect``, the variants benchmark and the scorer (al17).

The sentence realiser aligns with the rules agents' per-pair aligner
(:data:`fairmt.align.base.CUE_ALIGNER`), so a line's realisation does not depend on the other
lines it is prepared with, and what ``fairmt inflect`` shows is what the scorer makes. Also the
two causes the switch from ``fast_align`` exposed, with sentences written for these tests: a
French cardinal used as a pronoun ("les deux"), and a German relative clause moved behind the
verb that ends the main clause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from french_helpers import needs_fr

from fairmt.align.base import CUE_ALIGNER
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

GOLD = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "variants_gold"

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-ita not installed")


def test_the_realiser_the_agents_and_the_detector_share_one_per_pair_aligner() -> None:
    realiser, agents, detector = SentenceRealiser(), RuleAgents(), RuleCueDetector()
    assert realiser.detector.aligner.name == agents.detector.aligner.name == detector.aligner.name
    assert realiser.detector.aligner.name == CUE_ALIGNER
    assert realiser.detector.aligner.independent


@needs_it
def test_a_gold_line_is_realised_the_same_alone_and_inside_the_whole_gold_file() -> None:
    rows = [json.loads(x) for x in (GOLD / "it.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    line = next(r for r in rows if r["split"] == "dev" and r["kind"] == "ambiguous")
    item = Item(line["source"], line["mt"], "it")
    alone = SentenceRealiser()
    alone.prepare([item])
    whole = SentenceRealiser()
    # The whole file, in reverse order, with the line somewhere inside it.
    whole.prepare([Item(r["source"], r["mt"], "it") for r in reversed(rows)])
    assert alone.detection(item) == whole.detection(item)
    for gender in ("F", "M", "N"):
        assert alone.realise(item, gender) == whole.realise(item, gender)  # type: ignore[arg-type]


@needs_fr
def test_a_french_cardinal_used_as_a_pronoun_heads_its_predicate() -> None:
    from fairmt.inflect import get_inflector

    inf = get_inflector("fr")

    def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
        tokens = sentence.split()
        out = inf.realise(tokens, inf.cue_span(tokens, span), gender)  # type: ignore[arg-type]
        return None if out is None else " ".join(out)

    # The aligner's span of "Both" may take in the numeral ("Tous les deux") or not ("Tous").
    for span in ((0, 1), (0, 2), (0, 3)):
        assert realise("Tous les deux sont fatigués .", span, "F") == "Toutes les deux sont fatiguées ."
    assert realise("Tous les deux sont fatigués .", (0, 3), "N") == "Tous·tes les deux sont fatigué·es ."
    assert realise("Les deux ont été arrêtés .", (0, 2), "F") == "Les deux ont été arrêtées ."
    assert realise("Tous les trois sont arrivés .", (0, 3), "F") == "Toutes les trois sont arrivées ."
    assert realise("Les deux étaient contents .", (0, 2), "F") == "Les deux étaient contentes ."
    # Before a noun or an adjective the numeral is a determiner, and the span is no person.
    assert realise("Les deux étudiants sont partis .", (0, 2), "F") is None
    assert realise("Les deux jeunes sont partis .", (0, 2), "F") is None


def test_a_german_relative_clause_behind_the_main_clause_verb() -> None:
    from fairmt.inflect import get_inflector

    inf = get_inflector("de")

    def phrase(sentence: str) -> tuple[int, int]:
        tokens = sentence.split()
        k = tokens.index("andere")
        return inf.phrase_span(tokens, (k, k + 1))

    # "die" opens a relative clause (its verb comes last), so "andere" has no article.
    assert phrase("Sie kaufte Masken, die andere vor der Krankheit schützen sollten.") == (4, 5)
    assert phrase("Der Impfstoff enthält Stoffe, die andere schützen könnten.") == (5, 6)
    assert phrase("Die Kinder, die andere ärgern, sind laut.") == (3, 4)
    # A main clause after a comma puts its finite verb second: "die andere" is a noun phrase.
    assert phrase("Er sagte, die andere habe gelogen.") == (2, 4)
    assert phrase("Er sagte, die andere könnte kommen.") == (2, 4)
    assert phrase("Ich sah die andere gestern.") == (2, 4)
    # After a verb that ends the main clause, the relative clause is verb-final.
    assert phrase("Er weiß, dass sie Mittel enthält, die andere heilen können.") == (7, 8)
    assert phrase("Das Serum, das Antikörper enthält, die andere schützen könnten, wird getestet.") == (6, 7)
    assert phrase("Sie sagte, die andere hätte es gesehen.") == (2, 4)
