"""rules-22 (session 19, exp27es): Spanish wrong translations of an explicit gender that went
unflagged (issue 13). The predicate noun of a copula or "como" is found past prenominal adjectives,
ordinals and longer adverbials ("fue el mejor alumno", "Es más o menos un principiante"); another
person's role noun aligned to a person noun of its own no longer keeps the one person's nouns
unread; a C6 predicate role noun the aligner put on no person noun is read on the translation's
predicate noun. en-cues-29: a noun of lexical gender that is also a given name ("Princess",
"King") is a title before a name and a noun after "the", no longer a dropped given name. Every
sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from fairmt.fairqe.agents.predicate_nouns import _on_predicate_noun, _predicate_nouns, _prenominal
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import CueDetection, Item
from fairmt.inflect.base import get_inflector


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # an ordinal after an adverb and the article: three words before the noun (NGLE 21.3)
        ("She was also third in the line of heirs to the throne.",
         "Fue también el tercer heredero al trono.",
         "Fue también la tercera heredera al trono."),
        # "más o menos" before the article: four words between the copula and the noun; the
        # role noun "leader" is that predicate, not another person
        ("She was more or less the leader of the group.",
         "Era más o menos el líder del grupo.",
         "Era más o menos la líder del grupo."),
        # "the doctor" is another person: aligned to "el médico" (a noun phrase of its own, one
        # referent), it no longer keeps "alumno" unread, and is not read as hers
        ("After the doctor gave her a book, she was valedictorian of the school.",
         "Después de que el médico le diera un libro, fue el mejor alumno de la escuela.",
         "Después de que el médico le diera un libro, fue la mejor alumna de la escuela."),
    ],
)  # fmt: skip
def test_the_wrong_translation_is_flagged_and_the_right_one_is_not(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is True


@pytest.mark.parametrize(
    ("translation", "found"),
    [
        ("Fue el mejor alumno de su clase.", ["alumno"]),
        ("Fue también la tercera directora del museo.", ["directora"]),
        ("Es más o menos un principiante en política.", ["principiante"]),
        ("Fue la primera vez que llovió.", []),  # a thing, not a person
        ("Fue la mejor.", []),  # no noun after the adjective
    ],
)  # fmt: skip
def test_predicate_nouns_past_prenominal_words(translation: str, found: list[str]) -> None:
    tokens = translation.split()
    spans = _predicate_nouns(get_inflector("es"), tokens, "es")
    assert [" ".join(tokens[a:b]) for a, b in spans] == found


def test_prenominal_class() -> None:
    assert _prenominal("mejor", "es") and _prenominal("tercera", "es") and _prenominal("primer", "es")
    assert not _prenominal("alumno", "es") and not _prenominal("joven", "es")
    assert not _prenominal("migliore", "it")  # Spanish only


def test_a_misaligned_predicate_role_noun_is_read_on_the_predicate_noun(agents: RuleAgents) -> None:
    # The aligner can link the role noun to a word of the next clause ("tuvo otras"), where the
    # feminine of "otras" read as hers; the predicate noun "tesorero" is the word to read.
    source = "She was treasurer and had other tasks in the club."
    detector = RuleCueDetector()
    inflector = get_inflector("es")
    for translation, ok in (
        ("Fue tesorero y tuvo otras tareas en el club.", False),
        ("Fue tesorera y tuvo otras tareas en el club.", True),
    ):
        item = Item(source, translation, "es")
        [det] = detector.detect([item])
        tokens = translation.split()
        [cue] = [c for c in det.cues if c.source_span == "treasurer"]
        assert cue.category is Category.C6
        misplaced = replace(cue, target_tokens=(3, 5), target_span="tuvo otras", target_gender="F")
        moved = _on_predicate_noun(inflector, tokens, misplaced, "es")
        assert moved.target_tokens == (1, 2) and moved.target_gender is None
        cues = tuple(misplaced if c is cue else c for c in det.cues)
        variants = agents.variants(item, CueDetection(cues=cues))
        assert variants.alignment is ok


def test_a_cue_on_a_person_noun_stays() -> None:
    source = "She was treasurer and had other tasks in the club."
    translation = "Fue tesorera y tuvo otras tareas en el club."
    [det] = RuleCueDetector().detect([Item(source, translation, "es")])
    [cue] = [c for c in det.cues if c.source_span == "treasurer"]
    placed = replace(cue, target_tokens=(1, 2), target_span="tesorera")
    assert _on_predicate_noun(get_inflector("es"), translation.split(), placed, "es") is placed


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        ("Princess Anne opened the new hospital in 1990.",
         "El príncipe Ana inauguró el nuevo hospital en 1990.",
         "La princesa Ana inauguró el nuevo hospital en 1990."),
        ("The bridge was built under King Henry in the twelfth century.",
         "El puente se construyó bajo la reina Enrique en el siglo XII.",
         "El puente se construyó bajo el rey Enrique en el siglo XII."),
        ("The letter was signed by the Princess in 1990.",
         "La carta fue firmada por el príncipe en 1990.",
         "La carta fue firmada por la princesa en 1990."),
    ],
)  # fmt: skip
def test_a_gendered_noun_that_is_also_a_given_name_is_a_cue(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is True


def test_a_title_before_a_name_is_c4() -> None:
    [det] = RuleCueDetector().detect([Item("Princess Anne opened it.", "La princesa Ana lo inauguró.", "es")])
    [cue] = [c for c in det.cues if c.source_span == "Princess"]
    assert cue.category is Category.C4 and cue.source_gender == "F" and cue.target_gender == "F"


@pytest.mark.parametrize(
    "source",
    [
        "She opened a shop on Prince Regent Street in 1990.",  # a place after "on", two words
        "They moved to King Street after the war.",  # after a locative preposition
        "The museum stands near King George Island.",
    ],
)
def test_a_place_named_after_a_person_is_no_title(source: str) -> None:
    [det] = RuleCueDetector().detect([Item(source, "x", "es")])
    assert not [c for c in det.cues if c.category is Category.C4]
