"""es-inflect-38 (session 34, helper es44): adjectives coordinated after a realised predicative or
person noun, nouns in "-ópata" of common gender, and "huésped"/"huéspeda" as a feminine doublet.
Sentences written for these tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect import get_inflector

OneSet = Callable[[str, str, str, str], set[str]]


def _realise(text: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("es").realise(text.split(), span, gender)  # type: ignore[arg-type]
    return " ".join(got) if got is not None else None


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # the small model tags the second participle as a verb: the parse reaches only the first
        (
            "Cuando vuelve del hospital, el paciente se siente agotado o abrumado.",
            (5, 7),
            "F",
            "Cuando vuelve del hospital, la paciente se siente agotada o abrumada.",
        ),
        (
            "Dicen que el enfermo se siente cansado, aburrido y asustado.",
            (2, 4),
            "F",
            "Dicen que la enferma se siente cansada, aburrida y asustada.",
        ),
        ("Mi abuelo llegó cansado o dormido.", (0, 2), "F", "Mi abuela llegó cansada o dormida."),
        # a list of attributive adjectives right after the noun
        (
            "Buscamos un panadero estupendo, rápido, ordenado y amable.",
            (1, 3),
            "F",
            "Buscamos una panadera estupenda, rápida, ordenada y amable.",
        ),
        (
            "Conocimos a un profesor alto, delgado y callado.",
            (2, 4),
            "F",
            "Conocimos a una profesora alta, delgada y callada.",
        ),
    ],
)
def test_coordinated_adjectives_agree(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(text, span, gender) == want


def test_the_walk_stops_at_another_noun_phrase() -> None:
    """ "y el médico contento" is another subject's predicate: it keeps its gender."""
    got = _realise("La enfermera estaba cansada y el médico contento.", (0, 2), "M")
    assert got == "El enfermero estaba cansado y el médico contento."


@pytest.mark.parametrize(
    ("text", "span", "want"),
    [
        ("¿Eres una osteópata de verdad?", (1, 3), "¿Eres un osteópata de verdad?"),
        ("La homeópata del barrio abrió hoy.", (0, 2), "El homeópata del barrio abrió hoy."),
        ("Las osteópatas llegaron tarde.", (0, 2), "Los osteópatas llegaron tarde."),
    ],
)
def test_nouns_in_opata_are_of_common_gender(text: str, span: tuple[int, int], want: str) -> None:
    assert _realise(text, span, "M") == want


