"""it-inflect-18: an adjective coordinated with the realised noun's own adjective agrees too
("un avvocato giovane e ambizioso" -> "un'avvocata giovane e ambiziosa"), and ``buono`` after
a degree adverb after the noun is an adjective ("un amico molto buono"); the validity gate takes
the lexical pairs' words ("padre"/"madre") for persons. Sentences written for these tests,
translated by ``apertium -u eng-spa | apertium -u spa-ita``, and dev gold lines."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    ("mt", "span", "gender", "want"),
    [
        # "He is a young and ambitious lawyer." (gold it-491; it-465 on its branch)
        ("È un avvocato giovane e ambizioso .", (1, 3), "F", "È un'avvocata giovane e ambiziosa ."),
        # "He was a very good friend of the king." (gold it-483; it-457 on its branch)
        ("Era un amico molto buono del re.", (1, 3), "F", "Era un'amica molto buona del re."),
        # written for this test; the predicate "arrivato" is left as it was (not this rule)
        ("Il medico bravo e onesto è arrivato.", (0, 2), "F", "La medica brava e onesta è arrivato."),
        ("La dottoressa molto brava e onesta .", (0, 2), "M", "Il dottore molto bravo e onesto ."),
        ("È una ragazza bella e simpatica .", (1, 3), "M", "È un ragazzo bello e simpatico ."),
    ],
)  # fmt: skip
def test_coordinated_adjectives_agree(mt: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("it").realise(mt.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


@pytest.mark.parametrize(
    ("mt", "span", "gender", "want"),
    [
        # another noun phrase after "e": its article and adjective stay
        ("Il medico alto e il giudice basso .", (0, 2), "F", "La medica alta e il giudice basso ."),
        # a verb after "e": nothing to agree
        ("Era un ragazzo timido e ha parlato poco .", (1, 3), "F",
         "Era una ragazza timida e ha parlato poco ."),
        # a name after "e"
        ("La ragazza buona e Maria .", (0, 2), "M", "Il ragazzo buono e Maria ."),
    ],
)  # fmt: skip
def test_what_is_not_coordinated_stays(mt: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("it").realise(mt.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


# --------------------------------------------------------------------------- lexical pairs


@pytest.mark.parametrize(
    ("source", "wrong", "corrected"),
    [
        # the wrong hypothesis is Apertium's translation of the counterfactual source ("His
        # father was ..."), the corrected one Apertium's of the source itself
        ("His mother was a famous painter.", "Il suo padre era un pittore famoso .",
         "La sua madre era una pittrice famosa ."),
        ("His father was a famous painter.", "La sua madre era una pittrice famosa .",
         "Il suo padre era un pittore famoso ."),
        ("The men were tired.", "Le donne sono stato stanche.", "Gli uomini sono stato stanchi."),
        ("The woman was a lawyer.", "L'uomo era un avvocato .", "La donna era un'avvocata ."),
    ],
)  # fmt: skip
def test_a_lexical_pair_word_is_corrected(source: str, wrong: str, corrected: str) -> None:
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    [a] = RuleAgents().analyse([Item(source, wrong, "it")])
    assert a.variants.alignment is False
    assert [v.text for v in a.variants.explicit if v.satisfies] == [corrected]


def test_the_gate_still_rejects_a_thing() -> None:
    it = get_inflector("it")
    assert it.validate(["Il", "tessuto", "è", "rosso", "."], ["La", "tessuta", "è", "rossa", "."]) is not None
    assert it.validate(["Il", "padre", "è", "alto", "."], ["La", "madre", "è", "alta", "."]) is None
