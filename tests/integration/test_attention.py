"""``fairmt attention`` (extra ``attention``) on tiny Llama models built here.

A session fixture trains a small BPE tokenizer (Metaspace pre-tokenizer, as SentencePiece
models split words, so that target words break into several sub-words) with the
``tokenizers`` library, and builds two randomly initialised two-layer, two-head
``LlamaForCausalLM`` models from a config: ``plain`` (no chat template) and ``chat`` (a
ChatML-like template). Their query/key projections are scaled up so that attention is far
from uniform and a wrong index shows.

The oracle recomputes attention without ``output_attentions``: forward hooks capture each
attention module's input and rotary embeddings, and softmax(QKᵀ/√d + causal mask) is
computed by hand from ``q_proj``/``k_proj``; the spans are found independently through the
tokenizer's ``char_to_token``.

Tests that need the extra skip without it, except in CI (``CI=true``), which installs it:
there a missing extra fails.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
from dataclasses import astuple
from pathlib import Path
from typing import Any

import pytest

from fairmt.errors import EXIT_MISSING_DEPENDENCY, DataError, UsageError

pytestmark = [pytest.mark.integration]

PROMPT_HEAD = "Translate the following text from English into Italian.\nEnglish: "
SENTENCES = [
    (
        "The doctor asked the nurse to help her.",
        "La dottoressa ha chiesto all'infermiere di aiutarla.",
        "Il dottore ha chiesto all'infermiere di aiutarlo.",
    ),
    (
        "The developer argued with the designer because she did not like the design.",
        "La sviluppatrice ha litigato con il designer perché non le piaceva il design.",
        "Lo sviluppatore ha litigato con il designer perché non gli piaceva il design.",
    ),
    (
        "The mechanic gave the clerk a present because she won the lottery.",
        "La meccanica ha dato un regalo all'impiegato perché ha vinto la lotteria.",
        "Il meccanico ha dato un regalo all'impiegato perché ha vinto la lotteria.",
    ),
    (
        "The nurse thanked the surgeon because she was kind.",
        "L'infermiera ha ringraziato il chirurgo perché era gentile.",
        "L'infermiere ha ringraziato il chirurgo perché era gentile.",
    ),
]
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def needs_attention() -> None:
    missing = [m for m in ("torch", "transformers", "tokenizers") if not importlib.util.find_spec(m)]
    if not missing:
        return
    msg = f"the 'attention' extra is not installed (no {', '.join(missing)}): pip install 'fairmt[attention]'"
    if os.environ.get("CI"):
        pytest.fail(msg)
    pytest.skip(msg)


def _corpus() -> list[str]:
    lines = []
    for src, fem, masc in SENTENCES:
        lines.append(f"{PROMPT_HEAD}{src}\nItalian: {fem}")
        lines.append(f"{PROMPT_HEAD}{src.replace('she', 'he').replace('her.', 'him.')}\nItalian: {masc}")
    return lines


def _build(folder: Path, chat: bool, seed: int) -> Path:
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    specials = ["<unk>", "<s>", "</s>", "<|im_start|>", "<|im_end|>"]
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    trainer = trainers.BpeTrainer(vocab_size=160, special_tokens=specials, show_progress=False)
    tok.train_from_iterator(_corpus() * 2, trainer)
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A", special_tokens=[("<s>", tok.token_to_id("<s>"))]
    )
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        bos_token="<s>",
        eos_token="</s>",
        unk_token="<unk>",
        additional_special_tokens=["<|im_start|>", "<|im_end|>"],
    )
    if chat:
        fast.chat_template = CHAT_TEMPLATE
    folder.mkdir(parents=True)
    fast.save_pretrained(str(folder))

    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(fast),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=512,
        bos_token_id=fast.bos_token_id,
        eos_token_id=fast.eos_token_id,
    )
    model = LlamaForCausalLM(config)
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(40.0)
            layer.self_attn.k_proj.weight.mul_(40.0)
    model.save_pretrained(str(folder))
    return folder


@pytest.fixture(scope="session")
def tiny_models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    needs_attention()
    root = tmp_path_factory.mktemp("attention-models")
    return {"plain": _build(root / "plain", False, 0), "chat": _build(root / "chat", True, 1)}


def _rows(fem_ok: list[bool] | None = None) -> list[dict[str, Any]]:
    """Two records per pair (feminine and masculine cue); pair 2's masculine member is wrong when asked."""
    rows = []
    for i, (src, fem, masc) in enumerate(SENTENCES):
        masc_src = src.replace("she", "he").replace("her.", "him.")
        fem_target = fem.split()[1].split("'")[-1] if not fem.startswith("L'") else fem.split()[0][2:]
        masc_target = masc.split()[1] if not masc.startswith("L'") else masc.split()[0][2:]
        ok = True if fem_ok is None else fem_ok[i]
        rows.append(
            {
                "pair": i,
                "source": src,
                "translation": fem,
                "target": fem_target,
                "gold": "female",
                "correct": ok,
            }
        )
        rows.append(
            {"pair": i, "source": masc_src, "translation": masc, "target": masc_target, "gold": "male"}
        )
    return rows


