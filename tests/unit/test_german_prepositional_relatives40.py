"""de-inflect-34: a relative pronoun after a preposition follows its person antecedent
(german_prepositional_relatives): "Der Minister, mit dem sie sprach" -> "Die Ministerin, mit der
sie sprach"; an article after the preposition ("mit dem Auto") stays."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "The minister, with whom she spoke yesterday, resigned.",
        "Der Minister, mit dem sie gestern sprach, trat zurück.",
        "Die Ministerin, mit der sie gestern sprach, trat zurück.",
        "Der*die Minister*in, mit dem*der sie gestern sprach, trat zurück.",
    ),
    (
        "He thanked the doctor, for whom the day had been long.",
        "Er dankte dem Arzt, für den der Tag lang gewesen war.",
        "Er dankte der Ärztin, für die der Tag lang gewesen war.",
        "Er dankte dem*der Ärzt*in, für den*die der Tag lang gewesen war.",
    ),
    (
        "The coach, about whom much was written, left.",
        "Der Trainer, über den viel geschrieben wurde, ging.",
        "Die Trainerin, über die viel geschrieben wurde, ging.",
        "Der*die Trainer*in, über den*die viel geschrieben wurde, ging.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_prepositional_relative(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n


def test_feminine_accusative_goes_masculine(realiser: SentenceRealiser) -> None:
    src = "The coach, about whom much was written, left."
    mt = "Die Trainerin, über die viel geschrieben wurde, ging."
    assert realise_de(realiser, src, mt, "M") == "Der Trainer, über den viel geschrieben wurde, ging."


def test_article_after_preposition_stays(realiser: SentenceRealiser) -> None:
    src = "The minister, with the car outside, spoke."
    mt = "Der Minister, mit dem Auto vor der Tür, sprach."
    assert realise_de(realiser, src, mt, "F") == "Die Ministerin, mit dem Auto vor der Tür, sprach."


def test_relative_clause_after_separable_zu(realiser: SentenceRealiser) -> None:
    # (de-inflect-34) "zu" before the comma closes the clause as a separable particle; the
    # relative clause after it is the person's (german_case.verb_cluster_end).
    src = "The fans cheered the goalkeeper, who saved two penalties."
    mt = "Die Fans jubelten dem Torhüter zu, der zwei Elfmeter hielt."
    assert (
        realise_de(realiser, src, mt, "F") == "Die Fans jubelten der Torhüterin zu, die zwei Elfmeter hielt."
    )
    assert (
        realise_de(realiser, src, mt, "N")
        == "Die Fans jubelten dem*der Torhüter*in zu, der*die zwei Elfmeter hielt."
    )


@pytest.mark.parametrize(
    ("source", "mt", "want_n"),
    [
        (
            "The teacher gave each pupil a book.",
            "Der Lehrer gab jedem Schüler ein Buch.",
            "Der*die Lehrer*in gab jedem*jeder Schüler*in ein Buch.",
        ),
        (
            "She spoke with this doctor.",
            "Sie sprach mit diesem Arzt.",
            "Sie sprach mit diesem*dieser Ärzt*in.",
        ),
    ],
)
def test_der_word_dative_star_passes_the_gate(
    realiser: SentenceRealiser, source: str, mt: str, want_n: str
) -> None:
    # (de-inflect-34) the feminine dative of a der-word written whole after the masculine, as
    # "dem*der" and "einem*einer" are, is a well-formed gender star.
    assert realise_de(realiser, source, mt, "N") == want_n
