"""``fairmt qe score``: FairQE (the default), or a QE backbone alone with ``--agents none``.

The command parses options and calls :func:`fairmt.fairqe.score_file` (the run layer:
path checks, lock, manifest, resume, retry of failed items, executors); it reports the
run and maps its outcome to an exit code: 0 done; 1 stopped early (the LLM budget; rerun
to continue); 2 the output belongs to another job, input or configuration; 7 another run
holds the output; 8 finished with failed items (rerun to retry them).

Input: TSV ``source<TAB>translation`` (an optional header ``source<TAB>translation`` or
``src<TAB>mt``), or JSONL objects with string fields ``src`` and ``mt``; the format is
guessed from the first line unless ``--input-format`` says. Or two plain-text files,
``-s SRC.txt -t MT.txt`` (one segment a line, as ``comet-score`` and sacrebleu take them;
``--tgt-lang`` required). Output: one JSON object per input pair, in input order; with
``-f text``, tab-separated columns under a header, the item's id first (with ``-s``/``-t``:
one score a line, line *n* for input line *n*).

What goes to stderr: on a terminal, a short summary a person reads (lines written and
where, items with a cue, the translations that contradict a stated gender, the mean score,
what to run next); not on a terminal, nothing unless ``-v``, so that redirected stderr
holds only warnings and errors. The JSON summary is printed only when asked for: ``-f
json`` given explicitly (on stderr) or ``--summary FILE``.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from fairmt.cli.backbone_options import add_backbone_options
from fairmt.cli.common import add_format_option, finite_float, write_summary
from fairmt.cli.fairqe_options import add_fairqe_options, make_spec
from fairmt.errors import UsageError

INPUT_FORMATS = ("auto", "tsv", "jsonl")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "score",
        help="FairQE: bias-aware QE of (source, translation) pairs (or the backbone alone)",
        description="Bias-aware quality estimation (FairQE): gender cues, gender-flipped variants, "
        "the backbone's scores of the original and every variant, a judge, and the aggregation "
        "q_final = w*q_uqe/100 + (1-w)*q_orig with w = B/(1+B), B = alpha*b_amb + beta*b_exp. Input: "
        "TSV with 'source'/'translation' columns (optional 'tgt_lang', 'id') or JSONL with 'src'/'mt' "
        "(optional 'tgt_lang' or 'lp', 'id'), or two plain-text files with -s SRC.txt -t MT.txt (one segment "
        "a line, --tgt-lang required). Output: JSONL, one object per pair in input order; -f text: "
        "columns under a header, the id first (with -s/-t: one score a line). With --agents none, the "
        "backbone's scores alone (score, raw, signature). On a terminal the run ends with a short "
        "summary on stderr; the JSON summary with -f json or --summary FILE.",
    )
    p.add_argument(
        "--input",
        "-i",
        default=None,
        metavar="FILE",
        help="TSV or JSONL input file ('-' = stdin, the default)",
    )
    p.add_argument(
        "-s",
        "--sources",
        default=None,
        metavar="SRC.txt",
        help="plain-text sources, one a line (with -t; instead of --input)",
    )
    p.add_argument(
        "-t",
        "--translations",
        default=None,
        metavar="MT.txt",
        help="plain-text translations, line n of -t for line n of -s (needs --tgt-lang); -f text "
        "then writes one score a line",
    )
    p.add_argument(
        "--example",
        action="store_true",
        help="score the packaged example (25 EN->de/es/fr/it pairs written by the team) instead of --input",
    )
    p.add_argument("--input-format", choices=INPUT_FORMATS, default="auto", help="default: auto")
    p.add_argument(
        "--output",
        "-o",
        default="-",
        metavar="FILE",
        help="JSONL output ('-' = stdout, no resume); a rerun on the same file continues it and "
        "retries failed items; another job's or input's file is refused (see --overwrite)",
    )
    p.add_argument(
        "--overwrite",
        action="store_true",
        help="replace an existing --output that belongs to another job, input or configuration",
    )
    p.add_argument(
        "--tgt-lang", default=None, help="target language of rows that name none (de, es, fr, it, ...)"
    )
    add_backbone_options(p)
    add_fairqe_options(p, default_agents="rules")
    p.add_argument(
        "--summary",
        default=None,
        metavar="FILE",
        help="write the run summary (JSON) here (on a terminal a short text summary is printed anyway)",
    )
    p.add_argument("--chunk-size", type=int, default=256, help="items per checkpoint (never changes a score)")
    add_format_option(
        p,
        default=None,
        help="output format: json (default: one object a line; given explicitly, the JSON run summary "
        "also goes to stderr) or text (tab-separated columns under a header, the id first; with -s/-t: "
        "one score a line)",
    )
    add_executor_options(p)
    p.set_defaults(func=run)


def add_executor_options(p: argparse.ArgumentParser) -> None:
    """``--executor``, ``--address``, ``--workers``, ``--shard-size`` (see :mod:`fairmt.executors`)."""
    p.add_argument(
        "--executor",
        choices=("local", "ray"),
        default="local",
        help="local (this process, the default) or ray (shards on Ray actors: pip install 'fairmt[ray]')",
    )
    p.add_argument("--address", default=None, help="ray: the cluster to join (default: start a local one)")
    p.add_argument("--workers", type=int, default=None, help="ray: actors (default: the cluster's CPUs)")
    p.add_argument(
        "--shard-size",
        type=int,
        default=None,
        help="items per shard file (OUT.shards/, resumable; default 1000 with ray); with the local "
        "executor it turns on the same sharded, resumable run in this process",
    )
    p.add_argument(
        "--gpus-per-worker", type=finite_float, default=0.0, help="ray: GPUs per actor (default 0)"
    )


def make_executor(args: argparse.Namespace) -> Any:
    """The executor the options ask for, or ``None`` for the plain chunked run in this process."""
    sharded = any(getattr(args, o, None) is not None for o in ("shard_size", "workers", "address"))
    if not sharded and args.executor == "local" and not args.gpus_per_worker:
        return None
    from fairmt.executors.base import get_executor

    return get_executor(args.executor, args.workers, args.address, args.gpus_per_worker)


def run(args: argparse.Namespace) -> int:
    from fairmt.fairqe.run import example_path, run_error, score_file

    if args.batch_size < 1:
        raise UsageError("--batch-size must be at least 1")
    if args.chunk_size < 1:
        raise UsageError("--chunk-size must be at least 1")
    if args.shard_size is not None and args.shard_size < 1:
        raise UsageError("--shard-size must be at least 1")
    _resolve_input(args, example_path)
    spec = make_spec(args)
    if getattr(args, "dry_run", False):
        return _dry_run(args, spec)
    executor = make_executor(args)
    shard_size = args.shard_size
    if executor is not None and shard_size is None:
        shard_size = 1000
    try:
        report = score_file(
            args.sources or args.input,
            args.output,
            spec=spec,
            translations=args.translations,
            tgt_lang=args.tgt_lang,
            input_format=args.input_format,
            output_format=_library_format(args),
            overwrite=args.overwrite,
            chunk_size=args.chunk_size,
            executor=executor,
            shard_size=shard_size,
            progress=_progress(args),
            summary=args.summary,
        )
    finally:
        if executor is not None:
            executor.close()
    _report(args, report)
    if report.stopped:
        print(
            f"fairmt: stopped early: {report.stopped}; finished items are kept, rerun to continue",
            file=sys.stderr,
        )
        return 1
    err = run_error(report)
    if err is not None:
        print(f"fairmt: {err}", file=sys.stderr)
        return err.exit_code
    return 0


def _resolve_input(args: argparse.Namespace, example_path: Any) -> None:
    """Check that one input is given (``--input``, ``--example`` or ``-s``/``-t``) and set ``args.input``."""
    given = [o for o, v in (("--input", args.input), ("-s/-t", args.sources or args.translations)) if v]
    if args.example:
        given.append("--example")
    if len(given) > 1:
        raise UsageError(f"{' and '.join(given)} exclude each other: give one input")
    if (args.sources is None) != (args.translations is None):
        raise UsageError("plain-text input needs both -s SRC.txt and -t MT.txt")
    if args.sources is not None and args.tgt_lang is None and args.agents != "none":
        raise UsageError("-s/-t files name no language: add --tgt-lang (de, es, fr, it, ...)")
    if args.example:
        args.input = example_path()
    elif args.input is None:
        args.input = "-"


def _library_format(args: argparse.Namespace) -> str:
    """The library's output format: ``-f text`` of plain-text input is one score a line."""
    fmt = args.output_format or "json"
    return "scores" if fmt == "text" and args.sources is not None else fmt


