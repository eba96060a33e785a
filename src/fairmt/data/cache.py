"""The local data folder: where it is, what is in it, downloads and imports.

Layout: ``<root>/<dataset>/<file path>``, the same layout as a plain copy of the team's data
folder (``<root>/winomt/en.txt``, ``<root>/winomt/translations/google/en-de.txt``,
``<root>/winomt_neutral/en_neu.txt``), so pointing ``FAIRMT_DATA_DIR`` at such a copy works
without any import.

Root: ``FAIRMT_DATA_DIR`` if set, else ``$XDG_CACHE_HOME/fairmt/data`` (default
``~/.cache/fairmt/data``). Every function also takes ``root=`` to override both.

Reading (:func:`status`, :func:`verify`, :func:`dataset_path` without download) never writes.
Writing (:func:`download`, :func:`import_local`) first checks that the target folder is
writable and raises :class:`ReadOnlyDataDirError` otherwise; a folder without any write
permission bit counts as read-only even for root. Writes are atomic (a temporary file in the
same folder, then :func:`os.replace`) and serialised per file with an ``fcntl`` lock under
``<root>/.locks/``. Downloads use :mod:`urllib` with a timeout, bounded retries with
exponential backoff and jitter (the project's one policy, :class:`fairmt.retry.RetryPolicy`,
honouring ``Retry-After``), and are checked against the registry's size and sha256. ``mirror=``
(or ``FAIRMT_DATA_MIRROR``) replaces ``https://raw.githubusercontent.com`` in the URLs: a
mirror serves ``<mirror>/OWNER/REPO/COMMIT/PATH``.
"""

from __future__ import annotations

import contextlib
import hashlib
import http.client
import logging
import os
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any

from fairmt import __version__
from fairmt.data.registry import DataFile, Dataset, get_dataset
from fairmt.errors import DataError, DownloadError, UsageError
from fairmt.retry import RetryPolicy, Transient, parse_retry_after

__all__ = [
    "DEFAULT_BASE_URL",
    "ENV_DATA_DIR",
    "ENV_MIRROR",
    "DatasetStatus",
    "DownloadReport",
    "ImportReport",
    "Mismatch",
    "ReadOnlyDataDirError",
    "VerifyReport",
    "data_root",
    "dataset_path",
    "default_data_root",
    "download",
    "import_local",
    "is_writable",
    "resolve_url",
    "sha256_file",
    "status",
    "verify",
]

logger = logging.getLogger(__name__)

ENV_DATA_DIR = "FAIRMT_DATA_DIR"
ENV_MIRROR = "FAIRMT_DATA_MIRROR"
DEFAULT_BASE_URL = "https://raw.githubusercontent.com"
LOCK_DIR = ".locks"

_CHUNK = 1 << 20
_RETRY_HTTP = frozenset({408, 425, 429, 500, 502, 503, 504})
_MAX_BACKOFF = 30.0


class ReadOnlyDataDirError(DataError):
    """A writing operation was asked of a data folder that cannot be written."""


# ---------------------------------------------------------------------------- the root


def default_data_root() -> Path:
    """``$XDG_CACHE_HOME/fairmt/data``, or ``~/.cache/fairmt/data`` (ignores ``FAIRMT_DATA_DIR``)."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "fairmt" / "data"


def data_root(root: str | Path | None = None) -> Path:
    """The data folder: ``root`` if given, else ``FAIRMT_DATA_DIR``, else :func:`default_data_root`."""
    if root is not None:
        return Path(root).expanduser()
    env = os.environ.get(ENV_DATA_DIR, "")
    if env:
        return Path(env).expanduser()
    return default_data_root()


def is_writable(path: str | Path) -> bool:
    """Whether files can be created in ``path`` or, if it does not exist, its nearest existing parent.

    A folder without any write permission bit counts as read-only even for root, whom
    :func:`os.access` would let through; a read-only mount fails :func:`os.access`.
    """
    p = Path(path).absolute()
    while not p.exists():
        if p.parent == p:
            return False
        p = p.parent
    try:
        mode = p.stat().st_mode
    except OSError:
        return False
    return p.is_dir() and os.access(p, os.W_OK | os.X_OK) and bool(mode & 0o222)


def _require_writable(path: Path, root: Path) -> None:
    if not is_writable(path):
        raise ReadOnlyDataDirError(
            f"the data folder {root} is read-only (cannot write into {path}). "
            f"Set {ENV_DATA_DIR} to a writable folder (or unset it to use {default_data_root()})."
        )


# ---------------------------------------------------------------------------- checks


def sha256_file(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


@dataclass(frozen=True)
class Mismatch:
    """A file whose content is not the registry's."""

    path: str
    expected_sha256: str
    actual_sha256: str
    expected_size: int
    actual_size: int

    def describe(self) -> str:
        if self.expected_size != self.actual_size:
            return f"{self.path} ({self.actual_size} bytes, expected {self.expected_size})"
        return f"{self.path} (sha256 {self.actual_sha256}, expected {self.expected_sha256})"


