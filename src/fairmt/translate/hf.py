"""``hf-seq2seq`` and ``hf-causal``: translation with local Hugging Face models (extra ``hf``).

* ``hf-seq2seq``: encoder-decoder MT models through ``AutoModelForSeq2SeqLM`` (Marian/OPUS-MT,
  NLLB-200, mBART-50, M2M-100, T5...). NLLB, mBART and M2M-100 get the pair's language codes
  (the source code on the tokenizer, the target code as the forced first token); a
  multilingual Marian or T5 model takes a ``source_prefix`` (``>>spa<< ``, ``translate
  English to German: ``).
* ``hf-causal``: decoder-only LMs through ``AutoModelForCausalLM`` (Llama 2, TowerBase,
  TowerInstruct...), prompted as in the decoder-only diagnostics paper's Figure 2
  (:mod:`fairmt.translate.prompts`): the plain instruction for base models, the same
  instruction inside the tokenizer's chat template for instruction-tuned ones
  (``template="auto"``, the default, picks ``chat`` when the tokenizer has a chat
  template). The translation is the generated continuation, from its first non-blank
  character up to the first line break (generation stops there).

**Loading is offline-first.** ``model`` is a local folder or a Hub id; a Hub id is looked up in
the local Hugging Face cache only (``local_files_only``) unless ``allow_download=True``. The
weights are never fetched silently.

**Decoding** is greedy (``num_beams=1``, no sampling, whatever the model's generation
config says), ``max_new_tokens`` new tokens at most (default 256).

**Batching never changes an output.** Sources are sorted by token length (longest first) so
that a batch holds sentences of similar length, padded with an attention mask, and the
outputs are put back in input order. Causal models are padded on the *left* (their
position ids come from the attention mask, so a padded prompt continues exactly as the
unpadded one); seq2seq encoders are padded on the right. Tests check that batch sizes 1,
4 and 16 give identical outputs. (On GPUs, and with reduced precision, the order of
floating-point sums can depend on the batch shape, so a near-tie between two tokens could
in principle flip; on CPU in float32 the tests see none.)

**Identity**: the signature names the model (its name and a fingerprint of its files:
config, generation config, tokenizer and weights), the transformers and torch versions,
device type, dtype, decoding, ``max_new_tokens``, and for causal models the template and a
hash of the prompt (instruction plus chat template).
"""

from __future__ import annotations

import importlib.metadata
import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from fairmt.errors import DataError, MissingDependencyError, UnsupportedLanguageError, UsageError
from fairmt.languages import LANGUAGE_NAMES
from fairmt.translate.base import Translator, format_pairs, length_order
from fairmt.translate.prompts import INSTRUCTION_TEMPLATE, TEMPLATES, instruction, text_hash

__all__ = [
    "DTYPES",
    "EXTRA",
    "MBART_CODES",
    "NLLB_CODES",
    "HFCausalTranslator",
    "HFSeq2SeqTranslator",
]

log = logging.getLogger(__name__)

EXTRA = "hf"
INSTALL_HINT = f"pip install 'fairmt[{EXTRA}]'"
DTYPES = ("float32", "bfloat16", "float16")

#: FLORES-200 codes of NLLB-200.
NLLB_CODES: dict[str, str] = {
    "ar": "arb_Arab",
    "ca": "cat_Latn",
    "cs": "ces_Latn",
    "de": "deu_Latn",
    "en": "eng_Latn",
    "es": "spa_Latn",
    "fr": "fra_Latn",
    "he": "heb_Hebr",
    "hi": "hin_Deva",
    "it": "ita_Latn",
    "ja": "jpn_Jpan",
    "ko": "kor_Hang",
    "nl": "nld_Latn",
    "pl": "pol_Latn",
    "pt": "por_Latn",
    "ru": "rus_Cyrl",
    "tr": "tur_Latn",
    "uk": "ukr_Cyrl",
    "zh": "zho_Hans",
}

