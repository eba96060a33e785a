"""Classify explicit-setting misses by cause (session 17, exp23).

Input: the text output of ``fairmt qe bench --setting explicit --agents rules --langs es it
--explicit-split dev --show-misses -f text`` (dev split only; never run it on test). Each missed
triple's two hypotheses are scored again with ``FairQE.build()`` and put in one class:

- ``right_penalised``: the right translation is flagged (``alignment`` False);
- ``no_explicit_cue``: no explicit cue found in the source;
- ``wrong_not_flagged``: a cue, but the wrong translation is not flagged (variant not produced or
  rejected, target span not aligned or read as the right gender);
- ``preference_too_large``: flagged, but the backbone prefers it by more than the bounded penalty.

Usage: ``python benchmarks/explicit_miss_classes.py MISSES.txt [--out DIR]``.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path

from fairmt.fairqe.pipeline import FairQE
from fairmt.fairqe.types import Item

_MISS = re.compile(r"line (\d+) \((\w+) source\).*?\n  source:  (.*)\n  correct: (.*)\n  wrong:   (.*)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("misses")
    ap.add_argument("--out", default=None, help="write one JSONL of classified misses per language")
    args = ap.parse_args()
    text = Path(args.misses).read_text(encoding="utf-8")
    per_lang: dict[str, list[tuple[str, ...]]] = {}
    for block in re.split(r"\n(?=misses, )", text):
        m = re.match(r"misses, (\w+):", block)
        if m:
            per_lang[m.group(1)] = _MISS.findall(block)
    fq = FairQE.build()
    for lang, misses in per_lang.items():
        items = [Item(s, h, lang) for _, _, s, c, w in misses for h in (c, w)]
        res = fq.score(items)
        counts: Counter[str] = Counter()
        rows = []
        for i, (line, gender, *_) in enumerate(misses):
            rc, rw = res[2 * i], res[2 * i + 1]
            if rc.alignment is False:
                cls = "right_penalised"
            elif not [c for c in rw.cues if c.kind == "explicit"]:
                cls = "no_explicit_cue"
            elif rw.alignment is not False:
                cls = "wrong_not_flagged"
            else:
                cls = "preference_too_large"
            counts[cls] += 1
            rows.append(
                {"line": line, "gender": gender, "class": cls, "wrong": rw.to_json(), "correct": rc.to_json()}
            )
        print(lang, len(misses), dict(sorted(counts.items())))
        if args.out:
            out = Path(args.out) / f"explicit_misses_{lang}.jsonl"
            out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
