"""Helper ex60 (issue 13): the role a he/she subject plays or takes on agrees with the subject
(:mod:`fairmt.fairqe.role_taking`). Every sentence here was written for these tests (none from an
evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.taxonomy import C6
from fairmt.fairqe.types import Item


def _role(source: str, word: str) -> tuple[str, str | None]:
    """The category and gender of the hit on ``word`` in ``source``."""
    toks, hits = source_hits(source, "es")
    (hit,) = [h for h in hits if toks[h.start].core.lower() == word]
    return str(hit.category), hit.gender


@pytest.mark.parametrize(
    ("source", "word", "gender"),
    [
        ("In her second film she plays a ruthless banker.", "banker", "F"),
        ("He later played an elderly farmer in a stage musical.", "farmer", "M"),
        ("She took on the role of a strict headteacher.", "headteacher", "F"),
        ("He played the part of a reluctant hero.", "hero", "M"),
        # a coordinated verb keeps its he/she subject
        ("She trains in judo at night and adopts the persona of a masked vigilante.", "vigilante", "F"),
        # "at" before a named venue is no game
        ("He played a nurse at the Old Vic.", "nurse", "M"),
        # a bare noun after "the role of" is the role
        ("He took on the role of mentor to the new recruits.", "mentor", "M"),
        ("At night he adopts the persona of a masked vigilante.", "vigilante", "M"),
        ("She assumed the guise of a wandering pilgrim.", "pilgrim", "F"),
    ],
)  # fmt: skip
def test_a_role_taken_on_is_the_subjects(source: str, word: str, gender: str) -> None:
    assert _role(source, word) == (str(C6), gender)


@pytest.mark.parametrize(
    ("source", "word"),
    [
        # sports: a definite object of "play" is an opponent
        ("She played the defending champion in the final.", "champion"),
        # another real person's identity; a writer portrays someone else
        ("He assumed the identity of a dead nurse.", "nurse"),
        ("In her novel she portrays a ruthless banker.", "banker"),
        # another person of unstated gender before the role noun
        ("The director told the actor that he plays a banker.", "banker"),
        # the possessor of the role noun, not the role
        ("He plays a banker's assistant.", "banker"),
        # the role of another person
        ("She took on the role of her mentor.", "mentor"),
        # no he/she subject
        ("Her first film plays a banker against a crooked mayor.", "banker"),
    ],
)  # fmt: skip
def test_no_role_taken_on(source: str, word: str) -> None:
    assert _role(source, word)[0] != str(C6)


@pytest.mark.parametrize(
    ("source", "word"),
    [
        # review m_ex60 (1): the he/she is not the subject of "play"
        ("He told us that you played a nurse.", "nurse"),
        ("She thinks we play a convincing lawyer.", "lawyer"),
        ("After she left, I played a baker.", "baker"),
        ("He hopes that they play a judge.", "judge"),
        # (2) sports and games: the object is the opponent
        ("He played a tough rival in the second round.", "rival"),
        ("She played a young finalist at the open.", "finalist"),
        ("She played a former teacher in the final.", "teacher"),
        ("He played a neighbour at draughts and won.", "neighbour"),
        # (3) "take the part of" is also to side with someone
        ("She took the part of a neighbour in the quarrel.", "neighbour"),
        # (4) a definite noun after "the role of" is another, real person
        ("He took over the role of the retiring manager.", "manager"),
        ("She assumed the role of the departed treasurer.", "treasurer"),
        # (5) "plays" the noun
        ("He wrote three plays a reviewer admired.", "reviewer"),
    ],
)  # fmt: skip
def test_no_role_taken_on_after_review(source: str, word: str) -> None:
    assert _role(source, word)[0] != str(C6)


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        ("es", "In her second film she plays a ruthless banker.",
         "En su segunda película interpreta a un banquero despiadado.",
         "En su segunda película interpreta a una banquera despiadada."),
        ("it", "In her second film she plays a ruthless banker.",
         "Nel suo secondo film interpreta un banchiere spietato.",
         "Nel suo secondo film interpreta una banchiera spietata."),
        ("it", "In his new series he plays a cunning detective.",
         "Nella sua nuova serie interpreta un'astuta detective.",
         "Nella sua nuova serie interpreta un astuto detective."),
        ("es", "She took on the role of a strict headteacher.",
         "Asumió el papel de un director estricto.",
         "Asumió el papel de una directora estricta."),
        ("it", "He played the part of a reluctant hero in the play.",
         "Interpretò la parte di un'eroina riluttante nello spettacolo.",
         "Interpretò la parte di un eroe riluttante nello spettacolo."),
    ],
)  # fmt: skip
def test_the_wrong_role_is_flagged(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False
