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
    prefixes: set[str] = set()  # of every form: "Ärztin" does not start like "Arzt"
    for _, end in spans:
        info = noun_info(words[end - 1].core)
        if info is not None and info[0] in ("m", "f"):
            lemmas.add(info[2][0])
            prefixes.update(f[:4] for f in info[2] if f)
    if not lemmas:
        return []
    covered = {x for a, b in (*spans, *taken) for x in range(a, b)}
    out: list[tuple[int, int]] = []
    for t, w in enumerate(words):
        core = w.core
        if not core[:1].isupper() or t in covered or core[:4] not in prefixes:
            continue
        info = noun_info(core)
        if info is None or info[2][0] not in lemmas or t not in paired():
            continue
        out.append((t, t + 1))
    return out
