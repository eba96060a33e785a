"""``fairmt qe``: quality estimation — score, train the embedded model, meta-evaluate, fairness bench.

Each action lives in its own module (``fairmt.cli.qe_<action>``) exposing
``add_parser(subparsers)``, which sets ``func`` on its parser.
"""

from __future__ import annotations

import argparse
import importlib
from typing import Any

ACTIONS = ("score", "train", "meta", "bench")


def add_parser(sub: Any) -> None:
    p = sub.add_parser("qe", help="quality estimation: score, train, meta-evaluate, fairness bench")
    actions = p.add_subparsers(dest="qe_action", metavar="ACTION")
    for action in ACTIONS:
        try:
            module = importlib.import_module(f"fairmt.cli.qe_{action}")
        except ModuleNotFoundError as e:
            if e.name != f"fairmt.cli.qe_{action}":
                raise
            continue
        module.add_parser(actions)
    p.set_defaults(func=lambda args: _help(p))


def _help(p: argparse.ArgumentParser) -> int:
    p.print_help()
    return 2
