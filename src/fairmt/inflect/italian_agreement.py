"""Italian subject agreement: the middle layer of the Italian inflector (the predicate).

When a person's gender changes, so must the words of the clause that agree with the
subject. :class:`ItalianAgreement` finds them (:meth:`~ItalianAgreement._predicate`) and
reinflects them:

* participles and adjectives after *essere* (:meth:`~ItalianAgreement._after_essere`),
  a copular verb (*stare*, *sembrare*, *diventare* ...), a modal + *essere* ("deve essere
  preparata", :meth:`~ItalianAgreement._modal_before_essere`) or "si offrì volontaria";
* chained participles ("è stata ferita", :meth:`~ItalianAgreement._participle_chain`),
  also those the dictionary lists only as nouns;
* the predicate after a relative "che", but not the "che" after the addressee of a verb of
  saying (:meth:`~ItalianAgreement._addressee_of_saying`: in "ha detto a qualcuno che
  sarebbe stato ..." the clause is what was said, about someone else);
* a predicate coordinated with "e" (:meth:`~ItalianAgreement._coordinated`), not after
  "ma"/"così" (a new subject usually follows) and not one that already disagrees.

Decisions: nouns of one grammatical gender (``persona``, ``vittima``, ``guardia``) keep
their agreement; an attributive adjective before its own noun ("promossa ultimo anno",
:meth:`~ItalianAgreement._before_its_noun`) is no predicative; complements between the
verb and the predicative are skipped (:meth:`~ItalianAgreement._skip_complement`). The
gender a predicate shows is also a cue for :meth:`~fairmt.inflect.italian.ItalianInflector.gender_of`
(:meth:`~ItalianAgreement._predicate_gender`). This layer sits on
:class:`~fairmt.inflect.italian_forms.ItalianWordForms` and under
:class:`~fairmt.inflect.italian.ItalianInflector`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_adverb_homographs import copular_adjective
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_clauses import (
    after_appositive_relative,
    after_relative_predicate,
    opens_clause,
    predicative_noun,
)
from fairmt.inflect.italian_control import controlled_essere
from fairmt.inflect.italian_coordinated_subjects import coordinated_subject
from fairmt.inflect.italian_copula_adverbs import adverbs_before, only_adverb, past_adverbs
from fairmt.inflect.italian_da_solo import da_solo_of_subject
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
    appositive_insert,
    complement_insert,
    fronted_phrase_end,
    participle_after_phrase,
    role_complement_end,
)
from fairmt.inflect.italian_predicate_joins import PREDICATE_JOINS
from fairmt.inflect.italian_quantity import essere_number
from fairmt.inflect.italian_relative_superlative import superlative_predicative
from fairmt.inflect.italian_secondary_predicate import secondary_predicate
from fairmt.inflect.italian_words import (
    _BETWEEN,
    _CONNECTIVES,
    _ESSERE_PARTICIPLES,
    _OPENERS,
    _PARTICIPLE,
    _SAYING,
    _SUBORDINATE,
    _VERB_POS,
    DETS,
    ESSERE,
    essere_participle,
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
#: Prepositions whose complement may follow the subject noun before its verb ("Il proprietario
#: del negozio è ricco", "L'addetto alla reception è stanco"; Serianni, *Grammatica italiana*,
#: VIII.1-4): the predicate still agrees with the head noun.
_COMPLEMENT_PREPOSITIONS = frozenset({"di", "a", "in", "da", "su"})
#: The gender a definite article fused with "di" shows ("del" M, "della" F; "dell'" shows none).
_ARTICLE_GENDER = {f: d.gender for f, d in DETS.items() if d.group == "def" and f != "l'"}
#: Words that open a relative clause on the noun before them: "che", and "chi", which
#: Apertium's spa-ita pair gives for the Spanish relative "quién" (itself Apertium eng-spa's
#: "who": "Il mio amico, chi era malato ieri"). "chi" counts only after a subject that opens
#: its clause, where no indirect question can stand ("ha chiesto al medico chi era" is one).
_RELATIVES = frozenset({"che", "chi"})
#: The articles of the possessive relative "il cui", "la cui", "i cui", "le cui" (it-inflect-42).
_CUI_ARTICLES = frozenset({"il", "la", "i", "le", "lo", "gli"})


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
#: Plural personal pronouns after the "di" of a partitive ("alcuni di loro", "nessuna di noi"):
#: invariant, and the subject's predicate agrees with the quantifier before them.
_GROUP_PRONOUNS = frozenset(["loro", "noi", "voi"])
#: Cardinals that name a partitive's group after "delle"/"dei" ("Nessuna delle due", it-inflect-42).
GROUP_NUMERALS = frozenset(["due", "tre", "quattro", "cinque", "sei"])


#: Determiners that open a subject's phrase after its verb in a question (articles,
#: demonstratives and possessives; a contracted preposition opens a complement instead).
_SUBJECT_DETERMINERS = frozenset(
    [
        "il",
        "lo",
        "la",
        "l'",
        "i",
        "gli",
        "le",
        "un",
        "uno",
        "una",
        "un'",
        "questo",
        "questa",
        "questi",
        "queste",
        "quel",
        "quello",
        "quella",
        "quei",
        "quegli",
        "quelle",
        "mio",
        "mia",
        "miei",
        "mie",
        "tuo",
        "tua",
        "tuoi",
        "tue",
        "suo",
        "sua",
        "suoi",
        "sue",
        "nostro",
        "nostra",
        "nostri",
        "nostre",
        "vostro",
        "vostra",
        "vostri",
        "vostre",
    ]
)
_ESSERE_PARTICIPLE_FORMS: dict[str, dict[str, str]] = {
    "F": {"stato": "stata", "stati": "state"},
    "M": {"stata": "stato", "state": "stati"},
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
#: Question words that may open a question before its verb ("Perché è stanco il dottore?").
_QUESTION_OPENERS = frozenset({"perché", "perche'", "come", "dove", "quando", "quanto", "chi", "cosa", "che"})


class ItalianAgreement(ItalianWordForms):
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
        k = e
        # Adjectives of the noun phrase itself ("L'amministratrice delegata era ...").
        while k < len(tokens) and not Word.parse(tokens[k - 1]).post.strip():
            low = Word.parse(tokens[k]).core.lower()
            if (
                low in self.INTENSIFIERS
                and k + 1 < len(tokens)
                and not Word.parse(tokens[k]).post.strip()
                and self.degree_adjective(Word.parse(tokens[k + 1]).core.lower())
                and morph.agree(Word.parse(tokens[k + 1]).core.lower(), gender) is not None
            ):
                k += 1  # "L'avvocata molto nervosa è arrivata": the adjective is the noun's
                continue
            if low in ESSERE or low in _BETWEEN:
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

    def _inverted_question(self, tokens: list[str], ps: int, e: int, gender: Gender) -> list[str]:
        """Agreement with a subject that follows its verb in a question: "È stanco il
        dottore?" -> "È stanca la dottoressa?", "È il vostro capo soddisfatto?" -> "È la
        vostra capo soddisfatta?".

        Italian questions often put the subject after the verb (Serianni, *Grammatica
        italiana*, XIII.8; Treccani, *Enciclopedia dell'Italiano*, "interrogative, frasi"), and
        the predicative still agrees with it. The subject's phrase (from ``ps``, opening with
        an article or a possessive, never a preposition: "dai miei colleghi" is an agent)
        stands in a clause that ends with "?"; a third-person form of *essere*
        (:data:`ESSERE`, not a participle) opens the question (sentence start, after
        punctuation or a question word or conjunction). The predicative is then either
        between the verb and the subject (over adverbs: "È arrivato il dottore?") or right after
        the subject's phrase ("È il dottore stanco?"); each word only as the dictionary reads
        it as an adjective or participle in ``gender``.
        """
        morph = morphology("it")
        if morph is None or ps < 1 or e > len(tokens):
            return tokens
        # The clause must end with "?" before any other sentence punctuation.
        end = e - 1
        while end < len(tokens) and not any(c in Word.parse(tokens[end]).post for c in ".!?;:"):
            end += 1
        # it-inflect-19: a declarative clause too, when a participle other than that of
        # *essere* or of a copular verb stands between ("Sono arrivati i medici", "Sono stati
        # annunciati i vincitori"): in a passive or unaccusative clause the subject often
        # follows the verb and the participle agrees with it (Serianni, *Grammatica italiana*,
        # XI.365 and XIV on the postverbal subject).
        declarative = end >= len(tokens) or "?" not in Word.parse(tokens[end]).post
        first = Word.parse(tokens[ps]).core.lower()
        article = first.split("'")[0] + "'" if "'" in first[:-1] else first
        if article not in _SUBJECT_DETERMINERS:
            return tokens
        out = list(tokens)
        # Between the verb and the subject.
        k = ps - 1
        between: list[int] = []
        while k >= 0 and not Word.parse(tokens[k]).post.strip():
            low = Word.parse(tokens[k]).core.lower()
            if low in ESSERE and low not in _ESSERE_PARTICIPLES:
                break
            if low in _BETWEEN:
                k -= 1
                continue
            if low in _ESSERE_PARTICIPLES or (
                morph.agree(low, gender) is not None and not morph.noun_readings(low)
            ):
                between.insert(0, k)
                k -= 1
                continue
            return tokens
        if k < 0 or Word.parse(tokens[k]).post.strip():
            return tokens
        verb = Word.parse(tokens[k]).core.lower()
        if verb not in ESSERE or verb in _ESSERE_PARTICIPLES:
            return tokens
        before = Word.parse(tokens[k - 1]) if k > 0 else None
        if before is not None and not (
            before.post.strip() or before.core.lower() in _QUESTION_OPENERS or before.core.lower() in _OPENERS
        ):
            return tokens
        if declarative and (
            not any(
                Word.parse(tokens[j]).core.lower() not in _CHAIN_PARTICIPLES
                and any("pp" in r.tags for r in morph.readings(Word.parse(tokens[j]).core.lower()))
                for j in between
            )
            or any(
                r.lemma in _PREDICATIVE_VERBS
                for j in between
                for r in morph.readings(Word.parse(tokens[j]).core.lower())
            )
        ):
            # (Of a verb with a predicative complement, "fu considerata la giocatrice migliore",
            # the phrase after it is that predicative, not the subject.)
            return tokens
        for j in between:
            w = Word.parse(out[j])
            new = _ESSERE_PARTICIPLE_FORMS[gender].get(w.core.lower()) or morph.agree(w.core.lower(), gender)
            if new is not None and new != w.core.lower():
                out[j] = w.render(new)
        if between:
            return out
        # Right after the subject's phrase.
        j = e
        while j < len(out) and not Word.parse(out[j - 1]).post.strip():
            w = Word.parse(out[j])
            low = w.core.lower()
            if low in ADVERBS:
                j += 1
                continue
            new = morph.agree(low, gender)
            if new is None or morph.noun_readings(low):
                break
            if new != low:
                out[j] = w.render(new)
            j += 1
        return out

    def _addressee_of_saying(self, tokens: Sequence[str], s: int) -> bool:
        """Whether the phrase at ``s`` is the addressee of a verb of saying right before it
        ("ha detto a qualcuno", "disse al visitatore", "informò il cliente"): then a "che"
        after it opens the content clause (what was said), not a relative clause on the
        addressee, and that clause's predicate agrees with its own subject, which Italian
        drops and the source names ("told someone that he would be ..."). The verb is found
        by its lemma in Apertium's dictionary, over "a" or its contraction and adverbs."""
        morph = morphology("it")
        if morph is None or s == 0:
            return False
        j = s - 1
        first = Word.parse(tokens[s]).core.lower()
        prep = first[: first.index("'") + 1] if "'" in first else first
        if self.CONTRACTIONS.get(prep, ("",))[0] != "a":
            low = Word.parse(tokens[j]).core.lower()
            if low in ("a", "ad"):
                j -= 1
        for _ in range(3):
            if j < 0 or Word.parse(tokens[j]).post.strip():
                return False
            low = Word.parse(tokens[j]).core.lower()
            if any(r.lemma in _SAYING for r in morph.readings(low) if r.pos in _VERB_POS):
                return True
            if low not in ADVERBS and low not in ("gli", "le", "anche", "poi", "già"):
                return False
            j -= 1
        return False

    def _after_article(self, tokens: Sequence[str], j: int) -> bool:
        """Whether ``tokens[j - 1]`` is a determiner or an article merged with a preposition
        ("gli", "un", "negli", "dello"), with no punctuation after it: a noun follows, not a
        verb form (it-inflect-51)."""
        if j < 1:
            return False
        prev = Word.parse(tokens[j - 1])
        low = prev.core.lower()
        return not prev.post.strip() and (low in self.DETS or low in self.CONTRACTIONS)

    def _skip_complement(self, tokens: Sequence[str], k: int) -> int:
        """Past a "di" complement of the subject noun ("Il proprietario nuovo del negozio è
        molto ricco"): ``di`` or its contraction with an article, then nouns and adjectives of
        that phrase (no verb form), when *essere* (over negation and adverbs), a copular verb or a
        modal before *essere* (it-inflect-48) follows; else ``k`` unchanged. The predicate still
        agrees with the head before the complement."""
        morph = morphology("it")
        if morph is None or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
            return k
        first = Word.parse(tokens[k])
        low = first.core.lower()
        prep = low.split("'")[0] + "'" if "'" in low else low
        if (
            low not in _COMPLEMENT_PREPOSITIONS
            and self.CONTRACTIONS.get(prep, ("",))[0] not in _COMPLEMENT_PREPOSITIONS
        ):
            return k  # (it-inflect-19: "a", "in", "da", "su" too: "L'addetto alla reception è stanco")
        if first.post.strip():
            return k
        j = k + 1  # (an elided "dell'ufficio" holds its noun)
        for _ in range(3):
            if j >= len(tokens):
                return k
            w = Word.parse(tokens[j])
            wl = w.core.lower()
            if j == k + 1 and wl in _GROUP_PRONOUNS and not w.post.strip():
                j += 1  # the group of a partitive ("Alcuni di loro erano stanchi")
                continue
            if j == k + 1 and wl in GROUP_NUMERALS and low in ("delle", "dei") and not w.post.strip():
                j += 1  # it-inflect-42: a numeral group ("Nessuna delle due era pronta")
                continue
            if wl in _ESSERE_PARTICIPLES and self._after_article(tokens, j):
                # it-inflect-51: "negli Stati membri": after an article "Stati" is the noun (the
                # polity), no participle of *essere* (which never follows an article)
                j += 1
                continue
            if wl in ESSERE or wl in _BETWEEN or venire_passive(tokens, j):
                return j
            if (j > k + 1 or "'" in low) and (_finite_copula(wl) or self._modal_before_essere(tokens, j)):
                return j  # it-inflect-48: "I giocatori di scacchi possono essere aggressivi", "... sembrano"
            if morph.only_verb(wl) or (wl in self.FUNCTION and wl not in self.DETS) or w.post.strip():
                return k
            j += 1
        return j if j < len(tokens) and Word.parse(tokens[j]).core.lower() in ESSERE else k

    def _main_after_complement_relative(self, tokens: Sequence[str], k: int) -> int | None:
        """pairs28 (it-inflect-28): the main clause's *essere* after a complement of the subject
        noun ("di", "a", "in", "da", "su" or their contractions with an article, then up to three
        nouns or adjectives) closed by a comma and an appositive relative clause between commas:
        "La traduttrice *del romanzo*, che ho conosciuto l'anno scorso, *è* stata premiata".
        Whichever noun the relative refers to (the head or the complement's), the main
        predicate agrees with the subject's head (Serianni, *Grammatica italiana*, XI.9 on
        subject-predicate agreement; XIV.246-251 on appositive relatives, set off by commas);
        the relative's own words are left as they are. ``None`` when the complement holds a
        verb or a function word other than a determiner, or no ", che" closes it."""
        morph = morphology("it")
        if morph is None or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
            return None
        low = Word.parse(tokens[k]).core.lower()
        prep = low.split("'")[0] + "'" if "'" in low else low
        if (
            low not in _COMPLEMENT_PREPOSITIONS
            and self.CONTRACTIONS.get(prep, ("",))[0] not in _COMPLEMENT_PREPOSITIONS
        ):
            return None
        for j in range(k, min(k + 4, len(tokens) - 1)):
            w = Word.parse(tokens[j])
            wl = w.core.lower()
            if j > k and (
                morph.only_verb(wl) or wl in ESSERE or (wl in self.FUNCTION and wl not in self.DETS)
            ):
                return None
            post = w.post.strip()
            if post == "," and (j > k or "'" in low):
                if Word.parse(tokens[j + 1]).core.lower() != "che":
                    return None
                return after_appositive_relative(tokens, j + 2, ESSERE)
            if post:
                return None
        return None

    def _complement_relative(self, tokens: Sequence[str], k: int, was: Realisation | None) -> int | None:
        """it-inflect-44: the start of the appositive relative after the subject's "di" complement
        (after ", che") when the complement's article shows the other gender than the subject's
        original ``was`` ("La direttrice *del museo*, che è spagnola, ..."): the relative's
        predicatives in ``was`` cannot be the complement's and are the subject's, as in Spanish
        (RAE, *Nueva gramática* §44.1-44.2; Serianni, *Grammatica italiana*, XIV.246-251 on the
        appositive relative's antecedent). ``None`` otherwise; the caller checks that every word
        it changes there was in ``was``."""
        if was not in ("F", "M") or k >= len(tokens):
            return None
        low = Word.parse(tokens[k]).core.lower()
        prep, article = self.CONTRACTIONS.get(low, ("", ""))
        if prep != "di" or article not in _ARTICLE_GENDER or _ARTICLE_GENDER[article] == was:
            return None
        for j in range(k + 1, min(k + 4, len(tokens) - 2)):
            post = Word.parse(tokens[j]).post.strip()
            if post == "," and Word.parse(tokens[j + 1]).core.lower() == "che":
                return j + 2
            if post:
                return None
        return None

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
            if not seen_essere:
                if (
                    low in ESSERE
                    or _finite_copula(low)
                    or venire_passive(out, k)  # it-inflect-30 (italian_passive.py)
                    or _offers_as_volunteer(out, k)
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
                or (None if agreed else predicative_noun(low, gender, self._predicative_person))
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

    @staticmethod
    def _plural_essere_at(tokens: Sequence[str], j: int) -> bool:
        """Whether a plural form of *essere* opens at ``tokens[j]``, over clitics and "non"."""
        low = Word.parse(tokens[j]).core.lower()
        return (low in ESSERE or low in ("si", "ci", "vi", "non")) and essere_number(tokens, j) == "pl"

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

    def _elided_essere(self, out: Sequence[str], start: int, k: int) -> bool:
        """Whether the conjunction ``out[k]`` joins a second past participle whose auxiliary
        *essere* is left out, as the first one's is understood ("è nata a Firenze e morta a
        Roma", "è stato arrestato e condannato"): two coordinated compound tenses with the
        same auxiliary and subject may omit it in the second, whose participle still agrees
        with the subject (Serianni, *Grammatica italiana*, XI.365 on the participle with
        *essere*; Treccani, *Enciclopedia dell'Italiano*, "ellissi"). The clause from ``start``
        to ``k`` must hold a form of *essere* right before a participle, and the word after
        the conjunction must be a participle (it-inflect-21)."""
        j = _past_coordinated_adverbs(out, k + 1)  # it-inflect-39: "e successivamente rilasciata"
        if j >= len(out) or not _is_participle(out[j]):
            return False
        for t in range(start, k - 1):
            aux = Word.parse(out[t]).core.lower()
            if (aux in ESSERE or aux in _ESSERE_PARTICIPLES) and _is_participle(out[t + 1]):
                return True
        return False

    def _coordinated(
        self, out: list[str], k: int, gender: Gender, was: Realisation | None = None, depth: int = 0
    ) -> list[str]:
        """A predicate coordinated with the subject's own verb, with no subject of its own:
        "L'infermiera eseguì una iniezione ... e fu inviata" (the subject opens the sentence).
        From ``k`` (after the subject) the first ``e``/``ed`` of the main clause is
        looked for; a subordinating word or punctuation first means another clause, and
        nothing is done. After the conjunction, :meth:`_after_essere` agrees its predicate.
        Not after ``ma``: "but" usually brings a subject of its own ("ma è stato preso" for
        "but he was caught", which the source's pronoun fixes).

        ``was`` is the subject's gender in the original: a coordinated predicate in the other
        gender there ("Il cuoco preparò la cena ... e fu elogiata", for "and she was praised")
        is not the subject's, and it is left alone."""
        start = k
        while k < len(out):
            w = Word.parse(out[k])
            low = w.core.lower()
            if (
                w.post.strip() == ","
                and not w.pre.strip(" *#")
                and low not in _SUBORDINATE
                and _essere_next(out, k + 1)
            ):
                # it-inflect-32: a predicate after a comma with no subject of its own, its
                # *essere* right there ("si è fermata, è scesa dall'auto e si è scusata"): an
                # asyndetic coordination of the subject's predicates (Serianni XIV.13-14).
                new = self._after_essere(list(out), k + 1, gender)
                if self._disagrees(out, new, k + 1, was):
                    return out
                out = new
                k += 1
                continue
            if role_complement_end(out, k) is not None:
                k = role_complement_end(out, k) or k  # it-inflect-35: "ha lavorato come analista e ..."
                continue
            if (
                w.post.strip() == ","
                and k + 1 < len(out)
                and Word.parse(out[k + 1]).core.lower() in ("e", "ed")
            ):
                k += 1  # it-inflect-35: ", e fu molto determinata" (a comma before the coordinator)
                continue
            if low in _SUBORDINATE or low in _CONNECTIVES or w.post.strip() or w.pre.strip(" *#"):
                return out  # (it-inflect-21: not the "*"/"#" Apertium puts on unknown words)
            but = low == "ma" and _essere_next(out, k + 1) and essere_number(out, k + 1) == "pl"
            if low in ("e", "ed") or but:
                # it-inflect-41: also "ma" before a plural *essere* ("sono nati a Roma ma sono
                # cresciuti a Milano"): a plural subject of its own would mostly be a noun or
                # "loro", while a pronoun the source gives keeps its gender by _disagrees.
                v = fronted_phrase_end(out, k + 1) or k + 1  # it-inflect-37: "e sin da giovane si dimostrò"
                new = self._after_essere(list(out), v, gender, self._elided_essere(out, start, k))
                if self._disagrees(out, new, v, was):
                    return out
                # it-inflect-37: a third predicate after the second ("è stata espulsa dal partito e
                # incarcerata"): the search goes on from the second one's verb.
                return (
                    self._coordinated(new, v + 1, gender, was, depth + 1) if new != out and depth < 3 else new
                )
            k += 1
        return out

    @staticmethod
    def _disagrees(out: Sequence[str], new: Sequence[str], k: int, was: Realisation | None) -> bool:
        """Whether a word changed from ``k`` on had, in ``out``, another gender than the
        subject's original ``was``: the coordinated predicate is then not the subject's ("Il
        cuoco preparò la cena ... e fu elogiata", for "and she was praised")."""
        morph = morphology("it")
        if was is None or morph is None:
            return False
        for t in range(k, len(out)):
            if new[t] == out[t]:
                continue
            low_t = Word.parse(out[t]).core.lower()
            genders = {r.gender for r in morph.readings(low_t)}
            if not genders and low_t.endswith(_PARTICIPLE):
                genders = {"f"} if low_t.endswith(("a", "e")) else {"m"}  # ("elogiata")
            if genders and genders <= {"m", "f"} and was.lower() not in genders:
                return True
        return False


def _essere_next(tokens: Sequence[str], k: int) -> bool:
    """Whether a finite form of *essere* (not its participle) stands at ``k``, after reflexive
    clitics and "non" ("è scesa", "si è scusata", "non era pronta")."""
    while k < len(tokens) and Word.parse(tokens[k]).core.lower() in (_REFLEXIVE_CLITICS | {"non"}):
        if Word.parse(tokens[k]).post.strip():
            return False
        k += 1
    if k >= len(tokens):
        return False
    low = Word.parse(tokens[k]).core.lower()
    if low not in ESSERE or low in _ESSERE_PARTICIPLES:
        return False
    # Not "è stato un sollievo": a noun predicate after "stato" may have another subject ("it").
    after = [Word.parse(t).core.lower() for t in tokens[k + 1 : k + 3]]
    return not (after[:1] and after[0] in _ESSERE_PARTICIPLES and after[1:] and after[1] in DETS)


def _opens_after(prev: Word | None) -> bool:
    """Whether a clause opens after ``prev`` (``None`` at the sentence start): after
    punctuation, a relative, or a coordinating/subordinating conjunction ("L'avvocato è alto e
    il giudice è corto")."""
    return (
        prev is None
        or bool(prev.post.strip())
        or prev.core.lower() in ("che", "chi", *_OPENERS)
        or opens_clause(prev.core.lower())
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


def _is_participle(token: str) -> bool:
    """Whether the dictionary reads ``token`` as a past participle."""
    morph = morphology("it")
    w = Word.parse(token)
    if morph is None or w.pre.strip():
        return False
    return any(r.pos in _VERB_POS and "pp" in r.tags for r in morph.readings(w.core.lower()))


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


def _complements_insert(tokens: Sequence[str], found: tuple[int, int, int], was: Realisation | None) -> bool:
    """Whether the insert after a subject's "di" complement (:func:`complement_insert`) belongs
    to the complement's noun instead of the subject: its first adjective or participle (after
    adverbs) has a form of the noun's gender and none of the subject's original gender ``was``
    ("Il sindaco della città, fondata nel 1200, ..."). Where both genders are the same, or
    ``was`` is unknown, it is the subject's (the *participio congiunto*, Serianni XI.410-415)."""
    morph = morphology("it")
    if morph is None or was not in ("F", "M"):
        return False
    j = found[0]
    while j < found[1] - 1 and Word.parse(tokens[j]).core.lower() in ADVERBS:
        j += 1
    genders = {
        r.gender
        for r in morph.readings(Word.parse(tokens[j]).core.lower())
        if r.pos == "adj" or "pp" in r.tags
    }
    nouns = {r.gender for r in morph.noun_readings(Word.parse(tokens[found[2]]).core.lower())}
    own = was.lower()
    return own not in genders and bool(nouns & genders - {"mf", ""})


def _past_coordinated_adverbs(tokens: Sequence[str], k: int) -> int:
    """it-inflect-39: the first token from ``k`` past the adverbs that may open a coordinated
    predicate before its verb or participle ("ed è stata arrestata a casa e *successivamente*
    rilasciata", "e *poi* liberato"): adverbs in -mente (:func:`mente_adverb`) and the adverbs of
    time and degree of :data:`fairmt.inflect.italian_persons.ADVERBS` (Serianni, *Grammatica
    italiana*, XII, the adverb's free place before the verb). Only bare words, nothing attached."""
    from fairmt.inflect.italian_persons import ADVERBS

    while k < len(tokens):
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if w.post.strip() or w.pre.strip() or not (low in ADVERBS or mente_adverb(low)):
            return k
        k += 1
    return k
