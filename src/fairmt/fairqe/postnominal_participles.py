"""An -ing participle after a person noun opens a reduced relative clause (helper ex50, issue 13).

A person noun WordNet knows but the hand-written lists lack ("silversmith", "goldsmith",
"woodcarver") is a cue only where it is no noun modifier: "silversmith tools", "a vegan diet"
(``cue_rules._modifier_position``: the next word is one that is no person noun). An -ing word
after it was taken for the noun it modifies, so "a woodcarver working in the shed" had no cue
at all, and a translation that changed the person's gender there ("come intagliatrice" for a
man) went unflagged.

An -ing word followed by a preposition, a determiner or an object pronoun is a verb: the
participle of a reduced relative clause that postmodifies the noun ("a woodcarver working in
the shed", "a locksmith opening the door", "a woodcarver teaching them"; Quirk et al., *A
Comprehensive Grammar*, §17.28, -ing participle clauses as postmodifiers). An -ing noun that is
modified stands before another noun or ends the phrase as a compound head ("silversmith training
course", "a vegan cooking class", "paid for the goldsmith training."): those keep the modifier
reading, and so does any -ing word closing its clause. Before a preposition, an -ing word that
is a common noun itself (SemCor tags a WordNet noun sense of it: "building", "painting",
"wedding", "teaching") is as often the head noun ("the goldsmith building on the corner"), so it
keeps the modifier reading there; only a determiner or object pronoun after it proves a verb.
The check runs for WordNet person nouns only (``cue_rules``: ``participles=True``): demonyms and
agent nouns modify -ing nouns ("an Italian painting in Rome", "a German wedding in the village").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.cue_words import DETERMINERS_EN, PREPOSITIONS

__all__ = ["reduced_relative_participle"]

#: Object pronouns that may follow a participle ("a woodcarver teaching them").
_OBJECT_PRONOUNS = _words("me you him her it us them")
#: The shortest -ing participle ("doing"); "king", "ring", "thing" are no participles.
_MIN_LEN = 5


def reduced_relative_participle(toks: Sequence[Tok], j: int) -> bool:
    """Whether the token at ``j`` is an -ing participle that opens a reduced relative clause:
    followed by a preposition, a determiner or an object pronoun; not one closing its clause
    ("paid for the goldsmith training.", module docstring)."""
    t = toks[j]
    if not t.low.endswith("ing") or len(t.low) < _MIN_LEN or t.clitic:
        return False
    if t.ends_clause or j + 1 >= len(toks):
        return False  # "paid for the goldsmith training.": a compound's head as often as a verb
    after = toks[j + 1].low
    if after in DETERMINERS_EN or after in _OBJECT_PRONOUNS:
        return True  # "a woodcarver teaching them": an object, so a verb
    # "the goldsmith building on the corner": an -ing word that is a common noun keeps its
    # noun reading before a preposition (module docstring)
    return after in PREPOSITIONS and not _common_noun(t.low)


def _common_noun(word: str) -> bool:
    """Whether the -ing ``word`` is a noun SemCor tags ("building", "painting", "wedding")."""
    from fairmt.inflect.french_animacy import tagged_noun

    return tagged_noun(word)
