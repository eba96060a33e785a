"""German: what the Vorfeld and coordination say about the subject of a clause (de65, de-inflect-57).

Which "sie" is the object "ihn" in the masculine, and which the subject "er", and which noun
phrase is nominative, depends on what else in the clause is its subject
(:mod:`fairmt.inflect.german_personal_pronouns`, :mod:`fairmt.inflect.german_units`). Four
readings are refined here:

The first constituent with attributes
    A verb-second main clause puts one constituent before its finite verb (Duden, *Die
    Grammatik*: Stellungsfelder, Vorfeld). Where that is a noun phrase in the nominative, it is
    the subject, and a "sie" right after the verb is the object. The noun phrase may carry its
    attributes into the Vorfeld: a genitive ("Der Trainer des Vereins lobte sie"), a
    prepositional phrase ("Ein Artikel in der Zeitung von 1990 nannte sie mutig"), or both
    ("Die Leiterin der Schule in Bonn rief sie an"). :func:`after_attributed_subject` reads
    such a Vorfeld: a determiner that can be nominative opening the clause, at most three
    lower-case adjectives, the head noun, then an attribute that opens with a genitive
    determiner, a preposition or a contraction and runs on over capitalised words, numbers,
    determiners, prepositions and adjectives up to the verb. A Vorfeld that opens with a
    preposition ("Im Garten der Villa traf sie Freunde") is an adverbial and "sie" stays the
    subject; after a copula "sie" is a predicative nominative ("Der Chef der Firma war sie").
"keine"/"jede" before a noun
    "keiner", "keine", "jeder", "jede" are subject pronouns after "sie" ("Zuerst erkannte sie
    keiner": "sie" is the object), but "keine" and "jede" are determiners when a noun, or an
    adjective and a noun, follows ("Nach dem Umzug hatte sie keine Freunde"; "fand sie jede
    Woche Arbeit"): the noun phrase is then the object or an adverbial, and "sie" the subject.
    :func:`determiner_of_phrase` tells the two apart. "jeder"/"keiner" before a noun are the
    masculine nominative determiner, so their phrase is still the subject ("Heute kennt sie
    jeder Nachbar": "sie" is the object).
An adverbial Vorfeld before "VERB sich/ihn/ihm NP"
    A short pronoun object goes before a full noun phrase subject in the middle field (Duden,
    *Die Grammatik*: Abfolge im Mittelfeld, pronouns first): "Trotzdem zeigte sich die alte
    Richterin milde", "Dann besuchte ihn die Ärztin". Where the Vorfeld is an adverb
    or a prepositional phrase, no subject came before the verb, so the noun phrase after the
    pronoun is the subject, not an object (:func:`adverbial_vorfeld`). Where the Vorfeld is the
    subject ("Er kaufte sich die Zeitung") the phrase stays the object.
A finite verb right after "und"
    "und" followed directly by a finite verb coordinates a second verb with the first conjunct's
    subject, which it leaves out (Duden, *Die Grammatik*: Koordinationsellipse, "Der Wirt nickte
    und bediente sie"): a "sie" right after that verb is its object, "ihn"
    (:func:`after_coordinated_verb`). Not after a subordinator, pronoun, adverb or preposition
    ("und nachdem sie", "und dann sie", "und durch sie"), nor after a focus particle ("und
    zwar sie", "und selbst sie lachte"; :data:`fairmt.inflect.german_case.FOCUS_PARTICLES`), nor
    after a w-word ("wie und wo sie lebt"), nor after a copula or an auxiliary that the
    function-word lists hold ("und war sie").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_case import CLAUSE_OPENING_ADVERBS, FOCUS_PARTICLES
from fairmt.inflect.german_words import (
    ADJ_ENDINGS,
    CLAUSE_WORDS,
    CONTRACTIONS,
    COPULAS,
    FUNCTION,
    PREPS,
    PRONOUN_WORDS,
    SENTENCE_ADVERBS,
)

__all__ = [
    "NOMINATIVE_DETS",
    "adverbial_vorfeld",
    "after_attributed_subject",
    "after_coordinated_verb",
    "determiner_of_phrase",
    "opens_clause",
    "verb_before",
]

#: Determiners of a nominative noun phrase opening a clause ("Das Magazin", "Seine Mutter"); not the
#: uninflected "ihr", whose neuter phrase is often a fronted object ("Ihr Debüt gab sie 1985").
NOMINATIVE_DETS = frozenset(
    word_tuple(
        """der die das ein eine dieser diese dieses jener jene jenes mein meine dein deine sein seine
        ihre unser unsere euer eure kein keine"""
    )
)
#: (de65 mend) Determiners whose nominative and accusative look alike (feminine, neuter, plural):
#: a phrase they open may be a fronted object ("Die Rolle der Julia spielte sie 1990").
_NOM_ACC_DETS = frozenset(
    word_tuple("die das eine diese dieses jene jenes meine deine seine ihre unsere eure keine")
)
#: Words that open a genitive attribute after a head noun ("des Vereins", "der Schule", "eines
#: Freundes", "seiner Mutter").
_GENITIVE_DETS = frozenset(
    word_tuple("des der eines einer dieses dieser jenes jener meines meiner seines seiner ihres ihrer")
)
#: Words that may stand inside an attribute besides capitalised words, numbers, prepositions and
#: adjectives: determiners of every case.
_ATTRIBUTE_DETS = frozenset(
    word_tuple(
        """der die das den dem des ein eine einen einem eines einer dieser diese dieses diesem diesen
        jener jene jenes jenem jenen sein seine seinen seinem seines seiner ihr ihre ihren ihrem
        ihres ihrer unser unsere unserem unseren unseres unserer"""
    )
)
#: The indefinite pronouns that are determiners too ("keine" / "keine Zeit"). (de65 mend) Not
#: "jeder"/"keiner": before a noun they are the masculine nominative determiner, so the phrase is
#: still the subject ("Heute kennt sie jeder Nachbar": "sie" is the object).
_ALSO_DETERMINERS = frozenset(word_tuple("keine jede"))
#: Interrogative and relative w-words, which open a clause and are no verb ("wie und wo sie lebt").
_W_WORDS = frozenset(
    word_tuple("was wer wen wem wessen wie wo wann warum weshalb wieso woher wohin welche welcher welches")
)
#: How far back the Vorfeld may reach from the finite verb.
_MAX_VORFELD = 12


def opens_clause(words: Sequence[Word], k: int) -> bool:
    """Whether the word at ``k`` opens its clause: the sentence's first word, after punctuation
    or a coordinating conjunction, or after an opening parenthesis ("(der Onkel aus Bremen
    hatte sie eingeladen)")."""
    return (
        k == 0
        or words[k - 1].post.endswith((",", ".", ";", ":", "!", "?"))
        or words[k].pre.endswith("(")
        or (words[k - 1].core.lower() in ("und", "aber", "doch", "denn", "oder") and not words[k - 1].post)
    )


