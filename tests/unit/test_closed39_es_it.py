"""Closed variant sets in Spanish and Italian, session 30 (branch esit39; issue 12).

Sentences written for these tests, of the kinds in GATE's published keyword list (pronouns with
predicate adjectives and participles, quantifiers, speakers, reflexives, occupations next to
things), never GATE rows: the feminine and the masculine translation of one source must get the
same variant set, and each must be in it.

* it-inflect-43: a span of a participle and adjectives right after *essere* is the subject's
  predicate and stays whole ("Ci siamo sentite benvenute": italian_essere_predicates).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    any(morphology(lang) is None for lang in ("it", "en")) or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


def _words(text: str) -> list[str]:
    return text.split()


CLOSED = [
    # it: a participle and its adjective after essere (it-inflect-43)
    (
        "it",
        "We felt welcome.",
        "Ci siamo sentite benvenute.",
        "Ci siamo sentiti benvenuti.",
    ),
    (
        "it",
        "They felt lonely in the new city.",
        "Si sono sentite sole nella nuova città.",
        "Si sono sentiti soli nella nuova città.",
    ),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_italian_helpers() -> None:
    from fairmt.inflect.italian_essere_predicates import essere_predicate_run

    m = morphology("it")
    assert m is not None
    assert essere_predicate_run(_words("Ci siamo sentiti benvenuti ."), 2, 4, m.readings)
    assert not essere_predicate_run(_words("È stato scelto il dottore ."), 2, 5, m.readings)
    assert not essere_predicate_run(_words("Ha chiamato l'idraulico ."), 1, 3, m.readings)
