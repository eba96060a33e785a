"""en-cues-29 / rules-22 (helper exp27it, issue 13): wrong Italian translations of a gendered
source that the explicit check did not flag. Every sentence here was written for these tests
(none from an evaluation set).

* A person named only inside a prepositional phrase ("a letter from her lawyer") is no clause's
  subject, so it no longer keeps the one person's subjectless clauses (cue side) and nouns
  (agents) unread.
* An article inside the words before a copula opens the copula's subject, not the object of a
  preposition before it ("di seguito la pena fu ridotta").
* Italian "da solo" before a definite article is "by himself" ("da solo un anno" stays the adverb
  "only"), and "da" before a bare person noun ("giorni da sceneggiatrice") is its predicate.
* Loose readings only (the analyser on whatever words the aligner linked) no longer keep the
  one person's nouns unread; their firm readings decide.
* A role noun after "as" past the one person's possessive ("as her own manager") is that person's
  predicate nominal (rule (d) of en-cues-16, whose docstring names this case).
* A subordinating conjunction ("quando", "finché") opens a clause whose subject may be dropped or
  be the copied name.
* The peerage ranks earl, viscount and viscountess are lexical-gender nouns, and a listed noun
  after an article is no given name ("The Earl of Derby").
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.predicate_nouns import _predicate_nouns
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import prepositional_object, source_hits
from fairmt.fairqe.cue_tokens import Tok, tokenize
from fairmt.fairqe.person_agreement import reflexive_agreement
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _toks(sentence: str) -> list[Tok]:
    return [tokenize(w) for w in sentence.split()]


@pytest.mark.parametrize(
    ("sentence", "word", "expected"),
    [
        ("She got a letter from her lawyer last year.", "lawyer", True),
        ("She reached the rank of chief inspector in 1990.", "chief", True),
        ("She met with a famous local lawyer.", "lawyer", True),
        ("Her lawyer said that she was tired.", "lawyer", False),  # the subject
        ("The lawyer praised her and was pleased.", "lawyer", False),
        ("After the lawyer was elected, she left.", "lawyer", False),  # "after" opens a clause
        ("At first the lawyer was pleased.", "lawyer", False),
        ("In 1990, lawyer Smith said so.", "lawyer", False),
    ],
)  # fmt: skip
def test_prepositional_object(sentence: str, word: str, expected: bool) -> None:
    toks = _toks(sentence)
    i = next(k for k, t in enumerate(toks) if t.low == word)
    assert prepositional_object(toks, i) is expected


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # a role noun inside a prepositional phrase leaves the dropped subject's clause read
        ("In 1990 she received a letter from her lawyer and was very pleased.",
         "Nel 1990 ricevette una lettera dal suo avvocato e fu molto contento.",
         "Nel 1990 ricevette una lettera dal suo avvocato e fu molto contenta."),
        # "in seguito la pena": the article opens the subject of "fu ridotta"
        ("Morgan was arrested in 1990, but later her sentence was reduced.",
         "Morgan fu arrestato nel 1990, ma di seguito la pena fu ridotta.",
         "Morgan fu arrestata nel 1990, ma di seguito la pena fu ridotta."),
        # "finché Morgan non fu": the subordinate clause of the copied name
        ("There was no wedding until Morgan was fully recovered from her illness.",
         "Non ci fu nessun matrimonio finché Morgan non fu completamente guarito dalla sua malattia.",
         "Non ci fu nessun matrimonio finché Morgan non fu completamente guarita dalla sua malattia."),
        # the boss is inside a prepositional phrase: the one person's predicate noun is read
        ("He won a trip from his boss and later became a famous chef.",
         "Vinse un viaggio dal suo capo e in seguito divenne una cuoca famosa.",
         "Vinse un viaggio dal suo capo e in seguito divenne un cuoco famoso."),
        # "da solo" before a definite article is "by himself", not the adverb "only"
        ("She recorded the album by herself in 1990.",
         "Registrò da solo il disco nel 1990.",
         "Registrò da sola il disco nel 1990."),
        # "da" before a bare noun: "as", said of the subject
        ("She felt that her acting days were over.",
         "Sentiva che i suoi giorni da attore erano finiti.",
         "Sentiva che i suoi giorni da attrice erano finiti."),
        # "treasurer" is linked to "molti anni, ha lavorato" (a loose reading that agrees): the
        # one person's predicate noun "come tesoriera" still decides
        ("He served as treasurer and in other roles for the Boston Chess Club for many years.",
         "Per molti anni, ha lavorato come tesoriera e in altri ruoli per il Boston Chess Club.",
         "Per molti anni, ha lavorato come tesoriere e in altri ruoli per il Boston Chess Club."),
        # "as her own manager": the role noun after "as" past the one person's possessive is hers
        ("For two years she worked as her own agent and producer.",
         "Per due anni ha lavorato come agente e produttore di se stesso.",
         "Per due anni ha lavorato come agente e produttrice di se stessa."),
        # the peerage ranks
        ("The viscountess died in her castle in 1801.",
         "Il visconte morì nel suo castello nel 1801.",
         "La viscontessa morì nel suo castello nel 1801."),
        ("The Earl of Derby was born in London.",
         "La contessa di Derby nacque a Londra.",
         "Il conte di Derby nacque a Londra."),
    ],
)  # fmt: skip
def test_the_explicit_check_flags_the_wrong_translation_only(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # the lawyer is the subject of "was pleased": its participle is not hers
        ("The lawyer praised her and was very pleased.", "L'avvocato la lodò e fu molto contento."),
        # the singer is the subject of its own clause, maybe another person than she
        ("She got a letter from her lawyer; then the famous singer moved to Paris.",
         "Ricevette una lettera dal suo avvocato; poi il famoso cantante si trasferì a Parigi."),
        # "la pena" is the subject of "fu ridotta", not he
        ("Morgan was arrested in 1990, but later his sentence was reduced.",
         "Morgan fu arrestato nel 1990, ma di seguito la pena fu ridotta."),
    ],
)  # fmt: skip
def test_a_right_translation_is_not_flagged(agents: RuleAgents, source: str, translation: str) -> None:
    [a] = agents.analyse([Item(source, translation, "it")])
    assert a.variants.alignment is not False


def test_a_listed_noun_after_an_article_is_no_given_name() -> None:
    toks, hits = source_hits("The Earl of Derby was born in London.", "it")
    assert [(toks[h.start].core, h.category.value, h.gender) for h in hits] == [("Earl", "C3", "M")]


@pytest.mark.parametrize(
    ("translation", "expected"),
    [
        ("Registrò da solo il disco nel 1990.", [(2, "M")]),
        ("Registrò da sola il disco nel 1990.", [(2, "F")]),
        ("Vive a Roma da solo un anno.", []),  # the adverb "only"
        ("Vive a Roma da solo due mesi.", []),
    ],
)  # fmt: skip
def test_da_solo(translation: str, expected: list[tuple[int, str]]) -> None:
    assert reflexive_agreement(translation.split(), "it") == expected


@pytest.mark.parametrize(
    ("translation", "expected"),
    [
        ("Pensava che i suoi giorni da sceneggiatrice fossero finiti.", ["sceneggiatrice"]),
        ("Da bambino viveva a Roma.", ["bambino"]),
        ("Fu aiutata da un'attrice famosa.", []),  # "by": an article
        ("Fu aiutata da una attrice.", []),
        ("Fu scritto da Rossi.", []),  # a name
    ],
)  # fmt: skip
def test_da_before_a_bare_noun(agents: RuleAgents, translation: str, expected: list[str]) -> None:
    tokens = translation.split()
    inflector = agents._inflector("it")
    assert [tokens[a] for a, _ in _predicate_nouns(inflector, tokens, "it")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("She worked as her own manager for years.", ("C6", "F")),
        ("He served as her manager for years.", ("C7", None)),  # two persons
    ],
)  # fmt: skip
def test_as_her_own_manager(sentence: str, expected: tuple[str, str | None]) -> None:
    toks, hits = source_hits(sentence, "it")
    [h] = [h for h in hits if toks[h.start].low == "manager"]
    assert (h.category.value, h.gender) == expected
