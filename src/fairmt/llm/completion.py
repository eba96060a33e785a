"""What a request to :class:`fairmt.llm.client.LLMClient` is and what comes back.

Part of :mod:`fairmt.llm.client` (which re-exports every public name here and documents the
protocol): a :class:`ChatRequest` of a batch, the :class:`Completion` of each request (an
answer, or a failure flagged, never a default value: callers decide what a failure means),
the client's accounting (:class:`LLMUsage`, kept under one lock while the client runs) and
the :class:`DryRunRequest` records of a dry run.

A failure has a kind (``failure``: what went wrong) and a cause (``failure_kind``: what the
caller should do about it). ``http`` failures are sorted by status: 401/403/407 are ``auth``
(stop the run), 408/409/425/429, 5xx and no status are ``infra`` (a rerun can succeed),
any other status is ``request``; the statuses here are also the client's retry policy.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from fairmt.llm.errors import LLMError, LLMParseError

__all__ = [
    "PARSE_FAILURES",
    "ChatRequest",
    "Completion",
    "DryRunRequest",
    "FailureCause",
    "FailureKind",
    "LLMUsage",
    "Message",
]

Message = Mapping[str, Any]
#: Why a request has no answer: ``parse`` (invalid JSON, schema mismatch, refusal, malformed
#: response), ``truncated`` (``finish_reason == "length"``), ``budget`` (not sent: max_cost),
#: ``http`` (an HTTP error not retried, or not sent after a fatal one), ``transport``
#: (timeouts/connection errors through every retry), ``dry_run`` (not sent: dry run).
FailureKind = Literal["parse", "truncated", "budget", "http", "transport", "dry_run"]
PARSE_FAILURES: frozenset[str] = frozenset({"parse", "truncated"})
#: The cause of a failure, for routing it (see the module doc): :attr:`Completion.failure_kind`.
FailureCause = Literal["infra", "auth", "request", "budget", "parse", "dry_run"]

_RETRY_STATUSES = frozenset({408, 409, 425, 429})
_RETRY_AFTER_STATUSES = frozenset({429, 503})
_AUTH_STATUSES = frozenset({401, 403, 407})
_FATAL_STATUSES = _AUTH_STATUSES | {404}


@dataclass(frozen=True)
class ChatRequest:
    """One request of a batch: its messages and, optionally, its own schema and sampling.

    Batch-level ``schema`` and sampling apply where these are not given (sampling is merged,
    the request's own values winning).
    """

    messages: Sequence[Message]
    schema: Mapping[str, Any] | None = None
    sampling: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Completion:
    """The outcome of one request: an answer (``ok``) or a flagged failure.

    ``text`` is the reply's content (also kept for failed parses, to inspect), ``data`` the
    parsed JSON when a schema was given (``None`` otherwise or on failure). Token counts and
    ``cost`` cover every HTTP call made for this request (a cached answer reports the
    tokens it once used and costs 0; a dry-run result reports estimates). ``attempts`` is
    the number of HTTP calls made.
    """

    text: str | None = None
    data: Any = None
    failure: FailureKind | None = None
    error: str = ""
    status: int | None = None
    cached: bool = False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    attempts: int = 0
    estimated: bool = False
    exception: LLMError | None = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.failure is None

    @property
    def failure_kind(self) -> FailureCause | None:
        """Why the request failed, for the caller's routing (see the module doc); None if ok."""
        return _cause(self.failure, self.status)

    @property
    def parse_failed(self) -> bool:
        """The reply came but was not valid (bad JSON, schema mismatch, truncated)."""
        return self.failure in PARSE_FAILURES

    def raise_for_failure(self) -> Completion:
        """``self`` if ok; else raise the matching :class:`~fairmt.llm.errors.LLMError`."""
        if self.failure is None:
            return self
        if self.exception is not None:
            raise self.exception
        raise LLMParseError(f"{self.failure}: {self.error}")


def _cause(failure: FailureKind | None, status: int | None) -> FailureCause | None:
    if failure is None:
        return None
    if failure in PARSE_FAILURES:
        return "parse"
    if failure == "budget" or failure == "dry_run":
        return failure
    if failure == "transport":
        return "infra"
    # failure == "http": the status says whose fault it is.
    if status in _AUTH_STATUSES:
        return "auth"
    if status is None or status in _RETRY_STATUSES or 500 <= status < 600:
        return "infra"
    return "request"


@dataclass(frozen=True)
class LLMUsage:
    """Accounting of one client since construction.

    ``requests``: requests asked of the client; ``calls``: HTTP calls sent (retries
    included); ``cache_hits``: requests answered from the cache (or by an identical request
    of the same batch); ``retries``: calls repeated after a transient error or an invalid
    reply; ``invalid_replies``: replies that failed parsing/validation (each call);
    ``parse_failures``: requests returned as ``parse``/``truncated`` failures; ``errors``:
    requests ending in ``http``/``transport`` failures; ``budget_refusals``: requests not sent
    because of ``max_cost``; ``cache_invalid``: cached answers that no longer fit the request's
    schema (discarded and asked again); ``unpriced``: the model has no price, so ``cost`` is 0;
    ``dry_run_requests`` and ``estimated_cost``: what a dry run recorded.
    """

    requests: int = 0
    calls: int = 0
    cache_hits: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    retries: int = 0
    invalid_replies: int = 0
    parse_failures: int = 0
    errors: int = 0
    budget_refusals: int = 0
    cache_invalid: int = 0
    unpriced: bool = False
    dry_run_requests: int = 0
    estimated_cost: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class DryRunRequest:
    """A request a dry run did not send, with its estimated size and cost (USD)."""

    model: str
    endpoint: str
    messages: list[dict[str, Any]]
    schema: dict[str, Any] | None
    sampling: dict[str, Any]
    prompt_tokens: int
    completion_tokens: int
    cost: float
    key: str


@dataclass(frozen=True)
class _Prepared:
    messages: list[dict[str, Any]]
    schema: dict[str, Any] | None
    sampling: dict[str, Any]
    key: str
    #: Order of preparation (input order within a batch), to list dry-run records in that order.
    seq: int = 0


class _Counters:
    """Mutable accounting behind :class:`LLMUsage`; every update under one lock."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.values: dict[str, Any] = LLMUsage().to_json()

    def add(self, **deltas: float) -> None:
        with self.lock:
            for k, v in deltas.items():
                self.values[k] += v

    def snapshot(self) -> LLMUsage:
        with self.lock:
            return LLMUsage(**self.values)
