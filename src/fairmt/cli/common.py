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


def add_format_option(
    p: argparse.ArgumentParser,
    choices: tuple[str, ...] = ("json", "text"),
    default: str | None = "json",
    help: str | None = None,
) -> None:
    """``-f/--format``: the format of what the command writes (stdout or ``-o``), in every command.

    Inputs have ``--input-format`` instead, so ``-f`` never means an input. ``--format-output``
    (the old spelling) is still accepted. ``default=None`` lets a command tell an explicit
    ``-f json`` from the default (``qe score`` prints its JSON summary only when asked).
    """
    p.add_argument(
        "-f",
        "--format",
        "--format-output",
        dest="output_format",
        choices=choices,
        default=default,
        help=help or f"output format (default: {default or choices[0]})",
    )


#: Hints written for the Python API (the keyword options of a class or of ``load_backbone``)
#: and how the command line says the same thing. The library's hints name Python parameters
#: because the library is also used from Python; :func:`cli_wording` swaps them for the
#: options a command-line user can type. A unit test checks that every ``pass NAME=`` hint
#: of the library has an entry here.
CLI_SPELLING: tuple[tuple[str, str], ...] = (
    ("pass base_url= ", "give --base-url URL "),
    ("pass checkpoint=DIR", "give --checkpoint DIR"),
    ("pass model=DIR, tokenizer=TOKDIR", "give --checkpoint DIR --backbone-option tokenizer=TOKDIR"),
    ("pass encoder=DIR", "give --backbone-option encoder=DIR"),
    ("pass tokenizer=DIR", "give --backbone-option tokenizer=DIR"),
    ("(or tokenizer=)", "(or --backbone-option tokenizer=DIR)"),
    ("pass allow_download=True (--allow-download)", "give --allow-download"),
    (". Tolerance: max_missing=", ". Tolerated (--max-missing): "),
)


def cli_wording(message: str) -> str:
    """``message`` with its Python-API hints in command-line words (see :data:`CLI_SPELLING`)."""
    for python, cli in CLI_SPELLING:
        message = message.replace(python, cli)
    return message


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
