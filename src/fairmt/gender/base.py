"""The gender-analyser interface shared by WinoMT, the diagnostics and FairQE.

An analyser reads the grammatical gender that a translation gives to one entity. It
receives an :class:`EntitySpan`: the target words that the aligner linked to the English
entity (and its article), in alignment order, plus the whole translated sentence and the
English challenge-set row, because some rules (German) look beyond the aligned words.

Two behaviours differ between versions of the original mt_gender code and change
published numbers; they are selected by :class:`Policy`:

* ``mt_gender-2019`` (paper era, commit 6f5468d): an empty alignment reads *female* in
  Hebrew and *male* in Arabic; spaCy languages read *neutral* when no token carries
  gender; pymorphy applies the 2019 dictionary readings of a few Ukrainian words.
* ``mt_gender-2022`` (upstream commit 5862928): those cases read *unknown*, and pymorphy
  uses the installed dictionaries as they are.

German reads *male* for an empty alignment under both (as both versions of the code).

A third policy goes beyond the original: ``target-side-1`` reads the entity as
``mt_gender-2022`` does (its :attr:`Policy.base`) and then also from the words of the
translation that corefer or agree with it: the pronoun the English pronoun is aligned to,
agreeing participles and adjectives, and head-noun rules (:mod:`fairmt.gender.target_side`).
:func:`get_analyzer` wraps the language's analyser for it.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from fairmt.errors import MissingDependencyError, UnsupportedLanguageError, UsageError
from fairmt.languages import language_pack, language_packs
from fairmt.registry import Registry, did_you_mean


class Gender(enum.Enum):
    """Grammatical gender of an entity as realised in a translation."""

    MALE = "male"
    FEMALE = "female"
    NEUTRAL = "neutral"
    UNKNOWN = "unknown"

    @classmethod
    def parse(cls, text: str) -> Gender:
        """Parse ``male``/``female``/``neutral``/``unknown`` (also ``M``/``F``/``N``)."""
        t = text.strip().lower()
        short = {"m": "male", "f": "female", "n": "neutral", "u": "unknown"}
        t = short.get(t, t)
        try:
            return cls(t)
        except ValueError:
            raise ValueError(f"not a gender: {text!r} (expected male, female, neutral or unknown)") from None

    def __str__(self) -> str:
        return self.value


class Policy(enum.Enum):
    """How the entity's gender is read: the two versions of the original, or beyond them.

    ``mt_gender-2019`` and ``mt_gender-2022`` differ only for an empty alignment or a span
    with no gendered word (module docstring). ``target-side-1`` reads as ``mt_gender-2022``
    and then corrects that reading from the translation's pronouns and agreement
    (:mod:`fairmt.gender.target_side`); ``target-side-2`` adds rules to it, and
    ``target-side-3`` French rules to ``target-side-2`` (same module), ``target-side-4``
    more French rules to ``target-side-3`` (:mod:`fairmt.gender.target_side_4`).
    """

    MT_GENDER_2019 = "mt_gender-2019"
    MT_GENDER_2022 = "mt_gender-2022"
    TARGET_SIDE_1 = "target-side-1"
    TARGET_SIDE_2 = "target-side-2"
    TARGET_SIDE_3 = "target-side-3"
    TARGET_SIDE_4 = "target-side-4"

    @property
    def base(self) -> Policy:
        """The original's policy that the per-language analysers apply under this one."""
        return Policy.MT_GENDER_2022 if self.target_side else self

    @property
    def target_side(self) -> bool:
        """Whether the translation's pronouns and agreement are read too."""
        return self in (
            Policy.TARGET_SIDE_1,
            Policy.TARGET_SIDE_2,
            Policy.TARGET_SIDE_3,
            Policy.TARGET_SIDE_4,
        )

    @classmethod
    def parse(cls, name: str) -> Policy:
        for p in cls:
            if p.value == name:
                return p
        names = [p.value for p in cls]
        raise UsageError(
            f"unknown compat policy {name!r}; known: {', '.join(names)}." + did_you_mean(name, names)
        )


DEFAULT_POLICY = Policy.MT_GENDER_2022


@dataclass(frozen=True)
class EntitySpan:
    """The target-side realisation of one challenge-set entity.

    ``words``/``indices`` are the aligned target tokens (whitespace tokenisation of
    ``target``) in alignment order: for each English index (article first, then entity),
    its target links in the aligner's output order. ``source_entity`` is the English
    entity of the challenge-set row (e.g. ``"nurse"``). ``links`` (the sentence pair's
    alignment, English index -> target index), ``tokens`` (the target tokens those indices
    refer to) and ``source_index`` (the English entity's token index) are what the
    ``target-side-1`` policy needs to find the words that corefer with the entity; they
    are empty (-1) when the span was built without them and do not take part in equality.
    """

    words: tuple[str, ...]
    indices: tuple[int, ...]
    target: str
    source_entity: str = ""
    source: str = ""
    links: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)
    tokens: tuple[str, ...] = field(default=(), compare=False, repr=False)
    source_index: int = field(default=-1, compare=False, repr=False)

    @property
    def text(self) -> str:
        """The aligned words joined by single spaces (mt_gender's "translated profession")."""
        return " ".join(self.words)

    @property
    def first_index(self) -> int:
        """Smallest aligned target index, or -1 when nothing is aligned."""
        return min(self.indices, default=-1)

    @property
    def empty(self) -> bool:
        return not self.text.strip()