def _write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _manual_attention(model: Any, input_ids: list[int]) -> list[Any]:
    """Per layer (H, T, T) attention probabilities recomputed from q_proj/k_proj and RoPE."""
    import torch
    from transformers.models.llama.modeling_llama import apply_rotary_pos_emb

    captured: list[tuple[Any, Any]] = []

    def hook(module: Any, args: Any, kwargs: dict[str, Any]) -> None:
        hidden = kwargs["hidden_states"] if "hidden_states" in kwargs else args[0]
        captured.append((hidden.detach(), kwargs["position_embeddings"]))

    handles = [
        layer.self_attn.register_forward_pre_hook(hook, with_kwargs=True) for layer in model.model.layers
    ]
    try:
        with torch.no_grad():
            model(input_ids=torch.tensor([input_ids]), use_cache=False)
    finally:
        for h in handles:
            h.remove()
    out = []
    cfg = model.config
    d = cfg.hidden_size // cfg.num_attention_heads
    for layer, (hidden, (cos, sin)) in zip(model.model.layers, captured, strict=True):
        attn = layer.self_attn
        t = hidden.shape[1]
        q = attn.q_proj(hidden).view(1, t, cfg.num_attention_heads, d).transpose(1, 2)
        k = attn.k_proj(hidden).view(1, t, cfg.num_key_value_heads, d).transpose(1, 2)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(d)
        mask = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
        scores = scores.masked_fill(mask, float("-inf"))
        out.append(torch.softmax(scores.double(), dim=-1)[0].detach())
    return out


def _independent_positions(tokenizer: Any, text: str, start: int, end: int, special: bool) -> list[int]:
    enc = tokenizer(text, add_special_tokens=special)
    found = {enc.char_to_token(i) for i in range(start, end) if not text[i].isspace()}
    found.discard(None)
    return sorted(int(p) for p in found)


# --------------------------------------------------------------------------- spans and shapes


def test_spans_article_noun_and_pronoun(tiny_models: dict[str, Path]) -> None:
    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    m = AttentionModel(tiny_models["plain"], template="auto")
    assert m.template == "plain"
    src, fem, _ = SENTENCES[0]
    rec = record_from_row({"source": src, "translation": fem, "target": "dottoressa", "cue": "her"})
    enc = m.encode(rec)
    # The prompt is the plain template; the translation follows after one space.
    assert enc.text == f"{PROMPT_HEAD}{src}\nItalian: {fem}"
    assert enc.input_ids[0] == m.tokenizer.bos_token_id
    # Target = article + noun, all sub-words, nothing else.
    target = m.tokenizer.convert_tokens_to_string([enc.tokens[p] for p in enc.target]).strip()
    assert target == "La dottoressa"
    assert len(enc.target) > 2  # the tiny vocabulary splits the noun
    assert enc.target == list(range(enc.target[0], enc.target[-1] + 1))
    start = enc.text.index("La dottoressa")
    assert enc.target == _independent_positions(
        m.tokenizer, enc.text, start, start + len("La dottoressa"), True
    )
    # Cue = the pronoun's tokens inside the prompt's copy of the source.
    cue_at = enc.text.index("help her") + len("help ")
    assert enc.cue == _independent_positions(m.tokenizer, enc.text, cue_at, cue_at + 3, True)
    assert "her" in m.tokenizer.convert_tokens_to_string([enc.tokens[p] for p in enc.cue]).replace(" ", "")
    assert max(enc.cue) < enc.prompt_len <= min(enc.target)
    # The prompt ends where the translation starts.
    prompt_ids = m.tokenizer(f"{PROMPT_HEAD}{src}\nItalian:")["input_ids"]
    assert enc.input_ids[: enc.prompt_len] == prompt_ids

    s = m.measure(rec)
    assert s.cue.shape == (2, 2) and s.prompt.shape == (2, 2) and s.secondary is None
    assert ((s.cue >= 0) & (s.cue <= 1)).all() and ((s.prompt > 0) & (s.prompt <= 1 + 1e-6)).all()


