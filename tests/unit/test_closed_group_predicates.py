"""Closed sets of group and quantity subjects (issue 12, session 28: en-cues-49,
es-inflect-32, it-inflect-41). Sentences written for these tests, of the kinds in GATE's
published keyword list (quantifiers, pronouns, predicate adjectives), never GATE rows: the
feminine and the masculine translation of one source must get the same variant set, and each
must be in it.

* it: a noun of quantity keeps its article and agrees ad sensum only with a plural verb
  (``fairmt.inflect.italian_quantity``); "guida", "spia" are feminine whoever they are; a
  demonstrative before "che" heads its relative ("Tutte quelle che ... sono venute"); a
  predicate after "ma" + plural *essere* is the subject's; after the speaker's adjective the
  next word is another phrase's ("nervosa | prima del colloquio").
* es: "el/la guía" passes the validity gate; "cada uno de ellos" and a partitive pronoun's
  quantifier ("Ninguno de nosotros") take their predicate with them; "todos los que" is one
  group; a nominalised adjective's article and a coordinated one ("y las últimas") agree.
* en: a fronted predicative of I/you/we/they is a C10 cue ("Tired of waiting, they ...", also
  after a subordinator: "Once seated, they"); "the only ones" is a fused-head predicate;
  "a guide to X" is a book; an -ly adjective ("lonely") is no adverb; "first"/"last" after a
  verb of arriving is the predicate of a subject of no stated gender ("Whoever arrives first").
* cues: a C10 predicate the aligner placed nowhere (or on an adverb) is placed by the target's
  copula (``fairmt.fairqe.unaligned_predicates``).
* it (also): a participle in -ese ("sorprese") is no epicene adjective; a coordinated
  nominalised ordinal agrees ("le prime ... e le ultime").
* it/es (also): a floating quantifier's chain stops before "prima di"; "felicissima" ->
  "felicissimo"; "haya hecho" never agrees.
* fr: "la bonne personne" keeps "personne"; "une très bonne cuisinière" takes its article over
  "très"; "l'air" of "avoir l'air" is no person noun; "Peu d'entre elles" changes as one group.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    any(morphology(lang) is None for lang in ("it", "fr", "en")) or _morph() is None,
    reason="Apertium Italian/French/Spanish/English not installed",
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]

CLOSED = [
    (
        "it",
        "Most of them were surprised by the news.",
        "La maggior parte di loro sono rimaste sorprese dalla notizia.",
        "La maggior parte di loro sono rimasti sorpresi dalla notizia.",
    ),
    (
        "it",
        "Half of the guests were tired after the long journey.",
        "La metà delle ospiti erano stanche dopo il lungo viaggio.",
        "La metà degli ospiti erano stanchi dopo il lungo viaggio.",
    ),
    (
        "it",
        "Everybody who was invited came to the party.",
        "Tutte quelle che erano state invitate sono venute alla festa.",
        "Tutti quelli che erano stati invitati sono venuti alla festa.",
    ),
    (
        "it",
        "The twins were born in Rome but grew up in Milan.",
        "Le gemelle sono nate a Roma ma sono cresciute a Milano.",
        "I gemelli sono nati a Roma ma sono cresciuti a Milano.",
    ),
    (
        "it",
        "Tired of waiting, they decided to leave.",
        "Stanche di aspettare, hanno deciso di andarsene.",
        "Stanchi di aspettare, hanno deciso di andarsene.",
    ),
    (
        "es",
        "Tired of waiting, they decided to go home.",
        "Cansadas de esperar, decidieron volver a casa.",
        "Cansados de esperar, decidieron volver a casa.",
    ),
    (
        "es",
        "Our guide was born in Cuzco and knows every corner of the city.",
        "Nuestra guía nació en Cuzco y conoce cada rincón de la ciudad.",
        "Nuestro guía nació en Cuzco y conoce cada rincón de la ciudad.",
    ),
    (
        "es",
        "Each of them was sure of the answer.",
        "Cada una de ellas estaba segura de la respuesta.",
        "Cada uno de ellos estaba seguro de la respuesta.",
    ),
    # An adjective's predicate ends there: "prima del" is a preposition, no second adjective.
    (
        "it",
        "I was very nervous before my first interview.",
        "Ero molto nervosa prima del mio primo colloquio.",
        "Ero molto nervoso prima del mio primo colloquio.",
    ),
    (
        "es",
        "I am grateful to everyone who helped me.",
        "Estoy agradecida con todas las que me ayudaron.",
        "Estoy agradecido con todos los que me ayudaron.",
    ),
    (
        "es",
        "Few of them were willing to help.",
        "Pocas de ellas estaban dispuestas a ayudar.",
        "Pocos de ellos estaban dispuestos a ayudar.",
    ),
    (
        "es",
        "None of us was ready for the exam.",
        "Ninguna de nosotras estaba preparada para el examen.",
        "Ninguno de nosotros estaba preparado para el examen.",
    ),
    (
        "es",
        "Once seated, they began to discuss the plan.",
        "Una vez sentadas, empezaron a discutir el plan.",
        "Una vez sentados, empezaron a discutir el plan.",
    ),
    (
        "it",
        "Once seated, they began to discuss the plan.",
        "Una volta sedute, hanno cominciato a discutere il piano.",
        "Una volta seduti, hanno cominciato a discutere il piano.",
    ),
    (
        "es",
        "They were the only ones who understood the problem.",
        "Eran las únicas que entendían el problema.",
        "Eran los únicos que entendían el problema.",
    ),
    (
        "it",
        "They were the only ones who understood the problem.",
        "Erano le uniche a capire il problema.",
        "Erano gli unici a capire il problema.",
    ),
    (
        "es",
        "We were the first to arrive and the last to leave.",
        "Fuimos las primeras en llegar y las últimas en irnos.",
        "Fuimos los primeros en llegar y los últimos en irnos.",
    ),
    (
        "it",
        "We were the first to arrive and the last to leave.",
        "Siamo state le prime ad arrivare e le ultime ad andarcene.",
        "Siamo stati i primi ad arrivare e gli ultimi ad andarcene.",
    ),
    # An -ly adjective is the predicate, no adverb before one.
    (
        "es",
        "I felt lonely after moving to the city.",
        "Me sentía sola después de mudarme a la ciudad.",
        "Me sentía solo después de mudarme a la ciudad.",
    ),
    (
        "it",
        "I felt lonely after moving to the city.",
        "Mi sentivo sola dopo essermi trasferita in città.",
        "Mi sentivo solo dopo essermi trasferito in città.",
    ),
    # A participle in -ese ("sorprese") is no epicene adjective ("francese").
    (
        "it",
        "We were surprised to see so many people at the concert.",
        "Eravamo sorprese di vedere così tante persone al concerto.",
        "Eravamo sorpresi di vedere così tante persone al concerto.",
    ),
    # "first" after a verb of arriving, said of a subject of no stated gender.
    (
        "es",
        "Whoever arrives first will be rewarded.",
        "Quien llegue primera será recompensada.",
        "Quien llegue primero será recompensado.",
    ),
    (
        "it",
        "Whoever arrives first will be rewarded.",
        "Chi arriverà per prima sarà premiata.",
        "Chi arriverà per primo sarà premiato.",
    ),
    # A predicate the aligner placed nowhere, or on an adverb: the target's copula places it.
    (
        "it",
        "They were both very happy with the results.",
        "Erano entrambe molto contente dei risultati.",
        "Erano entrambi molto contenti dei risultati.",
    ),
    (
        "es",
        "Are you all ready to go?",
        "¿Estáis todas listas para salir?",
        "¿Estáis todos listos para salir?",
    ),
    # French: an invariant person noun after an adjective that is also a noun; an article over a
    # degree adverb; "avoir l'air"; a one-form quantifier and its partitive pronoun.
    (
        "fr",
        "I am not sure that I am the right person for this job.",
        "Je ne suis pas sûre d'être la bonne personne pour ce poste.",
        "Je ne suis pas sûr d'être la bonne personne pour ce poste.",
    ),
    (
        "fr",
        "My cousin is a very good cook.",
        "Ma cousine est une très bonne cuisinière.",
        "Mon cousin est un très bon cuisinier.",
    ),
    ("fr", "You look tired today.", "Tu as l'air fatiguée aujourd'hui.", "Tu as l'air fatigué aujourd'hui."),
    (
        "fr",
        "Few of them were aware of the danger.",
        "Peu d'entre elles étaient conscientes du danger.",
        "Peu d'entre eux étaient conscients du danger.",
    ),
    (
        "fr",
        "Many of them had already left.",
        "Beaucoup d'entre elles étaient déjà parties.",
        "Beaucoup d'entre eux étaient déjà partis.",
    ),
    (
        "it",
        "We were all very nervous before the exam.",
        "Eravamo tutte molto nervose prima dell'esame.",
        "Eravamo tutti molto nervosi prima dell'esame.",
    ),
    # The absolute superlative agrees by its ending (the generator lacks it).
    (
        "it",
        "The baker was delighted with the prize.",
        "La fornaia era felicissima del premio.",
        "Il fornaio era felicissimo del premio.",
    ),
    # The participle of a perfect never agrees ("haya hecho").
    (
        "es",
        "Whoever did this must be very clever.",
        "Quien haya hecho esto debe de ser muy lista.",
        "Quien haya hecho esto debe de ser muy listo.",
    ),
    (
        "it",
        "I was proud to have been chosen.",
        "Ero orgogliosa di essere stata scelta.",
        "Ero orgoglioso di essere stato scelto.",
    ),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@needs
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # A singular verb agrees with the noun of quantity itself: nothing shows the group's gender.
        (
            "Most of them were surprised by the news.",
            "La maggior parte di loro è rimasta sorpresa dalla notizia.",
        ),
        # "la guida", "la spia": one grammatical gender for men and women (Serianni III.38).
        ("Our guide was born in Florence.", "La nostra guida è nata a Firenze."),
        ("The spy was arrested.", "La spia è stata arrestata."),
    ],
)
def test_italian_words_that_keep_their_gender(variant_set: VariantSet, source: str, translation: str) -> None:
    assert variant_set(source, translation, "it") == {translation}


def test_quantity_helpers() -> None:
    from fairmt.inflect.italian_quantity import essere_number, quantity_before, verb_number_after

    toks = ["La", "maggior", "parte", "degli", "ospiti", "erano", "stanchi", "."]
    assert quantity_before(toks, 3) == 0
    assert quantity_before(toks, 4) is None  # "ospiti" is no "di" form
    assert verb_number_after(toks, 3) == "pl"  # past "degli ospiti"
    assert verb_number_after(["La", "metà", "di", "loro", "è", "partita", "."], 2) == "sg"
    assert verb_number_after(["La", "metà", "ha", "detto", "che"], 2) is None  # another verb first
    assert essere_number(["ma", "non", "sono", "venuti"], 1) == "pl"
    assert essere_number(["ma", "ha", "detto"], 1) is None


@pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")
def test_fronted_predicative_of_a_pronoun_is_a_c10_cue() -> None:
    from fairmt.fairqe.cue_rules import source_cues

    def cats(source: str) -> dict[str, str]:
        return {c.source_span: c.category.value for c in source_cues(source, "it")}

    assert cats("Tired of waiting, they decided to leave.") == {"Tired": "C10"}
    assert cats("Happy with the result, we went home.") == {"Happy": "C10"}
    # An adverbial opener is no predicative; with an explicit subject the participle stays C6.
    assert "C10" not in cats("Early in the morning, we left.").values()
    assert cats("Born in Lima, she studied law.")["Born"] == "C6"
    # A subordinator may open the one-word clause ("Once seated, they"; Quirk 14.6).
    assert cats("Once seated, they began to discuss the plan.") == {"seated": "C10"}
    assert cats("When the meeting ended, we left.") == {}
    assert cats("I felt lonely after moving to the city.") == {"I felt lonely": "C10"}
    assert cats("Whoever arrives first will be rewarded.")["first"] == "C10"
    assert "first" not in cats("She arrived first.")  # an explicit subject: nothing to realise


@pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")
def test_guide_to_a_subject_is_a_book() -> None:
    from fairmt.fairqe.cue_rules import source_cues

    def spans(source: str) -> list[str]:
        return [c.source_span for c in source_cues(source, "es")]

    assert "guide" not in spans("Juddery wrote an e-book guide to movie reviewing in 2003.")
    assert "guide" not in spans("The guide to the city was lost.")
    assert "guide" in spans("She hired a guide to show them the ruins.")  # a purpose infinitive
    assert "guide" in spans("Our guide was born in Cuzco.")


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_unaligned_predicate_needs_a_clause_opening_copula() -> None:
    from fairmt.fairqe.unaligned_predicates import agreeing_word, unaligned_predicate

    morph = morphology("it")
    toks = ["Erano", "entrambe", "molto", "contente", "dei", "risultati."]
    norm = ["erano", "entrambe", "molto", "contente", "dei", "risultati"]
    assert unaligned_predicate(morph, norm, toks, 2) == (3, 1)  # from the floating quantifier
    # An explicit subject before the copula: its phrase is the one to change, not the predicate.
    toks = ["Le", "ragazze", "erano", "contente", "."]
    assert unaligned_predicate(morph, [t.lower() for t in toks], toks, 3) is None
    assert not agreeing_word(morph, "molto") and agreeing_word(morph, "contente")
