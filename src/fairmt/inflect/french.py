"""French gender inflection (rules and a hand-written lexicon).

What flips
    * Articles and determiners, with the form the next word asks for: ``le``/``la``/``l'``,
      ``un``/``une``, ``du`` <-> ``de la``/``de l'``, ``au`` <-> ``à la``/``à l'``,
      ``ce``/``cet``/``cette``, ``mon``/``ma`` (``mon`` also before a feminine word with a
      vowel: ``mon amie``), ``ton``/``ta``, ``son``/``sa``, ``quel``, ``tout``, ``aucun``,
      ``certain``, ``nul``, ``tel``; prenominal ``beau``/``bel``/``belle``,
      ``nouveau``/``nouvel``/``nouvelle``, ``vieux``/``vieil``/``vieille``, ``premier``,
      ``dernier``. ``les``/``des``/``aux``/``ses``/``leur``/``chaque`` have no gender.
    * Nouns: the lexicon of pairs (``homme``/``femme``, ``père``/``mère``, ``roi``/``reine``,
      ``acteur``/``actrice``, ``directeur``/``directrice``, ``professeur``/``professeure``,
      ``chef``/``cheffe``, ``prince``/``princesse`` ...), then endings: -eur -> -euse (-teur
      -> -trice after a/c/i/u, -eure for ``docteur``-type titles and comparative
      adjectives), -ier/-ière, -er/-ère, -ien/-ienne, -en/-enne, -on/-onne, -et/-ette,
      -el/-elle, -eau/-elle, -if/-ive, -eux/-euse, -é/-ée, and a final -e added to other
      consonants and to -i/-u; plurals (-aux <-> -ales). Words in -e are epicene
      (``journaliste``, ``ministre``, ``juge``, ``médecin`` is listed): only their
      determiner changes.
    * Adjectives and participles in the span, and agreeing adjectives right after the noun.
    * Pronouns: ``il``/``elle``, ``ils``/``elles``, ``lui``/``elle`` (stressed ``lui`` only:
      after a preposition, ``lui-même``, ``c'est lui``; the clitic ``lui`` in *il lui dit*
      has no gender), ``eux``/``elles``, ``celui``/``celle``, ``ceux``/``celles``,
      ``lequel``/``laquelle`` (and ``auquel``, ``duquel``), ``chacun``, ``aucun``, ``l'un``;
      object clitics ``le``/``la`` inside the span; ``qu'il`` <-> ``qu'elle``,
      ``s'il`` <-> ``si elle``.

Neutral (N)
    The *écriture inclusive* with the middle dot (``·``) for noun phrases whose two forms are
    known: ``le·la``, ``un·e``, ``l'étudiant·e``, ``les étudiant·es``, ``directeur·rice``,
    ``serveur·euse``, ``cet·te``, pronouns ``il·elle`` and ``ils·elles``. Pairs that do not
    share a stem (``homme``/``femme``, ``roi``/``reine``) give ``None``.

Layout
------
The inflector is one class built in two layers, one module each, the upper a subclass of
the lower, so that a method calls only methods of its own layer or the one below:
:class:`~fairmt.inflect.french_forms.FrenchWordForms` (the tables as class attributes,
parsing, word classes and the forms one word takes) <- :class:`FrenchInflector` here (which
spans are persons, ``gender_of``, ``cue_span``, ``realise``, ``neutral``, ``validate``). A
chain rather than mixins because ``mypy --strict`` then checks every call on ``self``.
The closed word classes (determiners, pronouns, prepositions, function words) are in
:mod:`fairmt.inflect.french_words`, the lexicon of pairs and the ending rules in
:mod:`fairmt.inflect.french_lexicon`, the subject's predicate in
:mod:`fairmt.inflect.french_agreement`, clause boundaries in
:mod:`fairmt.inflect.french_clauses` and animacy checks in
:mod:`fairmt.inflect.french_animacy`. The public names this module defined before the split
are re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect import group_readers
from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Inflector, Word, check_span, lower_core
from fairmt.inflect.elided_participles import elided_participle_form
from fairmt.inflect.feminine_doublets import token_parts
from fairmt.inflect.french_avoir import AVOIR_COMPOUND, AVOIR_GROUP_FINITE
from fairmt.inflect.french_clause_final import clause_final_detached
from fairmt.inflect.french_complex_inversion import resumed_subject
from fairmt.inflect.french_control_nouns import infinitive_attribute_span
from fairmt.inflect.french_coordinated_number import epicene_attribute, plural_conjunct_before
from fairmt.inflect.french_copular_attribute import copular_verb_start
from fairmt.inflect.french_courtesy import common_noun_monsieur, courtesy_periods
from fairmt.inflect.french_demonym_case import lower_case_demonym_ending
from fairmt.inflect.french_detached_complement import detached_after_complement
from fairmt.inflect.french_dont_relatives import keep_dont_clause
from fairmt.inflect.french_emphatic_pronouns import emphatic_subject_pronoun
from fairmt.inflect.french_en_chef import keep_en_chef
from fairmt.inflect.french_fixed_locutions import after_locution, keep_fixed_locution
from fairmt.inflect.french_forms import FrenchWordForms, _feminine_only, _quantifier_pronoun
from fairmt.inflect.french_fragments import fragment_attribute
from fairmt.inflect.french_gapping import gapped_attributes
from fairmt.inflect.french_greetings import greeting_bienvenue
from fairmt.inflect.french_head_number import plural_head_before
from fairmt.inflect.french_imperative_span import imperative_span
from fairmt.inflect.french_incises import incise_verb
from fairmt.inflect.french_infinitive_clitics import noun_read_attribute
from fairmt.inflect.french_invariable import keep_invariable
from fairmt.inflect.french_inverted_subjects import (
    impersonal_inverted,
    inverted_pronoun,
    neutral_inverted,
    realise_inverted,
)
from fairmt.inflect.french_lequel import relative_lequel
from fairmt.inflect.french_lexicon import (
    ADJ_LIST,
    EPICENE,
    EUR_NOUNS_EUSE,
    EUX_ENDINGS,
    H_ASPIRE,
    LEXICON,
    LEXICON_F,
    SG_S,
    TEUR_TEUSE,
    VERB_ENDINGS,
    VERBS_E,
    _middle_dot,
    _singular,
)
from fairmt.inflect.french_named_subjects import FrenchNamedSubjects
from fairmt.inflect.french_nominalised import unknown_adjective
from fairmt.inflect.french_nominalised_heads import nominalised_before_verb, participle_after_prenominal
from fairmt.inflect.french_object_attributes import clitic_object_participle
from fairmt.inflect.french_partitive_groups import partitive_group, pronoun_in
from fairmt.inflect.french_partitive_superlative import partitive_superlative
from fairmt.inflect.french_predicate_gender import predicative_gender
from fairmt.inflect.french_prenominal_chain import chain_nouns, prenominal_chain_start
from fairmt.inflect.french_prenominal_groups import prenominal_group_start
from fairmt.inflect.french_reciprocal import reciprocal_chacun
from fairmt.inflect.french_relative_close import keep_main_verb, main_verb_after_relative
from fairmt.inflect.french_relatives import demonstrative_relative_span
from fairmt.inflect.french_secondary_predicate import (
    alone_after_verb,
    attribute_before_floating,
    floating_tous_after_verb,
    secondary_predicate,
)
from fairmt.inflect.french_self_complement import self_complement
from fairmt.inflect.french_sex_adjectives import keep_sex_adjective
from fairmt.inflect.french_tout import adverbial_tout, toutes_before_epicene
from fairmt.inflect.french_verbless import verbless_attributes
from fairmt.inflect.french_word_shapes import compound_case, contracted_lequel
from fairmt.inflect.french_words import (
    _AVOIR,
    _COPULAS,
    _NUMERALS,
    _OBJECT_CLITICS_FR,
    _PARTICIPLE_ENDINGS,
    _POSSESSIVE,
    _QUANTIFIER_NOUNS,
    AGENT_SUFFIXES,
    CONTRACTIONS,
    DETS,
    ELIDED,
    FEMININE_ONLY_PERSONS,
    FEMININE_SINGULAR_DETERMINERS,
    FUNCTION,
    INVARIANT_PERSONS,
    MASCULINE_ONLY_PERSONS,
    MASCULINE_SINGULAR_PERSONS,
    PHONO,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    _agentive,
    fixed_gender,
    masculine_only,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import (
    Det,
    Gender,
    Number,
    elided_clitic_participles,
)

__all__ = [
    "ADJ_LIST",
    "AGENT_SUFFIXES",
    "CONTRACTIONS",
    "DETS",
    "ELIDED",
    "EPICENE",
    "EUR_NOUNS_EUSE",
    "EUX_ENDINGS",
    "FEMININE_ONLY_PERSONS",
    "FUNCTION",
    "H_ASPIRE",
    "INVARIANT_PERSONS",
    "LEXICON",
    "LEXICON_F",
    "MASCULINE_SINGULAR_PERSONS",
    "PHONO",
    "PREPOSITIONS",
    "PRONOUNS",
    "PRONOUN_FLIP",
    "PRONOUN_FLIP_BACK",
    "SG_S",
    "TEUR_TEUSE",
    "VERBS_E",
    "VERB_ENDINGS",
    "VERSION",
    "FrenchInflector",
    "_after_avere",
    "_bare",
    "_middle_dot",
]

#: fr-inflect-11: -oteur -> -otrice, feminine-only gouvernante/nourrice, unknown words without a
#: person ending are no persons, -ier/-eur nouns WordNet calls persons (branch fr15).
#: fr-inflect-12: place locutions ("à l'étranger") are no persons; neutral "eux·elles" (branch pr16,
#: which had called its change fr-inflect-11 too).
#: fr-inflect-13: a predicate of one form for both numbers ("heureux", "pris") realised alone takes
#: the number of the plural copula or auxiliary before it ("Ils étaient très heureuses").
#: fr-inflect-14: a cardinal used as a pronoun ("les deux", "tous les deux" for "both") is the
#: head its predicate agrees with ("Toutes les deux sont fatiguées"; branch al17).
#: fr-inflect-15: feminine of -oux/-aux adjectives from the dictionary ("jaloux" -> "jalouse(s)"),
#: "tout le monde" keeps its masculine singular agreement, a predicate after "Chacun d'eux" agrees
#: with the singular quantifier, a quantifier before "de" + plural determiner ("Certains de mes
#: collègues") follows its people, the one-form-for-both-numbers rule also for a span "été pris"
#: (branch fr17, numbered 14 there), and the N of a masculine in -s of both numbers "pris·es" (not "pri·ses").
#: fr-inflect-16: an aligned span that opens on a finite form of "être" before the predicate
#: ("étais jaloux" for "You were jealous") is the predicate alone; the predicate of a quantity
#: pronoun before "de" + a plural possessive or demonstrative ("Quelques-uns de mes voisins
#: étaient fatigués") agrees, also when the pronoun is feminine; a noun in -if the dictionary
#: knows only as a noun ("shérif") is one form for both, "naïf" <-> "naïve" (branch fr18).
#: fr-inflect-17: neutral "eux·elles-mêmes", "lui·elle-même"; group pronouns before "de nous/vous"
#: ("Chacun de nous"), before a singular finite "est"/"a" ("Quelques-uns est né"), and the stressed
#: "eux-mêmes" (branch frq19, french_group_pronouns).
#: fr-inflect-18: the short -x adjectives "doux", "faux", "roux" get their dictionary feminine
#: ("douce", "fausse", "rousse") and back: the ending swap needed two letters before "-oux"/"-aux"
#: (branch frp19; fr-inflect-17 is another branch's).
#: fr-inflect-19: the merge of fr-inflect-17 (frq19) and fr-inflect-18 (frp19).
#: fr-inflect-21: passive infinitives of the subject ("a exigé d'être vue", "heureuse d'être
#: choisie") and the attribute of "se sentir" agree; a coordinated clause with an "expl:subj"
#: "il" is no predicate of the first subject; a Moses-split "quelqu' un" stays; a span ending on
#: a relative ("Ceux qui") reaches the main predicate after the relative clause (branch fra20).
#: fr-inflect-22: subject attributes of intransitive verbs with *être* ("sont arrivés tardifs"),
#: an attribute after a bare semi-auxiliary infinitive ("doit être prête"), a passive participle
#: split from "a" by an adverbial ("a par la suite été protégée"), no subject across a
#: subordinator the parse crossed ("parce que son salaire est plus élevé"), an aligned span cut
#: before "a" when its noun is unknown to the dictionary but has a person ending ("L'ambulancier a
#: pratiqué"), the predicate of "elle" after "une personne" stays, a noun attribute of a pronoun
#: the source fixes stays ("qu'elle est la meilleure"), "Ce·tte"/"Cet·te" keep the suffix
#: lower-case, a finite conjunct the parse hung on an infinitive ("est allé voir l' arbitre et s'
#: est excusé") agrees, "superviseur" <-> "superviseure", and an avoir-participle after the "que"
#: of a conjunctive locution ("jusqu'à ce qu'il ait fini") stays; in the realiser, a role-noun cue
#: left without a free person noun keeps its own span ("au tailleur") (branch fr22).
#: fr-inflect-23 (merge of fr22 and frc22, both fr-inflect-22): an aligned span on a floating
#: "tous"/"toutes" takes its predicate along
#: ("Ils étaient tous fatigués", "tous les deux"); the pronoun "un autre"/"une autre"; "les
#: autres"/"les deux" alone; "aucun d'entre eux" singular; "la plupart d'entre eux"; a compound
#: relative before the main predicate; "les ai vus" for "them"; "se sentir" plural; the attribute
#: of "d'être" after an adjective; "doit/peut être" + attribute; "Ceux d'entre vous qui ..."
#: ("d'entre" is no verb; the relative is on the group); an injunctive infinitive "Être prudent"
#: with no finite verb after it (branch frc22).
#: fr-inflect-24 (branch fr24): a determiner agrees with its noun across "autre"/"même" ("Une
#: autre amie"); the attribute of a fixed pronoun is found after prenominal adjectives too ("il
#: était un bon travailleur"); the attribute of a compound "a semblé"/"a paru" that the parse hung
#: under the adjective agrees ("a semblé soucieuse"); the attribute of "d'être" after the object
#: of a verb of command agrees with that object ("a demandé au médecin d'être prudente");
#: neutral "amicaux·ales".
#: fr-inflect-25 (branch pairs27): an object clitic le/la/l' before its verb follows its person,
#: with the participle after l' + avoir and the object's attribute; detached adjectives and
#: participles after the realised noun agree; "depuis," governs no pronoun; a copular
#: infinitive after a modal (rester, devenir) takes the subject's attribute.
#: fr-inflect-26 (branch fr27, which had taken 25): the pronoun "personne" ("nobody") agrees like "quelqu'un";
#: English agent nouns the MT kept ("designer", "trader") take no French feminine ending; an epithet the
#: dictionary reads only as an adjective agrees ("un ouvrier dur"); "tous les trois" + verb is a pronoun that
#: agrees, and a determiner reaches its noun across a cardinal; the predicate of two coordinated subjects
#: agrees with both; "par eux-mêmes" for "on their own" follows the group; in the realiser, an English role
#: noun that only modifies a thing ("the guest log") names no one, and an object "it" no longer keeps an added
#: subject pronoun from following its person.
#: fr-inflect-27 (branch closedfr27, closed sets, which had taken 25): the attribute of a name
#: ("Golding s'est formée pour devenir infirmière", "Cook est devenue romancière") realises what agrees
#: with the name, a detached participle before it too ("Après s'être retirée ..., Cook"); person nouns
#: coordinated with a realised one ("une ancienne enseignante et professeure de sport"); a participle
#: with "avoir" ("ayant joué") never agrees with the subject; bare attribute person nouns ("est
#: professeure", "comme régisseuse") are person spans; an article and a prenominal adjective belong to
#: the noun's phrase ("une exceptionnelle athlète").
#: fr-inflect-28 (branch closedfr28, closed sets): the subject attribute after an agreeing participle
#: ("est partie furieuse", "sommes rentrées épuisées") and after "de/à" + a copular infinitive ("priées de
#: rester assises"), "vouloir"/"souhaiter"/"espérer"/"préférer" + a copular infinitive; the adjective of a
#: verbless sentence is the speaker's ("Tellement contente pour toi !"); a speaker span ending on
#: punctuation; an adjective the dictionary knows only as epicene keeps its form ("un super voisin");
#: a speaker's modal + copular infinitive ("Vous devriez être fières"); ", mais" opens a clause; -uteur
#: nouns take -trice when no verb in -uter exists ("tutrice"); a possessive or demonstrative and a
#: prenominal adjective join the noun ("mes meilleures amies"); a detached adjective before a je/tu/nous/vous
#: clause is the speaker's ("Désolée, je ..."); the participle after "les" + avoir ("Tu les as vues") with a
#: floating "toutes" is realised as a participle, not as the noun "vues"; "quelqu'un" reads as the gender of
#: its predicate; an adjective made a noun by its article ("Les grandes parlaient") is the cue's piece
#: before the finite verb and reads in its own gender.
#: fr-inflect-29 (branch fr28, which had taken 28): a predicative relative superlative or nominalised
#: adjective agrees with its article ("est la plus vieille", "était la première d'arriver", also of the
#: speaker); a plural attribute after "c'étaient"/"ce sont" takes the plural; the participle of "Aucun
#: des"/"Chacun des" agrees although the partitive noun is plural and the verb singular; hyphenated person
#: nouns with an invariable prefix ("le vice-champion", "l'ex-directeur") are person spans; a superlative
#: after the noun agrees with it ("l'actrice la plus connue"); the adverb "tout" before a word with no gender
#: stays ("tout juste"); "chef" in the locution "en chef" stays ("la rédactrice en chef").
#: fr-inflect-30 (branch pairs28, which had taken 28): "la première / le seul / la dernière" after
#: "être" agree with the subject, article included, when they end the phrase or take an infinitive
#: complement (Grevisse § 248; TLFi "premier"); it runs beside fr-inflect-29's predicative superlative.
#: fr-inflect-31 (branch bug29): Apertium batches end with a newline, so a word's readings no longer
#: depend on whether it was the last of its batch ("ex-directeur" read as the noun "ex" when asked alone).
#: fr-inflect-32 (branch fr29, which had taken 31): the attribute of a compound "a semblé" / "a paru"
#: that the small model parsed as a participle under "semblé" (aux:pass, advmod) or as its "obj" agrees
#: with the subject ("a semblé préoccupée", "ont semblé préoccupées";
#: french_agreement._participle_attribute); the masculine of an agreeing "vieille"/"belle" is
#: "vieux"/"beau", not the form before a vowel "vieil"/"bel" (french_morphology.FULL_MASCULINE,
#: since session 22).
#: fr-inflect-33 (branch closedfr29, which had taken 31): "avoir l'air" + adjective is a copula
#: (french_air, Grevisse §250); a realised noun's agreement is read again on the original sentence's
#: parse (for the attribute of "avoir l'air" only); a bare attribute after "être" that the parse tags a
#: noun ("qu'elles soient prêtes") agrees.
#: fr-inflect-34 (branch fr30): "témoin" and "individu" are masculine for everyone and keep their
#: agreement (french_words.MASCULINE_ONLY_PERSONS); a detached epithet opening the sentence agrees
#: with the subject noun after its comma ("Fatiguée, la chauffeuse", french_fronted); the attribute
#: of a "qui" relative on an object noun agrees with it (french_relatives); a participle right after
#: the noun and before a direct object is the MT's compound tense without "avoir" and stays
#: ("L'avocate appelé le client", french_dropped_aux); neutral "pécheur·eresse" (french_lexicon._middle_dot).
#: fr-inflect-35 (session 22, branch closedfr30, which had taken 34): a floating "tous" after any
#: attributive verb (semblaient, restaient, devenaient ...) agrees with the subject with its
#: attribute (french_group_pronouns._FLOATING_HOSTS, french_agreement._copular_predicate); "arrivés
#: les premiers" / "partie la dernière" agree after the participle
#: (french_agreement._after_participle); "supporter"/"supportrice" in the lexicon.
#: fr-inflect-36 (session 23, branch pairs31): detached adjectives after the person noun's short
#: "de" complement ("la voisine du dessus, ravie"), and a detached adjective with an infinitive
#: complement ("ravie de te rencontrer"; french_detached_complement).
#: fr-inflect-37 (session 23, branch closedfr31, which had taken 36): the passive of a verb of naming
#: introduces the name's attribute ("fut nommée professeure", french_attributive); the epithet or appositive
#: noun right after a title noun is in the cue's span ("professeure assistante", french_title_words);
#: "l'artiste la plus nominée" agrees; "s'est dit"/"s'est demandé" stay (french_indirect_reflexive); "l'une
#: des" + a realised noun agrees (french_forms._quantifier_pronoun); the article of an epicene nominalised
#: ordinal agrees ("la deuxième à partir", french_nominalised).
#: fr-inflect-38 (session 24, branch closedfr32): "s'est dite stupéfaite" agrees (a direct reflexive
#: before an attribute); "l'une d'une jeune femme" keeps "l'une"; a name's clause with its noun further on
#: ("fut engagée comme", "et est devenue", its coordinated participles: french_name_clause); "se
#: retrouve seule", "s'avère incompétente" agree (french_pronominal_copulas).
#: fr-inflect-39 (session 24, branch pairs32, which had taken 38): the participle after an elided clitic that
#: is also a noun or preposition ("Je l'ai vue" <-> "vu") is inflected by its participle reading
#: (elided_participles); the impersonal "il" of "il y a" and "il faut" denotes no person
#: (french_clauses.impersonal_subject); detached adjectives at the end of the realised person's clause agree
#: (french_clause_final); a one-word cue after a sentence's end is not widened over it as a postnominal
#: adjective ("gare. Elle"); "nous"/"vous" after a subject noun is an object (french_object_nous_vous); a
#: fronted epithet's complement may hold a noun after a prenominal adjective ("après le long voyage";
#: french_names).
#: fr-inflect-40 (closedfr33): a name the English genders nowhere has its participles and adjectives found
#: (subject_name_spans, predicate_noun, name_predicate_changes; french_named_subjects); the finite verb after
#: a relative clause between commas is no detached epithet ("Ghai, qui est l'auteur ..., écrit";
#: french_relative_close).
#: fr-inflect-41 (session 26): the ending rules add -e only after -d/-t/-n/-l/-r/-s/-z/-x and -é/-i/-u; a
#: word in -a/-o/-y or -b/-c/-f/-g/-k/-p the lexicon does not pair keeps its form ("la prof", not "profe";
#: "l'ado", "une coloc"; french_lexicon._to_fem).
#: fr-inflect-42 (session 26, closedfr34, which had taken 41): a feminised "en cheffe" after a noun realised
#: masculine becomes "en chef" ("l'inspecteur en chef", not "en cheffe"; french_en_chef).
#: fr-inflect-43 (fr34, which had taken 42): a pronominal participle with its direct object after it stays
#: ("s'est donné une semaine"; french_reflexive_object); after "s'est montré/révélé/trouvé" a word the
#: analyser also reads as a noun is the attribute ("très patiente";
#: french_pronominal_copulas.pronominal_copula_participle).
#: fr-inflect-44 (session 27): a word the dictionary lacks with a two-form adjective ending (-eux/-euse,
#: -if/-ive, -ienne) is a gendered adjective in the attribute walks ("Elles sont très talentueuses",
#: french_nominalised.gendered); "tous"/"toutes" before "ceux"/"celles" is one phrase with it.
#: fr-inflect-45 (session 27): the attribute of a past infinitive "fière d'avoir été choisie", and of the
#: infinitive after "avoir la chance/l'impression/peur ... de" ("J'ai eu la chance d'être choisie"), agrees
#: with the subject (french_control_nouns); a cue span over "chance d'être choisie" is the attribute's.
#: fr-inflect-46 (session 27): a predeterminer "toutes"/"tous" before a person noun of one grammatical
#: gender ("Toutes les personnes présentes") agrees with that noun and keeps its form ("Tous les personnes"
#: was made); a nominalised attribute coordinated after the first one's infinitive agrees too ("les premières
#: à arriver et les dernières à partir").
#: fr-inflect-47 (session 28, the merger): "la bonne personne" keeps "personne" (an invariant person
#: noun after an adjective that is also a noun); "une très bonne cuisinière" takes its article over the
#: degree adverb (romance); an adjective after "l'air" of "avoir l'air" is no person noun's ("a l'air
#: fatiguée"); "Peu d'entre elles" changes the quantifier's clause and its pronoun together
#: (french_partitive_groups).
#: fr-inflect-47 (session 28, fr36): the attribute of a compound "a semblé"/"a paru" with an adverb before it
#: agrees ("a semblé très fatiguée": the parse makes "semblé" its "cop" with the subject on "semblé";
#: french_agreement._copular_complements); the word-for-word "each other" "chacun autre" agrees with the group
#: that is its verb's subject ("Les deux amies ont parlé avec chacune autre"; french_reciprocal); a name's
#: predicates are found across its ", qui ...," relative ("Kim, qui a été fatiguée, est allée";
#: french_named_subjects); the participle after a speaker's or addressee's object clitic "m'a"/"t'a" is the
#: speaker's ("qui m'a aidée"; french_speaker_objects).
#: fr-inflect-48 (session 29, fr37): a floating "tous"/"toutes" after the copula of a nous/vous subject
#: agrees with the attribute ("Nous sommes toutes prêtes"), also after an inverted verb ("Êtes-vous toutes");
#: a floating span realises its attribute too; an inverted "Sont-elles" is a group pronoun whose attribute
#: agrees and whose "avoir" participle does not (french_inverted_subjects); a participle right after a
#: finite "avoir" never agrees with the subject; "la plupart" takes its plural verb's attribute from
#: "plupart" alone; a role noun after "devenir"/"rester" is the pronoun's attribute
#: (french_copular_attribute); a clause-final detached stretch crosses an agreeing "m'a appelée"; a gapped
#: conjunct's pronoun takes its attribute ("d'autres soulagées": french_gapping); "un peu", "tout à fait"
#: are passed over like adverbs before an attribute; an ordinal and its participle ("les premières arrivées")
#: are one nominalised attribute (french_nominalised.ordinal_participle); a speaker's predicate span with its
#: copula ("suis sûre") is the predicate's; a lone adjective the ending rules miss takes the dictionary's;
#: a gendered attribute after an epicene one agrees ("calme et concentrée"); "les plus touchées" nominalised;
#: a floating "tous deux" before the passive's "été" agrees with its participle ("ont toutes deux été vues");
#: complex inversion: "La candidate était-elle si nerveuse ?" (its pronoun and attribute agree); verbs
#: coordinated with the clause's verb share its subject ("arrivées en retard et étaient fatiguées");
#: a detached "toutes deux" and its adjective agree ("Les deux pilotes, toutes deux très fatiguées, ...").
#: fr-inflect-49 (session 30, fr39): the subject's attribute at the clause's end after the verb's complement
#: agrees ("Ils ont quitté la réunion furieux", "rentrés chez eux satisfaits"; french_secondary_predicate);
#: an attribute of both numbers after a plural copula is plural ("Certaines semblaient nerveuses"); a "dont"
#: relative with its own subject keeps its predicates ("dont la voiture a été volée"; french_dont_relatives);
#: "Tous" before a span that starts at "ceux"/"celles" is in the phrase; "Sont-ils·elles" (N); a floating
#: "tous" after a plural subject's finite verb agrees ("Elles ont toutes signé"); a speaker's clause-final
#: attribute after the complement is the speaker's ("Nous sommes sorties du cinéma ravies"); a clause-final
#: "chez lui" of the subject's gender is its own home ("L'enseignante est restée chez elle").
#: fr-inflect-50 (session 30): the predicate shared by two coordinated subjects follows the second one when
#: it alone changes gender, feminine only with a feminine first one (french_coordinated_subjects); a verb
#: form that is also a participle ("fait", "dit") after "et ne" or before its object is a coordinated verb,
#: no second attribute ("est méticuleuse et ne fait jamais d'erreurs" had given "ne faite").
#: fr-inflect-51 (session 31, own31): an object clitic before an infinitive does not contract with à/de
#: ("à le tromper"); an adjective after a possessive, before a word read only as a noun, is no person
#: (romance.person_spans: "ses précieuses collections"); N merges each varying part of a compound
#: ("sapeur·euse-pompier·ère": french_lexicon._middle_dot).
#: fr-inflect-51 (session 31, fr40): a compound adjective of an invariable prefix agrees on its last element
#: ("sous-payées"; french_morphology); the greeting "Bienvenue" is invariable (french_greetings); an adjective
#: opening the sentence before a thing noun ("Bon retour, mon amie") is no detached epithet; an attribute of
#: both numbers after a plural coordinated one is plural, and a lone epicene adjective ("calmes") reads as no
#: gender (french_coordinated_number); the adjective after the direct object of "trouver", "juger", "rendre"
#: agrees with it ("trouvent ma professeure très stricte"; french_object_attributes); the adjective of a
#: verbless question ("Prête ?", "Encore perdue ?") takes the dictionary's form (french_fragments); "vieux",
#: "beau", "premier"... after an article with no noun after them are the nominalised head ("Les vieilles
#: étaient fatiguées" <-> "Les vieux ... fatigués"), unless the dictionary has a noun of its own
#: ("la nouvelle"); a "dont" relative set off by a comma keeps its own subject's predicates ("Le médecin, dont
#: la fille a été blessée, était furieux"; french_dont_relatives); every attribute in a span that opens on an
#: imperative copula agrees ("Restez tranquilles et assises"; french_imperative_span).
#: fr-inflect-52 (session 32, fr41): a lower-case unknown -ais/-ois word is no demonym noun ("un rabais";
#: french_demonym_case); the inverted impersonal "il" of "y a-t-il"/"faut-il" stays
#: (french_inverted_subjects); a span that is only the relative of "celle qui" takes in the
#: demonstrative (french_relatives); a span ending on the negation "ne" ends before it ("Aucune ne se
#: sentait prête"); plural "parents" keeps its form like "témoin" (french_words); "Bienvenue" after an
#: opening quote or a dash is the greeting (french_greetings).
#: fr-inflect-53 (session 33, dbl42): nouns with two feminines in use ("autrice"/"auteure", "rapporteuse"/
#: "rapporteure", "docteure"/"doctoresse", "cheffe"/"la chef": feminine_doublets, read by the rules agents
#: through feminine_alternative); the middle-dot neutral of either feminine is made from the one this
#: inflector writes ("L'autrice" -> "L'auteur·e"); "doctoresse" goes back to "docteur" (was "doctore").
#: fr-inflect-53 (session 33, fr42): the gate lets a lexicon pair of one stem change ("compagne" ->
#: "compagnon"; two lemmas in Apertium); an adjective or participle after an article and before a finite
#: verb is a person ("L'assurée doit"), a span ending on "nouvelle" takes the participle after it ("La
#: nouvelle venue"; french_nominalised_heads); an epicene whose rule form is only a verb stays ("fans");
#: a noun of both numbers may carry a clause-final adjective ("le mois dernier"); an attribute the
#: dictionary lacks agrees by the ending rules ("talentueuses"); an uncued epicene adjective is no person;
#: the attribute after a participle of a clitic object agrees ("Je les ai trouvées très gentilles";
#: french_object_attributes); "seul" after the subject's verb agrees ("Ma voisine vit seule"); the
#: attribute before a clause-final floating "toutes (les deux)" changes with it (french_secondary_predicate);
#: "seul" after the speaker's verb is the speaker's ("Je vis seule"; french_agreement._speaker_alone).
#: (review) Not after an object clitic ("Ma voisine me laisse seule", "Je l'ai laissée seule": the object's).
#: (review) An adjective of order before a verb is an ellipsis, no person ("Le premier a été construit").
#: fr-inflect-54 (session 34, fr44): "lequel" after a preposition agrees with the person before it ("un
#: patient sur lequel" -> "une patiente sur laquelle"; french_lequel); "un peu"/"tout à fait" between the
#: copula and the attribute ("est un peu perdue"); "M." <-> "Mme" keep French typography (french_courtesy);
#: the stressed pronoun before "et"/"aussi"/"seul"/"qui" ("Lui et ses amis", not "Il et"); "fait" before
#: an infinitive, a present participle with a complement and "quant" stay (french_invariable); the
#: plural of "monsieur" is "messieurs" (pair "dames"); the detached attributes of a verbless sentence agree
#: with its one person ("Enfin rentrée, épuisée mais heureuse"; french_verbless); the common noun "monsieur"
#: pairs with "dame" ("un vieux monsieur"); lexical pairs patriarche/matriarche, mâle/femelle, lords/ladies.
#: (review A2) a verbal adjective with a complement opened by de/avec/pour agrees ("L'étudiante,
#: reconnaissante de l'aide"); other prepositions and determiners make an -ant word an invariable participle.
#: (review A3) mâle/femelle swap only after a word that did not change (an epicene noun: "souris mâle"),
#: not after a noun that varies ("l'infirmier mâle" is no "infirmière femelle"; french_sex_adjectives).
#: (review A4) the address formula "Cher monsieur," -> "Chère madame," (not "dame"; french_courtesy).
#: fr-inflect-55 (session 35, fr45): "fait" before the bare noun of "se faire mal/peur/plaisir ..." stays
#: ("Elle s'est fait mal"; french_invariable); an adjective whose feminine the dictionary cannot generate
#: takes the rules' form when the dictionary reads it ("devenue folle", "blanche", "grecque", "longue"); a
#: word the dictionary lacks in -é after "la"/"une" is a feminine thing noun ("la médiumnité", no person);
#: after an invariable prefix a lexicon compound pairs whole ("arrière-petite-fille" -> "arrière-petit-fils").
#: (fr46) "mâle"/"femelle" stays after a person noun already in the target gender ("L'infirmière mâle").
#: fr-inflect-56 (session 36, fr47): an epicene subject whose determiner shows no gender ("l'élève", "ses
#: collègues") is of the realisation's gender when it shares a predicate with a realised subject ("La
#: maîtresse et l'élève étaient heureuses"; french_agreement._other_subject_agrees); a "lequel" after
#: the "de"-complement of a thing noun of its gender and number is the thing's ("l'opinion de l'auteure
#: selon laquelle" stays; french_lequel).
#: fr-inflect-57 (session 37, fr48): "lequel" follows its person also when the realisation changes the
#: number of words before it ("au client avec lequel" <-> "à la cliente avec laquelle"; french_lequel); the
#: stressed reflexive after an attribute that changed: "sûr de lui" -> "sûre d'elle", "fiers d'eux-mêmes" ->
#: "fières d'elles-mêmes" (french_self_complement); (gfr48) the attribute in a subjectless infinitive
#: after sans/avant de/après/pour/afin de agrees with the main subject (french_adverbial_infinitives);
#: a verb with its subject inverted takes no determiner ("Le savent-ils ?"), and an elided clitic or
#: negation glued to it ("L'ont-ils vu ?", "N'étaient-ils pas fatigués ?") no longer hides that subject.
#: fr-inflect-58 (session 38, fr49): a noun phrase of time after an object relative's participle is no
#: object of it ("que j'ai rencontrée la semaine dernière"), unless the participle spends it (passer,
#: mettre, consacrer, prendre) or "à"/"pour" + infinitive follows it (french_relative_gaps).
#: fr-inflect-59 (session 38, gfr49): a prenominal adjective after "de" ("de nombreuses actrices") or in a
#: superlative ("la plus grande danseuse") joins the noun's phrase (french_prenominal_groups); the clitic
#: repeating a noun subject after its verb is realised with it ("La journaliste est-elle"; complex inversion).
#: fr-inflect-60 (session 39, fr50): "vrais"/"vieux" keep the plural (french_plural_forms); "du plus grand"
#: -> "de la plus grande"; "fier de ses élèves et heureux": second attribute agrees (complement_conjuncts).
#: fr-inflect-61 (session 39, gfr50): the clitic "en"/"y" before an infinitive "être" is no subordinator
#: ("veut en être fière"); an attribute the dictionary lists as a two-gender noun only agrees ("censées");
#: "bien sûr" stays; the stressed pronoun repeating the subject after its verb follows it ("a lui aussi");
#: the infinitives of a subjectless coordinated verb and the attribute after "a semblé"/"a paru" agree.
#: fr-inflect-62 (session 40, fr60): "de vieux artistes" keeps the noun's plural (french_plural_forms); an
#: epithet also read as a noun or participle, or coordinated ones, joins the phrase ("Le précédent
#: entraîneur", "le jeune et brillant pianiste"; french_prenominal_chain); "la plus célèbre des danseuses"
#: (french_partitive_superlative); "à être" + participle and its conjuncts hung on the main verb agree
#: (french_stray_conjuncts); "qui nous a soignés": "nous" is the object (french_object_clitic_relatives);
#: the stressed pronoun after "a-t-il" or "n'a pas" follows the subject ("elle aussi"; emphatic_pronouns).
#: fr-inflect-63 (session 40, gfr60): a determiner + adjective/participle with no noun ("les interpellées",
#: "les 40 % vaccinés") is a person for an English fused head there (french_nominal_persons); not after
#: "tous/toutes" or with the wrong number ("tous les deux démissionné"), nor a noun after a numeral.
#: fr-inflect-64 (session 41, fr61): a coordinated epithet chain starts at an elided "L'" ("L'ancien et
#: fidèle client"), and its first adjective is no person noun: the person is the chain's noun; an adjective
#: the dictionary lacks with a two-form ending links a chain ("le jeune et talentueux chanteur").
#: fr-inflect-65 (session 41, gfr61): the speaker's adverbial infinitives ("Après être arrivée, j'ai
#: mangé", "partie sans être payée") and locutions before their predicates ("à peine sorties").
#: fr-inflect-68 (session 42, pn62b): nouns of a quality with no feminine ("un génie", "un escroc", "un ange")
#: keep their phrase for a woman, as "le témoin" (french_words.MASCULINE_ONLY_PERSONS).
#: fr-inflect-66 (session 42, fr62): the "nouveau" of the adverbs "de nouveau"/"à nouveau" stays ("est de
#: nouveau malade", not "de nouvelle malade"; french_fixed_locutions), not after a noun ("poste de nouveau");
#: the infinitive the parse hung on a passive's agent agrees with the subject ("a été priée par le médecin
#: d'être examinée"; french_agent_infinitives). Review fixes: its "d'" parsed as case ("par la loi d'être
#: présente"); "de nouvelle directrice" (a person noun after "nouveau"); "à nouveau malades" no person.
#: fr-inflect-67 (session 42, gfr62): a noun pair the dictionary writes with a capital ("Gitane") keeps
#: the case of the text's lower-case word ("un gitan" -> "une gitane"; french_forms._written_case); the
#: attribute of an infinitive "être" the parse tags a participle agrees ("essaie d'être impartiale").
#: fr-inflect-69 (session 42, gfr62b): the thing noun of a lexicon adjective pair ("le public", "le secret")
#: is no person noun and keeps its gender (french_adjective_things); "toutes les médecins" reads feminine.
#: fr-inflect-70 (session 42): the merge of fr62, gfr62, pn62b and gfr62b (labels 66-69); no other change.
#: fr-inflect-71 (session 42): a lone predicate of a subject noun of one gender keeps its form ("Un escroc a
#: été arrêté" for "A crook was arrested", whose cue is on the verb; _fixed_gender_subject).
#: fr-inflect-72 (session 43, fr63): "elle" of "une personne" over its adjectives ("fière d'elle") stays;
#: a noun-tagged adjective coordinated with an infinitive's attribute agrees ("d'être poli et discret");
#: "promettre/jurer à qn d'être" keeps subject control; "cancre", "gourou", "imposteur" keep their phrase.
#: fr-inflect-73 (session 43, fr63b): a lone predicative participle or adjective reads as the gender its
#: form shows ("Il est né": the subject pronoun follows it; french_predicate_gender); a bare participle the
#: parse hangs on an être participle agrees (french_adverbial_participles); a participle coordinated across
#: a passive's agent shares its auxiliary ("a été choisie par le jury et invitée"; french_stray_conjuncts).
#: fr-inflect-74 (session 43, gfr63): the attribute of an "être" under a chain of control infinitives
#: agrees with the subject ("devrait essayer d'être impartiale"; french_control_chains).
#: fr-inflect-75 (session 43): the merge of fr63 (72), fr63b (73) and gfr63 (74); no other change.
#: fr-inflect-76 (session 43): "elle" takes up "une personne"/"la victime" only in the noun's number
#: ("les personnes qu'elle essayait d'atteindre": "elle" is the subject and varies).
#: fr-inflect-77 (session 44): infinitive attributes tagged noun/ccomp agree; impersonal "il est arrivé un …".
#: fr-inflect-78 (session 45, fr65): "avant"/"après" heading a phrase of their own no longer make the real
#: subject of an impersonal "il" a measure ("Il est arrivé un accident avant le départ" stays).
#: Also (frc65): a verbal adjective in -ante(s)/-ants the dictionary reads only as a present participle
#: agrees ("L'avocate était confiante" -> "L'avocat était confiant"; french_verbal_adjectives).
#: fr-inflect-79 (session 46, frg66): a "vous" subject with an apposed cardinal, "tous"/"toutes" or "autres",
#: or a "tous/toutes les" + cardinal heading no noun in its own clause, is plural (french_plural_vous).
#: fr-inflect-79 (session 46, fr66): masculine "fille" is "fils" or "garçon" by the frames of either sense
#: (french_kin_nouns): "a trois filles", "fille unique" -> "fils"; "pour filles", "de 9 ans" -> "garçon";
#: a possessive, avoir or a parent noun beat the age; not "il y a", a group subject, "et des garçons".
#: Also (fr66): a masculine -ant read only as a present participle agrees as a copula's attribute
#: ("Le notaire était confiant" -> "La notaire était confiante"; french_verbal_adjectives).
#: Also (fr66): an agent noun the dictionary lacks before a finite verb is a person noun ("La factrice
#: passe tard": french_nominalised_heads), though the verb form is also a noun.
#: Also (fr66): a noun phrase after "et"/"mais" that follows a clause with its finite verb opens a clause of
#: its own, whose predicate agrees with it alone (french_clause_conjuncts).
#: fr-inflect-80 (session 46 merge): the frg66 and fr66 rules together; the "fille" frame takes every form
#: of avoir (french_avoir.AVOIR), not a listed subset.
#: fr-inflect-81 (session 47, fr67): a hyphenated word keeps the capitals of its parts ("Petits-Chanteurs"
#: -> "Petites-Chanteuses"); a feminine in -esse on a feminine stem goes to the masculine; "bel"/"nouvel"/
#: "vieil" only before a noun or adjective ("beau aux invités"); "de lequel" -> "duquel" (french_word_shapes);
#: learned prefixes ("post-") stay; an adjective of both numbers after a plural-only person noun head, past
#: its "de" complement, is plural ("cheffes d'orchestre japonaises"; french_head_number).
#: fr-inflect-82 (session 47, frg67): a two-gender indefinite pronoun outside the subject slot is a group span
#: ("Je les connais toutes", "Nous n'en avons vu aucune": french_pronoun_heads); not for "en" alone
#: without an English person cue, "soi", a generic "à tous", nor a head with a coreferent il/elle.
#: fr-inflect-82 (session 47 merge): the fr67 and frg67 rules together.
#: fr-inflect-83 (session 47, fri67): an impersonal "il" read from its frame (il pleut, il est tard,
#: il fait froid, il suffit de: french_impersonal_frames) never flips; the finite verb of an incise
#: ("», dit le X") never agrees (french_incises); importer/convenir + de stay personal before a noun or in a
#: compound tense, and faire + a weather word before a noun ("il fait bon accueil").
#: fr-inflect-83 (session 47 merge): the fr67, frg67 and fri67 rules together.
VERSION = "fr-inflect-83"


def _fixed_gender_subject(tokens: Sequence[str], k: int) -> bool:
    """Whether the lone predicate at ``k`` agrees with a subject noun of one gender for everyone
    before it (``un escroc``, ``le témoin``, ``la victime``: MASCULINE_ONLY_PERSONS and
    FEMININE_ONLY_PERSONS). Such a noun keeps its form and gender for a man or a woman, so its
    predicate agrees with the noun and keeps its form too ("Un escroc a été arrêté"; Grevisse,
    *Le Bon Usage*: the attribute agrees with the subject noun). The predicate reaches this
    realiser alone when the English cue is on the verb, not on the noun (an agentless passive,
    "A crook was arrested", whose subject is no person cue of its own)."""
    from fairmt.inflect.french_agreement import subject_predicates

    for j in range(k):
        if fixed_gender(tokens[j]):
            start = j - 1 if j > 0 and "'" not in Word.parse(tokens[j]).core else j
            if k in subject_predicates(tuple(tokens), start, j + 1):
                return True
    return False


def _en_chef(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether the one-word ``span`` is the ``chef`` of the locution ``en chef`` after a noun
    (``la rédactrice en chef``, ``l'infirmière en chef``; "editor in chief", "head nurse").
    TLFi *chef*: "en chef, loc. adj." (who has the command), invariable: the person is the noun
    before it, which varies; the locution keeps its form (the gold convention since the first
    French batches, fr-754)."""
    a, b = span
    if b - a != 1 or a < 2:
        return False
    low = [Word.parse(t).core.lower() for t in tokens[a - 1 : b]]
    return low[0] == "en" and low[1] in ("chef", "cheffe", "chef·fe")


