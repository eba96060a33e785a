"""German person-noun pairs and their declension from Wiktionary (the ``german-nouns`` package).

``german-nouns`` (PyPI; code MIT, data CC BY-SA 4.0 from de.wiktionary.org) ships ``nouns.csv``:
~100k nouns with genus and every case/number form. This module reads that file (it never
imports the package's lookup module, which builds a large index) and keeps the **person-noun
pairs**: a feminine noun ``X-in`` whose masculine base is also listed (``Lehrer``/``Lehrerin``,
``Arzt``/``Ärztin`` with umlaut, ``Kollege``/``Kollegin`` weak nouns, ``Beamter``/``Beamtin``
with an adjectival masculine). The pair says two things the ending rules cannot:

* a noun is a person noun with a gendered counterpart (``Controller`` has no ``Controllerin``
  in Wiktionary, so a game controller never flips; ``Kind`` and ``Mensch`` have none either);
* the real forms: plural (``Offiziere``), dative plural (``Arbeitnehmern``), genitive
  (``Finanzchefs``), weak declension (``den Kollegen`` is singular or plural).

Nouns with adjectival declension (``Angeklagter``/``Angeklagte``) are returned as stems
(:func:`adjectival_stems`): their forms follow the article, as adjectives do.

Without the package installed every lookup answers ``None`` and the rules of
:mod:`fairmt.inflect.german` work alone.
"""

from __future__ import annotations

import csv
import importlib.util
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

__all__ = [
    "PairEntry",
    "adjectival_stems",
    "available",
    "known_noun",
    "listed_noun",
    "lookup",
    "mann_frau_pair",
    "masculine_only",
    "weak_foreign_masculine",
]

_CASES = ("nominativ", "genitiv", "dativ", "akkusativ")


@dataclass(frozen=True)
class PairEntry:
    """One form of a person noun: its gender, the numbers it can be, the pair's four base forms."""

    gender: str  # "m" or "f"
    numbers: frozenset[str]  # subset of {"sg", "pl"}
    genitive_sg: bool  # the form is a masculine genitive singular only (des Lehrers)
    forms: tuple[str, str, str, str]  # (m sg, m pl, f sg, f pl), nominative
    weak: bool  # masculine weak declension (den Kollegen, des Kollegen)


@cache
def _csv_path() -> Path | None:
    # Cached: the import system's search (a stat per sys.path entry) was a third of the warm
    # FairQE time, asked by ``available()`` in every German rule.
    try:
        spec = importlib.util.find_spec("german_nouns")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for loc in spec.submodule_search_locations:
        p = Path(loc) / "nouns.csv"
        if p.is_file():
            return p
    return None


def available() -> bool:
    """Whether the ``german-nouns`` data is installed."""
    return _csv_path() is not None


def _umlaut_free(word: str) -> str:
    return word.replace("ä", "a").replace("ö", "o").replace("ü", "u").replace("Ä", "A")


@dataclass
class _Data:
    forms: dict[str, list[PairEntry]]
    nouns: frozenset[str]
    adjectival: dict[str, str]  # lower stem -> feminine noun lemma ("" when adjectival too)
    singular_genus: dict[str, str] = field(default_factory=dict)  # lower nom. sg -> genera ("mn")
    plural_genus: dict[str, str] = field(default_factory=dict)  # lower nom. pl -> genera of its lemmas
    weak_foreign: frozenset[str] = frozenset()  # lower forms of weak masculines in -ist, -ent, ...
    toponyms: frozenset[str] = frozenset()  # lower lemmas Wiktionary tags "Toponym" (Köln, Indore)
    genera: dict[str, str] = field(default_factory=dict)  # lower lemma -> genera of its rows ("m")
    given_names: frozenset[str] = frozenset()  # lower lemmas Wiktionary tags "Vorname" (Walter)
    strong_er: frozenset[str] = frozenset()  # lower strong masculine -er lemmas: strong_er_noun


#: Suffixes of the weak (n-declension) masculines of foreign origin (Duden, Die Grammatik,
#: "schwache Maskulina": der Student, des Studenten; der Polizist, der Demonstrant, der
#: Kandidat, der Pilot, der Biologe, der Fotograf, der Astronom, der Philosoph). Such a noun
#: names a person (or an animal) almost always, and a person noun of this class forms its
#: feminine with -in (Movierung: Studentin, Polizistin, Biologin).
WEAK_FOREIGN_SUFFIXES = (
    "ist",
    "ent",
    "ant",
    "at",
    "et",
    "ot",
    "it",
    "ast",
    "nom",
    "loge",
    "graf",
    "graph",
    "soph",
)