#: Language codes of mBART-50 (and mBART-cc25 for the languages it has).
MBART_CODES: dict[str, str] = {
    "ar": "ar_AR",
    "cs": "cs_CZ",
    "de": "de_DE",
    "en": "en_XX",
    "es": "es_XX",
    "fr": "fr_XX",
    "he": "he_IL",
    "hi": "hi_IN",
    "it": "it_IT",
    "ja": "ja_XX",
    "ko": "ko_KR",
    "nl": "nl_XX",
    "pl": "pl_PL",
    "pt": "pt_XX",
    "ru": "ru_RU",
    "tr": "tr_TR",
    "uk": "uk_UA",
    "zh": "zh_CN",
}

#: Files whose content identifies a model (weights, configuration, tokenizer).
_IDENTITY_SUFFIXES = (".safetensors", ".bin", ".json", ".model", ".spm", ".txt", ".tiktoken", ".jinja")


def _import(module: str) -> Any:
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise MissingDependencyError(f"{module} ({e})", INSTALL_HINT) from None


def _pairs_of(codes: Sequence[str]) -> frozenset[tuple[str, str]]:
    return frozenset((s, t) for s in codes for t in codes if s != t)


class _HFTranslator(Translator):
    """What both Hugging Face engines share: finding, loading and identifying the model."""

    default_batch_size = 16
    _auto_class: ClassVar[str] = ""
    model: Any
    tokenizer: Any

    def __init__(
        self,
        src_lang: str,
        tgt_lang: str,
        *,
        model: str | os.PathLike[str] | None = None,
        device: str = "cpu",
        dtype: str = "float32",
        max_new_tokens: int = 256,
        allow_download: bool = False,
        revision: str | None = None,
    ) -> None:
        super().__init__(src_lang, tgt_lang)
        if model is None or not str(model).strip():
            raise UsageError(f"{self.name}: give the model (a local folder or a Hugging Face Hub id)")
        if dtype not in DTYPES:
            raise UsageError(f"{self.name}: dtype must be one of {', '.join(DTYPES)}, not {dtype!r}")
        if int(max_new_tokens) < 1:
            raise UsageError(f"{self.name}: max_new_tokens must be at least 1")
        self.model_name = str(model).strip()
        self.dtype = dtype
        self.max_new_tokens = int(max_new_tokens)
        self.allow_download = bool(allow_download)
        self.revision = revision
        self.torch = _import("torch")
        self.transformers = _import("transformers")
        self.device = self._check_device(device)
        self.path = self._resolve()
        self._check_config()
        self._fingerprint: str | None = None

    # ------------------------------------------------------------------ loading

    def _check_device(self, device: str) -> str:
        torch = self.torch
        if device == "auto":
            return "cuda" if torch.cuda.is_available() else "cpu"
        try:
            dev = torch.device(device)
        except (RuntimeError, TypeError):
            raise UsageError(f"{self.name}: not a device: {device!r}") from None
        if dev.type == "cuda" and not torch.cuda.is_available():
            raise UsageError(f"{self.name}: device {device!r} asked for, but PyTorch sees no CUDA device")
        return device

    def _resolve(self) -> Path:
        """The local folder of the model: the path given, or its snapshot in the Hub cache."""
        p = Path(self.model_name).expanduser()
        if p.is_dir():
            return p
        if p.exists() or self.model_name.startswith((".", "/", "~")) or self.model_name.count("/") > 1:
            raise DataError("model folder not found", self.model_name)
        hub = _import("huggingface_hub")
        try:
            folder = hub.snapshot_download(
                self.model_name, revision=self.revision, local_files_only=not self.allow_download
            )
        except Exception as e:  # the hub raises many kinds (offline, not cached, gated, unknown id)
            how = (
                "pass allow_download=True (--allow-download) to fetch it"
                if not self.allow_download
                else "check the id and your network access"
            )
            raise MissingDependencyError(
                f"model {self.model_name!r} (not in the local Hugging Face cache: {type(e).__name__})", how
            ) from None
        return Path(folder)

    def _check_config(self) -> None:
        """Refuse a model of the other kind before its tokenizer and weights are loaded."""
        try:
            config = self.transformers.AutoConfig.from_pretrained(str(self.path), local_files_only=True)
        except (OSError, ValueError, KeyError) as e:
            raise DataError(f"cannot read the model's config ({e})", self.path) from None
        encdec = bool(getattr(config, "is_encoder_decoder", False))
        kind = getattr(config, "model_type", "?")
        if encdec and self._auto_class != "AutoModelForSeq2SeqLM":
            raise DataError(f"an encoder-decoder model ({kind}); use the hf-seq2seq engine", self.path)
        if not encdec and self._auto_class == "AutoModelForSeq2SeqLM":
            raise DataError(f"a decoder-only model ({kind}); use the hf-causal engine", self.path)

    def _load_tokenizer(self) -> Any:
        try:
            return self.transformers.AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise DataError(f"cannot load the tokenizer ({e})", self.path) from None

    def _load_model(self) -> Any:
        auto = getattr(self.transformers, self._auto_class)
        dtype = getattr(self.torch, self.dtype)
        version = _version_tuple(importlib.metadata.version("transformers"))
        dtype_kw = "dtype" if version >= (4, 56) else "torch_dtype"
        try:
            model = auto.from_pretrained(str(self.path), local_files_only=True, **{dtype_kw: dtype})
        except (OSError, ValueError, KeyError, RuntimeError) as e:
            raise DataError(f"cannot load the model with {self._auto_class} ({e})", self.path) from None
        model.eval()
        model.to(self.device)
        return model

    # ------------------------------------------------------------------ translating

    def _batches(self, encoded: list[list[int]], batch_size: int) -> list[list[int]]:
        order = length_order(encoded)
        return [order[i : i + batch_size] for i in range(0, len(order), batch_size)]

    def _pad(self, seqs: list[list[int]], pad_id: int, left: bool) -> dict[str, Any]:
        """``input_ids`` and ``attention_mask`` tensors of ``seqs``, padded to the longest."""
        torch = self.torch
        width = max(len(s) for s in seqs)
        ids = torch.full((len(seqs), width), pad_id, dtype=torch.long)
        mask = torch.zeros((len(seqs), width), dtype=torch.long)
        for row, s in enumerate(seqs):
            if not s:
                continue
            cols = slice(width - len(s), width) if left else slice(0, len(s))
            ids[row, cols] = torch.tensor(s, dtype=torch.long)
            mask[row, cols] = 1
        return {"input_ids": ids.to(self.device), "attention_mask": mask.to(self.device)}

    # ------------------------------------------------------------------ identity

    def fingerprint(self) -> str:
        if self._fingerprint is None:
            from fairmt.qe.local_models import fingerprint

            files = [
                f for f in sorted(self.path.iterdir()) if f.is_file() and f.name.endswith(_IDENTITY_SUFFIXES)
            ]
            self._fingerprint = fingerprint(files) if files else "no-files"
        return self._fingerprint

    def version(self) -> str:
        label = self.model_name if not Path(self.model_name).expanduser().is_dir() else self.path.name
        return f"{label}@{self.fingerprint()}"

    def settings(self) -> list[tuple[str, object]]:
        return [
            ("transformers", importlib.metadata.version("transformers")),
            ("torch", str(self.torch.__version__).split("+")[0]),
            ("device", self.torch.device(self.device).type),
            ("dtype", self.dtype),
            ("decoding", "greedy"),
            ("max_new_tokens", self.max_new_tokens),
        ]

    def close(self) -> None:
        self.model = None
        if self.device.startswith("cuda"):
            self.torch.cuda.empty_cache()


