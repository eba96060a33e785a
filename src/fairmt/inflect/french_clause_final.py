"""Detached adjectives at the end of the clause of a realised person (fr-inflect-39, pairs32).

A detached epithet may stand at the end of its clause, after the verb and its complements,
and still agrees with the noun or pronoun it is said of (Grevisse and Goosse, *Le Bon Usage*,
§§ 332-333 on the detached epithet and its free place; § 336 on its agreement): "Il était là
depuis l'aube, transi et fatigué", "Je l'ai vue partir il y a une heure, très contrariée".
:func:`fairmt.inflect.french._detached_attributes` reads a detached stretch right after the
realised word only, so the clause-final one kept the original's gender in one realisation
while the other translation of the pair had it in its own: the two sides' variant sets then
differed, which is how a FairQE minimal pair widened (session 24, the team's dev pairs
fr-d116 and fr-d124).

:func:`clause_final_detached` lets ``detached`` read the last comma-delimited stretch of the
realised word's sentence (adjectives and participles with their adverbs, up to the sentence's
end), only when

* the realised word changed (so what changes in the stretch was in its old gender: an
  adjective in the other gender is someone else's, as in "Je l'ai vu partir, très contrariée");
* no other person stands between the realised word and the stretch: no personal or object
  pronoun, no relative pronoun, no noun the dictionary gives the old gender (or both) that
  English names a person with ("la guide a parlé à la directrice, très contrariée": the
  adjective may be the director's);
* the stretch is in the same sentence (no ``.``, ``!``, ``?`` or ``;`` before it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["clause_final_detached"]

_OLD = {"F": "m", "M": "f"}
_SENTENCE_END = (".", "!", "?", ";", "…")
#: Words between the person and the stretch that name or stand for another person, or open a
#: clause with its own subject.
_OTHER_PERSON = frozenset(
    ["je", "j'", "tu", "il", "elle", "ils", "elles", "on", "nous", "vous", "lui", "moi", "toi", "eux"]
) | frozenset(["me", "m'", "te", "t'", "qui", "que", "qu'", "dont", "lequel", "laquelle"])
#: Articles that are also object pronouns: a pronoun when a verb follows ("il la regardait").
_ARTICLE_OR_CLITIC = frozenset(["le", "la", "les", "l'"])


#: The speaker's and addressee's object clitics (fr-inflect-48).
_SPEAKER_OBJECTS = frozenset(["me", "m'", "te", "t'"])


def _agreeing_object(tokens: Sequence[str], t: int) -> bool:
    """(fr-inflect-48) Whether the object clitic ``me``/``te`` in token ``t`` is the direct
    object whose participle agrees with it (:func:`~fairmt.inflect.french_speaker_objects.
    speaker_object_participles`: "Ma petite-fille m'a appelée, heureuse et fière"). That
    participle is a span of its own, and a realisation puts every person whose gender the English
    leaves open in one gender: the clause-final stretch, whether the subject's or the object's,
    changes with both. An indirect object ("m'a dit", "m'a parlé") has no such span: the clitic
    is then another person, whose gender nothing shows, and the stretch may be its own. (The
    participle's span may have been realised first: its neutral form counts as well.)"""
    from fairmt.inflect.french_speaker_objects import speaker_object_participles

    if any("·" in Word.parse(x).core for x in tokens[t + 1 : t + 3]):
        return True  # that participle already in its neutral form ("m'a appelé·e")
    return any(t <= a <= t + 2 for a, *_ in speaker_object_participles(tokens))


def clause_final_detached(
    base: list[str],
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: Realisation,
    morph: Morphology,
    detached: Callable[[list[str], Sequence[str], int, Realisation, Morphology], list[str]],
) -> list[str]:
    """``base`` (``tokens`` with the word at ``span`` realised in ``gender``) with the detached
    stretch that ends the span's sentence put in ``gender`` by ``detached`` (module docstring)."""
    old = _OLD.get(str(gender))
    s, e = span
    if old is None or len(base) != len(tokens) or base[s:e] == list(tokens[s:e]) or e >= len(base):
        return base
    if Word.parse(base[e - 1]).post.strip():
        return base  # a stretch right after the word is _detached_attributes' own
    end = e
    while end < len(base) - 1 and not Word.parse(base[end]).post.strip().startswith(_SENTENCE_END):
        end += 1
    comma = next((t for t in range(end - 1, e - 1, -1) if Word.parse(base[t]).post.strip() == ","), None)
    if comma is None or comma < e:
        return base
    from fairmt.inflect.french_animacy import english_person_word
    from fairmt.inflect.french_clauses import impersonal_subject

    low_all = [Word.parse(x).core.lower().replace("’", "'") for x in base]
    for t in range(e, comma + 1):
        if low_all[t] == "il" and impersonal_subject(low_all, t, morph):
            continue  # "il y a une heure": nobody (french_clauses.impersonal_subject)
        if low_all[t] in _ARTICLE_OR_CLITIC and t + 1 < len(base) and morph.only_verb(low_all[t + 1]):
            return base  # "il la regardait": an object pronoun, another person
        w = Word.parse(base[t])
        if w.post.strip() and w.post.strip() != ",":
            return base  # a colon, a bracket, a quotation: not one plain clause
        low = w.core.lower().replace("’", "'")
        pieces = [low[: low.index("'") + 1], low[low.index("'") + 1 :]] if "'" in low else [low]
        if pieces[0] in _ARTICLE_OR_CLITIC and len(pieces) == 2 and morph.only_verb(pieces[1]):
            return base  # "je l'ai vue": an object pronoun, another person
        for p in pieces:
            if p in _SPEAKER_OBJECTS and _agreeing_object(tokens, t):
                continue  # fr-inflect-48: "Ma petite-fille m'a appelée, heureuse et fière"
            if p in _OTHER_PERSON:
                return base
            if any(r.gender in (old, "mf") for r in morph.noun_readings(p)) and english_person_word(p):
                return base
    return detached(base, tokens, comma + 1, gender, morph)