@cache
def _data() -> _Data:
    path = _csv_path()
    if path is None:
        return _Data({}, frozenset(), {})
    rows: dict[tuple[str, str], dict[str, str]] = {}
    nouns: set[str] = set()
    singular_genus: dict[str, str] = {}
    plural_genus: dict[str, str] = {}
    adjectival_lemmas: dict[str, str] = {}
    weak_foreign: set[str] = set()
    toponyms: set[str] = set()
    genera: dict[str, str] = {}
    given_names: set[str] = set()
    strong_er: set[str] = set()
    adjectival_m: set[str] = set()
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        idx = {h: i for i, h in enumerate(header)}
        for row in reader:
            lemma, pos, genus = row[0], row[1], row[2]
            if not lemma or not lemma[0].isupper() or "Substantiv" not in pos or "Nachname" in pos:
                continue
            nouns.add(lemma.lower())
            if "Toponym" in pos:
                toponyms.add(lemma.lower())
            if genus:
                genera[lemma.lower()] = genera.get(lemma.lower(), "") + genus
            if "Vorname" in pos:
                given_names.add(lemma.lower())
            nom_sg, nom_pl = row[idx["nominativ singular"]], row[idx["nominativ plural"]]
            if genus == "m" and "adjektivische" in pos:
                adjectival_m.add(lemma.lower())
            elif genus == "m" and lemma.endswith("er") and nom_sg == nom_pl == lemma:
                strong_er.add(lemma.lower())
            if genus in ("m", "f", "n") and nom_pl and nom_pl != nom_sg:
                plural_genus[nom_pl.lower()] = plural_genus.get(nom_pl.lower(), "") + genus
            if genus in ("m", "f", "n") and nom_sg and nom_sg != nom_pl:
                key = nom_sg.lower()
                if genus not in singular_genus.get(key, ""):
                    singular_genus[key] = singular_genus.get(key, "") + genus
            if genus not in ("m", "f"):
                continue
            if "adjektivische" in pos:
                adjectival_lemmas[lemma] = genus
                continue
            if (
                genus == "m"
                and lemma.lower().endswith(WEAK_FOREIGN_SUFFIXES)
                and nom_sg
                and row[idx["akkusativ singular"]] not in ("", nom_sg)
                and row[idx["genitiv singular"]].endswith("n")
            ):
                for case in _CASES:
                    for num in ("singular", "plural"):
                        v = row[idx[f"{case} {num}"]]
                        if v and " " not in v:
                            weak_foreign.add(v.lower())
            cells: dict[str, str] = {}
            for case in _CASES:
                for num in ("singular", "plural"):
                    for suffix in ("", "*"):
                        v = row[idx[f"{case} {num}{suffix}"]]
                        if v and v != "—" and " " not in v:
                            cells[f"{case} {num}{suffix}"] = v
                    # (de-inflect-31) A noun with two plurals has them only in numbered columns
                    # ("Muslime"/"Muslims", "Generale"/"Generäle"): the first is its plural, the
                    # others are forms too. Not for -mann (Männer/Leute), whose feminine is -frau
                    # (mann_frau_pair), not Wiktionary's archaic "Männin".
                    if f"{case} {num}" in cells or lemma.lower().endswith("mann"):
                        continue
                    for n in ("1", "2", "3", "4"):
                        v = row[idx[f"{case} {num} {n}"]]
                        if v and v != "—" and " " not in v:
                            cells.setdefault(f"{case} {num}", v)
                            cells[f"{case} {num} {n}"] = v
            if "nominativ singular" in cells:
                rows.setdefault((lemma, genus), cells)
    forms: dict[str, list[PairEntry]] = {}
    adjectival: dict[str, str] = {}
    for (fem, genus), fcells in rows.items():
        if genus != "f" or not fem.endswith("in") or len(fem) < 5:
            continue
        stem = fem[:-2]
        masc = None
        # -erer nouns drop one -er before -in (Einwanderer/Einwanderin, Zauberer/Zauberin); the
        # -erer noun comes first, since the bare stem may be a thing (der Zauber, the magic).
        cands = [stem, stem + "e", _umlaut_free(stem), _umlaut_free(stem) + "e"]
        if stem.endswith("er"):
            cands.insert(0, stem + "er")
        for cand in cands:
            if (cand, "m") in rows and cand != fem:
                masc = cand
                break
        if masc == stem and _weak_person_over_thing(rows, stem):
            masc = stem + "e"  # de-inflect-24: Romane/Romanin, not der Roman
        if masc is not None and _epicene(masc):
            continue
        if masc is None:
            if adjectival_lemmas.get(stem + "er") == "m":
                adjectival[stem.lower()] = fem  # Beamter / Beamtin
            continue
        mcells = rows[(masc, "m")]
        ms = mcells["nominativ singular"]
        mp = mcells.get("nominativ plural", ms)
        fs = fcells["nominativ singular"]
        fp = fcells.get("nominativ plural", fs + "nen")
        base = (ms, mp, fs, fp)
        weak = mcells.get("akkusativ singular", ms) != ms and mcells.get("genitiv singular", "").endswith("n")
        for g, cells in (("m", mcells), ("f", fcells)):
            by_form: dict[str, set[str]] = {}
            for key, v in cells.items():
                num = "sg" if " singular" in key else "pl"
                case = key.split()[0]
                by_form.setdefault(v.lower(), set()).add(f"{case}:{num}")
            for low, tags in by_form.items():
                numbers = frozenset(t.split(":")[1] for t in tags)
                gen_only = g == "m" and tags == {"genitiv:sg"}
                forms.setdefault(low, []).append(PairEntry(g, numbers, gen_only, base, weak))
    for lemma, genus in adjectival_lemmas.items():
        if (
            lemma.endswith("e")
            and genus == "f"
            and adjectival_lemmas.get(lemma + "r") == "m"
            and len(lemma) > 5
        ):
            adjectival.setdefault(lemma[:-1].lower(), "")
    return _Data(
        forms,
        frozenset(nouns),
        adjectival,
        singular_genus,
        plural_genus,
        frozenset(weak_foreign),
        frozenset(toponyms),
        genera,
        frozenset(given_names),
        frozenset(strong_er - adjectival_m),
    )


