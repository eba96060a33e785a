"""de-inflect-36: an adverb inside a noun phrase, and a masculine-only agent noun in a coordination.

* "den sehr erfahrenen Arzt": the adverb between the article and the adjective does not decline,
  and the article still agrees with the noun ("die sehr erfahrene Ärztin", not "den sehr
  erfahrene"); also before a person's name ("den neu pensionierten Chris Boardman");
* "Vollstrecker und Treuhänder": Wiktionary lists Vollstrecker without a feminine, but coordinated
  with a person noun it is one ("Vollstreckerinnen und Treuhänderinnen"); two things stay.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_adjective_adverbs import adjective_adverb, adverb_word

ADVERB_CASES = [
    (
        "They met the very experienced doctor.",
        "Sie trafen den sehr erfahrenen Arzt.",
        "Sie trafen die sehr erfahrene Ärztin.",
        "Sie trafen den*die sehr erfahrene*n Ärzt*in.",
    ),
    (
        "They met the newly elected president.",
        "Sie trafen den neu gewählten Präsidenten.",
        "Sie trafen die neu gewählte Präsidentin.",
        "Sie trafen den*die neu gewählte*n Präsident*in.",
    ),
    (
        "A highly respected teacher said so.",
        "Ein hoch angesehener Lehrer sagte das.",
        "Eine hoch angesehene Lehrerin sagte das.",
        "Ein*e hoch angesehene*r Lehrer*in sagte das.",
    ),
    (
        "They met the recently retired teacher.",
        "Sie trafen den kürzlich pensionierten Lehrer.",
        "Sie trafen die kürzlich pensionierte Lehrerin.",
        "Sie trafen den*die kürzlich pensionierte*n Lehrer*in.",
    ),
    (
        "They met the newly retired Chris Boardman.",
        "Sie trafen den neu pensionierten Chris Boardman.",
        "Sie trafen die neu pensionierte Chris Boardman.",
        "Sie trafen den*die neu pensionierte*n Chris Boardman.",
    ),
    (
        "They talked with the now available Mike Bauer.",
        "Sie sprachen mit dem jetzt verfügbaren Mike Bauer.",
        "Sie sprachen mit der jetzt verfügbaren Mike Bauer.",
        "Sie sprachen mit dem*der jetzt verfügbaren Mike Bauer.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), ADVERB_CASES)
def test_article_before_an_adverb_agrees(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n
    assert realise_de(realiser, source, mt, "M") == mt


def test_feminine_phrase_with_an_adverb_gives_the_masculine(realiser: SentenceRealiser) -> None:
    src = "They praised the very popular singer."
    mt = "Sie lobten die sehr beliebte Sängerin."
    assert realise_de(realiser, src, mt, "M") == "Sie lobten den sehr beliebten Sänger."


def test_adverb_needs_an_article_before_it() -> None:
    words = [Word.parse(t) for t in ["Sie", "trafen", "gestern", "sehr", "erfahrene", "Ärzte", "."]]
    assert not adjective_adverb(words, 3, lambda w: None)
    words = [Word.parse(t) for t in ["Sie", "trafen", "den", "sehr", "erfahrenen", "Arzt", "."]]
    assert adjective_adverb(words, 3, lambda w: "def" if w == "den" else None)
    assert adverb_word("kürzlich") and adverb_word("sehr") and not adverb_word("erfahrenen")
    assert not adverb_word("Sehr")


COORDINATION_CASES = [
    (
        "The will usually appoints the same persons as executors and as trustees.",
        "Der Wille ernennt in der Regel dieselben Personen wie Vollstrecker und Treuhänder.",
        "Der Wille ernennt in der Regel dieselben Personen wie Vollstreckerinnen und Treuhänderinnen.",
        "Der Wille ernennt in der Regel dieselben Personen wie Vollstrecker*innen und Treuhänder*innen.",
    ),
    (
        "They blamed local judges and enforcers.",
        "Sie beschuldigten lokale Richter und Vollstrecker.",
        "Sie beschuldigten lokale Richterinnen und Vollstreckerinnen.",
        "Sie beschuldigten lokale Richter*innen und Vollstrecker*innen.",
    ),
    (
        "The trustee and the executor signed.",
        "Der Treuhänder und der Vollstrecker unterschrieben.",
        "Die Treuhänderin und die Vollstreckerin unterschrieben.",
        "Der*die Treuhänder*in und der*die Vollstrecker*in unterschrieben.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), COORDINATION_CASES)
def test_masculine_only_agent_noun_next_to_a_person(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n


def test_two_things_stay(realiser: SentenceRealiser) -> None:
    src = "The fleet had cruisers and destroyers."
    mt = "Die Flotte hatte Kreuzer und Zerstörer."
    assert realise_de(realiser, src, mt, "F") is None
