"""The stop of an abbreviated title belongs to the title (it-inflect-50).

Italian abbreviates a masculine title by cutting it and marking the cut with a stop ("Sig.",
"Dott."), the feminine by its first letters and its ending, with the stop inside ("Sig.ra",
"Dott.ssa"): the feminine has no stop of its own. The token reader takes a final stop for punctuation, so the
lexicon's "sig" -> "sig.ra" kept it after the feminine ("la Sig.ra. Rossi") and "sig.ra" ->
"sig" lost it ("il Sig Rossi"). After a realisation, :func:`title_stops` moves the stop over:
the masculine's stop is dropped after the feminine and given back to the masculine. A stop
that ends the text after "Sig." is the title's too (one stop serves the abbreviation and the
sentence), so "con il Sig." becomes "con la Sig.ra", as MT-GenEval's dev reference writes it.

The pairs are the lexicon's, those whose feminine has a stop inside
(:data:`fairmt.inflect.italian_lexicon.LEXICON_F`; "Prof." abbreviates both genders and stays).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.italian_lexicon import LEXICON_F

#: Feminine abbreviation -> masculine ("sig.ra" -> "sig"), lower case, the masculine without its stop.
_TITLE_ABBREVIATIONS = {f: m for f, m in LEXICON_F.items() if "." in f}
_MASCULINE = frozenset(_TITLE_ABBREVIATIONS.values())


def title_stops(before: Sequence[str], after: list[str]) -> list[str]:
    """``after`` (a realisation of ``before``, token for token) with the stop of each title
    that changed gender where it belongs: "Sig." -> "Sig.ra", "Sig.ra" -> "Sig."."""
    if len(before) != len(after):
        return after
    out = list(after)
    for k, (old, new) in enumerate(zip(before, after, strict=True)):
        if old == new:
            continue
        o, n = Word.parse(old), Word.parse(new)
        if o.lower in _MASCULINE and n.lower in _TITLE_ABBREVIATIONS and o.post.startswith("."):
            out[k] = f"{n.pre}{n.core}{n.post[1:]}"
        elif o.lower in _TITLE_ABBREVIATIONS and n.lower in _MASCULINE and not n.post.startswith("."):
            out[k] = f"{n.pre}{n.core}.{n.post}"
    return out
