"""Closed variant sets in Spanish and Italian, session 32 (branch esit41; issue 12).

Sentences written for these tests (first/second persons, depictives, profession nouns with things
next to them), never GATE rows: the feminine and the masculine translation of one source must get
the same variant set, and each must be in it.

* es-inflect-36: a person span that runs on over its noun's "de" complement ("El conductor del
  autobús" for "bus driver") is cut before the preposition: the complement's article agrees with its
  own noun (spanish_complement_spans).
* it-inflect-45: an adjective with an adverb homograph ("chiaro", "vicino") right after the copula's
  participle "stato" is the predicative and agrees when it ends the clause or opens its complement
  (italian_adverb_homographs); "è stato solo un consulente" keeps the adverb.
* it-inflect-45: *da solo* in the verb group of a subject that opens its clause agrees with the
  subject after any verb ("vive da sola", "è arrivata da sola"); an object before it stops the walk
  (italian_da_solo).
* es-inflect-36: the depictive "solo" after the verb group of a person's phrase that opens its clause
  agrees with it where the small parse misreads the clause ("Mi vecina vive sola"); the masculine
  "solo" only at the clause's end (else it may be the adverb "only"); an object stops the walk
  (spanish_depictive_solo).
* es-inflect-36: the predicative of an infinitive copula after a periphrasis auxiliary of the plural
  pronoun subject's person agrees with it ("Vosotras dos debéis de estar agotadas", "tenéis que estar
  preparadas": spanish_pronoun_subjects._periphrasis_copula).
* es-inflect-36: the same periphrasis after a first- or second-person auxiliary is a speaker's or
  addressee's copular clause ("pero tengo que estar preparada": spanish_clitics.speaker_predicatives).
* es-inflect-36: the same periphrasis in a predicate coordinated with the subject's verb ("y tuvo que
  ser trasladada"), also after a partitive's quantifier in its own number ("Una de las enfermeras ...
  y fue enviada": spanish_coordinated_predicates).
* it-inflect-45: a numeral beside the plural pronoun subject ("Voi due siete state fortunate") keeps
  the pronoun the subject of the first/second-person verb (italian_persons.implicit_spans).
* it-inflect-45: the accusative enclitic of an imperative ("ringraziale") takes the gender of the
  predicative of the infinitive clause it controls ("per essere venute": italian_control.
  controlling_enclitic; italian_forms._imperative_enclitic), and the validity gate accepts a verb
  whose enclitic alone changed (apertium_morph._enclitic_changed).
* it-inflect-45: the elective predicative's masculine article takes its form from the one rule of
  italian_words._initial_class ("lo psicologo", "gli ingegneri", "lo iettatore").
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

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]

CLOSED = [
    # es: a noun's "del" complement inside the aligned span (es-inflect-36)
    (
        "es",
        "The bus driver was injured in the accident.",
        "La conductora del autobús resultó herida en el accidente.",
        "El conductor del autobús resultó herido en el accidente.",
    ),
    (
        "es",
        "The school principal called my parents.",
        "La directora del colegio llamó a mis padres.",
        "El director del colegio llamó a mis padres.",
    ),
]

CLOSED += [
    # it: an adjective with an adverb homograph after "stato" (it-inflect-45)
    (
        "it",
        "The judge has been very clear.",
        "La giudice è stata molto chiara.",
        "Il giudice è stato molto chiaro.",
    ),
    (
        "it",
        "The surgeon has always been close to the family.",
        "La chirurga è stata sempre vicina alla famiglia.",
        "Il chirurgo è stato sempre vicino alla famiglia.",
    ),
    (
        "it",
        "The manager was clear with us.",
        "La direttrice è stata chiara con noi.",
        "Il direttore è stato chiaro con noi.",
    ),
]

CLOSED += [
    # it: "da solo" after the subject's verb (it-inflect-45)
    (
        "it",
        "My neighbor has lived alone since the divorce.",
        "La mia vicina vive da sola dal divorzio.",
        "Il mio vicino vive da solo dal divorzio.",
    ),
    (
        "it",
        "The doctor arrived alone.",
        "La dottoressa è arrivata da sola.",
        "Il dottore è arrivato da solo.",
    ),
    (
        "it",
        "The nurses organised themselves on their own.",
        "Le infermiere si sono organizzate da sole.",
        "Gli infermieri si sono organizzati da soli.",
    ),
]

CLOSED += [
    # es: the depictive "solo" (es-inflect-36)
    (
        "es",
        "My neighbor has been living alone since the divorce.",
        "Mi vecina vive sola desde el divorcio.",
        "Mi vecino vive solo desde el divorcio.",
    ),
    (
        "es",
        "Our neighbors live alone.",
        "Nuestras vecinas viven solas.",
        "Nuestros vecinos viven solos.",
    ),
]

CLOSED += [
    # es: a periphrasis before the pronoun subject's copula (es-inflect-36)
    (
        "es",
        "You two must be exhausted.",
        "Vosotras dos debéis de estar agotadas.",
        "Vosotros dos debéis de estar agotados.",
    ),
    (
        "es",
        "You have to be ready at eight.",
        "Vosotras tenéis que estar preparadas a las ocho.",
        "Vosotros tenéis que estar preparados a las ocho.",
    ),
    (
        "es",
        "The passenger was injured and had to be taken to hospital.",
        "La pasajera resultó herida y tuvo que ser trasladada al hospital.",
        "El pasajero resultó herido y tuvo que ser trasladado al hospital.",
    ),
    (
        "es",
        "One of the nurses was tired and was sent home.",
        "Una de las enfermeras estaba cansada y fue enviada a casa.",
        "Uno de los enfermeros estaba cansado y fue enviado a casa.",
    ),
    (
        "es",
        "I'm tired, but I have to be ready at eight.",
        "Estoy cansada, pero tengo que estar preparada a las ocho.",
        "Estoy cansado, pero tengo que estar preparado a las ocho.",
    ),
    # it: the enclitic that controls the infinitive clause (it-inflect-45)
    (
        "it",
        "Thank them for coming.",
        "Ringraziale per essere venute.",
        "Ringraziali per essere venuti.",
    ),
    # it: a numeral beside "voi"/"noi" (it-inflect-45)
    (
        "it",
        "You two were lucky.",
        "Voi due siete state fortunate.",
        "Voi due siete stati fortunati.",
    ),
    (
        "it",
        "The three of us are ready.",
        "Noi tre siamo pronte.",
        "Noi tre siamo pronti.",
    ),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


def test_complement_span() -> None:
    from fairmt.inflect.spanish_complement_spans import complement_span

    toks = ["El", "conductor", "del", "autobús", "resultó", "herido."]
    assert complement_span(toks, (0, 4), [(1, 2)]) == (0, 2)
    toks = ["Una", "de", "las", "ingenieras", "llegó."]  # the person after "de": kept
    assert complement_span(toks, (0, 4), [(3, 4)]) == (0, 4)
    toks = ["El", "hijo", "de", "la", "vecina", "llegó."]
    assert complement_span(toks, (0, 5), [(1, 2), (4, 5)]) == (0, 5)
    toks = ["El", "jefe,", "de", "verdad,", "llegó."]  # a comma first: kept
    assert complement_span(toks, (0, 4), [(1, 2)]) == (0, 4)


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_copular_adjective() -> None:
    from fairmt.inflect.italian_adverb_homographs import copular_adjective
    from fairmt.inflect.italian_words import _BETWEEN

    assert copular_adjective(["È", "stata", "molto", "chiaro."], 3, _BETWEEN)
    assert copular_adjective(["È", "stata", "vicino", "alla", "famiglia."], 2, _BETWEEN)
    assert not copular_adjective(["È", "stata", "solo", "un", "consulente."], 2, _BETWEEN)
    assert not copular_adjective(["Ha", "parlato", "chiaro."], 2, _BETWEEN)  # no copula
    assert not copular_adjective(["È", "stata", "sempre."], 2, _BETWEEN)  # no adjective reading


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_da_solo_of_subject() -> None:
    from fairmt.inflect.italian_da_solo import da_solo_of_subject

    out = ["La", "vicina", "lavora", "da", "sola."]
    assert da_solo_of_subject(out, 2, "M") and out[4] == "solo."
    out = ["Il", "medico", "ha", "lasciato", "il", "figlio", "da", "solo."]  # an object first
    assert not da_solo_of_subject(out, 2, "F") and out[7] == "solo."
    out = ["Il", "medico", "lo", "ha", "lasciato", "da", "solo."]  # an object clitic first
    assert not da_solo_of_subject(out, 2, "F")
    out = ["Il", "medico", "lavora", "da", "sola."]  # already the new gender: nothing to do
    assert not da_solo_of_subject(out, 2, "F")


@needs
def test_depictive_solo() -> None:
    from fairmt.inflect.spanish_depictive_solo import depictive_solo

    toks = ["Mi", "vecina", "vive", "sola."]
    assert depictive_solo(toks, ["Mi", "vecino", "vive", "sola."], 0, 2, 0, "M")[3] == "solo."
    toks = ["Mi", "vecino", "trabaja", "solo", "los", "lunes."]  # the adverb "only"
    assert depictive_solo(toks, ["Mi", "vecina", *toks[2:]], 0, 2, 0, "F")[3] == "solo"
    toks = ["Mi", "vecina", "dejó", "al", "niño", "sola."]  # an object first
    assert depictive_solo(toks, ["Mi", "vecino", *toks[2:]], 0, 2, 0, "M")[5] == "sola."
    toks = ["Hablé", "con", "la", "vecina", "sola."]  # after a preposition: no subject
    assert depictive_solo(toks, ["Hablé", "con", "el", "vecino", "sola."], 2, 4, 0, "M")[4] == "sola."


def test_elective_masculine_article() -> None:
    from fairmt.inflect.italian_elective_predicative import _masculine_article

    assert _masculine_article("un", "psicologo") == "uno"
    assert _masculine_article("i", "ingegneri") == "gli"
    assert _masculine_article("il", "studioso") == "lo"
    assert _masculine_article("il", "favorito") == "il"
    assert _masculine_article("il", "chef") == "lo"  # a French "ch" /ʃ/, as elsewhere


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_controlling_enclitic() -> None:
    from fairmt.inflect.italian_control import controlling_enclitic
    from fairmt.inflect.italian_forms import enclitic_form

    toks = ["Ringraziale", "per", "essere", "venute."]
    out = ["Ringraziale", "per", "essere", "venuti."]
    assert controlling_enclitic(toks, out, 2, "M", enclitic_form)[0] == "Ringraziali"
    assert controlling_enclitic(toks, list(toks), 2, "M", enclitic_form) == toks  # nothing realised
    toks = ["Ringrazia", "Maria", "per", "essere", "venuta."]  # no enclitic: an object of its own
    out = ["Ringrazia", "Maria", "per", "essere", "venuto."]
    assert controlling_enclitic(toks, out, 3, "M", enclitic_form) == out
    assert enclitic_form("ringraziale", "M") == "ringraziali"
    assert enclitic_form("ringraziali", "F") == "ringraziale"
