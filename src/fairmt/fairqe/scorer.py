"""FairQE as a scorer of (source, hypothesis) pairs, for the fairness bench and meta-evaluation.

The bench scores pairs without a language; FairQE needs the target language, so
:meth:`FairQEScorer.for_language` gives a scorer bound to one (the bench asks for it per
column). Scores are ``q_final`` (normalised, [0, 1]); an item whose ``q_final`` is missing
(a flagged failure) scores NaN, which the bench leaves out and counts. ``raw`` is the
backbone's raw score of the original.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.errors import UsageError
from fairmt.fairqe.pipeline import FairQE
from fairmt.fairqe.types import Item
from fairmt.qe.base import QEScore


class FairQEScorer:
    def __init__(self, fairqe: FairQE, tgt_lang: str | None = None, name: str | None = None) -> None:
        self.fairqe = fairqe
        self.tgt_lang = tgt_lang
        self.name = name or f"FairQE({fairqe.backbone.name}, {fairqe.agents.name})"

    @property
    def languages(self) -> frozenset[str] | None:
        """Target languages the agents support (``None``: any)."""
        return self.fairqe.agents.languages

    def for_language(self, lang: str) -> FairQEScorer:
        return FairQEScorer(self.fairqe, lang, self.name)

    def _items(self, pairs: Sequence[tuple[str, str]]) -> list[Item]:
        if self.tgt_lang is None:
            raise UsageError("FairQE needs the target language: use for_language(lang)")
        return [Item(s, t, self.tgt_lang) for s, t in pairs]

    def prepare(self, pairs: Sequence[tuple[str, str]]) -> None:
        """Show the agents every pair before chunks of them are scored (see ``FairQE.prepare``).

        The bench calls it once per column, then :meth:`score` per chunk, so a column's cues
        do not depend on the chunking.
        """
        self.fairqe.prepare(self._items(pairs))

    def score(self, pairs: Sequence[tuple[str, str]]) -> list[QEScore]:
        items = self._items(pairs)
        # Items already prepared are not prepared again (the rules agents keep them).
        self.fairqe.prepare(items)
        results = self.fairqe.score(items)
        nan = float("nan")
        return [
            QEScore(nan if r.q_final is None else r.q_final, nan if r.q_orig_raw is None else r.q_orig_raw)
            for r in results
        ]

    def signature_items(self) -> list[tuple[str, object]]:
        return [kv for kv in self.fairqe.signature().items if kv[0] != "fairmt"]
