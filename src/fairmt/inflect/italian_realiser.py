"""Realising an Italian person span in a gender: a layer of the Italian inflector.

:class:`ItalianRealiser` holds ``realise`` and ``_realise_span``: the span rules, guarded and
completed by Apertium's Italian dictionary (only people change; locutions, thing nouns, a
noun of one grammatical gender and "membro" keep their form), then everything that agrees with
the realised phrase (the subject's predicate, participle chains, floating quantifiers,
detached predicatives, ordinals, the elective predicative), and the object clitic before a
compound tense of *avere* ("lo avrebbe lasciato" -> "l'avrebbe lasciata"). Moved verbatim from
:mod:`fairmt.inflect.italian` (no behaviour change); the layers are described there, under
"Layout".
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.clause_final_predicatives import IT_WORDS, clause_final_predicatives
from fairmt.inflect.french import _after_avere, _bare
from fairmt.inflect.italian_adverbs import after_adverbs, keep_degree_adverbs
from fairmt.inflect.italian_agreement import _FLOATING, GROUP_NUMERALS
from fairmt.inflect.italian_avere_participles import keep_avere_participles
from fairmt.inflect.italian_clauses import clitic_participle
from fairmt.inflect.italian_common_persons import spanish_common_person
from fairmt.inflect.italian_control import controlling_enclitic
from fairmt.inflect.italian_copula_adverbs import adjectival_noun, copula_past_adverbs, right_after_copula
from fairmt.inflect.italian_copular_homographs import copular_verb_homograph
from fairmt.inflect.italian_cue_spans import _INVARIANT_RELATIVE_HEADS, _QUANTIFIER_SUBJECTS
from fairmt.inflect.italian_dative import dative_control, dative_span, opens_dative
from fairmt.inflect.italian_essere_predicates import after_essere, epicene_noun
from fairmt.inflect.italian_floating import floating_chain
from fairmt.inflect.italian_forms import enclitic_form
from fairmt.inflect.italian_fronted import fronted_attributes
from fairmt.inflect.italian_group_words import (
    essere_participle_before,
    numeral_group_article,
    predeterminer_before_pronoun,
)
from fairmt.inflect.italian_lexicon import INVARIANT_LOCUTIONS as _INVARIANT_LOCUTIONS
from fairmt.inflect.italian_lexicon import _agentive
from fairmt.inflect.italian_member_appositions import member_apposition
from fairmt.inflect.italian_ordinals import coordinated_ordinal, per_ordinal
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_phrase_agreement import (
    ItalianPhraseAgreement,
    _group_quantifier,
    _possessive_after,
)
from fairmt.inflect.italian_predicate_gaps import head_takes_insert
from fairmt.inflect.italian_predicative_conjuncts import predicative_conjuncts
from fairmt.inflect.italian_quantity import QUANTITY_NOUNS, quantity_before, verb_number_after
from fairmt.inflect.italian_relative_superlative import superlative_article
from fairmt.inflect.italian_secondary_predicate import secondary_predicate
from fairmt.inflect.italian_specificational import specificational_subject
from fairmt.inflect.italian_thing_homographs import predicative_homograph
from fairmt.inflect.italian_title_abbreviations import title_stops
from fairmt.inflect.italian_words import (
    _AVERE,
    _COPULAS,
    _ESSERE_PARTICIPLES,
    _OBJECT_CLITICS,
    DETS,
    ESSERE,
    GRAMMATICAL_GENDER_PERSONS,
    INVARIANT_PERSONS,
    MASCULINE_FOR_WOMEN,
    _partitive,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.relative_articles import relative_article
from fairmt.inflect.romance_binomials import binomial_agreement


def _heads(p: Piece) -> bool:
    """Whether a piece may head the span's phrase: a content word, a pronoun, or a demonstrative
    that heads a relative ("quelle che", it-inflect-41)."""
    return p.kind in ("content", "pron") or "relative_head" in p.info


def _member_noun(pieces: Sequence[Piece]) -> bool:
    """Whether the span's phrase is headed by a noun of :data:`italian_words.MASCULINE_FOR_WOMEN`
    (it-inflect-52): its first content word, or the one right after an adjective that opens it
    ("Il nuovo membro", one the dictionary reads only as an adjective); not "membro" in apposition
    to another noun ("lo Stato membro", "i tecnici membri"; italian_member_appositions)."""
    words = [p for p in pieces if p.kind == "content"]
    if not words:
        return False
    if words[0].word in MASCULINE_FOR_WOMEN:
        return True
    morph = morphology("it")
    return (
        len(words) > 1
        and words[1].word in MASCULINE_FOR_WOMEN
        and words[1].tok == words[0].tok + 1
        and morph is not None
        and {r.pos for r in morph.readings(words[0].word)} == {"adj"}
    )


def _essere_in_span(pieces: Sequence[Piece], head_tok: int) -> int | None:
    """The token of a finite form of *essere* inside a cue's span after its head noun, with a
    content word (its predicative) after it in the span ("I volontari erano stanchi"), or
    ``None``."""
    for i, p in enumerate(pieces):
        if p.tok <= head_tok or p.word not in ESSERE or p.word in _ESSERE_PARTICIPLES:
            continue
        if any(q.kind in ("content", "pron") for q in pieces[i + 1 :]):
            return p.tok
        return None
    return None


def _before_fixed_gender_noun(pieces: Sequence[Piece]) -> bool:
    """it-inflect-50: whether the span's content words are adjectives before a noun of one
    grammatical gender for every referent ("una grande persona", "una giovane vittima"): they
    agree with the noun, never with the referent (:data:`GRAMMATICAL_GENDER_PERSONS`), so
    nothing changes (it was "un grande persona")."""
    morph = morphology("it")
    content = [p.word for p in pieces if p.kind == "content"]
    if morph is None or len(content) < 2 or content[-1] not in GRAMMATICAL_GENDER_PERSONS:
        return False
    return all(any(r.pos == "adj" for r in morph.readings(w)) for w in content[:-1])


def _elide_clitic(out: list[str], k: int) -> list[str]:
    """``out`` with the object clitic "lo"/"la" at ``k`` elided before the form of *avere* after it
    ("la aveva" -> "l'aveva", "la ha" -> "l'ha"; :meth:`ItalianInflector._clitic_compound`)."""
    clitic, aux = Word.parse(out[k]), Word.parse(out[k + 1])
    if clitic.core.lower() not in ("lo", "la") or clitic.post or aux.pre or aux.core.lower() not in _AVERE:
        return out
    elided = clitic.pre + ("L'" if clitic.core[:1].isupper() else "l'") + out[k + 1]
    return [*out[:k], elided, *out[k + 2 :]]


class ItalianRealiser(ItalianPhraseAgreement):
    """Layer 8 of :class:`~fairmt.inflect.italian.ItalianInflector`: ``realise``."""

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """:meth:`_realise_span`, then the second member of a fixed binomial whose first it changed
        ("sane e salve": :mod:`fairmt.inflect.romance_binomials`, it-inflect-44); a span of one
        participle it changed (a dropped subject's) takes the elective predicative after it along
        ("Era considerata la favorita": :mod:`fairmt.inflect.italian_elective_predicative`)."""
        out = self._realise_span(tokens, span, gender)
        if out is None:
            return None
        out = title_stops(tokens, out)  # "Sig." <-> "Sig.ra" (it-inflect-50)
        out = keep_avere_participles(tokens, out, span)  # "hanno tolto" stays (it-inflect-50)
        if out == list(tokens):
            return None
        # it-inflect-50: a clitic realised inside a longer span elides before *avere* too
        # ("Suo padre lo aveva lasciato" -> "Sua madre l'aveva lasciata"; _clitic_compound). An
        # elided article before it may have merged or split tokens ("Un amico" -> "Un'amica"):
        # out[k] is tokens[k + shift], checked on the auxiliary after it, which keeps its form.
        shift = len(tokens) - len(out)
        for k in range(min(span[1] - shift, len(out)) - 2, span[0] - shift - 1, -1):
            j = k + shift
            if j < 0 or out[k] == tokens[j] or out[k + 1] != tokens[j + 1]:
                continue
            if Word.parse(tokens[j]).core.lower() in ("lo", "la"):
                out = _elide_clitic(out, k)
        e = span[1]
        one = len(out) == len(tokens) and out[e - 1] != tokens[e - 1]
        if gender in ("F", "M") and one and e < len(out) and out[e] == tokens[e]:
            elective = self._elective_predicative(out, e, gender)
            if elective is not None:
                out = elective
            elif e - span[0] <= 2:
                # it-inflect-47: a dropped subject's participle takes the predicative after its
                # place complement along ("Sono andate a casa contente"), as a subject's does
                # (italian_secondary_predicate)
                out = list(out)
                secondary_predicate(out, e, gender, self.CONTRACTIONS)
        if gender in ("F", "M") and one and e - span[0] == 1:
            out = predicative_conjuncts(tokens, out, e - 1, gender)  # it-inflect-60: "sudata ma contenta"
        return binomial_agreement("it", tokens, out)

    def _realise_span(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        """The span rules, guarded and completed by Apertium's Italian dictionary.

        * Only people change: a head noun that the dictionary knows with one gender and no
          form in the other (``tessuto``, ``bisogno``, ``abitazione``) or only as a verb form is
          no person reference, and nothing changes; ``qualcuno`` keeps its form.
        * An adjective or participle alone is realised as asked: Italian drops its subject
          pronouns, and a lone participle is often the only word that shows a person's gender
          ("È nata a Roma").
        * Then the predicate of the clause whose subject is the span (``La contribuente si è
          incontrata``, ``qualcuno che non era soddisfatto``, ``si è offerta volontaria``):
          the participles and adjectives after a form of *essere*, in the same clause, take
          ``gender``, each form checked by the dictionary (:meth:`_predicate`).
        """
        if not check_span(tokens, span):
            return None
        if gender == "N":
            return None
        if member_apposition(tokens, span, self.person_noun):
            return None  # it-inflect-51: "un altro Stato membro" (italian_member_appositions)
        compound = self._clitic_compound(tokens, span, gender)
        if compound is not None:
            return compound
        dative = dative_span(tokens, span, ESSERE)  # "Ai lettori | è stato chiesto" (it-inflect-32)
        control = dative_control(tokens, dative[1], ESSERE) if opens_dative(tokens, span[0]) else None
        span = dative
        span = self._relative_head(tokens, self._before_locution(tokens, span))
        s, e = span
        ps = self.phrase_span(tokens, span)[0]
        phrase = " ".join(Word.parse(t).core.lower() for t in tokens[ps:e])
        phrase_words = phrase.split()
        if (
            phrase in _INVARIANT_LOCUTIONS
            or (
                ps == s
                and s > 0
                and f"{Word.parse(tokens[s - 1]).core.lower()} {phrase}" in _INVARIANT_LOCUTIONS
            )
            # it-inflect-39: a span on the locution's preposition alone ("al" of "al corrente") or
            # one that takes in the copula before it ("essere al corrente")
            or (e < len(tokens) and f"{phrase} {Word.parse(tokens[e]).core.lower()}" in _INVARIANT_LOCUTIONS)
            or any(f"{a} {b}" in _INVARIANT_LOCUTIONS for a, b in itertools.pairwise(phrase_words))
        ):
            return None  # "Penso che siano nel giusto": a locution, no predicative
        _, pieces = self.parse(tokens, s, e)
        head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
        head_at = next((p.tok for p in pieces if p.word == head), s)
        morph = morphology("it")
        if morph is not None and e - s == 1 and head is not None and predicative_homograph(tokens, s):
            # it-inflect-42: "Si sentivano sole" -> "soli": the adjective, not the noun "sole"
            # (italian_thing_homographs.predicative_homograph)
            form = morph.agree(head, gender)
            if form is None or form == head:
                return None
            return [*tokens[:s], Word.parse(tokens[s]).render(form), *tokens[e:]]
        if (
            head is not None
            and morph is not None
            and not self._known_person(head)
            and (
                (
                    morph.only_verb(head)
                    and enclitic_form(head, "F") is None
                    and enclitic_form(head, "M") is None
                    # a first-person present in -o is also an adjective the dictionary may
                    # lack ("calmo", "invalido")
                    and not any("p1" in r.tags for r in morph.readings(head))
                    # it-inflect-47: and so is a present in -a after a copula ("sono calma")
                    and not (Word.parse(tokens[s]).core.lower() == head and copular_verb_homograph(tokens, s))
                )
                or (
                    morph.fixed_gender_noun(head)
                    and "-" not in head
                    and not _agentive(head)
                    and (
                        _bare(tokens, pieces, head, _COPULAS, DETS)
                        # it-inflect-51: after the copula a thing noun stays too ("è oggetto di
                        # scherzi"), unless it may be the adjective ("sono soggetti a"; a person
                        # noun the lexicon lacks keeps agreeing: italian_copula_adverbs)
                        or (
                            right_after_copula(tokens, head_at, _COPULAS)
                            and not adjectival_noun(tokens, head_at)
                            and not self.person_noun(head)
                        )
                    )
                    # it-inflect-51: "sono talvolta soggetti a", not "è spesso oggetto di"
                    # (italian_copula_adverbs.adjectival_noun)
                    and not (
                        copula_past_adverbs(tokens, s, _COPULAS, ADVERBS) and adjectival_noun(tokens, head_at)
                    )
                    # it-inflect-48: "una squadra di poliziotti" (italian_common_persons)
                    and not spanish_common_person(head)
                )
            )
        ):
            return None
        if (
            head is not None
            and _after_avere(tokens, pieces, head, _AVERE, _OBJECT_CLITICS)
            # it-inflect-22: not a noun that the dictionary has no participle for, the object
            # of *avere* ("di avere studenti a Sydney"), which agrees with its person
            and not (
                morph is not None
                and morph.noun_readings(head)
                and not any("pp" in r.tags for r in morph.readings(head))
                and self._nominal_participle(head, "M") is None  # "ha ferito": the participle
            )
        ):
            return None
        if self._not_the_persons(tokens, (s, e)):
            # "la settimana scorsa": the adjective is the week's; "potesse essere rilasciato un
            # badge": the participle is the badge's.
            return None
        quantity = any(p.word in QUANTITY_NOUNS for p in pieces)
        if quantity and verb_number_after(tokens, e) != "pl":
            return None  # "La maggior parte è rimasta sorpresa" agrees with "parte" (italian_quantity)
        fixed = head in GRAMMATICAL_GENDER_PERSONS or _before_fixed_gender_noun(pieces)
        # it-inflect-52: "un membro" stays for a woman, its article and adjectives with it ("Il nuovo
        # membro", never "La nuova membro"), but the person's predicate agrees by meaning ("è stata
        # accolta"; italian_words.MASCULINE_FOR_WOMEN): the phrase is put back below
        masculine_noun = _member_noun(pieces) and super().gender_of(tokens, span) == "M"
        # it-inflect-50: also their plurals ("le guide") and adjectives before them ("una grande persona")
        out = None if head in INVARIANT_PERSONS or fixed else super().realise(tokens, span, gender)
        if out is not None and len(out) == len(tokens) and quantity:
            out[ps:e] = tokens[ps:e]  # "La maggior parte" keeps its article (italian_quantity)
        if out is not None and len(out) == len(tokens) and masculine_noun:
            first = next((p.tok for p in pieces if _heads(p)), None)
            verb = _essere_in_span(pieces, first) if first is not None else None
            stop = e if verb is None else verb
            out[ps:stop] = tokens[ps:stop]  # "Il nuovo membro | è stata accolta" (it-inflect-52)
        if out is not None and len(out) == len(tokens):
            # it-inflect-19: an adjective after the span that stands before a noun it agrees
            # with as it is ("fu assunto ultima settimana") is that noun's attributive, not
            # the span's (Serianni V.27); it keeps its form.
            for k in range(e, min(len(tokens), e + 3)):
                if out[k] != tokens[k] and self._before_its_noun(tokens, k):
                    out[k] = tokens[k]
            if out == list(tokens):
                out = None
        was = self.gender_of(tokens, span)
        if masculine_noun and was is None:
            # it-inflect-52: "È un membro del comitato ed è molto stanco": the noun says nothing of
            # the person, the words that agree by meaning go to ``gender`` (what is one already stays)
            was = "M" if gender == "F" else "F"
        quantifier = -1
        if out is not None and was in ("F", "M") and was != gender:
            out, quantifier = _partitive(tokens, out, self.phrase_span(tokens, span)[0], was, gender)
            # it-inflect-39: ", senza la quale" after the person's phrase (relative_articles)
            out = relative_article(tokens, out, self.phrase_span(tokens, span)[1], gender, "it")
        head_tok = next((p.tok for p in pieces if _heads(p)), None)
        if out is not None and head_tok is not None and len(out) == len(tokens):
            core = Word.parse(tokens[head_tok]).core
            if len(core) > 1 and core.isupper() and "'" not in core:
                out[head_tok] = tokens[head_tok]  # an acronym serves both genders ("la CEO")
        base = out if out is not None else list(tokens)
        if morph is not None and head_tok is not None and not fixed:
            # Words merge or split only inside the span ("Un amico" -> "Un'amica"). The
            # predicate follows the phrase's last word, not a prenominal adjective ("Il nuovo
            # traduttore è stato assunto").
            last_tok = max(p.tok for p in pieces if _heads(p))
            essere = _essere_in_span(pieces, head_tok)
            if essere is not None:
                # it-inflect-19: the span holds the subject's verb and predicative ("I volontari
                # erano stanchi" for "volunteers"): the predicate is found from the verb on, so
                # a predicative coordinated after the span agrees as well ("stanche ma
                # soddisfatte"; Serianni, *Grammatica italiana*, V.27 and XI.9: the predicative
                # agrees with the subject).
                last_tok = max(p.tok for p in pieces if _heads(p) and p.tok < essere)
            after = last_tok + 1 + len(base) - len(tokens)
            if out is not None and was in ("F", "M") and was != gender and 0 <= after < len(base):
                base = _possessive_after(base, after, gender)
                base = self._coordinated_adjective(base, after, gender)
                opens = ps == 0 or bool(Word.parse(tokens[ps - 1]).post.strip())
                whole = opens and len(base) == len(tokens)
                if not head_takes_insert(tokens, ps, last_tok + 1):  # it-inflect-49: the head's insert
                    base = self._appositive_adjectives(base, after, gender, whole)
                base = self._postnominal_participle(base, after, gender)
            if s < after <= len(base):
                # (Of a partitive, the quantifier is the subject: "Una delle infermiere è arrivata".)
                counted = quantity_before(tokens, min(s, ps))
                if counted is not None and verb_number_after(tokens, last_tok + 1) == "pl":
                    quantifier = counted  # "La metà degli ospiti erano stanchi" (italian_quantity)
                base = self._predicate(
                    base,
                    quantifier if quantifier >= 0 else min(s, ps),
                    after,
                    gender,
                    was=was,
                )
                if len(base) == len(tokens):
                    base = self._inverted_question(base, self.phrase_span(tokens, span)[0], after, gender)
        if morph is not None and e - s == 1 and len(base) == len(tokens):
            base = self._participle_chain(base, s, gender)
            if base[s] != tokens[s]:
                base = clitic_participle(base, s, gender, _AVERE)  # "la ha ringraziata"
        elif morph is not None and len(base) == len(tokens) and after_adverbs(tokens, s, e):
            base = keep_degree_adverbs(list(tokens), base)  # "rimasta | molto sorpresa" (it-inflect-32)
            base = self._participle_chain(base, e - 1, gender)
        elif (
            morph is not None
            and e - s == 2
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _FLOATING
        ):
            # The floating quantifier grown into the span ("sono stati tutti arrestati").
            base = self._participle_chain(base, s + 1, gender)
        numeral_group = (
            e - s == 2
            and e < len(tokens)
            and Word.parse(tokens[s + 1]).core.lower() in ("delle", "dei")
            and Word.parse(tokens[e]).core.lower() in GROUP_NUMERALS
        )  # it-inflect-42: "Nessuna delle | due era pronta", the span grown over "delle"
        if (
            morph is not None
            and head_tok is None
            and (e - s == 1 or numeral_group)
            and was in ("F", "M")
            and was != gender
            and base != list(tokens)
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _QUANTIFIER_SUBJECTS
        ):
            # A quantifier pronoun that is the subject ("Alcune di loro erano stanche",
            # "Nessuna di noi è stata avvisata"): its predicate agrees with it.
            base = self._predicate(base, s, s + 1, gender, was=was)
        if (
            morph is not None
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _INVARIANT_RELATIVE_HEADS
            and not Word.parse(tokens[s]).post.strip()
        ):
            # "Coloro che erano presenti erano contenti": the pronoun has one form for both
            # genders, its relative's and its clause's predicatives show the group's.
            base = self._predicate(base, s, s + 1, gender)
        if e - s == 1 and len(base) == len(tokens) and base[s] != tokens[s]:
            base = _group_quantifier(tokens, base, s, gender)
            words = (ESSERE, _ESSERE_PARTICIPLES, ADVERBS)  # "invitate tutte" (it-inflect-32)
            base = floating_chain(tokens, base, s, gender, words, self._unknown_adjective)
        if (
            morph is not None
            and out is not None
            and was in ("F", "M")
            and was != gender
            and len(base) == len(tokens)
        ):
            base = self._passive_participle(tokens, base, self.phrase_span(tokens, span)[0], was, gender)
            # "La prima ad arrivare è stata la dottoressa" (it-inflect-28)
            base = specificational_subject(tokens, base, self.phrase_span(tokens, span)[0], gender)
        if control is not None and out is not None and len(base) == len(tokens):
            base = self._after_essere(base, control, gender, elided=True)  # "di rimanere sedute"
        base = self.participle_ordinal(tokens, base, e - 1, gender)  # "Sono stata l'unica"
        if len(base) == len(tokens):  # "le prime ... e le ultime" (it-inflect-41)
            for k in [k for k in range(len(base)) if base[k] != tokens[k]]:
                base = coordinated_ordinal(tokens, base, k, gender)
        base = keep_degree_adverbs(list(tokens), base)  # "rimasta molto sorpresa" (it-inflect-32)
        # "Ero la più giovane" -> "Ero il più giovane" (italian_relative_superlative, it-inflect-42)
        base = superlative_article(tokens, base, (s, e), gender, self._ends_phrase)
        ps = self.phrase_span(tokens, (s, e))[0] if check_span(tokens, (s, e)) else s
        base = essere_participle_before(
            tokens, base, ps, gender
        )  # "Sono stati i primi" (italian_group_words)
        base = per_ordinal(tokens, base, gender)  # "evacuate per prime" (italian_ordinals, it-inflect-42)
        if gender in ("F", "M"):  # "Ringraziale per essere venute" (italian_control, it-inflect-45)
            base = controlling_enclitic(tokens, base, s, gender, enclitic_form)
        base = numeral_group_article(tokens, base, gender)  # "Nessuno dei due" (italian_group_words)
        base = predeterminer_before_pronoun(
            tokens, base, s, gender
        )  # "Tutte quelle che" (italian_group_words)
        if morph is not None and base != list(tokens) and was in ("F", "M") and was != gender:
            # "Il dottore guardava i risultati, preoccupato" (clause_final_predicatives, it-inflect-42)
            m = morph
            base = clause_final_predicatives(
                tokens,
                base,
                span,
                self.phrase_span(tokens, span)[0],
                was,
                gender,
                read=m.readings,
                agree=lambda w, g: m.agree(w, g),
                person_noun=self.person_noun,
                words=IT_WORDS,
                unknown=self._unknown_adjective,
                predicate=after_essere(tokens, s, e, m.readings),  # "Si sono sedute, stanche" (it-inflect-43)
            )
        elif (
            morph is not None
            and base == list(tokens)
            and was is None
            and head is not None
            and head_tok is not None
            and self.person_noun(head)
            and epicene_noun(head, morph.noun_readings)
        ):
            # it-inflect-43: "L'atleta ha finito la gara, esausta": the noun has one form for both
            # genders, the detached predicative alone shows the person's (clause_final_predicatives).
            m = morph
            base = clause_final_predicatives(
                tokens,
                base,
                span,
                self.phrase_span(tokens, span)[0],
                "M" if gender == "F" else "F",
                gender,
                read=m.readings,
                agree=lambda w, g: m.agree(w, g),
                person_noun=self.person_noun,
                words=IT_WORDS,
                unknown=self._unknown_adjective,
                epicene=True,
            )
        if morph is not None and out is not None and was in ("F", "M") and was != gender:
            # "Avvertite da un vicino, le infermiere" (italian_fronted, it-inflect-57)
            start = self.phrase_span(tokens, span)[0]
            base = fronted_attributes(tokens, base, start, was, gender, morph, self._unknown_adjective)
        return base if base != list(tokens) else None

    def _clitic_compound(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        """A span of an object clitic "lo"/"la", a form of *avere* and, optionally, its past
        participle ("lo avrebbe lasciato"), realised through the clitic (the participle agrees
        with it, :func:`fairmt.inflect.italian_clauses.clitic_participle`), with the clitic
        elided before the auxiliary's vowel or "h" ("l'avrebbe lasciata", "l'ha vista"):
        "lo" and "la" elide before a vowel, as a rule before the forms of *avere* (Serianni,
        *Grammatica italiana*, chapter I on elision and chapter VII on the unstressed pronouns;
        it-inflect-22). ``None`` for any other span."""
        s, e = span
        if e - s not in (2, 3) or not check_span(tokens, span):
            return None
        clitic, aux = Word.parse(tokens[s]), Word.parse(tokens[s + 1])
        if (
            clitic.core.lower() not in ("lo", "la")
            or clitic.post
            or aux.pre
            or aux.core.lower() not in _AVERE
        ):
            return None
        if e - s == 3 and (aux.post.strip() or Word.parse(tokens[s + 2]).pre):
            return None
        out = self.realise(tokens, (s, s + 1), gender)
        if out is None or len(out) != len(tokens):
            return None
        if e - s == 3 and out[s + 2] == tokens[s + 2] and morphology("it") is not None:
            return None  # no participle of the clitic's there: not this construction
        return _elide_clitic(out, s)
