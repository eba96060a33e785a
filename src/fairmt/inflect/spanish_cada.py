"""A span on "cada" alone takes the pronoun after it (es-inflect-34, issue 12).

"Each was interviewed" -> "Cada una fue entrevistada": the aligner links "Each" to "cada",
which has one form for both genders. "Cada" is a distributive determiner; used as a pronoun it
takes "uno"/"una" after it, which carries the group's gender (RAE, *Nueva gramática* §20.3,
"cada uno", "cada una"), and the predicate agrees with that pronoun ("Cada una fue
entrevistada"). A span on "cada" alone changed nothing in the phrase, and only the participle
(a cue of its own) was realised: "Cada una fue entrevistado". So a span that is just "cada"
before "uno"/"una" (with no punctuation between) grows over the pronoun; the pronoun's
realisation then takes its predicate along, as "cada uno de ellos" already did. Not before a
partitive "de": "cada una de estas universidades" agrees with its noun, and "cada una de ellas"
keeps its own rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["cada_pronoun_span"]


def cada_pronoun_span(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` grown over "uno"/"una" when it is "cada" alone right before one (module
    docstring)."""
    s, e = span
    if e - s != 1 or e >= len(tokens):
        return span
    word = Word.parse(tokens[s])
    if word.core.lower() != "cada" or word.post.strip():
        return span
    if Word.parse(tokens[e]).core.lower() not in ("uno", "una"):
        return span
    if e + 1 < len(tokens) and Word.parse(tokens[e + 1]).core.lower() in ("de", "del"):
        return span  # a partitive: "cada una de estas universidades" agrees with its noun
    return (s, e + 1)


def bare_cada_pronoun(tokens: Sequence[str], span: tuple[int, int], gender: str) -> list[str] | None:
    """``tokens`` with the "uno"/"una" of a span "cada uno"/"cada una" (or "cada" before it) put in
    ``gender`` ("F"/"M"), when the pronoun stands alone: no "de ellos" after it (the partitive's
    own rule) and no comma inside; ``None`` otherwise or when nothing changes. The caller makes
    the pronoun's predicate agree ("Cada una estaba lista" -> "Cada uno estaba listo")."""
    s, e = cada_pronoun_span(tokens, span)
    if e - s != 2 or gender not in ("F", "M"):
        return None
    words = [Word.parse(t) for t in tokens]
    if (
        words[s].core.lower() != "cada"
        or words[s].post.strip()
        or words[s + 1].core.lower() not in ("uno", "una")
    ):
        return None
    if e < len(words) and words[e].core.lower() == "de":
        return None
    new = "una" if gender == "F" else "uno"
    if words[s + 1].core.lower() == new:
        return None
    out = list(tokens)
    out[s + 1] = words[s + 1].render(new)
    return out
