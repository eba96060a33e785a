"""English person nouns found again (en-cues-78, en63): the WordNet list and the modifier test.

- A word in -man is a compound of "man" only when its stem ends in an English word ("chair-man");
  "shaman" (a loan word) was left out of the WordNet list as a man's word.
- A gendered sense that SemCor never tagged no longer leaves out a word whose first sense is a
  neutral person: "elector" (also "any of the german princes").
- A trade whose only thing sense is its shop ("florist", "tobacconist") is a person noun: the
  shop is "the florist's".
- A person noun before a word that is only a verb form ("sold", "lent") modifies nothing: "The
  teacher sold us ..." was read like "teacher training".

The sentences are written for these tests.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from fairmt.fairqe.cues import source_cues
from fairmt.inflect.apertium_morph import morphology

REPO = Path(__file__).resolve().parents[2]
WORDNET = Path("/usr/share/wordnet")
needs_wordnet = pytest.mark.skipif(
    not (WORDNET / "data.noun").exists(), reason="Debian's wordnet-base is not installed"
)
needs_en = pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")


def spans(sentence: str) -> set[str]:
    return {c.source_span for c in source_cues(sentence, "es")}


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The shaman sang by the fire all night.", "shaman"),
        ("Two shamans from the valley came to the wedding.", "shamans"),
        ("Each elector received a ballot in the post.", "elector"),
        ("The electors of the district met in the town hall.", "electors"),
        ("The tobacconist opened his shop at nine.", "tobacconist"),
        ("Our ironmonger knows every screw in the shop.", "ironmonger"),
    ],
)
def test_people_the_person_list_left_out_are_cues(sentence: str, word: str) -> None:
    assert word in spans(sentence)


@needs_en
@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The florist sold us two dozen roses.", "florist"),
        ("The teacher lent me a pen for the exam.", "teacher"),
        ("The student sold her old bike to a neighbour.", "student"),
        ("Every customer bought at least one ticket.", "customer"),
    ],
)
def test_a_person_noun_before_a_verb_form_heads_its_phrase(sentence: str, word: str) -> None:
    assert word in spans(sentence)


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("The aircraft carrier sailed into the harbour.", "carrier"),
        ("The student loan was paid off in five years.", "student"),
        ("The teacher training lasted two years.", "training"),
        ("The hammer sold well last year.", "hammer"),
        ("A dwarf star is much smaller than the sun.", "dwarf"),
    ],
)
def test_things_stay_without_a_cue(sentence: str, word: str) -> None:
    assert word not in spans(sentence)


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_person_nouns", REPO / "scripts/build_person_nouns.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@needs_wordnet
def test_man_compounds_are_read_by_their_stem() -> None:
    mod = _script()
    words = mod.word_lemmas(WORDNET)
    for compound in ("chairman", "layman", "adman", "craftsman", "firemen", "chairwoman", "freedman"):
        assert mod.gendered_ending(compound, words), compound
    for loan in ("shaman", "brahman"):
        assert not mod.gendered_ending(loan, words), loan
    assert mod.gendered_ending("busboy", words) and not mod.gendered_ending("teacher", words)


@needs_wordnet
def test_built_lists_keep_the_new_people_and_leave_out_gendered_words() -> None:
    keep, _verbs, things = _script().build_all(WORDNET)
    thing_words = {t.split("\t")[0] for t in things}
    for word in ("shaman", "elector", "florist", "tobacconist"):
        assert word in keep and word not in thing_words, word
    # a first sense that names a man ("young nobleman") or that is no person ("fairy") still
    # keeps a word out when another sense is gendered
    for word in ("squire", "fairy", "chairman", "widow", "prince"):
        assert word not in keep, word
