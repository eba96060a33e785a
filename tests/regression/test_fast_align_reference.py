"""FastAlign against the C++ fast_align's links for every saved WinoMT translation file.

``reference_outputs/fast_align/<system>/<file>.align`` holds the links of
``fast_align -i <file>.txt -d -o -v`` (clab/fast_align cab1e9a, single-threaded). The
translation files are tokenised as the C++ reads them (ASCII spaces and tabs only; a few
lines contain a no-break space, which ``str.split()`` would also split at).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from fairmt.align.fast_align import FastAlign, parse_fast_align_line

pytestmark = pytest.mark.regression

MIN_EXACT_SENTENCE_MATCH = 0.995


def _lines(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def test_links_match_cpp_fast_align(winomt_dir: Path, record_property: Callable[[str, object], None]) -> None:
    references = sorted((winomt_dir / "reference_outputs" / "fast_align").glob("*/*.align"))
    assert references, "no reference .align files"
    aligner = FastAlign()
    rates: dict[str, float] = {}
    seconds: dict[str, float] = {}
    report = []
    for ref in references:
        name = f"{ref.parent.name}/{ref.stem}"
        translations = winomt_dir / "translations" / ref.parent.name / f"{ref.stem}.txt"
        lines = _lines(translations)
        expected = _lines(ref)
        assert len(expected) == len(lines), name
        start = time.perf_counter()
        links = aligner.align([parse_fast_align_line(line) for line in lines])
        seconds[name] = time.perf_counter() - start
        got = [" ".join(f"{i}-{j}" for i, j in sent) for sent in links]
        differing = [k + 1 for k, (g, e) in enumerate(zip(got, expected, strict=True)) if g != e]
        rates[name] = 1.0 - len(differing) / len(lines)
        report.append(
            f"{name}: {100 * rates[name]:.3f}% of {len(lines)} sentences identical"
            f" ({len(differing)} differ{', lines ' + str(differing[:10]) if differing else ''}),"
            f" {seconds[name]:.2f} s"
        )
    worst = min(rates, key=lambda k: rates[k])
    summary = (
        f"{len(rates)} files, min {100 * rates[worst]:.3f}% ({worst}),"
        f" mean {sum(seconds.values()) / len(seconds):.2f} s per file"
    )
    print("\n" + "\n".join([*report, summary]))
    record_property("fast_align_min_exact_sentence_match", rates[worst])
    record_property("fast_align_exact_sentence_match", rates)
    failing = {k: v for k, v in rates.items() if v < MIN_EXACT_SENTENCE_MATCH}
    assert not failing, f"below {MIN_EXACT_SENTENCE_MATCH:.1%}: {failing}"
