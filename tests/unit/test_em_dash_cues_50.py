"""Helper dc50 (issue 12): an em dash closed up between two words ("the teacher—and the whole
school") is punctuation, not part of a word (*The Chicago Manual of Style*, 6.85): the word
before it is looked up as a cue and ends its clause (``fairmt.fairqe.cue_tokens.tokenize``,
en-cues-58). Before, the whitespace token "teacher—and" matched no lexicon entry and the person
went unrealised. Every sentence here was written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("raw", "low", "ends", "opens"),
    [
        ("teacher—and", "teacher", True, False),
        ("singer—a", "singer", True, False),
        ("nurses—", "nurses", True, False),
        ("—she", "she", False, True),
        ("Smith—the", "smith", True, False),
    ],
)  # fmt: skip
def test_an_em_dash_ends_the_word_before_it(raw: str, low: str, ends: bool, opens: bool) -> None:
    tok = tokenize(raw)
    assert (tok.low, tok.ends_clause, tok.opens_clause) == (low, ends, opens)


@pytest.mark.parametrize("raw", ["1990–1995", "well-known", "Franco–Prussian", "mother-in-law"])
def test_other_dashes_and_hyphens_stay_inside_the_word(raw: str) -> None:
    # an en dash (ranges, compounds of names) and a hyphen join one word: nothing is split off
    assert tokenize(raw).low == raw.lower()


@pytest.mark.parametrize(
    ("source", "lemma"),
    [
        ("They thanked the teacher—and the whole school.", "teacher"),
        ("We met the singer—a quiet man from Leeds.", "singer"),
        ("Everyone praised the new director—but not for long.", "director"),
    ],
)  # fmt: skip
def test_the_person_noun_before_a_closed_up_dash_is_a_cue(source: str, lemma: str) -> None:
    _, hits = source_hits(source)
    assert lemma in {h.lemma for h in hits}


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "translation", "feminine"),
    [
        ("They thanked the teacher—and the whole school.",
         "Sie dankten dem Lehrer und der ganzen Schule.",
         "Sie dankten der Lehrerin und der ganzen Schule."),
        ("We met the singer—a quiet man from Leeds.",
         "Wir trafen den Sänger, einen ruhigen Mann aus Leeds.",
         "Wir trafen die Sängerin, einen ruhigen Mann aus Leeds."),
        ("Everyone praised the new director—but not for long.",
         "Todos elogiaron al nuevo director, pero no por mucho tiempo.",
         "Todas elogiaron a la nueva directora, pero no por mucho tiempo."),
    ],
)  # fmt: skip
def test_the_person_before_the_dash_is_realised(
    realiser: SentenceRealiser, source: str, translation: str, feminine: str
) -> None:
    lang = "es" if translation.startswith("Todos") else "de"
    assert realiser.realise(Item(source, translation, lang), "F") == feminine
