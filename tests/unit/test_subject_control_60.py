"""en-cues-64 (helper cp60): the participle of a controlled infinitive or gerund agrees with the
controller, as the finite passive's does (:mod:`fairmt.fairqe.cue_control`).

"She hopes to be selected": the understood subject of "to be selected" is "She" (subject
control, CGEL ch. 14 §1), so "selected" is her C6 predicate, not an agentless passive whose
agent is unstated (C10): a translation that gives the participle the other gender violates the
explicit "She", and her explicit variant flips the participle with the pronoun (es, fr, it).
Object control ("told them to be seated"), a thing subject and "to be" + an adverb make no such
cue. All sentences were written for these tests.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.taxonomy import C6, C10
from fairmt.fairqe.types import Cue, Item

#: The conftest fixture's type: the translation with its variants' texts.
VariantSet = Callable[[str, str, str], set[str]]


def _cues(agents: RuleAgents, source: str, translation: str, lang: str) -> list[Cue]:
    items = [Item(source, translation, lang)]
    agents.prepare(items)
    return list(agents.analyse(items)[0].detection.cues)


@pytest.mark.parametrize(
    ("source", "translation", "lang", "word", "gender"),
    [
        ("She hopes to be selected.", "Ella espera ser seleccionada.", "es", "selected", "F"),
        ("He hates being interrupted.", "Él odia ser interrumpido.", "es", "interrupted", "M"),
        ("She wants to be hired.", "Vuole essere assunta.", "it", "hired", "F"),
        ("He seems to be worried.", "Sembra essere preoccupato.", "it", "worried", "M"),
        ("He was happy to be elected.", "Il était heureux d'être élu.", "fr", "elected", "M"),
        (
            "She expects to be contacted tomorrow.",
            "Elle s'attend à être contactée demain.",
            "fr",
            "contacted",
            "F",
        ),
    ],
)
def test_controlled_participle_is_explicit(
    agents: RuleAgents, source: str, translation: str, lang: str, word: str, gender: str
) -> None:
    """The controlled participle is a C6 cue of the controller's gender, and no C10 cue remains."""
    cues = _cues(agents, source, translation, lang)
    mine = [c for c in cues if c.source_span.strip(".") == word]
    assert [(c.category, c.source_gender) for c in mine] == [(C6, gender)]
    assert not [c for c in cues if c.category == C10]


@pytest.mark.parametrize(
    ("source", "translation", "lang", "flipped", "wrong"),
    [
        (
            "She hopes to be selected.",
            "Ella espera ser seleccionada.",
            "es",
            "Él espera ser seleccionado.",
            "Ella espera ser seleccionado.",
        ),
        (
            "He hates being interrupted.",
            "Él odia ser interrumpido.",
            "es",
            "Ella odia ser interrumpida.",
            "Él odia ser interrumpida.",
        ),
        (
            "He was happy to be elected.",
            "Il était heureux d'être élu.",
            "fr",
            "Elle était heureuse d'être élue.",
            "Il était heureux d'être élue.",
        ),
        (
            "She expects to be contacted tomorrow.",
            "Elle s'attend à être contactée demain.",
            "fr",
            "Il s'attend à être contacté demain.",
            "Il s'attend à être contactée demain.",
        ),
    ],
)
def test_explicit_variant_flips_the_participle(
    variant_set: VariantSet, source: str, translation: str, lang: str, flipped: str, wrong: str
) -> None:
    """The explicit variant flips the infinitive's participle with its controller; no variant
    gives the participle alone the other gender (that would be an ambiguous reading)."""
    texts = variant_set(source, translation, lang)
    assert flipped in texts
    assert wrong not in texts


def test_speaker_controller_is_one_cue(agents: RuleAgents) -> None:
    """ "I hope to be accepted": one C10 cue of the speaker spanning to the participle, not an
    agentless passive of its own."""
    cues = _cues(agents, "I hope to be accepted.", "Espero ser aceptada.", "es")
    assert [(c.category, c.source_span) for c in cues] == [(C10, "I hope to be accepted")]


