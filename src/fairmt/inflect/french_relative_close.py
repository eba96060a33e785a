"""The verb after a relative clause set off by commas is the main clause's (fr-inflect-40, closedfr33).

"Ghai, qui est l'auteur de (Dis)embodied Form, écrit sur les politiques de genre" (MT-GenEval dev
proxy line 69): the person noun stands in a relative clause (", qui est l'auteur de ...,") whose
antecedent is the main clause's subject; the comma after the noun's complement closes the
relative clause, and the word after it is the main clause's verb, whose subject is the name
before "qui". French writes the non-restrictive (*explicative*) relative between commas after
its antecedent, and the main clause goes on after the second comma (Grevisse and Goosse, *Le
Bon Usage*, the relative clause; the punctuation of the *proposition relative explicative*).

:func:`fairmt.inflect.french._detached_attributes` and
:func:`fairmt.inflect.french_detached_complement.detached_after_complement` read an adjective
or participle right after the realised noun's comma as a detached epithet of the noun ("Le
gagnant, visiblement ému, a remercié"). A verb form that is also a participle ("écrit",
"produit", "dit", "satisfait") was then put in the feminine ("écrite sur les politiques").
:func:`main_verb_after_relative` tells them when that word is the main clause's verb instead:
it has a finite reading, the noun is inside a relative clause opened after a comma, and no
other finite verb of *être* or *avoir*, or word the dictionary knows only as a verb, follows
it in the sentence (else the word may well be a detached participle: "Paul, qui est le
directeur, satisfait de son travail, est parti").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["keep_main_verb", "main_verb_after_relative"]

#: Relative pronouns that open a relative clause.
_RELATIVES = frozenset(["qui", "que", "qu'", "dont", "où", "lequel", "laquelle"])
#: Finite tenses in Apertium's French tags (present, simple past, imperfect, future, conditional).
_FINITE = frozenset(["pri", "ifi", "pii", "fti", "cni"])
#: Finite forms of *être* and *avoir* in the third person: a later main verb.
_AUX = frozenset(["est", "était", "fut", "sera", "serait", "a", "avait", "eut", "aura", "aurait"])


def _finite(low: str, morph: Morphology) -> bool:
    return any(
        r.pos.startswith("vb") and "p3" in r.tags and _FINITE & set(r.tags) for r in morph.readings(low)
    )


def main_verb_after_relative(tokens: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether the word at ``k``, after a comma, is the main clause's verb that follows a relative
    clause set off by commas (module docstring)."""
    if k < 2 or k >= len(tokens) or not Word.parse(tokens[k - 1]).post.strip().startswith(","):
        return False
    low = Word.parse(tokens[k]).core.lower()
    if not _finite(low, morph):
        return False
    # The relative clause's opening: the nearest comma before the closing one, then a relative.
    c = k - 2
    while c >= 0 and not Word.parse(tokens[c]).post.strip():
        c -= 1
    if c < 0 or not Word.parse(tokens[c]).post.strip().startswith(","):
        return False
    opener = Word.parse(tokens[c + 1]).core.lower().replace("\u2019", "'")
    if opener not in _RELATIVES and not opener.startswith("qu'"):
        return False
    for t in range(k + 1, len(tokens)):
        w = Word.parse(tokens[t]).core.lower()
        if w in _AUX or (w.isalpha() and morph.only_verb(w)):
            return False
    return True


def keep_main_verb(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], morph: Morphology
) -> list[str]:
    """``base`` with the main clause's verb after the relative clause that holds ``span`` put back
    as in ``tokens`` (:func:`main_verb_after_relative`): the parse-based agreement
    (:func:`fairmt.inflect.french_agreement.agree`) may hang it on the noun as an adjective
    ("l'auteur de ce livre, écrit sur" -> "écrite")."""
    k = span[1] - 1
    while k < len(tokens) and not Word.parse(tokens[k]).post.strip():
        k += 1
    if k + 1 >= len(tokens) or k >= len(base) or len(base) != len(tokens) or base[k + 1] == tokens[k + 1]:
        return base
    if not main_verb_after_relative(tokens, k + 1, morph):
        return base
    out = list(base)
    out[k + 1] = tokens[k + 1]
    return out
