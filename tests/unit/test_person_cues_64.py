"""English person cues the lexicon lacked (en-cues-79): -person/-people compounds, WordNet's
two-word person nouns written solid, a verb in -s with its object after a person noun, and
adjectives standing for people before a plural verb.

The sentences are written for these tests (no evaluation set)."""

from __future__ import annotations

import pytest
from wordnet_helpers import needs_wordnet

from fairmt.fairqe.cues import source_cues


def _english_dictionary() -> bool:
    from fairmt.inflect.apertium_morph import morphology

    return morphology("en") is not None


needs_en = pytest.mark.skipif(not _english_dictionary(), reason="needs Apertium's English dictionary")


def _cues(sentence: str) -> list[tuple[str, str]]:
    return [(c.category.value, c.source_span) for c in source_cues(sentence, "es")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Our new courierperson dropped the parcel at noon.", ("C7", "courierperson")),
        ("The liftperson on duty held the door.", ("C7", "liftperson")),
        ("Two ferrypersons waited at the jetty.", ("C12", "ferrypersons")),
        ("The marketpeople packed their stalls at dusk.", ("C12", "marketpeople")),
    ],
)
def test_person_compounds_are_neutral_persons(sentence: str, expected: tuple[str, str]) -> None:
    assert expected in _cues(sentence)


def test_person_and_people_alone_are_no_compounds() -> None:
    # the plain words keep their lexicon reading; no "-person" compound is made of them
    assert all(span in ("person", "people") for _, span in _cues("The person met the people at the gate."))


@needs_wordnet
def test_solid_wordnet_person_compounds() -> None:
    # WordNet 3.0 has "slave trader" and "piano tuner" as person nouns in two words
    assert ("C7", "slavetrader") in _cues("The slavetrader was hanged in the square.")
    assert ("C12", "pianotuners") in _cues("The pianotuners came on a Tuesday.")


@needs_wordnet
def test_solid_compounds_of_things_and_names_are_no_persons() -> None:
    # "dish washer" is no WordNet person; "Alibaba" closes up an instance ("Ali Baba"), a name
    assert _cues("The dishwasher broke down last night.") == []
    assert _cues("Alibaba sells almost everything.") == []


@needs_wordnet
def test_gendered_part_blocks_a_solid_compound() -> None:
    # WordNet's "boy scout" is a person, but "boy" says a gender: not read as a neutral noun
    assert ("C7", "boyscout") not in _cues("The boyscout tied a knot.")


@needs_en
@needs_wordnet
def test_verb_in_s_with_an_object_is_no_compound_head() -> None:
    assert ("C7", "mountaineer") in _cues("The mountaineer leads the others along the ridge.")
    assert "woodcarver" in [span for _, span in _cues("A woodcarver carries his tools in a sack.")]
    # a noun modifying a plural noun stays a modifier when no object follows
    assert ("C7", "hermit") not in _cues("The hermit plans were printed again.")


@needs_en
@pytest.mark.parametrize(
    ("sentence", "adjective"),
    [
        ("The thoughtful ask one more question.", "thoughtful"),
        ("The generous are remembered in the village.", "generous"),
        ("Why do the thoughtful ask so much?", "thoughtful"),  # an auxiliary is no causative
    ],
)
def test_adjective_before_a_plural_verb_stands_for_people(sentence: str, adjective: str) -> None:
    assert ("C12", adjective) in _cues(sentence)


@needs_en
@pytest.mark.parametrize(
    "sentence",
    [
        "The thoughtful gift on the table pleased us.",  # an attributive adjective
        "The same applies to the second floor.",  # an anaphoric head, singular verb
        "The best come to those who wait.",  # a superlative
        "The obvious happened anyway.",  # a past tense shows no number
    ],
)
def test_adjective_without_a_plural_verb_is_no_group(sentence: str) -> None:
    assert not any(cat == "C12" for cat, _ in _cues(sentence))


@needs_en
@pytest.mark.parametrize(
    ("sentence", "adjective"),
    [
        ("The poor performing schools were closed.", "poor"),  # an adjective before a participle
        ("The young looking actor waved.", "young"),
        ("The wealthy looking stranger paid in cash.", "wealthy"),
        ("They made the impossible happen.", "impossible"),  # a causative's object
        ("Let the unthinkable become normal.", "unthinkable"),
        ("We watched the improbable unfold.", "improbable"),
        ("The beautiful and the useful are rarely the same.", "useful"),  # coordination
        ("The beautiful and the useful are rarely the same.", "beautiful"),
        ("The sublime and the ridiculous are close neighbours.", "ridiculous"),
        ("Of the two sorts of bread, the fresh are softer.", "fresh"),  # ellipsis of "sorts"
    ],
)
def test_adjective_as_object_coordinate_or_elliptic_is_no_group(sentence: str, adjective: str) -> None:
    assert ("C12", adjective) not in _cues(sentence)


@needs_wordnet
def test_solid_compound_whose_gloss_names_a_sex_is_no_neutral_person() -> None:
    # WordNet's "drum majorette" is "a female baton twirler ...": no neutral C7
    assert ("C7", "drummajorette") not in _cues("The drummajorette marched at the front.")
    # a gloss naming no sex keeps the neutral reading ("piano tuner": "someone who tunes pianos")
    assert ("C7", "pianotuner") in _cues("The pianotuner arrived at noon.")
