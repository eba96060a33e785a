"""``hf-seq2seq`` and ``hf-causal`` on tiny models built here (random weights, a byte-level BPE trained here).

The outputs are gibberish but deterministic, which is all these tests need: batching, padding,
order, prompts, first-line cutting, offline loading, signatures. Skipped without torch and
transformers (``pip install 'fairmt[hf]'``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.errors import DataError, MissingDependencyError, UnsupportedLanguageError, UsageError
from fairmt.translate import get_engine
from fairmt.translate.hf import NLLB_CODES, HFCausalTranslator, HFSeq2SeqTranslator, _NewlineStop

pytestmark = pytest.mark.integration

torch = pytest.importorskip("torch", reason="needs torch (pip install 'fairmt[hf]')")
transformers = pytest.importorskip("transformers", reason="needs transformers (pip install 'fairmt[hf]')")
tokenizers = pytest.importorskip("tokenizers", reason="needs tokenizers (comes with transformers)")

CORPUS = [
    "The doctor asked the nurse to help her.",
    "El doctor pidió a la enfermera que la ayudara.",
    "Translate the following text from English into Spanish.\nEnglish: hi\nSpanish: hola",
    "The developer argued with the designer because she did not like the design.",
    "La desarrolladora discutió con el diseñador porque no le gustó el diseño.",
]
SOURCES = [
    "The doctor asked the nurse to help her.",
    "Hi.",
    "The developer argued with the designer because she did not like the design.",
    "El doctor",
    "a b c d e f g",
    "nurse",
    "The nurse helped the cook because he was tired.",
    "",
    "Translate",
]
CHAT_TEMPLATE = (
    "{% for m in messages %}<s>[{{ m['role'] }}] {{ m['content'] }}\n{% endfor %}"
    "{% if add_generation_prompt %}[assistant] {% endif %}"
)


def _tokenizer(eos_after: bool, pad: bool = True) -> Any:
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400,
        special_tokens=["<pad>", "<s>", "</s>", "<unk>"],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(CORPUS * 20, trainer)
    if eos_after:  # an encoder input ends with </s>, as Marian's
        tok.post_processor = processors.TemplateProcessing(single="$A </s>", special_tokens=[("</s>", 2)])
    else:  # a decoder-only prompt starts with <s>, as Llama's
        tok.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", 1)])
    kw = {"pad_token": "<pad>"} if pad else {}
    return transformers.PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>", **kw
    )


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("tiny-models")
    out: dict[str, Path] = {}
    tok = _tokenizer(eos_after=False)
    config = transformers.LlamaConfig(
        vocab_size=len(tok),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=512,
        bos_token_id=1,
        eos_token_id=2,
        pad_token_id=0,
    )
    torch.manual_seed(0)
    llama = transformers.LlamaForCausalLM(config)
    for name, chat, pad in (
        ("llama", False, True),
        ("llama-chat", True, True),
        ("llama-nopad", False, False),
    ):
        t = _tokenizer(eos_after=False, pad=pad)
        if chat:
            t.chat_template = CHAT_TEMPLATE
        llama.save_pretrained(root / name)
        t.save_pretrained(root / name)
        out[name] = root / name
    mconf = transformers.MarianConfig(
        vocab_size=len(tok),
        d_model=32,
        encoder_layers=2,
        decoder_layers=2,
        encoder_attention_heads=4,
        decoder_attention_heads=4,
        encoder_ffn_dim=64,
        decoder_ffn_dim=64,
        max_position_embeddings=256,
        pad_token_id=0,
        eos_token_id=2,
        decoder_start_token_id=0,
        init_std=1.0,  # large random weights, so that outputs depend on the source
        scale_embedding=False,
    )
    torch.manual_seed(0)
    transformers.MarianMTModel(mconf).save_pretrained(root / "marian")
    _tokenizer(eos_after=True).save_pretrained(root / "marian")
    out["marian"] = root / "marian"
    return out


def _engine(kind: str, path: Path, **kw: Any) -> Any:
    return get_engine(kind, src_lang="en", tgt_lang="es", model=str(path), max_new_tokens=16, **kw)


@pytest.mark.parametrize(
    ("kind", "model"), [("hf-causal", "llama"), ("hf-causal", "llama-chat"), ("hf-seq2seq", "marian")]
)
def test_batching_never_changes_outputs(models: dict[str, Path], kind: str, model: str) -> None:
    eng = _engine(kind, models[model])
    one = eng.translate(SOURCES, batch_size=1)
    assert eng.translate(SOURCES, batch_size=4) == one
    assert eng.translate(SOURCES, batch_size=16) == one
    assert len(one) == len(SOURCES) and one[7] == ""  # the empty source
    assert len({o for o in one if o}) >= 3  # the outputs do depend on the source
    assert all("\n" not in o and o == o.strip() for o in one)
    # Order: a shuffled input gives the shuffled outputs.
    perm = [3, 0, 8, 6, 1, 5, 2, 4, 7]
    assert eng.translate([SOURCES[i] for i in perm], batch_size=4) == [one[i] for i in perm]
    # A second load of the same folder gives the same outputs.
    assert _engine(kind, models[model]).translate(SOURCES[:3], batch_size=2) == one[:3]


def test_causal_left_padding_continues_like_unpadded(models: dict[str, Path]) -> None:
    eng = _engine("hf-causal", models["llama"])
    assert eng.tokenizer.padding_side == "left"
    # The longest and a short source in one batch, then each alone.
    pair = [SOURCES[2], SOURCES[1]]
    assert eng.translate(pair, batch_size=2) == [eng.translate([s])[0] for s in pair]


def test_prompts(models: dict[str, Path]) -> None:
    plain = _engine("hf-causal", models["llama"])
    chat = _engine("hf-causal", models["llama-chat"])
    assert plain.template == "plain" and chat.template == "chat"
    assert (
        plain.prompt("Hi.")
        == "Translate the following text from English into Spanish.\nEnglish: Hi.\nSpanish:"
    )
    assert chat.prompt("Hi.") == f"<s>[user] {plain.prompt('Hi.')}\n[assistant] "
    # The chat prompt's own <s> is the only one: no second BOS from the tokenizer.
    ids = chat._encode("Hi.")
    assert ids.count(chat.tokenizer.bos_token_id) == 1 and ids[0] == chat.tokenizer.bos_token_id
    assert plain._encode("Hi.")[0] == plain.tokenizer.bos_token_id
    forced_plain = _engine("hf-causal", models["llama-chat"], template="plain")
    assert forced_plain.template == "plain"
    with pytest.raises(UsageError, match="has none"):
        _engine("hf-causal", models["llama"], template="chat")
    with pytest.raises(UsageError, match="template must be one of"):
        _engine("hf-causal", models["llama"], template="fancy")
    sig_plain, sig_chat = dict(plain.signature_items()), dict(chat.signature_items())
    assert sig_plain["template"] == "plain" and sig_chat["template"] == "chat"
    assert sig_plain["prompt"] != sig_chat["prompt"] != dict(forced_plain.signature_items())["prompt"]
    assert sig_plain["decoding"] == "greedy" and sig_plain["max_new_tokens"] == 16
    assert sig_plain["output"] == "first-line"


def test_first_line_and_newline_stop(models: dict[str, Path]) -> None:
    assert HFCausalTranslator.first_line("  \n\n El médico \nEnglish: more") == "El médico"
    assert HFCausalTranslator.first_line("\n") == ""
    tok = _engine("hf-causal", models["llama"]).tokenizer
    prompt = tok("English:")["input_ids"]
    stop = _NewlineStop(tok, len(prompt), torch)
    rows = [
        prompt + tok("\n hola", add_special_tokens=False)["input_ids"],  # leading newline: go on
        prompt + tok(" hola\nEng", add_special_tokens=False)["input_ids"],  # text, then a newline: stop
    ]
    width = max(map(len, rows))
    ids = torch.tensor([r + [0] * (width - len(r)) for r in rows])
    assert stop(ids, None).tolist() == [False, True]


def test_pad_falls_back_to_eos(models: dict[str, Path]) -> None:
    eng = _engine("hf-causal", models["llama-nopad"])
    assert eng.tokenizer.pad_token == "</s>"
    ref = _engine("hf-causal", models["llama"])
    assert eng.translate(SOURCES[:4], batch_size=4) == ref.translate(SOURCES[:4], batch_size=1)


def test_wrong_kind_of_model(models: dict[str, Path]) -> None:
    with pytest.raises(DataError, match="hf-causal"):
        _engine("hf-seq2seq", models["llama"])
    with pytest.raises(DataError, match="hf-seq2seq"):
        _engine("hf-causal", models["marian"])


def test_offline_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    with pytest.raises(MissingDependencyError, match="allow-download"):
        get_engine("hf-seq2seq", src_lang="en", tgt_lang="es", model="fairmt-test/no-such-model")
    with pytest.raises(DataError, match="model folder not found"):
        get_engine("hf-causal", src_lang="en", tgt_lang="es", model=str(tmp_path / "missing"))
    with pytest.raises(UsageError, match="give the model"):
        get_engine("hf-causal", src_lang="en", tgt_lang="es")


def test_options_checked(models: dict[str, Path]) -> None:
    with pytest.raises(UsageError, match="dtype"):
        _engine("hf-causal", models["llama"], dtype="int3")
    with pytest.raises(UsageError, match="not a device"):
        _engine("hf-causal", models["llama"], device="warp-drive")
    if not torch.cuda.is_available():
        with pytest.raises(UsageError, match="no CUDA device"):
            _engine("hf-causal", models["llama"], device="cuda")
    with pytest.raises(UnsupportedLanguageError):
        get_engine("hf-causal", src_lang="en", tgt_lang="tlh", model=str(models["llama"]))


def test_signature_identifies_the_model(models: dict[str, Path], tmp_path: Path) -> None:
    import shutil

    a = dict(_engine("hf-seq2seq", models["marian"]).signature_items())
    assert a["engine"] == "hf-seq2seq" and a["pair"] == "en-es"
    assert str(a["model"]).startswith("marian@") and a["dtype"] == "float32" and a["device"] == "cpu"
    # Other weights under the same name: another fingerprint.
    other = tmp_path / "marian"
    shutil.copytree(models["marian"], other)
    state = transformers.MarianMTModel.from_pretrained(other)
    with torch.no_grad():
        next(state.parameters()).add_(1.0)
    state.save_pretrained(other)
    b = dict(_engine("hf-seq2seq", other).signature_items())
    assert a["model"] != b["model"]


def test_source_prefix(models: dict[str, Path]) -> None:
    plain = _engine("hf-seq2seq", models["marian"])
    prefixed = _engine("hf-seq2seq", models["marian"], source_prefix=">>spa<< ")
    assert "source_prefix" in dict(prefixed.signature_items())
    assert prefixed.translate(["nurse"]) == plain.translate([">>spa<< nurse"])


class _FakeNllbTokenizer:
    """Stands in for NllbTokenizerFast: knows some FLORES codes."""

    unk_token_id = 3

    def __init__(self, known: set[str]) -> None:
        self.known = known

    def convert_tokens_to_ids(self, token: str) -> int:
        return 100 + sorted(self.known).index(token) if token in self.known else 3


def test_nllb_language_codes() -> None:
    tok_cls = type("NllbTokenizerFast", (_FakeNllbTokenizer,), {})
    eng = HFSeq2SeqTranslator.__new__(HFSeq2SeqTranslator)
    eng.src_lang, eng.tgt_lang, eng.model_name = "en", "it", "nllb-test"
    eng.tokenizer = tok_cls({"eng_Latn", "ita_Latn"})
    assert eng._language_codes() == ("nllb", "eng_Latn", "ita_Latn")
    eng.family, eng.src_code, eng.tgt_code = "nllb", "eng_Latn", "ita_Latn"
    assert eng._forced_bos() == eng.tokenizer.convert_tokens_to_ids("ita_Latn")
    eng.tokenizer = tok_cls({"eng_Latn"})
    with pytest.raises(UnsupportedLanguageError, match="ita_Latn"):
        eng._language_codes()
    eng.tgt_lang = "tlh"
    with pytest.raises(UnsupportedLanguageError, match="supported pairs"):
        eng._language_codes()
    assert NLLB_CODES["es"] == "spa_Latn"


def test_cli(models: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "src.txt"
    src.write_text("\n".join(SOURCES[:5]) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    args = ["translate", "--engine", "hf-causal", "--model", str(models["llama-chat"]), "--tgt", "it"]
    args += ["--input", str(src), "-o", str(out), "-f", "jsonl", "--max-new-tokens", "8"]
    assert main([*args, "--limit", "2", "--batch-size", "1"]) == 0
    assert main([*args, "--batch-size", "4"]) == 0
    assert "(2 already done)" in capsys.readouterr().err
    rows = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert [r["src"] for r in rows] == SOURCES[:5]
    whole = tmp_path / "whole.jsonl"
    assert (
        main([*args[:-6], "--input", str(src), "-o", str(whole), "-f", "jsonl", "--max-new-tokens", "8"]) == 0
    )
    assert whole.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")
    side = json.loads((tmp_path / "out.jsonl.sig.json").read_text(encoding="utf-8"))
    assert side["signature_items"]["template"] == "chat" and side["signature_items"]["pair"] == "en-it"
