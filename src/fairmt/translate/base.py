"""The translation-engine interface.

A :class:`Translator` turns source sentences into one target sentence each, in input order,
for one language pair fixed at construction. Every engine:

* declares the language pairs it supports (:meth:`Translator.supported_pairs`); a pair it
  does not declare is refused in the constructor, before any model or program is loaded,
  with :class:`~fairmt.errors.UnsupportedLanguageError` listing the pairs it has;
* returns exactly one line per source: a source is folded to one line (line breaks to
  spaces, ends stripped) before the engine sees it, and so is every output, so that it
  fits a line-based file; an empty (or all-whitespace) source gives an empty translation
  without reaching the engine;
* never lets ``batch_size`` change an output: batching is an efficiency knob only (each
  engine documents how it keeps its outputs independent of their neighbours);
* names everything that changes its outputs in :meth:`Translator.signature_items`
  (engine, model and its version, prompt hash, decoding settings, language pair).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence, Sized
from types import TracebackType
from typing import ClassVar

from fairmt.errors import FairmtError, UnsupportedLanguageError, UsageError

__all__ = [
    "TranslationError",
    "Translator",
    "format_pairs",
    "length_order",
    "one_line",
]

#: Everything :meth:`str.splitlines` breaks on, plus NUL: folded to one space.
_LINE_BREAKS = re.compile(r"[\r\n\v\f\x1c\x1d\x1e\x85\u2028\u2029\x00]+")


class TranslationError(FairmtError):
    """An engine could not translate some input (a failed request, a program that died).

    ``done`` holds the translations of the leading sources that did succeed (in order), so a
    caller can keep them; the rest must be asked again. ``failure_kind`` says why, when the
    engine knows (an LLM request: :attr:`fairmt.llm.client.Completion.failure_kind`):
    ``infra`` (endpoint down, timeouts: a rerun may succeed), ``auth`` (a refused key: stop),
    ``request``, ``budget``, ``parse``; ``None`` otherwise.
    """

    def __init__(self, message: str, done: Sequence[str] = (), *, failure_kind: str | None = None) -> None:
        super().__init__(message)
        self.done = list(done)
        self.failure_kind = failure_kind


def one_line(text: str) -> str:
    """``text`` on one line: line breaks (and NUL) folded to one space, ends stripped."""
    return _LINE_BREAKS.sub(" ", text).strip()


def format_pairs(pairs: Collection[tuple[str, str]]) -> str:
    return ", ".join(f"{s}-{t}" for s, t in sorted(pairs)) or "(none)"


def length_order(texts: Sequence[Sized]) -> list[int]:
    """Indices of ``texts`` (strings, token lists) from the longest to the shortest (ties in input order).

    Neighbours in this order have similar lengths, so a batch needs little padding; the
    caller puts the outputs back in input order.
    """
    return sorted(range(len(texts)), key=lambda i: (-len(texts[i]), i))


class Translator(ABC):
    """One engine for one language pair (``src_lang`` → ``tgt_lang``, ISO 639-1 codes).

    Subclasses implement :meth:`_translate` (non-empty, one-line sources; any order of
    batching they like) and :meth:`version`, and declare their pairs with
    :attr:`PAIRS` or by overriding :meth:`supported_pairs` (``None``: any pair).
    """

    #: The engine's registry name.
    name: ClassVar[str] = ""
    #: Declared pairs; ``None`` means the engine takes any pair (see :meth:`supported_pairs`).
    PAIRS: ClassVar[frozenset[tuple[str, str]] | None] = None
    #: Sources per model call when the caller does not say.
    default_batch_size: ClassVar[int] = 16

    def __init__(self, src_lang: str, tgt_lang: str) -> None:
        src = (src_lang or "").strip().lower()
        tgt = (tgt_lang or "").strip().lower()
        if not src or not tgt:
            raise UsageError(f"{self.name or type(self).__name__}: the source and target language are needed")
        if src == tgt:
            raise UsageError(f"{self.name}: source and target language are the same ({src})")
        pairs = self.supported_pairs()
        if pairs is not None and (src, tgt) not in pairs:
            raise UnsupportedLanguageError(
                f"engine {self.name!r} does not translate {src}-{tgt}; supported pairs: {format_pairs(pairs)}"
            )
        self.src_lang = src
        self.tgt_lang = tgt

    @classmethod
    def supported_pairs(cls) -> frozenset[tuple[str, str]] | None:
        """The ``(src, tgt)`` pairs this engine translates, ``None`` for any."""
        return cls.PAIRS

    # ------------------------------------------------------------------ translating

    def translate(self, sources: Sequence[str], batch_size: int | None = None) -> list[str]:
        """One translation per source, in input order, each on one line.

        ``batch_size`` (default :attr:`default_batch_size`) is how many sources go to the
        engine at once; it never changes an output.
        """
        if isinstance(sources, str):
            raise UsageError("translate() takes a sequence of sentences, not one string")
        texts = list(sources)
        for i, s in enumerate(texts):
            if not isinstance(s, str):
                raise UsageError(f"source {i + 1} is not a string: {type(s).__name__}")
        bs = self.default_batch_size if batch_size is None else int(batch_size)
        if bs < 1:
            raise UsageError(f"batch_size must be at least 1, got {bs}")
        clean = [one_line(s) for s in texts]
        todo = [i for i, s in enumerate(clean) if s]
        out = [""] * len(texts)
        if todo:
            try:
                got = self._translate([clean[i] for i in todo], bs)
            except TranslationError as e:
                # ``done`` counts the engine's (non-empty) sources; give it in input positions.
                k = min(len(e.done), len(todo))
                for i, t in zip(todo[:k], e.done, strict=False):
                    out[i] = one_line(t)
                upto = todo[k] if k < len(todo) else len(texts)
                raise TranslationError(str(e), out[:upto], failure_kind=e.failure_kind) from e
            if len(got) != len(todo):
                raise TranslationError(
                    f"engine {self.name!r} returned {len(got)} translations for {len(todo)} sources"
                )
            for i, t in zip(todo, got, strict=True):
                out[i] = one_line(t)
        return out

    @abstractmethod
    def _translate(self, sources: list[str], batch_size: int) -> list[str]:
        """Translations of non-empty one-line ``sources``, in order."""

    # ------------------------------------------------------------------ identity

    @abstractmethod
    def version(self) -> str:
        """The model or program and its version: what, besides the options, fixes the outputs."""

    def settings(self) -> list[tuple[str, object]]:
        """Decoding and prompt settings that change outputs (engine-specific)."""
        return []

    def signature_items(self) -> list[tuple[str, object]]:
        """``engine``, ``model`` (with version), ``pair`` and the engine's settings."""
        return [
            ("engine", self.name),
            ("model", self.version()),
            ("pair", f"{self.src_lang}-{self.tgt_lang}"),
            *self.settings(),
        ]

    def close(self) -> None:  # noqa: B027 - optional hook
        """Free what the engine holds (a model, a client); the default does nothing."""

    def __enter__(self) -> Translator:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} {self.src_lang}-{self.tgt_lang}>"