def test_elided_article_and_secondary_span(tiny_models: dict[str, Path]) -> None:
    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    m = AttentionModel(tiny_models["plain"])
    src, fem, _ = SENTENCES[3]
    rec = record_from_row(
        {"source": src, "translation": fem, "target": "infermiera", "gold": "female", "secondary": "chirurgo"}
    )
    assert src[rec.cue[0] : rec.cue[1]] == "she"  # found from the gold gender
    enc = m.encode(rec)
    assert enc.text[enc.target_chars[0] : enc.target_chars[1]] == "L'infermiera"
    assert enc.text[enc.secondary_chars[0] : enc.secondary_chars[1]] == "il chirurgo"  # type: ignore[index]
    sec = m.tokenizer.convert_tokens_to_string([enc.tokens[p] for p in enc.secondary or []]).strip()
    assert sec == "il chirurgo"
    no_article = AttentionModel(tiny_models["plain"], article=False).encode(rec)
    assert no_article.text[no_article.target_chars[0] : no_article.target_chars[1]] == "infermiera"
    assert len(no_article.target) < len(enc.target)
    s = m.measure(rec)
    assert s.secondary is not None and s.secondary.shape == (2, 2)


def test_chat_template_prompt(tiny_models: dict[str, Path]) -> None:
    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    m = AttentionModel(tiny_models["chat"])
    assert m.template == "chat"
    src, fem, _ = SENTENCES[1]
    rec = record_from_row({"source": src, "translation": fem, "target": "sviluppatrice", "gold": "f"})
    enc = m.encode(rec)
    assert enc.text.startswith("<s><|im_start|>user\nTranslate the following text")
    assert enc.text.endswith(f"<|im_start|>assistant\n{fem}")
    assert enc.tokens.count("<s>") == 1  # the template's BOS, no second one
    assert enc.tokens[enc.prompt_len - 1] != enc.tokens[enc.target[0]]
    target = m.tokenizer.convert_tokens_to_string([enc.tokens[p] for p in enc.target]).strip()
    assert target == "La sviluppatrice"
    assert AttentionModel(tiny_models["chat"], template="plain").template_hash != m.template_hash
    with pytest.raises(UsageError, match="no chat template"):
        AttentionModel(tiny_models["plain"], template="chat")


# --------------------------------------------------------------------------- values


