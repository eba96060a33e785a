"""Helper ex39 (issue 13): a copula after an oblique relative ("di cui", "per cui", "dove", "por
el que", "en la cual", "donde") opens a clause whose subject a pro-drop translation may drop, so
its predicate is the one person's (``fairmt.fairqe.oblique_relatives``). Every sentence here was
written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.copied_counterparts import copied_counterpart
from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.oblique_relatives import oblique_clause, oblique_relative
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the English names her only by a possessive or an object: no subject pronoun to place
        ("it", "Among her models were the teenage films that obsessed her.",
         "Tra i suoi modelli c'erano i film di cui era ossessionato da ragazzo.",
         "Tra i suoi modelli c'erano i film di cui era ossessionata da ragazza."),
        ("it", "The part brought his first nomination.",
         "Fu la parte per cui fu nominata per la prima volta.",
         "Fu la parte per cui fu nominato per la prima volta."),
        ("it", "Her novels often describe the village of her childhood.",
         "I suoi romanzi descrivono spesso il paese dove era cresciuto.",
         "I suoi romanzi descrivono spesso il paese dove era cresciuta."),
        ("it", "His letters speak of the years of his illness.",
         "Le sue lettere parlano degli anni durante i quali era malata.",
         "Le sue lettere parlano degli anni durante i quali era malato."),
        ("es", "It was the part that earned her her first nomination.",
         "Fue el papel por el que fue nominado por primera vez.",
         "Fue el papel por el que fue nominada por primera vez."),
        ("es", "His novels often describe the village of his childhood.",
         "Sus novelas describen a menudo el pueblo en el que fue criada.",
         "Sus novelas describen a menudo el pueblo en el que fue criado."),
        ("es", "Her novels often describe the town of her youth.",
         "Sus novelas describen a menudo el pueblo donde era querido.",
         "Sus novelas describen a menudo el pueblo donde era querida."),
    ],
)  # fmt: skip
def test_the_oblique_relative_clause_of_a_dropped_subject_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "right"),
    [
        # the church is the postverbal subject of "fu costruita"
        ("it", "His letters describe the town where the church was built.",
         "Le sue lettere descrivono la città dove fu costruita la chiesa."),
        ("es", "His letters describe the town where the church was built.",
         "Sus cartas describen la ciudad donde fue construida la iglesia."),
        # "il cui tetto": the possessive relative's noun is the subject
        ("it", "Her letters describe the house whose roof was damaged.",
         "Le sue lettere descrivono la casa il cui tetto era danneggiato."),
        # a subject relative: "che" is the clause's subject
        ("it", "His letters speak of the town that was destroyed.",
         "Le sue lettere parlano della città che fu distrutta."),
        ("es", "His novels describe the town where the war was lost.",
         "Sus novelas describen el pueblo en el que fue perdida la guerra."),
    ],
)  # fmt: skip
def test_a_clause_with_a_subject_of_its_own_is_not_read(
    agents: RuleAgents, lang: str, source: str, right: str
) -> None:
    [a] = agents.analyse([Item(source, right, lang)])
    assert a.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "words", "expected"),
    [
        ("it", "di cui", True),
        ("it", "per cui", True),
        ("it", "il cui", False),
        ("it", "cui", False),
        ("it", "nel quale", True),
        ("it", "per il quale", True),
        ("it", "il quale", False),
        ("it", "dove", True),
        ("es", "en el que", True),
        ("es", "por lo que", True),
        ("es", "del que", True),
        ("es", "el que", False),
        ("es", "que", False),
        ("es", "con quien", True),
        ("es", "quien", False),
        ("es", "donde", True),
    ],
)  # fmt: skip
def test_oblique_relative(lang: str, words: str, expected: bool) -> None:
    norm = words.split()
    assert oblique_relative(norm, len(norm) - 1, lang) is expected


def test_a_postverbal_subject_closes_the_clause() -> None:
    norm = ["la", "città", "dove", "fu", "costruita", "la", "chiesa"]
    assert oblique_clause(norm, 2, 3, "it") is False
    norm = ["il", "ruolo", "per", "cui", "fu", "nominata", "a", "un", "premio"]
    assert oblique_clause(norm, 3, 4, "it") is True


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        ("es", "She is the youngest of four children.",
         "Es el pequeño de cuatro hermanos.",
         "Es la pequeña de cuatro hermanos."),
        ("es", "He was the eldest of five children.",
         "Era la mayor de cinco hijos.",
         "Era el mayor de cinco hijos."),
        ("it", "She is the youngest of four children.",
         "È il più giovane di quattro figli.",
         "È la più giovane di quattro figli."),
        ("it", "He was the eldest of five children.",
         "Era la maggiore di cinque figli.",
         "Era il maggiore di cinque figli."),
    ],
)  # fmt: skip
def test_a_fused_head_predicated_of_a_gendered_pronoun_agrees(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("She is the youngest of four children.", [("She", "C1"), ("youngest", "C6"), ("children", "C12")]),
        # not a predicate: the fused head is the verb's object, another person
        ("She met the youngest of the four children.",
         [("She", "C1"), ("youngest", "C8"), ("children", "C12")]),
    ],
)  # fmt: skip
def test_only_the_predicate_fused_head_is_upgraded(source: str, expected: list[tuple[str, str]]) -> None:
    toks, hits = source_hits(source, "es")
    assert [(toks[h.start].core, h.category.value) for h in hits] == expected


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a closed compound in -woman/-man: the other head kept in English
        ("it", "She has received many awards, such as Businesswoman of the Year in 1999.",
         "Ha ricevuto molti premi, tra cui il premio Businessman of the Year nel 1999.",
         "Ha ricevuto molti premi, tra cui il premio Businesswoman of the Year nel 1999."),
        # the English word of a name after a lowercase "for"
        ("it", "He studied at the Grammar School for Boys, and then in London.",
         "Ha studiato alla Grammar School for Girls, e poi a Londra.",
         "Ha studiato alla Grammar School for Boys, e poi a Londra."),
        ("es", "She studied at the Grammar School for Girls, and then in London.",
         "Estudió en la Grammar School for Boys, y luego en Londres.",
         "Estudió en la Grammar School for Girls, y luego en Londres."),
    ],
)  # fmt: skip
def test_the_other_genders_english_word_kept_in_the_translation_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


def test_a_lowercase_possessive_counterpart_is_read() -> None:
    source = "Smith coached the crew that won the 1990 women's eight."
    toks, hits = source_hits(source, "it")
    [h] = [h for h in hits if h.lemma == "woman"]
    tgt = [
        "Smith",
        "ha",
        "allenato",
        "l'equipaggio",
        "che",
        "nel",
        "1990",
        "ha",
        "vinto",
        "il",
        "men's",
        "eight.",
    ]
    assert copied_counterpart(toks, h, tgt, 10.0, "it") == (10, "M")
    # without the language (the capitalised-name rule only) it is not read
    assert copied_counterpart(toks, h, tgt, 10.0) is None


@pytest.mark.parametrize(
    ("lang", "source", "right"),
    [
        # Spanish "son" ("they are") is a word of the language, not the English "son"
        ("es", "Her daughters are doctors in Madrid.", "Sus hijas son médicas en Madrid."),
        # the cue's own word is kept: no counterpart is looked for
        ("it", "Her father won the Businessman of the Year award.",
         "Suo padre ha vinto il premio Businessman of the Year."),
    ],
)  # fmt: skip
def test_a_target_word_or_the_cues_own_word_is_no_counterpart(
    agents: RuleAgents, lang: str, source: str, right: str
) -> None:
    [a] = agents.analyse([Item(source, right, lang)])
    assert a.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # a first-person plural active put for the agentless passive: its object is the person
        ("She will be missed by all of us.", "Lo echaremos de menos todos.", "La echaremos de menos todos."),
        ("He was warmly welcomed in Lima.",
         "La recibimos con cariño en Lima.",
         "Lo recibimos con cariño en Lima."),
    ],
)  # fmt: skip
def test_the_object_of_a_first_person_plural_active_for_a_passive_is_read(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


def test_a_counterpart_the_source_has_too_is_not_read() -> None:
    source = "She was named Businesswoman of the Year and her husband Businessman of the Year."
    toks, hits = source_hits(source, "it")
    [h] = [h for h in hits if h.lemma == "businesswoman"]
    tgt = [
        "Fu",
        "nominata",
        "imprenditrice",
        "dell'anno",
        "e",
        "suo",
        "marito",
        "Businessman",
        "of",
        "the",
        "Year.",
    ]
    assert copied_counterpart(toks, h, tgt, 3.0, "it") is None


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the gerund of the copula takes the main clause's subject, the person
        ("it", "She stayed at home for a week, being quite ill after the trip.",
         "Rimase a casa per una settimana, essendo piuttosto malato dopo il viaggio.",
         "Rimase a casa per una settimana, essendo piuttosto malata dopo il viaggio."),
        ("es", "She spent a week at home, being still very tired after the operation.",
         "Pasó una semana en casa, estando todavía muy cansado tras la operación.",
         "Pasó una semana en casa, estando todavía muy cansada tras la operación."),
    ],
)  # fmt: skip
def test_the_predicate_of_a_copulas_gerund_is_the_persons(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "right"),
    [
        # "la casa" after the gerund is its subject: nothing is read for him
        ("it", "Since the house was small, he slept in the kitchen.",
         "Essendo la casa piccola, dormiva in cucina."),
        # a gerund after a finite verb is that verb's periphrasis, with its subject ("la película")
        ("es", "His film ended up being banned in Spain.", "Su película acabó siendo prohibida en España."),
    ],
)  # fmt: skip
def test_a_gerund_with_a_subject_of_its_own_is_not_read(
    agents: RuleAgents, lang: str, source: str, right: str
) -> None:
    [a] = agents.analyse([Item(source, right, lang)])
    assert a.variants.alignment is not False
