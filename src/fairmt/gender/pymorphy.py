"""Russian and Ukrainian gender from pymorphy3 morphology (mt_gender's ``PymorphPredictor``).

The entity's aligned words are joined with spaces and tokenised with pymorphy's
``simple_word_tokenize``, which keeps punctuation as tokens of its own (``"врач,"`` is
``["врач", ","]``). Each token reads one gender from all of its pymorphy parses:

* *female* if any parse is feminine;
* otherwise the most frequent of masculine/neuter over the parses that carry a gender
  (a tie goes to the one seen first, in pymorphy's parse order);
* *neutral* if no parse carries a gender: punctuation, plural-only forms, and nouns of
  common gender, which OpenCorpora tags ``ms-f`` (ru "судья", "коллега", "сирота").

The entity reads the most frequent token gender, a tie going to the earliest token, so
``"врач ,"`` is male but ``"« врач"`` is neutral, as in the original. An empty alignment
reads *unknown*. Only when the text yields no token at all do the policies differ
(:attr:`Policy.MT_GENDER_2019`: neutral; :attr:`Policy.MT_GENDER_2022`: unknown); since
the tokeniser keeps every non-space character, that cannot happen for a non-empty
alignment, and the two policies give the same predictions apart from the compatibility
table below.

pymorphy3's dictionaries are newer than the pymorphy2 ones behind the 2019 paper
(``pymorphy2-dicts-ru`` 2.4.417127.4579844, ``pymorphy2-dicts-uk`` 2.4.1.1.1460299261).
Under :attr:`Policy.MT_GENDER_2019` a small table, :data:`COMPAT_2019`, restores the
2019 reading of the 17 Ukrainian words (no Russian one) of the saved WinoMT translations'
entity spans whose reading changed, so that the paper's numbers are reproduced exactly;
it is not applied under 2022. A token with no gendered parse reads neutral under both
policies, as in both versions of the original.

pymorphy3 is the optional extra ``fairmt[slavic]``; it is imported only when an analyser
is built. Each language's ``MorphAnalyzer`` is loaded once per process, and word
readings (a pure function of the word and the dictionary) are cached.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from fairmt.errors import MissingDependencyError
from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy

_MISSING_WHAT = "pymorphy3 with its ru/uk dictionaries"
_MISSING_HINT = "pip install 'fairmt[slavic]'"

#: pymorphy's gender grammemes. Common-gender nouns (``ms-f``) have no ``tag.gender``.
_GRAMMEME_GENDER: Mapping[str, Gender] = MappingProxyType(
    {"masc": Gender.MALE, "femn": Gender.FEMALE, "neut": Gender.NEUTRAL}
)

#: The 2019 reading of every token whose reading changed with the pymorphy3 dictionaries,
#: among all tokens of the entity spans of the saved WinoMT translations (Google, Bing,
#: AWS, SYSTRAN; C++ fast_align links). Found by reading each such token with both the
#: 2019 stack (pymorphy2 with pymorphy2-dicts-ru 2.4.417127.4579844 and pymorphy2-dicts-uk
#: 2.4.1.1.1460299261) and pymorphy3 (dicts-ru 2.4.417150.4580142, dicts-uk
#: 2.4.1.1.1663094765). No Russian token changed; the Ukrainian dictionary was rebuilt in
#: 2022. Keys are lower-cased tokens (pymorphy lower-cases before parsing). Applied only
#: under MT_GENDER_2019; words outside the table may still read differently from 2019 in
#: other texts.
COMPAT_2019: Mapping[str, Mapping[str, Gender]] = MappingProxyType(
    {
        "ru": MappingProxyType({}),
        "uk": MappingProxyType(
            {
                # Profession nouns that the 2022 dictionary also lists as surnames, with an
                # indeclinable feminine surname parse (NOUN,Surn,Fixd,femn), so any-female wins.
                "бейкер": Gender.MALE,
                "двірник": Gender.MALE,
                "карпентер": Gender.MALE,
                "кравець": Gender.MALE,
                "кухар": Gender.MALE,
                "пекар": Gender.MALE,
                # Indefinite pronouns: ungendered in 2016, tagged masculine in 2022.
                "кимось": Gender.NEUTRAL,
                "когось": Gender.NEUTRAL,
                "комусь": Gender.NEUTRAL,
                "хтось": Gender.NEUTRAL,
                # Out-of-vocabulary words guessed from their ending: the guesses changed.
                "кравню": Gender.FEMALE,
                "рушійці": Gender.FEMALE,
                # Parses added or removed in the 2022 dictionary.
                "їдати": Gender.FEMALE,  # 2016 also had a feminine noun (gen. sg.); now a verb only
                "пекарів": Gender.NEUTRAL,  # 2022 adds a masculine inanimate noun
                "учителів": Gender.NEUTRAL,  # 2022 adds a masculine possessive adjective
                "усього": Gender.MALE,  # 2022 adds ADVB and neuter parses first: masc/neut tie -> neut
                "усім": Gender.MALE,  # likewise, neuter parses now come first
            }
        ),
    }
)


def _majority(genders: Iterable[Gender]) -> Gender | None:
    """Most frequent gender; a tie goes to the one seen first (like ``Counter.most_common``)."""
    counts: dict[Gender, int] = {}
    for g in genders:
        counts[g] = counts.get(g, 0) + 1
    if not counts:
        return None
    return max(counts, key=counts.__getitem__)  # max() keeps the first of equal counts


class _Backend:
    """One language's pymorphy3 analyser, tokeniser and word cache (shared per process)."""

    def __init__(self, lang: str) -> None:
        try:
            import pymorphy3
            from pymorphy3.tokenizers import simple_word_tokenize
        except ImportError:
            raise MissingDependencyError(_MISSING_WHAT, _MISSING_HINT) from None
        try:
            self.morph: Any = pymorphy3.MorphAnalyzer(lang=lang)
        except ValueError as e:  # pymorphy3 raises ValueError when the dictionary is absent
            raise MissingDependencyError(f"{_MISSING_WHAT} ({e})", _MISSING_HINT) from None
        self.tokenize: Callable[[str], list[str]] = simple_word_tokenize
        self.version = f"pymorphy3-{pymorphy3.__version__}/{_dictionary_version(lang, self.morph)}"
        self.cache: dict[str, Gender] = {}

    def word_gender(self, word: str) -> Gender:
        g = self.cache.get(word)
        if g is None:
            g = self._read(word)
            self.cache[word] = g
        return g

    def _read(self, word: str) -> Gender:
        observed = [
            _GRAMMEME_GENDER[p.tag.gender] for p in self.morph.parse(word) if p.tag.gender in _GRAMMEME_GENDER
        ]
        if Gender.FEMALE in observed:
            return Gender.FEMALE
        return _majority(observed) or Gender.NEUTRAL


