"""The eflomal adapter. Runs that need eflomal are skipped when it is not installed."""

from __future__ import annotations

import sys

import pytest

from fairmt.align.base import ALIGNERS
from fairmt.align.eflomal import INSTALL_HINT, EflomalAligner
from fairmt.errors import MissingDependencyError

TOY = [
    (["the", "house"], ["la", "maison"]),
    (["the", "car"], ["la", "voiture"]),
    (["a", "house"], ["une", "maison"]),
    (["a", "car"], ["une", "voiture"]),
    (["my", "car"], ["ma", "voiture"]),
]


def test_registered() -> None:
    assert ALIGNERS.get("eflomal") is EflomalAligner


def test_missing_eflomal_raises_with_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "eflomal", None)  # makes `import eflomal` fail
    with pytest.raises(MissingDependencyError) as err:
        EflomalAligner().align(TOY)
    assert INSTALL_HINT in str(err.value)


def test_version_records_parameters() -> None:
    version = EflomalAligner(model=2, null_prior=0.3, direction="reverse").version()
    assert version.startswith("eflomal-")
    assert "model=2" in version and "null_prior=0.3" in version and "direction=reverse" in version


def test_invalid_parameters() -> None:
    with pytest.raises(ValueError):
        EflomalAligner(model=4)
    with pytest.raises(ValueError):
        EflomalAligner(direction="both")


@pytest.mark.integration
def test_aligns_a_toy_corpus() -> None:
    pytest.importorskip("eflomal")
    links = EflomalAligner().align(TOY * 20)
    assert len(links) == 100
    diagonal = sum(sent == [(0, 0), (1, 1)] for sent in links)
    assert diagonal >= 90  # a sampler: allow a few odd draws


@pytest.mark.integration
def test_empty_sides_give_no_links() -> None:
    pytest.importorskip("eflomal")
    links = EflomalAligner().align([*TOY * 5, ([], ["la"]), (["the"], []), ([], [])])
    assert links[-3:] == [[], [], []]
    assert EflomalAligner().align([]) == []
