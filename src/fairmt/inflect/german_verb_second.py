"""A finite plural verb in -en before a bare plural noun: the verb of the clause, no strong adjective
(de-inflect-48, session 43).

Without a determiner, an adjective before a plural noun declines strongly, and its -en is the
dative plural ("mit jungen Ärztinnen" -> "mit jungen Ärzten"; Duden, Die Grammatik: starke
Adjektivdeklination). The finite plural of almost every German verb ends in -en as well
("diskutieren", "verließen"), so a verb right before a bare plural subject or object ("Heute
diskutieren Politikerinnen", "..., verließen Musikerinnen") was read as such an adjective and the
noun put in the dative ("Politikern", "Musikern"). A closed list of verbs of saying
(``REPORTING_PRESENT_PL``, de-inflect-46) fixed that for 18 verbs only. No verb lexicon is at
hand, so the rules here go by the position the word stands in: German puts the finite verb of a
main clause second, after exactly one first constituent (Duden, Die Grammatik:
Verbzweitstellung), and in that slot an attributive adjective cannot stand, since it would need
a phrase of its own to open (a determiner, a preposition or another adjective before it). The
slots this module reads (the inflector's :meth:`_finite_verb_slot` reads the others):

* after a one-word first constituent that is no adjective of the same phrase: "Heute
  diskutieren Politikerinnen": "Heute" has the -e ending and "diskutieren" -en, and the
  adjectives of one strong phrase share their ending ("junge erfahrene Ärztinnen", "jungen
  erfahrenen Ärztinnen"), so the two words are not one phrase's adjectives;
* after a first noun phrase whose head is any noun Wiktionary knows, not only a person noun
  ("Jeden Tag arbeiten Lehrerinnen", "Alle vier Jahre wählen Bürgerinnen": an accusative of
  time; the inflector's ``_initial_noun_phrase``);
* after a one-word demonstrative first constituent "Das"/"Dies" (or "Das alles"): as an article
  they are neuter singular, and an adjective after them ends in -e ("das junge Kind"), so an -en
  word before a plural noun is the verb ("Das diskutieren Ärztinnen"); after "So", which is also a
  degree adverb ("So jungen Ärztinnen vertraut niemand"), only a verb of saying is ("So sagen
  Lehrerinnen");
* after a comma that closes a fronted adverbial clause: the sentence opens with a subordinator
  ("Als das Konzert vorbei war, verließen Musikerinnen die Bühne"; Duden, Die Grammatik: the
  adverbial clause fills the first position) and the word before the comma, the clause's verb,
  is lower case and no attributive adjective of the same phrase. Other commas open no new clause
  that puts its verb first: a zu-infinitive ("Er versuchte, jungen Ärztinnen zu helfen"), an
  apposition or a list ("Er half beiden, jungen Ärztinnen"), coordinated adjectives ("mit
  erfahrenen, jungen Ärztinnen"); a clause with "zu" and an infinitive after the -en word is
  never read so. A quoted clause may open the sentence in any shape ("„Das ist ein Erfolg“,
  sagen Trainerinnen", "Die Straße ist gesperrt, berichten Beamtinnen"): after any comma, the
  present plural of a verb of saying (:func:`fairmt.inflect.german_quotative.quotative_verb`) is
  the verb of a quotative inversion.

Only words in -en are read so: the other strong endings (-er, -es, -em) are no finite verb's,
and a past singular in -te before a plural noun is rare next to the nominative adjective in -e.
Real adjectives stay adjectives ("Mit erfahrenen Ärztinnen", "Viele junge Ärztinnen", "Er half
jungen Ärztinnen"): none of them stands in these slots.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_quotative import quotative_verb

__all__ = ["plural_verb_form", "verb_after_clause_comma", "verb_after_demonstrative", "verb_after_first_word"]

_SENTENCE_END = (".", "!", "?", ":")
_QUOTES = "\"'“”„«»‚‘’"
#: Personal and reflexive pronouns: a noun phrase of their own, which an apposition may follow after
#: a comma ("Er half uns, jungen Ärztinnen"); no clause ends in them but a quoted one.
_PERSONAL_PRONOUNS = frozenset(
    word_tuple("ich mich mir du dich dir er ihn ihm sie ihr es wir uns euch ihnen sich man einander")
)
#: Adjective endings, longest first, to compare two words' endings.
_ENDINGS = ("em", "en", "er", "es", "e")
#: Subordinators that open a fronted clause (an adverbial one, or "dass"/"ob" for a subject or object):
#: the comma after such a clause is followed by the main clause's finite verb ("Als ..., verließen ...").
_SUBORDINATORS = frozenset(
    word_tuple(
        "als wenn weil nachdem seit seitdem obwohl obgleich während bevor ehe sobald solange sooft"
        " falls da indem bis dass ob damit"
    )
)
#: Coordinating conjunctions that may stand before a sentence's first constituent ("Doch als ...").
_LEADING_CONJUNCTIONS = frozenset(word_tuple("und aber doch denn oder"))
#: Demonstratives that fill the first position alone: as articles they are neuter singular.
_NEUTER_DEMONSTRATIVES = frozenset(word_tuple("das dies"))


def _ending(low: str) -> str:
    return next((e for e in _ENDINGS if low.endswith(e)), "")


def plural_verb_form(words: Sequence[Word], k: int) -> bool:
    """Whether ``words[k]`` is a lower-case alphabetic word in -en with a capitalised word (the
    noun of a bare phrase, or its first word) right after it, no punctuation between."""
    if k + 1 >= len(words) or words[k].pre or words[k].post or words[k + 1].pre:
        return False
    word = words[k].core
    return (
        word.isalpha()
        and word.islower()
        and len(word) > 4
        and word.endswith("en")
        and words[k + 1].core[:1].isupper()
    )


def verb_after_first_word(
    words: Sequence[Word],
    k: int,
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the -en word at ``k`` is the verb after a one-word first constituent that the
    caller rejected because it reads as an adjective (``adjective``: "Heute", "Gestern"): the two
    words have different strong endings, so they are no adjectives of one phrase (module text).
    The caller has checked that ``k - 1`` opens the sentence and is no determiner, quantifier,
    numeral, preposition or conjunction."""
    if k < 1 or not plural_verb_form(words, k):
        return False
    first = words[k - 1].core.lower()
    # A real strong ending other than -en: an uninflected first word may be a degree adverb of the
    # adjective after it ("Extrem erfahrenen Ärztinnen"), an -en one its fellow adjective.
    return adjective(first) and _ending(first) in ("e", "er", "es", "em")


