"""Signatures: everything that changes a number, attached to every result.

A signature is an ordered mapping rendered sacrebleu-style as ``key:value|key:value``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from fairmt import __version__


@dataclass(frozen=True)
class Signature:
    """Ordered ``(key, value)`` pairs; ``fairmt`` version is always first."""

    items: tuple[tuple[str, str], ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, pairs: Iterable[tuple[str, object]]) -> Signature:
        out: list[tuple[str, str]] = [("fairmt", __version__)]
        for key, value in pairs:
            if key == "fairmt":
                continue
            out.append((key, _fmt(value)))
        return cls(tuple(out))

    def with_items(self, pairs: Iterable[tuple[str, object]]) -> Signature:
        merged = dict(self.items)
        for key, value in pairs:
            merged[key] = _fmt(value)
        return Signature(tuple(merged.items()))

    def as_dict(self) -> dict[str, str]:
        return dict(self.items)

    def __str__(self) -> str:
        return "|".join(f"{k}:{v}" for k, v in self.items)


def _fmt(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    return str(value).replace("|", "/")
