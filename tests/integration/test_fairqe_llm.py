"""FairQE's ``llm`` agents against a loopback chat-completions server (scripted answers and faults)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.fairqe.agents.llm import LLMAgents, locate
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.prompts import JUDGE_SYSTEM, MERGED_NOVAR_SYSTEM, MERGED_SYSTEM, merged_answer
from fairmt.fairqe.types import Item
from fairmt.llm.testing import FakeLLMServer, Reply
from fairmt.qe.base import QEBackbone

pytestmark = pytest.mark.integration

KEY = "sk-test-SENTINEL-4242"

ITEMS = [
    Item("The doctor arrived.", "Der Arzt kam an.", "de"),
    Item("She is a doctor.", "Sie ist ein Arzt.", "de"),
    Item("The train left.", "Der Zug fuhr ab.", "de"),
]

ANALYSES: dict[str, dict[str, Any]] = {
    "Der Arzt kam an.": {
        "cues": [
            {
                "source_span": "doctor",
                "target_span": "Arzt",
                "category": "C7",
                "source_gender": "none",
                "target_gender": "M",
            }
        ],
        "variants": [{"text": "Die Ärztin kam an.", "gender": "F", "type": "ambiguous"}],
        "alignment": None,
    },
    "Sie ist ein Arzt.": {
        "cues": [
            {
                "source_span": "She",
                "target_span": "Sie",
                "category": "C1",
                "source_gender": "F",
                "target_gender": "F",
            },
            {
                "source_span": "doctor",
                "target_span": "ein Arzt",
                "category": "C6",
                "source_gender": "F",
                "target_gender": "M",
            },
        ],
        "variants": [{"text": "Sie ist eine Ärztin.", "gender": "F", "type": "explicit"}],
        "alignment": False,
    },
    "Der Zug fuhr ab.": {"cues": [], "variants": [], "alignment": None},
}

SCORES = {
    "Der Arzt kam an.": 0.8,
    "Die Ärztin kam an.": 0.7,
    "Sie ist ein Arzt.": 0.75,
    "Sie ist eine Ärztin.": 0.65,
    "Der Zug fuhr ab.": 0.9,
    "Die Pflegerin ging.": 0.6,
}


#: These tests check the paper's Eqs. 9-11 with the LLM agents (the fair default is tested with
#: scripted agents in tests/unit/test_fairqe_fair.py).
PAPER = FairQEConfig(aggregation="paper")


class TableBackbone(QEBackbone):
    name = "table"

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        return [SCORES[t] for _, t in pairs]


def _data(request: dict[str, Any]) -> dict[str, Any]:
    user = request["messages"][-1]["content"]
    block = user.split("```json\n", 1)[1].rsplit("\n```", 1)[0]
    data: dict[str, Any] = json.loads(block)
    return data


def is_judge(request: dict[str, Any]) -> bool:
    return bool(request["messages"][0]["content"] == JUDGE_SYSTEM)


def is_merged(request: dict[str, Any]) -> bool:
    return request["messages"][0]["content"] in (MERGED_SYSTEM, MERGED_NOVAR_SYSTEM)


def answer(request: dict[str, Any]) -> Reply:
    """The same answers in either protocol: the analysis of ANALYSES and a judge score of 90."""
    data = _data(request)
    if is_judge(request):
        return Reply.json({"score": 90, "rationale": "Accurate; gender handled."})
    if is_merged(request):
        mt = data["translation"]
        return Reply.json(merged_answer(mt, ANALYSES[mt], 90, "Accurate; gender handled."))
    return Reply.json(ANALYSES[data["translation"]])


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def agents(server: FakeLLMServer, **kw: Any) -> LLMAgents:
    return LLMAgents("openai/gpt-4.1-mini", server.url, backoff_base=0.01, timeout=2, **kw)


def test_pipeline_with_llm_agents_and_cached_rerun() -> None:
    with FakeLLMServer(answer) as server:
        a = agents(server, protocol="split")
        res = FairQE(TableBackbone(), a, PAPER).score(ITEMS)
        amb, exp, none = res
        assert amb.q_uqe == 90.0 and amb.b_amb == pytest.approx(0.1)
        assert amb.q_final == pytest.approx((1 / 3) * 0.9 + (2 / 3) * 0.8)
        assert exp.alignment is False and exp.b_exp == pytest.approx(0.1)
        assert exp.cues[1].target_tokens == (2, 4) and exp.cues[1].source_gender == "F"
        assert exp.variants[0].variant.satisfies is True
        assert none.flags == ["no_cue"] and none.q_final == 0.9
        # 3 analyses + 2 judgements (no judge without a cue).
        assert len(server.chat_requests) == 5
        u = a.usage()
        assert u.calls == 5 and u.prompt_tokens == 50 and u.cost > 0
        assert all(r.authorization == f"Bearer {KEY}" for r in server.chat_requests)
        sig = amb.signature
        assert "agents:llm" in sig and "llm:gpt-4.1-mini" in sig and "prompts:" in sig and KEY not in sig
        a.close()
        # A rerun with a warm cache sends nothing.
        b = agents(server, protocol="split")
        res2 = FairQE(TableBackbone(), b, PAPER).score(ITEMS)
        assert len(server.chat_requests) == 5
        assert b.usage().calls == 0 and b.usage().cache_hits == 5
        assert [r.to_json() for r in res2] == [r.to_json() for r in res]
        b.close()


def test_faults_end_in_retry_or_flag() -> None:
    # Per request, in arrival order (concurrency 1): analysis 1: 429 then ok; analysis 2: 500
    # then ok; analysis 3: malformed twice -> cue_failed; judge 1: truncated then ok;
    # judge 2: malformed twice -> judge_failed.
    script: list[Any] = [
        Reply.rate_limited(retry_after=0),
        answer,
        Reply.error(500),
        answer,
        Reply.malformed(),
        Reply.malformed(),
        Reply.truncated(),
        answer,
        Reply.malformed(),
        Reply.malformed(),
    ]
    items = [ITEMS[0], ITEMS[1], Item("The nurse left.", "Die Pflegerin ging.", "de")]
    with FakeLLMServer(script) as server:
        a = agents(server, concurrency=1, cache=False, protocol="split")
        _fq = FairQE(TableBackbone(), a, PAPER)
        res = _fq.score(items)
        stats = _fq.last_stats
        amb, exp, failed = res
        assert "cue_failed" in failed.flags and failed.q_final is None
        assert amb.q_uqe == 90.0 and amb.q_final is not None
        assert "judge_failed" in exp.flags and exp.q_final is None and exp.q_uqe is None
        assert len(res) == 3  # no item lost
        u = a.usage()
        assert u.parse_failures == 2 and u.retries >= 4
        assert stats.flags["cue_failed"] == 1 and stats.flags["judge_failed"] == 1


def test_refused_key_stops_the_run_at_once() -> None:
    from fairmt.llm.errors import LLMAuthError

    with FakeLLMServer(Reply.error(401, "Incorrect API key provided")) as server:
        a = agents(server, concurrency=2, cache=False)
        with pytest.raises(LLMAuthError, match="HTTP 401") as ei:
            FairQE(TableBackbone(), a, PAPER).score(ITEMS)
        assert len(server.chat_requests) <= 2 and KEY not in str(ei.value)


def test_endpoint_down_gives_retryable_failures_and_a_bad_answer_does_not() -> None:
    def down_for_the_nurse(request: dict[str, Any]) -> Reply:
        data = _data(request)
        if data["translation"] == "Die Pflegerin ging.":
            return Reply.error(503, "overloaded")
        if data["translation"] == "Der Zug fuhr ab.":
            return Reply.malformed()
        return answer(request)

    items = [ITEMS[0], ITEMS[2], Item("The nurse left.", "Die Pflegerin ging.", "de")]
    with FakeLLMServer(down_for_the_nurse) as server:
        a = agents(server, concurrency=1, cache=False, max_retries=1)
        ok, bad_answer, down = a.analyse(items)
        assert not ok.detection.failed and not ok.detection.retryable
        assert bad_answer.detection.failed and not bad_answer.detection.retryable
        assert down.detection.failed and down.detection.retryable
        assert "HTTP 503" in down.detection.error


def test_locate() -> None:
    assert locate("ein Arzt", "Sie ist ein Arzt.") == (2, 4)
    assert locate("ARZT", "Der Arzt, der kam.") == (1, 2)
    assert locate("Ärztin", "Der Arzt kam.") is None
    assert locate("", "x") is None


def _write_items(path: Path) -> None:
    path.write_text(
        "".join(
            json.dumps({"src": it.source, "mt": it.translation, "tgt_lang": it.tgt_lang}) + "\n"
            for it in ITEMS
        ),
        encoding="utf-8",
    )


def test_cli_llm_agents_key_never_leaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    inp = tmp_path / "in.jsonl"
    _write_items(inp)
    out = tmp_path / "out.jsonl"
    summary = tmp_path / "summary.json"
    with FakeLLMServer(answer) as server:
        args = [
            "-v",
            "qe",
            "score",
            "-i",
            str(inp),
            "-o",
            str(out),
            "--agents",
            "llm",
            "--llm",
            "gpt-4.1-mini",
        ]
        args += ["--base-url", server.url, "--backbone", "length-ratio", "--summary", str(summary)]
        assert main(args) == 0
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert [r["index"] for r in rows] == [0, 1, 2]
        s = json.loads(summary.read_text(encoding="utf-8"))
        # One (merged) request per item.
        assert s["llm_calls"] == 3 and s["items"] == 3 and s["llm_prompt_tokens"] == 30
        # Resuming a finished file makes no call.
        assert main(args) == 0
        assert len(server.chat_requests) == 3
    captured = capsys.readouterr()
    blobs = [out.read_bytes(), summary.read_bytes(), captured.out.encode(), captured.err.encode()]
    blobs += [r.getMessage().encode() for r in caplog.records]
    blobs += [p.read_bytes() for p in (tmp_path / "cache").rglob("*") if p.is_file()]
    assert blobs and not any(KEY.encode() in b for b in blobs)


def test_cli_max_cost_stops_cleanly_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inp = tmp_path / "in.jsonl"
    _write_items(inp)
    out = tmp_path / "out.jsonl"
    prices = tmp_path / "prices.json"
    # 10 prompt + 5 completion tokens per call at $1000/M tokens: $0.015 per call.
    prices.write_text(json.dumps({"gpt-4.1-mini": {"input": 1000, "output": 1000}}), encoding="utf-8")
    base = ["qe", "score", "-i", str(inp), "-o", str(out), "--agents", "llm", "--llm", "gpt-4.1-mini"]
    base += ["--backbone", "length-ratio", "--prices", str(prices), "--chunk-size", "1", "--concurrency", "1"]
    with FakeLLMServer(answer) as server:
        rc = main([*base, "--base-url", server.url, "--max-cost", "0.02"])
        err = capsys.readouterr().err
        assert rc == 1 and "stopped early" in err
        done = out.read_text(encoding="utf-8").splitlines()
        assert 1 <= len(done) < 3
        sent = len(server.chat_requests)
        assert main([*base, "--base-url", server.url]) == 0
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert [r["index"] for r in rows] == [0, 1, 2]
        assert len(server.chat_requests) - sent <= 3 - len(done)


def test_cli_dry_run_sends_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inp = tmp_path / "in.jsonl"
    _write_items(inp)
    out = tmp_path / "out.jsonl"
    with FakeLLMServer(answer) as server:
        args = ["qe", "score", "-i", str(inp), "-o", str(out), "--agents", "llm", "--llm", "gpt-4.1-mini"]
        assert main([*args, "--base-url", server.url, "--backbone", "length-ratio", "--dry-run"]) == 0
        assert server.chat_requests == []
    err = capsys.readouterr().err
    # Exactly the requests a run would send: one per item.
    assert "dry run: 3 request(s)" in err and not out.exists()
