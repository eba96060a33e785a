"""The reaper of a local Ray instance, on stand-in processes (no Ray needed; Linux /proc)."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fairmt.executors import _ray_reaper as reaper

pytestmark = pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads /proc")


def _sleeper(
    env: dict[str, str] | None = None, argv0: str = "sleep", stdin: Path | None = None
) -> subprocess.Popen[bytes]:
    """``sleep 60`` under the name ``argv0``, with ``env`` added, holding ``stdin`` open."""
    cmd = ["bash", "-c", f'exec -a "{argv0}" sleep 60']
    with open(stdin or os.devnull, "rb") as fh:
        return subprocess.Popen(cmd, env={**os.environ, **(env or {})}, stdin=fh)


def _started(procs: list[subprocess.Popen[bytes]]) -> None:
    """Wait until each has exec'd sleep: its command line is no longer bash's, nor empty.

    The command line reads empty while the kernel is swapping the process image (and its
    environment reads empty then too), so an empty one does not count as started: CI once read
    it in that window and the marked process was not found (stop 42).
    """
    for p in procs:
        deadline = time.monotonic() + 10
        while True:
            argv0 = Path(f"/proc/{p.pid}/cmdline").read_bytes().split(b"\0")[0]
            if argv0 and argv0 != b"bash":
                break
            assert time.monotonic() < deadline, f"pid {p.pid} did not exec within 10 s"
            time.sleep(0.02)


def test_finds_the_marked_processes_and_the_ray_ones_logging_in_the_session(tmp_path: Path) -> None:
    token = secrets.token_hex(8)
    session = tmp_path / "session_x"
    (session / "logs").mkdir(parents=True)
    log = session / "logs" / "agent.out"
    log.write_text("")
    other = tmp_path / "other.log"
    other.write_text("")
    marked = _sleeper({reaper.TOKEN_ENV: token})
    agent = _sleeper(argv0="ray::DashboardAgent", stdin=log)  # its environment cannot be read
    tail = _sleeper(argv0="tail", stdin=log)  # not Ray's: a user reading the log
    stranger = _sleeper({reaper.TOKEN_ENV: "another"}, argv0="ray::IDLE", stdin=other)
    procs = [marked, agent, tail, stranger]
    try:
        _started(procs)
        assert set(reaper.instance_pids(token)) == {marked.pid}
        assert set(reaper.instance_pids(token, str(session))) == {marked.pid, agent.pid}
        assert reaper.reap(token, str(session), grace_s=1) == {marked.pid, agent.pid}
        assert marked.wait(5) == agent.wait(5) == -15  # SIGTERM was enough
        assert tail.poll() is None and stranger.poll() is None
    finally:
        for p in procs:
            p.kill()
            p.wait()


def test_the_script_reaps_when_its_stdin_closes(tmp_path: Path) -> None:
    token = secrets.token_hex(8)
    script = Path(reaper.__file__)
    proc = subprocess.Popen([sys.executable, "-I", str(script), token], stdin=subprocess.PIPE)
    marked = _sleeper({reaper.TOKEN_ENV: token})
    try:
        _started([marked])
        time.sleep(0.3)
        assert proc.poll() is None and marked.poll() is None  # waits while the driver lives
        assert proc.stdin is not None
        proc.stdin.write(str(tmp_path).encode() + b"\n")
        proc.stdin.close()  # as when the driver ends or dies
        assert proc.wait(10) == 0
        assert marked.wait(5) == -15
    finally:
        marked.kill()
        marked.wait()
        proc.kill()
        proc.wait()
