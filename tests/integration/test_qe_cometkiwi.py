"""The COMETKiwi backbones (extra ``comet``) on tiny COMET checkpoints built here.

The real checkpoints are gated and gigabytes, so a session fixture builds COMET
``UnifiedMetric`` models — the class of COMETKiwi — around a tiny XLM-R (and XLM-R XL)
encoder whose SentencePiece tokenizer is trained on a few sentences, and saves them in
the layout of the released models (``hparams.yaml`` + ``checkpoints/model.ckpt``).

Tests that need the extra skip without it, except in CI (``CI=true``), which installs it:
there a missing extra fails. The missing-checkpoint tests need no extra.
"""

from __future__ import annotations

import importlib.util
import io
import logging
import math
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from fairmt.errors import EXIT_MISSING_DEPENDENCY, DataError, UsageError
from fairmt.qe.cometkiwi import CometKiwi, CometKiwi23XL
from fairmt.qe.local_models import ModelNotFoundError

pytestmark = [
    pytest.mark.integration,
    # torchmetrics 0.10 (pinned by unbabel-comet) and Lightning warn on import and load.
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
    pytest.mark.filterwarnings("ignore::UserWarning"),
]

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

PAIRS = [
    ("The doctor asked the nurse to help her.", "La doctora pidió ayuda a la enfermera."),
    ("Hi", "Hola"),
    (
        "The developer argued with the designer because he did not like the design.",
        "El desarrollador discutió con el diseñador porque no le gustaba el diseño.",
    ),
    ("The nurse", "Die Krankenschwester"),
    ("The mechanic gave the clerk a present.", "Le mécanicien a donné un cadeau à l'employée."),
    ("", ""),
    ("The doctor", "Le médecin"),
    ("A longer sentence about the nurse, the doctor and the developer.", "Une phrase."),
    ("The clerk won the lottery.", "L'impiegata ha vinto la lotteria."),
]


def needs_comet() -> None:
    missing = [
        m for m in ("comet", "torch", "transformers", "sentencepiece") if not importlib.util.find_spec(m)
    ]
    if not missing:
        return
    msg = f"the 'comet' extra is not installed (no {', '.join(missing)}): pip install 'fairmt[comet]'"
    if os.environ.get("CI"):
        pytest.fail(msg)
    pytest.skip(msg)


def _train_tokenizer(folder: Path) -> Any:
    import sentencepiece as spm
    from transformers import XLMRobertaTokenizer, XLMRobertaTokenizerFast

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
        pad_id=-1,
        bos_id=-1,
        eos_id=-1,
        unk_id=0,
    )
    spm_file = folder / "sentencepiece.bpe.model"
    spm_file.write_bytes(buf.getvalue())
    XLMRobertaTokenizer(vocab_file=str(spm_file)).save_pretrained(folder)
    fast = XLMRobertaTokenizerFast.from_pretrained(folder)  # converted as for the real encoders
    fast.save_pretrained(folder)
    return fast


def _tiny_encoder(folder: Path, xl: bool) -> None:
    """A tiny XLM-R (or XLM-R XL) tokenizer + config folder, as `pretrained_model` of COMET."""
    from transformers import XLMRobertaConfig, XLMRobertaXLConfig

    folder.mkdir(parents=True)
    tok = _train_tokenizer(folder)
    cfg_cls = XLMRobertaXLConfig if xl else XLMRobertaConfig
    cfg = cfg_cls(
        vocab_size=len(tok),
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=130,
        pad_token_id=tok.pad_token_id,
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
    )
    cfg.save_pretrained(folder)


def _save_checkpoint(model: Any, folder: Path, hparams: dict[str, Any] | None = None) -> Path:
    import pytorch_lightning as pl
    import torch
    import yaml

    hp = dict(model.hparams) if hparams is None else hparams
    (folder / "checkpoints").mkdir(parents=True)
    ckpt = folder / "checkpoints" / "model.ckpt"
    torch.save(
        {
            "state_dict": model.state_dict(),
            "hyper_parameters": hp,
            "pytorch-lightning_version": pl.__version__,
        },
        ckpt,
    )
    (folder / "hparams.yaml").write_text(yaml.safe_dump(hp), encoding="utf-8")
    return ckpt


