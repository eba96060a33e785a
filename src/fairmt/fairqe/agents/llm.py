"""The ``llm`` agent set: FairQE's agents as prompted calls to an OpenAI-compatible model.

All calls go through :class:`fairmt.llm.client.LLMClient` (cache, retries, concurrency,
accounting, budget, dry run). Prompts and schemas: :mod:`fairmt.fairqe.prompts` — one
*analysis* request per item (Agent_cue + Agent_amb + Agent_exp) and one *judge* request
(Agent_uqe) per item with a cue.

Failures are flagged, never scored: an analysis that stays invalid after the client's one
retry gives a failed :class:`CueDetection` (the item's ``q_final`` is then ``null``, flag
``cue_failed``); a failed judgement leaves ``q_final`` ``null`` (flag ``judge_failed``). When
``max_cost`` is reached, :class:`fairmt.llm.errors.BudgetExceeded` is raised so the caller
stops after the chunks already written; the answers received so far are cached, so a rerun
continues where it stopped. A refused key (HTTP 401/403/407) raises
:class:`fairmt.llm.errors.LLMAuthError` the same way: every later request would fail too.
A request that got no answer for an infrastructure reason (endpoint unreachable, timeouts,
5xx/429 through the client's retries; :attr:`Completion.failure_kind` ``infra``) gives a
failed stage with ``retryable`` set, so that a run can retry that item later instead of
recording it as done.

In a dry run nothing is sent: the analysis requests are recorded and, as an upper bound,
one judge request per item (as if every item had a cue).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.prompts import (
    ANALYSE_NOVAR_SCHEMA,
    ANALYSE_SCHEMA,
    JUDGE_SCHEMA,
    analyse_messages,
    judge_messages,
    prompts_hash,
)
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Judgement, Realisation, Variant, VariantSet

if TYPE_CHECKING:
    from fairmt.llm.client import Completion, LLMClient, LLMUsage

_WORD = re.compile(r"\w+", re.UNICODE)


def _norm(token: str) -> str:
    return "".join(_WORD.findall(token.lower()))


def locate(span: str, text: str) -> tuple[int, int] | None:
    """``[start, end)`` of ``span``'s tokens in ``text.split()``, ignoring case and punctuation."""
    want = [_norm(t) for t in span.split()]
    want = [w for w in want if w]
    if not want:
        return None
    toks = [_norm(t) for t in text.split()]
    n = len(want)
    for i in range(len(toks) - n + 1):
        if toks[i : i + n] == want:
            return (i, i + n)
    return None


def _gender(value: Any) -> Realisation | None:
    return cast(Realisation, value) if value in ("F", "M", "N") else None


