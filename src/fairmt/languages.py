"""The languages fairmt knows: their English names, and one "language pack" per target language.

:data:`LANGUAGE_NAMES`: one table for every prompt (FairQE's LLM agents, the gemba-mqm
backbone, the translation engines); a code without a name is used as it is.

:class:`LanguagePack`: what fairmt can do in a target language — its gender analysers, its
gender inflector, and what the rules cue detector knows of it (subject agreement,
determiners, seed lexicon) — registered in one place. ``fairmt.gender``, ``fairmt.inflect``
and ``fairmt.fairqe.cues`` read these packs instead of keeping three lookups. A new
language is one :func:`register_language` call, or a plugin: an entry point in the group
``fairmt.languages`` named by the language code and pointing at a :class:`LanguagePack`
(its analyser and inflector plugins in ``fairmt.analyzers`` and ``fairmt.inflectors``).

This module is light: it imports no analyser, inflector or lexicon until one is asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from fairmt.errors import PluginError

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


# --------------------------------------------------------------------------- language packs


@dataclass(frozen=True)
class CueTargets:
    """What FairQE's rules cue detector knows of one target language.

    ``determiners``: the articles, determiners and article contractions (space-separated)
    that a target span is extended over (the words a gender flip also changes). ``seed``:
    the seed bilingual lexicon, English cue lemma -> ``"masculine forms | feminine forms |
    forms without gender"`` (singulars; see :mod:`fairmt.fairqe.cue_lexicon`). The target
    gender of a pronoun, title or gendered-adjective cue is read only from these forms
    ("he": ``"er | |"``, "she": ``"| sie |"``), never by the inflector (since rules-8: read
    that way, a possessive that agrees with the possessed noun made correct translations
    violations), so a language that wants the explicit check on pronouns lists them here.
    """

    determiners: str = ""
    seed: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class LanguagePack:
    """Everything fairmt does in one target language, registered once.

    * ``analyzers``: gender analysers (names in :data:`fairmt.gender.base.ANALYZERS`, built-in
      or plugin) for WinoMT and the diagnostics, the first installed one is the default;
    * ``inflector``: the gender inflector of FairQE's rules agents (a name in
      :data:`fairmt.inflect.base.INFLECTORS`), or ``None``;
    * ``agreement``: predicate adjectives and passive participles agree in gender with the
      subject ("I am tired" needs a gender the English source does not give; cue C10);
    * ``cue_targets``: a :class:`CueTargets`, or ``"module:attr"`` naming one (imported on
      first use), for the rules cue detector;
    * ``neutral``: the gender-neutral form FairQE's variants use, in words (German gender star,
      French middle dot, Spanish periphrasis), or ``None`` where the language has none
      declared: then no N realisation is made (Italian).
    * ``flips``: what the inflector's F/M realisations change, in words, where that is less
      than whole noun phrases with their agreement (Arabic, Hindi: the regular pronoun,
      verb-agreement and noun-ending flips only); ``None``: noun phrases and agreement.

    A field left empty means fairmt does not do that in the language.
    """

    code: str
    analyzers: tuple[str, ...] = ()
    inflector: str | None = None
    agreement: bool = False
    cue_targets: CueTargets | str | None = None
    neutral: str | None = None
    flips: str | None = None

    def support(self) -> dict[str, str]:
        """What FairQE's offline rules agents do in this language (the README's support table):
        ``cues`` (English-source cues with a target span and gender), ``explicit`` (the
        explicit check A_exp), ``ambiguous`` (F/M variants), ``neutral`` (N variants); each
        ``"yes"``, ``"no"`` or the declared scope in words."""
        rules = self.inflector is not None
        return {
            "cues": "yes" if rules else "no",
            "explicit": "yes" if rules else "no",
            "ambiguous": (self.flips or "yes") if rules else "no",
            "neutral": (self.neutral or "no") if rules else "no",
        }

    def targets(self) -> CueTargets | None:
        """The cue targets (a ``"module:attr"`` reference imported now)."""
        if self.cue_targets is None or isinstance(self.cue_targets, CueTargets):
            return self.cue_targets
        module, _, attr = self.cue_targets.partition(":")
        value = getattr(importlib.import_module(module), attr)
        if not isinstance(value, CueTargets):
            raise PluginError(
                f"the cue targets {self.cue_targets!r} of language {self.code!r} are not CueTargets"
            )
        return value

    def extended_by(self, other: LanguagePack) -> LanguagePack:
        """This pack with what ``other`` adds: its analysers after ours, and the fields we leave empty."""
        return replace(
            self,
            analyzers=self.analyzers + tuple(a for a in other.analyzers if a not in self.analyzers),
            inflector=self.inflector or other.inflector,
            agreement=self.agreement or other.agreement,
            cue_targets=self.cue_targets or other.cue_targets,
            neutral=self.neutral or other.neutral,
            flips=self.flips or other.flips,
        )


#: Entry-point group of plugin language packs (name: the language code; object: a LanguagePack).
LANGUAGES_GROUP = "fairmt.languages"

_CUES = "fairmt.fairqe.cue_lexicon"
_AGREEMENT_ONLY = ["ca", "ro", "gl", "be", "pl", "cs", "sk", "sl", "hr", "sr", "bs", "bg", "mk", "lt", "lv"]
_AGREEMENT_ONLY += ["ur"]
_SLAVIC_FLIPS = (
    "pronouns, past tense and adjectives / participles agreeing with the person, person nouns "
    "with a feminine pair in pymorphy3's dictionary"
)
# The built-in packs. es/fr: the model-free rules are the default analysers: on WinoMT's
# human annotations they agree more often than spaCy 3 (es 94.9% vs 86.9%, fr 74.0% vs
# 67.1%), and they do not make results depend on which spaCy model happens to be
# installed; `--analyzer spacy` selects the original's spaCy morphology.
_BUILTIN_PACKS: tuple[LanguagePack, ...] = (
    LanguagePack(
        "de",
        ("german-rules",),
        "german",
        cue_targets=f"{_CUES}:TARGETS_DE",
        neutral="gender star (die Lehrer*innen, ein*e Expert*in)",
    ),
    LanguagePack(
        "es",
        ("romance-rules", "spacy"),
        "spanish",
        True,
        f"{_CUES}:TARGETS_ES",
        neutral="periphrasis with persona (la persona trabajadora)",
    ),
    LanguagePack(
        "fr",
        ("romance-rules", "spacy"),
        "french",
        True,
        f"{_CUES}:TARGETS_FR",
        neutral="middle dot (le·la professeur·e)",
    ),
    LanguagePack("it", ("romance-rules", "apertium", "spacy"), "italian", True, f"{_CUES}:TARGETS_IT"),
    LanguagePack("pt", ("romance-rules",), agreement=True, cue_targets=f"{_CUES}:TARGETS_PT"),
    # ar, hi: cues and the explicit check from the agreement the inflector reads (the
    # pronoun's verb, the noun's ending); flips of pronouns, verbs and regular nouns only.
    LanguagePack(
        "ar",
        ("arabic-rules",),
        "arabic",
        agreement=True,
        flips="pronouns, possessive suffixes, verb agreement (ت-/ي-, -ت), nouns and adjectives in -ة",
    ),
    LanguagePack(
        "hi",
        inflector="hindi",
        agreement=True,
        flips="verb group (था/थी, रहा/रही, -ता/-ती), genitives (का/की/के), variable adjectives, "
        "paired and -अक/-इका person nouns",
    ),
    LanguagePack("he", ("hebrew-rules",), agreement=True),
    # ru, uk: cues, the explicit check and the flips from pymorphy3's tags (the extra
    # fairmt[slavic]; without it the rules agents refuse ru/uk before any work).
    LanguagePack(
        "ru",
        ("pymorphy",),
        "russian",
        agreement=True,
        flips=_SLAVIC_FLIPS + " (учитель/учительница, актёр/актриса)",
    ),
    LanguagePack(
        "uk",
        ("pymorphy",),
        "ukrainian",
        agreement=True,
        flips=_SLAVIC_FLIPS + " (вчитель/вчителька, лікар/лікарка)",
    ),
    # Languages with subject agreement that fairmt has no analyser or inflector for yet.
    *(LanguagePack(code, agreement=True) for code in _AGREEMENT_ONLY),
)

_registered: dict[str, LanguagePack] = {p.code: p for p in _BUILTIN_PACKS}
_with_plugins: dict[str, LanguagePack] | None = None


def register_language(pack: LanguagePack) -> None:
    """Register ``pack`` from Python; a language that has a pack is extended by it
    (:meth:`LanguagePack.extended_by`)."""
    global _with_plugins
    old = _registered.get(pack.code)
    _registered[pack.code] = old.extended_by(pack) if old is not None else pack
    _with_plugins = None
    _changed()


def language_packs() -> dict[str, LanguagePack]:
    """Every language pack by code: the built-in and registered ones, extended by plugins.

    Plugins (entry-point group ``fairmt.languages``) are read and imported on the first
    call. A plugin pack for a language fairmt has a pack for adds to it and never replaces
    what is there (:meth:`LanguagePack.extended_by`).
    """
    global _with_plugins
    if _with_plugins is None:
        from fairmt.registry import entry_points_of, load_entry_point

        packs = dict(_registered)
        for name, ep in entry_points_of(LANGUAGES_GROUP).items():
            pack = load_entry_point(ep, "language pack")
            if not isinstance(pack, LanguagePack) or pack.code != name:
                raise PluginError(
                    f"the language pack plugin {name!r} ({ep.value}) is not a LanguagePack with code {name!r}"
                )
            packs[name] = packs[name].extended_by(pack) if name in packs else pack
        _with_plugins = packs
    return dict(_with_plugins)


def language_pack(code: str) -> LanguagePack | None:
    """The pack of ``code``, or ``None``."""
    return language_packs().get(code)


#: Functions called when the packs change (caches of the modules that read them).
_listeners: list[Callable[[], None]] = []


def on_change(listener: Callable[[], None]) -> None:
    """Call ``listener`` whenever a pack is registered (modules clear their caches)."""
    _listeners.append(listener)


def _changed() -> None:
    for listener in _listeners:
        listener()