def _split_quelquun(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The index of the ``quelqu'`` of a ``quelqu' un`` that a Moses tokeniser split in two
    (``parlé avec quelqu' un qui``, the WinoMT ``sota`` outputs) when ``span`` holds its ``un``,
    else ``None``. ``quelqu'un`` is the invariant indefinite pronoun (TLFi *quelqu'un*; the
    set's README: it keeps its form, what agrees with its referent varies), so its ``un`` is
    no article or numeral to put in the feminine (``quelqu' une``)."""
    s, e = span
    for k in range(max(s - 1, 0), e - 1):
        if (
            Word.parse(tokens[k]).core.lower() in ("quelqu'", "quelqu\u2019")
            and tokens[k + 1].lower() == "un"
            and s <= k + 1 < e
        ):
            return k
    return None


def _in_tout_le_monde(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` lies in a ``tout le monde`` of ``tokens`` (the predeterminer, the
    article or the noun: the cue aligner may give any of them)."""
    low = [Word.parse(t).core.lower() for t in tokens]
    s, e = span
    for i in range(max(0, s - 2), min(e, len(low) - 2)):
        if low[i] == "tout" and low[i + 1] == "le" and low[i + 2] in MASCULINE_SINGULAR_PERSONS and s < i + 3:
            return True
    return False


def _tout_before_invariant_person(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """fr-inflect-46: whether ``span`` is a predeterminer ``tous``/``toutes`` (with its article)
    before a person noun of one grammatical gender (``Toutes les personnes présentes``, ``Toutes
    les victimes``): ``tout`` agrees with that noun (Grevisse, *tout* as a predeterminer), which
    keeps its gender whoever it names, so nothing in the span changes."""
    low = [Word.parse(t).core.lower() for t in tokens]
    s, e = span
    if low[s] not in ("tous", "toutes", "tout", "toute"):
        return False
    k = s + 1
    if k < len(low) and low[k] in ("les", "la", "le", "l'", "ces", "mes", "nos", "vos", "leurs"):
        k += 1
    if e > k + 1 or k >= len(low):
        return False
    noun = low[k][:-1] if low[k].endswith("s") else low[k]
    return noun in INVARIANT_PERSONS


def _quantified_partitive(tokens: Sequence[str], s: int) -> bool:
    """Whether the pronoun at ``s`` is the ``eux``/``elles`` of a partitive after a singular
    two-gender quantifier pronoun (``Chacun d'eux``, ``Aucun d'entre eux``, ``L'un d'eux``):
    the quantifier is the subject (Grevisse, *Le Bon Usage*, indefinite pronouns: the verb and
    attribute agree with ``chacun``/``aucun``, singular), so what follows agrees with it, not
    with the plural ``eux``. A plural quantifier (``Quelques-uns d'eux``) has the number of
    ``eux`` and is left to the usual agreement."""
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if not 0 < s < len(low):
        return False
    w = low[s]
    if w.startswith(("d'eux", "d'elles")):
        k = s - 1
    elif w in ("eux", "elles") and low[s - 1] in ("d'entre", "de") and s >= 2:
        k = s - 2
    elif w == "d'entre" and s + 1 < len(low) and low[s + 1] in ("eux", "elles"):
        k = s - 1  # the span "d'entre eux" (fr-inflect-22)
    else:
        return False
    return low[k] in _SINGULAR_QUANTIFIERS


#: The singular two-gender indefinite pronouns (Grevisse; Apertium ``<prn><tn><sg>``).
_SINGULAR_QUANTIFIERS = frozenset(["chacun", "chacune", "aucun", "aucune", "l'un", "l'une", "un", "une"])


#: Determiners and prepositions: a word right after one of them heads its own phrase.
_DET_OR_PREP = frozenset(
    [
        *("le", "la", "les", "l'", "un", "une", "des", "du", "au", "aux", "de", "d'", "à", "sur", "par"),
        *("pour", "avec", "chez", "son", "sa", "ses", "mon", "ma", "ce", "cet", "cette"),
    ]
)
#: Adjective endings (Grevisse's suffixes of relation and quality) for words the dictionary
#: lacks ("paramédical"): -al, -el, -ique, -if, -aire, -eux, -ien and their feminines.
_ADJ_ENDINGS = ("al", "ale", "el", "elle", "ique", "if", "ive", "aire", "eux", "euse", "ien", "ienne")


def _bare(
    tokens: Sequence[str],
    pieces: Sequence[Piece],
    head: str,
    copulas: frozenset[str],
    dets: Mapping[str, Det],
) -> bool:
    """Whether ``head`` stands without a determiner and not as a predicative: a bare noun
    (``avait besoin``, ``campioni di tessuto``) is no referring expression, so a person's
    gender cannot hang on it. The dictionary's one-gender verdict vetoes only such nouns, and
    those after a determiner without gender (``des documents``: the noun alone would have to
    change): after a gendered determiner the noun may be a person whose other form the
    dictionary lacks (``il capitano``)."""
    k = next(i for i, p in enumerate(pieces) if p.word == head)
    if any(p.kind == "det" and p.word in dets and dets[p.word].gender for p in pieces[:k]):
        return False
    t = pieces[k].tok
    before = pieces[k - 1].word if k > 0 else (tokens[t - 1].lower().strip(".,;:!?") if t > 0 else "")
    # A numeral counts as a determiner ("due figlie", "deux filles"), and so does an
    # invariant possessive ("alle loro figlie", "leurs filles").
    return (
        before not in copulas
        and before not in _NUMERALS
        and before not in ("loro", "leur", "leurs")
        and not before.isdigit()
    )


#: The word before "que" in the French conjunctive locutions (Grevisse and Goosse, *Le Bon
#: Usage*, conjunctive locutions): "jusqu'à ce que", "parce que", "alors que", "bien que",
#: "pour que", "afin que", "avant que", "après que", "pendant que", "tandis que", "dès que",
#: "depuis que", "sans que", "de sorte que", "à condition que", "à moins que", "ainsi que".
_CONJUNCTIVE_HEADS = frozenset(
    [
        "ce",
        "parce",
        "alors",
        "bien",
        "pour",
        "afin",
        "avant",
        "après",
        "pendant",
        "tandis",
        "dès",
        "depuis",
        "sans",
        "sorte",
        "condition",
        "moins",
        "ainsi",
    ]
)


def _after_avere(
    tokens: Sequence[str], pieces: Sequence[Piece], head: str, avere: frozenset[str], clitics: frozenset[str]
) -> bool:
    """Whether the span is a lone past participle right after a form of *avoir*/*avere* with no
    object clitic before it (``a présenté``, ``ha presentato``): such a participle does not
    agree with the subject, so it never changes (``l'a envoyée``, ``l'ha invitata`` agree with
    the object and are left to the caller)."""
    k = next(i for i, p in enumerate(pieces) if p.word == head)
    if k != 0 or pieces[0].kind == "det" or not head.endswith(_PARTICIPLE_ENDINGS):
        return False
    t = pieces[0].tok
    if t == 0:
        return False
    prev = tokens[t - 1].lower().replace("’", "'")
    if prev not in avere:
        return False
    before = tokens[t - 2].lower().replace("’", "'") if t > 1 else ""
    # An object before the auxiliary (a clitic, or the relative "que": "les femmes qu'elle a
    # mentionnées") makes the participle agree with it. Not the conjunction "que" of a
    # conjunctive locution ("jusqu'à ce qu'elle ait fini", "parce qu'il a fini": Grevisse and
    # Goosse, *Le Bon Usage*, on the conjunctive locutions), which is no object.
    if before.startswith(("qu'", "que", "che")):
        opener = Word.parse(tokens[t - 3]).core.lower() if t > 2 else ""
        if opener not in _CONJUNCTIVE_HEADS:
            return False
    return not any(before == c or before.endswith(c) for c in clitics) and not prev.startswith(("l'", "m'"))


def _pronoun_personne(tokens: Sequence[str], pieces: Sequence[Piece], s: int) -> bool:
    """Whether the span's only word is the negative indefinite pronoun ``personne`` ("nobody":
    ``Personne n'a été blessé``), not the feminine noun ``la personne``: no determiner or
    adjective in the span nor right before it. The pronoun is masculine by default and
    feminine when women are meant (Grevisse and Goosse, *Le Bon Usage*, *personne* as an
    indefinite pronoun; TLFi *personne* II), like ``quelqu'un``: it keeps its form and what
    agrees with it varies with its referents (the gold README's convention), whereas the
    noun's agreement follows its grammatical gender and stays (fr-inflect-25)."""
    words = [p for p in pieces if p.kind != "other"]
    if len(words) != 1 or words[0].word != "personne" or words[0].kind != "content":
        return False
    if s == 0:
        return True
    before = Word.parse(tokens[s - 1]).core.lower().replace("\u2019", "'")
    if Word.parse(tokens[s - 1]).post:
        return True  # after a comma or a colon: no determiner of it
    return (
        before not in DETS
        and before not in _POSSESSIVE
        and not before.endswith("'")
        and before not in ("seule", "autre", "même", "chaque", "toute", "aucune", "nulle", "quelque", "telle")
    )


def _speaker_spans(tokens: Sequence[str]) -> tuple[tuple[int, int, str, str], ...]:
    from fairmt.inflect.french_agreement import speaker_predicates
    from fairmt.inflect.french_speaker_objects import speaker_object_participles

    found = speaker_predicates(tuple(tokens))
    return found + tuple(s for s in speaker_object_participles(tokens) if s[:2] not in {f[:2] for f in found})


#: The floating quantifier in each gender, its neutral the middle-dot form (fr-inflect-48).
_FLOATING_FORMS = {"M": "tous", "F": "toutes", "N": "tous·tes"}
#: The cardinals a floating "tous" takes ("tous deux", "toutes trois").
_CARDINAL_WORDS = frozenset(["deux", "trois", "quatre", "cinq"])


def _realise_floating(
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: Realisation,
    inflect: Callable[[str, Gender, bool, Number | None], str | None],
) -> list[str] | None:
    """(fr-inflect-48) ``tokens`` with the floating ``tous`` and the attribute after it
    (``span`` as :func:`_floating_tous` gives it, perhaps with trailing punctuation) in
    ``gender`` (F or M): "Sont-elles toutes prêtes ?" -> "tous prêts", "Nous sommes toutes
    très fatiguées" -> "tous très fatigués". Both agree with the subject, in the plural
    (Grevisse and Goosse, *Le Bon Usage*, *tout* as a floating pronoun, and the attribute's
    agreement), so the span changes as one; its adverbs keep their form. ``None`` for any other
    span (or gender: the neutral merges these two). A word the dictionary lacks with a two-form
    adjective ending ("talentueuses") takes the rules' form (``inflect``)."""
    from fairmt.inflect.french_nominalised import gendered

    s, e = span
    while e - 1 > s and not any(ch.isalnum() for ch in tokens[e - 1]):
        e -= 1
    morph = morphology("fr")
    if morph is None or gender not in ("F", "M") or e - s < 2 or _floating_tous(tokens, s) != (s, e):
        return None
    out = list(tokens)
    out[s] = Word.parse(tokens[s]).render(_FLOATING_FORMS[str(gender)])
    for k in range(s + 1, e):
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if low == "été" or not gendered(low, morph):
            continue  # "très", "les deux", the passive's "été"
        new = morph.agree(low, str(gender), "pl") or inflect(low, gender, False, "pl")
        if new is not None and new != low:
            out[k] = w.render(new)
    return out


def _around_predicate(
    tokens: Sequence[str], span: tuple[int, int], inner: tuple[int, int], morph: Morphology | None
) -> bool:
    """(fr-inflect-48) Whether ``span`` holds the one-word predicate ``inner`` with nothing else
    but its finite *être* (also inverted with its subject clitic, "Es-tu"), adverbs and
    punctuation: "suis sûre", "Es-tu née ici ?" as the aligner gives "am confident", "Were you
    born"."""
    from fairmt.inflect.french_agreement import _ETRE, _adverb, _elided

    s, e = span
    a, b = inner
    if morph is None or b - a != 1 or not (s <= a and b <= e) or e - s > 6:
        return False
    for k in range(s, e):
        if k == a:
            continue
        low = Word.parse(tokens[k]).core.lower().replace("’", "'")
        verb = _elided(low)[1].split("-", 1)[0]
        if not low or (verb in _ETRE and verb not in ("être", "été")) or _adverb(low, morph):
            continue
        return False
    return True


def _feminine_noun_in_e(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """(fr-inflect-55) Whether ``span`` is a word the dictionary lacks that ends in *-é* (not
    *-ée*) after a determiner of the feminine singular, or that determiner and that word.

    A noun in *-é* after *la* / *une* is a feminine noun of that ending, the abstract nouns in
    *-té* / *-ité* above all (*la santé*, *la liberté*; Grevisse and Goosse, *Le Bon Usage*, the
    gender of nouns by their suffix: *-té* is feminine), a thing: a participle or adjective taken
    as a person noun after a feminine determiner has its feminine *-ée* ("la députée"). The
    ending rules read the unknown word as a participle, and "la médiumnité" became "la
    médiumnitée" (F) or "le médiumnité" (M); the dictionary knows the common ones."""
    morph = morphology("fr")
    s, e = span
    if morph is None or not check_span(tokens, span):
        return False
    words = [lower_core(t) for t in tokens[s:e]]
    if len(words) == 1 and s > 0:
        words = [lower_core(tokens[s - 1]), *words]  # the noun alone: its determiner before it
    if len(words) != 2 or words[0] not in FEMININE_SINGULAR_DETERMINERS:
        return False
    noun = words[1]
    return noun.endswith("é") and not morph.readings(noun)  # (a word in -é cannot end in -ée)


def _irregular_feminine(word: str, rules: str | None, gender: Gender, morph: Morphology) -> str | None:
    """(fr-inflect-55) ``rules`` (the ending rules' form of the adjective ``word`` in ``gender``)
    when the dictionary reads it as the same adjective in that gender, else None.

    Apertium's generator finds no feminine for the adjectives whose feminine is irregular:
    *fou*/*folle*, *mou*/*molle*, *frais*/*fraîche*, *sec*/*sèche*, *long*/*longue*,
    *blanc*/*blanche*, *public*/*publique*, *grec*/*grecque*, *favori*/*favorite*, *malin*/*maligne*
    (Grevisse and Goosse, *Le Bon Usage*, the feminine of adjectives), though its analyser reads
    those feminines; the walk then left "Elle est devenue fou". The hand rules and lexicon write
    them, and the analyser confirms them: a form it reads as an adjective of the same lemma in
    ``gender``."""
    if rules is None or rules == word:
        return None
    lemmas = {r.lemma for r in morph.readings(word) if r.pos == "adj"}
    target = gender.lower()
    if any(r.pos == "adj" and r.lemma in lemmas and r.gender == target for r in morph.readings(rules)):
        return rules
    return None


def _lone_adjective(
    tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str] | None:
    """(fr-inflect-48) ``tokens`` with the one-word ``span`` in ``gender`` when it is an adjective
    or participle after a finite *être* (the attribute; adverbs between them allowed) that the
    dictionary inflects (and no noun) whose form the ending rules miss
    ("sûres" -> "sûrs": the rules read "-ûre" as no adjective ending), else None. The
    dictionary's form keeps the word's number."""
    s, e = span
    while e - 1 > s and not any(ch.isalnum() for ch in tokens[e - 1]):
        e -= 1
    if e - s != 1:
        return None
    from fairmt.inflect.french_agreement import _ETRE, _adverb, _elided

    k = s - 1
    while k >= 0 and _adverb(Word.parse(tokens[k]).core.lower(), morph):
        k -= 1
    copula = _elided(Word.parse(tokens[k]).core.lower().replace("’", "'"))[1] if k >= 0 else ""
    if (copula not in _ETRE or copula in ("être", "été")) and not fragment_attribute(tokens, k, span[1]):
        return None  # only the attribute after a finite "être" ("étaient sûres"), or a fragment's
    w = Word.parse(tokens[s])
    low = w.core.lower()
    readings = morph.readings(low)
    if any(r.pos == "n" for r in readings) or not any(
        (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f") for r in readings
    ):
        return None
    numbers = {r.number for r in readings if r.pos == "adj" or "pp" in r.tags} & {"sg", "pl"}
    new = morph.agree(low, str(gender), numbers.pop() if len(numbers) == 1 else None)
    if new is None or new == low:
        return None
    return [*tokens[:s], w.render(new), *tokens[s + 1 :]]


def _floating_tous(tokens: Sequence[str], i: int) -> tuple[int, int] | None:
    """The span of a floating ``tous``/``toutes`` right after a finite *être* with the
    predicate it goes with (``Ils étaient tous fatigués``: ``tous fatigués``), or None
    (fr-inflect-22). The floating quantifier and the attribute both agree with the subject
    (Grevisse, *Le Bon Usage*, *tout* as a floating pronoun in apposition to the subject,
    and the agreement of the attribute with the subject): one span realises both, where an
    aligned cue on ``tous`` alone ("all") would change it and leave the predicate behind it,
    which the subject's realisation then no longer reaches."""
    from fairmt.inflect.french_group_pronouns import _floating_end, floating_host

    low = [lower_core(t) for t in tokens]
    if low[i] not in ("tous", "toutes") or i == 0:
        return None
    if low[i - 1] in AVOIR_GROUP_FINITE | AVOIR_COMPOUND:
        # fr-inflect-48: "ont toutes deux été félicitées": the passive's "été" comes after the
        # quantifier, and the participle after it agrees with the subject as the quantifier does.
        from fairmt.inflect.french_agreement import _floating_numeral_end

        j = _floating_numeral_end(low, i)
        if j >= len(low) or low[j] != "été":
            return None
        end = _floating_end(low, j)
        return (i, end) if end > j + 1 else None
    if Word.parse(tokens[i - 1]).post.strip() == ",":
        # fr-inflect-48: a detached "toutes deux" with its adjective ("Les deux pilotes, toutes
        # deux très fatiguées, ..."): the quantifier and the adjective agree with the noun.
        j = i + 2 if i + 1 < len(low) and low[i + 1] in _CARDINAL_WORDS else i + 1
        end = _floating_end(low, j - 1)
        return (i, end) if end > j else None
    if not floating_host(low[i - 1]):
        return None
    end = _floating_end(low, i)
    return (i, end) if end > i + 1 else None


def _demonstrative_relative_end(tokens: Sequence[str], s: int, e: int) -> int | None:
    """(fr-inflect-35) The end of ``celui qui`` in an aligned span that runs on into the relative
    clause ("celui qui le voudra" for "whoever"), or None. The demonstrative and its relative
    pronoun stand for the person (Grevisse, *Le Bon Usage*, the demonstrative pronoun before a
    relative); the clause's own words are no part of it: its object clitic *le* ("it") would
    otherwise be put in the person's gender ("celle qui la voudra"). What agrees with the person
    in the clause is found from ``celui qui`` (french_agreement.subject_predicates)."""
    if e - s < 3 or Word.parse(tokens[s]).core.lower() not in ("celui", "celle", "ceux", "celles"):
        return None
    if Word.parse(tokens[s + 1]).core.lower() != "qui" or Word.parse(tokens[s + 1]).post:
        return None
    return s + 2


#: Degree adverbs between a participle and the object's attribute ("trouvée bien préparée").
_DEGREE = frozenset(["bien", "très", "si", "trop", "assez", "plutôt", "fort", "tout", "mal"])


def _elided_clitic_participles(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """(fr-inflect-25) The past participle after an elided direct-object clitic and a form of
    *avoir* ("nous l'avons trouvée", "je l'ai appelé"): *l'* shows no gender, but a participle
    conjugated with *avoir* agrees with its direct object placed before it (Grevisse, *Le Bon
    Usage*, § 942), so it is the word that shows the gender of the person *l'* stands for. Only a
    singular participle the dictionary knows as one
    (:func:`~fairmt.inflect.romance.elided_clitic_participles`)."""
    return elided_clitic_participles(tokens, "fr", "avoir", lambda w: not w.endswith("s"))


def _object_attribute(out: list[str] | None, tokens: Sequence[str], k: int) -> int | None:
    """(fr-inflect-25) The token of the direct object's attribute after its realised participle
    at ``k - 1`` ("l'avons trouvée bien préparée"): an adjective or participle right after it,
    over degree adverbs, agrees with the object (Grevisse, *Le Bon Usage*, § 250 on the object's
    attribute and its agreement). ``None`` when the participle did not change, when a comma ends
    it, or when the word after is no adjective in the participle's old gender."""
    morph = morphology("fr")
    if out is None or morph is None or out[k - 1] == tokens[k - 1] or Word.parse(tokens[k - 1]).post.strip():
        return None
    j = k
    while j < len(tokens) and Word.parse(tokens[j]).core.lower() in _DEGREE:
        if Word.parse(tokens[j]).post.strip():
            return None
        j += 1
    if j >= len(tokens):
        return None
    low = Word.parse(tokens[j]).core.lower()
    rs = morph.readings(low)
    was_f = Word.parse(tokens[k - 1]).core.lower().endswith("e")
    if not rs or not all(r.pos == "adj" or "pp" in r.tags for r in rs) or low.endswith("e") != was_f:
        return None
    return j


#: Words that may join the adjectives of a detached stretch ("calme et concentrée").
_DETACHED_JOIN = frozenset(["et", "mais", "ou", "puis"])
#: Prepositions and determiners that open the complement of a detached participle ("arrivée de
#: Rome", "prise la main dans le sac").
_COMPLEMENT_OPENERS = frozenset(
    [
        "de",
        "d'",
        "du",
        "des",
        "à",
        "au",
        "aux",
        "en",
        "par",
        "pour",
        "sur",
        "dans",
        "avec",
        "le",
        "la",
        "l'",
        "les",
    ]
)


def _detached_attributes(
    base: list[str], tokens: Sequence[str], k: int, gender: Realisation, morph: Morphology
) -> list[str]:
    """(fr-inflect-25) ``base`` with the detached adjectives and participles set off by a comma
    right after the realised noun ("Le gagnant, visiblement ému, a remercié" -> "La gagnante,
    visiblement émue, ...") in ``gender``: the detached epithet (*épithète détachée*) agrees
    with the noun it is set off from (Grevisse, *Le Bon Usage*, §§ 332-333 and § 336 on its
    agreement). ``k`` is the token right after the realised span. Only when the stretch up to
    the next comma (or the sentence's end) is adverbs, adjectives and participles joined by
    *et*/*mais*, the last of them perhaps with a complement without a finite verb ("prise la
    main dans le sac", "arrivée de Rome"); a noun or a verb in it makes it something else (an
    apposition of a noun, a relative or main clause), and nothing changes. Each word the
    dictionary inflects takes its form in ``gender``; one form for both ("calme") stays."""
    if k < 1 or k >= len(base) or Word.parse(base[k - 1]).post.strip() != ",":
        return base
    if main_verb_after_relative(tokens, k, morph):  # fr-inflect-40: "Ghai, qui est l'auteur ..., écrit"
        return base
    if incise_verb(base, k, morph):  # fr-inflect-83: "« ... », dit le professeur" (french_incises)
        return base
    changed: list[tuple[int, str]] = []
    adjectives = 0
    j = k
    while j < len(base):
        w = Word.parse(base[j])
        low = w.core.lower()
        post = w.post.strip()
        if not low:
            return base
        rs = morph.readings(low)
        if base[j] != tokens[j]:
            # Already put in ``gender`` by the parse (:func:`french_agreement.agree`).
            adjectives += 1
            changed.append((j, base[j]))
            if post:
                break
            j += 1
            continue
        if low in ("tous", "toutes", "tous·tes") and j == k and not post:
            # fr-inflect-48: "Les deux avocates, toutes deux expérimentées, ...": the floating
            # quantifier (with its cardinal) opening the detached stretch agrees with the noun as
            # the adjectives after it do (Grevisse and Goosse, *Le Bon Usage*, "tous deux").
            form = _FLOATING_FORMS.get(str(gender))
            if form is not None and form != low:
                changed.append((j, w.render(form)))
            j += 1
            if j < len(base) and Word.parse(base[j]).core.lower() in _CARDINAL_WORDS:
                if Word.parse(base[j]).post.strip():
                    return base
                j += 1
            continue
        if (
            low in _DETACHED_JOIN
            or low in _DEGREE
            or (low.endswith("ment") and any(r.pos == "adv" for r in rs))
        ):
            if post:
                return base
            j += 1
            continue
        if adjectives and low in _COMPLEMENT_OPENERS:
            # The complement of the last participle runs to the closing comma or the end.
            end = j
            while end < len(base) and not Word.parse(base[end]).post.strip():
                end += 1
            if end >= len(base) or end - j > 5:
                return base
            if any(morph.only_verb(Word.parse(base[t]).core.lower()) for t in range(j, end + 1)):
                return base
            post = Word.parse(base[end]).post.strip()
            j = end
        else:
            if not rs or not any(r.pos == "adj" or "pp" in r.tags for r in rs):
                return base
            new = morph.agree(low, str(gender), None)
            if new is None:
                return base
            if any(r.pos == "n" for r in rs) and new == low and adjectives == 0 and post:
                return base  # a lone epicene word that may be a noun: an apposition
            adjectives += 1
            if new != low:
                changed.append((j, w.render(new)))
        if post:
            break
        j += 1
    if j >= len(base) or not changed:
        return base
    if not Word.parse(base[j]).post.strip().startswith((",", ".", ";", "!", "?")):
        return base
    out = list(base)
    for t, form in changed:
        out[t] = form
    return out


def _other_feminine_form(inflector: Inflector, token: str) -> bool:
    """Whether ``token``'s word is a feminine form, not spelt as the masculine, of a noun with
    two feminines in use (:mod:`fairmt.inflect.feminine_doublets`)."""
    parts = token_parts(token)
    found = inflector.feminine_alternative(parts[1].lower()) if parts is not None else None
    return found is not None and not found[1]


class FrenchInflector(FrenchNamedSubjects, FrenchWordForms):
    """French gender inflector: persons, cues, and the realisation of whole spans."""

    VERSION = VERSION
    group_spans = group_readers.french_group_spans  # bug30: the hook of fairqe.they_groups

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.object_clitics` (fr-inflect-25): a whole token ``le`` or ``la`` that
        :meth:`is_clitic` reads as the pronoun before its verb ("Je la connais depuis des
        années"), not an article. The direct-object pronoun *le/la* takes the gender of the noun
        it stands for (Grevisse, *Le Bon Usage*, §§ 654-656 on the personal pronoun's agreement),
        so it follows the person a singular "them" stands for. Elided ``l'`` shows no gender."""
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces[:-1]):
            if p.word not in ("le", "la") or p.surface.lower() != tokens[p.tok].lower():
                continue
            if k > 0 and pieces[k + 1].tok == p.tok + 1 and self.is_clitic(pieces, k):
                out.append((p.tok, p.tok + 1))
        return sorted(out + _elided_clitic_participles(tokens))

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`; for the participle after an elided clitic and its *avoir*
        (:func:`_elided_clitic_participles`, fr-inflect-25) also the object's attribute after it
        (:func:`_object_attribute`)."""
        if span[1] - span[0] == 1 and span in _elided_clitic_participles(tokens):
            # fr-inflect-39: "vue" (also a noun) by its participle reading (elided_participles)
            out = self.realise(tokens, span, gender) or elided_participle_form("fr", tokens, span, gender)
            j = _object_attribute(out, tokens, span[1])
            if out is not None and j is None and (m := morphology("fr")) is not None:
                return clause_final_detached(out, tokens, span, gender, m, _detached_attributes)
            if out is None or j is None:
                return out
            morph = morphology("fr")
            low = Word.parse(tokens[j]).core.lower()
            if gender == "N":
                form = self.realise(tokens, (j, j + 1), "N")
                new = None if form is None else Word.parse(form[j]).core
            else:
                new = None if morph is None else morph.agree(low, gender, "sg")
            if new is not None and new != low:
                out = list(out)
                out[j] = Word.parse(tokens[j]).render(new)
            return out
        return self.realise(tokens, span, gender)

    # -- classification -----------------------------------------------------------

    #: French MT output has many person nouns the dictionary lacks ("préposé", "designer",
    #: "greffière", "ambulancier"); the unknown things after a determiner are fewer
    #: (counted on WinoMT outputs outside the gold set).

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """The predicate of an impersonal ``il`` (``Il t'est sûr que``, ``il a été décidé de``:
        :func:`fairmt.inflect.french_clauses.impersonal_predicate`), which refers to nobody;
        and a possessive and the noun it goes with, when the dictionary says the noun is a thing
        (``sa politique`` for "their policy", ``son quart``): the possessive agrees with the
        thing, which never changes. ``sa``/``ma``/``ta`` mark the feminine, which decides
        between homonyms (the policy, not the politician). Also (fr-inflect-72) an ``elle`` that
        takes up ``une personne``/``la victime`` (:meth:`_after_invariant_person`), such as the
        reflexive complement of the noun's adjective ("une personne fière d'elle"): the pronoun
        follows the noun's grammatical gender, not the person's."""
        if not check_span(tokens, span):
            return False
        if span[1] - span[0] == 1 and morphology("fr") is not None:
            from fairmt.inflect.french_clauses import impersonal_predicate, impersonal_subject

            low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
            if impersonal_predicate(low, span[0], morphology("fr")):
                return True  # "Il t'est sûr que": the predicate of an impersonal "il"
            if impersonal_subject(low, span[0], morphology("fr")):
                return True  # fr-inflect-39: "il y a une heure", "il faut"
            if self._predicate_of_invariant_person(tokens, span[0]):
                return True  # "une personne alors qu'elle était déjà morte"
            _, whole = self.parse(tokens, 0, len(tokens))
            pron = [p for p in whole if p.tok == span[0] and p.kind == "pron" and p.word in ("elle", "elles")]
            if pron and self._after_invariant_person(whole, pron[0], tokens):
                return True  # fr-inflect-72: "une personne fière d'elle" (the noun's pronoun)
        if _feminine_noun_in_e(tokens, span):
            return True  # fr-inflect-55: "la médiumnité", a feminine noun in -é the dictionary lacks
        _, pieces = self.parse(tokens, span[0], span[1])
        if len(pieces) < 2 or pieces[0].word not in _POSSESSIVE or pieces[1].kind != "content":
            return False
        if morphology("fr") is None:
            return False
        det_gender = "F" if pieces[0].word in ("sa", "ma", "ta") else ""
        noun = 1
        while (
            noun + 1 < len(pieces)
            and pieces[noun + 1].kind == "content"
            and self.preadjective(pieces[noun].word)
        ):
            # fr-inflect-60: a prenominal adjective ("mes bons amis", whose "bons" is also the
            # noun *bon*, a voucher) is no head: the possessive goes with the noun after it.
            noun += 1
        return not self.person_noun(pieces[noun].word.lower(), det_gender)

    def attribute_subject(self, tokens: Sequence[str], span: tuple[int, int]) -> int | None:
        """The subject pronoun of a finite *être* right before the noun phrase ``span`` (adverbs
        and ``pas`` between them allowed): ``parce qu'elle est la meilleure``, ``il n'était pas
        un bon ami``. The noun phrase is the subject's attribute and names the pronoun's
        referent (Grevisse and Goosse, *Le Bon Usage*, on the subject attribute), so it takes
        the pronoun's gender: where the source fixes the pronoun ("because she is the best"),
        it stays."""
        from fairmt.inflect.french_agreement import _adverb, _elided

        morph = morphology("fr")
        if morph is None or not check_span(tokens, span):
            return None
        # The phrase's determiners and prenominal adjectives come first ("il était un bon
        # travailleur": fr-inflect-24).
        k = min(span[0], self.phrase_span(tokens, span)[0]) - 1
        if k >= 0 and Word.parse(tokens[k]).core.lower() in ("le", "la", "les", "un", "une", "des"):
            k -= 1  # the article before a noun span that starts on its noun
        while (
            k >= 0
            and "'" not in tokens[k].replace("’", "'")
            and _adverb(Word.parse(tokens[k]).core.lower(), morph)
            and not Word.parse(tokens[k]).post
        ):
            k -= 1
        if k < 1 or Word.parse(tokens[k]).post:
            return None
        _, verb = _elided(Word.parse(tokens[k]).core.lower().replace("’", "'"))
        at = copular_verb_start(tokens, k, verb, morph)  # fr-inflect-48: "Il est devenu professeur"
        if at is None or at < 1:
            return None
        k = at
        _, pron = _elided(Word.parse(tokens[k - 1]).core.lower().replace("’", "'"))
        return k - 1 if pron in ("il", "elle", "ils", "elles", "je", "tu", "nous", "vous", "on") else None

    def _predicate_of_invariant_person(self, tokens: Sequence[str], index: int) -> bool:
        """Whether ``tokens[index]`` is the predicate of an ``elle``/``elles`` that follows a
        person noun of one form for everyone (:meth:`_after_invariant_person`): ``sur une
        personne alors qu'elle était déjà morte`` for "someone ... they were already dead". The
        pronoun takes the grammatical gender of its antecedent ``personne`` (Grevisse and Goosse,
        *Le Bon Usage*, on the pronoun's agreement with a noun of one gender whatever the sex;
        TLFi *personne*: "les adjectifs et participes se rapportant à personne se mettent au
        féminin"), and the predicate agrees with the pronoun, so neither varies."""
        from fairmt.inflect.french_agreement import pronoun_subject

        k = pronoun_subject(tokens, index)
        if k is None or k >= index:
            return False
        _, pieces = self.parse(tokens, 0, len(tokens))
        pron = [p for p in pieces if p.tok == k and p.kind == "pron" and p.word in ("elle", "elles")]
        return bool(pron) and self._after_invariant_person(pieces, pron[0], tokens)

    @staticmethod
    def _after_invariant_person(
        pieces: Sequence[Piece], pron: Piece, tokens: Sequence[str] | None = None
    ) -> bool:
        """Whether the last noun before ``pron`` is a feminine person noun of one form for
        everyone (``une personne``, ``la victime``): "elle" then agrees with that noun's
        grammatical gender and does not vary ("prévenu une personne qu'elle ne pourrait"); also
        over the noun's adjectives and a copula (fr-inflect-72: "une personne fière d'elle",
        :mod:`fairmt.inflect.french_invariant_antecedent`)."""
        from fairmt.inflect.french_invariant_antecedent import (
            INVARIANT_NOUNS,
            invariant_antecedent,
            same_number,
        )

        before = [q for q in pieces if q.tok < pron.tok and q.kind == "content"]
        # fr-inflect-76: the noun and the pronoun have one number ("les personnes qu'elle ..." is
        # someone else's "elle").
        last = before[-1].word if before else ""
        return (last in INVARIANT_NOUNS and same_number(last, pron.word)) or invariant_antecedent(
            pieces, pron, tokens
        )

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The person nouns after a determiner (:meth:`RomanceInflector.person_spans`) and the
        subject pronouns ``il``/``ils``/``elle``/``elles`` that refer to someone (not the
        impersonal ``il fallait``): a French pronoun for an English "they" the aligner put on
        its verb ("quoiqu'ils n'aient" -> "n'aient"), or for a noun the translation turned
        into a pronoun ("Ils ont informé" for "The veterinarian informed"); not "elle" after
        ``une personne`` or ``la victime``, whose grammatical gender it follows. Not a word
        the dictionary lacks with no person ending (:meth:`_unknown_thing`, ``un pourboire``),
        nor the noun of a place locution (``à l'étranger``, abroad:
        :func:`~fairmt.inflect.french_group_pronouns.in_locution`)."""
        from fairmt.inflect.french_agreement import expletive
        from fairmt.inflect.french_group_pronouns import in_locution

        out = [
            s
            for s in super().person_spans(tokens)
            if not self._unknown_thing(tokens, s) and not in_locution(tokens, s)
        ]
        out += [s for s in self._bare_attributes(tokens) if s not in out]
        out += [s for s in self._prefixed_person_nouns(tokens) if s not in out]
        morph = morphology("fr")
        if morph is not None:  # fr-inflect-53: "L'assurée doit ..."
            out += [s for s in nominalised_before_verb(tokens, morph, self.person_noun) if s not in out]
            # fr-inflect-64: "L'ancien et fidèle client": the person is the chain's noun.
            out = chain_nouns(tokens, out, morph, _PRENOMINAL_DETS, self.person_noun)
        out.sort()
        if not out:
            return out
        _, pieces = self.parse(tokens, 0, len(tokens))
        for p in pieces:
            if (
                p.kind == "pron"
                and p.word in ("il", "ils", "elle", "elles")
                and (p.tok, p.tok + 1) not in out
            ):
                if p.word == "il" and expletive(tokens, p.tok):
                    continue
                if p.word in ("elle", "elles") and self._after_invariant_person(pieces, p, tokens):
                    continue
                out.append((p.tok, p.tok + 1))
        return sorted(out)

    def _prefixed_person_nouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Hyphenated person nouns after a determiner whose first element is an invariable
        prefix (``le vice-champion``, ``l'ex-directeur``, ``la co-autrice``), that the
        one-word search passes over (fr-inflect-28). In a compound of an invariable prefix and
        a noun only the noun varies (Grevisse and Goosse, *Le Bon Usage*, on the plural and
        feminine of compound nouns: "des vice-présidentes", "une ex-ministre"), so the noun
        after the prefix decides whether the compound names a person. Not the lexical
        compounds ("grand-mère", "beau-frère"), whose other gender is another word."""
        out: list[tuple[int, int]] = []
        low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
        for k, w in enumerate(low):
            det, _, rest = w.rpartition("'") if w.startswith(("l'", "d'")) else ("", "", w)
            prefix, dash, noun = rest.partition("-")
            if not dash or prefix not in _INVARIABLE_PREFIXES or not noun.isalpha():
                continue
            if not det and (k == 0 or low[k - 1] not in DETS):
                continue
            if Word.parse(tokens[k]).core[len(det) + (1 if det else 0) :][:1].isupper() and k > 0:
                continue  # a name or title inside the sentence
            if self.person_noun(noun):
                out.append((k, k + 1))
        return out

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Person nouns coordinated with a person noun a realisation changes, that no English
        cue found and no span in ``kept`` covers (fr-inflect-25): joined to it by ``et``,
        ``ou``, ``puis``, ``ainsi que`` or a list comma, after the first noun's adjectives and
        ``de`` complement and before the second's determiner and prenominal adjectives
        (``une ancienne enseignante et professeure de sport``, ``compositrice et cheffe
        d'orchestre``, ``danseuse de ballet ..., ainsi que professeure de danse``). A
        coordination joins terms of the same function (Grevisse and Goosse, *Le Bon Usage*, on
        coordination), and an English noun translated by two ("school and physical education
        teacher") leaves the second without a cue. Only a noun of the first's gender where
        both show one (like with like: ``la directrice et le professeur`` are two people, whom
        the English names twice), that the dictionary knows as a person and that has a form
        in the other gender."""
        morph = morphology("fr")
        if morph is None or not spans:
            return []
        low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
        taken = [*spans, *kept]
        out: list[tuple[int, int]] = []

        def free(t: int) -> bool:
            return all(not (a <= t < b) for a, b in [*taken, *out, *links])

        def person(t: int) -> bool:
            w = Word.parse(tokens[t])
            _, core = _elided_word(w.core)
            if not core.isalpha() or len(core) < 3 or (t > 0 and core[:1].isupper()):
                return False
            c = core.lower()
            if any(r.pos == "adj" for r in morph.readings(c)) and not _agentive(c):
                return False  # "La directrice nouvelle, une ...": an adjective, not "la nouvelle"
            return bool(morph.noun_readings(c)) and self.person_noun(c)

        def gender(sp: tuple[int, int]) -> Realisation | None:
            return self.gender_of(tokens, sp) or self.gender_of(tokens, self.phrase_span(tokens, sp))

        queue = list(spans)
        links: list[tuple[int, int]] = []
        while queue:
            s, e = queue.pop(0)
            if not check_span(tokens, (s, e)):
                continue
            g = gender((s, e))
            found: list[int] = []
            # Rightwards: past the first noun's adjectives and complement to the coordinator.
            k = e - 1
            if not Word.parse(tokens[k]).post.startswith(","):
                k = e
                while k < len(tokens) and k < e + 5:
                    w = Word.parse(tokens[k])
                    if low[k] in ("et", "ou", "puis") or (
                        low[k] == "ainsi" and k + 1 < len(low) and low[k + 1] == "que"
                    ):
                        break
                    if w.post and not w.post.startswith(","):
                        k = len(tokens)
                        break
                    if low[k] in ("qui", "que", "qu'", "dont") or morph.only_verb(low[k]):
                        k = len(tokens)
                        break
                    if w.post.startswith(","):
                        break
                    k += 1
                else:
                    k = len(tokens)
            if k < len(tokens):
                c = k + (2 if low[k] == "ainsi" else 1)
                while c < len(tokens) and c < k + 4 and low[c] in _COORDINATED_DETS:
                    c += 1
                while c < len(tokens) and c < k + 4 and self.preadjective(low[c]):
                    c += 1
                if c < len(tokens) and free(c) and person(c):
                    found.append(c)
            # Leftwards: a noun right before "et" or a list comma before the span's phrase.
            a = self.phrase_span(tokens, (s, e))[0]
            if a >= 2 and low[a - 1] in ("et", "ou") and free(a - 2) and person(a - 2):
                found.append(a - 2)
            elif a >= 1 and Word.parse(tokens[a - 1]).post == "," and free(a - 1) and person(a - 1):
                found.append(a - 1)
            for t in found:
                h = gender((t, t + 1))
                if g is not None and h is not None and g != h:
                    continue
                if any(sp == (t, t + 1) for sp in links):
                    continue
                # A noun of one form for both ("pianiste") changes nothing but carries the chain
                # on ("compositrice, pianiste et cheffe d'orchestre").
                links.append((t, t + 1))
                if self._form_in_other_gender(Word.parse(tokens[t]).core.lower()):
                    out.append((t, t + 1))
                queue.append((t, t + 1))
        return sorted(out)

    def _bare_attributes(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Person nouns without a determiner as a subject attribute (fr-inflect-25): right
        after *être*, a copular verb or ``comme``, or in ``en tant que`` (``Deeb est
        professeure de yoga``, ``a travaillé comme régisseuse``, ``en tant qu'agente``). The
        attribute noun takes no article when it says the person's occupation or quality
        (Grevisse and Goosse, *Le Bon Usage*, the article omitted before an attribute noun);
        :meth:`RomanceInflector.person_spans` finds only nouns after a determiner. Only a noun
        the dictionary knows as a person with a form in the other gender."""
        from fairmt.inflect.french_agreement import _COPULAR_STEMS, _ETRE

        morph = morphology("fr")
        if morph is None:
            return []
        low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
        out: list[tuple[int, int]] = []
        for k in range(1, len(tokens)):
            head, core = _elided_word(low[k])
            if head == "qu'":
                ok = k >= 2 and low[k - 1] == "tant" and low[k - 2] == "en"
            elif head:
                continue
            else:
                j = k - 1
                if j > 0 and low[j] in (
                    "aussi",
                    "également",
                    "alors",
                    "ensuite",
                    "désormais",
                    "déjà",
                    "encore",
                ):
                    j -= 1
                prev = _elided_word(low[j])[1]
                ok = not Word.parse(tokens[j]).post and (
                    prev == "comme"
                    or prev in _ETRE
                    or prev.startswith(_COPULAR_STEMS)
                    or (prev == "que" and j >= 2 and low[j - 1] == "tant" and low[j - 2] == "en")
                )
            if core.endswith(("s", "x")):
                continue  # singular only: a bare plural attribute is mostly a demonym ("sont français")
            if (
                not ok
                or not core.isalpha()
                or len(core) < 4
                or Word.parse(tokens[k]).core[len(head) :][:1].isupper()
            ):
                continue
            readings = morph.readings(core)
            if any("pp" in r.tags for r in readings):
                continue  # a participle after "être" ("est chargé de"): the verb's, no noun
            if any(r.pos == "adj" for r in readings) and not _agentive(core):
                continue  # "est nouvelle", "était blanc": an adjective there, not "la nouvelle"
            if morph.noun_readings(core) and self.person_noun(core) and self._form_in_other_gender(core):
                out.append((k, k + 1))
        return out

    def _form_in_other_gender(self, word: str) -> bool:
        """Whether the person noun ``word`` has a form in the other gender (``enseignante`` ->
        ``enseignant``), not one form for both (``journaliste``)."""
        word = _elided_word(word)[1]
        for g in ("F", "M"):
            got = self.inflect(word, g, True, None)
            if got is not None and got != word:
                return True
        return False

    def target_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """``il``/``elle``/``ils``/``elles`` (not the impersonal ``il fallait``, nor ``elle(s)``
        after ``une personne`` or ``la victime``, whose grammatical gender it follows). The
        plural ones render an English "they", which genders nobody: ``parce qu'ils ont vaincu``
        after ``Les joueurs`` follows the players."""
        from fairmt.inflect.french_agreement import expletive

        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for p in pieces:
            if p.kind != "pron" or p.word not in ("il", "elle", "ils", "elles"):
                continue
            if p.word == "il" and expletive(tokens, p.tok):
                continue
            if p.word in ("elle", "elles") and self._after_invariant_person(pieces, p, tokens):
                continue
            out.append((p.tok, p.tok + 1))
        return out

    def nominal_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """fr-inflect-63: nominalised adjectives and participles ("Les interpellées ont",
        "les 40 % vaccinés", "aux audacieuses"):
        :func:`fairmt.inflect.french_nominal_persons.nominal_person_candidates`; none without the
        analyser."""
        from fairmt.inflect.french_nominal_persons import nominal_person_candidates

        morph = morphology("fr")
        return [] if morph is None else nominal_person_candidates(tokens, morph)

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: the predicates of a
        ``je``/``tu``/``nous``/``vous`` subject that carry gender (``Je suis fatiguée``, ``Tu es
        arrivé``, ``Nous sommes allées``, ``J'ai été étonné``, ``Je suis un étudiant``), found
        with Apertium's analyser (:func:`fairmt.inflect.french_agreement.speaker_predicates`).
        Every realisation changes them, as Spanish's :meth:`SpanishInflector.implicit_person_spans`
        does; nothing without the analyser."""
        out: list[tuple[int, int]] = []
        for a, b, _, noun in _speaker_spans(tokens):
            if noun:
                det = Word.parse(tokens[a]).core.lower()
                det_gender = "F" if det in ("la", "une", "ma", "ta", "sa") else "M" if b - a == 2 else ""
                if not self.person_noun(noun, det_gender):
                    continue  # "Je suis un problème": a thing, which keeps its gender
            out.append((a, b))
        return out

    # -- determiners and pronouns ---------------------------------------------------

    # -- content words --------------------------------------------------------------

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """:meth:`_cut_span`, widened over the title words after the noun (fr-inflect-37)."""
        from fairmt.inflect.french_title_words import title_words_end

        span = infinitive_attribute_span(tokens, span)  # fr-inflect-45: "chance d'être choisie"
        span = title_words_end(tokens, self._cut_span(tokens, span), self.inflect)
        morph = morphology("fr")
        if morph is not None:  # fr-inflect-53: "La nouvelle | venue"
            span = participle_after_prenominal(tokens, span, morph, self._prenominal)
        return span

    def _agree_form(self, word: str, gender: Gender, number: Number | None) -> str | None:
        """The adjective or participle ``word`` in ``gender`` and ``number``: Apertium's form, or
        (fr-inflect-53) for a word the dictionary lacks that has a two-form adjective ending
        (``talentueuses``, ``combatif``: :func:`fairmt.inflect.french_nominalised.gendered`, which
        the attribute walk already takes for an attribute), the ending rules' form."""
        morph = morphology("fr")
        if morph is None:
            return None
        form = morph.agree(word, gender, number)
        if form is None and unknown_adjective(word, morph):
            form = self._inflect_rules(word, gender, False, number)
        elif form is None:
            form = _irregular_feminine(word, self._inflect_rules(word, gender, False, number), gender, morph)
        if form is None:
            form = noun_read_attribute(word, gender, number, morph)  # fr-inflect-61: "censées"
        return form

    def _prenominal(self, word: str) -> bool:
        """An adjective that stands before its noun: a listed one (:meth:`preadjective`) or one
        of those this inflector treats as determiners (``nouveau``, ``premier``, ``dernier``)."""
        return self.preadjective(word) or word in DETS

    def _cut_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """An aligned span that runs over a finite verb or a comma (the aligner's "Le bébé est
        en train" for "baby", "autres étaient" for "others") is cut there: a person's noun
        phrase holds no finite verb of its clause and no clause boundary. Of the pieces, the
        first with a personal pronoun or a noun the dictionary knows is kept (``qu'il`` of
        "qu'il aurait besoin"), else the first with an indefinite
        pronoun or adjective standing for people (``autres``, ``certains``); a span with no
        such cut, or no such piece, is kept as it is."""
        from fairmt.inflect.french_agreement import _finite

        s, e = span
        morph = morphology("fr")
        if morph is None or not check_span(tokens, span):
            return span
        floating = _floating_tous(tokens, s)
        if floating is not None and e <= floating[1]:
            # (Not cut at the participle either: "partis" is also a simple past, "je partis".)
            return floating
        relative = _demonstrative_relative_end(tokens, s, e)
        if relative is not None:
            return (s, relative)
        if e - s == 1 and s > 0 and Word.parse(tokens[s - 1]).core.lower() == "les":
            word = Word.parse(tokens[s]).core.lower()
            readings = morph.readings(word)
            if readings and all(r.pos == "num" or (r.pos == "adj" and "ind" in r.tags) for r in readings):
                # "Les autres", "Les deux" standing alone for people (fr-inflect-22): the article
                # and the indefinite or the numeral are one pronominal phrase (Grevisse, *Le Bon
                # Usage*, *autre* and the cardinals used as nominals), whose predicate agrees
                # with the people; the aligner's span holds only the second word.
                return (s - 1, e)
        if e - s == 1:
            return self._postnominal_cue(tokens, span, morph)
        if e - s < 2:
            return span
        while e - s >= 2 and Word.parse(tokens[e - 1]).core.lower() in (
            "le",
            "la",
            "les",
            "un",
            "une",
            "des",
        ):
            # A trailing article belongs to the words after the span ("Tous les" of "Tous les
            # deux" for "Both"): the person is what comes before it.
            e -= 1
        if (s, e) != span:
            return self._cut_span(tokens, (s, e))
        cut = self._de_complement(tokens, span, morph)
        if cut != span:
            return cut
        pieces: list[tuple[int, int]] = []
        start = s
        for k in range(s, e):
            w = Word.parse(tokens[k])
            low = w.core.lower()
            before = Word.parse(tokens[k - 1]).core.lower() if k > 0 else None
            if low and _finite(low, before, morph)[0]:
                pieces.append((start, k))
                start = k + 1
            elif any(c in w.post for c in ",;:"):
                pieces.append((start, k + 1))
                start = k + 1
        pieces.append((start, e))
        pieces = [p for p in pieces if p[0] < p[1]]
        if pieces == [span]:
            return span

        def has(p: tuple[int, int], nominal: bool) -> bool:
            for q in self.parse(tokens, p[0], p[1])[1]:
                if nominal and q.kind == "pron":
                    return True
                rs = morph.readings(q.word)
                if nominal and q.kind == "content" and any(r.pos == "n" for r in rs):
                    return True
                if not nominal and any(
                    (r.pos == "prn" and "tn" in r.tags) or (r.pos == "adj" and "ind" in r.tags) for r in rs
                ):
                    return True
            return False

        for nominal in (True, False):
            for p in pieces:
                if has(p, nominal):
                    # (A one-word piece may still need its article: "autres" of "Les autres".)
                    return self.cue_span(tokens, p) if p[1] - p[0] == 1 else p
        for p in pieces:
            # A noun the dictionary lacks, with a person-noun ending ("L'ambulancier a
            # pratiqué" for "paramedic"): the piece before the finite verb is the noun phrase,
            # and the participle after "a" is no word of it (a participle with *avoir* does not
            # agree with the subject: Grevisse and Goosse, *Le Bon Usage*, on the past
            # participle with *avoir*).
            if any(
                q.kind == "content" and _agentive(q.word.lower()) for q in self.parse(tokens, p[0], p[1])[1]
            ):
                return p
        for p in pieces:
            # (fr-inflect-28) An adjective made a noun by its article ("Les grandes parlaient"
            # for "The grownups", "Les jeunes"): Grevisse and Goosse, *Le Bon Usage*, the
            # nominalisation of the adjective by a determiner. The piece before the finite verb
            # is the person, the verb is no word of it.
            words = [Word.parse(t).core.lower() for t in tokens[p[0] : p[1]]]
            if (
                len(words) >= 2
                and words[0] in ("le", "la", "les", "un", "une", "des")
                and all(
                    w in ("plus", "moins") or any(r.pos == "adj" for r in morph.readings(w))
                    for w in words[1:]
                )
            ):
                return p
        copula = self._after_copula(tokens, span, pieces, morph)
        return copula if copula is not None else span

    def _after_copula(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        pieces: Sequence[tuple[int, int]],
        morph: Morphology,
    ) -> tuple[int, int] | None:
        """An aligned span that opens on a finite form of *être* and holds only the predicate
        after it (the aligner's "étais jaloux" for "You were jealous", "es si fière") is the
        predicate alone: the copula has one form for both genders and only the attribute
        agrees with the subject (Grevisse, *Le bon usage*, on the agreement of the subject
        attribute). Only when the span's first word is that verb form (the analyser's lemma
        *être*) and the one piece after it ends on an adjective or past participle."""
        from fairmt.inflect.french_agreement import _finite

        s, e = span
        if len(pieces) != 1 or pieces[0] != (s + 1, e):
            return None
        first = Word.parse(tokens[s]).core.lower()
        before = Word.parse(tokens[s - 1]).core.lower() if s > 0 else None
        finite, lemmas = _finite(first, before, morph)
        if not finite or lemmas != {"être"}:
            return None
        last = Word.parse(tokens[e - 1]).core.lower()
        if not any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(last)):
            return None
        return pieces[0]

    def _de_complement(
        self, tokens: Sequence[str], span: tuple[int, int], morph: Morphology
    ) -> tuple[int, int]:
        """An aligned span that runs from a person noun into its ``de``-complement (the
        aligner's "Les étudiants de premier" for "undergraduates", of "Les étudiants de
        premier cycle") is cut before ``de``: the complement is a noun phrase of its own, whose
        adjectives agree with its own noun ("de premier cycle", "de haut niveau"), not with the
        person. Only when a noun the dictionary knows comes right before ``de`` and no person
        noun follows it in the span."""
        s, e = span
        for k in range(s + 1, e):
            low = Word.parse(tokens[k]).core.lower().replace("’", "'")
            if low not in ("de", "du", "des") and not (low.startswith("d'") and len(low) > 2):
                continue
            prev = Word.parse(tokens[k - 1]).core.lower().replace("’", "'").split("'", 1)[-1]
            if not morph.noun_readings(prev) and not self._known_person(prev):
                return span
            # The complement's noun: past its determiner and a prenominal adjective (which may
            # lie after the span: "de premier | cycle").
            words = [
                Word.parse(t).core.lower().replace("’", "'") for t in tokens[k : min(len(tokens), e + 2)]
            ]
            words[0] = words[0][2:] if words[0].startswith("d'") else ""
            words = [w for w in words if w and w not in _DET_OR_PREP]
            j = 0
            while j + 1 < len(words) and any(r.pos == "adj" for r in morph.readings(words[j])):
                if not morph.noun_readings(words[j + 1]):
                    break
                j += 1
            noun = words[j] if words else ""
            if not noun.isalpha() or self._known_person(noun) or self.person_noun(noun, ""):
                return span
            return (s, k)
        return span

    @staticmethod
    def _postnominal_cue(tokens: Sequence[str], span: tuple[int, int], morph: Morphology) -> tuple[int, int]:
        """An aligned one-word span that is the adjective after a person's noun (the aligner's
        "paramédical" of "L'ambulancier paramédical" for "paramedic") is widened to the noun
        phrase: French adjectives mostly follow the noun (Grevisse, *Le Bon Usage*, on the
        place of the epithet), and the person is the noun with the determiner. Only when the
        word is no noun the dictionary knows, has no determiner or preposition of its own before
        it, and the word before it opens with an elided article (``L'ambulancier``) or follows
        an article (``le passager``)."""
        s, e = span
        if s < 1 or any(c in Word.parse(tokens[s - 1]).post for c in ",;:.!?"):
            return span  # fr-inflect-39: not over a sentence's end ("la gare. Elle")
        word = Word.parse(tokens[s]).core.lower()
        prev = Word.parse(tokens[s - 1]).core.lower().replace("’", "'")
        if not word.isalpha() or morph.noun_readings(word) or prev in _DET_OR_PREP:
            return span
        if not any(r.pos == "adj" for r in morph.readings(word)) and not word.endswith(_ADJ_ENDINGS):
            return span
        elided = prev.startswith(("l'", "d'")) and len(prev) > 2
        after_article = s >= 2 and Word.parse(tokens[s - 2]).core.lower() in ("le", "la", "un", "une")
        if morph.fixed_gender_noun(prev[2:] if elided else prev):
            return span  # fr-inflect-47: a thing ("a l'air fatiguée": the adjective is the subject's)
        if (prev.isalpha() and after_article) or elided:
            return (s - 1, e)
        return span

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`, but a span whose head noun has one form for
        everyone (``les personnes``, ``la victime``: :func:`_feminine_only`) reads as no
        person's gender: its grammatical feminine says nothing about the people, so a
        sentence with it is not "already feminine". So does a noun of
        :data:`FEMININE_ONLY_PERSONS` (``la gouvernante``)."""
        if _in_tout_le_monde(tokens, span) or _en_chef(tokens, span):
            return None  # "tout le monde": masculine for everyone, no person's gender
        if greeting_bienvenue(tokens, span):
            return None  # fr-inflect-51: the greeting "Bienvenue" is nobody's gender
        if "".join(Word.parse(t).core.lower() for t in tokens[span[0] : span[1]]) == "quelqu'un":
            # (fr-inflect-28) "quelqu'un" is masculine for everyone too; what agrees with it
            # shows the person ("Quelqu'un a été très grossière": Grevisse and Goosse, *Le Bon
            # Usage*, *quelqu'un* with a feminine attribute when a woman is meant), so the
            # pronoun itself reads as the gender of its predicate, when one shows it.
            from fairmt.inflect.french_agreement import subject_predicates

            morph = morphology("fr")
            genders: set[str] = set()
            if morph is not None:
                for k in subject_predicates(tuple(tokens), span[0], span[1]):
                    word = Word.parse(tokens[k]).core.lower()
                    genders |= {
                        r.gender
                        for r in morph.readings(word)
                        if (r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f")
                    }
            return "F" if genders == {"f"} else "M" if genders == {"m"} else None
        g = super().gender_of(tokens, span)
        morph = morphology("fr")
        if g is not None and morph is not None and epicene_attribute(tokens, span, self.DETS, morph):
            return None  # fr-inflect-51: "Restez calmes": the epicene adjective, not the noun "le calme"
        if g is None and morph is not None and check_span(tokens, span):
            # (fr-inflect-28) An adjective made a noun by its article ("Les grandes", "les
            # jeunes"; see :meth:`cue_span`): its own gender, when it has one.
            words = [Word.parse(t).core.lower() for t in tokens[span[0] : span[1]]]
            if len(words) >= 2 and words[0] in ("le", "la", "les", "un", "une", "des"):
                genders = {r.gender for w in words[1:] for r in morph.readings(w) if r.pos == "adj"}
                if genders == {"f"} or genders == {"m"}:
                    return "F" if genders == {"f"} else "M"
        if g is None and morph is not None:
            # fr-inflect-73: a lone predicative participle or adjective ("Il est né", "d'être
            # objective") reads as the gender its form shows (french_predicate_gender).
            return predicative_gender(tokens, span, self.DETS, morph)
        if g == "M" and span[1] > span[0] and masculine_only(tokens[span[1] - 1]):
            return None  # "le témoin": masculine for everyone (fr-inflect-34)
        if g == "M" and check_span(tokens, span) and toutes_before_epicene(self, tokens, span):
            return "F"  # fr-inflect-69: "toutes les médecins", the quantifier shows the feminine
        if g != "F" or morph is None or not check_span(tokens, span):
            return g
        _, pieces = self.parse(tokens, span[0], span[1])
        content = [p.word for p in pieces if p.kind == "content"]
        if content and not self._known_person(content[-1]) and _feminine_only(content[-1], morph):
            return None
        if content and content[-1] in FEMININE_ONLY_PERSONS:
            return None  # "la gouvernante": as "la victime"
        return g

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        # A pronoun span takes the elidable word before it ("d'elle" <-> "de lui", "si elle"
        # <-> "s'il").
        if span[1] - span[0] == 1 and inverted_pronoun(Word.parse(tokens[span[0]]).core) is not None:
            # A verb with its subject inverted ("Le savent-ils ?") has no determiner: a "le", "la"
            # or "les" before a finite verb is its object clitic (Grevisse, *Le Bon usage*, the
            # place of the conjoint pronoun), whose gender is its referent's, not the subject's.
            return span
        s, e = super().phrase_span(tokens, span)
        morph = morphology("fr")
        if s == span[0] and s >= 2 and morph is not None and check_span(tokens, span):
            # (fr-inflect-25) An article and an adjective placed before the noun ("une
            # exceptionnelle athlète", "une remarquable étudiante"): many qualifying adjectives
            # may precede the noun (Grevisse and Goosse, *Le Bon Usage*, the place of the
            # epithet), and the article and the adjective agree with it.
            adj, det = Word.parse(tokens[s - 1]), Word.parse(tokens[s - 2])
            readings = morph.readings(adj.core.lower())
            if (
                not adj.post
                and not det.post
                and det.core.lower() in _PRENOMINAL_DETS
                and bool(morph.noun_readings(Word.parse(tokens[s]).core.lower()))
                and readings
                and all(r.pos == "adj" and r.gender in ("m", "f", "mf") for r in readings)
            ):
                s -= 2
        if span[0] >= 1 and morph is not None and check_span(tokens, span):
            # fr-inflect-62: "Le précédent entraîneur", "le jeune et brillant pianiste"
            # (:mod:`fairmt.inflect.french_prenominal_chain`); fr-inflect-64: also when the
            # phrase already took the last adjective ("L'actuel et futur président").
            chain = prenominal_chain_start(tokens, span[0], morph, _PRENOMINAL_DETS)
            s = s if chain is None else min(s, chain)
        if morph is not None and check_span(tokens, span):
            # fr-inflect-59: one adjective after "de" ("de nombreuses actrices") or in a
            # superlative ("la plus grande danseuse"): :mod:`fairmt.inflect.french_prenominal_groups`.
            start = prenominal_group_start(tokens, span, s, morph, _SUPERLATIVE_DETS)
            s = s if start is None else start
        if (
            e - s == 1
            and e < len(tokens)
            and Word.parse(tokens[s]).core.lower() in ("tous", "toutes")
            and not Word.parse(tokens[s]).post
            and Word.parse(tokens[e]).core.lower() in ("ceux", "celles")
        ):
            # fr-inflect-44: the predeterminer "tous" and the demonstrative it quantifies ("Toutes
            # celles qui" / "Tous ceux qui"; Grevisse, *tout* before a pronoun) are one phrase.
            return (s, e + 1)
        if (
            s > 0
            and Word.parse(tokens[s]).core.lower() in ("ceux", "celles")
            and Word.parse(tokens[s - 1]).core.lower() in ("tous", "toutes")
            and not Word.parse(tokens[s - 1]).post
        ):
            # fr-inflect-49: the same phrase when the span starts at the demonstrative ("ceux
            # qui sont" for "those who" after "Tous"): the predeterminer agrees with it.
            return (s - 1, e)
        pronoun = e - s == 1 and tokens[s].lower().strip(".,;:!?") in (
            "lui",
            "elle",
            "elles",
            "eux",
            "il",
            "ils",
        )
        if s > 0 and pronoun and tokens[s - 1].lower() in ("de", "que", "jusque", "lorsque", "puisque", "si"):
            return (s - 1, e)
        return (s, e)

    # -- neutral ------------------------------------------------------------------------

    def _epicene_word(self, word: str) -> bool:
        """Whether ``word`` keeps its form in both genders, in its own number (fr-inflect-66)."""
        number: Number | None = "pl" if word.endswith(("s", "x")) else None
        return all(self.inflect(word, g, False, number) in (None, word) for g in ("F", "M"))

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """:meth:`_realise_span`, with the inverted impersonal "il" of "y a-t-il" and "faut-il"
        kept wherever the span's words changed (fr-inflect-52: the aligner put "anybody" on the
        whole of "Y a-t-il des blessés ?", whose realisation made "Y a-t-elle des blessées ?";
        :func:`~fairmt.inflect.french_inverted_subjects.impersonal_inverted`)."""
        if not check_span(tokens, span):
            return None
        span = demonstrative_relative_span(tokens, span)  # "Celle qui"
        if span[1] - span[0] > 1 and Word.parse(tokens[span[1] - 1]).core.lower() in ("ne", "n'"):
            # The negation particle is no part of the subject ("Aucune ne se sentait prête", the
            # aligner's span for "No one"): the clause's predicate agrees with what precedes it.
            span = (span[0], span[1] - 1)
        morph = morphology("fr")
        if morph is not None and after_locution(tokens, span, morph, self._epicene_word):
            return None  # fr-inflect-66: "sont à nouveau malades" is an attribute, no person
        out = self._realise_span(tokens, span, gender)
        if out is None or len(out) != len(tokens):
            return out
        # fr-inflect-59: "La journaliste n'était-elle pas" (french_complex_inversion).
        out = resumed_subject(out, tokens, self.phrase_span(tokens, span), gender)
        # fr-inflect-62: "la plus célèbre des danseuses" (french_partitive_superlative).
        out = partitive_superlative(out, tokens, self.phrase_span(tokens, span)[0], gender, self._agree_form)
        morph = morphology("fr")
        if morph is not None and clitic_object_participle(tokens, span, morph):
            out = self._clitic_object_attribute(out, tokens, span[1], gender)  # fr-inflect-53
        if morph is not None:
            out = attribute_before_floating(out, tokens, span, gender, morph)  # fr-inflect-53
            out = keep_fixed_locution(out, tokens, morph, self.person_noun)  # fr-inflect-66
        kept = [tokens[k] if impersonal_inverted(tokens, k) else w for k, w in enumerate(out)]
        kept = compound_case(kept, tokens)  # fr-inflect-81: "Petites-Chanteuses" (french_word_shapes)
        kept = contracted_lequel(kept, tokens)  # fr-inflect-81: "de lequel" -> "duquel"
        return kept if kept != list(tokens) else None

    def _clitic_object_attribute(
        self, out: list[str], tokens: Sequence[str], k: int, gender: Realisation
    ) -> list[str]:
        """``out`` with the object's attribute after the realised participle at ``k - 1`` in
        ``gender`` (:func:`_object_attribute`; "Je les ai trouvées très gentilles"), in the
        participle's number."""
        j = _object_attribute(out, tokens, k)
        if j is None:
            return out
        low = Word.parse(tokens[j]).core.lower()
        number = "pl" if Word.parse(tokens[k - 1]).core.lower().endswith(("s", "x")) else "sg"
        if gender == "N":
            m_form, f_form = self._agree_form(low, "M", number), self._agree_form(low, "F", number)
            new = None if m_form is None or f_form is None else _middle_dot(m_form, f_form)
        else:
            new = self._agree_form(low, str(gender), number)
        if new is None or new == low:
            return out
        out = list(out)
        out[j] = Word.parse(tokens[j]).render(new)
        return out

    def _realise_span(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
    ) -> list[str] | None:
        """The span rules, guarded and completed by the dictionary and the parse.

        * A span made only of possessive determiners never changes: ``son``/``sa`` agree with
          the possessed noun, not with the possessor (``son quart`` stays for "her shift").
        * Only people change: a head noun that Apertium's dictionary knows with one gender and
          no form in the other (``monde``, ``besoin``, ``documents``) or only as a verb form
          (``aurait``) is no person reference, and nothing changes.
        * ``il`` in an impersonal construction (``il fallait``) is nobody, and stays.
        * Then the words that agree with the person outside its noun phrase (predicatives,
          participles with *être*, relative clauses on it) are put in ``gender`` from the
          parse (:mod:`fairmt.inflect.french_agreement`).
        """
        if not check_span(tokens, span):
            return None
        if _in_tout_le_monde(tokens, span):
            return None  # "Tout le monde était surpris": masculine singular for everyone
        if _tout_before_invariant_person(tokens, span):
            return None  # fr-inflect-46: "Toutes les personnes présentes" (agrees with "personnes")
        if _en_chef(tokens, span):
            return None  # "la rédactrice en chef": the invariable locution (fr-inflect-28)
        if greeting_bienvenue(tokens, span):
            return None  # fr-inflect-51: "Bienvenue à tous" (french_greetings)
        clitic = _clitic_participle(tokens, span, gender)
        if clitic is not None:
            return clitic
        if inverted_pronoun(Word.parse(tokens[span[0]]).core) is not None and span[1] - span[0] == 1:
            # fr-inflect-48: "Sont-elles prêtes ?", "Ont-ils mangé ?" (french_inverted_subjects)
            if gender != "N":
                return realise_inverted(tokens, span, gender)
            return neutral_inverted(self.neutral(tokens, span), tokens, span[0])  # fr-inflect-49
        group = partitive_group(tokens, span) if gender in ("F", "M") else None
        if group is not None and span != (group[0], group[0] + 1):
            # fr-inflect-47: "Peu d'entre elles étaient conscientes": the quantifier's clause and
            # the pronoun change together, from either word (french_partitive_groups).
            grouped = self.realise(tokens, (group[0], group[0] + 1), gender) or list(tokens)
            grouped = pronoun_in(tokens, grouped, group[1], str(gender))
            return grouped if grouped != list(tokens) else None
        span = infinitive_attribute_span(tokens, span)  # fr-inflect-45: "chance d'être choisie"
        k = _split_quelquun(tokens, span)
        if k is not None:
            # "quelqu' un" (Moses tokenisation): realised as the one word "quelqu'un", which
            # keeps its form while what agrees with its referent varies, then split back.
            s, e = span
            joined = [*tokens[:k], "quelqu'un", *tokens[k + 2 :]]
            inner = (min(s, k), e - 1)
            if inner[1] <= inner[0]:
                return None
            got = self.realise(joined, inner, gender)
            if got is None or len(got) != len(joined) or got[k] != "quelqu'un":
                return None
            return [*got[:k], tokens[k], tokens[k + 1], *got[k + 1 :]]
        floating = _realise_floating(tokens, span, gender, self.inflect)
        if floating is not None:
            return floating if floating != list(tokens) else None
        if gender == "N":
            s, e = span
            if e - s == 2 and Word.parse(tokens[s]).core.lower() == "été":
                span = (s + 1, e)  # "été pris": the participle alone, as F and M below
            neutral = self.neutral(tokens, span)
            m_n = morphology("fr")
            if neutral is not None and m_n is not None:
                neutral = keep_dont_clause(neutral, tokens, span, m_n)  # fr-inflect-49
                neutral = secondary_predicate(neutral, tokens, span, gender, m_n)  # fr-inflect-49
                neutral = floating_tous_after_verb(neutral, tokens, span, gender, m_n)
                neutral = alone_after_verb(neutral, tokens, span, gender, m_n)  # fr-inflect-53
            return neutral if neutral != list(tokens) else None
        s, e = span
        _, pieces = self.parse(tokens, s, e)
        words = [p.word for p in pieces if p.kind not in ("other", "num")]
        morph = morphology("fr")
        if not words:
            return None
        # (fr-inflect-28) The span may end on punctuation tokens the aligner took with the word
        # ("prête ?" for "ready"): the predicate is the same.
        bare_end = e
        while bare_end - 1 > s and not any(ch.isalnum() for ch in tokens[bare_end - 1]):
            bare_end -= 1
        # fr-inflect-48: the aligner's span may hold the copula and adverbs around the predicate
        # ("suis sûre" for "am confident", "Es-tu née ici ?" for "Were you born"): the predicate
        # is the same.
        speaker_at = [
            (a, n)
            for a, b, n, noun in _speaker_spans(tokens)
            if not noun
            and (
                (a, b) in (span, (s, bare_end))
                or _around_predicate(tokens, span, (a, b), morph)
                or (morph is not None and imperative_span(tokens, span, (a, b), morph))  # fr-inflect-51
            )
        ]
        if speaker_at and morph is not None:
            # A predicate of the speaker or addressee ("Je suis prête", "Nous étions heureux"):
            # its form in ``gender`` from the dictionary, in the subject's number where the
            # form has both ("heureux" after "nous" -> "heureuses").
            from fairmt.inflect.french_agreement import DEFINITE_ARTICLE

            said = list(tokens)
            # fr-inflect-51: every attribute of an imperative span ("Restez tranquilles et assis");
            # any other span holds one (french_imperative_span).
            for s, n in speaker_at:
                w = Word.parse(tokens[s])
                # The article of a superlative attribute ("Je suis le plus heureux"; fr-inflect-28).
                article = DEFINITE_ARTICLE.get(w.core.lower())
                # fr-inflect-51: "Restez calmes et assises" (french_coordinated_number)
                number = n or ("pl" if plural_conjunct_before(tokens, s, morph) else None)
                new = article.get(gender) if article else morph.agree(w.core.lower(), gender, number)
                if w.core.lower() in ("tous", "toutes"):
                    new = _FLOATING_FORMS.get(str(gender))  # fr-inflect-48 (speaker_floating_tous)
                if new is not None and new != w.core.lower():
                    said[s] = w.render(new)
            return said if said != list(tokens) else None
        # The span may hold the passive's "été" before the participle ("ont été pris", as
        # the aligner gives "were taken"): the participle is the word that agrees.
        lone = s + 1 if e - s == 2 and Word.parse(tokens[s]).core.lower() == "été" else s
        if e - lone == 1 and _fixed_gender_subject(tokens, lone):
            return None  # "Un escroc a été arrêté": the noun keeps its gender, so its predicate does
        if e - lone == 1 and morph is not None and gender in ("F", "M"):
            # A predicate whose masculine form is one for both numbers ("heureux", "pris"),
            # after a plural finite copula or auxiliary of the third or first person ("Ils
            # étaient très heureux" -> "heureuses", not "heureuse"): the verb gives the number
            # the word does not (Grevisse: the attribute agrees with the subject in number).
            w = Word.parse(tokens[lone])
            low = w.core.lower()
            if (
                low.endswith(("s", "x"))
                and morph.agree(low, "M", "pl") == low
                and (
                    _plural_copula_before(tokens, lone, morph)
                    or plural_conjunct_before(tokens, lone, morph)
                    # fr-inflect-81: "chefs d'orchestre japonaises" (french_head_number)
                    or (
                        plural_head_before(tokens, lone, morph, gender, self.person_noun)
                        and not self.is_semantic(low)
                    )
                )
            ):
                new = morph.agree(low, gender, "pl")
                if new is None or new == low:
                    return None
                return [*tokens[:lone], w.render(new), *tokens[e:]]
        if all(w in _POSSESSIVE for w in words):
            # A possessive agrees with the possessed noun, never with its possessor: it takes
            # that noun's gender as it stands (spans are realised right to left, so a person
            # noun after it is already in its new form: "sa fille" -> "fils" -> "son").
            g = self._possessed_gender(tokens, e, morph)
            if g is None:
                return None
            agreed = super().realise(tokens, span, "F" if g == "F" else "M")
            return agreed if agreed is not None and agreed != list(tokens) else None
        if self.denotes_no_person(tokens, span):
            return None  # "sa politique" for "their policy": a thing, which keeps its gender
        content = [p.word for p in pieces if p.kind in ("content", "pron")]
        # The head: the first word that can be a noun or pronoun, else the first content word.
        head = next(
            (w for w in content if w in PRONOUNS or morph is None or morph.noun_readings(w)),
            content[0] if content else None,
        )
        if content and content[-1] in INVARIANT_PERSONS:
            head = content[-1]  # fr-inflect-47: "la bonne personne" ("bonne" is also a noun)
        if (
            head is None
            and morph is not None
            and (
                any(
                    (r.pos == "prn" and "tn" in r.tags)
                    or (r.pos == "adj" and "ind" in r.tags)
                    or (r.pos == "det" and "ind" in r.tags and r.gender == "mf")
                    for r in morph.readings(words[-1])
                )
                or words[-1] in _QUANTIFIER_NOUNS
                # A cardinal after its determiner, used as a pronoun ("les deux", "tous les
                # deux", "tous trois" for "both", "the three"): Grevisse, the numeral
                # represents the people it counts, and their predicate agrees with them. Not
                # before a noun or adjective, whose determiner it is ("les deux étudiants").
                or (
                    len(words) > 1
                    and any(r.pos == "num" for r in morph.readings(words[-1]))
                    and not (
                        e < len(tokens)
                        and any(
                            r.pos in ("n", "np", "adj")
                            for r in morph.readings(Word.parse(tokens[e]).core.lower())
                        )
                    )
                )
            )
        ):
            # An indefinite pronoun or adjective standing for people ("Les autres étaient
            # étonnés", "certains"), also an epicene indefinite determiner used alone
            # ("Plusieurs ont été arrêtés") and "la plupart", the quantifier noun whose
            # agreement follows the people it counts ("La plupart sont heureux"): no form of
            # its own changes, what agrees with it does.
            head = words[-1]
        out: list[str] | None
        # An adjective or participle alone is realised as asked (when its controller is a
        # pronoun the source fixes, the caller must not ask: the lone predicate carries the
        # only gender mark in "Elle est devenue ...", so a diff-based caller needs it).
        if head in FEMININE_ONLY_PERSONS:
            return None  # "la gouvernante": no masculine for the sense, like "la victime"
        if head in MASCULINE_ONLY_PERSONS and super().gender_of(tokens, span) != "F":
            return None  # "le témoin": one form for everyone (fr-inflect-34)
        if head == "il":
            from fairmt.inflect.french_agreement import expletive

            t = next(p.tok for p in pieces if p.word == "il")
            if expletive(tokens, t):
                return None
        if (
            head is not None
            and morph is not None
            and not self._known_person(head)
            and head not in _QUANTIFIER_NOUNS
        ):
            nominals = [w for w in content if morph.noun_readings(w) and not self._known_person(w)]
            if _pronoun_personne(tokens, pieces, s):
                nominals = []  # "Personne n'a été blessé": the pronoun, not the noun "la personne"
            if (nominals and all(_feminine_only(w, morph) for w in nominals)) or (
                head.endswith(("é", "és")) and morph.fixed_gender_noun(head)
            ):
                # Also a noun in -é the dictionary knows in one gender only and not as a
                # participle (``le bébé``, ``le comité``, ``le café``): the -é ending that makes
                # ``employé``/``invité`` person nouns is a participle's, which these are not.
                return None
            if morph.only_verb(head) or (
                morph.fixed_gender_noun(head)
                and "-" not in head
                and not _agentive(head)
                and _bare(tokens, pieces, head, _COPULAS, DETS)
            ):
                return None
            if any("acr" in r.tags for r in morph.noun_readings(head)):
                # An acronym is used for both genders: only its determiner changes.
                morph = None
        # "quelqu'un" keeps its form (and so do the words after it); what agrees with its
        # referent changes below.
        if head is not None and _after_avere(tokens, pieces, head, _AVOIR, _OBJECT_CLITICS_FR):
            return None
        out = None if head in INVARIANT_PERSONS | _QUANTIFIER_NOUNS else super().realise(tokens, span, gender)
        if out is None and morph is not None and gender in ("F", "M"):
            out = _lone_adjective(tokens, span, gender, morph)  # fr-inflect-48: "sûres" -> "sûrs"
        base = out if out is not None else list(tokens)
        if morph is not None and head not in INVARIANT_PERSONS:
            base = _quantifier_pronoun(base, s, gender, morph)
        grown = (s, min(len(base), e + len(base) - len(tokens))) if len(base) >= len(tokens) else span
        if (
            morph is not None
            and head is not None
            and check_span(base, grown)
            and not _quantified_partitive(base, s)
        ):
            from fairmt.inflect.french_agreement import agree

            base = agree(base, grown, gender, self._agree_form)
            base = keep_main_verb(base, tokens, grown, morph)  # fr-inflect-40 (french_relative_close)
            base = gapped_attributes(base, tokens, grown, gender, morph)  # fr-inflect-48 (french_gapping)
            if out is not None and len(base) == len(tokens):
                # fr-inflect-31: again on the original's parse (french_agreement.agree, ``parsed``)
                base = agree(base, grown, gender, self._agree_form, parsed=tokens)
                base = keep_main_verb(base, tokens, grown, morph)
                base = _detached_attributes(base, tokens, grown[1], gender, morph)
                base = detached_after_complement(base, tokens, grown[1], gender, morph, _detached_attributes)
                base = clause_final_detached(base, tokens, grown, gender, morph, _detached_attributes)
                base = secondary_predicate(base, tokens, grown, gender, morph)  # fr-inflect-49
                base = floating_tous_after_verb(base, tokens, grown, gender, morph)  # fr-inflect-49
                base = alone_after_verb(base, tokens, grown, gender, morph)  # fr-inflect-53
                from fairmt.inflect.french_dropped_aux import keep_dropped_auxiliary
                from fairmt.inflect.french_fronted import fronted_attributes

                base = fronted_attributes(base, tokens, grown, gender, morph)
                base = keep_dropped_auxiliary(base, tokens, grown[1], morph)
            if head not in INVARIANT_PERSONS:
                # (fr-inflect-27) The attribute of a name ("Golding s'est formée pour devenir
                # infirmière"): what agrees with the name is that person's too.
                from fairmt.inflect.french_names import agree_name

                base = agree_name(base, grown, gender, self._agree_form)
        if morph is not None and len(base) == len(tokens):
            base = _plural_attributes(base, tokens, span[1], gender, morph)  # fr-inflect-49
            base = keep_dont_clause(base, tokens, grown, morph)  # fr-inflect-49 (french_dont_relatives)
            base = relative_lequel(base, tokens, grown, gender, self.person_noun)  # fr-inflect-54/56
            base = verbless_attributes(base, tokens, span, gender, morph, self._agree_form)  # fr-inflect-54
            base = adverbial_tout(base, tokens, morph)
            base = keep_en_chef(base, tokens, gender, _en_chef)
            base = reciprocal_chacun(base, grown, gender, morph)  # fr-inflect-47: "chacune autre"
        elif morph is not None:
            base = relative_lequel(base, tokens, span, gender, self.person_noun)  # fr-inflect-57
        if group is not None and len(base) == len(tokens) and gender in ("F", "M"):
            base = pronoun_in(tokens, base, group[1], str(gender))  # "Peu | d'entre elles"
        base = courtesy_periods(base, tokens)  # fr-inflect-54: "M." <-> "Mme" (french_courtesy)
        whole = morphology("fr")
        base = common_noun_monsieur(base, tokens, whole)  # "un vieux monsieur" -> "une vieille dame"
        base = keep_sex_adjective(base, tokens)  # "l'infirmier mâle" -> "l'infirmière mâle" (review A3)
        if whole is not None:
            base = keep_invariable(base, tokens, span, whole)  # fr-inflect-54 (french_invariable)
            # fr-inflect-61: "La juge a elle aussi refusé" (french_emphatic_pronouns)
            base = emphatic_subject_pronoun(base, tokens, span, str(gender), whole)
            # fr-inflect-57: "sûr de lui" -> "sûre d'elle"; last, as it may change the word count.
            base = self_complement(base, tokens, span, str(gender), whole)
        return base if base != list(tokens) else None

    def validate(self, tokens_before: Sequence[str], tokens_after: Sequence[str]) -> str | None:
        """``None`` when the rewrite is acceptable, else the reason (the validity gate).

        Checked against Apertium's French dictionary (:func:`fairmt.inflect.apertium_morph.check_change`):
        no verb form and no thing noun changed gender, and every gendered article agrees with
        the noun after it. Without the dictionary nothing can be checked and ``None`` is
        returned.
        """
        return self._validate_with_dictionary(tokens_before, tokens_after, self._paired_person)

    def _paired_person(self, word: str) -> bool:
        """A word the gate lets change although Apertium's dictionary lists it as a noun of one
        gender: an agent-noun ending (:func:`_agentive`), or (fr-inflect-53) a person noun of
        the hand lexicon whose pair is a form of the same stem (``compagne``/``compagnon``,
        ``copine``/``copain``, ``hôtesse``/``hôte``: two lemmas in the dictionary, one word
        inflected for gender). Pairs of two words (``mère``/``père``, ``femme``/``mari``,
        ``fille``/``garçon``: lexical gender, Corbett, *Gender*, 1991, ch. 4) stay refused, as
        before: they are the English word's own gender, not the realisation's to change."""
        if _agentive(word):
            return True
        other = self.lexical(word, "F", None) or self.lexical(word, "M", None)
        if other is None or other == word:
            return False
        short = min(len(word), len(other))
        stem = next((i for i, (a, b) in enumerate(zip(word, other, strict=False)) if a != b), short)
        return stem >= 3 and 2 * stem >= short

    def _possessed_gender(self, tokens: Sequence[str], e: int, morph: Morphology | None) -> Gender | None:
        """The gender of the noun after a lone possessive (over ``propre`` and prenominal
        adjectives): from the dictionary when all its noun readings have one gender
        (``politique``: ``<f>`` and ``<mf>`` readings, so f; ``chat``: m), else from the
        lexicon and endings; ``None`` when unknown or epicene (``son élève``)."""
        for t in tokens[e : e + 3]:
            w = Word.parse(t).core.lower()
            if not w or w in ("propre", "propres") or self.preadjective(w):
                continue
            if morph is not None:
                genders = {r.gender for r in morph.noun_readings(w)} - {"mf", ""}
                if len(genders) == 1:
                    return "F" if genders == {"f"} else "M"
            wg = self.word_gender(w)
            return wg[0] if wg is not None else None
        return None

    def _unknown_thing(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's noun is a word Apertium's dictionary does not know at all, with
        no person-noun ending (:data:`AGENT_SUFFIXES`) and in no person list: ``un pourboire``.
        Such a word after a determiner is taken for a person only when an English person
        word is aligned to it (``le designer``, ``la CEO``); found on its own, or offered to an
        English person word the aligner placed elsewhere, it is far more often a thing the
        dictionary lacks (``le préposé``, ``la greffière`` keep counting by their endings)."""
        morph = morphology("fr")
        if morph is None or not check_span(tokens, span):
            return False
        _, pieces = self.parse(tokens, span[0], span[1])
        content = [p.word for p in pieces if p.kind == "content"]
        if not content:
            return False
        head = content[-1]
        if morph.readings(head) or self._known_person(head):
            return False
        if not _agentive(head):
            return True
        # fr-inflect-52: "un rabais" is no demonym noun, which French capitalises (french_demonym_case)
        raw = next(Word.parse(tokens[p.tok]).core for p in reversed(pieces) if p.kind == "content")
        return lower_case_demonym_ending(raw)

    def uncovered_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Not a noun that counts as a person only through an adjective pair of the forms
        table (``public``/``publique``: the dictionary knows ``publique`` only as an adjective,
        so ``le public`` of "the public" is a collective noun with no feminine); not an epicene
        adjective the dictionary knows as no noun (``le sinistre``); and not a
        word the dictionary does not know at all without a person-noun ending
        (:meth:`_unknown_thing`: ``un pourboire``)."""
        morph = morphology("fr")
        if morph is None or not check_span(tokens, span):
            return True
        _, pieces = self.parse(tokens, span[0], span[1])
        content = [p.word for p in pieces if p.kind == "content"]
        if not content:
            return True
        head = content[-1]
        if self._unknown_thing(tokens, span):
            return False  # "un pourboire": unknown to the dictionary, no person ending
        readings = morph.readings(head)
        if readings and all(r.pos == "adj" and r.gender == "mf" for r in readings):
            # (fr-inflect-53) An adjective of one form for both genders that the dictionary
            # knows as no noun, made a noun by its article ("déclarer le sinistre", "le calme",
            # "le vide"): English says a person so with an adjective of its own ("the sick"),
            # which is a cue; with none on it the word is a thing's name the dictionary lacks.
            return False
        sg = _singular(head)
        pair = LEXICON.get(head) or LEXICON_F.get(head) or LEXICON.get(sg) or LEXICON_F.get(sg)
        if pair is None or not morph.noun_readings(head):
            return True
        return bool(morph.noun_readings(pair))

    def neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """Middle-dot forms: the F and M realisations merged word by word (see the module doc).

        Where the two realisations differ in length (a contraction ``au`` against ``à la``),
        the two sequences are aligned and the differing stretch is written ``au·à la``.
        """
        if not check_span(tokens, span):
            return None
        masc = self.realise(tokens, span, "M") or list(tokens)
        fem = self.realise(tokens, span, "F") or list(tokens)
        if len(masc) == len(fem) == len(tokens) and any(
            _other_feminine_form(self, w) for w in fem[span[0] : span[1]]
        ):
            # fr-inflect-53: a noun with two feminines in use ("autrice" / "auteure",
            # feminine_doublets) takes its middle-dot form from the feminine this inflector
            # writes, whichever the original has: the masculine and both feminine originals of
            # one source then get the same neutral ("l'auteur·e", not "l'auteur·rice" too).
            fem = self.realise(masc, span, "F") or fem
        if masc == fem:
            return None
        out: list[str] = []
        sm = difflib.SequenceMatcher(a=masc, b=fem, autojunk=False)
        for op, i1, i2, j1, j2 in sm.get_opcodes():
            if op == "equal":
                out.extend(masc[i1:i2])
            elif op == "replace" and i2 - i1 == j2 - j1:
                for m, f in zip(masc[i1:i2], fem[j1:j2], strict=True):
                    if Word.parse(m).core.lower() == "s'" and Word.parse(f).core.lower() == "si":
                        # Moses-tokenised "s' il" / "si elle": the elision is written as in
                        # the text and the pronoun pair after it ("s' il·elle").
                        out.append(m)
                        continue
                    merged = _middle_dot(m, f)
                    if merged is None:
                        return None
                    out.append(merged)
            elif op == "replace":
                # The words after a contraction pair one for one; the contraction and its
                # expansion are written together: "au client" / "à la cliente" ->
                # "au·à la client·e"; "s'il" / "si elle" -> "s'il·elle".
                k = min(i2 - i1, j2 - j1) - 1
                ms, fs = masc[i1:i2], fem[j1:j2]
                lead_m, lead_f = ms[: len(ms) - k], fs[: len(fs) - k]
                if len(lead_m) == 1 and lead_m[0].lower().endswith(("'il", "'ils")) and len(lead_f) == 2:
                    out.append(lead_m[0] + "·" + lead_f[1])
                elif len(lead_m) != 1 or Word.parse(lead_m[0]).core.lower() not in CONTRACTIONS:
                    return None  # no shared stem ("L'homme" / "La femme")
                else:
                    f_words = " ".join(lead_f)
                    if not Word.parse(lead_m[0]).core[:1].islower():
                        f_words = f_words[:1].upper() + f_words[1:]
                    out.extend((" ".join(lead_m) + "·" + f_words).split())
                for m, f in zip(ms[len(ms) - k :], fs[len(fs) - k :], strict=True):
                    merged = _middle_dot(m, f) if m != f else m
                    if merged is None:
                        return None
                    out.append(merged)
            else:
                return None
        if len(out) == len(tokens):
            # (fr-inflect-35) A word an earlier span already wrote in middle-dot form ("un·e
            # excellent·e cuisinier·ère" for the noun phrase, then the sentence's second span
            # over it) stays: realised again in each gender it is no word the dictionary knows,
            # and the merge doubled its ending ("cuisinier·er·ère").
            out = [t if "·" in t else o for t, o in zip(tokens, out, strict=True)]
        return out if out != list(tokens) else None

    def is_neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        s, e = span
        return any(
            "·" in tokens[t] or tokens[t].lower().strip(".,;:!?") in ("iel", "iels") for t in range(s, e)
        )


# Adjectives with no telling ending (and -ent adjectives: 3rd-person plural verbs end in -ent too).


#: Words between a copula or auxiliary and its predicate that leave the number to the verb:
#: degree and time adverbs, negation, and the participle of *être* of compound tenses.
_BETWEEN_COPULA = frozenset(
    [
        "très",
        "si",
        "trop",
        "plus",
        "moins",
        "bien",
        "pas",
        "jamais",
        "toujours",
        "déjà",
        "encore",
        "aussi",
        "vraiment",
        "assez",
        "ne",
        "n'",
        "fort",
        "tellement",
        "tout",
        "toutes",
        "tous",
        "été",
    ]
)
#: Verbs whose finite plural form makes a following predicate plural.
_COPULA_LEMMAS = frozenset(["être", "devenir", "rester", "sembler", "paraître", "demeurer", "avoir"])


#: Determiners a coordinated person noun may take (``et une compositrice``).
_COORDINATED_DETS = frozenset(["un", "une", "le", "la", "l'", "les", "des"])


def _clitic_participle(tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
    """(fr-inflect-28, closedfr28) ``tokens`` with the participle after the object clitic ``les``
    and its *avoir* (``Tu les as vues``, ``Je les ai toutes vues``: the participle agrees with
    the direct object placed before it, Grevisse and Goosse, *Le Bon Usage*, the past participle
    with *avoir*; :func:`~fairmt.inflect.french_group_pronouns.clitic_participle_spans`) in
    ``gender``, with a floating ``tous``/``toutes`` before it, which agrees with the same
    pronoun. The span is that participle (or ``tous`` + participle), perhaps with trailing
    punctuation tokens. Read as the participle it is there, not as the noun it may also be
    (``vues``, "views", is a feminine noun that would keep its gender). ``None`` for any
    other span."""
    from fairmt.inflect.french_group_pronouns import clitic_participle_spans

    morph = morphology("fr")
    s, e = span
    while e - 1 > s and not any(ch.isalnum() for ch in tokens[e - 1]):
        e -= 1
    k = e - 1
    if morph is None or k > s + 1 or (k, k + 1) not in clitic_participle_spans(tokens):
        return None
    quantifier = k == s + 1
    if quantifier and Word.parse(tokens[s]).core.lower() not in ("tous", "toutes"):
        return None
    w = Word.parse(tokens[k])
    m_form, f_form = morph.agree(w.core.lower(), "M", "pl"), morph.agree(w.core.lower(), "F", "pl")
    if not m_form or not f_form or m_form == f_form:
        return None
    new = _middle_dot(m_form, f_form) if gender == "N" else m_form if gender == "M" else f_form
    if new is None:
        return None
    out = list(tokens)
    out[k] = w.render(new)
    if quantifier:
        q = Word.parse(tokens[s])
        out[s] = q.render({"M": "tous", "F": "toutes"}.get(str(gender), "tous·tes"))
    return out if out != list(tokens) else None


#: Determiners before an article-less prenominal adjective and its noun (fr-inflect-25: the articles;
#: fr-inflect-28: also the possessives and demonstratives, "mes meilleures amies", "cette jeune
#: étudiante", which agree with the noun as the articles do: Grevisse and Goosse, *Le Bon Usage*, the
#: determiner's agreement with its noun).
_PRENOMINAL_DETS = frozenset(
    [
        "un",
        "une",
        "le",
        "la",
        "les",
        "des",
        "mon",
        "ma",
        "ton",
        "ta",
        "son",
        "sa",
        "mes",
        "tes",
        "ses",
        "nos",
        "vos",
        "leurs",
        "notre",
        "votre",
        "leur",
        "ce",
        "cet",
        "cette",
        "ces",
    ]
)
#: fr-inflect-60: the determiners of the relative superlative, those of :data:`_PRENOMINAL_DETS`
#: and the article contracted with its preposition ("du plus grand écrivain" -> "de la plus
#: grande écrivaine", "au plus jeune acteur" -> "à la plus jeune actrice"): the article agrees
#: with the noun and the contraction is undone for the feminine, as after any article.
_SUPERLATIVE_DETS = _PRENOMINAL_DETS | frozenset({"du", "au"})


def _elided_word(word: str) -> tuple[str, str]:
    """``"l'avocate"`` -> ``("l'", "avocate")``; ``("", word)`` when nothing is elided."""
    k = word.replace("’", "'").find("'")
    if 0 < k <= 2 and k < len(word) - 1:
        return word[: k + 1], word[k + 1 :]
    return "", word


#: Invariable first elements of compound person nouns (``vice-président``, ``ex-ministre``,
#: ``co-auteur``, ``sous-directeur``): a closed list of prefixes, Grevisse and Goosse, *Le Bon
#: Usage*, on compound nouns whose first element is invariable.
_INVARIABLE_PREFIXES = frozenset(["vice", "ex", "co", "sous", "pro", "néo", "pseudo", "quasi", "non", "anti"])


def _plural_attributes(
    base: list[str], tokens: Sequence[str], e: int, gender: Realisation, morph: Morphology
) -> list[str]:
    """(fr-inflect-49) ``base`` with each attribute the realisation changed after ``e`` in the
    plural when its original form is one for both numbers ("nerveux", "heureux") and a plural
    finite copula stands right before it (:func:`_plural_copula_before`): the attribute takes the
    number of its subject, which the verb shows (Grevisse and Goosse, *Le Bon Usage*, § 249).
    The parse sometimes gives the attribute no number ("Certains semblaient nerveux", parsed
    as a modifier of the verb), and the singular "nerveuse" came out."""
    if gender not in ("F", "M"):
        return base
    out = base
    for k in range(e, len(base)):
        if base[k] == tokens[k]:
            continue
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if not low.endswith(("s", "x")) or morph.agree(low, "M", "pl") != low:
            continue
        if not _plural_copula_before(tokens, k, morph):
            continue
        new = morph.agree(low, str(gender), "pl")
        if new is not None and new != Word.parse(base[k]).core.lower():
            out = list(out) if out is base else out
            out[k] = w.render(new)
    return out


def _plural_copula_before(tokens: Sequence[str], s: int, morph: Morphology) -> bool:
    """Whether the word before ``tokens[s]``, past :data:`_BETWEEN_COPULA`, is a finite plural
    form of the first or third person of a copula or auxiliary (``étaient``, ``sont``,
    ``sommes``, ``ont été``). The second person is left out: *vous* may be one person. *avoir*
    counts only with ``été`` between (a passive or a compound copula)."""
    k = s - 1
    skipped: list[str] = []
    while k >= 0 and Word.parse(tokens[k]).core.lower() in _BETWEEN_COPULA:
        skipped.append(Word.parse(tokens[k]).core.lower())
        k -= 1
    if k < 0:
        return False
    verb = Word.parse(tokens[k]).core.lower().replace("’", "'")
    if verb.startswith(("c'", "ç'")):
        # (fr-inflect-28) "c'étaient heureux", "ce sont": the neuter "ce" takes a plural verb when
        # it stands for a plural (Grevisse and Goosse, *Le Bon Usage*, agreement of the verb with
        # "ce"), and the attribute takes the number of what "ce" stands for, as the verb shows.
        verb = verb[2:]
    # "se sentir" is a copular verb too (Grevisse, *Le Bon Usage*, the verbs that take an
    # attribute of the subject): "Ils se sentaient chanceux" (fr-inflect-22).
    reflexive = k > 0 and Word.parse(tokens[k - 1]).core.lower() in ("se", "nous")
    if verb.startswith("s'"):
        verb, reflexive = verb[2:], True
    for r in morph.readings(verb):
        lemma_ok = r.lemma in _COPULA_LEMMAS or (r.lemma == "sentir" and reflexive)
        if not lemma_ok or not r.pos.startswith("vb") or r.number != "pl":
            continue
        if not ("p3" in r.tags or "p1" in r.tags):
            continue
        if r.lemma == "avoir" and "été" not in skipped:
            continue
        return True
    return False
