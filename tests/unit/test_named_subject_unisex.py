"""A unisex given name is a named subject like a surname (rules-54, fr-inflect-47).

"Kim was tired" genders nobody: "Kim" is a given name for every gender (the cue detector's C9
cue), and the translation gave the person a gender on the participle only ("Kim a été
fatigué"). The C9 cue realises nothing itself, so it must not keep the name from the named-subject
routes (:mod:`fairmt.fairqe.bare_named_subjects`, ``SentenceRealiser._named_subjects``), which
change the name's predicatives as they do after a surname ("Golding a été fatiguée"). An English
"who ...," relative between the name and its verb leaves the name the main clause's subject
(Quirk et al., *A Comprehensive Grammar*, 17.22, non-restrictive relatives), and in French the
name's predicates are found inside and after its ", qui ...," relative (Grevisse, *Le Bon Usage*,
agreement with the antecedent of "qui").

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.bare_named_subjects import english_subject_names
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_en = pytest.mark.skipif(morphology("en") is None, reason="apertium-eng not installed")


@needs_en
@pytest.mark.parametrize(
    ("source", "want"),
    [
        ("Kim, who was tired, went home early.", {"Kim"}),
        ("Yesterday, Kaplan, who was ill, stayed home.", {"Kaplan"}),
        ("Kim was tired.", {"Kim"}),
        # an object with a relative is no subject
        ("I met Kim, who was tired, at home.", set()),
        # an apposition is no relative
        ("Kaplan, the director, was tired.", set()),
    ],
)
def test_english_subject_name_before_relative(source: str, want: set[str]) -> None:
    assert english_subject_names(source) == frozenset(want)


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        ("Kim was tired.", "Kim a été fatigué.", "F", "Kim a été fatiguée."),
        ("Kim was tired.", "Kim a été fatigué.", "N", "Kim a été fatigué·e."),
        ("Alex went home early.", "Alex est allé à la maison tôt.", "F", "Alex est allée à la maison tôt."),
        ("Sam was elected mayor.", "Sam a été élue maire.", "M", "Sam a été élu maire."),
        (
            "Alex became a teacher.",
            "Alex est devenu professeur.",
            "F",
            "Alex est devenue professeure.",
        ),
        (
            "Robin, who was tired, went home.",
            "Robin, qui était fatigué, est rentré à la maison.",
            "F",
            "Robin, qui était fatiguée, est rentrée à la maison.",
        ),
        (
            "Alex, who was born in Paris, became a teacher.",
            "Alex, qui est né à Paris, est devenu professeur.",
            "F",
            "Alex, qui est née à Paris, est devenue professeure.",
        ),
        # a gendered English pronoun says who the name is: nothing changes
        (
            "Kim said she was tired.",
            "Kim a dit qu'elle était fatiguée.",
            "M",
            "Kim a dit qu'elle était fatiguée.",
        ),
    ],
)
def test_unisex_name_predicates_vary(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, mt, "fr"), gender) == want  # type: ignore[arg-type]


@needs_fr_parser
def test_unisex_name_predicates_vary_in_italian_and_spanish(realiser: SentenceRealiser) -> None:
    """The routes are shared: Italian and Spanish names with a C9 cue vary too."""
    it = Item("Kim was elected mayor.", "Kim è stato eletto sindaco.", "it")
    es = Item("Alex was tired.", "Alex estaba cansado.", "es")
    assert realiser.realise(it, "F") == "Kim è stata eletta sindaca."
    assert realiser.realise(es, "F") == "Alex estaba cansada."
