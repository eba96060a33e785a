"""Map a challenge-set entity to its target words through the word alignment.

As the original mt_gender: the English indices are the entity's index, preceded by the
index of its article when the previous word is "the", "a" or "an" (case-insensitive).
The target words are every target token linked to those English indices, English index
by English index, each in the aligner's link order, joined with single spaces.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.align.base import Alignment
from fairmt.gender.base import EntitySpan
from fairmt.winomt.challenge import ChallengeItem

ARTICLES = frozenset({"the", "a", "an"})


def source_indices(item: ChallengeItem) -> list[int]:
    """English token indices of the entity and its article."""
    toks = item.tokens
    idx = item.index
    out = []
    if idx > 0 and toks[idx - 1].lower() in ARTICLES:
        out.append(idx - 1)
    out.append(idx)
    return out


def entity_span(
    item: ChallengeItem, target: str, links: Alignment, target_tokens: Sequence[str] | None = None
) -> EntitySpan:
    """The target span of ``item``'s entity, given the sentence pair's alignment links.

    ``target_tokens`` must be the tokens the links index (the aligner's tokenisation);
    by default ``target.split()``. The original mt_gender always used ``str.split()``,
    which also splits at no-break spaces where fast_align does not, so on the few lines
    with a no-break space (aws en-fr: 12, systran en-ar: 69) its target indices were off.
    """
    by_src: dict[int, list[int]] = {}
    for s, t in links:
        by_src.setdefault(s, []).append(t)
    tgt_tokens = target.split() if target_tokens is None else target_tokens
    indices = [t for s in source_indices(item) for t in by_src.get(s, ())]
    words = tuple(tgt_tokens[t] for t in indices if 0 <= t < len(tgt_tokens))
    return EntitySpan(
        words=words,
        indices=tuple(indices),
        target=target,
        source_entity=item.entity,
        source=item.sentence,
        links=tuple(links),
        tokens=tuple(tgt_tokens),
        source_index=item.index,
    )


def entity_spans(
    items: Sequence[ChallengeItem], targets: Sequence[str], alignments: Sequence[Alignment]
) -> list[EntitySpan]:
    return [entity_span(i, t, a) for i, t, a in zip(items, targets, alignments, strict=True)]


def parse_links(line: str) -> Alignment:
    """Parse a Pharaoh-format line (``0-0 1-2 ...``) into links."""
    out: Alignment = []
    for pair in line.split():
        s, _, t = pair.partition("-")
        out.append((int(s), int(t)))
    return out
