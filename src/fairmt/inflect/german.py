"""German gender inflection (rules, paradigms and a hand-written lexicon).

A span is read as noun phrases (determiner, adjectives, person noun) and, outside them,
pronouns. Each noun phrase is re-declined in the target gender in the *same case and
number*:

Case
    The source determiner and adjective endings give the candidate cases (``der`` + masc.
    noun: nominative; ``dem``: dative; ``die`` + fem. noun: nominative or accusative ...).
    Ambiguities are resolved from the word before the phrase: a preposition that takes the
    dative (``mit``, ``von``, ``zu`` ..., and the two-way ones ``in``, ``an``, ``auf`` ...) or
    the accusative (``für``, ``durch``, ``gegen``, ``ohne``, ``um``), a genitive preposition
    (``wegen``, ``während``); otherwise nominative before accusative, genitive before dative
    (``die Arbeit der Ärztin`` -> ``die Arbeit des Arztes``). So ``die Ärztin`` becomes
    ``der Arzt`` and ``für die Ärztin`` ``für den Arzt``; ``der Ärztin`` becomes ``des Arztes``,
    ``mit der Ärztin`` ``mit dem Arzt``.
Determiners
    Articles (``der``/``die``/``das`` paradigm), der-words (``dieser``, ``jener``, ``jeder``,
    ``welcher``, ``solcher``, ``mancher``), ein-words (``ein``, ``kein``, possessives: only the
    ending follows the noun, ``sein``/``ihr`` keep their possessor), contractions ``zum``/
    ``zur``, ``vom``, ``beim``, ``im``, ``am`` (``von der`` <-> ``vom`` inside the span).
Adjectives
    Weak, mixed or strong endings by determiner type, case, gender and number
    (``eine neue Ärztin`` <-> ``ein neuer Arzt``, ``als australische Vertreterin`` <-> ``als
    australischer Vertreter``).
Nouns
    A lexicon of pairs with their plurals (``Arzt``/``Ärzte``/``Ärztin``, ``Koch``,
    ``Anwalt``, ``Bauer``/``Bäuerin``, ``Krankenpfleger``/``Krankenschwester``,
    ``Kaufmann``/``Kauffrau``, ``Mann``/``Frau``, ``Vater``/``Mutter``, ``Junge``/``Mädchen``
    ...) matched also as the last part of a compound (``Großvater``, ``Zahnärztin``); then
    -in/-innen on agent nouns (-er, -or, -ent, -ant, -ist, -at, -eur, -är, -ar, -oge, -graf,
    -nom, -ot, -et ...), weak nouns (``Kollege``/``Kollegin``, ``des Studenten``), genitive
    -s/-es and dative plural -n; -mann/-frau; nominalised adjectives
    (``Angestellter``/``Angestellte``, ``Vorsitzende``).
Pronouns (spans without a person noun)
    ``er``/``sie``, ``ihn``/``sie``, ``ihm``/``ihr``; possessive stems ``sein``/``ihr`` with
    their ending; relative and demonstrative ``der``/``die``, ``den``/``die``, ``dem``/``der``,
    ``dessen``/``deren``, ``derjenige``, ``dieser``, ``jener``, ``einer``/``eine``, ``keiner``,
    ``jeder``. Going to the masculine, ``sie`` is ``ihn`` after a preposition and ``er``
    otherwise; ``ihr`` is possessive (``sein``) before a noun or an adjective in -er/-es/-e,
    and the dative ``ihm`` otherwise.

Neutral (N): the gender star
    Noun phrases with an -in feminine get the gender-star form: determiners ``der*die``,
    ``den*die``, ``dem*der``, ``des*der``, ``ein*e``, ``eine*n``, ``einem*einer``; adjectives
    ``neue*r``; nouns from the feminine form, ``Lehrer*in``, ``Ärzt*in``, ``Kolleg*innen``;
    nominalised adjectives ``Angestellte*r``. Lexical pairs take a neutral noun where one
    exists (``Mann``/``Frau`` -> ``Person``, ``Junge``/``Mädchen`` -> ``Kind``, ``Sohn``/
    ``Tochter`` -> ``Kind``, ``Vater``/``Mutter`` -> ``Elternteil``); pronouns and other pairs
    give ``None``.

Layout
------
The inflector is one class built in layers, one module each, every layer a subclass of the
one below, so that a method calls only methods of its own layer or lower ones:
:class:`~fairmt.inflect.german_nouns.GermanNounLexicon` (the person-noun lexicon and its
derivations) <- :class:`~fairmt.inflect.german_clauses.GermanClauseContext` (where a word
stands in its clause) <- :class:`~fairmt.inflect.german_context.GermanWordContext` (what the
neighbouring words say) <- :class:`~fairmt.inflect.german_units.GermanUnitReader` (noun
phrases with their case and number) <- :class:`~fairmt.inflect.german_declension.GermanDecliner`
(re-declining phrases and pronouns) <- :class:`~fairmt.inflect.german_spans.GermanSpanFinder`
(which spans are persons) <- :class:`GermanInflector` here (``realise``, the neutral
realisation, ``validate``, ``gender_of``, number). A chain rather than mixins because
``mypy --strict`` then checks every call on ``self``; the layers are not meant to be used
alone. The tables are in :mod:`fairmt.inflect.german_words`, the word-level helpers in
:mod:`fairmt.inflect.german_predicates`, case choice in :mod:`fairmt.inflect.german_case`
and Wiktionary's pairs in :mod:`fairmt.inflect.german_lexicon`. The names this module
defined before the split are re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect import german_lexicon
from fairmt.inflect.base import LEFT_WINDOW, Word, check_span, english
from fairmt.inflect.german_case import COPULA_FORMS
from fairmt.inflect.german_dative_objects import dative_plural_object
from fairmt.inflect.german_fused_articles import restore_unused, split_determinatives
from fairmt.inflect.german_name_relatives import after_infinitive, noun_reaches_relative
from fairmt.inflect.german_nouns import (
    AGENT_ENDINGS,
    COMPOUND_F,
    COMPOUND_M,
    E_STEMS,
    NEUTER,
    NEUTRAL_NOUNS,
    NOMADJ,
    NOT_AGENT,
    NOT_FEMININE,
    NOUNS_F,
    NOUNS_M,
    PERSON_STEMS,
    SEMANTIC_STEMS,
    WEAK_ENDINGS,
)
from fairmt.inflect.german_personal_pronouns import personal_pronoun_spans
from fairmt.inflect.german_predicates import (
    _DET_GENERA,
    _bad_star,
    _epicene_noun,
    _formal_sie,
    _monosyllabic,
    _no_feminine,
    _nomadj_gender,
    _star,
    _strip_adj,
    _uncontract,
    person_iker,
    person_ist,
)
from fairmt.inflect.german_relative_subjects import object_relative_die
from fairmt.inflect.german_spans import (
    GermanSpanFinder,
)
from fairmt.inflect.german_units import (
    Unit,
)
from fairmt.inflect.german_words import (
    _SOURCE_NUMBER,
    _TITLE_NOUNS,
    ACC_PREPS,
    ADJ_ENDINGS,
    ADJ_MIXED,
    ADJ_STRONG,
    ADJ_WEAK,
    CASES,
    CLAUSE_WORDS,
    CONTRACT,
    CONTRACTIONS,
    COPULAS,
    DAT_PREPS,
    DEF,
    DEGREE_ADVERBS,
    DER_WORD_END,
    DER_WORDS,
    EIN_WORD_END,
    EIN_WORDS,
    FINITE_PL,
    FINITE_SG,
    FUNCTION,
    GEN_PREPS,
    GERUND_CONJUNCTIONS,
    INDEFINITE_PERSONS,
    MODALS,
    NOT_NOUNS,
    NUMERALS,
    PERSONAL_PRONOUNS,
    PLURAL_COPULAS,
    PLURAL_ONE_FORM,
    PLURAL_PRONOMINALS,
    PREPS,
    PRONOUN_F,
    PRONOUN_WORDS,
    QUANTIFIER_ADJ_STEMS,
    QUANTIFIER_PRONOUNS,
    QUANTIFIER_STEMS,
    QUANTIFIERS,
    REL_F_TO_M,
    REL_M_TO_F,
    REPORTING_VERBS,
    SENTENCE_ADVERBS,
    SUBORDINATORS,
    TITLES_F,
    TITLES_M,
    TWO_WAY_PREPS,
)

#: de-inflect-10: a relative clause moved behind the verb that ends the main clause ("Antikörper
#: enthält, die andere ... schützen könnten)") is read as one, and a noun phrase does not grow
#: over its relative pronoun (branch al17).
#: de-inflect-11: quantifier pronouns before "von ihnen" agree with a predicative noun ("Eine
#: von ihnen ist Ärztin"), open compounds Wiktionary lists closed, a finite verb after the first
#: noun phrase, "seit" as conjunction, "den" as relative pronoun, -anerin persons, and singular-only
#: determiners in -em/-es (branch de17, numbered de-inflect-10 there).
#: de-inflect-12: the case of a feminine phrase that goes masculine: an object after a subject
#: noun phrase or name in the Mittelfeld, after a verb that opens a coordinated main clause
#: after a comma, and after "als" describing such an object; a plural verb before a
#: coordination no longer makes its first conjunct an object (branch de18).
#: de-inflect-13: a phrase after a copula and a name as its subject is the predicative
#: nominative ("Gestern war Peter die Lehrerin" -> "der Lehrer", not "den Lehrer"); a partitive
#: or quantifier pronoun that is an object takes the masculine accusative ("verhaftete eine von
#: ihnen" -> "einen"); a Vorfeld of two noun phrases joined by "und" is a subject (branch de19).
#: de-inflect-14: a run of given and middle names before a comma ends in a surname, not a person
#: noun ("Henry Ashby Turner, 76"); adjectives of position are no person before a name ("im
#: unteren Yangtze"); -ist nouns Wiktionary lacks are persons with -istin (Medievalist); the
#: relative pronoun after a genitive person noun agrees with it when its form cannot agree
#: with the head ("Antithese des Präsidenten, den" -> "der Präsidentin, die") (branch de20).
#: de-inflect-15: nouns whose plural is their singular (Krieger, Vollstrecker) take their own
#: genus before a shorter head's; cardinals open members of a coordination; a name before a list
#: comma ends a list under a preposition (a loose apposition follows); later members of a bare
#: list after "als" are singular like the first; "seines*seiner" as a star form; a name written
#: apart between determiner and person noun; declined -isch adjectives are no verbs; words of a
#: quoted English title are no person nouns; "der" after a masculine partitive ("einer der
#: Quästoren, der") stays in the masculine; a short compound head needs a real first part
#: ("Prospektoren" is no "Prospek" + "Toren"); a cardinal inside a phrase makes it plural; a
#: place's -er adjective without determiner ("Berliner Lehrer") is no noun; a bare -ers word
#: ("Packers") is no genitive person noun; a span of coordinated adjectives whose noun is a
#: thing ("der französischen, belgischen und niederländischen Küste") is no person; a cue on
#: an invariant person noun (Menschen, Kinder) is resolved (Inflector.invariant_person); names
#: running into a common noun ("die regierende Ganga Dynastie") make no person of the adjective;
#: "der andere" is the masculine nominative; later bare appositions to a name are singular
#: ("Deerow, 56, somalischer Politiker, Minister für ..."); a compound's first part has three
#: letters before a linking element (Verrats); "Die Kleine Eiszeit" is no person; "der" with a
#: masculine noun after a noun is a genitive plural ("die Siege der Kämpfer") (branch de22).
#: de-inflect-18: the accusative and dative quantifier pronouns jeden/jedem/keinen/keinem with a
#: relative clause, also one moved behind the closing verbs ("für jeden angerufen, der ..."), are
#: persons and take the relative along; "der" after them stays masculine; a partitive pronoun
#: before the genitive plural of a nominalised adjective ("einen der Gesandten") takes the
#: gender while the plural stays; a noun after a known given name inside a name run ("Speaker
#: Barbara Boxer") is the surname; a name with an apostrophe between article and noun ("einem
#: Brink's Arbeiter"); a C6 role or relation noun keeps its English number; a demonym before a
#: person word is no passed-over person; "since" + gerund gives "seit er" (branch de25).
#: de-inflect-20: a masculine noun Wiktionary lists without its feminine is a person as a title
#: before a name, its forms from Wiktionary and its feminine by Movierung (Oberst William M.
#: Black, Leutnant CF Grieve, Oberst Miller) or in a loose apposition after a name ("Agrippa und
#: Hiero, zwei seiner Leutnants"), and so is one with a foreign person suffix (-ant, -ent, -eur,
#: -ador, -ul: Konquistadoren, Matador) where an English person noun is aligned to it;
#: royal and noble titles are no person nouns without a cue (English genders them: Vizekönig
#: for "viceroy"); a later bare -er conjunct after a genitive preposition is a genitive plural
#: (einschließlich Verbündeter und Unabhängiger); a surname ending in a listed noun is still a
#: name after a title (Richter Kavanaugh); die/diese/seine ... with a masculine noun make it
#: plural over the English cue's number; the relative pronoun after a name with its club or
#: town (Jamie Vardy von Leicester, der) is the person's; a capitalised word right after a given
#: name is its surname, no list member (Tom Baker, britischer Anatomist); a bare noun closing a
#: verbless sentence that opens with a name is the name's last apposition, a singular person
#: ("Edmund Phelps, Ökonom, Professor für ..., Nobelpreisträger."); a capitalised strong adjectival
#: form right before a person noun is its adjective ("Deutscher Kriegsveteran"); the star form
#: covers a partitive pronoun outside the noun phrase ("eine*r ihrer Pat*innen") (branch de27).
#: de-inflect-21: a declined word in the finite-verb slot after a one-word first constituent is
#: no adjective of the noun phrase after it ("Er rekrutierte Lehrer"); a masculine -er compound
#: Wiktionary lists without its feminine whose head another compound pairs with -in
#: (Gesetzgeber: Arbeitgeber/Arbeitgeberin) is a person where an English person noun is aligned
#: to it; (realise.py, rules owner to renumber) an English dual-gender noun with no agent ending
#: ("poet", "General Howe") is a person cue when WordNet and the bilingual dictionary say so;
#: (realise.py) a German subject pronoun for an English gerund after "despite"/"for" (obwohl,
#: weil; also with an adverb, "for allegedly using") flips, and after a bare name that opens
#: both sentences when the English genders nobody ("Meng ..., weil er"); (realise.py) a singular
#: English role noun that closes its noun phrase keeps its number for the German noun found
#: for it ("his heir in early 1095": seinen Erben -> seine Erbin), and a symmetric relational
#: noun after the non-personal "its" names no person ("its rivals", "its neighbours"), and an
#: English word the translation keeps as it is ("Shah Mahmood Qureshi") covers no person noun
#: next to it, and English plural forms are nouns for the person-noun test ("revolutionaries",
#: "lumberjacks") (branch de28).
#: de-inflect-22: a number joined by a hyphen to an adjective declines with it ("eine 42-jährige
#: Mechanikerin" <-> "ein 42-jähriger Mechaniker"); a weak noun in its -en form with no
#: determiner or adjective is a plural, outranking the English number and a singular verb of
#: another phrase ("aus Regen und Rebellen-Scharfschützen verursachte"), except after als/wie
#: and before a name; an -ist noun Wiktionary lacks whose stem is a noun is a person, not a name
#: ("Essayist"); a dative plural in -ern takes its nominative's genus ("Vollstreckern"); (realise.py)
#: "its" + a proper adjective + a relational noun names no person ("its European rivals"); a bare
#: title before a name stays uninflected in the masculine ("mit Präsident Smith", not
#: "Präsidenten"); a counted plural takes the case of the preposition before the quantity ("mit
#: mehr als 3.000 Lehrern", german_quantities) (branch de29).
#: de-inflect-23: a name's prenominal genitive before an adjective takes the article's place
#: ("Bachs ehemaliger Schüler" -> "Bachs ehemalige Schülerin"; german_genitive_names), the
#: adjective is no finite verb of a one-word first constituent; a noun with a person suffix
#: (-ist, -iker) Wiktionary lacks is no name after an adjective ("einen burlesken Mesmeristen"
#: is one person, not an adjective before a name); a capitalised ordinal of a title before the
#: person noun is its adjective ("ehemaliger Erster Minister" -> "ehemalige Erste Ministerin";
#: german_title_ordinals); the word after "und" before a noun phrase and a clause-closing
#: separable particle is the finite verb ("und griffen Beamtinnen an" -> "Beamte";
#: german_verb_bracket) (branch de30).
#: de-inflect-24 (session 23, branch pairs31): the personal pronouns er/sie/ihn/ihm/ihr of a person
#: (german_personal_pronouns, for the realiser's singular "they"); "sie" after "wir/ich/du/man" or
#: before "niemand/jemand" is the accusative ("riefen wir sie zurück" -> "ihn"); a Wiktionary
#: feminine "X-in" pairs with the weak "X-e" over a strong thing "X" (Romanin: der Romane, not der
#: Roman; german_lexicon).
#: de-inflect-25 (session 23, branch de31, which had taken 24): a name spelt like a German noun before a
#: relative pronoun ("Kit, der"; "Jafar Qoli Khan, der") and an ordinal's full stop inside the relative clause
#: ("der am 9. Juni ...": german_name_nouns); a plural's relative d-word after a comma keeps its one form when
#: the English says the person is plural ("Taxifahrer, die"; "Diejenigen, die"); a given name Wiktionary lists
#: before a capitalised word is a name after a bare title, which is singular ("LSU-Basketballtrainer Will
#: Wade"); "den" + weak noun after a dative-only verb or before a second object is the dative plural
#: ("begegnete den Patrioten", "gaben den Spekulanten die Schuld": german_dative_objects); a determined
#: conjunct after "und" and a bare person after a preposition shares its case ("mit Michaels und seiner
#: Leibwächterin": dative); a relative clause ending in a strong past singular ("schrieb") is singular; a
#: partitive "eine der ..." right after the verb of a clause whose subject opened it is the accusative object
#: ("einen der Offiziere": german_partitive_objects).
#: de-inflect-26 (session 24, branch de32): adjectives may stand between the determiner and a name written
#: apart before a person noun ("den ehemaligen Vanity Fair-Mitarbeiter"), and a hyphenated person noun after
#: a name is no surname (german_context._surname).
#: de-inflect-27 (session 25, branch de33): a name written apart before a hyphenated person noun is the
#: compound's first part even when its first word is a German noun too ("Der Real Madrid-Trainer" ->
#: "Die Real Madrid-Trainerin", german_units._name_modifier_run).
#: de-inflect-28 (session 25, branch de33): a four-digit year inside a singular phrase modifies the participle
#: after it and counts nothing ("Der 1970 geschriebene Kritiker"; german_quantities.year_in_singular_phrase).
#: de-inflect-29 (session 26, branch de34): a weak noun in -e that Wiktionary pairs with its feminine is no
#: "-leute" plural ("lokale Aleuten" -> "Aleutinnen"), and "-naut" is a weak agent ending ("Argonauten").
#: de-inflect-30 (session 28, branch de36): a noun in -ist(en) that Wiktionary lacks, on a foreign base of
#: five letters or more ending in a consonant, is an -ist person noun, not a name ("Der Timpanist" ->
#: "Die Timpanistin"; german_predicates._foreign_stem_ist); a list comma after a noun's genitive attribute
#: joins the next apposition to it ("Präsident Südafrikas, Nobelpreisträger"; german_genitive_attributes); an
#: adjective agrees across coordinated first parts written apart ("amerikanische Rock und Blues Sängerin").
#: de-inflect-31 (session 29, branch de37): an object relative den/dem after a name is the person's
#: ("Kardashian West, den er heiratete"; also after "von"), not after coordinated names nor as an
#: apposition's article, and a relative clause behind a zu-infinitive belongs to the name before it ("an
#: Aguero zu geben, der"): german_name_relatives; a genitive attribute's thing noun before a name is no title
#: ("der Gewinner des Goldenen Schuhs Jamie Vardy": german_genitive_attributes.genitive_attribute_head); the
#: subject pronoun of a coordinated main clause after an adverb follows its person ("doch dann erlangte sie":
#: german_coordinated_subjects); a hyphenated compound with a short person head joins the head to the part
#: after the last hyphen ("Huawei-Finanzchefin": german_lexicon._first_part); a noun Wiktionary lists with
#: two plurals in numbered columns has them as forms, the first as its plural (Muslime, Generale, Imame); a
#: second genitive conjunct shares the first one's article ("des Dichters und Dramatikers"), and a bare weak
#: conjunct after a singular-only article is singular ("zum Meister und Kommandanten":
#: german_shared_articles).
#: de-inflect-32 (session 29, branch de38): a bare weak noun in -en before a name, or before more titles
#: and a name, is a title of either number ("schließt sich Kollegen Denny Hamlin an": german_weak_titles);
#: the lower-case word after a fronted prepositional phrase ending in a noun, name or number is the finite
#: verb, no adjective ("Im Team spielen Kapitän Chip Robert": german_fronted_phrases).
#: de-inflect-33 (session 30, branch de39): a d-word right after the comma that closes a person noun of
#: the span is its relative pronoun, masculine "der" kept ("als Vermittler, der eingreift", not "dem"); an
#: age adjective written with digits before a name is a person's adjective ("der 56-jährige Mohamed Ali",
#: also with a last name Wiktionary lists as a noun: german_context._age_adjective); the neuter Mädchen/Kind
#: take the genitive -s/-es and the relative "das", "den Jungen" is an accusative singular for the neutral
#: "das Kind"; Cousine pairs with Cousin before Vetter; "-tante(n)" is a compound of Tante only after a
#: first part that is a word (Großtante, not "Mili|tanten": german_nouns._tante_prefix). (Realiser, fairqe:
#: role abbreviations PM/MP, staff collectives, English animal nouns, unaligned lexical nouns, titles
#: before a name shared with the English; cues: a capitalised adjective before a capitalised noun is part
#: of a name, "the National Council".)
#: de-inflect-34 (session 31, branch de40): a listed given name with no noun genus is a name before a
#: relative pronoun ("Zusammen mit Herbert, der"; "der Trainer Peter, der"); an agent noun only the rules
#: derive, after a listed given name, is a surname ("Brian Castner, Waffenermittler": one person); "nach
#: dem anderen" after a singular person noun agrees with it (german_distributive); a d-word before a
#: strong adjective ("der letztes Jahr") or a neuter singular ("der Ende") is a relative pronoun, no
#: article; a strong ordinal after a plural copula is a rank ("Die Foxes waren Zweiter und Dritter"); a
#: genitive attribute's noun is no conjunct of its head ("Die Kritiker des Vorsitzenden, darunter ..."); a
#: genitive in -s of a neuter noun is no agent noun ("des Opfers"), and "der" after it is the head's relative;
#: the determiner before an extended attribute agrees with the noun ("Der in London lebende Autor" -> "Die
#: in London lebende Autorin": german_extended_attributes); a relative pronoun after a preposition
#: follows its person antecedent ("Der Minister, mit dem" -> "Die Ministerin, mit der":
#: german_prepositional_relatives), also behind a separable "zu" ("jubelten dem Torhüter zu, der"); a
#: cue span run on past a nominalised adjective into a thing noun still names a person ("dem Angeklagten
#: Betrug"); the validity gate takes a der-word's star dative ("jedem*jeder", "diesem*dieser").
#: (Realiser, fairqe: an English Saxon genitive of two persons, "The king's advisers" -> "Die Berater
#: des Königs": where both reach the genitive phrase, it is the possessor's.)
#: de-inflect-35 (session 32, branch de41): a star determiner ("den*die") is no adjective, so a relative
#: pronoun before it stays one in N ("der*die den*die Patient*in"); Krankenpfleger/Krankenschwester has
#: the neutral Pflegekraft, and a neutral noun's adjectives take its gender ("eine neue Pflegekraft"); a
#: conjunct counted by its own numeral shares the list's preposition ("mit zwei Lehrerinnen und drei
#: Schülerinnen" -> "drei Schülern": german_counted_conjuncts); Bauer and Nachbar are weak ("einen Bauern");
#: a "seiner"/"der" conjunct right after a name is dative, no genitive ("mit Santo und seinem Partner":
#: german_name_conjuncts); a capitalised first word in -isch/-ig/-lich before its person noun is its adjective
#: ("Britische Premierministerin" -> "Britischer Premierminister": german_headline_adjectives); another
#: occurrence of a realised person noun no cue covers flips with it ("Der Staatsanwalt Fiscal ... als
#: Staatsanwalt": german_repeated_nouns). Branch own32: a noun phrase after a personal pronoun is no
#: genitive attribute ("Sind Sie der Besitzer?" is singular: Wiktionary lists "Sie" as a noun);
#: "sie" of a masculine person is the object "ihn" after a clause-opening nominative
#: phrase and its verb, after a plural relative "die" with a plural verb, and after the "was" of a
#: continuing relative clause (german_personal_pronouns); a bare "ihr" before a plural or feminine noun is
#: the dative pronoun ("legten ihr Handschellen an" -> "ihm"); a d-word after a preposition or without a
#: finite verb in its clause is a demonstrative with a genitive ("in die einer Frau" -> "eines Mannes"); an
#: "als" phrase after a naming verb's pronoun object is accusative ("bezeichnete sich als einen König");
#: "sie" is the object after a clause-opening nominative pronoun and its verb ("Man wird ihn vermissen")
#: and in an infinitive clause (", ihn zu heilen").
#: de-inflect-36 (session 33, branch de42): an adverb between the article and an adjective ("den sehr
#: erfahrenen Arzt", "dem jetzt verfügbaren Mike Bauer") is stepped over, so the article agrees; an agent
#: noun Wiktionary lists without its feminine (Vollstrecker) coordinated with a person noun is one; a
#: contraction opens an extended attribute after a sentence-initial article ("Der vom Gericht ernannte");
#: a nominalised adjective sharing the article of a noun keeps its weak ending ("Der Gründer und
#: Vorstandsvorsitzende", not "Vorstandsvorsitzender"); an article-less headline subject ("Polizei nimmt
#: mutmaßliche Mörderin fest") makes the phrase after the verb its accusative object.
#: Branch de43: the "als" phrase after the object in "VERB SUBJECT, APPOSITION, OBJECT als" is accusative
#: ("schickte Ajítsingh, der Vizekönig, Bhandári als seinen Stellvertreter": german_apposed_subjects).
#: An elliptic apposition "ART ORDINAL/SUPERLATIVE" after a person noun agrees with it in gender and case
#: ("einen Boten, den dritten," -> "eine Botin, die dritte,": german_elliptic_appositions).
#: A partitive pronoun after an "als" that describes the object is accusative ("bezeichnete Kim als
#: eine der Besten" -> "als einen der Besten").
#: After "ein"/"eine" a lower-case adjective before a surname is the person's ("Ein frustrierter Owens" ->
#: "Eine frustrierte Owens"), and "eine" before an adjective and a capitalised word is no pronoun "einer".
#: de-inflect-37 (session 34, branch de44): a sie/ihr- whose antecedent is a plural noun phrase stays ("Die
#: Lehrer ..., um ihre Heldentaten" keeps "ihre" in M); realise: a gerund pronoun skips genderless cue spans.
#: "nachdem", "solange", "inzwischen" ... are no adjectives ("nachdem Studenten" gave "nachde Studentinnen");
#: the star of a strong dative adjective is written whole ("russischem*russischer Präsident*in"); a strong
#: -er noun with a plural like its singular (Gläubiger, Streicher) is no nominalised adjective; noun phrases
#: coordinated in a list share one case ("den Arzt, den Pfleger und den Lehrer": german_conjunct_lists);
#: Korporal/Korporalin, Vorfahr/Vorfahrin; a lexicon plural in -e is found in its dative -en
#: ("Karrierekorporalen"). realise (shared): a perfect participle clause ("having taken") counts as a gerund.
#: defix44: a comma splice is no list ("sahen wir die Stadt, die Lehrerin und die Ärztin kamen später").
#: defix44: a later conjunct of a dative list is dative ("Wir halfen dem Arzt, dem Pfleger und dem Lehrer").
#: de-inflect-38 (session 35, branch de45): "der" after the comma of a masculine person noun and before
#: a feminine non-person noun is the relative pronoun ("Kalifornier, der Chemie ... studiert" -> "die");
#: a d-word before the adjective of an elliptic non-person phrase is its article, no pronoun ("sowohl die
#: kanadische als auch die amerikanische Regierung" kept "die": german_elliptic_articles); an -ers noun after
#: a determiner not in -es is an English plural, no genitive ("Die Cricketers" -> "Die Cricketerinnen"); a
#: weak person noun in -en after an adjective is no name ("einen 13-jährigen Jungen" -> "ein 13-jähriges
#: Mädchen", not "eine 13-jährige Mädchen"). (review) The relative "der" needs its feminine noun right after
#: it ("der alten Stadt" is a dative phrase); FUNCTION keeps nachdem/jemandem/... (its other users need them).
#: The mirror: "die" after a feminine person noun before a bare feminine noun is the relative pronoun
#: ("Die Lehrerin, die Musik liebt" -> "Der Lehrer, der Musik liebt").
#: de46 (fairqe/capitalised_titles.py): a capitalised role word inside the sentence before a surname unknown
#: to the English dictionary is a title
#: ("an General MacArthur" -> "an Generalin MacArthur"); "General Motors", "New York General Hospital" stay.
#: de-inflect-39 (session 36, branch de47): a bare plural conjunct shares its list's preposition also
#: past the first conjunct's own -en adjectives ("bei lokalen Richterinnen und Vollstreckerinnen" ->
#: "... und Vollstreckern"; german_case.list_preposition), and past an article the nouns share when the
#: first names a person ("zur Meisterin und Kommandantin" -> "zum Meister und Kommandanten").
#: de-inflect-40 (session 37, branch de48): a relative clause after a name in loose apposition is the
#: person noun's ("der Chef der Gruppe, Sam Lee, der ..." -> "die Chefin ..., die"; german_loose_appositions).
#: A bare person noun after "und" that follows a bare person noun's prepositional attribute takes that noun's
#: case ("Professorin für Medizin und Spezialistin" -> "... und Spezialist", not the accusative
#: "Spezialisten"; german_attribute_conjuncts).
#: Only one of the same number: "Beraterin von Banken und Politikerinnen" stays the preposition's list.
#: A name in loose apposition to a person noun has no relative of its own ("Der Sprecher, Okonkwo, der").
#: de-inflect-41 (session 38, branch de49): a relative pronoun after a name in close apposition to a person
#: noun ("mit der Lehrerin Mia Brown, die") is set once, by the noun's realisation (german_name_relatives: not
#: "die" -> "der" -> "dem"); a partitive pronoun's feminine relative with a singular verb goes masculine with
#: it ("eine der Spielerinnen, die ... gewann" -> "einer der Spieler, der"): german_partitive_relatives.
#: A feminine relative "die" before a pronoun that is only nominative is the accusative ("der Lehrerin, die
#: er traf" -> "dem Lehrer, den er traf"), not with a copula: german_relative_subjects.object_relative_die.
#: A verb of saying after a comma is a quotative inversion: the phrase after it is its subject ("..., sagt die
#: Trainerin" -> "sagt der Trainer", not the object "den Trainer"; german_quotative). Time adverbs
#: of the Mittelfeld (zunächst, zuvor, bereits, kürzlich, erstmals, inzwischen) stand before an object too.
#: Review: a saying verb that takes a person object ("warnte die Lehrerin und ging") is a quotative only
#: where the phrase ends the clause (german_quotative); "die er sein wollte" stays nominative; a Vorfeld
#: with "den/dem/einen/einem" is an object; a pronoun after a partitive's "die" leaves it as it is.
#: de-inflect-42 (session 38): the pronoun is left to the noun only where the noun's realisation reads
#: the name up to the comma (GermanDecliner._close_name): "der Autor Müller, der" is realised alone.
#: de-inflect-43 (session 39): an apposition after a bare name without genitive -s after a verb is dative
#: ("gehörten Anna Berg, einer Malerin" -> "einem Maler"); "der Sängerin Anna Smith, die" after a verb is
#: no genitive attribute, the noun sets its relative (german_name_appositions); a plural "als" phrase after
#: a dative plural object takes the dative ("von den Griechen als Söldnern": german_als_dative). A partitive
#: pronoun's relative is found behind the closing verbs ("hat eine der Spielerinnen eingestellt, die"; "ein,"
#: is a particle), after "einen/einem der Spieler, der" and in the star form ("Eine*r ..., der*die").
#: No non-dative form of derjenige/derselbe is a strong adjective whose -en makes a plural dative ("für
#: diejenigen Urlauber", "warnte dieselben Urlauber"). A genitive preposition's "der Ärztin Anna Smith, die"
#: is a genitive (relative "der" in M); no plural "als" dative with a plural pronoun subject ("Wir arbeiteten
#: mit den Bauern als Helfer": german_als_dative).
#: de-inflect-44 (session 40): a bare name that is the accusative object passes the accusative to its
#: apposition, its conjunct and its "als" phrase ("traf Anna Berg, eine Malerin" -> "einen Maler"; "sah Tom
#: und seine Kollegin" -> "seinen Kollegen"; german_name_objects); a closing quotation mark before a comma
#: ends a clause ("„Ja“, sagte die Malerin" stays a subject). "derselbe"/"derjenige" decline as article and
#: weak adjective ("dieselbe Ärztin" -> "derselbe Arzt", "traf denselben Arzt": german_fused_articles).
#: The feminine partitive "einer" is dative or genitive ("schickte einer der Sängerinnen" -> "einem der
#: Sänger", "der Bruder einer der ..." -> "eines der ..."); a genitive "eines der Sänger" -> "einer der
#: Sängerinnen". An apposition to a bare name without -s after "laut" or a genitive preposition is dative
#: ("laut Anna Berg, einer Malerin" -> "einem Maler": german_name_appositions.genitive_preposition_name).
#: A time adverbial first ("Jeden Abend ruft Nora Stein, eine Pflegerin, ...") is no subject, a plural verb
#: makes "Name und ..." the subject, "ihn als seine Trainerin" is about the subject; "laut" is dative.
#: de-inflect-45 (session 41): a bare name right after a subject pronoun that is only nominative is the
#: object ("besuchten wir Tom und seine Kollegin" -> "seinen Kollegen": german_pronoun_subjects); the
#: relative "der" of a masculine noun is the subject ("Der Lehrer, der seine Kollegin traf" -> "seinen
#: Kollegen": german_relative_subjects); a separable zu-infinitive ("anzurufen") or the text's end closes
#: an infinitive clause; a name in -z/-x/-ß shows no genitive ("half Maria Schulz, einer Lehrerin" ->
#: "einem Lehrer": german_name_appositions). Review: a one-word zu-form closes an infinitive clause only
#: with no finite verb ("Er sagte, die Ärztin werde etwas hinzufügen": german_zu_infinitives); a genitive
#: attribute is no masculine antecedent; "heißen" is a copula and "werden" before an infinitive is none.
#: de-inflect-46 (session 42): "zu" before a word not in -n is a degree word, no infinitive clause ("Er
#: sagte, die Ärztin arbeitet viel zu hart" keeps its subject); the present of "werden" before a subject
#: pronoun is a finite verb ("Morgen werden wir Anna Berg, eine Sängerin, besuchen" -> "einen Sänger");
#: a monosyllable whose Wiktionary pair lists only the "-s" genitive takes it ("des Chefs":
#: german_genitive_forms); the present plural of a verb of saying is no adjective ("sagen Beamte").
#: de-inflect-47 (session 42, review): a bare "-innen" plural read as dative before a second object is
#: dropped again (it read "sah Lehrerinnen die Straße überqueren" as dative); no other change.
#: de-inflect-48 (session 43): a finite verb in -en before a bare plural is read by its position, no
#: longer by a list of verbs of saying: after a one-word first constituent of another ending ("Heute
#: diskutieren Politiker"), after a first noun phrase of any known noun ("Jeden Tag arbeiten Lehrer"), and
#: after "Das"/"Dies" ("Das diskutieren Ärzte"), after a comma closing a clause that opens with a subordinator
#: or a quoted one ("Als ... vorbei war, verließen Musiker"; no zu-infinitive: german_verb_second).
#: A bare list after a dative preposition or "als" goes on past quotation marks and "und sogar"/"und auch";
#: a name hyphen-joined to a bare plural after a preposition is governed by it ("von New York-Reportern").
#: de-inflect-49 (session 43): a "der" phrase opening an infinitive clause is a dative object ("bat ihn,
#: der Nachbarin zu helfen" -> "dem Nachbarn": german_infinitive_datives); an unlisted feminine with an
#: umlauted stem undoes it in the masculine ("die Gästin" -> "der Gast": german_umlaut_stems); an
#: unlisted loan monosyllable takes "-s" ("des Stars": german_genitive_forms); Wiktionary's strong
#: declension beats the weak suffix ("des Oberstleutnants": german_strong_heads); a bare conjunct has
#: its shared article's case ("des Lehrers und Malers": german_shared_cases) and pairs with a bare person
#: noun before a preposition ("Arzt in Bern und Präsident": german_conjunct_partners).
#: de-inflect-50 (session 43): the merge of de63 (48) and de63b (49); no other change.
#: de-inflect-51 (deb64): a place -er adjective after no article ("mit Berliner Reportern") is no noun.
#: de-inflect-52 (deb64): ", mit dem Ärzte arbeiten": "dem" before a plural subject is the relative.
#: de-inflect-53 (deb64): an apposition after a coordinated member ("Maler und Autor, Gründer") is sg.
#: de-inflect-54 (deb64): ", die Beamtinnen waren": "die" before a predicate and a copula is the relative.
#: de-inflect-55 (deb64 mend): no relative "dem" in a verb-second clause; "ging an Ärzte" acc; copula tails.
#: de64: bare plural dative objects ("half Lehrerinnen" -> "Lehrern"); "der Chefin treu zu bleiben": dative
#: de-inflect-56 (session 44 merge): the de64 and deb64 rules together.
#: de-inflect-57 (de65): "sie" after the verb of a Vorfeld noun phrase with a genitive or prepositional
#: attribute is the object ("Der Trainer des Vereins lobte sie" -> "ihn"); "keine"/"jede" before a noun
#: are no subject pronouns ("hatte sie keine Freunde" -> "er"): german_vorfeld_subjects; "ihr" after
#: für/durch/gegen, or after a two-way preposition before a neuter phrase, is the possessive ("in ihr
#: neues Haus" -> "sein"): german_possessive_ihr; after an adverbial Vorfeld a phrase after
#: "sich"/"ihn"/"ihm" is the subject ("Trotzdem meldete sich die Nachbarin" -> "der Nachbar"); "Leider"
#: and other clause-opening adverbs are no article-less headline subject (german_case); "sie" before a
#: clause-closing copula ("deren Direktorin sie wurde") and after "(" is the subject "er", and after
#: ", als" before a zu-infinitive the object "ihn" (german_context, german_personal_pronouns).
#: de65 mend: the copula reading only where the copula is the clause's own verb ("sie loben wird": "ihn").
#: de65 mend: no coordinated verb after "und" + focus particle ("und selbst sie lachte": "er").
#: de65 mend: "ihr" before a pronoun/determiner in -es is the dative ("an ihr alles" -> "ihm").
#: de65 mend: an attributed Vorfeld opened by "die"/"das"/"eine"... needs a person noun head ("Das Haus der
#: Eltern verkaufte sie": "er").
#: de65 mend: a phrase after "VERB er/sie/man ihm" stays the object ("stellte er ihm die Ärztin vor").
#: de65 mend: "jeder"/"keiner" + noun stay a subject ("Heute kennt sie jeder Nachbar": "ihn").
#: de-inflect-57 (deb65): a place's -er word before a thing noun is its invariant adjective ("die Münchner
#: Polizei" stays); a Latin agent noun in -ator/-itor/-ktor/-ptor/-ssor Wiktionary lacks is a person noun,
#: no name ("Präparator" -> "Präparatorin"): german_place_words. (deb65 mend) Not when a singular article
#: meets a plural noun or a verb's dative article ("Wir zeigten dem Berliner Fotos": person); a place in -en
#: gives the bare adjective before a person noun too ("mit Münchner Ärztinnen").
#: de-inflect-58 (session 45 merge): the de65 and deb65 rules together.
#: de-inflect-59 (session 46, branch de66): "sie" after the verb of a clause opened by a bare name ("Frau
#: Keller rief sie an": german_name_subjects; not after a dative-only verb, "Jonas half sie") or after the
#: relative "der" of a masculine noun is the object "ihn"; an attributive adjective set off by a comma ("ein
#: stiller, höflicher Kunde", a chain of them too) stays in its noun phrase and agrees
#: (german_comma_adjectives); phrase_span grows over coordinated first parts written apart to the article
#: ("einer der ... Obst und Gemüse Händler"); a naming verb's "als" phrase is accusative also past a
#: subject name after the pronoun ("sah sich Yilmaz immer als den Hüter": german_name_words).
#: de-inflect-60 (session 47, branch de67): an article with a misplaced quotation mark glued to its end
#: ('den" Chef') belongs to the noun after it (german_stray_quotes); an "ein"-article that disagrees
#: with its noun ("einer Kollegen") keeps its own cases and is mended also in the noun's gender
#: (german_mixed_articles); "sie" opening the last of a list of participle conjuncts that share the
#: auxiliary and subject ("hat Lena angerufen, eingeladen und sie gebeten") is the object "ihn"
#: (german_participle_conjuncts).
VERSION = "de-inflect-60"

# The public names this module defined before it was split into the ``german_*`` modules,
# re-exported so that callers keep importing them from here.
__all__ = [
    "ACC_PREPS",
    "ADJ_ENDINGS",
    "ADJ_MIXED",
    "ADJ_STRONG",
    "ADJ_WEAK",
    "AGENT_ENDINGS",
    "CASES",
    "CLAUSE_WORDS",
    "COMPOUND_F",
    "COMPOUND_M",
    "CONTRACT",
    "CONTRACTIONS",
    "COPULAS",
    "DAT_PREPS",
    "DEF",
    "DEGREE_ADVERBS",
    "DER_WORDS",
    "DER_WORD_END",
    "EIN_WORDS",
    "EIN_WORD_END",
    "E_STEMS",
    "FINITE_PL",
    "FINITE_SG",
    "FUNCTION",
    "GEN_PREPS",
    "GERUND_CONJUNCTIONS",
    "INDEFINITE_PERSONS",
    "MODALS",
    "NEUTER",
    "NEUTRAL_NOUNS",
    "NOMADJ",
    "NOT_AGENT",
    "NOT_FEMININE",
    "NOT_NOUNS",
    "NOUNS_F",
    "NOUNS_M",
    "NUMERALS",
    "PERSONAL_PRONOUNS",
    "PERSON_STEMS",
    "PLURAL_COPULAS",
    "PLURAL_PRONOMINALS",
    "PREPS",
    "PRONOUN_F",
    "PRONOUN_WORDS",
    "QUANTIFIERS",
    "QUANTIFIER_ADJ_STEMS",
    "QUANTIFIER_PRONOUNS",
    "QUANTIFIER_STEMS",
    "REL_F_TO_M",
    "REL_M_TO_F",
    "REPORTING_VERBS",
    "SEMANTIC_STEMS",
    "SENTENCE_ADVERBS",
    "SUBORDINATORS",
    "TITLES_F",
    "TITLES_M",
    "TWO_WAY_PREPS",
    "VERSION",
    "WEAK_ENDINGS",
    "GermanInflector",
    "Unit",
]


#: The relative d-words a person noun's realisation changes with it (GermanDeclension._relative).
_D_RELATIVES = frozenset(["der", "die", "den", "dem", "dessen", "deren"])


class GermanInflector(GermanSpanFinder):
    lang = "de"

    def version(self) -> str:
        return VERSION

    def personal_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.personal_pronouns` (de-inflect-24; german_personal_pronouns)."""
        return personal_pronoun_spans(self, tokens)

    # ------------------------------------------------------------------ API

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        if not check_span(tokens, span):
            return None
        # (de-inflect-20) A masculine noun Wiktionary lists without its feminine is a person as
        # a title before a name ("Oberst William M. Black" -> "Oberstin"): its forms then come
        # from Wiktionary's masculine and the feminine by Movierung (german_lexicon.masculine_only).
        token = _TITLE_NOUNS.set(self._span_titles(tokens, span) | _TITLE_NOUNS.get())
        try:
            return self._realise_span(tokens, span, gender)
        finally:
            _TITLE_NOUNS.reset(token)

    def _span_titles(self, tokens: Sequence[str], span: tuple[int, int]) -> frozenset[str]:
        """The words of ``span`` that are masculine nouns Wiktionary lists without a feminine,
        standing as titles before a name (:meth:`_title_before_name`)."""
        words = [Word.parse(t) for t in tokens]
        return frozenset(
            words[t].core
            for t in range(*span)
            if self._unpaired_title(words, t) or self._unpaired_foreign_person(words[t].core)
        )

    def _gendered_person_noun(self, core: str) -> bool:
        """Whether ``core`` is a person noun with a masculine and a feminine form, or a
        nominalised adjective (``Abgeordnete``): a noun whose realisation changes its relative
        pronoun (a neuter ``Mitglied`` keeps "das")."""
        info = self.noun_info(core)
        return (info is not None and info[0] in ("m", "f")) or self._nomadj(core) is not None

    def _realise_span(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        if gender == "N":
            return self._neutral(tokens, span)
        s, e = span
        lo = max(0, s - LEFT_WINDOW)
        words = [Word.parse(t) for t in tokens]
        fused = split_determinatives(words, self._adjective)  # (de-inflect-44) german_fused_articles
        units, used = self._units(words, s, e)
        restore_unused(words, fused, (u.det for u in units))
        lo = min([lo, *used])  # a phrase with coordinated adjectives reaches further left
        new: dict[int, list[str]] = {}
        for u in units:
            if not self._realise_unit(u, words, gender, new, s):
                continue
        for t in range(s, e):
            if t in used or t in new:
                continue
            core = words[t].core
            if not core:
                continue
            en = (
                english(core.lower(), gender)
                if core[0].isupper() and t > 0 and core.lower() != "man"
                else None
            )
            if en is not None:
                new[t] = [en]
                continue
            rep = self._semantic(core, gender) or self._gender_compound(core, gender)
            if rep is None and t + 1 < len(words) and not words[t].post and words[t + 1].core[:1].isupper():
                title = (TITLES_F if gender == "F" else TITLES_M).get(core.lower())
                if title is not None and self._lexicon(words[t + 1].core, words[t + 1].core.lower()) is None:
                    rep = title  # "Frau Müller" <-> "Herr Müller"
            # (de-inflect-31) Read across a zu-infinitive before the comma: "an Aguero zu geben, der".
            rel_words, rel_t = after_infinitive(words, t) or (words, t)
            if (
                rep is None
                and core.lower() in _D_RELATIVES
                and noun_reaches_relative(
                    rel_words,
                    rel_t,
                    self._gendered_person_noun,
                    lambda low: self._is_det(low) is not None,
                    self._adjective,
                    functools.partial(self._reaches_comma, list(rel_words), rel_t),
                )
            ):
                # (de-inflect-41) A relative pronoun after a name in close apposition to a person
                # noun ("mit der Lehrerin Mia Brown, die"): the noun's realisation sets it in its
                # own case; changed here first, it would be read again there (german_name_relatives).
                continue
            if (
                rep is None
                # (with a word before the sentence: a name may open it, "Cruz, der ...")
                and self._relative_pronoun([Word.parse("und"), *rel_words], rel_t + 1)
                and (
                    self._name_before(rel_words, rel_t)
                    or (t > 0 and self._name_relative(words, t))
                    # (de-inflect-33) or of a masculine person noun of the span right before
                    # the comma ("als Vermittler, der eingreift"): the same relative pronoun (after
                    # a feminine one, "der" is the dative: "eine der Spielerinnen, der ich half").
                    or (
                        t - 1 in used
                        and tokens[t - 1].endswith(",")
                        and self.gender_of(tokens, (t - 1, t)) == "M"
                    )
                )
            ):
                # "Smith, der auch Mitglied ... ist": the relative pronoun of a named person. A
                # "der" is masculine already for M (a feminine dative "der" is rarer there than
                # the masculine nominative, and the name says nothing).
                if gender == "M" and core.lower() == "der":
                    continue
                rep = (REL_M_TO_F if gender == "F" else REL_F_TO_M).get(core.lower())
                if gender == "M" and object_relative_die(rel_words, rel_t, COPULA_FORMS):
                    rep = "den"  # (de-inflect-41) "Kim West, die er traf" -> "den er traf"
            if rep is None:
                rep = self._pronoun(words, t, gender, s)
            if rep is not None:
                new[t] = [rep]
                low = core.lower()
                if low.endswith(("er", "e")) and low[: -2 if low.endswith("er") else -1] in QUANTIFIER_STEMS:
                    # "darunter einer, der ..." -> "eine, die ...": the quantifier pronoun's relative.
                    src = "m" if low.endswith("er") else "f"
                    self._relative(words, t, src, "f" if gender == "F" else "m", new)
                elif low in ("jeden", "jedem", "keinen", "keinem") and gender == "F":
                    # (de-inflect-18) "für jeden angerufen, der ..." -> "für jede angerufen, die
                    # ...": the relative pronoun of the accusative or dative quantifier pronoun
                    # takes its gender, in its own case (Duden, Die Grammatik, Relativsatz).
                    self._relative(words, t, "m", "f", new)
                continue
            adj = self._lone_adjective(words, t, gender)
            if adj is not None:
                new[t] = [adj]
        return self._assemble(tokens, words, new, s, lo)

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise` with the source's number for a noun phrase whose form is singular and
        plural alike (``seinen Soldaten``, ``der Anhänger``, ``den Kollegen``, ``der Beamten``);
        a form that says its number keeps it (the translation's own number is not changed)."""
        token = _SOURCE_NUMBER.set(number if number in ("sg", "pl") else None)
        try:
            out = self.realise(tokens, span, gender)
        finally:
            _SOURCE_NUMBER.reset(token)
        if number == "pl" and out is not None and len(out) == len(tokens):
            # (de-inflect-25) A plural's relative or demonstrative d-word has one form for both
            # genders ("Taxifahrer, die ..."; "diejenigen, die"): it stays. (An article "die"
            # before a noun is left to the noun phrase: only a d-word after a comma, a relative.)
            # (de-inflect-41) Not the singular relative of a partitive pronoun, which the
            # realisation gave the pronoun's gender ("Einer der Spieler, der den Pokal gewann").
            realised = [Word.parse(w) for w in out]
            out = [
                tokens[t]
                if Word.parse(tokens[t]).lower in PLURAL_ONE_FORM
                and (t == 0 or tokens[t - 1].endswith(","))
                and not (w != tokens[t] and self._partitive_masculine_antecedent(realised, t))
                else w
                for t, w in enumerate(out)
            ]
            return None if out == list(tokens) else out
        return out

    def validate(self, tokens_before: Sequence[str], tokens_after: Sequence[str]) -> str | None:
        """Why a realisation is not a valid German sentence, or ``None`` when it passes.

        Only the words the realisation changed (and their neighbours) are checked:

        * a gender-star form must be ``stem*suffix`` with a known suffix (``Ein*e``,
          ``Lehrer*in``, ``Ärzt*innen``, ``der*die``), not ``Ein*eine``;
        * a new feminine noun in -in/-innen must not be built on a noun that Wiktionary lists
          with no gendered pair (``Kinderinnen``, ``Menschin``);
        * a determiner and the singular noun after it must agree in gender (``jede Mensch``,
          ``den Lehrerin``, ``eine Arzt``): the noun's genus from Wiktionary's singular forms;
        * a relative pronoun after a comma must agree with the singular person noun before it
          (``Eine Musikerin, dessen``).
        """
        import difflib

        before = [Word.parse(t).core for t in tokens_before]
        after = [Word.parse(t).core for t in tokens_after]
        changed: set[int] = set()
        sm = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
        for op, _, _, j1, j2 in sm.get_opcodes():
            if op != "equal":
                changed.update(range(j1, j2))
        for j in sorted(changed):
            core = after[j]
            if "*" in core:
                reason = _bad_star(core)
                if reason is not None:
                    return reason
                continue
            low = core.lower()
            if core[:1].isupper() and low.endswith(("in", "innen")) and german_lexicon.available():
                base = core[:-5] if low.endswith("innen") else core[:-2]
                if (
                    len(base) > 2
                    and german_lexicon.lookup(core) is None
                    and german_lexicon.lookup(base) is None
                    and (_no_feminine(base) or _epicene_noun(base))
                    and not person_ist(base.lower())  # Medievalistin: -ist forms persons
                    and not person_iker(base.lower())  # Rhetorikerin: -iker forms persons
                ):
                    return f"no feminine of {base!r}: {core!r}"
        for i in sorted(changed | {k - 1 for k in changed} | {k - 2 for k in changed}):
            if i < 0 or i + 1 >= len(after):
                continue
            det = after[i].lower()
            if det not in _DET_GENERA or (i not in changed and i + 1 not in changed and i + 2 not in changed):
                continue
            j = i + 1
            while j < len(after) - 1 and self._adjective(after[j]) and not Word.parse(tokens_after[j]).post:
                j += 1
            noun = after[j]
            if Word.parse(tokens_after[j - 1]).post or not noun[:1].isupper() or "*" in det + noun:
                continue
            if self._nomadj(noun) is not None:
                # A nominalised adjective takes its gender from its article and ending ("eine
                # Überlebende", "die Vorsitzende"); Wiktionary's genus of the bare form is that of
                # another entry (the abstract neuter "das Überlebende").
                continue
            genus = self._singular_genus(noun)
            if not genus:
                continue
            if not set(genus) & _DET_GENERA[det]:
                return f"agreement: {after[i]!r} does not go with {noun!r}"
            if Word.parse(tokens_after[j]).post.startswith(",") and j + 1 < len(after):
                rel = after[j + 1].lower()
                if (rel == "dessen" and genus == "f") or (rel == "deren" and "f" not in genus):
                    return f"agreement: relative {after[j + 1]!r} after {noun!r}"
        return None

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's person noun phrase is plural ("drei Brighton-Verteidigern"), by
        the same reading of determiner, adjectives and noun as :meth:`realise`."""
        if not check_span(tokens, span):
            return False
        words = [Word.parse(t) for t in tokens]
        units, _ = self._units(words, *span)
        for u in units:
            assert u.noun is not None
            nomadj = self._nomadj(words[u.noun].core)
            if nomadj is not None:
                det = words[u.det].core.lower() if u.det is not None else ""
                return _nomadj_gender(det, nomadj[1], self._is_det(det))[1] == "pl"
            info = self.noun_info(words[u.noun].core)
            if info is not None:
                return self._unit_number(u, words, info[0], info[1]) == "pl"
        return False

    def refers_elsewhere(
        self, tokens: Sequence[str], pronoun: tuple[int, int], antecedent: tuple[int, int]
    ) -> bool:
        """A ``sie``/``ihr``/``ihnen`` for an English singular "they" whose antecedent is a
        masculine singular noun phrase ("John Mann, der unabhängige Berater ..., um sie
        angemessen zur Rechenschaft zu ziehen"): a pronoun agrees with its antecedent, so the
        translation reads it as a plural (or another feminine referent), and it stays.

        (de-inflect-37) So does one whose antecedent is a plural noun phrase ("Die Lehrer zogen
        ..., um ihre Heldentaten zu erleben", where the detector took the verb "to witness" for
        the antecedent): a plural possessor takes ``ihr-``/``sie`` in both genders (Duden, Die
        Grammatik, Personalpronomen und Possessivartikel im Plural)."""
        if not check_span(tokens, pronoun) or pronoun[1] - pronoun[0] != 1:
            return False
        low = Word.parse(tokens[pronoun[0]]).core.lower()
        if low not in ("sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres", "ihnen"):
            return False
        if low == "sie" and self._singular_clause_subject([Word.parse(t) for t in tokens], pronoun[0]):
            return False  # "dass sie ... stehen müsse": a singular verb, so "sie" is the one person
        if self.plural(tokens, antecedent):
            return True
        return self.gender_of(tokens, antecedent) == "M"

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        if not check_span(tokens, span):
            return None
        token = _TITLE_NOUNS.set(self._span_titles(tokens, span) | _TITLE_NOUNS.get())
        try:
            return self._span_gender(tokens, span)
        finally:
            _TITLE_NOUNS.reset(token)

    def _span_gender(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        s, e = span
        if any("*" in tokens[t] or ":in" in tokens[t] for t in range(s, e)):
            return "N"
        words = [Word.parse(t) for t in tokens]
        for t in range(s, e):
            core = words[t].core
            info = self.noun_info(core)
            if info is not None:
                return "F" if info[0] == "f" else "M" if info[0] == "m" else None
            nomadj = self._nomadj(core)
            if nomadj is not None:
                det = words[t - 1].core.lower() if t > 0 and not self._relative_pronoun(words, t - 1) else ""
                if nomadj[1] == "er":
                    return "M"
                if det in ("die", "eine", "diese", "keine") and nomadj[1] == "e":
                    return "F"
                if det in ("der", "dieser") and nomadj[1] == "e":
                    return "M"
        for t in range(s, e):
            low = words[t].core.lower()
            if e - s == 1 and self._quantifier_pronoun(words, t):
                return "M" if low.endswith("er") else "F"  # "einer", "jede" without a noun
            if low in ("er", "ihn", "ihm") or (
                low.startswith("sein") and low[4:] in ("", "e", "en", "em", "er", "es")
            ):
                return "M"
            if low == "sie" and _formal_sie(words, t):
                continue
            if low == "sie" or (low.startswith("ihr") and low[3:] in ("", "e", "en", "em", "er", "es")):
                return "F"
        return None

    # ------------------------------------------------------------------ neutral

    def _neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        s, e = span
        words = [Word.parse(t) for t in tokens]
        units, _ = self._units(words, s, e)
        if not units:
            return self._neutral_words(tokens, span)
        out = list(tokens)
        for u in reversed(units):
            assert u.noun is not None
            core = words[u.noun].core
            info = self.noun_info(core)
            key = info[2][0].lower() if info is not None else ""
            if info is not None and not info[2][2].lower().endswith("in"):
                # A lexical pair (Mann/Frau): a neutral noun where one exists, else nothing.
                if key in NEUTRAL_NOUNS:
                    res = self._neutral_noun(u, words, info, NEUTRAL_NOUNS[key], out)
                    if res is None:
                        return None
                    out = res
                    continue
                return None
            m: dict[int, list[str]] = {}
            f: dict[int, list[str]] = {}
            if not self._realise_unit(u, words, "M", m, s) or not self._realise_unit(u, words, "F", f, s):
                return None
            for t in sorted(set(m) | set(f), reverse=True):
                a = " ".join(m.get(t, [words[t].core])).split()
                b = " ".join(f.get(t, [words[t].core])).split()
                contracted = a != b and any(x.lower() in CONTRACTIONS for x in (*a, *b))
                if len(a) != len(b) or contracted:
                    # A contraction on one side ("im" / "in der") or two ("zum" / "zur"): write
                    # both out, so the star joins the articles ("zu dem*der", not "zum*zur").
                    a = " ".join(_uncontract(x) for x in a).split()
                    b = " ".join(_uncontract(x) for x in b).split()
                    if len(a) != len(b) or (len(a) > 1 and t < s):
                        return None
                merged = [_star(x, y) for x, y in zip(a, b, strict=True)]
                w = words[t]
                if w.core[:1].isupper():
                    merged[0] = merged[0][0].upper() + merged[0][1:]
                merged[0] = w.pre + merged[0]
                merged[-1] = merged[-1] + w.post
                out[t : t + 1] = merged
        if len(out) == len(tokens):
            out = self._neutral_rest(tokens, span, units, out)
        return out if out != list(tokens) else None

    def _neutral_rest(
        self, tokens: Sequence[str], span: tuple[int, int], units: list[Unit], out: list[str]
    ) -> list[str]:
        """(de-inflect-20) The star form of the span's words outside its noun phrases, the
        masculine and feminine realisations merged word by word as :meth:`_neutral_words` does
        for a span without a noun: a partitive pronoun before its genitive plural ("als eine
        ihrer Paten" -> "als eine*r ihrer Pat*innen", Duden, Die Grammatik: partitiver
        Genitiv; the pronoun agrees with the person, the plural noun with the group)."""
        inside = {x for u in units for x in (u.det, *u.adjs, u.noun) if x is not None}
        m = self._realise_span(tokens, span, "M") or list(tokens)
        f = self._realise_span(tokens, span, "F") or list(tokens)
        if len(m) != len(tokens) or len(f) != len(tokens):
            return out
        res = list(out)
        for t in range(*span):
            if t in inside or m[t] == f[t] or out[t] != tokens[t]:
                continue
            wa, wb = Word.parse(m[t]), Word.parse(f[t])
            if wa.pre != wb.pre or wa.post != wb.post:
                continue
            merged = _star(wa.core, wb.core)
            res[t] = wa.pre + merged + wa.post
        return res

    def _neutral_words(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """The star form of a span without a noun (``einer, der`` -> ``eine*r, der*die``,
        ``er`` -> ``er*sie``): its masculine and feminine realisations merged word by word."""
        m = self.realise(tokens, span, "M") or list(tokens)
        f = self.realise(tokens, span, "F") or list(tokens)
        if len(m) != len(tokens) or len(f) != len(tokens) or m == f:
            return None
        out = list(tokens)
        for t, (a, b) in enumerate(zip(m, f, strict=True)):
            if a != b:
                wa, wb = Word.parse(a), Word.parse(b)
                merged = _star(wa.core, wb.core)
                out[t] = (
                    wa.render(merged)
                    if not wa.core[:1].isupper()
                    else wa.pre + merged[:1].upper() + merged[1:] + wa.post
                )
        return out if out != list(tokens) else None

    def _neutral_noun(
        self,
        u: Unit,
        words: list[Word],
        info: tuple[str, str, tuple[str, str, str, str], bool],
        neutral: tuple[str, str, str],
        out: list[str],
    ) -> list[str] | None:
        noun_sg, noun_pl, ngram = neutral
        number = self._unit_number(u, words, info[0], info[1])
        if (
            number == "pl"
            and info[3]
            and u.det is not None
            and words[u.det].core.lower() == "den"
            and (u.prep is None or words[u.prep].core.lower() not in DAT_PREPS)
            and not (u.noun is not None and dative_plural_object(words, u.det, u.noun))
        ):
            # (de-inflect-33) "lobte den Jungen": a weak noun's accusative singular, as in
            # _realise_unit ("den Kind" is no phrase; "das Kind").
            number = "sg"
        cands = self._cases(u, words, info[0], number)
        case = self._resolve(cands, u, words)
        ci = CASES.index(case)
        g = "p" if number == "pl" else ngram
        dtype = "strong"
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            dtype = "der"
            if kind == "def":
                out[u.det] = words[u.det].render(DEF[g][ci])
            elif kind == "ein":
                stem = next(st for st in EIN_WORDS if low.startswith(st))
                out[u.det] = words[u.det].render(stem + EIN_WORD_END[g][ci])
                dtype = "ein" if EIN_WORD_END[g][ci] == "" else "der"
            elif kind == "der":
                stem = next(st for st in DER_WORDS if low.startswith(st))
                out[u.det] = words[u.det].render(stem + DER_WORD_END[g][ci])
            else:
                return None
        # (de-inflect-35) The adjectives take the neutral noun's gender too, with the ending
        # their determiner asks for ("einen neuen Krankenpfleger" -> "eine neue Pflegekraft",
        # not "eine neuen"), as in _realise_unit.
        table = ADJ_WEAK if dtype == "der" else ADJ_MIXED if dtype == "ein" else ADJ_STRONG
        for a in u.adjs:
            out[a] = words[a].render(_strip_adj(words[a].core.lower())[0] + table[g][ci])
        noun = noun_pl if number == "pl" else noun_sg
        if number == "pl" and case == "dat" and not noun.endswith(("n", "s")):
            noun += "n"  # (de-inflect-33) "den Kindern"
        elif number != "pl" and case == "gen" and ngram in ("m", "n"):
            noun += "es" if _monosyllabic(noun) else "s"  # (de-inflect-33) "des Kindes"
        w = words[u.noun or 0]
        out[u.noun or 0] = w.pre + noun + w.post
        if number != "pl" and u.noun is not None and info[0] in ("m", "f") and info[0] != ngram:
            # (de-inflect-33) The relative pronoun takes the neutral noun's gender: "Das Kind, das".
            rel: dict[int, list[str]] = {}
            self._relative(words, u.noun, info[0], ngram, rel)
            for r, forms in rel.items():
                out[r] = words[r].render(forms[0])
        return out
