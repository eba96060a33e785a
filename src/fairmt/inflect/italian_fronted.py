"""The participle or adjective that opens an Italian sentence before its subject (it-inflect-57).

"Avvertite da un vicino, le infermiere chiamarono la polizia", "Quando interrogata, la dottoressa
non ha risposto": a past participle or adjective set off by a comma at the head of the sentence,
with no subject of its own, is a predicative of the main clause's subject (the *participio
congiunto*, or an implicit clause after "quando", "se", "appena", "benché", "una volta") and
agrees with it (Serianni, *Grammatica italiana*, XI.413-416 on the participle clause, whose
subject is the main clause's; V.27 on the predicative's agreement). The realisation of that
subject turned the noun phrase and left the opening word, so "Avvertite da un vicino, gli
infermieri" came out of the feminine. The French rule is :mod:`fairmt.inflect.french_fronted`.

:func:`fronted_attributes` turns that word (and one coordinated with it by "e": "Stanca e
delusa,") when the subject's noun phrase follows the first comma of the sentence, the stretch
before it holds no finite verb, and the word agreed with the subject's original gender (a word of
the other gender belongs to someone else). A word also read as a preposition, an adverb or a
pronoun opens an adverbial ("Durante la notte,", "Poco dopo,", "Prima di partire,"), one before a
noun is that noun's adjective ("Bella giornata,"), and an absolute participle agrees with its own
subject after it ("Una volta ritrovate le banconote,", "Nata sua figlia,", "Partita Maria,":
Serianni XI.416): all three stay. So only a preposition or an adverb may follow the word before
the comma ("Caduta dalla bici,", "Arrivata ieri,"; :func:`_complement_opener`), and the word must
be in the subject's number as well as its gender ("Finite due settimane di corso, la studentessa"
is no predicative of "la studentessa"). One word alone may open the sentence ("Stanca,
l'infermiera tornò a casa"), but not an adjective used as a discourse word ("Perfetto,",
"Giusto,") or, before a third-person subject, as an address to the listener ("Attento, il cane
morde"; :data:`_INTERJECTIONS`, :data:`_ADDRESS`).

:func:`fronted_speaker_spans` finds the same word where the main clause's subject is the dropped
speaker or addressee ("Caduta dalla bici, non riuscivo a camminare"), as a speaker's span.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import VERB_GROUP_OPENERS
from fairmt.inflect.romance import Gender

__all__ = ["fronted_attributes", "fronted_speaker_spans"]

#: Conjunctions that open an implicit participle clause ("Quando interrogata, ...").
_OPENERS = frozenset({"quando", "se", "appena", "benché", "sebbene", "seppure", "pur", "anche", "perché"})
#: The realiser's form of an adjective the dictionary lacks, in a gender (``None``: none).
Unknown = Callable[[str, Gender], "str | None"]
#: The finite tenses of the analyser's verb readings.
_FINITE = frozenset({"pri", "pii", "ifi", "fti", "prs", "pis", "cni", "imp"})


def _gendered(morph: Morphology, low: str, was: Gender, unknown: Unknown) -> bool:
    """A participle or adjective in the gender ``was``, no preposition; a word the dictionary
    lacks by the realiser's reading of its ending ("deluse")."""
    rs = morph.readings(low)
    if not rs:
        other: Gender = "M" if was == "F" else "F"
        return unknown(low, was) == low and unknown(low, other) not in (None, low)
    if any(r.pos in ("pr", "adv", "det", "prn") for r in rs) or low == "subito":
        return False  # "Dopo", "Poco dopo", "Prima di", "Subito": an adverbial, no predicative
    return any((r.pos == "adj" or "pp" in r.tags) and r.gender == was.lower() for r in rs)


def _finite_only(morph: Morphology, low: str) -> bool:
    """Whether every reading of ``low`` is a finite verb (a clause of its own)."""
    rs = morph.readings(low)
    return bool(rs) and all(r.pos.startswith("vb") and _FINITE & set(r.tags) for r in rs)


