"""Which spans of a Spanish sentence are persons: the middle layer of the inflector.

The concept here is *finding the people* a sentence genders, the layer
:class:`SpanishPersonSpans` between the word forms
(:class:`~fairmt.inflect.spanish_forms.SpanishWordForms`) and
:class:`~fairmt.inflect.spanish.SpanishInflector`: person noun phrases
(:meth:`~SpanishPersonSpans.person_spans`), the speaker and addressee whom English never
genders (``nosotros``/``nosotras``, :meth:`~SpanishPersonSpans.implicit_person_spans`), the
predicatives of a dropped subject (:meth:`~SpanishPersonSpans.dropped_subject_predicatives`)
and nouns that denote a thing rather than a person (:meth:`~SpanishPersonSpans.thing_noun`).

Decisions: a subclass in the chain rather than a mixin, because ``mypy --strict`` then
checks every call on ``self``; these methods call only lower layers, and the layer is not
meant to be used alone.
"""

from __future__ import annotations

import functools
import itertools
from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from fairmt.inflect.base import Word, check_span, token_starts
from fairmt.inflect.nominalised_subjects import nominalised_subject_spans
from fairmt.inflect.spanish_adjective_subjects import misfiled_adjective_subject
from fairmt.inflect.spanish_cada import cada_pronoun_span
from fairmt.inflect.spanish_clitics import speaker_predicatives
from fairmt.inflect.spanish_complement_spans import complement_span
from fairmt.inflect.spanish_connector_pieces import without_connectors
from fairmt.inflect.spanish_dependencies import (
    _FLOATING,
    _INDEFINITE_PERSONS,
    _adjective_not_noun,
    _adjective_of,
    _adjective_reading,
    _first_or_third,
    _first_second_verb,
    _genders,
    _morph,
    _only_adjective,
    _predicatives,
    _subject_predicatives,
)
from fairmt.inflect.spanish_forms import SpanishWordForms
from fairmt.inflect.spanish_fronted_predicatives import fronted_subject_span
from fairmt.inflect.spanish_lexicon import (
    AGENT_SUFFIXES,
    EPICENE,
    EPICENE_PL,
    LEXICON,
    LEXICON_F,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
    agent_gender,
)
from fairmt.inflect.spanish_morph import SpanishMorph, get_morph, parse
from fairmt.inflect.spanish_ordinals import ordinal_before_noun
from fairmt.inflect.spanish_participle_spans import participle_span
from fairmt.inflect.spanish_possessive_predicatives import possessive_nominalised_adjective
from fairmt.inflect.spanish_prenominal_span import prenominal_modifiers
from fairmt.inflect.spanish_pronoun_subjects import predicative_gender
from fairmt.inflect.spanish_quantity_pronouns import QUANTITY_NOUNS
from fairmt.inflect.spanish_speaker_detached import speaker_detached_spans
from fairmt.inflect.spanish_thing_subjects import things_only_before
from fairmt.inflect.spanish_words import (
    _FIRST_SECOND,
    _PREADJECTIVES,
    _WE_YOU_PLURAL,
    DETS,
    GENDERLESS_POSSESSIVES,
    PREPOSITIONS,
)

#: Feminine determiners before a common-gender noun that may also be a feminine thing ("una guía").
_FEMININE_DETS = frozenset(
    [
        "la",
        "una",
        "las",
        "unas",
        "esta",
        "esa",
        "aquella",
        "estas",
        "esas",
        "aquellas",
        "mi",
        "tu",
        "su",
        "nuestra",
        "vuestra",
        "mis",
        "tus",
        "sus",
    ]
)


@functools.cache
def _person_translations() -> frozenset[str]:
    """The Spanish words of the cue lexicon's person translations (the language pack's cue
    targets: "vecino", "nieta", "dueño"; no animal)."""
    from fairmt.languages import language_pack

    pack = language_pack("es")
    targets = pack.targets() if pack is not None else None
    if targets is None:
        return frozenset()
    return frozenset(w for v in targets.seed.values() for w in v.replace("|", " ").split())


def _feminine_thing(morph: SpanishMorph, low: str) -> bool:
    """Whether a listed common-gender noun after a feminine determiner may be a thing of its own:
    a noun of one gender only (es-inflect-32: "una guía", the book), or (es-inflect-41) one the
    dictionary also reads as a feminine noun beside its common-gender person reading ("la
    policía", the force, DLE s.v. *policía* 1: "Cuerpo encargado de velar por el mantenimiento
    del orden público"; the officer is the noun of common gender, 4). "Llamar a la policía" names
    the institution, so it is no person noun for a cue the aligner left without one ("la acusada
    esperó ... para llamar a la policía" had its defendant's variant turn "a la policía" into
    "al policía")."""
    if morph.fixed_gender_noun(low):
        return True
    nouns = {r.gender for r in morph.readings(low) or () if r.pos == "n"}
    return nouns == {"f", "mf"}


