"""The ``llm`` and ``hybrid`` agent sets: FairQE's agents as prompted calls to an OpenAI-compatible model.

All calls go through :class:`fairmt.llm.client.LLMClient` (cache, retries, concurrency,
accounting, budget, dry run). Prompts and schemas: :mod:`fairmt.fairqe.prompts`. Protocols:

* ``merged`` (default): **one request per item** does Agent_cue, Agent_amb, Agent_exp and
  Agent_uqe; :meth:`LLMAgents.analyse` keeps each item's score and :meth:`LLMAgents.judge`
  returns it without a request. (An item that the pipeline asks to judge without having had
  a merged analysis — the ``uqe-only`` ablation on an item the ``hybrid`` gate skipped — gets
  a judge request of its own.)
* ``items_per_request`` K > 1 (merged only): K items share one request (and its system
  prompt); answers are matched back by id, never by position, so a model that reorders
  items is harmless, and an item it leaves out or answers twice is asked again alone.
* ``split``: one analysis request per item and one judge request per item with a cue (the
  first implementation; with the same answers it scores exactly as ``merged``).

``hybrid`` (:class:`HybridAgents`): the offline source-side cue detector
(:func:`fairmt.fairqe.cues.source_cues`) decides which items need the LLM: an item in which
it finds no person-denoting word gets no request at all (no cue, ``q_final = q_orig``, as the
``llm`` agents give an item in which the model finds none); the others get the merged request.

**Answers are checked against the evidence** before anything is scored. An answer is rejected
— the item flagged ``cue_failed`` and ``variant_rejected`` with the reason in ``rejected``,
``q_final`` ``null``, never scored — when a cue's source span is not in the source, a cue's
target span is not in the translation, a variant's edit does not fit the translation, or a
variant labelled as an explicit flip is the original itself. A score outside 0–100 or an
answer off the schema is a parse failure (the client asks once more, then flags it). An
ambiguous variant identical to the original (or to another variant) is dropped and listed in
``rejected``; the item is still scored from the rest.

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

In a dry run nothing is sent. ``merged``: exactly the requests a run would send (one per
item; for ``hybrid`` one per gated item). ``split``: the analysis requests and, as an upper
bound, one judge request per item (as if every item had a cue).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from fairmt.errors import UsageError
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.prompts import (
    ANALYSE_NOVAR_SCHEMA,
    ANALYSE_SCHEMA,
    CUE_CATEGORY,
    CUE_SOURCE_GENDER,
    CUE_TARGET_GENDER,
    JUDGE_SCHEMA,
    MAX_TOKENS,
    MERGED_NOVAR_SCHEMA,
    MERGED_SCHEMA,
    Protocol,
    all_prompts_hash,
    analyse_messages,
    apply_edits,
    batch_messages,
    batch_schema,
    judge_messages,
    merged_messages,
)
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Judgement, Realisation, Variant, VariantSet

if TYPE_CHECKING:
    from fairmt.llm.client import ChatRequest, Completion, LLMClient, LLMUsage

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


class _Rejected(Exception):
    """An answer that does not fit the evidence (the message says why)."""


def _reject_failure(why: str) -> Analysis:
    return Analysis(
        CueDetection(failed=True, error=f"answer rejected: {why}"),
        VariantSet(rejected=(f"answer: {why}",)),
    )


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(str(text).split())
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


def _item_key(item: Item) -> tuple[str, str, str, str]:
    return (item.source, item.translation, item.src_lang, item.tgt_lang)


class LLMAgents(Agents):
    """FairQE's agents through one OpenAI-compatible LLM (``--agents llm``).

    ``protocol``: ``merged`` (one request per item, the default) or ``split`` (analysis, then
    judge); see the module doc.
    """

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
        protocol: Protocol = "merged",
        items_per_request: int = 1,
        client: LLMClient | None = None,
        **client_options: Any,
    ) -> None:
        from fairmt.llm.client import LLMClient

        if protocol not in ("merged", "split"):
            raise UsageError(f"llm agents: unknown protocol {protocol!r} (merged or split)")
        self.protocol: Protocol = protocol
        if items_per_request < 1:
            raise UsageError(f"llm agents: items_per_request must be >= 1, got {items_per_request}")
        if items_per_request > 1 and protocol != "merged":
            raise UsageError("llm agents: items_per_request > 1 needs the merged protocol")
        self.items_per_request = items_per_request
        #: Items a batch answer left out or answered twice, asked again alone.
        self.batch_reasked = 0
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
        # Merged protocol: the judge's part of each analysed item's answer, until judge() asks.
        self._judged: dict[tuple[str, str, str, str], Judgement] = {}

    def signature_items(self) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = [("agents", self.name), *self.client.signature_items()]
        items += [("protocol", self.protocol), ("prompts", all_prompts_hash())]
        if self.items_per_request > 1:
            items.append(("items_per_request", self.items_per_request))
        return items

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

    @staticmethod
    def _failure(r: Completion, stage: str) -> tuple[str, bool]:
        why = f"{r.failure}: {r.error}".strip(": ") if r.failure else "no data"
        return f"{stage} failed ({why})", r.failure_kind == "infra"

    # -- requests -----------------------------------------------------------------------

    def requests_for(self, items: Sequence[Item], variants: bool = True) -> list[ChatRequest]:
        """The stage 1-2 requests (merged: the only requests) for ``items``, as they are sent."""
        from fairmt.llm.client import ChatRequest

        if self.protocol == "merged":
            schema = MERGED_SCHEMA if variants else MERGED_NOVAR_SCHEMA
            limit = MAX_TOKENS["merged" if variants else "merged-novar"]
            return [ChatRequest(merged_messages(it, variants), schema, {"max_tokens": limit}) for it in items]
        schema = ANALYSE_SCHEMA if variants else ANALYSE_NOVAR_SCHEMA
        return [
            ChatRequest(analyse_messages(it, variants), schema, {"max_tokens": MAX_TOKENS["analysis"]})
            for it in items
        ]

    # -- stages 1-2 (and, merged, 3) ----------------------------------------------------------

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        # The pipeline judges a chunk right after analysing it: scores kept from an earlier
        # chunk (items without a cue are never judged) are dropped here.
        self._judged.clear()
        answers = self._ask(items, variants)
        if self.dry_run and self.protocol == "split":
            # Upper bound: a judge request for every item, as if each had a cue.
            self.client.complete_batch(
                [judge_messages(it, [], [] if variants else None, None) for it in items],
                schema=JUDGE_SCHEMA,
                max_tokens=MAX_TOKENS["judge"],
            )
        out = []
        for it, answer in zip(items, answers, strict=True):
            if isinstance(answer, Analysis):  # no usable answer
                out.append(answer)
                continue
            try:
                data = self._from_merged(answer) if self.protocol == "merged" else answer
                analysis = self._analysis(it, data, variants)
            except _Rejected as e:
                analysis = _reject_failure(str(e))
            if self.protocol == "merged" and not analysis.detection.failed:
                score = float(answer["score"])
                if not 0.0 <= score <= 100.0:  # the schema says so; a fallback path must too
                    analysis = _reject_failure(f"score {score!r} is outside 0-100")
                else:
                    self._judged[_item_key(it)] = Judgement(score, str(answer.get("why", ""))[:500])
            out.append(analysis)
        return out

    def _failed(self, r: Completion) -> Analysis:
        error, retryable = self._failure(r, "analysis")
        return Analysis(CueDetection(failed=True, error=error, retryable=retryable))

    def _ask(self, items: Sequence[Item], variants: bool) -> list[dict[str, Any] | Analysis]:
        """Each item's answer (a dict), or a failed :class:`Analysis` when it got none."""
        k = self.items_per_request
        if self.protocol != "merged" or k <= 1 or len(items) <= 1:
            results = self.client.complete_batch(self.requests_for(items, variants))
            self._raise_budget(results)
            return [r.data if r.ok and isinstance(r.data, dict) else self._failed(r) for r in results]
        from fairmt.llm.client import ChatRequest

        groups = [list(range(i, min(i + k, len(items)))) for i in range(0, len(items), k)]
        limit = MAX_TOKENS["merged" if variants else "merged-novar"]
        requests = [
            ChatRequest(
                batch_messages([items[i] for i in g], variants),
                batch_schema(variants),
                {"max_tokens": limit * len(g)},
            )
            for g in groups
        ]
        results = self.client.complete_batch(requests)
        self._raise_budget(results)
        out: list[dict[str, Any] | Analysis | None] = [None] * len(items)
        for g, r in zip(groups, results, strict=True):
            if not r.ok or not isinstance(r.data, dict):
                for i in g:
                    out[i] = self._failed(r)
                continue
            # Matched back by id, never by position: the model may reorder, drop or repeat
            # items. An id answered twice is ambiguous and counts as not answered.
            by_id: dict[str, dict[str, Any]] = {}
            twice: set[str] = set()
            for a in r.data["items"]:
                key = str(a["id"]).strip()
                if key in by_id:
                    twice.add(key)
                by_id[key] = {name: v for name, v in a.items() if name != "id"}
            for n, i in enumerate(g, 1):
                if str(n) in by_id and str(n) not in twice:
                    out[i] = by_id[str(n)]
        # Items the batch answer left out (or answered twice) are asked again, one request each.
        missing = [i for i, a in enumerate(out) if a is None]
        if missing and not self.dry_run:
            self.batch_reasked += len(missing)
            results = self.client.complete_batch(self.requests_for([items[i] for i in missing], variants))
            self._raise_budget(results)
            for i, r in zip(missing, results, strict=True):
                out[i] = r.data if r.ok and isinstance(r.data, dict) else self._failed(r)
        return [a if a is not None else Analysis(CueDetection(failed=True, error="dry run")) for a in out]

    @staticmethod
    def _from_merged(data: dict[str, Any]) -> dict[str, Any]:
        """A merged answer in the split analysis's terms (variants still as edits); a cue tuple
        with a value outside its position's set is :class:`_Rejected`."""
        genders = {"-": None, "?": None}
        cues = []
        for s, t, c, sg, tg in data.get("cues", []):
            if c not in CUE_CATEGORY or sg not in CUE_SOURCE_GENDER or tg not in CUE_TARGET_GENDER:
                raise _Rejected(
                    f"cue {_short(json.dumps([s, t, c, sg, tg], ensure_ascii=False), 80)} is malformed"
                )
            cues.append(
                {
                    "source_span": s,
                    "target_span": t,
                    "category": f"C{c}",
                    "source_gender": genders.get(sg, sg),
                    "target_gender": genders.get(tg, tg),
                }
            )
        out: dict[str, Any] = {"cues": cues}
        if "vars" in data:
            out["variants"] = [
                {"edits": v["e"], "gender": v["g"], "type": "explicit" if v["k"] == "e" else "ambiguous"}
                for v in data["vars"]
            ]
            out["alignment"] = data.get("ok")
        return out

    def _analysis(self, item: Item, data: dict[str, Any], variants: bool) -> Analysis:
        """Stages 1-2 from an answer, checked against the evidence (:class:`_Rejected` if it does not fit)."""
        cues: list[Cue] = []
        for c in data.get("cues", []):
            category = Category(c["category"])
            src_gender = _gender(c.get("source_gender")) if category.kind == "explicit" else None
            source_span = str(c["source_span"]).strip()
            target_span = str(c.get("target_span", "")).strip()
            source_tokens = locate(source_span, item.source)
            if source_tokens is None:
                raise _Rejected(f"cue span {_short(source_span)} is not in the source")
            target_tokens = locate(target_span, item.translation) if target_span else None
            if target_span and target_tokens is None:
                raise _Rejected(f"cue target span {_short(target_span)} is not in the translation")
            cues.append(
                Cue(
                    source_span=source_span,
                    category=category,
                    target_span=target_span,
                    source_tokens=source_tokens,
                    target_tokens=target_tokens,
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
        original = " ".join(item.translation.split())
        seen = {original}
        amb: list[Variant] = []
        exp: list[Variant] = []
        dropped: list[str] = []
        for v in data.get("variants", []):
            if "edits" in v:
                applied = apply_edits(item.translation, v["edits"])
                if applied is None:
                    raise _Rejected(f"a {v['gender']} variant's edits do not fit the translation")
                text = applied
            else:
                text = " ".join(str(v["text"]).split())
            gender = _gender(v.get("gender"))
            if v["type"] == "explicit" and text == original:
                raise _Rejected("a variant labelled as an explicit flip is the original translation")
            if not text or text in seen or gender is None:
                dropped.append(f"{v.get('gender')}: identical to the original or to another variant")
                continue
            seen.add(text)
            if v["type"] == "explicit":
                satisfies = None if alignment is None else not alignment
                exp.append(Variant(text, gender, "explicit", satisfies))
            else:
                amb.append(Variant(text, gender, "ambiguous"))
        if not any(c.kind == "ambiguous" for c in cues):
            amb = []
        return Analysis(detection, VariantSet(tuple(amb), tuple(exp), alignment, rejected=tuple(dropped)))

    # -- stage 3 ----------------------------------------------------------------------

    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        out: list[Judgement | None] = [None] * len(inputs)
        ask: list[int] = []
        for n, x in enumerate(inputs):
            stashed = self._judged.pop(_item_key(x.item), None) if self.protocol == "merged" else None
            if stashed is not None:
                out[n] = stashed
            else:
                ask.append(n)
        if ask:
            for n, j in zip(ask, self._judge_requests([inputs[n] for n in ask]), strict=True):
                out[n] = j
        return [j for j in out if j is not None]

    def _judge_requests(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
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
        results = self.client.complete_batch(requests, schema=JUDGE_SCHEMA, max_tokens=MAX_TOKENS["judge"])
        self._raise_budget(results)
        out = []
        for r in results:
            if r.ok and isinstance(r.data, dict):
                out.append(Judgement(float(r.data["score"]), str(r.data.get("rationale", ""))[:500]))
            else:
                error, retryable = self._failure(r, "judge")
                out.append(Judgement(None, failed=True, error=error, retryable=retryable))
        return out


class HybridAgents(LLMAgents):
    """Offline gate, LLM analysis and judge (``--agents hybrid``): only items in which the
    offline source-side cue detector finds a person-denoting word are sent to the LLM."""

    name = "hybrid"

    def signature_items(self) -> list[tuple[str, object]]:
        return [*super().signature_items(), ("gate", "source_cues")]

    @staticmethod
    def gate(items: Sequence[Item]) -> list[bool]:
        """Whether each item goes to the LLM: the offline detector found a source cue."""
        from fairmt.fairqe.cues import source_cues

        return [bool(source_cues(it.source, it.tgt_lang)) for it in items]

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        send = self.gate(items)
        picked = [it for it, s in zip(items, send, strict=True) if s]
        got = iter(super().analyse(picked, variants) if picked else [])
        return [next(got) if s else Analysis(CueDetection()) for s in send]
