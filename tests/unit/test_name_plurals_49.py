"""en-cues-56 (helper dc49): a capitalised plural of a lower-case person noun inside a sentence of
a game or a broadcast is a team's or a show's name, no person (fairqe/name_plurals.py). Every
sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.name_plurals import capitalised_name_plural, lower_case_person_noun, title_case
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_animacy import wordnet_root

needs_resources = pytest.mark.skipif(
    wordnet_root() is None or morphology("en") is None, reason="WordNet or Apertium English not installed"
)


@needs_resources
@pytest.mark.parametrize(
    ("lemma", "lower"),
    [
        ("giant", True),
        ("senator", True),
        ("warrior", True),
        ("democrat", False),  # also "Democrat", a party's member
        ("pharaoh", False),  # WordNet writes "Pharaoh"
        ("bowl", False),  # no person
    ],
)
def test_person_nouns_wordnet_writes_in_lower_case(lemma: str, lower: bool) -> None:
    assert lower_case_person_noun(lemma) is lower


@needs_resources
@pytest.mark.parametrize(
    ("source", "word", "name"),
    [
        ("The Warriors lost the playoff to a team from Ohio.", "Warriors", True),
        ("Last season the Giants signed two rookies.", "Giants", True),
        ("Every episode of Survivors was filmed in a small studio.", "Survivors", True),
        # no game or broadcast: a faction of people as often as a name
        ("The Warriors of the clan met at dawn.", "Warriors", False),
        # a title before names, an office's title, a demonym-like conventional capital
        ("Senators Smith and Jones missed the game.", "Senators", False),
        ("The two Junior Senators watched the game.", "Senators", False),
        ("The Democrats watched the game together.", "Democrats", False),
        # lower case: a common noun
        ("The warriors lost the playoff to a team from Ohio.", "warriors", False),
        # a headline in title case
        ("Local Warriors Celebrate After Winning The Final Game", "Warriors", False),
    ],
)
def test_capitalised_name_plural(source: str, word: str, name: bool) -> None:
    src = source.split()
    assert capitalised_name_plural(src, src.index(word)) is name


@needs_resources
def test_title_case() -> None:
    headline = "Local Warriors Celebrate After Winning The Final Game"
    sentence = "Last season the Giants won."
    assert title_case(headline.split())
    assert not title_case(sentence.split())


@needs_resources
def test_a_team_name_is_no_cue() -> None:
    team = source_cues("The Senators traded their best goalie before the playoffs.")
    assert not [c for c in team if c.source_span == "Senators"]
    people = source_cues("The senators traded votes before the session.")
    assert [c for c in people if c.source_span == "senators"]


@needs_resources
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        (
            "The Patriots won the game against the Giants last season.",
            "Die Patrioten gewannen das Spiel gegen die Riesen letzte Saison.",
        ),
        (
            "In the playoffs the Senators beat a weaker team.",
            "In den Playoffs schlugen die Senatoren eine schwächere Mannschaft.",
        ),
    ],
)
def test_the_translation_of_a_team_name_stays(source: str, translation: str) -> None:
    realiser = SentenceRealiser()
    item = Item(source, translation, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == translation
    assert realiser.realise(item, "M") == translation


@needs_resources
def test_the_common_noun_still_changes() -> None:
    realiser = SentenceRealiser()
    item = Item(
        "The senators won the vote against the governor last year.",
        "Die Senatoren gewannen die Abstimmung gegen den Gouverneur letztes Jahr.",
        "de",
    )
    realiser.prepare([item])
    feminine = "Die Senatorinnen gewannen die Abstimmung gegen die Gouverneurin letztes Jahr."
    assert realiser.realise(item, "F") == feminine


# Review fixes (session 38): a quotation or a bracket opens a sentence, words common outside sport
# and shows are no sign of a team's name, an office before "of" and a name is no team.


@needs_resources
@pytest.mark.parametrize(
    ("source", "word", "name"),
    [
        # a quotation or a bracket opens a sentence: its first word is capitalised anyway
        ('The manager warned, "Players who miss practice will sit out next season."', '"Players', False),
        ("The manager warned (Players who miss practice sit out next season).", "(Players", False),
        # "final", "series", "concert", "aired" with an object: common outside games and shows
        ("The Patriots defended the fort in the final battle of the winter.", "Patriots", False),
        ("The Patriots aired their complaints at the town meeting.", "Patriots", False),
        ("The Senators acted in concert with the governor on the vote.", "Senators", False),
        # an office named by what it serves
        ("Before the season began, the Members of Congress met the players.", "Members", False),
        # an event's name, or a broadcast without an object, still marks a team or a show
        ("Last season the Giants won the Super Bowl after a long drought.", "Giants", True),
        ("The Senators finally lifted the Cup after a long drought.", "Senators", True),
        ("For a decade, Survivors aired on Sunday nights.", "Survivors", True),
    ],
)
def test_capitalised_name_plural_review(source: str, word: str, name: bool) -> None:
    src = source.split()
    assert capitalised_name_plural(src, src.index(word)) is name


@needs_resources
@pytest.mark.parametrize(
    ("source", "cue"),
    [
        ('The manager warned, "Players who miss practice will sit out next season."', "Players"),
        ("The Patriots defended the fort in the final battle of the winter.", "Patriots"),
        ("Before the season began, the Members of Congress met the players.", "Members"),
    ],
)
def test_people_keep_their_cue(source: str, cue: str) -> None:
    assert [c for c in source_cues(source) if c.source_span == cue]


@needs_resources
def test_a_name_without_a_translated_person_noun_makes_no_realisation() -> None:
    # The translation keeps the team's English name: it has no person noun, so nothing is
    # made, as for any translation without a person (the name rule needs one person noun).
    realiser = SentenceRealiser()
    item = Item(
        "Last season the Giants won the Super Bowl after a long drought.",
        "Letzte Saison gewannen die Giants nach langer Durststrecke den Super Bowl.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") is None
