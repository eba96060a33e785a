"""The predicative of the subject after a place complement (it-inflect-28).

With an intransitive verb of motion or state in a compound tense, a predicative adjective
may follow the verb's complement and still agree with the subject: "sono tornati a casa
esausti", "è arrivata in ufficio stanca" (the *complemento predicativo del soggetto*;
Serianni, *Grammatica italiana*, II.37-40, and Treccani, "predicativo"). When the subject's
gender changes, that adjective changes with the participle.

Kept narrow: the complement is one preposition (or its contraction with the article) and one
noun; the adjective ends the clause; it shows the participle's number and the subject's old
gender, and does not agree with the complement's noun in both gender and number ("è tornata
nella casa vecchia" reads as the house's adjective). Anything else is left as it is. Since
it-inflect-47 the same holds after a dropped subject's participle ("Sono andate a casa contente"),
and an adjective that the dictionary also reads as a finite verb ("contenti", of *contentare*)
counts as the adjective there.

it-inflect-60 (it65): an adjective of a living being's mood or bodily state
(:data:`~fairmt.inflect.italian_words.PERSON_STATE_ADJECTIVES`: "contento", "stanco",
"esausto") after a thing noun of one gender (a place: "negozio", "ufficio") agrees with the
subject even where it could agree with the noun too ("è uscito dal negozio contento"): a shop is
not content, so the adjective is the subject's. After a person noun ("dal medico stanco") it may
still be that person's, and is left as it is.

it65 review: the same holds after an animal noun, which may be tired or frightened itself ("è
tornato dal cane stanco": the dog may be the tired one). The dictionary gives "cane" and "cavallo"
one gender, as it does "negozio", so the override applies only to a noun with no counterpart of
the other gender (:func:`_no_gendered_pair`): neither a regular one in the dictionary ("cavallo"
-> "cavalla", "-o"/"-a", "-i"/"-e") nor a Spanish translation with both genders
(:func:`~fairmt.inflect.italian_persons.spanish_person`: "cane" -> "perro"/"perra"). The
regular pair is looked for from a masculine noun only: from a feminine one it would find
unrelated nouns ("casa"/"caso", "porta"/"porto"). Animals whose female has another word
("gallo"/"gallina") or a feminine animal noun paired with nothing ("cavalla", "mucca") are not
told apart and remain a known gap.

Of :data:`~fairmt.inflect.italian_words.PERSON_STATE_ADJECTIVES` the dictionary lacks some
regular participial adjectives ("arrabbiato", "deluso", "annoiato") and reads "ubriaco" as a noun
too (a drunkard): a listed adjective counts as one whatever noun reading it has, and a form the
dictionary lacks is read and put in the other gender by its regular ending
(:func:`_unknown_state_adjective`: "arrabbiata" -> "arrabbiato").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fairmt.inflect.apertium_morph import Morphology, Reading, finite_verb, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_persons import spanish_person
from fairmt.inflect.italian_words import PERSON_STATE_ADJECTIVES
from fairmt.inflect.romance import Gender

_PREPOSITIONS = frozenset(["a", "in", "da"])
_OLD = {"F": "m", "M": "f"}


def _person_state(adj: str) -> bool:
    """Whether ``adj`` is a form of :data:`~fairmt.inflect.italian_words.PERSON_STATE_ADJECTIVES`
    (its masculine singular by the ending: "stanche" -> "stanco", "contenta" -> "contento")."""
    if adj.endswith(("chi", "che")):
        return adj[:-3] + "co" in PERSON_STATE_ADJECTIVES
    return adj[-1:] in ("o", "a", "i", "e") and adj[:-1] + "o" in PERSON_STATE_ADJECTIVES


#: The endings of a regular noun pair by gender and number ("cavallo"/"cavalla", "cavalli"/"cavalle").
_PAIRED_ENDINGS = {
    ("m", "sg"): ("o", "a"),
    ("f", "sg"): ("a", "o"),
    ("m", "pl"): ("i", "e"),
    ("f", "pl"): ("e", "i"),
}


def _no_gendered_pair(morph: Morphology, noun: str) -> bool:
    """Whether ``noun`` names a place or thing of one gender with no counterpart of the other
    (module docstring, it65 review): no "cane"/"cavallo", whose females may be meant."""
    if not morph.fixed_gender_noun(noun) or spanish_person(noun):
        return False
    for r in morph.noun_readings(noun):
        old, new = _PAIRED_ENDINGS.get((r.gender, r.number), ("", ""))
        if r.gender == "m" and old and noun.endswith(old):
            other = noun[: -len(old)] + new
            if any(n.gender not in (r.gender, "") for n in morph.noun_readings(other)):
                return False
    return True


def secondary_predicate(
    out: list[str], k: int, gender: Gender, contractions: Mapping[str, tuple[str, str]]
) -> bool:
    """``out[k - 1]`` is a participle already put in ``gender``; at ``out[k]`` a place
    complement and a predicative adjective of the subject: put the adjective in ``gender`` in
    place and return ``True``; else return ``False``."""
    morph = morphology("it")
    if morph is None or k < 1 or k + 2 >= len(out):
        return False
    part = [r for r in morph.readings(Word.parse(out[k - 1]).core.lower()) if "pp" in r.tags]
    if not part:
        return False
    number = part[0].number
    words = [Word.parse(t) for t in out[k : k + 3]]
    if any(w.post.strip() for w in words[:2]) or (k + 3 < len(out) and not words[2].post.strip()):
        return False  # punctuation inside, or the adjective does not end the clause
    prep = words[0].core.lower()
    if prep not in _PREPOSITIONS and contractions.get(prep, ("",))[0] not in _PREPOSITIONS:
        return False
    nouns = morph.noun_readings(words[1].core.lower())
    if not nouns:
        return False  # ("a dormire stanca": an infinitive, not a place)
    adj = words[2].core.lower()
    state = _person_state(adj)
    readings = morph.readings(adj)
    if state:
        # (it65 review: a listed adjective is one whatever else the dictionary reads, as the
        # noun "ubriaco", a drunkard; module docstring)
        readings = tuple(r for r in readings if r.pos != "n")
    if state and not readings:
        return _unknown_state_adjective(out, k, gender, number, nouns)
    rs = [r for r in readings if r.pos == "adj" or "pp" in r.tags]
    others = [r for r in readings if not (r.pos == "adj" or "pp" in r.tags)]
    # (it-inflect-47: a finite verb reading beside the adjective's, "contenti" of *contentare*,
    # does not count: no finite verb ends the clause after the place complement)
    if not rs or not all(finite_verb(r) for r in others):
        return False
    if any(r.pos == "n" for r in readings):
        return False
    if not all(r.gender == _OLD[gender] and r.number == number for r in rs):
        return False
    if any(n.gender in (r.gender, "mf") and n.number == r.number for n in nouns for r in rs) and not (
        state and _no_gendered_pair(morph, words[1].core.lower())
    ):
        return False  # it may be the complement noun's adjective
    new = morph.agree(adj, gender)
    if new is None:
        return False
    out[k + 2] = words[2].render(new)
    return True


def _unknown_state_adjective(
    out: list[str], k: int, gender: Gender, number: str, nouns: Sequence[Reading]
) -> bool:
    """:func:`secondary_predicate` for a form of a listed adjective the dictionary lacks
    ("arrabbiata", "delusi"): its gender and number, and the form in ``gender``, by the regular
    ending of :data:`_PAIRED_ENDINGS` (module docstring)."""
    morph = morphology("it")
    word = Word.parse(out[k + 2])
    adj = word.core.lower()
    key = next((key for key, (old, _) in _PAIRED_ENDINGS.items() if adj.endswith(old)), None)
    if morph is None or key is None or key != (_OLD[gender], number):
        return False
    if any(n.gender in (key[0], "mf") and n.number == key[1] for n in nouns) and not _no_gendered_pair(
        morph, Word.parse(out[k + 1]).core.lower()
    ):
        return False  # it may be the complement noun's adjective
    old, new = _PAIRED_ENDINGS[key]
    out[k + 2] = word.render(adj[: -len(old)] + new)
    return True
