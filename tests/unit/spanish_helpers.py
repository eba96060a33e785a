"""What the Spanish tests share: the skip marker for what they need installed, said once.

``needs_es``: Apertium's Spanish analyser and generator (:func:`fairmt.inflect.spanish_morph.get_morph`)
and spaCy's ``es_core_news_sm`` parse (:func:`fairmt.inflect.spanish_morph.parse`).
"""

from __future__ import annotations

import pytest

from fairmt.inflect.spanish_morph import get_morph, parse

needs_es = pytest.mark.skipif(
    not get_morph().available or parse("Hola.") is None, reason="Apertium or spaCy Spanish is missing"
)
