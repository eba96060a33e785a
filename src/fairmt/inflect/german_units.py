"""Reading a German span as noun phrases ("units"), with the case and number of each.

:meth:`GermanUnitReader._units` cuts a span into units (determiner, adjectives, noun, and the
preposition before them) and the pronouns left outside any unit. A feminine or plural phrase
hides its case (``die`` is nominative or accusative, ``der`` nominative masculine or
dative/genitive feminine), so :meth:`GermanUnitReader._cases` lists the cases the words allow
and :meth:`GermanUnitReader._resolve` picks one from the preposition, the position (object or
subject) and :mod:`fairmt.inflect.german_case`. The number comes from the determiner, the
adjective endings, the finite verb and a predicate (``_number_from_det``,
``_predicate_number``), and, when the words do not settle it, from the English source.
Re-declining keeps case and number, so reading them right is what makes the output
grammatical; the declining itself is the next layer's (:mod:`fairmt.inflect.german_declension`).

Third layer of :class:`fairmt.inflect.german.GermanInflector`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fairmt.inflect import german_case, german_conjunct_lists, german_lexicon
from fairmt.inflect.base import LEFT_WINDOW, Word
from fairmt.inflect.german_adjective_adverbs import adjective_adverb
from fairmt.inflect.german_als_dative import als_dative
from fairmt.inflect.german_apposed_subjects import als_after_apposed_subject
from fairmt.inflect.german_apposition_lists import member_start
from fairmt.inflect.german_attribute_conjuncts import attribute_conjunct
from fairmt.inflect.german_bare_datives import bare_dative_conjunct
from fairmt.inflect.german_comma_adjectives import comma_adjective
from fairmt.inflect.german_conjunct_partners import bare_partner_before_preposition
from fairmt.inflect.german_context import (
    GermanWordContext,
)
from fairmt.inflect.german_coordinated_compounds import coordinated_first_parts
from fairmt.inflect.german_directional_an import directional_an
from fairmt.inflect.german_extended_attributes import extended_attribute_det
from fairmt.inflect.german_headline_adjectives import headline_adjective
from fairmt.inflect.german_infinitive_datives import dative_in_infinitive_clause
from fairmt.inflect.german_mixed_articles import article_cases
from fairmt.inflect.german_name_appositions import dative_apposition, genitive_preposition_name
from fairmt.inflect.german_name_conjuncts import conjunct_of_name
from fairmt.inflect.german_name_objects import (
    accusative_name_apposition,
    accusative_name_conjunct,
    als_after_name_object,
)
from fairmt.inflect.german_partitive_objects import partitive_genitive, partitive_object
from fairmt.inflect.german_predicates import (
    _CLOSING_QUOTES,
    _OPENING_QUOTES,
    _acronym,
    _det_ending,
    _strip_adj,
)
from fairmt.inflect.german_quantities import preposition_before_quantity, year_in_singular_phrase
from fairmt.inflect.german_shared_articles import shares_singular_det
from fairmt.inflect.german_stray_quotes import quoted_article
from fairmt.inflect.german_title_ordinals import title_ordinal
from fairmt.inflect.german_vorfeld_subjects import adverbial_vorfeld
from fairmt.inflect.german_weak_titles import weak_title_before_name
from fairmt.inflect.german_words import (
    _PREP_CASE,
    _SOURCE_NUMBER,
    _TITLE_NOUNS,
    ACC_PREPS,
    ADJ_STRONG,
    CARDINALS,
    CASES,
    CLAUSE_WORDS,
    CONTRACTIONS,
    COPULAS,
    DAT_PREPS,
    DEF,
    DER_WORD_END,
    DER_WORDS,
    EIN_WORD_END,
    EIN_WORDS,
    FINITE_PL,
    FINITE_SG,
    FUNCTION,
    GEN_PREPS,
    NON_DATIVE_DETERMINATIVES,
    NOUN_CONJUNCTIONS,
    NUMERALS,
    PARTITIVE_POSSESSIVES,
    PERSONAL_PRONOUNS,
    PLURAL_COPULAS,
    PREPS,
    PRONOUN_WORDS,
    QUANTIFIER_ADJ_STEMS,
    QUANTIFIERS,
    SENTENCE_ADVERBS,
    TWO_WAY_PREPS,
)


@dataclass
class Unit:
    """A noun phrase of the span: token indices of its determiner, adjectives and noun."""

    det: int | None = None
    adjs: list[int] = field(default_factory=list)
    noun: int | None = None
    prep: int | None = None  # a preposition (or contraction) right before the phrase


#: The prepositions a list's later conjunct may share, contracted ones included ("zur", de-inflect-39).
_LIST_PREPS = PREPS | frozenset(CONTRACTIONS)


class GermanUnitReader(GermanWordContext):
    # ------------------------------------------------------------------ analysis

    def _units(self, words: list[Word], s: int, e: int) -> tuple[list[Unit], set[int]]:
        """Noun phrases with a person noun in [s, e) (with their modifiers, possibly left of s)."""
        units: list[Unit] = []
        used: set[int] = set()
        # A span that ends in a determiner or adjective reaches the noun right after it
        # ("zum amtierenden Vorsitzenden" with the span on "zum").
        end = e
        while end < len(words) and end - e < 3 and not words[end - 1].post:
            last = words[end - 1].core.lower()
            if (self._is_det(last) is None or last.startswith(("sein", "ihr"))) and not (
                end > e and self._adjective(words[end - 1].core)
            ):
                break
            end += 1
        for t in range(s, end):
            core = words[t].core
            if not core:
                continue
            if t >= e and self._lexicon(core, core.lower()) is None and self._name_nomadj(words, t) is None:
                continue
            if self._attributive_er(words, t):
                continue
            if t > 0 and self._surname(words, t):
                continue  # "sein Stellvertreter Sachin Pilot": a surname, not the noun Pilot
            if (
                self._lexicon(core, core.lower()) is None
                and core not in _TITLE_NOUNS.get()  # (de-inflect-20) "Admirale Struble und Joy"
                # (de-inflect-37) "Ein frustrierter Owens": after "ein"/"eine" the lower-case
                # word is the person's adjective (:meth:`_name_adjective`), not part of a name
                # (a thing's name takes the definite article: "des ursprünglichen Shang Jiang")
                and not (core[:1].islower() and t > 0 and words[t - 1].core.lower() in ("ein", "eine"))
                and self._given_name([w.pre + w.core + w.post for w in words], t)
            ):
                continue  # "des Lake Tahoe": a name that only looks like a person noun
            initial = t == 0 or words[t - 1].post.endswith((".", "!", "?", ":", '"'))
            if self.noun_info(core, initial) is None and self._name_nomadj(words, t) is None:
                continue
            if core.lower() in ("frau", "herr", "herrn") and t + 1 < len(words) and not words[t].post:
                nxt = words[t + 1].core
                if nxt[:1].isupper() and self._lexicon(nxt, nxt.lower()) is None:
                    continue  # a title before a name, not a noun phrase
            if self._gender_compound(core, "F") or self._gender_compound(core, "M"):
                continue
            if t == 0 and self._is_det(core.lower()) is not None:
                continue
            u = Unit(noun=t)
            k = t - 1
            bound = max(0, s - LEFT_WINDOW)
            while k >= bound and k not in used:
                if comma_adjective(words, k, u.adjs, self._adjective, self._is_det):
                    u.adjs.insert(0, k)  # (de66) "ein stiller, höflicher Kunde": german_comma_adjectives
                    k -= 1
                    continue
                # (An opening quotation mark may stand before the noun: 'einen irischen "Chef"'.)
                if (words[k].post and not quoted_article(words, k, self._is_det)) or (
                    words[k + 1].pre and (k + 1 != t or words[k + 1].pre.strip(_OPENING_QUOTES))
                ):  # (de-inflect-60) 'den" Chef': german_stray_quotes
                    break
                w = words[k].core
                low = w.lower()
                kind = self._is_det(low)
                if kind == "def" and self._relative_pronoun(words, k):
                    break  # "der Trend, den Wissenschaftler umkehren wollen": no article
                if kind is not None and u.det is None:
                    u.det = k
                    k -= 1
                    break
                if low in ("dessen", "deren", "wessen") or low in QUANTIFIERS:
                    break
                if low in ("anderem", "anderen") and k > 0 and words[k - 1].core.lower() == "unter":
                    break  # "unter anderem Verkehrsminister ...": the adverb "unter anderem" (u. a.)
                if (
                    kind is None
                    and adjective_adverb(words, k, self._is_det)
                    and (
                        u.adjs[:1] == [k + 1]
                        or (not u.adjs and k + 1 == t and self._name_adjective(words, t))
                    )
                ):
                    k -= 1  # (de-inflect-36) "den sehr erfahrenen Arzt": german_adjective_adverbs
                    continue
                # (de-inflect-19) Also a capitalised adjective in -isch inside the sentence
                # ("posiert als Charisischer Agent"): the suffix -isch forms adjectives only
                # (Duden, Die Grammatik: Adjektivderivation, Suffix -isch), and an MT system
                # capitalises it as in a name; it still agrees with its noun. Not a word
                # Wiktionary lists as a noun (Fischer, Tische).
                if (
                    kind is None
                    and low not in NON_DATIVE_DETERMINATIVES  # (de-inflect-43) see GermanNounLexicon
                    and (
                        self._adjective(w)
                        or (k == 0 and self._initial_adjective(w))
                        # (de-inflect-35) "Britische Premierministerin ...": german_headline_adjectives
                        or headline_adjective(
                            words,
                            k,
                            t,
                            lambda x: (
                                german_lexicon.lookup(x) is not None
                                or self._lexicon(x, x.lower()) is not None
                            ),
                        )
                        or (self._initial_adjective(w) and _strip_adj(low)[0].endswith("isch"))
                        # (de-inflect-20) A capitalised adjectival form right before the person noun
                        # ("107, Deutscher Kriegsveteran"): two nouns do not follow each other without
                        # an article (Duden, Die Grammatik: Nominalphrase), so the nominalised form
                        # "Deutscher" is the attributive adjective "deutscher" an MT capitalised.
                        or (
                            k > 0
                            and k == t - 1
                            and w[:1].isupper()
                            and (na := self._nomadj(w)) is not None
                            and na[1] in ("er", "e")  # the strong forms of a bare phrase
                            and self._is_det(words[k - 1].core.lower()) is None
                            and words[k - 1].core.lower() not in ("deren", "dessen")
                            and not words[k - 1].post.strip().endswith((".", "!", "?", ":"))
                        )
                        or (k == t - 1 and title_ordinal(w))  # (de-inflect-23) "Erster Minister"
                    )
                ):
                    if u.adjs and _strip_adj(low)[1] != _strip_adj(words[u.adjs[0]].core.lower())[1]:
                        break  # the adjectives of one phrase share their ending ("sagten chinesische")
                    if self._finite_verb_slot(words, k):
                        break  # "Dazu gehören Journalisten": the verb of a main clause
                    u.adjs.insert(0, k)
                    k -= 1
                    continue
                if w and (w[0].isdigit() or low in NUMERALS):
                    k -= 1
                    continue
                if (
                    low in NOUN_CONJUNCTIONS
                    and u.adjs
                    and k > 0
                    and (k - 1) not in used
                    and not words[k - 1].post
                    and self._is_det(words[k - 1].core.lower()) is None
                    and self._adjective(words[k - 1].core)
                    and _strip_adj(words[k - 1].core.lower())[1]
                    == _strip_adj(words[u.adjs[0]].core.lower())[1]
                ):
                    # Coordinated adjectives share the phrase ("einem radikalen protestantischen und
                    # tausendjährigen Kaufmann"): the conjunction stays, both adjectives agree.
                    u.adjs.insert(0, k - 1)
                    k -= 2
                    bound = max(0, bound - 2)
                    continue
                if not u.adjs and (self._attributive_er(words, k) or _acronym(w)):
                    k -= 1  # an invariant modifier ("der Schweizer Polizeichef", "des ABC News-Reporters")
                    continue
                if u.det is None and self._saxon_genitive(words, k):
                    k -= 1  # "von Watfords Spielern": a name's genitive between preposition and noun
                    continue
                if k == t - 1 and self._open_compound_modifier(words, k):
                    k -= 1  # "Der Chef Inspektor": the first noun of a compound written apart
                    continue
                if k == t - 1 and coordinated_first_parts(words, k, self._is_det, self._adjective):
                    k -= 3  # (de-inflect-30) "amerikanischer Rockabilly und Swing Gitarrist"
                    bound = max(0, bound - 3)  # the parts widen the window, as a name run does
                    continue
                if not u.adjs and self._name_modifier_run(words, k, t):
                    k -= 1  # "Ein Virgin Media Schriftsteller": a name before the noun, written apart
                    bound = max(0, bound - 1)  # (de-inflect-26) the name's words widen the window
                    continue
                break
            if u.det is None and u.adjs and k <= u.adjs[0] - 1:
                ext = extended_attribute_det(words, u.adjs[0] - 1, u.adjs[0], self._is_det)
                if ext is not None and not used.intersection(range(ext, t)):
                    u.det = ext  # (de-inflect-34) "Der in London lebende Autor"
                    k = ext - 1
            across = preposition_before_quantity(words, k, PREPS) if k >= 0 and u.det is None else None
            if across is not None:
                u.prep = across  # (de-inflect-22) across a quantity: "mit mehr als 30.000 Schülern"
            elif (
                k >= 0
                and not words[k].post
                and words[k].core.lower() in PREPS
                and not german_case.year_after_preposition(
                    words, k, min(x for x in [u.det, *u.adjs, t] if x is not None)
                )
            ):
                u.prep = k
            units.append(u)
            used.update(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        return units, used

    def _cases(self, u: Unit, words: list[Word], gender: str, number: str) -> list[str]:
        """Candidate cases of a source phrase of grammatical ``gender`` and ``number``."""
        g = "p" if number == "pl" else gender
        cands: list[str] = list(CASES)
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            if kind == "contr":
                low = CONTRACTIONS[low][1]
                kind = "def"
            if kind == "def":
                cands = [c for c, f in zip(CASES, DEF[g], strict=True) if f == low]
            elif kind == "der":
                ending = _det_ending(low, DER_WORDS)
                cands = [c for c, f in zip(CASES, DER_WORD_END[g], strict=True) if f == ending]
            elif kind == "ein":
                ending = _det_ending(low, EIN_WORDS)
                cands = [c for c, f in zip(CASES, EIN_WORD_END[g], strict=True) if f == ending]
                # (de-inflect-60) "einer Kollegen": the article's own cases (german_mixed_articles)
                cands = cands or article_cases(ending, EIN_WORD_END)
        elif u.adjs:
            _, ending = _strip_adj(words[u.adjs[-1]].core.lower())
            cands = [c for c, f in zip(CASES, ADJ_STRONG[g], strict=True) if f == ending] or cands
        elif u.noun is not None:
            nomadj = self._name_nomadj(words, u.noun)
            if nomadj is not None:
                cands = [c for c, f in zip(CASES, ADJ_STRONG[g], strict=True) if f == nomadj[1]] or cands
        return cands or list(CASES)

    def _after_article(self, words: list[Word], first: int) -> bool:
        """Whether the capitalised words before "und" and the bare conjunct at ``first`` follow an
        article ("mit der Direktorin und Präsidentin"), which the conjunct shares only when they
        name a person (de-inflect-39; :meth:`_persons_before_conjunct`)."""
        k = first - 2
        while k >= 0 and words[k].core[:1].isupper():
            k -= 1
        return k >= 0 and k < first - 2 and self._is_det(words[k].core.lower()) is not None

    def _persons_before_conjunct(self, words: list[Word], first: int) -> bool:
        """Whether the words between the preposition and "und" before ``first`` name persons
        (a name or a person noun), so that a determined phrase after "und" is their conjunct:
        persons are coordinated with persons ("mit Michaels und seiner Leibwächterin"), not
        with the preposition's thing ("für Infektionskrankheiten und die andere Gründerin")."""
        k = first - 2
        while k >= 0 and words[k].core[:1].isupper() and words[k].core.lower() not in PREPS:
            core = words[k].core
            if self._common_noun(core) and self.noun_info(core) is None:
                return False
            k -= 1
        return k < first - 2

    def _person_number(self, word: str) -> str | None:
        """The number ("sg"/"pl") of the person noun ``word``, None where it is none."""
        info = self.noun_info(word)
        return None if info is None else info[1]

    def _resolve(self, cands: list[str], u: Unit, words: list[Word]) -> str:
        if len(cands) == 1:
            return cands[0]
        prep = ""
        if u.prep is not None:
            prep = words[u.prep].core.lower()
        if u.det is not None and words[u.det].core.lower() in CONTRACTIONS:
            prep = CONTRACTIONS[words[u.det].core.lower()][0]
        if not prep and u.noun is not None:
            # A later conjunct of a list of bare nouns shares the first one's preposition
            # ("von Venezolanerinnen, Kubanerinnen und Nicaraguanerinnen" -> all dative); so does
            # one with its own determiner after a bare first conjunct (de-inflect-25: "mit
            # Michaels und seiner Leibwächterin" is dative, not a genitive "seines Leibwächters").
            first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)  # the determiner first
            prep = german_case.list_preposition(
                words, first, u.noun, _LIST_PREPS, self._is_det, self._common_noun, self._adjective
            )
            prep = CONTRACTIONS[prep][0] if prep in CONTRACTIONS else prep
            article = u.det is not None or self._after_article(words, first)
            if (
                prep
                and not self._persons_before_conjunct(words, first)
                and (
                    article
                    or attribute_conjunct(
                        words,
                        first,
                        prep,
                        _LIST_PREPS,
                        self._person_number(words[u.noun].core),
                        self._person_number,
                        self._is_det,
                        self._adjective,
                    )
                )
            ):
                # With an article: "für Infektionskrankheiten und die andere Gründerin", (de-inflect-39)
                # "Professorin an der Universität und Spezialistin": a thing's preposition.
                # (de-inflect-40) Bare: "Professorin für Medizin und Spezialistin": the person's case.
                prep = ""
            info = self.noun_info(words[u.noun].core)
            if (
                prep
                and u.det is None
                and not u.adjs
                and info is not None
                and bare_partner_before_preposition(
                    words,
                    first,
                    PREPS,
                    self._is_det,
                    lambda k: (
                        (
                            (i := self.noun_info(words[k].core)) is not None
                            and i[:2] in (info[:2], (info[0], ""))
                        )
                        or (info[1] != "pl" and self._nomadj(words[k].core) is not None)
                    ),
                )
            ):
                prep = ""  # (de-inflect-49) "Ärztin in Bern und Präsidentin": german_conjunct_partners
        if prep == "seit" and u.prep is not None and "nom" in cands:
            # "seit Bundesbeamte nach Portland geschickt wurden": before a person "seit" is the
            # conjunction (= seitdem) and the phrase is its clause's subject; the preposition
            # "seit" takes a point or span of time (seit Jahren, seit dem Krieg), not a person
            # (Duden grammar: seit as Präposition and as subordinierende Konjunktion).
            return "nom"
        if prep in ACC_PREPS and "acc" in cands:
            return "acc"
        if (
            prep == "als"
            and "acc" in cands
            and u.prep is not None
            and self._als_describes_object(words, u.prep)
        ):
            return "acc"
        if (
            prep == "als"
            and "dat" in cands
            and u.noun is not None
            and als_dative(words, u.prep, u.noun, self._plural_person, self._adjective, self._is_det)
        ):
            return "dat"  # (de-inflect-43) "von den Griechen als Söldnern": german_als_dative
        at = u.prep if u.prep is not None else u.noun  # a conjunct shares the list's "an"
        if prep == "an" and "acc" in cands and at is not None and directional_an(words, at):
            return "acc"  # (deb64) "Der Preis ging an Ärzte": german_directional_an
        if prep in TWO_WAY_PREPS:
            two_way = german_case.two_way_case(prep, cands)
            if two_way is not None:
                return two_way
        if prep in DAT_PREPS and "dat" in cands:
            return "dat"
        if prep in GEN_PREPS and "gen" in cands:
            return "gen"
        if prep and prep not in ("als", "wie") and "acc" in cands and "dat" not in cands:
            return "acc"  # "auf die Tochter": a two-way preposition with the accusative form
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        if not prep:
            appos = german_case.apposition_case(
                words, first, _PREP_CASE, self._is_det, self._adjective, PREPS
            )
            if (
                appos in (None, "gen")
                and "dat" in cands
                and "gen" in cands
                and genitive_preposition_name(
                    words, first, GEN_PREPS, lambda w: self.noun_info(w) is not None
                )
            ):
                return "dat"  # (de-inflect-44) "laut Anna Berg, einer Malerin": german_name_appositions
            if appos is not None and appos in cands:
                return appos
            if (
                "acc" in cands
                and "nom" in cands
                and accusative_name_apposition(
                    words,
                    first,
                    self._is_det,
                    self._adjective,
                    PREPS,
                    lambda w: self.noun_info(w) is not None,
                )
            ):
                return "acc"  # (de-inflect-44) "traf Anna Berg, eine Malerin": german_name_objects
            if (
                "dat" in cands
                and "gen" in cands
                and "nom" not in cands
                and dative_apposition(
                    words,
                    first,
                    PREPS,
                    lambda w: self._is_det(w) is not None,
                    lambda w: self.noun_info(w) is not None,
                )
            ):
                return "dat"  # (de-inflect-43) "gehörten Anna Berg, einer Malerin": no genitive -s
        if (
            "dat" in cands
            and "nom" in cands
            and not prep
            and u.det is None
            and not u.adjs
            and u.noun is not None
            and self._person_number(words[u.noun].core) == "pl"
            and bare_dative_conjunct(words, u.noun, u.noun, COPULAS, lambda w: self._person_number(w) == "pl")
        ):
            return "dat"  # (de64) "Er half Lehrerinnen" -> "Lehrern": german_bare_datives
        if "nom" in cands and "acc" in cands and not prep:
            # (de-inflect-37) A later conjunct of a list has the first conjunct's case ("Wir
            # trafen den Arzt, den Pfleger und den Lehrer"): german_conjunct_lists.
            head = german_conjunct_lists.first_conjunct(words, first, self._is_det, self._adjective)
            if self._object_at(
                words, *(head or (first, u.noun if u.noun is not None else first))
            ) or german_case.object_after_subject(
                words, head[0] if head else first, self._is_det, self._adjective, PREPS
            ):
                return "acc"
            if accusative_name_conjunct(
                words, first, self._is_det, self._adjective, PREPS, lambda w: self.noun_info(w) is not None
            ):
                return "acc"  # (de-inflect-44) "sah Tom und seine Kollegin": german_name_objects
        if (
            "gen" in cands
            and "dat" in cands
            and "nom" not in cands
            and "acc" not in cands
            and dative_in_infinitive_clause(words, first, self._in_infinitive_clause)
        ):
            return "dat"  # (de-inflect-49) "bat ihn, der Nachbarin zu helfen": german_infinitive_datives
        if "gen" in cands and "dat" in cands and not prep and "nom" not in cands and "acc" not in cands:
            # A genitive attribute follows a noun ("die Arbeit der Ärztin"); right after a
            # personal pronoun the phrase is a dative object ("kehrte sie der Gegnerin den Rücken").
            head = german_conjunct_lists.first_conjunct(words, first, self._is_det, self._adjective)
            if head is not None:
                # (defix44) A later conjunct of a list has its first conjunct's case ("Wir halfen
                # dem Arzt, dem Pfleger und dem Lehrer", "mit dem Arzt, dem Pfleger und ..."):
                # german_conjunct_lists; the place before the first conjunct decides.
                first = head[0]
                lead = words[first - 1].core.lower() if first > 0 and not words[first - 1].post else ""
                if lead in DAT_PREPS or lead in TWO_WAY_PREPS:
                    return "dat"
                if lead in GEN_PREPS:
                    return "gen"
            before = words[first - 1] if first > 0 else None
            if before is not None and not before.post and before.core.lower() in PERSONAL_PRONOUNS:
                return "dat"
            if german_case.dative_after_d_word(words, first, self._is_det):
                return "dat"  # "die der Präsidentin schadet": a relative pronoun, then the object
            if conjunct_of_name(
                words,
                first,
                lambda w: self.noun_info(w) is None and self._is_det(w.lower()) is None,
                self._is_det,
                self._adjective,
            ):
                return "dat"  # (de-inflect-35) "mit Santo und seiner Partnerin": german_name_conjuncts
            # Right after a verb it is a dative object too ("Die Ärztin teilte der Patientin mit"):
            # a lower-case word that is no preposition, conjunction or adverb before it.
            blow = before.core.lower() if before is not None else ""
            if (
                before is not None
                and not before.post
                and before.core.isalpha()
                and before.core.islower()
                and blow not in PREPS
                and blow not in CLAUSE_WORDS
                and blow not in SENTENCE_ADVERBS
                and blow not in ("sowie", "sondern", "bzw", "sowohl", "auch", "nur", "vor", "allem")
                and (u.det is not None or not self._adjective(before.core))
                and self._is_det(blow) is None
                and blow not in PRONOUN_WORDS
            ):
                return "dat"
        for c in ("nom", "acc", "gen", "dat"):
            if c in cands:
                return c
        return cands[0]

    def _name_modifier_run(self, words: list[Word], k: int, noun: int) -> bool:
        """Whether ``words[k]`` is in a run of one to three capitalised names right before the
        person noun at ``noun``, with a determiner right before the run: "Ein Virgin Media
        Schriftsteller" for "A Virgin Media writer". German joins a name and the noun it
        modifies into one compound, with hyphens (Duden, Rechtschreibung, Durchkopplung:
        "Virgin-Media-Schriftsteller"); the MT wrote the parts apart, and the determiner agrees
        with the compound's head, the person noun. A name is a capitalised word that is no noun
        Wiktionary lists and no person noun (de-inflect-15)."""

        def name_word(w: Word, first: bool) -> bool:
            # (A later word of the name may be a noun too, "Virgin Media"; the first one after
            # the determiner may not: "dass die Polizei Beamte schickte" is two phrases.)
            core = w.core
            # (de-inflect-18) A company name with the English possessive kept by the MT ("von
            # einem Brink's Arbeiter" for "from a Brink's worker") is a name too; German writes
            # the apostrophe in such names (Duden, Rechtschreibung: Apostroph, D 16).
            bare = core[:-2] if core.endswith(("'s", "’s")) and len(core) > 3 else core
            return (
                not w.pre
                and not w.post
                and len(core) > 1
                and core[:1].isupper()
                and bare.replace("-", "").isalpha()
                and not core.isupper()
                and self._is_det(core.lower()) is None
                and self.noun_info(core) is None
                and not (first and (german_lexicon.known_noun(core) or german_lexicon.lemma_genus(core)))
            )

        if noun - k > 3 or not all(name_word(words[j], False) for j in range(k, noun)):
            return False
        j = k
        while j > 0 and noun - j < 3 and name_word(words[j - 1], False):
            j -= 1
        # (de-inflect-27) A person noun joined to the name's last word by a hyphen ("Der Real
        # Madrid-Trainer") shows that the run is the compound's first part even when its first
        # word is also a German noun (Real, Manchester): the MT hyphenated only the last joint.
        joined = words[noun].core.find("-") > 1 and name_word(
            Word.parse(words[noun].core.split("-")[0]), False
        )
        if j == 0 or words[j - 1].post or words[j - 1].pre or not name_word(words[j], not joined):
            return False
        if joined and words[j - 1].core.lower() in PREPS:
            return True  # (de-inflect-48) "von New Jersey-Anhängerinnen": a bare plural compound
        # (de-inflect-26) Adjectives may stand between the determiner and the run: they modify
        # the whole compound and agree with its head ("den ehemaligen Vanity Fair-Mitarbeiter").
        while j > 1 and self._adjective(words[j - 1].core) and not words[j - 2].post and not words[j - 1].pre:
            j -= 1
        return self._is_det(words[j - 1].core.lower()) is not None

    def _als_list_member(self, words: list[Word], first: int) -> bool:
        """Whether the bare noun at ``first`` is a later member of a comma list of bare nouns
        that opens right after ``als`` ('bezeichnen Chagall als "Dichter, Träumer und
        exotische Erscheinung"'): the list is one predicative (Duden, Die Grammatik:
        Konjunktionalphrase with als), and a bare singular count noun stands there as the first
        member does, so the member is singular like it (de-inflect-15)."""
        k = first - 1
        steps = 0
        while k >= 0 and steps < 6 and words[k].post.strip() == ",":
            w = words[k]
            if not (w.core[:1].isupper() and w.core.isalpha() and self._is_det(w.core.lower()) is None):
                return False
            if k > 0 and not words[k - 1].post and words[k - 1].core.lower() == "als":
                # (Not a list with a member that is plural by its form: "als Töpfern,
                # Schafhirten", "als Lehrer, Maler und Ärzte".)
                return not any(
                    (info := self.noun_info(words[j].core)) is not None and info[1] == "pl"
                    for j in self._list_members(words, k)
                )
            if w.pre:
                return False
            k -= 1
            steps += 1
        return False

    def _closing_apposition(self, words: list[Word], first: int) -> bool:
        """(de-inflect-20) Whether the bare noun at ``first`` is the last word of a verbless
        sentence that opens with a name and a comma, after a comma of its own: the closing
        member of the name's list of appositions ("Edmund Phelps, Ökonom, Professor für
        politische Ökonomie an der Columbia University, Nobelpreisträger."), singular like
        every apposition to one person (Duden, Die Grammatik: Apposition)."""
        if first + 1 != len(words) or first < 3 or words[first - 1].post.strip() != ",":
            return False
        k = 0
        while k < first and not words[k].post and words[k].core[:1].isupper():
            k += 1
        if k >= first - 1 or words[k].post.strip() != "," or not self._name_before(words, k + 1):
            return False
        return not any(
            w.core.islower() and (w.core in FINITE_SG or w.core in FINITE_PL or self._finite_singular(w.core))
            for w in words[k + 1 : first]
        )

    def _apposition_list_member(self, words: list[Word], first: int) -> bool:
        """Whether the bare noun at ``first`` is a later member of a list of bare appositions
        to a name, the obituary and caption style "Abdallah Deerow, 56, somalischer Politiker,
        Minister für ...": walking back over members (lower-case adjectives and a noun that is
        no plural by its form, each closed by a comma) and an age reaches a name. Appositions
        to one person are singular (Duden, Die Grammatik: Apposition; it agrees with its
        reference) (de-inflect-15)."""
        k = first - 1
        members = 0
        while k >= 0 and members < 5 and words[k].post.strip() == ",":
            w = words[k]
            if w.core.isdigit():
                k -= 1  # an age: "Deerow, 56,"
                continue
            if not (w.core[:1].isupper() and w.core.isalpha()):
                return False
            if self._name_before(words, k + 1) and (
                k == 0 or words[k - 1].post or words[k - 1].core[:1].isupper()
            ):
                return members > 0
            info = self.noun_info(w.core)
            if info is None or info[1] == "pl":
                return False
            # A member may be two coordinated roles: "tschechischer Maler und Schriftsteller,".
            j = member_start(
                words,
                k,
                lambda c: (i := self.noun_info(c)) is not None and i[1] != "pl",
                self._adjective,
            )
            k = j
            members += 1
        return False

    @staticmethod
    def _list_members(words: list[Word], first: int) -> list[int]:
        """The capitalised words of a list of bare nouns that starts at ``first``, joined by
        commas and one final "und"/"oder" (at most eight members)."""
        out = [first]
        t = first
        while t + 1 < len(words) and len(out) < 8:
            if words[t].post.strip() == ",":
                t += 1
            elif not words[t].post and words[t + 1].core.lower() in ("und", "oder") and t + 2 < len(words):
                t += 2
            else:
                break
            if not words[t].core[:1].isupper():
                break
            out.append(t)
        return out

    def _common_noun(self, core: str) -> bool:
        """Whether ``core`` is a common noun (a person noun, or one Wiktionary lists that is no
        place or given name), not a name: a member of a list of nouns after a preposition."""
        if self.noun_info(core) is not None:
            return True
        if german_lexicon.toponym(core) or german_lexicon.given_name(core):
            return False
        return german_lexicon.known_noun(core) or bool(german_lexicon.lemma_genus(core))

    def _object_at(self, words: list[Word], first: int, last: int) -> bool:
        """Whether the noun phrase from ``first`` to its noun at ``last``, in the
        nominative/accusative form, is an object: it follows a subject pronoun (``spielt sie eine
        ...``), a full verb after a subject (``Eine Person nannte sie ...``), ``was``/``das`` as a
        subject, and is not after a copula."""
        if self._in_infinitive_clause(words, first):
            return True
        if first == 0 or words[first - 1].post:
            return False
        prev = words[first - 1].core.lower()
        if prev in COPULAS or prev in CLAUSE_WORDS:
            return False
        if prev in ("ihn", "ihm", "uns", "mir", "dir", "euch", "sich"):
            k = first - 2
            if k < 0 or words[k].post:
                return False
            prev = words[k].core.lower()
            if prev in COPULAS or prev in CLAUSE_WORDS:
                return False
            if prev in ("er", "sie", "es", "man", "ich", "wir", "du"):
                return True  # (de65 mend) "Im Mai stellte er ihm die Ärztin vor": the subject is the pronoun
            # (de-inflect-57) "Trotzdem zeigte sich die alte Richterin milde": after an
            # adverbial Vorfeld the phrase is the subject (german_vorfeld_subjects).
            return not adverbial_vorfeld(words, k)
        if last + 1 < len(words) and not words[last].post and words[last + 1].core.lower() in COPULAS:
            return False  # "wo er ein erfolgreicher Geschäftsmann wurde": a predicate
        if prev in ("er", "sie", "ich", "wir", "man", "es", "was", "das"):
            k = first - 2
            return not (k >= 0 and words[k].core.lower() in COPULAS)
        if self._predicate_after_named_subject(words, first, last):
            return False
        if self._after_subject_and_verb(words, first):
            return True
        j = last
        while j + 1 < len(words) and not words[j].post and words[j + 1].core[:1].isupper():
            j += 1  # a name after the noun ("die Erfinderin Alan Amron")
        # (de-inflect-37) Past the middle conjuncts of a list ("die Ärztin, die Pflegerin und ...").
        j = german_conjunct_lists.list_end(words, j, self._is_det, self._adjective)
        if j + 1 < len(words) and not words[j].post and words[j + 1].core.lower() in NOUN_CONJUNCTIONS:
            # A plural verb before a coordination agrees with the coordinated subject ("1980
            # arbeiteten die Erfinderin und der Geschäftsmann zusammen"; Duden grammar: subjects
            # joined by "und" take a plural verb), so the plural verb does not make it an object.
            return False
        return self._object_position(words, first)

    def _predicate_after_named_subject(self, words: list[Word], first: int, last: int) -> bool:
        """Whether the phrase [first, last] follows a copula and a name as its subject, and
        closes the clause: "Gestern war Peter die Lehrerin." The copulas sein, werden and
        bleiben take a predicative nominative, the Gleichsetzungsnominativ (Duden, Die
        Grammatik: "Prädikativ", "Kongruenz im Gleichsetzungsnominativ"), so the phrase
        stays nominative ("war Peter der Lehrer", not "den Lehrer"), as it does after a
        pronoun subject ("war sie die Lehrerin"). The name is one to three capitalised words
        that are no determiner or preposition. After the phrase only a genitive or a
        prepositional phrase may follow in the clause ("die Lehrerin der Klasse"): a
        lower-case verb form there makes ``wird``/``ist`` an auxiliary ("Morgen wird Anna die
        Lehrerin treffen": an accusative object), and the rule stays out."""
        k = first - 1
        while (
            k > 0
            and first - k <= 3
            and not words[k].post
            and words[k].core[:1].isupper()
            and words[k].core.isalpha()
            and self._is_det(words[k].core.lower()) is None
            and words[k].core.lower() not in PREPS
        ):
            k -= 1
        if k == first - 1 or words[k].post or words[k].core.lower() not in COPULAS:
            return False
        end = german_case._clause_end(words, last)
        for i in range(last + 1, end):
            w = words[i]
            low = w.core.lower()
            if not w.core[:1].islower() or low in PREPS or self._is_det(low) is not None:
                continue
            # An attributive adjective before its noun ("der Lehrerin der ersten Klasse"); an
            # infinitive looks like one ("treffen") but ends the clause or precedes no noun.
            if not (self._adjective(w.core) and i + 1 < end and words[i + 1].core[:1].isupper()):
                return False
        return True

    def _unit_number(self, u: Unit, words: list[Word], gender: str, number: str) -> str:
        """The phrase's number: the noun's own when its form tells and no determiner says otherwise;
        for a form that is both, the source's number when the caller gives one and no
        singular-only determiner contradicts it ("seinen römischen Soldaten" for "his Roman
        soldiers" is a dative plural, "dem Lehrer" stays singular)."""
        if u.noun is not None and self._plural_cardinal_before(u, words):
            return "pl"  # "die drei Bösewichte": a cardinal above one counts a plural
        if number == "pl" and gender == "m" and self._weak_title_before_name(u, words):
            number = ""  # (de-inflect-32) "schließt sich Kollegen Denny Hamlin an": sg or pl
        if not number and gender == "m" and self._genitive_plural_der(u, words):
            return "pl"  # "die Siege der arabischen Kämpfer": no masculine singular has "der ...en"
        if not number and self._bare_weak_plural(u, words):
            return "pl"  # "aus Regen und Rebellen-Scharfschützen": no singular has a bare -en
        if (
            not number
            and u.det is None
            and not u.adjs
            and u.noun is not None
            and shares_singular_det(words, u.noun)
        ):
            return "sg"  # (de-inflect-31) "zum Meister und Kommandanten": the first conjunct's article
        if (
            number == "gen"
            and gender == "m"
            and u.det is not None
            and not words[u.det].core.lower().endswith("es")
        ):
            # (de-inflect-38) A masculine genitive singular in -s takes a determiner in -es
            # ("des", "eines", "seines"; Duden, Die Grammatik: Deklination); after "die", "den",
            # "der" the -s is an English plural kept in the translation ("Die Cricketers").
            return "pl"
        hint = _SOURCE_NUMBER.get()
        if (
            hint is not None
            and not number
            and not self._sg_det(u, words)
            and not self._sg_adjective(u, words)
            and not (hint == "sg" and gender == "m" and self._plural_det_of_masculine(u, words))
        ):
            return hint
        if not number or (number == "pl" and gender == "m" and self._sg_det(u, words)):
            number = self._number_from_det(u, words, gender)
        return "sg" if number == "gen" else number

    def _bare_weak_plural(self, u: Unit, words: list[Word]) -> bool:
        """(de-inflect-22) Whether ``u`` is a weak masculine noun in its -en form with no
        determiner or adjective ("Spezialisten", "Rebellen-Scharfschützen"): a plural. A singular
        count noun needs a determiner, and the bare singulars German has (a predicative, a title
        before a name, a headline subject) are nominatives, which a weak noun has without -en
        (Duden, Die Grammatik: schwache Maskulina, "der Student, den/dem/des Studenten"; Artikel
        bei Singular-Zählnomen). Not after "als"/"wie" ("wählten ihn als Präsidenten") nor before a
        name ("für Präsidenten Obama"): there an accusative or dative singular is bare. This
        outranks the English number and a singular verb after it, which belong to another
        phrase ("Specialist officers", "aus Regen und Rebellen-Scharfschützen verursachte")."""
        if u.det is not None or u.adjs or u.noun is None:
            return False
        head = words[u.noun].core
        info = self.noun_info(head)
        if info is None or not info[3] or not head.lower() == info[2][1].lower() != info[2][0].lower():
            return False
        prev = words[u.noun - 1] if u.noun > 0 else None
        if prev is not None and not prev.post and prev.core.lower() in ("als", "wie"):
            return False
        if prev is not None and shares_singular_det(words, u.noun):
            return False  # (de-inflect-31) "zum Meister und Kommandanten": one article for both
        return not self._weak_title_before_name(u, words)

    def _weak_title_before_name(self, u: Unit, words: list[Word]) -> bool:
        """(de-inflect-32) A bare weak noun in -en before a name: a title, singular or plural
        (:func:`~fairmt.inflect.german_weak_titles.weak_title_before_name`)."""
        if u.det is not None or u.adjs or u.noun is None:
            return False
        return weak_title_before_name(words, u.noun, self.noun_info, self._given_name_follows)

    @staticmethod
    def _plural_det_of_masculine(u: Unit, words: list[Word]) -> bool:
        """Whether the phrase of a masculine noun opens with a determiner in -e ("die", "diese",
        "seine", "keine" ...): with a masculine noun that form is only the nominative or
        accusative plural (Duden, Die Grammatik, Artikel- und Pronomenflexion: the masculine
        singular has der/den/dem/des, dieser, sein/seinen), so "Die Liberaldemokraten sind" is a
        plural whatever the English cue's number says ("Liberal" of "the Liberal Democrats")
        (de-inflect-20)."""
        if u.det is None:
            return False
        return words[u.det].core.lower() in (
            "die", "diese", "jene", "keine", "meine", "deine", "seine", "ihre", "unsere", "eure",
            "alle", "welche", "solche", "manche",
        )  # fmt: skip

    def _genitive_plural_der(self, u: Unit, words: list[Word]) -> bool:
        """Whether a masculine noun whose singular and plural look alike, with the article
        ``der``, is a genitive plural: a weak adjective in -en between them (the masculine
        nominative singular has -e: "der arabische Kämpfer"), or a common noun right before the
        article, whose genitive attribute it is ("die Siege der Kämpfer"; the masculine genitive
        singular is "des"). Duden, Die Grammatik: Artikel- und Adjektivflexion,
        Genitivattribut (de-inflect-15)."""
        if u.det is None or words[u.det].core.lower() != "der" or words[u.det].pre:
            return False
        if u.adjs and _strip_adj(words[u.adjs[-1]].core.lower())[1] == "en":
            return True
        k = u.det - 1
        if k < 0 or words[k].post:
            return False
        before = words[k].core
        return (
            before[:1].isupper()
            and before.isalpha()
            and k > 0
            # (de-inflect-35) Not after a pronoun: "Sind Sie der Besitzer?" is a nominative
            # singular predicate; a genitive attribute follows a noun, never a pronoun
            # (Wiktionary also lists "Sie" as a noun, the polite form's name).
            and before.lower() not in PERSONAL_PRONOUNS
            and not german_lexicon.given_name(before)
            and (german_lexicon.known_noun(before) or bool(german_lexicon.lemma_genus(before)))
        )

    @staticmethod
    def _plural_cardinal_before(u: Unit, words: list[Word]) -> bool:
        """Whether a cardinal above one stands inside the phrase, between its first word and
        the noun ("die drei Bösewichte", "seine zwei Söhne"): it counts a plural (Duden, Die
        Grammatik: Kardinalzahlen), whatever the noun's form says (Wiktionary lists the old
        dative singular "Bösewichte") (de-inflect-15)."""
        assert u.noun is not None
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        for k in range(first, u.noun):
            if k in u.adjs or k == u.det:
                continue
            w = words[k]
            low = w.core.lower()
            if year_in_singular_phrase(words, u.det, k):
                continue  # (de-inflect-28) "Der 1970 geschriebene Kritiker": a year
            if (w.core.isdigit() and w.core != "1") or low in CARDINALS:
                return True
        return False

    @staticmethod
    def _sg_adjective(u: Unit, words: list[Word]) -> bool:
        """An adjective after a determiner whose ending is singular only: after any determiner
        a plural adjective ends in -en ("die neuen Lehrer"), so "der tasmanische Teufel" or
        "ein neuer Lehrer" is one."""
        if u.det is None or not u.adjs:
            return False
        return _strip_adj(words[u.adjs[-1]].core.lower())[1] in ("e", "er", "es")

    def _sg_det(self, u: Unit, words: list[Word]) -> bool:
        """A determiner that is singular only (``einen``, ``dem``, ``des``, ``eines``), and a
        possessive, ``kein`` or der-word in -em/-es (``seinem``, ``unserem``, ``keinem``,
        ``diesem``, ``jedes``): no plural form ends so (Duden grammar, declension of the
        determiners: the plural has -e, -er, -en), so "mit seinem Nachbarn" is one neighbour
        in the dative, not a plural "Nachbarn"."""
        if u.det is None:
            return False
        low = words[u.det].core.lower()
        if low in ("ein", "einen", "einem", "eines", "dem", "des", "zum", "vom", "beim", "im", "am"):
            return True
        kind = self._is_det(low)
        return kind in ("ein", "der") and low.endswith(("em", "es")) and len(low) > 3

    def _number_from_det(self, u: Unit, words: list[Word], gender: str) -> str:
        """The number of a noun whose singular and plural look alike, from its modifiers."""
        first = min(x for x in [u.det, *u.adjs, u.noun] if x is not None)
        if first > 0 and not words[first - 1].post:
            # (Not across a comma: "Narcis Termes, 68, ein Elektriker" is one electrician.)
            before = words[first - 1].core.lower()
            if before in NUMERALS or before.isdigit():
                return "pl"
        if u.det is None:
            if any(_strip_adj(words[a].core.lower())[0] in QUANTIFIER_ADJ_STEMS for a in u.adjs):
                return "pl"  # "einiger Trump-Anhänger", "von beiden Frauen"
            if u.adjs:
                _, ending = _strip_adj(words[u.adjs[-1]].core.lower())
                sg_cases = [c for c, f in zip(CASES, ADJ_STRONG[gender], strict=True) if f == ending]
                prep = words[u.prep].core.lower() if u.prep is not None else ""
                dative = prep in DAT_PREPS and prep not in TWO_WAY_PREPS
                if dative and ending in ADJ_STRONG["p"] and "dat" not in sg_cases:
                    return "pl"  # "von separatistischen Katalanen": a dative singular ends in -em
                if ending in ADJ_STRONG["p"] and sg_cases in ([], ["gen"]):
                    return "pl"
                head = words[u.noun].core if u.noun is not None else ""
                info = self.noun_info(head) if head else None
                if (
                    sg_cases == ["nom"]
                    and info is not None
                    and info[0] == "m"
                    and head.lower() != info[2][0].lower()
                    and ending in ADJ_STRONG["p"]
                ):
                    return "pl"  # "schwerkranker Covid-19-Patienten": no nominative singular noun
                return "sg"
            # A German singular count noun needs a determiner; a bare one is a plural
            # ("dass Reporter die Fragen wählten", "aus Mädchen der vierten Klasse"), except
            # after "als"/"wie" or a copula ("arbeitete als Kellner", "ist Lehrer") and as a
            # title before a name ("Innenminister Seehofer", "UFC-Kämpferin Correia").
            prev = words[first - 1].core.lower() if first > 0 and not words[first - 1].post else ""
            head = words[u.noun].core if u.noun is not None else ""
            info = self.noun_info(head) if head else None
            if prev in ("als", "wie"):
                opens = first - 1 == 0 or words[first - 2].post.endswith((",", ".", ";", ":"))
                if (
                    opens
                    and info is not None
                    and info[3]
                    and head.lower() == info[2][1].lower() != info[2][0].lower()
                ):
                    # ", als Demonstranten sich ... konfrontierten": "als" opens a clause and the
                    # weak noun in -en is its plural subject (a singular subject has no -en;
                    # "wählten ihn als Präsidenten" is an accusative singular).
                    return "pl"
                return "sg"
            if first > 0 and words[first - 1].post.startswith(",") and self._name_before(words, first):
                return "sg"  # an apposition to a name ("sagte Khalid Darwish, Berater des ...")
            if self._apposition_list_member(words, first) or self._closing_apposition(words, first):
                return "sg"  # "Deerow, 56, somalischer Politiker, Minister für ...": one person
            if self._als_list_member(words, first):
                return "sg"  # 'als "Dichter, Träumer und ...': a later member of the list after als
            noun_at = u.noun if u.noun is not None else first
            if self._given_name_follows(words, noun_at) or self._weak_title_before_name(u, words):
                return "sg"  # a title before a name ("waren Finanzminister Steve Mnuchin und ...")
            if prev in COPULAS:
                return "pl" if prev in PLURAL_COPULAS else "sg"
            predicate = self._predicate_number(words, first, u.noun if u.noun is not None else first)
            if predicate is not None:
                return predicate
            noun_at = u.noun if u.noun is not None else first
            nxt_at = noun_at + 1
            if (
                nxt_at + 1 < len(words)
                and not words[noun_at].post
                and words[nxt_at].core.lower() in ("von", "aus")
                and words[nxt_at + 1].core[:1].isupper()
            ):
                # A place nxt_at the noun ("Bürgermeister von Kansas City begrüßt ..."): the verb
                # comes nxt_at the place's name.
                k = nxt_at + 1
                while (
                    k < len(words) - 1
                    and k - nxt_at <= 3
                    and not words[k].post
                    and words[k + 1].core[:1].isupper()
                ):
                    k += 1
                if not words[k].post and k + 1 < len(words) and self._finite_singular(words[k + 1].core):
                    return "sg"
            if noun_at + 1 < len(words) and not words[noun_at].post:
                # The subject agrees with the finite verb right after it ("Nordkoreas
                # Außenminister sagte ...", "Geophysiker haben ...").
                verb = words[noun_at + 1].core
                if verb in FINITE_SG:
                    return "sg"
                if verb in FINITE_PL:
                    return "pl"
                if self._finite_singular(verb):
                    return "sg"  # "Tunesiens Innenminister ernennt ..."
            noun = u.noun if u.noun is not None else first
            if noun + 1 < len(words) and not words[noun].post and words[noun + 1].core[:1].isupper():
                nxt = words[noun + 1].core
                # (de-inflect-20) A surname that ends in a listed noun ("Richter Kavanaugh",
                # "Kava" + "Naugh") is still a name: a compound needs a real first part.
                if self.noun_info(nxt) is None and not german_lexicon.listed_noun(nxt):
                    return "sg"
            return "pl"
        if words[u.det].core.lower() in ("alle", "aller", "allen"):
            return "pl"  # "aller Tunesier": a genitive plural
        head = words[u.noun].core if u.noun is not None else ""
        info = self.noun_info(head) if head else None
        if (
            info is not None
            and info[3]
            and head.lower() == info[2][1].lower() != info[2][0].lower()
            and words[u.det].core.lower() in ("der", "dieser", "jener", "mancher", "solcher", "welcher")
        ):
            return "pl"  # "dieser Patienten": a weak noun in -en after der/dieser is a genitive plural
        if gender in ("n", "f") and words[u.det].core.lower() == "den":
            return "pl"
        if gender == "n" and words[u.det].core.lower() in ("die", "diese", "keine", "meine", "seine", "ihre"):
            return "pl"
        low = words[u.det].core.lower()
        if gender == "m" and low in (
            "die",
            "diese",
            "jene",
            "keine",
            "meine",
            "deine",
            "seine",
            "ihre",
            "unsere",
            "eure",
            "alle",
            "welche",
            "solche",
            "manche",
        ):
            return "pl"
        if gender == "m" and low == "den" and words[u.noun or 0].core.endswith("n"):
            return "pl"
        if (low in ("der", "dieser", "jener") or low in PARTITIVE_POSSESSIVES) and self._partitive_pronoun(
            words, u.det
        ) is not None:
            return "pl"  # "einer der Gründer": a genitive plural after a partitive pronoun
        # (A closing quote may stand between: 'die "Massenhysterie" der Anhänger'.)
        if gender == "m" and low == "der" and u.det > 0 and not words[u.det - 1].post.strip(_CLOSING_QUOTES):
            before = words[u.det - 1].core
            noun = u.noun if u.noun is not None else u.det
            after = words[noun + 1].core.lower() if noun + 1 < len(words) and not words[noun].post else ""
            if (
                before[:1].isupper()
                and self._is_det(before.lower()) is None
                and u.det - 1 > 0
                and before.lower() not in PERSONAL_PRONOUNS  # (de-inflect-35) "Sind Sie der neue Lehrer?"
                and german_lexicon.known_noun(before)
                and after not in COPULAS
            ):
                return "pl"  # "die Hälfte der Amerikaner": a genitive plural attribute
        return "sg"

    def _predicate_number(self, words: list[Word], first: int, noun: int) -> str | None:
        """The number of a bare noun that is a predicate: the copula's number in its clause.

        ``sie war ... Schriftstellerin``, ``1999 wurde sie Controllerin``, ``Sängerin zu werden``,
        ``ist sie Professorin ... und Leiterin``: a singular copula (ist, war, wurde, wird, sei,
        bleibt) before the noun in the same sentence, or ``zu werden``/``sein`` after it, makes
        it singular; ``sind``/``waren``/``wurden`` plural.
        """
        k = first - 1
        while k >= 0 and first - k <= 12:
            w = words[k]
            if w.post.endswith((".", "!", "?", ";", ":")) or not w.core:
                break
            low = w.core.lower()
            if low in COPULAS:
                return "pl" if low in PLURAL_COPULAS else "sg"
            if (
                k == first - 1
                and k > 0
                and words[k - 1].post.endswith(",")
                and w.core.isalpha()
                and w.core.islower()
                and low not in FUNCTION
                and low not in CLAUSE_WORDS
                and low not in PREPS
                and self._is_det(low) is None
            ):
                # The phrase's clause opens with its own verb after a comma ("war ... reduziert
                # worden, sagten chinesische Beamte"): a copula before that comma is another
                # clause's. (A comma after a predicate noun keeps the clause: "war eine
                # Erfinderin, Whiskeyschmugglerin und ...".)
                break
            if low in ("dass", "weil", "wenn", "ob", "nachdem", "bevor", "obwohl") or self._relative_pronoun(
                words, k
            ):
                break  # a subordinate or relative clause: a copula before it is not its own
            k -= 1
        # A clause-final copula after the noun agrees with it or with the subject it predicates
        # ("obwohl sie Amerikanerin war", "seit sie Kaiserin von Russland wurde").
        k = noun + 1
        ends = (".", "!", "?", ";", ":", ",")
        while k < len(words) and k - noun <= 6 and not words[k - 1].post.endswith(ends):
            if not words[k].core:
                break  # a dash of a parenthesis ("zwischen Republikanern und Demokraten - ist")
            low = words[k].core.lower()
            if low in ("werden", "sein", "bleiben") and words[k - 1].core.lower() == "zu":
                # "... zu sein schienen": the infinitive's number is its finite verb's.
                nxt = words[k + 1].core if k + 1 < len(words) and not words[k].post else ""
                return "pl" if nxt.islower() and nxt.endswith("en") else "sg"
            if low in COPULAS and low not in ("werden", "worden", "gewesen"):
                before = words[k - 1].core
                if k - 1 > noun and before.islower() and before.lower() not in PREPS:
                    return None  # "das Covid-19-Patienten entnommen wird": a passive's auxiliary
                return "pl" if low in PLURAL_COPULAS else "sg"
            k += 1
        # A conjunct takes the number of the singular person noun it is coordinated with
        # ("als Moderatorin und Interviewerin").
        if first >= 2 and words[first - 1].core.lower() in ("und", "oder") and not words[first - 2].post:
            info = self.noun_info(words[first - 2].core)
            if info is not None and info[1] == "sg":
                return "sg"
        return None

    def _plural_person(self, core: str) -> bool:
        """Whether ``core`` is the plural of a person noun: its feminine plural, or its masculine
        plural with or without the dative -n ("Söldnerinnen", "Söldner", "Söldnern", "Griechen").
        (A weak masculine's plural is also its oblique singular: callers ask only where the
        phrase has no singular article.)"""
        info = self.noun_info(core)
        if info is None:
            return False
        _, mp, _, fp = info[2]
        return info[1] == "pl" or core in (mp, fp) or core == mp + "n"

    def _als_describes_object(self, words: list[Word], als: int) -> bool:
        """Whether the phrase after "als" at ``als`` describes the clause's accusative object, so
        that it takes the accusative too (Duden, Die Grammatik: Kongruenz der als-Phrase)."""
        return (
            german_case.als_after_object(words, als, self._is_det, self._adjective, PREPS)
            or als_after_apposed_subject(words, als, self._is_det, self._adjective, PREPS)
            or als_after_name_object(
                words, als, self._is_det, self._adjective, PREPS, lambda w: self.noun_info(w) is not None
            )
        )  # (de-inflect-44) "betrachteten Tom als Verräterin": german_name_objects

    @staticmethod
    def _partitive_pronoun(words: list[Word], det: int) -> str | None:
        """The stem of a partitive pronoun right before the genitive article ``der`` (or a
        genitive plural possessive, :data:`PARTITIVE_POSSESSIVES`) at ``det`` ("einer der
        Gründer", "eine der Ärztinnen", "keiner der Spieler", "mit einem der Ärzte", "einen
        seiner Schüler"), or None. The pronoun is in its own case: nominative ``einer``/
        ``eine``, accusative ``einen``/``eine``, dative ``einem``/``einer``, (de-inflect-44)
        genitive ``eines``/``einer`` ("der Bruder eines der Sänger")."""
        if det == 0 or words[det - 1].post or words[det].pre:
            return None
        low = words[det - 1].core.lower()
        for stem in ("ein", "kein", "jed"):
            if low in (stem + "er", stem + "e", stem + "em", stem + "en", stem + "es"):
                return stem
        return None

    def _partitive_ending(self, words: list[Word], p: int, target: str, feminine: bool = False) -> str:
        """The ending of the partitive pronoun at ``p`` ("einer", "einem", "eine" ...) in the
        ``target`` gender (``"f"`` or ``"m"``), in the case it has: ``-em`` is dative, ``-en``
        (masculine) accusative, and ``-er`` after a preposition that takes the dative is a
        feminine dative ("mit einer der Ärztinnen" <-> "mit einem der Ärzte"); otherwise the
        nominative or accusative (``-er``/``-e``).

        (de-inflect-44) ``feminine``: the pronoun is feminine (its noun is). The feminine
        ``einer`` is no nominative but the dative or the genitive (Duden, Die Grammatik:
        Indefinitpronomen "einer"), so its masculine is ``einem`` ("Sie schickte einer der
        Sängerinnen einen Brief" -> "einem der Sänger") or ``eines`` (german_partitive_objects);
        and a masculine genitive ``eines`` is the feminine genitive ``einer``."""
        low = words[p].core.lower()
        ending = next((x for x in ("em", "en", "er", "es", "e") if low.endswith(x)), "")
        before = words[p - 1].core.lower() if p >= 1 and not words[p - 1].post else ""
        dative = ending == "em" or (ending == "er" and before in DAT_PREPS and before not in TWO_WAY_PREPS)
        if ending == "es":
            return "er" if target == "f" else "es"
        if feminine and target == "m" and ending == "er":
            return "es" if partitive_genitive(words, p, GEN_PREPS) else "em"
        if target == "f":
            return "er" if dative else "e"
        if ending == "e" and partitive_object(words, p, COPULAS):
            return "en"  # (de-inflect-25) "verwundeten eine der Offizierinnen" -> "einen der Offiziere"
        if ending == "e" and before == "als" and self._als_describes_object(words, p - 1):
            return "en"  # (de-inflect-37) "bezeichnete Kim als eine der Besten" -> "als einen der Besten"
        return "em" if dative else "en" if ending == "en" else "er"
