"""Word aligners (chosen by name; the name is recorded in every signature)."""

from fairmt.align.base import ALIGNERS, Aligner, Alignment, get_aligner

__all__ = ["ALIGNERS", "Aligner", "Alignment", "get_aligner"]
