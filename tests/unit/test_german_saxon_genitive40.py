"""de-inflect-34 (realiser, fairqe): an English Saxon genitive of two person nouns ("The king's
advisers") becomes a German head with a genitive attribute ("Die Berater des Königs"); where
the aligner puts both English words on the genitive phrase, the phrase is the possessor's and
the head noun finds its own German noun (SentenceRealiser._displaced)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _realise(realiser: SentenceRealiser, source: str, mt: str, gender: str) -> str | None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]


def test_lexical_possessor_stays_and_head_flips(realiser: SentenceRealiser) -> None:
    src = "The king's advisers met the ambassador."
    mt = "Die Berater des Königs trafen den Botschafter."
    assert _realise(realiser, src, mt, "F") == "Die Beraterinnen des Königs trafen die Botschafterin."
    assert _realise(realiser, src, mt, "N") == "Die Berater*innen des Königs trafen den*die Botschafter*in."


def test_both_persons_flip(realiser: SentenceRealiser) -> None:
    src = "The president's advisers met the ambassador."
    mt = "Die Berater des Präsidenten trafen den Botschafter."
    assert _realise(realiser, src, mt, "F") == "Die Beraterinnen der Präsidentin trafen die Botschafterin."


def test_counterparts_are_persons(realiser: SentenceRealiser) -> None:
    # (cue lexicon) "counterpart" is a relation noun like "colleague": "met their counterparts"
    # -> "trafen ihre Amtskollegen" names persons; a thing's counterpart (Gegenstück) stays.
    src = "The ministers of both countries met their counterparts."
    mt = "Die Minister beider Länder trafen ihre Amtskollegen."
    assert _realise(realiser, src, mt, "F") == "Die Ministerinnen beider Länder trafen ihre Amtskolleginnen."
    src = "The digital counterpart of the book sold well."
    mt = "Das digitale Gegenstück des Buches verkaufte sich gut."
    assert _realise(realiser, src, mt, "F") is None
