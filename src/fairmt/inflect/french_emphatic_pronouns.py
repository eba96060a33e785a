"""The stressed pronoun that repeats a noun subject after its verb (fr-inflect-61, gfr50, issue 12).

French sets off a subject with a stressed pronoun right after the finite verb, joined to an adverb
of addition or identity: ``Le juge a lui aussi refusé``, ``Les avocates sont elles aussi venues``,
``La maire est elle-même allée voir`` (Grevisse and Goosse, *Le Bon Usage*, the disjoint pronoun
in apposition to the subject, "Pierre, lui aussi, ..."; with *aussi*, *non plus*, *même*). The
pronoun has the subject's gender and number, so it changes with the person noun: the walk left
``La juge a lui aussi refusé``.

Taken for that pronoun, conservatively:

* the person's span is the subject: it opens the sentence or a clause (no preposition or
  contracted article before it, nor in its first word: ``le frère de la juge a lui aussi``
  has *frère* for subject);
* the pronoun follows the **first** finite verb after the span, in the same stretch without
  punctuation (``ne``/``n'`` allowed before the verb), and *aussi*, *non* (*non plus*) or *même*
  follows it, or it is the hyphenated ``lui-même`` form;
* its number is the span's (*lui*/*elle* singular, *eux*/*elles* plural): only the gender changes;
* (fr-inflect-62) the verb may carry the inverted clitic of a complex inversion (``La juge
  a-t-elle elle aussi refusé ?``), and a negation's ``pas``/``plus``/``jamais``/``point`` may
  stand between the negated verb and the pronoun (``La juge n'a pas elle non plus refusé``):
  the walk left "lui" there. The realiser's span of such a subject ends on the inverted verb
  (it takes the clitic in: ``Le maire n'a-t-il``), and that verb is then the span's last word.

After a finite verb a stressed third-person pronoun is no object clitic (those come before the
verb) and no prepositional complement (it would follow the preposition), so the one reading left
is the subject's apposition. The middle-dot realisation (``N``) keeps the MT's pronoun.

The token walk of :func:`fairmt.inflect.french_agreement.subject_predicates` passes over that
pronoun group between the copula and its attribute (:func:`apposed_pronoun_end`): in ``sont elles
aussi venues`` the attribute is ``venues``, which agrees with the subject as without the pronoun.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_words import PREPOSITIONS

__all__ = ["apposed_pronoun_end", "emphatic_subject_pronoun", "subject_verb"]

#: The stressed pronoun of the other gender, same number.
_OTHER = {"lui": "elle", "elle": "lui", "eux": "elles", "elles": "eux"}
_FEMININE = frozenset(["elle", "elles"])
#: Words that join the apposed pronoun ("lui aussi", "elle non plus", "eux mêmes").
_JOINED = frozenset(["aussi", "non", "même", "mêmes"])
#: First words of a span that make it a complement, not the subject.
_CONTRACTED = frozenset(["du", "des", "au", "aux", "de", "d'", "à"])
_FINITE_TAGS = frozenset(["pri", "pii", "ifi", "fti", "cni", "prs", "pis"])
#: The second part of the negation, which may stand between the verb and the pronoun (fr-inflect-62).
_NEGATION = frozenset(["pas", "plus", "jamais", "point"])
#: The subject pronouns inverted after the verb ("a-t-il", "sont-elles").
_INVERTED = frozenset(["il", "elle", "ils", "elles", "on"])
#: How far after the span the verb is looked for (a postnominal adjective or complement).
_WINDOW = 6


def _uninverted(word: str) -> str:
    """``word`` less an inverted subject pronoun joined by hyphens (``a-t-il`` -> ``a``,
    ``est-elle`` -> ``est``); ``word`` itself otherwise (``peut-être`` is no verb form)."""
    head, _, rest = word.partition("-")
    pronoun = rest[2:] if rest.startswith("t-") else rest
    return head if head and pronoun in _INVERTED else word


def _negated(low: Sequence[str], j: int) -> bool:
    """Whether the verb ``low[j]`` carries the negation's first part (``n'a``, ``ne sont``)."""
    return low[j].startswith("n'") or (j > 0 and low[j - 1] in ("ne", "n'"))


def _finite(word: str, morph: Morphology) -> bool:
    return any(
        r.pos.startswith("vb") and any(t in _FINITE_TAGS for t in r.tags) and "pp" not in r.tags
        for r in morph.readings(word)
    )


def _ends_stretch(token: str) -> bool:
    return Word.parse(token).post.strip() != ""


def emphatic_subject_pronoun(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: str, morph: Morphology
) -> list[str]:
    """``base`` (``tokens`` realised for the person at ``span`` in ``gender``) with the stressed
    pronoun that repeats that subject after its verb put in ``gender`` (module docstring)."""
    if gender not in ("F", "M") or len(base) != len(tokens):
        return base
    verb = subject_verb(tokens, span, morph)
    if verb is None:
        return base
    low = [lower_core(t) for t in tokens]
    j = verb
    k = j + 1
    if k >= len(low) or _ends_stretch(tokens[j]):
        return base
    if low[k] in _NEGATION and k + 1 < len(low) and not _ends_stretch(tokens[k]) and _negated(low, j):
        k += 1  # fr-inflect-62: "n'a-t-il pas lui aussi refusé", "n'a pas lui non plus"
    if apposed_pronoun_end(low, k) == k:
        return base
    pronoun = low[k].partition("-")[0]
    if (pronoun in _FEMININE) == (gender == "F") or base[k] != tokens[k]:
        return base
    word = Word.parse(tokens[k])
    core = word.core
    out = list(base)
    out[k] = word.render(_OTHER[pronoun] + core[len(pronoun) :])
    return out


def apposed_pronoun_end(low: Sequence[str], k: int) -> int:
    """The index after the stressed pronoun group apposed to the subject that starts at ``low[k]``
    (``lui aussi``, ``elles non plus``, ``eux-mêmes``), or ``k`` when none starts there."""
    if k >= len(low):
        return k
    pronoun, _, rest = low[k].partition("-")
    if pronoun not in _OTHER:
        return k
    if rest in ("même", "mêmes"):
        return k + 1
    if k + 1 < len(low) and low[k + 1] in _JOINED:
        return k + 3 if low[k + 1] == "non" and k + 2 < len(low) and low[k + 2] == "plus" else k + 2
    return k


def _between_ok(token: str, morph: Morphology) -> bool:
    """A word that may stand between the subject and its verb: ``ne`` or an adjective or adverb
    (``La juge française a elle aussi``), never a name (capitalised: ``_between_ok`` gets the
    word as written), noun, pronoun, determiner or conjunction, which would bring another subject
    (``Marie a appelé la juge et a elle aussi``)."""
    if token[:1].isupper():
        return False
    if token in ("ne", "n'"):
        return True
    readings = morph.readings(token)
    if not readings:
        # a lower-case word the dictionary lacks: a rare adjective of origin after the noun
        # (``La présidente nigérienne``); no determiner came first, so it opens no noun phrase
        return True
    # An adjective of nationality or origin is also listed as a noun (``française``); an
    # adjective reading is enough, unless the word can be a pronoun, determiner or conjunction.
    return any(r.pos.startswith(("adj", "adv")) for r in readings) and not any(
        r.pos.startswith(("prn", "det", "cnj", "rel")) for r in readings
    )


def _mid_case(tokens: Sequence[str], j: int, low: Sequence[str]) -> str:
    """``low[j]``, capitalised again when the token is written with a capital (a name)."""
    return low[j].capitalize() if Word.parse(tokens[j]).core[:1].isupper() else low[j]


def _inverted_verb(word: str, morph: Morphology) -> bool:
    """Whether ``word`` (lower-cased) is a finite verb carrying the inverted subject clitic of a
    complex inversion (``n'a-t-il``, ``est-elle``). The realiser's span of the subject takes that
    clitic in, as it is a pronoun of the same person, and so ends on the verb: "Le maire
    n'a-t-il" is one span, and the verb is its last word, not a word after it."""
    bare = word.split("'", 1)[1] if word.startswith("n'") else word
    verb = _uninverted(bare)
    return verb != bare and _finite(verb, morph)


def subject_verb(tokens: Sequence[str], span: tuple[int, int], morph: Morphology) -> int | None:
    """The index of the finite verb whose subject is the person at ``span``, or ``None``.

    Either the span opens its clause (no preposition or contracted article before it or in its
    first word) and only ``ne``, adjectives or adverbs stand between it and the verb, or the
    relative ``qui`` follows the span right away (its antecedent is the person, whatever
    preposition stands before: ``aux élèves qui sont eux aussi``) and the verb follows ``qui``.
    Refusing when any other word stands between keeps another person's verb out (``La présidente
    que Pierre a lui aussi critiquée``: *Pierre* is the subject of *a*)."""
    s, e = span
    if e >= len(tokens):
        return None
    low = [lower_core(t) for t in tokens]
    if _ends_stretch(tokens[e - 1]):
        return None
    j = e
    inverted = e - 1 > s and _inverted_verb(low[e - 1], morph)
    if low[e] == "qui" and not inverted:
        j = e + 1
    else:
        first = low[s].split("'")[0] + ("'" if "'" in low[s] else "")
        if first in _CONTRACTED or (s > 0 and (low[s - 1] in PREPOSITIONS or low[s - 1] in _CONTRACTED)):
            return None
        if inverted:
            return e - 1  # fr-inflect-62: the realiser's span "Le maire n'a-t-il" ends on the verb
    while j < min(len(low), e + _WINDOW):
        verb = low[j].split("'", 1)[1] if low[j].startswith("n'") else low[j]
        verb = _uninverted(verb)  # fr-inflect-62: "a-t-il", "est-elle"
        if verb != "ne" and _finite(verb, morph):
            return j
        if _ends_stretch(tokens[j]) or not _between_ok(_mid_case(tokens, j, low), morph):
            return None
        j += 1
    return None
