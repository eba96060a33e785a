"""The one retry policy of everything that talks to a network: dataset downloads
(:mod:`fairmt.data.cache`) and the LLM client (:mod:`fairmt.llm.client`).

A transient failure (a timeout, a refused or reset connection, HTTP 5xx/429...) is retried
at most ``max_retries`` times. Before retry ``i`` (0-based) the caller waits

* the server's ``Retry-After`` when it sent one (seconds or an HTTP date, RFC 9110 §10.2.3),
  capped at ``retry_after_max`` so that a server cannot park a run for an hour; else
* ``min(cap, base * 2**i)``, exponential backoff, times a random factor in ``jitter``
  (default ``[0.5, 1]``: "equal jitter", so that many clients failing together do not retry
  in lockstep, and a wait never shrinks below half the backoff).

What is transient is the caller's decision (an HTTP 401 never is); the policy only says how
often and how long. :meth:`RetryPolicy.call` is the plain loop for callers with nothing more
to do between attempts; the LLM client runs its own loop (it also pauses its other threads
on a 429 and checks its budget before each call) and takes its waits from
:meth:`RetryPolicy.delay`.
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import TypeVar

__all__ = ["RetryPolicy", "Transient", "parse_retry_after"]

T = TypeVar("T")
log = logging.getLogger(__name__)


class Transient(Exception):
    """A failure worth retrying; ``retry_after`` is the server's wish in seconds, if it said one."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delay-seconds or an HTTP date).

    None if absent or unreadable (NaN and infinities are); a date in the past gives 0.
    """
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = parsedate_to_datetime(value).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
        seconds = when - (time.time() if now is None else now)
    return max(0.0, seconds) if math.isfinite(seconds) else None


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how long to retry (see the module doc). Times are in seconds."""

    max_retries: int = 3
    base: float = 1.0
    cap: float = 30.0
    retry_after_max: float = 60.0
    #: The backoff is multiplied by a factor drawn uniformly from this range; ``(1, 1)`` = none.
    jitter: tuple[float, float] = (0.5, 1.0)
    rng: random.Random = field(default_factory=random.Random, compare=False, repr=False)

    def __post_init__(self) -> None:
        lo, hi = self.jitter
        if self.max_retries < 0 or self.base < 0 or self.cap < 0 or self.retry_after_max < 0:
            raise ValueError("RetryPolicy: max_retries, base, cap and retry_after_max must be >= 0")
        if not 0 <= lo <= hi:
            raise ValueError(f"RetryPolicy: jitter must be a range 0 <= low <= high, got {self.jitter}")

    @property
    def attempts(self) -> int:
        """Calls in all: the first one and its retries."""
        return self.max_retries + 1

    def backoff(self, retry: int) -> float:
        """The wait before retry ``retry`` (0-based) when the server named none."""
        wait = min(self.cap, self.base * 2.0**retry)
        lo, hi = self.jitter
        return wait * (lo if lo == hi else self.rng.uniform(lo, hi))

    def delay(self, retry: int, retry_after: float | None = None) -> float:
        """The wait before retry ``retry``: the server's ``Retry-After`` (capped) or :meth:`backoff`."""
        if retry_after is not None:
            return min(max(0.0, retry_after), self.retry_after_max)
        return self.backoff(retry)

    def call(
        self,
        fn: Callable[[], T],
        *,
        what: str = "",
        logger: logging.Logger | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> T:
        """``fn()``, retried on :class:`Transient`; the last :class:`Transient` propagates.

        Each retry is logged at WARNING on ``logger`` (default this module's): ``what``, the
        failure, the wait, retry i of n.
        """
        for retry in range(self.max_retries + 1):
            try:
                return fn()
            except Transient as e:
                if retry >= self.max_retries:
                    raise
                wait = self.delay(retry, e.retry_after)
                (logger or log).warning(
                    "%s%s; retrying in %.2gs (%d/%d)",
                    f"{what}: " if what else "",
                    e,
                    wait,
                    retry + 1,
                    self.max_retries,
                )
                sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover
