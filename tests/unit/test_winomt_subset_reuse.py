"""The pro/anti subsets reuse the spans and readings of ``en.txt``'s rows: each (line, entity) is
read once per file, and the scores are those of reading every row of every subset."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import fairmt.winomt
from fairmt.gender.base import EntitySpan, Gender, GenderAnalyzer, get_analyzer

EXAMPLE = Path(__file__).resolve().parents[2] / "src" / "fairmt" / "examples"


class Counting(GenderAnalyzer):
    """German rules, counting the spans read; ``per_row`` reads each span alone."""

    name = "counting"
    languages = frozenset({"de"})

    def __init__(self) -> None:
        super().__init__("de")
        self.inner = get_analyzer("de")
        self.read: list[EntitySpan] = []

    def entity_gender(self, span: EntitySpan) -> Gender:
        self.read.append(span)
        return self.inner.entity_gender(span)

    def entity_genders(self, spans: Sequence[EntitySpan]) -> list[Gender]:
        return [self.entity_gender(s) for s in spans]


def _lines(name: str) -> list[str]:
    return [x for x in (EXAMPLE / name).read_text(encoding="utf-8").splitlines() if x.strip()]


def test_each_entity_is_read_once_and_the_scores_are_per_row() -> None:
    counting = Counting()
    r = fairmt.winomt.evaluate(
        EXAMPLE / "en-de.txt", "de", challenge_set=str(EXAMPLE), analyzer=counting, cache=False
    )
    n_all, n_pro, n_anti = len(_lines("en.txt")), len(_lines("en_pro.txt")), len(_lines("en_anti.txt"))
    assert r.subsets["all"].n == n_all and r.subsets["pro"].n == n_pro and r.subsets["anti"].n == n_anti
    # pro and anti rows are en.txt rows: nothing is read again
    assert len(counting.read) == len({(s.target, s.source, s.source_index) for s in counting.read}) == n_all
    # the pro subset's accuracy is that of reading its rows one by one
    inner = get_analyzer("de")
    by_sentence = {s.source: inner.entity_gender(s) for s in counting.read}
    pro = [line.split("\t") for line in _lines("en_pro.txt")]
    correct = sum(by_sentence[sentence] is Gender.parse(gold) for gold, _, sentence, _ in pro)
    assert abs(r.subsets["pro"].accuracy - 100.0 * correct / len(pro)) < 1e-9
