"""Closed variant sets in Spanish and Italian, session 30 (branch esit39; issue 12).

Sentences written for these tests, of the kinds in GATE's published keyword list (pronouns with
predicate adjectives and participles, quantifiers, speakers, reflexives, occupations next to
things), never GATE rows: the feminine and the masculine translation of one source must get the
same variant set, and each must be in it.

* it-inflect-43: a span of a participle and adjectives right after *essere* is the subject's
  predicate and stays whole ("Ci siamo sentite benvenute": italian_essere_predicates); a detached
  predicative agrees with a dropped subject whose participle or adjective after *essere* is the span
  ("Si sono sedute, stanche"), and shows the gender of an epicene noun that nothing else genders
  ("L'atleta ha finito la gara, esausta"; clause_final_predicatives); an elided preposition
  ("dell'articolo") opens the last adjective's complement. Predicatives of a dropped subject
  coordinated by "ma" as by "e", and over "un po'" ("Ero stanca ma soddisfatta", "Erano sorprese
  e un po' preoccupate": italian_predicate_joins). A plural nominalised participle subject is a
  person span for an unaligned "those who" ("Le interessate devono chiamarci":
  nominalised_subjects, shared).
* es-inflect-34: a span on "cada" alone takes the pronoun "uno"/"una" after it, and the bare
  pronoun's predicate agrees, read by the dictionary where the parse misses it ("Cada una fue
  entrevistada", "Cada una estaba cansada y contenta": spanish_cada). A noun of quantity with a
  plural copula right after it agrees ad sensum: its predicatives show the group's gender ("La
  mayoría estaban contentas"), and with a first- or second-person verb the group is the
  speaker's or the addressee's ("La mayoría estábamos contentas": spanish_quantity_pronouns). A
  detached predicative that ends a clause of the first or second person is the speaker's or the
  addressee's ("Me vestí y me fui, nerviosa": spanish_speaker_detached); "parecer" is a copula of
  the speaker's clauses (spanish_clitics). A plural nominalised adjective that opens its clause
  before "que" or a finite verb is a person span for a cue the aligner left without one ("Las
  interesadas deben llamarnos": nominalised_subjects). A copula coordinated with the subject's
  verb by "y" shares its subject ("La paciente se sintió mejor y fue dada de alta":
  spanish_coordinated_predicates).
* realise (fairqe/realise, rules bump at merge): a speaker's or addressee's C10 cue placed on one
  predicative takes the ones coordinated with it in its own clause ("Estoy cansada y hambrienta").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    any(morphology(lang) is None for lang in ("it", "en")) or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


def _words(text: str) -> list[str]:
    return text.split()


CLOSED = [
    # it: a participle and its adjective after essere (it-inflect-43)
    (
        "it",
        "We felt welcome.",
        "Ci siamo sentite benvenute.",
        "Ci siamo sentiti benvenuti.",
    ),
    (
        "it",
        "They felt lonely in the new city.",
        "Si sono sentite sole nella nuova città.",
        "Si sono sentiti soli nella nuova città.",
    ),
    # it: a detached predicative of a dropped subject, of an epicene noun (it-inflect-43)
    ("it", "They sat down, tired.", "Si sono sedute, stanche.", "Si sono seduti, stanchi."),
    (
        "it",
        "We arrived late, tired and hungry.",
        "Siamo arrivate tardi, stanche e affamate.",
        "Siamo arrivati tardi, stanchi e affamati.",
    ),
    (
        "it",
        "The athlete finished the race, exhausted.",
        "L'atleta ha finito la gara, esausta.",
        "L'atleta ha finito la gara, esausto.",
    ),
    (
        "it",
        "The journalist closed the door, proud of the article.",
        "La giornalista ha chiuso la porta, orgogliosa dell'articolo.",
        "Il giornalista ha chiuso la porta, orgoglioso dell'articolo.",
    ),
]

CLOSED += [
    # es: "cada una" as a pronoun (es-inflect-34)
    ("es", "Each was interviewed.", "Cada una fue entrevistada.", "Cada uno fue entrevistado."),
    (
        "es",
        "Each was tired but happy.",
        "Cada una estaba cansada pero contenta.",
        "Cada uno estaba cansado pero contento.",
    ),
    (
        "es",
        "Each of them was interviewed separately.",
        "Cada una de ellas fue entrevistada por separado.",
        "Cada uno de ellos fue entrevistado por separado.",
    ),
]

CLOSED += [
    # es: a noun of quantity with a plural copula (es-inflect-34)
    ("es", "Most of us were happy.", "La mayoría estábamos contentas.", "La mayoría estábamos contentos."),
    (
        "es",
        "Most of them were very tired.",
        "La mayoría estaban muy cansadas.",
        "La mayoría estaban muy cansados.",
    ),
    ("es", "Half of us were nervous.", "La mitad estábamos nerviosas.", "La mitad estábamos nerviosos."),
]

CLOSED += [
    # es: a detached predicative of the speaker or the addressee (es-inflect-34)
    (
        "es",
        "I got dressed quickly and left, nervous.",
        "Me vestí rápidamente y me fui, nerviosa.",
        "Me vestí rápidamente y me fui, nervioso.",
    ),
    (
        "es",
        "We got lost in the old town, confused.",
        "Nos perdimos en el casco antiguo, confundidas.",
        "Nos perdimos en el casco antiguo, confundidos.",
    ),
    (
        "es",
        "I arrived late, tired and hungry.",
        "Llegué tarde, cansada y hambrienta.",
        "Llegué tarde, cansado y hambriento.",
    ),
]

CLOSED += [
    # it: predicatives coordinated by "ma", over "un po'" (it-inflect-43)
    ("it", "I was tired but satisfied.", "Ero stanca ma soddisfatta.", "Ero stanco ma soddisfatto."),
    (
        "it",
        "They were tired but satisfied.",
        "Erano stanche ma soddisfatte.",
        "Erano stanchi ma soddisfatti.",
    ),
    (
        "it",
        "They were surprised and a little worried.",
        "Erano sorprese e un po' preoccupate.",
        "Erano sorpresi e un po' preoccupati.",
    ),
    (
        "it",
        "We were all tired but satisfied.",
        "Eravamo tutte stanche ma soddisfatte.",
        "Eravamo tutti stanchi ma soddisfatti.",
    ),
    (
        "it",
        "They arrived tired but happy.",
        "Sono arrivate stanche ma contente.",
        "Sono arrivati stanchi ma contenti.",
    ),
    # the determiner after the verb still opens a predicate noun ("Sono un'insegnante")
    (
        "it",
        "I am a teacher and I am happy.",
        "Sono una maestra e sono felice.",
        "Sono un maestro e sono felice.",
    ),
]

CLOSED += [
    # es: the speaker's coordinated predicatives (realise, es-inflect-34: "parecer")
    ("es", "I am tired and hungry.", "Estoy cansada y hambrienta.", "Estoy cansado y hambriento."),
    ("es", "We are tired but happy.", "Estamos cansadas pero contentas.", "Estamos cansados pero contentos."),
    ("es", "You seem tired but calm.", "Pareces cansada pero tranquila.", "Pareces cansado pero tranquilo."),
]

CLOSED += [
    # es: a nominalised adjective subject for an unaligned "those who" (es-inflect-34)
    (
        "es",
        "Those who are interested should call us.",
        "Las interesadas deben llamarnos.",
        "Los interesados deben llamarnos.",
    ),
    (
        "it",
        "Those who are interested should call us.",
        "Le interessate devono chiamarci.",
        "Gli interessati devono chiamarci.",
    ),
]

CLOSED += [
    # it: a participial relative headed by the demonstrative pronoun (it-inflect-43)
    (
        "it",
        "Those who arrived late were not allowed to enter.",
        "Quelle arrivate in ritardo non sono potute entrare.",
        "Quelli arrivati in ritardo non sono potuti entrare.",
    ),
    (
        "it",
        "Those who sat at the back were tired.",
        "Quelle sedute in fondo erano stanche.",
        "Quelli seduti in fondo erano stanchi.",
    ),
]

CLOSED += [
    # es: a copula coordinated with the subject's verb (es-inflect-34)
    (
        "es",
        "The patient felt better and was discharged.",
        "La paciente se sintió mejor y fue dada de alta.",
        "El paciente se sintió mejor y fue dado de alta.",
    ),
]

#: (lang, source, translation): the sentence gets no variant (the detached word is another's)
NO_VARIANT = [
    # The participle may be the parcel's.
    ("es", "I received a parcel, wrapped in paper.", "Recibí un paquete, envuelto."),
    # A singular verb agrees with "mayoría" itself: nothing shows the group's gender.
    ("es", "Most were happy.", "La mayoría estaba contenta."),
    # The participle agrees with the prize, not with the athlete.
    ("it", "The athlete received a prize, well deserved.", "L'atleta ha ricevuto un premio, meritato."),
    # The epicene noun is the object: the adjective may be the speaker's.
    ("it", "I saw the athlete, exhausted.", "Ho visto l'atleta, esausta."),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@needs
@pytest.mark.parametrize(("lang", "source", "translation"), NO_VARIANT)
def test_no_variant(variant_set: VariantSet, lang: str, source: str, translation: str) -> None:
    assert variant_set(source, translation, lang) == {translation}


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_italian_helpers() -> None:
    from fairmt.inflect.italian_essere_predicates import after_essere, epicene_noun, essere_predicate_run

    m = morphology("it")
    assert m is not None
    assert essere_predicate_run(_words("Ci siamo sentiti benvenuti ."), 2, 4, m.readings)
    assert not essere_predicate_run(_words("È stato scelto il dottore ."), 2, 5, m.readings)
    assert not essere_predicate_run(_words("Ha chiamato l'idraulico ."), 1, 3, m.readings)
    assert after_essere(_words("Si sono sedute , stanche ."), 2, 3, m.readings)
    assert not after_essere(_words("Ha finito la gara ."), 3, 4, m.readings)
    assert epicene_noun("atleta", m.noun_readings) and epicene_noun("insegnante", m.noun_readings)
    assert not epicene_noun("maestra", m.noun_readings)
    from fairmt.inflect.italian_participial_relatives import participial_relative, participle_word

    assert participle_word("arrivate") and participle_word("seduti")
    assert not participle_word("invitate")  # also the noun "le invitate"
    assert participial_relative(_words("Quelle arrivate in ritardo"), 1)
    assert not participial_relative(_words("Quelle ragazze sono arrivate"), 1)


def test_spanish_helpers() -> None:
    from fairmt.inflect.spanish_cada import bare_cada_pronoun, cada_pronoun_span

    toks = _words("Cada una fue entrevistada .")
    assert cada_pronoun_span(toks, (0, 1)) == (0, 2)
    assert cada_pronoun_span(_words("Cada estudiante llegó ."), (0, 1)) == (0, 1)
    assert cada_pronoun_span(_words("en cada una de estas universidades ."), (1, 2)) == (1, 2)
    assert bare_cada_pronoun(toks, (0, 1), "M") == _words("Cada uno fue entrevistada .")
    assert bare_cada_pronoun(toks, (0, 2), "F") is None  # nothing changes
    assert bare_cada_pronoun(_words("Cada una de ellas llegó ."), (0, 1), "M") is None  # the partitive's rule


def test_speaker_detached_spans() -> None:
    from fairmt.inflect.spanish_morph import get_morph
    from fairmt.inflect.spanish_speaker_detached import speaker_detached_spans

    m = get_morph()
    if not m.available:
        pytest.skip("Apertium Spanish not installed")
    assert speaker_detached_spans(_words("Me fui, nerviosa."), m.readings) == [(2, 3)]
    assert speaker_detached_spans(_words("Llegué tarde, cansada y hambrienta."), m.readings) == [
        (2, 3),
        (4, 5),
    ]
    assert speaker_detached_spans(_words("Se fue, nerviosa."), m.readings) == []  # the third person
    assert speaker_detached_spans(_words("Vi a mi amiga, cansada."), m.readings) == []  # may be hers
    # a noun of the adjective's gender and number before the comma: the adjective may be its
    assert speaker_detached_spans(_words("Saliste de la habitación, enfadada."), m.readings) == []


def test_nominalised_subject_spans() -> None:
    from fairmt.inflect.nominalised_subjects import nominalised_subject_spans
    from fairmt.inflect.spanish_morph import get_morph

    m = get_morph()
    if not m.available:
        pytest.skip("Apertium Spanish not installed")

    def read(w: str) -> tuple[object, ...]:
        return tuple(m.readings(w) or ())

    assert nominalised_subject_spans(_words("Las interesadas deben llamarnos."), read) == [(1, 2)]
    assert nominalised_subject_spans(_words("Vi las rojas de la tienda."), read) == []  # no subject
    assert nominalised_subject_spans(_words("La interesada debe llamarnos."), read) == []  # singular
