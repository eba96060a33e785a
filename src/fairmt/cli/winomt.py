"""``fairmt winomt`` (one translation file) and ``fairmt winomt-batch`` (many)."""

from __future__ import annotations

import argparse
import json
import sys
from contextlib import ExitStack
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fairmt.cli.common import add_format_option, finite_float, print_json
from fairmt.cli.progress import make_progress
from fairmt.data.json_input import parse_json
from fairmt.data.readers import FORMATS
from fairmt.errors import DataError, UsageError
from fairmt.gender.base import DEFAULT_POLICY, Policy

if TYPE_CHECKING:
    from fairmt.winomt import WinoMTResult

COMPAT_CHOICES = [p.value for p in Policy]


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--challenge-set",
        metavar="DIR|VERSION",
        default=None,
        help="a folder with en.txt/en_pro.txt/en_anti.txt, or a version of the winomt dataset: "
        "'current' (default) or '2020-08-31' (the one WinoMT's saved translations were made from)",
    )
    p.add_argument(
        "--compat",
        default=DEFAULT_POLICY.value,
        choices=COMPAT_CHOICES,
        help="how the entity's gender is read: mt_gender-2019 (the paper's code), mt_gender-2022 (upstream; "
        "they differ for empty alignments / no gendered word), target-side-1 (also from the translation's "
        "coreferent pronouns and agreement; not comparable with the paper), target-side-2 (target-side-1 "
        "with more rules: German loanwords, French clitics, participles and pronouns), target-side-3 "
        "(target-side-2 with more French rules: tokenised elisions, stressed pronouns, epicene nouns), "
        "target-side-4 (target-side-3 with more French rules: short participles, N de N compounds, "
        "an entity rendered only as lui) "
        f"(default: {DEFAULT_POLICY.value})",
    )
    p.add_argument("--aligner", default="fast_align", help="word aligner (default: fast_align)")
    p.add_argument("--no-cache", action="store_true", help="do not read or write the on-disk alignment cache")
    p.add_argument(
        "--recover-entities",
        action="store_true",
        help="find entities the aligner left unaligned from what it learned on the file's other sentences "
        "(not in the original mt_gender; changes results; recorded in the signature)",
    )
    add_format_option(p)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "winomt",
        help="WinoMT gender accuracy of one translation file",
        description="Score a translation of the WinoMT challenge set: accuracy, F1 per gender, ΔG, ΔS.",
    )
    p.add_argument("--lang", help="target language (ISO 639-1), e.g. de")
    p.add_argument("--translations", metavar="FILE", help="translation file ('-' = stdin)")
    p.add_argument(
        "--input-format",
        dest="input_format",
        default="auto",
        choices=FORMATS,
        help="format of --translations (default: auto, from the first line)",
    )
    p.add_argument("--system", help="name of the MT system (for reports)")
    p.add_argument("--analyzer", help="gender analyser (default: the language's default)")
    p.add_argument(
        "--max-missing",
        type=finite_float,
        default=0.01,
        help="fraction of en.txt sentences that may lack a translation before the file is rejected "
        "(default 0.01)",
    )
    p.add_argument(
        "--alignments",
        metavar="FILE",
        help="use these links (Pharaoh 'i-j' format, one line per translation line) instead of the aligner",
    )
    p.add_argument("--predictions", metavar="OUT", help="write per-sentence predictions as JSONL to OUT")
    p.add_argument(
        "--example", action="store_true", help="run on fairmt's small built-in German example (offline)"
    )
    _common(p)
    p.set_defaults(func=run)

    b = sub.add_parser(
        "winomt-batch",
        help="WinoMT over many systems x languages (a table like the paper's)",
        description="Evaluate DIR/<system>/en-<lang>.txt for every system and supported language.",
    )
    b.add_argument(
        "--translations-dir",
        metavar="DIR",
        default=None,
        help="folder of <system>/en-<lang>.txt files (default: the winomt dataset's translations)",
    )
    b.add_argument("--systems", help="comma-separated systems (default: all)")
    b.add_argument("--langs", help="comma-separated languages (default: all supported)")
    b.add_argument(
        "--output",
        metavar="FILE",
        help="append each result to FILE (JSONL) as soon as it is computed; files already in FILE with the "
        "same settings are not evaluated again (resume an interrupted run)",
    )
    b.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="files evaluated at once, in N worker processes (default 1); the results and their order "
        "are those of --jobs 1",
    )
    _common(b)
    b.set_defaults(func=run_batch)

    h = sub.add_parser(
        "winomt-human",
        help="agreement of the gender analysers with WinoMT's human annotations",
        description="Score the human-annotated sentences (winomt/human_annotations) with the pipeline and "
        "report per-language agreement with the annotators' labels.",
    )
    h.add_argument("--langs", help="comma-separated languages (default: all annotated)")
    h.add_argument(
        "--analyzer",
        action="append",
        default=[],
        metavar="LANG=NAME",
        help="analyser for a language, e.g. es=spacy (repeatable)",
    )
    h.add_argument(
        "--half",
        choices=["dev", "test"],
        default=None,
        help="score only one fixed half of the labelled rows (by a hash of the English sentence with its "
        "pronouns masked): 'dev' for designing rules, 'test' for reporting (default: all rows)",
    )
    h.add_argument(
        "--labels",
        type=Path,
        default=None,
        metavar="FILE",
        help="score an own label file (JSONL: lang, system, index, entity, label, target_sha256; e.g. "
        "benchmarks/data/winomt_fr_own/fr_own.jsonl) instead of the human annotations",
    )
    _common(h)
    h.set_defaults(func=run_human)

    pc = sub.add_parser(
        "winomt-precompile",
        help="compile the aligner's kernels ahead of time (once) so that new processes start fast",
        description="Compile fast_align's numba kernels ahead of time into fairmt's cache (a one-off, like "
        "building the C++ aligner; needs fairmt[speed] and a C compiler). Later processes load them without "
        "importing numba. The links do not change. Prints the built module's path.",
    )
    pc.set_defaults(func=run_precompile)


