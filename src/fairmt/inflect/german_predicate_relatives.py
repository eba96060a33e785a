"""A plural relative pronoun "die" before a predicate noun: "Männer, die Beamte zu sein schienen".

After a comma, "die" and a plural noun that the clause closes with nothing but a plural copula
("waren", "sind", "werden", ...; or a copula's infinitive or participle and a plural finite verb:
"gewesen sind", "werden wollen", "zu sein schienen") cannot be an article and its
noun: the phrase would be the clause's subject with no predicate, and a verb-final clause needs
an introducer (Duden, Die Grammatik: Verbletztsatz; Relativsatz). So "die" is the relative
pronoun, the clause's subject, and the noun its predicate nominative, which takes no article:
the masculine of "die Beamtinnen zu sein schienen" is "die Beamte zu sein schienen" (strong
"Beamte"), not "die Beamten", the weak form after an article.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_relative_subjects import COPULA_NONFINITE
from fairmt.inflect.german_title_ordinals import PLURAL_COPULA_VERBS
from fairmt.inflect.german_words import FINITE_PL

__all__ = ["predicate_before_copula"]

#: The plural finite copulas that close such a clause alone ("die Beamte waren", "die Beamte
#: werden"); "scheinen" is a copula too (Duden, Die Grammatik: Kopulaverben sein, werden,
#: bleiben, scheinen), mostly with "zu sein" ("die Beamte zu sein schienen").
_COPULAS_PL = PLURAL_COPULA_VERBS | {"scheinen", "schienen"}


def predicate_before_copula(words: Sequence[Word], noun: int) -> bool:
    """Whether the noun at ``noun`` is followed, up to the end of its clause, only by a plural
    copula ("waren", "sind") or a copula's infinitive or participle, with "zu", and a plural
    finite verb ("gewesen sind", "werden wollen", "zu sein schienen") (module docstring)."""
    if words[noun].post:
        return False
    tail: list[str] = []
    j = noun + 1
    while j < len(words) and len(tail) < 4:
        tail.append(words[j].core.lower())
        if words[j].post:
            break
        j += 1
    if j >= len(words) or words[j].post.strip()[:1] not in (",", ".", ";", "!", "?", ")"):
        return False
    *before, finite = tail
    if not before:
        return finite in _COPULAS_PL
    return (
        (finite in _COPULAS_PL or finite in FINITE_PL)
        and any(w in COPULA_NONFINITE for w in before)
        and all(w in COPULA_NONFINITE or w == "zu" for w in before)
    )
