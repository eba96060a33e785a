"""The COMETKiwi backbones (extra ``comet``) on tiny checkpoints saved by unbabel-comet.

The real checkpoints are gated and gigabytes. ``data/cometkiwi_tiny/`` holds three tiny
COMET ``UnifiedMetric`` checkpoints — the class of the released COMETKiwi models — on a
two-layer XLM-R or XLM-R XL, in the released layout (``hparams.yaml`` +
``checkpoints/model.ckpt``), with the scores ``unbabel-comet`` 2.2.7 gives them
(``expected.json``; ``make_golden.py`` rebuilds it all). The backbone, which runs the
architecture on transformers without unbabel-comet, must give the same scores.

Tests that need the extra skip without it, except in CI (``CI=true``), which installs it:
there a missing extra fails. The missing-checkpoint tests need no extra.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import math
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from fairmt.errors import EXIT_MISSING_DEPENDENCY, DataError, UsageError
from fairmt.qe.cometkiwi import CometKiwi, CometKiwi23XL
from fairmt.qe.local_models import ModelNotFoundError

pytestmark = pytest.mark.integration

DATA = Path(__file__).parent / "data" / "cometkiwi_tiny"
EXPECTED = json.loads((DATA / "expected.json").read_text(encoding="utf-8"))
PAIRS: list[tuple[str, str]] = [(s, t) for s, t in EXPECTED["pairs"]]
ENC, ENC_XL = DATA / "encoder", DATA / "encoder-xl"


def needs_extra() -> None:
    missing = [m for m in ("torch", "transformers", "yaml") if not importlib.util.find_spec(m)]
    if not missing:
        return
    msg = f"the 'comet' extra is not installed (no {', '.join(missing)}): pip install 'fairmt[comet]'"
    if os.environ.get("CI"):
        pytest.fail(msg)
    pytest.skip(msg)


@pytest.fixture(scope="module")
def kiwi() -> CometKiwi:
    needs_extra()
    return CometKiwi(DATA / "22", encoder=ENC)


def _copy(name: str, dest: Path) -> Path:
    shutil.copytree(DATA / name, dest)
    return dest


def _edit_checkpoint(folder: Path, drop: str = "", hparams: dict[str, Any] | None = None) -> None:
    """Drop the weights whose names start with ``drop``; update the hparams."""
    import torch
    import yaml

    ckpt = folder / "checkpoints" / "model.ckpt"
    blob = torch.load(ckpt, weights_only=True)
    if drop:
        blob["state_dict"] = {k: v for k, v in blob["state_dict"].items() if not k.startswith(drop)}
    torch.save(blob, ckpt)
    if hparams:
        hp = yaml.safe_load((folder / "hparams.yaml").read_text(encoding="utf-8"))
        hp.update(hparams)
        (folder / "hparams.yaml").write_text(yaml.safe_dump(hp), encoding="utf-8")


# --- no extra needed ------------------------------------------------------------------


def test_no_checkpoint_says_where_to_get_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FAIRMT_COMETKIWI_22", raising=False)
    with pytest.raises(ModelNotFoundError) as e:
        CometKiwi()
    assert e.value.exit_code == EXIT_MISSING_DEPENDENCY
    for part in ("Unbabel/wmt22-cometkiwi-da", "licence", "FAIRMT_COMETKIWI_22", "checkpoint="):
        assert part in str(e.value)


def test_bad_checkpoint_path_is_named(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("FAIRMT_COMETKIWI_23_XL", str(tmp_path / "nothing-here"))
    with pytest.raises(ModelNotFoundError) as e:
        CometKiwi23XL()
    for part in (str(tmp_path / "nothing-here"), "Unbabel/wmt23-cometkiwi-da-xl", "FAIRMT_COMETKIWI_23_XL"):
        assert part in str(e.value)


def test_checkpoint_without_hparams_is_bad_data(tmp_path: Path) -> None:
    (tmp_path / "checkpoints").mkdir()
    (tmp_path / "checkpoints" / "model.ckpt").write_bytes(b"not a checkpoint")
    with pytest.raises(DataError, match=r"hparams\.yaml"):
        CometKiwi(tmp_path)


# --- the tiny checkpoints -------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "cls", "encoder"),
    [("22", CometKiwi, ENC), ("22-sparsemax", CometKiwi, ENC), ("xl", CometKiwi23XL, ENC_XL)],
)
def test_scores_equal_unbabel_comet(name: str, cls: type[CometKiwi], encoder: Path) -> None:
    """softmax and sparsemax mixes, with and without layer norm, XLM-R and XLM-R XL, long inputs."""
    needs_extra()
    model = cls(DATA / name, encoder=encoder)
    expected = EXPECTED["scores"][name]
    assert model.score_raw(PAIRS, batch_size=1) == pytest.approx(expected, abs=1e-6)
    assert model.score_raw(PAIRS, batch_size=4) == pytest.approx(expected, abs=1e-6)


def test_scores_are_floats_in_input_order(kiwi: CometKiwi) -> None:
    scores = kiwi.score_raw(PAIRS, batch_size=4)
    assert all(isinstance(s, float) and math.isfinite(s) for s in scores)
    assert len({round(s, 6) for s in scores}) == len(PAIRS)  # the pairs are told apart
    alone = [kiwi.score_raw([p], batch_size=1)[0] for p in PAIRS]
    assert scores == pytest.approx(alone, abs=1e-6)
    assert kiwi.score_raw(PAIRS[::-1], batch_size=4)[::-1] == pytest.approx(scores, abs=1e-6)


def test_batch_size_does_not_change_scores(kiwi: CometKiwi) -> None:
    one = kiwi.score_raw(PAIRS, batch_size=1)
    assert one == [kiwi.score_raw([p], batch_size=1)[0] for p in PAIRS]  # exactly: nothing else counts
    for bs in (2, 3, 64):
        assert kiwi.score_raw(PAIRS, batch_size=bs) == pytest.approx(one, abs=1e-6)
    assert kiwi.score_raw(PAIRS, batch_size=3) == kiwi.score_raw(PAIRS, batch_size=3)


def test_normalised_scores_are_clipped_raw(kiwi: CometKiwi) -> None:
    assert kiwi.direction == "higher" and kiwi.describe_scale() == "0-1, higher is better"
    for s in kiwi.score(PAIRS, batch_size=8):
        assert s.score == min(1.0, max(0.0, s.raw))


def test_bad_input(kiwi: CometKiwi) -> None:
    assert kiwi.score_raw([]) == []
    with pytest.raises(UsageError, match="pair 2"):
        kiwi.score_raw([("a", "b"), ("a",)])  # type: ignore[list-item]
    with pytest.raises(UsageError, match="batch size"):
        kiwi.score_raw(PAIRS, batch_size=0)


def test_signature_names_the_checkpoint(kiwi: CometKiwi) -> None:
    version = kiwi.version()
    assert version.startswith("cometkiwi-22:") and "+transformers-" in version
    assert ("qe", version) in kiwi.signature_items()
    assert ("qe_scale", "0-1, higher is better") in kiwi.signature_items()
    assert CometKiwi(DATA / "22-sparsemax", encoder=ENC).version() != version
    # The same file anywhere has the same identity.
    assert CometKiwi(DATA / "22" / "checkpoints" / "model.ckpt", encoder=ENC).version() == version


def test_env_vars_and_hub_cache_layout(
    kiwi: CometKiwi, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("FAIRMT_COMETKIWI_22", str(DATA / "22"))
    monkeypatch.setenv("FAIRMT_COMETKIWI_ENCODER", str(ENC))
    assert CometKiwi().version() == kiwi.version()
    cache = tmp_path / "models--Unbabel--wmt22-cometkiwi-da"
    _copy("22", cache / "snapshots" / "0123abcd")
    assert CometKiwi(cache).score_raw(PAIRS[:3]) == kiwi.score_raw(PAIRS[:3])


def test_encoder_from_hparams_or_missing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    needs_extra()
    monkeypatch.delenv("FAIRMT_COMETKIWI_ENCODER", raising=False)
    folder = _copy("22", tmp_path / "kiwi")
    _edit_checkpoint(folder, hparams={"pretrained_model": str(tmp_path / "nowhere" / "infoxlm-large")})
    with pytest.raises(ModelNotFoundError, match="FAIRMT_COMETKIWI_ENCODER") as e:
        CometKiwi(folder)
    assert "infoxlm-large" in str(e.value)
    _edit_checkpoint(folder, hparams={"pretrained_model": str(ENC)})  # as COMET reads it
    assert CometKiwi(folder).score_raw(PAIRS, batch_size=1) == pytest.approx(
        EXPECTED["scores"]["22"], abs=1e-6
    )


def test_xl_checkpoint_and_encoder_mismatch(caplog: pytest.LogCaptureFixture) -> None:
    needs_extra()
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.cometkiwi"):
        xl = CometKiwi23XL(DATA / "xl", encoder=ENC_XL)
    assert not caplog.records and xl.version().startswith("cometkiwi-23-xl:")
    with caplog.at_level(logging.WARNING, logger="fairmt.qe.cometkiwi"):
        CometKiwi(DATA / "xl", encoder=ENC_XL)
    assert "XLM-RoBERTa-XL" in caplog.text  # a -22 backbone on an XL checkpoint warns


@pytest.mark.parametrize(
    ("drop", "hparams", "message"),
    [
        ("estimator.", None, "head does not match"),
        ("encoder.model.encoder.layer.1.", None, "lacks encoder weights"),
        ("layerwise_attention.scalar_parameters.2", None, "layer-mix weights"),
        ("", {"hidden_sizes": [32, 8]}, "head does not match"),
        ("", {"class_identifier": "regression_metric"}, "not a COMETKiwi one"),
        ("", {"input_segments": ["mt", "ref"]}, "not a QE model"),
    ],
)
def test_broken_checkpoints_are_refused(
    tmp_path: Path, drop: str, hparams: dict[str, Any] | None, message: str
) -> None:
    needs_extra()
    folder = _copy("22", tmp_path / "kiwi")
    _edit_checkpoint(folder, drop=drop, hparams=hparams)
    with pytest.raises(DataError, match=message):
        CometKiwi(folder, encoder=ENC)


def test_pickled_objects_need_trust(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkpoint holding more than tensors and plain values is unpickled only when trusted."""
    needs_extra()
    import argparse

    import torch

    folder = _copy("22", tmp_path / "kiwi")
    ckpt = folder / "checkpoints" / "model.ckpt"
    blob = torch.load(ckpt, weights_only=True)
    blob["hparams_object"] = argparse.Namespace(layer="mix")
    torch.save(blob, ckpt)
    monkeypatch.delenv("FAIRMT_COMETKIWI_TRUST_PICKLE", raising=False)
    with pytest.raises(DataError, match="FAIRMT_COMETKIWI_TRUST_PICKLE=1"):
        CometKiwi(folder, encoder=ENC)
    expected = EXPECTED["scores"]["22"]
    assert CometKiwi(folder, encoder=ENC, trust_pickle=True).score_raw(PAIRS) == pytest.approx(
        expected, abs=1e-6
    )
    monkeypatch.setenv("FAIRMT_COMETKIWI_TRUST_PICKLE", "1")
    assert CometKiwi(folder, encoder=ENC).score_raw(PAIRS[:2]) == pytest.approx(expected[:2], abs=1e-6)


