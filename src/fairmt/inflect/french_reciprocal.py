"""The word-for-word reciprocal *chacun autre* agrees with its group (fr-inflect-47).

English "each other" has no one-word French translation: French says it with the reflexive
clitic and, to stress it, *l'un l'autre* / *les uns les autres* (Grevisse and Goosse, *Le Bon
Usage*, on the reciprocal pronominal verbs and *l'un l'autre*), whose *un* agrees with the
group it stands for (*les unes les autres* for women). Rule-based MT renders it word for word
as ``chacun autre`` ("Les deux amis ont parlé avec chacun autre"). That is no French phrase,
but its ``chacun`` is the indefinite pronoun ``chacun``/``chacune`` (Grevisse, *Le Bon Usage*,
the indefinite pronouns, *chacun*), which takes the gender of the people it distributes: the
subject of its verb. So when that subject is realised in the feminine, ``chacun`` becomes
``chacune`` (the gold convention: fr-923, fr-929), and back; the neutral form is
``chacun·e``, as for the other indefinite pronouns. The MT's wording is kept otherwise: the
variants change gender only, they do not correct the translation.

The group is the subject of the verb that governs ``chacun`` in the small model's parse (all
the ``nsubj`` of the verb and their conjuncts: "L'actrice et le producteur ont parlé avec
chacun autre"). It agrees in the feminine only when every person noun of that subject is
feminine after the realisation: a mixed group takes the masculine (Grevisse, *Le Bon Usage*,
agreement with nouns of different genders). A ``chacun autre`` whose verb has a subject the
realised person is not part of stays as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["reciprocal_chacun"]

_CHACUN = frozenset(["chacun", "chacune", "chacun·e"])
_AUTRE = frozenset(["autre", "autres"])
_FEMININE_DETS = frozenset(["la", "une", "cette", "sa", "ma", "ta", "notre", "votre", "leur"])


def _feminine(tok: Any, morph: Morphology) -> bool:
    """Whether the subject noun ``tok`` is feminine: the dictionary knows it only as a
    feminine noun (``actrice``, ``amies``), or it is epicene and its determiner is feminine
    (``la journaliste``)."""
    readings = morph.noun_readings(tok.lower_)
    genders = {r.gender for r in readings}
    if genders == {"f"}:
        return True
    return "mf" in genders and any(c.dep_ == "det" and c.lower_ in _FEMININE_DETS for c in tok.children)


def _verb(tok: Any) -> Any | None:
    """The verb that governs ``tok``: its nearest verbal ancestor (the small model hangs
    ``chacune autre`` on a word after it at times, "avec chacune autre beaucoup d'heures")."""
    head = tok
    for _ in range(3):
        if head is None or head.head is head:
            return None
        head = head.head
        if head.pos_ in ("VERB", "AUX"):
            return head
    return None


def _subjects(verb: Any) -> list[Any]:
    """The subject nouns of ``verb`` with their conjuncts."""
    out: list[Any] = []
    for c in verb.children:
        if c.dep_ in ("nsubj", "nsubj:pass"):
            out += [c, *(k for k in c.children if k.dep_ == "conj")]
    return out


def _parsed(tokens: Sequence[str]) -> dict[int, Any]:
    """The small model's token for each whitespace token of ``tokens`` (its last piece that is
    no punctuation: ``actrice`` in ``L'actrice``, ``hier`` in ``hier.``), by character offsets."""
    from fairmt.inflect.french_agreement import _parse

    doc = _parse(" ".join(tokens))
    if doc is None:
        return {}
    out: dict[int, Any] = {}
    start = 0
    for k, token in enumerate(tokens):
        end = start + len(token)
        pieces = [t for t in doc if start <= t.idx < end and not t.is_punct]
        if pieces:
            out[k] = pieces[-1]
        start = end + 1
    return out


def reciprocal_chacun(
    base: list[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """``base`` (a sentence with the person ``span`` realised in ``gender``) with each
    ``chacun autre`` whose verb's subject holds ``span`` in the gender of that subject (module
    docstring)."""
    low = [Word.parse(t).core.lower() for t in base]
    sites = [k for k in range(len(low) - 1) if low[k] in _CHACUN and low[k + 1] in _AUTRE]
    if not sites:
        return base
    index = _parsed(base)
    if not index:
        return base
    out = list(base)
    for k in sites:
        verb = _verb(index.get(k))
        if verb is None:
            continue
        subjects = _subjects(verb)
        positions = {j for j, t in index.items() if t in subjects}
        if not positions & set(range(*span)):
            continue  # another clause's group
        if gender == "N":
            form = "chacun·e"
        elif gender == "F" and all(_feminine(t, morph) for t in subjects if t.pos_ == "NOUN"):
            form = "chacune"
        else:
            form = "chacun"
        word = Word.parse(base[k])
        out[k] = word.render(form)
    return out
