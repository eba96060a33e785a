"""it-inflect-58 (issue 12, itb64): Italian words that agree with a person and were left unchanged.

* The speaker's predicative in a second implicit infinitive after the first ("Preferisco essere sola
  piuttosto che essere disturbata", "pronta e di essere scelta", "venuta per essere ascoltata"), and an
  adjective the dictionary lacks as the speaker's predicative ("cauta": italian_speaker_clauses).
* A subject's relative clause whose object ends before the main verb's negation or clitic ("che
  pagavano l'affitto non sono state ...", "... si sono riposate"), also over a bare "di" + noun ("la
  quota di iscrizione"), not over "del vicino" (italian_clauses._object_phrase).
* "Solo" right before the subject's article is the focus adverb ("Solo le cuoche erano stanche").
* A participle between *essere* and its postverbal subject after an adverb or clitic that opens the
  clause ("Ieri è arrivata la direttrice", "Si è dimessa la sindaca") and over "a" + an infinitive
  with an enclitic ("È venuta a trovarmi"), not over one with an object ("a trovare la dottoressa").

Sentences the team wrote.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def _realise(sentence: str, noun_at: int, gender: str) -> str | None:
    """``sentence`` with the person noun at ``noun_at`` (its phrase) realised in ``gender``."""
    inflector = get_inflector("it")
    tokens = sentence.split()
    out = inflector.realise(tokens, inflector.phrase_span(tokens, (noun_at, noun_at + 1)), gender)
    return " ".join(out) if out is not None else None


def _speaker_words(sentence: str) -> list[str]:
    tokens = sentence.split()
    return [" ".join(tokens[a:b]) for a, b in get_inflector("it").implicit_person_spans(tokens)]


@needs_it
@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Preferisco essere sola piuttosto che essere disturbata .", ["sola", "disturbata"]),
        ("Spero di essere pronta e di essere scelta .", ["pronta", "scelta"]),
        ("Sono venuta per essere ascoltata .", ["venuta", "ascoltata"]),
        ("Sono uscito senza essere visto dalle guardie .", ["uscito", "visto"]),
        ("Preferisco essere cauta .", ["cauta"]),
    ],
)
def test_speaker_predicative_in_a_second_infinitive(sentence: str, words: list[str]) -> None:
    assert _speaker_words(sentence) == words


@needs_it
@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        # another sentence has its own subject; another verb ends the chain
        ("Sono stanca . Di essere sicura non so .", ["stanca"]),
        ("Sono stanca e voglio dormire .", ["stanca"]),
        # adjectives of one form for both genders show nothing
        ("Non voglio essere scortese invece di essere gentile .", []),
        # a name is no unknown adjective; a third person's infinitive is not the speaker's
        ("Sono Mario .", []),
        ("Marta preferisce essere sola piuttosto che essere disturbata .", []),
    ],
)
def test_speaker_infinitive_controls(sentence: str, words: list[str]) -> None:
    assert _speaker_words(sentence) == words


@needs_it
@pytest.mark.parametrize(
    ("noun_at", "gender", "sentence", "want"),
    [
        (
            1,
            "M",
            "Le inquiline che pagavano l'affitto non sono state sfrattate .",
            "Gli inquilini che pagavano l'affitto non sono stati sfrattati .",
        ),
        (
            1,
            "M",
            "Le cuoche che hanno pulito la cucina si sono riposate .",
            "I cuochi che hanno pulito la cucina si sono riposati .",
        ),
        (
            1,
            "F",
            "Gli inquilini che pagavano la quota di iscrizione non sono stati sfrattati .",
            "Le inquiline che pagavano la quota di iscrizione non sono state sfrattate .",
        ),
        (2, "M", "Solo le cuoche erano stanche .", "Solo i cuochi erano stanchi ."),
        (5, "M", "Ieri è arrivata la nuova direttrice .", "Ieri è arrivato il nuovo direttore ."),
        (4, "M", "Si è dimessa la sindaca del paese .", "Si è dimesso il sindaco del paese ."),
        (5, "F", "Poi non è venuto il dottore .", "Poi non è venuta la dottoressa ."),
        (
            7,
            "M",
            "Ieri è venuta a trovarmi una vecchia amica .",
            "Ieri è venuto a trovarmi un vecchio amico .",
        ),
    ],
)
def test_agreement_reaches_the_predicate(noun_at: int, gender: str, sentence: str, want: str) -> None:
    assert _realise(sentence, noun_at, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("noun_at", "gender", "sentence", "want"),
    [
        # the infinitive's own object: the participle is the dropped subject's
        (6, "M", "Ieri è venuta a trovare la dottoressa .", "Ieri è venuta a trovare il dottore ."),
        # a subject before the verb: the phrase after it is no postverbal subject
        (6, "M", "Luisa ieri è arrivata con la direttrice .", "Luisa ieri è arrivata con il direttore ."),
        # a "di" complement with its article still leaves the relative's end unknown
        (
            1,
            "F",
            "Il medico che ha visto il figlio del vicino è stanco .",
            "La medica che ha visto il figlio del vicino è stanco .",
        ),
        # the main verb with avere: its object keeps its form
        (
            1,
            "M",
            "Le inquiline che pagavano l'affitto non hanno pagato la luce .",
            "Gli inquilini che pagavano l'affitto non hanno pagato la luce .",
        ),
    ],
)
def test_agreement_controls(noun_at: int, gender: str, sentence: str, want: str) -> None:
    assert _realise(sentence, noun_at, gender) == want
