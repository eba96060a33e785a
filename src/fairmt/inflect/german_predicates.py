"""Word-level tests of the German inflector, the ones that need no sentence around the word.

Splitting an inflected adjective into stem and ending, folding umlauts, telling an acronym or
a word fairmt does not know, the gender a determiner ending allows a nominalised adjective,
undoing a contraction (``zum`` -> ``zu dem``), whether a noun has a feminine at all, and the
gender star of the neutral realisation (``Ärzt*in``) with the words that cannot take one.

They are module functions rather than methods because they read only the word and the tables
of :mod:`fairmt.inflect.german_words`: every layer of the inflector shares them and a test
can call them alone. The two Wiktionary lists are cached: they are read once a process.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word, match_case, word_tuple
from fairmt.inflect.german_place_words import latin_agent_noun
from fairmt.inflect.german_words import (
    ADJ_ENDINGS,
    CONTRACTIONS,
    DER_WORDS,
    EIN_WORDS,
)


def strip_adj(word: str) -> tuple[str, str]:
    """(stem, ending) of an inflected adjective (``neuer`` -> ``neu``, ``er``)."""
    w = word
    for e in ADJ_ENDINGS:
        if w.endswith(e) and len(w) > len(e) + 1:
            return w[: -len(e)], e
    return w, ""


#: The older private name, still imported by the inflector's own modules.
_strip_adj = strip_adj


def _umlaut_free(word: str) -> str:
    return word.replace("ä", "a").replace("ö", "o").replace("ü", "u")


_DET_GENERA: dict[str, set[str]] = {
    "den": {"m"},
    "dem": {"m", "n"},
    "des": {"m", "n"},
    "das": {"n"},
    "ein": {"m", "n"},
    "einen": {"m"},
    "einem": {"m", "n"},
    "eines": {"m", "n"},
    "eine": {"f"},
    "jede": {"f"},
    "jeden": {"m"},
    "jedem": {"m", "n"},
    "jedes": {"m", "n"},
    "keinen": {"m"},
    "diesen": {"m"},
    "diesem": {"m", "n"},
    "dieses": {"m", "n"},
}

#: Closing quotation marks (after a quoted noun, a genitive attribute still follows it).
#: Adverbs in -t/-te that are no finite verbs ("jetzt", "nicht", "meist").
_T_ADVERBS = frozenset(
    [
        "nicht",
        "jetzt",
        "erst",
        "zuerst",
        "zuletzt",
        "meist",
        "meiste",
        "sonst",
        "selbst",
        "bereits",
        "längst",
        "gut",
        "weit",
        "bisweilen",
        "damit",
        "mit",
        "seit",
        "samt",
        "laut",
        "statt",
        "bereit",
        "zunächst",
    ]
)
_OPENING_QUOTES = "\"„“«»'‚‘"
_CLOSING_QUOTES = "\"“”»«'’"

#: Pronominal adverbs ("darunter", "dahinter", "worüber", "hierunter"): no adjectives.
_PRONOMINAL_ADVERB = re.compile(
    r"^(da|dar|wo|wor|hier)(unter|über|hinter|neben|auf|aus|in|an|um|vor|nach|mit|bei|für|gegen"
    r"|zwischen|durch|innen|außen|oben|unten)$"
    r"|^(vor|nach|da|bis|seit|hin|wo|weiter|vorn|nebst)(her|hin)$"  # "Vorher Gastgeber ...", "bisher"
)
#: A separable verb's zu-infinitive ("auszuschalten", "aufzunehmen").
_INFIX_ZU = re.compile(r"^[a-zäöü]{2,}zu[a-zäöü]{3,}en$")
#: Relative pronouns (nominative, accusative, dative) by the genus of the antecedent.
_REL_FORMS = {"m": ("der", "den", "dem"), "f": ("die", "der"), "n": ("das", "dem")}

_STAR_SUFFIXES = frozenset(
    word_tuple(
        "in innen e r n s en er es em die der den dem des sie ihr ihre ihren ihrem ihrer ihres eine einer"
        " deren"
        # The feminine dative/genitive of the other ein-words (possessive articles and kein are
        # declined like ein; Duden, Die Grammatik, Artikelwörter), written whole after the
        # masculine as "einem*einer" is: "seines*seiner Rival*in", "keinem*keiner" (de-inflect-15).
        " seiner meiner deiner unserer eurer keiner"
        # (de-inflect-34) and of the der-words, declined like the article (Duden, Die Grammatik:
        # dieser, jener, jeder, welcher, mancher, solcher): "jedem*jeder Schüler*in".
        " jeder dieser jener welcher mancher solcher"
    )
)


#: Nouns in -ist that name things (die Frist, der Mist, der Twist, der Zwist, die List and its
#: compounds Arglist, Hinterlist): as a compound's head they end words that are no persons.
_IST_THINGS = ("frist", "mist", "twist", "zwist", "arglist", "hinterlist")


def person_ist(low: str) -> bool:
    """Whether the lower-case noun ``low`` is a person noun by its suffix -ist (weak masculine,
    feminine -istin; Duden, Die Grammatik, "schwache Maskulina", and the Duden entry of the
    suffix -ist: "bildet Substantive, die eine Person bezeichnen"), in any form (-ist, -isten,
    -istin, -istinnen), and not one of the few -ist things (:data:`_IST_THINGS`). Used only
    for a noun an English person noun is aligned to, which Wiktionary does not list
    (``Medievalist`` for "medievalist", ``Herbalistin`` for "herbalist"), so that its
    compound-like reading (Medieva + List) does not make it a thing."""
    for end in ("istinnen", "istin", "isten", "ist"):
        if low.endswith(end) and len(low) > len(end) + 3:
            stem = low[: len(low) - len(end)] + "ist"
            if end in ("isten", "ist") and german_lexicon.available():
                # (de-inflect-17) The suffix -ist forms masculine nouns (Duden, suffix -ist:
                # "der Jurist"): a word (or the last part of a hyphenated compound) Wiktionary
                # lists only as a feminine or neuter noun is no -ist derivative ("unserer
                # Beauty-Leisten": die Leiste, plural Leisten).
                genus = german_lexicon.whole_genus(low.rsplit("-", 1)[-1])
                if genus and "m" not in genus:
                    return False
            return not _ist_thing(stem)
    return False


def _ist_thing(stem: str) -> bool:
    """Whether the -ist noun ``stem`` (lower case) is one of the -ist things (:data:`_IST_THINGS`),
    as itself or as the head of a compound ("Kuhmist", "Galgenfrist").

    (de-inflect-19) A compound's first part is a word (Duden, Die Grammatik:
    Determinativkompositum, Bestimmungswort + Grundwort, with an optional Fugenelement), so
    "Anatomist", "Optimist" are no compounds of "Mist": "Anato-", "Opti-" are no nouns, and
    the suffix -ist makes them persons. Without the Wiktionary data the ending alone decides."""
    for thing in _IST_THINGS:
        if not stem.endswith(thing):
            continue
        first = stem[: len(stem) - len(thing)]
        if not first or not german_lexicon.available():
            return True
        for cut in ("", "s", "es", "n", "en", "e"):
            part = first[: len(first) - len(cut)] if cut else first
            if cut and not first.endswith(cut):
                continue
            if len(part) >= 2 and (
                german_lexicon.known_noun(part.capitalize()) or german_lexicon.lemma_genus(part.capitalize())
            ):
                return True
    return False


def person_iker(low: str) -> bool:
    """Whether the lower-case noun ``low`` is a person noun by its suffix -iker (strong
    masculine, feminine -ikerin by Movierung; Duden, the suffix -iker: it forms person nouns,
    mostly beside adjectives in -isch: Alkoholiker, Chemiker, Rhetoriker, Satiriker), in any
    form (-iker, -ikern, -ikers, -ikerin, -ikerinnen). Used, like :func:`person_ist`, only for a
    noun an English person noun is aligned to, which Wiktionary lists without its feminine
    ("Der zeitgenössische Rhetoriker Libanius" for "rhetorician") (de-inflect-17)."""
    for end in ("ikerinnen", "ikerin", "ikern", "ikers", "iker"):
        if low.endswith(end) and len(low) > len(end) + 2:
            return True
    return False


def _bad_star(core: str) -> str | None:
    """Why a gender-star form is malformed, or None (``Ein*eine``, ``Kinder*innen``)."""
    parts = core.split("*")
    if len(parts) != 2 or not parts[0] or not parts[1]:
        return f"malformed gender star: {core!r}"
    stem, suffix = parts
    low_stem, low_suffix = stem.lower(), suffix.lower()
    if (
        low_stem.endswith("em")
        and low_suffix == low_stem[:-2] + "er"
        and len(low_stem) > 4
        and low_stem[:1].isalpha()
    ):
        # (de-inflect-37) A strong adjective in the dative singular, written whole after the
        # masculine as "einem*einer" is: "und russischem*russischer Präsident*in" (strong
        # declination without an article: masculine -em, feminine -er; Duden, Die Grammatik).
        return None
    if low_suffix not in _STAR_SUFFIXES:
        return f"malformed gender star: {core!r}"
    if low_suffix.startswith(low_stem):
        return f"malformed gender star: {core!r}"  # the suffix repeats the stem: Ein*eine
    if (
        stem[:1].isupper()
        and low_suffix in ("in", "innen")
        and german_lexicon.available()
        and german_lexicon.lookup(stem + suffix) is None
        and (_no_feminine(stem) or _epicene_noun(stem))
        and not person_ist(low_stem)  # Medievalist*in: -ist forms persons
        and not person_iker(low_stem)  # Rhetoriker*in: -iker forms persons
    ):
        return f"no feminine of {stem!r}: {core!r}"
    return None


def _no_feminine(base: str) -> bool:
    """A neuter or feminine noun (Kind, Kinder, Person): no -in feminine can be made from it."""
    g = german_lexicon.lemma_genus(base)
    return bool(g) and "m" not in g


def _epicene_noun(word: str) -> bool:
    low = word.lower()
    return low.endswith(("ling", "bold")) or any(low.endswith(e) for e in german_lexicon.EPICENE)


@cache
def _wiktionary_adjectival() -> tuple[str, ...]:
    """Stems of Wiktionary's adjectivally declined person nouns (``angeklagt``, ``beamt``)."""
    return tuple(sorted(german_lexicon.adjectival_stems()))


