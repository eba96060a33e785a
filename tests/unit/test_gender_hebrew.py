"""Hebrew rules (mt_gender's HebrewPredictor) on hand-checked words and sentences.

Words marked "Google" are aligned spans of Google Translate outputs from WinoMT (line =
1-based line of ``en.txt``); the expected genders agree with the paper-era code's saved
predictions.
"""

from __future__ import annotations

import pytest

from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.hebrew import HebrewAnalyzer, word_gender
from fairmt.gender.tokenize import tokenize_hebrew

M, F, U = Gender.MALE, Gender.FEMALE, Gender.UNKNOWN


def words(text: str, target: str = "") -> EntitySpan:
    w = tuple(text.split())
    return EntitySpan(w, tuple(range(len(w))), target or text)


@pytest.fixture(params=list(Policy))
def he(request: pytest.FixtureRequest) -> HebrewAnalyzer:
    return HebrewAnalyzer("he", request.param)


def test_registry_and_version() -> None:
    a = get_analyzer("he", policy=Policy.MT_GENDER_2019)
    assert isinstance(a, HebrewAnalyzer)
    assert a.policy is Policy.MT_GENDER_2019
    assert a.version() == "mt_gender-rules-1"


@pytest.mark.parametrize(
    ("text", "gender"),
    [
        ("האחות", F),  # the nurse: final tav
        ("המזכירה", F),  # the secretary: final he
        ("הרופא", M),  # the doctor
        ("הספר", M),  # the hairdresser (final resh)
        ("הכהן", M),  # final-form letters are not feminine endings
        ("פקידת הקבלה", F),  # Google, line 2916: receptionist (aligned after "את")
        ("איש המכירות", F),  # "salesperson" (masc.) ends in tav: the rule's false positive
        ("עובד", M),
        ("עובדת", F),
    ],
)
def test_last_letter(he: HebrewAnalyzer, text: str, gender: Gender) -> None:
    assert he.entity_gender(words(text)) is gender
    assert word_gender(text) is gender


def test_object_marker_is_dropped(he: HebrewAnalyzer) -> None:
    # Google, line 28: "את הספר" ("the hairdresser" as object). "את" ends in tav but is the
    # object marker, so it does not count.
    assert he.entity_gender(words("את הספר", "היזם ביקר את הספר כי הוא פתח סלון חדש.")) is M
    # Google, line 58: only the marker was aligned: nothing left, male (not empty: not the
    # empty-alignment rule)
    assert he.entity_gender(words("את", "הרופא חייב את הקופה כי הוא שילם על הוודקה.")) is M
    # Only the exact token is dropped, not words that merely end in it
    assert he.entity_gender(words("את המורה")) is F


def test_punctuation_is_split_before_reading_the_last_letter(he: HebrewAnalyzer) -> None:
    # Google, line 246: "הקבלה," ends in a comma; spaCy splits it off and "הקבלה" ends in he.
    assert tokenize_hebrew("לפקידת הקבלה,") == ["לפקידת", "הקבלה", ","]
    assert he.entity_gender(words("הקבלה,")) is F
    assert he.entity_gender(words("המוכר,")) is M
    assert he.entity_gender(words("(האחות).")) is F


def test_hyphens_between_letters_split() -> None:
    # Hebrew uses spaCy's default infixes: a hyphen between letters is a token of its own.
    # "מורה-דרך" (guide) then has a token "מורה" ending in he: female, though the whole
    # word ends in kaf.
    assert tokenize_hebrew("מורה-דרך") == ["מורה", "-", "דרך"]
    assert word_gender("מורה-דרך") is F
    assert word_gender("עורך-הדין") is M


def test_gershayim_acronym_stays_whole() -> None:
    # המנכ"ל (the CEO) is one token ending in lamed
    assert tokenize_hebrew('המנכ"ל') == ['המנכ"ל']
    assert word_gender('המנכ"ל') is M
    assert word_gender('המנכ"לית') is F


@pytest.mark.parametrize(
    ("policy", "gender"),
    [(Policy.MT_GENDER_2019, F), (Policy.MT_GENDER_2022, U)],
)
def test_empty_alignment(policy: Policy, gender: Gender) -> None:
    # Google, line 54: nothing aligned to "designer". The paper-era code read the empty
    # string as female; the 2022 code as unknown.
    a = HebrewAnalyzer("he", policy)
    assert a.entity_gender(EntitySpan((), (), "הרופא רשם את הסמים למעצב, כי הוא היה חולה.")) is gender
    assert a.entity_gender(EntitySpan((" ",), (3,), "x")) is gender


def test_cache_does_not_change_results() -> None:
    a19 = HebrewAnalyzer("he", Policy.MT_GENDER_2019)
    a22 = HebrewAnalyzer("he", Policy.MT_GENDER_2022)
    spans = [words("האחות"), EntitySpan((), (), "x"), words("האחות"), words("הרופא"), EntitySpan((), (), "y")]
    assert a19.entity_genders(spans) == [F, F, F, M, F]
    assert a22.entity_genders(spans) == [F, U, F, M, U]
    assert a19.entity_genders(spans) == [a19.entity_gender(s) for s in spans]
