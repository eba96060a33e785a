"""fr-inflect-43: a pronominal participle with its own direct object after it stays invariable
("s'est donné une semaine", french_reflexive_object), and after "s'est montré/révélé" a word the
analyser also reads as a noun is the subject's attribute ("très patiente",
french_pronominal_copulas.pronominal_copula_participle).

Sentences: Apertium MT (eng-cat | cat-fra) of English written for these tests, two gold dev lines
(fr-928, fr-940) and everyday French written for the controls; none from a test half."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_pronominal_copulas import pronominal_copula_participle
from fairmt.inflect.french_reflexive_object import object_after_reflexive_participle

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


def test_object_after_participle() -> None:
    assert object_after_reflexive_participle(["elle", "s'est", "donné", "une", "semaine"], 2)
    assert object_after_reflexive_participle(["elles", "se", "sont", "lavé", "les", "mains"], 3)
    assert object_after_reflexive_participle(["il", "s'est", "acheté", "l'appartement"], 2)
    # not an object: the preposition "de" with the article, an attribute, a rank
    assert not object_after_reflexive_participle(["elle", "s'est", "occupée", "des", "enfants"], 2)
    assert not object_after_reflexive_participle(["elle", "s'est", "montrée", "une", "amie"], 2)
    assert not object_after_reflexive_participle(["elle", "s'est", "classée", "la", "première"], 2)
    assert not object_after_reflexive_participle(["elle", "s'est", "lavée", "."], 2)
    # no reflexive: a participle with avoir is another rule's
    assert not object_after_reflexive_participle(["elle", "a", "donné", "une", "semaine"], 2)


def test_pronominal_copula_participle() -> None:
    morph = morphology("fr")
    assert pronominal_copula_participle(["il", "s'est", "montré", "patient"], 2, morph)
    assert pronominal_copula_participle(["ils", "se", "sont", "révélés", "forts"], 3, morph)
    assert not pronominal_copula_participle(["il", "a", "montré", "patient"], 2, morph)
    assert not pronominal_copula_participle(["il", "s'est", "donné", "une"], 2, morph)


@pytest.mark.parametrize(
    ("source", "translation", "gender", "expected"),
    [
        (
            "The painter gave himself a week to finish the portrait.",
            "Le peintre s'est donné une semaine pour finir le portrait.",
            "F",
            "La peintre s'est donné une semaine pour finir le portrait.",
        ),
        (
            "The engineer bought himself a new car.",
            "L'ingénieur s'est acheté un char nouveau.",
            "F",
            "L'ingénieure s'est acheté un char nouveau.",
        ),
        (
            "The new director showed himself very patient with the workers.",
            "Le directeur nouveau s'est montré très patient avec les ouvriers.",
            "F",
            "La directrice nouvelle s'est montrée très patiente avec les ouvrières.",
        ),
        (
            "The lawyer revealed himself very patient.",
            "L'avocat s'est révélé très patient.",
            "F",
            "L'avocate s'est révélée très patiente.",
        ),
        (
            "The lawyer revealed himself very patient.",
            "L'avocat s'est révélé très patient.",
            "N",
            "L'avocat·e s'est révélé·e très patient·e.",
        ),
        # controls: the participle still agrees without an object after it, or before "des"
        (
            "The director took care of the children.",
            "Le directeur s'est occupé des enfants.",
            "F",
            "La directrice s'est occupée des enfants.",
        ),
        (
            "The worker showed himself very brave.",
            "L'ouvrier s'est montré très courageux.",
            "F",
            "L'ouvrière s'est montrée très courageuse.",
        ),
    ],
)
def test_realised(
    realiser: SentenceRealiser, source: str, translation: str, gender: str, expected: str
) -> None:
    item = Item(source, translation, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == expected  # type: ignore[arg-type]
