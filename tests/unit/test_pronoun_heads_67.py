"""fr-inflect-82 (branch frg67): French two-gender indefinite pronouns outside the subject slot
(:mod:`fairmt.inflect.french_pronoun_heads`): an object at the clause's end ("Je les connais
toutes"), "quelques-unes" / "aucune" after their verb, "chacune" inside the sentence. Determiner
uses ("aucune idée", "certaines des filles") and a thing noun before the pronoun ("des pommes ...
toutes") give no span. The sentences are written for these tests, not taken from any evaluation set."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.french_pronoun_heads import pronoun_head_spans


def _no_thing(_: int) -> bool:
    return False


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        ("Je les connais toutes .", [(3, 4)]),
        ("Je les connais toutes.", [(3, 4)]),
        ("Nous en avons invité quelques-unes hier .", [(4, 5)]),
        ("Nous n'en avons vu aucune.", [(4, 5)]),
        ("Mes voisines sont venues et chacune a apporté un plat .", [(5, 6)]),
        ("Je n'en ai aucune idée .", []),  # a determiner before its noun
        ("J'ai lu chacune des lettres .", []),  # a partitive of a noun: the noun's gender
        ("Toutes les filles sont là .", []),  # "toutes les": a determiner
    ],
)
def test_pronoun_head_spans(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert pronoun_head_spans(sentence.split(), [], _no_thing) == spans


def _variants(source: str, translation: str) -> set[str]:
    agents = RuleAgents()
    item = Item(source, translation, "fr")
    agents.prepare([item])
    return {v.text for v in agents.analyse([item])[0].variants.all}


@needs_fr
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        ("I know them all.", "Je les connais toutes.", "Je les connais tous."),
        ("We did not see any of them.", "Nous n'en avons vu aucune.", "Nous n'en avons vu aucun."),
    ],
)
def test_both_originals_get_the_other(source: str, feminine: str, masculine: str) -> None:
    assert masculine in _variants(source, feminine)
    assert feminine in _variants(source, masculine)


@needs_fr
def test_thing_antecedent_keeps_its_gender() -> None:
    """ "des pommes ... toutes": the pronoun may stand for the apples, which keep their gender."""
    mt = "J'ai acheté des pommes et je les ai toutes mangées."
    assert not any("tous" in v.split() for v in _variants("I bought apples and ate them all.", mt))


@needs_fr
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # "en" the only antecedent and no English person cue: "some"/"none" may be things.
        ("She bought some.", "Elle en a acheté quelques-unes."),
        ("He bought none.", "Il n'en a acheté aucune."),
        # a generic subject with "soi" (Grevisse § 661).
        ("Each for himself.", "Chacun pour soi."),
        # a generic "à tous" with no group named before it.
        ("Thanks to all.", "Merci à tous."),
        ("Good evening to all.", "Bonsoir à tous."),
    ],
)
def test_generic_or_thing_heads_keep_their_gender(source: str, translation: str) -> None:
    assert not [v for v in _variants(source, translation) if _flips_head(v, translation)]


def _flips_head(variant: str, original: str) -> bool:
    """Whether ``variant`` changes one of the indefinite pronouns of ``original``."""
    heads = {"quelques-unes", "quelques-uns", "aucune", "aucun", "chacun", "chacune", "tous", "toutes"}
    pairs = zip(original.split(), variant.split(), strict=False)
    return any(a != b and a.strip(".").lower() in heads for a, b in pairs)


@needs_fr
def test_en_with_a_person_cue_still_flips() -> None:
    assert "Nous n'en avons vu aucun." in _variants("We saw none of them.", "Nous n'en avons vu aucune.")


@needs_fr
def test_singular_head_with_a_coreferent_il_is_left() -> None:
    """Flipping "Chacun" alone would leave "ce qu'il" behind it."""
    variants = _variants("Each does what he wants.", "Chacun fait ce qu'il veut.")
    assert "Chacune fait ce qu'il veut." not in variants
