"""``fairmt diagnose``: gender-disambiguation diagnostics (MPA, Prior Bias, Unknown, adjectives)."""

from __future__ import annotations

import argparse
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from fairmt.cli.common import add_format_option, finite_float, print_json
from fairmt.cli.progress import make_progress
from fairmt.errors import UsageError
from fairmt.gender.base import DEFAULT_POLICY, Policy

SET_ALIASES = {
    "reg": "reg",
    "en": "reg",
    "pro": "pro",
    "en_pro": "pro",
    "anti": "anti",
    "en_anti": "anti",
    "neutral": "neutral",
    "neu": "neutral",
    "en_neu": "neutral",
    "adj": "adj",
    "en_adj": "adj",
}

EPILOG = """\
Input: one system with --reg/--pro/--anti/--neutral/--adj FILE (named by --name), or several with
--system NAME=SPEC (repeatable), SPEC being a folder or SET:FILE[,SET:FILE...] with SET in
reg, pro, anti, neutral, adj. A folder holds en.txt or en-LANG.txt (REG), en_pro[-LANG].txt,
en_anti[-LANG].txt, en_neu[-LANG].txt and en_adj[-LANG].txt or adj.en-LANG.txt (WinoMT's saved
folders work as they are). Files are in any format `fairmt winomt` reads. PRO/ANTI without a file
of their own are read from the REG translation (joined by sentence).

examples:
  fairmt diagnose --lang it --reg en-it.txt --neutral en_neu-it.txt -f text
  fairmt diagnose --lang de --challenge-set 2020-08-31 -f text \\
      --system google=DATA/winomt/translations/google --system bing=DATA/winomt/translations/bing
  fairmt diagnose --lang es --engine apertium -f text          # translate the sets first
  fairmt diagnose --write-adjective-set en_adj.tsv             # the adjective set, WinoMT format
"""


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "diagnose",
        help="gender diagnostics: accuracy, Minimal Pair Accuracy, Prior Bias, Unknown rate, adjective set",
        description="The diagnostics of Manna et al. (Tables 1, 2, 3, 5) and WinoMT's adjective set (§3.3) "
        "for one or several systems translating into one language.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--lang", help="target language (ISO 639-1), e.g. it")
    p.add_argument(
        "--system",
        action="append",
        default=[],
        metavar="NAME=SPEC",
        help="a system: NAME=FOLDER or NAME=SET:FILE[,SET:FILE...] (repeatable: one row per system)",
    )
    for set_name, what in (
        ("reg", "the regular set, en.txt"),
        ("pro", "en_pro.txt"),
        ("anti", "en_anti.txt"),
        ("neutral", "the neutral set, en_neu.txt"),
        ("adj", "the adjective set"),
    ):
        p.add_argument(f"--{set_name}", metavar="FILE", help=f"translation of {what}")
    p.add_argument(
        "--name", default=None, help="name of the system given by --reg/--pro/... (default: system)"
    )
    p.add_argument(
        "--engine",
        help="translate the sets first with `fairmt translate`'s engine (e.g. apertium), then diagnose",
    )
    p.add_argument("--model", help="the engine's model (for engines that take one)")
    p.add_argument(
        "--sets",
        default="reg,pro,anti,neutral,adj",
        help="with --engine: the sets to translate (default: reg,pro,anti,neutral,adj)",
    )
    p.add_argument(
        "--translations-out",
        metavar="DIR",
        help="with --engine: keep the translations in DIR (named as a system folder; default: a temporary "
        "folder)",
    )
    p.add_argument(
        "--challenge-set",
        metavar="DIR|VERSION",
        default=None,
        help="WinoMT version: 'current' (default) or '2020-08-31' (the one WinoMT's saved translations "
        "match), or a folder with en.txt/en_pro.txt/en_anti.txt",
    )
    p.add_argument(
        "--neutral-set",
        metavar="FILE",
        default="auto",
        help="the neutral set (default: en_neu.txt of the winomt_neutral dataset)",
    )
    p.add_argument(
        "--compat",
        default=DEFAULT_POLICY.value,
        choices=[pol.value for pol in Policy],
        help=f"behaviour for empty alignments / no gendered word (default: {DEFAULT_POLICY.value})",
    )
    p.add_argument("--aligner", default="fast_align", help="word aligner (default: fast_align)")
    p.add_argument("--analyzer", help="gender analyser (default: the language's default)")
    p.add_argument(
        "--recover-entities",
        action="store_true",
        help="find entities the aligner left unaligned (as `fairmt winomt`; recorded in the signature)",
    )
    p.add_argument(
        "--max-missing",
        type=finite_float,
        default=0.01,
        help="fraction of a set's rows that may lack a translation (default 0.01)",
    )
    p.add_argument("--no-cache", action="store_true", help="do not read or write the on-disk alignment cache")
    p.add_argument("--details", action="store_true", help="JSON: include each set's counts and files")
    p.add_argument(
        "--pairs",
        metavar="OUT",
        help="write the minimal pairs' translations with their aligned target words and correctness as JSONL "
        "(the input of `fairmt attention --pairs`)",
    )
    p.add_argument(
        "--example",
        action="store_true",
        help="run on fairmt's small built-in German example (REG only, offline)",
    )
    p.add_argument(
        "--write-adjective-set",
        metavar="FILE",
        help="write the adjective set (WinoMT format, from en_anti of --challenge-set) to FILE "
        "('-' = stdout) and exit",
    )
    add_format_option(p)
    p.set_defaults(func=run)