@cache
def _wiktionary_fem_noun() -> tuple[str, ...]:
    """Those of them whose feminine is a noun in -in (``beamt``: Beamter / Beamtin)."""
    return tuple(sorted(k for k, v in german_lexicon.adjectival_stems().items() if v))


def _nomadj_gender(det: str, ending: str, kind: str | None) -> tuple[str, str]:
    """(gender, number) of a nominalised adjective from its determiner and ending."""
    if kind == "contr":
        det = CONTRACTIONS[det][1]
        kind = "def"
    if kind is None:
        return {"er": ("m", "sg"), "e": ("f", "sg"), "en": ("p", "pl"), "em": ("m", "sg")}.get(
            ending, ("f", "sg")
        )
    if kind == "def":
        table = {
            ("der", "e"): ("m", "sg"),
            ("der", "en"): ("f", "sg"),
            ("die", "e"): ("f", "sg"),
            ("die", "en"): ("p", "pl"),
            ("den", "en"): ("m", "sg"),
            ("dem", "en"): ("m", "sg"),
            ("des", "en"): ("m", "sg"),
        }
        return table.get((det, ending), ("f", "sg"))
    end = _det_ending(det, EIN_WORDS if kind == "ein" else DER_WORDS)
    if end == "e" and ending == "en":
        # (de-inflect-17) An article word in -e before a nominalised adjective in -en is a
        # plural: after "alle", "diese", "keine", "meine" the adjective is weak, -en, in the
        # plural, and a feminine singular has -e ("diese Beteiligte"; Duden, Die Grammatik:
        # Deklination des Adjektivs, schwache Flexion nach Artikelwörtern im Plural). "alle
        # Beteiligten" has one form for both genders and stays.
        return ("p", "pl")
    if end in ("", "en", "em", "es"):
        return ("m", "sg")
    if end == "er" and kind == "der":
        return ("m", "sg")
    return ("f", "sg")


