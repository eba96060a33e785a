"""Attention from a translated target word to its gender cue, per layer and head (extra ``attention``).

The attention-based analysis of the decoder-only diagnostics paper (Section 5 of
*gender-disambiguation-diagnostics-decoder-only*): for every accurate minimal pair (both
translations carry the gender their pronoun asks for), the model's own translation is
teacher-forced after the translation prompt and the self-attention that the target word
gives to the English gender cue is read from every layer and head.

Definitions (the paper's where it gives one, ours where it is silent):

* **Prompt**: the ``hf-causal`` translation engine's (:mod:`fairmt.translate.prompts`), the
  TowerInstruct instruction-tuning prompt ``Translate the following text from English into
  Italian.\\nEnglish: {source}\\nItalian:`` (:data:`MESSAGE_TEMPLATE`), plain for base
  models and wrapped in the tokenizer's chat template for chat models (``template="auto"``
  picks ``chat`` when the tokenizer has a chat template); the translation follows after one
  space (plain) or directly (chat). The signature's ``template_hash`` equals the engine's
  ``prompt`` hash. A record may instead carry the exact ``prompt`` text that preceded its
  translation. The prompt and the translation are tokenised together, as one text (a token
  holding any character of the translation is a translation token); the prompt's tokens
  are everything before.
* **Target span**: the sub-word tokens of the translated entity (``target`` text, first
  whole-word match, case-insensitive, or a ``target_span`` of characters) *together with
  the gendered article right before it* (``la dottoressa``, ``l'ingegnera``; Italian
  articulated prepositions such as ``alla`` count as articles): the tokens whose
  character offsets (from a fast tokenizer's offsets mapping) overlap that character span.
  Articles are known for it, es, fr, pt, ca and de; other target languages, or
  ``article=False``, use the noun alone.
* **Cue**: the tokens of the English gender pronoun inside the prompt's copy of the
  source: a ``cue`` word (first whole-word match), a ``cue_span``, or, from WinoMT row
  fields, the first pronoun of the gold gender (she/her/hers/herself, he/him/his/himself)
  after the entity index ``index`` (else the nearest before it).
* **Query positions** (``query``): ``generating`` (default) reads the attention "at the
  time step in which the target word is generated": the position that predicts each
  target token, i.e. the token just before it; ``target`` reads the rows of the target
  tokens themselves (the target word's own representation).
* **Per sentence**: for each layer and head, the attention of each query position to the
  cue, **summed over the cue's sub-words** (the weight the cue receives; ``cue_reduce=
  "mean"`` averages instead) and **averaged over the target's sub-words** (the paper).
* **Aggregation**: the mean over the selected sentences. Pairs are accurate when every
  record of the pair has ``correct`` true (a missing ``correct`` means true: an already
  filtered file); records without ``pair`` are pairs of their own. Only pair members whose
  cue has the chosen gender are measured (``cue_gender="female"``, the paper's Figure 5;
  ``"male"``; ``"all"``). ``n``, the number of pairs, is the minimum number of accurate
  pairs over the compared models (the paper's n = 195), optionally capped, and the first
  ``n`` accurate pairs in file order are used.
* **Sanity checks**: ``prompt``, the total attention (summed over all prompt tokens,
  special tokens included) of the same query positions, and its mean over layers and
  heads (the paper's 0.77–0.78); ``secondary``, the attention to the cue from the span of
  the translated secondary (non-coreferent) entity, where records give one (``secondary``
  or ``secondary_span``), averaged over the selected sentences that have it.

Layers and heads are numbered from 0. The model runs with ``attn_implementation="eager"``
(the only implementation that returns attention probabilities), one sentence at a time.
"""

from __future__ import annotations

import csv
import gc
import hashlib
import importlib.metadata
import io
import json
import logging
import math
import re
import warnings
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from fairmt.errors import DataError, UsageError
from fairmt.qe.local_models import ModelNotFoundError, fingerprint, import_extra
from fairmt.signature import Signature

log = logging.getLogger(__name__)

FloatArray = npt.NDArray[np.float64]

EXTRA = "attention"
#: The analysis' version: bump when a definition above changes a number.
METHOD_VERSION = "1"

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
CUE_GENDERS = ("female", "male", "all")
CUE_REDUCE = ("sum", "mean")
DTYPES = ("float32", "bfloat16", "float16")


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


