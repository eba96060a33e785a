"""The Spanish realisation of a person span: one layer of the Spanish inflector.

:meth:`SpanishRealiser.realise` and :meth:`SpanishRealiser._realise` put the rules of
:class:`~fairmt.inflect.romance.RomanceInflector` for the noun phrase together with the rules of
the layers below (agreement outside the phrase, relatives, "only people change") and with the
rule modules of the sentence's other agreeing words (groups, partitives, demonstratives,
predicatives of pronoun subjects, clause-final predicatives ...), in that order. Before that, a
span that ends on what is no part of the person's phrase is cut (the perfect's auxiliary or
participle, a finite verb after the person word: :func:`_finite_inside`). This layer sits on
:class:`~fairmt.inflect.spanish_relatives.SpanishRelatives` and under
:class:`~fairmt.inflect.spanish.SpanishInflector`. Moved out of :mod:`fairmt.inflect.spanish`
unchanged.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import only_finite_verb
from fairmt.inflect.base import Word, check_span, token_starts
from fairmt.inflect.clause_final_predicatives import ES_WORDS, clause_final_predicatives
from fairmt.inflect.relative_articles import relative_article
from fairmt.inflect.romance_binomials import binomial_agreement
from fairmt.inflect.spanish_agreement import _passive_participle
from fairmt.inflect.spanish_cada import bare_cada_pronoun, cada_pronoun_span
from fairmt.inflect.spanish_clitics import finite_verb_head
from fairmt.inflect.spanish_coordinated_predicates import coordinated_predicate
from fairmt.inflect.spanish_copular_attribute import copular_attribute
from fairmt.inflect.spanish_demonstratives import demonstrative_subject, flip_demonstrative
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_depictive_solo import depictive_solo
from fairmt.inflect.spanish_forms import _SENTENCE
from fairmt.inflect.spanish_fronted_clause_subjects import fronted_clause_predicatives
from fairmt.inflect.spanish_groups import group_agreement
from fairmt.inflect.spanish_inverted_questions import inverted_predicatives
from fairmt.inflect.spanish_morph import parse
from fairmt.inflect.spanish_nominalised import coordinated_nominalised
from fairmt.inflect.spanish_predicative_conjuncts import coordinated_predicatives
from fairmt.inflect.spanish_prenominal_span import pos_readings
from fairmt.inflect.spanish_pronoun_subjects import (
    predicatives_after,
    pronoun_predicatives,
    relative_predicatives,
)
from fairmt.inflect.spanish_quantity_pronouns import partitive_predicatives, realise_quantity_pronoun
from fairmt.inflect.spanish_reflexive_intensifiers import reflexive_intensifier
from fairmt.inflect.spanish_relatives import SpanishRelatives
from fairmt.inflect.spanish_words import (
    _COPULA_CHAIN,
    _HABER,
    _each_of_them,
    _group_subject,
    _partitive,
    _partitive_pronoun,
    _stressed_possessive,
)


def _finite_inside(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The first finite verb after an agreeing word inside ``span``, its first word excluded
    (:func:`_finite_after_agreeing_word`; es-inflect-38 and 41), if any."""
    return next((k for k in range(span[0] + 1, span[1]) if _finite_after_agreeing_word(tokens, k)), None)


def _finite_after_agreeing_word(tokens: Sequence[str], k: int, gap: int = 0) -> bool:
    """Whether ``tokens[k]`` is a finite verb after a noun, adjective or participle: Apertium
    reads it only as a finite verb, and so does the parse in its place (the dictionary lacks
    some adjectives that are also verb forms: "como astrónoma adjunta, y ..."). A span's end
    that is the verb after its person word (:meth:`SpanishRealiser._realise`, es-inflect-38);
    ``gap``: the number of words between them (the verb's clitic, es-inflect-39)."""
    morph = _morph()
    if morph is None or k < 1 + gap:
        return False
    word, prev = Word.parse(tokens[k]).lower, Word.parse(tokens[k - 1 - gap]).lower
    if not only_finite_verb(morph.readings(word) or ()) or not any(
        r.pos in ("n", "adj") or (r.pos == "vblex" and "pp" in r.tags) for r in morph.readings(prev) or ()
    ):
        return False
    doc = parse(" ".join(tokens))
    if doc is None:
        return False
    starts = token_starts(tokens)
    return any(t.pos_ in ("VERB", "AUX") for t in doc if bisect_right(starts, t.idx) - 1 == k and t.is_alpha)


