"""en-cues-28 / rules-19 (session 18, exp25; issue 13): right translations no longer flagged. The
"as" complement of a complex-transitive verb with its object between ("described Brown as the
best architect") is the object's role, not the subject's; a pronoun cue is not read on the Spanish
neuter "lo" of "lo que", nor on the accusative of a clitic cluster ("se lo dio") when the English
pronoun is the object of "to". Wrong translations stay flagged. Every sentence here was written for
these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def detector() -> RuleCueDetector:
    return RuleCueDetector()


def _read(detector: RuleCueDetector, source: str, translation: str, lang: str) -> dict[str, str | None]:
    [det] = detector.detect([Item(source, translation, lang)])
    return {c.source_span: c.target_gender for c in det.cues if c.kind == "explicit"}


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("Lady Smith described Brown as the best architect in the city.",
         "Lady Smith describió a Brown como el mejor arquitecto de la ciudad.", "es"),
        ("Lady Smith described Brown as the best architect in the city.",
         "Lady Smith descrisse Brown come il miglior architetto della città.", "it"),
        ("She regarded her neighbour as a skilled carpenter.",
         "Consideraba a su vecino un carpintero hábil.", "es"),
    ],
)  # fmt: skip
def test_an_object_complement_is_not_the_subjects_predicate(
    detector: RuleCueDetector, source: str, translation: str, lang: str
) -> None:
    read = _read(detector, source, translation, lang)
    assert "architect" not in read and "carpenter" not in read


@pytest.mark.parametrize(
    ("source", "translation", "lang", "cue"),
    [
        ("She worked as an architect in Rome.", "Trabajó como arquitecto en Roma.", "es", "architect"),
        ("She worked as an architect in Rome.", "Lavorò come architetto a Roma.", "it", "architect"),
        ("The critics described her as the best architect of her generation.",
         "Los críticos la describieron como el mejor arquitecto de su generación.", "es", "architect"),
    ],
)  # fmt: skip
def test_a_subject_or_pronoun_objects_complement_is_still_read(
    detector: RuleCueDetector, source: str, translation: str, lang: str, cue: str
) -> None:
    assert _read(detector, source, translation, lang)[cue] == "M"  # the wrong masculine is flagged


@pytest.mark.parametrize(
    ("source", "translation", "cue"),
    [
        ("He bought a car and gave it to her.", "Compró un coche y se lo dio.", "her"),
        ("My aunt baked a cake and gave it to him.", "Mi tía hizo un pastel y se la dio.", "him"),
        ("Under her leadership the town grew, in what was later called its golden age.",
         "Bajo su liderazgo la ciudad creció, en lo que después se llamó su edad de oro.", "her"),
    ],
)  # fmt: skip
def test_neuter_lo_and_a_clusters_accusative_are_not_the_persons_word(
    detector: RuleCueDetector, source: str, translation: str, cue: str
) -> None:
    assert _read(detector, source, translation, "es")[cue] is None


@pytest.mark.parametrize(
    ("source", "translation", "cue", "gender"),
    [
        ("The police arrested her in Madrid.", "La policía lo detuvo en Madrid.", "her", "M"),
        ("He introduced her to his parents.", "Se la presentó a sus padres.", "her", "F"),
    ],
)  # fmt: skip
def test_an_accusative_clitic_of_the_person_is_still_read(
    detector: RuleCueDetector, source: str, translation: str, cue: str, gender: str
) -> None:
    assert _read(detector, source, translation, "es")[cue] == gender


@pytest.mark.parametrize(
    ("source", "translation", "lang", "cue"),
    [
        ("He is proud of the house and takes good care of it.",
         "Está orgulloso de la casa y cuida mucho de ella.", "es", "He"),
        ("She bought the book and forgot about it.", "Comprò il libro e si dimenticò di lui.", "it", "She"),
    ],
)  # fmt: skip
def test_a_subject_is_not_read_on_a_prepositions_stressed_pronoun(
    detector: RuleCueDetector, source: str, translation: str, lang: str, cue: str
) -> None:
    assert _read(detector, source, translation, lang)[cue] in (None, "M" if cue == "He" else "F")


@pytest.mark.parametrize(
    ("source", "translation", "cue", "gender"),
    [
        ("He is a doctor.", "Ella es médica.", "He", "F"),  # a subject pronoun is still read
        ("She went to the market with him.", "Fue al mercado con ella.", "him", "F"),  # after "with"
    ],
)  # fmt: skip
def test_wrong_stressed_pronouns_are_still_flagged(
    detector: RuleCueDetector, source: str, translation: str, cue: str, gender: str
) -> None:
    assert _read(detector, source, translation, "es")[cue] == gender


@pytest.mark.parametrize(
    ("source", "translation", "lang", "cue", "gender"),
    [
        ("Lady Smith opened the new library in May.", "Lord Smith inaugurò la nuova biblioteca a maggio.",
         "it", "Lady", "M"),
        ("Lady Smith opened the new library in May.",
         "Lord Smith a inauguré la nouvelle bibliothèque en mai.", "fr", "Lady", "M"),
        ("Sir John Smith opened the new library in May.", "Lady Smith inaugurò la nuova biblioteca a maggio.",
         "it", "Sir", "F"),
        ("Lady Smith opened the new library in May.", "Lady Smith inauguró la nueva biblioteca en mayo.",
         "es", "Lady", "F"),
    ],
)  # fmt: skip
def test_an_english_title_kept_before_the_name_shows_its_gender(
    detector: RuleCueDetector, source: str, translation: str, lang: str, cue: str, gender: str
) -> None:
    assert _read(detector, source, translation, lang)[cue] == gender


def test_a_stressed_pronoun_is_kept_when_a_pronoun_follows_an_english_preposition(
    detector: RuleCueDetector,
) -> None:
    # "da lui" translates "to her", the same person as "she": the reading stays
    read = _read(
        detector,
        "When the students came to her with the problem, she listened and grew angry as they spoke.",
        "Quando gli studenti vennero da lui con il problema, ascoltò e diventava arrabbiato "
        "mentre parlavano.",
        "it",
    )
    assert read["she"] == "M"
