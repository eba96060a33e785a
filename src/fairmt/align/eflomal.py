"""Adapter for eflomal (Östling & Tiedemann, 2016), an optional dependency.

eflomal (PyPI ``eflomal``, GPLv3) is installed with ``pip install 'fairmt[align]'`` and
imported only when :meth:`EflomalAligner.align` runs. It is a Gibbs sampler with no seed
option, so its links can differ from run to run (and they are not fast_align's links).

eflomal reads whitespace-separated text and lowercases it. To keep the caller's
tokenisation exactly (a token may contain a no-break space, which eflomal's reader
would split at), each token is passed as a placeholder for its lowercased form.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from importlib import metadata

from fairmt.align.base import Aligner, Alignment
from fairmt.errors import MissingDependencyError

INSTALL_HINT = "pip install 'fairmt[align]'"


def _parse_links(line: str) -> Alignment:
    links: Alignment = []
    for pair in line.split():
        i, _, j = pair.partition("-")
        links.append((int(i), int(j)))
    return links


class EflomalAligner(Aligner):
    """eflomal's links (source index, target index).

    ``direction`` picks eflomal's forward or reverse alignment; the other parameters are
    eflomal's (``model`` 1 = IBM1, 2 = HMM, 3 = HMM + fertility).
    """

    name = "eflomal"

    def __init__(
        self,
        model: int = 3,
        n_samplers: int = 3,
        rel_iterations: float = 1.0,
        null_prior: float = 0.2,
        direction: str = "forward",
    ) -> None:
        if model not in (1, 2, 3):
            raise ValueError("model must be 1, 2 or 3")
        if direction not in ("forward", "reverse"):
            raise ValueError("direction must be 'forward' or 'reverse'")
        if n_samplers < 1:
            raise ValueError("n_samplers must be >= 1")
        self.model = model
        self.n_samplers = n_samplers
        self.rel_iterations = float(rel_iterations)
        self.null_prior = float(null_prior)
        self.direction = direction

    def version(self) -> str:
        try:
            package = metadata.version("eflomal")
        except metadata.PackageNotFoundError:
            package = "not-installed"
        return (
            f"eflomal-{package}(model={self.model},n_samplers={self.n_samplers},"
            f"rel_iterations={self.rel_iterations!r},null_prior={self.null_prior!r},"
            f"direction={self.direction})"
        )

    def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
        try:
            import eflomal
        except ImportError:
            raise MissingDependencyError("eflomal", INSTALL_HINT) from None
        src_lines: list[str] = []
        trg_lines: list[str] = []
        vocab: dict[str, str] = {}
        for src, trg in pairs:
            if isinstance(src, str) or isinstance(trg, str):
                raise TypeError("EflomalAligner.align takes token sequences, not strings")
            src_lines.append(" ".join(vocab.setdefault(w.lower(), f"w{len(vocab)}") for w in src) + "\n")
            trg_lines.append(" ".join(vocab.setdefault(w.lower(), f"w{len(vocab)}") for w in trg) + "\n")
        if not pairs:
            return []
        aligner = eflomal.Aligner(
            model=self.model,
            n_samplers=self.n_samplers,
            rel_iterations=self.rel_iterations,
            null_prior=self.null_prior,
        )
        with tempfile.TemporaryDirectory(prefix="fairmt-eflomal-") as tmp:
            out = os.path.join(tmp, "links")
            if self.direction == "forward":
                aligner.align(src_lines, trg_lines, links_filename_fwd=out, quiet=True)
            else:
                aligner.align(src_lines, trg_lines, links_filename_rev=out, quiet=True)
            with open(out, encoding="utf-8") as f:
                lines = f.read().split("\n")
        links = [_parse_links(line) for line in lines[: len(src_lines)]]
        links.extend([] for _ in range(len(src_lines) - len(links)))
        return links
