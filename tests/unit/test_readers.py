from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.data.readers import read_translations
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
