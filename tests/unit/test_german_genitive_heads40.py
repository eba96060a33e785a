"""de-inflect-34: genitive attributes after a person noun.

* the noun of a genitive attribute is no conjunct of its head: in "Die Kritiker des
  Vorsitzenden, darunter mehrere Aktionäre" the chairman (gendered by the English) stays;
* the genitive in -s of a noun Wiktionary lists as neuter ("des Opfers") is no agent noun in
  -er, and a masculine relative pronoun after it is the head person's ("Der Anwalt des Opfers,
  der ..." -> "Die Anwältin des Opfers, die ...").
"""

from __future__ import annotations

from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.german import GermanInflector


def test_genitive_attribute_is_no_conjunct(realiser: SentenceRealiser) -> None:
    src = "The chairman's critics, among them several shareholders, demanded his resignation."
    mt = "Die Kritiker des Vorsitzenden, darunter mehrere Aktionäre, forderten seinen Rücktritt."
    assert (
        realise_de(realiser, src, mt, "F")
        == "Die Kritikerinnen des Vorsitzenden, darunter mehrere Aktionärinnen, forderten seinen Rücktritt."
    )
    assert (
        realise_de(realiser, src, mt, "N")
        == "Die Kritiker*innen des Vorsitzenden, darunter mehrere Aktionär*innen, forderten seinen Rücktritt."
    )


def test_relative_after_neuter_genitive(realiser: SentenceRealiser) -> None:
    src = "The victim's lawyer, who asked not to be named, said the driver was drunk."
    mt = "Der Anwalt des Opfers, der nicht genannt werden wollte, sagte, der Fahrer sei betrunken gewesen."
    assert (
        realise_de(realiser, src, mt, "F")
        == "Die Anwältin des Opfers, die nicht genannt werden wollte, sagte, die Fahrerin sei betrunken"
        " gewesen."
    )
    assert realise_de(realiser, src, mt, "N") == (
        "Der*die Anwält*in des Opfers, der*die nicht genannt werden wollte, sagte, der*die Fahrer*in sei"
        " betrunken gewesen."
    )


def test_neuter_genitive_is_no_agent_noun() -> None:
    inflector = GermanInflector()
    assert inflector.noun_info("Opfers") is None
    assert inflector.noun_info("Mitglieds") is None
    info = inflector.noun_info("Lehrers")
    assert info is not None and info[:2] == ("m", "gen")


def test_relative_of_a_masculine_genitive_person_stays_ambiguous(realiser: SentenceRealiser) -> None:
    # "des Lehrers, der": the relative pronoun may be the teacher's; the head's realisation
    # leaves it (as before).
    src = "The teacher's lawyer spoke."
    mt = "Der Anwalt des Lehrers sprach."
    assert realise_de(realiser, src, mt, "F") == "Die Anwältin der Lehrerin sprach."


def test_span_run_on_past_nominalised_adjective() -> None:
    # (de-inflect-34) the aligner's span "dem Angeklagten Betrug" for "the defendant" still
    # names a person: its nominalised adjective does.
    inflector = GermanInflector()
    tokens = ["Der", "Staatsanwalt", "warf", "dem", "Angeklagten", "Betrug", "vor", "."]
    assert not inflector.denotes_no_person(tokens, (3, 6))
    assert inflector.denotes_no_person(["Er", "warf", "dem", "Mann", "Betrug", "vor", "."], (4, 5))


def test_defendant_with_thing_object(realiser: SentenceRealiser) -> None:
    src = "The prosecutor accused the defendant of fraud."
    mt = "Der Staatsanwalt warf dem Angeklagten Betrug vor."
    assert realise_de(realiser, src, mt, "F") == "Die Staatsanwältin warf der Angeklagten Betrug vor."
    assert (
        realise_de(realiser, src, mt, "N") == "Der*die Staatsanwält*in warf dem*der Angeklagten Betrug vor."
    )
