"""Explicit accuracy on real MT: the gold **dev** lines of kind "explicit" as triples (issue 13).

Usage: python benchmarks/bench_explicit_gold.py [--langs es,it,fr,de] [--show N] [--json FILE]

MT-GenEval's counterfactual dev split is used up (dev-fitted rules no longer generalise), so this
measures the explicit setting on the hand-written realisations of real MT output in
``benchmarks/data/variants_gold/<lang>.jsonl``, **dev split only** (the test split is held out and
never read here). Each usable line gives one triple ``(source, right, wrong)``:

- ``F`` and ``M`` realise every gender-variable person of the MT in one gender (the gold README);
  for an explicit line one of them contradicts the English source, the other does not.
- The right gender comes from the English source alone, by a rule independent of FairQE's cue
  detector: the source's gendered pronouns (he/him/his/himself vs she/her/hers/herself, whole
  words, any case) must all be of one set. Then ``right`` is that gender's realisation and
  ``wrong`` the other one.
- The line must be clear-cut about *whose* gender that is, from the line's own fields:
  ``winobias``: a WinoBias line of WinoMT (origin ``winomt*:<system>:<line>``, line <= 3168;
  WinoBias sentences are built so that the pronoun refers to one of their two occupations) with
  two or more gender-variable persons in ``persons`` (both occupations vary, the gold README's
  convention, so the realisation in the pronoun's gender is right whichever occupation the
  pronoun means, and the other one gives that person the wrong gender). WinoMT's own labels
  (``en.txt``: which occupation, its gender) are not read: they are an evaluation set's labels,
  and the triple does not need them; ``predicative``: one
  gender-variable person that the source predicates of its pronoun subject ("She is a good
  doctor", "He was appointed director", "She worked as a nurse": :data:`PREDICATIVE`). A line
  whose one person is someone else ("The nurse found him asleep", "She was married to a German
  architect") is no explicit triple: both realisations agree with the source.
- Skipped and counted: no gendered pronoun or both sets (``pronouns``), persons not clear-cut
  (``persons``), ``F`` equal to ``M`` (``identical``).

The triples are scored by :func:`fairmt.bench.fairness.evaluate_setting`, the code of
``fairmt qe bench --setting explicit``: FairQE with the rules agents and the default backbone
(mini-qe), and the backbone alone beside it; ties count as wrong. Per language it prints the
usable lines (predicative and WinoBias), the skipped ones by reason, both accuracies, the accuracy
on each part, and with ``--show N`` the first N triples FairQE scores wrong (gold id, part, scores,
hypotheses). The gold dev lines may be read for tuning; the gold test split may not.

Figures (session 35, mini-qe, FairQE rules-60 at 549839b -> with ex45's ``pronoun_candidates``):
es 43.4 -> 86.8 % (53 lines; backbone 39.6), it 69.2 -> 84.6 % (52; 53.8), fr 47.7 -> 70.5 % (302;
47.7), de 61.5 -> 76.9 % (13; 61.5); no line right before is wrong after. Most lines are WinoBias
sentences (two occupations and one pronoun), which MT-GenEval's counterfactual set hardly has.
Without the ``en.txt`` check (session 35 merge, same code otherwise) one more French line counts:
fr 70.6 % (214/303; backbone 47.9); es, it and de unchanged.

``pronoun_candidates`` was **not merged**: its review found right translations it flagged (a
pronoun or possessive that means a third person after two coordinated subjects, "The manager and
the clerk read her letter."; a pronoun in a reported clause or a quotation; across a sentence
boundary), and it broke the closed sets of the gold's explicit lines (``bench_variants --from
gold``). This benchmark has no negative control that would show such false flags: a narrower
rule needs one (right translations whose pronoun means someone else) before it is measured here.
So the figures that stand are the ones before the arrow; at the end of session 35 (rules-61, commit
5e95b53): es 43.4 % (23/53; backbone 39.6), it 69.2 % (36/52; 53.8), fr 47.9 % (145/303; 47.9), de 61.5 %
(8/13; 61.5).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from pathlib import Path
from typing import Any, Literal

REPO = Path(__file__).resolve().parent.parent
GOLD_DIR = REPO / "benchmarks" / "data" / "variants_gold"

MASCULINE = frozenset({"he", "him", "his", "himself"})
FEMININE = frozenset({"she", "her", "hers", "herself"})
#: The last WinoBias line of WinoMT's ``en.txt`` (Winogender follows, with neutral "they").
WINOBIAS_LAST_LINE = 3168
_WORD = re.compile(r"[A-Za-z]+")


def source_gender(source: str) -> Literal["feminine", "masculine"] | None:
    """The gender of the source's gendered pronouns if they are all of one set, else None."""
    words = {w.lower() for w in _WORD.findall(source)}
    m, f = bool(words & MASCULINE), bool(words & FEMININE)
    if m == f:
        return None
    return "masculine" if m else "feminine"


#: The source predicates its one person of its pronoun subject: "She is a good doctor", "He was
#: appointed director", "She was born in Milan and worked as a nurse".
PREDICATIVE = re.compile(
    r"^(?:He|She)\s+(?:(?:is|was|became|has been|had been)\s+"
    r"(?:a|an|the|one|elected|appointed|named|considered|made)\b|[^,;]*\bas\s+(?:a|an)\b)"
)


