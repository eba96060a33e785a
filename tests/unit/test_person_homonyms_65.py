"""rules-71 (frb65): French nouns that name a thing or a person, read through the English (issue 12).

Without an English gender cue, "le facteur" (a factor; the postman) got no variant while its
feminine "la factrice" did, so the two translations of one source had different sets. It is a
person only where the English word at its place is a person in every WordNet sense, alone there,
and the French noun has a feminine in the dictionary; things stay ("l'adaptateur", "un facteur de
risque", "le moniteur" of a screen). Also the one cached WordNet synset-line reader.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, variant_set
from wordnet_helpers import needs_wordnet

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.french_person_homonyms import english_person_only
from fairmt.inflect.french_animacy import noun_senses, synset_line


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@needs_wordnet
def test_one_synset_line_reader() -> None:
    [offset] = noun_senses()["postman"]
    line = synset_line(offset)
    assert line.startswith(offset) and line.split()[1] == "18"
    assert synset_line(offset) is line  # cached
    assert synset_line(offset, "verb") != line


@needs_wordnet
def test_english_person_in_every_sense() -> None:
    assert english_person_only("postman") and english_person_only("carrier", "letter")
    assert english_person_only("postman's") and english_person_only("lifeguards")
    assert not english_person_only("carrier")  # also a ship, a company
    assert not english_person_only("adapter") and not english_person_only("monitor")
    assert not english_person_only("factor", "risk")


@needs_fr_parser
@needs_wordnet
def test_letter_carrier_varies_in_both_genders_and_things_stay(agents: RuleAgents) -> None:
    src = "This morning the letter carrier knocked twice."
    m = "Ce matin, le facteur a frappé deux fois."
    f = "Ce matin, la factrice a frappé deux fois."
    assert f in variant_set(agents, src, m)
    assert variant_set(agents, src, m) == variant_set(agents, src, f)
    # The same French nouns naming things stay (their English is no person in every sense).
    for src, t in (
        ("Please unplug the adapter tonight.", "Débranche l'adaptateur ce soir, s'il te plaît."),
        (
            "Sleep loss is a risk factor for obesity.",
            "Le manque de sommeil est un facteur de risque d'obésité.",
        ),
        ("The screen on the left flickers.", "Le moniteur de gauche clignote."),
    ):
        assert variant_set(agents, src, t) == {t}, src


@needs_fr_parser
@needs_wordnet
def test_animals_are_no_homonym_candidates(agents: RuleAgents) -> None:
    # An animal noun with a feminine ("lapin"/"lapine") is no person, whatever English person
    # noun stands at its place: the waiter is the French "serveur", not the rabbit.
    src = "The waiter was bitten by the rabbit."
    t = "Le lapin a mordu le serveur."
    assert not any(v.startswith("La lapine") for v in variant_set(agents, src, t))
    # (reviewer's guard)
    src = "The cashier was scratched by the cat."
    t = "Le chat a griffé le caissier."
    assert not any(v.startswith("La chatte") for v in variant_set(agents, src, t))


@needs_fr_parser
@needs_wordnet
def test_english_person_already_rendered_is_not_matched_again(agents: RuleAgents) -> None:
    # One English person ("electrician"), already rendered by the French person noun
    # "électricien": the screen "moniteur" near it by position is no second person.
    for src, t in (
        ("The display was repaired by the electrician.", "L'électricien a réparé le moniteur."),
        (
            "Yesterday the old screen was replaced by our electrician.",
            "Hier, notre électricien a remplacé le vieux moniteur.",
        ),
    ):
        assert not any("monitrice" in v for v in variant_set(agents, src, t)), src
    # (reviewer's guard)
    src = "The screen was fixed by the technician."
    t = "Le technicien a réparé le moniteur."
    assert not any("monitrice" in v for v in variant_set(agents, src, t))
