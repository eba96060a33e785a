"""An exclusive, non-blocking lock on a run's output.

The lock is an OS advisory lock (``flock``) on a small file in the output's run folder
(``OUT.run/lock``), held for the whole run: a second run on the same output fails at once
with :class:`~fairmt.errors.RunLockedError` (its own exit code) and changes nothing; the
first run is unaffected. The kernel drops the lock when the process dies, however it dies,
so a crashed run never leaves a stale lock. The lock file is never deleted (deleting it
would let two runs lock two different files of the same name). Where ``fcntl`` does not
exist (Windows), ``msvcrt.locking`` gives the same guarantee.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import TracebackType

from fairmt.errors import RunLockedError

__all__ = ["RunLock"]


class RunLock:
    """``with RunLock(path, what):`` — hold ``path`` exclusively or raise :class:`RunLockedError`."""

    def __init__(self, path: str | os.PathLike[str], what: str) -> None:
        self.path = Path(path)
        self.what = what
        self._fd: int | None = None

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            holder = _read_holder(self.path)
            raise RunLockedError(
                f"{self.what} is being written by another run{holder}; wait for it to finish "
                "or choose another output"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            try:
                os.ftruncate(fd, 0)
            finally:
                os.close(fd)  # closing drops the lock

    @property
    def held(self) -> bool:
        return self._fd is not None

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(
        self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.release()


def _read_holder(path: Path) -> str:
    try:
        pid = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return f" (process {pid})" if pid.isdigit() else ""


try:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

except ImportError:  # pragma: no cover - Windows
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