class HFSeq2SeqTranslator(_HFTranslator):
    """An encoder-decoder MT model (see the module doc).

    ``HFSeq2SeqTranslator("en", "es", model="Helsinki-NLP/opus-mt-en-es")``; options
    ``device`` (``cpu``, ``cuda``, ``auto``), ``dtype``, ``max_new_tokens``,
    ``allow_download``, ``revision``, ``source_prefix`` (text put before every source).
    Language pairs: any for models without language codes (the model fixes its pair);
    for NLLB, mBART and M2M-100 the languages of their code tables.
    """

    name = "hf-seq2seq"
    _auto_class = "AutoModelForSeq2SeqLM"

    def __init__(
        self,
        src_lang: str,
        tgt_lang: str,
        *,
        model: str | os.PathLike[str] | None = None,
        source_prefix: str = "",
        **options: Any,
    ) -> None:
        super().__init__(src_lang, tgt_lang, model=model, **options)
        self.source_prefix = source_prefix
        self.tokenizer = self._load_tokenizer()
        self.tokenizer.padding_side = "right"
        self.family, self.src_code, self.tgt_code = self._language_codes()
        self.model = self._load_model()

    def _language_codes(self) -> tuple[str, str | None, str | None]:
        """The model family and the pair's codes, checked before the weights are loaded."""
        tok = self.tokenizer
        kind = type(tok).__name__
        pair = (self.src_lang, self.tgt_lang)
        table: dict[str, str] | None
        if kind.startswith("Nllb"):
            family, table = "nllb", NLLB_CODES
        elif kind.startswith("MBart"):
            family, table = "mbart", MBART_CODES
        elif kind.startswith("M2M100"):
            family, table = "m2m100", {c: c for c in (self.src_lang, self.tgt_lang)}
        else:
            return "plain", None, None
        if pair[0] not in table or pair[1] not in table:
            raise UnsupportedLanguageError(
                f"{self.name}: {self.model_name} ({family}) has no code for {pair[0]}-{pair[1]} in fairmt's "
                f"table; supported pairs: {format_pairs(_pairs_of(list(table)))}"
            )
        src, tgt = table[pair[0]], table[pair[1]]
        if family == "m2m100":
            known = set(getattr(tok, "lang_code_to_id", {}) or {})
            if known and (src not in known or tgt not in known):
                raise UnsupportedLanguageError(f"{self.name}: {self.model_name} has no {src}/{tgt} language")
        else:
            unk = tok.unk_token_id
            for code in (src, tgt):
                if tok.convert_tokens_to_ids(code) in (None, unk):
                    raise UnsupportedLanguageError(f"{self.name}: {self.model_name} has no {code} token")
        return family, src, tgt

    def _forced_bos(self) -> int | None:
        if self.tgt_code is None:
            return None
        if self.family == "m2m100":
            return int(self.tokenizer.get_lang_id(self.tgt_code))
        return int(self.tokenizer.convert_tokens_to_ids(self.tgt_code))

    def _translate(self, sources: list[str], batch_size: int) -> list[str]:
        torch = self.torch
        tok = self.tokenizer
        if self.src_code is not None:
            tok.src_lang = self.src_code
        texts = [self.source_prefix + s for s in sources]
        encoded = [list(tok(t)["input_ids"]) for t in texts]
        forced = self._forced_bos()
        out = [""] * len(sources)
        for idx in self._batches(encoded, batch_size):
            enc = self._pad([encoded[i] for i in idx], int(tok.pad_token_id or 0), left=False)
            kwargs: dict[str, Any] = {
                "do_sample": False,
                "num_beams": 1,
                "max_new_tokens": self.max_new_tokens,
            }
            if forced is not None:
                kwargs["forced_bos_token_id"] = forced
            with torch.inference_mode():
                gen = self.model.generate(**enc, **kwargs)
            texts_out = tok.batch_decode(gen, skip_special_tokens=True)
            for i, t in zip(idx, texts_out, strict=True):
                out[i] = t
        return out

    def settings(self) -> list[tuple[str, object]]:
        extra: list[tuple[str, object]] = []
        if self.src_code is not None:
            extra.append(("lang_codes", f"{self.src_code}>{self.tgt_code}"))
        if self.source_prefix:
            extra.append(("source_prefix", text_hash(self.source_prefix)))
        return [*super().settings(), *extra]


