"""``fairmt`` / ``python -m fairmt``: one subcommand per module in this package.

Each subcommand module exposes ``add_parser(subparsers)`` (which sets ``func`` on its
parser) and a ``run(args) -> int``. Errors derived from :class:`fairmt.errors.FairmtError`
are printed as one line on stderr and mapped to their exit codes.

Global options: ``-v`` (info logs and per-chunk progress lines, ``-vv`` debug logs),
``-q`` (no progress and no info logs; warnings and errors still show). Progress is shown
by :mod:`fairmt.cli.progress`, log lines by :mod:`fairmt.cli.logs`, both on stderr only.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from fairmt import __version__
from fairmt.cli import logs
from fairmt.cli.common import cli_wording
from fairmt.errors import EXIT_USAGE, FairmtError

#: Subcommand modules, in help order.
SUBCOMMANDS = ("winomt", "qe", "data", "report", "diagnose", "attention", "translate", "inflect", "listing")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fairmt",
        description="Measure and mitigate gender bias in machine translation and quality estimation.",
    )
    parser.add_argument("--version", action="version", version=f"fairmt {__version__}")
    _add_noise_options(parser, top=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        module = importlib.import_module(f"fairmt.cli.{name}")
        module.add_parser(sub)
    _add_noise_to_commands(parser)
    return parser


def _add_noise_options(parser: argparse.ArgumentParser, *, top: bool) -> None:
    """``-v``/``-q`` on ``parser``.

    They are accepted before the command (``fairmt -v inflect …``) and after it (``fairmt inflect
    … -v``), as users type both. On a command's parser the defaults are suppressed, so an option
    given before the command is not reset by the command's parser.
    """
    default_count: object = 0 if top else argparse.SUPPRESS
    default_flag: object = False if top else argparse.SUPPRESS
    noise = parser.add_mutually_exclusive_group()
    noise.add_argument(
        "-v",
        "--verbose",
        action="count",
        default=default_count,
        help="more output on stderr: info logs and one progress line per chunk (-vv: debug logs)",
    )
    noise.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        default=default_flag,
        help="no progress and no info logs on stderr (warnings and errors still show)",
    )


def _add_noise_to_commands(parser: argparse.ArgumentParser) -> None:
    """Give every command parser below ``parser`` (nested commands too) its own ``-v``/``-q``."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                if not any(o in child._option_string_actions for o in ("-v", "-q")):
                    _add_noise_options(child, top=False)
                _add_noise_to_commands(child)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler, previous_level = logs.install(args.verbose, args.quiet)
    try:
        return _run(parser, args, handler)
    finally:
        logs.uninstall(handler, previous_level)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace, handler: logs.FoldingHandler) -> int:
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        rc: int = func(args)
        return rc
    except FairmtError as e:
        handler.flush_folded()  # the error stays the last line
        print(f"fairmt: error: {cli_wording(str(e))}", file=sys.stderr)
        return e.exit_code
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("fairmt: interrupted", file=sys.stderr)
        return 130
