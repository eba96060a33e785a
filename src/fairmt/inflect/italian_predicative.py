"""Italian predicatives: the words after *essere* or a copula that agree with the subject.

:class:`ItalianPredicative` realises a subject's predicative from the verb on
(:meth:`~ItalianPredicative._after_essere`): participles and adjectives after *essere*, a
copular verb (*stare*, *sembrare*, *diventare* ...), a modal + *essere* ("deve essere
preparata", :meth:`~ItalianPredicative._modal_before_essere`), *sentirsi* (:func:`_feels`) or
"si offrì volontaria"; floating quantifiers, coordinated adjectives, the article of a
superlative, elective predicatives and nominalised ordinals; an attributive adjective before
its own noun ("promossa ultimo anno", :meth:`~ItalianPredicative._before_its_noun`) is no
predicative. Which span is the subject and where its verb is are the upper layers'
(:mod:`fairmt.inflect.italian_agreement`). It sits on
:class:`~fairmt.inflect.italian_forms.ItalianWordForms`.
Moved verbatim from :mod:`fairmt.inflect.italian_agreement`; the tables other modules
import from there are re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverb_homographs import copular_adjective
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_clauses import (
    predicative_noun,
)
from fairmt.inflect.italian_copula_adverbs import homograph_adjective, only_adverb, past_adverbs
from fairmt.inflect.italian_demonstrative_predicative import demonstrative_predicative
from fairmt.inflect.italian_elective_predicative import elective_predicative
from fairmt.inflect.italian_forms import ItalianWordForms
from fairmt.inflect.italian_lexicon import (
    INVARIANT_LOCUTIONS,
    PSEUDO_COPULAS,
    _finite_copula,
    _offers_as_volunteer,
)
from fairmt.inflect.italian_listed_predicates import listed_predicative
from fairmt.inflect.italian_ordinals import nominalised_ordinal
from fairmt.inflect.italian_partitive_predicate import partitive_predicate
from fairmt.inflect.italian_passive import venire_passive
from fairmt.inflect.italian_persons import (
    ADVERBS,
)
from fairmt.inflect.italian_predicate_gaps import (
    participle_after_phrase,
)
from fairmt.inflect.italian_predicate_joins import PREDICATE_JOINS
from fairmt.inflect.italian_relative_superlative import superlative_predicative
from fairmt.inflect.italian_secondary_predicate import secondary_predicate
from fairmt.inflect.italian_verb_homographs import verb_homograph_adjective
from fairmt.inflect.italian_vivere_solo import alone_after_lived, lived_alone_with_avere, lives_alone
from fairmt.inflect.italian_words import (
    _BETWEEN,
    _ESSERE_PARTICIPLES,
    _VERB_POS,
    ESSERE,
)
from fairmt.inflect.romance import Gender

#: Infinitives that take a predicative of the subject after a modal (it-inflect-26).
_COPULAR_INFINITIVES = frozenset({"essere", "restare", "rimanere", "diventare", "divenire", "sembrare"})
#: Comparatives with one form for both genders (Treccani: "migliore", "peggiore", "maggiore",
#: "minore"); as a nominalised superlative predicative ("è la migliore") only the article
#: shows the person's gender. The articles, by the gender wanted.
_COMPARATIVES = frozenset(
    {"migliore", "peggiore", "maggiore", "minore", "migliori", "peggiori", "maggiori", "minori"}
)

_SUPERLATIVE_ARTICLES: dict[str, dict[str, str]] = {
    "F": {"il": "la", "i": "le"},
    "M": {"la": "il", "le": "i"},
}

#: Participles of the other verbs that take *essere* and a predicative participle, as the
#: passive auxiliary does ("sono rimasti feriti", "è restata delusa"; Treccani, *Grammatica
#: italiana*, "participio passato": with *essere* the participle agrees with the subject).
_LINK_PARTICIPLES = frozenset(
    f"{stem}{end}" for stem in ("rimast", "restat", "divenut", "diventat") for end in "oaie"
)
#: The participles of *essere* and of the copular verbs together.
_CHAIN_PARTICIPLES = _ESSERE_PARTICIPLES | _LINK_PARTICIPLES
#: Floating quantifiers between the two participles of a chain (closed class: Treccani,
#: "tutto", "entrambi"), each with its feminine and masculine plural.
_FLOATING: dict[str, dict[Gender, str]] = {
    w: {"F": f, "M": m} for f, m in (("tutte", "tutti"), ("entrambe", "entrambi")) for w in (f, m)
}

#: Verbs whose passive takes a predicative noun phrase after the participle (Serianni,
#: *Grammatica italiana*, II.40-42, "complemento predicativo": appellative, elective and
#: estimative verbs): "fu considerata la migliore", "fu eletto il più giovane".
_PREDICATIVE_VERBS = frozenset(
    {
        "considerare",
        "ritenere",
        "giudicare",
        "stimare",
        "reputare",
        "nominare",
        "eleggere",
        "scegliere",
        "proclamare",
        "dichiarare",
        "chiamare",
        "definire",
        "creare",
        "fare",
    }
)


class ItalianPredicative(ItalianWordForms):
    """Layer 2a of :class:`~fairmt.inflect.italian.ItalianInflector`: the predicative after *essere*."""

    def _after_essere(self, out: list[str], k: int, gender: Gender, elided: bool = False) -> list[str]:
        """From ``k``, over clitics, negation and adverbs, a form of *essere*; then the
        participles and adjectives right after it, in ``gender``, as long as the dictionary
        reads them so. Anything else ends the search. ``elided``: the form of *essere* is
        left out and understood (a coordinated compound tense, :meth:`_coordinated`)."""
        morph = morphology("it")
        if morph is None:
            return out
        seen_essere = elided
        agreed = False
        after_conjunction = False  # the word at k was checked after "e"/"ma" ("ma lento")
        while k < len(out):
            w = Word.parse(out[k])
            low = w.core.lower()
            if not seen_essere and lived_alone_with_avere(out, k):
                seen_essere = True  # it-inflect-62: "ha vissuto sola." (italian_vivere_solo)
                k += lived_alone_with_avere(out, k)
                continue
            if not seen_essere:
                if (
                    low in ESSERE
                    or _finite_copula(low)
                    or venire_passive(out, k)  # it-inflect-30 (italian_passive.py)
                    or _offers_as_volunteer(out, k)
                    or lives_alone(out, k)  # it-inflect-60: "visse sola." (italian_vivere_solo)
                    or _feels(out, k)
                    or (k > 0 and _copular_infinitive(low) and self._modal_before_essere(out, k - 1))
                ):
                    seen_essere = low not in ("stato", "stata", "stati", "state")
                    if not seen_essere:
                        break
                elif low not in _BETWEEN and not self._modal_before_essere(out, k) and not mente_adverb(low):
                    break  # (it-inflect-35: "e successivamente fu trasferita")
                k += 1
                if w.post.strip():
                    break
                continue
            if low == "essere" and not agreed and not w.post.strip():
                k += 1  # "sembrava essere stanca": the infinitive after a copular verb
                continue
            if (
                not agreed
                and k + 1 < len(out)
                and f"{low} {Word.parse(out[k + 1]).core.lower()}" in INVARIANT_LOCUTIONS
            ):
                break  # it-inflect-39: "di non essere al corrente" (italian_lexicon.INVARIANT_LOCUTIONS)
            if (low in _BETWEEN and low not in ("si", "ne", "ci", "vi", "mi", "ti", "non")) or (
                mente_adverb(low) and not w.post.strip()
            ):
                k += 1  # it-inflect-30: also "è stata gravemente ferita" (italian_adverbs.py)
                continue
            # Before a predicative is agreed, or right after a participle of *essere* (or of a
            # copular verb): read once, as nothing below writes out[k - 1] before the next word.
            prev_low = Word.parse(out[k - 1]).core.lower() if agreed else ""
            after_chain = not agreed or prev_low in _CHAIN_PARTICIPLES
            after_stato = not agreed or prev_low in _ESSERE_PARTICIPLES
            if after_chain:
                past = past_adverbs(out, k)  # it-inflect-46: "sono talvolta stanche", "un po' scosse"
                if k < past < len(out):
                    k = past
                    continue
            if not agreed and participle_after_phrase(out, k) is not None:
                k = participle_after_phrase(out, k) or k  # it-inflect-35: "fu ad un certo punto assunta"
                continue
            if after_stato and low in _FLOATING and k + 1 < len(out) and not w.post.strip():
                # it-inflect-19: a floating quantifier between the verb and the predicative
                # ("Gli studenti erano tutti stanchi" -> "Le studentesse erano tutte stanche")
                # agrees with the subject, and so does the predicative after it (Treccani,
                # "tutto"; Serianni VII.207).
                out[k] = w.render(_FLOATING[low][gender])
                k += 1
                continue
            if agreed and low in _FLOATING and (k + 1 == len(out) or w.post.strip()):
                # it-inflect-44: a floating quantifier that ends the clause after the predicative
                # ("sono state licenziate entrambe") agrees with the subject as before it
                # (Treccani, "entrambi", "tutto"; Serianni VII.207).
                out[k] = w.render(_FLOATING[low][gender])
                break
            if agreed and low in PREDICATE_JOINS and k + 1 < len(out) and not w.post.strip():
                # "tranquilla e attenta", "molto ricca ma molto solitaria": an adjective
                # coordinated with the predicative (over degree adverbs). With no verb and no
                # noun between, "ma"/"però" join two predicatives of the same subject, as "e"
                # does (Treccani, "ma": congiunzione avversativa tra due aggettivi).
                j = k + 1
                while j + 1 < len(out) and (
                    Word.parse(out[j]).core.lower() in self.INTENSIFIERS
                    or only_adverb(out[j])
                    # it-inflect-46: the listed adverbs too ("ma anche antipatica")
                    or (Word.parse(out[j]).core.lower() in ADVERBS and not Word.parse(out[j]).post.strip())
                ):
                    # it-inflect-21: any adverb the dictionary reads only as such ("e sempre
                    # precisa", "e anche gentile"), not only a degree adverb: an adverb modifies
                    # the coordinated predicative and leaves its agreement with the subject
                    # (Serianni, *Grammatica italiana*, ch. V on the adjective and ch. XII on adverbs).
                    j += 1
                nxt = Word.parse(out[j])
                if (
                    all(not Word.parse(out[i]).post.strip() for i in range(k + 1, j))
                    and (
                        morph.agree(nxt.core.lower(), gender) is not None
                        # (it-inflect-19: or an adjective the dictionary lacks, "rilassato")
                        or self._unknown_adjective(nxt.core.lower(), gender) is not None
                    )
                    and (
                        not morph.noun_readings(nxt.core.lower())
                        # it-inflect-46: a word with an adjective reading too ("stanche e malate")
                        or any(r.pos == "adj" for r in morph.readings(nxt.core.lower()))
                    )
                ):
                    k = j
                    after_conjunction = True
                    continue
                break
            if (
                agreed
                and low == "di"
                and not w.post.strip()
                and k + 1 < len(out)
                and Word.parse(out[k + 1]).core.lower() in ("essere", "esser")
            ):
                # it-inflect-40: "Ero orgogliosa di essere stata scelta": the infinitive after the
                # predicative adjective has the subject as its own (Serianni XIV.4-8, the implicit
                # infinitive's subject), so its participles agree too.
                k += 2
                continue
            if (
                agreed
                and not (after_conjunction and low not in self.INTENSIFIERS)
                and any(r.pos in ("adv", "pr") for r in morph.readings(low))
                and not copular_adjective(out, k, _BETWEEN)  # it-inflect-45: "è stata molto chiara"
                and not alone_after_lived(out, k)  # it65: "è vissuta sola." (italian_vivere_solo)
            ):
                # ("tornati a casa esausti": the subject's predicative after the complement)
                secondary_predicate(out, k, gender, self.CONTRACTIONS)
                break  # "nervosi prima dello spettacolo": an adverb, not a second predicative
            if (
                low in _SUPERLATIVE_ARTICLES[gender]
                and k + 1 < len(out)
                and not w.post.strip()
                and Word.parse(out[k + 1]).core.lower() in _COMPARATIVES
                and self._ends_phrase(out, k + 1)
            ):
                # "è considerato il migliore" -> "è considerata la migliore": the relative
                # superlative of an invariant comparative shows the gender only in its article.
                out[k] = w.render(_SUPERLATIVE_ARTICLES[gender][low])
                break
            if after_stato and demonstrative_predicative(
                out, k, gender, self._ends_phrase, self._unknown_adjective
            ):
                # it-inflect-53: "è quella più brava" (italian_demonstrative_predicative); the
                # predicate of a relative on the pronoun is the subject's too ("è quella che è stata
                # scelta"): "che" is the relative's subject there, as after the subject itself
                if k + 2 < len(out) and not w.post.strip() and Word.parse(out[k + 1]).core.lower() == "che":
                    out[:] = self._after_essere(out, k + 2, gender)
                break
            if after_chain and superlative_predicative(
                out, k, gender, self._ends_phrase, self._unknown_adjective
            ):
                break  # it-inflect-46: "era la più alta" -> "era il più alto" (italian_relative_superlative)
            if partitive_predicate(out, k, gender):
                break  # "è considerata una delle migliori" (it-inflect-28)
            if agreed:
                elective = self._elective_predicative(out, k, gender)
                if elective is not None:  # it-inflect-44: "era considerata la favorita"
                    out[:] = elective
                    break
            if after_stato:
                pair = self._nominalised_ordinal(out, k, gender)
                if pair is not None:
                    for i, form in pair:
                        out[i] = Word.parse(out[i]).render(form)
                    break
            if self._before_its_noun(out, k):
                break  # "fu promossa ultimo anno": "ultimo" is the next noun's adjective
            new = (
                morph.agree(low, gender)
                or self._unknown_adjective(low, gender)
                or self._nominal_participle(low, gender)
                or verb_homograph_adjective(low, gender)  # it-inflect-62: "rimasta calma"
                or (None if agreed else predicative_noun(low, gender, self._predicative_person))
                # it-inflect-53: "sono soggette a" (italian_copula_adverbs.homograph_adjective)
                or (None if agreed else homograph_adjective(out, k, gender))
            )
            if new is None:
                break
            if new != low:
                out[k] = w.render(new)
            agreed = True
            after_conjunction = False
            k += 1
            if (
                w.post.strip()
                and listed_predicative([*out[: k - 1], w.pre + w.core + w.post, *out[k:]], k - 1) is None
            ):
                break  # (it-inflect-35: "era alta, bionda" goes on: italian_listed_predicates.py)
        return out

    def participle_ordinal(self, tokens: Sequence[str], out: list[str], k: int, gender: Gender) -> list[str]:
        """it-inflect-32: after a participle of *essere* at ``k`` that the realisation changed
        (a dropped subject: "Sono stata l'unica ad accorgermene"), the nominalised ordinal
        right after it agrees too (:meth:`_nominalised_ordinal`)."""
        if len(out) != len(tokens) or k + 1 >= len(out) or out[k] == tokens[k]:
            return out
        w = Word.parse(tokens[k])
        if w.core.lower() not in _ESSERE_PARTICIPLES or w.post.strip():
            return out
        new = list(out)
        for t, form in self._nominalised_ordinal(out, k + 1, gender) or []:
            new[t] = Word.parse(out[t]).render(form)
        return new

    def _nominalised_ordinal(
        self, out: Sequence[str], k: int, gender: Gender
    ) -> list[tuple[int, str]] | None:
        """The predicative "la prima" / "il primo" after *essere* and its new forms
        (:func:`fairmt.inflect.italian_ordinals.nominalised_ordinal`), or ``None``."""
        return nominalised_ordinal(out, k, gender, self._ends_phrase)

    def _elective_predicative(self, out: Sequence[str], k: int, gender: str) -> list[str] | None:
        """``out`` with the article at ``k`` and its word made the elective predicative of the
        participle before them in ``gender`` (:func:`~fairmt.inflect.italian_elective_predicative.
        elective_predicative`: "era considerata la favorita"); ``None`` when they are none."""
        pair = elective_predicative(
            out, k, gender, _PREDICATIVE_VERBS, self._ends_phrase, self._predicative_person
        )
        if pair is None:
            return None
        new = list(out)
        for i, form in pair:
            new[i] = Word.parse(new[i]).render(form)
        return new

    def _ends_phrase(self, tokens: Sequence[str], k: int) -> bool:
        """Whether ``tokens[k]`` ends its noun phrase: punctuation or the sentence end after it,
        or a preposition, contraction or function word next (not a noun: "il migliore cuoco")."""
        if k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip():
            return True
        nxt = Word.parse(tokens[k + 1]).core.lower()
        prep = nxt.split("'")[0] + "'" if "'" in nxt else nxt
        return nxt in self.PREPOSITIONS or nxt in self.FUNCTION or prep in self.CONTRACTIONS or not nxt

    def _modal_before_essere(self, tokens: Sequence[str], k: int) -> bool:
        """Whether ``tokens[k]`` is a form of *dovere*, *potere* or *volere* (by the dictionary)
        with the infinitive *essere* right after it, over adverbs ("deve essere preparato",
        "potrebbe non essere pronta", "potessero essere rapidamente valutati"): the
        predicate after that *essere* is still the subject's."""
        morph = morphology("it")
        if morph is None or Word.parse(tokens[k]).post.strip():
            return False
        low = Word.parse(tokens[k]).core.lower()
        # (it-inflect-19: and the raising verbs *sembrare*, *parere* before "essere": "sembrava
        # essere stanca"; Serianni, *Grammatica italiana*, XI.34, the predicative agrees.)
        modals = ("dovere", "potere", "volere", "sembrare", "parere")
        if not any(r.lemma in modals for r in morph.readings(low) if r.pos in _VERB_POS):
            return False
        j = k + 1
        while j < len(tokens) and Word.parse(tokens[j]).core.lower() in _BETWEEN:
            j += 1
        # (it-inflect-26) also a copular infinitive ("deve restare seduta", "può diventare
        # famosa"): *restare*, *rimanere*, *diventare* take a predicative of the subject like
        # *essere* (Serianni, *Grammatica italiana*, II.29-31 on the copulative verbs).
        return j < len(tokens) and _copular_infinitive(Word.parse(tokens[j]).core.lower())

    def _before_its_noun(self, tokens: Sequence[str], k: int) -> bool:
        """Whether ``tokens[k]`` is an adjective standing before a noun that it agrees with as it
        is ("ultimo anno", "nuove tecniche"): an attributive of that noun, not a predicative of
        the subject. Both readings come from the dictionary; a word that is also a participle
        (``stato``) or a noun is not taken for such an adjective."""
        morph = morphology("it")
        if morph is None or k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip():
            return False
        low, nxt = Word.parse(tokens[k]).core.lower(), Word.parse(tokens[k + 1]).core.lower()
        rs = morph.readings(low)
        if not rs or any(r.pos != "adj" or "pp" in r.tags for r in rs):
            return False
        nouns = morph.noun_readings(nxt)
        if not nouns or self._known_person(nxt):
            return False
        return any(
            (a.gender == n.gender or "mf" in (a.gender, n.gender)) and a.number == n.number
            for a in rs
            for n in nouns
        )


