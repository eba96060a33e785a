"""Italian adverbs in *-mente* between a verb and its predicative (it-inflect-30, issue 12).

An adverb in *-mente* is formed on the feminine singular of an adjective (*grave* ->
*gravemente*, *ripetuta* -> *ripetutamente*, *particolare* -> *particolarmente*; Serianni,
*Grammatica italiana*, XII.9-13) and may stand between *essere* and the participle or adjective
that agrees with the subject ("è stata gravemente ferita", "era particolarmente stanca"). The
predicate rule skipped only a short list of adverbs (:data:`fairmt.inflect.italian_persons.ADVERBS`),
so a predicative after any other adverb kept the original's gender.

:func:`mente_adverb` reads such a word from Apertium's Italian dictionary (only adverb
readings), or, for a word the dictionary lacks, from the three endings the formation gives
(*-amente*, *-lmente*, *-rmente*); adjectives in *-mente* ("clemente", "veemente", "demente")
are read by the dictionary or end otherwise, and the noun *mente* is too short.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology

__all__ = ["after_adverbs", "keep_degree_adverbs", "mente_adverb", "opens_other_phrase"]

#: The endings of adverbs formed on -a adjectives and on -le/-re adjectives (Serianni XII.9-13).
_FORMED = ("amente", "lmente", "rmente")


def mente_adverb(word: str) -> bool:
    """Whether ``word`` (lower case) is an adverb in *-mente* (module docstring)."""
    if not word.endswith("mente") or len(word) < 8 or not word.isalpha():
        return False
    morph = morphology("it")
    if morph is None:
        return False
    readings = morph.readings(word)
    if readings:
        return all(r.pos == "adv" for r in readings)
    return word.endswith(_FORMED)


#: Quantifiers whose masculine singular is also the invariable degree adverb (it-inflect-32):
#: "molto stanca", "poco convinte", "troppo gentile" (Serianni VII.196-206, XII.31-34).
_DEGREE_ADVERBS = frozenset(["molto", "poco", "tanto", "troppo", "parecchio"])


def keep_degree_adverbs(tokens: Sequence[str], out: list[str]) -> list[str]:
    """``out`` (a realisation of ``tokens``, the same length) with "molto", "poco", "tanto",
    "troppo", "parecchio" restored where the realisation inflected them before a word the
    dictionary reads as an adjective or participle: there they are adverbs of degree, which do
    not agree ("Sono rimasto molto sorpreso" -> "Sono rimasta molto sorpresa", not "molta").
    Before a noun they are quantifiers and agree ("molti studenti" -> "molte studentesse")."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or len(out) != len(tokens):
        return out
    new = out
    for k in range(len(tokens) - 1):
        w = Word.parse(tokens[k])
        if out[k] == tokens[k] or w.core.lower() not in _DEGREE_ADVERBS or w.post.strip():
            continue
        nxt = Word.parse(tokens[k + 1]).core.lower()
        rs = morph.readings(nxt)
        if any(r.pos == "adj" or "pp" in r.tags for r in rs) and not any(r.pos == "n" for r in rs):
            new = list(new) if new is out else new
            new[k] = tokens[k]
    return new


def after_adverbs(tokens: Sequence[str], s: int, e: int) -> bool:
    """Whether the span ``tokens[s:e]`` is adverbs (:data:`fairmt.inflect.italian_persons.ADVERBS`)
    and one last word ("molto sorpresa"): the aligner's span of a predicative with its degree
    adverb, which the realisation treats as the lone predicative (it-inflect-32)."""
    from fairmt.inflect.base import Word
    from fairmt.inflect.italian_persons import ADVERBS

    return e - s > 1 and all(Word.parse(t).core.lower() in ADVERBS for t in tokens[s : e - 1])


def opens_other_phrase(word: str, nxt: str) -> bool:
    """it-inflect-41: whether, after the predicative adjective ``word`` (lower case), the word
    ``nxt`` opens another phrase: ``word`` is no participle (a participle goes on: "sono stata
    scelta") and ``nxt`` may be an adverb or a preposition ("nervosa | prima del colloquio":
    "prima di" is a preposition, Serianni VIII.139; "stanca morta" goes on). ``False`` without the
    dictionary. The one test of the speaker's, the implicit subject's and the floating
    quantifier's predicate chains."""
    morph = morphology("it")
    if morph is None:
        return False
    return not any("pp" in r.tags for r in morph.readings(word)) and any(
        r.pos in ("adv", "pr") for r in morph.readings(nxt)
    )
