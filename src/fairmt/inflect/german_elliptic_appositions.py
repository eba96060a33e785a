"""de-inflect-37: an elliptic apposition "ART ORDINAL" after a person noun ("den dritten").

"schickte einen weiteren Boten, den dritten, nach Crook": after the comma stands no relative
pronoun but the article of an apposition whose noun is left out (Duden, Die Grammatik:
Ellipse des Nomens nach Ordinalzahl und Superlativ, "der erste", "die beste"). The apposition
agrees with its head in gender and case (Duden: Apposition, Kasuskongruenz), so the feminine is
"eine weitere Botin, die dritte" (the adjective takes the weak ending of the new article, not
just the article), and the feminine "die dritte" after an accusative head is "den dritten".

Only ordinals ("dritten", "letzte", "nächsten", "einzige") and superlatives in -st- ("besten",
"jüngste") are read, with the comma or sentence end right after them or a genitive or
prepositional phrase ("den besten der Stadt", "den dritten in diesem Jahr"): a relative clause
"der lachte," has a verb, and past tenses in -sste ("hasste", "wusste") are left out.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_predicates import _strip_adj
from fairmt.inflect.german_title_ordinals import _ORDINAL_STEMS
from fairmt.inflect.german_words import ADJ_WEAK, CASES, DEF, PREPS

#: Stems of the ordinal numbers and ordinal-like adjectives that stand without their noun (the
#: title ordinals' stems, erst ... zehnt, and five more).
_ORDINALS = _ORDINAL_STEMS | frozenset(["elft", "zwölft", "letzt", "nächst", "einzig"])


def _ordinal_or_superlative(word: str) -> tuple[str, str] | None:
    """(stem, ending) of an ordinal or superlative with a weak ending -e or -en, else None."""
    if not word.isalpha() or not word.islower():
        return None
    stem, ending = _strip_adj(word)
    if ending not in ("e", "en"):
        return None
    if stem in _ORDINALS or stem.endswith(("zehnt", "zigst", "ßigst", "hundertst", "tausendst")):
        return stem, ending
    if len(stem) > 3 and stem.endswith("st") and not stem.endswith("sst"):
        return stem, ending
    return None


def elliptic_adjective(words: Sequence[Word], art: int) -> int | None:
    """The index of the ordinal or superlative right after the article at ``art`` when the
    two make an elliptic phrase ("den dritten,", "die beste der Klasse"), else None."""
    a = art + 1
    if a >= len(words) or words[art].post or words[a].pre:
        return None
    if _ordinal_or_superlative(words[a].core) is None:
        return None
    if words[a].post:
        return a if words[a].post.strip()[:1] in (",", ".", ";", "!", "?", ")") else None
    if a + 1 < len(words):
        nxt = words[a + 1].core.lower()
        if nxt in PREPS or nxt in ("der", "des"):
            return a
    return None


def realise_elliptic(
    words: Sequence[Word], art: int, src: str, target: str, case: str, new: dict[int, list[str]]
) -> bool:
    """Set in ``new`` the article at ``art`` and its elliptic adjective in ``target`` gender and
    the head's ``case``; False (nothing set) when the phrase is none or the article's form
    does not fit the source gender and case."""
    adj = elliptic_adjective(words, art)
    if adj is None or case not in CASES or src not in DEF or target not in DEF:
        return False
    ci = CASES.index(case)
    if case == "gen" or words[art].core.lower() != DEF[src][ci]:
        return False
    parsed = _ordinal_or_superlative(words[adj].core)
    if parsed is None or parsed[1] != ADJ_WEAK[src][ci]:
        return False
    new[art] = [DEF[target][ci]]
    new[adj] = [parsed[0] + ADJ_WEAK[target][ci]]
    return True
