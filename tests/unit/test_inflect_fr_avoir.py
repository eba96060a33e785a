"""The forms of French *avoir* in one module (bug30: french_avoir; no change of behaviour).

Each selection is pinned as its module had it, and checked against the paradigm.
"""

from __future__ import annotations

from fairmt.inflect import french_agreement, french_air, french_group_pronouns, french_words
from fairmt.inflect.french_avoir import (
    AVOIR,
    AVOIR_AIR,
    AVOIR_CLITIC_GROUP,
    AVOIR_COMPOUND,
    AVOIR_GROUP_FINITE,
    AVOIR_SUBJECT,
    AVOIR_WORDS,
    PARADIGM,
)


def _set(text: str) -> frozenset[str]:
    return frozenset(text.split())


def test_selections_as_before_the_merge() -> None:
    assert _set("a avait aura aurait ait eut avoir aurai") == AVOIR_SUBJECT
    assert AVOIR_SUBJECT | _set("ai as avons avez ont avais avaient aurait auraient") == AVOIR_COMPOUND
    assert _set("a ont avait avaient aura auront auraient") == AVOIR_CLITIC_GROUP
    assert AVOIR_CLITIC_GROUP | _set("ai as avons avez avais avions aviez aurai aurons") == AVOIR_GROUP_FINITE
    words = "a ont avait avaient aura aurait auraient ait aient eut avoir ayant as ai avons avez"
    assert _set(words) == AVOIR_WORDS
    air = (
        "a as avons avez ont avait avais avions aviez avaient aura auras aurons aurez auront aurait aurais "
        "aurions auriez auraient ait aies ayons ayez aient eut eurent eu avoir ayant"
    )
    assert _set(air) == AVOIR_AIR


def test_every_selection_is_avoir() -> None:
    for forms in (
        AVOIR_SUBJECT,
        AVOIR_COMPOUND,
        AVOIR_CLITIC_GROUP,
        AVOIR_GROUP_FINITE,
        AVOIR_WORDS,
        AVOIR_AIR,
    ):
        assert forms <= AVOIR
    assert all(len(set(cells)) >= 5 for cells in PARADIGM.values())


def test_modules_use_the_selections() -> None:
    assert french_agreement._AVOIR_FORMS is AVOIR_SUBJECT
    assert french_agreement._COMPOUND_AVOIR is AVOIR_COMPOUND
    assert french_group_pronouns._AVOIR is AVOIR_CLITIC_GROUP
    assert french_group_pronouns._AVOIR_FINITE is AVOIR_GROUP_FINITE
    assert french_words._AVOIR is AVOIR_WORDS
    assert french_air._AVOIR is AVOIR_AIR
