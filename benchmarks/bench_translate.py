"""Translation throughput of ``fairmt translate``'s engines: lines/s and peak memory.

Usage: python benchmarks/bench_translate.py [-n 1000] [--hf-n 64] [--data-dir DIR] [--json FILE]
       [--skip-apertium] [--skip-hf] [--hf-model PATH --hf-engine hf-causal|hf-seq2seq --device cpu]

Sentences: the first ``n`` of WinoMT's ``en.txt`` (``--data-dir`` / ``$FAIRMT_DATA_DIR`` /
``../shared/data``), else a built-in list repeated.

* **apertium** (en→es): the engine as shipped (the stages that keep state across sentences,
  i.e. the tagger, once per sentence; the rest once per batch), next to ``apertium -u -f txt
  eng-spa`` run once over all lines (one stream: fastest, but a line's translation may then
  depend on the lines before it; the number of lines that differ from the engine's is
  printed) and the ``process`` isolation (one ``apertium`` run per line) on a sample. Peak
  RSS of the Apertium programs (children) and of this process.
* **hf**: tiny random models built here (a 2-layer Llama and a 2-layer Marian, byte-level BPE
  trained here: gibberish, but the real code path), or ``--hf-model`` for a real local
  model; batch size 1 vs 16 on the same ``--hf-n`` sentences, with a check that both give
  identical outputs; peak RSS (and peak GPU memory on CUDA).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
FALLBACK = [
    "The developer argued with the designer because she did not like the design.",
    "The mechanic gave the clerk a present because he won the lottery.",
    "The nurse helped the cook because she was tired.",
    "The farmer saw the baker had a lot of bread and asked him to share.",
]


def peak_mb(who: int = resource.RUSAGE_SELF) -> float:
    return resource.getrusage(who).ru_maxrss / 1024


def load_sentences(n: int, data_dir: str | None) -> tuple[list[str], str]:
    for root in (data_dir, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        f = Path(root) / "winomt" / "en.txt" if root else None
        if f is not None and f.is_file():
            rows = f.read_text(encoding="utf-8").splitlines()
            return [r.split("\t")[2] for r in rows[:n]], f"WinoMT en.txt, first {min(n, len(rows))}"
    return [FALLBACK[i % len(FALLBACK)] for i in range(n)], "built-in sentences, repeated"


def bench_apertium(sentences: list[str], sample: int) -> dict[str, Any]:
    from fairmt.translate.apertium import ApertiumTranslator, installed_modes

    if "eng-spa" not in installed_modes():
        return {"skipped": "apertium-eng-spa not installed"}
    eng = ApertiumTranslator("en", "es")
    t0 = time.perf_counter()
    ours = eng.translate(sentences)
    t_ours = time.perf_counter() - t0

    t0 = time.perf_counter()
    r = subprocess.run(
        ["apertium", "-u", "-f", "txt", "eng-spa"],
        input="".join(s + "\n\n" for s in sentences),
        capture_output=True,
        text=True,
        check=True,
    )
    t_stream = time.perf_counter() - t0
    stream = r.stdout.split("\n\n")[: len(sentences)]
    differ = sum(a != b for a, b in zip(ours, stream, strict=False))

    k = min(sample, len(sentences))
    proc = ApertiumTranslator("en", "es", isolation="process")
    t0 = time.perf_counter()
    ref = proc.translate(sentences[:k])
    t_proc = time.perf_counter() - t0
    return {
        "lines": len(sentences),
        "engine_seconds": round(t_ours, 2),
        "engine_lines_per_s": round(len(sentences) / t_ours, 1),
        "one_stream_seconds": round(t_stream, 2),
        "one_stream_lines_per_s": round(len(sentences) / t_stream, 1),
        "one_stream_lines_differing_from_alone": differ,
        "process_sample": k,
        "process_lines_per_s": round(k / t_proc, 1),
        "engine_equals_process_on_sample": ours[:k] == ref,
        "workers": eng.workers,
        "peak_rss_children_mb": round(peak_mb(resource.RUSAGE_CHILDREN)),
        "signature_model": eng.version(),
    }


def build_tiny_models(root: Path) -> dict[str, Path]:
    """A 2-layer Llama and a 2-layer Marian with random weights and a byte-level BPE trained here."""
    import torch
    import transformers
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

    def tokenizer(single: str, special: tuple[str, int]) -> Any:
        tok = Tokenizer(models.BPE())
        tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
        tok.decoder = decoders.ByteLevel()
        trainer = trainers.BpeTrainer(
            vocab_size=400,
            special_tokens=["<pad>", "<s>", "</s>", "<unk>"],
            initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
            show_progress=False,
        )
        tok.train_from_iterator(FALLBACK * 20, trainer)
        tok.post_processor = processors.TemplateProcessing(single=single, special_tokens=[special])
        return transformers.PreTrainedTokenizerFast(
            tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>"
        )

    torch.manual_seed(0)
    llama_tok = tokenizer("<s> $A", ("<s>", 1))
    llama = transformers.LlamaForCausalLM(
        transformers.LlamaConfig(
            vocab_size=len(llama_tok),
            hidden_size=64,
            intermediate_size=128,
            num_hidden_layers=2,
            num_attention_heads=4,
            num_key_value_heads=2,
            max_position_embeddings=512,
            bos_token_id=1,
            eos_token_id=2,
            pad_token_id=0,
        )
    )
    llama.save_pretrained(root / "llama")
    llama_tok.save_pretrained(root / "llama")
    marian_tok = tokenizer("$A </s>", ("</s>", 2))
    marian = transformers.MarianMTModel(
        transformers.MarianConfig(
            vocab_size=len(marian_tok),
            d_model=64,
            encoder_layers=2,
            decoder_layers=2,
            encoder_attention_heads=4,
            decoder_attention_heads=4,
            encoder_ffn_dim=128,
            decoder_ffn_dim=128,
            max_position_embeddings=256,
            pad_token_id=0,
            eos_token_id=2,
            decoder_start_token_id=0,
            init_std=1.0,
            scale_embedding=False,
        )
    )
    marian.save_pretrained(root / "marian")
    marian_tok.save_pretrained(root / "marian")
    return {"hf-causal": root / "llama", "hf-seq2seq": root / "marian"}


def bench_hf(
    engine: str, model: Path | str, sentences: list[str], max_new_tokens: int, device: str
) -> dict[str, Any]:
    import torch

    from fairmt.translate import get_engine

    eng = get_engine(
        engine, src_lang="en", tgt_lang="es", model=str(model), max_new_tokens=max_new_tokens, device=device
    )
    if eng.device.startswith("cuda"):
        torch.cuda.reset_peak_memory_stats()
    out: dict[str, Any] = {"model": eng.version(), "lines": len(sentences), "max_new_tokens": max_new_tokens}
    results = {}
    for bs in (1, 16):
        t0 = time.perf_counter()
        results[bs] = eng.translate(sentences, batch_size=bs)
        dt = time.perf_counter() - t0
        out[f"batch_{bs}_seconds"] = round(dt, 2)
        out[f"batch_{bs}_lines_per_s"] = round(len(sentences) / dt, 1)
    out["identical_outputs"] = results[1] == results[16]
    out["peak_rss_mb"] = round(peak_mb())
    if eng.device.startswith("cuda"):
        out["peak_gpu_mb"] = round(torch.cuda.max_memory_allocated() / 2**20)
    out["device"] = eng.device
    out["torch_threads"] = torch.get_num_threads()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=1000, help="Apertium lines (default 1000)")
    ap.add_argument("--process-sample", type=int, default=50, help="lines for the per-process reference")
    ap.add_argument("--hf-n", type=int, default=64, help="lines for the HF engines (default 64)")
    ap.add_argument("--max-new-tokens", type=int, default=32)
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--hf-model", default=None, help="a real local model instead of the tiny ones")
    ap.add_argument("--hf-engine", default="hf-causal", choices=("hf-causal", "hf-seq2seq"))
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--skip-apertium", action="store_true")
    ap.add_argument("--skip-hf", action="store_true")
    ap.add_argument("--json", default=None, metavar="FILE", help="also write the results here")
    args = ap.parse_args()

    report: dict[str, Any] = {"cpus": os.cpu_count()}
    sentences, what = load_sentences(args.n, args.data_dir)
    report["sentences"] = what
    print(f"sentences: {what}; {os.cpu_count()} CPUs")
    if not args.skip_apertium:
        a = bench_apertium(sentences, args.process_sample)
        report["apertium"] = a
        print("apertium en-es:", json.dumps(a, ensure_ascii=False, indent=1))
    if not args.skip_hf:
        try:
            import torch  # noqa: F401
            import transformers  # noqa: F401
        except ImportError:
            report["hf"] = {"skipped": "torch/transformers not installed"}
        else:
            hf_sents = sentences[: args.hf_n]
            with tempfile.TemporaryDirectory() as tmp:
                if args.hf_model:
                    targets: dict[str, Path | str] = {args.hf_engine: args.hf_model}
                else:
                    targets = dict(build_tiny_models(Path(tmp)))
                report["hf"] = {}
                for engine, model in targets.items():
                    h = bench_hf(engine, model, hf_sents, args.max_new_tokens, args.device)
                    report["hf"][engine] = h
                    print(f"{engine}:", json.dumps(h, ensure_ascii=False, indent=1))
    print(f"peak RSS (this process): {peak_mb():.0f} MB")
    if args.json:
        Path(args.json).write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
