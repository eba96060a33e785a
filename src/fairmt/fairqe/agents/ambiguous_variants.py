"""Agent_amb's variants: every realisation among F/M/N the translation does not already use,
for the ``rules`` agents (split out of :mod:`.rules`).

This module owns the ambiguous side of one translation: the person spans realised (the sentence
realiser's, with the number the source gives each), the original's gender as the inflector reads
them (rules-29), one variant per other realisation (the neutral one made from the language's
neutral base, a variant that changes what an explicit cue reads dropped: rules-9), every F/M
combination of independent persons (:func:`independent_variants`), and the other feminine form
of a noun with two in use. Realising the spans is :mod:`.span_realisation`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from fairmt.fairqe.agents.cue_readers import _reads_cues, read_gender
from fairmt.fairqe.agents.predicate_nouns import _predicate_nouns
from fairmt.fairqe.agents.span_realisation import apply_spans
from fairmt.fairqe.feminine_alternatives import doublet_variants
from fairmt.fairqe.neutral_base import shifted_spans
from fairmt.fairqe.types import REALISATIONS, CueDetection, Item, Realisation, Variant
from fairmt.languages import language_pack

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector


class AmbiguousVariants(NamedTuple):
    """Agent_amb's result for one translation."""

    spans: list[tuple[int, int]]
    """The person spans the ambiguous variants realise (the explicit variant holds them in M)."""
    original: Realisation | None
    """The original's gender as its spans read (the majority of them), ``None`` if unread."""
    variants: list[Variant]
    """The ambiguous variants, in the order they were made."""


def ambiguous_variants(
    inflector: Inflector,
    item: Item,
    detection: CueDetection,
    tokens: list[str],
    seen: set[str],
    rejected: list[str],
) -> AmbiguousVariants:
    """Agent_amb for one translation (see the module's docstring); ``seen`` (the texts made so
    far, the original's first) and ``rejected`` (the validity gate's reasons) grow."""
    amb = [c for c in detection.ambiguous if c.target_tokens is not None]
    # The spans the ambiguous variants realise: the ambiguous cues' target spans, plus the
    # person nouns the language's resources find where the aligner gave none, and person
    # references only the target language genders (the sentence realiser's spans).
    from fairmt.fairqe.realise import AMBIGUOUS, SentenceRealiser, _source_numbers, unchanged_by

    # Person references only the target language genders (the speaker, "Yo no soy tan
    # atolondrada"; German "Der Abgeordnete") are realised even when the English has no cue.
    found_numbers: dict[tuple[int, int], str] = {}
    amb_spans = SentenceRealiser.person_spans(
        item, detection, tokens, inflector, AMBIGUOUS, numbers=found_numbers
    )
    # The number the English gives each person, as the sentence realiser passes it, and
    # where the English gives none, the number found on the way (rules-41: all of them, as
    # the realiser takes them, not only an object clitic's: "als Berater" for "as consultants").
    numbers = [
        n if n is not None else found_numbers.get(sp)
        for n, sp in zip(_source_numbers(detection, amb_spans), amb_spans, strict=True)
    ]
    # The original's gender as the inflector reads its spans (the realisations are the
    # inflector's; the gender analyser behind ``cue.target_gender`` may read "Le pazienti"
    # otherwise), the cues' reading where the inflector reads none.
    genders: list[Realisation] = []
    for sp in amb_spans:
        g0 = inflector.gender_of(tokens, sp) or inflector.gender_of(tokens, inflector.phrase_span(tokens, sp))
        if g0 is not None:
            genders.append(g0)
    if not genders:
        # rules-29: where the inflector reads no gender on any span ("Eravamo deluse": a
        # participle the dictionary lacks), the one realisation that leaves a span as it
        # is says its gender, before the analyser's reading of the cue (which took "dai",
        # the article of the next noun, for the person's).
        for sp in amb_spans:
            g0 = unchanged_by(inflector, tokens, sp)
            if g0 is not None:
                genders.append(g0)
    if not genders:
        for c in amb:
            g0 = read_gender(inflector, tokens, c)
            if g0 is not None:
                genders.append(g0)
    original: Realisation | None = None
    if genders:
        ranked = sorted(set(genders), key=lambda r: (-genders.count(r), r))
        original = ranked[0]
    amb_variants: list[Variant] = []
    mixed = len(set(genders)) > 1
    pack = language_pack(item.tgt_lang)
    neutral = pack is not None and pack.neutral is not None
    for g in REALISATIONS:
        if g == "N" and not neutral:
            continue  # the language declares no neutral form
        # A mixed original ("El jefe ... a la contadora") gets every realisation, its
        # majority gender's too; a consistent one is that realisation already.
        if not amb_spans or (g == original and not mixed):
            continue
        before, g_spans = tokens, list(amb_spans)
        if g == "N" and inflector.neutral_base is not None:
            # A language whose neutral is made from one realisation (Spanish: periphrases
            # agree in the feminine, "las personas trabajadoras contentas") gets it from
            # that one (when it keeps every offset): the feminine and the masculine
            # original of one source then get the same neutral variant.
            base = apply_spans(
                inflector, tokens, [(sp, inflector.neutral_base) for sp in amb_spans], numbers=numbers
            )
            # (es49: the spans move onto the base when it split a contraction, "al" ->
            # "a la"; fairqe/neutral_base)
            moved = shifted_spans(tokens, base, amb_spans) if base is not None else None
            if base is not None and moved is not None:
                before, g_spans = base, moved
        new = apply_spans(
            inflector,
            before,
            [(sp, g) for sp in g_spans],
            complete=g == "N",
            numbers=numbers,
            rejected=rejected,
        )
        if new is None:
            continue
        why = inflector.validate(before, new)
        if why is None and _reads_cues(inflector) and len(new) == len(tokens):
            # An ambiguous variant realises the persons the source leaves open; one that
            # changes what an explicit cue reads (Arabic: the verb of "she", a noun the
            # source genders, flipped with a person placed next to it) is no such variant.
            for c in detection.explicit:
                if c.target_tokens is not None and read_gender(inflector, new, c) != read_gender(
                    inflector, tokens, c
                ):
                    why = f"it changes the explicit cue {c.source_span!r}"
                    break
        if why is not None:
            rejected.append(f"{g}: {why}")
            continue
        text = " ".join(new)
        if text not in seen:
            seen.add(text)
            amb_variants.append(Variant(text, g, "ambiguous"))

    if amb_spans and len(genders) == len(amb_spans) and not detection.explicit:
        # (Not with an explicit cue: "he" names one of the persons, WinoMT's setting; the
        # explicit agent reads it.)
        independent_variants(
            inflector, item, detection, tokens, amb_spans, genders, numbers, seen, amb_variants
        )
    # The other feminine form of a noun with two in use ("presidentessa" / "la presidente"), in
    # the original and in every ambiguous variant: both originals of one source then get the
    # same set (fairqe/feminine_alternatives).
    amb_variants += doublet_variants(inflector, tokens, amb_spans, original, amb_variants, seen)
    return AmbiguousVariants(amb_spans, original, amb_variants)


