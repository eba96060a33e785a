"""A pair's cues and FairQE score are the same alone and inside a 5,000-line file.

The file is made of real WMT21 newstest en-de lines (sources and the systems' outputs,
``wmt21_mqm_ende``; not an evaluation set of FairQE here), with the checked pairs
(real sentences) placed at random positions. With the default ``lexical`` aligner each pair
is aligned alone, so nothing about a pair may change with the rest of the file.
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.pipeline import FairQE
from fairmt.fairqe.types import Item
from fairmt.qe.base import get_backbone

pytestmark = pytest.mark.regression

CHECKED = [
    Item("The doctor said she would come tomorrow.", "Die Ärztin sagte, sie würde morgen kommen.", "de"),
    Item("He is a kind teacher.", "Sie ist eine nette Lehrerin.", "de"),
    Item("The nurse closed the window.", "Der Krankenpfleger schloss das Fenster.", "de"),
    Item("My sister works as a teacher in Berlin.", "Meine Schwester arbeitet als Lehrer in Berlin.", "de"),
    Item(
        "The manager thanked the cleaner for her work.",
        "Der Manager dankte der Putzfrau für ihre Arbeit.",
        "de",
    ),
]


def wmt21_lines(root: Path, n: int) -> list[Item]:
    path = root / "wmt21_mqm_ende" / "wmt21_newstest_ende_mqm.tsv"
    if not path.is_file():
        pytest.skip(f"{path} not found")
    seen: set[tuple[str, str]] = set()
    out: list[Item] = []
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh, delimiter="\t"):
            key = (row["source"], row["hypothesis"])
            if row["hypothesis"].strip() and key not in seen:
                seen.add(key)
                out.append(Item(*key, "de"))
    assert len(out) >= n
    return out[:n]


def the_file(root: Path) -> tuple[list[Item], list[int]]:
    lines = wmt21_lines(root, 5000 - len(CHECKED))
    rng = random.Random(4)
    where = sorted(rng.sample(range(5000), len(CHECKED)))
    big: list[Item] = []
    it = iter(lines)
    for k in range(5000):
        big.append(CHECKED[where.index(k)] if k in where else next(it))
    return big, where


def test_cues_alone_and_in_a_5000_line_file(data_root: Path) -> None:
    big, where = the_file(data_root)
    in_file = RuleCueDetector().detect(big)
    alone = [RuleCueDetector().detect([it])[0] for it in CHECKED]
    for k, one in zip(where, alone, strict=True):
        assert in_file[k] == one
    assert all(d.cues for d in alone)
    assert sum(c.target_span is not None for d in alone for c in d.cues) >= 8
    # 200 of the file's own lines, each alone (with --aligner fast_align, 60 of these 200
    # differ: their spans come from an alignment trained on the whole file)
    det = RuleCueDetector()
    sample = sorted(random.Random(7).sample(range(len(big)), 200))
    assert [det.detect([big[k]])[0] for k in sample] == [in_file[k] for k in sample]
    assert sum(bool(in_file[k].cues) for k in sample) > 100


def test_fairqe_scores_alone_and_in_a_5000_line_file(data_root: Path) -> None:
    big, where = the_file(data_root)
    backbone = get_backbone("length-ratio")
    in_file = FairQE(backbone, RuleAgents()).score(big)
    for k, item in zip(where, CHECKED, strict=True):
        alone = FairQE(backbone, RuleAgents()).score([item])[0]
        got, want = in_file[k].to_json(), alone.to_json()
        assert (got.pop("index"), want.pop("index")) == (k, 0)  # its place in the input
        assert got == want
