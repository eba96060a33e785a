"""The QE backbone interface.

A backbone scores (source, translation) pairs without a reference. Every backbone
declares the direction and scale of its native ("raw") score — COMETKiwi is 0–1 higher is
better, MetricX-24 is 0–25 lower is better — and maps it to a normalised score in [0, 1],
higher is better, at this boundary. Both travel together in :class:`QEScore`, so reports
can show the raw number while FairQE's aggregation and the fairness ratios use the
normalised one.

Batching never changes a score or the order: :meth:`QEBackbone.score` takes and returns
sequences in input order whatever the batch size.

Backbones are built with :func:`load_backbone` from explicit options: ``device``,
``checkpoint`` and ``batch_size`` for every backbone that can use them, plus the ones a
backbone declares in :attr:`QEBackbone.options` (mini-qe's ``weights``, ...). An option a
backbone does not take is an error naming it, never silently dropped; nothing is guessed
from constructor signatures. Plugins (entry-point group ``fairmt.backbones``) are
:class:`QEBackbone` subclasses and are built the same way.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from fairmt.errors import UsageError
from fairmt.registry import Registry

Direction = Literal["higher", "lower"]

#: The batch size of :meth:`QEBackbone.score` unless one is given.
DEFAULT_BATCH_SIZE = 64
#: Options every backbone takes in :func:`load_backbone` (``checkpoint`` only where declared).
COMMON_OPTIONS = ("device", "batch_size")


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
    #: Keyword options of the constructor that :func:`load_backbone` passes through (besides
    #: ``device``). ``checkpoint`` belongs here when the backbone reads a local model.
    options: ClassVar[tuple[str, ...]] = ()
    #: Whether the backbone can run on a CUDA device; its constructor then takes ``device=``
    #: (a resolved name: ``"cpu"``, ``"cuda"`` or ``"cuda:N"``). Otherwise it runs on the CPU.
    gpu: ClassVar[bool] = False
    #: Pairs per batch when :meth:`score` is given none (``load_backbone(batch_size=...)``).
    batch_size: int = DEFAULT_BATCH_SIZE

    @classmethod
    def from_options(cls, **options: Any) -> QEBackbone:
        """The backbone built from :func:`load_backbone`'s checked options (the constructor's keywords)."""
        return cls(**options)

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

    def score(self, pairs: Sequence[tuple[str, str]], batch_size: int | None = None) -> list[QEScore]:
        """Normalised and raw scores of ``pairs``, in input order (default batch size: :attr:`batch_size`)."""
        raws = self.score_raw(pairs, batch_size=self.batch_size if batch_size is None else batch_size)
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


QE_BACKBONES: Registry[type[QEBackbone]] = Registry("QE backbone", entry_point_group="fairmt.backbones")
QE_BACKBONES.register_lazy("length-ratio", "fairmt.qe.length_ratio:LengthRatio")
QE_BACKBONES.register_lazy("mini-qe", "fairmt.qe.mini_qe:MiniQE")
QE_BACKBONES.register_lazy("mini-qe-e5", "fairmt.qe.mini_qe:MiniQEE5")
QE_BACKBONES.register_lazy("gemba-mqm", "fairmt.qe.gemba_mqm:GembaMQM")
QE_BACKBONES.register_lazy("cometkiwi-22", "fairmt.qe.cometkiwi:CometKiwi")
QE_BACKBONES.register_lazy("cometkiwi-23-xl", "fairmt.qe.cometkiwi:CometKiwi23XL")
QE_BACKBONES.register_lazy("metricx-24", "fairmt.qe.metricx:MetricX24")


def backbone_class(name: str) -> type[QEBackbone]:
    """The class registered as ``name`` (built-in or plugin), checked to be a :class:`QEBackbone`."""
    cls = QE_BACKBONES.get(name)
    if not (isinstance(cls, type) and issubclass(cls, QEBackbone)):
        from fairmt.errors import PluginError

        raise PluginError(f"QE backbone {name!r} ({QE_BACKBONES.origin(name)}) is not a QEBackbone subclass")
    return cls


def backbone_options(name: str) -> tuple[str, ...]:
    """Every option :func:`load_backbone` accepts for ``name``."""
    return (*COMMON_OPTIONS, *backbone_class(name).options)


def load_backbone(name: str = "mini-qe", **options: Any) -> QEBackbone:
    """The QE backbone ``name``, built from explicit options; an option set to ``None`` is not given.

    * ``device``: ``auto`` (the default: CUDA when PyTorch sees a GPU, else the CPU), ``cpu``,
      ``cuda`` or ``cuda:N``. A backbone without GPU support (:attr:`QEBackbone.gpu`) takes
      ``auto`` and ``cpu`` only; ``cuda`` on a machine without one is a
      :class:`~fairmt.devices.DeviceError`.
    * ``batch_size``: the default of :meth:`QEBackbone.score` (never changes a score).
    * ``checkpoint``: the local model, for the backbones that read one (cometkiwi-*,
      metricx-24); without it they look in their environment variable, then in the Hugging
      Face cache.
    * the backbone's own options (:attr:`QEBackbone.options`): mini-qe ``weights`` and
      ``unsupported``, metricx-24 ``tokenizer`` and ``dtype``, ...

    An option the backbone does not take raises :class:`UsageError` naming it.
    """
    from fairmt.devices import check_cpu_only, resolve_device
    from fairmt.qe.local_models import check_batch_size

    cls = backbone_class(name)
    opts = {k: v for k, v in options.items() if v is not None}
    unknown = sorted(k for k in opts if k not in COMMON_OPTIONS and k not in cls.options)
    if unknown:
        takes = ", ".join((*COMMON_OPTIONS, *cls.options))
        raise UsageError(
            f"QE backbone {name!r} takes no {' or '.join(repr(k) for k in unknown)} option "
            f"(its options: {takes})"
        )
    batch_size = opts.pop("batch_size", DEFAULT_BATCH_SIZE)
    check_batch_size(batch_size)
    device = str(opts.pop("device", "auto"))
    if cls.gpu:
        opts["device"] = resolve_device(device)
    else:
        check_cpu_only(device, f"QE backbone {name!r}")
    backbone = cls.from_options(**opts)
    backbone.batch_size = batch_size
    return backbone


def get_backbone(name: str = "mini-qe") -> QEBackbone:
    """The backbone ``name`` with its default options (:func:`load_backbone` without options)."""
    return load_backbone(name)
