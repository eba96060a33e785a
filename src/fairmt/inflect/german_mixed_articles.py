"""The cases an article shows when it does not agree with its noun (de-inflect-60).

MT output sometimes gives a noun phrase the article of one gender and the noun of the other:
"mit einer Kollegen aus Bonn" (the feminine dative article "einer" before the masculine weak
noun "Kollegen"), "Das Buch einer Studenten ging verloren". The phrase's case is then read from
the noun's gender alone, and the article's ending fits none of its cases ("einer" is no
masculine article before a noun), so every case stayed open and a realisation could pick the
nominative ("eine Kollegin") or leave the phrase as it was. The article still shows its case by
its own form (Duden, Die Grammatik: the article carries the case of the noun phrase): "einer"
before a noun is a dative or genitive in every gender it can have (feminine singular; genitive
plural), so those are the candidates, as they would be had the noun agreed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_predicates import _det_ending
from fairmt.inflect.german_words import CASES, EIN_WORD_END, EIN_WORDS

__all__ = ["article_cases", "mixed_ein_article"]


def article_cases(form: str, table: dict[str, tuple[str, str, str, str]]) -> list[str]:
    """The cases in which ``form`` (an article or its ending) stands in ``table`` (a declension
    table by gender, "m", "f", "n" and "p") for any gender, in the order of ``CASES``."""
    return [c for i, c in enumerate(CASES) if any(forms[i] == form for forms in table.values())]


def mixed_ein_article(
    words: Sequence[Word], det: int | None, is_det: Callable[[str], str | None], gender: str, number: str
) -> bool:
    """Whether the article at ``det`` is an "ein"-word whose form fits no case of a singular
    noun of ``gender`` ("m" or "f"; ``number`` is not "pl"): a mixed phrase ("einer
    Kollegen"), which a realisation in the noun's own gender must still mend (module
    docstring). A form of no gender at all (no article) is no such phrase, nor a possessive or
    "kein" with a plural ending before a noun that may be plural ("ihrer Rivalen")."""
    if det is None or number == "pl" or gender not in ("m", "f"):
        return False
    low = words[det].core.lower()
    if is_det(low) != "ein":
        return False
    ending = _det_ending(low, EIN_WORDS)
    if ending in EIN_WORD_END["p"] and not low.startswith("ein"):
        return False  # "ihrer Rivalen", "keiner Zeugen": a plural; only "ein" has none
    return ending not in EIN_WORD_END[gender] and bool(article_cases(ending, EIN_WORD_END))
