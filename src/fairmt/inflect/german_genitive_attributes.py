"""A postnominal genitive attribute between a list member's noun and the list comma (de-inflect-30).

A German noun takes its genitive attribute after it, inside its own noun phrase: "ehemaliger
Präsident Südafrikas", "der Trainer des Vereins" (Duden, *Die Grammatik*, Genitivattribut:
postnominal, a proper name as well as a phrase with an article). In a list of loose appositions
to one name ("FW De Klerk, ehemaliger Präsident Südafrikas, Nobelpreisträger."; Duden, lockere
Apposition, several appositions in a row) the comma that separates the members therefore follows
the attribute, not the noun, and the next member is joined to the noun across it.

:func:`genitive_attribute_end` gives the index of the attribute's last word when the noun at
``a`` is followed right away (no punctuation) by such an attribute that ends in a comma: a
capitalised word in genitive ``-s`` ("Südafrikas", "Nordirlands", "Frankreichs"), or ``des``/
``der`` and at most four words (adjectives and the noun: "des Vereins", "der Ukraine", "der
Europäischen Kommission"), the last capitalised, none a finite verb.
Anything else (a name, a prepositional phrase, a verb) is no attribute and gives ``None``.

:func:`genitive_attribute_head` (de-inflect-31) reads the same attribute from its other end: the
index of the noun a genitive attribute "des ... X-s" belongs to, when the word at ``t`` closes it
("der Gewinner des Goldenen Schuhs Jamie Vardy"). A name after such an attribute is a close
apposition of the head noun, not of the attribute's noun: the attribute sits inside the head's
noun phrase, between the noun and the name (Duden, *Die Grammatik*: enge Apposition after a
noun with its attribute), so a thing noun in the genitive there is no title before the name.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import FINITE_PL, FINITE_SG

__all__ = ["genitive_attribute_end", "genitive_attribute_head"]

#: Genitive articles that open a postnominal genitive attribute (masculine/neuter, feminine/plural).
_GENITIVE_ARTICLES = frozenset({"des", "der"})


def _genitive_name(w: Word) -> bool:
    """A capitalised word in the genitive -s of a name (not -ss: "Kongress" is no genitive)."""
    core = w.core
    return (
        len(core) >= 4
        and core.isalpha()
        and core[:1].isupper()
        and core.endswith("s")
        and not core.endswith("ss")
    )


def genitive_attribute_end(words: Sequence[Word], a: int) -> int | None:
    """The index of the last word of a genitive attribute after the noun at ``a`` that a list
    comma ends (module docstring), or ``None``."""
    if words[a].post.strip() or a + 1 >= len(words):
        return None
    nxt = words[a + 1]
    if nxt.pre:
        return None
    if _genitive_name(nxt):
        return a + 1 if nxt.post.strip() == "," else None
    if nxt.core.lower() not in _GENITIVE_ARTICLES or nxt.post:
        return None
    for k in range(a + 2, min(len(words), a + 6)):
        w = words[k]
        if w.pre or not w.core.isalpha() or (w.core.islower() and w.core in FINITE_SG | FINITE_PL):
            return None
        if w.post.strip() == ",":
            return k if w.core[:1].isupper() else None  # "des Vereins,", "der Europäischen Kommission,"
        if w.post:
            return None
    return None


def genitive_attribute_head(words: Sequence[Word], t: int) -> int | None:
    """The index of the noun whose genitive attribute ends at ``t`` ("der Gewinner des Goldenen
    Schuhs": the index of ``Gewinner`` for ``Schuhs``), or ``None``: the word at ``t`` ends in
    genitive ``-s``, ``des`` and at most two capitalised adjectives come before it with no
    punctuation, and a capitalised noun comes right before ``des`` (module docstring)."""
    core = words[t].core
    if not core.endswith("s") or core.endswith("ss") or not core[:1].isupper():
        return None
    for k in range(t - 1, max(-1, t - 4), -1):
        w = words[k]
        if w.post or (k < t - 1 and words[k + 1].pre):
            return None
        if w.core == "des":
            if k == 0 or words[k - 1].post or w.pre:
                return None
            head = words[k - 1].core
            return k - 1 if head[:1].isupper() and head.isalpha() else None
        if not (w.core[:1].isupper() and w.core.isalpha() and w.core.endswith(("en", "er", "es"))):
            return None
    return None
