"""Spanish neutral realisation (N): the *persona* periphrasis, one layer of the Spanish inflector.

Spanish gender-fair guides replace a person noun by *persona* (a feminine noun of fixed gender
for people of either sex) and, for agent and participial nouns, keep the noun's feminine form as
its adjective: ``el hombre``/``la mujer`` -> ``la persona``; ``el trabajador`` -> ``la persona
trabajadora``, ``los usuarios`` -> ``las personas usuarias`` (:meth:`SpanishNeutral.neutral`).
Only a listed set of nouns takes it (:data:`~fairmt.inflect.spanish_lexicon.PERSONA_ENDINGS`,
:meth:`SpanishNeutral._persona_noun`); everything else gets ``None``.

This layer sits on :class:`~fairmt.inflect.spanish_persons.SpanishPersonSpans` and under
:class:`~fairmt.inflect.spanish_phrase_gender.SpanishPhraseGender` (whose ``gender_of`` reads a
*persona* phrase as N through :meth:`SpanishNeutral.is_neutral`); :meth:`SpanishNeutral.neutral`
builds on the realisation of :class:`~fairmt.inflect.spanish.SpanishInflector` (``realise``).
Moved out of :mod:`fairmt.inflect.spanish` unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, match_case
from fairmt.inflect.romance import Det, Number
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_lexicon import EPICENE, EPICENE_PL, PERSONA_ENDINGS
from fairmt.inflect.spanish_persons import SpanishPersonSpans
from fairmt.inflect.spanish_words import CONTRACTIONS, DETS, FUNCTION, PARTITIVES, PARTITIVES_BACK


class SpanishNeutral(SpanishPersonSpans):
    """The *persona* periphrasis of :class:`~fairmt.inflect.spanish.SpanishInflector` (see the module
    docstring)."""

    def _persona_parts(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int, str] | None:
        """(index of the determiner or -1, index of the noun, number) of a persona-able span."""
        s, e = span
        words = [Word.parse(tokens[t]) for t in range(s, e)]
        lows = [w.lower for w in words]
        noun_i = None
        for i, w in enumerate(lows):
            if w in DETS or w in CONTRACTIONS:
                continue
            noun_i = i
            break
        last = len(lows) - 1
        if (
            noun_i is not None
            and noun_i < last
            and last >= 3
            and lows[last - 2] == "de"
            and lows[last - 1] in DETS
            and all(w in DETS or w in PARTITIVES or w in PARTITIVES_BACK for w in lows[: last - 2])
        ):
            # es-inflect-34: a partitive "Una de las investigadoras": its noun phrase after "de"
            # takes the periphrasis, the quantifier keeps the feminine of "personas".
            noun_i = last
        if noun_i is None or noun_i != last:
            return None
        noun = lows[noun_i]
        if noun in ("hombre", "mujer", "hombres", "mujeres") or (
            noun.endswith(PERSONA_ENDINGS) and noun not in EPICENE and noun not in EPICENE_PL
        ):
            number = "pl" if noun.endswith("s") else "sg"
        else:
            return None
        det_i = noun_i - 1 if noun_i > 0 else -1
        if not self._persona_noun(noun, det_i >= 0):
            return None
        return det_i + s if det_i >= 0 else -1, noun_i + s, number

    def _persona_noun(self, word: str, det: bool) -> bool:
        """Whether ``word`` is a person noun the *persona* periphrasis can take: the periphrasis
        replaces a noun (``el trabajador`` -> ``la persona trabajadora``), never a predicative
        adjective or participle (``Estoy cansado``, ``Eres casado?``, ``Hemos sido
        arrestados``: Spanish has no neutral form of an adjective, so N is ``None`` there, as
        for ``¿Estás seguro?``) nor a closed-class word that happens to end like one
        (``cada`` in ``Cada cual de ellos``). Closed classes: the determiners, partitive
        quantifiers and function words of :mod:`fairmt.inflect.spanish_words`. With
        Apertium's dictionary (:mod:`fairmt.inflect.spanish_morph`): the word must have a noun
        reading, and one that may also be an adjective or participle counts as a noun only
        after a determiner (``Soy trabajador`` is a predicative; ``el trabajador`` a noun) --
        the rule :meth:`_fixed` uses for the same ambiguity."""
        if word in ("hombre", "mujer", "hombres", "mujeres"):
            return True
        if (
            word in DETS
            or word in PARTITIVES
            or word in PARTITIVES_BACK
            or word in FUNCTION
            or word == "cada"
        ):
            return False
        morph = _morph()
        if morph is None:
            return True
        morph.analyse([word])
        readings = morph.readings(word) or ()
        if not readings:
            return True  # unknown to the dictionary: the ending decides, as before
        if not any(r.pos == "n" for r in readings):
            return False
        return det or not any(r.pos in ("adj", "vblex") for r in readings)

    def neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """The *persona* periphrasis ("los investigadores" -> "las personas investigadoras").
        es-inflect-34: built on the span's feminine realisation, so that what agrees with the
        person agrees with *persona*, a feminine noun (RAE, *Nueva gramática* §2.10 on nouns of
        fixed gender for people of either sex): "Las personas investigadoras se quedaron
        dormidas", also from a masculine original, which had kept "dormidos". Both translations
        of a source then get one neutral variant."""
        feminine = self.realise(tokens, span, "F")
        if (
            feminine is not None
            and len(feminine) == len(tokens)
            and self._persona_parts(feminine, span) is not None
        ):
            tokens = feminine
        parts = self._persona_parts(tokens, span)
        if parts is None:
            return None
        det_i, noun_i, number = parts
        s, _ = span
        if det_i >= 0 and det_i != noun_i - 1:
            return None
        if det_i < 0 and noun_i != s:
            return None
        out = list(tokens)
        noun_w = Word.parse(tokens[noun_i])
        noun = noun_w.lower
        persona = "personas" if number == "pl" else "persona"
        if noun in ("hombre", "mujer", "hombres", "mujeres"):
            new_noun = [persona]
        else:
            fem = self._to_fem(noun) or noun
            new_noun = [persona, fem]
        pieces: list[str] = []
        if det_i >= 0:
            dw = Word.parse(tokens[det_i])
            d = dw.lower
            if d in CONTRACTIONS:
                prep, art = CONTRACTIONS[d]
                det = DETS[art]
                pieces = [dw.pre + match_case(dw.core, prep), self._det_fem(det, number)]
            elif d in DETS:
                pieces = [dw.render(self._det_fem(DETS[d], number))]
            else:
                return None
        first_case = noun_w.core if det_i < 0 else "x"
        rendered = [match_case(first_case, new_noun[0]), *new_noun[1:]]
        rendered[0] = noun_w.pre + rendered[0]
        rendered[-1] = rendered[-1] + noun_w.post
        start = det_i if det_i >= 0 else noun_i
        out[start : noun_i + 1] = [*pieces, *rendered]
        return out if out != list(tokens) else None

    def _det_fem(self, det: Det, number: Number) -> str:
        forms = [
            f for f, d in DETS.items() if d.group == det.group and d.gender == "F" and d.number == number
        ]
        return forms[0] if forms else "la"

    def is_neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        s, e = span
        lows = [Word.parse(tokens[t]).lower for t in range(s, e)]
        return "persona" in lows or "personas" in lows
