"""A plural relative pronoun "die" before a predicate noun: "Männer, die Beamte zu sein schienen".

After a comma, "die" and a plural noun that the clause closes with nothing but a plural copula
("waren", "sind", ...; or "zu sein schienen"/"zu sein scheinen") cannot be an article and its
noun: the phrase would be the clause's subject with no predicate, and a verb-final clause needs
an introducer (Duden, Die Grammatik: Verbletztsatz; Relativsatz). So "die" is the relative
pronoun, the clause's subject, and the noun its predicate nominative, which takes no article:
the masculine of "die Beamtinnen zu sein schienen" is "die Beamte zu sein schienen" (strong
"Beamte"), not "die Beamten", the weak form after an article.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import PLURAL_COPULAS

__all__ = ["predicate_before_copula"]

#: Finite plural forms of "scheinen" that close "zu sein" ("die Beamte zu sein schienen").
_SEEM_PLURAL = frozenset({"schienen", "scheinen"})


def predicate_before_copula(words: Sequence[Word], noun: int) -> bool:
    """Whether the noun at ``noun`` is followed, up to the end of its clause, only by a plural
    copula ("waren", "zu sein schienen") that closes the clause (module docstring)."""
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
    return (len(tail) == 1 and tail[0] in PLURAL_COPULAS) or (
        len(tail) == 3 and tail[:2] == ["zu", "sein"] and tail[2] in _SEEM_PLURAL
    )
