"""Shared fixtures: where the real datasets are.

Regression tests read the datasets through ``FAIRMT_DATA_DIR`` (as users do after
``fairmt data import``), falling back to the team's read-only copy in ``../shared/data``.
When neither exists they are skipped with a reason, except in CI (``CI=true``), where a
missing dataset is a failure.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _data_root() -> Path | None:
    env = os.environ.get("FAIRMT_DATA_DIR")
    candidates = [Path(env)] if env else []
    candidates.append(REPO.parent / "shared" / "data")
    for c in candidates:
        if (c / "winomt").is_dir():
            return c
    return None


@pytest.fixture(scope="session")
def data_root() -> Path:
    root = _data_root()
    if root is None:
        msg = "datasets not found: set FAIRMT_DATA_DIR or provide ../shared/data"
        if os.environ.get("CI"):
            pytest.fail(msg)
        pytest.skip(msg)
    return root


@pytest.fixture(scope="session")
def winomt_dir(data_root: Path) -> Path:
    return data_root / "winomt"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``fuzz_many`` tests (generated inputs at 10x) run only when selected: ``pytest -m fuzz_many``."""
    if "fuzz_many" in (config.getoption("markexpr", "") or ""):
        return
    skip = pytest.mark.skip(reason="long generated-input run; select it with -m fuzz_many")
    for item in items:
        if "fuzz_many" in item.keywords:
            item.add_marker(skip)