def _check_file(path: Path, f: DataFile) -> Mismatch | None:
    """None if ``path`` has ``f``'s size and sha256 (the caller checked that it exists)."""
    size = path.stat().st_size
    digest = sha256_file(path)
    if size == f.size and digest == f.sha256:
        return None
    return Mismatch(f.path, f.sha256, digest, f.size, size)


def _is_good(path: Path, f: DataFile) -> bool:
    if not path.is_file():
        return False
    if path.stat().st_size != f.size:
        logger.warning("%s has the wrong size; it will be replaced", path)
        return False
    if sha256_file(path) != f.sha256:
        logger.warning("%s has the wrong sha256; it will be replaced", path)
        return False
    return True


def _quick_present(path: Path, f: DataFile) -> bool:
    try:
        return path.is_file() and path.stat().st_size == f.size
    except OSError:
        return False


# ---------------------------------------------------------------------------- status / verify


@dataclass(frozen=True)
class DatasetStatus:
    """What of a dataset is in the data folder, judged by file sizes (see :func:`verify` for checksums).

    ``status`` is ``complete`` (every downloadable file), ``partial`` or ``absent``;
    ``local_only`` files do not count towards it.
    """

    name: str
    path: Path
    status: str
    files: int
    present: int
    size: int
    local_only_files: int
    local_only_present: int
    description: str = ""
    license: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["path"] = str(self.path)
        return d


def status(name: str | Dataset, *, root: str | Path | None = None) -> DatasetStatus:
    """How much of a dataset is in the data folder (no checksums: sizes only)."""
    ds = get_dataset(name)
    folder = data_root(root) / ds.name
    dl = ds.downloadable
    present = sum(_quick_present(folder / f.path, f) for f in dl)
    lo = ds.local_only
    lo_present = sum(_quick_present(folder / f.path, f) for f in lo)
    if present == len(dl):
        state = "complete"
    elif present or lo_present:
        state = "partial"
    else:
        state = "absent"
    return DatasetStatus(
        name=ds.name,
        path=folder,
        status=state,
        files=len(dl),
        present=present,
        size=ds.total_size,
        local_only_files=len(lo),
        local_only_present=lo_present,
        description=ds.description,
        license=ds.license,
    )


@dataclass(frozen=True)
class VerifyReport:
    """Checksums of a dataset's files in the data folder.

    ``ok`` is true when no file mismatches and no downloadable file is missing; missing
    ``local_only`` files are listed but are not a problem.
    """

    name: str
    path: Path
    good: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    mismatched: list[Mismatch] = field(default_factory=list)
    local_only_missing: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.missing and not self.mismatched

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "path": str(self.path),
            "ok": self.ok,
            "good": len(self.good),
            "missing": self.missing,
            "mismatched": [asdict(m) for m in self.mismatched],
            "local_only_missing": self.local_only_missing,
        }

    def raise_for_problems(self) -> None:
        """Raise :class:`DataError` naming the missing and mismatching files, if any."""
        if self.ok:
            return
        parts = []
        if self.mismatched:
            parts.append("mismatching: " + ", ".join(m.describe() for m in self.mismatched))
        if self.missing:
            parts.append("missing: " + ", ".join(self.missing))
        raise DataError(f"dataset {self.name!r} failed verification; " + "; ".join(parts), self.path)


