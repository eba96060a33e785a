"""Machine translation engines behind one interface (``fairmt translate``).

>>> from fairmt.translate import get_engine
>>> with get_engine("apertium", src_lang="en", tgt_lang="es") as mt:    # doctest: +SKIP
...     mt.translate(["The doctor asked the nurse to help her."])
['El doctor pidió el enfermero para ayudarle.']

Engines (:data:`ENGINES`, chosen by name; an unknown name gets a did-you-mean):

| name | what | needs |
|---|---|---|
| ``apertium`` (default) | Debian's rule-based MT, offline | ``apt-get install apertium apertium-eng-spa`` |
| ``hf-seq2seq`` | Marian/OPUS-MT, NLLB, mBART, M2M-100 via transformers | extra ``hf`` and a model |
| ``hf-causal`` | decoder-only LMs (Llama 2, Tower), the paper's prompts | extra ``hf`` and a model |
| ``openai`` | any OpenAI-compatible chat endpoint, via :class:`fairmt.llm.client.LLMClient` | an endpoint |

Every engine is a :class:`Translator`: ``translate(sources, batch_size=...)`` returns one
line per source in input order, batching never changes an output, unsupported language
pairs are refused in the constructor, and :meth:`Translator.signature_items` names what
fixes the outputs. :func:`translate_to` writes a resumable ``source ||| target`` or JSONL
file with a ``.sig.json`` sidecar; :func:`read_sources` reads named sets (``winomt:pro``...)
and files. Nothing heavy is imported until an engine is asked for.
"""

from __future__ import annotations

import inspect
from typing import Any

from fairmt.errors import UsageError
from fairmt.registry import Registry
from fairmt.translate.base import TranslationError, Translator, one_line
from fairmt.translate.run import FORMATS, RunResult, run_signature, translate_to
from fairmt.translate.sources import SOURCE_SETS, SourceSet, read_sources, source_set_names

__all__ = [
    "DEFAULT_ENGINE",
    "ENGINES",
    "FORMATS",
    "SOURCE_SETS",
    "RunResult",
    "SourceSet",
    "TranslationError",
    "Translator",
    "engine_options",
    "get_engine",
    "list_engines",
    "one_line",
    "read_sources",
    "run_signature",
    "source_set_names",
    "translate_to",
]

DEFAULT_ENGINE = "apertium"

ENGINES: Registry[type[Translator]] = Registry("translation engine")
ENGINES.register_lazy("apertium", "fairmt.translate.apertium:ApertiumTranslator")
ENGINES.register_lazy("hf-seq2seq", "fairmt.translate.hf:HFSeq2SeqTranslator")
ENGINES.register_lazy("hf-causal", "fairmt.translate.hf:HFCausalTranslator")
ENGINES.register_lazy("openai", "fairmt.translate.openai_chat:OpenAIChatTranslator")

#: Keyword options each engine takes beyond the language pair (checked before loading).
_OPTIONS: dict[str, frozenset[str]] = {
    "apertium": frozenset({"model", "mark_unknown", "datadir", "workers", "isolation"}),
    "hf-seq2seq": frozenset(
        {"model", "device", "dtype", "max_new_tokens", "allow_download", "revision", "source_prefix"}
    ),
    "hf-causal": frozenset(
        {"model", "device", "dtype", "max_new_tokens", "allow_download", "revision", "template"}
    ),
    "openai": frozenset(
        {
            "model",
            "base_url",
            "client",
            "max_tokens",
            "api_key_env",
            "cache",
            "cache_dir",
            "concurrency",
            "max_cost",
            "timeout",
            "max_retries",
            "prices",
        }
    ),
}


def list_engines() -> list[str]:
    return ENGINES.names()


def engine_options(name: str) -> frozenset[str]:
    """The keyword options engine ``name`` takes (besides ``src_lang``/``tgt_lang``)."""
    if name in _OPTIONS:
        return _OPTIONS[name]
    cls = ENGINES.get(name)
    params = inspect.signature(cls.__init__).parameters
    return frozenset(p for p in params if p not in ("self", "src_lang", "tgt_lang"))


def get_engine(name: str = DEFAULT_ENGINE, *, src_lang: str, tgt_lang: str, **options: Any) -> Translator:
    """An engine for one language pair: ``get_engine("apertium", src_lang="en", tgt_lang="es")``.

    ``options`` are the engine's own (see each engine's class); one it does not take is a
    :class:`~fairmt.errors.UsageError` naming the ones it does. ``None`` values are dropped.
    """
    if name not in ENGINES:
        ENGINES.get(name)  # raises with a did-you-mean
    given = {k: v for k, v in options.items() if v is not None}
    allowed = engine_options(name)
    unknown = sorted(set(given) - allowed)
    if unknown:
        raise UsageError(
            f"engine {name!r} takes no option {', '.join(unknown)}; its options: {', '.join(sorted(allowed))}"
        )
    cls = ENGINES.get(name)
    return cls(src_lang, tgt_lang, **given)
