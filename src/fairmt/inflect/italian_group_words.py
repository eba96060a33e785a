"""Words beside a changed Italian person phrase that agree with it (it-inflect-42, issue 12).

Three words stand outside the span the realiser changes and yet name the same person or group,
so they agree with it (Serianni, *Grammatica italiana*, XI.9 on the predicate's agreement):

* the predeterminer "tutti/tutte" before a demonstrative that heads a relative ("Tutte quelle
  che hanno firmato" -> "Tutti quelli che"; Serianni VII.202, "tutto" before a pronoun):
  :func:`predeterminer_before_pronoun`;
* the contraction "delle/dei" before the numeral of a partitive's group ("Nessuna delle due"
  -> "Nessuno dei due"; Serianni VII.184-190 on the partitive): :func:`numeral_group_article`;
* the participle of *essere* right before a nominalised predicative whose article changed
  ("Sono state | le prime ad andarsene" -> "Sono stati i primi"), the converse of
  ``participle_ordinal``, only with a dropped subject: after an overt one ("La vincitrice è
  stata la mia amica") the participle is that subject's (:func:`essere_participle_before`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, lower_at
from fairmt.inflect.italian_agreement import GROUP_NUMERALS
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_words import _ESSERE_PARTICIPLES, DETS, ESSERE, PARTITIVES, PARTITIVES_BACK
from fairmt.inflect.romance import Gender

__all__ = ["essere_participle_before", "numeral_group_article", "predeterminer_before_pronoun"]

#: Finite forms of *essere* that may stand before its participle with a dropped subject.
_FINITE = ESSERE | {"siamo", "eravamo", "sei", "eri", "siete", "eravate", "ero", "fui", "fummo"}
#: Words that open the participle's clause ("... e sono state le prime").
_OPENERS = frozenset(["e", "ma", "che", "perché", "quando"])


def predeterminer_before_pronoun(tokens: Sequence[str], out: list[str], s: int, gender: Gender) -> list[str]:
    """``out`` with "tutti"/"tutte" right before the changed pronoun at ``s`` in ``gender``."""
    if not 0 < s < len(out) or len(out) != len(tokens) or out[s] == tokens[s] or out[s - 1] != tokens[s - 1]:
        return out
    if lower_at(tokens, s) not in ("quelli", "quelle") or lower_at(tokens, s - 1) not in ("tutti", "tutte"):
        return out
    if Word.parse(tokens[s - 1]).post.strip():
        return out
    new = list(out)
    new[s - 1] = Word.parse(tokens[s - 1]).render("tutte" if gender == "F" else "tutti")
    return new


def _noun_only(word: str) -> bool:
    """Whether the dictionary reads ``word`` as a noun and never as a verb ("figli", not "era")."""
    morph = morphology("it")
    rs = morph.readings(word) if morph is not None and word else ()
    return bool(rs) and any(r.pos == "n" for r in rs) and not any(r.pos.startswith("vb") for r in rs)


def numeral_group_article(tokens: Sequence[str], out: list[str], gender: Gender) -> list[str]:
    """``out`` with "delle"/"dei" in ``gender`` after each changed partitive quantifier that a
    numeral group follows ("Nessuna delle due"). Not when a noun follows the numeral ("una dei
    cinque figli"): the group is then that noun's, of its own gender (session 29 merge: MT-GenEval
    dev had "una delle cinque figli")."""
    if len(out) != len(tokens):
        return out
    new = list(out)
    for k in range(len(tokens) - 2):
        q, di, n = (Word.parse(t) for t in tokens[k : k + 3])
        after = Word.parse(tokens[k + 3]).core.lower() if k + 3 < len(tokens) and not n.post.strip() else ""
        if (
            not _noun_only(after)
            and out[k] != tokens[k]
            and (q.core.lower() in PARTITIVES or q.core.lower() in PARTITIVES_BACK)
            and di.core.lower() in ("delle", "dei")
            and n.core.lower() in GROUP_NUMERALS
            and not q.post.strip()
            and not di.post.strip()
            and out[k + 1] == tokens[k + 1]
        ):
            new[k + 1] = di.render("delle" if gender == "F" else "dei")
    return new


def essere_participle_before(tokens: Sequence[str], out: list[str], ps: int, gender: Gender) -> list[str]:
    """``out`` with the participle of *essere* before the phrase that opens at ``ps`` (its
    article changed) in ``gender``, when the clause's subject is dropped (module docstring)."""
    morph = morphology("it")
    if morph is None or len(out) != len(tokens) or not 1 <= ps < len(tokens):
        return out
    if out[ps] == tokens[ps] or out[ps - 1] != tokens[ps - 1]:
        return out
    w = Word.parse(tokens[ps - 1])
    if (
        w.post.strip()
        or w.core.lower() not in _ESSERE_PARTICIPLES
        or DETS.get(Word.parse(tokens[ps]).lower) is None
    ):
        return out
    j = ps - 2
    while j >= 0 and not Word.parse(tokens[j]).post.strip():
        if lower_at(tokens, j) in _OPENERS:
            break
        if lower_at(tokens, j) not in _FINITE | ADVERBS | {"non", "ci", "si"}:
            return out  # an overt subject (or another clause's word) before the verb
        j -= 1
    form = morph.agree(w.core.lower(), gender)
    if form is None or form == w.core.lower():
        return out
    new = list(out)
    new[ps - 1] = w.render(form)
    return new
