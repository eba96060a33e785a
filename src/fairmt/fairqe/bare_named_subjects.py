"""The predicatives of a named subject whose role the translation does not state (rules-37).

"Saab appeared as a judge in 2016" -> "Nel 2016, Saab è apparsa in qualità di giudice";
"Eiffe was attracted by the student movement" -> "Eiffe era attratta dal movimento studentesco".
The English genders nobody: a name is the main clause's subject and no pronoun, kinship or title
word says who that person is. The translation gave the person a gender all the same, on the
participle and the predicative adjective, which agree with the subject (Serianni, *Grammatica
italiana*, XI.360ff. on the participle, V.38 on the predicative). Such a word is the named
person's, and a realisation changes it with the person spans.

:meth:`fairmt.fairqe.realise.SentenceRealiser._named_subjects` (closedit27) does so only where a
span the realisation changes is a predicate noun ("Gorrie, dottoressa, fu attiva"): the role said
of the name vouches that the name is a person's. Here there is no such noun: the role is
invariant ("giudice"), the aligner put it elsewhere ("qualità"), or the English has no person
word at all (no cue, no span). The English sentence vouches instead: the name is the subject of
an English main-clause verb, at the start of the sentence or right after a fronted clause's comma
("Since retiring from basketball, Mashburn has worked ..."), so it names an agent that the
translation's participle agrees with. A span this realisation changes that reads a gender may
only stand before the name, in the name's gender (an opening apposition: "Ex redattrice di
Newsweek, Hancock è attiva"); a person noun after the name is another person (an object,
"Kowalczyk incontrò la redattrice e fu contento") whose gender the name's predicate need not
share, and since the realisation changes all its spans together, the name is then left as it
is -- unless it is a bare role noun after a preposition ("Balch fue ascendida desde profesora
asociada a profesora": :func:`_bare_role`, rules-42), which names the subject's role, or
(rules-43) the English puts that noun in a prepositional phrase or gives it "other"/"another"
("was introduced to poetry by a teacher"): it is then surely another person, the name's
predicatives change with the realisation, and the agents realise the two persons apart
(:func:`named_predicate_places`). A noun right after the verb may be the name's role ("was
voted the greatest driver", an object complement), so it keeps the name out. A name that opens
the English sentence may also be a word that is otherwise a singular common noun ("Cook was
elected": :func:`_surname_opening`, rules-42).

Only languages whose inflector finds subject names (:meth:`Inflector.subject_name_spans`,
Italian) are concerned; the others return no span.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from fairmt.fairqe.english_person_nouns import NAME_PUNCT as _PUNCT
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import CueDetection, Item, Realisation
from fairmt.inflect.base import Inflector, Word

__all__ = ["bare_named_subject_spans", "english_subject_names", "named_predicate_places"]

#: English pronouns that give a person's gender (and "it", which may be the subject instead).
_GENDERED = frozenset(["he", "she", "him", "her", "his", "hers", "himself", "herself", "it", "its"])
#: Prepositions before a bare role noun (Spanish, Italian, French): "desde profesora", "da direttrice".
_ROLE_PREPOSITIONS = frozenset(
    ["de", "desde", "a", "para", "hasta", "di", "da", "per", "fino", "comme", "pour"]
)
#: Words that may stand between a subject and its verb ("Solis successfully lobbied").
_BETWEEN = frozenset(["also", "later", "then", "first", "still", "never", "once", "soon", "often", "always"])


def _surname_opening(readings: Sequence[Any]) -> bool:
    """Whether a capitalised word opening the sentence may be a name by Apertium's readings of
    it in lower case: a proper noun only, or (rules-42, closedes32) a word that is otherwise a
    singular count noun or a verb, and nothing else ("Cook was elected", "Baker has written"). An
    English singular count noun takes a determiner (Quirk et al., *A Comprehensive Grammar*,
    §5.52-5.59), so without one, before the verb that the caller asks for, the word is a name;
    a plural noun ("Students were"), an article, a preposition or an adverb ("The", "Since") is
    not. The translation must then write the same capitalised word as a subject, where a common
    noun would have been translated."""
    for r in readings:  # (an unknown word is a name, as it was)
        if r.pos == "np" or r.pos == "vblex":
            continue
        if r.pos == "n" and "sg" in r.tags and not any(x.pos == "n" and "pl" in x.tags for x in readings):
            continue
        return False
    return True


def _bare_role(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """rules-42 (closedes32): whether the one-word span is a bare role noun right after a
    preposition ("ascendida desde profesora asociada a profesora", "nominata come direttrice"):
    a singular count noun without a determiner names a role or a class, not another individual
    (RAE, *Nueva gramática* §15.12-15.13 on bare nouns; Serianni, *Grammatica italiana* IV.80),
    so it is the named subject's own role, and its gender is checked against the name's
    predicatives with the others'."""
    if span[1] - span[0] != 1 or span[0] == 0:
        return False
    before = Word.parse(tokens[span[0] - 1])
    return not before.post.strip() and before.core.lower() in _ROLE_PREPOSITIONS


