"""it-inflect-35: a role complement with "come" does not end the search for a coordinated
predicate, and an adverbial prepositional phrase between essere and the participle does not end
the predicate (inflect/italian_predicate_gaps.py). Sentences written for these tests, after the
MT-GenEval dev lines named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_predicate_gaps import participle_after_phrase, role_complement_end

VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_role_complement_end() -> None:
    assert role_complement_end(["lavorò", "come", "analista", "e"], 1) == 3
    assert role_complement_end(["fu", "assunta", "come", "responsabile", "prestiti."], 2) == 5
    assert role_complement_end(["come", "disse", "il", "medico"], 0) is None  # a clause


@needs_it
def test_participle_after_phrase() -> None:
    assert participle_after_phrase(["fu", "ad", "un", "certo", "punto", "assunta"], 1) == 5
    assert participle_after_phrase(["fu", "a", "Roma", "."], 1) is None


@needs_it
@pytest.mark.parametrize(
    ("source", "text", "want"),
    [
        # after MT-GenEval dev line 173
        (
            "Mashburn has worked for ESPN as an analyst and launched a business.",
            "Mashburn ha lavorato per ESPN come analista e si è imbarcata in un'attività.",
            "Mashburn ha lavorato per ESPN come analista e si è imbarcato in un'attività.",
        ),
        # after MT-GenEval dev line 185
        (
            "Karpyshyn was at one point employed as a loan officer.",
            "Karpyshyn fu ad un certo punto assunta come responsabile prestiti.",
            "Karpyshyn fu ad un certo punto assunto come responsabile prestiti.",
        ),
    ],
)
def test_named_subject_predicate_agrees(variant_set: VariantSet, source: str, text: str, want: str) -> None:
    assert want in variant_set(source, text, "it")


@needs_it
def test_bare_role_after_da() -> None:
    """it-inflect-35: a bare singular person noun after "da" is the subject's role ("da impiegata",
    Serianni VIII.99; after MT-GenEval dev line 403); "da" with an article or a plural is an agent."""
    from fairmt.inflect.base import get_inflector

    it = get_inflector("it")
    assert (5, 6) in it.person_spans(
        ["Dopo", "un", "breve", "periodo", "da", "impiegata,", "Baines", "studiò."]
    )
    assert not it.predicate_noun(["Fu", "introdotta", "da", "una", "sua", "insegnante."], (5, 6))


@needs_it
def test_da_role_closes_pair(variant_set: VariantSet) -> None:
    source = "After a stint working as an office clerk, Baines began training as a psychiatric nurse."
    fem = "Dopo un breve periodo da impiegata, Baines studiò per diventare infermiera psichiatrica."
    masc = "Dopo un breve periodo da impiegato, Baines studiò per diventare infermiere psichiatrico."
    assert masc in variant_set(source, fem, "it")
    assert fem in variant_set(source, masc, "it")


@needs_it
def test_appositive_insert() -> None:
    from fairmt.inflect.italian_predicate_gaps import appositive_insert

    tokens = ["e", "l'assistente,", "ancora", "legata", "con", "le", "corde,", "viene", "mostrata."]
    assert appositive_insert(tokens, 2) == (2, 7)
    assert appositive_insert(["La", "dottoressa,", "Maria,", "fu", "mandata."], 2) is None  # a name


@needs_it
def test_epicene_subject_with_insert_closes_pair(variant_set: VariantSet) -> None:
    """it-inflect-35: an epicene subject shows its gender on a detached participle between
    commas and on the main predicate after it (MT-GenEval dev line 376)."""
    source = (
        "Finally the box was opened and the assistant, still with ropes attached, was revealed as unharmed."
    )
    fem = (
        "Alla fine la scatola viene aperta e l'assistente, ancora legata con le corde, viene mostrata illesa."
    )
    masc = (
        "Alla fine la scatola viene aperta e l'assistente, ancora legato con le corde, viene mostrato illeso."
    )
    assert masc in variant_set(source, fem, "it")
    assert fem in variant_set(source, masc, "it")


@needs_it
def test_absolute_participle_with_object(variant_set: VariantSet) -> None:
    """it-inflect-35: an opening participle with a bare noun object ("Una volta fatto ritorno")
    agrees with the object, not with the name after the comma (MT-GenEval dev line 206); a role
    noun after it is a predicative ("Eletta presidente, ...") and still agrees."""
    source = "Returning to civilian life, Higgins was employed as a chemist from 1919 until 1922."
    masc = "Una volta fatto ritorno alla vita civile, Higgins lavorò come chimico dal 1919 al 1922."
    fem = "Una volta fatto ritorno alla vita civile, Higgins lavorò come chimica dal 1919 al 1922."
    assert fem in variant_set(source, masc, "it")
    assert masc in variant_set(source, fem, "it")


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # MT-GenEval dev line 133
        ("Hugget è stato un ufficiale dell'intelligence.", "Hugget è stata un'ufficiale dell'intelligence."),
        ("Rossi è stato un cantante famoso.", "Rossi è stata una cantante famosa."),
    ],
)
def test_copula_participle_before_indefinite_predicate(variant_set: VariantSet, masc: str, fem: str) -> None:
    """it-inflect-35: the participle of essere before an indefinite predicate noun of common
    gender agrees with the subject too ("è stata un'ufficiale"), as before a bare one."""
    source = "Huggett was an intelligence officer." if "Hugget" in masc else "Rossi was a famous singer."
    assert fem in variant_set(source, masc, "it")
    assert masc in variant_set(source, fem, "it")
