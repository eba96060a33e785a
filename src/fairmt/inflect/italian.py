"""Italian gender inflection (rules and a hand-written lexicon).

What flips
    * Articles and determiners, with the form the next word asks for: ``il``/``lo``/``l'``
      <-> ``la``/``l'``, ``i``/``gli`` <-> ``le``, ``un``/``uno`` <-> ``una``/``un'``; the
      preposition contractions (``del``/``dello``/``dell'``/``dei``/``degli`` <-> ``della``/
      ``dell'``/``delle``, and ``al``, ``dal``, ``nel``, ``sul``), ``questo``, ``quello``
      (``quel``/``quell'``/``quei``/``quegli``), ``bello``, ``buono``, ``nessuno``,
      ``alcuno``, ``ciascuno``, the possessives (``mio``/``mia``/``miei``/``mie`` ...),
      ``altro``, ``tutto``, ``molto``, ``poco``, ``tanto``, ``troppo``, ``certo``, ``stesso``.
    * Nouns: the lexicon of pairs (``uomo``/``donna``, ``padre``/``madre``, ``re``/``regina``,
      ``dio``/``dea``, ``eroe``/``eroina``, ``dottore``/``dottoressa``,
      ``professore``/``professoressa``, ``studente``/``studentessa``, ``duca``/``duchessa``,
      ``poeta``/``poetessa`` ...), then endings: -o/-a, -tore/-trice, -ore/-ora,
      -iere/-iera, -one/-ona; F -essa -> M -e; plurals -i/-e with their spelling changes
      (``amici``/``amiche``, ``tedeschi``/``tedesche``, ``psicologi``/``psicologhe``),
      -tori/-trici, -isti/-iste. Epicene words (-e, -ista, -ante/-ente, ``collega``,
      ``atleta``, ``membro``) change only their determiner.
    * Adjectives and participles in the span, and agreeing adjectives right after the noun
      (-o/-a/-i/-e; adjectives in -e are invariant in the singular).
    * Pronouns: ``lui``/``lei``, ``egli``/``ella``, ``esso``/``essa``, ``essi``/``esse``,
      ``colui``/``colei``, ``costui``/``costei``, ``uno``/``una``, ``ognuno``, ``qualcuno``,
      ``nessuno``; object clitics ``lo``/``la``, ``gli`` (dative) <-> ``le`` (only inside the
      span, when no noun follows); enclitics (``vederla`` <-> ``vederlo``).
    * The subject's predicate
      (:meth:`~fairmt.inflect.italian_agreement.ItalianAgreement._predicate`): participles and
      adjectives after *essere*, a copular verb, a modal + *essere* ("deve essere preparata")
      or "si offrì volontaria", chained participles ("è stata ferita", also those the
      dictionary lists only as nouns), a relative "che" (not the "che" after the addressee
      of a verb of saying: "ha detto a qualcuno che sarebbe stato ..." is what was said),
      and a predicate coordinated with "e" (not after "ma"/"così", and not one that already
      disagrees with the subject). Nouns of one grammatical gender (``persona``,
      ``vittima``, ``guardia``) keep their agreement; an attributive adjective before its own
      noun ("promossa ultimo anno") is no predicative.

Since it-inflect-12 (issue 12, closed sets)
    A second predicative after "ma"/"però" with no verb or noun between ("molto ricca ma molto
    solitaria"), the relative "chi" that Apertium's spa-ita gives for "quién" after a subject
    ("Il mio amico, chi era malato"), and the article of a nominalised comparative
    predicative ("è considerata la migliore") agree with the subject.

Since it-inflect-13 (issue 12, groups named by pronouns and quantifiers)
    A quantifier pronoun subject ("Alcune di loro erano stanche", "Nessuna di loro è stata")
    and "quelli/quelle che" take their predicate along; a changed predicative takes the
    quantifier of its group ("Una di loro fu arrestata"); the participle of *rimanere*,
    *restare*, *diventare*, *divenire* before a participle agrees as *stato* does ("sono
    rimaste ferite"), and so does a floating "tutti"/"entrambi" between ("sono state tutte
    arrestate").

Since it-inflect-14 (issue 12, dropped plural subjects)
    A third-person plural clause with no subject in the text ("They arrived yesterday." ->
    "Sono arrivati ieri.") shows the group's gender only on its *essere* participle,
    predicative and floating quantifier; where the English has a group pronoun and no gendered
    word, those vary (:func:`fairmt.inflect.italian_persons.group_subject_spans`, called from
    :func:`fairmt.fairqe.they_groups.they_group_spans`). The article before the invariable
    possessive "loro" belongs to the noun's phrase and agrees ("i loro amici" -> "le loro
    amiche"; :attr:`RomanceInflector.INVARIANT_POSSESSIVES`). A subject that coordinates the
    speaker or the addressee ("Il mio amico e io siamo andati") takes the group's gender on the
    plural predicatives when the English names no gendered member
    (:func:`fairmt.inflect.italian_persons.coordinated_speaker_spans`). In a question whose
    subject follows its verb, the predicative agrees with it ("È stanco il dottore?", "È il
    vostro capo soddisfatto?": :meth:`ItalianAgreement._inverted_question`). A cue span that
    the aligner gave as a participle and a lone preposition after it ("scelto dai" for
    "elected") is the participle (:meth:`cue_span`). "coloro"/"costoro" keep their one form
    and take their predicatives along; the locutions "nel giusto", "nel vero", "nel torto",
    "al sicuro" do not agree.

Since it-inflect-15 (issue 12, helper it19)
    After a subject that opens the sentence, a relative clause made of one finite verb (with
    clitics, an *avere* participle, adverbs or unknown words) no longer hides the main
    predicate: "L'amico che chiamai è stato preoccupato" -> "L'amica che chiamai è stata
    preoccupata" (:func:`fairmt.inflect.italian_clauses.after_relative_predicate`), nor does a
    bare noun predicative inside a copular relative ("che erano presenti"). A participle right
    after a form of *essere* stays in a cue's span as its predicative ("Sei sposato?" for "Are
    you married?": :meth:`cue_span`). The speaker's and addressee's predicative after the
    copulative verbs *sembrare*, *diventare*, *rimanere*, *restare* agrees as after *essere*
    ("Rimanete seduti" -> "Rimanete sedute"; Serianni II.34-35). After a dropped plural
    subject's participle, an article and an ordinal with no noun ("Sono stati i primi ad
    arrivare") is a nominalised predicative and agrees, not a postverbal subject.

Since it-inflect-16 (issue 12, session 13)
    A possessive right after a realised noun agrees with it, its number kept ("un amico mio" ->
    "un'amica mia", "Una cugina tua"; Serianni VII.94-102): the English "of mine/yours".

Since it-inflect-17 (issue 12, session 14)
    "spesso" between a verb and its predicate is the adverb ("è spesso stanco"; Treccani,
    "spesso" avv.), and an invariable determiner before the noun ("Ogni lavoratore fu pagato")
    belongs to the cue's span, so the subject's predicate agrees. A plural possessive pronoun
    after "di"/"dei" right after a realised noun agrees with it ("Alcuni colleghi dei nostri"
    -> "Alcune colleghe delle nostre"; Serianni VII.94-102).

Since it-inflect-18 (issue 13, session 14)
    An adjective coordinated by *e* with the realised noun's agreeing adjective agrees too
    ("un avvocato giovane e ambizioso" -> "un'avvocata giovane e ambiziosa"; Serianni V.27), and
    ``buono``/``bello`` after a degree adverb after a noun are adjectives ("un amico molto
    buono" -> "un'amica molto buona"), not the prenominal determiner-like forms.
    The validity gate takes the words of the lexical pairs for persons ("padre" -> "madre",
    "uomini" -> "donne" were rejected as "a thing's gender changed", so the corrected variant of
    a translation that contradicts "mother" or "woman" was never made).

Since it-inflect-19 (issue 12, session 16)
    A cue span that holds the subject's verb and predicative ("I volontari erano stanchi" for
    "volunteers") has its predicate found from the verb on, so that a predicative coordinated
    after the span agrees too ("stanche ma soddisfatte"). A relative clause on the subject may
    hold one object noun phrase before the main predicate ("Gli ingegneri che hanno disegnato
    il ponte erano fieri": :func:`fairmt.inflect.italian_clauses._object_phrase`; Serianni,
    XIV.246-251). A predicative span that the aligner spilled over a prepositional phrase ends
    before the preposition ("Siamo nati nella stessa città": "stessa" is the city's;
    :meth:`ItalianInflector._predicative_before_preposition`). The article before one
    qualifying adjective outside the closed prenominal list, or an untranslated word, belongs
    to the noun's phrase ("un talented fotografo" -> "una talented fotografa"; Serianni V.34-37).
    Words of a cue's span that agree with a thing are no person's and neither change nor tell
    a gender: participles before their postverbal subject ("potesse essere rilasciato un
    badge"; Serianni XI, the participle with *essere* agrees with the subject) and a lone
    adjective after its own noun ("la settimana scorsa"; Serianni V.27). A cue span on the
    prepositional complement of a person noun moves to that noun ("l'addetto alla reception",
    "il vigile del fuoco": :meth:`ItalianInflector._complement_of_person`); any preposition,
    not only "di", ends a person's span, and a complement with "a", "in", "da", "su" between
    the subject and its verb is skipped as one with "di" is. "poi" and "infine" are adverbs
    between a conjunction and its verb ("e poi si è scusata"). The speaker's or addressee's
    form of *essere* may follow adverbs that open the clause ("Sempre sono stata sincera";
    Serianni XII.52-56). A predicative the Italian dictionary does not know that Apertium's
    Spanish dictionary reads as an adjective or participle (a word the pivot MT left in
    Spanish: "erano enojados") agrees by the Spanish forms ("enojadas"; RAE, NGLE 13.2).
    Adjectives set off by commas right after a realised noun agree with it, and so does the
    main predicate after them ("Le infermiere, stanche e affamate, sono andate"; Serianni
    V.27, V.38); an adjective after the span that stands before a noun it agrees with keeps
    its form ("fu assunto ultima settimana"). A phrase opening with a preposition is no
    subject ("Ai dipendenti è stato detto": Serianni II.8); a relative with a preposition and
    "cui" ends before the main predicate as one with "che" does ("L'avvocata con cui ho
    parlato è stata disponibile"; Serianni VII.239-243); a floating "tutti"/"entrambi"
    between the verb and the predicative agrees with both ("erano tutte stanche"). For an
    English "them", a plural object clitic before a compound tense of *avere* and its agreeing
    participle are the group's ("Li ho visti" -> "Le ho viste"; Serianni XI.365), unless the
    nearest plural noun of the clitic's gender before it is a thing
    (:func:`fairmt.inflect.italian_persons.group_object_spans`). The predicative after the
    raising verbs *sembrare*/*parere* + "essere" ("sembrava essere stanca") and after
    *sentirsi* ("si sentivano stanche"; Serianni II.34-35, XI.34) agrees; "appena" is an
    adverb before a participle ("era appena atterrata"); a coordinated adjective the
    dictionary lacks agrees too ("felice e rilassata"). "State" that opens a clause is the
    imperative of *stare*, not the participle ("State attenti!" keeps it). The subject's
    phrase for its predicate starts at its determiner ("I loro figli sono alti" with the cue
    on "figli"), a cardinal numeral that opens the clause belongs to it ("Tre studentesse
    sono state espulse"), and "parecchio" is a determiner (Serianni VI.3, VII.207). A past
    participle right after a realised noun agrees as its attributive ("La candidata eletta",
    "La paziente ferita"; Serianni XI.410-412), and so does one set off by commas before its
    complement ("La medica, arrivata in ritardo, si è scusata"). In a declarative clause, a
    participle between *essere* and a postverbal subject agrees with it ("Sono arrivate le
    mediche"), not after a verb with a predicative complement ("fu considerata la migliore";
    Serianni II.40-42, XI.365).

Since it-inflect-21 (issue 12, helper it23)
    A participle coordinated with a compound tense of *essere* whose auxiliary is left out
    agrees with the subject ("è nata a Napoli e morta a Parigi"; Serianni XI.365), and a
    coordinated predicative agrees over any adverb the dictionary reads only as such ("stanca
    e sempre nervosa"; Serianni V.27): :mod:`fairmt.inflect.italian_agreement`. The "*"/"#"
    marks of Apertium's unknown words do not end the clause. The three it22 rules withdrawn
    in session 16 (a lone adjective after a thing noun, participles before a postverbal
    subject, the article before a qualifying adjective) are back with guards: an adjective
    that names a sex ("maschile", "femminili", "voce maschio") is never a thing's word;
    the thing noun must open with a determiner ("la settimana scorsa", not "da lungo tempo
    riconosciuto"); "una volta" + participle is a temporal clause; no postverbal subject
    after a verb with a predicative complement ("fu considerato il fiore"); a word the
    dictionary lacks stands between article and noun only when it ends in a consonant
    ("un talented fotografo", not "un collegio maschile"), and never before "uomo"/"donna".

Since it-inflect-22 (issue 12, helper it24)
    An invariable noun of the lexical pairs ("re", "papà") whose phrase shows no number takes
    the plural from the word before it: a plural adjective or determiner ("i precedenti re" ->
    "le precedenti regine"), a plural copula ("divennero re"), or a plural noun it is
    coordinated with ("ragazzi e papà" -> "ragazze e mamme"; Serianni, chapter III on the
    noun, "nomi invariabili"; II.34-35; V.27). An optional accent inside a word is read away
    ("prìncipi"; Serianni, chapter I, "accento grafico").
    "signore" keeps its -e in the feminine plural before a name ("alle signore Tz'utujil").
    A common-gender noun in -e/-i ("superstiti") is no participle. A verb with an enclitic is
    no noun for the participle after it ("di averle dato": only a direct-object clitic makes
    the participle agree, Serianni XI.365). A past participle with an enclitic that the
    dictionary lacks changes its pronoun ("la zona assegnatagli" -> "assegnatale"; Serianni
    chapter VII, enclisis). A span "lo"/"la" + *avere* (+ participle) is realised through the
    clitic and elided before the auxiliary's vowel ("lo avrebbe lasciato" -> "l'avrebbe
    lasciata"). Lexicon and forms: -co plurals in -ci from the dictionary ("monache" ->
    "monaci"), the prefix "con-" keeps a pair ("confratelli" -> "consorelle"), "suora" ->
    "monaco", "patriarca" <-> "matriarca", "prete" -> "sacerdotessa", -iora -> -iore
    ("priora"), and "santo" before its noun shortens as "bello" does ("sant'uomo" <-> "santa
    donna"). A noun after *avere* is its object and varies ("avere studenti"). An adjective or
    participle the dictionary reads only in the other number than the head (by its form, its
    -nte/-ista ending, or a pronoun's) does not agree with it ("all'assistente nuove tecniche",
    "l'imperatrice decise", "lei ascese"). The article before "cui" agrees with the noun after
    it ("il cui zio"); a noun whose stem names the sex keeps its grammatical gender ("la
    maternità" -> "la paternità"). English nouns the translation keeps flip by the English
    pairs in lower case too, when the Italian dictionary lacks them ("boy scout"), and with
    the possessive "'s" ("Men's" -> "Women's").

Since it-inflect-26 (issue 12, helper closedit27: closed sets, "both wrong" pairs)
    Role nouns of a list joined to a realised person noun by a list comma or *e*/*ed*/*o*,
    bare or with an indefinite article, name the same person (Serianni XIV.13-17, II.28-31):
    "come scrittrice, professoressa, oratrice e dirigente" changes every member, where the
    English word behind one was missed (:meth:`ItalianInflector.coordinated_person_spans`);
    plural members, complements after a preposition and words the dictionary reads only as
    adjectives or verbs are no members. The participle of *essere*/*diventare* before a bare
    predicate noun agrees over focusing and time adverbs between them ("è stata anche
    segretaria", "è stata successivamente direttrice"; Serianni XII) and before the first of
    two coordinated predicate nouns ("è stata docente e direttrice"). After a realised noun,
    an adjective agrees when the dictionary reads it only as a gendered adjective whatever its
    verb-like ending ("brava"), when its noun reading is the adjective used as a noun (ethnic
    adjectives, "cilena"; Serianni V.5), or when the dictionary lacks a word in -ano/-ino/-eno
    (-a) ("filippina"; Serianni XV.91-93):
    :meth:`~fairmt.inflect.italian_forms.ItalianWordForms.adjective_like`. The article before
    "più"/"meno" and a prenominal adjective belongs to the noun ("la più giovane soldatessa";
    Serianni V.62-65, the relative superlative). A name that opens a clause
    (:meth:`ItalianInflector.subject_name_spans`) shows its gender on its participles and
    predicatives (Serianni XI.360ff.); when the English genders nobody and a role noun is
    predicated in the sentence (:meth:`ItalianInflector.predicate_noun`), the realiser
    changes the first name's predicatives with it
    (:meth:`ItalianInflector.name_predicate_changes`, called from
    :meth:`fairmt.fairqe.realise.SentenceRealiser._named_subjects`), and so do the
    participles and adjectives of a clause that opens the sentence and ends with the comma
    before the name ("Più conosciuta come scrittrice, Bendis ..."; Serianni XI.410-415). A
    name the dictionary lacks right after a subject's title noun is its apposition, and the
    predicate after it agrees ("La professoressa Miklaszewski era molto attiva"). A partitive
    phrase opens with the plural contraction of "di" also before a quantifier ("una delle poche
    musiciste": :meth:`ItalianInflector.phrase_span`; Serianni VII.184-190), and a cue span
    "uno dei" is the pronoun alone, so that it no longer hides the noun's span ("uno dei
    redattori" -> "una delle redattrici"). The article before a qualifying adjective before
    the noun agrees also when the adjective is a participle or infinitive besides, never a
    noun ("un'appassionata scalatrice", "una popolare studentessa"), or a word the dictionary
    lacks in -bile/-evole ("un'infaticabile investigatrice"; Serianni V.34-37, XV.95-99).
    For the named-subject rule a predicate noun may open with any article and English words
    the MT kept ("è stata anche la sound editor"), and *fare* + article + profession names
    the subject's role ("per fare l'apprendista"; Treccani, "fare"), and so does the
    participle of an appellative or elective verb ("Considerata un'autrice", "fu nominata
    direttrice"; Serianni II.36-38). A list member may follow the first member's adjectives
    ("un'autrice influente e un'intellettuale"), and after an indefinite article an adjective
    used as a noun is one (Serianni V.5).

Since it-inflect-30 (issue 12, helper closedit29: closed sets on the new dev pairs)
    A copular relative clause on the subject may open with unstressed clitics ("che si è presa
    cura di me"), hold prepositional complements ("che era in ritardo", "di me") and adverbs
    the dictionary reads only so ("che è arrivata tardi") before the main predicate, which
    agrees with the subject (:func:`fairmt.inflect.italian_clauses.after_relative_predicate`;
    Serianni XIV.246-251). A span "Quelle che" for "Those who", or the lone "che" after such a
    pronoun, is the pronoun (:meth:`ItalianInflector._relative_head`). An implicit infinitive
    clause "di/a/per essere" after the subject's verb group, with no object between, has the
    subject's predicative ("stanno aspettando di essere visitate";
    :mod:`fairmt.inflect.italian_control`, Serianni XIV.4-8). :meth:`gender_of` reads no
    article or contracted preposition at a span's end after a content word ("deluse | dai").
    An adverb in -mente may stand between *essere* and the predicative ("è stata gravemente
    ferita"; :mod:`fairmt.inflect.italian_adverbs`), and a finite *venire* before a participle
    is the passive auxiliary ("venne accusata"; :mod:`fairmt.inflect.italian_passive`).

What stays (it-inflect-11)
    ``fino`` before ``a`` (the preposition "until", :meth:`ItalianWordForms.starts_locution`);
    a word after the noun that the dictionary knows only as a pronoun or a noun of one gender
    ("cosa"); nouns whose Spanish translation is one spelling in both genders (homonyms:
    ``parte``, ``cura``, ``ordine``) are no person evidence. ``capo`` and ``chef`` are common
    gender ("la capo", "la chef"); *da solo* agrees with its person; feminine ``-sora`` goes
    back to ``-sore``; an unlisted feminine in -a is a person when its -o masculine is one.

Neutral (N)
    Not produced: Italian has no established neutral morphology (the schwa and the
    asterisk are proposals), so ``realise(..., "N")`` returns ``None``.

Layout
------
The inflector is one class built in layers, one module each, every layer a subclass of the
one below, so that a method calls only methods of its own layer or lower ones:
:class:`~fairmt.inflect.italian_forms.ItalianWordForms` (the tables as class attributes,
parsing, word classes and the forms one word takes) <-
:class:`~fairmt.inflect.italian_agreement.ItalianAgreement` (the subject's predicate) <-
:class:`ItalianInflector` here (which spans are persons, ``gender_of``, ``cue_span``,
``realise``, ``validate``, number). A chain rather than mixins because ``mypy --strict``
then checks every call on ``self``; the layers are not meant to be used alone. The closed
word classes are in :mod:`fairmt.inflect.italian_words`, the lexicon and the ending rules
in :mod:`fairmt.inflect.italian_lexicon`, person-noun checks by the dictionaries in
:mod:`fairmt.inflect.italian_persons` and clause boundaries in
:mod:`fairmt.inflect.italian_clauses`. The public names this module defined before the
split are re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect import group_readers
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.clause_final_predicatives import IT_WORDS, clause_final_predicatives
from fairmt.inflect.french import _after_avere, _bare
from fairmt.inflect.italian_adverbs import after_adverbs, keep_degree_adverbs
from fairmt.inflect.italian_agent_nouns import unknown_agent_spans
from fairmt.inflect.italian_agreement import _FLOATING, _GROUP_PRONOUNS, _PREDICATIVE_VERBS, GROUP_NUMERALS
from fairmt.inflect.italian_avere_participles import keep_avere_participles
from fairmt.inflect.italian_clauses import clitic_participle
from fairmt.inflect.italian_common_persons import spanish_common_person
from fairmt.inflect.italian_control import controlling_enclitic
from fairmt.inflect.italian_copula_adverbs import (
    adjectival_noun,
    adverb_to_predicative,
    copula_past_adverbs,
    right_after_copula,
)
from fairmt.inflect.italian_copular_homographs import copular_verb_homograph
from fairmt.inflect.italian_dative import dative_control, dative_span, opens_dative
from fairmt.inflect.italian_essere_predicates import after_essere, epicene_noun, essere_predicate_run
from fairmt.inflect.italian_floating import floating_chain
from fairmt.inflect.italian_forms import cardinal, enclitic_form
from fairmt.inflect.italian_group_words import (
    essere_participle_before,
    numeral_group_article,
    predeterminer_before_pronoun,
)
from fairmt.inflect.italian_lexicon import (
    ADJ_F,
    ARI_NOUNS,
    EPICENE,
    EPICENE_PL,
    IERO,
    INVARIANT_ORE,
    INVARIANT_PL,
    INVARIANT_PL_ENDINGS,
    LEXICON,
    LEXICON_F,
    NTO_PL,
    PLURAL_PAIRS,
    PLURAL_PAIRS_EXTRA_F,
    PLURAL_PAIRS_F,
    RIO_PL,
    _agentive,
    _epicene_sg,
)
from fairmt.inflect.italian_lexicon import INVARIANT_LOCUTIONS as _INVARIANT_LOCUTIONS
from fairmt.inflect.italian_member_appositions import member_apposition
from fairmt.inflect.italian_noun_appositions import apposed_noun
from fairmt.inflect.italian_ordinals import coordinated_ordinal, per_ordinal
from fairmt.inflect.italian_participial_relatives import participial_relative
from fairmt.inflect.italian_persons import (
    ADVERBS,
    dropped_subject_spans,
    implicit_spans,
    prenominal_adjective,
    spanish_person,
    spanish_thing,
)
from fairmt.inflect.italian_possessor_spans import possessor_complement
from fairmt.inflect.italian_predicate_gaps import head_takes_insert
from fairmt.inflect.italian_quantity import QUANTITY_NOUNS, counted_gender, quantity_before, verb_number_after
from fairmt.inflect.italian_relative_superlative import superlative_article, superlative_gender
from fairmt.inflect.italian_roles import (
    _BARE_PREDICATE_HEADS,
    _COORDINATORS,
    ItalianRoles,
    _predicate_adverb,
)
from fairmt.inflect.italian_secondary_predicate import secondary_predicate
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans
from fairmt.inflect.italian_specificational import specificational_subject
from fairmt.inflect.italian_spilled_verbs import leading_finite_verbs
from fairmt.inflect.italian_thing_homographs import predicative_homograph, thing_homograph
from fairmt.inflect.italian_title_abbreviations import title_stops
from fairmt.inflect.italian_words import (
    _AVERE,
    _CONJUNCTION_PARTICIPLES,
    _COPULAS,
    _ESSERE_PARTICIPLES,
    _GENDERED_CLITICS,
    _OBJECT_CLITICS,
    _VERB_POS,
    ACCENT_APOSTROPHE,
    AGENT_SUFFIXES,
    AUX,
    CONTRACTIONS,
    DET_ROWS,
    DETS,
    ELIDED,
    ESSERE,
    FUNCTION,
    GRAMMATICAL_GENDER_PERSONS,
    INVARIANT_PERSONS,
    MASCULINE_FOR_WOMEN,
    OPTIONAL_ELISION,
    PARTITIVES,
    PARTITIVES_BACK,
    PHONO,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    STANDALONE,
    VERB_ENDINGS,
    _partitive,
    essere_participle,
)
from fairmt.inflect.nominalised_subjects import nominalised_subject_spans
from fairmt.inflect.pieces import Piece
from fairmt.inflect.relative_articles import relative_article
from fairmt.inflect.romance import Gender, elided_clitic_participles, named_subject, paradigm_form
from fairmt.inflect.romance_binomials import binomial_agreement, binomial_forms

#: Quantifier pronouns that stand as a clause's subject (the partitive quantifiers of
#: :data:`~fairmt.inflect.italian_words.PARTITIVES`, both genders, and the demonstrative
#: pronouns that head a relative, "quelli/quelle che ...";
#: closed class, Treccani "pronomi indefiniti").
_QUANTIFIER_SUBJECTS = frozenset(PARTITIVES) | frozenset(PARTITIVES.values()) | {"quelli", "quelle"}
#: Demonstrative pronouns of one form for both genders that head a relative ("coloro che",
#: "costoro che": Treccani, Vocabolario, "coloro", m. e f. pl.).
_INVARIANT_RELATIVE_HEADS = frozenset({"coloro", "costoro"})


def _group_quantifier(before: Sequence[str], after: list[str], k: int, gender: Gender) -> list[str]:
    """The quantifier of a group subject that the changed predicative at ``k`` agrees with
    ("Uno di loro fu arrestato" -> "Una di loro fu arrestata", "Alcuni di noi erano stanchi"):
    over forms of *essere*, its participles and adverbs only, back to an invariant plural
    pronoun after "di" (:data:`~fairmt.inflect.italian_agreement._GROUP_PRONOUNS`) and a
    partitive quantifier (:data:`PARTITIVES`) that opens the sentence or a clause after
    punctuation; that quantifier takes ``gender`` (Treccani, "pronomi indefiniti": they agree
    with the group they quantify)."""
    j = k - 1
    while j >= 0 and not Word.parse(before[j]).post.strip():
        low = Word.parse(before[j]).core.lower()
        if low not in ESSERE and low not in _ESSERE_PARTICIPLES and low not in ADVERBS:
            break
        j -= 1
    if j < 2 or Word.parse(before[j]).core.lower() not in _GROUP_PRONOUNS:
        return after
    de, q = Word.parse(before[j - 1]), Word.parse(before[j - 2])
    if de.core.lower() != "di" or de.post.strip() or q.post.strip():
        return after
    if j - 2 > 0 and not Word.parse(before[j - 3]).post.strip():
        return after  # not at a clause's start: the group may be an object
    table = PARTITIVES if gender == "F" else PARTITIVES_BACK
    low = q.core.lower()
    if low in table and after[j - 2] == before[j - 2]:
        after[j - 2] = q.render(table[low])
    return after


#: The possessives (Serianni, *Grammatica italiana*, VII.94-102), masculine and feminine
#: singular, masculine and feminine plural. After their noun they agree with it in gender and
#: number ("un amico mio" -> "un'amica mia"): the English "of mine/yours/ours" of a person.
#: *loro* has one form and is left out. The paradigms are the determiner table's.
_POSSESSIVES: tuple[tuple[str, str, str, str], ...] = tuple(
    DET_ROWS[g] for g in ("mio", "tuo", "suo", "nostro", "vostro")
)


#: Determiners of one form for both genders that stand before a singular noun (Serianni,
#: *Grammatica italiana*, VII.170-173: "ogni", "qualsiasi", "qualunque").
_INVARIABLE_DETERMINERS = frozenset(["ogni", "qualsiasi", "qualunque"])


def _heads(p: Piece) -> bool:
    """Whether a piece may head the span's phrase: a content word, a pronoun, or a demonstrative
    that heads a relative ("quelle che", it-inflect-41)."""
    return p.kind in ("content", "pron") or "relative_head" in p.info


def _possessive_after(base: list[str], k: int, gender: Gender) -> list[str]:
    """``base`` with the possessive at ``k``, right after a realised noun with no punctuation
    between, in ``gender`` (its number kept): "Un'amica mio" -> "Un'amica mia"."""
    if k == 0 or Word.parse(base[k - 1]).post.strip():
        return base
    w = Word.parse(base[k])
    form = paradigm_form(w.core.lower(), _POSSESSIVES, gender)
    if form is None:
        return _partitive_possessive(base, k, gender)
    out = list(base)
    out[k] = w.render(form)
    return out


#: "di" and its plural contractions before a possessive pronoun, by the gender it takes (a
#: possessive begins with a consonant, so masculine "degli" never precedes one).
_OF_THE_PLURAL = {"F": {"di": "di", "dei": "delle", "degli": "delle", "delle": "delle"}}
_OF_THE_PLURAL["M"] = {"di": "di", "dei": "dei", "degli": "dei", "delle": "dei"}


def _partitive_possessive(base: list[str], k: int, gender: Gender) -> list[str]:
    """``base`` with a possessive pronoun after "di"/"dei"/"delle" at ``k``, right after a
    realised plural noun ("Alcuni colleghi dei nostri" -> "Alcune colleghe delle nostre",
    "Due amici di nostri" -> "Due amiche di nostre"): the English "of ours/yours", which
    Apertium renders with the partitive; the pronoun agrees with the persons it stands for
    (Serianni, *Grammatica italiana*, VII.94-102, possessive pronouns; Treccani, "nostro":
    "un amico dei nostri"). Only plural possessives: a singular one after "di" is a
    possessor ("il figlio del mio" is no such phrase)."""
    if k + 1 >= len(base):
        return base
    de, poss = Word.parse(base[k]), Word.parse(base[k + 1])
    table = _OF_THE_PLURAL[gender]
    if de.core.lower() not in table or de.post.strip():
        return base
    form = paradigm_form(poss.core.lower(), _POSSESSIVES, gender)
    if form is None or poss.core.lower() not in {row[2] for row in _POSSESSIVES} | {
        row[3] for row in _POSSESSIVES
    }:
        return base
    out = list(base)
    out[k] = de.render(table[de.core.lower()])
    out[k + 1] = poss.render(form)
    return out


def _member_noun(pieces: Sequence[Piece]) -> bool:
    """Whether the span's phrase is headed by a noun of :data:`italian_words.MASCULINE_FOR_WOMEN`
    (it-inflect-52): its first content word, or the one right after an adjective that opens it
    ("Il nuovo membro", one the dictionary reads only as an adjective); not "membro" in apposition
    to another noun ("lo Stato membro", "i tecnici membri"; italian_member_appositions)."""
    words = [p for p in pieces if p.kind == "content"]
    if not words:
        return False
    if words[0].word in MASCULINE_FOR_WOMEN:
        return True
    morph = morphology("it")
    return (
        len(words) > 1
        and words[1].word in MASCULINE_FOR_WOMEN
        and words[1].tok == words[0].tok + 1
        and morph is not None
        and {r.pos for r in morph.readings(words[0].word)} == {"adj"}
    )


def _essere_in_span(pieces: Sequence[Piece], head_tok: int) -> int | None:
    """The token of a finite form of *essere* inside a cue's span after its head noun, with a
    content word (its predicative) after it in the span ("I volontari erano stanchi"), or
    ``None``."""
    for i, p in enumerate(pieces):
        if p.tok <= head_tok or p.word not in ESSERE or p.word in _ESSERE_PARTICIPLES:
            continue
        if any(q.kind in ("content", "pron") for q in pieces[i + 1 :]):
            return p.tok
        return None
    return None


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

#: The participles of *essere* and *diventare*/*divenire* that agree with the subject.
_COPULA_PARTICIPLES = frozenset(
    f"{stem}{ending}" for stem in ("stat", "diventat", "divenut") for ending in "oaie"
)

#: it-inflect-29 (branch pairs28, which had taken 28): the main "essere" after a relative clause
#: between commas agrees with the subject; unknown prefixed participles inflect like the known
#: participle (italian_prefixes.py: "rieletta"); in a detached participle's complement, the word
#: after an article or contracted preposition is no finite verb; "la prima / l'unica / l'ultima"
#: after "essere" agree with the subject when they end the phrase or take an infinitive.
#: it-inflect-30 (branch bug29): Apertium batches end with a newline, so a word's readings no longer
#: depend on whether it was the last of its batch (the analyser dropped what followed a hyphen there).
#: it-inflect-31 (session 21, closedit29, which had taken 30): a copular relative clause may hold
#: clitics before its "essere", prepositional complements and adverbs before the main predicate;
#: "Quelle che" and a lone "che" after such a pronoun are the pronoun's span; an implicit infinitive
#: "di essere" agrees with the subject (italian_control.py); gender_of ignores a trailing determiner;
#: adverbs in -mente before the predicative (italian_adverbs.py); the passive with "venire"
#: (italian_passive.py).
#: it-inflect-32 (session 22, closedit30): a dative person's span stops before the verb and controls
#: "di" + a copula after a verb of asking (italian_dative.py); strong participles the dictionary lacks
#: (italian_strong_participles.py); a relative's participle the dictionary lacks; predicates after a
#: comma; a dropped subject's "l'unica"/"la prima" after "stata"; a verbal relative's prepositional
#: complement; "molto"/"poco"/"troppo" before an adjective keep their adverb form, and a span of
#: adverbs + predicative takes the participle before it along (italian_adverbs.py); a floating
#: "tutti"/"entrambi" takes its participle chain along (italian_floating.py).
#: it-inflect-33 (session 23, closedit31): a name's predicate is read with a noun of common gender
#: in the name's place (italian_roles._STAND_IN): names in -i ("Brunetti") read as plural nouns; an
#: unknown word in -o/-a before a noun of that gender is its adjective (italian_unknown_adjectives:
#: "una prolifica disegnatrice"); an unknown agent noun in -tore/-trice is a person after its article
#: (italian_agent_nouns: "una divulgatrice scientifica", "la prima sceneggiatrice"); a singular
#: speaker's essere form with no 3rd-person singular reading needs no clause-opening position
#: (italian_speaker_clauses: "e alla fine sono tornata", "Quand'ero seduta"); "solo" is a
#: specificational subject too ("La sola a saperlo era la cuoca"; italian_ordinals).
#: it-inflect-34 (session 24, branch pairs32): "subito" is the adverb, no participle agreeing with the
#: person before it ("informata subito"; italian_words.FUNCTION).
#: it-inflect-35 (session 25, closedit33): words the dictionaries take for persons that name things
#: ("il server", "una fiera", "in una cittadina", "dei conti": italian_thing_homographs.py); a bare
#: agent noun in -tore/-sore of unknown number is the masculine singular ("diventare revisore"); an
#: adjective after the noun the ending tests missed agrees ("un oratore superbo", "segretaria esecutiva");
#: predicatives listed with commas agree ("era alta, bionda": italian_listed_predicates.py); the subject
#: goes on over "capo"; "nonostante", "benché", "quando" open a clause (italian_clauses); a coordinated
#: predicate after ", e", over a -mente adverb, or after a reflexive pseudo-copula ("si dimostrò") agrees;
#: "come analista" and "ad un certo punto" do not end the predicate (italian_predicate_gaps.py); a bare
#: singular person noun after "da" is the subject's role ("da impiegata"); "breve" is no person; emphatic
#: "stesso" after the noun agrees ("l'artista stessa": italian_forms.POSTNOMINAL_DETS); a participle
#: inserted between commas after the subject and the predicate after it agree (appositive_insert); an
#: opening participle with a bare object ("Una volta fatto ritorno,") is no predicative of the name;
#: "è stata" before an indefinite predicate noun agrees with it ("è stata un'ufficiale"); "un abile
#: ballerino": a pure adjective before an adjectival noun modifies it, "un/uno/una" are no clitics; the
#: relative superlative "la più prolifica scrittrice"; "venezuelana" after a noun is its adjective.
#: it-inflect-36 (session 26): a detached participle or adjective between commas after the subject's "di"
#: complement agrees with the subject, and the main predicate after it too ("La presidente del club,
#: criticata ..., è stata rieletta"), unless only the complement's noun has its form
#: (italian_predicate_gaps.complement_insert).
#: it-inflect-37 (session 26, closedit34, which had taken 36): a fronted prepositional phrase between "e" and
#: the second predicate's verb opens no clause ("e sin da giovane si dimostrò determinata", "e nel 1991 è
#: stata espulsa": italian_predicate_gaps); the search for coordinated predicates goes on after the second
#: ("ed eletta").
#: it-inflect-38 (session 27): "diversi"/"vari" (several) are partitive quantifier pronouns like "parecchi"
#: ("Diverse di loro erano stanche"), and "meno" (less) may stand between a copula and its predicate as "più"
#: does ("sono state meno fortunate").
#: it-inflect-39 (session 27): "essere al corrente"/"al verde" are invariable locutions (italian_lexicon),
#: also when the span is their preposition alone or takes in the copula; a coordinated participle after
#: adverbs ("e successivamente rilasciata") shares the first one's understood "essere"; the article of an
#: explanatory relative "il quale"/"della quale" after the person's phrase agrees (relative_articles).
#: it-inflect-40 (session 27): "un po'" keeps its article; "chiunque" is an invariable person word; the
#: speaker's predicative goes on into "di essere" ("Ero orgogliosa di essere stata scelta"); a floating
#: "entrambe" reaches an adjective the dictionary lacks ("molto talentuose"); "tutte quelle che" is one
#: phrase.
#: it-inflect-41 (session 28): nouns of quantity keep their article and agree ad sensum only with a plural
#: verb (italian_quantity: "La maggior parte di loro sono rimasti"); "guida", "spia", "recluta", "sentinella"
#: are feminine for everyone; "quelle che" heads its relative; a predicate after "ma" + plural essere; the
#: speaker's predicate ends after an adjective ("nervosa | prima del", italian_persons/speaker_clauses); a
#: participle in -ese is no epicene adjective ("sorprese"); a coordinated nominalised ordinal agrees
#: ("le prime ... e le ultime", italian_ordinals); a floating quantifier's chain stops there too; the absolute
#: superlative agrees by its ending ("felicissima" -> "felicissimo", apertium_morph).
#: it-inflect-42 (session 29): a detached predicative that ends the subject's clause agrees with the subject
#: ("Il dottore guardava i risultati, preoccupato"; clause_final_predicatives); the main predicate after a
#: possessive relative between commas agrees ("Il vincitore, il cui nome ..., era emozionato").
#: it-inflect-42 (session 29, esit37): the article of a nominalised relative superlative agrees with the
#: person ("Ero la più giovane" -> "Ero il più giovane": italian_relative_superlative); a plural in -nte/-nti
#: that the dictionary reads only as a gendered participle or adjective ("convinte", "assunte") is no
#: epicene (italian_nt_participles); "Tutti quelli che", "Tutti coloro che" are one phrase also from a span on
#: the pronoun, and a span that runs into the relative's verb ("quelle che hanno") stops at "che"; "maggior"
#: alone takes "parte" ("Il maggior parte" was made); with a dropped subject the participle of essere before a
#: changed nominalised ordinal agrees ("Sono state le prime" -> "Sono stati i primi"); "per primo/prima"
#: agrees with the subject (italian_ordinals.per_ordinal); a lone plural person noun in -e reads as feminine
#: by the dictionary ("Sono gemelle"); "sole" bare after a verb is the adjective ("Si sentivano sole":
#: italian_thing_homographs.predicative_homograph); "Nessuna delle due era pronta" changes "delle" and the
#: predicate with the quantifier (a numeral group after "delle"/"dei"; not one with a noun of its own:
#: "una dei cinque figli").
#: it-inflect-43 (session 30, esit39): a span of a participle and adjectives right after essere keeps the
#: participle ("Ci siamo sentite benvenute": italian_essere_predicates); a detached predicative agrees with
#: a dropped subject whose participle after essere is the span ("Si sono sedute, stanche") and shows the
#: gender of an epicene noun ("L'atleta ha finito la gara, esausta"); an elided preposition ("dell'")
#: opens the last adjective's complement (clause_final_predicatives); a dropped subject's predicatives are
#: coordinated by "ma" as by "e", and over "un po'" ("Ero stanca ma soddisfatta": italian_predicate_joins); a
#: plural nominalised participle subject is a person span ("Le interessate devono chiamarci":
#: nominalised_subjects); "quelle"/"quelli" before a plural participle heads a participial relative
#: ("Quelle arrivate in ritardo" -> "Quelli arrivati": italian_participial_relatives).
#: it-inflect-43 (session 30): in a subject relative's object the word right after the article is its noun
#: even where Apertium also reads it as a finite verb or only as a participle ("che ha scritto l'articolo",
#: "che ha visto la partita"), so the main predicate after the relative agrees (italian_clauses).
#: it-inflect-44 (session 31, own31): a word the dictionary reads only as a finite verb ("aiuta"), or does
#: not know before an article ("disturba il medico": romance._unknown_before_article), is no adjective after
#: the noun; an adjective after a possessive before its noun is no person (romance.person_spans).
#: it-inflect-44 (session 31, esit40): the predicative noun phrase after the participle of an elective or
#: estimative passive agrees with the subject, article and word ("era considerata la favorita", "è stata
#: eletta la più giovane": italian_elective_predicative); "sano e salvo" agrees as a whole, "salvo" being
#: absent from the dictionary (romance_binomials); a subject span coordinated with one more noun phrase
#: takes a masculine plural predicate when either conjunct is masculine ("La cuoca e la cameriera sono state
#: licenziate": italian_coordinated_subjects), and a clause-final "entrambi"/"tutti" agrees with it; the
#: elective predicative follows a dropped subject's participle span too ("Era considerata la favorita"), and
#: an adjective of one form shows the gender in its article ("la migliore della classe"); an appositive
#: relative on the subject's "di" complement whose article has the other gender is the subject's ("La
#: direttrice del museo, che è spagnola": italian_agreement._complement_relative).
#: it-inflect-45 (session 32, ex41): a head noun the dictionary lacks that English reads only as a noun is a
#: loanword, invariable ("la detective" -> "il detective", not "detectivi"); a kinship noun with "bis-"/
#: "tris-"/"pro-" that the dictionary lacks inflects as the noun after the prefix ("i pronipoti" -> "le
#: pronipoti", not "pronipote"; "bisnonni" -> "bisnonne"): italian_loanwords.
#: it-inflect-45 (session 32, esit41): an adjective with an adverb homograph right after the copula's
#: participle agrees ("è stata molto chiara": italian_adverb_homographs); "da solo" in the subject's verb
#: group agrees after any verb ("vive da sola": italian_da_solo); a numeral beside "voi"/"noi" keeps the
#: pronoun the subject ("Voi due siete state fortunate"); an imperative's accusative enclitic follows the
#: predicative of the infinitive clause it controls ("Ringraziale per essere venute": italian_control), the
#: gate accepting a verb whose enclitic alone changed; the elective predicative's article uses _initial_class.
#: it-inflect-46 (session 33, dbl42): nouns with two feminines in use ("presidentessa"/"la presidente",
#: "sindaca"/"la sindaco", "avvocata"/"avvocatessa": feminine_doublets, read by the rules agents through
#: feminine_alternative; also after "vice"/"ex"/"co"); the plural "avvocatesse" goes back to "avvocati"
#: (was "avvocatessi").
#: it-inflect-46 (session 33, gateit42; GATE it dev): adverbs the dictionary reads only as adverbs and "un
#: po'" between the copula and its predicative are skipped (italian_copula_adverbs); "o"/"oppure"/"né"
#: coordinate predicatives, also one with a noun reading ("stanche o malate"); negated adjectives the
#: dictionary lacks agree as their base ("insicure": italian_prefixes.prefixed_adjective); sentence adverbs
#: before the subject keep its clause open ("Purtroppo molte infermiere sono stanche"); the speaker's
#: *sentirsi* is a copula ("Mi sento grata ed eccitata": italian_persons._person_number); a cue span spread
#: over a thing and its possessor's "di" complement is the complement ("dalle risposte dell'imputata"); a
#: relative superlative predicative agrees ("era la più alta"); a relative clause's unknown verb in
#: -avano/-arono... ends it; "esserne"/"esserci" after a modal is a copula; -io words' plural in one -i
#: ("sveglie" -> "svegli"); the passive "venire" over adverbs ("vengono generalmente giustiziate"); plurals
#: the dictionary has as mf adjectives/nouns keep -i ("le colpevoli"), unknown -esi ones too ("newyorkesi");
#: adverbs never change, and a cue span on adverbs alone moves to the predicative ("piuttosto | seria");
#: elided "quell'"/"quest'"/"bell'"/"sant'" show no gender ("quell'attrice" is F; the gate accepts them);
#: a noun in apposition after a person noun ends the cue span ("le bambine | soldato"); "quello" before a
#: cardinal is the determiner ("quei due", not "quelli due"); a determiner before "altro" is the phrase's
#: ("molte altre infermiere" -> "molti altri infermieri": ADJECTIVE_DETS); cardinals never change
#: ("tremila") nor tell a gender; a quantifier's superlative before its noun agrees ("moltissime inventrici");
#: a restrictive "il quale" after a preposition agrees with no comma too ("le pazienti alle quali"); the tag
#: question "..., vero?" keeps its form (clause_final_predicatives, italian_listed_predicates); "certo" before
#: a plural predicative is the adverb, no speaker's predicative ("Non sono certo degne"); a word the
#: dictionary lacks in -ando/-endo is a gerund, no adjective ("si stava incamminando"; not "laureando"); the
#: gate rejects a number change ("migliaia" -> "migliaio", "costruzioni" -> "costruzione"); a finite verb
#: opening a span tells no gender, nor one after a comma at its end ("calmo, | riesco"); a copula's
#: predicative that the dictionary reads only as a present of an -are verb is the adjective it lacks ("sono
#: calma" -> "calmo"); a word with a letter outside the Italian alphabet keeps its form ("Nyōgo", not
#: "Nyōga"); an invariable noun after a cardinal above one, or a collective and "di", is plural ("due papà" ->
#: "due mamme"); an unknown word in -ava, or in -iva not after t/s, is an imperfect, no adjective ("la
#: picchiava" -> "lo picchiava", not "il picchiavo"); a capitalised word after a title agrees only if the
#: dictionary knows it ("il Maestro Buddha", not "Buddho"); a dropped subject's participle takes the
#: predicative after its place complement ("Sono andate a casa contente"); an adjective that is also a
#: 3rd-person verb, before a possessive and a noun, is the verb ("critica sua"); "capo" + a thing noun is of
#: common gender ("la capostazione", not "capostaziona"). Review fixes: an unknown word in -ava/-iva is the
#: imperfect only where a verb stands (after a clitic, "non", a pronoun or a non-noun, or before an object
#: noun), else it agrees ("la scrittrice slava" -> "lo scrittore slavo"); a capitalised word after a title
#: keeps its form only if the dictionary reads it as a name ("Buddha"), else agrees ("Presidente Emerito");
#: the copula before a predicative the dictionary reads as a verb is any form of essere or a copulative verb
#: by the dictionary ("sono rimasta calma" -> "rimasto calmo", "sembravo calmo"), no hand list.
#: it-inflect-48 (issue 12, it45): a bare masculine noun in -o whose Spanish translation is a common-gender
#: noun in -a is a person ("una squadra di poliziotti" -> "di poliziotte": italian_common_persons); an
#: adjective in -o that is also a 1st-person present agrees after its noun ("consumatore medio" -> "media");
#: a plural the dictionary lacks whose -o singular is a Spanish adjective agrees ("propensi" -> "propense"),
#: and so does the -i plural of a dictionary adjective in -io ("seri" -> "serie"); past the subject's "di"
#: complement a copular verb or a modal + essere leads to the predicate ("di scacchi possono essere ...");
#: an appositive after a comma agrees in number with its noun, and a foreign word is no unknown adjective.
#: (review) an elided complement ("dell'ospedale") holds its noun, so the copula may follow it at once;
#: -ore/-ori adjectives ("incolore") are no -o/-a cognate plurals.
#: it-inflect-49 (issue 12, it47): a detached insert after a "di" complement that agrees with the noun the
#: complement hangs on is that noun's ("I figli del sindaco, stanchi"; italian_predicate_gaps).
#: it-inflect-50 (issue 12, it48): an abbreviated title keeps its stop across genders ("Sig." <-> "Sig.ra",
#: "Dott." <-> "Dott.ssa"; "Prof.ssa" -> "Prof."; italian_title_abbreviations); a clitic realised inside a
#: longer span elides before avere ("lo aveva" -> "l'aveva"), and an elided "l'" clitic stays (not "il");
#: a participle after avere in the span keeps its form ("hanno tolto"; italian_avere_participles); adjectives
#: before a noun of one grammatical gender, and its plural, stay ("una grande persona", "le guide"); the
#: avere participle is read also where an elided article merged at the span's front ("Un'amica ha mangiato").
#: it-inflect-51 (issue 12, it49): the masculine plural of an -io adjective takes the dictionary's feminine
#: ("vecchi" -> "vecchie", not "vecche"; italian_io_plurals), and an -io plural has one "i" where the
#: dictionary knows only the archaic "-ii" ("serie" -> "seri"; italian_morphology); a one-gender noun after a
#: copula (and adverbs) is the predicative only where it may be an adjective ("sono talvolta soggette a"; "è
#: spesso oggetto di" stays; italian_copula_adverbs.adjectival_noun);
#: "membro" in apposition to a thing noun names no person ("Stato membro"; italian_member_appositions); a form
#: of "stato" after an article in the subject's complement is the noun ("negli Stati membri devono essere");
#: the predicative of "essere" after a 1st/2nd-person verb is the speaker's ("Spero di essere pronta");
#: "anch'" is an elided function word, so "anch'egli" <-> "anch'ella" (italian_words.ELIDED).
#: it-inflect-52 (issue 12, it50): "membro" is a masculine noun said of women too and keeps its masculine
#: for a woman ("un membro", "i membri"; italian_words.MASCULINE_FOR_WOMEN), with the adjectives and article
#: of its phrase, while the person's predicate agrees by meaning ("un membro ... è stata eletta").
VERSION = "it-inflect-52"

#: Definite articles and prepositions contracted with one ("dalla", "nel"): the word after one
#: of them opens a noun phrase (pairs28).
_ARTICLED = frozenset(["il", "lo", "la", "i", "gli", "le"]) | frozenset(
    k for k, v in CONTRACTIONS.items() if len(v) == 2 and v[1] and not k.endswith("'")
)

#: The plural contractions of "di" that open a partitive's noun phrase (it-inflect-26).
_PLURAL_DI = frozenset(["dei", "degli", "delle"])

#: Forms of *essere* and *venire* that a passive participle follows (it-inflect-25).
_PASSIVE_AUX = frozenset(
    [
        "è",
        "era",
        "fu",
        "sarà",
        "sarebbe",
        "sia",
        "fosse",
        "sono",
        "erano",
        "furono",
        "saranno",
        "sarebbero",
        "siano",
        "fossero",
        "essere",
        "stato",
        "stata",
        "stati",
        "state",
        "venne",
        "vennero",
        "viene",
        "vengono",
        "veniva",
        "venivano",
        "verrà",
    ]
)

#: Every word of the lexical gender pairs, both genders and numbers (the validity gate's persons).
_PAIR_WORDS = frozenset(LEXICON) | frozenset(LEXICON_F) | frozenset(PLURAL_PAIRS) | frozenset(PLURAL_PAIRS_F)

#: The forms of "solo" in the idiom *da solo* ("by oneself"), which agree with their person.
_DA_SOLO = frozenset(["solo", "sola", "soli", "sole"])

__all__ = [
    "ACCENT_APOSTROPHE",
    "ADJ_F",
    "AGENT_SUFFIXES",
    "ARI_NOUNS",
    "AUX",
    "CONTRACTIONS",
    "DETS",
    "ELIDED",
    "EPICENE",
    "EPICENE_PL",
    "ESSERE",
    "FUNCTION",
    "GRAMMATICAL_GENDER_PERSONS",
    "IERO",
    "INVARIANT_ORE",
    "INVARIANT_PERSONS",
    "INVARIANT_PL",
    "INVARIANT_PL_ENDINGS",
    "LEXICON",
    "LEXICON_F",
    "NTO_PL",
    "OPTIONAL_ELISION",
    "PARTITIVES",
    "PARTITIVES_BACK",
    "PHONO",
    "PLURAL_PAIRS",
    "PLURAL_PAIRS_EXTRA_F",
    "PLURAL_PAIRS_F",
    "PREPOSITIONS",
    "PRONOUNS",
    "PRONOUN_FLIP",
    "PRONOUN_FLIP_BACK",
    "RIO_PL",
    "STANDALONE",
    "VERB_ENDINGS",
    "VERSION",
    "ItalianInflector",
]


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


def _before_fixed_gender_noun(pieces: Sequence[Piece]) -> bool:
    """it-inflect-50: whether the span's content words are adjectives before a noun of one
    grammatical gender for every referent ("una grande persona", "una giovane vittima"): they
    agree with the noun, never with the referent (:data:`GRAMMATICAL_GENDER_PERSONS`), so
    nothing changes (it was "un grande persona")."""
    morph = morphology("it")
    content = [p.word for p in pieces if p.kind == "content"]
    if morph is None or len(content) < 2 or content[-1] not in GRAMMATICAL_GENDER_PERSONS:
        return False
    return all(any(r.pos == "adj" for r in morph.readings(w)) for w in content[:-1])


def _elide_clitic(out: list[str], k: int) -> list[str]:
    """``out`` with the object clitic "lo"/"la" at ``k`` elided before the form of *avere* after it
    ("la aveva" -> "l'aveva", "la ha" -> "l'ha"; :meth:`ItalianInflector._clitic_compound`)."""
    clitic, aux = Word.parse(out[k]), Word.parse(out[k + 1])
    if clitic.core.lower() not in ("lo", "la") or clitic.post or aux.pre or aux.core.lower() not in _AVERE:
        return out
    elided = clitic.pre + ("L'" if clitic.core[:1].isupper() else "l'") + out[k + 1]
    return [*out[:k], elided, *out[k + 2 :]]


class ItalianInflector(ItalianRoles):
    VERSION = VERSION
    group_spans = group_readers.italian_group_spans  # bug30: the hook of fairqe.they_groups
    speaker_group_spans = group_readers.italian_speaker_group_spans

    def unknown_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.unknown_noun`: the span's first content word is lower-case,
        alphabetic and has no reading in Apertium's Italian dictionary ("bidello",
        "bidella"), which lacks many person nouns."""
        morph = morphology("it")
        if morph is None or not check_span(tokens, span):
            return False
        _, pieces = self.parse(tokens, span[0], span[1])
        head = next((p for p in pieces if p.kind == "content"), None)
        return (
            head is not None
            and head.word.isalpha()
            and "cap" not in head.info
            and not morph.readings(head.word)
        )

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.object_clitics`: a whole token "lo", "la", "gli" or "le" that
        :meth:`is_clitic` reads as a pronoun before its verb ("e gli sparò", "e la chiamò"), not
        an article. Elided "l'" shows no gender and is left out."""
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces[:-1]):
            if p.word not in _GENDERED_CLITICS or p.surface.lower() != tokens[p.tok].lower():
                continue
            if pieces[k + 1].tok == p.tok + 1 and self.is_clitic(pieces, k):
                out.append((p.tok, p.tok + 1))
        return sorted(out + self._elided_clitic_participles(tokens))

    @staticmethod
    def _elided_clitic_participles(tokens: Sequence[str]) -> list[tuple[int, int]]:
        """(it-inflect-26) The past participle after an elided accusative clitic and its *avere*
        ("l'abbiamo trovata", "l'ha chiamato"): *l'* shows no gender, but with *lo/la* before
        *avere* the participle agrees with it (Serianni, *Grammatica italiana*, XI.361: the
        agreement is required with the third-person accusative clitics), so the participle is
        the word that shows the gender of the person the clitic stands for. Only a singular
        participle the dictionary knows as one ("trovata", "chiamato");
        :func:`~fairmt.inflect.romance.elided_clitic_participles`."""
        return elided_clitic_participles(tokens, "it", "avere", lambda w: w.endswith(("a", "o")))

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`, except that a singular dative clitic (:meth:`object_clitics`; the
        realiser says "sg" for one that renders a singular "them") is "gli" (M) or "le" (F):
        "le" alone may also be the feminine plural accusative, whose masculine is "li", and
        only the number tells them apart."""
        s, e = span
        if number == "sg" and gender in ("F", "M") and e - s == 1 and check_span(tokens, span):
            w = Word.parse(tokens[s])
            if w.core.lower() in ("le", "gli") and span in self.object_clitics(tokens):
                new = "le" if gender == "F" else "gli"
                if new == w.core.lower():
                    return None
                out = list(tokens)
                out[s] = w.render(new)
                return out
        if gender in ("F", "M") and e - s == 1 and span in self._elided_clitic_participles(tokens):
            return self._object_predicative(self.realise(tokens, span, gender), tokens, e, gender)
        return self.realise(tokens, span, gender)

    @staticmethod
    def _object_predicative(
        out: list[str] | None, tokens: Sequence[str], k: int, gender: Gender
    ) -> list[str] | None:
        """(it-inflect-26) ``out`` with the object's predicative complement after the realised
        participle at ``k - 1`` ("l'abbiamo trovata ben preparata"): an adjective or participle
        right after it, over degree adverbs, that agreed with the participle agrees with the same
        object (Serianni, *Grammatica italiana*, II.39-40 on the *complemento predicativo
        dell'oggetto*). Unchanged when the participle did not change or a comma ends it."""
        morph = morphology("it")
        if (
            out is None
            or morph is None
            or out[k - 1] == tokens[k - 1]
            or Word.parse(tokens[k - 1]).post.strip()
        ):
            return out
        was = Word.parse(tokens[k - 1]).core.lower()[-1]
        j = k
        while j < len(tokens) and Word.parse(tokens[j]).core.lower() in ADVERBS | {"ben"}:
            if Word.parse(tokens[j]).post.strip():
                return out
            j += 1
        if j >= len(tokens):
            return out
        w = Word.parse(tokens[j])
        low = w.core.lower()
        rs = morph.readings(low)
        if not rs or low[-1] != was or not all(r.pos == "adj" or "pp" in r.tags for r in rs):
            return out
        new = morph.agree(low, gender, "sg")
        if new is None or new == low:
            return out
        out = list(out)
        out[j] = w.render(new)
        return out

    def dropped_subject_predicatives(self, tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
        """:meth:`Inflector.dropped_subject_predicatives` by the analyser
        (:func:`fairmt.inflect.italian_persons.dropped_subject_spans`)."""
        return dropped_subject_spans(tokens)

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The nouns after a determiner that may denote gender-variable people
        (:meth:`RomanceInflector.person_spans` with :meth:`person_noun`). The Italian
        dictionary lists many person nouns with one gender only (``avvocato``,
        ``postino``), so :meth:`_known_person` also takes the nouns whose Spanish translation
        has both genders (:func:`fairmt.inflect.italian_persons.spanish_person`): without
        them the sentence realiser would drop a cue whose noun is not among those found.

        A word before its noun is an adjective, not a person, even when the dictionary also
        lists it as a noun (:func:`fairmt.inflect.italian_persons.prenominal_adjective`: "la
        sua amata casa", "il giovane avvocato"); the noun after such adjectives is the one
        looked at ("il giovane *avvocato*", "la nuova *direttrice*")."""
        found = super().person_spans(tokens)
        _, pieces = self.parse(tokens, 0, len(tokens))
        by_tok = {p.tok: k for k, p in enumerate(pieces) if p.kind == "content"}

        def modifier(k: int) -> bool:
            p = pieces[k]
            nxt = pieces[k + 1] if k + 1 < len(pieces) else None
            if nxt is None or nxt.kind != "content" or nxt.tok != p.tok + 1 or "closes" in p.info:
                return False
            if Word.parse(tokens[p.tok]).post.strip():
                return False  # "la sua amata, Maria": punctuation ends the phrase
            return self.preadjective(p.word) or prenominal_adjective(p.word, nxt.word)

        out = [sp for sp in found if not (sp[0] in by_tok and modifier(by_tok[sp[0]]))]
        for k, p in enumerate(pieces):
            if p.kind != "content" or not p.word.isalpha() or k < 2 or not modifier(k - 1):
                continue
            j = k - 1
            while j > 0 and pieces[j].kind == "content" and modifier(j):
                j -= 1
            d = pieces[j]
            if d.kind != "det" or "closes" in d.info or self.is_clitic(pieces, j):
                continue
            if "cap" in p.info and self._mid_sentence(tokens, pieces, k):
                continue  # names and titles
            group = self.DETS[d.word].group
            det_gender = self.DETS[d.word].gender if group in self.POSSESSIVE_GROUPS else ""
            if self.person_noun(p.word, det_gender) and (p.tok, p.tok + 1) not in out:
                out.append((p.tok, p.tok + 1))
        out += [sp for sp in self._bare_predicate_nouns(tokens) if sp not in out]
        agents = unknown_agent_spans(self, pieces)  # it-inflect-33: "una divulgatrice scientifica"
        out += [sp for sp in agents if sp not in out]
        morph = morphology("it")
        if morph is not None:  # it-inflect-43: "Le interessate devono chiamarci" (nominalised_subjects)
            m = morph
            found = nominalised_subject_spans(
                tokens, m.readings, ("le", "gli", "i"), ("e", "ed", "ma"), "che", every_reading=False
            )
            out += [sp for sp in found if sp not in out]
            # "Quelle arrivate in ritardo": the pronoun heading a participial relative
            # (italian_participial_relatives), at the start of its clause
            out += [
                (t, t + 1)
                for t in range(len(tokens) - 1)
                if Word.parse(tokens[t]).core.lower() in ("quelli", "quelle")
                and (t == 0 or Word.parse(tokens[t - 1]).post.strip())
                and participial_relative(tokens, t + 1)
                and (t, t + 1) not in out
            ]
        return sorted(sp for sp in out if not thing_homograph(tokens, sp[1] - 1))  # it-inflect-35

    def _copula_participle_before(self, tokens: Sequence[str], s: int) -> bool:
        """Whether ``tokens[s]`` is a bare person noun right after a participle of *essere* or
        *diventare* that follows a form of *essere* ("è stata maestra", "era diventato
        direttore"), with no punctuation between."""
        return self._copula_participle_at(tokens, s) is not None

    def _copula_participle_at(self, tokens: Sequence[str], s: int) -> int | None:
        """The index of the participle of :meth:`_copula_participle_before`, with adverbs
        allowed between it and the noun since it-inflect-26 ("è stata anche segretaria":
        :data:`_PREDICATE_ADVERBS`); ``None`` when there is none."""
        p = s - 1
        while p > 1 and _predicate_adverb(Word.parse(tokens[p])):
            p -= 1
        if p < 1 or not self._copula_participle_pair(tokens, p, s):
            return None
        return p

    def _copula_participle_pair(self, tokens: Sequence[str], p: int, s: int) -> bool:
        part, aux = Word.parse(tokens[p]), Word.parse(tokens[p - 1])
        noun = Word.parse(tokens[s]).core
        # it-inflect-35: also before an indefinite article ("è stato un ufficiale", "è stata un'ufficiale")
        indefinite = noun.lower() in ("un", "uno", "una") and not Word.parse(tokens[s]).post.strip()
        if indefinite and s + 1 < len(tokens):
            noun = Word.parse(tokens[s + 1]).core
        elif noun.lower().startswith("un'"):
            noun = noun[3:]
        return (
            part.core.lower() in _COPULA_PARTICIPLES
            and aux.core.lower() in _BARE_PREDICATE_HEADS
            and not part.post.strip()
            and not aux.post.strip()
            and noun.isalpha()
            and noun.islower()
            and self.person_noun(noun)
        )

    def _bare_predicate_nouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """it-inflect-24: a bare noun right after a form of *essere* or *diventare*, or after
        *come* ("era maestra", "divenne direttrice", "lavorò come impiegata"): the predicate
        noun with no article names the subject's role or profession (Serianni, *Grammatica
        italiana* II.28-II.31, il predicato nominale and the complemento predicativo del
        soggetto, also with *come*). It is a person span when the dictionary reads it as a
        person noun and never as an adjective or a participle ("era alta", "fu eletta" stay
        out), and it has a form in the other gender ("è parte", "fu notizia" and an epicene
        with no article, "era insegnante", change nothing)."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology("it")
        if morph is None:
            return []
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]
        for t in range(1, len(words)):
            w, before = words[t], words[t - 1]
            low = w.core
            b = t - 1
            while b > 0 and _predicate_adverb(words[b]):
                b -= 1  # it-inflect-26: "è stata anche segretaria" (:data:`_PREDICATE_ADVERBS`)
            before = words[b]
            head = before.core.lower()
            if head in ("e", "o", "ed") and b >= 2 and not words[b - 1].post.strip():
                # The second of two coordinated bare predicate nouns ("lavorò come consulente e
                # consigliera"; Serianni XIV.13, coordinated predicates): the first one's head.
                first = words[b - 1].core
                if first.isalpha() and first.islower():
                    b -= 2
                    while b > 0 and _predicate_adverb(words[b]):
                        b -= 1
                    before = words[b]
                    head = before.core.lower()
            if head not in _BARE_PREDICATE_HEADS or before.post.strip():
                continue
            if not low.isalpha() or not low.islower() or len(low) < 3:
                continue
            # (After *come* a participle reading is no passive: "lavorò come impiegata" is
            # the noun; after a copula "fu eletta" is the passive and stays out.)
            verbal = ("adj",) if head in ("come", "da") else ("adj", "pp")
            if head == "da" and any(r.number == "pl" for r in morph.noun_readings(low)):
                continue  # it-inflect-35: "da impiegata" (as a clerk), not an agent "da medici"
            if not self.person_noun(low) or any(
                r.pos in ("adj", "num", "det", "prn") or ("pp" in r.tags and "pp" in verbal)
                for r in morph.readings(low)
            ):
                # (a numeral or pronoun is no bare noun: "era uno dei comandanti", the partitive)
                continue
            for gender in ("F", "M"):
                got = self.realise(list(tokens), (t, t + 1), gender)
                if got is not None and list(got) != list(tokens):
                    out.append((t, t + 1))
                    break
        return out

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head noun is a thing by both dictionaries: the Italian one knows
        it with one gender and no form in the other, and its Spanish translation is a noun of
        one gender with no other form either (``le pupille`` -> ``pupila``, which an MT system
        wrote for "the pupils"; ``il tessuto`` -> ``tela``). A person noun the Italian
        dictionary lists with one gender is spared by its Spanish pair (``avvocato`` ->
        ``abogado<GD>``); words the dictionaries lack are never things here."""
        if not check_span(tokens, span):
            return False
        morph = morphology("it")
        if morph is None:
            return False
        s, e = span
        _, pieces = self.parse(tokens, s, e)
        heads = [p.word for p in pieces if p.kind == "content"]
        if not heads or any(p.kind == "pron" for p in pieces):
            return False
        head = heads[0]
        if any(thing_homograph(tokens, t) for t in range(s, e) if Word.parse(tokens[t]).lower == head):
            return True  # it-inflect-35: "il server", "in una cittadina", "revisore dei conti"
        return (
            morph.fixed_gender_noun(head)
            and not self._known_person(head)
            and not _agentive(head)
            and spanish_thing(head)
        )

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`; ``None`` for a person word of one form for
        every referent (``la vittima``, ``qualcuno``): it is no feminine or masculine
        realisation of anyone, so a realisation in the other gender need not change it. A
        lone "da" of *da solo* reads as its adjective (:meth:`cue_span`). A finite verb that opens
        the span (:func:`leading_finite_verbs`) tells no gender: "Chiedi | alla tabaccaia"."""
        span = leading_finite_verbs(tokens, span)
        span = self._trailing_determiner(tokens, self._da_solo(tokens, _with_quantity_noun(tokens, span)))
        if (
            check_span(tokens, span)
            and span[1] - span[0] > 1
            and (first := Word.parse(tokens[span[0]]).core).isalpha()
            and cardinal(first.lower())
        ):
            # it-inflect-46: a cardinal that opens the span ("Tremila lavoratori") has no gender;
            # its "-a" is no feminine ending (Serianni VI.3): the noun after it tells.
            return self.gender_of(tokens, (span[0] + 1, span[1]))
        if check_span(tokens, span) and self._not_the_persons(tokens, span):
            return None  # an adjective of a thing, a participle of a postverbal subject
        if check_span(tokens, span):
            _, pieces = self.parse(tokens, span[0], span[1])
            head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
            if head in INVARIANT_PERSONS:
                return None
            if _member_noun(pieces) and super().gender_of(tokens, span) == "M":
                # it-inflect-52: "un membro" is said of women too (italian_words): the person's
                # gender is the one its predicate shows by meaning ("è stata eletta"); else, after
                # "e" or a comma, the conjunct or apposition before it names the person ("Era una
                # pittrice e un membro dell'accademia") and this one reads none; else the noun's
                shown = self._predicate_gender(tokens, span)
                ps = self.phrase_span(tokens, span)[0]
                before = Word.parse(tokens[ps - 1]) if ps > 0 else None
                joined = before is not None and (
                    before.core.lower() in ("e", "ed") or before.post.strip() == ","
                )
                return shown if shown is not None or joined else "M"
            if any(p.word in QUANTITY_NOUNS for p in pieces):
                return counted_gender(tokens, span[1])  # "la maggior parte": the people's gender
            superlative = superlative_gender(tokens, span, self._ends_phrase)
            if superlative is not None:
                return superlative  # "le più giovani" (italian_relative_superlative, it-inflect-42)
        found = super().gender_of(tokens, span)
        morph = morphology("it")
        if found is None and morph is not None and check_span(tokens, span) and span[1] < len(tokens):
            # An epicene noun after an elided article ("l'analista", "l'assistente") shows
            # its gender only in the adjective after it ("l'analista carina").
            last, nxt = Word.parse(tokens[span[1] - 1]), Word.parse(tokens[span[1]])
            noun = last.core.lower().split("'")[-1]
            epicene = (
                noun in EPICENE
                or noun.endswith("ista")
                or _epicene_sg(noun)
                or any(r.gender == "mf" for r in morph.noun_readings(noun))
            )
            conjunction = nxt.core.lower() in _CONJUNCTION_PARTICIPLES and (
                span[1] + 1 < len(tokens) and Word.parse(tokens[span[1] + 1]).core.lower() == "che"
            )
            if not last.post.strip() and epicene and not conjunction:
                genders = {
                    r.gender
                    for r in morph.readings(nxt.core.lower())
                    if (r.pos == "adj" or "pp" in r.tags) and r.number == "sg"
                }
                if genders in ({"m"}, {"f"}):
                    return "M" if genders == {"m"} else "F"
            if epicene and not last.post.strip():
                # ... or only in its predicate ("L'inserviente ... e si è scusato con lei"): the
                # gender the predicate rule would have to change it from.
                return self._predicate_gender(tokens, span)
        if (
            morph is not None
            and check_span(tokens, span)
            and span[1] - span[0] == 1
            and predicative_homograph(tokens, span[0])  # "Si sentivano sole" (it-inflect-42)
        ):
            w = Word.parse(tokens[span[0]]).core.lower()
            genders = {r.gender for r in morph.readings(w) if r.pos == "adj"}
            if genders in ({"m"}, {"f"}):
                return "M" if genders == {"m"} else "F"
        if found is None and morph is not None and check_span(tokens, span) and span[1] - span[0] == 1:
            # it-inflect-42: a lone plural person noun in -e with no article ("Sono gemelle"):
            # the ending says nothing ("-e" is also an epicene singular), the dictionary does,
            # when every noun reading has the feminine plural ("gemello<n><f><pl>")
            w = Word.parse(tokens[span[0]]).core.lower()
            rs = morph.noun_readings(w)
            if rs and all(r.gender == "f" and r.number == "pl" for r in rs) and self._known_person(w):
                return "F"
        return found

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

    def _not_the_persons(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's words agree with a thing, not with the person its cue names (it-inflect-19):
        a lone adjective after its own noun (:meth:`_adjective_of_a_thing`), or participles
        before their postverbal subject (:meth:`_before_postverbal_subject`)."""
        s, e = span
        morph = morphology("it")
        if morph is None or e - s > 3:
            return False
        if any(self._names_a_gender(t) for t in tokens[s:e]):
            # it-inflect-21: "voci maschili", "maratona femminile": an adjective that names a
            # sex has its gender by meaning, not by agreement alone (Serianni V.27 for the
            # agreement; Treccani, "maschile", "femminile": "relativo al sesso maschile"), so
            # the cue is on it; it is never read as a thing's word.
            return False
        if s >= 2 and [Word.parse(t).core.lower() for t in tokens[s - 2 : s]] == ["una", "volta"]:
            # "Una volta eletta, ...": "una volta" + participle is a temporal clause ("once
            # elected"; Treccani, "volta": "una volta + part. pass."), the participle agrees
            # with the sentence's subject, not with "volta".
            return False
        if e - s == 1 and self._adjective_of_a_thing(tokens, s):
            return True
        return all(
            any(r.pos in _VERB_POS and "pp" in r.tags for r in morph.readings(Word.parse(t).core.lower()))
            for t in tokens[s:e]
        ) and self._before_postverbal_subject(tokens, e - 1)

    def _names_a_gender(self, token: str) -> bool:
        """Whether ``token`` is an adjective that names a sex or a gender ("maschile",
        "femminili", "paterno"): the stems of :attr:`SEMANTIC_STEMS`, and "maschio"/"femmina"
        used as adjectives ("voce maschio")."""
        low = Word.parse(token).core.lower()
        stems = tuple(st for pair in self.SEMANTIC_STEMS for st in pair)
        return low.startswith(stems) or low in ("maschio", "maschi", "femmina", "femmine")

    def _adjective_of_a_thing(self, tokens: Sequence[str], k: int) -> bool:
        """Whether the adjective ``tokens[k]`` (the dictionary reads it only as an adjective or
        participle) stands right after a noun of no person that it agrees with in gender and
        number ("Furono scelti la settimana scorsa", a cue the aligner put on "scorsa"): an
        attributive adjective agrees with its own noun (Serianni, *Grammatica italiana*, V.27),
        so its gender is the thing's, never a person's."""
        morph = morphology("it")
        if morph is None or k < 1:
            return False
        prev, here = Word.parse(tokens[k - 1]), Word.parse(tokens[k])
        if prev.post.strip() or here.pre.strip():
            return False
        rs = morph.readings(here.core.lower())
        if not rs or not all(r.pos == "adj" or (r.pos in _VERB_POS and "pp" in r.tags) for r in rs):
            return False
        noun = prev.core.lower().split("'")[-1]
        if "'" not in prev.core and (k < 2 or not _DETERMINER.match(Word.parse(tokens[k - 2]).core.lower())):
            # it-inflect-21: the noun opens its phrase with an article ("la settimana scorsa",
            # "l'edificio nuovo"); in "è da lungo tempo riconosciuto" the participle is the
            # predicate of the clause, and "tempo" is inside an adverbial phrase.
            return False
        nouns = morph.noun_readings(noun)
        if (
            not nouns
            or self._known_person(noun)
            or self.person_noun(noun)
            or noun in GRAMMATICAL_GENDER_PERSONS
        ):
            return False
        if any(r.pos != "n" for r in morph.readings(noun)):
            return False  # also a verb or an adjective: no sure noun
        return any(
            (a.gender == n.gender or "mf" in (a.gender, n.gender)) and a.number == n.number
            for a in rs
            for n in nouns
        )

    def _before_postverbal_subject(self, tokens: Sequence[str], k: int) -> bool:
        """Whether the participle ``tokens[k]``, after a form of *essere* (or its participle,
        the infinitive "essere" included), is followed by its own subject: an article and a
        noun of no person that agree with it in gender and number ("potesse essere rilasciato
        un badge", "è stata approvata la legge"). In a passive or unaccusative clause the
        subject often follows the verb, and the participle agrees with it (Serianni,
        *Grammatica italiana*, XI.365-367 and XIV on the postverbal subject; Treccani,
        *Enciclopedia dell'Italiano*, "participio": with *essere* the participle agrees with
        the subject), not with a person named before, whose gender it then does not show.
        The participle's and the noun's readings are Apertium's; an article alone tells an
        unknown noun's gender ("un badge")."""
        morph = morphology("it")
        if morph is None or k < 1 or k + 2 > len(tokens):
            return False
        part = Word.parse(tokens[k])
        if part.post.strip() or Word.parse(tokens[k - 1]).post.strip():
            return False
        low = part.core.lower()
        readings = [r for r in morph.readings(low) if r.pos in _VERB_POS and "pp" in r.tags]
        aux = Word.parse(tokens[k - 1]).core.lower()
        if not readings or (aux not in ESSERE and aux not in _ESSERE_PARTICIPLES and aux != "essere"):
            return False
        if any(r.lemma in _PREDICATIVE_VERBS for r in readings):
            # "fu considerato il fiore della nobiltà": a verb with a predicative complement, the
            # phrase after it is no subject (Serianni II.40-42) (it-inflect-21).
            return False
        agreement = {(r.gender, r.number) for r in readings}
        art = Word.parse(tokens[k + 1])
        alow = art.core.lower()
        noun = ""
        forms: set[tuple[str, str]] = set()
        if "'" in alow[:-1] and alow[: alow.index("'") + 1] in _ELIDED_ARTICLES:
            noun = alow[alow.index("'") + 1 :]
            forms = set(_ELIDED_ARTICLES[alow[: alow.index("'") + 1]])
        elif alow in _POSTVERBAL_ARTICLES and not art.post.strip() and k + 2 < len(tokens):
            noun = Word.parse(tokens[k + 2]).core.lower()
            forms = {_POSTVERBAL_ARTICLES[alow]}
        if not noun or not noun.isalpha() or self._known_person(noun) or self.person_noun(noun):
            return False
        nouns = {(r.gender, r.number) for r in morph.noun_readings(noun)}
        if nouns:
            forms = {f for f in forms if f in nouns or (f[0] in ("m", "f") and ("mf", f[1]) in nouns)}
        return bool(forms & agreement)

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

    # -- content words ------------------------------------------------------------------

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """:meth:`_realise_span`, then the second member of a fixed binomial whose first it changed
        ("sane e salve": :mod:`fairmt.inflect.romance_binomials`, it-inflect-44); a span of one
        participle it changed (a dropped subject's) takes the elective predicative after it along
        ("Era considerata la favorita": :mod:`fairmt.inflect.italian_elective_predicative`)."""
        out = self._realise_span(tokens, span, gender)
        if out is None:
            return None
        out = title_stops(tokens, out)  # "Sig." <-> "Sig.ra" (it-inflect-50)
        out = keep_avere_participles(tokens, out, span)  # "hanno tolto" stays (it-inflect-50)
        if out == list(tokens):
            return None
        # it-inflect-50: a clitic realised inside a longer span elides before *avere* too
        # ("Suo padre lo aveva lasciato" -> "Sua madre l'aveva lasciata"; _clitic_compound). An
        # elided article before it may have merged or split tokens ("Un amico" -> "Un'amica"):
        # out[k] is tokens[k + shift], checked on the auxiliary after it, which keeps its form.
        shift = len(tokens) - len(out)
        for k in range(min(span[1] - shift, len(out)) - 2, span[0] - shift - 1, -1):
            j = k + shift
            if j < 0 or out[k] == tokens[j] or out[k + 1] != tokens[j + 1]:
                continue
            if Word.parse(tokens[j]).core.lower() in ("lo", "la"):
                out = _elide_clitic(out, k)
        e = span[1]
        one = len(out) == len(tokens) and out[e - 1] != tokens[e - 1]
        if gender in ("F", "M") and one and e < len(out) and out[e] == tokens[e]:
            elective = self._elective_predicative(out, e, gender)
            if elective is not None:
                out = elective
            elif e - span[0] <= 2:
                # it-inflect-47: a dropped subject's participle takes the predicative after its
                # place complement along ("Sono andate a casa contente"), as a subject's does
                # (italian_secondary_predicate)
                out = list(out)
                secondary_predicate(out, e, gender, self.CONTRACTIONS)
        return binomial_agreement("it", tokens, out)

    def _realise_span(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        """The span rules, guarded and completed by Apertium's Italian dictionary.

        * Only people change: a head noun that the dictionary knows with one gender and no
          form in the other (``tessuto``, ``bisogno``, ``abitazione``) or only as a verb form is
          no person reference, and nothing changes; ``qualcuno`` keeps its form.
        * An adjective or participle alone is realised as asked: Italian drops its subject
          pronouns, and a lone participle is often the only word that shows a person's gender
          ("È nata a Roma").
        * Then the predicate of the clause whose subject is the span (``La contribuente si è
          incontrata``, ``qualcuno che non era soddisfatto``, ``si è offerta volontaria``):
          the participles and adjectives after a form of *essere*, in the same clause, take
          ``gender``, each form checked by the dictionary (:meth:`_predicate`).
        """
        if not check_span(tokens, span):
            return None
        if gender == "N":
            return None
        if member_apposition(tokens, span, self.person_noun):
            return None  # it-inflect-51: "un altro Stato membro" (italian_member_appositions)
        compound = self._clitic_compound(tokens, span, gender)
        if compound is not None:
            return compound
        dative = dative_span(tokens, span, ESSERE)  # "Ai lettori | è stato chiesto" (it-inflect-32)
        control = dative_control(tokens, dative[1], ESSERE) if opens_dative(tokens, span[0]) else None
        span = dative
        span = self._relative_head(tokens, self._before_locution(tokens, span))
        s, e = span
        ps = self.phrase_span(tokens, span)[0]
        phrase = " ".join(Word.parse(t).core.lower() for t in tokens[ps:e])
        phrase_words = phrase.split()
        if (
            phrase in _INVARIANT_LOCUTIONS
            or (
                ps == s
                and s > 0
                and f"{Word.parse(tokens[s - 1]).core.lower()} {phrase}" in _INVARIANT_LOCUTIONS
            )
            # it-inflect-39: a span on the locution's preposition alone ("al" of "al corrente") or
            # one that takes in the copula before it ("essere al corrente")
            or (e < len(tokens) and f"{phrase} {Word.parse(tokens[e]).core.lower()}" in _INVARIANT_LOCUTIONS)
            or any(f"{a} {b}" in _INVARIANT_LOCUTIONS for a, b in itertools.pairwise(phrase_words))
        ):
            return None  # "Penso che siano nel giusto": a locution, no predicative
        _, pieces = self.parse(tokens, s, e)
        head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
        head_at = next((p.tok for p in pieces if p.word == head), s)
        morph = morphology("it")
        if morph is not None and e - s == 1 and head is not None and predicative_homograph(tokens, s):
            # it-inflect-42: "Si sentivano sole" -> "soli": the adjective, not the noun "sole"
            # (italian_thing_homographs.predicative_homograph)
            form = morph.agree(head, gender)
            if form is None or form == head:
                return None
            return [*tokens[:s], Word.parse(tokens[s]).render(form), *tokens[e:]]
        if (
            head is not None
            and morph is not None
            and not self._known_person(head)
            and (
                (
                    morph.only_verb(head)
                    and enclitic_form(head, "F") is None
                    and enclitic_form(head, "M") is None
                    # a first-person present in -o is also an adjective the dictionary may
                    # lack ("calmo", "invalido")
                    and not any("p1" in r.tags for r in morph.readings(head))
                    # it-inflect-47: and so is a present in -a after a copula ("sono calma")
                    and not (Word.parse(tokens[s]).core.lower() == head and copular_verb_homograph(tokens, s))
                )
                or (
                    morph.fixed_gender_noun(head)
                    and "-" not in head
                    and not _agentive(head)
                    and (
                        _bare(tokens, pieces, head, _COPULAS, DETS)
                        # it-inflect-51: after the copula a thing noun stays too ("è oggetto di
                        # scherzi"), unless it may be the adjective ("sono soggetti a"; a person
                        # noun the lexicon lacks keeps agreeing: italian_copula_adverbs)
                        or (
                            right_after_copula(tokens, head_at, _COPULAS)
                            and not adjectival_noun(tokens, head_at)
                            and not self.person_noun(head)
                        )
                    )
                    # it-inflect-51: "sono talvolta soggetti a", not "è spesso oggetto di"
                    # (italian_copula_adverbs.adjectival_noun)
                    and not (
                        copula_past_adverbs(tokens, s, _COPULAS, ADVERBS) and adjectival_noun(tokens, head_at)
                    )
                    # it-inflect-48: "una squadra di poliziotti" (italian_common_persons)
                    and not spanish_common_person(head)
                )
            )
        ):
            return None
        if (
            head is not None
            and _after_avere(tokens, pieces, head, _AVERE, _OBJECT_CLITICS)
            # it-inflect-22: not a noun that the dictionary has no participle for, the object
            # of *avere* ("di avere studenti a Sydney"), which agrees with its person
            and not (
                morph is not None
                and morph.noun_readings(head)
                and not any("pp" in r.tags for r in morph.readings(head))
                and self._nominal_participle(head, "M") is None  # "ha ferito": the participle
            )
        ):
            return None
        if self._not_the_persons(tokens, (s, e)):
            # "la settimana scorsa": the adjective is the week's; "potesse essere rilasciato un
            # badge": the participle is the badge's.
            return None
        quantity = any(p.word in QUANTITY_NOUNS for p in pieces)
        if quantity and verb_number_after(tokens, e) != "pl":
            return None  # "La maggior parte è rimasta sorpresa" agrees with "parte" (italian_quantity)
        fixed = head in GRAMMATICAL_GENDER_PERSONS or _before_fixed_gender_noun(pieces)
        # it-inflect-52: "un membro" stays for a woman, its article and adjectives with it ("Il nuovo
        # membro", never "La nuova membro"), but the person's predicate agrees by meaning ("è stata
        # accolta"; italian_words.MASCULINE_FOR_WOMEN): the phrase is put back below
        masculine_noun = _member_noun(pieces) and super().gender_of(tokens, span) == "M"
        # it-inflect-50: also their plurals ("le guide") and adjectives before them ("una grande persona")
        out = None if head in INVARIANT_PERSONS or fixed else super().realise(tokens, span, gender)
        if out is not None and len(out) == len(tokens) and quantity:
            out[ps:e] = tokens[ps:e]  # "La maggior parte" keeps its article (italian_quantity)
        if out is not None and len(out) == len(tokens) and masculine_noun:
            first = next((p.tok for p in pieces if _heads(p)), None)
            verb = _essere_in_span(pieces, first) if first is not None else None
            stop = e if verb is None else verb
            out[ps:stop] = tokens[ps:stop]  # "Il nuovo membro | è stata accolta" (it-inflect-52)
        if out is not None and len(out) == len(tokens):
            # it-inflect-19: an adjective after the span that stands before a noun it agrees
            # with as it is ("fu assunto ultima settimana") is that noun's attributive, not
            # the span's (Serianni V.27); it keeps its form.
            for k in range(e, min(len(tokens), e + 3)):
                if out[k] != tokens[k] and self._before_its_noun(tokens, k):
                    out[k] = tokens[k]
            if out == list(tokens):
                out = None
        was = self.gender_of(tokens, span)
        if masculine_noun and was is None:
            # it-inflect-52: "È un membro del comitato ed è molto stanco": the noun says nothing of
            # the person, the words that agree by meaning go to ``gender`` (what is one already stays)
            was = "M" if gender == "F" else "F"
        quantifier = -1
        if out is not None and was in ("F", "M") and was != gender:
            out, quantifier = _partitive(tokens, out, self.phrase_span(tokens, span)[0], was, gender)
            # it-inflect-39: ", senza la quale" after the person's phrase (relative_articles)
            out = relative_article(tokens, out, self.phrase_span(tokens, span)[1], gender, "it")
        head_tok = next((p.tok for p in pieces if _heads(p)), None)
        if out is not None and head_tok is not None and len(out) == len(tokens):
            core = Word.parse(tokens[head_tok]).core
            if len(core) > 1 and core.isupper() and "'" not in core:
                out[head_tok] = tokens[head_tok]  # an acronym serves both genders ("la CEO")
        base = out if out is not None else list(tokens)
        if morph is not None and head_tok is not None and not fixed:
            # Words merge or split only inside the span ("Un amico" -> "Un'amica"). The
            # predicate follows the phrase's last word, not a prenominal adjective ("Il nuovo
            # traduttore è stato assunto").
            last_tok = max(p.tok for p in pieces if _heads(p))
            essere = _essere_in_span(pieces, head_tok)
            if essere is not None:
                # it-inflect-19: the span holds the subject's verb and predicative ("I volontari
                # erano stanchi" for "volunteers"): the predicate is found from the verb on, so
                # a predicative coordinated after the span agrees as well ("stanche ma
                # soddisfatte"; Serianni, *Grammatica italiana*, V.27 and XI.9: the predicative
                # agrees with the subject).
                last_tok = max(p.tok for p in pieces if _heads(p) and p.tok < essere)
            after = last_tok + 1 + len(base) - len(tokens)
            if out is not None and was in ("F", "M") and was != gender and 0 <= after < len(base):
                base = _possessive_after(base, after, gender)
                base = self._coordinated_adjective(base, after, gender)
                opens = ps == 0 or bool(Word.parse(tokens[ps - 1]).post.strip())
                whole = opens and len(base) == len(tokens)
                if not head_takes_insert(tokens, ps, last_tok + 1):  # it-inflect-49: the head's insert
                    base = self._appositive_adjectives(base, after, gender, whole)
                base = self._postnominal_participle(base, after, gender)
            if s < after <= len(base):
                # (Of a partitive, the quantifier is the subject: "Una delle infermiere è arrivata".)
                counted = quantity_before(tokens, min(s, ps))
                if counted is not None and verb_number_after(tokens, last_tok + 1) == "pl":
                    quantifier = counted  # "La metà degli ospiti erano stanchi" (italian_quantity)
                base = self._predicate(
                    base,
                    quantifier if quantifier >= 0 else min(s, ps),
                    after,
                    gender,
                    was=was,
                )
                if len(base) == len(tokens):
                    base = self._inverted_question(base, self.phrase_span(tokens, span)[0], after, gender)
        if morph is not None and e - s == 1 and len(base) == len(tokens):
            base = self._participle_chain(base, s, gender)
            if base[s] != tokens[s]:
                base = clitic_participle(base, s, gender, _AVERE)  # "la ha ringraziata"
        elif morph is not None and len(base) == len(tokens) and after_adverbs(tokens, s, e):
            base = keep_degree_adverbs(list(tokens), base)  # "rimasta | molto sorpresa" (it-inflect-32)
            base = self._participle_chain(base, e - 1, gender)
        elif (
            morph is not None
            and e - s == 2
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _FLOATING
        ):
            # The floating quantifier grown into the span ("sono stati tutti arrestati").
            base = self._participle_chain(base, s + 1, gender)
        numeral_group = (
            e - s == 2
            and e < len(tokens)
            and Word.parse(tokens[s + 1]).core.lower() in ("delle", "dei")
            and Word.parse(tokens[e]).core.lower() in GROUP_NUMERALS
        )  # it-inflect-42: "Nessuna delle | due era pronta", the span grown over "delle"
        if (
            morph is not None
            and head_tok is None
            and (e - s == 1 or numeral_group)
            and was in ("F", "M")
            and was != gender
            and base != list(tokens)
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _QUANTIFIER_SUBJECTS
        ):
            # A quantifier pronoun that is the subject ("Alcune di loro erano stanche",
            # "Nessuna di noi è stata avvisata"): its predicate agrees with it.
            base = self._predicate(base, s, s + 1, gender, was=was)
        if (
            morph is not None
            and len(base) == len(tokens)
            and Word.parse(tokens[s]).core.lower() in _INVARIANT_RELATIVE_HEADS
            and not Word.parse(tokens[s]).post.strip()
        ):
            # "Coloro che erano presenti erano contenti": the pronoun has one form for both
            # genders, its relative's and its clause's predicatives show the group's.
            base = self._predicate(base, s, s + 1, gender)
        if e - s == 1 and len(base) == len(tokens) and base[s] != tokens[s]:
            base = _group_quantifier(tokens, base, s, gender)
            words = (ESSERE, _ESSERE_PARTICIPLES, ADVERBS)  # "invitate tutte" (it-inflect-32)
            base = floating_chain(tokens, base, s, gender, words, self._unknown_adjective)
        if (
            morph is not None
            and out is not None
            and was in ("F", "M")
            and was != gender
            and len(base) == len(tokens)
        ):
            base = self._passive_participle(tokens, base, self.phrase_span(tokens, span)[0], was, gender)
            # "La prima ad arrivare è stata la dottoressa" (it-inflect-28)
            base = specificational_subject(tokens, base, self.phrase_span(tokens, span)[0], gender)
        if control is not None and out is not None and len(base) == len(tokens):
            base = self._after_essere(base, control, gender, elided=True)  # "di rimanere sedute"
        base = self.participle_ordinal(tokens, base, e - 1, gender)  # "Sono stata l'unica"
        if len(base) == len(tokens):  # "le prime ... e le ultime" (it-inflect-41)
            for k in [k for k in range(len(base)) if base[k] != tokens[k]]:
                base = coordinated_ordinal(tokens, base, k, gender)
        base = keep_degree_adverbs(list(tokens), base)  # "rimasta molto sorpresa" (it-inflect-32)
        # "Ero la più giovane" -> "Ero il più giovane" (italian_relative_superlative, it-inflect-42)
        base = superlative_article(tokens, base, (s, e), gender, self._ends_phrase)
        ps = self.phrase_span(tokens, (s, e))[0] if check_span(tokens, (s, e)) else s
        base = essere_participle_before(
            tokens, base, ps, gender
        )  # "Sono stati i primi" (italian_group_words)
        base = per_ordinal(tokens, base, gender)  # "evacuate per prime" (italian_ordinals, it-inflect-42)
        if gender in ("F", "M"):  # "Ringraziale per essere venute" (italian_control, it-inflect-45)
            base = controlling_enclitic(tokens, base, s, gender, enclitic_form)
        base = numeral_group_article(tokens, base, gender)  # "Nessuno dei due" (italian_group_words)
        base = predeterminer_before_pronoun(
            tokens, base, s, gender
        )  # "Tutte quelle che" (italian_group_words)
        if morph is not None and base != list(tokens) and was in ("F", "M") and was != gender:
            # "Il dottore guardava i risultati, preoccupato" (clause_final_predicatives, it-inflect-42)
            m = morph
            base = clause_final_predicatives(
                tokens,
                base,
                span,
                self.phrase_span(tokens, span)[0],
                was,
                gender,
                read=m.readings,
                agree=lambda w, g: m.agree(w, g),
                person_noun=self.person_noun,
                words=IT_WORDS,
                unknown=self._unknown_adjective,
                predicate=after_essere(tokens, s, e, m.readings),  # "Si sono sedute, stanche" (it-inflect-43)
            )
        elif (
            morph is not None
            and base == list(tokens)
            and was is None
            and head is not None
            and head_tok is not None
            and self.person_noun(head)
            and epicene_noun(head, morph.noun_readings)
        ):
            # it-inflect-43: "L'atleta ha finito la gara, esausta": the noun has one form for both
            # genders, the detached predicative alone shows the person's (clause_final_predicatives).
            m = morph
            base = clause_final_predicatives(
                tokens,
                base,
                span,
                self.phrase_span(tokens, span)[0],
                "M" if gender == "F" else "F",
                gender,
                read=m.readings,
                agree=lambda w, g: m.agree(w, g),
                person_noun=self.person_noun,
                words=IT_WORDS,
                unknown=self._unknown_adjective,
                epicene=True,
            )
        return base if base != list(tokens) else None

    def _passive_participle(
        self, tokens: Sequence[str], out: list[str], ps: int, was: Gender, gender: Gender
    ) -> list[str]:
        """it-inflect-25: the participle of a passive with *essere* (or *venire*) right before
        the phrase, which is its predicative complement or its postposed subject ("Nel 1970 è
        stata nominata direttrice", "fu assunto come chimico", "È stata eletta la migliore
        giocatrice"): the participle agrees with the subject (Serianni, *Grammatica italiana*,
        XI.9 and XI.368, accordo del participio con *essere*), and the predicative names the
        same person, so the participle (and *stato* before it) turns with the phrase. Not after
        *avere* ("ha nominato direttrice la collega": the participle does not agree) nor before
        a preposition's object."""
        morph = morphology("it")
        if re.fullmatch(
            r"(a|da|di|de|in|ne|su)(l|ll[oaie'].*|i|gli)|a|da|di|in|su|per|con",
            Word.parse(tokens[ps]).core.lower(),
        ):
            return out  # a preposition's object ("fu consegnato al vicino"): no agreement
        j = ps - 1
        if j >= 0 and Word.parse(tokens[j]).core.lower() == "come":
            j -= 1
        if j < 1 or out[j] != tokens[j] or Word.parse(tokens[j]).post.strip():
            return out
        wl = Word.parse(tokens[j]).core.lower()
        if morph is None or not any("pp" in r.tags for r in morph.readings(wl)):
            return out
        if morph.agree(wl, was) != wl:
            return out
        aux = Word.parse(tokens[j - 1]).core.lower()
        if aux not in _PASSIVE_AUX:
            return out
        k = j - 1
        while k > 0 and Word.parse(tokens[k - 1]).core.lower() in _PASSIVE_AUX:
            k -= 1
        if not named_subject(tokens, k, lambda w: bool(morph.readings(w))):
            return out  # a dropped subject: the participle stands for the source's he/she
        new = morph.agree(wl, gender)
        if new is None or new == wl:
            return out
        out = list(out)
        out[j] = Word.parse(tokens[j]).render(new)
        if aux in _ESSERE_PARTICIPLES and out[j - 1] == tokens[j - 1]:
            out[j - 1] = Word.parse(tokens[j - 1]).render(essere_participle(aux, gender))
        return out

    def _clitic_compound(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        """A span of an object clitic "lo"/"la", a form of *avere* and, optionally, its past
        participle ("lo avrebbe lasciato"), realised through the clitic (the participle agrees
        with it, :func:`fairmt.inflect.italian_clauses.clitic_participle`), with the clitic
        elided before the auxiliary's vowel or "h" ("l'avrebbe lasciata", "l'ha vista"):
        "lo" and "la" elide before a vowel, as a rule before the forms of *avere* (Serianni,
        *Grammatica italiana*, chapter I on elision and chapter VII on the unstressed pronouns;
        it-inflect-22). ``None`` for any other span."""
        s, e = span
        if e - s not in (2, 3) or not check_span(tokens, span):
            return None
        clitic, aux = Word.parse(tokens[s]), Word.parse(tokens[s + 1])
        if (
            clitic.core.lower() not in ("lo", "la")
            or clitic.post
            or aux.pre
            or aux.core.lower() not in _AVERE
        ):
            return None
        if e - s == 3 and (aux.post.strip() or Word.parse(tokens[s + 2]).pre):
            return None
        out = self.realise(tokens, (s, s + 1), gender)
        if out is None or len(out) != len(tokens):
            return None
        if e - s == 3 and out[s + 2] == tokens[s + 2] and morphology("it") is not None:
            return None  # no participle of the clitic's there: not this construction
        return _elide_clitic(out, s)

    def _postnominal_participle(self, base: list[str], k: int, gender: Gender) -> list[str]:
        """``base`` with the past participle right after a realised noun in ``gender`` ("Il
        candidato eletto ha ringraziato" -> "La candidata eletta ...", "Il paziente ferito"),
        its number kept (it-inflect-19): a participle used as an attributive adjective agrees
        with its noun (Serianni, *Grammatica italiana*, XI.410-412, the participle as an
        adjective; Treccani, "participio"). Only a word the dictionary reads as a participle
        (or lists only as a noun with a participle's ending, ``ferito``), with no punctuation
        before it and not standing before a noun it agrees with."""
        morph = morphology("it")
        if morph is None or k < 1 or k >= len(base) or Word.parse(base[k - 1]).post.strip():
            return base
        w = Word.parse(base[k])
        low = w.core.lower()
        rs = morph.readings(low)
        participle = any(r.pos in _VERB_POS and "pp" in r.tags for r in rs) and low not in self.FUNCTION
        if not participle and self._nominal_participle(low, gender) is None:
            return base
        if self._before_its_noun(base, k):
            return base
        noun = Word.parse(base[k - 1]).core.lower().split("'")[-1]
        if not self._same_number(noun, low):
            return base  # "l'imperatrice decise di ...": a plural participle is no attributive of hers
        if any("enc" in r.tags for r in morph.readings(Word.parse(base[k - 1]).core.lower())):
            # it-inflect-22: a verb with an enclitic pronoun is no noun ("di averle dato
            # protezione"): the participle after *avere* agrees with a direct-object clitic
            # before it only, never with a dative (Serianni, *Grammatica italiana*, XI.365).
            return base
        new = (morph.agree(low, gender) if participle else None) or self._nominal_participle(low, gender)
        if new is None or new == low:
            return base
        out = list(base)
        out[k] = w.render(new)
        return out

    def _appositive_adjectives(
        self, base: list[str], k: int, gender: Gender, opens: bool = False
    ) -> list[str]:
        """``base`` with the adjectives set off by commas right after a realised noun ("Gli
        infermieri, stanchi e affamati, sono andati a casa" -> "Le infermiere, stanche e
        affamate, ...") in ``gender`` (it-inflect-19). An adjective or participle in an
        incidental phrase after its noun agrees with it (Serianni, *Grammatica italiana*, V.27
        and V.38 on the adjective set off by commas). Only when the whole stretch between the
        commas is adjectives, participles, degree adverbs and "e"/"ed"/"ma": a noun or a verb
        there makes it something else (a relative clause, an apposition of a noun). When the
        noun's phrase opens the sentence (``opens``), the main predicate after the closing comma
        agrees too ("..., sono andate a casa")."""
        morph = morphology("it")
        if morph is None or k < 1 or k >= len(base) or Word.parse(base[k - 1]).post.strip() != ",":
            return base
        out = list(base)
        changed: list[tuple[int, str]] = []
        j = k
        while j < len(base):
            w = Word.parse(base[j])
            low = w.core.lower()
            rs = morph.readings(low)
            # (it-inflect-26) also an adverb the dictionary knows only as one ("visibilmente").
            adverb = bool(rs) and all(r.pos in ("adv", "preadv") for r in rs)
            if low in ("e", "ed", "ma") or low in self.INTENSIFIERS or low in ADVERBS or adverb:
                if w.post.strip():
                    return base
                j += 1
                continue
            prep = low[: low.index("'") + 1] if "'" in low[:-1] else low
            if changed and (low in self.PREPOSITIONS or prep in CONTRACTIONS):
                # "arrivata in ritardo,": the participle's complement runs to the closing comma
                # (no verb in it); its words are its own. (it-inflect-26) Or to the sentence's
                # end: "ha ricevuto l'ambasciatore, appena arrivato da Roma."
                end = j
                while end < len(base) and Word.parse(base[end]).post.strip() != ",":
                    post = Word.parse(base[end]).post.strip()
                    # pairs28 (it-inflect-28): a word right after an article, or a preposition
                    # contracted with one, is the noun of that phrase, not a finite verb
                    # ("criticata dalla *stampa*": not "stampa" of *stampare*; Serianni,
                    # *Grammatica italiana*, IV.1 and IV.79-80: the article introduces a noun).
                    # The contracted preposition itself is none either ("dalla": not *da' + la*).
                    here = Word.parse(base[end]).core.lower()
                    after_det = here in _ARTICLED or (
                        end > j and Word.parse(base[end - 1]).core.lower() in _ARTICLED
                    )
                    if (post and not (post == "." and end == len(base) - 1)) or (
                        not after_det
                        and any(
                            r.pos in _VERB_POS and "pp" not in r.tags
                            for r in morph.readings(Word.parse(base[end]).core.lower())
                        )
                    ):
                        return base
                    if post == ".":
                        break
                    end += 1
                if end >= len(base) or end - j > 4:
                    return base
                for t, form in changed:
                    out[t] = form
                return self._after_essere(out, end + 1, gender) if opens else out
            # (it-inflect-26) A participle that is also a noun ("colta", "colto in flagrante")
            # is the participle here: the stretch holds no determiner that would make it a noun.
            participle = any("pp" in r.tags for r in rs)
            if rs and (
                (morph.noun_readings(low) and not participle)
                or not all(r.pos in ("adj", "n") or "pp" in r.tags for r in rs)
            ):
                return base
            if not self._same_number(Word.parse(base[k - 1]).core.lower().split("'")[-1], low):
                # it-inflect-48: "consorti dell'Imperatore, chiamati Nyōgo": a plural is no
                # appositive of a singular noun (as in _postnominal_participle)
                return base
            new = morph.agree(low, gender) or self._unknown_adjective(low, gender)
            if new is None:
                return base
            changed.append((j, w.render(new)))
            if w.post.strip() == ",":
                for t, form in changed:
                    out[t] = form
                return self._after_essere(out, j + 1, gender) if opens else out
            if w.post.strip():
                return base
            j += 1
        return base

    def _coordinated_adjective(self, base: list[str], k: int, gender: Gender) -> list[str]:
        """``base`` with an adjective coordinated by *e*/*ed* with the noun's own agreeing
        adjective ("un avvocato giovane e ambizioso" -> "un'avvocata giovane e ambiziosa") in
        ``gender``, its number kept (it-inflect-18). Coordinated attributive adjectives all
        modify the noun and agree with it (Serianni, *Grammatica italiana*, V.27, the
        adjective's agreement). ``k`` is the token of ``base`` right after the realised noun;
        the first adjective (there, or after one degree adverb: "molto bravo e onesto") must
        already be in ``gender`` or have one form for both ("giovane"), with no punctuation
        in between; the second must be an adjective the dictionary inflects, not capitalised
        (a name)."""
        j = k
        if j < len(base) and Word.parse(base[j]).core.lower() in self.INTENSIFIERS:
            j += 1
        if k == 0 or j + 2 >= len(base) or any(Word.parse(base[i]).post.strip() for i in range(k - 1, j + 2)):
            return base
        first, conj, second = (Word.parse(base[i]) for i in (j, j + 1, j + 2))
        if conj.core.lower() not in ("e", "ed") or not first.core.islower() or not second.core.islower():
            return base
        low1, low2 = first.core.lower(), second.core.lower()
        if not self.adjective_like(low2) or not any(
            self.adjective_like(w) for w in (low1, self.inflect(low1, "M", False, None)) if w
        ):
            return base  # (the dictionary may list a feminine form, "brava", as a noun only)
        g1 = self.word_gender(low1)
        if g1 is not None and g1[0] != gender and self.inflect(low1, gender, False, None) not in (None, low1):
            return base  # the first adjective did not agree: no attributive chain to follow
        wg = self.word_gender(low2)
        if wg is None or wg[0] == gender:
            return base
        form = self.inflect(low2, gender, False, wg[1] or None)
        if form is None or form == low2:
            return base
        out = list(base)
        out[j + 2] = second.render(form)
        return out

    def validate(self, tokens_before: Sequence[str], tokens_after: Sequence[str]) -> str | None:
        """``None`` when the rewrite is acceptable, else the reason (the validity gate).

        Checked against Apertium's Italian dictionary (:func:`fairmt.inflect.apertium_morph.check_change`):
        no verb form and no thing noun changed gender, and every gendered article agrees with
        the noun after it. Without the dictionary nothing can be checked and ``None`` is
        returned. A noun the dictionary has in one gender only passes that article check as
        a common-gender person noun ("la falegname"); here a changed determiner before such a
        noun that is a thing by the Spanish dictionary too (``alcuni domande``: Spanish
        ``pregunta`` has no masculine) is rejected.
        """
        if len(tokens_before) == len(tokens_after):
            # it-inflect-44: a binomial's second member the dictionary reads as a verb form or an
            # interjection ("salvi", "salve") is checked as unchanged (romance_binomials)
            forms = binomial_forms("it")
            tokens_after = [
                b if Word.parse(b).core.lower() in forms and Word.parse(a).core.lower() in forms else a
                for b, a in zip(tokens_before, tokens_after, strict=True)
            ]
            # it-inflect-47: a copula's predicative the dictionary reads only as a present of an
            # -are verb ("sono calma" -> "calmo") changes as the adjective it is
            tokens_after = [
                b
                if b != a
                and copular_verb_homograph(tokens_before, k)
                and copular_verb_homograph(tokens_after, k)
                else a
                for k, (b, a) in enumerate(zip(tokens_before, tokens_after, strict=True))
            ]
        why = self._validate_with_dictionary(
            tokens_before,
            tokens_after,
            # it-inflect-18: the words of the lexical pairs ("padre"/"madre", "uomo"/"donna",
            # "marito"/"moglie"; Serianni III.55-59 on nouns whose feminine is another word) are
            # persons: the dictionary lists each in one gender, and the pair's other member is
            # no form of the same noun, but the change is the person's, not a thing's
            lambda w: _agentive(w) or spanish_person(w) or w in _PAIR_WORDS,
            common_gender=lambda w: w in EPICENE or w in EPICENE_PL,
        )
        morph = morphology("it")
        if why is not None or morph is None or len(tokens_before) != len(tokens_after):
            return why
        for k in range(len(tokens_after) - 1):
            d_before, d_after = (
                Word.parse(tokens_before[k]).core.lower(),
                Word.parse(tokens_after[k]).core.lower(),
            )
            # (a preposition fused with the article counts as the article: "del morte")
            det = DETS.get(d_after) or DETS.get(CONTRACTIONS.get(d_after, ("", ""))[1])
            if d_before == d_after or det is None or not det.gender or d_after.endswith("'"):
                continue
            noun = Word.parse(tokens_after[k + 1]).core.lower()
            genders = {r.gender for r in morph.noun_readings(noun)}
            if (
                genders
                and genders <= {"m", "f"}
                and det.gender.lower() not in genders
                and morph.fixed_gender_noun(noun)
                and spanish_thing(noun)
                and not self._known_person(noun)
            ):
                return f"{d_after!r} does not agree with the thing {noun!r}"
        return None

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: the gendered
        predicatives and participles of a first- or second-person form of *essere*/*stare*
        (``Sono stanca``, ``Sei arrivato``, ``Sono stato``), and a predicative noun phrase
        with a person noun (``Sono uno studente buono``); see
        :func:`fairmt.inflect.italian_persons.implicit_spans`."""
        found = implicit_spans(tokens, self.person_noun, lambda w: w in DETS or w in CONTRACTIONS)
        return sorted({*found, *singular_speaker_spans(tokens)})  # it-inflect-33: "alla fine sono tornata"