def _dictionary_version(lang: str, morph: Any) -> str:
    """``dicts-<lang>-<package version>`` of the dictionary that ``morph`` loaded."""
    path = str(getattr(morph.dictionary, "path", ""))
    try:
        from importlib.metadata import entry_points

        for ep in entry_points(group="pymorphy3_dicts"):
            if ep.name == lang and ep.dist is not None and str(ep.load().get_path()) == path:
                return f"dicts-{lang}-{ep.dist.version}"
    except Exception:  # unusual installs: fall back to the dictionary's own metadata
        pass
    meta = getattr(morph.dictionary, "meta", {}) or {}
    fields = [str(meta.get(k, "")) for k in ("format_version", "source_revision", "corpus_revision")]
    stamp = ".".join(f for f in fields if f) or "unknown"
    return f"dict-{lang}-{stamp}-compiled-{meta.get('compiled_at', 'unknown')}"


_BACKENDS: dict[str, _Backend] = {}
_LOCK = threading.Lock()


def _backend(lang: str) -> _Backend:
    b = _BACKENDS.get(lang)
    if b is None:
        with _LOCK:
            b = _BACKENDS.get(lang)
            if b is None:
                b = _Backend(lang)
                _BACKENDS[lang] = b
    return b


class PymorphyAnalyzer(GenderAnalyzer):
    """Gender of a Russian or Ukrainian entity from pymorphy3 morphology."""

    name = "pymorphy"
    languages = frozenset({"ru", "uk"})

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        super().__init__(lang, policy)
        self._backend = _backend(lang)
        self._compat: Mapping[str, Gender] = (
            COMPAT_2019[lang] if policy is Policy.MT_GENDER_2019 else MappingProxyType({})
        )

    def version(self) -> str:
        """pymorphy3 and dictionary versions, e.g. ``pymorphy3-2.0.6/dicts-ru-2.4.417150.4580142``."""
        return self._backend.version

    def tokens(self, text: str) -> list[str]:
        """pymorphy's tokens of ``text``: whitespace dropped, each punctuation mark a token."""
        return self._backend.tokenize(text)

    def word_gender(self, word: str) -> Gender:
        """Gender of one token over all its parses: female if any parse is, else the majority.

        A token with no gendered parse (punctuation, plurals, common-gender nouns) reads
        neutral. Under MT_GENDER_2019 the compatibility table takes precedence.
        """
        if self._compat:
            g = self._compat.get(word.lower())
            if g is not None:
                return g
        return self._backend.word_gender(word)

    def entity_gender(self, span: EntitySpan) -> Gender:
        text = span.text
        if not text.strip():
            return Gender.UNKNOWN
        observed = [self.word_gender(tok) for tok in self.tokens(text)]
        g = _majority(observed)
        if g is None:
            return Gender.NEUTRAL if self.policy is Policy.MT_GENDER_2019 else Gender.UNKNOWN
        return g
