"""The optional Apertium (lt-proc + apertium-spa-ita) analyser for Italian.

Tests that run ``lt-proc`` skip when it or the Italian data is not installed
(``apt-get install lttoolbox apertium-spa-ita``).
"""

from __future__ import annotations

import shutil

import pytest

from fairmt.errors import MissingDependencyError
from fairmt.gender.apertium import ApertiumAnalyzer, find_automorf, unit_gender
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer

pytestmark = pytest.mark.integration

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN

HAVE_APERTIUM = shutil.which("lt-proc") is not None and find_automorf() is not None
needs_apertium = pytest.mark.skipif(
    not HAVE_APERTIUM,
    reason="lt-proc or apertium-spa-ita not installed (apt-get install lttoolbox apertium-spa-ita)",
)


def words(text: str) -> EntitySpan:
    toks = text.split()
    return EntitySpan(words=tuple(toks), indices=tuple(range(len(toks))), target=text)


def test_unit_gender() -> None:
    assert unit_gender("la/il<det><def><f><sg>/lo<prn><pro><p3><f><sg>") is F
    assert unit_gender("il/il<det><def><m><sg>/lo<prn><pro><p3><m><sg>") is M
    assert unit_gender("l'/il<det><def><mf><sg>/lo<prn><pro><p3><m><sg>/lo<prn><pro><p3><f><sg>") is None
    assert unit_gender("insegnante/insegnante<n><mf><sg>") is None
    assert unit_gender("guardia/guardia<n><m><sp>/guardia<n><f><sg>") is None
    assert unit_gender("cassiere/*cassiere") is None
    assert unit_gender("alla/a<pr>+il<det><def><f><sg>") is F


def test_missing_tools(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(MissingDependencyError) as e:
        ApertiumAnalyzer("it")
    assert "apt-get install lttoolbox apertium-spa-ita" in str(e.value)


@needs_apertium
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("l'infermiera", F),
        ("dell'infermiera", F),
        ("lo sviluppatore", M),
        ("la professoressa,", F),
        ("l'insegnante", U),
        ("qualcuno", M),
        ("[il] medico^$", M),  # stream-format characters are escaped
    ],
)
def test_words(text: str, expected: Gender) -> None:
    assert ApertiumAnalyzer("it").entity_gender(words(text)) is expected


@needs_apertium
def test_policies_batch_and_registry() -> None:
    a19 = get_analyzer("it", "apertium", Policy.MT_GENDER_2019)
    assert isinstance(a19, ApertiumAnalyzer)
    assert a19.entity_gender(words("l'insegnante")) is N
    empty = EntitySpan(words=(), indices=(), target="x")
    spans = [words(t) for t in ["l'infermiera", "il medico", "l'insegnante", "il medico"]] + [empty]
    a = ApertiumAnalyzer("it")
    assert a.entity_genders(spans) == [a.entity_gender(s) for s in spans] == [F, M, U, M, U]
    assert a.version().startswith("lttoolbox-")
