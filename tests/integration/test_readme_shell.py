"""Every ```bash block of README.md runs as printed, from an empty folder, with the shared data.

A block is left out only with a ``<!-- shell-test: skip KIND: reason -->`` line right above it,
where KIND says why a test cannot run it: ``network`` (PyPI, a dataset download, an LLM
service), ``model`` (weights the user downloads, a GPU) or ``long`` (over ten minutes on two
cores: the benchmarks and the full fairness bench; they are the README's measured figures, run
by hand). Any other reason is an error, so the escape hatch stays narrow.

The folder a block runs in holds what a reader is assumed to have beside the command: the files
the README names as the user's own (``pairs.tsv``, ``pairs.jsonl``, ``src.txt``/``mt.txt``,
``my-system.en-de.txt``), made
from the packaged example and a saved WinoMT system, and ``DATA``, a link to the data folder.
Each block runs in ``bash -e -o pipefail``; its exit status must be 0.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# The python-block test's parser, loaded by path (tests are not a package).
_spec = importlib.util.spec_from_file_location(
    "_readme", Path(__file__).parents[1] / "unit" / "test_readme.py"
)
assert _spec is not None and _spec.loader is not None
_readme: Any = importlib.util.module_from_spec(_spec)
sys.modules["_readme"] = _readme  # dataclasses look their module up there
_spec.loader.exec_module(_readme)
README: Path = _readme.README
readme_blocks = _readme.readme_blocks

SHELL_SKIP = re.compile(r"^<!--\s*shell-test:\s*skip\s+(?P<reason>\S.*?)\s*-->$")
KINDS = ("network:", "model:", "long:")
BLOCKS = readme_blocks(README.read_text(encoding="utf-8"), "bash", SHELL_SKIP)
pytestmark = pytest.mark.integration


def test_skips_are_only_for_network_models_or_long_runs() -> None:
    assert len(BLOCKS) >= 10
    for b in BLOCKS:
        assert b.skip is None or b.skip.startswith(KINDS), f"README.md:{b.line}: skip reason {b.skip!r}"
    assert sum(b.skip is None for b in BLOCKS) >= 8  # most blocks do run


def _user_files(folder: Path, data_root: Path) -> None:
    example = Path(__file__).resolve().parents[2] / "src" / "fairmt" / "examples" / "fairqe.tsv"
    rows = [ln.split("\t") for ln in example.read_text(encoding="utf-8").splitlines()[1:] if ln.strip()]
    header = example.read_text(encoding="utf-8").splitlines()[0].split("\t")
    src, mt = header.index("source"), header.index("translation")
    lang = header.index("tgt_lang") if "tgt_lang" in header else None
    tsv = ["source\ttranslation"] + [f"{r[src]}\t{r[mt]}" for r in rows if lang is None or r[lang] == "es"]
    (folder / "pairs.tsv").write_text("\n".join(tsv) + "\n", encoding="utf-8")
    jsonl = [
        json.dumps({"src": r[src], "mt": r[mt], "tgt_lang": r[lang] if lang is not None else "de"})
        for r in rows
    ]
    (folder / "pairs.jsonl").write_text("\n".join(jsonl) + "\n", encoding="utf-8")
    german = [r for r in rows if lang is None or r[lang] == "de"]
    (folder / "src.txt").write_text("".join(r[src] + "\n" for r in german), encoding="utf-8")
    (folder / "mt.txt").write_text("".join(r[mt] + "\n" for r in german), encoding="utf-8")
    shutil.copy(
        data_root / "winomt" / "translations" / "google" / "en-de.txt", folder / "my-system.en-de.txt"
    )
    (folder / "DATA").symlink_to(data_root)


@pytest.mark.parametrize("block", BLOCKS, ids=[f"README.md:{b.line}" for b in BLOCKS])
def test_readme_shell_block(block: Any, data_root: Path, tmp_path: Path) -> None:
    if block.skip is not None:
        pytest.skip(block.skip)
    _user_files(tmp_path, data_root)
    env = dict(os.environ)
    env["FAIRMT_DATA_DIR"] = str(data_root)
    env["FAIRMT_CACHE_DIR"] = str(tmp_path / ".cache")
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    env.pop("OPENAI_API_KEY", None)
    script = tmp_path / "block.sh"
    script.write_text(block.code, encoding="utf-8")
    done = subprocess.run(
        ["bash", "-e", "-o", "pipefail", str(script)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    tail = (done.stdout[-1500:] + "\n" + done.stderr[-3000:]).strip()
    assert done.returncode == 0, f"README.md:{block.line} exited {done.returncode}:\n{tail}"
    assert "Traceback" not in done.stderr, tail
