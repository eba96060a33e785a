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
from pathlib import Path
from typing import Any, TextIO

from fairmt.cli.common import add_format_option
from fairmt.errors import DataError, UsageError

INPUT_FORMATS = ("auto", "tsv", "jsonl")
_HEADERS = ({"source", "translation"}, {"src", "mt"})


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


def _guess_format(first: str) -> str:
    return "jsonl" if first.lstrip().startswith("{") else "tsv"


def read_pairs(fh: TextIO, name: str, fmt: str = "auto") -> list[tuple[str, str]]:
    """The (source, translation) pairs of a TSV or JSONL stream; a bad line raises :class:`DataError`."""
    pairs: list[tuple[str, str]] = []
    lineno = 0
    try:
        lines = list(fh)
    except UnicodeDecodeError as e:
        raise DataError(f"not UTF-8 ({e})", name) from None
    if fmt == "auto":
        fmt = next((_guess_format(x) for x in lines if x.strip()), "tsv")
    for lineno, line in enumerate(lines, start=1):
        text = line.rstrip("\n").rstrip("\r")
        if fmt == "jsonl":
            if not text.strip():
                raise DataError("empty line (expected a JSON object with 'src' and 'mt')", name, lineno)
            try:
                obj = json.loads(text)
            except json.JSONDecodeError as e:
                raise DataError(f"not JSON ({e.msg})", name, lineno) from None
            if not isinstance(obj, dict):
                raise DataError("expected a JSON object with 'src' and 'mt'", name, lineno)
            src, mt = obj.get("src"), obj.get("mt")
            if not isinstance(src, str) or not isinstance(mt, str):
                raise DataError("'src' and 'mt' must both be strings", name, lineno)
            pairs.append((src, mt))
        else:
            fields = text.split("\t")
            if len(fields) != 2:
                raise DataError(
                    f"expected 2 tab-separated fields (source, translation), found {len(fields)}",
                    name,
                    lineno,
                )
            if lineno == 1 and {f.strip().lower() for f in fields} in _HEADERS:
                continue
            pairs.append((fields[0], fields[1]))
    return pairs


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
    if args.input == "-":
        pairs = read_pairs(sys.stdin, "<stdin>", args.input_format)
    else:
        path = Path(args.input)
        try:
            with path.open(encoding="utf-8", newline="") as fh:
                pairs = read_pairs(fh, str(path), args.input_format)
        except OSError as e:
            raise DataError(f"cannot read ({e.strerror})", path) from None
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