def _report(args: argparse.Namespace, report: Any) -> None:
    """What a person or a script sees on stderr after the run (see the module docstring)."""
    from fairmt.cli.progress import _is_terminal
    from fairmt.fairqe.run import summary_json, summary_lines

    if args.output_format == "text" and args.output == "-":
        # Text lines carry no signature: it goes beside them, as it always did.
        print(f"fairmt: signature {report.signature}", file=sys.stderr)
    if getattr(args, "quiet", False):
        return
    if args.output_format == "json":  # asked for explicitly
        write_summary(summary_json(report), None)
        return
    if not (_is_terminal(sys.stderr) or int(getattr(args, "verbose", 0) or 0) > 0):
        return
    for line in summary_lines(report, outcome=False):
        print(f"fairmt: {line}", file=sys.stderr)
    for line in _next_steps(args, report):
        print(f"fairmt: next: {line}", file=sys.stderr)


def _next_steps(args: argparse.Namespace, report: Any) -> list[str]:
    """What to run next, as commands (the output's own path, quoted for a shell)."""
    import shlex

    steps: list[str] = []
    if report.failed or report.stopped:
        steps.append("rerun the same command: finished items are kept, the rest is scored")
    if args.output != "-" and _library_format(args) == "json" and args.agents != "none":
        out = shlex.quote(args.output)
        steps.append(f"fairmt report {out} -o report.html   (one page: the scores, cues and violations)")
    return steps


