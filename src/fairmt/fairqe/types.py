"""Plain data passed between FairQE's stages; every class serialises to JSON with ``to_json``.

Stages (paper §2): cue detection produces :class:`Cue` objects; variant generation
produces :class:`Variant` objects and the explicit alignment signal ``A_exp``
(:class:`VariantSet`); the judge produces a :class:`Judgement`; the pipeline adds the
backbone scores and the aggregation into a :class:`FairQEResult`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fairmt.fairqe.taxonomy import Category, CueKind

# The realisation type lives below morphology and FairQE both; re-exported here.
from fairmt.gender.types import REALISATIONS, Realisation

__all__ = [
    "REALISATIONS",
    "Cue",
    "CueDetection",
    "FairQEResult",
    "Item",
    "Judgement",
    "Realisation",
    "ScoredVariant",
    "Variant",
    "VariantSet",
]


@dataclass(frozen=True)
class Item:
    """One (source, translation) pair to score; ``tgt_lang`` is an ISO 639-1 code.

    The caller's text is kept exactly as given: the backbone, the judge's prompts and the output
    see it unchanged. Only the rule analysis reads a copy with closed-up em dashes spaced
    (:func:`fairmt.fairqe.cue_tokens.spaced_item`)."""

    source: str
    translation: str
    tgt_lang: str
    src_lang: str = "en"
    #: Optional caller-given identifier, echoed in the output.
    id: str | None = None


@dataclass(frozen=True)
class Cue:
    """A detected gender cue: a source span, its target span and its category.

    Spans are given as text and as 0-based ``[start, end)`` token offsets into the
    whitespace tokens of the source and translation (``str.split()``); offsets are
    ``None`` when the detector could not place the span (an LLM gave only text, or the
    aligner linked nothing).

    Rule cues' source offsets count the tokens of the source with every closed-up em dash set
    off by spaces (:func:`fairmt.fairqe.cue_tokens.space_dashes`, en-cues-58): "nurse—her" is
    three tokens there. A source with no such dash is tokenised as written.
    """

    source_span: str
    category: Category
    target_span: str = ""
    source_tokens: tuple[int, int] | None = None
    target_tokens: tuple[int, int] | None = None
    #: Explicit cues: the gender the source fixes. Ambiguous cues: ``None``.
    source_gender: Realisation | None = None
    #: The gender the translation gives the target span, when it could be read.
    target_gender: Realisation | None = None
    #: A short reason (the lexicon entry, or the LLM's words).
    note: str = ""

    @property
    def kind(self) -> CueKind:
        return self.category.kind

    def to_json(self) -> dict[str, Any]:
        return {
            "source_span": self.source_span,
            "target_span": self.target_span,
            "category": self.category.value,
            "type": self.kind,
            "source_tokens": list(self.source_tokens) if self.source_tokens else None,
            "target_tokens": list(self.target_tokens) if self.target_tokens else None,
            "source_gender": self.source_gender,
            "target_gender": self.target_gender,
            "note": self.note,
        }


@dataclass(frozen=True)
class CueDetection:
    """Stage 1's output for one item; ``failed`` when the detector gave no usable answer.

    ``retryable``: the failure was an infrastructure one (the LLM endpoint unreachable, timing
    out or answering 5xx through the client's retries), so the same request may succeed on a
    rerun; a run should retry the item rather than record it as done.
    """

    cues: tuple[Cue, ...] = ()
    failed: bool = False
    error: str = ""
    #: The failure had an infrastructure cause (endpoint down, HTTP error, budget): a
    #: rerun of the same input asks again; a bad answer is not retried.
    retryable: bool = False

    @property
    def ambiguous(self) -> tuple[Cue, ...]:
        return tuple(c for c in self.cues if c.kind == "ambiguous")

    @property
    def explicit(self) -> tuple[Cue, ...]:
        return tuple(c for c in self.cues if c.kind == "explicit")


@dataclass(frozen=True)
class Variant:
    """A gender-flipped rewrite of the translation.

    ``kind`` says which agent made it: ``ambiguous`` (Agent_amb: another valid
    realisation) or ``explicit`` (Agent_exp: a flip of an explicitly gendered span).
    ``satisfies`` is, for explicit variants, whether the variant follows the source's
    explicit gender; ``None`` for ambiguous variants.
    """

    text: str
    gender: Realisation
    kind: CueKind
    satisfies: bool | None = None
    #: Set on a further realisation in the same gender that differs only by the other
    #: feminine form of a noun with two in use (``"presidentessa -> presidente"``;
    #: :mod:`fairmt.fairqe.feminine_alternatives`); written to JSON only when set, so an item
    #: without such a noun keeps its output byte for byte.
    alternative: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "text": self.text,
            "gender": self.gender,
            "type": self.kind,
            "satisfies": self.satisfies,
        }
        if self.alternative:
            out["alternative"] = self.alternative
        return out


@dataclass(frozen=True)
class VariantSet:
    """Stage 2's output for one item.

    ``alignment`` is the paper's ``A_exp``: does the original translation follow every
    explicit cue's gender? ``None`` when there is no explicit cue (or it could not be
    decided). ``original_gender`` is the realisation of the original's ambiguous cues,
    when known.
    """

    ambiguous: tuple[Variant, ...] = ()
    explicit: tuple[Variant, ...] = ()
    alignment: bool | None = None
    original_gender: Realisation | None = None
    failed: bool = False
    error: str = ""
    #: Realisations the validity gate rejected (never scored): ``"F: reason"`` each.
    rejected: tuple[str, ...] = ()

    @property
    def all(self) -> tuple[Variant, ...]:
        return self.ambiguous + self.explicit


@dataclass(frozen=True)
class Judgement:
    """Agent_uqe's output: ``q_uqe`` on 0–100 (higher is better) and a short rationale.

    ``q_uqe`` is ``None`` when the judge failed (``failed`` is then true); a failed
    judgement is flagged and never scored as 0.
    """

    q_uqe: float | None
    rationale: str = ""
    failed: bool = False
    error: str = ""
    #: As :attr:`CueDetection.retryable`.
    retryable: bool = False


@dataclass(frozen=True)
class ScoredVariant:
    variant: Variant
    score: float
    raw: float

    def to_json(self) -> dict[str, Any]:
        # NaN (the backbone failed on this variant) is written as null: the output stays JSON.
        ok = self.score == self.score
        return {**self.variant.to_json(), "q": self.score if ok else None, "q_raw": self.raw if ok else None}


@dataclass
class FairQEResult:
    """Everything FairQE knows about one item (one JSONL output line)."""

    index: int
    item: Item
    q_final: float | None
    #: ``None`` when the backbone failed on the original (flag ``backbone_failed``).
    q_orig: float | None
    q_orig_raw: float | None
    q_uqe: float | None = None
    b_amb: float = 0.0
    b_exp: float = 0.0
    B: float = 0.0
    w: float = 0.0
    cues: tuple[Cue, ...] = ()
    variants: tuple[ScoredVariant, ...] = ()
    alignment: bool | None = None
    rationale: str = ""
    flags: list[str] = field(default_factory=list)
    signature: str = ""
    #: Realisations the validity gate rejected (flag ``variant_rejected``), with the reasons.
    rejected: tuple[str, ...] = ()

    @property
    def violations(self) -> tuple[Cue, ...]:
        """The explicit cues the translation violates (flag ``gender_violation``): the source
        fixes one gender (``source_gender``), the translation realises another."""
        if self.alignment is not False:
            return ()
        return tuple(
            c
            for c in self.cues
            if c.kind == "explicit"
            and c.source_gender in ("F", "M")
            and c.target_gender is not None
            and c.target_gender != c.source_gender
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"index": self.index}
        if self.item.id is not None:
            out["id"] = self.item.id
        out.update(
            {
                "src": self.item.source,
                "mt": self.item.translation,
                "tgt_lang": self.item.tgt_lang,
                "q_final": self.q_final,
                "q_orig": self.q_orig,
                "q_orig_raw": self.q_orig_raw,
                "q_uqe": self.q_uqe,
                "b_amb": self.b_amb,
                "b_exp": self.b_exp,
                "B": self.B,
                "w": self.w,
                "alignment": self.alignment,
                "cues": [c.to_json() for c in self.cues],
                "variants": [v.to_json() for v in self.variants],
                "rationale": self.rationale,
                "flags": list(self.flags),
            }
        )
        if self.rejected:
            out["variants_rejected"] = list(self.rejected)
        if self.alignment is False:
            out["violations"] = [
                {
                    "cue": c.source_span,
                    "target": c.target_span,
                    "expected": c.source_gender,
                    "found": c.target_gender,
                }
                for c in self.violations
            ]
        out["signature"] = self.signature
        return out
