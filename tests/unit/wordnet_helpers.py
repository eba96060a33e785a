"""What the tests that read WordNet share: where it is, and the skip marker said once.

``WORDNET``: the folder of the installed WordNet database (Debian's ``wordnet-base`` puts it in
``/usr/share/wordnet``), as the package finds it (:func:`fairmt.inflect.french_animacy.wordnet_root`);
the list-building scripts under ``scripts/`` read it. ``needs_wordnet``: skips a test without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fairmt.inflect.french_animacy import wordnet_root

WORDNET = wordnet_root() or Path("/usr/share/wordnet")
needs_wordnet = pytest.mark.skipif(
    wordnet_root() is None, reason="WordNet (Debian's wordnet-base) is not installed"
)
