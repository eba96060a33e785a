"""Fixed adjective binomials whose two members agree together: "sano y salvo", "sano e salvo".

The locution "sano y salvo" (Spanish) / "sano e salvo" (Italian), "safe and sound", is a
predicative of the person it follows, and both adjectives agree with that person: "Las
alpinistas volvieron sanas y salvas" / "Los alpinistas volvieron sanos y salvos"; "Le alpiniste
sono tornate sane e salve" / "Gli alpinisti sono tornati sani e salvi" (RAE, *Diccionario de la
lengua española*, "salvo": "sano y salvo", loc. adj.; Treccani, *Vocabolario*, "salvo": "sano e
salvo"). Apertium's Spanish and Italian dictionaries lack the adjective *salvo* ("salvas" and
"salve" are only a verb form and an interjection there), so the agreement rules changed the first
member and left the second: "volvieron sanos y salvas".

Decision: when a realisation changed the first member (a form of the first adjective of a listed
binomial, changed to another of its forms), the second member right after the conjunction, in the
first member's old gender and number, takes the new ones. Both members are regular adjectives in
-o/-a (plural Spanish -os/-as, Italian -i/-e), so the forms are written out here, not looked up.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairmt.inflect.base import Word

__all__ = ["binomial_agreement", "binomial_forms"]

#: The binomials by language: the first member's stem -> the second member's stem.
_BINOMIALS: dict[str, dict[str, str]] = {"es": {"san": "salv"}, "it": {"san": "salv"}}
#: The conjunction between the members.
_CONJUNCTIONS: dict[str, frozenset[str]] = {"es": frozenset({"y"}), "it": frozenset({"e", "ed"})}
#: The endings of a first-class adjective, by (gender, number).
_ENDINGS: dict[str, dict[tuple[str, str], str]] = {
    "es": {("M", "sg"): "o", ("F", "sg"): "a", ("M", "pl"): "os", ("F", "pl"): "as"},
    "it": {("M", "sg"): "o", ("F", "sg"): "a", ("M", "pl"): "i", ("F", "pl"): "e"},
}


def _features(lang: str, stem: str, word: str) -> tuple[str, str] | None:
    """The (gender, number) of ``word`` as a form of the adjective ``stem`` + ending, or ``None``."""
    if not word.startswith(stem):
        return None
    ending = word[len(stem) :]
    for key, end in _ENDINGS[lang].items():
        if end == ending:
            return key
    return None


@cache
def binomial_forms(lang: str) -> frozenset[str]:
    """Every form of the second members of ``lang``'s binomials, which the dictionary may lack
    ("salvos"): the validators accept them as words."""
    return frozenset(
        stem + end for stem in _BINOMIALS.get(lang, {}).values() for end in _ENDINGS.get(lang, {}).values()
    )


def binomial_agreement(lang: str, before: Sequence[str], after: list[str]) -> list[str]:
    """``after`` with the second member of each listed binomial whose first member the
    realisation changed in the first member's new gender and number (module docstring)."""
    pairs = _BINOMIALS.get(lang)
    if not pairs or len(after) != len(before):
        return after
    out = after
    for j in range(len(before) - 2):
        if after[j] == before[j]:
            continue
        old, new = Word.parse(before[j]), Word.parse(after[j])
        for first, second in pairs.items():
            was, now = _features(lang, first, old.lower), _features(lang, first, new.lower)
            if was is None or now is None or was == now or old.post.strip():
                continue
            conj, member = Word.parse(before[j + 1]), Word.parse(before[j + 2])
            if conj.lower not in _CONJUNCTIONS[lang] or conj.post.strip() or member.pre:
                continue
            if _features(lang, second, member.lower) != was or out[j + 2] != before[j + 2]:
                continue
            out = list(out)
            out[j + 2] = member.render(second + _ENDINGS[lang][now])
    return out
