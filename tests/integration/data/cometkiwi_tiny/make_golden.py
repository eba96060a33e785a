"""Rebuild the tiny COMETKiwi-style checkpoints here and the scores unbabel-comet gives them.

Needs ``unbabel-comet`` (2.2.7 made the committed files; it pins numpy < 2, so use a scratch
environment: ``pip install torch unbabel-comet 'setuptools<81' 'sentencepiece<0.2.3'``) and
is not run by the tests. Each model is a COMET ``UnifiedMetric`` — the class of the released
COMETKiwi models — on a two-layer XLM-R (or XLM-R XL) whose SentencePiece tokenizer is
trained on a few sentences. Scores come from ``comet.load_from_checkpoint`` and
``model.predict`` (batch size 1), the path of ``comet-score``; then ``pretrained_model`` is
set to a name that exists nowhere, so the tests must pass the encoder folder.

    python tests/integration/data/cometkiwi_tiny/make_golden.py
"""

from __future__ import annotations

import importlib.metadata
import io
import json
import shutil
import tempfile
from pathlib import Path

import pytorch_lightning as pl
import sentencepiece as spm
import torch
import yaml
from comet import load_from_checkpoint
from comet.models import UnifiedMetric
from transformers import XLMRobertaConfig, XLMRobertaTokenizer, XLMRobertaTokenizerFast, XLMRobertaXLConfig

HERE = Path(__file__).resolve().parent
SENTENCES = [
    "The doctor asked the nurse to help her with the procedure.",
    "La doctora pidió a la enfermera que la ayudara con el procedimiento.",
    "The developer argued with the designer because he did not like the design.",
    "El desarrollador discutió con el diseñador porque no le gustaba el diseño.",
    "Der Arzt fragte die Krankenschwester, ob sie ihm helfen könne.",
    "Le médecin a demandé à l'infirmière de l'aider.",
    "The mechanic gave the clerk a present because she won the lottery.",
    "Il meccanico ha dato un regalo all'impiegata perché lei ha vinto la lotteria.",
]
LONG = " ".join(SENTENCES)
PAIRS = [
    ["The doctor asked the nurse to help her.", "La doctora pidió ayuda a la enfermera."],
    ["Hi", "Hola"],
    [SENTENCES[2], SENTENCES[3]],
    ["The nurse", "Die Krankenschwester"],
    ["The mechanic gave the clerk a present.", "Le mécanicien a donné un cadeau à l'employée."],
    ["", ""],
    ["The doctor <pad> asked.", "Le médecin <pad> a demandé."],
    [LONG, "Une phrase."],  # the source is cut to the encoder's length
    [LONG, LONG + " " + LONG],  # both are, and then the joined input
    ["The clerk won the lottery.", "L'impiegata ha vinto la lotteria."],
]
#: name -> (XL encoder?, UnifiedMetric arguments)
MODELS = {
    # As Unbabel/wmt22-cometkiwi-da: softmax mix ("sparsemax_patch"), no layer norm, no final activation.
    "22": (False, {"layer_transformation": "sparsemax_patch", "layer_norm": False, "final_activation": None}),
    # The other branches: sparsemax mix, layer norm, a final sigmoid, a word-level head.
    "22-sparsemax": (
        False,
        {
            "layer_transformation": "sparsemax",
            "layer_norm": True,
            "final_activation": "Sigmoid",
            "word_level_training": True,
            "word_layer": 2,
        },
    ),
    "xl": (True, {"layer_transformation": "sparsemax_patch", "layer_norm": False, "final_activation": None}),
}


def tokenizer_and_config(folder: Path, xl: bool) -> None:
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(SENTENCES * 4),
        model_writer=buf,
        vocab_size=150,
        model_type="unigram",
        character_coverage=1.0,
        hard_vocab_limit=False,
        minloglevel=2,
        num_threads=1,
        normalization_rule_name="identity",  # no NFKC table: keeps the files small
        pad_id=-1,
        bos_id=-1,
        eos_id=-1,
        unk_id=0,
    )
    folder.mkdir(parents=True)
    (folder / "sentencepiece.bpe.model").write_bytes(buf.getvalue())
    XLMRobertaTokenizer(vocab_file=str(folder / "sentencepiece.bpe.model")).save_pretrained(folder)
    tok = XLMRobertaTokenizerFast.from_pretrained(folder)
    tok.save_pretrained(folder)
    cfg_cls = XLMRobertaXLConfig if xl else XLMRobertaConfig
    cfg_cls(
        vocab_size=len(tok),
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=40,
        initializer_range=0.2,
        pad_token_id=tok.pad_token_id,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
    ).save_pretrained(folder)


def save(model: UnifiedMetric, folder: Path, hp: dict) -> None:
    (folder / "checkpoints").mkdir(parents=True)
    blob = {
        "state_dict": model.state_dict(),
        "hyper_parameters": hp,
        "pytorch-lightning_version": pl.__version__,
    }
    torch.save(blob, folder / "checkpoints" / "model.ckpt")
    (folder / "hparams.yaml").write_text(yaml.safe_dump(hp), encoding="utf-8")


def main() -> None:
    for name in ("encoder", "encoder-xl", *MODELS):
        shutil.rmtree(HERE / name, ignore_errors=True)
    tokenizer_and_config(HERE / "encoder", xl=False)
    tokenizer_and_config(HERE / "encoder-xl", xl=True)
    expected: dict[str, object] = {
        "made_with": {p: importlib.metadata.version(p) for p in ("unbabel-comet", "torch", "transformers")},
        "pairs": PAIRS,
        "scores": {},
    }
    tmp = Path(tempfile.mkdtemp())
    for seed, (name, (xl, kwargs)) in enumerate(MODELS.items()):
        torch.manual_seed(seed)
        enc = HERE / ("encoder-xl" if xl else "encoder")
        model = UnifiedMetric(
            encoder_model="XLM-RoBERTa-XL" if xl else "XLM-RoBERTa",
            pretrained_model=str(enc),
            sent_layer="mix",
            hidden_sizes=[16, 8],
            activations="Tanh",
            input_segments=["mt", "src"],
            load_pretrained_weights=False,
            local_files_only=True,
            **kwargs,
        )
        with torch.no_grad():  # layer weights and gamma away from their initial values
            # sparsemax of (0.1, 0.5, 0.7) is (0, 0.4, 0.6): the embeddings layer drops out
            for p, w in zip(model.layerwise_attention.scalar_parameters, (0.1, 0.5, 0.7), strict=True):
                p.fill_(w)
            model.layerwise_attention.gamma.fill_(1.3)
        hp = dict(model.hparams)
        save(model, tmp / name, hp)
        loaded = load_from_checkpoint(str(tmp / name / "checkpoints" / "model.ckpt"))
        samples = [{"src": s, "mt": t} for s, t in PAIRS]
        out = loaded.predict(samples, batch_size=1, gpus=0, progress_bar=False)
        expected["scores"][name] = [float(x) for x in out.scores]  # type: ignore[index]
        hp["pretrained_model"] = "fairmt-tests/no-such-encoder"
        save(model, HERE / name, hp)
    (HERE / "expected.json").write_text(
        json.dumps(expected, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
