"""``fairmt qe score``: FairQE (the default), or a QE backbone alone with ``--agents none``.

Input: TSV ``source<TAB>translation`` (an optional header ``source<TAB>translation`` or
``src<TAB>mt``), or JSONL objects with string fields ``src`` and ``mt``; the format is
guessed from the first line unless ``--input-format`` says. Output: one JSON object per
input pair, in input order, with ``score`` (0-1, higher is better), ``raw`` (the
backbone's own scale) and ``signature``; or, with ``-f text``, ``score<TAB>raw`` lines and
the signature on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from fairmt.cli.backbone_options import add_backbone_options, make_backbone
from fairmt.cli.common import add_format_option, write_summary
from fairmt.cli.fairqe_options import add_fairqe_options, make_agents, make_config
from fairmt.errors import DataError, UsageError

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
        help="JSONL output ('-' = stdout); an existing file is resumed: finished items are skipped",
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
    p.add_argument("--gpus-per-worker", type=float, default=0.0, help="ray: GPUs per actor (default 0)")


def format_backbone_line(s: Any, signature: str, output_format: str) -> str:
    """One output line (no newline) of ``--agents none``."""
    if output_format == "text":
        return f"{s.score:.6f}\t{s.raw:.6f}"
    return json.dumps({"score": s.score, "raw": s.raw, "signature": signature})


def format_fairqe_line(r: Any, output_format: str) -> str:
    """One output line (no newline) of FairQE."""
    if output_format == "text":
        q = "nan" if r.q_final is None else f"{r.q_final:.6f}"
        return f"{q}\t{r.q_orig:.6f}\t{r.w:.6f}\t{','.join(r.flags) or '-'}"
    return json.dumps(r.to_json(), ensure_ascii=False)


def read_pairs(path: str, fmt: str = "auto") -> list[tuple[str, str]]:
    """The (source, translation) pairs of a TSV or JSONL file (``-`` = stdin).

    Read with the project's translation readers (:func:`fairmt.data.readers.read_translations`);
    empty sources are allowed (the backbone gives them its lowest score). A bad line raises
    :class:`DataError` naming the file and line.
    """
    from fairmt.data.readers import read_translations

    tf = read_translations(path, fmt, allow_empty_source=True)
    if not tf.has_sources:
        raise DataError(
            "expected 'source<TAB>translation' lines or JSON objects with 'src' and 'mt'",
            tf.path,
            tf.rows[0].line,
        )
    return [(r.source or "", r.target) for r in tf.rows]


def _make_backbone(args: argparse.Namespace) -> Any:
    return make_backbone(args)


def run(args: argparse.Namespace) -> int:
    if args.batch_size < 1:
        raise UsageError("--batch-size must be at least 1")
    if args.chunk_size < 1:
        raise UsageError("--chunk-size must be at least 1")
    if args.example:
        if args.input != "-":
            raise UsageError("--example and --input exclude each other")
        args.input = example_path()
    sharded = any(getattr(args, o, None) is not None for o in ("shard_size", "workers", "address"))
    if sharded or getattr(args, "executor", "local") != "local" or getattr(args, "gpus_per_worker", 0):
        from fairmt.executors.qe import run_sharded_score

        return run_sharded_score(args)
    if args.agents == "none":
        return _run_backbone(args)
    return _run_fairqe(args)


def example_path() -> str:
    """Path of the packaged FairQE example (``fairmt/examples/fairqe.tsv``)."""
    from importlib import resources

    return str(resources.files("fairmt") / "examples" / "fairqe.tsv")


def _run_backbone(args: argparse.Namespace) -> int:
    from fairmt.signature import Signature

    backbone = _make_backbone(args)
    if args.example:
        from fairmt.fairqe.io import read_items

        pairs = [(it.source, it.translation) for it in read_items(args.input, fmt="tsv")]
    else:
        pairs = read_pairs(args.input, args.input_format)
    scores = backbone.score(pairs, batch_size=args.batch_size)
    signature = str(Signature.of(backbone.signature_items()))
    with _open_output(args.output, append=False) as out:
        for s in scores:
            out.write(format_backbone_line(s, signature, args.output_format) + "\n")
        if args.output_format == "text":
            print(signature, file=sys.stderr)
    return 0


def _open_output(path: str, append: bool) -> Any:
    import contextlib

    if path == "-":
        return contextlib.nullcontext(sys.stdout)
    return open(path, "a" if append else "w", encoding="utf-8")


def _run_fairqe(args: argparse.Namespace) -> int:
    import time
    from pathlib import Path

    from fairmt.fairqe.io import completed_prefix, read_items
    from fairmt.fairqe.pipeline import FairQE, RunStats

    t0 = time.perf_counter()
    items = read_items(args.input, args.tgt_lang, args.input_format)
    config = make_config(args)
    agents = make_agents(args)
    try:
        agents.check_languages([it.tgt_lang for it in items])
        fairqe = FairQE(_make_backbone(args), agents, config)
        signature = str(fairqe.signature())
        done = 0
        if args.output != "-":
            out_path = Path(args.output)
            resume = completed_prefix(out_path, items, signature)
            done = resume.done
            if out_path.exists():
                with open(out_path, "r+b") as fh:
                    fh.truncate(resume.size)
        if getattr(args, "dry_run", False):
            return _dry_run(args, fairqe, items[done:])
        stats = RunStats()
        stopped = ""
        if done < len(items):
            fairqe.prepare(items)
        with _open_output(args.output, append=True) as out:
            for start in range(done, len(items), args.chunk_size):
                chunk = items[start : start + args.chunk_size]
                try:
                    results, chunk_stats = fairqe.score(chunk, start_index=start)
                except _stop_errors() as e:
                    stopped = str(e)
                    break
                stats.add(chunk_stats)
                for r in results:
                    out.write(format_fairqe_line(r, args.output_format) + "\n")
                out.flush()
        summary = {
            "items": len(items),
            "skipped_done": done,
            "scored": stats.items,
            "with_cue": stats.with_cue,
            "variants": stats.variants,
            "backbone_pairs": stats.backbone_pairs,
            "judge_inputs": stats.judge_calls,
            "flags": stats.flags,
            **{f"llm_{k}": v for k, v in fairqe.usage().to_json().items()},
            "wall_seconds": round(time.perf_counter() - t0, 3),
            "items_per_second": round(stats.items / stats.seconds, 2) if stats.seconds > 0 else None,
            "stopped": stopped or None,
            "signature": signature,
        }
    finally:
        agents.close()
    write_summary(summary, args.summary)
    if args.output_format == "text" and args.output == "-":
        print(signature, file=sys.stderr)
    if stopped:
        print(
            f"fairmt: stopped early: {stopped}; finished items are kept, rerun to continue", file=sys.stderr
        )
        return 1
    return 0


def _dry_run(args: argparse.Namespace, fairqe: Any, items: list[Any]) -> int:
    """Record the LLM requests the run would send, print them and an estimate; send nothing."""
    if items:
        fairqe.prepare(items)
        fairqe.agents.analyse(items, variants=fairqe.config.ablation != "novar")
    report = fairqe.agents.dry_run_report()
    usage = fairqe.agents.client.usage()
    summary = {
        "dry_run": True,
        "items": len(items),
        "requests": usage.dry_run_requests,
        "estimated_cost": usage.estimated_cost,
        "note": "upper bound: one judge request per item, as if every item had a cue",
    }
    print(report, file=sys.stderr)
    write_summary(summary, args.summary)
    return 0


def _stop_errors() -> tuple[type[BaseException], ...]:
    """Errors that end a run cleanly after the finished chunks (the LLM budget)."""
    try:
        from fairmt.llm.errors import BudgetExceeded
    except ImportError:
        return ()
    return (BudgetExceeded,)
