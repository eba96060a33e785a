"""The gender a Spanish person span shows: one layer of the Spanish inflector.

The span's head noun (:meth:`SpanishPhraseGender._head`), whether it is a noun of a gender of its
own that no person's gender changes (:meth:`SpanishPhraseGender._fixed`: ``persona``,
``víctima``, a thing; the hook :meth:`SpanishPhraseGender.denotes_no_person`), the phrase grown
left across prenominal adjectives (:meth:`SpanishPhraseGender._prenominal`,
:meth:`SpanishPhraseGender.phrase_span`), and :meth:`SpanishPhraseGender.gender_of`, with the
gender of a common-gender noun read from what agrees with it or from the partitive quantifier
that takes it. This layer sits on :class:`~fairmt.inflect.spanish_neutral.SpanishNeutral` and
under :class:`~fairmt.inflect.spanish_agreement.SpanishAgreement`. Moved out of
:mod:`fairmt.inflect.spanish` unchanged.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word, check_span, token_starts
from fairmt.inflect.pieces import Piece
from fairmt.inflect.spanish_clitics import finite_verb_head, predicative_after_verb
from fairmt.inflect.spanish_dependencies import _agreeing, _genders, _morph
from fairmt.inflect.spanish_lexicon import (
    EPICENE,
    EPICENE_PL,
    FIXED_GENDER,
    LEXICON,
    LEXICON_F,
    LOCUTION_NOUNS,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
)
from fairmt.inflect.spanish_morph import parse
from fairmt.inflect.spanish_neutral import SpanishNeutral
from fairmt.inflect.spanish_prenominal_span import pos_readings, prenominal_start
from fairmt.inflect.spanish_pronoun_subjects import predicative_gender
from fairmt.inflect.spanish_quantity_pronouns import quantity_pronoun_gender
from fairmt.inflect.spanish_stressed_a import stressed_a_feminine
from fairmt.inflect.spanish_words import DETS, PARTITIVES, PARTITIVES_BACK


class SpanishPhraseGender(SpanishNeutral):
    """The head, the phrase and the gender of a Spanish person span (see the module docstring)."""

    def _head(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[Piece, bool] | None:
        """The span's head noun: its first content word that is no prenominal adjective (``el
        bonito jefe``), and whether a determiner stands before it (then it is used as a noun)."""
        _, pieces = self.parse(tokens, span[0], span[1])
        content = [k for k, p in enumerate(pieces) if p.kind == "content"]
        if not content:
            return None
        head = next((k for k in content if not self.preadjective(pieces[k].word)), content[-1])
        det = any(p.kind == "det" for p in pieces[:head])
        return pieces[head], det

    def _fixed(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head noun has a gender of its own that no person's gender changes:
        a noun listed in :data:`FIXED_GENDER` (``persona``, ``víctima``), or a feminine noun that
        Apertium knows in that gender only, with no masculine form (``compañía``, ``pieza``,
        ``aspiradora``). Masculine nouns missing a feminine in the dictionaries (``obispo``,
        ``verdugo``) still go to the rules: the dictionaries lack many feminine person nouns.
        Common-gender nouns (``electricista``, ``atleta``: one form, both articles) and the
        lexicon of pairs are never fixed. A word that may be an adjective counts as a noun only
        after a determiner (``la aspiradora``, not a predicative ``seguro``)."""
        last = span[1] - 1
        if (
            Word.parse(tokens[last]).lower in LOCUTION_NOUNS
            and last > 0
            and "al" in (Word.parse(tokens[last - 1]).lower, Word.parse(tokens[span[0]]).lower)
        ):
            return True  # es-inflect-29: "estar al tanto" (spanish_lexicon.LOCUTION_NOUNS)
        morph = _morph()
        if morph is None:
            return False
        # One dictionary look-up for the whole sentence.
        morph.analyse(Word.parse(t).lower for t in tokens)
        found = self._head(tokens, span)
        if found is None:
            return False
        head, det = found
        w = head.word
        sg = w[:-1] if w.endswith("s") else w
        if w in FIXED_GENDER or sg in FIXED_GENDER:
            return True
        if (
            w in LEXICON_F
            or w in PLURAL_LEXICON_F
            or w in LEXICON
            or w in PLURAL_LEXICON
            or w in EPICENE
            or w in EPICENE_PL
            or sg.endswith("ista")
        ):
            return False
        rs = morph.readings(w) or ()
        if not det and any(r.pos in ("adj", "vblex") for r in rs):
            return False
        if not any(r.pos == "n" and r.gender == "f" for r in rs):
            return False
        return morph.fixed_gender_noun(w)

    def _prenominal(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """``span`` grown left to its determiner across prenominal adjectives the dictionary also
        reads as nouns or coordinated ones ("el desconocido escritor", "esta atractiva y tranquila
        jugadora": spanish_prenominal_span, es-inflect-38/39); else ``span``."""
        if not check_span(tokens, span):
            return span
        start = prenominal_start(tokens, span[0], pos_readings, DETS)
        return span if start is None else (start, span[1])

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """As :meth:`RomanceInflector.phrase_span`, and across the prenominal adjectives
        :meth:`_prenominal` reads (es-inflect-39: the realisation, the cue's phrase and its
        gender see one span)."""
        grown = super().phrase_span(tokens, span)
        wide = self._prenominal(tokens, span)
        return (min(grown[0], wide[0]), grown[1])

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`; ``None`` for a noun of fixed gender (``la víctima``
        is no feminine realisation of anyone); es-inflect-39: a span on a noun after prenominal
        adjectives is read with its determiner (:meth:`_prenominal`)."""
        span = self._prenominal(tokens, span)
        group = quantity_pronoun_gender(tokens, span) if check_span(tokens, span) else None
        if group is not None:
            return group  # "La mayoría de ellas": the group's gender (es-inflect-33)
        if check_span(tokens, span) and stressed_a_feminine(tokens[span[0] : span[1]]):
            return "F"  # "El ama de llaves": feminine after "el" (spanish_stressed_a, es-inflect-35)
        if check_span(tokens, span) and self._fixed(tokens, span):
            lows = [Word.parse(t).lower for t in tokens[span[0] : span[1]]]
            # "la persona trabajadora" is this inflector's own neutral form; "la persona" alone
            # is no realisation of anyone.
            if lows[-1] not in ("persona", "personas") and self.is_neutral(tokens, span):
                return "N"
            return None
        verb = finite_verb_head(tokens, span) if check_span(tokens, span) else None
        if verb is not None:
            # es-inflect-23: "¿Estabas decepcionado?" is masculine, not feminine for "-abas"
            said = predicative_after_verb(tokens, verb)
            if said is not None:
                return said
        g = super().gender_of(tokens, span)
        if g is None and check_span(tokens, span):
            read = predicative_gender(tokens, span)  # "estaban listas" (es-inflect-33)
            g = "F" if read == "F" else "M" if read == "M" else None
        if g is None and check_span(tokens, span):
            g = self._common_gender_from_agreement(tokens, span) or self._common_gender_from_partitive(
                tokens, span
            )
        return g

    def _common_gender_from_partitive(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> Realisation | None:
        """The gender of a common-gender person noun whose phrase does not show it, read from
        the partitive quantifier that takes it (``Pocos de mis colegas``, ``Ninguna de sus
        clientes``, ``Ambos de mis colegas``): in a partitive the quantifier pronoun agrees in
        gender with the noun phrase after ``de`` (RAE, *Nueva gramática* §19.7, *partitivos*),
        so its gender is the group's. The quantifiers are the closed class
        :data:`~fairmt.inflect.spanish_words.PARTITIVES`; the noun must be common-gender (listed
        epicene, ``-ista``, or read only as ``<mf>`` by Apertium), the determiners between
        ``de`` and the noun of no gender (``mis``, ``sus``)."""
        head = self._head(tokens, span)
        if head is None:
            return None
        low = head[0].word
        morph = _morph()
        readings = [r for r in (morph.readings(low) or ()) if r.pos == "n"] if morph is not None else []
        sg = low[:-1] if low.endswith("s") else low
        if not (
            low in EPICENE
            or low in EPICENE_PL
            or sg.endswith("ista")
            or (readings and all(r.gender == "mf" for r in readings))
        ):
            return None
        start = self.phrase_span(tokens, span)[0]
        while start > 0 and not Word.parse(tokens[start - 1]).post:
            if Word.parse(tokens[start - 1]).lower not in ("mi", "mis", "tu", "tus", "su", "sus"):
                break
            start -= 1
        if start < 2:
            return None
        de, q = Word.parse(tokens[start - 1]), Word.parse(tokens[start - 2])
        if de.lower != "de" or de.post or q.post:
            return None
        if q.lower in PARTITIVES:
            return "M"
        if q.lower in PARTITIVES_BACK:
            return "F"
        return None

    def _common_gender_from_agreement(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> Realisation | None:
        """The gender of a common-gender person noun whose phrase does not show it (``Mis
        colegas``, ``Sus clientes``: a determiner of no gender), read from the words that agree
        with it in spaCy's parse (``Mis colegas están cansadas``): the one gender they all
        show, or ``None``. Only for the listed epicenes and nouns Apertium reads only as
        ``<mf>``; nothing without the resources."""
        morph = _morph()
        head = self._head(tokens, span)
        if morph is None or head is None:
            return None
        low = head[0].word
        readings = [r for r in morph.readings(low) or () if r.pos == "n"]
        if (
            low not in EPICENE
            and low not in EPICENE_PL
            and not (readings and all(r.gender == "mf" for r in readings))
        ):
            return None
        doc = parse(" ".join(tokens))
        if doc is None:
            return None
        starts = token_starts(tokens)
        nouns = [
            t for t in doc if bisect_right(starts, t.idx) - 1 == head[0].tok and t.pos_ in ("NOUN", "PROPN")
        ]
        if not nouns:
            return None
        genders = {tuple(_genders(c)) for c in _agreeing(nouns[0])} - {()}
        if len(genders) != 1:
            return None
        only = next(iter(genders))
        return "F" if only == ("Fem",) else "M" if only == ("Masc",) else None

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's noun is a thing or a person noun of fixed gender (:meth:`_fixed`):
        the realiser's hook for "only people change" (``la compañía de mudanzas`` for "the
        mover", ``otra pieza``)."""
        if check_span(tokens, span) and quantity_pronoun_gender(tokens, span) is not None:
            return False  # "La mayoría de ellas": the group is people (es-inflect-33)
        return check_span(tokens, span) and self._fixed(tokens, span)
