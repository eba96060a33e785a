"""The subject clitic that repeats a noun subject after its verb in a question (fr-inflect-59).

In the *interrogation complexe* the noun subject stays before the verb and a clitic pronoun
after it repeats it ("La voisine est-elle partie ?", "Les élèves ont-ils fini ?"; Grevisse and
Goosse, *Le Bon Usage*, complex subject inversion): the clitic takes the gender and number of
the noun it repeats. Realising the noun left the clitic in the other gender when nothing else
linked the two, as with an epicene noun whose determiner alone shows the gender ("la
journaliste n'était-elle pas" -> "le journaliste n'était-elle pas").

:func:`resumed_subject` realises that clitic with the noun phrase, and the attribute or passive
participle that agrees with it (:func:`~fairmt.inflect.french_inverted_subjects.realise_inverted`,
as for a pronoun subject: "n'était-il pas fatigué"). The phrase must be the
subject right before the inverted verb: it opens on a determiner of the list below (not an
interrogative *quel*, whose noun may be the object: "Quelle actrice a-t-il choisie ?"), no
preposition stands before it ("Le bureau de l'architecte est-il grand ?": the clitic repeats
*bureau*), its number is the clitic's, and where its determiner shows a gender, the clitic is of
that gender in the original.

The phrase must also open its clause (:func:`_opens_clause`): the subject of a complex inversion
heads the question, after at most a comma, a coordinator or an interrogative adverb ("Mais la
journaliste n'a-t-elle pas raison ?", "Pourquoi le ministre est-il parti ?"). A noun after a
relative pronoun and its verb is that relative clause's inverted subject, and the clitic repeats
the head noun before it ("Le livre qu'écrit mon collègue est-il bon ?": *il* is *livre*), so a
phrase after *que*, *dont*, *où* or a finite verb is left alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_inverted_subjects import impersonal_inverted, inverted_pronoun, realise_inverted
from fairmt.inflect.french_words import PREPOSITIONS

__all__ = ["resumed_subject"]

#: Determiners that open a noun subject: (gender shown or "", number). Not "des", which is also "de"
#: and "les" fused, a complement's ("Les enfants des voisins sont-ils là ?": the clitic repeats "enfants").
_DETERMINERS: dict[str, tuple[str, str]] = {
    **{d: ("M", "sg") for d in ("le", "un", "ce", "cet")},
    **{d: ("F", "sg") for d in ("la", "une", "cette", "ma", "ta", "sa")},
    **{d: ("", "sg") for d in ("l'", "mon", "ton", "son", "notre", "votre", "leur")},
    **{d: ("", "pl") for d in ("les", "ces", "mes", "tes", "ses", "nos", "vos", "leurs")},
}

#: Words after which a clause starts: coordinators ("Mais la journaliste n'a-t-elle pas raison ?").
_COORDINATORS = frozenset({"mais", "et", "donc", "alors", "or"})

#: Interrogative adverbs that may open the question before its subject ("Pourquoi le ministre
#: est-il parti ?"); only at the clause's start, where "où" is no relative pronoun.
_INTERROGATIVE_ADVERBS = frozenset({"pourquoi", "quand", "comment", "où"})

#: Punctuation after which a clause starts.
_CLAUSE_BREAKS = frozenset(",;:")

#: The clitics' gender and number.
_CLITICS = {"il": ("M", "sg"), "elle": ("F", "sg"), "ils": ("M", "pl"), "elles": ("F", "pl")}


def _determiner(token: str) -> str:
    """The determiner a token opens on: itself, or the elided ``l'`` glued to the noun."""
    low = lower_core(token).replace("’", "'")
    return "l'" if low.startswith("l'") and low != "l'" else low


def resumed_subject(
    out: list[str], tokens: Sequence[str], phrase: tuple[int, int], gender: Realisation
) -> list[str]:
    """``out`` (the realisation of the noun phrase ``phrase`` of ``tokens`` in ``gender``) with
    the clitic of the inverted verb right after the phrase in ``gender`` too, when the phrase is
    the subject that clitic repeats (module docstring); ``out`` unchanged otherwise, and for the
    neutral, whose middle-dot forms the noun's realisation gives."""
    s, e = phrase
    if gender not in ("F", "M") or e >= len(tokens) or out[e] != tokens[e]:
        return out
    word = Word.parse(tokens[e])
    found = inverted_pronoun(word.core)
    if found is None or impersonal_inverted(tokens, e) or Word.parse(tokens[e - 1]).post:
        return out
    det = _determiner(tokens[s])
    if det not in _DETERMINERS or (s > 0 and lower_core(tokens[s - 1]) in PREPOSITIONS):
        return out
    if not _opens_clause(tokens, s):
        return out
    shown, number = _DETERMINERS[det]
    pronoun = found[1]
    was, pronoun_number = _CLITICS[pronoun]
    if pronoun_number != number or (shown and shown != was) or was == gender:
        return out
    # The clitic, and the attribute or passive participle that agrees with it.
    inverted = realise_inverted(tokens, (e, e + 1), gender)
    if inverted is None:
        return out
    return [
        w if w != t or i is None else i
        for w, t, i in zip(out, tokens, _changes(inverted, tokens), strict=True)
    ]


def _clause_starts_at(tokens: Sequence[str], i: int) -> bool:
    """Whether a clause may start at ``tokens[i]``: the first token, or one after a comma (or
    semicolon, colon), a bare punctuation token ("«") or a coordinator."""
    if i == 0:
        return True
    before = Word.parse(tokens[i - 1])
    return (
        not before.core
        or any(c in _CLAUSE_BREAKS for c in before.post)
        or lower_core(tokens[i - 1]) in _COORDINATORS
    )


def _opens_clause(tokens: Sequence[str], s: int) -> bool:
    """Whether the phrase at ``s`` opens its clause, after at most an interrogative adverb that
    itself opens it (module docstring). Anything else between the clause start and the phrase (a
    relative pronoun *que*, *qu'*, *dont*, *où*, a finite verb) makes it no resumed subject."""
    if _clause_starts_at(tokens, s):
        return True
    return lower_core(tokens[s - 1]) in _INTERROGATIVE_ADVERBS and _clause_starts_at(tokens, s - 1)


def _changes(new: Sequence[str], tokens: Sequence[str]) -> list[str | None]:
    """Each word of ``new`` that differs from ``tokens``; None where they agree."""
    return [n if n != t else None for n, t in zip(new, tokens, strict=True)]