def verify(
    name: str | Dataset,
    *,
    root: str | Path | None = None,
    files: str | Iterable[str] | None = None,
) -> VerifyReport:
    """Check size and sha256 of every file (matching the ``files`` globs) in the data folder."""
    ds = get_dataset(name)
    folder = data_root(root) / ds.name
    report = VerifyReport(ds.name, folder)
    for f in ds.select(files):
        p = folder / f.path
        if not p.is_file():
            (report.local_only_missing if f.local_only else report.missing).append(f.path)
            continue
        m = _check_file(p, f)
        if m is None:
            report.good.append(f.path)
        else:
            report.mismatched.append(m)
    return report


def dataset_path(
    name: str | Dataset,
    *,
    download: bool = False,
    root: str | Path | None = None,
    mirror: str | None = None,
) -> Path:
    """The dataset's folder, ``<root>/<name>``.

    Absent: downloaded when ``download`` is true, else :class:`DataError` with a hint.
    Partial: the missing files are downloaded when ``download`` is true, else a warning is
    logged and the folder returned. Only sizes are checked here; use :func:`verify` for checksums.
    """
    ds = get_dataset(name)
    st = status(ds, root=root)
    if st.status == "complete":
        return st.path
    if download:
        _download(ds, root=root, mirror=mirror)
        return st.path
    if st.status == "absent":
        raise DataError(
            f"dataset {ds.name!r} is not in the data folder {data_root(root)}. "
            f"Run `fairmt data download {ds.name}`, or `fairmt data import {ds.name} DIR` to copy a local "
            f"copy, or set {ENV_DATA_DIR} to a folder that holds {ds.name}/."
        )
    logger.warning(
        "dataset %r is incomplete in %s (%d of %d files); `fairmt data download %s` fetches the rest",
        ds.name,
        st.path,
        st.present,
        st.files,
        ds.name,
    )
    return st.path


# ---------------------------------------------------------------------------- locking / atomic writes


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def _locked(root: Path, ds: Dataset, f: DataFile, timeout: float) -> Iterator[None]:
    """An exclusive lock (``fcntl.flock``; ``msvcrt`` on Windows) on ``<root>/.locks/<dataset>/<path>.lock``.

    The lock file is left in place (removing it would race with a waiting process); the
    kernel releases the lock if the holder dies, so there are no stale locks.
    """
    lock_path = root / LOCK_DIR / ds.name / (f.path + ".lock")
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as e:
        raise ReadOnlyDataDirError(f"cannot create the lock file {lock_path}: {e.strerror}") from None
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise DownloadError(
                    f"timed out after {timeout:g}s waiting for another process to finish "
                    f"{ds.name}/{f.path} (lock {lock_path})"
                )
            time.sleep(0.05)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def _temp_beside(dest: Path) -> Iterator[tuple[IO[bytes], Path]]:
    """A temporary file in ``dest``'s folder; removed unless the caller moved it away."""
    try:
        fd, name = tempfile.mkstemp(dir=dest.parent, prefix=f".{dest.name}.", suffix=".part")
    except OSError as e:
        raise ReadOnlyDataDirError(f"cannot create a file in {dest.parent}: {e.strerror}") from None
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w+b") as fh:
            yield fh, tmp
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _commit(fh: IO[bytes], tmp: Path, dest: Path) -> None:
    fh.flush()
    os.fsync(fh.fileno())
    os.chmod(tmp, 0o644)
    os.replace(tmp, dest)


# ---------------------------------------------------------------------------- download


@dataclass(frozen=True)
class DownloadReport:
    name: str
    path: Path
    downloaded: list[str] = field(default_factory=list)
    present: list[str] = field(default_factory=list)
    local_only_skipped: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["path"] = str(self.path)
        return d


def resolve_url(url: str, mirror: str | None = None) -> str:
    """``url`` with ``https://raw.githubusercontent.com`` replaced by the mirror, if any."""
    base = mirror if mirror is not None else os.environ.get(ENV_MIRROR, "")
    if not base:
        return url
    if not base.startswith(("http://", "https://")):
        raise UsageError(f"the data mirror must be an http(s) URL, got {base!r}")
    if url.startswith(DEFAULT_BASE_URL + "/"):
        return base.rstrip("/") + url[len(DEFAULT_BASE_URL) :]
    return url


