"""``fairmt qe meta``: meta-evaluate a metric or QE backbone against MQM (WMT23 / mt-metrics-eval protocol).

Sources of scores (one of):

* ``--scores SEG_FILE [--sys-scores SYS_FILE]``: a metric's scores in mt-metrics-eval's layout.
  A ``NAME.sys.score`` next to ``NAME.seg.score`` is used for the system level unless
  ``--seg-mean`` is given (system score = mean of the segment scores);
* ``--scores OUT.jsonl [--field q_final|q_orig]``: FairQE's output on the items that
  ``--write-items FILE`` wrote (ids ``SYSTEM:SEG``); system scores are segment means;
* ``--backbone NAME``: a QE backbone run here on the sources and outputs;
* ``--metric bleu|chrf``: sacrebleu against the standard reference, computed here;
* ``--all-metrics``: every metric in the mt-metrics-eval ``metric-scores/<lp>/`` folder, ranked.

JSON on stdout by default, ``-f text`` for a table.
"""

from __future__ import annotations

import argparse
import logging
import math
import re
import sys
from pathlib import Path
from typing import Any

from fairmt.cli.backbone_options import BACKBONE_ONLY_OPTIONS, add_backbone_options, make_backbone
from fairmt.cli.common import add_format_option, print_json
from fairmt.errors import DataError, UsageError

DEFAULT_DATASET = "wmt23_mqm_mtme"

