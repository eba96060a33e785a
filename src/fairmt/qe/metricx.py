"""``metricx-24``: Google's MetricX-24 hybrid models in reference-free (QE) mode (extra ``metricx``).

`google/metricx-24-hybrid-large-v2p6`_ and `google/metricx-24-hybrid-xl-v2p6`_ (Apache-2.0;
the XXL and the ``-bfloat16`` variants load too) are mT5 encoder-decoders fine-tuned to
regress an MQM-like error score. fairmt never downloads them: download the model and the
mT5 tokenizer (`google/mt5-xl`_; the model repositories ship none) and give their folders
as ``model=`` / ``tokenizer=`` or in ``$FAIRMT_METRICX_24`` / ``$FAIRMT_METRICX_TOKENIZER``
(the tokenizer defaults to the model folder when that holds one). Without them, models and
tokenizers fetched with ``hf download`` are found in the local Hugging Face cache
(:data:`HUB_MODELS` and :data:`HUB_TOKENIZERS`, the first one cached wins).

Scoring follows the published QE recipe: the input is ``"source: " + source +
" candidate: " + translation``, tokenised with the mT5 tokenizer, truncated to 1536 tokens,
without its closing ``</s>``; the decoder runs one step from the start token and the score
is the logit of the token ``<extra_id_10>`` (id 250089) at that step, clipped to [0, 25].
That regression head is computed here on top of transformers'
``MT5ForConditionalGeneration``.

Raw score: 0–25, **lower is better** (an error score); normalised as ``1 - raw/25``.
Pairs are batched from the shortest to the longest (right padding, masked) and the scores
put back in input order. With ``batch_size=1`` a pair's score depends on nothing but the
pair, as in the reference implementation; larger batches pad, which changes a score only by
float32 rounding (below 1e-4 on the 0–25 scale in the tests; none in float64). Runs on the
CPU unless ``device=`` says otherwise, in float32 unless ``dtype=`` says otherwise.

.. _google/metricx-24-hybrid-large-v2p6: https://huggingface.co/google/metricx-24-hybrid-large-v2p6
.. _google/metricx-24-hybrid-xl-v2p6: https://huggingface.co/google/metricx-24-hybrid-xl-v2p6
.. _google/mt5-xl: https://huggingface.co/google/mt5-xl
"""

from __future__ import annotations

import importlib
import importlib.metadata
import logging
import os
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

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
)

log = logging.getLogger(__name__)

MODEL_ENV = "FAIRMT_METRICX_24"
TOKENIZER_ENV = "FAIRMT_METRICX_TOKENIZER"
#: ``<extra_id_10>`` in the mT5 vocabulary: the logit MetricX reads as its score.
SCORE_TOKEN_ID = 250089
#: The input length MetricX-24 was trained with.
MAX_LENGTH = 1536
MAX_SCORE = 25.0

#: Hugging Face repositories looked up in the local cache when no model is given, in this order.
HUB_MODELS = (
    "google/metricx-24-hybrid-large-v2p6",
    "google/metricx-24-hybrid-xl-v2p6",
    "google/metricx-24-hybrid-xxl-v2p6",
    "google/metricx-24-hybrid-large-v2p6-bfloat16",
    "google/metricx-24-hybrid-xl-v2p6-bfloat16",
    "google/metricx-24-hybrid-xxl-v2p6-bfloat16",
)
#: Repositories holding the mT5 tokenizer (the same vocabulary in every size), looked up likewise.
HUB_TOKENIZERS = ("google/mt5-xl", "google/mt5-large", "google/mt5-xxl", "google/mt5-base")

_DTYPES = ("float32", "bfloat16", "float64")
_WEIGHT_GLOBS = ("*.safetensors", "pytorch_model*.bin")
_TOKENIZER_FILES = ("tokenizer.json", "spiece.model", "sentencepiece.bpe.model")


def _first_snapshot(repos: Sequence[str], needs: Sequence[str] = ()) -> Path | None:
    """The cached snapshot of the first of ``repos`` in the Hugging Face cache (holding one of ``needs``)."""
    for repo in repos:
        path = hub_snapshot(repo)
        if path is not None and (not needs or any((path / f).is_file() for f in needs)):
            log.info("metricx-24: using %s from the Hugging Face cache (%s)", repo, path)
            return path
    return None


def qe_input(source: str, translation: str) -> str:
    """The text MetricX-24 reads in QE mode (no reference)."""
    return "source: " + source + " candidate: " + translation


