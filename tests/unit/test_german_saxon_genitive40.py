"""de-inflect-34 (realiser, fairqe): an English Saxon genitive of two person nouns ("The king's
advisers") becomes a German head with a genitive attribute ("Die Berater des Königs"); where
the aligner puts both English words on the genitive phrase, the phrase is the possessor's and
the head noun finds its own German noun (SentenceRealiser._displaced)."""

from __future__ import annotations

from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


def test_lexical_possessor_stays_and_head_flips(realiser: SentenceRealiser) -> None:
    src = "The king's advisers met the ambassador."
    mt = "Die Berater des Königs trafen den Botschafter."
    assert realise_de(realiser, src, mt, "F") == "Die Beraterinnen des Königs trafen die Botschafterin."
    assert realise_de(realiser, src, mt, "N") == "Die Berater*innen des Königs trafen den*die Botschafter*in."


def test_both_persons_flip(realiser: SentenceRealiser) -> None:
    src = "The president's advisers met the ambassador."
    mt = "Die Berater des Präsidenten trafen den Botschafter."
    assert realise_de(realiser, src, mt, "F") == "Die Beraterinnen der Präsidentin trafen die Botschafterin."


def test_counterparts_are_persons(realiser: SentenceRealiser) -> None:
    # (cue lexicon) "counterpart" is a relation noun like "colleague": "met their counterparts"
    # -> "trafen ihre Amtskollegen" names persons; a thing's counterpart (Gegenstück) stays.
    src = "The ministers of both countries met their counterparts."
    mt = "Die Minister beider Länder trafen ihre Amtskollegen."
    assert (
        realise_de(realiser, src, mt, "F") == "Die Ministerinnen beider Länder trafen ihre Amtskolleginnen."
    )
    src = "The digital counterpart of the book sold well."
    mt = "Das digitale Gegenstück des Buches verkaufte sich gut."
    assert realise_de(realiser, src, mt, "F") is None
