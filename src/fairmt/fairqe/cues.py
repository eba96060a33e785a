"""The offline gender-cue detector: FairQE's Agent_cue (paper §2.1) without an LLM.

:class:`RuleCueDetector` reads English sources with the team's lexicons
(:mod:`fairmt.fairqe.cue_lexicon`) and a few context rules, finds each cue's target span
with the project's word aligner (by default one pair at a time, with a shipped model) and
a small bilingual seed lexicon, and reads the gender the translation gives that span with the project's
gender analysers. It is deterministic and needs no model.

The detector is split by concept: source tokens and the mutable :class:`Hit` are in
:mod:`fairmt.fairqe.cue_tokens`; the English lexicon, its look-up and the closed-class word
lists the rules test against are in :mod:`fairmt.fairqe.cue_words`; the English rule
families (scan, agreement) in :mod:`fairmt.fairqe.cue_rules`, the predicate cues (C6/C10)
in :mod:`fairmt.fairqe.cue_predicates`, with clause helpers in
:mod:`fairmt.fairqe.cue_clauses`; target word normalisation and the bilingual seed lexicon
are in :mod:`fairmt.fairqe.cue_seeds`; the per-language grammar that reads a placed cue's
target gender is in :mod:`fairmt.fairqe.cue_target`. :class:`RuleCueDetector` stays here
(placing and reading cues, with :mod:`fairmt.fairqe.person_agreement`). The names other
modules used from here are re-exported.

What each category detects (English sources; every list is in ``cue_lexicon``)
-----------------------------------------------------------------------------

Explicit (``source_gender`` F or M):

* **C1** gendered pronouns: he, him, his, himself (M); she, her, hers, herself (F), also
  with clitics (``she's``, ``he'd``). Slash forms (``he/she``, ``his/her``, ``s/he``) are
  gender-inclusive and read as C8.
* **C2** kinship nouns whose gender is fixed: mother, father, sister, brother, aunt,
  uncle, son, daughter, wife, husband, grand-/step-/god- forms, fiancé/fiancée, and
  informal forms (mom, dad, grandma ...); ``-in-law``, ``half-``, ``great-``, ``ex-``
  compounds through their last (or, for ``X-in-law``, first) part.
* **C3** nouns with lexical gender: man/woman, boy/girl, gentleman/lady, king/queen,
  -man/-woman compounds (businessman, chairwoman; unlisted lower-case ones by their
  ending, so "airman" but not the surname "Perlman"), the *marked* member of a suffix
  pair (actress, waitress, hostess, heroine), bride/groom, widow/widower, and the
  adjectives male/female, ladylike, manly, motherly and the like. Decision: the
  *unmarked* member of a suffix pair (actor, waiter, host, steward, heir, hero, author,
  poet, priest, landlord) is used for every gender in current English, so it is C7, not
  C3 M.
* **C4** titles and honorifics, with or without a period: Mr, Mrs, Ms, Mister, Sir,
  Madam, Ma'am, and the French/Spanish/Italian/German ones (Madame, Señora, Signor, Herr,
  Frau ...). Short titles must be capitalised (``MS`` is not Ms); Miss, Lady, Lord,
  Master and Dame count as titles only before a capitalised name (otherwise "lady" and
  "lord" are C3 and "miss" is the verb). The name after a title belongs to the title,
  not C9.
* **C6** agreement requirement: a word the translation must inflect for a gender the
  sentence fixes. Patterns: (a) a C7/C11/C12 noun after a gendered modifier, up to two
  plain words apart (``female doctor``, ``woman controller``, ``female real estate
  developers``), or right before a gendered title (``Rear-Admiral Lady X``); (b) a
  predicate noun or apposition of an explicit subject (``she is a doctor``, ``his mother
  became a teacher``, ``she served as a photographer``, ``his wife, a nurse``); (c)
  coreference by proximity, only when unambiguous: within one sentence, exactly one
  singular person noun/indefinite/name precedes a subject, possessive or reflexive C1
  pronoun, no gendered cue comes before that pronoun, and every such pronoun has the same
  gender (``the doctor said she would come``). A WinoMT-style sentence with two
  candidates (``the developer argued with the designer because she ...``) stays C7 + C1;
  a C9 name resolved this way is dropped (names do not inflect); object pronouns (him,
  object "her") never resolve. (d) For targets whose predicates agree (see C10), the
  predicate adjective or participle of an explicit subject (``she was appointed`` -> es
  "fue nombrada"; the cue is the predicate word), not a ditransitive passive with its
  object (``she was awarded the prize``: es "le fue otorgado el premio"); and a fronted
  participle phrase whose subject is explicit (``Born in Lima, she ...`` -> "Nacida en
  Lima"), and a coordinated predicate of the same subject with no other person between
  (``he retired and was succeeded by`` -> "fue sucedido"). Predicate nouns are found
  after "one of" (``she was one of the founders``) and past a possessor (``remained the
  team's captain``).
* **C5** (speaker-gender marking) is *not* detected: English marks no speaker gender in
  the source, so an English source has no C5 cue. First-person predicates whose target
  needs a gender are reported as C10 (below).

Ambiguous (``source_gender`` None):

* **C7** occupation, role and person nouns (~400 entries: WinoMT's occupations and
  entities, health, law, government, trades, arts, sport, religion; person nouns such
  as person, adult, teenager, victim, witness; nationality and religion nouns), plus
  multi-word ones (police officer, flight attendant), the titles Dr, Prof, Rev before a
  name, and unlisted lower-case agent nouns by their suffix (-ist, -ician, -ographer,
  -keeper, -worker, -goer, -holder, -eer; with a stoplist: "checklist", "career").
  Words that are also verbs or adjectives (cook, guard, judge, official, patient ...)
  count only after a determiner or possessive within three words or right after a
  linking verb (``became Chair``); noun modifiers (``official website``, ``patient
  care``) are skipped: a singular modifier-like word followed by a lower-case word that
  is not a function word or verb form is not a cue. A nationality word (Russian) counts
  only as a noun: after a determiner and before a verb or punctuation. Two adjacent
  person nouns are one cue with the last as its head (``assistant professor``).
* **C8** neutral pronouns and indefinites: someone, somebody, anyone, anybody, everyone,
  everybody, no one, nobody, whoever, others, "those who", "any one"; quantifiers
  standing for people (``few are satisfied``, ``most concerned``, ``all of us``);
  ``themself`` always; the slash forms and the title Mx. *They/them/their/theirs/
  themselves* count only when singular-ambiguous: the nearest person cue before them in
  the sentence is a singular ambiguous one (C7, C8, C9 or C11: ``someone left their
  bag``, ``the doctor said they ...``). Plural ``they`` and ``they`` with no antecedent
  in the item are not C8 (but see C10). Decision: everyone/everybody are C8 (indefinite
  pronouns), not C12.
* **C9** unisex given names (Alex, Sam, Robin, Jordan, Taylor, Casey, Jamie, Morgan,
  Charlie, ... and Andrea, Nicola, Simone, Jean, which change gender between countries),
  capitalised, not after a title, not after another capitalised name word (a surname:
  "Elizabeth Taylor"), and for place-like names (Jordan, Sydney) not after a locative
  preposition. Surnames and gendered given names are not detected (no list).
* **C10** only for targets whose predicates agree in gender with the subject
  (``agreement`` in the language's pack, :mod:`fairmt.languages`: Romance, Slavic, Baltic, Hebrew, Arabic,
  Hindi/Urdu; not German or English): (a) I/you/we/they + be/get/feel/seem + a predicate
  adjective or participle (``I am tired`` -> es cansado/cansada, ``we were arrested``);
  (b) an agentless passive (no ``by`` in the clause) of a verb whose patient is a person
  (``was arrested``, ``were told``, ``was hired``) whose subject is neither a cue nor
  it/this/which. The span runs from the subject (a) or auxiliary (b) to the participle;
  the participle is what is aligned. Subject omission (``Arrived early``) and
  imperatives are not detected.
* **C11** relation nouns: friend, colleague, partner, neighbour/neighbor, spouse, cousin,
  sibling, parent, child, kid, baby, boss, roommate, classmate, coworker, mentor, ...
* **C12** group references: plurals of C7 and C11 nouns (doctors, students, friends,
  children, attorneys, Californians), collective person nouns (people, folks, staff,
  team, crowd, crew, personnel, workforce), and adjectives standing for people after
  "the" (``the poor``, ``the besieged``, ``the Japanese``). Plurals of C2/C3 nouns stay
  C2/C3 (sisters, women).

Token handling: the source is split on whitespace (``Cue.source_tokens`` are offsets into
``source.split()``); punctuation around a token, possessive ``'s``/``'``, and the clitics
``'d 'll 're 've 'm`` are stripped before lookup (curly apostrophes read as straight);
case is ignored except for names and titles; English plurals are generated (-s, -es,
-ies, -ves) with irregular ones listed (men, women, children, people).

Target spans
------------
Each item's (source, translation) pair is tokenised for the aligner by
:func:`aligner_tokens` (lower-cased, punctuation stripped, French/Italian elisions split
off, one aligner token per whitespace token so the links index ``translation.split()``).
With the default aligner, ``lexical`` (:mod:`fairmt.align.lexical`), each pair is aligned
alone with fast_align's model trained once per language pair and shipped with the package,
so a pair's links, cues and scores are the same alone or inside any file, and memory does
not grow with the input. With a corpus aligner (``fast_align``, ``eflomal``), every pair of
a target language in the batch is aligned together, as one corpus, with the seed lexicon's
word pairs appended as one-word sentence pairs that the aligner learns from (the more
items, the better; a pair's links depend on the others). Either way the aligner is the
last resort: a cue's target word is chosen, in order, as: (1) a known
translation from the seed lexicon (de/es/fr/it: pronouns, kinship, titles and ~80 of the
commonest cue nouns, each with masculine, feminine and common forms, generated plurals,
German compounds by their last part, and the forms of the other-gender counterpart, so
that a flipped translation, "she" -> "er", is still found), or the English word itself
kept untranslated ("Lady", a name); (2) a cognate (a shared prefix of four letters and
55% of the English word: "Controllerin") near the expected place; (3) the aligner's
links. Candidates in (1) and (2) nearest the aligned position (else the diagonal) win.
Without any of them the span stays ``None``; the aligner alone is not used for
unsegmented targets (fewer than a third as many tokens as the source). A noun cue's span
is extended by the determiner right before it (``la doctora``, ``der Arzt``) unless
``include_determiner=False``.

``target_gender`` is read, in order, from the matched seed form's gender (``Ärztin`` F,
``médico`` M, ``er`` M), then (nouns, participles, not adjectives) from the language's
default gender analyser (:func:`fairmt.gender.base.get_analyzer`) on the span's head
words. It is grammatical gender (``la persona`` reads F). German plurals are not given to
the analyser (its rules read the plural "die" as feminine). Languages with no analyser
(or a missing optional dependency) give ``None``, as do names and unmatched pronouns.
A common-gender noun the analyser cannot read (``cantante``, ``periodista``) is read on
the words that agree with it: its determiner before one or two adjectives ("una famosa
cantante"), else a gendered adjective or participle right after it ("periodista
deportiva"; ``cue_lexicon.AGREEMENT_ENDINGS``, so that a verb in -a is not taken).

Two Romance facts decide what a target word can show (es, fr, it, pt):

* A possessive agrees with the *possessed* noun (es "su madre", fr "sa mère", it "la sua
  collega" for "his mother/colleague"): a his/her/hers cue placed on a possessive or an
  article gets no target span (its note says why), so it neither confirms nor violates
  anything; a stressed pronoun after "de"/"à"/"di" ("la madre de ella") names the
  possessor and is read.
* A subject pronoun is usually dropped (es, it, pt): a she/he cue with no seed match is read
  on the participle or adjective that agrees with it after a copula or be-auxiliary near its
  expected place, in the same clause ("È morta a Roma" for "She died in Rome", "Fue
  elegida", "Fue una de las fundadoras"; ``cue_lexicon.SUBJECT_PREDICATE``); its target
  span is that word. Have-auxiliaries ("ha detto") and nouns after the copula ("Fue
  miembro") are not read.
* An object pronoun is attached to an infinitive or gerund ("para entrevistarla", "di
  sposarlo") or elided before a have-auxiliary whose participle agrees with it (it "l'ha
  invitata", fr "l'a invitée"): a him/her cue with no seed match, or whose seed match is an
  article ("la", "le": maybe another noun's), is read on such a word within three tokens of
  its expected place (``cue_lexicon.OBJECT_CLITICS``).

Readings added in en-cues-12 (issue 13; developed on the MT-GenEval counterfactual *dev*
split only):

* The one person's subjectless clauses (es, it, pt): when no explicit cue could be read,
  the source's explicit cues have one gender and it names no other singular person, the
  participles and adjectives after the translation's subjectless copulas are read; when
  they agree, the first unread cue is placed on the first of them
  (:meth:`RuleCueDetector._referent_predicates`: "Ha cambiato casa e si è spostata").
* A third-person pronoun is also read on the target's subject and stressed pronouns of
  both genders ("Her debut" -> "Elle a fait ses débuts" / "Il a fait"), except a stressed
  form that is also a dative of both genders (fr "lui"); seed forms are compared without
  a trailing period ("M." for Mr); a kinship or lexical-gender word kept in English is
  also read by its counterpart ("Aunt Rose" -> "Uncle Rose"), but not a capitalised noun
  inside a name ("the Gastein Ladies", "Megaton Woman": a name shows no target gender).
* "female"/"male" are read by their meaning, not their agreement (es "una voz
  masculina" for "a female voice" is a violation).
* A form that is a singular of the counterpart and a generated plural of the entry (it
  "cameriere": the waiter, the waitresses) is read by the analyser for a singular cue
  (its determiner decides) and as the plural for a plural cue.
* Source side: a noun's "'s" is a possessive, not "is" ("the queen's attempt"); degree
  adverbs (best, most, well ...) and become/remain lead to the predicate ("best known",
  "became increasingly attached"); an age is no predicate ("when she was sixteen"); a
  census given name that all the sentence's gendered pronouns contradict fixes no gender
  ("Monroe is best known for her roles").

Added in en-cues-13: French "lui" right after a preposition is the masculine stressed
pronoun ("chez lui", "de lui", "avec lui"), so a her/him cue aligned to it is read M; before
a verb it stays the dative of both genders and unread ("On lui remit").

Added in en-cues-14: the one person's clauses are found past adverbs ("fu generosamente
ricompensata", read with Apertium's dictionary where the language has one), past
prepositional phrases ("a 72 anni è passata") and after a name the translation copies from
the source ("Khrushchev fu sollevata"; French too, which never drops the subject: "Smith
s'est démarquée"); a predicate word's gender comes from the dictionary's adjective and
participle readings before its ending, so the adverb "spesso" is no masculine predicate.

Added in en-cues-15 (:mod:`fairmt.fairqe.person_agreement`, Spanish and Italian): the one
person's gender is also read from a fronted predicative ("Nacida en Lima, estudió", "Una volta
eletto, ha organizzato"), from the Italian dative clitic of a passive clause ("le fu
diagnosticato un cancro": the participle agrees with the illness, the clitic is the person),
from a person pronoun the translation writes ("y ella se identificó"; not after a preposition
that may take a thing), and a predicate word the dictionary does not know ("era più
propensa") is read through the inflector: a word that realising in one gender leaves
unchanged and in the other changes is of the first.

Added in en-cues-16 (:mod:`fairmt.fairqe.cue_rules`, agreement rules (d) and (e)): when a
sentence genders one person only, a role noun after "as" or a form of "become" ("began her
career as a photographer and educator", "her dream of becoming a film director") and a role
noun used as a title before a name ("In his first interview, President Kuchma") are that person
(C6), so their translation is read; and a fronted prepositional phrase before a name the
translation copies ("Nel 1969 Hathaway era preoccupata") leaves the name's clause the person's.

Added in en-cues-17 (Italian datives): a dative clitic on a gerund ("dandole", "dicendogli",
``cue_lexicon.OBJECT_CLITICS``); the dative clitic before a copula right after "che" ("il cancro
che le era stato diagnosticato", ``person_agreement.DATIVE_OPENERS``); a possessive "her"/"his"
written as a dative clitic on an infinitive or gerund, the dative of possession ("toglierle il
diritto", ``cue_lexicon.POSSESSOR_DATIVES``); and a predicate participle after a dative, a
copula and the participle of *essere* ("le era stato diagnosticato") agrees with another
subject, as without "stato" (en-cues-14).

Added in en-cues-18 (:mod:`fairmt.fairqe.cue_words`): WordNet person nouns are found in their
irregular plurals too (``noun.exc`` and the lexicon's irregular plurals: "passersby",
"paparazzi"), and the realiser guesses an agent noun for a word Apertium's English dictionary
lacks only when WordNet's most frequent sense of it is a person (not "cruisers", "twister").

Added in en-cues-26 (Spanish and Italian, issue 13: a pronoun cue with no target word of its
own): a him/her cue is read on an atonic "lo"/"la" (and Italian "gli"/"le") right before a word
the dictionary reads only as a finite verb ("gli diede un premio"; not after another clitic, "se
lo dio", nor with a possessive near the cue's place), a "her" after an English verb also on the
Spanish stressed pronoun that doubles the dative ("le trajeron a él pan"); a passive predicate
cue ("he was arrested") on the object pronoun of the subjectless third-person plural put for it
("la arrestaron"); a dropped subject on the second of two coordinated predicatives when the
first shows no gender ("Era amable y generosa"); and a singular cue's reading on a word the
aligner linked no longer keeps the one person's subjectless clauses unread.

Added in en-cues-27 (helper frcue24's en-cues-26, merged with the above; people named without a
gendered noun; :mod:`fairmt.fairqe.cue_rules`, :mod:`fairmt.fairqe.cue_predicates`): fused heads
("the youngest", "my eldest", and "the latter", "the former", "the two", "the last to leave" when
what follows is said of a person) are C8 (C12 in the plural) and take their target determiner
("Cette dernière"); their predicates, those of free relatives ("Whoever did this is very smart"), of
a name an occupation noun makes a person ("Okafor is known as a surgeon") and after a perception
copula ("you look tired") are C10; irregular participles stand for people ("the fallen were").

Added in en-cues-28 (helper exp25; right translations no longer flagged): the "as" complement of a
complex-transitive verb with its object between ("described Brown as the best architect") is the
object's role, not the subject's (:func:`fairmt.fairqe.cue_rules._object_complement`), and a
pronoun cue is not read on the Spanish neuter "lo" of "lo que" nor on the accusative of a clitic
cluster when the English pronoun is the object of "to"/"for" ("se lo dio" for "gave it to her"),
nor, for a subject or a reflexive object not after a preposition, on a stressed pronoun after a
target preposition ("cuida de ella" for "he takes care of it";
:func:`fairmt.fairqe.cue_target.not_the_persons_clitic`); a title cue with no target word is read
on an English title kept before the name ("Lord Cockburn" for "Lady Cockburn", :func:`_kept_title`).

Added in en-cues-30 (helper exp27es, which had taken 29): a noun of lexical gender that is also a given name
("Princess", "King", "Prince", "Marquis") is a title (C4) before a name ("Princess Anne"), as
"Lady" is, instead of a given name that gave no cue (:func:`fairmt.fairqe.cue_rules._lexical_title`).

Added in en-cues-31 (helper exp27it, which had taken 29; Italian wrong translations not flagged,
issue 13): a singular person of unstated gender named only inside a prepositional phrase ("an offer
from her manager", :func:`fairmt.fairqe.cue_rules.prepositional_object`; not a capitalised word,
maybe part of a name) no longer keeps the one person's subjectless clauses unread; an article inside
the words before a copula opens its subject, not a prepositional phrase ("di seguito la pena fu
ridotta"); a subordinating conjunction ("quando", "finché", "cuando") opens a clause whose subject
is dropped or the copied name; "da solo" before a definite article is "by himself"; a role noun
after "as" past the one person's possessive ("as her own general manager") is that person's
predicate nominal (agreement rule (d), as its docstring said); the peerage ranks earl, viscount and
viscountess are lexical-gender nouns, and a listed noun after an article is no given name ("The Earl
of Warwick").

Added in en-cues-32 (helper exp28it; Italian wrong translations not flagged, issue 13): when the one
person's subjectless reading is skipped (another person of unstated gender, "her supervisor", "The
Guest", or another gendered word or reading), a clause whose subject is a name copied from the
source is still read for the source's singular gendered pronouns of one gender, unless a singular
kinship or lexical-gender noun is their likelier antecedent
(:meth:`RuleCueDetector._name_subject_predicates`); a capitalised word before a punctuation mark
ends the clause before a copied name ("nel gruppo Girls Aloud, Roberts è diventata"); the Italian
predicative ordinal after a ranking verb ("e finì quarta") is the one person's predicate
(:mod:`fairmt.fairqe.rank_ordinals`).

Added in en-cues-34 (helper exp29it; issue 13): a conjunctive adverb between the copula and its
predicate ("fu dunque ricondotta") is passed as any adverb; the Italian copulative verbs sembrare,
parere, apparire, rimanere, restare in more third-person forms ("appare nuda"); the compromiser
"more or less" between "be" and its predicate noun no longer hides the noun
("she is more or less an entrepreneur": the noun agrees with her).

Added in en-cues-35 (helper exp29es; issue 13): a possessive "her" after a preposition ("the
ambiguity of her character") no longer keeps a stressed "él"/"lui" after a preposition as the
reading of a subject or reflexive pronoun ("distanciarse de él" for "distance herself from it")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from fairmt.align.base import CUE_ALIGNER, Aligner, Alignment, get_aligner
from fairmt.align.cache import align_cached
from fairmt.errors import FairmtError
from fairmt.fairqe import object_pronoun_places as places
from fairmt.fairqe.adjective_heads import adjective_head
from fairmt.fairqe.compound_heads import compound_head
from fairmt.fairqe.copied_counterparts import copied_counterpart
from fairmt.fairqe.cue_attributive import attributive_plural as _attributive_plural
from fairmt.fairqe.cue_lexicon import LEXICON_VERSION, PARTITIVE_MARKERS, PARTITIVE_PRONOUNS
from fairmt.fairqe.cue_name_pronouns import copied_title_word
from fairmt.fairqe.cue_possessors import OBLIQUE as _OBLIQUE
from fairmt.fairqe.cue_possessors import possessor_pronouns
from fairmt.fairqe.cue_predicates import _MODIFIERS_ADJ
from fairmt.fairqe.cue_predicates import _predicate_word as _predicate_word
from fairmt.fairqe.cue_predicates import _skip_adverbs as _skip_adverbs
from fairmt.fairqe.cue_predicates import predicate_hit as predicate_hit
from fairmt.fairqe.cue_rules import (
    ANALYSED_CATEGORIES,
    NOUN_CATEGORIES,
    _cue_from_hit,
    _possessive,
    _strip,
    source_hits,
)
from fairmt.fairqe.cue_rules import cue_mix as cue_mix
from fairmt.fairqe.cue_rules import detected_type as detected_type
from fairmt.fairqe.cue_rules import prepositional_object as prepositional_object
from fairmt.fairqe.cue_rules import source_cues as source_cues
from fairmt.fairqe.cue_seeds import SeedForms, _cognate, _counterparts, _parse_seed, _targets
from fairmt.fairqe.cue_seeds import aligner_tokens as aligner_tokens
from fairmt.fairqe.cue_seeds import seed_key as seed_key
from fairmt.fairqe.cue_seeds import seed_pairs as seed_pairs
from fairmt.fairqe.cue_seeds import seed_table as seed_table
from fairmt.fairqe.cue_seeds import target_determiners as target_determiners
from fairmt.fairqe.cue_seeds import target_norm as target_norm
from fairmt.fairqe.cue_target import (
    _AGREEMENT_ENDINGS,
    _BINARY,
    _GENDER,
    _INFINITIVE_COPULAS,
    _INTENSIFIERS,
    _INVARIANT_AUX,
    _NAME_PREDICATE,
    _OBJECT_CLITICS,
    _OF,
    _OTHER,
    _PERSONAL_PRONOUNS,
    _POSSESSED,
    _PROCLITICS,
    _STRESSED,
    _SUBJECT_PREDICATE,
    GERUND_COPULAS,
    _after_dative_copula,
    _article_before_noun,
    _doubled_pronoun,
    _finite_3sg,
    _fronted_gender,
    _impersonal_il,
    _name_intensifier,
    _object_clitic,
    _participle_gender,
    _possessor_dative,
    _predicate_gender,
    _predicate_word_at,
    _proclitic,
    _source_names,
    _stressed_after_preposition,
    _subject_predicate,
    _subjectless,
    after_english_verb,
    english_passive,
    not_the_persons_clitic,
    span_function_word,
    target_morphology,
    trim_aligned_span,
)
from fairmt.fairqe.cue_target import ALIGNER_NOTE as ALIGNER_NOTE
from fairmt.fairqe.cue_target import OTHER_SUBJECT_NOTE as OTHER_SUBJECT_NOTE
from fairmt.fairqe.cue_target import _adverb as _adverb
from fairmt.fairqe.cue_target import _formal_sie as _formal_sie
from fairmt.fairqe.cue_tokens import SENTENCE_ABBREVIATIONS as SENTENCE_ABBREVIATIONS
from fairmt.fairqe.cue_tokens import Hit as Hit
from fairmt.fairqe.cue_tokens import Tok as Tok
from fairmt.fairqe.cue_tokens import _words as _words
from fairmt.fairqe.cue_tokens import spaced_item
from fairmt.fairqe.cue_tokens import tokenize as tokenize
from fairmt.fairqe.cue_words import (
    _ADJECTIVES,
    FUSED_HEADS,
    SUBJECT_PRONOUNS,
)
from fairmt.fairqe.cue_words import english_plurals as english_plurals
from fairmt.fairqe.cue_words import given_names as given_names
from fairmt.fairqe.cue_words import lookup as lookup
from fairmt.fairqe.cue_words import lookup_word as lookup_word
from fairmt.fairqe.cue_words import person_nouns as person_nouns
from fairmt.fairqe.dative_subjects import dative_subject, only_dative, sole_person
from fairmt.fairqe.detached_predicatives import detached_series
from fairmt.fairqe.finite_verb_readings import finite_verbs_only
from fairmt.fairqe.great_kin import great_forms
from fairmt.fairqe.impersonal_se import impersonal_object
from fairmt.fairqe.list_links import list_links
from fairmt.fairqe.nominal_infinitives import nominal_infinitive
from fairmt.fairqe.person_agreement import (
    DATIVE_CLITICS,
    DATIVE_OPENERS,
    fronted_predicative,
    person_pronouns,
    reflexive_agreement,
    reflexive_predicatives,
)
from fairmt.fairqe.predicate_anchors import predicate_words
from fairmt.fairqe.predicate_copulas import without_leading_copula
from fairmt.fairqe.rank_ordinals import rank_ordinals
from fairmt.fairqe.slash_words import read_slash_halves, slash_halves
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C6, C7, C8, C9, C10, C11
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation
from fairmt.fairqe.unaligned_nominals import (
    PERSON_NOUN_KINDS,
    english_as_complement,
    english_predicate_nominal,
    phrase_words,
    unaligned_as_complement,
    unaligned_nominal,
)
from fairmt.fairqe.unaligned_predicates import agreeing_word, unaligned_predicate
from fairmt.fairqe.young_persons import young_adjective, young_forms
from fairmt.gender.base import EntitySpan, GenderAnalyzer, get_analyzer

__all__ = ["LEXICON_VERSION", "RuleCueDetector", "detected_type", "source_cues"]


_PARTITIVE_PRONOUNS = frozenset(PARTITIVE_PRONOUNS.split())
_PARTITIVE_MARKERS = {k: v.split() for k, v in PARTITIVE_MARKERS.items()}


def _gender_free(forms: SeedForms | None, word: str, lang: str) -> bool:
    """Whether a seed match shows no gender (a reflexive "se", "si" the seed lists for himself)."""
    return forms is None or not forms.match(word, lang)


#: English titles a translation keeps before a name ("Lady Cockburn", "Sir John"), by gender
#: (:data:`fairmt.fairqe.cue_lexicon.TITLES_BEFORE_NAME_F` and the others; rules-19).
#: ex40: also "Master" (the English title of a boy, "Master Allen") and the French titles that
#: English and Italian or Spanish text keep before a name ("Madame de Marsan", "Monsieur Hulot").
_KEPT_TITLES: dict[str, Realisation] = {
    **dict.fromkeys(("mrs", "ms", "miss", "lady", "dame", "madam", "madame", "mademoiselle"), "F"),
    **dict.fromkeys(("mr", "mister", "sir", "lord", "master", "monsieur"), "M"),
}


def _kept_title(tgt_tokens: Sequence[str], ref: float) -> tuple[int, Realisation] | None:
    """An English title kept untranslated before a capitalised name within two tokens of the
    cue's expected place ``ref`` (rules-19): its token and gender. A loanword title keeps its
    English meaning and so the holder's sex ("Lord Cockburn" names a man in any language)."""
    n = len(tgt_tokens)
    near = sorted((j for j in range(n - 1) if abs(j - ref) <= 2), key=lambda j: (abs(j - ref), j))
    for j in near:
        word = tgt_tokens[j].rstrip(".")
        g = _KEPT_TITLES.get(word.lower())
        if g is not None and word[:1].isupper() and tgt_tokens[j + 1][:1].isupper():
            return j, g
    return None


