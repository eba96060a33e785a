"""Detached adjectives after the person noun's short complement (fr-inflect-36, pairs31).

A detached epithet agrees with the noun it is said of (Grevisse, *Le Bon Usage*, §§ 332-333,
§ 336), and the noun may have a short complement before the comma: "je suis la nouvelle
voisine du dessus, ravie de te rencontrer", "le directeur de Lyon, furieux, ...".
:func:`fairmt.inflect.french._detached_attributes` reads the stretch only right after the
realised noun; :func:`detached_after_complement` first steps over such a complement (a
*de*-phrase of at most three words up to the comma, with no verb), then lets it do its work.

The adjective could grammatically be the complement's when the complement holds a person
noun of the person's original gender ("le fils du voisin, ravi") or a name; the step is then
not taken. A thing noun of that gender is stepped over ("la voisine du dessus", "le directeur
du musée, ravi"): an adjective of a person's feeling or state is the person's, though a
participle said of the thing ("le directeur du musée, fermé le lundi") would be changed
wrongly; no dev sentence has one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["detached_after_complement"]

_DE = frozenset(["de", "du", "des"])
_OLD = {"F": "m", "M": "f"}
_CLITICS = frozenset(
    ["me", "m", "te", "t", "se", "s", "le", "la", "les", "l", "lui", "nous", "vous", "leur", "y", "en"]
)
_FUNCTION = frozenset(["de", "du", "des", "d", "le", "la", "les", "l", "en", "mon", "ma", "ses", "son", "sa"])


def detached_after_complement(
    base: list[str],
    tokens: Sequence[str],
    k: int,
    gender: Realisation,
    morph: Morphology,
    detached: Callable[[list[str], Sequence[str], int, Realisation, Morphology], list[str]],
) -> list[str]:
    """``base`` with the detached adjectives after the complement that starts at ``k`` (the
    token after the realised noun) put in ``gender`` by ``detached`` (module docstring)."""
    old = _OLD.get(str(gender))
    if old is None or k < 1 or k >= len(base) or len(base) != len(tokens):
        return base
    if Word.parse(base[k - 1]).post.strip() == ",":
        return _before_infinitive(base, tokens, k, gender, morph)  # ``detached`` saw the rest
    if Word.parse(base[k - 1]).post.strip():
        return base
    first = Word.parse(base[k]).core.lower()
    if first not in _DE and not first.startswith(("d'", "d’")):
        return base
    end = k
    while end < len(base) and end - k < 3 and not Word.parse(base[end]).post.strip():
        end += 1
    if end >= len(base) or Word.parse(base[end]).post.strip() != ",":
        return base
    from fairmt.inflect.french_animacy import english_person_word

    for t in range(k, end + 1):
        low = Word.parse(base[t]).core.lower()
        low = low.split("'", 1)[-1].split("’", 1)[-1]
        if not low or low in _FUNCTION:
            continue
        if morph.only_verb(low):
            return base
        if any(r.gender in (old, "mf") for r in morph.noun_readings(low)) and english_person_word(low):
            return base  # the adjective could be the complement's person's ("le fils du voisin")
    out = detached(base, tokens, end + 1, gender, morph)
    return out if out != base else _before_infinitive(base, tokens, end + 1, gender, morph)


def _before_infinitive(
    base: list[str], tokens: Sequence[str], j: int, gender: Realisation, morph: Morphology
) -> list[str]:
    """``base`` with the one detached adjective at ``j`` put in ``gender`` when an infinitive
    complement follows it ("ravie de te rencontrer", "prête à partir": the adjective's
    complement, Grevisse § 361), up to the sentence's end or the next punctuation; a finite
    verb there makes it a clause, and nothing changes."""
    if j >= len(base) or base[j] != tokens[j]:
        return base
    w = Word.parse(base[j])
    low = w.core.lower()
    rs = morph.readings(low)
    if w.post.strip() or not any(r.pos == "adj" or "pp" in r.tags for r in rs):
        return base
    t = j + 1
    if t >= len(base) or Word.parse(base[t]).core.lower().split("'")[0] not in ("de", "d", "à"):
        return base
    if not Word.parse(base[t]).core.lower().startswith("d'"):
        t += 1
    while t < len(base) and Word.parse(base[t]).core.lower().split("'")[0] in _CLITICS:
        if "'" in base[t]:
            break
        t += 1
    if t >= len(base):
        return base
    verb = Word.parse(base[t]).core.lower().split("'")[-1]
    if not any("inf" in r.tags for r in morph.readings(verb)):
        return base
    new = morph.agree(low, str(gender), None)
    if new is None or new == low:
        return base
    out = list(base)
    out[j] = w.render(new)
    return out
