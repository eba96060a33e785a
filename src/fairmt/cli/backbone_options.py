"""The backbone options of every command that runs a QE backbone (``qe score``, ``qe meta``, ``qe bench``).

``--backbone``, ``--device``, ``--checkpoint``, ``--batch-size``, ``--weights`` and
``--unsupported`` become the keyword options of :func:`fairmt.qe.load_backbone`; an option
left out is not passed, so each backbone keeps its own default and an option it does not
take is refused by name (``--checkpoint`` for mini-qe, ``--weights`` for cometkiwi-22).
Any other option a backbone declares (a plugin's, metricx-24's ``dtype``, cometkiwi's
``encoder``) is given as ``--backbone-option KEY=VALUE``, repeated, as lm-evaluation-harness
takes ``--model_args``; the value is read as JSON when it parses (``3``, ``true``,
``0.5``), else kept as a string.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from fairmt.errors import UsageError
from fairmt.qe.base import DEFAULT_BATCH_SIZE

#: The options passed to load_backbone when given (argparse destination = option name).
_OPTIONS = ("device", "checkpoint", "weights", "unsupported")
#: The options that mean nothing without a backbone (``qe meta`` checks them).
BACKBONE_ONLY_OPTIONS = (*_OPTIONS, "backbone_option")
_CLI = ("device", "batch_size", *_OPTIONS[1:])


def add_backbone_options(
    parser: argparse.ArgumentParser | Any,
    *,
    default: str | None = "mini-qe",
    backbone_flag: bool = True,
) -> None:
    """Add the options; ``backbone_flag=False`` when the command defines ``--backbone`` itself
    (``qe meta``, where it is one of several mutually exclusive score sources)."""
    if backbone_flag:
        parser.add_argument(
            "--backbone",
            default=default,
            metavar="NAME",
            help=f"QE backbone (built-in or plugin; 'fairmt list backbones'); default: {default}",
        )
    parser.add_argument(
        "--device",
        default=None,
        metavar="DEVICE",
        help="where the backbone runs: auto (CUDA when a GPU is present, the default), cpu, cuda, cuda:N",
    )
    parser.add_argument(
        "--checkpoint",
        default=None,
        metavar="PATH",
        help="cometkiwi-*, metricx-24: the local model (default: $FAIRMT_COMETKIWI_22 / _23_XL / "
        "$FAIRMT_METRICX_24, else the Hugging Face cache)",
    )
    parser.add_argument(
        "--batch-size",
        type=int,
        default=DEFAULT_BATCH_SIZE,
        help=f"backbone batch size (never changes a score; default {DEFAULT_BATCH_SIZE})",
    )
    parser.add_argument(
        "--weights",
        default=None,
        help="mini-qe: a packaged weights version or a .json written by 'fairmt qe train'",
    )
    parser.add_argument(
        "--unsupported",
        choices=("error", "score"),
        default=None,
        help="mini-qe: a segment mostly in a script the encoder does not cover is an error "
        "(default) or is scored anyway",
    )
    parser.add_argument(
        "--backbone-option",
        action="append",
        default=None,
        metavar="KEY=VALUE",
        help="another option of the backbone (repeatable; VALUE read as JSON when it parses), e.g. "
        "metricx-24 dtype=bfloat16, cometkiwi-* encoder=DIR, or a plugin's",
    )


def backbone_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options given on the command line, as keyword options of :func:`fairmt.qe.load_backbone`."""
    opts: dict[str, Any] = {"batch_size": args.batch_size}
    for name in _OPTIONS:
        value = getattr(args, name, None)
        if value is not None:
            opts[name] = value
    for item in getattr(args, "backbone_option", None) or ():
        key, sep, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key.isidentifier():
            raise UsageError(f"--backbone-option {item!r}: expected KEY=VALUE")
        if key in _CLI:
            raise UsageError(f"--backbone-option {key}=...: use --{key.replace('_', '-')}")
        if key in opts:
            raise UsageError(f"--backbone-option {key} is given twice")
        try:
            opts[key] = json.loads(text)
        except ValueError:
            opts[key] = text
    return opts


def checked_backbone_options(args: argparse.Namespace) -> dict[str, Any]:
    """:func:`backbone_options`, refused by flag name when the backbone does not take one (nothing loaded)."""
    from fairmt.qe.base import backbone_options as accepted

    opts = backbone_options(args)
    takes = accepted(args.backbone)
    unknown = [k for k in opts if k not in takes]
    if unknown:
        raise UsageError(
            f"QE backbone {args.backbone!r} takes no {' or '.join(_flag(k) for k in unknown)} "
            f"(its options: {', '.join(_flag(k) for k in takes)})"
        )
    return opts


def make_backbone(args: argparse.Namespace) -> Any:
    """The backbone ``--backbone`` names, built from the options."""
    from fairmt.qe import load_backbone

    return load_backbone(args.backbone, **checked_backbone_options(args))


def _flag(option: str) -> str:
    """How ``option`` is given on the command line."""
    if option in _CLI:
        return "--" + option.replace("_", "-")
    return f"--backbone-option {option}=..."