#: Gendered articles (and Italian articulated prepositions) that may precede a target noun.
#: Forms ending in an apostrophe are elided and attach to the noun without a space.
ARTICLES: dict[str, tuple[str, ...]] = {
    "it": _words(
        "il lo la i gli le l' un uno una un' "
        "del dello della dei degli delle dell' al allo alla ai agli alle all' "
        "dal dallo dalla dai dagli dalle dall' nel nello nella nei negli nelle nell' "
        "sul sullo sulla sui sugli sulle sull' col coi"
    ),
    "es": _words("el la los las un una unos unas del al"),
    "fr": _words("le la les l' un une des du au aux"),
    "pt": _words(
        "o a os as um uma uns umas do da dos das no na nos nas ao à aos às pelo pela pelos pelas num numa"
    ),
    "ca": _words("el la els les l' un una uns unes del al"),
    "de": _words("der die das den dem des ein eine einen einem einer eines"),
}

PRONOUNS: dict[str, tuple[str, ...]] = {
    "female": ("she", "her", "hers", "herself"),
    "male": ("he", "him", "his", "himself"),
}
_PRONOUN_GENDER = {w: g for g, ws in PRONOUNS.items() for w in ws}

Span = tuple[int, int]


# --------------------------------------------------------------------------- input


@dataclass(frozen=True)
class PairRecord:
    """One translated sentence of a minimal pair, with its character spans located.

    ``target`` and ``secondary`` are character spans in ``translation`` (as given: the
    article is added when the tokens are found); ``cue`` is a character span in ``source``.
    """

    line: int
    pair: str
    source: str
    translation: str
    target: Span
    cue: Span
    cue_gender: str
    correct: bool = True
    secondary: Span | None = None
    model: str | None = None
    prompt: str | None = None


def find_word(text: str, word: str) -> Span | None:
    """The first whole-word, case-insensitive occurrence of ``word`` in ``text``."""
    word = word.strip()
    if not word:
        return None
    m = re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text, re.IGNORECASE)
    return (m.start(), m.end()) if m else None


def find_cue_pronoun(sentence: str, gender: str | None = None, index: int | None = None) -> Span | None:
    """The gender pronoun of a WinoMT sentence: the first one of ``gender`` after token ``index``.

    Tokens are whitespace-separated (as the challenge set's entity index); a pronoun is the
    token's first run of word characters (``her.`` → ``her``). Without ``gender`` any
    gendered pronoun counts. Pronouns after ``index`` come first, in order, then those
    before it, nearest first.
    """
    wanted = set(PRONOUNS[gender]) if gender in PRONOUNS else set(_PRONOUN_GENDER)
    after: list[Span] = []
    before: list[Span] = []
    for i, m in enumerate(re.finditer(r"\S+", sentence)):
        w = re.search(r"\w+", m.group())
        if w is None or w.group().lower() not in wanted:
            continue
        span = (m.start() + w.start(), m.start() + w.end())
        (before if index is not None and i <= index else after).append(span)
    ordered = after + before[::-1]
    return ordered[0] if ordered else None


def _article_pattern(lang: str) -> re.Pattern[str] | None:
    arts = ARTICLES.get(lang.lower())
    if not arts:
        return None
    spaced = sorted((a for a in arts if not a.endswith("'")), key=len, reverse=True)
    elided = sorted({a[:-1] + q for a in arts if a.endswith("'") for q in "'’"}, key=len, reverse=True)
    alts = [f"(?:{'|'.join(map(re.escape, spaced))})\\s+"]
    if elided:
        alts.append(f"(?:{'|'.join(map(re.escape, elided))})\\s*")
    return re.compile(r"(?<!\w)(?:" + "|".join(alts) + r")$", re.IGNORECASE)


def extend_with_article(text: str, span: Span, lang: str) -> Span:
    """``span`` grown to the start of the gendered article right before it, if there is one."""
    pattern = _article_pattern(lang)
    if pattern is None:
        return span
    m = pattern.search(text, 0, span[0])
    return (m.start(), span[1]) if m else span


