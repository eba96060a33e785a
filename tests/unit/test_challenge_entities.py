from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.errors import DataError
from fairmt.gender.base import Gender
from fairmt.winomt.challenge import parse_challenge_lines, read_challenge_set
from fairmt.winomt.entities import entity_span, parse_links, source_indices


def _item(line: str):  # type: ignore[no-untyped-def]
    return parse_challenge_lines([line])[0]


def test_parse_row() -> None:
    it = _item("female\t1\tThe developer argued with the designer because she did not like it.\tdeveloper")
    assert it.gold is Gender.FEMALE
    assert it.index == 1
    assert it.entity == "developer"


@pytest.mark.parametrize(
    ("line", "msg"),
    [
        ("male\t1\tThe nurse left.", "4 tab-separated"),
        ("man\t1\tThe nurse left.\tnurse", "not a gender"),
        ("male\tx\tThe nurse left.\tnurse", "not an integer"),
        ("male\t9\tThe nurse left.\tnurse", "outside the sentence"),
    ],
)
def test_bad_rows_name_the_line(line: str, msg: str) -> None:
    with pytest.raises(DataError, match=msg) as e:
        parse_challenge_lines(["male\t1\tThe nurse left.\tnurse", line], "x.txt")
    assert e.value.line == 2


def test_article_is_included_case_insensitively() -> None:
    assert source_indices(_item("male\t1\tThe nurse left.\tnurse")) == [0, 1]
    assert source_indices(_item("male\t3\tI saw an engineer.\tengineer")) == [2, 3]
    assert source_indices(_item("male\t2\tI saw engineers today.\tengineers")) == [2]
    assert source_indices(_item("male\t0\tNurses work hard.\tNurses")) == [0]


def test_double_space_sentence_uses_whitespace_runs() -> None:
    it = _item("male\t4\tThe teacher asked the  physician about it.\tphysician")
    assert it.tokens[it.index] == "physician"
    assert source_indices(it) == [3, 4]


def test_entity_span_in_alignment_order() -> None:
    it = _item("male\t1\tThe nurse left.\tnurse")
    # English 0 (The) -> target 1 ; English 1 (nurse) -> target 2 then 0
    span = entity_span(it, "x Die Krankenschwester", parse_links("0-1 1-2 1-0 2-2"))
    assert span.words == ("Die", "Krankenschwester", "x")
    assert span.indices == (1, 2, 0)
    assert span.first_index == 0
    assert span.text == "Die Krankenschwester x"


def test_empty_alignment() -> None:
    it = _item("male\t1\tThe nurse left.\tnurse")
    span = entity_span(it, "Sie ging.", [])
    assert span.empty
    assert span.first_index == -1


def test_challenge_folder_needs_en_txt(tmp_path: Path) -> None:
    with pytest.raises(DataError, match=r"en\.txt"):
        read_challenge_set(tmp_path)
