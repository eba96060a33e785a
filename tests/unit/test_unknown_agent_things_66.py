"""fr-inflect-79 (fr66): an agent noun the dictionary lacks is no person where the English at its
place names a thing ("A screwdriver lies there" -> "Une visseuse traîne là" stays)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


def _realise(source: str, mt: str, gender: str) -> str | None:
    realiser = SentenceRealiser()
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        ("A screwdriver lies there.", "Une visseuse traîne là."),
        ("The sorting machine counts the notes.", "La trieuse compte les billets."),
    ],
)
def test_tool_noun_with_thing_source_stays(source: str, mt: str) -> None:
    assert _realise(source, mt, "M") is None


def test_agent_noun_with_person_source_realises() -> None:
    got = _realise("The instructor counts the pupils.", "La monitrice compte les élèves.", "M")
    assert got == "Le moniteur compte les élèves."
