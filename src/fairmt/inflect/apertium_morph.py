"""Word forms and readings from Apertium's French and Italian dictionaries (``lt-proc -a`` / ``-g``).

The French and Italian inflectors ask two questions of a real morphological dictionary
instead of guessing from endings:

* **Readings** (``lt-proc -a``): ``infirmière`` -> ``infirmier<n><f><sg>``, ``architecte`` ->
  ``architecte<n><mf><sg>``, ``monde`` -> ``monde<n><m><sg>`` (and verb readings). A noun
  whose dictionary entry has one gender and no form in the other (``monde``, ``tessuto``,
  ``besoin``) is a thing, or a person noun without a gendered pair: its gender never flips.
  A word that the dictionary only knows as a finite verb (``aurait``, ``aient``) is no
  person reference at all.
* **Forms** (``lt-proc -g``): ``infirmier<n><f><sg>`` -> ``infirmière``,
  ``arriver<vblex><pp><f><sg>`` -> ``arrivée``, ``soddisfare<vblex><pp><f><sg>`` ->
  ``soddisfatta``. The generator answers ``#lemma`` when the dictionary has no such form.

Dictionaries: Debian's ``apertium-fra-cat`` (French analyser ``fra-cat.automorf.bin``,
generator ``cat-fra.autogen.bin``) and ``apertium-spa-ita`` (``ita-spa.automorf.bin``,
``spa-ita.autogen.bin``), both GPL data run as an external program (``lttoolbox``), so no
code or data is linked into fairmt. Optional: without ``lt-proc`` or the data,
:func:`morphology` returns ``None`` and the inflectors keep their rules.

Words are analysed in batches (one ``lt-proc`` run per batch of unseen words) and cached.
"""

from __future__ import annotations

import difflib
import itertools
import os
import re
import select
import shutil
import subprocess
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Protocol

__all__ = ["LtProcPipe", "Morphology", "Reading", "check_change", "morphology"]

_DIRS = {"fr": "apertium-fra-cat", "it": "apertium-spa-ita", "en": "apertium-eng-spa"}
_FILES = {"fr": "fra-cat.automorf.bin", "it": "ita-spa.automorf.bin", "en": "eng-spa.automorf.bin"}
_ROOTS = ("/usr/share/apertium", "/usr/local/share/apertium")
_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")
_SPLIT = re.compile(r"(?<!\\)/")
_SPECIAL = re.compile(r"([\\\[\]^$/<>@{}*])")
_TAG = re.compile(r"<([^>]+)>")


class _Tagged(Protocol):
    """A dictionary reading of this module or of :mod:`fairmt.inflect.spanish_morph`."""

    @property
    def pos(self) -> str: ...

    @property
    def tags(self) -> tuple[str, ...]: ...


#: Apertium's tags of finite verb forms: indicative, subjunctive (with the Spanish future
#: subjunctive), conditional, imperative.
FINITE_TAGS = frozenset({"pri", "pii", "ifi", "fti", "prs", "pis", "fts", "cni", "imp"})


def finite_verb(reading: _Tagged) -> bool:
    """Whether a dictionary reading is a verb form with a finite tense (:data:`FINITE_TAGS`; no
    participle, gerund or infinitive has one)."""
    return reading.pos.startswith("vb") and bool(FINITE_TAGS & set(reading.tags))


def only_finite_verb(readings: Sequence[_Tagged]) -> bool:
    """Whether a word's dictionary readings are all verb forms, at least one finite, and none
    a noun, adjective or name (a participle reading may stand beside the finite one: Italian
    "valse"). No article stands before such a word, so a "la"/"le"/"lo" there is the atonic
    object pronoun that precedes a finite verb (proclisis: Serianni, *Grammatica italiana*,
    VII.70; RAE, *Nueva gramática*, 16.11)."""
    return (
        bool(readings)
        and all(
            r.pos.startswith("vb") and ("pp" in r.tags or bool(FINITE_TAGS & set(r.tags))) for r in readings
        )
        and any(FINITE_TAGS & set(r.tags) for r in readings)
    )


