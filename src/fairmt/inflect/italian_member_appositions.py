"""The noun "membro" in apposition to a thing noun: "Stato membro", "paesi membri" name no person.

"membro" (member) is a noun of one form for both genders (:data:`EPICENE`), so a span that the
aligner puts on it for an English "member" is taken for a person. In "Stato membro", "Stati
membri", "paese membro", "organizzazioni membri" it stands in apposition to the noun before it
and names what that noun names (Serianni, *Grammatica italiana*, V.24-27 on the noun in
apposition, "Stato membro", "nave scuola"); the English compound "Member State" is one thing. The
realiser then made "Stato" agree as if it were the participle of *essere* ("un altro Stata
membro") or feminised the phrase.

Decision: a span that ends in "membro"/"membri" right after a noun the dictionary knows as a
noun of one gender with no form in the other (:func:`thing_noun`: "stato", "paese", "nazione";
the participle readings of "stato" do not count, a noun of a person with a feminine such as
"deputato" does) is no person's, and nothing changes. "i deputati membri della commissione"
still agrees ("deputato" has its feminine), and so does a person noun the dictionary has no
feminine for ("i ministri membri del governo", "il capo membro del gruppo": the realiser's
``person_noun``) and a span that holds a person noun before the apposition ("Il rappresentante
dello Stato membro").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["member_apposition", "thing_noun"]

#: The forms of "membro" (singular and plural).
_MEMBER = frozenset({"membro", "membri"})


def thing_noun(word: str) -> bool:
    """Whether the dictionary reads ``word`` (lower case) as a noun of one gender with no noun
    form in the other (module docstring); other readings (participles, verbs) do not count."""
    morph = morphology("it")
    if morph is None:
        return False
    nouns = morph.noun_readings(word)
    if not nouns:
        return False
    for r in nouns:
        if r.gender not in ("m", "f") or "acr" in r.tags:
            return False
        if morph.noun_pair(word, "F" if r.gender == "m" else "M") is not None:
            return False
    return True


def member_apposition(tokens: Sequence[str], span: tuple[int, int], is_person: Callable[[str], bool]) -> bool:
    """Whether ``tokens[span]`` ends in "membro"/"membri" right after a :func:`thing_noun`, in the
    span or just before it, with no punctuation between and no noun of the span before the
    thing noun that ``is_person`` (module docstring: in "il rappresentante dello Stato membro"
    the person still changes)."""
    s, e = span
    if not (0 <= s < e <= len(tokens) and e - 2 >= max(0, s - 1)):
        return False
    last = Word.parse(tokens[e - 1])
    if last.core.lower() not in _MEMBER or last.pre.strip():
        return False
    before = Word.parse(tokens[e - 2])
    if before.post.strip() or not before.core.isalpha() or not thing_noun(before.core.lower()):
        return False
    if is_person(before.core.lower()):
        return False  # "i ministri membri del governo": a person noun the dictionary has no feminine for
    morph = morphology("it")
    words = (Word.parse(t).core.lower() for t in tokens[s : e - 2])
    # (a noun: "altro" of "un altro Stato" is a person word only as a nominalised pronoun)
    return morph is not None and not any(morph.noun_readings(w) and is_person(w) for w in words)
