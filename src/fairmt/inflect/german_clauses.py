"""Where a German word stands in its clause: the inflector's clause-structure tests.

Whether a token stands where a finite verb goes (:meth:`GermanClauseContext._finite_verb_slot`,
after a clause-initial noun phrase), whether ``der``/``die`` opens a relative clause or is an
article (:meth:`GermanClauseContext._relative_pronoun`, :meth:`GermanClauseContext._article_fits`),
whether a clause is verb-final, whether a position is inside an infinitive clause or an
object's (after the subject and its verb), whether a clause's subject is singular or plural and
whether a finite verb is singular. These tests read a window of words and never change them.

Moved out of :mod:`fairmt.inflect.german_context` unchanged (session 46), which keeps the tests
of the words themselves (names, titles, appositions, attributive adjectives, quantifier
pronouns) in :class:`~fairmt.inflect.german_context.GermanWordContext`, a subclass of this one.
"""

from __future__ import annotations

from fairmt.inflect import german_lexicon, german_name_nouns
from fairmt.inflect.base import Word
from fairmt.inflect.german_dative_relatives import relative_before_feminine
from fairmt.inflect.german_fronted_phrases import verb_after_fronted_phrase
from fairmt.inflect.german_genitive_names import genitive_name_before_adjective
from fairmt.inflect.german_headline_subjects import bare_headline_subject
from fairmt.inflect.german_nouns import GermanNounLexicon
from fairmt.inflect.german_personal_pronouns import continuing_relative, copula_verb_of_clause, object_sie
from fairmt.inflect.german_predicate_relatives import predicate_before_copula
from fairmt.inflect.german_predicates import (
    _CLOSING_QUOTES,
    _INFIX_ZU,
    _REL_FORMS,
    _T_ADVERBS,
    _strip_adj,
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
    QUANTIFIERS,
    SENTENCE_ADVERBS,
    SUBORDINATORS,
)
from fairmt.inflect.german_zu_infinitives import finite_verb_in_clause, one_word_zu_infinitive


class GermanClauseContext(GermanNounLexicon):
    """The clause-structure tests of :class:`fairmt.inflect.german.GermanInflector` (module text):
    its second layer, above the noun lexicon."""

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
