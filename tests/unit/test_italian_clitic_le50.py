"""it-inflect-52: "le" before a verb followed by a prepositional phrase is the feminine plural
accusative, whose masculine is "li" ("le portò a casa" -> "li portò a casa"); verbs whose only
object is indirect keep the dative "gli" ("le parlò con calma" -> "gli parlò"), and so does a
verb followed by its direct object or a "di" clause. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to
from fairmt.inflect.italian_clitic_le import accusative_le

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        (
            "La madre chiamò le figlie e le portò a casa.",
            "Il padre chiamò i figli e li portò a casa.",
        ),
        (
            "La nonna vide le nipoti e le salutò con affetto.",
            "Il nonno vide i nipoti e li salutò con affetto.",
        ),
        (
            "La maestra chiamò le bambine e le mandò in giardino.",
            "Il maestro chiamò i bambini e li mandò in giardino.",
        ),
        # over an adverb in -mente and one the dictionary reads only as an adverb
        (
            "La direttrice le invitò gentilmente a sedersi.",
            "Il direttore li invitò gentilmente a sedersi.",
        ),
        (
            "La zia le accompagnava sempre a scuola.",
            "Lo zio li accompagnava sempre a scuola.",
        ),
    ],
)
def test_le_before_a_prepositional_phrase_is_accusative(fem: str, masc: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        # verbs with only an indirect object keep the dative
        ("La madre le parlò con calma.", "Il padre gli parlò con calma."),
        ("La ragazza le sorrise da lontano.", "Il ragazzo gli sorrise da lontano."),
        ("La cugina le telefonò in ufficio.", "Il cugino gli telefonò in ufficio."),
        ("La sorella le scrisse da Roma.", "Il fratello gli scrisse da Roma."),
        # a direct object or a "che" clause after the verb: the dative
        ("La sorella le diede un libro.", "Il fratello gli diede un libro."),
        ("La sorella le disse che era tardi.", "Il fratello gli disse che era tardi."),
        # the accusative at the clause's end stays as it was
        ("La nonna vide le ragazze e le salutò.", "Il nonno vide i ragazzi e li salutò."),
    ],
)
def test_le_stays_dative_or_accusative_as_before(fem: str, masc: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc


@needs_it
def test_accusative_le_reads_the_words_after_the_verb() -> None:
    inflector = get_inflector("it")
    for sentence, expected in (
        ("Lei le portò a casa .", True),
        ("Lei le portò un regalo .", False),
        ("Lei le parlò a lungo .", False),
        ("Lei le chiese di restare .", False),
    ):
        tokens = sentence.split()
        _, pieces = inflector.parse(tokens, 0, len(tokens))  # type: ignore[attr-defined]
        k = next(i for i, p in enumerate(pieces) if p.word == "le")
        assert accusative_le(pieces, k) is expected, sentence


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        # the enclitic "-le" of a gerund or infinitive before a prepositional phrase: accusative
        (
            "La zia vide le nipoti, salutandole con affetto.",
            "Lo zio vide i nipoti, salutandoli con affetto.",
        ),
        ("La nonna voleva portarle al mare.", "Il nonno voleva portarli al mare."),
        # a direct object after it, or a verb with only an indirect object: the dative stays
        (
            "La zia vide la nipote, dandole un libro.",
            "Lo zio vide il nipote, dandogli un libro.",
        ),
        ("Voleva parlarle in privato.", "Voleva parlargli in privato."),
    ],
)
def test_enclitic_le(fem: str, masc: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc
