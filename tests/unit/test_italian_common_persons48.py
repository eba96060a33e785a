"""it-inflect-48: a bare masculine noun in -o whose Spanish translation is a common-gender noun in -a
("poliziotto" -> "policía") is a person noun with the regular feminine, though the Italian dictionary
lacks it (italian_common_persons). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_common_persons import spanish_common_person

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Fu arrestata da una squadra di poliziotti armati .",
            (5, 7),
            "F",
            "Fu arrestata da una squadra di poliziotte armate .",
        ),
        ("Parlò con poliziotti stanchi .", (2, 4), "F", "Parlò con poliziotte stanche ."),
        (
            "Fu arrestato da una squadra di poliziotte armate .",
            (5, 7),
            "M",
            "Fu arrestato da una squadra di poliziotti armati .",
        ),
        ("Cercavano bagnini esperti .", (1, 3), "F", "Cercavano bagnine esperte ."),
    ],
)
def test_bare_common_person_flips(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Portava campioni di tessuto rosso .", (3, 5)),  # a thing: tela<f>
        ("Andarono al mare aperto .", (2, 4)),  # mar<mf>, but no -a: a thing
        ("Scrisse sul margine destro .", (2, 4)),
    ],
)
def test_bare_thing_keeps_its_form(text: str, span: tuple[int, int]) -> None:
    got = get_inflector("it").realise(text.split(), span, "F")
    assert got is None or " ".join(got) == text


@needs_it
def test_spanish_common_person_class() -> None:
    assert spanish_common_person("poliziotto") and spanish_common_person("poliziotti")
    assert not any(spanish_common_person(w) for w in ("mare", "margine", "tessuto", "coniuge", "pilota"))


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Un consumatore medio usa troppa plastica .",
            (0, 2),
            "F",
            "Una consumatrice media usa troppa plastica .",
        ),
        ("Il cuoco attento usa poco sale .", (0, 2), "F", "La cuoca attenta usa poco sale ."),
        ("Il bambino sveglio gioca in giardino .", (0, 2), "F", "La bambina sveglia gioca in giardino ."),
        # "attenta" is also the third person of *attentare*: the verb stays
        ("Il ragazzo attenta alla vita del re .", (0, 2), "F", "La ragazza attenta alla vita del re ."),
    ],
)
def test_first_person_homograph_after_noun_is_adjective(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    """it-inflect-48: an adjective in -o that is also a first-person present ("medio" of *mediare*)
    agrees right after its noun (italian_unknown_adjectives._first_person_present)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("I medici sono più propensi a restare .", (0, 2), "F", "Le mediche sono più propense a restare ."),
        ("Le mediche sono più propense a restare .", (0, 2), "M", "I medici sono più propensi a restare ."),
        (
            "Erano uomini di campagna , molto più propensi a seguirlo .",
            (7, 8),
            "F",
            "Erano uomini di campagna , molto più propense a seguirlo .",
        ),
        ("Gli scrittori longevi scrivono molto .", (0, 2), "F", "Le scrittrici longeve scrivono molto ."),
        # an adjective in -e keeps its plural in -i ("edili": no Spanish *edilo*)
        ("I lavoratori edili sono stanchi .", (0, 2), "F", "Le lavoratrici edili sono stanche ."),
    ],
)
def test_cognate_plural_agrees(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    """it-inflect-48: a plural the Italian dictionary lacks whose -o singular is a Spanish adjective
    ("propensi": *propenso*) agrees (italian_unknown_adjectives.cognate_plural)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
def test_cognate_plural_class() -> None:
    from fairmt.inflect.italian_unknown_adjectives import cognate_plural

    assert cognate_plural("propensi") and cognate_plural("propense")
    # an English word kept in the translation, an -e adjective's plural, a known word
    assert not any(cognate_plural(w) for w in ("masculine", "edili", "superbi", "stanchi"))


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "I giocatori di scacchi possono anche essere molto aggressivi .",
            (0, 2),
            "F",
            "Le giocatrici di scacchi possono anche essere molto aggressive .",
        ),
        (
            "Il direttore del museo deve essere contento .",
            (0, 2),
            "F",
            "La direttrice del museo deve essere contenta .",
        ),
        (
            "Le giocatrici di calcio sembrano stanche .",
            (0, 2),
            "M",
            "I giocatori di calcio sembrano stanchi .",
        ),
        # what follows "che" is another clause's predicate
        (
            "Il direttore del museo dice che è chiuso .",
            (0, 2),
            "F",
            "La direttrice del museo dice che è chiuso .",
        ),
    ],
)
def test_predicate_after_complement_and_modal(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    """it-inflect-48: past the subject's "di" complement, a copular verb or a modal before *essere*
    (ItalianSubjectPhrase._skip_complement)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("I fotografi seri e bravi lavorano .", (0, 2), "F", "Le fotografe serie e brave lavorano ."),
        ("I medici erano seri .", (0, 2), "F", "Le mediche erano serie ."),
    ],
)
def test_io_plural_agrees(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    """it-inflect-48: "seri", the plural of "serio" that the dictionary lacks (io_plural)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # a plural after the comma is no appositive of the singular noun, and a foreign word keeps its form
        (
            "Diventarono consorti dell'Imperatore, chiamati Nyōgo in giapponese.",
            (2, 3),
            "F",
            "Diventarono consorti dell'Imperatrice, chiamati Nyōgo in giapponese.",
        ),
        (
            "Gli infermieri, stanchi e affamati, sono andati a casa .",
            (0, 2),
            "F",
            "Le infermiere, stanche e affamate, sono andate a casa .",
        ),
        (
            "Ho visto il medico, appena arrivato da Roma .",
            (2, 4),
            "F",
            "Ho visto la medica, appena arrivata da Roma .",
        ),
    ],
)
def test_appositive_number(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    """it-inflect-48: the appositive adjectives after a comma agree in number with their noun
    (ItalianInflector._appositive_adjectives); an unknown foreign word is no adjective
    (_unknown_adjective)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "I tifosi dell'Inter sembrano arrabbiati .",
            (0, 2),
            "F",
            "Le tifose dell'Inter sembrano arrabbiate .",
        ),
        (
            "I medici dell'ospedale possono essere stanchi .",
            (0, 2),
            "F",
            "Le mediche dell'ospedale possono essere stanche .",
        ),
    ],
)
def test_predicate_after_elided_complement(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    """Review of it45: an elided complement ("dell'ospedale") holds its noun, so the copula or modal
    may follow it at once (ItalianSubjectPhrase._skip_complement)."""
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
def test_cognate_plural_leaves_ore_adjectives() -> None:
    """Review of it45: adjectives in -ore ("incolore", "indolore") have one form for both genders;
    their Spanish cognates in -o ("incoloro") do not make them -o/-a adjectives."""
    from fairmt.inflect.italian_unknown_adjectives import cognate_plural, cognate_plural_form

    assert not any(cognate_plural(w) for w in ("incolore", "incolori", "indolore", "indolori"))
    assert cognate_plural_form("incolori", "F") is None