@pytest.mark.parametrize("query", ["generating", "target"])
@pytest.mark.parametrize("kind", ["plain", "chat"])
def test_values_match_manual_attention(tiny_models: dict[str, Path], query: str, kind: str) -> None:
    import numpy as np

    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    m = AttentionModel(tiny_models[kind], query=query)
    src, fem, _ = SENTENCES[0]
    rec = record_from_row(
        {"source": src, "translation": fem, "target": "dottoressa", "cue": "her", "secondary": "infermiere"}
    )
    s = m.measure(rec)
    enc = s.encoding
    manual = _manual_attention(m.model, enc.input_ids)
    rows = [p - 1 for p in enc.target] if query == "generating" else enc.target
    sec_rows = [p - 1 for p in enc.secondary or []] if query == "generating" else enc.secondary or []
    for layer in range(2):
        for head in range(2):
            a = manual[layer][head].numpy()
            assert math.isclose(a.sum(-1).mean(), 1.0, rel_tol=1e-9)
            cue = np.mean([a[q, enc.cue].sum() for q in rows])
            prompt = np.mean([a[q, : enc.prompt_len].sum() for q in rows])
            sec = np.mean([a[q, enc.cue].sum() for q in sec_rows])
            assert s.cue[layer, head] == pytest.approx(cue, abs=2e-6)
            assert s.prompt[layer, head] == pytest.approx(prompt, abs=2e-6)
            assert s.secondary is not None and s.secondary[layer, head] == pytest.approx(sec, abs=2e-6)
    # Peaky attention: the heads differ, so a swapped index would show.
    assert np.ptp(s.cue) > 1e-3
    if query == "generating":
        # The first row generating the article is the last prompt token: all its attention is on the prompt.
        assert enc.target[0] == enc.prompt_len
    mean = AttentionModel(tiny_models[kind], query=query, cue_reduce="mean").measure(rec)
    assert np.allclose(mean.cue * len(enc.cue), s.cue, atol=1e-6)


# --------------------------------------------------------------------------- analysis and CLI


def test_analyse_pairs_n_and_outputs(tiny_models: dict[str, Path], tmp_path: Path) -> None:
    import numpy as np

    from fairmt.diagnostics.attention import AttentionModel, analyse, read_pairs, write_outputs
    from fairmt.diagnostics.heatmap import layout

    # plain: pair 2's feminine member is wrong -> 3 accurate pairs; chat: all 4 accurate.
    plain = _write_jsonl(tmp_path / "plain.jsonl", _rows([True, True, False, True]))
    chat = _write_jsonl(tmp_path / "chat.jsonl", _rows())
    models = [("plain", tiny_models["plain"]), ("chat", tiny_models["chat"])]
    results = analyse(models, [plain, chat])
    assert [r.accurate_pairs for r in results] == [3, 4]
    assert [r.n for r in results] == [3, 3]  # n = the minimum over the models
    assert [r.sentences for r in results] == [3, 3]  # feminine members only
    # Deterministic selection: the first n accurate pairs in file order.
    assert [row["pair"] for row in results[0].spans] == ["0", "1", "3"]
    assert [row["pair"] for row in results[1].spans] == ["0", "1", "2"]
    assert all(row["gender"] == "female" for r in results for row in r.spans)
    # The aggregate is the mean of the sentences' matrices.
    m = AttentionModel(tiny_models["plain"])
    recs = [r for r in read_pairs(plain) if r.cue_gender == "female" and r.pair in ("0", "1", "3")]
    expected = np.mean([m.measure(r).cue for r in recs], axis=0)
    assert np.allclose(results[0].cue, expected, atol=1e-12)
    assert results[0].signature.as_dict()["n"] == "3"
    assert results[0].signature.as_dict()["template"] == "plain"
    assert results[1].signature.as_dict()["template"] == "chat"

    both = analyse(models, [plain, chat], cue_gender="all", max_pairs=2)
    assert [r.n for r in both] == [2, 2] and [r.sentences for r in both] == [4, 4]

    doc = write_outputs(results, tmp_path / "out", layers="1-1")
    saved = json.loads((tmp_path / "out" / "attention.json").read_text(encoding="utf-8"))
    assert saved["n"] == 3 and saved["kind"] == "fairmt-attention"
    assert len(saved["models"][0]["cue"]) == 2 and len(saved["models"][0]["cue"][0]) == 2
    lo, hi = saved["scales"]["cue"]
    assert lo == 0 and hi == pytest.approx(max(float(r.cue.max()) for r in results))
    assert doc["files"]["plain"] == ["spans_plain.jsonl", "cue_plain.png", "prompt_plain.png"]
    image = pytest.importorskip("PIL.Image").open(tmp_path / "out" / "cue_plain.png")
    n_heads = len(saved["models"][0]["cue"][0])
    title = "plain: attention from the target word to the cue"
    assert image.format == "PNG" and image.size == astuple(layout(1, n_heads, title=title))[:2]


