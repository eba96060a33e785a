"""Structured output for :class:`fairmt.llm.client.LLMClient`: the reply's JSON and the schema.

Part of :mod:`fairmt.llm.client` (see its ``Structured output`` notes). A reply's JSON is
taken plain, fenced in a code block, or as the outermost ``{...}``/``[...]``, and the
non-standard constants ``NaN``/``Infinity`` are refused. A server that rejects
``response_format`` is recognised by its error naming ``response_format``/``json_schema``;
the request is then sent with the schema as an instruction appended to the last user
message. A cached answer is used only if its fields have the right types and its data fits
the request's schema (:mod:`fairmt.llm.schema`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, NoReturn

from fairmt.llm.schema import validate

__all__ = []


class _RejectsResponseFormat(Exception):
    """The server refused ``response_format``."""


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not valid JSON")


def _extract_json(text: str) -> Any:
    """The JSON value in ``text``: plain, fenced in ```...```, or the outermost {...}/[...]."""
    s = text.strip()
    if s.startswith("```"):
        s = s.split("\n", 1)[1] if "\n" in s else ""
        s = s.rstrip()
        if s.endswith("```"):
            s = s[:-3]
    try:
        return json.loads(s, parse_constant=_reject_constant)
    except ValueError as first:
        for open_, close in (("{", "}"), ("[", "]")):
            i, j = s.find(open_), s.rfind(close)
            if 0 <= i < j:
                try:
                    return json.loads(s[i : j + 1], parse_constant=_reject_constant)
                except ValueError:
                    continue
        raise first


def _mentions_response_format(raw: bytes) -> bool:
    text = raw.decode("utf-8", "replace").lower()
    return "response_format" in text or "json_schema" in text


def _schema_instruction(schema: Mapping[str, Any]) -> str:
    return (
        "\n\nAnswer with a single JSON value and nothing else (no explanation, no code fence). "
        "It must conform to this JSON schema:\n" + json.dumps(schema, ensure_ascii=False, indent=1)
    )


def _with_schema_in_prompt(messages: list[dict[str, Any]], schema: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The messages with the schema instruction appended to the last user message."""
    out = [dict(m) for m in messages]
    note = _schema_instruction(schema)
    for m in reversed(out):
        if m.get("role") == "user":
            content = m.get("content")
            if isinstance(content, str):
                m["content"] = content + note
            elif isinstance(content, list):
                m["content"] = [*content, {"type": "text", "text": note.lstrip()}]
            else:
                continue
            return out
    out.append({"role": "user", "content": note.lstrip()})
    return out


def _cached_answer_problem(hit: dict[str, Any], schema: dict[str, Any] | None) -> str | None:
    """Why a stored answer cannot be used, or ``None``: field types, then the request's schema."""
    text, data = hit.get("text"), hit.get("data")
    if text is not None and not isinstance(text, str):
        return "its text is not a string"
    for name in ("prompt_tokens", "completion_tokens"):
        n = hit.get(name, 0)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return f"{name} is not a count"
    if schema is not None:
        if data is None:
            return "no structured answer"
        errors = validate(data, schema)
        if errors:
            return errors[0]
    return None