@dataclass
class DetectorStats:
    """Running counts of a :class:`RuleCueDetector` (how target spans were placed)."""

    items: int = 0
    aligned_items: int = 0
    cues: int = 0
    placed: int = 0
    placed_by: dict[str, int] = field(default_factory=dict)
    gender_read: int = 0
    per_category: dict[str, int] = field(default_factory=dict)


class RuleCueDetector:
    """Agent_cue without an LLM: lexicons + context rules + aligner + gender analysers.

    ``aligner`` is a registered aligner name (``lexical``, the default: each pair alone with
    a shipped model; ``fast_align``, ``eflomal``: the batch as one corpus) or an
    :class:`~fairmt.align.base.Aligner`. ``seed_lexicon`` turns the bilingual seed
    lexicon on (target spans in small batches; it is also added to a corpus aligner's
    corpus, and it is in the lexical model's training data).
    ``include_determiner`` extends a noun cue's target span by the determiner right
    before it. ``read_gender`` reads ``target_gender`` (off: always ``None``).
    ``cache_alignments`` also keeps alignments on disk (in memory they are always kept).
    """

    def __init__(
        self,
        aligner: str | Aligner = CUE_ALIGNER,
        *,
        seed_lexicon: bool = True,
        include_determiner: bool = True,
        read_gender: bool = True,
        cache_alignments: bool = False,
    ) -> None:
        self.aligner = get_aligner(aligner) if isinstance(aligner, str) else aligner
        self.seed_lexicon = seed_lexicon
        self.include_determiner = include_determiner
        self.read_gender = read_gender
        self.cache_alignments = cache_alignments
        self._analyzers: dict[str, GenderAnalyzer | None] = {}
        self.stats = DetectorStats()

    # -- public ---------------------------------------------------------------------

    def signature_items(self) -> list[tuple[str, object]]:
        return [
            ("cues", "rules"),
            ("lexicon", LEXICON_VERSION),
            ("seed", "on" if self.seed_lexicon else "off"),
            *self.aligner.signature_items(),
        ]

    def detect(self, items: Sequence[Item]) -> list[CueDetection]:
        """One :class:`CueDetection` per item, in input order (empty when there is no cue).

        Source offsets refer to each source with closed-up dashes spaced (en-cues-58)."""
        items = [spaced_item(it) for it in items]
        parsed: list[tuple[list[Tok], list[Hit]] | None] = []
        for it in items:
            if it.src_lang != "en":
                parsed.append(None)
            else:
                parsed.append(source_hits(it.source, it.tgt_lang))
        # Align each target language's items together, as one corpus.
        links: dict[int, Alignment] = {}
        by_lang: dict[str, list[int]] = {}
        for k, it in enumerate(items):
            p = parsed[k]
            if p is not None:
                by_lang.setdefault(it.tgt_lang, []).append(k)
        for lang, idx in by_lang.items():
            if not any(parsed[k] is not None and parsed[k][1] for k in idx):  # type: ignore[index]
                continue
            links.update(self._align(lang, [items[k] for k in idx], idx))
        out: list[CueDetection] = []
        for k, it in enumerate(items):
            p = parsed[k]
            self.stats.items += 1
            if p is None:
                out.append(
                    CueDetection(
                        failed=True,
                        error=f"the rules cue detector reads English sources only (src_lang={it.src_lang!r})",
                    )
                )
                continue
            toks, hits = p
            if not hits:
                out.append(CueDetection())
                continue
            tgt_tokens = it.translation.split()
            norm = [target_norm(w, it.tgt_lang) for w in tgt_tokens]
            link = links.get(k)
            if link is not None and it.tgt_lang == "de":
                # helper de44: lists in order; only German "und"/"oder" can match (list_links)
                link = list_links(it.source.split(), tgt_tokens, link)
            cues = tuple(self._target(it, toks, h, tgt_tokens, norm, link) for h in hits)
            if self.read_gender and (it.tgt_lang in _SUBJECT_PREDICATE or it.tgt_lang in _NAME_PREDICATE):
                cues = self._referent_predicates(it.tgt_lang, hits, cues, tgt_tokens, norm, it.source)
            out.append(CueDetection(cues=cues))
        return out

    # -- alignment -----------------------------------------------------------------

    def _align(self, lang: str, items: Sequence[Item], index: Sequence[int]) -> dict[int, Alignment]:
        corpus = [aligner_tokens(it.source, it.translation, lang) for it in items]
        aligner = self.aligner.for_languages("en", lang)
        if aligner.independent:
            # A fixed model: each pair alone (its seed pairs are in the model's training data).
            result = aligner.align(corpus)
            self.stats.aligned_items += len(items)
            return {k: result[n] for n, k in enumerate(index)}
        if self.seed_lexicon:
            corpus.extend(seed_pairs(lang))
        result = align_cached(aligner, corpus, disk=self.cache_alignments)
        self.stats.aligned_items += len(items)
        return {k: result[n] for n, k in enumerate(index)}

    # -- one cue -------------------------------------------------------------------

    def _forms(self, lang: str, h: Hit, toks: Sequence[Tok]) -> SeedForms | None:
        """The seed forms of the cue in ``lang``; a gendered cue's own English word counts too
        (titles and nouns are often kept: "Lady", "Sir")."""
        if not self.seed_lexicon:
            return None
        own: dict[str, Realisation | None] = {}
        t = toks[h.start]
        prev = toks[h.start - 1] if h.start > 0 else None
        nxt = toks[h.end] if h.end < len(toks) else None
        in_name = (
            h.category in (C2, C3)
            and t.title
            and prev is not None
            and not prev.ends_sentence
            and (prev.title or nxt is None or not nxt.title or t.ends_clause)
        )
        if h.category in (C2, C3, C4, C9) and h.end - h.start == 1 and not in_name:
            # (A capitalised noun inside a sentence, after another name word or before no name,
            # kept in English is part of a name -- "the Gastein Ladies", "Empress of the Deep"
            # -- and says nothing of the translation's gender; before a name it is a title
            # whose flip does: "Aunt Rose" / "Uncle Rose".)
            own[toks[h.start].low] = h.gender
            if h.gender in _OTHER:
                # the English word's counterparts, kept untranslated too ("Aunt" -> "Uncle")
                for other in _counterparts().get(seed_key(toks[h.start].low), ()):
                    own.setdefault(other, _OTHER[h.gender])
        table = seed_table(lang)
        if h.lemma in _MODIFIERS_ADJ and h.gender in _OTHER:
            meaning = self._sex_adjective_forms(lang, h.lemma, h.gender)
            if meaning is not None:
                return meaning
        if h.category == C1 and h.lemma in _PERSONAL_PRONOUNS and lang in _STRESSED and table is not None:
            # A pronoun may come out as another case's pronoun, the subject or the stressed one
            # ("she's so eager" -> "avec elle", its flip "avec lui"; "Her debut was" -> "Elle a
            # fait ses débuts", its flip "Il a fait"): the language's subject and stressed
            # pronouns of both genders read it too (after its own forms).
            genderless = {
                w for k in ("her", "him") if k in table for w, g0 in table[k].forms.items() if g0 is None
            }
            for w, g in _STRESSED[lang].items():
                if w not in genderless:  # fr "lui" is also the dative of both genders ("On lui remit")
                    own.setdefault(w, g)
            for subject in ("he", "she"):
                for w, g2 in table[subject].forms.items() if subject in table else ():
                    own.setdefault(w, g2)
        seed = table.get(seed_key(h.seed or h.lemma)) if table is not None else None
        if table is not None and h.lemma in ("man", "woman") and h.start > 0:
            # en-cues-43: "Business Men" is the open spelling of "businessmen" ("Empresario del Año")
            seed = table.get(seed_key(toks[h.start - 1].low + h.lemma), seed)
        if seed is not None and h.plural:
            seed = seed.for_plural()
        if seed is not None and (great := great_forms(toks[h.start].low, seed.forms, lang)):
            seed = SeedForms({**seed.forms, **great}, seed.singular, seed.plural)  # ex41: "pronipote"
        # ex40: "a young woman" -> "una joven": "joven"/"giovane" read by their determiner
        young = young_forms(h.lemma, toks[h.start - 1].low if h.start else "", lang)
        if young and seed is not None:
            seed = SeedForms({**young, **seed.forms}, seed.singular, seed.plural)
        if h.category == C1 and seed is not None:
            # its own forms first: "lui" is the dative of both genders for "her"
            return SeedForms({**own, **seed.forms})
        if seed is None:
            return SeedForms(own) if own else None
        return SeedForms({**seed.forms, **own}) if own else seed

    def _referent_predicates(
        self,
        lang: str,
        hits: Sequence[Hit],
        cues: tuple[Cue, ...],
        tgt_tokens: Sequence[str],
        norm: Sequence[str],
        source: str = "",
    ) -> tuple[Cue, ...]:
        """The one gendered person's predicates in the translation's subjectless clauses, when no
        explicit cue's target gender could be read (pro-drop targets: es, it, pt).

        A pro-drop target drops the subject pronoun the source's explicit gender is on ("She
        appeared on Friends" -> "È apparsa in Friends"), and the aligner links "she" to no
        word or to another one, so the cue's reading (:func:`_subject_predicate`, near the
        pronoun's place) finds nothing; the gender is then shown only by the participles and
        adjectives that agree with the dropped subject, often in another clause ("Ha cambiato
        casa e si è spostata"). When the source names one person only -- its explicit cues
        have one gender and it has no singular person noun, name or indefinite of unstated
        gender -- every subjectless clause of the translation has that person as its subject.
        Such a clause: a copula (``cue_lexicon.SUBJECT_PREDICATE``) preceded by nothing, by
        punctuation or by a coordinating conjunction, past clitics and adverbs (a noun before
        it is its subject: "la pena fu ridotta"; a dative clitic gives it another: "le fu
        diagnosticato un cancro"), or an infinitive copula ("dopo essersi ritirato"); a name
        the translation copies from the source ("Khrushchev fu sollevata") and prepositional
        phrases ("a 72 anni è passata") before the copula leave it the person's clause
        (:func:`_subjectless`, rules en-cues-14). Its
        predicate is read as :func:`_subject_predicate` reads it. When the readings agree, the
        first explicit cue without a reading is placed on the first of them; when they
        disagree (a subjectless clause about a thing), nothing is placed. A reading on a word the
        aligner linked (:data:`ALIGNER_NOTE`) does not stop it (en-cues-26).
        """
        # en-cues-26: a singular cue's reading on a word the aligner linked ("una beca del obispo" for
        # "bishop") is no reason to leave the dropped subject's clauses unread (the agents weigh
        # it as loose); a plural cue's reading still is (a fronted word misread is likelier then)
        # en-cues-32: when the one-person reading below is skipped (another reading, gender or
        # person of unstated gender), a clause whose subject is a name the translation copies
        # is still read for the source's singular gendered pronouns, when they have one gender
        # and the source has no singular kinship or lexical-gender noun, their likelier
        # antecedent ("the baroness went herself to Paris, where Smith was ill")
        pronoun_genders = {
            c.source_gender
            for c, h in zip(cues, hits, strict=True)
            if c.kind == "explicit" and c.category == C1 and not h.plural and c.source_gender in ("F", "M")
        }
        antecedent = any(h.category in (C2, C3) and not h.plural for h in hits)
        names_only = len(pronoun_genders) == 1 and not antecedent
        if any(
            c.kind == "explicit" and c.target_gender is not None and (ALIGNER_NOTE not in c.note or h.plural)
            for c, h in zip(cues, hits, strict=True)
        ):
            return self._name_subject_predicates(lang, cues, tgt_tokens, norm, source) if names_only else cues
        genders = {c.source_gender for c in cues if c.kind == "explicit" and c.source_gender in ("F", "M")}
        if len(genders) != 1:
            return self._name_subject_predicates(lang, cues, tgt_tokens, norm, source) if names_only else cues
        # en-cues-31: a person named only inside a prepositional phrase ("an offer from her
        # manager") is no clause's subject, so the dropped subjects are still the one person's
        src_toks = [tokenize(w) for w in source.split()]
        if any(
            h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite")
            for h in hits
            if not h.plural
            and not (
                h.start < len(src_toks)
                and not src_toks[h.start].title
                and prepositional_object(src_toks, h.start)
            )
        ):
            return self._name_subject_predicates(lang, cues, tgt_tokens, norm, source) if names_only else cues
        target = next(
            (
                n
                for n, c in enumerate(cues)
                if c.kind == "explicit" and c.target_gender is None and c.category in (C1, C6)
            ),
            None,
        )
        if target is None:
            return cues
        rules = _SUBJECT_PREDICATE.get(lang) or _NAME_PREDICATE[lang]
        names = _source_names(source, " ".join(tgt_tokens))
        found: list[tuple[int, Realisation]] = []
        datives = DATIVE_CLITICS.get(lang, {})
        dative_at: set[int] = set()
        for k, w in enumerate(norm):
            if w not in rules.copulas and w not in _INFINITIVE_COPULAS and w not in GERUND_COPULAS:
                continue
            if (
                k > 0
                and norm[k - 1] in datives
                and w not in rules.perfect
                and (
                    _subjectless(norm, tgt_tokens, k - 1, rules, names, dropped=lang in _SUBJECT_PREDICATE)
                    # en-cues-17: "il cancro che le era stato diagnosticato"
                    or (k > 1 and norm[k - 2] in DATIVE_OPENERS.get(lang, frozenset()))
                )
            ):
                # en-cues-15: "le fu diagnosticato": the person is the clause's dative
                found.append((k - 1, datives[norm[k - 1]]))
                dative_at.add(k - 1)
                continue
            if w not in _INFINITIVE_COPULAS and not _subjectless(
                norm, tgt_tokens, k, rules, names, dropped=lang in _SUBJECT_PREDICATE
            ):
                continue
            if w in _INFINITIVE_COPULAS and nominal_infinitive(norm, tgt_tokens, k, lang):
                continue  # ex40: "un ser casi sobrehumano", "l'essere umano": a noun, no copula
            read = _predicate_word_at(norm, tgt_tokens, k, rules)
            if read is not None:
                found.append(read)
        # en-cues-15: a fronted participle or adjective phrase before the main clause
        # ("Nacida en Lima, estudió"), which agrees with its dropped or named subject
        fronted = fronted_predicative(
            norm,
            tgt_tokens,
            lang,
            lambda w: _fronted_gender(w, rules),
            target_determiners(lang) or frozenset(),
            lambda w: _adverb(w, lang),
        )
        # en-cues-15: a person pronoun the translation writes ("y ella se identificó")
        pronouns = person_pronouns(tgt_tokens, lang)
        reflexives = reflexive_agreement(tgt_tokens, lang)
        # en-cues-15: the predicative of a pronominal verb ("se sintió atraída")
        pronominal = reflexive_predicatives(
            norm,
            tgt_tokens,
            lang,
            lambda w: _finite_3sg(w, lang),
            lambda w: _fronted_gender(w, rules),
            target_determiners(lang) or frozenset(),
            lambda k: _subjectless(norm, tgt_tokens, k, rules, names, dropped=lang in _SUBJECT_PREDICATE),
        )
        # en-cues-32: the predicative ordinal of a ranking verb ("e finì quarta")
        ranks = rank_ordinals(
            norm,
            tgt_tokens,
            lang,
            lambda k: _subjectless(norm, tgt_tokens, k, rules, names, dropped=lang in _SUBJECT_PREDICATE),
        )
        # en-cues-82: a detached series of predicatives ("..., tan cansada, tan ansiosa")
        series = detached_series(
            norm, tgt_tokens, lang, lambda w: _participle_gender(w, rules), lambda w: _adverb(w, lang)
        )
        found.extend(fronted + pronouns + reflexives + pronominal + ranks + series)
        how_at = (
            {j: "detached predicative" for j, _ in series}
            | {j: "ranking verb's ordinal" for j, _ in ranks}
            | {j: "fronted predicative" for j, _ in fronted}
            | {j: "pronoun" for j, _ in pronouns}
            | {j: "reflexive" for j, _ in reflexives}
            | {j: "pronominal verb's predicative" for j, _ in pronominal}
        )
        if not found or len({g for _, g in found}) != 1:
            return cues
        j, g = found[0]
        if j in dative_at:
            why = f"the person's passive clause: its dative clitic '{tgt_tokens[j]}' shows the gender"
        elif j in how_at:
            why = f"the person's {how_at[j]}: '{tgt_tokens[j]}' shows the gender"
        else:
            why = f"the person's subjectless clause: its predicate '{tgt_tokens[j]}' agrees with it"
        placed = self._placed_on_word(cues[target], tgt_tokens, j, g, "referent", why)
        return (*cues[:target], placed, *cues[target + 1 :])

    def _name_subject_predicates(
        self,
        lang: str,
        cues: tuple[Cue, ...],
        tgt_tokens: Sequence[str],
        norm: Sequence[str],
        source: str,
    ) -> tuple[Cue, ...]:
        """en-cues-32: the predicates of the translation's clauses whose subject is a name copied
        from the source ("Monroe è conosciuta per i suoi ruoli" for "Monroe is best known for her
        roles"), read for the first singular gendered pronoun without a reading when
        :meth:`_referent_predicates` skips its one-person reading because the source has
        another person of unstated gender ("her supervisor", "The Guest") or another gendered
        word ("Girls Aloud"). A name is a person of its own, never a common noun's referent, and
        a possessive or reflexive pronoun in the name's clause refers to that clause's subject
        (Serianni, *Grammatica italiana*, VII, the possessive and the reflexive refer to the
        subject; Quirk et al. 6.23 on reflexive and possessive reference); the participle or
        adjective after the copula agrees with the name's person (Serianni, XI, agreement of the
        predicate with the subject). Only a copula right after the name (past clitics and
        adverbs) is read, and only when every such reading shows one gender."""
        target = next(
            (
                n
                for n, c in enumerate(cues)
                if c.kind == "explicit" and c.target_gender is None and c.category == C1
            ),
            None,
        )
        if target is None or (lang not in _SUBJECT_PREDICATE and lang not in _NAME_PREDICATE):
            return cues
        rules = _SUBJECT_PREDICATE.get(lang) or _NAME_PREDICATE[lang]
        names = _source_names(source, " ".join(tgt_tokens))
        if not names:
            return cues
        found: list[tuple[int, Realisation]] = []
        for k, w in enumerate(norm):
            if w not in rules.copulas or not _subjectless(norm, tgt_tokens, k, rules, names, dropped=False):
                continue
            read = _predicate_word_at(norm, tgt_tokens, k, rules)
            if read is not None:
                found.append(read)
        if not found or len({g for _, g in found}) != 1:
            return cues
        j, g = found[0]
        why = f"the named subject's clause: its predicate '{tgt_tokens[j]}' agrees with it"
        placed = self._placed_on_word(cues[target], tgt_tokens, j, g, "referent", why)
        return (*cues[:target], placed, *cues[target + 1 :])

    @staticmethod
    def _sex_adjective_forms(lang: str, lemma: str, gender: Realisation) -> SeedForms | None:
        """The forms of "female"/"male" read by their meaning, not their agreement.

        es "una voz masculina" for "a female voice" violates the source whatever the
        adjective's own ending ("femenino" means female in a masculine noun phrase): every
        form of the entry reads as the entry's sex, every form of its counterpart as the other.
        """
        targets = _targets(lang)
        if targets is None or not targets.seed or lemma not in targets.seed:
            return None
        other = "male" if lemma == "female" else "female"
        forms: dict[str, Realisation | None] = dict.fromkeys(
            _parse_seed(targets.seed[lemma], lang).forms, gender
        )
        if other in targets.seed:
            for w in _parse_seed(targets.seed[other], lang).forms:
                forms.setdefault(w, _OTHER[gender])
        return SeedForms(forms)

    def _passive_object(
        self, base: Cue, norm: Sequence[str], tgt_tokens: Sequence[str], ref: float, lang: str
    ) -> Cue:
        """A passive predicate cue ("she was buried") placed on the object pronoun of the
        subjectless third-person plural the translation put for the passive ("lo arrestaron"),
        whose gender is the passive subject's (:func:`_proclitic`, en-cues-26); ``base`` when
        there is none."""
        found = _proclitic(norm, tgt_tokens, ref, lang, plural_verb=True)
        how = "subjectless active"
        if found is None:
            # ex40: the impersonal "se"/"si" with the person as its object ("se la consideró")
            found, how = impersonal_object(norm, tgt_tokens, ref, lang), "impersonal se"
        if found is None:
            return base
        j, g = found
        why = f"{how}: its object pronoun '{tgt_tokens[j]}' shows the passive subject's gender"
        return self._placed_on_word(base, tgt_tokens, j, g, "clitic", why)

    def _placed_on_word(
        self, base: Cue, tgt_tokens: Sequence[str], j: int, gender: Realisation, how: str, why: str
    ) -> Cue:
        """``base`` placed on the one target word ``j`` whose agreement shows ``gender`` (a dropped
        subject's predicate, an object clitic), counted under ``how``."""
        self.stats.placed += 1
        self.stats.placed_by[how] = self.stats.placed_by.get(how, 0) + 1
        self.stats.gender_read += 1
        return replace(
            base,
            target_span=_strip(tgt_tokens[j]) or tgt_tokens[j],
            target_tokens=(j, j + 1),
            target_gender=gender,
            note=f"{base.note}; {why}",
        )

    def _target(
        self,
        it: Item,
        toks: Sequence[Tok],
        h: Hit,
        tgt_tokens: Sequence[str],
        norm: Sequence[str],
        links: Alignment | None,
    ) -> Cue:
        base = _cue_from_hit(toks, h)
        self.stats.cues += 1
        cat = h.category.value
        self.stats.per_category[cat] = self.stats.per_category.get(cat, 0) + 1
        if not tgt_tokens:
            return base
        lang = it.tgt_lang
        src_idx = h.align_tokens()
        linked: list[int] = []
        if links:
            want = set(src_idx)
            linked = sorted({t for s, t in links if s in want and 0 <= t < len(tgt_tokens)})
        n_src = max(len(toks), 1)
        projected = (sum(src_idx) / len(src_idx) + 0.5) * len(tgt_tokens) / n_src - 0.5
        ref = sum(linked) / len(linked) if linked else projected
        forms = self._forms(lang, h, toks)
        chosen: list[int] = []
        how = ""
        # ex39: the other gender's English word kept in the translation is read before a copy
        # of the cue's own word is looked for ("women's four" -> "men's four" is no copy of it)
        flipped = copied_counterpart(toks, h, tgt_tokens, ref, lang)
        copied = (
            copied_title_word(toks, h.start, tgt_tokens, ref)
            if flipped is None and h.category in (C2, C3, C6) and h.end - h.start == 1
            else None
        )
        if flipped is not None:
            why = "copied name: it keeps the English word of the other gender"  # en-cues-44
            return self._placed_on_word(base, tgt_tokens, flipped[0], flipped[1], "copied", why)
        if copied is not None:
            # en-cues-42: a name's word the translation copies ("Stratosphere Girl") is its own
            chosen, how = [copied], "copied"
        elif forms is not None:
            cands = [j for j, w in enumerate(norm) if forms.match(w, lang) is not None]
            if h.category == C1:
                # en-cues-43: the neuter "lo" of "con lo que" is no candidate when the person's
                # own "lo" stands elsewhere ("con lo que horrorizaba a quienes lo miraban")
                cands = [
                    j for j in cands if not not_the_persons_clitic(norm, j, lang, toks, h.start)
                ] or cands
                cands = possessor_pronouns(norm, cands, ref, lang) if h.lemma in _OBLIQUE else cands
            # ex40: "jóvenes damas", "giovani donne": "young" as an adjective before a noun
            cands = [j for j in cands if not young_adjective(norm, j, lang, forms)]
            if cands:
                chosen = [min(cands, key=lambda j: (abs(j - ref), j))]
                how = "seed"
        last_tok = toks[h.end - 1]
        modifier = (
            last_tok.clitic in ("'s", "'")
            or last_tok.raw.endswith(("'", "’"))
            or (h.start > 0 and toks[h.start - 1].low == "of")
            or _attributive_plural(toks, h)
        )
        if not chosen and modifier and forms is not None and h.category in (C2, C3) and h.gender in _OTHER:
            # "women's marathon" -> "maratón femenino", "Girls' School" -> "scuola femminile",
            # "School of Men" -> "Scuola Maschile": no translation of the noun, but the sex
            # adjective, which says the gender by its meaning whatever its agreement (en-cues-14;
            # a possessive or an "of" complement of a word the seed lexicon translates, after
            # its own forms)
            sex = (
                None
                if h.lemma in _MODIFIERS_ADJ
                else self._sex_adjective_forms(lang, "female" if h.gender == "F" else "male", h.gender)
            )
            cands = [j for j, w in enumerate(norm) if sex is not None and sex.match(w, lang) is not None]
            if cands:
                chosen = [min(cands, key=lambda j: (abs(j - ref), j))]
                how, forms = "seed", sex
        if not chosen and self.seed_lexicon:
            # A cognate or untranslated word near the expected place ("Controllerin", "Alex").
            # Of a multi-word noun cue, only the head (the last word) is the person noun:
            # "professional athlete" is not placed on "professionista".
            heads = src_idx[-1:] if h.category in NOUN_CATEGORIES and h.end - h.start > 1 else src_idx
            words = [toks[k].low for k in heads if len(toks[k].low) >= 4]
            cands = [j for j, w in enumerate(norm) if any(_cognate(src, w) for src in words)]
            near = [j for j in cands if abs(j - ref) <= max(4.0, len(tgt_tokens) / 4)]
            if near:
                chosen = [min(near, key=lambda j: (abs(j - ref), j))]
                how = "cognate"
                # ex61: "industrialist" -> "empresario industrial": the adjective's noun
                noun_head = adjective_head(norm, tgt_tokens, chosen, lang)
                if noun_head is not None and h.category in NOUN_CATEGORIES:
                    chosen, how = [noun_head], "compound"
        if not chosen and h.category == C4 and self.read_gender:
            # rules-19: an English title kept before the name in the translation ("Lord
            # Cockburn" for "Lady Cockburn"): its gender is its own
            kept = _kept_title(tgt_tokens, ref)
            if kept is not None:
                at, shown = kept
                why = "English title kept before the name"
                return self._placed_on_word(base, tgt_tokens, at, shown, "title", why)
        if not chosen and linked and len(tgt_tokens) * 3 >= len(toks):
            # (not for unsegmented scripts: one "token" for a whole Japanese sentence)
            # en-cues-19: a one-word cue is not anchored on a preposition or conjunction when
            # a content word is linked, and its span stops at one (:func:`trim_aligned_span`;
            # "someone who" -> "qualcuno che" keeps its relative)
            one_word = h.end - h.start == 1
            content = [j for j in linked if not (one_word and span_function_word(norm[j], lang))] or linked
            if one_word and h.kind == "predicate":
                # ex44: "Nacque nel giugno 1940" for "born in June": not the preposition's noun
                content = predicate_words(norm, content, lang)
            anchor = min(content, key=lambda j: (abs(j - projected), j))
            if one_word:
                chosen = trim_aligned_span(norm, linked, anchor, lang)
                if h.kind == "predicate":  # en-cues-84: "Viene lodato": the participle
                    chosen = without_leading_copula(norm, chosen, lang)
            else:
                chosen = [j for j in linked if abs(j - anchor) <= 2]
            how = "aligner"
            if links and h.category in NOUN_CATEGORIES:
                # ex44: "animal-rights advocate" -> "sostenitrice dei diritti degli animali":
                # the English head on a word of the complement is moved to the Romance head
                romance_head = compound_head(toks, h.start, h.end, tgt_tokens, norm, links, chosen, lang)
                if romance_head is not None:
                    chosen, how = [romance_head], "compound"
                elif (noun_head := adjective_head(norm, tgt_tokens, chosen, lang)) is not None:
                    # ex61: "industrialist" -> "empresario industrial": the adjective's noun
                    chosen, how = [noun_head], "compound"
        if self.read_gender and (not chosen or how == "aligner") and _possessive(toks, h):
            # en-cues-17: the possessor as a dative clitic ("toglierle il diritto")
            dative = _possessor_dative(norm, tgt_tokens, ref, lang)
            if dative is None and sole_person(toks, h.start):
                # en-cues-42: a reordered translation ("Dopo aver visto il video, il sindacato ...
                # decise di toglierle il diritto") puts the dative far from the possessive's place;
                # with no other English pronoun to own it, it is the possessor's anywhere
                dative = _possessor_dative(norm, tgt_tokens, ref, lang, window=len(norm))
            if dative is not None:
                at, shown = dative
                why = f"possessor dative: '{tgt_tokens[at]}' shows its gender"
                return self._placed_on_word(base, tgt_tokens, at, shown, "clitic", why)
        possessive_near = places.possessive_within(norm, ref, lang)
        if (
            self.read_gender
            and h.lemma == "her"
            and _possessive(toks, h)
            and lang in _PROCLITICS
            and (
                not chosen
                or how == "aligner"
                or _gender_free(forms, norm[chosen[0]], lang)
                or norm[chosen[0]] in _PROCLITICS[lang]
            )
            and after_english_verb([t.low for t in toks], h.start)
            and not possessive_near
        ):
            # en-cues-26: "brought her bread" read as the indirect object, with no possessive
            # near its place: the dative clitic ("gli portarono pane") or the stressed pronoun
            # doubling it ("le trajeron a él pan") shows the gender
            found = _proclitic(norm, tgt_tokens, ref, lang) or _doubled_pronoun(norm, ref, lang)
            if found is not None:
                at, shown = found
                why = f"object clitic: '{tgt_tokens[at]}' shows its gender (her as the indirect object)"
                return self._placed_on_word(base, tgt_tokens, at, shown, "clitic", why)
        if chosen and _possessive(toks, h) and lang in _POSSESSED:
            # A Romance possessive agrees with the possessed noun ("sa mère" for "his mother"):
            # only a pronoun that names the possessor ("de ella") shows the constraint.
            word = norm[chosen[0]]
            g = forms.match(word, lang) if how == "seed" and forms is not None else None
            after_of = chosen[0] > 0 and norm[chosen[0] - 1] in _OF
            if after_of and word in _STRESSED[lang]:
                pass  # "la casa de ella", "les danseurs à lui": the pronoun names the possessor
            elif not g or word in _POSSESSED[lang] or word in (target_determiners(lang) or ()):
                return replace(base, note=f"{base.note}; the possessive agrees with the possessed noun")
        if (
            self.read_gender
            and h.category == C1
            and h.lemma in SUBJECT_PRONOUNS
            and lang in _SUBJECT_PREDICATE
            and (not chosen or how == "aligner")
        ):
            # A dropped subject pronoun (or one aligned to its verb): the participle or adjective
            # that agrees with it after a copula shows its gender ("È morta", "Fue elegida").
            found = _subject_predicate(norm, tgt_tokens, chosen[0] if chosen else round(projected), lang)
            if found is not None:
                j, g = found
                why = f"dropped subject: its predicate '{tgt_tokens[j]}' agrees with it"
                return self._placed_on_word(base, tgt_tokens, j, g, "predicate", why)
            # en-cues-42: the subject made the dative of another verb ("le fu diagnosticato")
            found = dative_subject(norm, tgt_tokens, chosen[0] if chosen else projected, lang)
            if found is not None and sole_person(
                toks, h.start, dative_only=only_dative(norm[found[0]], norm[found[0] + 1], lang)
            ):
                j, g = found
                why = f"object clitic: '{tgt_tokens[j]}' shows its gender (the subject as a dative)"
                return self._placed_on_word(base, tgt_tokens, j, g, "clitic", why)
        if (
            self.read_gender
            and h.category == C1
            and h.lemma in ("him", "her")
            and not _possessive(toks, h)
            and lang in _OBJECT_CLITICS
            and (
                not chosen
                or how == "aligner"
                # "la"/"le" may be the article of another noun ("invitò la segretaria"): an
                # object clitic near the place wins over it
                or (how == "seed" and norm[chosen[0]] in (target_determiners(lang) or ()))
                or places.misplaced_on_possessive(norm, chosen, how, lang)
            )
        ):
            if places.misplaced_on_possessive(norm, chosen, how, lang):
                ref, possessive_near = projected, places.possessive_within(norm, projected, lang)
            found = _object_clitic(norm, tgt_tokens, ref, lang)
            if found is None and places.sole_object(toks, h.start):
                found = places.sole_enclitic(tgt_tokens, lang)  # en-cues-44: "sostenerla" far away
            if found is None and not possessive_near:
                # en-cues-26: an atonic pronoun before its finite verb ("gli diede un premio");
                # not where the translation put a possessive ("Visitó a su familia, que lo
                # recibió": it read "her" as a possessive, and "lo" is another person)
                found = _proclitic(norm, tgt_tokens, ref, lang)
            if found is None and places.article_anchor(norm, tgt_tokens, chosen, how, ref, projected, lang):
                # ex40: the seed match was another noun's article far from the pronoun's place
                # ("Gli investigatori ... la fermarono"): the clitic is looked for at that place
                found = _object_clitic(norm, tgt_tokens, projected, lang)
                if found is None and not places.possessive_within(norm, projected, lang):
                    found = _proclitic(norm, tgt_tokens, projected, lang)
            if found is not None:
                j, g = found
                why = f"object clitic: '{tgt_tokens[j]}' shows its gender"
                return self._placed_on_word(base, tgt_tokens, j, g, "clitic", why)
        if (
            self.read_gender
            and h.category == C1
            and h.lemma in ("himself", "herself")
            and h.start > 0
            and toks[h.start - 1].title
            and (not chosen or how == "aligner" or _gender_free(forms, norm[chosen[0]], lang))
        ):
            # en-cues-16: the emphatic "Lennox himself" -> "el propio Lennox", "la stessa Peniston"
            found = _name_intensifier(norm, tgt_tokens, ref, lang, _source_names(it.source, it.translation))
            if found is not None:
                j, g = found
                why = f"intensifier of the name: '{tgt_tokens[j]}' agrees with it"
                return self._placed_on_word(base, tgt_tokens, j, g, "intensifier", why)
        passive = (
            self.read_gender
            and h.category == C6
            and h.kind == "predicate"
            and lang in _PROCLITICS
            and english_passive([t.low for t in toks], h.start)
        )
        if h.category == C10 and h.kind == "predicate" and (not chosen or how in ("aligner", "seed")):
            # en-cues-49: a predicate the aligner placed nowhere, or on a word that is no
            # adjective or participle ("They were both very happy" -> "Erano entrambe molto
            # contente", "happy" on "molto"; "Are you all ready" seeded on "toutes"): the
            # target's copula places it.
            morph = target_morphology(lang)
            if not chosen or not agreeing_word(morph, norm[chosen[-1]]):
                found_at = unaligned_predicate(morph, norm, tgt_tokens, round(projected))
                if found_at is not None:
                    chosen, how = list(range(found_at[1], found_at[0] + 1)), "predicate"
        if (
            not chosen
            and (h.category in (C2, C3) or (h.category == C6 and h.kind in PERSON_NOUN_KINDS))
            and h.gender is not None
        ):
            # ex41: "I'm a Leinster gal" -> "Sono una tifosa": the copula's article and noun;
            # ex48: a role noun said of the subject too ("She was also 3rd prebendary" -> "Fu
            # anche il terzo cappellano"), and after "as" ("he set himself up as a freelance
            # silversmith" -> "se estableció como platero autónomo"): the noun after "como"/"come".
            # Target words the aligner linked to English words outside the cue's phrase are
            # another's (a noun of another person or a thing), never its span.
            read_span = (
                unaligned_nominal
                if english_predicate_nominal(toks, h.start)
                else unaligned_as_complement
                if english_as_complement(toks, h.start)
                else None
            )
            if read_span is not None:
                own = phrase_words(toks, h.start, h.end)
                taken = {t for s, t in links or () if s not in own}
                found_span = read_span(target_morphology(lang), norm, tgt_tokens, round(ref), lang, taken)
                if found_span is not None:
                    chosen, how = list(range(*found_span)), "nominal"
        if not chosen:
            return self._passive_object(base, norm, tgt_tokens, ref, lang) if passive else base
        if (
            h.category == C1
            and len(chosen) == 1
            and not_the_persons_clitic(norm, chosen[0], lang, toks, h.start)
        ):
            # rules-19: "lo que" (the neuter article) or the accusative of "se lo dio" for "gave
            # it to her" is not the person's word
            return replace(base, note=f"{base.note}; '{tgt_tokens[chosen[0]]}' is not its word")
        if h.kind == "indefinite" and h.lemma in _PARTITIVE_PRONOUNS and lang in _PARTITIVE_MARKERS:
            # en-cues-19: "one of them" is placed only on a pronoun followed by its partitive
            nxt = tgt_tokens[max(chosen) + 1].lower() if max(chosen) + 1 < len(tgt_tokens) else ""
            if not any(nxt == m or (m.endswith("'") and nxt.startswith(m)) for m in _PARTITIVE_MARKERS[lang]):
                return replace(base, note=f"{base.note}; no partitive after its translation")
        self.stats.placed += 1
        self.stats.placed_by[how] = self.stats.placed_by.get(how, 0) + 1
        start, end = min(chosen), max(chosen) + 1
        head = list(range(start, end))
        # en-cues-26: a singular fused head ("the latter", C8) takes its determiner as a noun does
        fused = h.category == C8 and h.lemma in FUSED_HEADS
        if (
            self.include_determiner
            and (h.category in NOUN_CATEGORIES or fused)
            and h.kind != "predicate"
            and how != "copied"  # en-cues-42: "la Saint" agrees with "la scuola", not the name's word
            and start > 0
        ):
            dets = target_determiners(lang)
            if dets is not None and tgt_tokens[start - 1].lower() in dets:
                start -= 1
        span_text = " ".join(tgt_tokens[start:end])
        if h.kind == "predicate" and _after_dative_copula(lang, norm, head[0]):
            # "le fu diagnosticato un cancro": the participle agrees with the illness, the
            # clause's subject; nobody reads it (en-cues-14)
            return replace(
                base,
                target_span=_strip(span_text) or span_text,
                target_tokens=(start, end),
                note=f"{base.note}; {OTHER_SUBJECT_NOTE}",
            )
        if self.read_gender and any(slash_halves(norm[j]) is not None for j in head):
            # ex50: "come attore/regista": each half of a slash word names the person;
            # a doublet of one noun in both genders ("profesor/profesora") reads nothing
            gender = read_slash_halves(
                tgt_tokens,
                norm,
                head,
                lambda t, n: self._gender(it, h, forms, n, head, t),
                lambda: self._gender(it, h, forms, norm, head, tgt_tokens),
            )
        else:
            gender = self._gender(it, h, forms, norm, head, tgt_tokens) if self.read_gender else None
        if (
            h.category in (C2, C3)
            and how != "seed"
            and any(norm[j] == toks[k].low for j in head for k in range(h.start, h.end))
        ):
            gender = None  # the English word kept ("Megaton Woman"): a name, no target gender
        if gender is None and self.read_gender and _possessive(toks, h) and lang in _STRESSED:
            gender = _STRESSED[lang].get(norm[head[0]])
        if gender is None and passive:
            # en-cues-26: the cue reached the subjectless active's verb ("lo arrestaron")
            placed = self._passive_object(base, norm, tgt_tokens, ref, lang)
            if placed.target_gender is not None:
                return placed
        if gender is not None:
            self.stats.gender_read += 1
        return Cue(
            source_span=base.source_span,
            category=base.category,
            target_span=_strip(span_text) or span_text,
            source_tokens=base.source_tokens,
            target_tokens=(start, end),
            source_gender=base.source_gender,
            target_gender=gender,
            note=f"{base.note}; {ALIGNER_NOTE}" if how != "seed" and gender is not None else base.note,
        )

    def _gender(
        self,
        it: Item,
        h: Hit,
        forms: SeedForms | None,
        norm: Sequence[str],
        head: Sequence[int],
        tgt_tokens: Sequence[str],
    ) -> Realisation | None:
        if forms is not None:
            for j in head:
                if it.tgt_lang == "de" and _formal_sie(tgt_tokens, j):
                    continue  # "Sie" inside a sentence is the polite "you": no gender
                if h.category == C1 and _article_before_noun(it.tgt_lang, tgt_tokens, norm, j):
                    continue  # "la sua carriera", "la scuola": an article, not the object clitic
                if it.tgt_lang == "fr" and _impersonal_il(norm, j):
                    continue  # "Il lui a fallu", "il y a": nobody's pronoun
                g = forms.match(norm[j], it.tgt_lang)
                if g:
                    return g
                after = norm[j + 1] if j + 1 < len(norm) else ""
                if h.lemma in ("himself", "herself") and after in _INTENSIFIERS.get(it.tgt_lang, {}):
                    return _INTENSIFIERS[it.tgt_lang][after]  # "a sí mismo", "se stessa" (en-cues-14)
                if g == "" and _stressed_after_preposition(it.tgt_lang, norm, j):
                    return _STRESSED[it.tgt_lang][norm[j]]
        if h.category not in ANALYSED_CATEGORIES or h.lemma in _ADJECTIVES | _MODIFIERS_ADJ:
            return None  # pronouns, titles, names; adjectives agree with their own noun
        if h.plural and it.tgt_lang == "de":
            return None  # German plural articles have no gender; the analyser would read "die" as F
        if h.kind == "predicate" and len(head) == 1 and norm[head[0]] in _INVARIANT_AUX:
            # "a été élue", "ha sido elegida": the auxiliary's participle does not agree; the
            # next word does
            nxt = head[0] + 1
            if nxt >= len(norm) or norm[nxt] in _INVARIANT_AUX:
                return None
            head = [nxt]
        if finite_verbs_only([norm[j] for j in head], it.tgt_lang):
            return None  # ex40: "Se lo consideraba": a finite verb shows no gender
        analyzer = self._analyzer(it.tgt_lang)
        if analyzer is None:
            return None
        # The analysers take the span's own words with a short context, not the whole
        # translation: the WinoMT-compatible ones find the nearest determiner by *their*
        # token index, which drifts from the whitespace index by one per punctuation mark, so
        # in a long paragraph they read another noun's article ("den Verkäufer" read as
        # feminine on WMT23). Three words before the span hold its determiners.
        lo = max(0, min(head) - 3)
        hi = min(len(tgt_tokens), max(head) + 2)
        span = EntitySpan(
            words=tuple(tgt_tokens[j] for j in head),
            indices=tuple(j - lo for j in head),
            target=" ".join(tgt_tokens[lo:hi]),
            source_entity=h.lemma,
            source=it.source,
        )
        try:
            reading = analyzer.entity_gender(span)
        except FairmtError:
            return None
        got = _GENDER.get(reading)
        if got is None and h.kind == "predicate" and h.category == C6:
            got = _predicate_gender(norm[head[0]], it.tgt_lang)
        if got is None and it.tgt_lang in _AGREEMENT_ENDINGS:
            got = self._agreement_gender(it.tgt_lang, analyzer, head, tgt_tokens)
        return got

    def _agreement_gender(
        self, lang: str, analyzer: GenderAnalyzer, head: Sequence[int], tgt_tokens: Sequence[str]
    ) -> Realisation | None:
        """A common-gender noun's gender from the words that agree with it (``cantante``,
        ``periodista``, ``giornalista``, ``collègue`` show none themselves): its determiner
        before one or two adjectives ("una famosa cantante", "la nota giornalista"), else the
        adjective right after it ("periodista deportiva", "cantante italiana"). The adjective
        must end like a gendered adjective or participle of the language
        (``_AGREEMENT_ENDINGS``; present-tense verbs in -a, "trabaja", do not) and the
        analyser must read it; a word after punctuation belongs to another phrase."""
        dets = target_determiners(lang) or frozenset()
        lo, hi = min(head), max(head)
        k = lo - 1
        steps = 0
        while k >= 0 and steps < 2:
            w = target_norm(tgt_tokens[k], lang)
            if tgt_tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
                break
            if w in dets:
                if steps > 0:
                    g = self._read_words(analyzer, tgt_tokens, range(k, hi + 1))
                    if g is not None:
                        return g
                break
            if not w.isalpha() or not any(w.endswith(e) for e in _AGREEMENT_ENDINGS[lang]):
                break
            k -= 1
            steps += 1
        nxt = hi + 1
        if nxt < len(tgt_tokens) and not tgt_tokens[hi].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            raw = tgt_tokens[nxt].strip("\"'«»“”()[],;:.!?")
            w = target_norm(tgt_tokens[nxt], lang)
            if raw.islower() and w.isalpha() and any(w.endswith(e) for e in _AGREEMENT_ENDINGS[lang]):
                return self._read_words(analyzer, tgt_tokens, [nxt])
        return None

    @staticmethod
    def _read_words(
        analyzer: GenderAnalyzer, tgt_tokens: Sequence[str], idx: Sequence[int] | range
    ) -> Realisation | None:
        idx = list(idx)
        lo = max(0, idx[0] - 3)
        span = EntitySpan(
            words=tuple(tgt_tokens[j] for j in idx),
            indices=tuple(j - lo for j in idx),
            target=" ".join(tgt_tokens[lo : idx[-1] + 2]),
        )
        try:
            reading = analyzer.entity_gender(span)
        except FairmtError:
            return None
        return _BINARY.get(reading)

    def _analyzer(self, lang: str) -> GenderAnalyzer | None:
        if lang not in self._analyzers:
            try:
                self._analyzers[lang] = get_analyzer(lang)
            except FairmtError:
                self._analyzers[lang] = None
        return self._analyzers[lang]
