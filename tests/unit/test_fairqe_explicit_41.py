"""Helper ex41 (issue 13): explicit accuracy in Spanish and Italian. Every sentence here was
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
        # the word before the Italian clitic ends a clause: the construction starts at the clitic
        ("it", "In her youth she was considered a great beauty.",
         "In gioventù, lo si considerava una grande bellezza.",
         "In gioventù, la si considerava una grande bellezza."),
        ("it", "Later he was accused of treason.",
         "Più tardi, la si accusò di tradimento.",
         "Più tardi, lo si accusò di tradimento."),
        ("es", "Later he was accused of treason.",
         "Más tarde, se la acusó de traición.",
         "Más tarde, se lo acusó de traición."),
    ],
)  # fmt: skip
def test_an_impersonal_si_after_a_comma_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


def test_punctuation_inside_the_impersonal_construction_stops_it() -> None:
    from fairmt.fairqe.impersonal_se import impersonal_object

    toks = ["In", "gioventù", "la,", "si", "considerava", "una", "bellezza."]
    assert impersonal_object([t.strip(",.").lower() for t in toks], toks, 2.0, "it") is None
    toks = ["In", "gioventù", "la", "si", "considerava", "una", "bellezza."]
    assert impersonal_object([t.strip(",.").lower() for t in toks], toks, 2.0, "it") == (2, "F")


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the first word is a name although its verb ends the clause with a comma
        ("it", "Lane retired, honoured for her long work.",
         "Lane è stato onorato per il suo lungo lavoro al momento del ritiro.",
         "Lane è stata onorata per il suo lungo lavoro al momento del ritiro."),
        ("es", "Near resigned, tired of her critics.",
         "Near estaba cansado de sus críticos y dimitió.",
         "Near estaba cansada de sus críticos y dimitió."),
    ],
)  # fmt: skip
def test_a_first_word_before_a_verb_with_punctuation_is_the_named_subject(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("source", "target", "name"),
    [
        ("Near resigned.", "Near dimitió.", True),
        ("Lane retired, and her son took over.", "Lane se retiró y su hijo tomó el relevo.", True),
        ("Near, the old house stood.", "Near, la vieja casa seguía en pie.", False),
    ],
)  # fmt: skip
def test_initial_name_before_a_verb_and_punctuation(source: str, target: str, name: bool) -> None:
    from fairmt.fairqe.cue_target import _source_names

    first = source.split()[0].rstrip(",")
    assert (first in _source_names(source, target)) is name


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # "great-" kin: Italian "pro-"/"bis-", Spanish "bis-" on the plain kinship word
        ("it", "In 1950 her great-granddaughter inherited the old house.",
         "Nel 1950 il suo pronipote ereditò la vecchia casa.",
         "Nel 1950 la sua pronipote ereditò la vecchia casa."),
        ("it", "Her great-granddaughters were no longer called princesses.",
         "I suoi pronipoti non furono più chiamati principi.",
         "Le sue pronipoti non furono più chiamate principesse."),
    ],
)  # fmt: skip
def test_a_great_kinship_noun_is_read_on_its_prefixed_word(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)
    bad = agents.analyse([Item(source, wrong, lang)])[0]
    assert any(c.source_span.startswith("great-") and c.target_gender == "M" for c in bad.detection.cues)


def test_great_forms() -> None:
    from fairmt.fairqe.great_kin import great_forms

    assert great_forms("great-grandmother", {"abuela": "F"}, "es")["bisabuela"] == "F"
    assert great_forms("great-aunt", {"zia": "F", "zio": "M"}, "it")["prozio"] == "M"
    assert great_forms("grandmother", {"abuela": "F"}, "es") == {}
    assert great_forms("great-grandmother", {"Großmutter": "F"}, "de") == {}


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a gendered predicate nominal translated by another person noun: the copula's article
        # and noun are its words
        ("es", "I'm a Betis gal, like my mother.",
         "Soy un seguidor del Betis, como mi madre.",
         "Soy una seguidora del Betis, como mi madre."),
        ("it", "He was a Liverpool lad who loved the sea.",
         "Era una tifosa del Liverpool che amava il mare.",
         "Era un tifoso del Liverpool che amava il mare."),
    ],
)  # fmt: skip
def test_an_unaligned_predicate_nominal_is_read_after_the_copula(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("source", "k", "nominal"),
    [
        ("I'm a Leeds gal.", 3, True),
        ("She was a real country girl.", 4, True),
        ("He's a lad.", 2, True),
        ("He met a Leeds gal.", 3, False),
        ("She found a girl.", 3, False),
        ("It was, a girl said, late.", 3, False),
    ],
)  # fmt: skip
def test_english_predicate_nominal(source: str, k: int, nominal: bool) -> None:
    from fairmt.fairqe.cue_tokens import tokenize
    from fairmt.fairqe.unaligned_nominals import english_predicate_nominal

    assert english_predicate_nominal([tokenize(w) for w in source.split()], k) is nominal


@pytest.mark.parametrize(
    ("lang", "target", "anchor", "span"),
    [
        ("it", "Sono una tifosa del Leeds.", 2, (1, 3)),
        ("it", "Era un'amica di famiglia.", 1, (1, 2)),
        ("es", "Es un seguidor del Betis.", 2, (1, 3)),
        ("es", "Vio a un seguidor del Betis.", 3, None),  # no copula
        ("it", "Era, per tutti, una tifosa.", 4, None),  # punctuation between
        ("fr", "C'est une supportrice.", 2, None),
    ],
)  # fmt: skip
def test_unaligned_nominal(lang: str, target: str, anchor: int, span: tuple[int, int] | None) -> None:
    from fairmt.fairqe.cue_seeds import target_norm
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unaligned_nominals import unaligned_nominal

    tokens = target.split()
    norm = [target_norm(t, lang) for t in tokens]  # as cues.py builds it: "un'amica" -> "amica"
    assert unaligned_nominal(target_morphology(lang), norm, tokens, anchor, lang) == span


@pytest.mark.parametrize(
    ("source", "target", "gender", "variant"),
    [
        # an English noun kept in Italian is invariable: only the article and agreement change
        ("The detective found the letter.", "La detective trovò la lettera.", "M",
         "Il detective trovò la lettera."),
        ("The detective was tired.", "Il detective era stanco.", "F", "La detective era stanca."),
    ],
)  # fmt: skip
def test_an_english_loanword_is_invariable_in_italian(
    agents: RuleAgents, source: str, target: str, gender: str, variant: str
) -> None:
    (an,) = agents.analyse([Item(source, target, "it")])
    texts = {v.text for v in an.variants.ambiguous + an.variants.explicit if v.gender == gender}
    assert variant in texts


@pytest.mark.parametrize(
    ("word", "loan"),
    [("detective", True), ("manager", True), ("massive", False), ("abusive", False), ("ragazze", False)],
)
def test_english_loanword(word: str, loan: bool) -> None:
    from fairmt.inflect.italian_loanwords import english_loanword

    assert english_loanword(word) is loan


@pytest.mark.parametrize(
    ("target", "gender", "variant"),
    [
        # a prefixed kinship noun inflects as the noun after its prefix
        ("I pronipoti arrivarono .", "F", "Le pronipoti arrivarono ."),
        ("I bisnonni arrivarono .", "F", "Le bisnonne arrivarono ."),
        ("La prozia arrivò .", "M", "Il prozio arrivò ."),
    ],
)  # fmt: skip
def test_a_prefixed_kinship_noun_inflects_as_its_base(target: str, gender: str, variant: str) -> None:
    from fairmt.inflect import get_inflector

    out = get_inflector("it").realise(target.split(), (0, 2), gender)
    assert out is not None
    assert " ".join(out) == variant


def test_kin_base() -> None:
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.italian_loanwords import kin_base

    morph = morphology("it")
    assert kin_base("pronipoti", morph) == "nipoti"
    assert kin_base("bisnonna", morph) == "nonna"
    assert kin_base("processo", morph) is None
    assert kin_base("bistecca", morph) is None


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a subject-oriented depictive after a verb of motion or posture agrees with the subject
        ("es", "She arrived home exhausted.", "Llegó a casa agotado.", "Llegó a casa agotada."),
        ("es", "She spent the night awake.", "Pasó la noche despierto.", "Pasó la noche despierta."),
        ("es", "In the novel, she spends her days locked in a tower.",
         "En la novela, pasa sus días encerrado en una torre.",
         "En la novela, pasa sus días encerrada en una torre."),
        ("it", "She spent the whole day locked in her room.",
         "Passò tutto il giorno chiuso nella sua stanza.",
         "Passò tutto il giorno chiusa nella sua stanza."),
        ("it", "He returned from the war wounded.",
         "Tornò dalla guerra ferita.", "Tornò dalla guerra ferito."),
    ],
)  # fmt: skip
def test_a_depictive_agrees_with_the_subject(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


@pytest.mark.parametrize(
    ("source", "depictive"),
    [
        ("She arrived home exhausted.", "exhausted"),
        ("Then she went home happy.", "happy"),
        ("She left the door open.", None),  # said of the object
        ("She arrived late in the evening.", None),  # an adverb
        ("She came first in the race.", None),
        ("The girls arrived exhausted.", None),  # no he/she subject
    ],
)  # fmt: skip
def test_depictive_predicates(source: str, depictive: str | None) -> None:
    from fairmt.fairqe.cues import source_cues

    found = [c.source_span for c in source_cues(source, "es") if "depictive" in c.note]
    assert found == ([depictive] if depictive else [])
