"""it-inflect-58 (issue 12, itb64): Italian words that agree with a person and were left unchanged.

* The speaker's predicative in a second implicit infinitive after the first ("Vorrei essere ricordata
  invece di essere dimenticata", "pronta e di essere scelta", "venuta per essere ascoltata"), not after
  a dative of another person ("Ti sono grata per essere venuto"); an adjective the dictionary lacks,
  with an adjective suffix, as the speaker's predicative ("vegana"; not "promo": italian_speaker_clauses).
* A subject's relative clause whose object ends before the main verb's negation or clitic ("che
  pagavano l'affitto non sono state ...", "... ci sono rimaste male"), also over a bare "di" + noun ("la
  quota di iscrizione"), not over "del vicino" (italian_clauses._object_phrase).
* One postnominal adjective before a degree adverb and its adjective ("un cuoco italiano davvero
  bravo": ItalianWordTables.DEGREE_WINDOW).
* "l'" + a gendered adjective as the speaker's predicative before an infinitive ("Sono l'unica a essere
  rimasta").
* rules-70: "nobody" beside an English "me"/"you" (also "I'm") stays generic ("Nobody believed me" ->
  "Nessuno mi ha creduto", never "Nessuna"); alone, or beside the country "US", it still varies.
* "Solo" right before the subject's article is the focus adverb ("Solo la maestra è rimasta").
* A participle between *essere* and its postverbal subject after an adverb or clitic that opens the
  clause ("Mi è stata presentata la direttrice", "Si è dimessa la sindaca") and over "a" + an
  infinitive with an enclitic ("è passata a salutarci"), not over one with an object ("a salutare la
  vicina").

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
        ("Vorrei essere ricordata invece di essere dimenticata .", ["ricordata", "dimenticata"]),
        ("Spero di essere pronta e di essere scelta .", ["pronta", "scelta"]),
        ("Sono venuta per essere ascoltata .", ["venuta", "ascoltata"]),
        ("Sono uscito senza essere visto dalle guardie .", ["uscito", "visto"]),
        # adjectives the dictionary lacks, with an adjective suffix and both forms by their ending
        ("Sono vegana .", ["vegana"]),
        ("Da anni sono euroscettico .", ["euroscettico"]),
        # "l'" + a gendered adjective, then an infinitive's predicative
        ("Sono l'unica a essere rimasta .", ["l'unica", "rimasta"]),
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
        # a name, or an unknown word with no adjective suffix, is no unknown adjective
        ("Sono Mario .", []),
        ("Sono promo .", []),
        # a third person's infinitive is not the speaker's
        ("Marta vorrebbe essere ricordata invece di essere dimenticata .", []),
        ("Marta temeva di essere l'unica a essere rimasta .", []),
        # the dative person ("ti", "le") is the infinitive's subject after "grata"/"grato"
        ("Ti sono grata per essere venuto .", ["grata"]),
        ("Le sono grato di essere venuta .", ["grato"]),
        # a reflexive "mi" of the speaker's own verb leaves the infinitive the speaker's
        ("Mi sono sentita orgogliosa di essere stata scelta .", ["sentita", "orgogliosa", "stata", "scelta"]),
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
            "Le ragazze che hanno visto il film ci sono rimaste male .",
            "I ragazzi che hanno visto il film ci sono rimasti male .",
        ),
        (
            1,
            "F",
            "Gli inquilini che pagavano la quota di iscrizione non sono stati sfrattati .",
            "Le inquiline che pagavano la quota di iscrizione non sono state sfrattate .",
        ),
        (2, "M", "Solo le studentesse sono state promosse .", "Solo gli studenti sono stati promossi ."),
        (2, "M", "Solo la maestra è rimasta .", "Solo il maestro è rimasto ."),
        # one adjective, then a degree adverb and its adjective
        (
            1,
            "F",
            "Un cuoco italiano davvero bravo ha vinto .",
            "Una cuoca italiana davvero brava ha vinto .",
        ),
        (
            1,
            "M",
            "Una pittrice francese molto famosa abita qui .",
            "Un pittore francese molto famoso abita qui .",
        ),
        (5, "M", "Mi è stata presentata la nuova direttrice .", "Mi è stato presentato il nuovo direttore ."),
        (4, "M", "Si è dimessa la sindaca del paese .", "Si è dimesso il sindaco del paese ."),
        (5, "F", "Poi non è venuto il dottore .", "Poi non è venuta la dottoressa ."),
        (
            6,
            "M",
            "Stasera è passata a salutarci la vicina .",
            "Stasera è passato a salutarci il vicino .",
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
        (6, "M", "Stasera è passata a salutare la vicina .", "Stasera è passata a salutare il vicino ."),
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
        # a contraction on the pronoun ("I'm", "you’re")
        ("Nobody knows I'm here.", "Nessuno sa che sono qui.", False),
        ("Nobody noticed you’re back.", "Nessuno ha notato che sei tornato.", False),
        # "US" is the country, no pronoun: "nobody" is the only person
        ("Nobody in the US saw it coming.", "Nessuno negli Stati Uniti se lo aspettava.", True),
        # alone, "nobody" is the only person and its gender varies (rules-53)
        ("Nobody was hurt.", "Nessuno è rimasto ferito.", True),
    ],
)
def test_nobody_beside_the_speaker_stays_generic(
    variant_set: VariantSet, source: str, translation: str, varied: bool
) -> None:
    texts = variant_set(source, translation, "it")
    assert any(t.startswith("Nessuna") for t in texts) is varied