class Reading:
    """One dictionary reading: ``lemma`` and its tags (``infirmier``, ``("n", "f", "sg")``)."""

    __slots__ = ("lemma", "tags")

    def __init__(self, text: str) -> None:
        k = text.find("<")
        self.lemma = text if k < 0 else text[:k]
        self.tags: tuple[str, ...] = tuple(_TAG.findall(text))

    @property
    def pos(self) -> str:
        return self.tags[0] if self.tags else ""

    @property
    def gender(self) -> str:
        """``m``, ``f``, ``mf`` or ``""``."""
        for t in self.tags:
            if t in ("m", "f", "mf", "GD"):
                return "mf" if t == "GD" else t
        return ""

    @property
    def number(self) -> str:
        for t in self.tags:
            if t in ("sg", "pl", "sp", "ND"):
                return t
        return ""

    @property
    def agreeing(self) -> bool:
        """An adjective or a participle: a word that agrees in gender (not a finite verb)."""
        return self.pos == "adj" or (self.pos.startswith("vb") and "pp" in self.tags)

    def __repr__(self) -> str:
        return self.lemma + "".join(f"<{t}>" for t in self.tags)


class LtProcPipe:
    """One long-running ``lt-proc -z`` process answering batches of lines.

    ``-z`` makes lttoolbox flush its output at each null character, so one process (one
    dictionary load) answers every batch. A batch is the lines joined by newlines plus
    ``end`` (``b"\\0"``; the bilingual mode answers only once the last line is ended, and the
    analyser drops the end of a last line cut by a hyphen or an apostrophe, so both pass
    ``b"\\n\\0"``). With ``timeout_s`` a batch that gets no output for that long is
    given up. Any failure (also an output that ends before the null) kills the process and
    answers ``None``; the next batch starts a new one, and callers keep their rules.

    A process just started first loads its dictionary (the English-Spanish bilingual one takes
    seconds on an idle machine, many more on a busy one), so its first answer may wait
    ``startup_s`` instead (session 29): with the 10 s of ``timeout_s`` alone a cold start on
    a loaded machine gave up, every line was then asked alone in fresh processes that timed
    out too, and the same sentences got other variants on the first run than on the next
    (es own sentences 16/30 closed once, 25/30 on every rerun).
    """

    def __init__(
        self,
        args: Sequence[str],
        end: bytes = b"\0",
        timeout_s: float | None = None,
        startup_s: float = 60.0,
    ) -> None:
        self.args = list(args)
        self.end = end
        self.timeout_s = timeout_s
        self.startup_s = startup_s
        self._proc: subprocess.Popen[bytes] | None = None

    def ask(self, lines: Sequence[str]) -> list[str] | None:
        """The output lines of one batch (one per input line), or ``None`` on any failure."""
        try:
            fresh = self._proc is None or self._proc.poll() is not None
            if fresh:
                self._proc = subprocess.Popen(
                    self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
                )
            assert self._proc is not None and self._proc.stdin is not None and self._proc.stdout is not None
            self._proc.stdin.write("\n".join(lines).encode("utf-8") + self.end)
            self._proc.stdin.flush()
            buf = b""
            while not buf.endswith(b"\0"):
                if self.timeout_s is not None:
                    # (a fresh process loads its dictionary before its first answer)
                    wait = max(self.timeout_s, self.startup_s) if fresh and not buf else self.timeout_s
                    ready, _, _ = select.select([self._proc.stdout], [], [], wait)
                    if not ready:
                        raise OSError("no answer from lt-proc")
                chunk = os.read(self._proc.stdout.fileno(), 65536)
                if not chunk:
                    raise OSError("lt-proc closed its output")
                buf += chunk
            text = buf.rstrip(b"\0").decode("utf-8")
        except (OSError, ValueError):
            if self._proc is not None and self._proc.poll() is None:
                self._proc.kill()
            self._proc = None
            return None
        if self.end.startswith(b"\n"):  # the batch's own line end comes back too
            text = text.rstrip("\n")
        out = text.split("\n")
        return out if len(out) == len(lines) else None

    def ask_each(self, lines: Sequence[str]) -> list[str | None]:
        """The output line of each input line: one batch, and when the batch fails each line
        asked alone (a fresh process after a failure), so that a line's answer never depends
        on the lines it was asked with. ``None`` for a line whose own answer failed too:
        callers must not cache it (it was cached as an empty answer before, and a batch that
        failed once, a timeout on a busy machine, say, left every word in it unknown for the
        rest of the process)."""
        out = self.ask(lines)
        if out is not None:
            return list(out)
        if len(lines) == 1:
            return [None]
        alone: list[str | None] = []
        for line in lines:
            got = self.ask([line])
            alone.append(None if got is None else got[0])
        return alone


