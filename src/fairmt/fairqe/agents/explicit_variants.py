"""Agent_exp's variants: the explicit flip built on the verdicts, for the ``rules`` agents (split
out of :mod:`.rules`).

This module owns the explicit variant of one translation: when ``A_exp`` is true, the explicit
spans flipped to the other gender (a constraint-violating variant; :func:`_realisable` keeps an
agreement cue whose noun has no other form out of it); when false, the disagreeing spans flipped
to the source's gender (a constraint-consistent variant); for a :class:`CueReader` language, the
cues flipped by their kind (:func:`cue_reader_variants`). The ambiguous persons are held in one
fixed realisation (M) so both originals of one source get the same variant. The verdicts and
``A_exp`` themselves are :mod:`.explicit_verdicts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from fairmt.fairqe.agents.cue_readers import _OPPOSITE, CueReader, _cue_kind, _reads_cues
from fairmt.fairqe.agents.explicit_fixed_nouns import without_orphan_agreement
from fairmt.fairqe.agents.explicit_flip import violating_flip_cues
from fairmt.fairqe.agents.explicit_verdicts import on_person
from fairmt.fairqe.agents.span_realisation import apply_spans, gated
from fairmt.fairqe.types import Cue, Item, Realisation, Variant

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector


def _realisable(inflector: Inflector, tokens: list[str], c: Cue) -> bool:
    """Whether the noun phrase of cue ``c`` has a realisation in the other gender that the
    validity gate accepts (:mod:`fairmt.fairqe.agents.explicit_fixed_nouns`); ``True`` when the
    cue has no target or no stated gender (nothing to judge)."""
    if c.target_tokens is None or c.source_gender not in _OPPOSITE:
        return True
    span = inflector.phrase_span(tokens, c.target_tokens)
    new = inflector.realise(tokens, span, _OPPOSITE[c.source_gender])
    return new is not None and new != tokens and inflector.validate(tokens, new) is None


def explicit_variants(
    inflector: Inflector,
    item: Item,
    tokens: list[str],
    verdicts: Sequence[tuple[Cue, bool]],
    alignment: bool | None,
    amb_spans: Sequence[tuple[int, int]],
    seen: set[str],
    rejected: list[str],
) -> list[Variant]:
    """Agent_exp's variant of one translation from its verdicts and ``A_exp`` (see the module's
    docstring); ``seen`` (the texts made so far) and ``rejected`` (the gate's reasons) grow."""
    exp_variants: list[Variant] = []

    def canonical(
        exp: list[tuple[tuple[int, int], Realisation]],
    ) -> list[tuple[tuple[int, int], Realisation]]:
        """The explicit spans plus the ambiguous ones in M: the explicit variant is built on
        one fixed realisation of the ambiguous persons, so that the feminine and the
        masculine original of one source get the same explicit variant (closed sets,
        issue 12). Which one is arbitrary; it is the same for every original."""
        free = [sp for sp in amb_spans if all(sp[1] <= e[0] or sp[0] >= e[1] for e, _ in exp)]
        return [*exp, *((sp, "M") for sp in free)]

    if _reads_cues(inflector):
        reader = cast(CueReader, inflector)
        exp_variants = cue_reader_variants(reader, tokens, verdicts, alignment, amb_spans, seen)
    elif alignment is True:
        flip = violating_flip_cues(  # rules-50: the English pronouns' translations stay
            [c for c, _ in verdicts],
            lambda c: on_person(inflector, tokens, item.tgt_lang, c),
            lambda sp: inflector.attribute_subject(tokens, sp),
        )
        # "El tipo es muy simpático": no "simpática" when "tipo" keeps its gender
        flip = without_orphan_agreement(flip, lambda c: _realisable(inflector, tokens, c))
        spans = [
            (c.target_tokens, _OPPOSITE[c.source_gender])
            for c in flip
            if c.target_tokens is not None and c.source_gender in _OPPOSITE
        ]
        flipped_gender: Realisation | None = None
        for _, g in spans:
            flipped_gender = g
        new = gated(
            inflector,
            tokens,
            apply_spans(inflector, tokens, canonical(spans), rejected=rejected),
            flipped_gender,
            rejected,
        )
        if new is not None and flipped_gender is not None and " ".join(new) not in seen:
            seen.add(" ".join(new))
            exp_variants.append(Variant(" ".join(new), flipped_gender, "explicit", satisfies=False))
    elif alignment is False:
        spans = [
            (c.target_tokens, c.source_gender)
            for c, ok in verdicts
            if not ok and c.target_tokens is not None and c.source_gender is not None
        ]
        new = gated(
            inflector,
            tokens,
            apply_spans(inflector, tokens, canonical(spans), rejected=rejected),
            spans[0][1] if spans else None,
            rejected,
        )
        if new is not None and " ".join(new) not in seen:
            seen.add(" ".join(new))
            exp_variants.append(Variant(" ".join(new), spans[0][1], "explicit", satisfies=True))
    return exp_variants


def cue_reader_variants(
    reader: CueReader,
    tokens: list[str],
    verdicts: Sequence[tuple[Cue, bool]],
    alignment: bool | None,
    amb_spans: Sequence[tuple[int, int]],
    seen: set[str],
) -> list[Variant]:
    """Agent_exp for a :class:`CueReader`: the explicit cues flipped by their kind (all of
    them to the other gender when the constraint is followed, the disagreeing ones to the
    source's gender when it is violated), the free ambiguous spans in M (as ``canonical``
    does for the other languages). Every cue must flip, else no variant is made."""
    if alignment is None:
        return []
    todo = [
        (c, _OPPOSITE[c.source_gender] if alignment else c.source_gender)
        for c, ok in verdicts
        if c.target_tokens is not None and c.source_gender in _OPPOSITE and (alignment or not ok)
    ]
    if not todo:
        return []
    out = list(tokens)
    for c, g in sorted(todo, key=lambda x: x[0].target_tokens or (0, 0), reverse=True):
        assert c.target_tokens is not None
        new = reader.realise_cue(out, c.target_tokens, g, c.source_span, _cue_kind(c))
        if new is None:
            return []
        out = new
    taken = [c.target_tokens for c, _ in todo if c.target_tokens is not None]
    inflector = cast("Inflector", reader)
    for sp in sorted(amb_spans, reverse=True):
        if all(sp[1] <= a or sp[0] >= b for a, b in taken):
            out = inflector.realise(out, sp, "M") or out
    text = " ".join(out)
    if text in seen or out == tokens:
        return []
    seen.add(text)
    gender = todo[0][1]
    return [Variant(text, gender, "explicit", satisfies=not alignment)]
