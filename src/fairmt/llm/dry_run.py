"""Dry runs of :class:`fairmt.llm.client.LLMClient`: what would be sent, and what it would cost.

Part of :mod:`fairmt.llm.client` (see its ``Dry run`` notes). :class:`_DryRun` is a mixin of
the client: a request that the cache cannot answer is recorded, not sent, with an estimate
(prompt tokens from the model's real tokenizer where :mod:`fairmt.llm.tokens` has one offline,
else characters / 4, labelled as an estimate; completion tokens = ``max_tokens`` or
``estimate_output_tokens``, an upper bound), and the records are listed and printed.
"""

from __future__ import annotations

import math
import threading
from typing import TYPE_CHECKING, Any

from fairmt.llm.cache import canonical_json
from fairmt.llm.completion import Completion, DryRunRequest, _Counters, _Prepared
from fairmt.llm.pricing import Price
from fairmt.llm.tokens import Tokenizer, count_request, get_tokenizer

__all__ = []


class _DryRun:
    """The dry-run records of :class:`fairmt.llm.client.LLMClient` (a mixin; see the module doc)."""

    # Set by LLMClient.__init__.
    provider: str | None
    wire_model: str
    endpoint: str
    host: str
    price: Price | None
    estimate_output_tokens: int
    _counters: _Counters
    _lock: threading.Lock
    _response_format_ok: bool
    _tokenizer: Tokenizer | None
    _dry: list[tuple[int, DryRunRequest]]

    if TYPE_CHECKING:

        def _payload(self, p: _Prepared, response_format: bool) -> dict[str, Any]: ...

    def dry_run_requests(self) -> list[DryRunRequest]:
        """The requests a dry run recorded, in the order they were asked for.

        (Batch threads record them as they run; the order of the requests, not of the threads,
        is kept.)
        """
        with self._lock:
            return [rec for _, rec in sorted(self._dry, key=lambda x: x[0])]

    @property
    def tokenizer(self) -> Tokenizer:
        """The offline tokenizer of the model (:mod:`fairmt.llm.tokens`; an estimate when none is exact)."""
        if self._tokenizer is None:
            # A local server's model (vLLM, Ollama...) is not counted with OpenAI's encodings.
            self._tokenizer = get_tokenizer(self.wire_model if self.provider in (None, "openai") else "")
        return self._tokenizer

    def format_dry_run(self, limit: int = 20, show: int = 1) -> str:
        """A text report of the dry run: totals, the first ``show`` request(s) of each kind in
        full (a kind: requests with the same first message, e.g. the same system prompt), then
        up to ``limit`` requests one line each."""
        reqs = self.dry_run_requests()
        pt = sum(r.prompt_tokens for r in reqs)
        ct = sum(r.completion_tokens for r in reqs)
        cost = sum(r.cost for r in reqs)
        price = "unpriced model: cost 0" if self.price is None else f"estimated cost ${cost:.4f}"
        how = (
            f"{self.tokenizer.label}: messages + schema"
            if self.tokenizer.exact
            else "estimate: characters/4 (no exact tokenizer for this model)"
        )
        n = max(1, len(reqs))
        lines = [
            f"dry run: {len(reqs)} request(s) to {self.wire_model} at {self.host} would be sent "
            f"(nothing was sent; cached answers excluded)",
            f"estimated tokens: {pt} prompt ({how}; {pt / n:.0f} per request) + {ct} completion "
            f"(upper bound: max_tokens or {self.estimate_output_tokens}); {price}",
        ]
        kinds: dict[str, list[DryRunRequest]] = {}
        for r in reqs:
            first = str(r.messages[0].get("content", "")) if r.messages else ""
            kinds.setdefault(first, []).append(r)
        for k, (_, group) in enumerate(kinds.items(), 1):
            for r in group[:show]:
                lines.append(
                    f"--- request kind {k} ({len(group)} request(s)), first one in full: "
                    f"{r.prompt_tokens} prompt tokens, max_tokens {r.sampling.get('max_tokens', '-')}"
                )
                for m in r.messages:
                    lines.append(f"[{m.get('role')}]")
                    lines.append(str(m.get("content", "")))
                if r.schema is not None:
                    lines.append("[response_format schema]")
                    lines.append(canonical_json(r.schema))
        lines.append("--- requests")
        for n, r in enumerate(reqs[:limit], 1):
            last = str(r.messages[-1].get("content", "")) if r.messages else ""
            snippet = " ".join(last.split())[:70]
            lines.append(f"{n:4d}. {r.key[:12]} {r.prompt_tokens:6d}+{r.completion_tokens:<5d} {snippet}")
        if len(reqs) > limit:
            lines.append(f"      ... and {len(reqs) - limit} more")
        return "\n".join(lines)

    def _record_dry_run(self, p: _Prepared) -> Completion:
        body = self._payload(p, p.schema is not None and self._response_format_ok)
        tok = self.tokenizer
        if tok.exact:
            prompt_tokens = count_request(p.messages, p.schema, tok)
        else:
            chars = sum(len(str(m.get("content", ""))) for m in p.messages)
            if p.schema is not None:
                chars += len(canonical_json(p.schema))
            prompt_tokens = math.ceil(chars / 4) + 4 * len(p.messages)
        limit = p.sampling.get("max_completion_tokens", p.sampling.get("max_tokens"))
        completion_tokens = int(limit) if isinstance(limit, int) else self.estimate_output_tokens
        cost = self.price.cost(prompt_tokens, completion_tokens) if self.price is not None else 0.0
        rec = DryRunRequest(
            model=self.wire_model,
            endpoint=self.endpoint,
            messages=body["messages"],
            schema=p.schema,
            sampling=dict(p.sampling),
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            cost=cost,
            key=p.key,
        )
        with self._lock:
            self._dry.append((p.seq, rec))
        self._counters.add(dry_run_requests=1, estimated_cost=cost)
        return Completion(
            failure="dry_run",
            error="dry run: not sent",
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            cost=cost,
            estimated=True,
        )