class _NewlineStop:
    """Stop a sequence once its continuation has a line break after some text."""

    def __init__(self, tokenizer: Any, prompt_len: int, torch: Any) -> None:
        self.tokenizer = tokenizer
        self.prompt_len = prompt_len
        self.torch = torch

    def __call__(self, input_ids: Any, scores: Any, **kwargs: Any) -> Any:
        new = input_ids[:, self.prompt_len :]
        texts = self.tokenizer.batch_decode(new, skip_special_tokens=True)
        done = ["\n" in t.lstrip() for t in texts]
        return self.torch.tensor(done, dtype=self.torch.bool, device=input_ids.device)


class HFCausalTranslator(_HFTranslator):
    """A decoder-only LM prompted to translate (see the module doc).

    ``HFCausalTranslator("en", "it", model="Unbabel/TowerInstruct-7B-v0.1")``; options
    ``template`` (``auto``, ``plain``, ``chat``), ``device``, ``dtype``, ``max_new_tokens``,
    ``allow_download``, ``revision``. Language pairs: any two languages the prompt can name
    (:data:`fairmt.languages.LANGUAGE_NAMES`).
    """

    name = "hf-causal"
    _auto_class = "AutoModelForCausalLM"

    @classmethod
    def supported_pairs(cls) -> frozenset[tuple[str, str]] | None:
        return _pairs_of(list(LANGUAGE_NAMES))

    def __init__(
        self,
        src_lang: str,
        tgt_lang: str,
        *,
        model: str | os.PathLike[str] | None = None,
        template: str = "auto",
        **options: Any,
    ) -> None:
        if template not in TEMPLATES:
            raise UsageError(f"{self.name}: template must be one of {', '.join(TEMPLATES)}, not {template!r}")
        super().__init__(src_lang, tgt_lang, model=model, **options)
        self.tokenizer = self._load_tokenizer()
        has_chat = bool(getattr(self.tokenizer, "chat_template", None))
        if template == "auto":
            template = "chat" if has_chat else "plain"
        elif template == "chat" and not has_chat:
            raise UsageError(f"{self.name}: template 'chat', but the tokenizer of {self.model_name} has none")
        self.template = template
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            if self.tokenizer.eos_token is None:
                raise DataError("the tokenizer has neither a padding nor an end-of-sequence token", self.path)
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = self._load_model()

    def prompt(self, source: str) -> str:
        """The exact text the model continues for ``source``."""
        message = instruction(source, self.src_lang, self.tgt_lang)
        if self.template == "plain":
            return message
        text = self.tokenizer.apply_chat_template(
            [{"role": "user", "content": message}], tokenize=False, add_generation_prompt=True
        )
        return str(text)

    def _encode(self, source: str) -> list[int]:
        # A chat template writes its own special tokens (BOS included); a plain prompt gets the
        # tokenizer's usual ones.
        ids = self.tokenizer(self.prompt(source), add_special_tokens=self.template == "plain")["input_ids"]
        return list(ids)

    @staticmethod
    def first_line(text: str) -> str:
        """The continuation from its first non-blank character up to the first line break."""
        return text.lstrip().split("\n", 1)[0].strip()

    def _translate(self, sources: list[str], batch_size: int) -> list[str]:
        torch = self.torch
        tok = self.tokenizer
        encoded = [self._encode(s) for s in sources]
        out = [""] * len(sources)
        stopping = self.transformers.StoppingCriteriaList
        for idx in self._batches(encoded, batch_size):
            enc = self._pad([encoded[i] for i in idx], int(tok.pad_token_id), left=True)
            prompt_len = int(enc["input_ids"].shape[1])
            with torch.inference_mode():
                gen = self.model.generate(
                    **enc,
                    do_sample=False,
                    num_beams=1,
                    max_new_tokens=self.max_new_tokens,
                    pad_token_id=tok.pad_token_id,
                    stopping_criteria=stopping([_NewlineStop(tok, prompt_len, torch)]),
                )
            texts = tok.batch_decode(gen[:, prompt_len:], skip_special_tokens=True)
            for i, t in zip(idx, texts, strict=True):
                out[i] = self.first_line(t)
        return out

    def prompt_hash(self) -> str:
        chat = str(self.tokenizer.chat_template) if self.template == "chat" else ""
        return text_hash(self.template, INSTRUCTION_TEMPLATE, chat)

    def settings(self) -> list[tuple[str, object]]:
        return [
            *super().settings(),
            ("template", self.template),
            ("prompt", self.prompt_hash()),
            ("output", "first-line"),
        ]


def _version_tuple(v: str) -> tuple[int, ...]:
    out: list[int] = []
    for part in v.split(".")[:3]:
        digits = "".join(ch for ch in part if ch.isdigit())
        out.append(int(digits) if digits else 0)
    return tuple(out)
