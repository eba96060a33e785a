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


@pytest.fixture
def many(tmp_path: Path) -> Path:
    """Five systems with different results (articles swapped in some), one failing file."""
    root = tmp_path / "many"
    text = (EXAMPLE / "en-de.txt").read_text(encoding="utf-8")
    variants = {
        "a": text,
        "b": text.replace(" Der ", " Die "),
        "c": "no separator\n",
        "d": text.replace(" die ", " der "),
        "e": text.replace(" Der ", " Die ").replace(" der ", " den "),
    }
    for system, body in variants.items():
        (root / system).mkdir(parents=True)
        (root / system / "en-de.txt").write_text(body, encoding="utf-8")
    return root


def test_jobs_give_the_results_and_order_of_one_job(
    many: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outputs = []
    for jobs in ("1", "3"):
        out = tmp_path / f"jobs{jobs}.jsonl"
        rc = main(_args(many, "--jobs", jobs, "--output", str(out), "--no-cache"))
        cap = capsys.readouterr()
        assert rc == EXIT_BAD_DATA
        assert "c en-de" in cap.err and "en-de.txt:2" in cap.err
        outputs.append((cap.out, out.read_text(encoding="utf-8")))
    assert outputs[0] == outputs[1]
    rows = json.loads(outputs[0][0])
    assert [r["system"] for r in rows] == ["a", "b", "d", "e"]
    assert len({r["accuracy"] for r in rows}) > 1  # the files differ: the order is checked


def test_jobs_in_the_library(many: Path) -> None:
    from fairmt.errors import FairmtError, UsageError
    from fairmt.winomt.batch import discover, evaluate_batch

    items = discover(many)
    seen: dict[int, list[tuple[str, str]]] = {}
    for jobs in (1, 2):
        calls: list[tuple[str, str]] = []

        def ok(it, r, s, calls=calls):  # type: ignore[no-untyped-def]
            calls.append(("ok", it.system))

        def failed(it, e, calls=calls):  # type: ignore[no-untyped-def]
            assert isinstance(e, FairmtError)
            calls.append(("failed", f"{it.system}: {e}"))

        results = evaluate_batch(items, EXAMPLE, cache=False, on_result=ok, on_error=failed, jobs=jobs)
        seen[jobs] = calls
        if jobs == 1:
            first = [r.to_dict() for r in results]
        else:
            assert [r.to_dict() for r in results] == first
    assert seen[1] == seen[2]
    # without on_error, the first failure propagates, as with one job
    with pytest.raises(FairmtError, match=r"en-de\.txt:2"):
        evaluate_batch(items, EXAMPLE, cache=False, jobs=2)
    for bad in (0, -1, True):
        with pytest.raises(UsageError, match="jobs"):
            evaluate_batch(items, EXAMPLE, jobs=bad)


def test_jobs_with_spawned_workers(many: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # where fork is not used (macOS, Windows), the workers load their own analysers
    import fairmt.winomt.batch as batch

    items = [it for it in batch.discover(many) if it.system != "c"]
    serial = [r.to_dict() for r in batch.evaluate_batch(items, EXAMPLE, cache=False)]
    monkeypatch.setattr(batch.sys, "platform", "spawn-only")
    assert [r.to_dict() for r in batch.evaluate_batch(items, EXAMPLE, cache=False, jobs=2)] == serial


def test_errors_cross_processes() -> None:
    from fairmt.errors import EXIT_MISSING_DEPENDENCY, DataError, MissingDependencyError
    from fairmt.winomt.batch import _portable

    e = MissingDependencyError("numba", "pip install 'fairmt[speed]'")
    p = _portable(e)
    assert str(p) == str(e) and p.exit_code == EXIT_MISSING_DEPENDENCY
    d = DataError("bad line", "x.txt", 3)
    assert _portable(d) is d


def test_jobs_must_be_positive(many: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(_args(many, "--jobs", "0")) == 2
    assert "--jobs" in capsys.readouterr().err


def test_each_file_is_aligned_once_for_its_three_subsets(tdir: Path) -> None:
    from collections.abc import Sequence

    from fairmt.align.base import Alignment
    from fairmt.align.cache import clear_memory
    from fairmt.align.fast_align import FastAlign
    from fairmt.winomt.evaluation import evaluate_file

    class Counting(FastAlign):
        calls = 0

        def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
            Counting.calls += 1
            return super().align(pairs)

    clear_memory()  # no alignment served from the in-memory cache
    r = evaluate_file(tdir / "a" / "en-de.txt", "de", EXAMPLE, aligner=Counting(), cache=False)
    assert set(r.subsets) == {"all", "pro", "anti"} and r.accuracy_pro is not None
    assert Counting.calls == 1


def _die(it: object) -> None:
    import os

    os._exit(1)


def test_a_dying_worker_is_a_clean_error(many: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import fairmt.winomt.batch as batch
    from fairmt.errors import WorkerDiedError

    monkeypatch.setattr(batch, "_work", _die)
    items = [it for it in batch.discover(many) if it.system != "c"]
    with pytest.raises(WorkerDiedError, match="worker process died"):
        batch.evaluate_batch(items, EXAMPLE, cache=False, jobs=2)
