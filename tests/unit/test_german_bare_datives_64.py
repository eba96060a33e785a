"""de64: a bare plural person noun that is a clause's dative object, and a "der" phrase that is
the dative object of an adjective before "zu sein/bleiben" (sentences written for these tests;
german_bare_datives, german_infinitive_datives).

"Er half Lehrerinnen" -> "Er half Lehrern": the masculine plural shows the dative with -n, the
feminine plural in -innen shows no case, so the clause must tell it: right after a dative verb
of a clause its subject opened, or after a verb with two objects before a second object with its
own article, and for a later bare conjunct of such an object. An accusative object ("traf
Lehrerinnen") and an inverted subject ("Danach folgten Lehrerinnen") stay as they were.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # A dative-only verb right after a subject-first clause's opening.
        ("He helped nurses.", "Er half Pflegerinnen.", "M", "Er half Pflegern."),
        (
            "The mayor thanked firefighters.",
            "Der Bürgermeister dankte Feuerwehrfrauen.",
            "M",
            "Der Bürgermeister dankte Feuerwehrmännern.",
        ),
        # A subject pronoun between the verb and the phrase: the clause has its subject.
        (
            "Later she helped doctors from Syria.",
            "Später half sie Ärztinnen aus Syrien.",
            "M",
            "Später half sie Ärzten aus Syrien.",
        ),
        # A verb with a dative person and an accusative thing, the thing after the person.
        (
            "She gave dancers a prize.",
            "Sie gab Tänzerinnen einen Preis.",
            "M",
            "Sie gab Tänzern einen Preis.",
        ),
        (
            "He promised tenants a new roof.",
            "Er versprach Mieterinnen ein neues Dach.",
            "M",
            "Er versprach Mietern ein neues Dach.",
        ),
        # A verb of saying before a comma and "dass".
        (
            "She told singers that she would stay.",
            "Sie sagte Sängerinnen, dass sie bleibe.",
            "M",
            "Sie sagte Sängern, dass sie bleibe.",
        ),
        # A later bare conjunct shares the first conjunct's dative.
        (
            "He helped cooks from Genoa and bakers from Turin.",
            "Er half Köchinnen aus Genua und Bäckerinnen aus Turin.",
            "M",
            "Er half Köchen aus Genua und Bäckern aus Turin.",
        ),
        # A place after the first conjunct that the lexicon also reads as a noun ("Bern").
        (
            "He helped cooks from Bern and bakers from Basel.",
            "Er half Köchinnen aus Bern und Bäckerinnen aus Basel.",
            "M",
            "Er half Köchen aus Bern und Bäckern aus Basel.",
        ),
        # Negative control: after a comma "und" opens a new clause, whose subject stays nominative.
        (
            "He helped nurses, and teachers came later.",
            "Er half Pflegerinnen, und Lehrerinnen kamen später.",
            "M",
            "Er half Pflegern, und Lehrer kamen später.",
        ),
        # Negative controls: an accusative object and an inverted subject keep the plain plural.
        ("He met nurses.", "Er traf Pflegerinnen.", "M", "Er traf Pfleger."),
        ("Then nurses followed.", "Danach folgten Pflegerinnen.", "M", "Danach folgten Pfleger."),
        # Negative control: no second object after "gab" (the plural is its accusative).
        ("She released dancers.", "Sie gab Tänzerinnen frei.", "M", "Sie gab Tänzer frei."),
        # The masculine dative goes back to the feminine plural as before.
        ("He helped nurses.", "Er half Pflegern.", "F", "Er half Pflegerinnen."),
        # Negative control: "schicken" sends the person, an accusative; a time phrase is no
        # second object.
        (
            "He sent teachers home for a week.",
            "Er schickte Lehrerinnen eine Woche lang nach Hause.",
            "M",
            "Er schickte Lehrer eine Woche lang nach Hause.",
        ),
        (
            "He gave teachers the whole day off.",
            "Er gab Lehrerinnen den ganzen Tag frei.",
            "M",
            "Er gab Lehrer den ganzen Tag frei.",
        ),
        # Negative controls: a finite verb after the later conjunct makes it a new clause's subject.
        (
            "He helped teachers and doctors looked on.",
            "Er half Lehrerinnen und Ärztinnen sahen zu.",
            "M",
            "Er half Lehrern und Ärzte sahen zu.",
        ),
        (
            "She followed nurses and teachers followed her.",
            "Sie folgte Pflegerinnen und Lehrerinnen folgten ihr.",
            "M",
            "Sie folgte Pflegern und Lehrer folgten ihr.",
        ),
        (
            "He helped teachers and doctors from Basel looked on.",
            "Er half Lehrerinnen und Ärztinnen aus Basel sahen zu.",
            "M",
            "Er half Lehrern und Ärzte aus Basel sahen zu.",
        ),
        # An attribute with an adjective, or a listed adverb, after the later conjunct is no verb.
        (
            "He helped teachers and doctors from small villages.",
            "Er half Lehrerinnen und Ärztinnen aus kleinen Dörfern.",
            "M",
            "Er half Lehrern und Ärzten aus kleinen Dörfern.",
        ),
        (
            "She helped teachers and doctors back then.",
            "Sie half Lehrerinnen und Ärztinnen damals.",
            "M",
            "Sie half Lehrern und Ärzten damals.",
        ),
        # A dative verb in -ete; second objects with "den", "sein", "kein".
        ("She answered readers.", "Sie antwortete Leserinnen.", "M", "Sie antwortete Lesern."),
        (
            "He showed visitors the garden.",
            "Er zeigte Besucherinnen den Garten.",
            "M",
            "Er zeigte Besuchern den Garten.",
        ),
        (
            "He showed visitors his house.",
            "Er zeigte Besucherinnen sein Haus.",
            "M",
            "Er zeigte Besuchern sein Haus.",
        ),
        (
            "She gave painters no chance.",
            "Sie gab Malerinnen keine Chance.",
            "M",
            "Sie gab Malern keine Chance.",
        ),
    ],
)
def test_bare_plural_dative_objects(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # An adjective that takes the dative before "zu bleiben"/"zu sein".
        (
            "She promised to stay loyal to the coach.",
            "Sie versprach, der Trainerin treu zu bleiben.",
            "Sie versprach, dem Trainer treu zu bleiben.",
        ),
        (
            "He tried to be helpful to the neighbour.",
            "Er versuchte, der Nachbarin behilflich zu sein.",
            "Er versuchte, dem Nachbarn behilflich zu sein.",
        ),
        (
            "To stay loyal to the coach, she came back.",
            "Um der Trainerin treu zu bleiben, kam sie zurück.",
            "Um dem Trainer treu zu bleiben, kam sie zurück.",
        ),
        # Adverbs or a prepositional phrase between the object and the adjective.
        (
            "She tried to stay loyal to the coach in everything.",
            "Sie versuchte, der Trainerin in allem treu zu bleiben.",
            "Sie versuchte, dem Trainer in allem treu zu bleiben.",
        ),
        # Negative control: "der Lehrerin" is a genitive before its head "Sohn", the adjective's object.
        (
            "She tried to resemble the teacher's son.",
            "Sie versuchte, der Lehrerin Sohn ähnlich zu sein.",
            "Sie versuchte, des Lehrers Sohn ähnlich zu sein.",
        ),
        # Negative control: a nominative predicate of "zu bleiben" stays nominative.
        (
            "She hoped to remain the coach.",
            "Sie hoffte, die Trainerin zu bleiben.",
            "Sie hoffte, der Trainer zu bleiben.",
        ),
    ],
)
def test_dative_adjective_infinitives(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