def _parse_span(value: Any, what: str, text: str, path: str | Path, line: int) -> Span:
    if isinstance(value, str):
        parts = re.split(r"[:,\-]", value.strip())
        value = parts
    try:
        start, end = (int(v) for v in value)
    except (TypeError, ValueError):
        raise DataError(
            f"{what} must be [start, end] (or 'start:end' in TSV), not {value!r}", path, line
        ) from None
    if not 0 <= start < end <= len(text):
        raise DataError(f"{what} [{start}, {end}] is outside its text ({len(text)} characters)", path, line)
    return (start, end)


def _parse_bool(value: Any, path: str | Path, line: int) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "1", "y", "t"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "no", "0", "n", "f"):
        return False
    raise DataError(f"'correct' must be true or false, not {value!r}", path, line)


def _get(row: dict[str, Any], *keys: str) -> Any:
    for k in keys:
        v = row.get(k)
        if v is not None and v != "":
            return v
    return None


def record_from_row(row: dict[str, Any], path: str | Path = "<pairs>", line: int = 0) -> PairRecord:
    """Validate one input row (JSON object or TSV row) and locate its spans."""
    source = _get(row, "source", "sentence", "src")
    translation = _get(row, "translation", "mt")
    if not isinstance(source, str) or not source.strip():
        raise DataError("missing 'source' (the English sentence of the prompt)", path, line)
    if not isinstance(translation, str) or not translation.strip():
        raise DataError("missing 'translation' (the model's own translation)", path, line)

    if row.get("target_span") not in (None, ""):
        target = _parse_span(row["target_span"], "target_span", translation, path, line)
    elif isinstance(row.get("target"), str) and row["target"].strip():
        found = find_word(translation, row["target"])
        if found is None:
            raise DataError(f"target {row['target']!r} is not a word of the translation", path, line)
        target = found
    else:
        raise DataError("missing 'target' (the translated entity) or 'target_span'", path, line)

    gender_field = _get(row, "gender", "gold")
    gender: str | None = None
    if gender_field is not None:
        g = str(gender_field).strip().lower()
        g = {"f": "female", "m": "male", "n": "neutral"}.get(g, g)
        if g not in ("female", "male", "neutral", "unknown"):
            raise DataError(f"gender must be female or male, not {gender_field!r}", path, line)
        gender = g

    index_field = row.get("index")
    index: int | None = None
    if index_field not in (None, ""):
        try:
            index = int(index_field)
        except (TypeError, ValueError):
            raise DataError(f"entity index is not an integer: {index_field!r}", path, line) from None

    if row.get("cue_span") not in (None, ""):
        cue = _parse_span(row["cue_span"], "cue_span", source, path, line)
    elif isinstance(row.get("cue"), str) and row["cue"].strip():
        found = find_word(source, row["cue"])
        if found is None:
            raise DataError(f"cue {row['cue']!r} is not a word of the source", path, line)
        cue = found
    else:
        found = find_cue_pronoun(source, gender, index)
        if found is None:
            which = f"{gender} " if gender in PRONOUNS else "gendered "
            raise DataError(f"no 'cue' given and no {which}pronoun found in the source", path, line)
        cue = found
    if gender is None:
        gender = _PRONOUN_GENDER.get(source[cue[0] : cue[1]].lower(), "unknown")

    secondary: Span | None = None
    if row.get("secondary_span") not in (None, ""):
        secondary = _parse_span(row["secondary_span"], "secondary_span", translation, path, line)
    elif isinstance(row.get("secondary"), str) and row["secondary"].strip():
        secondary = find_word(translation, row["secondary"])
        if secondary is None:
            raise DataError(f"secondary {row['secondary']!r} is not a word of the translation", path, line)

    prompt = row.get("prompt")
    if prompt is not None and (not isinstance(prompt, str) or source not in prompt):
        raise DataError("'prompt' must be the prompt text, holding the source sentence", path, line)
    pair = row.get("pair")
    model = row.get("model")
    return PairRecord(
        line=line,
        pair=str(pair) if pair not in (None, "") else f"line {line}",
        source=source,
        translation=translation,
        target=target,
        cue=cue,
        cue_gender=gender,
        correct=_parse_bool(row["correct"], path, line) if row.get("correct") not in (None, "") else True,
        secondary=secondary,
        model=str(model) if model not in (None, "") else None,
        prompt=prompt or None,
    )


