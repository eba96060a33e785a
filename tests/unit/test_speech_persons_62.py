"""it62: the speaker beside a role noun is split into two persons from both translations alike.

es61b made the speaker of a C10 cue ("I am ...", "I was ...") a person of its own beside a role
noun, but the split needs every person's span to show a gender: where the masculine side read
none ("l'infermiere", masculine singular and feminine plural of the pair) or the feminine side's
predicate was not placed ("scelta", also the noun "choice"), one translation of a source got the
combinations and the other did not (issue 12, closed sets). Sentences written for these tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from conftest import OneSet


def test_elided_iere_noun_reads_masculine() -> None:
    """it-inflect-56: "l'" is singular, so "l'infermiere" is the masculine singular, not the
    feminine plural "le infermiere"; an epicene keeps no gender (italian_elided_singular)."""
    from fairmt.inflect import get_inflector

    it = get_inflector("it")
    for text, at, want in (
        ("Ho chiamato l'infermiere di turno.", 2, "M"),
        ("Parlavo con quell'infermiere gentile.", 2, "M"),
        ("Ho chiamato l'infermiera di turno.", 2, "F"),
        ("Ho chiamato le infermiere.", 3, "F"),
        ("Ho chiamato l'insegnante di turno.", 2, None),
    ):
        tokens = text.split()
        assert it.gender_of(tokens, (at, at + 1)) == want, text


@pytest.mark.parametrize(
    ("lang", "text", "at"),
    [
        ("it", "Fui scelta dalla giuria.", 1),  # "scelta": also the noun "choice"
        ("es", "Fui elegida por la junta.", 1),  # "elegida": also a noun
    ],
)
def test_feminine_participle_homograph_is_placed(lang: str, text: str, at: int) -> None:
    """en-cues-74: a one-gender participle that is also a noun, after a copula opening its
    clause, is the C10 predicate, as its masculine ("scelto") already was."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unaligned_predicates import unaligned_predicate

    tokens = text.split()
    norm = [t.lower().strip(".,") for t in tokens]
    assert unaligned_predicate(target_morphology(lang), norm, tokens, at) == (at, at)


def test_noun_after_article_is_still_no_predicate() -> None:
    """The homograph with its article is the noun ("È una scelta difficile"): not taken."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unaligned_predicates import unaligned_predicate

    tokens = ["È", "una", "scelta", "difficile."]
    norm = [t.lower().strip(".,") for t in tokens]
    assert unaligned_predicate(target_morphology("it"), norm, tokens, 2) is None


@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine"),
    [
        (
            "it",
            "I am glad that the nurse is here.",
            "Sono contenta che l'infermiera sia qui.",
            "Sono contento che l'infermiere sia qui.",
        ),
        (
            "it",
            "I was elected by my neighbours.",
            "Fui scelta dalle mie vicine.",
            "Fui scelto dai miei vicini.",
        ),
        (
            "es",
            "I was welcomed by the farmers.",
            "Fui recogida por las granjeras.",
            "Fui recogido por los granjeros.",
        ),
    ],
)
def test_speaker_and_noun_split_from_both_sides(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    """Both translations get the speaker's and the other person's four combinations."""
    got = one_set(source, feminine, masculine, lang)
    assert len(got) == 4, sorted(got)
