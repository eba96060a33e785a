"""The one retry policy (fairmt.retry): waits, Retry-After, the plain retry loop."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from email.utils import format_datetime

import pytest

from fairmt.retry import RetryPolicy, Transient, parse_retry_after


def test_backoff_is_exponential_capped_and_jittered() -> None:
    p = RetryPolicy(max_retries=9, base=1.0, cap=30.0, rng=random.Random(7))
    waits = [p.backoff(i) for i in range(8)]
    for i, w in enumerate(waits):
        full = min(30.0, 2.0**i)
        assert full / 2 <= w <= full
    assert len({round(w / min(30.0, 2.0**i), 6) for i, w in enumerate(waits)}) > 1  # not lockstep
    exact = RetryPolicy(base=0.5, cap=3.0, jitter=(1.0, 1.0))
    assert [exact.backoff(i) for i in range(5)] == [0.5, 1.0, 2.0, 3.0, 3.0]
    assert exact.attempts == 4


def test_retry_after_wins_and_is_capped() -> None:
    p = RetryPolicy(retry_after_max=10.0, jitter=(1.0, 1.0))
    assert p.delay(0, retry_after=3.0) == 3.0
    assert p.delay(0, retry_after=3600.0) == 10.0
    assert p.delay(0, retry_after=-5.0) == 0.0
    assert p.delay(2) == 4.0


def test_parse_retry_after() -> None:
    assert parse_retry_after("120") == 120.0
    assert parse_retry_after("1.5") == 1.5
    assert parse_retry_after(None) is None and parse_retry_after("") is None
    assert parse_retry_after("soon") is None and parse_retry_after("nan") is None
    now = datetime(2026, 1, 5, 12, 0, 0, tzinfo=UTC)
    later = format_datetime(datetime(2026, 1, 5, 12, 0, 45, tzinfo=UTC), usegmt=True)
    assert parse_retry_after(later, now=now.timestamp()) == pytest.approx(45.0)
    assert parse_retry_after(later, now=now.timestamp() + 100) == 0.0  # in the past


def test_bad_policies_are_refused() -> None:
    with pytest.raises(ValueError, match="jitter"):
        RetryPolicy(jitter=(1.0, 0.5))
    with pytest.raises(ValueError, match=">= 0"):
        RetryPolicy(max_retries=-1)


def test_call_retries_transient_failures_only() -> None:
    slept: list[float] = []
    calls = {"n": 0}

    def flaky() -> str:
        calls["n"] += 1
        if calls["n"] < 3:
            raise Transient("HTTP 503", retry_after=0.25 if calls["n"] == 2 else None)
        return "ok"

    p = RetryPolicy(max_retries=3, base=1.0, jitter=(1.0, 1.0))
    assert p.call(flaky, sleep=slept.append) == "ok"
    assert calls["n"] == 3 and slept == [1.0, 0.25]

    def always() -> str:
        raise Transient("connection refused")

    slept.clear()
    with pytest.raises(Transient, match="connection refused"):
        RetryPolicy(max_retries=2, jitter=(1.0, 1.0)).call(always, sleep=slept.append)
    assert slept == [1.0, 2.0]

    def broken() -> str:
        raise KeyError("not transient")

    with pytest.raises(KeyError):
        p.call(broken, sleep=slept.append)
