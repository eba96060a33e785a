"""Whether an English noun names a person, from Apertium's English-Spanish bilingual dictionary.

The English cue lexicon lists the common person nouns; the realiser also takes English agent
nouns it does not list ("fighter" <- fight, "watchers" <- watch), and that guess cannot tell a
person from a thing named after what it does: a "destroyer" (a warship), a "counter", a
"processor". Apertium's bilingual dictionary ``apertium-eng-spa`` (``eng-spa.autobil.bin``,
run with ``lt-proc -b``) can: Spanish marks a person noun whose gender follows its referent
with ``<GD>`` (gender to be determined: ``teacher`` -> ``profesor<n><GD>``, ``owner`` ->
``dueño<n><GD>``) or ``<mf>`` (one form for both: ``attacker`` -> ``atacante<n><mf>``), and a
thing with its one fixed gender (``destroyer`` -> ``destructor<n><m>``, ``computer`` ->
``ordenador<n><m>``, ``escort`` -> ``escolta<n><f>``). A noun whose every translation has a
fixed gender is therefore no person noun; a noun with one ``<GD>``/``<mf>`` translation may
be one (``fan`` -> ``seguidor<GD>`` / ``ventilador<m>``), and a noun the dictionary does not
know (``skua``, ``lumberjack``) says nothing.

Like :mod:`fairmt.inflect.apertium_morph`, the dictionary is Debian's GPL data run as an
external program (``lttoolbox``), nothing linked into fairmt, and optional: without
``lt-proc`` or the file every answer is ``None`` and callers keep their rules. One process
answers batches of lemmas (``-z``: a null character flushes), and answers are cached.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from fairmt.inflect.apertium_morph import _SPLIT, _UNIT, LtProcPipe

__all__ = ["EnglishNounGender", "english_nouns"]

_ROOTS = ("/usr/share/apertium", "/usr/local/share/apertium")
#: Tags that mark a Spanish person noun whose gender is the referent's.
_PERSON_TAGS = ("<GD>", "<mf>")
#: Seconds to wait for an answer before giving up on the dictionary for that batch.
_TIMEOUT_S = 10.0


class EnglishNounGender:
    """Cached answers of the English->Spanish bilingual dictionary for English noun lemmas."""

    def __init__(self, lt_proc: str, autobil: Path) -> None:
        self.lt_proc = lt_proc
        self.autobil = autobil
        self._answers: dict[str, tuple[str, ...] | None] = {}
        # (The bilingual mode answers a batch only once its last line is ended.)
        self._pipe = LtProcPipe([lt_proc, "-z", "-b", str(autobil)], end=b"\n\0", timeout_s=_TIMEOUT_S)

    def prefetch(self, lemmas: Iterable[str]) -> None:
        """Look up every lemma not looked up yet, in one exchange (lower-case letters only). A
        lemma whose answer failed (a timeout: :meth:`LtProcPipe.ask_each`) is not cached, so
        that it does not stay unknown for the rest of the process."""
        todo = sorted({w for w in lemmas if w and w.isalpha() and w.islower() and w not in self._answers})
        if not todo:
            return
        for w, line in zip(todo, self._pipe.ask_each([f"^{w}<n><sg>$" for w in todo]), strict=True):
            if line is None:
                continue
            units = _UNIT.findall(line)
            answer: tuple[str, ...] | None = None
            if len(units) == 1:
                parts = _SPLIT.split(units[0])[1:]
                found = tuple(p for p in parts if p and not p.startswith("@"))
                answer = found or None
            self._answers[w] = answer

    def translations(self, lemma: str) -> tuple[str, ...] | None:
        """The Spanish noun translations of an English noun lemma (``None``: not in the dictionary)."""
        if lemma not in self._answers:
            self.prefetch([lemma])
        return self._answers.get(lemma)

    def person(self, lemma: str) -> bool:
        """Whether some translation of ``lemma`` is a person (or animal) noun: ``<GD>``/``<mf>``."""
        tr = self.translations(lemma)
        return tr is not None and any(t in x for x in tr for t in _PERSON_TAGS)

    def epicene(self, lemma: str) -> bool:
        """Whether some translation of ``lemma`` is a noun with one form for both genders
        (``<mf>``: ``militant`` -> ``militante``, ``agent`` -> ``agente``): a person noun, where
        ``<GD>`` also marks the animals (``tiger`` -> ``tigre<n><GD>``)."""
        tr = self.translations(lemma)
        return tr is not None and any("<mf>" in x for x in tr)

    def thing(self, lemma: str) -> bool:
        """Whether the dictionary knows ``lemma`` as a noun and every translation has one fixed
        gender (``destroyer`` -> ``destructor<n><m>``): no person noun. ``False`` when unknown."""
        tr = self.translations(lemma)
        return tr is not None and not any(t in x for x in tr for t in _PERSON_TAGS)


@cache
def english_nouns() -> EnglishNounGender | None:
    """The bilingual-dictionary lookup, or ``None`` without ``lt-proc`` or ``apertium-eng-spa``."""
    lt_proc = shutil.which("lt-proc")
    if lt_proc is None:
        return None
    for root in _ROOTS:
        path = Path(root) / "apertium-eng-spa" / "eng-spa.autobil.bin"
        if path.is_file():
            return EnglishNounGender(lt_proc, path)
    return None
