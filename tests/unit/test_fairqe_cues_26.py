"""en-cues-26 / rules-17: people the English names without a gendered noun.

* fused heads (CGEL ch. 5 §9): "the youngest", "my eldest", and "the latter"/"the former"/
  "the oldest" when what follows is said of a person; their predicate is a cue too;
* irregular past participles as plural fused heads ("the fallen", "the chosen");
* a capitalised name that no list genders, made a person by an occupation noun introduced
  by "as" or a linking verb ("Okafor is known as a surgeon"): its predicate agrees.

Every sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _variant(agents: RuleAgents, source: str, translation: str, lang: str, gender: str) -> str | None:
    [a] = agents.analyse([Item(source, translation, lang)])
    return next((v.text for v in a.variants.all if v.gender == gender), None)


def _cats(source: str, lang: str = "fr") -> dict[str, str]:
    return {c.source_span: c.category.value for c in source_cues(source, lang)}


# --------------------------------------------------------------------------- fused heads


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("The youngest was born in Paris.", "Le plus jeune est né à Paris.", "fr",
         "La plus jeune est née à Paris."),
        ("The eldest became a lawyer.", "L'aîné est devenu avocat.", "fr", "L'aînée est devenue avocate."),
        ("My eldest studies law in Lyon.", "Mon aîné étudie le droit à Lyon.", "fr",
         "Mon aînée étudie le droit à Lyon."),
        ("The latter was born in Lyon.", "Ce dernier est né à Lyon.", "fr", "Cette dernière est née à Lyon."),
        ("The former was elected.", "Le premier a été élu.", "fr", "La première a été élue."),
        ("The latter lives in Rome.", "Ce dernier vit à Rome.", "fr", "Cette dernière vit à Rome."),
        ("The oldest said nothing.", "Le plus âgé n'a rien dit.", "fr", "La plus âgée n'a rien dit."),
        ("The youngest was born in Madrid.", "El menor nació en Madrid.", "es", "La menor nació en Madrid."),
        ("The latter was elected in 2010.", "Este último fue elegido en 2010.", "es",
         "Esta última fue elegida en 2010."),
        ("The youngest was born in Rome.", "Il più giovane è nato a Roma.", "it",
         "La più giovane è nata a Roma."),
        ("The latter was elected in 2010.", "Quest'ultimo è stato eletto nel 2010.", "it",
         "Quest'ultima è stata eletta nel 2010."),
    ],
)  # fmt: skip
def test_a_fused_head_is_a_person(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


def test_fused_head_categories() -> None:
    assert _cats("The youngest was born in Paris.") == {"youngest": "C8", "born": "C10"}
    assert _cats("The youngest were playing outside.")["youngest"] == "C12"
    assert _cats("The youngest of them was tired.")["youngest"] == "C8"
    assert "latter" in _cats("The latter is a doctor.")


@pytest.mark.parametrize(
    "source",
    [
        "The latter is cheaper.",
        "The former was built in 1900.",
        "The oldest was built in 1200.",
        "The latter is a small town.",
        "The latest news is bad.",
        "The latest is always the best.",
        "The poor results were disappointing.",
        "The new car is fast.",
        "The new is always exciting.",
        "The younger plants grow faster.",
        "The younger generation needs jobs.",
        "The former house is empty.",
        "The older ones were repainted.",
    ],
)
def test_no_fused_head_cue_on_things(source: str) -> None:
    assert _cats(source) == {}


def test_things_get_no_variants(agents: RuleAgents) -> None:
    for source, translation in [
        ("The latter is cheaper.", "Ce dernier est moins cher."),
        ("The former was built in 1900.", "Le premier a été construit en 1900."),
        ("The latest news is bad.", "Les dernières nouvelles sont mauvaises."),
    ]:
        [a] = agents.analyse([Item(source, translation, "fr")])
        assert not list(a.variants.all), source


# --------------------------------------------------------------------------- irregular participles


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("The fallen were honoured at the ceremony.", "Les morts ont été honorés lors de la cérémonie.",
         "fr", "Les mortes ont été honorées lors de la cérémonie."),
        ("The forgotten are the poorest.", "Les oubliés sont les plus pauvres.", "fr",
         "Les oubliées sont les plus pauvres."),
        ("The fallen were honoured at the ceremony.", "Los caídos fueron honrados en la ceremonia.", "es",
         "Las caídas fueron honradas en la ceremonia."),
    ],
)  # fmt: skip
def test_an_irregular_participle_stands_for_people(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


@pytest.mark.parametrize(
    "source",
    ["The stolen was never found.", "The written word is powerful.", "The known and the unknown."],
)
def test_no_participle_cue_on_things(source: str) -> None:
    assert _cats(source) == {}


# --------------------------------------------------------------------------- names made persons


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("Okafor is known as a talented surgeon.", "Okafor est connu comme un chirurgien talentueux.", "fr",
         "Okafor est connue comme une chirurgienne talentueuse."),
        ("Since 2015, Lindqvist has been employed as a nurse in Oslo.",
         "Depuis 2015, Lindqvist est employé comme infirmier à Oslo.", "fr",
         "Depuis 2015, Lindqvist est employée comme infirmière à Oslo."),
        ("Okafor is known as a talented surgeon.", "Okafor es conocido como un cirujano talentoso.", "es",
         "Okafor es conocida como una cirujana talentosa."),
    ],
)  # fmt: skip
def test_a_name_with_a_role_is_a_person(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


def test_a_name_predicate_needs_a_role_introduced_by_as_or_a_link() -> None:
    assert _cats("Okafor is known as a talented surgeon.") == {"known": "C10", "surgeon": "C7"}
    # the role noun is in a prepositional phrase, not said of the subject
    assert "founded" not in _cats("Paris was founded long before the doctor arrived.")
    # no occupation noun: a company, a city
    assert _cats("Boeing is known as a manufacturer of planes.") == {}
    assert _cats("Lisbon is known as a city of light.") == {}
    # not in a language whose predicates do not agree
    assert "known" not in _cats("Okafor is known as a talented surgeon.", "de")


# --------------------------------------------------------------------------- perception copulas


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("You look tired.", "Pareces cansado.", "es", "Pareces cansada."),
        ("You sound worried.", "Sembri preoccupato.", "it", "Sembri preoccupata."),
        ("They appeared confused.", "Ils semblaient confus.", "fr", "Elles semblaient confuses."),
    ],
)  # fmt: skip
def test_a_perception_copula_takes_a_predicate(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


@pytest.mark.parametrize(
    "source",
    [
        "You look around the room.",
        "We look forward to seeing you.",
        "I look like my father.",
        "I looked back.",
    ],
)
def test_a_particle_after_look_is_no_predicate(source: str) -> None:
    assert "C10" not in _cats(source).values()


# --------------------------------------------------------------------------- agentless passives


def test_an_ly_adverb_before_a_person_passive(agents: RuleAgents) -> None:
    assert _cats("Okafor was repeatedly elected to the council.") == {"was repeatedly elected": "C10"}
    assert (
        _variant(agents, "Okafor was quickly arrested.", "Okafor a été rapidement arrêté.", "fr", "F")
        == "Okafor a été rapidement arrêtée."
    )
    assert _cats("The bridge was rapidly built.") == {}


def test_a_nominal_adjective_before_a_singular_verb(agents: RuleAgents) -> None:
    assert _cats("The accused denies the charges.") == {"accused": "C12"}
    assert (
        _variant(agents, "The accused denies the charges.", "L'accusé nie les accusations.", "fr", "F")
        == "L'accusée nie les accusations."
    )
    # a verb that is also a noun stays a noun after an adjective
    assert _cats("The old leaves.") == {}
    assert _cats("The dead leaves fell.") == {}


# --------------------------------------------------------------------------- numerals


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("The two were married in June.", "Les deux se sont mariés en juin.", "fr",
         "Les deux se sont mariées en juin."),
        ("The two were born in Lima.", "Los dos nacieron en Lima.", "es", "Las dos nacieron en Lima."),
        ("The two were elected in 2010.", "Los dos fueron elegidos en 2010.", "es",
         "Las dos fueron elegidas en 2010."),
    ],
)  # fmt: skip
def test_a_numeral_head_said_of_people(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


@pytest.mark.parametrize(
    "source", ["The two were built in 1900.", "The two are similar.", "The three remain open."]
)
def test_no_numeral_head_cue_on_things(source: str) -> None:
    assert _cats(source) == {}


# --------------------------------------------------------------------------- ordinals


def test_an_ordinal_head_with_an_infinitive(agents: RuleAgents) -> None:
    assert (
        _variant(
            agents, "The last to leave was my cousin.", "Le dernier à partir était mon cousin.", "fr", "F"
        )
        == "La dernière à partir était ma cousine."
    )
    assert _cats("The first to finish said nothing.") == {"first": "C8"}
    # things, or nothing said of a person
    assert _cats("The first to be built was a church.") == {}
    assert _cats("The first time was great.") == {}
    assert _cats("The first to arrive was late.") == {}


# --------------------------------------------------------------------------- free relatives


@pytest.mark.parametrize(
    ("source", "translation", "lang", "female"),
    [
        ("Whoever did this is very smart.", "Quien hizo esto es muy listo.", "es",
         "Quien hizo esto es muy lista."),
        ("Whoever did this is very smart.", "Chi ha fatto questo è molto bravo.", "it",
         "Chi ha fatto questo è molto brava."),
        ("Anyone who is interested can apply.", "Cualquiera que esté interesado puede presentarse.", "es",
         "Cualquiera que esté interesada puede presentarse."),
        ("Anyone who finishes early will be rewarded.", "Quiconque finira tôt sera récompensé.", "fr",
         "Quiconque finira tôt sera récompensée."),
    ],
)  # fmt: skip
def test_a_free_relative_predicate_agrees(
    agents: RuleAgents, source: str, translation: str, lang: str, female: str
) -> None:
    assert _variant(agents, source, translation, lang, "F") == female


def test_free_relative_without_a_predicate() -> None:
    assert _cats("Anyone who has a car can drive.") == {"Anyone who": "C8"}
    assert _cats("Whoever is ready can go.") == {"Whoever": "C8", "ready": "C10"}


def test_an_age_head_of_a_bare_numeral_is_a_person() -> None:
    """en-cues-51: "of the three" with no noun after it counts people the head is one of."""
    assert _cats("The youngest of the three was the smartest.")["youngest"] == "C8"
    assert _cats("The elder of the two is a nurse.")["elder"] == "C8"
    assert _cats("The youngest of the three trees was cut down.") == {}
    assert _cats("The younger of the two plants grows faster.") == {}


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The youngest of the three was the smartest.",
            "La plus jeune des trois était la plus intelligente.",
            "Le plus jeune des trois était le plus intelligent.",
        ),
    ],
)
def test_an_age_head_of_a_numeral_gets_one_set(
    agents: RuleAgents, source: str, feminine: str, masculine: str
) -> None:
    assert _variant(agents, source, feminine, "fr", "M") == masculine
    assert _variant(agents, source, masculine, "fr", "F") == feminine


def test_a_floating_quantifier_after_you_we_us_is_people() -> None:
    """en-cues-51: "you all", "we both", "us each" quantify people whatever follows them."""
    assert _cats("Thank you all for coming.") == {"all": "C8"}
    # en-cues-76: the predicate after "you all" is the subject's too, as after "you" ("You look tired").
    assert _cats("You all look tired.") == {"all": "C8", "You all look tired": "C10"}
    assert _cats("Thank you all.") == {"all": "C8"}
    assert _cats("We both agreed.") == {"both": "C8"}
    # "them"/"they" name things as often: not read here.
    assert "all" not in _cats("The files? I deleted them all.")
    assert _cats("It all looks fine.") == {}


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        ("Thank you all for coming.", "Merci à toutes d'être venues.", "Merci à tous d'être venus."),
        ("I love you all.", "Je vous aime toutes.", "Je vous aime tous."),
        ("Did you all see it?", "Vous l'avez toutes vu ?", "Vous l'avez tous vu ?"),
    ],
)
def test_a_floating_quantifier_gets_one_set(
    agents: RuleAgents, source: str, feminine: str, masculine: str
) -> None:
    assert _variant(agents, source, feminine, "fr", "M") == masculine
    assert _variant(agents, source, masculine, "fr", "F") == feminine
