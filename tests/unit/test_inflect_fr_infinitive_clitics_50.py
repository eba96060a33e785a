"""fr-inflect-61 (branch gfr50): French closed sets (issue 12), causes read off the GATE-like dev
pairs (benchmarks/data/closed_dev_gate):

* the clitic "en"/"y" before an infinitive "être" is no subordinator: the attribute or passive
  participle after it agrees with the subject ("veut en être fière"; french_infinitive_clitics);
* the infinitives of a verb coordinated with the predicate, with no subject of its own, agree too
  ("... et ne veulent pas en être dérangées");
* an attribute the dictionary lists only as a noun of two genders agrees ("sont censées");
* "bien sûr" / "bien entendu" ("of course") stay invariable (french_invariable);
* the stressed pronoun that repeats a noun subject after its verb takes the subject's gender, and
  the attribute after it agrees ("a elle aussi refusé", "sont elles aussi venues";
  french_emphatic_pronouns);
* the attribute of "a semblé" / "a paru" (copular verbs with *avoir*) agrees in the token walk too,
  also after such a pronoun ("a lui aussi paru content").

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import lower_core
from fairmt.inflect.french_emphatic_pronouns import apposed_pronoun_end, emphatic_subject_pronoun
from fairmt.inflect.french_infinitive_clitics import noun_read_attribute
from fairmt.inflect.french_invariable import _adverbial_locution

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs_fr_parser
def test_noun_read_attribute() -> None:
    morph = morphology("fr")
    assert morph is not None
    assert noun_read_attribute("censées", "M", "pl", morph) == "censés"
    assert noun_read_attribute("censé", "F", None, morph) == "censée"
    # a noun of one gender has no other form; a word already in the gender stays
    assert noun_read_attribute("café", "F", None, morph) is None
    # a person noun without a participle's ending is a person of its own ("devenue auteur")
    assert noun_read_attribute("auteur", "F", None, morph) is None
    assert noun_read_attribute("censés", "M", "pl", morph) is None
    # a word with an adjective or participle reading is the dictionary's to agree
    assert noun_read_attribute("employées", "M", "pl", morph) is None


def _locution(sentence: str, word: str) -> bool:
    tokens = sentence.split()
    return _adverbial_locution(tokens, [lower_core(t) for t in tokens], tokens.index(word))


def test_bien_sur_locution() -> None:
    assert _locution("Les avocates sont bien sûr fatiguées.", "sûr")
    assert _locution("Elles viendront, bien sûr, demain.", "sûr,")
    assert _locution("Bien sûr, elle viendra.", "sûr,")
    assert _locution("Les juges ont bien entendu refusé.", "entendu")
    # the adjective, with its complement or at the end of the clause, agrees
    assert not _locution("Il est bien sûr de lui.", "sûr")
    assert not _locution("Il est bien sûr qu'elle viendra.", "sûr")
    assert not _locution("Il est bien sûr d'avoir raison.", "sûr")
    assert not _locution("Il en est bien sûr.", "sûr.")
    assert not _locution("Il est sûr de lui.", "sûr")


def test_apposed_pronoun_end() -> None:
    low = ["a", "lui", "aussi", "refusé"]
    assert apposed_pronoun_end(low, 1) == 3
    assert apposed_pronoun_end(["n'a", "elle", "non", "plus", "rien"], 1) == 4
    assert apposed_pronoun_end(["est", "lui-même", "allé"], 1) == 2
    assert apposed_pronoun_end(["parle", "à", "lui"], 2) == 2
    assert apposed_pronoun_end(["a", "lui", "parlé"], 1) == 1


@needs_fr_parser
def test_emphatic_subject_pronoun() -> None:
    morph = morphology("fr")
    assert morph is not None

    def realise(sentence: str, new: str, span: tuple[int, int], gender: str) -> str:
        tokens = sentence.split()
        base = new.split()
        return " ".join(emphatic_subject_pronoun(base, tokens, span, gender, morph))

    got = realise("La juge a elle aussi refusé.", "Le juge a elle aussi refusé.", (0, 2), "M")
    assert got == "Le juge a lui aussi refusé."
    got = realise("Les avocats sont eux-mêmes venus.", "Les avocates sont eux-mêmes venues.", (0, 2), "F")
    assert got == "Les avocates sont elles-mêmes venues."
    got = realise(
        "Le juge polonais ne sait lui non plus rien.",
        "La juge polonaise ne sait lui non plus rien.",
        (0, 3),
        "F",
    )
    assert got == "La juge polonaise ne sait elle non plus rien."
    # the person is no subject: a complement of the subject ("du juge"), or before the pronoun
    # an object clitic, not a verb
    got = realise(
        "Le frère du juge a lui aussi refusé.", "Le frère de la juge a lui aussi refusé.", (2, 4), "F"
    )
    assert got == "Le frère de la juge a lui aussi refusé."
    got = realise("Le juge lui a aussi parlé.", "La juge lui a aussi parlé.", (0, 2), "F")
    assert got == "La juge lui a aussi parlé."
    # the middle-dot form keeps the MT's pronoun
    got = realise("Le juge a lui aussi refusé.", "Le·La juge a lui aussi refusé.", (0, 2), "N")
    assert got == "Le·La juge a lui aussi refusé."


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "The singer wants to be proud of it.",
            "La chanteuse veut en être fière.",
            "Le chanteur veut en être fier.",
        ),
        (
            "The singer cannot be replaced by it.",
            "La chanteuse ne peut pas en être remplacée.",
            "Le chanteur ne peut pas en être remplacé.",
        ),
        (
            "The dancers are supposed to dance.",
            "Les danseuses sont censées danser.",
            "Les danseurs sont censés danser.",
        ),
        (
            "The nurses are of course tired.",
            "Les infirmières sont bien sûr fatiguées.",
            "Les infirmiers sont bien sûr fatigués.",
        ),
        (
            "The cashiers are naturally annoyed and do not want to be bothered by it.",
            "Les caissières sont bien sûr agacées et ne veulent pas en être dérangées.",
            "Les caissiers sont bien sûr agacés et ne veulent pas en être dérangés.",
        ),
        (
            "The judge also refused.",
            "La juge a elle aussi refusé.",
            "Le juge a lui aussi refusé.",
        ),
        (
            "The gardener, too, appeared pleased.",
            "La jardinière a elle aussi paru contente.",
            "Le jardinier a lui aussi paru content.",
        ),
        (
            "The mayor went there herself.",
            "La maire est elle-même allée voir.",
            "Le maire est lui-même allé voir.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, f: str, m: str) -> None:
    got = one_set(source, f, m, "fr")
    assert not any("sûre" in t or "sûr·e" in t for t in got)