class GenderAnalyzer(ABC):
    """Reads the gender a translation gives to an entity, for the languages it declares."""

    #: Registry name, e.g. ``"german-rules"``.
    name: str = ""
    #: ISO 639-1 codes this analyser supports.
    languages: frozenset[str] = frozenset()

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        if lang not in self.languages:
            raise UnsupportedLanguageError(
                f"gender analyser {self.name!r} does not support language {lang!r}; "
                f"it supports: {', '.join(sorted(self.languages))}."
            )
        self.lang = lang
        self.policy = policy

    @abstractmethod
    def entity_gender(self, span: EntitySpan) -> Gender:
        """Gender of the entity realised by ``span``."""

    def entity_genders(self, spans: Sequence[EntitySpan]) -> list[Gender]:
        """Batch form; same results and order as calling :meth:`entity_gender` one by one."""
        return [self.entity_gender(s) for s in spans]

    def version(self) -> str:
        """Everything about the backend that changes predictions (model name and version)."""
        return "rules"

    def signature_items(self) -> list[tuple[str, object]]:
        return [("analyzer", self.name), ("analyzer_version", self.version()), ("compat", self.policy.value)]


ANALYZERS: Registry[type[GenderAnalyzer]] = Registry("gender analyser", entry_point_group="fairmt.analyzers")

# name -> "module:Class"; modules are imported only when used.
ANALYZERS.register_lazy("german-rules", "fairmt.gender.german:GermanArticleAnalyzer")
ANALYZERS.register_lazy("arabic-rules", "fairmt.gender.arabic:ArabicAnalyzer")
ANALYZERS.register_lazy("hebrew-rules", "fairmt.gender.hebrew:HebrewAnalyzer")
ANALYZERS.register_lazy("pymorphy", "fairmt.gender.pymorphy:PymorphyAnalyzer")
ANALYZERS.register_lazy("spacy", "fairmt.gender.spacy_morph:SpacyAnalyzer")
ANALYZERS.register_lazy("romance-rules", "fairmt.gender.romance:RomanceRulesAnalyzer")
ANALYZERS.register_lazy("apertium", "fairmt.gender.apertium:ApertiumAnalyzer")

# Which analysers serve which language (first = default) is declared in the language packs
# (fairmt.languages), up front, so that an unsupported language fails before any work is done.


def language_analyzers(lang: str) -> tuple[str, ...]:
    """The analysers of ``lang``'s language pack, the default first (empty when none)."""
    pack = language_pack(lang)
    return pack.analyzers if pack is not None else ()


def supported_languages() -> list[str]:
    """The languages whose pack names a gender analyser."""
    return sorted(code for code, pack in language_packs().items() if pack.analyzers)


def get_analyzer(lang: str, name: str | None = None, policy: Policy = DEFAULT_POLICY) -> GenderAnalyzer:
    """The analyser ``name`` (or the language's default) for ``lang``.

    Without ``name``, the analysers of the language's pack are tried in order and the first
    whose dependencies are installed is used; when none is, the first one's
    :class:`MissingDependencyError` is raised. With ``name`` (built-in or plugin) the
    analyser's own ``languages`` decide, for a language that has no pack. Under a
    target-side policy the analyser is built for :attr:`Policy.base` and wrapped in a
    :class:`~fairmt.gender.target_side.TargetSideAnalyzer`.
    """
    candidates = language_analyzers(lang)
    if policy.target_side:
        from fairmt.gender.target_side import TargetSideAnalyzer

        return TargetSideAnalyzer(get_analyzer(lang, name, policy.base), policy)
    if name is not None and not candidates:
        return ANALYZERS.get(name)(lang, policy)
    if not candidates:
        langs = supported_languages()
        raise UnsupportedLanguageError(
            f"no gender analyser for language {lang!r}; supported: {', '.join(langs)}."
            + did_you_mean(lang, langs)
        )
    if name is not None:
        return ANALYZERS.get(name)(lang, policy)
    # The language's default: the first listed analyser whose dependencies are installed
    # (es/fr: spaCy when a model is installed, else the model-free rules).
    first: MissingDependencyError | None = None
    for candidate in candidates:
        try:
            return ANALYZERS.get(candidate)(lang, policy)
        except MissingDependencyError as e:
            first = first or e
    assert first is not None
    raise first
