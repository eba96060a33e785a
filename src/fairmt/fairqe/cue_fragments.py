"""Predicates of an unstated addressee or speaker in verbless fragments (en-cues-51).

Dialogue and signs leave the subject and the copula out: "Tired?", "Ready to go?", "Sorry to
bother you.", "Welcome back!". English needs no agreement there, but the Romance
translation does ("¿Cansada?", "Pronto a partire?", "Désolée de vous déranger", "¡Bienvenida
de nuevo!"), and whose gender it is (the addressee's in a question, the speaker's in an
apology) is nowhere in the source: an ambiguous C10 cue, like the predicate of "Are you
ready?" (:mod:`fairmt.fairqe.cue_clauses`).

A fragment is read only where it cannot be anything else: the word opens the sentence and
either ends it with "?" or "!" ("Tired?"), or takes a *to*-infinitive in a question or an
exclamation with no subject pronoun of its own ("Ready to go?", "Happy to help!"; also in a
statement for the speaker's feelings: "Sorry to bother you."; Quirk et al. 1985, §12.47 on
verbless clauses and §16.69 on adjectives with *to*-infinitive complements). A bare word
ending with a full stop ("Closed.", "Done.") is left alone: signs say those of things.
*Welcome* opening the sentence, or closing it after a vocative ("Dear colleagues, welcome."), is
the formula addressed to the arrivals ("Welcome!", "Welcome back", "Welcome to Rome"), whose
Romance adjective agrees with them.

A question or exclamation may wrap the word in adverbs and a short complement and still have no
verb ("Lost again?", "Still angry with me?", "Not ready yet?", "So happy for you!"; Quirk et al.
1985, §12.47): the word is read when only degree, time and focus adverbs
(:data:`_LEAD_ADVERBS`) stand before it in its sentence, and only such adverbs, a preposition
and an object pronoun (:data:`_TAIL`) after it up to the "?" or "!" (fr40).

A sentence that is nothing but a participle in -ed and an adjective, coordinated ("Exhausted but
happy.", "Tired, hungry and cold!"), is read in a statement too (:func:`_coordinated_fragment`,
fr41): it describes the unstated speaker or protagonist, while things' labels coordinate only
participles ("Washed and dried.") or only adjectives ("Cheap and cheerful.").
A short verbless setting may open the sentence ("Home at last, exhausted but happy.";
:func:`_fronted_setting`, fr44).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Hit, Tok

__all__ = ["fragment_predicates"]

#: Subjects that make a clause of the sentence, so the adjective is no verbless fragment
#: ("Ready to go, we left": its predicate is said of "we", read elsewhere); "you" and "it" are
#: objects as often ("Sorry to bother you").
_SUBJECTS = frozenset(["i", "he", "she", "we", "they"])
#: What may follow *welcome* in the formula.
#: Adjectives of the speaker's feelings that open a fragment with a *to*-infinitive in any
#: sentence ("Sorry to bother you.", "Pleased to meet you."); any other word needs the fragment
#: to be a question or an exclamation ("Ready to go?"), since "Prior to", "Due to", "Next to"
#: open prepositional phrases.
_SPEAKER_STATES = frozenset(
    ["sorry", "glad", "happy", "pleased", "delighted", "proud", "thrilled", "honoured", "honored"]
)
#: Targets whose welcome formula is an adjective agreeing with the addressee (es *bienvenido/a*,
#: it *benvenuto/a*, pt *bem-vindo/a*, ca *benvingut/uda*). French *Bienvenue !* is the noun *la
#: bienvenue* and does not change ("Bienvenue à tous"; only "Soyez le bienvenu" agrees).
_WELCOME_AGREES = frozenset(["es", "it", "pt", "ca"])
_WELCOME_NEXT = frozenset(["back", "home", "to", "aboard", "everyone", "everybody", "all"])
#: Adverbs that may open a verbless question or exclamation before its adjective ("Still angry?").
_LEAD_ADVERBS = frozenset(
    ["still", "already", "not", "so", "too", "very", "really", "always", "never", "finally", "again", "even"]
)
#: What may follow the adjective of such a fragment up to its "?"/"!" ("Lost again?", "Angry with
#: me?"): adverbs, a preposition and an object pronoun; no noun and no verb.
_TAIL = frozenset(
    [
        "again",
        "already",
        "yet",
        "now",
        "today",
        "tonight",
        "too",
        "enough",
        "still",
        "then",
        "with",
        "about",
        "of",
        "at",
        "for",
        "by",
        "me",
        "you",
        "us",
        "him",
        "her",
        "them",
        "it",
        "this",
        "that",
    ]
)


def _sentence_start(toks: Sequence[Tok], i: int) -> bool:
    return i == 0 or toks[i - 1].ends_sentence


def _sentence_end(toks: Sequence[Tok], i: int) -> int:
    """The index of the last token of the sentence that token ``i`` is in."""
    while i < len(toks) - 1 and not toks[i].ends_sentence:
        i += 1
    return i


def fragment_predicates(toks: Sequence[Tok], covered: set[int], tgt_lang: str | None = None) -> list[Hit]:
    """C10 hits for verbless fragments whose adjective or participle is said of an unstated
    person (module docstring); *welcome* only for targets in :data:`_WELCOME_AGREES`."""
    from fairmt.fairqe.cue_tokens import tokenize
    from fairmt.fairqe.cues import _predicate_word, predicate_hit

    out: list[Hit] = []
    n = len(toks)
    for i, t in enumerate(toks):
        if i in covered:
            continue
        if t.low == "welcome":
            if tgt_lang in _WELCOME_AGREES and (
                (
                    _sentence_start(toks, i)
                    and (t.ends_clause or (i + 1 < n and toks[i + 1].low in _WELCOME_NEXT))
                )
                or (i > 0 and toks[i - 1].ends_clause and t.ends_sentence)  # "Dear colleagues, welcome."
            ):
                note = "greeting 'welcome': the addressee's gender is unstated"
                out.append(predicate_hit(i, i, t, note))
                covered.add(i)
            continue
        if not _predicate_word(tokenize(t.raw.lower())):
            continue  # (read in lower case: the fragment's first word is capitalised)
        joined = _coordinated_fragment(toks, i, covered)
        if joined:
            for k in joined:
                out.append(predicate_hit(k, k, toks[k], _fragment_note(toks[k])))
                covered.add(k)
            continue
        if _wrapped_fragment(toks, i):
            pass  # (never at a sentence start whose one word ends the sentence: see below)
        elif not _sentence_start(toks, i):
            continue
        elif t.ends_sentence:
            if not any(ch in t.raw for ch in "?!"):
                continue
        elif t.ends_clause or i + 1 >= n or toks[i + 1].low != "to":
            continue
        else:
            end = _sentence_end(toks, i)
            if any(toks[k].low in _SUBJECTS for k in range(i + 1, end + 1)):
                continue
            if t.low not in _SPEAKER_STATES and not any(ch in toks[end].raw for ch in "?!"):
                continue  # "Prior to running for office, Oleson ...": a preposition, no fragment
        out.append(predicate_hit(i, i, t, _fragment_note(t)))
        covered.add(i)
    return out


def _fragment_note(t: Tok) -> str:
    return f"verbless fragment '{t.core}': the gender of the person it is said of is unstated"


def _lead_adverbs_start(toks: Sequence[Tok], i: int) -> int | None:
    """The index before the :data:`_LEAD_ADVERBS` that open token ``i``'s sentence (``i - 1``
    when none do), or ``None`` when another word stands before ``i`` in its sentence."""
    start = _sentence_first(toks, i)
    if any(toks[k].low not in _LEAD_ADVERBS or toks[k].ends_clause for k in range(start, i)):
        return None
    return start - 1


def _sentence_first(toks: Sequence[Tok], i: int) -> int:
    """The index of the first token of the sentence that token ``i`` is in."""
    k = i - 1
    while k >= 0 and not toks[k].ends_sentence:
        k -= 1
    return k + 1


#: Coordinators of the adjectives of a verbless statement ("Exhausted but happy.").
_COORDINATORS = frozenset(["and", "but", "yet", "or"])


def _coordinated_fragment(toks: Sequence[Tok], i: int, covered: set[int]) -> list[int]:
    """(fr41) The adjectives and participles of a verbless sentence that is nothing but two or
    more of them, coordinated by "and"/"but"/"yet"/"or" or commas, from token ``i`` (its first),
    with only :data:`_LEAD_ADVERBS` before or between them: "Exhausted but happy.", "Tired,
    hungry and cold!", "Still tired but very happy." Empty when the sentence is anything else.

    Unlike a bare word ending with a full stop ("Closed.", "Done.", said of things on signs), a
    coordination of predicates ending a statement is a supplementive description of the
    unstated speaker or protagonist (Quirk et al. 1985, §12.47 on verbless clauses): the Romance
    translation makes each word agree with that person ("Épuisée mais heureuse."). Only a
    coordination of a participle in -ed with an adjective is read so: labels and signs of things
    coordinate only participles ("Washed and dried.", "Closed and locked.") or only adjectives
    ("Cheap and cheerful.", "Quick and easy."), whose MT may be a locution ("Bon marché").
    """
    from fairmt.fairqe.cue_tokens import tokenize
    from fairmt.fairqe.cues import _predicate_word

    if _lead_adverbs_start(toks, i) is None and not _fronted_setting(toks, i):
        return []
    end = _sentence_end(toks, i)
    found: list[int] = []
    need_word = True
    for j in range(i, end + 1):
        t = toks[j]
        if j in covered:
            return []
        if not need_word:
            if t.low not in _COORDINATORS or t.ends_clause:
                return []
            need_word = True
        elif (t.low in _LEAD_ADVERBS or (t.low in _COORDINATORS and found)) and not t.ends_clause:
            continue  # "tired but very happy", "tired, and happy"
        elif _predicate_word(tokenize(t.raw.lower())):
            found.append(j)
            need_word = t.ends_clause  # a comma after it: the next word is coordinated
        else:
            return []
    if len(found) < 2 or found[-1] != end:
        return []
    participles = sum(toks[k].low.endswith("ed") for k in found)
    return found if 0 < participles < len(found) else []


#: (fr44) Words that make a fronted phrase a noun phrase or a clause, not a setting: determiners
#: and personal pronouns.
_DETERMINERS_AND_OBJECTS = (
    "the a an this that these those my your his her its our their you it me him us them there"
)
_NOT_SETTING = _SUBJECTS | frozenset(_DETERMINERS_AND_OBJECTS.split())


def _fronted_setting(toks: Sequence[Tok], i: int) -> bool:
    """(fr44) Whether token ``i`` follows a short verbless setting that opens its sentence and
    ends with a comma ("Home at last, exhausted but happy.", "Finally home, tired but proud."):
    one to four words, none a determiner or a personal pronoun (so no noun phrase of a thing,
    "The kitchen, clean and tidy.", and no clause), none in -ing or -ed (no verb), each an
    adverb, a preposition or a preposition's object (:func:`_setting_word`; no name, no verb). Such a
    setting is an adjunct of the verbless clause (Quirk et al. 1985, §12.47): the coordinated
    predicates after it still describe the unstated speaker or protagonist."""
    if i == 0 or not toks[i - 1].ends_clause or toks[i - 1].ends_sentence:
        return False
    words = toks[_sentence_first(toks, i) : i]
    if not 1 <= len(words) <= 4 or any(w.ends_clause for w in words[:-1]):
        return False
    if any(w.low in _NOT_SETTING or w.low.endswith(("ing", "ed")) for w in words):
        return False
    return all(_setting_word(w.low, words[n - 1].low if n else None) for n, w in enumerate(words))


def _setting_word(word: str, prev: str | None) -> bool:
    """(fr44) Whether ``word`` may stand in a fronted setting after ``prev`` (``None`` first): an
    adverb or a preposition ("Finally home", "Back home", "Home at ..."), or the object of a
    preposition ("at last", "after work"). A name ("Mary, exhausted but happy.") or a verb
    ("Mary sat down, tired but happy.") makes the fronted part a noun phrase or a clause, whose
    subject the predicates after the comma describe: no fragment."""
    from fairmt.fairqe.cue_words import ADVERBS, PREPOSITIONS
    from fairmt.fairqe.english_person_nouns import english_morphology

    if word in ADVERBS or word in PREPOSITIONS:
        return True
    morph = english_morphology()
    readings = (morph.readings(word) or ()) if morph is not None else ()
    if any(r.pos in ("adv", "pr") for r in readings):
        return True
    return prev in PREPOSITIONS


def _wrapped_fragment(toks: Sequence[Tok], i: int) -> bool:
    """Whether token ``i`` is the adjective of a verbless question or exclamation wrapped in
    :data:`_LEAD_ADVERBS` before it and :data:`_TAIL` words after it (module docstring)."""
    k = _lead_adverbs_start(toks, i)
    if k is None:
        return False
    if toks[i].ends_sentence:
        return k < i - 1 and any(ch in toks[i].raw for ch in "?!")
    if toks[i].ends_clause:
        return False
    end = _sentence_end(toks, i)
    if not any(ch in toks[end].raw for ch in "?!"):
        return False
    return all(toks[j].low in _TAIL and (j == end or not toks[j].ends_clause) for j in range(i + 1, end + 1))
