"""A French subject pronoun the MT added for the elided subject of a coordinated English verb
phrase (rules-34).

"The doctor met the nurse and thanked her" -> "Le docteur a connu l'infirmière et il lui a donné
les grâces"; "The examiner inspected the body ..., but was unable to ..." -> "L'examinateur a
inspecté ..., mais il a été incapable ...". English leaves the subject of the second verb phrase
unsaid: coordinated predicates share the clause's subject (Quirk et al. 1985, § 13.2, ellipsis of
the subject in coordinated clauses). French may repeat it as a pronoun after *et* / *mais* /
*puis*. That pronoun renders no English pronoun, so the English "her" (or a later "he") does not
fix it: it refers to the sentence's subject, and changes with it.

:meth:`fairmt.fairqe.realise.SentenceRealiser._target_pronouns` gives up on every target pronoun
when the English has a gendered pronoun anywhere; this looks only at pronouns right after a
French coordinator, as many as the English has coordinators followed directly by a finite verb,
when the sentence opens with a person span this realisation changes, in the pronoun's gender
and number now. A pronoun a cue covers is left to the cue, unless the cue's English word is an
object or possessive pronoun, which no French subject renders.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.types import CueDetection, Item
from fairmt.inflect.base import Inflector, Word

__all__ = ["elided_subject_pronouns"]

#: English coordinators that may join verb phrases sharing one subject.
_EN_COORDINATORS = frozenset(["and", "but", "then", "or"])
#: French coordinators before a repeated subject pronoun.
_FR_COORDINATORS = frozenset(["et", "mais", "puis", "ou"])
#: English pronouns that are never a clause's subject.
_NOT_SUBJECT = frozenset(["her", "him", "his", "hers"])
#: Finite verb tags of Apertium's English analyser.
_FINITE = frozenset(["past", "pres"])


def _elided_coordinations(source: str) -> int:
    """How many English coordinators are followed directly (past "then") by a finite verb, with
    no subject of their own ("and thanked her", "but was unable"). 0 without the analyser."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None:
        return 0
    words = [w.strip(".,;:!?\"'()").lower() for w in source.split()]
    n = 0
    for j, w in enumerate(words[:-1]):
        if w not in _EN_COORDINATORS or (w == "then" and j > 0 and words[j - 1] in _EN_COORDINATORS):
            continue
        k = j + 1
        if words[k] == "then" and k + 1 < len(words):
            k += 1
        rs = morph.readings(words[k])
        if any(r.pos in ("det", "prn", "n", "np") for r in rs):
            continue
        if any(r.pos.startswith("vb") and _FINITE & set(r.tags) for r in rs):
            n += 1
    return n


def elided_subject_pronouns(
    item: Item, det: CueDetection, tokens: Sequence[str], inflector: Inflector, spans: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """French subject pronouns after a coordinator that render the elided subject of a coordinated
    English verb phrase and so follow the sentence's opening subject (see the module doc)."""
    if item.tgt_lang != "fr" or not spans or not tokens:
        return []
    subject = min(spans)
    if subject[0] != 0:
        return []
    wanted = _elided_coordinations(item.source)
    if not wanted:
        return []
    # A cue keeps the pronoun it covers, unless its English word cannot be a subject: an object or
    # possessive "her"/"him"/"his" the aligner linked to the French subject (as in
    # SentenceRealiser._gerund_subjects).
    covered = [
        c.target_tokens
        for c in det.cues
        if c.target_tokens is not None and c.source_span.lower() not in _NOT_SUBJECT
    ]
    words = list(tokens)
    gender = inflector.gender_of(words, subject)
    if gender is None:
        return []
    plural = inflector.plural(words, subject)
    out: list[tuple[int, int]] = []
    for p in inflector.target_subject_pronouns(words):
        if len(out) >= wanted:
            break
        if p[0] < 1 or Word.parse(tokens[p[0] - 1]).core.lower() not in _FR_COORDINATORS:
            continue
        if any(s[0] <= p[0] < s[1] for s in [*spans, *covered]):
            continue
        if gender == inflector.gender_of(words, p) and plural == inflector.plural(words, p):
            out.append(p)
    return out