class Morphology:
    """Cached readings from one language's Apertium analyser, and forms checked against it.

    The generator (``lt-proc -g``) cannot be kept running (it does not answer a null flush),
    and starting it per word costs a dictionary load; so a form in the other gender is found
    by proposing the regular candidates (``-eur`` -> ``-euse``/``-rice``/``-eure``, ``-o`` ->
    ``-a`` ...) and keeping the first one the **analyser** reads as the same lemma and part of
    speech in that gender and number. The dictionary decides; the candidates only spell.
    """

    def __init__(self, lang: str, lt_proc: str, automorf: Path) -> None:
        self.lang = lang
        self.lt_proc = lt_proc
        self.automorf = automorf
        self._readings: dict[str, tuple[Reading, ...]] = {}
        # Each batch ends with a newline before the null (as the bilingual mode's do). Ended by
        # the null alone, lt-proc (lttoolbox 3.7.1) drops whatever follows a hyphen, apostrophe
        # or space in the batch's last line: "ex-directeur" came back as "^ex/ex<n><mf><sp>$-"
        # alone and as "^ex/...$-^directeur/...$" inside a batch. A word's readings then
        # depended on whether it was the last of the words not yet cached when it was first
        # asked, that is, on what the process had analysed before (session 21, bug29: after
        # the GATE/MT-GenEval regression cells "ex-directeur" was read as the epicene noun
        # "ex", and "L'ex-directeur" stayed masculine).
        self._pipe = LtProcPipe([lt_proc, "-z", "-a", str(automorf)], end=b"\n\0")

    def prefetch(self, words: Iterable[str]) -> None:
        """Analyse every word not analysed yet, in one exchange. A word whose answer failed
        (:meth:`LtProcPipe.ask_each`) is not cached: it reads as unknown this time and is
        asked again next time."""
        todo = sorted({w for w in words if w and w not in self._readings and "\n" not in w and "\0" not in w})
        if not todo:
            return
        answers = self._pipe.ask_each([_SPECIAL.sub(r"\\\1", w) for w in todo])
        for w, line in zip(todo, answers, strict=True):
            if line is None:
                continue
            units = _UNIT.findall(line)
            readings: tuple[Reading, ...] = ()
            if len(units) == 1:
                parts = _SPLIT.split(units[0])[1:]
                readings = tuple(Reading(p) for p in parts if not p.startswith(("*", "@", "#")))
            self._readings[w] = readings

    def readings(self, word: str) -> tuple[Reading, ...]:
        """All dictionary readings of ``word`` (as written; empty when unknown)."""
        if word not in self._readings:
            self.prefetch([word])
        return self._readings.get(word, ())

    def _find(
        self, candidates: Sequence[str], lemma: str, pos: Sequence[str], gender: str, number: str
    ) -> str | None:
        """The first candidate read as ``lemma`` with a part of speech in ``pos``, ``gender``
        (or both genders) and ``number`` (or an invariant number)."""
        self.prefetch(candidates)
        for c in candidates:
            for r in self.readings(c):
                if r.lemma != lemma or r.pos not in pos:
                    continue
                if pos[0] != "n" and r.pos != "adj" and "pp" not in r.tags:
                    continue
                if r.gender not in (gender, "mf") or r.number not in (number, "sp", "ND", ""):
                    continue
                return c
        return None

    # -- questions the inflectors ask --------------------------------------------------

    def noun_readings(self, word: str) -> list[Reading]:
        return [r for r in self.readings(word) if r.pos == "n"]

    def only_verb(self, word: str) -> bool:
        """Known to the dictionary only as a finite or infinitive verb form (no noun, adjective,
        participle, pronoun or determiner reading)."""
        rs = self.readings(word)
        if not rs:
            return False
        for r in rs:
            if r.pos not in ("vblex", "vbser", "vbhaver", "vbmod", "vaux"):
                return False
            if any(t in r.tags for t in ("pp", "pprs", "ger")):
                return False  # participles serve as nouns and adjectives ("un apprenant")
        return True

    def noun_pair(self, word: str, gender: str, number: str | None = None) -> str | None:
        """``word`` as a noun in ``gender`` (``"F"``/``"M"``) with its number, from the dictionary.

        ``word`` itself for an epicene (``<mf>``) noun or one already in ``gender``; ``None``
        when no noun reading has a form in that gender.
        """
        g = gender.lower()
        for r in self.noun_readings(word):
            if number in ("sg", "pl") and r.number in ("sg", "pl") and r.number != number:
                continue  # "signore" read as the plural of "signora" in "le signore"
            if r.gender in ("mf", g):
                return word
            # Invariable in number ("Français", "lépreux"): the caller's number decides.
            number = r.number if r.number in ("sg", "pl") else (number if number in ("sg", "pl") else "sg")
            found = self._find(_candidates(self.lang, word, r.lemma, g, number), r.lemma, ("n",), g, number)
            if found is not None:
                return found
        return None

    def other_gender_form(self, word: str, reading: Reading) -> bool:
        """Whether the noun ``word``, read as ``reading`` of one gender, has a form of its own in
        the other gender and the same number (``étudiant``/``étudiante``): the dictionary's sign
        of a person noun, read by the Romance inflectors' ``person_noun`` and the French person
        homonyms (:mod:`fairmt.fairqe.french_person_homonyms`)."""
        if reading.gender not in ("m", "f"):
            return False
        other = self.noun_pair(word, "F" if reading.gender == "m" else "M", reading.number or None)
        return other is not None and other != word

    def fixed_gender_noun(self, word: str) -> bool:
        """A noun the dictionary knows with one gender and no form in the other (a thing, or
        an invariant person noun such as ``personne``/``vittima``), and nothing else but
        verb forms. Acronyms and nouns invariable in number (loanwords: ``PDG``, ``chef``) are
        used for both genders and do not count."""
        nouns = self.noun_readings(word)
        if not nouns:
            return False
        if any(r.pos in ("adj", "prn", "det") or "pp" in r.tags for r in self.readings(word)):
            return False
        for r in nouns:
            if r.gender in ("mf", "") or "acr" in r.tags or r.number == "sp":
                return False
            if self.noun_pair(word, "F" if r.gender == "m" else "M") is not None:
                return False
        return True

    def agree(self, word: str, gender: str, number: str | None = None) -> str | None:
        """An adjective or past participle ``word`` in ``gender`` (same number), or ``None``.

        ``number`` (``"sg"``/``"pl"``) decides for a form that is both (``heureux`` after
        *nous* is plural: ``heureuses``); the word's own number wins when it has one."""
        g = gender.lower()
        # A form read in both numbers ("surpris": participle m sg and m pl) takes the caller's
        # number: its readings in that number are tried first.
        for r in sorted(self.readings(word), key=lambda r: r.number != number):
            if r.pos == "adj" or (r.pos in ("vblex", "vbser", "vbmod") and "pp" in r.tags):
                if r.gender in ("mf", g):
                    return word
                if r.number in ("sg", "pl") or number not in ("sg", "pl"):
                    number = r.number if r.number in ("sg", "pl") else "sg"
                ending = _SUPERLATIVE_ENDINGS.get((number or "", g))
                if self.lang == "it" and "sup" in r.tags and word[:-1].endswith("issim") and ending:
                    # it-inflect-41: the absolute superlative in -issimo agrees by its ending
                    # (Serianni, *Grammatica italiana*, V.69: "felicissima" -> "felicissimo"),
                    # which the generator lacks (it gave the positive "felice").
                    return word[:-1] + ending
                cands = _candidates(self.lang, word, r.lemma if r.pos == "adj" else word, g, number)
                found = self._find(cands, r.lemma, (r.pos,), g, number)
                if found is not None:
                    return self.agreed_form(found, g)
        return None

    def agreed_form(self, form: str, gender: str) -> str:
        """The form :meth:`agree` returns for ``form``, the dictionary's form in ``gender``
        (``"m"``/``"f"``): itself; a language's subclass may prefer another spelling
        (:class:`fairmt.inflect.french_morphology.FrenchMorphology`: "vieux", not "vieil";
        :class:`fairmt.inflect.italian_morphology.ItalianMorphology`: "seri", not "serii")."""
        return form


