"""``fairmt qe train``: train the head of the embedded QE model (``mini-qe``) on MLQE-PE DA."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from fairmt.cli.common import finite_float
from fairmt.errors import UsageError

# The defaults of fairmt.qe.train.TrainConfig, spelled out so that building the CLI does not
# import NumPy (a unit test checks they agree).
DEFAULTS: dict[str, Any] = {
    "version": "mini-qe-2",
    "encoder": "use-m3",
    "features": ("u", "v", "prod", "diff", "cos", "len"),
    "head": "ridge",
    "hidden": 128,
    "epochs": 12,
    "seed": 0,
    "pairs": ("en-de", "en-zh", "et-en", "ne-en", "ro-en", "ru-en", "si-en"),
}


def add_parser(sub: Any) -> None:
    d = argparse.Namespace(**DEFAULTS)
    p = sub.add_parser(
        "train",
        help="train the embedded QE model's head on MLQE-PE (deterministic for a seed)",
        description="Embed MLQE-PE DA (train/dev/test20) with a frozen sentence encoder (cached under "
        "$FAIRMT_CACHE_DIR/qe-embeddings), fit a small head on train (dev picks the regularisation or "
        "the epoch), report test20 Pearson/Spearman beside the length-ratio baseline, and write "
        "<version>.npz and <version>.json to --output. To refresh the packaged head: "
        "--output src/fairmt/qe/weights.",
    )
    p.add_argument(
        "--data-dir",
        default=None,
        help="data root holding mlqe_pe/ (default: $FAIRMT_DATA_DIR, else the fairmt data cache)",
    )
    p.add_argument("--output", "-o", default="qe-weights", help="output folder (default: ./qe-weights)")
    p.add_argument("--version", dest="weights_version", default=d.version, help=f"default {d.version}")
    p.add_argument(
        "--encoder", default=d.encoder, choices=("use-m3", "e5-small"), help=f"default {d.encoder}"
    )
    p.add_argument(
        "--features",
        default=",".join(d.features),
        help="comma-separated feature blocks from u, v, prod (u*v), diff (|u-v|), cos, len, surf (surface "
        "checks), lid (language identity), copy (untranslated words), align (lexical tables) "
        "(default: u,v,prod,diff,cos,len)",
    )
    p.add_argument("--head", default=d.head, choices=("mlp", "ridge"), help=f"default {d.head}")
    p.add_argument("--hidden", type=int, default=d.hidden, help=f"MLP hidden units (default {d.hidden})")
    p.add_argument("--epochs", type=int, default=d.epochs, help=f"MLP epochs (default {d.epochs})")
    p.add_argument("--seed", type=int, default=d.seed, help=f"random seed (default {d.seed})")
    p.add_argument("--pairs", default=",".join(d.pairs), help="comma-separated MLQE-PE pairs (default: all)")
    p.add_argument(
        "--sources",
        default="",
        help="comma-separated MQM training sources beside MLQE-PE: wmt21-news-mqm, wmt21-ted-mqm, "
        "wmt22-qe-mqm-dev:PAIR (PAIR en-de, en-ru, zh-en); default: none",
    )
    p.add_argument(
        "--source-weight",
        type=finite_float,
        default=1.0,
        help="weight of an MQM row relative to an MLQE-PE row (default 1)",
    )
    p.add_argument(
        "--standardise-targets",
        action="store_true",
        help="standardise each source's targets by its train mean and std (set it with --sources)",
    )
    p.add_argument(
        "--gender-reflection",
        action="store_true",
        help="also train on every pair with both embeddings reflected along the encoder's gender "
        "direction (a counterbalance: the head cannot learn a masculine preference from its data)",
    )
    p.add_argument(
        "--config",
        default=None,
        help="a weights JSON written by this command, or a packaged version (e.g. mini-qe-3): train "
        "exactly the config it records (the options above are then ignored, except --data-dir, --output)",
    )
    p.add_argument("--train-limit", type=int, default=None, help="first N training rows per pair")
    p.add_argument(
        "--eval-limit", type=int, default=None, help="first N dev and test20 rows per MLQE-PE pair"
    )
    p.add_argument(
        "--calibrate",
        action="store_true",
        help="declare the normalised scale from the head's dev predictions (2.5th-97.5th percentiles)",
    )
    p.add_argument(
        "--fallback",
        default=None,
        help="a packaged head that scores the pairs in scripts this head's encoder lacks (e.g. mini-qe-e5-1)",
    )
    p.add_argument("--note", default="", help="free text recorded in the JSON (what the head is for)")
    # The global `fairmt -q` sets the same attribute; SUPPRESS keeps this default from
    # overwriting it, so `fairmt -q qe train` and `fairmt qe train -q` both silence it.
    p.add_argument(
        "--quiet", "-q", action="store_true", default=argparse.SUPPRESS, help="no progress on stderr"
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from fairmt.qe.train import TrainConfig, train_mini_qe

    features = tuple(f.strip() for f in args.features.split(",") if f.strip())
    pairs = tuple(x.strip() for x in args.pairs.split(",") if x.strip())
    sources = tuple(x.strip() for x in args.sources.split(",") if x.strip())
    if not features:
        raise UsageError("--features is empty")
    if args.config:
        cfg = TrainConfig.from_json(_recorded_config(args.config))
    else:
        cfg = TrainConfig(
            version=args.weights_version,
            encoder=args.encoder,
            features=features,
            head=args.head,
            hidden=args.hidden,
            epochs=args.epochs,
            seed=args.seed,
            pairs=pairs,
            sources=sources,
            source_weight=args.source_weight,
            standardise_targets=args.standardise_targets,
            gender_reflection=args.gender_reflection,
            train_limit=args.train_limit,
            eval_limit=args.eval_limit,
            calibrate=args.calibrate,
            fallback=args.fallback,
            note=args.note,
        )

    def progress(msg: str) -> None:
        if not getattr(args, "quiet", False):
            print(f"fairmt qe train: {msg}", file=sys.stderr, flush=True)

    meta = train_mini_qe(cfg, _data_root(args.data_dir), args.output, progress=progress)
    json.dump(meta, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    return 0


def _recorded_config(path: str) -> dict[str, Any]:
    from fairmt.errors import DataError
    from fairmt.qe.mini_qe import weights_meta

    meta, _ = weights_meta(path)  # a .json path or a packaged version by name (``mini-qe-3``)
    config = meta.get("config") if isinstance(meta, dict) else None
    if not isinstance(config, dict):
        raise DataError("no 'config' recorded (written before fairmt qe train recorded it)", path)
    return config


def _data_root(explicit: str | None) -> str:
    if explicit:
        return explicit
    from fairmt.data.cache import data_root

    return str(data_root())
