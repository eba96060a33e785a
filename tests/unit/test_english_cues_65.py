"""English person cues found again (en-cues-80, en65).

- The plural of a person noun that is mostly an adjective ("civilian", "professional",
  "militant") is the noun: adjectives have no plural. The singular stays unread ("a civilian
  airport").
- An agent noun in -er/-or that no dictionary lists, on a verb whose doer is a person
  ("rehabilitator" <- rehabilitate), is a person noun; one on a verb a thing can do is not.
- "the" + an adjective + an adverb + a plural verb is a group of people ("the curious always
  ask"), as without the adverb.
- A listed fused-head adjective before an -ing participle clause is a group of people ("the
  elderly shivering in their flats"), not before an -ing noun ("the elderly housing").

The sentences are written for these tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from person_nouns_script import script
from wordnet_helpers import WORDNET, needs_wordnet

from fairmt.fairqe.cues import source_cues
from fairmt.inflect.apertium_morph import morphology

needs_en = pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")


def spans(sentence: str) -> set[str]:
    return {c.source_span for c in source_cues(sentence, "es")}


@pytest.mark.parametrize(
    ("sentence", "word", "singular", "adjective"),
    [
        (
            "Thousands of civilians crossed the river at dawn.",
            "civilians",
            "A civilian airport opened near the coast.",
            "civilian",
        ),
        (
            "Armed militants occupied the radio station for a week.",
            "militants",
            "The union took a militant line on pay.",
            "militant",
        ),
        (
            "Two revolutionaries hid in the cellar of the bakery.",
            "revolutionaries",
            "It was a revolutionary design for a bicycle.",
            "revolutionary",
        ),
        (
            "The intellectuals of the town signed a letter.",
            "intellectuals",
            "Chess is an intellectual hobby for a rainy day.",
            "intellectual",
        ),
    ],
)
def test_plural_of_an_adjectival_person_noun_is_a_cue(
    sentence: str, word: str, singular: str, adjective: str
) -> None:
    assert word in spans(sentence)
    assert adjective not in spans(singular)  # the singular may be the adjective: no cue


@needs_wordnet
def test_shipped_adjectival_list_is_what_the_script_builds() -> None:
    built = script("build_person_adjectivals").build_adjectival(WORDNET)
    repo = Path(script("build_person_nouns").__file__).resolve().parents[1]
    shipped = repo / "src/fairmt/fairqe/data/person_adjectivals.txt"
    lines = [w for w in shipped.read_text(encoding="utf-8").split("\n") if w and not w.startswith("#")]
    assert lines == built
    for word in ("civilian", "professional", "militant"):
        assert word in built
    # a verb ("equals", "moderates") and a word whose plural is a noun of its own are left out
    for word in ("equal", "moderate", "private", "more"):
        assert word not in built


@needs_en
@needs_wordnet
@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("Ask a rehabilitator before you feed a stranded seal.", "rehabilitator"),
        ("The rehabilitators fed the young hedgehogs by hand.", "rehabilitators"),
    ],
)
def test_unlisted_agent_noun_of_a_person_verb_is_a_cue(sentence: str, word: str) -> None:
    assert word in spans(sentence)


@needs_en
@needs_wordnet
def test_person_verbs_by_their_frames() -> None:
    from fairmt.fairqe.person_agent_nouns import person_agent_noun, person_verb

    assert person_verb("rehabilitate")
    assert not person_verb("generate")  # "Something ----s something": a machine generates
    assert not person_verb("incubate")
    assert person_agent_noun("dehumidifier") is None
    assert person_agent_noun("generator") is None  # WordNet lists it (a thing)


@needs_en
@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The curious always ask the first question.", "curious"),
        ("The wise seldom boast about their luck.", "wise"),
        ("The lonely often are the kindest hosts.", "lonely"),
    ],
)
def test_fused_adjective_before_an_adverb_and_a_plural_verb_is_a_cue(sentence: str, word: str) -> None:
    assert word in spans(sentence)
    # a singular verb after the adverb shows an abstract fused head, no people
    assert spans("The unexpected often happens on a quiet day.") == set()


@needs_en
@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("Volunteers bring soup to the elderly shivering in their flats.", "elderly"),
        ("At dawn we passed the homeless sleeping under the arches.", "homeless"),
        ("Nurses visit the disabled waiting at home for a bed.", "disabled"),
    ],
)
def test_listed_fused_adjective_before_a_participle_clause_is_a_cue(sentence: str, word: str) -> None:
    assert word in spans(sentence)
    # an -ing word that may be a noun heads a compound the adjective modifies: no people
    assert "elderly" not in spans("The council built the elderly housing near the park.")


@needs_en
@needs_wordnet
def test_agent_noun_of_a_verb_on_things_is_no_person() -> None:
    # a verb whose first sense takes "Somebody ----s something" names its instrument as well
    # (a machine that dehydrates fruit): no person cue (mend of en65)
    from fairmt.fairqe.person_agent_nouns import person_agent_noun

    for word in ("dehydrator", "encryptor", "uploader", "dehydrators"):
        assert person_agent_noun(word) is None, word
    assert spans("The pasteurizer was cleaned on Monday.") == set()
    assert spans("We bought two dehydrators for the apricot harvest.") == set()
    # a verb done to people or with no object keeps its agent noun a person
    assert person_agent_noun("rehabilitator") is not None
    assert person_agent_noun("kayakers") is not None


@needs_en
@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("He reads comics every weekend.", "comics"),
        ("She always wears neutrals.", "neutrals"),
        ("Grandad keeps his sovereigns in a tin box.", "sovereigns"),
        ("The bakery sells seasonals in December.", "seasonals"),
        ("Those longers were a typo in the draft.", "longers"),
    ],
)
def test_plural_that_names_things_is_no_cue(sentence: str, word: str) -> None:
    # the plural of these adjectives names things as often as people (mend of en65)
    assert word not in spans(sentence)


@needs_wordnet
def test_graded_adjectives_and_thing_plurals_are_left_out() -> None:
    built = script("build_person_adjectivals").build_adjectival(WORDNET)
    for word in ("longer", "closer", "eldest", "super", "comic", "neutral", "religious"):
        assert word not in built, word
