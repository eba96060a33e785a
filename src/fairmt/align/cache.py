"""Content-addressed cache of alignments (in memory, and on disk when writable).

The key is the SHA-256 of the aligner's version string and the whole tokenised corpus, so
a cached alignment is reused only for the same aligner, parameters and text. The disk
cache lives in ``$FAIRMT_CACHE_DIR/alignments`` (default ``~/.cache/fairmt``); it is
skipped silently when that folder cannot be written (e.g. a read-only CI mount).
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from fairmt.align.base import Aligner, Alignment

log = logging.getLogger(__name__)

_MEMORY: dict[str, list[Alignment]] = {}
_MEMORY_MAX = 64


def cache_root() -> Path:
    """Root of fairmt's caches: ``$FAIRMT_CACHE_DIR``, else ``$XDG_CACHE_HOME/fairmt``."""
    env = os.environ.get("FAIRMT_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "fairmt"


def corpus_key(aligner: Aligner, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> str:
    h = hashlib.sha256(aligner.version().encode())
    for src, tgt in pairs:
        h.update(b"\x00")
        h.update(" ".join(src).encode())
        h.update(b"\x01")
        h.update(" ".join(tgt).encode())
    return h.hexdigest()


def _format(alignments: list[Alignment]) -> str:
    return "".join(" ".join(f"{s}-{t}" for s, t in links) + "\n" for links in alignments)


def _parse(text: str, n: int) -> list[Alignment] | None:
    lines = text.split("\n")
    if len(lines) != n + 1 or lines[-1] != "":
        return None
    out: list[Alignment] = []
    for line in lines[:-1]:
        links: Alignment = []
        for pair in line.split():
            s, _, t = pair.partition("-")
            links.append((int(s), int(t)))
        out.append(links)
    return out


def align_cached(
    aligner: Aligner,
    pairs: Sequence[tuple[Sequence[str], Sequence[str]]],
    *,
    disk: bool = True,
) -> list[Alignment]:
    """``aligner.align(pairs)``, served from the cache when the same corpus was aligned before."""
    key = corpus_key(aligner, pairs)
    if key in _MEMORY:
        return _MEMORY[key]
    path = cache_root() / "alignments" / f"{key}.align"
    result: list[Alignment] | None = None
    if disk and path.is_file():
        try:
            result = _parse(path.read_text(encoding="utf-8"), len(pairs))
        except (OSError, ValueError):
            result = None
        if result is None:
            log.warning("ignoring a damaged alignment cache file: %s", path)
    if result is None:
        result = aligner.align(pairs)
        if disk:
            _write(path, _format(result))
    if len(_MEMORY) >= _MEMORY_MAX:
        _MEMORY.pop(next(iter(_MEMORY)))
    _MEMORY[key] = result
    return result


def _write(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".align")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError as e:
        log.debug("alignment cache not written (%s): %s", path, e)


def clear_memory() -> None:
    _MEMORY.clear()
