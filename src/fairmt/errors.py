"""Exceptions and the CLI exit codes they map to."""

from __future__ import annotations

from pathlib import Path

# Exit codes (sacrebleu style: bad data is distinct from bad usage).
EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2
EXIT_BAD_DATA = 3
EXIT_MISSING_DEPENDENCY = 4
EXIT_UNSUPPORTED = 5
EXIT_DOWNLOAD = 6
#: Another run holds the output (its lock); the other run is unaffected.
EXIT_LOCKED = 7
#: The run finished, but some items failed for an infrastructure reason (endpoint down,
#: authentication, budget): they are marked in the output; a rerun retries only them.
EXIT_INCOMPLETE = 8
#: A worker process of a distributed run died for good (past its restarts); finished shards are kept.
EXIT_WORKER = 9


class FairmtError(Exception):
    """Base class of every error fairmt raises on purpose."""

    exit_code = EXIT_ERROR


class UsageError(FairmtError):
    """The caller asked for something that does not exist (unknown name, bad option)."""

    exit_code = EXIT_USAGE


class DataError(FairmtError):
    """Bad input data: names the file and, where known, the 1-based line."""

    exit_code = EXIT_BAD_DATA

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None) -> None:
        self.path = str(path) if path is not None else None
        self.line = line
        self.problem = message
        where = ""
        if self.path is not None:
            where = self.path if line is None else f"{self.path}:{line}"
            where += ": "
        super().__init__(f"{where}{message}")


class MissingDependencyError(FairmtError):
    """An optional extra is needed; the message says what to install."""

    exit_code = EXIT_MISSING_DEPENDENCY

    def __init__(self, what: str, install_hint: str) -> None:
        self.install_hint = install_hint
        super().__init__(f"{what} is not installed. Install it with: {install_hint}")


class UnsupportedLanguageError(FairmtError):
    """A component was asked for a language it does not declare."""

    exit_code = EXIT_UNSUPPORTED


class DownloadError(FairmtError):
    """A dataset could not be fetched or failed its checksum."""

    exit_code = EXIT_DOWNLOAD


class RunLockedError(FairmtError):
    """Another run is writing the same output (it holds the output's lock)."""

    exit_code = EXIT_LOCKED


class RunIncompleteError(FairmtError):
    """A run finished with items that failed for a reason a rerun can fix; ``failed`` counts them."""

    exit_code = EXIT_INCOMPLETE

    def __init__(self, message: str, failed: int) -> None:
        self.failed = failed
        super().__init__(message)


class PluginError(FairmtError):
    """An installed plugin (an entry point of a ``fairmt.*`` group) cannot be loaded or used."""

    exit_code = EXIT_MISSING_DEPENDENCY


class WorkerDiedError(FairmtError):
    """A worker (a Ray actor) died for good, past its restarts: the run stopped with some shards unscored.

    The shards that finished are kept (``OUT.shards/``), so running the same command again scores only
    the rest. Distinct from a bug in the worker, which keeps its traceback.
    """

    exit_code = EXIT_WORKER


class OutputError(FairmtError):
    """An output could not be written (a full disk, a folder that became read-only): one line,
    exit 1; what was already written and recorded is kept, and a rerun continues."""

    exit_code = EXIT_ERROR
