"""Own label files for ``winomt-human --labels`` (:func:`fairmt.winomt.human.read_labels_file`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fairmt.errors import DataError, UsageError
from fairmt.gender.base import Gender
from fairmt.winomt.human import human_predictions, read_labels_file, target_digest

ROW = {
    "lang": "fr", "system": "bing", "index": 3, "entity": "nurse", "label": "M/N", "target_sha256": "0" * 12,
}  # fmt: skip


def write(tmp_path: Path, *rows: object) -> Path:
    p = tmp_path / "own.jsonl"
    p.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")
    return p


def test_reads_rows_and_leaves_unlabelled_out(tmp_path: Path) -> None:
    rows = read_labels_file(write(tmp_path, ROW, {**ROW, "index": 4, "label": ""}, {**ROW, "label": "f"}))
    assert [(r.index, r.labels) for r in rows] == [
        (3, frozenset({Gender.MALE, Gender.NEUTRAL})),
        (3, frozenset({Gender.FEMALE})),
    ]
    assert rows[0].line == 1 and rows[1].line == 3 and rows[0].file == "own.jsonl"
    assert rows[0].system == "bing" and rows[0].target_sha256 == "0" * 12


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("{not json", r"own\.jsonl:2: not JSON"),
        ("[1, 2]", r"own\.jsonl:2: expected a JSON object"),
        ({"lang": "fr"}, r"own\.jsonl:2: missing field\(s\): system, index, entity, label, target_sha256"),
        ({**ROW, "system": "deepl"}, r"own\.jsonl:2: unknown system 'deepl'"),
        ({**ROW, "index": -1}, r"own\.jsonl:2: index is not a non-negative integer"),
    ],
)
def test_bad_lines_name_the_file_and_line(tmp_path: Path, row: object, message: str) -> None:
    with pytest.raises(DataError, match=message):
        read_labels_file(write(tmp_path, ROW, row))


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read label file"):
        read_labels_file(tmp_path / "absent.jsonl")


def test_digest_collapses_whitespace() -> None:
    assert target_digest("Le  chef a\tdit .") == target_digest("Le chef a dit .")
    assert len(target_digest("x")) == 12


def test_labels_and_half_together_are_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="not both"):
        human_predictions(tmp_path, labels=write(tmp_path, ROW), half="dev")
