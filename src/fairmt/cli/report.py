"""``fairmt report``: turn result files into one self-contained HTML page.

Reads the JSON / JSONL written by ``fairmt qe bench``, ``fairmt qe meta``,
``fairmt winomt-batch`` (and ``fairmt winomt``) and FairQE's ``fairmt qe score``,
recognised by content, and writes one HTML page with their tables, bar charts and
signatures (inline CSS and SVG, no scripts, no external requests).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from fairmt.errors import UsageError


def add_parser(sub: Any) -> None:
    from fairmt.report.html import DEFAULT_ITEMS, DEFAULT_TITLE

    p = sub.add_parser(
        "report",
        help="one self-contained HTML page from result files (qe bench, qe meta, winomt-batch, FairQE)",
        description="Render result files as one self-contained HTML page: the tables, bar charts of "
        "the fairness ratios (line at parity) and explicit accuracy (line at 50%), the meta-evaluation "
        "table, WinoMT's Acc/ΔG/ΔS and a FairQE summary, each with its signature. Files are recognised "
        "by content: the JSON of 'fairmt qe bench' (--output or stdout), 'fairmt qe meta' and "
        "'fairmt winomt-batch' (JSON or its --output JSONL), and FairQE JSONL from 'fairmt qe score'.",
    )
    p.add_argument("results", nargs="+", metavar="RESULT", help="result files (JSON or JSONL)")
    p.add_argument(
        "-o",
        "--output",
        default="-",
        metavar="FILE",
        help="the HTML file to write ('-' = stdout, the default)",
    )
    p.add_argument("--title", default=DEFAULT_TITLE, help=f"page title (default: {DEFAULT_TITLE!r})")
    p.add_argument(
        "--items",
        type=int,
        default=DEFAULT_ITEMS,
        metavar="N",
        help=f"FairQE: how many items with cues to list per file (default: {DEFAULT_ITEMS})",
    )
    p.set_defaults(func=run)


def _write(path: str, page: str) -> None:
    """Write the page next to its destination first, then rename: a failed run leaves no half page."""
    dest = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(page)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp creates 0600; give the file the usual mode
        os.replace(tmp, dest)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def run(args: argparse.Namespace) -> int:
    from fairmt.report import render_files

    if args.items < 0:
        raise UsageError("--items must be 0 or more")
    page = render_files(args.results, args.title, items=args.items)
    if args.output == "-":
        buf = getattr(sys.stdout, "buffer", None)
        if buf is not None:
            sys.stdout.flush()
            buf.write(page.encode("utf-8"))
            buf.flush()
        else:
            sys.stdout.write(page)
    else:
        if Path(args.output).is_dir():
            raise UsageError(f"-o {args.output}: is a folder")
        try:
            _write(args.output, page)
        except FileNotFoundError:
            raise UsageError(f"-o {args.output}: the folder does not exist") from None
        print(f"fairmt: wrote {args.output} ({len(args.results)} result file(s))", file=sys.stderr)
    return 0
