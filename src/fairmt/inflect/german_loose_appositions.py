"""A name in loose apposition between a person noun and its relative clause (de-inflect-40).

German sets a name off by commas after the noun it names, a loose apposition (Duden, Die
Grammatik: lockere Apposition): "der Chef der Gruppe, Sam Lee, der darüber twitterte". The
name and the noun are one person, so a relative clause after the name's comma agrees with the
noun as it does right after the noun ("der Chef der Gruppe, der ..."), and goes to the
realisation's gender with it ("die Chefin der Gruppe, Sam Lee, die ...").

:func:`apposed_name_end` reads the name: one to three capitalised words, the last carrying the
comma and none before it any punctuation, with no determiner among them; its last word is one
the dictionary does not list (a surname: "Lee", "Okonkwo") and no word is a person noun, or the
run opens with a given name (listed, or unknown to it: "Elin") and goes on with a surname,
which may be spelt like a noun ("Anna Weber") but is no place name: "Hertha Berlin" is a club,
and a relative after it may be the club's ("der Mannschaft, Hertha Berlin, der gewann").
Whether the word after the comma is the relative pronoun (and not an article: "der Mannschaft")
and has the noun's form is left to the caller, which checks it as for a relative right after
the noun, and which leaves a relative that is already the name's own person reference to that
(a single unknown name: "Der Direktor, Okonkwo, der ...").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = ["apposed_name_end", "unlisted"]

#: The most words a name in apposition is read over ("Mary Ann Evans").
_MAX_NAME = 3


def apposed_name_end(
    words: Sequence[Word],
    k: int,
    is_det: Callable[[str], object],
    person_noun: Callable[[str], bool],
) -> int:
    """The index of the last word of a name in loose apposition right after the comma that
    closes the person noun's phrase at ``k``, or ``k`` where none stands there (module
    docstring)."""
    if not german_lexicon.available() or words[k].post.strip() != "," or k + 1 >= len(words):
        return k
    # A given name (listed, or a word the dictionary lacks) opens the run: a surname after it
    # may be spelt like a noun ("Anna Weber").
    given = german_lexicon.given_name(words[k + 1].core) or unlisted(words[k + 1].core)
    for end in range(k + 1, min(k + 1 + _MAX_NAME, len(words))):
        w = words[end]
        core = w.core
        if (
            w.pre
            or not core[:1].isupper()
            or not core.replace("-", "").isalpha()
            or is_det(core.lower()) is not None
            or (person_noun(core) and not (given and end > k + 1))
        ):
            return k
        if w.post:
            if w.post.strip() != "," or end + 1 >= len(words):
                return k
            # A run that ends in a place name is a club's or a firm's ("Hertha Berlin").
            surname = given and end > k + 1 and not german_lexicon.toponym(core)
            return end if unlisted(core) or surname else k
    return k


def unlisted(core: str) -> bool:
    """Whether the dictionary lists ``core`` neither as a person noun nor as any other noun."""
    return german_lexicon.lookup(core) is None and not german_lexicon.known_noun(core)
