"""The tacit subject of a main clause after a fronted adverbial clause (es-inflect-51, helper es67).

"Cuando una cantante termina la gira, siempre está agotada": the main clause has no subject of its
own, and Spanish recovers a tacit subject from the discourse before it (RAE, *Nueva gramática*
§33.4, the tacit subject continues the topic); after a fronted conditional, temporal or
concessive clause (§47.1, §24.1, §47.10) that topic is the fronted clause's subject, so the
main clause's predicative ("agotada") agrees with it. The English may drop the pronoun too
("When a singer finishes a tour, always exhausted"), so no English cue ties the predicative to
the person, and the realisation of "una cantante" as "un cantante" kept "agotada".

:func:`fronted_clause_predicatives` reads one such sentence: the person's phrase comes right
after a subordinator that opens the sentence (:data:`_OPENERS`); the fronted clause ends at the
first comma after the phrase; the first clause without a subject after that comma (the parse's
groups, :meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.dropped_subject_predicatives`)
lies in the main clause, before any further punctuation, and no article, personal pronoun or
relative comes between the comma and it (another noun phrase may be the subject or the object
the predicative is said of: "Cuando la médica llegó, la paciente estaba dormida" has a subject,
"Cuando la médica llegó, vio al paciente dormido" an object). Its predicatives change when each
still shows the phrase's old gender and its number.

A masculine singular predicative has other readings (es67 review): the masculine singular is the
form a clausal or neuter subject takes (NGLE §33.3c, §16.2: "Es obvio que...", "Eso es cierto"),
and a tacit thing may be the subject ("Cuando el jefe llegó, ya estaba cerrado": the shop). So
when the phrase was masculine the rule stays out when (a) the fronted clause has the neuter clitic
"lo" ("Si el médico lo dice, será cierto": what he says is true), (b) a singular predicative is one
of the adjectives that take a clausal subject (:data:`_CLAUSAL_PREDICATIVES`), or (c) a singular
predicative is a past participle whose verb has no pronominal reading in Apertium's dictionary
("cerrado", "prohibido", "terminado": the result of an act on a thing), while the participle of a
pronominal verb of change of state ("cansado", "preocupado", "enfadado": "cansarse") and a plain
adjective ("tranquilo") still follow the person. A feminine predicative shows its subject by its
own form, so none of this applies when the phrase was feminine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.spanish_dependencies import _morph

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
    word_tuple(
        "el la los las lo un una unos unas al del que quien quienes él ella ellos ellas usted ustedes"
        # the neuter and indefinite pronouns and quantifiers (NGLE §16.2, §20.1): "ya estaba todo listo"
        " todo toda todos todas nada algo esto eso aquello"
        # demonstratives and possessives open a noun phrase (NGLE §17.1, §18.1)
        " este esta estos estas ese esa esos esas aquel aquella aquellos aquellas"
        " mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras"
    )
)
#: Adjectives and participles that take a clausal subject as the predicative of 3rd-person singular
#: "ser"/"estar" ("Es cierto que...", "Está prohibido fumar"): RAE, *Nueva gramática* §43.2 (the
#: subject clause of evaluative, epistemic and deontic predicates: cierto, claro, obvio, evidente,
#: seguro, verdad..., necesario, posible, probable, imposible, importante, preciso, prohibido,
#: permitido). Masculine singular forms; the rule leaves them alone when the phrase was masculine.
_CLAUSAL_PREDICATIVES = frozenset(
    word_tuple(
        "cierto claro obvio evidente seguro dudoso falso verdadero patente manifiesto notorio"
        " necesario preciso imprescindible indispensable conveniente importante fundamental esencial"
        " posible imposible probable improbable fácil difícil lógico normal natural raro extraño"
        " prohibido permitido obligatorio sabido conocido"
    )
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
    if old == "M" and any(w.lower == "lo" for w in words[end : comma + 1]):
        return after  # "Si el médico lo dice, será cierto": a neuter subject (module docstring)
    out = list(after)
    for s, _ in group:
        w = words[s]
        if old == "M" and not plural and _other_reading(w.lower):
            return after
        new = agree(w.core)
        if gender_of(s) != old or w.lower.endswith("s") != plural or new is None or new == w.core:
            return after
        out[s + delta] = w.render(new)
    return out


def _other_reading(word: str) -> bool:
    """Whether the masculine singular ``word`` may be said of a clause or a tacit thing (module
    docstring): a clausal-subject adjective, or a past participle of a verb with no pronominal
    reading in Apertium's Spanish dictionary."""
    if word in _CLAUSAL_PREDICATIVES:
        return True
    morph = _morph()
    rs = (morph.readings(word) or ()) if morph is not None else ()
    pp = [r for r in rs if r.pos == "vblex" and "pp" in r.tags]
    return bool(pp) and not any("pron" in r.tags for r in pp)


def _ends(w: Word) -> bool:
    """Whether ``w`` ends a stretch of the clause: punctuation after it (module docstring)."""
    return w.post.strip().startswith(_CLAUSE_END)
