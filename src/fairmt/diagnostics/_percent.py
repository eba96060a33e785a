"""Percentages as the diagnostics report them: percent, one decimal, ``None`` for an empty base."""

from __future__ import annotations


def percent(part: int, total: int) -> float | None:
    """``part / total`` in percent, rounded to one decimal; ``None`` when ``total`` is 0."""
    if total <= 0:
        return None
    return round(100.0 * part / total, 1)


def split_percent(first: int, second: int) -> tuple[float | None, float | None]:
    """The shares of two counts in their sum, each rounded to one decimal, summing to 100.0.

    The second share is ``100 − first`` after rounding, so a table row always adds up
    (the paper's Pro-F/Pro-M and masculine/feminine columns do); both are ``None`` when
    the sum is 0.
    """
    total = first + second
    if total <= 0:
        return None, None
    a = round(100.0 * first / total, 1)
    return a, round(100.0 - a, 1)
