"""FairQE throughput: items/s with the rules agents, and LLM requests + tokens per item with the llm agents.

Usage: python benchmarks/bench_fairqe.py [-n 1000] [--backbone mini-qe] [--data-dir DIR]
       [--system ONLINE-A|all] [--skip-llm]

Items: the first ``n`` WMT23 en-de segments of one system (557 at most; ``--system all``:
every system's outputs in turn, 6,684 distinct items, cycled up to ``n``) (``wmt23_mqm_ende`` under
``--data-dir`` / ``$FAIRMT_DATA_DIR`` / ``../shared/data``), else the packaged example
repeated.

* rules: wall time of ``prepare`` + ``score`` (cue detection: the default aligner aligns each pair alone,
  variants, backbone on originals and variants, judge), items/s, peak RSS, share of items
  with a cue, variants per item. Run twice: cold (encoder cache empty) and warm.
* llm: the agents against a loopback server that speaks the chat-completions protocol and
  answers like a model would (a cue wherever the rules detector found one, one variant per
  cue), so the request count per item is that of the ``split`` protocol (two requests per item
  with a cue); tokens are the client's dry-run count of the real prompts (o200k_base where
  fairmt.llm.tokens has it offline, else characters / 4), with the paper's numbers (Appendix C:
  1.76 requests and 1,770 tokens per item) beside them. The default ``merged`` protocol,
  ``hybrid`` and batching are measured by bench_llm_cost.py.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load_items(n: int, data_dir: str | None, system: str) -> tuple[list[Any], str]:
    from fairmt.fairqe.io import read_items
    from fairmt.fairqe.types import Item

    for root in (data_dir, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        folder = Path(root) / "wmt23_mqm_ende" if root else None
        if folder is not None and folder.is_dir():
            src = (folder / "generaltest2023.en-de.src.en").read_text(encoding="utf-8").splitlines()
            outputs = folder / "system-outputs"
            names = (
                sorted(p.name.split(".hyp.")[1][: -len(".de")] for p in outputs.glob("*.hyp.*.de"))
                if system == "all"
                else [system]
            )
            items = []
            for name in names:
                hyp = (
                    (outputs / f"generaltest2023.en-de.hyp.{name}.de")
                    .read_text(encoding="utf-8")
                    .splitlines()
                )
                items += [Item(s, h, "de") for s, h in zip(src, hyp, strict=True) if s.strip() and h.strip()]
            if system != "all":
                return items[:n], f"WMT23 en-de {system} (first {min(n, len(items))} non-empty segments)"
            distinct = len(items)
            items = [items[i % distinct] for i in range(n)]
            return items, (
                f"WMT23 en-de, the {len(names)} systems' non-empty segments one system after the other "
                f"({distinct} distinct), cycled to {n}"
            )
    from fairmt.fairqe.run import example_path

    base = read_items(example_path())
    items = [base[i % len(base)] for i in range(n)]
    return items, "packaged example, repeated"


def bench_rules(items: list[Any], backbone: str) -> dict[str, Any]:
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.qe.base import get_backbone

    out: dict[str, Any] = {}
    bb = get_backbone(backbone)
    for run in ("cold", "warm"):
        fq = FairQE(bb, RuleAgents())
        t0 = time.perf_counter()
        fq.prepare(items)
        t1 = time.perf_counter()
        results = fq.score(items)
        stats = fq.last_stats
        t2 = time.perf_counter()
        out[run] = {
            "seconds": round(t2 - t0, 2),
            "prepare_seconds": round(t1 - t0, 2),
            "items_per_second": round(len(items) / (t2 - t0), 1),
        }
    out["with_cue"] = round(stats.with_cue / len(items), 3)
    out["variants_per_item"] = round(stats.variants / len(items), 2)
    out["backbone_pairs"] = stats.backbone_pairs
    moved = [r for r in results if r.q_final is not None and r.q_orig is not None and r.w > 0]
    out["share_reweighted"] = round(len(moved) / len(items), 3)
    out["peak_rss_mb"] = round(peak_mb(), 1)
    return out


def bench_llm(items: list[Any]) -> dict[str, Any]:
    from fairmt.fairqe.agents.llm import LLMAgents
    from fairmt.fairqe.cues import RuleCueDetector
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.prompts import JUDGE_SYSTEM
    from fairmt.llm.testing import FakeLLMServer, Reply
    from fairmt.qe.base import get_backbone

    detections = RuleCueDetector().detect(items)
    by_mt = {it.translation: det for it, det in zip(items, detections, strict=True)}

    def answer(request: dict[str, Any]) -> Reply:
        if request["messages"][0]["content"] == JUDGE_SYSTEM:
            return Reply.json({"score": 80, "rationale": "ok"})
        user = request["messages"][-1]["content"]
        data = json.loads(user.split("```json\n", 1)[1].rsplit("\n```", 1)[0])
        det = by_mt[data["translation"]]
        cues = [
            {
                "source_span": c.source_span,
                "target_span": c.target_span,
                "category": c.category.value,
                "source_gender": c.source_gender or "none",
                "target_gender": c.target_gender or "unknown",
            }
            for c in det.cues
        ]
        variants = (
            [{"text": data["translation"] + " (v)", "gender": "F", "type": "ambiguous"}] if cues else []
        )
        return Reply.json({"cues": cues, "variants": variants, "alignment": None})

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FAIRMT_CACHE_DIR"] = tmp
        bb = get_backbone("length-ratio")
        with FakeLLMServer(answer) as server:
            # The two-request protocol this benchmark's answers speak (bench_llm_cost.py measures both).
            agents = LLMAgents("gpt-4.1-mini", server.url, api_key_env=None, concurrency=4, protocol="split")
            t0 = time.perf_counter()
            FairQE(bb, agents).score(items)
            seconds = time.perf_counter() - t0
            requests = len(server.chat_requests)
            agents.close()
        dry = LLMAgents("openai/gpt-4.1-mini", api_key_env=None, dry_run=True, cache=False, protocol="split")
        dry.analyse(items)
        reqs = dry.client.dry_run_requests()
        analysis = [r for r in reqs if r.messages[0]["content"] != JUDGE_SYSTEM]
        judge = [r for r in reqs if r.messages[0]["content"] == JUDGE_SYSTEM]
    n = len(items)
    per_call_analysis = sum(r.prompt_tokens for r in analysis) / max(1, len(analysis))
    per_call_judge = sum(r.prompt_tokens for r in judge) / max(1, len(judge))
    judge_share = (requests - n) / n
    prompt_tokens = per_call_analysis + judge_share * per_call_judge
    completion = (1 + judge_share) * dry.client.estimate_output_tokens
    price_in, price_out = 0.40, 1.60  # gpt-4.1-mini, USD per 1M tokens
    return {
        "requests_per_item": round(requests / n, 3),
        "requests_per_item_upper_bound": 2.0,
        "estimated_prompt_tokens_per_analysis_request": round(per_call_analysis),
        "estimated_prompt_tokens_per_judge_request": round(per_call_judge),
        "estimated_prompt_tokens_per_item": round(prompt_tokens),
        "estimated_completion_tokens_per_item": round(completion),
        "estimated_cost_per_100_items_usd": round(
            100 * (prompt_tokens * price_in + completion * price_out) / 1e6, 4
        ),
        "loopback_items_per_second": round(n / seconds, 1),
        "paper_requests_per_item": 1.76,
        "paper_tokens_per_item": 1770.2,
        "paper_cost_per_100_items_usd": 0.0946,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=1000)
    ap.add_argument("--backbone", default="mini-qe")
    ap.add_argument("--data-dir")
    ap.add_argument(
        "--system",
        default="ONLINE-A",
        help="WMT23 en-de system whose outputs are scored (557 segments), or 'all': every system in turn",
    )
    ap.add_argument("--skip-llm", action="store_true")
    args = ap.parse_args()
    items, what = load_items(args.n, args.data_dir, args.system)
    report: dict[str, Any] = {"items": len(items), "data": what, "backbone": args.backbone}
    report["rules"] = bench_rules(items, args.backbone)
    if not args.skip_llm:
        report["llm"] = bench_llm(items)
    report["peak_rss_mb"] = round(peak_mb(), 1)
    json.dump(report, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