def test_cli(tiny_models: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fairmt.cli.main import main

    pairs = _write_jsonl(tmp_path / "pairs.jsonl", _rows())
    out = tmp_path / "out"
    rc = main(
        [
            "attention",
            "--model",
            f"A={tiny_models['plain']}",
            "--model",
            f"B={tiny_models['chat']}",
            "--pairs",
            str(pairs),
            "--out-dir",
            str(out),
            "--max-pairs",
            "2",
        ]
    )
    assert rc == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["n"] == 2 and [m["label"] for m in summary["models"]] == ["A", "B"]
    assert "template_hash:" in summary["models"][0]["signature"]
    for name in ("attention.json", "cue_A.png", "cue_B.png", "prompt_A.png", "spans_B.jsonl"):
        assert (out / name).is_file()

    rc = main(["attention", "--model", str(tmp_path / "nope"), "--pairs", str(pairs), "--out-dir", str(out)])
    assert rc == EXIT_MISSING_DEPENDENCY


def test_bad_input(tiny_models: dict[str, Path], tmp_path: Path) -> None:
    from fairmt.diagnostics.attention import analyse

    rows = _rows()
    rows[3]["target"] = "astronauta"
    bad = _write_jsonl(tmp_path / "bad.jsonl", rows)
    with pytest.raises(DataError, match=r"bad.jsonl:4: target 'astronauta'"):
        analyse([("plain", tiny_models["plain"])], [bad])
    none = _write_jsonl(tmp_path / "none.jsonl", _rows([False, False, False, False]))
    with pytest.raises(DataError, match="no accurate pair"):
        analyse([("plain", tiny_models["plain"])], [none])


def test_from_loaded_matches_path(tiny_models: dict[str, Path]) -> None:
    import numpy as np
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    folder = tiny_models["plain"]
    src, fem, _ = SENTENCES[2]
    rec = record_from_row({"source": src, "translation": fem, "target": "meccanica", "gold": "female"})
    tok = AutoTokenizer.from_pretrained(str(folder))
    model = AutoModelForCausalLM.from_pretrained(str(folder), attn_implementation="eager")
    wrapped = AttentionModel.from_loaded(model, tok, label="mem")
    by_path = AttentionModel(folder)
    assert (wrapped.device, wrapped.dtype, wrapped.template) == ("cpu", "float32", "plain")
    a, b = wrapped.measure(rec), by_path.measure(rec)
    assert a.encoding == b.encoding
    assert np.array_equal(a.cue, b.cue) and np.array_equal(a.prompt, b.prompt)
    sdpa = AutoModelForCausalLM.from_pretrained(str(folder), attn_implementation="sdpa")
    with pytest.raises(UsageError, match="eager"):
        AttentionModel.from_loaded(sdpa, tok)


@pytest.mark.parametrize("kind", ["plain", "chat"])
def test_prompt_is_the_translation_engines(tiny_models: dict[str, Path], kind: str) -> None:
    """Translations are teacher-forced after exactly the text hf-causal generated them from."""
    hf = pytest.importorskip("fairmt.translate.hf", reason="the translation engines are not in this checkout")
    from fairmt.diagnostics.attention import AttentionModel, record_from_row

    engine = hf.HFCausalTranslator("en", "it", model=str(tiny_models[kind]))
    m = AttentionModel(tiny_models[kind])
    assert m.template == engine.template == kind
    src, fem, _ = SENTENCES[0]
    prompt, sep = m.prompt(src)
    assert sep == (" " if kind == "plain" else "")
    assert prompt == engine.prompt(src)
    assert m.template_hash == engine.prompt_hash()
    enc = m.encode(record_from_row({"source": src, "translation": fem, "target": "dottoressa", "cue": "her"}))
    encode = getattr(engine, "_encode", None)  # the engine's prompt ids, where it exposes them
    if encode is not None:
        assert enc.input_ids[: enc.prompt_len] == encode(src)
