"""A person in the dative is no subject: the verb after it keeps its own agreement (issue 12).

In "Ai lettori è stato chiesto di inviare le loro opinioni" ("The readers were asked to ...")
the readers are the indirect object, introduced by *a*; the subject of "è stato chiesto" is
the infinitive clause, and the participle stays in the masculine singular whatever the
readers' gender ("Alle lettrici è stato chiesto"; Serianni, *Grammatica italiana*, XI.16 on
the passive of verbs with an indirect object, and II.48 on the indirect object introduced by
*a*). The English passive ("were asked") makes the aligner link the auxiliary, so a cue's span
may hold the dative phrase and the verb ("Ai lettori è stato"); realising that span's person
changed the auxiliary's participle as if the dative were its subject ("Alle lettrici è stata
chiesto").

:func:`dative_span` cuts such a span before the verb: only when the span opens with *a* or
one of its contractions with the article, a content word follows, and a form of *essere*
comes after it inside the span.

The dative is still the understood subject of an infinitive that the verb of asking or
ordering governs ("Alle passeggere è stato chiesto di rimanere sedute": the passengers are to
remain seated; Serianni XIV.4-8 on the implicit infinitive, whose subject is the verb's
indirect object with *chiedere*, *ordinare*, *dire*, *consigliare*): :func:`dative_control`
finds the predicative of such an infinitive copula, so that it agrees with the dative person.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

__all__ = ["CONTROL_PARTICIPLES", "DATIVE_PREPOSITIONS", "dative_control", "dative_span", "opens_dative"]

#: *a* and its contractions with the definite article (Serianni IV.79-81).
DATIVE_PREPOSITIONS = frozenset(["a", "ad", "al", "allo", "alla", "all'", "ai", "agli", "alle"])


def opens_dative(tokens: Sequence[str], s: int) -> bool:
    """Whether ``tokens[s]`` is *a* or a contraction of it with the article (also elided on
    its noun: "All'autrice")."""
    from fairmt.inflect.base import Word

    return tokens[s].lower().startswith("all'") or Word.parse(tokens[s]).core.lower() in DATIVE_PREPOSITIONS


def dative_span(tokens: Sequence[str], span: tuple[int, int], essere: Collection[str]) -> tuple[int, int]:
    """``span`` without the verb that follows a dative person inside it (module docstring);
    ``span`` itself when it does not open with a dative preposition or holds no form of
    ``essere`` (lower-case forms) after a content word."""
    from fairmt.inflect.base import Word

    s, e = span
    if e - s < 2 or not opens_dative(tokens, s):
        return span
    elided = tokens[s].lower().startswith("all'")  # "All'autrice": preposition and noun in one token
    for k in range(s + 1, e):
        if Word.parse(tokens[k]).core.lower() in essere:
            return (s, k) if elided or k > s + 1 else span
    return span


#: Passive participles of verbs whose indirect object is the subject of the infinitive they
#: govern with *di* (asking, ordering, advising, allowing; Serianni XIV.4-8).
CONTROL_PARTICIPLES = frozenset(
    [
        "chiesto",
        "domandato",
        "ordinato",
        "detto",
        "consigliato",
        "raccomandato",
        "imposto",
        "permesso",
        "vietato",
    ]
)

#: Infinitives of the copulas whose predicative agrees with their subject (Serianni II.34-35).
_COPULA_INFINITIVES = frozenset(["essere", "rimanere", "restare", "stare", "sembrare", "diventare"])


def dative_control(tokens: Sequence[str], k: int, essere: Collection[str]) -> int | None:
    """The index of the predicative of "di" + a copula infinitive governed by a passive verb
    of asking or ordering right at ``k`` (a form of ``essere``, optionally "stato", then one
    of :data:`CONTROL_PARTICIPLES`), whose understood subject is the dative person before
    ``k`` ("Alle passeggere | è stato chiesto di rimanere | sedute"); ``None`` otherwise.
    No punctuation may stand on the way."""
    from fairmt.inflect.base import Word

    words = [Word.parse(t) for t in tokens[k : k + 6]]
    if any(w.post.strip() for w in words[:-1]):
        return None
    low = [w.core.lower() for w in words]
    if not low or low[0] not in essere:
        return None
    j = 2 if len(low) > 1 and low[1] == "stato" else 1
    if (
        len(low) > j + 3
        and low[j] in CONTROL_PARTICIPLES
        and low[j + 1] == "di"
        and low[j + 2] in _COPULA_INFINITIVES
    ):
        return k + j + 3
    return None
