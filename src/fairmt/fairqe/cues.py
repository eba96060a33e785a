"""The offline gender-cue detector: FairQE's Agent_cue (paper §2.1) without an LLM.

:class:`RuleCueDetector` reads English sources with the team's lexicons
(:mod:`fairmt.fairqe.cue_lexicon`) and a few context rules, finds each cue's target span
with the project's word aligner (by default one pair at a time, with a shipped model) and
a small bilingual seed lexicon, and reads the gender the translation gives that span with the project's
gender analysers. It is deterministic and needs no model.

The detector is split by concept: source tokens and the mutable :class:`Hit` are in
:mod:`fairmt.fairqe.cue_tokens`; the English lexicon, its look-up and the closed-class word
lists the rules test against are in :mod:`fairmt.fairqe.cue_words`; the English rule
families (agreement, predicates, C10) and the detector itself stay here, with clause
helpers in :mod:`fairmt.fairqe.cue_clauses` and :mod:`fairmt.fairqe.person_agreement`;
target word normalisation and the bilingual seed lexicon are in
:mod:`fairmt.fairqe.cue_seeds`; the per-language grammar that reads a placed cue's target
gender is in :mod:`fairmt.fairqe.cue_target`. The names other modules used from here are
re-exported.

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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from fairmt.align.base import Aligner, Alignment, get_aligner
from fairmt.align.cache import align_cached
from fairmt.errors import FairmtError
from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_clauses import imperative_predicates, question_predicates, skip_floating_quantifier
from fairmt.fairqe.cue_lexicon import LEXICON_VERSION
from fairmt.fairqe.cue_seeds import SeedForms, _agrees, _cognate, _counterparts, _parse_seed, _targets
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
    _STRESSED,
    _SUBJECT_PREDICATE,
    _after_dative_copula,
    _article_before_noun,
    _finite_3sg,
    _fronted_gender,
    _impersonal_il,
    _object_clitic,
    _predicate_gender,
    _predicate_word_at,
    _source_names,
    _stressed_after_preposition,
    _subject_predicate,
    _subjectless,
)
from fairmt.fairqe.cue_target import ALIGNER_NOTE as ALIGNER_NOTE
from fairmt.fairqe.cue_target import OTHER_SUBJECT_NOTE as OTHER_SUBJECT_NOTE
from fairmt.fairqe.cue_target import _adverb as _adverb
from fairmt.fairqe.cue_target import _formal_sie as _formal_sie
from fairmt.fairqe.cue_tokens import _CLOSE, _OPEN
from fairmt.fairqe.cue_tokens import SENTENCE_ABBREVIATIONS as SENTENCE_ABBREVIATIONS
from fairmt.fairqe.cue_tokens import Hit as Hit
from fairmt.fairqe.cue_tokens import Tok as Tok
from fairmt.fairqe.cue_tokens import _words as _words
from fairmt.fairqe.cue_tokens import tokenize as tokenize
from fairmt.fairqe.cue_words import (
    _ADJECTIVES,
    _CARDINALS,
    _OF_PEOPLE,
    ADVERBS,
    AUX_CHAIN,
    BE_GET,
    CLAUSE_BREAKERS,
    DETERMINERS_EN,
    DITRANSITIVE_PASSIVES,
    FOLLOWERS_OK,
    HER_OBJECT_NEXT,
    IRREGULAR_PARTICIPLES,
    LEXICON,
    LINKS,
    LOWERCASE_TITLES,
    MAX_MULTI,
    MODIFIER_LIKE,
    MODIFIER_NOUNS,
    MULTI,
    MULTI_FIRST,
    NAMES,
    NOMINAL_ADJECTIVES,
    NON_PERSON_SUBJECTS,
    NOT_MODIFIED,
    NOT_PREDICATE,
    PERSON_PASSIVES,
    PERSONAL_SUBJECTS,
    PLACE_NAMES,
    PLACE_PREPS,
    POS_AMBIGUOUS,
    PREDICATE_VERBS,
    PREPOSITIONS,
    QUANTIFIER_VERBS,
    QUANTIFIERS,
    RESOLVING,
    ROLE_TITLES,
    ROLE_VERBS,
    SUBJECT_PRONOUNS,
    TITLES_BEFORE_NAME,
    Entry,
    _gendered_name,
)
from fairmt.fairqe.cue_words import english_plurals as english_plurals
from fairmt.fairqe.cue_words import given_names as given_names
from fairmt.fairqe.cue_words import lookup as lookup
from fairmt.fairqe.cue_words import lookup_word as lookup_word
from fairmt.fairqe.cue_words import person_nouns as person_nouns
from fairmt.fairqe.person_agreement import (
    DATIVE_CLITICS,
    fronted_predicative,
    person_pronouns,
    reflexive_agreement,
    reflexive_predicatives,
)
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation
from fairmt.gender.base import EntitySpan, GenderAnalyzer, get_analyzer

__all__ = ["LEXICON_VERSION", "RuleCueDetector", "detected_type", "source_cues"]

#: A sentence's detected cue type, as in the paper's Tables 9-10.
CueType = Literal["ambiguous", "explicit", "both", "none"]

C1, C2, C3, C4, C6, C7, C8, C9, C10, C11, C12 = (
    Category.C1,
    Category.C2,
    Category.C3,
    Category.C4,
    Category.C6,
    Category.C7,
    Category.C8,
    Category.C9,
    Category.C10,
    Category.C11,
    Category.C12,
)

#: Categories whose cue is a noun phrase (the target span takes its determiner).
NOUN_CATEGORIES = frozenset({C2, C3, C6, C7, C11, C12})
#: Categories whose target gender the analysers may read (nouns, participles, adjectives).
ANALYSED_CATEGORIES = frozenset({C2, C3, C6, C7, C10, C11, C12})


# --------------------------------------------------------------------------- source side


def _sentence_ids(toks: Sequence[Tok]) -> list[int]:
    ids, sid = [], 0
    for t in toks:
        ids.append(sid)
        if t.ends_sentence:
            sid += 1
    return ids


def _skip(toks: Sequence[Tok], j: int, words: frozenset[str], limit: int = 3) -> int:
    """Index after up to ``limit`` consecutive tokens of ``words`` from ``j`` (clause-bound)."""
    n = 0
    while j < len(toks) and n < limit and toks[j].low in words and not toks[j].opens_clause:
        if toks[j].ends_clause:
            return j
        j += 1
        n += 1
    return j


def _has_determiner_before(toks: Sequence[Tok], i: int) -> bool:
    """A determiner or possessive within the three words before ``i``, in the same clause,
    or a linking verb right before it ("became Chair", "served as coach")."""
    if i > 0 and not toks[i - 1].ends_clause and toks[i - 1].low in LINKS | ROLE_VERBS:
        return True
    for k in (i - 1, i - 2, i - 3):
        if k < 0 or toks[k].ends_clause:
            return False
        t = toks[k]
        if t.low in DETERMINERS_EN or t.clitic == "'s" or t.raw.endswith("s'") or t.low.isdigit():
            return True
        if toks[k].opens_clause:
            return False
    return False


def _modifier_position(toks: Sequence[Tok], i: int, verbs_in_s: bool = False, names: bool = False) -> bool:
    """Whether the word at ``i`` modifies the next word ("official website", "patient care").

    ``verbs_in_s``: a next word in -s is a verb ("the child needs"); ``names``: a
    capitalised next word is modified too ("the Russian Tsar").
    """
    t = toks[i]
    if t.ends_clause or t.clitic or i + 1 >= len(toks):
        return False
    nxt = toks[i + 1]
    if nxt.opens_clause or not nxt.low.isalpha() or (nxt.title and not names):
        return False
    if nxt.low in NOT_MODIFIED or nxt.low.endswith(("ed", "ly")):
        return False
    if verbs_in_s and nxt.low.endswith(("s", "ing")):
        return False
    e = lookup_word(nxt)
    return e is None or (names and e.category in (C2, C3, C7, C11, C12))


def _scan(toks: Sequence[Tok]) -> list[Hit]:
    """Lexicon pass: titles, names, multi-word and single-word entries, left to right."""
    hits: list[Hit] = []
    n = len(toks)
    i = 0
    while i < n:
        t = toks[i]
        low = t.low
        if not low:
            i += 1
            continue
        # Multi-word entries ("police officer", "no one"), longest first, within a clause.
        matched = False
        for size in range(min(MAX_MULTI, n - i), 1, -1) if low in MULTI_FIRST else ():
            if any(toks[k].ends_clause or toks[k].clitic for k in range(i, i + size - 1)):
                continue
            key = tuple(toks[k].low for k in range(i, i + size))
            e = MULTI.get(key)
            if e is None:
                # plural of a multi-word entry: plural last word
                last = LEXICON.get(key[-1])
                if last is not None and last.plural:
                    e0 = MULTI.get((*key[:-1], last.lemma))
                    if e0 is not None:
                        e = Entry(
                            e0.lemma,
                            C12 if e0.category in (C7, C11) else e0.category,
                            e0.gender,
                            True,
                            e0.kind,
                        )
            if e is not None:
                hits.append(Hit(i, i + size, e.category, e.gender, e.lemma, _note(e), e.plural, e.kind))
                i += size
                matched = True
                break
        if matched:
            continue
        nxt = toks[i + 1] if i + 1 < n else None
        name_follows = nxt is not None and nxt.title and not t.ends_clause and nxt.low.isalpha()
        # Titles before a name: Miss/Lady/Lord/Dame Smith; Dr/Prof/Rev Smith.
        if t.title and name_follows and low in TITLES_BEFORE_NAME:
            g = TITLES_BEFORE_NAME[low]
            hits.append(Hit(i, i + 1, C4, g, low, f"title before a name ({g})", kind="title", seed=low))
            i = _skip_name(toks, i + 1)
            continue
        if t.title and name_follows and low in ROLE_TITLES:
            hits.append(
                Hit(i, i + 1, C7, None, ROLE_TITLES[low], "gender-neutral title before a name", kind="role")
            )
            i = _skip_name(toks, i + 1)
            continue
        if low == lex.TITLE_NEUTRAL and t.title:
            hits.append(Hit(i, i + 1, C8, None, low, "gender-neutral honorific Mx", kind="inclusive"))
            i = _skip_name(toks, i + 1)
            continue
        # Unisex given names (capitalised).
        if t.core in NAMES and t.title and not t.core.isupper():
            prev = toks[i - 1] if i > 0 else None
            surname = (
                prev is not None
                and prev.title
                and not prev.ends_clause
                and i - 1 > 0
                and not (toks[i - 2].ends_sentence)
            )
            placey = low in PLACE_NAMES and prev is not None and prev.low in PLACE_PREPS
            if not surname and not placey:
                hits.append(Hit(i, i + 1, C9, None, t.core, "unisex given name", kind="name", seed=t.core))
            i += 1
            continue
        # Gendered given names ("Anna", "John"): not cues themselves (a name does not inflect),
        # but explicit subjects whose gender their predicates and appositions must follow
        # ("Anna is a talented programmer": programmer is C6, feminine). Dropped after the
        # context rules (``_drop_names``). Not after a capitalised word (a surname or a
        # place: "Port Elizabeth"), nor a place after a locative preposition.
        name_gender = _gendered_name(t)
        if name_gender is not None:
            prev = toks[i - 1] if i > 0 else None
            after_capital = (
                prev is not None
                and prev.title
                and not prev.ends_clause
                and not (i - 1 == 0 or toks[i - 2].ends_sentence)
            )
            placey = prev is not None and prev.low in PLACE_PREPS
            if not after_capital and not placey:
                hits.append(
                    Hit(
                        i,
                        i + 1,
                        C9,
                        name_gender,
                        t.core,
                        f"given name ({name_gender})",
                        kind="gendered-name",
                    )
                )
                i = _skip_name(toks, i + 1)
                continue
        quant = _quantifier(toks, i)
        if quant is not None:
            hits.append(quant)
            i += 1
            continue
        nominal = _nominal_adjective(toks, i)
        if nominal is not None:
            hits.append(nominal)
            i += 1
            continue
        e = lookup_word(t, initial=i == 0 or toks[i - 1].ends_sentence)
        if e is None and t.title and low.endswith(_DEMONYM_PLURALS) and len(low) >= 7 and low.isalpha():
            e = Entry(low[:-1], C12, None, True, "demonym")
        if e is None:
            i += 1
            continue
        if e.kind == "title":
            short = len(low) <= 4 and low not in LOWERCASE_TITLES
            if (
                (short and not t.title)
                or (low not in LOWERCASE_TITLES and not t.title)
                or (t.core.isupper() and len(t.core) <= 3)
            ):
                i += 1
                continue
            hits.append(Hit(i, i + 1, C4, e.gender, low, _note(e), kind="title", seed=low))
            i = _skip_name(toks, i + 1) if name_follows else i + 1
            continue
        # Words that are also verbs/adjectives: only as nouns.
        if not e.plural and low in POS_AMBIGUOUS and not _has_determiner_before(toks, i):
            i += 1
            continue
        if not e.plural and low in MODIFIER_LIKE and _modifier_position(toks, i):
            i += 1
            continue
        if not e.plural and low in MODIFIER_NOUNS and _modifier_position(toks, i, verbs_in_s=True):
            i += 1
            continue
        if e.kind == "demonym" and (
            not t.title
            or (
                not e.plural
                and (not _has_determiner_before(toks, i) or _modifier_position(toks, i, names=True))
            )
        ):
            i += 1
            continue
        if e.kind == "agent" and not e.plural and _modifier_position(toks, i):
            i += 1
            continue
        # WordNet's nouns in the singular only after a determiner: "a vegan", not "being
        # vegan" (a linking verb is enough for the listed roles, "became Chair", not for
        # words that are adjectives as often), "vegan food" or "a vegan diet".
        if (
            e.kind == "wordnet"
            and not e.plural
            and (
                not _has_determiner_before(toks, i)
                or (i > 0 and toks[i - 1].low in LINKS | ROLE_VERBS)
                or _modifier_position(toks, i)
            )
        ):
            i += 1
            continue
        hits.append(Hit(i, i + 1, e.category, e.gender, e.lemma, _note(e), e.plural, e.kind))
        i += 1
    return hits


def _quantifier(toks: Sequence[Tok], i: int) -> Hit | None:
    """A quantifier standing for people: "few are satisfied", "most concerned", "all of us"."""
    t = toks[i]
    if t.low not in QUANTIFIERS or t.ends_clause or i + 1 >= len(toks) or t.clitic:
        return None
    if i > 0 and not toks[i - 1].ends_clause and toks[i - 1].low in DETERMINERS_EN - {"a"}:
        return None
    nxt = toks[i + 1]
    if nxt.opens_clause:
        return None
    person = nxt.low in QUANTIFIER_VERBS or (
        nxt.low.endswith("ed") and nxt.low.isalpha() and len(nxt.low) > 4
    )
    if not person and nxt.low == "of" and i + 2 < len(toks):
        after = toks[i + 2]
        e = lookup_word(after)
        person = after.low in _OF_PEOPLE or (e is not None and e.category in (C7, C11, C12) and e.plural)
    if not person:
        return None
    return Hit(i, i + 1, C8, None, t.low, f"quantifier '{t.low}' standing for people", True, "indefinite")


def _nominal_adjective(toks: Sequence[Tok], i: int) -> Hit | None:
    """ "the poor", "the besieged", "the Japanese": an adjective standing for people (C12)."""
    t = toks[i]
    if i == 0 or toks[i - 1].low != "the" or toks[i - 1].ends_clause or t.clitic or t.opens_clause:
        return None
    participle = t.low.endswith("ed") and t.low.isalpha() and len(t.low) > 4 and t.core.islower()
    if t.low not in NOMINAL_ADJECTIVES and not participle:
        return None
    if not t.ends_clause and i + 1 < len(toks):
        nxt = toks[i + 1]
        if not (
            nxt.low in FOLLOWERS_OK
            or nxt.low in QUANTIFIER_VERBS
            or nxt.low in PREPOSITIONS
            or _verb_of_plural_subject(toks, i + 1)
        ):
            return None
    return Hit(i, i + 1, C12, None, t.low, f"adjective '{t.low}' standing for people", True, "group")


def _verb_of_plural_subject(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` is the finite verb of a plural subject before it ("the homeless
    *need* shelter", "the rich *pay* less": :func:`fairmt.fairqe.cue_clauses.plural_verb`), and
    not the head noun of a compound whose own verb follows ("the homeless shelter *was*
    full")."""
    from fairmt.fairqe.cue_clauses import plural_verb, verb_only

    if not plural_verb(toks[j].low):
        return False
    if toks[j].ends_clause or j + 1 >= len(toks):
        return True
    after = toks[j + 1].low
    return not (after in BE_GET or after in AUX_CHAIN or verb_only(after))


