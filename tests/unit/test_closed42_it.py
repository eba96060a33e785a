"""Closed variant sets in Italian, session 33 (branch gateit42; issue 12, GATE's dev half).

Sentences written for these tests, never GATE rows: the feminine and the masculine translation of
one source must get the same variant set, and each must be in it.

* it-inflect-46: an adverb that the dictionary reads only as an adverb ("talvolta", "affatto",
  "adesso", "piuttosto") or the degree locution "un po'" between the copula (or the participle
  "stato") and the predicative leaves the predicative to agree (italian_copula_adverbs).
* it-inflect-46: "o", "oppure", "né" coordinate a second predicative as "e" does, and a second
  predicative with a noun reading beside its adjective one ("malate") still agrees.
* it-inflect-46: a negated adjective the dictionary lacks ("insicuro", "sfortunato") agrees as its
  base does (italian_prefixes.prefixed_adjective).
* it-inflect-46: sentence adverbs before the subject ("Purtroppo", "Ma anche") leave the clause open
  at their start, so the subject's predicate agrees (italian_copula_adverbs.adverbs_before).
* it-inflect-46: the speaker's *sentirsi* ("Mi sento grata ed eccitata") is a copula like *essere*,
  and its coordinated predicatives agree (italian_persons._person_number).
* it-inflect-46: a cue span the aligner spread over the thing possessed and the possessor's "di"
  complement ("dalle risposte dell'imputata" for "the defendant's") is the complement when the head
  is no person (italian_possessor_spans).
* it-inflect-46: a relative superlative predicative after the copula ("era la più alta") agrees,
  article and adjective (italian_relative_superlative.superlative_predicative).
* it-inflect-46: a relative clause whose verb the dictionary lacks but whose ending is a regular
  third-person plural imperfect or simple past ("che sorvegliavano la città") ends before the main
  predicate (italian_clauses.unknown_finite_plural).
* it-inflect-46: a copular infinitive with an enclitic after a modal ("possono esserne tenute fuori")
  is a copula (italian_predicative._copular_infinitive).
* it-inflect-46: the masculine plural of a word in -io with an unstressed "i" has one "i" ("sveglie"
  -> "svegli": apertium_morph._candidates).
* it-inflect-46: an unknown adjective already realised in the subject's gender stays in its phrase
  ("Gli infermieri cambogiani non sono stati ammessi").
* it-inflect-46: adverbs and a participle the dictionary lacks after the passive "venire" ("vengono
  generalmente giustiziate": italian_passive).
* it-inflect-46: a plural the dictionary reads only as an adjective or noun of both genders keeps
  its -i ("i colpevoli" -> "le colpevoli"), and an unknown -esi word is an ethnic adjective of both
  genders, no participle ("i newyorkesi" -> "le newyorkesi": italian_lexicon).
* it-inflect-46: a word the dictionary reads only as an adverb never changes ("piuttosto"), and a cue
  span on such adverbs alone moves to the predicative after them (italian_copula_adverbs.
  adverb_to_predicative); an unknown adjective in -oso shows the speaker's number ("rispettosa").
* it-inflect-46: the elided "quell'", "quest'", "bell'", "sant'" serve both genders, so the noun
  after them tells the gender ("quell'attrice" is feminine) and the validity gate accepts them before
  a feminine noun (italian_forms._BOTH_GENDERS_ELIDED, RomanceInflector.GENDERLESS_DETS); a listed
  adverb may stand after "ma" before the second predicative ("brava ma anche antipatica").
* it-inflect-46: a noun in apposition right after a person noun ("le bambine soldato") ends the cue
  span and keeps its form (italian_noun_appositions).
* it-inflect-46: "quello" before a cardinal numeral is the determiner, in the form the numeral's
  sound asks for ("quei due", "quegli otto"), not the pronoun "quelli" (italian_forms.det_form).
* it-inflect-46: "altro" after another determiner agrees with the same noun, and the determiner
  before it is the phrase's ("molte altre infermiere" -> "molti altri infermieri": ADJECTIVE_DETS).
* it-inflect-46: a cardinal numeral never changes ("tremila", never "tremilo"), and a quantifier's
  absolute superlative before its noun agrees as the quantifier ("moltissime inventrici").
* it-inflect-46: a restrictive "il quale" after a preposition right after its antecedent agrees with
  it, with no comma too ("le pazienti alle quali": relative_articles).
* it-inflect-46: the tag question "..., vero?" is no detached or listed predicative of the subject
  (clause_final_predicatives, italian_listed_predicates).
* it-inflect-46: an adjective with an adverb homograph right before a predicative of another number
  is the adverb ("Non sono certo degne": italian_persons._adverb_before_predicative), no speaker's
  predicative; "Sono certa" still is.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    any(morphology(lang) is None for lang in ("it", "en")), reason="Apertium Italian/English not installed"
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]

CLOSED = [
    # adverbs between the copula and the predicative (it-inflect-46)
    (
        "The nurses were a little tired.",
        "Le infermiere erano un po' stanche.",
        "Gli infermieri erano un po' stanchi.",
    ),
    (
        "The nurses are sometimes tired.",
        "Le infermiere sono talvolta stanche.",
        "Gli infermieri sono talvolta stanchi.",
    ),
    (
        "The nurses had not been paid at all.",
        "Le infermiere non erano state affatto pagate.",
        "Gli infermieri non erano stati affatto pagati.",
    ),
    (
        "The nurses are now proud.",
        "Le infermiere sono adesso orgogliose.",
        "Gli infermieri sono adesso orgogliosi.",
    ),
    (
        "The nurse is rather serious.",
        "L'infermiera è piuttosto seria.",
        "L'infermiere è piuttosto serio.",
    ),
    # "o" between two predicatives; a predicative with a noun reading (it-inflect-46)
    (
        "The nurses were tired or sick.",
        "Le infermiere erano stanche o malate.",
        "Gli infermieri erano stanchi o malati.",
    ),
    # sentence adverbs before the subject (it-inflect-46)
    (
        "Unfortunately, many nurses are tired.",
        "Purtroppo molte infermiere sono stanche.",
        "Purtroppo molti infermieri sono stanchi.",
    ),
    (
        "But the nurse was also married.",
        "Ma anche l'infermiera era sposata.",
        "Ma anche l'infermiere era sposato.",
    ),
    # the speaker's "sentirsi" with coordinated predicatives (it-inflect-46)
    (
        "I feel very grateful and excited.",
        "Mi sento molto grata ed eccitata.",
        "Mi sento molto grato ed eccitato.",
    ),
    (
        "We feel tired or sick.",
        "Ci sentiamo stanche o malate.",
        "Ci sentiamo stanchi o malati.",
    ),
    # the English possessive's person in the Italian "di" complement (it-inflect-46)
    (
        "The jury was misled by the defendant's answers.",
        "La giuria è stata fuorviata dalle risposte dell'imputata.",
        "La giuria è stata fuorviata dalle risposte dell'imputato.",
    ),
    (
        "The homeowner was happy.",
        "La proprietaria della casa era felice.",
        "Il proprietario della casa era felice.",
    ),
    # the relative superlative predicative (it-inflect-46)
    (
        "The nurse was the tallest of the staff.",
        "L'infermiera era la più alta del personale.",
        "L'infermiere era il più alto del personale.",
    ),
    (
        "The nurses will remain the most important.",
        "Le infermiere rimarranno le più importanti.",
        "Gli infermieri rimarranno i più importanti.",
    ),
    # a relative clause with a verb the dictionary lacks (it-inflect-46)
    (
        "The nurses who guarded the city were pushed back.",
        "Le infermiere che sorvegliavano la città furono respinte.",
        "Gli infermieri che sorvegliavano la città furono respinti.",
    ),
    # a copular infinitive with an enclitic (it-inflect-46)
    (
        "The nurses cannot be kept out of it.",
        "Le infermiere non possono esserne tenute fuori.",
        "Gli infermieri non possono esserne tenuti fuori.",
    ),
    # the plural of -io adjectives (it-inflect-46)
    (
        "My daughters stay awake.",
        "Le mie figlie rimangono sveglie.",
        "I miei figli rimangono svegli.",
    ),
    # an unknown ethnic adjective in the subject's phrase (it-inflect-46)
    (
        "The Cambodian nurses were not admitted.",
        "Le infermiere cambogiane non sono state ammesse.",
        "Gli infermieri cambogiani non sono stati ammessi.",
    ),
    # the passive "venire" over adverbs (it-inflect-46)
    (
        "The nurses are generally executed.",
        "Le infermiere vengono generalmente giustiziate.",
        "Gli infermieri vengono generalmente giustiziati.",
    ),
    (
        "The nurse is often criticised.",
        "L'infermiera viene spesso criticata.",
        "L'infermiere viene spesso criticato.",
    ),
    # second-class adjectives used as nouns (it-inflect-46)
    (
        "The guilty were executed.",
        "Le colpevoli furono giustiziate.",
        "I colpevoli furono giustiziati.",
    ),
    (
        "Who told you that New Yorkers eat hot dogs?",
        "Chi ti ha detto che le newyorkesi mangiano hot dog?",
        "Chi ti ha detto che i newyorkesi mangiano hot dog?",
    ),
    (
        "The defenseless prisoners were freed.",
        "Le prigioniere indifese furono liberate.",
        "I prigionieri indifesi furono liberati.",
    ),
    # a degree adverb linked alone (it-inflect-46)
    (
        "I would say I'm pretty respectful and serious.",
        "Direi che sono piuttosto rispettosa e seria.",
        "Direi che sono piuttosto rispettoso e serio.",
    ),
    (
        "I am rather nervous.",
        "Sono piuttosto nervosa.",
        "Sono piuttosto nervoso.",
    ),
    # elided determiners of both genders (it-inflect-46)
    (
        "Yes, that actor is good but also unpleasant.",
        "Sì, quell'attrice è brava ma anche antipatica.",
        "Sì, quell'attore è bravo ma anche antipatico.",
    ),
    (
        "This friend of mine is nice.",
        "Quest'amica mia è simpatica.",
        "Quest'amico mio è simpatico.",
    ),
    # a noun in apposition (it-inflect-46)
    (
        "The foundations saved the child soldiers.",
        "Le fondazioni hanno salvato le bambine soldato.",
        "Le fondazioni hanno salvato i bambini soldato.",
    ),
    # "quello" before a numeral (it-inflect-46)
    (
        "Those two nurses never talked again.",
        "Quelle due infermiere non si sono più parlate.",
        "Quei due infermieri non si sono più parlati.",
    ),
    (
        "Those eight nurses never talked again.",
        "Quelle otto infermiere non si sono più parlate.",
        "Quegli otto infermieri non si sono più parlati.",
    ),
    # "altro" after another determiner (it-inflect-46)
    (
        "There were many other nurses.",
        "Ci sono state molte altre infermiere.",
        "Ci sono stati molti altri infermieri.",
    ),
    (
        "These other nurses came.",
        "Queste altre infermiere sono venute.",
        "Questi altri infermieri sono venuti.",
    ),
    # numerals and quantifier superlatives (it-inflect-46)
    (
        "Three thousand workers will lose their jobs.",
        "Tremila lavoratrici perderanno il lavoro.",
        "Tremila lavoratori perderanno il lavoro.",
    ),
    (
        "Many, many inventors think so.",
        "Moltissime inventrici lo pensano.",
        "Moltissimi inventori lo pensano.",
    ),
    # a restrictive "il quale" after a preposition (it-inflect-46)
    (
        "Patients who were given the drug lived longer.",
        "Le pazienti alle quali è stato somministrato il farmaco hanno vissuto più a lungo.",
        "I pazienti ai quali è stato somministrato il farmaco hanno vissuto più a lungo.",
    ),
    (
        "I thank my colleague, with whom I work.",
        "Ringrazio la mia collega con la quale lavoro.",
        "Ringrazio il mio collega con il quale lavoro.",
    ),
    # the tag question "vero?" (it-inflect-46)
    (
        "You are tired, aren't you?",
        "Sei stanca, vero?",
        "Sei stanco, vero?",
    ),
    (
        "But you didn't arrive late, did you?",
        "Ma tu non sei arrivata in ritardo, vero?",
        "Ma tu non sei arrivato in ritardo, vero?",
    ),
    # the adverb "certo" before a plural predicative (it-inflect-46)
    (
        "They certainly are not worthy of living with us.",
        "Non sono certo degne di vivere con noi.",
        "Non sono certo degni di vivere con noi.",
    ),
    ("I am certain.", "Sono certa.", "Sono certo."),
    # negated adjectives the dictionary lacks (it-inflect-46)
    (
        "The nurses seemed shy and insecure.",
        "Le infermiere sembravano timide e insicure.",
        "Gli infermieri sembravano timidi e insicuri.",
    ),
    (
        "The nurse was unlucky.",
        "L'infermiera è stata sfortunata.",
        "L'infermiere è stato sfortunato.",
    ),
]


@needs
@pytest.mark.parametrize(("source", "feminine", "masculine"), CLOSED)
def test_closed_set(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "it")


@needs
def test_adverb_then_place_is_no_predicative(variant_set: Callable[[str, str, str], set[str]]) -> None:
    """After the adverb, a place is no predicative: nothing of it changes."""
    got = variant_set("The nurses are at home now.", "Le infermiere sono adesso a casa.", "it")
    assert got == {"Le infermiere sono adesso a casa.", "Gli infermieri sono adesso a casa."}


def test_past_adverbs() -> None:
    from fairmt.inflect.italian_copula_adverbs import past_adverbs

    if morphology("it") is None:
        pytest.skip("Apertium Italian not installed")
    assert past_adverbs(["sono", "un", "po'", "stanche"], 1) == 3
    assert past_adverbs(["sono", "talvolta", "stanche"], 1) == 2
    assert past_adverbs(["sono", "certo", "stanche"], 1) == 1  # also an adjective: not skipped


def test_prefixed_adjective() -> None:
    from fairmt.inflect.italian_prefixes import prefixed_adjective

    if morphology("it") is None:
        pytest.skip("Apertium Italian not installed")
    assert prefixed_adjective("insicure", "M") == "insicuri"
    assert prefixed_adjective("sfortunata", "M") == "sfortunato"
    assert prefixed_adjective("immaturi", "F") == "immature"
    assert prefixed_adjective("infelice", "M") is None  # the dictionary knows it
    assert prefixed_adjective("scatola", "M") is None  # the dictionary knows it (a noun)


@needs
def test_unknown_noun_after_article_is_no_negated_adjective(
    variant_set: Callable[[str, str, str], set[str]],
) -> None:
    """A noun the dictionary lacks ("insalata") that looks like in- + an adjective is left alone
    where it is no predicative."""
    got = variant_set("The cook made a salad.", "La cuoca ha preparato un'insalata.", "it")
    assert "Il cuoco ha preparato un'insalata." in got


def test_adverbs_before() -> None:
    from fairmt.inflect.italian_copula_adverbs import adverbs_before

    if morphology("it") is None:
        pytest.skip("Apertium Italian not installed")
    assert adverbs_before(["Purtroppo", "molte", "infermiere"], 1, {"anche"}) == 0
    assert adverbs_before(["Ma", "anche", "l'infermiera"], 2, {"anche"}) == 1
    assert adverbs_before(["Ho", "visto", "le", "infermiere"], 2, {"anche"}) == 2


def test_possessor_complement() -> None:
    from fairmt.inflect.italian_possessor_spans import possessor_complement

    if morphology("it") is None:
        pytest.skip("Apertium Italian not installed")
    people = {"maestra", "proprietario"}.__contains__
    assert possessor_complement(["dalle", "parole", "della", "maestra"], 0, 2, 4, people)
    assert possessor_complement(["dalle", "risposte", "dell'imputata"], 0, 2, 3, people)  # a participle noun
    assert not possessor_complement(["Il", "proprietario", "della", "casa"], 0, 2, 4, people)


def test_unknown_finite_plural() -> None:
    from fairmt.inflect.italian_clauses import unknown_finite_plural

    if morphology("it") is None:
        pytest.skip("Apertium Italian not installed")
    assert unknown_finite_plural("sorvegliavano")
    assert not unknown_finite_plural("guardavano")  # the dictionary knows it: it decides
    assert not unknown_finite_plural("cambogiane")


def test_plural_in_io() -> None:
    morph = morphology("it")
    if morph is None:
        pytest.skip("Apertium Italian not installed")
    assert morph.agree("sveglie", "M") == "svegli"
    assert morph.agree("vecchie", "M") == "vecchi"
    assert morph.agree("svegli", "F") == "sveglie"