class LLMAgents(Agents):
    """FairQE's agents through one OpenAI-compatible LLM (``--agents llm``)."""

    name = "llm"

    def __init__(
        self,
        model: str = "openai/gpt-4.1-mini",
        base_url: str | None = None,
        *,
        api_key_env: str | None = "OPENAI_API_KEY",
        concurrency: int = 4,
        max_cost: float | None = None,
        prices: Mapping[str, Any] | str | Path | None = None,
        dry_run: bool = False,
        cache: bool = True,
        client: LLMClient | None = None,
        **client_options: Any,
    ) -> None:
        from fairmt.llm.client import LLMClient

        self.client = client or LLMClient(
            model,
            base_url,
            api_key_env=api_key_env,
            concurrency=concurrency,
            max_cost=max_cost,
            prices=prices,
            dry_run=dry_run,
            cache=cache,
            **client_options,
        )
        self.dry_run = self.client.dry_run

    def signature_items(self) -> list[tuple[str, object]]:
        return [("agents", "llm"), *self.client.signature_items(), ("prompts", prompts_hash())]

    def usage(self) -> LLMUsage:
        return self.client.usage()

    def dry_run_report(self) -> str:
        return self.client.format_dry_run()

    def close(self) -> None:
        self.client.close()

    @staticmethod
    def _raise_budget(results: Sequence[Completion]) -> None:
        """Raise for failures that stop the run: the budget, a refused key."""
        from fairmt.llm.errors import BudgetExceeded, LLMAuthError

        for r in results:
            if r.failure == "budget":
                if isinstance(r.exception, BudgetExceeded):
                    raise r.exception
                raise BudgetExceeded(0.0, 0.0)
        for r in results:
            if r.failure_kind == "auth":
                if isinstance(r.exception, LLMAuthError):
                    raise r.exception
                raise LLMAuthError(f"the LLM endpoint refused the credentials: {r.error}", r.status or 401)

    # -- stages 1-2 -------------------------------------------------------------------

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        schema = ANALYSE_SCHEMA if variants else ANALYSE_NOVAR_SCHEMA
        results = self.client.complete_batch([analyse_messages(it, variants) for it in items], schema=schema)
        self._raise_budget(results)
        if self.dry_run:
            # Upper bound: a judge request for every item, as if each had a cue.
            self.client.complete_batch(
                [judge_messages(it, [], [] if variants else None, None) for it in items], schema=JUDGE_SCHEMA
            )
        return [self._analysis(it, r, variants) for it, r in zip(items, results, strict=True)]

    def _analysis(self, item: Item, r: Completion, variants: bool) -> Analysis:
        if not r.ok or not isinstance(r.data, dict):
            why = f"{r.failure}: {r.error}".strip(": ") if r.failure else "no data"
            retryable = r.failure_kind == "infra"
            return Analysis(CueDetection(failed=True, error=f"analysis failed ({why})", retryable=retryable))
        data = r.data
        cues: list[Cue] = []
        for c in data.get("cues", []):
            category = Category(c["category"])
            src_gender = _gender(c.get("source_gender")) if category.kind == "explicit" else None
            target_span = str(c.get("target_span", "")).strip()
            cues.append(
                Cue(
                    source_span=str(c["source_span"]).strip(),
                    category=category,
                    target_span=target_span,
                    source_tokens=locate(str(c["source_span"]), item.source),
                    target_tokens=locate(target_span, item.translation) if target_span else None,
                    source_gender=src_gender,
                    target_gender=_gender(c.get("target_gender")),
                    note="llm",
                )
            )
        detection = CueDetection(tuple(cues))
        if not variants or not cues:
            return Analysis(detection)
        alignment = data.get("alignment")
        if not any(c.kind == "explicit" for c in cues):
            alignment = None
        seen = {" ".join(item.translation.split())}
        amb: list[Variant] = []
        exp: list[Variant] = []
        for v in data.get("variants", []):
            text = " ".join(str(v["text"]).split())
            gender = _gender(v.get("gender"))
            if not text or text in seen or gender is None:
                continue
            seen.add(text)
            if v["type"] == "explicit":
                satisfies = None if alignment is None else not alignment
                exp.append(Variant(text, gender, "explicit", satisfies))
            else:
                amb.append(Variant(text, gender, "ambiguous"))
        if not any(c.kind == "ambiguous" for c in cues):
            amb = []
        return Analysis(detection, VariantSet(tuple(amb), tuple(exp), alignment))

    # -- stage 3 ----------------------------------------------------------------------

    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        requests = []
        for x in inputs:
            cues = [
                {
                    "source_span": c.source_span,
                    "target_span": c.target_span,
                    "category": c.category.value,
                    "type": c.kind,
                    "source_gender": c.source_gender,
                }
                for c in x.analysis.detection.cues
            ]
            variants = list(x.scored) if x.scored else None
            requests.append(judge_messages(x.item, cues, variants, x.analysis.variants.alignment))
        results = self.client.complete_batch(requests, schema=JUDGE_SCHEMA)
        self._raise_budget(results)
        out = []
        for r in results:
            if r.ok and isinstance(r.data, dict):
                out.append(Judgement(float(r.data["score"]), str(r.data.get("rationale", ""))[:500]))
            else:
                why = f"{r.failure}: {r.error}".strip(": ") if r.failure else "no data"
                retryable = r.failure_kind == "infra"
                out.append(Judgement(None, failed=True, error=f"judge failed ({why})", retryable=retryable))
        return out
