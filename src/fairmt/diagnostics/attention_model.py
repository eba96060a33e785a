"""The model side of the attention analysis: teacher-forced encoding and per-sentence matrices.

Part of :mod:`fairmt.diagnostics.attention` (which re-exports every public name here and
states the definitions). :class:`AttentionModel` loads a decoder-only ``transformers`` model
from local files only (``attn_implementation="eager"``, the only implementation that returns
attention probabilities), builds the prompt of the ``hf-causal`` translation engine
(:mod:`fairmt.translate.prompts`; plain for base models, the chat template for chat models),
tokenises prompt and translation as one text, maps the character spans of a record to token
positions through the fast tokenizer's offsets (:func:`tokens_overlapping`), and reads, per
layer and head, the attention of the query positions (:func:`query_positions`: the positions
that generate the target, or the target's own) to the cue, summed over the cue's sub-words
(or averaged) and averaged over the queries (:func:`span_attention`), one sentence at a time.
"""

from __future__ import annotations

import gc
import hashlib
import importlib.metadata
import re
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.diagnostics.attention_input import PairRecord, Span, extend_with_article
from fairmt.errors import DataError, UsageError
from fairmt.qe.local_models import ModelNotFoundError, fingerprint, import_extra

__all__ = [
    "CUE_REDUCE",
    "DTYPES",
    "EXTRA",
    "MESSAGE_TEMPLATE",
    "QUERIES",
    "TEMPLATES",
    "AttentionModel",
    "Encoding",
    "FloatArray",
    "SentenceAttention",
    "instruction",
    "parse_model_arg",
    "query_positions",
    "span_attention",
    "text_hash",
    "tokens_overlapping",
]

FloatArray = npt.NDArray[np.float64]

EXTRA = "attention"


try:
    # The hf-causal translation engine's prompt, so that translations are teacher-forced after
    # exactly the text they were generated from.
    from fairmt.translate.prompts import INSTRUCTION_TEMPLATE as MESSAGE_TEMPLATE
    from fairmt.translate.prompts import instruction, text_hash
except ImportError:  # pragma: no cover - a checkout without the translation engines
    #: The translation instruction (TowerInstruct's instruction-tuning prompt); plain for base
    #: models, the user message of the chat template for chat models.
    MESSAGE_TEMPLATE = (
        "Translate the following text from {src_lang} into {tgt_lang}.\n{src_lang}: {source}\n{tgt_lang}:"
    )
    _NAMES = {"en": "English", "it": "Italian", "es": "Spanish", "fr": "French", "de": "German"}

    def instruction(source: str, src_lang: str, tgt_lang: str) -> str:
        names = {"src_lang": _NAMES.get(src_lang, src_lang), "tgt_lang": _NAMES.get(tgt_lang, tgt_lang)}
        return MESSAGE_TEMPLATE.format(source=source, **names)

    def text_hash(*parts: str) -> str:
        h = hashlib.sha256()
        for part in parts:
            h.update(part.encode("utf-8"))
            h.update(b"\x00")
        return h.hexdigest()[:12]


TEMPLATES = ("auto", "plain", "chat")
QUERIES = ("generating", "target")
CUE_REDUCE = ("sum", "mean")
DTYPES = ("float32", "bfloat16", "float16")


@dataclass(frozen=True)
class Encoding:
    """A teacher-forced input and the token positions the analysis reads."""

    input_ids: list[int]
    tokens: list[str]
    prompt_len: int
    target: list[int]
    cue: list[int]
    secondary: list[int] | None
    text: str
    target_chars: Span  # in ``text``, article included
    cue_chars: Span
    secondary_chars: Span | None


@dataclass(frozen=True)
class SentenceAttention:
    """One sentence's layer × head matrices."""

    cue: FloatArray
    prompt: FloatArray
    secondary: FloatArray | None
    encoding: Encoding


def tokens_overlapping(offsets: Sequence[tuple[int, int]], start: int, end: int) -> list[int]:
    """Positions of the tokens whose (non-empty) character offsets overlap ``[start, end)``."""
    return [i for i, (s, e) in enumerate(offsets) if e > s and s < end and e > start]


