"""The emphatic "myself"/"yourself" and the reflexive after a preposition (esit37, issue 12).

"I did it myself", "Did you do it yourself?", "You should be proud of yourself", "We built it
ourselves": the unmarked reflexive pronouns repeat the speaker, the addressee or a group
(Quirk et al. 1985, §6.23-6.26: the emphatic use after the clause's object or the subject, and
the reflexive as a preposition's complement), without stating a gender. Spanish and Italian
render them with the intensifier *mismo*/*stesso*, which agrees with that person ("Lo hice
yo misma", "L'ho fatto io stessa", "orgullosa de ti misma", "di te stessa"; RAE, *Nueva
gramática* §16.3q; Serianni, *Grammatica italiana*, VII.47), and Italian "by yourself" with
"da sola". So the translation chose a gender the source leaves open: a C10 hit, aligned
through the reflexive itself.

Only three positions, where the pronoun is no verb's direct object (a reflexive object, "I
hurt myself" -> "me hice daño", is an unstressed clitic of no gender):

* right after a subject pronoun ("I myself", "you yourself");
* after a preposition ("of yourself", "by myself", "for ourselves");
* after the object "it"/"this"/"that"/"everything" of the clause's verb ("did it myself");
* after a form of *be*, over "not" and adverbs, where the reflexive is the subject complement
  ("Be yourself!", "I'm not myself today", "You can be yourselves here"; en-cues-76): *be*
  takes no object, so the pronoun is no clitic there, and Spanish and Italian say it with the
  stressed pronoun and the intensifier ("Sé fiel a ti misma", "No soy yo misma", "Sii te stessa").
  Only the speaker's and the addressee's reflexives: "themselves" there may repeat a gendered
  noun subject ("The girls were themselves again"), whose gender the variant must keep.

"himself"/"herself" state the gender: :mod:`fairmt.fairqe.cue_rules` reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.cue_tokens import _words
from fairmt.fairqe.cue_words import PREPOSITIONS
from fairmt.fairqe.taxonomy import C10

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Hit, Tok

__all__ = ["emphatic_reflexives"]

#: Reflexive pronouns that do not state a gender ("themselves" may be a singular "they"'s too).
_UNMARKED = frozenset(["myself", "yourself", "yourselves", "ourselves", "themselves"])
#: The subject pronoun each reflexive repeats, when it stands right after it ("I myself").
_SUBJECT = {"myself": "i", "yourself": "you", "yourselves": "you", "ourselves": "we", "themselves": "they"}
#: Objects after which the reflexive is emphatic ("did it myself").
_OBJECTS = frozenset(["it", "this", "that", "everything", "all", "them"])
#: Forms of *be* whose complement the reflexive may be ("Be yourself", "I'm not myself").
_BE = _words("be am is are was were been being isn't aren't wasn't weren't")
#: The reflexives taken after *be*: the speaker's and the addressee's (module docstring).
_AFTER_BE = frozenset(["myself", "yourself", "yourselves", "ourselves"])
#: Contracted *be* on its subject ("I'm", "you're", "we're", "they're").
_BE_CLITICS = frozenset(["'m", "'re"])


def _after_be(toks: Sequence[Tok], j: int) -> bool:
    """Whether a form of *be* stands before ``toks[j]``, with only adverbs ("not", "just",
    "really") between them and no clause boundary: the reflexive is then *be*'s complement."""
    from fairmt.fairqe.cue_words import ADVERBS

    i = j - 1
    while i >= 0 and toks[i].low in ADVERBS and toks[i].clitic == "" and not toks[i].ends_clause:
        i -= 1
    if i < 0 or toks[i].ends_clause:
        return False
    return toks[i].low in _BE or toks[i].clitic in _BE_CLITICS


def emphatic_reflexives(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10 hits for the reflexives of the module docstring, each aligned through itself."""
    from fairmt.fairqe.cues import Hit

    out: list[Hit] = []
    for j in range(1, len(toks)):
        t, prev = toks[j], toks[j - 1]
        if t.low not in _UNMARKED or j in covered or prev.ends_clause or t.opens_clause:
            continue
        if prev.low == _SUBJECT[t.low] or prev.low in PREPOSITIONS:
            where = f"'{prev.core} {t.core}'"
        elif prev.low in _OBJECTS and j >= 2 and toks[j - 2].low not in PREPOSITIONS:
            where = f"'{prev.core} {t.core}' after the verb's object"
        elif t.low in _AFTER_BE and _after_be(toks, j):
            where = f"'{t.core}' as the complement of 'be'"
        else:
            continue
        note = f"reflexive {where}: the person's gender is unstated"
        out.append(Hit(j, j + 1, C10, None, t.low, note, kind="reflexive", align=(j,)))
        covered.add(j)
    return out
