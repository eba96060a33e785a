"""The project's one client for OpenAI-compatible chat-completions endpoints.

OpenAI, vLLM, Ollama and llama.cpp's server all accept ``POST {base_url}/chat/completions``;
:class:`LLMClient` speaks that protocol with the standard library only.

* **Model names**: ``openai/gpt-4.1-mini`` or plain ``gpt-4.1-mini``. A known provider prefix
  (``openai/``, ``vllm/``, ``ollama/``, ``llamacpp/``, ``llama.cpp/``, ``local/``) is
  stripped before the name goes on the wire and picks that provider's usual local address
  when ``base_url`` is not given; any other slash belongs to the name
  (``meta-llama/Llama-3.1-8B-Instruct`` is sent as is). Default endpoint
  ``https://api.openai.com/v1``.
* **The key** is read from the environment variable ``api_key_env`` (default
  ``OPENAI_API_KEY``) and sent only as ``Authorization: Bearer``. It never appears in an
  exception, a log record, the cache, a repr or a returned object; server text that echoes
  it is redacted. A missing key is fine for local servers; for api.openai.com it is an error
  at construction (except in dry runs). Redirects are not followed, so the key never goes
  to another host.
* **Structured output**: with ``schema=`` the request carries
  ``response_format = {"type": "json_schema", ...}`` (``strict`` when the schema allows it).
  A server that rejects that (HTTP 400/422 naming ``response_format``/``json_schema``) is asked
  again without it, with the schema in the prompt, and the client remembers not to send it
  again. The reply is parsed as JSON and validated (:mod:`fairmt.llm.schema`). An invalid or
  truncated reply (``finish_reason == "length"``) is asked again once, then returned as a
  failed :class:`Completion` (``failure`` = ``"parse"`` or ``"truncated"``), never as a
  default value: callers decide what a failure means.
* **Sampling**: ``temperature=0`` unless given; other keyword arguments (``max_tokens``,
  ``seed``, ``top_p``...) go to the request body; a value of ``None`` removes a default.
* **Cache**: valid answers are stored in sqlite (:mod:`fairmt.llm.cache`) under the SHA-256 of
  (model, base_url, messages, sampling, schema); a rerun with a warm cache sends nothing.
  Within one batch identical requests are sent once.
* **Retries**: timeouts, connection errors, HTTP 408/409/425/429 and 5xx are retried up to
  ``max_retries`` times with exponential backoff and jitter
  (``backoff_base * 2**i``, times a random factor in [0.5, 1], at most ``backoff_max``);
  ``Retry-After`` (seconds or an HTTP date) on 429/503 is honoured up to ``retry_after_max``,
  and a 429 pauses every thread of the client. The waits are the project's one policy,
  :class:`fairmt.retry.RetryPolicy` (also used by dataset downloads). Other statuses (400,
  404...) are not retried: :class:`LLMHTTPError` names the status and the server's
  explanation. A refused key (401, 403; 407 from a proxy) raises :class:`LLMAuthError` at
  the first answer: one request, no retry, and the batch sends nothing more.
* **Failures, by cause**: :attr:`Completion.failure_kind` sorts every failed request for the
  caller that must decide what to do with its item: ``infra`` (the endpoint was unreachable,
  timed out or kept answering 5xx/429 through the retries: a rerun can succeed, so the item
  should be retried, not recorded as done), ``auth`` (stop the run: every request will fail
  until the key is fixed), ``request`` (the endpoint refused this request or the model/URL:
  400, 404, 422...), ``budget`` (not sent: ``max_cost``), ``parse`` (an answer came but stayed
  invalid or truncated) and ``dry_run``.
* **Accounting**: :meth:`LLMClient.usage` counts requests, HTTP calls, cache hits, retries,
  invalid replies, parse failures, tokens (from the reply's ``usage``) and cost
  (:mod:`fairmt.llm.pricing`; a model without a price costs 0 and is flagged ``unpriced``).
* **Budget**: with ``max_cost`` (USD) no HTTP call is started once the spent cost reaches it;
  :meth:`LLMClient.complete` raises :class:`BudgetExceeded`, :meth:`LLMClient.complete_batch`
  returns ``failure="budget"`` for the requests not sent. Calls already in flight finish, so
  the spend can pass ``max_cost`` by at most ``concurrency`` calls.
* **Dry run**: nothing is sent; each request that the cache cannot answer is recorded with an
  estimate (prompt tokens from the model's real tokenizer where :mod:`fairmt.llm.tokens` has
  one offline — messages and schema — else characters / 4, labelled as an estimate;
  completion tokens = ``max_tokens`` or ``estimate_output_tokens``, an upper bound) and
  returned as ``failure="dry_run"`` with the estimate; :meth:`LLMClient.dry_run_requests`
  lists them, :meth:`LLMClient.format_dry_run` prints them, the first request of each kind
  in full.

The request and answer types, the failure kinds and the accounting are
:mod:`fairmt.llm.completion`; reading JSON replies and putting the schema in the prompt,
:mod:`fairmt.llm.structured`; model names and endpoints, :mod:`fairmt.llm.providers`. Their
public names are re-exported here (``__all__``). The HTTP exchange (wire body, retries, the
key, error messages) is the client's mixin :class:`fairmt.llm.transport._Transport`, and the
dry-run records and report its mixin :class:`fairmt.llm.dry_run._DryRun`; this module keeps the
client itself: its settings, the request's preparation and cache key, the batch, and one
request's course from the cache to a validated answer.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
import math
import os
import threading
import urllib.request
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import urlsplit

from fairmt.errors import UsageError
from fairmt.llm.cache import ResponseCache, canonical_json, request_key
from fairmt.llm.completion import (
    _FATAL_STATUSES,
    PARSE_FAILURES,
    ChatRequest,
    Completion,
    DryRunRequest,
    FailureCause,
    FailureKind,
    LLMUsage,
    Message,
    _Counters,
    _Prepared,
)
from fairmt.llm.dry_run import _DryRun
from fairmt.llm.errors import (
    BudgetExceeded,
    LLMHTTPError,
    LLMTransportError,
)
from fairmt.llm.pricing import Price, load_prices, lookup_price
from fairmt.llm.providers import (
    DEFAULT_BASE_URL,
    DEFAULT_MODEL,
    ENV_BASE_URL,
    ENV_MODEL,
    PROVIDERS,
    split_model,
)
from fairmt.llm.schema import check_schema, validate
from fairmt.llm.structured import _cached_answer_problem, _extract_json
from fairmt.llm.tokens import Tokenizer
from fairmt.llm.transport import _NoRedirect, _Secret, _Transport
from fairmt.retry import RetryPolicy

__all__ = [
    "DEFAULT_BASE_URL",
    "DEFAULT_MODEL",
    "ENV_BASE_URL",
    "ENV_MODEL",
    "PARSE_FAILURES",
    "ChatRequest",
    "Completion",
    "DryRunRequest",
    "FailureCause",
    "FailureKind",
    "LLMClient",
    "LLMUsage",
    "Message",
    "estimate_tokens",
    "prompt_hash",
    "split_model",
]

logger = logging.getLogger(__name__)

_RESERVED = frozenset({"model", "messages", "response_format", "stream", "n"})


def prompt_hash(text: str) -> str:
    """A short (12 hex digits) SHA-256 of a prompt template, for signatures."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def estimate_tokens(text: str) -> int:
    """A rough token count: one token per four characters."""
    return math.ceil(len(text) / 4)