def _attribute_word(word: Word) -> bool:
    """Whether ``word`` can stand inside a genitive or prepositional attribute of the Vorfeld."""
    core = word.core
    if not core or word.pre or word.post:
        return False
    low = core.lower()
    if core[:1].isupper() or core.isdigit():
        return True
    if low in PREPS or low in CONTRACTIONS or low in _ATTRIBUTE_DETS:
        return True
    return core.isalpha() and core.islower() and low.endswith(ADJ_ENDINGS) and low not in CLAUSE_WORDS


def verb_before(words: Sequence[Word], t: int) -> bool:
    """Whether the word before ``t`` can be the finite verb of a verb-second clause: a bare
    lower-case word, no clause word, preposition or copula, with no punctuation around it.
    Shared by the Vorfeld readings of ``sie`` (here and :mod:`german_name_subjects`)."""
    v = t - 1
    if v < 1 or words[v].post or words[v].pre:
        return False
    verb = words[v].core
    return (
        verb.isalpha()
        and verb.islower()
        and verb not in CLAUSE_WORDS
        and verb not in PREPS
        and verb not in COPULAS
    )


def after_attributed_subject(words: Sequence[Word], t: int, person_noun: Callable[[str], bool]) -> bool:
    """Whether ``sie`` at ``t`` follows the finite verb of a verb-second clause whose Vorfeld is a
    nominative noun phrase with a genitive or prepositional attribute (module docstring).

    (de65 mend) Where the determiner is nominative and accusative alike ("die", "das", "eine"
    ...), the Vorfeld may as well be the object ("Die Leitung des Projekts übernahm sie 2005":
    "sie" is the subject). A thing is far more often fronted as the object than a person, who
    is more often the subject, so such a phrase counts only when its head is a person noun
    (``person_noun``): "Die Leiterin der Schule rief sie an"."""
    v = t - 1
    if v < 3 or not verb_before(words, t):
        return False
    last = words[v - 1].core
    if not (last[:1].isupper() or last.isdigit()):
        return False  # the attribute ends in its noun, name or number
    for d in range(v - 1, max(-1, v - 1 - _MAX_VORFELD), -1):
        det = words[d].core.lower()
        if det in NOMINATIVE_DETS and not words[d].post and opens_clause(words, d):
            return _attributed_phrase(words, d, v, person_noun if det in _NOM_ACC_DETS else None)
        if d < v - 1 and words[d].post:
            return False
    return False


