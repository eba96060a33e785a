"""FairQE (and its backbone alone) as resumable jobs of the run layer, and :func:`score_file`.

:class:`FairQESpec` says how to build a :class:`~fairmt.fairqe.pipeline.FairQE` — backbone
name and options, agent set name and options, aggregation config — as plain, picklable
data, so the same object builds the pipeline here and in a Ray actor. :class:`FairQEJob`
and :class:`BackboneJob` are the :class:`~fairmt.runs.driver.Job` objects of
``fairmt qe score`` (with and without agents); :func:`score_file` is the command as a
function: read, check every path, lock, resume, retry failed items, score, report.

In this process the pipeline that computed the signature (for the manifest) is the one
that scores: the worker factory finds it by a token (:data:`_BUILT`), so a local run loads
its model once; a worker in another process builds its own from the spec.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from fairmt.errors import FairmtError, UsageError
from fairmt.executors.base import Executor, Shard, ShardOutput
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.types import FairQEResult, Item
from fairmt.progress import Progress
from fairmt.runs.driver import Job, RunReport, run_job
from fairmt.runs.manifest import ItemKey
from fairmt.runs.paths import check_summary
from fairmt.runs.store import OutputStore

__all__ = [
    "OUTPUT_FORMATS",
    "BackboneJob",
    "FairQEJob",
    "FairQESpec",
    "format_backbone_line",
    "format_fairqe_line",
    "make_agents",
    "score_file",
    "summary_json",
    "summary_lines",
]

#: Pipelines built in this process, by token (see the module docstring).
_BUILT: dict[str, Any] = {}

_RULES_OPTIONS = ("aligner", "explicit_penalty")
_LLM_OPTIONS = (
    "model",
    "base_url",
    "api_key_env",
    "concurrency",
    "max_cost",
    "prices",
    "dry_run",
    "cache",
    "timeout",
    "max_retries",
    "backoff_base",
    "backoff_max",
    "protocol",
    "items_per_request",
)


def make_agents(name: str = "rules", **options: Any) -> Any:
    """The agent set ``name`` (``rules``, ``llm`` or a plugin's) built from explicit options.

    ``rules``: ``aligner``, ``explicit_penalty``. ``llm`` and ``hybrid``: ``model`` (required),
    ``base_url``, ``api_key_env``, ``concurrency``, ``max_cost``, ``prices``, ``dry_run``,
    ``cache``, ``protocol`` (``merged``/``split``), ``items_per_request``. An option the agent
    set does not take is a :class:`UsageError` naming it.
    """
    from fairmt.fairqe.agents.base import AGENTS

    cls: Any = AGENTS.get(name)
    opts = {k: v for k, v in options.items() if v is not None}
    known = {"rules": _RULES_OPTIONS, "llm": _LLM_OPTIONS, "hybrid": _LLM_OPTIONS}.get(name)
    if known is not None:
        extra = [k for k in opts if k not in known and not (k == "dry_run" and opts[k] is False)]
        if extra:
            names = ", ".join(repr(k) for k in extra)
            raise UsageError(f"agent set {name!r} takes no option {names}")
    if name in ("llm", "hybrid") and not opts.get("model"):
        raise UsageError(f"the {name} agents need a model (e.g. openai/gpt-4.1-mini)")
    if name == "rules":
        opts.pop("dry_run", None)
    return cls(**opts)


def _load_backbone(name: str, options: dict[str, Any]) -> Any:
    from fairmt.qe import load_backbone

    return load_backbone(name, **options)


@dataclass(frozen=True)
class FairQESpec:
    """How to build a FairQE pipeline (or, with ``agents="none"``, the backbone alone)."""

    backbone: str = "mini-qe"
    backbone_options: dict[str, Any] = field(default_factory=dict)
    agents: str = "rules"
    agent_options: dict[str, Any] = field(default_factory=dict)
    config: FairQEConfig = field(default_factory=FairQEConfig)

    @classmethod
    def from_options(cls, backbone: str = "mini-qe", agents: str = "rules", **options: Any) -> FairQESpec:
        """Sort keyword options: aggregation (``alpha``, ``beta``, ``ablation``, ``explicit_mode``,
        ``novar_weight``, ``batch_size``, ``aggregation``, ``amb_unit``),
        ``backbone_options``/``agent_options`` dicts, and any other option goes to the agent
        set (``rules``: ``aligner``, ``explicit_penalty``; ``llm``: ``model``, ``base_url``, ...)."""
        cfg_names = {f.name for f in fields(FairQEConfig)}
        cfg = {k: options.pop(k) for k in list(options) if k in cfg_names}
        bb_opts = dict(options.pop("backbone_options", None) or {})
        ag_opts = dict(options.pop("agent_options", None) or {})
        ag_opts.update(options)
        if "batch_size" in cfg and "batch_size" not in bb_opts:
            bb_opts["batch_size"] = cfg["batch_size"]
        return cls(backbone, bb_opts, agents, ag_opts, FairQEConfig(**cfg))

    def build_backbone(self) -> Any:
        return _load_backbone(self.backbone, dict(self.backbone_options))

    def build(self) -> FairQE:
        if self.agents == "none":
            raise UsageError("agents='none' is the backbone alone: use build_backbone()")
        agents = make_agents(self.agents, **self.agent_options)
        try:
            return FairQE(self.build_backbone(), agents, self.config)
        except BaseException:
            agents.close()
            raise

    def with_agent_options(self, **changes: Any) -> FairQESpec:
        return FairQESpec(
            self.backbone, self.backbone_options, self.agents, {**self.agent_options, **changes}, self.config
        )


# -- output lines -------------------------------------------------------------------------

#: ``json``: one JSON object a line (everything); ``text``: tab-separated columns under a
#: header line, the first column the item's id (its 0-based index when it has none), for a
#: person or ``cut``/``sort``; ``scores``: one score a line and nothing else, line *n* for
#: input line *n*, as ``comet-score`` and sacrebleu users ``paste`` beside their files.
OUTPUT_FORMATS = ("json", "text", "scores")
FAIRQE_TEXT_HEADER = "id\tq_final\tq_orig\tw\tflags"
BACKBONE_TEXT_HEADER = "id\tscore\traw"


def _check_format(output_format: str) -> None:
    if output_format not in OUTPUT_FORMATS:
        raise UsageError(f"unknown output format {output_format!r}; known: {', '.join(OUTPUT_FORMATS)}")


def _ident(ident: str | None, index: int) -> str:
    """The id column: the item's id (whitespace that would break a column made a space), else its index."""
    if ident is None:
        return str(index)
    return ident.replace("\t", " ").replace("\n", " ").replace("\r", " ")


def _num(x: float | None) -> str:
    return "nan" if x is None else f"{x:.6f}"


def format_backbone_line(
    s: Any, signature: str, output_format: str = "json", ident: str | None = None, index: int = 0
) -> str:
    """One output line (no newline) of the backbone alone: ``score``, ``raw``, ``signature``."""
    if output_format == "scores":
        return _num(s.score)
    if output_format == "text":
        return f"{_ident(ident, index)}\t{_num(s.score)}\t{_num(s.raw)}"
    return json.dumps({"score": s.score, "raw": s.raw, "signature": signature})


def format_fairqe_line(r: FairQEResult, output_format: str = "json") -> str:
    """One output line (no newline) of FairQE: the result's JSON, ``id q_final q_orig w flags``
    (``text``), or ``q_final`` alone (``scores``)."""
    if output_format == "scores":
        return _num(r.q_final)
    if output_format == "text":
        flags = ",".join(r.flags) or "-"
        return f"{_ident(r.item.id, r.index)}\t{_num(r.q_final)}\t{_num(r.q_orig)}\t{r.w:.6f}\t{flags}"
    return json.dumps(r.to_json(), ensure_ascii=False)


# -- workers ------------------------------------------------------------------------------


def _stop_errors() -> tuple[type[BaseException], ...]:
    from fairmt.llm.errors import BudgetExceeded

    return (BudgetExceeded,)


class _FairQEWorker:
    def __init__(self, fairqe: FairQE, output_format: str, chunk_size: int, own: bool) -> None:
        self.fairqe = fairqe
        self.output_format = output_format
        self.chunk_size = chunk_size
        self.own = own

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        from fairmt.llm.errors import LLMError

        lines: list[str] = []
        failed: list[int] = []
        stats: dict[str, Any] = {}
        for off in range(0, len(records), self.chunk_size):
            part = records[off : off + self.chunk_size]
            try:
                results = self.fairqe.score([it for _, it in part], indices=[i for i, _ in part])
            except _stop_errors() as e:
                return ShardOutput(stopped=str(e))
            except LLMError as e:  # authentication: the run stops, finished work is kept
                return ShardOutput(error=e)
            st = self.fairqe.last_stats
            _add(stats, _stats_json(st))
            _add(stats, _mean_parts("q_final", [r.q_final for r in results]))
            for r in results:
                lines.append(format_fairqe_line(r, self.output_format))
                if "retry" in r.flags:
                    failed.append(r.index)
        return ShardOutput(lines, stats, failed=failed)

    def usage(self) -> dict[str, Any]:
        return dict(self.fairqe.usage().to_json())

    def close(self) -> None:
        if self.own:
            self.fairqe.agents.close()


#: How many ``gender_violation`` ids a run's summary lists.
VIOLATION_IDS_SHOWN = 10


def _stats_json(st: Any) -> dict[str, Any]:
    return {
        "with_cue": st.with_cue,
        "variants": st.variants,
        "backbone_pairs": st.backbone_pairs,
        "judge_inputs": st.judge_calls,
        "flags": dict(st.flags),
        "seconds": st.seconds,
        # The first ids flagged gender_violation (the summary shows them; lists are joined
        # across chunks and shards in the order they finish, up to VIOLATION_IDS_SHOWN).
        "violation_ids": st.violation_ids[:VIOLATION_IDS_SHOWN],
    }


def _mean_parts(name: str, values: Sequence[float | None]) -> dict[str, Any]:
    """``NAME_sum`` and ``NAME_n`` of the finite values: summed across chunks and shards, turned
    into ``mean_NAME`` by :func:`summary_json` (a mean of means would weigh chunks, not items)."""
    import math

    finite = [v for v in values if v is not None and math.isfinite(v)]
    return {f"{name}_sum": float(sum(finite)), f"{name}_n": len(finite)}


def _add(total: dict[str, Any], more: dict[str, Any]) -> None:
    from fairmt.executors.base import add_counts

    add_counts(total, more)


@dataclass(frozen=True)
class _FairQEFactory:
    """Picklable: the worker of a FairQE job, built in the process that runs it."""

    spec: FairQESpec
    token: str
    output_format: str
    chunk_size: int

    def __call__(self, context: Any) -> _FairQEWorker:
        built = _BUILT.get(self.token)
        if built is not None:  # this process computed the signature with it: reuse
            fq, prepared = built
            if context is not None and not prepared:
                fq.prepare(context)
                _BUILT[self.token] = (fq, True)
            return _FairQEWorker(fq, self.output_format, self.chunk_size, own=False)
        fq = self.spec.build()
        if context is not None:
            fq.prepare(context)
        return _FairQEWorker(fq, self.output_format, self.chunk_size, own=True)


class FairQEJob(Job):
    """``fairmt qe score`` with agents: one FairQE result line per item."""

    kind = "qe-score/fairqe"
    name = "FairQE scores"

    def __init__(
        self,
        items: Sequence[Item],
        spec: FairQESpec,
        *,
        output_format: str = "json",
        chunk_size: int = 256,
        wheres: Sequence[str] | None = None,
    ) -> None:
        _check_format(output_format)
        if chunk_size < 1:
            raise UsageError("chunk size must be at least 1")
        self.items = list(items)
        self.spec = spec
        self.output_format = output_format
        self.chunk_size = chunk_size
        self.wheres = list(wheres) if wheres is not None else None
        self.token = uuid.uuid4().hex
        self._fairqe: FairQE | None = None

    @property
    def fairqe(self) -> FairQE:
        """The pipeline, built on first use in this process (and reused by local workers)."""
        if self._fairqe is None:
            self._fairqe = self.spec.build()
            self._fairqe.agents.check_languages([it.tgt_lang for it in self.items])
            _BUILT[self.token] = (self._fairqe, False)
        return self._fairqe

    def signature(self) -> str:
        return str(self.fairqe.signature())

    def records(self) -> Sequence[Any]:
        return self.items

    def keys(self) -> Sequence[ItemKey]:
        w = self.wheres
        return [
            ItemKey(f"{it.source}\t{it.translation}", it.tgt_lang, it.id, w[i] if w else "")
            for i, it in enumerate(self.items)
        ]

    def config(self) -> dict[str, str]:
        return {**dict(self.fairqe.signature().items), **_format_config(self.output_format)}

    def header(self) -> str | None:
        return FAIRQE_TEXT_HEADER if self.output_format == "text" else None

    def factory(self) -> _FairQEFactory:
        return _FairQEFactory(self.spec, self.token, self.output_format, self.chunk_size)

    def context(self) -> Any:
        # The rules agents with a corpus aligner align the whole input as one corpus (a cue
        # depends on it), so every worker sees every item first; agents whose items are
        # analysed alone (the default lexical aligner) are sent nothing.
        return self.items if self.fairqe.agents.needs_whole_input() else None

    def close(self) -> None:
        _BUILT.pop(self.token, None)
        if self._fairqe is not None:
            self._fairqe.agents.close()
            self._fairqe = None


def _format_config(output_format: str) -> dict[str, str]:
    """The manifest's record of the output format (a text output's header is part of it)."""
    if output_format == "text":
        return {"output_format": "text", "text_header": "id-columns-1"}
    return {"output_format": output_format}


class _BackboneWorker:
    def __init__(
        self,
        backbone: Any,
        signature: str,
        output_format: str,
        batch_size: int,
        ids: tuple[str | None, ...] = (),
    ) -> None:
        self.backbone = backbone
        self.signature = signature
        self.output_format = output_format
        self.batch_size = batch_size
        self.ids = ids

    def run(self, shard: Shard, records: list[Any]) -> ShardOutput:
        import math
        import time

        t0 = time.perf_counter()
        scores = self.backbone.score([p for _, p in records], batch_size=self.batch_size)
        ids = self.ids
        lines = [
            format_backbone_line(s, self.signature, self.output_format, ids[i] if ids else None, i)
            for (i, _), s in zip(records, scores, strict=True)
        ]
        failed = [i for (i, _), s in zip(records, scores, strict=True) if math.isnan(s.score)]
        stats = {"seconds": time.perf_counter() - t0, **_mean_parts("score", [s.score for s in scores])}
        return ShardOutput(lines, stats, failed=failed)

    def usage(self) -> dict[str, Any]:
        return {}

    def close(self) -> None:
        return None


@dataclass(frozen=True)
class _BackboneFactory:
    spec: FairQESpec
    token: str
    signature: str
    output_format: str
    batch_size: int
    ids: tuple[str | None, ...] = ()

    def __call__(self, context: Any) -> _BackboneWorker:
        bb = _BUILT.get(self.token)
        if bb is None:
            bb = self.spec.build_backbone()
        return _BackboneWorker(bb, self.signature, self.output_format, self.batch_size, self.ids)


class BackboneJob(Job):
    """``fairmt qe score --agents none``: the backbone's score of each pair."""

    kind = "qe-score/backbone"
    name = "backbone scores (--agents none)"

    def __init__(
        self,
        pairs: Sequence[tuple[str, str]],
        spec: FairQESpec,
        *,
        output_format: str = "json",
        wheres: Sequence[str] | None = None,
        ids: Sequence[str | None] | None = None,
    ) -> None:
        _check_format(output_format)
        if ids is not None and len(ids) != len(pairs):
            raise UsageError(f"{len(ids)} ids for {len(pairs)} pairs")
        self.pairs = list(pairs)
        #: Item ids for the text output's id column (only the text output needs them).
        self.ids: tuple[str | None, ...] = tuple(ids) if ids is not None and output_format == "text" else ()
        self.spec = spec
        self.output_format = output_format
        self.wheres = list(wheres) if wheres is not None else None
        self.token = uuid.uuid4().hex
        self._backbone: Any = None

    @property
    def backbone(self) -> Any:
        if self._backbone is None:
            self._backbone = self.spec.build_backbone()
            _BUILT[self.token] = self._backbone
        return self._backbone

    def signature(self) -> str:
        from fairmt.signature import Signature

        return str(Signature.of(self.backbone.signature_items()))

    def records(self) -> Sequence[Any]:
        return self.pairs

    def keys(self) -> Sequence[ItemKey]:
        w = self.wheres
        return [ItemKey(f"{s}\t{t}", None, None, w[i] if w else "") for i, (s, t) in enumerate(self.pairs)]

    def config(self) -> dict[str, str]:
        from fairmt.signature import Signature

        items = dict(Signature.of(self.backbone.signature_items()).items)
        return {**items, **_format_config(self.output_format)}

    def header(self) -> str | None:
        return BACKBONE_TEXT_HEADER if self.output_format == "text" else None

    def factory(self) -> _BackboneFactory:
        return _BackboneFactory(
            self.spec,
            self.token,
            self.signature(),
            self.output_format,
            int(self.spec.backbone_options.get("batch_size", self.spec.config.batch_size)),
            self.ids,
        )

    def close(self) -> None:
        _BUILT.pop(self.token, None)
        self._backbone = None


# -- the command as a function ------------------------------------------------------------


def example_path() -> str:
    """Path of the packaged FairQE example (``fairmt/examples/fairqe.tsv``)."""
    from importlib import resources

    return str(resources.files("fairmt") / "examples" / "fairqe.tsv")


def score_file(
    input: str | os.PathLike[str],
    output: str | os.PathLike[str] = "-",
    *,
    backbone: str = "mini-qe",
    agents: str = "rules",
    tgt_lang: str | None = None,
    input_format: str = "auto",
    output_format: str = "json",
    overwrite: bool = False,
    chunk_size: int = 256,
    executor: Executor | None = None,
    shard_size: int | None = None,
    progress: Progress | None = None,
    summary: str | os.PathLike[str] | None = None,
    spec: FairQESpec | None = None,
    translations: str | os.PathLike[str] | None = None,
    **options: Any,
) -> RunReport:
    """Score a TSV/JSONL file with FairQE (``agents="none"``: the backbone alone) into ``output``.

    With ``translations``, ``input`` is a plain-text file of sources and ``translations`` the
    plain-text file of their translations, one segment a line
    (:func:`~fairmt.fairqe.io.read_text_pair`; ``tgt_lang`` is then required by FairQE).
    ``output_format`` is one of :data:`OUTPUT_FORMATS`.

    Resumable: a rerun on the same ``output`` continues where the last one stopped and
    retries the items that failed for an infrastructure reason; another input's or
    configuration's output is refused (:class:`UsageError` naming the difference) unless
    ``overwrite``. Every path is checked before a model is loaded; ``summary`` (a JSON
    file) is written atomically. ``options`` are those of :meth:`FairQESpec.from_options`.
    Returns the :class:`~fairmt.runs.driver.RunReport` (its ``signature`` is set); a run
    that ends with failed items raises nothing — check :attr:`RunReport.failed`.
    """

    inp, out = str(input), str(output)
    mt = None if translations is None else str(translations)
    _check_format(output_format)
    store = OutputStore(out, inputs=[inp] if mt is None else [inp, mt], overwrite=overwrite)
    store.check()
    check_summary(summary)
    store.lock()  # a second run on the same output stops here, before anything is loaded
    try:
        return _score_file(
            store,
            inp,
            mt,
            summary,
            backbone,
            agents,
            tgt_lang,
            input_format,
            output_format,
            chunk_size,
            executor,
            shard_size,
            progress,
            spec,
            options,
        )
    finally:
        store.close()


def _score_file(
    store: OutputStore,
    inp: str,
    mt: str | None,
    summary: str | os.PathLike[str] | None,
    backbone: str,
    agents: str,
    tgt_lang: str | None,
    input_format: str,
    output_format: str,
    chunk_size: int,
    executor: Executor | None,
    shard_size: int | None,
    progress: Progress | None,
    spec: FairQESpec | None,
    options: dict[str, Any],
) -> RunReport:
    from fairmt.fairqe.io import read_items, read_text_pair

    if spec is None:
        spec = FairQESpec.from_options(backbone, agents, **options)
    elif options:
        raise UsageError("pass either spec= or options, not both")
    alone = spec.agents == "none"

    def read() -> list[Item]:
        if mt is not None:
            return read_text_pair(inp, mt, tgt_lang, require_lang=not alone, allow_empty_source=alone)
        if alone:
            return read_items(inp, tgt_lang, input_format, require_lang=False, allow_empty_source=True)
        return read_items(inp, tgt_lang, input_format)

    job: FairQEJob | BackboneJob
    if alone:
        rows = read()
        job = BackboneJob(
            [(it.source, it.translation) for it in rows],
            spec,
            output_format=output_format,
            ids=[it.id for it in rows],
        )
    else:
        job = FairQEJob(read(), spec, output_format=output_format, chunk_size=chunk_size)
    try:
        signature = job.signature()
        report = run_job(
            job,
            store,
            executor=executor,
            chunk_size=chunk_size,
            shard_size=shard_size,
            progress=progress,
        )
        report.signature = signature
    finally:
        job.close()
    if summary is not None:
        from fairmt.runs.paths import write_json_atomic

        write_json_atomic(summary, summary_json(report))
    return report


def summary_json(report: RunReport) -> dict[str, Any]:
    """The run's summary as JSON: :meth:`RunReport.to_json` with ``mean_q_final`` (FairQE) or
    ``mean_score`` (the backbone alone) over the items scored in this run, in place of the
    sums the workers add up."""
    out = report.to_json()
    for name in ("q_final", "score"):
        total, n = out.pop(f"{name}_sum", None), out.pop(f"{name}_n", None)
        if isinstance(n, int) and n > 0 and isinstance(total, int | float):
            out[f"mean_{name}"] = round(total / n, 6)
    return out


def summary_lines(report: RunReport, shown_ids: int = 5, *, outcome: bool = True) -> list[str]:
    """The run's summary for a person: a few plain sentences (no advice on what to run next:
    that depends on the caller, a command line or a notebook).

    Counts of cues and violations and the mean cover the items scored in this run (a
    resumed run says how many lines were there before). ``shown_ids``: how many ids of
    translations that contradict a gender the source states are named (their index when an
    item has no id). ``outcome=False`` leaves out the failed items and an early stop, for a
    caller that reports those itself.
    """
    js = summary_json(report)
    where = "standard output" if report.output in ("-", "") else report.output
    n = report.scored + report.retried
    head = f"{report.written} of {report.items} lines written to {where}"
    if report.skipped_done:
        head += f" ({report.skipped_done} by an earlier run)"
    if n:
        head += f"; {n} scored in {report.wall_seconds:.1f} s"
    elif report.complete:
        head += "; nothing left to score"
    lines = [head]
    flags = js.get("flags")
    flags = flags if isinstance(flags, dict) else {}
    this_run = " in this run" if report.skipped_done else ""
    if n and "with_cue" in js:
        lines.append(f"{js['with_cue']} of {n} items{this_run} have a gender cue")
        violations = int(flags.get("gender_violation", 0))
        ids = [str(i) for i in js.get("violation_ids", [])][:shown_ids]
        if violations:
            more = ", ..." if violations > len(ids) else ""
            lines.append(
                f"{violations} translations{this_run} contradict a gender the source states "
                f"(flag gender_violation): {', '.join(ids)}{more}"
            )
        else:
            lines.append(f"no translation{this_run} contradicts a gender the source states")
    if "mean_q_final" in js:
        lines.append(f"mean q_final{this_run} {js['mean_q_final']:.4f} (0 to 1, higher is better)")
    elif "mean_score" in js:
        lines.append(f"mean score{this_run} {js['mean_score']:.4f} (0 to 1, higher is better)")
    if outcome and report.failed:
        first = ", ".join(str(i + 1) for i in report.failed_indices[:shown_ids])
        more = ", ..." if report.failed > shown_ids else ""
        lines.append(f"{report.failed} items failed (items {first}{more}); a rerun retries them")
    if outcome and report.stopped:
        lines.append(f"stopped early: {report.stopped}")
    return lines


def run_error(report: RunReport) -> FairmtError | None:
    """The error a finished run's report implies: failed items to retry, or ``None``."""
    from fairmt.errors import RunIncompleteError

    if report.failed:
        first = ", ".join(str(i + 1) for i in report.failed_indices[:5])
        return RunIncompleteError(
            f"finished with {report.failed} failed items (items {first}"
            f"{', ...' if report.failed > 5 else ''}); rerun the same command to retry them",
            report.failed,
        )
    return None
