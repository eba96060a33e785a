"""de-inflect-34: a d-word that cannot be the article of what follows is a relative pronoun, and
a singular ordinal after a plural copula is a rank.

* after a definite article an adjective has the weak ending -e/-en, so "der letztes Jahr" is no
  phrase: "Smith, der letztes Jahr ... spielte" has a relative pronoun that flips;
* a neuter singular noun takes das/dem/des only: "Taliferro, der Ende letzten Monats ..." has a
  relative pronoun that flips;
* "Die Foxes waren Zweiter und Dritter": the singular ordinal after a plural copula is a team's
  rank and stays.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_title_ordinals import rank_of_plural_subject

CASES = [
    (
        "The club signed Smith, who played for Ajax last year.",
        "Der Verein verpflichtete Smith, der letztes Jahr für Ajax spielte.",
        "Der Verein verpflichtete Smith, die letztes Jahr für Ajax spielte.",
        "Der Verein verpflichtete Smith, der*die letztes Jahr für Ajax spielte.",
    ),
    (
        "The law is named after four-year-old Sam Taliferro, who was shot late last month.",
        "Das Gesetz ist benannt nach dem vierjährigen Sam Taliferro, der Ende letzten Monats erschossen"
        " wurde.",
        "Das Gesetz ist benannt nach der vierjährigen Sam Taliferro, die Ende letzten Monats erschossen"
        " wurde.",
        "Das Gesetz ist benannt nach dem*der vierjährigen Sam Taliferro, der*die Ende letzten Monats"
        " erschossen wurde.",
    ),
    (
        "The club honoured Jones, who died late last year.",
        "Der Verein ehrte Jones, der Ende letzten Jahres starb.",
        "Der Verein ehrte Jones, die Ende letzten Jahres starb.",
        "Der Verein ehrte Jones, der*die Ende letzten Jahres starb.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_relative_pronoun_flips(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n


def test_article_before_weak_adjective_stays_an_article(realiser: SentenceRealiser) -> None:
    # "der neue Trainer": a weak -e after "der" is the phrase's article, as before.
    src = "Smith, the new coach, praised the team."
    mt = "Smith, der neue Trainer, lobte das Team."
    assert realise_de(realiser, src, mt, "F") == "Smith, die neue Trainerin, lobte das Team."


def test_team_rank_stays(realiser: SentenceRealiser) -> None:
    src = "The Foxes were second in December and third in March."
    mt = "Die Foxes waren im Dezember Zweiter und im März Dritter."
    assert realise_de(realiser, src, mt, "F") is None


def test_rank_needs_a_plural_copula() -> None:
    words = [Word.parse(t) for t in ["Smith", "wurde", "im", "Rennen", "Dritter", "."]]
    assert not rank_of_plural_subject(words, 4)
    words = [Word.parse(t) for t in ["Die", "Foxes", "waren", "im", "Dezember", "Dritter", "."]]
    assert rank_of_plural_subject(words, 5)


def test_singular_person_rank_still_flips(realiser: SentenceRealiser) -> None:
    src = "Smith came third."
    mt = "Smith wurde Dritter."
    assert realise_de(realiser, src, mt, "F") == "Smith wurde Dritte."
