"""The tacit subject of a main clause after a fronted adverbial clause (es-inflect-51, helper es67).

"Si una pilota ha volado toda la noche, ya estará cansada": the main clause has no subject of its
own, and Spanish recovers a tacit subject from the discourse before it (RAE, *Nueva gramática*
§33.4, the tacit subject continues the topic); after a fronted conditional, temporal or
concessive clause (§47.1, §24.1, §47.10) that topic is the fronted clause's subject, so the
main clause's predicative ("cansada") agrees with it. The English often drops the pronoun too
("If a driver has worked all night, already tired"), so no English cue ties the predicative to
the person, and the realisation of "una pilota" as "un piloto" kept "cansada".

:func:`fronted_clause_predicatives` reads one such sentence: the person's phrase comes right
after a subordinator that opens the sentence (:data:`_OPENERS`); the fronted clause ends at the
first comma after the phrase; the first clause without a subject after that comma (the parse's
groups, :meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.dropped_subject_predicatives`)
lies in the main clause, before any further punctuation, and no article, personal pronoun or
relative comes between the comma and it (another noun phrase may be the subject or the object
the predicative is said of: "Cuando la médica llegó, la paciente estaba dormida" has a subject,
"Cuando la médica llegó, vio al paciente dormido" an object). Its predicatives change when each
still shows the phrase's old gender and its number.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, word_tuple

__all__ = ["fronted_clause_predicatives"]

#: The subordinators of a fronted adverbial clause (NGLE §47.1 conditional "si"; §24.1 temporal
#: "cuando", "mientras", "apenas", "en cuanto", "después/antes de que", "una vez que", "tan pronto
#: como", "desde que"; §47.10 concessive "aunque"; §46.2 causal "como", "ya que", "puesto que",
#: "dado que"), as word sequences.
_OPENERS = frozenset(
    tuple(s.split())
    for s in (
        "si",
        "cuando",
        "mientras",
        "apenas",
        "aunque",
        "como",
        "en cuanto",
        "después de que",
        "antes de que",
        "una vez que",
        "tan pronto como",
        "desde que",
        "ya que",
        "puesto que",
        "dado que",
    )
)
#: Words that open another noun phrase or clause between the comma and the predicative: articles,
#: stressed personal pronouns, relatives (the predicative may be said of that other phrase).
_OTHERS = frozenset(
    word_tuple("el la los las lo un una unos unas al del que quien quienes él ella ellos ellas usted ustedes")
)
_CLAUSE_END = (",", ".", ";", ":", "!", "?", ")", "—", "-")


def fronted_clause_predicatives(
    before: Sequence[str],
    after: list[str],
    phrase: tuple[int, int],
    old: str,
    gender: str,
    groups: Callable[[], list[list[tuple[int, int]]]],
    gender_of: Callable[[int], str | None],
    agree: Callable[[str], str | None],
) -> list[str]:
    """``after`` (``before`` with the person's phrase ``before[phrase[0]:phrase[1]]`` realised from
    ``old`` into ``gender``) with the predicatives of the main clause after the phrase's fronted
    clause in ``gender`` too (module docstring). ``groups``: the predicatives of the clauses
    without a subject, as one-token spans; ``gender_of(k)``: the gender ("F"/"M") token ``k``
    shows; ``agree(word)``: ``word`` in ``gender``."""
    start, end = phrase
    if old == gender or gender not in ("F", "M") or not 0 < start < end < len(before):
        return after
    words = [Word.parse(t) for t in before]
    opener = tuple(w.lower for w in words[:start])
    if opener not in _OPENERS or any(w.post.strip() for w in words[:end]):
        return after
    comma = next((j for j in range(end, len(words)) if _ends(words[j])), None)
    if comma is None or not words[comma].post.strip().startswith(","):
        return after
    delta = len(after) - len(before)
    if list(after[comma + 1 + delta :]) != list(before[comma + 1 :]):
        return after  # the realisation changed something past the fronted clause
    clause_end = next((j for j in range(comma + 1, len(words)) if _ends(words[j])), len(words) - 1)
    group = next((g for g in groups() if g and g[0][0] > comma), None)
    if group is None or group[-1][0] > clause_end:
        return after
    if any(w.lower in _OTHERS for w in words[comma + 1 : group[0][0]]):
        return after
    plural = words[end - 1].lower.endswith("s")
    out = list(after)
    for s, _ in group:
        w = words[s]
        new = agree(w.core)
        if gender_of(s) != old or w.lower.endswith("s") != plural or new is None or new == w.core:
            return after
        out[s + delta] = w.render(new)
    return out


def _ends(w: Word) -> bool:
    """Whether ``w`` ends a stretch of the clause: punctuation after it (module docstring)."""
    return w.post.strip().startswith(_CLAUSE_END)
