"""Russian and Ukrainian words through pymorphy3: parses, readings and a person noun's pair.

The lowest layer of :class:`~fairmt.inflect.slavic.SlavicInflector`. The concept here is
*one word as pymorphy3's dictionary sees it*, with no view of the sentence: its parses
(cached per inflector), their case and grammemes, the readings of a word as an animate
person noun (:meth:`SlavicWords.noun_reading`), as a word that agrees with a person (a
past-tense verb, a short or full adjective or participle: :meth:`~SlavicWords.agreeing_gender`,
:meth:`~SlavicWords.predicate_gender`) and as a personal pronoun, and a person noun's lemma
in the other gender (:meth:`~SlavicWords.pair`: the language's irregular pairs, then its
suffix pairs, kept only when the dictionary knows the result as an animate noun of that
gender).

Decisions: a layer of the inflector's class chain (as in :mod:`fairmt.inflect.german`)
rather than a mixin, so that ``mypy --strict`` checks every call on ``self``; it holds the
per-language state (the analyser, loaded on first use, and the caches) and is not meant to be
used alone. The language tables are :mod:`fairmt.inflect.slavic_languages`'.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector
from fairmt.inflect.slavic_languages import RUSSIAN, SlavicLanguage

_GENDER: Mapping[str, Realisation] = MappingProxyType({"masc": "M", "femn": "F"})
_GRAMMEME: Mapping[Realisation, str] = MappingProxyType({"M": "masc", "F": "femn"})
#: Parses that are no common person noun (surnames, patronymics, places, organisations).
_NOT_PERSON_NOUN = frozenset({"Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr"})
_PREDICATIVE_CASES = frozenset({"nomn", "ablt"})
#: Grammemes of personal pronouns (Russian ``3per``/``Anph``, Ukrainian ``pers``).
_PERSONAL = frozenset({"pers", "1per", "2per", "3per", "Anph"})


class SlavicWords(Inflector):
    """The word layer of :class:`~fairmt.inflect.slavic.SlavicInflector` (module doc)."""

    language: SlavicLanguage = RUSSIAN

    def __init__(self) -> None:
        self.lang = self.language.code
        self._morph: Any = None
        self._parses: dict[str, tuple[Any, ...]] = {}
        self._lemmas: dict[tuple[str, str], Any] = {}

    def version(self) -> str:
        return self.language.version

    def check_available(self) -> None:
        """Load pymorphy3's dictionary for the language, or raise
        :class:`~fairmt.errors.MissingDependencyError` with ``pip install 'fairmt[slavic]'``."""
        self._analyzer()

    # -- pymorphy ----------------------------------------------------------------------

    def _analyzer(self) -> Any:
        if self._morph is None:
            from fairmt.gender.pymorphy import _backend

            self._morph = _backend(self.lang).morph
        return self._morph

    def parses(self, word: str) -> tuple[Any, ...]:
        """pymorphy3's parses of ``word`` (lower case; cached)."""
        w = word.lower()
        got = self._parses.get(w)
        if got is None:
            got = tuple(self._analyzer().parse(w)) if any(c.isalpha() for c in w) else ()
            self._parses[w] = got
        return got

    @staticmethod
    def _grams(p: Any) -> frozenset[str]:
        return frozenset(p.tag.grammemes)

    @staticmethod
    def _case(p: Any) -> str | None:
        """The parse's case; a noun's citation form that the Ukrainian dictionary lists without
        one (директор: ``NOUN,anim masc``) is the nominative."""
        if p.tag.case is not None:
            return str(p.tag.case)
        return "nomn" if p.tag.POS == "NOUN" and p.word == p.normal_form else None

    def _person_nouns(self, word: str) -> list[Any]:
        """The parses of ``word`` as an animate common noun (given names too; no surnames)."""
        out = []
        for p in self.parses(word):
            g = self._grams(p)
            if "NOUN" in g and "anim" in g and not g & _NOT_PERSON_NOUN:
                out.append(p)
        return out

    def noun_reading(self, word: str) -> tuple[str, Any] | None:
        """(``"M"``, ``"F"`` or ``"common"``, the parse) of a person noun, or ``None``.

        Common gender: a Russian ``ms-f`` tag, or a Ukrainian lemma listed both masculine and
        feminine (суддя, колега). Where the parses name different lemmas, the first (the most
        probable) decides."""
        nouns = self._person_nouns(word)
        if not nouns:
            return None
        # (the Ukrainian dictionary lists some lemmas once more without a case: not that one)
        first = next((p for p in nouns if p.tag.case is not None), nouns[0])
        same = [p for p in nouns if p.normal_form == first.normal_form]
        genders = {p.tag.gender for p in same}
        if any("ms-f" in self._grams(p) for p in same) or {"masc", "femn"} <= genders:
            return "common", first
        g = _GENDER.get(str(first.tag.gender))
        return (g, first) if g is not None else None

    def _agreeing(
        self, word: str, predicate: bool, cases: frozenset[str] | None = None
    ) -> tuple[Realisation, Any] | None:
        """The gender a singular agreeing form shows, with its parse: the past tense, a short
        adjective or participle, and (unless ``predicate``) a full adjective, participle or
        adjectival pronoun (in one of ``cases`` when given). The parses of that kind must agree
        on masculine or feminine (neuter readings are dropped); of one gender's parses the
        verb is preferred, then the short form (Ukrainian була is also an adjective's form)."""
        found: dict[Realisation, tuple[int, Any]] = {}
        for p in self.parses(word):
            g = self._grams(p)
            gender = _GENDER.get(str(p.tag.gender))
            if "plur" in g or gender is None:
                continue
            if "VERB" in g and "past" in g:
                rank = 0
            elif "ADJS" in g or "PRTS" in g:
                rank = 1
            elif (
                not predicate
                and ("ADJF" in g or "PRTF" in g or ("NPRO" in g and not g & _PERSONAL))
                and "Fixd" not in g
                and (cases is None or p.tag.case in cases)
            ):
                rank = 2
            else:
                continue
            if gender not in found or rank < found[gender][0]:
                found[gender] = (rank, p)
        if len(found) != 1:
            return None
        ((gender, (_, p)),) = found.items()
        return gender, p

    def agreeing_gender(self, word: str) -> Realisation | None:
        """:meth:`predicate_gender`, or a full adjective or participle in the nominative or
        instrumental (a predicate: ``была уставшей``, uk ``щаслива``): for a span with no
        person noun (a cue or the speaker's predicate aligned to the word itself)."""
        got = self._agreeing(word, False, _PREDICATIVE_CASES)
        return got[0] if got is not None else None

    def predicate_gender(self, word: str) -> Realisation | None:
        """The subject's gender shown by a past-tense verb or a short adjective / participle."""
        got = self._agreeing(word, predicate=True)
        return got[0] if got is not None else None

    def pronoun_gender(self, word: str) -> Realisation | None:
        return self.language.pronouns.get(word.lower())

    def _known_lemma(self, lemma: str, gender: Realisation) -> Any:
        """The nominative parse of ``lemma`` as a dictionary noun of ``gender`` (not a guess)."""
        key = (lemma, gender)
        if key not in self._lemmas:
            found = None
            for p in self._person_nouns(lemma):
                g = self._grams(p)
                if (
                    p.is_known
                    and p.normal_form == lemma
                    and self._case(p) == "nomn"
                    and "plur" not in g
                    and "Name" not in g
                    and p.tag.gender == _GRAMMEME[gender]
                ):
                    found = p
                    break
            self._lemmas[key] = found
        return self._lemmas[key]

    def pair(self, lemma: str, gender: Realisation) -> Any:
        """The nominative parse of the person noun paired with ``lemma`` in ``gender``, or ``None``
        (irregular pairs, then the suffix pairs; a result must be a known word)."""
        lang = self.language
        cands: list[str] = []
        if gender == "F":
            if lemma in lang.pairs:
                cands.append(lang.pairs[lemma])
            cands += [lemma[: len(lemma) - len(m)] + f for m, f in lang.suffixes if lemma.endswith(m)]
        else:
            if lemma in lang.pairs_f:
                cands.append(lang.pairs_f[lemma])
            cands += [lemma[: len(lemma) - len(f)] + m for m, f in lang.suffixes if lemma.endswith(f)]
        for c in cands:
            if c and c != lemma:
                p = self._known_lemma(c, gender)
                if p is not None:
                    return p
        return None
