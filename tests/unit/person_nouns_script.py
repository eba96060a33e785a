"""The English person-list build script (``scripts/build_person_nouns.py``) loaded as a module,
for the tests that check its filters and that the shipped lists are what it builds. It is a
script, not a package module, so it is loaded from its path; once per session."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]


@cache
def build_script() -> ModuleType:
    """``scripts/build_person_nouns.py`` as a module."""
    spec = importlib.util.spec_from_file_location(
        "build_person_nouns", REPO / "scripts/build_person_nouns.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@cache
def adjectivals_script() -> ModuleType:
    """``scripts/build_person_adjectivals.py`` as a module (en-cues-80, en65)."""
    spec = importlib.util.spec_from_file_location(
        "build_person_adjectivals", REPO / "scripts/build_person_adjectivals.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
