"""English names of the languages fairmt's prompts can name (ISO 639-1 code → name).

One table for every prompt (FairQE's LLM agents, the gemba-mqm backbone, the translation
engines); a code without a name is used as it is.
"""

from __future__ import annotations

LANGUAGE_NAMES: dict[str, str] = {
    "ar": "Arabic",
    "ca": "Catalan",
    "cs": "Czech",
    "de": "German",
    "en": "English",
    "es": "Spanish",
    "fr": "French",
    "he": "Hebrew",
    "hi": "Hindi",
    "it": "Italian",
    "ja": "Japanese",
    "ko": "Korean",
    "nl": "Dutch",
    "pl": "Polish",
    "pt": "Portuguese",
    "ru": "Russian",
    "tr": "Turkish",
    "uk": "Ukrainian",
    "zh": "Chinese",
}


def language_name(code: str) -> str:
    """The English name of ``code`` (case-insensitive), or ``code`` itself when unknown."""
    return LANGUAGE_NAMES.get(code.lower(), code)
