"""Fixtures shared by the regression tests: the original implementation's Google outputs."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from fairmt.gender.base import EntitySpan, Gender
from fairmt.winomt.challenge import ChallengeItem, read_challenge_file
from fairmt.winomt.entities import entity_span, parse_links


class GoogleReference:
    """Google's saved translations joined to the 2020-08-31 challenge set as the original does.

    Spans use the C++ fast_align links (``reference_outputs/fast_align/google``); the
    paper-era code's per-sentence predictions come from ``predictions_2019_google``.
    """

    def __init__(self, winomt_dir: Path) -> None:
        self.dir = winomt_dir
        self._spans: dict[tuple[str, str], tuple[list[ChallengeItem], list[EntitySpan]]] = {}

    def spans(self, lang: str, subset: str) -> tuple[list[ChallengeItem], list[EntitySpan]]:
        key = (lang, subset)
        if key not in self._spans:
            lines = (self.dir / "translations" / "google" / f"en-{lang}.txt").read_text("utf-8").splitlines()
            align = self.dir / "reference_outputs" / "fast_align" / "google" / f"en-{lang}.align"
            links = align.read_text("utf-8").splitlines()
            assert len(lines) == len(links)
            by_src = {}
            for line, a in zip(lines, links, strict=True):
                src, tgt = line.strip().split(" ||| ")
                by_src[src] = (tgt, parse_links(a))
            items = read_challenge_file(self.dir / "aggregates_2020-08-31" / f"{subset}.txt")
            self._spans[key] = (items, [entity_span(it, *by_src[it.sentence]) for it in items])
        return self._spans[key]

    def predictions(self, lang: str, subset: str) -> list[tuple[str, Gender]]:
        path = self.dir / "reference_outputs" / "predictions_2019_google" / f"google.{lang}.{subset}.pred.csv"
        with path.open(encoding="utf-8", newline="") as fh:
            rows = list(csv.reader(fh))
        assert rows[0] == ["Sentence", "Predicted gender"]
        return [(r[0], Gender.parse(r[1])) for r in rows[1:]]


@pytest.fixture(scope="session")
def google_reference(winomt_dir: Path) -> GoogleReference:
    return GoogleReference(winomt_dir)
