"""A person noun repeated in the translation is the same kind of person (de-inflect-35).

When an English role noun the cue detector does not know is translated by the same German noun as a
role noun it does know ("The Procurator Fiscal operated as the civil and criminal prosecutor" ->
"Der Staatsanwalt Fiscal agierte als zivil- und strafrechtlicher Staatsanwalt"), only the second
"Staatsanwalt" has a cue, and the realisation left "Der Staatsanwalt" as it was. A person noun names
its referent by the same lexical gender pair wherever it stands (Duden, Die Grammatik:
Personenbezeichnungen, Movierung), and the gold convention flips every gender-variable person
reference; so another occurrence of the same person noun (the same masculine lemma, any case or
number) that no cue covers and that Wiktionary pairs with a feminine is realised with the others.
Occurrences a cue keeps (a word the English genders: ``taken``) stay.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

NounInfo = Callable[[str], "tuple[str, str, tuple[str, str, str, str], bool] | None"]


def repeated_person_nouns(
    words: Sequence[Word],
    spans: Sequence[tuple[int, int]],
    taken: Sequence[tuple[int, int]],
    noun_info: NounInfo,
    paired: Callable[[], set[int]],
) -> list[tuple[int, int]]:
    """Spans of the other occurrences of the head nouns of ``spans`` (``paired()``: the positions of
    the nouns Wiktionary pairs with a feminine, asked only when there is a candidate)."""
    lemmas: set[str] = set()
    for _, end in spans:
        core = words[end - 1].core if 0 < end <= len(words) else ""
        info = noun_info(core) if core[:1].isupper() else None
        if info is not None and info[0] in ("m", "f"):
            lemmas.add(info[2][0])
    if not lemmas:
        return []
    out: list[tuple[int, int]] = []
    for t, w in enumerate(words):
        core = w.core
        if not core[:1].isupper() or any(a <= t < b for a, b in (*spans, *taken)):
            continue
        if not any(core[:4] == lemma[:4] for lemma in lemmas):
            continue
        info = noun_info(core)
        if info is None or info[2][0] not in lemmas or t not in paired():
            continue
        out.append((t, t + 1))
    return out