def _result_text(r: WinoMTResult) -> str:
    def f(x: float | None) -> str:
        return "-" if x is None else f"{x:.1f}"

    lines = [
        f"WinoMT en-{r.lang}" + (f" ({r.system})" if r.system else ""),
        f"  accuracy   {f(r.accuracy)}   (n={r.all.n}, unknown={r.all.unknown_total})",
        f"  F1 male    {f(r.f1_male)}   F1 female {f(r.f1_female)}   ΔG {f(r.delta_g)}",
        f"  acc pro    {f(r.accuracy_pro)}   acc anti  {f(r.accuracy_anti)}   ΔS {f(r.delta_s)}",
    ]
    if r.missing:
        lines.append(
            f"  missing    {len(r.missing)} sentence(s) without translation: "
            + ", ".join(f"{m.subset}:{m.line}" for m in r.missing[:10])
        )
    lines.append(f"  signature  {r.signature}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Parse what ``fairmt winomt`` was given and call :func:`fairmt.winomt.evaluate`."""
    from fairmt.winomt import evaluate

    challenge: Any = args.challenge_set
    translations = args.translations
    lang = args.lang
    system = args.system
    with ExitStack() as stack:
        if args.example:
            from fairmt.winomt import read_challenge_set

            exdir = Path(stack.enter_context(resources.as_file(resources.files("fairmt") / "examples")))
            challenge = read_challenge_set(exdir, name="fairmt-example")
            translations = str(exdir / "en-de.txt")
            lang = lang or "de"
            system = system or "example"
        elif not translations or not lang:
            raise UsageError("fairmt winomt needs --lang and --translations (or --example)")
        # evaluate checks the language before anything is read.
        r = evaluate(
            translations,
            lang,
            challenge_set=challenge,
            compat=args.compat,
            analyzer=args.analyzer,
            aligner=args.aligner,
            system=system,
            fmt=args.input_format,
            max_missing=args.max_missing,
            alignments=args.alignments,
            recover_entities=args.recover_entities,
            cache=not args.no_cache,
        )
    if args.predictions:
        with open(args.predictions, "w", encoding="utf-8") as fh:
            for p in r.predictions:
                fh.write(json.dumps(p.to_dict(), ensure_ascii=False) + "\n")
    if args.output_format == "text":
        print(_result_text(r))
    else:
        print_json(r.to_dict())
    return 0


def _settings_key(args: argparse.Namespace, system: str, lang: str) -> str:
    return json.dumps(
        [system, lang, args.challenge_set or "current", args.compat, args.aligner, args.recover_entities],
        ensure_ascii=False,
    )


def _load_done(path: str) -> dict[str, dict[str, Any]]:
    done: dict[str, dict[str, Any]] = {}
    try:
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    obj = parse_json(line, path, n)
                    done[obj["key"]] = obj
                except (DataError, KeyError, TypeError):
                    # A line cut short by an interruption: ignored, re-evaluated.
                    print(f"fairmt: {path}:{n}: ignoring an incomplete result line", file=sys.stderr)
    except FileNotFoundError:
        pass
    return done


def run_batch(args: argparse.Namespace) -> int:
    from fairmt.runs.lock import RunLock
    from fairmt.runs.paths import check_output
    from fairmt.winomt.batch import discover

    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, got {args.jobs}")
    if args.output:
        check_output(args.output)
    tdir = args.translations_dir
    if tdir is None:
        from fairmt.data import dataset_path

        tdir = dataset_path("winomt") / "translations"
    items = discover(
        tdir,
        systems=args.systems.split(",") if args.systems else None,
        langs=args.langs.split(",") if args.langs else None,
    )
    if not items:
        raise UsageError(f"no translation files for supported languages under {tdir}")

    lock = RunLock(args.output + ".run/lock", args.output) if args.output else None
    if lock is not None:
        lock.acquire()  # one run per --output file; released when this command returns
    try:
        return _run_batch(args, items, lock)
    finally:
        if lock is not None:
            lock.release()


def _run_batch(args: argparse.Namespace, items: list[Any], lock: Any) -> int:
    from fairmt.errors import EXIT_BAD_DATA, FairmtError
    from fairmt.winomt.batch import BatchItem, evaluate_batch, paper_table

    done = _load_done(args.output) if args.output else {}
    todo = [it for it in items if _settings_key(args, it.system, it.lang) not in done]
    if done and not getattr(args, "quiet", False):
        print(
            f"fairmt: resuming: {len(items) - len(todo)} of {len(items)} files already in {args.output}",
            file=sys.stderr,
        )
    out_fh = open(args.output, "a", encoding="utf-8") if args.output else None  # noqa: SIM115
    rows: list[dict[str, Any]] = [
        done[k] for k in (_settings_key(args, it.system, it.lang) for it in items) if k in done
    ]
    failures: list[tuple[BatchItem, FairmtError]] = []
    results: list[WinoMTResult] = []

    def save(it: BatchItem, r: WinoMTResult, seconds: float) -> None:
        row = r.to_dict(details=False)
        rows.append(row)
        results.append(r)
        if out_fh is not None:
            out_fh.write(
                json.dumps({"key": _settings_key(args, it.system, it.lang), **row}, ensure_ascii=False)
            )
            out_fh.write("\n")
            out_fh.flush()

    def failed(it: BatchItem, e: FairmtError) -> None:
        print(f"fairmt: error: {it.system} en-{it.lang}: {e}", file=sys.stderr)
        failures.append((it, e))

    try:
        evaluate_batch(
            todo,
            args.challenge_set,
            aligner=args.aligner,
            compat=args.compat,
            cache=not args.no_cache,
            on_result=save,
            on_error=failed,
            recover_entities=args.recover_entities,
            progress=make_progress(args),
            jobs=args.jobs,
        )
    finally:
        if out_fh is not None:
            out_fh.close()
    rows.sort(key=lambda r: (r.get("system") or "", r["lang"]))
    if args.output_format == "text":
        print(paper_table(rows))
        if results:
            print(f"signature: {results[0].signature}")
    else:
        print_json(rows)
    if failures:
        print(
            f"fairmt: {len(failures)} of {len(items)} files failed; the table shows the others",
            file=sys.stderr,
        )
        return max(e.exit_code for _, e in failures) or EXIT_BAD_DATA
    return 0


def run_human(args: argparse.Namespace) -> int:
    from fairmt.data import dataset_path
    from fairmt.winomt.human import human_agreement

    analyzers = {}
    for spec in args.analyzer:
        lang, sep, name = spec.partition("=")
        if not sep or not lang or not name:
            raise UsageError(f"--analyzer takes LANG=NAME, got {spec!r}")
        analyzers[lang] = name
    res = human_agreement(
        dataset_path("winomt"),
        compat=args.compat,
        analyzers=analyzers,
        aligner=args.aligner,
        langs=args.langs.split(",") if args.langs else None,
        recover_entities=args.recover_entities,
        progress=make_progress(args),
        half=args.half,
        labels=args.labels,
    )
    rows: list[dict[str, Any]] = [
        {"lang": lang, "analyzer": name, "n": a.n, "agree": a.agree, "percent": a.percent}
        for lang, (name, a) in res.items()
    ]
    mean = round(sum(a.percent for _, a in res.values()) / len(res), 1) if res else None
    if args.output_format == "text":
        print(f"{'lang':<5}{'analyzer':<15}{'n':>5}{'agree':>7}{'%':>7}")
        for r in rows:
            print(f"{r['lang']:<5}{r['analyzer']:<15}{r['n']:>5}{r['agree']:>7}{r['percent']:>7.1f}")
        print(f"mean {mean} (compat {args.compat}" + (f", {args.half} half)" if args.half else ")"))
    else:
        print_json(
            {
                "compat": args.compat,
                "half": args.half,
                "labels": str(args.labels) if args.labels else None,
                "languages": rows,
                "mean_percent": mean,
            }
        )
    return 0


def run_precompile(args: argparse.Namespace) -> int:
    """``fairmt winomt-precompile``: :func:`fairmt.align.fast_align.precompile`."""
    from fairmt.align.fast_align import precompile
    from fairmt.errors import MissingDependencyError

    path = precompile()
    if path is None:
        raise MissingDependencyError(
            "numba with a working C compiler (to build the aligner's kernels ahead of time)",
            "pip install 'fairmt[speed]' and a C compiler (apt-get install gcc)",
        )
    print(path)
    return 0
