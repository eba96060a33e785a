"""Model names and endpoints of :class:`fairmt.llm.client.LLMClient`.

Part of :mod:`fairmt.llm.client` (see its ``Model names`` notes), which re-exports the public
names here. A known provider prefix (``openai/``, ``vllm/``...) is stripped from a model name
before it goes on the wire and picks that provider's usual address when no ``base_url`` is
given; any other slash belongs to the name. The defaults can come from the environment
(:meth:`fairmt.llm.client.LLMClient.from_env`).
"""

from __future__ import annotations

__all__ = ["DEFAULT_BASE_URL", "DEFAULT_MODEL", "ENV_BASE_URL", "ENV_MODEL", "PROVIDERS", "split_model"]

DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_MODEL = "openai/gpt-4.1-mini"
ENV_MODEL = "FAIRMT_LLM_MODEL"
ENV_BASE_URL = "FAIRMT_LLM_BASE_URL"

#: Provider prefixes stripped from model names, with the provider's usual endpoint.
PROVIDERS: dict[str, str] = {
    "openai": DEFAULT_BASE_URL,
    "vllm": "http://localhost:8000/v1",
    "ollama": "http://localhost:11434/v1",
    "llamacpp": "http://localhost:8080/v1",
    "llama.cpp": "http://localhost:8080/v1",
    "local": "http://localhost:8000/v1",
}


def split_model(model: str) -> tuple[str | None, str]:
    """``(provider, wire name)``: the known provider prefix (if any) and the rest."""
    head, sep, rest = model.partition("/")
    if sep and head.lower() in PROVIDERS and rest:
        return head.lower(), rest
    return None, model
