"""Prices of LLM calls in USD per million tokens, and the cost of a call.

:data:`DEFAULT_PRICES` is a small table of list prices (input, output) at the time of
writing; check your provider's page. A user table (a mapping or a JSON file
``{"model": {"input": 0.4, "output": 1.6}}`` or ``{"model": [0.4, 1.6]}``) is merged over
it. A model matches its exact name, else the longest table name it extends with ``-``
(``gpt-4.1-mini-2025-04-14`` is priced as ``gpt-4.1-mini``). A model without a price
costs 0 and is reported as *unpriced*. Cached-input discounts are not modelled, so the
cost is an upper bound for providers that grant them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.data.json_input import read_json_file
from fairmt.errors import DataError

__all__ = ["DEFAULT_PRICES", "Price", "PriceTable", "load_prices", "lookup_price"]


@dataclass(frozen=True)
class Price:
    """USD per million input (prompt) and output (completion) tokens."""

    input: float
    output: float

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return (prompt_tokens * self.input + completion_tokens * self.output) / 1_000_000


PriceTable = Mapping[str, Price]

DEFAULT_PRICES: dict[str, Price] = {
    "gpt-4.1": Price(2.00, 8.00),
    "gpt-4.1-mini": Price(0.40, 1.60),
    "gpt-4.1-nano": Price(0.10, 0.40),
    "gpt-4o": Price(2.50, 10.00),
    "gpt-4o-mini": Price(0.15, 0.60),
    "o3": Price(2.00, 8.00),
    "o4-mini": Price(1.10, 4.40),
}


def _price(value: Any, where: str) -> Price:
    try:
        if isinstance(value, Price):
            return value
        if isinstance(value, Mapping):
            inp, out = value["input"], value["output"]
        else:
            inp, out = value
        p = Price(float(inp), float(out))
    except (KeyError, TypeError, ValueError):
        raise DataError(
            f"price of {where}: expected {{'input': X, 'output': Y}} or [X, Y] in USD per 1M tokens, "
            f"got {value!r}"
        ) from None
    if not (0 <= p.input < math.inf and 0 <= p.output < math.inf):
        raise DataError(f"price of {where}: not a finite non-negative price {value!r}")
    return p


def load_prices(prices: Mapping[str, Any] | str | Path | None = None) -> dict[str, Price]:
    """:data:`DEFAULT_PRICES` with ``prices`` (a mapping or a JSON file) merged over it."""
    table = dict(DEFAULT_PRICES)
    if prices is None:
        return table
    if isinstance(prices, str | Path):
        path = Path(prices)
        raw = read_json_file(path, "a price table (JSON)")
        if not isinstance(raw, dict):
            raise DataError("the price table must be a JSON object {model: price}", path)
        for name, value in raw.items():
            table[str(name)] = _price(value, f"{name!r} in {path}")
        return table
    for name, value in prices.items():
        table[str(name)] = _price(value, repr(name))
    return table


def lookup_price(model: str, table: PriceTable) -> Price | None:
    """The price of ``model`` (exact name, else the longest ``name-`` prefix), or ``None``."""
    if model in table:
        return table[model]
    best: str | None = None
    for name in table:
        if model.startswith(name + "-") and (best is None or len(name) > len(best)):
            best = name
    return table[best] if best is not None else None
