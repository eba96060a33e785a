"""it-inflect-47: a word the dictionary reads only as a present of an -are verb, right after a
copula (any form of essere or a copulative verb by the dictionary: "sono rimasta", "sembravo"), is
the predicative adjective it lacks ("sono calma" -> "sono calmo";
inflect/italian_copular_homographs.py); a finite verb after a comma at a span's end is no part of
it ("sono calmo, | riesco"; inflect/italian_spilled_verbs.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_copular_homographs import copular_verb_homograph
from fairmt.inflect.italian_spilled_verbs import leading_finite_verbs

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_copular_verb_homograph() -> None:
    assert copular_verb_homograph(["Sono", "calma."], 1)
    assert copular_verb_homograph(["Rimani", "calmo!"], 1)
    assert not copular_verb_homograph(["Lei", "calma", "il", "bambino."], 1)  # the verb
    assert not copular_verb_homograph(["Sono", "stanca."], 1)  # an adjective of the dictionary
    assert copular_verb_homograph(["Sono", "rimasta", "calma."], 2)  # a participle of "rimanere"
    assert copular_verb_homograph(["Sembravo", "calma."], 1)  # an imperfect of "sembrare"
    assert copular_verb_homograph(["Parevi", "calmo."], 1)  # "parere"
    assert not copular_verb_homograph(["Maria", "calma", "il", "bambino."], 1)


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Quando sono calma leggo un libro.", (2, 3), "M", "Quando sono calmo leggo un libro."),
        ("Rimani calmo e aspetta.", (1, 2), "F", "Rimani calma e aspetta."),
        ("Se resto calma, riesco a dormire.", (2, 4), "M", "Se resto calmo, riesco a dormire."),
        ("Se resto calmo, riesco a dormire.", (2, 4), "F", "Se resto calma, riesco a dormire."),
        ("Quando sono stanco, dormo molto.", (2, 4), "F", "Quando sono stanca, dormo molto."),
        ("Sono rimasta calma.", (2, 3), "M", "Sono rimasto calmo."),
        ("Sembravo calma.", (1, 2), "M", "Sembravo calmo."),
        ("Sembravi calmo.", (1, 2), "F", "Sembravi calma."),
    ],
)
def test_predicative_adjective_the_dictionary_lacks(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    inf = get_inflector("it")
    tokens = text.split()
    got = inf.realise(tokens, inf.cue_span(tokens, span), gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
    assert inf.validate(tokens, got) is None


@needs_it
def test_verb_after_comma_ends_the_span() -> None:
    tokens = ["Quando", "sono", "calmo,", "riesco", "a", "dormire."]
    assert leading_finite_verbs(tokens, (2, 4)) == (2, 3)
    assert leading_finite_verbs(tokens, (1, 3)) == (2, 3)