log = logging.getLogger(__name__)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "meta",
        help="meta-evaluate a metric / QE backbone against MQM (WMT23 avg-corr, accuracy, acc-t, Pearson)",
        description="System-level pairwise accuracy and Pearson, segment-level Pearson and acc-t "
        "(tie-calibrated pairwise accuracy), and their avg-corr, as the WMT23 Metrics Shared Task "
        "computes them with mt-metrics-eval.",
    )
    p.add_argument(
        "--mqm",
        metavar="DIR_OR_TSV",
        help=f"MQM gold: the {DEFAULT_DATASET} dataset folder, an mt-metrics-eval test-set folder "
        "(human-scores/, sources/, ...) or a joined TSV (default: the registered dataset "
        f"{DEFAULT_DATASET})",
    )
    p.add_argument("--lp", default="en-de", help="language pair (default: en-de)")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument(
        "--scores",
        metavar="SEG_FILE",
        help="a metric's NAME.seg.score (system<TAB>score lines), or FairQE's output JSONL of the "
        "items --write-items wrote (see --field)",
    )
    src.add_argument(
        "--write-items",
        metavar="FILE",
        help="write every scored system's (source, output) pairs as FairQE input JSONL (ids "
        "SYSTEM:SEG) to FILE ('-': stdout) and stop; score it with 'fairmt qe score', then pass "
        "the output to --scores",
    )
    src.add_argument(
        "--backbone",
        metavar="NAME",
        help="a QE backbone to run (e.g. length-ratio, mini-qe, or a plugin: 'fairmt list backbones')",
    )
    src.add_argument(
        "--metric", choices=("bleu", "chrf"), help="BLEU or chrF (sacrebleu) against the standard reference"
    )
    src.add_argument(
        "--all-metrics",
        action="store_true",
        help="every metric in the mt-metrics-eval metric-scores folder, ranked by avg-corr",
    )
    p.add_argument("--sys-scores", metavar="SYS_FILE", help="the metric's NAME.sys.score (with --scores)")
    p.add_argument(
        "--field",
        choices=("q_final", "q_orig"),
        default=None,
        help="with --scores FILE.jsonl (FairQE output): the score to meta-evaluate (default: q_final)",
    )
    p.add_argument(
        "--seg-mean",
        action="store_true",
        help="system scores = mean of the segment scores, even where a .sys.score file exists",
    )
    p.add_argument(
        "--metric-scores",
        metavar="DIR",
        help="with --all-metrics: the metric-scores/<lp> folder (default: the one next to the MQM scores)",
    )
    add_backbone_options(p.add_argument_group("backbone (with --backbone)"), backbone_flag=False)
    x = p.add_argument_group("executor (with --backbone; see fairmt.executors)")
    x.add_argument(
        "--executor",
        choices=("local", "ray"),
        default="local",
        help="where the backbone scores the segments: local (this process, the default) or ray "
        "(shards of pairs on Ray actors, each loading the backbone once; same scores)",
    )
    x.add_argument("--address", default=None, help="ray: the cluster to join (default: start a local one)")
    x.add_argument("--workers", type=int, default=None, help="ray: actors (default: the cluster's CPUs)")
    x.add_argument("--shard-size", type=int, default=None, help="pairs per shard (default 1000)")
    add_format_option(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from fairmt.bench import meta

    given = [o for o in BACKBONE_ONLY_OPTIONS if getattr(args, o, None) is not None]
    if given and not args.backbone:
        raise UsageError(f"{', '.join('--' + o for o in given)}: only with --backbone")
    data = _load(args)
    if args.sys_scores and not args.scores:
        raise UsageError("--sys-scores goes with --scores")
    if args.metric_scores and not args.all_metrics:
        raise UsageError("--metric-scores goes with --all-metrics")
    base = _base_signature(data)
    if (args.metric or args.backbone) and not data.complete_texts:
        log.warning(
            "only the rated segments' texts are known in %s: system scores are means/corpus scores over "
            "them, not over the whole test set as in WMT23 (pass the mt-metrics-eval folder for that)",
            data.path,
        )
    if args.all_metrics:
        return _run_all(args, data, base)

    if args.field is not None and not (args.scores and _is_jsonl(Path(args.scores))):
        raise UsageError("--field goes with --scores FILE.jsonl (FairQE output)")
    if args.write_items:
        return _write_items(args, data)
    if args.scores and _is_jsonl(Path(args.scores)):
        seg_path = Path(args.scores)
        field = args.field or "q_final"
        if args.sys_scores or args.seg_mean:
            raise UsageError("FairQE output gives segment scores only: system scores are their means")
        seg = meta.read_fairqe_scores(seg_path, field, data.n_segments)
        name = f"FairQE.{field}"
        items: list[tuple[str, object]] = [
            ("metric", name),
            ("scores_sha", meta.sha256_file(seg_path)[:12]),
            ("sys_scores", "seg-mean"),
        ]
        result = meta.meta_evaluate(data, seg, None, where=seg_path)
    elif args.scores:
        seg_path = Path(args.scores)
        name = seg_path.name.removesuffix(".seg.score")
        seg = meta.read_seg_scores(seg_path)
        sys_path = Path(args.sys_scores) if args.sys_scores else None
        if sys_path is None and not args.seg_mean and seg_path.name.endswith(".seg.score"):
            sibling = seg_path.with_name(f"{name}.sys.score")
            sys_path = sibling if sibling.is_file() else None
        if sys_path is not None and args.seg_mean:
            raise UsageError("--seg-mean and --sys-scores exclude each other")
        sys_ = meta.read_sys_scores(sys_path) if sys_path is not None else None
        items = [
            ("metric", name),
            ("scores_sha", meta.sha256_file(seg_path)[:12]),
            ("sys_scores", f"file:{meta.sha256_file(sys_path)[:12]}" if sys_path else "seg-mean"),
        ]
        result = meta.meta_evaluate(data, seg, sys_, where=seg_path)
    elif args.metric:
        computed = meta.sacrebleu_scores(data, args.metric)
        name = computed.name
        items = [*computed.signature, ("sys_scores", "corpus")]
        result = meta.meta_evaluate(data, computed.seg, computed.sys, sys_source="corpus")
    else:
        backbone = _backbone(args)
        executor = _executor(args)
        try:
            if executor is not None:
                from fairmt.cli.backbone_options import checked_backbone_options
                from fairmt.executors.meta import DEFAULT_SHARD_SIZE, ExecutorBackbone

                backbone = ExecutorBackbone(
                    backbone,
                    executor,
                    DEFAULT_SHARD_SIZE if args.shard_size is None else args.shard_size,
                    options=checked_backbone_options(args),
                )
            computed = meta.backbone_scores(data, backbone, batch_size=args.batch_size)
        finally:
            if executor is not None:
                executor.close()
        name = computed.name
        items = [*computed.signature, ("sys_scores", "seg-mean")]
        result = meta.meta_evaluate(data, computed.seg, None)

    sig = base.with_items([("systems", result.n_systems), *items])
    if args.output_format == "json":
        print_json(
            {
                "metric": name,
                "lp": data.lp,
                "dataset": data.dataset,
                **result.as_dict(),
                "signature": str(sig),
            }
        )
    else:
        print(_text(name, data, result, str(sig)))
    return 0


def _is_jsonl(path: Path) -> bool:
    """FairQE output: a ``.jsonl`` name, or a first line that opens a JSON object."""
    if path.suffix == ".jsonl":
        return True
    try:
        with path.open(encoding="utf-8") as fh:
            return fh.readline().lstrip().startswith("{")
    except (OSError, UnicodeDecodeError):
        return False  # the .seg.score reader reports it


def _write_items(args: argparse.Namespace, data: Any) -> int:
    import json

    from fairmt.bench import meta
    from fairmt.runs.paths import write_text_atomic

    items = meta.qe_items(data)
    text = "".join(json.dumps(it, ensure_ascii=False) + "\n" for it in items)
    if args.write_items == "-":
        sys.stdout.write(text)
    else:
        write_text_atomic(args.write_items, text)
        n_sys = len(data.scored_systems())
        print(f"wrote {len(items)} items of {n_sys} systems to {args.write_items}", file=sys.stderr)
    return 0


def _executor(args: argparse.Namespace) -> Any:
    """The executor of ``--backbone`` scoring, or ``None`` for the one-process path."""
    executor = getattr(args, "executor", "local")
    sharded = any(getattr(args, o, None) is not None for o in ("shard_size", "workers", "address"))
    if executor == "local" and not sharded:
        return None
    from fairmt.executors.base import get_executor

    return get_executor(executor, args.workers, args.address)


def _load(args: argparse.Namespace) -> Any:
    from fairmt.bench.meta import load_mqm

    if args.mqm:
        return load_mqm(args.mqm, args.lp)
    from fairmt.data import dataset_path

    try:
        folder = dataset_path(DEFAULT_DATASET)
    except (UsageError, DataError) as e:
        raise DataError(f"{e} Or pass the MQM folder or TSV with --mqm.") from None
    return load_mqm(folder, args.lp, DEFAULT_DATASET)


def _backbone(args: argparse.Namespace) -> Any:
    try:
        return make_backbone(args)
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith("fairmt."):
            raise UsageError(
                f"QE backbone {args.backbone!r} is not available in this installation ({e.name})"
            ) from None
        raise


def _dataset_version(sha256: str) -> tuple[str, str] | None:
    """The registered dataset holding a file with this checksum, and its version.

    The version is ``<upstream repo>@<commit>`` for a downloadable file, ``local`` for a
    locally built one (e.g. the joined TSV).
    """
    from fairmt.data import list_datasets

    for ds in list_datasets():
        for f in ds.files:
            if f.sha256 == sha256:
                if f.url is None:
                    return ds.name, f"local:{f.path}"
                m = re.search(r"githubusercontent\.com/[^/]+/([^/]+)/([0-9a-f]{40})/", f.url)
                return ds.name, (f"{m.group(1)}@{m.group(2)[:12]}" if m else f.url)
    return None


def _base_signature(data: Any) -> Any:
    from fairmt.signature import Signature

    registered = _dataset_version(data.sha256)
    if registered is not None:
        data.dataset = registered[0]
    return Signature.of(
        [
            ("task", "qe-meta"),
            ("protocol", "wmt23-mtme"),
            ("dataset", data.dataset),
            ("dataset_version", registered[1] if registered else "unregistered"),
            ("mqm_sha", data.sha256[:12]),
            ("lp", data.lp),
        ]
    )


def _run_all(args: argparse.Namespace, data: Any, base: Any) -> int:
    from fairmt.bench import meta

    folder = Path(args.metric_scores) if args.metric_scores else data.metric_dir
    if folder is None:
        raise UsageError(f"no metric-scores/{data.lp} folder next to {data.path}; pass --metric-scores DIR")
    refs = {"src", data.reference_name}
    rows: list[dict[str, Any]] = []
    skipped: list[dict[str, str]] = []
    for mf in meta.discover_metrics(folder):
        if mf.ref not in refs:
            skipped.append(
                {"metric": mf.name, "why": f"uses reference {mf.ref!r}, not {data.reference_name!r}"}
            )
            continue
        seg = meta.read_seg_scores(mf.seg) if mf.seg else None
        sys_ = meta.read_sys_scores(mf.sys) if mf.sys and not args.seg_mean else None
        if seg is None and sys_ is None:
            skipped.append({"metric": mf.name, "why": "no segment scores"})
            continue
        try:
            r = meta.meta_evaluate(data, seg, sys_, where=mf.seg or mf.sys)
        except DataError as e:
            skipped.append({"metric": mf.name, "why": str(e)})
            continue
        d = r.as_dict()
        rows.append(
            {
                "metric": mf.name,
                "reference_free": mf.ref == "src",
                **{
                    k: d[k]
                    for k in (
                        "avg_corr",
                        "sys_accuracy",
                        "sys_pearson",
                        "seg_acc_t",
                        "seg_pearson",
                        "seg_acc_t_epsilon",
                        "sys_agree",
                        "n_systems",
                        "n_segments",
                        "n_pairs",
                        "sys_scores_from",
                    )
                },
            }
        )
    rows.sort(key=lambda x: (-(x["avg_corr"] if x["avg_corr"] is not None else -math.inf), x["metric"]))
    for i, row in enumerate(rows, start=1):
        row["rank"] = i if row["avg_corr"] is not None else None
    sig = base.with_items(
        [("metrics", f"{folder.name}:{len(rows)}"), ("sys_scores", "seg-mean" if args.seg_mean else "file")]
    )
    if args.output_format == "json":
        print_json(
            {
                "lp": data.lp,
                "dataset": data.dataset,
                "metrics": rows,
                "skipped": skipped,
                "signature": str(sig),
            }
        )
    else:
        print(_table(rows, data, str(sig), len(skipped)))
    return 0


def _f(x: float | None, digits: int = 3) -> str:
    return "-" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{digits}f}"


