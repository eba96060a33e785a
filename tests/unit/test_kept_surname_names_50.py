"""Helper dc50 (issue 12): a capitalised English word the MT kept inside a name ("der Geiger
Counter") is a person noun only where WordNet's most frequent sense of it is a class of persons,
not a famous person it lists under a surname ("Geiger", the physicist, an instance of
"physicist"): ``fairmt.fairqe.name_plurals.common_person_noun``, read by
``realise._kept_english`` (en-cues-58). Before, German "Geiger" (violinist) in "der Geiger
Counter" was realised "die Geigerin Counter". Every sentence here was written for these tests
(none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.name_plurals import common_person_noun
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize("lemma", ["geiger", "newton", "darwin", "lincoln", "koch", "fischer"])
def test_a_famous_surname_is_no_class_of_persons(lemma: str) -> None:
    assert not common_person_noun(lemma)


@pytest.mark.parametrize("lemma", ["senator", "poet", "judge", "democrat", "pharaoh", "baptist"])
def test_person_nouns_stay_classes_also_when_capitalised_by_convention(lemma: str) -> None:
    assert common_person_noun(lemma)


#: Person nouns whose first WordNet sense is a famous bearer of the word as a surname.
_AFTER_A_BEARER = [
    "barber", "usher", "teller", "scribe", "marquis", "yogi",
    "chevalier", "miller", "mason", "smith", "mormon",
]  # fmt: skip


@pytest.mark.parametrize("lemma", _AFTER_A_BEARER)
def test_a_person_noun_listed_after_a_famous_bearer_stays_a_class(lemma: str) -> None:
    # WordNet lists the composer Samuel Barber before "barber", the prelate Usher before "usher":
    # the first sense is a person, and a later person sense is a class of persons
    assert common_person_noun(lemma)


@pytest.mark.parametrize("lemma", ["lake", "counter", "xyzzyq"])
def test_other_words_are_no_person(lemma: str) -> None:
    assert not common_person_noun(lemma)


@pytest.mark.parametrize(
    ("source", "translation", "feminine"),
    [
        ("For decades, the Geiger Counter was a favourite of prospectors.",
         "Jahrzehntelang war der Geiger Counter ein Liebling der Goldsucher.",
         "Jahrzehntelang war der Geiger Counter ein Liebling der Goldsucherinnen."),
        ("Since the war, the Geiger Counter has been a tool of physicists and miners alike.",
         "Seit dem Krieg ist der Geiger Counter ein Werkzeug von Physikern und Bergleuten "
         "gleichermaßen.",
         "Seit dem Krieg ist der Geiger Counter ein Werkzeug von Physikerinnen und Bergleuten "
         "gleichermaßen."),
    ],
)  # fmt: skip
def test_a_kept_surname_of_a_name_stays(
    realiser: SentenceRealiser, source: str, translation: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, translation, "de"), "F") == feminine


def test_a_kept_title_before_a_name_keeps_its_person(realiser: SentenceRealiser) -> None:
    # "Senator" is a class of persons: the title the MT kept before the name is still realised
    item = Item("The teacher met Senator Smith in Boston.", "Der Lehrer traf Senator Smith in Boston.", "de")
    assert realiser.realise(item, "F") == "Die Lehrerin traf Senatorin Smith in Boston."
