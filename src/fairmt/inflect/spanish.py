"""Spanish gender inflection (rules and a hand-written lexicon).

What flips
    * Articles and determiners: ``el/la/los/las``, ``un/una/unos/unas`` (``uno`` when no
      noun follows: *cada una de* -> *cada uno de*), ``este/ese/aquel`` and their forms,
      ``nuestro/vuestro``, ``otro``, ``todo``, ``mucho``, ``poco``, ``tanto``, ``alguno``/
      ``ninguno`` (``algún``/``ningún`` before a noun), ``dicho``, ``cierto``, ``ambos``,
      ``mismo``, ``varios``; contractions ``del`` <-> ``de la``, ``al`` <-> ``a la``.
      ``su``/``mi``/``tu``/``cada`` have no gender.
    * Nouns: the lexicon of pairs (``hombre``/``mujer``, ``actor``/``actriz``,
      ``rey``/``reina``, ``alcalde``/``alcaldesa``, ``poeta``/``poetisa``, ``jefe``/``jefa``,
      ``presidente``/``presidenta`` ...), then endings: -o/-a, -or/-ora, -ón/-ona, -és/-esa,
      -án/-ana, -ín/-ina and their plurals. Epicene nouns (-ista, -e, -ante/-ente, -a
      nouns such as ``colega``, ``atleta``, ``guía``, consonant endings) change only their
      determiner.
    * Adjectives and participles in the span, and agreeing adjectives right after the noun:
      -o/-a, -os/-as, -or/-ora (agent adjectives only; ``mayor``/``mejor`` ... are
      invariant), -és/-esa, -án/-ana, -ón/-ona; apocopes ``primer``, ``tercer``, ``buen``,
      ``mal`` before a noun.
    * Pronouns: ``él``/``ella``, ``ellos``/``ellas``, ``nosotros``/``nosotras``,
      ``vosotros``/``vosotras``, ``uno``/``una``; object clitics ``lo``/``la``, ``los``/``las``
      (only inside the span, and only when no noun follows), enclitics on infinitives and
      gerunds (``mirarla`` <-> ``mirarlo``).

Since es-inflect-9 (issue 12, closed sets)
    Postnominal ``bueno``/``malo`` agree with their noun ("un profesor bueno" -> "una profesora
    buena"); a coordinated subject's predicative turns feminine also when a conjunct shows its
    gender only in its determiner ("la artista") or not at all ("su ayudante"); the article
    of a nominalised comparative predicative agrees ("está considerada la mejor"); the
    locutions "a punto", "a gusto", "de acuerdo" never change.

Since es-inflect-10 (issue 12, groups named by pronouns and quantifiers)
    The group of a changed predicative that is a quantifier with "ellos"/"ellas" ("Dos de
    ellas fueron asesinadas", "Una de ellas estuvo arrestada", "Todas ellas ..."), the
    distributive "cada uno/cual de ellos" ("Cada una de ellas"), and a headless relative that
    opens the sentence ("Las que se quedaron estuvo cansada", "Quienes eran cansadas") with
    the predicatives after its copulas.

Since es-inflect-11 (issue 12, Spanish variants on GATE-like phenomena)
    A common-gender noun whose phrase shows no gender (``Pocos de mis colegas``) takes its
    gender from the partitive quantifier before ``de``, which changes with the predicatives;
    a predicative of a group head of no gender that shows the group's (``Cada cual de mis
    amigos estuvo invitado``, ``El resto de las enfermeras estaban cansadas``) agrees with the
    group; the gender of a predicative is the one its form has in Apertium's dictionary when
    the readings agree, over the small model's tag; N (the *persona* periphrasis) is made
    only of nouns, never of a predicative adjective or participle (``Estoy cansado``: no N,
    as ``¿Estás seguro?``) nor of ``cada``.

Since es-inflect-12 (issue 12, agreement words on GATE's themes)
    A participle or adjective after "haber" + "sido"/"estado" agrees (``La profesora ha sido
    escogida``; only a bare perfect, ``ha concluido``, never does); the article of a relative
    superlative "el más/menos" + adjective agrees with the person, with a noun subject (``Mi
    supervisora es la más experimentada``) and with the speaker or addressee (``Soy la más
    vieja``); a predicative coordinated with the person's but with a subject of its own is
    left alone (``La supervisora estuvo herida y el coche estuvo destruido``).

Since es-inflect-13 (issue 12, session 13)
    A stressed possessive right after a realised noun agrees with it, its number kept (``un
    amigo mío`` -> ``una amiga mía``, ``dos amigos nuestros`` -> ``dos amigas nuestras``; RAE,
    *Nueva gramática* §18.1-18.3): the English "of mine/ours", which spaCy's small model
    leaves without a head.

Since es-inflect-14 (issue 12, plural groups, professions, participles and predicatives)
    A singular predicative whose own copula is singular too keeps agreeing in gender with the
    plural subject the parse gives it, and a phrase whose determiner and noun disagree in number
    holds its predicatives to no number (the MT's number errors: "Los enfermeros quién estuvo
    contratado ... estuvo cansado" -> "Las enfermeras quién estuvo contratada ... estuvo
    cansada", "Las gerente eran satisfechas"; RAE, *Nueva gramática* §33.1); a subject the small
    model hangs on the copula is its predicate's ("Los abogados estuvieron convencidos"), a
    floating "todos" after the copula agrees with the adjective after it (whether the parse
    makes it the clause's head or the predicative's determiner), a pseudo-copula's adjective
    that is also a verb form is its predicative ("parecen contentas"), and so is the adjective
    of "verse/encontrarse/hallarse" ("se vio obligada"; §38.3), while a bare adjective the parse
    gives a personal-"a" object is that object's ("vio cansada a la secretaria"; §38.2); the
    third-person subject
    pronouns ``él/ella/ellos/ellas`` (not after a preposition) are target pronouns the realiser
    flips with the person they refer to when the English genders nobody ("pero ellos no fueron
    convencidos"; §16.2); a sentence-opening headless "Quienes" is a person span whose
    predicatives vary (§44.5), and so is a cardinal partitive on "ellos/ellas" with no noun
    before it ("Los dos de ellos son dentistas", §19.7); a predicative adjunct fronted before
    its subject ("Cansados, los médicos ...") and an incidental adjective or participle between
    commas ("Los médicos, cansados, ...", "La autora, conocida por sus novelas, ...") agree with
    it (ch. 38, §13.13), as does an explanatory relative after a comma (§44.1); the relative of
    a cleft agrees with its focus ("Son las enfermeras las que están más cansadas", "Fue la
    profesora la elegida"; §40.10-40.12); the article of "las mejores" after "fueron nombradas"
    agrees (§45.14); a one-form adjective that is also a noun stands
    between a determiner and the person noun ("una excelente abogada"; §13.12); a cue span over
    a comma is cut to the piece with the person nouns.

Since es-inflect-16 (issue 12, participles, clefts and tacit subjects)
    A partitive "de" phrase that the small model hangs on the verb (``obl``) right after the
    clause's subject is still the quantifier's complement ("Cada cual de mis amigas estuvo
    invitada" -> M "invitado"; §19.7, §33.8); an adjective coordinated with a tacit subject's
    predicative, with no copula, subject or determiner of its own, agrees too ("Estaban cansadas
    pero contentas"; §31.3, §33.4); first- and second-person forms of "ser" open a cleft with a
    pronoun focus ("Somos nosotras las que fuimos elegidas"; §40.11). The realiser gives an
    English pronoun + predicate that the aligner placed nowhere the predicatives of the
    translation's clause with a tacit subject ("Eran cansados pero felices").

Since es-inflect-19 (issue 12, closed sets on MT-GenEval's dev "both wrong" pairs)
    The article before an ordinal, "bueno/malo", "mismo" or "otro" is in the phrase ("la primera
    autora" -> "el primer autor"; §13.12); the predicatives of the proper name a realised person
    noun is predicated of agree with it (the name's apposition, attribute, "como" phrase or
    passive complement: "Robles se mudó a Lima y fue nombrada directora", "Quiroga, una pintora,
    fue elegida"; §33.1, §38.2-38.4), not a compound perfect ("ha contribuido y escrito"); and a
    person noun of the same gender in one list of roles with a realised one is a person span too
    ("trabajó como profesora, escritora y oradora"; §31.3, §37.7), an agent noun in -dor/-dora the
    dictionary lacks included ("subastadora"); a prenominal adjective the dictionary lacks in
    -oso/-osa, or reads also as an infinitive, is in the phrase ("una talentosa artista", "una
    regular escritora"; §13.12); a noun with the prefix "ex-" inflects its base ("exvicepresidenta"
    -> "exvicepresidente", not "exvicepresidento"; ch. 10), and a feminine in -la the dictionary
    lacks turns into the noun in -l it knows ("oficiala" -> "oficial", not "oficialo"; ch. 2).

Since es-inflect-21 (issue 12, closed sets on GATE-like dev pairs, helper closedes28)
    An enclitic lo/la on an infinitive or gerund is an object clitic that follows its person
    ("no pude localizarla"; §16.11-16.12); a first- or second-person finite verb in a person's
    span keeps its form ("tengo suerte", never "tenga suerte"; :mod:`spanish_clitics`); a bare
    conjunct of a predicative that the dictionary reads as an adjective and never as a noun
    agrees ("cansadas pero contentas"; §31.3), and so does an ordinal after a result verb
    ("terminó segunda"; §38.3); a demonstrative pronoun subject of "ser" agrees with the person
    noun that is its attribute ("Esta es mi alumna" -> "Este es mi alumno"; §17.2, §37.2;
    :mod:`spanish_demonstratives`).

Since es-inflect-23 (issue 12, closed sets on GATE-like dev pairs, helper closedes29)
    The gender of a span led by a first- or second-person finite verb is that of the adjective
    or participle after the verb ("¿Estabas decepcionado?" is masculine; the verb's "-as" is no
    feminine; §2.2, §33.1; :func:`~fairmt.inflect.spanish_clitics.predicative_after_verb`); a
    conjunct of a predicative that the small model tags as an adverb and the dictionary reads as
    a gendered adjective, never a noun, agrees ("exigente pero justo"; §31.3); the predicative
    of a floating quantifier ("todas casadas"; §20.3) and a distributive of the realised group
    ("una a una"; §20.4) change with it (:func:`~fairmt.inflect.spanish_groups.group_agreement`);
    a noun with a pair after a possessive of no gender ("mi nieta", "tus vecinas") is a person
    noun for the realiser's unaligned cues when the cue lexicon has it as a person's translation
    (not "su gato": animals have pairs too).

Neutral (N)
    The periphrasis with *persona* that Spanish gender-fair guides use, for a listed set of
    nouns only: ``el hombre``/``la mujer`` -> ``la persona``; agent and participial nouns
    (-dor/-dora, -ario/-aria, -ante, -ente, -ado/-ada, -ido/-ida) -> ``la persona`` + the
    noun's feminine form as an adjective (``el trabajador`` -> ``la persona trabajadora``,
    ``los usuarios`` -> ``las personas usuarias``). Everything else: ``None``. Agreement
    outside the span (a later participle) is not adjusted for N.

Real resources (:mod:`fairmt.inflect.spanish_morph`; each optional, the rules above are the
fallback)
    * Apertium's Spanish dictionaries generate the forms (lemma + swapped gender tag) after the
      lexicon of pairs, and say which nouns have a gender of their own (a thing, ``persona``,
      ``víctima``): those never flip, nor does their agreement ("only people change").
    * spaCy's parse (``es_core_news_sm``) finds what agrees with a flipped person noun outside
      its phrase: predicatives (``Los vecinos eran muy simpáticos``), passive participles,
      copular relative clauses, adjectives beyond the window (``un arquitecto muy bueno``).
    * :meth:`SpanishInflector.validate` is the validity gate (non-words made from words,
      a masculine determiner before a feminine-only noun).

Layout
------
One module per concept: the closed word classes (determiners, pronouns, prepositions,
function words, partitive quantifiers) are in :mod:`fairmt.inflect.spanish_words`, the
lexicon of pairs, epicene and fixed-gender nouns and the spelling rules in
:mod:`fairmt.inflect.spanish_lexicon`, what agrees with a noun according to the spaCy parse
in :mod:`fairmt.inflect.spanish_dependencies`, the dictionary and parser in
:mod:`fairmt.inflect.spanish_morph` and misparsed coordinations in
:mod:`fairmt.inflect.spanish_coordination`. The inflector is a chain of classes, each a
subclass of the one below and each in its own module, so that a method calls only methods of its
own layer or lower ones (or the hooks of :class:`~fairmt.inflect.base.Inflector`: N is built on
``realise``): :class:`~fairmt.inflect.spanish_forms.SpanishWordForms` (the tables as class
attributes, word classes and the forms one word takes) <-
:class:`~fairmt.inflect.spanish_persons.SpanishPersonSpans` (which spans are persons, thing
nouns) <- :class:`~fairmt.inflect.spanish_neutral.SpanishNeutral` (N, the *persona*
periphrasis) <- :class:`~fairmt.inflect.spanish_phrase_gender.SpanishPhraseGender` (the head
noun, nouns of fixed gender, ``phrase_span``, ``gender_of``) <-
:class:`~fairmt.inflect.spanish_agreement.SpanishAgreement` (what agrees outside the phrase) <-
:class:`~fairmt.inflect.spanish_relatives.SpanishRelatives` (cleft and headless relatives) <-
:class:`~fairmt.inflect.spanish_realiser.SpanishRealiser` (``realise``) <-
:class:`SpanishInflector` here (object clitics, ``validate``: the validity gate of
:mod:`fairmt.inflect.spanish_validity`; and the named-subject mixin of
:mod:`fairmt.inflect.spanish_named_subjects`). A chain rather than mixins because ``mypy
--strict`` then checks every call on ``self``. The public names this module defined before the
split are re-exported (``__all__``), and so is :func:`_morph`, so callers import them from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import group_readers
from fairmt.inflect.spanish_clitics import enclitic_object
from fairmt.inflect.spanish_dependencies import _morph as _morph  # re-exported (see the docstring)
from fairmt.inflect.spanish_lexicon import (
    ADJ_F,
    ADJ_M,
    EPICENE,
    EPICENE_PL,
    FIXED_GENDER,
    INVARIANT_OR,
    LEXICON,
    LEXICON_F,
    PERSONA_ENDINGS,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
    pluralise,
)
from fairmt.inflect.spanish_named_subjects import SpanishNamedSubjects
from fairmt.inflect.spanish_realiser import SpanishRealiser
from fairmt.inflect.spanish_validity import validity_problem
from fairmt.inflect.spanish_words import (
    ADJ_GROUPS,
    APOCOPE,
    CLITIC_PREV,
    CONTRACTIONS,
    DETS,
    FUNCTION,
    PARTITIVES,
    PARTITIVES_BACK,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    VERB_ENDINGS,
    VERB_O,
)

#: es-inflect-19 (branch pairs27): an object clitic lo/la before its verb follows its person; a
#: relative clause with a pseudo-copula ("que parecía agotada") agrees with its antecedent.
#: es-inflect-20 (branch closedes27, which had taken 19): the article before an ordinal, "bueno",
#: "mismo", "otro" belongs to the person's phrase; a named subject's participles and adjectives
#: follow the role noun said of it; role nouns in a list change together; unknown -oso adjectives
#: and "ex-" nouns; unknown feminines in -la.
#: es-inflect-21 (branch pairs28): a relative clause hung on the noun's "de" complement whose
#: predicative has the noun's gender and not the complement's.
#: es-inflect-22 (branch closedes28, which had taken 21): enclitic lo/la on an infinitive or gerund
#: is an object clitic; a first- or second-person finite verb given a person's span is not inflected;
#: coordinated and ordinal predicatives; the demonstrative subject of "ser" (the docstring's labels
#: say es-inflect-21, the number the branch chose).
#: es-inflect-23 (branch closedes29): a span led by a first/second-person verb reads its gender
#: from the predicative after the verb ("¿Estabas decepcionado?" is masculine); a conjunct
#: predicative tagged as an adverb ("exigente pero justo"); a floating quantifier's predicative
#: and a distributive agree with the group ("todas casadas", "una a una"; spanish_groups); a
#: person noun after "mi/tu/su" whose word the cue lexicon translates ("mi nieta", not "su gato").
#: es-inflect-24 (branch closedes30): "un poco" before an adjective is a degree adverb, not a
#: determiner saying the person's gender ("estoy un poco nerviosa" is feminine); stressed pronouns
#: after a preposition and first/second-person copular clauses for the realiser's hooks.
#: es-inflect-25 (branch closedes31): a name's participles and adjectives, read off the word order
#: (spanish_named_subjects.py: "Kitani fue reconocida como la profesora"), and the subject's other
#: predicate nouns turn with a realised one ("como pintora ..., después como entintadora"); a noun of
#: one gender whose ending rule gives another word ("diseño" -> "diseña", "cargo" -> "carga") stays.
#: es-inflect-26 (branch closedes32): an adjective after the noun's own complement that agreement
#: shows is the noun's ("la profesora de futuros jugadores más prolífica"; spanish_complement_modifiers).
#: es-inflect-27 (session 24, branch pairs32, which had taken 26): a nominalised ordinal or "único" after
#: "ser" agrees with the realised subject, article and adjective ("fue la única que", "el primero en";
#: spanish_nominalised).
#: es-inflect-28 (session 26): a feminine or plural adjective the parser files as an adverb after a
#: pseudo-copula is the subject's predicative ("La cirujana que se volvió famosa" -> "El cirujano que se
#: volvió famoso"; spanish_marked_predicatives).
#: es-inflect-29 (session 27): the invariable locutions "estar al tanto/al corriente/al día" keep their noun
#: (spanish_lexicon.LOCUTION_NOUNS: "a la tanta" was made); a span that runs on over its subject's verb still
#: reaches the verb's coordinated participles ("fue detenido ... y puesto en libertad"); the article of an
#: explanatory relative "el cual"/"el que" after the person's phrase agrees (relative_articles).
#: es-inflect-30 (session 27): "todos"/"todas" before the article of a headless relative ("Todas las que
#: fueron invitadas") agrees with the group, as the article and the relative's predicatives do.
#: es-inflect-31 (session 27): an ordinal before a noun it agrees with ("para la segunda ronda") is no person
#: noun for a cue left without one (spanish_ordinals; it took "la segunda" for the applicant, dev es-c149).
#: A word Apertium reads only as an adjective, filed as a semi-copula's xcomp and tagged VERB ("parecen
#: tranquilas"), is the subject's predicative and agrees (spanish_dependencies; dev es-c175).
#: es-inflect-32 (session 28): "el guía" passes the validity gate (an epicene person noun); the predicate
#: agrees with "cada uno de ellos" ("Cada una de ellas estaba segura") and with a quantifier its partitive
#: pronoun changed ("Ninguno de nosotros estaba preparado"); a plural pronoun subject is plural whatever the
#: parse says ("Pocos"); "todos los que" changes its article; a nominalised adjective's article and a
#: coordinated one agree ("y los últimos": spanish_nominalised); "una guía" without a cue is no person span
#: (the book has the same form: spanish_persons); the participle of a perfect never agrees ("haya hecho").
#: es-inflect-33 (session 29): a detached predicative that ends the subject's clause agrees with the subject
#: ("La profesora llegó tarde, cansada" -> "El profesor llegó tarde, cansado"; clause_final_predicatives); a
#: nominalised participle subject the parser reads as a clausal one takes its predicate ("El recién llegado").
#: es-inflect-33 (session 29, esit37): a plural pronoun subject's predicative read by the dictionary when the
#: parse misses it ("Vosotras dos sois tan parecidas": spanish_pronoun_subjects); "La mayoría de ellas" shows
#: the group's gender and changes its pronoun and plural predicatives (spanish_quantity_pronouns); a plural
#: predicative of "la mayoría de las enfermeras" agrees with the group, not the head noun; a partitive's
#: "nosotros"/"vosotros" changes with its quantifier and takes the plural copula's predicatives along
#: ("Varias de nosotras fuimos elegidas"); a participle's span stops before the next noun phrase ("nombrado |
#: el año": spanish_participle_spans); an explanatory relative's copula and predicative read by the dictionary
#: ("sus primos, que estaban encantados"); "listas" after a copula reads as the adjective, not "lista"; the
#: article of a partitive's numeral group changes with its quantifier ("Ninguna de las dos" -> "Ninguno de
#: los dos"); a headless relative's main predicative coordinated after one of no gender agrees ("Las que
#: fueron elegidas estaban felices y emocionadas").
#: es-inflect-34 (session 30, esit39): a span on "cada" alone takes the pronoun after it, and the bare
#: pronoun's predicate agrees, read by the dictionary where the parse misses it ("Cada una fue entrevistada",
#: "Cada una estaba cansada pero contenta": spanish_cada); a verb after "cada" is no speaker's; a noun of
#: quantity with a plural copula right after it takes the predicatives' gender ("La mayoría estaban
#: contentas"), a first- or second-person one is the speaker's group ("La mayoría estábamos contentas":
#: spanish_quantity_pronouns); a detached predicative that ends a clause of the first or second person is the
#: speaker's or the addressee's ("Me vestí y me fui, nerviosa": spanish_speaker_detached); "parecer" is a
#: copula of the speaker's clauses ("Pareces cansada pero tranquila": spanish_clitics); a plural nominalised
#: adjective subject is a person span for an unaligned cue ("Las interesadas deben llamarnos":
#: nominalised_subjects); a copula coordinated with the subject's verb by "y"/"pero" shares its subject ("La
#: paciente se sintió mejor y fue dada de alta": spanish_coordinated_predicates).
#: es-inflect-34 (session 30): adjectives coordinated with a realised predicative agree with it ("Estamos
#: cansadas y hambrientas": spanish_predicative_conjuncts); a modal's participle ("queridas") is a
#: prenominal adjective ("Mis queridas amigas" was cut at "queridas"); the predicative before an inverted
#: subject in a question agrees ("¿Está satisfecha la chef?": spanish_inverted_questions); the neutral
#: *persona* periphrasis is built on the feminine realisation, so its predicates agree with *persona*.
#: es-inflect-35 (session 31, own31): "el ama de llaves" is feminine after "el", and a feminine realisation
#: of "amo"/"ayo" takes el/al/del/un before the stressed /a/ (spanish_stressed_a).
#: es-inflect-35 (session 31, esit40): a relative on the noun's "del" complement is the person's when its
#: predicatives agree with the person and not the complement, the complement's gender read on "del" or its
#: article where the parse gives none ("La dueña del restaurante, que parecía cansada": spanish_dependencies);
#: "sano y salvo" agrees as a whole, "salvo" being absent from the dictionary (romance_binomials); a subject
#: the parse hangs on a degree adverb of the predicative is its ("estaba muy bien preparada"); a clause-final
#: adjective the parse hangs on an oblique noun of the other gender is the subject's ("salió del escenario
#: agotada": spanish_dependencies._depictives_on_oblique).
#: es-inflect-36 (session 32, esit41): a person span's noun complement is cut before its "de"/"del" ("El
#: conductor del autobús" for "bus driver": spanish_complement_spans); the depictive "solo" after the
#: subject's verb group agrees where the parse misreads the clause ("Mi vecina vive sola":
#: spanish_depictive_solo); the stressed-a article is SpanishWordForms.det_form's own, so "de «el ama"
#: keeps its quote (spanish_stressed_a);
#: an infinitive copula after a periphrasis auxiliary takes the predicative's agreement ("debéis de estar
#: agotadas", "y tuvo que ser trasladada": spanish_pronoun_subjects); a predicate coordinated with a partitive
#: quantifier's verb agrees in the quantifier's number ("Una de las enfermeras ... y fue enviada"); a
#: first- or second-person periphrasis is a speaker's copular clause ("tengo que estar preparada").
#: Branch own32: after a pseudo-copula, a word the parser tags as a verb form and files as a clause
#: ("parece contenta con el equipo": "contentar") is the predicative when Apertium reads it as an adjective.
#: es-inflect-37 (session 33, dbl42): nouns with two feminines in use ("presidenta"/"la presidente", "jefa"/
#: "la jefe", "jueza"/"la juez", "poetisa"/"la poeta": feminine_doublets, read by the rules agents through
#: feminine_alternative; also after "vice"/"ex"/"co": "exjueza"/"la exjuez").
#: es-inflect-37 (session 33, gatees42): the predicative of a pseudo-copula in a perfect tense agrees ("se ha
#: mostrado preocupada", "se habían visto obligadas"), and so does one the parser files as a second subject
#: after it ("Las jugadoras se sienten frustradas": spanish_dependencies._predicatives); a span that ends on
#: the perfect's auxiliary ("Un orador se ha" for "speaker") is cut before it: the participle keeps its form.
#: The article agrees across the invariable "demás" ("las demás invitadas"), and "demasiados/demasiadas" is
#: a quantifier determiner ("demasiadas primas" -> "demasiados primos"; spanish_forms, spanish_words).
#: The stressed "ellos"/"ellas" for an English "they"/"them"/"their" is a group span when no plural noun of
#: things comes before it (spanish_groups.group_pronoun_spans: "Ellas no juegan los domingos").
#: The article agrees across a superlative "más"/"menos" ("la más famosa escultora": spanish_forms).
#: A pronominal pseudo-copula's adjective with an "a" complement is still its predicative ("se encontraban
#: enfrentadas a las normativas": spanish_dependencies._pronominal_semi_copula).
#: es-inflect-37 (session 33, gateit42, shared code): one word between the last comma and a question mark
#: is a tag question said of the proposition: it keeps its form ("Estás cansada, ¿verdad?";
#: clause_final_predicatives).
#: es-inflect-38 (session 34, es44): adjectives coordinated after a predicative an earlier rule changed
#: agree too ("se siente agotada o abrumada"), and so does a list of attributive adjectives right after a
#: changed person noun ("una cocinera estupenda, maravillosa, rápida": spanish_predicative_conjuncts); nouns
#: in "-ópata" are of common gender ("el/la osteópata": spanish_forms); "huésped" has the feminines
#: "huéspeda" and "la huésped" (feminine_doublets, DPD s.v. huésped). A span that ends on a finite verb
#: after its person noun or adjective ("La única ganadora termina") is cut before the verb ("termino").
#: A span that starts on its noun reaches the determiner across a prenominal adjective that the dictionary
#: also reads as a noun ("el desconocido escritor": spanish_prenominal_span); a word with an adjective
#: reading right after a thing noun is no role in a list ("el centro médico y el doctor": spanish_persons).
#: An agent noun in -dor/-dora that the dictionary lacks is a person span after a determiner ("las
#: buceadoras", as in lists of roles already: spanish_persons.person_spans). A pronominal pseudo-copula
#: coordinated with the subject's verb takes its predicative ("y se pusieron enfermas":
#: spanish_pronoun_subjects.predicatives_after). Its adjective right before a determiner or noun is the
#: postverbal subject's ("se hizo pública la noticia"). The last item of a comma-only list of three or more
#: before sentence-final punctuation agrees ("maravillosa, rápida.": spanish_predicative_conjuncts).
#: es-inflect-39 (session 35, es45): the prenominal adjectives may be several and coordinated ("Esta
#: atractiva y tranquila jugadora"), and phrase_span, gender_of and person_spans see the determiner across
#: them as the realisation does ("atractivo" there is no person of its own: spanish_prenominal_span). A
#: span that ends on a finite verb and its genderless clitic after the person word ("nuestras ciudadanas
#: se sienten") keeps only what comes before the clitic, as one that ends on the verb does. A postnominal
#: adjective agrees past invariable ones, also after a common-gender noun whose determiner alone changed
#: ("la periodista internacional húngara": spanish_predicative_conjuncts._attributive_list).
#: es-inflect-40 (session 36, es47): the noun after coordinated prenominal adjectives may be of common
#: gender ("Este encantador y tranquilo cantante"): its adjectives and determiner decide the gender and
#: all of them agree (spanish_prenominal_span; a common-gender word is read as either gender there). An
#: adjective in -dor/-dora the dictionary lacks is read off its ending there ("cautivadora"). The noun
#: after coordinated prenominal adjectives is determined and so a person span ("La vieja y sabia enfermera").
#: es-inflect-41 (session 37, es48): a person noun attribute of "ser" takes its subject's gender ("La actriz
#: será la protagonista": spanish_copular_attribute); a span that runs on past its finite verb stops at the
#: verb ("el acusado esperó tanto" kept "tanto"); "la policía", also the force, is no person span for a cue.
#: es-inflect-42 (session 38, es49): an adjective right after a common noun that the small model files as
#: part of a name ("Expertas jamaiquinas", flat) is its modifier and agrees (spanish_dependencies); the
#: neutral base keeps its spans past a split contraction, "al"/"a la" (fairqe/neutral_base, rules side); an
#: adjective coordinated with the predicative after a floating "todas" agrees ("todas muy amables y atentas").
#: es-inflect-43 (session 40, sp60): a masculine noun of things takes no feminine determiner and is
#: never realised ("las años", "esta método", "resultadas": spanish_thing_nouns, read by the validity
#: gate); a plural whose stress mark moves is its lemma's own for fixed_gender_noun ("generaciones");
#: "sí mismo", "consigo misma", "por sí sola" agree with the realised subject
#: (spanish_reflexive_intensifiers); the adjectives after a possessive agree with the noun ("mi adorada
#: prima": spanish_prenominal_span); a predicative fronted before the speaker's or addressee's copula is
#: theirs ("más contenta puedes estar": spanish_fronted_speaker); a participle the parser tags as a
#: finite verb is a bare predicative ("el cocinero se fugó disfrazado": spanish_dependencies).
#: es-inflect-44 (session 41, es61): the participle or adjective of a subjectless "ser"/"estar"
#: infinitive the parser files as a clause or object agrees with the subject ("espera ser trasladada":
#: spanish_controlled_infinitives).
#: es-inflect-45 (session 42, es62): "mucho"/"poco"/"tanto" before a comparative is its adverb and never
#: agrees ("Estoy mucho mejor": spanish_degree_quantifiers); a bare adjective the parser tags as a noun
#: after a controlled "estar" agrees too ("cree estar enfermo": spanish_controlled_infinitives); the
#: predicative of an object-controlled infinitive is the object's ("Ordenó a la enfermera estar preparada":
#: spanish_object_control; a request verb's only where the form shows it, and with the predicatives
#: coordinated with it); the neuter "ello" has no gender, and a connector before a comma leaves a cue's
#: span ("Por ello, los ciudadanos": spanish_connector_pieces).
#: es-inflect-46 (session 43, es63): a bare "los"/"las" right after an imperative is the article of its
#: object, never a clitic of a group ("Enséñales los apuntes": spanish_imperative_objects); a predicative
#: fronted right before the verb of a postverbal subject agrees with it ("Cansadas volvían las enfermeras":
#: spanish_fronted_predicatives).
#: es-inflect-47 (es64): "les" + verb + "los" is an article; "Contento llegó"; control lemmas; "juntas"
#: es-inflect-48 (es64 mend): not after a subordinator ("Cuando le hablé los vi"); "Obligó"; "Distinto"; amod
#: es-inflect-49 (es65): a bare adjective the parser makes the verb's subject is the dropped subject's
#: predicative ("Se marcharon contentas": spanish_adjective_subjects); a controlled "estar" + adjective the
#: parser tags as a finite verb ("estar despierta": spanish_controlled_infinitives); the speaker or addressee
#: as the object of a control verb ("te obligan a estar callada": spanish_speaker_objects); a completive
#: "que" after its verb opens no fronted clause ("Le dije que les mostré los apuntes": spanish_dative_verbs);
#: a nominalised adjective after "mi/tu/su", attribute of the speaker's or addressee's "ser", is theirs
#: ("Soy su favorita": spanish_possessive_predicatives). Mend: a fronted clause before the completive "que"
#: still holds the dative ("Cuando supe que le gustaban los invité"); no article right before a finite verb
#: not in "-s" ("Ni bien le escribí las llamé").
#: es-inflect-50 (es66): a plural clause without a subject after plural nouns of things only is theirs
#: ("Lavó las camisas y quedaron limpias": spanish_thing_subjects) when its predicatives can agree
#: with one of them and no two people are joined by "con"/"y" before it; an object predicative may
#: also read as a finite verb ("las vimos contentas": spanish_groups);
#: an adjective filed as the xcomp of any verb is the tacit subject's ("Descansaron tranquilas").
#: es-inflect-51 (es67): a main clause without a subject after a fronted "si"/"cuando"/"aunque" clause
#: whose subject is the person continues it ("Cuando una cantante termina la gira, siempre está agotada":
#: spanish_fronted_clause_subjects; not a masculine's neuter "lo", clausal-subject adjective or thing
#: participle); a detached predicative after an object noun with an invariable
#: adjective is the subject's ("firmó un informe importante, cansada": clause_final_predicatives).
VERSION = "es-inflect-51"


__all__ = [
    "ADJ_F",
    "ADJ_GROUPS",
    "ADJ_M",
    "APOCOPE",
    "CLITIC_PREV",
    "CONTRACTIONS",
    "DETS",
    "EPICENE",
    "EPICENE_PL",
    "FIXED_GENDER",
    "FUNCTION",
    "INVARIANT_OR",
    "LEXICON",
    "LEXICON_F",
    "PARTITIVES",
    "PARTITIVES_BACK",
    "PERSONA_ENDINGS",
    "PLURAL_LEXICON",
    "PLURAL_LEXICON_F",
    "PREPOSITIONS",
    "PRONOUNS",
    "PRONOUN_FLIP",
    "PRONOUN_FLIP_BACK",
    "VERB_ENDINGS",
    "VERB_O",
    "VERSION",
    "SpanishInflector",
    "pluralise",
]


class SpanishInflector(SpanishNamedSubjects, SpanishRealiser):
    """The Spanish inflector: spans, agreement, the validity gate and N (see the module docstring;
    the layers are in their own modules)."""

    VERSION = VERSION
    group_spans = group_readers.spanish_group_spans  # bug30: the hook of fairqe.they_groups

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.object_clitics` (es-inflect-19): a whole token ``lo`` or ``la`` that
        :meth:`is_clitic` reads as the pronoun before its verb ("La conozco desde hace años"),
        not an article. The third-person accusative clitic agrees in gender with the noun it
        refers to (RAE, *Nueva gramática*, §16.2 on the unstressed personal pronouns, *lo/la*),
        so it follows the person a singular "them" stands for."""
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces[:-1]):
            if p.word not in ("lo", "la") or p.surface.lower() != tokens[p.tok].lower():
                continue
            if pieces[k + 1].tok == p.tok + 1 and self.is_clitic(pieces, k):
                out.append((p.tok, p.tok + 1))
        # es-inflect-21: the enclitic on an infinitive or gerund ("tenerla", "mirándolo").
        out += [(i, i + 1) for i, t in enumerate(tokens) if enclitic_object(t)]
        return sorted(out)

    def validate(self, before: Sequence[str], after: Sequence[str]) -> str | None:
        """Why a realisation is not acceptable Spanish, or ``None`` when it is: the validity gate,
        :func:`~fairmt.inflect.spanish_validity.validity_problem`."""
        return validity_problem(before, after)
