"""Cost of FairQE's LLM agents: requests, prompt and completion tokens per item, USD per 100 items.

Usage: python benchmarks/bench_llm_cost.py [-n 200] [--seed 0] [--agents llm hybrid llm:split llm@4]
       [--data-dir DIR]

Items: ``n`` (default 200) (source, system output) pairs drawn at random (``--seed``) from every
WMT23 en-de system's non-empty segments (``wmt23_mqm_ende`` under ``--data-dir`` /
``$FAIRMT_DATA_DIR`` / ``../shared/data``). They are paragraph-long (about 350 source characters on
average), so the token figures are those of real inputs, not of toy sentences.

The agents run against the loopback chat-completions server (:mod:`fairmt.llm.testing`), which
answers as a model would: the cues the offline detector finds (spans, categories, genders), one
variant per gender to realise, written out as a whole rewritten translation (as long as the
translation), a score and a two-sentence rationale. Every field the request's JSON schema asks
for is filled, so completion tokens are those of a full answer. The server reports ``usage``
from a real tokenizer (:mod:`fairmt.llm.tokens`: tiktoken's ``o200k_base`` ranks from a package,
never downloaded), counting the messages with OpenAI's chat framing and the schema as its
compact JSON; the client's accounting, priced at the price table's gpt-4.1-mini entry, gives the
cost. When no exact tokenizer is installed the figures are labelled ``estimate``.

Printed (JSON): per agent set, requests per item, prompt/completion tokens per item and per
request kind, the prompt tokens shared by every request of a kind (a prefix providers cache),
the ``max_tokens`` of each kind, cost per 100 items, and the acceptance targets of issue 15
(≤ 1.0 request, ≤ 900 prompt tokens per item, ≤ $0.05 per 100 items) with the paper's figures
(Appendix C: 1.76 requests, 1,770 tokens, $0.095 per 100 items) beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
MODEL = "gpt-4.1-mini"


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load_items(n: int, seed: int, data_dir: str | None) -> tuple[list[Any], str]:
    from fairmt.fairqe.types import Item

    for root in (data_dir, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        folder = Path(root) / "wmt23_mqm_ende" if root else None
        if folder is None or not folder.is_dir():
            continue
        src = (folder / "generaltest2023.en-de.src.en").read_text(encoding="utf-8").splitlines()
        pairs: set[tuple[str, str]] = set()
        for path in sorted((folder / "system-outputs").glob("*.hyp.*.de")):
            hyp = path.read_text(encoding="utf-8").splitlines()
            pairs.update(
                (s.strip(), h.strip()) for s, h in zip(src, hyp, strict=True) if s.strip() and h.strip()
            )
        pool = sorted(pairs)
        picked = random.Random(seed).sample(pool, min(n, len(pool)))
        items = [Item(s, h, "de") for s, h in picked]
        return (
            items,
            f"WMT23 en-de: {len(items)} of {len(pool)} distinct (source, system output) pairs, seed {seed}",
        )
    raise SystemExit("bench_llm_cost: wmt23_mqm_ende not found (--data-dir or $FAIRMT_DATA_DIR)")


def _user_data(request: dict[str, Any]) -> dict[str, Any]:
    user = request["messages"][-1]["content"]
    block = user.split("```json\n", 1)[1].rsplit("\n```", 1)[0]
    data: dict[str, Any] = json.loads(block)
    return data


class RealisticModel:
    """Answers like a model: the offline detector's cues, whole rewritten variants, a score."""

    def __init__(self, items: list[Any]) -> None:
        from fairmt.fairqe.cues import RuleCueDetector
        from fairmt.llm.tokens import get_tokenizer

        self.tok = get_tokenizer(MODEL)
        detections = RuleCueDetector().detect(items)
        self.by_pair = {(it.source, it.translation): d for it, d in zip(items, detections, strict=True)}
        self.kinds: dict[str, list[tuple[int, int]]] = defaultdict(list)
        self.prompts: dict[str, list[list[dict[str, Any]]]] = defaultdict(list)
        self.max_tokens: dict[str, Any] = {}

    def _variant(self, mt: str, span: str, gender: str) -> str:
        # A rewrite of the whole translation with the span's gender changed (as long as a real one).
        if span and span in mt:
            return mt.replace(span, span + "in" if gender == "F" else "die Person", 1)
        return mt + " "

    def _kind(self, schema: dict[str, Any]) -> str:
        props = set(schema.get("properties", {}))
        if "items" in props:
            return "batch"
        if "cues" in props or "c" in props:
            return "analysis+judge" if ("score" in props or "s" in props) else "analysis"
        return "judge"

    def _analysis(self, source: str, mt: str) -> dict[str, Any]:
        det = self.by_pair.get((source, mt))
        cues = [] if det is None else list(det.cues)
        out_cues = [
            {
                "source_span": c.source_span,
                "target_span": c.target_span,
                "category": c.category.value,
                "source_gender": c.source_gender or "none",
                "target_gender": c.target_gender or "unknown",
            }
            for c in cues
        ]
        # As the prompt asks: one variant per other realisation of the ambiguous cues (all of
        # them changed together), one with the explicit cues' gender flipped.
        variants = []
        ambiguous = [c for c in cues if c.kind == "ambiguous"]
        if ambiguous:
            for g in ("F", "M"):
                if g != ambiguous[0].target_gender:
                    text = mt
                    for c in ambiguous:
                        text = self._variant(text, c.target_span, g)
                    variants.append({"text": text, "gender": g, "type": "ambiguous"})
        explicit = [c for c in cues if c.kind == "explicit"]
        if explicit:
            flip = "M" if explicit[0].source_gender == "F" else "F"
            text = mt
            for c in explicit:
                text = self._variant(text, c.target_span, flip)
            variants.append({"text": text, "gender": flip, "type": "explicit"})
        return {"cues": out_cues, "variants": variants, "alignment": (True if explicit else None)}

    def answer(self, request: dict[str, Any]) -> Any:
        from fairmt.llm.testing import Reply
        from fairmt.llm.tokens import count_request

        rf = request.get("response_format") or {}
        schema = rf.get("json_schema", {}).get("schema", {})
        kind = self._kind(schema)
        data = _user_data(request)
        rationale = (
            "The translation renders the meaning accurately and reads fluently in German. "
            "The people's gender is handled as the source allows."
        )
        if kind == "judge":
            obj: dict[str, Any] = {"score": 82, "rationale": rationale}
        elif kind == "batch":
            obj = {
                "items": [
                    {"id": e["id"], **self._shape("analysis+judge", e, rationale)} for e in data["items"]
                ]
            }
        else:
            obj = self._shape(kind, data, rationale)
        content = json.dumps(obj, ensure_ascii=False)
        pt = count_request(request["messages"], schema or None, self.tok)
        ct = self.tok.count(content)
        self.kinds[kind].append((pt, ct))
        if len(self.prompts[kind]) < 2:
            self.prompts[kind].append(request["messages"])
        self.max_tokens[kind] = request.get("max_tokens", request.get("max_completion_tokens"))
        return Reply(content=content, prompt_tokens=pt, completion_tokens=ct)

    def _shape(self, kind: str, data: dict[str, Any], rationale: str) -> dict[str, Any]:
        """The answer in the shape the request's protocol asks (see fairmt.fairqe.prompts)."""
        from fairmt.fairqe.prompts import merged_answer

        analysis = self._analysis(data["source"], data["translation"])
        if kind == "analysis":
            return analysis
        # The merged protocol: the same analysis, variants as edits, a score and a short reason.
        return merged_answer(data["translation"], analysis, 82, "Accurate and fluent; gender handled right.")


