"""de-inflect-26: a name written apart before a person noun, with adjectives before it.

German joins a name and the noun it modifies with hyphens (Duden, Rechtschreibung,
Durchkopplung: "Vanity-Fair-Mitarbeiter"); MT output writes the name apart ("den ehemaligen
Vanity Fair-Mitarbeiter", gold dev de-991, MLQE-PE en-de train; "einen jungen Virgin Media
Schriftsteller"). The determiner and the adjectives before the name agree with the compound's
head, the person noun, and a hyphenated person noun after a name is no surname.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import german_lexicon
from fairmt.inflect.german import GermanInflector

pytestmark = pytest.mark.skipif(not german_lexicon.available(), reason="German noun data not installed")

GIBSON = "1920 wählte Gibson den ehemaligen Vanity Fair-Mitarbeiter Robert E. Sherwood als Redakteur aus."


def _realise(text: str, noun: str, gender: str) -> str | None:
    tokens = text.split()
    i = tokens.index(noun)
    out = GermanInflector().realise(tokens, (i, i + 1), gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def test_adjective_and_article_before_a_name_written_apart_agree_with_the_head() -> None:
    assert _realise(GIBSON, "Fair-Mitarbeiter", "F") == GIBSON.replace(
        "den ehemaligen Vanity Fair-Mitarbeiter", "die ehemalige Vanity Fair-Mitarbeiterin"
    )
    assert _realise(GIBSON, "Fair-Mitarbeiter", "N") == GIBSON.replace(
        "den ehemaligen Vanity Fair-Mitarbeiter", "den*die ehemalige*n Vanity Fair-Mitarbeiter*in"
    )


def test_a_two_word_name_between_adjective_and_noun() -> None:
    text = "Er traf einen jungen Virgin Media Schriftsteller ."
    assert _realise(text, "Schriftsteller", "F") == "Er traf eine junge Virgin Media Schriftstellerin ."


def test_a_plain_noun_after_a_given_name_is_still_a_surname() -> None:
    # "sein stellvertretender Sachin Pilot": Pilot is the deputy's surname (de-inflect-17).
    assert _realise("sein stellvertretender Sachin Pilot sagte", "Pilot", "F") is None