def _weak_person_over_thing(rows: dict[tuple[str, str], dict[str, str]], stem: str) -> bool:
    """(de-inflect-24) Whether the masculine of the feminine ``stem + "in"`` is the weak noun
    ``stem + "e"`` rather than the strong noun ``stem`` that Wiktionary also lists: the
    feminine of a weak masculine in -e drops the -e (Duden, *Die Grammatik*, Movierung:
    Kollege/Kollegin, Romane/Romanin, Pole/Polin), and a strong homograph without it is then
    another word, usually a thing ("der Roman", the novel; "der Pol", the pole), which must not
    get the person's feminine ("Romanin" for a novel, dev pair de-d018)."""
    weak = rows.get((stem + "e", "m"))
    strong = rows.get((stem, "m"))
    if weak is None or strong is None:
        return False

    def is_weak(cells: dict[str, str]) -> bool:
        nom = cells.get("nominativ singular", "")
        return cells.get("akkusativ singular", nom) != nom and cells.get("genitiv singular", "").endswith("n")

    return is_weak(weak) and not is_weak(strong)


#: Masculine person nouns that name anyone, whatever the gender (the gold set's invariant
#: nouns): Wiktionary also lists rare feminines (Menschin, Gästin, Flüchtlingin) that standard
#: German does not use for a woman (she is "ein Mensch", "ein Gast", "ein Flüchtling").
EPICENE = frozenset({"mensch", "gast", "star", "fan", "boss", "vormund", "mitmensch"})


def _epicene(masc: str) -> bool:
    low = masc.lower()
    if low in EPICENE or low.endswith(("ling", "bold")):
        return True
    return any(low.endswith(e) for e in EPICENE if len(e) > 3)


def _split(word: str) -> list[tuple[str, str]]:
    """(prefix, last part) splits of a compound, longest last part first (the word itself first)."""
    low = word.lower()
    out = [("", word)]
    out.extend((word[:k], word[k:]) for k in range(3, len(low) - 2))
    return out


