"""``cometkiwi-22`` and ``cometkiwi-23-xl``: Unbabel's COMETKiwi QE models (extra ``comet``).

* ``cometkiwi-22`` — `Unbabel/wmt22-cometkiwi-da`_ (InfoXLM-large encoder, ~2.3 GB);
* ``cometkiwi-23-xl`` — `Unbabel/wmt23-cometkiwi-da-xl`_ (XLM-R XL encoder, ~14 GB).

Both are released under CC BY-NC-SA 4.0 and gated: accept the licence on Hugging Face,
download the model yourself, and point fairmt at it — fairmt never downloads them. The
checkpoint is given as ``checkpoint=`` or in ``$FAIRMT_COMETKIWI_22`` /
``$FAIRMT_COMETKIWI_23_XL``: the model folder (holding ``hparams.yaml`` and
``checkpoints/model.ckpt``), the ``model.ckpt`` file itself, or a Hugging Face cache folder
``models--Unbabel--…`` with one snapshot. Its encoder's tokenizer and configuration (public:
``microsoft/infoxlm-large``, ``facebook/xlm-roberta-xl``) are read from the Hugging Face
cache or hub as COMET does, or from a local copy given as ``encoder=`` or in
``$FAIRMT_COMETKIWI_ENCODER``.

Raw score: COMETKiwi's prediction, about 0–1, higher is better (normalised by clipping to
[0, 1]). Scoring runs the model's own ``prepare_sample`` and ``predict_step`` (the code
path of ``comet-score``) in a plain inference loop, without a Lightning ``Trainer``: no
progress bar, no console output, CPU unless ``device=`` says otherwise. Pairs are batched
from the shortest to the longest and the scores put back in input order. With
``batch_size=1`` a pair's score depends on nothing but the pair; larger batches pad the
shorter pairs of a batch, which changes a score only by float32 rounding (below 1e-6).
Empty strings are scored as COMET scores them.

Importing :mod:`comet` calls :func:`logging.basicConfig`; this module undoes that, so
loading a backbone leaves the application's logging as it was.

.. _Unbabel/wmt22-cometkiwi-da: https://huggingface.co/Unbabel/wmt22-cometkiwi-da
.. _Unbabel/wmt23-cometkiwi-da-xl: https://huggingface.co/Unbabel/wmt23-cometkiwi-da-xl
"""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import logging
import os
import pickle
import warnings
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from fairmt.errors import DataError, MissingDependencyError, UsageError
from fairmt.qe.base import QEBackbone
from fairmt.qe.local_models import (
    ModelNotFoundError,
    check_batch_size,
    check_pairs,
    fingerprint,
    given_path,
    import_extra,
    length_order,
)

log = logging.getLogger(__name__)

#: Environment variable naming a local copy of the encoder's tokenizer and configuration.
ENCODER_ENV = "FAIRMT_COMETKIWI_ENCODER"
INSTALL_HINT = "pip install 'fairmt[comet]'"


def import_comet() -> ModuleType:
    """Import :mod:`comet` (``unbabel-comet``) without letting it configure logging."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        with warnings.catch_warnings():
            # torchmetrics 0.10 (pinned by unbabel-comet) imports pkg_resources.
            warnings.filterwarnings("ignore", message=r".*pkg_resources is deprecated.*")
            try:
                return importlib.import_module("comet")
            except ModuleNotFoundError as e:
                if e.name == "pkg_resources":
                    raise MissingDependencyError(
                        "pkg_resources (setuptools < 81), which unbabel-comet's torchmetrics imports,",
                        "pip install 'setuptools>=77,<81'",
                    ) from None
                raise MissingDependencyError(f"unbabel-comet ({e})", INSTALL_HINT) from None
            except ImportError as e:
                raise MissingDependencyError(f"unbabel-comet ({e})", INSTALL_HINT) from None
    finally:
        # comet/__init__.py calls logging.basicConfig(level=INFO): undo it.
        for h in list(root.handlers):
            if h not in handlers:
                root.removeHandler(h)
        root.setLevel(level)


def find_checkpoint(path: Path) -> Path:
    """The ``model.ckpt`` a user's path means, or :class:`FileNotFoundError`."""
    if path.is_file():
        return path
    if path.is_dir():
        for cand in (path / "checkpoints" / "model.ckpt", path / "model.ckpt"):
            if cand.is_file():
                return cand
        snapshots = sorted(path.glob("snapshots/*/checkpoints/model.ckpt"))
        if len(snapshots) == 1:
            return snapshots[0]
        if len(snapshots) > 1:
            raise UsageError(
                f"{path} holds {len(snapshots)} snapshots; point at one of them: "
                + ", ".join(str(s.parents[1]) for s in snapshots)
            )
    raise FileNotFoundError(path)


