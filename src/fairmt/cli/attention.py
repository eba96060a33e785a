"""``fairmt attention``: where decoder-only models attend to the gender cue (extra ``attention``).

Teacher-forces each model's own translations of accurate minimal pairs and writes the layer ×
head attention from the translated target word (with its article) to the English gender
pronoun, averaged over the first ``n`` accurate pairs, with the paper's sanity checks
(total attention to the prompt, attention from the secondary entity), as JSON and PNG
heatmaps on a colour scale shared by the models. See :mod:`fairmt.diagnostics.attention`.
"""

from __future__ import annotations

import argparse
import logging
import sys
from typing import Any

from fairmt.cli.common import add_format_option, print_json

log = logging.getLogger(__name__)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "attention",
        help="attention from translated target words to their gender cue, per layer and head",
        description="For each accurate minimal pair (both translations carry the right gender), "
        "teacher-force the model's own translation after the translation prompt and read the "
        "self-attention from the target word's sub-words (article included) to the English "
        "gender pronoun in every layer and head (eager attention), averaged over the first n "
        "accurate pairs, n being the minimum over the models. Also the total attention to the "
        "prompt and the attention from the secondary entity (sanity checks). Writes "
        "attention.json, spans_<model>.jsonl and heatmaps (cue_/secondary_/prompt_<model>.png) "
        "to --out-dir. Models are local folders (never downloaded). Needs the 'attention' extra.",
    )
    p.add_argument(
        "--model",
        action="append",
        required=True,
        metavar="[LABEL=]PATH",
        help="a decoder-only transformers model folder (repeat to compare models)",
    )
    p.add_argument(
        "--pairs",
        action="append",
        required=True,
        metavar="FILE",
        help="JSONL or TSV of translated pair members: source, translation, target|target_span, "
        "cue|cue_span|gold(+index), pair, correct, optional secondary|secondary_span, model, prompt; "
        "one file for all models (records may name their model) or one per --model, in order",
    )
    p.add_argument("--out-dir", required=True, metavar="DIR", help="folder for the JSON, spans and PNGs")
    p.add_argument("--src-lang", default="en", help="source language code (default: en)")
    p.add_argument(
        "--tgt-lang", default="it", help="target language code, for the prompt and articles (default: it)"
    )
    p.add_argument(
        "--template",
        choices=("auto", "plain", "chat"),
        default="auto",
        help="prompt: plain text, or the tokenizer's chat template; auto = chat when the tokenizer has one",
    )
    p.add_argument(
        "--query",
        choices=("generating", "target"),
        default="generating",
        help="rows read: the positions generating the target tokens (default) or the target tokens",
    )
    p.add_argument(
        "--cue-gender",
        choices=("female", "male", "all"),
        default="female",
        help="which pair members to measure, by the gender of their cue (default: female, as the paper)",
    )
    p.add_argument(
        "--cue-reduce",
        choices=("sum", "mean"),
        default="sum",
        help="over the cue's sub-words (default: sum, the weight the cue receives)",
    )
    p.add_argument("--no-article", action="store_true", help="the target noun alone, without its article")
    p.add_argument("--max-pairs", type=int, default=None, metavar="N", help="cap n at N pairs")
    p.add_argument(
        "--device", default="cpu", help="torch device, or auto (cuda when available; default: cpu)"
    )
    p.add_argument(
        "--dtype",
        choices=("float32", "bfloat16", "float16"),
        default="float32",
        help="model weights (attention is averaged in float64 either way; default: float32)",
    )
    p.add_argument("--layers", default=None, metavar="FIRST-LAST", help="heatmap rows, 0-based (e.g. 8-20)")
    p.add_argument("--no-heatmaps", action="store_true", help="write the JSON and spans only")
    add_format_option(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from fairmt.diagnostics.attention import analyse, parse_model_arg, summary_lines, write_outputs

    models = [parse_model_arg(m) for m in args.model]
    if not args.no_heatmaps:
        from fairmt.diagnostics.heatmap import require_matplotlib

        require_matplotlib()  # before the models run, not after an hour of analysis

    def progress(label: str, done: int, total: int) -> None:
        if done == total or done % 50 == 0:
            log.info("%s: %d/%d sentences", label, done, total)

    results = analyse(
        models,
        args.pairs,
        cue_gender=args.cue_gender,
        max_pairs=args.max_pairs,
        device=args.device,
        dtype=args.dtype,
        template=args.template,
        src_lang=args.src_lang,
        tgt_lang=args.tgt_lang,
        query=args.query,
        cue_reduce=args.cue_reduce,
        article=not args.no_article,
        progress=progress,
    )
    doc = write_outputs(results, args.out_dir, layers=args.layers, heatmaps=not args.no_heatmaps)
    if args.output_format == "text":
        for line in summary_lines(results):
            print(line)
        print(
            f"written to {args.out_dir}: attention.json, "
            + ", ".join(f for fs in doc["files"].values() for f in fs)
        )
    else:
        summary = {
            "kind": doc["kind"],
            "n": doc["n"],
            "out_dir": str(args.out_dir),
            "scales": doc["scales"],
            "models": [
                {
                    k: m[k]
                    for k in (
                        "label",
                        "n",
                        "accurate_pairs",
                        "sentences",
                        "prompt_total",
                        "top_heads",
                        "signature",
                    )
                }
                for m in doc["models"]
            ],
            "files": doc["files"],
        }
        print_json(summary)
    sys.stdout.flush()
    return 0
