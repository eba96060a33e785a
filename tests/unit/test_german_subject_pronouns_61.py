"""de-inflect-45: the case of a phrase whose subject is a pronoun (sentences written for these tests).

* a bare name right after a subject pronoun that is only nominative ("besuchten wir Tom", "weil er
  Lisa") is the object: its conjunct and apposition are accusative (german_pronoun_subjects);
* the relative pronoun "der" of a noun whose determiner shows it masculine is its clause's subject,
  so the phrase after it is an object (german_relative_subjects.after_masculine_relative); not after
  a feminine noun or a bare name, whose "der" is the dative, nor with a copula;
* an infinitive clause closed by a separable verb's one-word zu-infinitive ("anzurufen") or by the
  end of the text has no subject (german_context._in_infinitive_clause);
* a name ending in -z, -x or -ß shows no genitive without an apostrophe: its apposition after a
  dative verb is dative (german_name_appositions).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # A bare name after a nominative-only pronoun after the verb or a conjunction.
        (
            "On Friday we met Jonas and his new colleague.",
            "Am Freitag trafen wir Jonas und seine neue Kollegin.",
            "M",
            "Am Freitag trafen wir Jonas und seinen neuen Kollegen.",
        ),
        (
            "Later I called Sophie Lang, a lawyer.",
            "Später rief ich Sophie Lang, eine Anwältin, an.",
            "M",
            "Später rief ich Sophie Lang, einen Anwalt, an.",
        ),
        (
            "Because he admired Clara Wendt, a singer, he stayed.",
            "Weil er Clara Wendt, eine Sängerin, bewunderte, blieb er.",
            "M",
            "Weil er Clara Wendt, einen Sänger, bewunderte, blieb er.",
        ),
        # The relative "der" of a masculine noun is the subject.
        (
            "The farmer who hired his neighbour was happy.",
            "Der Bauer, der seine Nachbarin einstellte, war froh.",
            "M",
            "Der Bauer, der seinen Nachbarn einstellte, war froh.",
        ),
        (
            "The judge who questioned the witness left early.",
            "Der Richter, der die Zeugin befragte, ging früh.",
            "M",
            "Der Richter, der den Zeugen befragte, ging früh.",
        ),
        (
            "We met Mr Fuchs, who admired his colleague.",
            "Wir trafen Herrn Fuchs, der seine Kollegin bewunderte.",
            "M",
            "Wir trafen Herrn Fuchs, der seinen Kollegen bewunderte.",
        ),
        # A one-word zu-infinitive, and a headline's infinitive clause with no full stop.
        (
            "The mayor promised to invite the author.",
            "Der Bürgermeister versprach, die Autorin einzuladen.",
            "M",
            "Der Bürgermeister versprach, den Autor einzuladen.",
        ),
        (
            "Club plans to sell the goalkeeper",
            "Verein plant, die Torhüterin zu verkaufen",
            "M",
            "Verein plant, den Torhüter zu verkaufen",
        ),
        # A name in -z/-x/-ß after a dative verb: its apposition is dative.
        (
            "We helped Paula Kranz, a gardener.",
            "Wir halfen Paula Kranz, einer Gärtnerin.",
            "M",
            "Wir halfen Paula Kranz, einem Gärtner.",
        ),
    ],
)
def test_case_after_subject_pronouns(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # "sie" is also an object: the name after it may be the subject; left as the nominative.
        (
            "Then Jonas and his colleague visited her.",
            "Dann besuchten sie Jonas und seine Kollegin.",
            "M",
            "Dann besuchten sie Jonas und sein Kollege.",
        ),
        # After a feminine noun "der" is the dative: the phrase after it is the subject (and the
        # painter, realised too, takes "dem").
        (
            "The painter whom her colleague helped came.",
            "Die Malerin, der ihre Kollegin half, kam.",
            "M",
            "Der Maler, dem ihr Kollege half, kam.",
        ),
        # A surname that is a masculine noun ("Stein") is no masculine antecedent: "der" is the
        # woman's dative.
        (
            "We wrote to Lena Stein, whom her colleague trusted.",
            "Wir schrieben Lena Stein, der ihre Kollegin vertraute.",
            "M",
            "Wir schrieben Lena Stein, der ihr Kollege vertraute.",
        ),
        # A copula in the relative clause: the phrase is the nominative predicate.
        (
            "The man who was her best friend came.",
            "Der Mann, der ihre beste Freundin war, kam.",
            "M",
            "Der Mann, der ihr bester Freund war, kam.",
        ),
        # The predicate of "zu werden" stays nominative.
        (
            "She hopes to become a good cook.",
            "Sie hofft, eine gute Köchin zu werden.",
            "M",
            "Sie hofft, ein guter Koch zu werden.",
        ),
    ],
)
def test_subjects_and_predicates_stay_nominative(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
