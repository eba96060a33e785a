"""Arabic rule (mt_gender's ArabicPredictor) on hand-checked words."""

from __future__ import annotations

import pytest

from fairmt.gender.arabic import TA_MARBUTA, ArabicAnalyzer, word_gender
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer

M, F, U = Gender.MALE, Gender.FEMALE, Gender.UNKNOWN


def words(text: str) -> EntitySpan:
    w = tuple(text.split())
    return EntitySpan(w, tuple(range(len(w))), text)


@pytest.fixture(params=list(Policy))
def ar(request: pytest.FixtureRequest) -> ArabicAnalyzer:
    return ArabicAnalyzer("ar", request.param)


def test_registry_and_version() -> None:
    a = get_analyzer("ar")
    assert isinstance(a, ArabicAnalyzer)
    assert a.version() == "mt_gender-rules-1"


def test_both_forms_of_ta_marbuta() -> None:
    assert TA_MARBUTA == ("\u0629", "\ufe94")


@pytest.mark.parametrize(
    ("text", "gender"),
    [
        ("الممرضة", F),  # the nurse (f.), ordinary ta marbuta U+0629
        ("الممرﺿﺔ", F),  # the same word written with presentation forms: final ta marbuta U+FE94
        ("الطبيب", M),  # the doctor (m.)
        ("الطبيبة", F),  # the doctor (f.)
        ("مدبرة المنزل", F),  # the housekeeper: one of two words carries it
        ("مصفف الشعر", M),  # the hairdresser (m.)
        ("الممرضةو", F),  # anywhere in the word counts, not only at the end (as the original)
        ("مدرسه", M),  # a final he (colloquial spelling) is not ta marbuta: missed by the rule
        ("الطبيبات", M),  # feminine plural in open ta: missed by the rule
        ("الصحفي،", M),  # attached Arabic comma changes nothing
        ("الصحفية،", F),
    ],
)
def test_ta_marbuta(ar: ArabicAnalyzer, text: str, gender: Gender) -> None:
    assert ar.entity_gender(words(text)) is gender
    assert word_gender(text) is gender


@pytest.mark.parametrize(
    ("policy", "gender"),
    [(Policy.MT_GENDER_2019, M), (Policy.MT_GENDER_2022, U)],
)
def test_empty_alignment(policy: Policy, gender: Gender) -> None:
    # Google, line 15: nothing aligned to "cook". The paper-era code read the empty string
    # as male; the 2022 code as unknown.
    a = ArabicAnalyzer("ar", policy)
    assert (
        a.entity_gender(EntitySpan((), (), "أعد الطاهي طبقًا للمدرس لأنها تعلمت للتو طبقًا جديدًا.")) is gender
    )
    assert a.entity_gender(EntitySpan(("\u00a0",), (0,), "\u00a0")) is gender