class MetricX24(QEBackbone):
    """MetricX-24 (hybrid, QE mode) from a local model folder."""

    name = "metricx-24"
    direction = "lower"
    scale = (0.0, MAX_SCORE)
    options = ("checkpoint", "tokenizer", "dtype", "max_length", "score_token_id")
    gpu = True

    @classmethod
    def from_options(cls, **options: Any) -> MetricX24:
        """``checkpoint`` is the model folder (the constructor's ``model``)."""
        if "checkpoint" in options:
            options["model"] = options.pop("checkpoint")
        return cls(**options)

    def __init__(
        self,
        model: str | os.PathLike[str] | None = None,
        *,
        tokenizer: str | os.PathLike[str] | None = None,
        device: str = "cpu",
        max_length: int = MAX_LENGTH,
        score_token_id: int = SCORE_TOKEN_ID,
        dtype: str = "float32",
    ) -> None:
        """``score_token_id`` and ``max_length`` exist for tests on tiny models; keep the defaults.

        ``dtype``: ``float32`` (as the reference implementation), ``bfloat16`` (half the
        memory, for a GPU; rounds the scores more coarsely) or ``float64``. A ``dtype`` other
        than ``float32`` is part of :meth:`version`.
        """
        if max_length < 2:
            raise UsageError(f"max_length must be at least 2, not {max_length}")
        if dtype not in _DTYPES:
            raise UsageError(f"dtype must be one of {', '.join(_DTYPES)}, not {dtype!r}")
        self.dtype = dtype
        model_dir = given_path(model, MODEL_ENV) or _first_snapshot(HUB_MODELS)
        if model_dir is None:
            raise ModelNotFoundError("no MetricX-24 model given", self.how_to_get())
        weights = self._weight_files(model_dir)
        tok_dir = given_path(tokenizer, TOKENIZER_ENV)
        if tok_dir is None and not any((model_dir / f).is_file() for f in _TOKENIZER_FILES):
            tok_dir = _first_snapshot(HUB_TOKENIZERS, needs=_TOKENIZER_FILES)
        if tok_dir is None:
            if not any((model_dir / f).is_file() for f in _TOKENIZER_FILES):
                raise ModelNotFoundError(
                    f"no tokenizer for the MetricX-24 model at {model_dir}",
                    "download the mT5 tokenizer (hf download google/mt5-xl spiece.model "
                    "tokenizer_config.json special_tokens_map.json --local-dir DIR) and set "
                    f"{TOKENIZER_ENV}=DIR or pass tokenizer=DIR",
                )
            tok_dir = model_dir
        elif not tok_dir.is_dir():
            raise ModelNotFoundError(
                f"no tokenizer folder at {tok_dir}",
                f"point {TOKENIZER_ENV} (or tokenizer=) at a folder holding the google/mt5-xl tokenizer",
            )
        tok_files = [tok_dir / f for f in _TOKENIZER_FILES if (tok_dir / f).is_file()]
        if not tok_files:
            raise DataError("no tokenizer files (tokenizer.json or spiece.model)", tok_dir)

        self._torch = import_extra("torch", "metricx", "PyTorch")
        transformers = import_extra("transformers", "metricx", "transformers")
        self.transformers_version = importlib.metadata.version("transformers")
        self.device = self._check_device(device)
        self.max_length = max_length
        self.score_token_id = score_token_id
        self.model_dir, self.tokenizer_dir = model_dir, tok_dir
        try:
            self.tokenizer = transformers.AutoTokenizer.from_pretrained(str(tok_dir), local_files_only=True)
        except (OSError, ValueError, ImportError) as e:
            raise DataError(f"cannot load the mT5 tokenizer ({e})", tok_dir) from None
        self.model = self._load_model(transformers, model_dir)
        vocab = int(self.model.config.vocab_size)
        if not 0 <= score_token_id < vocab:
            raise DataError(
                f"score token id {score_token_id} is outside the model's vocabulary ({vocab})", model_dir
            )
        named = self.tokenizer.convert_tokens_to_ids("<extra_id_10>")
        if isinstance(named, int) and named != self.tokenizer.unk_token_id and named != score_token_id:
            log.warning(
                "the tokenizer's <extra_id_10> is id %d, not the score token %d: is it the mT5 tokenizer?",
                named,
                score_token_id,
            )
        self._fingerprint = fingerprint([model_dir / "config.json", *weights])
        self._tok_fingerprint = fingerprint(tok_files)

    @staticmethod
    def how_to_get() -> str:
        return (
            "download google/metricx-24-hybrid-large-v2p6 or -xl-v2p6 (Apache-2.0; "
            "hf download google/metricx-24-hybrid-large-v2p6 --local-dir DIR) and the mT5 tokenizer "
            "(hf download google/mt5-xl spiece.model tokenizer_config.json special_tokens_map.json "
            f"--local-dir TOKDIR), then set {MODEL_ENV}=DIR and {TOKENIZER_ENV}=TOKDIR "
            "or pass model=DIR, tokenizer=TOKDIR (without --local-dir they are found in the "
            "Hugging Face cache)"
        )

    def _weight_files(self, model_dir: Path) -> list[Path]:
        if not (model_dir / "config.json").is_file():
            raise ModelNotFoundError(
                f"no MetricX-24 model at {model_dir} (expected a folder with config.json and weights)",
                self.how_to_get(),
            )
        files = sorted({f for g in _WEIGHT_GLOBS for f in model_dir.glob(g)})
        if not files:
            raise DataError("no weights (*.safetensors or pytorch_model*.bin) beside config.json", model_dir)
        return files

    def _check_device(self, device: str) -> Any:
        torch = self._torch
        try:
            dev = torch.device(device)
        except (RuntimeError, TypeError) as e:
            raise UsageError(f"bad device {device!r} ({e})") from None
        if dev.type == "cuda" and not torch.cuda.is_available():
            raise UsageError(f"device {device!r} asked for but CUDA is not available")
        return dev

    def _load_model(self, transformers: Any, model_dir: Path) -> Any:
        config = transformers.AutoConfig.from_pretrained(str(model_dir), local_files_only=True)
        if config.model_type not in ("mt5", "t5"):
            raise DataError(f"not an mT5 model (model_type {config.model_type!r})", model_dir)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                model, info = transformers.MT5ForConditionalGeneration.from_pretrained(
                    str(model_dir), local_files_only=True, output_loading_info=True
                )
        except (OSError, ValueError, RuntimeError) as e:
            raise DataError(f"cannot load the MetricX-24 model ({e})", model_dir) from None
        missing = [k for k in info.get("missing_keys", []) if not k.endswith("embed_tokens.weight")]
        if missing:
            raise DataError(f"the model lacks weights: {', '.join(sorted(missing)[:5])}", model_dir)
        model.to(getattr(self._torch, self.dtype))
        model.eval()
        model.to(self.device)
        return model

    def version(self) -> str:
        v = f"{self.name}:{self._fingerprint}+mt5-tokenizer:{self._tok_fingerprint}"
        if self.max_length != MAX_LENGTH:
            v += f"+max{self.max_length}"
        if self.score_token_id != SCORE_TOKEN_ID:
            v += f"+token{self.score_token_id}"
        if self.dtype != "float32":
            v += f"+{self.dtype}"
        return f"{v}+transformers-{self.transformers_version}"

    def _encode(self, pairs: Sequence[tuple[str, str]]) -> list[list[int]]:
        enc = self.tokenizer(
            [qe_input(s, t) for s, t in pairs], max_length=self.max_length, truncation=True, padding=False
        )
        eos = self.tokenizer.eos_token_id
        out: list[list[int]] = []
        for ids in enc["input_ids"]:
            ids = list(ids)
            if ids and ids[-1] == eos:
                ids.pop()  # MetricX drops the closing </s>
            out.append(ids or [self.tokenizer.pad_token_id])
        return out

    def _predict(self, rows: list[list[int]]) -> list[float]:
        """Raw scores of tokenised inputs (one batch)."""
        torch = self._torch
        model = self.model
        pad = self.tokenizer.pad_token_id
        width = max(len(r) for r in rows)
        ids = torch.full((len(rows), width), pad, dtype=torch.long)
        mask = torch.zeros((len(rows), width), dtype=torch.long)
        for j, r in enumerate(rows):
            ids[j, : len(r)] = torch.tensor(r, dtype=torch.long)
            mask[j, : len(r)] = 1
        ids, mask = ids.to(self.device), mask.to(self.device)
        start = model.config.decoder_start_token_id
        dec_in = torch.full(
            (len(rows), 1), 0 if start is None else start, dtype=torch.long, device=self.device
        )
        hidden = model.get_encoder()(input_ids=ids, attention_mask=mask, return_dict=True).last_hidden_state
        out = model.get_decoder()(
            input_ids=dec_in,
            encoder_hidden_states=hidden,
            encoder_attention_mask=mask,
            use_cache=False,
            return_dict=True,
        ).last_hidden_state[:, 0, :]
        head = model.get_output_embeddings()
        if head.weight.data_ptr() == model.get_input_embeddings().weight.data_ptr():
            # T5 scales before an output layer tied to the input embeddings. MetricX's is not
            # tied (its config says so, though transformers 5 forces the flag on for mT5).
            out = out * (model.config.d_model**-0.5)
        # The whole output layer, then one column: the same arithmetic as the reference
        # implementation (a single-row product rounds differently in float32).
        logits = head(out)
        scores = torch.clamp(logits[:, self.score_token_id], 0.0, MAX_SCORE)
        return [float(s) for s in scores.float().cpu().tolist()]

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        check_pairs(pairs)
        check_batch_size(batch_size)
        if not pairs:
            return []
        rows = self._encode(pairs)
        # Shortest first, so that a batch pads little; ties keep input order.
        order = sorted(range(len(rows)), key=lambda i: (len(rows[i]), i))
        out = [MAX_SCORE] * len(pairs)
        with self._torch.inference_mode():
            for start in range(0, len(order), batch_size):
                idx = order[start : start + batch_size]
                for i, s in zip(idx, self._predict([rows[i] for i in idx]), strict=True):
                    out[i] = s
        return out