def _fronted_words(
    tokens: Sequence[str],
    start: int,
    was: Gender,
    morph: Morphology,
    unknown: Unknown,
    number: str | None = None,
    address: bool = False,
) -> list[int]:
    """The indices of the opening participle or adjective in ``was`` (and one coordinated with
    it) when the first comma of the sentence closes the token before ``start`` (module
    docstring), in the subject's ``number`` ("sg"/"pl") where it is known; empty where there is
    none. ``address``: the subject is the speaker or the addressee, and a word of address counts."""
    if start < 1:
        return []
    words = [Word.parse(t) for t in tokens[:start]]
    if not words[-1].post.strip().startswith(",") or any(w.post.strip() for w in words[:-1]):
        return []  # the subject follows the first comma, one stretch only
    low = [w.core.lower().replace("\u2019", "'") for w in words]
    stop = _INTERJECTIONS if address else _INTERJECTIONS | _ADDRESS
    if start == 1 and (low[0] in stop or _masculine_singular(morph, low[0]) in stop):
        return []  # "Perfetto, l'infermiere arriva": a discourse word, no predicative
    k = 0
    if low[0] in _OPENERS:
        k = 2 if low[0] in ("anche", "pur") and len(low) > 2 and low[1] in ("se", "essendo") else 1
    elif low[:2] == ["una", "volta"]:
        k = 2
    if k >= len(low) or any(_finite_only(morph, w) for w in low):
        return []
    picks = [k] if _gendered(morph, low[k], was, unknown) else []
    if (
        picks
        and k + 2 < len(low)
        and low[k + 1] in ("e", "ed")
        and _gendered(morph, low[k + 2], was, unknown)
    ):
        picks.append(k + 2)  # "Stanca e delusa,"
    if number is not None and not all(number in _numbers(morph, low[i], was) for i in picks):
        return []  # "Finite due settimane di corso, la studentessa": not the subject's word
    if picks and picks[-1] + 1 < len(low) and not _complement_opener(morph, words[picks[-1] + 1]):
        # "Bella giornata,": the adjective of the noun after it; "Nata sua figlia,", "Finite due
        # settimane,", "Partita Maria,": the absolute participle with a subject of its own
        # (Serianni XI.416), which it agrees with
        return []
    return picks


#: it-inflect-57: adjectives that open a sentence as a discourse word ("Perfetto, ...", "Giusto,
#: ...", "Certo, ..."), not as a predicative of the subject after the comma: a one-word opening in
#: (the masculine singular of) one of these stays (Serianni, *Grammatica italiana*, X.37-41 on
#: adjectives used as interjections).
_INTERJECTIONS = frozenset(
    {"perfetto", "ottimo", "vero", "ovvio", "fatto", "chiaro", "inteso", "capito", "buono", "bello"}
    | {"giusto", "esatto", "certo", "sicuro", "strano", "peccato", "benissimo", "ecco", "scusa"}
)
#: Adjectives that open a sentence as an address to the listener ("Attento, il cane morde",
#: "Tranquillo, il medico arriva", "Cara, ..."): the addressee's word, no predicative of a
#: third-person subject after the comma; before a first- or second-person verb they are the
#: addressee's or the speaker's ("Attenta, ti avevo avvisata": :func:`fronted_speaker_spans`).
_ADDRESS = frozenset(
    {"attento", "tranquillo", "bravo", "zitto", "fermo", "calmo", "sereno", "pronto", "caro", "carissimo"}
)
#: Elided prepositions with an article that open a complement ("dall'allarme", "nell'ufficio").
_ELIDED_PREPOSITIONS = ("all'", "dall'", "dell'", "nell'", "sull'", "coll'", "d'")


def _numbers(morph: Morphology, low: str, was: Gender) -> set[str]:
    """The numbers of ``low`` as an adjective or participle in ``was`` (a word the dictionary
    lacks: by its ending)."""
    rs = [r for r in morph.readings(low) if (r.pos == "adj" or "pp" in r.tags) and r.gender == was.lower()]
    if not rs:
        return {"sg"} if low.endswith(("o", "a")) else {"pl"} if low.endswith(("i", "e")) else {"sg", "pl"}
    return {n for r in rs for n in (("sg", "pl") if r.number == "sp" else (r.number,))}


