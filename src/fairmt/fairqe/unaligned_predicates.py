"""The target word of a predicate cue the aligner placed nowhere (en-cues-49, issue 12).

A C10 predicate cue ("They were both very happy", "Are you all ready?") is aligned through the
English predicate word alone; when the shipped lexical table lacks the pair ("happy" /
"contentas", "ready" / "listos"), the cue gets no target span, the realiser has nothing to
change, and both translations of the source get no variant (GATE's "no variants" pairs).

The target's own grammar places it: the predicate of a copula agrees with the subject (RAE,
*Nueva gramática*, §37.1 on the attribute; Serianni, *Grammatica italiana*, XI.9; Grevisse,
*Le Bon Usage*, §248), so the gendered adjective or participle right after a form of *ser*/
*estar*/*essere*/*être* (or a pseudo-copula), over adverbs and a floating quantifier ("Erano
entrambe molto contente"), near the place the English word projects to, is the cue's word.
:func:`unaligned_predicate` reads readings from Apertium's dictionaries (nothing without them)
and takes a word only when its adjective/participle readings name one gender and it is no
noun, so that a noun after the copula ("Es una cantante") is never taken -- except, since es61b,
an adjective of one gender that is also a noun or an adverb ("seguro", "claro", "alto"), whose
adjective readings name a gender, with nothing after it that it could modify
(:func:`_homograph_adjective`), and since it62 a participle that is also a noun ("Fui scelta").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.fairqe.cue_tokens import _words

__all__ = ["agreeing_word", "unaligned_predicate"]

#: Copulas and pseudo-copulas (Apertium lemmas) whose predicate agrees with the subject.
_COPULAS = _words(
    """ser estar parecer quedar resultar permanecer essere stare sembrare rimanere restare
    diventare être sembler rester devenir paraître"""
)
#: Words that may stand before a copula that opens its clause: negation and clitics.
_BEFORE_COPULA = _words("no non ne n' se si ci me mi te ti nos os vi")
#: Conjunctions after which a clause opens.
_OPENERS = _words("y e ed et ma pero mais que che qui")
#: Floating quantifiers that may stand between the copula and the predicate (their lemmas).
_FLOATING = frozenset(["todo", "ambos", "tutto", "entrambi", "tout"])
#: How far from the projected place the predicate may stand, each side.
_WINDOW = 2


def _readings(morph: Any, word: str) -> Sequence[Any]:
    return morph.readings(word) or ()


def _between(morph: Any, word: str) -> bool:
    rs = _readings(morph, word)
    return any(r.pos in ("adv", "preadv") for r in rs) or (bool(rs) and all(r.lemma in _FLOATING for r in rs))


def _floating(morph: Any, word: str) -> bool:
    rs = _readings(morph, word)
    return bool(rs) and all(r.lemma in _FLOATING for r in rs)


def _copula(morph: Any, word: str) -> bool:
    word = word.split("-")[0]  # the French inversion: "Êtes-vous", "Étaient-elles"
    return any(
        r.lemma in _COPULAS and r.pos in ("vbser", "vblex") and "pp" not in r.tags
        for r in _readings(morph, word)
    )


def _opens_clause(norm: Sequence[str], tokens: Sequence[str], k: int) -> bool:
    """Whether the copula at ``k`` opens its clause (the sentence's start, after punctuation, a
    conjunction, or only clitics and negation before it): a dropped subject, whose only word is
    the predicate. After an explicit subject ("Las dos estaban contentas") the subject is the
    phrase to change, and the predicate alone would give a mixed variant."""
    i = k - 1
    while i >= 0 and norm[i] in _BEFORE_COPULA and not tokens[i].endswith(","):
        i -= 1
    return i < 0 or tokens[i].rstrip("\"'»”’)").endswith((",", ";", ":", ".")) or norm[i] in _OPENERS


def agreeing_word(morph: Any, word: str) -> bool:
    """Whether the dictionary reads ``word`` as an adjective or participle of one gender and
    never as an adverb ("molto" is one too: "molto contente"); ``True`` without the dictionary or
    for a word it lacks (nothing is second-guessed then)."""
    if morph is None:
        return True
    rs = _readings(morph, word)
    if not rs:
        return True  # a word the dictionary lacks ("delusa"): the aligner's choice stands
    genders = {r.gender for r in rs if r.pos == "adj" or "pp" in r.tags}
    return genders in ({"m"}, {"f"}) and not any(r.pos in ("adv", "preadv") for r in rs)


def _homograph_adjective(morph: Any, norm: Sequence[str], j: int) -> bool:
    """es61b: whether ``norm[j]`` is an adjective of one gender that is also a noun or an adverb,
    accepted as a predicate although it has noun readings ("seguro", "claro", "alto": RAE, *Nueva
    gramática*, ch. 30, adjectival adverbs; the nouns "el seguro", "el alto"), and no determiner
    or pronoun ("poco", "mucho"), with no word after it that it could modify as an adverb (an
    adjective, participle or adverb: "medio dormida", "claro está"). Only the masculine singular
    has such homographs, so without this the feminine predicate was placed ("¿Estás segura de
    que ...?") and the masculine one of the same source was not ("¿Estás seguro de que ...?");
    after a copula that opens its clause (:func:`unaligned_predicate`) the word is the
    predicate.

    it62: so is a participle of one gender that is also a noun, in either gender. Most such
    homographs are feminine ("scelta", choice; "promessa", "offerta", "risposta"; Spanish
    "salida", "llegada"), so the masculine predicate of a passive was placed ("Fui scelto dai
    miei vicini") and the feminine one of the same source was not ("Fui scelta dalle mie
    vicine"), and the speaker was a person of her own in one translation only; masculine ones
    ("stato", "permesso"; Spanish "hecho"; French "reçu") are placed now as well ("Sono stato a
    Roma", as "Sono stata a Roma" was)."""
    rs = _readings(morph, norm[j])
    genders = {r.gender for r in rs if r.pos == "adj" or "pp" in r.tags}
    if genders not in ({"m"}, {"f"}) or any(r.pos in ("det", "prn", "preadv", "pr") for r in rs):
        return False
    if j + 1 < len(norm):
        nxt = _readings(morph, norm[j + 1])
        if any(r.pos in ("adj", "adv", "preadv") or "pp" in r.tags for r in nxt):
            return False
    return True


def unaligned_predicate(
    morph: Any, norm: Sequence[str], tokens: Sequence[str], anchor: int
) -> tuple[int, int] | None:
    """The index of the gendered predicate adjective or participle nearest ``anchor`` (at most
    :data:`_WINDOW` words away) that follows a copula over adverbs and floating quantifiers,
    with no punctuation between, the copula opening its clause (:func:`_opens_clause`); ``None``
    when there is none or ``morph`` is ``None``. With it, where its span starts: at a floating
    quantifier between the copula and it ("Erano *entrambe* molto contente"), which agrees too,
    else at the word itself."""
    if morph is None:
        return None
    n = len(norm)
    for j in sorted(
        range(max(0, anchor - _WINDOW), min(n, anchor + _WINDOW + 1)), key=lambda j: (abs(j - anchor), j)
    ):
        if not (
            (agreeing_word(morph, norm[j]) and not any(r.pos == "n" for r in _readings(morph, norm[j])))
            or _homograph_adjective(morph, norm, j)
        ) or not _readings(morph, norm[j]):
            continue
        k = j - 1
        while k >= 0 and k > j - 4 and _between(morph, norm[k]) and not tokens[k].endswith(","):
            k -= 1
        if k < 0 or tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            continue
        if _copula(morph, norm[k]) and _opens_clause(norm, tokens, k):
            return j, next((i for i in range(k + 1, j) if _floating(morph, norm[i])), j)
    return None
