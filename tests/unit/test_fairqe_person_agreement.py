"""en-cues-15 / rules-10: the one person's gender read from agreement in Spanish and Italian
translations (fairmt.fairqe.person_agreement). Every sentence here was written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.person_agreement import fronted_predicative, inflector_gender, person_pronouns
from fairmt.fairqe.types import Item


def _explicit_readings(source: str, translation: str, lang: str) -> dict[str, str]:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    return {c.target_span: c.target_gender for c in det.explicit if c.target_gender is not None}


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _alignment(agents: RuleAgents, source: str, translation: str, lang: str) -> bool | None:
    [a] = agents.analyse([Item(source, translation, lang)])
    return a.variants.alignment


@pytest.mark.parametrize(
    ("word", "lang", "gender"),
    [
        ("propensa", "it", "F"),  # unknown to Apertium's Italian dictionary
        ("propenso", "it", "M"),
        ("risucchiata", "it", "F"),
        ("lavoratrice", "it", None),  # not an -a/-o word of an adjective pair: no reading
        ("giornalista", "it", None),  # -ista: common gender
        ("Propensa", "it", None),  # capitalised: a name, not read
        ("propensa", "fr", None),  # only es and it
    ],
)
def test_inflector_gender(word: str, lang: str, gender: str | None) -> None:
    assert inflector_gender(word, lang) == gender


def test_fronted_predicative_needs_a_comma_and_no_article_after_it() -> None:
    def read(word: str) -> str | None:
        return {"nacida": "F", "nacido": "M", "construida": "F"}.get(word)

    def find(text: str) -> list[tuple[int, str]]:
        toks = text.split()
        return [(j, str(g)) for j, g in fronted_predicative([t.lower().strip(",.") for t in toks], toks,
                                                           "es", read, frozenset({"la", "el"}))]  # fmt: skip

    assert find("Nacida en Lima, estudió derecho.") == [(0, "F")]
    assert find("Una vez nacido, lloró.") == [(2, "M")]
    # the main clause has a noun subject with its article: the phrase may agree with a thing
    assert find("Construida en 1900, la casa sigue en pie.") == []
    # no comma closes the phrase
    assert find("Nacida en Lima estudió derecho.") == []
    # the second sentence is read too
    assert find("Vive en Quito. Nacido en Lima, estudió derecho.") == [(3, "M")]


def test_person_pronouns_keep_accents_and_skip_the_polite_lei() -> None:
    assert person_pronouns(["Lo", "dijo", "él", "y", "no", "el", "jefe."], "es") == [(2, "M")]
    assert person_pronouns(["Ho", "parlato", "con", "Lei", "ieri."], "it") == []
    assert person_pronouns(["Lei", "è", "partita,", "lui", "no."], "it") == [(0, "F"), (3, "M")]


@pytest.mark.parametrize(
    ("source", "translation", "lang", "word", "gender"),
    [
        # a fronted adjective or participle agrees with the dropped subject of the main clause
        ("Rather shy, she rarely spoke at meetings.",
         "Piuttosto timida, parlava raramente alle riunioni.", "it", "timida", "F"),
        ("Rather shy, she rarely spoke at meetings.",
         "Piuttosto timido, parlava raramente alle riunioni.", "it", "timido", "M"),
        ("Once elected, he cut the city's budget.",
         "Una volta eletto, ha tagliato il bilancio della città.", "it", "eletto", "M"),
        ("Once elected, he cut the city's budget.",
         "Una vez elegida, recortó el presupuesto de la ciudad.", "es", "elegida", "F"),
        # a predicate adjective the dictionary does not know, read through the inflector
        ("Later she was more inclined to forgive him.",
         "Più tardi era più propensa a perdonarlo.", "it", "propensa", "F"),
        # the dative clitic of a passive clause: the person is the dative
        ("In 2019 she was awarded a medal.", "Nel 2019 le fu conferita una medaglia.", "it", "le", "F"),
        ("In 2019 he was awarded a medal.", "Nel 2019 gli fu conferita una medaglia.", "it", "gli", "M"),
        # a pronoun the translation adds for a reflexive
        ("In 2010 Kim moved to Quito and declared herself happy.",
         "En 2010 Kim se mudó a Quito y ella se declaró feliz.", "es", "ella", "F"),
    ],
)  # fmt: skip
def test_the_one_persons_agreement_is_read(
    source: str, translation: str, lang: str, word: str, gender: str
) -> None:
    read = _explicit_readings(source, translation, lang)
    assert read.get(word) == gender, read


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # a sentence-opening adverb in the feminine form of an ordinal: no person
        ("First, she painted the kitchen.", "Prima, ha dipinto la cucina.", "it"),
        # a verb that is also an adjective opens the sentence
        ("She keeps singing, higher and higher.", "Continua a cantare, sempre più in alto.", "it"),
        # the main clause has its own subject (a thing) after the comma
        ("Built in 1900, her house still stands.",
         "Costruita nel 1900, la sua casa è ancora in piedi.", "it"),
        # another person the clause may be about: nothing is read
        ("She met the new doctor; once elected, he changed everything.",
         "Ha conosciuto il nuovo medico; una volta eletto, ha cambiato tutto.", "it"),
    ],
)  # fmt: skip
def test_no_agreement_reading_without_the_one_person(source: str, translation: str, lang: str) -> None:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    notes = [c.note for c in det.explicit]
    assert not any("fronted predicative:" in n for n in notes), notes


@pytest.mark.parametrize(
    ("source", "right", "wrong", "lang"),
    [
        ("Rather shy, she rarely spoke at meetings.",
         "Piuttosto timida, parlava raramente alle riunioni.",
         "Piuttosto timido, parlava raramente alle riunioni.", "it"),
        ("In 2019 she was awarded a medal.",
         "Nel 2019 le fu conferita una medaglia.", "Nel 2019 gli fu conferita una medaglia.", "it"),
        ("Born in Lima, she studied law.", "Nacida en Lima, estudió derecho.",
         "Nacido en Lima, estudió derecho.", "es"),
    ],
)  # fmt: skip
def test_explicit_check_follows_the_agreement(
    agents: RuleAgents, source: str, right: str, wrong: str, lang: str
) -> None:
    assert _alignment(agents, source, right, lang) is True
    assert _alignment(agents, source, wrong, lang) is False


def test_a_pronoun_after_a_preposition_may_be_a_thing() -> None:
    # "de ella" is the war here; the dative "a ella" is a person
    assert person_pronouns(["Odia", "la", "guerra", "y", "huye", "de", "ella."], "es") == []
    assert person_pronouns(["Le", "fue", "negado", "a", "ella."], "es") == [(4, "F")]


@pytest.mark.parametrize(
    ("source", "translation", "lang", "alignment"),
    [
        # the aligner reaches a thing for the gendered noun: no violation is read on it
        ("The duchess spoke at the wedding.", "La duchessa ha parlato al matrimonio.", "it", True),
        # a noun of one gender only ("persona") shows nobody's gender
        ("He said he was a kind person.", "Dijo que era una persona amable.", "es", None),
        # a gendered noun in the wrong gender that has the right form stays a violation
        ("The duchess spoke at the wedding.", "Il duca ha parlato al matrimonio.", "it", False),
    ],
)  # fmt: skip
def test_a_word_with_no_form_in_the_sources_gender_is_no_violation(
    agents: RuleAgents, source: str, translation: str, lang: str, alignment: bool | None
) -> None:
    assert _alignment(agents, source, translation, lang) is alignment


def test_reflexive_agreement() -> None:
    from fairmt.fairqe.person_agreement import reflexive_agreement

    def read(text: str, lang: str) -> list[tuple[int, str]]:
        return [(j, str(g)) for j, g in reflexive_agreement(text.split(), lang)]

    assert read("Fu la manager di se stessa per anni.", "it") == [(5, "F")]
    assert read("Registrò il disco da sola.", "it") == [(4, "F")]
    assert read("Lo registrò da solo.", "it") == [(3, "M")]
    assert read("Vive lì da solo un anno.", "it") == []  # "only"
    assert read("Lo construyó por sí misma.", "es") == [(4, "F")]
    assert read("Sono fiera di me stessa.", "it") == []  # the speaker


@pytest.mark.parametrize(
    ("source", "right", "wrong", "lang"),
    [
        ("She recorded the album on her own.",
         "Registrò il disco da sola.", "Registrò il disco da solo.", "it"),
        ("He built the house by himself.", "Costruì la casa da solo.", "Costruì la casa da sola.", "it"),
        ("She organised the trip by herself.",
         "Organizó el viaje por sí misma.", "Organizó el viaje por sí mismo.", "es"),
    ],
)  # fmt: skip
def test_reflexive_agreement_decides_the_explicit_check(
    agents: RuleAgents, source: str, right: str, wrong: str, lang: str
) -> None:
    assert _alignment(agents, source, right, lang) is True
    assert _alignment(agents, source, wrong, lang) is False


@pytest.mark.parametrize(
    ("source", "translation", "lang", "word", "gender"),
    [
        ("Later she felt drawn to painting.",
         "Más tarde se sintió atraída por la pintura.", "es", "atraída", "F"),
        ("Later she felt drawn to painting.",
         "Più tardi si sentì attratto dalla pittura.", "it", "attratto", "M"),
        ("He declared himself satisfied.", "Se declaró satisfecho.", "es", "satisfecho", "M"),
    ],
)  # fmt: skip
def test_a_pronominal_verbs_predicative_is_read(
    source: str, translation: str, lang: str, word: str, gender: str
) -> None:
    assert _explicit_readings(source, translation, lang).get(word) == gender


def test_no_pronominal_predicative_when_the_subject_follows() -> None:
    from fairmt.fairqe.person_agreement import reflexive_predicatives

    toks = ["Ella", "dice", "que", "se", "considera", "necesaria", "la", "reforma."]
    found = reflexive_predicatives(
        [t.lower().strip(".") for t in toks], toks, "es", lambda w: w == "considera",
        lambda w: "F" if w == "necesaria" else None, frozenset({"la"}), lambda k: True,
    )  # fmt: skip
    assert found == []


def test_a_known_counterpart_stays_a_violation(agents: RuleAgents) -> None:
    # the seed lexicon's translation of the gendered word is read even where the inflector
    # has no pair for it
    assert _alignment(agents, "They sang for their goddess.", "Cantaban para su dios.", "es") is False
    assert _alignment(agents, "They sang for their goddess.", "Cantaban para su diosa.", "es") is True