def query_positions(target: Sequence[int], query: str) -> list[int]:
    """The rows read for a target span: the positions that generate it, or the span itself."""
    if query == "generating":
        return [p - 1 for p in target]
    if query == "target":
        return list(target)
    raise UsageError(f"query must be one of {', '.join(QUERIES)}, not {query!r}")


def span_attention(att: Any, queries: Sequence[int], keys: Sequence[int], reduce: str = "sum") -> Any:
    """Layer × head attention from ``queries`` to ``keys`` of an ``(L, H, T, T)`` array or tensor.

    Summed (``reduce="sum"``) or averaged over the keys, then averaged over the queries.
    """
    sub = att[:, :, list(queries)][:, :, :, list(keys)]
    per_query = sub.sum(-1) if reduce == "sum" else sub.mean(-1)
    return per_query.mean(-1)


def parse_model_arg(value: str) -> tuple[str, str]:
    label, sep, path = value.partition("=")
    if sep and label and "/" not in label and path:
        return label, path
    return Path(value).name or value, value


def _version_tuple(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", version)[:2])


class AttentionModel:
    """A decoder-only ``transformers`` model loaded for attention extraction (local files only).

    :meth:`from_loaded` wraps a model and tokenizer already in memory instead.
    """

    def __init__(
        self,
        path: str | Path,
        *,
        label: str | None = None,
        device: str = "cpu",
        dtype: str = "float32",
        template: str = "auto",
        src_lang: str = "en",
        tgt_lang: str = "it",
        query: str = "generating",
        cue_reduce: str = "sum",
        article: bool = True,
    ) -> None:
        if dtype not in DTYPES:
            raise UsageError(f"dtype must be one of {', '.join(DTYPES)}, not {dtype!r}")
        self._set_options(template, query, cue_reduce, article, src_lang, tgt_lang)
        self.path = Path(path).expanduser()
        self.label = label or self.path.name
        if not (self.path / "config.json").is_file():
            raise ModelNotFoundError(
                f"no model at {self.path} (expected a folder with config.json, weights and a tokenizer)",
                "download a decoder-only model (e.g. hf download Unbabel/TowerInstruct-7B-v0.2 "
                "--local-dir DIR) and pass its folder; fairmt never downloads models",
            )
        self._import()
        transformers = import_extra("transformers", EXTRA, "transformers")
        self.device = self._check_device(device)
        self.dtype = dtype
        try:
            tokenizer = transformers.AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
        except (OSError, ValueError, ImportError) as e:
            raise DataError(f"cannot load the tokenizer ({e})", self.path) from None
        self._set_tokenizer(tokenizer, template)
        self._set_model(self._load_model(transformers))
        config_file = self.path / "config.json"
        self.config_hash = hashlib.sha256(config_file.read_bytes()).hexdigest()[:16]
        weights = sorted(self.path.glob("*.safetensors")) + sorted(self.path.glob("pytorch_model*.bin"))
        self.weights_fingerprint = fingerprint(weights) if weights else "none"

    @classmethod
    def from_loaded(
        cls,
        model: Any,
        tokenizer: Any,
        *,
        label: str = "model",
        template: str = "auto",
        src_lang: str = "en",
        tgt_lang: str = "it",
        query: str = "generating",
        cue_reduce: str = "sum",
        article: bool = True,
    ) -> AttentionModel:
        """Wrap a loaded causal LM (eager attention) and its fast tokenizer; runs where the model is.

        The signature's ``config`` hashes the model's configuration; its ``weights`` are
        ``in-memory`` (not fingerprinted).
        """
        self = cls.__new__(cls)
        self._set_options(template, query, cue_reduce, article, src_lang, tgt_lang)
        self.label = label
        self.path = Path(f"<in-memory:{label}>")
        self._import()
        param = next(iter(model.parameters()))
        self.device = str(param.device)
        self.dtype = str(param.dtype).removeprefix("torch.")
        self._set_tokenizer(tokenizer, template)
        self._set_model(model)
        text = model.config.to_json_string(use_diff=False)
        self.config_hash = hashlib.sha256(text.encode()).hexdigest()[:16]
        self.weights_fingerprint = "in-memory"
        return self

    def _set_options(
        self, template: str, query: str, cue_reduce: str, article: bool, src_lang: str, tgt_lang: str
    ) -> None:
        if template not in TEMPLATES:
            raise UsageError(f"template must be one of {', '.join(TEMPLATES)}, not {template!r}")
        if query not in QUERIES:
            raise UsageError(f"query must be one of {', '.join(QUERIES)}, not {query!r}")
        if cue_reduce not in CUE_REDUCE:
            raise UsageError(f"cue_reduce must be one of {', '.join(CUE_REDUCE)}, not {cue_reduce!r}")
        self.query = query
        self.cue_reduce = cue_reduce
        self.article = article
        self.src_lang, self.tgt_lang = src_lang, tgt_lang

    def _import(self) -> None:
        self._torch = import_extra("torch", EXTRA, "PyTorch")
        import_extra("transformers", EXTRA, "transformers")
        self.transformers_version = importlib.metadata.version("transformers")
        self.torch_version = str(self._torch.__version__)

    def _set_tokenizer(self, tokenizer: Any, template: str) -> None:
        if not getattr(tokenizer, "is_fast", False):
            raise DataError("the attention analysis needs a fast tokenizer (tokenizer.json)", self.path)
        has_chat = bool(getattr(tokenizer, "chat_template", None))
        if template == "auto":
            template = "chat" if has_chat else "plain"
        elif template == "chat" and not has_chat:
            raise UsageError(f"template 'chat': the tokenizer of {self.label} has no chat template")
        self.tokenizer = tokenizer
        self.template = template

    def _set_model(self, model: Any) -> None:
        config = model.config
        if getattr(config, "is_encoder_decoder", False):
            raise DataError(f"not a decoder-only model (model_type {config.model_type!r})", self.path)
        impl = getattr(config, "_attn_implementation", None)
        if impl not in (None, "eager"):
            raise UsageError(
                f"{self.label}: attention implementation {impl!r}; load the model with "
                "attn_implementation='eager' (the only one that returns attention probabilities)"
            )
        self.model = model
        self.n_layers = int(config.num_hidden_layers)
        self.n_heads = int(config.num_attention_heads)

    # -- loading

    def _check_device(self, device: str) -> str:
        torch = self._torch
        if device == "auto":
            return "cuda" if torch.cuda.is_available() else "cpu"
        try:
            dev = torch.device(device)
        except (RuntimeError, TypeError):
            raise UsageError(f"not a device: {device!r}") from None
        if dev.type == "cuda" and not torch.cuda.is_available():
            raise UsageError("device 'cuda' asked for, but PyTorch sees no CUDA device")
        return device

    def _load_model(self, transformers: Any) -> Any:
        torch = self._torch
        try:
            config = transformers.AutoConfig.from_pretrained(str(self.path), local_files_only=True)
        except (OSError, ValueError, KeyError) as e:
            raise DataError(f"cannot read the model's config ({e})", self.path) from None
        if getattr(config, "is_encoder_decoder", False):
            raise DataError(f"not a decoder-only model (model_type {config.model_type!r})", self.path)
        dtype_kw = "dtype" if _version_tuple(self.transformers_version) >= (4, 56) else "torch_dtype"
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                model = transformers.AutoModelForCausalLM.from_pretrained(
                    str(self.path),
                    local_files_only=True,
                    attn_implementation="eager",
                    **{dtype_kw: getattr(torch, self.dtype)},
                )
        except (OSError, ValueError, RuntimeError, KeyError) as e:
            raise DataError(f"cannot load the model as a causal LM ({e})", self.path) from None
        model.eval()
        model.to(self.device)
        return model

    def close(self) -> None:
        """Free the model (before loading the next one)."""
        self.model = None
        gc.collect()
        if self.device.startswith("cuda"):
            self._torch.cuda.empty_cache()

    # -- prompts

    def message(self, source: str) -> str:
        """The translation instruction for ``source`` (the hf-causal engine's)."""
        return instruction(source, self.src_lang, self.tgt_lang)

    def prompt(self, source: str) -> tuple[str, str]:
        """The prompt text for ``source`` and the separator before the translation."""
        if self.template == "plain":
            return self.message(source), " "
        text = self.tokenizer.apply_chat_template(
            [{"role": "user", "content": self.message(source)}], tokenize=False, add_generation_prompt=True
        )
        return str(text), ""

    @property
    def template_hash(self) -> str:
        """The hash of template + instruction (+ chat template): the hf-causal engine's ``prompt``."""
        chat = str(self.tokenizer.chat_template) if self.template == "chat" else ""
        return text_hash(self.template, MESSAGE_TEMPLATE, chat)

    # -- encoding and attention

    def encode(self, record: PairRecord) -> Encoding:
        """Tokenise prompt + translation and find the target, cue and secondary tokens."""
        if record.prompt is not None:
            # The exact text that preceded the translation; BOS is added unless it holds one.
            bos = self.tokenizer.bos_token
            prompt, sep = record.prompt, ""
            special = not (bos and prompt.startswith(str(bos)))
        else:
            prompt, sep = self.prompt(record.source)
            special = self.template == "plain"  # a chat template writes its own special tokens
        src_at = prompt.find(record.source)
        if src_at < 0:
            raise DataError("the prompt does not hold the source sentence", line=record.line)
        text = prompt + sep + record.translation
        t0 = len(prompt) + len(sep)
        enc = self.tokenizer(text, add_special_tokens=special, return_offsets_mapping=True)
        ids = list(enc["input_ids"])
        offsets = [(int(s), int(e)) for s, e in enc["offset_mapping"]]
        prompt_len = next((i for i, (s, e) in enumerate(offsets) if e > len(prompt) and e > s), len(ids))

        tspan = record.target
        if self.article:
            tspan = extend_with_article(record.translation, tspan, self.tgt_lang)
        target_chars = (t0 + tspan[0], t0 + tspan[1])
        cue_chars = (src_at + record.cue[0], src_at + record.cue[1])
        target = tokens_overlapping(offsets, *target_chars)
        cue = tokens_overlapping(offsets, *cue_chars)
        where = f"line {record.line}"
        if not target or target[0] < prompt_len:
            raise DataError(f"{self.label}: no translation tokens for the target span ({where})")
        if not cue or cue[-1] >= prompt_len:
            raise DataError(f"{self.label}: no prompt tokens for the cue ({where})")
        secondary: list[int] | None = None
        secondary_chars: Span | None = None
        if record.secondary is not None:
            sspan = record.secondary
            if self.article:
                sspan = extend_with_article(record.translation, sspan, self.tgt_lang)
            secondary_chars = (t0 + sspan[0], t0 + sspan[1])
            secondary = tokens_overlapping(offsets, *secondary_chars)
            if not secondary or secondary[0] < prompt_len:
                raise DataError(f"{self.label}: no translation tokens for the secondary span ({where})")
        tokens = [str(t) for t in self.tokenizer.convert_ids_to_tokens(ids)]
        return Encoding(
            ids, tokens, prompt_len, target, cue, secondary, text, target_chars, cue_chars, secondary_chars
        )

    def attentions(self, input_ids: Sequence[int]) -> Any:
        """The ``(L, H, T, T)`` float32 attention probabilities of one teacher-forced input (CPU tensor)."""
        torch = self._torch
        if self.model is None:
            raise UsageError("the model was closed")
        ids = torch.tensor([list(input_ids)], dtype=torch.long, device=self.device)
        with torch.inference_mode():
            out = self.model(input_ids=ids, output_attentions=True, use_cache=False)
        att = out.attentions
        if att is None or len(att) == 0 or att[0] is None:
            raise DataError(
                "the model returned no attentions (is its attention implementation eager?)", self.path
            )
        return torch.stack([a[0] for a in att]).float().cpu()

    def measure(self, record: PairRecord) -> SentenceAttention:
        """The layer × head cue, prompt and secondary attention of one sentence."""
        enc = self.encode(record)
        att = self.attentions(enc.input_ids)
        q = query_positions(enc.target, self.query)
        cue = span_attention(att, q, enc.cue, self.cue_reduce)
        prompt = span_attention(att, q, range(enc.prompt_len), "sum")
        secondary = None
        if enc.secondary is not None:
            qs = query_positions(enc.secondary, self.query)
            secondary = span_attention(att, qs, enc.cue, self.cue_reduce).double().numpy()
        return SentenceAttention(cue.double().numpy(), prompt.double().numpy(), secondary, enc)
