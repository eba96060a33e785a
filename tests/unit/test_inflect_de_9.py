"""German inflector, de-inflect-9 (issue 12): a relative clause after an origin phrase; nouns in
-aner without a listed feminine; adverbs in -er that are no adjectives; given names (Wiktionary).

"der Obstverkäufer Amit Rao aus Pune, dessen Stand ...": a postnominal ``aus`` + place name
belongs to the person's noun phrase (Duden, Die Grammatik: prepositional attribute), so the
relative pronoun after it still agrees with the person (deren, die). The place name is a word
Wiktionary (german-nouns) does not list as a noun, or lists as a ``Toponym`` (Köln); a common
noun (``aus der Stadt``, ``aus Stahl``) keeps the relative as it is. Each sentence was written
for this test; none is a gold line.

Nouns in -aner (``Republikaner``, ``Amerikaner``): the suffix forms nouns for adherents and
inhabitants (Duden, Die Grammatik), feminine -anerin; Wiktionary (german-nouns) lists
``Republikaner`` without ``Republikanerin``, which made it read as no person. ``wieder``,
``immer`` ... are uninflected words, never the adjective before a predicative noun.

A given name that Wiktionary lists as such (``Vorname``: Walter, Peter) takes no article, so
"Robin, der Peter seit Jahren kennt" is a relative clause of the name Robin, whose pronoun
agrees with that person, not an apposition "der Peter". A sentence-initial given name with a
surname and a comma ("Hans Bäcker, 92, ...") makes that surname no person noun.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon

pytest.importorskip("german_nouns")


def test_toponym() -> None:
    assert german_lexicon.toponym("Köln")
    assert not german_lexicon.toponym("Stahl")


def test_adherent_masculine() -> None:
    for word in ("Republikaner", "Republikanern", "Republikaners", "Amerikaner"):
        assert german_lexicon.adherent_masculine(word), word
    for word in ("Routenplaner", "Planer", "Lehrer", "Republik", "Kaner"):
        assert not german_lexicon.adherent_masculine(word), word


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Free schooling for the fruit seller Amit Rao from Pune, whose stall was destroyed.",
            "Kostenlose Schule für den Obstverkäufer Amit Rao aus Pune, dessen Stand zerstört wurde.",
            "F",
            "Kostenlose Schule für die Obstverkäuferin Amit Rao aus Pune, deren Stand zerstört wurde.",
        ),
        (
            "Free schooling for the fruit seller Amit Rao from Pune, whose stall was destroyed.",
            "Kostenlose Schule für den Obstverkäufer Amit Rao aus Pune, dessen Stand zerstört wurde.",
            "N",
            "Kostenlose Schule für den*die Obstverkäufer*in Amit Rao aus Pune, "
            "dessen*deren Stand zerstört wurde.",
        ),
        (
            "A baker from Cologne, who had lost the shop, spoke in court.",
            "Ein Bäcker aus Köln, der den Laden verloren hatte, sagte vor Gericht aus.",
            "F",
            "Eine Bäckerin aus Köln, die den Laden verloren hatte, sagte vor Gericht aus.",
        ),
        (
            "A baker from Cologne, who had lost the shop, spoke in court.",
            "Ein Bäcker aus Köln, der den Laden verloren hatte, sagte vor Gericht aus.",
            "N",
            "Ein*e Bäcker*in aus Köln, der*die den Laden verloren hatte, sagte vor Gericht aus.",
        ),
        (
            "The teacher from the city, which was tired, left.",
            "Der Lehrer aus der Stadt, der müde war, ging.",
            "F",
            "Die Lehrerin aus der Stadt, der müde war, ging.",
        ),
    ],
)
def test_relative_after_origin_phrase(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The bill was backed by Republicans and opposed by most Democrats.",
            "Der Gesetzentwurf wurde von Republikanern unterstützt und von den meisten Demokraten abgelehnt.",
            "F",
            "Der Gesetzentwurf wurde von Republikanerinnen unterstützt und von den meisten Demokratinnen "
            "abgelehnt.",
        ),
        (
            "The bill was backed by Republicans and opposed by most Democrats.",
            "Der Gesetzentwurf wurde von Republikanern unterstützt und von den meisten Demokraten abgelehnt.",
            "N",
            "Der Gesetzentwurf wurde von Republikaner*innen unterstützt und von den meisten Demokrat*innen "
            "abgelehnt.",
        ),
        (
            "Two Republicans voted against the plan.",
            "Zwei Republikaner stimmten gegen den Plan.",
            "F",
            "Zwei Republikanerinnen stimmten gegen den Plan.",
        ),
        (
            "After the election he became a Republican again.",
            "Nach der Wahl wurde er wieder Republikaner.",
            "F",
            "Nach der Wahl wurde er wieder Republikanerin.",
        ),
        (
            "After the election he became a teacher again.",
            "Nach der Wahl wurde er wieder Lehrer.",
            "N",
            "Nach der Wahl wurde er wieder Lehrer*in.",
        ),
    ],
)
def test_adherent_nouns_and_er_adverbs(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_given_name() -> None:
    assert german_lexicon.given_name("Walter")
    assert german_lexicon.given_name("Peter")
    assert not german_lexicon.given_name("Lehrer")


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "She talked to Robin, who has known Peter for years.",
            "Sie sprach mit Robin, der Peter seit Jahren kennt.",
            "F",
            "Sie sprach mit Robin, die Peter seit Jahren kennt.",
        ),
        (
            "She talked to Robin, who has known Peter for years.",
            "Sie sprach mit Robin, der Peter seit Jahren kennt.",
            "N",
            "Sie sprach mit Robin, der*die Peter seit Jahren kennt.",
        ),
        (
            "Kim worked with Casey, who had long admired Walter for his films.",
            "Kim arbeitete mit Casey, der Walter lange für seine Filme bewundert hatte.",
            "F",
            "Kim arbeitete mit Casey, die Walter lange für seine Filme bewundert hatte.",
        ),
        (
            # A person noun after the d-word keeps reading as its article (either way it flips).
            "The coach praised Sam, who was a teacher.",
            "Der Trainer lobte Sam, der Lehrer war.",
            "F",
            "Die Trainerin lobte Sam, die Lehrerin war.",
        ),
    ],
)
def test_relative_before_a_given_name(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("gender", "want"),
    [
        ("F", "Hans Bäcker, 92, deutsche Malerin, ist gestorben."),
        ("N", "Hans Bäcker, 92, deutsche*r Maler*in, ist gestorben."),
    ],
)
def test_surname_after_an_initial_given_name(gender: str, want: str) -> None:
    """ "Hans Bäcker, 92, ...": a sentence-initial given name Wiktionary lists (Vorname), then the
    surname and a comma; the surname is no person noun ("Hans Bäckerinnen")."""
    source = "Hans Becker, 92, German painter, has died."
    assert _realise(source, "Hans Bäcker, 92, deutscher Maler, ist gestorben.", gender) == want
