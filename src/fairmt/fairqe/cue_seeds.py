"""Target words and the bilingual seed lexicon the rule cue detector places cues with.

The target side is matched on normalised words (:func:`target_norm`): lower-cased, with
punctuation and an elided article or preposition ("l'", "dell'") stripped, so that "l'avocate,"
and "avocate" meet. :func:`target_plurals` guesses a target noun's regular plural, because
the seed lexicon lists singulars and a plural English cue must still find its translation.

The seed lexicon (:func:`seed_table`) maps an English person noun's lemma (:func:`seed_key`)
to its feminine and masculine target forms (:class:`SeedForms`), read from the language
pack's cue targets; a form that matches tells both where the cue is and its gender. The
tables are cached per language and cleared when a language pack changes (``on_change``).
:func:`seed_pairs` and :func:`aligner_tokens` give the same words to the aligners, so the
aligner's training data and the detector's look-ups agree.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_tokens import _words, tokenize
from fairmt.fairqe.types import Realisation
from fairmt.languages import CueTargets, language_pack, on_change

_ELIDED = tuple(sorted(lex.ELIDED_PREFIXES.split(), key=len, reverse=True))
_TGT_STRIP = "\"'“”‘’«»()[]{}.,;:!?¡¿…*_<>—–-"


def target_norm(token: str, lang: str) -> str:
    """A target token as the seed lexicon and the aligner see it."""
    s = token.lower().replace("’", "'").replace("‘", "'").strip(_TGT_STRIP)
    if lang in ("fr", "it", "ca") and "'" in s[:-1]:
        for p in _ELIDED:
            if s.startswith(p) and len(s) > len(p):
                return s[len(p) :]
    return s


def target_plurals(form: str, lang: str) -> list[str]:
    """The form and its regular plurals (and German case forms) in ``lang``."""
    out = [form]
    if " " in form:
        return out
    if lang == "de":
        out += [form + "e", form + "en", form + "n", form + "s", form + "es", form + "er"]
        if form.endswith("in"):
            out.append(form + "nen")
    elif lang in ("es", "pt", "ca"):
        out += [form + "s", form + "es"]
        if form.endswith("z"):
            out.append(form[:-1] + "ces")
    elif lang == "fr":
        out += [form + "s", form + "x"]
    elif lang == "it":
        stem, last = form[:-1], form[-1:]
        if last in "oe":
            out.append(stem + "i")
            if stem.endswith(("c", "g")):
                out.append(stem + "hi")
            if last == "o" and stem.endswith("i"):
                out.append(stem)  # unstressed -io: "figlio" -> "figli", "segretario" -> "segretari"
        elif last == "a":
            out += [stem + "e", stem + "i"]
            if stem.endswith(("c", "g")):
                out.append(stem + "he")
    return out


@dataclass(frozen=True)
class SeedForms:
    """The target forms of one English lemma in one language, with the gender each shows.

    ``singular``: the forms that are no generated plural of this entry's own forms (see
    :func:`_seed_table`); empty when not known.
    """

    forms: dict[str, Realisation | None]
    singular: frozenset[str] = frozenset()
    #: Readings of forms for a plural cue where they differ from ``forms`` (the generated
    #: plurals a counterpart's singular overrides in ``forms``).
    plural: dict[str, Realisation | None] = field(default_factory=dict)

    def for_plural(self) -> SeedForms:
        """These forms as a plural cue reads them."""
        return SeedForms({**self.forms, **self.plural}, self.singular) if self.plural else self

    def match(self, norm: str, lang: str) -> Realisation | Literal[""] | None:
        """The gender of a matching target word ("" for a form without gender), else None.

        German also matches compounds by their last part (``Mitschwestern``,
        ``IAS-Offizierin``), for forms of at least four letters. Italian matches a hyphenated
        compound of nouns by its last part, the head that the English compound's last word
        translates ("principessa-badessa", "principe-abate" for "Princess-Abbess"; Serianni,
        *Grammatica italiana*, on compounds of two nouns; en-cues-42). Each part of such a title
        agrees with the one person, so the head's gender is the compound's.
        """
        if norm in self.forms:
            return self.forms[norm] or ""
        if lang == "it" and "-" in norm.strip("-"):
            tail = norm.rsplit("-", 1)[-1]
            if len(tail) > 3 and tail in self.forms:
                return self.forms[tail] or ""
        if lang == "de" and len(norm) > 4:
            tail = norm.rsplit("-", 1)[-1]
            if tail in self.forms:
                return self.forms[tail] or ""
            for k in range(1, len(tail) - 3):
                if tail[k:] in self.forms:
                    return self.forms[tail[k:]] or ""
        return None


_ACCENTS = str.maketrans("àáâäãåèéêëìíîïòóôöõùúûüçñß", "aaaaaaeeeeiiiiooooouuuucns")


def _cognate(src: str, tgt: str) -> bool:
    """Whether a target word starts like the English word (a shared prefix of at least four
    letters and 55% of the English word, accents and c/k ignored): "Controllerin"."""
    if len(tgt) < 4:
        return False
    a = src.translate(_ACCENTS).replace("k", "c")
    b = tgt.translate(_ACCENTS).replace("k", "c").replace("z", "c")
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n >= 4 and n >= 0.55 * len(a)


def _parse_seed(value: str, lang: str, plurals: bool = True) -> SeedForms:
    parts = [*value.split("|"), "", ""][:3]
    forms: dict[str, Realisation | None] = {}
    # Singular forms first, then plurals (a form that is both keeps its first reading).
    entries: list[tuple[str, Realisation | None]] = []
    genders: tuple[Realisation | None, ...] = ("M", "F", None)
    for text, g in zip(parts, genders, strict=True):
        # Forms as :func:`target_norm` leaves target words: "M." is read as "m".
        entries.extend((w.lower().strip("."), g) for w in text.split())
    # A form listed under two genders (es "cantante | | cantante", common gender) says no
    # gender by itself: the target's determiners and adjectives do ("una cantante famosa").
    readings: dict[str, set[Realisation | None]] = {}
    for w, g in entries:
        readings.setdefault(w, set()).add(g)
    entries = [(w, next(iter(gs)) if len(gs) == 1 else None) for w, gs in readings.items()]
    for w, g in entries:
        forms.setdefault(w, g)
    singular = frozenset(forms)
    for w, g in entries if plurals else ():
        for p in target_plurals(w, lang):
            # Italian -a -> -i is the plural of masculine -a nouns ("poeti", "colleghi"): from a
            # feminine form ("figlia") it is the masculine plural ("figli"), no feminine reading.
            feminine_i = lang == "it" and g == "F" and w.endswith("a") and p.endswith("i")
            forms.setdefault(p, None if feminine_i else g)
    return SeedForms(forms, singular)


def _counterparts() -> dict[str, list[str]]:
    pairs: dict[str, set[str]] = {}
    for a, bs in lex.SEED_COUNTERPARTS.items():
        for b in bs.split():
            pairs.setdefault(a, set()).add(b)
            pairs.setdefault(b, set()).add(a)
    return {k: sorted(v) for k, v in pairs.items()}


def _seed_table(lang: str, table: dict[str, str]) -> dict[str, SeedForms]:
    """Each entry's forms, then (for gendered entries) its counterparts' forms."""
    own = {lemma: _parse_seed(v, lang, plurals=lemma not in _NO_PLURAL) for lemma, v in table.items()}
    out: dict[str, SeedForms] = {}
    counterparts = _counterparts()
    for lemma, forms in own.items():
        merged = dict(forms.forms)
        plural: dict[str, Realisation | None] = {}
        for other in counterparts.get(lemma, ()):
            if other in own:
                for w, g in own[other].forms.items():
                    if w in own[other].singular and w in merged and w not in forms.singular:
                        # A singular of the counterpart that is a generated plural of this entry
                        # (it "cameriere": the waiter, and the plural of "cameriera"): a plural cue
                        # reads the plural; for a singular cue the form tells nothing by itself
                        # (the flip "il cameriere", or a plural translation "le cameriere"), and
                        # the analyser reads its determiner.
                        if merged[w] != g:
                            plural.setdefault(w, merged[w])
                            merged[w] = None
                    else:
                        merged.setdefault(w, g)
        out[lemma] = SeedForms(merged, forms.singular, plural)
    return out


#: Seed entries whose forms get no generated plurals (pronouns, indefinites, titles).
_NO_PLURAL = _words(
    "he she him her his hers himself herself they them their someone everyone nobody mr mrs ms miss sir madam"
)


# What the detector knows of each target language comes from the language packs
# (fairmt.languages), read once per language and process.
@cache
def _agrees(lang: str) -> bool:
    """Whether predicates agree in gender with the subject in ``lang`` (cue C10)."""
    pack = language_pack(lang)
    return pack is not None and pack.agreement


@cache
def _targets(lang: str) -> CueTargets | None:
    pack = language_pack(lang)
    return pack.targets() if pack is not None else None


@cache
def seed_table(lang: str) -> dict[str, SeedForms] | None:
    """The parsed seed lexicon of ``lang`` (lemma -> forms), or ``None`` when it has none."""
    targets = _targets(lang)
    return _seed_table(lang, dict(targets.seed)) if targets is not None and targets.seed else None


@cache
def target_determiners(lang: str) -> frozenset[str] | None:
    """The determiners a target span of ``lang`` is extended over, or ``None``."""
    targets = _targets(lang)
    return _words(targets.determiners) if targets is not None and targets.determiners else None


def _clear_caches() -> None:
    for f in (_agrees, _targets, seed_table, target_determiners):
        f.cache_clear()


on_change(_clear_caches)


def seed_key(lemma: str) -> str:
    low = lemma.lower()
    return lex.SEED_ALIASES.get(low, low)


def seed_pairs(lang: str) -> list[tuple[list[str], list[str]]]:
    """The seed lexicon of ``lang`` as one-word sentence pairs for the aligner."""
    out: list[tuple[list[str], list[str]]] = []
    targets = _targets(lang)
    for lemma, value in (targets.seed if targets is not None else {}).items():
        src = lemma.split()
        for part in value.split("|"):
            for w in part.split():
                out.append((src, [target_norm(w, lang) or w.lower()]))
    return out


def aligner_tokens(source: str, translation: str, lang: str) -> tuple[list[str], list[str]]:
    """A (source, translation) pair as the detector gives it to the aligner: one token per
    whitespace token (so links index ``split()``), English tokens as :func:`tokenize` reads
    them, target tokens by :func:`target_norm`; the lexical aligner's tables are built from
    the same tokens (``scripts/build_align_model.py``)."""
    src = [tokenize(w).low or w.lower() for w in source.split()]
    tgt = [target_norm(w, lang) or w.lower() for w in translation.split()]
    return src, tgt
