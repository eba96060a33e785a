"""fairmt: measure and mitigate gender bias in machine translation and MT quality estimation.

The public Python API lives in these subpackages (each documents its own public names in
its ``__all__``):

* :mod:`fairmt.winomt`: ``evaluate(translations, lang, ...)`` -> ``WinoMTResult`` (accuracy,
  F1 per gender, ΔG, ΔS, per-sentence predictions, signature);
* :mod:`fairmt.diagnostics`: ``diagnose(systems, lang, ...)`` -> one ``SystemDiagnostics`` per
  system (MPA, Prior Bias, Unknown rate, the adjective set);
* :mod:`fairmt.translate`: ``get_engine(name, src_lang=..., tgt_lang=..., **options)`` -> a
  ``Translator``;
* :mod:`fairmt.fairqe` (bias-aware QE) and :mod:`fairmt.qe` (QE backbones);
* :mod:`fairmt.data` (the dataset registry and data folder), :mod:`fairmt.errors` (the
  exceptions, one per CLI exit code).

>>> import fairmt
>>> r = fairmt.winomt.evaluate("my-system.en-de.txt", "de")   # doctest: +SKIP

Importing this package is cheap: the subpackages above are imported on first attribute
access (``fairmt.winomt``), and heavy parts (NumPy, spaCy, pymorphy3, torch, models) only
by the modules that need them.
"""

from __future__ import annotations

# ``typing`` alone would add some twenty modules to ``import fairmt``; type checkers treat any
# name ``TYPE_CHECKING`` as true, so the standard idiom works without importing it.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import ModuleType

    from fairmt import data as data
    from fairmt import diagnostics as diagnostics
    from fairmt import errors as errors
    from fairmt import fairqe as fairqe
    from fairmt import qe as qe
    from fairmt import translate as translate
    from fairmt import winomt as winomt

__version__ = "0.1.0"

#: The public subpackages, imported on first access (``import fairmt`` stays light).
_SUBPACKAGES = ("data", "diagnostics", "errors", "fairqe", "qe", "translate", "winomt")

__all__ = ["__version__", "data", "diagnostics", "errors", "fairqe", "qe", "translate", "winomt"]


if not TYPE_CHECKING:  # hidden from type checkers, so a misspelt ``fairmt.NAME`` is still an error there

    def __getattr__(name: str) -> ModuleType:
        if name in _SUBPACKAGES:
            import importlib

            return importlib.import_module(f"{__name__}.{name}")  # the import also binds it here
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_SUBPACKAGES))
