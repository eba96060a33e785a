"""Attention extraction time per sentence (``fairmt attention``) and peak memory.

Usage: python benchmarks/bench_attention.py [--shape tiny|small|7b] [-n 200] [--device cpu]
       [--dtype float32] [--template plain|chat] [--threads 1]
       python benchmarks/bench_attention.py --model DIR --pairs FILE [-n 200] [--device cuda]

Without ``--model`` a randomly initialised Llama of the chosen shape is built in memory
(``tiny``: 2 layers × 2 heads, hidden 32; ``small``: 8 × 8, hidden 256; ``7b``: Llama-2-7B's
32 × 32, hidden 4096, MLP 11008 — needs a GPU and about 14 GB in bfloat16) with a small BPE
tokenizer trained here on WinoMT-like sentences, and the sentences are WinoMT-like pairs
with numbered variants. One sentence = tokenise prompt + translation, one teacher-forced
forward pass with attentions, and the layer × head reductions (cue, prompt, secondary).
Reports the mean and median time per sentence after two warm-up sentences, the sequence
length, peak RSS and (on CUDA) peak GPU memory.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import sys
import time
from typing import Any

SENTENCES = [
    (
        "The doctor asked the nurse to help her.",
        "La dottoressa ha chiesto all'infermiere di aiutarla.",
        "dottoressa",
        "infermiere",
    ),
    (
        "The developer argued with the designer because she did not like the design.",
        "La sviluppatrice ha litigato con il designer perché non le piaceva il design.",
        "sviluppatrice",
        "designer",
    ),
    (
        "The mechanic gave the clerk a present because she won the lottery.",
        "La meccanica ha dato un regalo all'impiegato perché ha vinto la lotteria.",
        "meccanica",
        "impiegato",
    ),
    (
        "The nurse thanked the surgeon because she was kind.",
        "L'infermiera ha ringraziato il chirurgo perché era gentile.",
        "infermiera",
        "chirurgo",
    ),
]
SHAPES = {
    "tiny": {"hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 2, "num_attention_heads": 2},
    "small": {"hidden_size": 256, "intermediate_size": 688, "num_hidden_layers": 8, "num_attention_heads": 8},
    "7b": {
        "hidden_size": 4096,
        "intermediate_size": 11008,
        "num_hidden_layers": 32,
        "num_attention_heads": 32,
    },
}
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n"
    "{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def build_tokenizer(chat: bool) -> Any:
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    head = "Translate the following text from English into Italian.\nEnglish: "
    corpus = [f"{head}{s}\nItalian: {t}" for s, t, _, _ in SENTENCES] * 4
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Metaspace()
    tok.decoder = decoders.Metaspace()
    specials = ["<unk>", "<s>", "</s>", "<|im_start|>", "<|im_end|>"]
    tok.train_from_iterator(
        corpus, trainers.BpeTrainer(vocab_size=400, special_tokens=specials, show_progress=False)
    )
    tok.post_processor = processors.TemplateProcessing(
        single="<s> $A", special_tokens=[("<s>", tok.token_to_id("<s>"))]
    )
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
    if chat:
        fast.chat_template = CHAT_TEMPLATE
    return fast


def build_model(shape: str, vocab: int, device: str, dtype: str) -> Any:
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = dict(SHAPES[shape])
    config = LlamaConfig(
        vocab_size=vocab,
        num_key_value_heads=cfg["num_attention_heads"],
        max_position_embeddings=1024,
        attn_implementation="eager",
        **cfg,
    )
    torch.manual_seed(0)
    with torch.device(device):
        model = LlamaForCausalLM(config).to(getattr(torch, dtype))
    model.eval()
    return model


def synthetic_records(n: int) -> list[Any]:
    from fairmt.diagnostics.attention import record_from_row

    out = []
    for i in range(n):
        src, mt, target, secondary = SENTENCES[i % len(SENTENCES)]
        k = i // len(SENTENCES)
        row = {
            "pair": i,
            "source": src if k == 0 else f"{src} ({k})",
            "translation": mt if k == 0 else f"{mt} ({k})",
            "target": target,
            "gold": "female",
            "secondary": secondary,
        }
        out.append(record_from_row(row, "<bench>", i + 1))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", choices=sorted(SHAPES), default="tiny")
    ap.add_argument("--model", default=None, help="a local model folder instead of a random Llama")
    ap.add_argument("--pairs", default=None, help="with --model: its pairs file (else synthetic sentences)")
    ap.add_argument("-n", type=int, default=200, help="sentences (default 200)")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--dtype", default=None, help="float32 (default on CPU) or bfloat16 (default on CUDA)")
    ap.add_argument("--template", choices=("plain", "chat"), default="plain")
    ap.add_argument("--query", choices=("generating", "target"), default="generating")
    ap.add_argument("--threads", type=int, default=None, help="torch CPU threads (default: torch's)")
    args = ap.parse_args()
    dtype = args.dtype or ("bfloat16" if args.device.startswith("cuda") else "float32")

    import torch

    from fairmt.diagnostics.attention import AttentionModel, accurate_pairs, read_pairs

    if args.threads:
        torch.set_num_threads(args.threads)

    t0 = time.perf_counter()
    if args.model:
        m = AttentionModel(args.model, device=args.device, dtype=dtype, query=args.query)
        what = f"{args.model} ({m.n_layers} layers × {m.n_heads} heads)"
    else:
        tok = build_tokenizer(args.template == "chat")
        model = build_model(args.shape, len(tok), args.device, dtype)
        m = AttentionModel.from_loaded(model, tok, label=args.shape, template=args.template, query=args.query)
        what = f"random Llama '{args.shape}' ({m.n_layers} layers × {m.n_heads} heads, {dtype})"
    t_load = time.perf_counter() - t0
    if args.pairs:
        records = [r for g in accurate_pairs(read_pairs(args.pairs), "all") for r in g][: args.n]
    else:
        records = synthetic_records(args.n)

    cuda = args.device.startswith("cuda")
    for r in records[:2]:
        m.measure(r)  # warm-up
    if cuda:
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
    times, lengths = [], []
    t_all = time.perf_counter()
    for r in records:
        t = time.perf_counter()
        s = m.measure(r)
        times.append(time.perf_counter() - t)
        lengths.append(len(s.encoding.input_ids))
    total = time.perf_counter() - t_all

    print(f"model: {what}")
    cpus = os.cpu_count()
    print(
        f"machine: {platform.machine()}, {cpus} CPUs ({torch.get_num_threads()} torch threads), "
        f"torch {torch.__version__}, device {args.device}"
    )
    print(f"load/build: {t_load:.2f} s")
    mean_len = statistics.mean(lengths)
    print(f"sentences: {len(records)}, tokens per sentence: mean {mean_len:.0f}, max {max(lengths)}")
    print(
        f"per sentence: mean {1000 * statistics.mean(times):.2f} ms, "
        f"median {1000 * statistics.median(times):.2f} ms ({len(records) / total:.1f} sentences/s)"
    )
    print(f"peak RSS: {peak_rss_mb():.0f} MB")
    if cuda:
        print(f"peak GPU memory: {torch.cuda.max_memory_allocated() / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
