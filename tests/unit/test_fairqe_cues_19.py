"""en-cues-19: singular partitive pronouns ("one of them", "neither of us") are person cues;
closed compounds take their head's irregular plural ("grandchildren"); a one-word cue's
aligner span stops at a preposition or conjunction ("testimone fino a"). Every sentence
here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_target import trim_aligned_span
from fairmt.fairqe.cue_words import english_plurals, person_nouns, person_verbs
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.types import Item

WORDNET = Path("/usr/share/wordnet")
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _cues(source: str, translation: str, lang: str) -> dict[str, str]:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    return {c.source_span: c.target_span for c in det.cues}


def _variant(agents: RuleAgents, source: str, translation: str, lang: str, gender: str) -> str | None:
    [a] = agents.analyse([Item(source, translation, lang)])
    return next((v.text for v in a.variants.all if v.gender == gender), None)


# --------------------------------------------------------------------------- partitives


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("One of them is a doctor.", "Einer von ihnen ist Arzt.", "de", "Eine von ihnen ist Ärztin."),
        ("One of us was tired.", "Einer von uns war müde.", "de", "Eine von uns war müde."),
        ("One of them was arrested.", "Uno de ellos estuvo arrestado.", "es",
         "Una de ellas estuvo arrestada."),
        ("Neither of us was invited.", "Ninguno de nosotros fue invitado.", "es",
         "Ninguna de nosotras fue invitada."),
        ("One of them was arrested.", "Uno di loro è stato arrestato.", "it",
         "Una di loro è stata arrestata."),
        ("One of them was arrested.", "L'un d'eux a été arrêté.", "fr", "L'une d'elles a été arrêtée."),
    ],
)  # fmt: skip
def test_a_partitive_pronoun_is_a_person(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


def test_one_of_the_plural_person_noun() -> None:
    # German: before a genitive the pronoun's case is the inflector's partitive rule's to keep
    # ("einem seiner Kollegen" -> "einer seiner Kolleginnen"), so only "von" places it (en-cues-20)
    cues = _cues("She became one of the first female pilots.", "Sie wurde eine der ersten Pilotinnen.", "de")
    assert not cues.get("one")  # the cue stays, with no target span
    cues = _cues("One of them was late.", "Einer von ihnen kam zu spät.", "de")
    assert cues.get("One") == "Einer"


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("She bought one of the houses.", "Sie kaufte eines der Häuser."),
        ("The one who called was late.", "Derjenige, der anrief, war spät."),
    ],
)  # fmt: skip
def test_no_partitive_of_things(source: str, translation: str) -> None:
    assert "one" not in {k.lower() for k in _cues(source, translation, "de")}


def test_them_after_one_of_is_no_singular_they() -> None:
    assert "them" not in _cues("One of them was late.", "Uno de ellos llegó tarde.", "es")


def test_a_partitive_is_placed_only_before_its_preposition() -> None:
    # the aligner may link "one" to the article of another noun: not the pronoun
    cues = _cues(
        "The boys found two boxes and hid a key in one of them.",
        "Die Jungen fanden zwei Kisten und versteckten in einer von ihnen einen Schlüssel.",
        "de",
    )
    assert cues.get("one") in ("", "einer")
    cues = _cues("One of them is the main reason.", "Einer davon ist der Hauptgrund.", "de")
    assert cues.get("One") == ""


# --------------------------------------------------------------------------- plurals


@pytest.mark.parametrize(
    ("lemma", "plural"),
    [
        ("grandchild", "grandchildren"),
        ("stepchild", "stepchildren"),
        ("godchild", "godchildren"),
        ("salesperson", "salespeople"),
        ("superhero", "superheroes"),
    ],
)
def test_a_closed_compound_takes_its_heads_plural(lemma: str, plural: str) -> None:
    assert plural in english_plurals(lemma)


def test_grandchildren_is_a_cue(agents: RuleAgents) -> None:
    assert "grandchildren" in _cues(
        "Our grandchildren are very polite.", "I nostri nipoti sono molto educati.", "it"
    )
    assert (
        _variant(
            agents, "Our grandchildren are very polite.", "I nostri nipoti sono molto educati.", "it", "F"
        )
        == "Le nostre nipoti sono molto educate."
    )


# --------------------------------------------------------------------------- spans


def test_the_span_stops_at_a_preposition() -> None:
    norm = ["il", "testimone", "fino", "a", "mezzogiorno"]
    assert trim_aligned_span(norm, [1, 3], 1, "it") == [1]
    norm = ["il", "testimone", "in", "contraddittorio"]
    assert trim_aligned_span(norm, [1, 2, 3], 1, "it") == [1]
    norm = ["la", "deposizione", "del", "testimone"]
    assert trim_aligned_span(norm, [2, 3], 3, "it") == [2, 3]  # a fused article on the left stays
    assert trim_aligned_span(norm, [2, 3], 3, "ja") == [2, 3]


@pytest.mark.parametrize(
    ("source", "translation", "female"),
    [
        ("The lawyer questioned the witness until noon.",
         "L'avvocato ha interrogato il testimone fino a mezzogiorno.",
         "L'avvocata ha interrogato la testimone fino a mezzogiorno."),
        ("The judge heard the witness in private.",
         "Il giudice ha ascoltato il testimone in privato.",
         "La giudice ha ascoltato la testimone in privato."),
    ],
)  # fmt: skip
def test_no_function_word_is_inflected(
    agents: RuleAgents, source: str, translation: str, female: str
) -> None:
    assert _variant(agents, source, translation, "it", "F") == female


# --------------------------------------------------------------------------- person nouns that are verbs


@pytest.mark.parametrize(
    ("source", "translation", "span"),
    [
        ("The guide was tired.", "El guía estaba cansado.", "guide"),
        ("Our guides were tired.", "Nuestros guías estaban cansados.", "guides"),
        ("The volunteer was thanked.", "El voluntario fue agradecido.", "volunteer"),
    ],
)  # fmt: skip
def test_a_person_noun_more_often_a_verb_after_a_determiner(source: str, translation: str, span: str) -> None:
    assert span in _cues(source, translation, "es")


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("She guides the tourists.", "Ella guía a los turistas."),
        ("They volunteer every week.", "Ellos se ofrecen cada semana."),
    ],
)  # fmt: skip
def test_the_verb_is_no_person(source: str, translation: str) -> None:
    assert not {"guides", "volunteer"} & set(_cues(source, translation, "es"))


@pytest.mark.skipif(not (WORDNET / "data.noun").exists(), reason="Debian's wordnet-base is not installed")
def test_shipped_verb_list_is_what_the_script_builds() -> None:
    spec = importlib.util.spec_from_file_location(
        "build_person_nouns", REPO / "scripts/build_person_nouns.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert frozenset(mod.build_verbs(WORDNET)) == person_verbs()
    assert "guide" in person_verbs() and "guide" not in person_nouns()


def test_a_quantifier_before_the_base_form_is_its_subject() -> None:
    assert "guide" not in _cues(
        "The rangers all guide visitors.", "Los guardas guían a los visitantes.", "es"
    )
    assert "have" not in _cues("Some have left the room.", "Algunos han salido de la sala.", "es")
