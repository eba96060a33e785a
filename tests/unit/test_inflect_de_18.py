"""German inflector de-inflect-18 (issue 12, branch de25): quantifier pronouns in the
accusative and dative with a relative clause, and partitive pronouns before the genitive
plural of a nominalised adjective.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

- The indefinite pronoun jeder/keiner with a generalising relative clause stands for persons;
  its accusative and dative ("jeden", "jedem") are masculine only by German grammar, and the
  relative pronoun takes the pronoun's gender in its own case (Duden, Die Grammatik:
  Indefinitpronomen jeder; Relativsatz, Kongruenz mit dem Bezugswort), also when the relative
  clause stands behind the verbs that close the clause (Ausklammerung ins Nachfeld).
- "der" right after such a pronoun and its comma is the masculine nominative, which stays in
  the masculine realisation (not a feminine dative that would become "dem").
- A partitive pronoun before the genitive plural of a nominalised adjective ("einen der
  Gesandten", "mit einem der Verletzten"): the genitive plural has one form for both genders
  and stays, the pronoun takes the gender (Duden, Die Grammatik: partitiver Genitiv;
  substantivierte Adjektive).
- A given name Wiktionary lists (and as no person noun) after another capitalised word inside
  the sentence, with a noun right after it, is a name run: the noun is the surname ("Keynote
  Speaker Barbara Boxer"; Duden, Die Grammatik: Personennamen); after a lower-case word it may
  be a predicative noun ("wurde Anna Lehrerin") and still changes.
- A role or relation noun whose gender the sentence forces (cue C6) keeps the number of its
  English word, as C7 and C11 do: "als Jeffersons Nachfolger" for "as Jefferson's successor" is
  singular (Duden, Die Grammatik: Nachfolger has one form for singular and plural).
- A company name with an apostrophe ("Brink's", "McDonald's") written apart between the
  article and the person noun is a name modifier like "Virgin Media": the article agrees with
  the person noun (Duden, Rechtschreibung: Apostroph).
- An English demonym right before a person word ("Thai King", "Haitian President", "American
  officer") is an adjective, not a person the detector passed over: it takes no German person
  noun of its own (which flipped the lexical "König" and "Hauptmann"; CGEL: nationality words).
- English "since" + gerund ("since replacing Smith") becomes "seit er ... ersetzt hat": "seit"
  before a nominative pronoun is the conjunction (Duden: seit, Konjunktion), and the pronoun
  takes the gender of the person it refers to, as after "indem" and "nachdem".
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The police appealed to anyone who saw the crash.",
            "Die Polizei hat an jeden appelliert, der den Unfall gesehen hat.",
            "F",
            "Die Polizei hat an jede appelliert, die den Unfall gesehen hat.",
        ),
        (
            "The police appealed to anyone who saw the crash.",
            "Die Polizei hat an jeden appelliert, der den Unfall gesehen hat.",
            "N",
            "Die Polizei hat an jede*n appelliert, der*die den Unfall gesehen hat.",
        ),
        (
            "The police appealed to anyone who saw the crash.",
            "Die Polizei hat an jeden appelliert, der den Unfall gesehen hat.",
            "M",
            "Die Polizei hat an jeden appelliert, der den Unfall gesehen hat.",
        ),
        (
            "He is angry with everyone who left.",
            "Er ist böse auf jeden, der gegangen ist.",
            "F",
            "Er ist böse auf jede, die gegangen ist.",
        ),
        ("He helps anyone who asks.", "Er hilft jedem, der fragt.", "F", "Er hilft jeder, die fragt."),
        ("He helps anyone who asks.", "Er hilft jedem, der fragt.", "M", "Er hilft jedem, der fragt."),
    ],
)
def test_quantifier_pronoun_with_relative_clause(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "They elected one of the envoys as leader.",
            "Sie wählten einen der Gesandten zum Anführer.",
            "F",
            "Sie wählten eine der Gesandten zur Anführerin.",
        ),
        (
            "They elected one of the envoys as leader.",
            "Sie wählten einen der Gesandten zum Anführer.",
            "N",
            "Sie wählten eine*n der Gesandten zu dem*der Anführer*in.",
        ),
        (
            "One of the envoys spoke first.",
            "Einer der Gesandten sprach zuerst.",
            "F",
            "Eine der Gesandten sprach zuerst.",
        ),
        (
            "They spoke with one of the injured.",
            "Sie sprachen mit einem der Verletzten.",
            "F",
            "Sie sprachen mit einer der Verletzten.",
        ),
        (
            "They spoke with one of the injured.",
            "Sie sprachen mit einem der Verletzten.",
            "M",
            "Sie sprachen mit einem der Verletzten.",
        ),
        (
            "None of the survivors spoke.",
            "Keiner der Überlebenden sprach.",
            "F",
            "Keine der Überlebenden sprach.",
        ),
        (
            "One of his employees was hurt.",
            "Einer seiner Angestellten wurde verletzt.",
            "N",
            "Eine*r seiner Angestellten wurde verletzt.",
        ),
        (
            "The injured were taken to hospital.",
            "Die Verletzten wurden ins Krankenhaus gebracht.",
            "F",
            "Die Verletzten wurden ins Krankenhaus gebracht.",
        ),
    ],
)
def test_partitive_pronoun_before_nominalised_plural(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Protesters shouted down speaker Barbara Boxer, a Clinton supporter.",
            "Demonstranten schrien Gastrednerin Barbara Boxer nieder, eine Clinton-Unterstützerin.",
            "F",
            "Demonstrantinnen schrien Gastrednerin Barbara Boxer nieder, eine Clinton-Unterstützerin.",
        ),
        (
            "Protesters shouted down speaker Barbara Boxer, a Clinton supporter.",
            "Demonstranten schrien Gastrednerin Barbara Boxer nieder, eine Clinton-Unterstützerin.",
            "M",
            "Demonstranten schrien Gastredner Barbara Boxer nieder, ein Clinton-Unterstützer.",
        ),
        # A lower-case word before the given name: a predicative noun, which changes.
        ("Later Anna became a teacher.", "Später wurde Anna Lehrerin.", "M", "Später wurde Anna Lehrer."),
    ],
)
def test_surname_after_given_name_in_a_name_run(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_forced_role_noun_keeps_the_english_number() -> None:
    # "successor" is a relation noun whose gender the sentence forces (C6): it stays singular,
    # though "Jeffersons Nachfolger" is also a German plural.
    source = "Many hoped that Clinton could replace Madison as Jefferson's successor."
    mt = "Viele hofften, dass Clinton Madison als Jeffersons Nachfolger ablösen könnte."
    assert _realise(source, mt, "F") == (
        "Viele hofften, dass Clinton Madison als Jeffersons Nachfolgerin ablösen könnte."
    )


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Thieves stole cash from a Brink's worker on Friday.",
            "Diebe stahlen am Freitag Bargeld von einem Brink's Arbeiter.",
            "F",
            "Diebinnen stahlen am Freitag Bargeld von einer Brink's Arbeiterin.",
        ),
        (
            "A McDonald's employee was hurt.",
            "Ein McDonald's Mitarbeiter wurde verletzt.",
            "N",
            "Ein*e McDonald's Mitarbeiter*in wurde verletzt.",
        ),
    ],
)
def test_name_with_apostrophe_between_article_and_noun(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The Thai King and the Thai Queen sent a message to Haitian President Rene Preval.",
            "Der thailändische König und die thailändische Königin sandten dem haitianischen Präsidenten"
            " Rene Preval eine Botschaft.",
            "F",
            "Der thailändische König und die thailändische Königin sandten der haitianischen Präsidentin"
            " Rene Preval eine Botschaft.",
        ),
        (
            "Headman Bill and several Shasta accompanied the American officer.",
            "Hauptmann Bill und mehrere Shasta begleiteten den amerikanischen Offizier.",
            "F",
            "Hauptmann Bill und mehrere Shasta begleiteten die amerikanische Offizierin.",
        ),
    ],
)
def test_demonym_before_a_person_word_is_an_adjective(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_since_with_gerund_gives_a_pronoun_subject() -> None:
    # "since replacing" becomes "seit er ... ersetzt hat": the pronoun has no English pronoun
    # behind it and follows the coach's realisation.
    source = "The coach has not lost since replacing Smith last month."
    mt = "Der Trainer hat nicht verloren, seit er Smith im letzten Monat ersetzt hat."
    assert (
        _realise(source, mt, "F")
        == "Die Trainerin hat nicht verloren, seit sie Smith im letzten Monat ersetzt hat."
    )
    assert _realise(source, mt, "N") == (
        "Der*die Trainer*in hat nicht verloren, seit er*sie Smith im letzten Monat ersetzt hat."
    )
