"""they_groups asks the inflector for its group readings (bug30): no dispatch on its class."""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.they_groups import coordinated_speaker_spans, they_group_spans
from fairmt.fairqe.types import CueDetection, Item
from fairmt.inflect.base import get_inflector
from fairmt.inflect.group_readers import french_group_spans, italian_group_spans, spanish_group_spans
from fairmt.inflect.spanish import SpanishInflector


class _Reader(SpanishInflector):
    """A Spanish inflector whose group readings are fixed (what a plug-in language would do)."""

    def group_spans(
        self, english: frozenset[str], source: str, tokens: Sequence[str], taken: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        return [(0, 1)] if "they" in english else []


def test_the_hook_decides() -> None:
    tokens = ["Llegaron", "cansados", "."]
    item = Item("They arrived tired.", " ".join(tokens), "es")
    assert they_group_spans(item, CueDetection(), tokens, _Reader(), []) == [(0, 1)]
    # An English word that fixes the group's gender: no reading is asked for.
    item = Item("The men arrived. They were tired.", " ".join(tokens), "es")
    assert they_group_spans(item, CueDetection(), tokens, _Reader(), []) == []


def test_the_three_languages_read_their_groups() -> None:
    assert get_inflector("fr").group_spans.__func__ is french_group_spans  # type: ignore[attr-defined]
    assert get_inflector("it").group_spans.__func__ is italian_group_spans  # type: ignore[attr-defined]
    assert get_inflector("es").group_spans.__func__ is spanish_group_spans  # type: ignore[attr-defined]
    tokens = ["Sie", "kamen", "gestern", "an", "."]
    item = Item("They arrived yesterday.", " ".join(tokens), "de")
    assert they_group_spans(item, CueDetection(), tokens, get_inflector("de"), []) == []
    item = Item("My friend and I arrived.", "Mein Freund und ich kamen an .", "de")
    assert (
        coordinated_speaker_spans(item, CueDetection(), item.translation.split(), get_inflector("de"), [])
        == []
    )
