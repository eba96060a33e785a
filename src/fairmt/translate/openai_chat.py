"""``openai``: translation by any OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama, llama.cpp).

Requests go through the project's one client, :class:`fairmt.llm.client.LLMClient`: its
sqlite answer cache (a rerun sends nothing), retries with backoff, concurrency, token and
cost accounting, ``max_cost`` and the key handling (read from ``api_key_env``, default
``OPENAI_API_KEY``; never logged or stored). ``model`` is ``provider/name`` or a plain name
(``openai/gpt-4.1-mini``, ``vllm/Unbabel/TowerInstruct-7B-v0.2``); ``base_url`` points at
any other server.

Prompt: our own system message and the source JSON-encoded inside a fenced DATA block that
the instructions declare untrusted (:func:`fairmt.translate.prompts.chat_messages`); the
prompt's hash is in the signature. Sampling: temperature 0 (the client's default),
``max_tokens`` (default 512).

The answer is reduced to the plain translation: a code fence around it is dropped, then the
first non-empty line is kept, stripped. A request that gets no usable answer (HTTP or
transport failure after the retries, truncated output, an empty answer, the budget) is
never turned into a translation: :class:`~fairmt.translate.base.TranslationError` is
raised with the translations of the sources before the first failure (``done``), so a
resumable run keeps those and a rerun asks only the rest; its ``failure_kind`` is the
request's (:attr:`fairmt.llm.client.Completion.failure_kind`: ``auth`` for a refused key,
``infra`` for an endpoint that stayed down, ...; an empty answer counts as ``parse``), and
the client's exception is its ``__cause__``. (An empty answer is in the
client's cache like any other answer: asking again needs ``cache=False``, ``--no-cache``.)
"""

from __future__ import annotations

from typing import Any, ClassVar

from fairmt.errors import UsageError
from fairmt.languages import LANGUAGE_NAMES
from fairmt.llm.client import ChatRequest, Completion, LLMClient
from fairmt.translate.base import TranslationError, Translator
from fairmt.translate.prompts import CHAT_PROMPT_HASH, chat_messages

__all__ = ["OpenAIChatTranslator", "clean_answer"]

DEFAULT_MAX_TOKENS = 512


def clean_answer(text: str) -> str:
    """The translation in a chat answer: fences dropped, first non-empty line, stripped."""
    lines = [ln.strip() for ln in text.strip().splitlines()]
    lines = [ln for ln in lines if ln and not ln.startswith("```")]
    return lines[0] if lines else ""


class OpenAIChatTranslator(Translator):
    """An OpenAI-compatible chat model as a translation engine (see the module doc).

    ``OpenAIChatTranslator("en", "es", model="openai/gpt-4.1-mini")``, or with a local
    server ``model="vllm/NAME", base_url="http://localhost:8000/v1"``; or ``client=`` an
    :class:`LLMClient`. Other options go to the client: ``api_key_env``, ``cache``,
    ``cache_dir``, ``concurrency``, ``max_cost``, ``timeout``, ``max_retries``... Without a
    model, ``$FAIRMT_LLM_MODEL`` (else ``openai/gpt-4.1-mini``) and ``$FAIRMT_LLM_BASE_URL``.
    Language pairs: any two languages the prompt can name.
    """

    name = "openai"
    default_batch_size = 32
    PAIRS: ClassVar[frozenset[tuple[str, str]] | None] = frozenset(
        (s, t) for s in LANGUAGE_NAMES for t in LANGUAGE_NAMES if s != t
    )

    def __init__(
        self,
        src_lang: str,
        tgt_lang: str,
        *,
        model: str | None = None,
        base_url: str | None = None,
        client: LLMClient | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        **client_options: Any,
    ) -> None:
        super().__init__(src_lang, tgt_lang)
        if client is not None and (model is not None or base_url is not None or client_options):
            raise UsageError("openai: pass either client= or the model/endpoint options, not both")
        if int(max_tokens) < 1:
            raise UsageError("openai: max_tokens must be at least 1")
        self.max_tokens = int(max_tokens)
        self.client = client if client is not None else LLMClient.from_env(model, base_url, **client_options)
        self.failures = 0

    def messages(self, source: str) -> list[dict[str, str]]:
        """The chat messages for one source."""
        return chat_messages(source, self.src_lang, self.tgt_lang)

    def _translate(self, sources: list[str], batch_size: int) -> list[str]:
        out: list[str] = []
        for start in range(0, len(sources), batch_size):
            chunk = sources[start : start + batch_size]
            results = self.client.complete_batch(
                [ChatRequest(self.messages(s)) for s in chunk], max_tokens=self.max_tokens
            )
            for k, r in enumerate(results):
                text = clean_answer(r.text or "") if r.ok else ""
                if not r.ok or not text:
                    self.failures += 1
                    raise TranslationError(
                        f"openai: no translation for source {start + k + 1} of this call "
                        f"({_describe(r)}); the {len(out)} before it are kept",
                        done=out,
                        failure_kind=r.failure_kind if not r.ok else "parse",
                    ) from r.exception
                out.append(text)
        return out

    def version(self) -> str:
        return self.client.wire_model

    def settings(self) -> list[tuple[str, object]]:
        endpoint = [(k, v) for k, v in self.client.signature_items() if k != "llm"]
        return [
            *endpoint,
            ("prompt", CHAT_PROMPT_HASH),
            ("temperature", self.client.default_sampling.get("temperature", 0)),
            ("max_tokens", self.max_tokens),
            ("output", "first-line"),
        ]

    def usage(self) -> dict[str, Any]:
        """The client's accounting (requests, cache hits, tokens, cost) and failures."""
        return {**self.client.usage().to_json(), "translation_failures": self.failures}

    def close(self) -> None:
        self.client.close()


def _describe(r: Completion) -> str:
    if r.ok:
        # The client caches every answer it got (an empty one too): only --no-cache asks again.
        return "an empty answer (cached: rerun with --no-cache to ask again)"
    detail = f": {r.error}" if r.error else ""
    return f"{r.failure}{detail}"
