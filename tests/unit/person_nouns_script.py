"""The English list-build scripts (``scripts/build_person_nouns.py``,
``scripts/build_person_adjectivals.py``, en-cues-80, en65) loaded as modules, for the tests that
check their filters and that the shipped lists are what they build. They are scripts, not package
modules, so they are loaded from their paths; each once per session."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


@cache
def script(name: str) -> ModuleType:
    """``scripts/<name>.py`` as a module named ``name``."""
    spec = importlib.util.spec_from_file_location(name, REPO / f"scripts/{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
