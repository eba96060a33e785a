"""A small JSON-schema validator for the subset the LLM client's callers use.

Supported keywords: ``type`` (a name or a list of names: object, array, string, number,
integer, boolean, null), ``properties``, ``required``, ``additionalProperties`` (boolean or
schema), ``enum``, ``const``, ``items``, ``minItems``, ``maxItems``, ``minimum``, ``maximum``,
``exclusiveMinimum``, ``exclusiveMaximum``, ``minLength``, ``maxLength`` and ``anyOf``.
Annotations (``title``, ``description``, ``$schema``, ``default``...) are ignored.
:func:`check_schema` rejects a schema that uses a validating keyword outside this subset, so
that nothing is silently left unchecked.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from fairmt.errors import UsageError

__all__ = ["SchemaError", "check_schema", "is_strict_compatible", "validate"]

_TYPES = frozenset({"object", "array", "string", "number", "integer", "boolean", "null"})
_SUPPORTED = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "enum",
        "const",
        "items",
        "minItems",
        "maxItems",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "minLength",
        "maxLength",
        "anyOf",
    }
)
_ANNOTATIONS = frozenset({"title", "description", "$schema", "$id", "default", "examples", "$comment"})
_MAX_ERRORS = 10


class SchemaError(UsageError):
    """The schema itself is malformed or uses a keyword this validator does not implement."""


def check_schema(schema: Mapping[str, Any], path: str = "#") -> None:
    """Raise :class:`SchemaError` if ``schema`` is not a schema of the supported subset."""
    if not isinstance(schema, Mapping):
        raise SchemaError(f"{path}: a schema must be a JSON object, got {type(schema).__name__}")
    for key, value in schema.items():
        if key in _ANNOTATIONS:
            continue
        if key not in _SUPPORTED:
            raise SchemaError(f"{path}: unsupported schema keyword {key!r}")
        if key == "type":
            names = value if isinstance(value, list) else [value]
            bad = [n for n in names if n not in _TYPES]
            if bad or not names:
                raise SchemaError(f"{path}: unknown type {bad or value!r}")
        elif key == "properties":
            if not isinstance(value, Mapping):
                raise SchemaError(f"{path}: 'properties' must be an object")
            for name, sub in value.items():
                check_schema(sub, f"{path}/properties/{name}")
        elif key == "required":
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise SchemaError(f"{path}: 'required' must be a list of names")
        elif key == "additionalProperties":
            if not isinstance(value, bool):
                check_schema(value, f"{path}/additionalProperties")
        elif key == "enum":
            if not isinstance(value, list) or not value:
                raise SchemaError(f"{path}: 'enum' must be a non-empty list")
        elif key == "items":
            check_schema(value, f"{path}/items")
        elif key == "anyOf":
            if not isinstance(value, list) or not value:
                raise SchemaError(f"{path}: 'anyOf' must be a non-empty list")
            for i, sub in enumerate(value):
                check_schema(sub, f"{path}/anyOf/{i}")
        elif key != "const" and (isinstance(value, bool) or not isinstance(value, int | float)):
            raise SchemaError(f"{path}: {key!r} must be a number")


def is_strict_compatible(schema: Mapping[str, Any]) -> bool:
    """Whether OpenAI's strict structured-output mode accepts the schema's object shapes.

    Strict mode needs every object to list all its properties in ``required`` and to forbid
    additional properties.
    """
    if not isinstance(schema, Mapping):
        return False
    props = schema.get("properties")
    if schema.get("type") == "object" or props is not None:
        props = props or {}
        if schema.get("additionalProperties") is not False:
            return False
        if set(schema.get("required", [])) != set(props):
            return False
        if not all(is_strict_compatible(sub) for sub in props.values()):
            return False
    if "items" in schema and not is_strict_compatible(schema["items"]):
        return False
    return all(is_strict_compatible(sub) for sub in schema.get("anyOf", []))


def _type_ok(value: Any, name: str) -> bool:
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if name == "string":
        return isinstance(value, str)
    if name == "boolean":
        return isinstance(value, bool)
    if name == "null":
        return value is None
    if isinstance(value, bool):
        return False
    if name == "integer":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    # number
    return isinstance(value, int) or (isinstance(value, float) and math.isfinite(value))


def _describe(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _validate(value: Any, schema: Mapping[str, Any], path: str, errors: list[str]) -> None:
    if len(errors) >= _MAX_ERRORS:
        return
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_type_ok(value, n) for n in names):
            errors.append(f"{path}: expected {' or '.join(names)}, got {_describe(value)}")
            return
    if "const" in schema and value != schema["const"]:
        errors.append(f"{path}: expected {schema['const']!r}, got {_describe(value)}")
    if "enum" in schema and not any(value == e and type(value) is type(e) for e in schema["enum"]):
        errors.append(f"{path}: {_describe(value)} is not one of {schema['enum']!r}")
    if "anyOf" in schema:
        for sub in schema["anyOf"]:
            trial: list[str] = []
            _validate(value, sub, path, trial)
            if not trial:
                break
        else:
            errors.append(f"{path}: {_describe(value)} matches none of the anyOf alternatives")
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{path}: {value!r} is below the minimum {schema['minimum']!r}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{path}: {value!r} is above the maximum {schema['maximum']!r}")
        if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
            errors.append(f"{path}: {value!r} is not above {schema['exclusiveMinimum']!r}")
        if "exclusiveMaximum" in schema and value >= schema["exclusiveMaximum"]:
            errors.append(f"{path}: {value!r} is not below {schema['exclusiveMaximum']!r}")
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            errors.append(f"{path}: string shorter than {schema['minLength']}")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            errors.append(f"{path}: string longer than {schema['maxLength']}")
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            errors.append(f"{path}: fewer than {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            errors.append(f"{path}: more than {schema['maxItems']} items")
        if "items" in schema:
            for i, item in enumerate(value):
                _validate(item, schema["items"], f"{path}[{i}]", errors)
    if isinstance(value, dict):
        props: Mapping[str, Any] = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                errors.append(f"{path}: missing required property {name!r}")
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in props:
                _validate(item, props[name], f"{path}.{name}", errors)
            elif extra is False:
                errors.append(f"{path}: unexpected property {name!r}")
            elif isinstance(extra, Mapping):
                _validate(item, extra, f"{path}.{name}", errors)


def validate(value: Any, schema: Mapping[str, Any]) -> list[str]:
    """Problems of ``value`` against ``schema`` (at most ten), as ``$.path: message``; empty if valid."""
    errors: list[str] = []
    _validate(value, schema, "$", errors)
    return errors
