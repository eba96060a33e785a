"""LLMClient against the loopback chat-completions server (fairmt.llm.testing).

Every fault must end in a retry or a flagged failure, never a silent default; results come
back in input order under concurrency; a warm cache sends nothing; the budget and dry run
send nothing more; the API key never leaves the Authorization header.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from fairmt.errors import UsageError
from fairmt.llm import (
    BudgetExceeded,
    ChatRequest,
    LLMAuthError,
    LLMClient,
    LLMHTTPError,
    LLMParseError,
    LLMTransportError,
    prompt_hash,
    split_model,
)
from fairmt.llm.testing import FakeLLMServer, Reply, echo_last_user

pytestmark = pytest.mark.integration

SENTINEL = "sk-SENTINEL-7f3a9c2e1d-do-not-leak"
SCORE = {
    "type": "object",
    "properties": {"score": {"type": "integer", "minimum": 0, "maximum": 100}},
    "required": ["score"],
    "additionalProperties": False,
}
ECHO = {
    "type": "object",
    "properties": {"echo": {"type": "string"}},
    "required": ["echo"],
    "additionalProperties": False,
}


def msgs(text: str = "rate this") -> list[dict[str, str]]:
    return [{"role": "system", "content": "You rate things."}, {"role": "user", "content": text}]


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SENTINEL)
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def make(server: FakeLLMServer, **kw: Any) -> LLMClient:
    opts: dict[str, Any] = {
        "timeout": 2.0,
        "max_retries": 3,
        "backoff_base": 0.001,
        "backoff_max": 0.01,
        "retry_after_max": 0.05,
    }
    model = kw.pop("model", "openai/gpt-4.1-mini")
    opts.update(kw)
    return LLMClient(model, base_url=server.url, **opts)


# ---------------------------------------------------------------------------- the protocol


def test_request_shape_and_answer() -> None:
    with FakeLLMServer([Reply.json({"score": 80}, prompt_tokens=100, completion_tokens=20)]) as srv:
        c = make(srv)
        r = c.complete(msgs(), schema=SCORE, max_tokens=50)
        assert r.ok and r.data == {"score": 80} and not r.cached and r.attempts == 1
        (req,) = srv.chat_requests
        assert req.path == "/v1/chat/completions"
        assert req.authorization == f"Bearer {SENTINEL}"
        assert req.model == "gpt-4.1-mini"  # provider prefix stripped
        assert req.body is not None and req.body["temperature"] == 0 and req.body["max_tokens"] == 50
        rf = req.response_format
        assert rf is not None and rf["type"] == "json_schema"
        assert rf["json_schema"]["schema"] == SCORE and rf["json_schema"]["strict"] is True
        assert req.messages == msgs()
        u = c.usage()
        assert (u.requests, u.calls, u.prompt_tokens, u.completion_tokens) == (1, 1, 100, 20)
        assert u.cost == pytest.approx((100 * 0.40 + 20 * 1.60) / 1e6) == r.cost
        assert not u.unpriced


def test_plain_text_without_schema_and_sampling_override() -> None:
    with FakeLLMServer(["Hallo Welt"]) as srv:
        c = make(srv, cache=False)
        r = c.complete([{"role": "user", "content": "translate"}], temperature=0.7, seed=3)
        assert r.ok and r.text == "Hallo Welt" and r.data is None
        body = srv.chat_requests[0].body
        assert body is not None and body["temperature"] == 0.7 and body["seed"] == 3
        assert "response_format" not in body


def test_temperature_none_removes_the_default() -> None:
    with FakeLLMServer(["ok"]) as srv:
        make(srv, cache=False).complete(msgs(), temperature=None)
        assert "temperature" not in (srv.chat_requests[0].body or {})


def test_model_names_and_providers() -> None:
    assert split_model("openai/gpt-4.1-mini") == ("openai", "gpt-4.1-mini")
    assert split_model("gpt-4o-mini") == (None, "gpt-4o-mini")
    assert split_model("meta-llama/Llama-3.1-8B-Instruct") == (None, "meta-llama/Llama-3.1-8B-Instruct")
    assert split_model("vllm/meta-llama/Llama-3.1-8B-Instruct") == (
        "vllm",
        "meta-llama/Llama-3.1-8B-Instruct",
    )
    c = LLMClient("ollama/qwen2.5:7b", cache=False)
    assert c.endpoint == "http://localhost:11434/v1/chat/completions" and c.wire_model == "qwen2.5:7b"
    assert c.usage().unpriced


def test_key_required_for_openai_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY")
    with pytest.raises(UsageError, match="OPENAI_API_KEY"):
        LLMClient("openai/gpt-4.1-mini", cache=False)
    LLMClient("openai/gpt-4.1-mini", cache=False, dry_run=True)  # a dry run needs no key
    with FakeLLMServer(["fine"]) as srv:  # a local server needs none
        assert make(srv, cache=False).complete(msgs()).text == "fine"
        assert srv.chat_requests[0].authorization is None


def test_bad_arguments_fail_before_sending() -> None:
    with FakeLLMServer([]) as srv:
        c = make(srv)
        with pytest.raises(UsageError):
            c.complete([])
        with pytest.raises(UsageError):
            c.complete([{"content": "no role"}])
        with pytest.raises(UsageError):
            c.complete(msgs(), schema={"type": "object", "patternProperties": {}})
        with pytest.raises(UsageError):
            c.complete(msgs(), stream=True)
        with pytest.raises(UsageError):
            c.complete_batch([msgs(), [{"role": "user"}]])
        with pytest.raises(UsageError):
            LLMClient("x", base_url="http://user:pw@127.0.0.1:1/v1")
        assert srv.requests == []


# ---------------------------------------------------------------------------- faults


def test_500_is_retried() -> None:
    with FakeLLMServer([Reply.error(500), Reply.error(502), Reply.json({"score": 1})]) as srv:
        c = make(srv)
        r = c.complete(msgs(), schema=SCORE)
        assert r.ok and r.data == {"score": 1} and r.attempts == 3
        assert c.usage().retries == 2 and c.usage().calls == 3


def test_429_honours_retry_after_capped() -> None:
    with FakeLLMServer([Reply.rate_limited(retry_after=30), Reply.json({"score": 2})]) as srv:
        c = make(srv, retry_after_max=0.25)
        t0 = time.monotonic()
        r = c.complete(msgs(), schema=SCORE)
        elapsed = time.monotonic() - t0
        assert r.ok and 0.25 <= elapsed < 5  # waited the capped Retry-After, not 30 s
        assert c.usage().retries == 1


def test_timeout_is_retried() -> None:
    with FakeLLMServer([Reply.timeout(5), Reply.json({"score": 3})]) as srv:
        c = make(srv, timeout=0.5)
        t0 = time.monotonic()
        r = c.complete(msgs(), schema=SCORE)
        assert r.ok and r.data == {"score": 3} and time.monotonic() - t0 < 2
        assert c.usage().retries == 1 and len(srv.chat_requests) == 2


def test_timeouts_exhaust_retries() -> None:
    with FakeLLMServer([Reply.timeout(3)] * 3) as srv:
        c = make(srv, timeout=0.1, max_retries=2)
        with pytest.raises(LLMTransportError, match="timed out"):
            c.complete(msgs())
        assert len(srv.chat_requests) == 3 and c.usage().errors == 1


def test_connection_refused_is_retried_then_raised() -> None:
    with FakeLLMServer([]) as srv:
        url = srv.url
    c = LLMClient("m", base_url=url, max_retries=2, backoff_base=0.001, cache=False)
    with pytest.raises(LLMTransportError, match="gave up after 3"):
        c.complete(msgs())
    assert c.usage().calls == 3


def test_5xx_exhausts_retries() -> None:
    with FakeLLMServer([Reply.error(503, "overloaded")] * 4) as srv:
        c = make(srv)
        with pytest.raises(LLMHTTPError) as ei:
            c.complete(msgs())
        assert ei.value.status == 503 and "overloaded" in str(ei.value)
        assert len(srv.chat_requests) == 4


@pytest.mark.parametrize("status", [400, 401, 403, 404])
def test_client_errors_are_not_retried(status: int) -> None:
    with FakeLLMServer([Reply.error(status, f"nope {SENTINEL}")]) as srv:
        c = make(srv)
        with pytest.raises(LLMHTTPError) as ei:
            c.complete(msgs())
        assert ei.value.status == status and f"HTTP {status}" in str(ei.value)
        assert SENTINEL not in str(ei.value)  # echoed by the server, redacted by the client
        assert len(srv.chat_requests) == 1 and c.usage().retries == 0


@pytest.mark.parametrize("status", [401, 403])
def test_refused_key_is_an_auth_error_after_one_request(status: int) -> None:
    with FakeLLMServer(Reply.error(status, f"Incorrect API key provided: {SENTINEL}")) as srv:
        c = make(srv, max_retries=4)
        with pytest.raises(LLMAuthError) as ei:
            c.complete(msgs())
        assert len(srv.chat_requests) == 1 and c.usage().retries == 0
        message = str(ei.value)
        assert f"HTTP {status}" in message and "OPENAI_API_KEY" in message and SENTINEL not in message
        assert isinstance(ei.value, LLMHTTPError) and ei.value.status == status  # old handlers still catch it


def test_a_500_is_retried_and_a_401_is_not() -> None:
    # The same endpoint, two failures: the 500 costs max_retries + 1 calls, the 401 one call.
    with FakeLLMServer(Reply.error(500, "down")) as srv:
        with pytest.raises(LLMHTTPError) as ei:
            make(srv, max_retries=2).complete(msgs())
        assert not isinstance(ei.value, LLMAuthError) and len(srv.chat_requests) == 3
    with FakeLLMServer(Reply.error(401, "bad key")) as srv:
        with pytest.raises(LLMAuthError):
            make(srv, max_retries=2).complete(msgs())
        assert len(srv.chat_requests) == 1


def test_auth_error_stops_a_concurrent_batch() -> None:
    with FakeLLMServer(Reply.error(401, "invalid api key")) as srv:
        c = make(srv, concurrency=4)
        results = c.complete_batch([msgs(f"item {i}") for i in range(40)])
        # Requests already in flight when the first 401 came back may still be sent, no more.
        assert 1 <= len(srv.chat_requests) <= 4
        assert [r.failure_kind for r in results] == ["auth"] * 40
        for r in results:
            assert isinstance(r.exception, LLMAuthError) and r.status == 401
            with pytest.raises(LLMAuthError):
                r.raise_for_failure()


def test_failure_kinds_tell_infrastructure_from_the_rest(tmp_path: Path) -> None:
    with FakeLLMServer([]) as srv:
        down = srv.url  # closed: connection refused
    r = LLMClient("m", base_url=down, max_retries=1, backoff_base=0.001, cache=False).complete_batch([msgs()])
    assert r[0].failure == "transport" and r[0].failure_kind == "infra"

    def by_text(request: dict[str, Any]) -> Reply:
        text = request["messages"][-1]["content"]
        return {
            "5xx": Reply.error(503, "overloaded"),
            "429": Reply.rate_limited(retry_after=0),
            "404": Reply.error(404, "no such model"),
            "400": Reply.error(400, "bad request"),
            "bad": Reply.malformed(),
            "ok": Reply.json({"score": 5}),
        }[text]

    with FakeLLMServer(by_text) as srv:
        c = make(srv, max_retries=1, concurrency=1, cache=False)
        texts = ["ok", "5xx", "429", "400", "bad"]
        got = [r.failure_kind for r in c.complete_batch([msgs(t) for t in texts], schema=SCORE)]
        assert got == [None, "infra", "infra", "request", "parse"]
        # A 404 (wrong model or URL) stops the batch but is not an auth failure.
        got = [r.failure_kind for r in c.complete_batch([msgs("404"), msgs("ok")], schema=SCORE)]
        assert got == ["request", "request"]
    with FakeLLMServer(Reply.json({"score": 1})) as srv:
        dry = make(srv, dry_run=True, cache=False).complete_batch([msgs()])
        assert dry[0].failure_kind == "dry_run"


def test_malformed_json_is_retried_once() -> None:
    with FakeLLMServer([Reply.malformed(), Reply.text('```json\n{"score": 4}\n```')]) as srv:
        c = make(srv)
        r = c.complete(msgs(), schema=SCORE)
        assert r.ok and r.data == {"score": 4} and r.attempts == 2
        u = c.usage()
        assert (u.invalid_replies, u.parse_failures, u.retries) == (1, 0, 1)
        assert u.prompt_tokens == 20  # both calls were billed


def test_persistent_parse_failure_is_a_flagged_failure_not_cached() -> None:
    bad = Reply.json({"score": 250})  # valid JSON, out of the schema's range
    with FakeLLMServer([bad, bad, Reply.json({"score": 5})]) as srv:
        c = make(srv)
        r = c.complete(msgs(), schema=SCORE)
        assert not r.ok and r.failure == "parse" and r.parse_failed
        assert r.data is None and r.text == '{"score": 250}' and "maximum" in r.error
        assert c.usage().parse_failures == 1
        with pytest.raises(LLMParseError):
            r.raise_for_failure()
        r2 = c.complete(msgs(), schema=SCORE)  # the failure was not cached: asked again
        assert r2.ok and r2.data == {"score": 5} and len(srv.chat_requests) == 3


def test_truncated_output_is_a_parse_failure() -> None:
    with FakeLLMServer([Reply.truncated(), Reply.truncated('{"score": 9}')]) as srv:
        c = make(srv)
        r = c.complete(msgs(), schema=SCORE)
        assert r.failure == "truncated" and r.data is None and len(srv.chat_requests) == 2
        assert c.usage().parse_failures == 1


def test_refusal_and_non_completion_bodies_are_parse_failures() -> None:
    script = [Reply(content=None, refusal="I can't"), Reply.raw("<html>proxy</html>")]
    with FakeLLMServer(script) as srv:
        r = make(srv).complete(msgs(), schema=SCORE)
        assert r.failure == "parse" and len(srv.chat_requests) == 2


def test_response_format_rejected_falls_back_to_prompt() -> None:
    with FakeLLMServer([Reply.reject_response_format(), Reply.json({"score": 6}), {"score": 7}]) as srv:
        c = make(srv, cache=False)
        assert c.complete(msgs(), schema=SCORE).data == {"score": 6}
        first, second = srv.chat_requests[:2]
        assert first.response_format is not None and second.response_format is None
        assert "JSON schema" in second.messages[-1]["content"] and '"score"' in second.messages[-1]["content"]
        assert second.messages[0] == msgs()[0]
        assert c.complete(msgs("again"), schema=SCORE).data == {"score": 7}
        assert srv.chat_requests[2].response_format is None  # remembered
        assert c.usage().errors == 0


def test_non_strict_schema_is_sent_non_strict() -> None:
    loose = {"type": "object", "properties": {"a": {"type": "string"}}}
    with FakeLLMServer([{"a": "x"}]) as srv:
        make(srv).complete(msgs(), schema=loose)
        rf = srv.chat_requests[0].response_format
        assert rf is not None and rf["json_schema"]["strict"] is False


# ---------------------------------------------------------------------------- batches


def test_batch_keeps_input_order_under_concurrency() -> None:
    lock = threading.Lock()
    state = {"now": 0, "max": 0}

    def answer(req: dict[str, Any]) -> Reply:
        with lock:
            state["now"] += 1
            state["max"] = max(state["max"], state["now"])
        text = req["messages"][-1]["content"]
        time.sleep(0.002 * (hash(text) % 10))  # finish out of order
        with lock:
            state["now"] -= 1
        return echo_last_user(req)

    n = 60
    with FakeLLMServer(answer) as srv:
        c = make(srv, concurrency=6)
        results = c.complete_batch([msgs(f"item {i}") for i in range(n)], schema=ECHO)
        assert [r.data for r in results] == [{"echo": f"item {i}"} for i in range(n)]
        assert len(srv.chat_requests) == n and c.usage().requests == n
        assert 1 < state["max"] <= 6  # ran concurrently, within the limit


def test_batch_with_faults_loses_no_item() -> None:
    seen: dict[str, int] = {}
    lock = threading.Lock()

    def answer(req: dict[str, Any]) -> Reply:
        text = req["messages"][-1]["content"]
        i = int(text.split()[1])
        with lock:
            seen[text] = seen.get(text, 0) + 1
            k = seen[text]
        if i % 7 == 1 and k == 1:
            return Reply.error(500)
        if i % 7 == 2 and k == 1:
            return Reply.rate_limited(retry_after=0)
        if i % 7 == 3 and k == 1:
            return Reply.timeout(2)
        if i % 7 == 4:
            return Reply.malformed()
        if i % 7 == 5:
            return Reply.truncated()
        if i % 7 == 6:
            return Reply.error(400, "context length exceeded")
        return echo_last_user(req)

    n = 35
    with FakeLLMServer(answer) as srv:
        c = make(srv, concurrency=8, timeout=0.5)
        results = c.complete_batch([msgs(f"item {i}") for i in range(n)], schema=ECHO)
    assert len(results) == n
    for i, r in enumerate(results):
        kind = i % 7
        if kind in (0, 1, 2, 3):
            assert r.ok and r.data == {"echo": f"item {i}"}, (i, r)
        elif kind == 4:
            assert r.failure == "parse" and r.data is None
        elif kind == 5:
            assert r.failure == "truncated"
        else:
            assert r.failure == "http" and r.status == 400 and isinstance(r.exception, LLMHTTPError)
    u = c.usage()
    assert u.parse_failures == 10 and u.errors == 5 and u.requests == n


def test_batch_mixed_requests_and_duplicates() -> None:
    with FakeLLMServer(echo_last_user) as srv:
        c = make(srv)
        reqs: list[Any] = [msgs("a"), ChatRequest(msgs("b"), sampling={"seed": 1}), msgs("a"), msgs("c")]
        results = c.complete_batch(reqs, schema=ECHO)
        assert [r.data["echo"] for r in results] == ["a", "b", "a", "c"]
        assert len(srv.chat_requests) == 3  # the duplicate was sent once
        assert results[2].cached and c.usage().cache_hits == 1
        (b,) = [r for r in srv.chat_requests if r.messages[-1]["content"] == "b"]
        assert b.body is not None and b.body["seed"] == 1


def test_fatal_error_stops_the_batch() -> None:
    with FakeLLMServer(Reply.error(401, "invalid api key")) as srv:
        c = make(srv, concurrency=1)
        results = c.complete_batch([msgs(f"item {i}") for i in range(5)])
        assert len(srv.chat_requests) == 1
        assert all(r.failure == "http" for r in results)
        assert results[0].status == 401 and "OPENAI_API_KEY" in results[0].error
        assert "not sent" in results[4].error


# ---------------------------------------------------------------------------- cache


def test_warm_cache_makes_zero_calls(tmp_path: Path) -> None:
    items = [msgs(f"item {i}") for i in range(12)]
    with FakeLLMServer(echo_last_user) as srv:
        c1 = make(srv, concurrency=4, cache_dir=tmp_path / "llm")
        first = c1.complete_batch(items, schema=ECHO)
        c1.close()
        assert len(srv.chat_requests) == 12
        c2 = make(srv, concurrency=4, cache_dir=tmp_path / "llm")  # a fresh client: the file persists
        second = c2.complete_batch(items, schema=ECHO)
        assert len(srv.chat_requests) == 12  # zero new HTTP calls
        assert [r.data for r in second] == [r.data for r in first]
        assert all(r.cached and r.cost == 0 for r in second)
        u = c2.usage()
        assert (u.calls, u.cache_hits, u.cost) == (0, 12, 0.0)
        assert c2.cache_path == tmp_path / "llm" / "cache.sqlite" and c2.cache_path.is_file()


def test_a_cached_answer_that_does_not_fit_is_discarded_and_asked_again(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import sqlite3

    with FakeLLMServer(default={"score": 70}) as srv:
        c1 = make(srv, cache_dir=tmp_path)
        assert c1.complete(msgs(), schema=SCORE).data == {"score": 70}
        c1.close()
        # Valid SQLite, not a valid answer (issue 16: "cues": 5 crashed every rerun).
        with sqlite3.connect(tmp_path / "cache.sqlite") as db:
            db.execute("""UPDATE answers SET value = '{"data": {"score": "high"}, "text": 5}'""")
        c2 = make(srv, cache_dir=tmp_path)
        r = c2.complete(msgs(), schema=SCORE)
        assert r.ok and r.data == {"score": 70} and not r.cached
        assert len(srv.chat_requests) == 2 and c2.usage().cache_invalid == 1
        assert "discarding a stored answer" in caplog.text
        c2.close()
        c3 = make(srv, cache_dir=tmp_path)  # the fresh answer replaced the bad row
        assert c3.complete(msgs(), schema=SCORE).cached and len(srv.chat_requests) == 2
        assert c3.usage().cache_invalid == 0


def test_a_damaged_cache_file_is_moved_aside_and_rebuilt_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "cache.sqlite").write_bytes(b"this is not a database" * 100)
    with FakeLLMServer(default={"score": 70}) as srv:
        c = make(srv, cache_dir=tmp_path)
        assert c.complete(msgs(), schema=SCORE).ok
        c.close()
        aside = list(tmp_path.glob("cache.sqlite.broken-*"))
        assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not a database")
        assert "moved aside" in caplog.text
        c2 = make(srv, cache_dir=tmp_path)  # the rebuilt cache answers the rerun
        assert c2.complete(msgs(), schema=SCORE).cached and len(srv.chat_requests) == 1
        assert len(list(tmp_path.glob("cache.sqlite.broken-*"))) == 1


def test_cache_key_covers_model_sampling_and_schema(tmp_path: Path) -> None:
    with FakeLLMServer(default={"echo": "x"}) as srv:
        c = make(srv, cache_dir=tmp_path)
        c.complete(msgs(), schema=ECHO)
        c.complete(msgs(), schema=ECHO, seed=2)
        c.complete(msgs(), schema=ECHO, temperature=0.5)
        c.complete(msgs(), schema={**ECHO, "title": "other"})
        make(srv, cache_dir=tmp_path, model="gpt-4o-mini").complete(msgs(), schema=ECHO)
        assert len(srv.chat_requests) == 5
        c.complete(msgs(), schema=ECHO)
        assert len(srv.chat_requests) == 5


def test_default_cache_location_follows_fairmt_cache_dir(tmp_path: Path) -> None:
    with FakeLLMServer(["x"]) as srv:
        c = make(srv)
        c.complete(msgs())
        assert c.cache_path == tmp_path / "cache" / "llm" / "cache.sqlite"
        assert c.cache_path.is_file()


# ---------------------------------------------------------------------------- budget, dry run


def test_max_cost_stops_cleanly(tmp_path: Path) -> None:
    prices = tmp_path / "prices.json"
    prices.write_text(json.dumps({"pricey": {"input": 100_000, "output": 0}}))  # 10 tokens = $1
    with FakeLLMServer(echo_last_user) as srv:
        c = make(srv, model="pricey", prices=prices, max_cost=2.5, concurrency=1)
        results = c.complete_batch([msgs(f"item {i}") for i in range(6)], schema=ECHO)
        assert [r.ok for r in results] == [True, True, True, False, False, False]
        assert all(r.failure == "budget" for r in results[3:])
        assert isinstance(results[3].exception, BudgetExceeded)
        assert len(srv.chat_requests) == 3
        u = c.usage()
        assert u.cost == pytest.approx(3.0) and u.budget_refusals == 3
        with pytest.raises(BudgetExceeded, match="budget"):
            c.complete(msgs("more"))
        assert len(srv.chat_requests) == 3
        # what was answered is cached and still served
        assert c.complete(msgs("item 0"), schema=ECHO).cached


def test_dry_run_sends_nothing(tmp_path: Path) -> None:
    with FakeLLMServer(echo_last_user) as srv:
        warm = make(srv, cache_dir=tmp_path)
        warm.complete(msgs("item 0"), schema=ECHO, max_tokens=100)
        n_before = len(srv.requests)
        c = make(srv, cache_dir=tmp_path, dry_run=True)
        results = c.complete_batch([msgs(f"item {i}") for i in range(4)], schema=ECHO, max_tokens=100)
        assert len(srv.requests) == n_before  # nothing sent
        assert results[0].ok and results[0].cached  # the cache still answers
        assert all(r.failure == "dry_run" and r.estimated for r in results[1:])
        recs = c.dry_run_requests()
        assert len(recs) == 3 and all(r.completion_tokens == 100 for r in recs)
        assert recs[0].messages[-1]["content"] == "item 1" and recs[0].schema == ECHO
        est = sum(r.cost for r in recs)
        assert est > 0 and c.usage().estimated_cost == pytest.approx(est) and c.usage().calls == 0
        report = c.format_dry_run()
        assert "3 request(s)" in report and "nothing was sent" in report
        with pytest.raises(LLMParseError):
            results[1].raise_for_failure()


def test_unpriced_model_costs_zero_and_is_flagged() -> None:
    with FakeLLMServer(["x"]) as srv:
        c = make(srv, model="my-local-model")
        r = c.complete(msgs())
        assert r.cost == 0 and c.usage().unpriced and c.usage().prompt_tokens == 10
        assert not make(srv, model="gpt-4.1-mini-2025-04-14").usage().unpriced


def test_signature_and_prompt_hash() -> None:
    with FakeLLMServer([]) as srv:
        c = make(srv)
        items = dict(c.signature_items())
        assert items == {"llm": "gpt-4.1-mini", "llm_endpoint": f"127.0.0.1:{srv.port}"}
    assert prompt_hash("abc") == prompt_hash("abc") and len(prompt_hash("abc")) == 12
    assert prompt_hash("abc") != prompt_hash("abd")


# ---------------------------------------------------------------------------- the key


def test_api_key_never_leaks(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Drive every path (answers, faults, errors echoing the key) and grep everything for it."""
    caplog.set_level(logging.DEBUG)

    def leaky(req: dict[str, Any]) -> Reply:
        text = req["messages"][-1]["content"]
        if "echo-key" in text:  # a hostile server echoing the key in the content
            return Reply.json({"echo": f"your key is {SENTINEL}"})
        return echo_last_user(req)

    script: list[Any] = [
        Reply.error(500, f"boom {SENTINEL}"),
        Reply.rate_limited(retry_after=0),
        Reply.timeout(2),
        Reply.malformed(f"not json {SENTINEL}"),
        Reply.reject_response_format(),
        leaky,
        leaky,
        Reply.error(401, f"Incorrect API key provided: {SENTINEL}"),
        Reply.error(404, f"model not found for {SENTINEL}"),
        Reply.truncated(f'{{"echo": "{SENTINEL}'),
        Reply.truncated(f'{{"echo": "{SENTINEL}'),
    ]
    outputs: list[Any] = []
    errors: list[str] = []
    cache_dir = tmp_path / "keycache"
    with FakeLLMServer(script, default=leaky) as srv:
        c = make(srv, cache_dir=cache_dir, timeout=0.5)
        outputs.append(c.complete(msgs("one"), schema=ECHO))
        outputs.append(c.complete(msgs("echo-key"), schema=ECHO))
        for text in ("401", "404"):
            try:
                c.complete(msgs(text))
            except LLMHTTPError as e:
                errors.append(str(e))
                errors.append(repr(e))
                errors.append(repr(e.args))
        outputs.append(c.complete(msgs("trunc"), schema=ECHO))
        assert outputs[0].ok and outputs[-1].failure == "truncated"
        outputs.extend(c.complete_batch([msgs(f"b{i}") for i in range(5)], schema=ECHO))
        dry = make(srv, cache_dir=cache_dir, dry_run=True)
        outputs.append(dry.complete(msgs("dry")))
        c.close()
        # the key was sent, as a header
        assert all(r.authorization == f"Bearer {SENTINEL}" for r in srv.chat_requests)
        assert len(errors) == 6
        texts = [
            *errors,
            *(repr(o) for o in outputs),
            *(str(o.exception) for o in outputs if o.exception),
            repr(c),
            str(c.__dict__),
            repr(c.usage()),
            json.dumps(c.usage().to_json()),
            repr(dry.dry_run_requests()),
            dry.format_dry_run(),
            *(r.getMessage() for r in caplog.records),
            caplog.text,
        ]
        for t in texts:
            assert SENTINEL not in t
        assert "***" in outputs[1].text  # the echoed key was redacted
        blobs = [p.read_bytes() for p in cache_dir.iterdir() if p.is_file()]
        assert blobs and all(SENTINEL.encode() not in b for b in blobs)