def read_hparams(ckpt: Path) -> dict[str, Any]:
    """The ``hparams.yaml`` of a COMET checkpoint (in the folder above ``checkpoints/``)."""
    for cand in (ckpt.parent.parent / "hparams.yaml", ckpt.parent / "hparams.yaml"):
        if not cand.is_file():
            continue
        yaml = import_extra("yaml", "comet", "PyYAML")
        try:
            data = yaml.safe_load(cand.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError) as e:
            raise DataError(f"cannot read the COMET hparams ({e})", cand) from None
        if not isinstance(data, dict) or "class_identifier" not in data:
            raise DataError("not a COMET hparams.yaml (no class_identifier)", cand)
        return data
    raise DataError(
        "no hparams.yaml beside the checkpoint: a COMET model folder holds hparams.yaml and "
        "checkpoints/model.ckpt",
        ckpt,
    )


#: Lightning's warning when ``strict=False`` loading leaves model weights uninitialised.
_MISSING_WARNING = "in the model state dict but not in the checkpoint: "
#: Buffers that transformers computes and some versions save: never a missing weight.
_BUFFERS = (".position_ids", ".token_type_ids")


def _missing_keys(message: str) -> list[str]:
    """The weights a Lightning ``strict=False`` warning says the checkpoint lacks."""
    if _MISSING_WARNING not in message:
        return []
    try:
        keys = ast.literal_eval(message.split(_MISSING_WARNING, 1)[1].strip())
    except (ValueError, SyntaxError):
        return [message]
    if not isinstance(keys, list):
        return [message]
    return [str(k) for k in keys if not str(k).endswith(_BUFFERS)]


