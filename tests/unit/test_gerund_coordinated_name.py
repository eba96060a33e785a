"""A name that opens a coordinated main clause is its gerund's subject (rules-41).

"The feud continued into 1987, and Davis retaliated by signing Bo Jackson" (gold dev de-962,
MLQE-PE en-de train): the gerund "by signing" belongs to the clause "Davis retaliated", whose
subject is its understood subject (CGEL 14.5); German renders it "indem er", and since the English
genders nobody, the pronoun is the named person's and takes the realisation's gender, as it does
when the name opens the sentence ("Gidley übernahm die Führung, indem er ...").
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.gerund_controller import coordinated_name
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon

DAVIS = (
    "The feud continued into 1987, and Davis retaliated by signing Bo Jackson to essentially replace Allen.",
    "Die Fehde setzte sich 1987 fort, und Davis vergeltete, indem er Bo Jackson unterzeichnete, "
    "um Allen im Wesentlichen zu ersetzen.",
)
TANAKA = (
    "The race was hard, but Tanaka won by passing Kanaan.",
    "Das Rennen war hart, aber Tanaka gewann, indem er Kanaan überholte.",
)


def test_the_name_after_the_coordinator_is_found_in_both_sentences() -> None:
    assert coordinated_name(DAVIS[0].split(), DAVIS[1].split()) == (6, 7)
    assert coordinated_name(TANAKA[0].split(), TANAKA[1].split()) == (5, 5)


EARLY_GERUND = (
    "By scoring twice, the team won, and Kelly celebrated.",
    "Indem es zweimal traf, gewann das Team, und Kelly feierte.",
)
PRONOUN_SUBJECT = (
    "The feud continued, and Davis retaliated by signing Jackson.",
    "Die Fehde ging weiter, und er vergeltete, indem er Jackson unterzeichnete.",
)


def test_a_gerund_before_the_coordinator_belongs_to_the_first_clause() -> None:
    assert coordinated_name(EARLY_GERUND[0].split(), EARLY_GERUND[1].split()) is None


def test_another_word_after_the_german_coordinator_is_no_match() -> None:
    assert coordinated_name(PRONOUN_SUBJECT[0].split(), PRONOUN_SUBJECT[1].split()) is None


@pytest.mark.skipif(not german_lexicon.available(), reason="German noun data not installed")
@pytest.mark.parametrize("pair", [DAVIS, TANAKA])
def test_the_gerund_pronoun_follows_the_coordinated_name(pair: tuple[str, str]) -> None:
    realiser = SentenceRealiser()
    item = Item(pair[0], pair[1], "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == pair[1].replace("indem er", "indem sie")
    assert realiser.realise(item, "M") == pair[1]