def _tiny_kiwi(encoder: Path, xl: bool, seed: int) -> Any:
    import torch
    from comet.models import UnifiedMetric

    torch.manual_seed(seed)
    model = UnifiedMetric(
        encoder_model="XLM-RoBERTa-XL" if xl else "XLM-RoBERTa",
        pretrained_model=str(encoder),
        sent_layer="mix",
        layer_transformation="sparsemax",
        layer_norm=False,
        hidden_sizes=[16],
        activations="Tanh",
        input_segments=["mt", "src"],
        word_level_training=False,
        load_pretrained_weights=False,
        local_files_only=True,
    )
    with torch.no_grad():  # centre the scores of the random head on 0.5
        model.estimator.ff[-1].bias.add_(0.5)
    return model


@pytest.fixture(scope="session")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Folders of tiny COMETKiwi-like models: ``22``, ``22b`` (other weights), ``xl``, plus
    ``no-encoder`` (hparams naming an encoder that is nowhere) and ``missing`` (weights left out)."""
    needs_comet()
    from fairmt.qe.cometkiwi import import_comet

    import_comet()
    root = tmp_path_factory.mktemp("cometkiwi")
    _tiny_encoder(root / "enc", xl=False)
    _tiny_encoder(root / "enc-xl", xl=True)
    out = {"enc": root / "enc"}
    model = _tiny_kiwi(root / "enc", xl=False, seed=0)
    _save_checkpoint(model, root / "22")
    out["22"] = root / "22"
    _save_checkpoint(_tiny_kiwi(root / "enc", xl=False, seed=1), root / "22b")
    out["22b"] = root / "22b"
    _save_checkpoint(_tiny_kiwi(root / "enc-xl", xl=True, seed=0), root / "xl")
    out["xl"] = root / "xl"
    hp = dict(model.hparams)
    hp["pretrained_model"] = str(root / "nowhere" / "infoxlm-large")
    _save_checkpoint(model, root / "no-encoder", hparams=hp)
    out["no-encoder"] = root / "no-encoder"
    partial = root / "missing"
    _save_checkpoint(model, partial)
    import torch

    ckpt = torch.load(partial / "checkpoints" / "model.ckpt", weights_only=True)
    ckpt["state_dict"] = {k: v for k, v in ckpt["state_dict"].items() if not k.startswith("estimator.")}
    torch.save(ckpt, partial / "checkpoints" / "model.ckpt")
    out["missing"] = partial
    return out


@pytest.fixture(scope="session")
def kiwi(tiny: dict[str, Path]) -> CometKiwi:
    return CometKiwi(tiny["22"])


# --- no extra needed ------------------------------------------------------------------


def test_no_checkpoint_says_where_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FAIRMT_COMETKIWI_22", raising=False)
    with pytest.raises(ModelNotFoundError) as e:
        CometKiwi()
    msg = str(e.value)
    assert e.value.exit_code == EXIT_MISSING_DEPENDENCY
    for part in ("Unbabel/wmt22-cometkiwi-da", "licence", "FAIRMT_COMETKIWI_22", "checkpoint="):
        assert part in msg


def test_bad_checkpoint_path_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAIRMT_COMETKIWI_23_XL", str(tmp_path / "nothing-here"))
    with pytest.raises(ModelNotFoundError) as e:
        CometKiwi23XL()
    assert str(tmp_path / "nothing-here") in str(e.value)
    assert "Unbabel/wmt23-cometkiwi-da-xl" in str(e.value)
    assert "FAIRMT_COMETKIWI_23_XL" in str(e.value)


def test_checkpoint_without_hparams_is_bad_data(tmp_path: Path) -> None:
    (tmp_path / "checkpoints").mkdir()
    (tmp_path / "checkpoints" / "model.ckpt").write_bytes(b"not a checkpoint")
    with pytest.raises(DataError, match=r"hparams\.yaml"):
        CometKiwi(tmp_path)


# --- the tiny models ------------------------------------------------------------------


def test_scores_are_floats_in_input_order(kiwi: CometKiwi) -> None:
    scores = kiwi.score_raw(PAIRS, batch_size=4)
    assert len(scores) == len(PAIRS)
    assert all(isinstance(s, float) and math.isfinite(s) for s in scores)
    assert len({round(s, 6) for s in scores}) == len(PAIRS)  # the tiny model tells pairs apart
    alone = [kiwi.score_raw([p], batch_size=1)[0] for p in PAIRS]
    assert scores == pytest.approx(alone, abs=1e-6)
    rev = kiwi.score_raw(PAIRS[::-1], batch_size=4)
    assert rev[::-1] == pytest.approx(scores, abs=1e-6)


def test_batch_size_does_not_change_scores(kiwi: CometKiwi) -> None:
    one = kiwi.score_raw(PAIRS, batch_size=1)
    # batch_size=1: a pair's score depends on nothing else, exactly.
    assert one == [kiwi.score_raw([p], batch_size=1)[0] for p in PAIRS]
    for bs in (2, 3, 64):
        assert kiwi.score_raw(PAIRS, batch_size=bs) == pytest.approx(one, abs=1e-6)
    assert kiwi.score_raw(PAIRS, batch_size=3) == kiwi.score_raw(PAIRS, batch_size=3)


def test_normalised_scores_are_clipped_raw(kiwi: CometKiwi) -> None:
    for s in kiwi.score(PAIRS, batch_size=8):
        assert s.score == min(1.0, max(0.0, s.raw))
    assert kiwi.direction == "higher" and kiwi.scale == (0.0, 1.0)
    assert kiwi.describe_scale() == "0-1, higher is better"


def test_bad_input(kiwi: CometKiwi) -> None:
    assert kiwi.score_raw([]) == []
    with pytest.raises(UsageError, match="pair 2"):
        kiwi.score_raw([("a", "b"), ("a",)])  # type: ignore[list-item]
    with pytest.raises(UsageError, match="batch size"):
        kiwi.score_raw(PAIRS, batch_size=0)


def test_signature_names_the_checkpoint(tiny: dict[str, Path], kiwi: CometKiwi) -> None:
    version = kiwi.version()
    assert version.startswith("cometkiwi-22:") and "unbabel-comet-" in version
    assert ("qe", version) in kiwi.signature_items()
    assert ("qe_scale", "0-1, higher is better") in kiwi.signature_items()
    other = CometKiwi(tiny["22b"])
    assert other.version() != version
    assert other.score_raw(PAIRS[:3]) != kiwi.score_raw(PAIRS[:3])
    # The same weights anywhere have the same identity.
    assert CometKiwi(tiny["22"] / "checkpoints" / "model.ckpt").version() == version


def test_env_var_and_hub_cache_layout(
    tiny: dict[str, Path], kiwi: CometKiwi, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("FAIRMT_COMETKIWI_22", str(tiny["22"]))
    assert CometKiwi().version() == kiwi.version()
    cache = tmp_path / "models--Unbabel--wmt22-cometkiwi-da"
    shutil.copytree(tiny["22"], cache / "snapshots" / "0123abcd")
    assert CometKiwi(cache).score_raw(PAIRS[:2]) == kiwi.score_raw(PAIRS[:2])


def test_xl_checkpoint(tiny: dict[str, Path], caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.cometkiwi"):
        xl = CometKiwi23XL(tiny["xl"])
    assert not caplog.records  # the XL encoder is what cometkiwi-23-xl expects
    assert xl.version().startswith("cometkiwi-23-xl:")
    one = xl.score_raw(PAIRS, batch_size=1)
    assert xl.score_raw(PAIRS, batch_size=4) == pytest.approx(one, abs=1e-6)
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.cometkiwi"):
        CometKiwi(tiny["xl"])
    assert "XLM-RoBERTa-XL" in caplog.text  # a 22 backbone on an XL checkpoint warns


def test_encoder_from_a_local_folder(
    tiny: dict[str, Path], kiwi: CometKiwi, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("FAIRMT_COMETKIWI_ENCODER", raising=False)
    with pytest.raises(ModelNotFoundError, match="FAIRMT_COMETKIWI_ENCODER") as e:
        CometKiwi(tiny["no-encoder"])
    assert "infoxlm-large" in str(e.value)
    monkeypatch.setenv("FAIRMT_COMETKIWI_ENCODER", str(tiny["enc"]))
    assert CometKiwi(tiny["no-encoder"]).score_raw(PAIRS) == kiwi.score_raw(PAIRS)


def test_missing_weights_are_refused(tiny: dict[str, Path]) -> None:
    with pytest.raises(DataError, match="lacks weights"):
        CometKiwi(tiny["missing"])


def test_loading_leaves_logging_alone() -> None:
    """`import comet` calls logging.basicConfig(level=INFO); the backbone undoes it."""
    needs_comet()
    code = (
        "import logging; from fairmt.qe.cometkiwi import import_comet; import_comet(); "
        "r = logging.getLogger(); print(len(r.handlers), r.level)"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["0", str(logging.WARNING)]
