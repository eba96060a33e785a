"""it50 review: "le" before a verb is the dative "to her" (masculine "gli") also when a
prepositional phrase follows the verb, for the direct object or an infinitive may come after it
("le mostrò con orgoglio la casa", "le insegnò a nuotare"); a rule reading it as the accusative
plural ("li") there was withdrawn. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        # "a" + infinitive is no place complement
        ("La nonna le insegnò a cucinare .", "Il nonno gli insegnò a cucinare ."),
        ("La cugina le offrì da mangiare .", "Il cugino gli offrì da mangiare ."),
        # the direct object after the prepositional phrase
        (
            "La cugina le mostrò con entusiasmo il giardino .",
            "Il cugino gli mostrò con entusiasmo il giardino .",
        ),
        ("La zia le portò per Natale un regalo .", "Lo zio gli portò per Natale un regalo ."),
        ("La vicina le spedì in fretta una lettera .", "Il vicino gli spedì in fretta una lettera ."),
        # the enclitic "-le" of an infinitive or gerund
        ("La nonna voleva insegnarle a ballare .", "Il nonno voleva insegnargli a ballare ."),
        ("La zia voleva regalarle per Natale un libro .", "Lo zio voleva regalargli per Natale un libro ."),
    ],
)
def test_le_is_the_dative_before_a_prepositional_phrase(fem: str, masc: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc
