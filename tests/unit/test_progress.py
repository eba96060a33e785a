"""Progress reporting: the library protocol, the CLI's choice of display, folded warnings, -q.

The pseudo-terminal runs of real commands are in ``tests/integration/test_progress_tty.py``.
"""

from __future__ import annotations

import argparse
import io
import json
import logging
import shutil
from collections.abc import Sequence
from pathlib import Path

import pytest

from fairmt.bench import fairness
from fairmt.bench.fairness import evaluate_setting, read_mgente_file
from fairmt.cli import logs
from fairmt.cli.main import build_parser, main
from fairmt.cli.progress import BarProgress, LineProgress, make_progress
from fairmt.progress import NULL_PROGRESS, NullProgress, Progress, or_null, task
from fairmt.qe.base import QEScore

EXAMPLE = Path(__file__).resolve().parents[2] / "src" / "fairmt" / "examples"
MGENTE_IT = Path(__file__).resolve().parent / "data" / "mgente" / "en-it.tsv"


class Recorder(Progress):
    """Remembers every call, in order."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def start(self, total: int | None, desc: str) -> None:
        self.calls.append(("start", (total, desc)))

    def update(self, n: int = 1) -> None:
        self.calls.append(("update", n))

    def note(self, message: str) -> None:
        self.calls.append(("note", message))

    def close(self) -> None:
        self.calls.append(("close", None))

    def of(self, kind: str) -> list[object]:
        return [v for k, v in self.calls if k == kind]


class FakeStream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def _args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args([*argv, "winomt-batch"])


# --------------------------------------------------------------------------- library protocol


def test_null_progress_and_task_close_on_error() -> None:
    assert or_null(None) is NULL_PROGRESS
    rec = Recorder()
    assert or_null(rec) is rec
    with pytest.raises(RuntimeError), task(rec, 3, "job") as p:
        p.update(1)
        raise RuntimeError("boom")
    assert rec.calls == [("start", (3, "job")), ("update", 1), ("close", None)]
    with task(None, None, "silent") as p:  # the default shows nothing and accepts every call
        assert isinstance(p, NullProgress)
        p.update(5)
        p.note("x")


# --------------------------------------------------------------------------- the CLI's choice


@pytest.mark.parametrize(
    ("argv", "tty", "expected", "notes"),
    [
        ((), True, BarProgress, False),
        (("-v",), True, BarProgress, True),
        ((), False, NullProgress, None),
        (("-v",), False, LineProgress, None),
        (("-vv",), False, LineProgress, None),
        (("-q",), True, NullProgress, None),
        (("-q",), False, NullProgress, None),
    ],
)
def test_make_progress_choice(argv: tuple[str, ...], tty: bool, expected: type, notes: bool | None) -> None:
    p = make_progress(_args(*argv), FakeStream(tty))
    assert type(p) is expected
    if notes is not None:
        assert isinstance(p, BarProgress) and p.show_notes is notes


def test_quiet_and_verbose_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["-q", "-v", "winomt-batch"])
    assert "not allowed with" in capsys.readouterr().err


def test_qe_train_quiet_is_the_global_one() -> None:
    p = build_parser()
    assert p.parse_args(["-q", "qe", "train"]).quiet is True
    assert p.parse_args(["qe", "train", "-q"]).quiet is True
    assert p.parse_args(["qe", "train"]).quiet is False


def test_closed_stream_is_not_a_terminal() -> None:
    s = io.StringIO()
    s.close()  # isatty() now raises ValueError
    assert isinstance(make_progress(_args(), s), NullProgress)


def test_line_progress_one_line_per_note() -> None:
    out = FakeStream(False)
    p = LineProgress(out)
    p.start(4, "qe score")
    for k in (2, 2):
        p.update(k)
        p.note(f"chunk of {k}")
    p.close()
    p.close()  # idempotent
    lines = out.getvalue().splitlines()
    assert lines[:2] == ["fairmt: qe score: chunk of 2", "fairmt: qe score: chunk of 2"]
    assert lines[2].startswith("fairmt: qe score: done, 4/4 in ") and len(lines) == 3
    p.start(10, "winomt-batch")
    p.update(3)
    p.close()  # cut off, e.g. by an error
    assert out.getvalue().splitlines()[3].startswith("fairmt: winomt-batch: stopped at 3/10 in ")


def test_bar_progress_draws_on_its_stream_only(capsys: pytest.CaptureFixture[str]) -> None:
    out = FakeStream(True)
    p = BarProgress(out, show_notes=True)
    p.start(10, "winomt-batch")
    p.update(10)
    p.note("aws en-de: acc 62.4")
    p.close()
    text = out.getvalue()
    assert "winomt-batch" in text and "10/10" in text and "100%" in text
    assert "fairmt: winomt-batch: aws en-de: acc 62.4" in text
    cap = capsys.readouterr()
    assert cap.out == "" and cap.err == ""


# --------------------------------------------------------------------------- folded warnings


def _emit(handler: logs.FoldingHandler, n: int) -> None:
    log = logging.getLogger("fairmt.test_progress")
    log.propagate = False
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    try:
        for i in range(n):
            log.warning("%s line %d has no translation in %s", "pro", 500 + i, "aws/en-de.txt")
        log.warning("a different warning")
        log.info("info is never folded")
        log.info("info is never folded")
        log.error("an error %d", 1)
    finally:
        log.removeHandler(handler)
        log.propagate = True


def test_folding_handler_counts_repeats_of_one_kind() -> None:
    out = FakeStream(False)
    h = logs.FoldingHandler(out)
    _emit(h, 136)
    h.flush_folded()
    lines = out.getvalue().splitlines()
    assert lines == [
        "fairmt: WARNING: pro line 500 has no translation in aws/en-de.txt",
        "fairmt: WARNING: a different warning",
        "fairmt: INFO: info is never folded",
        "fairmt: INFO: info is never folded",
        "fairmt: ERROR: an error 1",
        "fairmt: WARNING: pro line 500 has no translation in aws/en-de.txt (and 135 more like it)",
    ]
    h.flush_folded()  # nothing left
    assert len(out.getvalue().splitlines()) == 6


def test_folding_off_prints_every_warning() -> None:
    out = FakeStream(False)
    h = logs.FoldingHandler(out, fold=False)
    _emit(h, 5)
    h.flush_folded()
    assert sum("has no translation" in line for line in out.getvalue().splitlines()) == 5


def test_level_for() -> None:
    assert logs.level_for(0, False) == logging.WARNING
    assert logs.level_for(1, False) == logging.INFO
    assert logs.level_for(5, False) == logging.DEBUG
    assert logs.level_for(0, True) == logging.WARNING


def _missing_lines_file(tmp_path: Path, drop: int) -> Path:
    lines = (EXAMPLE / "en-de.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    f = tmp_path / "en-de.txt"
    f.write_text("".join(lines[drop:]), encoding="utf-8")
    return f


def test_cli_missing_translations_are_one_warning_per_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _missing_lines_file(tmp_path, 5)
    argv = ["winomt", "--lang", "de", "--translations", str(f), "--challenge-set", str(EXAMPLE)]
    # -vv: every row without a translation, at debug level (5 lines of en.txt, and those of
    # them that are pro or anti lines).
    assert main(["-vv", *argv, "--max-missing", "1", "--no-cache"]) == 0
    err = capsys.readouterr().err.splitlines()
    every = [line for line in err if "has no translation" in line]
    assert len(every) > 5 and all(line.startswith("fairmt: DEBUG: ") for line in every)
    assert main([*argv, "--max-missing", "1", "--no-cache"]) == 0
    err = capsys.readouterr().err.splitlines()
    # One warning for the file, with the count and the first row; nothing else.
    assert not any("has no translation" in line for line in err)
    warned = [line for line in err if "WARNING" in line]
    assert len(warned) == 1 and f"{f}: {len(every)} challenge-set rows have no translation" in warned[0]
    first_row = every[0].split(": ", 2)[2].split(" has no translation")[0]  # "all line 1"
    assert f"first: {first_row}:" in warned[0]
    # The handler is gone after main: nothing accumulates across calls.
    assert not any(isinstance(h, logs.FoldingHandler) for h in logging.getLogger().handlers)


def _bigger_challenge_set(folder: Path, copies: int) -> tuple[list[str], list[str]]:
    """The example set ``copies`` times, each copy's sentences made distinct by a suffix (the
    entity's word index is unchanged); returns the en.txt rows and the German lines."""
    folder.mkdir()
    rows: dict[str, list[str]] = {}
    for name in ("en.txt", "en_pro.txt", "en_anti.txt"):
        base = (EXAMPLE / name).read_text(encoding="utf-8").split("\n")[:-1]
        rows[name] = []
        for k in range(copies):
            for row in base:
                gender, idx, sentence, entity = row.split("\t")
                rows[name].append(f"{gender}\t{idx}\t{sentence[:-1]} on day {k}.\t{entity}")
        (folder / name).write_text("".join(r + "\n" for r in rows[name]), encoding="utf-8")
    german = []
    for k in range(copies):
        for line in (EXAMPLE / "en-de.txt").read_text(encoding="utf-8").split("\n")[:-1]:
            src, tgt = line.split(" ||| ")
            german.append(f"{src[:-1]} on day {k}. ||| {tgt[:-1]} am Tag {k}.")
    return rows["en.txt"], german


def test_cli_batch_folds_the_files_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Three systems, each with a line missing (under the 1% winomt-batch tolerates): one
    # warning per file, all of one kind, folded into the first and one line with the count.
    en, german = _bigger_challenge_set(tmp_path / "set", 7)
    assert len(en) > 100
    tdir = tmp_path / "translations"
    for i, system in enumerate(("a", "b", "c")):
        (tdir / system).mkdir(parents=True)
        kept = german[:i] + german[i + 1 :]
        (tdir / system / "en-de.txt").write_text("".join(x + "\n" for x in kept), encoding="utf-8")
    argv = ["winomt-batch", "--translations-dir", str(tdir), "--challenge-set", str(tmp_path / "set")]
    assert main([*argv, "--langs", "de", "--no-cache", "--output", str(tmp_path / "x.jsonl")]) == 0
    warned = [line for line in capsys.readouterr().err.splitlines() if "WARNING" in line]
    assert len(warned) == 2 and warned[1] == f"{warned[0]} (and 2 more like it)"
    assert "a/en-de.txt: " in warned[0] and "challenge-set rows have no translation" in warned[0]


# --------------------------------------------------------------------------- winomt-batch in-process


@pytest.fixture
def tdir(tmp_path: Path) -> Path:
    for system in ("a", "b", "c"):
        (tmp_path / system).mkdir()
        shutil.copy(EXAMPLE / "en-de.txt", tmp_path / system / "en-de.txt")
    return tmp_path


