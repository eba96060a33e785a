"""German inflector de-inflect-37 and realiser rules (issue 12, branch de44).

All sentences are "own": written for this test (the German is what an MT system writes for the
English).

- A German possessive that renders "their" of a plural antecedent ("These teachers ... their
  exploits" -> "Diese Lehrer ..., um ihre Heldentaten") is ``ihr-`` in both genders (Duden, Die
  Grammatik, Possessivartikel: the plural possessor takes ``ihr-``), so it never changes with the
  realisation; only a singular "their" (rules-54) agrees with its possessor's gender.
- Subordinating conjunctions and adverbs with an adjective's ending ("nachdem", "solange",
  "inzwischen") are no attributive adjectives of the person noun after them: "nachdem Studenten
  ankamen" gave "nachde Studentinnen".
- A strong adjective in the dative singular without an article has masculine -em and feminine -er;
  its neutral form is written whole after the masculine, as "einem*einer" is ("russischem*russischer
  Präsident*in"); the validity gate rejected it as a malformed star.
- A strong masculine noun in -er with the plural like the singular (der/die Gläubiger, der
  Streicher), listed with no adjectival lemma of the same form, is no nominalised adjective: "Der
  Gläubiger" (creditor) gave the masculine "Des Gläubigen" as if it were "der Gläubige" (believer).
  Gläubiger/Gläubigerin (Duden) joins the lexicon pairs, since Wiktionary lacks the feminine, and
  so do Korporal/Korporalin and the weak Vorfahr/Vorfahrin (Duden); a lexicon plural in -e is
  found in its dative in -en too, also as a compound's head ("mit Karrierekorporalen" ->
  "Karrierekorporalinnen").
- Noun phrases coordinated in a list share one case (german_conjunct_lists): "Wir trafen die
  Ärztin, die Pflegerin und die Lehrerin" -> "den Arzt, den Pfleger und den Lehrer" (the last was
  "der Lehrer"), and a list of subjects after a plural verb is seen past its middle conjuncts
  ("Heute arbeiteten der Arzt, der Pfleger und der Lehrer", the first was "den Arzt").
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import german_conjunct_lists
from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "The teachers drew huge crowds to witness their exploits.",
            "Die Lehrer zogen riesige Menschenmengen an, um ihre Heldentaten zu erleben.",
            "Die Lehrerinnen zogen riesige Menschenmengen an, um ihre Heldentaten zu erleben.",
        ),
        (
            "These players celebrated their victory with the fans.",
            "Diese Spieler feierten ihren Sieg mit den Fans.",
            "Diese Spielerinnen feierten ihren Sieg mit den Fans.",
        ),
    ],
)
def test_plural_their_possessive_stays(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "M") == mt
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "A professional thief specializes in conning secrets from his victims by infiltrating dreams.",
            "Ein professioneller Dieb spezialisiert sich darauf, Geheimnisse von seinen Opfern zu stehlen, "
            "indem er Träume infiltriert.",
            "Eine professionelle Diebin spezialisiert sich darauf, Geheimnisse von seinen Opfern zu stehlen, "
            "indem sie Träume infiltriert.",
        ),
        (
            "The nurse calmed the patients by singing songs.",
            "Der Krankenpfleger beruhigte die Patienten, indem er Lieder sang.",
            "Die Krankenschwester beruhigte die Patientinnen, indem sie Lieder sang.",
        ),
    ],
)
def test_gerund_pronoun_skips_genderless_spans(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str
) -> None:
    # The pronoun of an English gerund ("by infiltrating" -> "indem er") follows the person
    # before it, past a cue the aligner put on a word with no gender (a verb, "stehlen,").
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "The teacher left after students arrived.",
            "Der Lehrer ging, nachdem Studenten ankamen.",
            {
                "F": "Die Lehrerin ging, nachdem Studentinnen ankamen.",
                "N": "Der*die Lehrer*in ging, nachdem Student*innen ankamen.",
            },
        ),
        (
            "This started shortly after Jeremy became leader.",
            "Das begann kurz nachdem Jeremy Führer wurde.",
            {"F": "Das begann kurz nachdem Jeremy Führerin wurde."},
        ),
        (
            "The meeting between Chancellor Merkel and Russian President Putin.",
            "Das Treffen zwischen Bundeskanzlerin Merkel und russischem Präsidenten Putin.",
            {
                "F": "Das Treffen zwischen Bundeskanzlerin Merkel und russischer Präsidentin Putin.",
                "N": "Das Treffen zwischen Bundeskanzler*in Merkel und "
                "russischem*russischer Präsident*in Putin.",
            },
        ),
    ],
)
def test_conjunction_and_strong_dative(
    realiser: SentenceRealiser, source: str, mt: str, want: dict[str, str]
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    for g, text in want.items():
        assert realiser.realise(item, g) == text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "The creditor demanded the money.",
            "Der Gläubiger forderte das Geld.",
            "Die Gläubigerin forderte das Geld.",
        ),
        (
            "Lucan repaid some of his creditors.",
            "Lucan zahlte einige seiner Gläubiger zurück.",
            "Lucan zahlte einige seiner Gläubigerinnen zurück.",
        ),
        (
            "The string player joined the orchestra.",
            "Der Streicher trat dem Orchester bei.",
            "Die Streicherin trat dem Orchester bei.",
        ),
    ],
)
def test_strong_er_noun_is_no_nominalised_adjective(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "M") == mt
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "Today the doctor, the nurse and the teacher worked.",
            "Heute arbeiteten die Ärztin, die Pflegerin und die Lehrerin.",
            {
                "M": "Heute arbeiteten der Arzt, der Pfleger und der Lehrer.",
                "N": "Heute arbeiteten der*die Ärzt*in, der*die Pfleger*in und der*die Lehrer*in.",
            },
        ),
        (
            "We met the doctor, the nurse and the teacher.",
            "Wir trafen die Ärztin, die Pflegerin und die Lehrerin.",
            {
                "M": "Wir trafen den Arzt, den Pfleger und den Lehrer.",
                "N": "Wir trafen den*die Ärzt*in, den*die Pfleger*in und den*die Lehrer*in.",
            },
        ),
    ],
)
def test_list_conjuncts_share_case(
    realiser: SentenceRealiser, source: str, mt: str, want: dict[str, str]
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    for g, text in want.items():
        assert realiser.realise(item, g) == text  # type: ignore[arg-type]


def test_contraction_phrase_is_no_conjunct(de: GermanInflector) -> None:
    # "im Prozess, die nächste Verwandte zu informieren": no list, no conjunction.
    text = "sie seien im Prozess, die nächste Verwandte zu informieren."
    words = [Word.parse(t) for t in text.split(" ")]
    assert german_conjunct_lists.first_conjunct(words, 4, de._is_det, de._adjective) is None
    text = "Wir trafen die Ärztin, die Pflegerin und die Lehrerin."
    words = [Word.parse(t) for t in text.split(" ")]
    assert german_conjunct_lists.first_conjunct(words, 7, de._is_det, de._adjective) == (2, 3)
    assert german_conjunct_lists.first_conjunct(words, 4, de._is_det, de._adjective) == (2, 3)


def test_lexicon_dative_plural_in_a_compound(realiser: SentenceRealiser) -> None:
    item = Item(
        "An army with career corporals and sergeants.",
        "Eine Armee mit Karrierekorporalen und Sergeanten.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Eine Armee mit Karrierekorporalinnen und Sergeantinnen."


def test_vorfahr_pair(realiser: SentenceRealiser) -> None:
    item = Item("The village honours its ancestors.", "Das Dorf ehrt seine Vorfahren.", "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Das Dorf ehrt seine Vorfahrinnen."
    assert realiser.realise(item, "N") == "Das Dorf ehrt seine Vorfahr*innen."


def test_perfect_participle_clause_pronoun(realiser: SentenceRealiser) -> None:
    # "having taken" is a non-finite clause like a gerund: German "nachdem er" refers to the
    # subject by German grammar and flips with it.
    item = Item(
        "A young student helped design the course, having taken one of the classes last year.",
        "Ein junger Student half, den Kurs zu entwerfen, nachdem er im vergangenen Jahr einen der Kurse "
        "absolviert hatte.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == (
        "Eine junge Studentin half, den Kurs zu entwerfen, nachdem sie im vergangenen Jahr einen der Kurse "
        "absolviert hatte."
    )


@pytest.mark.parametrize(
    ("source", "mt", "want_m"),
    [
        (
            "In the morning we saw the city, the teacher and the doctor came later.",
            "Am Morgen sahen wir die Stadt, die Lehrerin und die Ärztin kamen später.",
            "Am Morgen sahen wir die Stadt, der Lehrer und der Arzt kamen später.",
        ),
        (
            "We met the doctor, the nurse and the teacher in the city.",
            "Wir trafen die Ärztin, die Pflegerin und die Lehrerin in der Stadt.",
            "Wir trafen den Arzt, den Pfleger und den Lehrer in der Stadt.",
        ),
        (
            "I know that we met the doctor, the nurse and the teacher.",
            "Ich weiß, dass wir die Ärztin, die Pflegerin und die Lehrerin trafen.",
            "Ich weiß, dass wir den Arzt, den Pfleger und den Lehrer trafen.",
        ),
    ],
)
def test_comma_splice_is_no_list(realiser: SentenceRealiser, source: str, mt: str, want_m: str) -> None:
    # (defix44, B1) An object after its clause's verb, a comma, and a subject coordination whose
    # finite verb opens a new main clause ("..., die Lehrerin und die Ärztin kamen später"): two
    # clauses spliced by a comma, no list of three; a list of objects stays one list.
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "M") == want_m


def test_comma_splice_last_conjunct(realiser: SentenceRealiser) -> None:
    # (defix44, B1) The second conjunct is a subject, no object of "besuchten". The first conjunct
    # right after the comma is still read as an object ("den Arzt", as on main): a lead.
    item = Item(
        "We visited the hospital, the doctor and the nurse greeted us.",
        "Wir besuchten das Krankenhaus, die Ärztin und die Pflegerin begrüßten uns.",
        "de",
    )
    realiser.prepare([item])
    out = realiser.realise(item, "M")
    assert out is not None and out.endswith(" und der Pfleger begrüßten uns.")


@pytest.mark.parametrize(
    ("source", "count"),
    [
        ("She left the school after having taught there for years.", 1),
        ("He was promoted, having taken one of the courses.", 1),
        ("Despite having children, she kept working.", 1),
        ("He dreamt of having children one day.", 0),
        ("Having ten in the team was enough.", 0),
        ("The club was proud of having women on the board.", 0),
        # rules-61: every irregular participle of the cue lexicon ("known", "put", "shown")
        ("He resigned, having known the truth for years.", 1),
        ("She returned home, having put the money back.", 1),
        ("He was praised, having shown great courage.", 1),
    ],
)
def test_gerund_clauses_count(source: str, count: int) -> None:
    # (defix44, B3) "after having taken" is one non-finite clause, not two; "having" before a
    # noun ("having children", "having ten") opens no perfect participle clause.
    from fairmt.fairqe.realise import _gerund_clauses

    assert _gerund_clauses(source.lower().replace(",", " ").split()) == count


@pytest.mark.parametrize(
    ("source", "mt", "want_m"),
    [
        (
            "We helped the doctor, the nurse and the teacher.",
            "Wir halfen der Ärztin, der Pflegerin und der Lehrerin.",
            "Wir halfen dem Arzt, dem Pfleger und dem Lehrer.",
        ),
        (
            "We talked with the doctor, the nurse and the teacher.",
            "Wir sprachen mit der Ärztin, der Pflegerin und der Lehrerin.",
            "Wir sprachen mit dem Arzt, dem Pfleger und dem Lehrer.",
        ),
        (
            "We admired the work of the doctor, the nurse and the teacher.",
            "Wir bewunderten die Arbeit der Ärztin, der Pflegerin und der Lehrerin.",
            "Wir bewunderten die Arbeit des Arztes, des Pflegers und des Lehrers.",
        ),
    ],
)
def test_dative_list_shares_case(realiser: SentenceRealiser, source: str, mt: str, want_m: str) -> None:
    # (defix44, B4) The later conjuncts of a dative list are datives, not genitives; a list of
    # genitive attributes stays genitive.
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "M") == want_m
