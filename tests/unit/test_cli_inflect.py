"""``fairmt inflect``: a user sees and checks a realisation, with the reason for each change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_BAD_DATA, EXIT_UNSUPPORTED, EXIT_USAGE


def test_one_translation_with_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["inflect", "--lang", "de", "--to", "F", "--source", "The doctor came.", "Der Arzt kam."]
    assert main(["-v", *argv]) == 0
    out, err = capsys.readouterr()
    assert out == "Die Ärztin kam.\n"
    assert "'Der Arzt' -> 'Die Ärztin'" in err and "'doctor'" in err and "C7" in err
    assert main([*argv[:4], "M", *argv[5:]]) == 0  # already masculine: unchanged
    assert capsys.readouterr().out == "Der Arzt kam.\n"


def test_verbose_is_accepted_after_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    """The issue's spelling, ``fairmt inflect … -v``, shows the reasons as ``fairmt -v inflect …`` does."""
    argv = ["inflect", "--lang", "de", "--to", "F", "--source", "The doctor came.", "Der Arzt kam."]
    assert main([*argv, "-v"]) == 0
    after = capsys.readouterr()
    assert main(["-v", *argv]) == 0
    assert capsys.readouterr() == after
    assert "'Der Arzt' -> 'Die Ärztin'" in after.err
    assert main(argv) == 0
    assert capsys.readouterr().err == ""


def test_things_and_source_gendered_words_are_kept(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "inflect",
                "--lang",
                "de",
                "--to",
                "F",
                "-f",
                "json",
                "-s",
                "The train left.",
                "Der Zug fuhr ab.",
            ]
        )
        == 0
    )
    row = json.loads(capsys.readouterr().out)
    assert row["text"] is None and "no gender-variable reference" in row["why_not"]


def test_lines_from_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "in.tsv"
    f.write_text("The doctor came.\tDer Arzt kam.\nThe train left.\tDer Zug fuhr ab.\n", encoding="utf-8")
    assert main(["inflect", "--lang", "de", "--to", "F", "-i", str(f)]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == ["Die Ärztin kam.", "Der Zug fuhr ab."]
    assert "1 of 2 translations had nothing to realise" in err


def test_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inflect", "--lang", "de", "--to", "F", "Der Arzt kam."]) == EXIT_USAGE
    assert "--source" in capsys.readouterr().err
    assert main(["inflect", "--lang", "xx", "--to", "F", "-s", "a", "b"]) == EXIT_UNSUPPORTED
    bad = tmp_path / "bad.tsv"
    bad.write_text("only one column\n", encoding="utf-8")
    assert main(["inflect", "--lang", "de", "--to", "F", "-i", str(bad)]) == EXIT_BAD_DATA
    assert f"{bad}:1" in capsys.readouterr().err
