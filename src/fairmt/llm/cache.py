"""A content-addressed, on-disk cache of LLM answers (one sqlite file).

The key is the SHA-256 of the canonical JSON of everything that decides an answer: model,
endpoint, messages, sampling parameters and schema (:func:`request_key`). The value is the
answer's text, its parsed JSON and its token counts; never a header or a key. Only valid
answers are stored (the client's job). Default file: ``<cache root>/llm/cache.sqlite``
where the root is :func:`fairmt.align.cache.cache_root` (``$FAIRMT_CACHE_DIR``, else
``$XDG_CACHE_HOME/fairmt``).

One connection per cache object, guarded by a lock, so a cache can be shared by threads;
sqlite's own locking (WAL journal, busy timeout) lets processes share the file. When the
folder cannot be written the cache logs a warning and stays empty (lookups miss, stores
are dropped) rather than failing the run. A file that is not a sqlite database (damaged,
truncated, or something else under that name) is moved aside to ``cache.sqlite.broken-<time>``
and a fresh cache is built once, with a warning: a run must not pay for every request again
on every rerun because one file went bad. The client checks every row it reads against the
request's schema and deletes one that does not fit, so a bad row is asked again only once.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

__all__ = ["ResponseCache", "canonical_json", "default_cache_path", "request_key"]

logger = logging.getLogger(__name__)

_SCHEMA_VERSION = 1


def canonical_json(obj: Any) -> str:
    """Sorted keys, no spaces, UTF-8 kept: equal values give equal strings."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def request_key(request: dict[str, Any]) -> str:
    """SHA-256 (hex) of the canonical JSON of ``request``."""
    return hashlib.sha256(canonical_json(request).encode("utf-8")).hexdigest()


def default_cache_path() -> Path:
    from fairmt.align.cache import cache_root

    return cache_root() / "llm" / "cache.sqlite"


class ResponseCache:
    """``get(key)`` / ``put(key, value)`` over one sqlite file; values are JSON objects."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_cache_path()
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self.moved_aside: Path | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                self._conn = self._open()
            except sqlite3.DatabaseError as e:
                if isinstance(e, sqlite3.OperationalError) or not self.path.is_file():
                    raise  # locked, read-only, unwritable folder: not a damaged file
                aside = self.path.with_name(f"{self.path.name}.broken-{int(time.time())}")
                self.path.replace(aside)
                for suffix in ("-wal", "-shm"):
                    self.path.with_name(self.path.name + suffix).unlink(missing_ok=True)
                self.moved_aside = aside
                logger.warning(
                    "LLM cache %s was damaged (%s): moved aside to %s, starting a new one",
                    self.path,
                    e,
                    aside.name,
                )
                self._conn = self._open()
        except (OSError, sqlite3.Error) as e:
            logger.warning("LLM cache disabled: cannot open %s (%s)", self.path, e)

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=30.0, check_same_thread=False, isolation_level=None)
        try:
            conn.execute("PRAGMA busy_timeout = 30000")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute(
                "CREATE TABLE IF NOT EXISTS answers ("
                "key TEXT PRIMARY KEY, version INTEGER NOT NULL, created REAL NOT NULL, "
                "value TEXT NOT NULL)"
            )
            conn.execute("SELECT COUNT(*) FROM answers").fetchone()
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    @property
    def enabled(self) -> bool:
        return self._conn is not None

    def get(self, key: str) -> dict[str, Any] | None:
        if self._conn is None:
            return None
        with self._lock:
            try:
                row = self._conn.execute(
                    "SELECT value FROM answers WHERE key = ? AND version = ?", (key, _SCHEMA_VERSION)
                ).fetchone()
            except sqlite3.Error as e:
                logger.warning("LLM cache read failed (%s); treating as a miss", e)
                return None
        if row is None:
            return None
        try:
            value = json.loads(row[0])
        except (ValueError, RecursionError):  # not JSON, or JSON Python will not read
            return None
        return value if isinstance(value, dict) else None

    def put(self, key: str, value: dict[str, Any]) -> None:
        if self._conn is None:
            return
        text = canonical_json(value)
        with self._lock:
            try:
                self._conn.execute(
                    "INSERT OR REPLACE INTO answers (key, version, created, value) VALUES (?, ?, ?, ?)",
                    (key, _SCHEMA_VERSION, time.time(), text),
                )
            except sqlite3.Error as e:
                logger.warning("LLM cache write failed (%s); answer not cached", e)

    def delete(self, key: str) -> None:
        """Forget the answer stored under ``key`` (a row that failed the client's checks)."""
        if self._conn is None:
            return
        with self._lock:
            try:
                self._conn.execute("DELETE FROM answers WHERE key = ?", (key,))
            except sqlite3.Error as e:
                logger.warning("LLM cache delete failed (%s)", e)

    def __len__(self) -> int:
        if self._conn is None:
            return 0
        with self._lock:
            (n,) = self._conn.execute("SELECT COUNT(*) FROM answers").fetchone()
        return int(n)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.path)!r}, enabled={self.enabled})"
