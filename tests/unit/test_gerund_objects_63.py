"""German gerund pronouns: object control of "for V-ing", and a gerund that ends the sentence
(en-cues-78, en63).

"The teacher praised the student for winning": the student won (CGEL 14.5, object control with
verbs of judging), so the German "weil er gewonnen hatte" follows "den Studenten", not the
subject "die Lehrerin". "The doctor was fined for speeding.": the last word "speeding." (with its
full stop) is a gerund clause too, whose German subject pronoun follows the doctor. The German
is what an MT system writes for the English; the sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.gerund_objects import gerund_object
from fairmt.fairqe.realise import SentenceRealiser, _gerund_clauses
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "obj"),
    [
        ("The coach praised the young player for winning.", "the young player"),
        ("They fined her for speeding on the bridge.", "her"),
        ("Everyone thanked the nurses for staying late.", "the nurses"),
        ("She was praised for winning the race.", None),
        ("He apologised for shouting at the waiter.", None),
        ("They paid the fine for parking in the wrong place.", None),
        ("We thanked them, for leaving early was hard.", None),
    ],
)
def test_gerund_object(source: str, obj: str | None) -> None:
    words = source.split()
    span = gerund_object(words)
    assert (" ".join(words[span[0] : span[1]]) if span else None) == obj


def _split(text: str) -> list[str]:
    return text.split()


def test_a_sentence_final_gerund_is_counted() -> None:
    assert _gerund_clauses(_split("she thanked him by smiling.")) == 1
    assert _gerund_clauses(_split("the doctor was fined for speeding!")) == 1
    assert _gerund_clauses(_split("he left without a word.")) == 0


@pytest.mark.parametrize(
    ("source", "mt", "want_f", "want_m"),
    [
        (
            "The teacher praised the student for winning the prize.",
            "Die Lehrerin lobte den Studenten, weil er den Preis gewonnen hatte.",
            "Die Lehrerin lobte die Studentin, weil sie den Preis gewonnen hatte.",
            "Der Lehrer lobte den Studenten, weil er den Preis gewonnen hatte.",
        ),
        (
            "The manager thanked her for helping with the move.",
            "Die Managerin dankte ihr, weil sie beim Umzug geholfen hatte.",
            "Die Managerin dankte ihr, weil sie beim Umzug geholfen hatte.",
            "Der Manager dankte ihr, weil sie beim Umzug geholfen hatte.",
        ),
        (
            # review: the object's head, not the possessive before it, controls the gerund
            "The student thanked his teacher for helping.",
            "Der Student dankte seiner Lehrerin, weil sie geholfen hatte.",
            "Die Studentin dankte seiner Lehrerin, weil sie geholfen hatte.",
            "Der Student dankte seinem Lehrer, weil er geholfen hatte.",
        ),
        (
            "The pilot thanked her mechanic for checking the engine.",
            "Der Pilot dankte ihrem Mechaniker, weil er den Motor überprüft hatte.",
            "Die Pilotin dankte ihrer Mechanikerin, weil sie den Motor überprüft hatte.",
            "Der Pilot dankte ihrem Mechaniker, weil er den Motor überprüft hatte.",
        ),
        (
            "The doctor was fined for speeding.",
            "Die Ärztin wurde bestraft, weil sie zu schnell fuhr.",
            "Die Ärztin wurde bestraft, weil sie zu schnell fuhr.",
            "Der Arzt wurde bestraft, weil er zu schnell fuhr.",
        ),
        (
            "The teacher greeted the parents by smiling.",
            "Die Lehrerin begrüßte die Eltern, indem sie lächelte.",
            "Die Lehrerin begrüßte die Eltern, indem sie lächelte.",
            "Der Lehrer begrüßte die Eltern, indem er lächelte.",
        ),
    ],
)
def test_gerund_pronoun_follows_its_controller(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_m: str
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f
    assert realiser.realise(item, "M") == want_m