class CometKiwi(QEBackbone):
    """COMETKiwi-22 (``Unbabel/wmt22-cometkiwi-da``) from a local checkpoint."""

    name = "cometkiwi-22"
    direction = "higher"
    scale = (0.0, 1.0)

    #: Hugging Face model id, environment variable and the COMET encoder the model uses.
    hub_id: ClassVar[str] = "Unbabel/wmt22-cometkiwi-da"
    env_var: ClassVar[str] = "FAIRMT_COMETKIWI_22"
    encoder_model: ClassVar[str] = "XLM-RoBERTa"

    def __init__(
        self,
        checkpoint: str | os.PathLike[str] | None = None,
        *,
        encoder: str | os.PathLike[str] | None = None,
        device: str = "cpu",
    ) -> None:
        path = given_path(checkpoint, self.env_var)
        if path is None:
            raise ModelNotFoundError(f"no {self.name} checkpoint given", self.how_to_get())
        try:
            ckpt = find_checkpoint(path)
        except FileNotFoundError:
            raise ModelNotFoundError(
                f"no {self.name} checkpoint at {path} (expected a folder with checkpoints/model.ckpt, "
                "or a model.ckpt file)",
                self.how_to_get(),
            ) from None
        hparams = read_hparams(ckpt)
        self.checkpoint = ckpt
        self.hparams = hparams
        self._torch = import_extra("torch", "comet", "PyTorch")
        comet = import_comet()
        self.comet_version = importlib.metadata.version("unbabel-comet")
        self.device = self._check_device(device)
        encoder_dir = given_path(encoder, ENCODER_ENV)
        if encoder_dir is not None and not encoder_dir.is_dir():
            raise UsageError(f"the COMETKiwi encoder folder {encoder_dir} does not exist")
        self.model = self._load(comet, encoder_dir)
        self.model.eval()
        self.model.to(self.device)
        self._fingerprint = fingerprint([ckpt])
        if hparams.get("encoder_model") != self.encoder_model:
            log.warning(
                "%s expects a %s encoder but %s uses %s; is it the right checkpoint?",
                self.name,
                self.encoder_model,
                ckpt,
                hparams.get("encoder_model"),
            )

    @classmethod
    def how_to_get(cls) -> str:
        return (
            f"{cls.hub_id} is gated (CC BY-NC-SA 4.0): accept its licence at "
            f"https://huggingface.co/{cls.hub_id}, download it "
            f"(hf download {cls.hub_id} --local-dir DIR), then set {cls.env_var}=DIR "
            "or pass checkpoint=DIR"
        )

    def _check_device(self, device: str) -> Any:
        torch = self._torch
        try:
            dev = torch.device(device)
        except (RuntimeError, TypeError) as e:
            raise UsageError(f"bad device {device!r} ({e})") from None
        if dev.type == "cuda" and not torch.cuda.is_available():
            raise UsageError(f"device {device!r} asked for but CUDA is not available")
        return dev

    def _load(self, comet: ModuleType, encoder_dir: Path | None) -> Any:
        models = importlib.import_module("comet.models")
        ident = self.hparams["class_identifier"]
        model_cls = models.str2model.get(ident)
        if model_cls is None:
            raise DataError(f"unknown COMET model class {ident!r}", self.checkpoint)
        kwargs: dict[str, Any] = {
            "checkpoint_path": str(self.checkpoint),
            "load_pretrained_weights": False,
            "map_location": self._torch.device("cpu"),
            # The released checkpoints carry buffers newer transformers no longer save
            # (position_ids): load leniently, as comet does, and check for missing weights.
            "strict": False,
        }
        if encoder_dir is not None:
            kwargs["pretrained_model"] = str(encoder_dir)
        if self.hparams.get("layer_transformation") == "sparsemax_patch":
            kwargs["layer_transformation"] = "softmax"  # as comet.load_from_checkpoint does
        pretrained = kwargs.get("pretrained_model", self.hparams.get("pretrained_model"))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                model = model_cls.load_from_checkpoint(**kwargs)
            except OSError as e:
                if getattr(e, "filename", None) != str(self.checkpoint):
                    raise ModelNotFoundError(
                        f"the tokenizer and configuration of {self.name}'s encoder {pretrained!r} "
                        f"could not be loaded ({e})",
                        f"they are public: run once with network access, or download {pretrained} "
                        f"(its tokenizer and config.json) and set {ENCODER_ENV}=DIR or pass encoder=DIR",
                    ) from None
                raise DataError(f"cannot read the {self.name} checkpoint ({e})", self.checkpoint) from None
            except (pickle.UnpicklingError, RuntimeError, EOFError, KeyError) as e:
                raise DataError(f"cannot load the {self.name} checkpoint ({e})", self.checkpoint) from None
        missing = [k for w in caught for k in _missing_keys(str(w.message))]
        if missing:
            raise DataError(
                f"the checkpoint lacks weights of the model: {', '.join(missing[:5])}", self.checkpoint
            )
        if model.requires_references():
            raise DataError(f"{ident} model needs references: not a QE model", self.checkpoint)
        return model

    def version(self) -> str:
        return f"{self.name}:{self._fingerprint}+unbabel-comet-{self.comet_version}"

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        check_pairs(pairs)
        check_batch_size(batch_size)
        out = [0.0] * len(pairs)
        order = length_order(pairs)
        model = self.model
        with self._torch.inference_mode():
            for start in range(0, len(order), batch_size):
                idx = order[start : start + batch_size]
                samples = [{"src": pairs[i][0], "mt": pairs[i][1]} for i in idx]
                batch = model.prepare_sample(samples, stage="predict")
                if self.device.type != "cpu":
                    batch = model.transfer_batch_to_device(batch, self.device, 0)
                scores = model.predict_step(batch)["scores"].view(-1).tolist()
                for i, s in zip(idx, scores, strict=True):
                    out[i] = float(s)
        return out


class CometKiwi23XL(CometKiwi):
    """COMETKiwi-23-XL (``Unbabel/wmt23-cometkiwi-da-xl``) from a local checkpoint."""

    name = "cometkiwi-23-xl"
    hub_id = "Unbabel/wmt23-cometkiwi-da-xl"
    env_var = "FAIRMT_COMETKIWI_23_XL"
    encoder_model = "XLM-RoBERTa-XL"
