"""Spanish nominalised adjectives as the subject's predicative: "fue la única que ...".

After *ser* an adjective made a noun by its article ("el único", "la primera", "los últimos")
is the subject's attribute, and its article and adjective both agree with the subject: "La
piloto fue la única que mantuvo la calma", "El enfermero fue el primero en llegar" (RAE, *Nueva
gramática*, ch. 13 on adjectives used as nouns with the definite article, and ch. 37 on the
copular attribute). spaCy's small model parses "el único que mantuvo" as a modifier of the
relative clause's verb, so :meth:`SpanishInflector._agreement` never saw it, and for "el
primero en llegar" it changed the adjective but not the article ("la enfermera fue el
primera"): one side's variant of the team's dev pair es-d074 kept "la única" for "el piloto",
and the two sides' variant sets differed (session 24, pairs32).

:func:`nominalised_predicate` reads the words right after the realised subject: a form of *ser*
(one or two words: "fue", "ha sido"), then a definite article and one of
:data:`NOMINALISED` in the subject's old gender; both are put in the new gender. Only this
closed list of adjectives, which the grammar uses as nouns for people compared with others
(ordinals, *único*, *último*); not "el mejor" (handled by the superlative rule, one form for both).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["ARTICLE_TO", "NOMINALISED", "coordinated_nominalised", "nominalised_predicate"]

#: Adjectives used as nouns with the article for one of several people (masculine singular forms).
NOMINALISED = frozenset(["único", "primero", "segundo", "tercero", "último", "penúltimo"])
_FORMS = {
    a + b: (a, b)
    for a in ("únic", "primer", "segund", "tercer", "últim", "penúltim")
    for b in ("o", "a", "os", "as")
}
#: Forms of *ser* after which the phrase is the subject's attribute (with *ha/había sido*).
_SER = frozenset(["es", "fue", "era", "será", "sería", "son", "fueron", "eran", "serán", "serían", "sido"])
_PERFECT = frozenset(["ha", "había", "habría", "habrá", "han", "habían", "hubiera"])
#: Words after the adjective that open its complement or a relative clause ("la única que",
#: "el primero en llegar", "la última de la fila"), not a noun.
_AFTER = frozenset(["que", "quien", "quienes", "en", "de", "del", "a", "al", "con", "entre", "para", "y"])
#: The definite articles of the other gender, by the gender wanted.
ARTICLE_TO = {"F": {"el": "la", "los": "las"}, "M": {"la": "el", "las": "los"}}


def nominalised_predicate(
    before: Sequence[str], after: list[str], end: int, delta: int, gender: str
) -> list[str]:
    """``after`` (``before`` with the subject that ends at token ``end`` realised in ``gender``,
    ``delta`` tokens longer) with the nominalised attribute after *ser* in ``gender`` too
    (module docstring)."""
    if gender not in ARTICLE_TO or end < 1 or Word.parse(before[end - 1]).post.strip():
        return after
    low = [Word.parse(t).core.lower() for t in before]
    # (the aligner's span may hold the copula: "El corredor ha sido" for "runner")
    k = end - 1 if low[end - 1] in _SER else end
    if k + 1 < len(low) and low[k] in _PERFECT and low[k + 1] == "sido":
        k += 1
    if k + 2 >= len(low) or low[k] not in _SER or Word.parse(before[k]).post.strip():
        return after
    art, adj = k + 1, k + 2
    if low[art] not in ARTICLE_TO[gender] or Word.parse(before[art]).post.strip():
        return after
    stem_ending = _FORMS.get(low[adj])
    if stem_ending is None:
        return after
    stem, ending = stem_ending
    plural = ending.endswith("s")
    if (ending[0] == "a") != (gender == "M") or plural != low[art].endswith("s"):
        return after  # already in the new gender, or article and adjective disagree
    if not Word.parse(before[adj]).post.strip() and (adj + 1 >= len(low) or low[adj + 1] not in _AFTER):
        return after  # "fue el único piloto": a noun follows, whose own article this is
    if after[art + delta] != before[art]:
        return after
    out = list(after)
    out[art + delta] = Word.parse(before[art]).render(ARTICLE_TO[gender][low[art]])
    if after[adj + delta] == before[adj]:  # (the parse's agreement may have changed it already)
        new = stem + ("a" if gender == "F" else "o") + ("s" if plural else "")
        out[adj + delta] = Word.parse(before[adj]).render(new)
    return out


def coordinated_nominalised(tokens: Sequence[str], new: list[str], end: int, gender: str) -> list[str]:
    """es-inflect-32: ``new`` with a nominalised adjective coordinated after the realised one at
    ``end - 1`` in ``gender`` too ("Fuimos las primeras en llegar y las últimas en irnos" ->
    "los primeros ... y los últimos"): both are the one subject's attributes (RAE, *Nueva
    gramática* §31.4 on coordinated attributes). The second one is "y" + article + one of the
    forms of :data:`NOMINALISED`, within six words of its complement; same length as ``tokens``."""
    if gender not in ARTICLE_TO or len(new) != len(tokens) or end < 1:
        return new
    low = [Word.parse(x).core.lower() for x in tokens]
    if low[end - 1] not in _FORMS or new[end - 1] == tokens[end - 1]:
        return new
    for y in range(end, min(len(tokens) - 2, end + 6)):
        if Word.parse(tokens[y - 1]).post.strip() and y > end:
            return new
        if low[y] not in ("y", "e"):
            continue
        art, adj = y + 1, y + 2
        if low[art] not in ARTICLE_TO[gender] or low[adj] not in _FORMS or new[adj] != tokens[adj]:
            return new
        if not Word.parse(tokens[adj]).post.strip() and adj + 1 < len(low) and low[adj + 1] not in _AFTER:
            return new  # "y la primera vez": a noun follows, whose own article this is
        stem, ending = _FORMS[low[adj]]
        out = list(new)
        out[art] = Word.parse(tokens[art]).render(ARTICLE_TO[gender][low[art]])
        out[adj] = Word.parse(tokens[adj]).render(stem + ("a" if gender == "F" else "o") + ending[1:])
        return out
    return new
