"""Warnings for input that is valid but probably not what the user meant.

None of these stops a run: a file can legitimately repeat a translation, a column can be named
``foo``, and a language detector can be wrong. Each check returns the warning's text (or
``None``) and the callers log it, so a library user sees it through :mod:`logging` and the
command line prints it once on stderr.

* :func:`header_warning`: a first TSV line that looks like a header naming no known column
  (``foo<TAB>bar``) is read as an item; say so.
* :func:`placeholder_warning`: most translations are one and the same text, or are the strings
  ``None``/``null``/``nan`` that a script writes when a call failed.
* :func:`language_warning`: the translations are not in the declared language (French scored as
  ``--tgt-lang de``), from the script of their letters or, for Latin-script languages, from their
  most frequent function words (:mod:`fairmt.data.langid`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from fairmt.data.langid import guess_language, script_of

_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-]{0,31}$")
_PLACEHOLDERS = frozenset({"none", "null", "nan", "n/a", "undefined", "todo", "tbd", "error"})


def header_warning(
    first_fields: Sequence[str], later_lines: Sequence[str], known: Sequence[str]
) -> str | None:
    """A warning when line 1 looks like a header that names none of the ``known`` columns.

    "Looks like a header": every field is a short identifier (``foo``, ``mt_output``) while a
    later line has a field with a space in it (a sentence). A headerless file of one-word items
    does not warn.
    """
    fields = [f.strip() for f in first_fields]
    if not fields or not all(_IDENTIFIER.match(f) for f in fields):
        return None
    if not any(" " in f.strip() for ln in later_lines[:20] for f in ln.split("\t")):
        return None
    names = ", ".join(repr(f) for f in fields)
    return (
        f"line 1 ({names}) looks like a header but names no known column ({', '.join(known)}); "
        "it is read as an item"
    )


def placeholder_warning(translations: Sequence[str]) -> str | None:
    """A warning when the translations look like placeholders rather than output."""
    n = len(translations)
    if n == 0:
        return None
    counts = Counter(t.strip() for t in translations)
    text, top = counts.most_common(1)[0]
    placeholders = sum(c for t, c in counts.items() if t.lower() in _PLACEHOLDERS)
    if placeholders and placeholders * 10 >= n:
        return (
            f"{placeholders} of {n} translations are placeholders such as {text!r} "
            "(a failed call written as text?)"
        )
    if n >= 5 and top * 2 > n:
        return f"{top} of {n} translations are the same text ({text[:60]!r}): placeholders?"
    return None


def language_warning(translations: Sequence[str], lang: str, sample: int = 200) -> str | None:
    """A warning when the first ``sample`` translations are confidently in another language."""
    declared = script_of(lang)
    guess = guess_language(translations[:sample])
    if declared is None or guess is None or guess.lang in (lang, declared):
        return None
    return (
        f"the translations look like {guess.lang!r} ({guess.evidence}), not {lang!r}: "
        "check --tgt-lang or the tgt_lang field"
    )
