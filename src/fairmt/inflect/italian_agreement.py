"""Italian subject agreement: the middle layer of the Italian inflector (the predicate).

When a person's gender changes, so must the words of the clause that agree with the
subject. :class:`ItalianAgreement` finds them (:meth:`~ItalianAgreement._predicate`) and
reinflects them:

* participles and adjectives after *essere* (:meth:`~ItalianPredicative._after_essere`),
  a copular verb (*stare*, *sembrare*, *diventare* ...), a modal + *essere* ("deve essere
  preparata", :meth:`~ItalianPredicative._modal_before_essere`) or "si offrì volontaria";
* chained participles ("è stata ferita", :meth:`~ItalianAgreement._participle_chain`),
  also those the dictionary lists only as nouns;
* the predicate after a relative "che", but not the "che" after the addressee of a verb of
  saying (:meth:`~ItalianSubjectPhrase._addressee_of_saying`: in "ha detto a qualcuno che
  sarebbe stato ..." the clause is what was said, about someone else);
* a predicate coordinated with "e" (:meth:`~ItalianCoordinatedPredicates._coordinated`), not after
  "ma"/"così" (a new subject usually follows) and not one that already disagrees.

Decisions: nouns of one grammatical gender (``persona``, ``vittima``, ``guardia``) keep
their agreement; an attributive adjective before its own noun ("promossa ultimo anno",
:meth:`~ItalianPredicative._before_its_noun`) is no predicative; complements between the
verb and the predicative are skipped (:meth:`~ItalianSubjectPhrase._skip_complement`). The
gender a predicate shows is also a cue for :meth:`~fairmt.inflect.italian.ItalianInflector.gender_of`
(:meth:`~ItalianAgreement._predicate_gender`). This layer sits on
:class:`~fairmt.inflect.italian_forms.ItalianWordForms` and under
:class:`~fairmt.inflect.italian.ItalianInflector`.

Layout: the layer is built in sub-layers, one module each, every one a subclass of the one
below: :class:`~fairmt.inflect.italian_predicative.ItalianPredicative` (``_after_essere`` and
the predicative after the verb) <- :class:`~fairmt.inflect.italian_subject_phrase.ItalianSubjectPhrase`
(where the subject's phrase ends: complements, the addressee of saying) <-
:class:`~fairmt.inflect.italian_coordinated_predicates.ItalianCoordinatedPredicates`
(``_coordinated``) <- :class:`~fairmt.inflect.italian_inverted_question.ItalianInvertedQuestion`
(the subject after its verb) <- :class:`ItalianAgreement` here (``_predicate``,
``_participle_chain``, ``_predicate_gender``). The tables other modules imported from here
before the split are re-exported (``__all__``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_clauses import (
    after_appositive_relative,
    after_relative_predicate,
)
from fairmt.inflect.italian_control import controlled_essere
from fairmt.inflect.italian_coordinated_subjects import coordinated_subject
from fairmt.inflect.italian_copula_adverbs import adverbs_before
from fairmt.inflect.italian_da_solo import da_solo_of_subject
from fairmt.inflect.italian_fronted_complement import after_fronted_complement
from fairmt.inflect.italian_inverted_question import ItalianInvertedQuestion
from fairmt.inflect.italian_persons import (
    ADVERBS,
)
from fairmt.inflect.italian_predicate_gaps import (
    appositive_insert,
    complement_insert,
)
from fairmt.inflect.italian_predicative import _CHAIN_PARTICIPLES, _FLOATING, _PREDICATIVE_VERBS
from fairmt.inflect.italian_subject_phrase import (
    _GROUP_PRONOUNS,
    GROUP_NUMERALS,
    _complements_insert,
    _opens_after,
)
from fairmt.inflect.italian_vivere_solo import lives_alone
from fairmt.inflect.italian_words import (
    _BETWEEN,
    _ESSERE_PARTICIPLES,
    _VERB_POS,
    ESSERE,
    essere_participle,
)
from fairmt.inflect.romance import Gender

#: Words that open a relative clause on the noun before them: "che", and "chi", which
#: Apertium's spa-ita pair gives for the Spanish relative "quién" (itself Apertium eng-spa's
#: "who": "Il mio amico, chi era malato ieri"). "chi" counts only after a subject that opens
#: its clause, where no indirect question can stand ("ha chiesto al medico chi era" is one).
_RELATIVES = frozenset({"che", "chi"})
#: The articles of the possessive relative "il cui", "la cui", "i cui", "le cui" (it-inflect-42).
_CUI_ARTICLES = frozenset({"il", "la", "i", "le", "lo", "gli"})

__all__ = ["GROUP_NUMERALS", "_FLOATING", "_GROUP_PRONOUNS", "_PREDICATIVE_VERBS", "ItalianAgreement"]


class ItalianAgreement(ItalianInvertedQuestion):
    """Layer 2 of :class:`~fairmt.inflect.italian.ItalianInflector`: the subject's predicate."""

    def _predicate_gender(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The gender the predicate of the subject ``span`` shows (:meth:`_predicate`): ``"M"``
        when realising it feminine changes it and masculine does not, and so on; ``None`` when
        the predicate shows none (no predicate, an epicene adjective)."""
        s, e = span
        tokens = list(tokens)
        to_f = self._predicate(tokens, s, e, "F") != tokens
        to_m = self._predicate(tokens, s, e, "M") != tokens
        if to_f != to_m:
            return "M" if to_f else "F"
        return None

    def _participle_chain(self, tokens: list[str], k: int, gender: Gender) -> list[str]:
        """A lone predicative span (a cue on "assessed", "unaware") is one link of a chain of
        participles that agree together: the participle of *essere* before it ("erano stati
        ignari" -> "erano state ignare") or, when the span is that participle, the participles
        after it ("sono stati licenziati"). Each form comes from the dictionary (or the
        regular endings for words it lacks); adverbs may stand between."""
        morph = morphology("it")
        if morph is None:
            return tokens
        low = Word.parse(tokens[k]).core.lower()
        if (
            morph.noun_readings(low)
            and not self._nominal_participle(low, gender)
            # it-inflect-32: not a participle that is also a noun ("sorpresa", "ferita") when
            # a participle of *essere* or a copula stands before it ("rimasta molto sorpresa")
            and not (any("pp" in r.tags for r in morph.readings(low)) and self._linked_before(tokens, k))
        ):
            return tokens  # a noun: its predicate is :meth:`_predicate`'s
        out = list(tokens)

        def agree(j: int) -> bool:
            w = Word.parse(out[j])
            wl = w.core.lower()
            if wl in _ESSERE_PARTICIPLES:
                out[j] = w.render(essere_participle(wl, gender))
                return True
            new = morph.agree(wl, gender) or self._unknown_adjective(wl, gender)
            new = new or self._nominal_participle(wl, gender)
            if new is None:
                return False
            if new != wl:
                out[j] = w.render(new)
            return True

        j = k - 1
        floating: list[int] = []
        while j >= 0 and not Word.parse(out[j]).post.strip():
            wl = Word.parse(out[j]).core.lower()
            if wl in _FLOATING:
                floating.append(j)  # "sono stati tutti arrestati": the quantifier agrees too
            elif wl not in ADVERBS:
                break
            j -= 1
        before = Word.parse(out[j]) if j >= 0 else None
        if (
            before is not None
            and before.core.lower() in _CHAIN_PARTICIPLES
            and not before.post.strip()
            # (it-inflect-19: a participle has its auxiliary before it; "State attenti!" opens
            # with the imperative of *stare*, no participle: Serianni XI.365.)
            and j > 0
            and not Word.parse(out[j - 1]).post.strip()
        ):
            agree(j)
            for f in floating:
                w = Word.parse(out[f])
                out[f] = w.render(_FLOATING[w.core.lower()][gender])
        if low in _ESSERE_PARTICIPLES:
            j = k + 1
            while j < len(out) and not Word.parse(out[j - 1]).post.strip():
                if Word.parse(out[j]).core.lower() in ADVERBS:
                    j += 1
                    continue
                if not agree(j):
                    break
                j += 1
        return out

    @staticmethod
    def _linked_before(tokens: Sequence[str], k: int) -> bool:
        """Whether a participle of *essere* or of a copular verb (:data:`_LINK_PARTICIPLES`)
        stands before ``tokens[k]``, over adverbs, in the same clause ("rimasta molto | sorpresa")."""
        j = k - 1
        while j >= 0 and not Word.parse(tokens[j]).post.strip():
            wl = Word.parse(tokens[j]).core.lower()
            if wl in _CHAIN_PARTICIPLES:
                return True
            if wl not in ADVERBS:
                return False
            j -= 1
        return False

    def _predicate(
        self, tokens: list[str], s: int, e: int, gender: Gender, was: Realisation | None = None
    ) -> list[str]:
        """Agreement of the clause predicate with the subject ``tokens[s:e]``.

        The span is a subject when it opens the sentence (or a clause after punctuation) or
        is followed by the relative ``che``. From there, over clitics, negation and adverbs
        only (:data:`_BETWEEN`), a form of *essere* must follow; the participles and
        adjectives right after it agree, as long as the dictionary reads them so. Anything
        else (another verb, a conjunction, a noun) ends the search: no token window.
        """
        morph = morphology("it")
        if morph is None:
            return tokens
        first = Word.parse(tokens[s]).core.lower()
        first = first[: first.index("'") + 1] if "'" in first[:-1] else first
        if self.CONTRACTIONS.get(first, ("di",))[0] != "di" or first in (
            "a",
            "ad",
            "da",
            "in",
            "su",
            "per",
            "con",
        ):
            # it-inflect-19: a phrase that opens with a preposition is no subject ("Ai
            # dipendenti è stato detto ...": a dative, the passive is impersonal; Serianni,
            # *Grammatica italiana*, II.8 and XI.19: the subject takes no preposition). ("dei",
            # "degli", "delle" may be the partitive article of a subject.)
            return tokens
        prev = Word.parse(tokens[s - 1]) if s > 0 else None
        opens = _opens_after(prev)
        b = adverbs_before(tokens, s, ADVERBS) if not opens else s
        if b < s:
            # it-inflect-46: sentence adverbs before the subject ("Purtroppo molte infermiere
            # sono ...", "Ma anche l'infermiera era ..."): the clause opens where they begin.
            opens = _opens_after(Word.parse(tokens[b - 1]) if b > 0 else None)
        # it-inflect-62: or after a fronted complement, "Da anni il fornaio" (italian_fronted_complement)
        opens = opens or after_fronted_complement(tokens, s, self.CONTRACTIONS)
        k = e
        # Adjectives of the noun phrase itself ("L'amministratrice delegata era ...").
        while k < len(tokens) and not Word.parse(tokens[k - 1]).post.strip():
            low = Word.parse(tokens[k]).core.lower()
            if (
                self.degree_adverb(low)  # it-inflect-53: also "completamente" (italian_word_classes)
                and k + 1 < len(tokens)
                and not Word.parse(tokens[k]).post.strip()
                and self.degree_adjective(Word.parse(tokens[k + 1]).core.lower())
                and morph.agree(Word.parse(tokens[k + 1]).core.lower(), gender) is not None
            ):
                k += 1  # "L'avvocata molto nervosa è arrivata": the adjective is the noun's
                continue
            if low in ESSERE or low in _BETWEEN or lives_alone(tokens, k):
                # (it65 review: "vive", "vivi", "vivo" are also forms of the adjective *vivo*;
                # before a clause-final "solo" they are *vivere*, the predicate: italian_vivere_solo)
                break
            core = Word.parse(tokens[k]).core
            if (core[:1].isupper() and core.replace("-", "").isalpha() and not morph.readings(low)) or (
                low == "capo" and k > s  # it-inflect-35: "la curatrice capo era alta" (apposition)
            ):
                # it-inflect-26: a name after its title noun is the noun's apposition ("La
                # professoressa Miklaszewski era molto attiva"; Serianni V.39-40 and IV on
                # names with a title): the subject's phrase goes on to the predicate.
                k += 1
                continue
            if (
                morph.agree(low, gender) is None
                and self._unknown_adjective(low, gender) is None
                # it-inflect-46: an unknown adjective the realisation already put in ``gender``
                # ("Gli infermieri cambogiani"), which the ending rules turn only the other way
                and self._unknown_adjective(low, "F" if gender == "M" else "M") is None
                and self._nominal_participle(low, gender) is None  # ("Il paziente ferito è stato ...")
            ):
                break
            k += 1
        if opens:
            co = coordinated_subject(tokens, k, lambda j: self._plural_essere_at(tokens, j))
            if co is not None:
                # it-inflect-44: "La cuoca e la cameriera sono state licenziate": masculine when
                # either conjunct is (italian_coordinated_subjects)
                j, other = co
                return self._after_essere(list(tokens), j, "M" if "M" in (gender, other) else "F")
        insert = appositive_insert(tokens, k) if opens else None
        if insert is None and opens:  # it-inflect-36: "La presidente del club, criticata ..., è stata"
            after_of = complement_insert(tokens, k)
            if after_of is not None and not _complements_insert(tokens, after_of, was):
                insert = (after_of[0], after_of[1])
        if insert is not None:  # it-inflect-35: "l'assistente, ancora legata ..., viene mostrata"
            out = self._after_essere(list(tokens), insert[0], gender, elided=True)
            return self._coordinated(self._after_essere(out, insert[1], gender), insert[1], gender, was)
        past = self._skip_complement(tokens, k)
        if past == k and opens:
            main = self._main_after_complement_relative(tokens, k)
            out = list(tokens)
            rel_at = self._complement_relative(tokens, k, was)
            if rel_at is not None:
                new = self._after_essere(list(tokens), rel_at, gender)
                if not self._disagrees(tokens, new, rel_at, was):
                    out = new
            if main is not None:
                # pairs28: "La traduttrice del romanzo, che ho conosciuto, *è* stata premiata".
                return self._after_essere(out, main, gender)
            if out != list(tokens):
                return out
        k = past
        relative = False
        rel = Word.parse(tokens[k]).core.lower() if k < len(tokens) else ""
        if (
            opens
            and rel in self.PREPOSITIONS
            and k + 2 < len(tokens)
            and Word.parse(tokens[k + 1]).core.lower() == "cui"
            and not Word.parse(tokens[k]).post.strip()
            and not Word.parse(tokens[k + 1]).post.strip()
        ):
            # it-inflect-19: a relative clause with "cui" after a preposition ("L'avvocato con
            # cui ho parlato è stato disponibile"; Serianni, *Grammatica italiana*, VII.239-243):
            # its end before the main predicate is found as for "che".
            main = after_relative_predicate(tokens, k + 2, ESSERE, _BETWEEN, _ESSERE_PARTICIPLES)
            return self._after_essere(list(tokens), main, gender) if main is not None else tokens
        if (
            opens
            and rel in _CUI_ARTICLES
            and k + 1 < len(tokens)
            and Word.parse(tokens[k + 1]).core.lower() == "cui"
            and Word.parse(tokens[k - 1]).post.strip() == ","
        ):
            # it-inflect-42: a possessive relative between commas ("Il vincitore, il cui nome è
            # stato annunciato ..., era emozionato"; Serianni, *Grammatica italiana*, VII.244 on
            # "il cui"): it is an appositive insert like ", che ...,", and the main predicate after
            # its closing comma agrees with the subject (italian_clauses.after_appositive_relative).
            main = after_appositive_relative(tokens, k + 1, ESSERE)
            return self._after_essere(list(tokens), main, gender) if main is not None else tokens
        if rel == "che" or (rel in _RELATIVES and opens):
            last = Word.parse(tokens[e - 1]).core.lower()
            rs = morph.readings(last)
            if (
                e - s == 1
                and "'" not in last
                and rs
                and all(r.pos == "adj" or (r.pos in _VERB_POS and "pp" in r.tags) for r in rs)
            ):
                # A predicative adjective or participle span ("Sono convinta che sia vero"):
                # the "che" clause after it is its complement, with a subject of its own.
                return tokens
            if self._addressee_of_saying(tokens, s):
                return tokens  # "ha detto a qualcuno che sarebbe stato ...": "che" opens what was said
            k += 1
            relative = True
        elif not opens:
            return tokens
        start = k
        out = self._after_essere(list(tokens), k, gender)
        if opens and not relative:
            # it-inflect-30: an implicit infinitive clause with the subject's "essere" ("stanno
            # aspettando di essere visitate"; italian_control.py)
            inf = controlled_essere(tokens, k, ESSERE, _BETWEEN)
            if inf is not None:
                out = self._after_essere(out, inf, gender, elided=True)
        if relative and opens:
            # The subject opens its clause and a relative clause follows it: the main clause's
            # predicate comes after the relative's ("L'attrice che è stata scelta è famosa").
            main = after_relative_predicate(tokens, k, ESSERE, _BETWEEN, _ESSERE_PARTICIPLES)
            if main is not None:
                out = self._after_essere(out, main, gender)
        if opens and not relative:
            da_solo_of_subject(out, start, gender)  # it-inflect-45: "vive da sola" (italian_da_solo)
        if opens and not (prev is not None and prev.core.lower() in ("che", "chi")):
            out = self._coordinated(out, start, gender, was)
        return out
