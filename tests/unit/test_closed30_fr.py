"""fr-inflect-35 / en-cues-39 (branch closedfr30, which had taken 34 / 37): closed variant sets,
French (issue 12).

General causes of open GATE-like dev pairs (``benchmarks/data/closed_dev/fr.jsonl``, fr-c101 ..
fr-c140), each with a rule:

* a floating "tous" after an attributive verb other than *être* ("Ils semblaient tous fatigués")
  stayed masculine while the subject and the attribute changed (Grevisse, *Le Bon Usage*, *tout*
  as a floating pronoun; the attributive verbs);
* the article and ordinal after a participle ("sont arrivées les premières", "est partie la
  dernière") are an attribute of the subject (Grevisse § 248; TLFi *premier*);
* "She's dating an American": the progressive's object was read as a predicate of "she", so
  the realisation changed "Elle" (Quirk et al., the progressive aspect);
* "supporter" / "supportrice" (TLFi; Larousse) was missing from the lexicon;
* the aligner's span "celui qui le voudra" for "whoever" put the clause's object clitic in the
  person's gender ("celle qui la voudra"): the span is cut after "celui qui";
* a word an earlier span had written in middle-dot form was dotted again ("cuisinier·er·ère").

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, variant_set

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_cues


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _closed(agents: RuleAgents, source: str, f: str, m: str) -> bool:
    return variant_set(agents, source, f) == variant_set(agents, source, m)


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        ("All of them seemed tired.", "Elles semblaient toutes fatiguées.", "Ils semblaient tous fatigués."),
        (
            "All of my cousins remained calm.",
            "Mes cousines restaient toutes calmes.",
            "Mes cousins restaient tous calmes.",
        ),
        (
            "The Germans arrived first.",
            "Les Allemandes sont arrivées les premières.",
            "Les Allemands sont arrivés les premiers.",
        ),
        ("My neighbour left last.", "Ma voisine est partie la dernière.", "Mon voisin est parti le dernier."),
        ("She's dating an American.", "Elle sort avec une Américaine.", "Elle sort avec un Américain."),
        ("He was visiting a cousin.", "Il rendait visite à une cousine.", "Il rendait visite à un cousin."),
        (
            "I'll give it to whoever wants it.",
            "Je le donnerai à celle qui le voudra.",
            "Je le donnerai à celui qui le voudra.",
        ),
        ("You are a great cook.", "Tu es une excellente cuisinière.", "Tu es un excellent cuisinier."),
        (
            "The fans were disappointed by the result.",
            "Les supportrices étaient déçues par le résultat.",
            "Les supporters étaient déçus par le résultat.",
        ),
    ],
)
def test_closed_pairs(agents: RuleAgents, source: str, f: str, m: str) -> None:
    assert _closed(agents, source, f, m)


@needs_fr_parser
def test_floating_tous_after_semblaient_is_realised(agents: RuleAgents) -> None:
    got = variant_set(agents, "All of them seemed tired.", "Ils semblaient tous fatigués.")
    assert "Elles semblaient toutes fatiguées." in got
    assert "Elles semblaient tous fatiguées." not in got


def test_progressive_object_is_no_predicate() -> None:
    cues = {c.source_span: c for c in source_cues("She's dating an American.", "fr")}
    assert cues["American"].source_gender is None
    # a real predicate still is one
    cues = {c.source_span: c for c in source_cues("She is a loving teacher.", "fr")}
    assert cues["teacher"].source_gender == "F"
    cues = {c.source_span: c for c in source_cues("He was being a good friend.", "fr")}
    assert cues["friend"].source_gender == "M"


@needs_fr_parser
def test_relative_clause_clitic_keeps_its_gender(agents: RuleAgents) -> None:
    got = variant_set(agents, "I'll lend it to whoever needs it.", "Je le prêterai à celui qui le demandera.")
    assert "Je le prêterai à celle qui le demandera." in got
    assert not any("la demandera" in t for t in got)


@needs_fr_parser
def test_middle_dot_word_is_not_dotted_again(agents: RuleAgents) -> None:
    got = variant_set(agents, "You are a great cook.", "Tu es un excellent cuisinier.")
    assert "Tu es un·e excellent·e cuisinier·ère." in got
    assert not any("·er·" in t for t in got)
