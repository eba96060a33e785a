"""fr-inflect-59 (session 38, gfr49): in a complex inversion the clitic after the verb repeats the
noun subject before it ("La journaliste n'était-elle pas fatiguée ?") and is realised with it, as
is the attribute that agrees with the clitic; not where the noun before the verb is no subject
("Quelle actrice a-t-il choisie ?"), is a complement ("Le bureau de l'architecte est-il grand ?")
or is the inverted subject of a relative clause ("Le gâteau que prépare le boulanger est-il prêt ?").

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.base import get_inflector


def _variants(agents: RuleAgents, source: str, translation: str, gender: str) -> set[str]:
    [a] = agents.analyse([Item(source, translation, "fr")])
    return {v.text for v in a.variants.ambiguous if v.gender == gender}


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "gender", "want"),
    [
        (
            "But isn't the journalist right, after all?",
            "Mais la journaliste n'a-t-elle pas raison, après tout ?",
            "M",
            "Mais le journaliste n'a-t-il pas raison, après tout ?",
        ),
        (
            "But wasn't the dentist already retired, I think?",
            "Mais la dentiste n'était-elle pas déjà retraitée, je crois ?",
            "M",
            "Mais le dentiste n'était-il pas déjà retraité, je crois ?",
        ),
    ],
)
def test_the_clitic_repeating_the_subject_follows_it(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert _variants(agents, source, translation, gender) == {want}


@needs_fr_parser
@pytest.mark.parametrize(
    ("text", "span"),
    [
        # The noun is the object of the question: the clitic is someone else.
        ("Quelle actrice a-t-il choisie ?", (1, 2)),
        # The clitic repeats "bureau", not the complement's noun.
        ("Le bureau de l'architecte est-il grand ?", (3, 4)),
        # "des" fuses "de" and "les": the clitic repeats "enfants".
        ("Les enfants des voisins sont-ils là ?", (3, 4)),
    ],
)
def test_the_clitic_of_another_subject_stays(text: str, span: tuple[int, int]) -> None:
    out = get_inflector("fr").realise(text.split(), span, "F")
    assert out is None or out[span[1]] == text.split()[span[1]]


@needs_fr_parser
@pytest.mark.parametrize(
    ("text", "span", "want"),
    [
        # The noun is the inverted subject of a relative clause: "il" repeats the head noun.
        (
            "Le tableau qu'achète mon voisin est-il cher ?",
            (4, 5),
            "Le tableau qu'achète ma voisine est-il cher ?",
        ),
        (
            "Le gâteau que prépare le boulanger est-il prêt ?",
            (5, 6),
            "Le gâteau que prépare la boulangère est-il prêt ?",
        ),
        (
            "Le pays où vit le journaliste est-il grand ?",
            (5, 6),
            "Le pays où vit la journaliste est-il grand ?",
        ),
        (
            "Le livre dont parle le ministre est-il fiable ?",
            (5, 6),
            "Le livre dont parle la ministre est-il fiable ?",
        ),
    ],
)
def test_the_subject_of_a_relative_clause_leaves_the_clitic(
    text: str, span: tuple[int, int], want: str
) -> None:
    out = get_inflector("fr").realise(text.split(), span, "F")
    assert out is not None and " ".join(out) == want


@needs_fr_parser
@pytest.mark.parametrize(
    ("text", "span", "want"),
    [
        # The phrase opens its clause after an interrogative adverb, a comma or a coordinator.
        (
            "Pourquoi le journaliste est-il fatigué ?",
            (2, 3),
            "Pourquoi la journaliste est-elle fatiguée ?",
        ),
        (
            "Hier, le secrétaire est-il venu ?",
            (2, 3),
            "Hier, la secrétaire est-elle venue ?",
        ),
        (
            "Et le dentiste est-il prêt ?",
            (2, 3),
            "Et la dentiste est-elle prête ?",
        ),
    ],
)
def test_a_subject_opening_its_clause_takes_the_clitic(text: str, span: tuple[int, int], want: str) -> None:
    out = get_inflector("fr").realise(text.split(), span, "F")
    assert out is not None and " ".join(out) == want
