"""Closed variant sets in Spanish and Italian, session 29 (branch esit37; issue 12).

Sentences written for these tests, of the kinds in GATE's published keyword list (pronouns with
predicate adjectives, quantifiers, "most of them", speakers, "yourself"), never GATE rows: the
feminine and the masculine translation of one source must get the same variant set, and each
must be in it.

* it-inflect-42: the article of a nominalised relative superlative agrees with the person ("Ero
  la più giovane": italian_relative_superlative); a plural in -nte/-nti that the dictionary reads
  only as a gendered participle or adjective is no epicene ("convinte", "assunte":
  italian_nt_participles); "Tutti quelli che", "Tutti coloro che" are one phrase also from a span on
  the pronoun or one that runs into the relative's verb ("quelle che hanno").
* es-inflect-33: the predicative of a plural pronoun subject read by the dictionary when the
  parse misses it ("Vosotras dos sois tan parecidas": spanish_pronoun_subjects); "La mayoría de
  ellas" shows the group's gender (spanish_quantity_pronouns); a plural predicative of "la
  mayoría de las enfermeras" is the group's, not the head noun's.
* realise (fairqe/generic_indefinites): a partitive "none of us" is no generic "nobody"; (fairqe/
  realise) a placed speaker's or addressee's C10 cue takes the other copular clauses of that person.
* cues (fairqe/cue_intensifiers): the emphatic "myself"/"yourself" and the reflexive after a
  preposition are C10 cues ("Lo hice yo misma", "orgogliosa di te stessa", "da sola").
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
    # it: the relative superlative's article (it-inflect-42)
    (
        "it",
        "I was the youngest in my class.",
        "Ero la più giovane della classe.",
        "Ero il più giovane della classe.",
    ),
    ("it", "We were the strongest.", "Eravamo le più forti.", "Eravamo i più forti."),
    ("it", "You are the oldest of us.", "Sei la più vecchia di noi.", "Sei il più vecchio di noi."),
    # it: participles in -nte/-nti (it-inflect-42)
    (
        "it",
        "Both of us were convinced that we were right.",
        "Eravamo entrambe convinte di avere ragione.",
        "Eravamo entrambi convinti di avere ragione.",
    ),
    (
        "it",
        "They were hired last year.",
        "Sono state assunte l'anno scorso.",
        "Sono stati assunti l'anno scorso.",
    ),
    # it: "tutti quelli che" / "tutti coloro che" with the relative's verb in the span (it-inflect-42)
    (
        "it",
        "All those who voted were disappointed.",
        "Tutte quelle che hanno votato sono rimaste deluse.",
        "Tutti quelli che hanno votato sono rimasti delusi.",
    ),
    (
        "it",
        "All those who answered were satisfied.",
        "Tutte coloro che hanno risposto erano soddisfatte.",
        "Tutti coloro che hanno risposto erano soddisfatti.",
    ),
    # it: "maggior" alone for "most" is "la maggior parte" (it-inflect-42)
    (
        "it",
        "Most of us were happy with the result.",
        "La maggior parte di noi erano contente del risultato.",
        "La maggior parte di noi erano contenti del risultato.",
    ),
    # it: the participle of essere before a changed nominalised ordinal (it-inflect-42)
    (
        "it",
        "They were the last to arrive.",
        "Sono state le ultime ad arrivare.",
        "Sono stati gli ultimi ad arrivare.",
    ),
    # it/es: "none of us" is the group it names, not a generic "nobody" (fairqe/generic_indefinites)
    (
        "it",
        "None of us was invited to the party.",
        "Nessuna di noi è stata invitata alla festa.",
        "Nessuno di noi è stato invitato alla festa.",
    ),
    # es: a partitive with "nosotras" and its first-person copula (es-inflect-33)
    (
        "es",
        "Several of us were chosen.",
        "Varias de nosotras fuimos elegidas.",
        "Varios de nosotros fuimos elegidos.",
    ),
    # es: a participle's span cut before the next noun phrase (spanish_participle_spans, es-inflect-33)
    (
        "es",
        "The new coach, who was hired last week, is very strict.",
        "La nueva entrenadora, que fue contratada la semana pasada, es muy estricta.",
        "El nuevo entrenador, que fue contratado la semana pasada, es muy estricto.",
    ),
    # es: an explanatory relative's copula read by the dictionary (es-inflect-33)
    (
        "es",
        "She introduced me to her neighbours, who were happy to help.",
        "Me presentó a sus vecinas, que estaban contentas de ayudar.",
        "Me presentó a sus vecinos, que estaban contentos de ayudar.",
    ),
    # es: "listas" after a copula is the adjective, not the noun "lista" (es-inflect-33)
    (
        "es",
        "They told us that they were ready to start the project.",
        "Nos dijeron que estaban listas para empezar el proyecto.",
        "Nos dijeron que estaban listos para empezar el proyecto.",
    ),
    # es: the speaker's other copular clause in the sentence (fairqe/realise, esit37)
    (
        "es",
        "We were so bored that we fell asleep in class.",
        "Estábamos tan aburridas que nos quedamos dormidas en clase.",
        "Estábamos tan aburridos que nos quedamos dormidos en clase.",
    ),
    # es/it: "the last ones" is a fused-head predicate like "the last" (fairqe/cue_predicates)
    ("es", "We were the last ones to leave.", "Fuimos las últimas en salir.", "Fuimos los últimos en salir."),
    (
        "it",
        "We were the first ones to arrive.",
        "Siamo state le prime ad arrivare.",
        "Siamo stati i primi ad arrivare.",
    ),
    # it: a lone plural person noun in -e reads as feminine by the dictionary (it-inflect-42)
    (
        "it",
        "They are twins and they are very similar.",
        "Sono gemelle e sono molto simili.",
        "Sono gemelli e sono molto simili.",
    ),
    # it: "per primo" agrees with the subject (it-inflect-42)
    (
        "it",
        "The children were rescued first.",
        "Le bambine sono state salvate per prime.",
        "I bambini sono stati salvati per primi.",
    ),
    # it: "sole" after a verb is the adjective (alone), not the sun (it-inflect-42)
    (
        "it",
        "They felt lonely in the big city.",
        "Si sentivano sole nella grande città.",
        "Si sentivano soli nella grande città.",
    ),
    # es/it: "neither of them" -> a quantifier with a numeral group (es-inflect-33, it-inflect-42)
    (
        "es",
        "Neither of them was ready for the news.",
        "Ninguna de las dos estaba preparada para la noticia.",
        "Ninguno de los dos estaba preparado para la noticia.",
    ),
    (
        "it",
        "Neither of them was ready for the news.",
        "Nessuna delle due era preparata alla notizia.",
        "Nessuno dei due era preparato alla notizia.",
    ),
    # es: a headless relative's coordinated predicative after one of no gender (es-inflect-33)
    (
        "es",
        "Those who were invited were happy and excited.",
        "Las que fueron invitadas estaban felices y emocionadas.",
        "Los que fueron invitados estaban felices y emocionados.",
    ),
    # es: a plural pronoun subject the parse misses (es-inflect-33)
    ("es", "You two are so alike.", "Vosotras dos sois tan parecidas.", "Vosotros dos sois tan parecidos."),
    (
        "es",
        "You are tired and hungry.",
        "Vosotras estáis cansadas y hambrientas.",
        "Vosotros estáis cansados y hambrientos.",
    ),
    # es: "la mayoría de ellas" (es-inflect-33)
    (
        "es",
        "Most of them were satisfied with the result.",
        "La mayoría de ellas estaban satisfechas con el resultado.",
        "La mayoría de ellos estaban satisfechos con el resultado.",
    ),
    (
        "es",
        "Most of the nurses were exhausted.",
        "La mayoría de las enfermeras estaban agotadas.",
        "La mayoría de los enfermeros estaban agotados.",
    ),
    # es/it: the emphatic and prepositional reflexive (cue_intensifiers)
    ("es", "I painted it myself.", "Lo pinté yo misma.", "Lo pinté yo mismo."),
    ("es", "Did you write it yourself?", "¿Lo escribiste tú misma?", "¿Lo escribiste tú mismo?"),
    (
        "es",
        "You should be proud of yourself.",
        "Deberías estar orgullosa de ti misma.",
        "Deberías estar orgulloso de ti mismo.",
    ),
    ("it", "I painted it myself.", "L'ho dipinto io stessa.", "L'ho dipinto io stesso."),
    (
        "it",
        "You should be proud of yourself.",
        "Dovresti essere orgogliosa di te stessa.",
        "Dovresti essere orgoglioso di te stesso.",
    ),
    ("it", "I did everything by myself.", "Ho fatto tutto da sola.", "Ho fatto tutto da solo."),
    # the seed lexicon puts the reflexive on its intensifier ("stesse"), not on the clause
    ("it", "You yourselves said it.", "L'avete detto voi stesse.", "L'avete detto voi stessi."),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@needs
@pytest.mark.parametrize(
    ("lang", "source", "translation", "variant"),
    [
        # A singular verb may agree with "mayoría" itself: the predicative keeps its form.
        (
            "es",
            "Most of the nurses were exhausted.",
            "La mayoría de las enfermeras estaba agotada.",
            "La mayoría de los enfermeros estaba agotada.",
        ),
    ],
)
def test_words_that_keep_their_form(
    variant_set: VariantSet, lang: str, source: str, translation: str, variant: str
) -> None:
    assert variant in variant_set(source, translation, lang)


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_italian_helpers() -> None:
    from fairmt.inflect import get_inflector
    from fairmt.inflect.italian_nt_participles import nt_gendered
    from fairmt.inflect.italian_relative_superlative import superlative_article
    from fairmt.inflect.italian_thing_homographs import predicative_homograph

    assert predicative_homograph(_words("Erano sole a casa ."), 1)
    assert not predicative_homograph(_words("Erano stanche ."), 1)  # no noun reading
    assert not predicative_homograph(_words("Erano soli ."), 1)  # the noun's own form: the usual rules
    assert nt_gendered("convinte") and nt_gendered("assunti") and nt_gendered("dipinte")
    assert not nt_gendered("cantanti")  # an epicene noun and adjective
    assert not nt_gendered("sorridenti")  # an epicene adjective
    assert not nt_gendered("insegnante")
    it = get_inflector("it")
    toks = _words("Ero la più giovane della classe .")
    assert it.realise(toks, (2, 4), "M") == _words("Ero il più giovane della classe .")
    assert it.realise(toks, (3, 4), "M") == _words("Ero il più giovane della classe .")
    assert it.gender_of(_words("Eravamo le più giovani ."), (2, 4)) == "F"
    assert it.realise(_words("Erano vinte ."), (1, 2), "M") == _words("Erano vinti .")
    # before its noun the superlative's article is the noun's (realised with the noun's span)
    toks = _words("Era la più giovane soldatessa .")
    assert superlative_article(toks, list(toks), (2, 4), "M", it._ends_phrase) == toks
    # after an overt subject the participle is that subject's
    toks = _words("La vincitrice è stata la mia amica .")
    assert it.realise(toks, (5, 7), "M") == _words("La vincitrice è stata il mio amico .")


@pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
def test_spanish_helpers() -> None:
    from fairmt.inflect import get_inflector

    es = get_inflector("es")
    toks = _words("Vosotras dos estáis cansadas .")
    assert es.realise(toks, (0, 2), "M") == _words("Vosotros dos estáis cansados .")
    # after a preposition the pronoun is no subject: the next clause's predicative stays
    toks = _words("Se lo di a ellas , estaban cansadas .")
    assert es.realise(toks, (4, 5), "M") == _words("Se lo di a ellos , estaban cansadas .")
    # a participle's span stops before the next noun phrase (spanish_participle_spans)
    toks = _words("La entrenadora del equipo, que fue contratada el año pasado, dimitió.")
    assert es.cue_span(toks, (6, 9)) == (6, 7)
    assert es.cue_span(toks, (0, 2)) == (0, 2)
    toks = _words("La mitad de nosotros estábamos cansados .")
    assert es.gender_of(toks, (1, 2)) == "M"
    assert es.realise(toks, (1, 2), "F") == _words("La mitad de nosotras estábamos cansadas .")


@pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")
def test_emphatic_reflexive_cues() -> None:
    from fairmt.fairqe.cue_rules import source_hits

    def reflexive(source: str) -> list[str]:
        return [h.lemma for h in source_hits(source, "es")[1] if h.kind == "reflexive"]

    assert reflexive("I did it myself.") == ["myself"]
    assert reflexive("You yourself said so.") == ["yourself"]
    assert reflexive("Take care of yourselves.") == ["yourselves"]
    assert reflexive("We built the house by ourselves.") == ["ourselves"]
    assert reflexive("I hurt myself.") == []  # a reflexive object: an unstressed clitic of no gender
    assert reflexive("He did it himself.") == []  # "himself" states the gender


def test_partitive_none_is_no_generic_indefinite() -> None:
    from fairmt.fairqe.generic_indefinites import generic_indefinite
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    none = Cue("None", Category.C8, "Nessuna", (0, 1), (0, 1))
    passive = Cue("was informed", Category.C10, "informata", (3, 5), (5, 6))
    assert not generic_indefinite(none, [none, passive], _words("None of us was informed ."))
    nobody = Cue("nobody", Category.C8, "nessuno", (2, 3), (2, 3))
    role = Cue("stranger", Category.C7, "sconosciuto", (3, 4), (3, 4))
    assert generic_indefinite(nobody, [nobody, role], _words("At first nobody recognised the stranger ."))


@needs
def test_a_numeral_group_with_its_own_noun_keeps_its_article() -> None:
    """Session 29 merge: "una dei cinque figli" is one of five children (a noun of its own after
    the numeral): only the quantifier changes, never "dei" ("una delle cinque figli" was made)."""
    from fairmt.inflect.italian import ItalianInflector

    tokens = ["Era", "uno", "dei", "cinque", "figli", "di", "una", "famiglia", "cattolica."]
    want = ["Era", "una", "dei", "cinque", "figli", "di", "una", "famiglia", "cattolica."]
    assert ItalianInflector().realise(tokens, (1, 2), "F") == want
