"""What the command line writes for a person: ``qe score``'s summaries, text output, plain-text
input (``-s``/``-t``), one meaning of ``-f``, ``-q`` everywhere, ``data path``, CLI-worded hints.

The expected figures are computed from the run's own output file, never written down.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from fairmt.cli.main import build_parser, main
from fairmt.data.readers import split_lines
from fairmt.errors import EXIT_BAD_DATA, EXIT_USAGE, DataError, UsageError
from fairmt.fairqe.io import read_text_pair
from fairmt.fairqe.run import example_path

FAST = ("--backbone", "length-ratio")


def _example_rows() -> list[list[str]]:
    lines = split_lines(Path(example_path()).read_text(encoding="utf-8"))
    return [ln.split("\t") for ln in lines[1:]]  # id, source, translation, tgt_lang


def _terminal(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr("fairmt.cli.progress._is_terminal", lambda stream: on)
    monkeypatch.setattr("fairmt.cli.progress.make_progress", lambda args, stream=None: None)


def _summary_lines(err: str) -> list[str]:
    return [ln for ln in err.split("\n") if ln.startswith("fairmt: ")]


# -- the summary a person reads ---------------------------------------------------------------------


def test_terminal_summary_says_what_was_written_and_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _terminal(monkeypatch, True)
    out = tmp_path / "scores.jsonl"
    assert main(["qe", "score", "--example", "-o", str(out), *FAST]) == 0
    err = capsys.readouterr().err
    assert "{" not in err  # no JSON summary unless asked for
    rows = [json.loads(ln) for ln in split_lines(out.read_text(encoding="utf-8"))]
    violating = [r.get("id", str(r["index"])) for r in rows if "gender_violation" in r["flags"]]
    with_cue = sum(1 for r in rows if r["cues"])
    mean = sum(r["q_final"] for r in rows) / len(rows)
    lines = _summary_lines(err)
    assert lines[0].startswith(
        f"fairmt: {len(rows)} of {len(rows)} lines written to {out}; {len(rows)} scored"
    )
    assert f"fairmt: {with_cue} of {len(rows)} items have a gender cue" in lines
    assert violating, "the example has translations that contradict the source's gender"
    want = f"{len(violating)} translations contradict a gender the source states (flag gender_violation): "
    assert f"fairmt: {want}{', '.join(violating[:5])}" in [ln.removesuffix(", ...") for ln in lines]
    assert f"fairmt: mean q_final {mean:.4f} (0 to 1, higher is better)" in lines
    assert lines[-1].startswith(f"fairmt: next: fairmt report {out} -o report.html")

    # A rerun of the finished output says so, and scores nothing.
    assert main(["qe", "score", "--example", "-o", str(out), *FAST]) == 0
    lines = _summary_lines(capsys.readouterr().err)
    assert lines[0] == (
        f"fairmt: {len(rows)} of {len(rows)} lines written to {out} ({len(rows)} by an earlier run); "
        "nothing left to score"
    )


def test_redirected_stderr_gets_no_summary_unless_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _terminal(monkeypatch, False)
    assert main(["qe", "score", "--example", "-o", str(tmp_path / "a.jsonl"), *FAST]) == 0
    assert capsys.readouterr().err == ""
    assert main(["qe", "score", "--example", "-o", str(tmp_path / "b.jsonl"), *FAST, "-v"]) == 0
    assert "items have a gender cue" in capsys.readouterr().err


def test_quiet_prints_nothing_on_a_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _terminal(monkeypatch, True)
    assert main(["qe", "score", "--example", "-o", str(tmp_path / "a.jsonl"), *FAST, "-q"]) == 0
    assert capsys.readouterr().err == ""


def test_explicit_json_format_prints_the_json_summary_without_unused_counters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _terminal(monkeypatch, True)
    out = tmp_path / "a.jsonl"
    assert main(["qe", "score", "--example", "-o", str(out), *FAST, "-f", "json"]) == 0
    summary = json.loads(capsys.readouterr().err)
    rows = [json.loads(ln) for ln in split_lines(out.read_text(encoding="utf-8"))]
    assert summary["written"] == len(rows) and summary["output"] == str(out)
    assert summary["mean_q_final"] == pytest.approx(sum(r["q_final"] for r in rows) / len(rows), abs=1e-6)
    # An offline run used no LLM: none of its counters, and no internal sums.
    assert not [k for k in summary if k.startswith("llm_") or k.endswith(("_sum", "_n"))]
    # --summary FILE holds the same fields.
    assert main(["qe", "score", "--example", "-o", str(out), *FAST, "--summary", str(tmp_path / "s")]) == 0
    assert set(json.loads((tmp_path / "s").read_text(encoding="utf-8"))) >= {"written", "items", "signature"}


# -- text output --------------------------------------------------------------------------------------


@pytest.mark.parametrize("agents", [(), ("--agents", "none")])
def test_text_output_has_a_header_and_the_ids(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], agents: tuple[str, ...]
) -> None:
    out = tmp_path / "a.txt"
    argv = ["qe", "score", "--example", "-o", str(out), *FAST, *agents, "-f", "text", "--chunk-size", "4"]
    assert main(argv) == 0
    lines = split_lines(out.read_text(encoding="utf-8"))
    header = lines[0].split("\t")
    assert header[0] == "id" and header[1] == ("score" if agents else "q_final")
    assert [ln.split("\t")[0] for ln in lines[1:]] == [r[0] for r in _example_rows()]
    assert all(len(ln.split("\t")) == len(header) for ln in lines)
    # Resuming a finished text output adds nothing, not even a second header.
    before = out.read_bytes()
    assert main(argv) == 0
    assert out.read_bytes() == before


def test_store_header_survives_a_repair(tmp_path: Path) -> None:
    from fairmt.runs.manifest import Manifest
    from fairmt.runs.store import OutputStore

    out = tmp_path / "o.txt"
    manifest = Manifest.build("k", "n", {"output_format": "text"}, [])
    store = OutputStore(out)
    store.open(manifest, [], header="id\tscore")
    store.append(["0\t1", "1\tnan", "2\t3"], failed=[1])
    store.replace_lines({1: "1\t2"}, failed=[])
    store.close()
    assert out.read_text(encoding="utf-8") == "id\tscore\n0\t1\n1\t2\n2\t3\n"
    store = OutputStore(out)
    state = store.open(manifest, [], header="id\tscore")  # a resume: the header is not written again
    store.close()
    assert state.done == 3 and out.read_text(encoding="utf-8").count("id\tscore") == 1


# -- plain-text input ---------------------------------------------------------------------------------


def _pair_files(tmp_path: Path, lang: str = "de") -> tuple[Path, Path, list[list[str]]]:
    rows = [r for r in _example_rows() if r[3] == lang]
    src, mt = tmp_path / "src.txt", tmp_path / "mt.txt"
    src.write_text("".join(r[1] + "\n" for r in rows), encoding="utf-8")
    mt.write_text("".join(r[2] + "\n" for r in rows), encoding="utf-8")
    return src, mt, rows


@pytest.mark.parametrize("agents", [(), ("--agents", "none")])
def test_plain_text_pair_gives_one_score_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], agents: tuple[str, ...]
) -> None:
    src, mt, rows = _pair_files(tmp_path)
    assert (
        main(["qe", "score", "-s", str(src), "-t", str(mt), "--tgt-lang", "de", *FAST, *agents, "-f", "text"])
        == 0
    )
    scores = [float(x) for x in split_lines(capsys.readouterr().out)]
    # The same pairs as TSV: the same scores, in the same order.
    tsv = tmp_path / "same.tsv"
    tsv.write_text("".join(f"{r[1]}\t{r[2]}\n" for r in rows), encoding="utf-8")
    assert main(["qe", "score", "-i", str(tsv), "--tgt-lang", "de", *FAST, *agents]) == 0
    key = "score" if agents else "q_final"
    want = [json.loads(ln)[key] for ln in split_lines(capsys.readouterr().out)]
    assert len(scores) == len(rows) and scores == pytest.approx(want, abs=1e-6)


def test_plain_text_files_of_different_lengths_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, mt, rows = _pair_files(tmp_path)
    mt.write_text("".join(r[2] + "\n" for r in rows[:-2]), encoding="utf-8")
    rc = main(["qe", "score", "-s", str(src), "-t", str(mt), "--tgt-lang", "de", *FAST])
    err = capsys.readouterr().err
    assert rc == EXIT_BAD_DATA and len(err.strip().split("\n")) == 1
    assert f"{src}:{len(rows) - 1}: no line {len(rows) - 1} in {mt}" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv, message",
    [
        (["-s", "{src}", "-t", "{mt}"], "add --tgt-lang"),
        (["-s", "{src}", "--tgt-lang", "de"], "needs both -s SRC.txt and -t MT.txt"),
        (["-t", "{mt}", "--tgt-lang", "de"], "needs both -s SRC.txt and -t MT.txt"),
        (["-s", "{src}", "-t", "{mt}", "-i", "{src}", "--tgt-lang", "de"], "exclude each other"),
        (["-s", "{src}", "-t", "{mt}", "--example", "--tgt-lang", "de"], "exclude each other"),
    ],
)
def test_plain_text_usage_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    src, mt, _ = _pair_files(tmp_path)
    args = [a.format(src=src, mt=mt) for a in argv]
    assert main(["qe", "score", *args, *FAST]) == EXIT_USAGE
    assert message in capsys.readouterr().err


def test_plain_text_pair_dry_run_counts_its_items(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setattr("sys.stdin", None)  # -s/-t never read stdin
    src, mt, rows = _pair_files(tmp_path)
    llm = ("--agents", "llm", "--llm", "openai/gpt-4.1-mini", "--dry-run", "--no-cache")
    assert main(["qe", "score", "-s", str(src), "-t", str(mt), "--tgt-lang", "de", *FAST, *llm]) == 0
    err = capsys.readouterr().err
    assert json.loads(err[err.index('{\n  "dry_run"') :])["items"] == len(rows)


def test_read_text_pair_cuts_lines_on_newline_only(tmp_path: Path) -> None:
    src, mt = tmp_path / "s.txt", tmp_path / "t.txt"
    src.write_text("The doctor\u2028arrived.\r\nThe nurse left.\n", encoding="utf-8")
    mt.write_text("Der Arzt\u2028kam an.\nDie Pflegerin ging.", encoding="utf-8")
    items = read_text_pair(str(src), str(mt), "de")
    assert [(it.source, it.translation, it.tgt_lang, it.id) for it in items] == [
        ("The doctor\u2028arrived.", "Der Arzt\u2028kam an.", "de", None),
        ("The nurse left.", "Die Pflegerin ging.", "de", None),
    ]


def test_read_text_pair_errors_name_the_file_and_line(tmp_path: Path) -> None:
    src, mt = tmp_path / "s.txt", tmp_path / "t.txt"
    src.write_text("The doctor arrived.\nThe nurse left.\n", encoding="utf-8")
    mt.write_text("Der Arzt kam an.\n\n", encoding="utf-8")
    with pytest.raises(DataError) as e:
        read_text_pair(str(src), str(mt), "de")
    assert (e.value.path, e.value.line) == (str(mt), 2)
    # The backbone alone scores an empty translation; no language is then needed.
    items = read_text_pair(str(src), str(mt), None, require_lang=False, allow_empty_source=True)
    assert [it.translation for it in items] == ["Der Arzt kam an.", ""] and items[0].tgt_lang == "und"
    with pytest.raises(UsageError, match="--tgt-lang"):
        read_text_pair(str(src), str(mt), None)
    with pytest.raises(UsageError, match="stdin"):
        read_text_pair("-", "-", "de")


# -- options of every command ---------------------------------------------------------------------


def _commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from _commands(child, (*path, name))
    if path:
        yield path


def _parser_of(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> argparse.ArgumentParser:
    for name in path:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = sub.choices[name]
    return parser


def test_every_command_takes_q_and_f_means_the_output_format() -> None:
    top = build_parser()
    commands = list(_commands(top))
    assert len(commands) > 15
    for path in commands:
        p = _parser_of(top, path)
        assert "-q" in p._option_string_actions and "--quiet" in p._option_string_actions, path
        f = p._option_string_actions.get("-f")
        if f is not None:
            assert f.dest in ("output_format", "out_format") and "--format" in f.option_strings, path
        # An input's format is never spelled --format.
        for action in p._actions:
            if action.dest == "input_format":
                assert action.option_strings == ["--input-format"], path


@pytest.mark.parametrize(
    "argv",
    [
        ["winomt", "--example", "-q"],
        ["qe", "score", "--example", "--backbone", "length-ratio", "-q", "-o", "{tmp}/x"],
        ["data", "list", "-q"],
        ["list", "backbones", "-q"],
        ["inflect", "--lang", "de", "--to", "F", "--source", "The doctor.", "Der Arzt.", "-q"],
    ],
)
def test_q_after_the_command_runs_it_quietly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main([a.replace("{tmp}", str(tmp_path)) for a in argv]) == 0
    assert capsys.readouterr().err == ""


# -- hints in command-line words ------------------------------------------------------------------


def test_every_python_hint_of_the_library_has_a_cli_wording() -> None:
    from fairmt.cli.common import CLI_SPELLING

    root = Path(__file__).resolve().parents[2] / "src" / "fairmt"
    hints = set()
    for f in root.rglob("*.py"):
        if "cli" in f.relative_to(root).parts:
            continue
        text = f.read_text(encoding="utf-8")
        hints.update(m.group(0) for m in re.finditer(r"pass [a-z_]+=[A-Za-z]*|Tolerance: [a-z_]+=", text))
    assert hints, "the scan finds the library's hints"
    for hint in hints:
        assert any(hint in python for python, _ in CLI_SPELLING), hint


def test_cli_error_names_the_option_not_the_parameter(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    argv = ["qe", "score", "--example", "--agents", "llm", "--llm", "openai/gpt-4.1-mini", *FAST]
    assert main(argv) == EXIT_USAGE
    err = capsys.readouterr().err
    assert "--base-url" in err and "base_url=" not in err
