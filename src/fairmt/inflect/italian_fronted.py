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
subject after it ("Una volta ritrovate le banconote,": Serianni XI.416): all three stay.

:func:`fronted_speaker_spans` finds the same word where the main clause's subject is the dropped
speaker or addressee ("Caduta dalla bici, non riuscivo a camminare"), as a speaker's span.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.romance import Gender

__all__ = ["fronted_attributes"]

#: Conjunctions that open an implicit participle clause ("Quando interrogata, ...").
_OPENERS = frozenset({"quando", "se", "appena", "benché", "sebbene", "seppure", "pur", "anche", "perché"})
#: Determiners that open the own subject of an absolute participle ("Finita la guerra,").
_DETERMINERS = frozenset(
    {"il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "questo", "questa", "questi", "queste"}
    | {"quel", "quello", "quella", "quei", "quegli", "quelle", "tutto", "tutta", "tutti", "tutte"}
)
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
    tokens: Sequence[str], start: int, was: Gender, morph: Morphology, unknown: Unknown
) -> list[int]:
    """The indices of the opening participle or adjective in ``was`` (and one coordinated with
    it) when the first comma of the sentence closes the token before ``start`` (module
    docstring); empty where there is none."""
    if start < 2:
        return []
    words = [Word.parse(t) for t in tokens[:start]]
    if not words[-1].post.strip().startswith(",") or any(w.post.strip() for w in words[:-1]):
        return []  # the subject follows the first comma, one stretch only
    low = [w.core.lower() for w in words]
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
    if picks and picks[-1] + 1 < len(low):
        after = low[picks[-1] + 1]
        nxt = morph.readings(after)
        if nxt and all(r.pos == "n" for r in nxt):
            return []  # "Bella giornata,": the adjective of the noun after it
        if after in _DETERMINERS or after.endswith("'"):
            # "Una volta ritrovate le banconote,": the absolute participle with a subject of its
            # own (Serianni XI.416), which it agrees with
            return []
    return picks


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
    for i in _fronted_words(tokens, start, was, morph, unknown):
        if out[i] != tokens[i]:
            continue
        word = Word.parse(tokens[i])
        new = morph.agree(word.core.lower(), gender) or unknown(word.core.lower(), gender)
        if new is not None and new != word.core.lower():
            out[i] = word.render(new)
    return out


#: Clitics and the negation between the comma and the speaker's verb ("Caduta, non mi ricordo").
_BEFORE_VERB = frozenset({"non", "mi", "ti", "ne", "ci", "vi", "lo", "la", "gli", "le", "si"})


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
    while j < len(tokens) and Word.parse(tokens[j]).core.lower() in _BEFORE_VERB:
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
        picks = _fronted_words(tokens, comma + 1, was, morph, unknown)
        if picks and all(_singular(morph, Word.parse(tokens[i]).core.lower()) for i in picks):
            return [(i, i + 1) for i in picks]
    return []


def _singular(morph: Morphology, low: str) -> bool:
    """A singular adjective or participle (a word the dictionary lacks: its -o/-a ending)."""
    rs = morph.readings(low)
    return any(r.number == "sg" for r in rs) if rs else low.endswith(("o", "a"))
