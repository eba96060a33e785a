"""Object clitics for a singular "them" that the aligner left without a target word (issue 12).

"The manager saw the employee and fired them" -> "... ha veduto l'impiegato e gli sparò": the
English "them" is a singular "they" whose antecedent is "employee", and the Italian renders it
by the dative clitic "gli", which marks the gender the translation chose ("gli" masculine,
"le" feminine). When the aligner links "them" to nothing, the clitic is not realised with the
employee, and the feminine realisation reads "l'impiegata e gli sparò". Here, for each such
cue whose target span holds no such clitic (none, or a word next to it: the aligner may link
"them" to the participle in "lo ha pagato"), the first gendered object clitic after the
antecedent's span
(:meth:`Inflector.object_clitics`) that reads the antecedent's gender now is realised with it.
A clitic another cue covers (a gendered English pronoun's; a group noun's span covers none) is
left to that cue, and so is any clitic after a second person span (it may refer to that one
instead), unless that person is the speaker ("I", "we": lo/la are third-person pronouns).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.they_pronouns import passed_over
from fairmt.fairqe.types import CueDetection
from fairmt.inflect.elided_participles import elided_participle_gender

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["they_clitic_cues", "they_object_clitics"]

_OBJECT_THEY = frozenset(["them", "themselves", "themself"])

#: English prepositions whose object a Romance language renders after a preposition of its own
#: (Quirk et al., *A Comprehensive Grammar*, §9.7 on simple prepositions; closed class).
_ENGLISH_PREPOSITIONS = frozenset(
    [
        "for",
        "with",
        "about",
        "without",
        "of",
        "from",
        "behind",
        "beside",
        "besides",
        "near",
        "towards",
        "toward",
        "against",
        "like",
        "after",
        "before",
        "around",
        "among",
        "between",
        "beyond",
        "despite",
        "except",
        "inside",
        "outside",
        "over",
        "under",
        "upon",
    ]
)


def they_object_clitics(
    det: CueDetection,
    tokens: Sequence[str],
    inflector: Inflector,
    spans: Sequence[tuple[int, int]],
    source: str = "",
) -> list[tuple[int, int]]:
    """Spans of object clitics that render a singular "them" with no target span of its own
    (see the module docstring); ``spans`` are the person spans this realisation changes.

    rules-34 (closedes30): a "them" after an English preposition ("I'm happy for them",
    ``source`` is the English sentence) is the term of a preposition, which Spanish renders
    by a stressed pronoun after its own preposition ("me alegro por ella"), not by an object
    clitic; its candidates are then :meth:`Inflector.prepositional_pronouns` (the clitics
    where the language has none)."""
    from fairmt.fairqe.realise import _antecedent, uncued_span

    clitics: list[tuple[int, int]] | None = None
    out: list[tuple[int, int]] = []
    for c in det.cues:
        if c.category != Category.C8 or not c.note.startswith("singular they (antecedent '"):
            continue
        if c.source_span.lower() not in _OBJECT_THEY:
            continue
        ante = _antecedent(c, det.cues)
        a = None if ante is None else ante.target_tokens
        if a is None and ante is not None:
            # rules-32 (closedes29): an antecedent the aligner left without a span takes the one
            # person span no cue gives, as SentenceRealiser._dropped_they does ("Llamé a la
            # fontanera pero no pude localizarla": "plumber" aligned nowhere).
            a = uncued_span(det.cues, spans)
        if a is None or not any(s[0] < a[1] and a[0] < s[1] for s in spans):
            continue
        if clitics is None:
            clitics = inflector.object_clitics(tokens)
        candidates = clitics
        if _after_preposition(source, c.source_tokens):
            candidates = inflector.prepositional_pronouns(tokens) or clitics
        t = c.target_tokens
        if t is not None and any(t[0] < cl[1] and cl[0] < t[1] for cl in candidates):
            continue  # the cue has the clitic itself
        # A group noun's cue ("team" -> "al equipo") names no person whose pronoun the clitic
        # could be; the aligner may stretch its span over the clitic ("que la presenté al
        # equipo"), so it covers nothing here (closedes28).
        # The speaker ("I'm lucky" -> "tengo suerte") is no antecedent of a third-person
        # clitic: lo/la are pronouns of the third person (RAE, Nueva gramática §16.2).
        speakers = {
            x.target_tokens
            for x in det.cues
            if x.target_tokens is not None
            and x.source_span.lower().split("'")[0].split()[:1] in (["i"], ["we"])
        }
        covered = [
            x.target_tokens for x in det.cues if x.target_tokens is not None and x.category != Category.C12
        ]
        # rules-49 (pairs32): an epicene noun's gender shows on its article or adjective, outside
        # the aligner's span ("il nuovo tirocinante"): read on the noun's phrase then.
        g = inflector.gender_of(tokens, a) or inflector.gender_of(tokens, inflector.phrase_span(tokens, a))
        passed = passed_over(c, ante, det.cues)  # rules-36 (pairs31)
        for cl in candidates:
            if cl[0] < a[1]:
                continue
            if any(s[0] <= cl[0] < s[1] for s in [*covered, *out]):
                break
            if any(a[1] <= s[0] < cl[0] for s in spans if s != a and s not in speakers and s not in passed):
                break  # another person between the antecedent and the clitic
            # rules-49 (pairs32): "l'ai vu", "l'ho vista": a participle the word reading refuses
            # (also a noun or preposition) is read by its participle readings (elided_participles).
            gc = inflector.gender_of(tokens, cl) or elided_participle_gender(inflector.lang, tokens, cl)
            if g is not None and gc == g:
                out.append(cl)
            break
    return out


def _after_preposition(source: str, span: tuple[int, int] | None) -> bool:
    """Whether the English word at ``span`` (whitespace tokens of ``source``) follows a
    preposition of :data:`_ENGLISH_PREPOSITIONS` ("for them", "with them")."""
    if span is None or span[0] < 1:
        return False
    words = source.split()
    if span[0] > len(words):
        return False
    return words[span[0] - 1].lower().strip("\"'(") in _ENGLISH_PREPOSITIONS


def they_clitic_cues(det: CueDetection, tokens: Sequence[str], inflector: Inflector) -> list[tuple[int, int]]:
    """The target spans of singular-"they" cues that the aligner linked to a gendered object
    clitic itself (:meth:`Inflector.object_clitics`): singular, whatever the English plural
    form says, so the realiser tells the inflector "sg" for them."""
    spans = [
        c.target_tokens
        for c in det.cues
        if c.category == Category.C8
        and c.note.startswith("singular they (antecedent '")
        and c.target_tokens is not None
        and c.target_tokens[1] - c.target_tokens[0] == 1
    ]
    if not spans:
        return []
    clitics = inflector.object_clitics(tokens)
    return [sp for sp in spans if sp in clitics]
