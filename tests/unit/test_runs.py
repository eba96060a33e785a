"""The run layer: one run per output, resume keyed by a manifest, nothing lost or mixed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fairmt.cli.main import main
from fairmt.errors import EXIT_LOCKED, EXIT_USAGE, RunLockedError, UsageError
from fairmt.fairqe.run import example_path, score_file
from fairmt.runs import ItemKey, Manifest, OutputStore, RunLock, check_output, check_summary

BASE = ["qe", "score", "--backbone", "length-ratio"]


def _tsv(path: Path, rows: list[tuple[str, str]], lang: str | None = "es") -> Path:
    head = "source\ttranslation" + ("\ttgt_lang" if lang else "") + "\n"
    body = "".join(f"{s}\t{t}" + (f"\t{lang}" if lang else "") + "\n" for s, t in rows)
    path.write_text(head + body, encoding="utf-8")
    return path


ROWS = [
    ("The doctor arrived.", "El médico llegó."),
    ("The nurse left.", "La enfermera se fue."),
    ("The train left.", "El tren salió."),
    ("She is a teacher.", "Ella es profesora."),
    ("The lawyer called.", "El abogado llamó."),
]


# -- paths ---------------------------------------------------------------------------------


def test_unusable_outputs_are_refused_up_front(tmp_path: Path) -> None:
    inp = _tsv(tmp_path / "in.tsv", ROWS)
    for bad, why in (
        (str(tmp_path), "is a folder"),
        (str(tmp_path / "missing" / "x.jsonl"), "does not exist"),
        ("/dev/full", "not a regular file"),
        (str(inp), "is the input"),
    ):
        with pytest.raises(UsageError, match=why):
            check_output(bad, [str(inp)])
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(UsageError, match="not a regular file"):
        check_output(str(fifo))
    with pytest.raises(UsageError, match="is a folder"):
        check_summary(str(tmp_path))
    check_output("-")  # standard output: fine, no resume


def test_cli_refuses_bad_outputs_before_loading_anything(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from fairmt.fairqe import run as run_mod

    def no_model(*a: object, **k: object) -> None:
        raise AssertionError("a model was loaded before the paths were checked")

    monkeypatch.setattr(run_mod, "_load_backbone", no_model)
    inp = _tsv(tmp_path / "in.tsv", ROWS)
    for argv in (
        ["-i", str(inp), "-o", "/dev/full"],
        ["-i", str(inp), "-o", str(inp)],
        ["-i", str(inp), "-o", str(tmp_path)],
        ["-i", str(inp), "-o", str(tmp_path / "no" / "x")],
        ["-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--summary", str(tmp_path)],
    ):
        assert main([*BASE, *argv]) == EXIT_USAGE, argv
        err = capsys.readouterr().err
        assert err.startswith("fairmt: error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert inp.read_text(encoding="utf-8").count("\n") == len(ROWS) + 1  # input untouched


# -- lock -----------------------------------------------------------------------------------


def test_a_second_run_on_a_held_output_stops_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inp = _tsv(tmp_path / "in.tsv", ROWS)
    out = tmp_path / "out.jsonl"
    with RunLock(Path(str(out) + ".run") / "lock", str(out)):  # as a running run holds it
        assert main([*BASE, "-i", str(inp), "-o", str(out)]) == EXIT_LOCKED
        err = capsys.readouterr().err
        assert "being written by another run" in err and err.count("\n") == 1
        assert not out.exists()
        with pytest.raises(RunLockedError):
            RunLock(Path(str(out) + ".run") / "lock", "x").acquire()
    assert main([*BASE, "-i", str(inp), "-o", str(out)]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == len(ROWS)


def test_two_concurrent_runs_one_output(tmp_path: Path) -> None:
    rows = [(f"The doctor number {i} arrived.", f"El médico número {i} llegó.") for i in range(400)]
    inp = _tsv(tmp_path / "in.tsv", rows)
    ref = tmp_path / "ref.jsonl"
    assert main([*BASE, "-i", str(inp), "-o", str(ref), "--summary", str(tmp_path / "r.json")]) == 0
    out = tmp_path / "out.jsonl"
    cmd = [sys.executable, "-m", "fairmt", *BASE, "-i", str(inp), "-o", str(out), "--chunk-size", "5"]
    procs = [subprocess.Popen(cmd, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(p.wait(timeout=300), p.stderr.read() if p.stderr else "") for p in procs]
    codes = sorted(rc for rc, _ in results)
    # Exactly one proceeds; the other stops at once (or, if the first had already finished,
    # finds the finished output and has nothing to do).
    assert codes in ([0, EXIT_LOCKED], [0, 0]), results
    assert out.read_bytes() == ref.read_bytes()


# -- manifest and resume --------------------------------------------------------------------


def test_manifest_names_the_difference() -> None:
    keys = [ItemKey(f"s{i}\tt{i}", "es", f"id{i}", f"input line {i + 2}") for i in range(5)]
    m = Manifest.build("job", "FairQE scores", {"alpha": "5", "qe": "mini-qe-2"}, keys)
    assert m.diff(Manifest.build("job", "x", {"alpha": "5", "qe": "mini-qe-2"}, keys)) is None
    other = Manifest.build("job", "x", {"alpha": "3", "qe": "mini-qe-2"}, keys)
    assert m.diff(other) == "configuration differs (alpha: 5 there, 3 now)"
    assert "holds FairQE scores" in str(m.diff(Manifest.build("other", "backbone scores", {}, keys)))
    fr = [ItemKey(k.text, "fr" if i >= 2 else "es", k.id, k.where) for i, k in enumerate(keys)]
    assert m.diff(Manifest.build("job", "x", m.config, fr), fr) == (
        "target language of item 3 (input line 4): es there, fr now"
    )
    text = [*keys]
    text[3] = ItemKey("changed", "es", "id3", "input line 5")
    assert m.diff(Manifest.build("job", "x", m.config, text), text) == (
        "item 4 (input line 5) differs from the input the output was written for"
    )
    ids = [*keys]
    ids[1] = ItemKey(keys[1].text, "es", "other", "input line 3")
    assert "the id of item 2" in str(m.diff(Manifest.build("job", "x", m.config, ids), ids))
    assert "has 4 items" in str(m.diff(Manifest.build("job", "x", m.config, keys[:4])))


def _jsonl(path: Path, lang: str = "es", ids: bool = True) -> Path:
    path.write_text(
        "".join(
            json.dumps(
                {"id": f"r{i}", "src": s, "mt": t, "tgt_lang": lang}
                if ids
                else {"src": s, "mt": t, "tgt_lang": lang}
            )
            + "\n"
            for i, (s, t) in enumerate(ROWS)
        ),
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("lang", "target language of item 1: es there, fr now"),
        ("id", "the id of item 1 differs"),
        ("alpha", "alpha: 5 there, 3 now"),
        ("agents", "holds FairQE scores, this run writes backbone scores"),
        ("text", "item 3 differs from the input"),
    ],
)
def test_resume_with_another_input_or_configuration_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, message: str
) -> None:
    inp = _jsonl(tmp_path / "in.jsonl")
    out = tmp_path / "out.jsonl"
    assert main([*BASE, "-i", str(inp), "-o", str(out), "--summary", str(tmp_path / "s")]) == 0
    before = out.read_bytes()
    argv = [*BASE, "-i", str(inp), "-o", str(out)]
    if change == "lang":
        _jsonl(inp, "fr")
    elif change == "id":
        inp.write_text(inp.read_text(encoding="utf-8").replace('"r0"', '"R0"'), encoding="utf-8")
    elif change == "alpha":
        argv += ["--alpha", "3"]
    elif change == "agents":
        argv += ["--agents", "none"]
    else:
        inp.write_text(inp.read_text(encoding="utf-8").replace("El tren", "El coche"), encoding="utf-8")
    capsys.readouterr()
    assert main(argv) == EXIT_USAGE
    err = capsys.readouterr().err
    assert message in err and "--overwrite" in err and err.count("\n") == 1
    assert out.read_bytes() == before  # untouched
    assert main([*argv, "--overwrite", "--summary", str(tmp_path / "s2")]) == 0
    assert out.read_bytes() != before


def test_a_file_no_run_wrote_is_never_replaced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inp = _tsv(tmp_path / "in.tsv", ROWS)
    out = tmp_path / "precious.txt"
    out.write_text("my notes\n", encoding="utf-8")
    assert main([*BASE, "-i", str(inp), "-o", str(out)]) == EXIT_USAGE
    assert "not written by a fairmt run" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "my notes\n"


def test_finished_run_is_not_scored_again_and_stdout_needs_no_store(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "o.jsonl"
    rep = score_file(example_path(), out, backbone="length-ratio")
    assert (rep.items, rep.scored, rep.failed) == (25, 25, 0) and rep.signature
    again = score_file(example_path(), out, backbone="length-ratio")
    assert (again.skipped_done, again.scored) == (25, 0)
    capsys.readouterr()
    score_file(example_path(), "-", backbone="length-ratio")
    assert capsys.readouterr().out.encode("utf-8") == out.read_bytes()


def test_store_cuts_back_an_unrecorded_tail_and_refuses_a_shortened_file(tmp_path: Path) -> None:
    out = tmp_path / "o.txt"
    keys = [ItemKey(str(i)) for i in range(4)]
    m = Manifest.build("j", "lines", {}, keys)
    with OutputStore(out) as st:
        st.open(m, keys)
        st.append(["a", "b"], failed=[1])
    with open(out, "ab") as fh:
        fh.write(b"c\nd")  # written after the last checkpoint
    with OutputStore(out) as st:
        state = st.open(m, keys)
        assert (state.done, state.failed) == (2, [1]) and out.read_bytes() == b"a\nb\n"
        st.replace_lines({1: "B"}, failed=[])
        st.append(["c", "d"])
        assert out.read_bytes() == b"a\nB\nc\nd\n" and st.state.failed == []
    out.write_bytes(b"a\n")
    with OutputStore(out) as st, pytest.raises(UsageError, match="shorter"):
        st.open(m, keys)


# -- the other long commands check their paths first and hold their outputs --------------


def test_other_commands_refuse_unusable_outputs_up_front(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from fairmt.cli import qe_bench

    def no_model(*a: object, **k: object) -> None:
        raise AssertionError("a model was loaded before the output path was checked")

    monkeypatch.setattr(qe_bench, "make_backbone", no_model)
    for argv in (
        ["qe", "bench", "--setting", "fem-masc", "--langs", "es", "--output", str(tmp_path)],
        ["winomt-batch", "--output", "/dev/full"],
        ["winomt-batch", "--output", str(tmp_path / "no" / "x.jsonl")],
        ["diagnose", "--example", "--pairs", str(tmp_path)],
    ):
        assert main(argv) == EXIT_USAGE, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err, err


def test_winomt_batch_output_is_held_by_one_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "batch.jsonl"
    with RunLock(Path(str(out) + ".run") / "lock", str(out)):
        assert main(["winomt-batch", "--output", str(out)]) == EXIT_LOCKED
    assert "being written by another run" in capsys.readouterr().err
    assert not out.exists()


def test_a_full_disk_is_one_line_and_the_rerun_continues(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno

    from fairmt.runs import store as store_mod

    out = tmp_path / "o.jsonl"
    argv = [*BASE, "--example", "-o", str(out), "--chunk-size", "10"]
    real = store_mod.OutputStore._append
    calls = []

    def full_after_one_chunk(self: OutputStore, lines: object, failed: object) -> None:
        calls.append(1)
        if len(calls) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(self, lines, failed)  # type: ignore[arg-type]

    monkeypatch.setattr(store_mod.OutputStore, "_append", full_after_one_chunk)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "No space left on device" in err and "10 items written before are kept" in err
    assert "Traceback" not in err and err.count("fairmt: error:") == 1
    monkeypatch.setattr(store_mod.OutputStore, "_append", real)
    assert main([*argv, "--summary", str(tmp_path / "s.json")]) == 0
    s = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert (s["skipped_done"], s["scored"]) == (10, 15)
    assert len(out.read_text(encoding="utf-8").splitlines()) == 25
