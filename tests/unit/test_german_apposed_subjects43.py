"""de-inflect-37: an "als" phrase after a subject with an apposition describes the object.

"2015 schickte der Gouverneur, ein ehemaliger Richter, Maria Lopez als seine Stellvertreterin":
the subject after the verb carries an apposition set off by commas; the phrase after it is the
accusative object, and the "als" phrase that describes it is accusative too ("als seinen
Stellvertreter"). A prepositional phrase ("mit Anna") is no object.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "In 2015 the governor, a former judge, sent Maria Lopez as his deputy to Berlin.",
        "2015 schickte der Gouverneur, ein ehemaliger Richter, Maria Lopez als seine Stellvertreterin"
        " nach Berlin.",
        "2015 schickte der Gouverneur, ein ehemaliger Richter, Maria Lopez als seinen Stellvertreter"
        " nach Berlin.",
    ),
    (
        "Then the coach, Tom Becker, named Laura Klein as his assistant.",
        "Dann ernannte der Trainer, Tom Becker, Laura Klein als seine Assistentin.",
        "Dann ernannte der Trainer, Tom Becker, Laura Klein als seinen Assistenten.",
    ),
    (
        "Later the company, a small firm, hired Anna Weber as its new director.",
        "Später stellte die Firma, ein kleines Unternehmen, Anna Weber als neue Direktorin ein.",
        "Später stellte die Firma, ein kleines Unternehmen, Anna Weber als neuen Direktor ein.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_m"), CASES)
def test_als_after_object_behind_apposition(
    realiser: SentenceRealiser, source: str, mt: str, want_m: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == want_m


def test_neutral_form_is_accusative(realiser: SentenceRealiser) -> None:
    src, mt, _ = CASES[0]
    got = realise_de(realiser, src, mt, "N")
    assert got is not None and "als seine*n Stellvertreter*in" in got


def test_prepositional_phrase_is_no_object(realiser: SentenceRealiser) -> None:
    src = "Yesterday the mayor, Peter Lang, worked with Anna as his secretary."
    mt = "Gestern arbeitete der Bürgermeister, Peter Lang, mit Anna als seine Sekretärin."
    got = realise_de(realiser, src, mt, "M")
    assert got is not None and "als sein Sekretär" in got