def _unknown_word(word: str, stem: str) -> bool:
    """Whether Wiktionary (when installed) does not know the stem of a capitalised word in -in
    as a noun: then it is a name or a noun of its own ("Devlin", "Kevin", "Dublin"), not a
    feminine ``stem + in`` ("Admiralin" is unlisted, but "Admiral" is a noun)."""
    if not german_lexicon.available():
        return False
    return not any(german_lexicon.known_noun(w) or german_lexicon.lemma_genus(w) for w in (stem, stem + "e"))


def _formal_sie(words: list[Word], t: int) -> bool:
    """Whether "Sie" at ``t`` is the polite "you": capitalised inside a sentence ("bleiben Sie
    sicher", "Seien Sie alle vorsichtig"), not after a sentence end or an opening quote."""
    if words[t].core != "Sie" or t == 0 or words[t].pre:
        return False
    prev = words[t - 1].post.strip(_CLOSING_QUOTES)
    return not prev.endswith((".", "!", "?", ":"))


def _unknown_non_er(word: str) -> bool:
    """Whether Wiktionary (when installed) knows nothing of a word whose agent-like ending is
    not -er (-ar, -or, -ent, -ist, ...): neither the word, nor a compound head of it, nor a form
    without a case ending. Real agent nouns in those endings are listed (Kommissar, Autor,
    Student, Aktivist), and their compounds end in a listed head; a word Wiktionary lacks
    there is a name ("Óttar", "Hector", "Laurent"). Nouns in -er stay with the ending rules:
    Wiktionary lacks many real ones ("Treuhänder", "Bowler")."""
    if not german_lexicon.available() or latin_agent_noun(word):
        return False  # (de-inflect-57) "Präparator": german_place_words
    low = word.lower()
    if (
        low.endswith(("er", "ern", "ers", "in", "innen", "mann", "männer", "frau", "frauen"))
        or not word.isalpha()
    ):
        return False
    for end in ("isten", "ist"):
        if low.endswith(end) and person_ist(low):
            # (de-inflect-22) The suffix -ist derives person nouns from nouns (Duden, suffix
            # -ist: "Essayist" from "Essay"): a known noun before it makes a derivative, not a
            # name, though Wiktionary lacks the derivative itself ("Dramatiker, Essayist und
            # Übersetzer").
            stem = word[: -len(end)]
            if len(stem) >= 4 and stem[:1].isupper() and german_lexicon.known_noun(stem):
                return False
            if _foreign_stem_ist(stem.lower()):
                return False
    cuts = [e for e in ("en", "es", "n", "s") if low.endswith(e) and len(low) > len(e) + 3]
    forms = [word, *(word[: -len(e)] for e in cuts)]
    return not any(
        german_lexicon.lookup(f) is not None or german_lexicon.known_noun(f) or german_lexicon.lemma_genus(f)
        for f in forms
    )


