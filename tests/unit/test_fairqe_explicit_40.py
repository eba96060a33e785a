"""Helper ex40 (issue 13): explicit accuracy in Spanish and Italian. Every sentence here was
written for these tests (none from an evaluation set).

A sentence's first word that is also an English word ("Near", "Lane", "Smith") is a name when
a finite verb follows it and the translation copies it (``fairmt.fairqe.initial_names``), so
the clause it is the subject of is read for the source's possessive pronouns.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_target import _source_names
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        ("es", "Near has been praised many times for her songs.",
         "Near ha sido elogiado muchas veces por sus canciones.",
         "Near ha sido elogiada muchas veces por sus canciones."),
        ("es", "Smith was admired for his patience with the pupils.",
         "Smith fue admirada por su paciencia con los alumnos.",
         "Smith fue admirado por su paciencia con los alumnos."),
        ("it", "Lane was nominated twice for her work on the stage.",
         "Lane fu nominato due volte per il suo lavoro a teatro.",
         "Lane fu nominata due volte per il suo lavoro a teatro."),
        ("it", "Hope is remembered in his town for his kindness.",
         "Hope è ricordata nella sua città per la sua gentilezza.",
         "Hope è ricordato nella sua città per la sua gentilezza."),
    ],
)  # fmt: skip
def test_a_first_word_the_translation_copies_is_the_named_subject(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "target", "name"),
    [
        ("Near has been praised for her songs.", "Near ha sido elogiada por sus canciones.", True),
        ("Lane returned to the stage in 1990.", "Lane tornò a teatro nel 1990.", True),
        # not followed by a finite verb: a preposition, an adjective
        ("Near the end of her life she moved.", "Near the end: verso la fine si trasferì.", False),
        ("Young writers admired her.", "Young writers: i giovani scrittori la ammiravano.", False),
        # a finite verb follows, but the translation writes the word in its own language
        ("Hope was lost after her death.", "Se perdió la esperanza tras su muerte.", False),
    ],
)  # fmt: skip
def test_a_first_english_word_is_a_name_only_before_a_finite_verb_and_copied(
    source: str, target: str, name: bool
) -> None:
    first = source.split()[0]
    assert (first in _source_names(source, target)) is name
    assert first not in _source_names(source)


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # an ordinal in figures before a WordNet person noun opens its noun phrase
        ("it", "She was also 3rd prebendary of the cathedral.",
         "Fu anche il terzo cappellano della cattedrale.",
         "Fu anche la terza cappellana della cattedrale."),
        ("es", "He was later 2nd prebendary of Toledo.",
         "Más tarde fue la segunda prebendada de Toledo.",
         "Más tarde fue el segundo prebendado de Toledo."),
    ],
)  # fmt: skip
def test_a_person_noun_after_an_ordinal_in_figures_is_the_predicate_nominal(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False
    assert any(c.source_span == "prebendary" for c in bad.detection.cues)


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a common-gender noun in -ita: the determiner shows the gender, not the ending
        ("es", "In 2016 he became the first Israeli to win the race.",
         "En 2016 se convirtió en la primera israelita que ganó la carrera.",
         "En 2016 se convirtió en el primer israelita que ganó la carrera."),
        ("es", "In 2016 she became the first Israeli to win the race.",
         "En 2016 se convirtió en el primer israelita que ganó la carrera.",
         "En 2016 se convirtió en la primera israelita que ganó la carrera."),
        ("it", "She became the first Israeli to win the race.",
         "Divenne il primo israelita a vincere la gara.",
         "Divenne la prima israelita a vincere la gara."),
    ],
)  # fmt: skip
def test_a_common_gender_noun_in_ita_is_read_by_its_determiner(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "word", "gender"),
    [
        ("es", "israelita", None),
        ("es", "jesuitas", None),
        ("it", "gesuita", None),
        ("it", "sciita", None),
        # participles and diminutives in -ita are still feminine
        ("es", "señorita", "female"),
        ("es", "favorita", "female"),
        ("it", "partita", "female"),
        ("it", "colpita", "female"),
    ],
)  # fmt: skip
def test_the_ending_ita_is_feminine_except_for_common_gender_nouns(
    lang: str, word: str, gender: str | None
) -> None:
    from fairmt.gender.romance import RomanceRulesAnalyzer

    g = RomanceRulesAnalyzer(lang).word_gender(word)
    assert (g.value if g is not None else None) == gender


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a finite verb the dictionary lacks, known by its preterite ending: the pronoun before
        # it is the object clitic, not an article
        ("it", "When she proposed a mural, the town agreed and commissioned her to paint the hall.",
         "Quando propose un murale, il comune accettò e gli commissionò di dipingere la sala.",
         "Quando propose un murale, il comune accettò e le commissionò di dipingere la sala."),
        ("it", "The club signed her in 2010.",
         "Il club lo ingaggiò nel 2010.",
         "Il club la ingaggiò nel 2010."),
        ("es", "The league honoured him in 2010.",
         "La liga la homenajeó en 2010.",
         "La liga lo homenajeó en 2010."),
    ],
)  # fmt: skip
def test_a_clitic_before_an_unknown_preterite_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "word", "known", "verb"),
    [
        ("it", "commissionò", False, True),
        ("it", "ricontattarono", False, True),
        ("es", "homenajeó", False, True),
        ("es", "recontrataron", False, True),
        # known words keep their readings; names and short words are not asked
        ("it", "falò", True, False),
        ("es", "Aaron", False, False),
        ("it", "però", False, False),
    ],
)  # fmt: skip
def test_unknown_preterite(lang: str, word: str, known: bool, verb: bool) -> None:
    from fairmt.fairqe.unknown_preterites import unknown_preterite

    assert unknown_preterite(word, known, lang) is verb


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the seed match is another noun's article far from the pronoun's place: the object
        # clitic is looked for at the place the pronoun's position projects to
        ("it", "The officers thought it was odd and stopped him on his way to the station.",
         "Gli agenti pensarono che era strano e la fermarono mentre andava alla stazione.",
         "Gli agenti pensarono che era strano e lo fermarono mentre andava alla stazione."),
        ("it", "The officers thought it was odd and stopped her on her way to the station.",
         "Gli agenti pensarono che era strano e lo fermarono mentre andava alla stazione.",
         "Gli agenti pensarono che era strano e la fermarono mentre andava alla stazione."),
    ],
)  # fmt: skip
def test_an_object_clitic_is_read_past_another_nouns_article(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # a finite verb shows no gender, and the impersonal "se"/"si" construction's object
        # clitic is the English passive subject
        ("es", "In her youth she was considered a great beauty.",
         "En su juventud se lo consideró una gran belleza.",
         "En su juventud se la consideró una gran belleza."),
        ("es", "He was accused of treason in 1920.",
         "Se la acusó de traición en 1920.",
         "Se lo acusó de traición en 1920."),
        ("it", "In her youth she was considered a great beauty.",
         "In gioventù lo si considerava una grande bellezza.",
         "In gioventù la si considerava una grande bellezza."),
        ("es", "He was regarded as the finest tenor of his time.",
         "Se la consideraba el mejor tenor de su época.",
         "Se lo consideraba el mejor tenor de su época."),
    ],
)  # fmt: skip
def test_the_object_of_an_impersonal_se_is_the_passive_subject(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "words", "finite"),
    [
        ("es", ["consideraba"], True),
        ("it", ["considerava"], True),
        ("es", ["considerada"], False),
        ("it", ["attiva"], False),
        ("it", ["lava"], False),
    ],
)  # fmt: skip
def test_finite_verbs_only(lang: str, words: list[str], finite: bool) -> None:
    from fairmt.fairqe.finite_verb_readings import finite_verbs_only

    assert finite_verbs_only(words, lang) is finite


@pytest.mark.parametrize(
    ("source", "right"),
    [
        # a ditransitive passive: the subject is the recipient, the clitic the thing sent
        ("He was sent the letter by his mother.", "Su madre se la envió."),
        ("In 1990 he was awarded the medal.", "En 1990 se la concedió el rey."),
    ],
)  # fmt: skip
def test_the_clitic_of_a_ditransitive_passive_is_the_thing(
    agents: RuleAgents, source: str, right: str
) -> None:
    [a] = agents.analyse([Item(source, right, "es")])
    assert a.variants.alignment is not False


@pytest.mark.parametrize("word", ["superhuman", "inhuman", "subhuman", "nonhuman"])
def test_words_formed_on_human_are_no_man_compounds(word: str) -> None:
    from fairmt.fairqe.cue_words import _by_suffix

    assert _by_suffix(word) is None


def test_superhuman_gives_no_masculine_cue(agents: RuleAgents) -> None:
    source = "Her energy made her seem almost superhuman to her rivals."
    right = "Su energía hacía que sus rivales la vieran como un ser casi sobrehumano."
    [a] = agents.analyse([Item(source, right, "es")])
    assert a.variants.alignment is not False
    assert not any(c.source_gender == "M" for c in a.detection.cues)


@pytest.mark.parametrize(
    ("lang", "source", "right"),
    [
        # "ser"/"essere" after an indefinite article, or in "ser humano", is the noun "a being"
        ("es", "Her friends saw her as a truly extraordinary being.",
         "Sus amigos la veían como un ser verdaderamente extraordinario."),
        ("it", "Her friends saw her as a truly extraordinary being.",
         "I suoi amici la vedevano come un essere davvero straordinario."),
    ],
)  # fmt: skip
def test_the_noun_ser_is_no_copula(agents: RuleAgents, lang: str, source: str, right: str) -> None:
    [a] = agents.analyse([Item(source, right, lang)])
    assert a.variants.alignment is not False


def test_the_verbal_infinitive_ser_is_still_read(agents: RuleAgents) -> None:
    source = "After being elected in 1990, she moved to Rome."
    wrong = "Después de ser elegido en 1990, se mudó a Roma."
    right = "Después de ser elegida en 1990, se mudó a Roma."
    bad, good = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "target", "k", "noun"),
    [
        ("es", "la vieran como un ser casi sobrehumano", 4, True),
        ("es", "todo ser humano merece respeto", 1, True),
        ("it", "era un essere straordinario", 2, True),
        ("es", "tras el ser elegida presidenta", 2, False),
        ("es", "después de ser elegida", 2, False),
    ],
)  # fmt: skip
def test_nominal_infinitive(lang: str, target: str, k: int, noun: bool) -> None:
    from fairmt.fairqe.nominal_infinitives import nominal_infinitive

    toks = target.split()
    assert nominal_infinitive([t.lower() for t in toks], toks, k, lang) is noun


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # an English or French title kept before the name says the holder's sex
        ("it", "The prize went to Miss Carter in 1950.",
         "Il premio andò a Master Carter nel 1950.",
         "Il premio andò a Miss Carter nel 1950."),
        ("it", "Sir Henry Lowe often took him to the theatre.",
         "Madame Henry Lowe lo portava spesso a teatro.",
         "Sir Henry Lowe lo portava spesso a teatro."),
        ("es", "Lady Ashby opened the new library.",
         "Monsieur Ashby inauguró la nueva biblioteca.",
         "Madame Ashby inauguró la nueva biblioteca."),
    ],
)  # fmt: skip
def test_a_kept_title_is_read(agents: RuleAgents, lang: str, source: str, wrong: str, right: str) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # "young woman/man" -> "joven"/"giovane", a noun of common gender read by its determiner
        ("es", "The film follows a shy young woman on her first trip to the city.",
         "La película sigue a un joven tímido en su primer viaje a la ciudad.",
         "La película sigue a una joven tímida en su primer viaje a la ciudad."),
        ("it", "The novel describes a reserved young man and his blossoming into a confident adult.",
         "Il romanzo descrive una giovane riservata e la sua trasformazione in un'adulta sicura.",
         "Il romanzo descrive un giovane riservato e la sua trasformazione in un adulto sicuro."),
    ],
)  # fmt: skip
def test_young_woman_is_read_on_joven(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


def test_two_young_persons_each_take_their_own_joven(agents: RuleAgents) -> None:
    source = "A young woman and a young man met at the station."
    [a] = agents.analyse([Item(source, "Una joven y un joven se conocieron en la estación.", "es")])
    assert a.variants.alignment is True


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # "joven"/"giovane" as an adjective before the noun: the noun is read
        ("es", "She founded a school and admitted young ladies of good character.",
         "Fundó una escuela y admitió a jóvenes caballeros de buen carácter.",
         "Fundó una escuela y admitió a jóvenes damas de buen carácter."),
        ("it", "He founded a school and admitted young gentlemen of good character.",
         "Fondò una scuola e accettò giovani donne di buon carattere.",
         "Fondò una scuola e accettò giovani uomini di buon carattere."),
    ],
)  # fmt: skip
def test_young_as_an_adjective_leaves_the_noun_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False