#: Longest non-restrictive relative clause skipped after a name (words, commas included).
_RELATIVE_MAX = 8


def _after_relative(words: Sequence[str], k: int) -> int | None:
    """The index of the word after a relative clause ``who ...,`` that opens at ``k`` (its
    closing comma at most :data:`_RELATIVE_MAX` words on, no other punctuation in it), or
    ``None``."""
    if k >= len(words) or words[k].lower() != "who":
        return None
    for j in range(k, min(k + _RELATIVE_MAX, len(words) - 1)):
        w = words[j]
        if w.endswith(",") and w[:-1] == w.rstrip(_PUNCT):
            return j + 1
        if w.rstrip(_PUNCT) != w:
            return None
    return None


@lru_cache(maxsize=4096)
def english_subject_names(source: str) -> frozenset[str]:
    """Capitalised words of ``source`` that stand as its main clause's subject: at the start
    of the sentence or right after a comma, followed (past adverbs in -ly and a few others)
    by a verb form Apertium's English analyser reads, or an unknown word in -ed ("Saab
    appeared", "Ogawa has been", "Solis successfully lobbied"). A word the analyser reads as
    no proper noun and that opens the sentence ("The", "Despite") is not a name, and a given
    name of the census lists (:func:`fairmt.fairqe.cue_words.given_names`: "Anna", or "Anna
    Rossi") is left out: it genders its bearer. Empty without the analyser. Cached: the agents ask
    it twice per item (:func:`bare_named_subject_spans` and :func:`named_predicate_places`)."""
    from fairmt.fairqe.cue_words import given_names
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None:
        return frozenset()
    words = source.split()
    out: set[str] = set()
    for i, raw in enumerate(words[:-1]):
        core = raw.strip(_PUNCT)
        k = i + 1
        if raw.endswith(",") and raw[:-1] == raw.rstrip(_PUNCT):
            # rules-54: "Kim, who was tired, went home": a non-restrictive relative between commas
            # (Quirk et al., *A Comprehensive Grammar*, 17.22) leaves the name the subject of the
            # verb after its closing comma.
            after = _after_relative(words, i + 1)
            if after is None:
                continue
            k = after
        elif raw.rstrip(_PUNCT) != raw:
            continue  # "Kaplan," closes a phrase; no verb follows it as its subject
        if not (core[:1].isupper() and core[1:].islower() and core.isalpha()):
            continue
        if i > 0 and not words[i - 1].endswith(","):
            continue
        if i == 0 and not _surname_opening(morph.readings(core.lower())):
            continue  # a common word opening the sentence ("The", "Since", "Students")
        if given_names().get(core.lower()) or (
            i > 0 and given_names().get(words[i - 1].strip(_PUNCT).lower())
        ):
            continue  # "Anna was tired": a given name genders its bearer in English too
        while k < len(words) - 1 and (
            words[k].lower() in _BETWEEN or (words[k].lower().endswith("ly") and words[k].isalpha())
        ):
            k += 1
        nxt = words[k].strip(_PUNCT).lower()
        rs = morph.readings(nxt)
        # A verb form the analyser does not know ("lobbied") is taken by its past ending.
        if any(r.pos.startswith("vb") or r.pos == "vaux" for r in rs) or (not rs and nxt.endswith("ed")):
            out.add(core)
    return frozenset(out)