@lru_cache(maxsize=1 << 14)  # pure given the data; the German rules ask the same words many times
def lookup(word: str) -> tuple[str, PairEntry] | None:
    """``(prefix, entry)`` of a person noun with a gendered pair, also as a compound's head.

    ``SAS-Offiziere`` -> (``"SAS-"``, Offizier/Offizierin); ``Kleinunternehmern`` -> (``"Klein"``,
    Unternehmer/Unternehmerin). ``None`` for a noun that is not one (or when the data is not
    installed). The head must be at least four letters (``Gopa`` is no compound of ``Opa``).
    """
    data = _data()
    if not data.forms:
        return None
    # A word Wiktionary lists as a whole (without a pair) is a compound of a person noun only
    # with a real first part: "Detektoren" is listed, and "Detek" + "Toren" (Tor/Törin) is none.
    whole = word.lower()
    listed = whole in data.nouns or whole in data.plural_genus or whole in data.singular_genus
    # The same for the last part of a hyphenated compound: "Antoinette-Motoren" ends in the
    # listed "Motoren", which is no compound of "Toren".
    segment = whole.rsplit("-", 1)[-1]
    stems = [segment, *(segment[: -len(e)] for e in ("en", "es", "n", "s", "e") if segment.endswith(e))]
    segment_listed = "-" in whole and any(
        x in data.nouns or x in data.plural_genus or x in data.singular_genus for x in stems if len(x) > 3
    )
    for prefix, part in _split(word):
        low = part.lower()
        if prefix and len(low) < 4:
            break
        inside = segment_listed and len(low) < len(segment)
        entries = data.forms.get(low)
        # (A head whose lemma is short needs a real first part even in an inflected form of
        # five letters: "Prospektoren" is no "Prospek" + "Toren" (der Tor, die Törin).)
        if entries and (
            not prefix
            or (len(low) > 4 and len(entries[0].forms[0]) > 4 and not listed and not inside)
            or (not inside and _first_part(prefix, data))
        ):
            return prefix, entries[0]
        dative_pl = low.endswith("n") and low[:-1] in data.plural_genus  # "geräten" (Geräte)
        known = low in data.nouns or low in data.plural_genus or low in data.singular_genus or dative_pl
        if prefix and known:
            # The head is a listed noun without a pair (Spielkind, Fahrgast; "Pressekonferenzen"
            # is a compound of "Konferenzen", not of "Enzen"; "Beatmungsgeräten" of "Geräten").
            return None
    return None


def _first_part(prefix: str, data: _Data) -> bool:
    """Whether ``prefix`` can be the first part of a compound whose head is short (four
    letters or fewer: "Ober", "Arzt", "Chef"): a listed noun, with or without a linking
    element ("Zahn-arzt", "Küchen-chef", "Gast-wirt"), or a hyphenated part ("US-"). "Okt" is
    none, so "Oktober" is no compound of "Ober". (de-inflect-31) In a hyphenated compound only
    the part after the last hyphen joins the head: "Huawei-Finanz" + "chef" is "Finanz" + "chef"
    behind a name written with a hyphen (Duden: Bindestrich in Zusammensetzungen mit Namen)."""
    low = prefix.lower()
    if low.endswith("-"):
        return True
    if "-" in low:
        low = low.rsplit("-", 1)[1]
        if len(low) < 3:
            return False
    for cut in ("", "s", "es", "n", "en", "e", "er"):
        if cut and not low.endswith(cut):
            continue
        stem = low[: len(low) - len(cut)] if cut else low
        if cut and len(stem) < 3:
            continue  # "Ver-rats" is no "V" (the letter) + linking -er + "Rats" (de-inflect-15)
        if stem in data.nouns or stem + "e" in data.nouns:
            return True
    return False


def singular_genus(word: str) -> str:
    """The genera (``"m"``, ``"f"``, ``"n"``, or several) of ``word`` as a nominative singular
    that differs from its plural (``Mensch`` -> ``"mn"``... ``"m"``), also as a compound's head;
    ``""`` when unknown or when the form is also a plural."""
    data = _data()
    for prefix, part in _split(word):
        if prefix and len(part) < 4:
            break
        g = data.singular_genus.get(part.lower())
        if g:
            return g
    return ""


