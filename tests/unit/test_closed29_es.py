"""Spanish closed variant sets (issue 12, helper closedes29, es-inflect-23): rules read off the
open GATE-like dev pairs es-c061..es-c100 of ``benchmarks/data/closed_dev/es.jsonl``, tested with
sentences written for these tests. Each rule has a case it must fix and one it must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import SpanishInflector, _morph
from fairmt.inflect.spanish_clitics import predicative_after_verb

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


def _toks(text: str) -> list[str]:
    return text.split()


def _variants(source: str, translation: str) -> set[str]:
    items = [Item(source, translation, "es")]
    agents = RuleAgents()
    agents.prepare(items)
    return {v.text for v in agents.analyse(items)[0].variants.all}


# -- a span led by a first/second-person verb has its predicative's gender (NGLE §2.2, §33.1) ----


@pytest.mark.parametrize(
    ("text", "span", "gender"),
    [
        ("¿Estabas decepcionado ?", (0, 2), "M"),
        ("¿Estabas decepcionada ?", (0, 2), "F"),
        ("Quedabas muy preocupado", (0, 1), "M"),
        ("Hoy estás muy guapa", (1, 2), "F"),
    ],
)
def test_verb_led_span_has_the_predicatives_gender(text: str, span: tuple[int, int], gender: str) -> None:
    assert SpanishInflector().gender_of(_toks(text), span) == gender


@pytest.mark.parametrize(
    ("text", "verb"), [("Tengo mucha suerte", 0), ("Estabas , la verdad , cansado", 0), ("Eres feliz", 0)]
)
def test_no_predicative_after_the_verb(text: str, verb: int) -> None:
    # must not change: a determiner, a comma, a one-form adjective give no gender
    assert predicative_after_verb(_toks(text), verb) is None


def test_masculine_question_to_the_addressee_gets_its_feminine() -> None:
    got = _variants("Were you scared?", "¿Estabas asustado?")
    assert "¿Estabas asustada?" in got


# -- a plural clitic and a dropped subject's predicatives for "them"/"they" (NGLE §16.2, §33.1) --


@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("Llamé a mis hermanas y las vi cansadas .", [(5, 6), (7, 8)]),
        ("Vi a mis primos y quise saludarlos .", [(6, 7)]),
        ("Los alumnos llegaron pronto , pero no los esperé .", [(7, 8)]),
    ],
)
def test_plural_object_clitics_of_people(text: str, spans: list[tuple[int, int]]) -> None:
    from fairmt.inflect.spanish_groups import group_object_spans

    assert group_object_spans(_toks(text)) == spans


@pytest.mark.parametrize(
    "text", ["Compré las entradas y las guardé en el cajón .", "Leí los libros y los devolví ayer ."]
)
def test_plural_object_clitics_of_things_stay(text: str) -> None:
    # must not change: the clitic's nearest noun in its gender is a thing
    from fairmt.inflect.spanish_groups import group_object_spans

    assert group_object_spans(_toks(text)) == []


def test_them_follows_the_group() -> None:
    got = _variants(
        "Our cousins came early, so we took them to the beach.",
        "Nuestras primas llegaron temprano, así que las llevamos a la playa.",
    )
    assert "Nuestros primos llegaron temprano, así que los llevamos a la playa." in got


def test_they_dropped_subject_follows_the_group() -> None:
    got = _variants(
        "When the nurses came in, they were surprised to find the room empty.",
        "Cuando entraron las enfermeras, se quedaron sorprendidas al encontrar la sala vacía.",
    )
    assert "Cuando entraron los enfermeros, se quedaron sorprendidos al encontrar la sala vacía." in got


def test_a_gendered_group_keeps_its_clitic() -> None:
    # must not change: "the women" genders the group, so "las" stays with it
    got = _variants(
        "The women and the doctors arrived, so we welcomed them.",
        "Llegaron las mujeres y los médicos, así que los recibimos.",
    )
    assert all("las recibimos" not in v for v in got)


# -- a conjunct adjective tagged as an adverb, a floating quantifier's predicative, "una a una" --


@pytest.mark.parametrize(
    ("text", "span", "gender", "other"),
    [
        # "justo"/"claro" are also adverbs; coordinated predicatives share their subject (§31.3)
        (
            "Mi entrenador es muy exigente pero justo .",
            (0, 2),
            "F",
            "Mi entrenadora es muy exigente pero justa .",
        ),
        # a floating quantifier and its predicative (§20.3)
        ("Tengo dos colegas , ambos casados .", (4, 5), "F", "Tengo dos colegas , ambas casadas ."),
        # the distributive of the realised group (§20.4)
        (
            "Las alumnas salieron del aula una por una .",
            (0, 2),
            "M",
            "Los alumnos salieron del aula uno por uno .",
        ),
    ],
)
def test_group_words_agree(text: str, span: tuple[int, int], gender: str, other: str) -> None:
    assert SpanishInflector().realise(_toks(text), span, gender) == _toks(other)  # type: ignore[arg-type]


def test_adverb_after_a_conjunction_stays() -> None:
    # must not change: "bien" has no adjective reading
    toks = _toks("Mi profesora es seria y habla bien .")
    assert SpanishInflector().realise(toks, (0, 2), "M") == _toks("Mi profesor es serio y habla bien .")


def test_distributive_of_another_group_stays() -> None:
    # must not change: "una a una" is said of "las cartas", the nearest feminine plural noun
    toks = _toks("La secretaria abrió las cartas una a una .")
    assert SpanishInflector().realise(toks, (0, 2), "M") == _toks(
        "El secretario abrió las cartas una a una ."
    )


# -- a person noun after a possessive of no gender (es-inflect-23) --------------------------------


def test_person_noun_after_a_possessive() -> None:
    assert SpanishInflector().person_spans(_toks("Ayer vi a mis sobrinas en el parque .")) == [(4, 5)]


@pytest.mark.parametrize(
    "text", ["Su gato estaba enfermo .", "Mi casa es tu casa .", "Su colega llegó tarde ."]
)
def test_no_person_noun_after_a_possessive(text: str) -> None:
    # must not change: an animal with a pair, a thing, a common-gender noun showing no gender
    assert SpanishInflector().person_spans(_toks(text)) == []


# -- a singular "them" whose antecedent the aligner placed nowhere (rules-32) --------------------


def test_them_clitic_of_an_unaligned_antecedent() -> None:
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.they_objects import they_object_clitics
    from fairmt.fairqe.types import Cue, CueDetection

    toks = _toks("Llamé a la carpintera pero no pude localizarla .")
    det = CueDetection(
        cues=(
            Cue("carpenter", Category.C7, source_tokens=(3, 4)),
            Cue("them", Category.C8, source_tokens=(7, 8), note="singular they (antecedent 'carpenter')"),
        )
    )
    # the one person span no cue gives ("carpintera") is the antecedent; the enclitic follows it
    assert they_object_clitics(det, toks, SpanishInflector(), [(3, 4)]) == [(7, 8)]
    # must not change: with two such spans, no antecedent is chosen
    assert they_object_clitics(det, toks, SpanishInflector(), [(0, 1), (3, 4)]) == []
