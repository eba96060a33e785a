"""The indefinite "nessun altro" and its feminine "nessun'altra" (it-inflect-60, branch it65).

The indefinite *nessuno* before *altro* ("nobody else", "no other") makes one phrase with it:
*altro* agrees with the pronoun, and both change together ("nessun altro" <-> "nessun'altra";
Treccani, "nessuno": "nessun altro", "nessun'altra"). The aligner links English "anyone" or
"nobody" to the determiner alone, and a span of "nessun" alone gave "nessuna altro", which
agrees with nothing: :func:`with_altro` grows such a span over the *altro* after it.

The masculine *nessun* is the truncated form (Serianni, *Grammatica italiana*, I.76-80 on the
apocope: "nessun altro", "nessun errore"); before a vowel its feminine is the elided *nessun'*
("nessun'altra"), as *un* -> *un'* ("un amico" -> "un'amica"). The other indefinites of
optional elision (*alcuno*, *ciascuno*) truncate the same way ("alcun", "ciascun"), and their
feminine before *altra* elides alike: :func:`truncated_masculine` tells
:meth:`~fairmt.inflect.italian_forms.ItalianWordForms.det_form` so. The adjective *buono*
keeps its full feminine ("il buon amico" -> "la buona amica", the convention its tests hold),
and an unelided feminine in the original ("nessuna erede") stays unelided in the
masculine-to-feminine direction as before: only the truncation of the masculine marks the
elision.

it66: only before *altra*. The elision of these feminines is optional (Serianni I.76-80), and
where "nessun'altra" is the form Treccani gives, before a noun the full feminine is as standard
and is what translators write ("nessun allievo" -> "nessuna allieva", "ciascun insegnante" ->
"ciascuna insegnante"; the convention of
:data:`~fairmt.inflect.italian_words.OPTIONAL_ELISION`, "nessuna alleata"). Eliding before every
vowel had the masculine-to-feminine realisation write "ciascun'insegnante" where the feminine
translation has "ciascuna insegnante".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["truncated_masculine", "with_altro"]

#: Forms of the indefinite *nessuno* that stand before *altro* as its determiner.
_NESSUNO = frozenset({"nessun", "nessuno", "nessuna"})
#: The singular forms of *altro* after it.
_ALTRO = frozenset({"altro", "altra"})
#: The truncated masculine singulars of the indefinites of optional elision (Serianni I.76-80).
_TRUNCATED = frozenset({"nessun", "alcun", "ciascun"})


def with_altro(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` grown over the *altro* right after it when the span ends on a form of the
    indefinite *nessuno* with no punctuation between ("con nessun | altro" -> "nessun altro")."""
    s, e = span
    if e <= s or e >= len(tokens):
        return span
    last, nxt = Word.parse(tokens[e - 1]), Word.parse(tokens[e])
    if last.post.strip() or nxt.pre.strip():
        return span
    if last.core.lower() in _NESSUNO and nxt.core.lower() in _ALTRO:
        return (s, e + 1)
    return span


def truncated_masculine(orig: str, nxt: str | None) -> bool:
    """Whether ``orig`` is the truncated masculine singular of an indefinite of optional elision
    ("nessun", "alcun", "ciascun") before a form of *altro* (``nxt``), where its feminine is the
    elided form ("nessun'altra"); before a noun the full feminine stays (it66, module docstring)."""
    return orig.lower() in _TRUNCATED and (nxt or "").lower() in _ALTRO
