"""en-cues-42 (helper exp31it, issue 13): an English subject pronoun the Italian translation
makes the dative of another verb is read on that "gli"/"le" (``fairmt.fairqe.dative_subjects``).
Every sentence here was written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.copied_words import predicate_of_copied_word
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.agents.target_words import _plural_noun
from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.cue_seeds import seed_table
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.dative_subjects import sole_person
from fairmt.fairqe.taxonomy import C1, C3, C6
from fairmt.fairqe.types import Cue, Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # the passive of a verb of giving or finding keeps the recipient as a dative
        ("In 2010 she was diagnosed with a rare tumour.",
         "Nel 2010 gli fu diagnosticato un tumore raro.",
         "Nel 2010 le fu diagnosticato un tumore raro."),
        ("In 1998 he was awarded the prize of the city.",
         "Nel 1998 le venne conferito il premio della città.",
         "Nel 1998 gli venne conferito il premio della città."),
        # a verb whose experiencer is a dative ("riuscire a qualcuno")
        ("The part is hard, but she manages it with ease.",
         "La parte è difficile, ma gli riesce con facilità.",
         "La parte è difficile, ma le riesce con facilità."),
        ("He said that he had obtained the consent of the council.",
         "Disse che il consiglio le aveva dato il consenso.",
         "Disse che il consiglio gli aveva dato il consenso."),
    ],
)  # fmt: skip
def test_the_subjects_dative_shows_its_gender(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "right"),
    [
        # the dative is the other person's: "him" of the other gender
        ("She gave him the keys of the house.", "Gli diede le chiavi di casa."),
        # "they": "gli" stands for "to them"
        ("She says they were left the house by an aunt.", "Dice che gli fu lasciata la casa da una zia."),
        # "his": the dative of possession of another man
        ("She later took his name and his house.", "In seguito gli prese il nome e la casa."),
    ],
)  # fmt: skip
def test_a_dative_another_referent_may_own_is_not_read(agents: RuleAgents, source: str, right: str) -> None:
    (good,) = agents.analyse([Item(source, right, "it")])
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "start", "sole"),
    [
        ("She was diagnosed with cancer.", 0, True),
        ("She manages it well, as her mother did.", 0, True),
        ("She told him the news.", 0, False),
        ("She asked her to stay.", 0, False),
        ("She and they arrived.", 0, False),
    ],
)
def test_sole_person(source: str, start: int, sole: bool) -> None:
    assert sole_person([tokenize(w) for w in source.split()], start) is sole


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # en-cues-42: Italian seed translations of lexical-gender nouns and their counterparts
        ("Alvarez was the matriarch of a large family of fishermen.",
         "Alvarez era il patriarca di una grande famiglia di pescatori.",
         "Alvarez era la matriarca di una grande famiglia di pescatori."),
        ("The schoolgirl won the regional race in May.",
         "Lo studente vinse la gara regionale a maggio.",
         "La studentessa vinse la gara regionale a maggio."),
        ("The chairwoman opened the meeting at nine.",
         "Il presidente aprì la riunione alle nove.",
         "La presidentessa aprì la riunione alle nove."),
        ("The noblewoman lived in Florence for ten years.",
         "Il nobiluomo visse a Firenze per dieci anni.",
         "La nobildonna visse a Firenze per dieci anni."),
        ("The spokeswoman denied the reports on Monday.",
         "Il portavoce smentì le notizie lunedì.",
         "La portavoce smentì le notizie lunedì."),
    ],
)  # fmt: skip
def test_seed_nouns_flag_the_wrong_translation_only(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


def test_matron_is_read_on_its_translation() -> None:
    """ "matron of honour" -> "dama d'onore": the seed places the cue on "dama", not on the word
    the aligner guessed ("al matrimonio", a thing read as masculine)."""
    (good,) = RuleAgents().analyse(
        [
            Item(
                "Reyes was matron of honour at the wedding of her cousin.",
                "Reyes era la dama d'onore al matrimonio di sua cugina.",
                "it",
            )
        ]
    )
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lemma", "word", "gender"),
    [
        ("matriarch", "matriarca", "F"),
        ("matriarch", "patriarca", "M"),
        ("schoolgirl", "studentessa", "F"),
        ("schoolgirl", "studente", "M"),
        ("chairwoman", "presidentessa", "F"),
        # "presidente" is also the feminine's noun ("la presidente"): its article decides
        ("chairwoman", "presidente", None),
        ("chairman", "presidente", "M"),
        ("noblewoman", "nobildonna", "F"),
        ("noblewoman", "nobiluomo", "M"),
        ("noblewoman", "nobile", None),
        ("spokeswoman", "portavoce", None),
        ("matron", "dama", "F"),
    ],
)
def test_italian_seed_forms(lemma: str, word: str, gender: str | None) -> None:
    table = seed_table("it")
    assert table is not None
    assert word in table[lemma].forms
    assert table[lemma].forms[word] == gender


@pytest.mark.parametrize(
    ("source", "spans"),
    [
        # en-cues-42: a capitalised pronoun inside a title is no cue
        ("Her best-known film was Death Becomes Her.", ["Her"]),
        ("In 1950 he renamed the group Molly Stone and Her Night Band.", ["he"]),
        ("His debut single, Love Him Again, was a hit.", ["His"]),
        # kept: a heading run into the sentence, a pronoun after a colon, a title before a noun
        ("Early Life He married in 1950.", ["He"]),
        ("The note said: She is not here.", ["She"]),
        ("They were received by Her Majesty in London.", ["Her"]),
    ],
)
def test_title_pronouns_are_no_cues(source: str, spans: list[str]) -> None:
    assert [c.source_span for c in source_cues(source, "it") if c.category is C1] == spans


def test_a_title_pronoun_no_longer_flags_a_right_translation(agents: RuleAgents) -> None:
    source = "In 1950 he renamed the group Molly Stone and Her Night Band."
    bad, good = agents.analyse(
        [
            Item(source, "Nel 1950 lei ribattezzò il gruppo Molly Stone and Her Night Band.", "it"),
            Item(source, "Nel 1950 lui ribattezzò il gruppo Molly Stone and Her Night Band.", "it"),
        ]
    )
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lemma", "word", "gender"),
    [
        ("abbess", "principe-abate", "M"),
        ("abbess", "principessa-badessa", "F"),
        ("bishop", "principe-vescovo", None),  # no seed entry for "bishop": nothing read
        ("abbess", "ex-", None),
    ],
)
def test_italian_hyphenated_compound_reads_its_head(lemma: str, word: str, gender: str | None) -> None:
    table = seed_table("it")
    assert table is not None
    forms = table.get(lemma)
    got = forms.match(word, "it") if forms is not None else None
    assert (got or None) == gender


def test_hyphenated_title_flags_the_wrong_translation(agents: RuleAgents) -> None:
    source = "She was Princess-Abbess of Essen from 1726 to 1776."
    bad, good = agents.analyse(
        [
            Item(source, "Fu principe-abate di Essen dal 1726 al 1776.", "it"),
            Item(source, "Fu principessa-badessa di Essen dal 1726 al 1776.", "it"),
        ]
    )
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


def test_a_copied_titles_predicate_gives_no_verdict(agents: RuleAgents) -> None:
    """rules-38: "published" agrees with "Women", a word of a book's title the translation copies;
    the Italian participle agrees with the title ("il libro"), not with a woman."""
    source = "The Lonely Young Women was published in 1931 and sold well."
    (good,) = agents.analyse(
        [Item(source, "The Lonely Young Women fu pubblicato nel 1931 e vendette bene.", "it")]
    )
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("cue", "expected"),
    [
        (Cue("published", C6, "pubblicato", source_gender="F", target_gender="M",
             note="predicate 'published' must agree with 'Women' (F)"), True),
        # the subject's word translated ("le Donne"): a reading as before
        (Cue("elected", C6, "eletto", source_gender="F", target_gender="M",
             note="predicate 'elected' must agree with 'Queen' (F)"), False),
    ],
)  # fmt: skip
def test_predicate_of_copied_word(cue: Cue, expected: bool) -> None:
    cues = [
        Cue("Women", C3, "Women", source_gender="F"),
        Cue("Queen", C3, "la regina", source_gender="F", target_gender="F"),
        cue,
    ]
    assert predicate_of_copied_word(cue, cues) is expected


@pytest.mark.parametrize(
    ("word", "plural"),
    [("liberali", True), ("nobili", True), ("liberale", False), ("cantanti", True), ("cantante", False)],
)
def test_italian_adjective_used_as_plural_noun(word: str, plural: bool) -> None:
    assert _plural_noun(word, "it") is plural


def test_a_plural_nominalised_adjective_is_a_loose_reading(agents: RuleAgents) -> None:
    """rules-38: "dei liberali" (the party's members) is plural, so its masculine reading no
    longer outweighs the person's own pronoun as a firm one."""
    source = "In the Assembly she was Liberal spokeswoman on transport until 1992."
    bad, good = agents.analyse(
        [
            Item(
                source,
                "Nell'Assemblea lui è stato portavoce dei liberali per i trasporti fino al 1992.",
                "it",
            ),
            Item(
                source,
                "Nell'Assemblea lei è stata portavoce dei liberali per i trasporti fino al 1992.",
                "it",
            ),
        ]
    )
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "right"),
    [
        # en-cues-42: a gendered noun of a title the translation copies is placed on its copy,
        # not on the seed's nearest "ragazzo" (another person)
        ("The 1999 novel Harbour Girl follows a young man from Bergen.",
         "Il romanzo del 1999 Harbour Girl segue un ragazzo di Bergen."),
        # rules-38: a role noun of a name ("Saint Anne School") taken for the coreferent of "he":
        # its copy, not "la Saint" (the school's article), gives no verdict
        ("Okafor attended Saint Anne School in Leeds, where he played football.",
         "Okafor frequentò la Saint Anne School di Leeds, dove giocò a calcio."),
    ],
)  # fmt: skip
def test_a_copied_names_word_flags_no_right_translation(agents: RuleAgents, source: str, right: str) -> None:
    (good,) = agents.analyse([Item(source, right, "it")])
    assert good.variants.alignment is not False


def test_a_far_possessor_dative_is_read_when_nobody_else_can_own_it(agents: RuleAgents) -> None:
    """en-cues-42: the translation moved the clauses, and "tagliargli" stands far from the place of
    "his"; no other English pronoun can own the dative, so it is the possessor's."""
    source = "The board decided to cut his salary over a dispute about the budget after the vote."
    bad, good = agents.analyse(
        [
            Item(
                source,
                "Dopo il voto, per una disputa sul bilancio, il consiglio decise di tagliarle lo stipendio.",
                "it",
            ),
            Item(
                source,
                "Dopo il voto, per una disputa sul bilancio, il consiglio decise di tagliargli lo stipendio.",
                "it",
            ),
        ]
    )
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "category"),
    [
        # en-cues-42: the capitalised article "An" is no given name, so the fronted noun phrase is
        # the apposition of "she" and must agree with it
        ("An engineer by training, she designed the new bridge.", C6),
        ("An animal-rights advocate, she gave her piano to a charity.", C6),
        ("A gardener by trade, he grew roses for the market.", C6),
    ],
)
def test_a_fronted_apposition_after_capitalised_an(source: str, category: object) -> None:
    assert source_cues(source, "it")[0].category is category
