"""The output store of a resumable run: one JSONL (or text) file owned by one run at a time.

``OUT`` holds one line per input item, in input order. Beside it, ``OUT.run/`` holds:

* ``lock`` — the run's exclusive lock (:class:`~fairmt.runs.lock.RunLock`);
* ``manifest.json`` + ``items.bin`` — what the output was written for
  (:class:`~fairmt.runs.manifest.Manifest`);
* ``state.json`` — how many leading items are written (``done``), their byte length
  (``size``), and which of them failed for a reason a rerun can fix (``failed``); written
  atomically after the lines it describes are on disk (flush + fsync), so after a crash
  the output is cut back to ``size`` and nothing is scored twice or lost;
* ``shards/`` — finished shards of a sharded run (:mod:`fairmt.executors`).

A job may ask for a *header* (``open(..., header=...)``: the column names of a text
output): it is the file's first line, written when the output is created (or at once on a
stream), counted in ``size`` but not in ``done``; a resumed output already has it.

:meth:`OutputStore.open` decides, before any item is scored: a fresh run; the continuation
of the same job (same manifest: failed items are retried, then the rest is scored); or a
refusal — another job's or configuration's output, another input, or a non-empty file
that no fairmt run wrote (:class:`~fairmt.errors.UsageError`, exit 2, the file untouched)
— unless ``overwrite``. ``-`` writes to a stream with no lock and no resume.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from fairmt.errors import OutputError, UsageError
from fairmt.runs.lock import RunLock
from fairmt.runs.manifest import ItemKey, Manifest
from fairmt.runs.paths import check_output, is_stdout, write_json_atomic

__all__ = ["OutputStore", "RunState"]


@dataclass
class RunState:
    """How far the output is: ``done`` leading items, ``size`` bytes, ``failed`` indices to retry."""

    done: int = 0
    size: int = 0
    failed: list[int] = field(default_factory=list)
    #: A repaired output waiting to replace ``OUT`` (see :meth:`OutputStore.replace_lines`).
    pending: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"done": self.done, "size": self.size, "failed": sorted(self.failed), "pending": self.pending}

    @classmethod
    def from_json(cls, obj: Any) -> RunState:
        if not isinstance(obj, dict):
            raise ValueError("not an object")
        done, size = int(obj["done"]), int(obj["size"])
        failed = [int(i) for i in obj.get("failed", [])]
        pending = obj.get("pending")
        if done < 0 or size < 0 or any(not 0 <= i < done for i in failed):
            raise ValueError("inconsistent")
        return cls(done, size, failed, str(pending) if pending else None)


class OutputStore:
    """A run's output: ``path`` (``-`` = ``stream``, default standard output) and ``path.run/``."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        inputs: Sequence[str] = (),
        overwrite: bool = False,
        stream: IO[str] | None = None,
    ) -> None:
        self.path_str = str(path)
        self.stdout = is_stdout(self.path_str)
        self.path = Path(self.path_str)
        self.inputs = [str(i) for i in inputs]
        self.overwrite = overwrite
        self.stream = stream
        self.run_dir = Path(self.path_str + ".run")
        self.state = RunState()
        self._lock: RunLock | None = None
        self._fh: IO[bytes] | None = None
        self._tmp_shards: Path | None = None
        #: Lines above the first item (the header), skipped when lines are replaced.
        self._header_lines = 0

    # -- before the run ----------------------------------------------------------------------
    def check(self) -> None:
        """Path checks only (nothing created): call before loading models."""
        check_output(self.path_str, self.inputs)

    @property
    def shards_dir(self) -> Path:
        """Where a sharded run keeps finished shards (a temporary folder for standard output)."""
        if self.stdout:
            if self._tmp_shards is None:
                self._tmp_shards = Path(tempfile.mkdtemp(prefix="fairmt-shards-"))
            return self._tmp_shards
        return self.run_dir / "shards"

    def lock(self) -> None:
        """Check the path and take the output's lock (idempotent): call it before loading models,
        so that a second run on the same output stops at once."""
        if self.stdout or self._lock is not None:
            return
        self.check()
        lock = RunLock(self.run_dir / "lock", str(self.path))
        lock.acquire()
        self._lock = lock

    def open(self, manifest: Manifest, keys: Sequence[ItemKey] = (), header: str | None = None) -> RunState:
        """Lock the output and decide fresh / continue / refuse; returns the state to continue from.

        ``header`` (one line, no newline) is written above the items of a new output; the
        manifest's configuration must say that the output has one (a header-less output of
        an older run then differs, and is never resumed as if line 1 were its header).
        """
        self._header_lines = 0 if header is None else 1
        if self.stdout:
            self.state = RunState()
            if header is not None:
                self._write_stream(header + "\n")
            return self.state
        self.lock()
        try:
            self.state = self._decide(manifest, keys, header)
        except BaseException:
            self.close()
            raise
        return self.state

    def _decide(self, manifest: Manifest, keys: Sequence[ItemKey], header: str | None = None) -> RunState:
        old = Manifest.load(self.run_dir)
        exists = self.path.exists()
        size = self.path.stat().st_size if exists else 0
        why = old.diff(manifest, keys) if old is not None else "no manifest"
        if not self.overwrite and size > 0 and why is not None:
            if old is None:
                raise UsageError(
                    f"{self.path} exists and was not written by a fairmt run of this job (no "
                    f"{self.run_dir.name}/manifest.json); use --overwrite to replace it, or another output"
                )
            raise UsageError(
                f"cannot resume {self.path}: {why}; use --overwrite to replace it, or another output"
            )
        state = self._load_state() if (exists and not self.overwrite and why is None) else None
        if state is not None:
            state = self._finish_pending(state)
            actual = self.path.stat().st_size
            if actual < state.size:
                raise UsageError(
                    f"cannot resume {self.path}: it is shorter ({actual} bytes) than its run state "
                    f"says ({state.size}); use --overwrite to start again"
                )
            if actual > state.size:  # lines written after the last checkpoint: scored again
                with open(self.path, "r+b") as fh:
                    fh.truncate(state.size)
            return state
        # A fresh run: the output starts empty, the manifest describes it.
        if self.run_dir.exists():
            for name in ("state.json", "manifest.json", "items.bin"):
                (self.run_dir / name).unlink(missing_ok=True)
            shutil.rmtree(self.shards_dir, ignore_errors=True)
        head = b"" if header is None else (header + "\n").encode("utf-8", "surrogatepass")
        with open(self.path, "wb") as fh:
            if head:
                fh.write(head)
                fh.flush()
                os.fsync(fh.fileno())
        manifest.save(self.run_dir)
        state = RunState(size=len(head))
        self._save_state(state)
        return state

    def _load_state(self) -> RunState | None:
        try:
            return RunState.from_json(json.loads((self.run_dir / "state.json").read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def _save_state(self, state: RunState) -> None:
        write_json_atomic(self.run_dir / "state.json", state.to_json(), indent=None)
        self.state = state

    def _finish_pending(self, state: RunState) -> RunState:
        if state.pending:
            tmp = self.run_dir / state.pending
            if tmp.exists():
                os.replace(tmp, self.path)
            state.pending = None
            self._save_state(state)
        return state

    # -- during the run ----------------------------------------------------------------------
    def append(self, lines: Sequence[str], failed: Iterable[int] = ()) -> None:
        """Write the next ``len(lines)`` items' lines; ``failed``: their absolute indices to retry.

        A write that fails (a full disk) raises :class:`~fairmt.errors.OutputError`; the lines
        recorded before it are kept and a rerun continues after them.
        """
        try:
            self._append(lines, failed)
        except OSError as e:
            raise OutputError(
                f"cannot write {self.path_str}: {e.strerror or e}; the {self.state.done} items written "
                "before are kept, a rerun continues"
            ) from None

    def _append(self, lines: Sequence[str], failed: Iterable[int]) -> None:
        data = "".join(line + "\n" for line in lines)
        if self.stdout:
            self._write_stream(data)
            self.state.done += len(lines)
            return
        raw = data.encode("utf-8", "surrogatepass")
        if self._fh is None:
            self._fh = open(self.path, "ab")  # noqa: SIM115 - held for the run
        self._fh.write(raw)
        self._fh.flush()
        os.fsync(self._fh.fileno())
        st = self.state
        self._save_state(
            RunState(st.done + len(lines), st.size + len(raw), sorted({*st.failed, *failed}), None)
        )

    def _write_stream(self, data: str) -> None:
        stream = self.stream
        if stream is None:
            import sys

            stream = sys.stdout
        stream.write(data)
        stream.flush()

    def replace_lines(self, new_lines: Mapping[int, str], failed: Iterable[int]) -> None:
        """Put ``new_lines`` (index -> line) in place of the written lines of those items.

        ``failed``: the indices (among the written ones) that still failed afterwards. The
        new file is written beside the old one, recorded in the state as pending, then
        renamed over it, so a crash at any point leaves the old or the new output whole.
        """
        if self.stdout:
            raise RuntimeError("an output on standard output cannot be repaired")
        if self._fh is not None:
            self._fh.close()
            self._fh = None
        fd, tmp = tempfile.mkstemp(prefix="repaired.", suffix=".tmp", dir=self.run_dir)
        size = 0
        with os.fdopen(fd, "wb") as out, open(self.path, "rb") as old:
            for n, line in enumerate(old):
                i = n - self._header_lines  # the item on this line (negative: the header)
                if i >= self.state.done:
                    break
                if i in new_lines:
                    line = (new_lines[i] + "\n").encode("utf-8", "surrogatepass")
                out.write(line)
                size += len(line)
            out.flush()
            os.fsync(out.fileno())
        st = self.state
        self._save_state(RunState(st.done, size, sorted(set(failed)), Path(tmp).name))
        self._finish_pending(self.state)

    def close(self) -> None:
        if self._tmp_shards is not None:
            shutil.rmtree(self._tmp_shards, ignore_errors=True)
            self._tmp_shards = None
        if self._fh is not None:
            self._fh.close()
            self._fh = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> OutputStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
