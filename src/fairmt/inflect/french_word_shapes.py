"""Five repairs of words' shapes after the gender flip (fr-inflect-81, fr67).

**Capitals inside a compound.** A hyphenated title or name of a group may capitalise each of
its parts ("les Petits-Chanteurs de la paroisse", "le Demi-Roi", "des musiciens Franco-Allemands");
the flipped word comes from the dictionary in lower case and the caller restores only the first
capital, which gave "Petites-chanteuses". The flipped compound takes the case of the source part by
part when both have as many parts (:func:`compound_case`); a compound with lower-case later
parts ("Sapeuse-pompière") is left as it was.

**A feminine built on a feminine.** The ending rules undo a feminine *-esse* by dropping the
suffix ("comtesse" -> "comte"). A rarer feminine adds *-esse* to a stem that is itself the
feminine form ("baronnesse", beside the usual "baronne"), and dropping the suffix leaves that
feminine ("un baronne"). When what the rule leaves is a feminine of the lexicon, its
masculine is taken (:func:`masculine_of_feminine`).

**"bel", "nouvel", "vieil" only before their noun.** These masculine forms replace "beau",
"nouveau", "vieux" before a vowel only when the adjective comes before the word it qualifies
("un bel homme"); an attribute followed by a preposition keeps the full form ("il semble
toujours beau aux invités"; Grevisse and Goosse, *Le Bon Usage*, on *bel*, *nouvel*,
*vieil*). The short form is written only before a word the dictionary reads as a noun or an
adjective, or one it does not know (:func:`prenominal_vowel`).

**"de"/"à" before a masculine *lequel*.** The relative after a noun's complement ("le témoin, à la
demande de laquelle ...") flips to "lequel", but *de* and *à* contract with the masculine and
the plural forms ("duquel", "auquel", "desquels", "auxquelles"; Grevisse and Goosse, *Le Bon
Usage*, the relative pronoun *lequel*): "de lequel" is never written. The two words are joined
(:func:`contracted_lequel`), unless the MT itself wrote them apart.

**Learned prefixes before a hyphen.** The first element of "post-adolescente", "anti-esclavagiste",
"ex-" and the like is a prefix, invariable in gender and number (Grevisse and Goosse, *Le Bon
Usage*, compound nouns and adjectives: a prefix element stays invariable); read as a word of its
own, "pré" (the noun "meadow") became "prées-" before a feminine plural. :data:`LEARNED_PREFIXES` joins the
inflector's invariable first elements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, match_case


def compound_case(out: Sequence[str], tokens: Sequence[str]) -> list[str]:
    """``out`` with each changed hyphenated word cased part by part as its source token."""
    fixed = list(out)
    for k, (new, old) in enumerate(zip(out, tokens, strict=False)):
        if new == old or "-" not in old:
            continue
        w_old, w_new = Word.parse(old), Word.parse(new)
        p_old, p_new = w_old.core.split("-"), w_new.core.split("-")
        if len(p_old) != len(p_new) or not any(p[:1].isupper() for p in p_old[1:]):
            continue
        core = "-".join(match_case(a, b) for a, b in zip(p_old, p_new, strict=True))
        fixed[k] = f"{w_new.pre}{core}{w_new.post}"
    return fixed


#: The Latin and Greek prefixes written with a hyphen before a person noun or adjective; those in
#: -o ("pseudo-", "néo-") are already kept by their ending.
LEARNED_PREFIXES = frozenset(
    {"pré", "post", "anti", "pro", "extra", "ultra", "hyper", "inter", "intra", "multi", "quasi", "mini"}
)

#: The contraction of "de"/"à" with the masculine or plural forms of *lequel*.
_CONTRACT = {
    ("de", "lequel"): "duquel",
    ("de", "lesquels"): "desquels",
    ("de", "lesquelles"): "desquelles",
    ("à", "lequel"): "auquel",
    ("à", "lesquels"): "auxquels",
    ("à", "lesquelles"): "auxquelles",
}


def contracted_lequel(out: Sequence[str], tokens: Sequence[str]) -> list[str]:
    """``out`` with "de lequel", "à lesquels" ... joined into one word (module docstring)."""

    def pairs(words: Sequence[str]) -> list[tuple[str, str]]:
        return [(Word.parse(a).core.lower(), Word.parse(b).core.lower()) for a, b in pairwise(words)]

    source = set(pairs(tokens))
    fixed: list[str] = []
    for k, word in enumerate(out):
        pair = pairs(out[k - 1 : k + 1]) if k else []
        if pair and pair[0] in _CONTRACT and pair[0] not in source and not Word.parse(out[k - 1]).post:
            prev = Word.parse(fixed.pop())
            fixed.append(f"{prev.pre}{match_case(prev.core, _CONTRACT[pair[0]])}{Word.parse(word).post}")
        else:
            fixed.append(word)
    return fixed


def masculine_of_feminine(word: str, out: str | None, back: Callable[[str], str | None]) -> str | None:
    """The masculine of ``out``, the rule form of the feminine ``word`` in *-esse(s)*, when
    ``back`` (the lexicon's feminine-to-masculine pair) knows ``out`` as a feminine."""
    if out is None or out == word or not word.endswith(("esse", "esses")):
        return out
    masculine = back(out)
    return out if masculine is None else masculine


def prenominal_vowel(nxt: str | None) -> bool:
    """Whether the short masculine "bel"/"nouvel"/"vieil" may stand before ``nxt``: a noun or
    adjective of the dictionary, or a word it does not know."""
    morph = morphology("fr")
    if morph is None or not nxt:
        return True
    rs = morph.readings(Word.parse(nxt).core.lower())
    return not rs or any(r.pos in ("n", "adj", "np") for r in rs)
