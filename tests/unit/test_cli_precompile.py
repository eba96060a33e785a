"""``fairmt winomt-precompile`` calls ``fast_align.precompile`` and says when it cannot build."""

from __future__ import annotations

from pathlib import Path

import pytest

import fairmt.align.fast_align as fa
from fairmt.cli.main import main
from fairmt.errors import EXIT_MISSING_DEPENDENCY


def test_prints_the_built_module(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    built = tmp_path / "fairmt_fast_align_aot.so"
    monkeypatch.setattr(fa, "precompile", lambda: built)
    assert main(["winomt-precompile"]) == 0
    assert capsys.readouterr().out.strip() == str(built)


def test_cannot_build_is_a_missing_dependency(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(fa, "precompile", lambda: None)
    assert main(["winomt-precompile"]) == EXIT_MISSING_DEPENDENCY
    err = capsys.readouterr().err
    assert "fairmt[speed]" in err and len(err.strip().splitlines()) == 1
