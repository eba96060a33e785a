"""Downloads against a loopback HTTP server (127.0.0.1, port 0) serving a tiny fake dataset.

The served folder is laid out like raw.githubusercontent.com (``OWNER/REPO/COMMIT/PATH``) and
the fake dataset's URLs are raw GitHub URLs, redirected with the mirror option. A guard makes
any request to a host other than 127.0.0.1 fail the test.
"""

from __future__ import annotations

import functools
import hashlib
import http.server
import json
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from fairmt import data
from fairmt.cli.main import main
from fairmt.data import DataFile, Dataset, ReadOnlyDataDirError
from fairmt.errors import DownloadError

pytestmark = pytest.mark.integration

COMMIT = "0123456789abcdef0123456789abcdef01234567"
BODIES = {
    # local path -> (upstream path, body); the upstream name differs and needs quoting
    "en.txt": ("data/aggregates/en.txt", b"male\t1\tThe developer argued.\tdeveloper\n" * 50),
    "human/google.uk.csv": ("data/human_annotations/uk.google.gold - uk.in.csv", b"Index,Entity\n0,nurse\n"),
    "LICENSE": ("LICENSE", b"MIT License\n"),
}


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def _dataset(name: str = "fake") -> Dataset:
    files = [
        DataFile(
            path=local,
            sha256=_sha(body),
            size=len(body),
            url=f"https://raw.githubusercontent.com/owner/repo/{COMMIT}/{urllib.parse.quote(upstream)}",
        )
        for local, (upstream, body) in BODIES.items()
    ]
    files.append(DataFile(path="README.md", sha256=_sha(b"x"), size=1))  # local_only
    return Dataset(name=name, files=tuple(files), license="MIT")


@dataclass
class Server:
    url: str
    docroot: Path
    hits: list[str] = field(default_factory=list)
    fail_next: int = 0  # answer this many GETs with 503
    delay: float = 0.0  # seconds before answering
    lock: threading.Lock = field(default_factory=threading.Lock)

    def serve(self, upstream: str, body: bytes) -> None:
        p = self.docroot / "owner" / "repo" / COMMIT / upstream
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(body)

    def hits_for(self, upstream: str) -> int:
        return sum(1 for h in self.hits if urllib.parse.unquote(h).endswith("/" + upstream))


class _Handler(http.server.SimpleHTTPRequestHandler):
    state: Server

    def do_GET(self) -> None:
        st = self.state
        with st.lock:
            st.hits.append(self.path)
            fail = st.fail_next > 0
            if fail:
                st.fail_next -= 1
        if st.delay:
            time.sleep(st.delay)
        if fail:
            self.send_error(503, "try again")
            return
        super().do_GET()

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)
    for var in ("FAIRMT_DATA_DIR", "FAIRMT_DATA_MIRROR"):
        monkeypatch.delenv(var, raising=False)
    real = urllib.request.urlopen

    def guarded(req: Any, *args: Any, **kwargs: Any) -> Any:
        url = req.full_url if isinstance(req, urllib.request.Request) else str(req)
        assert urllib.parse.urlsplit(url).hostname == "127.0.0.1", f"non-loopback request to {url}"
        return real(req, *args, **kwargs)

    monkeypatch.setattr(urllib.request, "urlopen", guarded)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    docroot = tmp_path / "served"
    docroot.mkdir()
    handler = type("Handler", (_Handler,), {})
    httpd = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(docroot))
    )
    httpd.daemon_threads = True
    state = Server(url=f"http://127.0.0.1:{httpd.server_address[1]}", docroot=docroot)
    handler.state = state
    for upstream, body in BODIES.values():
        state.serve(upstream, body)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def _leftovers(folder: Path) -> list[Path]:
    return (
        [p for p in folder.rglob("*") if p.is_file() and p.name.endswith(".part")] if folder.exists() else []
    )


