"""An OpenAI-compatible chat-completions client (standard library only).

:class:`LLMClient` talks to OpenAI, vLLM, Ollama or llama.cpp's server; it caches valid answers
in sqlite, retries transient failures, validates structured (JSON-schema) answers, counts
tokens and cost, stops at a budget and can dry-run. :mod:`fairmt.llm.testing` has a loopback
server that speaks the protocol and replays scripted answers and faults, for tests.
"""

from fairmt.llm.client import (
    ChatRequest,
    Completion,
    DryRunRequest,
    FailureCause,
    FailureKind,
    LLMClient,
    LLMUsage,
    Message,
    estimate_tokens,
    prompt_hash,
    split_model,
)
from fairmt.llm.errors import (
    BudgetExceeded,
    LLMAuthError,
    LLMError,
    LLMHTTPError,
    LLMParseError,
    LLMTransportError,
)
from fairmt.llm.pricing import DEFAULT_PRICES, Price, load_prices
from fairmt.llm.schema import SchemaError, validate

__all__ = [
    "DEFAULT_PRICES",
    "BudgetExceeded",
    "ChatRequest",
    "Completion",
    "DryRunRequest",
    "FailureCause",
    "FailureKind",
    "LLMAuthError",
    "LLMClient",
    "LLMError",
    "LLMHTTPError",
    "LLMParseError",
    "LLMTransportError",
    "LLMUsage",
    "Message",
    "Price",
    "SchemaError",
    "estimate_tokens",
    "load_prices",
    "prompt_hash",
    "split_model",
    "validate",
]
