"""de-inflect-31: relative pronouns of a named person and titles before a name.

* an object relative pronoun (``den``/``dem``) after a name is the person's ("Kardashian
  West, den er heiratete" -> "die"), also after "von"; not an apposition's article, nor after
  a coordination of names;
* a relative clause moved behind a zu-infinitive ("an Silva zu geben, der ...") belongs to the
  name before the infinitive;
* a thing noun that closes a genitive attribute ("Der Gewinner des Goldenen Schuhs Sam
  Kerr") is no title before the name: the name is the head noun's.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.base import Word
from fairmt.inflect.german_genitive_attributes import genitive_attribute_head


def _realise(realiser: SentenceRealiser, source: str, mt: str, gender: str) -> str | None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "want_f", "want_n"),
    [
        (
            "He said he had tried to leave Robin Miller, whom he married in 2010.",
            "Er sagte, er habe versucht, Robin Miller, den er 2010 geheiratet hatte, zu verlassen.",
            "Er sagte, er habe versucht, Robin Miller, die er 2010 geheiratet hatte, zu verlassen.",
            "Er sagte, er habe versucht, Robin Miller, den*die er 2010 geheiratet hatte, zu verlassen.",
        ),
        (
            "She wanted to divorce Sam Taylor, whom she had met in Paris.",
            "Sie wollte sich von Sam Taylor, den sie in Paris kennengelernt hatte, scheiden lassen.",
            "Sie wollte sich von Sam Taylor, die sie in Paris kennengelernt hatte, scheiden lassen.",
            "Sie wollte sich von Sam Taylor, den*die sie in Paris kennengelernt hatte, scheiden lassen.",
        ),
        (
            "The coach tried to help Jordan Smith, who is trailing in the race.",
            "Der Trainer versuchte, Jordan Smith zu helfen, der im Rennen zurückliegt.",
            "Die Trainerin versuchte, Jordan Smith zu helfen, die im Rennen zurückliegt.",
            "Der*die Trainer*in versuchte, Jordan Smith zu helfen, der*die im Rennen zurückliegt.",
        ),
        (
            "The forward passed the ball back to Silva, who scored at once.",
            "Der Stürmer versuchte, den Ball an Silva zurückzugeben, der sofort traf.",
            "Die Stürmerin versuchte, den Ball an Silva zurückzugeben, die sofort traf.",
            "Der*die Stürmer*in versuchte, den Ball an Silva zurückzugeben, der*die sofort traf.",
        ),
        (
            "Golden Boot winner Sam Kerr praised the club.",
            "Der Gewinner des Goldenen Schuhs Sam Kerr lobte den Verein.",
            "Die Gewinnerin des Goldenen Schuhs Sam Kerr lobte den Verein.",
            "Der*die Gewinner*in des Goldenen Schuhs Sam Kerr lobte den Verein.",
        ),
    ],
)
def test_name_relatives_and_titles(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert _realise(realiser, source, mt, "F") == want_f
    assert _realise(realiser, source, mt, "N") == want_n


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        (
            # "den" is the summit's: a masculine singular cannot refer to "Kim und Trump"
            "There was no word on a summit between Kim and Trump, which the government had praised.",
            "Es gab kein Wort zu einem Gipfel zwischen Kim und Trump, den die Regierung gelobt hatte.",
        ),
        (
            # "den verbotenen ... Tempel" is an apposition to the place Calima, no relative clause
            "Leo discovers Calima, the forbidden but sacred temple.",
            "Leo entdeckt Calima, den verbotenen, aber heiligen Tempel.",
        ),
    ],
)
def test_no_relative_of_a_name(realiser: SentenceRealiser, source: str, mt: str) -> None:
    assert _realise(realiser, source, mt, "F") is None


@pytest.mark.parametrize(
    ("text", "t", "head"),
    [
        ("sagt der Gewinner des Goldenen Schuhs Jamie Vardy", 5, 2),
        ("der Trainer des Vereins Hansi Flick", 3, 1),
        ("Der Prozess des Obersts William Black", 3, 1),  # the caller asks whether the head is a person
        ("sagte Oberst William Black", 1, None),  # no genitive attribute
        ("der Gewinner, des Goldenen Schuhs Jamie", 4, None),  # a comma parts the noun from it
        ("der Gewinner des Kongress Jamie", 3, None),  # -ss is no genitive ending
    ],
)
def test_genitive_attribute_head(text: str, t: int, head: int | None) -> None:
    words = [Word.parse(x) for x in text.split()]
    assert genitive_attribute_head(words, t) == head


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Er sagte, er habe Robin Miller, den er liebte, verlassen.", True),
        ("Wills sei der einzige Bowler, den er je fürchtete.", False),  # a noun after "der einzige"
        ("Leo entdeckt Calima, den verbotenen Tempel.", False),  # an apposition's article
        ("ein Gipfel zwischen Kim und Trump, den die Regierung lobte.", False),  # coordinated names
    ],
)
def test_object_relative_after_name(text: str, want: bool) -> None:
    from fairmt.inflect.german import GermanInflector

    tokens = text.split()
    t = tokens.index("den", 3)
    assert ((t, t + 1) in GermanInflector().implicit_person_spans(tokens)) is want
