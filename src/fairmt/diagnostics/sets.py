"""The English sets the diagnostics use, and how a system's translation files are named.

* ``reg`` (REG): WinoMT ``en.txt``, 3,888 rows; file ``en.txt`` or ``en-LANG.txt``;
* ``pro`` (PRO-S): WinoMT ``en_pro.txt``, 1,584 rows; ``en_pro.txt`` or ``en_pro-LANG.txt``;
* ``anti`` (ANTI-S): WinoMT ``en_anti.txt``, 1,584 rows; ``en_anti.txt`` or ``en_anti-LANG.txt``;
* ``neutral`` (NEU): ``winomt_neutral/en_neu.txt``, 1,584 rows; ``en_neu.txt`` or ``en_neu-LANG.txt``;
* ``adj`` (ADJ): ``en_anti`` with handsome/pretty (:mod:`fairmt.diagnostics.adjectives`), 1,584
  rows; ``en_adj.txt``, ``en_adj-LANG.txt`` or ``adj.en-LANG.txt``.

Each name may also end in ``.tsv`` or ``.jsonl``. A translation file is in any format
``fairmt winomt`` reads: ``source ||| target`` (WinoMT's saved translations), TSV, JSONL,
or plain target lines parallel to the set's English rows. WinoMT's saved folders
(``translations/google`` …) therefore work as they are: ``en-de.txt`` is REG and
``adj.en-de.txt`` is ADJ.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from fairmt.diagnostics.adjectives import adjective_set
from fairmt.errors import DataError, UsageError
from fairmt.winomt.challenge import ChallengeItem, ChallengeSet, challenge_set_from_items, read_challenge_file

#: The sets, in report order.
SET_NAMES = ("reg", "pro", "anti", "neutral", "adj")
#: How the paper's tables name them.
SET_LABELS: Mapping[str, str] = MappingProxyType(
    {"reg": "REG", "pro": "PRO-S", "anti": "ANTI-S", "neutral": "NEU", "adj": "ADJ"}
)
#: File stems of a system folder's translation files.
FILE_STEMS: Mapping[str, str] = MappingProxyType(
    {"reg": "en", "pro": "en_pro", "anti": "en_anti", "neutral": "en_neu", "adj": "en_adj"}
)
_EXTENSIONS = (".txt", ".tsv", ".jsonl")

#: Content fingerprints of the published neutral set.
KNOWN_NEUTRAL = {"8562057a611b": "winomt_neutral"}


def translation_file_names(set_name: str, lang: str) -> list[str]:
    """The file names a system folder may use for its translation of ``set_name``."""
    stem = FILE_STEMS[set_name]
    names = [f"{stem}{ext}" for ext in _EXTENSIONS] + [f"{stem}-{lang}{ext}" for ext in _EXTENSIONS]
    if set_name == "adj":
        names.append(f"adj.en-{lang}.txt")  # WinoMT's saved adjective translations
    return names


def find_translation_files(directory: str | Path, lang: str) -> dict[str, Path]:
    """The translation files of a system folder, by set (see the module docstring)."""
    d = Path(directory)
    if not d.is_dir():
        raise DataError("translations folder not found", d)
    found: dict[str, Path] = {}
    for set_name in SET_NAMES:
        hits = [d / n for n in translation_file_names(set_name, lang) if (d / n).is_file()]
        if len(hits) > 1:
            raise DataError(
                f"two translation files for {SET_LABELS[set_name]}: "
                f"{', '.join(h.name for h in hits)}; keep one",
                d,
            )
        if hits:
            found[set_name] = hits[0]
    if not found:
        raise DataError(
            f"no translation file for language {lang!r} here (expected e.g. en.txt or en-{lang}.txt, "
            "en_pro.txt, en_anti.txt, en_neu.txt, en_adj.txt)",
            d,
        )
    return found


@dataclass(frozen=True)
class DiagnosticSets:
    """The English sides: WinoMT (en/en_pro/en_anti), the neutral set and the adjective set."""

    challenge: ChallengeSet
    neutral: ChallengeSet | None
    adj: ChallengeSet

    def items(self, set_name: str) -> list[ChallengeItem]:
        if set_name == "reg":
            return self.challenge.all
        if set_name in ("pro", "anti"):
            return self.challenge.subsets[set_name]
        if set_name == "adj":
            return self.adj.all
        if set_name == "neutral":
            if self.neutral is None:
                raise DataError(
                    "no neutral set: run `fairmt data download winomt_neutral` (or `fairmt data import "
                    "winomt_neutral DIR`), or name its file"
                )
            return self.neutral.all
        raise UsageError(f"unknown set {set_name!r}; known: {', '.join(SET_NAMES)}")

    def as_challenge_set(self, set_name: str) -> ChallengeSet:
        """One set as a challenge set whose ``all`` subset is that set (REG keeps pro/anti)."""
        if set_name == "reg":
            return self.challenge
        if set_name == "adj":
            return self.adj
        if set_name == "neutral":
            self.items("neutral")  # raises when absent
            assert self.neutral is not None
            return self.neutral
        sub = challenge_set_from_items(
            f"{self.challenge.name}/{FILE_STEMS[set_name]}", {"all": self.items(set_name)}
        )
        return sub

    def sentences(self, set_name: str) -> list[str]:
        """The English sentences of a set, one per row, in order (what a system translates)."""
        return [it.sentence for it in self.items(set_name)]


def read_neutral_set(path: str | Path, name: str | None = None) -> ChallengeSet:
    """Read a neutral set (WinoMT format; the gold column holds the stereotypical gender)."""
    p = Path(path)
    items = read_challenge_file(p)
    fp = hashlib.sha256(p.read_bytes()).hexdigest()[:12]
    return ChallengeSet(name or KNOWN_NEUTRAL.get(fp, p.stem), {"all": items}, fp)


def load_sets(
    challenge: ChallengeSet | str | Path | None = None, neutral: ChallengeSet | str | Path | None = "auto"
) -> DiagnosticSets:
    """The diagnostic sets.

    ``challenge``: a WinoMT version (``current``, the default, or ``2020-08-31``) or a folder
    with ``en.txt``, ``en_pro.txt`` and ``en_anti.txt``. ``neutral``: ``"auto"`` (the
    ``winomt_neutral`` dataset when it is in the data folder), a file, or ``None``.
    """
    from fairmt.winomt.evaluation import load_challenge_set

    ch = challenge if isinstance(challenge, ChallengeSet) else load_challenge_set(challenge)
    for sub in ("pro", "anti"):
        if sub not in ch.subsets:
            raise DataError(f"the challenge set {ch.name} has no en_{sub}.txt; the diagnostics need it")
    neu: ChallengeSet | None
    if isinstance(neutral, ChallengeSet) or neutral is None:
        neu = neutral
    elif str(neutral) == "auto":
        neu = _dataset_neutral()
    else:
        neu = read_neutral_set(neutral)
    return DiagnosticSets(ch, neu, adjective_set(ch.subsets["anti"]))


def _dataset_neutral() -> ChallengeSet | None:
    from fairmt.data import dataset_path

    try:
        root = dataset_path("winomt_neutral")
    except DataError:
        return None
    f = root / "en_neu.txt"
    return read_neutral_set(f, "winomt_neutral") if f.is_file() else None
