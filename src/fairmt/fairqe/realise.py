"""Whole-sentence gender realisations of a translation: the closed set {F, M, N} of one source.

FairQE's variants are other realisations of the same translation. :class:`SentenceRealiser`
gives, for a (source, translation) pair and a gender ``g``, the translation with **every
gender-variable reference to a person** realised in ``g``: the target spans of the cues whose
gender the English leaves to the translation's morphology — occupation and role nouns
(C7, C11, C12), indefinites (C8, C10), and nouns whose gender a pronoun fixes elsewhere (C6).
Words the English genders itself (pronouns C1, kinship and lexical pairs C2–C3, titles C4,
C5) are kept: they are fixed by the source, in every realisation; so are the C6 predicates of
such a subject ("she was satisfied" -> "estaba satisfecha": the source says the gender, as in
the gold set's "Sie ist Arzt" convention).

So the F, M and N realisations of the feminine and of the masculine translation of one
source are the same set (when the inflector is right), and the original is one member of
it. ``None`` means the realisation could not be made (nothing gender-variable was found, or
the inflector has no form for it); an unchanged sentence is returned as it is when it is
already in ``g``.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation

__all__ = ["FLIPPABLE", "SentenceRealiser"]

#: Cue categories whose target span changes with the realisation.
FLIPPABLE = frozenset({Category.C6, Category.C7, Category.C8, Category.C10, Category.C11, Category.C12})


def _source_fixed(cue: Cue) -> bool:
    """A C6 predicate of a gendered subject ("she was angry"): its gender is the source's."""
    return cue.category == Category.C6 and cue.source_gender is not None and cue.note.startswith("predicate ")


class SentenceRealiser:
    """Realise whole translations in F, M or N with the rules cue detector and the inflectors."""

    def __init__(self, aligner: str = "fast_align") -> None:
        from fairmt.fairqe.cues import RuleCueDetector

        self.detector = RuleCueDetector(aligner=aligner)
        self._detections: dict[tuple[str, str, str], CueDetection] = {}

    def prepare(self, items: Sequence[Item]) -> None:
        todo = [it for it in items if (it.source, it.translation, it.tgt_lang) not in self._detections]
        for it, det in zip(todo, self.detector.detect(todo), strict=True):
            self._detections[(it.source, it.translation, it.tgt_lang)] = det

    def detection(self, item: Item) -> CueDetection:
        key = (item.source, item.translation, item.tgt_lang)
        if key not in self._detections:
            self.prepare([item])
        return self._detections[key]

    def realise(self, item: Item, gender: Realisation) -> str | None:
        """``item.translation`` with every gender-variable person reference in ``gender``."""
        from fairmt.fairqe.agents.rules import RuleAgents
        from fairmt.inflect.base import get_inflector

        det = self.detection(item)
        spans = [
            (c.target_tokens, gender)
            for c in det.cues
            if c.category in FLIPPABLE and c.target_tokens is not None and not _source_fixed(c)
        ]
        tokens = item.translation.split()
        if not spans:
            return None
        inflector = get_inflector(item.tgt_lang)
        new = RuleAgents._apply(inflector, tokens, [(s, g) for s, g in spans if s is not None])
        if new is None:
            # Nothing changed: the sentence is already in ``gender`` unless a span reads as
            # another gender that could not be changed.
            current = {inflector.gender_of(tokens, s) for s, _ in spans if s is not None}
            return item.translation if current <= {gender, None} else None
        return " ".join(new)
