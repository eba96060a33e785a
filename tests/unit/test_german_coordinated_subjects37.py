"""de-inflect-31: the subject pronoun a German translation repeats in a coordinated main clause
("..., doch dann erlangte sie die Kontrolle zurück") for an English predicate with no pronoun
follows the person it refers to; a plural "sie" stays."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.base import Word
from fairmt.inflect.german_coordinated_subjects import coordinated_subject_pronoun


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Briefly looking beaten, the Canadian then recovered to win the final set.",
            "Kurz schien der Kanadier geschlagen, doch dann erholte er sich und gewann den Satz.",
            "F",
            "Kurz schien die Kanadierin geschlagen, doch dann erholte sie sich und gewann den Satz.",
        ),
        (
            "Looking nervous at first, the singer later delivered a strong performance.",
            "Zunächst wirkte die Sängerin nervös, aber später lieferte sie eine starke Vorstellung ab.",
            "M",
            "Zunächst wirkte der Sänger nervös, aber später lieferte er eine starke Vorstellung ab.",
        ),
        (
            # "sie" is the government's, the subject of the first clause, not the minister's
            "The minister's government rose quickly, but then fell.",
            "Die Regierung der Ministerin stieg schnell, doch dann fiel sie.",
            "M",
            "Die Regierung des Ministers stieg schnell, doch dann fiel sie.",
        ),
        (
            # a nominalised adjective as the subject is a person
            "Looking calm, the accused then denied everything.",
            "Die Angeklagte wirkte ruhig, doch dann bestritt sie alles.",
            "M",
            "Der Angeklagte wirkte ruhig, doch dann bestritt er alles.",
        ),
        (
            "The players looked tired but then won the match.",
            "Die Spieler wirkten müde, doch dann gewannen sie das Spiel.",
            "F",
            "Die Spielerinnen wirkten müde, doch dann gewannen sie das Spiel.",
        ),
    ],
)
def test_coordinated_subject(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "t", "want"),
    [
        ("Sie schien verloren, doch dann erlangte sie die Kontrolle", 6, True),
        ("Er war müde, dann gewann er", 5, True),
        ("Er war müde, und gewann er", 5, True),
        ("Sie waren müde, doch dann gewannen sie", 6, False),  # a plural verb: the plural "sie"
        ("Er sah die Frau, dann grüßte Sie", 6, False),  # the polite "Sie"
        ("Er war müde, gewann er", 4, False),  # neither conjunction nor adverb
        ("Er war müde doch dann gewann er", 5, False),  # no comma before the clause
        ("Die Regierung stieg, doch dann fiel sie", 6, False),  # the subject before is a thing
    ],
)
def test_coordinated_subject_pronoun(text: str, t: int, want: bool) -> None:
    words = [Word.parse(x) for x in text.split()]
    assert coordinated_subject_pronoun(words, t) is want
