"""A relative clause opened by *dont* with a subject of its own (fr-inflect-49, fr39).

In "la voisine dont la voiture a été volée", *dont* is the complement of the relative's
subject (*la voiture de la voisine*), and the relative's predicates agree with that subject,
not with the antecedent (Grevisse and Goosse, *Le Bon Usage*, § 723 on *dont*, and the
agreement of the participle with its subject). The small parse often makes the antecedent the
subject of the relative's participle ("voisine" the ``nsubj:pass`` of "volée"), so realising
the neighbour changed the car's participle: "Le voisin dont la voiture a été volé".

:func:`keep_dont_clause` puts back, in a realisation of the person before *dont*, the words of
such a relative clause (also one set off by a comma, an appositive relative, fr-inflect-51): from
the relative's subject (a determiner or possessive and its noun,
or a subject pronoun) up to the end of its verb group (the word before the next finite verb,
the main clause's, or before punctuation). A *dont* followed by a numeral or a quantifier
("cinq invités, dont deux étaient furieux": *among whom*) has no subject of its own, and its
predicate agrees with the antecedent: nothing is put back.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_agreement import _DETERMINERS as _FR_DETERMINERS
from fairmt.inflect.french_agreement import _SUBJECT_PRONOUNS
from fairmt.inflect.french_secondary_predicate import _finite

__all__ = ["keep_dont_clause"]

#: The determiners that open a noun phrase (french_agreement's, less the contracted articles and
#: "chaque"/"quelque", which do not open the dont-clause's subject).
_DETERMINERS = _FR_DETERMINERS - {"au", "aux", "du", "chaque", "quelque"}
_PRONOUNS = _SUBJECT_PRONOUNS


_low = lower_core


def _clause(tokens: Sequence[str], d: int, morph: Morphology) -> tuple[int, int] | None:
    """The stretch after *dont* at ``d`` from its own subject to the end of its verb group, or
    ``None`` when *dont* has no subject of its own there."""
    low = [_low(t) for t in tokens]
    t = d + 1
    if t >= len(low) or Word.parse(tokens[d]).post.strip():
        return None
    first = low[t]
    if first.split("'")[0] + "'" in _PRONOUNS or first in _PRONOUNS:
        start, end = t, t + 1  # "dont il parle"; "j'ai" holds its verb
        if "'" in first:
            end = t
    elif first.startswith("l'") and len(first) > 2:
        start, end = t, t + 1  # "dont l'enfant": the noun is no verb, whatever it could read as
    elif first in _DETERMINERS:
        start, end = t, t + 2  # "dont la voiture" ("voiture" is also a form of "voiturer")
    else:
        return None  # "dont deux", "dont certains": a part of the antecedent, no subject of its own
    finite = 0
    while end < len(low):
        if _finite(low[end].split("'")[-1], morph):
            finite += 1
            if finite == 2:
                break
        if Word.parse(tokens[end]).post.strip():
            end += 1
            break
        end += 1
    return (start, end) if finite >= 1 else None


def keep_dont_clause(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], morph: Morphology
) -> list[str]:
    """``base`` (a realisation of the person at ``span``) with the words of a *dont* relative
    with its own subject, right after the span, as in ``tokens`` (module docstring)."""
    if len(base) != len(tokens):
        return base
    e = span[1]
    before = Word.parse(tokens[e - 1]).post.strip()
    if e >= len(tokens) or _low(tokens[e]) != "dont" or before not in ("", ","):
        return base  # fr-inflect-51: also the relative set off by commas ("Le médecin, dont la fille ...,")
    stretch = _clause(tokens, e, morph)
    if stretch is None:
        return base
    a, b = stretch
    if base[a:b] == list(tokens[a:b]):
        return base
    return [*base[:a], *tokens[a:b], *base[b:]]
