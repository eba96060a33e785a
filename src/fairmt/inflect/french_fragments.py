"""The adjective of a verbless question or exclamation (fr-inflect-51).

"Prête ?", "Encore perdue ?", "Toujours fâchée ?": a sentence of one adjective or participle,
perhaps after adverbs, is a verbless sentence whose predicate is said of the addressee or the
speaker (Grevisse and Goosse, *Le Bon Usage*, the verbless sentence, *phrase averbale*), and it
agrees with that person. The realiser asks for it only where the English has such a fragment
("Ready?", :mod:`fairmt.fairqe.cue_fragments`). The ending rules failed on some of them: *prête*
is also a form of the verb *prêter*, so "Prête ?" had no masculine; the dictionary's adjective
reading gives it ("prêt"). The word must end its sentence with "?" or "!" (a bare "Fermé." is
said of a thing).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["fragment_attribute"]


def fragment_attribute(tokens: Sequence[str], before: int, end: int) -> bool:
    """Whether the word ending at ``end`` opens its sentence, ``before`` being the index of the
    last token before it that is no adverb (``-1`` at the start of the text), and is followed by
    nothing but a "?" or "!" (module docstring)."""
    if before >= 0 and not any(ch in Word.parse(tokens[before]).post for ch in ".!?"):
        return False
    rest = "".join(tokens[end:])
    last = Word.parse(tokens[end - 1]).post + rest
    return any(ch in last for ch in "?!") and not any(ch.isalnum() for ch in rest)
