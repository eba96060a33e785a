"""de-inflect-60: "sie" opening a conjunct of participles that share one auxiliary and one
subject ("hat Lena angerufen, eingeladen und sie zum Gespräch gebeten") is the object: "ihn" in
the masculine (german_participle_conjuncts)."""

from __future__ import annotations

from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector
from fairmt.inflect.german_participle_conjuncts import participle_conjunct_object, past_participle


def _words(text: str) -> list[Word]:
    return [Word.parse(t) for t in text.split(" ")]


def _sie(text: str) -> int:
    return text.split(" ").index("sie")


def test_participle_forms() -> None:
    for w in ("angerufen", "eingeladen", "gebeten", "verkauft", "aufgenommen", "kritisiert"):
        assert past_participle(Word.parse(w)), w
    for w in ("Garten", "morgen", "und"):
        assert not past_participle(Word.parse(w)), w


def test_sie_in_a_list_of_participle_conjuncts_is_the_object() -> None:
    s = "Die Firma hat Lena angerufen, eingeladen und sie zum Gespräch gebeten."
    t = _sie(s)
    assert participle_conjunct_object(_words(s), t)
    out = GermanInflector().realise(s.split(" "), (t, t + 1), "M")
    assert out is not None and " ".join(out).endswith("und ihn zum Gespräch gebeten.")


def test_two_conjuncts_may_gap_a_new_subject() -> None:
    s = "Der Trainer hat gelacht und sie laut geweint."
    assert not participle_conjunct_object(_words(s), _sie(s))


def test_a_finite_verb_in_the_last_conjunct_makes_sie_a_subject() -> None:
    for s in (
        "Der Koch hat gewartet, gerufen und sie ist nicht gekommen.",
        "Der Chef hat gelobt, gedankt und sie wurde trotzdem versetzt.",
        "Das Team hat gesucht, gefragt und sie war längst abgereist.",
    ):
        assert not participle_conjunct_object(_words(s), _sie(s)), s


def test_a_bare_first_participle_gaps_a_new_subject() -> None:
    s = "Er hat gespült, gefegt und sie den Rasen gemäht."
    assert not participle_conjunct_object(_words(s), _sie(s))
    t = _sie(s)
    out = GermanInflector().realise(s.split(" "), (t, t + 1), "M")
    assert out is not None and " ".join(out).endswith("und er den Rasen gemäht.")
