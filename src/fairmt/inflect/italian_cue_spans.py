"""Where an Italian cue's span begins and ends: a layer of the Italian inflector.

The aligner links an English person word to a stretch of the Italian sentence that may hold
too much or too little: a verb form it spilled over ("chiamato l'idraulico"), a prepositional
complement ("l'addetto alla reception"), a locution ("fino a"), a trailing article, the "che"
of a relative, a lone article without its noun, or the "da" of *da solo*.
:class:`ItalianCueSpans` holds ``cue_span`` and ``phrase_span`` and the helpers that move or
trim a span to the person's phrase, and the article tables they read. Moved verbatim from
:mod:`fairmt.inflect.italian` (no behaviour change); the layers are described there, under
"Layout".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_copula_adverbs import adverb_to_predicative
from fairmt.inflect.italian_essere_predicates import essere_predicate_run
from fairmt.inflect.italian_forms import cardinal
from fairmt.inflect.italian_indefinite_altro import with_altro
from fairmt.inflect.italian_lexicon import _agentive
from fairmt.inflect.italian_noun_appositions import apposed_noun
from fairmt.inflect.italian_person_spans import ItalianPersonSpans
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_possessor_spans import possessor_complement
from fairmt.inflect.italian_quantity import QUANTITY_NOUNS
from fairmt.inflect.italian_roles import _COORDINATORS
from fairmt.inflect.italian_spilled_verbs import leading_finite_verbs
from fairmt.inflect.italian_words import _VERB_POS, CONTRACTIONS, DETS, PARTITIVES, PARTITIVES_BACK

#: Quantifier pronouns that stand as a clause's subject (the partitive quantifiers of
#: :data:`~fairmt.inflect.italian_words.PARTITIVES`, both genders, and the demonstrative
#: pronouns that head a relative, "quelli/quelle che ...";
#: closed class, Treccani "pronomi indefiniti").
_QUANTIFIER_SUBJECTS = frozenset(PARTITIVES) | frozenset(PARTITIVES.values()) | {"quelli", "quelle"}


#: Demonstrative pronouns of one form for both genders that head a relative ("coloro che",
#: "costoro che": Treccani, Vocabolario, "coloro", m. e f. pl.).
_INVARIANT_RELATIVE_HEADS = frozenset({"coloro", "costoro"})


#: Determiners of one form for both genders that stand before a singular noun (Serianni,
#: *Grammatica italiana*, VII.170-173: "ogni", "qualsiasi", "qualunque").
_INVARIABLE_DETERMINERS = frozenset(["ogni", "qualsiasi", "qualunque"])


#: Articles before a postverbal subject, with the gender and number they show.
_POSTVERBAL_ARTICLES: dict[str, tuple[str, str]] = {
    "il": ("m", "sg"),
    "lo": ("m", "sg"),
    "un": ("m", "sg"),
    "uno": ("m", "sg"),
    "la": ("f", "sg"),
    "una": ("f", "sg"),
    "i": ("m", "pl"),
    "gli": ("m", "pl"),
    "le": ("f", "pl"),
}


#: Elided articles on their noun, with the genders they may show.
#: An article, an articulated preposition or a demonstrative that opens a noun phrase
#: (Serianni IV.1-4, IV.78-81) (it-inflect-21).
_DETERMINER = re.compile(
    r"(il|lo|la|i|gli|le|un|uno|una|(?:de|ne|a|da|su|co)(?:l|llo|lla|i|gli|lle)|quest[oaie]"
    r"|quel|quell[oaie]|quegli|quei)"
    r"$"
)


_ELIDED_ARTICLES: dict[str, tuple[tuple[str, str], ...]] = {
    "l'": (("m", "sg"), ("f", "sg")),
    "un'": (("f", "sg"),),
}


#: Endings of English agent and role nouns that Italian MT keeps as loans ("manager",
#: "designer", "sponsor", "lobbyist", "assistant"): an unknown word with one may be a person.
_LOAN_AGENT_ENDINGS = ("er", "or", "ist", "ant", "ent", "ian", "ess")


#: The plural contractions of "di" that open a partitive's noun phrase (it-inflect-26).
_PLURAL_DI = frozenset(["dei", "degli", "delle"])


#: The forms of "solo" in the idiom *da solo* ("by oneself"), which agree with their person.
_DA_SOLO = frozenset(["solo", "sola", "soli", "sole"])


def _with_quantity_noun(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """it-inflect-42: a span that ends on the adjective of "la maggior parte" ("gran", "minor")
    takes the noun of quantity after it (the aligner gives "most" the adjective alone), so that
    the phrase is read as the quantity it is (italian_quantity; "Il maggior parte" was made)."""
    s, e = span
    if (
        check_span(tokens, span)
        and e < len(tokens)
        and Word.parse(tokens[e - 1]).core.lower() in ("maggior", "gran", "minor")
        and not Word.parse(tokens[e - 1]).post.strip()
        and Word.parse(tokens[e]).core.lower() in QUANTITY_NOUNS
    ):
        return (s, e + 1)
    return span


class ItalianCueSpans(ItalianPersonSpans):
    """Layer 5 of :class:`~fairmt.inflect.italian.ItalianInflector`: a cue's span and its phrase."""

    def _trailing_determiner(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """it-inflect-30: ``span`` without an article or articulated preposition at its end after
        a content word ("deluse | dai risultati"): a determiner opens the noun phrase after it
        (Serianni IV.1-4), so its gender is that noun's, not the person's."""
        s, e = span
        if not check_span(tokens, span):
            return span
        while e - s > 1 and _DETERMINER.fullmatch(Word.parse(tokens[e - 1]).core.lower()):
            if Word.parse(tokens[e - 2]).core.lower() in self.DETS or Word.parse(tokens[e - 2]).post.strip():
                break
            e -= 1
        return (s, e)

    @staticmethod
    def _relative_head(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """it-inflect-30: a span of a pronoun that heads a relative and the relative "che"
        ("Quelle che" for "Those who") is the pronoun alone: "che" is the relative clause's
        subject, not part of the person's phrase (Serianni VII.230-238 on "quello che"), and the
        pronoun's own rules take the relative's and the main clause's predicatives along.
        it-inflect-42: also a span that runs on into the relative's verb ("quelle che hanno" for
        "those who", whose "firmato" is the relative's participle), and one that holds the
        predeterminer before the pronoun ("Tutte quelle che" -> "Tutte quelle")."""
        s, e = span
        k = s + 1
        if k < e and Word.parse(tokens[s]).core.lower() in ("tutti", "tutte"):
            k += 1  # "Tutte quelle che" (it-inflect-40: one phrase)
        if (
            k < e
            and Word.parse(tokens[k]).core.lower() == "che"
            and not Word.parse(tokens[k - 1]).post.strip()
            and Word.parse(tokens[k - 1]).core.lower() in _QUANTIFIER_SUBJECTS | _INVARIANT_RELATIVE_HEADS
        ):
            return (s, k)
        return span

    def _before_locution(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """``span`` without the words at its end that open a prepositional locution with the
        word after them (:meth:`starts_locution`: "il testimone fino | a quando")."""
        s, e = span
        while (
            e - s > 1
            and e < len(tokens)
            and self.starts_locution(Word.parse(tokens[e - 1]).core.lower(), Word.parse(tokens[e]).core)
        ):
            e -= 1
        return (s, e)

    def _with_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A span of a lone article or article-preposition ("della", "al") that the aligner
        linked without its noun takes the noun right after it: a determiner agrees with its
        noun, so whether it may change is the noun's to say ("della vittima" keeps its
        article, as "vittima" does; "al barista" changes both). A clitic before its verb ("lo
        ha elogiato") has no noun after it and is left as it is."""
        s, e = span
        if e - s != 1 or e >= len(tokens):
            return span
        art, nxt = Word.parse(tokens[s]), Word.parse(tokens[e])
        low, noun = art.core.lower(), nxt.core.lower()
        morph = morphology("it")
        if (
            morph is None
            or art.post.strip()
            or low.endswith("'")
            or not (low in DETS or low in CONTRACTIONS)
            or not noun.isalpha()
            or noun in DETS
            or nxt.core[:1].isupper()  # a name or a title
            or not morph.noun_readings(noun)
            or any(r.pos in _VERB_POS for r in morph.readings(noun))
        ):
            return span
        return (s, e + 1)

    def _complement_of_person(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A span on the prepositional complement of a person noun right before it ("l'addetto
        *alla reception*" for "receptionist", "il vigile *del fuoco*" for "firefighter": the
        aligner linked the English noun to the complement's words) moves to that person noun
        (it-inflect-19). The complement, a contracted preposition and a noun of no person,
        agrees with its own noun (Serianni, *Grammatica italiana*, VIII.1-4), while the role's
        gender is the head noun's: "l'addetta alla reception". The head must be a noun the
        lexicon or the dictionaries know as a person's (:meth:`_known_person`, or a noun with a
        form in each gender)."""
        s, e = span
        if s < 1 or e - s != 2 or e > len(tokens):
            return span
        prep, noun, head = Word.parse(tokens[s]), Word.parse(tokens[s + 1]), Word.parse(tokens[s - 1])
        plow, nlow = prep.core.lower(), noun.core.lower()
        hlow = head.core.lower().split("'")[-1]
        if head.post.strip() or prep.post.strip() or plow not in CONTRACTIONS or plow.endswith("'"):
            return span
        if self._known_person(nlow) or not hlow.isalpha():
            return span
        morph = morphology("it")
        if morph is None:
            return span
        genders = {r.gender for r in morph.noun_readings(hlow)}
        if not (self._known_person(hlow) or genders >= {"m", "f"} or "mf" in genders):
            return span
        nouns = {r.gender for r in morph.noun_readings(nlow)}
        if nouns >= {"m", "f"} or "mf" in nouns or _agentive(nlow) or (self.person_noun(nlow) and nouns):
            return span  # the complement's noun may be a person's itself ("al paziente")
        if not nouns and (not nlow.isalpha() or nlow.endswith(_LOAN_AGENT_ENDINGS)):
            return span  # an unknown loan that may name a person ("al manager")
        return self.phrase_span(tokens, (s - 1, s))

    @staticmethod
    def _da_solo(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """The adjective's span for a lone "da" right before a form of "solo" (*da solo*), else
        ``span``."""
        s, e = span
        if (
            check_span(tokens, span)
            and e - s == 1
            and e < len(tokens)
            and Word.parse(tokens[s]).core.lower() == "da"
            and not Word.parse(tokens[s]).post.strip()
            and Word.parse(tokens[e]).core.lower() in _DA_SOLO
        ):
            return (e, e + 1)
        return span

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """:meth:`RomanceInflector.phrase_span`; since it-inflect-26 a partitive's noun phrase
        opens with the plural contraction of "di" ("una delle poche musiciste"; Serianni
        VII.184-190 on the partitive "uno di", "una delle"), also before a quantifier
        determiner, so that the pronoun before it changes with the phrase."""
        s, e = super().phrase_span(tokens, _with_quantity_noun(tokens, span))
        if not check_span(tokens, (s, e)):
            return (s, e)
        if s > 0:
            prev = Word.parse(tokens[s - 1])
            here = Word.parse(tokens[s]).core.lower()
            if (
                (here in PARTITIVES or here in PARTITIVES_BACK)
                and prev.core.lower() in _PLURAL_DI
                and not prev.post.strip()
            ):
                s -= 1
        if (
            e - s == 1
            and e + 1 < len(tokens)
            and Word.parse(tokens[s]).core.lower() in ("tutti", "tutte")
            and not Word.parse(tokens[s]).post.strip()
            and Word.parse(tokens[e]).core.lower() in ("quelli", "quelle")
            and Word.parse(tokens[e + 1]).core.lower() == "che"
        ):
            # it-inflect-40: "Tutte quelle che ...": the predeterminer and the demonstrative that
            # heads the relative are one phrase (Serianni VII.202, "tutto" before a pronoun).
            e += 1
        elif (
            s > 0
            and e < len(tokens)
            and Word.parse(tokens[s]).core.lower() in ("quelli", "quelle", "coloro", "costoro")
            and Word.parse(tokens[s - 1]).core.lower() in ("tutti", "tutte")
            and not Word.parse(tokens[s - 1]).post.strip()
            and not Word.parse(tokens[s]).post.strip()
            and Word.parse(tokens[s + 1]).core.lower() == "che"
        ):
            # it-inflect-42: the same phrase from a span on the pronoun ("Tutti | quelli che",
            # "Tutti | coloro che")
            s -= 1
        return (s, e)

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """The cue's span, moved from an adjective to the person noun right before it (the
        aligner links "Italian tourists" word for word, so "tourists" may land on the
        adjective in "I turisti italiani"), then grown leftwards over a cardinal numeral and
        its article ("I due impiegati"), so that the article changes with the noun and the
        predicate finds its subject. A "di" complement inside the span belongs to another
        noun and is cut off ("Il proprietario della casa" for "the homeowner": only "Il
        proprietario"; "Il revisore dei conti" for "the auditor").

        A lone "da" before a form of "solo" is the idiom *da solo* ("on one's own, by oneself":
        Treccani, "solo", *da solo*), whose adjective agrees with the person it is said of
        ("da soli" -> "da sole"); the aligner links "on their own" to the preposition, so the
        span moves to the adjective."""
        if not check_span(tokens, span):
            return span
        span = leading_finite_verbs(tokens, span)  # it-inflect-47 (italian_spilled_verbs)
        span = with_altro(tokens, span)  # it-inflect-60: "nessun | altro" (italian_indefinite_altro)
        if self._da_solo(tokens, span) != span:
            return self._da_solo(tokens, span)
        moved = adverb_to_predicative(tokens, span, self.adjective_like)
        if moved is not None:
            return moved  # it-inflect-46: "piuttosto" for "pretty" -> "piuttosto | seria"
        apposed = apposed_noun(tokens, span, self.person_noun)
        if apposed is not None:
            span = (span[0], apposed)  # it-inflect-46: "le bambine | soldato" (italian_noun_appositions)
        s0, e0 = span
        if (
            e0 - s0 == 1
            and s0 > 0
            and Word.parse(tokens[s0]).core.lower() == "che"
            and self._relative_head(tokens, (s0 - 1, e0)) == (s0 - 1, s0)
        ):
            # it-inflect-30: the aligner linked "Those who" to "che" alone: the person is the
            # pronoun that heads the relative ("Quelle che sono rimaste").
            return (s0 - 1, s0)
        span = self._with_noun(tokens, span)
        span = self._complement_of_person(tokens, span)
        s0, e0 = span
        if (
            e0 - s0 == 2
            and Word.parse(tokens[s0]).core.lower() in ("uno", "una")
            and Word.parse(tokens[s0 + 1]).core.lower() in _PLURAL_DI
            and not Word.parse(tokens[s0]).post.strip()
        ):
            # it-inflect-26: "uno dei" for "one of" is the pronoun; the phrase after it is
            # the noun's, whose realisation changes the pronoun too ("uno dei redattori").
            return (s0, s0 + 1)
        morph = morphology("it")
        if morph is None:
            return span
        s, e = span
        # A verb form the aligner spilled into the span ("chiamato l'idraulico" for "the
        # plumber") is no part of the noun phrase: the participle agrees with nobody there.
        while e - s > 1:
            first = Word.parse(tokens[s])
            rs = morph.readings(first.core.lower())
            nxt = Word.parse(tokens[s + 1]).core.lower()
            before_article = nxt in DETS or ("'" in nxt[:-1] and nxt[: nxt.index("'") + 1] in DETS)
            if first.post.strip() or not rs:
                break
            if essere_predicate_run(tokens, s, e, morph.readings):
                break  # it-inflect-43: "Ci siamo | sentite benvenute": the subject's predicate
            if not all(r.pos in _VERB_POS for r in rs) and not (
                before_article and any(r.pos in _VERB_POS for r in rs)
            ):
                break  # (a participle read as an adjective counts only before an article)
            rest = [Word.parse(t).core.lower() for t in tokens[s + 1 : e]]
            if all(self._function_word(w) for w in rest):
                # Only a preposition or an article after the verb form ("scelto dai" for
                # "elected"): the participle is the span, the words after it are no phrase.
                e = s + 1
                break
            s += 1
        # ... and at its end, a word that opens a locution ("il testimone fino a quando": "fino
        # a" is a preposition, :meth:`starts_locution`) ...
        s, e = self._before_locution(tokens, (s, e))
        # ... and a verb form ("partecipante ha" for "participant": the auxiliary's participle
        # "ricevuto" would be read as an adjective of the noun phrase). A participle right
        # after a form of *essere* is its predicative, not a spilled verb: "Sei sposato?" for
        # "Are you married?" keeps "sposato", which shows the addressee's gender (it-393).
        while e - s > 1:
            last = Word.parse(tokens[e - 1])
            rs = morph.readings(last.core.lower())
            if not rs or Word.parse(tokens[e - 2]).post.strip() or not all(r.pos in _VERB_POS for r in rs):
                break
            if self._known_person(last.core.lower()) and any(
                r.pos == "det" for r in morph.readings(Word.parse(tokens[e - 2]).core.lower())
            ):
                break  # it-inflect-41: "La nostra guida": a person noun Apertium has as a verb only
            aux = morph.readings(Word.parse(tokens[e - 2]).core.lower())
            if any(r.pos == "vbser" for r in aux) and any("pp" in r.tags for r in rs):
                break
            if Word.parse(tokens[e - 2]).core.lower() in DETS and any("pp" in r.tags for r in rs):
                # it-inflect-23: a participle right after its article is a noun, the participle
                # used as a noun ("I caduti" for "the fallen", "gli invitati"; Serianni, Grammatica
                # italiana, ch. XI on the participle's nominal use; Treccani, "sostantivato"), not a
                # spilled verb: the article agrees with it.
                break
            e -= 1
        for j in range(s + 1, e):
            w = Word.parse(tokens[j])
            low = w.core.lower()
            prep = low[: low.index("'") + 1] if "'" in low else low
            # (it-inflect-19: any preposition or its contraction, not only "di": "l'addetto alla
            # reception" for "the receptionist" is "l'addetta alla reception"; a prepositional
            # complement agrees with its own noun, Serianni VIII.1-4.)
            if (low in self.PREPOSITIONS or prep in self.CONTRACTIONS) and any(
                self._classify(Word.parse(tokens[i]).core.lower().split("'")[-1], "") == "content"
                for i in range(s, j)
            ):
                if possessor_complement(tokens, s, j, e, self.person_noun):
                    s = j  # it-inflect-46: "dalle risposte dell'imputata" for "the defendant's"
                else:
                    e = j
                break
        e = self._predicative_before_preposition(tokens, s, e)
        if e - s == 1 and s > 0:
            here = Word.parse(tokens[s]).core.lower()
            before = Word.parse(tokens[s - 1])
            prev = before.core.lower().split("'")[-1]
            rs = morph.readings(here)
            if (
                rs
                and any(r.pos == "adj" for r in rs)
                and not before.post.strip()
                and morph.noun_readings(prev)
                and self.person_noun(prev)
            ):
                s, e = s - 1, e - 1
        if s > 1 and (p := self._copula_participle_at(tokens, s)) is not None:
            # it-inflect-24: the participle of *essere* or *diventare* right before a bare
            # predicate noun ("è stata maestra", "è diventata allenatrice") agrees with the
            # subject (Serianni XI.360ff., the participle with *essere*), whose role the noun
            # names (Serianni II.28-II.31): it changes with the noun ("è stato maestro").
            # it-inflect-26: also over adverbs between them ("è stata anche segretaria").
            return (p, e)
        if s > 2 and e - s == 1:
            # it-inflect-26: the second of two coordinated bare predicate nouns takes the
            # participle before the first ("è stata docente e direttrice"; Serianni XIV.13):
            # the first may be a common-gender noun that shows nothing ("docente").
            conj, first = Word.parse(tokens[s - 1]), Word.parse(tokens[s - 2])
            if (
                conj.core.lower() in _COORDINATORS
                and not conj.post.strip()
                and not first.post.strip()
                and first.core.isalpha()
                and first.core.islower()
                and (p := self._copula_participle_at(tokens, s - 2)) is not None
            ):
                return (p, e)
        if s > 0:
            # An invariable distributive determiner before the noun ("Ogni lavoratore fu
            # pagato"; Serianni VII.170-173, "ogni", "qualsiasi", "qualunque" are invariable
            # and take a singular noun) opens the subject's phrase, so the predicate finds it.
            det = Word.parse(tokens[s - 1])
            if det.core.lower() in _INVARIABLE_DETERMINERS and not det.post.strip():
                return (s - 1, e)
        if s == 1 or (s > 1 and Word.parse(tokens[s - 2]).post.strip()):
            # it-inflect-19: a cardinal numeral that opens the clause is the subject's
            # determiner ("Tre studenti sono stati espulsi"; Serianni VI.3).
            # (Only a word that is nothing but a numeral: "Sei" is also "you are".)
            num = Word.parse(tokens[s - 1])
            if not num.post.strip() and cardinal(num.core.lower()):
                return (s - 1, e)
        if s > 1:
            num = Word.parse(tokens[s - 1])
            if not num.post.strip() and (
                num.core.isdigit() or any(r.pos == "num" for r in morph.readings(num.core.lower()))
            ):
                art = Word.parse(tokens[s - 2])
                if art.core.lower() in DETS and not art.post.strip():
                    return (s - 2, e)
        return (s, e)

    def _predicative_before_preposition(self, tokens: Sequence[str], s: int, e: int) -> int:
        """The end of a span that opens with a predicative participle or adjective (a cue on a
        dropped subject, "nati" for "We were born") and that the aligner spilled over a
        prepositional phrase ("nati nella stessa città"): the span ends before the preposition
        or its contraction with an article, which opens a complement of its own whose words
        agree with their own noun ("nella stessa città"; Serianni, *Grammatica italiana*,
        VIII.1-4 on prepositions, V.27 on the adjective's agreement with its noun); so does
        an article ("scelti la settimana scorsa": a phrase of time, an object or a postverbal
        subject, never the predicative's own words)."""
        morph = morphology("it")
        if morph is None or e - s < 2:
            return e
        rs = morph.readings(Word.parse(tokens[s]).core.lower())
        if not rs or not all(r.pos == "adj" or (r.pos in _VERB_POS and "pp" in r.tags) for r in rs):
            return e
        for j in range(s + 1, e):
            if Word.parse(tokens[j - 1]).post.strip():
                return e
            low = Word.parse(tokens[j]).core.lower()
            prep = low[: low.index("'") + 1] if "'" in low else low
            if (
                low in self.PREPOSITIONS
                or prep in CONTRACTIONS
                or prep in _POSTVERBAL_ARTICLES
                or prep in _ELIDED_ARTICLES
            ):
                return j  # (an article opens a phrase of its own: "scelti la settimana scorsa")
            if low not in ADVERBS:
                return e
        return e

    def _function_word(self, low: str) -> bool:
        """A preposition, an articulated preposition or a determiner standing alone (no noun
        phrase head; an elided one with its noun, "all'ispettrice", is a phrase)."""
        return low in DETS or low in self.PREPOSITIONS or low in CONTRACTIONS
