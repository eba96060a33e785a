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

Helper ex48 widened it to the role noun said of the subject (a C6 cue: "She was also 3rd
prebendary" -> "Fu anche il terzo cappellano", where the aligner lost the unknown noun): the
definite article as well as the indefinite one, one adjective or ordinal between the article
and the noun (they agree with it too), and up to two adverbs between the copula and the article
("Fu *anche* il", "Fue *luego* el"). The English side keeps its predicate-nominal test: "be"
(+ adverbs) + an article (+ modifiers), or a bare noun with at most an ordinal before it. And the
role complement of "as" ("he set himself up as a freelance silversmith" -> "se estableció como
platero autónomo"): the noun after "como"/"come", with the article and one adjective before it
where they stand (:func:`unaligned_as_complement`). The noun must itself be one the aligner
linked to no English word outside the cue's phrase (:func:`phrase_words`): after another copula
or "como" (= like) stands another person's noun or a thing ("quando sua sorella era la badessa",
"la sua casa era una rovina", "como la tía"), which the aligner does link to its own word.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from fairmt.fairqe.cue_target import _ELIDED_ARTICLES
from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.slash_words import slash_halves

__all__ = [
    "PERSON_NOUN_KINDS",
    "english_as_complement",
    "english_predicate_nominal",
    "phrase_words",
    "unaligned_as_complement",
    "unaligned_nominal",
]

#: Kinds of a C6 cue that is a person noun said of the subject (a role noun, a WordNet person):
#: read like a gendered noun (C2, C3) here.
PERSON_NOUN_KINDS = frozenset(["role", "wordnet"])

#: English forms of "be" before a predicate nominal, and the clitics that stand for them.
_BE = _words("is was am are were be been")
_BE_CLITICS = frozenset(["'m", "'s", "'re"])
#: Pronouns whose "'s" is "is" ("she's a ...", not a possessive).
_PRONOUNS = _words("i you he she we they it that who")
#: English articles before a predicate nominal, and the adverbs that may stand after "be".
_ARTICLES = _words("a an the")
_ADVERBS = _words("also still then later once now never always already formerly eventually soon thus")
#: An English ordinal, the one modifier a predicate nominal without an article may take.
_ORDINAL = re.compile(
    r"^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$"
)
#: The indefinite and definite articles, per language ("l'" and "un'" are read inside their token,
#: which ``cue_seeds.target_norm`` reduces to the noun).
_ARTICLES_TGT = {"es": _words("un una el la"), "it": _words("un una uno il lo la")}
#: The preposition of a role ("worked as a nurse": es "como", it "come"), and English words
#: before "as" that make it a comparison or a list ("such as", "as well as", "the same as").
_AS_TGT = {"es": "como", "it": "come"}
_NOT_ROLE_AS = _words("such well same much soon long far just")
#: How far from the projected place the noun may stand, each side.
_WINDOW = 3


def english_predicate_nominal(toks: Sequence[Tok], start: int) -> bool:
    """Whether the noun at ``start`` is the predicate nominal of "be": "be (+ up to two adverbs)
    + a/an/the (+ up to two modifiers)" ("I'm a Leinster gal", "she was the second curate"), or
    with no article at most one ordinal before it ("she was also 3rd prebendary"); not a possessor
    ("he was the abbess's chaplain": the chaplain is the predicate nominal)."""
    if toks[start].clitic == "'s":
        return False
    i = start - 1
    k = i
    while k >= 1 and k > i - 3 and toks[k].low not in _ARTICLES:
        if toks[k].ends_clause:
            return False
        k -= 1
    if k >= 1 and toks[k].low in _ARTICLES and not toks[k].ends_clause:
        i = k - 1
    elif i >= 1 and _ORDINAL.match(toks[i].low) and not toks[i].ends_clause:
        i -= 1
    for _ in range(2):
        if i >= 1 and toks[i].low in _ADVERBS and not toks[i].ends_clause:
            i -= 1
    if i < 0 or toks[i].ends_clause:
        return False
    prev = toks[i]
    return prev.low in _BE or (prev.clitic in _BE_CLITICS and prev.low in _PRONOUNS)


def english_as_complement(toks: Sequence[Tok], start: int) -> bool:
    """Whether the noun at ``start`` closes "as (+ a/an/the) (+ up to two modifiers)", the
    complement of a role said of the subject ("she worked as a nurse", "he set himself up as a
    freelance silversmith"); not "such as", "as well as", "the same as", nor the comparison "as
    ADJ/ADV as" ("she was as devout as a prebendary")."""
    for i in range(start - 1, max(-1, start - 5), -1):
        if toks[i].ends_clause:
            return False
        if toks[i].low == "as":
            if i >= 2 and toks[i - 2].low == "as":
                return False
            return i == 0 or toks[i - 1].ends_clause or toks[i - 1].low not in _NOT_ROLE_AS
    return False


def phrase_words(toks: Sequence[Tok], start: int, end: int) -> range:
    """The source tokens of the noun at ``[start, end)`` with up to three words before it in its
    clause (its article and modifiers: "the second bursar", "as a freelance silversmith"). The
    aligner often links the target noun to a modifier ("secondo economo" to "second"); a target
    word it linked to any other source word belongs to another phrase ("sua sorella era la
    badessa", "la sua casa era una rovina") and is no candidate for the unaligned noun."""
    first = start
    while first > 0 and first > start - 3 and not toks[first - 1].ends_clause:
        first -= 1
    return range(first, end)


def _closed(tokens: Sequence[str], k: int) -> bool:
    """Whether punctuation ends the target token at ``k``."""
    return tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", "."))


def _copula(morph: Any, word: str) -> bool:
    return any(r.lemma in ("ser", "essere") and "pp" not in r.tags for r in morph.readings(word) or ())


def _near(anchor: int, n: int) -> list[int]:
    """The indices of an ``n``-token sentence at most :data:`_WINDOW` away from ``anchor``, the
    nearest first (the left one of two at the same distance)."""
    return sorted(
        range(max(0, anchor - _WINDOW), min(n, anchor + _WINDOW + 1)), key=lambda j: (abs(j - anchor), j)
    )


def _has_pos(morph: Any, word: str, pos: str) -> bool:
    """Whether the dictionary reads ``word`` with part of speech ``pos``."""
    return any(r.pos == pos for r in morph.readings(word) or ())


def _nominal(morph: Any, word: str) -> bool:
    """A word that may be the noun: a dictionary noun, or a lower-case word the dictionary lacks;
    ex50: a slash word whose halves all may be ("come attore/regista", :mod:`.slash_words`)."""
    halves = slash_halves(word)
    if halves is not None:
        return all(_nominal(morph, half) for half in halves)
    if not word.isalpha():
        return False
    rs = morph.readings(word) or ()
    return not rs or any(r.pos == "n" for r in rs)


def unaligned_nominal(
    morph: Any,
    norm: Sequence[str],
    tokens: Sequence[str],
    anchor: int,
    lang: str,
    taken: Collection[int] = (),
) -> tuple[int, int] | None:
    """The ``[start, end)`` span of the article (and the one adjective or ordinal after it) and
    the noun after a copula nearest ``anchor`` (the noun at most :data:`_WINDOW` words away), up
    to two adverbs between the copula and the article ("Fu anche il terzo cappellano"), with no
    punctuation inside; ``None`` when there is none, for another language, or without ``morph``
    (module docstring)."""
    articles = _ARTICLES_TGT.get(lang)
    if morph is None or articles is None:
        return None

    def article_at(k: int) -> bool:
        return k >= 0 and norm[k] in articles and not _closed(tokens, k)

    for j in _near(anchor, len(norm)):
        if j in taken:
            continue  # the aligner linked it to another English word ("sua sorella era la badessa")
        if lang == "it" and tokens[j].lower().replace("’", "'").startswith(_ELIDED_ARTICLES):
            art = j  # "un'amica", "l'infermiera": article and noun in one token (norm drops "l'")
        elif article_at(j - 1):
            art = j - 1
        elif article_at(j - 2) and not _closed(tokens, j - 1) and _has_pos(morph, norm[j - 1], "adj"):
            art = j - 2  # "il terzo cappellano", "una brava infermiera"
        else:
            continue
        if not _nominal(morph, norm[j]):
            continue
        k = art - 1
        while k >= 0 and k > art - 3 and not _closed(tokens, k) and _has_pos(morph, norm[k], "adv"):
            k -= 1  # "Fu anche il", "Era ancora una"
        if k < 0 or _closed(tokens, k) or not _copula(morph, norm[k]):
            continue
        return art, j + 1
    return None


def unaligned_as_complement(
    morph: Any,
    norm: Sequence[str],
    tokens: Sequence[str],
    anchor: int,
    lang: str,
    taken: Collection[int] = (),
) -> tuple[int, int] | None:
    """The ``[start, end)`` span of the noun after "como"/"come" nearest ``anchor`` (at most
    :data:`_WINDOW` words away), with its article and one adjective before it where they stand
    ("trabajó como platera", "lavorò come una brava infermiera"), no punctuation inside; ``None``
    when there is none, for another language, or without ``morph``. Like the predicate nominal,
    the role complement of "como"/"come" said of the subject is a person noun that takes the
    subject's gender (the predicative complement with *como* of the *Nueva gramática*, the
    "complemento predicativo" introduced by *come* of the Italian grammars)."""
    link, articles = _AS_TGT.get(lang), _ARTICLES_TGT.get(lang)
    if morph is None or link is None or articles is None:
        return None

    def modifier(k: int) -> bool:
        return not _closed(tokens, k) and (norm[k] in articles or _has_pos(morph, norm[k], "adj"))

    for j in _near(anchor, len(norm)):
        if j in taken:
            continue  # another English word's ("como la tía": like the aunt)
        if not _nominal(morph, norm[j]):  # norm drops an elided article ("come l'infermiera")
            continue
        start = j
        while start > 0 and start > j - 2 and norm[start - 1] != link and modifier(start - 1):
            start -= 1
        if start > 0 and norm[start - 1] == link and not _closed(tokens, start - 1):
            return start, j + 1
    return None
