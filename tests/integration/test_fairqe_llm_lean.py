"""The merged (one request per item) protocol and the hybrid agents against a loopback server.

Regression: with the same answers — a fixed script giving each item's cues, variants,
``A_exp`` and judge score — the merged protocol scores every item exactly as the split
protocol (the first implementation) does.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from fairmt.fairqe.agents.llm import HybridAgents, LLMAgents
from fairmt.fairqe.pipeline import FairQE, FairQEConfig
from fairmt.fairqe.prompts import (
    JUDGE_SYSTEM,
    MAX_TOKENS,
    MERGED_NOVAR_SYSTEM,
    MERGED_SYSTEM,
    apply_edits,
    edits_between,
    merged_answer,
)
from fairmt.fairqe.types import Item
from fairmt.llm.testing import FakeLLMServer, Reply
from fairmt.qe.base import QEBackbone

pytestmark = pytest.mark.integration


def cue(s: str, t: str, c: str, sg: str, tg: str) -> dict[str, str]:
    return {"source_span": s, "target_span": t, "category": c, "source_gender": sg, "target_gender": tg}


#: translation -> (analysis in the split protocol's terms, judge score)
SCRIPT: dict[str, tuple[dict[str, Any], float]] = {
    "Der Arzt kam an.": (
        {
            "cues": [cue("doctor", "Arzt", "C7", "none", "M")],
            "variants": [
                {"text": "Die Ärztin kam an.", "gender": "F", "type": "ambiguous"},
                {"text": "Die ärztliche Person kam an.", "gender": "N", "type": "ambiguous"},
            ],
            "alignment": None,
        },
        88,
    ),
    "Sie ist ein Arzt.": (
        {
            "cues": [cue("She", "Sie", "C1", "F", "F"), cue("doctor", "ein Arzt", "C6", "F", "M")],
            "variants": [{"text": "Sie ist eine Ärztin.", "gender": "F", "type": "explicit"}],
            "alignment": False,
        },
        55,
    ),
    "Die Lehrerin sagte, ihr Bruder sei Koch.": (
        {
            "cues": [
                cue("teacher", "Die Lehrerin", "C7", "none", "F"),
                cue("her", "ihr", "C1", "F", "F"),
                cue("brother", "Bruder", "C2", "M", "M"),
                cue("cook", "Koch", "C7", "none", "M"),
            ],
            "variants": [
                {"text": "Der Lehrer sagte, ihr Bruder sei Köchin.", "gender": "M", "type": "ambiguous"},
                {"text": "Die Lehrerin sagte, ihre Schwester sei Koch.", "gender": "F", "type": "explicit"},
            ],
            "alignment": True,
        },
        81,
    ),
    "Der Zug fuhr ab.": ({"cues": [], "variants": [], "alignment": None}, 95),
}

ITEMS = [
    Item("The doctor arrived.", "Der Arzt kam an.", "de"),
    Item("She is a doctor.", "Sie ist ein Arzt.", "de"),
    Item("The teacher said her brother was a cook.", "Die Lehrerin sagte, ihr Bruder sei Koch.", "de"),
    Item("The train left.", "Der Zug fuhr ab.", "de"),
]


class LengthBackbone(QEBackbone):
    """Deterministic scores that differ between the original and its variants."""

    name = "len"

    def score_raw(self, pairs: Sequence[tuple[str, str]], batch_size: int = 64) -> list[float]:
        return [0.5 + (len(t) % 17) / 40 for _, t in pairs]


def data_of(request: dict[str, Any]) -> dict[str, Any]:
    user = request["messages"][-1]["content"]
    out: dict[str, Any] = json.loads(user.split("```json\n", 1)[1].rsplit("\n```", 1)[0])
    return out


def scripted(request: dict[str, Any]) -> Reply:
    """Both protocols' answers from SCRIPT."""
    mt = data_of(request)["translation"]
    analysis, score = SCRIPT[mt]
    system = request["messages"][0]["content"]
    if system == JUDGE_SYSTEM:
        return Reply.json({"score": score, "rationale": "scripted"})
    if system == MERGED_SYSTEM:
        return Reply.json(merged_answer(mt, analysis, score, "scripted"))
    if system == MERGED_NOVAR_SYSTEM:
        return Reply.json(merged_answer(mt, {"cues": analysis["cues"]}, score, "scripted"))
    if "variants" not in request["response_format"]["json_schema"]["schema"]["properties"]:
        return Reply.json({"cues": analysis["cues"]})
    return Reply.json(analysis)


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-lean")
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))


