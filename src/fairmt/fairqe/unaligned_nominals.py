"""The target noun of a predicate-nominal cue the aligner placed nowhere (helper ex41, issue 13).

"I'm a Leinster gal", "She was a Chelsea girl", "He is a country lad": a gendered English noun
after "be" and an indefinite article is the predicate nominal, said of the subject. A
translation often renders such a noun by another person noun that fits the sense better ("gal"
as a supporter: "Sono una tifosa del Leinster"), which neither the aligner's table nor the
seed forms know, so the cue got no target span and a translation with the other gender ("Sono
un tifoso") went unflagged.

The target's own grammar places it: Spanish and Italian put the predicate nominal right after
the copula with the indefinite article, which agrees in gender with the noun, and a person
noun predicated of a person takes that person's gender (RAE, *Nueva gramática*, §37.2 on the
nominal attribute; Serianni, *Grammatica italiana*, XI.9 and IV.8 on the article's agreement).
So a form of "ser"/"essere" followed by "un"/"una"/"uno"/"un'" and a word, near the place the
English noun projects to, is the cue's phrase: :func:`unaligned_nominal` returns the article
and the word. Only the indefinite article after the copula is read (the English has one too);
the word after it may be one the dictionary lacks ("tifoso"), but not a verb, an adverb or a
word of another part of speech only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.fairqe.cue_tokens import Tok, _words

__all__ = ["english_predicate_nominal", "unaligned_nominal"]

#: English forms of "be" before a predicate nominal, and the clitics that stand for them.
_BE = _words("is was am are were be been")
_BE_CLITICS = frozenset(["'m", "'s", "'re"])
#: Pronouns whose "'s" is "is" ("she's a ...", not a possessive).
_PRONOUNS = _words("i you he she we they it that who")
#: The indefinite articles, per language.
_INDEFINITE = {"es": _words("un una"), "it": _words("un una uno")}
#: How far from the projected place the noun may stand, each side.
_WINDOW = 3


def english_predicate_nominal(toks: Sequence[Tok], start: int) -> bool:
    """Whether the noun at ``start`` closes "be + a/an (+ up to two modifiers)": the predicate
    nominal of a copula ("I'm a Leinster gal", "she was a country girl")."""
    i = start - 1
    for _ in range(3):
        if i < 1 or toks[i].ends_clause:
            return False
        if toks[i].low in ("a", "an"):
            prev = toks[i - 1]
            if prev.ends_clause:
                return False
            return prev.low in _BE or (prev.clitic in _BE_CLITICS and prev.low in _PRONOUNS)
        i -= 1
    return False


def _copula(morph: Any, word: str) -> bool:
    return any(r.lemma in ("ser", "essere") and "pp" not in r.tags for r in morph.readings(word) or ())


def _nominal(morph: Any, word: str) -> bool:
    """A word that may be the noun: a dictionary noun, or a lower-case word the dictionary lacks."""
    if not word.isalpha():
        return False
    rs = morph.readings(word) or ()
    return not rs or any(r.pos == "n" for r in rs)


def unaligned_nominal(
    morph: Any, norm: Sequence[str], tokens: Sequence[str], anchor: int, lang: str
) -> tuple[int, int] | None:
    """The ``[start, end)`` span of the article and noun after a copula nearest ``anchor`` (the
    noun at most :data:`_WINDOW` words away), with no punctuation inside; ``None`` when there is
    none, for another language, or without ``morph`` (module docstring)."""
    articles = _INDEFINITE.get(lang)
    if morph is None or articles is None:
        return None
    n = len(norm)

    def closed(k: int) -> bool:
        return tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", "."))

    for j in sorted(
        range(max(0, anchor - _WINDOW), min(n, anchor + _WINDOW + 1)), key=lambda j: (abs(j - anchor), j)
    ):
        if lang == "it" and norm[j].startswith("un'"):
            art, noun = j, norm[j][3:]  # "un'amica": the article and the noun in one token
        elif j > 0 and norm[j - 1] in articles and not closed(j - 1):
            art, noun = j - 1, norm[j]
        else:
            continue
        if art < 1 or closed(art - 1) or not _nominal(morph, noun) or not _copula(morph, norm[art - 1]):
            continue
        return art, j + 1
    return None
