"""Target words for an English fused-head participle or adjective that names people (issue 12,
gfr60; the inflectors' side is :meth:`fairmt.inflect.base.Inflector.nominal_person_spans`).

English names people by a participle or adjective with no noun after a determiner, a quantity or
"those": "the arrested were released", "the 40% vaccinated had", "the two accused were",
"half of those questioned", "others interested can", "we thanked those present" (Huddleston and
Pullum, *The Cambridge Grammar of the English Language*, ch. 5 §9, fused heads; §9.4 on the
"those + participle/adjective" of people). The cue lexicon takes some of them (a C12 cue:
:func:`fairmt.fairqe.cue_rules._nominal_adjective`), but the aligner often leaves the cue without
its French word (*interpellées* for "arrested"), and most (after a numeral, a percentage,
"those", "others") are no cue at all. French genders the phrase (*les interpellé(e)s*, *les 40 %
vacciné(e)s*), so the translation's gender is its own and the variants must vary it.

:func:`english_fused_heads` finds the English heads; :func:`nominal_person_spans` gives each
the nearest (by relative position) nominalised adjective or participle of the translation that
the inflector lists and no other span holds. The English test keeps things out: a noun after the
word makes it an attributive modifier ("the tested samples", "the chosen colours"), "one(s)"
names a thing or person of an earlier mention ("the damaged ones"), and a quantity with a
singular verb is an amount ("the 30% saved was reinvested"). A quantity is as often a count of
things ("the 300 produced were shipped", "the 40% sold were the cheapest models"), so it names
people only when its verb is of a person-typical class or the sentence has a person noun
(:func:`_person_quantity`), and not before a specifying copula (:func:`_specified`). A plural thing
noun earlier in the sentence is an antecedent the fused head may elide ("Of the cakes, the burnt
were thrown away": :func:`_thing_antecedent`). "both"/"all" after a personal pronoun float off it
("They both resigned": the participle is the verb, not a noun). A gendered English word anywhere
("she", "her", "the men") leaves the sentence to the cues: the group may be that person.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.cue_tokens import _words
from fairmt.fairqe.they_groups import _GENDERED

if TYPE_CHECKING:
    from fairmt.fairqe.types import Cue, Item
    from fairmt.inflect.base import Inflector

__all__ = [
    "elided_thing",
    "elided_thing_at",
    "elided_thing_heads",
    "english_fused_heads",
    "nominal_person_spans",
]

#: Words before a fused-head participle that make it a noun of people: the article, the
#: demonstrative "those", "others", and "all"/"both" (a digit string, a percentage and a cardinal
#: in letters are read by form).
_BEFORE = frozenset(["the", "those", "others", "all", "both"])
#: Before which an adjective (not only a participle) stands for people: "those present", "others
#: eligible" (CGEL ch. 5 §9.4); "the red" is more often a thing.
_BEFORE_ADJECTIVE = frozenset(["those", "others"])
_CARDINALS = _words(
    "two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand"
)
#: Words after the head that end its noun phrase: auxiliaries, relatives, prepositions, the
#: infinitive marker and coordinators.
_AFTER = _words(
    "are were was is have has had will would can could must may might should shall do did does who "
    "whom that to of in at from with for by on among about and or but"
)
#: Particles of a phrasal participle ("those laid off"), skipped before the next word.
_PARTICLES = frozenset(["off", "out", "up", "away", "down"])
#: The ordinals of "the first to arrive" and the infinitives after them that leave the head's
#: kind open (passive "be", "have", "get").
_ORDINALS = frozenset(["first", "last"])
_NOT_OF_PERSONS = frozenset(["be", "have", "get", "become"])
_BE = frozenset(["was", "is", "were", "are", "will", "would"])
#: Singular verbs after which a quantity + participle is an amount, not people.
_SINGULAR = frozenset(["was", "is", "has", "does"])
#: English words that fix a person's gender (:data:`fairmt.fairqe.they_groups._GENDERED`), with the
#: possessives: "the accused and her lawyer" may give the head its gender.
_FIXING = _GENDERED | frozenset(["his", "her"])
#: Personal pronouns after which "both"/"all" is a floating quantifier (CGEL ch. 5 §9.3): "They both
#: resigned", "We all agreed": the next word is the clause's verb, not a fused head.
_PRONOUNS = frozenset(["they", "we", "you", "us", "them"])
#: WordNet verb lexicographer files whose verbs mostly take a person (or a living body) for
#: object, so that "the 40 <participle>" names people: 29 verb.body ("vaccinated", "injured"),
#: 31 cognition ("chosen", "surveyed"), 32 communication ("questioned", "interviewed"), 33
#: competition, 35 contact ("arrested"), 37 emotion ("invited"), 41 social ("polled", "hired").
#: Creation ("produced", "printed"), possession ("sold"), motion, perception, change and
#: consumption verbs as often count things.
_PERSON_VERB_FILES = frozenset([29, 31, 32, 33, 35, 37, 41])
#: WordNet noun files of people: 18 noun.person, 14 noun.group ("people", "staff").
_PERSON_NOUN_FILES = frozenset([14, 18])
#: WordNet noun files of concrete things a fused-head participle may elide: 05 animal, 06
#: artifact, 08 body, 10 communication (letters, files), 13 food, 17 object, 20 plant, 21
#: possession, 27 substance; not acts and events ("riots", noun.act).
_THING_NOUN_FILES = frozenset([5, 6, 8, 10, 13, 17, 20, 21, 27])
#: Determiners after a copula that make it specifying ("... were the cheapest models").
_SPECIFIERS = frozenset(["the", "a", "an", "those", "these", "our", "their", "its", "my", "your"])
_WORD = re.compile(r"[A-Za-z%0-9]+(?:'[a-z]+)?")


def _readings(word: str) -> list[tuple[str, tuple[str, ...]]]:
    """Apertium's English readings of ``word`` as (pos, tags); none without the dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None:
        return []
    return [(r.pos, tuple(r.tags)) for r in morph.readings(word)]


