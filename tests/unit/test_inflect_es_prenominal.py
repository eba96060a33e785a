"""Spanish person lookup past prenominal adjectives ("el joven abogado", "la nueva directora"),
and no person in "su querida casa". Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.spanish import SpanishInflector, _morph

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


@pytest.mark.parametrize(
    ("text", "span", "gender", "other"),
    [
        ("Hablé con el joven abogado ayer", (4, 5), "F", "Hablé con la joven abogada ayer"),
        ("Hablé con la nueva directora ayer", (4, 5), "M", "Hablé con el nuevo director ayer"),
    ],
)
def test_noun_after_prenominal_adjective_is_the_person(
    text: str, span: tuple[int, int], gender: str, other: str
) -> None:
    es = SpanishInflector()
    toks = text.split()
    assert es.person_spans(toks) == [span]
    assert es.realise(toks, span, gender) == other.split()  # type: ignore[arg-type]


def test_common_gender_noun_after_prenominal_adjective() -> None:
    es = SpanishInflector()
    assert es.person_spans(["Saludé", "al", "famoso", "cantante"]) == [(3, 4)]


def test_thing_after_prenominal_adjective_is_no_person() -> None:
    es = SpanishInflector()
    assert es.person_spans(["Vive", "en", "su", "querida", "casa"]) == []


def test_a_nominalised_adjective_alone_is_still_a_person() -> None:
    es = SpanishInflector()
    assert es.person_spans(["Hablé", "con", "la", "joven", "ayer"]) == [(3, 4)]
