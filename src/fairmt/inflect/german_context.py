"""What the words around a German word say about it: the inflector's context tests.

Whether a token stands where a finite verb goes, whether a capitalised word after a name is a
surname or a given name, whether ``der``/``die`` opens a relative clause or is an article
(:meth:`GermanWordContext._relative_pronoun`, :meth:`GermanWordContext._article_fits`),
whether a noun phrase follows, whether a position is an object's (after the subject and its
verb, inside an infinitive clause), whether a quantifier stands as a pronoun for a person,
and whether a finite verb is singular. These tests read a window of words and never change
them; the noun phrase reader (:mod:`fairmt.inflect.german_units`) and the span finder
(:mod:`fairmt.inflect.german_spans`) decide with them.

Second layer of :class:`fairmt.inflect.german.GermanInflector`, above the noun lexicon.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from fairmt.inflect import german_case, german_lexicon, german_name_nouns
from fairmt.inflect.base import Word, english
from fairmt.inflect.german_adjective_adverbs import adverb_word
from fairmt.inflect.german_dative_relatives import relative_before_feminine
from fairmt.inflect.german_fronted_phrases import verb_after_fronted_phrase
from fairmt.inflect.german_genitive_attributes import genitive_attribute_head
from fairmt.inflect.german_genitive_names import genitive_name_before_adjective
from fairmt.inflect.german_headline_subjects import bare_headline_subject
from fairmt.inflect.german_name_relatives import after_infinitive, object_relative
from fairmt.inflect.german_nouns import (
    GermanNounLexicon,
)
from fairmt.inflect.german_personal_pronouns import continuing_relative, copula_verb_of_clause, object_sie
from fairmt.inflect.german_place_words import inhabitant_word, place_adjective_before_thing
from fairmt.inflect.german_predicate_relatives import predicate_before_copula
from fairmt.inflect.german_predicates import (
    _CLOSING_QUOTES,
    _DET_GENERA,
    _INFIX_ZU,
    _REL_FORMS,
    _T_ADVERBS,
    _strip_adj,
    _wiktionary_adjectival,
    person_iker,
    person_ist,
)
from fairmt.inflect.german_prepositional_relatives import relative_before_plural
from fairmt.inflect.german_relative_subjects import clause_last
from fairmt.inflect.german_verb_bracket import verb_after_conjunction
from fairmt.inflect.german_verb_second import (
    plural_verb_form,
    verb_after_clause_comma,
    verb_after_demonstrative,
    verb_after_first_word,
)
from fairmt.inflect.german_words import (
    CLAUSE_WORDS,
    CONTRACTIONS,
    COPULAS,
    DEGREE_ADVERBS,
    FINITE_PL,
    FINITE_SG,
    FUNCTION,
    MODALS,
    NUMERALS,
    PREPS,
    PRONOUN_WORDS,
    QUANTIFIER_PRONOUNS,
    QUANTIFIERS,
    SENTENCE_ADVERBS,
    SUBORDINATORS,
)
from fairmt.inflect.german_zu_infinitives import finite_verb_in_clause, one_word_zu_infinitive

#: Stems of the German adjectives of position that Duden lists as used only attributively
#: (ober-, unter-, mittler-, vorder-, hinter-, inner-, äußer-, nieder-: "der obere Rand", "am
#: unteren Rhein"). Before a capitalised name they name a part of a place or river ("im
#: unteren Yangtze", "am oberen Nil"), never a person, so they are no adjective for a person
#: before a name (:meth:`GermanWordContext._name_adjective`).
_POSITION_STEMS = frozenset({"ober", "unter", "mittler", "vorder", "hinter", "inner", "äußer", "nieder"})


def _listed_given_name(word: str) -> bool:
    """Whether ``word`` is a capitalised given name Wiktionary lists ("Walter", "Maria")."""
    return word[:1].isupper() and word.isalpha() and german_lexicon.given_name(word)


class GermanWordContext(GermanNounLexicon):
    def _saxon_genitive(self, words: list[Word], k: int) -> bool:
        """Whether the word at ``k`` is a name's genitive in -s that stands, like a determiner,
        between a preposition and a noun ("Einige von Watfords Spielern", "mit Merkels
        Ministerinnen"): capitalised, no noun Wiktionary knows, a preposition before it."""
        w = words[k].core
        if k == 0 or words[k].pre or words[k - 1].post or words[k - 1].core.lower() not in PREPS:
            return False
        if not (w[:1].isupper() and w.endswith("s") and w.isalpha() and len(w) > 3):
            return False
        if not german_lexicon.available() or german_lexicon.known_noun(w) or german_lexicon.lookup(w):
            return False
        return self.noun_info(w) is None and not german_lexicon.known_noun(w[:-1])

    def _open_compound_modifier(self, words: list[Word], k: int) -> bool:
        """Whether the capitalised word at ``k``, right before a person noun, is the first part
        of a compound that the MT wrote as two words ("Der Chef Inspektor" for "Der
        Chefinspektor", "dem ehemaligen Team Trainer"): written together (directly or with the
        linking -s-) the two words are a noun Wiktionary (german-nouns) lists, and a determiner
        or a declined adjective stands right before the first. German writes a noun before a
        noun as one word (Duden, Rechtschreibung: Zusammenschreibung von
        Substantivzusammensetzungen), so such a pair is one compound whose last noun is the
        head: the determiner and adjectives agree with the head and the first noun is left as
        it is. Two nouns that form no listed compound are two phrases ("nach dem Krieg
        Republikaner wurde")."""
        if k == 0 or k + 1 >= len(words) or words[k].pre or words[k].post or words[k - 1].post:
            return False
        w, head = words[k].core, words[k + 1].core
        if not (w[:1].isupper() and w.isalpha() and w[1:].islower() and len(w) > 2 and head.isalpha()):
            return False
        if not german_lexicon.available():
            return False
        if not any(german_lexicon.lookup(w + link + head.lower()) for link in ("", "s")):
            return False
        before = words[k - 1].core
        return self._is_det(before.lower()) is not None or (before[:1].islower() and self._adjective(before))

    def _finite_verb_slot(self, words: list[Word], k: int) -> bool:
        """Whether the lower-case word at ``k`` stands where a German main clause has its finite
        verb: second, after a one-word first constituent that is no determiner, quantifier,
        numeral, preposition, conjunction or degree adverb ("Dazu gehören Journalisten",
        "Heute kamen Ärzte", "Merkel lobte Ärzte"). An adjective there would need a determiner
        or a modifier before it ("Viele junge Ärzte", "Sehr gute Ärzte")."""
        if k >= 1 and verb_after_clause_comma(words, k, self._phrase_opener, self._adjective):
            return True  # (de-inflect-48) "Als ... vorbei war, verließen Musikerinnen": german_verb_second
        if k < 1 or words[k - 1].post or words[k].pre:
            return False
        if verb_after_demonstrative(words, k):
            return True  # (de-inflect-48) "Das diskutieren Ärztinnen", "So sagen ...": german_verb_second
        if genitive_name_before_adjective(words, k):
            return False  # (de-inflect-23) "Bachs ehemaliger Schüler": an adjective, no verb
        if verb_after_conjunction(words, k):
            return True  # (de-inflect-23) "... und griffen Beamtinnen an": the verb bracket
        if verb_after_fronted_phrase(
            words,
            k,
            lambda low: low in PREPS or low in CONTRACTIONS,
            lambda low: self._is_det(low) is not None,
            self._adjective,
        ):
            return True  # (de-inflect-32) "Im Team spielen Kapitän Chip Robert": a fronted PP
        if self._initial_noun_phrase(words, k - 1):
            return True
        if not (k == 1 or words[k - 2].post.endswith((".", "!", "?", ":", '"'))):
            return False
        first = words[k - 1].core
        low = first.lower()
        if not first[:1].isupper() or not first.isalpha():
            return False
        if (
            self._is_det(low) is not None
            or low in QUANTIFIERS
            or low in NUMERALS
            or low in PREPS
            or low in DEGREE_ADVERBS
            or low in ("und", "oder", "aber", "als", "wie")
        ):
            return False
        # (de-inflect-48) "Heute diskutieren Politikerinnen": german_verb_second
        return not self._adjective(low) or verb_after_first_word(words, k, self._adjective)

    def _phrase_opener(self, low: str) -> bool:
        """Whether ``low`` opens a noun phrase or stands for one (a determiner, preposition,
        contraction, quantifier or numeral): a comma after it closes no clause."""
        return (
            self._is_det(low) is not None
            or low in PREPS
            or low in CONTRACTIONS
            or low in QUANTIFIERS
            or low in NUMERALS
        )

    def _initial_noun_phrase(self, words: list[Word], n: int) -> bool:
        """Whether the words up to ``n`` are a whole first constituent that ends in a common
        noun: a capitalised noun Wiktionary (german-nouns) knows at ``n``, and before it back to
        the sentence start only a determiner, numerals and declined adjectives
        ("Demonstrantinnen griffen ...", "Die wütenden Demonstranten griffen ..."). German puts
        the finite verb right after the first constituent (Duden grammar: Verbzweitstellung),
        so the lower-case word after it is the verb, not an adjective of the next phrase."""
        w = words[n].core
        if not (w[:1].isupper() and w.isalpha() and w[1:].islower()) or words[n].pre:
            return False
        if self._is_det(w.lower()) is not None or w.lower() in QUANTIFIERS or w.lower() in PREPS:
            return False
        if not german_lexicon.available():
            return False
        if german_lexicon.lookup(w) is None and not (
            # (de-inflect-48) Before an -en verb any known noun closes the phrase: "Jeden Tag
            # arbeiten Lehrerinnen" (german_verb_second). Not a lone first word, capitalised
            # whatever it is: "Extrem erfahrenen Ärztinnen" has the degree adverb, not the noun.
            n > 0
            and plural_verb_form(words, n + 1)
            and (german_lexicon.known_noun(w) or german_lexicon.plural_only_form(w))
        ):
            return False
        j = n - 1
        while j >= 0 and not words[j].post:
            low = words[j].core.lower()
            if self._is_det(low) is not None:
                j -= 1
                break
            if low in NUMERALS or low[:1].isdigit() or (self._adjective(words[j].core) and j > 0):
                j -= 1
                continue
            if j == 0 and self._initial_adjective(words[j].core):
                j -= 1
                continue
            return False
        return j < 0 or words[j].post.endswith((".", "!", "?", ":"))

    def _title_before_name(self, words: list[Word], t: int) -> bool:
        """Whether the capitalised noun at ``t`` is a title right before a name ("Oberst William
        M. Black", "Leutnant CF Grieve", "Admirale Struble und Joy"): a close apposition, where
        the title names the person the name does (Duden, Die Grammatik, enge Apposition: "Oberst
        Müller", "Kapitän Schmidt"). The next word is a given name, initials, or a capitalised
        word that is no listed noun (de-inflect-20)."""
        if t + 1 >= len(words) or words[t].post or words[t + 1].pre or not words[t].core[:1].isupper():
            return False
        nxt = words[t + 1].core
        if not nxt[:1].isupper() or not nxt.replace("-", "").isalpha():
            return False
        if _listed_given_name(nxt) or (nxt.isupper() and len(nxt) <= 3):
            return True
        # (A surname in -er, "Oberst Miller", only looks like an agent noun: Wiktionary lists
        # neither it nor a pair for it.)
        return german_lexicon.lookup(nxt) is None and not german_lexicon.listed_noun(nxt)

    def _apposition_to_name(self, words: list[Word], t: int) -> bool:
        """Whether the noun at ``t`` heads a loose apposition right after a name and its comma,
        with only determiners, possessives, numerals and adjectives before it ("Agrippa und
        Hiero, zwei seiner Leutnants, ..."): an apposition names the person its anchor names
        (Duden, Die Grammatik: lockere Apposition) (de-inflect-20)."""
        k = t
        while k > 0 and not words[k - 1].post and t - k < 3:
            low = words[k - 1].core.lower()
            if not (
                self._is_det(low) is not None
                or low in NUMERALS
                or low.isdigit()
                or (low.islower() and self._adjective(words[k - 1].core))
            ):
                return False
            k -= 1
        return k > 0 and words[k - 1].post == "," and not words[k].pre and self._name_before(words, k)

    def _unpaired_foreign_person(self, core: str) -> bool:
        """(de-inflect-20) Whether ``core`` is a masculine noun Wiktionary lists without its
        feminine (:func:`german_lexicon.masculine_only`) whose lemma ends in a foreign suffix
        that forms person nouns (Duden, Die Grammatik: Fremdsuffixe der Personenbezeichnungen,
        -ant, -ent, -eur; and -ador, -ul of Leutnant, Konquistador, Matador, Prokonsul), whose
        feminine is regular -in (Movierung). Not -er or -or:
        these also form instrument nouns (der Controller, der Ventilator), so Wiktionary's
        missing feminine is evidence there. Only asked for a span an English person noun is
        aligned to."""
        low = core.lower()
        entry = german_lexicon.masculine_only(core)
        if entry is None or german_lexicon.lookup(core) is not None or self._lexicon(core, low) is not None:
            return False
        lemma = entry.forms[0].lower()
        if lemma.endswith("er") and english(low, "F") is None:
            # (de-inflect-21) An -er noun whose head Wiktionary pairs in another compound
            # (Gesetzgeber: Arbeitgeber/Arbeitgeberin): the head gives the Movierung.
            return german_lexicon.paired_er_head(entry.forms[0])
        return lemma.endswith(("ant", "ent", "eur", "ador", "ul")) and english(low, "F") is None

    def _unpaired_title(self, words: list[Word], t: int) -> bool:
        """Whether the word at ``t`` is a masculine noun Wiktionary lists without its feminine
        (:func:`german_lexicon.masculine_only`), standing as a title before a name
        (:meth:`_title_before_name`): "Oberst William M. Black". Not a word the lexicon pairs
        otherwise (Lord/Lady, Vater/Mutter, Onkel/Tante, Prinz/Prinzessin, Sir/Dame, King/Queen),
        whose feminine is no -in (de-inflect-20). Not the last noun of a genitive attribute of a
        person noun ("der Gewinner des Goldenen Schuhs Jamie Vardy": the name is the winner's,
        :func:`genitive_attribute_head`; de-inflect-31)."""
        core = words[t].core
        low = core.lower()
        head = genitive_attribute_head(words, t)
        return (
            core[:1].isupper()
            and (self._title_before_name(words, t) or self._apposition_to_name(words, t))
            and (head is None or german_lexicon.lookup(words[head].core) is None)
            and german_lexicon.lookup(core) is None
            and self._lexicon(core, low) is None
            and self._semantic(core, "F") is None
            and self._gender_compound(core, "F") is None
            and english(low, "F") is None
            and english(low, "M") is None
            and german_lexicon.masculine_only(core) is not None
        )

    def _name_before(self, words: list[Word], k: int) -> bool:
        """Whether the word before ``k`` (with the comma) is a name: capitalised, and no noun
        in Wiktionary ("Smith,", "Carter,"); a relative pronoun after it refers to a person."""
        if k == 0 or not german_lexicon.available():
            return False
        name = words[k - 1].core
        unknown = (
            name[:1].isupper()
            and name.isalpha()
            and german_lexicon.lookup(name) is None
            and not german_lexicon.known_noun(name)
            and not german_lexicon.lemma_genus(name)
        )
        if unknown and self.noun_info(name) is not None:
            # (de-inflect-34) A word only the agent-noun rules read as a person noun ("Castner")
            # right after a given name Wiktionary lists ("Brian Castner,") is the surname: a
            # common noun after a given name would need an article (Duden, Die Grammatik: enge
            # Apposition puts the noun first, "Onkel Otto").
            return k >= 2 and not words[k - 2].post and _listed_given_name(words[k - 2].core)
        return unknown

    def _attributive_er(self, words: list[Word], k: int) -> bool:
        """Whether the capitalised word in -er at ``k`` is an invariant adjective from a place
        name before the noun it modifies ("der Schweizer Polizeichef", "die Berliner
        Bürgermeisterin", "dem Frankfurter Richter"), not a person noun ("Schweizer").

        German writes a noun before another noun as one compound, so a person noun in -er
        followed, without punctuation, by a second person noun that agrees with the determiner
        in front of both is that adjective (Duden: Einwohnerbezeichnungen auf -er als
        Adjektive, invariant and capitalised).
        """
        if k + 1 >= len(words) or words[k].post or words[k + 1].pre:
            return False
        core, nxt = words[k].core, words[k + 1].core
        if not (core[:1].isupper() and core.endswith("er") and nxt[:1].isupper() and nxt.isalpha()):
            return False
        det = words[k - 1].core.lower() if k > 0 and not words[k - 1].post else ""
        before = words[k - 2].core.lower() if k > 1 and det and not words[k - 2].post else ""
        if place_adjective_before_thing(core, nxt, self.noun_info, det, before):
            return True  # (de-inflect-57) "die Münchner Polizei": german_place_words
        genera = {"der": {"m", "f"}, "die": {"f"}, **_DET_GENERA}.get(det)
        if genera is None and german_lexicon.available():
            # Without a determiner: the -er word of a place Wiktionary lists as a toponym
            # ("Karl Ettlinger, Frankfurter Dichter, ..."; Frankfurt + -er) before a person
            # noun is the adjective too (de-inflect-15); so after a preposition, a verb or a
            # declined word that is no article ("mit Berliner Reporterinnen"): German stacks
            # no two nouns unpunctuated, so the -er word cannot head a phrase of its own.
            return (
                not words[k].pre
                and inhabitant_word(core)
                and (german_lexicon.lookup(nxt) is not None or self._nomadj(nxt) is not None)
            )
        if genera is None or not german_lexicon.available():
            return False
        hit = german_lexicon.lookup(nxt)
        if hit is not None:
            entry = hit[1]
            return "sg" in entry.numbers and entry.gender in genera
        nomadj = self._nomadj(nxt)
        return nomadj is not None and _strip_adj(nxt.lower())[0].endswith(_wiktionary_adjectival())

    def _relative_pronoun(self, words: list[Word], k: int) -> bool:
        """Whether the d-word at ``k`` opens a relative clause rather than a noun phrase.

        A German relative clause starts right after a comma that follows its antecedent noun,
        with ``der``/``die``/``das``/``den``/``dem``, and ends with its finite verb ("der Trend,
        den Wissenschaftler umkehren wollen."; "eine Gruppe von Männern, die US-Beamte zu sein
        schienen,"). An article after
        a comma starts a noun phrase of an enumeration or apposition, which ends with its noun
        ("den Arzt, den Lehrer und den Koch."). So: a d-word after a comma whose clause (up to
        the next punctuation) ends in a lower-case word that is not an adjective before a noun.
        """
        if relative_before_plural(words, k):
            return True  # "das Werkzeug, mit dem Ärzte arbeiten" (german_prepositional_relatives)
        if k < 2 or not words[k - 1].post.startswith(",") or words[k].pre:
            return False
        rel = words[k].core.lower()
        if rel not in ("der", "die", "das", "den", "dem"):
            return False
        if not words[k - 1].core[:1].isupper() and not self._verb_final_clause(words, k):
            # "sagte, der Chirurg sei ...": reported speech after a verb, a main clause with its
            # finite verb second. A relative clause moved behind the verb that ends the main
            # clause ("Antikörper enthält, die andere ... schützen könnten"; Duden-Grammatik:
            # Ausklammerung of the relative clause into the Nachfeld) is verb-final instead.
            return False
        # The pronoun agrees with its antecedent: "im Prozess, die nächste Verwandte ... zu
        # informieren" has no relative clause (a masculine noun takes der/den/dem).
        genus = german_lexicon.singular_genus(words[k - 1].core)
        if genus and not any(rel in _REL_FORMS[g] for g in genus):
            return False
        j = k
        # (Quotation marks inside the clause are no clause boundary: "der Dudley beim Serienfinale
        # "The Last Dudley" dazu bringt,".)
        while (
            j < len(words) - 1
            and j - k < 25
            and (not words[j].post.strip(_CLOSING_QUOTES + "„") or german_name_nouns.ordinal_stop(words, j))
        ):
            j += 1
        if j == k or words[j].post.strip(_CLOSING_QUOTES + "„")[:1] not in (
            ",",
            ".",
            "!",
            "?",
            ";",
            ":",
            ")",
        ):
            return False  # (a closing parenthesis ends the clause too: "... schützen könnten)")
        last = words[j].core
        if words[j - 1].core == "zu" or _INFIX_ZU.match(last):
            return False  # "Gott, den Verstorbenen ... zu umgeben": an infinitive clause's object
        if not (last.isalpha() and last.islower() and not last.endswith(("in", "innen"))):
            return False
        return not self._article_fits(words, k, last)

    @staticmethod
    def _verb_final_clause(words: list[Word], k: int) -> bool:
        """Whether the clause the d-word at ``k`` opens (up to the next comma, closing
        parenthesis or end of sentence) ends in a finite auxiliary or modal
        (:data:`FINITE_SG`, :data:`FINITE_PL`: "könnten", "ist") right after another verb
        form (an infinitive in -en or a participle: "schützen könnten", "gewählt wurde"), with
        no finite auxiliary or modal before it: a verb-final subordinate clause, which after a
        d-word is a relative clause. A main clause puts its finite verb second ("der andere
        habe gelogen", "die Ärzte könnten kommen") and is never read so."""
        j = k
        while j < len(words) - 1 and j - k < 25 and not words[j].post.strip(_CLOSING_QUOTES + "„"):
            j += 1
        if j - k < 3 or words[j].post.strip(_CLOSING_QUOTES + "„")[:1] not in (",", ".", "!", "?", ";", ")"):
            return False
        finite = FINITE_SG | FINITE_PL
        if words[j].core.lower() not in finite or any(w.core.lower() in finite for w in words[k + 1 : j]):
            return False
        before = words[j - 1].core
        return before.islower() and before.isalpha() and before.endswith(("en", "t", "n"))

    def _article_fits(self, words: list[Word], k: int, verb: str) -> bool:
        """Whether the d-word at ``k`` also reads as the article of the noun after it, in a
        clause whose last word is ``verb``; if so it stays an article ("Smith, der Lehrer war":
        an apposition and a relative clause read alike there, and the article flips with the
        noun either way). It does not when the article cannot go with the noun ("das
        Covid-19-Patienten") or when the phrase it makes is singular but the clause's finite
        verb is plural ("den Wissenschaftler umkehren wollen", "die US-Beamte zu sein
        schienen"): the noun is the relative clause's plural subject."""
        d = words[k].core.lower()
        t = k + 1
        while t < len(words) and self._adjective(words[t].core) and not words[t - 1].post:
            t += 1
        if t >= len(words) or words[t - 1].post or not words[t].core[:1].isupper():
            return False  # no noun after it: a pronoun ("Smith, der auch Mitglied ... ist")
        noun = words[t].core
        info = self.noun_info(noun)
        nomadj = self._nomadj(noun)
        if d == "das" and info is not None and info[0] in ("m", "f"):
            return False  # a person noun with "das"
        if t > k + 1 and any(
            _strip_adj(words[a].core.lower())[1] in ("es", "er", "em") for a in range(k + 1, t)
        ):
            # (de-inflect-34) After a definite article an adjective takes the weak ending -e or
            # -en (Duden, Die Grammatik: schwache Adjektivflexion): "Martin, der letztes Jahr
            # ... spielte" is no phrase "der letztes Jahr".
            return False
        if (
            d in ("der", "die", "den")
            and t == k + 1
            and german_lexicon.available()
            and german_lexicon.singular_genus(noun) == "n"
            and german_lexicon.lemma_genus(noun) == "n"
        ):
            # (de-inflect-34) A neuter singular takes das/dem/des only: "Taliferro, der Ende
            # letzten Monats erschossen wurde" is no phrase "der Ende".
            return False
        if d in ("der", "die") and t == k + 1 and info is None and relative_before_feminine(words, k, noun):
            return False  # (de-inflect-38) "Kalifornier, der Chemie studiert"; "Lehrerin, die Musik liebt"
        if (
            d == "der"
            and t > k + 1
            and _strip_adj(words[t - 1].core.lower())[1] == "e"
            and german_lexicon.available()
            and (genus := german_lexicon.singular_genus(noun))
            and "m" not in genus
        ):
            # "der" with a weak "-e" is a masculine nominative: "Cruz, der letzte Woche ...
            # erhoben hatte" is no phrase "der letzte Woche" (that would be "die letzte Woche").
            return False
        if (
            d == "die"
            and t > k + 1
            and _strip_adj(words[t - 1].core.lower())[1] == "e"
            and (
                (info is not None and info[0] == "m" and info[1] != "sg")
                or noun.endswith("*innen")  # the plural already written with the star
            )
        ):
            # After "die" an adjective ends in -e only before a feminine singular; before a
            # plural it takes -en ("die sowjetischen Dissidenten"). So in "Anwältin, die
            # sowjetische Dissidenten verteidigte" the phrase is "sowjetische Dissidenten", with
            # a strong ending, and "die" is the relative pronoun.
            return False
        if (
            t == k + 1
            and noun.isalpha()
            and german_lexicon.available()
            and not german_lexicon.lemma_genus(noun)
            and (
                (info is None and nomadj is None and not german_lexicon.known_noun(noun))
                # (A given name in -er only looks like an agent noun: "Peter", "Dieter".)
                or (german_lexicon.given_name(noun) and german_lexicon.lookup(noun) is None)
            )
        ):
            # A name takes no article: "Ein Wahrsager, der Dudley ... dazu bringt,"; also a given
            # name Wiktionary lists ("Vorname"): "mit Jesse, der Walter nun ... verachtet".
            return False
        if (
            d == "die"
            and t == k + 1
            and ((info is not None and info[1] == "pl") or (info is None and nomadj is not None))
            and predicate_before_copula(words, t)
        ):
            # (deb64) "Männer, die Beamtinnen zu sein schienen": a predicate noun; so a nominalised
            # adjective, strong plural ("Leute, die Angestellte sind"; not "die Angestellte", sg).
            return False
        # (A participle in ge-...-en ends a clause without being its finite verb.)
        plural_verb = (
            verb.endswith(("en", "ern", "eln"))
            and not verb.startswith("ge")
            and verb not in ("sein", "worden")
        )
        if not plural_verb:
            return True
        # Only a verb cluster may follow the noun ("den Wissenschaftler umkehren wollen.", "die
        # US-Beamte zu sein schienen,"): a singular verb, a pronoun or an article after it
        # make a main clause of its own ("die Ärztin hat ihn behandeln lassen").
        j = t + 1
        while j < len(words) and not words[j - 1].post:
            w = words[j].core
            low = w.lower()
            infinitive = low == "sein" and words[j - 1].core == "zu"
            if (
                not w.islower()
                or low in FINITE_SG
                or (low in PRONOUN_WORDS and not infinitive)
                or (self._is_det(low) is not None and not infinitive)
                or j - t > 4
            ):
                return True
            j += 1
        if d in ("den", "dem"):
            # "den"/"dem" are never nominative, and a plural verb cluster needs a subject: with
            # nothing but the verbs after the noun, the noun is that subject ("der Trend, den
            # Wissenschaftlerinnen umkehren wollen" is not "den Wissenschaftlerinnen", a dative
            # plural), so the d-word is the relative pronoun.
            return False
        if d in ("der", "das"):
            singular = not (d == "den" and noun.endswith("n")) and not (
                d == "der" and info is not None and info[1] == "pl"
            )
        else:
            singular = (nomadj is not None and nomadj[1] == "e") or (
                info is not None and info[0] == "f" and info[1] == "sg"
            )
        return not singular

    def _np_follows(self, words: list[Word], t: int) -> bool:
        """Whether a noun (possibly after adjectives) follows token ``t`` in the same phrase."""
        k = t + 1
        while k < len(words) and not words[k - 1].post:
            core = words[k].core
            if not core:
                return False
            if core[0].isupper():
                return True
            if not self._adjective(core) or k - t > 3:
                return False
            k += 1
        return False

    @staticmethod
    def _in_infinitive_clause(words: list[Word], first: int) -> bool:
        """Whether the phrase at ``first`` opens a clause (after a comma) that ends in ``zu`` and
        an infinitive: such a clause has no subject, so its noun phrases are objects ("im
        Prozess, die nächste Verwandte des Opfers zu informieren" -> "den nächsten Verwandten").
        A predicate of ``zu sein``/``zu werden``/``zu bleiben`` is nominative and stays.
        (de-inflect-45) A separable verb writes its "zu" inside, as one word: "baten ihn, die
        Ärztin anzurufen" -> "den Arzt anzurufen"; only in a clause with no finite verb, and not
        "hinzufügen" or "unzufrieden" (german_zu_infinitives: "Er sagte, die Ärztin werde etwas
        hinzufügen" is reported speech, whose "die Ärztin" is the subject). (de-inflect-46) A
        German infinitive ends in -n ("zu tun", "zu arbeiten", "zu ändern"): a clause that ends in
        "zu" and a word that does not is closed by a degree "zu" and an adjective or adverb ("Er
        sagte, die Ärztin arbeitet viel zu hart"; "zu spät", "zu weit"), whose phrase stays the
        subject of its finite verb."""
        if first == 0 or not words[first - 1].post.startswith(","):
            return False
        j = first
        while j < len(words) - 1 and j - first < 20 and not words[j].post:
            j += 1
        if j - first < 2:
            return False
        if words[j].post[:1] not in (",", ".", "!", "?", ";", ":") and j < len(words) - 1:
            return False  # (de-inflect-45) the text's end closes the clause too (a headline)
        verb = words[j].core
        if words[j - 1].core == "zu" and not verb.endswith("n"):
            return False  # (de-inflect-46) "zu" before an adjective: "die Ärztin arbeitet viel zu hart"
        if not (words[j - 1].core == "zu" or one_word_zu_infinitive(verb)):
            return False
        return (
            not finite_verb_in_clause(words, first, j)
            and verb.isalpha()
            and verb.islower()
            and verb not in ("sein", "werden", "bleiben")
        )

    def _after_subject_and_verb(self, words: list[Word], first: int) -> bool:
        """Whether the phrase at ``first`` follows a clause-initial noun phrase and a verb: the
        German main clause is subject-verb-object when it starts with its subject ("Der Arzt
        untersuchte die Bibliothekarin", "Die Associated Press hat die Pressesprecherin ...")."""
        verb = first - 1
        if verb < 1 or words[verb].post or not words[verb].core[:1].islower():
            return False
        if verb == 1 and not bare_headline_subject(words, verb):
            return False
        vlow = words[verb].core.lower()
        if vlow in PREPS or vlow in COPULAS or vlow in CLAUSE_WORDS or vlow in PRONOUN_WORDS:
            return False
        if vlow in FUNCTION and vlow not in ("hat", "hatte", "haben", "hatten", *MODALS):
            return False
        if words[verb - 1].core.lower() in ("und", "oder"):
            # "Die Kämpferin machte ... und markierte ihre Gegnerin": a second verb of the
            # clause whose subject opened the sentence.
            k = verb - 2
            while k > 0 and not words[k - 1].post:
                k -= 1
            if any(words[x].post for x in range(k, verb)):
                return False
            j = k
            if j >= len(words) or self._is_det(words[j].core.lower()) not in ("def", "ein", "der"):
                return False
            j += 1
            while j < verb and self._adjective(words[j].core):
                j += 1
            return j < verb - 2 and words[j].core[:1].isupper() and words[j + 1].core[:1].islower()
        k = verb - 1
        nouns = 0
        while k >= 0 and words[k].core[:1].isupper() and not words[k].post and nouns < 3:
            if self._is_det(words[k].core.lower()) is not None:
                break
            nouns += 1
            k -= 1
        while k >= 0 and self._adjective(words[k].core) and not words[k].post:
            k -= 1
        # (verb == 1: bare_headline_subject was checked above.)
        if nouns and k < 0 and (verb == 1 or bare_headline_subject(words, verb)):
            return True  # (de-inflect-36) "Polizei nimmt mutmaßliche Mörderin fest": german_headline_subjects
        if nouns == 0 or k < 0 or self._is_det(words[k].core.lower()) not in ("def", "ein", "der"):
            return False
        return k == 0 or words[k - 1].post.endswith((".", "!", "?", ":", '"'))

    def _object_position(self, words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is an object (-> ``ihn``): after a preposition (not one that
        starts a clause), after a plural or first-person verb (``nannten sie``, ``küsse sie``),
        or after a noun that is the subject (``bevor seine Großeltern sie aufnahmen``)."""
        if t > 0 and object_sie(words, t, lambda x: self.noun_info(x) is not None):
            return True  # "riefen wir sie zurück", "erkannte sie niemand" (pairs31); ", sie zu heilen"
        if t == 0 or words[t - 1].post or words[t].pre.endswith("("):
            return False  # (de-inflect-57) "(sie wurde 90 Jahre alt)": a bracket opens a clause
        prev_core = words[t - 1].core
        prev = prev_core.lower()
        if prev in CLAUSE_WORDS:
            return False
        if prev in PREPS:
            return True
        if prev in FUNCTION or self._is_det(prev) is not None or prev in PRONOUN_WORDS:
            return False
        if prev == "was":
            # "was sie zu ... macht": the subject is "was"; (de-inflect-35) so in a continuing
            # relative clause, whose "was" stands for the clause before it ("Sein Vater starb,
            # was sie zum Betteln veranlasste"; Duden, Die Grammatik: weiterführender
            # Relativsatz). In a free relative or an indirect question she is the subject ("was
            # sie tut", "Das, was sie brauchte"). (A relative "das" is a determiner: above.)
            last = words[clause_last(words, t)].core.lower()
            return last.startswith(("mach", "gemacht")) or (
                last not in COPULAS and continuing_relative(words, t - 1)
            )
        if prev_core[:1].isupper():
            initial = t - 1 == 0 or words[t - 2].post.endswith((".", "!", "?", ":"))
            if copula_verb_of_clause(words, t):
                # (de-inflect-57) "deren erste Direktorin sie wurde": with a copula closing the
                # clause both phrases are nominative (Gleichsetzungsnominativ), "sie" is "er";
                # not where it is the auxiliary of a verb before it ("sie loben wird").
                return False
            return not initial
        if prev in COPULAS:
            return False
        # (A past singular in -ien is no plural: "Kurzzeitig schien die Brasilianerin ...".)
        return (prev.endswith("en") and not prev.endswith("ien")) or (
            prev.endswith("e") and t >= 2 and words[t - 2].core.lower() == "ich"
        )

    @staticmethod
    def _plural_clause_subject(words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is the plural subject of a subordinate clause: right after a
        subordinating conjunction, in a clause whose last word (its finite verb) ends in -en
        ("dass sie kampflos zu Boden gingen", "als sie ... schleudern mussten"); a singular
        finite verb has no -en ("als sie ... ging")."""
        if t == 0 or words[t - 1].post or words[t - 1].core.lower() not in SUBORDINATORS:
            return False
        # ("weil sie ... Heilung benötigt oder um sie ... anzubieten": the clause ends at "oder")
        j = clause_last(words, t)
        last = words[j].core
        if words[j - 1].core.lower() == "zu" and not words[j - 1].post:
            return False  # (de-inflect-57) "als sie zu lieben": an infinitive, no plural verb
        return j > t and last.isalpha() and last.islower() and last.endswith("en")

    def _surname(self, words: list[Word], t: int) -> bool:
        """Whether the noun at ``t`` is a surname: a person noun (a title), then a given name that
        is no noun in Wiktionary, then it ("sein Stellvertreter Sachin Pilot"). A name alone before
        a noun is a subject before its predicate ("wurde Crookall Malermeister")."""
        if t < 2 or not german_lexicon.available():
            return False
        prev, w, title = words[t - 1], words[t], words[t - 2]
        if prev.post or w.pre or prev.pre or "-" in w.core[1:-1]:
            # (de-inflect-26) A hyphenated person noun after a name is a compound with the name
            # written apart as its first part ("den ehemaligen Vanity Fair-Mitarbeiter"; Duden,
            # Rechtschreibung, Durchkopplung: "Vanity-Fair-Mitarbeiter"), not a surname.
            return False
        # (de-inflect-17) A name in an apposition between commas ("... der Gruppe TPUSA, Candace
        # Turner, die ..."): a given name Wiktionary does not know, then the noun, then the
        # comma or the sentence end; a personal name is a given name and a surname (Duden,
        # Die Grammatik: Personennamen), and a common noun after a name would need an article.
        apposition = title.post == "," and w.post.rstrip("\"'“”»«").startswith((",", ".")) and t - 2 > 0
        # (de-inflect-18) A given name Wiktionary lists as one (and as no noun) after another
        # capitalised word inside the sentence, the noun right after it: a name run ("Keynote
        # Speaker Barbara Boxer, ..."); a personal name is a given name and a surname (Duden,
        # Die Grammatik: Personennamen). A lower-case word before the given name is left out:
        # "wurde Anna Lehrerin" has a predicative noun.
        name_run = (
            t - 2 > 0
            and not title.post
            and not title.pre
            and title.core[:1].isupper()
            and not words[t - 3].post.endswith((".", "!", "?", ":"))
            and german_lexicon.given_name(prev.core)
            and german_lexicon.lookup(prev.core) is None
        )
        if name_run:
            return True
        if (
            self.noun_info(title.core) is None
            and title.core.lower() not in ("herr", "herrn", "frau")
            and not self._name_adjective(words, t - 2)  # "sein stellvertretender Sachin Pilot"
            and not apposition
        ):
            return False
        if title.post and not apposition:
            return False
        core = prev.core
        if not (core[:1].isupper() and core.isalpha() and len(core) > 1) or core.isupper():
            return False
        if core.endswith("s"):
            return False  # a genitive name before its noun ("Watfords Spielern")
        if t - 1 == 0 or words[t - 2].post.endswith((".", "!", "?", ":")):
            return False  # a sentence-initial word is capitalised anyway
        return (
            german_lexicon.lookup(core) is None
            and not german_lexicon.known_noun(core)
            and not german_lexicon.lemma_genus(core)
            and core.lower() not in FUNCTION
        )

    @staticmethod
    def _given_name(tokens: Sequence[str], t: int) -> bool:
        """Whether the token at ``t`` is a given name before a surname: neither it nor the
        capitalised word right after it is a noun in Wiktionary ("Generalstaatsanwalt von
        Süd-Minya, Tamer Motea"; a real agent noun such as "Lehrer" or "Aktivist" is listed)."""
        if t + 1 >= len(tokens):
            return False
        w, nxt = Word.parse(tokens[t]), Word.parse(tokens[t + 1])
        if w.post or nxt.pre or not (nxt.core[:1].isupper() and nxt.core.isalpha()):
            return False
        if _age_adjective(w.core):
            return False  # (de-inflect-33) an age adjective, no name: "der 56-jährige Mohamed Ali"
        return all(
            german_lexicon.lookup(x) is None
            and not german_lexicon.known_noun(x)
            and not german_lexicon.lemma_genus(x)
            for x in (w.core, nxt.core)
        )

    @staticmethod
    def _given_name_follows(words: list[Word], t: int) -> bool:
        """Whether a name follows the noun at ``t`` directly: a capitalised word that Wiktionary
        does not know, or one it knows (given names are listed: "Jonathan") followed by one it
        does not know ("Finanzminister Steve Mnuchin", "Schattengesundheitsminister Jonathan
        Ashworth")."""

        def unknown(w: Word) -> bool:
            return (
                w.core[:1].isupper()
                and w.core.isalpha()
                and german_lexicon.lookup(w.core) is None
                and not german_lexicon.known_noun(w.core)
                and not german_lexicon.lemma_genus(w.core)
            )

        if t + 1 >= len(words) or words[t].post or words[t + 1].pre or not german_lexicon.available():
            return False
        nxt = words[t + 1]
        if not (nxt.core[:1].isupper() and nxt.core.isalpha()) or german_lexicon.lookup(nxt.core) is not None:
            return False
        if unknown(nxt):
            return True
        if t + 2 >= len(words) or nxt.post or words[t + 2].pre:
            return False
        last = words[t + 2].core
        # (de-inflect-25) A given name Wiktionary lists ("Vorname") before any capitalised word:
        # "LSU-Basketballtrainer Will Wade", where both words are also nouns (der Will, die Wade).
        if (
            german_lexicon.given_name(nxt.core)
            and last[:1].isupper()
            and last[1:].islower()
            and last.isalpha()
        ):
            return True
        return unknown(words[t + 2])

    def _name_adjective(self, words: list[Word], t: int) -> bool:
        """Whether the lower-case adjective at ``t`` stands for a person before a name: an
        article, der-word or possessive right before it, a declined adjective ending on it
        (:meth:`_adjective`), and a name right after it (:meth:`_given_name_follows`): "der
        verstorbene Otto Brandtner", "sein stellvertretender Raimund Kölbl", "dem neuen Ferenc
        Halász". German grammar: an attributive adjective before a proper name takes an
        article, and both agree with the person's gender ("die verstorbene Ilse Brandtner";
        Duden, Grammatik, on the article before personal names with an attribute), so the
        article and the ending change with the person, whatever the adjective."""
        if t < 1 or t + 1 >= len(words) or words[t - 1].post or words[t].pre:
            return False
        if not _age_adjective(words[t].core) and (
            not self._adjective(words[t].core) or not words[t].core.isalpha()
        ):
            return False
        d = t - 1
        if t >= 2 and not words[t - 2].post and not words[t - 1].pre and adverb_word(words[t - 1].core):
            # (de-inflect-36) An adverb between the article and the adjective ("den neu
            # pensionierten Chris Boardman", "dem jetzt verfügbaren Mike Bauer"): the article
            # still belongs to the person (german_adjective_adverbs).
            d = t - 2
        det = words[d].core.lower()
        if self._is_det(det) is None or det == "das":
            return False  # ("das" is neuter: no person)
        if det == "die" and not words[t].core.lower().endswith("e"):
            return False  # "die neuen Müllers": a plural
        if _strip_adj(words[t].core.lower())[0] in _POSITION_STEMS:
            return False  # "im unteren Yangtze": a place's part, not a person
        if not self._given_name_follows(words, t):
            return False
        info = self.noun_info(words[t + 1].core)
        if (
            info is not None
            and info[0] == "m"
            and info[3]
            and words[t + 1].core.lower() in (info[2][0].lower() + "n", info[2][0].lower() + "en")
        ):
            # (de-inflect-38) A weak masculine person noun in its -n/-en form ("einen 13-jährigen
            # Jungen", "dem jungen Studenten") is that noun, the head of the phrase: a name does
            # not decline (Duden, Die Grammatik: Personennamen, schwache Maskulina).
            return False
        nxt = words[t + 1].core.lower()
        if person_ist(nxt) or person_iker(nxt):
            return False  # (de-inflect-23) "einen burlesken Mesmeristen": a noun by its suffix, no name
        return not self._name_then_common_noun(words, t + 1)

    def _name_then_common_noun(self, words: list[Word], k: int) -> bool:
        """Whether the capitalised words from ``k`` (not opening with a given name) run, without
        punctuation, into a noun Wiktionary lists that is no person noun: "die regierende
        Ganga Dynastie", "ihre allererste Daytime Emmy Nominierung". The names there modify
        that noun, written apart from it (Duden, Rechtschreibung, Durchkopplung: "Ganga-Dynastie"),
        and the adjective before them agrees with the noun, not with a person (de-inflect-15)."""
        if german_lexicon.given_name(words[k].core):
            return False  # "der verstorbene Peter Stein": a person's name
        end = k
        while (
            end + 1 < len(words)
            and end - k < 3
            and not words[end].post
            and not words[end + 1].pre
            and words[end + 1].core[:1].isupper()
            and words[end + 1].core.isalpha()
        ):
            end += 1
        if end == k:
            return False
        head = words[end].core
        if _age_adjective(words[k - 1].core) and german_lexicon.given_name(head):
            # (de-inflect-33) An age before a name ending in a given name names a person ("der
            # 56-jährige Mohamed Ali"): "Ali" is no thing noun there.
            return False
        return self.noun_info(head) is None and (
            german_lexicon.known_noun(head) or bool(german_lexicon.lemma_genus(head))
        )

    def _name_nomadj(self, words: list[Word], t: int) -> tuple[str, str] | None:
        """(stem, ending) of the head of a phrase at ``t``: a nominalised adjective
        (:meth:`_nomadj`), or an adjective before a name (:meth:`_name_adjective`)."""
        hit = self._nomadj(words[t].core)
        if hit is not None or not self._name_adjective(words, t):
            return hit
        return _strip_adj(words[t].core)

    def _finite_singular(self, verb: str) -> bool:
        """Whether a lower-case word right after a bare subject reads as a finite verb in the
        third person singular present, in ``-t`` ("ernennt", "sagt"; the plural ends in ``-en``:
        "ernennen"). Function words, adverbs ("nicht", "jetzt", "erst"), prepositions, adjectives
        and participles in ge- are none; nor is a weak past in ``-te`` ("ernannte"), which reads
        as an adjective too ("der ernannte Minister")."""
        low = verb.lower()
        if not (verb.isalpha() and verb.islower() and len(low) > 3) or low.startswith("ge"):
            return False
        if (
            low in FUNCTION
            or low in SENTENCE_ADVERBS
            or low in DEGREE_ADVERBS
            or low in PREPS
            or low in CLAUSE_WORDS
            or low in _T_ADVERBS
            or self._adjective(verb)
        ):
            return False
        return low.endswith("t") and not low.endswith("st")

    def _quantifier_pronoun(self, words: list[Word], t: int) -> bool:
        """Whether the word at ``t`` is a quantifier pronoun in the nominative without a noun:
        not before a noun phrase, a determiner or a genitive ("einer der Lehrer" is partitive:
        its gender is the noun's, which :meth:`_partitive_pronoun` handles), and not after an
        article ("der eine") or a preposition."""
        low = words[t].core.lower()
        if low not in QUANTIFIER_PRONOUNS or words[t].pre:
            return False
        if t > 0 and not words[t - 1].post and self._is_det(words[t - 1].core.lower()) == "def":
            return False
        if t > 0 and not words[t - 1].post and words[t - 1].core.lower() in PREPS:
            # After a preposition it is the article of an extended phrase ("mit einer durch einen
            # Sprengstoff verursachten Beinverletzung", "in einer auf Facebook veröffentlichten
            # Erklärung").
            return False
        if words[t].post.strip(_CLOSING_QUOTES):
            return True  # "jeder.", "eine, die ..."
        if t + 1 >= len(words):
            return True
        nxt = words[t + 1].core.lower()
        return not (
            self._np_follows(words, t)
            or self._is_det(nxt) is not None
            or nxt in DEGREE_ADVERBS
            or nxt in QUANTIFIERS
            or (nxt[:1].isdigit())
        )

    @staticmethod
    def _singular_clause_subject(words: list[Word], t: int) -> bool:
        """Whether ``sie`` at ``t`` is the subject of a subordinate clause whose last word (its
        finite verb) is singular: lower case, no -en ending ("dass sie ... entfernt stehen
        müsse")."""
        if t == 0 or words[t - 1].post or words[t - 1].core.lower() not in SUBORDINATORS:
            return False
        j = clause_last(words, t)
        last = words[j].core
        return j > t and last.isalpha() and last.islower() and not last.endswith("en")

    @staticmethod
    def _capitalised_attribute(words: list[Word], t: int) -> bool:
        """Whether the adjective-like word at ``t`` is a capitalised attribute of the noun right
        after it, in a name or title ("seiner Heiligen Barmherzigkeit", "die Vereinigten
        Staaten"), not a nominalised adjective: the next word is a noun Wiktionary lists."""
        if t + 1 >= len(words) or words[t].post or words[t + 1].pre:
            return False
        nxt = words[t + 1].core
        return (
            nxt[:1].isupper()
            and nxt.isalpha()
            and (german_lexicon.known_noun(nxt) or bool(german_lexicon.lemma_genus(nxt)))
        )

    def _name_with_place_relative(self, words: list[Word], t: int, name: Callable[[Word], bool]) -> bool:
        """(de-inflect-20) Whether the relative ``der``/``dessen`` at ``t`` follows a person's
        name with its club or town after "von"/"aus" ("hinter Jamie Vardy von Leicester, der
        ..."): a town or country name is neuter (Duden, Die Grammatik: Genus der Eigennamen,
        "das alte Leicester"), so the masculine relative pronoun is the person's. The place is
        one capitalised word right after "von"/"aus" (Wiktionary may list it as a noun too:
        Leicester, the cheese); the name run before "von" has no article or title."""
        rel = words[t].core.lower()
        if rel not in ("der", "dessen", "die", "deren") or t < 4:
            return False
        if rel == "die" and not german_case.singular_relative_clause(words, t, FINITE_SG):
            return False  # (de-inflect-25) the feminine too, when its clause is singular
        place, prep = words[t - 1], words[t - 2]
        if (
            not place.core[:1].isupper()
            or not place.core.replace("-", "").isalpha()
            or place.pre
            or prep.core.lower() not in ("von", "aus")
            or prep.post
            or words[t - 3].post
            or not name(words[t - 3])
        ):
            return False
        j = t - 3
        while j > 0 and not words[j - 1].post and name(words[j - 1]):
            j -= 1
        if j == 0 or words[j - 1].post:
            return True
        first = words[j - 1].core
        low = first.lower()
        return (
            low not in ("herr", "herrn", "frau")
            and self._is_det(low) is None
            and low not in CONTRACTIONS
            and not first[:1].isupper()
        )

    @staticmethod
    def _unknown_word(w: Word) -> bool:
        """A capitalised word German does not know (no noun, no acronym): a name's word."""
        core = w.core
        return (
            len(core) > 1
            and core[:1].isupper()
            and core.replace("-", "").isalpha()
            and not core.isupper()
            and core.lower() not in FUNCTION
            and german_lexicon.lookup(core) is None
            and not german_lexicon.known_noun(core)
            and not german_lexicon.lemma_genus(core)
        )

    def _name_relative(self, words: list[Word], t: int) -> bool:
        """Whether ``der``/``dessen`` at ``t`` is a relative pronoun whose antecedent is a name
        alone ("Smith, der auch Mitglied ... ist"; "Lee, dessen Buch ..."): it agrees with
        the person's gender, which no German noun shows, so it is a person reference of its
        own. The name is a capitalised word Wiktionary does not know (no noun, no acronym),
        with no article or preposition before it (a masculine place or club takes one: "im
        Irak, der"), no title ("Herr Smith, der" is the English "Mr") and no person noun
        before it, whose own relative clause that noun's realisation already handles ("der
        Sprecher Wang Wenbin, der")."""
        rel = words[t].core.lower()
        if (
            rel not in ("der", "dessen", "die", "deren", "den", "dem")
            or words[t].pre
            or words[t - 1].post != ","
        ):
            return False
        shifted = after_infinitive(words, t)
        if shifted is not None:
            return self._name_relative(*shifted)
        if rel in ("den", "dem") and not object_relative(
            words,
            t,
            self._relative_pronoun,
            lambda low: self._is_det(low) is not None,
            self._unknown_word,
            self._adjective,
        ):
            return False  # "Smith, den Präsidenten": an apposition's article, no relative pronoun
        # (de-inflect-25) A name spelt like a German noun ("Kit, der"; "Jafar Qoli Khan, der"):
        # the clause test then sees a stand-in name, not the noun's genus.
        spelt = german_name_nouns.noun_spelt_name(
            words, t, lambda w: self._unknown_word(w) and self._is_det(w.core.lower()) is None
        )
        # (A feminine relative after a place: "Jamie Vardy von Leicester, die ..."; the place's
        # own genus must not decide it.)
        place = rel in ("die", "deren") and self._name_with_place_relative(words, t, self._unknown_word)
        seen = [*words[: t - 1], Word("", "Xy", words[t - 1].post), *words[t:]] if spelt or place else words
        # (A name that opens the sentence is an antecedent too: "Cruz, der letzte Woche ...".)
        if rel in ("der", "die") and not self._relative_pronoun([Word.parse("und"), *seen], t + 1):
            return False
        if rel == "die" and not german_case.singular_relative_clause(words, t, FINITE_SG):
            return False  # "die" with a plural verb refers to a plural ("die Beatles, die ...")

        name = self._unknown_word
        if not german_lexicon.available():
            return False
        if self._name_with_place_relative(words, t, name):
            return True
        if not name(words[t - 1]) and not spelt:
            return False
        k = t - 1
        while k > 0 and not words[k - 1].post and name(words[k - 1]):
            k -= 1  # given names before the surname ("John Woolf")
        if k > 0 and words[k - 1].post == "," and self.noun_info(words[k - 1].core) is not None:
            # (de-inflect-40) A name in loose apposition to a person noun ("Der Sprecher, Okonkwo,
            # der ..."): the relative clause is that noun's, whose realisation reaches it
            # (german_loose_appositions), not a reference of the name's own.
            return False
        if k == 0 or words[k - 1].post:
            return True
        before = words[k - 1]
        low = before.core.lower()
        if low in ("herr", "herrn", "frau") or self._is_det(low) is not None or low in CONTRACTIONS:
            return False
        if low in FUNCTION or not before.core[:1].isupper():
            # (de-inflect-31) A place after "von" without article is neuter (a town, most
            # countries: "von Berlin, das"), so a masculine relative there is a person's:
            # "von Kardashian West, den er 2014 geheiratet hatte".
            if low == "von" and rel in ("der", "den", "dem"):
                return True
            return low not in ("von", "vom", "zum", "zur", "im", "am", "in", "nach", "aus", "bei", "gegen")
        last = words[t - 1].core
        if last.endswith("s") and german_lexicon.known_noun(last[:-1]):
            # A genitive of a place after its head noun ("die Sicherheitseinrichtungen
            # Großbritanniens, die ..."): the relative clause is the head noun's.
            return False
        return self.noun_info(before.core) is None and german_lexicon.lookup(before.core) is None


_AGE_ADJECTIVE = re.compile(r"\d+-jährig(?:e|er|en|em|es)")


def _age_adjective(core: str) -> bool:
    """(de-inflect-33) Whether ``core`` is a declined age adjective written with digits ("56-jährige",
    "25-jährigen"): an adjective like any other before a name ("der 56-jährige Mohamed Ali"), though
    not alphabetic."""
    return _AGE_ADJECTIVE.fullmatch(core) is not None