def _text(name: str, data: Any, r: Any, sig: str) -> str:
    return "\n".join(
        [
            f"Meta-evaluation of {name} against MQM, {data.lp} ({data.dataset})",
            f"  avg-corr   {_f(r.avg_corr)}",
            f"  system     accuracy {_f(r.sys_accuracy)} ({r.sys_agree}/{r.n_system_pairs})   "
            f"pearson {_f(r.sys_pearson)}   ({r.n_systems} systems; metric scores: {r.sys_source})",
            f"  segment    acc-t    {_f(r.seg_acc_t)} (eps={r.seg_acc_t_epsilon:.6g})   "
            f"pearson {_f(r.seg_pearson)}   ({r.n_segments} segments, {r.n_pairs} pairs)",
            f"  signature  {sig}",
        ]
    )


def _table(rows: list[dict[str, Any]], data: Any, sig: str, n_skipped: int) -> str:
    width = max([len("metric"), *(len(r["metric"]) for r in rows)])
    head = (
        f"{'rank':>4}  {'metric':<{width}}  {'avg-corr':>8}  {'sys acc':>7}  {'sys r':>6}  "
        f"{'acc-t':>6}  {'seg r':>6}"
    )
    lines = [f"WMT23 meta-evaluation against MQM, {data.lp} ({data.dataset})", head, "-" * len(head)]
    for r in rows:
        rank = str(r["rank"]) if r["rank"] is not None else "-"
        lines.append(
            f"{rank:>4}  {r['metric']:<{width}}  {_f(r['avg_corr']):>8}  {_f(r['sys_accuracy']):>7}  "
            f"{_f(r['sys_pearson']):>6}  {_f(r['seg_acc_t']):>6}  {_f(r['seg_pearson']):>6}"
        )
    if rows:
        lines.append(
            f"{rows[0]['n_systems']} systems, {rows[0]['n_segments']} rated segments, "
            f"{rows[0]['n_pairs']} pairs; {n_skipped} metric file set(s) skipped "
            "(other references, or no usable scores)"
        )
    lines.append(f"signature: {sig}")
    return "\n".join(lines)
