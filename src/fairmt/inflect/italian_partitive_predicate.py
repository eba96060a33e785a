"""The partitive predicative "uno dei migliori" (it-inflect-28).

A predicative after *essere* or a copular participle can be the partitive pronoun *uno* with
"di" and the article before a plural adjective: "è uno dei migliori", "è considerato uno dei
più bravi". The pronoun takes the gender of the subject it refers to, and the plural
adjective, with its article, the same gender ("è una delle migliori", "è considerata una
delle più brave"; Serianni, *Grammatica italiana*, VII on the indefinite pronoun *uno* with
a partitive complement; Treccani, "uno", pronome: "uno dei tanti"). Only the adjectival
phrase is handled here: a noun after the article ("uno degli scrittori") is a person noun of
its own, left to the noun rules.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import _initial_class
from fairmt.inflect.romance import Gender

_UNO = {"F": {"uno": "una", "una": "una"}, "M": {"uno": "uno", "una": "uno"}}
_OF_THE_PL = frozenset(["dei", "degli", "delle"])
#: Degree adverbs between the article and the adjective ("una delle più brave").
_DEGREE = frozenset(["più", "meno"])


def partitive_predicate(out: list[str], k: int, gender: Gender) -> bool:
    """At ``out[k]``, "uno"/"una" + "dei"/"degli"/"delle" + ("più"/"meno") + a plural adjective
    that ends its phrase: put it in ``gender`` in place and return ``True``; else leave ``out``
    as it is and return ``False``."""
    morph = morphology("it")
    if morph is None or k + 2 >= len(out):
        return False
    words = [Word.parse(t) for t in out[k : k + 4]]
    low = [w.core.lower() for w in words]
    if low[0] not in _UNO[gender] or low[1] not in _OF_THE_PL or words[0].post or words[1].post:
        return False
    a = 2
    if low[a] in _DEGREE and not words[a].post.strip() and len(words) > 3:
        a = 3
    adj = low[a]
    rs = morph.readings(adj)
    if morph.noun_readings(adj) or not any(r.pos == "adj" and r.number == "pl" for r in rs):
        return False  # a noun ("uno degli scrittori") or no plural adjective (after the
        # article a verb reading, "migliori" of *migliorare*, is out of place)
    new_adj = morph.agree(adj, gender)
    if new_adj is None:
        return False
    if k + a + 1 < len(out) and not words[a].post.strip():
        nxt = Word.parse(out[k + a + 1]).core.lower()
        if morph.noun_readings(nxt) and not any(r.pos != "n" for r in morph.readings(nxt)):
            return False  # "uno dei migliori cuochi": the adjective's noun follows
    first_after = low[2]
    article = "delle" if gender == "F" else ("degli" if _initial_class(first_after) != "plain" else "dei")
    out[k] = words[0].render(_UNO[gender][low[0]])
    out[k + 1] = words[1].render(article)
    out[k + a] = words[a].render(new_adj)
    return True
