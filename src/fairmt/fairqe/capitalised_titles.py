"""A capitalised role word inside a sentence right before a surname is the person's title.

English capitalises a title that stands before a name ("General MacArthur", "Admiral Struble";
CGEL 5.14, the close appositive; style guides capitalise a title used before a name), so inside a
sentence a capitalised word is no sign of a name's own word there.
The role-noun search of :mod:`fairmt.fairqe.realise` reads a capitalised word only as the
first of the sentence, so that a name's words ("General Motors", "General Electric") stay out.
The two are told apart by the word after: a surname is a word the English dictionary does not
know ("MacArthur"), while a firm's name goes on with a common word ("Motors", "Electric",
"Mills"). A title after another capitalised word ("New York General Hospital") is a name's
word too. Without the English dictionary nothing is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.english_person_nouns import NAME_PUNCT, english_morphology

__all__ = ["title_before_surname"]


def _capitalised_word(raw: str) -> bool:
    core = raw.strip(NAME_PUNCT)
    return core[:1].isupper() and core[1:].islower() and core.isalpha()


def title_before_surname(src: Sequence[str], i: int) -> bool:
    """``src[i]`` (whitespace tokens of the English sentence) is a capitalised word inside the
    sentence, after a word that is not capitalised, right before a capitalised word that the
    English dictionary does not know (a surname): the title of that name."""
    if i == 0 or i + 1 >= len(src) or src[i].endswith((",", ";", ":", ".")):
        return False
    if not _capitalised_word(src[i]) or src[i - 1][:1].isupper():
        return False
    name = src[i + 1].strip(NAME_PUNCT)
    if not name[:1].isupper() or not name.replace("'", "").isalpha():
        return False
    morph = english_morphology()
    return morph is not None and not morph.readings(name.lower())
