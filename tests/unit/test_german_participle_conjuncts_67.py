"""de-inflect-60: "sie" opening a conjunct of participles that share one auxiliary and one
subject ("hat sie verpflichtet, bezahlt und sie entlassen") is the object: "ihn" in the
masculine (german_participle_conjuncts)."""

from __future__ import annotations

from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector
from fairmt.inflect.german_participle_conjuncts import participle_conjunct_object, past_participle


def _words(text: str) -> list[Word]:
    return [Word.parse(t) for t in text.split(" ")]


def test_participle_forms() -> None:
    for w in ("verpflichtet", "bezahlt", "entlassen", "aufgenommen", "kritisiert", "gejagt"):
        assert past_participle(Word.parse(w)), w
    for w in ("Garten", "morgen", "und"):
        assert not past_participle(Word.parse(w)), w


def test_sie_in_a_list_of_participle_conjuncts_is_the_object() -> None:
    s = "Der Verein hat Lena im Mai verpflichtet, zwei Jahre bezahlt und sie im Juni entlassen."
    words = _words(s)
    t = s.split(" ").index("sie")
    assert participle_conjunct_object(words, t)
    tokens = s.split(" ")
    out = GermanInflector().realise(tokens, (t, t + 1), "M")
    assert out is not None and " ".join(out).endswith("und ihn im Juni entlassen.")


def test_two_conjuncts_may_gap_a_new_subject() -> None:
    s = "Der Trainer hat gelacht und sie laut geweint."
    assert not participle_conjunct_object(_words(s), s.split(" ").index("sie"))
