"""de-inflect-37: a partitive pronoun after "als" that describes the object is accusative.

"Der Trainer bezeichnete Kim als eine der besten Spielerinnen": the "als" phrase describes the
accusative object "Kim" and agrees with it (Duden, Die Grammatik: Kongruenz der als-Phrase), so
the masculine is "als einen der besten Spieler"; with the subject ("Kim arbeitete als eine der
besten ...") it stays nominative ("einer").
"""

from __future__ import annotations

from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


def test_partitive_pronoun_describing_the_object(realiser: SentenceRealiser) -> None:
    src = "The coach described Kim as one of the best players."
    mt = "Der Trainer bezeichnete Kim als eine der besten Spielerinnen."
    assert realise_de(realiser, src, mt, "M") == "Der Trainer bezeichnete Kim als einen der besten Spieler."
    got = realise_de(realiser, src, mt, "N")
    assert got is not None and "als eine*n der besten Spieler*innen" in got


def test_partitive_pronoun_describing_the_subject(realiser: SentenceRealiser) -> None:
    src = "Kim worked as one of the best players."
    mt = "Kim arbeitete als eine der besten Spielerinnen."
    assert realise_de(realiser, src, mt, "M") == "Kim arbeitete als einer der besten Spieler."
