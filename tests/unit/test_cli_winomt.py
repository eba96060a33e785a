"""The winomt CLI: JSON by default, text with -f text, clear errors with distinct exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, EXIT_UNSUPPORTED, EXIT_USAGE

EXAMPLE = Path(__file__).resolve().parents[2] / "src" / "fairmt" / "examples"


def test_example_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["winomt", "--example"]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in (
        "accuracy",
        "f1_male",
        "f1_female",
        "delta_g",
        "accuracy_pro",
        "accuracy_anti",
        "delta_s",
        "n",
    ):
        assert isinstance(out[key], float | int)
    assert out["n"] == 18
    assert out["unknown"] == 0
    sig = out["signature"]
    assert "aligner:fast_align" in sig and "analyzer:german-rules" in sig and "compat:mt_gender-2022" in sig
    # pro sentences are all translated with the right gender, anti ones only half of the time
    assert out["accuracy_pro"] == 100.0
    assert out["accuracy_anti"] == 50.0
    assert out["delta_s"] == 50.0


def test_example_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["winomt", "--example", "-f", "text"]) == 0
    out = capsys.readouterr().out
    assert "accuracy" in out and "ΔS" in out and "signature" in out


def test_predictions_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pred.jsonl"
    assert main(["winomt", "--example", "--predictions", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 18 + 8 + 8
    first = rows[0]
    assert first["aligned"] == "Der Chirurg"
    assert first["predicted"] == "male"


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(args)
    return rc, capsys.readouterr().err


def test_plain_file_with_a_missing_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    targets = [line.split(" ||| ")[1] for line in (EXAMPLE / "en-de.txt").read_text("utf-8").splitlines()]
    f = tmp_path / "plain.txt"
    f.write_text("\n".join(targets[:-1]) + "\n", encoding="utf-8")
    rc, err = _run(
        ["winomt", "--lang", "de", "--translations", str(f), "--challenge-set", str(EXAMPLE)], capsys
    )
    assert rc == EXIT_BAD_DATA
    assert f"{f}:18" in err and "missing lines" in err


def test_plain_file_line_parallel_gives_the_same_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["winomt", "--example"]) == 0
    ref = json.loads(capsys.readouterr().out)
    targets = [line.split(" ||| ")[1] for line in (EXAMPLE / "en-de.txt").read_text("utf-8").splitlines()]
    f = tmp_path / "plain.txt"
    f.write_text("\n".join(targets) + "\n", encoding="utf-8")
    assert main(["winomt", "--lang", "de", "--translations", str(f), "--challenge-set", str(EXAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    for key in ("accuracy", "delta_g", "delta_s", "n"):
        assert out[key] == ref[key]


def test_translation_of_another_set_is_rejected(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "other.txt"
    f.write_text("Hello there. ||| Hallo.\n", encoding="utf-8")
    rc, err = _run(
        ["winomt", "--lang", "de", "--translations", str(f), "--challenge-set", str(EXAMPLE)], capsys
    )
    assert rc == EXIT_BAD_DATA
    assert "no line of this file" in err


def test_unsupported_language_fails_before_work(capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _run(["winomt", "--lang", "xx", "--translations", "nonexistent.txt"], capsys)
    assert rc == EXIT_UNSUPPORTED
    assert "no gender analyser for language 'xx'" in err


def test_unknown_analyzer_did_you_mean(capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _run(["winomt", "--example", "--analyzer", "german-rule"], capsys)
    assert rc == EXIT_USAGE
    assert "Did you mean 'german-rules'" in err


def test_missing_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    rc, err = _run(["winomt"], capsys)
    assert rc == EXIT_USAGE
    assert "--lang" in err


def test_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io
    import sys

    data = (EXAMPLE / "en-de.txt").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["winomt", "--lang", "de", "--translations", "-", "--challenge-set", str(EXAMPLE)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["n"] == 18


def test_module_entry_point() -> None:
    import subprocess
    import sys

    p = subprocess.run(
        [sys.executable, "-m", "fairmt", "--version"], capture_output=True, text=True, check=True
    )
    assert p.stdout.startswith("fairmt ")


def test_import_is_light() -> None:
    import subprocess
    import sys

    code = "import sys, fairmt; print(sorted(m for m in ('numpy','spacy','pymorphy3') if m in sys.modules))"
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert p.stdout.strip() == "[]"


def test_recover_entities_is_in_the_signature(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["winomt", "--example"]) == 0
    assert "recovery:off" in json.loads(capsys.readouterr().out)["signature"]
    assert main(["winomt", "--example", "--recover-entities"]) == 0
    assert "recovery:entity-recovery-1" in json.loads(capsys.readouterr().out)["signature"]


def test_the_command_goes_through_the_public_api(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``fairmt winomt`` and ``fairmt diagnose`` call ``fairmt.winomt.evaluate`` and
    ``fairmt.diagnostics.diagnose``: what the command prints is what the functions return."""
    import fairmt.diagnostics
    import fairmt.winomt

    calls: list[str] = []
    evaluate, diagnose = fairmt.winomt.evaluate, fairmt.diagnostics.diagnose

    def spy_evaluate(*args: Any, **kwargs: Any) -> Any:
        calls.append("evaluate")
        return evaluate(*args, **kwargs)

    def spy_diagnose(*args: Any, **kwargs: Any) -> Any:
        calls.append("diagnose")
        return diagnose(*args, **kwargs)

    monkeypatch.setattr(fairmt.winomt, "evaluate", spy_evaluate)
    monkeypatch.setattr(fairmt.diagnostics, "diagnose", spy_diagnose)
    assert main(["winomt", "--example"]) == 0
    assert main(["diagnose", "--example", "--no-cache"]) == 0
    assert calls == ["evaluate", "diagnose"]
    capsys.readouterr()
