"""Every ```python block of README.md runs exactly as printed, and prints what the README shows.

Each block is compiled from the README's own text (no rewriting) and run in a fresh namespace
from an empty temporary folder, with ``FAIRMT_DATA_DIR`` pointing at the datasets, so a
relative path or a leftover variable from another block fails here as it would for a reader.
A ```text block right after a python block (blank lines between them allowed) is that
block's printed output and must match it exactly. The only way to leave a block out is a
``<!-- skip-test: reason -->`` line right above it.

A block that stops with :class:`fairmt.errors.MissingDependencyError` (Apertium not
installed, say) is skipped with that message, as the integration tests do for missing
system packages, except in CI (``CI`` set), where it fails.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from fairmt.errors import MissingDependencyError

README = Path(__file__).resolve().parents[2] / "README.md"
SKIP = re.compile(r"^<!--\s*skip-test:\s*(?P<reason>\S.*?)\s*-->$")


@dataclass(frozen=True)
class Block:
    line: int  # 1-based line of the opening fence
    code: str
    output: str | None  # the ```text block that follows, if any
    skip: str | None  # the reason of a skip-test marker on the line above


def readme_blocks(text: str, language: str = "python", skip: re.Pattern[str] = SKIP) -> list[Block]:
    """The ```language blocks of a Markdown text, with their expected output and skip marker."""
    lines = text.splitlines()
    fences: list[tuple[int, int, str, str]] = []  # (opening and closing line index, info string, body)
    i = 0
    while i < len(lines):
        m = re.match(r"^(`{3,})(\S*)\s*$", lines[i])
        if m is None:
            i += 1
            continue
        fence, info = m.group(1), m.group(2)
        end = i + 1
        while end < len(lines) and lines[end].rstrip() != fence:
            end += 1
        if end == len(lines):
            raise AssertionError(f"README.md:{i + 1}: unclosed code fence")
        fences.append((i, end, info, "\n".join(lines[i + 1 : end]) + "\n"))
        i = end + 1
    blocks: list[Block] = []
    for k, (start, end, info, body) in enumerate(fences):
        if info != language:
            continue
        above = lines[start - 1].strip() if start > 0 else ""
        m = skip.match(above)
        output = None
        if k + 1 < len(fences):
            nxt_start, _, nxt_info, nxt_body = fences[k + 1]
            between = lines[end + 1 : nxt_start]
            if nxt_info == "text" and all(not ln.strip() for ln in between):
                output = nxt_body
        blocks.append(Block(start + 1, body, output, m.group("reason") if m else None))
    return blocks


BLOCKS = readme_blocks(README.read_text(encoding="utf-8"))


def test_the_readme_has_the_api_examples() -> None:
    """The test below cannot pass vacuously: the public API examples are there and not skipped."""
    run = [b for b in BLOCKS if b.skip is None]
    code = "\n".join(b.code for b in run)
    for name in ("fairmt.winomt.evaluate", "fairmt.diagnostics.diagnose", "get_engine"):
        assert name in code, f"README.md has no unskipped python block using {name}"
    assert sum(b.output is not None for b in run) >= 2


@pytest.mark.parametrize("block", BLOCKS, ids=[f"README.md:{b.line}" for b in BLOCKS])
def test_readme_python_block(
    block: Block, data_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if block.skip is not None:
        pytest.skip(block.skip)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("FAIRMT_DATA_DIR", str(data_root))
    monkeypatch.setenv("FAIRMT_CACHE_DIR", str(tmp_path / "cache"))
    # Line numbers in a traceback are the README's own.
    code = compile("\n" * block.line + block.code, str(README), "exec")
    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            exec(code, {"__name__": "__main__"})
    except MissingDependencyError as e:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"README.md:{block.line} needs {e}")
    if block.output is not None:
        assert out.getvalue() == block.output, f"README.md:{block.line}: printed output differs"


def test_block_parser_reads_markers_and_outputs() -> None:
    text = "\n".join(
        [
            "intro",
            "```python",
            'print("a")',
            "```",
            "",
            "```text",
            "a",
            "```",
            "<!-- skip-test: needs a GPU -->",
            "```python",
            "import torch",
            "```",
            "```bash",
            "echo no",
            "```",
            "```python",
            "x = 1",
            "```",
            "words",
            "```text",
            "not an output: text in between",
            "```",
        ]
    )
    a, b, c = readme_blocks(text)
    assert (a.line, a.code, a.output, a.skip) == (2, 'print("a")\n', "a\n", None)
    assert (b.line, b.skip, b.output) == (10, "needs a GPU", None)
    assert (c.line, c.code, c.output) == (16, "x = 1\n", None)
