"""``cometkiwi-22`` and ``cometkiwi-23-xl``: Unbabel's COMETKiwi QE models (extra ``comet``).

* ``cometkiwi-22`` — `Unbabel/wmt22-cometkiwi-da`_ (InfoXLM-large encoder, ~2.3 GB);
* ``cometkiwi-23-xl`` — `Unbabel/wmt23-cometkiwi-da-xl`_ (XLM-R XL encoder, ~14 GB).

Both are released under CC BY-NC-SA 4.0 and gated: accept the licence on Hugging Face,
download the model yourself, and point fairmt at it — fairmt never downloads them. The
checkpoint is given as ``checkpoint=`` or in ``$FAIRMT_COMETKIWI_22`` /
``$FAIRMT_COMETKIWI_23_XL``: the model folder (holding ``hparams.yaml`` and
``checkpoints/model.ckpt``), the ``model.ckpt`` file itself, or a Hugging Face cache folder
``models--Unbabel--…`` with one snapshot. Without either, a model fetched with
``hf download Unbabel/…`` is found in the local Hugging Face cache. The encoder's tokenizer
and configuration (public: ``microsoft/infoxlm-large``, ``facebook/xlm-roberta-xl``, as
``pretrained_model`` in ``hparams.yaml`` names them) come from the Hugging Face cache or
hub as in COMET, or from a local copy given as ``encoder=`` or in
``$FAIRMT_COMETKIWI_ENCODER``.

The model is COMET's ``UnifiedMetric`` in QE mode, run here on transformers' XLM-R without
the ``unbabel-comet`` package (whose pins — numpy < 2, torchmetrics 0.10, setuptools < 81 —
would hold back the whole environment): the translation and the source are tokenised
separately (each cut to the encoder's length), joined as ``<s> mt </s></s> src </s>`` (cut
to 512 tokens when too long), encoded; the hidden states of all layers are mixed with the
checkpoint's layer weights (softmax, or sparsemax where ``hparams.yaml`` says
``sparsemax``); the first token's vector goes through the checkpoint's feed-forward head.
Every step follows ``unbabel-comet`` 2.2.7, and the tests compare the scores with what it
gives on tiny checkpoints it saved.

Raw score: COMETKiwi's prediction, about 0–1, higher is better (normalised by clipping to
[0, 1]). Pairs are batched from the shortest to the longest and the scores put back in input
order. With ``batch_size=1`` a pair's score depends on nothing but the pair; larger batches
pad the shorter pairs of a batch, which changes a score only by float32 rounding (below
1e-6). Empty strings are scored as COMET scores them. Runs on the CPU unless ``device=``
says otherwise (``load_backbone`` resolves ``auto`` to CUDA when there is a GPU); the model
and every input tensor are moved there.

.. _Unbabel/wmt22-cometkiwi-da: https://huggingface.co/Unbabel/wmt22-cometkiwi-da
.. _Unbabel/wmt23-cometkiwi-da-xl: https://huggingface.co/Unbabel/wmt23-cometkiwi-da-xl
"""

from __future__ import annotations

import importlib.metadata
import logging
import os
import pickle
import re
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from fairmt.errors import DataError, UsageError
from fairmt.qe.base import QEBackbone
from fairmt.qe.local_models import (
    ModelNotFoundError,
    check_batch_size,
    check_pairs,
    fingerprint,
    given_path,
    hub_snapshot,
    import_extra,
    length_order,
)

log = logging.getLogger(__name__)

#: Environment variable naming a local copy of the encoder's tokenizer and configuration.
ENCODER_ENV = "FAIRMT_COMETKIWI_ENCODER"
#: ``1``: unpickle a checkpoint in full (``torch.load(weights_only=False)``), for a trusted file.
TRUST_ENV = "FAIRMT_COMETKIWI_TRUST_PICKLE"
#: COMET's encoder names and the transformers classes they stand for.
ENCODERS = {"XLM-RoBERTa": "XLMRoberta", "XLM-RoBERTa-XL": "XLMRobertaXL"}
#: Buffers that transformers computes and some versions save: never a missing weight.
_BUFFERS = (".position_ids", ".token_type_ids")
_SCALAR = re.compile(r"layerwise_attention\.scalar_parameters\.(\d+)$")


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


def check_hparams(hp: dict[str, Any], where: Path) -> None:
    """Refuse what is not a COMETKiwi-style model: a QE ``UnifiedMetric`` on an XLM-R encoder."""
    ident = hp.get("class_identifier")
    if ident != "unified_metric":
        raise DataError(f"a {ident!r} COMET model, not a COMETKiwi one (unified_metric)", where)
    if hp.get("encoder_model") not in ENCODERS:
        raise DataError(f"unsupported COMET encoder {hp.get('encoder_model')!r}", where)
    if "src" not in hp.get("input_segments", []) or "mt" not in hp.get("input_segments", []):
        raise DataError(f"not a QE model: its inputs are {hp.get('input_segments')!r}", where)
    layer = hp.get("sent_layer", hp.get("layer", "mix"))
    if layer != "mix" and not isinstance(layer, int):
        raise DataError(f"unsupported sent_layer {layer!r}", where)


class CometKiwi(QEBackbone):
    """COMETKiwi-22 (``Unbabel/wmt22-cometkiwi-da``) from a local checkpoint."""

    name = "cometkiwi-22"
    direction = "higher"
    scale = (0.0, 1.0)
    options = ("checkpoint", "encoder", "trust_pickle")
    gpu = True

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
        trust_pickle: bool | None = None,
    ) -> None:
        """``trust_pickle`` (default: ``$FAIRMT_COMETKIWI_TRUST_PICKLE`` is ``1``) lets a
        checkpoint that holds more than tensors and plain values be unpickled in full, which
        can run code from the file: only for a file from a source you trust."""
        if trust_pickle is None:
            trust_pickle = os.environ.get(TRUST_ENV, "") == "1"
        self.trust_pickle = trust_pickle
        path = given_path(checkpoint, self.env_var) or hub_snapshot(self.hub_id)
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
        hp = read_hparams(ckpt)
        check_hparams(hp, ckpt)
        self.checkpoint, self.hparams = ckpt, hp
        encoder_dir = given_path(encoder, ENCODER_ENV)
        if encoder_dir is not None and not encoder_dir.is_dir():
            raise UsageError(f"the COMETKiwi encoder folder {encoder_dir} does not exist")
        self._torch = torch = import_extra("torch", "comet", "PyTorch")
        transformers = import_extra("transformers", "comet", "transformers")
        self.transformers_version = importlib.metadata.version("transformers")
        self.device = self._check_device(device)
        if hp["encoder_model"] != self.encoder_model:
            log.warning(
                "%s expects a %s encoder but %s uses %s; is it the right checkpoint?",
                self.name,
                self.encoder_model,
                ckpt,
                hp["encoder_model"],
            )
        self.tokenizer, config = self._load_encoder_files(transformers, encoder_dir)
        state = self._read_state(torch)
        self._build(transformers, config, state)
        self._fingerprint = fingerprint([ckpt])

    @classmethod
    def how_to_get(cls) -> str:
        return (
            f"{cls.hub_id} is gated (CC BY-NC-SA 4.0): accept its licence at "
            f"https://huggingface.co/{cls.hub_id}, download it "
            f"(hf download {cls.hub_id}: found in the Hugging Face cache; or with --local-dir DIR, "
            f"then set {cls.env_var}=DIR or pass checkpoint=DIR)"
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

    def _load_encoder_files(self, transformers: Any, encoder_dir: Path | None) -> tuple[Any, Any]:
        """The encoder's tokenizer and configuration (never its pretrained weights)."""
        source = str(encoder_dir) if encoder_dir is not None else str(self.hparams["pretrained_model"])
        config_cls = getattr(transformers, ENCODERS[self.hparams["encoder_model"]] + "Config")
        try:
            tokenizer = transformers.XLMRobertaTokenizerFast.from_pretrained(source)
            config = config_cls.from_pretrained(source)
        except (OSError, ValueError) as e:
            raise ModelNotFoundError(
                f"the tokenizer and configuration of {self.name}'s encoder {source!r} "
                f"could not be loaded ({e})",
                f"they are public: run once with network access, or download {source} "
                f"(its tokenizer and config.json) and set {ENCODER_ENV}=DIR or pass encoder=DIR",
            ) from None
        return tokenizer, config

    def _read_state(self, torch: Any) -> dict[str, Any]:
        ckpt = self.checkpoint
        safe = not self.trust_pickle
        try:
            try:
                blob = torch.load(ckpt, map_location="cpu", weights_only=safe, mmap=True)
            except RuntimeError as e:
                if "mmap" not in str(e):
                    raise
                blob = torch.load(ckpt, map_location="cpu", weights_only=safe)  # an old, non-zip file
        except pickle.UnpicklingError as e:
            hint = f" If the file comes from a source you trust, set {TRUST_ENV}=1 to unpickle it in full."
            raise DataError(
                f"cannot load the {self.name} checkpoint ({e}).{hint if safe else ''}", ckpt
            ) from None
        except (RuntimeError, EOFError, OSError, ValueError) as e:
            raise DataError(f"cannot load the {self.name} checkpoint ({e})", ckpt) from None
        state = blob.get("state_dict") if isinstance(blob, dict) else None
        if not isinstance(state, dict):
            raise DataError("not a COMET checkpoint (no state_dict)", ckpt)
        return state

    def _build(self, transformers: Any, config: Any, state: dict[str, Any]) -> None:
        """The encoder, the layer mix and the head, with the checkpoint's weights."""
        torch, hp, ckpt = self._torch, self.hparams, self.checkpoint
        prefix = "encoder.model."
        enc_state = {k[len(prefix) :]: v for k, v in state.items() if k.startswith(prefix)}
        model_cls = getattr(transformers, ENCODERS[hp["encoder_model"]] + "Model")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            encoder, info = model_cls.from_pretrained(
                None, config=config, state_dict=enc_state, add_pooling_layer=False, output_loading_info=True
            )
        missing = [k for k in info.get("missing_keys", []) if not k.endswith(_BUFFERS)]
        if missing:
            raise DataError(f"the checkpoint lacks encoder weights: {', '.join(sorted(missing)[:5])}", ckpt)
        self.encoder = encoder.to(torch.float32).eval().to(self.device)
        self.num_layers = int(config.num_hidden_layers) + 1
        # COMET's max_positions: the encoder's positions less the two XLM-R reserves.
        self.max_positions = int(config.max_position_embeddings) - 2

        layer = hp.get("sent_layer", hp.get("layer", "mix"))
        self.layer: int | None = None if layer == "mix" else int(layer)
        if self.layer is None:
            scalars = {int(m.group(1)): v for k, v in state.items() if (m := _SCALAR.match(k))}
            if sorted(scalars) != list(range(self.num_layers)) or "layerwise_attention.gamma" not in state:
                raise DataError("the checkpoint lacks the layer-mix weights of its encoder's layers", ckpt)
            weights = torch.cat([scalars[i].reshape(1).float() for i in range(self.num_layers)])
            # comet >= 2.2.4 mixes with sparsemax only where the hparams say "sparsemax"
            # (the released "sparsemax_patch" models mix with softmax).
            if hp.get("layer_transformation") == "sparsemax":
                self.mix_weights = _sparsemax(torch, weights)
            else:
                self.mix_weights = torch.softmax(weights, dim=0)
            self.mix_weights = self.mix_weights.to(self.device)
            self.gamma = state["layerwise_attention.gamma"].reshape(1).float().to(self.device)
            self.layer_norm = bool(hp.get("layer_norm", False))
        elif not 0 <= self.layer < self.num_layers:
            raise DataError(f"sent_layer {self.layer} is not a layer of the encoder", ckpt)

        self.head = _feed_forward(torch, int(config.hidden_size), hp)
        head_state = {k[len("estimator.ff.") :]: v for k, v in state.items() if k.startswith("estimator.ff.")}
        try:
            self.head.load_state_dict(head_state, strict=True)
        except RuntimeError as e:
            raise DataError(f"the checkpoint's head does not match its hparams ({e})", ckpt) from None
        self.head = self.head.float().eval().to(self.device)

    def version(self) -> str:
        return f"{self.name}:{self._fingerprint}+transformers-{self.transformers_version}"

    def _inputs(self, pairs: Sequence[tuple[str, str]]) -> tuple[Any, Any]:
        """``input_ids`` and ``attention_mask`` of ``<s> mt </s></s> src </s>``, as COMET joins them."""
        torch, tok = self._torch, self.tokenizer
        limit = self.max_positions - 2
        mts = tok([mt for _, mt in pairs], truncation=True, max_length=limit)["input_ids"]
        srcs = tok([src for src, _ in pairs], truncation=True, max_length=limit)["input_ids"]
        pad = tok.pad_token_id
        rows = []
        for mt, src in zip(mts, srcs, strict=True):
            a = [t for t in mt if t != pad][1:-1]
            b = [t for t in src if t != pad][1:-1]
            seq = tok.build_inputs_with_special_tokens(a, b)
            if len(a) + len(b) > self.max_positions - 5:  # 5 = <s> and two separators of 2
                seq = seq[: self.max_positions]
            rows.append(seq)
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), pad, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for j, r in enumerate(rows):
            ids[j, : len(r)] = torch.tensor(r, dtype=torch.long)
            mask[j, : len(r)] = 1
        return ids.to(self.device), mask.to(self.device)

    def _mix(self, layers: Sequence[Any], mask: Any) -> Any:
        """COMET's LayerwiseAttention at inference: a weighted sum of the layers, times gamma."""
        if not self.layer_norm:
            pieces = [w * t for w, t in zip(self.mix_weights.split(1), layers, strict=True)]
            return self.gamma * sum(pieces)
        torch = self._torch
        m = mask.float()
        bm = m.unsqueeze(-1)
        batch, _, dim = layers[0].size()
        count = m.sum(1) * dim
        pieces = []
        for w, t in zip(self.mix_weights.split(1), layers, strict=True):
            masked = t * bm
            mean = (masked.view(batch, -1).sum(1) / count).view(batch, 1, 1)
            var = (((masked - mean) * bm) ** 2).view(batch, -1).sum(1) / count
            pieces.append(w * ((t - mean) / torch.sqrt(var + 1e-12).view(batch, 1, 1)))
        return self.gamma * sum(pieces)

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        check_pairs(pairs)
        check_batch_size(batch_size)
        out = [0.0] * len(pairs)
        order = length_order(pairs)
        with self._torch.inference_mode():
            for start in range(0, len(order), batch_size):
                idx = order[start : start + batch_size]
                ids, mask = self._inputs([pairs[i] for i in idx])
                layers = self.encoder(
                    input_ids=ids, attention_mask=mask, output_hidden_states=True, return_dict=True
                ).hidden_states
                mixed = self._mix(layers, mask) if self.layer is None else layers[self.layer]
                scores = self.head(mixed[:, 0, :]).view(-1).float().cpu().tolist()
                for i, s in zip(idx, scores, strict=True):
                    out[i] = float(s)
        return out


