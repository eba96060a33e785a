"""``fairmt qe score --executor ray`` on a local, loopback-only Ray instance (2 CPUs).

The output must be the one-process output, byte for byte: for the backbone alone and for
FairQE with the rules agents, after a worker process died mid-run (Ray restarts the actor
and runs the shard again), and after a driver that stopped after k shards is run again
(the finished shards are not scored again). A worker that dies on every try ends the run with
a one-line error and exit 9, keeping the finished shards; a local Ray instance listens on
127.0.0.1 only and none of its processes outlive the run, even when the driver is SIGKILLed.

Worker crashes are injected here, by wrapping the factory that ``RayExecutor.run`` is given;
the shipped code has no test hook.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.integration

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'fairmt[ray]')")

from fairmt.cli.main import main  # noqa: E402
from fairmt.errors import EXIT_WORKER, DataError  # noqa: E402
from fairmt.executors import ray as ray_executor  # noqa: E402
from fairmt.executors.base import Shard, ShardedRun, ShardOutput, ShardWorker, WorkerFactory, run_sharded  # noqa: E402
from fairmt.runs import driver as qe  # noqa: E402

# The crash wrappers below travel to the actors by value: the workers cannot import this module.
ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])


@pytest.fixture(scope="module")
def ray_local() -> Iterator[None]:
    with ray_executor.LocalRay(num_cpus=2, log_to_driver=False):
        yield


class _CrashOnceWorker:
    """Exits its process (as a crash would) on the first shard any worker runs, once in all."""

    def __init__(self, worker: ShardWorker, marker: str) -> None:
        self.worker, self.marker = worker, marker

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        try:
            fd = os.open(self.marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return self.worker.run(shard, records)
        os.close(fd)
        os._exit(1)

    def usage(self) -> dict[str, Any]:
        return self.worker.usage()

    def close(self) -> None:
        self.worker.close()


class _CrashOnceFactory:
    def __init__(self, factory: WorkerFactory, marker: str) -> None:
        self.factory, self.marker = factory, marker

    def __call__(self, context: Any) -> _CrashOnceWorker:
        return _CrashOnceWorker(self.factory(context), self.marker)


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
    ray_local: None,
    input_tsv: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    want = _score(input_tsv, tmp_path / "local.jsonl", *CASES["rules"])
    marker = tmp_path / "crashed"
    run = ray_executor.RayExecutor.run

    def crash_once(self: Any, factory: WorkerFactory, *a: Any) -> Any:
        return run(self, _CrashOnceFactory(factory, str(marker)), *a)

    monkeypatch.setattr(ray_executor.RayExecutor, "run", crash_once)
    capfd.readouterr()
    argv = ["qe", "score", "-i", str(input_tsv), "-o", "-", "--summary", str(tmp_path / "sum")]
    assert main([*argv, *CASES["rules"], *RAY]) == 0
    out, _ = capfd.readouterr()
    assert marker.exists()  # one actor process did exit mid-shard
    # Ray's messages about it ("(raylet) A worker died...") are not mixed into the results.
    assert out.encode("utf-8") == want


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


class _Failing:
    """A factory (and its worker) that raises a fairmt error in building the worker or in a shard."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __call__(self, context: Any) -> _Failing:
        if self.where == "build":
            raise DataError("no model here", path="model.bin")
        return self

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        raise DataError("bad record", path="in.tsv", line=shard.start + 1)

    def usage(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        pass


@pytest.mark.parametrize(
    ("where", "message"), [("build", "model.bin: no model here"), ("shard", "in.tsv:1:")]
)
def test_a_fairmt_error_in_a_worker_reaches_the_driver_as_itself(
    ray_local: None, where: str, message: str
) -> None:
    executor = ray_executor.RayExecutor(workers=1)
    with pytest.raises(DataError) as e:
        list(executor.run(_Failing(where), None, [(Shard(0, 0, 1), ["x"])]))
    assert type(e.value) is DataError  # not Ray's wrapper, whose text is the remote traceback
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


# -- a worker dead for good; the processes of a local instance -------------------------------

#: Runs ``fairmt ARGS`` (the CLI's ``main``) with Ray workers that leave a file ``SHARD-PID`` in
#: ``$TRIES`` for each shard they start, exit their process whenever they get shard
#: ``$CRASH_SHARD``, and sleep ``$SHARD_SLEEP`` seconds before any other shard.
CRASHING_CLI = """
import os, sys, time
from pathlib import Path
from fairmt.cli.main import main
from fairmt.executors import ray as ray_executor

class Worker:
    def __init__(self, worker):
        self.worker = worker
    def run(self, shard, records):
        (Path(os.environ["TRIES"]) / f"{shard.index}-{os.getpid()}").touch()
        if shard.index == int(os.environ["CRASH_SHARD"]):
            os._exit(1)
        time.sleep(float(os.environ["SHARD_SLEEP"]))
        return self.worker.run(shard, records)
    def usage(self):
        return self.worker.usage()
    def close(self):
        self.worker.close()

class Factory:
    def __init__(self, factory):
        self.factory = factory
    def __call__(self, context):
        return Worker(self.factory(context))

run = ray_executor.RayExecutor.run
ray_executor.RayExecutor.run = lambda self, factory, *a: run(self, Factory(factory), *a)
sys.exit(main(sys.argv[1:]))
"""

LENGTH_RATIO = ("--agents", "none", "--backbone", "length-ratio")


def _crashing_cli(
    tmp_path: Path, argv: list[str], crash_shard: int, sleep: float = 0.0
) -> tuple[subprocess.Popen[bytes], str, Path]:
    """Start the CLI in a subprocess with a fresh local Ray; returns it, its mark and the tries folder.

    Its stderr goes to ``tmp_path/stderr``. The mark, in the environment of the driver, finds it
    and the processes its Ray instance starts (:func:`_family`).
    """
    script = tmp_path / "crashing_cli.py"
    script.write_text(CRASHING_CLI, encoding="utf-8")
    tries = tmp_path / "tries"
    tries.mkdir(exist_ok=True)
    mark = uuid.uuid4().hex
    env = {
        **os.environ,
        "CRASH_SHARD": str(crash_shard),
        "TRIES": str(tries),
        "SHARD_SLEEP": str(sleep),
        "FAIRMT_TEST_RAY_MARK": mark,
        "RAY_ADDRESS": "",
    }
    with open(tmp_path / "stderr", "wb") as err:
        proc = subprocess.Popen(
            [sys.executable, str(script), *argv], env=env, stdout=subprocess.DEVNULL, stderr=err
        )
    return proc, mark, tries


#: A process: its pid and start time (so that a reused pid is not mistaken for it).
Proc = tuple[int, int]


def _processes() -> dict[int, tuple[int, int, bytes]]:
    """Every live process: pid -> (parent pid, start time, state), from /proc/PID/stat."""
    table = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                fields = (d / "stat").read_bytes().rsplit(b")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if fields[0] not in (b"Z", b"X"):
                table[int(d.name)] = (int(fields[1]), int(fields[19]), fields[0])
    return table


def _family(mark: str) -> set[Proc]:
    """The processes started with ``FAIRMT_TEST_RAY_MARK=mark`` and all their descendants.

    Descendants are followed by parent pid, since Ray's agents overwrite the memory that
    /proc/PID/environ shows (``setproctitle``), so the mark cannot be read from them.
    """
    table = _processes()
    needle = f"FAIRMT_TEST_RAY_MARK={mark}".encode()
    found = set()
    for pid in table:
        try:
            if needle in Path(f"/proc/{pid}/environ").read_bytes().split(b"\0"):
                found.add(pid)
        except OSError:
            pass
    while more := {pid for pid, (ppid, _, _) in table.items() if ppid in found} - found:
        found |= more
    return {(pid, table[pid][1]) for pid in found}


def _alive(procs: set[Proc]) -> set[Proc]:
    table = _processes()
    return {(pid, start) for pid, start in procs if pid in table and table[pid][1] == start}


def _watch(proc: subprocess.Popen[bytes], mark: str, timeout: float) -> set[Proc]:
    """Wait for ``proc`` to exit; return every process of its family seen meanwhile."""
    seen: set[Proc] = set()
    deadline = time.monotonic() + timeout
    while proc.poll() is None:
        seen |= _family(mark)
        if time.monotonic() > deadline:
            proc.kill()
            pytest.fail(f"the run took more than {timeout} s")
        time.sleep(0.2)
    return seen


def _wait_gone(procs: set[Proc], timeout: float) -> float:
    """Seconds until none of ``procs`` is alive (fails after ``timeout``)."""
    t0 = time.monotonic()
    while left := _alive(procs):
        if time.monotonic() - t0 > timeout:
            names = []
            for pid, _ in left:
                with contextlib.suppress(OSError):
                    names.append(Path(f"/proc/{pid}/cmdline").read_bytes()[:40])
            pytest.fail(f"{len(left)} processes of the run still alive after {timeout} s: {names}")
        time.sleep(0.1)
    return time.monotonic() - t0


def _listening_addresses(pids: set[int]) -> set[str]:
    """The local addresses on which these processes have listening TCP sockets (from /proc/net)."""
    inodes = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                target = os.readlink(fd)
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
        except OSError:
            pass
    found = set()
    for table in ("tcp", "tcp6"):
        for row in Path(f"/proc/net/{table}").read_text().splitlines()[1:]:
            cols = row.split()
            if cols[3] != "0A" or cols[9] not in inodes:  # 0A: LISTEN
                continue
            raw = bytes.fromhex(cols[1].split(":")[0])
            # The kernel prints each 32-bit word of the address in host (little-endian) order.
            ip = b"".join(raw[i : i + 4][::-1] for i in range(0, len(raw), 4))
            addr = ipaddress.ip_address(ip)
            if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
                addr = addr.ipv4_mapped
            found.add(str(addr))
    return found


linux_only = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads /proc")


@linux_only
def test_a_worker_dead_for_good_ends_the_run_in_one_line_and_a_rerun_completes(
    ray_local: None, pairs_tsv: Path, tmp_path: Path
) -> None:
    want = _score(pairs_tsv, tmp_path / "local.jsonl", *LENGTH_RATIO)
    out = tmp_path / "ray.jsonl"
    argv = ["qe", "score", "-i", str(pairs_tsv), "-o", str(out), *LENGTH_RATIO, *RAY]
    proc, mark, tries = _crashing_cli(tmp_path, argv, crash_shard=2)
    seen = _watch(proc, mark, timeout=300)
    stderr = (tmp_path / "stderr").read_text(encoding="utf-8")
    assert proc.returncode == EXIT_WORKER == 9, stderr
    assert "Traceback" not in stderr
    errors = [line for line in stderr.splitlines() if line.startswith("fairmt: error:")]
    assert len(errors) == 1 and stderr.rstrip().endswith(errors[0])
    assert "shard 2 (records 17-24)" in errors[0] and "6 of 7 shards finished" in errors[0]
    assert len(list(tries.glob("2-*"))) == 1 + ray_executor.MAX_RESTARTS  # the first try and 3 restarts
    # The other six shards were scored and kept; the output is not written yet.
    shards = Path(str(out) + ".run", "shards")
    assert sorted(p.name for p in shards.glob("*.meta.json")) == [
        f"shard-{i:05d}.meta.json" for i in (0, 1, 3, 4, 5, 6)
    ]
    assert out.read_bytes() == b""
    # Every process of its Ray instance ended with the run (the GCS, the raylet, its agents...).
    assert len(seen) >= 5
    assert _wait_gone(seen, timeout=5) < 5
    # A rerun scores shard 2 and completes the file, equal to the one-process run.
    assert _score(pairs_tsv, out, *LENGTH_RATIO, *RAY) == want


@linux_only
def test_a_local_instance_listens_on_loopback_and_dies_with_its_driver(
    pairs_tsv: Path, tmp_path: Path
) -> None:
    out = tmp_path / "ray.jsonl"
    argv = ["qe", "score", "-i", str(pairs_tsv), "-o", str(out), *LENGTH_RATIO, *RAY]
    # No crash; each shard takes 120 s, so the instance stays up until the driver is killed.
    proc, mark, tries = _crashing_cli(tmp_path, argv, crash_shard=-1, sleep=120)
    try:
        deadline = time.monotonic() + 180
        while len(list(tries.iterdir())) < 2 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        assert proc.poll() is None, (tmp_path / "stderr").read_text(encoding="utf-8")
        family = _family(mark)
        names = set()
        for pid, _ in family:
            with contextlib.suppress(OSError):
                names.add(Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0].decode())
        assert {"ray::DashboardAgent", "ray::RuntimeEnvAgent"} <= names, names
        assert _listening_addresses({pid for pid, _ in family}) == {"127.0.0.1"}
    finally:
        proc.kill()
        proc.wait()
    # Ray's agents used to outlive a SIGKILLed driver by 60 s; now everything goes within seconds.
    assert _wait_gone(family, timeout=15) < 15


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
