"""A predicate's target span does not start with its copula or passive auxiliary (en-cues-84,
helper en67, issue 13).

An English predicate cue on a participle ("beaten", "praised", "elected") is translated by a
participle agreeing with the subject, often after a finite auxiliary of the passive or a
copula: Italian "viene lodata", "fu eletta", Spanish "es elegida", "fue detenido". The aligner
may link the English participle to both words, and the span then runs "Viene lodato". The
finite auxiliary shows no gender (only the participle agrees: Serianni, *Grammatica italiana*,
XI.18-21 on the passive with *essere* and *venire*; RAE, *Nueva gramática*, §41.2 on the
periphrastic passive with *ser*), so the gender is read on the participle anyway; but the
inflector cannot realise a span that opens with a finite verb, so no variant was made at all
and a detected violation ("she" -> "Viene lodato ogni giorno") was left with no corrected form
to rank below: the bounded penalty then only reaches about 1.7 gender units below the
backbone's own score (see the README on ``fair-2``), and a backbone that prefers the wrong
participle keeps its preference.

So a copula at the start of a predicate cue's span is left out when a word of the span remains
after it. The verbs are the language's copulas of
:data:`fairmt.fairqe.cue_lexicon.SUBJECT_PREDICATE` (those whose predicative agrees with the
subject, the passive *venire* and *ser* among them), so no new list is kept here. A
have-auxiliary of the same table (es "ha", "había", pt "tem", "tinha") is left out only when the
next word of the span is the participle of "be" (es, pt "sido", "estado"): that table counts it
only there ("ha sido elegida"), and in a plain compound tense the participle does not agree
("Se ha jubilado", "ha dicho"), so a span "ha jubilado" is kept whole as it was before.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_tokens import _words

__all__ = ["without_leading_copula"]

#: The finite copulas of each language (field 0 of the spec).
_COPULAS = {k: _words(v[0]) for k, v in lex.SUBJECT_PREDICATE.items()}
#: The have-auxiliaries (field 6), which count only before the participle of "be".
_HAVE = {k: _words(v[6]) for k, v in lex.SUBJECT_PREDICATE.items()}
#: The participles of "be" (ser/estar, ser/estar) after which a have-auxiliary is left out.
_BE_PARTICIPLES = {"es": frozenset({"sido", "estado"}), "pt": frozenset({"sido", "estado"})}


def without_leading_copula(norm: Sequence[str], chosen: Sequence[int], lang: str) -> list[int]:
    """The words ``chosen`` for a predicate cue (sorted target indices into ``norm``, the
    lower-cased words), less the copulas at their start and a have-auxiliary followed in the
    span by the participle of "be"; unchanged when nothing would remain or ``lang`` has no
    copula list."""
    copulas = _COPULAS.get(lang)
    span = sorted(chosen)
    if copulas is None:
        return span
    have, be = _HAVE.get(lang, frozenset()), _BE_PARTICIPLES.get(lang, frozenset())
    k = 0
    while k < len(span):
        word = norm[span[k]]
        before_be = k + 1 < len(span) and norm[span[k + 1]] in be
        if word not in copulas and not (word in have and before_be):
            break
        k += 1
    return span[k:] if 0 < k < len(span) else span
