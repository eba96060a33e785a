"""de-inflect-40: a bare person noun after "und" that follows a person noun's prepositional attribute.

"Professorin für Medizin und Spezialistin für Krebs": the preposition is an attribute of the
person noun before it and governs only the thing noun ("für Medizin"); the person noun after
"und" is the first person noun's conjunct (persons coordinate with persons), in its case, not
the preposition's ("Spezialisten" was an accusative). A list the preposition governs ("mit
Waffen und Helferinnen", no person noun before "mit") still shares its case.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _realise(realiser: SentenceRealiser, source: str, mt: str, gender: str) -> str | None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt_f", "want_m"),
    [
        (
            "Berg is a professor of medicine and a cancer specialist.",
            "Berg ist Professorin für Medizin und Spezialistin für Krebs.",
            "Berg ist Professor für Medizin und Spezialist für Krebs.",
        ),
        (
            "Berg, professor of law and expert on trade, spoke.",
            "Berg, Professorin für Recht und Expertin für Handel, sprach.",
            "Berg, Professor für Recht und Experte für Handel, sprach.",
        ),
        (
            # the preposition governs the whole list: no person noun before it
            "He came with weapons and helpers.",
            "Er kam mit Waffen und Helferinnen.",
            "Er kam mit Waffen und Helfern.",
        ),
        (
            "They worked with machines and engineers.",
            "Sie arbeiteten mit Maschinen und Ingenieurinnen.",
            "Sie arbeiteten mit Maschinen und Ingenieuren.",
        ),
        (
            # persons between the preposition and "und": the list is the preposition's
            "Berg, a teacher of children and nurses, spoke.",
            "Berg, Lehrerin von Kindern und Pflegerinnen, sprach.",
            "Berg, Lehrer von Kindern und Pflegern, sprach.",
        ),
        (
            # a plural person noun after a singular one: the preposition's list (dative)
            "She is a contact for companies and politicians.",
            "Sie ist Ansprechpartnerin von Unternehmen und Politikerinnen.",
            "Sie ist Ansprechpartnerin von Unternehmen und Politikern.",  # "She": hers stays
        ),
        (
            "Berg is an adviser to banks and politicians.",
            "Berg ist Beraterin von Banken und Politikerinnen.",
            "Berg ist Berater von Banken und Politikern.",
        ),
        (
            # singular after singular: the first person noun's conjunct
            "Berg is an adviser to firms and a student.",
            "Berg ist Beraterin von Firmen und Studentin.",
            "Berg ist Berater von Firmen und Student.",
        ),
    ],
)
def test_conjunct_after_attribute(realiser: SentenceRealiser, source: str, mt_f: str, want_m: str) -> None:
    assert _realise(realiser, source, mt_f, "M") == want_m