def parse_system(spec: str, lang: str) -> Any:
    """``NAME=FOLDER`` or ``NAME=SET:FILE[,SET:FILE...]`` -> SystemTranslations."""
    from fairmt.diagnostics.pipeline import SystemTranslations

    name, sep, rest = spec.partition("=")
    if not sep or not name or not rest:
        raise UsageError(f"--system takes NAME=FOLDER or NAME=SET:FILE[,SET:FILE...], got {spec!r}")
    if Path(rest).is_dir():
        return SystemTranslations.from_directory(name, rest, lang)
    files: dict[str, str] = {}
    for part in rest.split(","):
        key, sep2, path = part.partition(":")
        set_name = SET_ALIASES.get(key.strip().lower())
        if not sep2 or set_name is None or not path:
            if not sep2 and "," not in rest:
                raise UsageError(f"--system {name}: {rest!r} is neither a folder nor SET:FILE")
            raise UsageError(
                f"--system {name}: {part!r} is not SET:FILE with SET in reg, pro, anti, neutral, adj"
            )
        if set_name in files:
            raise UsageError(f"--system {name}: two files for {set_name}")
        files[set_name] = path
    return SystemTranslations(name, files)


def _write_adjective_set(args: argparse.Namespace) -> int:
    from fairmt.diagnostics.adjectives import adjective_rows
    from fairmt.winomt import load_challenge_set

    ch = load_challenge_set(args.challenge_set)
    if "anti" not in ch.subsets:
        raise UsageError(f"the challenge set {ch.name} has no en_anti.txt")
    text = "".join(row + "\n" for row in adjective_rows(ch.subsets["anti"]))
    if args.write_adjective_set == "-":
        sys.stdout.write(text)
    else:
        Path(args.write_adjective_set).write_text(text, encoding="utf-8")
        print(f"fairmt: wrote {len(ch.subsets['anti'])} rows to {args.write_adjective_set}", file=sys.stderr)
    return 0