#: The endings of the Italian absolute superlative in -issimo, by number and gender.
_SUPERLATIVE_ENDINGS = {("sg", "m"): "o", ("sg", "f"): "a", ("pl", "m"): "i", ("pl", "f"): "e"}

_FR_FEM = (
    ("teur", ("trice", "teuse", "teure")),
    ("eur", ("eure", "euse", "eresse")),
    ("ier", ("ière",)),
    ("er", ("ère",)),
    ("ien", ("ienne",)),
    ("en", ("enne",)),
    ("on", ("onne",)),
    ("et", ("ette", "ète")),
    ("el", ("elle",)),
    ("eux", ("euse", "eille")),
    # The other adjectives in -x (Grevisse, Le Bon Usage, on the feminine of adjectives):
    # jaloux/jalouse, doux/douce, roux/rousse, faux/fausse; the analyser keeps the real one.
    ("oux", ("ouse", "ouce", "ousse")),
    ("aux", ("ausse",)),
    ("if", ("ive",)),
    ("eau", ("elle",)),
    ("e", ("esse", "e")),
    ("", ("e",)),
)
_FR_MASC = (
    ("trice", ("teur",)),
    ("euse", ("eur", "eux")),
    ("eure", ("eur",)),
    ("ière", ("ier",)),
    ("ère", ("er",)),
    ("ienne", ("ien",)),
    ("enne", ("en",)),
    ("onne", ("on",)),
    ("ette", ("et",)),
    ("eille", ("eux", "eil")),
    ("elle", ("el", "eau")),
    ("ive", ("if",)),
    ("ouse", ("oux",)),
    ("ouce", ("oux",)),
    ("ousse", ("oux",)),
    ("ausse", ("aux",)),
    ("esse", ("e",)),
    ("e", ("",)),
)
_IT_FEM = (
    ("tore", ("trice", "tora")),
    ("ore", ("ora", "oressa")),
    ("o", ("a",)),
    ("e", ("essa", "a", "e")),
    ("a", ("a",)),
)
_IT_MASC = (
    ("trice", ("tore",)),
    ("essa", ("e",)),
    ("ora", ("ore",)),
    ("a", ("o", "e", "a")),
)
_IT_PL = {"ca": "che", "co": "chi", "ga": "ghe", "o": "i", "a": "e", "e": "i"}


