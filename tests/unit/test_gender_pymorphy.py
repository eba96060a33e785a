"""PymorphyAnalyzer on hand-checked Russian and Ukrainian words and phrases.

Expected readings were checked by hand against pymorphy3's parses (pymorphy3 2.0.6,
pymorphy3-dicts-ru 2.4.417150.4580142, pymorphy3-dicts-uk 2.4.1.1.1663094765) and the
rule of the original mt_gender code: a token is female if any parse is feminine, else the
majority of its gendered parses, else neutral; the entity is the majority over tokens, a
tie going to the earliest token.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable

import pytest

from fairmt.errors import MissingDependencyError, UnsupportedLanguageError
from fairmt.gender import pymorphy as pm
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN

HAVE_PYMORPHY = importlib.util.find_spec("pymorphy3") is not None
needs_pymorphy = pytest.mark.skipif(not HAVE_PYMORPHY, reason="pymorphy3 (fairmt[slavic]) not installed")


def span(text: str) -> EntitySpan:
    words = tuple(text.split())
    return EntitySpan(words=words, indices=tuple(range(len(words))), target=text)


@pytest.fixture(scope="module")
def ru() -> pm.PymorphyAnalyzer:
    if not HAVE_PYMORPHY:
        pytest.skip("pymorphy3 (fairmt[slavic]) not installed")
    return pm.PymorphyAnalyzer("ru", Policy.MT_GENDER_2022)


@pytest.fixture(scope="module")
def uk() -> pm.PymorphyAnalyzer:
    if not HAVE_PYMORPHY:
        pytest.skip("pymorphy3 (fairmt[slavic]) not installed")
    return pm.PymorphyAnalyzer("uk", Policy.MT_GENDER_2022)


# --------------------------------------------------------------------------- words


@pytest.mark.parametrize(
    ("word", "gender"),
    [
        # masculine professions and their feminine forms
        ("врач", M),
        ("врачиха", F),
        ("учитель", M),
        ("учительница", F),
        ("уборщик", M),
        ("уборщица", F),
        ("программист", M),
        ("программистка", F),
        ("медсестра", F),
        ("медбрат", M),
        # common-gender nouns: OpenCorpora tags them ms-f, which is no tag.gender -> neutral
        ("судья", N),
        ("коллега", N),
        ("сирота", N),
        # adjectives and participles
        ("опытный", M),
        ("опытная", F),
        ("уставший", M),
        ("уставшая", F),
        ("новое", N),
        # any feminine parse wins: "механику" is also the accusative of "механика" (mechanics),
        # and "его" has feminine parses as an indeclinable possessive
        ("механику", F),
        ("его", F),
        # case does not matter
        ("Врач", M),
        ("ВРАЧ", M),
        # no gendered parse at all
        ("потому", N),
        (",", N),
        ("«", N),
    ],
)
def test_russian_words(ru: pm.PymorphyAnalyzer, word: str, gender: Gender) -> None:
    assert ru.word_gender(word) is gender


@pytest.mark.parametrize(
    ("word", "gender"),
    [
        ("лікар", M),
        ("лікарка", F),
        ("вчитель", M),
        ("вчителька", F),
        ("медсестра", F),
        ("досвідчений", M),
        ("досвідчена", F),
        # Ukrainian common-gender nouns carry both a masculine and a feminine parse
        # (unlike Russian ms-f), so the any-female rule reads them female.
        ("суддя", F),
        ("колега", F),
        ("сирота", F),
        (",", N),
    ],
)
def test_ukrainian_words(uk: pm.PymorphyAnalyzer, word: str, gender: Gender) -> None:
    assert uk.word_gender(word) is gender


# --------------------------------------------------------------------------- phrases


@pytest.mark.parametrize(
    ("text", "gender"),
    [
        ("уставший врач", M),
        ("уставшая медсестра", F),
        ("опытная учительница", F),
        # a 1-1 tie goes to the earliest token
        ("опытная врач", F),
        ("врач опытная", M),
        ("врач - женщина", M),
        # pymorphy's tokeniser splits punctuation off; each mark votes neutral
        ("врач,", M),  # врач / , : tie, врач first
        (", врач", N),  # , / врач : tie, comma first
        ("«врач»", N),  # « / врач / » : neutral 2-1
        ("у библиотекаря,", N),  # у / библиотекаря / , : neutral 2-1 (a WinoMT case)
        ("потому пекаря,", N),
        ("судья", N),
        ("врачиха", F),
        # a hyphen inside a word is not split
        ("генерал-майор", M),
    ],
)
def test_russian_phrases(ru: pm.PymorphyAnalyzer, text: str, gender: Gender) -> None:
    assert ru.entity_gender(span(text)) is gender


@pytest.mark.parametrize(
    ("text", "gender"),
    [
        ("досвідчений лікар", M),
        ("досвідчена лікарка", F),
        ("Лікар", M),
        ("лікар,", M),
        ("за свідком,", N),
        ("суддя", F),
    ],
)
def test_ukrainian_phrases(uk: pm.PymorphyAnalyzer, text: str, gender: Gender) -> None:
    assert uk.entity_gender(span(text)) is gender


def test_tokens_keep_punctuation_and_hyphenated_words(ru: pm.PymorphyAnalyzer) -> None:
    assert ru.tokens("«врач», генерал-майор.") == ["«", "врач", "»", ",", "генерал-майор", "."]


# --------------------------------------------------------------------------- policies


@needs_pymorphy
@pytest.mark.parametrize("policy", list(Policy))
@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_empty_alignment_is_unknown_under_both_policies(lang: str, policy: Policy) -> None:
    a = pm.PymorphyAnalyzer(lang, policy)
    assert a.entity_gender(EntitySpan(words=(), indices=(), target="Врач пришёл.")) is U


@needs_pymorphy
@pytest.mark.parametrize(("policy", "gender"), [(Policy.MT_GENDER_2019, N), (Policy.MT_GENDER_2022, U)])
def test_no_token_at_all_depends_on_policy(
    monkeypatch: pytest.MonkeyPatch, policy: Policy, gender: Gender
) -> None:
    # Unreachable with pymorphy's tokeniser (it keeps every non-space character), kept for
    # fidelity with the original's two versions; simulated with a tokeniser that finds nothing.
    a = pm.PymorphyAnalyzer("ru", policy)
    monkeypatch.setattr(a, "tokens", lambda text: [])
    assert a.entity_gender(span("врач")) is gender


@needs_pymorphy
def test_gender_less_tokens_read_neutral_under_both_policies() -> None:
    # As the original (both versions): a token with no gendered parse votes neutral.
    for policy in Policy:
        a = pm.PymorphyAnalyzer("ru", policy)
        assert a.entity_gender(span("потому")) is N
        assert a.entity_gender(span(",")) is N


@needs_pymorphy
@pytest.mark.parametrize(
    ("word", "now", "in_2019"),
    [("кухар", F, M), ("Двірник", F, M), ("хтось", M, N), ("комусь,", M, N), ("рушійці", M, F)],
)
def test_ukrainian_2019_compatibility_table(word: str, now: Gender, in_2019: Gender) -> None:
    assert pm.PymorphyAnalyzer("uk", Policy.MT_GENDER_2022).entity_gender(span(word)) is now
    assert pm.PymorphyAnalyzer("uk", Policy.MT_GENDER_2019).entity_gender(span(word)) is in_2019


def test_compat_table_is_lower_case_and_differs_from_current_reading() -> None:
    for lang, table in pm.COMPAT_2019.items():
        assert lang in pm.PymorphyAnalyzer.languages
        for word in table:
            assert word == word.lower()
    if HAVE_PYMORPHY:
        a = pm.PymorphyAnalyzer("uk", Policy.MT_GENDER_2022)
        for word, g in pm.COMPAT_2019["uk"].items():
            assert a.word_gender(word) is not g, word  # an entry that changes nothing is dead weight


# --------------------------------------------------------------------------- plumbing


@needs_pymorphy
def test_registry_and_version() -> None:
    a = get_analyzer("ru", policy=Policy.MT_GENDER_2019)
    assert isinstance(a, pm.PymorphyAnalyzer)
    assert a.lang == "ru" and a.policy is Policy.MT_GENDER_2019
    import pymorphy3

    v = a.version()
    assert v.startswith(f"pymorphy3-{pymorphy3.__version__}/dicts-ru-"), v
    assert get_analyzer("uk").version().split("/")[1].startswith("dicts-uk-")
    items = dict(a.signature_items())
    assert items == {"analyzer": "pymorphy", "analyzer_version": v, "compat": "mt_gender-2019"}


def test_unsupported_language() -> None:
    with pytest.raises(UnsupportedLanguageError):
        pm.PymorphyAnalyzer("de")


@needs_pymorphy
def test_morph_analyzer_loaded_once_and_words_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    a = pm.PymorphyAnalyzer("ru")
    b = pm.PymorphyAnalyzer("ru", Policy.MT_GENDER_2019)
    assert a._backend is b._backend
    assert a._backend.morph is b._backend.morph
    assert pm.PymorphyAnalyzer("uk")._backend is not a._backend

    monkeypatch.setattr(a._backend, "cache", {})
    calls: list[str] = []
    real_parse: Callable[[str], list[object]] = a._backend.morph.parse

    def spy(word: str) -> list[object]:
        calls.append(word)
        return real_parse(word)

    monkeypatch.setattr(a._backend.morph, "parse", spy)
    assert a.word_gender("врачиха") is F
    assert b.word_gender("врачиха") is F
    assert a.entity_gender(span("врачиха врачиха")) is F
    assert calls == ["врачиха"]


def _block_pymorphy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pm, "_BACKENDS", {})
    # A None entry in sys.modules makes ``import`` raise ImportError.
    for mod in ("pymorphy3", "pymorphy3.tokenizers"):
        monkeypatch.setitem(sys.modules, mod, None)


def test_missing_dependency(monkeypatch: pytest.MonkeyPatch) -> None:
    _block_pymorphy(monkeypatch)
    with pytest.raises(MissingDependencyError) as ei:
        pm.PymorphyAnalyzer("ru")
    assert ei.value.install_hint == "pip install 'fairmt[slavic]'"
    assert str(ei.value) == (
        "pymorphy3 with its ru/uk dictionaries is not installed. "
        "Install it with: pip install 'fairmt[slavic]'"
    )
    with pytest.raises(MissingDependencyError):
        get_analyzer("uk")


def test_importing_the_module_needs_no_pymorphy(monkeypatch: pytest.MonkeyPatch) -> None:
    _block_pymorphy(monkeypatch)
    # Execute a fresh copy of the module under another name, leaving the real one alone.
    spec = importlib.util.spec_from_file_location("_fresh_fairmt_pymorphy", pm.__file__)
    assert spec is not None and spec.loader is not None
    fresh = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fresh)
    assert fresh.PymorphyAnalyzer.languages == frozenset({"ru", "uk"})
    with pytest.raises(MissingDependencyError):
        fresh.PymorphyAnalyzer("ru")


@needs_pymorphy
def test_missing_dictionary(monkeypatch: pytest.MonkeyPatch) -> None:
    import pymorphy3

    def no_dict(*args: object, **kwargs: object) -> None:
        raise ValueError("Can't find a dictionary for language 'uk'.")

    monkeypatch.setattr(pm, "_BACKENDS", {})
    monkeypatch.setattr(pymorphy3, "MorphAnalyzer", no_dict)
    with pytest.raises(MissingDependencyError, match="fairmt\\[slavic\\]"):
        pm.PymorphyAnalyzer("uk")
