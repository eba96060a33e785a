"""Nouns of quantity that head a group of people: "la maggior parte", "la metà" (it-inflect-41).

A noun of quantity ("la maggior parte di loro", "la metà degli invitati", "la maggioranza dei
soci") keeps its own gender whoever it counts: its article never changes ("Il maggior parte"
is no Italian). Its predicate agrees in one of two ways (Serianni, *Grammatica italiana*,
XI.375-376, *concordanza a senso*):

* with the noun itself, singular and in the noun's gender: "La maggior parte è rimasta
  sorpresa" is the same for a group of men or of women, so nothing changes;
* with the people counted, plural: "La maggior parte di loro sono rimasti sorpresi" / "...
  sono rimaste sorprese", which shows the group's gender and changes with it.

So the verb's number decides. :func:`quantity_before` finds such a noun right before the
people's phrase ("La metà | degli ospiti erano stanchi"), whose predicate then agrees from the
quantity's start (the phrase alone opens no clause); :func:`verb_number_after` reads the number
of the first form of *essere* after the phrase.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["QUANTITY_NOUNS", "counted_gender", "essere_number", "quantity_before", "verb_number_after"]

#: The nouns of quantity (Serianni XI.375): each has one gender of its own.
QUANTITY_NOUNS = frozenset(["parte", "maggioranza", "minoranza", "metà"])
#: The words that may stand between the article and the noun ("la maggior parte", "gran parte").
_BEFORE_NOUN = frozenset(["la", "una", "gran", "grande", "maggior", "maggiore", "buona", "minor"])
#: The forms of *essere* (and of its auxiliary uses) by number; "sono" is also "I am", but after a
#: third-person subject phrase it is the plural.
_ESSERE_SG = frozenset(["è", "era", "fu", "sarà", "sarebbe", "sia", "fosse", "e'"])
_ESSERE_PL = frozenset(["sono", "erano", "furono", "saranno", "sarebbero", "siano", "fossero"])
#: Words that may come between the phrase and the verb: the "di" complement that names the
#: people ("di loro", "di noi", "degli ospiti") and clitics or negation.
_OF = frozenset(["di", "dei", "degli", "delle", "del", "della", "dello"])
_PASSED = frozenset(["loro", "noi", "voi", "essi", "esse", "non", "si", "ci", "vi", "ne"])


def _number(low: str) -> Literal["sg", "pl"] | None:
    """The number of a form of *essere* (lower case), ``None`` for any other word."""
    return "sg" if low in _ESSERE_SG else "pl" if low in _ESSERE_PL else None


def quantity_before(tokens: Sequence[str], ps: int) -> int | None:
    """The index where a noun of quantity's phrase starts, when that phrase ends right before
    ``tokens[ps]`` and ``tokens[ps]`` is its "di" complement ("La metà | degli ospiti");
    ``None`` otherwise."""
    if ps < 2 or Word.parse(tokens[ps]).core.lower() not in _OF:
        return None
    noun = Word.parse(tokens[ps - 1])
    if noun.core.lower() not in QUANTITY_NOUNS or noun.post.strip():
        return None
    k = ps - 1
    while k > 0:
        before = Word.parse(tokens[k - 1])
        if before.core.lower() not in _BEFORE_NOUN or before.post.strip():
            break
        k -= 1
    return k


def verb_number_after(tokens: Sequence[str], e: int) -> Literal["sg", "pl"] | None:
    """The number of the first form of *essere* after ``tokens[:e]``, passing the people's "di"
    complement, clitics and negation; ``None`` when another word comes first."""
    k = e
    while k < len(tokens) and k < e + 6:
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if _number(low) is not None:
            return _number(low)
        people = k == e + 1 and tokens[k - 1].lower() in _OF  # the noun of "degli ospiti"
        if w.post.strip() or not (low in _OF or low in _PASSED or people):
            return None
        k += 1
    return None


def essere_number(tokens: Sequence[str], k: int) -> Literal["sg", "pl"] | None:
    """The number of the form of *essere* at ``tokens[k]``, after clitics and "non" ("si sono",
    "non erano"); ``None`` when there is none."""
    while k < len(tokens) and Word.parse(tokens[k]).core.lower() in _PASSED:
        k += 1
    if k >= len(tokens):
        return None
    return _number(Word.parse(tokens[k]).core.lower())


def counted_gender(tokens: Sequence[str], e: int) -> Literal["F", "M"] | None:
    """The gender a noun of quantity's phrase (ending at ``e``) shows: that of the plural
    participle or adjective after its plural *essere* ("La maggior parte di loro sono rimaste"
    -> F), the people's; ``None`` when the verb is singular (the noun's own agreement says
    nothing of them) or nothing after it shows a gender."""
    if verb_number_after(tokens, e) != "pl":
        return None
    morph = morphology("it")
    if morph is None:
        return None
    k = next(i for i in range(e, len(tokens)) if _number(Word.parse(tokens[i]).core.lower()) == "pl")
    for w in (Word.parse(x).core.lower() for x in tokens[k + 1 : k + 4]):
        genders = {r.gender for r in morph.readings(w) if r.pos == "adj" or "pp" in r.tags}
        if genders == {"f"}:
            return "F"
        if genders == {"m"}:
            return "M"
    return None
