"""``fairmt translate``: translate a challenge set or a file with one of :mod:`fairmt.translate`'s engines.

::

    fairmt translate --engine apertium --src en --tgt es --input winomt:pro -o apertium.en_pro.es.txt
    fairmt translate --engine hf-causal --model Unbabel/TowerInstruct-7B-v0.1 --tgt it --input winomt \\
        -o tower.en-it.txt
    fairmt translate --engine openai --model openai/gpt-4.1-mini --tgt de --input my.txt -f jsonl -o out.jsonl

Output: ``source ||| target`` lines (what ``fairmt winomt`` and ``fairmt diagnose`` read) or
JSONL, to ``-o FILE`` (resumable, signature in ``FILE.sig.json``) or stdout. A summary
(lines, seconds, lines/s, signature) goes to stderr.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from fairmt.cli.common import finite_float

#: CLI destination -> engine keyword, for the engine-specific options.
_ENGINE_OPTIONS = {
    "model": "model",
    "mark_unknown": "mark_unknown",
    "apertium_datadir": "datadir",
    "workers": "workers",
    "isolation": "isolation",
    "device": "device",
    "dtype": "dtype",
    "max_new_tokens": "max_new_tokens",
    "template": "template",
    "allow_download": "allow_download",
    "revision": "revision",
    "source_prefix": "source_prefix",
    "base_url": "base_url",
    "api_key_env": "api_key_env",
    "concurrency": "concurrency",
    "max_cost": "max_cost",
    "max_tokens": "max_tokens",
    "no_cache": "cache",
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "translate",
        help="translate a challenge set or a file (apertium, hf-seq2seq, hf-causal, openai)",
        description="Translate the sentences of a named set (winomt, winomt:pro, winomt:anti, winomt:adj, "
        "winomt_neutral) or of a file (one source per line, or JSONL with 'src') with one engine, and "
        "write 'source ||| target' lines (WinoMT's format) or JSONL. With -o FILE the run is resumable: "
        "a rerun continues after the last finished line and never translates a finished line again; the "
        "signature (engine, model and version, prompt hash, language pair, input) is in FILE.sig.json.",
    )
    p.add_argument("--engine", "-e", default="apertium", help="translation engine (default: apertium)")
    p.add_argument(
        "--model",
        "-m",
        default=None,
        help="the engine's model: a transformers folder or Hub id (hf-*), an LLM name such as "
        "openai/gpt-4.1-mini (openai), a variant mode such as eng-cat_valencia (apertium)",
    )
    p.add_argument("--src", "--src-lang", dest="src", default="en", help="source language (default: en)")
    p.add_argument("--tgt", "--tgt-lang", dest="tgt", default=None, help="target language, e.g. es")
    p.add_argument(
        "--input",
        "-i",
        default=None,
        metavar="SET|FILE",
        help="a set (winomt, winomt:pro, winomt:anti, winomt:adj, winomt_neutral; winomt:2020-08-31:pro "
        "for another WinoMT version), a text file (one source per line), JSONL with 'src', or '-' (stdin)",
    )
    p.add_argument("--output", "-o", default="-", metavar="FILE", help="output file ('-' = stdout, default)")
    p.add_argument(
        "-f",
        "--format",
        "--output-format",
        dest="out_format",
        choices=("mt_gender", "jsonl"),
        default="mt_gender",
        help="output format: 'source ||| target' lines (default) or JSONL {line, src, mt}; the input's "
        "format is recognised (one source a line, or JSONL with 'src')",
    )
    p.add_argument(
        "--batch-size", type=int, default=None, help="sources per engine call (never changes an output)"
    )
    p.add_argument(
        "--chunk-size",
        type=int,
        default=None,
        help="sources translated and written per checkpoint (default: the batch size)",
    )
    p.add_argument(
        "--limit",
        type=int,
        default=None,
        help="stop after the first N sources (a later run without --limit continues the file)",
    )
    p.add_argument(
        "--overwrite", action="store_true", help="start over instead of resuming an existing -o FILE"
    )
    p.add_argument(
        "--summary", default=None, metavar="FILE", help="write the run summary (JSON) here, not stderr"
    )
    p.add_argument("--list", action="store_true", help="list the engines and the named sets, then exit")
    x = p.add_argument_group("executor (scale-out; see fairmt.executors)")
    x.add_argument(
        "--executor",
        choices=("local", "ray"),
        default="local",
        help="local (this process, the default) or ray (shards of sources on Ray actors, each building "
        "the engine once: pip install 'fairmt[ray]'); with ray, --workers is the number of actors",
    )
    x.add_argument("--address", default=None, help="ray: the cluster to join (default: start a local one)")
    x.add_argument(
        "--shard-size",
        type=int,
        default=None,
        help="sources per shard file (FILE.shards/, resumable; default 256 with ray); with the local "
        "executor it turns on the same sharded run in this process",
    )

    a = p.add_argument_group("apertium")
    a.add_argument("--mark-unknown", action="store_true", default=None, help="keep Apertium's */@/# marks")
    a.add_argument("--apertium-datadir", default=None, metavar="DIR", help="Apertium's data folder")
    a.add_argument(
        "--workers",
        type=int,
        default=None,
        help="processes at once (default: CPUs, at most 8); with --executor ray: Ray actors "
        "(default: the cluster's CPUs)",
    )
    a.add_argument(
        "--isolation",
        choices=("stages", "process"),
        default=None,
        help="stages (default): only the stages that keep state across sentences run once per source; "
        "process: one apertium run per source (slow; same output)",
    )

    h = p.add_argument_group("hf-seq2seq, hf-causal")
    h.add_argument("--device", default=None, help="cpu (default), cuda, cuda:N or auto")
    h.add_argument(
        "--dtype", choices=("float32", "bfloat16", "float16"), default=None, help="default float32"
    )
    h.add_argument(
        "--max-new-tokens", type=int, default=None, help="most new tokens per output (default 256)"
    )
    h.add_argument(
        "--template",
        choices=("auto", "plain", "chat"),
        default=None,
        help="hf-causal prompt: the plain instruction or the tokenizer's chat template "
        "(auto: chat when the tokenizer has one)",
    )
    h.add_argument(
        "--chat", dest="template", action="store_const", const="chat", help="same as --template chat"
    )
    h.add_argument(
        "--allow-download",
        action="store_true",
        default=None,
        help="let a Hub id be downloaded (default: the local cache only)",
    )
    h.add_argument("--revision", default=None, help="Hub revision of the model")
    h.add_argument("--source-prefix", default=None, help="hf-seq2seq: text before every source (>>spa<< )")

    o = p.add_argument_group("openai")
    o.add_argument("--base-url", default=None, help="OpenAI-compatible endpoint (vLLM, Ollama, llama.cpp...)")
    o.add_argument(
        "--api-key-env", default=None, help="environment variable of the key (default OPENAI_API_KEY)"
    )
    o.add_argument("--concurrency", type=int, default=None, help="requests in flight (default 8)")
    o.add_argument(
        "--max-cost", type=finite_float, default=None, metavar="USD", help="stop cleanly at this cost"
    )
    o.add_argument("--max-tokens", type=int, default=None, help="most tokens per answer (default 512)")
    o.add_argument(
        "--no-cache", action="store_true", default=None, help="do not use the on-disk answer cache"
    )
    p.set_defaults(func=run)


def _engine_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for dest, key in _ENGINE_OPTIONS.items():
        value = getattr(args, dest, None)
        if value is None:
            continue
        if dest == "no_cache":
            value = not value
        out[key] = value
    return out


def _list() -> int:
    from fairmt.translate import list_engines, source_set_names

    print("engines: " + ", ".join(list_engines()))
    print("sets:    " + ", ".join(source_set_names()))
    return 0


def run(args: argparse.Namespace) -> int:
    from fairmt.errors import UsageError
    from fairmt.translate import ENGINES, get_engine, read_sources, translate_to

    if args.list:
        return _list()
    if not args.tgt or not args.input:
        raise UsageError("fairmt translate needs --tgt LANG and --input SET|FILE")
    ENGINES.get(args.engine)  # an unknown engine fails before anything is read
    kwargs = _engine_kwargs(args)
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be at least 1")
    from fairmt.cli.progress import make_progress
    from fairmt.runs.paths import check_output, check_summary

    # Every path the run writes is checked before an engine or model is built.
    check_output(args.output, [args.input])
    check_summary(args.summary)
    executor = getattr(args, "executor", "local")
    if executor != "local" or getattr(args, "shard_size", None) is not None or getattr(args, "address", None):
        from fairmt.executors.translate import ShardedTranslation, run_sharded_translate

        job = ShardedTranslation(
            engine=args.engine,
            src=args.src,
            tgt=args.tgt,
            input=args.input,
            output=args.output,
            out_format=args.out_format,
            batch_size=args.batch_size,
            shard_size=args.shard_size,
            limit=args.limit,
            overwrite=args.overwrite,
            executor=executor,
            workers=getattr(args, "workers", None),
            address=getattr(args, "address", None),
        )
        _report(args, run_sharded_translate(job, kwargs))
        return 0
    sources = read_sources(args.input)
    with get_engine(args.engine, src_lang=args.src, tgt_lang=args.tgt, **kwargs) as engine:
        result = translate_to(
            engine,
            sources,
            None if args.output == "-" else args.output,
            fmt=args.out_format,
            chunk_size=args.chunk_size,
            batch_size=args.batch_size,
            overwrite=args.overwrite,
            limit=args.limit,
            progress=make_progress(args),
        )
        summary = result.to_dict()
        usage = getattr(engine, "usage", None)
        if callable(usage):
            summary["usage"] = usage()
    _report(args, summary)
    return 0


def _report(args: argparse.Namespace, summary: dict[str, Any]) -> None:
    if args.summary:
        from fairmt.runs.paths import write_json_atomic

        write_json_atomic(args.summary, summary, indent=None)
    else:
        print(
            f"fairmt: translated {summary['translated']} of {summary['n']} lines"
            + (f" ({summary['resumed']} already done)" if summary["resumed"] else "")
            + f" in {summary['seconds']:.1f} s ({summary['lines_per_second']:.1f} lines/s)"
            + (f" on {summary['workers']} {summary['executor']} worker(s)" if "executor" in summary else ""),
            file=sys.stderr,
        )
        print(f"fairmt: signature {summary['signature']}", file=sys.stderr)