def bare_named_subject_spans(
    item: Item,
    det: CueDetection,
    tokens: list[str],
    inflector: Inflector,
    spans: list[tuple[int, int]],
    reads: Callable[[Inflector, list[str], tuple[int, int]], Realisation | None],
) -> list[tuple[int, int]]:
    """The participles and predicatives of the translation's named subject (module docstring),
    one-token spans, when the English genders nobody, no span is a predicate noun (those are
    ``_named_subjects``'), the name is an English main-clause subject, and a span that reads a
    gender stands before the name and reads the name's. ``reads`` is the realiser's reading of
    a span's gender. A name or a word a span or cue covers is left to it."""
    words = {w.strip(_PUNCT).lower() for w in item.source.split()}
    if words & _GENDERED or any(
        c.category in (Category.C2, Category.C3, Category.C4, Category.C5) for c in det.cues
    ):
        return []
    if any(inflector.predicate_noun(tokens, s) for s in spans):
        return []
    names = english_subject_names(item.source)
    if not names:
        return []
    # rules-54: a unisex given name's own cue (C9, "Kim") says only that the name genders nobody; it
    # realises nothing itself, so it leaves the name to this route ("Kim a été fatiguée").
    covered = [
        *spans,
        *(c.target_tokens for c in det.cues if c.target_tokens is not None and c.category != Category.C9),
    ]
    shown = {s: g for s in spans if (g := reads(inflector, tokens, s)) is not None}
    for n in inflector.subject_name_spans(tokens, names):
        if any(s[0] <= n[0] < s[1] for s in covered):
            return []
        if not all(_bare_role(tokens, s) or _other_person(item, det, s) for s in shown if s[0] >= n[0]):
            # another person after the name whom nothing sets apart ("Kowalczyk incontrò la
            # redattrice e fu contento"), or a noun that may be its role ("fu votato il miglior pilota")
            return []
        found = inflector.name_predicate_changes(tokens, n)
        # rules-43: a span after the name set apart as another person ("Whittier fu introdotto alla
        # poesia da una sua insegnante") need not share the name's gender; the agents realise the
        # two apart (:func:`named_predicate_places`). A bare role (rules-42) is the name's own.
        if found is None or any(
            g != found[0] for s, g in shown.items() if s[0] < n[0] or _bare_role(tokens, s)
        ):
            return []
        return [p for p in found[1] if all(not (s[0] <= p[0] < s[1]) for s in covered)]
    return []


def _other_person(item: Item, det: CueDetection, span: tuple[int, int]) -> bool:
    """rules-43: whether a cue reaches ``span`` whose English noun names another referent than
    the sentence's subject (:func:`fairmt.fairqe.agents.independent_persons.own_referent`:
    "by a teacher", not "was voted the greatest driver")."""
    from fairmt.fairqe.agents.independent_persons import own_referent

    words = item.source.split()
    return any(
        c.target_tokens is not None
        and c.source_tokens is not None
        and not (span[1] <= c.target_tokens[0] or span[0] >= c.target_tokens[1])
        and own_referent(words, c.source_tokens)
        for c in det.cues
    )


def named_predicate_places(
    item: Item, tokens: list[str], inflector: Inflector, spans: Sequence[tuple[int, int]] = ()
) -> frozenset[int]:
    """rules-43: the token indices of the participles and predicatives of the translation's
    named subject (the first name among :func:`english_subject_names` that
    :meth:`Inflector.subject_name_spans` finds, its :meth:`Inflector.name_predicate_changes`),
    for :func:`fairmt.fairqe.agents.independent_persons.independent_persons`: the named person
    is one referent and a person noun after the name ("da una sua insegnante") another, each
    free in gender (Serianni, *Grammatica italiana*, XI.360ff.: the participle agrees with its
    own subject), so the agents add the mixed realisations. Empty when the English has a
    gendered pronoun (it then says who the name is) or no such name, and when one of the
    realisation's ``spans`` is a bare role (:func:`_bare_role`, rules-42: "ascendida de
    profesora adjunta a profesora titular" names the subject's own roles, one person)."""
    if any(_bare_role(tokens, s) for s in spans):
        return frozenset()
    if {w.strip(_PUNCT).lower() for w in item.source.split()} & _GENDERED:
        return frozenset()
    names = english_subject_names(item.source)
    if not names:
        return frozenset()
    for n in inflector.subject_name_spans(tokens, names):
        found = inflector.name_predicate_changes(tokens, n)
        return frozenset(i for p in found[1] for i in range(*p)) if found else frozenset()
    return frozenset()
