from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairmt.data.readers import iter_jsonl, read_translations, split_lines
from fairmt.errors import DataError, UsageError


def _w(tmp_path: Path, name: str, data: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(data, bytes):
        p.write_bytes(data)
    else:
        p.write_text(data, encoding="utf-8")
    return p


def test_mt_gender_format(tmp_path: Path) -> None:
    p = _w(tmp_path, "t.txt", "The nurse left. ||| Die Krankenschwester ging.\nA b. ||| C d.")
    tf = read_translations(p)
    assert tf.format == "mt_gender"
    assert [(r.line, r.source, r.target) for r in tf.rows] == [
        (1, "The nurse left.", "Die Krankenschwester ging."),
        (2, "A b.", "C d."),
    ]
    assert tf.has_sources


def test_mt_gender_empty_translation_is_allowed(tmp_path: Path) -> None:
    tf = read_translations(_w(tmp_path, "t.txt", "A b. |||\n"))
    assert tf.rows[0].target == ""


def test_mt_gender_missing_separator_names_line(tmp_path: Path) -> None:
    p = _w(tmp_path, "t.txt", "A ||| B\nno separator here\n")
    with pytest.raises(DataError) as e:
        read_translations(p, "mt_gender")
    assert e.value.line == 2
    assert str(p) in str(e.value)


def test_tsv_with_header(tmp_path: Path) -> None:
    tf = read_translations(_w(tmp_path, "t.tsv", "source\ttarget\nA b.\tC d.\n"))
    assert tf.format == "tsv"
    assert [(r.line, r.source, r.target) for r in tf.rows] == [(2, "A b.", "C d.")]


def test_tsv_wrong_field_count(tmp_path: Path) -> None:
    with pytest.raises(DataError) as e:
        read_translations(_w(tmp_path, "t.tsv", "A\tB\nA\tB\tC\n"))
    assert e.value.line == 2


def test_jsonl(tmp_path: Path) -> None:
    tf = read_translations(
        _w(tmp_path, "t.jsonl", '{"src": "A b.", "mt": "C d."}\n{"source": "E", "target": "F"}\n')
    )
    assert [(r.source, r.target) for r in tf.rows] == [("A b.", "C d."), ("E", "F")]


def test_jsonl_bad_json_names_line(tmp_path: Path) -> None:
    with pytest.raises(DataError) as e:
        read_translations(_w(tmp_path, "t.jsonl", '{"src": "A", "mt": "B"}\n{"src": \n'))
    assert e.value.line == 2


def test_plain_targets(tmp_path: Path) -> None:
    tf = read_translations(_w(tmp_path, "t.txt", "Die Ärztin kam.\nDer Arzt ging.\n"))
    assert tf.format == "plain"
    assert not tf.has_sources


def test_empty_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="empty"):
        read_translations(_w(tmp_path, "t.txt", "\n\n"))


def test_bad_encoding_names_line(tmp_path: Path) -> None:
    with pytest.raises(DataError) as e:
        read_translations(_w(tmp_path, "t.txt", b"A ||| B\nC ||| \xff\xfe\n"))
    assert e.value.line == 2
    assert "UTF-8" in str(e.value)


def test_missing_file() -> None:
    with pytest.raises(DataError, match="not found"):
        read_translations("/nonexistent/file.txt")


def test_unknown_format_did_you_mean(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="jsonl"):
        read_translations(_w(tmp_path, "t.txt", "x"), "jsonll")


# -- the one JSONL reader --------------------------------------------------------------------


def test_split_lines_cuts_on_newline_only() -> None:

    text = "a\u2028b\u0085c\x0cd\r\ne\n"
    assert split_lines(text) == ["a\u2028b\u0085c\x0cd", "e"]
    assert text.splitlines() != split_lines(text)  # what it protects against
    assert split_lines("x") == ["x"] and split_lines("") == [] and split_lines("\n") == [""]


def test_iter_jsonl_keeps_a_record_with_a_raw_line_separator_whole() -> None:

    # json.dumps(ensure_ascii=False) writes U+2028 raw: one record, and the next keeps line 2.
    text = json.dumps({"src": "Die Ärztin\u2028kam."}, ensure_ascii=False) + "\n" + '{"src": "Er."}\n'
    assert list(iter_jsonl(text, "x.jsonl")) == [(1, {"src": "Die Ärztin\u2028kam."}), (2, {"src": "Er."})]


def test_iter_jsonl_errors_name_file_and_line() -> None:

    with pytest.raises(DataError, match=r"^x.jsonl:2: invalid JSON \(Expecting value at column 1\)$"):
        list(iter_jsonl('{"a": 1}\n]\n', "x.jsonl"))
    with pytest.raises(DataError, match=r"^x.jsonl:2: empty line"):
        list(iter_jsonl('{"a": 1}\n\n{"a": 2}\n', "x.jsonl"))
    with pytest.raises(DataError, match=r"^x.jsonl:1: expected a JSON object, found an array$"):
        list(iter_jsonl("[1, 2]\n", "x.jsonl"))
    with pytest.raises(DataError) as e:
        list(iter_jsonl(["{}", "nope"], "y.jsonl", first_line=10))
    assert e.value.line == 11 and e.value.path == "y.jsonl"


def test_iter_jsonl_options() -> None:

    text = '\ufeff{"a": 1}\r\n\n  \n[2]\n'
    assert list(iter_jsonl(text, "x", skip_blank=True, objects=False)) == [(1, {"a": 1}), (4, [2])]
    # Lines already cut keep their own numbering; a trailing newline on each is ignored.
    assert list(iter_jsonl(['{"a": 1}\n', '{"a": 2}\n'], None)) == [(1, {"a": 1}), (2, {"a": 2})]
    # Good records before a bad line are yielded before the error.
    it = iter_jsonl('{"a": 1}\n{bad\n', "x")
    assert next(it) == (1, {"a": 1})
    with pytest.raises(DataError):
        next(it)
