"""de-inflect-34: given names before a relative pronoun, surnames read as agent nouns, and the
distributive "ein X nach dem anderen".

* a word Wiktionary lists as a given name (and with no noun genus) is a name before a relative
  pronoun wherever it stands ("Zusammen mit Herbert, der ..."), so the pronoun flips;
* a word only the agent-noun rules read as a person noun ("Castner") right after a listed given
  name is the surname, so a bare apposition after it is one person ("Brian Castner,
  Waffenermittler von ..." -> "Waffenermittlerin", not a plural);
* "nach dem anderen" after a flipped singular person noun takes its gender ("eine Reporterin
  nach der anderen").
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "Together with Herbert, who was picked first, the team signed two players.",
        "Zusammen mit Herbert, der zuerst ausgewählt wurde, hat das Team zwei Verträge unterschrieben.",
        "Zusammen mit Herbert, die zuerst ausgewählt wurde, hat das Team zwei Verträge unterschrieben.",
        "Zusammen mit Herbert, der*die zuerst ausgewählt wurde, hat das Team zwei Verträge unterschrieben.",
    ),
    (
        "Peter, who lives in Bonn, sold the house.",
        "Peter, der in Bonn lebt, verkaufte das Haus.",
        "Peter, die in Bonn lebt, verkaufte das Haus.",
        "Peter, der*die in Bonn lebt, verkaufte das Haus.",
    ),
    (
        '"We saw a lot," said weapons investigator Brian Castner.',
        "„Wir sahen viel“, sagte Brian Castner, Waffenermittler von Amnesty International.",
        "„Wir sahen viel“, sagte Brian Castner, Waffenermittlerin von Amnesty International.",
        "„Wir sahen viel“, sagte Brian Castner, Waffenermittler*in von Amnesty International.",
    ),
    (
        "One doctor after another left the hospital.",
        "Ein Arzt nach dem anderen verließ das Krankenhaus.",
        "Eine Ärztin nach der anderen verließ das Krankenhaus.",
        "Ein*e Ärzt*in nach dem*der anderen verließ das Krankenhaus.",
    ),
    (
        "Reporter after reporter asked McEnany about the tweet.",
        "Ein Reporter nach dem anderen fragte McEnany nach dem Tweet.",
        "Eine Reporterin nach der anderen fragte McEnany nach dem Tweet.",
        "Ein*e Reporter*in nach dem*der anderen fragte McEnany nach dem Tweet.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_feminine_and_neutral(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n


def test_masculine_round_trip(realiser: SentenceRealiser) -> None:
    src, _, fem, _ = CASES[4]
    assert (
        realise_de(realiser, src, fem, "M") == "Ein Reporter nach dem anderen fragte McEnany nach dem Tweet."
    )


def test_noun_before_nach_dem_anderen_that_is_no_distributive(realiser: SentenceRealiser) -> None:
    # "nach dem anderen Termin": "anderen" is an adjective of another noun there.
    src = "The doctor asked about the other appointment."
    mt = "Der Arzt fragte nach dem anderen Termin."
    assert realise_de(realiser, src, mt, "F") == "Die Ärztin fragte nach dem anderen Termin."


def test_title_noun_before_given_name_keeps_its_relative(realiser: SentenceRealiser) -> None:
    # "die Trainerin Peter, die": the relative clause follows the title noun's realisation.
    src = "The coach Peter, who lives in Bonn, sold the house."
    mt = "Der Trainer Peter, der in Bonn lebt, verkaufte das Haus."
    assert realise_de(realiser, src, mt, "F") == "Die Trainerin Peter, die in Bonn lebt, verkaufte das Haus."
