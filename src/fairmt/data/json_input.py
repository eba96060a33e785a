"""Parsing untrusted JSON text into a clean one-line error, never an exception from deep inside.

``json.loads`` on text a user (or a dataset, or a cache file) handed us can fail in ways that are
not :class:`json.JSONDecodeError`:

* an integer of more than 4,300 digits raises :class:`ValueError` (CPython's limit on
  integer-string conversion, a guard against quadratic time);
* arrays or objects nested some thousands deep raise :class:`RecursionError`;
* a ``\\ud800`` escape decodes to a lone surrogate that later breaks every ``str.encode``
  (a tokenizer, a cache key, the output file) far from the reader;
* ``NaN``, ``Infinity`` and ``-Infinity`` are accepted by Python's parser but are not JSON, and
  a literal such as ``1e400`` becomes ``inf``; a NaN score or weight spreads silently through
  every mean.

:func:`parse_json` turns each of these into a :class:`~fairmt.errors.DataError` that names the
file and line. Every reader of user-supplied JSON goes through it (JSON Lines through
:func:`fairmt.data.readers.iter_jsonl`).
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from fairmt.errors import DataError

#: Deepest nesting accepted. fairmt's own files nest at most five deep; 200 leaves room for any
#: honest producer and stays far from the interpreter's recursion limit.
MAX_DEPTH = 200


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON (numbers must be finite)")


def _finite_float(literal: str) -> float:
    value = float(literal)
    if not math.isfinite(value):  # 1e400 overflows to inf
        raise ValueError(f"{literal[:20]} is out of range (numbers must be finite)")
    return value


def _depth_exceeded(text: str, limit: int) -> bool:
    """Whether brackets outside strings nest deeper than ``limit`` (a linear pre-scan).

    The scan runs only when the text has more opening brackets than ``limit``, so ordinary
    records cost one ``str.count`` pair.
    """
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def check_strings(value: Any, where: str | Path | None, line: int | None = None) -> None:
    """Raise :class:`DataError` if any string (key or value) inside ``value`` has a lone surrogate."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            try:
                v.encode("utf-8")  # C speed; fails only on a lone surrogate
            except UnicodeEncodeError as e:
                code = ord(v[e.start])
                raise DataError(
                    f"invalid Unicode: a lone surrogate \\u{code:04x} in a string", where, line
                ) from None
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)


def parse_json(
    text: str, where: str | Path | None, line: int | None = None, *, allow_nan: bool = False
) -> Any:
    """``json.loads(text)`` for untrusted text; every failure is a one-line :class:`DataError`.

    ``where`` and ``line`` name the place in errors (``line`` = the line of a JSON Lines record;
    for a whole document the decoder's own line is used). ``allow_nan`` accepts ``NaN`` and
    ``Infinity``: only for result files that Python's own ``json`` may have written with them
    (the report reads a NaN score as "no score").
    """
    if _depth_exceeded(text, MAX_DEPTH):
        raise DataError(f"JSON nested more than {MAX_DEPTH} levels deep", where, line)
    try:
        value = (
            json.loads(text)
            if allow_nan
            else json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
        )
    except json.JSONDecodeError as e:
        at = line if line is not None else e.lineno
        col = f" at column {e.colno}" if line is not None else ""
        raise DataError(f"invalid JSON ({e.msg}{col})", where, at) from None
    except RecursionError:
        raise DataError("JSON nested too deeply", where, line) from None
    except ValueError as e:
        msg = "a number with more than 4,300 digits" if "integer string conversion" in str(e) else str(e)
        raise DataError(f"invalid JSON ({msg})", where, line) from None
    check_strings(value, where, line)
    return value


def read_json_file(path: str | Path, what: str = "a JSON file") -> Any:
    """Parse the JSON document at ``path``; unreadable or invalid files raise :class:`DataError`.

    Reading (missing file, folder, UTF-8, NUL) is :func:`fairmt.data.readers.read_text_input`'s.
    """
    from fairmt.data.readers import read_text_input  # readers imports this module

    inp = read_text_input(path, what)
    return parse_json("\n".join(inp.lines), inp.name)