def _swap(stem: str, table: tuple[tuple[str, tuple[str, ...]], ...]) -> list[str]:
    """Candidate spellings of ``stem`` with each listed ending swapped.

    An ending must normally leave two letters before it, so that short function words are
    not rewritten. The French -x adjectives and their feminines (Grevisse, *Le bon usage*, on
    the feminine of adjectives: doux/douce, faux/fausse, roux/rousse) are short, and one
    letter is enough for those endings: "doux" is "d" + "oux". The analyser still has to
    read each candidate as the same lemma before it is used (:meth:`Morphology._find`)."""
    out: list[str] = []
    for tail, repl in table:
        short = tail.endswith(("x", "sse", "ouce", "ouse"))
        if stem.endswith(tail) and len(stem) > len(tail) + (0 if short else 1):
            out.extend(stem[: len(stem) - len(tail)] + r for r in repl)
    return out


def _candidates(lang: str, word: str, lemma: str, gender: str, number: str) -> list[str]:
    """Spellings of ``word`` (lemma ``lemma``) in ``gender`` for the analyser to check."""
    out: list[str] = []
    if lang == "fr":
        bases = [lemma, word] if number == "sg" else [lemma, word[:-1] if word.endswith(("s", "x")) else word]
        for b in bases:
            sg = [b, *_swap(b, _FR_FEM if gender == "f" else _FR_MASC)]
            if gender == "m" and b.endswith("e"):
                sg.append(b[:-1])
            if gender == "f" and b[-1:] in ("l", "n", "t", "s"):
                sg.append(b + b[-1] + "e")  # gentil -> gentille, bon -> bonne
            for x in sg:
                if number == "pl":
                    out.extend([x + "s", x[:-1] + "ux" if x.endswith("al") else x + "x"])
                    if x.endswith(("s", "x", "z")):
                        out.append(x)  # its own plural: "heureux", "surpris"
                else:
                    out.append(x)
    else:
        for b in (lemma, word):
            stem_sg = b
            sg = [stem_sg, *_swap(stem_sg, _IT_FEM if gender == "f" else _IT_MASC)]
            for x in sg:
                if number == "pl":
                    # The longest ending only: "aristocratica" -> "aristocratiche", not "-ce".
                    t = next((t for t in _IT_PL if x.endswith(t)), None)
                    if t is not None:
                        out.append(x[: len(x) - len(t)] + _IT_PL[t])
                    if t == "co":
                        # it-inflect-22: -co has -chi or -ci in the plural ("monaco" -> "monaci",
                        # "greco" -> "greci"; Serianni, *Grammatica italiana*, chapter III on
                        # the plural of nouns in -co); the
                        # analyser must read the form as the lemma's masculine plural
                        out.append(x[:-2] + "ci")
                else:
                    out.append(x)
            # a plural word: swap its ending directly (o<->a, i<->e)
            if number == "pl":
                swap = {"i": ("e",), "e": ("i",)}
                for t, repl in swap.items():
                    # Not -ci -> -ce for a -co/-ca lemma: its feminine plural is -che, and the
                    # dictionary has a stray "aristocratice" the analyser would accept.
                    if b.endswith(t) and not (b.endswith("ci") and lemma.endswith(("co", "ca"))):
                        out.extend(b[:-1] + r for r in repl)
    if lang == "it" and number == "pl":
        # it-inflect-46: a word in -io with an unstressed "i" has one "i" in the plural
        # ("sveglio" -> "svegli", "vecchie" -> "vecchi", "serie" -> "seri"; Serianni, *Grammatica
        # italiana*, III.88-92), the double "-ii" only when the "i" is stressed ("zii", "pii"):
        # both spellings are tried, the single "i" first (the dictionary also has the archaic
        # "serii"), and the analyser keeps one its dictionary has.
        out = [x for c in out for x in ((c[:-1], c) if c.endswith("ii") else (c,))]
    seen: dict[str, None] = {}
    for c in out:
        if c and c != word:
            seen.setdefault(c, None)
    return list(seen)