def plural_only_form(word: str) -> bool:
    """Whether ``word`` is the nominative plural of a noun and not also a singular (``Handschellen``,
    ``Tribute``, ``Stacheln``; not ``Leben`` or ``Zimmer``, whose plural is their singular), also as
    a compound's head; ``False`` when unknown (de-inflect-35)."""
    data = _data()
    for prefix, part in _split(word):
        if prefix and len(part) < 4:
            break
        low = part.lower()
        if low in data.singular_genus or low in data.genera:
            return False
        if low in data.plural_genus:
            return True
    return False


def lemma_genus(word: str) -> str:
    """The genera of the noun(s) ``word`` is the nominative singular or plural of (``Kinder``
    -> ``"n"``), also as a compound's head; ``""`` when unknown.

    A lemma whose nominative plural is its singular (der Krieger, die Krieger; der
    Vollstrecker; Duden, Die Grammatik: plural class with no ending) is in neither table; its
    own genus is taken before any shorter head, so that "Krieger" is masculine and not read as
    "Kri" + die Eger (de-inflect-15)."""
    data = _data()
    for prefix, part in _split(word):
        if prefix and len(part) < 4:
            break
        low = part.lower()
        g = data.singular_genus.get(low, "") + data.plural_genus.get(low, "")
        if not g:
            g = "".join(c for c in data.genera.get(low, "") if c in "mfn")
        if g:
            return g
    return ""


def whole_genus(word: str) -> str:
    """The genera Wiktionary (german-nouns) lists for ``word`` itself as a nominative singular
    or plural (``Leisten`` -> ``"f"``), never for a compound's head; ``""`` when unknown
    (de-inflect-17)."""
    data = _data()
    low = word.lower()
    g = data.singular_genus.get(low, "") + data.plural_genus.get(low, "")
    if not g:
        g = "".join(c for c in data.genera.get(low, "") if c in "mfn")
    return g


def given_name(word: str) -> bool:
    """Whether Wiktionary (german-nouns) lists ``word`` as a given name (``Substantiv,Vorname``:
    Walter, Peter, Franz), whatever else it lists it as."""
    return word.lower() in _data().given_names


def toponym(word: str) -> bool:
    """Whether Wiktionary (german-nouns) lists ``word`` as a place name (``Substantiv,Toponym``:
    Köln, Indore)."""
    return word.lower() in _data().toponyms


def known_noun(word: str) -> bool:
    """Whether ``word`` (or its compound head) is a noun that Wiktionary lists."""
    data = _data()
    return any(part.lower() in data.nouns for prefix, part in _split(word) if not prefix or len(part) >= 4)


_UMLAUT = {"a": "ä", "o": "ö", "u": "ü", "A": "Ä", "O": "Ö", "U": "Ü"}


def _movierung(ms: str, mp: str) -> str:
    """The feminine singular of the masculine person noun ``ms`` (plural ``mp``) by Movierung
    with -in (Duden, Die Grammatik, word formation of nouns: Oberst/Oberstin, Leutnant/
    Leutnantin, Admiral/Admiralin; a weak noun drops its -e: Zeuge/Zeugin). The stem takes
    the umlaut where the plural has it, as in Wiktionary's own pairs (Arzt/Ärzte/Ärztin,
    Koch/Köche/Köchin); Admiral/Admirale/Admiralin has none."""
    stem = ms[:-1] if ms.endswith("e") else ms
    head = mp[: len(stem)]
    if len(mp) > len(stem) and head != stem and _umlaut_free(head) == _umlaut_free(stem):
        stem = head
    return stem + "in"