def test_role_noun_controller_keeps_its_group(agents: RuleAgents, variant_set: VariantSet) -> None:
    """ "The nurse wants to be promoted": the participle keeps its agentless-passive C10 cue
    (en-cues-65: only a pronoun controls through the infinitive), and the noun's variant flips
    the participle with it."""
    source, translation = "The nurse wants to be promoted.", "La enfermera quiere ser ascendida."
    cues = _cues(agents, source, translation, "es")
    assert [c.source_span for c in cues if c.category == C10] == ["be promoted"]
    assert "El enfermero quiere ser ascendido." in variant_set(source, translation, "es")


@pytest.mark.parametrize(
    ("source", "translation", "lang", "word"),
    [
        # a thing subject: no person to agree with
        ("The law is expected to be approved.", "Se espera que la ley sea aprobada.", "es", "approved"),
        # object control: the understood subject is the object, not "She"
        ("She told them to be seated.", "Ella les dijo que se sentaran.", "es", "seated"),
        # "to be" + an adverb: no agreeing predicate
        ("He wants to be there.", "Vuole essere lì.", "it", "there"),
    ],
)
def test_no_controlled_cue(agents: RuleAgents, source: str, translation: str, lang: str, word: str) -> None:
    """Negative controls: no gendered cue on the infinitive's complement."""
    cues = _cues(agents, source, translation, lang)
    assert not [c for c in cues if c.source_span.strip(".") == word and c.source_gender]


# mcp60 (review of cp60): the control path is for pronoun controllers only; a role noun, an
# expletive "it" and the habitual "used to" keep the readings they had before en-cues-64.


@pytest.mark.parametrize(
    ("source", "translation", "lang", "wrong"),
    [
        (
            "The librarian is glad to be thanked.",
            "La bibliotecaria está contenta de ser agradecida.",
            "es",
            "El bibliotecario está contento de ser agradecida.",
        ),
        (
            "The cashier hopes to be hired.",
            "La cajera espera ser contratada.",
            "es",
            "El cajero espera ser contratada.",
        ),
    ],
)
def test_role_noun_controller_keeps_the_passive_cue(
    agents: RuleAgents, variant_set: VariantSet, source: str, translation: str, lang: str, wrong: str
) -> None:
    """A role-noun controller keeps the agentless-passive C10 cue on the participle, so the
    noun's variant does not leave the participle in the other gender."""
    cues = _cues(agents, source, translation, lang)
    assert [c for c in cues if c.category == C10]
    assert wrong not in variant_set(source, translation, lang)


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("It is good to be invited.", "Es bueno ser invitada.", "es"),
        ("It is strange to be thanked.", "C'est étrange d'être remerciée.", "fr"),
        ("It is nice to be welcomed.", "È bello essere accolta.", "it"),
    ],
)
def test_expletive_it_is_no_controller(agents: RuleAgents, source: str, translation: str, lang: str) -> None:
    """ "It is good to be invited": "it" controls nothing; the participle stays a C10 cue."""
    assert [c for c in _cues(agents, source, translation, lang) if c.category == C10]


@pytest.mark.parametrize(
    ("source", "translation", "lang", "word"),
    [
        ("He used to be divorced.", "Il était divorcé.", "fr", "divorced"),
        ("She used to be lonely.", "Era sola.", "it", "lonely"),
    ],
)
def test_used_to_is_not_a_control_verb(
    agents: RuleAgents, variant_set: VariantSet, source: str, translation: str, lang: str, word: str
) -> None:
    """ "used to" is the habitual past, mostly a plain imperfect in the targets ("Il était
    divorcé"), with no infinitive to align: no C6 cue on its predicate, and the pronoun's
    variant still flips the target predicate."""
    cues = _cues(agents, source, translation, lang)
    assert not [c for c in cues if c.source_span.strip(".") == word]
    assert variant_set(source, translation, lang) - {translation}
