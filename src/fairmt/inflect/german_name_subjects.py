"""German: a bare name opening a verb-second clause is its subject; "sie" after its verb is the object (de66).

A German main clause puts one constituent before its finite verb (Duden, *Die Grammatik*:
Stellungsfelder, Vorfeld), and the unmarked one is the subject. Where that constituent is a
person's name with no article ("Frau Keller rief sie an", "Jonas Weber lobte sie", "..., Jonas
habe sie belogen"), the name is the nominative subject, and a singular "sie" right after the
verb is the accusative object, whose masculine is "ihn", not "er". The determiner-led Vorfeld is
read by :func:`fairmt.inflect.german_personal_pronouns.object_sie` already; a name has no
determiner to show its case, so this module says when the words before the verb are a name:

* two or three capitalised words whose first is a given name that Wiktionary lists
  (:func:`fairmt.inflect.german_lexicon.given_name`: "Jonas Weber") or the title "Frau"/"Herr"
  (Duden: Anredenomen before a surname; "Herrn" is the accusative/dative and is left out);
* one word that is a listed given name ("Jonas lobte sie"). (de66) An unlisted capitalised word
  (a surname alone, "..., Yilmaz habe sie belogen") is not read: it won no MT-GenEval dev row,
  and it cannot be told from a fronted noun or adverb written in capitals.

A fronted object is possible in German ("Jonas mochte sie nicht" could mean that she did not
like Jonas), but rare with a name and no stress marking, except after a verb that governs a
dative and no accusative (german_dative_objects.DATIVE_VERB: helfen, danken, gefallen,
(auf)fallen, ...): there the person is the dative and "sie" the nominative subject ("Jonas gefiel
sie sofort", "Jonas half sie"), so such a verb is never read. A place name is more often a fronted
object or adverbial ("Berlin verließ sie 1990"), so listed places and nouns never count. After
a copula "sie" is a predicative nominative and is left alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_dative_objects import DATIVE_VERB
from fairmt.inflect.german_name_words import MAX_NAME as _MAX_NAME
from fairmt.inflect.german_name_words import name_word
from fairmt.inflect.german_vorfeld_subjects import opens_clause, verb_before

__all__ = ["after_name_subject"]

#: Titles written before a surname in the nominative ("Frau Keller", "Herr Okafor").
_TITLES = frozenset({"frau", "herr"})


def after_name_subject(words: Sequence[Word], t: int) -> bool:
    """Whether ``sie`` at ``t`` follows the finite verb of a verb-second clause whose first
    constituent is a bare name (module docstring)."""
    v = t - 1
    if not verb_before(words, t):
        return False
    verb = words[v].core
    if DATIVE_VERB.match(verb):
        return False  # (de66) "Jonas gefiel sie": the name is the dative (module docstring)
    first = -1
    for k in range(v - 1, max(-1, v - 1 - _MAX_NAME), -1):
        if not name_word(words[k]):
            break
        if opens_clause(words, k):
            first = k
            break
    if first < 0:
        return False
    name = [w.core for w in words[first:v]]
    if len(name) > 1:
        return german_lexicon.given_name(name[0]) or name[0].lower() in _TITLES
    return german_lexicon.given_name(name[0])