def read_pairs(path: str | Path) -> list[PairRecord]:
    """Read a JSONL file (one object per line) or a TSV file with a header of field names.

    Fields: ``source`` (or ``sentence``), ``translation`` (or ``mt``), ``target`` or
    ``target_span``, and for the cue ``cue``, ``cue_span`` or the WinoMT fields ``gold``
    (and ``index``); optional ``pair``, ``correct``, ``gender``, ``secondary`` /
    ``secondary_span``, ``model`` and ``prompt``. Spans are ``[start, end]`` character
    offsets (``start:end`` in TSV). Every problem names the file and line.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("file not found", p) from None
    except UnicodeDecodeError as e:
        raise DataError(f"not valid UTF-8 ({e.reason})", p) from None
    records: list[PairRecord] = []
    first = text.lstrip()[:1]
    if p.suffix in (".jsonl", ".json") or first == "{":
        from fairmt.data.readers import iter_jsonl

        for n, obj in iter_jsonl(text, p, skip_blank=True):
            records.append(record_from_row(obj, p, n))
    else:
        reader = csv.reader(io.StringIO(text), delimiter="\t", quoting=csv.QUOTE_NONE)
        rows = list(reader)
        if not rows:
            raise DataError("the pairs file is empty", p)
        header = [h.strip() for h in rows[0]]
        for n, fields in enumerate(rows[1:], start=2):
            if not any(f.strip() for f in fields):
                continue
            if len(fields) != len(header):
                raise DataError(f"expected {len(header)} tab-separated fields, found {len(fields)}", p, n)
            records.append(record_from_row(dict(zip(header, fields, strict=True)), p, n))
    if not records:
        raise DataError("the pairs file has no records", p)
    return records


def accurate_pairs(records: Iterable[PairRecord], cue_gender: str = "female") -> list[list[PairRecord]]:
    """Accurate pairs in file order (of their first record), each as its measured members.

    A pair is accurate when all its records are ``correct``; its measured members are
    those whose cue has ``cue_gender`` (``"all"``: every member). Pairs with no such member
    are left out.
    """
    if cue_gender not in CUE_GENDERS:
        raise UsageError(f"cue_gender must be one of {', '.join(CUE_GENDERS)}, not {cue_gender!r}")
    groups: dict[str, list[PairRecord]] = {}
    for r in records:
        groups.setdefault(r.pair, []).append(r)
    out: list[list[PairRecord]] = []
    for members in groups.values():
        if not all(r.correct for r in members):
            continue
        chosen = [r for r in members if cue_gender == "all" or r.cue_gender == cue_gender]
        if chosen:
            out.append(chosen)
    return out


# --------------------------------------------------------------------------- model


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


# --------------------------------------------------------------------------- analysis


@dataclass
class ModelResult:
    """The aggregated matrices of one model."""

    label: str
    path: str
    n_layers: int
    n_heads: int
    accurate_pairs: int
    n: int
    sentences: int
    cue: FloatArray
    prompt: FloatArray
    secondary: FloatArray | None
    secondary_sentences: int
    signature: Signature
    spans: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def prompt_total(self) -> float:
        return float(self.prompt.mean())

    def top_heads(self, k: int = 5) -> list[dict[str, Any]]:
        flat = np.argsort(-self.cue, axis=None, kind="stable")[:k]
        out = []
        for idx in flat:
            layer, head = divmod(int(idx), self.n_heads)
            row: dict[str, Any] = {"layer": layer, "head": head, "cue": float(self.cue[layer, head])}
            if self.secondary is not None:
                row["secondary"] = float(self.secondary[layer, head])
            out.append(row)
        return out

    def as_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "path": self.path,
            "layers": self.n_layers,
            "heads": self.n_heads,
            "accurate_pairs": self.accurate_pairs,
            "n": self.n,
            "sentences": self.sentences,
            "prompt_total": self.prompt_total,
            "top_heads": self.top_heads(),
            "secondary_sentences": self.secondary_sentences,
            "cue": _matrix(self.cue),
            "prompt": _matrix(self.prompt),
            "secondary": _matrix(self.secondary) if self.secondary is not None else None,
            "seconds": round(self.seconds, 3),
            "signature": str(self.signature),
        }


def _matrix(a: FloatArray) -> list[list[float]]:
    return [[float(v) for v in row] for row in a]


def _file_fingerprint(paths: Iterable[str | Path]) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(Path(p).read_bytes())
    return h.hexdigest()[:12]


def analyse_model(
    model: AttentionModel,
    selected: Sequence[Sequence[PairRecord]],
    *,
    accurate: int,
    cue_gender: str,
    pairs_fingerprint: str = "none",
    progress: Callable[[int, int], None] | None = None,
) -> ModelResult:
    """Measure ``selected`` pairs (their measured members) with ``model`` and average."""
    import time

    t0 = time.perf_counter()
    shape = (model.n_layers, model.n_heads)
    cue_sum, prompt_sum, sec_sum = np.zeros(shape), np.zeros(shape), np.zeros(shape)
    sentences = secondary_n = 0
    spans: list[dict[str, Any]] = []
    records = [r for members in selected for r in members]
    for i, rec in enumerate(records, start=1):
        s = model.measure(rec)
        if s.cue.shape != shape:
            raise DataError(f"{model.label}: attention of shape {s.cue.shape}, expected {shape}", model.path)
        cue_sum += s.cue
        prompt_sum += s.prompt
        sentences += 1
        if s.secondary is not None:
            sec_sum += s.secondary
            secondary_n += 1
        enc = s.encoding
        spans.append(
            {
                "line": rec.line,
                "pair": rec.pair,
                "gender": rec.cue_gender,
                "prompt_tokens": enc.prompt_len,
                "tokens": len(enc.input_ids),
                "target": enc.text[enc.target_chars[0] : enc.target_chars[1]],
                "target_tokens": [enc.tokens[p] for p in enc.target],
                "target_positions": enc.target,
                "cue": enc.text[enc.cue_chars[0] : enc.cue_chars[1]],
                "cue_tokens": [enc.tokens[p] for p in enc.cue],
                "cue_positions": enc.cue,
                "secondary_tokens": [enc.tokens[p] for p in enc.secondary] if enc.secondary else None,
                "secondary_positions": enc.secondary,
            }
        )
        if progress is not None:
            progress(i, len(records))
    if sentences == 0:
        raise DataError(f"{model.label}: no sentence to measure")
    sig = Signature.of(
        [
            ("attention", METHOD_VERSION),
            ("model", model.label),
            ("path", model.path),
            ("config", model.config_hash),
            ("weights", model.weights_fingerprint),
            ("template", model.template),
            ("template_hash", model.template_hash),
            ("langs", f"{model.src_lang}-{model.tgt_lang}"),
            ("n", len(selected)),
            ("cue_gender", cue_gender),
            ("query", model.query),
            ("cue_reduce", model.cue_reduce),
            ("article", model.article),
            ("dtype", model.dtype),
            ("pairs", pairs_fingerprint),
            ("record_prompts", sum(r.prompt is not None for r in records)),
            ("torch", model.torch_version),
            ("transformers", model.transformers_version),
        ]
    )
    return ModelResult(
        label=model.label,
        path=str(model.path),
        n_layers=model.n_layers,
        n_heads=model.n_heads,
        accurate_pairs=accurate,
        n=len(selected),
        sentences=sentences,
        cue=cue_sum / sentences,
        prompt=prompt_sum / sentences,
        secondary=sec_sum / secondary_n if secondary_n else None,
        secondary_sentences=secondary_n,
        signature=sig,
        spans=spans,
        seconds=time.perf_counter() - t0,
    )


def _bind_label(
    progress: Callable[[str, int, int], None] | None, label: str
) -> Callable[[int, int], None] | None:
    if progress is None:
        return None
    report = progress

    def cb(done: int, total: int) -> None:
        report(label, done, total)

    return cb


def records_for(records: Sequence[PairRecord], label: str) -> list[PairRecord]:
    """The records of one model: those naming it in ``model``, and those naming none."""
    return [r for r in records if r.model is None or r.model == label]


def analyse(
    models: Sequence[tuple[str, str | Path]],
    pairs: Sequence[str | Path],
    *,
    cue_gender: str = "female",
    max_pairs: int | None = None,
    device: str = "cpu",
    dtype: str = "float32",
    template: str = "auto",
    src_lang: str = "en",
    tgt_lang: str = "it",
    query: str = "generating",
    cue_reduce: str = "sum",
    article: bool = True,
    progress: Callable[[str, int, int], None] | None = None,
) -> list[ModelResult]:
    """Run the attention analysis for ``models`` (``(label, path)``), one after another.

    ``pairs``: one file for all models (records may name their model in ``model``) or one
    file per model, in order. ``n`` is the minimum number of accurate pairs over the models
    (capped by ``max_pairs``); each model measures its first ``n`` accurate pairs.
    """
    if not models:
        raise UsageError("give at least one model")
    labels = [label for label, _ in models]
    if len(set(labels)) != len(labels):
        raise UsageError(f"model labels must be unique: {', '.join(labels)} (use LABEL=PATH)")
    if len(pairs) not in (1, len(models)):
        raise UsageError(f"give one pairs file, or one per model ({len(models)}), not {len(pairs)}")
    if max_pairs is not None and max_pairs < 1:
        raise UsageError("max_pairs must be at least 1")
    read = [read_pairs(p) for p in pairs]
    per_model: list[list[list[PairRecord]]] = []
    for i, (label, _) in enumerate(models):
        recs = records_for(read[0] if len(read) == 1 else read[i], label)
        per_model.append(accurate_pairs(recs, cue_gender))
    counts = [len(g) for g in per_model]
    n = min(counts)
    if max_pairs is not None:
        n = min(n, max_pairs)
    if n == 0:
        which = ", ".join(f"{label}: {c}" for (label, _), c in zip(models, counts, strict=True))
        raise DataError(f"no accurate pair with a {cue_gender} cue for some model ({which})")
    log.info("attention: n = %d pairs (accurate pairs per model: %s)", n, counts)
    fps = [_file_fingerprint([p]) for p in pairs]
    results: list[ModelResult] = []
    for i, (label, path) in enumerate(models):
        model = AttentionModel(
            path,
            label=label,
            device=device,
            dtype=dtype,
            template=template,
            src_lang=src_lang,
            tgt_lang=tgt_lang,
            query=query,
            cue_reduce=cue_reduce,
            article=article,
        )
        cb = _bind_label(progress, label)

        try:
            results.append(
                analyse_model(
                    model,
                    per_model[i][:n],
                    accurate=counts[i],
                    cue_gender=cue_gender,
                    pairs_fingerprint=fps[0] if len(fps) == 1 else fps[i],
                    progress=cb,
                )
            )
        finally:
            model.close()
    return results


# --------------------------------------------------------------------------- output


def _safe_name(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", label).strip("._") or "model"


def shared_scales(results: Sequence[ModelResult]) -> dict[str, tuple[float, float]]:
    """Colour scales shared by all models: cue and secondary on one, ``[0, max]``; prompt on its own."""
    cue_max = max(float(r.cue.max()) for r in results)
    sec = [float(r.secondary.max()) for r in results if r.secondary is not None]
    top = max([cue_max, *sec])
    pmin = min(float(r.prompt.min()) for r in results)
    pmax = max(float(r.prompt.max()) for r in results)
    return {"cue": (0.0, top if top > 0 else 1.0), "prompt": (pmin, pmax if pmax > pmin else pmin + 1e-9)}


def parse_layers(spec: str | None, n_layers: int) -> tuple[int, int]:
    """``"8-20"`` → rows 8..20 (0-based, inclusive), clipped to the model; ``None`` → all."""
    if not spec:
        return 0, n_layers - 1
    m = re.fullmatch(r"\s*(\d+)\s*-\s*(\d+)\s*", spec)
    if not m or int(m.group(1)) > int(m.group(2)):
        raise UsageError(f"--layers must be FIRST-LAST (0-based, e.g. 8-20), not {spec!r}")
    first, last = int(m.group(1)), min(int(m.group(2)), n_layers - 1)
    if first > last:
        raise UsageError(f"--layers {spec}: the model has {n_layers} layers")
    return first, last


def result_document(results: Sequence[ModelResult]) -> dict[str, Any]:
    """The JSON document of a run (all models, shared scales, definitions)."""
    scales = shared_scales(results)
    first = results[0]
    sig = first.signature.as_dict()
    return {
        "kind": "fairmt-attention",
        "n": first.n,
        "cue_gender": sig.get("cue_gender"),
        "query": sig.get("query"),
        "cue_reduce": sig.get("cue_reduce"),
        "definitions": {
            "cue": "attention from the target span (article + noun) to the cue pronoun's tokens: "
            f"{sig.get('cue_reduce')} over cue sub-words, mean over target sub-words, mean over sentences",
            "prompt": "total attention from the target span to all prompt tokens (sanity check)",
            "secondary": "attention from the secondary (non-coreferent) entity's span to the cue",
            "query": "generating: rows of the positions that predict the target tokens; "
            "target: rows of the target tokens",
            "indices": "layers and heads from 0; matrices are [layer][head]",
        },
        "scales": {k: list(v) for k, v in scales.items()},
        "models": [r.as_dict() for r in results],
    }


#: Heatmap title (after the model's label) and colour-bar label per kind of matrix.
HEATMAP_TEXT = {
    "cue": ("attention from the target word to the cue", "mean attention to the cue"),
    "secondary": ("attention from the secondary entity to the cue", "mean attention to the cue"),
    "prompt": ("total attention to the prompt", "mean attention to the prompt"),
}


def write_outputs(
    results: Sequence[ModelResult],
    out_dir: str | Path,
    *,
    layers: str | None = None,
    heatmaps: bool = True,
) -> dict[str, Any]:
    """Write ``attention.json``, ``spans_<label>.jsonl`` and the PNG heatmaps; return the document.

    Heatmaps: ``cue_<label>.png`` and ``secondary_<label>.png`` on one colour scale shared by
    every model; ``prompt_<label>.png`` on the prompt scale. ``layers`` (``"8-20"``) crops
    the heatmaps' rows (the JSON keeps every layer).
    """
    from fairmt.diagnostics.heatmap import require_matplotlib, write_heatmap

    if heatmaps:
        require_matplotlib()  # before anything is written: no half-written output folder
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    doc = result_document(results)
    scales = shared_scales(results)
    files: dict[str, list[str]] = {}
    for r in results:
        name = _safe_name(r.label)
        written: list[str] = []
        spans_path = out / f"spans_{name}.jsonl"
        with spans_path.open("w", encoding="utf-8") as fh:
            for row in r.spans:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        written.append(spans_path.name)
        if heatmaps:
            first, last = parse_layers(layers, r.n_layers)
            maps: list[tuple[str, FloatArray | None, tuple[float, float]]] = [
                ("cue", r.cue, scales["cue"]),
                ("secondary", r.secondary, scales["cue"]),
                ("prompt", r.prompt, scales["prompt"]),
            ]
            for kind, matrix, (vmin, vmax) in maps:
                if matrix is None:
                    continue
                rows = _matrix(matrix[first : last + 1])
                what, value_label = HEATMAP_TEXT[kind]
                p = write_heatmap(
                    out / f"{kind}_{name}.png",
                    rows,
                    vmin,
                    vmax,
                    row_offset=first,
                    title=f"{r.label}: {what}",
                    value_label=value_label,
                )
                written.append(p.name)
        files[r.label] = written
    doc["files"] = files
    (out / "attention.json").write_text(
        json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return doc


def summary_lines(results: Sequence[ModelResult]) -> list[str]:
    """A short text summary: per model n, prompt total and the strongest heads."""
    lines = []
    for r in results:
        heads = ", ".join(
            f"L{h['layer']}H{h['head']}={h['cue']:.3f}"
            + (f" (sec {h['secondary']:.3f})" if "secondary" in h else "")
            for h in r.top_heads(3)
        )
        prompt = "nan" if math.isnan(r.prompt_total) else f"{r.prompt_total:.3f}"
        lines.append(
            f"{r.label}: n={r.n} (accurate {r.accurate_pairs}), sentences={r.sentences}, "
            f"prompt attention={prompt}, top cue heads: {heads}"
        )
    return lines