def _phrase_number(tokens: Sequence[str], start: int, morph: Morphology) -> str | None:
    """The number of the subject's noun phrase at ``start``, by its determiner ("l'", "la",
    "le") or, with none, by its first noun; ``None`` where neither decides."""
    for t in tokens[start : start + 3]:
        low = Word.parse(t).core.lower().replace("\u2019", "'")
        if low.startswith(("l'", "un'", "quell'", "dell'")):
            return "sg"
        rs = morph.readings(low)
        for pos in ("det", "n"):
            found = {r.number for r in rs if r.pos == pos and r.number in ("sg", "pl")}
            if len(found) == 1:
                return found.pop()
            if found:
                return None
    return None


def _masculine_singular(morph: Morphology, low: str) -> str:
    """The masculine singular of an adjective or participle (``low`` itself where none)."""
    return morph.agree(low, "M") or low


def _complement_opener(morph: Morphology, word: Word) -> bool:
    """it-inflect-57: whether ``word``, right after the opening participle or adjective, opens a
    complement of it: a preposition ("Caduta dalla bici", "Nata a Roma") or an adverb
    ("Arrivata ieri"), none that is also a determiner, a numeral or a quantifier ("molto",
    "ogni", "due", "sua"), and no capitalised name ("Partita Maria": the participle's own
    subject). A noun, a determiner or a name after it is its subject or its noun."""
    low = word.core.lower().replace("\u2019", "'")
    if not low or word.core[:1].isupper():
        return False
    if "'" in low:
        return low.startswith(_ELIDED_PREPOSITIONS) and not low.endswith("'")
    rs = morph.readings(low)
    if any(r.pos in ("det", "num", "predet") for r in rs):
        return False
    return any(r.pos in ("pr", "adv", "preadv") for r in rs)


def fronted_attributes(
    tokens: Sequence[str],
    base: list[str],
    start: int,
    was: Realisation,
    gender: Realisation,
    morph: Morphology,
    unknown: Unknown,
) -> list[str]:
    """``base`` (the sentence with the subject's noun phrase, which starts at ``start``, realised
    from ``was`` into ``gender``, one token for one with ``tokens``) with the opening participle
    or adjective before that phrase put in ``gender`` (module docstring)."""
    if len(base) != len(tokens) or was == "N" or gender == "N":
        return base
    out = list(base)
    number = _phrase_number(tokens, start, morph)
    for i in _fronted_words(tokens, start, was, morph, unknown, number):
        if out[i] != tokens[i]:
            continue
        word = Word.parse(tokens[i])
        new = morph.agree(word.core.lower(), gender) or unknown(word.core.lower(), gender)
        if new is not None and new != word.core.lower():
            out[i] = word.render(new)
    return out


def fronted_speaker_spans(tokens: Sequence[str], unknown: Unknown) -> list[tuple[int, int]]:
    """One-token spans of the opening participle or adjective whose subject is the speaker or
    the addressee ("Caduta dalla bici, non riuscivo a camminare"): the main clause after the
    first comma has no subject of its own but a singular verb of the first or second person
    only (no third-person reading: "ero", "riuscivo", "hai"; not "sono"), the dropped subject
    pronoun that the participle clause shares (Serianni XI.413-416; VII.6 on the unexpressed
    subject). The speaker's word, as in :mod:`fairmt.inflect.italian_speaker_clauses`. Nothing
    without the analyser."""
    morph = morphology("it")
    if morph is None:
        return []
    comma = next((i for i, t in enumerate(tokens) if Word.parse(t).post.strip()), None)
    if comma is None or not Word.parse(tokens[comma]).post.strip().startswith(","):
        return []
    j = comma + 1
    while j < len(tokens) and Word.parse(tokens[j]).core.lower() in VERB_GROUP_OPENERS:
        j += 1
    if j >= len(tokens):
        return []
    rs = morph.readings(Word.parse(tokens[j]).core.lower())
    finite = [r for r in rs if r.pos.startswith("vb") and _FINITE & set(r.tags)]
    if not finite or len(finite) != len(rs):
        return []
    if not all(("p1" in r.tags or "p2" in r.tags) and "sg" in r.tags for r in finite):
        return []
    for was in ("F", "M"):
        picks = _fronted_words(tokens, comma + 1, was, morph, unknown, "sg", address=True)
        if picks:
            return [(i, i + 1) for i in picks]
    return []
