"""A causal clause with a dropped subject after the subject's own clause (it-inflect-49, issue 12).

"Il medico è tornato tardi perché era stanco" -> "La medica è tornata tardi perché era stanca":
Italian drops the subject of a finite adverbial clause when it is the main clause's subject
(topic continuity; Serianni, *Grammatica italiana*, XIV.40-48 on causal clauses and V.23-35 on
the null subject), so the predicative after its *essere* agrees with that subject. The decision
is left to the context, not to the predicative's ending: the clause must open with a causal
conjunction right after the subject's clause (a comma allowed before it), its first verb must be
a finite form of *essere* in the subject's number, and nothing between the subject and the
conjunction may name another person who could be the dropped subject (a person noun, a name,
an object clitic: "Il medico lo visitò perché era malato" is left alone).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_quantity import essere_number

#: The causal conjunctions that open a finite clause (Serianni XIV.40-48; closed class).
CAUSAL = frozenset({"perché", "perche'", "poiché", "poiche'", "giacché", "giacche'"})
#: Object and dative clitics: another person the dropped subject may be.
_OBJECT_CLITICS = frozenset({"lo", "la", "li", "le", "gli", "l'"})


def causal_essere(
    tokens: Sequence[str],
    start: int,
    k: int,
    numbers: frozenset[str],
    was: str,
    is_person: Callable[[str], bool],
) -> int | None:
    """The index after the causal conjunction at ``k`` where the clause's *essere* group begins,
    when the clause's dropped subject is the one that ends at ``start`` (module docstring);
    ``None`` otherwise. ``numbers`` are the subject's (:func:`subject_numbers`); ``was`` the gender
    (``"m"``/``"f"``) its predicative shows now: a noun of that gender and number between them
    may be the dropped subject instead ("ha lasciato il negozio perché era chiuso")."""
    if k + 1 >= len(tokens) or Word.parse(tokens[k]).core.lower() not in CAUSAL:
        return None
    number = essere_number(tokens, k + 1)
    if number not in numbers:
        return None
    morph = morphology("it")
    for t in range(start, k):
        w = Word.parse(tokens[t])
        low = w.core.lower()
        if low in _OBJECT_CLITICS or (low.startswith("l'") and _verb_only(low[2:])):
            return None
        noun = low.split("'", 1)[1] if "'" in low[:-1] else low  # "l'uomo"
        if (w.core[:1].isupper() and t > 0) or is_person(noun):
            return None
        readings = morph.readings(noun) if morph is not None else []
        if any(r.pos == "n" and r.gender in (was, "mf") and r.number == number for r in readings):
            return None  # "ha lasciato il negozio perché era chiuso": the thing may be the subject
    return k + 1


def _verb_only(low: str) -> bool:
    """Whether the dictionary reads ``low`` only as a verb: after an elided "l'" it is then the
    object clitic's verb ("l'ha visitato"), not an article's noun ("l'ospedale")."""
    morph = morphology("it")
    rs = morph.readings(low) if morph is not None else []
    return bool(rs) and all(r.pos.startswith("vb") for r in rs)


def subject_numbers(tokens: Sequence[str], start: int) -> frozenset[str]:
    """The numbers the subject phrase that ends right before ``start`` (over a relative "che")
    may have, by the dictionary's readings of its last word ("infermiere": both, m. sg. and
    f. pl.); none when the dictionary lacks it."""
    k = start - 1
    if k > 0 and Word.parse(tokens[k]).core.lower() == "che":
        k -= 1
    morph = morphology("it")
    if k < 0 or morph is None:
        return frozenset()
    low = Word.parse(tokens[k]).core.lower()
    low = low.split("'", 1)[1] if "'" in low[:-1] else low  # "l'insegnante"
    return frozenset(r.number for r in morph.readings(low)) & {"sg", "pl"}
