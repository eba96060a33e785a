"""German inflector, de-inflect-14 (issue 12, branch de20): surnames after given names, adjectives
of position, -ist nouns Wiktionary lacks, and the relative pronoun after a genitive person noun.

Sentences marked "own" were written for this test (the German is what an MT system writes for the
English); the others are dev gold lines of ``benchmarks/data/variants_gold/de.jsonl`` (seventh
batch), read from the file so that the test follows the gold text.

- A given name (Wiktionary ``Vorname``) opening the sentence, then capitalised words that are no
  person noun, end in the surname before the comma: "Henry James Turner, 76" is a name, not der
  Turner (gymnast), as "Franz Künstler, 107" already was.
- The adjectives of position ober-, unter-, mittler-, vorder-, hinter-, inner-, äußer-, nieder-
  (Duden: used only attributively) name the part of a place before a name ("im unteren
  Yangtze"), never a person, so "im" is not split into "in der".
- The suffix -ist forms weak masculine person nouns with the feminine -istin (Duden, suffix -ist;
  Die Grammatik, schwache Maskulina): "Medievalist" and "Herbalist", which Wiktionary lacks and
  whose compound-like reading (Medieva + List) is feminine, are persons.
- A relative pronoun agrees with its antecedent in gender and number (Duden, Die Grammatik,
  Relativsatz): after a genitive person noun, "den" cannot refer to a feminine head ("die
  Geschichte des Senators, den ..."), so it follows the person noun ("der Senatorin, die").
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


def test_surname_after_given_names_is_no_person_noun() -> None:
    from fairmt.inflect.base import get_inflector

    inflector = get_inflector("de")
    for text, want in [
        ("Henry James Turner, 76, britischer Historiker.", ["Historiker."]),  # own
        ("Franz Künstler, 107, deutscher Soldat.", ["Soldat."]),  # own
    ]:
        tokens = text.split()
        assert [tokens[a] for a, _ in inflector.person_spans(tokens)] == want
    # The noun itself is still a person noun outside a name (own sentence).
    assert _realise("The gymnast won the final.", "Der Turner gewann das Finale.", "F") == (
        "Die Turnerin gewann das Finale."
    )


def test_adjective_of_position_before_a_name_is_no_person() -> None:
    from fairmt.inflect.base import Word, get_inflector

    inflector = get_inflector("de")
    for text in [
        "Sie wanderte am oberen Yangtze, dann kehrte sie heim.",
        "Er wohnt im unteren Yangtze.",
    ]:  # own
        words = [Word.parse(t) for t in text.split()]
        assert not any(inflector._name_adjective(words, i) for i in range(len(words)))  # type: ignore[attr-defined]
    # A declined adjective before a person's name still is one (own sentence).
    words = [Word.parse(t) for t in ["Sie", "traf", "den", "verstorbenen", "Otto", "Brandtner."]]
    assert inflector._name_adjective(words, 3)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # own sentences
        (
            "The medievalist gave a lecture.",
            "Der Medievalist hielt einen Vortrag.",
            "F",
            "Die Medievalistin hielt einen Vortrag.",
        ),
        (
            "The medievalist gave a lecture.",
            "Der Medievalist hielt einen Vortrag.",
            "N",
            "Der*die Medievalist*in hielt einen Vortrag.",
        ),
        (
            "Anna Berg, 70, German herbalist and journalist.",
            "Anna Berg, 70, deutsche Herbalistin und Journalistin.",
            "N",
            "Anna Berg, 70, deutsche*r Herbalist*in und Journalist*in.",
        ),
        (
            "Anna Berg, 70, German herbalist and journalist.",
            "Anna Berg, 70, deutsche Herbalistin und Journalistin.",
            "M",
            "Anna Berg, 70, deutscher Herbalist und Journalist.",
        ),
        (
            "The film tells the story of the senator whom the voters rejected.",
            "Der Film erzählt die Geschichte des Senators, den die Wähler ablehnten.",
            "F",
            "Der Film erzählt die Geschichte der Senatorin, die die Wählerinnen ablehnten.",
        ),
        (
            "The film tells the story of the senator whom the voters rejected.",
            "Der Film erzählt die Geschichte des Senators, den die Wähler ablehnten.",
            "N",
            "Der Film erzählt die Geschichte des*der Senator*in, den*die die Wähler*innen ablehnten.",
        ),
    ],
)
def test_own_sentences(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_person_ist_suffix() -> None:
    from fairmt.inflect.german_predicates import person_ist

    assert person_ist("medievalist") and person_ist("herbalistinnen") and person_ist("journalisten")
    assert not person_ist("zahlungsfrist") and not person_ist("hinterlist") and not person_ist("ist")


@pytest.mark.parametrize("line_id", ["de-459", "de-468", "de-509", "de-511"])
def test_dev_gold_lines(line_id: str) -> None:
    row = _gold(line_id)
    for gender in ("F", "M", "N"):
        assert _realise(row["source"], row["mt"], gender) == row[gender]


def test_role_noun_span_stops_before_a_lexical_noun() -> None:
    """de-507 (dev gold): the aligner's span for "governor" ran into "dem Kaiser" ("emperor"),
    which the English genders and stays; the governor still flips. (The line as a whole is
    still missed: Leutnant and Prokonsul have no feminine in the resources.)"""
    row = _gold("de-507")
    out = _realise(row["source"], row["mt"], "F")
    assert out is not None and "eine Gouverneurin dem Kaiser gehorcht" in out