class CometKiwi23XL(CometKiwi):
    """COMETKiwi-23-XL (``Unbabel/wmt23-cometkiwi-da-xl``) from a local checkpoint."""

    name = "cometkiwi-23-xl"
    hub_id = "Unbabel/wmt23-cometkiwi-da-xl"
    env_var = "FAIRMT_COMETKIWI_23_XL"
    encoder_model = "XLM-RoBERTa-XL"


def _sparsemax(torch: Any, x: Any) -> Any:
    """Sparsemax of a vector (Martins & Astudillo 2016), computed as the ``entmax`` package does."""
    z, _ = torch.sort(x, descending=True)
    cumsum = z.cumsum(0) - 1
    rho = torch.arange(1, len(z) + 1, dtype=x.dtype)
    support = (rho * z > cumsum).sum()
    tau = cumsum[support - 1] / support.to(x.dtype)
    return torch.clamp(x - tau, min=0)


def _feed_forward(torch: Any, in_dim: int, hp: dict[str, Any]) -> Any:
    """COMET's FeedForward estimator: (Linear, activation, Dropout) per hidden size, then Linear."""
    nn = torch.nn

    def act(name: str) -> Any:
        cls = getattr(nn, name.title(), None)
        if cls is None:
            raise DataError(f"unknown activation {name!r} in the hparams")
        return cls()

    sizes = [int(s) for s in hp.get("hidden_sizes", [3072, 1024])]
    activation = str(hp.get("activations", "Tanh"))
    modules: list[Any] = []
    for i, size in enumerate(sizes):
        modules += [nn.Linear(in_dim if i == 0 else sizes[i - 1], size), act(activation), nn.Dropout(0.0)]
    modules.append(nn.Linear(sizes[-1], 1))
    if hp.get("final_activation") is not None:
        modules.append(act(str(hp["final_activation"])))
    return nn.Sequential(*modules)
