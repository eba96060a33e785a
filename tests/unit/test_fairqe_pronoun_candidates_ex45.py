"""ex45: a gendered pronoun after two persons, none of whom the translation gives its gender
(fairqe/pronoun_candidates.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _alignment(agents: RuleAgents, source: str, translation: str, lang: str) -> bool | None:
    item = Item(source, translation, lang)
    agents.prepare([item])
    analysis = agents.analyse([item])[0]
    assert analysis.variants is not None
    return analysis.variants.alignment


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        (
            "The pilot thanked the baker because she had saved the day.",
            "El piloto agradeció al panadero porque había salvado el día.",
            "es",
        ),
        (
            "The lawyer visited the farmer because he needed advice.",
            "L'avvocata ha visitato la contadina perché aveva bisogno di consigli.",
            "it",
        ),
        (
            "The editor met the painter to discuss his new book.",
            "La editora se reunió con la pintora para hablar de su nuevo libro.",
            "es",
        ),
        (
            "The nurse called the baker because she was worried.",
            "L'infermiere ha chiamato il panettiere perché era preoccupata.",
            "it",
        ),
    ],
)
def test_no_candidate_in_the_pronouns_gender_is_a_violation(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    assert _alignment(agents, source, translation, lang) is False


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # one candidate has the pronoun's gender: either may be meant
        (
            "The pilot thanked the baker because she had saved the day.",
            "El piloto agradeció a la panadera porque había salvado el día.",
            "es",
        ),
        (
            "The lawyer visited the farmer because he needed advice.",
            "L'avvocato ha visitato la contadina perché aveva bisogno di consigli.",
            "it",
        ),
        # an object pronoun may name a third person
        (
            "The pilot thanked the baker and hugged her.",
            "El piloto agradeció al panadero y la abrazó.",
            "es",
        ),
        # "someone" may be the pronoun's person, and shows no gender
        (
            "The pilot and the baker called someone because she was late.",
            "El piloto y el panadero llamaron a alguien porque llegaba tarde.",
            "es",
        ),
        # a name the lexicon does not list may be the pronoun's person
        (
            "The pilot and the baker met Lucinda because she was late.",
            "El piloto y el panadero conocieron a Lucinda porque llegaba tarde.",
            "es",
        ),
        # a noun of one gender for either sex shows no one's sex ("la guardia", "la vittima")
        (
            "The guard watched the driver while he slept.",
            "La guardia ha osservato la conducente mentre dormiva.",
            "it",
        ),
        (
            "The victim called the nurse because he needed help.",
            "La vittima ha chiamato l'infermiera perché aveva bisogno di aiuto.",
            "it",
        ),
        # a candidate that shows no gender ("l'assistente") may be the pronoun's person
        (
            "The farmer thanked the assistant because she had worked hard.",
            "Il contadino ha ringraziato l'assistente perché aveva lavorato molto.",
            "it",
        ),
    ],
)
def test_a_possible_antecedent_leaves_the_translation_alone(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    assert _alignment(agents, source, translation, lang) is not False


def test_the_corrected_variant_gives_the_candidates_the_pronouns_gender(agents: RuleAgents) -> None:
    item = Item(
        "The editor met the painter to discuss her new book with the students.",
        "El editor se reunió con el pintor para hablar de su nuevo libro con las estudiantes.",
        "es",
    )
    agents.prepare([item])
    variants = agents.analyse([item])[0].variants
    assert variants is not None and variants.alignment is False
    fixed = [v.text for v in variants.explicit if v.satisfies]
    assert fixed and fixed[0].startswith("La editora se reunió con la pintora")
