"""The run layer with the LLM agents against a loopback server: failed items are retried, 401 stops."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_INCOMPLETE
from fairmt.fairqe.prompts import MERGED_SYSTEM
from fairmt.fairqe.run import score_file
from fairmt.llm.testing import FakeLLMServer, Reply

pytestmark = pytest.mark.integration

ROWS = [
    ("The doctor arrived.", "El médico llegó."),
    ("She is a teacher.", "Ella es profesora."),
    ("The train left.", "El tren salió."),
    ("The nurse left.", "La enfermera se fue."),
]


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-SENTINEL")
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def _input(tmp_path: Path) -> Path:
    p = tmp_path / "in.jsonl"
    p.write_text(
        "".join(
            json.dumps({"id": f"r{i}", "src": s, "mt": t, "tgt_lang": "es"}) + "\n"
            for i, (s, t) in enumerate(ROWS)
        ),
        encoding="utf-8",
    )
    return p


def _user_data(request: dict[str, Any]) -> dict[str, Any]:
    user = request["messages"][-1]["content"]
    data: dict[str, Any] = json.loads(user.split("```json\n", 1)[1].rsplit("\n```", 1)[0])
    return data


class Switch:
    """Answers every request, or fails those whose translation is in ``down`` with ``status``."""

    def __init__(self) -> None:
        self.down: set[str] = set()
        self.status = 503
        self.sent: list[str] = []

    def __call__(self, request: dict[str, Any]) -> Reply:
        data = _user_data(request)
        mt = str(data.get("translation", ""))
        self.sent.append(mt)
        if mt in self.down or "*" in self.down:
            return Reply.error(self.status, "service unavailable")
        system = request["messages"][0]["content"]
        if system == MERGED_SYSTEM:  # one request per item: analysis and score
            return Reply.json({"cues": [], "vars": [], "ok": None, "score": 80, "why": "fine"})
        if "score" in system.lower() and "judge" in system.lower():
            return Reply.json({"score": 80, "rationale": "fine"})
        return Reply.json({"cues": [], "variants": [], "alignment": None})


OPTS: dict[str, Any] = {"model": "openai/gpt-4.1-mini", "max_retries": 1, "backoff_base": 0.0, "timeout": 5}


@pytest.mark.parametrize("shard_size", [None, 3])
def test_failed_items_are_flagged_then_only_they_are_retried(tmp_path: Path, shard_size: int | None) -> None:
    inp = _input(tmp_path)
    out = tmp_path / "out.jsonl"
    sw = Switch()
    sw.down = {"Ella es profesora.", "La enfermera se fue."}
    with FakeLLMServer(sw) as server:
        opts = {**OPTS, "base_url": server.url, "shard_size": shard_size}
        rep = score_file(inp, out, backbone="length-ratio", agents="llm", **opts)
        assert (rep.items, rep.failed) == (4, 2) and [i + 1 for i in rep.failed_indices] == [2, 4]
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert len(rows) == 4
        assert [("retry" in r["flags"], r["q_final"] is None) for r in rows] == [
            (False, False),
            (True, True),
            (False, False),
            (True, True),
        ]
        ok_lines = [x for x in out.read_text(encoding="utf-8").splitlines() if '"retry"' not in x]
        # The endpoint is back: only the two failed items are sent again.
        sw.down = set()
        sw.sent.clear()
        rep2 = score_file(inp, out, backbone="length-ratio", agents="llm", **opts)
        assert sorted(set(sw.sent)) == ["Ella es profesora.", "La enfermera se fue."]
        assert (rep2.retried, rep2.scored, rep2.failed, rep2.skipped_done) == (2, 0, 0, 2)
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert [r["index"] for r in rows] == [0, 1, 2, 3] and all(r["q_final"] is not None for r in rows)
        assert [x for x in out.read_text(encoding="utf-8").splitlines() if x in ok_lines] == ok_lines
        # A third run has nothing to do.
        sw.sent.clear()
        rep3 = score_file(inp, out, backbone="length-ratio", agents="llm", **opts)
        assert sw.sent == [] and (rep3.scored, rep3.retried) == (0, 0)


def _cli(url: str, inp: Path, out: Path) -> list[str]:
    """``fairmt qe score`` with the llm agents on the loopback server."""
    llm = ["--agents", "llm", "--llm", "openai/gpt-4.1-mini", "--base-url", url]
    return ["qe", "score", "--backbone", "length-ratio", *llm, "-i", str(inp), "-o", str(out)]


def test_cli_exit_code_for_failed_items(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inp = _input(tmp_path)
    out = tmp_path / "out.jsonl"
    sw = Switch()
    sw.down = {"*"}
    with FakeLLMServer(sw) as server:
        argv = [*_cli(server.url, inp, out), "--summary", str(tmp_path / "s")]
        # Retries inside the client take time with the default backoff: answer 503 with no wait.
        assert main(argv) == EXIT_INCOMPLETE
        err = capsys.readouterr().err
        assert "finished with 4 failed items" in err and "rerun" in err
        sw.down = set()
        assert main(argv) == 0
        rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
        assert len(rows) == 4 and all("retry" not in r["flags"] for r in rows)


def test_401_stops_the_run_without_retries(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inp = _input(tmp_path)
    out = tmp_path / "out.jsonl"
    sw = Switch()
    sw.down, sw.status = {"*"}, 401
    with FakeLLMServer(sw) as server:
        argv = [*_cli(server.url, inp, out), "--concurrency", "1"]
        rc = main(argv)
        err = capsys.readouterr().err
        assert rc != 0 and "401" in err and err.count("\n") == 1 and "sk-test-SENTINEL" not in err
        assert len(server.requests) == 1  # no retry, nothing else sent
        assert out.read_bytes() == b""  # nothing scored