#: Endings of surnames in -ist that are no -ist derivatives: Scandinavian -qvist/-quist (Lindqvist,
#: Bergquist, "twig") and German -eist (Kleist, Feist).
_IST_SURNAME_ENDS = ("qvist", "quist", "eist")


def _foreign_stem_ist(stem: str) -> bool:
    """(de-inflect-30) Whether the lower-case ``stem`` of a noun in -ist(en) that Wiktionary
    lacks is a foreign base of the suffix -ist ("timpan-" of "Timpanist", from Italian timpani;
    "Cembal-ist", "Perkussion-ist"): a base of at least five letters ending in a consonant. The
    suffix -ist is productive with foreign (Latin, Greek, Romance) bases that are no German
    words (Duden, suffix -ist; Fleischer/Barz, Wortbildung der deutschen Gegenwartssprache,
    -ist derivation), so a base Wiktionary lacks as a noun does not make the word a name. The
    surnames in -ist end otherwise (:data:`_IST_SURNAME_ENDS`); short words stay with the
    lexicon ("Christ", "Zwist")."""
    word = stem + "ist"
    consonant_end = stem[-1:] not in ("", *"aeiouäöüy")
    return len(stem) >= 5 and stem.isalpha() and consonant_end and not word.endswith(_IST_SURNAME_ENDS)


def _acronym(core: str) -> bool:
    """An all-capital abbreviation before a noun ("des ABC News-Reporters"): an invariant
    modifier of the noun phrase."""
    return len(core) >= 2 and core.isalpha() and core.isupper()


def _uncontract(word: str) -> str:
    """``im`` -> ``in dem`` (other words unchanged)."""
    pair = CONTRACTIONS.get(word.lower())
    if pair is None:
        return word
    prep = match_case(word, pair[0])
    return f"{prep} {pair[1]}"


def _det_ending(word: str, stems: Sequence[str]) -> str:
    for st in sorted(stems, key=len, reverse=True):
        if word.startswith(st):
            return word[len(st) :]
    return ""


def _monosyllabic(word: str) -> bool:
    vowels = "aeiouäöüy"
    groups = 0
    prev = False
    for ch in word.lower():
        v = ch in vowels
        if v and not prev:
            groups += 1
        prev = v
    return groups <= 1


def _star(m: str, f: str) -> str:
    """Gender-star merge: ``der``/``die`` -> ``der*die``, ``Lehrer``/``Lehrerin`` -> ``Lehrer*in``,
    ``neuer``/``neue`` -> ``neue*r``, ``Ärzte``/``Ärztinnen`` -> ``Ärzt*innen``."""
    # Compare without the capital of a sentence-initial word ("Der"/"die", "Ein"/"eine"): the
    # caller capitalises the merged form's first letter again.
    m, f = m[:1].lower() + m[1:], f[:1].lower() + f[1:]
    if m == f:
        return m
    lf = f.lower()
    if lf.endswith("innen") and len(f) > 5:
        return f[:-5] + "*innen"
    if lf.endswith("in") and len(f) > 2 and not m.lower().endswith("in"):
        return f[:-2] + "*in"
    if f.startswith(m):
        return m + "*" + f[len(m) :]
    if m.startswith(f):
        return f + "*" + m[len(f) :]
    return m + "*" + f