class _Abort:
    """A batch's stop signal: its first fatal HTTP error (auth, 404), shared by its threads."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self.error: LLMHTTPError | None = None

    def set(self, error: LLMHTTPError) -> None:
        if self.error is None:
            self.error = error
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()


class LLMClient(_Transport, _DryRun):
    """A thread-safe client for one model at one OpenAI-compatible endpoint (see the module doc).

    Parameters: ``model`` (``provider/name`` or ``name``), ``base_url`` (``.../v1``; default
    from the provider prefix, else api.openai.com), ``api_key_env`` (environment variable
    holding the key; ``None`` sends no key), ``cache_dir`` (folder of ``cache.sqlite``;
    default ``$FAIRMT_CACHE_DIR/llm``), ``cache`` (``False``: no disk cache), ``timeout``
    (seconds per socket operation), ``max_retries``, ``backoff_base``/``backoff_max``/
    ``retry_after_max`` (seconds), ``concurrency`` (threads of :meth:`complete_batch`),
    ``prices`` (mapping or JSON file merged over the default table), ``max_cost`` (USD),
    ``dry_run``, ``estimate_output_tokens`` (dry-run guess when ``max_tokens`` is not set),
    ``sampling`` (default sampling parameters for every request).
    """

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        *,
        api_key_env: str | None = "OPENAI_API_KEY",
        cache_dir: str | Path | None = None,
        cache: bool = True,
        timeout: float = 60.0,
        max_retries: int = 4,
        backoff_base: float = 1.0,
        backoff_max: float = 30.0,
        retry_after_max: float = 60.0,
        concurrency: int = 8,
        prices: Mapping[str, Any] | str | Path | None = None,
        max_cost: float | None = None,
        dry_run: bool = False,
        estimate_output_tokens: int = 256,
        sampling: Mapping[str, Any] | None = None,
    ) -> None:
        if not model or not model.strip():
            raise UsageError("LLMClient: the model name is empty")
        self.model = model.strip()
        self.provider, self.wire_model = split_model(self.model)
        if base_url is None:
            base_url = PROVIDERS.get(self.provider or "", DEFAULT_BASE_URL)
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise UsageError(f"LLMClient: base_url must be an http(s) URL, got {base_url!r}")
        if parts.username is not None or parts.password is not None:
            raise UsageError("LLMClient: base_url must not contain credentials; use the environment")
        if (
            timeout <= 0
            or max_retries < 0
            or concurrency < 1
            or backoff_base < 0
            or backoff_max < 0
            or retry_after_max < 0
        ):
            raise UsageError(
                "LLMClient: timeout must be > 0, max_retries >= 0, concurrency >= 1, backoff >= 0"
            )
        if max_cost is not None and max_cost < 0:
            raise UsageError(f"LLMClient: max_cost must be >= 0, got {max_cost}")
        self.base_url = base_url.rstrip("/")
        self.endpoint = self.base_url + "/chat/completions"
        self.host = parts.hostname + (f":{parts.port}" if parts.port else "")
        self.api_key_env = api_key_env
        self._key = _Secret(os.environ.get(api_key_env, "").strip() if api_key_env else "")
        if not self._key.get() and not dry_run and parts.hostname == "api.openai.com":
            raise UsageError(
                f"no API key for {self.host}: set the environment variable {api_key_env or 'OPENAI_API_KEY'} "
                "(or pass base_url= for a local server that needs none)"
            )
        self.timeout = float(timeout)
        self.max_retries = int(max_retries)
        self.backoff_base = float(backoff_base)
        self.backoff_max = float(backoff_max)
        self.retry_after_max = float(retry_after_max)
        self.retry_policy = RetryPolicy(
            max_retries=self.max_retries,
            base=self.backoff_base,
            cap=self.backoff_max,
            retry_after_max=self.retry_after_max,
        )
        self.concurrency = int(concurrency)
        self.max_cost = max_cost
        self.dry_run = dry_run
        self.estimate_output_tokens = int(estimate_output_tokens)
        self.default_sampling: dict[str, Any] = {"temperature": 0, **dict(sampling or {})}
        self._check_sampling(self.default_sampling)
        self.prices = load_prices(prices)
        self.price: Price | None = lookup_price(self.wire_model, self.prices) or lookup_price(
            self.model, self.prices
        )
        self._cache: ResponseCache | None = None
        if cache:
            folder = Path(cache_dir) if cache_dir is not None else None
            self._cache = ResponseCache(folder / "cache.sqlite" if folder is not None else None)
        self._counters = _Counters()
        if self.price is None:
            self._counters.values["unpriced"] = True
        self._lock = threading.Lock()
        self._pause_until = 0.0
        self._response_format_ok = True
        self._tokenizer: Tokenizer | None = None
        self._dry: list[tuple[int, DryRunRequest]] = []
        self._seq = itertools.count()
        loopback = parts.hostname in ("127.0.0.1", "localhost", "::1")
        handlers: list[urllib.request.BaseHandler] = [_NoRedirect()]
        if loopback:
            handlers.append(urllib.request.ProxyHandler({}))
        self._opener = urllib.request.build_opener(*handlers)

    @classmethod
    def from_env(cls, model: str | None = None, base_url: str | None = None, **kwargs: Any) -> LLMClient:
        """A client whose model and endpoint default to ``$FAIRMT_LLM_MODEL`` (else
        ``openai/gpt-4.1-mini``) and ``$FAIRMT_LLM_BASE_URL``."""
        model = model or os.environ.get(ENV_MODEL, "").strip() or DEFAULT_MODEL
        base_url = base_url or os.environ.get(ENV_BASE_URL, "").strip() or None
        return cls(model, base_url, **kwargs)

    # ------------------------------------------------------------------ public API

    def complete(
        self, messages: Sequence[Message], schema: Mapping[str, Any] | None = None, **sampling: Any
    ) -> Completion:
        """One request. Returns an ok :class:`Completion`, a ``parse``/``truncated`` failure
        or a ``dry_run`` estimate; raises :class:`BudgetExceeded`, :class:`LLMHTTPError` or
        :class:`LLMTransportError` for requests that got no reply."""
        result = self._run(self._prepare(ChatRequest(messages), schema, sampling), None)
        if result.failure in ("budget", "http", "transport") and result.exception is not None:
            raise result.exception
        return result

    def complete_batch(
        self,
        requests: Sequence[ChatRequest | Sequence[Message]],
        schema: Mapping[str, Any] | None = None,
        **sampling: Any,
    ) -> list[Completion]:
        """Many requests, ``concurrency`` at a time; one :class:`Completion` per request, in input order.

        Never raises for a request's failure: each is returned flagged (``budget``, ``http``,
        ``transport``, ``parse``, ``truncated``, ``dry_run``). After a fatal HTTP error (401,
        403, 404, 407) the requests not yet started are not sent (``failure="http"``). Bad
        arguments (malformed messages or schema) raise :class:`UsageError` before anything is
        sent.
        """
        preps = [
            self._prepare(r if isinstance(r, ChatRequest) else ChatRequest(r), schema, sampling)
            for r in requests
        ]
        results: list[Completion | None] = [None] * len(preps)
        first: dict[str, int] = {}
        unique: list[int] = []
        for i, p in enumerate(preps):
            if self._cache is not None and p.key in first:
                continue
            first.setdefault(p.key, i)
            unique.append(i)
        abort = _Abort()
        workers = min(self.concurrency, len(unique))
        if workers <= 1:
            for i in unique:
                results[i] = self._run(preps[i], abort)
        else:
            with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="fairmt-llm") as pool:
                futures = [(i, pool.submit(self._run, preps[i], abort)) for i in unique]
                for i, fut in futures:
                    results[i] = fut.result()
        out: list[Completion] = []
        for i, p in enumerate(preps):
            r = results[i]
            if r is None:  # an identical request of this batch
                src = results[first[p.key]]
                assert src is not None
                if src.ok:
                    self._counters.add(requests=1, cache_hits=1)
                    r = replace(src, cached=True, cost=0.0, attempts=0)
                else:
                    self._counters.add(requests=1)
                    r = src
            out.append(r)
        return out

    def usage(self) -> LLMUsage:
        """A snapshot of the accounting."""
        return self._counters.snapshot()

    def signature_items(self) -> list[tuple[str, object]]:
        """Model and endpoint host (never the key) for result signatures."""
        return [("llm", self.wire_model), ("llm_endpoint", self.host)]

    prompt_hash = staticmethod(prompt_hash)

    @property
    def cache_path(self) -> Path | None:
        return self._cache.path if self._cache is not None else None

    def close(self) -> None:
        if self._cache is not None:
            self._cache.close()

    def __enter__(self) -> LLMClient:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        key = "set" if self._key.get() else "none"
        return (
            f"LLMClient(model={self.model!r}, endpoint={self.endpoint!r}, key={key}, "
            f"cache={str(self.cache_path) if self.cache_path else None!r}, dry_run={self.dry_run})"
        )

    # ------------------------------------------------------------------ preparation

    @staticmethod
    def _check_sampling(sampling: Mapping[str, Any]) -> None:
        bad = sorted(set(sampling) & _RESERVED)
        if bad:
            raise UsageError(f"LLMClient: {', '.join(bad)} cannot be passed as sampling parameters")

    def _prepare(
        self, req: ChatRequest, schema: Mapping[str, Any] | None, sampling: Mapping[str, Any]
    ) -> _Prepared:
        msgs = req.messages
        if isinstance(msgs, str | bytes) or not isinstance(msgs, Sequence) or not msgs:
            raise UsageError("LLMClient: messages must be a non-empty list of {'role', 'content'} objects")
        messages: list[dict[str, Any]] = []
        for i, m in enumerate(msgs):
            if not isinstance(m, Mapping) or "role" not in m or "content" not in m:
                raise UsageError(f"LLMClient: message {i} must be an object with 'role' and 'content'")
            messages.append(dict(m))
        sch = req.schema if req.schema is not None else schema
        if sch is not None:
            check_schema(sch)
        self._check_sampling(sampling)
        self._check_sampling(req.sampling)
        merged = {**self.default_sampling, **dict(sampling), **dict(req.sampling)}
        params = {k: v for k, v in merged.items() if v is not None}
        try:
            schema_copy = json.loads(canonical_json(sch)) if sch is not None else None
            key = request_key(
                {
                    "model": self.wire_model,
                    "base_url": self.base_url,
                    "messages": messages,
                    "sampling": params,
                    "schema": schema_copy,
                }
            )
        except (TypeError, ValueError) as e:
            raise UsageError(f"LLMClient: the request is not JSON-serialisable: {e}") from None
        return _Prepared(messages, schema_copy, params, key, next(self._seq))

    # ------------------------------------------------------------------ one request

    def _charge(self, prompt_tokens: int, completion_tokens: int) -> float:
        cost = self.price.cost(prompt_tokens, completion_tokens) if self.price is not None else 0.0
        self._counters.add(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens, cost=cost)
        return cost

    def _run(self, p: _Prepared, abort: _Abort | None) -> Completion:
        self._counters.add(requests=1)
        hit = self._cache.get(p.key) if self._cache is not None else None
        if hit is not None and self._cache is not None:
            problem = _cached_answer_problem(hit, p.schema)
            if problem is not None:
                # Written by another version, edited by hand, or damaged: never trusted. Dropped,
                # so the fresh answer replaces it, and asked again (counted in cache_invalid).
                self._counters.add(cache_invalid=1)
                logger.warning("LLM cache: discarding a stored answer that does not fit (%s)", problem)
                self._cache.delete(p.key)
                hit = None
        if hit is not None:
            self._counters.add(cache_hits=1)
            return Completion(
                text=hit.get("text"),
                data=hit.get("data"),
                cached=True,
                prompt_tokens=int(hit.get("prompt_tokens", 0)),
                completion_tokens=int(hit.get("completion_tokens", 0)),
            )
        if self.dry_run:
            return self._record_dry_run(p)
        if abort is not None and abort.is_set():
            self._counters.add(errors=1)
            fatal = abort.error
            return Completion(
                failure="http",
                error=f"not sent: an earlier request of the batch failed ({fatal})",
                status=fatal.status if fatal is not None else None,
                exception=fatal,
            )
        attempts = [0]
        pt = ct = 0
        cost = 0.0
        failure: FailureKind = "parse"
        error = ""
        text: str | None = None
        for round_ in range(2):
            try:
                raw = self._exchange(p, attempts)
            except BudgetExceeded as e:
                self._counters.add(budget_refusals=1)
                return Completion(
                    failure="budget",
                    error=str(e),
                    exception=e,
                    prompt_tokens=pt,
                    completion_tokens=ct,
                    cost=cost,
                    attempts=attempts[0],
                )
            except LLMHTTPError as e:
                self._counters.add(errors=1)
                if abort is not None and e.status in _FATAL_STATUSES:
                    abort.set(e)
                return Completion(
                    failure="http",
                    error=str(e),
                    status=e.status,
                    exception=e,
                    prompt_tokens=pt,
                    completion_tokens=ct,
                    cost=cost,
                    attempts=attempts[0],
                )
            except LLMTransportError as e:
                self._counters.add(errors=1)
                return Completion(
                    failure="transport",
                    error=str(e),
                    exception=e,
                    prompt_tokens=pt,
                    completion_tokens=ct,
                    cost=cost,
                    attempts=attempts[0],
                )
            text, data, bad, error, rpt, rct = self._parse_reply(raw, p.schema)
            pt, ct = pt + rpt, ct + rct
            cost += self._charge(rpt, rct)
            if bad is None:
                if self._cache is not None:
                    self._cache.put(
                        p.key, {"text": text, "data": data, "prompt_tokens": rpt, "completion_tokens": rct}
                    )
                return Completion(
                    text=text,
                    data=data,
                    prompt_tokens=pt,
                    completion_tokens=ct,
                    cost=cost,
                    attempts=attempts[0],
                )
            failure = bad
            self._counters.add(invalid_replies=1)
            if round_ == 0:
                self._counters.add(retries=1)
                logger.warning("%s: %s reply (%s); asking again once", self.host, bad, error)
            else:
                logger.warning("%s: %s reply again (%s); returned as a failure", self.host, bad, error)
        self._counters.add(parse_failures=1)
        return Completion(
            text=text,
            failure=failure,
            error=error,
            prompt_tokens=pt,
            completion_tokens=ct,
            cost=cost,
            attempts=attempts[0],
        )

    def _parse_reply(
        self, raw: bytes, schema: Mapping[str, Any] | None
    ) -> tuple[str | None, Any, FailureKind | None, str, int, int]:
        """``(text, data, failure, error, prompt_tokens, completion_tokens)`` of a 2xx body."""
        try:
            resp = json.loads(raw.decode("utf-8", errors="replace"))
            choice = resp["choices"][0]
            message = choice.get("message") or {}
            finish = choice.get("finish_reason")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            return None, None, "parse", "malformed response: not a chat completion", 0, 0
        usage = resp.get("usage") if isinstance(resp, dict) else None
        pt = ct = 0
        if isinstance(usage, dict):
            pt = int(usage.get("prompt_tokens") or 0)
            ct = int(usage.get("completion_tokens") or 0)
        content = message.get("content") if isinstance(message, dict) else None
        text = self._redact(content) if isinstance(content, str) else None
        if finish == "length":
            return text, None, "truncated", "output truncated (finish_reason 'length')", pt, ct
        if text is None:
            refusal = message.get("refusal") if isinstance(message, dict) else None
            why = f"refusal: {self._redact(str(refusal))[:200]}" if refusal else "the reply has no content"
            return None, None, "parse", why, pt, ct
        if schema is None:
            return text, None, None, "", pt, ct
        try:
            data = _extract_json(text)
        except ValueError as e:
            return text, None, "parse", f"invalid JSON: {e}", pt, ct
        problems = validate(data, schema)
        if problems:
            return text, None, "parse", "schema mismatch: " + "; ".join(problems), pt, ct
        return text, data, None, "", pt, ct
