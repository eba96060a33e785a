"""The predicative before an inverted subject in a Spanish question (es-inflect-34).

Spanish questions put the subject after the verb and often after its predicative as well:
"¿Está satisfecha la chef con la nueva cocina?", "¿Fue elegida la candidata?", "¿Estaban muy
cansados los médicos?" (RAE, *Nueva gramática* §42.9 on subject inversion in interrogatives).
The predicative agrees with that subject like any other (§37.1), so when the subject's
phrase changes gender it changes too. The parse-based agreement reaches only words after the
subject; this walks left from the subject's phrase over adjectives and participles in its old
gender (and degree adverbs, "y"), and changes them only when the walk ends on a copula or a
passive auxiliary (*estar*, *ser*, *parecer*, *quedar*, *resultar*, also "ha sido") in a clause
opened by "¿".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["inverted_predicatives"]

_COPULAS = frozenset(["estar", "ser", "parecer", "quedar", "resultar"])
_BETWEEN = frozenset(["muy", "tan", "bastante", "algo", "demasiado", "más", "menos", "y", "e"])


def inverted_predicatives(
    before: Sequence[str],
    after: list[str],
    start: int,
    old: str,
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    agree: Callable[[str], str | None],
) -> list[str]:
    """``after`` with the predicatives between a question's copula and the subject phrase that
    starts at token ``start`` put in the new gender (module docstring). ``readings(word)`` gives
    ``(pos, gender, number, lemma)`` (pos ``adj``, ``pp`` for a participle, else Apertium's
    tag); ``agree(word)`` the word in the new gender, or ``None``."""
    if len(after) != len(before) or start < 2:
        return after
    want = "m" if old == "M" else "f"
    words = [Word.parse(t) for t in before]
    found: list[int] = []
    j = start - 1
    while j >= 0 and not words[j].post.strip() and not (j + 1 < len(words) and words[j + 1].pre):
        low = words[j].lower
        if low in _BETWEEN:
            j -= 1
            continue
        rs = readings(low)
        # An adjective or participle reading in the old gender, and none in the other (a noun
        # reading of the same form is the nominalised participle: "la elegida", "la despedida").
        if any(p in ("adj", "pp") and g == want for p, g, _, _ in rs) and {g for _, g, _, _ in rs} == {want}:
            found.append(j)
            j -= 1
            continue
        break
    if not found or j < 0 or words[j].post.strip():
        return after
    lemmas = {lemma for p, _, _, lemma in readings(words[j].lower) if p != "adj"}
    if not lemmas & _COPULAS:
        return after
    # The clause must be a question: "¿" on the copula or on a word before it in its clause.
    k = j
    while k > 0 and not words[k].pre and not words[k - 1].post.strip():
        k -= 1
    if "¿" not in words[k].pre:
        return after
    out = list(after)
    for i in found:
        new = agree(words[i].lower)
        if new is not None and out[i] == before[i]:
            out[i] = words[i].render(new)
    return out
