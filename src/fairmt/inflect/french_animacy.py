"""Whether a French noun names an animal, from Apertium's bilingual dictionaries and WordNet.

Apertium's French dictionary gives ``chat``/``chatte`` and ``chien``/``chienne`` the same
masculine/feminine pairs as ``avocat``/``avocate``, so a pair alone cannot tell a person from an
animal, and an animal's gender must never flip ("leur chat avait développé le diabète": the
cat of "their cat" is no person). The dictionaries have no animacy tag, but two real resources
together say it:

1. Apertium's French->Catalan and Catalan->English bilingual dictionaries (Debian's
   ``apertium-fra-cat`` ``fra-cat.autobil.bin`` and ``apertium-eng-cat`` ``cat-eng.autobil.bin``,
   run with ``lt-proc -b``) translate the French noun lemma into English lemmas
   (``chat`` -> ``gat``/``xat`` -> ``cat``/``chat``);
2. WordNet 3.0 (Debian's ``wordnet-base``, ``/usr/share/wordnet``) files each English noun
   sense under a lexicographer class; the first sense listed in ``index.noun`` is the most
   frequent one.

A French noun is an animal when the most frequent sense of some English translation is in
``noun.animal`` and that of none is in ``noun.person`` (``chat`` -> ``cat``: animal; ``chef``
-> ``boss``/``chef``: person). Without ``lt-proc``, the dictionaries or WordNet every answer is
``False`` and the callers keep their rules. Like :mod:`fairmt.inflect.apertium_morph`, the data
are run as external programs or read as files; nothing is linked into fairmt.
"""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path

from fairmt.inflect.apertium_morph import _SPLIT, _UNIT, LtProcPipe

__all__ = [
    "PERSON_LEXFILE",
    "animal_noun",
    "animal_word",
    "english_lexfile_word",
    "english_lexfiles",
    "english_person_word",
    "english_translations",
    "index_verb",
    "synset_line",
    "wordnet_root",
]

_ROOTS = ("/usr/share/apertium", "/usr/local/share/apertium")
_WORDNET = (Path("/usr/share/wordnet"), Path("/usr/local/share/wordnet"))
#: WordNet lexicographer file numbers (``lexnames``): 05 noun.animal, 18 noun.person.
_ANIMAL, PERSON_LEXFILE = 5, 18
_TIMEOUT_S = 10.0


def _file(pkg: str, name: str) -> Path | None:
    for root in _ROOTS:
        path = Path(root) / pkg / name
        if path.is_file():
            return path
    return None


class _Bidix:
    """One ``lt-proc -b`` process for a bilingual dictionary, with cached answers."""

    def __init__(self, lt_proc: str, autobil: Path) -> None:
        self._pipe = LtProcPipe([lt_proc, "-z", "-b", str(autobil)], end=b"\n\0", timeout_s=_TIMEOUT_S)
        self._answers: dict[str, tuple[tuple[str, str], ...]] = {}

    def nouns(self, lemma: str, gender: str) -> tuple[tuple[str, str], ...]:
        """The nouns (lemma, gender) that translate the noun ``lemma`` of ``gender``
        (``m``/``f``; ``""`` where the target has none, as English)."""
        key = f"{lemma}<n>{f'<{gender}>' if gender else ''}<sg>"
        if key not in self._answers:
            out = self._pipe.ask([f"^{key}$"])
            if out is None:
                return ()  # a failed answer (a timeout) is not cached: asked again next time
            found: list[tuple[str, str]] = []
            for line in out:
                for unit in _UNIT.findall(line):
                    for part in _SPLIT.split(unit)[1:]:
                        part = part.lstrip("@")
                        if "<n>" in part:
                            tags = part.split("<")[1:]
                            g = next((x[:-1] for x in tags if x[:-1] in ("m", "f", "mf")), "")
                            found.append((part.split("<", 1)[0], g))
            self._answers[key] = tuple(dict.fromkeys(found))
        return self._answers[key]