def _skip_name(toks: Sequence[Tok], j: int) -> int:
    """Index after the capitalised name words starting at ``j`` (at most three)."""
    k = 0
    while j < len(toks) and k < 3 and toks[j].title and toks[j].low.replace(".", "").isalpha():
        j += 1
        k += 1
        if toks[j - 1].ends_clause:
            break
    return j


def _note(e: Entry) -> str:
    what = {
        "pronoun": "gendered pronoun",
        "kinship": "gendered kinship noun",
        "lexical": "noun with lexical gender",
        "title": "gendered title",
        "role": "occupation/role noun",
        "indefinite": "neutral indefinite",
        "they": "singular they",
        "inclusive": "gender-inclusive form",
        "relation": "relation noun",
        "group": "group noun",
        "demonym": "nationality/religion noun",
        "compound": "-man/-woman compound",
        "agent": "agent noun (by its suffix)",
        "wordnet": "person noun (WordNet)",
    }.get(e.kind, e.kind)
    if e.plural and e.category == C12 and e.kind != "group":
        what = f"plural of {what}"
    g = f" ({e.gender})" if e.gender else ""
    return f"{what} '{e.lemma}'{g}"


def _merge_compounds(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """Adjacent person nouns ("assistant professor", "student nurses"): one cue, last is head."""
    out: list[Hit] = []
    for h in hits:
        if (
            out
            and out[-1].end == h.start
            and out[-1].category in (C7, C11)
            and not out[-1].plural
            and h.category in (C7, C11, C12)
            and h.kind != "group"
            and not toks[out[-1].end - 1].ends_clause
            and not toks[out[-1].end - 1].clitic
        ):
            prev = out.pop()
            h.start = prev.start
            h.note = f"{h.note} (with modifier '{prev.lemma}')"
            h.align = tuple(range(h.start, h.end))
        out.append(h)
    return out


def _resolve_they(toks: Sequence[Tok], hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """Keep they/them/their only when the nearest person cue before them is singular-ambiguous."""
    out: list[Hit] = []
    for h in hits:
        if h.kind == "they":
            prev = next((p for p in reversed(out) if sid[p.start] == sid[h.start] and p.kind != "they"), None)
            if prev is None or prev.plural or prev.category not in (C7, C8, C9, C11):
                continue
            h.note = f"singular they (antecedent '{prev.lemma}')"
        out.append(h)
    return out


def _her_is_possessive(toks: Sequence[Tok], i: int) -> bool:
    t = toks[i]
    if t.ends_clause or i + 1 >= len(toks):
        return False
    nxt = toks[i + 1]
    return (
        not nxt.opens_clause
        and nxt.low.isalpha()
        and nxt.low not in HER_OBJECT_NEXT
        and not nxt.low.endswith("ly")  # "examined her carefully"
    )


def _agreement(toks: Sequence[Tok], hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """C6: ambiguous nouns whose referent's gender the sentence fixes (see the module doc)."""
    at = {h.start: h for h in hits}

    def upgrade(h: Hit, g: Realisation, why: str) -> None:
        if h.category in (C7, C11, C12) or (h.category == C8 and h.kind == "indefinite"):
            h.category, h.gender = C6, g
            h.note = f"{h.note}; must agree: {why}"

    # (a) gendered modifier before the noun: "female doctor", "women engineers", "female
    # real estate developers" (up to two plain words between, same clause).
    for h in hits:
        if h.category == C3 and h.gender and h.lemma in _MODIFIERS and not toks[h.end - 1].ends_clause:
            for m in range(h.end, min(h.end + 3, len(toks))):
                nxt = at.get(m)
                if nxt is not None:
                    if nxt.category in (C7, C11, C12):
                        upgrade(nxt, h.gender, f"'{toks[h.start].core}' before it")
                    break
                tm = toks[m]
                if (
                    tm.ends_clause
                    or not tm.low.isalpha()
                    or tm.low in FOLLOWERS_OK
                    or tm.low in DETERMINERS_EN
                ):
                    break
    # ... and a role noun right before a gendered title: "Rear-Admiral Lady Clanwilliam".
    for h in hits:
        nxt = at.get(h.end)
        if (
            h.category == C7
            and nxt is not None
            and nxt.category == C4
            and nxt.gender
            and not toks[h.end - 1].ends_clause
        ):
            upgrade(h, nxt.gender, f"title '{toks[nxt.start].core}' after it")
    # (b) predicate and apposition of an explicit subject.
    for h in hits:
        if h.gender is None or (h.category not in (C1, C2, C3, C4) and h.kind != "gendered-name"):
            continue
        if h.category == C1 and h.lemma not in SUBJECT_PRONOUNS:
            continue
        if h.category == C3 and h.lemma in _ADJECTIVES | _MODIFIERS_ADJ:
            continue
        if h.category != C1 and h.start > 0 and toks[h.start - 1].low in PREPOSITIONS:
            continue  # not a subject: "a course for laymen and was ..."
        j = h.end
        if h.kind in ("title", "gendered-name"):
            j = _skip_name(toks, j)
        last = toks[j - 1]
        linked = last.clitic == "'s" and h.category == C1
        if last.ends_clause and not linked:
            # apposition: "his wife, a nurse" / "Mrs Smith, the teacher"
            if h.category != C1 and last.raw.rstrip("'\"”’").endswith(","):
                k = j
                if k < len(toks) and toks[k].low in DETERMINERS_EN:
                    for m in range(k + 1, min(k + 4, len(toks))):
                        cand = at.get(m)
                        if cand is not None:
                            if cand.category in (C7, C11):
                                upgrade(cand, h.gender, f"apposition to '{toks[h.start].core}'")
                            break
                        if toks[m].ends_clause:
                            break
            continue
        limit = min(j + 7, len(toks))
        m = j
        one_of = False
        while m < limit:
            tm = toks[m]
            cand = at.get(m)
            if cand is not None:
                if cand.end - 1 < len(toks) and toks[cand.end - 1].clitic in ("'s", "'") and linked:
                    # a possessor before the predicate noun: "remained the team's captain"
                    m = cand.end
                    continue
                if (
                    linked
                    and cand.category in (C7, C11, C12)
                    and not (cand.plural and h.category == C1 and not one_of)
                ):
                    upgrade(cand, h.gender, f"predicate of '{toks[h.start].core}'")
                break
            if tm.low in LINKS:
                linked = True
            elif linked and tm.low == "one" and m + 1 < len(toks) and toks[m + 1].low == "of":
                # "she was one of the founders": the plural noun agrees with her ("una de las
                # fundadoras")
                one_of = True
                limit = min(limit + 2, len(toks))
                m += 2
                continue
            elif linked and tm.low in PREPOSITIONS:
                break  # "was embraced by the French": not a predicate noun
            if tm.ends_clause or tm.low in CLAUSE_BREAKERS:
                break
            m += 1
    # (c) coreference by proximity, only when there is one candidate.
    by_sentence: dict[int, list[Hit]] = {}
    for h in hits:
        by_sentence.setdefault(sid[h.start], []).append(h)
    drop: set[int] = set()
    for sent in by_sentence.values():
        resolving = [
            h
            for h in sent
            if h.category == C1
            and (h.lemma in RESOLVING or (h.lemma == "her" and _her_is_possessive(toks, h.start)))
        ]
        if not resolving:
            continue
        first = resolving[0]
        before = [h for h in sent if h.start < first.start]
        if any(h.category in (C1, C2, C3, C4, C6) or h.kind == "gendered-name" for h in before):
            continue
        cands = [
            h
            for h in before
            if not h.plural and (h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite"))
        ]
        genders = {h.gender for h in resolving}
        if len(cands) != 1 or len(genders) != 1:
            continue
        g = resolving[0].gender
        assert g is not None
        cand = cands[0]
        if cand.kind == "gendered-name":
            continue
        if cand.category == C9:
            drop.add(id(cand))
        else:
            upgrade(cand, g, f"coreferent '{toks[first.start].core}'")
    return [h for h in hits if id(h) not in drop]


_MODIFIERS = _words("female male woman man lady gentleman girl boy")
_DEMONYM_PLURALS = ("ians", "eans", "landers")
DEMONYM_WORDS = _words(lex.DEMONYMS)
_MODIFIERS_ADJ = _words("female male")


def predicate_hit(i: int, j: int, word: Tok, note: str) -> Hit:
    """The C10 hit of a person whose gender English leaves unstated and whose predicate word
    ``word`` (token ``j``) agrees in the target: the cue spans tokens ``i`` .. ``j`` and aligns
    through the predicate alone. One constructor for every clause shape that yields one
    (declaratives here, questions and imperatives in :mod:`fairmt.fairqe.cue_clauses`)."""
    return Hit(i, j + 1, C10, None, word.low, note, kind="predicate", align=(j,))


def _skip_adverbs(toks: Sequence[Tok], j: int) -> int:
    """Index after up to three adverbs (listed ones, or -ly words that do not end the clause)."""
    for _ in range(3):
        if j >= len(toks) or toks[j].opens_clause or toks[j].ends_clause:
            return j
        low = toks[j].low
        if low in ADVERBS or (low.endswith("ly") and low.isalpha() and j + 1 < len(toks)):
            j += 1
        else:
            return j
    return j


def _predicate_word(w: Tok) -> bool:
    """Whether ``w`` can be a predicate adjective or participle (not a function word, noun cue, -ing)."""
    return (
        w.low.isalpha()
        and (not w.title or w.low in DEMONYM_WORDS)
        and w.low not in NOT_PREDICATE
        and w.low not in BE_GET
        and w.low not in PREPOSITIONS
        and not w.low.endswith("ing")
        and w.low not in _CARDINALS  # "when she was sixteen": an age, no agreeing word
        and (lookup_word(w) is None or w.low in DEMONYM_WORDS)
        and not w.opens_clause
    )


def _predicate_after(
    toks: Sequence[Tok], i: int, covered: set[int], noun_subject: bool = False
) -> int | None:
    """The predicate adjective/participle of the subject at ``i``: "she was (very) tired",
    "I'm sure", "we have been told", "he became increasingly attached"; ``None`` when there
    is none.

    ``noun_subject``: the subject is a noun or a name, whose ``'s`` is the possessive ("the
    queen's attempt"), not a contracted "is" (a pronoun's is: "she's tired").
    """
    n = len(toks)
    t = toks[i]
    if t.ends_clause:
        return None
    j = i + 1
    be = t.clitic in ("'m", "'re") or (t.clitic == "'s" and not noun_subject)
    if not be and t.clitic == "'s":
        return None
    if not be:
        j = _skip_adverbs(toks, j)
        j = _skip(toks, j, AUX_CHAIN, 2)
        j = _skip_adverbs(toks, j)
        if j < n and toks[j].low in PREDICATE_VERBS and not toks[j].ends_clause:
            be = True
            j += 1
    if not be:
        return None
    j = _skip_adverbs(toks, skip_floating_quantifier(toks, _skip_adverbs(toks, j)))
    if j < n and j not in covered and _predicate_word(toks[j]):
        return j
    return None


def _fronted_participles(toks: Sequence[Tok], hits: list[Hit], covered: set[int]) -> list[Hit]:
    """C6: a sentence-initial participle phrase whose subject is explicit ("Born in Lima, she
    studied ...", "Educated at home, her brother ..."): the target participle agrees with it
    (es "Nacida en Lima", fr "Née à Lima", it "Nata a Lima"). The participle must be followed
    by a lower-case word ("United States" is no participle) and the subject must open the
    clause after the phrase's first comma (within fifteen words), as a she/he pronoun, a
    gendered noun (after a determiner or possessive) or a gendered given name."""
    starts: dict[int, Hit] = {}
    for h in hits:
        if not h.gender or h.plural:
            continue
        pronoun = h.category == C1 and h.lemma in SUBJECT_PRONOUNS
        if pronoun or h.category in (C2, C3, C4) or h.kind == "gendered-name":
            starts.setdefault(h.start, h)
    out: list[Hit] = []
    n = len(toks)
    for i, t in enumerate(toks):
        if i > 0 and not toks[i - 1].ends_sentence:
            continue
        low = t.low
        participle = (low.endswith("ed") and len(low) > 4) or low in IRREGULAR_PARTICIPLES
        if not participle or i in covered or t.ends_clause or i + 1 >= n or not toks[i + 1].low.isalpha():
            continue
        if toks[i + 1].title:
            continue
        k = i + 1
        while k < min(n, i + 16) and not toks[k].ends_clause:
            k += 1
        if k >= n - 1 or k >= i + 16 or toks[k].ends_sentence:
            continue
        j = k + 1
        if toks[j].low in DETERMINERS_EN and j + 1 < n:
            j += 1
        subj = starts.get(j)
        if subj is None or subj.gender is None:
            continue
        out.append(
            Hit(
                i,
                i + 1,
                C6,
                subj.gender,
                low,
                f"fronted participle '{t.core}' must agree with '{toks[subj.start].core}' ({subj.gender})",
                kind="predicate",
            )
        )
        covered.add(i)
    return out


def _coordinated_subject(
    toks: Sequence[Tok], hits: list[Hit], subjects: dict[int, Hit], i: int
) -> Hit | None:
    """The explicit subject of the clause that "and"/"but" at ``i`` continues without a
    subject of its own: the last explicit subject before it in the sentence, when no other
    person (role noun, name, indefinite, group) and no clause break stands between them."""
    before = [h for k, h in subjects.items() if k < i]
    if not before:
        return None
    subj = max(before, key=lambda h: h.start)
    for k in range(subj.end, i):
        if toks[k].ends_sentence or toks[k].low in CLAUSE_BREAKERS:
            return None
    for h in hits:
        if h is not subj and subj.end <= h.start < i and h.category in (C7, C8, C9, C11, C12):
            return None
    return subj


def _ditransitive_passive(toks: Sequence[Tok], j: int) -> bool:
    """Whether the participle at ``j`` is a ditransitive passive followed by its direct object
    ("was awarded the Nobel Prize", "was given a car"): the targets' passive takes the object
    as its subject ("Le fue otorgado el premio", "Le è stato assegnato"), so the participle
    need not agree with the person."""
    if toks[j].low not in DITRANSITIVE_PASSIVES or toks[j].ends_clause or j + 1 >= len(toks):
        return False
    nxt = toks[j + 1]
    return nxt.low in DETERMINERS_EN or nxt.low[:1].isdigit() or (nxt.title and not nxt.opens_clause)


def _c10(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """Predicates that agree with their subject in the target (agreeing languages only).

    C10 after I/you/we/they and after an agentless person passive; C6 after an explicit
    subject (he/she, a gendered noun or title): "she was appointed" -> es "fue nombrada".
    """
    covered = {k for h in hits for k in range(h.start, h.end)}
    subjects: dict[int, Hit] = {}
    for h in hits:
        if not h.gender or (h.category not in (C1, C2, C3, C4) and h.kind != "gendered-name"):
            continue
        if h.category == C1 and h.lemma not in SUBJECT_PRONOUNS:
            continue
        if h.category == C3 and h.lemma in _ADJECTIVES | _MODIFIERS_ADJ:
            continue
        if h.category != C1 and h.start > 0 and toks[h.start - 1].low in PREPOSITIONS:
            continue
        end = _skip_name(toks, h.end) if h.kind in ("title", "gendered-name") else h.end
        subjects[end - 1] = h
    out: list[Hit] = []
    n = len(toks)
    out.extend(_fronted_participles(toks, hits, covered))
    i = 0
    while i < n:
        t = toks[i]
        subj = subjects.get(i)
        if subj is not None and subj.gender is not None:
            j = _predicate_after(toks, i, covered, noun_subject=subj.category != C1)
            if j is not None and _ditransitive_passive(toks, j):
                j = None  # "she was awarded the prize": Romance makes the prize the subject
            if j is not None:
                w = toks[j]
                out.append(
                    Hit(
                        j,
                        j + 1,
                        C6,
                        subj.gender,
                        w.low,
                        f"predicate '{w.core}' must agree with '{toks[subj.start].core}' ({subj.gender})",
                        kind="predicate",
                    )
                )
                covered.add(j)
                i = j + 1
                continue
        # ... and a coordinated predicate of the same subject: "she retired in 1990 and was
        # succeeded by ..." -> es "y fue sucedida".
        if t.low in ("and", "but") and not t.ends_clause and i not in covered:
            subj = _coordinated_subject(toks, hits, subjects, i)
            j = _predicate_after(toks, i, covered) if subj is not None else None
            if j is not None and _ditransitive_passive(toks, j):
                j = None
            if subj is not None and subj.gender is not None and j is not None:
                w = toks[j]
                out.append(
                    Hit(
                        j,
                        j + 1,
                        C6,
                        subj.gender,
                        w.low,
                        f"coordinated predicate '{w.core}' must agree with '{toks[subj.start].core}' "
                        f"({subj.gender})",
                        kind="predicate",
                    )
                )
                covered.add(j)
                i = j + 1
                continue
        # (a) I/you/we/they + (aux) + be/get + predicate
        if t.low in PERSONAL_SUBJECTS:
            j = _predicate_after(toks, i, covered)
            if j is not None:
                w = toks[j]
                out.append(
                    predicate_hit(
                        i, j, w, f"'{t.core}' + predicate '{w.core}': the subject's gender is unstated"
                    )
                )
                covered.update(range(i, j + 1))
                i = j + 1
                continue
        # (b) agentless passive of a person-patient verb, subject not a cue
        if t.low in BE_GET and not t.ends_clause and i not in covered:
            j = _skip(toks, i + 1, ADVERBS)
            if j < n and toks[j].low in PERSON_PASSIVES and j not in covered:
                # the subject: the word before the auxiliary chain
                k = i - 1
                while (
                    k >= 0
                    and (toks[k].low in ADVERBS or toks[k].low in AUX_CHAIN)
                    and not toks[k].ends_clause
                ):
                    k -= 1
                subj_is_cue = k >= 0 and (
                    k in covered or toks[k].low in PERSONAL_SUBJECTS or toks[k].low in NON_PERSON_SUBJECTS
                )
                agent = False
                m = j + 1
                while m < n and m < j + 12:
                    if toks[m].low == "by" and not toks[m].opens_clause:
                        agent = True
                        break
                    if toks[m].ends_clause or toks[m - 1].ends_clause or toks[m].low in CLAUSE_BREAKERS:
                        break
                    m += 1
                if toks[j].ends_clause:
                    agent = False
                if not subj_is_cue and not agent:
                    out.append(
                        Hit(
                            i,
                            j + 1,
                            C10,
                            None,
                            toks[j].low,
                            f"agentless passive '{toks[j].core}': the agent's gender is unstated",
                            kind="passive",
                            align=(j,),
                        )
                    )
                    covered.update(range(i, j + 1))
                    i = j + 1
                    continue
        i += 1
    # Questions ("Are you ready?") and imperatives ("Be careful!"): cue_clauses.
    out += question_predicates(toks, covered)
    out += imperative_predicates(toks, covered)
    return sorted([*hits, *out], key=lambda h: h.start)


def source_hits(source: str, tgt_lang: str | None = None) -> tuple[list[Tok], list[Hit]]:
    """The cues of one English source (no target information)."""
    toks = [tokenize(w) for w in source.split()]
    sid = _sentence_ids(toks)
    hits = _scan(toks)
    hits = _names_against_pronouns(hits, sid)
    hits = _merge_compounds(toks, hits)
    hits = _resolve_they(toks, hits, sid)
    hits = _agreement(toks, hits, sid)
    if tgt_lang is not None and _agrees(tgt_lang):
        hits = _c10(toks, hits)
    # Gendered given names have done their work (subjects above); they are no cues.
    return toks, [h for h in hits if h.kind != "gendered-name"]


def _names_against_pronouns(hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """Gendered given names the sentence's own pronouns contradict, dropped.

    A name's gender comes from census lists: a prior, and many capitalised words that are
    given names are surnames when they stand alone ("Monroe", "Hamilton", "Boyd" in
    Wikipedia prose). The gendered pronouns of the sentence are the evidence: when all of them
    (he, him, his, himself / she, her, hers, herself) have the other gender, the name neither
    fixes a gender nor makes its predicates agree ("Monroe is best known for her roles": no
    masculine 'known'); the pronouns carry the constraint.
    """
    by_sentence: dict[int, set[Realisation]] = {}
    for h in hits:
        if h.category == C1 and h.lemma in _GENDERED_PRONOUNS and h.gender in ("F", "M"):
            by_sentence.setdefault(sid[h.start], set()).add(h.gender)
    out = []
    for h in hits:
        if h.kind == "gendered-name":
            seen = by_sentence.get(sid[h.start], set())
            if seen and h.gender not in seen:
                continue
        out.append(h)
    return out


_GENDERED_PRONOUNS = _words("he him his himself she her hers herself")


def _strip(text: str) -> str:
    return text.strip(_OPEN + _CLOSE + "'")


def _cue_from_hit(toks: Sequence[Tok], h: Hit) -> Cue:
    words = [t.raw for t in toks[h.start : h.end]]
    span = " ".join(words)
    return Cue(
        source_span=_strip(span) or span,
        category=h.category,
        source_tokens=(h.start, h.end),
        source_gender=h.gender if h.category.kind == "explicit" else None,
        note=h.note,
    )


def detected_type(cues: Iterable[Cue]) -> CueType:
    """``ambiguous``/``explicit`` when all cues are of that kind, ``both``, or ``none``."""
    kinds = {c.kind for c in cues}
    if len(kinds) == 2:
        return "both"
    if not kinds:
        return "none"
    return "explicit" if "explicit" in kinds else "ambiguous"


def source_cues(source: str, tgt_lang: str | None = None) -> list[Cue]:
    """Source-side cues of one English sentence (``tgt_lang`` enables C10); no target spans."""
    toks, hits = source_hits(source, tgt_lang)
    return [_cue_from_hit(toks, h) for h in hits]


def cue_mix(sources: Iterable[str], tgt_lang: str | None = None) -> tuple[Counter[str], Counter[str]]:
    """How many sources have each detected type (Tables 9-10) and how many cues of each category."""
    types: Counter[str] = Counter()
    cats: Counter[str] = Counter()
    for s in sources:
        cues = source_cues(s, tgt_lang)
        types[detected_type(cues)] += 1
        cats.update(c.category.value for c in cues)
    return types, cats


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
        aligner: str | Aligner = "lexical",
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
        """One :class:`CueDetection` per item, in input order (empty when there is no cue)."""
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
            cues = tuple(self._target(it, toks, h, tgt_tokens, norm, links.get(k)) for h in hits)
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
        if seed is not None and h.plural:
            seed = seed.for_plural()
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
        disagree (a subjectless clause about a thing), nothing is placed.
        """
        if any(c.kind == "explicit" and c.target_gender is not None for c in cues):
            return cues
        genders = {c.source_gender for c in cues if c.kind == "explicit" and c.source_gender in ("F", "M")}
        if len(genders) != 1:
            return cues
        if any(
            h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite")
            for h in hits
            if not h.plural
        ):
            return cues
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
        names = _source_names(source)
        found: list[tuple[int, Realisation]] = []
        datives = DATIVE_CLITICS.get(lang, {})
        dative_at: set[int] = set()
        for k, w in enumerate(norm):
            if w not in rules.copulas and w not in _INFINITIVE_COPULAS:
                continue
            if (
                k > 0
                and norm[k - 1] in datives
                and w not in rules.perfect
                and _subjectless(norm, tgt_tokens, k - 1, rules, names, dropped=lang in _SUBJECT_PREDICATE)
            ):
                # en-cues-15: "le fu diagnosticato": the person is the clause's dative
                found.append((k - 1, datives[norm[k - 1]]))
                dative_at.add(k - 1)
                continue
            if w not in _INFINITIVE_COPULAS and not _subjectless(
                norm, tgt_tokens, k, rules, names, dropped=lang in _SUBJECT_PREDICATE
            ):
                continue
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
        found.extend(fronted + pronouns + reflexives + pronominal)
        how_at = (
            {j: "fronted predicative" for j, _ in fronted}
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
        if forms is not None:
            cands = [j for j, w in enumerate(norm) if forms.match(w, lang) is not None]
            if cands:
                chosen = [min(cands, key=lambda j: (abs(j - ref), j))]
                how = "seed"
        last_tok = toks[h.end - 1]
        modifier = (
            last_tok.clitic in ("'s", "'")
            or last_tok.raw.endswith(("'", "’"))
            or (h.start > 0 and toks[h.start - 1].low == "of")
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
        if not chosen and linked and len(tgt_tokens) * 3 >= len(toks):
            # (not for unsegmented scripts: one "token" for a whole Japanese sentence)
            anchor = min(linked, key=lambda j: (abs(j - projected), j))
            chosen = [j for j in linked if abs(j - anchor) <= 2]
            how = "aligner"
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
            )
        ):
            found = _object_clitic(norm, tgt_tokens, ref, lang)
            if found is not None:
                j, g = found
                why = f"object clitic: '{tgt_tokens[j]}' shows its gender"
                return self._placed_on_word(base, tgt_tokens, j, g, "clitic", why)
        if not chosen:
            return base
        self.stats.placed += 1
        self.stats.placed_by[how] = self.stats.placed_by.get(how, 0) + 1
        start, end = min(chosen), max(chosen) + 1
        head = list(range(start, end))
        if self.include_determiner and h.category in NOUN_CATEGORIES and h.kind != "predicate" and start > 0:
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
        gender = self._gender(it, h, forms, norm, head, tgt_tokens) if self.read_gender else None
        if (
            h.category in (C2, C3)
            and how != "seed"
            and any(norm[j] == toks[k].low for j in head for k in range(h.start, h.end))
        ):
            gender = None  # the English word kept ("Megaton Woman"): a name, no target gender
        if gender is None and self.read_gender and _possessive(toks, h) and lang in _STRESSED:
            gender = _STRESSED[lang].get(norm[head[0]])
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


def _possessive(toks: Sequence[Tok], h: Hit) -> bool:
    """Whether the C1 cue ``h`` is a possessive (his, hers, its, possessive her)."""
    if h.category != C1:
        return False
    return h.lemma in ("his", "hers") or (h.lemma == "her" and _her_is_possessive(toks, h.start))
