"""The one place that pins the version strings of the offline FairQE rules (issue 12, session 19).

Every rule change bumps the version of the component it changes, because the version is part of
every score's signature (a cached or reported score must say which rules made it). The rule tests
used to pin the current version each in its own file, so every merge of two branches conflicted in
dozens of files; they now live here alone. A rule change that forgets its bump still shows here:
this file fails until the new number is written, and the reviewer sees the bump in one diff line.
"""

from __future__ import annotations

from fairmt.fairqe.agents.rules import RULES_VERSION, RuleAgents
from fairmt.fairqe.cue_lexicon import LEXICON_VERSION
from fairmt.inflect import arabic, french, german, hindi, italian, spanish

CURRENT = {
    "rules": "72",
    "en-cues": "en-cues-84",
    "de": "de-inflect-60",
    "es": "es-inflect-51",
    "fr": "fr-inflect-83",
    "it": "it-inflect-63",
    "ar": "ar-inflect-4",
    "hi": "hi-inflect-2",
}


def test_current_versions() -> None:
    found = {
        "rules": RULES_VERSION,
        "en-cues": LEXICON_VERSION,
        "de": german.VERSION,
        "es": spanish.VERSION,
        "fr": french.VERSION,
        "it": italian.VERSION,
        "ar": arabic.VERSION,
        "hi": hindi.VERSION,
    }
    assert found == CURRENT


def test_the_signature_names_every_version() -> None:
    """The signature states the rules, the cue lexicon and every inflector that made a score."""
    text = repr(RuleAgents().signature_items())
    assert f"rules-{RULES_VERSION}" in text
    assert LEXICON_VERSION in text
    for lang in ("de", "es", "fr", "it", "ar", "hi"):
        assert CURRENT[lang] in text, lang