#: Unstressed pronouns of no gender that stand before their finite verb ("se sienten", "le dijo").
_GENDERLESS_CLITICS = frozenset(("se", "me", "te", "nos", "os", "le", "les"))


def _clitic(token: str) -> bool:
    """A genderless unstressed pronoun (:data:`_GENDERLESS_CLITICS`) with no punctuation around."""
    w = Word.parse(token)
    return w.lower in _GENDERLESS_CLITICS and not w.pre and not w.post


class SpanishRealiser(SpanishRelatives):
    """The realisation of a Spanish person span (see the module docstring)."""

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """As :meth:`_realise`; es-inflect-21: a first- or second-person finite verb in the
        span's place keeps its form (:func:`~fairmt.inflect.spanish_clitics.finite_verb_head`:
        "tengo suerte" never becomes "tenga suerte"), only the words that agree change; a
        demonstrative pronoun subject of "ser" agrees with the person noun that is its attribute
        (:mod:`fairmt.inflect.spanish_demonstratives`)."""
        new = self._realise(tokens, span, gender)
        if new is None or gender == "N":
            return new
        verb = finite_verb_head(tokens, span)
        if verb is not None and new[verb] != tokens[verb] and len(new) == len(tokens):
            new = list(new)
            new[verb] = tokens[verb]
            if new == list(tokens):
                return None
        # "todas casadas", "una a una" (spanish_groups, es-inflect-23)
        new = group_agreement(tokens, span, new, gender)
        # "Varias de nosotras fuimos elegidas" (spanish_quantity_pronouns, es-inflect-33)
        new = partitive_predicatives(tokens, new, self.phrase_span(tokens, span), gender, self._agreeing_form)
        new = coordinated_nominalised(tokens, new, span[1], gender)  # "y las últimas" (es-inflect-32)
        new = binomial_agreement("es", tokens, new)  # "sanas y salvas" (romance_binomials, es-inflect-35)
        # "Esta es mi alumna" -> "Este es mi alumno" (spanish_demonstratives, es-inflect-21)
        start = self.phrase_span(tokens, span)[0]
        old = str(self.gender_of(tokens, span))
        k = demonstrative_subject(tokens, start, old, gender)
        if k is not None and new[:k] == list(tokens[:k]):
            new = list(new)
            new[k] = flip_demonstrative(tokens, k, gender)
        # "La nueva actriz será la protagonista" (spanish_copular_attribute, es-inflect-41)
        return copular_attribute(
            tokens,
            new,
            span,
            old,
            gender,
            lambda: self.person_spans(tokens),
            lambda sp: self.gender_of(tokens, sp),
            lambda sp: self._realise(tokens, sp, gender),
        )

    def _realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The rules of :class:`RomanceInflector` for the noun phrase, with two additions from
        real resources (:mod:`fairmt.inflect.spanish_morph`), each skipped when its resource is
        missing:

        * **only people change**: when Apertium knows the head noun and it has one gender and
          no form in the other (``compañía``, ``víctima``, ``persona``, ``pieza``), the phrase
          is a thing or an invariant person noun and nothing changes (``None``);
        * **agreement outside the phrase**: the words that spaCy's parse links to the head noun
          (predicatives, passive participles, relative-clause predicatives, adjectives beyond
          the window) and that agree with it are realised too (:meth:`_agreement`). Only words
          after the span change, one for one, so the right-to-left contract holds.
        """
        if gender == "N" or not check_span(tokens, span):
            return super().realise(tokens, span, gender)
        s0, e0 = span
        end_word = Word.parse(tokens[e0 - 1])  # (e0 > s0 >= 0: check_span)
        if (
            e0 > 1
            and e0 - 2 >= s0 - 1
            and (haber := Word.parse(tokens[e0 - 2])).lower in _HABER
            and not haber.post
            and end_word.lower.endswith(("ado", "ido", "cho", "to", "so"))
        ):
            # es-inflect-32: "(Quien) haya hecho": the perfect's participle never agrees (NGLE
            # §28.5); a span that ends on it keeps only what comes before the auxiliary.
            if e0 - 2 <= s0:
                return None
            span = (s0, e0 - 2)
        elif e0 - 1 > s0 and end_word.lower in _HABER and not end_word.post:
            # es-inflect-37: a span that ends on the perfect's auxiliary ("Un orador se ha" for
            # "speaker") keeps only what comes before it: the participle after "haber" never
            # agrees (NGLE §28.5), and it would be taken for the noun's adjective.
            span = (s0, e0 - 1)
        elif (verb := _finite_inside(tokens, span)) is not None:
            # es-inflect-38 (es44): a span that ends on a finite verb after its person noun or
            # adjective ("La única ganadora termina", "callado, puedo" for "winner", "I am quiet")
            # keeps only what comes before the verb: a finite verb has person and number, never
            # gender (NGLE §4.1), and its "-a"/"-o" would be taken for a gender ending
            # ("termino", "pueda"). es-inflect-41: so does a span that runs on past the verb ("el
            # acusado esperó tanto" for "defendant"): the words after the verb are outside the
            # noun phrase, an adverb in "-o" among them ("tanto", "mucho": no gender, NGLE §30.1)
            # that became "tanta"; what agrees after the verb is the agreement rules' to find.
            span = (s0, verb)
        elif e0 - 2 > s0 and _clitic(tokens[e0 - 2]) and _finite_after_agreeing_word(tokens, e0 - 1, 1):
            # es-inflect-39 (es45): the same with the verb's unstressed pronoun before it ("nuestras
            # ciudadanas se sienten" for "citizens"): a clitic is part of its verb's word group
            # (NGLE §16.11) and has no gender of the person's; the span keeps what comes before it.
            span = (s0, e0 - 2)
        span = self._prenominal(tokens, span)  # "el desconocido escritor" (spanish_prenominal_span)
        quantity = realise_quantity_pronoun(tokens, span, gender, self._agreeing_form)
        if quantity is not None:
            return quantity  # "La mayoría de ellas estaban satisfechas" (es-inflect-33)
        each = _each_of_them(tokens, span, gender)
        if each is not None:
            # es-inflect-32: the predicate agrees with "cada uno de ellos" as with its group
            # ("Cada una de ellas estaba segura" -> "Cada uno de ellos estaba seguro").
            lows = [Word.parse(t).lower for t in tokens]
            end = next(k + 1 for k in range(span[0], len(tokens)) if lows[k] in ("ellos", "ellas"))
            return self._agreement(tokens, each, (span[0], end), "M" if gender == "F" else "F", gender)
        bare = bare_cada_pronoun(tokens, span, gender)
        if bare is not None:
            # es-inflect-34: "Cada una estaba lista" -> "Cada uno estaba listo" (spanish_cada)
            end, was = cada_pronoun_span(tokens, span)[1], "M" if gender == "F" else "F"
            bare = self._agreement(tokens, bare, (span[0], end), was, gender)
            # (the small parse takes "estaba" after "Cada una" for a noun: read by the dictionary too)
            return predicatives_after(tokens, bare, end, ("p3",), was, gender, self._agreeing_form, "sg")
        rel = self._headless_relative(tokens, span, gender)
        if rel is not None:
            return rel
        if self._fixed(tokens, span):
            return None
        # Acronyms: all-capital words no dictionary knows ("CEO"; "MÉDICO" is a word).
        morph = _morph()
        _SENTENCE.acronyms = frozenset(
            Word.parse(t).core.lower()
            for t in tokens
            if len(Word.parse(t).core) > 1
            and Word.parse(t).core.isupper()
            and morph is not None
            and not morph.known(Word.parse(t).core.lower())
        )
        try:
            old = self.gender_of(tokens, span)
            new = super().realise(tokens, span, gender)
            if old in ("F", "M") and old != gender and new is None:
                # A common-gender noun whose phrase shows no gender ("Mis colegas están
                # cansadas"): only the words that agree with it change.
                if (
                    self._common_gender_from_agreement(tokens, span) is None
                    and self._common_gender_from_partitive(tokens, span) is None
                ):
                    return None
                agreed = _partitive(tokens, list(tokens), self.phrase_span(tokens, span)[0], old, gender)
                agreed = self._agreement(tokens, agreed, span, old, gender)
                agreed = _passive_participle(tokens, agreed, span, old, gender)
                agreed = self._named_subject_agreement(tokens, agreed, span, old, gender)
                return agreed if agreed != list(tokens) else None
            if new is None or old not in ("F", "M") or old == gender:
                return new
            new = _partitive(tokens, new, self.phrase_span(tokens, span)[0], old, gender)
            new = _partitive_pronoun(tokens, new, span, gender)
            new = _stressed_possessive(tokens, new, span, gender)
            new = self._agreement(tokens, new, span, old, gender)
            # "Mi vecina vive sola" (spanish_depictive_solo, es-inflect-36)
            new = depictive_solo(
                tokens, new, self.phrase_span(tokens, span)[0], span[1], len(new) - len(tokens), gender
            )
            # "La profesora está orgullosa de sí misma" (spanish_reflexive_intensifiers, es-inflect-43)
            new = reflexive_intensifier(
                tokens, new, self.phrase_span(tokens, span)[0], span[1], len(new) - len(tokens), gender
            )
            # "Estamos cansadas y hambrientas" (spanish_predicative_conjuncts, es-inflect-34)
            new = coordinated_predicatives(
                tokens, new, span, pos_readings, lambda w: self._agreeing_form(w, gender), old
            )
            # "Vosotras dos sois tan parecidas" (spanish_pronoun_subjects, es-inflect-33)
            new = pronoun_predicatives(tokens, new, span, old, gender, self._agreeing_form)
            # "sus primos, que estaban encantados" (spanish_pronoun_subjects, es-inflect-33)
            new = relative_predicatives(tokens, new, span, old, gender, self._agreeing_form)
            # "La paciente se sintió mejor y fue dada de alta" (spanish_coordinated_predicates)
            new = coordinated_predicate(
                tokens, new, self.phrase_span(tokens, span), old, gender, self._agreeing_form
            )
            # "Cuando una cantante termina la gira, siempre está agotada" (es-inflect-51)
            new = fronted_clause_predicatives(
                tokens,
                new,
                self.phrase_span(tokens, span),
                old,
                gender,
                lambda: self.dropped_subject_predicatives(tokens),
                lambda k: self.gender_of(tokens, (k, k + 1)),
                lambda w: self._agreeing_form(w, gender),
            )
            q = next((k for k in range(span[0]) if len(new) == len(tokens) and new[k] != tokens[k]), None)
            if q is not None:
                # es-inflect-32: the pronoun of a partitive changed its quantifier ("Ninguno de
                # nosotros" -> "Ninguna de nosotras"): the quantifier is the subject, and its
                # predicative agrees too ("estaba preparada").
                new = self._agreement(tokens, new, (q, span[1]), old, gender)
                # es-inflect-36: and a predicate coordinated with the quantifier's verb ("Una de las
                # pasajeras resultó herida y tuvo que ser trasladada"), in the quantifier's number
                qn = "pl" if Word.parse(tokens[q]).lower.endswith("s") else "sg"
                new = coordinated_predicate(tokens, new, (q, span[1]), old, gender, self._agreeing_form, qn)
            new = _passive_participle(tokens, new, span, old, gender)
            new = self._named_subject_agreement(tokens, new, span, old, gender)
            new = self._fronted_predicative(tokens, new, span, old, gender)
            # "¿Está satisfecha la chef?" (spanish_inverted_questions, es-inflect-34)
            new = inverted_predicatives(
                tokens,
                new,
                self.phrase_span(tokens, span)[0],
                old,
                pos_readings,
                lambda w: self._agreeing_form(w, gender),
            )
            new = self._cleft_relative(tokens, new, span, old, gender)
            new = relative_article(tokens, new, self.phrase_span(tokens, span)[1], gender)
            last = span[1] - 1
            if len(new) == len(tokens) and all(
                Word.parse(t).lower in _COPULA_CHAIN for t in tokens[span[0] : last]
            ):
                # A predicative (with its copula: "fueron asesinados") of a group subject.
                new = _group_subject(tokens, new, last, gender)
            if morph is None:
                return new
            m = morph  # "La profesora llegó tarde, cansada" (clause_final_predicatives, es-inflect-33)
            return clause_final_predicatives(
                tokens,
                new,
                span,
                self.phrase_span(tokens, span)[0],
                old,
                gender,
                read=lambda w: m.readings(w) or (),
                agree=lambda w, g: m.other_gender(w, g, ("adj", "vblex")),
                # A noun with a form in the other gender, or one for both, may be a person.
                person_noun=lambda w: not m.fixed_gender_noun(w),
                words=ES_WORDS,
                noun_adjectives=True,
            )
        finally:
            _SENTENCE.acronyms = frozenset()
