"""The QE backbone interface.

A backbone scores (source, translation) pairs without a reference. Every backbone
declares the direction and scale of its native ("raw") score — COMETKiwi is 0–1 higher is
better, MetricX-24 is 0–25 lower is better — and maps it to a normalised score in [0, 1],
higher is better, at this boundary. Both travel together in :class:`QEScore`, so reports
can show the raw number while FairQE's aggregation and the fairness ratios use the
normalised one.

Batching never changes a score or the order: :meth:`QEBackbone.score` takes and returns
sequences in input order whatever the batch size.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from fairmt.registry import Registry

Direction = Literal["higher", "lower"]


@dataclass(frozen=True)
class QEScore:
    """One pair's score: ``score`` in [0, 1] (higher is better) and the backbone's ``raw`` score."""

    score: float
    raw: float


class QEBackbone(ABC):
    """A reference-free quality-estimation model."""

    name: str = ""
    #: Direction of the raw score.
    direction: Direction = "higher"
    #: Range of the raw score (inclusive).
    scale: tuple[float, float] = (0.0, 1.0)

    @abstractmethod
    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        """Raw scores of ``(source, translation)`` pairs, in input order."""

    def prepare(self, pairs: Sequence[tuple[str, str]]) -> None:
        """See every pair of a job before chunks of it are scored (default: nothing).

        A caller that scores a large input in chunks (for progress) calls it once with all
        the pairs, so that a backbone which validates its input (``mini-qe``'s script check)
        stops before any scoring, names the pair among all of them, and warns once rather
        than once per chunk. Never changes a score.
        """
        return None

    def normalise(self, raw: float) -> float:
        """Map a raw score to [0, 1], higher is better (linear over :attr:`scale`, clipped)."""
        lo, hi = self.scale
        x = (raw - lo) / (hi - lo)
        x = min(1.0, max(0.0, x))
        return x if self.direction == "higher" else 1.0 - x

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[QEScore]:
        """Normalised and raw scores of ``pairs``, in input order."""
        raws = self.score_raw(pairs, batch_size=batch_size)
        if len(raws) != len(pairs):
            raise RuntimeError(f"backbone {self.name!r} returned {len(raws)} scores for {len(pairs)} pairs")
        return [QEScore(self.normalise(r), r) for r in raws]

    def version(self) -> str:
        """Everything about the model that changes scores (weights version, encoder)."""
        return self.name

    def describe_scale(self) -> str:
        lo, hi = self.scale
        return f"{lo:g}-{hi:g}, {self.direction} is better"

    def signature_items(self) -> list[tuple[str, object]]:
        return [("qe", self.version()), ("qe_scale", self.describe_scale())]


QE_BACKBONES: Registry[type[QEBackbone]] = Registry("QE backbone")
QE_BACKBONES.register_lazy("length-ratio", "fairmt.qe.length_ratio:LengthRatio")
QE_BACKBONES.register_lazy("mini-qe", "fairmt.qe.mini_qe:MiniQE")
QE_BACKBONES.register_lazy("mini-qe-e5", "fairmt.qe.mini_qe:MiniQEE5")
QE_BACKBONES.register_lazy("gemba-mqm", "fairmt.qe.gemba_mqm:GembaMQM")
QE_BACKBONES.register_lazy("cometkiwi-22", "fairmt.qe.cometkiwi:CometKiwi")
QE_BACKBONES.register_lazy("cometkiwi-23-xl", "fairmt.qe.cometkiwi:CometKiwi23XL")
QE_BACKBONES.register_lazy("metricx-24", "fairmt.qe.metricx:MetricX24")


def get_backbone(name: str = "mini-qe") -> QEBackbone:
    return QE_BACKBONES.get(name)()
