"""The aligner interface.

An aligner takes a parallel corpus of whitespace-tokenised sentence pairs and returns,
for each pair, its links as ``(source_index, target_index)`` tuples (0-based), in the
order the aligner emits them (for fast_align: by target index). Statistical aligners
train on the whole corpus, so the links of one sentence depend on the others: align a
whole translation file at once. The ``lexical`` aligner is the exception: a fixed, shipped
model decodes each pair alone (``independent``).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Sequence

from fairmt.registry import Registry

_ASCII_WS = re.compile(r"[ \t]+")

Link = tuple[int, int]

#: The aligner of the FairQE cue detector wherever fairmt does not name one: the rules agents
#: (the scorer), the sentence realiser (``fairmt inflect``, the variants benchmark) and
#: :class:`~fairmt.fairqe.cues.RuleCueDetector`. It aligns each pair alone, so a pair's cues
#: and realisations are the same alone, in any file and in any order, and what ``fairmt
#: inflect`` shows is what the scorer makes (the corpus aligners, ``fast_align`` and
#: ``eflomal``, link one pair differently with other lines beside it).
CUE_ALIGNER = "lexical"


def ascii_whitespace_tokens(text: str) -> list[str]:
    """Tokens separated by runs of ASCII spaces and tabs only (fast_align's, Pharaoh files')."""
    return [t for t in _ASCII_WS.split(text) if t]


Alignment = list[Link]


class Aligner(ABC):
    """Aligns a corpus of (source tokens, target tokens) pairs."""

    name: str = ""
    #: True when a pair's links never depend on the other pairs aligned with it (a fixed
    #: model, e.g. "lexical"); False for aligners that train on the corpus they align.
    independent: bool = False

    def tokenize(self, text: str) -> list[str]:
        """How this aligner splits a sentence into tokens; link indices refer to these."""
        return text.split()

    @abstractmethod
    def align(self, pairs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[Alignment]:
        """Links for each pair, in input order."""

    def prepare(self) -> None:  # noqa: B027 - an optional hook, a no-op by default
        """Load now what :meth:`align` would load on its first call (compiled code, a model), so
        that worker processes forked afterwards share it; by default nothing."""

    def for_languages(self, src_lang: str, tgt_lang: str) -> Aligner:
        """This aligner for one language pair (an aligner with per-pair models returns one bound
        to the pair's model); by default the aligner itself."""
        return self

    def version(self) -> str:
        """Everything that changes the links (model, parameters)."""
        return self.name

    def signature_items(self) -> list[tuple[str, object]]:
        return [("aligner", self.version())]


ALIGNERS: Registry[type[Aligner]] = Registry("aligner")
ALIGNERS.register_lazy("fast_align", "fairmt.align.fast_align:FastAlign")
ALIGNERS.register_lazy("eflomal", "fairmt.align.eflomal:EflomalAligner")
ALIGNERS.register_lazy("lexical", "fairmt.align.lexical:LexicalAligner")


def get_aligner(name: str = "fast_align") -> Aligner:
    return ALIGNERS.get(name)()