@cache
def morphology(lang: str) -> Morphology | None:
    """The Apertium morphology of ``lang`` (``fr``/``it``; ``en`` for the realiser's English
    agent nouns), or ``None`` when not installed.

    ``FAIRMT_NO_APERTIUM=1`` turns it off (to measure the rules alone).
    """
    if os.environ.get("FAIRMT_NO_APERTIUM") or lang not in _DIRS:
        return None
    lt_proc = shutil.which("lt-proc")
    if lt_proc is None:
        return None
    for root in _ROOTS:
        d = Path(root) / _DIRS[lang]
        a = d / _FILES[lang]
        if a.is_file():
            if lang == "fr":  # what only French needs (bug30)
                from fairmt.inflect.french_morphology import FrenchMorphology

                return FrenchMorphology(lang, lt_proc, a)
            if lang == "it":  # what only Italian needs (it-inflect-51)
                from fairmt.inflect.italian_morphology import ItalianMorphology

                return ItalianMorphology(lang, lt_proc, a)
            return Morphology(lang, lt_proc, a)
    return None


def _changed_words(
    before: Sequence[str], after: Sequence[str], split: Callable[[str], list[str]], by_word: bool
) -> list[tuple[str, str]]:
    """The (old, new) word pairs of a rewrite, one for one: inside replaced stretches of tokens
    of equal length (token by token, the words of tokens that split alike); with ``by_word``
    the two texts are compared as words, contractions and elisions cut ("au visiteur qu'il
    aurait" -> "à le visiteur qu' il aurait"), so that a change right after a contraction that
    became two words ("à la visiteuse qu'elle auraite") is seen too."""
    out: list[tuple[str, str]] = []
    if by_word:
        b_all = [w for tok in before for w in split(tok)]
        a_all = [w for tok in after for w in split(tok)]
        sm = difflib.SequenceMatcher(a=b_all, b=a_all, autojunk=False)
        for op, i1, i2, j1, j2 in sm.get_opcodes():
            if op == "replace" and i2 - i1 == j2 - j1:
                out.extend(zip(b_all[i1:i2], a_all[j1:j2], strict=True))
        return out
    sm = difflib.SequenceMatcher(a=list(before), b=list(after), autojunk=False)
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op != "replace" or i2 - i1 != j2 - j1:
            continue
        for b_tok, a_tok in zip(before[i1:i2], after[j1:j2], strict=True):
            b_words, a_words = split(b_tok), split(a_tok)
            if len(b_words) == len(a_words):
                out.extend(zip(b_words, a_words, strict=True))
    return out


