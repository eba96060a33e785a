"""ex61 / en-cues-69: a person noun the aligner put on a common-gender relational adjective is read
on that adjective's noun ("empresario industrial" for "industrialist",
:mod:`fairmt.fairqe.adjective_heads`), only where that noun is a person noun with a form in the
other gender and does not follow a preposition. Every sentence here was written for these tests
(none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _industrialist(agents: RuleAgents, source: str, translation: str, lang: str) -> str | None:
    """The target gender read for the source's cue "industrialist"."""
    [det] = agents.detector.detect([Item(source, translation, lang)])
    [cue] = [c for c in det.cues if c.source_span == "industrialist"]
    return cue.target_gender


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        # the person noun before the relational adjective shows the gender
        ("By forty he was a rich industrialist with mills in three towns.",
         "A los cuarenta años era un rico empresario industrial con fábricas en tres ciudades.", "es", "M"),
        ("By forty she was a rich industrialist with mills in three towns.",
         "A los cuarenta años era una rica empresaria industrial con fábricas en tres ciudades.", "es", "F"),
        ("She was a noted industrialist in Turin.",
         "Era una nota imprenditrice industriale a Torino.", "it", "F"),
        ("She was a noted industrialist in Turin.",
         "Era un noto imprenditore industriale a Torino.", "it", "M"),
        # "como" before a predicative is no preposition
        ("She worked as an industrialist for years.",
         "Trabajó como empresaria industrial durante años.", "es", "F"),
    ],
)  # fmt: skip
def test_the_relational_adjectives_person_noun_shows_the_gender(
    agents: RuleAgents, source: str, translation: str, lang: str, gender: str
) -> None:
    assert _industrialist(agents, source, translation, lang) == gender


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # a thing noun before the adjective: no person noun (no other-gender form)
        ("She was a leading industrialist.", "Fue un motor industrial del país.", "es"),
        ("She was a leading industrialist.", "Fu un motore industriale del paese.", "it"),
        # a noun after a preposition or contraction heads a complement, not the cue's phrase
        ("He was a leading industrialist.", "Fu un pioniere del design industriale.", "it"),
        ("She was a leading industrialist.", "Fue la gran aliada del empresario industrial.", "es"),
        ("She was a leading industrialist.", "Fu una voce di spicco del lavoratore industriale.", "it"),
        ("She was a leading industrialist.", "Fue un nombre clave en el sector industrial.", "es"),
    ],
)  # fmt: skip
def test_no_gender_read_on_a_thing_or_a_complements_noun(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    assert _industrialist(agents, source, translation, lang) is None
