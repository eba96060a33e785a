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
    vostro capo soddisfatto?": :meth:`ItalianInvertedQuestion._inverted_question`). A cue span that
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
    :meth:`~fairmt.inflect.italian_word_classes.ItalianWordClasses.adjective_like`. The article before
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
    ``fino`` before ``a`` (the preposition "until", :meth:`ItalianWordClasses.starts_locution`);
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
one below, so that a method calls only methods of its own layer or lower ones (or the hooks of
:class:`~fairmt.inflect.base.Inflector`, which reach the whole inflector: ``_realise_span``
reads ``gender_of``, ``_bare_predicate_nouns`` calls ``realise``):
:class:`~fairmt.inflect.italian_forms.ItalianWordForms` (the tables as class attributes,
parsing, word classes and the forms one word takes; itself sub-layers, listed in its module) <-
:class:`~fairmt.inflect.italian_agreement.ItalianAgreement` (the subject's predicate; sub-layers
too) <-
:class:`~fairmt.inflect.italian_roles.ItalianRoles` (role nouns and named subjects) <-
:class:`~fairmt.inflect.italian_person_spans.ItalianPersonSpans` (which spans are persons,
bare predicate nouns) <- :class:`~fairmt.inflect.italian_cue_spans.ItalianCueSpans`
(``cue_span``, ``phrase_span``) <-
:class:`~fairmt.inflect.italian_thing_agreement.ItalianThingAgreement` (a span's words that
agree with a thing) <- :class:`~fairmt.inflect.italian_phrase_agreement.ItalianPhraseAgreement`
(words outside the realised phrase that agree with it) <-
:class:`~fairmt.inflect.italian_realiser.ItalianRealiser` (``realise``) <-
:class:`~fairmt.inflect.italian_phrase_gender.ItalianPhraseGender` (``gender_of``,
``denotes_no_person``; above the realiser, whose ``super().gender_of`` is the inherited one) <-
:class:`~fairmt.inflect.italian_object_clitics.ItalianObjectClitics` (object clitics, number)
<- :class:`~fairmt.inflect.italian_validity.ItalianValidity` (``validate``) <-
:class:`ItalianInflector` here (the version, the group hooks, dropped subjects, speaker and
addressee). A chain rather than mixins because ``mypy --strict``
then checks every call on ``self``; the layers are not meant to be used alone. The closed
word classes are in :mod:`fairmt.inflect.italian_words`, the lexicon and the ending rules
in :mod:`fairmt.inflect.italian_lexicon`, person-noun checks by the dictionaries in
:mod:`fairmt.inflect.italian_persons` and clause boundaries in
:mod:`fairmt.inflect.italian_clauses`. The public names this module defined before the
split are re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import group_readers
from fairmt.inflect.italian_fronted import fronted_speaker_spans
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
)
from fairmt.inflect.italian_persons import dropped_subject_spans, implicit_spans
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans
from fairmt.inflect.italian_speaker_objects import speaker_object_participles
from fairmt.inflect.italian_thing_spans import focus_adverb
from fairmt.inflect.italian_validity import ItalianValidity
from fairmt.inflect.italian_words import (
    ACCENT_APOSTROPHE,
    AGENT_SUFFIXES,
    AUX,
    CONTRACTIONS,
    DETS,
    ELIDED,
    ESSERE,
    FUNCTION,
    GRAMMATICAL_GENDER_PERSONS,
    INVARIANT_PERSONS,
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
#: "stesso" after the noun agrees ("l'artista stessa": italian_word_tables.POSTNOMINAL_DETS); a participle
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
#: direttrice del museo, che è spagnola": italian_subject_phrase._complement_relative).
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
#: it-inflect-53 (issue 12, it61): an adjective after a -mente adverb agrees with the noun before both ("un
#: cuoco completamente esausto"; ItalianWordClasses.degree_adverb); the pronoun "quello" as the copula's
#: predicative agrees with the subject ("è quella più brava"; italian_demonstrative_predicative); "soggetto
#: a"/"affetto da" agree as the predicative, also before "al"/"dalla", and pass the validity gate; a modal
#: or copular verb right after a subject's 3-word complement is read as within it (italian_subject_phrase);
#: not an adjective that a noun follows ("la sarta praticamente mezzo stipendio"; adjective_before_noun).
#: it-inflect-55 (issue 12, it61b): a noun whose article's gender and number exclude its person reading is a
#: thing ("la morte", death, not the plural of "morta": "il morte"; italian_article_homographs); an adjective
#: of order (ordinal, ultimo, prossimo, scorso...) before a cardinal and the thing noun it agrees with is no
#: nominalised person ("negli ultimi dieci anni"); before a counted person it stays ("le ultime due allieve").
#: it-inflect-56 (issue 12, it62): a noun in -iere after an elided singular article is masculine
#: ("l'infermiere": the feminine plural "le infermiere" takes no "l'"; italian_elided_singular), as "il
#: cameriere" was already.
#: it-inflect-57 (issue 12, it63): a participle after "mi"/"ti" + avere agrees with the speaker or addressee
#: as its direct object ("Mi hanno avvisata"; italian_speaker_objects), not after "mi ha detto/chiesto";
#: the pronoun "quella" as the speaker's predicative agrees ("Sono quella del terzo piano"); a participle
#: or adjective opening the sentence agrees with the subject after its comma ("Stanche, le infermiere";
#: italian_fronted), not an adverbial ("Poco dopo,") nor an absolute participle ("Finita la guerra,"), and
#: with the dropped speaker of a first/second-person verb after it ("Caduta dalla bici, non riuscivo"); one
#: word alone ("Stanca, l'infermiera"), not a discourse word ("Perfetto,"); "sono quello" only clause-initial.
#: it-inflect-58 (it64): a cue span on a thing names no one ("le università", "hanno spento la radio")
#: it-inflect-58 (itb64): speaker in 2nd infinitive, "l'unica a"; relative ends at non/si; "Ieri è arrivata"
#: it-inflect-59 (session 44 merge): the it64 and itb64 rules together.
#: it-inflect-60 (qe65): the validity gate takes the masculine-only -o nouns whose Spanish word is a
#: common-gender person noun in -a ("poliziotto" -> "poliziotta"; italian_common_persons) as persons.
#: it-inflect-60 (it65): "nessun altro" <-> "nessun'altra"; -co/-go plurals by lemma ("sindaci" <->
#: "sindache", "teologhe" -> "teologi"); the neuter object of a verb of saying keeps its form ("dirlo");
#: a mood adjective after a place noun is the subject's ("uscito dal negozio contento"); the
#: predicative of "siamo"/"siete" wherever the verb stands ("lunedì siamo andate"); a realised
#: predicative takes those coordinated with it along ("sudata ma contenta"); "vive sola.";
#: the adverbs in -mente before a dropped subject's predicative; (it65 review) no mood adjective
#: override after a noun with a gendered pair ("dal cane stanco"), listed adjectives the dictionary
#: lacks read by ending ("arrabbiata"), every tense of "vive sola", conjuncts only after a change
#: on the subject's behalf and also the one before ("attenta e concentrata"); no "affatto"
#: it-inflect-61 (session 45 merge): the qe65 and it65 rules together.
#: it-inflect-62 (it66): the elided "nessun'" only before "altra" ("ciascuna insegnante"); no
#: dropped "voi" read into the participle "state" ("sono state premiate"); a clause-final "solo"
#: after any participle with essere ("è rimasta sola.") and after "ha vissuto"; a fronted
#: complement opens the subject's clause ("Da anni la fornaia vive sola"); the participle before a
#: post-verbal subject also with a noun reading ("è entrato") or over a complement ("è arrivata
#: in ritardo la maestra", "Al mercato è arrivata la cuoca"); a predicative read only as its
#: own verb's first person ("è rimasta calma", "è salva"; italian_verb_homographs).
#: it-inflect-63 (it67): "le" before a verb that governs "di"/"a" + infinitive is the clitic
#: ("le chiese di tacere", not the article of "chiese"), and its masculine is "gli" with "di",
#: "li" with "a" (italian_clitic_infinitives); a "la"/"le" after a stressed pronoun after a
#: preposition ("in lei la complice") is the article, not a clitic; foreign titles kept
#: untranslated have their own pairs ("conde"/"condesa", "Fürst"/"Fürstin"; italian_foreign_titles);
#: "lo" before "ts" ("lo tsunami"); "padrino"/"madrina", "compare"/"comare", "doge"/"dogaressa".
VERSION = "it-inflect-63"


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


class ItalianInflector(ItalianValidity):
    VERSION = VERSION
    group_spans = group_readers.italian_group_spans  # bug30: the hook of fairqe.they_groups
    speaker_group_spans = group_readers.italian_speaker_group_spans

    def dropped_subject_predicatives(self, tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
        """:meth:`Inflector.dropped_subject_predicatives` by the analyser
        (:func:`fairmt.inflect.italian_persons.dropped_subject_spans`)."""
        return dropped_subject_spans(tokens)

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: the gendered
        predicatives and participles of a first- or second-person form of *essere*/*stare*
        (``Sono stanca``, ``Sei arrivato``, ``Sono stato``), and a predicative noun phrase
        with a person noun (``Sono uno studente buono``); see
        :func:`fairmt.inflect.italian_persons.implicit_spans`."""
        found = implicit_spans(tokens, self.person_noun, lambda w: w in DETS or w in CONTRACTIONS)
        found += speaker_object_participles(tokens)  # it-inflect-57: "Mi hanno avvisata"
        # it-inflect-57: "Caduta dalla bici, non riuscivo" (italian_fronted)
        found += fronted_speaker_spans(tokens, self._unknown_adjective)
        # it-inflect-33: "alla fine sono tornata"; it-inflect-58: with unknown adjectives ("vegana")
        found += singular_speaker_spans(tokens, self._unknown_adjective)
        # it-inflect-58: not the adverb "solo" before a pronoun, "saranno solo loro" (italian_thing_spans)
        return sorted({sp for sp in found if not focus_adverb(tokens, sp)})