def test_download_verified_and_not_repeated(server: Server, tmp_path: Path) -> None:
    root = tmp_path / "root"
    rep = data.download(_dataset(), root=root, mirror=server.url, backoff=0.01)
    assert sorted(rep.downloaded) == sorted(BODIES)
    assert rep.local_only_skipped == ["README.md"]
    for local, (_, body) in BODIES.items():
        assert (root / "fake" / local).read_bytes() == body
    assert data.verify(_dataset(), root=root).ok
    assert data.status(_dataset(), root=root).status == "complete"
    n = len(server.hits)
    assert n == len(BODIES)
    # already there with the right checksum: nothing fetched
    rep = data.download(_dataset(), root=root, mirror=server.url)
    assert rep.downloaded == [] and sorted(rep.present) == sorted(BODIES)
    assert len(server.hits) == n
    assert _leftovers(root) == []


def test_mirror_from_env_and_files_glob(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FAIRMT_DATA_MIRROR", server.url + "/")
    rep = data.download(_dataset(), root=tmp_path, files="human/*")
    assert rep.downloaded == ["human/google.uk.csv"]
    assert server.hits == [f"/owner/repo/{COMMIT}/data/human_annotations/uk.google.gold%20-%20uk.in.csv"]
    assert data.status(_dataset(), root=tmp_path).status == "partial"


def test_corrupted_served_file(server: Server, tmp_path: Path) -> None:
    upstream, body = BODIES["en.txt"]
    bad = bytearray(body)
    bad[5] ^= 1
    server.serve(upstream, bytes(bad))
    root = tmp_path / "root"
    with pytest.raises(DownloadError) as e:
        data.download(_dataset(), root=root, mirror=server.url, files="en.txt", backoff=0.01)
    msg = str(e.value)
    assert f"{server.url}/owner/repo/{COMMIT}/{upstream}" in msg
    assert _sha(body) in msg and _sha(bytes(bad)) in msg
    assert e.value.exit_code == 6
    assert server.hits_for(upstream) == 1  # a checksum mismatch is not retried
    assert not (root / "fake" / "en.txt").exists()
    assert _leftovers(root) == []


def test_too_long_and_too_short_served_files(server: Server, tmp_path: Path) -> None:
    upstream, body = BODIES["LICENSE"]
    for served in (body + b"more" * 1000, body[:-3]):
        server.serve(upstream, served)
        with pytest.raises(DownloadError, match="checksum mismatch"):
            data.download(_dataset(), root=tmp_path, mirror=server.url, files="LICENSE", backoff=0.01)
        assert not (tmp_path / "fake" / "LICENSE").exists()
        assert _leftovers(tmp_path) == []


def test_corrupted_local_file_is_replaced(server: Server, tmp_path: Path) -> None:
    dest = tmp_path / "fake" / "LICENSE"
    dest.parent.mkdir(parents=True)
    dest.write_bytes(b"MIT Licence\n")  # same size, wrong content
    rep = data.download(_dataset(), root=tmp_path, mirror=server.url, files="LICENSE")
    assert rep.downloaded == ["LICENSE"]
    assert dest.read_bytes() == BODIES["LICENSE"][1]


def test_concurrent_downloads_of_one_file(server: Server, tmp_path: Path) -> None:
    server.delay = 0.3  # keep the first download in flight while the second starts
    root = tmp_path / "root"
    barrier = threading.Barrier(2, timeout=10)
    results: list[data.DownloadReport] = []
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            barrier.wait()
            results.append(
                data.download(_dataset(), root=root, mirror=server.url, files="en.txt", timeout=10)
            )
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    assert sorted(len(r.downloaded) for r in results) == [0, 1]  # one fetched it, the other found it
    assert server.hits_for("data/aggregates/en.txt") == 1
    assert (root / "fake" / "en.txt").read_bytes() == BODIES["en.txt"][1]
    assert _leftovers(root) == []


def test_retries_after_two_failures(server: Server, tmp_path: Path) -> None:
    server.fail_next = 2
    rep = data.download(
        _dataset(), root=tmp_path, mirror=server.url, files="LICENSE", retries=3, backoff=0.01
    )
    assert rep.downloaded == ["LICENSE"]
    assert server.hits_for("LICENSE") == 3
    assert (tmp_path / "fake" / "LICENSE").read_bytes() == BODIES["LICENSE"][1]


def test_retries_are_bounded(server: Server, tmp_path: Path) -> None:
    server.fail_next = 10
    with pytest.raises(DownloadError, match=r"failed after 2 attempt\(s\): HTTP 503"):
        data.download(_dataset(), root=tmp_path, mirror=server.url, files="LICENSE", retries=1, backoff=0.01)
    assert server.hits_for("LICENSE") == 2
    assert not (tmp_path / "fake" / "LICENSE").exists()
    assert _leftovers(tmp_path) == []


def test_timeout_is_retried_then_fails(server: Server, tmp_path: Path) -> None:
    server.delay = 1.0
    t0 = time.monotonic()
    with pytest.raises(DownloadError, match="failed after 2 attempt"):
        data.download(
            _dataset(),
            root=tmp_path,
            mirror=server.url,
            files="LICENSE",
            retries=1,
            backoff=0.01,
            timeout=0.2,
        )
    assert time.monotonic() - t0 < 5
    assert server.hits_for("LICENSE") == 2


def test_not_found_is_not_retried(server: Server, tmp_path: Path) -> None:
    (server.docroot / "owner" / "repo" / COMMIT / "LICENSE").unlink()
    with pytest.raises(DownloadError, match="HTTP 404"):
        data.download(_dataset(), root=tmp_path, mirror=server.url, files="LICENSE", backoff=0.01)
    assert server.hits_for("LICENSE") == 1


def test_read_only_root(server: Server, tmp_path: Path) -> None:
    ro = tmp_path / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        with pytest.raises(ReadOnlyDataDirError, match="read-only") as e:
            data.download(_dataset(), root=ro, mirror=server.url)
        assert str(ro) in str(e.value)
        assert server.hits == []
        assert list(ro.iterdir()) == []
        with pytest.raises(ReadOnlyDataDirError):
            data.dataset_path(_dataset(), root=ro, download=True, mirror=server.url)
    finally:
        ro.chmod(0o755)


def test_local_only_files_are_not_downloadable(server: Server, tmp_path: Path) -> None:
    from fairmt.errors import UsageError

    with pytest.raises(UsageError, match="local_only"):
        data.download(_dataset(), root=tmp_path, mirror=server.url, files="README.md")
    assert server.hits == []


def test_dataset_path_downloads(server: Server, tmp_path: Path) -> None:
    path = data.dataset_path(_dataset(), root=tmp_path, download=True, mirror=server.url)
    assert path == tmp_path / "fake"
    assert data.status(_dataset(), root=tmp_path).status == "complete"


def test_cli_download(
    server: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from fairmt.data import registry

    monkeypatch.setattr(registry, "_builtin", lambda: {"fake": _dataset()})
    args = ["data", "download", "fake", "--data-dir", str(tmp_path), "--mirror", server.url]
    assert main([*args, "--files", "en.txt", "--files", "LICENSE"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert sorted(out["downloaded"]) == ["LICENSE", "en.txt"]
    assert out["path"] == str(tmp_path / "fake")
    assert main([*args, "-f", "text"]) == 0
    assert "1 downloaded, 2 already present" in capsys.readouterr().out
    server.serve("LICENSE", b"MIT Licence\n")
    (tmp_path / "fake" / "LICENSE").unlink()
    assert main([*args, "--retries", "0"]) == 6
    assert "checksum mismatch" in capsys.readouterr().err


def test_lock_wait_is_bounded(server: Server, tmp_path: Path) -> None:
    from fairmt.data import cache

    ds = _dataset()
    held = cache._locked(tmp_path, ds, ds.file("LICENSE"), timeout=1)  # another downloader holds it
    with held, pytest.raises(DownloadError, match=r"timed out after 0\.2s waiting"):
        data.download(ds, root=tmp_path, mirror=server.url, files="LICENSE", lock_timeout=0.2)
    assert server.hits == []
    assert data.download(ds, root=tmp_path, mirror=server.url, files="LICENSE").downloaded == ["LICENSE"]


def test_bad_mirror_is_a_usage_error(tmp_path: Path) -> None:
    from fairmt.errors import UsageError

    with pytest.raises(UsageError, match="mirror"):
        data.download(_dataset(), root=tmp_path, mirror="ftp://127.0.0.1/")
    assert list(tmp_path.iterdir()) == []
