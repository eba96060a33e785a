"""What the words around a German word say about it: the inflector's context tests.

Whether a capitalised word after a name is a surname or a given name, a title or an
apposition to a name, whether an adjective in -er is attributive, whether a noun phrase
follows, whether a quantifier stands as a pronoun for a person, and whether a name has a
relative clause. These tests read a window of words and never change them; the noun phrase
reader (:mod:`fairmt.inflect.german_units`) and the span finder
(:mod:`fairmt.inflect.german_spans`) decide with them. The tests of clause structure (the
finite verb's slot, relative pronoun or article, infinitive clauses, object positions) are the
layer below, :class:`fairmt.inflect.german_clauses.GermanClauseContext` (session 46).

Third layer of :class:`fairmt.inflect.german.GermanInflector`, above the clause tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from fairmt.inflect import german_case, german_lexicon, german_name_nouns
from fairmt.inflect.base import Word, english
from fairmt.inflect.german_adjective_adverbs import adverb_word
from fairmt.inflect.german_clauses import GermanClauseContext
from fairmt.inflect.german_genitive_attributes import genitive_attribute_head
from fairmt.inflect.german_name_relatives import after_infinitive, object_relative
from fairmt.inflect.german_place_words import inhabitant_word, place_adjective_before_thing
from fairmt.inflect.german_predicates import (
    _CLOSING_QUOTES,
    _DET_GENERA,
    _strip_adj,
    _wiktionary_adjectival,
    person_iker,
    person_ist,
)
from fairmt.inflect.german_words import (
    CONTRACTIONS,
    DEGREE_ADVERBS,
    FINITE_SG,
    FUNCTION,
    NUMERALS,
    PREPS,
    QUANTIFIER_PRONOUNS,
    QUANTIFIERS,
)

#: Stems of the German adjectives of position that Duden lists as used only attributively
#: (ober-, unter-, mittler-, vorder-, hinter-, inner-, äußer-, nieder-: "der obere Rand", "am
#: unteren Rhein"). Before a capitalised name they name a part of a place or river ("im
#: unteren Yangtze", "am oberen Nil"), never a person, so they are no adjective for a person
#: before a name (:meth:`GermanWordContext._name_adjective`).
_POSITION_STEMS = frozenset({"ober", "unter", "mittler", "vorder", "hinter", "inner", "äußer", "nieder"})


def _listed_given_name(word: str) -> bool:
    """Whether ``word`` is a capitalised given name Wiktionary lists ("Walter", "Maria")."""
    return word[:1].isupper() and word.isalpha() and german_lexicon.given_name(word)


class GermanWordContext(GermanClauseContext):
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
