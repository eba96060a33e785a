"""deb64: "dem" after a comma and a preposition before a plural noun is the relative pronoun
(german_prepositional_relatives.relative_before_plural; sentences written for these tests).

"das Werkzeug, mit dem Ärzte arbeiten": the plural noun is the relative clause's subject, and
"dem" belongs to the antecedent ("Werkzeug"), so it stays while the noun flips ("mit dem
Ärztinnen arbeiten"); it was read as the noun's article and made "mit der Ärztin arbeiten".
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "This is the tool with which doctors work.",
            "Das ist das Werkzeug, mit dem Ärzte arbeiten.",
            "F",
            "Das ist das Werkzeug, mit dem Ärztinnen arbeiten.",
        ),
        (  # a weak noun whose -en form is singular too: the plural verb decides
            "It was a plan that experts on both sides warned against.",
            "Es war ein Plan, von dem Experten auf beiden Seiten abraten.",
            "F",
            "Es war ein Plan, von dem Expertinnen auf beiden Seiten abraten.",
        ),
        (
            "It was a plan that experts on both sides warned against.",
            "Es war ein Plan, von dem Experten auf beiden Seiten abraten.",
            "N",
            "Es war ein Plan, von dem Expert*innen auf beiden Seiten abraten.",
        ),
        # Controls: a preposition's phrase with its article flips whole; a zu-infinitive
        # clause has no finite verb, so "dem" is the article there.
        (
            "He spoke with the expert.",
            "Er sprach mit dem Experten.",
            "F",
            "Er sprach mit der Expertin.",
        ),
        (
            "She asked him to talk with the expert.",
            "Sie bat ihn, mit dem Experten zu sprechen.",
            "F",
            "Sie bat ihn, mit der Expertin zu sprechen.",
        ),
    ],
)
def test_relative_dem_before_plural_subject(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
