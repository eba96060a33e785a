"""The speaker or addressee as a direct object clitic before *avoir* (fr-inflect-47).

A participle with *avoir* agrees with a direct object before it (Grevisse and Goosse, *Le Bon
Usage*), so ``m'a aidé`` shows the speaker's gender, which English never states: every
realisation changes it, as the speaker's own predicates (:mod:`fairmt.inflect.french_speaker_objects`).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.french_speaker_objects import speaker_object_participles


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The teacher invited me to dinner.",
            "Le professeur m'a invité à dîner.",
            "F",
            "La professeure m'a invitée à dîner.",
        ),
        (
            "The teacher invited me to dinner.",
            "Le professeur m'a invité à dîner.",
            "N",
            "Le·La professeur·e m'a invité·e à dîner.",
        ),
        ("They never called you.", "Ils ne t'ont jamais appelé.", "F", "Elles ne t'ont jamais appelée."),
        ("He saw me.", "Il m'a vu.", "F", "Il m'a vue."),
        ("He saw me.", "Il m'a vue.", "M", "Il m'a vu."),
    ],
)
def test_participle_after_speaker_clitic_varies(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, mt, "fr"), gender) == want  # type: ignore[arg-type]


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        "Elle m'a dit la vérité .",  # an indirect "me" ("dire qqch à qqn")
        "Il m'a montré la ville .",  # an indirect "me", and an object of its own
        "Ma mère m'a fait rire .",  # "fait" before an infinitive stays
        "On t'a demandé de venir .",
        "Je suis fatigué .",  # the speaker's predicate is speaker_predicates'
    ],
)
def test_indirect_or_other_clitics_are_no_spans(sentence: str) -> None:
    assert speaker_object_participles(sentence.split()) == ()


@needs_fr_parser
def test_speaker_object_span() -> None:
    assert speaker_object_participles(["L'infirmière", "qui", "m'a", "aidé", "était", "gentille", "."]) == (
        (3, 4, "sg", ""),
    )