@cache
def _dictionaries() -> tuple[_Bidix, _Bidix] | None:
    lt_proc = shutil.which("lt-proc")
    fra_cat = _file("apertium-fra-cat", "fra-cat.autobil.bin")
    cat_eng = _file("apertium-eng-cat", "cat-eng.autobil.bin")
    if lt_proc is None or fra_cat is None or cat_eng is None:
        return None
    return _Bidix(lt_proc, fra_cat), _Bidix(lt_proc, cat_eng)


def english_translations(lemma: str, gender: str = "m") -> tuple[tuple[str, str], ...] | None:
    """The (Catalan, English) noun pairs by which the bilingual dictionaries translate the
    French noun ``lemma`` of ``gender`` (``m``/``f``; ``chat`` -> (``gat``, ``cat``), ...),
    through Catalan as the module text says; ``None`` without ``lt-proc`` or the dictionaries.
    The Catalan word is given too: a caller may veto a translation spelled as its Catalan
    source, a cognate the dictionaries may pair wrongly."""
    dicts = _dictionaries()
    if dicts is None:
        return None
    fra_cat, cat_eng = dicts
    return tuple((c, e) for c, cg in fra_cat.nouns(lemma, gender) for e, _ in cat_eng.nouns(c, cg))


@cache
def _wordnet() -> Path | None:
    for root in _WORDNET:
        if (root / "index.noun").is_file() and (root / "data.noun").is_file():
            return root
    return None


def wordnet_root() -> Path | None:
    """The folder of the installed WordNet database files (``index.noun``, ``data.noun``), or
    ``None`` without WordNet: for other modules that read WordNet themselves
    (:mod:`fairmt.fairqe.name_plurals`)."""
    return _wordnet()


