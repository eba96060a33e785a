"""Spanish relatives that agree with the person: cleft sentences and headless relatives.

One layer of the Spanish inflector: :meth:`SpanishRelatives._cleft_relative` (the relative of a
cleft sentence whose focus is the person's phrase, "Son los enfermeros los que están más
cansados") and :meth:`SpanishRelatives._headless_relative` (a headless relative that opens the
sentence, "Quienes eran cansados ...", "Los que se quedaron ..."). It sits on
:class:`~fairmt.inflect.spanish_agreement.SpanishAgreement` and under
:class:`~fairmt.inflect.spanish_realiser.SpanishRealiser`. Moved out of
:mod:`fairmt.inflect.spanish` unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.romance import Gender
from fairmt.inflect.spanish_agreement import SpanishAgreement
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_words import _COPULA_CHAIN, DETS

#: Words that open another noun phrase (articles, possessives, demonstratives): the end of a
#: headless relative's reach (:meth:`SpanishRelatives._headless_relative`).
_NP_OPENERS = frozenset(
    word_tuple(
        """el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este
        esta estos estas ese esa esos esas aquel aquella aquellos aquellas al del"""
    )
)

#: Finite forms of "ser" that make a cleft sentence (:meth:`SpanishRelatives._cleft_relative`).
#: es-inflect-16: the first and second persons too, for a pronoun focus ("Somos nosotras las que
#: fuimos elegidas", "Fuisteis vosotros los que ..."; RAE, *Nueva gramática* §40.11).
_SER_FORMS = frozenset(
    word_tuple(
        """es son era eran fue fueron será serán sería serían sea sean fuera fueran somos sois éramos
        erais fuimos fuisteis seremos seréis"""
    )
)
#: Lemmas of the copulas and pseudo-copulas whose adjective or participle is a predicative in a
#: cleft's relative clause ("los que están cansados", "quienes se mostraron preocupados").
_CLEFT_COPULAS = frozenset(
    word_tuple("ser estar parecer quedar resultar mostrar sentir volver acabar terminar llegar salir")
)


class SpanishRelatives(SpanishAgreement):
    """Cleft and headless relatives of a Spanish person (see the module docstring)."""

    def _cleft_relative(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """The relative of a cleft sentence whose focus is the span's phrase ("Son los enfermeros
        los que están más cansados", "Fueron los abogados quienes se mostraron preocupados",
        "Los médicos fueron los que llegaron cansados", "Fue el profesor el elegido"): in
        these emphatic copular sentences the article of the relative "el/la/los/las que" (and
        of a nominalised participle or adjective) agrees with the focus, and so do the
        predicatives of the relative clause (RAE, *Nueva gramática* §40.10-40.12, *copulativas
        enfáticas de relativo*). A cleft needs a form of "ser" right before the phrase or right
        after the span, with the relative right after the span or after that "ser". The
        relative's predicatives are the adjectives and participles after a copula or
        pseudo-copula (by Apertium's lemma) in the clause, past degree adverbs; the walk stops at
        punctuation, another noun phrase, "que" or a conjunction. Same length in and out."""
        morph = _morph()
        if morph is None or len(after) != len(before):
            return after
        words = [Word.parse(t) for t in before]
        lows = [w.lower for w in words]
        start, e = self.phrase_span(before, span)[0], span[1]
        if e >= len(words) or words[e - 1].post.strip():
            return after
        ser_before = start > 0 and lows[start - 1] in _SER_FORMS and not words[start - 1].post.strip()
        k = e
        if lows[k] in _SER_FORMS and not words[k].post.strip():
            k += 1
        elif not ser_before:
            return after
        if k >= len(words):
            return after
        want = "m" if old == "M" else "f"
        article = lows[k] in ("el", "la", "los", "las") and not words[k].post.strip()
        if article and DETS[lows[k]].gender != old:
            return after
        if article and k + 1 < len(words) and lows[k + 1] == "que":
            first = k + 2
        elif article and k + 1 < len(words) and ser_before:
            # "Fue el profesor el elegido": the nominalised participle or adjective.
            rs = morph.readings(lows[k + 1]) or ()
            if not any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs) or any(
                r.pos == "vblex" and "pp" not in r.tags for r in rs
            ):
                return after
            first = k + 1
        elif lows[k] in ("quien", "quienes"):
            first = k + 1
            article = False
        else:
            return after
        if any(w.post.strip() for w in words[k : first - 1]):
            return after
        if article:
            form = self.det_form(
                DETS[lows[k]], gender, None if lows[k + 1] == "que" else lows[k + 1], lows[k]
            )
            if form is not None:
                after[k] = words[k].render(form)
        copula = first == k + 1 and article  # the nominalised word is the predicate itself
        for j in range(first, len(words)):
            low = lows[j]
            if j > first and (low in _NP_OPENERS or low in ("que", "y", "o", "e", "pero")):
                break
            rs = morph.readings(low) or ()
            adjs = [r for r in rs if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)]
            if copula and adjs and not any(r.pos == "vblex" and "pp" not in r.tags for r in rs):
                if {r.gender for r in adjs} == {want}:
                    form = self.inflect(low, gender, False, None)
                    if form is not None and form != low and morph.known(form) and after[j] == before[j]:
                        after[j] = words[j].render(form)
                copula = False
            elif low in _COPULA_CHAIN or any(
                r.pos in ("vbser", "vblex") and r.lemma in _CLEFT_COPULAS and "pp" not in r.tags for r in rs
            ):
                copula = True
            elif low not in ("más", "menos", "muy", "tan", "se", "no", "bastante"):
                copula = False
            if words[j].post.strip():
                break
        return after

    def _headless_relative(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Gender
    ) -> list[str] | None:
        """A headless relative that opens the sentence ("Quienes eran cansados ...", "Los que se
        quedaron estuvo cansado"), its cue on "quienes" or on "los/las que": the article takes
        ``gender`` and so do the predicatives after a copula (:data:`_COPULA_CHAIN`) in the
        relative and in the main clause that follows (RAE, *Nueva gramática* §44.5: the
        relative's antecedent is the group, and its predicatives agree with it). The search
        stops at punctuation, a determiner, another "que" or a conjunction; a word changes only
        when the dictionary reads it as an adjective or participle with that form."""
        s, e = span
        words = [Word.parse(t) for t in tokens]
        lows = [w.lower for w in words]
        # es-inflect-30: "Todas las que fueron invitadas": the predeterminer "todos" before the
        # relative's article is the group's too (RAE, *Nueva gramática* §19.6, "todo" before
        # the article of a headless relative) and agrees with it.
        o = (
            1
            if len(lows) > 3
            and lows[0] in ("todos", "todas")
            and lows[1] in ("los", "las")
            and lows[2] == "que"
            else 0
        )
        if o and s <= 2 and not words[0].post:
            s, e = max(s - 1, 0), max(e - 1, 1)
        if s == 1 and Word.parse(tokens[o]).lower in ("los", "las"):
            s = 0  # the cue on "que (se)" of "Los que se quedaron"
        if s != 0 or e > 3 or e + o > len(tokens):
            return None
        if lows[o] == "quienes" and not o:
            k = 1
        elif lows[o] in ("los", "las") and len(lows) > o + 1 and lows[o + 1] == "que" and not words[o].post:
            k = o + 2
        else:
            return None
        if any(w.post for w in words[:k]):
            return None
        morph = _morph()
        if morph is None:
            return None
        out = list(tokens)
        if k == o + 2:
            out[o] = words[o].render("las" if gender == "F" else "los")
        if o:
            out[0] = words[0].render("todas" if gender == "F" else "todos")
        for j in range(k, len(words)):
            low = lows[j]
            if (
                j > k
                and low in ("y", "pero")
                and j + 1 < len(words)
                and not words[j].post
                and any(r.pos == "adj" for r in morph.readings(lows[j - 1]) or ())
                and any(c in _COPULA_CHAIN for c in lows[k:j])
            ):
                # es-inflect-33: "estaban muy felices y emocionadas": an adjective coordinated
                # with the predicative, also after one of no gender (§31.3), agrees too
                rs = morph.readings(lows[j + 1]) or ()
                if rs and all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                    form = self.inflect(lows[j + 1], gender, False, None)
                    if form is not None and form != lows[j + 1] and morph.known(form):
                        out[j + 1] = words[j + 1].render(form)
                break
            if j > k and (low in _NP_OPENERS or low in ("que", "y", "o", "e", "pero")):
                break
            if j > 0 and lows[j - 1] in _COPULA_CHAIN and low not in _COPULA_CHAIN:
                rs = morph.readings(low) or ()
                if any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                    form = self.inflect(low, gender, False, None)
                    if form is not None and form != low and morph.known(form):
                        out[j] = words[j].render(form)
            if words[j].post.strip():
                break
        return out if out != list(tokens) else None
