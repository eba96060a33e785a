"""A partitive pronoun ("eine der Offizierinnen") that is the object of the clause's verb.

The feminine partitive pronoun ``eine`` is nominative or accusative alike; its masculine is
``einer`` in the nominative and ``einen`` in the accusative (Duden, Die Grammatik: Indefinitpronomen
"einer", Deklination). The inflector used the nominative unless the form said otherwise. The
pronoun is the accusative object when it stands right after the finite verb of a clause whose
subject opened the sentence (German verb-second order: subject in the first position, finite verb
second, object after it: "Die Schmugglerinnen verwundeten eine der Offizierinnen"), or right after
a second verb joined by "und" that shares that subject ("Sie entmachteten Agis und wählten eine
der Gesandten"). A copula takes a predicative nominative instead ("Sie war eine der Besten").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import Word

#: Subject pronouns that can open a verb-second clause (also read by german_bare_datives).
SUBJECT_PRONOUNS = frozenset({"sie", "er", "wir", "ich", "ihr", "man"})
_ARTICLES = frozenset(
    {"der", "die", "ein", "eine", "diese", "dieser", "einige", "viele", "alle", "zwei", "drei"}
)


def partitive_object(words: Sequence[Word], p: int, copulas: frozenset[str]) -> bool:
    """Whether the partitive pronoun at ``p`` is the accusative object (see the module docstring)."""
    return object_after_verb_second(words, p, copulas)


def object_after_verb_second(words: Sequence[Word], p: int, copulas: frozenset[str]) -> bool:
    """Whether the word at ``p`` stands right after the finite verb (no copula) of a clause whose
    subject opened the sentence, or after a second verb joined by "und" that shares it: there an
    object stands, not an inverted subject (module docstring; also german_bare_datives)."""
    if p < 2 or words[p - 1].post:
        return False
    verb = words[p - 1].core
    if not (verb.isalpha() and verb.islower()) or verb.lower() in copulas:
        return False
    first = words[0].core.lower()
    if first in SUBJECT_PRONOUNS and not words[0].post:
        v = 1
    elif first in _ARTICLES and len(words) > 2 and words[1].core[:1].isupper() and not words[0].post:
        v = 2
    else:
        return False
    if (
        v >= len(words)
        or not words[v].core.islower()
        or words[v].core.lower() in copulas
        or words[v - 1].post
    ):
        return False
    if p - 1 == v:
        return True
    # A second verb after "und" that shares the subject; no comma between (no other clause).
    return (
        p >= 3
        and words[p - 2].core.lower() == "und"
        and not words[p - 2].post
        and not any(w.post.strip() for w in words[v : p - 2])
    )


def partitive_genitive(words: Sequence[Word], p: int, gen_preps: frozenset[str]) -> bool:
    """(de-inflect-44) Whether the feminine partitive pronoun ``einer`` at ``p`` ("einer der
    Sängerinnen"), which is a dative or a genitive, is the genitive: after a preposition that
    governs the genitive ("wegen einer der Sängerinnen"), or right after a common noun whose
    attribute it is ("der Bruder einer der Sängerinnen" -> "eines der Sänger"; Duden, Die
    Grammatik: Genitivattribut, nachgestellt). After a verb, a pronoun or a name it is the
    dative object ("schickte einer der Sängerinnen", "dass Anna einer der Sängerinnen half")."""
    if p < 1 or words[p - 1].post or words[p].pre:
        return False
    before = words[p - 1].core
    if before.lower() in gen_preps:
        return True
    return not german_lexicon.given_name(before) and german_case.after_noun(words, p)
