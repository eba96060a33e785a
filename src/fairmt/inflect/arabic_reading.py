"""Arabic cue reading: the gender a span of a translation shows, and where a person's span is.

The base class of :class:`~fairmt.inflect.arabic.ArabicInflector` (ar-inflect-4). The
concept here is *reading*, which changes no word: the gender one word or a span shows
(:meth:`ArabicReader.word_gender`, :meth:`~ArabicReader.gender_of`), the gender the
translation gives an explicit cue by its kind (:meth:`~ArabicReader.cue_gender`: a pronoun
cue reads pronouns, suffixes and verbs, a noun cue the noun's own form), and the spans the
realiser works on: the word that carries a pronoun the aligner linked to nothing
(:meth:`~ArabicReader.locate`), the regular person nouns of a sentence
(:meth:`~ArabicReader.person_spans`), a cue's span narrowed to its person nouns or grown back
over the noun its adjective follows (:meth:`~ArabicReader.cue_span`,
:meth:`~ArabicReader.phrase_span`), and whether a span is plural.

Decisions: a layer of the inflector's class chain (as in :mod:`fairmt.inflect.german` and
:mod:`fairmt.inflect.spanish`) rather than a mixin, so that ``mypy --strict`` checks every call
on ``self``; it is abstract (``realise`` and ``version`` are the flipping layer's) and not
meant to be used alone. The word-level readings it calls are in
:mod:`fairmt.inflect.arabic_words` and :mod:`fairmt.inflect.arabic_persons`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.arabic_agreement import adjective_head
from fairmt.inflect.arabic_persons import person_noun
from fairmt.inflect.arabic_words import (
    _FUNCTION,
    _PREPOSITIONS,
    _conj,
    _core,
    _kana,
    noun_gender,
    pronoun_gender,
    suffix_gender,
    verb_gender,
)
from fairmt.inflect.base import Inflector, check_span

#: The locative preposition (*in*, *at*), alone or after و/ف: a place follows it.
_LOCATIVE = frozenset({"في", "وفي", "ففي"})


def _plural_cue(source_span: str) -> bool:
    last = source_span.lower().split()[-1] if source_span.split() else ""
    if last in {"men", "women", "people", "children", "they", "them", "their", "theirs"}:
        return True
    return last.endswith("s") and not last.endswith(("ss", "us", "is", "his", "hers")) and len(last) > 3


class ArabicReader(Inflector):
    """The reading layer of :class:`~fairmt.inflect.arabic.ArabicInflector` (module doc)."""

    # -- reading ---------------------------------------------------------------------

    @staticmethod
    def word_gender(word: str) -> Realisation | None:
        """One word's gender, in order: pronoun, a suffix on a preposition, ``كان``/``كانت``, noun ending."""
        if not word or word in _FUNCTION:
            return None
        g = pronoun_gender(word)
        if g is not None:
            return g
        _, w = _conj(word)
        if any(w.startswith(p) and 1 <= len(w) - len(p) <= 3 for p in _PREPOSITIONS):
            g = suffix_gender(w)
            if g is not None:
                return g
        if _kana(word) is not None:
            return verb_gender(word)
        return noun_gender(word)

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        if not check_span(tokens, span):
            return None
        readings = {g for t in tokens[span[0] : span[1]] if (g := self.word_gender(_core(t))) is not None}
        return readings.pop() if len(readings) == 1 else None

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None:
        """The gender the translation gives an explicit cue.

        ``kind`` is ``"pronoun"`` (*he*, *she*, *his*, *her*, ...), ``"lexical"`` (a noun
        whose English word has the gender: *mother*, *actress*, *Mrs*) or ``"agreement"`` (a
        noun the sentence genders: *she is a doctor*). A pronoun cue reads a pronoun, a
        possessive or object suffix (*his*, *her*, *him*), or the verb a subject pronoun is
        aligned to; never a noun ending (a pronoun aligned to a noun by mistake would read
        the thing's gender). A noun cue reads the noun's own form; an unmarked singular reads
        masculine only for a lexical cue, whose translation is a person noun with its own
        gender: an agreement cue aligned to another word would read that word's default.
        """
        if not check_span(tokens, span):
            return None
        words = [_core(t) for t in tokens[span[0] : span[1]]]
        readings: set[Realisation] = set()
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in {"he", "she", "they"}
        for w in words:
            if not w or w in _FUNCTION:
                continue
            if kind == "pronoun":
                g = pronoun_gender(w)
                if g is None and not subject:
                    g = suffix_gender(w)
                if g is None and subject:
                    g = verb_gender(w)
            else:
                unmarked: Realisation | None = "M" if kind == "lexical" else None
                g = noun_gender(w, plural=_plural_cue(source_span), unmarked=unmarked)
            if g is not None:
                readings.add(g)
        if len(readings) == 1:
            return readings.pop()
        return None

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A target span for a pronoun cue the aligner left without one.

        Arabic has no word for most English pronouns: a subject pronoun is dropped and shown
        by its verb (*she studied* -> ``درست``), a possessive or object pronoun is a suffix
        (*her book* -> ``كتابها``), and a word aligner links nothing to them. The span is the
        nearest word, within two words of ``position`` (the cue's place projected onto the
        translation), that carries what the pronoun becomes: an independent pronoun, or a
        verb for a subject, a word with a third-person suffix for a possessive or object.
        ``None`` for other cues, or when no such word is near.
        """
        if kind != "pronoun" or not tokens:
            return None
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in {"he", "she"}
        best: tuple[float, int] | None = None
        for i, t in enumerate(tokens):
            dist = abs(i - position)
            if dist > 2.0:
                continue
            w = _core(t)
            if not w or w in _FUNCTION:
                continue
            if pronoun_gender(w) is not None:
                ok = True
            elif subject:
                _, body = _conj(w)
                ok = verb_gender(w) is not None and (_kana(w) is not None or len(body) >= 4)
            else:
                ok = suffix_gender(w) is not None and len(w) >= 3
            if ok and (best is None or (dist, i) < best):
                best = (dist, i)
        return (best[1], best[1] + 1) if best is not None else None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The words of the regular singular person-noun shapes (:func:`person_form`), with
        their proclitics (``كمصور``, ``للفنانة``): where the aligner put an English person cue
        on a word that is none (its neighbour, a preposition), the realiser takes the nearest
        of these instead. A noun of place shares the shape (مكتب); only an English cue's
        position brings one in, and never right after ``في`` (*in*, *at*): ``في جامعة``,
        ``في مقاطعة``, ``في معهد`` name places, and a person is rarely the object of في."""
        return [
            (i, i + 1)
            for i, t in enumerate(tokens)
            if person_noun(_core(t)) and not (i > 0 and _core(tokens[i - 1]) in _LOCATIVE)
        ]

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A person cue's span narrowed to its regular person nouns (:func:`person_form`) when
        it holds one and other words: the aligner often takes the verb or the noun next to it
        along (``استخدمتها المؤلفة``), which is no part of the person's noun; the verb that
        agrees with the person is flipped by :meth:`realise`'s agreement rules."""
        inside = [i for i in range(span[0], span[1]) if person_noun(_core(tokens[i]))]
        if not inside or span[1] - span[0] == 1:
            return span
        return (inside[0], inside[-1] + 1)

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A span on an adjective grown back over the person noun it agrees with
        (:func:`fairmt.inflect.arabic_agreement.adjective_head`): the aligner often puts an
        English noun on the adjective after its Arabic noun (*consulting engineer* ->
        ``مهندسة استشارية``, the cue on ``استشارية``)."""
        if span[1] - span[0] != 1:
            return span
        k = adjective_head(tokens, span[0])
        return (k, span[1]) if k is not None else span

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        return any(
            _core(t) in ("هم", "هن") or _core(t).endswith(("ات", "ون")) for t in tokens[span[0] : span[1]]
        )
