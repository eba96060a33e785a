"""The attribute of ``d'être`` after *promettre* and *jurer*: subject control (fr-inflect-72).

*Promettre à quelqu'un de* + infinitive keeps the main verb's subject as the infinitive's
understood subject, although a person complement stands between them: "Il a promis à sa sœur
d'être prudent" is his care, "Elle a juré à ses parents d'être sage" hers (Grevisse and Goosse,
*Le Bon Usage*, on the infinitive's implicit subject: *promettre* is the classic exception to the
verbs of command, whose person complement controls the infinitive; TLFi *promettre* I.A, "promettre
à qqn de + inf."). The attribute of that infinitive *être* therefore agrees with the subject. The
small model hangs it on the complement (``prudent`` an ``nmod`` of ``sœur``), or takes the
infinitive's *être* for a tense auxiliary (``a promis d'être poli``), and the walk of the parse
left it in the other gender ("Elle a promis à son frère d'être prudent").
:func:`fairmt.inflect.french_agreement.object_control_attributes` gives the attribute to the
complement for the verbs of command (``a demandé au médecin d'être prudent``); this module gives it
to the subject for the verbs of promise.

Taken token by token, conservatively: right after the subject span (not a complement: no
preposition or contracted article before it or as its first word, "le père du garçon"),
``ne``/``n'`` and object clitics (``lui``, ``leur``, ``nous``...), a finite *avoir* with adverbs,
then a form of *promettre* or *jurer* (Apertium's lemma); then, in the same stretch without
punctuation, an optional ``à``, ``au`` or ``aux`` phrase of at most four words, then ``d'être``
(``de ne pas être``) and the attribute: a word the dictionary reads as an adjective or past
participle, with one adjective coordinated after it by ``et``/``ou`` ("d'être poli et discret").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_words import PREPOSITIONS

__all__ = ["promise_attributes"]

#: Verbs of promise, whose subject is the infinitive's understood subject.
_PROMISE = frozenset(["promettre", "jurer"])
#: Clitics that may stand between the subject and the verb (objects, negation).
_CLITICS = frozenset(["ne", "n'", "lui", "leur", "nous", "vous", "me", "m'", "te", "t'", "l'", "y"])
#: First words of the person complement ("à sa sœur", "au juge", "aux enfants").
_TO = frozenset(["à", "au", "aux"])
#: The longest person complement taken between the verb and ``d'être``.
_COMPLEMENT = 4
_COORDINATORS = frozenset(["et", "ou"])
#: Words before the span (or its first word) that make it a complement ("du garçon", "de la fille").
_COMPLEMENT_MARKS = frozenset(["du", "des", "au", "aux", "de", "d'", "à"])
#: Determiners before a span that starts on its noun.
_DETERMINERS = frozenset(
    [
        *("le", "la", "les", "l'", "un", "une", "son", "sa", "ses", "mon", "ma", "mes", "ton", "ta"),
        *("tes", "notre", "votre", "leur", "nos", "vos", "leurs", "ce", "cet", "cette", "ces"),
    ]
)
#: Where the infinitive starts ("d'être", "de ne pas être").
_DE = frozenset(["d'être", "de"])


def _ends(token: str) -> bool:
    return Word.parse(token).post.strip() != ""


def _is(word: str, morph: Morphology, lemmas: frozenset[str], finite: bool = False) -> bool:
    return any(
        r.pos.startswith("vb") and r.lemma in lemmas and not (finite and ("inf" in r.tags or "pp" in r.tags))
        for r in morph.readings(word)
    )


def _attribute(word: str, morph: Morphology) -> bool:
    return any(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in morph.readings(word))


def _promise_verb(low: Sequence[str], tokens: Sequence[str], k: int, morph: Morphology) -> int | None:
    """The index of the *promettre*/*jurer* form at or after ``low[k]`` (over clitics, a finite
    *avoir* and adverbs), or ``None``."""
    while k < len(low) and low[k] in _CLITICS and not _ends(tokens[k]):
        k += 1
    if k < len(low) and _is(low[k].removeprefix("n'"), morph, frozenset(["avoir"]), finite=True):
        if _ends(tokens[k]):
            return None
        k += 1
        while k < len(low) and not _ends(tokens[k]) and any(r.pos == "adv" for r in morph.readings(low[k])):
            k += 1
    if k < len(low) and _is(low[k].removeprefix("n'"), morph, _PROMISE):
        return k
    return None


def promise_attributes(tokens: Sequence[str], start: int, end: int) -> tuple[int, ...]:
    """The attributes of ``d'être`` after *promettre*/*jurer* whose subject is the person at
    ``tokens[start:end]`` (module docstring)."""
    morph = morphology("fr")
    if morph is None or end >= len(tokens) or start < 0 or _ends(tokens[end - 1]):
        return ()
    low = [lower_core(t) for t in tokens]
    first = low[start].split("'")[0] + ("'" if "'" in low[start] else "")
    before = start - 1 if start > 0 and low[start - 1] in _DETERMINERS else start  # "de la fille"
    if first in _COMPLEMENT_MARKS or (before > 0 and low[before - 1] in PREPOSITIONS | _COMPLEMENT_MARKS):
        return ()  # "La mère de la fille a promis": the person is a complement, not the subject
    verb = _promise_verb(low, tokens, end, morph)
    if verb is None or _ends(tokens[verb]):
        return ()
    k = verb + 1
    if k < len(low) and low[k] in _TO:
        j = k + 1
        while j < min(len(low), k + _COMPLEMENT + 1) and low[j] not in _DE and not _ends(tokens[j - 1]):
            j += 1
        k = j
    if k >= len(low) or _ends(tokens[k - 1]):
        return ()
    if low[k] == "de" and low[k + 1 : k + 4] == ["ne", "pas", "être"]:
        k += 3  # "de ne pas être"
    elif low[k] != "d'être":
        return ()
    attr = k + 1
    if attr >= len(low) or _ends(tokens[k]) or not _attribute(low[attr], morph):
        return ()
    out = [attr]
    if (
        attr + 2 < len(low)
        and not _ends(tokens[attr])
        and low[attr + 1] in _COORDINATORS
        and not _ends(tokens[attr + 1])
        and _attribute(low[attr + 2], morph)
    ):
        out.append(attr + 2)  # "d'être poli et discret"
    return tuple(out)
