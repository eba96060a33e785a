"""French: the clause of a **named subject** whose person noun stands further on in it.

:mod:`fairmt.inflect.french_names` links a name to the person noun that is its attribute
right after the verb (``Cook est devenue romancière``). The name's other predicates then
agree too, but only those the parse or the verb group between them shows. Two shapes escape it
and are common in biographies (MT-GenEval dev proxy, fr-inflect-38):

* the noun introduced further on in the name's clause, after a complement or after a first
  coordinated predicate (``Zoshchenko a servi dans l'armée en tant qu'officière``, ``Poole y a
  rejoint l'équipe et est devenue professeure``, ``Pickles est retournée à l'université et
  s'est élevée au rang de professeure``);
* the name's other coordinated predicates (``..., a été blessée au combat et a été
  énormément décorée``).

A subject attribute, and a noun introduced by *comme*, *en tant que* or *au rang de* without an
object before it, names the subject's person (Grevisse and Goosse, *Le Bon Usage*, the subject
attribute and its introducers); coordinated predicates without a subject of their own share
the first one's (Grevisse, the subject common to coordinated verbs). A participle with *être*
(also the passive *a été*, and the reflexive *s'est*) and an adjective after *être* agree with
that subject; a participle with *avoir* does not.

Found token by token, so that the feminine and the masculine sentence get the same reading
(the small parser often loses a long clause). Anything uncertain gives nothing: a clause
boundary (a relative or subordinating word, a semicolon), a subject pronoun or another name
between the name and the noun, an object clitic in the name's verb group, or a noun phrase
right after a participle before *comme*/*en tant que* (``a engagé son frère comme
comptable``: the object's attribute).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.inflect.base import Word
from fairmt.inflect.french_agreement import _AVOIR_FORMS, _COPULAR_STEMS, _ETRE, _adverb, _elided
from fairmt.inflect.french_nominalised import gendered
from fairmt.inflect.french_words import ARTICLES, DEMONSTRATIVES

__all__ = ["clause_name", "name_predicates"]

#: Words that open another clause (its subject is not the name's).
_BOUNDARIES = frozenset(
    ["qui", "que", "dont", "où", "lorsque", "quand", "si", "parce", "car", "puisque", "tandis", "alors"]
)
#: Subject and object pronouns: another subject, or an object whose attribute the noun may be.
_PRONOUNS = frozenset(
    ["il", "elle", "ils", "elles", "on", "je", "tu", "nous", "vous", "le", "la", "les", "lui", "leur"]
)
#: Determiners that open an object noun phrase right after a participle.
_DETERMINERS = ARTICLES | DEMONSTRATIVES | {"des", "son", "sa", "ses", "leur", "leurs"}
#: Words of the verb group besides the auxiliaries (negation, reflexive and adverbial clitics).
_CLITICS = frozenset(["ne", "n'", "se", "s'", "y", "en", "pas", "jamais", "plus"])
#: Openers of a coordinated predicate (its verb group follows at once).
_COORDINATORS = frozenset(["et", "puis", "mais", "ensuite"])


def _low(tokens: Sequence[str]) -> list[str]:
    return [Word.parse(t).core.lower().replace("’", "'") for t in tokens]


def _introduced(low: Sequence[str], start: int) -> tuple[int, bool] | None:
    """Where the introducer of the noun at ``start`` begins, and whether it is one that may
    also introduce an object's attribute (*comme*, *en tant que*); ``None`` when no introducer
    stands right before the noun."""
    j = start - 1
    if j < 1:
        return None
    if low[start].startswith("qu'") and low[j] == "tant" and low[j - 1] == "en":
        return j - 1, True
    if low[j] in ("que", "qu'") and j >= 2 and low[j - 1] == "tant" and low[j - 2] == "en":
        return j - 2, True
    if low[j] == "étant" and low[j - 1] == "comme":
        return j - 1, True
    if low[j] == "comme":
        return j, True
    if low[j] == "de" and low[j - 1] == "rang" and j >= 2 and low[j - 2] in ("au", "du"):
        return j - 2, False  # "s'est élevée au rang de professeure"
    verb = _elided(low[j])[1]
    if verb in _ETRE or verb.startswith(_COPULAR_STEMS) or verb == "devenant":
        return j, False
    return None


def _name_like(token: str, morph: Any) -> bool:
    core = Word.parse(token).core
    if not core[:1].isupper() or core.isupper() or not core.replace("-", "").isalpha():
        return False
    return not any(
        r.pos in ("n", "adj", "det", "prn", "pr", "adv", "cnjcoo", "cnjsub")
        for r in morph.readings(core.lower())
    )


def _verb_group(low: Sequence[str], k: int, morph: Any) -> tuple[int, bool] | None:
    """The verb group starting at ``low[k]``: (the index of its participle or predicative
    word, whether it agrees with the subject), or ``None`` when none starts there. ``a servi``
    -> (participle, False); ``a été blessée``, ``s'est impliquée``, ``est devenue``, ``était
    active`` -> (..., True). An object clitic in it (``l'a engagée``) gives ``None``."""
    n = len(low)
    etre = avoir = False
    while k < n:
        head, rest = _elided(low[k])
        if head in ("l'",) or low[k] in _PRONOUNS:
            return None
        if low[k] in _CLITICS or (head in ("s'", "n'") and not rest):
            k += 1
            continue
        if rest in _ETRE or rest == "été":
            etre = True
        elif rest in _AVOIR_FORMS:
            avoir = True
        elif (etre or avoir) and _adverb(low[k], morph):
            pass
        else:
            break
        k += 1
    if not (etre or avoir) or k >= n:
        return None
    return k, etre


def _in_complement(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the name at ``low[k]`` follows a preposition (``de Canterbury``)."""
    return low[k - 1] in ("de", "du", "des", "à", "au", "aux", "en") or any(
        r.pos == "pr" for r in morph.readings(low[k - 1])
    )


def clause_name(tokens: Sequence[str], start: int) -> tuple[int, int] | None:
    """The name whose clause holds the person noun at ``start`` as its subject's attribute or
    introduced predicate (module docstring), or ``None``. The name opens its clause (the
    sentence's first word, or after punctuation or a conjunction) and its verb group follows it
    at once."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None or not 0 < start < len(tokens):
        return None
    low = _low(tokens)
    intro = _introduced(low, start)
    if intro is None:
        return None
    j, object_attribute = intro
    for k in range(j - 1, -1, -1):
        w = low[k]
        word = Word.parse(tokens[k])
        if k < j - 1 and ";" in word.post:
            return None
        if w in _BOUNDARIES or w.startswith(("qu'", "lorsqu'", "puisqu'")) or w in _PRONOUNS:
            return None
        if not _name_like(tokens[k], morph):
            continue
        group = _verb_group(low, k + 1, morph)
        if group is None and k > 0 and _in_complement(low, k, morph):
            continue  # a name inside a complement ("à l'université de Canterbury")
        if group is None or word.post:
            return None  # another name, not the subject's
        opens = k == 0 or bool(Word.parse(tokens[k - 1]).post) or low[k - 1] in _COORDINATORS
        if not opens:
            return None
        p = group[0]
        if object_attribute and p + 1 < j and low[p + 1] in _DETERMINERS:
            return None  # "a engagé son frère comme comptable"
        a = k
        while a > 0 and _name_like(tokens[a - 1], morph) and not Word.parse(tokens[a - 1]).post:
            a -= 1
        return a, k + 1
    return _name_after_fronted_clause(tokens, low, start, morph)


def _name_after_fronted_clause(
    tokens: Sequence[str], low: Sequence[str], start: int, morph: Any
) -> tuple[int, int] | None:
    """The name right after the detached clause that opens the sentence and holds the noun at
    ``start`` as an attribute (``En plus d'être interne dans deux hôpitaux, Gorrie était
    active``): an infinitive or participle clause without a subject of its own refers to the
    subject of the main clause (Grevisse and Goosse, *Le Bon Usage*, the subject of the
    infinitive and of the detached participle). The stretch before the name's comma holds no
    finite verb and no other comma; the name is followed by its verb group."""
    from fairmt.inflect.french_agreement import _finite

    end = next((k for k in range(start, len(tokens)) if Word.parse(tokens[k]).post), None)
    if end is None or not Word.parse(tokens[end]).post.startswith(",") or end + 2 >= len(tokens):
        return None
    if any(Word.parse(t).post for t in tokens[:start]):
        return None
    if any(
        k > 0 and _finite(low[k], low[k - 1], morph)[0] and low[k] not in ("être", "été")
        for k in range(end + 1)
    ):
        return None
    k = end + 1
    if (
        not _name_like(tokens[k], morph)
        or Word.parse(tokens[k]).post
        or _verb_group(low, k + 1, morph) is None
    ):
        return None
    return k, k + 1


def name_predicates(tokens: Sequence[str], name: tuple[int, int]) -> list[int]:
    """The participles and predicative adjectives that agree with the name ``name``: those of
    its verb group and of each coordinated verb group without a subject of its own after it
    (after ``et``, ``puis``, ``mais`` or a comma), up to the clause's end."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return []
    low = _low(tokens)
    out: list[int] = []
    k = name[1]
    while k < len(tokens):
        group = _verb_group(low, k, morph)
        if group is None:
            return out
        p, agrees = group
        if agrees and gendered(_elided(low[p])[1], morph) and "'" not in low[p]:
            out.append(p)
        # the next coordinated verb group of the same clause
        k = p + 1
        while k < len(tokens):
            w = low[k]
            tant = k >= 2 and low[k - 1] == "tant" and low[k - 2] == "en"
            if w in _BOUNDARIES or w in _PRONOUNS or (w.startswith(("qu'", "lorsqu'")) and not tant):
                return out
            if ";" in Word.parse(tokens[k - 1]).post or "." in Word.parse(tokens[k - 1]).post:
                return out
            if w in _COORDINATORS or (
                Word.parse(tokens[k - 1]).post.startswith(",") and _verb_group(low, k, morph)
            ):
                if w in _COORDINATORS:
                    k += 1
                break
            k += 1
        else:
            return out
    return out
