"""The rules agents' ambiguous variants take the numbers the person spans found (rules-41).

"... joined the expedition as consultants" -> "... nahmen als Berater an der Expedition teil"
(gold dev de-263, MLQE-PE en-de): "Berater" is singular or plural, and no English cue is aligned
to it, so the number the sentence realiser's person spans found from the English ("consultants",
plural) is the only one there is. The sentence realiser used it and wrote "Beraterinnen"; the
rules agents used it only for an object clitic and wrote "Beraterin", so the feminine and the
masculine translation of one source got different variant sets (an open set, issue 12).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon

pytestmark = pytest.mark.skipif(not german_lexicon.available(), reason="German noun data not installed")

SOURCE = (
    "William B. Ryan of Columbia University and Fred Spiess of Scripps Institution of Oceanography "
    "in California joined the expedition as consultants."
)
M = (
    "William B. Ryan von der Columbia University und Fred Spiess von der Scripps Institution of "
    "Oceanography in Kalifornien nahmen als Berater an der Expedition teil."
)
F = M.replace("als Berater", "als Beraterinnen")


def test_plural_found_by_the_person_spans_reaches_the_variants() -> None:
    items = [Item(SOURCE, M, "de"), Item(SOURCE, F, "de")]
    agents = RuleAgents()
    agents.prepare(items)
    from_m, from_f = agents.analyse(items)
    texts_m = {v.text for v in from_m.variants.all}
    texts_f = {v.text for v in from_f.variants.all}
    assert F in texts_m
    assert M.replace("als Berater", "als Berater*innen") in texts_m
    assert texts_m | {M} == texts_f | {F}
