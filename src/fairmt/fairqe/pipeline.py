"""The FairQE pipeline (paper §2): cues → variants → dual-stream QE → bias-aware aggregation.

:class:`FairQE` ties an agent set (:mod:`fairmt.fairqe.agents`) to a QE backbone
(:mod:`fairmt.qe`, Agent_qe) and the aggregation of :mod:`fairmt.fairqe.aggregate`:

1. the backbone scores every original translation (``q_orig``);
2. the agents detect cues and, unless the ablation is ``novar``, generate variants and the
   explicit alignment signal ``A_exp``; an item with no cue and no variant skips stage 3 and
   gets ``q_final = q_orig`` (the paper's dynamic invocation), flagged ``no_cue`` (an item
   whose translation names a gendered person the source's cues missed, and that the agents
   realised in another gender, is invoked like an item with a cue); an item whose
   cue detection failed gets ``q_final = None``, flagged ``cue_failed``;
3. the backbone scores every variant, and the judge (Agent_uqe) gives ``q_uqe`` on 0–100;
4. ``b_amb``, ``b_exp``, ``B``, ``w`` and ``q_final`` as Eqs. 9–11.

Ablations (paper Table 5): ``novar`` — no variants, the cues and the pair go to the judge;
with no variants there is no volatility to measure, so the paper leaves the mixing weight
of this ablation unstated: we mix the two streams with a fixed ``novar_weight`` (0.5) for
items with a cue. ``uqe-only`` — ``q_final = q_uqe/100`` for every item (the judge is asked
for every item, cue or not).

Each distinct (source, hypothesis) pair is scored once per call; the backbone sees all
pairs of a call in one batched request, so chunking and batch size never change a score.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Literal

from fairmt.errors import UsageError
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.aggregate import (
    AGGREGATIONS,
    DEFAULT_ALPHA,
    DEFAULT_BETA,
    FAIR_VERSION,
    AggregationName,
    ExplicitMode,
    aggregate,
    fair_aggregate,
)
from fairmt.fairqe.calibration import Calibration, calibrate
from fairmt.fairqe.types import FairQEResult, Item, Judgement, ScoredVariant
from fairmt.llm.client import LLMUsage
from fairmt.qe.base import QEBackbone, QEScore
from fairmt.signature import Signature

Ablation = Literal["none", "novar", "uqe-only"]
ABLATIONS: tuple[Ablation, ...] = ("none", "novar", "uqe-only")


@dataclass(frozen=True)
class FairQEConfig:
    """How FairQE aggregates (see :mod:`fairmt.fairqe.aggregate`).

    ``aggregation``: ``fair`` (default: one scale, the backbone's gender unit, detected explicit
    violations always count) or ``paper`` (Eqs. 9–11 as published; ``explicit_mode`` applies
    to it only). ``amb_unit``: the gender unit of the ``fair`` aggregation, instead of the
    backbone's calibration.
    """

    alpha: float = DEFAULT_ALPHA
    beta: float = DEFAULT_BETA
    ablation: Ablation = "none"
    explicit_mode: ExplicitMode = "margin"
    novar_weight: float = 0.5
    batch_size: int = 64
    aggregation: AggregationName = "fair"
    amb_unit: float | None = None

    def __post_init__(self) -> None:
        if self.ablation not in ABLATIONS:
            raise UsageError(f"unknown ablation {self.ablation!r}; known: {', '.join(ABLATIONS)}")
        if self.aggregation not in AGGREGATIONS:
            raise UsageError(f"unknown aggregation {self.aggregation!r}; known: {', '.join(AGGREGATIONS)}")
        if self.aggregation == "fair" and self.explicit_mode != "margin":
            raise UsageError("--b-exp chooses the paper's b_exp: it needs --aggregation paper")
        if self.amb_unit is not None and (
            self.aggregation != "fair" or not (self.amb_unit > 0 and math.isfinite(self.amb_unit))
        ):
            raise UsageError("--amb-unit must be positive and finite and needs --aggregation fair")
        # ``not 0 <= x < inf`` also refuses NaN, which every comparison fails.
        if not (0 <= self.alpha < math.inf and 0 <= self.beta < math.inf):
            raise UsageError(
                f"--alpha and --beta must be finite and non-negative ({self.alpha}, {self.beta})"
            )
        if not 0.0 <= self.novar_weight <= 1.0:
            raise UsageError("novar_weight must be in [0, 1]")
        if self.batch_size < 1:
            raise UsageError("batch size must be at least 1")

    def signature_items(self) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = [("alpha", f"{self.alpha:g}"), ("beta", f"{self.beta:g}")]
        items.append(("agg", f"fair-{FAIR_VERSION}" if self.aggregation == "fair" else self.aggregation))
        if self.amb_unit is not None:
            items.append(("unit", f"{self.amb_unit:g}"))
        if self.explicit_mode != "margin":
            items.append(("b_exp", self.explicit_mode))
        if self.ablation != "none":
            items.append(("ablation", self.ablation))
            if self.ablation == "novar":
                items.append(("novar_w", f"{self.novar_weight:g}"))
        return items


@dataclass
class RunStats:
    """What one :meth:`FairQE.score` call did (summed by the CLI over chunks)."""

    items: int = 0
    with_cue: int = 0
    variants: int = 0
    backbone_pairs: int = 0
    judge_calls: int = 0
    flags: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    #: Ids (else indices) of the items flagged ``gender_violation``, in order (totals keep the
    #: first :attr:`IDS_KEPT`).
    violation_ids: list[str] = field(default_factory=list)

    IDS_KEPT: ClassVar[int] = 10

    def add(self, other: RunStats) -> None:
        self.items += other.items
        self.with_cue += other.with_cue
        self.variants += other.variants
        self.backbone_pairs += other.backbone_pairs
        self.judge_calls += other.judge_calls
        self.seconds += other.seconds
        self.violation_ids = [*self.violation_ids, *other.violation_ids][: self.IDS_KEPT]
        for k, v in other.flags.items():
            self.flags[k] = self.flags.get(k, 0) + v


class FairQE:
    """Bias-aware QE: ``FairQE(backbone, agents).score(items)``."""

    def __init__(self, backbone: QEBackbone, agents: Agents, config: FairQEConfig | None = None) -> None:
        self.backbone = backbone
        self.agents = agents
        self.config = config or FairQEConfig()
        # Scores of the pairs seen in this run (across chunks), so each distinct pair is
        # scored once per run; bounded, oldest first out.
        self._seen: OrderedDict[tuple[str, str], QEScore] = OrderedDict()
        #: What the last :meth:`score` call did, and the totals of every call.
        self.last_stats = RunStats()
        self.stats = RunStats()
        self._calibration: Calibration | None = None

    #: Pairs remembered across chunks (a pair seen earlier than this is scored again).
    SEEN_LIMIT = 200_000

    @classmethod
    def build(cls, backbone: str = "mini-qe", agents: str = "rules", **options: object) -> FairQE:
        """A pipeline from names and explicit options (what ``fairmt qe score`` builds).

        ``options``: the aggregation (``alpha``, ``beta``, ``ablation``, ``explicit_mode``,
        ``novar_weight``, ``batch_size``), ``backbone_options={...}`` for
        :func:`fairmt.qe.load_backbone`, and the agent set's own options (``rules``:
        ``aligner``, ``explicit_penalty``; ``llm``: ``model``, ``base_url``, ...). Close it
        with :meth:`close` (the LLM agents hold a client and its cache).
        """
        from fairmt.fairqe.run import FairQESpec

        return FairQESpec.from_options(backbone, agents, **options).build()

    def close(self) -> None:
        """Release what the agents hold (an LLM client, its cache)."""
        self.agents.close()

    def __enter__(self) -> FairQE:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _needs_calibration(self) -> bool:
        cfg = self.config
        if cfg.aggregation != "fair":
            return False
        return cfg.amb_unit is None or self.agents.judge_scale != "backbone"

    def calibration(self) -> Calibration | None:
        """The backbone's gender unit and range (``fair`` aggregation), computed once and cached.

        ``None`` when nothing needs it (the ``paper`` aggregation, or a given ``amb_unit`` with a
        judge on the backbone's scale).
        """
        if not self._needs_calibration():
            return None
        if self._calibration is None:
            backbone_signature = str(Signature.of(self.backbone.signature_items()))
            self._calibration = calibrate(self.backbone, backbone_signature, self.config.batch_size)
        return self._calibration

    def signature(self) -> Signature:
        cal = self.calibration()
        return Signature.of(
            [
                *self.backbone.signature_items(),
                *self.agents.signature_items(),
                *self.config.signature_items(),
                *(cal.signature_items() if cal is not None else []),
            ]
        )

    def usage(self) -> LLMUsage:
        return self.agents.usage()

    def prepare(self, items: Sequence[Item]) -> None:
        """Let the agents see the whole input first (the rules agents align it as one corpus).

        Call it with every item of a file before scoring chunks of it, so that results do
        not depend on chunking or on where a resumed run starts.
        """
        self.agents.check_languages([it.tgt_lang for it in items])
        self.agents.prepare(items)

    def _judge_on_scale(self, q_uqe: float) -> float:
        """The judge's score as the aggregation mixes it: ``q_uqe/100`` (the paper, or a judge on
        the backbone's scale), else mapped onto the backbone's range (``fair`` with a 0–100 judge)."""
        if self.config.aggregation == "paper" or self.agents.judge_scale == "backbone":
            return min(1.0, max(0.0, q_uqe / 100.0))
        cal = self.calibration()
        assert cal is not None
        return min(1.0, max(0.0, cal.to_backbone_scale(q_uqe)))

    def _score_pairs(self, pairs: Sequence[tuple[str, str]]) -> dict[tuple[str, str], QEScore]:
        distinct = list(dict.fromkeys(pairs))
        out = {p: self._seen[p] for p in distinct if p in self._seen}
        todo = [p for p in distinct if p not in out]
        if todo:
            scores = self.backbone.score(todo, batch_size=self.config.batch_size)
            for p, sc in zip(todo, scores, strict=True):
                out[p] = sc
                self._seen[p] = sc
            while len(self._seen) > self.SEEN_LIMIT:
                self._seen.popitem(last=False)
        return out

    def score(
        self,
        items: Sequence[Item],
        start_index: int = 0,
        on_stage: Callable[[str], None] | None = None,
        *,
        indices: Sequence[int] | None = None,
    ) -> list[FairQEResult]:
        """Results for ``items`` in input order.

        A result's ``index`` is ``indices[i]`` when given (a chunk of retried items need not
        be contiguous), else ``start_index + i``. What the call did is in :attr:`last_stats`
        (and added to :attr:`stats`, the totals since construction).
        """
        if indices is not None and len(indices) != len(items):
            raise ValueError("one index per item")
        t0 = time.perf_counter()
        cfg = self.config
        stats = RunStats(items=len(items))
        self.agents.check_languages([it.tgt_lang for it in items])
        signature = str(self.signature())

        def stage(name: str) -> None:
            if on_stage is not None:
                on_stage(name)

        stage("backbone")
        orig_pairs = [(it.source, it.translation) for it in items]
        orig = self._score_pairs(orig_pairs)

        stage("analyse")
        analyses: list[Analysis] = self.agents.analyse(items, variants=cfg.ablation != "novar")
        if len(analyses) != len(items):
            raise RuntimeError(
                f"agents {self.agents.name!r} returned {len(analyses)} analyses for {len(items)}"
            )

        stage("variants")
        var_pairs = [
            (it.source, v.text) for it, a in zip(items, analyses, strict=True) for v in a.variants.all
        ]
        # Scored in a second request: which variants exist depends on the agents.
        known = set(orig_pairs)
        var_scores = self._score_pairs([p for p in var_pairs if p not in known])
        var_scores.update({p: orig[p] for p in var_pairs if p in known})
        stats.backbone_pairs = len(set(orig_pairs) | set(var_pairs))

        scored: list[tuple[ScoredVariant, ...]] = []
        for it, a in zip(items, analyses, strict=True):
            row = []
            for v in a.variants.all:
                s = var_scores[(it.source, v.text)]
                row.append(ScoredVariant(v, s.score, s.raw))
            scored.append(tuple(row))

        stage("judge")
        # An item is invoked when the agents found a person reference: a source cue, or (the
        # rules agents) a gendered person in the translation that they could realise in another
        # gender although no source word was a cue ("We have a great cook" → "una cocinera").
        invoked = [bool((a.detection.cues or a.variants.all) and not a.detection.failed) for a in analyses]
        to_judge = [i for i, a in enumerate(analyses) if cfg.ablation == "uqe-only" or invoked[i]]
        inputs = [JudgeInput(items[i], analyses[i], orig[orig_pairs[i]].score, scored[i]) for i in to_judge]
        judgements: dict[int, Judgement] = {}
        if inputs:
            got = self.agents.judge(inputs)
            if len(got) != len(inputs):
                raise RuntimeError(
                    f"agents {self.agents.name!r} returned {len(got)} judgements for {len(inputs)}"
                )
            judgements = dict(zip(to_judge, got, strict=True))
        stats.judge_calls += len(inputs)

        unit = 1.0
        if cfg.aggregation == "fair":
            cal = self.calibration()
            unit = cfg.amb_unit if cfg.amb_unit is not None else (cal.unit if cal is not None else 1.0)

        def index_of(i: int) -> int:
            return start_index + i if indices is None else indices[i]

        results = []
        for i, (it, a) in enumerate(zip(items, analyses, strict=True)):
            q = orig[orig_pairs[i]]
            flags: list[str] = []
            det = a.detection
            if det.failed:
                flags.append("cue_failed")
            if a.variants.failed:
                flags.append("variants_failed")
            if a.variants.rejected:
                flags.append("variant_rejected")
            if not invoked[i] and not det.failed:
                flags.append("no_cue")
            else:
                stats.with_cue += 1
            j = judgements.get(i)
            if j is not None and (j.failed or j.q_uqe is None):
                flags.append("judge_failed")
            q_uqe = j.q_uqe if j is not None and not j.failed else None
            # A backbone that failed on a pair (an LLM backbone's flagged failure) gives NaN.
            if any(math.isnan(s.score) for s in scored[i]):
                flags.append("variant_score_failed")
            amb = [s.score for s in scored[i] if s.variant.kind == "ambiguous" and not math.isnan(s.score)]
            exp = [s.score for s in scored[i] if s.variant.kind == "explicit" and not math.isnan(s.score)]
            orig_failed = math.isnan(q.score)
            if orig_failed:
                flags.append("backbone_failed")
            stats.variants += len(scored[i])
            if det.cues and not amb and not exp and cfg.ablation == "none":
                flags.append("no_variant")
            if a.variants.alignment is False:
                flags.append("gender_violation")
                stats.violation_ids.append(it.id if it.id is not None else str(index_of(i)))
            q_judge = None if q_uqe is None else self._judge_on_scale(q_uqe)
            if cfg.aggregation == "fair":
                agg = fair_aggregate(
                    0.0 if orig_failed else q.score,
                    q_judge,
                    amb,
                    exp,
                    a.variants.alignment,
                    cfg.alpha,
                    cfg.beta,
                    unit,
                )
            else:
                agg = aggregate(
                    0.0 if orig_failed else q.score,
                    q_uqe,
                    amb,
                    exp,
                    a.variants.alignment,
                    cfg.alpha,
                    cfg.beta,
                    cfg.explicit_mode,
                )
            q_final = agg.q_final
            w = agg.w
            if cfg.ablation == "uqe-only":
                w = 1.0
                q_final = q_judge
            elif cfg.ablation == "novar" and invoked[i]:
                w = cfg.novar_weight
                q_final = None if q_judge is None else w * q_judge + (1.0 - w) * q.score
            if det.failed or orig_failed:
                q_final = None  # never silently the backbone's score, never 0
            elif q_final is None and "judge_failed" not in flags:
                flags.append("judge_failed")
            for f in flags:
                stats.flags[f] = stats.flags.get(f, 0) + 1
            retry = bool(
                (det.failed and det.retryable)
                or (j is not None and j.failed and j.retryable)
                or orig_failed
                or any(math.isnan(s.score) for s in scored[i])
            )
            if retry:
                flags.append("retry")
                stats.flags["retry"] = stats.flags.get("retry", 0) + 1
            results.append(
                FairQEResult(
                    index=index_of(i),
                    item=it,
                    q_final=q_final,
                    q_orig=None if orig_failed else q.score,
                    q_orig_raw=None if orig_failed else q.raw,
                    q_uqe=q_uqe,
                    b_amb=agg.b_amb,
                    b_exp=agg.b_exp,
                    B=agg.B,
                    w=w,
                    cues=det.cues,
                    variants=scored[i],
                    alignment=a.variants.alignment,
                    rationale=j.rationale if j is not None else "",
                    flags=flags,
                    signature=signature,
                    rejected=a.variants.rejected,
                )
            )
        stats.seconds = time.perf_counter() - t0
        self.last_stats = stats
        self.stats.add(stats)
        return results
