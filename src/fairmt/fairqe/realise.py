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

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["AMBIGUOUS", "FLIPPABLE", "Change", "Explained", "SentenceRealiser"]

#: Cue categories whose target span changes with the realisation.
FLIPPABLE = frozenset({Category.C6, Category.C7, Category.C8, Category.C10, Category.C11, Category.C12})
#: Of those, the ambiguous ones (the references FairQE's ambiguous variants realise).
AMBIGUOUS = FLIPPABLE - {Category.C6}


@dataclass(frozen=True)
class Change:
    """One changed stretch of the translation and why: the cue behind it."""

    old: str
    new: str
    reason: str


@dataclass(frozen=True)
class Explained:
    """A realisation with its reasons: ``text`` (``None`` when none could be made) and each change."""

    text: str | None
    changes: tuple[Change, ...] = ()
    #: Why no realisation was made (empty when ``text`` is set).
    why_not: str = ""


def _collective(cue: Cue, tokens: Sequence[str], inflector: Inflector) -> bool:
    """A collective group noun ("team", "staff", "crew") translated by a thing whose
    grammatical gender never changes (``el equipo``, ``das Personal``): unless the
    language's resources find a person noun in its target span ("staff" -> ``die
    Mitarbeiter``), it is not realised. "people" and "children" are group nouns too, but
    translated by person nouns ("los trabajadores"), and are not collectives."""
    from fairmt.fairqe.cue_lexicon import COLLECTIVES

    words = cue.source_span.lower().split()
    last = words[-1] if words else ""
    sp = cue.target_tokens
    if not cue.note.startswith("group noun") or sp is None:
        return False
    if last not in COLLECTIVES.split() and last[:-1] not in COLLECTIVES.split():
        return False
    return not any(p[0] < sp[1] and sp[0] < p[1] for p in inflector.person_spans(tokens))


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

    @staticmethod
    def _unresolved(c: Cue, tokens: list[str], inflector: Inflector, persons: list[tuple[int, int]]) -> bool:
        """Whether a flippable cue's target span holds no person reference to realise: none
        aligned, a span that reads as no gender, a noun the inflector's resources know as no
        person (a game controller), or, where the inflector finds person nouns itself, a
        noun cue whose span holds neither one of them nor any other noun ("markierte")."""
        sp = c.target_tokens
        if sp is None or inflector.denotes_no_person(tokens, sp):
            return True
        # A common-gender noun shows its gender in its determiner ("Las dos guitarristas").
        if (
            inflector.gender_of(tokens, sp) is None
            and inflector.gender_of(tokens, inflector.phrase_span(tokens, sp)) is None
        ):
            return True
        if not persons or c.category not in (Category.C6, Category.C7, Category.C11, Category.C12):
            return False
        if any(not (p[1] <= sp[0] or p[0] >= sp[1]) for p in persons):
            return False
        return not any(tokens[t][:1].isupper() for t in range(max(sp[0], 1), sp[1]))

    @staticmethod
    def _unaligned(
        item: Item, det: CueDetection, tokens: list[str], inflector: Inflector
    ) -> tuple[list[tuple[int, int]], list[Cue]]:
        """Target spans for person cues the aligner left without a person noun, and those cues.

        A flippable cue whose target span holds no person reference (:meth:`_unresolved`:
        the aligner linked "officials" to "seit") takes the nearest (by relative position)
        person noun that the inflector's resources find in the translation
        (:meth:`Inflector.person_spans`) and that no other cue covers; so does an English role
        noun the detector passed over. Languages without such resources get none.
        """
        from fairmt.fairqe.cues import lookup, lookup_word, tokenize

        found = inflector.person_spans(tokens)
        if not found:
            return [], []
        unresolved = [
            c
            for c in det.cues
            if c.category in FLIPPABLE and SentenceRealiser._unresolved(c, tokens, inflector, found)
        ]
        covered = [
            sp
            for c in det.cues
            if (sp := c.target_tokens) is not None and not any(c is u for u in unresolved)
        ]
        free = [sp for sp in found if all(sp[1] <= a or sp[0] >= b for a, b in covered)]
        src = item.source.split()
        n_src = max(1, len(src))
        positions = [(c.source_tokens[0] / n_src) if c.source_tokens is not None else 0.5 for c in unresolved]
        # English role nouns the detector passed over (a title before a name, "director Hannah
        # Smith"; a headline's "Senior UN official") are person cues too.
        taken = [c.source_tokens for c in det.cues if c.source_tokens is not None]
        for i, raw in enumerate(src):
            if any(a <= i < b for a, b in taken):
                continue
            tok = tokenize(raw)
            entries = [lookup_word(tok)]
            if entries[0] is None and "-" in tok.low:
                entries = [lookup(part) for part in tok.low.split("-")]  # "Attorney-General"
            if any(
                e is not None and e.category in (Category.C7, Category.C11, Category.C12) for e in entries
            ):
                positions.append(i / n_src)
        out: list[tuple[int, int]] = []
        for pos in positions:
            if not free:
                break
            best = min(free, key=lambda sp: abs(sp[0] / max(1, len(tokens)) - pos))
            out.append(best)
            free.remove(best)
        return out, unresolved

    @staticmethod
    def person_spans(
        item: Item,
        det: CueDetection,
        tokens: list[str],
        inflector: Inflector,
        categories: frozenset[Category] = FLIPPABLE,
    ) -> list[tuple[int, int]]:
        """The target spans a realisation changes: the cues of ``categories``, person nouns the
        inflector finds for cues the aligner left without one, and person references only the
        target language genders (each narrowed by :meth:`Inflector.cue_span`)."""
        found, unresolved = SentenceRealiser._unaligned(item, det, tokens, inflector)
        spans = [
            c.target_tokens
            for c in det.cues
            if c.category in categories
            and c.target_tokens is not None
            and not _source_fixed(c)
            and not _collective(c, tokens, inflector)
            and not inflector.denotes_no_person(tokens, c.target_tokens)
            and not any(c is u for u in unresolved if u.target_tokens is not None and found)
        ]
        spans = [*spans, *found]
        taken = [s for s in spans if s is not None] + [
            c.target_tokens for c in det.cues if c.target_tokens is not None and c.category not in FLIPPABLE
        ]
        spans += [
            s
            for s in inflector.implicit_person_spans(tokens)
            if all(s[1] <= a or s[0] >= b for a, b in taken)
        ]
        return [inflector.cue_span(tokens, s) for s in spans if s is not None]

    def realise(self, item: Item, gender: Realisation) -> str | None:
        """``item.translation`` with every gender-variable person reference in ``gender``."""
        from fairmt.fairqe.agents.rules import RuleAgents
        from fairmt.inflect.base import get_inflector
        from fairmt.languages import language_pack

        pack = language_pack(item.tgt_lang)
        if gender == "N" and (pack is None or pack.neutral is None):
            return None  # the language declares no neutral form
        det = self.detection(item)
        tokens = item.translation.split()
        inflector = get_inflector(item.tgt_lang)
        spans = [(s, gender) for s in self.person_spans(item, det, tokens, inflector)]
        if not spans:
            return None
        before = tokens
        if gender == "N" and inflector.neutral_base is not None:
            # As the rules agents do: a neutral made from one realisation (Spanish: the feminine).
            base = RuleAgents._apply(inflector, tokens, [(s, inflector.neutral_base) for s, _ in spans])
            if base is not None and len(base) == len(tokens):
                before = base
        new = RuleAgents._apply(inflector, before, spans)
        if new is not None and inflector.validate(before, new) is not None:
            return None  # the validity gate rejected it
        if new is None:
            # Nothing changed: the sentence is already in ``gender`` unless a span reads as
            # another gender that could not be changed.
            current = {inflector.gender_of(tokens, s) for s, _ in spans if s is not None}
            return item.translation if current <= {gender, None} else None
        return " ".join(new)

    def explain(self, item: Item, gender: Realisation) -> Explained:
        """:meth:`realise` with the reason for every changed word (the cue it belongs to)."""
        det = self.detection(item)
        cues = [c for c in det.cues if c.category in FLIPPABLE and c.target_tokens is not None]
        text = self.realise(item, gender)
        if text is None:
            if not cues:
                why = (
                    "no gender-variable reference to a person was found (kept words: "
                    + (", ".join(f"{c.source_span!r} {c.category}" for c in det.cues) or "none")
                    + ")"
                )
            else:
                why = f"the inflector has no {gender} form for " + ", ".join(
                    repr(c.target_span) for c in cues
                )
            return Explained(None, (), why)
        old, new = item.translation.split(), text.split()
        from fairmt.inflect.base import get_inflector

        inflector = get_inflector(item.tgt_lang)
        found = [
            inflector.phrase_span(old, s) for s in SentenceRealiser._unaligned(item, det, old, inflector)[0]
        ] + [inflector.phrase_span(old, s) for s in inflector.implicit_person_spans(old)]
        changes = []
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
            if op == "equal":
                continue
            if not cues:
                reason = "a person reference only the target language genders"
                changes.append(Change(" ".join(old[i1:i2]), " ".join(new[j1:j2]), reason))
                continue
            near = min(
                cues,
                key=lambda c: (
                    0
                    if c.target_tokens is not None
                    and c.target_tokens[0] <= i1 < max(c.target_tokens[1], c.target_tokens[0] + 1)
                    else abs((c.target_tokens or (0, 0))[0] - i1)
                ),
            )
            reason = f"{near.category} {near.category.description.split(' (')[0]}: {near.source_span!r}"
            sp = near.target_tokens
            if any(a <= i1 < max(b, a + 1) or i1 <= a < max(i2, i1 + 1) for a, b in found):
                reason = "a person noun the target language's resources found (no aligned cue for it)"
            elif sp is None or not sp[0] <= i1 < sp[1]:
                reason = "agrees with " + repr(near.target_span) + f" ({reason})"
            changes.append(Change(" ".join(old[i1:i2]), " ".join(new[j1:j2]), reason))
        return Explained(text, tuple(changes))
