"""The plural relative pronoun "die" as the subject of its clause (de-inflect-35, session 32).

In "Eisenschuhe, die sie töten" or "Aufgaben, die eine Frau erforderten" the relative pronoun
"die" refers to a plural and the clause's finite verb, its last word, is plural: the relative
pronoun is the subject (Duden, *Die Grammatik*: Subjekt-Verb-Kongruenz), and the singular
"sie" or "eine Frau" after it the accusative object, whose masculine is "ihn", "einen Mann"
(the feminine has one form for both cases, the masculine two). A singular verb ("Aufgaben, die
sie liebte") leaves the singular phrase the subject. Found on MT-GenEval dev (German F->M).

Used by :mod:`fairmt.inflect.german_personal_pronouns` (the pronoun) and
:func:`fairmt.inflect.german_case.object_after_subject` (a noun phrase); it imports neither.

The mirror (de-inflect-41, :func:`object_relative_die`): a feminine singular "die" followed by a
personal pronoun that is only nominative ("die er in Rom getroffen hatte", "die wir eingestellt
hatten") is the clause's accusative object, since that pronoun is its subject; its masculine is
"den", not the nominative "der" ("der Lehrerin, die er traf" -> "dem Lehrer, den er traf").
Not with a copula anywhere in the clause, whose predicate is nominative too ("die Frau, die sie
war" -> "der Mann, der er war"; "die er sein wollte" -> "der er sein wollte").

(de-inflect-45, :func:`after_masculine_relative`) The relative pronoun "der" after a masculine
noun is its clause's nominative subject (the masculine relative pronoun has "den" and "dem" for
the objects; Duden, Die Grammatik: Relativpronomen): "Der Lehrer, der seine Kollegin traf" has
the object "seine Kollegin", whose masculine is "seinen Kollegen", not "sein Kollege". After a
feminine noun the same "der" is the dative ("Die Ärztin, der seine Kollegin half"), and the
phrase after it the subject; so the antecedent must show itself masculine by its determiner
("dem Lehrer, der", "Der Bauer, der"; a "der" before it only with a noun that Wiktionary lists
as masculine alone). A bare name is not read: "Anna Berg, der ..." is her dative.
Not with a copula in the clause ("der Mann, der ihre Stütze war": a nominative predicate).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = [
    "NOMINATIVE_ONLY",
    "after_masculine_relative",
    "after_plural_relative",
    "clause_last",
    "object_relative_die",
]

#: Personal pronouns that are only nominative (no accusative or dative reading); shared with
#: german_case and german_pronoun_subjects.
NOMINATIVE_ONLY = frozenset(["er", "ich", "du", "wir"])
#: Infinitives and participles of the copulas (sein, werden, bleiben): anywhere in the clause,
#: under a modal or auxiliary ("die er sein wollte", "die er werden wollte", "die er geblieben
#: ist"), they make "die" the nominative predicate (de-inflect-41).
COPULA_NONFINITE = frozenset(["sein", "werden", "bleiben", "gewesen", "geworden", "geblieben"])


def clause_last(words: Sequence[Word], t: int) -> int:
    """The index of the last word of the clause that ``t`` is in (up to punctuation, at most 25
    words on): in a subordinate clause its finite verb."""
    j = t
    while j < len(words) - 1 and j - t < 25 and not words[j].post:
        if words[j + 1].core.lower() in ("und", "oder", "aber", "sondern", "um"):
            break
        j += 1
    return j


def after_plural_relative(words: Sequence[Word], t: int) -> bool:
    """Whether the word at ``t`` (the pronoun "sie" or a noun phrase's determiner) comes right
    after the relative pronoun "die" that opens a clause after a comma, in a clause whose finite
    verb (its last word) is a plural in -en: the plural relative pronoun is the subject, and
    the singular phrase at ``t`` the object ("rotglühende Eisenschuhe, die sie
    töten"; "Eigenschaften, die sie ... übermenschlich machten"). A singular verb leaves it the
    subject ("Eigenschaften, die sie besaß"). Duden, *Die Grammatik*: Subjekt-Verb-Kongruenz."""
    if t < 2 or words[t - 1].post or words[t - 1].core.lower() != "die":
        return False
    if not words[t - 2].post.endswith(","):
        return False
    last = words[clause_last(words, t)].core
    return last.isalpha() and last.islower() and last.endswith("en") and not last.endswith("ien")


def object_relative_die(words: Sequence[Word], r: int, copulas: frozenset[str]) -> bool:
    """Whether the relative pronoun "die" at ``r`` (after a comma) is the accusative object of
    its clause: a personal pronoun that is only nominative follows it, and the clause has no
    form of ``copulas`` nor a copula's infinitive or participle (module docstring)."""
    if r < 1 or r + 1 >= len(words) or words[r].core.lower() != "die" or words[r].post:
        return False
    if not words[r - 1].post.endswith(",") or words[r + 1].core.lower() not in NOMINATIVE_ONLY:
        return False
    last = clause_last(words, r)
    for i in range(r + 2, last + 1):
        low = words[i].core.lower()
        if low in copulas or low in COPULA_NONFINITE:
            if low == "sein" and i < last and words[i + 1].core[:1].isupper():
                continue  # the possessive: "die er sein Leben lang liebte"
            return False  # "die er sein wollte", "die er werden wollte": a predicate
    return True


#: Determiners whose form shows a masculine (or neuter) singular noun: before a noun whose
#: relative pronoun is "der" (not the neuter "das"), the noun is masculine. "den" and "ihren"
#: may also be dative plurals, whose relative pronoun is "die", never "der".
_MASCULINE_DETERMINERS = frozenset(
    ["den", "dem", "des", "ein", "einen", "einem", "eines", "herr", "herrn"]
    + [s + e for s in ("dies", "jen", "jed", "kein") for e in ("en", "em", "es")]
    + [s + e for s in ("mein", "dein", "sein", "ihr", "unser", "eur") for e in ("en", "em", "es")]
)
#: Determiners of a genitive singular: after another noun their phrase is its genitive attribute.
_GENITIVE_DETERMINERS = frozenset(d for d in _MASCULINE_DETERMINERS if d.endswith("es"))
#: Adjective endings read between the determiner and the antecedent ("dem alten Lehrer").
_ADJECTIVE_ENDINGS = ("e", "en", "er", "em", "es")


def _masculine_antecedent(words: Sequence[Word], a: int) -> bool:
    """Whether the noun at ``a`` is masculine by its determiner (up to three adjectives before
    it): one of :data:`_MASCULINE_DETERMINERS`, a sentence-initial "Der", or a "der" before a
    noun that Wiktionary lists as masculine alone ("der" is also the feminine dative and
    genitive: "mit der Ärztin, der ..."). A bare noun or name is not read: a surname may be a
    masculine noun ("Anna Berg, der ..." is her dative). (de-inflect-45) A genitive attribute
    of another noun ("Die Mutter eines Schülers, der ...") counts only where that noun is
    masculine too: "der" may be the head's relative pronoun, the feminine dative ("Die Mutter
    eines Schülers, der ihre Freundin half": her friend helped the mother)."""
    j = a - 1
    while j >= 0 and a - j <= 3 and not words[j].post and words[j].core.islower():
        low = words[j].core.lower()
        if low in _MASCULINE_DETERMINERS:
            return not _genitive_attribute(words, j) or _masculine_antecedent(words, j - 1)
        if low == "der":
            return german_lexicon.lemma_genus(words[a].core) == "m"
        if not low.endswith(_ADJECTIVE_ENDINGS):
            return False
        j -= 1
    if j < 0 or words[j].post:
        return False
    low = words[j].core.lower()
    if low in _MASCULINE_DETERMINERS:
        return not _genitive_attribute(words, j) or _masculine_antecedent(words, j - 1)
    return j == 0 and words[j].core == "Der"


def _genitive_attribute(words: Sequence[Word], d: int) -> bool:
    """Whether the determiner at ``d`` is a genitive ("des", "eines", "seines") right after a
    capitalised noun, with no punctuation between: its phrase is that noun's attribute."""
    return (
        words[d].core.lower() in _GENITIVE_DETERMINERS
        and d > 0
        and not words[d - 1].post
        and words[d - 1].core[:1].isupper()
    )


def after_masculine_relative(words: Sequence[Word], t: int, copulas: frozenset[str]) -> bool:
    """Whether the phrase whose determiner is at ``t`` comes right after the relative pronoun
    "der" that follows a comma and a masculine noun (its antecedent: :func:`_masculine_antecedent`),
    in a clause with no form of ``copulas`` nor a copula's infinitive or participle: the
    relative pronoun is the subject, the phrase an object (module docstring)."""
    r = t - 1
    if r < 2 or words[r].core != "der" or words[r].post or words[r].pre:
        return False
    antecedent = words[r - 1]
    if antecedent.post.strip() != "," or not antecedent.core[:1].isupper() or not antecedent.core.isalpha():
        return False
    if not _masculine_antecedent(words, r - 1):
        return False
    last = clause_last(words, r)
    return not any(
        words[i].core.lower() in copulas or words[i].core.lower() in COPULA_NONFINITE
        for i in range(t, last + 1)
    )
