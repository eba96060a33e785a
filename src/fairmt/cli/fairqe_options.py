"""Options shared by the commands that run FairQE (``qe score``, ``qe bench``)."""

from __future__ import annotations

import argparse
from typing import Any

from fairmt.cli.common import finite_float
from fairmt.errors import UsageError


def add_fairqe_options(p: argparse.ArgumentParser, default_agents: str) -> None:
    """``--agents`` and the options of the aggregation, the rules agents and the LLM agents."""
    p.add_argument(
        "--agents",
        default=default_agents,
        help="FairQE agents: rules (offline), llm, hybrid (offline gate, then the LLM for items naming a "
        "person), none (the backbone alone), or a plugin ('fairmt list "
        f"agents'); default: {default_agents}",
    )
    p.add_argument("--alpha", type=finite_float, default=5.0, help="weight of b_amb in B (default 5)")
    p.add_argument("--beta", type=finite_float, default=5.0, help="weight of b_exp in B (default 5)")
    p.add_argument(
        "--ablation",
        choices=("none", "novar", "uqe-only"),
        default="none",
        help="paper Table 5: novar (no variants) or uqe-only (q_final = q_uqe/100)",
    )
    p.add_argument(
        "--aggregation",
        choices=("fair", "paper"),
        default="fair",
        help="fair (default): b_amb in the backbone's gender unit, the judge on the backbone's scale, a "
        "detected explicit violation always counts; paper: Eqs. 9-11 as published",
    )
    p.add_argument(
        "--amb-unit",
        type=finite_float,
        default=None,
        metavar="UNIT",
        help="fair aggregation: the gender unit b_amb is divided by (default: the backbone's mean F/M "
        "score difference on fairmt's calibration pairs)",
    )
    p.add_argument(
        "--b-exp",
        dest="b_exp",
        choices=("margin", "binary"),
        default="margin",
        help="paper aggregation: size of the explicit preference violation (default: its margin)",
    )
    p.add_argument(
        "--explicit-penalty",
        type=finite_float,
        default=0.25,
        help=(
            "rules judge: penalty on [0,1] for a violated explicit gender (default 0.25); "
            "--aggregation fair caps what it costs at 2 gender units below the item's lowest score"
        ),
    )
    p.add_argument(
        "--aligner",
        default="lexical",
        help="rules agents: aligner for target spans: lexical (default; a shipped model, each pair aligned "
        "alone) or fast_align (the whole input as one corpus; a pair's cues depend on the other lines)",
    )
    p.add_argument("--llm", default=None, metavar="MODEL", help="llm agents: model, e.g. openai/gpt-4.1-mini")
    p.add_argument(
        "--base-url", default=None, help="llm agents: OpenAI-compatible endpoint (vLLM, Ollama, ...)"
    )
    p.add_argument(
        "--api-key-env", default="OPENAI_API_KEY", help="llm agents: environment variable of the key"
    )
    p.add_argument("--concurrency", type=int, default=4, help="llm agents: requests in flight (default 4)")
    p.add_argument(
        "--max-cost", type=finite_float, default=None, metavar="USD", help="llm agents: stop cleanly here"
    )
    p.add_argument(
        "--prices", default=None, metavar="FILE", help="llm agents: JSON price table (USD per 1M tokens)"
    )
    p.add_argument(
        "--dry-run", action="store_true", help="llm agents: print the calls and an estimate, send nothing"
    )
    p.add_argument("--no-cache", action="store_true", help="llm agents: do not use the on-disk answer cache")
    p.add_argument(
        "--items-per-request",
        type=int,
        default=None,
        metavar="K",
        help="llm agents: K items per request (answers matched back by id; default 1)",
    )


def agent_options(args: argparse.Namespace) -> dict[str, Any]:
    """The agent set's options (explicit; see :func:`fairmt.fairqe.run.make_agents`)."""
    if args.agents == "rules":
        llm_opts = [
            o
            for o in ("llm", "base_url", "max_cost", "prices", "items_per_request")
            if getattr(args, o, None) is not None
        ]
        if llm_opts or args.dry_run:
            opts = ", ".join(
                "--" + o.replace("_", "-") for o in llm_opts + (["dry_run"] if args.dry_run else [])
            )
            raise UsageError(f"{opts}: only for --agents llm or hybrid")
        return {"aligner": args.aligner, "explicit_penalty": args.explicit_penalty}
    if args.agents in ("llm", "hybrid"):
        if args.llm is None:
            raise UsageError(f"--agents {args.agents} needs --llm MODEL (e.g. openai/gpt-4.1-mini)")
        return {
            "model": args.llm,
            "base_url": args.base_url,
            "api_key_env": args.api_key_env,
            "concurrency": args.concurrency,
            "max_cost": args.max_cost,
            "prices": args.prices,
            "dry_run": args.dry_run,
            "cache": not args.no_cache,
            "items_per_request": args.items_per_request,
        }
    return {}  # a plugin's agent set, or none


def make_agents(args: argparse.Namespace) -> Any:
    """The agent set ``--agents`` names, configured from the other options."""
    from fairmt.fairqe.run import make_agents as build

    return build(args.agents, **agent_options(args))


def make_spec(args: argparse.Namespace) -> Any:
    """The :class:`~fairmt.fairqe.run.FairQESpec` of the options (agents ``none``: the backbone alone)."""
    from fairmt.cli.backbone_options import checked_backbone_options
    from fairmt.fairqe.run import FairQESpec

    return FairQESpec(
        backbone=args.backbone,
        backbone_options=checked_backbone_options(args),
        agents=args.agents,
        agent_options=agent_options(args),
        config=make_config(args),
    )


def make_config(args: argparse.Namespace) -> Any:
    """The :class:`FairQEConfig` the aggregation options describe."""
    from fairmt.fairqe.pipeline import FairQEConfig

    return FairQEConfig(
        alpha=args.alpha,
        beta=args.beta,
        ablation=args.ablation,
        explicit_mode=args.b_exp,
        batch_size=args.batch_size,
        aggregation=args.aggregation,
        amb_unit=args.amb_unit,
    )