def _copular_infinitive(low: str) -> bool:
    """Whether ``low`` is the infinitive of a copula of :data:`_COPULAR_INFINITIVES`, also with
    an enclitic pronoun ("esserne", "esserci", "rimanerci": it-inflect-46; Serianni VII.70-75 on
    the enclitic on the infinitive): "non possono esserne tenute fuori"."""
    if low in _COPULAR_INFINITIVES:
        return True
    morph = morphology("it")
    if morph is None or not low.isalpha():
        return False
    return any(
        r.lemma in _COPULAR_INFINITIVES and "inf" in r.tags and "enc" in r.tags for r in morph.readings(low)
    )


#: Reflexive clitics before a form of *sentire* ("si sentiva", "mi sento").
_REFLEXIVE_CLITICS = frozenset({"si", "mi", "ti", "ci", "vi"})


def _feels(tokens: Sequence[str], k: int) -> bool:
    """A finite form of *sentirsi* ("to feel"), its reflexive clitic right before it ("si
    sentivano stanchi"): a pseudo-copula whose predicative agrees with the subject as after
    *essere* (Serianni, *Grammatica italiana*, II.34-35 on the copulative verbs; Treccani,
    "sentire": "sentirsi stanco") (it-inflect-19)."""
    morph = morphology("it")
    if morph is None or k < 1 or Word.parse(tokens[k - 1]).post.strip():
        return False
    if Word.parse(tokens[k - 1]).core.lower() not in _REFLEXIVE_CLITICS:
        return False
    return any(
        r.lemma in PSEUDO_COPULAS and r.pos == "vblex" and not {"pp", "ger", "inf"} & set(r.tags)
        for r in morph.readings(Word.parse(tokens[k]).core.lower())
    )