def _batch(tdir: Path, *extra: str) -> list[str]:
    return ["winomt-batch", "--translations-dir", str(tdir), "--challenge-set", str(EXAMPLE), *extra]


def test_winomt_batch_lines_only_at_v(tdir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # capsys's stderr is not a terminal: nothing without -v, nothing with -q.
    assert main(_batch(tdir)) == 0
    cap = capsys.readouterr()
    assert cap.err == ""
    rows = json.loads(cap.out)
    assert main(["-q", *_batch(tdir)]) == 0
    cap = capsys.readouterr()
    assert cap.err == "" and json.loads(cap.out) == rows
    assert main(["-v", *_batch(tdir)]) == 0
    cap = capsys.readouterr()
    per_file = [line for line in cap.err.splitlines() if ": acc " in line]
    assert per_file == [
        f"fairmt: winomt-batch: {s} en-de: acc {r['accuracy']:.1f} ({line.rsplit('(', 1)[1]}"
        for s, r, line in zip("abc", rows, per_file, strict=True)
    ]
    assert json.loads(cap.out) == rows  # stdout holds the results only


def test_evaluate_batch_reports_each_file(tdir: Path) -> None:
    from fairmt.winomt.batch import discover, evaluate_batch

    (tdir / "c" / "en-de.txt").write_text("no separator\n", encoding="utf-8")
    rec = Recorder()
    errors: list[object] = []
    evaluate_batch(
        discover(tdir), EXAMPLE, cache=False, progress=rec, on_error=lambda it, e: errors.append(e)
    )
    assert rec.calls[0] == ("start", (3, "winomt-batch")) and rec.calls[-1] == ("close", None)
    assert rec.of("update") == [1, 1, 1]
    notes = rec.of("note")
    assert [str(n).split(":")[0] for n in notes] == ["a en-de", "b en-de", "c en-de"]
    assert str(notes[2]).endswith("failed") and len(errors) == 1


# --------------------------------------------------------------------------- qe bench library


class TableScorer:
    """Scores from a hash of the pair, recording the calls."""

    name = "table"

    def __init__(self) -> None:
        self.calls: list[list[tuple[str, str]]] = []
        self.prepared: list[list[tuple[str, str]]] = []

    def prepare(self, pairs: Sequence[tuple[str, str]]) -> None:
        self.prepared.append(list(pairs))

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[QEScore]:
        self.calls.append(list(pairs))
        return [QEScore(len(s + t) % 97 / 100, 0.0) for s, t in pairs]

    def signature_items(self) -> list[tuple[str, object]]:
        return [("qe", "table-1")]


def test_bench_chunks_report_progress_and_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    col = read_mgente_file(MGENTE_IT, "it")
    whole = evaluate_setting("neutral-gendered", [col], TableScorer())
    monkeypatch.setattr(fairness, "SCORE_CHUNK", 3)
    scorer, rec = TableScorer(), Recorder()
    chunked = evaluate_setting("neutral-gendered", [col], scorer, progress=rec)
    assert chunked.to_dict() == whole.to_dict()
    n = chunked.n_pairs_scored
    assert [len(c) for c in scorer.calls] == [3] * (n // 3) + ([n % 3] if n % 3 else [])
    assert scorer.prepared == [[p for c in scorer.calls for p in c]]  # every pair, before any chunk
    assert rec.calls[0] == ("start", (n, "qe bench neutral-gendered")) and rec.calls[-1] == ("close", None)
    assert rec.of("update") == [len(c) for c in scorer.calls]
    assert rec.of("note")[-1] == f"it: {n}/{n} pairs scored"


# --------------------------------------------------------------------------- diagnose --engine


def test_translate_sets_chunks_with_progress(tmp_path: Path) -> None:
    from fairmt.diagnostics.engine import FUNCTION_CHUNK, translate_sets
    from fairmt.diagnostics.sets import load_sets

    sets = load_sets(EXAMPLE, None)
    seen: list[int] = []

    def upper(sentences: Sequence[str]) -> list[str]:
        seen.append(len(sentences))
        return [s.upper() for s in sentences]

    rec = Recorder()
    done = translate_sets(sets, ["reg", "pro", "anti"], "de", upper, out_dir=tmp_path, progress=rec)
    assert rec.calls[0] == ("start", (done.sentences, "translate en-de"))
    assert sum(n for n in rec.of("update") if isinstance(n, int)) == done.sentences == sum(seen)
    assert all(n <= FUNCTION_CHUNK for n in seen)
    assert rec.of("note")[-1] == f"{done.sentences}/{done.sentences} sentences translated"
    first = (tmp_path / "en-de.txt").read_text(encoding="utf-8").splitlines()[0]
    src, tgt = first.split(" ||| ")
    assert tgt == src.upper()
