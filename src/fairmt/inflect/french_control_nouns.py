"""The attribute of an infinitive after "avoir la chance de", "avoir l'impression de" (fr-inflect-45).

In "J'ai eu la chance d'être choisie" and "J'ai l'impression d'avoir été oubliée" the
infinitive's understood subject is the subject of *avoir* (Grevisse and Goosse, *Le Bon
Usage*, the understood agent of the infinitive: it is the subject of the main verb when the
infinitive completes a noun of the verb's locution, *avoir peur de*, *avoir honte de*, *avoir
l'impression de*), so the infinitive's attribute agrees with the speaker or the addressee as
the attribute of *être* does. :func:`control_noun_attribute` finds where that attribute
starts, for :func:`fairmt.inflect.french_agreement.speaker_predicates`.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["CONTROL_NOUNS", "control_noun_attribute", "infinitive_attribute_span"]

#: Nouns of the locutions *avoir N de* + infinitive whose infinitive has the subject of *avoir*
#: as its understood subject (a closed list of locutions: TLFi, s.v. *chance*, *honneur*,
#: *impression*, *sentiment*, *plaisir*, *peur*, *honte*, *envie*, *besoin*, *hâte*, *tort*).
CONTROL_NOUNS = frozenset(
    ["chance", "honneur", "impression", "sentiment", "plaisir", "peur", "honte", "envie", "besoin", "hâte"]
)
_ARTICLES = frozenset(["la", "le", "l'", "de", "du", "d'"])


def control_noun_attribute(low: Sequence[str], k: int) -> int | None:
    """The index after "d'être" / "d'avoir été" when the words from ``k`` (right after a form
    of *avoir*, or *eu* after it) are a control locution's article and noun and that
    infinitive; else ``None``. ``low`` is the lower-cased tokens, elisions kept ("l'impression")."""
    j = k
    if j < len(low) and low[j] == "eu":
        j += 1  # "J'ai eu la chance"
    while j < len(low) and low[j] in _ARTICLES:
        j += 1
    if j >= len(low):
        return None
    noun = low[j][2:] if low[j].startswith(("l'", "d'")) else low[j]
    if noun not in CONTROL_NOUNS:
        return None
    j += 1
    if j < len(low) and low[j] == "d'être":
        return j + 1
    if j + 1 < len(low) and low[j] == "d'avoir" and low[j + 1] == "été":
        return j + 2
    return None


def infinitive_attribute_span(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` without the words up to an infinitive "d'être" / "d'avoir été" inside it: a
    predicate cue that the aligner linked to "chance d'être choisie" (for "to be chosen") has
    its gendered word after the infinitive; the locution's noun before it ("chance") is a
    thing of its own gender. ``span`` itself when it holds no such infinitive before its end."""
    s, e = span
    low = [t.lower().replace("’", "'") for t in tokens]
    for j in range(s, e - 1):
        if low[j] == "d'être":
            return (j + 1, e)
        if low[j] == "d'avoir" and low[j + 1] == "été" and j + 2 < e:
            return (j + 2, e)
    return span
