"""``fairmt qe score``: FairQE (the default), or a QE backbone alone with ``--agents none``.

The command parses options and calls :func:`fairmt.fairqe.score_file` (the run layer:
path checks, lock, manifest, resume, retry of failed items, executors); it prints the
run's summary and maps its outcome to an exit code: 0 done; 1 stopped early (the LLM
budget; rerun to continue); 2 the output belongs to another job, input or configuration;
7 another run holds the output; 8 finished with failed items (rerun to retry them).

Input: TSV ``source<TAB>translation`` (an optional header ``source<TAB>translation`` or
``src<TAB>mt``), or JSONL objects with string fields ``src`` and ``mt``; the format is
guessed from the first line unless ``--input-format`` says. Output: one JSON object per
input pair, in input order; or, with ``-f text``, tab-separated columns and the signature
on stderr.
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
        "(optional 'tgt_lang' or 'lp', 'id'). Output: JSONL, one object per pair in input order. "
        "With --agents none, the backbone's scores alone (score, raw, signature).",
    )
    p.add_argument("--input", "-i", default="-", metavar="FILE", help="input file ('-' = stdin, the default)")
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
        "--summary", default=None, metavar="FILE", help="write the run summary (JSON) here, not stderr"
    )
    p.add_argument("--chunk-size", type=int, default=256, help="items per checkpoint (never changes a score)")
    add_format_option(p)
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
    if args.example:
        if args.input != "-":
            raise UsageError("--example and --input exclude each other")
        args.input = example_path()
    spec = make_spec(args)
    if getattr(args, "dry_run", False):
        return _dry_run(args, spec)
    executor = make_executor(args)
    shard_size = args.shard_size
    if executor is not None and shard_size is None:
        shard_size = 1000
    try:
        report = score_file(
            args.input,
            args.output,
            spec=spec,
            tgt_lang=args.tgt_lang,
            input_format=args.input_format,
            output_format=args.output_format,
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
    if args.summary is None and not getattr(args, "quiet", False):
        write_summary(report.to_json(), None)
    if args.output_format == "text" and args.output == "-":
        print(report.signature, file=sys.stderr)
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


def _progress(args: argparse.Namespace) -> Any:
    from fairmt.cli.progress import make_progress

    return make_progress(args)


def _dry_run(args: argparse.Namespace, spec: Any) -> int:
    """Record the LLM requests the run would send, print them and an estimate; send nothing."""
    from fairmt.fairqe.io import read_items
    from fairmt.runs.paths import check_summary

    check_summary(args.summary)
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