def run(
    protocol: str, config: FairQEConfig, cls: type[LLMAgents] = LLMAgents, items: list[Item] = ITEMS
) -> tuple[list[dict[str, Any]], list[Any]]:
    with FakeLLMServer(scripted) as server:
        agents = cls("openai/gpt-4.1-mini", server.url, protocol=protocol, cache=False, backoff_base=0.01)  # type: ignore[arg-type]
        results = FairQE(LengthBackbone(), agents, config).score(items)
        agents.close()
        return [r.to_json() for r in results], list(server.chat_requests)


def _scores(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    keys = ("q_final", "q_orig", "q_uqe", "b_amb", "b_exp", "B", "w", "alignment", "flags")
    return [(*tuple(json.dumps(r.get(k)) for k in keys), json.dumps(r["variants"])) for r in rows]


@pytest.mark.parametrize(
    "config",
    [
        FairQEConfig(),
        FairQEConfig(aggregation="paper"),
        FairQEConfig(ablation="novar"),
        FairQEConfig(ablation="uqe-only"),
    ],
    ids=["fair", "paper", "novar", "uqe-only"],
)
def test_merged_scores_equal_split_with_the_same_answers(config: FairQEConfig) -> None:
    split, split_requests = run("split", config)
    merged, merged_requests = run("merged", config)
    assert _scores(merged) == _scores(split)
    assert all(r["q_final"] is not None for r in merged)
    # One request per item (split: one more per judged item).
    assert len(merged_requests) == len(ITEMS) < len(split_requests)
    for r in merged_requests:
        assert r.body is not None and r.body["max_tokens"] in (
            MAX_TOKENS["merged"],
            MAX_TOKENS["merged-novar"],
        )


def test_merged_requests_share_one_system_prompt_first_and_send_only_the_item() -> None:
    _, requests = run("merged", FairQEConfig())
    systems = {r.messages[0]["content"] for r in requests}
    assert systems == {MERGED_SYSTEM} and all(len(r.messages) == 2 for r in requests)
    for r, it in zip(
        sorted(requests, key=lambda r: data_of(r.body or {})["source"]),
        sorted(ITEMS, key=lambda i: i.source),
        strict=True,
    ):
        assert data_of(r.body or {}) == {
            "source_language": "English",
            "target_language": "German",
            "source": it.source,
            "translation": it.translation,
        }


def test_hybrid_sends_nothing_for_an_item_without_a_person() -> None:
    llm, _ = run("merged", FairQEConfig())
    hybrid, requests = run("merged", FairQEConfig(), HybridAgents)
    sent = {data_of(r.body or {})["translation"] for r in requests}
    assert sent == {it.translation for it in ITEMS[:3]}  # "The train left." never sent
    assert _scores(hybrid) == _scores(llm)
    assert "no_cue" in hybrid[3]["flags"] and hybrid[3]["q_final"] == hybrid[3]["q_orig"]
    assert "agents:hybrid" in hybrid[0]["signature"] and "protocol:merged" in hybrid[0]["signature"]


def test_hybrid_uqe_only_asks_the_judge_for_a_gated_item() -> None:
    rows, requests = run("merged", FairQEConfig(ablation="uqe-only"), HybridAgents)
    judge = [r for r in requests if r.messages[0]["content"] == JUDGE_SYSTEM]
    assert [data_of(r.body or {})["translation"] for r in judge] == ["Der Zug fuhr ab."]
    assert rows[3]["q_uqe"] == 95


@pytest.mark.parametrize(
    ("original", "variant"),
    [
        ("Der Arzt kam an.", "Die Ärztin kam an."),
        ("a b c d", "e b c f"),
        ("a b c", "a c"),
        ("a b", "x a b"),
        ("Er sagte, der Arzt, der kam, sei müde.", "Sie sagte, die Ärztin, die kam, sei müde."),
    ],
)
def test_edits_round_trip(original: str, variant: str) -> None:
    assert apply_edits(original, edits_between(original, variant)) == variant


def test_apply_edits_refuses_what_does_not_fit() -> None:
    assert apply_edits("Der Arzt kam.", [["Ärztin", "Arzt"]]) is None  # not in the translation
    assert apply_edits("Die Arztpraxis.", [["Arzt", "Ärztin"]]) is None  # inside a word
    assert apply_edits("Der Arzt kam.", [["Arzt", "Arzt"]]) is None  # no change
    assert apply_edits("Der Arzt kam.", [["", "x"]]) is None
    assert apply_edits("Der Arzt, der kam.", [["Arzt", "Ärztin"], ["Der", "Die"]]) is None  # order
    assert (
        apply_edits("Der Arzt, der kam.", [["Der Arzt", "Die Ärztin"], ["der", "die"]])
        == "Die Ärztin, die kam."
    )


def test_dry_run_shows_one_real_request_per_kind_and_counts_what_a_run_sends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from fairmt.cli.main import main

    inp = tmp_path / "in.jsonl"
    inp.write_text(
        "".join(
            json.dumps({"src": it.source, "mt": it.translation, "tgt_lang": "de"}) + "\n" for it in ITEMS
        ),
        encoding="utf-8",
    )
    summary = tmp_path / "s.json"
    args = ["qe", "score", "-i", str(inp), "-o", str(tmp_path / "o.jsonl"), "--backbone", "length-ratio"]
    args += ["--llm", "openai/gpt-4.1-mini", "--dry-run", "--summary", str(summary)]
    assert main([*args, "--agents", "hybrid"]) == 0
    err = capsys.readouterr().err
    assert "dry run: 3 request(s)" in err  # the gate keeps "The train left." offline
    assert err.count("--- request kind") == 1 and MERGED_SYSTEM in err and "The doctor arrived." in err
    assert ("o200k_base" in err) or ("estimate: characters/4" in err)
    s = json.loads(summary.read_text(encoding="utf-8"))
    assert s["requests"] == 3 and s["estimated_cost"] > 0 and s["estimated_prompt_tokens"] > 3 * 300
    assert s["tokens_counted_with"] in (
        "o200k_base (tiktoken)",
        "o200k_base (bpe-openai)",
        "estimate (characters/4)",
    )


def batch_answerer(mode: str) -> Any:
    """Answers batch requests from SCRIPT, reversed, and (``mode``) dropping or repeating items."""
    from fairmt.fairqe.prompts import MERGED_BATCH_SYSTEM

    def answer(request: dict[str, Any]) -> Reply:
        if request["messages"][0]["content"] != MERGED_BATCH_SYSTEM:
            return scripted(request)
        out = []
        for entry in data_of(request)["items"]:
            analysis, score = SCRIPT[entry["translation"]]
            out.append(
                {"id": entry["id"], **merged_answer(entry["translation"], analysis, score, "scripted")}
            )
        out.reverse()  # the model reorders
        if mode == "drop" and len(out) > 1:
            out = out[1:]  # ... and leaves one out
        elif mode == "repeat" and len(out) > 1:
            wrong = dict(out[1], id=out[0]["id"])  # ... or answers one id twice (the second wrong)
            out = [out[0], wrong, *out[1:]]
        elif mode == "stranger":
            out.append({**out[0], "id": "99"})  # ... or invents an id
        return Reply.json({"items": out})

    return answer


@pytest.mark.parametrize("mode", ["reorder", "drop", "repeat", "stranger"])
def test_items_per_request_matches_answers_back_by_id(mode: str) -> None:
    single, _ = run("merged", FairQEConfig())
    with FakeLLMServer(batch_answerer(mode)) as server:
        agents = LLMAgents("openai/gpt-4.1-mini", server.url, cache=False, items_per_request=3)
        rows = [r.to_json() for r in FairQE(LengthBackbone(), agents, FairQEConfig()).score(ITEMS)]
        reasked = agents.batch_reasked
        agents.close()
        requests = list(server.chat_requests)
    assert _scores(rows) == _scores(single)
    # (Requests run concurrently: order them by size, not arrival.)
    batches = sorted(
        (r for r in requests if "items" in data_of(r.body or {})),
        key=lambda r: -len(data_of(r.body or {})["items"]),
    )
    assert [len(data_of(r.body or {})["items"]) for r in batches] == [3, 1]
    assert [i["id"] for i in data_of(batches[0].body or {})["items"]] == ["1", "2", "3"]
    # Dropped and doubly answered items are asked again alone; reordering and strangers cost nothing.
    expected = {"reorder": 0, "stranger": 0, "drop": 1, "repeat": 1}[mode]
    assert reasked == expected and len(requests) == 2 + expected
    assert "items_per_request:3" in rows[0]["signature"]


def test_items_per_request_needs_the_merged_protocol() -> None:
    from fairmt.errors import UsageError

    with pytest.raises(UsageError, match="merged"):
        LLMAgents("openai/gpt-4.1-mini", "http://127.0.0.1:9/v1", protocol="split", items_per_request=2)
    with pytest.raises(UsageError, match=">= 1"):
        LLMAgents("openai/gpt-4.1-mini", "http://127.0.0.1:9/v1", items_per_request=0)
