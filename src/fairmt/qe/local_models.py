"""Helpers of the QE backbones whose model the user downloads and points fairmt at.

Large third-party models (COMETKiwi, MetricX-24) are never fetched by fairmt: some are
gated behind a licence the user must accept, all are gigabytes. A backbone finds its
model at a path given to its constructor, else in an environment variable, else in the
local Hugging Face cache (where ``hf download`` puts it; read with ``huggingface_hub`` and
``local_files_only=True``, so nothing is ever downloaded), and says where to get it when it
is missing (:class:`ModelNotFoundError`, exit code 4 like a missing extra).

Everything here is light: the heavy libraries are imported by the backbones themselves.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import logging
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType

from fairmt.errors import FairmtError, MissingDependencyError, UsageError

log = logging.getLogger(__name__)

#: How much of a weights file :func:`fingerprint` hashes.
FINGERPRINT_BYTES = 1 << 20


class ModelNotFoundError(MissingDependencyError):
    """A model the user must download is not where fairmt was told to look."""

    def __init__(self, message: str, how_to_get: str) -> None:
        self.install_hint = how_to_get
        FairmtError.__init__(self, f"{message}. {how_to_get}")


def given_path(arg: str | os.PathLike[str] | None, env_var: str) -> Path | None:
    """The path passed as ``arg``, else the one in ``$env_var``, else ``None`` (``~`` expanded)."""
    value = os.fspath(arg) if arg is not None else os.environ.get(env_var, "")
    value = value.strip()
    return Path(value).expanduser() if value else None


def hub_snapshot(repo_id: str) -> Path | None:
    """The folder of ``repo_id``'s cached snapshot (the ``main`` revision) in the local Hugging
    Face cache, or ``None``: never downloads, and ``None`` without ``huggingface_hub``.

    The cache is the one the Hugging Face tools use (``$HF_HUB_CACHE``, else
    ``$HF_HOME/hub``, else ``~/.cache/huggingface/hub``).
    """
    if importlib.util.find_spec("huggingface_hub") is None:
        return None
    from huggingface_hub import snapshot_download

    try:
        path = snapshot_download(repo_id, local_files_only=True)
    except Exception as e:  # LocalEntryNotFoundError, a bad repo id, an odd cache state: not found
        log.debug("%s: Hugging Face cache lookup failed (%s: %s)", repo_id, type(e).__name__, e)
        return None
    return Path(path)


def import_extra(module: str, extra: str, what: str) -> ModuleType:
    """Import ``module`` or raise :class:`MissingDependencyError` naming the extra."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise MissingDependencyError(f"{what} ({e})", f"pip install 'fairmt[{extra}]'") from None


def fingerprint(files: Iterable[Path]) -> str:
    """A short identity of model files: SHA-256 over each file's name, size and first MiB.

    Cheap even for multi-gigabyte checkpoints, and different for any two releases of a
    model (their headers hold the configuration and the first tensors).
    """
    h = hashlib.sha256()
    for f in sorted(files, key=lambda p: p.name):
        size = f.stat().st_size
        h.update(f"{f.name}\0{size}\0".encode())
        with f.open("rb") as fh:
            h.update(fh.read(FINGERPRINT_BYTES))
    return h.hexdigest()[:16]


def check_pairs(pairs: Sequence[tuple[str, str]]) -> None:
    """Raise :class:`UsageError` unless every item is a ``(source, translation)`` pair of strings."""
    for i, pair in enumerate(pairs):
        ok = isinstance(pair, tuple | list) and len(pair) == 2
        if not (ok and isinstance(pair[0], str) and isinstance(pair[1], str)):
            raise UsageError(f"pair {i + 1} is not a (source, translation) pair of strings: {pair!r}")


def length_order(pairs: Sequence[tuple[str, str]]) -> list[int]:
    """Indices of ``pairs`` from the shortest to the longest (ties in input order).

    Batching neighbours in this order keeps padding small; the caller puts the scores
    back in input order.
    """
    return sorted(range(len(pairs)), key=lambda i: (len(pairs[i][0]) + len(pairs[i][1]), i))


def check_batch_size(batch_size: int) -> None:
    if not isinstance(batch_size, int) or batch_size < 1:
        raise UsageError(f"batch size must be a positive integer, not {batch_size!r}")
