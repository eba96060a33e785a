"""en-cues-43 (session 23, branch exp31es): reading the gender of an explicit cue in a Spanish
translation (issue 13, MT-GenEval counterfactual dev misses), each rule with a case it must fix
and one it must not change. Sentences written for these tests (not from any evaluation set).

* "aparecer"/"permanecer" with a predicative agree with their subject (RAE, *Nueva gramática*
  §38.1, §38.8): "aparece cansada";
* a plural sex noun before a capitalised name ("the Boys Grammar School") is read on the sex
  adjective of the translation (Quirk et al. §17.108-109);
* a lower-case "mrs"/"mr" before a capitalised name is the title;
* the neuter "lo" of "con lo que" is no candidate when the person's "lo" stands elsewhere;
* "de ella"/"de él" names the possessor (RAE, *Nueva gramática* §18.3);
* "Como resultado," and "Dicho esto," are no fronted predicative of the person (§38.10);
* seed words: "dios" for "goddess"; "presidente/presidenta" for "chairman/chairwoman";
  "alumno/alumna" for "schoolboy/schoolgirl"; the common-gender "miembro" for "member"; the
  open compound "business woman" read as "businesswoman".
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.types import Cue, Item
from fairmt.inflect.spanish import _morph

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


@pytest.fixture(scope="module")
def detector() -> RuleCueDetector:
    return RuleCueDetector()


def _cue(detector: RuleCueDetector, source: str, translation: str, word: str) -> Cue:
    det = detector.detect([Item(source, translation, "es")])[0]
    return next(c for c in det.cues if c.source_span == word)


@pytest.mark.parametrize(
    ("source", "translation", "word", "gender"),
    [
        ("In the photo, she appears tired.", "En la foto, aparece cansado.", "she", "M"),
        ("In the photo, she appears tired.", "En la foto, aparece cansada.", "she", "F"),
        ("He remained silent for an hour.", "Permaneció callada durante una hora.", "He", "F"),
        (
            "He studied at the Boys Grammar School in Leeds.",
            "Estudió en el Instituto femenino de Leeds.",
            "Boys",
            "F",
        ),
        ("The letter was written by mrs Jones herself.", "La carta la escribió el Sr. Jones.", "mrs", "M"),
        (  # MT-GenEval dev line 939 (masculine), the wrong translation
            "It was granted, and in a moment the whole surface of his body was covered with leprosy, so that "
            "he horrified all who looked upon him.",
            "Se le concedió el deseo y en un momento toda la superficie de su cuerpo se cubrió de lepra, "
            "con lo que horrorizaba a quienes la miraban.",
            "him",
            "F",
        ),
        ("Her novel was praised by the critics.", "La novela de él fue elogiada por la crítica.", "Her", "M"),
        ("They prayed to the goddess every night.", "Rezaban al dios cada noche.", "goddess", "M"),
        (
            "She was removed from her post as chairwoman of the branch.",
            "La destituyeron de su puesto de presidente de la sucursal.",
            "chairwoman",
            "M",
        ),
        (  # MT-GenEval dev line 1024 (masculine), the wrong translation
            "He rowed in a Sydney High eight which contested the national schoolboy eight title at the "
            "Australian Rowing Championships in 1970.",
            "Remó en una Sydney High de a ocho, que compitió por el título de a ocho de alumnas nacionales "
            "en los Campeonatos australianos de remo de 1970.",
            "schoolboy",
            "F",
        ),
        ("The schoolboy won the prize.", "La alumna ganó el premio.", "schoolboy", "F"),
        ("She met a business woman from Madrid.", "Conoció a un empresario de Madrid.", "woman", "M"),
    ],
)
def test_the_translations_gender_is_read(
    detector: RuleCueDetector, source: str, translation: str, word: str, gender: str
) -> None:
    assert _cue(detector, source, translation, word).target_gender == gender


@pytest.mark.parametrize(
    ("source", "translation", "word"),
    [
        # must not change: "aparecer en" has no predicative
        ("She appeared in two films.", "Apareció en dos películas.", "She"),
        # "Como resultado" is a connector and "Dicho esto" an absolute participle with its own
        # subject: neither is the person's fronted predicative
        ("As a result, she moved to Madrid and studied singing.", "Como resultado, se mudó a Madrid.", "she"),
        (
            "That said, she left the room without a word.",
            "Dicho esto, se marchó de la sala sin decir nada.",
            "she",
        ),
        # "miembro" is one gender for both; "la junta" is not the member
        ("She was a member of the board.", "Fue miembro de la junta directiva.", "member"),
    ],
)
def test_nothing_is_read(detector: RuleCueDetector, source: str, translation: str, word: str) -> None:
    assert _cue(detector, source, translation, word).target_gender is None


def test_a_fronted_participle_is_still_read(detector: RuleCueDetector) -> None:
    # must not change: "Nacido en Lima," is the person's
    assert (
        _cue(
            detector, "Born in Lima, she moved to Madrid.", "Nacido en Lima, se mudó a Madrid.", "she"
        ).target_gender
        == "M"
    )


def test_a_short_lower_case_title_needs_a_name() -> None:
    # must not change: a lower-case "mr" with no capitalised name after it is no title
    from fairmt.fairqe.cue_rules import source_cues

    assert not [
        c for c in source_cues("I found the mr and the ms in the box.") if c.source_span in ("mr", "ms")
    ]
    assert [c for c in source_cues("It was signed by mrs Jones.") if c.source_span == "mrs"]


def test_the_girls_as_a_subject_keep_their_noun() -> None:
    # must not change: a lower-case plural subject is read on its own noun
    cue = _cue(
        RuleCueDetector(), "The girls went home early.", "Las chicas se fueron pronto a casa.", "girls"
    )
    assert cue.target_gender == "F"
