"""ex61 / en-cues-69: the one person's object clitic before a finite verb ("lo hicieron correr")
read for a pronoun cue in a source whose only person is named by pronouns, none of them an
object (:mod:`fairmt.fairqe.person_clitics`); and a person noun the aligner put on a
relational adjective read on that adjective's noun ("empresario industrial" for "industrialist",
:mod:`fairmt.fairqe.adjective_heads`). Every sentence here was written for these tests (none from
an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _read(agents: RuleAgents, source: str, translation: str, lang: str) -> set[str | None]:
    """The target genders read for the source's explicit pronoun cues."""
    [det] = agents.detector.detect([Item(source, translation, lang)])
    return {c.target_gender for c in det.cues if c.kind == "explicit" and c.category.value == "C1"}


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        # a possessive-only person made the object of a causative
        ("His punishment was having his head shaved and then being forced to march through his village.",
         "Su castigo fue que le raparon la cabeza y luego lo obligaron a marchar por su pueblo.", "es", "M"),
        ("His punishment was having his head shaved and then being forced to march through his village.",
         "Su castigo fue que le raparon la cabeza y luego la obligaron a marchar por su pueblo.", "es", "F"),
        # a person named, then an object clitic for a restructured clause
        ("When Castillo retired from his post, Herrero succeeded to the office.",
         "Cuando Castillo se retiró de su puesto, Herrero lo sucedió en el cargo.", "es", "M"),
        ("When Castillo retired from her post, Herrero succeeded to the office.",
         "Cuando Castillo se retiró de su puesto, Herrero la sucedió en el cargo.", "es", "F"),
        # the Italian accusative after a relative, with a plural "them" that cannot own "lo"/"la"
        ("The channel still has a million viewers, most of them loyal since her first season.",
         "Il canale ha ancora un milione di spettatori, la maggior parte dei quali la segue "
         "dalla prima stagione.",
         "it", "F"),
        ("The channel still has a million viewers, most of them loyal since her first season.",
         "Il canale ha ancora un milione di spettatori, la maggior parte dei quali lo segue "
         "dalla prima stagione.",
         "it", "M"),
    ],
)  # fmt: skip
def test_the_persons_object_clitic_shows_the_gender(
    agents: RuleAgents, source: str, translation: str, lang: str, gender: str
) -> None:
    assert gender in _read(agents, source, translation, lang)


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # a thing's passive made a subjectless plural active: the clitic is the thing's
        ("His career ended in 1950, and his songs are rarely sung now.",
         "Su carrera terminó en 1950, y la canción hoy la cantan poco.", "es"),
        # a fronted object doubled by the clitic: after a noun
        ("He wrote his first novel in 1990.", "Su primera novela la escribió en 1990.", "es"),
        # the predicative neuter "lo" before a copula
        ("His brother was rich, and his cousin was rich too.",
         "Su hermano era rico, y su primo también lo era.", "es"),
        # a thing pronoun in the source can own the clitic
        ("She bought a house and sold it in 1990.", "Compró una casa y lo vendió en 1990.", "es"),
        # another person of the other gender: no one-person sentence
        ("When her father died, a cousin succeeded to the estate.",
         "Cuando su padre murió, un primo lo sucedió en la finca.", "es"),
    ],
)  # fmt: skip
def test_no_clitic_read_where_another_owner_may_have_it(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    assert _read(agents, source, translation, lang) <= {None}


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        # ex61: a person noun the aligner put on the common-gender relational adjective after its noun
        ("He later became a wealthy steel industrialist in Ohio.",
         "Más tarde se convirtió en un rico empresario industrial del acero en Ohio.", "es", "M"),
        ("He later became a wealthy steel industrialist in Ohio.",
         "Más tarde se convirtió en una rica empresaria industrial del acero en Ohio.", "es", "F"),
        ("She later became a wealthy steel industrialist in Ohio.",
         "In seguito divenne un ricco imprenditore industriale dell'acciaio in Ohio.", "it", "M"),
        ("She later became a wealthy steel industrialist in Ohio.",
         "In seguito divenne una ricca imprenditrice industriale dell'acciaio in Ohio.", "it", "F"),
    ],
)  # fmt: skip
def test_the_relational_adjectives_noun_shows_the_gender(
    agents: RuleAgents, source: str, translation: str, lang: str, gender: str
) -> None:
    [det] = agents.detector.detect([Item(source, translation, lang)])
    [cue] = [c for c in det.cues if c.source_span == "industrialist"]
    assert cue.target_gender == gender
