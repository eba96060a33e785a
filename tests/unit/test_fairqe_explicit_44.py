"""Helper ex44 (issue 13): explicit accuracy in Spanish and Italian. Every sentence here was
written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _flags_wrong_only(agents: RuleAgents, lang: str, source: str, wrong: str, right: str) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the English compound's head is the Romance head before the "di"/"de" complement
        ("it", "An animal-rights advocate, she donated her house to a shelter.",
         "Sostenitore dei diritti degli animali, donò la sua casa a un rifugio.",
         "Sostenitrice dei diritti degli animali, donò la sua casa a un rifugio."),
        ("it", "An animal-rights advocate, he donated his house to a shelter.",
         "Sostenitrice dei diritti degli animali, donò la sua casa a un rifugio.",
         "Sostenitore dei diritti degli animali, donò la sua casa a un rifugio."),
        ("es", "An animal-rights advocate, he donated his house to a shelter.",
         "Defensora de los derechos de los animales, donó su casa a un refugio.",
         "Defensor de los derechos de los animales, donó su casa a un refugio."),
        ("it", "He is a prison-reform campaigner.",
         "È un'attivista della riforma carceraria.",
         "È un attivista della riforma carceraria."),
        ("es", "He is a prison-reform campaigner.",
         "Es una activista de la reforma penitenciaria.",
         "Es un activista de la reforma penitenciaria."),
        ("it", "She became a well-known civil-rights activist.",
         "Divenne un noto attivista per i diritti civili.",
         "Divenne una nota attivista per i diritti civili."),
        ("es", "She is a children's book illustrator.",
         "Es un ilustrador de libros infantiles.",
         "Es una ilustradora de libros infantiles."),
    ],
)  # fmt: skip
def test_a_compound_head_is_read_before_its_complement(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # no noun modifier: a number ("two") or an adjective ("famous") before the head
        ("it", "She trusted the two policewomen who guarded her.",
         "Si fidava dei due poliziotti che lo proteggevano.",
         "Si fidava delle due poliziotte che la proteggevano."),
        # the word before "de" is a verb, not the head of a noun phrase
        ("es", "After university he became an air steward.",
         "Después de la universidad empezó a trabajar de azafata.",
         "Después de la universidad empezó a trabajar de azafato."),
    ],
)  # fmt: skip
def test_no_compound_head_without_a_noun_modifier_or_a_noun(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


def test_the_head_is_a_word_the_compound_links() -> None:
    from fairmt.fairqe.compound_heads import compound_head
    from fairmt.fairqe.cue_tokens import tokenize

    src = [tokenize(w) for w in ["He", "is", "the", "son", "of", "a", "piano", "teacher."]]
    tgt = ["È", "il", "figlio", "di", "un", "insegnante", "di", "pianoforte."]
    norm = [w.lower().strip(".") for w in tgt]
    # "son" -> "figlio" is no word of the compound "piano teacher": the head is "insegnante"
    links = [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 7), (7, 7)]
    assert compound_head(src, 7, 8, tgt, norm, links, [7], "it") is None
    links = [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 7), (7, 5), (7, 7)]
    assert compound_head(src, 7, 8, tgt, norm, links, [7], "it") == 5
    assert compound_head(src, 3, 4, tgt, norm, links, [2], "it") is None
