"""The bare person noun that names a career's or a trade's holder (rules-48).

Italian names a career by its holder: "la carriera di attrice" ("a career in acting"), "la sua
carriera di sceneggiatore" ("a screenwriting career"), "il mestiere di sarta", "l'attività di
giornalista". The noun after "di"/"da" has no article: it is a specifying complement that
classifies the career by the role of whoever follows it (Serianni, *Grammatica italiana*, VIII.41
on the "complemento di specificazione"; without the article the noun is generic, a kind, not a
person of its own), so its gender is the career holder's. The English
often has no person word there at all ("acting", "screenwriting"), so no cue reaches it.

:func:`.explicit_verdicts.person_verdicts` reads the one person's predicate nouns ("divenne attrice",
"lavorò come controllore") when no explicit cue could be read; these nouns are read with them.
A noun with its own article ("la carriera dell'attore") is another person, and is not taken.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Inflector

__all__ = ["career_nouns"]

#: Nouns of a career or trade, and the prepositions after which their holder's noun follows bare.
_CAREERS: dict[str, tuple[frozenset[str], frozenset[str], str]] = {
    "it": (
        frozenset(["carriera", "carriere", "professione", "mestiere", "attività"]),
        frozenset(["di", "da"]),
        "il",
    ),
}


def career_nouns(
    inflector: Inflector,
    tokens: Sequence[str],
    lang: str,
    excluded: Callable[[str, str], bool],
) -> list[tuple[int, int]]:
    """Singular person nouns right after "carriera di", "mestiere di", ... (:data:`_CAREERS`):
    the masculine article before the bare noun asks :meth:`Inflector.person_spans` whether it
    is a person's; ``excluded`` says which words are no such noun (plurals, nouns of one gender
    only)."""
    table = _CAREERS.get(lang)
    if table is None:
        return []
    from fairmt.fairqe.cues import target_norm

    careers, preps, probe = table
    words = [target_norm(t, lang) for t in tokens]
    out: list[tuple[int, int]] = []
    for k in range(len(words) - 2):
        if words[k] not in careers or words[k + 1] not in preps:
            continue
        if tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            continue
        m = k + 2
        if (
            not words[m].isalpha()
            or len(words[m]) < 4
            or tokens[m][:1].isupper()
            or excluded(tokens[m], lang)
        ):
            continue
        if inflector.person_spans([probe, words[m]]):
            out.append((m, m + 1))
    return out
