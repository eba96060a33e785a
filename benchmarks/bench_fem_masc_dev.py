"""Fem/Masc ratio and closed variant sets on MT-GenEval contextual **dev** (ar, hi, ...).

Usage: python benchmarks/bench_fem_masc_dev.py [--langs ar,hi] [--limit N] [--weights W]
       [--no-score] [--show N] [--show-class CLASS] [--pairs-dir DIR]

``fairmt qe bench --setting fem-masc`` reads the contextual *test* split, whose gender labels
come from a derived file; the dev split has no such file. Here the gender of a dev pair is
read from the English context (the sentence before ``<sep>``): its third-person singular
pronouns (*she/her/hers/herself* or *he/him/his/himself*); a pair whose context has both
genders or neither is left out. The original translation is in that gender, the flipped one
in the other, so ``h_F``/``h_M`` follow as in the test loader.

Printed per language, for the dev pairs:

* the closed-set classes of the offline ``rules`` agents (as :mod:`fairmt.bench.closed_sets`:
  a pair is *closed* when the F and M translations get the same set, translation plus
  variants; open pairs are ``no variants`` / ``one side`` / ``f->m wrong`` / ``m->f wrong`` /
  ``both wrong`` / ``other``);
* unless ``--no-score``: Fem/Masc mean (std) of the backbone (mini-qe, ``--weights``, default
  the e5 head ``mini-qe-e5-1``) and of FairQE with the rules agents, and the share of the
  backbone's gap to 1 that FairQE closes, with the wall time and peak memory.

``--pairs-dir DIR`` reads hand-written dev pairs instead of MT-GenEval: ``DIR/<lang>.jsonl`` in
the minimal-pair format of :mod:`fairmt.bench.pairs` (``id``, ``source``, ``F``, ``M``), e.g.
``benchmarks/data/closed_dev`` (GATE-like pairs written by the team, never GATE itself); the
printed "line" is then the 1-based line of that file.

The dev split is the development half of issue 13's Arabic/Hindi work: rules are read off its
errors; the test split is only measured (``fairmt qe bench``).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import resource
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
_F = {"she", "her", "hers", "herself"}
_M = {"he", "him", "his", "himself"}


def _geneval_folder() -> Path:
    for root in (os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        if root and (Path(root) / "mt_geneval" / "context").is_dir():
            return Path(root) / "mt_geneval"
    raise SystemExit("MT-GenEval not found: set FAIRMT_DATA_DIR")


def load_dev(lang: str, limit: int | None) -> tuple[list[tuple[int, str, str, str]], str]:
    """The dev pairs as (line, source, h_F, h_M) and the files' fingerprint."""
    ctx = _geneval_folder() / "context"
    names = [
        f"geneval-context-wikiprofessions-2to1-dev.en_{lang}.en",
        f"geneval-context-wikiprofessions-original-dev.en_{lang}.{lang}",
        f"geneval-context-wikiprofessions-flipped-dev.en_{lang}.{lang}",
    ]
    h = hashlib.sha256()
    texts = []
    for n in names:
        data = (ctx / n).read_bytes()
        h.update(data)
        texts.append(data.decode("utf-8").splitlines())
    src, orig, flip = texts
    if not len(src) == len(orig) == len(flip):
        raise SystemExit(f"{lang}: dev files of different lengths")
    rows = []
    for i, (s, o, f) in enumerate(zip(src, orig, flip, strict=True), start=1):
        context, _, source = s.partition("<sep>")
        words = set(re.findall(r"[a-z]+", context.lower()))
        fem, masc = bool(words & _F), bool(words & _M)
        if fem == masc or o.split() == f.split():
            continue
        rows.append((i, source.strip(), o, f) if fem else (i, source.strip(), f, o))
        if limit and len(rows) >= limit:
            break
    return rows, h.hexdigest()[:12]


def load_pairs_dir(folder: Path, lang: str, limit: int | None) -> tuple[list[tuple[int, str, str, str]], str]:
    """Hand-written pairs ``folder/<lang>.jsonl`` as (line, source, h_F, h_M), and a fingerprint."""
    from fairmt.bench.pairs import load_pairs

    path = folder / f"{lang}.jsonl"
    pairs = load_pairs(path, lang)
    rows = [(i, p.source, p.F, p.M) for i, p in enumerate(pairs, start=1)]
    fp = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    return (rows[:limit] if limit else rows), fp


