"""``fairmt list [KIND]``: what can be named on the command line, built-in or from plugins.

Kinds: ``backbones`` (``--backbone``), ``agents`` (``--agents``), ``analyzers``
(``--analyzer``), ``inflectors`` and ``languages`` (the language packs: analysers,
inflector, cue-detector knowledge per target language). Plugins are installed
distributions with entry points in the groups ``fairmt.backbones``, ``fairmt.agents``,
``fairmt.analyzers``, ``fairmt.inflectors`` and ``fairmt.languages``; listing them reads
their metadata and imports nothing of them, except language packs (small objects).
"""

from __future__ import annotations

import argparse
from typing import Any

from fairmt.cli.common import add_format_option, print_json

KINDS = ("backbones", "agents", "analyzers", "inflectors", "languages")


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "list",
        help="list QE backbones, agent sets, gender analysers, inflectors and languages (with plugins)",
        description="List what can be named on the command line: built-in entries and plugins "
        "(entry points in the fairmt.backbones, fairmt.agents, fairmt.analyzers, fairmt.inflectors and "
        "fairmt.languages groups).",
    )
    p.add_argument(
        "kind", nargs="?", choices=(*KINDS, "all"), default="all", help="what to list (default: all)"
    )
    add_format_option(p)
    p.set_defaults(func=run)


def _registry(kind: str) -> Any:
    if kind == "backbones":
        from fairmt.qe.base import QE_BACKBONES

        return QE_BACKBONES
    if kind == "agents":
        from fairmt.fairqe.agents.base import AGENTS

        return AGENTS
    if kind == "analyzers":
        from fairmt.gender.base import ANALYZERS

        return ANALYZERS
    from fairmt.inflect.base import INFLECTORS

    return INFLECTORS


def _languages() -> list[dict[str, Any]]:
    from fairmt.languages import language_packs

    return [
        {
            "name": code,
            "analyzers": list(p.analyzers),
            "inflector": p.inflector,
            "agreement": p.agreement,
            "cue_targets": p.cue_targets is not None,
            "neutral": p.neutral,
        }
        for code, p in sorted(language_packs().items())
    ]


def entries(kind: str) -> list[dict[str, Any]]:
    """The entries of ``kind``: ``name`` and ``origin`` (``built-in`` or ``plugin: ...``)."""
    if kind == "languages":
        return _languages()
    reg = _registry(kind)
    return [{"name": name, "origin": reg.origin(name)} for name in reg.names()]


def run(args: argparse.Namespace) -> int:
    kinds = KINDS if args.kind == "all" else (args.kind,)
    listed = {kind: entries(kind) for kind in kinds}
    if args.output_format == "json":
        print_json(listed if args.kind == "all" else listed[args.kind])
        return 0
    blocks = []
    for kind, rows in listed.items():
        width = max([len(r["name"]) for r in rows] + [4])
        lines = [f"{kind}:"]
        for r in rows:
            if kind == "languages":
                what = [f"analyzers {','.join(r['analyzers']) or '-'}", f"inflector {r['inflector'] or '-'}"]
                what += ["agreement" if r["agreement"] else "", "cue targets" if r["cue_targets"] else ""]
                what += [f"neutral: {r['neutral']}" if r["neutral"] else ""]
                lines.append(f"  {r['name']:<{width}}  {'; '.join(w for w in what if w)}")
            else:
                lines.append(f"  {r['name']:<{width}}  {r['origin']}")
        blocks.append("\n".join(lines))
    print("\n\n".join(blocks))
    return 0