def _fetch_once(url: str, f: DataFile, fh: IO[bytes], timeout: float) -> None:
    import urllib.error
    import urllib.request

    fh.seek(0)
    fh.truncate()
    req = urllib.request.Request(url, headers={"User-Agent": f"fairmt/{__version__}"})
    h = hashlib.sha256()
    n = 0
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            while chunk := resp.read(_CHUNK):
                n += len(chunk)
                h.update(chunk)
                if n > f.size:
                    raise DownloadError(
                        f"{url}: checksum mismatch: received more than the expected {f.size} bytes; "
                        f"expected sha256 {f.sha256}, actual sha256 of the first {n} bytes {h.hexdigest()}"
                    )
                fh.write(chunk)
    except urllib.error.HTTPError as e:
        if e.code in _RETRY_HTTP:
            wait = parse_retry_after(e.headers.get("Retry-After")) if e.headers is not None else None
            raise Transient(f"HTTP {e.code} {e.reason}", wait) from e
        raise DownloadError(f"{url}: HTTP {e.code} {e.reason}") from None
    except urllib.error.URLError as e:
        raise Transient(str(e.reason)) from e
    except (TimeoutError, ConnectionError, http.client.HTTPException) as e:
        raise Transient(f"{type(e).__name__}: {e}") from e
    actual = h.hexdigest()
    if n != f.size or actual != f.sha256:
        raise DownloadError(
            f"{url}: checksum mismatch: expected sha256 {f.sha256} ({f.size} bytes), "
            f"actual sha256 {actual} ({n} bytes)"
        )


def _fetch(url: str, f: DataFile, dest: Path, *, retries: int, timeout: float, backoff: float) -> None:
    policy = RetryPolicy(max_retries=max(0, retries), base=backoff, cap=_MAX_BACKOFF)
    with _temp_beside(dest) as (fh, tmp):
        try:
            policy.call(lambda: _fetch_once(url, f, fh, timeout), what=url, logger=logger)
        except Transient as e:
            raise DownloadError(f"{url}: failed after {policy.attempts} attempt(s): {e}") from None
        _commit(fh, tmp, dest)


def _download(
    name: str | Dataset,
    *,
    files: str | Iterable[str] | None = None,
    root: str | Path | None = None,
    mirror: str | None = None,
    retries: int = 3,
    timeout: float = 60.0,
    backoff: float = 1.0,
    lock_timeout: float = 900.0,
) -> DownloadReport:
    ds = get_dataset(name)
    base = data_root(root)
    folder = base / ds.name
    chosen = ds.select(files)
    wanted = [f for f in chosen if not f.local_only]
    skipped = [f.path for f in chosen if f.local_only]
    if not wanted:
        raise UsageError(
            f"the selected files of {ds.name!r} are local_only (not downloadable): {', '.join(skipped)}. "
            f"Copy them with `fairmt data import {ds.name} DIR`."
        )
    resolve_url(DEFAULT_BASE_URL + "/", mirror)  # a bad mirror fails before anything is written
    report = DownloadReport(ds.name, folder, local_only_skipped=skipped)
    for f in wanted:
        dest = folder / f.path
        if _is_good(dest, f):
            report.present.append(f.path)
            continue
        _require_writable(dest.parent, base)
        try:
            dest.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ReadOnlyDataDirError(f"cannot create {dest.parent}: {e.strerror}") from None
        url = resolve_url(f.url or "", mirror)
        with _locked(base, ds, f, lock_timeout):
            if _is_good(dest, f):  # another process got it while we waited
                report.present.append(f.path)
                continue
            logger.info("downloading %s -> %s (%d bytes)", url, dest, f.size)
            _fetch(url, f, dest, retries=retries, timeout=timeout, backoff=backoff)
            report.downloaded.append(f.path)
    return report


