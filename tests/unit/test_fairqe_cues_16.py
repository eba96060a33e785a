"""en-cues-16 (issue 13): predicate nominals and titles of the one gendered person, and a
fronted prepositional phrase before a copied name. Every sentence here was written for these
tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item


def _readings(source: str, translation: str, lang: str) -> dict[str, str]:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    return {c.source_span: c.target_gender for c in det.explicit if c.target_gender is not None}


def _categories(source: str) -> dict[str, str]:
    return {c.source_span: c.category.value for c in source_cues(source, "es")}


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _alignment(agents: RuleAgents, source: str, translation: str, lang: str) -> bool | None:
    [a] = agents.analyse([Item(source, translation, lang)])
    return a.variants.alignment


# --------------------------------------------------------------------------- (d) predicate nominals


@pytest.mark.parametrize(
    ("source", "nouns"),
    [
        ("After the war she began her career as a fine art photographer and educator.",
         ("photographer", "educator")),
        ("Her dream of becoming a film director came true at last.", ("director",)),
        ("He supported himself as a waiter during his studies.", ("waiter",)),
        ("In 1990 he became a successful lawyer in Boston.", ("lawyer",)),
    ],
)  # fmt: skip
def test_a_role_noun_after_as_or_become_is_the_one_persons_predicate(
    source: str, nouns: tuple[str, ...]
) -> None:
    cats = _categories(source)
    assert all(cats[n] == "C6" for n in nouns), cats


@pytest.mark.parametrize(
    "source",
    [
        # another person of unstated gender before it: the predicate may be theirs
        "She hired the manager as a consultant.",
        # two genders in the sentence
        "She introduced her brother as a teacher.",
        # a relative clause: its subject is the antecedent, maybe another person
        "Garcia, who became a military adviser, described her as proud.",
        # a possessor, not the predicate
        "She worked as the director's assistant.",
    ],
)
def test_no_predicate_nominal_upgrade_when_it_may_be_another_person(source: str) -> None:
    notes = [c.note for c in source_cues(source, "es")]
    assert not [n for n in notes if "predicate nominal of the one person" in n], notes


@pytest.mark.parametrize(
    ("translation", "lang", "gender"),
    [
        ("Tras la guerra comenzó su carrera como fotógrafa y educadora.", "es", "F"),
        ("Tras la guerra comenzó su carrera como fotógrafo y educador.", "es", "M"),
        ("Dopo la guerra iniziò la sua carriera come fotografa ed educatrice.", "it", "F"),
        ("Dopo la guerra iniziò la sua carriera come fotografo ed educatore.", "it", "M"),
    ],
)
def test_the_predicate_nominal_is_read_in_the_translation(translation: str, lang: str, gender: str) -> None:
    source = "After the war she began her career as a photographer and educator."
    read = _readings(source, translation, lang)
    assert read.get("photographer") == gender, read


def test_a_predicate_nominal_in_the_wrong_gender_is_a_violation(agents: RuleAgents) -> None:
    source = "Her dream of becoming a film director came true at last."
    es = "Su sueño de convertirse en {} de cine por fin se cumplió."
    assert _alignment(agents, source, es.format("directora"), "es") is True
    assert _alignment(agents, source, es.format("director"), "es") is False
    it = "Il suo sogno di diventare {} regista si è infine avverato."
    assert _alignment(agents, source, it.format("una"), "it") is True
    assert _alignment(agents, source, it.format("un"), "it") is False


# --------------------------------------------------------------------------- (e) a title before a name


@pytest.mark.parametrize(
    ("source", "title"),
    [
        ("In his first speech, Governor Alvarez promised lower taxes.", "Governor"),
        ("Senator Brooks was a member of the committee until her retirement.", "Senator"),
    ],
)
def test_a_role_title_before_a_name_is_the_one_person(source: str, title: str) -> None:
    assert _categories(source)[title] == "C6"


@pytest.mark.parametrize(
    "source",
    [
        # another person of unstated gender, not a predicate: the pronoun may be theirs
        "The doctor met Senator Brooks after her speech.",
        # two persons titled by role nouns
        "Senator Brooks thanked Governor Alvarez for her support.",
        # a gendered noun: not the pronouns' person only
        "Senator Brooks thanked his wife.",
    ],
)
def test_no_title_upgrade_when_the_pronoun_may_be_another(source: str) -> None:
    cats = _categories(source)
    assert cats["Senator"] == "C7", cats


def test_the_title_is_read_in_the_translation(agents: RuleAgents) -> None:
    source = "In his first speech, Governor Alvarez promised lower taxes."
    ok = "Nel suo primo discorso, il governatore Alvarez promise meno tasse."
    wrong = "Nel suo primo discorso, la governatrice Alvarez promise meno tasse."
    assert _alignment(agents, source, ok, "it") is True
    assert _alignment(agents, source, wrong, "it") is False


# --------------------------------------------------------------------------- a phrase before a name


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        ("In 1969, Hathaway became worried by her affairs.",
         "Nel 1969 Hathaway era preoccupata dei suoi affari.", "it", "F"),
        ("In 1969, Hathaway became worried by her affairs.",
         "Nel 1969 Hathaway era preoccupato dei suoi affari.", "it", "M"),
        ("In the spring of 1990 Garcia was elected by her party.",
         "En la primavera de 1990 Garcia fue elegida por su partido.", "es", "F"),
    ],
)  # fmt: skip
def test_a_fronted_phrase_before_the_copied_name_leaves_the_persons_clause(
    source: str, translation: str, lang: str, gender: str
) -> None:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    read = [c.target_gender for c in det.explicit if c.category == Category.C1 and c.target_gender]
    assert read == [gender], [(c.source_span, c.target_span, c.target_gender) for c in det.cues]


def test_a_name_inside_a_prepositional_phrase_is_no_subject() -> None:
    """ "La amiga de Garcia fue elegida": the friend is the subject, not Garcia."""
    source = "The friend of Garcia was elected by her party."
    det = RuleCueDetector().detect([Item(source, "La amiga de Garcia fue elegida por su partido.", "es")])[0]
    assert not [c for c in det.explicit if "subjectless" in c.note]


# --------------------------------------------------------------------------- an intensifier by a name


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        ("The songs were written by Lennox himself and his friends.",
         "Las canciones las escribieron el propio Lennox y sus amigos.", "es", "M"),
        ("The songs were written by Lennox himself and his friends.",
         "Las canciones las escribieron la propia Lennox y sus amigos.", "es", "F"),
        ("The songs were written by Lennox herself.",
         "Le canzoni furono scritte dalla stessa Lennox.", "it", "F"),
        ("The songs were written by Lennox herself.",
         "Le canzoni furono scritte dallo stesso Lennox.", "it", "M"),
    ],
)  # fmt: skip
def test_the_intensifier_beside_a_copied_name_shows_the_gender(
    source: str, translation: str, lang: str, gender: str
) -> None:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    read = {c.source_span: c.target_gender for c in det.explicit if c.target_gender is not None}
    assert read.get("himself", read.get("herself")) == gender, read


def test_an_intensifier_of_a_thing_is_not_read() -> None:
    """ "su propia empresa": "propia" agrees with the company, not with him."""
    source = "Lennox himself founded his company."
    det = RuleCueDetector().detect([Item(source, "Lennox fundó su propia empresa.", "es")])[0]
    assert not [c for c in det.explicit if c.target_gender == "F"], [
        (c.source_span, c.target_span, c.target_gender) for c in det.cues
    ]
