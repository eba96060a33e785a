"""German inflector de-inflect-16 and realiser rules-16 (issue 12, branch de23b): English words
the MT kept inside names and titles, English person nouns that give no cue, -ist nouns that
Wiktionary does not list, and the relative pronoun after a title, a given name and a surname.

Sentences marked "own" were written for this test (the German is what an MT system writes for the
English); the others are dev gold lines of ``benchmarks/data/variants_gold/de.jsonl`` (ninth
batch), read from the file so that the test follows the gold text.

- An English word kept in a name or a title is no person noun of the target (Duden,
  Rechtschreibung: Eigennamen; foreign words kept as such): "des Lake Tahoe" for "Lake Tahoe",
  "Chief Minister" for "Chief Minister". A title the target shares before a name ("Senator
  Smith") keeps its person reading.
- English personal nouns are simple words as well as -er/-ist derivatives (CGEL 19.2): a word
  whose form shows a noun (genitive 's, a hyphenated compound: "assassin's", "team-mates") and
  whose most frequent WordNet sense is a person is a person cue; a capitalised regular plural in
  -ists or -ans of a WordNet person noun ("Loyalists", "Puritans", "Etruscans": CGEL 19.2, -(i)an
  nouns of adherence and origin) is an adherent noun; a hyphenated plural is plural.
- The head after a possessive determiner is a noun (CGEL 5.8): "his associates", which Apertium
  knows only as a verb, is a person cue by its WordNet sense.
- The suffix -ist forms person nouns (Duden, suffix -ist), feminine by Movierung -istin: a noun
  in -ist(en) Wiktionary lacks is a German person noun ("zwei Loyalisten").
- Two capitalised words between a person noun and the comma are a given name and a surname in
  close apposition (Duden, Die Grammatik: enge Apposition), also where Wiktionary lists them as
  nouns: the relative clause after them is the person's ("Reporter Jonathan Karl, der").
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")

GOLD = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "variants_gold" / "de.jsonl"


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


def _gold(line_id: str) -> dict[str, str]:
    for line in GOLD.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["id"] == line_id:
            assert row["split"] == "dev"
            return dict(row)
    raise AssertionError(line_id)


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (  # own: an English common noun of a name the MT kept
            "Tourists swim in Lake Geneva every summer.",
            "Touristen schwimmen jeden Sommer im Lake Geneva.",
            "F",
            "Touristinnen schwimmen jeden Sommer im Lake Geneva.",
        ),
        (  # own: a genitive 's marks a WordNet person noun that is no agent noun
            "The assassin's gun was never found.",
            "Die Waffe des Attentäters wurde nie gefunden.",
            "F",
            "Die Waffe der Attentäterin wurde nie gefunden.",
        ),
        (  # own: a hyphenated plural person noun; the English number decides the German case
            "The captain thanked his team-mates after the final.",
            "Der Kapitän dankte nach dem Finale seinen Teamkollegen.",
            "F",
            "Die Kapitänin dankte nach dem Finale seinen Teamkolleginnen.",
        ),
        (  # own: a capitalised -ists plural and an -ist noun Wiktionary lacks
            "The rebels captured three Loyalists near the river.",
            "Die Rebellen nahmen drei Loyalisten in der Nähe des Flusses gefangen.",
            "F",
            "Die Rebellinnen nahmen drei Loyalistinnen in der Nähe des Flusses gefangen.",
        ),
        (  # own: a capitalised -ans plural of a WordNet person noun (the Etruscans)
            "In the seventh century the Etruscans built many roads.",
            "Im siebten Jahrhundert bauten die Etrusker viele Straßen.",
            "F",
            "Im siebten Jahrhundert bauten die Etruskerinnen viele Straßen.",
        ),
        (  # own: the head after a possessive determiner, known to Apertium only as a verb
            "The mayor thanked his associates.",
            "Der Bürgermeister dankte seinen Mitarbeitern.",
            "F",
            "Die Bürgermeisterin dankte seinen Mitarbeiterinnen.",
        ),
        (  # own: relative after a title, a given name and a surname Wiktionary lists as nouns
            "The article was written by teacher Peter Bauer, who lives in Ulm.",
            "Der Artikel wurde von Lehrer Peter Bauer geschrieben, der in Ulm lebt.",
            "M",
            "Der Artikel wurde von Lehrer Peter Bauer geschrieben, der in Ulm lebt.",
        ),
    ],
)
def test_own_sentences(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_relative_after_title_given_name_and_surname() -> None:
    from fairmt.inflect.base import get_inflector

    de = get_inflector("de")
    tokens = ["Er", "traf", "den", "Lehrer", "Peter", "Bauer,", "der", "ihm", "half."]
    assert de.realise(tokens, (3, 4), "F") == [
        "Er",
        "traf",
        "die",
        "Lehrerin",
        "Peter",
        "Bauer,",
        "die",
        "ihm",
        "half.",
    ]


@pytest.mark.parametrize(
    "line_id", ["de-569", "de-572", "de-574", "de-591", "de-605", "de-353", "de-461", "de-583"]
)
def test_dev_gold_lines(line_id: str) -> None:
    row = _gold(line_id)
    for gender in ("F", "M", "N"):
        if row[gender] is not None:
            assert _realise(row["source"], row["mt"], gender) == row[gender]


def test_english_title_kept_by_the_mt_is_left_alone() -> None:
    row = _gold("de-601")  # "Chief Minister am 7. August 2016, ...": nothing to realise
    assert row["kind"] == "none"
    for gender in ("F", "M", "N"):
        assert _realise(row["source"], row["mt"], gender) in (None, row["mt"])
