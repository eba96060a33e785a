"""German inflector de-inflect-17 (issue 12, branch de24): plural nominalised adjectives after
an article word in -e, person nouns in -iker, -ist only for masculine or unknown words, strong
nominalised adjectives without article, the relative pronoun after a title without article
and one name, and the genus of a compound's head.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

- An article word in -e before a nominalised adjective in -en is a plural ("alle
  Beteiligten", "keine Verletzten"): the adjective is weak in the plural after it, and a
  feminine singular has -e ("diese Beteiligte"; Duden, Die Grammatik: Deklination des
  Adjektivs). The plural has one form for both genders and stays.
- The suffix -iker forms person nouns, feminine -ikerin (Duden, the suffix -iker: Alkoholiker,
  Rhetoriker): a noun an English person noun is aligned to is one, where Wiktionary lists it
  without its feminine.
- The suffix -ist forms masculine nouns (Duden, suffix -ist): a word Wiktionary lists only as
  a feminine or neuter noun ("Fußleisten", die Leiste) is no -ist person noun.
- A nominalised adjective with the strong masculine ending -er and no article ("als
  Labour-Abgeordneter") shows its gender by its ending (Duden, Die Grammatik: starke Flexion
  des substantivierten Adjektivs), with no gendered English word behind it.
- A title without article before a name is in close apposition (Duden, Die Grammatik: enge
  Apposition): the one capitalised word after it is the name, and the relative clause after
  the name is the person's ("an Richter Miller, der ...").
- The last part of a compound gives it its genus (Duden, Die Grammatik:
  Determinativkompositum): the masculine "Repräsentanten" is no compound of "Tanten"; and a
  weak masculine in -ant/-ent that Wiktionary lists without its feminine is a person noun for
  an English person noun the aligner left without one (Duden, Die Grammatik: schwache
  Maskulina).
- A bare nominalised adjective in -e after "als" is the strong plural where the English is
  plural ("als Überlebende" for "as survivors"), one form for both genders, and stays; the
  singular ("as a survivor") still changes.
- A quantifier pronoun in the accusative or dative with "von uns"/"von euch" ("für jeden von
  uns") is a person only German genders (Duden, Die Grammatik: Indefinitpronomen jeder,
  jeden, jedem / jede, jede, jeder).
- The article of an elliptic superlative or ordinal predicated of "ich" ("bin ich der
  jüngste") agrees with the speaker (Duden, Die Grammatik: Kongruenz im prädikativen
  Nominativ); with a relative clause after it, it is left alone.
- A given name Wiktionary does not know and a noun, alone between commas, are a personal name
  in apposition: the noun is the surname ("der Gruppe, Candace Turner, ...").
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


def test_plural_nominalised_adjective_after_article_word_in_e() -> None:
    from fairmt.inflect.german_predicates import _nomadj_gender

    assert _nomadj_gender("alle", "en", "der") == ("p", "pl")
    assert _nomadj_gender("keine", "en", "ein") == ("p", "pl")
    assert _nomadj_gender("diese", "e", "der") == ("f", "sg")
    assert _nomadj_gender("keine", "e", "ein") == ("f", "sg")


def test_person_suffixes() -> None:
    from fairmt.inflect.german_predicates import person_iker, person_ist

    assert person_iker("rhetoriker") and person_iker("satirikerinnen")
    assert not person_iker("leiter")
    assert person_ist("loyalisten")
    assert not person_ist("fußleisten")  # die Leiste: feminine in Wiktionary
    assert not person_ist("beauty-leisten")


def test_compound_head_agrees_with_whole_genus() -> None:
    from fairmt.inflect.base import get_inflector

    de = get_inflector("de")
    info = de.noun_info("Repräsentanten")  # type: ignore[attr-defined]
    assert info is not None and info[0] == "m" and info[2][2] == "Repräsentantin"
    info = de.noun_info("Großmutter")  # type: ignore[attr-defined]
    assert info is not None and info[2][0] == "Großvater"


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (  # "alle Beteiligten": plural, one form, stays
            "Her resignation surprised everyone involved.",
            "Ihr Rücktritt überraschte alle Beteiligten.",
            "M",
            "Ihr Rücktritt überraschte alle Beteiligten.",
        ),
        (  # an -iker noun Wiktionary lists without its feminine
            "The rhetorician Quintilian taught in Rome.",
            "Der Rhetoriker Quintilian lehrte in Rom.",
            "F",
            "Die Rhetorikerin Quintilian lehrte in Rom.",
        ),
        (  # "Fußleisten" is a thing (die Leiste), "Kunden" a person
            "We renewed the skirting boards for our customers.",
            "Wir haben die Fußleisten für unsere Kunden erneuert.",
            "F",
            "Wir haben die Fußleisten für unsere Kundinnen erneuert.",
        ),
        (  # a strong nominalised adjective without article, no English cue
            "In my years as the local Labour MP I learned a lot.",
            "In meinen Jahren als örtlicher Labour-Abgeordneter habe ich viel gelernt.",
            "F",
            "In meinen Jahren als örtliche Labour-Abgeordnete habe ich viel gelernt.",
        ),
        (
            "In my years as the local Labour MP I learned a lot.",
            "In meinen Jahren als örtlicher Labour-Abgeordneter habe ich viel gelernt.",
            "N",
            "In meinen Jahren als örtliche*r Labour-Abgeordnete*r habe ich viel gelernt.",
        ),
        (  # the same before a given name, sentence-initial
            "Labour MP Jon Smith said on Monday that the plan was wrong.",
            "Labour-Abgeordneter Jon Smith sagte am Montag, der Plan sei falsch.",
            "F",
            "Labour-Abgeordnete Jon Smith sagte am Montag, der Plan sei falsch.",
        ),
        (  # a plural "als Überlebende" (English plural) stays
            "They returned to the village as survivors.",
            "Sie kehrten als Überlebende in das Dorf zurück.",
            "M",
            "Sie kehrten als Überlebende in das Dorf zurück.",
        ),
        (  # the singular changes
            "She returned to the village as a survivor.",
            "Sie kehrte als Überlebende in das Dorf zurück.",
            "M",
            "Sie kehrte als Überlebender in das Dorf zurück.",
        ),
        (  # the relative pronoun after a title without article and a surname
            "The case went to Judge Miller, who ruled within a week.",
            "Der Fall ging an Richter Miller, der innerhalb einer Woche entschied.",
            "F",
            "Der Fall ging an Richterin Miller, die innerhalb einer Woche entschied.",
        ),
        (  # a weak -ant plural that ends like a hand-listed noun (Tanten)
            "The representatives of the unions met on Monday.",
            "Die Repräsentanten der Gewerkschaften trafen sich am Montag.",
            "F",
            "Die Repräsentantinnen der Gewerkschaften trafen sich am Montag.",
        ),
    ],
)
def test_own_sentences(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_surname_in_apposition_between_commas() -> None:
    from fairmt.inflect.base import get_inflector

    de = get_inflector("de")
    tokens = ["Lob", "kam", "vom", "Chef", "der", "Stiftung,", "Candace", "Turner."]
    assert de.person_spans(tokens) == [(3, 4)]
    assert (
        _realise(
            "The letter was signed by the group's founder, Candace Turner.",
            "Der Brief wurde vom Gründer der Gruppe, Candace Turner, unterzeichnet.",
            "F",
        )
        == "Der Brief wurde von der Gründerin der Gruppe, Candace Turner, unterzeichnet."
    )


@pytest.mark.parametrize(
    ("source", "mt", "f", "n"),
    [
        (
            "It was a gift for each of us.",
            "Es war ein Geschenk für jeden von uns.",
            "Es war ein Geschenk für jede von uns.",
            "Es war ein Geschenk für jede*n von uns.",
        ),
        (
            "I spoke with none of you.",
            "Ich sprach mit keinem von euch.",
            "Ich sprach mit keiner von euch.",
            "Ich sprach mit keinem*keiner von euch.",
        ),
    ],
)
def test_quantifier_pronoun_accusative_dative(source: str, mt: str, f: str, n: str) -> None:
    assert _realise(source, mt, "F") == f
    assert _realise(source, mt, "M") == mt
    assert _realise(source, mt, "N") == n


def test_superlative_predicate_of_ich() -> None:
    source = "After all, I am the youngest in a long line of ministers."
    mt = "Schließlich bin ich der jüngste in einer langen Reihe von Ministern."
    assert (
        _realise(source, mt, "F")
        == "Schließlich bin ich die jüngste in einer langen Reihe von Ministerinnen."
    )
    assert _realise(source, mt, "N") == (
        "Schließlich bin ich der*die jüngste in einer langen Reihe von Minister*innen."
    )
    # A relative clause after it would have to follow too: left alone.
    assert _realise("I was the last to leave.", "Ich war der letzte, der ging.", "F") is None
