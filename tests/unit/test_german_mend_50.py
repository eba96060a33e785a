"""de-inflect-43 (review mend): genitive prepositions, the determinatives derjenige/derselbe,
and plural "als" phrases with a plural pronoun subject.

* after a genitive preposition ("wegen", "trotz", "statt", "anstatt") a feminine "der"/"seiner"
  phrase is a genitive, so the relative pronoun after the name is realised as before the
  de-inflect-43 verb rule ("wegen des Arztes Anna Smith, der ...");
* no non-dative form of "derjenige"/"derselbe" is a strong adjective whose -en makes a plural
  dative ("warnte dieselben Urlauber"); the dative "denselben" keeps the dative -n;
* a plural "als" phrase after a dative plural object stays nominative when the clause's subject
  is a plural personal pronoun ("Wir arbeiteten mit den Bauern als Helfer").

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # Genitive prepositions: the relative pronoun follows the masculine noun.
        (
            "He left early because of the nurse Maria Lopez, who was tired.",
            "Er ging wegen der Pflegerin Maria Lopez, die müde war, früh.",
            "Er ging wegen des Pflegers Maria Lopez, der müde war, früh.",
        ),
        (
            "She came despite her coach Julia Novak, who had warned her.",
            "Sie kam trotz ihrer Trainerin Julia Novak, die sie gewarnt hatte.",
            "Sie kam trotz ihres Trainers Julia Novak, der sie gewarnt hatte.",
        ),
        (
            "He played instead of the pianist Clara Jansen, who was sick.",
            "Er spielte statt der Pianistin Clara Jansen, die krank war.",
            "Er spielte statt des Pianisten Clara Jansen, der krank war.",
        ),
        (
            "He spoke instead of the lawyer Mia Brown, who was absent.",
            "Er sprach anstatt der Anwältin Mia Brown, die fehlte.",
            "Er sprach anstatt des Anwalts Mia Brown, der fehlte.",
        ),
        # Determinatives in the nominative or accusative plural: no dative -n.
        (
            "He warned the same tourists again.",
            "Er warnte dieselben Touristinnen erneut.",
            "Er warnte dieselben Touristen erneut.",
        ),
        (
            "We asked the same voters.",
            "Wir fragten dieselben Wählerinnen.",
            "Wir fragten dieselben Wähler.",
        ),
        # The dative plural keeps its -n.
        (
            "He wrote to the same voters.",
            "Er schrieb denselben Wählerinnen.",
            "Er schrieb denselben Wählern.",
        ),
        # A plural pronoun subject: the "als" phrase stays nominative.
        (
            "We travelled with the pilgrims as guides.",
            "Wir reisten mit den Pilgerinnen als Führerinnen.",
            "Wir reisten mit den Pilgern als Führer.",
        ),
        (
            "They talked with the neighbours as mediators.",
            "Sie sprachen mit den Nachbarinnen als Vermittlerinnen.",
            "Sie sprachen mit den Nachbarn als Vermittler.",
        ),
        # A singular subject: the dative plural "als" phrase as before.
        (
            "He talked with the neighbours as mediators.",
            "Er sprach mit den Nachbarinnen als Vermittlerinnen.",
            "Er sprach mit den Nachbarn als Vermittlern.",
        ),
    ],
)
def test_mend_50(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
