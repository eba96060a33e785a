"""``fairmt qe bench``: FairQE's gender-fairness settings for a QE backbone.

Settings (see :mod:`fairmt.bench.fairness`): ``fem-masc`` (GATE es/fr/it, MT-GenEval
contextual ar/de/hi, and pt/ru beyond the paper; Tables 1, 6), ``neutral-gendered`` (mGeNTE
Set-N; Table 2) and ``explicit`` (MT-GenEval counterfactual ar/de/hi, and pt/ru; Table 3), or
``all``. A column the backbone or the agents do not support (mini-qe on Hindi) is listed as
not run, with the reason. Each prints a table per language with the macro average and a
signature, each column with its 95 % bootstrap interval (``--bootstrap N`` resamples,
``--seed``), and ratio columns with the t-test p-value.

``--compare A B`` scores nothing: it compares two saved results (``--output``) on the same
items, cell by cell (:mod:`fairmt.bench.compare`). Exit codes: 0 done; 2 bad options; 3 a
result file is unreadable, or the two results are not on the same items.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from fairmt.cli.backbone_options import add_backbone_options, make_backbone
from fairmt.cli.common import add_format_option, print_json
from fairmt.cli.fairqe_options import add_fairqe_options, make_agents, make_config
from fairmt.cli.progress import make_progress

SETTING_CHOICES = ("fem-masc", "neutral-gendered", "explicit", "all")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "bench",
        help="gender-fairness settings of FairQE (Fem/Masc ratio, Neutral/Gendered ratio, explicit accuracy)",
        description="Score FairQE's gender-fairness settings with a QE backbone: the feminine-to-masculine "
        "ratio QE(s,h_F)/QE(s,h_M) on GATE and MT-GenEval contextual (Tables 1, 6), the neutral-to-gendered "
        "ratio on mGeNTE Set-N (Table 2), and the accuracy of QE(s,h_correct) > QE(s,h_wrong) on "
        "MT-GenEval counterfactual (Table 3). Ratios use the backbone's normalised [0,1] score, floored at "
        "1e-6.",
    )
    p.add_argument(
        "--setting",
        default="all",
        choices=SETTING_CHOICES,
        help="which setting (default: all; with 'all', a setting whose data is not available is skipped)",
    )
    add_backbone_options(p)
    add_fairqe_options(p, default_agents="none")
    p.add_argument(
        "--langs",
        nargs="+",
        metavar="LANG",
        help="columns, space- or comma-separated: LANG or DATASET:LANG, e.g. 'es de' or 'mt_geneval:es' "
        "(default: the paper's)",
    )
    p.add_argument(
        "--limit", type=int, metavar="N", help="only the first N items per language (explicit: N lines)"
    )
    p.add_argument(
        "--data-dir",
        metavar="DIR",
        help="a folder holding gate/, mt_geneval/, mgente/ (default: the registered datasets in "
        "FAIRMT_DATA_DIR or the cache)",
    )
    p.add_argument(
        "--explicit-split",
        default="test",
        choices=("test", "dev"),
        help="MT-GenEval counterfactual split for the explicit setting (default: test)",
    )
    p.add_argument(
        "--show-misses",
        action="store_true",
        help="explicit setting: also list, per column, the triples scored wrong whose hypotheses differ "
        "(MT-GenEval line, source gender, both scores and the three texts); in text format after the "
        "tables, else on stderr. Use it with --explicit-split dev: the test split is for measuring",
    )
    p.add_argument(
        "--bootstrap",
        type=int,
        default=None,
        metavar="N",
        help="resamples of the paired bootstrap behind every 95%% interval and --compare p-value "
        "(default 1000)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the bootstrap (default 1): the same run gives the same intervals",
    )
    p.add_argument(
        "--compare",
        nargs=2,
        metavar=("A", "B"),
        help="compare two saved results (--output) on the same items instead of scoring: per setting and "
        "language, A - B with a 95%% paired bootstrap interval, p-value and significance (p < 0.05); "
        "exit 3 if they are not on the same items",
    )
    add_format_option(p)
    p.add_argument("--output", metavar="FILE", help="also write the full results as JSON to FILE")
    p.set_defaults(func=run)


def _langs(values: list[str] | None) -> list[str] | None:
    if values is None:
        return None
    return [x for v in values for x in v.split(",") if x.strip()]


def _read_result(path: str) -> Any:
    import json
    from pathlib import Path

    from fairmt.errors import DataError

    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("file not found", path) from None
    except (IsADirectoryError, UnicodeDecodeError) as e:
        raise DataError(f"cannot read it as UTF-8 text ({type(e).__name__})", path) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(f"not valid JSON ({e.msg})", path, e.lineno) from None


def _compare(args: argparse.Namespace, resamples: int, seed: int) -> int:
    """``--compare A B``: no scoring, the paired comparison of two saved results."""
    from fairmt.bench.compare import compare_results, format_comparison
    from fairmt.runs.paths import write_json_atomic

    path_a, path_b = args.compare
    c = compare_results(
        _read_result(path_a),
        _read_result(path_b),
        name_a=path_a,
        name_b=path_b,
        resamples=resamples,
        seed=seed,
    )
    if args.output:
        write_json_atomic(args.output, c.to_dict())
    if args.output_format == "text":
        print(format_comparison(c))
    else:
        print_json(c.to_dict())
    return 0


def run(args: argparse.Namespace) -> int:
    from fairmt.bench.fairness import (
        DATASETS,
        SETTINGS,
        DatasetNotFound,
        SettingResult,
        format_markdown,
        run_setting,
    )
    from fairmt.errors import UnsupportedLanguageError, UsageError

    langs = _langs(args.langs)
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be at least 1")
    from fairmt.bench.significance import DEFAULT_RESAMPLES, DEFAULT_SEED

    resamples = DEFAULT_RESAMPLES if args.bootstrap is None else args.bootstrap
    seed = DEFAULT_SEED if args.seed is None else args.seed
    if resamples < 1:
        raise UsageError("--bootstrap must be at least 1")
    from fairmt.runs.paths import check_summary, write_json_atomic

    check_summary(args.output, option="--output")  # before any model is loaded
    if args.compare:
        return _compare(args, resamples, seed)
    try:
        backbone = make_backbone(args)
    except ModuleNotFoundError as e:
        if not (e.name or "").startswith("fairmt."):
            raise
        raise UsageError(
            f"QE backbone {args.backbone!r} is not available in this version of fairmt"
        ) from None

    scorer: Any = backbone
    method = args.backbone
    if args.agents != "none":
        from fairmt.fairqe.pipeline import FairQE
        from fairmt.fairqe.scorer import FairQEScorer

        config = make_config(args)
        method = f"FairQE({args.backbone}, {args.agents})"
        if args.ablation != "none":
            method = f"FairQE-{args.ablation}({args.backbone}, {args.agents})"
        scorer = FairQEScorer(FairQE(backbone, make_agents(args), config), name=method)

    settings = SETTINGS if args.setting == "all" else (args.setting,)
    progress = make_progress(args)
    results: list[SettingResult] = []
    skipped: list[dict[str, str]] = []
    unsupported: list[str] = []
    for setting in settings:
        set_langs = langs
        if args.setting == "all" and langs is not None:
            # Each setting takes the languages it has.
            have = {lang for ls in DATASETS[setting].values() for lang in ls}
            have |= {f"{ds}:{lang}" for ds, ls in DATASETS[setting].items() for lang in ls}
            set_langs = [x for x in langs if x in have]
            if not set_langs:
                skipped.append({"setting": setting, "reason": "none of the languages asked for"})
                continue
        supported = getattr(scorer, "languages", None)
        if supported is not None:
            # FairQE's agents declare their target languages: run the columns they support.
            from fairmt.bench.fairness import resolve_columns

            cols = resolve_columns(setting, set_langs)
            col_langs = [lang for _, lang in cols]
            # Named as the result's columns are: the language, or dataset:lang where two share it.
            bad = [
                lang if col_langs.count(lang) == 1 else f"{ds}:{lang}"
                for ds, lang in cols
                if lang not in supported
            ]
            for b in bad:
                skipped.append(
                    {
                        "setting": setting,
                        "column": b,
                        "reason": f"not supported by the {args.agents} agents "
                        f"(supported: {', '.join(sorted(supported))})",
                    }
                )
            set_langs = [f"{ds}:{lang}" for ds, lang in cols if lang in supported]
            if not set_langs:
                continue
        try:
            r = run_setting(
                setting,
                scorer,
                langs=set_langs,
                data_dir=args.data_dir,
                limit=args.limit,
                explicit_split=args.explicit_split,
                method=method,
                progress=progress,
                resamples=resamples,
                seed=seed,
                paper_average=langs is None,
            )
        except DatasetNotFound as e:
            if args.setting != "all":
                raise
            skipped.append({"setting": setting, "reason": str(e)})
            if not getattr(args, "quiet", False):
                print(f"fairmt: {setting}: not run: {e}", file=sys.stderr)
            continue
        except UnsupportedLanguageError as e:
            # No column of the setting could be run: not fatal while other settings can.
            skipped.append({"setting": setting, "reason": str(e)})
            unsupported.append(str(e))
            continue
        for x in r.not_run:
            skipped.append({"setting": setting, **x})
            if not getattr(args, "quiet", False):
                print(f"fairmt: {setting} {x['column']}: not run: {x['reason']}", file=sys.stderr)
        results.append(r)
    if not results:
        if unsupported and len(unsupported) == len(skipped):
            raise UnsupportedLanguageError("no setting could be run: " + "; ".join(unsupported))
        raise UsageError("no setting could be run: " + "; ".join(s["reason"] for s in skipped))
    if not getattr(args, "quiet", False):
        for note in dict.fromkeys(n for r in results for n in r.notes):
            print(f"fairmt: note: {note}", file=sys.stderr)

    report: dict[str, Any] = {
        "backbone": args.backbone,
        "method": method,
        "settings": [r.to_dict() for r in results],
        "skipped": skipped,
    }
    if args.output:
        write_json_atomic(args.output, report)
    if args.output_format == "text":
        blocks = [format_markdown(r) for r in results]
        in_tables = {(r.setting, x["column"]) for r in results for x in r.not_run}  # printed there
        blocks += [
            f"{s['setting']}{' ' + s['column'] if 'column' in s else ''}: not run ({s['reason']})"
            for s in skipped
            if (s["setting"], s.get("column")) not in in_tables
        ]
        if getattr(args, "show_misses", False):
            blocks += _misses(results)
        print("\n\n".join(blocks))
    else:
        print_json(report)
        if getattr(args, "show_misses", False):
            for block in _misses(results):
                print(block, file=sys.stderr)
    return 0


def _misses(results: list[Any]) -> list[str]:
    """``--show-misses``: one block per explicit column, its wrong triples (ties of identical
    hypotheses left out) in item order."""
    out = []
    for r in results:
        if r.setting != "explicit":
            continue
        for c in r.columns:
            head = f"misses, {c.key}: {len(c.misses)} triple(s) scored wrong (identical hypotheses left out)"
            out.append("\n".join([head, *(m.to_text() for m in c.misses)]))
    return out
