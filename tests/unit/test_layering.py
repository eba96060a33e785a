"""Dependencies point one way: the layers of DESIGN.md, checked on the source's imports.

Every module under ``src/fairmt`` is parsed (``ast``, nothing is imported) and each of its
imports is read: top-level ones, those inside functions (lazy imports are still
dependencies), those under ``TYPE_CHECKING``, relative ones (resolved against the package)
and ``importlib.import_module("fairmt....")`` with a literal name.

The rules:

* nothing outside ``fairmt/cli/`` imports ``fairmt.cli`` (the CLI parses options and calls
  the library, never the other way round; ``python -m fairmt`` runs the installed console
  script, looked up in the package metadata);
* morphology (``fairmt.gender``, ``fairmt.inflect``) imports nothing from quality
  estimation or the benchmarks (``fairmt.fairqe``, ``fairmt.qe``, ``fairmt.bench``);
* the translation engines (``fairmt.translate``) import nothing from the metrics
  (``fairmt.winomt``, ``fairmt.diagnostics``, ``fairmt.bench``): their named inputs come from
  the data layer (:mod:`fairmt.data.challenge_sets`);
* library code (outside ``fairmt/cli/``) never calls ``print``: results go to the caller,
  messages to :mod:`logging`.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
PACKAGE = SRC / "fairmt"

#: Modules exempt from the rules below: none (the executors take library job objects since
#: the run layer landed). The tests also fail when a listed module no longer needs its
#: exemption, so the list cannot go stale.
_PENDING_LEAD_REWRITE: frozenset[str] = frozenset()

#: Library modules allowed to call ``print``. Empty: nothing outside the CLI needs it (the
#: loopback LLM server of ``fairmt.llm.testing`` silences ``http.server``'s request log
#: instead of printing it). A module added here needs a reason next to it.
_PRINT_ALLOWED: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. "fairmt.inflect.base"
    path: str  # its file relative to src/, e.g. "fairmt/inflect/base.py"
    target: str  # the imported module, e.g. "fairmt.fairqe.types"
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line} imports {self.target}"


def _module_name(path: Path) -> tuple[str, bool]:
    rel = path.relative_to(SRC).with_suffix("")
    parts = list(rel.parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts.pop()
    return ".".join(parts), is_package


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> list[str]:
    if node.level == 0:
        base = node.module or ""
    else:
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, *([node.module] if node.module else [])])
    # ``from fairmt import cli`` imports the submodule ``fairmt.cli``: count both readings.
    return [base, *(f"{base}.{a.name}" for a in node.names)]


def _imports_of(path: Path) -> Iterator[Import]:
    module, is_package = _module_name(path)
    rel = path.relative_to(SRC).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            targets = _resolve(module, is_package, node)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            targets = [node.args[0].value]
        for t in targets:
            yield Import(module, rel, t, node.lineno)


def _all_imports() -> list[Import]:
    return [imp for f in sorted(PACKAGE.rglob("*.py")) for imp in _imports_of(f)]


def _within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def _prints() -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for f in sorted(PACKAGE.rglob("*.py")):
        rel = f.relative_to(SRC).as_posix()
        if rel.startswith("fairmt/cli/"):
            continue
        tree = ast.parse(f.read_text(encoding="utf-8"), str(f))
        lines = [
            n.lineno
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "print"
        ]
        if lines:
            out[rel] = lines
    return out


def _violations(importers: tuple[str, ...], forbidden: tuple[str, ...]) -> list[str]:
    """``path:line imports target``, once per import statement (a ``from`` reads two ways)."""
    found: dict[tuple[str, int], str] = {}
    for imp in _all_imports():
        if _within(imp.module, importers) and _within(imp.target, forbidden):
            found.setdefault((imp.path, imp.line), str(imp))
    return [found[k] for k in sorted(found)]


# ----------------------------------------------------------------------------- the checker itself


def test_the_checker_sees_every_kind_of_import(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "fairmt" / "inflect"
    pkg.mkdir(parents=True)
    (tmp_path / "fairmt" / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("from . import base\n")
    (pkg / "base.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "import fairmt.bench.meta\n"
        "from ..fairqe import types\n"
        "if TYPE_CHECKING:\n"
        "    from fairmt.qe.base import QEBackbone\n"
        "def f():\n"
        "    import importlib\n"
        "    from fairmt import cli\n"
        "    return importlib.import_module('fairmt.qe.mini_qe')\n"
        "print('x')\n"
    )
    monkeypatch.setattr(sys.modules[__name__], "SRC", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", tmp_path / "fairmt")
    found = {(i.module, i.target, i.line) for i in _all_imports()}
    assert ("fairmt.inflect", "fairmt.inflect.base", 1) in found
    assert ("fairmt.inflect.base", "fairmt.bench.meta", 2) in found
    assert ("fairmt.inflect.base", "fairmt.fairqe.types", 3) in found
    assert ("fairmt.inflect.base", "fairmt.qe.base", 5) in found
    assert ("fairmt.inflect.base", "fairmt.cli", 8) in found
    assert ("fairmt.inflect.base", "fairmt.qe.mini_qe", 9) in found
    assert _prints() == {"fairmt/inflect/base.py": [10]}
    assert len(_violations(("fairmt.inflect",), ("fairmt.fairqe", "fairmt.qe", "fairmt.bench"))) == 4


def test_the_tree_is_there() -> None:
    # Guards against a moved source folder making every check below pass vacuously.
    imports = _all_imports()
    assert len({i.path for i in imports}) > 100
    assert any(i.target == "fairmt.errors" for i in imports)


# ----------------------------------------------------------------------------- the rules


def test_nothing_outside_the_cli_imports_the_cli() -> None:
    offenders = {
        imp.path: str(imp)
        for imp in _all_imports()
        if _within(imp.target, ("fairmt.cli",)) and not imp.path.startswith("fairmt/cli/")
    }
    exempt = _PENDING_LEAD_REWRITE
    assert sorted(v for k, v in offenders.items() if k not in exempt) == []
    # An exemption nobody needs any more is removed, not kept "just in case".
    assert sorted(exempt - offenders.keys()) == []


def test_morphology_does_not_import_quality_estimation_or_benchmarks() -> None:
    assert (
        _violations(("fairmt.gender", "fairmt.inflect"), ("fairmt.fairqe", "fairmt.qe", "fairmt.bench")) == []
    )


def test_translation_engines_do_not_import_the_metrics() -> None:
    assert _violations(("fairmt.translate",), ("fairmt.winomt", "fairmt.diagnostics", "fairmt.bench")) == []


def test_library_code_does_not_print() -> None:
    prints = _prints()
    offenders = {f: lines for f, lines in prints.items() if f not in _PRINT_ALLOWED | _PENDING_LEAD_REWRITE}
    assert offenders == {}
    assert sorted(_PRINT_ALLOWED - prints.keys()) == []


def test_no_pending_exemptions() -> None:
    assert frozenset() == _PENDING_LEAD_REWRITE
