"""German gender pairs of the lexical aligner are built for nouns only (scripts/build_align_genders.py).

The builder capitalises every lower-cased table word before it asks the German inflector for
a counterpart, so pronouns, adjectives and verb forms used to be read as compounds of person
nouns: "dieselben" as "Dies" + "Elben" (Elbe/Elbin) -> "dieselbinnen", "gemeinsame" as
"Gemein" + "Same" -> "gemeinsamin", "entwickelte" as "Entwic" + "Kelte" -> "entwickeltin".
German capitalises nouns only (Duden, official rules §§ 53-57), so the training text's
letter case inside sentences tells the nouns apart.
"""

from __future__ import annotations

import gzip
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from fairmt.align.lexical_genders import read_pairs

REPO = Path(__file__).resolve().parents[2]


def _builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_align_genders", REPO / "scripts" / "build_align_genders.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TEXTS = [
    "Sie arbeiteten in demselben Büro und nutzten dieselben Werkzeuge.",
    "Die Lehrer und die Schüler hatten eine gemeinsame Sprache.",
    "Er entwickelte einen Plan, den die Lehrer lobten.",
    "Dieselben Regeln gelten für alle.",  # sentence-initial: no evidence either way
    'Der Trainer sagte: "Gemeinsame Ziele zählen."',  # after a quotation mark: none either
]


def test_letter_case_inside_sentences_tells_nouns_from_other_words() -> None:
    nouns, others = _builder().german_noun_words(TEXTS)
    assert {"lehrer", "schüler", "sprache", "plan", "büro"} <= nouns
    assert {"demselben", "dieselben", "gemeinsame", "entwickelte", "und"} <= others
    assert "regeln" in nouns  # the word after a sentence's first one is inside it
    assert "dieselben" not in nouns and "ziele" in nouns


def test_counterparts_skip_pronouns_adjectives_and_verbs_read_as_compounds() -> None:
    builder = _builder()
    words = ["demselben", "dieselben", "gemeinsame", "entwickelte", "lehrer", "lehrerin"]
    before, _ = builder.counterparts("de", words)
    if not before:
        pytest.skip("German noun data not installed")
    assert ("dieselben", "dieselbinnen") in before  # the old reading, without the letter case
    pairs, _ = builder.counterparts("de", words, builder.german_noun_words([*TEXTS, "Die Lehrerin kam."]))
    assert {w for w, _ in pairs} == {"lehrer", "lehrerin"}
    assert ("lehrerin", "lehrer") in pairs


def test_shipped_german_pairs_have_no_pronoun_or_adjective() -> None:
    path = REPO / "src" / "fairmt" / "align" / "data" / "lexical" / "en-de.genders.tsv.gz"
    _, pairs = read_pairs(path.read_bytes())
    words = {w for pair in pairs for w in pair}
    assert "lehrerin" in words
    junk = {
        "demselben",
        "dieselben",
        "dieselbinnen",
        "gemeinsamin",
        "entwickeltin",
        "wichtigerinnen",
        "elfin",
    }
    assert not junk & words
    assert gzip.decompress(path.read_bytes())  # (a real gzip file)
