"""winomt-batch: a failing file does not lose the others; --output resumes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA

EXAMPLE = Path(__file__).resolve().parents[2] / "src" / "fairmt" / "examples"


@pytest.fixture
def tdir(tmp_path: Path) -> Path:
    for system in ("a", "b"):
        (tmp_path / system).mkdir()
        shutil.copy(EXAMPLE / "en-de.txt", tmp_path / system / "en-de.txt")
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "en-de.txt").write_text("no separator\n", encoding="utf-8")
    (tmp_path / "c" / "en-xx.txt").write_text("ignored: unsupported language\n", encoding="utf-8")
    return tmp_path


def _args(tdir: Path, *extra: str) -> list[str]:
    return ["winomt-batch", "--translations-dir", str(tdir), "--challenge-set", str(EXAMPLE), *extra]


def test_failure_is_reported_and_others_kept(tdir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(_args(tdir))
    cap = capsys.readouterr()
    assert rc == EXIT_BAD_DATA
    rows = json.loads(cap.out)
    assert [(r["system"], r["lang"]) for r in rows] == [("a", "de"), ("b", "de")]
    assert "c en-de" in cap.err and "en-de.txt:2" in cap.err


def test_output_and_resume(tdir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.rmtree(tdir / "c")
    out = tmp_path / "results.jsonl"
    assert main(_args(tdir, "--output", str(out))) == 0
    first = json.loads(capsys.readouterr().out)
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2
    # An interrupted run leaves a cut line: it is ignored and its file evaluated again.
    lines = out.read_text(encoding="utf-8").splitlines()
    out.write_text(lines[0] + "\n" + lines[1][:20] + "\n", encoding="utf-8")
    assert main(_args(tdir, "--output", str(out))) == 0
    cap = capsys.readouterr()
    assert "resuming: 1 of 2" in cap.err
    assert "incomplete result line" in cap.err
    second = json.loads(cap.out)
    assert [r["accuracy"] for r in second] == [r["accuracy"] for r in first]
    # Nothing left to do: nothing evaluated.
    assert main(_args(tdir, "--output", str(out), "-f", "text")) == 0
    cap = capsys.readouterr()
    assert "resuming: 2 of 2" in cap.err
    assert "DE" in cap.out
