"""Review of fr61: a participle after "the" is taken for the ellipsis of a thing only in a
partitive ("Among the plates, the cracked ..."), never because some plural thing noun stands
earlier in the sentence: there the fused head names people, in every language. Sentences written
for these tests (never rows of an evaluation set)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

if TYPE_CHECKING:
    from fairmt.fairqe.realise import SentenceRealiser

pytestmark = pytest.mark.skipif(morphology("en") is None, reason="Apertium English not installed")

#: (source, translation, language, wanted feminine realisation): a plural thing noun earlier in
#: the sentence, in a clause of its own, is no antecedent of the fused head.
PEOPLE = [
    (
        "After the bombs hit the houses, the wounded were taken to hospital.",
        "Après que les bombes ont frappé les maisons, les blessés ont été emmenés à l'hôpital.",
        "fr",
        "Après que les bombes ont frappé les maisons, les blessées ont été emmenées à l'hôpital.",
    ),
    (
        "The tickets were sold out, so the invited were let in first.",
        "Les billets étaient épuisés, alors les invités sont entrés en premier.",
        "fr",
        "Les billets étaient épuisés, alors les invitées sont entrées en premier.",
    ),
    (
        "With their luggage in the trucks, the evacuated were counted.",
        "Avec leurs bagages dans les camions, les évacués ont été comptés.",
        "fr",
        "Avec leurs bagages dans les camions, les évacuées ont été comptées.",
    ),
    (
        "After the bombs hit the houses, the wounded were taken to hospital.",
        "Después de que las bombas cayeron sobre las casas, los heridos fueron llevados al hospital.",
        "es",
        "Después de que las bombas cayeron sobre las casas, las heridas fueron llevadas al hospital.",
    ),
    (
        "Once the trains stopped, the stranded were given blankets.",
        "Cuando los trenes se detuvieron, los atrapados recibieron mantas.",
        "es",
        "Cuando los trenes se detuvieron, las atrapadas recibieron mantas.",
    ),
    (
        "After the fire reached the shops, the rescued were taken home.",
        "Dopo che l'incendio ha raggiunto i negozi, i salvati sono stati portati a casa.",
        "it",
        "Dopo che l'incendio ha raggiunto i negozi, le salvate sono state portate a casa.",
    ),
]


@pytest.mark.parametrize(("source", "translation", "lang", "want"), PEOPLE)
def test_people_after_an_unrelated_thing_noun(
    realiser: SentenceRealiser, source: str, translation: str, lang: str, want: str
) -> None:
    assert realiser.realise(Item(source, translation, lang), "F") == want  # type: ignore[arg-type]


def test_elided_thing_heads_only_in_a_partitive() -> None:
    from fairmt.fairqe.nominal_persons import elided_thing_heads

    def heads(sentence: str) -> list[int]:
        return elided_thing_heads(sentence.split(" "))

    assert heads("From the boxes , the damaged were sent back .") == [5]
    assert heads("Of the cakes the burnt were thrown away .") == [4]
    assert heads("After the bombs hit the houses , the wounded were taken away .") == []
    assert heads("The tickets were sold out , so the invited were let in first .") == []
    assert heads("With their luggage in the trucks , the evacuated were counted .") == []