def _enclitic_changed(morph: Morphology, before: str, after: str) -> bool:
    """Whether ``after`` is ``before``, a verb form with an enclitic pronoun, with only the pronoun
    changed (it-inflect-45: "ringraziale" -> "ringraziali"): both are read with an enclitic and
    share a verb lemma and the verb's own tags."""

    def verbs(word: str) -> set[tuple[str, tuple[str, ...]]]:
        return {
            (r.lemma, r.tags[: r.tags.index("enc")])
            for r in morph.readings(word)
            if "enc" in r.tags and r.pos in ("vblex", "vbser", "vbhaver", "vbmod")
        }

    return bool(verbs(before) & verbs(after))


#: The parts of speech whose number :func:`_number_changed` compares.
_NOMINAL = frozenset(["n", "adj", "det", "num"])


def _number_changed(morph: Morphology, before: str, after: str, thing: bool) -> bool:
    """Whether ``after`` is a form of the other gender and another number than ``before`` by
    every nominal reading of the dictionary (it-inflect-47): a gender variant keeps each word's
    number, and the Italian nouns with a feminine plural in *-a* ("migliaio"/"migliaia",
    "paio"/"paia", "uovo"/"uova") otherwise pass as a gender change ("migliaia", f. pl., ->
    "migliaio", m. sg.). A reading of both numbers (``sp``: "papà"; or none) matches either;
    unknown words pass, and so does a new form that the dictionary reads in the old gender: it
    lacks the form meant ("ingegneri" -> "ingegnere", the feminine plural of "ingegnera", read
    only as the masculine singular). A ``thing`` (a noun of one gender with no form in the other,
    no agent noun) changes no number either, in its own gender ("costruzioni" -> "costruzione",
    where a span on the article "le" of "le costruzioni" was realised)."""

    def readings(word: str) -> tuple[set[str], set[str]]:
        numbers: set[str] = set()
        genders: set[str] = set()
        for r in morph.readings(word):
            if r.pos in _NOMINAL:
                numbers |= {r.number} if r.number in ("sg", "pl") else {"sg", "pl"}
                genders |= {r.gender} if r.gender in ("m", "f") else {"m", "f"}
        return numbers, genders

    (nb, gb), (na, ga) = readings(before), readings(after)
    return bool(nb) and bool(na) and not nb & na and (thing or not gb & ga)


