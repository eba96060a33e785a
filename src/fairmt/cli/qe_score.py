"""``fairmt qe score``: score (source, translation) pairs with a QE backbone.

Input: TSV ``source<TAB>translation`` (an optional header ``source<TAB>translation`` or
``src<TAB>mt``), or JSONL objects with string fields ``src`` and ``mt``; the format is
guessed from the first line unless ``--input-format`` says. Output: one JSON object per
input pair, in input order, with ``score`` (0-1, higher is better), ``raw`` (the
backbone's own scale) and ``signature``; or, with ``-f text``, ``score<TAB>raw`` lines and
the signature on stderr.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
from typing import Any

from fairmt.cli.common import add_format_option
from fairmt.errors import DataError, UsageError

INPUT_FORMATS = ("auto", "tsv", "jsonl")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "score",
        help="score (source, translation) pairs with a QE backbone",
        description="Reference-free quality estimation of (source, translation) pairs. Input: TSV "
        "'source<TAB>translation' (optional header) or JSONL with 'src' and 'mt'. Output: JSONL, one "
        "object per pair in input order, with score (0-1, higher is better), raw and signature.",
    )
    p.add_argument("--backbone", default="mini-qe", help="QE backbone (default: mini-qe)")
    p.add_argument("--input", "-i", default="-", metavar="FILE", help="input file ('-' = stdin, the default)")
    p.add_argument("--input-format", choices=INPUT_FORMATS, default="auto", help="default: auto")
    p.add_argument("--batch-size", type=int, default=64, help="encoder batch size (never changes a score)")
    p.add_argument(
        "--weights",
        default=None,
        help="mini-qe only: a packaged weights version or a .json written by 'fairmt qe train'",
    )
    p.add_argument(
        "--unsupported",
        choices=("error", "score"),
        default=None,
        help="mini-qe only: a segment mostly in a script the encoder does not cover is an error "
        "(default) or is scored anyway",
    )
    add_format_option(p)
    p.set_defaults(func=run)


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
    from fairmt.qe.base import QE_BACKBONES

    cls = QE_BACKBONES.get(args.backbone)
    kwargs: dict[str, Any] = {}
    if args.weights is not None:
        kwargs["weights"] = args.weights
    if args.unsupported is not None:
        kwargs["unsupported"] = args.unsupported
    params = inspect.signature(cls).parameters
    extra = [k for k in kwargs if k not in params]
    if extra:
        opts = ", ".join("--" + k for k in extra)
        raise UsageError(f"backbone {args.backbone!r} takes no {opts}")
    return cls(**kwargs)


def run(args: argparse.Namespace) -> int:
    from fairmt.signature import Signature

    if args.batch_size < 1:
        raise UsageError("--batch-size must be at least 1")
    backbone = _make_backbone(args)
    pairs = read_pairs(args.input, args.input_format)
    scores = backbone.score(pairs, batch_size=args.batch_size)
    signature = str(Signature.of(backbone.signature_items()))
    out = sys.stdout
    if args.output_format == "text":
        for s in scores:
            out.write(f"{s.score:.6f}\t{s.raw:.6f}\n")
        print(signature, file=sys.stderr)
    else:
        for s in scores:
            out.write(json.dumps({"score": s.score, "raw": s.raw, "signature": signature}) + "\n")
    return 0
