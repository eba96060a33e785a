"""English person words the cue aligner leaves without a target word, and how they still count.

The realiser matches English person cues to the target's person nouns; where the aligner placed an
English word nowhere, the word's relative position stands in for the link (``_unaligned``). Three
kinds of English word need more than the cue lexicon gives for that (de-inflect-33):

* **Role abbreviations** ("PM Modi said", "Fellow MP Neil Coyle"): English writes some role nouns as
  capitalised abbreviations (:data:`fairmt.fairqe.cue_lexicon.ROLE_ABBREVIATIONS`). They are person
  cues as written, never lower-cased ("3 pm" is the afternoon), and their plural -s says their
  number.
* **Staff collectives** ("some personnel at the consulate"): of the collective group nouns, which
  translate as a thing whose gender never changes ("das Personal", "die Mannschaft"), the ones that
  name an employer's people (:data:`fairmt.fairqe.cue_lexicon.STAFF_COLLECTIVES`) are rendered by a
  plural person noun as often ("einigen Mitarbeitern des Konsulats"); left without a span they take
  that noun. "team", "crowd" and "population" name a body whose members the sentence need not name
  and still take none.
* **Lexically gendered nouns** ("a black man"): the aligner may place "man" nowhere when the target
  renders it by a nominalised adjective ("einem Schwarzen"). The target's implicit person references
  are the ones no English word genders, so one at the English noun's place (within three words)
  that reads as no other gender is that noun's translation, gendered by it, and stays.

And one kind of target noun: a free person noun right before a name the English has too, after a
lower-case English word no cue took, is a title of that person and changes with it
(:func:`titles_before_shared_names`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, Item

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = [
    "lexical_word_at",
    "name_adjective",
    "role_abbreviations",
    "staff_word",
    "titles_before_shared_names",
]

_LEXICAL = frozenset({Category.C2, Category.C3, Category.C4})


@cache
def role_abbreviations() -> frozenset[str]:
    """The capitalised role abbreviations of :data:`fairmt.fairqe.cue_lexicon.ROLE_ABBREVIATIONS`."""
    from fairmt.fairqe.cue_lexicon import ROLE_ABBREVIATIONS

    return frozenset(ROLE_ABBREVIATIONS.split())


def staff_word(cue: Cue) -> bool:
    """(de-inflect-33) Whether the cue is a collective that names an employer's people
    (:data:`fairmt.fairqe.cue_lexicon.STAFF_COLLECTIVES`: "staff", "personnel"), which German and
    the Romance languages render by a plural person noun as often as by a collective
    (``die Mitarbeiter``, ``das Personal``); "team", "crowd" and "population" name a body
    (``die Mannschaft``, ``die Menge``) whose members the sentence need not name."""
    from fairmt.fairqe.cue_lexicon import STAFF_COLLECTIVES

    words = cue.source_span.lower().split()
    return bool(words) and words[-1] in STAFF_COLLECTIVES.split()


def lexical_word_at(
    span: tuple[int, int], cues: Sequence[Cue], item: Item, tokens: Sequence[str], inflector: Inflector
) -> bool:
    """(de-inflect-33) Whether a lexically gendered English noun the aligner left without a span
    ("a black man") stands at the relative position of ``span`` (within three English words) and
    the span reads as no other gender: the target's nominalised adjective there ("einem
    Schwarzen", which reads as either) is its translation, gendered by the English word, and
    stays. The implicit person references (:meth:`Inflector.implicit_person_spans`) are the ones
    no English word genders."""
    n_src, n_tgt = max(1, len(item.source.split())), max(1, len(tokens))
    return any(
        c.category in _LEXICAL
        and c.target_tokens is None
        and c.source_tokens is not None
        and c.source_gender is not None
        and abs(c.source_tokens[0] - span[0] / n_tgt * n_src) <= 3
        and inflector.gender_of(tokens, span) in (c.source_gender, None)
        for c in cues
    )


#: English words that stand before a name without naming the person ("said Smith", "the Smith").
_NOT_TITLES = frozenset(
    " ".join(
        [
            "a an the and or but of by to with for from as in on at into than said says told asked added",
            "his her their its our my your this that these those",
        ]
    ).split(" ")
)


def titles_before_shared_names(
    src: Sequence[str],
    tokens: Sequence[str],
    free: Sequence[tuple[int, int]],
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """(de-inflect-33) Free target person nouns that stand as a title right before a name the English
    has too, after a lower-case English word no cue took: "Brazilian bantamweight Bethe Correia" ->
    "Der brasilianische Bantamgewichtler Bethe Correia". The target noun translates the English word
    before the shared name, and a noun in close apposition before a name names that person (Duden,
    Die Grammatik: enge Apposition), whatever the cue lexicon says of the English word (WordNet
    files "bantamweight" first as a weight class). ``taken``: the English spans of the cues."""
    from fairmt.fairqe.english_person_nouns import NAME_PUNCT

    out: list[tuple[int, int]] = []
    for sp in free:
        s, e = sp
        if e - s != 1 or e >= len(tokens) or tokens[s][-1:] in ",;:.!?)\"'“”":
            continue
        name = tokens[e].strip(NAME_PUNCT)
        if not (name[:1].isupper() and name.isalpha()):
            continue
        for j in range(1, len(src)):
            before = src[j - 1]
            if (
                src[j].strip(NAME_PUNCT) == name
                and before.isalpha()
                and before.islower()
                and before not in _NOT_TITLES
                and not any(a <= j - 1 < b for a, b in taken)
            ):
                out.append(sp)
                break
    return out


def name_adjective(src: Sequence[str], i: int) -> bool:
    """(de-inflect-33) Whether the English word at ``i`` is a capitalised adjective of
    :data:`fairmt.fairqe.cue_lexicon.NAME_ADJECTIVES` right before a capitalised word: part of a
    name ("the National Council for Childhood"), not the person noun "a national"."""
    from fairmt.fairqe.cue_words import NAME_ADJECTIVES
    from fairmt.fairqe.english_person_nouns import NAME_PUNCT

    raw = src[i]
    core = raw.strip(NAME_PUNCT)
    return (
        core.lower() in NAME_ADJECTIVES
        and core[:1].isupper()
        and raw[-1:].isalpha()
        and i + 1 < len(src)
        and src[i + 1][:1].isupper()
    )