def _progress(args: argparse.Namespace) -> Any:
    from fairmt.cli.progress import make_progress

    return make_progress(args)


def _dry_run(args: argparse.Namespace, spec: Any) -> int:
    """Record the LLM requests the run would send, print them and an estimate; send nothing."""
    from fairmt.fairqe.io import read_items, read_text_pair
    from fairmt.runs.paths import check_summary

    check_summary(args.summary)
    if args.sources is not None:
        items = read_text_pair(args.sources, args.translations, args.tgt_lang)
    else:
        items = read_items(args.input, args.tgt_lang, args.input_format)
    fairqe = spec.build()
    try:
        fairqe.prepare(items)
        fairqe.agents.analyse(items, variants=fairqe.config.ablation != "novar")
        report = fairqe.agents.dry_run_report()
        usage = fairqe.agents.client.usage()
        counted = fairqe.agents.client.tokenizer.label
    finally:
        fairqe.agents.close()
    summary = {
        "dry_run": True,
        "items": len(items),
        "requests": usage.dry_run_requests,
        "estimated_cost": usage.estimated_cost,
        "estimated_prompt_tokens": sum(r.prompt_tokens for r in fairqe.agents.client.dry_run_requests()),
        "tokens_counted_with": counted,
        "note": (
            "upper bound: one judge request per item, as if every item had a cue"
            if getattr(fairqe.agents, "protocol", "") == "split"
            else "the requests a run would send (completion tokens: the max_tokens bound)"
        ),
    }
    print(report, file=sys.stderr)
    write_summary(summary, args.summary)
    return 0