def closed_classes(
    lang: str, rows: list[tuple[int, str, str, str]], show: int, show_class: str
) -> Counter[str]:
    """The closed-set class of each pair under the rules agents."""
    from fairmt.bench.closed_sets import classify_pair
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    items = [Item(s, t, lang) for _, s, f, m in rows for t in (f, m)]
    agents = RuleAgents()
    agents.prepare(items)
    analyses = agents.analyse(items)
    classes: Counter[str] = Counter()
    shown = 0
    for k, (line, src, f, m) in enumerate(rows):
        nf, nm = " ".join(f.split()), " ".join(m.split())
        vf = {v.text for v in analyses[2 * k].variants.all}
        vm = {v.text for v in analyses[2 * k + 1].variants.all}
        cls = classify_pair(nf, vf, nm, vm)
        classes[cls] += 1
        if shown < show and (not show_class or cls == show_class):
            shown += 1
            print(f"  [{cls}] line {line}: {src}")
            for tag, orig, vs in (("F", nf, vf), ("M", nm, vm)):
                print(f"    {tag}: {orig}")
                for v in sorted(vs):
                    print(f"       -> {v}")
    return classes


def _scorers(weights: str) -> tuple[object, object]:
    from fairmt.cli.backbone_options import add_backbone_options, make_backbone
    from fairmt.cli.fairqe_options import add_fairqe_options, make_agents, make_config
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.scorer import FairQEScorer

    p = argparse.ArgumentParser()
    add_backbone_options(p)
    add_fairqe_options(p, default_agents="none")
    args = p.parse_args(["--weights", weights, "--agents", "rules"])
    backbone = make_backbone(args)
    fair = FairQEScorer(FairQE(backbone, make_agents(args), make_config(args)), name="FairQE(rules)")
    return backbone, fair


def fem_masc(
    lang: str, rows: list[tuple[int, str, str, str]], fp: str, scorer: object
) -> tuple[float, float]:
    from fairmt.bench.fairness import Column, RatioItem, RatioStats, evaluate_setting

    items = tuple(
        RatioItem(lang, line, s, f, m, id=f"context-dev.en_{lang}:{line}") for line, s, f, m in rows
    )
    r = evaluate_setting("fem-masc", [Column("mt_geneval", lang, items, fp)], scorer, resamples=1)  # type: ignore[arg-type]
    s = r.columns[0].stats
    assert isinstance(s, RatioStats) and s.mean is not None and s.std is not None
    return s.mean, s.std


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="ar")
    ap.add_argument("--limit", type=int, default=None, help="the first N decided dev pairs")
    ap.add_argument("--weights", default="mini-qe-e5-1")
    ap.add_argument("--no-score", action="store_true", help="closed-set classes only (no backbone)")
    ap.add_argument("--show", type=int, default=0, help="print N pairs with their variant sets")
    ap.add_argument("--show-class", default="", help="print only pairs of this class")
    ap.add_argument("--pairs-dir", type=Path, default=None, help="hand-written pairs <dir>/<lang>.jsonl")
    args = ap.parse_args()
    scorers = None if args.no_score else _scorers(args.weights)
    for lang in args.langs.split(","):
        if args.pairs_dir is not None:
            rows, fp = load_pairs_dir(args.pairs_dir, lang, args.limit)
        else:
            rows, fp = load_dev(lang, args.limit)
        t0 = time.perf_counter()
        classes = closed_classes(lang, rows, args.show, args.show_class)
        print(
            f"{lang} dev ({len(rows)} pairs, data sha {fp}): closed {classes['closed']}; open: "
            + ", ".join(f"{k} {v}" for k, v in classes.most_common() if k != "closed")
            + f" ({time.perf_counter() - t0:.1f} s)"
        )
        if scorers is None:
            continue
        t0 = time.perf_counter()
        mb, sb = fem_masc(lang, rows, fp, scorers[0])
        mf, sf = fem_masc(lang, rows, fp, scorers[1])
        closed = (mf - mb) / (1 - mb) * 100 if mb != 1 else float("nan")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(
            f"{lang} dev Fem/Masc: backbone {mb:.4f} ({sb:.4f}) -> FairQE {mf:.4f} ({sf:.4f}); "
            f"gap closed {closed:.1f} %; {time.perf_counter() - t0:.1f} s, peak {peak:.0f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
