"""Closed variant sets in Spanish and Italian, session 31 (branch esit40; issue 12).

Sentences written for these tests, mostly profession nouns in varied structures (a relative on the
noun's complement, a depictive at the clause's end, coordinated predicatives), never GATE rows: the
feminine and the masculine translation of one source must get the same variant set, and each must be
in it.

* es-inflect-35: a relative on the noun's "del" complement ("la directora del museo, que es
  simpática") is the person's when its predicatives agree with the person and not with the complement,
  as after "de" (spanish_dependencies._relative_on_complement: the contraction "del" is "de" + "el").
* it-inflect-44: the predicative noun phrase after the participle of an elective or estimative passive
  agrees with the subject, article and word ("era considerata la favorita", "è stata dichiarata la
  vincitrice": italian_elective_predicative).
* es-inflect-35: a subject the small model hangs with its copula on a degree adverb of the predicative
  ("estaba muy bien preparada": "bien" the head) is the predicative's (spanish_dependencies).
* it-inflect-44: a subject span coordinated with one more noun phrase before a plural *essere* takes
  a masculine predicate when either conjunct is masculine, a feminine one when both are feminine
  (italian_coordinated_subjects); a floating "entrambi"/"tutti" that ends the clause after the
  predicative agrees with it.
* it-inflect-44: an appositive relative on the subject's "di" complement whose article shows the other
  gender than the subject's ("la direttrice del museo, che è spagnola") is the subject's, as in Spanish
  (ItalianSubjectPhrase._complement_relative); with a complement of the subject's gender it stays ambiguous
  and is left alone.
* es-inflect-35: an adjective that ends the clause, hung by the parse on the verb's oblique noun whose
  gender it cannot share, is the subject's depictive ("salió del escenario agotada":
  spanish_dependencies._depictives_on_oblique); one that may be the noun's is left alone.
* es-inflect-35, it-inflect-44: the binomial "sano y salvo" / "sano e salvo" agrees as a whole; the
  dictionaries lack the adjective "salvo" (romance_binomials).
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

CLOSED = [
    # es: a relative on a "del" complement (es-inflect-35)
    (
        "es",
        "The director of the museum, who is friendly, opened the exhibition.",
        "La directora del museo, que es simpática, inauguró la exposición.",
        "El director del museo, que es simpático, inauguró la exposición.",
    ),
    (
        "es",
        "The owner of the restaurant, who seemed tired, greeted us at the door.",
        "La dueña del restaurante, que parecía cansada, nos recibió en la puerta.",
        "El dueño del restaurante, que parecía cansado, nos recibió en la puerta.",
    ),
]

CLOSED += [
    # it: the predicative of an elective or estimative passive (it-inflect-44)
    (
        "it",
        "The runner was considered the favourite.",
        "La corritrice era considerata la favorita.",
        "Il corridore era considerato il favorito.",
    ),
    (
        "it",
        "The athlete was declared the winner.",
        "L'atleta è stata dichiarata la vincitrice.",
        "L'atleta è stato dichiarato il vincitore.",
    ),
    (
        "it",
        "The student was considered the favourite by the teachers.",
        "La studentessa era considerata la preferita dai professori.",
        "Lo studente era considerato il preferito dai professori.",
    ),
    # ... also after a dropped subject's participle span, and with an adjective of one form
    (
        "it",
        "She was considered the favourite.",
        "Era considerata la favorita.",
        "Era considerato il favorito.",
    ),
    (
        "it",
        "I was declared the winner.",
        "Sono stata dichiarata la vincitrice.",
        "Sono stato dichiarato il vincitore.",
    ),
    (
        "it",
        "She was considered the best of her class.",
        "Era considerata la migliore della classe.",
        "Era considerato il migliore della classe.",
    ),
    (
        "it",
        "The candidate was elected the youngest in the council.",
        "La candidata è stata eletta la più giovane del consiglio.",
        "Il candidato è stato eletto il più giovane del consiglio.",
    ),
]

CLOSED += [
    # es, it: "sano y salvo", "sano e salvo" (es-inflect-35, it-inflect-44)
    (
        "es",
        "The climbers came back safe and sound.",
        "Las alpinistas volvieron sanas y salvas.",
        "Los alpinistas volvieron sanos y salvos.",
    ),
    ("es", "We arrived safe and sound.", "Llegamos sanas y salvas.", "Llegamos sanos y salvos."),
    (
        "it",
        "The climbers came back safe and sound.",
        "Le alpiniste sono tornate sane e salve.",
        "Gli alpinisti sono tornati sani e salvi.",
    ),
    (
        "it",
        "The pilot landed safe and sound.",
        "La pilota è atterrata sana e salva.",
        "Il pilota è atterrato sano e salvo.",
    ),
]

CLOSED += [
    # es: the subject's head a degree adverb of the predicative in the small model's parse (es-inflect-35)
    (
        "es",
        "The journalist who interviewed him was very well prepared.",
        "La periodista que lo entrevistó estaba muy bien preparada.",
        "El periodista que lo entrevistó estaba muy bien preparado.",
    ),
    (
        "es",
        "The lawyer who defended the company was very well informed.",
        "La abogada que defendió a la empresa estaba muy bien informada.",
        "El abogado que defendió a la empresa estaba muy bien informado.",
    ),
]

CLOSED += [
    # it: a coordinated subject (it-inflect-44)
    (
        "it",
        "The cook and the waitress were both fired.",
        "La cuoca e la cameriera sono state licenziate entrambe.",
        "Il cuoco e la cameriera sono stati licenziati entrambi.",
    ),
    (
        "it",
        "The lawyer and my sister were very happy.",
        "L'avvocata e mia sorella erano molto contente.",
        "L'avvocato e mia sorella erano molto contenti.",
    ),
    (
        "it",
        "The teacher and the headmistress were invited to the ceremony.",
        "L'insegnante e la preside sono state invitate alla cerimonia.",
        "L'insegnante e la preside sono stati invitati alla cerimonia.",
    ),
    (
        "it",
        "The lawyer and my brother were very happy.",
        "L'avvocata e mio fratello erano molto contenti.",
        "L'avvocato e mio fratello erano molto contenti.",
    ),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_elective_predicative_helper() -> None:
    from fairmt.inflect.italian_agreement import _PREDICATIVE_VERBS
    from fairmt.inflect.italian_elective_predicative import elective_predicative

    def ends(tokens: object, k: int) -> bool:
        return True

    def person(word: str) -> bool:
        return True

    verbs = _PREDICATIVE_VERBS
    toks = ["Era", "considerata", "la", "favorita", "."]
    assert elective_predicative(toks, 2, "M", verbs, ends, person) == [(2, "il"), (3, "favorito")]
    toks = ["Era", "stanca", "la", "favorita", "."]  # no elective verb before the article
    assert elective_predicative(toks, 2, "M", verbs, ends, person) is None
    toks = ["Fu", "considerato", "lo", "studioso", "."]
    assert elective_predicative(toks, 2, "F", verbs, ends, person) == [(2, "la"), (3, "studiosa")]


def test_binomial_agreement() -> None:
    from fairmt.inflect.romance_binomials import binomial_agreement, binomial_forms

    before = ["Volvieron", "sanas", "y", "salvas", "."]
    assert binomial_agreement("es", before, ["Volvieron", "sanos", "y", "salvas", "."])[3] == "salvos"
    before = ["È", "tornato", "sano", "e", "salvo", "."]
    assert binomial_agreement("it", before, ["È", "tornata", "sana", "e", "salvo", "."])[4] == "salva"
    # the first member unchanged, or another word after the conjunction: nothing to do
    assert binomial_agreement("es", before, list(before)) == before
    before = ["Estaba", "sana", "y", "salva", "."]
    assert binomial_agreement("es", before, ["Estaba", "sana", "y", "salva", "."])[3] == "salva"
    assert "salvos" in binomial_forms("es") and "salve" in binomial_forms("it")


def test_coordinated_subject_helper() -> None:
    from fairmt.inflect.italian_coordinated_subjects import coordinated_subject

    def plural(toks: list[str]) -> object:
        return lambda j: toks[j] in ("sono", "erano")

    toks = ["La", "cuoca", "e", "la", "cameriera", "sono", "state", "licenziate", "."]
    assert coordinated_subject(toks, 2, plural(toks)) == (5, "F")
    toks = ["La", "cuoca", "e", "mio", "fratello", "erano", "stanchi", "."]
    assert coordinated_subject(toks, 2, plural(toks)) == (5, "M")
    toks = ["La", "cuoca", "e", "lavora", "qui", "."]  # no second noun phrase
    assert coordinated_subject(toks, 2, plural(toks)) is None


#: (source, translation, a realisation that must be in its variant set)
REALISED = [
    (
        "The director of the museum, who is Spanish, opened the exhibition.",
        "La direttrice del museo, che è spagnola, ha inaugurato la mostra.",
        "Il direttore del museo, che è spagnolo, ha inaugurato la mostra.",
    ),
    (
        "The director of the school, who was tired, arrived late.",
        "Il direttore della scuola, che era stanco, è arrivato tardi.",
        "La direttrice della scuola, che era stanca, è arrivata tardi.",
    ),
    # the relative's predicate in the complement's gender is the complement's: it stays
    (
        "The director of the museum, which was restored, spoke at length.",
        "La direttrice del museo, che è stato restaurato, ha parlato a lungo.",
        "Il direttore del museo, che è stato restaurato, ha parlato a lungo.",
    ),
]


@needs
@pytest.mark.parametrize(("source", "translation", "realised"), REALISED)
def test_italian_relative_on_complement(
    variant_set: VariantSet, source: str, translation: str, realised: str
) -> None:
    assert realised in variant_set(source, translation, "it")


ES_REALISED = [
    (
        "The singer thanked the audience and left the stage exhausted.",
        "La cantante dio las gracias al público y salió del escenario agotada.",
        "El cantante dio las gracias al público y salió del escenario agotado.",
    ),
    (
        "The cyclist came out of the tunnel exhausted.",
        "El ciclista salió de la carretera agotado.",
        "La ciclista salió de la carretera agotada.",
    ),
    # the adjective agrees with the oblique noun: it is the noun's and stays
    (
        "The singer left the brightly lit room.",
        "El cantante salió de la sala iluminada.",
        "La cantante salió de la sala iluminada.",
    ),
]


@needs
@pytest.mark.parametrize(("source", "translation", "realised"), ES_REALISED)
def test_spanish_depictive_on_oblique(
    variant_set: VariantSet, source: str, translation: str, realised: str
) -> None:
    assert realised in variant_set(source, translation, "es")
