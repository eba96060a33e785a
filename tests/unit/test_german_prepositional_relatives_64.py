"""deb64: "dem" after a comma and a preposition before a plural noun is the relative pronoun
(german_prepositional_relatives.relative_before_plural; sentences written for these tests).

"das Werkzeug, mit dem Ärzte arbeiten": the plural noun is the relative clause's subject, and
"dem" belongs to the antecedent ("Werkzeug"), so it stays while the noun flips ("mit dem
Ärztinnen arbeiten"); it was read as the noun's article and made "mit der Ärztin arbeiten".
Not in a verb-second main clause after the comma ("Ich denke, mit dem Lehrer kann man reden"),
whose prepositional phrase is its first position and "dem" its article.
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
            "It is a drug that specialists have advised against for years.",
            "Es ist ein Medikament, von dem Spezialisten seit Jahren abraten.",
            "F",
            "Es ist ein Medikament, von dem Spezialistinnen seit Jahren abraten.",
        ),
        (
            "It is a drug that specialists have advised against for years.",
            "Es ist ein Medikament, von dem Spezialisten seit Jahren abraten.",
            "N",
            "Es ist ein Medikament, von dem Spezialist*innen seit Jahren abraten.",
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


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # Controls (mend): after the comma a verb-second main clause opens with the
        # prepositional phrase, whose "dem" is the article: a modal or auxiliary before the end,
        # a subject pronoun after the verb, or no verb at all.
        (
            "I think one can rely on the baker.",
            "Ich denke, auf dem Bäcker kann man sich verlassen.",
            "Ich denke, auf der Bäckerin kann man sich verlassen.",
        ),
        (
            "She said they had argued with the specialist.",
            "Sie sagte, mit dem Spezialisten hatten sie gestritten.",
            "Sie sagte, mit der Spezialistin hatten sie gestritten.",
        ),
        (
            "So, we are going out to eat with the driver.",
            "Also, mit dem Fahrer gehen wir essen.",
            "Also, mit der Fahrerin gehen wir essen.",
        ),
        (
            "They left the house, together with the gardener.",
            "Sie verließen das Haus, mit dem Gärtner zusammen.",
            "Sie verließen das Haus, mit der Gärtnerin zusammen.",
        ),
    ],
)
def test_main_clause_after_comma_keeps_article(
    realiser: SentenceRealiser, source: str, mt: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want
