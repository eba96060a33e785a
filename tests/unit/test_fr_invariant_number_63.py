"""fr-inflect-76: "elle" takes up "une personne" / "la victime" (a noun of one gender for everyone,
whose pronoun follows its grammatical gender) only in the noun's number. A singular "elle" after
"les personnes" is someone else, the subject, and varies with it. Sentences written for this test.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector
from fairmt.inflect.evaluate import flip_to


@needs_fr_parser
@pytest.mark.parametrize(
    ("feminine", "masculine"),
    [
        # the plural noun is no antecedent of a singular "elle": it varies with the subject
        ("Elle aide les personnes qu'elle rencontre .", "Il aide les personnes qu'il rencontre ."),
        ("Elle a aidé les victimes qu'elle a trouvées .", "Il a aidé les victimes qu'il a trouvées ."),
        # the singular noun is: "elle" stays (the noun's grammatical gender)
        (
            "Elle a prévenu une personne qu'elle ne pourrait pas entrer .",
            "Il a prévenu une personne qu'elle ne pourrait pas entrer .",
        ),
        # and the plural noun takes up "elles"
        (
            "Elle a rencontré les victimes et elles étaient fatiguées .",
            "Il a rencontré les victimes et elles étaient fatiguées .",
        ),
    ],
)
def test_invariant_noun_takes_up_a_pronoun_of_its_number(feminine: str, masculine: str) -> None:
    got, _ = flip_to(get_inflector("fr"), feminine, masculine, "M")
    assert got == masculine