def _translates_person(low: str) -> bool:
    """Whether ``low`` or its singular is among :func:`_person_translations`."""
    words = _person_translations()
    return low in words or (low.endswith("s") and (low[:-1] in words or low[:-2] in words))


#: Cardinal numerals that head a partitive on a group of people ("dos de ellos").
_CARDINALS = frozenset(["dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"])

#: Adverbial locutions (preposition + noun) of the RAE's Diccionario de la lengua española,
#: used as predicates ("Estoy a punto", "Estás a gusto", "Estamos de acuerdo"): the noun keeps
#: its form whatever the person's gender ("a punto" never becomes "a punta").
_LOCUTIONS = frozenset({("a", "punto"), ("a", "gusto"), ("de", "acuerdo")})


#: es-inflect-17: the forms of "ser" (and "como") that take a bare predicative noun: the
#: copula's attribute with no determiner is the subject's role ("fue profesora", "es instructor
#: de yoga"), and so is the predicative complement after "como" ("trabajó como enfermera"):
#: RAE, *Nueva gramática* §37.7 (bare nouns of profession and role as attributes) and §37.8
#: (predicatives introduced by "como").
_BARE_PREDICATE_HEADS = frozenset(
    {
        "ser", "siendo", "sido", "soy", "eres", "es", "somos", "sois", "son",
        "era", "eras", "éramos", "erais", "eran", "fui", "fuiste", "fue", "fuimos", "fuisteis",
        "fueron", "seré", "serás", "será", "seremos", "seréis", "serán", "sería", "serías",
        "seríamos", "seríais", "serían", "sea", "seas", "seamos", "seáis", "sean", "fuera",
        "fueras", "fuéramos", "fuerais", "fueran", "fuese", "fuesen", "como",
    }
)  # fmt: skip

#: Words that separate the members of a list of roles (:meth:`SpanishPersonSpans.coordinated_person_spans`).
_LIST_SEPARATORS = frozenset({"y", "e", "o", "u", "como"})

#: The forms of "hacer" that are pseudo-copulative after "se" ("se hizo enfermera").
_HACERSE = frozenset({"hizo", "hice", "hicieron", "hace", "hacen", "hacía", "hacían", "hará"})


def _superlative_article(word: Any) -> Any:
    """The article of a relative superlative that is the speaker's or addressee's predicative
    ("Soy el más viejo de mis amigos", "Eres el menos alto?"): it agrees with the person as the
    adjective does (RAE, Nueva gramática 45.11, "el más" + adjective, the article agreeing with
    the implicit noun, here the person), so it is a word of the person too. ``None`` unless
    ``word`` has "más"/"menos" right before it and a definite article right before that."""
    doc = word.doc
    if word.i < 2 or doc[word.i - 1].lower_ not in ("más", "menos"):
        return None
    art = doc[word.i - 2]
    if art.lower_ not in ("el", "la", "los", "las") or art.head != word or art.dep_ != "det":
        return None
    return art


