"""The backbone options of every command that runs a QE backbone (``qe score``, ``qe meta``, ``qe bench``).

``--backbone``, ``--device``, ``--checkpoint``, ``--batch-size``, ``--weights`` and
``--unsupported`` become the keyword options of :func:`fairmt.qe.load_backbone`; an option
left out is not passed, so each backbone keeps its own default and an option it does not
take is refused by name (``--checkpoint`` for mini-qe, ``--weights`` for cometkiwi-22).
"""

from __future__ import annotations

import argparse
from typing import Any

from fairmt.qe.base import DEFAULT_BATCH_SIZE

#: The options passed to load_backbone when given (argparse destination = option name).
_OPTIONS = ("device", "checkpoint", "weights", "unsupported")
#: The options that mean nothing without a backbone (``qe meta`` checks them).
BACKBONE_ONLY_OPTIONS = _OPTIONS
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


def backbone_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options given on the command line, as keyword options of :func:`fairmt.qe.load_backbone`."""
    opts: dict[str, Any] = {"batch_size": args.batch_size}
    for name in _OPTIONS:
        value = getattr(args, name, None)
        if value is not None:
            opts[name] = value
    return opts


def make_backbone(args: argparse.Namespace) -> Any:
    """The backbone ``--backbone`` names, built from the options."""
    from fairmt.errors import UsageError
    from fairmt.qe import load_backbone
    from fairmt.qe.base import backbone_options as accepted

    opts = backbone_options(args)
    takes = accepted(args.backbone)
    unknown = [k for k in opts if k not in takes]
    if unknown:
        flags = " or ".join("--" + k.replace("_", "-") for k in unknown)
        raise UsageError(
            f"QE backbone {args.backbone!r} takes no {flags} "
            f"(its options here: {', '.join('--' + k.replace('_', '-') for k in takes if k in _CLI)})"
        )
    return load_backbone(args.backbone, **opts)
