"""Errors of the LLM client. None of their messages ever contains the API key."""

from __future__ import annotations

from typing import Any

from fairmt.errors import FairmtError


class LLMError(FairmtError):
    """Base class of the LLM client's errors."""


class LLMHTTPError(LLMError):
    """The endpoint answered with an HTTP error that is not retried (or kept failing).

    ``status`` is the HTTP status code; the message names it and quotes (a redacted snippet
    of) the server's explanation.
    """

    def __init__(self, message: str, status: int) -> None:
        self.status = status
        super().__init__(message)


class LLMAuthError(LLMHTTPError):
    """The endpoint refused the credentials (HTTP 401, 403, or 407 from a proxy).

    Never retried: another attempt with the same key fails the same way, so the client gives
    up at once, sends no more requests of the batch, and a run should stop rather than mark
    every item failed. The message names the status and the environment variable the key
    comes from, never the key.
    """


class LLMTransportError(LLMError):
    """Timeouts or connection failures (refused, reset, DNS) that persisted through every retry.

    An infrastructure failure: the same request may well succeed later.
    """


class BudgetExceeded(LLMError):
    """``max_cost`` was reached: the request was not sent.

    ``spent`` and ``max_cost`` are in USD. Answers already received (and cached) stay valid,
    so a caller can stop cleanly and keep its partial results. A caller that stops may attach
    what it has in ``partial`` (e.g. :meth:`fairmt.qe.gemba_mqm.GembaMQM.score_raw` does).
    """

    def __init__(self, spent: float, max_cost: float, partial: list[Any] | None = None) -> None:
        self.spent = spent
        self.max_cost = max_cost
        self.partial = partial
        super().__init__(
            f"LLM budget exhausted: spent ${spent:.4f} of max_cost ${max_cost:.4f}; request not sent"
        )


class LLMParseError(LLMError):
    """A structured answer stayed invalid (bad JSON, schema mismatch, truncated) after its retry.

    The client returns such answers as failed :class:`~fairmt.llm.client.Completion` objects;
    this exception is only raised by :meth:`~fairmt.llm.client.Completion.raise_for_failure`.
    """
