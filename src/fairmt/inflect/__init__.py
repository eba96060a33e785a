"""Per-language gender inflection: realise a span of a translation as feminine, masculine or neutral.

FairQE's gender-flipped variants (paper §2.2) made with rules and hand-written lexicons
instead of an LLM. See :mod:`fairmt.inflect.base` for the API and the span contract.
"""

from fairmt.inflect.base import LEFT_WINDOW, RIGHT_WINDOW, Inflector, get_inflector, supported_languages

__all__ = ["LEFT_WINDOW", "RIGHT_WINDOW", "Inflector", "get_inflector", "supported_languages"]
