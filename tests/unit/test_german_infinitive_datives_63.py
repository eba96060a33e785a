"""de-inflect-49: a "der" phrase opening an infinitive clause is its dative object (sentences
written for these tests; german_infinitive_datives).

After a comma, "um" or "ohne" (also at the sentence's start) the phrase is the infinitive's
dative object ("Sie bat ihn, der Nachbarin zu helfen" -> "dem Nachbarn", not "des Nachbarn"), and
so is a "der" conjunct after it. A verb with a genitive object ("gedenken"), "um ... willen", a
genitive after a noun, and a genitive attribute in a list after a comma ("die Häuser des Arztes,
der Lehrerin und des Pfarrers") keep the genitive.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # The dative object of an infinitive clause after a comma, "um" or "ohne".
        (
            "She asked him to help the neighbour.",
            "Sie bat ihn, der Nachbarin zu helfen.",
            "Sie bat ihn, dem Nachbarn zu helfen.",
        ),
        (
            "We tried to support the manager.",
            "Wir versuchten, der Managerin beizustehen.",
            "Wir versuchten, dem Manager beizustehen.",
        ),
        (
            "She went there to help the teacher.",
            "Sie ging hin, um der Lehrerin zu helfen.",
            "Sie ging hin, um dem Lehrer zu helfen.",
        ),
        (
            "He left without thanking the nurse.",
            "Er ging, ohne der Pflegerin zu danken.",
            "Er ging, ohne dem Pfleger zu danken.",
        ),
        # At the sentence's start, with no comma before "um"/"ohne".
        (
            "To help the teacher, he came early.",
            "Um der Lehrerin zu helfen, kam er früh.",
            "Um dem Lehrer zu helfen, kam er früh.",
        ),
        (
            "Without thanking the nurse, he went home.",
            "Ohne der Pflegerin zu danken, ging er nach Hause.",
            "Ohne dem Pfleger zu danken, ging er nach Hause.",
        ),
        # A main clause's object with a genitive before the comma; coordinated dative objects.
        (
            "She asked the doctor's son to help the nurse.",
            "Sie bat den Sohn des Arztes, der Pflegerin zu helfen.",
            "Sie bat den Sohn des Arztes, dem Pfleger zu helfen.",
        ),
        (
            "She asked him to help the teacher and the doctor.",
            "Sie bat ihn, der Lehrerin und der Ärztin zu helfen.",
            "Sie bat ihn, dem Lehrer und dem Arzt zu helfen.",
        ),
        # Genitives stay: a genitive verb, "um ... willen", an attribute after a noun.
        (
            "We asked him to commemorate the victim.",
            "Wir baten ihn, der Verstorbenen zu gedenken.",
            "Wir baten ihn, des Verstorbenen zu gedenken.",
        ),
        (
            "He came for the teacher's sake.",
            "Er kam, um der Lehrerin willen.",
            "Er kam, um des Lehrers willen.",
        ),
        (
            "She tried to read the teacher's letter.",
            "Sie versuchte, den Brief der Lehrerin zu lesen.",
            "Sie versuchte, den Brief des Lehrers zu lesen.",
        ),
        # A genitive in a list of attributes after a comma stays genitive (review of de-inflect-49).
        (
            "He planned to visit the houses of the doctor, the teacher and the priest.",
            "Er hatte vor, die Häuser des Arztes, der Lehrerin und des Pfarrers zu besuchen.",
            "Er hatte vor, die Häuser des Arztes, des Lehrers und des Pfarrers zu besuchen.",
        ),
        (
            "He decided to sell the books of the doctor, the teacher and her husband.",
            "Er beschloss, die Bücher des Arztes, der Lehrerin und ihres Mannes zu verkaufen.",
            "Er beschloss, die Bücher des Arztes, des Lehrers und ihres Mannes zu verkaufen.",
        ),
        (
            "He promised to pay the bills of the lawyer, the doctor and a colleague.",
            "Er versprach, die Rechnungen des Anwalts, der Ärztin und eines Kollegen zu bezahlen.",
            "Er versprach, die Rechnungen des Anwalts, des Arztes und eines Kollegen zu bezahlen.",
        ),
        (
            "She hoped to find the letters of the poet, the singer and the nurse.",
            "Sie hoffte, die Briefe des Dichters, der Sängerin und der Pflegerin zu finden.",
            "Sie hoffte, die Briefe des Dichters, des Sängers und des Pflegers zu finden.",
        ),
    ],
)
def test_masculine(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