def test_the_two_feminines_of_huesped_close_the_set(one_set: OneSet) -> None:
    """DPD s.v. "huésped": common in gender ("la huésped"), the feminine "huéspeda" also in use."""
    source = "The guests of the inn can use the pool."
    masc = "Los huéspedes de la posada pueden usar la piscina."
    got = one_set(source, "Las huéspedes de la posada pueden usar la piscina.", masc, "es")
    assert "Las huéspedas de la posada pueden usar la piscina." in got
    assert one_set(source, "Las huéspedas de la posada pueden usar la piscina.", masc, "es") == got


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # a span that ends on the finite verb after the person noun or adjective (the aligner's)
        ("La única ganadora termina con el premio.", (0, 4), "M", "El único ganador termina con el premio."),
        ("La corredora gana siempre.", (0, 3), "M", "El corredor gana siempre."),
        ("Cuando estoy callado, puedo pensar.", (2, 4), "F", "Cuando estoy callada, puedo pensar."),
    ],
)
def test_a_finite_verb_at_the_span_end_keeps_its_form(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want


def test_a_pronoun_before_the_verb_keeps_the_span() -> None:
    """ "Me siento" is no person word before a verb: the span stays, the predicative agrees."""
    assert _realise("Me siento cansada hoy.", (0, 2), "M") == "Me siento cansado hoy."


def test_an_adjective_the_dictionary_reads_as_a_verb_still_agrees() -> None:
    """Apertium reads "adjunta" only as a form of "adjuntar"; the parse reads the adjective."""
    got = _realise("Trabajó como profesora adjunta, y luego como directora.", (2, 4), "M")
    assert got == "Trabajó como profesor adjunto, y luego como directora."


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # the aligner's span is the noun alone; the adjective is also a noun in the dictionary
        ("Ganó el desconocido escritor chileno.", (3, 4), "F", "Ganó la desconocida escritora chilena."),
        ("A los futuros ingenieros les encanta.", (3, 4), "F", "A las futuras ingenieras les encanta."),
        ("La anciana vecina duerme arriba.", (2, 3), "M", "El anciano vecino duerme arriba."),
    ],
)
def test_the_determiner_across_a_prenominal_adjective_agrees(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want


def test_the_adjective_of_a_thing_is_no_second_role(one_set: OneSet) -> None:
    """ "médico" right after "centro" is the centre's adjective, not a role listed with "el doctor"."""
    source = "I went to the medical center and the doctor examined me."
    got = one_set(
        source,
        "Fui al centro médico y la doctora me examinó.",
        "Fui al centro médico y el doctor me examinó.",
        "es",
    )
    assert not any("centro médica" in t for t in got)


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The guide makes sure that divers see the reef.",
            "La guía se asegura de que las buceadoras vean el arrecife.",
            "La guía se asegura de que los buceadores vean el arrecife.",
        ),
    ],
)
def test_an_agent_noun_the_dictionary_lacks_is_a_person(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """An unknown noun in -dor/-dora after a determiner is a person span for an English role noun."""
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("text", "gender", "want"),
    [
        (
            "Los chicos comieron demasiado y se pusieron enfermos.",
            "F",
            "Las chicas comieron demasiado y se pusieron enfermas.",
        ),
        ("La cantante trabajó mucho y se hizo famosa.", "M", "El cantante trabajó mucho y se hizo famoso."),
        ("La vecina gritó mucho y se volvió loca.", "M", "El vecino gritó mucho y se volvió loco."),
    ],
)
def test_a_pronominal_pseudo_copula_coordinated_with_the_subjects_verb(
    text: str, gender: str, want: str
) -> None:
    assert _realise(text, (0, 2), gender) == want


def test_a_non_pronominal_poner_takes_no_subject_predicative() -> None:
    """ "puso nerviosa a su madre": the predicative is the object's, not the subject's."""
    got = _realise("El chico llegó y puso nerviosa a su madre.", (0, 2), "F")
    assert got == "La chica llegó y puso nerviosa a su madre."


@pytest.mark.parametrize(
    ("text", "gender", "want"),
    [
        (
            "La profesora llegó tarde y se hizo pública la noticia.",
            "M",
            "El profesor llegó tarde y se hizo pública la noticia.",
        ),
        ("La directora llegó y se quedó vacía la sala.", "M", "El director llegó y se quedó vacía la sala."),
        (
            "Las enfermeras llegaron y se hicieron públicas las actas.",
            "M",
            "Los enfermeros llegaron y se hicieron públicas las actas.",
        ),
    ],
)
def test_a_pronominal_copulas_adjective_before_a_postverbal_subject_is_its(
    text: str, gender: str, want: str
) -> None:
    """ "se hizo pública la noticia": the adjective is predicated of the noun phrase after it."""
    assert _realise(text, (0, 2), gender) == want


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Es una cocinera estupenda, maravillosa, rápida.",
            (1, 3),
            "M",
            "Es un cocinero estupendo, maravilloso, rápido.",
        ),
        (
            "Buscamos una panadera estupenda, rápida, ordenada.",
            (1, 3),
            "M",
            "Buscamos un panadero estupendo, rápido, ordenado.",
        ),
    ],
)
def test_the_last_item_of_a_list_without_conjunction_agrees(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    """Three or more adjectives joined by commas only: the last one, before the full stop, too."""
    assert _realise(text, span, gender) == want
