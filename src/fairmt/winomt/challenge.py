"""The WinoMT challenge set: ``gold <TAB> index <TAB> sentence <TAB> entity`` rows."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from fairmt.errors import DataError
from fairmt.gender.base import Gender

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
    return parse_challenge_lines(text.splitlines(), p)


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
