"""fr-inflect-37 (branch closedfr31): closed variant sets, French (issue 12), from the MT-GenEval
contextual **dev** proxy (``benchmarks/bench_fem_masc_dev.py --langs fr``).

General causes of open dev pairs, each with a rule:

* the passive of a verb of naming or appointing introduces the subject's attribute ("Pavlova fut
  nommée professeure", Grevisse and Goosse, *Le Bon Usage*, the verbs that introduce the subject
  attribute): the participle agrees with the name whose attribute the person noun is
  (:mod:`fairmt.inflect.french_attributive`);
* the epithet or appositive noun right after a title noun ("professeure assistante", "cheffe
  adjointe", "enseignante remplaçante") belongs to the cue's span, so that it agrees
  (:mod:`fairmt.inflect.french_title_words`);
* a word that is only a present participle ("ayant", "étant") is invariable (Grevisse, the
  present participle), where the ending rules made "ayante";
* the masculine of an agent noun in "-euse" unknown to the dictionary is "-eur" when the verb
  in "-er" exists ("tatoueuse" -> "tatoueur", "recruteuse" -> "recruteur"), not "-eux";
* a relative superlative after an elided noun ("l'artiste la plus nominée") agrees with it: the
  noun test read "l'artiste" with its article;
* the participle of a pronominal verb whose reflexive is an indirect object stays invariable
  ("elle s'est dit", "je me suis demandé"; :mod:`fairmt.inflect.french_indirect_reflexive`);
* the numeral pronoun before a partitive agrees with its noun ("l'une des meilleures avocates"
  -> "l'un des meilleurs avocats") when the span starts after "des";
* a preposition opening the sentence ("Pendant la guerre, Zoshchenko ...") is no detached
  participle of the name ("Pendante").

Sentences written for these tests (not from any evaluation set), and dev proxy lines.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, variant_set

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.inflect.french import FrenchInflector
from fairmt.inflect.french_attributive import attributive_passive
from fairmt.inflect.french_indirect_reflexive import indirect_reflexive_participle
from fairmt.inflect.french_title_words import title_words_end


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        # the attributive passive (french_attributive)
        (
            "Nakamura was made a professor at Kyoto University in 1990.",
            "Nakamura fut nommée professeure à l'université de Kyoto en 1990.",
            "Nakamura fut nommé professeur à l'université de Kyoto en 1990.",
        ),
        (
            "Lindgren was made an honorary member of the academy.",
            "Lindgren a été nommée membre honoraire de l'académie.",
            "Lindgren a été nommé membre honoraire de l'académie.",
        ),
        (  # MT-GenEval contextual dev, line 127
            "During the first cabinet Stoltenberg, from 2000 to 2001, Juul was appointed State Secretary "
            "in the Ministry of Foreign Affairs.",
            "Durant le cabinet de Stoltenberg, de 2000 à 2001, Juul a été nommée secrétaire d'État au "
            "ministère des Affaires étrangères.",
            "Durant le cabinet de Stoltenberg, de 2000 à 2001, Juul a été nommé secrétaire d'État au "
            "ministère des Affaires étrangères.",
        ),
        # the title's epithet or appositive noun (french_title_words)
        (
            "Haddad is an assistant professor of chemistry.",
            "Haddad est professeure assistante de chimie.",
            "Haddad est professeur assistant de chimie.",
        ),
        (
            "In 2003 Kowalski became deputy head of the department.",
            "En 2003, Kowalski est devenue cheffe adjointe du département.",
            "En 2003, Kowalski est devenu chef adjoint du département.",
        ),
        (
            "Okoro worked as a substitute teacher.",
            "Okoro a travaillé comme enseignante remplaçante.",
            "Okoro a travaillé comme enseignant remplaçant.",
        ),
        (  # MT-GenEval contextual dev, line 174
            "By 1950, Prokhorov was assistant chief of the oscillation laboratory.",
            "En 1950, Prokhorov était cheffe adjointe du laboratoire d'oscillation.",
            "En 1950, Prokhorov était chef adjoint du laboratoire d'oscillation.",
        ),
    ],
)
def test_closed_pairs(agents: RuleAgents, source: str, f: str, m: str) -> None:
    assert variant_set(agents, source, f) == variant_set(agents, source, m)


def test_attributive_passive_needs_etre() -> None:
    etre = frozenset(["fut", "été", "est"])
    assert attributive_passive(["Pavlova", "fut", "nommée", "professeure"], 2, etre)
    assert attributive_passive(["Juul", "a", "été", "élue", "présidente"], 3, etre)
    # an active compound has an object of its own; "renommée" is "famous"
    assert not attributive_passive(["Elle", "a", "nommé", "Paul", "président"], 2, etre)
    assert not attributive_passive(["une", "artiste", "est", "renommée"], 3, etre)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "end"),
    [
        ("Haddad est professeure assistante de chimie .", (2, 3), 4),
        ("Rocha est Officière Principale Adjointe .", (2, 3), 5),
        ("Tanaka était la directrice générale adjointe de l'hôtel .", (3, 4), 6),
        # a finite verb, a name, a noun with no paired form, punctuation: not title words
        ("L'avocate présente ses arguments .", (0, 1), 1),
        ("La présidente Dupont a parlé .", (0, 2), 2),
        ("Joshi était une écrivaine star au festival .", (2, 4), 4),
        ("La scientifique alien fait une révélation .", (0, 2), 2),
        ("Elle est professeure, assistante de Marie .", (2, 3), 3),
        # the MT's compound tense without "avoir"; a noun of one gender for everyone
        ("Le chanteur perdu sa voix .", (0, 2), 2),
        ("Le dessinateur est une personne créative .", (3, 5), 5),
    ],
)
def test_title_words_end(sentence: str, span: tuple[int, int], end: int) -> None:
    assert title_words_end(sentence.split(), span, FrenchInflector().inflect) == (span[0], end)


@needs_fr_parser
@pytest.mark.parametrize(
    ("word", "gender", "want"),
    [
        ("ayant", "F", "ayant"),
        ("étant", "F", "étant"),
        ("tatoueuse", "M", "tatoueur"),
        ("recruteuse", "M", "recruteur"),
        ("heureuse", "M", "heureux"),
        ("ennuyeuse", "M", "ennuyeux"),
    ],
)
def test_forms(word: str, gender: str, want: str) -> None:
    assert FrenchInflector().inflect(word, gender, True, None) == want


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "Ito is a gifted dancer with great stage presence.",
            "Ito est une danseuse douée ayant une grande présence scénique.",
            "Ito est un danseur doué ayant une grande présence scénique.",
        ),
        (  # MT-GenEval contextual dev, line 424
            "Cisneros has also worked as a college recruiter and an arts administrator.",
            "Cisneros a également travaillé comme recruteuse universitaire et administratrice culturelle.",
            "Cisneros a également travaillé comme recruteur universitaire et administrateur culturel.",
        ),
        (
            "Okafor was the most awarded athlete of the season.",
            "Okafor était l'athlète la plus récompensée de la saison.",
            "Okafor était l'athlète le plus récompensé de la saison.",
        ),
        (
            "The nurse told herself that it was over.",
            "L'infirmière s'est dit que c'était fini.",
            "L'infirmier s'est dit que c'était fini.",
        ),
        (  # MT-GenEval contextual dev, line 459 (the start of the sentence)
            "I thought: I am a writer.",
            "Je me suis dit : je suis une écrivaine.",
            "Je me suis dit : je suis un écrivain.",
        ),
        (
            "Okafor is one of the best lawyers in the city.",
            "Okafor est l'une des meilleures avocates de la ville.",
            "Okafor est l'un des meilleurs avocats de la ville.",
        ),
        (  # MT-GenEval contextual dev, line 7 (its first clause)
            "Reich was an early practitioner of sexology.",
            "Reich fut l'une des premières pratiquantes de la sexologie.",
            "Reich fut l'un des premiers pratiquants de la sexologie.",
        ),
        (
            "During the war, Novak served as a field surgeon.",
            "Pendant la guerre, Novak a servi comme chirurgienne de campagne.",
            "Pendant la guerre, Novak a servi comme chirurgien de campagne.",
        ),
    ],
)
def test_closed_forms(agents: RuleAgents, source: str, f: str, m: str) -> None:
    assert variant_set(agents, source, f) == variant_set(agents, source, m)


def test_indirect_reflexive_participle() -> None:
    assert indirect_reflexive_participle(["elle", "s'est", "dit", "que"], 2)
    assert indirect_reflexive_participle(["je", "me", "suis", "demandé", "si"], 3)
    assert indirect_reflexive_participle(["elles", "ne", "se", "sont", "pas", "parlé"], 5)
    # a direct reflexive agrees; "dite" after "est" alone is a passive or an adjective
    assert not indirect_reflexive_participle(["elle", "s'est", "lavée"], 2)
    assert not indirect_reflexive_participle(["la", "chose", "est", "dite"], 3)
