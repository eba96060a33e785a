"""The LLM client's small JSON-schema validator, price table and cache (no network)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from fairmt.errors import DataError
from fairmt.llm.cache import ResponseCache, request_key
from fairmt.llm.pricing import DEFAULT_PRICES, Price, load_prices, lookup_price
from fairmt.llm.schema import SchemaError, check_schema, is_strict_compatible, validate

ITEM = {
    "type": "object",
    "properties": {
        "severity": {"type": "string", "enum": ["minor", "major"]},
        "score": {"type": "number", "minimum": 0, "maximum": 1},
        "n": {"type": "integer"},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 2},
        "note": {"type": ["string", "null"]},
    },
    "required": ["severity", "score"],
    "additionalProperties": False,
}


def test_valid_values() -> None:
    assert validate({"severity": "minor", "score": 0.5}, ITEM) == []
    assert validate({"severity": "major", "score": 1, "n": 3.0, "tags": ["a"], "note": None}, ITEM) == []


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ({"score": 0.5}, "missing required property 'severity'"),
        ({"severity": "huge", "score": 0.5}, "is not one of"),
        ({"severity": "minor", "score": 1.5}, "above the maximum"),
        ({"severity": "minor", "score": -1}, "below the minimum"),
        ({"severity": "minor", "score": True}, "expected number"),
        ({"severity": "minor", "score": 0.5, "n": 1.5}, "expected integer"),
        ({"severity": "minor", "score": 0.5, "tags": ["a", 1]}, "$.tags[1]: expected string"),
        ({"severity": "minor", "score": 0.5, "tags": ["a", "b", "c"]}, "more than 2 items"),
        ({"severity": "minor", "score": 0.5, "extra": 1}, "unexpected property 'extra'"),
        ([], "expected object"),
    ],
)
def test_invalid_values(value: object, fragment: str) -> None:
    problems = validate(value, ITEM)
    assert problems and any(fragment in p for p in problems), problems


def test_any_of_and_const() -> None:
    schema = {"anyOf": [{"type": "integer"}, {"const": "none"}]}
    assert validate(3, schema) == [] and validate("none", schema) == []
    assert validate("other", schema)


def test_check_schema_rejects_unsupported_keywords() -> None:
    check_schema(ITEM)
    with pytest.raises(SchemaError, match="pattern"):
        check_schema({"type": "string", "pattern": "^a$"})
    with pytest.raises(SchemaError, match="unknown type"):
        check_schema({"type": "float"})
    with pytest.raises(SchemaError):
        check_schema({"type": "object", "properties": {"a": {"minimum": "zero"}}})


def test_strict_compatibility() -> None:
    assert not is_strict_compatible(ITEM)  # optional properties
    strict = {**ITEM, "required": list(ITEM["properties"])}
    assert is_strict_compatible(strict)
    assert not is_strict_compatible({"type": "object", "properties": {}})


def test_prices(tmp_path: Path) -> None:
    assert DEFAULT_PRICES["gpt-4.1-mini"] == Price(0.40, 1.60)
    assert lookup_price("gpt-4.1-mini-2025-04-14", DEFAULT_PRICES) == Price(0.40, 1.60)
    assert lookup_price("gpt-4.1-2025-04-14", DEFAULT_PRICES) == Price(2.00, 8.00)
    assert lookup_price("llama3", DEFAULT_PRICES) is None
    assert Price(2.0, 8.0).cost(1_000_000, 500_000) == pytest.approx(6.0)
    f = tmp_path / "p.json"
    f.write_text(json.dumps({"llama3": [0, 0], "gpt-4.1": {"input": 1, "output": 2}}))
    table = load_prices(f)
    assert table["llama3"] == Price(0, 0) and table["gpt-4.1"] == Price(1, 2) and "gpt-4o-mini" in table
    f.write_text('{"x": "cheap"}')
    with pytest.raises(DataError, match="USD per 1M"):
        load_prices(f)
    f.write_text("{")
    with pytest.raises(DataError, match="invalid JSON"):
        load_prices(f)


def test_cache_roundtrip_threads_and_key(tmp_path: Path) -> None:
    assert request_key({"a": 1, "b": [1, 2]}) == request_key({"b": [1, 2], "a": 1})
    cache = ResponseCache(tmp_path / "c" / "cache.sqlite")
    assert cache.enabled and cache.get("k") is None

    def work(i: int) -> None:
        for j in range(20):
            cache.put(f"{i}-{j}", {"v": j})
            assert cache.get(f"{i}-{j}") == {"v": j}

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(cache) == 120
    cache.close()
    assert ResponseCache(tmp_path / "c" / "cache.sqlite").get("5-19") == {"v": 19}


def test_unwritable_cache_is_disabled(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    cache = ResponseCache(blocker / "sub" / "cache.sqlite")
    assert not cache.enabled and cache.get("k") is None
    cache.put("k", {"v": 1})  # dropped, no error
