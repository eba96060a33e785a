"""``fairmt inflect``: see and check a gender realisation of a translation (FairQE's variants).

``fairmt inflect --lang de --to F --source "The doctor came." "Der Arzt kam."`` prints the
translation with every gender-variable reference to a person in the feminine (``F``),
masculine (``M``) or neutral (``N``) form — what FairQE's offline agents build their variants
from (:class:`fairmt.fairqe.realise.SentenceRealiser`). The English source says who the
people are and which words it genders itself (those are kept). Without a positional text,
``source<TAB>translation`` lines are read from ``--input`` (``-`` = stdin) and one realisation
a line is written. ``-v`` adds, on stderr, every changed word with the cue it belongs to.
A translation with nothing to realise is written unchanged and counted; exit 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from fairmt.cli.common import add_format_option
from fairmt.errors import DataError, UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "inflect",
        help="rewrite a translation's person references in F, M or N (FairQE's variants), with reasons",
        description="Realise every gender-variable reference to a person in a translation as feminine "
        "(F), masculine (M) or neutral (N, where the language declares one), as FairQE's rules agents "
        "do; words the English source genders itself are kept.",
    )
    p.add_argument("text", nargs="?", default=None, help="the translation (else --input)")
    p.add_argument("--source", "-s", default=None, help="the English source of TEXT (required with TEXT)")
    p.add_argument("--input", "-i", default=None, metavar="FILE", help="source<TAB>translation lines")
    p.add_argument("--lang", required=True, help="target language (de, es, fr, it)")
    p.add_argument("--to", required=True, choices=("F", "M", "N"), help="the realisation")
    add_format_option(p)
    p.set_defaults(func=run, output_format="text")


def _pairs(args: argparse.Namespace) -> list[tuple[str, str]]:
    if args.text is not None:
        if args.input is not None:
            raise UsageError("give TEXT or --input, not both")
        if not args.source:
            raise UsageError("TEXT needs its English --source (it says who the people are)")
        return [(args.source, args.text)]
    from fairmt.data.readers import read_text_input

    inp = read_text_input(args.input or "-")
    pairs = []
    for n, line in enumerate(inp.lines, start=1):
        if not line.strip():
            continue
        parts = line.split("\t")
        if len(parts) != 2 or not parts[0].strip() or not parts[1].strip():
            raise DataError("expected 'source<TAB>translation'", inp.name, n)
        pairs.append((parts[0].strip(), parts[1].strip()))
    if not pairs:
        raise DataError("no lines", inp.name)
    return pairs


def run(args: argparse.Namespace) -> int:
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item
    from fairmt.inflect.base import get_inflector

    get_inflector(args.lang)  # an unsupported language is refused before anything is read
    pairs = _pairs(args)
    realiser = SentenceRealiser()
    items = [Item(s, t, args.lang) for s, t in pairs]
    realiser.prepare(items)
    unchanged = 0
    for it in items:
        ex = realiser.explain(it, args.to)
        text = ex.text if ex.text is not None else it.translation
        if ex.text is None:
            unchanged += 1
        if args.output_format == "json":
            print(
                json.dumps(
                    {
                        "source": it.source,
                        "mt": it.translation,
                        "to": args.to,
                        "text": ex.text,
                        "changes": [c.__dict__ for c in ex.changes],
                        "why_not": ex.why_not or None,
                    },
                    ensure_ascii=False,
                )
            )
        else:
            print(text)
        if args.verbose:
            for c in ex.changes:
                print(f"fairmt: {c.old!r} -> {c.new!r}: {c.reason}", file=sys.stderr)
            if ex.why_not:
                print(f"fairmt: unchanged: {ex.why_not}", file=sys.stderr)
    if unchanged and len(items) > 1 and not getattr(args, "quiet", False):
        print(
            f"fairmt: {unchanged} of {len(items)} translations had nothing to realise in {args.to}",
            file=sys.stderr,
        )
    return 0
