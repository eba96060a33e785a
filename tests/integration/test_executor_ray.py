"""``fairmt qe score --executor ray`` on a local, loopback-only Ray instance (2 CPUs).

The output must be the one-process output, byte for byte: for the backbone alone and for
FairQE with the rules agents, after a worker process died mid-run (Ray restarts the actor
and runs the shard again), and after a driver that stopped after k shards is run again
(the finished shards are not scored again).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.integration

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'fairmt[ray]')")

from fairmt.cli.main import main  # noqa: E402
from fairmt.executors.base import Shard, ShardedRun, run_sharded  # noqa: E402
from fairmt.executors.ray import CRASH_ONCE_ENV  # noqa: E402
from fairmt.runs import driver as qe  # noqa: E402


@pytest.fixture(scope="module")
def ray_local() -> Iterator[None]:
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        _node_ip_address="127.0.0.1",
        log_to_driver=False,
        configure_logging=False,
    )
    try:
        yield
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def input_tsv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The packaged example, twice (50 items: 2 alike pairs per text, several shards)."""
    from fairmt.fairqe.run import example_path

    lines = Path(example_path()).read_text(encoding="utf-8").splitlines()
    path = tmp_path_factory.mktemp("in") / "in.tsv"
    path.write_text("\n".join([lines[0], *lines[1:], *lines[1:]]) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def pairs_tsv(input_tsv: Path) -> Path:
    """The same pairs as headerless ``source<TAB>translation`` lines (for ``--agents none``)."""
    rows = input_tsv.read_text(encoding="utf-8").splitlines()
    header = rows[0].split("\t")
    src, mt = header.index("source"), header.index("translation")
    path = input_tsv.with_name("pairs.tsv")
    path.write_text("".join(f"{r.split(chr(9))[src]}\t{r.split(chr(9))[mt]}\n" for r in rows[1:]), "utf-8")
    return path


def _score(inp: Path, out: Path, *opts: str) -> bytes:
    assert main(["qe", "score", "-i", str(inp), "-o", str(out), "--summary", str(out) + ".sum", *opts]) == 0
    assert not Path(str(out) + ".run", "shards").exists()
    return out.read_bytes()


RAY = ("--executor", "ray", "--workers", "2", "--shard-size", "8")
CASES = {
    "mini-qe": ("--agents", "none"),
    "length-ratio": ("--agents", "none", "--backbone", "length-ratio"),
    "rules": ("--agents", "rules"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_ray_equals_local_byte_for_byte(
    ray_local: None, input_tsv: Path, pairs_tsv: Path, tmp_path: Path, case: str
) -> None:
    inp = input_tsv if case == "rules" else pairs_tsv
    want = _score(inp, tmp_path / "local.jsonl", *CASES[case])
    got = _score(inp, tmp_path / "ray.jsonl", *CASES[case], *RAY)
    assert got == want and len(want.splitlines()) == 50


def test_a_worker_that_dies_is_retried(
    ray_local: None, input_tsv: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    want = _score(input_tsv, tmp_path / "local.jsonl", *CASES["rules"])
    marker = tmp_path / "crashed"
    monkeypatch.setenv(CRASH_ONCE_ENV, str(marker))
    got = _score(input_tsv, tmp_path / "ray.jsonl", *CASES["rules"], *RAY)
    assert marker.exists()  # one actor process did exit mid-shard
    assert got == want


def test_a_stopped_driver_resumes_from_finished_shards(
    ray_local: None, input_tsv: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    want = _score(input_tsv, tmp_path / "local.jsonl", *CASES["rules"])
    out = tmp_path / "ray.jsonl"
    written: list[int] = []

    def stop_after_three(shard: Shard) -> None:
        written.append(shard.index)
        if len(written) == 3:
            raise KeyboardInterrupt

    def first(*a: Any, **kw: Any) -> ShardedRun:
        return run_sharded(*a, **{**kw, "on_shard_done": stop_after_three})

    monkeypatch.setattr(qe, "run_sharded", first)
    argv = ["qe", "score", "-i", str(input_tsv), "-o", str(out), *CASES["rules"], *RAY]
    assert main(argv) == 130
    shards = Path(str(out) + ".run", "shards")
    assert len(list(shards.glob("*.meta.json"))) == 3 and out.read_bytes() == b""

    runs: list[ShardedRun] = []

    def second(*a: Any, **kw: Any) -> ShardedRun:
        runs.append(run_sharded(*a, **kw))
        return runs[-1]

    monkeypatch.setattr(qe, "run_sharded", second)
    assert main(argv) == 0
    # 50 items in shards of 8: 7 shards, 3 finished before the stop, 4 scored now.
    assert (runs[0].shards, runs[0].skipped, runs[0].scored) == (7, 3, 4)
    assert runs[0].scored_items == 50 - sum(min(8, 50 - 8 * i) for i in written)
    assert out.read_bytes() == want


# -- fairmt translate --executor ray ---------------------------------------------------------


def _winomt_lines(tmp_path: Path, n: int = 40) -> Path:
    """The first ``n`` WinoMT sentences when the data is there, else WinoMT-like ones."""
    env = os.environ.get("FAIRMT_DATA_DIR")
    root = Path(env) if env else Path(__file__).resolve().parents[3] / "shared" / "data"
    src = root / "winomt" / "en.txt"
    if src.is_file():
        lines = [row.split("\t")[2] for row in src.read_text(encoding="utf-8").splitlines()[:n]]
    else:
        jobs = ["doctor", "nurse", "mechanic", "cashier", "lawyer"]
        lines = [f"The {jobs[i % 5]} asked the {jobs[(i + 2) % 5]} to help her ({i})." for i in range(n)]
    path = tmp_path / "winomt40.txt"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _translate(inp: Path, out: Path, *opts: str) -> bytes:
    argv = ["translate", "--tgt", "es", "-i", str(inp), "-o", str(out), "--summary", str(out) + ".sum"]
    assert main([*argv, *opts]) == 0
    assert not Path(str(out) + ".shards").exists()
    return out.read_bytes()


def _sidecar(out: Path) -> dict[str, Any]:
    import json

    side = json.loads(Path(str(out) + ".sig.json").read_text(encoding="utf-8"))
    side.pop("seconds")
    return dict(side)


def test_translate_apertium_on_ray_equals_local(ray_local: None, tmp_path: Path) -> None:
    import shutil

    if shutil.which("apertium") is None:
        pytest.skip("apertium is not installed")
    inp = _winomt_lines(tmp_path)
    want = _translate(inp, tmp_path / "local.txt", "-e", "apertium")
    got = _translate(inp, tmp_path / "ray.txt", "-e", "apertium", "--executor", "ray", "--workers", "2")
    assert got == want and len(want.splitlines()) == 40
    assert _sidecar(tmp_path / "ray.txt") == _sidecar(tmp_path / "local.txt")
    # A --limit'ed Ray run is continued by another Ray run.
    part = tmp_path / "part.txt"
    opts = ("-e", "apertium", "--executor", "ray", "--workers", "2", "--shard-size", "6")
    _translate(inp, part, *opts, "--limit", "15")
    assert _translate(inp, part, *opts) == want and _sidecar(part)["resumed"] == 15


def test_translate_openai_on_ray_equals_local(
    ray_local: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json
    import re

    from fairmt.llm.testing import FakeLLMServer, Reply

    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))

    def echo(req: dict[str, Any]) -> Reply:
        m = re.search(r"```json\n(.*)\n```$", req["messages"][-1]["content"], re.S)
        assert m
        return Reply.text(f"ES({json.loads(m.group(1))['text']})")

    inp = _winomt_lines(tmp_path, 30)
    with FakeLLMServer(echo) as server:
        opts = ("-e", "openai", "-m", "gpt-4.1-mini", "--base-url", server.url, "-f", "jsonl")
        want = _translate(inp, tmp_path / "local.jsonl", *opts)
        ray_opts = ("--executor", "ray", "--workers", "2", "--shard-size", "7")
        got = _translate(inp, tmp_path / "ray.jsonl", *opts, *ray_opts)
    assert got == want and len(want.splitlines()) == 30
    assert _sidecar(tmp_path / "ray.jsonl") == _sidecar(tmp_path / "local.jsonl")


def test_qe_meta_backbone_on_ray_equals_local(
    ray_local: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import importlib.util

    unit = Path(__file__).resolve().parents[1] / "unit" / "test_meta.py"
    spec = importlib.util.spec_from_file_location("_test_meta", unit)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    root = mod._write_mtme(tmp_path)
    argv = ["qe", "meta", "--mqm", str(root), "--backbone", "length-ratio"]
    assert main(argv) == 0
    want = capsys.readouterr().out
    assert main([*argv, "--executor", "ray", "--workers", "2", "--shard-size", "2"]) == 0
    assert capsys.readouterr().out == want
