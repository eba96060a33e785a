"""A cheap language guess for a sample of texts: enough to catch a wrong ``--tgt-lang``.

Not a language identifier for single sentences: it looks at a whole sample (up to a few
hundred lines) and answers only when the evidence is strong, so that a warning built on it
(:mod:`fairmt.data.sanity`) is rarely wrong. Two kinds of evidence:

1. **Script.** The share of letters in each script (Latin, Cyrillic, Arabic, Devanagari,
   Hebrew, Greek, Han, Kana, Hangul). Russian and Ukrainian, both Cyrillic, are told apart by
   the letters only one of them has (ы э ъ ё against і ї є ґ).
2. **Function words** for Latin-script languages: the team's short lists of each language's
   most frequent articles, prepositions, conjunctions and auxiliaries (general knowledge of the
   languages, not taken from any evaluation set). A word in several lists counts for each of
   them with weight 1/k, so ``de`` or ``la`` decide nothing on their own.

No model and no dependency: this runs on every input of ``fairmt qe score`` before scoring.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_SCRIPTS: tuple[tuple[str, str], ...] = (
    ("Latin", "A-Za-z\u00c0-\u024f"),
    ("Cyrillic", "\u0400-\u04ff"),
    ("Greek", "\u0370-\u03ff"),
    ("Arabic", "\u0600-\u06ff\u0750-\u077f"),
    ("Hebrew", "\u05d0-\u05ea"),
    ("Devanagari", "\u0900-\u097f"),
    ("Han", "\u4e00-\u9fff"),
    ("Kana", "\u3040-\u30ff"),
    ("Hangul", "\uac00-\ud7af"),
)
_SCRIPT_RE = {name: re.compile(f"[{chars}]") for name, chars in _SCRIPTS}

#: The script each language is written in (ja: Kana, which Japanese text always has beside Han).
LANGUAGE_SCRIPTS: dict[str, str] = {
    **dict.fromkeys(("en", "de", "es", "fr", "it", "pt", "nl", "ca", "tr", "pl", "cs", "ro"), "Latin"),
    **dict.fromkeys(("ru", "uk", "bg", "sr"), "Cyrillic"),
    "el": "Greek",
    "ar": "Arabic",
    "fa": "Arabic",
    "he": "Hebrew",
    "hi": "Devanagari",
    "mr": "Devanagari",
    "zh": "Han",
    "ja": "Kana",
    "ko": "Hangul",
}

_FUNCTION_WORDS: dict[str, str] = {
    "en": "the and of to is was in that for with he she it are were have has not this at by",
    "de": "der die das und ist nicht ein eine zu mit sich den dem auf für ich sie es von war wird auch",
    "es": "el la los las de que y en un una es por con para del se no su al lo fue está pero",
    "fr": "le la les de des et est un une du que en il elle pas pour dans au ne sur qui a été",
    "it": "il la di che e è un una per non con del della gli le sono nel si ho ha è stato",
    "pt": "o a os as de que e do da em um uma não para com por se no na é foi",
    "nl": "de het een en van is dat niet op te zijn met voor ik hij zij er was",
    "ca": "el la els les de i que és un una per amb no del al es va seu",
}
_WEIGHTS: dict[str, dict[str, float]] = {}
for _lang, _words in _FUNCTION_WORDS.items():
    for _w in set(_words.split()):
        _WEIGHTS.setdefault(_w, {})[_lang] = 1.0
for _w, _langs in _WEIGHTS.items():
    for _lang in _langs:
        _langs[_lang] = 1.0 / len(_langs)

_WORD = re.compile(r"[^\W\d_]+")
_RU_ONLY = re.compile("[ыэъёЫЭЪЁ]")
_UK_ONLY = re.compile("[іїєґІЇЄҐ]")


@dataclass(frozen=True)
class Guess:
    """The guess: a language code, or a script name (``"Latin"``) when only the script is sure."""

    lang: str
    evidence: str

    @property
    def is_script(self) -> bool:
        return self.lang not in LANGUAGE_SCRIPTS


def _script_shares(text: str) -> dict[str, float]:
    counts = {name: len(rx.findall(text)) for name, rx in _SCRIPT_RE.items()}
    total = sum(counts.values())
    return {k: v / total for k, v in counts.items()} if total else {}


def main_script(text: str) -> str:
    """The script most of ``text``'s letters are in (ties: the first name in order), or ""."""
    shares = _script_shares(text)
    return max(sorted(shares), key=lambda s: shares[s]) if shares else ""


def function_word_profile(words: Iterable[str]) -> dict[str, float]:
    """Each language's weight among ``words`` (lower-cased): a function word shared by k of the
    languages adds 1/k to each; words that are no listed function word add nothing."""
    out: dict[str, float] = {}
    for w in words:
        for lang, weight in _WEIGHTS.get(w, {}).items():
            out[lang] = out.get(lang, 0.0) + weight
    return out


def guess_language(texts: Iterable[str], min_words: int = 15) -> Guess | None:
    """The language of ``texts`` taken together, or ``None`` when the evidence is weak.

    A script guess needs 70 % of the letters in one script; a function-word guess needs at
    least ``min_words`` function-word hits and twice the weight of the runner-up.
    """
    text = "\n".join(texts)
    shares = _script_shares(text)
    if not shares:
        return None
    script, share = max(shares.items(), key=lambda kv: kv[1])
    if share < 0.7:
        return None
    if script == "Cyrillic":
        ru, uk = len(_RU_ONLY.findall(text)), len(_UK_ONLY.findall(text))
        if max(ru, uk) >= 5 and max(ru, uk) >= 3 * min(ru, uk):
            lang = "ru" if ru > uk else "uk"
            return Guess(lang, f"{max(ru, uk)} letters only {lang} has")
    if script != "Latin":
        langs = [lang for lang, s in LANGUAGE_SCRIPTS.items() if s == script]
        return Guess(langs[0] if len(langs) == 1 else script, f"{share:.0%} {script} letters")
    words = [w for w in _WORD.findall(text.lower()) if w in _WEIGHTS]
    hits = len(words)
    scores = function_word_profile(words)
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])[:2]
    if hits < min_words or not ranked:
        return Guess("Latin", f"{share:.0%} Latin letters")
    best, top = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    if top < 2 * second:
        return Guess("Latin", f"{share:.0%} Latin letters")
    return Guess(best, f"its most frequent function words are {best!r} ones")


def script_of(lang: str) -> str | None:
    """The script ``lang`` is written in, when known."""
    return LANGUAGE_SCRIPTS.get(lang)
