"""Evaluate many (system, language) translation files in one process.

Expects the layout of WinoMT's saved translations: ``DIR/<system>/en-<lang>.txt``.
Analysers, the aligner and the challenge set are loaded once and shared.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.align.base import get_aligner
from fairmt.errors import DataError, FairmtError, UsageError
from fairmt.gender.base import DEFAULT_POLICY, GenderAnalyzer, Policy, get_analyzer, supported_languages
from fairmt.progress import Progress, or_null
from fairmt.registry import did_you_mean
from fairmt.winomt.challenge import ChallengeSet
from fairmt.winomt.evaluation import WinoMTResult, evaluate_file, load_challenge_set

_FILE = re.compile(r"^en-([a-z]{2,3})\.txt$")


@dataclass(frozen=True)
class BatchItem:
    system: str
    lang: str
    path: Path


def discover(
    directory: str | Path, systems: Iterable[str] | None = None, langs: Iterable[str] | None = None
) -> list[BatchItem]:
    """Translation files under ``directory`` for languages fairmt supports, sorted."""
    root = Path(directory)
    if not root.is_dir():
        raise DataError("translations folder not found", root)
    want_sys = set(systems) if systems else None
    want_lang = set(langs) if langs else None
    supported = set(supported_languages())
    for lang in sorted(want_lang or ()):
        if lang not in supported:
            known = sorted(supported)
            raise UsageError(
                f"WinoMT has no analyser for language {lang!r}; supported: {', '.join(known)}."
                + did_you_mean(lang, known)
            )
    out = []
    for sysdir in sorted(p for p in root.iterdir() if p.is_dir()):
        if want_sys is not None and sysdir.name not in want_sys:
            continue
        for f in sorted(sysdir.iterdir()):
            m = _FILE.match(f.name)
            if not m:
                continue
            lang = m.group(1)
            if lang not in supported or (want_lang is not None and lang not in want_lang):
                continue
            out.append(BatchItem(sysdir.name, lang, f))
    return out


def evaluate_batch(
    items: Iterable[BatchItem],
    challenge: ChallengeSet | str | Path | None = None,
    *,
    aligner: str = "fast_align",
    compat: Policy | str = DEFAULT_POLICY,
    analyzers: dict[str, str] | None = None,
    cache: bool = True,
    recover_entities: bool = False,
    on_result: Callable[[BatchItem, WinoMTResult, float], None] | None = None,
    on_error: Callable[[BatchItem, FairmtError], None] | None = None,
    progress: Progress | None = None,
) -> list[WinoMTResult]:
    """Evaluate every item, in order.

    ``on_result`` sees each result as soon as it exists (so a caller can save partial
    results); with ``on_error``, a file that fails (bad data, missing dependency) is
    reported there and the batch goes on, otherwise the error propagates. ``progress``
    (:mod:`fairmt.progress`) gets one task, ``winomt-batch``, counting files, with a note
    per file (its accuracy and time, or that it failed).
    """
    policy = Policy.parse(compat) if isinstance(compat, str) else compat
    items = list(items)
    # Check every language before any work.
    instances: dict[str, GenderAnalyzer] = {}
    for it in items:
        if it.lang not in instances:
            instances[it.lang] = get_analyzer(it.lang, (analyzers or {}).get(it.lang), policy)
    al = get_aligner(aligner)
    ch = challenge if isinstance(challenge, ChallengeSet) else load_challenge_set(challenge)
    results = []
    p = or_null(progress)
    p.start(len(items), "winomt-batch")
    try:
        for it in items:
            t0 = time.perf_counter()
            try:
                r = evaluate_file(
                    it.path,
                    it.lang,
                    ch,
                    aligner=al,
                    analyzer=instances[it.lang],
                    system=it.system,
                    cache=cache,
                    recover_entities=recover_entities,
                )
            except FairmtError as e:
                if on_error is None:
                    raise
                p.update(1)
                p.note(f"{it.system} en-{it.lang}: failed")
                on_error(it, e)
                continue
            seconds = time.perf_counter() - t0
            p.update(1)
            p.note(f"{it.system} en-{it.lang}: acc {r.accuracy:.1f} ({seconds:.2f} s)")
            if on_result is not None:
                on_result(it, r, seconds)
            results.append(r)
    finally:
        p.close()
    return results


def paper_table(results: Iterable[WinoMTResult | dict[str, Any]]) -> str:
    """A text table like the paper's: languages x systems, cells ``Acc / ΔG / ΔS``."""
    res = [r.to_dict(details=False) if isinstance(r, WinoMTResult) else r for r in results]
    systems = sorted({r["system"] or "?" for r in res})
    langs = sorted({r["lang"] for r in res})
    cell: dict[tuple[str, str], str] = {}
    for r in res:
        ds = "-" if r["delta_s"] is None else f"{r['delta_s']:.1f}"
        cell[(r["lang"], r["system"] or "?")] = f"{r['accuracy']:.1f} / {r['delta_g']:.1f} / {ds}"
    width = max([len("Acc / ΔG / ΔS"), *(len(v) for v in cell.values()), *(len(s) for s in systems)])
    lines = ["lang  " + "  ".join(s.ljust(width) for s in systems)]
    lines.append("      " + "  ".join("Acc / ΔG / ΔS".ljust(width) for _ in systems))
    for lang in langs:
        lines.append(
            lang.upper().ljust(6) + "  ".join(cell.get((lang, s), "not tested").ljust(width) for s in systems)
        )
    return "\n".join(line.rstrip() for line in lines)