def _participle(word: str) -> bool:
    """A past participle (Apertium's ``pp``), or an -ed word the dictionary lacks ("vaccinated")."""
    rs = _readings(word)
    if rs:
        return any("pp" in tags for _, tags in rs)
    return word.endswith("ed") and word.isalpha() and len(word) > 4


def _ends_phrase(words: Sequence[str], j: int) -> bool:
    """Whether the head's noun phrase ends before ``words[j]``: the end of the sentence, a word
    of :data:`_AFTER`, or a finite verb that is no noun (not "the tested samples")."""
    if j >= len(words):
        return True
    w = words[j]
    if w in ("one", "ones"):
        return False
    if w in _AFTER:
        return True
    rs = _readings(w)
    return any(p.startswith("vb") and {"past", "pri", "pres"} & set(t) for p, t in rs) and not any(
        p == "n" for p, _ in rs
    )


def _identified(words: Sequence[str], j: int) -> bool:
    """Whether the clause of an ordinal head ("the first to arrive ...") goes on with a form of
    BE within a few words: a specifying copula names the head's referent ("... was the morning
    train"), which may be a thing, and a person there is a cue of its own."""
    return any(w in _BE for w in words[j : j + 6])


def _specified(words: Sequence[str], j: int) -> bool:
    """Whether the clause after a quantity head goes on with a specifying copula, BE followed by
    a determiner ("The 40% sold were the cheapest models"): the copula names the head's referent,
    which may be a thing. The narrower form of :func:`_identified`: a predicative participle or
    adjective after BE ("The three arrested were released") says nothing of the kind."""
    return any(
        w in _BE and k + 1 < len(words) and words[k + 1] in _SPECIFIERS for k, w in enumerate(words[j:], j)
    )


