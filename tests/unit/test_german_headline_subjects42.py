"""de-inflect-36: the article-less subject of a headline makes the phrase after the verb an object.

"Polizei nimmt mutmaßliche Mörderin fest": headlines leave out articles, but the clause is
verb-second with its subject first, so "mutmaßliche Mörderin" is the accusative object and its
masculine is "mutmaßlichen Mörder" (not the nominative "mutmaßlicher Mörder"). A sentence-initial
adverb ("Gestern") or pronoun is no such subject.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_headline_subjects import bare_headline_subject

CASES = [
    (
        "Police arrest suspected killer",
        "Polizei nimmt mutmaßliche Mörderin fest",
        "Polizei nimmt mutmaßlichen Mörder fest",
        "Polizei nimmt mutmaßliche*n Mörder*in fest",
    ),
    (
        "Court sentences former minister to prison",
        "Gericht verurteilt ehemalige Ministerin zu Haft",
        "Gericht verurteilt ehemaligen Minister zu Haft",
        "Gericht verurteilt ehemalige*n Minister*in zu Haft",
    ),
    (
        "Tunisian interior minister appoints new prime minister",
        "Tunesiens Innenministerin ernennt neue Ministerpräsidentin",
        "Tunesiens Innenminister ernennt neuen Ministerpräsidenten",
        "Tunesiens Innenminister*in ernennt neue*n Ministerpräsident*in",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_m", "want_n"), CASES)
def test_object_after_bare_headline_subject(
    realiser: SentenceRealiser, source: str, mt: str, want_m: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == want_m
    assert realise_de(realiser, source, mt, "N") == want_n
    assert realise_de(realiser, source, mt, "F") == mt


def test_masculine_headline_object_gives_the_feminine(realiser: SentenceRealiser) -> None:
    src = "Court sentences former minister"
    mt = "Gericht verurteilt ehemaligen Minister"
    assert realise_de(realiser, src, mt, "F") == "Gericht verurteilt ehemalige Ministerin"


def test_fronted_prepositional_phrase_keeps_the_subject(realiser: SentenceRealiser) -> None:
    # "Als Hochzeitsgeschenk" opens the sentence: the phrase after the verb is its subject.
    src = "As a wedding present, the bride's grandmother bought the couple a house."
    mt = "Als Hochzeitsgeschenk kaufte die Großmutter der Braut dem Paar ein Haus."
    got = realise_de(realiser, src, mt, "M")
    assert got is None or not got.startswith("Als Hochzeitsgeschenk kaufte den")


def test_adverb_or_pronoun_is_no_headline_subject() -> None:
    words = [Word.parse(t) for t in ["Gestern", "kamen", "neue", "Lehrerinnen"]]
    assert not bare_headline_subject(words, 1)
    words = [Word.parse(t) for t in ["Sie", "sah", "neue", "Lehrerin"]]
    assert not bare_headline_subject(words, 1)
    words = [Word.parse(t) for t in ["Als", "Hochzeitsgeschenk", "kaufte", "die", "Großmutter"]]
    assert not bare_headline_subject(words, 2)
    words = [Word.parse(t) for t in ["Polizei", "nimmt", "Mörderin", "fest"]]
    assert bare_headline_subject(words, 1)