def shared_prefix_tokens(prompts: list[list[dict[str, Any]]], tok: Any) -> int:
    """Tokens of the longest prefix (system message + the start of the user message) two requests share."""
    if len(prompts) < 2:
        return 0
    a = "\n".join(str(m["content"]) for m in prompts[0])
    b = "\n".join(str(m["content"]) for m in prompts[1])
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    return int(tok.count(a[:k]))


def bench(items: list[Any], agents_name: str, model_answers: RealisticModel) -> dict[str, Any]:
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.run import make_agents
    from fairmt.llm.pricing import DEFAULT_PRICES, lookup_price
    from fairmt.llm.testing import FakeLLMServer
    from fairmt.qe.base import get_backbone

    model_answers.kinds.clear()
    model_answers.prompts.clear()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["FAIRMT_CACHE_DIR"] = tmp
        with FakeLLMServer(model_answers.answer) as server:
            spec, _, per_request = agents_name.partition("@")
            name, _, protocol = spec.partition(":")
            agents = make_agents(
                name,
                model=f"openai/{MODEL}",
                base_url=server.url,
                api_key_env=None,
                protocol=protocol or None,
                items_per_request=int(per_request) if per_request else None,
            )
            t0 = time.perf_counter()
            results = FairQE(get_backbone("length-ratio"), agents).score(items)
            seconds = time.perf_counter() - t0
            usage = agents.usage()
            agents.close()
            requests = len(server.chat_requests)
    n = len(items)
    price = lookup_price(MODEL, DEFAULT_PRICES)
    assert price is not None
    pt = sum(p for v in model_answers.kinds.values() for p, _ in v)
    ct = sum(c for v in model_answers.kinds.values() for _, c in v)
    cost = price.cost(pt, ct)
    kinds = {
        k: {
            "requests": len(v),
            "prompt_tokens_mean": round(sum(p for p, _ in v) / len(v), 1),
            "completion_tokens_mean": round(sum(c for _, c in v) / len(v), 1),
            "shared_prefix_tokens": shared_prefix_tokens(model_answers.prompts[k], model_answers.tok),
            "max_tokens": model_answers.max_tokens.get(k),
        }
        for k, v in sorted(model_answers.kinds.items())
    }
    scored = sum(1 for r in results if r.q_final is not None)
    return {
        "requests_per_item": round(requests / n, 3),
        "prompt_tokens_per_item": round(pt / n, 1),
        "completion_tokens_per_item": round(ct / n, 1),
        "cost_per_100_items_usd": round(100 * cost / n, 4),
        "client_cost_per_100_items_usd": round(100 * usage.cost / n, 4),
        "items_scored": scored,
        "by_kind": kinds,
        "loopback_seconds": round(seconds, 2),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--data-dir")
    ap.add_argument(
        "--agents",
        nargs="+",
        default=["llm", "hybrid", "llm:split"],
        help="agent sets to measure: llm, hybrid, llm:split (the two-request protocol, the 'before'); "
        "NAME@K: K items per request (e.g. llm@4)",
    )
    args = ap.parse_args()
    from fairmt.llm.pricing import DEFAULT_PRICES, lookup_price

    items, what = load_items(args.n, args.seed, args.data_dir)
    model_answers = RealisticModel(items)
    price = lookup_price(MODEL, DEFAULT_PRICES)
    report: dict[str, Any] = {
        "items": len(items),
        "data": what,
        "tokenizer": model_answers.tok.label,
        "tokens_exact": model_answers.tok.exact,
        "price_usd_per_1m_tokens": {
            "model": MODEL,
            "input": price.input if price else None,
            "output": price.output if price else None,
        },
        "share_items_with_offline_cue": round(
            sum(1 for d in model_answers.by_pair.values() if d.cues) / len(items), 3
        ),
    }
    for name in args.agents:
        report[name] = bench(items, name, model_answers)
    report["targets_issue_15"] = {
        "requests_per_item": 1.0,
        "prompt_tokens_per_item": 900,
        "cost_per_100_items_usd": 0.05,
    }
    report["paper"] = {"requests_per_item": 1.76, "tokens_per_item": 1770.2, "cost_per_100_items_usd": 0.0946}
    report["peak_rss_mb"] = round(peak_mb(), 1)
    json.dump(report, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