def check_change(
    morph: Morphology,
    before: Sequence[str],
    after: Sequence[str],
    det_gender: Callable[[str], str],
    split: Callable[[str], list[str]],
    agentive: Callable[[str], bool],
    *,
    by_word: bool = False,
    common_gender: Callable[[str], bool] | None = None,
) -> str | None:
    """Why the rewrite ``before`` -> ``after`` is not acceptable, or ``None`` (see ``validate``).

    For every word that changed (one for one, inside a replaced stretch of tokens):

    * a word the dictionary knows only as a verb form must not change (``aurait`` ->
      ``auraite``);
    * a noun the dictionary knows with one gender and no other form (a thing: ``documents``,
      ``tessuto``) must not change, unless the new form is a form of the same noun;
    * any other new form is accepted, also one the dictionary lacks (a feminised form such as
      ``soldate``, a name, a loanword, a neutral form with the middle dot).

    (``agentive`` exempts agent-noun endings: the dictionary lacks many feminised forms,
    ``instructrice``, ``consigliera``.) And for every gendered article or determiner right
    before a noun in ``after`` (where either changed), the noun must be in the article's
    gender when the dictionary has a form in that gender (``la superviseur`` is rejected,
    ``la falegname`` is not), unless ``common_gender`` says the language uses the noun for
    both genders beside the dictionary's other form (Italian ``la presidente``).
    """
    for b, a in _changed_words(before, after, split, by_word):
        if a == b or "·" in a or not a.isalpha():
            continue
        if morph.only_verb(b) and not _enclitic_changed(morph, b, a):
            return f"verb form changed: {b!r} -> {a!r}"
        thing = morph.fixed_gender_noun(b) and not agentive(b)
        if morph.lang == "it" and _number_changed(morph, b, a, thing):
            return f"a word's number changed: {b!r} -> {a!r}"
        if thing:
            lemmas = {r.lemma for r in morph.noun_readings(b)}
            if not any(r.pos == "n" and r.lemma in lemmas for r in morph.readings(a)):
                return f"a thing's gender changed: {b!r} -> {a!r}"
    words = [w for tok in after for w in split(tok)]
    changed = {w for tok in after if tok not in before for w in split(tok)}
    for d, n in itertools.pairwise(words):
        g = det_gender(d)
        if not g or not (d in changed or n in changed):
            continue
        nouns = morph.noun_readings(n)
        if any("acr" in r.tags or r.number == "sp" for r in nouns):
            continue  # acronyms and loanwords serve both genders ("la PDG", "la chef")
        if (
            nouns
            and all(r.gender in ("m", "f") for r in nouns)
            and g.lower() not in {r.gender for r in nouns}
        ):
            if any(r.pos in ("adj", "prn") or "pp" in r.tags for r in morph.readings(n)):
                continue
            pair = morph.noun_pair(n, g)
            if pair is None:
                continue  # no form in that gender: used as an epicene ("la falegname")
            if morph.lang == "fr" and pair.endswith(("esse", "esses")) and n.endswith(("e", "es")):
                continue  # French -e nouns are epicene beside an old -esse form ("la maire")
            if common_gender is not None and common_gender(n):
                continue  # the language lists it as common gender ("la presidente" beside "-essa")
            return f"{d!r} does not agree with {n!r}"
    return None
