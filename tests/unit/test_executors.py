"""Executors with the local executor: shard splitting, shard files, merging, resume, CLI equality."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.errors import UsageError
from fairmt.executors import base as ex
from fairmt.executors.base import Shard, ShardOutput, ShardStore, get_executor, run_sharded, split_shards

# -- shards ----------------------------------------------------------------------------


def test_split_shards_covers_the_input_in_order() -> None:
    assert split_shards(0, 3) == []
    assert split_shards(6, 3) == [Shard(0, 0, 3), Shard(1, 3, 6)]
    shards = split_shards(7, 3)
    assert [(s.start, s.end) for s in shards] == [(0, 3), (3, 6), (6, 7)]
    assert [len(s) for s in shards] == [3, 3, 1]
    with pytest.raises(UsageError):
        split_shards(5, 0)


def test_unknown_executor_and_local_limits() -> None:
    with pytest.raises(UsageError, match="executor"):
        get_executor("dask")
    with pytest.raises(UsageError, match="one worker"):
        get_executor("local", workers=2)
    with pytest.raises(UsageError, match="address"):
        get_executor("local", address="auto")


# -- a counting worker -----------------------------------------------------------------

CALLS: list[int] = []


class Upper:
    """Worker: upper-cases records; records the shards it ran in CALLS."""

    def __init__(self, context: Any) -> None:
        self.prefix = context or ""

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        CALLS.append(shard.index)
        return ShardOutput([self.prefix + str(r).upper() for r in records], {"scored": len(records)})

    def usage(self) -> dict[str, Any]:
        return {"requests": 1}

    def close(self) -> None:
        return None


def _run(store: ShardStore, records: list[str], job: str = "j", **kw: Any) -> ex.ShardedRun:
    return run_sharded(get_executor("local"), Upper, ">", records, records, job, store, 3, **kw)


def test_run_writes_shards_and_merges_in_order(tmp_path: Path) -> None:
    CALLS.clear()
    records = [f"r{i}" for i in range(8)]
    store = ShardStore.beside(tmp_path / "out.jsonl")
    run = _run(store, records)
    assert run.complete and (run.shards, run.scored, run.skipped) == (3, 3, 0)
    assert run.stats == {"scored": 8} and run.usage == {"requests": 1}
    assert sorted(p.name for p in store.folder.iterdir()) == [
        f"shard-0000{i}.{k}" for i in range(3) for k in ("jsonl", "meta.json")
    ]
    store.merge(split_shards(8, 3), tmp_path / "out.jsonl")
    assert (tmp_path / "out.jsonl").read_text() == "".join(f">R{i}\n" for i in range(8))


def test_resume_after_a_driver_crash_skips_finished_shards(tmp_path: Path) -> None:
    CALLS.clear()
    records = [f"r{i}" for i in range(10)]
    store = ShardStore.beside(tmp_path / "out.jsonl")

    def stop_after_two(shard: Shard) -> None:
        if len(CALLS) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        _run(store, records, on_shard_done=stop_after_two)
    assert CALLS == [0, 1]
    CALLS.clear()
    run = _run(store, records)
    assert CALLS == [2, 3] and (run.skipped, run.scored) == (2, 2) and run.stats == {"scored": 4}
    store.merge(split_shards(10, 3), tmp_path / "out.jsonl")
    assert (tmp_path / "out.jsonl").read_text() == "".join(f">R{i}\n" for i in range(10))
    # Everything done: nothing runs again.
    CALLS.clear()
    assert _run(store, records).skipped == 4 and CALLS == []


def test_changed_records_job_or_a_damaged_file_rescore_only_that_shard(tmp_path: Path) -> None:
    records = [f"r{i}" for i in range(9)]
    store = ShardStore.beside(tmp_path / "out.jsonl")
    _run(store, records)
    CALLS.clear()
    changed = [*records]
    changed[4] = "x"
    _run(store, changed)
    assert CALLS == [1]
    CALLS.clear()
    # A torn data file (a crash after the meta was checked) or a missing meta is not complete.
    data = store.data_path(Shard(2, 6, 9))
    data.write_bytes(data.read_bytes()[:-2])
    store.meta_path(Shard(0, 0, 3)).unlink()
    _run(store, changed)
    assert sorted(CALLS) == [0, 2]
    CALLS.clear()
    _run(store, changed, job="another signature")
    assert CALLS == [0, 1, 2]


def test_write_refuses_a_short_shard(tmp_path: Path) -> None:
    store = ShardStore(tmp_path / "s")
    with pytest.raises(RuntimeError, match="2 output lines for 3"):
        store.write(Shard(0, 0, 3), ["a", "b"], ["1", "2", "3"], "j")


# -- the CLI: sharded == one process, byte for byte ---------------------------------------


def _score(tmp_path: Path, name: str, *opts: str) -> bytes:
    out = tmp_path / name
    rc = main(["qe", "score", "--example", "-o", str(out), "--summary", str(tmp_path / "s.json"), *opts])
    assert rc == 0
    assert not Path(str(out) + ".run", "shards").exists()
    return out.read_bytes()


@pytest.mark.parametrize(
    "opts",
    [
        ("--agents", "none", "--backbone", "length-ratio"),
        ("--agents", "none", "--backbone", "length-ratio", "-f", "text"),
        ("--backbone", "length-ratio"),
        ("--backbone", "length-ratio", "-f", "text"),
    ],
)
def test_local_sharded_run_equals_the_one_process_run(tmp_path: Path, opts: tuple[str, ...]) -> None:
    want = _score(tmp_path, "a.out", *opts)
    got = _score(tmp_path, "b.out", *opts, "--shard-size", "7", "--chunk-size", "3")
    header = 1 if "text" in opts else 0  # the text output's column names
    assert got == want and len(want.split(b"\n")[:-1]) == 25 + header


def test_local_sharded_fairqe_resumes_from_shard_files(tmp_path: Path, monkeypatch: Any) -> None:
    from fairmt.runs import driver as qe

    want = _score(tmp_path, "a.jsonl", "--backbone", "length-ratio")
    runs: list[ex.ShardedRun] = []
    done: list[int] = []

    def stop_after_two(shard: Shard) -> None:
        done.append(shard.index)
        if len(done) == 2:
            raise KeyboardInterrupt

    def first(*a: Any, **kw: Any) -> ex.ShardedRun:
        return run_sharded(*a, **{**kw, "on_shard_done": stop_after_two})

    monkeypatch.setattr(qe, "run_sharded", first)
    out = tmp_path / "b.jsonl"
    argv = ["qe", "score", "--example", "--backbone", "length-ratio", "-o", str(out), "--shard-size", "5"]
    assert main(argv) == 130  # interrupted
    assert len(list(Path(str(out) + ".run", "shards").glob("*.meta.json"))) == 2
    assert out.read_bytes() == b""  # nothing merged yet

    def second(*a: Any, **kw: Any) -> ex.ShardedRun:
        run = run_sharded(*a, **kw)
        runs.append(run)
        return run

    monkeypatch.setattr(qe, "run_sharded", functools.partial(second))
    assert main([*argv, "--summary", str(tmp_path / "s.json")]) == 0
    assert (runs[0].skipped, runs[0].scored) == (2, 3)
    assert out.read_bytes() == want
    summary = json.loads((tmp_path / "s.json").read_text())
    assert summary["scored"] == 15 and summary["shards_skipped"] == 2
    # A finished output is not scored again.
    runs.clear()
    assert main(argv) == 0 and runs == []


def test_executor_options_are_checked(tmp_path: Path) -> None:
    base = ["qe", "score", "--example", "--agents", "none", "-o", str(tmp_path / "o")]
    assert main([*base, "--workers", "2"]) == 2
    assert main([*base, "--shard-size", "0"]) == 2
    assert main([*base, "--gpus-per-worker", "1", "--shard-size", "3"]) == 2


# -- fairmt translate through the executor -----------------------------------------------


def _echo(req: dict[str, Any]) -> Any:
    """FakeLLMServer answer: 'ES(<source>)' (the source read from the fenced JSON)."""
    import re

    from fairmt.llm.testing import Reply

    user = req["messages"][-1]["content"]
    m = re.search(r"```json\n(.*)\n```$", user, re.S)
    assert m, user
    return Reply.text(f"ES({json.loads(m.group(1))['text']})")


def _translate(server: Any, inp: Path, out: Path, *opts: str) -> bytes:
    args = ["translate", "-e", "openai", "-m", "gpt-4.1-mini", "--base-url", server.url, "--tgt", "es"]
    assert main([*args, "-i", str(inp), "-o", str(out), "--summary", str(out) + ".sum", *opts]) == 0
    assert not Path(str(out) + ".shards").exists()
    return out.read_bytes()


def _side(out: Path) -> dict[str, Any]:
    side = json.loads(Path(str(out) + ".sig.json").read_text(encoding="utf-8"))
    side.pop("seconds", None)
    return dict(side)


@pytest.mark.parametrize("fmt", ["mt_gender", "jsonl"])
def test_local_sharded_translate_equals_the_one_process_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    from fairmt.llm.testing import FakeLLMServer

    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    inp = tmp_path / "src.txt"
    inp.write_text("".join(f"The doctor {i} asked the nurse to help her.\n" for i in range(23)), "utf-8")
    with FakeLLMServer(_echo) as server:
        want = _translate(server, inp, tmp_path / "one.txt", "-f", fmt)
        got = _translate(server, inp, tmp_path / "sharded.txt", "-f", fmt, "--shard-size", "5")
        assert got == want and len(want.splitlines()) == 23
        assert _side(tmp_path / "sharded.txt") == _side(tmp_path / "one.txt")
        summary = json.loads((tmp_path / "sharded.txt.sum").read_text(encoding="utf-8"))
        assert (summary["executor"], summary["shards"], summary["translated"]) == ("local", 5, 23)
        # A --limit'ed sharded run is continued (by a sharded or a one-process run) to the same file.
        part = tmp_path / "part.txt"
        _translate(server, inp, part, "-f", fmt, "--shard-size", "4", "--limit", "9")
        assert not _side(part)["complete"] and len(part.read_bytes().splitlines()) == 9
        assert _translate(server, inp, part, "-f", fmt, "--shard-size", "4") == want
        assert _side(part)["complete"] and _side(part)["resumed"] == 9
        # Another signature is refused, as in the one-process path.
        argv = [
            "translate",
            "-e",
            "openai",
            "-m",
            "gpt-4.1-mini",
            "--base-url",
            server.url,
            "--tgt",
            "de",
            "-i",
            str(inp),
        ]
        assert main([*argv, "-o", str(part), "-f", fmt, "--shard-size", "4"]) == 2
        assert "other settings" in capsys.readouterr().err


def test_sharded_translate_stopped_by_a_failed_request_keeps_finished_shards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from fairmt.executors import translate as xt
    from fairmt.llm.testing import FakeLLMServer, Reply

    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    inp = tmp_path / "src.txt"
    inp.write_text("".join(f"Sentence number {i}.\n" for i in range(12)), "utf-8")
    out = tmp_path / "out.txt"

    broken = [True]

    def failing(req: dict[str, Any]) -> Any:
        ans = _echo(req)
        return Reply.error(400, "bad") if broken[0] and "number 9." in json.dumps(req) else ans

    runs: list[ex.ShardedRun] = []

    def counting(*a: Any, **kw: Any) -> ex.ShardedRun:
        runs.append(run_sharded(*a, **kw))
        return runs[-1]

    with FakeLLMServer(failing) as server:  # one server: its URL is in the signature
        argv = ["translate", "-e", "openai", "-m", "gpt-4.1-mini", "--base-url", server.url, "--tgt", "es"]
        assert main([*argv, "-i", str(inp), "-o", str(out), "--shard-size", "4"]) != 0
        assert "a rerun with the same output continues" in capsys.readouterr().err
        # Shards 0 and 1 are kept; shard 2 (lines 8-11) stopped; the output file is untouched.
        done = sorted(p.name for p in Path(str(out) + ".shards").glob("*.meta.json"))
        assert done == ["shard-00000.meta.json", "shard-00001.meta.json"]
        assert not out.exists() or out.read_bytes() == b""
        broken[0] = False
        monkeypatch.setattr(xt, "run_sharded", counting)
        got = _translate(server, inp, out, "--shard-size", "4")
        want = _translate(server, inp, tmp_path / "one.txt")
    assert got == want and (runs[0].skipped, runs[0].scored) == (2, 1)


# -- fairmt qe meta --backbone through the executor ------------------------------------------


def write_mtme(tmp_path: Path) -> Path:
    """The small mt-metrics-eval folder of tests/unit/test_meta.py."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_test_meta", Path(__file__).with_name("test_meta.py"))
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    root: Path = mod._write_mtme(tmp_path)
    return root


def test_qe_meta_backbone_sharded_equals_local(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = write_mtme(tmp_path)
    argv = ["qe", "meta", "--mqm", str(root), "--backbone", "length-ratio"]
    assert main(argv) == 0
    want = capsys.readouterr().out
    assert main([*argv, "--executor", "local", "--shard-size", "2"]) == 0
    assert capsys.readouterr().out == want and json.loads(want)["n_segments"] == 3
