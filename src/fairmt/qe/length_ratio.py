"""A trivial QE baseline: how close the translation's length is to the source's.

``raw = min(len(t), len(s)) / max(len(t), len(s))`` in characters (whitespace-trimmed);
1 when the lengths are equal, 0 when either side is empty. It knows nothing of meaning
or gender: any real backbone must beat it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.qe.base import QEBackbone


class LengthRatio(QEBackbone):
    name = "length-ratio"
    direction = "higher"
    scale = (0.0, 1.0)

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        out = []
        for src, mt in pairs:
            a, b = len(src.strip()), len(mt.strip())
            out.append(min(a, b) / max(a, b) if a and b else 0.0)
        return out

    def version(self) -> str:
        return "length-ratio-1"
