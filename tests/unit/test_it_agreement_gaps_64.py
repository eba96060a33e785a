"""it-inflect-58 (issue 12, itb64): Italian words that agree with a person and were left unchanged.

* The speaker's predicative in a second implicit infinitive after the first ("Preferisco essere sola
  piuttosto che essere disturbata", "pronta e di essere scelta", "venuta per essere ascoltata"), and an
  adjective the dictionary lacks as the speaker's predicative ("cauta": italian_speaker_clauses).
* A subject's relative clause whose object ends before the main verb's negation or clitic ("che
  pagavano l'affitto non sono state ...", "... si sono riposate"), also over a bare "di" + noun ("la
  quota di iscrizione"), not over "del vicino" (italian_clauses._object_phrase).
* One postnominal adjective before a degree adverb and its adjective ("una lavoratrice stagionale
  completamente disoccupata": ItalianWordTables.DEGREE_WINDOW).
* "l'" + a gendered adjective as the speaker's predicative before an infinitive ("Non pensavo di essere
  l'unica a essere così stanca").
* rules-70: "nobody" beside an English "me"/"you" stays generic ("Nobody believed me" -> "Nessuno mi ha
  creduto", never "Nessuna"); alone it still varies ("Nessuno è rimasto ferito").
* "Solo" right before the subject's article is the focus adverb ("Solo le cuoche erano stanche").
* A participle between *essere* and its postverbal subject after an adverb or clitic that opens the
  clause ("Ieri è arrivata la direttrice", "Si è dimessa la sindaca") and over "a" + an infinitive
  with an enclitic ("È venuta a trovarmi"), not over one with an object ("a trovare la dottoressa").

Sentences the team wrote.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable

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
        # "l'" + a gendered adjective, then an infinitive's predicative
        ("Non pensavo di essere l'unica a essere così stanca .", ["l'unica", "stanca"]),
        ("Ero l'ultimo a essere chiamato .", ["l'ultimo", "chiamato"]),
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
        ("Marta pensava di essere l'unica a essere stanca .", []),
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
        # one adjective, then a degree adverb and its adjective
        (
            1,
            "M",
            "Una lavoratrice stagionale completamente disoccupata deve iscriversi .",
            "Un lavoratore stagionale completamente disoccupato deve iscriversi .",
        ),
        (
            1,
            "M",
            "Una cuoca italiana molto stanca deve riposare .",
            "Un cuoco italiano molto stanco deve riposare .",
        ),
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


#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
needs_agents = pytest.mark.skipif(
    importlib.util.find_spec("spacy") is None or morphology("it") is None, reason="spaCy/Apertium missing"
)


@needs_agents
@pytest.mark.parametrize(
    ("source", "translation", "varied"),
    [
        ("Nobody believed me.", "Nessuno mi ha creduto.", False),
        ("No one told you the truth.", "Nessuno ti ha detto la verità.", False),
        # alone, "nobody" is the only person and its gender varies (rules-53)
        ("Nobody was hurt.", "Nessuno è rimasto ferito.", True),
    ],
)
def test_nobody_beside_the_speaker_stays_generic(
    variant_set: VariantSet, source: str, translation: str, varied: bool
) -> None:
    texts = variant_set(source, translation, "it")
    assert any(t.startswith("Nessuna") for t in texts) is varied
