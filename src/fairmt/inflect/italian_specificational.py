"""The nominalised ordinal that a predicate person noun identifies (it-inflect-28).

In a specificational copular sentence the subject is a nominalised adjective ("il primo",
"l'ultima", "l'unico", often with "a"/"ad" and an infinitive) and the predicate noun after
*essere* names who it is: "La prima ad arrivare è stata la dottoressa", "L'unico assente era
il cuoco". Both refer to the same person, and the nominalised adjective with its article agrees
with that person's gender (Serianni, *Grammatica italiana*, V on the nominalised adjective and
XI on the nominal predicate; Treccani, "primo": "il primo ad arrivare"). When the person noun
changes gender, so do they. Kept narrow: the adjective opens the sentence after its article,
and a form of *essere* (with its participle) stands right before the person's phrase.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_ordinals import SPECIFICATIONAL_ORDINALS
from fairmt.inflect.romance import Gender

_ORDINALS = SPECIFICATIONAL_ORDINALS
_ARTICLES = {"F": {"il": "la", "l'": "l'"}, "M": {"la": "il", "l'": "l'"}}
_ESSERE = frozenset(["è", "era", "fu", "sarà", "sarebbe", "sia", "fosse"])
_ESSERE_PARTICIPLES = frozenset(["stato", "stata"])
#: Words that may stand between the adjective and the copula: "a"/"ad" + an infinitive and its
#: complement ("ad arrivare", "a lasciare la sala"), or a short modifier ("assente").
_MAX_BETWEEN = 5


def specificational_subject(tokens: Sequence[str], out: list[str], ps: int, gender: Gender) -> list[str]:
    """``out`` (``tokens`` with the person's phrase at ``ps`` put in ``gender``) with the
    sentence-initial article + ordinal that the phrase identifies in ``gender`` too."""
    if len(out) != len(tokens) or ps < 3:
        return out
    words = [Word.parse(t) for t in tokens[:ps]]
    low = [w.core.lower() for w in words]
    art = low[0] if not low[0].startswith("l'") else "l'"
    if art == "l'" and low[0] != "l'":
        adj, adj_k = low[0][2:], 0  # "L'ultima" in one token
    else:
        adj, adj_k = low[1], 1
    if adj not in _ORDINALS[gender] or art not in _ARTICLES[gender]:
        return out
    c = ps - 1
    if low[c] in _ESSERE_PARTICIPLES:
        c -= 1
    if c <= adj_k or low[c] not in _ESSERE or c - adj_k - 1 > _MAX_BETWEEN:
        return out
    if any(w.post.strip() for w in words[:ps]):
        return out  # punctuation: no one clause
    nxt = low[adj_k + 1]
    morph = morphology("it")
    if nxt not in ("a", "ad") and nxt not in _ESSERE and (morph is None or morph.noun_readings(nxt)):
        return out  # "il primo giorno": the adjective of a noun, not a nominalised one
    new = list(out)
    if low[ps - 1] in _ESSERE_PARTICIPLES:
        # "è stata la dottoressa": the participle agrees with the subject, the same person
        new[ps - 1] = words[ps - 1].render("stata" if gender == "F" else "stato")
    new_adj = _ORDINALS[gender][adj]
    if adj_k == 0:
        core = words[0].core
        new[0] = words[0].render(core[:2] + _cap(new_adj, core[2:]))
    else:
        new[0] = words[0].render(_cap(_ARTICLES[gender][art], words[0].core))
        new[1] = words[1].render(_cap(new_adj, words[1].core))
    return new


def _cap(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word
