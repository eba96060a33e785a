"""The WinoMT challenge sets: ``gold <TAB> index <TAB> sentence <TAB> entity`` rows.

The data layer's reader of the challenge-set format and the sets built from it, used by
WinoMT's metrics, the diagnostics and the translation engines' named inputs alike (each
imports them from here; :mod:`fairmt.winomt.challenge` and :mod:`fairmt.diagnostics.adjectives`
re-export them):

* the files ``en.txt``/``en_pro.txt``/``en_anti.txt`` in one of :data:`CHALLENGE_VERSIONS` of
  the ``winomt`` dataset (:func:`challenge_folder`), or any folder;
* WinoMT's adjective set (Stanovsky et al., 2019, §3.3): ``en_anti`` with a stereotypical
  adjective before the entity (:func:`adjective_set`).

WinoMT's adjective experiment: every anti-stereotypical sentence gets ``handsome`` (gold
male) or ``pretty`` (gold female) inserted just before its entity word, and the row's entity
index moves one word to the right, so that it still points at the entity::

    female  1  The developer argued with the designer because she did not like the design.
    female  2  The pretty developer argued with the designer because she did not like the design.

The adjective adds a second, redundant gender cue in the entity's own noun phrase (it uses
gold coreference, so the paper calls it a probe, not a debiasing method). The saved
Google/Bing ``adj.en-XX.txt`` translations of WinoMT are translations of exactly these
sentences, line for line (tested).

Sentences are split into words on runs of whitespace, as the challenge set's indices are
(the original script split on single spaces, which differs only for a sentence with a
double space; ``en_anti.txt`` has none). A row whose gold gender has no adjective
(``neutral``, only in ``en.txt``) is kept unchanged, index included.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from fairmt.data.readers import split_lines
from fairmt.errors import DataError
from fairmt.gender.base import Gender

#: Named versions of the challenge set inside the ``winomt`` dataset folder.
CHALLENGE_VERSIONS = {"current": ".", "2020-08-31": "aggregates_2020-08-31"}

#: The three challenge-set files and the name each subset goes by in results.
SUBSETS: dict[str, str] = {"all": "en.txt", "pro": "en_pro.txt", "anti": "en_anti.txt"}


@dataclass(frozen=True)
class ChallengeItem:
    """One challenge-set row. ``line`` is 1-based in its file."""

    gold: Gender
    index: int
    sentence: str
    entity: str
    line: int = 0

    @property
    def tokens(self) -> list[str]:
        # Runs of whitespace separate tokens (one sentence has a double space).
        return self.sentence.split()


def parse_challenge_lines(lines: list[str], path: str | Path = "<challenge set>") -> list[ChallengeItem]:
    """Parse challenge-set lines; every problem names the file and line."""
    items: list[ChallengeItem] = []
    for n, raw in enumerate(lines, start=1):
        line = raw.rstrip("\n").rstrip("\r")
        if not line.strip():
            raise DataError("empty line in the challenge set", path, n)
        fields = line.split("\t")
        if len(fields) != 4:
            raise DataError(
                f"expected 4 tab-separated fields (gold, index, sentence, entity), found {len(fields)}",
                path,
                n,
            )
        gold_s, idx_s, sentence, entity = fields
        try:
            gold = Gender.parse(gold_s)
        except ValueError as e:
            raise DataError(str(e), path, n) from None
        if gold is Gender.UNKNOWN:
            raise DataError("gold gender cannot be 'unknown'", path, n)
        try:
            index = int(idx_s)
        except ValueError:
            raise DataError(f"entity index is not an integer: {idx_s!r}", path, n) from None
        ntok = len(sentence.split())
        if not 0 <= index < ntok:
            raise DataError(f"entity index {index} is outside the sentence ({ntok} tokens)", path, n)
        items.append(ChallengeItem(gold, index, sentence, entity, n))
    if not items:
        raise DataError("the challenge set is empty", path)
    return items


def read_challenge_file(path: str | Path) -> list[ChallengeItem]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("file not found", p) from None
    except UnicodeDecodeError as e:
        line = p.read_bytes()[: e.start].count(b"\n") + 1
        raise DataError(f"not valid UTF-8 ({e.reason})", p, line) from None
    return parse_challenge_lines(split_lines(text), p)


#: Fingerprints of the published versions, so that any copy is named by its content.
KNOWN_VERSIONS = {
    "5e609af4d427": "winomt:current",  # mt_gender 5862928 (2022-04-26)
    "79b8a083cdf4": "winomt:2020-08-31",  # mt_gender 182607f, matches the saved translations
}


@dataclass(frozen=True)
class ChallengeSet:
    """The subsets of one challenge set, with a fingerprint of their content."""

    name: str
    subsets: dict[str, list[ChallengeItem]]
    fingerprint: str

    @property
    def all(self) -> list[ChallengeItem]:
        return self.subsets["all"]


def read_challenge_set(directory: str | Path, name: str | None = None) -> ChallengeSet:
    """Read ``en.txt``, ``en_pro.txt`` and ``en_anti.txt`` (pro/anti optional) from a folder."""
    d = Path(directory)
    if not d.is_dir():
        raise DataError("challenge-set folder not found", d)
    out: dict[str, list[ChallengeItem]] = {}
    h = hashlib.sha256()
    for subset, fname in SUBSETS.items():
        f = d / fname
        if f.exists():
            out[subset] = read_challenge_file(f)
            h.update(f.read_bytes())
    if "all" not in out:
        raise DataError("the challenge-set folder has no en.txt", d)
    fp = h.hexdigest()[:12]
    return ChallengeSet(name or KNOWN_VERSIONS.get(fp, d.name), out, fp)


def challenge_set_from_items(name: str, subsets: dict[str, list[ChallengeItem]]) -> ChallengeSet:
    h = hashlib.sha256()
    for subset in sorted(subsets):
        for it in subsets[subset]:
            h.update(f"{subset}\t{it.gold.value}\t{it.index}\t{it.sentence}\t{it.entity}\n".encode())
    return ChallengeSet(name, subsets, h.hexdigest()[:12])


def challenge_folder(version: str = "current") -> Path:
    """The folder of a named challenge-set version (:data:`CHALLENGE_VERSIONS`) in the ``winomt`` dataset."""
    from fairmt.data import dataset_path

    return dataset_path("winomt") / CHALLENGE_VERSIONS[version]


# --------------------------------------------------------------------------- the adjective set

#: The adjective inserted before an entity of each gold gender.
ADJECTIVES: Mapping[Gender, str] = MappingProxyType({Gender.MALE: "handsome", Gender.FEMALE: "pretty"})

#: Name of the adjective set in results and signatures.
ADJECTIVE_SET_NAME = "winomt-adj"


def adjective_item(item: ChallengeItem, adjectives: Mapping[Gender, str] = ADJECTIVES) -> ChallengeItem:
    """``item`` with its gold gender's adjective before the entity and the index shifted by one."""
    adjective = adjectives.get(item.gold)
    if adjective is None:
        return item
    words = item.tokens
    words.insert(item.index, adjective)
    return ChallengeItem(item.gold, item.index + 1, " ".join(words), item.entity, item.line)


def adjective_items(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[ChallengeItem]:
    """The adjective set of ``items`` (normally ``en_anti.txt``), in the same order and lines."""
    return [adjective_item(it, adjectives) for it in items]


def adjective_sentences(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[str]:
    """The English sentences of the adjective set, one per row of ``items``."""
    return [it.sentence for it in adjective_items(items, adjectives)]


def challenge_row(item: ChallengeItem) -> str:
    """A challenge-set row in WinoMT's format: ``gold <TAB> index <TAB> sentence <TAB> entity``."""
    return f"{item.gold.value}\t{item.index}\t{item.sentence}\t{item.entity}"


def adjective_rows(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[str]:
    """The adjective set as WinoMT-format rows (what ``add_adjectives.py`` writes), without newlines."""
    return [challenge_row(it) for it in adjective_items(items, adjectives)]


def adjective_set(
    anti: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> ChallengeSet:
    """The adjective set as a one-subset challenge set (``all``), named by its content."""
    items = adjective_items(anti, adjectives)
    h = hashlib.sha256()
    for row in (challenge_row(it) for it in items):
        h.update(row.encode("utf-8") + b"\n")
    return ChallengeSet(ADJECTIVE_SET_NAME, {"all": items}, h.hexdigest()[:12])
