"""Italian it-inflect-11 (issue 12): "la capo" and "la chef", "fino a", *da solo*, and
Spanish homonyms that are no person pairs.

The sentences are ordinary Italian written for these tests (not lines of the gold set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import ItalianInflector
from fairmt.inflect.italian_persons import _bilingual, dropped_subject_spans, spanish_person

needs_it = pytest.mark.skipif(
    morphology("it") is None or _bilingual() is None, reason="apertium-spa-ita not installed"
)


def _it() -> ItalianInflector:
    it = get_inflector("it")
    assert isinstance(it, ItalianInflector)
    return it


def toks(sentence: str) -> list[str]:
    return sentence.split()


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = _it().realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_it
def test_capo_is_common_gender_in_the_singular() -> None:
    assert realise("Il capo della polizia è stato promosso .", (0, 2), "F") == (
        "La capo della polizia è stata promossa ."
    )
    assert realise("La capo è arrivata in ufficio .", (0, 2), "M") == "Il capo è arrivato in ufficio ."
    # the colloquial feminine still goes back
    assert realise("La capa è arrivata in ufficio .", (0, 2), "M") == "Il capo è arrivato in ufficio ."


@needs_it
def test_chef_is_a_person_of_common_gender() -> None:
    assert _it().person_spans(toks("Lo chef ha preparato la cena .")) == [(1, 2)]
    assert realise("Lo chef è uscito dalla cucina .", (0, 2), "F") == "La chef è uscita dalla cucina ."
    assert realise("Ho parlato con la chef del ristorante .", (3, 5), "M") == (
        "Ho parlato con lo chef del ristorante ."
    )
    assert realise("Gli chef erano stanchi .", (0, 2), "F") == "Le chef erano stanche ."


@needs_it
def test_fino_a_is_a_preposition_not_an_adjective() -> None:
    it = _it()
    assert it.starts_locution("fino", "a")
    assert it.starts_locution("fino", "alla")
    assert it.starts_locution("fino", "all'ultimo")
    assert not it.starts_locution("fino", "e")
    # an aligner's span that runs over "fino" is cut before it
    words = toks("Il cameriere ha aspettato il cliente fino a mezzanotte .")
    assert it.cue_span(words, (4, 7)) == (4, 6)
    assert realise("Ha seguito il maestro fino alla porta .", (2, 5), "F") == (
        "Ha seguito la maestra fino alla porta ."
    )


@needs_it
def test_da_solo_agrees_with_its_person() -> None:
    it = _it()
    words = toks("Ha detto ai ragazzi di risolvere il problema da soli .")
    # the aligner links "on their own" to the preposition: the span moves to the adjective
    assert it.cue_span(words, (8, 9)) == (9, 10)
    assert it.gender_of(words, (8, 9)) == "M"
    assert realise(" ".join(words), (9, 10), "F") == "Ha detto ai ragazzi di risolvere il problema da sole ."
    # ... and is a dropped subject's predicative of its own, in text order
    groups = dropped_subject_spans(toks("Il dottore disse che era stanco e voleva lavorare da solo ."))
    assert [(5, 6)] in groups and [(10, 11)] in groups
    assert groups == sorted(groups)
    # "da" before anything else is left alone
    assert it.cue_span(toks("Sono venuti da Roma ."), (2, 3)) == (2, 3)


@needs_it
def test_a_spanish_homonym_in_both_genders_is_no_person_pair() -> None:
    # "parte" -> "parte" (la parte / el parte), "cura" -> "cura" (cure / priest), "ordine" ->
    # "orden", "mattina" -> "mañana", "camera" -> "cámara": one spelling, two nouns.
    for word in ("parte", "cura", "ordine", "ordini", "mattina", "camera"):
        assert not spanish_person(word), word
        assert not _it().person_noun(word), word
    # real pairs still are persons: cocinero/cocinera, enfermero/enfermera, conductor/conductora
    for word in ("cuoca", "cuoco", "infermiera", "autista", "giudice", "politica"):
        assert spanish_person(word), word
    assert _it().person_spans(toks("Il custode gli disse di guardare da qualche altra parte .")) == [(1, 2)]
    assert _it().person_spans(toks("L'infermiera ha preso la cura del paziente .")) == [(0, 1), (6, 7)]


@needs_it
def test_a_lone_article_span_takes_its_noun() -> None:
    it = _it()
    words = toks("Il medico ha esaminato il corpo della vittima con cura .")
    assert it.cue_span(words, (6, 7)) == (6, 8)
    assert it.realise(words, it.cue_span(words, (6, 7)), "M") is None  # "vittima" keeps its gender
    words = toks("Ha lasciato la macchina alla guardia e lo ha ringraziato .")
    assert it.cue_span(words, (2, 3)) == (2, 4)
    # a clitic before its verb and an elided article are left alone
    assert it.cue_span(words, (7, 8)) == (7, 8)
    assert it.cue_span(toks("Ho visto l'avvocato ieri ."), (2, 3)) == (2, 3)


@needs_it
def test_a_pronoun_or_a_one_gender_noun_after_the_noun_is_no_adjective() -> None:
    it = _it()
    # "cosa" ends like "famosa" but the dictionary has it only as a noun and a pronoun
    assert not it.adjective_like("cosa")
    assert not it.adjective_like("cose")
    assert it.adjective_like("famosa") and it.adjective_like("gelosa")
    assert realise("La segretaria ha scritto alla cuoca cosa voleva mangiare .", (4, 6), "M") == (
        "La segretaria ha scritto al cuoco cosa voleva mangiare ."
    )
    assert realise("Ho chiesto alla maestra famosa un consiglio .", (2, 5), "M") == (
        "Ho chiesto al maestro famoso un consiglio ."
    )


@needs_it
def test_the_feminine_in_sora_goes_back_to_sore() -> None:
    assert realise("La revisora dei conti è arrivata .", (0, 2), "M") == "Il revisore dei conti è arrivato ."
    assert realise("L'assessora è stata eletta .", (0, 1), "M") == "L'assessore è stato eletto ."
    assert realise("Il revisore è arrivato .", (0, 2), "F") == "La revisora è arrivata ."
    assert realise("Le revisore sono arrivate .", (0, 2), "M") == "I revisori sono arrivati ."


@needs_it
def test_a_feminine_the_dictionary_lacks_is_a_person_by_its_masculine() -> None:
    it = _it()
    for word in ("architetta", "sindaca", "notaia"):  # architetto, sindaco, notaio are listed
        assert it.person_noun(word), word
    assert not it.person_noun("tavola")  # a listed thing
    words = toks("Ho incontrato l'architetta in ufficio .")
    assert it.person_spans(words) == [(2, 3)]
    assert realise(" ".join(words), (2, 3), "M") == "Ho incontrato l'architetto in ufficio ."
