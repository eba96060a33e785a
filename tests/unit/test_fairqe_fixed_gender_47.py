"""Helper ex47 (issue 13): a person noun of one grammatical gender ("la vittima", "un membro",
"la víctima", "la persona") shows nothing of its referent's gender, so a right translation that
uses it is not flagged (``fairmt.fairqe.fixed_gender_readings``). Every sentence here was
written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.fixed_gender_readings import fixed_gender_person, fixed_gender_phrase
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("lang", "source", "right"),
    [
        ("it", "He was the only victim of the fire.", "Fu la sola vittima dell'incendio."),
        ("it", "She was a founding member of the club.", "Era un membro fondatore del club."),
        ("it", "She became a member of the academy in 1990.", "Nel 1990 divenne membro dell'accademia."),
        ("it", "He was a kind person.", "Era una persona gentile."),
        ("es", "He was the only victim of the fire.", "Fue la única víctima del incendio."),
        ("es", "He was a very generous person.", "Era una persona muy generosa."),
    ],
)  # fmt: skip
def test_a_fixed_gender_person_noun_is_not_read(
    agents: RuleAgents, lang: str, source: str, right: str
) -> None:
    [a] = agents.analyse([Item(source, right, lang)])
    assert a.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong"),
    [
        # another word still shows the person's gender
        ("it", "He was the only victim of the fire and he was found dead.",
         "Fu la sola vittima dell'incendio e fu trovata morta."),
        # a role noun with a feminine form is still read
        ("it", "She was the minister of health.", "Era il ministro della sanità."),
        # the copula's participle before the predicate noun agrees with the subject
        ("it", "In 1990 she was elected a member of the academy.",
         "Nel 1990 fu eletto membro dell'accademia."),
        # a clitic after a fixed-gender subject is the other person's
        ("es", "One person called him a genius.", "Una persona la llamó un genio."),
        # a person noun before an appositive fixed-gender noun is read
        ("it", "She was a journalist, the victim of a famous libel.",
         "Era un giornalista vittima di una famosa diffamazione."),
        ("es", "She was the director of the museum.", "Era el director del museo."),
    ],
)  # fmt: skip
def test_other_words_are_still_read(agents: RuleAgents, lang: str, source: str, wrong: str) -> None:
    [a] = agents.analyse([Item(source, wrong, lang)])
    assert a.variants.alignment is False


def test_fixed_gender_person() -> None:
    assert fixed_gender_person(["un", "membro"], "it", "M")  # (ex49: read in the masculine only)
    assert fixed_gender_person(["vittime"], "it")
    assert fixed_gender_person(["víctimas"], "es")
    assert not fixed_gender_person(["il", "ministro"], "it")
    assert not fixed_gender_person(["membro"], "de")


def test_fixed_gender_phrase() -> None:
    toks = ["Fu", "la", "sola", "vittima", "dell'incendio"]
    assert fixed_gender_phrase(toks, (2, 3), "it")  # "sola" agrees with "vittima"
    toks = ["Era", "un", "membro", "fondatore", "del", "club"]
    assert fixed_gender_phrase(toks, (3, 4), "it", "M")  # "fondatore" after "membro"
    toks = ["Il", "giornalista", "vittima", "dell'attacco"]
    assert not fixed_gender_phrase(toks, (1, 2), "it")  # a person noun before an appositive noun
    toks = ["Era", "la", "vittima,", "il", "giornalista"]
    assert not fixed_gender_phrase(toks, (3, 5), "it")
