"""Helpers shared by the subcommands: output formats and writing JSON."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any


def finite_float(text: str) -> float:
    """argparse type of every numeric option: a finite number (``nan``, ``inf``, ``1e309`` refused).

    Python's ``float`` accepts all three, and a NaN weight or cost makes every score NaN with
    exit 0; argparse turns this error into its usual one-line usage error (exit 2).
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a finite number, not {text!r}")
    return value


def add_format_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "-f",
        "--format-output",
        dest="output_format",
        choices=("json", "text"),
        default="json",
        help="output format on stdout (default: json)",
    )


def print_json(obj: Any) -> None:
    json.dump(obj, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def write_summary(summary: Any, path: str | None) -> None:
    """A run summary as JSON: to ``path`` when given, else to stderr."""
    if path:
        from fairmt.runs.paths import write_json_atomic

        write_json_atomic(path, summary)  # whole or not at all
    else:
        print(json.dumps(summary, ensure_ascii=False, indent=2), file=sys.stderr)
