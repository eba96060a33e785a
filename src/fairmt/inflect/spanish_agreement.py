"""Spanish agreement outside the person's phrase: one layer of the Spanish inflector.

When a person noun changes gender, so do the words of the sentence that agree with it. This
layer finds them and reinflects them:

* :meth:`SpanishAgreement._agreement`: the words spaCy's parse links to the head noun
  (predicatives, passive participles, relative-clause predicatives, adjectives beyond the
  window), a partitive quantifier's or a group head's predicatives, a coordinated subject's,
  and the article of a nominalised comparative (:meth:`SpanishAgreement._superlative_articles`);
* :func:`_passive_participle`: the participle of a periphrastic passive right before the phrase;
* :meth:`SpanishAgreement._named_subject_agreement`: the predicatives of the proper name the
  noun is said of;
* :meth:`SpanishAgreement._fronted_predicative`: a predicative adjunct fronted before the subject
  (es-inflect-46: also right before the verb of a postverbal subject, spanish_fronted_predicatives).

This layer sits on :class:`~fairmt.inflect.spanish_phrase_gender.SpanishPhraseGender` and under
:class:`~fairmt.inflect.spanish_relatives.SpanishRelatives`. Moved out of
:mod:`fairmt.inflect.spanish` unchanged.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from fairmt.inflect.base import Word, token_starts, word_tuple
from fairmt.inflect.romance import Gender, named_subject
from fairmt.inflect.spanish_complement_modifiers import complement_modifiers
from fairmt.inflect.spanish_coordination import one_referent
from fairmt.inflect.spanish_dependencies import (
    _agreeing,
    _coordinated,
    _genders,
    _modifiers,
    _morph,
    _name_predicatives,
    _named_subject_of,
    _numbers,
    _singular_predicate,
    _subject_predicatives,
)
from fairmt.inflect.spanish_fronted_predicatives import fronted_before_verb
from fairmt.inflect.spanish_morph import parse
from fairmt.inflect.spanish_nominalised import ARTICLE_TO, nominalised_predicate
from fairmt.inflect.spanish_phrase_gender import SpanishPhraseGender
from fairmt.inflect.spanish_words import _GROUP_HEADS, DETS, PARTITIVES, PARTITIVES_BACK

#: Group heads (:data:`~fairmt.inflect.spanish_words._GROUP_HEADS`) that are nouns of a gender of their
#: own, by that gender's old realisation: a predicative of that gender may agree with the head itself.
_OWN_GENDER_HEADS: dict[str, frozenset[str]] = {
    "F": frozenset(("mayoría", "mitad", "parte")),
    "M": frozenset(("resto",)),
}


#: The forms of "ser", "estar" (and "quedar", "resultar") that take a participle agreeing with
#: the subject; "haber" is left out: its participle does not agree ("La han nombrado directora").
_PASSIVE_AUX = word_tuple(
    """es son era eran fue fueron será serán sería serían sea sean fuera fueran fuese fuesen sido
    siendo ser está están estaba estaban estuvo estuvieron estará estarán estaría estarían esté
    estén estado estando estar quedó quedaron queda quedan resultó resultaron"""
)


def _passive_participle(
    before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
) -> list[str]:
    """es-inflect-18: the participle of a periphrastic passive right before the phrase, which
    is the passive's predicative complement or its postposed subject ("En 1970 fue nombrada
    bibliotecaria", "fue contratada como química", "Ha sido elegida la mejor jugadora").

    The participle agrees with the passive's subject (RAE, *Nueva gramática* §41.2b), and a
    predicative complement of the subject names the same person and agrees with it (§38.2,
    "Fue nombrada directora"; with "como", §38.4): when the phrase turns, the participle turns
    with it. Read off the surface, since the small model misparses the feminine forms
    ("nombrada" ADJ): the word before the phrase (or before its "como") must have a
    participle reading of the phrase's old gender, and the word before it a form of
    "ser"/"estar" (``_PASSIVE_AUX``); after "haber" the participle does not agree ("La han
    nombrado directora" keeps "nombrado").
    """
    s = span[0]
    if Word.parse(before[s]).lower in ("al", "del"):
        return after  # a preposition's object ("es entregado al señor"): no agreement
    j = s - 1
    if j >= 0 and Word.parse(before[j]).lower == "como":
        j -= 1
    if j < 1 or after[j] != before[j] or Word.parse(before[j - 1]).lower not in _PASSIVE_AUX:
        return after
    morph = _morph()
    w = Word.parse(before[j])
    if morph is None or not w.core or not named_subject(before, j - 1, morph.known):
        return after
    g = "f" if old == "F" else "m"
    readings = morph.readings(w.lower) or ()
    if not any(r.pos == "vblex" and "pp" in r.tags and r.gender == g for r in readings):
        return after
    form = morph.other_gender(w.lower, "f" if gender == "F" else "m", ())
    if form is None or form == w.lower:
        return after
    out = list(after)
    out[j] = w.render(form)
    return out


def _quantifier_head(noun: Any) -> Any:
    """The quantifier or group head whose partitive complement ``noun`` is ("Muchas de las
    alumnas", "Cada cual de mis amigas"), or ``None``. The "de" phrase of a partitive is the
    complement of the quantifier, not of the verb (RAE, *Nueva gramática* §19.7 and §33.8): the
    small model's ``nmod`` of it, and also an ``obl`` of the clause's head whose "de" stands
    right after the clause's subject ("Cada cual de mis amigas estuvo invitada", parsed with
    "amigas" an oblique of "invitada")."""
    if noun.dep_ == "nmod":
        return noun.head
    if noun.dep_ != "obl":
        return None
    case = [c for c in noun.children if c.dep_ == "case" and c.lower_ == "de" and c.i < noun.i]
    if len(case) != 1 or case[0].i == 0:
        return None
    q = noun.doc[case[0].i - 1]
    if q.dep_ in ("nsubj", "nsubj:pass") and q.head == noun.head:
        return q
    return None


#: Comparatives with one form for both genders; as a nominalised superlative predicative
#: ("es la mejor") only their article shows the gender.
_COMPARATIVES = frozenset({"mejor", "peor", "mayor", "menor", "mejores", "peores", "mayores", "menores"})


def _conjunct_gender(noun: Any) -> str | None:
    """The gender a conjunct of a coordinated subject shows (a spaCy token): its own, or, for
    a common-gender noun whose form does not tell ("la artista", "el ayudante"), its
    determiner's; ``None`` when nothing in its phrase shows one ("su ayudante", "mis
    colegas"). Such a conjunct is read in the gender being realised, as the realiser gives
    every person of the sentence that gender (RAE, Nueva gramática 33.6: a coordinated
    subject takes the feminine only when every conjunct is feminine)."""
    own = noun.morph.get("Gender")
    if own:
        return str(own[0])
    for d in noun.children:
        if d.dep_ == "det" and d.i < noun.i and d.morph.get("Gender"):
            return str(d.morph.get("Gender")[0])
    return None


class SpanishAgreement(SpanishPhraseGender):
    """What agrees with a Spanish person noun outside its phrase (see the module docstring)."""

    def _agreeing_form(self, word: str, gender: Gender) -> str | None:
        """``word``, an adjective or participle that agrees, in ``gender`` (es-inflect-33)."""
        return self.inflect(word, gender, False, None)

    def _named_subject_agreement(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """es-inflect-19: the predicatives of the proper name that the span's person noun is
        predicated of (:func:`~fairmt.inflect.spanish_dependencies._named_subject_of`: "Ana se
        unió al grupo y fue nombrada directora", "Skelton, una escritora, fue elegida", "Mälk ha
        sido asignada a la escuela y ha sido profesora"). The noun and the name are one person,
        and the name's predicatives agree with that person (RAE, *Nueva gramática* §33.1: the
        predicative agrees with its subject; §38.2-38.4): when the noun turns, they turn with it,
        before the span or after it, one word for one. Only words in the noun's old gender and
        of its number, that no earlier step changed and that Apertium knows in both genders; a
        dropped subject ("Fue nombrado director" for "He was appointed") has no name and keeps
        the gold set's pro-drop convention."""
        if len(after) != len(before):
            return after
        doc = parse(" ".join(before))
        morph = _morph()
        if doc is None or morph is None:
            return after
        s, e = span
        starts = token_starts(before)

        def ws(tok: Any) -> int:
            return bisect_right(starts, tok.idx) - 1

        nouns = [t for t in doc if s <= ws(t) < e and t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB")]
        nouns = [t for t in nouns if not (s <= ws(t.head) < e and t.head != t)]
        if len(nouns) != 1:
            return after
        noun = nouns[0]
        name = _named_subject_of(noun)
        if name is None or s <= ws(name) < e:
            return after
        want = "Masc" if old == "M" else "Fem"
        for cand in _name_predicatives(name):
            j = ws(cand)
            if s <= j < e or cand == noun or after[j] != before[j]:
                continue
            w = Word.parse(before[j])
            if w.core != cand.text or _genders(cand) != [want] or _numbers(cand) not in ([], ["Sing"]):
                continue
            if not any(
                r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in morph.readings(w.lower) or ()
            ):
                continue  # a noun of the clause ("asistente") changes only as a person span
            form = self.inflect(w.lower, gender, False, None)
            if form is None or form == w.lower or not morph.known(form):
                continue
            after[j] = w.render(form)
        return after

    def _fronted_predicative(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """A predicative adjunct fronted before its subject and set off by a comma ("Cansados,
        los médicos volvieron a casa"; "Orgulloso de su obra, el constructor ..."): it agrees
        with the subject like any predicative complement of it (RAE, *Nueva gramática* ch. 38,
        el complemento predicativo: a predicative adjunct of the subject agrees with it in
        gender and number, also when it opens the sentence). Only when the span's phrase
        follows the sentence's first comma right away, and only the adjectives and participles
        that open the sentence (Apertium reads them so, in the span's old gender), with
        "y"/"e" and degree adverbs between them; the walk stops at any other word ("de su
        obra" stays). The adjective's number is kept (the MT's "Cansado, los doctores")."""
        morph = _morph()
        if morph is None or len(after) != len(before):
            return after
        start = self.phrase_span(before, span)[0]
        words = [Word.parse(t) for t in before]
        want = "m" if old == "M" else "f"
        if start < 1 or words[start - 1].post.strip() != ",":
            # es-inflect-46: "Cansadas volvían las enfermeras" (spanish_fronted_predicatives)
            for j in fronted_before_verb(before, start, want):
                form = self.inflect(words[j].lower, gender, False, None)
                if form is not None and form != words[j].lower and morph.known(form):
                    after[j] = words[j].render(form) if after[j] == before[j] else after[j]
            return after
        if any(w.post.strip() or not w.core.isalpha() for w in words[: start - 1]):
            return after
        for j in range(start):
            low = words[j].lower
            if low in ("y", "e", "muy", "tan", "bastante", "demasiado", "algo"):
                continue
            rs = morph.readings(low) or ()
            if not rs or not all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                break
            if {r.gender for r in rs} != {want}:
                break
            form = self.inflect(low, gender, False, None)
            if form is None or form == low or not morph.known(form) or after[j] != before[j]:
                break
            after[j] = words[j].render(form)
        return after

    def _agreement(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        doc = parse(" ".join(before))
        if doc is None:
            return after
        s, e = span
        delta = len(after) - len(before)
        starts = token_starts(before)

        def ws(tok: Any) -> int:
            return bisect_right(starts, tok.idx) - 1

        inside = [t for t in doc if s <= ws(t) < e]
        nouns = [
            t for t in inside if t.pos_ in ("NOUN", "PROPN") and not (s <= ws(t.head) < e and t.head != t)
        ]
        if not nouns:
            # The small model tags some person nouns and nominalised adjectives as adjectives
            # ("El nuevo empleado parece tímido": "empleado" ADJ); the span's word that is the
            # clause's subject is the head all the same.
            # es-inflect-29: also when the span runs on over the subject's own verb ("El
            # sospechoso fue detenido", a passive cue's span): the predicate's conjuncts after
            # the span still agree ("... y puesto en libertad").
            nouns = [
                t
                for t in inside
                if (
                    t.dep_ in ("nsubj", "nsubj:pass")
                    # es-inflect-33: "El recién llegado fue recibido" ("llegado" csubj with its article)
                    or (t.dep_ == "csubj" and any(c.dep_ == "det" and c.i < t.i for c in t.children))
                )
                and not (s <= ws(t.head) < e and t.head != t and t.head.pos_ not in ("VERB", "AUX", "ADJ"))
            ]
        if not nouns:
            return after
        noun = nouns[0]
        want = "Masc" if old == "M" else "Fem"
        number = noun.morph.get("Number")
        if noun.pos_ == "PRON" and len(noun.lower_) > 4 and noun.lower_.endswith(("os", "as")):
            number = ["Plur"]  # es-inflect-32: the small model reads "Pocos" as singular
        if any(c.dep_ == "det" and c.morph.get("Number") not in ([], number) for c in noun.children):
            # The MT's determiner and noun disagree in number ("Las gerente eran satisfechas"):
            # the phrase has no one number, so the predicatives are not held to one (only their
            # gender follows the person; RAE, Nueva gramática §33.1).
            number = []
        group = _coordinated(noun)
        cands = _agreeing(noun) + complement_modifiers(noun)  # es-inflect-26
        q = _quantifier_head(noun)
        if q is not None and q.lower_ in PARTITIVES.keys() | PARTITIVES_BACK.keys() and q.i < noun.i:
            # A partitive ("Muchas de las alumnas estaban cansadas"): the quantifier is the
            # subject, and its predicatives agree with the phrase it takes its gender from.
            cands += _subject_predicatives(q)
            number = list(q.morph.get("Number")) or number
        elif q is not None and q.lower_ in _GROUP_HEADS and q.i < noun.i:
            # A group head of no gender that shows the group's ("Cada cual de mis amigos estuvo
            # invitado", "La mayoría de los periodistas estuvo cansado"): a predicative agrees
            # with the group named after "de" (RAE, *Nueva gramática* §33.8, concordancia
            # ad sensum with partitive heads) -- unless it may agree with the head noun's own
            # gender (feminine "mayoría", "mitad", "parte"; masculine "resto"): "La mayoría de los
            # periodistas estuvo cansada" keeps "cansada" in M; a plural one cannot be the
            # singular head's and is the group's ("La mayoría de las enfermeras estaban
            # cansadas", es-inflect-33). The number may be the head's or the group's ("El resto
            # de las enfermeras estaban cansadas"): not checked.
            own = q.lower_ in _OWN_GENDER_HEADS.get(old, frozenset())
            cands += [c for c in _subject_predicatives(q) if not own or _numbers(c) == ["Plur"]]
            number = []
        if len(group) > 1 and one_referent(noun, group):  # es-inflect-26: one person, several roles
            cands += [c for m in group if m != noun for c in _modifiers(m)]
        elif len(group) > 1:
            # A coordinated subject: the predicative is plural, and masculine while any
            # conjunct is ("El director y la secretaria estaban cansados"); it turns feminine
            # only when every other conjunct already is (the realiser works right to left, so
            # the last person changed decides: "La directora y la secretaria ... cansadas").
            # (spaCy makes a new Token on each access: compare them, not their identity)
            others = [m for m in group if m != noun]
            cands = _modifiers(noun)
            if gender == "M" or all(_conjunct_gender(m) in ("Fem", None) for m in others):
                for m in group:
                    cands += [c for c in _subject_predicatives(m) if c not in cands]
                number = ["Plur"]
        for cand in cands:
            j = ws(cand)
            if j < e or j + delta >= len(after) or after[j + delta] != before[j]:
                continue
            w = Word.parse(before[j])
            if w.core != cand.text or _genders(cand) != [want]:
                continue
            if (
                number
                and _numbers(cand)
                and _numbers(cand) != number
                and not (number == ["Plur"] and _singular_predicate(cand))
            ):
                continue
            form = self.inflect(w.lower, gender, False, None)
            if form is None or form == w.lower:
                continue
            morph = _morph()
            if morph is not None and morph.known(w.lower) and not morph.known(form):
                continue  # no agreement makes a non-word of a word ("pieza" -> "piezo")
            after[j + delta] = w.render(form)
            for d in cand.children:
                # es-inflect-32: a nominalised adjective's own article ("y los últimos en irnos"
                # -> "y las últimas"): the article and the adjective are one head (NGLE §13.9).
                k = ws(d)
                art = ARTICLE_TO[gender].get(d.lower_)
                if d.dep_ == "det" and d.i == cand.i - 1 and art and k >= e and after[k + delta] == before[k]:
                    after[k + delta] = Word.parse(before[k]).render(art)
        self._superlative_articles(before, after, cands, ws, delta, e, want, gender)
        return nominalised_predicate(before, after, e, delta, gender)  # es-inflect-27 (pairs32)

    def _superlative_articles(
        self,
        before: Sequence[str],
        after: list[str],
        cands: Sequence[Any],
        ws: Any,
        delta: int,
        e: int,
        want: str,
        gender: Gender,
    ) -> None:
        """The article of a nominalised comparative that is the person's predicative ("El
        pintor es el mejor", "está considerado el mejor" -> "La pintora es la mejor", "está
        considerada la mejor"): "mejor", "peor", "mayor", "menor" have one form for both
        genders, so only the article shows the person's gender (RAE, Nueva gramática 45.14,
        the relative superlative). The comparative is one of the predicatives spaCy links to
        the noun, or the object of one ("considerado el mejor")."""
        seen = list(cands) + [
            c
            for cand in cands
            for c in cand.children
            if c.dep_ in ("obj", "xcomp")
            # (the small model files "las mejores" after "fueron nombradas" as a second subject)
            or (c.dep_.startswith("nsubj") and c.i > cand.i and c.lower_ in _COMPARATIVES)
        ]
        for cand in seen:
            # The same holds for "el más/menos" + adjective ("Mi supervisor es el más
            # experimentado" -> "Mi supervisora es la más experimentada"; Nueva gramática 45.11:
            # the article of the relative superlative agrees with the person it predicates of).
            gap = 1
            if cand.lower_ not in _COMPARATIVES:
                degree = [c for c in cand.children if c.dep_ == "advmod" and c.lower_ in ("más", "menos")]
                if not degree or degree[0].i != cand.i - 1:
                    continue
                gap = 2
            for d in cand.children:
                if d.dep_ != "det" or d.i != cand.i - gap or d.lower_ not in ("el", "la", "los", "las"):
                    continue
                j = ws(d)
                if j < e or j + delta >= len(after) or after[j + delta] != before[j]:
                    continue
                if _genders(d) != [want]:
                    continue
                form = self.det_form(DETS[d.lower_], gender, cand.lower_, d.lower_)
                if form is not None:
                    after[j + delta] = Word.parse(before[j]).render(form)
