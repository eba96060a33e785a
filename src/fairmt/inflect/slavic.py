"""Russian and Ukrainian: the target gender of FairQE's cues and the flips, from pymorphy3.

Both languages mark a person's gender on the words that agree with the person reference,
and pymorphy3's OpenCorpora-style tags say which gender each form has, so the rules read
tags instead of endings:

* **pronouns**: ru он/она, его/её, ему/ей, него/неё, ним/ней, нём/ней; uk він/вона, його/її,
  йому/їй, нього/неї, ньому/ній, ним/нею (closed tables per language, :class:`SlavicLanguage`).
  The possessives *his*/*her* are the genitive forms (его/её, його/її) and read the
  possessor's gender, which is what a pronoun cue asks;
* **agreement of the predicate**: the past tense (ru сказал/сказала, uk сказав/сказала), the
  short adjective and participle (ru доволен/довольна, уверен/уверена) and a full adjective
  or participle used as the predicate (``она была счастливой``, uk ``вона щаслива``) agree
  with a singular subject. Russian and Ukrainian drop a subject pronoun less often than
  Arabic, but an English *she* is often aligned to the verb: a subject-pronoun cue reads a
  past-tense verb or short form it is aligned to, and one the aligner linked to nothing is
  placed on the nearest such word (:meth:`SlavicInflector.locate`);
* **person nouns**: a feminine animate noun (учительница, студентка, актриса; uk лікарка,
  вчителька) reads feminine. A masculine noun does *not* read masculine for a noun the
  English genders only by context (*she is a doctor*): Russian uses врач, директор,
  профессор for women as the standard form (``она врач``), so such a noun is read from its
  agreement (``наша врач``, ``врач сказала``) or not at all. It reads masculine for a cue
  whose English word carries the gender (*father*, *actor*: отец, актёр). Nouns of common
  gender (ru судья, коллега, сирота, tagged ``ms-f``; uk суддя, колега, listed as both
  masculine and feminine) are read from their agreement only (``судья отказалась``,
  ``тот же судья``).

Flips (:meth:`SlavicInflector.realise`, :meth:`~SlavicInflector.realise_cue`) are made with
pymorphy3's ``inflect``: pronouns (tables; a Russian ``ней`` becomes нём/ним/нему by the
preposition before it), past-tense verbs, short and full adjectives and participles that
agree with the person, and person nouns with a feminine pair. The pair comes from a small
per-language table of irregular pairs (актёр/актриса, отец/мать; uk співак/співачка) or
from the suffix pairs of :attr:`SlavicLanguage.suffixes` (ru -тель/-тельница, -ник/-ница,
-ец/-ица, -ец/-ка, +ка; uk also +иня, лікар/лікарка), and a generated lemma counts only if
pymorphy's dictionary knows it as an animate noun of that gender (not a guess, not a name):
otherwise the noun keeps its form and only its agreement is flipped (``врач сказал`` ->
``врач сказала``), which is how Russian speaks of a woman with a masculine profession noun.
Russian colloquial or pejorative feminines (-ша, -иха: директорша, врачиха) are not
generated. Nouns of common gender keep their form. Every replacement is one word for one
word, so token offsets never move.

pymorphy3 and its dictionaries are the optional extra ``fairmt[slavic]``; nothing is imported
until a sentence is read (:meth:`SlavicInflector.check_available` raises the install hint).

Layout
------
One concept a module, each a layer of the class chain (as in :mod:`fairmt.inflect.german`,
so that ``mypy --strict`` checks every call on ``self``):
:mod:`fairmt.inflect.slavic_languages` (each language's closed tables:
:class:`SlavicLanguage`, :data:`RUSSIAN`, :data:`UKRAINIAN`) <-
:class:`~fairmt.inflect.slavic_words.SlavicWords` (one word through pymorphy3: parses,
readings, a person noun's pair) <- :class:`~fairmt.inflect.slavic_reading.SlavicReader`
(clauses, noun phrases, the gender a span and a cue show, person spans) <-
:class:`SlavicInflector` here (the flips: pronouns, agreeing words, person nouns, and the
predicate of a subject). The public names this module defined before the split are
re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.slavic_languages import RUSSIAN, UKRAINIAN, SlavicLanguage
from fairmt.inflect.slavic_reading import _PREDICATE_WINDOW, SlavicReader
from fairmt.inflect.slavic_words import _GRAMMEME, _PREDICATIVE_CASES

# The public names this module defined before it was split into the ``slavic_*`` modules,
# re-exported so that callers keep importing them from here.
__all__ = [
    "RUSSIAN",
    "UKRAINIAN",
    "RussianInflector",
    "SlavicInflector",
    "SlavicLanguage",
    "UkrainianInflector",
]


class SlavicInflector(SlavicReader):
    """Cue reading (:class:`~fairmt.inflect.slavic_reading.SlavicReader`) and agreement flips
    for one of :data:`RUSSIAN`, :data:`UKRAINIAN` (module doc)."""

    # -- flipping ----------------------------------------------------------------------

    def _render(self, tokens: list[str], i: int, new: str) -> None:
        w = Word.parse(tokens[i])
        tokens[i] = w.render(new)

    def flip_pronoun(self, tokens: Sequence[str], i: int, gender: Realisation) -> str | None:
        w = Word.parse(tokens[i]).lower
        current = self.pronoun_gender(w)
        if current is None:
            return None
        if current == gender:
            return w
        new = self.language.pronoun_flip.get(w)
        if new == "":
            prep = Word.parse(tokens[i - 1]).lower if i > 0 else ""
            new = self.language.prep_case.get(prep, self.language.prep_case.get("", ""))
        return new or None

    @staticmethod
    def _inflect(p: Any, grams: set[str], original: str = "") -> str | None:
        """``p`` inflected to ``grams`` (pymorphy3's ``inflect``); of the lexeme's forms with that
        tag, the one that ends like ``original`` (Ukrainian відмовився, not the variant
        відмовивсь, for відмовилася)."""
        q = p.inflect(grams)
        if q is None:
            return None
        if original:
            same = [f.word for f in p.lexeme if f.tag == q.tag and f.word[-2:] == original.lower()[-2:]]
            if same and q.word[-2:] != original.lower()[-2:]:
                return str(same[0])
        return str(q.word)

    def flip_agreeing(
        self, word: str, gender: Realisation, cases: frozenset[str] | str | None = None
    ) -> str | None:
        """A past-tense verb, short or full adjective, participle or adjectival pronoun in
        ``gender``, in its case (``cases``: the case of the noun it agrees with, or the cases
        of a predicate: nominative, instrumental)."""
        reading = self._agreeing(word, False, frozenset({cases}) if isinstance(cases, str) else cases)
        if reading is None:
            return None
        if reading[0] == gender:
            return word.lower()
        p = reading[1]
        grams = {_GRAMMEME[gender]}
        if p.tag.case is not None:
            grams.add(str(p.tag.case))
            if p.tag.case == "accs" and gender == "M" and self.lang == "ru":
                grams.add("anim")  # a person: the animate accusative (нового студента)
        return self._inflect(p, grams, word)

    def flip_noun(self, p: Any, gender: Realisation) -> str | None:
        """The person noun of parse ``p`` in ``gender``, in its case and number, or ``None``."""
        other = self.pair(p.normal_form, gender)
        if other is None:
            return None
        grams = {str(self._case(p))} if self._case(p) is not None else set()
        if p.tag.number is not None:
            grams.add(str(p.tag.number))
        return self._inflect(other, grams) if grams else str(other.word)

    def _flip_noun_phrase(self, out: list[str], i: int, gender: Realisation) -> bool | None:
        """Flip the person noun at ``i`` and its modifiers in ``out``; ``True`` when the noun was
        flipped or is of common gender (its agreement follows the person), ``False`` when it
        keeps its form (no pair), ``None`` when a word that had to change could not."""
        reading = self.noun_reading(Word.parse(out[i]).core)
        if reading is None:
            return False
        kind, p = reading
        p = self._in_context(out, i, p)
        if kind == gender:
            return True
        if kind == "common":
            new_noun: str | None = None
        elif self.pair(p.normal_form, gender) is not None:
            new_noun = self.flip_noun(p, gender)
            if new_noun is None:
                return None
        else:
            return False
        singular = "plur" not in self._grams(p)
        for k in self._modifiers(out, i, p):
            if not singular:
                break
            core = Word.parse(out[k]).core
            g = self._modifier_gender(core, self._case(p))
            if g is None or g == gender:
                continue
            new = self.flip_agreeing(core, gender, self._case(p))
            if new is None:
                return None
            self._render(out, k, new)
        if new_noun is not None:
            self._render(out, i, new_noun)
        return True

    def _flip_predicate(
        self, out: list[str], start: int, end: int, old: Realisation, gender: Realisation
    ) -> bool:
        """Flip the predicate of a subject at ``out[start:end]`` from ``old`` to ``gender``;
        ``False`` when one of its words cannot be inflected."""
        for k in self._predicate(out, start, end, old):
            new = self.flip_agreeing(Word.parse(out[k]).core, gender, _PREDICATIVE_CASES)
            if new is None:
                return False
            self._render(out, k, new)
        return True

    def _flip_pronoun_clause(self, out: list[str], i: int, gender: Realisation) -> bool:
        """A pronoun in ``gender``; a subject pronoun with its predicate and a person noun that is
        its predicate nominal (``он известный актёр`` -> ``она известная актриса``)."""
        w = Word.parse(out[i]).lower
        old = self.pronoun_gender(w)
        new = self.flip_pronoun(out, i, gender)
        if old is None or new is None:
            return False
        if old == gender:
            return True
        self._render(out, i, new)
        if w not in self.language.subjects:
            return True
        if not self._flip_predicate(out, i, i + 1, old, gender):
            return False
        k = i + 1
        while k < len(out) and k < i + 1 + _PREDICATE_WINDOW and not self._ends_clause(out[k - 1]):
            if k > i + 1 and self._breaks(out[k]):
                break
            reading = self.noun_reading(Word.parse(out[k]).core)
            if reading is not None and ({"nomn", "ablt"} & self._grams(reading[1])):
                return self._flip_noun_phrase(out, k, gender) is not None
            k += 1
        return True

    def _flip_attached(
        self, out: list[str], i: int, noun: Any, old: Realisation, gender: Realisation
    ) -> bool:
        """After a person noun and a comma: a relative pronoun (ru который, uk який) in the noun's
        gender, with its clause's predicate when it is the subject (``учитель, который пришёл``
        -> ``учительница, которая пришла``), or a participle or adjective in the noun's case and
        gender (``студент, живущий в Москве``). Only for a noun whose form changed or of common
        gender: after a masculine noun kept for a woman (врач) Russian keeps the grammatical
        agreement. ``False`` when a word that has to change cannot be inflected."""
        j = i + 1
        if j >= len(out) or Word.parse(out[i]).post != "," or "plur" in self._grams(noun):
            return True
        core = Word.parse(out[j]).core
        old_gram = _GRAMMEME[old]
        relative = [
            p
            for p in self.parses(core)
            if p.normal_form in self.language.relatives
            and p.tag.gender == old_gram
            and "plur" not in self._grams(p)
        ]
        if {str(p.tag.case) for p in relative} >= {"gent", "accs"}:
            # которого: the accusative before a transitive verb (которого знал), else the genitive
            nxt = self.parses(Word.parse(out[j + 1]).core) if j + 1 < len(out) else ()
            tran = bool(nxt) and "tran" in self._grams(nxt[0])
            relative.sort(key=lambda p: p.tag.case != ("accs" if tran else "gent"))
        for p in relative:
            grams = {_GRAMMEME[gender], str(p.tag.case)}
            if p.tag.case == "accs" and gender == "M" and self.lang == "ru":
                grams.add("anim")
            new = self._inflect(p, grams, core)
            if new is None:
                return False
            self._render(out, j, new)
            return p.tag.case != "nomn" or self._flip_predicate(out, j, j + 1, old, gender)
        if self._modifier_gender(core, self._case(noun)) == old:
            new = self.flip_agreeing(core, gender, self._case(noun))
            if new is None:
                return False
            self._render(out, j, new)
        return True

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The span in ``gender``: a pronoun with its clause, or the person noun (its pair, or its
        own form for a noun without one) with its modifiers and, in the nominative, its
        predicate; a span with neither, its agreeing words. ``None`` when nothing changes or a
        word that has to change cannot be inflected. The token count never changes."""
        if gender not in _GRAMMEME or not check_span(tokens, span):
            return None
        out = list(tokens)
        for i in range(span[0], span[1]):
            if self.pronoun_gender(Word.parse(tokens[i]).core) is not None:
                if not self._flip_pronoun_clause(out, i, gender):
                    return None
                return out if out != list(tokens) else None
        head = self._head(tokens, span)
        if head is not None:
            i, reading, p = head
            old = self.gender_of(tokens, span)
            flipped = self._flip_noun_phrase(out, i, gender)
            if flipped is None or (flipped is False and (reading == "F" or not p.is_known)):
                # a feminine noun without a masculine pair cannot take masculine agreement, and
                # a word the dictionary does not know (guessed from its ending: ru медбрат) is
                # not known to be a noun that keeps its form for a woman
                return None
            subject = self._case(p) == "nomn" and "plur" not in self._grams(p)
            if old is not None and old != gender:
                if subject and not self._flip_predicate(out, i, i + 1, old, gender):
                    return None
                if flipped and not self._flip_attached(out, i, p, old, gender):
                    return None
            return out if out != list(tokens) else None
        for i in range(span[0], span[1]):
            core = Word.parse(tokens[i]).core
            if self.agreeing_gender(core) is not None:
                new = self.flip_agreeing(core, gender, _PREDICATIVE_CASES)
                if new is None:
                    return None
                self._render(out, i, new)
        return out if out != list(tokens) else None

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None:
        """An explicit cue's span in ``gender``, read as :meth:`cue_gender` reads it: a pronoun
        cue flips its pronoun (with a subject's predicate) or, for a subject aligned to its verb,
        the verb and the rest of its predicate; a noun cue its noun phrase (:meth:`realise`)."""
        if kind != "pronoun":
            return self.realise(tokens, span, gender)
        if gender not in _GRAMMEME or not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if any(self.pronoun_gender(w) is not None for w in cores):
            return self.realise(tokens, span, gender)
        low = source_span.lower().split()
        if not (low and low[-1] in ("he", "she")):
            return None
        verbs = [i for i, w in zip(range(span[0], span[1]), cores, strict=True) if self.predicate_gender(w)]
        if not verbs:
            return None
        out = list(tokens)
        old = self.predicate_gender(cores[verbs[0] - span[0]])
        assert old is not None
        for i in verbs:
            new = self.flip_agreeing(Word.parse(out[i]).core, gender)
            if new is None:
                return None
            self._render(out, i, new)
        if old != gender and not self._flip_predicate(out, verbs[-1], verbs[-1] + 1, old, gender):
            return None
        return out if out != list(tokens) else None


class RussianInflector(SlavicInflector):
    """Russian (:data:`RUSSIAN`)."""

    language = RUSSIAN
    lang = "ru"


class UkrainianInflector(SlavicInflector):
    """Ukrainian (:data:`UKRAINIAN`)."""

    language = UKRAINIAN
    lang = "uk"
