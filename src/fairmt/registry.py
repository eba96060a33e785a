"""String registries with lazy imports and did-you-mean errors.

Each extension point (aligners, gender analysers, dataset readers, ...) owns one
:class:`Registry`. Entries are registered either eagerly with :meth:`Registry.register`
or lazily by dotted path with :meth:`Registry.register_lazy`, so that a heavy module is
only imported when its entry is asked for.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

from fairmt.errors import UsageError

T = TypeVar("T")


def did_you_mean(name: str, choices: list[str]) -> str:
    """A hint naming the closest known choices, or an empty string."""
    close = difflib.get_close_matches(name, choices, n=3, cutoff=0.5)
    if not close:
        return ""
    return " Did you mean " + " or ".join(repr(c) for c in close) + "?"


class Registry(Generic[T]):
    """A name -> factory map for one concept."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._eager: dict[str, T] = {}
        self._lazy: dict[str, str] = {}

    def register(self, name: str) -> Callable[[T], T]:
        """Decorator: ``@registry.register("name")``."""

        def deco(obj: T) -> T:
            self._eager[name] = obj
            return obj

        return deco

    def register_lazy(self, name: str, target: str) -> None:
        """Register ``"package.module:attr"``, imported on first lookup."""
        self._lazy[name] = target

    def names(self) -> list[str]:
        return sorted(set(self._eager) | set(self._lazy))

    def __contains__(self, name: object) -> bool:
        return name in self._eager or name in self._lazy

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def get(self, name: str) -> T:
        if name in self._eager:
            return self._eager[name]
        if name in self._lazy:
            module_name, _, attr = self._lazy[name].partition(":")
            module = importlib.import_module(module_name)
            obj: T = getattr(module, attr)
            self._eager[name] = obj
            return obj
        raise UsageError(
            f"unknown {self.kind} {name!r}; known: {', '.join(self.names()) or '(none)'}."
            + did_you_mean(name, self.names())
        )
