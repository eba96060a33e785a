"""Noun phrases coordinated in a list share one case (de-inflect-37).

Conjuncts of a coordination fill one syntactic position together, so they stand in the same case
(Duden, *Die Grammatik*: Koordination, "Kongruenz im Kasus": "Wir trafen den Arzt, den Pfleger
und den Lehrer"). Feminine and plural phrases hide their case ("die Ärztin" is nominative or
accusative), and the masculine realisation must show it. The case reader decided each phrase on
its own: the first conjunct after a verb was read as an object, the later ones (after a comma or
"und") as subjects, and "Wir trafen die Ärztin, die Pflegerin und die Lehrerin" became "den Arzt,
den Pfleger und der Lehrer".

:func:`first_conjunct` gives, for a phrase that opens with a determiner right after a comma or
"und"/"oder"/"sowie", the first phrase of its list (each conjunct a determiner, lower-case
adjectives and a capitalised noun, the conjuncts joined by commas and the last by the
conjunction), so that the case reader decides the whole list from its first conjunct.
:func:`list_end` gives, from a conjunct's noun, the noun of the last conjunct before the
conjunction that joins the last one, so that a coordination of subjects after a plural verb
("Heute arbeiteten die Ärztin, die Pflegerin und die Lehrerin") is seen past its middle conjuncts,
as one of two conjuncts already was.

(defix44) A phrase after its own clause's verb and a comma is no conjunct when the conjunct after
the conjunction is followed by a finite verb that goes on in its clause: that coordination is the
subject of a new main clause spliced on by the comma ("Am Morgen sahen wir die Stadt, die Lehrerin
und die Ärztin kamen später": "der Lehrer und der Arzt", not "den Lehrer und den Arzt").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_case import _finite_verb
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS as _CONJUNCTIONS
from fairmt.inflect.german_words import PREPS

__all__ = ["first_conjunct", "list_end"]


def _det(is_det: Callable[[str], str | None], core: str) -> str | None:
    """The determiner kind of ``core``, also of a neutral star form a realisation wrote ("der*die")."""
    return is_det(core.lower().split("*")[0])


def _phrase_before(
    words: Sequence[Word], end: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> tuple[int, int] | None:
    """(determiner, noun) of the phrase whose noun is ``words[end]``: a capitalised noun with only
    lower-case adjectives between it and a determiner; None otherwise."""
    if end < 1 or not words[end].core[:1].isupper() or words[end].pre:
        return None
    k = end - 1
    while k >= 0 and not words[k].post and adjective(words[k].core) and words[k].core.islower():
        k -= 1
    if k < 0 or words[k].post or words[k].pre or _det(is_det, words[k].core) in (None, "contr"):
        return None  # ("im Prozess, die nächste Verwandte": a contraction's phrase is no conjunct)
    return k, end


def first_conjunct(
    words: Sequence[Word], first: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> tuple[int, int] | None:
    """(first word, noun) of the first conjunct of the list whose later conjunct opens at
    ``first`` with a determiner, or None when the phrase is no later conjunct (module
    docstring)."""
    if first < 2 or _det(is_det, words[first].core) is None or words[first].pre:
        return None
    last = _last_conjunct(words, first, is_det, adjective)
    # (defix44) A new main clause after the last conjunct ("..., die Lehrerin und die Ärztin kamen
    # später"): a phrase after its own clause's verb before a comma is no conjunct (a comma splice).
    splice = last is not None and _new_clause_after(words, last, is_det, adjective)
    found: tuple[int, int] | None = None
    start = first
    joined = False  # a conjunction seen: a list of commas alone is no coordination yet
    while True:
        prev = words[start - 1] if start >= 1 else None
        if prev is None:
            break
        comma = prev.post.strip() == "," and not prev.pre
        if comma:
            end = start - 1
        elif prev.core.lower() in _CONJUNCTIONS and not prev.post and not prev.pre and start >= 2:
            end = start - 2
            if words[end].post:
                break
        else:
            break
        phrase = _phrase_before(words, end, is_det, adjective)
        if phrase is None:
            break
        if comma and splice and phrase[0] > 0 and not words[phrase[0] - 1].post:
            break
        found = phrase
        start = phrase[0]
        joined = joined or prev.core.lower() in _CONJUNCTIONS
    if found is None or joined:
        return found
    # Only commas before the phrase: the list must go on to a conjunction after it.
    return found if last is not None and last != first else None


def _last_conjunct(
    words: Sequence[Word], first: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> int | None:
    """The first word of the conjunct after the conjunction of the list in which the phrase at
    ``first`` stands: ``first`` itself after a conjunction; None when no conjunction follows."""
    prev = words[first - 1]
    if prev.core.lower() in _CONJUNCTIONS and not prev.post and not prev.pre:
        return first
    k = first + 1
    while k < len(words) and words[k].core.islower() and not words[k - 1].post:
        k += 1
    if k >= len(words) or words[k - 1].post or not words[k].core[:1].isupper():
        return None
    j = list_end(words, k, is_det, adjective)
    if j + 1 < len(words) and not words[j].post and words[j + 1].core.lower() in _CONJUNCTIONS:
        return j + 2
    return None


def _new_clause_after(
    words: Sequence[Word], start: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> bool:
    """Whether the conjunct that opens at ``start`` (after the conjunction) is followed by a finite
    verb that goes on in its clause ("und die Ärztin kamen später"): the coordination is the
    subject of a new main clause (verb second), spliced by a comma to a clause whose object
    came before ("Am Morgen sahen wir die Stadt, die Lehrerin und die Ärztin kamen später").
    A list of objects ends its clause ("... und die Lehrerin.") or stands before a verb at the
    clause's end ("dass wir die Ärztin, die Pflegerin und die Lehrerin trafen.")."""
    if start >= len(words) or _det(is_det, words[start].core) is None:
        return False
    n = start + 1
    while n < len(words) and not words[n - 1].post and words[n].core.islower() and adjective(words[n].core):
        n += 1
    if n >= len(words) or words[n - 1].post or not words[n].core[:1].isupper() or words[n].post:
        return False
    v = n + 1
    return (
        v + 1 < len(words)
        and words[v].core.lower() not in PREPS
        and _finite_verb(words, v, is_det, adjective)
        and words[v + 1].core.lower() not in _CONJUNCTIONS
    )


def list_end(
    words: Sequence[Word], noun: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> int:
    """The noun of the last comma-joined conjunct after the one whose noun is ``noun`` ("die
    Ärztin, die Pflegerin und ...": "Pflegerin"); ``noun`` itself when no comma-joined conjunct
    follows it."""
    j = noun
    while j + 2 < len(words) and words[j].post.strip() == "," and _det(is_det, words[j + 1].core) is not None:
        k = j + 2
        while (
            k < len(words) and words[k].core.islower() and adjective(words[k].core) and not words[k - 1].post
        ):
            k += 1
        if k >= len(words) or words[k - 1].post or not words[k].core[:1].isupper() or words[k].pre:
            break
        j = k
    return j
