"""it-inflect-21: a coordinated participle whose auxiliary *essere* is left out ("è nata a
Napoli e morta a Parigi") and a coordinated predicative after any adverb ("stanca e sempre
nervosa") agree with the subject. Sentences the team wrote, and the cases that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def realise(sentence: str, span: tuple[int, int], gender: Realisation) -> str | None:
    inflector = get_inflector("it")
    tokens = sentence.split()
    out = inflector.realise(tokens, inflector.cue_span(tokens, span), gender)
    return None if out is None else " ".join(out)


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "The writer was born in Naples and died in Paris." (auxiliary left out)
        (
            "Lo scrittore è nato a Napoli e morto a Parigi .",
            "La scrittrice è nata a Napoli e morta a Parigi .",
        ),
        # "The cook was arrested and sentenced."
        ("Il cuoco è stato arrestato e condannato .", "La cuoca è stata arrestata e condannata ."),
        # "The doctor is tired and always nervous." (an adverb before the second predicative)
        ("Il medico è stanco e sempre nervoso .", "La medica è stanca e sempre nervosa ."),
        ("Il maestro era severo e sempre attento .", "La maestra era severa e sempre attenta ."),
    ],
)
def test_both_directions(masc: str, fem: str) -> None:
    assert realise(masc, (0, 2), "F") == fem
    assert realise(fem, (0, 2), "M") == masc


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # avere: its participle does not agree with the subject, nor the coordinated one
        (
            "Il cuoco ha cucinato la cena e lavato i piatti .",
            "La cuoca ha cucinato la cena e lavato i piatti .",
        ),
        # a second clause with its own (thing) subject
        (
            "Il cuoco è arrivato e il pranzo è stato servito .",
            "La cuoca è arrivata e il pranzo è stato servito .",
        ),
        # an adverb, then a noun phrase: no second predicative
        (
            "Il medico è stanco e oggi il reparto è chiuso .",
            "La medica è stanca e oggi il reparto è chiuso .",
        ),
    ],
)
def test_what_must_not_change(masc: str, fem: str) -> None:
    assert realise(masc, (0, 2), "F") == fem
    assert realise(fem, (0, 2), "M") == masc


# The three it22 rules withdrawn in session 16, brought back with guards (it-inflect-21).


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # "She is a talented doctor." (English "talented" left untranslated)
        ("È un talented dottore .", (3, 4), "F", "È una talented dottoressa ."),
        ("È una talented dottoressa .", (3, 4), "M", "È un talented dottore ."),
        # "He was a good photographer." written with the adjective first
        ("Era un bravo fotografo .", (3, 4), "F", "Era una brava fotografa ."),
        ("Conosco un simpatico dottore .", (3, 4), "F", "Conosco una simpatica dottoressa ."),
    ],
)
def test_article_before_an_adjective_before_the_noun(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        # "so that they could be issued a badge": the participle agrees with "un badge"
        ("Chiese al cliente di firmare perché potesse essere rilasciato un badge .", (8, 9)),
        # "They were given the prize." (span on both participles)
        ("È stato consegnato il premio .", (1, 3)),
        ("Fu consegnata una medaglia .", (1, 2)),
        # "They were chosen last week." with the cue on the week's adjective
        ("Furono scelti la settimana scorsa .", (4, 5)),
        ("I lavoratori furono pagati il mese scorso .", (6, 7)),
    ],
)
def test_words_of_a_thing_stay(sentence: str, span: tuple[int, int]) -> None:
    inflector = get_inflector("it")
    assert realise(sentence, span, "F") is None
    assert realise(sentence, span, "M") is None
    assert inflector.gender_of(sentence.split(), span) is None


def flip(a: str, b: str, gender: Realisation) -> str:
    return flip_to(get_inflector("it"), a, b, gender)[0]


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "She sang in the women's choir." A word that names a sex is the cue itself.
        ("Ha cantato nel coro maschile .", "Ha cantato nel coro femminile ."),
        ("Ha vinto la gara maschile .", "Ha vinto la gara femminile ."),
        # "Once elected, he reformed the police." ("una volta" + participle: a clause)
        ("Una volta eletto , ha riformato la polizia .", "Una volta eletta , ha riformato la polizia ."),
        # "He was long known as the best." (no article: "tempo" is in an adverbial phrase)
        ("È da molto tempo conosciuto in città .", "È da molto tempo conosciuta in città ."),
        # "He was considered the pride of the school." (a verb with a predicative complement)
        ("Fu considerato il vanto della scuola .", "Fu considerata il vanto della scuola ."),
    ],
)
def test_guards_keep_the_person(masc: str, fem: str) -> None:
    assert flip(masc, fem, "F") == fem
    assert flip(fem, masc, "M") == masc


@needs_it
def test_unknown_italian_looking_word_is_no_adjective() -> None:
    # "He attends a boys' college" with a noun the dictionary lacks ("collegio"): the article
    # stays the noun's and the noun is not changed.
    masc = "Frequenta un collegio maschile ."
    fem = "Frequenta un collegio femminile ."
    assert flip(masc, fem, "F") == fem
    assert flip(fem, masc, "M") == masc


@needs_it
def test_iere_without_article_is_masculine_singular() -> None:
    # "He works as a nurse.": with no article "infermiere" reads as the masculine singular,
    # which a masculine realisation keeps.
    # (None: nothing to change)
    assert realise("Lavora come infermiere .", (2, 3), "M") in (None, "Lavora come infermiere .")
    assert realise("Lavora come infermiere .", (2, 3), "F") == "Lavora come infermiera ."
    # with an article the number is known: "le infermiere" is the feminine plural
    assert realise("Ho visto le infermiere .", (2, 4), "M") == "Ho visto gli infermieri ."
