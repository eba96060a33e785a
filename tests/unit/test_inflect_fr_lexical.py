"""French lexical rules of fr-inflect-11 (issue 12): -oteur/-otrice by the verb test,
feminine-only person nouns (``gouvernante``), and unknown words with no person ending.

Sentences written for these tests (not taken from the gold set or an evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.inflect import get_inflector
from fairmt.inflect.french import _middle_dot
from fairmt.inflect.french_lexicon import _to_fem


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_fr
def test_oteur_takes_trice_without_a_verb_in_oter() -> None:
    # No verb "promoter"/"moter": -trice (Grevisse); "tricoter", "comploter", "radoter": -teuse.
    assert _to_fem("promoteur", True) == "promotrice"
    assert _to_fem("locomoteur", True) == "locomotrice"
    for word in ("tricoteur", "comploteur", "radoteur"):
        assert _to_fem(word, True) == word[:-3] + "euse", word
    # The other -teur rules are unchanged.
    assert _to_fem("chanteur", True) == "chanteuse"
    assert _to_fem("directeur", True) == "directrice"
    assert _middle_dot("promoteur", "promotrice") == "promoteur·rice"
    assert realise("Le promoteur a signé le contrat .", (0, 2), "F") == "La promotrice a signé le contrat ."
    assert (
        realise("La promotrice du projet est arrivée en retard .", (0, 2), "M")
        == "Le promoteur du projet est arrivé en retard ."
    )
    assert realise("Le tricoteur a fini le pull .", (0, 2), "F") == "La tricoteuse a fini le pull ."


@needs_fr
def test_gouvernante_has_no_masculine_for_its_sense() -> None:
    inf = get_inflector("fr")
    toks = ["Le", "jardinier", "a", "salué", "la", "gouvernante", "."]
    assert inf.realise(toks, (4, 6), "M") is None
    assert inf.realise(toks, (4, 6), "F") is None
    assert inf.gender_of(toks, (4, 6)) is None  # its feminine says nothing of the person
    assert realise("La gouvernante était fatiguée .", (0, 2), "M") is None
    got = realise("Le jardinier a salué la gouvernante .", (0, 2), "F")
    assert got == "La jardinière a salué la gouvernante ."


@needs_fr
def test_unknown_word_without_person_ending_is_no_person() -> None:
    inf = get_inflector("fr")
    toks = ["Le", "serveur", "a", "reçu", "un", "pourboire", "de", "la", "cliente", "."]
    spans = inf.person_spans(toks)
    assert (1, 2) in spans and (8, 9) in spans
    assert (5, 6) not in spans  # "pourboire": unknown to the dictionary, no person ending
    assert not inf.uncovered_person(toks, (4, 6))
    # Unknown words with a person ending still count ("greffière", "préposé").
    toks = ["Le", "juge", "a", "parlé", "à", "la", "greffière", "et", "au", "préposé", "."]
    spans = inf.person_spans(toks)
    assert (6, 7) in spans and (9, 10) in spans


@needs_fr
def test_realised_sentence_keeps_the_thing_and_the_gouvernante() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    tip = Item("The cook gave the driver a tip.", "Le cuisinier a donné un pourboire au chauffeur .", "fr")
    nanny = Item(
        "The baker thanked the housekeeper because he was happy.",
        "Le boulanger a remercié la gouvernante parce qu'il était content .",
        "fr",
    )
    realiser = SentenceRealiser()
    realiser.prepare([tip, nanny])
    assert realiser.realise(tip, "F") == "La cuisinière a donné un pourboire à la chauffeuse ."
    got = realiser.realise(nanny, "F")
    assert got == "La boulangère a remercié la gouvernante parce qu'il était content ."
    assert realiser.realise(nanny, "M") == nanny.translation


@needs_fr
def test_masculine_agent_nouns_that_wordnet_calls_persons() -> None:
    from fairmt.inflect.french_animacy import english_lexfiles

    if english_lexfiles("gardener") is None:
        pytest.skip("apertium-eng-cat or WordNet not installed")
    inf = get_inflector("fr")
    for word in ("jardinier", "huissier", "cordonnier", "joaillier"):
        assert inf.person_noun(word), word
    # Things in -ier/-eur stay things; "sentier" -> Catalan "sender" -> "sender" is vetoed.
    for word in ("sentier", "escalier", "papier", "dossier", "moteur", "ordinateur", "bonheur", "courrier"):
        assert not inf.person_noun(word), word
    assert realise("Le jardinier a planté un rosier .", (0, 2), "F") == "La jardinière a planté un rosier ."

    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    item = Item(
        "The gardener thanked the housekeeper because he was happy.",
        "Le jardinier a remercié la gouvernante parce qu'il était content .",
        "fr",
    )
    realiser = SentenceRealiser()
    realiser.prepare([item])
    got = realiser.realise(item, "F")
    assert got == "La jardinière a remercié la gouvernante parce qu'il était content ."
