"""rules-14 / fr-inflect-22 (issue 12, branch frc22): French realisations when the only people
are pronouns or quantifiers. The sentences are written for these tests (not from any evaluation
set): the pronoun "un autre" (Grevisse §§ 725-737; TLFi *autre*), a gendered singular that no longer
vetoes a group pronoun, a floating "tous" aligned alone (and "tous les deux"), "aucun d'entre
eux" (singular), a passive or compound relative clause before the main predicate, "la plupart
d'entre eux", "les autres"/"les deux" alone, and a participle agreeing with the clitic "les"."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.they_groups import _fixes_group
from fairmt.fairqe.types import Item
from fairmt.inflect.french_agreement import subject_predicates
from fairmt.inflect.french_group_pronouns import clitic_participle_spans, group_pronoun_spans


@pytest.mark.parametrize(
    ("source", "fixed"),
    [
        ("The men arrived. They were tired.", True),
        ("He and his friends said they were late.", True),
        ("My mother and my aunt said they were tired.", True),
        ("They helped the old woman cross the street.", False),
        ("They were worried about their son.", False),
        ("She said that they were late.", False),
    ],
)
def test_fixes_group(source: str, fixed: bool) -> None:
    assert _fixes_group(source) is fixed


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Un autre a été blessé .", (0, 1)),
        ("Un autre d'entre eux était en retard .", (0, 1)),
        ("Un autre des joueurs est parti .", (0, 1)),
    ],
)
def test_another_pronoun(sentence: str, span: tuple[int, int]) -> None:
    assert span in group_pronoun_spans(sentence.split())


@needs_fr
def test_another_determiner_is_no_pronoun() -> None:
    assert (0, 1) not in group_pronoun_spans(["Un", "autre", "ami", "est", "venu", "."])


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_fr
@pytest.mark.parametrize(
    ("source", "mt", "f"),
    [
        (
            "Another was found in the car.",
            "Un autre a été retrouvé dans la voiture.",
            "Une autre a été retrouvée dans la voiture.",
        ),
        (
            "They helped the old woman cross the street.",
            "Ils ont aidé la vieille femme à traverser la rue.",
            "Elles ont aidé la vieille femme à traverser la rue.",
        ),
        ("All of them were tired.", "Ils étaient tous fatigués.", "Elles étaient toutes fatiguées."),
        (
            "None of them was surprised.",
            "Aucun d'entre eux n'a été surpris.",
            "Aucune d'entre elles n'a été surprise.",
        ),
        (
            "Those who were chosen were very happy.",
            "Ceux qui ont été choisis étaient très heureux.",
            "Celles qui ont été choisies étaient très heureuses.",
        ),
        (
            "Most of them were ready.",
            "La plupart d'entre eux étaient prêts.",
            "La plupart d'entre elles étaient prêtes.",
        ),
    ],
)
def test_feminine(realiser: SentenceRealiser, source: str, mt: str, f: str) -> None:
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == f


@needs_fr
def test_kinship_noun_behind_its_possessive_stays(realiser: SentenceRealiser) -> None:
    # English "son" aligned to the possessive "son": the noun "fils" is the English word's.
    item = Item("They were worried about their son.", "Ils étaient inquiets pour son fils.", "fr")
    realiser.prepare([item])
    got = realiser.realise(item, "F")
    assert got is not None and got.endswith("son fils.")


@needs_fr
@pytest.mark.parametrize(
    ("source", "mt", "f"),
    [
        ("Both were born in Paris.", "Les deux sont nés à Paris.", "Les deux sont nées à Paris."),
        ("The others left.", "Les autres sont partis.", "Les autres sont parties."),
        (
            "They were both very happy.",
            "Ils étaient tous les deux très heureux.",
            "Elles étaient toutes les deux très heureuses.",
        ),
        ("They had all left.", "Ils étaient tous partis.", "Elles étaient toutes parties."),
        ("I saw them yesterday.", "Je les ai vus hier.", "Je les ai vues hier."),
        ("We invited them to dinner.", "Nous les avons invités à dîner.", "Nous les avons invitées à dîner."),
    ],
)
def test_feminine_more(realiser: SentenceRealiser, source: str, mt: str, f: str) -> None:
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == f


@needs_fr
def test_clitic_for_a_thing_stays(realiser: SentenceRealiser) -> None:
    # "les" may stand for "les pommes": the participle is left alone.
    item = Item("I bought the apples and ate them.", "J'ai acheté les pommes et je les ai mangées.", "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "N") in (None, item.translation)


@needs_fr
def test_unagreed_participle_is_no_span() -> None:
    assert clitic_participle_spans(["Je", "les", "ai", "vu", "hier", "."]) == []
    assert clitic_participle_spans(["Je", "les", "ai", "vus", "hier", "."]) == [(3, 4)]


@needs_fr
def test_compound_tense_in_relative_before_main_predicate() -> None:
    # "pris" is also a simple past ("je pris"): not the main clause's verb.
    toks = tuple(["Ceux", "qui", "ont", "pris", "la", "route", "étaient", "fatigués", "."])
    assert subject_predicates(toks, 0, 2) == (7,)


@needs_fr
@pytest.mark.parametrize(
    ("source", "mt", "f"),
    [
        # "se sentir" is copular: a plural "-x" adjective keeps its number.
        ("We felt happy.", "Nous nous sentions heureux.", "Nous nous sentions heureuses."),
        # A modal before "être": the attribute agrees with the subject.
        (
            "Somebody must be very happy.",
            "Quelqu'un doit être très heureux.",
            "Quelqu'un doit être très heureuse.",
        ),
        # The attribute of "d'être" after an adjective agrees with the same subject.
        (
            "Someone was happy to be chosen.",
            "Quelqu'un était heureux d'être choisi.",
            "Quelqu'un était heureuse d'être choisie.",
        ),
    ],
)
def test_feminine_copular(realiser: SentenceRealiser, source: str, mt: str, f: str) -> None:
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == f


def test_those_of_you_is_a_cue() -> None:
    from fairmt.fairqe.cue_rules import _quantifier
    from fairmt.fairqe.cues import tokenize

    toks = [tokenize(w) for w in ["Those", "of", "you", "who", "are", "ready", "can", "leave", "."]]
    hit = _quantifier(toks, 0)
    assert hit is not None and hit.category.value == "C8"
    assert _quantifier([tokenize(w) for w in ["Those", "of", "the", "books", "are", "mine", "."]], 0) is None


@needs_fr
def test_those_of_you_who(realiser: SentenceRealiser) -> None:
    # "d'entre" is the partitive, not the verb "entre"; the relative is on the group.
    item = Item(
        "Those of you who are ready can leave.", "Ceux d'entre vous qui sont prêts peuvent partir.", "fr"
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Celles d'entre vous qui sont prêtes peuvent partir."


@needs_fr
def test_injunctive_infinitive() -> None:
    from fairmt.inflect.french_agreement import speaker_predicates

    # "Be kind to the neighbours." as an injunctive infinitive: the addressee's adjective.
    assert speaker_predicates(("Être", "gentil", "avec", "les", "voisins", ".")) == ((1, 2, "", ""),)
    assert speaker_predicates(("Ne", "pas", "être", "inquiet", ".")) == ((3, 4, "", ""),)
    # An infinitive subject: "Being rich is not enough."
    assert speaker_predicates(("Être", "riche", "ne", "suffit", "pas", ".")) == ()


@needs_fr
def test_cardinal_pronoun(realiser: SentenceRealiser) -> None:
    item = Item("Two were arrested.", "Deux ont été arrêtés.", "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Deux ont été arrêtées."
    things = Item("Three days were lost.", "Trois jours ont été perdus.", "fr")
    realiser.prepare([things])
    assert realiser.realise(things, "F") in (None, things.translation)


@needs_fr
def test_partitive_of_a_cardinal() -> None:
    assert (0, 1) in group_pronoun_spans(["Aucun", "des", "deux", "n'a", "été", "blessé", "."])