class SpanishPersonSpans(SpanishWordForms):
    """Person spans, implicit persons and thing nouns (see the module docstring)."""

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: ``nosotros``/``nosotras``,
        ``vosotros``/``vosotras``, and, in spaCy's parse, the adjectives and participles that
        agree with a first- or second-person subject (``Yo no soy tan atolondrada``, ``Tú, sé
        valiente y honesta``, ``quedé enloquecida``): an explicit ``yo``/``tú``/``nosotros``
        subject, or a finite verb in the first or second person with none. Every realisation
        changes them; ``usted`` (third person in the grammar) and infinitives are left alone.
        Nothing without spaCy's model."""
        out: list[tuple[int, int]] = []
        for t, tok in enumerate(tokens):
            if Word.parse(tok).lower in _WE_YOU_PLURAL:
                out.append((t, t + 1))
        doc = parse(" ".join(tokens))
        if doc is None:
            return out
        starts = token_starts(tokens)

        def ws(x: Any) -> int:
            return bisect_right(starts, x.idx) - 1

        for head in doc:
            subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubj:pass")]
            finite = [head, *(c for c in head.children if c.dep_ in ("cop", "aux", "aux:pass"))]
            # A floating quantifier ("Todos estábamos contentos", "Somos todas culpables") is no
            # subject of its own: the verb's person decides, as with none.
            floating = [
                c for c in head.children if c.lower_ in _FLOATING and c.dep_ in ("nsubj", "det", "advmod")
            ]
            subjects = [c for c in subjects if c not in floating]
            if (
                subjects
                and subjects[0].lower_ in QUANTITY_NOUNS
                and any(set(x.morph.get("Person")) & {"1", "2"} for x in finite)
            ):
                subjects = []  # es-inflect-34: "La mayoría estábamos contentas" (spanish_quantity_pronouns)
            if subjects:
                person = subjects[0].pos_ == "PRON" and subjects[0].lower_ in _FIRST_SECOND
            else:
                person = (
                    any(set(x.morph.get("Person")) & {"1", "2"} for x in finite)
                    or (
                        any(_first_or_third(x) for x in finite)
                        and not any(t.pos_ in ("NOUN", "PROPN") for t in doc[: head.i])
                        # es-inflect-34: "Cada una estaba cansada" (the parse takes "una" for a determiner)
                        and not any(t.lower_ == "cada" for t in doc[: head.i])
                    )
                )
                # A copula the small model mis-tags (sentence-initial "Éramos" as a determiner,
                # with no person): Apertium's reading of the form says the person.
                person = person or any(
                    not x.morph.get("Person") and _first_second_verb(x.lower_) for x in finite[1:]
                )
            if not person:
                continue
            # The small model often files a predicative adjective as the verb's object
            # ("sé valiente y honesta"): an adjective is no object, so it is taken as one.
            objects = [c for c in head.children if c.dep_ == "obj" and c.pos_ == "ADJ"]
            objects += [c for o in objects for c in o.children if c.dep_ == "conj" and c.pos_ == "ADJ"]
            # The floating quantifier agrees with the subject too ("todas", "ambas").
            floating = [
                c for c in floating if c.i < head.i and c.lower_ in ("todos", "todas", "ambos", "ambas")
            ]
            # es-inflect-49: a nominalised adjective after a genderless possessive ("Soy su
            # favorita": spanish_possessive_predicatives)
            nominalised = [head] if possessive_nominalised_adjective(head) else []
            for word in [*_predicatives(head), *objects, *floating, *nominalised]:
                # (the small model leaves some adjectives without a gender: "estábamos contentas")
                if (word.morph.get("Gender") and word.morph.get("Gender") != ["Masc,Fem"]) or (
                    not word.morph.get("Gender") and predicative_gender(tokens, (ws(word), ws(word) + 1))
                ):
                    sp = (ws(word), ws(word) + 1)
                    if sp not in out:
                        out.append(sp)
                art = _superlative_article(word)
                if art is not None and (ws(art), ws(art) + 1) not in out:
                    out.append((ws(art), ws(art) + 1))
        # es-inflect-34: "Me fui, nerviosa" (spanish_speaker_detached)
        morph = get_morph()
        if morph.available:
            found = speaker_detached_spans(tokens, lambda w: morph.readings(w) or ())
            out += [sp for sp in found if sp not in out]
        # A headless relative "quien(es)" that opens the sentence ("Quienes estuvieron escogidos
        # era muy orgulloso") always refers to people (RAE, *Nueva gramática* §44.5: "quien" has
        # no antecedent of its own there and denotes persons) and has no gender of its own; the
        # predicatives of the relative and of the main clause it is the subject of show the
        # group's gender, which no English word states ("Those who ..."): the pronoun is a
        # person span (the inflector's headless-relative rule changes those predicatives).
        if doc[0].lower_ in ("quienes", "quien") and len(doc) > 1 and (0, 1) not in out:
            out.append((0, 1))
        # A cardinal partitive on "ellos/ellas" ("Dos de ellos estaban cansados", "Los dos de
        # ellos son dentistas") with no noun before it in the sentence: the pronoun's group has
        # no antecedent there, so no word of the sentence fixes its gender (the English "of
        # them" genders nobody); the pronoun takes the group's gender, and so do the article of
        # "los dos" and the predicatives (RAE, *Nueva gramática* §19.7, partitives; §16.2).
        for tok in doc:
            if tok.lower_ not in ("ellos", "ellas") or tok.i < 2 or doc[tok.i - 1].lower_ != "de":
                continue
            num = doc[tok.i - 2]
            if num.lower_ not in _CARDINALS and not num.text.isdigit():
                continue
            if any(t.pos_ in ("NOUN", "PROPN") for t in doc[: num.i]):
                continue
            first = num.i - 1 if num.i > 0 and doc[num.i - 1].lower_ in ("los", "las") else num.i
            sp = (ws(doc[first]), ws(tok) + 1)
            if sp not in out:
                out.append(sp)
        # The indefinite pronouns of a person, "alguien" and "nadie", have no gender of their
        # own and no English word genders them: the predicatives they take ("alguien que no
        # estaba satisfecho", "nadie está preparado") are a person's gender that only the
        # target language marks, in every realisation.
        for tok in doc:
            if tok.lower_ not in _INDEFINITE_PERSONS or tok.pos_ != "PRON":
                continue
            for word in _subject_predicatives(tok):
                if word.morph.get("Gender") and word.morph.get("Gender") != ["Masc,Fem"]:
                    sp = (ws(word), ws(word) + 1)
                    if sp not in out:
                        out.append(sp)
        return sorted(out)

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """An aligned span that runs over a comma ("su obra, los constructores acabaron" for
        "builders" in "Orgulloso de su obra, los constructores acabaron la casa") is cut there: a
        noun phrase holds no clause boundary, and the words of the other piece belong to other
        phrases ("su obra" is a thing; flipping it made "su obro"). The piece kept is the one
        with the person nouns (:meth:`person_spans`), from its start to its last person noun;
        with none or several such pieces the span is kept as it is."""
        if not check_span(tokens, span):
            return span
        nouns = self.person_spans(tokens)
        cut = participle_span(tokens, span)  # "nombrado | el año" (es-inflect-33)
        # es-inflect-46: "Cansadas volvían | las enfermeras" (spanish_fronted_predicatives)
        span = fronted_subject_span(tokens, span, cut, nouns) if cut != span else cut
        span = cada_pronoun_span(tokens, span)  # "Cada | una fue entrevistada" (es-inflect-34)
        span = complement_span(tokens, span, nouns)  # "del autobús" (es-inflect-36)
        s, e = span
        if not check_span(tokens, span) or e - s < 2:
            return span
        words = [Word.parse(tokens[t]) for t in range(s, e)]
        cuts = [s + k + 1 for k, w in enumerate(words[:-1]) if any(c in w.post for c in ",;:")]
        if not cuts:
            return span
        bounds = [s, *cuts, e]
        pieces = [
            (a, max(q[1] for q in inside))
            for a, b in itertools.pairwise(bounds)
            if (inside := [q for q in nouns if a <= q[0] and q[1] <= b])
        ]
        if len(pieces) == 1:
            return pieces[0]
        # es-inflect-45: "Por ello, los ciudadanos": a leading connector (spanish_connector_pieces)
        morph = _morph()
        return span if morph is None or pieces else without_connectors(tokens, span, morph)

    def target_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The third-person subject pronouns ``él``/``ella``/``ellos``/``ellas`` (not after a
        preposition: "de ellos", "para ella" are the partitive's or an object's, left to their own
        rules). These pronouns show the gender of their antecedent (RAE, *Nueva gramática* §16.2
        and §16.4: the third-person personal pronouns have gender, which they take from the noun
        they refer to), so one that renders an English "they" ("pero ellos no fueron convencidos"
        after "Los ingenieros") follows the person it refers to; the realiser flips it with
        that person when the English genders nobody."""
        words = [Word.parse(t) for t in tokens]
        out: list[tuple[int, int]] = []
        for t, w in enumerate(words):
            if w.lower not in ("él", "ella", "ellos", "ellas"):
                continue
            prev = words[t - 1] if t > 0 else None
            if prev is not None and not prev.post.strip() and prev.lower in (*PREPOSITIONS, "al", "del"):
                continue
            out.append((t, t + 1))
        return out

    def prepositional_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.prepositional_pronouns` (es-inflect-24, closedes30): ``él``/``ella``
        right after a preposition (not "al"/"del", which take nouns). The stressed pronoun is
        the form the third person takes as the term of a preposition and has the gender of the
        noun it refers to (RAE, *Nueva gramática* §16.2 and §16.4), so "me alegro por ella"
        follows the colleague a singular "them" stands for; the complement of
        :meth:`target_subject_pronouns`."""
        words = [Word.parse(t) for t in tokens]
        return [
            (t, t + 1)
            for t, w in enumerate(words)
            if t > 0
            and w.lower in ("él", "ella")
            and not w.pre
            and not words[t - 1].post.strip()
            and words[t - 1].lower in PREPOSITIONS
        ]

    def dropped_subject_predicatives(self, tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
        """:meth:`Inflector.dropped_subject_predicatives` from spaCy's parse: a clause whose
        head or copula/auxiliary is a third-person finite form and that has no subject, with
        the words that agree with that subject (:func:`_predicatives`: "se sentían generosos",
        "podrían ser evaluados"); a relative clause's (its subject is the relative pronoun's
        antecedent) and a clause with nothing gendered give none. Nothing without spaCy."""
        return self._subjectless_predicatives(tokens, "3")

    def speaker_predicatives(self, tokens: Sequence[str], person: str) -> list[list[tuple[int, int]]]:
        """:meth:`Inflector.speaker_predicatives` (es-inflect-24, closedes30): as
        :meth:`dropped_subject_predicatives`, for copular clauses whose finite verb is of the
        first (``person`` "1") or second ("2") person, read on Apertium's analyses
        (:func:`fairmt.inflect.spanish_clitics.speaker_predicatives`: the small parser takes
        "Estoy" for the subject of "contenta") ("Estoy contenta con el resultado"): Spanish
        drops the speaker's and the addressee's subject pronoun as it drops the third person's,
        and the predicatives agree with that tacit subject (RAE, *Nueva gramática* §33.1,
        §38.2)."""
        return speaker_predicatives(tokens, person)

    def _subjectless_predicatives(self, tokens: Sequence[str], person: str) -> list[list[tuple[int, int]]]:
        doc = parse(" ".join(tokens))
        if doc is None:
            return []
        starts = token_starts(tokens)
        out: list[list[tuple[int, int]]] = []
        for head in doc:
            # es-inflect-49: a bare adjective the parse files as the verb's subject is the tacit
            # subject's predicative ("Se marcharon contentas": spanish_adjective_subjects).
            misfiled = [c for c in head.children if misfiled_adjective_subject(head, c)]
            if head.dep_ in ("acl", "acl:relcl") or any(
                c.dep_ in ("nsubj", "nsubj:pass", "csubj", "expl:pass") and c not in misfiled
                for c in head.children
            ):
                continue
            finite = [head, *(c for c in head.children if c.dep_ in ("cop", "aux", "aux:pass"))]
            if not any(
                x.morph.get("Person") == [person] and x.morph.get("VerbForm") == ["Fin"] for x in finite
            ):
                continue
            preds = _predicatives(head) + misfiled
            words = [
                w
                for w in preds
                if _genders(w) in (["Masc"], ["Fem"])
                # (es-inflect-21: a conjunct "contentas" is among the predicatives now, §31.3)
                and (
                    w.pos_ != "NOUN"
                    or _only_adjective(w.lower_)
                    or (w.dep_ == "conj" and _adjective_not_noun(w))
                    or w in misfiled
                )
            ]
            # es-inflect-16: an adjective or participle coordinated with a predicative and with
            # no copula, subject or determiner of its own predicates of the same tacit subject
            # ("Estaban cansadas pero contentas"; RAE, Nueva gramática §33.4 and §31.3,
            # coordinated predicatives share their subject). The small model tags some as nouns
            # or verbs ("contentas"): Apertium's adjective reading decides then.
            words += [
                c
                for w in preds
                for c in w.children
                if c.dep_ == "conj"
                and c not in preds
                and _genders(c) in (["Masc"], ["Fem"])
                and (c.pos_ == "ADJ" or "Part" in c.morph.get("VerbForm") or _adjective_reading(c.lower_))
                and not any(
                    x.dep_ in ("cop", "aux", "aux:pass", "nsubj", "nsubj:pass", "det") for x in c.children
                )
            ]
            if person == "3" and things_only_before(
                finite, tokens, self.thing_noun, [_genders(w) for w in words]
            ):
                continue  # es-inflect-50: "Lavó las camisas y quedaron limpias" (the shirts)
            spans = sorted({(bisect_right(starts, w.idx) - 1,) * 2 for w in words})
            if spans:
                out.append([(a, a + 1) for a, _ in spans])
        return out

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the gender-variable person nouns in ``tokens``: a noun after a
        determiner (or opening the sentence) that the lexicon of pairs lists, or whose Apertium
        lemma has a form in the other gender (``clienta`` -> ``cliente<n><f>``, ``las
        encuestadas`` -> ``encuestado<n><f><pl>``), and the common-gender nouns (the listed
        epicenes, and nouns Apertium reads only as ``<mf>``: ``la contable``, ``el periodista``),
        whose determiner shows the gender; and (es-inflect-17) a bare noun with a pair right
        after a form of "ser" or "como" (``fue profesora``, ``trabajó como enfermera``: the
        subject's role, NGLE §37.7-37.8). Things (``la casa``: one gender, no pair) and words
        read only as verbs are left out. The
        realiser gives these to person cues whose alignment found no person; a language
        without Apertium's dictionaries gets the lexicon's nouns only."""
        morph = _morph()
        if morph is not None:
            morph.analyse(Word.parse(t).lower for t in tokens)
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]

        def modifier(k: int, listed: bool = True) -> bool:
            # A prenominal adjective of the word after it, with no punctuation between ("el
            # joven abogado", "la nueva directora", "su querida casa"). ``listed``: a listed
            # prenominal adjective counts whatever follows it (the walk back to a determiner);
            # else the next word must be a plain noun (to skip "joven" as the person).
            if k + 1 >= len(words) or words[k].post or not words[k].lower.isalpha():
                return False
            low, nxt = words[k].lower, words[k + 1].lower
            if listed and low in _PREADJECTIVES:
                return True
            if morph is None or not nxt.isalpha():
                return False
            # The next word must be a plain noun (or a noun that is also a participle:
            # "abogado"), not an adverb or an adjective of its own ("la joven ayer").
            after = morph.readings(nxt) or ()
            plain = all(r.pos == "n" or (r.pos == "vblex" and "pp" in r.tags) for r in after)
            return bool(after) and plain and (low in _PREADJECTIVES or _adjective_of(morph, low, nxt))

        def determined(t: int) -> bool:
            # A determiner before ``t``, past up to two prenominal adjectives.
            k = t - 1
            while k >= 0 and k > t - 3 and words[k].lower not in DETS and modifier(k):
                k -= 1
            if k >= 0 and (words[k].lower in DETS or words[k].lower in ("al", "del")) and not words[k].post:
                return True
            # es-inflect-40: or across coordinated prenominal adjectives ("Una nueva divertida y
            # cautivadora actriz"): the words before ``t`` are the prenominal modifiers that
            # spanish_prenominal_span found a determiner for, and ``t`` (not one of them) their noun
            return t - 1 in prenominal

        def bare_predicate(t: int) -> bool:
            # The word before is a form of "ser" or "como", with no punctuation between; or the
            # pseudo-copulative "convertirse en" and "hacerse" ("se convirtió en coeditora", "se
            # hizo enfermera": NGLE §38.2, their attribute as that of "ser").
            before = words[t - 1]
            if before.post:
                return False
            if before.lower in _BARE_PREDICATE_HEADS:
                return True
            if t >= 3 and before.lower in ("y", "e", "o", "u") and not words[t - 2].post:
                # The second of two coordinated bare attributes ("trabajó como dentista y
                # entrenadora": NGLE §31.3, coordinated attributes share their predicate).
                return words[t - 2].lower.isalpha() and bare_predicate(t - 2)
            if t >= 2 and before.lower == "en" and not words[t - 2].post:
                return words[t - 2].lower.startswith(("convirt", "convert"))
            return t >= 2 and before.lower in _HACERSE and words[t - 2].lower in ("se", "me", "te")

        # es-inflect-39: an adjective between a noun and its determiner is no person of its own
        # ("Este atractivo y tranquilo jugador": spanish_prenominal_span).
        prenominal = prenominal_modifiers(tokens) if morph is not None else set()
        for t, w in enumerate(words):
            low = w.lower
            if len(low) < 3 or not low.isalpha() or (t > 0 and w.core[:1].isupper()) or t in prenominal:
                continue
            det = t > 0 and determined(t)
            if not det and t > 0 and bare_predicate(t):
                # es-inflect-17: a bare noun right after a copula or "como" ("fue profesora",
                # "trabajó como enfermera", NGLE §37.7-37.8) is the subject's role: a person
                # noun when it has a form in the other gender and is no adjective or participle
                # ("era alta", "fue elegida" stay out; "es parte", "fue noticia" have no pair).
                if low in LEXICON or low in LEXICON_F:
                    out.append((t, t + 1))
                    continue
                if morph is None:
                    continue
                rs = morph.readings(low) or ()
                nouns = [r for r in rs if r.pos == "n" and r.gender in ("m", "f")]
                # (After "como" a participle or adjective reading of a word that is also a
                # person noun with a pair is the noun: "trabajó como abogado", "se formó como
                # marinera"; after "ser", "fue elegida" and "era alta" stay out.)
                como = words[t - 1].lower == "como"
                verbal = [r for r in rs if r.pos != "n" and not (como and ("pp" in r.tags or r.pos == "adj"))]
                if not nouns or verbal or morph.fixed_gender_noun(low):
                    continue
                other = "m" if nouns[0].gender == "f" else "f"
                form = morph.generate([nouns[0].swapped(other)])[nouns[0].swapped(other)]
                if form is not None and form != low:
                    out.append((t, t + 1))
                continue
            # es-inflect-23: after a possessive of no gender ("mi nieta", "tus vecinas") only a
            # noun with a form in the other gender, whose own ending shows the gender.
            mine = (
                not det and t > 0 and words[t - 1].lower in GENDERLESS_POSSESSIVES and not words[t - 1].post
            )
            if not det and t > 0 and not mine:
                continue  # "nuevas técnicas", "registro de invitados": not a person's phrase
            if mine and not _translates_person(low):
                continue  # "su gato": a pair, but an animal's ("their cat")
            if modifier(t, listed=False) and low not in EPICENE and low not in LEXICON:
                continue  # an adjective before its noun ("el joven abogado"): the noun is the person
            if low in LEXICON or low in LEXICON_F or low in PLURAL_LEXICON or low in PLURAL_LEXICON_F:
                out.append((t, t + 1))
                continue
            if mine and (low in EPICENE or low in EPICENE_PL):
                continue  # "mi colega": no word shows the gender
            if low in EPICENE or low in EPICENE_PL:
                feminine_det = words[t - 1].lower in _FEMININE_DETS if t > 0 else False
                if feminine_det and morph is not None and _feminine_thing(morph, low):
                    # es-inflect-32: a feminine thing of the same form ("una guía" is also the
                    # book, NGLE §2.4 on homographs): no person span without a cue for it.
                    continue
                out.append((t, t + 1))  # a listed common-gender person noun ("la colega")
                continue
            if morph is None:
                continue
            rs = morph.readings(low) or ()
            if det and not rs and self._paired_noun(low):
                # es-inflect-38 (es44): an agent noun in -dor/-dora that the dictionary lacks, after a
                # determiner ("la rehabilitadora", "las buceadoras"), as in a list of roles
                # (:meth:`_paired_noun`: the suffix makes person nouns of both genders, NGLE §6.4)
                out.append((t, t + 1))
                continue
            readings = [r for r in rs if r.pos == "n"]
            if readings and all(r.gender == "mf" for r in readings) and det and words[t - 1].lower != "lo":
                # A common-gender noun (Apertium's <mf>: "la contable", "los periodistas"): a person
                # whose determiner shows the gender, which a realisation changes.
                out.append((t, t + 1))
                continue
            nouns = [r for r in readings if r.gender in ("m", "f")]
            if not nouns or morph.fixed_gender_noun(low):
                continue
            if t + 1 < len(words) and not w.post and _before_noun(morph, low, words[t + 1].lower):
                continue  # an adjective before its noun: "los altos costes", "la segunda ronda"
            other = "m" if nouns[0].gender == "f" else "f"
            form = morph.generate([nouns[0].swapped(other)])[nouns[0].swapped(other)]
            if form is not None and form != low:
                out.append((t, t + 1))
        if morph is not None:  # "Las interesadas deben llamarnos" (nominalised_subjects)
            found = nominalised_subject_spans(tokens, lambda w: morph.readings(w) or ())
            out += [sp for sp in found if sp not in out]
        return out

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """es-inflect-19: person nouns that are conjuncts of a person noun a realisation changes:
        members of one list of roles joined by a list comma, "y/e/o/u" or "así como" ("trabajó
        como consultora, periodista, profesora, escritora y oradora"; "pintora de género y
        grabadora de media tinta"; "así como una instructora de baile"). Coordinated attributes
        and predicatives share their predicate and name the same person (RAE, *Nueva gramática*
        §31.3 and §37.7), so a noun of the same gender joined to a person noun is that person's,
        where the English word behind it was missed ("speaker", "engraver"). Between the two
        nouns only the earlier member's postnominal adjectives or a "de" complement with no
        person noun in it ("de media tinta", "de una galería"), then the separator, then an
        article or a listed prenominal adjective of the later noun. The later noun needs a form
        in the other gender (:meth:`_paired_noun`) and the gender of the noun it joins; nouns a
        cue covers (``kept``, fixed by the English) and words outside such a chain are left
        alone; the chain grows from each noun added, both ways."""
        morph = _morph()
        if morph is None or not spans:
            return []
        words = [Word.parse(t) for t in tokens]
        taken = [*spans, *kept]

        def gender(t: int) -> str | None:
            low = words[t].lower
            if low in LEXICON:
                return "m"
            if low in LEXICON_F:
                return "f"
            rs = morph.readings(low) or ()
            if not rs and low.endswith(AGENT_SUFFIXES):
                return agent_gender(low)
            gs = {r.gender for r in rs if r.pos == "n"}
            return next(iter(gs)) if len(gs) == 1 and gs <= {"m", "f"} else None

        def complement(gap: list[Word]) -> bool:
            # The earlier member's own words: postnominal adjectives, or "de" + a short phrase
            # with no person noun in it.
            if not gap:
                return True
            if gap[0].lower in ("de", "del"):
                rest = gap[1:]
                return (
                    len(rest) <= 3
                    and bool(rest)
                    and all(g.lower.isalpha() and g.lower not in _LIST_SEPARATORS for g in rest)
                    # (a capitalised word is part of a name or title: "de Estudios Americanos")
                    and not any(self._paired_noun(g.lower) and not g.core[:1].isupper() for g in rest)
                )
            return all(_only_adjective(g.lower) for g in gap) and len(gap) <= 2

        def joined(a: int, b: int) -> bool:
            # Nouns a < b of one list: [complement of a] separator [article/adjective] b.
            if b - a > 8 or words[b].pre:
                return False
            k = b - 1
            while (
                k > a and (words[k].lower in DETS or words[k].lower in _PREADJECTIVES) and not words[k].post
            ):
                k -= 1  # the later noun's article and listed prenominal adjectives
            # The separator: a comma after the word before it, "y/e/o/u" (after a comma or
            # not), "así como" (after a comma).
            if words[k].lower in ("y", "e", "o", "u") and not words[k].post and not words[k].pre:
                end = k - 1
                if end >= a and words[end].post.strip() not in ("", ","):
                    return False
            elif words[k].lower == "como" and k - 1 > a and words[k - 1].lower == "así":
                end = k - 2
                if words[end].post.strip() != ",":
                    return False
            elif k == b - 1 or words[k].post.strip() == ",":
                end = k if words[k].post.strip() == "," else -1
                if end < a:
                    return False
            else:
                return False
            mid = words[a : end + 1]
            if any(w.post.strip() for w in mid[:-1]) or any(w.pre for w in mid[1:]):
                return False
            return complement(mid[1:])

        def candidate(t: int, g: str) -> bool:
            if (
                any(x <= t < y for x, y in taken)
                or not words[t].lower.isalpha()
                or words[t].core[:1].isupper()
            ):
                return False
            if t > 0 and thing_adjective(t):
                return False
            return self._paired_noun(words[t].lower) and gender(t) == g

        def thing_adjective(t: int) -> bool:
            # es-inflect-38 (es44): a word with an adjective reading right after a noun of one
            # gender with no pair, no punctuation between, is that thing's postnominal adjective
            # ("el centro médico y el doctor": "médico" is the centre's, no list of roles; NGLE
            # §13.2, the qualifying adjective follows its noun).
            prev = words[t - 1]
            if prev.post or words[t].pre or not prev.lower.isalpha():
                return False
            return morph.fixed_gender_noun(prev.lower) and any(
                r.pos == "adj" for r in morph.readings(words[t].lower) or ()
            )

        out: list[tuple[int, int]] = []
        # Each span's noun: its first word with a gender of its own and a pair ("Profesora de
        # Estudios Americanos": "Profesora").
        heads = [
            next(
                (t for t in range(*s) if gender(t) is not None and self._paired_noun(words[t].lower)),
                s[1] - 1,
            )
            for s in spans
            if check_span(tokens, s)
        ]
        queue = [(t, g) for t in heads if (g := gender(t)) is not None]
        done = {t for t, _ in queue}
        while queue:
            d, g = queue.pop()
            for t in range(max(0, d - 9), min(len(words), d + 10)):
                if t in done or not (joined(d, t) if d < t else joined(t, d) if t < d else False):
                    continue
                if candidate(t, g):
                    out.append((t, t + 1))
                    done.add(t)
                    queue.append((t, g))
        return sorted(out)

    def _paired_noun(self, low: str) -> bool:
        """Whether ``low`` is a person noun with a form in the other gender: the lexicon of pairs,
        or a noun Apertium reads with one gender and generates in the other, that is no finite
        verb form and no noun of a gender of its own ("casa", "persona")."""
        if low in LEXICON or low in LEXICON_F:
            return True
        morph = _morph()
        if morph is None or len(low) < 3:
            return False
        rs = morph.readings(low) or ()
        if not rs and low.isalpha():
            # An agent noun in -dor/-dora that the dictionary lacks ("subastadora", "entintador"):
            # the suffix makes person nouns with both genders (RAE, *Nueva gramática* §2.5 and
            # §6.4, -dor/-dora); the inflector's endings realise it.
            return len(low) > 5 and low.endswith(AGENT_SUFFIXES)
        nouns = [r for r in rs if r.pos == "n" and r.gender in ("m", "f")]
        if (
            not nouns
            or any(r.pos == "vblex" and "pp" not in r.tags for r in rs)
            or morph.fixed_gender_noun(low)
        ):
            return False
        other = nouns[0].swapped("m" if nouns[0].gender == "f" else "f")
        form = morph.generate([other])[other]
        return form is not None and form != low

    def thing_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.thing_noun` by Apertium's Spanish dictionary: a one-word span read
        as a noun and never as an adjective or a participle (``punto`` of "a punto", ``hambre``
        of "tener hambre"), that no lexicon lists as a person and that has no form in the other
        gender (``camarero`` has ``camarera``: "trabaja de camarero" still changes). A span that
        is one of the RAE's adverbial locutions (:data:`_LOCUTIONS`, "a punto", "de acuerdo"),
        or its noun after its preposition, is such a thing noun too."""
        if check_span(tokens, span) and span[1] - span[0] == 2:
            pair = (Word.parse(tokens[span[0]]).lower, Word.parse(tokens[span[0] + 1]).lower)
            if pair in _LOCUTIONS:
                return True  # the whole locution aligned to "ready"
        morph = _morph()
        if morph is None or not check_span(tokens, span) or span[1] - span[0] != 1:
            return False
        low = Word.parse(tokens[span[0]]).lower
        if not low.isalpha():
            return False
        prev = Word.parse(tokens[span[0] - 1]).lower if span[0] > 0 else ""
        if (prev, low) in _LOCUTIONS:
            return True  # "Eres a punto": the noun of an adverbial locution, never a person
        morph.analyse([low])
        rs = morph.readings(low) or ()
        nouns = [r for r in rs if r.pos == "n"]
        if not nouns or any(r.pos == "adj" or "pp" in r.tags for r in rs):
            return False
        if low in LEXICON or low in LEXICON_F or low in PLURAL_LEXICON or low in PLURAL_LEXICON_F:
            return False
        if low in EPICENE or low in EPICENE_PL or any(r.gender == "mf" for r in nouns):
            return False  # a common-gender noun ("periodista") may be a person
        for r in nouns:
            if r.gender not in ("m", "f"):
                return False
            other = r.swapped("m" if r.gender == "f" else "f")
            form = morph.generate([other])[other]
            if form is not None and form != low:
                return False  # a pair ("camarero"/"camarera"): a person noun
        return True


def _before_noun(morph: Any, word: str, nxt: str) -> bool:
    """An adjective that agrees with the noun after it ("altos costes"), or (es-inflect-31) an
    ordinal before its noun (:mod:`fairmt.inflect.spanish_ordinals`)."""
    return _adjective_of(morph, word, nxt) or ordinal_before_noun(morph, word, nxt)