# --- load_backbone: the Hugging Face cache and the device ------------------------------

HUB_REVISION = "0123456789abcdef0123456789abcdef01234567"


def hub_cache(root: Path, repo_id: str, files: Path) -> Path:
    """``files`` laid out as ``hf download repo_id`` leaves them in the cache ``root``."""
    repo = root / ("models--" + repo_id.replace("/", "--"))
    shutil.copytree(files, repo / "snapshots" / HUB_REVISION)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text(HUB_REVISION, encoding="utf-8")
    return repo / "snapshots" / HUB_REVISION


def _no_model_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("FAIRMT_COMETKIWI_22", "FAIRMT_COMETKIWI_23_XL"):
        monkeypatch.delenv(var, raising=False)


def test_model_found_in_the_hugging_face_cache(
    kiwi: CometKiwi, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Explicit path, then the environment variable, then the cache ``hf download`` fills."""
    pytest.importorskip("huggingface_hub")
    import huggingface_hub.constants

    from fairmt.qe import load_backbone

    _no_model_env(monkeypatch)
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    with pytest.raises(ModelNotFoundError, match="hf download Unbabel/wmt22-cometkiwi-da"):
        load_backbone("cometkiwi-22", encoder=ENC, device="cpu")
    snapshot = hub_cache(tmp_path / "hub", "Unbabel/wmt22-cometkiwi-da", DATA / "22")
    found: Any = load_backbone("cometkiwi-22", encoder=ENC, device="cpu")
    assert found.checkpoint == snapshot / "checkpoints" / "model.ckpt"
    assert found.version() == kiwi.version()
    assert found.score_raw(PAIRS, batch_size=1) == kiwi.score_raw(PAIRS, batch_size=1)
    # The environment variable and an explicit checkpoint come first.
    monkeypatch.setenv("FAIRMT_COMETKIWI_22", str(DATA / "22-sparsemax"))
    assert load_backbone("cometkiwi-22", encoder=ENC).version() != kiwi.version()
    explicit: Any = load_backbone("cometkiwi-22", checkpoint=DATA / "22", encoder=ENC)
    assert explicit.version() == kiwi.version()
    # Another model is not taken for this one.
    with pytest.raises(ModelNotFoundError):
        load_backbone("cometkiwi-23-xl", encoder=ENC_XL)


def test_device_option(kiwi: CometKiwi) -> None:
    """``cpu`` is honoured; on a GPU machine ``cuda`` moves the model and gives the same scores."""
    import torch

    from fairmt.devices import DeviceError
    from fairmt.qe import load_backbone

    cpu: Any = load_backbone("cometkiwi-22", checkpoint=DATA / "22", encoder=ENC, device="cpu")
    assert cpu.device.type == "cpu" and next(cpu.encoder.parameters()).device.type == "cpu"
    expected = EXPECTED["scores"]["22"]
    assert cpu.score_raw(PAIRS, batch_size=4) == pytest.approx(expected, abs=1e-6)
    auto: Any = load_backbone("cometkiwi-22", checkpoint=DATA / "22", encoder=ENC)
    if not torch.cuda.is_available():
        assert auto.device.type == "cpu"
        with pytest.raises(DeviceError, match="no CUDA GPU is available"):
            load_backbone("cometkiwi-22", checkpoint=DATA / "22", encoder=ENC, device="cuda")
        return
    assert auto.device.type == "cuda"
    gpu: Any = load_backbone("cometkiwi-22", checkpoint=DATA / "22", encoder=ENC, device="cuda:0")
    assert {p.device.type for p in gpu.encoder.parameters()} == {"cuda"}
    assert {p.device.type for p in gpu.head.parameters()} == {"cuda"}
    assert gpu.score_raw(PAIRS, batch_size=4) == pytest.approx(expected, abs=1e-4)


def test_cli_finds_the_cached_model_and_honours_the_device(tmp_path: Path) -> None:
    """``fairmt qe score --backbone cometkiwi-22`` with no variable set, in a fresh process."""
    needs_extra()
    import subprocess
    import sys

    import torch

    hub_cache(tmp_path / "hub", "Unbabel/wmt22-cometkiwi-da", DATA / "22")
    pairs = tmp_path / "pairs.tsv"
    pairs.write_text("".join(f"{s}\t{t}\n" for s, t in PAIRS[:4]), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FAIRMT_COMETKIWI", "HF_"))}
    env |= {"HF_HUB_CACHE": str(tmp_path / "hub"), "HF_HUB_OFFLINE": "1"}
    env["FAIRMT_COMETKIWI_ENCODER"] = str(ENC)
    src = str(Path(__file__).resolve().parents[2] / "src")
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, "-m", "fairmt", "qe", "score", "--agents", "none", "--backbone", "cometkiwi-22"]
    cmd += ["-i", str(pairs)]
    done = subprocess.run([*cmd, "--device", "cpu"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    raws = [json.loads(line)["raw"] for line in done.stdout.splitlines()]
    assert raws == pytest.approx(EXPECTED["scores"]["22"][:4], abs=1e-6)
    if torch.cuda.is_available():
        return
    done = subprocess.run([*cmd, "--device", "cuda"], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("fairmt: error: device 'cuda' asked for but no CUDA GPU is available")
    assert len(done.stderr.strip().splitlines()) == 1
