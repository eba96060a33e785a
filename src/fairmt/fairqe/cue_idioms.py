"""Gendered nouns inside fixed English compounds that refer to nobody (en-cues-44).

A handful of lexicalised compounds keep a gendered noun that names no person of the sentence:
"a gentlemen's agreement" is an agreement on trust between any parties, "no man's land" a strip
of ground, "an old wives' tale" a superstition, "her mother tongue" a language, "the ship's
maiden voyage" a first voyage. Their first element is a descriptive (classifying) genitive or a
modifier that characterises the head and does not refer (Quirk et al., *A Comprehensive Grammar
of the English Language*, 1985, on the descriptive genitive and on compounds, Appendix I), and
dictionaries list each as one lexical unit. A translation renders the whole idiom ("accordo tra
gentiluomini", "terra di nessuno", "lingua madre", "viaggio inaugurale"), or an equivalent
with no person in it, so the gendered word is no cue: the aligner otherwise put "gentlemen's"
on the clitic of the sentence's woman ("sostenerla") and flagged a right translation.

Only the listed compounds are dropped; a descriptive genitive that still classifies by sex ("a
women's college", "the men's final") stays a cue (``cue_attributive``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok

__all__ = ["IDIOMS", "drop_idiom_nouns"]

#: Fixed compounds, as lower-case words without the genitive ending: the gendered word, the
#: words that must stand before it and the words that must follow it.
IDIOMS: tuple[tuple[tuple[str, ...], str, tuple[str, ...]], ...] = (
    ((), "gentleman", ("agreement",)),
    ((), "gentlemen", ("agreement",)),
    (("no",), "man", ("land",)),
    (("old",), "wives", ("tale",)),
    (("old",), "wives", ("tales",)),
    ((), "mother", ("tongue",)),
    ((), "mother", ("tongues",)),
    ((), "maiden", ("voyage",)),
    ((), "maiden", ("flight",)),
    ((), "maiden", ("speech",)),
)


def _in_idiom(toks: Sequence[Tok], k: int) -> bool:
    word = toks[k].low
    for before, head, after in IDIOMS:
        if word != head or k < len(before) or k + len(after) >= len(toks):
            continue
        if toks[k].ends_clause or any(toks[k - len(before) + i].low != w for i, w in enumerate(before)):
            continue
        if all(toks[k + 1 + i].low == w for i, w in enumerate(after)):
            return True
    return False


def drop_idiom_nouns(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word cues that are the gendered word of a listed idiom."""
    return [h for h in hits if not (h.end - h.start == 1 and _in_idiom(toks, h.start))]
