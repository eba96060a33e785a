"""Italian ordinals that agree with a person: one module for their words and tests (bug30).

An ordinal, or "unico"/"solo"/"ultimo", used as a noun with its article agrees with the person
it stands for: the predicative "è stata la prima ad aiutare", the plural "sono stati i primi ad
arrivare", the specificational subject "La prima ad arrivare è stata la dottoressa" (Serianni,
*Grammatica italiana*, V.5-6 on the adjective used as a noun, VI.29-30 on ordinals, XI.9 on the
predicative's agreement; Treccani, "primo": "fu la prima ad arrivare"). A bare ordinal after a
verb of finishing a race is the subject's rank and agrees too: "finì quarta", "arrivò secondo"
(Serianni, II.37-40, the subject's predicative complement with intransitive verbs).

These were written in four places (it-inflect-28: italian_agreement, italian_persons,
italian_specificational; en-cues-32: fairqe/rank_ordinals), each with its own list. The lists
are kept as they were (no change of behaviour): the nominalised ones by Apertium lemma, the
specificational subject by form (without "solo"), the plural one by Apertium's ``ord`` tag,
and the rank by stem.

it-inflect-42: "per primo"/"per ultimo" after the subject's verb ("sono state evacuate per prime",
"è arrivato per ultimo") is the subject's predicative too (Treccani, "primo": "arrivare per
primo"; Serianni II.37-40), and agrees with it as the participle before it does
(:func:`per_ordinal`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word

__all__ = [
    "NOMINALISED_ORDINALS",
    "SPECIFICATIONAL_ORDINALS",
    "coordinated_ordinal",
    "nominalised_ordinal",
    "per_ordinal",
    "plural_nominal_ordinal",
    "rank_ordinal_gender",
]

#: The masculine and feminine singular of the adjectives that stand as a predicative noun with
#: their article ("la prima ad arrivare", "l'unica a sapere", "la sola").
_FEMININE = {
    "primo": "prima",
    "ultimo": "ultima",
    "unico": "unica",
    "solo": "sola",
    "secondo": "seconda",
    "terzo": "terza",
}
#: Their lemmas, as Apertium reads them (the predicative after *essere*; pairs28).
NOMINALISED_ORDINALS = frozenset(_FEMININE)
#: The specificational subject's adjectives, by form and the gender wanted; "solo" too since
#: it-inflect-33 ("La sola a saperlo era la cuoca"; Treccani, "solo": "il solo a ..."): "il solo
#: modo" stays, as the adjective of a noun (italian_specificational).
SPECIFICATIONAL_ORDINALS: dict[str, dict[str, str]] = {
    "F": dict(_FEMININE),
    "M": {f: m for m, f in _FEMININE.items()},
}
#: Rank ordinal stems (the masculine singular without its final -o); -esimo ordinals are read too.
_RANK_STEMS = frozenset(
    ["prim", "second", "terz", "quart", "quint", "sest", "settim", "ottav", "non", "decim"]
)


def nominalised_ordinal(
    out: Sequence[str], k: int, gender: str, ends_phrase: Callable[[Sequence[str], int], bool]
) -> list[tuple[int, str]] | None:
    """pairs28 (it-inflect-28): the predicative "la prima" / "il primo" (also "l'ultima",
    "l'unica", "la sola") at token ``k`` after *essere*, followed by the end of its phrase
    (``ends_phrase``) or by its infinitive complement ("è stata la prima ad aiutare" -> "è
    stato il primo ad aiutare"): the article and the adjective used as a noun agree with the
    subject. Returns the indices and new forms, or ``None`` (an adjective before its noun:
    "la prima volta")."""
    morph = morphology("it")
    if morph is None or k + 1 > len(out):
        return None
    w = Word.parse(out[k])
    low = w.core.lower()
    arts = {"F": {"il": "la", "i": "le", "l'": "l'"}, "M": {"la": "il", "le": "i", "l'": "l'"}}[gender]
    if low.startswith("l'") and low[2:]:
        art_i, art, adj_i, adj = None, "l'", k, low[2:]
    elif low in arts and k + 1 < len(out) and not w.post.strip():
        art_i, art, adj_i, adj = k, low, k + 1, Word.parse(out[k + 1]).core.lower()
    else:
        return None
    if art not in arts or not any(
        r.pos == "adj" and r.lemma in NOMINALISED_ORDINALS for r in morph.readings(adj)
    ):
        return None
    if not ends_phrase(out, adj_i):
        return None
    new = morph.agree(adj, gender)
    if new is None:
        return None
    if art_i is None:
        return [(adj_i, "l'" + new)]
    return [(art_i, arts[art]), (adj_i, new)]


def plural_nominal_ordinal(morph: Morphology, words: Sequence[Word], k: int) -> bool:
    """Whether ``words[k]`` (a plural article) and the word after it are a nominalised
    ordinal ("i primi", "gli ultimi"): the dictionary reads the second only as an ordinal
    adjective or a verb form, never as a noun, and no noun follows it."""
    if k + 1 >= len(words) or words[k].post.strip() or words[k].core.lower() not in ("i", "gli"):
        return False
    rs = morph.readings(words[k + 1].core.lower())
    if not any(r.pos == "adj" and "ord" in r.tags and r.number == "pl" for r in rs):
        return False
    if any(r.pos == "n" for r in rs):
        return False
    nxt = words[k + 2].core.lower() if k + 2 < len(words) and not words[k + 1].post.strip() else ""
    return not (nxt and morph.noun_readings(nxt))


def rank_ordinal_gender(word: str) -> Literal["F", "M"] | None:
    """The gender of a singular rank ordinal ("quarta" F, "secondo" M, "ventesimo" M), else ``None``."""
    if len(word) < 4 or word[-1] not in "oa":
        return None
    stem = word[:-1]
    if stem in _RANK_STEMS or stem.endswith("esim"):
        return "M" if word.endswith("o") else "F"
    return None


def coordinated_ordinal(tokens: Sequence[str], out: list[str], k: int, gender: str) -> list[str]:
    """it-inflect-41: ``out`` with a nominalised ordinal coordinated after the one realised at
    ``k`` in ``gender`` too ("Siamo state le prime ad arrivare e le ultime ad andarcene" ->
    "i primi ... e gli ultimi"): both are the subject's predicatives (Serianni XI.9). The second is
    "e"/"ed" + article + an adjective of :data:`NOMINALISED_ORDINALS` within six words, with no
    punctuation between; its article is chosen for the new form ("gli ultimi", "i primi")."""
    from fairmt.inflect.italian_words import _initial_class  # (italian_words imports this module)

    morph = morphology("it")
    if morph is None or len(out) != len(tokens) or not 0 <= k < len(tokens) or out[k] == tokens[k]:
        return out
    words = [Word.parse(x) for x in tokens]
    if not _nominal_ordinal_at(morph, words, k):
        return out  # the first conjunct must be a nominalised ordinal itself ("le prime ad arrivare")
    for y in range(k + 1, min(len(tokens) - 2, k + 7)):
        if words[y - 1].post.strip():
            return out
        if words[y].core.lower() not in ("e", "ed"):
            continue
        art, adj = words[y + 1].core.lower(), words[y + 2].core.lower()
        if words[y + 1].post.strip() or out[y + 2] != tokens[y + 2]:
            return out
        if not _nominal_ordinal_at(morph, words, y + 2):
            return out  # "e il primo trasloco": an ordinal before its noun is the noun's
        new = morph.agree(adj, gender)
        plural = art in ("i", "gli", "le")
        if new is None or art not in ("il", "lo", "la", "i", "gli", "le"):
            return out
        if gender == "F":
            new_art = "le" if plural else "la"
        elif plural:
            new_art = "i" if _initial_class(new) == "plain" else "gli"
        else:
            new_art = "il" if _initial_class(new) == "plain" else "lo"
        result = list(out)
        result[y + 1] = words[y + 1].render(new_art)
        result[y + 2] = words[y + 2].render(new)
        return result
    return out


def _nominal_ordinal_at(morph: Morphology, words: Sequence[Word], k: int) -> bool:
    """Whether ``words[k]`` is an adjective of :data:`NOMINALISED_ORDINALS` used as a noun: no
    noun follows it in its phrase ("le prime ad arrivare", not "il primo trasloco")."""
    low = words[k].core.lower()
    if not any(r.pos == "adj" and r.lemma in NOMINALISED_ORDINALS for r in morph.readings(low)):
        return False
    if words[k].post.strip() or k + 1 >= len(words):
        return True
    nxt = words[k + 1].core.lower()
    return not any(r.pos == "n" for r in morph.readings(nxt))


#: The ordinals of "per primo" / "per ultimo", by the four forms.
_PER_ORDINALS = {
    "primo": ("M", "sg"),
    "prima": ("F", "sg"),
    "primi": ("M", "pl"),
    "prime": ("F", "pl"),
    "ultimo": ("M", "sg"),
    "ultima": ("F", "sg"),
    "ultimi": ("M", "pl"),
    "ultime": ("F", "pl"),
}


def per_ordinal(tokens: Sequence[str], out: list[str], gender: str) -> list[str]:
    """``out`` with each "per" + ordinal (:data:`_PER_ORDINALS`) right after a word the
    realisation changed (a participle or adjective of the subject) in ``gender``, its number
    kept, when the ordinal had the changed word's old gender (module docstring)."""
    if len(out) != len(tokens):
        return out
    new = list(out)
    for k in range(len(tokens) - 2):
        if out[k] == tokens[k] or Word.parse(tokens[k]).post.strip():
            continue
        per, o = Word.parse(tokens[k + 1]), Word.parse(tokens[k + 2])
        if per.core.lower() != "per" or per.post.strip() or o.core.lower() not in _PER_ORDINALS:
            continue
        was, number = _PER_ORDINALS[o.core.lower()]
        if was == gender:
            continue
        stem = o.core.lower()[:-1]
        forms = [w for w, (g, n) in _PER_ORDINALS.items() if g == gender and n == number and w[:-1] == stem]
        if forms:
            new[k + 2] = o.render(forms[0])
    return new
