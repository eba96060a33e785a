"""Progress bars of real commands, with stderr on a pseudo-terminal (``python -m fairmt ...``).

A bar appears when stderr is a terminal, stdout stays pure results, and ``-q`` prints
nothing extra. ``qe bench`` runs on 12 GATE es items (the datasets, skipped without them);
``winomt-batch`` on the packaged example.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "src" / "fairmt" / "examples"


def run_on_pty(argv: list[str], env: dict[str, str], timeout: float = 300.0) -> tuple[int, str, str]:
    """Run ``python -m fairmt ARGV`` with stderr on a pseudo-terminal: (exit code, stdout, stderr)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    with open(os.devnull, "rb") as stdin:
        proc = subprocess.Popen(
            [sys.executable, "-m", "fairmt", *argv],
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=slave,
            env=env,
        )
    os.close(slave)
    err = bytearray()
    out = bytearray()
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    open_fds = {master, proc.stdout.fileno()}
    try:
        while open_fds:
            if time.monotonic() > deadline:
                proc.kill()
                pytest.fail(f"fairmt {' '.join(argv)} did not finish in {timeout} s")
            ready, _, _ = select.select(list(open_fds), [], [], 1.0)
            for fd in ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:  # EIO: the terminal's last writer closed it
                    chunk = b""
                if not chunk:
                    open_fds.discard(fd)
                elif fd == master:
                    err += chunk
                else:
                    out += chunk
        rc = proc.wait(timeout=30)
    finally:
        os.close(master)
        proc.stdout.close()
    return rc, out.decode("utf-8"), err.decode("utf-8", "replace")


def run_piped(argv: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "fairmt", *argv], capture_output=True, text=True, env=env, timeout=300
    )


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    e = dict(os.environ)
    e["PYTHONPATH"] = os.pathsep.join([str(REPO / "src"), *filter(None, [e.get("PYTHONPATH")])])
    e["FAIRMT_CACHE_DIR"] = str(tmp_path / "cache")
    e.pop("TQDM_DISABLE", None)
    return e


@pytest.fixture
def tdir(tmp_path: Path) -> Path:
    root = tmp_path / "translations"
    for system in ("aws", "google", "sota"):
        (root / system).mkdir(parents=True)
        shutil.copy(EXAMPLE / "en-de.txt", root / system / "en-de.txt")
    return root


def _batch(tdir: Path) -> list[str]:
    return ["winomt-batch", "--translations-dir", str(tdir), "--challenge-set", str(EXAMPLE)]


def test_winomt_batch_bar_on_a_terminal(tdir: Path, env: dict[str, str]) -> None:
    rc, out, err = run_on_pty(_batch(tdir), env)
    assert rc == 0, err
    assert "winomt-batch" in err and "3/3" in err and "100%" in err  # tqdm's bar
    assert len(json.loads(out)) == 3  # stdout: the results, nothing else
    # -v on a terminal: the bar and one line per file above it.
    rc, out, err = run_on_pty(["-v", *_batch(tdir)], env)
    assert rc == 0 and "100%" in err
    assert [s for s in ("aws", "google", "sota") if f"fairmt: winomt-batch: {s} en-de: acc " in err] == [
        "aws",
        "google",
        "sota",
    ]
    # -q: nothing on stderr.
    rc, out, err = run_on_pty(["-q", *_batch(tdir)], env)
    assert rc == 0 and err == "" and len(json.loads(out)) == 3


def test_winomt_batch_not_a_terminal(tdir: Path, env: dict[str, str]) -> None:
    r = run_piped(_batch(tdir), env)
    assert r.returncode == 0 and r.stderr == ""
    r = run_piped(["-v", *_batch(tdir)], env)
    lines = r.stderr.splitlines()
    assert r.returncode == 0
    assert [line.split(":")[2].strip() for line in lines if ": acc " in line] == [
        "aws en-de",
        "google en-de",
        "sota en-de",
    ]
    assert "\r" not in r.stderr and "%|" not in r.stderr  # no bar drawing in a log


def test_qe_bench_bar_on_a_terminal(data_root: Path, env: dict[str, str]) -> None:
    if not (data_root / "gate").is_dir():
        pytest.skip("the gate dataset is not in the data folder")
    env["FAIRMT_DATA_DIR"] = str(data_root)
    argv = ["qe", "bench", "--setting", "fem-masc", "--langs", "es", "--limit", "12"]
    rc, out, err = run_on_pty(argv, env)
    assert rc == 0, err
    report = json.loads(out)
    n = report["settings"][0]["n_pairs_scored"]
    assert "qe bench fem-masc" in err and f"{n}/{n}" in err and "100%" in err
    rc, out_q, err_q = run_on_pty(["-q", *argv], env)
    assert rc == 0 and err_q == ""
    assert json.loads(out_q) == report
    r = run_piped(argv, env)
    assert r.returncode == 0 and r.stderr == ""
    r = run_piped(["-v", *argv], env)
    notes = [line for line in r.stderr.splitlines() if "pairs scored" in line]
    assert notes == [f"fairmt: qe bench fem-masc: es: {n}/{n} pairs scored"]


def test_qe_score_bar_on_a_terminal(tmp_path: Path, env: dict[str, str]) -> None:
    out = tmp_path / "o.jsonl"
    argv = ["qe", "score", "--example", "--backbone", "length-ratio", "--chunk-size", "5", "-o", str(out)]
    rc, stdout, err = run_on_pty(argv, env)
    assert rc == 0, err
    assert "25/25" in err and "100%" in err and stdout == ""
    assert len(out.read_text(encoding="utf-8").splitlines()) == 25
    # The run ends with the short text summary, not JSON.
    assert f"25 of 25 lines written to {out}" in err and "items have a gender cue" in err
    assert f"next: fairmt report {out} -o report.html" in err and '"items"' not in err
    out2 = tmp_path / "o2.jsonl"
    rc, stdout, err = run_on_pty(["-q", *argv[:-1], str(out2)], env)
    assert rc == 0 and err == "" and stdout == ""
    assert out2.read_bytes() == out.read_bytes()
    # Not a terminal, -v: one line per chunk, no bar drawing.
    r = run_piped(["-v", *argv[:-1], str(tmp_path / "o3.jsonl")], env)
    assert r.returncode == 0
    assert sum("items " in line and "written" in line for line in r.stderr.splitlines()) == 5
    assert "\r" not in r.stderr


def test_diagnose_engine_bar_on_a_terminal(data_root: Path, env: dict[str, str]) -> None:
    if shutil.which("apertium") is None or not Path("/usr/share/apertium/modes/eng-spa.mode").exists():
        pytest.skip("Apertium en-es is not installed")
    argv = ["diagnose", "--lang", "es", "--engine", "apertium", "--sets", "pro", "-f", "text"]
    rc, out, err = run_on_pty(argv, env)
    assert rc == 0, err
    assert "100%" in err and "translate" in err  # the bar of the translation
    assert "Table 1" in out or "pro" in out  # stdout: the tables only
    rc, out2, err = run_on_pty(["-q", *argv], env)
    assert rc == 0 and err == "" and out2 == out
