"""Place words in -er before a thing, and Latin agent nouns in -or Wiktionary lacks (de-inflect-57, deb65).

Place adjectives
    The inhabitant noun of a place in -er ("Münchner", "Kölner", "Bremer") is also its adjective,
    invariant and capitalised (Duden, Die Grammatik: Einwohnerbezeichnungen auf -er als Adjektive:
    "die Münchner Polizei", "der Bremer Senat", "im Hamburger Hafen"). German writes a noun before
    another noun as one compound, so an inhabitant word followed, with no punctuation between, by a
    common noun is that adjective, whatever the noun names: before a thing it names no person and
    keeps its form in every realisation ("Die Münchner Polizei" stays). Before a person noun the
    adjective was already read (``GermanWordContext._attributive_er``). The place is the word
    without -er ("Köln", "Frankfurt"), or, for a place in -en, without the -en ("München" ->
    "Münchner", "Bremen" -> "Bremer", "Dresden" -> "Dresdner"), as Wiktionary lists it as a
    toponym; the noun after it is one Wiktionary lists with no person reading.

Latin agent nouns
    The Latin suffix -or after a -t- or -s- stem makes person nouns (Duden, suffix "-or":
    "Kommentator", "Inspektor", "Professor"), many of which Wiktionary lacks
    ("Präparator", "Kalkulator"). A capitalised word Wiktionary knows nothing of in -ator/-itor/-ktor/-ptor/
    -ssor (or their plural and genitive forms) with a stem of at least six letters before the
    -tor/-sor is such a noun, not a name: names in -or are short ("Hector", "Viktor", "Nestor",
    "Castor") and Wiktionary lists the given names.
"""

from __future__ import annotations

from collections.abc import Callable

from fairmt.inflect import german_lexicon
from fairmt.inflect.german_words import PREPS

__all__ = ["inhabitant_word", "latin_agent_noun", "place_adjective_before_thing"]

#: Articles that are singular only, and the dative singular ones (dem, einem).
_SINGULAR_ARTICLES = frozenset({"dem", "des", "einem", "eines", "ein", "eine", "einen", "das"})
_DATIVE_ARTICLES = frozenset({"dem", "einem"})
#: Latin agent endings: -ator (Moderator), -itor (Auditor), -ktor (Inspektor), -ptor, -ssor (Professor).
_LATIN_AGENT = ("ator", "itor", "ktor", "ptor", "ssor")
#: The plural and genitive endings of those nouns (Kommentatoren, des Kommentators).
_CASE_ENDINGS = ("en", "s", "")


def inhabitant_word(core: str) -> bool:
    """Whether ``core`` is the -er word of a place Wiktionary lists ("Kölner", "Münchner")."""
    if not (core[:1].isupper() and core.endswith("er") and core.isalpha() and len(core) > 4):
        return False
    stem = core[:-2]
    return (
        german_lexicon.toponym(stem)
        or german_lexicon.toponym(stem + "en")
        or (stem.endswith("n") and german_lexicon.toponym(stem[:-1] + "en"))
    )


def place_adjective_before_thing(
    core: str, nxt: str, person: Callable[[str], object | None], det: str = "", before: str = ""
) -> bool:
    """Whether the place word ``core`` (:func:`inhabitant_word`) stands right before ``nxt``, a
    capitalised noun Wiktionary lists that is no person noun (``person(nxt)`` is ``None``): the
    place's invariant adjective ("die Münchner Polizei").

    ``det`` is the word before ``core`` (lower case) and ``before`` the word before that. The
    adjective and ``nxt`` make one phrase with ``det`` only if ``det`` agrees with ``nxt`` in
    number: a singular article before a plural noun ("Wir zeigten dem Berliner Fotos") opens a
    phrase of its own, the inhabitant noun, and the plural is the next object. A dative article
    that no preposition governs ("Sie gab dem Kölner Geld") marks the verb's dative object, as a
    rule the person a thing goes to (the recipient), so the -er word there is read as the
    inhabitant noun; after a preposition the phrase may name a thing ("mit dem Kölner Dom")."""
    if not german_lexicon.available() or not (nxt[:1].isupper() and nxt[1:].islower() and nxt.isalpha()):
        return False
    if not inhabitant_word(core):
        return False
    if det in _SINGULAR_ARTICLES and german_lexicon.plural_only_form(nxt):
        return False
    if det in _DATIVE_ARTICLES and before not in PREPS:
        return False
    if german_lexicon.given_name(nxt) or german_lexicon.toponym(nxt):
        return False  # "der Berliner Peter ...": a name, no noun the word could modify
    if not (german_lexicon.known_noun(nxt) or german_lexicon.lemma_genus(nxt)):
        return False
    return german_lexicon.lookup(nxt) is None and person(nxt) is None


def latin_agent_noun(word: str) -> bool:
    """Whether ``word`` is a Latin agent noun in -or Wiktionary lacks (see the module docstring)."""
    if not (word[:1].isupper() and word[1:].islower() and word.isalpha()):
        return False
    low = word.lower()
    for ending in _CASE_ENDINGS:
        if ending and not low.endswith(ending):
            continue
        base = low[: len(low) - len(ending)]
        if base.endswith(_LATIN_AGENT) and len(base) - 3 >= 6:
            singular = word[: len(base)]
            # (a thing in -or is a noun Wiktionary lists: "Generator", "Ventilator")
            return not (german_lexicon.given_name(singular) or german_lexicon.known_noun(singular))
    return False
