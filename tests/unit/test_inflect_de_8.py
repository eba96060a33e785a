"""German inflector, de-inflect-8 (issue 12): an attributive adjective before a person's name.

"Der verstorbene Otto Brandtner", "sein stellvertretender Raimund Kölbl": German puts an article
and a declined adjective before a proper name with an attribute, and both agree with the
person's gender (die verstorbene Ilse Brandtner; seine stellvertretende ...). Any declined
adjective counts, not only the listed nominalised stems, when a name follows (a capitalised
word Wiktionary does not list as a noun) and the English has that name too. Each sentence was
written for this test; none is a gold line.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.fixture(scope="module")
def de() -> GermanInflector:
    inflector = get_inflector("de")
    assert isinstance(inflector, GermanInflector)
    return inflector


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The late Otto Brandtner was a friend of the family.",
            "Der verstorbene Otto Brandtner war ein Freund der Familie.",
            "F",
            "Die verstorbene Otto Brandtner war eine Freundin der Familie.",
        ),
        (
            "The late Otto Brandtner was a friend of the family.",
            "Der verstorbene Otto Brandtner war ein Freund der Familie.",
            "N",
            "Der*die verstorbene Otto Brandtner war ein*e Freund*in der Familie.",
        ),
        (
            "Yesterday his deputy Raimund Koelbl spoke to the press.",
            "Gestern sprach sein stellvertretender Raimund Kölbl vor der Presse.",
            "F",
            "Gestern sprach seine stellvertretende Raimund Kölbl vor der Presse.",
        ),
        (
            "Yesterday his deputy Raimund Koelbl spoke to the press.",
            "Gestern sprach sein stellvertretender Raimund Kölbl vor der Presse.",
            "N",
            "Gestern sprach sein*e stellvertretende*r Raimund Kölbl vor der Presse.",
        ),
        (
            "Yesterday his deputy Raimund Koelbl spoke to the press.",
            "Gestern sprach sein stellvertretender Raimund Kölbl vor der Presse.",
            "M",
            "Gestern sprach sein stellvertretender Raimund Kölbl vor der Presse.",
        ),
    ],
)
def test_adjective_before_a_name_agrees_with_the_person(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_the_feminine_original_goes_to_the_masculine() -> None:
    source = "The former Ilse Wendlinger now runs a bakery."
    mt = "Die ehemalige Ilse Wendlinger betreibt heute eine Bäckerei."
    assert _realise(source, mt, "M") == "Der ehemalige Ilse Wendlinger betreibt heute eine Bäckerei."
    assert _realise(source, mt, "F") == mt


def test_the_surname_after_the_adjective_is_no_person_noun(de: GermanInflector) -> None:
    # "Pilot" is a person noun in Wiktionary, but after "stellvertretender Sachin" a surname.
    tokens = ["Gestern", "sprach", "ihr", "stellvertretender", "Sachin", "Pilot", "vor", "der", "Presse."]
    assert (5, 6) not in de.person_spans(tokens)
    assert (3, 4) in de.person_spans(tokens)
    assert de.name_after(tokens, (3, 4)) == "Sachin"


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        # A genitive noun after the adjective, no name in the English: nothing changes.
        (
            "The museum is part of the industrial heritage of Wales.",
            "Das Museum ist Teil des industriellen Erbes Wales.",
        ),
        # An English common noun the MT kept (lower case in the English): no name.
        (
            "They bought a white stetson in Texas.",
            "Sie kauften einen weißen Stetson in Texas.",
        ),
    ],
)
def test_no_name_in_the_english_no_person(source: str, mt: str) -> None:
    assert _realise(source, mt, "F") in (None, mt)


def test_neuter_article_is_no_person(de: GermanInflector) -> None:
    tokens = ["Das", "neue", "Samsung", "Galaxy", "kommt", "im", "Mai."]
    assert de.name_after(tokens, (1, 2)) is None


# ------------------------------------------------- partitive pronouns in every case, possessives
#
# German grammar: "einer/eine der ..." and "einer/eine seiner ..." (a partitive genitive plural,
# with the article or a possessive) take the gender of the persons; the pronoun keeps its own
# case (einen/eine accusative, einem/einer dative), and a masculine singular relative pronoun
# right after the phrase is the pronoun's.


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The police arrested one of the protesters.",
            "Die Polizei verhaftete einen der Demonstranten.",
            "F",
            "Die Polizei verhaftete eine der Demonstrantinnen.",
        ),
        (
            "The police arrested one of the protesters.",
            "Die Polizei verhaftete einen der Demonstranten.",
            "N",
            "Die Polizei verhaftete eine*n der Demonstrant*innen.",
        ),
        (
            "She thanked one of his colleagues.",
            "Sie dankte einem seiner Kollegen.",
            "F",
            "Sie dankte einer seiner Kolleginnen.",
        ),
        (
            "She thanked one of his colleagues.",
            "Sie dankte einem seiner Kollegen.",
            "N",
            "Sie dankte einem*einer seiner Kolleg*innen.",
        ),
        (
            "One of his students, who later became famous, wrote a book.",
            "Einer seiner Schüler, der später berühmt wurde, schrieb ein Buch.",
            "F",
            "Eine seiner Schülerinnen, die später berühmt wurde, schrieb ein Buch.",
        ),
        (
            "One of his students, who later became famous, wrote a book.",
            "Einer seiner Schüler, der später berühmt wurde, schrieb ein Buch.",
            "N",
            "Eine*r seiner Schüler*innen, der*die später berühmt wurde, schrieb ein Buch.",
        ),
        (
            "One of the doctors, who works in Berlin, was honoured.",
            "Einer der Ärzte, der in Berlin arbeitet, wurde geehrt.",
            "F",
            "Eine der Ärztinnen, die in Berlin arbeitet, wurde geehrt.",
        ),
        (
            "The mayor spoke with one of her employees.",
            "Die Bürgermeisterin sprach mit einer ihrer Mitarbeiterinnen.",
            "M",
            "Der Bürgermeister sprach mit einem ihrer Mitarbeiter.",
        ),
        (
            "The nurse spoke with one of the doctors.",
            "Die Krankenschwester sprach mit einer der Ärztinnen.",
            "F",
            "Die Krankenschwester sprach mit einer der Ärztinnen.",
        ),
    ],
)
def test_partitive_pronoun_keeps_its_case(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want
