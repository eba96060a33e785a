"""Offline token counts (fairmt.llm.tokens): exact from a bundled encoding, else labelled estimates."""

from __future__ import annotations

import pytest

from fairmt.llm.tokens import ESTIMATE, count_request, encoding_for_model, get_tokenizer

TEXTS = [
    "Hallo Welt, die Ärztin kam an.",
    "The doctor arrived; she was late.",
    "Врач пришла. 医生来了。 🙂",
    '{"c":[{"s":"doctor"}]}',
]


def test_encoding_for_model() -> None:
    assert encoding_for_model("openai/gpt-4.1-mini") == "o200k_base"
    assert encoding_for_model("gpt-4o-2024-08-06") == "o200k_base"
    assert encoding_for_model("gpt-4") == "cl100k_base"
    assert encoding_for_model("meta-llama/Llama-3.1-8B-Instruct") is None


def test_non_openai_models_get_a_labelled_estimate() -> None:
    tok = get_tokenizer("qwen2.5:7b")
    assert tok is ESTIMATE and not tok.exact and "estimate" in tok.label
    assert tok.count("abcdefgh") == 2 and tok.count("abcdefghi") == 3


def test_exact_counts_agree_between_two_implementations() -> None:
    bpe = pytest.importorskip("bpe_openai")
    pytest.importorskip("tiktoken")
    tok = get_tokenizer("gpt-4.1-mini")
    assert tok.exact and tok.label == "o200k_base (tiktoken)"
    enc = bpe.get_encoding("o200k_base")
    for text in TEXTS:
        assert tok.count(text) == len(enc.encode(text)) > 0
    # o200k_base is not characters/4 on German text.
    assert [tok.count(t) for t in TEXTS] != [ESTIMATE.count(t) for t in TEXTS]


def test_count_request_adds_framing_and_schema() -> None:
    tok = get_tokenizer("gpt-4.1-mini")
    msgs = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": TEXTS[0]}]
    bare = count_request(msgs, None, tok)
    body = sum(tok.count(m["role"]) + tok.count(m["content"]) for m in msgs)
    assert bare == body + 3 * 2 + 3
    with_schema = count_request(msgs, {"type": "object", "properties": {"s": {"type": "number"}}}, tok)
    assert with_schema > bare
