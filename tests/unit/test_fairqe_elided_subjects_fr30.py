"""rules-34 (branch fr30): a French subject pronoun the MT added after a coordinator for the
elided subject of a coordinated English verb phrase follows the sentence's opening subject
(Quirk et al. 1985, § 13.2), although the English has a gendered object pronoun elsewhere.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_en

from fairmt.fairqe.elided_subjects import _elided_coordinations
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology


@pytest.mark.skipif(morphology("en") is None, reason="apertium-eng not installed")
@pytest.mark.parametrize(
    ("source", "want"),
    [
        ("The pharmacist greeted the customer and helped her.", 1),
        ("The examiner looked at the file but was unable to decide.", 1),
        ("The nurse called the doctor and he came at once.", 0),
        ("The baker and the cook arrived.", 0),
    ],
)
def test_elided_coordinations(source: str, want: int) -> None:
    assert _elided_coordinations(source) == want


@needs_fr_en
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The pharmacist greeted the customer and helped her.",
            "Le pharmacien a salué la cliente et il l'a aidée.",
            "F",
            "La pharmacienne a salué la cliente et elle l'a aidée.",
        ),
        (
            "The driver stopped the car and opened the door for him.",
            "Le chauffeur a arrêté la voiture et il a ouvert la porte pour lui.",
            "F",
            "La chauffeuse a arrêté la voiture et elle a ouvert la porte pour lui.",
        ),
        # "he" has a subject of its own in English: the pronoun renders it and stays.
        (
            "The nurse called the doctor and he came at once.",
            "L'infirmière a appelé le médecin et il est venu tout de suite.",
            "F",
            "L'infirmière a appelé la médecin et il est venu tout de suite.",
        ),
    ],
)
def test_pronoun_for_elided_subject_follows_the_subject(source: str, mt: str, gender: str, want: str) -> None:
    realiser = SentenceRealiser()
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want  # type: ignore[arg-type]
