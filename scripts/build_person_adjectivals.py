"""Build ``src/fairmt/fairqe/data/person_adjectivals.txt`` from WordNet 3.0 (en-cues-80, en65).

Usage: python scripts/build_person_adjectivals.py [--wordnet /usr/share/wordnet] [--out PATH]

The list holds the person nouns ``scripts/build_person_nouns.py`` leaves out only because SemCor
saw them more often as adjectives ("civilian", "professional", "intellectual", "militant",
"revolutionary"), all of whose noun senses are people. English adjectives do not inflect for
number (CGEL 6.1), so their plural in -s is the noun, a person ("the civilians fled"); the
singular stays ambiguous ("a civilian airport") and is not read from this list. A candidate is
left out when its plural may be something else than that person noun:

* a participle ("accused") or a verb, whose -s form is a verb's too ("equals", "moderates");
* its regular plural is a WordNet noun of its own ("mores", "privates");
* it ends in -s, so has no plural of its own ("religious", "emeritus": no "religiouses");
* it is the comparative or superlative of an adjective (CGEL 6.2.1: "longer", "closer",
  "eldest" beside "elder"), whose -s form is no word ("longers"), whatever rare noun sense
  WordNet gives it ("one who longs");
* its plural names things as often as the people (:data:`THING_PLURALS`, each with its reason:
  WordNet's noun files list only the person sense of these adjectives, so no resource here
  tells the thing apart).
"""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path
from types import ModuleType

#: Adjectives whose plural in -s is more often a thing than the person WordNet lists (the
#: thing senses are missing from WordNet's noun files, so no filter above finds them).
THING_PLURALS = {
    "comic": "comics are comic strips and books",
    "domestic": "domestics are domestic flights, goods or quarrels",
    "neutral": "neutrals are colours (and countries)",
    "prior": "priors are prior convictions or probabilities",
    "seasonal": "seasonals are seasonal goods and dishes",
    "sovereign": "sovereigns are gold coins as often as rulers",
    "super": "supers are a beehive's boxes; 'super' for superintendent is a clipping",
}


def _person_nouns_script() -> ModuleType:
    """``scripts/build_person_nouns.py`` loaded from its path (a script, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "build_person_nouns", Path(__file__).resolve().with_name("build_person_nouns.py")
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _lemmas(path: Path) -> set[str]:
    """The lemmas of a WordNet index file."""
    lines = path.read_text(encoding="latin-1").splitlines()
    return {line.split()[0] for line in lines if not line.startswith(" ")}


def regular_plural(lemma: str) -> str:
    """The regular English plural of a noun (CGEL 5.4): "civilian" -> "civilians",
    "revolutionary" -> "revolutionaries"."""
    if lemma.endswith("y") and lemma[-2:-1] not in ("a", "e", "i", "o", "u"):
        return lemma[:-1] + "ies"
    if lemma.endswith(("s", "x", "z", "ch", "sh")):
        return lemma + "es"
    return lemma + "s"


def graded(lemma: str, adjectives: set[str]) -> bool:
    """Whether ``lemma`` is the comparative or superlative of a WordNet adjective: its stem less
    -er/-est, as it is, with an "e" ("clos-er"), undoubled ("bigg-est") or with "y" for "i", is
    an adjective ("longer", "closer"), or a superlative's stem + -er is one ("eldest": "elder")."""
    for end in ("er", "est"):
        if not lemma.endswith(end) or len(lemma) < len(end) + 3:
            continue
        stem = lemma[: -len(end)]
        bases = {stem, stem + "e"}
        if stem[-1] == stem[-2]:
            bases.add(stem[:-1])
        if stem.endswith("i"):
            bases.add(stem[:-1] + "y")
        if end == "est":
            bases.add(stem + "er")
        if bases & adjectives:
            return True
    return False


def build_adjectival(wn: Path) -> list[str]:
    """The lines of ``person_adjectivals.txt`` (module text)."""
    script = _person_nouns_script()
    candidates = script.build_lists(wn)[3]
    verb_forms = script.verb_lemmas(wn)
    nouns, adjectives = _lemmas(wn / "index.noun"), _lemmas(wn / "index.adj")
    return [
        lemma
        for lemma in candidates
        if not script.participle(lemma, verb_forms)
        and lemma not in verb_forms
        and regular_plural(lemma) not in nouns
        and not lemma.endswith("s")
        and not graded(lemma, adjectives)
        and lemma not in THING_PLURALS
    ]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wordnet", default="/usr/share/wordnet", type=Path)
    ap.add_argument(
        "--out",
        default=Path(__file__).resolve().parent.parent / "src/fairmt/fairqe/data/person_adjectivals.txt",
        type=Path,
    )
    args = ap.parse_args()
    words = build_adjectival(args.wordnet)
    notice = _person_nouns_script().NOTICE.replace(
        "English nouns that denote people, derived from WordNet 3.0 by scripts/build_person_nouns.py",
        "English nouns that denote people, more often adjectives in SemCor (a cue in the plural only),"
        " derived from WordNet 3.0 by scripts/build_person_adjectivals.py",
    )
    args.out.write_text(notice + "\n".join(words) + "\n", encoding="utf-8")
    print(f"{len(words)} person nouns more often adjectives -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
