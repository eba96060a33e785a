"""Value types of grammatical gender shared by morphology (``gender/``, ``inflect/``) and FairQE.

They live here, below both, so that the inflectors never import FairQE: data flows from
morphology up to quality estimation, never back. :mod:`fairmt.fairqe.types` re-exports
them under their old names.
"""

from __future__ import annotations

from typing import Literal

__all__ = ["REALISATIONS", "Realisation"]

#: A gender realisation: feminine, masculine or neutral (FairQE paper: F/M/N).
Realisation = Literal["F", "M", "N"]
REALISATIONS: tuple[Realisation, ...] = ("F", "M", "N")
