"""The WordNet person list's filters, refined (en-cues-71, pn62): people are in, things stay out.

``scripts/build_person_nouns.py`` left out people whose WordNet gloss names a gender in passing
("a person who murders their father", "someone who shirks his work", or a quoted example "he had
respect for his rivals"), and nouns in the diminutive suffix -ling ("underling", "hireling") taken
for participles. Now only a gloss's head says a gender, and a participle is the -ed or -ing form of
a WordNet verb. Nouns that SemCor tags as things at least as often as persons ("spirit", "sage",
"tumbler", "character") need a signal now (``person_things.txt``). The sentences are written for
these tests.
"""

from __future__ import annotations

import pytest
from person_nouns_script import script
from wordnet_helpers import WORDNET, needs_wordnet

from fairmt.fairqe.cues import source_cues


def spans(sentence: str) -> set[str]:
    return {c.source_span for c in source_cues(sentence, "es")}


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The deserter arrived.", "deserter"),
        ("The instigator of the protest was never found by the police.", "instigator"),
        ("Everyone knew that the old mayor was a hypocrite.", "hypocrite"),
        ("The embezzlers were sentenced to four years in prison.", "embezzlers"),
        ("She is a claimant in the dispute over the farm.", "claimant"),
        ("He was a bigot who refused to rent rooms to students.", "bigot"),
        ("The challengers will meet the champion in the final round.", "challengers"),
        ("The underling did all the paperwork for the manager.", "underling"),
        ("The hirelings left the castle when the money ran out.", "hirelings"),
        ("A foundling was left at the door of the convent.", "foundling"),
        ("Our chaperone made sure that nobody left the hotel at night.", "chaperone"),
        ("The peddlers sold cheap watches near the station.", "peddlers"),
        ("A turncoat told the enemy where the troops were camped.", "turncoat"),
        ("The inpatients were moved to the new wing on Monday.", "inpatients"),
    ],
)
def test_people_with_a_gloss_that_names_a_gender_in_passing_are_cues(sentence: str, word: str) -> None:
    assert word in spans(sentence)


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The spirit of the agreement was respected by both sides.", "spirit"),
        ("Add a little chopped sage to the stuffing.", "sage"),
        ("The tumbler on the shelf was full of pencils.", "tumbler"),
        ("The conveyor stopped when the power failed.", "conveyor"),
        ("This phone is the latest incarnation of a very old design.", "incarnation"),
        ("The new car park is a monstrosity of grey concrete.", "monstrosity"),
        ("The rusty hulk of a ship lay on the beach.", "hulk"),
        ("A loon called across the lake at dusk.", "loon"),
    ],
)
def test_nouns_tagged_as_things_as_often_as_people_need_a_signal(sentence: str, word: str) -> None:
    assert word not in spans(sentence)


@pytest.mark.parametrize(
    ("gloss", "gendered"),
    [
        ("a person who murders their father", False),
        ("someone who admires a young woman", False),
        (
            'a person with a record of successes; "his son would never be the achiever that his father was"',
            False,
        ),
        ("a person who professes beliefs and opinions that he or she does not hold", False),
        ("someone who mimics (especially an actor or actress)", False),
        ("a natural father or mother", False),
        ("a woman who dances in a chorus line", True),
        ("a female heir", True),
        ("(hinduism) an ascetic holy man", True),
        ("a great rani; a princess in india or the wife of a maharaja", True),
        ("offensive term for an openly homosexual man", True),
        ("a rowdy or mischievous person (usually a young man)", True),
        ("any of various female water spirits", True),
    ],
)
def test_only_the_head_of_a_gloss_says_a_gender(gloss: str, gendered: bool) -> None:
    assert script("build_person_nouns").gendered_gloss(gloss) is gendered


@needs_wordnet
def test_participles_are_verb_forms_not_nouns_in_ling() -> None:
    mod = script("build_person_nouns")
    verbs = mod.verb_lemmas(WORDNET)
    assert mod.participle("accused", verbs) and mod.participle("bereaved", verbs)
    assert not any(mod.participle(w, verbs) for w in ("underling", "hireling", "foundling", "newlywed"))


@needs_wordnet
def test_shipped_thing_list_is_what_the_script_builds() -> None:
    from fairmt.fairqe.signalled_persons import person_things

    lines = script("build_person_nouns").build_things(WORDNET)
    assert frozenset(line.split("\t")[0] for line in lines) == person_things()
    assert {"spirit", "sage", "tumbler", "character"} <= person_things()


# Review of pn62 (pn62m): things that a small SemCor count let in, monsters, named people, a
# possessed noun read as a second sex, a male title, a plural of a spirit.


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The hawk dropped onto its prey in the long grass.", "prey"),
        ("The workers replaced two cracked sleepers under the track.", "sleepers"),
        ("My gas guzzler failed its inspection.", "guzzler"),
        ("Nobody doubted the notability of the bridge.", "notability"),
        ("The manticore in the old tale guarded a cave.", "manticore"),
        ("Two griffins stood on either side of the coat of arms.", "griffins"),
        ("The baronet inherited the estate last spring.", "baronet"),
        ("We read some poems by cummings in class.", "cummings"),
        ("In the story the genii of the lamp granted three wishes.", "genii"),
    ],
)
def test_things_monsters_names_and_male_titles_are_no_neutral_cues(sentence: str, word: str) -> None:
    assert word not in spans(sentence)


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The guard opened the gate for the delivery van.", "guard"),
        ("Every adult must show a ticket at the door.", "adult"),
        ("Our florist wrapped the roses in brown paper.", "florist"),
        ("The orphan was taken in by a neighbour.", "orphan"),
        ("Both cousins were geniuses at chess.", "geniuses"),
        ("The antihero of the novel steals a car in chapter two.", "antihero"),
    ],
)
def test_people_stay_cued(sentence: str, word: str) -> None:
    assert word in spans(sentence)


@pytest.mark.parametrize(
    ("gloss", "gendered"),
    [
        ("an archaic term for a cuckold who knows about his wife's infidelity but tolerates it", True),
        ("a holder of a hereditary honour; ranks below a baron", True),
        ("a term for a person who neglects his or her duties", False),
    ],
)
def test_a_possessed_noun_and_a_rank_in_a_gloss(gloss: str, gendered: bool) -> None:
    assert script("build_person_nouns").gendered_gloss(gloss) is gendered


@needs_wordnet
def test_shipped_person_lists_are_what_the_script_builds() -> None:
    from fairmt.fairqe.cue_words import person_nouns, person_plurals

    mod = script("build_person_nouns")
    keep, _, things = mod.build_all(WORDNET)
    assert frozenset(keep) == person_nouns()
    assert {"sleeper", "guzzler", "notability"} <= {line.split("\t")[0] for line in things}
    assert not {"prey", "manticore", "cummings", "wittol", "baronet"} & person_nouns()
    assert "genii" not in person_plurals() and person_plurals()["alumni"] == "alumnus"
