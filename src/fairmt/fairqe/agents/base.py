"""The interface of a FairQE agent set (the paper's Agent_cue, Agent_amb, Agent_exp, Agent_uqe).

Two implementations sit behind it: ``rules`` (deterministic, offline: English lexicons,
the project's aligner and gender analysers, per-language inflection) and ``llm`` (prompted
calls through :mod:`fairmt.llm`). The backbone (Agent_qe) is not part of an agent set; the
pipeline (:mod:`fairmt.fairqe.pipeline`) owns it.

Both methods take and return sequences in input order, so an implementation can batch,
cache or run calls concurrently behind them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from fairmt.errors import UnsupportedLanguageError
from fairmt.fairqe.types import CueDetection, Item, Judgement, ScoredVariant, VariantSet
from fairmt.llm.client import LLMUsage
from fairmt.registry import Registry


@dataclass(frozen=True)
class Analysis:
    """Stages 1–2 for one item: the cues and (unless variants were not asked for) the variants."""

    detection: CueDetection
    variants: VariantSet = field(default_factory=VariantSet)


@dataclass(frozen=True)
class JudgeInput:
    """What the judge sees for one item.

    ``q_orig`` and the variants' backbone scores are given to every judge; the LLM judge
    does not show them to the model (the paper's two streams are independent), the rules
    judge reasons over them.
    """

    item: Item
    analysis: Analysis
    q_orig: float
    scored: tuple[ScoredVariant, ...] = ()


class Agents(ABC):
    """A set of FairQE agents."""

    name: str = ""
    #: Target languages this agent set supports (``None``: any).
    languages: frozenset[str] | None = None
    #: What the judge's 0–100 score is: ``"0-100"``, a quality on its own scale (an LLM's;
    #: the ``fair`` aggregation maps it onto the backbone's range), or ``"backbone"``, 100 ×
    #: a score on the backbone's normalised scale (a judge that reasons over backbone
    #: scores, as the rules judge does; used as it is).
    judge_scale: Literal["0-100", "backbone"] = "0-100"

    def check_languages(self, langs: Sequence[str]) -> None:
        """Raise :class:`UnsupportedLanguageError` naming every unsupported target language."""
        if self.languages is None:
            return
        bad = sorted({lang for lang in langs if lang not in self.languages})
        if bad:
            raise UnsupportedLanguageError(
                f"the {self.name!r} agents do not support target language(s) {', '.join(bad)}; "
                f"supported: {', '.join(sorted(self.languages))}"
            )

    def prepare(self, items: Sequence[Item]) -> None:
        """See every item of the input before chunks of it are analysed (default: nothing).

        The rules agents with a corpus aligner (``fast_align``) align the whole input as one
        corpus here, so that a chunk's cues do not depend on the chunk.
        """
        return None

    def needs_whole_input(self) -> bool:
        """Whether an item's analysis depends on the other items, so that every worker of a
        sharded run must :meth:`prepare` with the whole input (default: when ``prepare`` is
        overridden)."""
        return type(self).prepare is not Agents.prepare

    @abstractmethod
    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        """Cue detection, then (when ``variants``) variant generation and the signal ``A_exp``.

        An item with no cue gets an empty :class:`VariantSet`.
        """

    @abstractmethod
    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        """Agent_uqe: a debiased quality score on 0–100 for each input."""

    def usage(self) -> LLMUsage:
        """Accounting of the agents' LLM calls (all zero for agents that make none)."""
        return LLMUsage()

    def signature_items(self) -> list[tuple[str, object]]:
        return [("agents", self.name)]

    def close(self) -> None:
        """Release resources (connections, caches); nothing by default."""
        return None


#: Agent sets by name; plugins in the entry-point group ``fairmt.agents`` (an :class:`Agents`
#: subclass, built without arguments by the command line).
AGENTS: Registry[type[Agents]] = Registry("agent set", entry_point_group="fairmt.agents")
AGENTS.register_lazy("rules", "fairmt.fairqe.agents.rules:RuleAgents")
AGENTS.register_lazy("llm", "fairmt.fairqe.agents.llm:LLMAgents")
AGENTS.register_lazy("hybrid", "fairmt.fairqe.agents.llm:HybridAgents")
