"""it-inflect-26 (issue 12, closed sets, Italian "both wrong" pairs): rules found on the
MT-GenEval contextual dev proxy (``benchmarks/bench_fem_masc_dev.py --langs it``), tested on
sentences the team wrote. Each rule has a case that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


# --- Role nouns of a list joined to a realised person noun (Serianni XIV.13-17) -------------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "Anna worked as a writer, teacher, speaker and manager.",
            "Anna lavorò come scrittrice, professoressa, oratrice e dirigente.",
            "Anna lavorò come scrittore, professore, oratore e dirigente.",
        ),
        (
            "Anna was owner and editor of the magazine.",
            "Anna era proprietaria e curatrice della rivista.",
            "Anna era proprietario e curatore della rivista.",
        ),
        (
            "Anna was a writer of essays, historian and biographer.",
            "Anna fu scrittrice di saggi, storica e biografa.",
            "Anna fu scrittore di saggi, storico e biografo.",
        ),
    ],
)
def test_listed_role_nouns(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_plural_list_members_are_other_people(realiser: SentenceRealiser) -> None:
    # Must not change: plural members of a list after a person are groups of others, and a
    # plural complement ("di saggi") is no member.
    item = Item(
        "The doctor met patients, visitors and donors.",
        "La dottoressa incontrò pazienti, visitatori e donatori.",
        "it",
    )
    assert realiser.realise(item, "M") == "Il dottore incontrò pazienti, visitatori e donatori."


# --- Adverbs between the copula participle and a bare predicate noun (Serianni XII) --------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "Anna was also the secretary of the club.",
            "Anna è stata anche segretaria del club.",
            "Anna è stato anche segretario del club.",
        ),
        (
            "Anna was later director of the museum.",
            "Anna è stata successivamente direttrice del museo.",
            "Anna è stato successivamente direttore del museo.",
        ),
        (
            "Anna was also director and adviser of the museum.",
            "Anna è stata anche direttrice e consigliera del museo.",
            "Anna è stato anche direttore e consigliere del museo.",
        ),
        (
            "Anna was also a teacher and director of the college.",
            "Anna è stata anche docente e direttrice del college.",
            "Anna è stato anche docente e direttore del college.",
        ),
    ],
)
def test_participle_over_adverbs(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_degree_adverb_keeps_adjective_predicate(realiser: SentenceRealiser) -> None:
    # Must not change: a named subject's adjective after a degree adverb is no predicate noun
    # (the English genders nobody), so nothing is realised from it.
    item = Item("Anna was very tired.", "Anna è stata molto stanca.", "it")
    assert realiser.realise(item, "M") in (None, "Anna è stata molto stanca.")


# --- A sentence whose only persons are gendered English pronouns (realise.py) --------------


@needs_it
@pytest.mark.parametrize(
    ("source", "mt"),
    [
        ("She gave him the book that she had promised him.", "Gli diede il libro che gli aveva promesso."),
        ("He told her the truth.", "Le disse la verità."),
        ("He saw her.", "La vide."),
    ],
)
def test_pronoun_only_sentence_is_each_realisation(realiser: SentenceRealiser, source: str, mt: str) -> None:
    # The clitic renders the English pronoun, which fixes its gender: the translation is
    # already every realisation (before, None: no person to change was found).
    for g in ("F", "M"):
        assert realiser.realise(Item(source, mt, "it"), g) == mt


@needs_it
def test_pronoun_with_a_role_noun_still_varies(realiser: SentenceRealiser) -> None:
    # Must not change: a role noun beside the pronoun is still realised.
    item = Item("He thanked her and the pilot.", "Ringraziò lei e il pilota.", "it")
    assert realiser.realise(item, "F") == "Ringraziò lei e la pilota."


# --- Adjectives after the realised noun that the word tests missed ------------------------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        # an ethnic adjective the dictionary also lists as a noun (Serianni V.5)
        ("Anna is a Chilean painter.", "Anna è una pittrice cilena.", "Anna è un pittore cileno."),
        # an ethnic adjective in -ina the dictionary lacks (Serianni XV.91-93)
        ("Anna is a Filipino singer.", "Anna è una cantante filippina.", "Anna è un cantante filippino."),
        # an adjective only, whatever its -ava ending says
        ("Anna was a good student.", "Anna era una studentessa brava.", "Anna era uno studente bravo."),
    ],
)
def test_adjective_after_noun(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        # Must not change: an imperfect in -ava, and a thing's ethnic adjective.
        ("The doctor was speaking.", "La dottoressa parlava.", "Il dottore parlava."),
        (
            "The doctor visited the Chilean city.",
            "La dottoressa visitò la città cilena.",
            "Il dottore visitò la città cilena.",
        ),
    ],
)
def test_verbs_and_things_keep_their_form(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc


# --- The article of a relative superlative before its adjective (Serianni V.62-65) ---------


@needs_it
def test_superlative_article_agrees(realiser: SentenceRealiser) -> None:
    source = "Anna was the youngest soldier in the army."
    fem = "Anna fu la più giovane soldatessa dell'esercito."
    masc = "Anna fu il più giovane soldato dell'esercito."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_superlative_of_a_thing_keeps_its_article(realiser: SentenceRealiser) -> None:
    # Must not change: the superlative of a thing's noun.
    item = Item(
        "The doctor visited the oldest church of the town.",
        "La dottoressa visitò la più antica chiesa della città.",
        "it",
    )
    assert realiser.realise(item, "M") == "Il dottore visitò la più antica chiesa della città."


# --- The predicatives of a named subject the English genders nowhere (realise.py) ----------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "As well as being a doctor, Brenthwaite was active in the community.",
            "Oltre ad essere dottoressa, Brenthwaite fu attiva nella comunità.",
            "Oltre ad essere dottore, Brenthwaite fu attivo nella comunità.",
        ),
        (
            "Kowalczyk joined the army as a nurse.",
            "Kowalczyk si è arruolata nell'esercito come infermiera.",
            "Kowalczyk si è arruolato nell'esercito come infermiere.",
        ),
    ],
)
def test_named_subject_predicate(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_name_beside_a_role_noun_that_is_no_predicate(realiser: SentenceRealiser) -> None:
    # Must not change: the driver is not predicated of the name, who may be someone else.
    source = "The driver said that Kowalczyk had jumped in front of the car."
    fem = "La guidatrice disse che Kowalczyk era saltato davanti all'auto."
    masc = "Il guidatore disse che Kowalczyk era saltato davanti all'auto."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_name_whose_pronoun_the_english_genders(realiser: SentenceRealiser) -> None:
    # Must not change: "she" fixes the person's gender, so the predicate stays.
    item = Item(
        "As a doctor, Brenthwaite said that she was busy.",
        "Come dottoressa, Brenthwaite disse che era impegnata.",
        "it",
    )
    assert realiser.realise(item, "M") == "Come dottore, Brenthwaite disse che era impegnata."


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "Best known as a painter, Brenthwaite started out as a teacher.",
            "Più conosciuta come pittrice, Brenthwaite cominciò come insegnante.",
            "Più conosciuto come pittore, Brenthwaite cominciò come insegnante.",
        ),
        (
            "Although accused of theft, Brenthwaite was later hired as a cashier.",
            "Nonostante fosse accusata di furto, Brenthwaite fu poi assunta come cassiera.",
            "Nonostante fosse accusato di furto, Brenthwaite fu poi assunto come cassiere.",
        ),
    ],
)
def test_opening_participial_clause(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    # The participle of a clause with no subject of its own agrees with the main subject
    # (Serianni XI.410-415).
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        # Must not change: a preposition or an adverb that opens the sentence.
        (
            "Before becoming a painter, Brenthwaite worked as a teacher.",
            "Prima di diventare pittrice, Brenthwaite lavorò come insegnante.",
            "Prima di diventare pittore, Brenthwaite lavorò come insegnante.",
        ),
        (
            "From 2010, Brenthwaite worked as a teacher.",
            "Dal 2010, Brenthwaite lavorò come maestra.",
            "Dal 2010, Brenthwaite lavorò come maestro.",
        ),
    ],
)
def test_opening_words_that_are_no_predicatives(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc


# --- A name after its title noun is the subject's apposition (Serianni V.39-40) ------------


@needs_it
def test_title_name_predicate(realiser: SentenceRealiser) -> None:
    source = "Professor Miklaszewski was very active in politics."
    fem = "La professoressa Miklaszewski era molto attiva in politica."
    masc = "Il professor Miklaszewski era molto attivo in politica."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_title_name_before_another_verb(realiser: SentenceRealiser) -> None:
    # Must not change: the thing's participle in the clause after another verb.
    item = Item(
        "Director Kowalczyk said that the door was closed.",
        "La direttrice Kowalczyk ha detto che la porta era chiusa.",
        "it",
    )
    assert realiser.realise(item, "M") == "Il direttore Kowalczyk ha detto che la porta era chiusa."


# --- A partitive is one phrase with its noun (Serianni VII.184-190) -------------------------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "Brenthwaite was one of the editors of the magazine.",
            "Brenthwaite fu una delle redattrici della rivista.",
            "Brenthwaite fu uno dei redattori della rivista.",
        ),
        (
            "Brenthwaite is one of the few musicians to do it.",
            "Brenthwaite è una delle poche musiciste a farlo.",
            "Brenthwaite è uno dei pochi musicisti a farlo.",
        ),
    ],
)
def test_partitive_phrase(realiser: SentenceRealiser, source: str, fem: str, masc: str) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_partitive_of_things_keeps_its_pronoun(realiser: SentenceRealiser) -> None:
    # Must not change: "una delle poche cose" is a thing's partitive.
    item = Item(
        "The teacher said it was one of the few things left.",
        "L'insegnante disse che era una delle poche cose rimaste.",
        "it",
    )
    assert realiser.realise(item, "M") in (None, "L'insegnante disse che era una delle poche cose rimaste.")


# --- The article before a qualifying adjective before the noun (Serianni V.34-37) ----------


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "Brenthwaite was a tireless investigator.",
            "Brenthwaite fu un'infaticabile investigatrice.",
            "Brenthwaite fu un infaticabile investigatore.",
        ),
        (
            "Brenthwaite was an avid climber.",
            "Brenthwaite è un'appassionata scalatrice.",
            "Brenthwaite è un appassionato scalatore.",
        ),
        (
            "Brenthwaite was a popular student.",
            "Brenthwaite era una popolare studentessa.",
            "Brenthwaite era un popolare studente.",
        ),
    ],
)
def test_article_before_qualifying_adjective(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_noun_before_noun_keeps_its_article(realiser: SentenceRealiser) -> None:
    # Must not change: a noun before the person noun is no adjective of it.
    item = Item("The school nurse was tired.", "L'infermiera della scuola era stanca.", "it")
    assert realiser.realise(item, "M") == "L'infermiere della scuola era stanco."


@needs_it
def test_named_subject_with_article_predicate(realiser: SentenceRealiser) -> None:
    # A predicate noun with a definite article and a kept English word ("la sound editor").
    source = "Brenthwaite was also the sound editor for the film."
    fem = "Brenthwaite è stata anche la sound editor del film."
    masc = "Brenthwaite è stato anche il sound editor del film."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_named_subject_beside_an_object_role_noun(realiser: SentenceRealiser) -> None:
    # Must not change: the role noun is the verb's object, no predicate of the name.
    source = "Kowalczyk met the editor and was pleased."
    assert (
        realiser.realise(Item(source, "Kowalczyk incontrò la redattrice e fu contento.", "it"), "M")
        == "Kowalczyk incontrò il redattore e fu contento."
    )
    assert (
        realiser.realise(Item(source, "Kowalczyk incontrò il redattore e fu contento.", "it"), "F")
        == "Kowalczyk incontrò la redattrice e fu contento."
    )


@needs_it
def test_fare_with_a_profession(realiser: SentenceRealiser) -> None:
    # "fare l'apprendista": the profession one works at names the subject's role, so the
    # opening adjective agrees with the name (Treccani, "fare"; Serianni XI.410-415).
    source = "Eager to change careers, Brenthwaite went back to Rome to work as an apprentice."
    fem = "Desiderosa di cambiare carriera, Brenthwaite tornò a Roma per fare l'apprendista."
    masc = "Desideroso di cambiare carriera, Brenthwaite tornò a Roma per fare l'apprendista."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem


@needs_it
def test_her_in_the_source_fixes_the_named_subject(realiser: SentenceRealiser) -> None:
    # Must not change: "her" genders the person in the English.
    source = "Eager to change her life, Brenthwaite went back to Rome to work as an apprentice."
    fem = "Desiderosa di cambiare vita, Brenthwaite tornò a Roma per fare l'apprendista."
    assert realiser.realise(Item(source, fem, "it"), "M") == fem


@needs_it
def test_listed_member_after_the_first_ones_adjective(realiser: SentenceRealiser) -> None:
    # The first member's adjective stands before the conjunction; an adjective used as a noun
    # after an indefinite article is a member (Serianni V.5, XIV.13).
    source = "Brenthwaite was a brilliant author and intellectual."
    fem = "Brenthwaite era un'autrice brillante e un'intellettuale."
    assert (
        realiser.realise(Item(source, fem, "it"), "M")
        == "Brenthwaite era un autore brillante e un intellettuale."
    )