@cache
def _masculine_only() -> dict[str, list[PairEntry]]:
    """Lower form -> entries of the masculine nouns Wiktionary lists without a feminine (also
    rows whose genus is given per declension variant, "Oberst": genus 1 and 2 both m), with the
    feminine made by :func:`_movierung`. Built on first use only."""
    path = _csv_path()
    out: dict[str, list[PairEntry]] = {}
    if path is None:
        return out
    paired = {e.forms[0].lower() for entries in _data().forms.values() for e in entries}
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        idx = {h: i for i, h in enumerate(header)}
        variant = [idx[f"genus {n}"] for n in range(1, 5) if f"genus {n}" in idx]
        for row in reader:
            lemma, pos = row[0], row[1]
            if not lemma or not lemma[0].isupper() or "Substantiv" not in pos or "adjektivische" in pos:
                continue
            if "Nachname" in pos or "Vorname" in pos or "Toponym" in pos:
                continue
            genera = {row[2]} if row[2] else {row[i] for i in variant if row[i]}
            if genera != {"m"} or lemma.lower() in paired or _epicene(lemma):
                continue

            def cell(case: str, num: str, row: list[str] = row) -> str:
                for suffix in ("", " 1"):
                    key = f"{case} {num}{suffix}"
                    if key in idx and row[idx[key]] and row[idx[key]] != "—" and " " not in row[idx[key]]:
                        return row[idx[key]]
                return ""

            ms, mp = cell("nominativ", "singular"), cell("nominativ", "plural")
            if not ms or not mp or ms[-1] in "aiouy":
                continue  # (no regular -in after a vowel other than -e: Zenturio, Guru)
            fs = _movierung(ms, mp)
            weak = cell("akkusativ", "singular") not in ("", ms) and cell("genitiv", "singular").endswith("n")
            tags: dict[str, set[str]] = {}
            for case in _CASES:
                for num in ("singular", "plural"):
                    for suffix in ("", " 1", " 2"):  # every declension variant (Leutnante/Leutnants)
                        key = f"{case} {num}{suffix}"
                        v = row[idx[key]] if key in idx else ""
                        if v and v != "—" and " " not in v:
                            tags.setdefault(v.lower(), set()).add(
                                f"{case}:{'sg' if num == 'singular' else 'pl'}"
                            )
            for low, t in tags.items():
                numbers = frozenset(x.split(":")[1] for x in t)
                out.setdefault(low, []).append(
                    PairEntry("m", numbers, t == {"genitiv:sg"}, (ms, mp, fs, fs + "nen"), weak)
                )
    return out


def masculine_only(word: str) -> PairEntry | None:
    """The entry of ``word`` as a form of a masculine noun that Wiktionary lists without its
    feminine (``Oberst``, ``Leutnants``, ``Admirale``), with the feminine by Movierung; ``None``
    otherwise. Wiktionary says nothing of such a noun's meaning (der Oberst, but also der
    Controller, der Sender), so callers use it only where the context says that a person is
    meant: a title before a name (de-inflect-20)."""
    entries = _masculine_only().get(word.lower())
    return entries[0] if entries else None


@cache
def _paired_masculine_er() -> tuple[str, ...]:
    """The masculine singulars in -er of Wiktionary's gendered pairs, lower case, each
    reversed and sorted, for suffix search (:func:`paired_er_head`)."""
    out = {
        e.forms[0].lower()[::-1]
        for entries in _data().forms.values()
        for e in entries
        if e.forms[0].lower().endswith("er") and e.forms[2].lower() == e.forms[0].lower() + "in"
    }
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 12)
def paired_er_head(lemma: str) -> bool:
    """(de-inflect-21) Whether the masculine -er noun ``lemma`` that Wiktionary lists without
    its feminine is a compound (a real first part, :func:`_first_part`) whose head of five
    letters or more is the head of another compound Wiktionary pairs with an -in feminine
    ("Gesetzgeber": "Arbeitgeber/Arbeitgeberin"). The head of a determinative compound gives
    it its gender and its Movierung (Duden, Die Grammatik: Determinativkomposita, das
    Grundwort bestimmt Genus und Movierung), so such a noun is a person noun with the
    regular -in. A simple word is not one by a longer compound ("Sender" is a broadcaster,
    though "Absender/Absenderin" is paired), and a loan like "Controller" has no such head."""
    import bisect

    low = lemma.lower()
    if not low.endswith("er"):
        return False
    keys = _paired_masculine_er()
    for k in range(3, len(low) - 4):
        part = low[k:][::-1]
        if not _first_part(lemma[:k], _data()):
            continue
        i = bisect.bisect_left(keys, part)
        if i < len(keys) and keys[i].startswith(part) and keys[i] != low[::-1]:
            return True
    return False


def listed_noun(word: str) -> bool:
    """Whether ``word`` is a noun Wiktionary lists: as a whole, or as a compound whose head is
    listed and whose first part is a word too (Duden, Die Grammatik: Determinativkompositum,
    Bestimmungswort + Grundwort, with an optional Fugenelement; :func:`_first_part`). Unlike
    :func:`known_noun`, a surname that merely ends in a listed noun is none: "Kavanaugh" is no
    "Kava" + "Naugh", since "Kava" is no German noun (de-inflect-20)."""
    data = _data()
    low = word.lower()
    if low in data.nouns or low in data.plural_genus or low in data.singular_genus:
        return True
    return any(
        part.lower() in data.nouns and _first_part(prefix, data)
        for prefix, part in _split(word)
        if prefix and len(part) >= 4
    )


