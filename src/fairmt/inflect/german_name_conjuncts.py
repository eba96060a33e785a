"""A conjunct right after a name is no genitive attribute (de-inflect-35).

A feminine "der"/"seiner"/"ihrer" phrase reads as a genitive or a dative ("seiner Partnerin"), and with
no preposition of its own the inflector takes a genitive attribute first ("die Arbeit der Ärztin").
But a genitive attribute follows its head noun directly (Duden, Die Grammatik: Genitivattribut,
nachgestellt); after "und"/"oder"/"sowie" the phrase is a conjunct, and it shares the case of what it
is coordinated with. When that is a name that shows no genitive ("mit El Hijo del Santo und seiner
Partnerin", "vor dem inkompetenten Inglewood und seiner Schreiberin", "gehörte Yuan oder seiner
Cousine"), the conjunct is a dative as the name is: "und seinem Partner", not "und seines Partners".

A name shows a genitive by its -s ("die Rede Obamas und seiner Frau") or by a determiner that may be
genitive before it ("der", "des", "einer", "seines" ...: "die Firma des jungen Müller"); a person noun
before the conjunction ("der Ärztin und der Pflegerin") is left to the other rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS


def conjunct_of_name(
    words: Sequence[Word],
    first: int,
    is_name: Callable[[str], bool],
    is_det: Callable[[str], str | None],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the phrase starting at ``first`` follows a conjunction right after a name
    (``is_name``) that shows no genitive."""
    conj = first - 1
    if conj < 1 or words[conj].pre or words[conj].post or words[conj].core.lower() not in NOUN_CONJUNCTIONS:
        return False
    k = conj - 1
    name = words[k]
    core = name.core
    if name.post or not core[:1].isupper() or not is_name(core):
        return False
    if core.lower().endswith(("s", "x", "z", "ß")):
        return False  # "Obamas und seiner Frau": the name may be a genitive itself
    while k > 0 and not words[k - 1].post and words[k - 1].core[:1].isupper() and is_name(words[k - 1].core):
        k -= 1  # the name's other words ("El Hijo del Santo" stops at "del")
    while k > 0 and not words[k - 1].post and adjective(words[k - 1].core):
        k -= 1
    if k > 0 and not words[k - 1].post:
        det = words[k - 1].core.lower()
        if is_det(det) is not None and det.endswith(("er", "es")):
            return False  # "des jungen Müller und seiner Frau": a genitive may be the name's
    return True
