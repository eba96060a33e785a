"""fr-inflect-61 (branch gfr50), review fixes:

* the stressed pronoun after a verb changes only when the person is that verb's subject: another
  person's noun, name or pronoun (or a conjunction) between them keeps it
  (french_emphatic_pronouns.subject_verb);
* the attribute walk passes over such a pronoun only where the pronoun rule changes it too, so
  pronoun and attribute never split;
* "bien entendu" after a linking or reflexive participle, or before "par", is the participle;
  "bien sûr" after *être* and before a clause-final adverb is the adjective (french_invariable).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_emphatic_pronouns import emphatic_subject_pronoun, subject_verb

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs_fr_parser
def test_pronoun_of_another_subject_kept() -> None:
    morph = morphology("fr")
    assert morph is not None

    def realise(sentence: str, new: str, span: tuple[int, int], gender: str) -> str:
        return " ".join(emphatic_subject_pronoun(new.split(), sentence.split(), span, gender, morph))

    # an object of the first verb, then a coordinated verb whose subject is Julie
    got = realise(
        "Julie a accueilli la directrice et a elle aussi applaudi.",
        "Julie a accueilli le directeur et a elle aussi applaudi.",
        (3, 5),
        "M",
    )
    assert got == "Julie a accueilli le directeur et a elle aussi applaudi."
    # a relative whose own subject is a name
    got = realise(
        "Le ministre que Paul a lui aussi félicité a démissionné.",
        "La ministre que Paul a lui aussi félicité a démissionné.",
        (0, 2),
        "F",
    )
    assert got == "La ministre que Paul a lui aussi félicité a démissionné."
    # still changed: an adjective between, and a subject "qui" right after the person
    got = realise(
        "Le chirurgien polonais a lui aussi signé.",
        "La chirurgienne polonaise a lui aussi signé.",
        (0, 3),
        "F",
    )
    assert got == "La chirurgienne polonaise a elle aussi signé."
    # an adjective of origin also listed as a noun still stands between
    got = realise(
        "La ministre sénégalaise a elle aussi voté.", "Le ministre sénégalais a elle aussi voté.", (0, 2), "M"
    )
    assert got == "Le ministre sénégalais a lui aussi voté."
    got = realise(
        "Elle parle aux cuisinières qui sont elles aussi parties.",
        "Elle parle aux cuisiniers qui sont elles aussi parties.",
        (3, 4),
        "M",
    )
    assert got == "Elle parle aux cuisiniers qui sont eux aussi parties."
    assert subject_verb(["Le", "voisin", "du", "maire", "a", "lui", "aussi", "voté."], (3, 4), morph) is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "Julie welcomed the director and she too applauded.",
            "Julie a accueilli la directrice et a elle aussi applaudi.",
            "Julie a accueilli le directeur et a elle aussi applaudi.",
        ),
        (
            "The waiter brought the coffee to the cooks, who are also tired.",
            "La serveuse a apporté le café aux cuisiniers qui sont eux aussi fatigués.",
            "Le serveur a apporté le café aux cuisiniers qui sont eux aussi fatigués.",
        ),
        (
            "The nurses are also sick.",
            "Les infirmières sont elles aussi malades.",
            "Les infirmiers sont eux aussi malades.",
        ),
        (
            "The student felt truly listened to by the committee.",
            "L'étudiante s'est sentie bien entendue par le comité.",
            "L'étudiant s'est senti bien entendu par le comité.",
        ),
        (
            "The candidate was well heard by the jury.",
            "La candidate a été bien entendue par le jury.",
            "Le candidat a été bien entendu par le jury.",
        ),
        (
            "The pilot is sure today.",
            "La pilote est bien sûre aujourd'hui.",
            "Le pilote est bien sûr aujourd'hui.",
        ),
        (
            "The pilot is of course ill.",
            "La pilote est bien sûr malade.",
            "Le pilote est bien sûr malade.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, f: str, m: str) -> None:
    one_set(source, f, m, "fr")


@needs_fr_parser
def test_pronoun_and_attribute_change_together(one_set: OneSet) -> None:
    texts = one_set(
        "The waiter brought the coffee to the cooks, who are also tired.",
        "La serveuse a apporté le café aux cuisiniers qui sont eux aussi fatigués.",
        "Le serveur a apporté le café aux cuisiniers qui sont eux aussi fatigués.",
        "fr",
    )
    assert not any("eux aussi fatiguées" in t or "elles aussi fatigués" in t for t in texts)
