"""de-inflect-49: German noun forms and the case of bare conjuncts (sentences written for these
tests; the infinitive clause's dative is in test_german_infinitive_datives_63).

* an unlisted feminine whose Movierung umlauted the stem undoes the umlaut in the masculine
  ("die Gästin" -> "der Gast", "des Gastes"; german_umlaut_stems);
* an unlisted monosyllable of the loanword shape takes "-s" in the genitive and plural ("der
  Starin" -> "des Stars", "die Starinnen" -> "die Stars"; german_genitive_forms);
* a weak-looking suffix that Wiktionary declines strong stays strong ("der Oberstleutnantin" ->
  "des Oberstleutnants", not "des Oberstleutnanten"; german_strong_heads);
* a bare conjunct sharing an article takes the first conjunct's case ("der Lehrerin und
  Malerin" -> "des Lehrers und Malers"; german_shared_cases);
* a bare person noun after "und" pairs with the bare person noun before a preposition, not with
  the preposition's object ("Ärztin in Bern und Präsidentin" -> "Arzt in Bern und Präsident";
  german_conjunct_partners); a partner inside a preposition's phrase keeps the list's case.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.german import GermanInflector
from fairmt.inflect.german_strong_heads import strong_listed_masculine
from fairmt.inflect.german_umlaut_stems import masculine_of_umlauted_stem


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # The masculine of "Gästin" has no umlaut.
        ("The guest arrived.", "Die Gästin kam an.", "Der Gast kam an."),
        ("I saw the guest.", "Ich sah die Gästin.", "Ich sah den Gast."),
        # A shared article: the bare conjunct has the first conjunct's case.
        (
            "A novel by the teacher and painter Anna Roth.",
            "Ein Roman der Lehrerin und Malerin Anna Roth.",
            "Ein Roman des Lehrers und Malers Anna Roth.",
        ),
        (  # (right before too: the preposition's list reading gives the same case)
            "He spoke with the director and president of the club.",
            "Er sprach mit der Direktorin und Präsidentin des Vereins.",
            "Er sprach mit dem Direktor und Präsidenten des Vereins.",
        ),
        # The partner before the preposition: a predicate nominative.
        (
            "She was a doctor in Bern and president of the club.",
            "Sie war Ärztin in Bern und Präsidentin des Vereins.",
            "Sie war Arzt in Bern und Präsident des Vereins.",
        ),
        (
            "Later he was a partner at Bosch and president of the club.",
            "Später war er Partnerin bei Bosch und Präsidentin des Vereins.",
            "Später war er Partner bei Bosch und Präsident des Vereins.",
        ),
        # Guards: a name as the conjunct partner, a partner governed by a preposition.
        (
            "She spoke with Michaels and his bodyguard.",
            "Sie sprach mit Michaels und seiner Leibwächterin.",
            "Sie sprach mit Michaels und seinem Leibwächter.",
        ),
        (
            # (deb64) with dative-only "mit": after "ging an" the receiver is accusative
            "She talked with pupils from Bern and teachers.",
            "Sie sprach mit Schülerinnen aus Bern und Lehrerinnen.",
            "Sie sprach mit Schülern aus Bern und Lehrern.",
        ),
    ],
)
def test_masculine(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("mt", "span", "want"),
    [
        ("Der Koffer der Gästin stand im Flur .", (2, 4), "Der Koffer des Gastes stand im Flur ."),
        ("Die Hotelgästin ging früh .", (0, 2), "Der Hotelgast ging früh ."),
        # A masculine Wiktionary lists with the umlaut keeps it.
        ("Das Pferd der Fürstin war alt .", (2, 4), "Das Pferd des Fürsten war alt ."),
        # The loanword shape: "-s" in the genitive and plural; a native monosyllable keeps "-es".
        ("Das Auto der Starin war rot .", (2, 4), "Das Auto des Stars war rot ."),
        ("Die Starinnen kamen spät .", (0, 2), "Die Stars kamen spät ."),
        ("Die Tasche der Ärztin war schwer .", (2, 4), "Die Tasche des Arztes war schwer ."),
        # Wiktionary's strong declension over the weak suffix; a weak noun stays weak.
        ("Das Haus der Oberstleutnantin war alt .", (2, 4), "Das Haus des Oberstleutnants war alt ."),
        ("Das Haus einer alten Leutnantin war alt .", (2, 5), "Das Haus eines alten Leutnants war alt ."),
        ("Das Haus der Pilotin war alt .", (2, 4), "Das Haus des Piloten war alt ."),
    ],
)
def test_inflector_masculine(de: GermanInflector, mt: str, span: tuple[int, int], want: str) -> None:
    out = de.realise(mt.split(), span, "M")
    assert out is not None and " ".join(out) == want


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # A genitive shared by a bare conjunct (main: "des Arztes und Chirurg", "und Maler").
        (
            "The car of the doctor and surgeon was red.",
            "Das Auto der Ärztin und Chirurgin war rot.",
            "Das Auto des Arztes und Chirurgen war rot.",
        ),
        (
            "The painting shows the wife of the teacher and painter.",
            "Das Bild zeigt die Frau der Lehrerin und Malerin.",
            "Das Bild zeigt die Frau des Lehrers und Malers.",
        ),
    ],
)
def test_shared_case(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


def test_strong_head_needs_a_compound_boundary() -> None:
    # "Assistent" ends in "stent" (der Stent, strong) but is no compound of it: the weak suffix
    # stands; a listed noun before a strong head is a boundary.
    assert strong_listed_masculine("Assistent") is None
    assert strong_listed_masculine("Armeeoberstleutnant") == ("Armeeoberstleutnant", "Armeeoberstleutnants")


def test_umlaut_rule_only_for_strong_monosyllables() -> None:
    assert masculine_of_umlauted_stem("Gäst") == ("Gast", "Gäste")
    assert masculine_of_umlauted_stem("Närr") is None  # der Narr, des Narren: weak
    assert masculine_of_umlauted_stem("Bäuer") is None  # der Bauer: the umlaut is not in a last syllable
