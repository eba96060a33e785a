"""A separable verb's zu-infinitive written as one word, closing an infinitive clause (de-inflect-45).

A separable verb puts its "zu" between particle and stem, as one word: "anzurufen",
"einzuladen", "hinzuzufügen" (Duden, Die Grammatik: Infinitiv mit zu). A clause after a comma
that ends in one has no subject, so its noun phrases are objects ("baten ihn, die Ärztin
anzurufen" -> "den Arzt anzurufen": :meth:`GermanClauseContext._in_infinitive_clause`).

The spelling alone misleads in two ways, both read here:

* a word whose "zu" belongs to its particle or prefix: the particles "hinzu", "dazu", "herzu"
  ("hinzufügen", "dazukommen": their zu-infinitives are "hinzuzufügen", "dazuzukommen", with a
  second "zu") and the adjectives in "unzu-" ("unzufrieden");
* a clause with a finite verb, which is no infinitive clause: reported speech in the subjunctive
  puts its verb second, right after its subject ("Er sagte, die Ärztin werde etwas hinzufügen",
  "die Lehrerin wirke unzufrieden", "die Ärztin habe viel zu tun"). A finite verb is a form the
  German word lists know (:data:`FINITE_SG`, :data:`FINITE_PL`, the copulas, the subjunctive I of
  the auxiliaries and modals), or a lower-case word in -e right after the phrase's noun that is
  no adverb, function word, preposition or attributive adjective (the subjunctive I of reported speech:
  "wirke", "komme"). An infinitive clause has no finite verb at all. A word in -t there is not
  read: adverbs end so too ("die Ärztin sofort/erneut/direkt anzurufen").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_case import COPULA_FORMS
from fairmt.inflect.german_predicates import _INFIX_ZU, _T_ADVERBS
from fairmt.inflect.german_words import (
    CLAUSE_WORDS,
    DEGREE_ADVERBS,
    FINITE_PL,
    FINITE_SG,
    FUNCTION,
    PREPS,
    SENTENCE_ADVERBS,
)

__all__ = ["finite_verb_in_clause", "one_word_zu_infinitive"]

#: Particles that end in "zu" themselves: their verb's zu-infinitive has a second "zu" right
#: after them ("hinzuzufügen"); without it the word is the bare infinitive ("hinzufügen").
_ZU_PARTICLES = ("hinzu", "dazu", "herzu")
#: The subjunctive I (and present) of the auxiliaries and modals that reported speech uses,
#: which :data:`FINITE_SG` does not list ("die Ärztin habe ...", "werde ...", "könne ...").
_SUBJUNCTIVE_AUX = frozenset(["habe", "werde", "könne", "müsse", "solle", "wolle", "dürfe", "möge", "mag"])
#: Adverbs in -e, which may follow an infinitive clause's object ("die Ärztin gerne einzuladen").
_E_ADVERBS = frozenset(["gerne", "alleine", "lange", "bitte", "beinahe", "heute", "ferne", "nahe"])


def one_word_zu_infinitive(word: str) -> bool:
    """Whether ``word`` is spelled as a separable verb's zu-infinitive (module docstring): not
    a bare infinitive of a particle in "-zu" ("hinzufügen") nor an adjective in "unzu-"."""
    if _INFIX_ZU.match(word) is None or word.startswith("unzu"):
        return False
    for particle in _ZU_PARTICLES:
        if word.startswith(particle):
            return word[len(particle) :].startswith("zu")
    return True


def finite_verb_in_clause(words: Sequence[Word], first: int, last: int) -> bool:
    """Whether the clause from ``first`` (its first phrase) to ``last`` (its last word, not
    read) has a finite verb (module docstring): a listed finite form anywhere, or a verb-like
    word in -e right after the first phrase's noun (and the names after it): no adverb
    (:data:`_E_ADVERBS`, the word lists), function word or preposition, and not before a
    capitalised word, where a word in -e is an attributive adjective ("die Ärztin neue
    Patienten aufnehmen zu lassen")."""
    listed = FINITE_SG | FINITE_PL | COPULA_FORMS | _SUBJUNCTIVE_AUX
    if any(w.core.islower() and w.core in listed for w in words[first:last]):
        return True
    k = first
    while k < last and not words[k].core[:1].isupper():
        k += 1  # the determiner and adjectives of the phrase
    while k < last and words[k].core[:1].isupper() and not words[k].post:
        k += 1  # its noun, and a name after it
    if k >= last or not words[k - 1].core[:1].isupper() or words[k + 1].core[:1].isupper():
        return False
    core = words[k].core
    if not (core.isalpha() and core.islower() and len(core) > 3 and core.endswith("e")):
        return False
    return not (
        core in _E_ADVERBS
        or core in FUNCTION
        or core in SENTENCE_ADVERBS
        or core in DEGREE_ADVERBS
        or core in PREPS
        or core in CLAUSE_WORDS
        or core in _T_ADVERBS
    )