def download(
    name: str | Dataset,
    *,
    files: str | Iterable[str] | None = None,
    root: str | Path | None = None,
    mirror: str | None = None,
    retries: int = 3,
    timeout: float = 60.0,
    backoff: float = 1.0,
    lock_timeout: float = 900.0,
) -> DownloadReport:
    """Download the dataset's files (those matching the ``files`` globs) that are not already there.

    Files already present with the right sha256 are kept. ``local_only`` files are skipped.
    Each file: up to ``retries`` retries of transient failures (connection errors, timeouts of
    ``timeout`` seconds, HTTP 5xx/429) after ``backoff * 2**i`` seconds (at most 30, times a
    random factor in [0.5, 1]; a server's ``Retry-After`` wins); a checksum mismatch
    raises :class:`DownloadError` at once and leaves no file behind.
    """
    return _download(
        name,
        files=files,
        root=root,
        mirror=mirror,
        retries=retries,
        timeout=timeout,
        backoff=backoff,
        lock_timeout=lock_timeout,
    )


# ---------------------------------------------------------------------------- import


@dataclass(frozen=True)
class ImportReport:
    name: str
    source: Path
    path: Path
    copied: list[str] = field(default_factory=list)
    present: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    local_only_missing: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["source"] = str(self.source)
        d["path"] = str(self.path)
        return d


def _locate(ds: Dataset, src: Path) -> Path:
    """``src`` if it is the dataset folder, else ``src/<name>``.

    Downloadable files decide first: a parent folder may hold a README.md of its own.
    """

    def has_any(d: Path, files: Iterable[DataFile]) -> bool:
        return any((d / f.path).is_file() for f in files)

    sub = src / ds.name
    for files in (ds.downloadable, ds.files):
        if has_any(src, files):
            return src
        if sub.is_dir() and has_any(sub, files):
            return sub
    raise DataError(f"no file of dataset {ds.name!r} found here (nor in {sub})", src)


def import_local(
    name: str | Dataset,
    src: str | Path,
    *,
    root: str | Path | None = None,
    files: str | Iterable[str] | None = None,
    lock_timeout: float = 900.0,
) -> ImportReport:
    """Copy a local copy of a dataset into the data folder, checking every file's sha256.

    ``src`` is the dataset folder itself (``.../data/winomt``) or a folder holding it
    (``.../data``). Files are checked before anything is copied: if any mismatches, a
    :class:`DataError` names them and nothing is copied. Missing files are listed in the report
    (a partial copy is imported as far as it goes); ``local_only`` files are imported too.
    """
    ds = get_dataset(name)
    base = data_root(root)
    folder = base / ds.name
    source = Path(src).expanduser()
    if not source.is_dir():
        raise DataError("not a folder", source)
    source = _locate(ds, source)
    report = ImportReport(ds.name, source, folder)
    good: list[DataFile] = []
    mismatched: list[Mismatch] = []
    for f in ds.select(files):
        p = source / f.path
        if not p.is_file():
            (report.local_only_missing if f.local_only else report.missing).append(f.path)
            continue
        m = _check_file(p, f)
        if m is None:
            good.append(f)
        else:
            mismatched.append(m)
    if mismatched:
        raise DataError(
            f"{len(mismatched)} file(s) do not match the registry of {ds.name!r}, nothing was imported: "
            + ", ".join(m.describe() for m in mismatched),
            source,
        )
    if not good:
        raise DataError(f"none of the selected files of {ds.name!r} is here", source)
    if folder.is_dir() and os.path.samefile(source, folder):
        report.present.extend(f.path for f in good)
        return report
    for f in good:
        dest = folder / f.path
        if _is_good(dest, f):
            report.present.append(f.path)
            continue
        _require_writable(dest.parent, base)
        try:
            dest.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ReadOnlyDataDirError(f"cannot create {dest.parent}: {e.strerror}") from None
        with _locked(base, ds, f, lock_timeout):
            if _is_good(dest, f):
                report.present.append(f.path)
                continue
            _copy_checked(source / f.path, f, dest)
            report.copied.append(f.path)
    return report


def _copy_checked(src: Path, f: DataFile, dest: Path) -> None:
    h = hashlib.sha256()
    with _temp_beside(dest) as (fh, tmp), open(src, "rb") as inp:
        while chunk := inp.read(_CHUNK):
            h.update(chunk)
            fh.write(chunk)
        if h.hexdigest() != f.sha256:  # changed since it was checked
            raise DataError(f"changed while being copied: sha256 {h.hexdigest()}, expected {f.sha256}", src)
        _commit(fh, tmp, dest)