def independent_variants(
    inflector: Inflector,
    item: Item,
    detection: CueDetection,
    tokens: list[str],
    amb_spans: Sequence[tuple[int, int]],
    genders: Sequence[Realisation],
    numbers: Sequence[str | None],
    seen: set[str],
    out: list[Variant],
) -> None:
    """Two to four persons named by different English nouns get every combination of their
    genders (F, M), so that a mixed original and a uniform one of one source get the same
    set (:mod:`fairmt.fairqe.agents.independent_persons`; issue 12)."""
    from itertools import product

    from fairmt.fairqe.agents.independent_persons import free_person_nouns, independent_persons
    from fairmt.fairqe.bare_named_subjects import named_predicate_places

    groups = independent_persons(
        detection.ambiguous,
        amb_spans,
        _predicate_nouns(inflector, tokens, item.tgt_lang),
        item.source.split(),
        free_person_nouns(tokens, inflector.person_spans(tokens)),
        named_predicate_places(item, tokens, inflector, amb_spans),  # rules-43
    )
    if groups is None:
        return
    both: tuple[Realisation, Realisation] = ("F", "M")
    for combo in product(both, repeat=len(groups)):
        if len(set(combo)) == 1:
            continue  # the uniform realisations are made above
        want: dict[int, Realisation] = {i: g for g, group in zip(combo, groups, strict=True) for i in group}
        todo = [i for i in sorted(want) if genders[i] != want[i]]
        if not todo:
            continue  # the original itself
        new = apply_spans(
            inflector,
            tokens,
            [(amb_spans[i], want[i]) for i in todo],
            complete=True,
            numbers=[numbers[i] for i in todo],
        )
        if new is None or inflector.validate(tokens, new) is not None:
            continue
        text = " ".join(new)
        if text not in seen:
            seen.add(text)
            out.append(Variant(text, combo[0], "ambiguous"))