@cache
def _index_noun() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """``index.noun`` parsed once: the offsets of every lemma's noun synsets (most frequent
    first) and the lemmas with a noun sense SemCor tags (``tagsense_cnt`` > 0)."""
    root = _wordnet()
    if root is None:
        return {}, frozenset()
    out: dict[str, tuple[str, ...]] = {}
    tagged: set[str] = set()
    for line in (root / "index.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split()
        n_synsets, n_ptr = int(f[2]), int(f[3])
        offsets = tuple(f[6 + n_ptr : 6 + n_ptr + n_synsets])
        if offsets:
            out[f[0]] = offsets
        if int(f[5 + n_ptr]) > 0:
            tagged.add(f[0])
    return out, frozenset(tagged)


def noun_senses() -> dict[str, tuple[str, ...]]:
    """English noun lemma -> the offsets of all its noun synsets in ``data.noun``, the most
    frequent first (``index.noun``, read once for every caller: this module's first senses and
    :mod:`fairmt.fairqe.name_plurals`); empty without WordNet."""
    return _index_noun()[0]


def tagged_noun(lemma: str) -> bool:
    """Whether the English ``lemma`` is a common noun in running text: SemCor tags one of its
    WordNet noun senses ("painting", "building", "wedding"; not "working", whose one noun
    sense, a mine's workings, is never tagged). Used by
    :mod:`fairmt.fairqe.postnominal_participles`; ``False`` without WordNet."""
    return lemma in _index_noun()[1]


@cache
def synset_line(offset: str, pos: str = "noun") -> str:
    """The line of WordNet's ``data.<pos>`` (``noun``, ``verb``) at byte ``offset``, decoded as
    Latin-1 like the index files: the one reader of synset lines for every module that looks
    past a sense's lexicographer class (:func:`english_lexfiles`,
    :mod:`fairmt.fairqe.name_plurals`, :mod:`fairmt.fairqe.solid_person_compounds`,
    :mod:`fairmt.fairqe.person_agent_nouns`), cached so
    each synset is read from disk once. ``""`` without WordNet or the data file."""
    root = _wordnet()
    if root is None or not (root / f"data.{pos}").is_file():
        return ""
    with (root / f"data.{pos}").open("rb") as fh:
        fh.seek(int(offset))
        return fh.readline().decode("latin-1")


def _lexfile_at(pos: str, offset: str) -> int | None:
    """The lexicographer file number of the synset at byte ``offset`` of ``data.<pos>``."""
    fields = synset_line(offset, pos).split(maxsplit=2)
    return int(fields[1]) if len(fields) > 1 else None


@cache
def english_lexfiles(lemma: str) -> int | None:
    """The WordNet lexicographer file of the most frequent noun sense of the English ``lemma``
    (5: ``noun.animal``, 18: ``noun.person``), or ``None`` when WordNet lacks it."""
    root = _wordnet()
    offsets = noun_senses().get(lemma.lower().replace(" ", "_"))
    if root is None or not offsets:
        return None
    return _lexfile_at("noun", offsets[0])


@cache
def index_verb() -> dict[str, str]:
    """``index.verb`` parsed once: lemma -> the offset of its most frequent verb sense (empty
    without WordNet or its verb files), for :func:`english_verb_lexfile` and
    :mod:`fairmt.fairqe.person_agent_nouns`."""
    root = _wordnet()
    if root is None or not (root / "index.verb").is_file():
        return {}
    out: dict[str, str] = {}
    for line in (root / "index.verb").read_text(encoding="latin-1").splitlines():
        f = line.split()
        if line.startswith(" ") or len(f) < 6:
            continue
        n_ptr = int(f[3])
        if len(f) > 6 + n_ptr:
            out[f[0]] = f[6 + n_ptr]
    return out


@cache
def english_verb_lexfile(lemma: str) -> int | None:
    """The WordNet lexicographer file of the most frequent verb sense of the English ``lemma``
    as written (29: ``verb.body`` ... 41: ``verb.social``), or ``None`` when WordNet lacks it.
    Used by :mod:`fairmt.fairqe.nominal_persons`."""
    root, offset = _wordnet(), index_verb().get(lemma)
    if root is None or offset is None:
        return None
    return _lexfile_at("verb", offset)


@cache
def animal_noun(lemma: str, gender: str = "m") -> bool:
    """Whether the French noun ``lemma`` (its masculine lemma, as Apertium's analyser gives it;
    ``gender`` the reading's ``m``/``f``) names an animal: some English translation's most
    frequent sense is ``noun.animal`` and none's is ``noun.person`` (see the module text)."""
    pairs = english_translations(lemma, gender) if lemma.isalpha() else None
    if pairs is None:
        return False
    classes = {english_lexfiles(e) for _, e in pairs}
    return _ANIMAL in classes and PERSON_LEXFILE not in classes


def animal_word(word: str) -> bool:
    """Whether the French word ``word`` (lower case, any inflected form) is a noun every noun
    reading of which names an animal by :func:`animal_noun` (``chatte`` -> ``chat<n><f>``)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return False
    nouns = morph.noun_readings(word)
    genders = [r.gender if r.gender in ("m", "f") else "m" for r in nouns]
    return bool(nouns) and all(animal_noun(r.lemma, g) for r, g in zip(nouns, genders, strict=True))


def english_person_word(word: str) -> bool:
    """Whether the French noun ``word`` (any inflected form) translates, by the same
    dictionaries, into an English noun whose most frequent WordNet sense is a person
    (``policier`` -> ``policia`` -> ``police officer``... ``noun.person``; not ``public`` ->
    ``public``/``audience``, ``noun.group``). ``False`` when the dictionaries do not know it."""
    return english_lexfile_word(word, PERSON_LEXFILE)


def english_lexfile_word(word: str, lexfile: int) -> bool:
    """Whether the French noun ``word`` translates, by the dictionaries, into an English noun whose
    most frequent WordNet sense lies in the lexicographer file ``lexfile`` (18 ``noun.person``,
    14 ``noun.group``). ``False`` when the dictionaries do not know it."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    if morph is None:
        return False
    for r in morph.noun_readings(word):
        pairs = english_translations(r.lemma, r.gender if r.gender in ("m", "f") else "m")
        if any(english_lexfiles(e) == lexfile for _, e in pairs or ()):
            return True
    return False
