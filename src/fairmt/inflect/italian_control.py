"""Italian implicit infinitive clauses whose subject is the main clause's (it-inflect-30, issue 12).

An infinitive introduced by *di*, *a*/*ad* or *per* has no subject of its own; when the main verb
has no object, it is understood as the main clause's subject (Serianni, *Grammatica italiana*,
XIV.4-8 on implicit subordinate clauses and the coreference of their subject; Treccani,
*Enciclopedia dell'Italiano*, "infinitive, frasi"). A predicative inside it therefore agrees
with that subject: "Molte pazienti stanno ancora aspettando di essere visitate", "Gli atleti
sperano di essere convocati", "Le ragazze sono partite presto per essere puntuali".

:func:`controlled_essere` finds such an infinitive *essere* after the subject's phrase, so that
the predicate rule (:meth:`fairmt.inflect.italian_agreement.ItalianAgreement._predicate`) makes
its participles and adjectives agree. It is kept narrow: only finite verbs, gerunds, participles
after *avere*, adverbs, "si"/"ne" and "non" may stand between; a noun, determiner, pronoun,
preposition, conjunction or punctuation (an object, which may be the controller instead: "Ha
chiesto al medico di essere breve"; another clause) ends the search, and so does an object
clitic ("Le ha chiesto di essere puntuale": the clitic is the controller).

it-inflect-45: that object clitic, enclitic on the verb right before the preposition
("Ringraziale per essere venute", "Chiedergli di essere puntuale"), is the controller of the
infinitive clause (Serianni XIV.4-8: with an object, the object is the implicit subject), so a
realised predicative of that clause takes its clitic along: :func:`controlling_enclitic` puts the
accusative enclitic in the predicative's new gender ("Ringraziali per essere venuti").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, match_case
from fairmt.inflect.romance import Gender, Number

__all__ = ["controlled_essere", "controlling_enclitic"]

#: Prepositions that introduce an implicit infinitive clause (Serianni XIV.4-8).
_INFINITIVE_PREPOSITIONS = frozenset(["di", "a", "ad", "per"])

#: The infinitive of *essere* (and its truncated form).
_ESSERE_INFINITIVES = frozenset(["essere", "esser"])

#: Clitics that may stand before the main verb without being its object.
_NOT_OBJECTS = frozenset(["si", "ne", "non"])

#: Verb tags of the main verb group: finite tenses, the gerund ("stanno aspettando") and the
#: past participle after *avere* ("hanno deciso").
_VERB_TAGS = frozenset(["pri", "pii", "ifi", "fti", "prs", "pis", "cni", "ger", "pp"])

#: Readings that open a phrase of their own (an object, a complement).
_PHRASE_POS = frozenset(["n", "np", "det", "pr", "adj", "prn", "preadv", "cnjcoo", "cnjsub", "cnjadv"])

#: How many words may stand between the subject's phrase and the preposition.
_MAX_BETWEEN = 5


def controlled_essere(
    tokens: Sequence[str], k: int, essere: AbstractSet[str], between: AbstractSet[str]
) -> int | None:
    """The index of the word after an infinitive *essere* whose subject is the subject ending
    right before ``k`` (its predicative starts there), or ``None``.

    From ``k`` on: a verb group of at least one finite verb (not a form of *essere*, whose
    predicate the caller handles: ``essere``), with gerunds, participles, adverbs (``between``
    or words the dictionary reads only as adverbs or verbs), "si", "ne" and "non" among it;
    then *di*/*a*/*ad*/*per* and *essere*, with no punctuation on the way."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None:
        return None
    j = k
    finite = False
    while j < len(tokens) and j - k <= _MAX_BETWEEN:
        w = Word.parse(tokens[j])
        low = w.core.lower()
        if low in _INFINITIVE_PREPOSITIONS and finite:
            if w.post.strip() or j + 1 >= len(tokens):
                return None
            nxt = Word.parse(tokens[j + 1])
            if nxt.core.lower() not in _ESSERE_INFINITIVES or nxt.post.strip() or j + 2 >= len(tokens):
                return None
            return j + 2
        if low in essere:
            return None
        rs = morph.readings(low)
        verb = any(r.pos in ("vblex", "vbmod", "vbhaver") and _VERB_TAGS & set(r.tags) for r in rs)
        if verb and not any(r.pos in _PHRASE_POS for r in rs):
            finite = finite or any(set(r.tags) & (_VERB_TAGS - {"ger", "pp"}) for r in rs)
        elif low in _NOT_OBJECTS or (low in between and low not in ("mi", "ti", "ci", "vi")):
            pass
        elif not (any(r.pos == "adv" for r in rs) and not any(r.pos in _PHRASE_POS for r in rs)):
            return None
        if w.post.strip():
            return None
        j += 1
    return None


def controlling_enclitic(
    tokens: Sequence[str],
    out: list[str],
    start: int,
    gender: Gender,
    enclitic: Callable[[str, Gender, Number | None], str | None],
) -> list[str]:
    """``out`` (``tokens`` with the span from ``start`` realised in ``gender``, one word for one)
    with the verb's enclitic object that controls the span's infinitive clause in ``gender`` too
    (module docstring): the span opens on *essere*, after "di"/"a"/"per" right after a verb with
    an enclitic; the realisation changed a word; ``enclitic(word, gender, number)`` gives the verb
    with its pronoun in ``gender`` (the number is the realised predicative's)."""
    if len(out) != len(tokens) or start < 2 or out == list(tokens):
        return out
    words = [Word.parse(t) for t in tokens]
    if words[start].core.lower() not in _ESSERE_INFINITIVES or words[start - 1].post.strip():
        return out
    if words[start - 1].core.lower() not in _INFINITIVE_PREPOSITIONS or words[start - 2].post.strip():
        return out
    morph = morphology("it")
    if morph is None:
        return out
    changed = [k for k in range(start, len(out)) if out[k] != tokens[k]]
    numbers = {r.number for k in changed for r in morph.readings(Word.parse(out[k]).core.lower()) if r.number}
    if len(numbers) != 1:
        return out
    verb = words[start - 2]
    if not any("enc" in r.tags for r in morph.readings(verb.core.lower())):
        return out
    number = numbers.pop()
    new = enclitic(verb.core.lower(), gender, "pl" if number == "pl" else "sg")
    if new is None or new == verb.core.lower():
        return out
    result = list(out)
    result[start - 2] = verb.render(match_case(verb.core, new))
    return result