def winobias_line(origin: str) -> int | None:
    """The WinoMT line of a WinoBias origin (``winomt...:<system>:<line>``, line <= 3168)."""
    parts = origin.split(":")
    if parts[0].startswith("winomt") and parts[-1].isdigit() and int(parts[-1]) <= WINOBIAS_LAST_LINE:
        return int(parts[-1])
    return None


def triples(lang: str, gold_dir: Path = GOLD_DIR) -> tuple[list[Any], list[tuple[str, str]], dict[str, int]]:
    """The explicit items of one language's gold dev lines, their (id, part), and skip counts."""
    from fairmt.bench.fairness import ExplicitItem

    items: list[ExplicitItem] = []
    meta: list[tuple[str, str]] = []
    skipped = {"pronouns": 0, "persons": 0, "identical": 0}
    for raw in (gold_dir / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
        d = json.loads(raw)
        if d["split"] != "dev" or d["kind"] != "explicit":
            continue
        g = source_gender(d["source"])
        if g is None:
            skipped["pronouns"] += 1
            continue
        wino = winobias_line(d["origin"])
        if wino is not None and len(d["persons"]) >= 2:
            part = "winobias"
        elif wino is None and len(d["persons"]) == 1 and PREDICATIVE.match(d["source"]):
            part = "predicative"
        else:
            skipped["persons"] += 1
            continue
        if d["F"] == d["M"]:
            skipped["identical"] += 1
            continue
        right, wrong = (d["F"], d["M"]) if g == "feminine" else (d["M"], d["F"])
        items.append(ExplicitItem(lang, len(items), g, d["source"], right, wrong))
        meta.append((d["id"], part))
    return items, meta, skipped


def _column(lang: str, items: list[Any]) -> Any:
    from fairmt.bench.fairness import Column

    h = hashlib.sha256()
    for it in items:
        h.update("\x1f".join((it.source_gender, it.source, it.correct, it.wrong)).encode("utf-8") + b"\x1e")
    return Column("variants_gold_dev", lang, tuple(items), h.hexdigest()[:16])


def _right(values: tuple[tuple[int | None, int | None], ...]) -> list[int | None]:
    return [f if f is not None else m for f, m in values]


def _pct(k: int, n: int) -> str:
    return f"{100.0 * k / n:5.1f}" if n else "    -"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="es,it,fr,de")
    ap.add_argument("--show", type=int, default=0, help="first N FairQE misses per language (dev lines)")
    ap.add_argument("--json", type=Path, default=None, help="write the figures and per-line results here")
    args = ap.parse_args()

    from fairmt.bench.fairness import evaluate_setting
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.scorer import FairQEScorer

    langs = args.langs.split(",")
    data = {lang: triples(lang) for lang in langs}
    t0 = time.perf_counter()
    report: dict[str, Any] = {"langs": {}}
    with FairQE.build() as fq:
        report["signature"] = str(fq.signature())
        print(f"FairQE {fq.signature()}")
        columns = [_column(lang, data[lang][0]) for lang in langs]
        fair = evaluate_setting("explicit", columns, FairQEScorer(fq), resamples=1)
        base = evaluate_setting("explicit", columns, fq.backbone, resamples=1)
        print(
            f"{'lang':4} {'lines':>5} {'pred':>4} {'wino':>4} {'skip p/P/=':>10} "
            f"{'backbone':>8} {'FairQE':>13} {'pred':>6} {'wino':>6}"
        )
        for lang, rf, rb in zip(langs, fair.columns, base.columns, strict=True):
            items, meta, skipped = data[lang]
            ok_f, ok_b = _right(rf.values), _right(rb.values)
            parts = {
                p: [i for i, (_, q) in enumerate(meta) if q.startswith(p)]
                for p in ("predicative", "winobias")
            }
            part_acc = {p: _pct(sum(ok_f[i] or 0 for i in ix), len(ix)) for p, ix in parts.items()}
            n, kf, kb = len(items), sum(x or 0 for x in ok_f), sum(x or 0 for x in ok_b)
            print(
                f"{lang:4} {n:>5} {len(parts['predicative']):>4} {len(parts['winobias']):>4} "
                f"{skipped['pronouns']:>3}/{skipped['persons']}/{skipped['identical']:<3} "
                f"{_pct(kb, n):>8} {_pct(kf, n)} ({kf:>3}/{n:<3}) {part_acc['predicative']:>6} "
                f"{part_acc['winobias']:>6}"
            )
            report["langs"][lang] = {
                "n": n,
                "skipped": skipped,
                "backbone_correct": kb,
                "fairqe_correct": kf,
                "lines": [
                    {"id": i, "part": p, "gender": it.source_gender, "fairqe": f, "backbone": b}
                    for (i, p), it, f, b in zip(meta, items, ok_f, ok_b, strict=True)
                ],
            }
        for lang, rf in zip(langs, fair.columns, strict=True):
            if args.show <= 0:
                break
            _, meta, _ = data[lang]
            print(f"\n{lang}: {len(rf.misses)} FairQE misses (first {args.show})")
            for miss in rf.misses[: args.show]:
                gid, part = meta[miss.item.line]
                print(f"{gid} [{part}] {miss.to_text()}")
    seconds = time.perf_counter() - t0
    report["seconds"] = round(seconds, 1)
    print(f"\n{seconds:.0f} s (model loading included)")
    if args.json is not None:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