def run(args: argparse.Namespace) -> int:
    from fairmt.diagnostics.pipeline import SystemTranslations

    if args.write_adjective_set:
        return _write_adjective_set(args)
    _check_paths(args)
    single = {k: getattr(args, k) for k in ("reg", "pro", "anti", "neutral", "adj") if getattr(args, k)}
    challenge: Any = args.challenge_set
    neutral: Any = args.neutral_set
    systems = []
    lang = args.lang
    if args.example:
        if single or args.system or args.engine:
            raise UsageError("--example takes no translation files")
        ex = resources.files("fairmt") / "examples"
        with resources.as_file(ex) as exdir:
            from fairmt.winomt.challenge import read_challenge_set

            challenge = read_challenge_set(exdir, name="fairmt-example")
            lang = lang or "de"
            systems.append(
                SystemTranslations(args.name or "example", {"reg": str(Path(exdir) / "en-de.txt")})
            )
            return _run(args, systems, lang, challenge, None)
    if not lang:
        raise UsageError("fairmt diagnose needs --lang (or --example)")
    # Language support is checked before anything is read or translated.
    from fairmt.gender.base import get_analyzer

    get_analyzer(lang, args.analyzer, Policy.parse(args.compat))
    if args.engine:
        if single:
            raise UsageError("--engine translates the sets itself; give no --reg/--pro/... files with it")
        systems.append(_translate(args, lang, challenge))
    if single:
        systems.append(SystemTranslations(args.name or "system", single))
    elif args.name and not args.engine:
        raise UsageError(
            "--name names the system of --reg/--pro/--anti/--neutral/--adj; --system takes NAME=..."
        )
    systems.extend(parse_system(s, lang) for s in args.system)
    if not systems:
        raise UsageError(
            "no translations: give --reg/--pro/--anti/--neutral/--adj, --system NAME=SPEC or --engine"
        )
    return _run(args, systems, lang, challenge, neutral)


def _check_paths(args: argparse.Namespace) -> None:
    """Every path the command writes, checked before an engine is built or a set translated."""
    from fairmt.runs.paths import check_summary

    check_summary(getattr(args, "pairs", None), option="--pairs")
    out = getattr(args, "translations_out", None)
    if out:
        p = Path(out)
        if p.exists() and not p.is_dir():
            raise UsageError(f"--translations-out {p} is not a folder")
        if not p.exists() and not p.parent.is_dir():
            raise UsageError(f"--translations-out {p}: the folder {p.parent} does not exist")


def _translate(args: argparse.Namespace, lang: str, challenge: Any) -> Any:
    from fairmt.diagnostics.engine import get_translator, translate_sets
    from fairmt.diagnostics.pipeline import SystemTranslations
    from fairmt.diagnostics.sets import load_sets

    wanted = [SET_ALIASES.get(s.strip().lower(), s.strip()) for s in args.sets.split(",") if s.strip()]
    # The engine is made (name, options, language pair, installation checked) before the sets are read;
    # a kept translation folder is written by one run at a time.
    from contextlib import nullcontext

    from fairmt.runs.lock import RunLock

    out = args.translations_out
    # The lock sits beside the folder, which stays a clean system folder (only translation files).
    lock: Any = RunLock(Path(str(out).rstrip("/") + ".lock"), str(out)) if out else nullcontext()
    with lock, get_translator(args.engine, lang, args.model) as translator:
        sets = load_sets(challenge, args.neutral_set if "neutral" in wanted else None)
        done = translate_sets(
            sets, wanted, lang, translator, out_dir=args.translations_out, progress=make_progress(args)
        )
    name = args.name or (f"{args.engine}:{args.model}" if args.model else args.engine)
    where = f" in {args.translations_out}" if args.translations_out else ""
    if not getattr(args, "quiet", False):
        print(
            f"fairmt: translated {done.sentences} distinct sentences with {args.engine}{where}",
            file=sys.stderr,
        )
    return SystemTranslations(name, done.files, done.signature)


def _run(args: argparse.Namespace, systems: list[Any], lang: str, challenge: Any, neutral: Any) -> int:
    from fairmt.diagnostics import diagnose
    from fairmt.diagnostics.tables import render_text

    results = diagnose(
        systems,
        lang,
        challenge_set=challenge,
        neutral_set=neutral,
        aligner=args.aligner,
        analyzer=args.analyzer,
        compat=args.compat,
        max_missing=args.max_missing,
        cache=not args.no_cache,
        recover_entities=args.recover_entities,
    )
    if args.pairs:
        import json

        from fairmt.runs.paths import write_text_atomic

        lines = [json.dumps(rec, ensure_ascii=False) + "\n" for r in results for rec in r.pair_records()]
        n = len(lines)
        write_text_atomic(args.pairs, "".join(lines))
        print(f"fairmt: wrote {n} pair records to {args.pairs}", file=sys.stderr)
    if args.output_format == "text":
        print(render_text(results))
    else:
        rows = []
        for r in results:
            d = r.to_dict()
            if not args.details:
                d.pop("sets")
                d.pop("winomt")
            rows.append(d)
        print_json({"lang": lang, "systems": rows})
    return 0