def _lemmas(word: str, pos: str) -> set[str]:
    """Apertium's English lemmas of ``word`` with part of speech starting ``pos``."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    return set() if morph is None else {r.lemma for r in morph.readings(word) if r.pos.startswith(pos)}


def _person_noun(word: str) -> bool:
    """A noun whose most frequent WordNet sense is a person or a group ("voters", "people")."""
    from fairmt.inflect.french_animacy import english_lexfiles

    return any(english_lexfiles(lemma) in _PERSON_NOUN_FILES for lemma in _lemmas(word, "n"))


def _person_quantity(words: Sequence[str], i: int) -> bool:
    """Whether a quantity + participle ``words[i]`` may name people: its verb's most frequent
    sense is in a person-typical class (:data:`_PERSON_VERB_FILES`), or the sentence has a person
    noun. A verb WordNet lacks keeps the reading only with a person noun."""
    w = words[i]
    lemmas = _lemmas(w, "vb") or {w[:-1], w[:-2], w[:-3]}  # "vaccinated", "polled": unknown -ed
    from fairmt.inflect.french_animacy import english_verb_lexfile

    if any(english_verb_lexfile(lemma) in _PERSON_VERB_FILES for lemma in lemmas):
        return True
    return any(_person_noun(w) for k, w in enumerate(words) if k != i and w.isalpha())


def _thing_antecedent(words: Sequence[str], k: int) -> bool:
    """Whether a plural noun before ``words[k]`` (the fused head's determiner) names things, so
    that the head may be its ellipsis: "Of the cakes, the burnt were thrown away", "Among the
    samples the 30 tested ...". A plural noun is one Apertium reads as ``n`` + ``pl``, after a
    determiner or with no verb reading ("the bottles", "cakes"; not a bare "works"); a person or
    group noun is the head's own antecedent, and only a concrete thing (:data:`_THING_NOUN_FILES`)
    is described by such a participle: "After the riots, the arrested were released" keeps it."""
    return any(_plural_thing_noun(words, m) for m in range(k))


def _plural_thing_noun(words: Sequence[str], m: int) -> bool:
    """Whether ``words[m]`` is a plural noun of a concrete thing (:func:`_thing_antecedent`)."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_animacy import english_lexfiles

    morph = morphology("en")
    if morph is None:
        return False
    w = words[m]
    rs = morph.readings(w) if w.isalpha() else ()
    noun = (m > 0 and words[m - 1] in _SPECIFIERS) or not any(r.pos.startswith("vb") for r in rs)
    lemmas = {r.lemma for r in rs if r.pos == "n" and "pl" in r.tags}
    return noun and any(english_lexfiles(lemma) in _THING_NOUN_FILES for lemma in lemmas)


def english_fused_heads(source: str) -> list[tuple[int, int]]:
    """The English fused heads of people (module docstring) as (word index, number of words in
    the sentence, which the caller uses to place the head)."""
    raw = source.split()
    words = [m.group(0).lower() if (m := _WORD.search(t)) else "" for t in raw]
    out: list[tuple[int, int]] = []
    for i in range(1, len(words)):
        w = words[i]
        if not w.isalpha() or not raw[i][:1].islower():
            continue
        k = i - 1
        if words[k].endswith("ly") and k > 0 and not raw[k].endswith((",", ";", ":")):
            k -= 1  # "the newly arrived"
        if raw[k].endswith((",", ";", ":", ".")):
            continue
        before = words[k]
        quantity = before.isdigit() or before.endswith("%") or before in _CARDINALS
        if not (before in _BEFORE or quantity):
            continue
        if before in ("both", "all") and k > 0 and words[k - 1] in _PRONOUNS:
            continue  # "They both resigned": a floating quantifier, the participle is the verb
        adjective = before in _BEFORE_ADJECTIVE and any(p == "adj" for p, _ in _readings(w))
        # "the first to arrive", "the last to leave" (CGEL ch. 5 §9: an ordinal fused head with an
        # infinitival relative); not a passive or "have" infinitive ("the first to be repaired"),
        # which as often has a thing for its subject.
        ordinal = (
            before == "the"
            and w in _ORDINALS
            and i + 2 < len(words)
            and words[i + 1] == "to"
            and words[i + 2] not in _NOT_OF_PERSONS
            and not _identified(words, i + 3)
        )
        if not (_participle(w) or adjective or ordinal):
            continue
        j = i + 1
        if j < len(words) and words[j] in _PARTICLES and not raw[i].endswith((",", ";", ":")):
            j += 1
        closed = raw[j - 1].endswith((",", ";", ":", ".", "!", "?"))
        if not closed and not _ends_phrase(words, j):
            continue
        if quantity and closed:
            continue  # "Of the 300 inspected, 12 were faulty": the verb that would say people is elsewhere
        if (quantity or before == "the") and not closed and j < len(words) and words[j] in _SINGULAR:
            continue  # "the 30% saved was reinvested": an amount; "the stolen was found"
        if quantity and (_specified(words, j) or not _person_quantity(words, i)):
            continue  # "The 40% sold were the cheapest models", "The 300 produced were shipped"
        if _thing_antecedent(words, k):
            continue  # "Of the cakes, the burnt were thrown away"
        out.append((i, len(words)))
    return out


def nominal_person_spans(
    item: Item,
    tokens: Sequence[str],
    inflector: Inflector,
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """For each English fused head (:func:`english_fused_heads`), the nearest nominalised
    adjective or participle of the translation (:meth:`Inflector.nominal_person_spans`) outside
    ``taken`` and the spans already given, within a third of the sentence; none when an English
    word fixes a gender (module docstring)."""
    # The target's phrases first: most languages list none, and the English test reads Apertium.
    free = [
        s for s in inflector.nominal_person_spans(tokens) if all(s[1] <= a or s[0] >= b for a, b in taken)
    ]
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", item.source)}
    if not free or words & _FIXING:
        return []
    heads = english_fused_heads(item.source)
    out: list[tuple[int, int]] = []
    for i, n in heads:
        where = (i + 0.5) / n
        best = min(
            (s for s in free if s not in out),
            key=lambda s: abs((s[0] + 0.5) / len(tokens) - where),
            default=None,
        )
        if best is not None and abs((best[0] + 0.5) / len(tokens) - where) <= 1 / 3:
            out.append(best)
    return out


#: How many English words from the target span's relative place an elided-thing head may stand
#: (:func:`elided_thing_at`), as for an English animal noun (:mod:`fairmt.fairqe.english_animals`).
_WINDOW = 1


def elided_thing_heads(src: Sequence[str]) -> list[int]:
    """The English word indices of participles after "the" that end their noun phrase and follow
    a partitive of a plural thing noun (:func:`_partitive_thing`), whose ellipsis they are:
    "Among the plates, the cracked were thrown out" (*les fêlées*: the plates), "Of the cakes,
    the burnt were thrown away" (fr61; CGEL ch. 5 §9: the fused head of an elliptical noun
    phrase takes its sense from the antecedent). Narrower than :func:`english_fused_heads`'s
    test (:func:`_thing_antecedent`, any plural thing noun before), which only withholds a
    person reading, whereas this one removes a person the cues found, made available to the two
    searches that take such a head for a person without it: the cue
    lexicon's C12 cue ("adjective 'cracked' standing for people",
    :func:`fairmt.fairqe.cue_rules._nominal_adjective`) and the target's person-noun search,
    which reads *les ouvertes ont* as a person before its verb
    (:func:`fairmt.inflect.french_nominalised_heads.nominalised_before_verb`) without looking at
    the English. An adjective that is no participle ("the poor") and a person antecedent ("Of
    the passengers, the injured were ...") are left as they were."""
    words = [m.group(0).lower() if (m := _WORD.search(t)) else "" for t in src]
    return [
        i
        for i in range(1, len(words))
        if words[i - 1] == "the"
        and words[i].isalpha()
        and _participle(words[i])
        and (src[i].endswith((",", ";", ":", ".", "!", "?")) or _ends_phrase(words, i + 1))
        and _partitive_thing(words, i - 1)
    ]


#: Prepositions of a partitive before a fused head: "of/among/from the plates, the cracked".
_PARTITIVE = frozenset(["of", "among", "from"])


def _partitive_thing(words: Sequence[str], k: int) -> bool:
    """Whether the head's determiner ``words[k]`` follows a partitive "of/among/from the <plural
    thing noun>" and an optional comma (a separate token ``","`` has the empty word): "Among the
    plates, the cracked ...". Only there is the thing surely the set the head is taken from
    (CGEL ch. 5 §9); any earlier plural thing noun is not enough, since it is as often a noun of
    its own clause ("After the bombs hit the houses, the wounded were taken to hospital", "The
    tickets were sold out, so the invited were let in first"), and a person there must keep its
    gender in every language (review of fr61)."""
    n = k - 2 if k >= 1 and not words[k - 1] else k - 1
    return n >= 2 and words[n - 1] == "the" and words[n - 2] in _PARTITIVE and _plural_thing_noun(words, n)


def elided_thing(cue: Cue, src: Sequence[str]) -> bool:
    """Whether a C12 cue is the head of :func:`elided_thing_heads`: it names no person, and the
    realiser must not change the gender of the thing it stands for."""
    from fairmt.fairqe.taxonomy import Category

    if cue.category != Category.C12 or cue.source_tokens is None:
        return False
    return cue.source_tokens[0] in elided_thing_heads(src)


def elided_thing_at(src: Sequence[str], n_tgt: int, span: tuple[int, int]) -> bool:
    """Whether a head of :func:`elided_thing_heads` stands at most :data:`_WINDOW` words from the
    relative place of the target ``span`` (``n_tgt`` target words): the target word found there
    (*les ouvertes*) translates that thing."""
    if not src or n_tgt <= 0:
        return False
    at = round(span[0] / n_tgt * len(src))
    return any(abs(i - at) <= _WINDOW for i in elided_thing_heads(src))
