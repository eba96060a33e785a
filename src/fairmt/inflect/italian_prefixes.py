"""Past participles of prefixed Italian verbs that the dictionary lacks (pairs28, it-inflect-28).

Apertium's Italian dictionary (``apertium-ita``) lists *eleggere* and *scrivere* with their
participles *eletto*, *scritto*, but not every prefixed verb built on them: *rieleggere*
(*rieletta*), *iscrivere* (*iscritta*), *riscrivere*, *preeleggere*. A verb formed with a
prefix inflects as its base verb, the prefix staying as it is (Serianni, *Grammatica
italiana*, XV.1-2 and XV.83-113 on prefixation: the prefix does not change the word class
or the inflection of the base; Treccani, *Enciclopedia dell'Italiano*, "prefissi", "ri-"
iterative and "in-" with its variant "i-" before *s* + consonant, as in *iscrivere*).

:func:`prefixed_participle` gives such a participle in another gender: only for a word the
dictionary does not know at all, and only when what follows the prefix is read as a past
participle of a verb (never a bare noun or adjective: "ira" is no "i" + "ra").
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology

#: Verbal prefixes, longest first: iterative *ri-*/*re-*, *pre-*, *dis-*, *s-* (privative
#: and intensive), *in-* and its variant *i-* before *s* + consonant, *co-*/*con-*,
#: *sotto-*, *sovra-*, *contro-*.
PREFIXES = ("contro", "sovra", "sotto", "pre", "dis", "con", "ri", "re", "in", "co", "i", "s")


def prefixed_participle(word: str, gender: str) -> str | None:
    """The participle ``word`` (lower case, unknown to the dictionary) in ``gender`` (``"F"``
    or ``"M"``), same number, when it is a prefix of :data:`PREFIXES` plus a past participle
    the dictionary knows: "rieletta" -> "rieletto", "iscritte" -> "iscritti"; else ``None``."""
    morph = morphology("it")
    if morph is None or not word.isalpha() or morph.readings(word):
        return None
    for prefix in PREFIXES:
        base = word[len(prefix) :]
        if not word.startswith(prefix) or len(base) < 4:
            continue
        if prefix == "i" and not (base[0] == "s" and base[1] not in "aeiou"):
            continue  # i- only before s + consonant ("iscritto", "istruito")
        rs = morph.readings(base)
        if not any(r.pos in ("vblex", "vbser", "vbmod") and "pp" in r.tags for r in rs):
            continue
        new = morph.agree(base, gender)
        if new is None:
            return None
        return prefix + new
    return None


#: Negative adjective prefixes with the first letters of the base they stand before (empty: any).
_NEGATIVE_PREFIXES = (("dis", ""), ("in", ""), ("im", "bmp"), ("il", "l"), ("ir", "r"), ("s", ""))


def prefixed_adjective(word: str, gender: str) -> str | None:
    """The negated adjective ``word`` (lower case, unknown to the dictionary) in ``gender``, same
    number, when it is a negative prefix (module docstring) plus an adjective or past participle
    that the dictionary knows with a gender of its own: "insicure" -> "insicuri", "sfortunata" ->
    "sfortunato"; else ``None``."""
    morph = morphology("it")
    if morph is None or not word.isalpha() or morph.readings(word):
        return None
    for prefix, before in _NEGATIVE_PREFIXES:
        base = word[len(prefix) :]
        if not word.startswith(prefix) or len(base) < 4 or (before and base[0] not in before):
            continue
        rs = morph.readings(base)
        if not rs or not any(r.gender in ("m", "f") and (r.pos == "adj" or "pp" in r.tags) for r in rs):
            continue
        new = morph.agree(base, gender)
        if new is not None:
            return prefix + new
    return None
