"""fr-inflect-59 (session 38, gfr49): a prenominal adjective after ``de`` ("de nombreuses
actrices", "de courageux pompiers"), in a superlative ("la plus grande danseuse", "mes plus
chères amies") or in a comparative ("une plus patiente enseignante") agrees with the realised
noun, and so does the determiner before ``plus``; a phrase whose only telling word is an epicene
plural noun takes the plural ("de nombreuses élèves", not "de nombreuse élèves").

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
            "Many nurses came.",
            "De nombreuses infirmières sont venues.",
            "M",
            "De nombreux infirmiers sont venus.",
        ),
        (
            "Many teachers came.",
            "De nombreux enseignants sont venus.",
            "F",
            "De nombreuses enseignantes sont venues.",
        ),
        (
            "The crew includes brave firefighters.",
            "L'équipe compte de courageux pompiers.",
            "F",
            "L'équipe compte de courageuses pompières.",
        ),
        (
            "They met many tenants.",
            "Ils ont rencontré de nombreux locataires.",
            "F",
            "Elles ont rencontré de nombreuses locataires.",
        ),
        (
            "I am the tallest dancer here.",
            "Je suis la plus grande danseuse ici.",
            "M",
            "Je suis le plus grand danseur ici.",
        ),
        (
            "My dearest friends left.",
            "Mes plus chères amies sont parties.",
            "M",
            "Mes plus chers amis sont partis.",
        ),
        (
            # A comparative has the same shape as the superlative: determiner, plus, adjective.
            "We need a more patient teacher.",
            "Nous cherchons une plus patiente enseignante.",
            "M",
            "Nous cherchons un plus patient enseignant.",
        ),
    ],
)
def test_prenominal_adjective_after_de_or_in_a_superlative_agrees(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert want in _variants(agents, source, translation, gender)


@needs_fr_parser
@pytest.mark.parametrize(
    ("text", "span", "phrase"),
    [
        ("Ils ont vu de nombreux élèves .", (5, 6), (4, 6)),
        ("Je suis la plus grande danseuse ici .", (5, 6), (2, 6)),
        ("Je suis la plus grande danseuse ici .", (3, 6), (2, 6)),
        ("Ma plus chère amie est partie .", (3, 4), (0, 4)),
    ],
)
def test_phrase_span_takes_the_adjective_and_the_superlative_determiner(
    text: str, span: tuple[int, int], phrase: tuple[int, int]
) -> None:
    assert get_inflector("fr").phrase_span(text.split(), span) == phrase


@needs_fr_parser
@pytest.mark.parametrize(
    ("text", "span"),
    [
        # A singular noun after "de" and an adjective: left alone (module docstring).
        ("Il rêve de talentueuse actrice .", (4, 5)),
        # "plus" with no determiner before it: no superlative.
        ("Il a vu plus grande actrice .", (4, 5)),
    ],
)
def test_other_shapes_keep_their_phrase(text: str, span: tuple[int, int]) -> None:
    assert get_inflector("fr").phrase_span(text.split(), span) == span


@needs_fr_parser
def test_epicene_plural_noun_gives_its_number_to_an_adjective_in_eux() -> None:
    toks = ["Ils", "ont", "vu", "de", "nombreux", "élèves", "."]
    assert get_inflector("fr").realise(toks, (4, 6), "F") == [
        "Ils",
        "ont",
        "vu",
        "de",
        "nombreuses",
        "élèves",
        ".",
    ]


@needs_fr_parser
def test_a_thing_after_a_superlative_is_not_realised(agents: RuleAgents) -> None:
    assert _variants(agents, "He lives in a bigger house.", "Il habite une plus grande maison.", "F") == set()
