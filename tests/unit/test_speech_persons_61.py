"""The speaker or the addressee beside a role noun is a person of its own (es61b,
``fairmt.fairqe.agents.independent_persons``). Sentences written for these tests, never rows of
an evaluation set: "I" (or "we", "you") and "the plumber" are two referents, each free in
gender, so every combination of their genders is a realisation and the feminine and the
masculine translation of one source get one variant set. The speaker stays one person however
often "I" comes back, and "As a nurse, I ..." or "I am a doctor" name the speaker's own role.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixtures ``one_set(source, feminine, masculine, lang)`` and
#: ``variant_set(source, translation, lang)``
OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]


@needs
@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine", "mixed"),
    [
        ("es", "I was happy when the plumber arrived.",
         "Estaba contenta cuando llegó el fontanero.", "Estaba contento cuando llegó el fontanero.",
         "Estaba contento cuando llegó la fontanera."),
        ("es", "We were worried because the surgeon was late.",
         "Estábamos preocupadas porque el cirujano llegó tarde.",
         "Estábamos preocupados porque el cirujano llegó tarde.",
         "Estábamos preocupados porque la cirujana llegó tarde."),
        ("it", "I was tired when the plumber arrived.",
         "Ero stanca quando è arrivato l'idraulico.", "Ero stanco quando è arrivato l'idraulico.",
         "Ero stanco quando è arrivata l'idraulica."),
    ],
)  # fmt: skip
def test_speaker_and_noun_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str, mixed: str
) -> None:
    f_set = one_set(source, feminine, masculine, lang)
    # the speaker keeps the masculine while the noun's person changes
    assert mixed in f_set


@needs
def test_addressee_is_a_person_of_its_own(variant_set: VariantSet) -> None:
    got = variant_set("You are sure that the lawyer lied?", "¿Estás segura de que el abogado mintió?", "es")
    assert "¿Estás seguro de que la abogada mintió?" in got
    assert "¿Estás seguro de que el abogado mintió?" in got


@needs
@pytest.mark.parametrize(
    ("source", "translation", "wrong"),
    [
        # "I" twice is one speaker: no "cansada ... hambriento"
        ("I am tired and I am hungry today.", "Estoy cansada y estoy hambrienta hoy.",
         "Estoy cansada y estoy hambriento hoy."),
        # the noun after "as" is the speaker's own role
        ("As a nurse, I am always tired.", "Como enfermera, siempre estoy cansada.",
         "Como enfermero, siempre estoy cansada."),
        # the subject complement names the speaker
        ("I am a doctor and I am tired.", "Soy médica y estoy cansada.", "Soy médico y estoy cansada."),
    ],
)  # fmt: skip
def test_speaker_roles_stay_one_person(
    variant_set: VariantSet, source: str, translation: str, wrong: str
) -> None:
    got = variant_set(source, translation, "es")
    assert wrong not in got
    assert len(got) == 2  # the original and its one uniform realisation


def test_speech_person_keys() -> None:
    from fairmt.fairqe.agents.independent_persons import _cue_key
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    assert _cue_key(Cue("I am tired", Category.C10)) == _cue_key(Cue("we were late", Category.C10))
    assert _cue_key(Cue("You are sure", Category.C10)) not in (None, _cue_key(Cue("I was", Category.C10)))
    # an omitted subject or a third person names no person of its own here
    assert _cue_key(Cue("Overslept", Category.C10)) is None
    assert _cue_key(Cue("they were tired", Category.C10)) is None


@needs
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        # "seguro", "claro" are adverbs and nouns too: the masculine predicate is placed as the
        # feminine one is, and both originals get one set
        ("I am sure that the plumber lied.", "Estoy seguro de que el fontanero mintió.",
         "Estoy segura de que el fontanero mintió."),
        ("Are you sure the baker left?", "¿Estás seguro de que el panadero se fue?",
         "¿Estás segura de que el panadero se fue?"),
    ],
)  # fmt: skip
def test_homograph_adjective_predicate(
    variant_set: VariantSet, source: str, masculine: str, feminine: str
) -> None:
    got = variant_set(source, masculine, "es")
    assert feminine in got
    assert got == variant_set(source, feminine, "es")


def test_homograph_adjective_is_no_modifier() -> None:
    from fairmt.fairqe.unaligned_predicates import _homograph_adjective
    from fairmt.inflect.spanish_morph import get_morph

    morph = get_morph()
    if not morph.available:
        pytest.skip("Apertium Spanish not installed")
    assert _homograph_adjective(morph, ["estás", "seguro", "de"], 1)
    # an adverb before an adjective modifies it ("medio dormida"); a quantifier is never taken
    assert not _homograph_adjective(morph, ["estaba", "medio", "dormida"], 1)
    assert not _homograph_adjective(morph, ["estoy", "mucho", "mejor"], 1)
    assert not _homograph_adjective(morph, ["es", "poco", "de"], 1)


@needs
@pytest.mark.parametrize(
    ("lang", "source", "translation", "mixed"),
    [
        # a bare noun set off by a comma at the end or the start of the sentence is a vocative:
        # the addressee itself, not a third person beside "you"
        ("es", "Are you certain, teacher?", "¿Está segura, profesora?", "¿Está segura, profesor?"),
        ("es", "Teacher, are you certain?", "Profesora, ¿está segura?", "Profesora, ¿está seguro?"),
        ("es", "You seem worried, teacher.", "Pareces preocupada, profesora.",
         "Pareces preocupado, profesora."),
        ("it", "Teacher, are you worried?", "Professoressa, è preoccupata?", "Professoressa, è preoccupato?"),
    ],
)  # fmt: skip
def test_vocative_is_the_addressee(
    variant_set: VariantSet, lang: str, source: str, translation: str, mixed: str
) -> None:
    got = variant_set(source, translation, lang)
    assert mixed not in got
    assert len(got) == 2  # the original and its one uniform realisation


@needs
@pytest.mark.parametrize(
    ("source", "translation", "mixed"),
    [
        ("Cook, you seem exhausted.", "Cocinera, pareces agotada.", "Cocinero, pareces agotada."),
        ("Nurse, you seem worried.", "Enfermera, pareces preocupada.", "Enfermero, pareces preocupada."),
    ],
)  # fmt: skip
def test_uncued_noun_beside_addressee_is_no_split(
    variant_set: VariantSet, source: str, translation: str, mixed: str
) -> None:
    # the aligner leaves the vocative unplaced (an uncued person noun of the translation): with
    # the addressee beside it, no English test says they are two persons, so no split
    got = variant_set(source, translation, "es")
    assert mixed not in got
    assert len(got) == 2
