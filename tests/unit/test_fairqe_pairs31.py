"""Words of a person left in the original gender in one side's variants (session 23, pairs31).

On the FairQE dev minimal pairs (``benchmarks/data/fairqe_pairs_dev``, third batch and the
older widening pairs) the pairs that FairQE made less fair had a variant that realised the
person only partly: a German personal pronoun for a singular "them" or a repeated English noun
("und gab ihm/ihr ...", "seitdem ist er/sie berühmt"), an object "them" whose antecedent the
detector took to be its own clause's subject ("nobody recognised them"), a French detached
adjective after the noun's complement ("la voisine du dessus, ravie de ..."), and a German
lexicon pair (Roman/Romanin). Sentences written for these
tests (none from an evaluation set or from the pairs)."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon
from fairmt.inflect.german import GermanInflector

needs_wiktionary = pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _both_ways(realiser: SentenceRealiser, lang: str, source: str, feminine: str, masculine: str) -> None:
    assert realiser.realise(Item(source, feminine, lang), "M") == masculine
    assert realiser.realise(Item(source, masculine, lang), "F") == feminine


# -- rules-36 / de-inflect-24: German personal pronouns of a singular "them" or a repeated noun --


@needs_wiktionary
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "I met the new trainee and gave them a key.",
            "Ich traf die neue Praktikantin und gab ihr einen Schlüssel.",
            "Ich traf den neuen Praktikanten und gab ihm einen Schlüssel.",
        ),
        (
            "The tenant complained, so we visited them on Monday.",
            "Die Mieterin beschwerte sich, also besuchten wir sie am Montag.",
            "Der Mieter beschwerte sich, also besuchten wir ihn am Montag.",
        ),
        (
            "The singer's last album sold well; since then, the singer has been rich.",
            "Das letzte Album der Sängerin verkaufte sich gut; seitdem ist sie reich.",
            "Das letzte Album des Sängers verkaufte sich gut; seitdem ist er reich.",
        ),
    ],
)
def test_de_personal_pronoun_follows_person(
    realiser: SentenceRealiser, source: str, feminine: str, masculine: str
) -> None:
    _both_ways(realiser, "de", source, feminine, masculine)


@needs_wiktionary
def test_de_sie_before_indefinite_subject_is_accusative() -> None:
    words = ["Der", "Gast", "kam", "spät;", "zuerst", "sah", "sie", "niemand", "."]
    out = GermanInflector().realise(words, (6, 7), "M")
    assert out is not None and out[6] == "ihn"


@needs_wiktionary
def test_de_lexicon_pairs() -> None:
    inf = GermanInflector()
    assert inf.noun_info("Roman") is None  # the novel, not the masculine of "Romanin"
    found = german_lexicon.lookup("Polin")
    assert found is not None and found[1].forms[0] == "Pole"


# -- en-cues-40: an object "them" is free in its clause ----------------------------------------


def test_them_not_bound_by_its_clause_subject() -> None:
    cues = source_cues("The guest knocked at the door; for a while nobody heard them.")
    them = [c for c in cues if c.source_span == "them"]
    assert them and them[0].note == "singular they (antecedent 'guest')"
    # After a gendered pronoun the "them" is a plural or a thing as often: no singular "they".
    cues = source_cues("The manager asked the assistant to print the reports because he needed them.")
    assert not [c for c in cues if c.source_span == "them" and c.note.startswith("singular they")]
    # "They called someone and thanked them": the nearest person is no subject there.
    cues = source_cues("The manager called a customer and thanked them.")
    them = [c for c in cues if c.source_span == "them"]
    assert them and them[0].note == "singular they (antecedent 'customer')"


# -- fr-inflect-36: detached adjectives after the noun's complement ------------------------------


@needs_fr
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The director of the bank, furious, left the room.",
            "La directrice de la banque, furieuse, a quitté la salle.",
            "Le directeur de la banque, furieux, a quitté la salle.",
        ),
        (
            "I'm the new teacher from Lyon, happy to meet you.",
            "Je suis la nouvelle enseignante de Lyon, heureuse de vous rencontrer.",
            "Je suis le nouvel enseignant de Lyon, heureux de vous rencontrer.",
        ),
    ],
)
def test_fr_detached_adjective_after_complement(
    realiser: SentenceRealiser, source: str, feminine: str, masculine: str
) -> None:
    _both_ways(realiser, "fr", source, feminine, masculine)
