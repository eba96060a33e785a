"""de-inflect-47 (helper de62b): an English gerund clause that ends the sentence counts.

``_gerund_clauses`` read the words with their punctuation, so "... by smiling." had no "-ing"
word and the German subject pronoun of the clause it becomes ("..., indem sie lächelte.") was
not flipped with the person it refers to. A clause does not reach past a punctuation mark
("before. Running" is no gerund clause). And an object "him" of the verb of the name that
opens the sentence is another person (binding: the name's own would be "himself"), so it no
longer keeps the name's gerund pronoun from following the realisation. All sentences were
written for these tests.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser, _gerund_clauses
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "count"),
    [
        ("The teacher calmed the children by smiling.", 1),
        ("The doctor thanked him before leaving!", 1),
        ("The pilot landed the plane without really trying.", 1),
        ("She resigned, having failed.", 1),
        ("She came in after. Running was not allowed.", 0),
        ("He stood by. Waiting was all he could do.", 0),
    ],
)
def test_gerund_clause_at_the_end(source: str, count: int) -> None:
    assert _gerund_clauses(source.lower().replace(",", " ").split()) == count


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The teacher calmed the children by smiling.",
            "Die Lehrerin beruhigte die Kinder, indem sie lächelte.",
            "Der Lehrer beruhigte die Kinder, indem er lächelte.",
        ),
        (
            "The doctor thanked him before leaving.",
            "Die Ärztin dankte ihm, bevor sie ging.",
            "Der Arzt dankte ihm, bevor er ging.",
        ),
        (
            "The cook saved the evening by improvising.",
            "Die Köchin rettete den Abend, indem sie improvisierte.",
            "Der Koch rettete den Abend, indem er improvisierte.",
        ),
    ],
)
def test_final_gerund_pronoun_flips(
    realiser: SentenceRealiser, source: str, feminine: str, masculine: str
) -> None:
    """The pronoun of the clause follows the person both ways (round trip)."""
    items = [Item(source, feminine, "de"), Item(source, masculine, "de")]
    realiser.prepare(items)
    assert realiser.realise(items[0], "M") == masculine
    assert realiser.realise(items[1], "F") == feminine


@pytest.mark.parametrize(
    ("source", "subject", "other"),
    [
        ("Anna thanked him before leaving.", 0, True),
        ("Kim never told him the truth before leaving.", 0, True),
        ("However, Kim surprised him by resigning.", 1, True),
        ("Kim looked behind him before leaving.", 0, False),
        ("Kim and him went home after eating.", 0, False),
        ("Kim said the coach praised him after winning.", 0, False),
        ("Kim calmed Tom by hugging him.", 0, False),
        ("Kim, him and Tom left before eating.", 0, False),
    ],
)
def test_object_of_subject(source: str, subject: int, other: bool) -> None:
    """(de-inflect-47) Only a "him" that is the object of the name's own verb is another person."""
    from fairmt.fairqe.gerund_controller import object_of_subject

    assert object_of_subject(source.split(), subject) is other


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Anna thanked him before leaving.",
            "Anna dankte ihm, bevor sie ging.",
            "Anna dankte ihm, bevor er ging.",
        ),
        (
            "Morales surprised him by resigning.",
            "Morales überraschte ihn, indem sie zurücktrat.",
            "Morales überraschte ihn, indem er zurücktrat.",
        ),
    ],
)
def test_name_gerund_with_object_him(
    realiser: SentenceRealiser, source: str, feminine: str, masculine: str
) -> None:
    """The object "him" is another person: the name's gerund pronoun follows the realisation."""
    items = [Item(source, feminine, "de"), Item(source, masculine, "de")]
    realiser.prepare(items)
    assert realiser.realise(items[0], "M") == masculine
    assert realiser.realise(items[1], "F") == feminine