def _attributed_phrase(
    words: Sequence[Word], d: int, v: int, person_noun: Callable[[str], bool] | None
) -> bool:
    """Whether ``words[d:v]`` is a determiner, at most three lower-case adjectives, a head noun
    (a person noun where ``person_noun`` is given) and an attribute opened by a genitive
    determiner, a preposition or a contraction."""
    h = d + 1
    while h < v and h - d <= 3 and words[h].core.islower() and not words[h].post:
        h += 1
    if h >= v - 1 or not words[h].core[:1].isupper() or words[h].post:
        return False
    if person_noun is not None and not person_noun(words[h].core):
        return False  # "Das Haus der Eltern verkaufte sie": a fronted object
    opener = words[h + 1].core.lower()
    if opener not in _GENITIVE_DETS and opener not in PREPS and opener not in CONTRACTIONS:
        return False
    if opener in ("als", "wie"):
        return False  # "Der Arzt als Zeuge": a predicative "als" phrase, not an attribute
    return all(_attribute_word(words[k]) for k in range(h + 1, v))


def determiner_of_phrase(words: Sequence[Word], k: int) -> bool:
    """Whether ``keine``/``jede``... at ``k`` is a determiner: a capitalised noun follows it, or a
    lower-case adjective and then a capitalised noun ("keine große Lust")."""
    if words[k].core.lower() not in _ALSO_DETERMINERS or words[k].post or k + 1 >= len(words):
        return False
    nxt = words[k + 1]
    if nxt.core[:1].isupper():
        return True
    return (
        nxt.core.isalpha()
        and nxt.core.lower().endswith(ADJ_ENDINGS)
        and not nxt.post
        and k + 2 < len(words)
        and words[k + 2].core[:1].isupper()
    )


def adverbial_vorfeld(words: Sequence[Word], v: int) -> bool:
    """Whether the finite verb at ``v`` follows a Vorfeld that is an adverb ("Dann", "Leider",
    "Nichtsdestotrotz") or a prepositional phrase ("Im Jahr 2001", "Nach dem Krieg") opening
    its clause: no subject stands before the verb (module docstring)."""
    if v < 1 or words[v - 1].post:
        return False
    one = words[v - 1].core.lower()
    if opens_clause(words, v - 1) and (one in CLAUSE_OPENING_ADVERBS or one in SENTENCE_ADVERBS):
        return True
    for s in range(v - 1, max(-1, v - 1 - 6), -1):
        if s < v - 1 and words[s].post:
            return False
        low = words[s].core.lower()
        if (low in PREPS or low in CONTRACTIONS) and low not in ("als", "wie") and opens_clause(words, s):
            return all(_attribute_word(words[k]) for k in range(s + 1, v))
    return False


def after_coordinated_verb(words: Sequence[Word], t: int) -> bool:
    """Whether ``sie`` at ``t`` follows a finite verb that follows "und" right away, whose subject
    is the first conjunct's (module docstring)."""
    if t < 3 or words[t - 1].post or words[t - 2].post or words[t - 2].core.lower() != "und":
        return False
    verb = words[t - 1].core
    low = verb.lower()
    if not verb.isalpha() or not verb.islower() or low.endswith(("lich", "ig", "weise")):
        return False
    excluded = (
        CLAUSE_WORDS,
        PREPS,
        COPULAS,
        FUNCTION,
        PRONOUN_WORDS,
        SENTENCE_ADVERBS,
        CLAUSE_OPENING_ADVERBS,
        FOCUS_PARTICLES,
        _W_WORDS,
    )
    return not any(low in group for group in excluded)
