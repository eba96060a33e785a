"""The masculine of a feminine whose Movierung umlauted the stem: "Gästin" -> "Gast" (de-inflect-49).

Movierung with -in umlauts the stem of many monosyllabic masculines (Duden, Die Grammatik, word
formation of nouns: Arzt/Ärztin, Koch/Köchin, Gast/Gästin, Hund/Hündin). Wiktionary pairs most
such nouns, but not all: it lists "Gast" as a noun of one gender for everyone and no "Gästin",
which Duden has. The inflector's fallback for an unlisted feminine in -in cut the suffix only,
so the masculine of "die Gästin" came out "der Gäst" and its genitive "des Gästes".

The umlaut of the feminine does not carry into the masculine singular: where the stem has an
umlaut, the stem is not itself a masculine noun Wiktionary lists, and the stem with its last
umlaut undone is one (also as a compound's head: "Hotelgästin" -> "Hotelgast"), that is the
masculine singular; its plural keeps the umlaut and takes -e, as the plurals of these
monosyllables do (Gäste, Ärzte, Köche).

The rule is for those strong monosyllables only: the umlaut must be in the stem's last syllable
and no vowel may follow it ("Gäst", "Hotelgäst"; "äu" is one vowel), so a stem in -er ("Bäuer":
der Bauer, die Bauern) or -el is never read, and the weak monosyllables that umlaut their
feminine (:data:`_WEAK`: der Narr, des Narren, die Narren; Duden, Die Grammatik, schwache
Maskulina) are left to the inflector's other rules, since "-e" would be wrong for their plural.
"""

from __future__ import annotations

from fairmt.inflect import german_lexicon

__all__ = ["masculine_of_umlauted_stem"]

#: Each umlaut and the vowel it comes from.
_PLAIN = {"ä": "a", "ö": "o", "ü": "u"}
#: Weak masculine monosyllables whose feminine umlauts the stem (Duden: Narr/Närrin, Graf/Gräfin).
_WEAK = ("narr", "graf")
_VOWELS = frozenset("aeiouyäöü")


def masculine_of_umlauted_stem(stem: str) -> tuple[str, str] | None:
    """``(singular, plural)`` of the masculine whose feminine is ``stem`` + "in" with an
    umlauted stem (module docstring), or ``None`` when the rule does not apply."""
    last = max(stem.rfind(u) for u in _PLAIN)
    if last < 1 or "m" in german_lexicon.lemma_genus(stem):
        return None  # no umlaut in the stem's last part, or a listed masculine ("Fürst")
    tail = stem[last + 1 :].lower()
    if tail.startswith("u") and stem[last] == "ä":
        tail = tail[1:]  # the diphthong "äu" ("Bräut")
    if any(c in _VOWELS for c in tail):
        return None  # the umlaut is not in the last syllable ("Bäuer": der Bauer, weak in -er)
    plain = stem[:last] + _PLAIN[stem[last]] + stem[last + 1 :]
    if plain.lower().endswith(_WEAK) or "m" not in german_lexicon.lemma_genus(plain):
        return None
    return plain, stem + "e"