def weak_foreign_masculine(word: str) -> bool:
    """Whether ``word`` is a form of a masculine noun of the weak declension with a foreign
    suffix (:data:`WEAK_FOREIGN_SUFFIXES`) that Wiktionary lists, also as a compound's head:
    ``Abolitionisten`` (der Abolitionist, des Abolitionisten), ``Dissident``. Wiktionary lists
    many of these without their feminine (no "Abolitionistin"), which German forms regularly;
    a few name things (der Diamant, der Planet), so callers ask only about a word that another
    source already says is a person (an English person noun aligned to it)."""
    data = _data()
    for prefix, part in _split(word):
        if prefix and len(part) < 5:
            break
        if part.lower() in data.weak_foreign:
            return True
    return False


#: Heads in -aner that are no person suffix: "Planer" (plan + -er), "Spaner" (Zerspaner).
_NOT_ADHERENT = ("planer", "spaner")


def adherent_masculine(word: str) -> bool:
    """Whether ``word`` is a form of a masculine noun in -aner that Wiktionary lists without its
    feminine: the suffix -aner forms nouns for adherents and inhabitants (Duden, Die Grammatik,
    derivation of person nouns: ``Republikaner``, ``Lutheraner``, ``Amerikaner``), whose
    feminine is regularly -anerin (Republikanerin). Also the dative plural (``Republikanern``)
    and the genitive singular (``Republikaners``), and the regular feminine forms
    (``Republikanerin``, ``Republikanerinnen``). A few such nouns name things (the grape
    ``Silvaner``), so callers use it only where a person is being looked for."""
    data = _data()
    low = word.lower()
    for fem in ("innen", "in"):
        if low.endswith("aner" + fem):
            # The regular feminine (Republikanerin, Republikanerinnen) of such a noun: the
            # feminine realisation must be found as the masculine is (issue 12, closed sets).
            return adherent_masculine(low[: -len(fem)])
    for cut in ("", "n", "s"):
        stem = low[: len(low) - len(cut)] if cut else low
        if cut and not low.endswith(cut):
            continue
        if stem.endswith("aner") and not stem.endswith(_NOT_ADHERENT) and len(stem) > 6:
            genus = data.genera.get(stem, "")
            if genus and set(genus) == {"m"}:
                return True
    return False


def mann_frau_pair(word: str) -> bool:
    """Whether ``word`` is one side of a compound pair in -mann/-frau that Wiktionary lists as
    two whole nouns: ``Feuerwehrmann``/``Feuerwehrfrau``, ``Kaufmann``/``Kauffrau`` (also the
    plurals and the dative plural: ``Feuerwehrmänner``, ``-männern``, ``-frauen``). A bare
    ``Mann``/``Frau`` is no compound, and a head alone does not make a pair ("Seefrau" is no
    listed noun, so "Seemann" is none)."""
    data = _data()
    low = word.lower()
    for end in ("mann", "männer", "männern", "mannes", "manns", "frau", "frauen"):
        if low.endswith(end) and len(low) > len(end) + 2:
            stem = low[: -len(end)]
            if stem + "mann" in data.nouns and stem + "frau" in data.nouns:
                return True
    return False


def strong_er_noun(word: str) -> bool:
    """Whether ``word`` is a masculine noun in -er of the strong declension with the plural like the
    singular (der/die Gläubiger, der Streicher), which Wiktionary lists with no masculine
    adjectivally declined lemma of the same form: its -er is no adjective ending, so "Der
    Gläubiger" (creditor) is no nominalised adjective "der Gläubige" (believer) with a wrong
    ending (de-inflect-37; Duden, Die Grammatik: starke Deklination, Nullplural)."""
    return word.lower() in _data().strong_er


def adjectival_stems() -> dict[str, str]:
    """Lower stems of adjectivally declined person nouns -> their feminine noun, or ``""``.

    ``angeklagt`` -> ``""`` (der Angeklagte / die Angeklagte); ``beamt`` -> ``"Beamtin"``
    (der Beamte, but die Beamtin).
    """
    return _data().adjectival
