"""A helper the German realiser tests share: one item, prepared alone, realised in a gender.

``prepare`` first, as ``fairmt inflect`` and a one-line ``qe score`` do: the lexical aligner's
gender pairs and the item's cues come from the item alone.
"""

from __future__ import annotations

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


def realise_de(realiser: SentenceRealiser, source: str, mt: str, gender: str) -> str | None:
    """The German translation ``mt`` of ``source`` realised in ``gender`` (``None``: unchanged)."""
    item = Item(source, mt, "de")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]