def _sentence_start(words: Sequence[Word], k: int) -> bool:
    """Whether ``words[k]`` opens a sentence (the text's first word or one after ., !, ?, :)."""
    return k == 0 or words[k - 1].post.strip().strip(_QUOTES).endswith(_SENTENCE_END)


def verb_after_demonstrative(words: Sequence[Word], k: int) -> bool:
    """Whether the -en word at ``k`` is the verb after a first constituent "Das"/"Dies", "Das
    alles"/"Dies alles" or, for a verb of saying, "So" (module text)."""
    if k < 1 or not plural_verb_form(words, k) or words[k - 1].post or words[k - 1].pre:
        return False
    start = k - 1
    if words[start].core.lower() == "alles" and start >= 1 and not words[start - 1].post:
        start -= 1
    if not _sentence_start(words, start):
        return False
    first = words[start].core.lower()
    if first == "so" and start == k - 1:
        return quotative_verb(words[k].core.lower())
    return first in _NEUTER_DEMONSTRATIVES


def _zu_infinitive(words: Sequence[Word], k: int) -> bool:
    """Whether "zu" and a lower-case infinitive in -n follow ``k`` in its clause (up to the next
    punctuation): "jungen Ärztinnen zu helfen" is a zu-infinitive's object, no main clause."""
    n = k + 1
    while n + 1 < len(words):
        if words[n].core.lower() == "zu" and not words[n].post:
            nxt = words[n + 1].core
            if nxt.isalpha() and nxt.islower() and nxt.endswith("n"):
                return True
        if words[n].post.strip(_QUOTES):
            return False
        n += 1
    return False


def verb_after_clause_comma(
    words: Sequence[Word],
    k: int,
    opener: Callable[[str], bool],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the -en word at ``k`` is the finite verb of a main clause whose first position is
    the clause that a comma right before it closes (module text): the word before the comma is
    lower case, no determiner, preposition or quantifier (``opener``: "allen, jungen Ärzten" is no
    clause), no personal pronoun ("mit ihnen, jungen Ärztinnen": an apposition) and no adjective
    of the same ending after a phrase opener ("mit erfahrenen, jungen Ärztinnen": coordinated
    adjectives). The comma is the sentence's first, so a relative clause inside a fronted clause
    ("Als die Ärztin, die kam, ...") is not read as the first position, and the sentence opens
    with a subordinator (a leading "und"/"aber"/"doch" aside). A verb of saying needs neither; no
    clause with "zu" and an infinitive after the -en word is a main clause (module text)."""
    if k < 2 or not plural_verb_form(words, k) or _zu_infinitive(words, k):
        return False
    before = words[k - 1]
    post = before.post.strip().strip(_QUOTES)
    if post != ",":
        return False
    if quotative_verb(words[k].core):
        return True  # "„Das ist ein Erfolg“, sagen Trainerinnen": a quoted clause of any shape
    if before.pre.strip(_QUOTES) or not before.core.isalpha() or not before.core.islower():
        return False
    low = before.core.lower()
    if opener(low) or low in _PERSONAL_PRONOUNS:
        return False  # a phrase ends there; an apposition may follow: "mit ihnen, jungen Ärztinnen"
    if adjective(low) and _ending(low) == "en":
        prev = words[k - 2]
        if prev.post or opener(prev.core.lower()) or adjective(prev.core):
            return False  # coordinated adjectives of one phrase: "mit erfahrenen, jungen Ärztinnen"
    j = k - 2
    while j >= 0 and not words[j].post.strip().strip(_QUOTES).endswith(_SENTENCE_END):
        if "," in words[j].post or ";" in words[j].post:
            return False
        j -= 1
    first = j + 1
    if words[first].core.lower() in _LEADING_CONJUNCTIONS and not words[first].post and first + 1 < k - 1:
        first += 1
    return words[first].core.lower() in _SUBORDINATORS
