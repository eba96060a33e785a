"""Per-language gender analysers (one module per language or family)."""

from fairmt.gender.base import (
    ANALYZERS,
    EntitySpan,
    Gender,
    GenderAnalyzer,
    Policy,
    get_analyzer,
    supported_languages,
)

__all__ = [
    "ANALYZERS",
    "EntitySpan",
    "Gender",
    "GenderAnalyzer",
    "Policy",
    "get_analyzer",
    "supported_languages",
]
