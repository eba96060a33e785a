"""German inflector, de-inflect-12 (issue 12, branch de18): the case of a feminine phrase that
goes masculine, where ``die``/``eine``/``seine`` hide whether it is nominative or accusative.

Each sentence was written for this test (none is a gold line); the German is what an MT system
writes for the English.

- "Im Jahr 2019 ersetzte die Firma erneut die Präsidentin": in the Mittelfeld a subject that is
  a full noun phrase or name precedes the objects (Duden grammar, Wortstellung), so the phrase
  after it is the accusative object ("den Präsidenten"); not with a copula ("Gestern wurde
  Peter ... "), and a phrase opened by a non-nominative determiner (dem, den, ...) is no subject.
- "Die Ringerin tritt über die Gegnerin, dreht die Gegnerin": a finite verb right after the
  comma of a main clause that opened with its subject is a second verb of that subject, so the
  phrase after it is an object; not after a subordinate clause ("Als er ankam, folgte die
  Ärztin ihm": the phrase is the subject) and not after a subordinating conjunction, relative
  word or pronominal adverb ("wobei jede Klägerin ...").
- "unterstützte Obama die Ministerin ... als seine Nachfolgerin": "als" describing that object
  takes its accusative ("als seinen Nachfolger").
- "1980 arbeiteten die Erfinderin und der Geschäftsmann zusammen": subjects joined by "und" take
  a plural verb (Duden grammar), so the plural verb does not make the first conjunct an object.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "In 2019 the company replaced the president again.",
            "Im Jahr 2019 ersetzte die Firma erneut die Präsidentin.",
            "M",
            "Im Jahr 2019 ersetzte die Firma erneut den Präsidenten.",
        ),
        (
            "Last year Maria met the doctor.",
            "Letztes Jahr traf Maria die Ärztin.",
            "M",
            "Letztes Jahr traf Maria den Arzt.",
        ),
        (
            "In 2016 Tim Hortons replaced the president again.",
            "Im August 2016 ersetzte Tim Hortons erneut die Präsidentin.",
            "M",
            "Im August 2016 ersetzte Tim Hortons erneut den Präsidenten.",
        ),
        (
            "The wrestler steps over the opponent, turns the opponent and sits down.",
            "Die Ringerin tritt über die Gegnerin, dreht die Gegnerin und setzt sich.",
            "M",
            "Der Ringer tritt über den Gegner, dreht den Gegner und setzt sich.",
        ),
        (
            "When he arrived, the doctor followed him.",
            "Als er ankam, folgte die Ärztin ihm.",
            "M",
            "Als er ankam, folgte der Arzt ihm.",
        ),
        (
            "Several groups formed, each plaintiff attracting followers.",
            "Mehrere Gruppen bildeten sich, wobei jede Klägerin Anhängerinnen anzog.",
            "M",
            "Mehrere Gruppen bildeten sich, wobei jeder Kläger Anhänger anzog.",
        ),
        (
            "In June, when the talks ended, Obama backed the former minister Hillary Clinton"
            " as his successor.",
            "Im Juni, als die Gespräche endeten, unterstützte Obama die ehemalige Ministerin Hillary Clinton"
            " als seine Nachfolgerin.",
            "M",
            "Im Juni, als die Gespräche endeten, unterstützte Obama den ehemaligen Minister Hillary Clinton"
            " als seinen Nachfolger.",
        ),
        (
            "Later the club hired the coach as its new manager.",
            "Später stellte der Verein die Trainerin als neue Managerin ein.",
            "M",
            "Später stellte der Verein den Trainer als neuen Manager ein.",
        ),
        (
            "In 1980 the inventor and the businessman worked together.",
            "1980 arbeiteten die Erfinderin und der Geschäftsmann zusammen.",
            "M",
            "1980 arbeiteten der Erfinder und der Geschäftsmann zusammen.",
        ),
    ],
)
def test_case_of_feminine_phrases(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want
