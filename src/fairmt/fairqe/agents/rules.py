"""The ``rules`` agent set: FairQE's four agents as deterministic, offline rules.

* **Agent_cue** — :class:`fairmt.fairqe.cues.RuleCueDetector`: English lexicons for the
  twelve categories, target spans from the project's aligner (by default ``lexical``: a
  shipped model that aligns each pair alone, so a pair's cues do not depend on the rest of
  the input; ``fast_align`` aligns the whole input as one corpus in
  :meth:`RuleAgents.prepare`), the target's gender from the gender analysers.
* **Agent_amb** — every realisation among F/M/N that the translation does not already use,
  made by flipping the target spans of all ambiguous cues together with the language's
  inflector (:mod:`fairmt.inflect`); a realisation the inflector cannot produce for any
  span (most neutral forms) is not generated. Where the inflector reads the explicit cues
  itself (Arabic, Hindi), a realisation that changes what one of them reads is dropped
  (rules-9): it would realise a person the source genders.
* **Agent_exp** — the alignment signal ``A_exp``: every explicit cue whose target gender
  could be read is compared with the gender the source fixes; ``A_exp`` is false when one
  disagrees, true when at least one agrees and none disagrees, undecided (``None``)
  otherwise. The flipped variant: when ``A_exp`` is true, all explicit spans flipped to the
  other gender (a constraint-violating variant); when false, the disagreeing spans flipped
  to the source's gender (a constraint-consistent variant).
  ``A_exp`` weighs the readings (rules-9, :meth:`RuleAgents._decide`): a firm reading (a
  pronoun's or title's form, a seed-lexicon word, a singular person noun) that disagrees is a
  violation; firm readings that all agree outvote loose ones (the analyser on a misaligned
  word, a plural noun); with no firm reading every reading must agree. When no explicit cue
  can be read and the source names one person, that person's nouns -- bare predicate nouns
  after "be"/"become"/"as" included ("Fue presidenta", "trabajó como abogada") -- are checked.
  A noun reading that disagrees is no violation when the inflector has no form of the word in
  the source's gender (rules-10, :meth:`RuleAgents._no_form_in`): a thing the aligner reached
  ("la sucursal" for "chairman") or a noun of one gender only ("una persona").
  French group pronouns for an English "they", "some", "each of them" ... (``Ils``,
  ``Certains``, ``Chacun d'eux``, floating ``tous``) are persons of the realisation even with
  no English cue (rules-11, :func:`fairmt.fairqe.they_groups.they_group_spans`); a gendered
  singular ("their son", "the old woman") no longer vetoes them, only a gendered plural or a
  coordination with one (rules-14), and "another" is one of the English group pronouns. A
  kinship or lexical noun aligned to a determiner of its phrase keeps the phrase's noun
  (rules-14: "de son fils" for "their son"). rules-23: another person of unstated gender named
  only inside an English prepositional phrase ("an offer from her manager"), whose translation
  the aligner found, no longer keeps the one person's nouns unread, Italian "da" before a
  bare noun ("i suoi giorni da sceneggiatrice") introduces a predicate noun, and the one
  person's nouns are also checked when every explicit reading is loose (the analyser on the
  words the aligner linked: "diversi anni, ha lavorato" for "treasurer").
* **Agent_uqe** — a judge that rewards invariance and penalises violations, reasoning over
  the backbone's scores of the original and its variants:

  - the *gender-invariant quality* is the median backbone score over the original and its
    ambiguous variants, and, when ``A_exp`` is true, its explicit flip (the same translation
    in the other gender: rules-8) (every valid realisation gets the same judge score, so a backbone
    preference between realisations does not reach ``q_uqe``). The median, not the mean: one
    realisation the validity gate let through although it is wrong scores low and would drag
    the mean (and with it only the side of a pair that got it); with two values they agree.
    On the development pairs (the gold dev halves) the two give the same Fem/Masc ratios and
    the median widens fewer pairs (2 against 4 by more than 0.005);
  - when ``A_exp`` is false it is the mean over the constraint-consistent variants instead
    (the quality of the translation once its gender is right), minus ``explicit_penalty``
    (default 0.25 on the [0, 1] scale) for the violated constraint; the ``fair`` aggregation
    counts it at most :data:`fairmt.fairqe.aggregate.VIOLATION_COST` gender units below the
    item's lowest score (the ``paper`` aggregation uses it as it is);
  - ``q_uqe`` = 100 × that value, clipped to [0, 100].

The judge therefore never rewards a realisation for its gender, and always ranks a
constraint-violating translation below its corrected form when the backbone scores them
alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from statistics import fmean, median
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast, runtime_checkable

from fairmt.align.base import CUE_ALIGNER
from fairmt.errors import UnsupportedLanguageError, UsageError
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.agents.career_nouns import career_nouns
from fairmt.fairqe.agents.copied_words import copied_name_word, predicate_of_copied_word
from fairmt.fairqe.agents.explicit_fixed_nouns import without_orphan_agreement
from fairmt.fairqe.agents.explicit_flip import violating_flip_cues
from fairmt.fairqe.common_gender_phrases import article_gender
from fairmt.fairqe.cue_tokens import spaced_item
from fairmt.fairqe.feminine_alternatives import doublet_variants
from fairmt.fairqe.fixed_gender_readings import fixed_gender_phrase
from fairmt.fairqe.neutral_base import shifted_spans
from fairmt.fairqe.sex_words import sex_word_verdicts
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.thing_readings import thing_reading
from fairmt.fairqe.types import (
    REALISATIONS,
    Cue,
    CueDetection,
    Item,
    Judgement,
    Realisation,
    Variant,
    VariantSet,
)
from fairmt.languages import language_pack

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

#: Version of the variant and judge rules in this module (part of the signature).
#: 12 (branch frq19): French group pronouns before "de nous", "eux-mêmes", and the predicate of a
#: one-form quantity pronoun ("Beaucoup étaient sûrs") are persons of the realisation.
#: 13 (session 14, branch de20): a role noun's aligned span stops where a lexically gendered noun's
#: or title's span begins (realise._trim_lexical_overlap: "ein Gouverneur dem Kaiser" no longer
#: makes the emperor "Kaiserin"), in every language.
#: 14 (session 16, branches it22 and frc22, each numbered 14): a role noun predicated of a word the
#: English genders stays with it; the group veto narrowed to gendered plurals; a kinship noun behind
#: a possessive the aligner chose stays.
#: 15 (session 16 merge): 14 plus fr22's realiser fallback (a role-noun cue without a free person
#: noun keeps its own span, "au tailleur").
#: 16 (session 17 merge of es23b and de23b): a tacit subject's predicatives stand for an English
#: pronoun + predicate the aligner left unplaced (realise._dropped_pronoun_subjects: "Eran
#: cansados pero felices"), a pronoun cue on one predicative takes the coordinated ones; English
#: words kept in a name or title are no target person nouns (realise._kept_english: "des Lake
#: Tahoe"), and English person nouns that gave no cue are found by their form and WordNet.
#: 17 (session 18, exp24; cue lexicon en-cues-26): explicit readings of pro-drop targets where a
#: pronoun cue has no target word: an atonic "lo/la/gli/le" before its finite verb for him/her,
#: the object pronoun of the subjectless plural active put for an English passive ("la
#: arrestaron"), and the second of two coordinated predicatives ("Era amable y generosa").
#: 18 (session 18, the merge of exp24 and frcue24, which had both taken 17; cue lexicon en-cues-27):
#: frcue24's people named without a gendered noun (fused heads, irregular participles, a name an
#: occupation noun makes a person, perception copulas, free relatives) with exp24's readings.
#: 19 (session 18, branch fr24, which had taken 17): a C6 role noun that is the attribute of a target
#: pronoun the source genders stays with it where the inflector reads attributes (French: "parce
#: qu'elle était une employée efficace"; realise._attribute_of_fixed); a "They" + predicate whose
#: nearest antecedent is a plural the English genders ("The men arrived. They were tired.") is fixed
#: with it (realise._they_of_gendered_group); a role noun whose English subject attribute is a noun
#: of lexical gender ("Our neighbour is a very old man") is fixed
#: (realise._subject_of_gendered_attribute).
#: 20 (session 18, branch de25, realise.py): a C6 role or relation noun whose gender the sentence
#: forces keeps the English number ("als Jeffersons Nachfolger"); an English demonym before a
#: person word ("Thai King") is an adjective, not a missed person; "seit"/"seitdem" as conjunctions.
#: 21 (session 18, branch exp25, which had taken 19; cue lexicon en-cues-28): correct translations no
#: longer flagged: the "as" complement of a complex-transitive verb ("described Brown as an
#: architect") is not read as the subject's predicate, and a Spanish neuter "lo" before a relative
#: ("lo que") or the accusative of a clitic cluster ("se lo dio" for "gave it to her") is not a
#: pronoun's word, nor a stressed pronoun after a preposition ("de ella") for a subject or a plain
#: reflexive; an English title kept before the name ("Lord Cockburn" for "Lady Cockburn") shows its
#: gender.
#: 22 (session 19; cue lexicon en-cues-30): the realiser changes of branches pairs27 (a repeated English
#: mention the aligner put on the first mention's span is rendered like a singular "they"), fr27 (an English
#: role noun that only modifies a thing names no one; an object "it" no longer stops an added French subject
#: pronoun from following its person) and closedit27 (a "him"/"her" linked to a same-gender target word
#: without a person noun returns the translation unchanged; the named subject's predicatives follow a role
#: noun said of it), with branch exp27es: Spanish predicate nouns are found past prenominal adjectives and
#: ordinals and up to four words after the copula ("fue también la tercera directora", "Es más o menos un
#: emprendedor"); another person's role noun the aligner put on a person noun of its own no longer keeps the
#: one person's nouns unread (_placed_on_noun); a C6 predicate role noun the aligner put on no person noun is
#: read on the translation's predicate noun (_on_predicate_noun).
#: 23 (session 19, branch exp27it, which had taken 22; cue lexicon en-cues-31): a role noun inside an
#: English prepositional phrase ("an offer from her manager") whose translation the aligner found no
#: longer keeps the one person's reading off; an article before a copula opens its subject; a
#: subordinating conjunction opens a clause with a dropped subject; Italian "da solo" and "da" + bare
#: person noun; readings from aligner-linked words alone also check the person's own nouns; a role
#: noun after "as" past the person's possessive is the person's predicate nominal.
#: 24 (session 20, branch exp28it; cue lexicon en-cues-32): no agent change; the cue side reads a
#: copied name's clause for the source's singular gendered pronouns when the one person's reading is
#: skipped (the scores change, so the version does).
#: 25 (session 20 merge): the realise.py changes of branch de28 (English dual-gender nouns as person
#: cues by WordNet and Apertium, gerund pronouns after despite/for, a phrase-final role noun keeps its
#: number, "its" + a symmetric relational noun names no one, an English word kept in a name no longer
#: blocks its title) and branch closedfr28's RuleAgents._apply (with ``complete``, a span no realisation
#: changes any more no longer cancels the neutral variant), and branch closedit28's two independent
#: persons (agents/independent_persons.py: two groups of target words tied to two different English
#: role nouns get all four F/M combinations, so both translations of a source get one set).
#: 26 (session 20 merge of branch closedes28): fairqe/they_objects.py: a group-noun cue (C12) no
#: longer covers an object clitic, and a first-person cue between antecedent and clitic no longer
#: blocks it.
#: 27 (session 20, branch exp28es, which had taken 26): the explicit check reads a Spanish dropped
#: subject's predicate noun phrase after the copula on its two-form head ("Fue la tercera
#: prebendada"; cue_target._article_nominal).
#: 28 (session 20, merge repair of closedit28's two independent persons): no mixed-gender variant
#: for two English nouns linked by a copula with no preposition after it ("My cousins are lawyers")
#: or with no finite verb between them (apposition, coordinated roles of one person: "Sam Berg, a
#: Swedish teacher and writer"); found on the gold dev closed-set measure (--from gold).
#: 29 (session 21, branch closedit29): where the inflector's gender_of reads no ambiguous span, the
#: realisation that leaves a span unchanged gives the original's gender before the cue analyser's
#: reading ("Eravamo deluse dai risultati" was read M from "dai").
#: 30 (session 21, branch exp29it, which had taken 29): an explicit cue whose translation is its
#: capitalised English word copied into a name ("Duke Street", "Prince George") gives no verdict
#: (agents/copied_words.py), and the "no form in the source's gender" test also asks the span's phrase
#: ("un importante maestro": the elided "un'" lies before the bare span).
#: 31 (session 21, exp29es, which had taken 29): the explicit check passes over a Spanish reading the
#: aligner placed on a noun of one gender only ("Nació en mayo", "al Instituto femenino";
#: thing_readings).
#: 32 (session 21, branch closedes29, which had taken 29): fairqe/they_groups.py covers Spanish too: a
#: plural object clitic for "them" (with its object predicative) and a dropped subject's plural
#: predicatives for "they", when the nearest plural noun in their gender is a person's
#: (inflect/spanish_groups.py); they_objects.py: a singular "them" whose antecedent has no target span
#: takes the one person span no cue gives.
#: 33 (session 21, merge bump): realise._relation_of_thing takes a proper adjective before the noun
#: after "its" ("its European rivals", de29, which had tagged it de-inflect-22 only), and the lexical
#: aligner's gender pairs (fairmt.align.lexical_genders) change the links the agents read.
#: 34 (session 22, branch fr30): a French subject pronoun right after "et"/"mais"/"puis" that renders
#: the elided subject of a coordinated English verb phrase ("met the nurse and thanked her" -> "et il
#: lui a donné") follows the sentence's opening subject, although the English has a gendered object
#: pronoun (fairqe/elided_subjects.py).
#: 35 (session 22, branch closedes30, which had taken 34): they_objects.py: a singular "them" after
#: an English preposition ("happy for them") is realised on the stressed pronoun after a target
#: preposition ("me alegro por ella"; Inflector.prepositional_pronouns), not on an object clitic; an
#: "I"/"we"/ "you" predicate the aligner placed nowhere takes the speaker's or addressee's copular
#: clause (realise._dropped_pronoun_subjects, Inflector.speaker_predicatives: "Estoy contenta con
#: ...").
#: 36 (session 23, branch pairs31): a singular "they" or a repeated English noun that the aligner
#: left without a target pronoun is realised on the first personal pronoun after its antecedent
#: in a language that has them in any position (fairqe/they_pronouns.py, Inflector.personal_pronouns:
#: German "und gab ihm/ihr ...", "seitdem ist er/sie berühmt"); cues the detector passed over for
#: the antecedent ("nobody recognised them") no longer stop the search for an object clitic.
#: 37 (session 23, branch closedit31, which had taken 36): the participles and predicatives of a named English
#: main-clause subject change with the realisation when the English genders nobody and no predicate noun
#: vouches for the name ("Saab è apparsa in qualità di giudice", "Eiffe era attratta";
#: bare_named_subjects.py).
#: 38 (session 23, branch exp31it, which had taken 36): a predicate the English makes agree with a gendered
#: word the translation copies into a name ("All the Sad Young Women was published") gives no verdict
#: (agents/copied_words.predicate_of_copied_word); an Italian adjective used as a plural noun ("dei liberali")
#: is plural for the firm/loose weighing (_plural_noun); a copied capitalised C6 role noun ("Saint" in "Saint
#: Anne School") is a name's word too (copied_words.copied_name_word).
#: 39 (session 23, branch de31, which had taken 36): the German pronoun of a clause for an English gerund
#: follows the sentence's opening subject, not the nearest person (fairqe/gerund_controller: "beruhigte den
#: Krieger, indem er ihm sagte" keeps "er" with the subject); "those who" is a plural cue; an English modifier
#: the MT kept before its English head is no target person noun ("Senior Pitcher", "Resident Senators":
#: fairqe/kept_english_modifiers); an English noun the cue lexicon lacks that WordNet files as a person, after
#: a determiner, is a person cue for an uncovered target person noun ("an assassin" -> "einen Mörder":
#: fairqe/wordnet_persons); a name after an opening connective in both sentences ("However, Gidley" -> "Doch
#: Gidley") is still the gerund's subject.
#: 40 (session 23, branch closedes31, which had taken 36): independent persons (agents/independent_persons.py)
#: are two to four English nouns, not two only, and one of them may be a predicate noun ("Pletneva es autora
#: de ... sobre los nómadas"); a noun in a prepositional phrase after another is another referent; two subject
#: complements stay one person; a person noun of the translation with its own determiner that no cue reached
#: and no coordinator joins is a person of its own ("al lector").
#: 41 (session 24, branch de32): a name that opens a coordinated main clause in both sentences (", and Davis
#: retaliated by signing" -> ", und Davis vergeltete, indem er") is the gerund's subject, as an opening name
#: is (fairqe/gerund_controller.coordinated_name); the ambiguous variants take every number the person spans
#: found, as the sentence realiser does, not only an object clitic's ("als Berater" for "as consultants").
#: 42 (session 24, branch closedes32, which had taken 41): a named English subject opening the sentence may be
#: a word that is otherwise a singular common noun ("Cook was elected"), and a bare role noun after a
#: preposition after the name is the name's own role, not another person ("Balch fue ascendida desde
#: profesora"; bare_named_subjects).
#: 43 (session 24, branch closedit32, which had taken 41): a named English main-clause subject and a person
#: noun after it in a prepositional phrase or with "other" are two persons, realised apart ("Whittier fu
#: introdotta alla poesia da una sua insegnante"; bare_named_subjects, independent_persons.own_referent); two
#: English nouns of one person ("as writer and editor") are merged into one group instead of giving up, and a
#: noun with "other"/"another" is another person ("tutoring other students"; independent_persons._other).
#: 44 (session 24, branch closedfr32, which had taken 41): a target subject pronoun follows only a span whose
#: words have two gender forms (pronoun_anchors): "a découvert qu'elle" no longer reads the invariable
#: participle as M.
#: 45 (session 24, branch exp32es, which had taken 41): a Spanish word whose meaning is a sex ("hombre",
#: "masculino", "caballero") of the other sex than the one gender the English states is a violation
#: (fairqe/sex_words.py).
#: 46 (session 24, branch exp32es, which had taken 42): an explicit cue copied into a name ("at the Gastein
#: Ladies ... he") no longer keeps the one person's nouns unread (_person_verdicts).
#: 47 (session 24, branch exp32es, which had taken 43): a Spanish common-gender noun is read on its singular
#: article past genderless modifiers ("el principal zoroastrista persa noble";
#: fairqe/common_gender_phrases.py).
#: 48 (session 24, branch exp32it, which had taken 41): a cue on the other gender's English word that a copied
#: name keeps ("copied name:", cues.copied_counterparts) is read though the inflector has no form for it; the
#: bare noun after "carriera di" is among the one person's predicate nouns (agents/career_nouns).
#: 49 (session 24, branch pairs32, which had taken 41): a singular "them" rendered by an elided clitic follows
#: it on a participle the word reading refuses ("l'ai vu", "l'ho vista"; inflect/elided_participles.py), and
#: an epicene antecedent gives it the gender of its phrase ("il nuovo tirocinante ... L'ho visto"). ES_VERSION
#: = "41"
#: 50 (session 25, branch de33): the violating explicit flip of a translation that follows the source keeps
#: the translations of the English pronouns when a noun of the person is flipped ("Die neue Präsidentin ...,
#: dass er" for "he"), as the gold realisations do (agents/explicit_flip.py).
#: 51 (session 25, branch de33): the German pronoun of an English gerund after a name that opens the
#: sentence flips also for a name with a second capital ("MacArthur") and when the English genders only
#: others: a plural or the title of another name ("defeated countryman Jérémy Chardy, before losing").
#: 52 (session 26): a role noun in apposition to a word the English genders by itself stays with it, as
#: its predicative noun does ("whose former boyfriend, the rapper Mac Miller": realise._source_fixed).
#: 53 (session 26, branch pairs34): a negative indefinite ("nobody" -> "nessuno") beside a person of unstated
#: gender keeps its generic masculine in every realisation (fairqe/generic_indefinites.py).
#: 54 (session 28, branches de36 and fr36): a German possessive determiner for a singular "their" that the
#: aligner left without a target agrees with its antecedent (fairqe/they_possessives.py: "seinen Hals" ->
#: "ihren"); a unisex given name's own C9 cue ("Kim", "Alex") no longer keeps the name
#: from the named-subject routes ("Kim a été fatiguée", "Alex est devenue professeure"), and an English
#: name before a "who ...," relative is still its main clause's subject (bare_named_subjects).
#: rules-55 (session 29): "everyone"/"everybody" beside a role noun is a group of its own, realised in every
#: combination with it (agents/independent_persons; not "someone" nor the singular "they"); a noun after a
#: relative pronoun is another referent than the noun before it ("The nurse, whom everyone admired"); branch
#: esit37: a partitive "none of us" is no generic "nobody" (generic_indefinites, now given the source), and a
#: placed I/we/you cue also takes that person's other copular clauses (realise._dropped_pronoun_subjects);
#: branch fr37: an English "It's"/"it'll"/"it'd" is a subject "it", so the French impersonal "il" is no
#: person's pronoun (realise); branch de38: a target person noun right before a name is no person when the
#: English word before that name is a noun WordNet files under noun.group ("car manufacturer Hyundai" ->
#: "der Autohersteller Hyundai" stays: fairqe/organisation_titles).
#: rules-56 (session 30): a collective in the possessive ("The team's coach") is the collective, whose
#: translation never changes ("del equipo" had become "de la equipo"; realise._collective_word); branch de39:
#: an English animal noun at a free target person noun's place makes it no person ("40 Affen":
#: english_animals), an unaligned lexically gendered noun keeps the nominalised adjective at its place
#: (unaligned_words), staff/personnel may take a free person noun, and a free person noun right before a name
#: the English has too is that person's title ("outfielder Chip Robert"); branch esit39: a speaker's predicate
#: cue takes the words coordinated with it in its clause ("Estoy cansada y hambrienta"); branch ex39: a copula
#: after an oblique relative ("di cui", "por el que", "donde") or a clause-opening gerund ("essendo") is one
#: of the person's clauses (oblique_relatives); an English -woman/-man word of the other gender kept in the
#: translation outside names is read where the target dictionary lacks it (copied_counterparts); a first
#: person plural may stand for an English passive ("She will be missed" -> "La echaremos de menos").
#: rules-57 (session 31): a cue placed on a Romance possessive alone realises nothing ("le proprie chiavi":
#: possessed_agreement); branch de40: where an English Saxon genitive's possessor and head both reach the
#: German genitive phrase, it is the possessor's ("The king's advisers" -> "Die Berater des Königs"); branch
#: ex40: a sentence-opening English word copied before a finite verb is a name (initial_names); an unknown
#: word with a preterite ending is a finite verb (unknown_preterites); a finite verb shows no gender
#: (finite_verb_readings); an impersonal se/si's clitic is the passive subject (impersonal_se); "ser"/"essere"
#: after a determiner is a noun (nominal_infinitives); titles kept before a name are read by sex; "joven"/
#: "giovane" after "young" (young_persons); a him/her cue on another noun's article looks for the clitic at
#: its projected place (object_pronoun_places.article_anchor).
#: rules-58 (session 32): branch ex41: the impersonal "si" window starts at the clitic (impersonal_se); a
#: sentence-first name counts before a verb with punctuation (initial_names); a "great-" kin noun is read on
#: its prefixed word (great_kin); a gendered noun after "be a" that the aligner placed nowhere is read on
#: copula + article + noun (unaligned_nominals); a state word after "he/she" + a verb of motion or posture
#: is a C6 predicate cue (cue_depictives); branch fr41: a verbless participle-and-adjective sentence is a
#: fragment cue ("Exhausted but happy.": cue_fragments); branch own32: "head of ..." is a role noun
#: (head_of_roles).
#: rules-59 (session 33): branch dbl42: a person noun with two feminine forms in use gets the other form as a
#: further ambiguous variant (feminine_alternatives; "alternative" in the JSON); branch gatees42: a bare
#: "others" beside a person of unstated gender keeps its generic masculine, as "nobody" does, unless after a
#: correlative "some/many" or beside a person the English genders (generic_indefinites).
#: rules-60 (session 34): branch ex44: an English noun compound's head is read on the Romance head noun before
#: its de/di complement (compound_heads; an article or preposition is no noun modifier: "as a dancer"); a
#: one-word predicate cue is not anchored on a word after a preposition (predicate_anchors); the Spanish
#: article walk passes over "más"/"menos" (common_gender_phrases);
#: branch es44: a modal after an English noun is its verb, not a noun it modifies (english_person_nouns);
#: branch de44: a gerund's subject pronoun skips cue spans that read as no gender, and a perfect participle
#: clause counts as a gerund (realise); two coordinated lists of one length are linked head by head, German
#: targets only (list_links); branch fr44: a verbless coordinated predicate after a short setting is a
#: fragment cue (cue_fragments).
#: rules-61 (session 35): list_links runs for German targets only; a perfect "having" clause knows every
#: irregular participle of the cue lexicon (realise); branch de46: a capitalised title inside a sentence
#: before a surname is a person word (capitalised_titles). (ex45's pronoun_candidates was dropped at the
#: merge: it flagged right translations whose pronoun means a third person; benchmarks/bench_explicit_gold.)
#: rules-62 (session 36): branch ex47: a person noun of one grammatical gender ("la vittima", "un membro",
#: "la persona") and its one modifier are no reading of the referent's gender (fixed_gender_readings).
#: rules-63 (session 37): branch es48: an "and"/"or" inside a noun phrase a determiner opened after the
#: copula joins modifiers of one person ("is a fantastic and awesome author"; independent_persons); branch
#: ex48: an explicit role noun the aligner placed nowhere is read after the copula or "come"/"como" on a
#: target noun linked to no word outside its phrase (unaligned_nominals).
#: rules-64 (session 38): branch ex49: Italian "membro" and "capo" are read only in the feminine ("la
#: capo"); their masculine is said of women too ("sua zia era il capo"; fixed_gender_readings); branch es49:
#: the neutral base (the feminine realisation) keeps its spans when "al"/"del" split (neutral_base); branch
#: dc49: a person noun translating a team's or show's name stays (name_plurals).
#: rules-65 (session 39): branch dc50: the rule analysis reads a copy of the source with closed-up em
#: dashes spaced (cue_tokens.spaced_item; the backbone and the judge get the caller's text); branch ex50:
#: target slash words are read half by half (slash_words); branch it50: "un membro" keeps its form while
#: the woman's other words change; with de50, fr50, gfr50, sp50 (Spanish modules split, no behaviour change).
#: rules-66 (session 40): Italian inflector split into layer modules (itr60, itr60b; no behaviour change);
#: French nominal persons for English fused heads (gfr60); role nouns a he/she plays (ex60); subject
#: control (cp60); institution titles (dc60); with de60, fr60, sp60 (Spanish thing-noun gate).
#: rules-67 (session 41): signalled person-things (dc61); speaker/addressee and vocatives as persons of
#: their own (es61b); partitive thing heads (fr61); relational-adjective heads (ex61); with de61, es61,
#: gfr61 (French speaker infinitives), it61, it61b.
#: rules-68 (session 42): WordNet person list rebuilt with head-only gloss gender, thing/monster/name
#: filters (pn62); Spanish predicate of a noun with no other-gender form keeps its gender in explicit
#: variants (es62); with de62, es62b, fr62, gfr62, gfr62b, it62, pn62b; llm/client and aligner split (rf62).
#: rules-69 (session 43): the speaker of a quotation is the person its reporting clause names (es63);
#: verb forms head no English compound, object control of "for V-ing", -man loans and elector in the
#: person list (en63); with de63, de63b, es63, fr63, fr63b, gfr63, it63; rf63 moved code only.
#: rules-70 (itb64): "nobody" beside an English I/me/you stays generic ("Nessuno mi ha creduto")
#: rules-71 (deb65): the sentence realiser passes over target person nouns whose English word is a role
#: noun the sentence reads as a thing ("interceptors" back from a sortie; fairqe/cue_collocation_senses).
#: (deb65 mend) with the narrower en-cues-80 senses: "The attacker hijacked the plane" flips again.
#: rules-71 (frb65): without an English cue, a French noun Apertium knows only as a thing ("le
#: facteur") is a person where the English at its place is a person in every WordNet sense
#: ("the mail carrier"; fairqe/french_person_homonyms); never an animal or an adjective-pair thing
#: ("le chat"), and only for English persons no French person noun already renders (review mends).
#: rules-72 (session 45 merge): the deb65 and frb65 rules together.
RULES_VERSION = "72"

_OPPOSITE: dict[Realisation, Realisation] = {"F": "M", "M": "F"}


def _cue_kind(cue: Cue) -> str:
    """What an explicit cue is, for a :class:`CueReader`: ``"pronoun"`` (C1), ``"lexical"``
    (C2-C4: the English word carries the gender) or ``"agreement"`` (C6 and the rest)."""
    if cue.category is Category.C1:
        return "pronoun"
    if cue.category in (Category.C2, Category.C3, Category.C4):
        return "lexical"
    return "agreement"


_Key = tuple[str, str, str]


@runtime_checkable
class CueReader(Protocol):
    """An inflector that reads and flips an explicit cue by its kind (Arabic, Hindi).

    Where the person's gender is shown by the words that agree with a pronoun (the verb an
    Arabic *she* is aligned to, the verb group of a Hindi वह) and not by the span's own word,
    the same token is read differently for a pronoun cue and for a noun cue (Arabic زوجته:
    *his* reads the suffix, *wife* the noun). ``kind``: see :func:`_cue_kind`.
    """

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None: ...

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None: ...

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None: ...


#: Whether each inflector class is a :class:`CueReader` (see :func:`_reads_cues`).
_CUE_READER_TYPES: dict[type, bool] = {}


def _reads_cues(inflector: object) -> bool:
    """``isinstance(inflector, CueReader)``, decided once per class: the protocol check goes
    through the members one by one (tens of microseconds), several times per item."""
    kind = type(inflector)
    hit = _CUE_READER_TYPES.get(kind)
    if hit is None:
        hit = _CUE_READER_TYPES[kind] = isinstance(inflector, CueReader)
    return hit


#: Ambiguous cues that may be another person than the one the explicit cues gender.
_OTHER_PERSONS = frozenset({Category.C7, Category.C8, Category.C9, Category.C11})

#: Gendered English adjectives: their target agrees with its own noun ("tutta al femminile").
_ADJECTIVE_CUES = frozenset(
    [
        "female",
        "male",
        "ladylike",
        "womanly",
        "girlish",
        "motherly",
        "sisterly",
        "manly",
        "boyish",
        "fatherly",
        "brotherly",
    ]
)


def _inflector_reads(cue: Cue) -> bool:
    """Whether the inflector may read a cue's target span the detector read no gender on.

    Person nouns, yes (a common-gender noun's determiner shows its gender). Pronouns, titles
    and gendered adjectives, no: the detector reads their forms (seed forms, a dropped
    subject's predicate, an object clitic) and leaves the rest unread on purpose -- the word
    the aligner gives a pronoun is often a possessive that agrees with the possessed noun
    (it "suo", fr "son") or a dative of both genders (fr "lui"), and an adjective agrees with
    its own noun; read by the inflector they made correct translations violations.
    """
    if cue.category in (Category.C1, Category.C4):
        return False
    from fairmt.fairqe.cues import OTHER_SUBJECT_NOTE

    if OTHER_SUBJECT_NOTE in cue.note:
        return False  # "le fu diagnosticato": the participle agrees with another subject
    last = cue.source_span.lower().rsplit("-", 1)[-1]
    return last not in _ADJECTIVE_CUES


#: Notes of the readings the detector placed on a word that agrees with the person (a dropped
#: subject's predicate, an object clitic, the one person's subjectless clause).
_PLACED_NOTES = (
    "dropped subject:",
    "object clitic:",
    "subjectless clause:",
    "passive clause:",
    "fronted predicative:",
    "person's pronoun:",
    "person's reflexive:",
    "person's pronominal verb's predicative:",
    "subjectless active:",  # rules-17: "lo arrestaron" for "he was arrested"
    "copied name:",  # rules-48: "Best Male Vocalist" for "Best Female Vocalist" (copied_counterparts)
)


@cache
def _seed_vocabulary(lang: str) -> frozenset[str]:
    """Every form of the seed lexicon of ``lang`` (translations of gendered English words and of
    person nouns; a common-gender form such as "cantante" or the adjective "femminile" too)."""
    from fairmt.fairqe.cues import seed_table

    table = seed_table(lang) or {}
    return frozenset(w for forms in table.values() for w in forms.forms)


def _seed_gendered(cue: Cue, tokens: Sequence[str], lang: str) -> bool:
    """Whether the last word of the cue's target span is a form the seed lexicon gives a gender
    as a translation of the cue's English word or of its counterpart ("dios" for "goddess",
    "il padre" for "mother"); a common-gender form ("nipoti", "nobili") is not (rules-10)."""
    from fairmt.fairqe.cues import lookup, seed_key, seed_table, target_norm

    if cue.target_tokens is None:
        return False
    entry = lookup(cue.source_span.lower())
    table = seed_table(lang)
    if entry is None or table is None:
        return False
    forms = table.get(seed_key(entry.lemma))
    if forms is None:
        return False
    if entry.plural:
        forms = forms.for_plural()
    return bool(forms.match(target_norm(tokens[cue.target_tokens[1] - 1], lang), lang))


def _plural_noun(token: str, lang: str) -> bool:
    """Whether a Romance person noun is plural: every noun reading of Apertium's dictionary
    (Italian, French) is plural, or, without one, a Spanish/Portuguese/French -s ending.
    rules-38: an Italian adjective used as a noun, which the dictionary knows only as an
    adjective ("dei liberali", "i nobili"; Serianni, *Grammatica italiana*, V on the adjective
    used as a noun), is plural when every adjective reading is."""
    from fairmt.fairqe.cues import target_norm
    from fairmt.inflect.apertium_morph import morphology

    word = target_norm(token, lang)
    morph = morphology(lang) if lang in ("it", "fr") else None
    if morph is not None:
        readings = morph.readings(word)
        nouns = [r for r in readings if r.pos == "n"]
        if nouns:
            return all(r.number == "pl" for r in nouns)
        adjectives = [r for r in readings if r.pos == "adj"]
        if lang == "it" and adjectives:
            return all(r.number == "pl" for r in adjectives)
    return lang in ("es", "pt", "fr", "ca") and len(word) > 3 and word.endswith("s")


def _fixed_gender_noun(token: str, lang: str) -> bool:
    """Whether Apertium's dictionary (Italian, French) knows the word as a noun of one gender
    with no form in the other, and as nothing else but verb forms, and the seed lexicon does not
    list it."""
    from fairmt.fairqe.cues import target_norm
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology(lang) if lang in ("it", "fr") else None
    word = target_norm(token, lang)
    # the seed lexicon's gendered words ("donna", "uomo") are persons of one gender, not things
    return morph is not None and morph.fixed_gender_noun(word) and word not in _seed_vocabulary(lang)


def _closed_class(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words after which a person noun is the subject's predicate (a closed class per language:
#: forms of "be"/"become" and "as"); "en"/"in" and singular articles may follow them
#: ("se convirtió en productora", "divenne la terza"), as adverbs may.
_PREDICATE_INTRODUCERS: dict[str, frozenset[str]] = {
    "es": _closed_class(
        "es era fue será sería sea fuera fuese ser siendo sido convirtió convertirse convertida "
        "convertido convierte volvió como"
    ),
    "it": _closed_class(
        "è era fu sarà sarebbe sia fosse essere stato stata divenne diventò diventa diventare "
        "divenire diventata diventato divenuta divenuto come"
    ),
    "fr": _closed_class("est était fut sera serait être été devint devient devenir devenue devenu comme"),
    "pt": _closed_class("é era foi será seria seja fosse ser sido tornou tornar-se tornou-se como"),
}
_PREDICATE_SKIP = _closed_class("un una uno un' el la il lo l' le en in em o a une")
#: (rules-23) Italian "da" before a bare noun is "as", "in the role of": the noun is said of the
#: subject and agrees with it ("i suoi giorni da sceneggiatrice", "da bambina"; Serianni,
#: *Grammatica italiana*, the preposition "da" of manner and quality, "fare da padre"). With an
#: article it is "by", "from" ("da una sceneggiatrice"): not read.
_BARE_PREDICATE_INTRODUCERS: dict[str, frozenset[str]] = {"it": _closed_class("da")}
_PROBE_ARTICLE = {"es": "el", "it": "il", "fr": "le", "pt": "o"}


#: Adjectives that stand before the noun of a predicate nominal ("fue el mejor alumno", "la
#: principal autora"): the closed class the NGLE gives as prenominal by default (NGLE 13.12:
#: "mejor", "peor", "gran", "principal", "único"; 13.13 "futuro"); ordinals come from the
#: morphological dictionary (NGLE 21.3). rules-22.
_PRENOMINAL: dict[str, frozenset[str]] = {
    "es": _closed_class("mejor peor gran principal único única futuro futura"),
}


def _prenominal(word: str, lang: str) -> bool:
    """Whether ``word`` is a prenominal adjective of ``lang`` (:data:`_PRENOMINAL`) or an ordinal
    ("tercera", "primer"), which stand between the article and the noun of a predicate (rules-22)."""
    closed = _PRENOMINAL.get(lang)
    if closed is None:
        return False
    if word in closed:
        return True
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    return morph is not None and any("ord" in r.tags for r in morph.readings(word) or ())


def _predicate_nouns(inflector: Inflector, tokens: Sequence[str], lang: str) -> list[tuple[int, int]]:
    """Singular person nouns that are a predicate of the sentence's subject: right after a form
    of "be"/"become" or "as" (:data:`_PREDICATE_INTRODUCERS`), past up to two singular
    articles, adverbs or "en" (rules-9), up to four with prenominal adjectives and ordinals
    (rules-22: "Fue también la tercera directora", "Es más o menos un emprendedor"). A bare
    predicate noun has no determiner, so the language's :meth:`Inflector.person_spans` would
    not find it; it is asked about the noun after an article instead. Things ("fue la casa"),
    nouns of one gender only and plurals are left out."""
    from fairmt.fairqe.cues import _adverb, target_norm

    intro = _PREDICATE_INTRODUCERS.get(lang)
    probe = _PROBE_ARTICLE.get(lang)
    if intro is None or probe is None:
        return []
    norm = [target_norm(t, lang) for t in tokens]
    bare = _BARE_PREDICATE_INTRODUCERS.get(lang, frozenset())
    out: list[tuple[int, int]] = []
    for k, w in enumerate(norm):
        if (w not in intro and w not in bare) or tokens[k].rstrip("\"'»”’)").endswith(
            (",", ";", ":", ".", "!", "?")
        ):
            continue
        m = k + 1
        raw = tokens[m].lower().replace("’", "'") if m < len(tokens) else ""
        while (
            w not in bare
            and m < len(tokens)
            and m < k + 5
            and (raw in _PREDICATE_SKIP or _adverb(norm[m], lang) or _prenominal(norm[m], lang))
        ):
            if tokens[m].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
                break
            m += 1
            raw = tokens[m].lower().replace("’", "'") if m < len(tokens) else ""
        if m >= len(tokens) or not norm[m].isalpha() or len(norm[m]) < 4:
            continue
        if w in bare and (raw.startswith(("l'", "un'")) or tokens[m][:1].isupper()):
            continue  # "da un'attrice": an article; "da Rossi": a name
        if _plural_noun(tokens[m], lang) or _fixed_gender_noun(tokens[m], lang):
            continue
        if inflector.person_spans([probe, norm[m]]) and (m, m + 1) not in out:
            out.append((m, m + 1))
    return out


def _placed_on_noun(
    cue: Cue, nouns: Sequence[tuple[int, int]], predicates: Sequence[tuple[int, int]]
) -> bool:
    """Whether an ambiguous cue of another person (C7/C11 role or relation noun) reached a
    person noun of the translation that is no predicate of the subject (rules-22).

    Such a person is placed: its noun is left out of the one person's reading (the caller's
    ``taken``), so it no longer keeps the one person's other nouns unread ("After the bandmaster
    gave her one, ... she was valedictorian" -> "el director ... fue el mejor alumno": the
    director is the bandmaster, the pupil is she). A noun phrase names one referent (NGLE
    12.1a), so the other person's aligned noun is not the one person's. Names, quantifiers and
    fused heads (C8, C9), and cues the aligner put on no person noun, still keep the reading off.
    """
    if cue.category not in (Category.C7, Category.C11) or cue.target_tokens is None:
        return False
    s, e = cue.target_tokens
    return any(s < b and a < e for a, b in nouns) and not any(s < b and a < e for a, b in predicates)


def _same_clause(tokens: Sequence[str], placed: tuple[int, int], sp: tuple[int, int]) -> bool:
    """Whether ``sp`` follows the noun at ``placed`` with no clause punctuation between them
    (session 19, the merge of exp27es and exp27it): verbs coordinated without a comma share the
    subject named before them ("L'avvocato la lodò e fu molto contento"; NGLE 31.3, Serianni
    XIV.13), so a predicate there is the placed person's, not the one person's."""
    if sp[0] < placed[1]:
        return False
    between = tokens[placed[1] - 1 : sp[0]]
    return not any(t.rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")) for t in between)


def _on_predicate_noun(inflector: Inflector, tokens: Sequence[str], cue: Cue, lang: str) -> Cue:
    """A C6 role noun the English predicates of the gendered person ("She served as treasurer",
    "she became an advocate"), read on the translation's predicate noun when the aligner put it
    on a word that is no person noun (rules-22): "Fue tesorero y tuvo otras funciones" had
    "treasurer" on "tuvo otras", read feminine, and the masculine "tesorero" went unread.

    The attribute of a copulative clause and the predicative complement after "como" agree in
    gender with the subject (NGLE 37.2, 38.2), so the person noun after a form of "ser"/
    "convertirse en"/"como" (:func:`_predicate_nouns`) nearest the aligned word shows the
    subject's gender. A cue on a person noun already, or with no predicate noun in the
    translation, is left as it is."""
    if (
        cue.category is not Category.C6
        or cue.target_tokens is None
        or "must agree: predicate" not in cue.note
        or any(k in cue.note for k in _PLACED_NOTES)
    ):
        return cue
    predicates = _predicate_nouns(inflector, tokens, lang)
    if not predicates:
        return cue
    s, e = cue.target_tokens
    if any(s < b and a < e for a, b in [*inflector.person_spans(tokens), *predicates]):
        return cue
    if any(_may_be_person(inflector, w, lang) for w in tokens[s:e]):
        return cue  # "de ingeniera", "las primeras conservacionistas": the noun is there
    a, b = min(predicates, key=lambda p: (abs(p[0] - s), p[0]))
    if inflector.gender_of(tokens, inflector.phrase_span(tokens, (a, b))) is None:
        return cue  # "Fue miembro": the predicate noun shows no gender either
    return replace(
        cue,
        target_tokens=(a, b),
        target_span=" ".join(tokens[a:b]),
        target_gender=None,
        note=f"{cue.note}; the predicate noun of the translation",
    )


def _may_be_person(inflector: Inflector, word: str, lang: str) -> bool:
    """Whether a word the aligner linked may be the person noun itself (rules-22): a singular
    person noun (asked after an article, as :func:`_predicate_nouns` does) or a plural noun, unless
    the morphological dictionary knows the word only as something else (a verb, a determiner)."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.cues import target_norm

    norm = target_norm(word, lang)
    if not norm.isalpha():
        return False
    morph = target_morphology(lang)
    readings = (morph.readings(norm) or ()) if morph is not None else ()
    if readings and not any(r.pos == "n" for r in readings):
        return False  # "tuvo", "otras": no noun
    probe = _PROBE_ARTICLE.get(lang, "")
    return _plural_noun(word, lang) or bool(inflector.person_spans([probe, norm]))


def _key(item: Item) -> _Key:
    return (item.source, item.translation, item.tgt_lang)


def _realisable(inflector: Inflector, tokens: list[str], c: Cue) -> bool:
    """Whether the noun phrase of cue ``c`` has a realisation in the other gender that the
    validity gate accepts (:mod:`fairmt.fairqe.agents.explicit_fixed_nouns`); ``True`` when the
    cue has no target or no stated gender (nothing to judge)."""
    if c.target_tokens is None or c.source_gender not in _OPPOSITE:
        return True
    span = inflector.phrase_span(tokens, c.target_tokens)
    new = inflector.realise(tokens, span, _OPPOSITE[c.source_gender])
    return new is not None and new != tokens and inflector.validate(tokens, new) is None


class RuleAgents(Agents):
    """Offline, deterministic FairQE agents (the default)."""

    name = "rules"

    #: The judge is 100 × a median of backbone scores (minus the penalty): the backbone's scale.
    judge_scale: Literal["0-100", "backbone"] = "backbone"

    def __init__(self, aligner: str = CUE_ALIGNER, explicit_penalty: float = 0.25) -> None:
        from fairmt.fairqe.cues import RuleCueDetector
        from fairmt.inflect.base import supported_languages

        if not 0.0 <= explicit_penalty <= 1.0:
            raise UsageError(f"explicit_penalty must be in [0, 1], got {explicit_penalty}")
        self.detector = RuleCueDetector(aligner=aligner)
        self.explicit_penalty = explicit_penalty
        self.languages = frozenset(supported_languages())
        self._langs = sorted(self.languages)
        self._inflectors: dict[str, Inflector] = {}
        self._prepared: dict[_Key, CueDetection] = {}

    def check_languages(self, langs: Sequence[str]) -> None:
        """Unsupported languages, then each language's inflector resources (pymorphy3 for
        ru/uk: a missing optional extra is refused here, with its install command, before
        any work)."""
        super().check_languages(langs)
        for lang in sorted(set(langs)):
            self._inflector(lang).check_available()

    def needs_whole_input(self) -> bool:
        """Only with a corpus aligner: the default ``lexical`` aligner aligns each pair alone."""
        return not self.detector.aligner.independent

    def _inflector(self, lang: str) -> Inflector:
        from fairmt.inflect.base import get_inflector

        if lang not in self._inflectors:
            self._inflectors[lang] = get_inflector(lang)
        return self._inflectors[lang]

    def signature_items(self) -> list[tuple[str, object]]:
        inflectors = ",".join(self._inflector(lang).version() for lang in self._langs)
        items: list[tuple[str, object]] = [("agents", f"rules-{RULES_VERSION}")]
        items += self.detector.signature_items()
        items += [("inflect", inflectors), ("penalty", f"{self.explicit_penalty:g}")]
        return items

    # -- stages 1-2 -------------------------------------------------------------------

    def prepare(self, items: Sequence[Item]) -> None:
        # The rule analysis reads each source with closed-up dashes spaced (en-cues-58); the
        # caller's items, which the backbone and the output see, stay as given.
        items = [spaced_item(it) for it in items]
        distinct = list(dict.fromkeys(_key(it) for it in items))
        todo = [Item(s, t, lang) for s, t, lang in distinct if (s, t, lang) not in self._prepared]
        if todo:
            for it, det in zip(todo, self.detector.detect(todo), strict=True):
                self._prepared[_key(it)] = self._placed(it, det)

    def _placed(self, item: Item, det: CueDetection) -> CueDetection:
        """``det`` with target spans for the explicit cues the aligner left without one, where
        the language's :class:`CueReader` can place them (Arabic pronouns that are a verb's
        agreement or a suffix, linked to nothing)."""
        try:
            inflector = self._inflector(item.tgt_lang)
        except UnsupportedLanguageError:
            return det
        if not isinstance(inflector, CueReader) or det.failed or not det.cues:
            return det
        tokens = item.translation.split()
        n_src = max(len(item.source.split()), 1)
        cues: list[Cue] = []
        for c in det.cues:
            if c.kind == "explicit" and c.target_tokens is None and c.source_tokens is not None:
                mid = (c.source_tokens[0] + c.source_tokens[1] - 1) / 2
                position = (mid + 0.5) * len(tokens) / n_src - 0.5
                span = inflector.locate(tokens, position, c.source_span, _cue_kind(c))
                if span is not None:
                    c = replace(c, target_tokens=span, target_span=" ".join(tokens[span[0] : span[1]]))
            cues.append(c)
        return replace(det, cues=tuple(cues))

    def _detections(self, items: Sequence[Item]) -> list[CueDetection]:
        missing = [it for it in items if _key(it) not in self._prepared]
        if missing:
            self.prepare(missing)
        return [self._prepared[_key(it)] for it in items]

    def analyse(self, items: Sequence[Item], variants: bool = True) -> list[Analysis]:
        self.check_languages([it.tgt_lang for it in items])
        items = [spaced_item(it) for it in items]  # the analysis's copy (see prepare)
        out = []
        for it, det in zip(items, self._detections(items), strict=True):
            if not variants:
                out.append(Analysis(det))
            else:
                out.append(Analysis(det, self.variants(it, det)))
        return out

    def _gender(self, inflector: Inflector, tokens: Sequence[str], cue: Cue) -> Realisation | None:
        if _reads_cues(inflector):
            if cue.target_tokens is None:
                return None
            reader = cast(CueReader, inflector)
            return reader.cue_gender(tokens, cue.target_tokens, cue.source_span, _cue_kind(cue))
        if cue.target_gender is not None:
            return cue.target_gender
        if cue.target_tokens is None or not _inflector_reads(cue):
            return None
        g: Realisation | None = inflector.gender_of(tokens, cue.target_tokens)
        if g is None:  # a common-gender noun: its determiner says the gender
            g = inflector.gender_of(tokens, inflector.phrase_span(tokens, cue.target_tokens))
        if g is None and inflector.lang == "es":  # rules-47: past genderless modifiers
            g = article_gender(tokens, cue.target_tokens)
        return g

    @staticmethod
    def _apply(
        inflector: Inflector,
        tokens: list[str],
        spans: Sequence[tuple[tuple[int, int], Realisation]],
        complete: bool = False,
        numbers: Sequence[str | None] | None = None,
        rejected: list[str] | None = None,
    ) -> list[str] | None:
        """Realise each ``(span, gender)``, right to left; ``None`` when nothing changed, or,
        with ``complete``, when any span could not be changed.

        A span whose realisation the validity gate (:meth:`Inflector.validate`) rejects is
        left as it is, and the others are realised: one noun the language has no form for
        must not cost the whole sentence its realisation; its reason goes to ``rejected``
        (the item is flagged ``variant_rejected``). The caller validates the whole result
        again (agreement across spans).

        Each span is first grown over the determiners of its noun phrase
        (:meth:`Inflector.phrase_span`); of overlapping spans the longest is kept (``Suo`` and
        ``Suo fratello`` are one phrase), so that right-to-left application stays valid.
        ``complete`` is for neutral realisations: a sentence with one person neutral and
        another still in the original's gender is no member of {F, M, N}, and it would differ
        between the feminine and the masculine original of one source.
        ``numbers`` (one per span, or ``None``) is the number the source gives each span's person
        (:meth:`Inflector.realise_number`).
        """
        grown: list[tuple[tuple[int, int], Realisation, str | None]] = []
        for i, (span, gender) in enumerate(spans):
            if span[0] < 0 or span[1] > len(tokens) or span[0] >= span[1]:
                continue
            number = numbers[i] if numbers is not None and i < len(numbers) else None
            grown.append((inflector.phrase_span(tokens, span), gender, number))
        kept: list[tuple[tuple[int, int], Realisation, str | None]] = []
        for span, gender, number in sorted(grown, key=lambda s: (s[0][0] - s[0][1], s[0][0])):
            if all(span[1] <= k[0] or span[0] >= k[1] for k, _, _ in kept):
                kept.append((span, gender, number))
        changed = False
        out = list(tokens)
        for span, gender, number in sorted(kept, key=lambda s: s[0], reverse=True):
            if number is None:
                new = inflector.realise(out, span, gender)
            else:
                new = inflector.realise_number(out, span, gender, number)
            why = inflector.validate(out, new) if new is not None and new != out else None
            if why is not None:
                # The span's realisation is no word of the language ("alumnada", "mandata": a
                # collective or a thing the cue reached): the span keeps its form, as a noun
                # without a gendered pair does, and the other spans are still realised.
                if rejected is not None:
                    rejected.append(f"{gender}: {why} (that word kept)")
                new = None
            if new is not None and new != out:
                out = new
                changed = True
            elif complete and not (
                why is None
                and inflector.realise(out, span, "F") is None
                and inflector.realise(out, span, "M") is None
            ):
                # (closedfr28) A span that no realisation changes any more is no person left in
                # the original's gender: another span's realisation already reached every word
                # that agrees with it ("Peu d'entre eux étaient prêts": "eux" -> "eux·elles"
                # also made "prêt·es", and "Peu" has no form of its own).
                return None
        return out if changed else None

    def variants(self, item: Item, detection: CueDetection) -> VariantSet:
        """Agent_amb and Agent_exp for one item."""
        try:
            inflector = self._inflector(item.tgt_lang)
        except UnsupportedLanguageError as e:
            return VariantSet(failed=True, error=str(e))
        tokens = item.translation.split()
        seen = {" ".join(tokens)}

        amb = [c for c in detection.ambiguous if c.target_tokens is not None]
        # The spans the ambiguous variants realise: the ambiguous cues' target spans, plus the
        # person nouns the language's resources find where the aligner gave none, and person
        # references only the target language genders (the sentence realiser's spans).
        from fairmt.fairqe.realise import AMBIGUOUS, SentenceRealiser, _source_numbers, unchanged_by

        # Person references only the target language genders (the speaker, "Yo no soy tan
        # atolondrada"; German "Der Abgeordnete") are realised even when the English has no cue.
        found_numbers: dict[tuple[int, int], str] = {}
        amb_spans = SentenceRealiser.person_spans(
            item, detection, tokens, inflector, AMBIGUOUS, numbers=found_numbers
        )
        # The number the English gives each person, as the sentence realiser passes it, and
        # where the English gives none, the number found on the way (rules-41: all of them, as
        # the realiser takes them, not only an object clitic's: "als Berater" for "as consultants").
        numbers = [
            n if n is not None else found_numbers.get(sp)
            for n, sp in zip(_source_numbers(detection, amb_spans), amb_spans, strict=True)
        ]
        # The original's gender as the inflector reads its spans (the realisations are the
        # inflector's; the gender analyser behind ``cue.target_gender`` may read "Le pazienti"
        # otherwise), the cues' reading where the inflector reads none.
        genders: list[Realisation] = []
        for sp in amb_spans:
            g0 = inflector.gender_of(tokens, sp) or inflector.gender_of(
                tokens, inflector.phrase_span(tokens, sp)
            )
            if g0 is not None:
                genders.append(g0)
        if not genders:
            # rules-29: where the inflector reads no gender on any span ("Eravamo deluse": a
            # participle the dictionary lacks), the one realisation that leaves a span as it
            # is says its gender, before the analyser's reading of the cue (which took "dai",
            # the article of the next noun, for the person's).
            for sp in amb_spans:
                g0 = unchanged_by(inflector, tokens, sp)
                if g0 is not None:
                    genders.append(g0)
        if not genders:
            for c in amb:
                g0 = self._gender(inflector, tokens, c)
                if g0 is not None:
                    genders.append(g0)
        original: Realisation | None = None
        if genders:
            ranked = sorted(set(genders), key=lambda r: (-genders.count(r), r))
            original = ranked[0]
        amb_variants: list[Variant] = []
        rejected: list[str] = []
        mixed = len(set(genders)) > 1
        pack = language_pack(item.tgt_lang)
        neutral = pack is not None and pack.neutral is not None
        for g in REALISATIONS:
            if g == "N" and not neutral:
                continue  # the language declares no neutral form
            # A mixed original ("El jefe ... a la contadora") gets every realisation, its
            # majority gender's too; a consistent one is that realisation already.
            if not amb_spans or (g == original and not mixed):
                continue
            before, g_spans = tokens, list(amb_spans)
            if g == "N" and inflector.neutral_base is not None:
                # A language whose neutral is made from one realisation (Spanish: periphrases
                # agree in the feminine, "las personas trabajadoras contentas") gets it from
                # that one (when it keeps every offset): the feminine and the masculine
                # original of one source then get the same neutral variant.
                base = self._apply(
                    inflector, tokens, [(sp, inflector.neutral_base) for sp in amb_spans], numbers=numbers
                )
                # (es49: the spans move onto the base when it split a contraction, "al" ->
                # "a la"; fairqe/neutral_base)
                moved = shifted_spans(tokens, base, amb_spans) if base is not None else None
                if base is not None and moved is not None:
                    before, g_spans = base, moved
            new = self._apply(
                inflector,
                before,
                [(sp, g) for sp in g_spans],
                complete=g == "N",
                numbers=numbers,
                rejected=rejected,
            )
            if new is None:
                continue
            why = inflector.validate(before, new)
            if why is None and _reads_cues(inflector) and len(new) == len(tokens):
                # An ambiguous variant realises the persons the source leaves open; one that
                # changes what an explicit cue reads (Arabic: the verb of "she", a noun the
                # source genders, flipped with a person placed next to it) is no such variant.
                for c in detection.explicit:
                    if c.target_tokens is not None and self._gender(inflector, new, c) != self._gender(
                        inflector, tokens, c
                    ):
                        why = f"it changes the explicit cue {c.source_span!r}"
                        break
            if why is not None:
                rejected.append(f"{g}: {why}")
                continue
            text = " ".join(new)
            if text not in seen:
                seen.add(text)
                amb_variants.append(Variant(text, g, "ambiguous"))

        if amb_spans and len(genders) == len(amb_spans) and not detection.explicit:
            # (Not with an explicit cue: "he" names one of the persons, WinoMT's setting; the
            # explicit agent reads it.)
            self._independent_variants(
                inflector, item, detection, tokens, amb_spans, genders, numbers, seen, amb_variants
            )
        # The other feminine form of a noun with two in use ("presidentessa" / "la presidente"), in
        # the original and in every ambiguous variant: both originals of one source then get the
        # same set (fairqe/feminine_alternatives).
        amb_variants += doublet_variants(inflector, tokens, amb_spans, original, amb_variants, seen)

        verdicts: list[tuple[Cue, bool]] = []
        for c in detection.explicit:
            if not _reads_cues(inflector):
                c = _on_predicate_noun(inflector, tokens, c, item.tgt_lang)
            tg = self._gender(inflector, tokens, c)
            if c.source_gender is None or tg is None or c.target_tokens is None:
                continue
            if copied_name_word(c):
                continue  # (rules-30) "Duke Street" -> "Duke Street": a name's word, no reading
            if fixed_gender_phrase(tokens, c.target_tokens, item.tgt_lang, tg):
                continue  # (ex47) "la sola vittima", "un membro", (ex49) "il capo": the noun's gender
            if predicate_of_copied_word(c, detection.explicit):
                continue  # (rules-38) "All the Sad Young Women was published": a title's predicate
            lang = item.tgt_lang
            if tg != c.source_gender and self._no_form_in(inflector, tokens, c, c.source_gender, lang):
                continue  # (rules-10) the word has no form in the source's gender: no reading
            if tg != c.source_gender and thing_reading(
                lang, tokens, c.target_tokens, c.note, _seed_vocabulary
            ):
                continue  # (rules-31) the aligner reached a noun of one gender only: a thing
            verdicts.append((c, tg == c.source_gender))
        if not _reads_cues(inflector) and not any(
            c.category in (Category.C2, Category.C3)
            or self._firm(inflector, tokens, item.tgt_lang, c)
            or self._on_person(inflector, tokens, item.tgt_lang, c)
            for c, _ in verdicts
        ):
            # rules-23: loose readings only, none on a person noun nor of a gendered noun (the
            # analyser on whatever words the aligner linked, "diversi anni, ha lavorato" for
            # "treasurer"), do not keep the one person's nouns unread ("come tesoriera"); the
            # nouns' firm readings then decide (:meth:`_decide`). A gendered noun's loose reading
            # ("le poliziotte", "sua cognata") names its own person and still decides alone.
            verdicts = [
                *verdicts,
                *self._person_verdicts(inflector, tokens, detection, item.tgt_lang, item.source),
            ]
        # rules-45: a target word whose meaning is the other sex ("de este hombre" for "her")
        verdicts += sex_word_verdicts(item.tgt_lang, item.source, tokens, detection)
        alignment: bool | None = None
        if verdicts and _reads_cues(inflector):
            # Readings from agreement and placement (a dropped Arabic pronoun's verb, a Hindi
            # clause's verb group) are right about nine times in ten, not always: the majority
            # of the cues decides, a tie decides nothing. One misread cue among several then
            # neither penalises a correct translation nor clears a wrong one.
            agree = sum(1 for _, ok in verdicts if ok)
            disagree = len(verdicts) - agree
            alignment = None if agree == disagree else agree > disagree
            verdicts = [(c, ok) for c, ok in verdicts if ok is alignment]
        elif verdicts:
            alignment = self._decide(inflector, tokens, item.tgt_lang, verdicts)
            if alignment is not None:
                verdicts = [(c, ok) for c, ok in verdicts if ok or not alignment]
        exp_variants: list[Variant] = []

        def canonical(
            exp: list[tuple[tuple[int, int], Realisation]],
        ) -> list[tuple[tuple[int, int], Realisation]]:
            """The explicit spans plus the ambiguous ones in M: the explicit variant is built on
            one fixed realisation of the ambiguous persons, so that the feminine and the
            masculine original of one source get the same explicit variant (closed sets,
            issue 12). Which one is arbitrary; it is the same for every original."""
            free = [sp for sp in amb_spans if all(sp[1] <= e[0] or sp[0] >= e[1] for e, _ in exp)]
            return [*exp, *((sp, "M") for sp in free)]

        if _reads_cues(inflector):
            reader = cast(CueReader, inflector)
            exp_variants = self._cue_variants(reader, tokens, verdicts, alignment, amb_spans, seen)
        elif alignment is True:
            flip = violating_flip_cues(  # rules-50: the English pronouns' translations stay
                [c for c, _ in verdicts],
                lambda c: self._on_person(inflector, tokens, item.tgt_lang, c),
                lambda sp: inflector.attribute_subject(tokens, sp),
            )
            # "El tipo es muy simpático": no "simpática" when "tipo" keeps its gender
            flip = without_orphan_agreement(flip, lambda c: _realisable(inflector, tokens, c))
            spans = [
                (c.target_tokens, _OPPOSITE[c.source_gender])
                for c in flip
                if c.target_tokens is not None and c.source_gender in _OPPOSITE
            ]
            flipped_gender: Realisation | None = None
            for _, g in spans:
                flipped_gender = g
            new = self._gate(
                inflector,
                tokens,
                self._apply(inflector, tokens, canonical(spans), rejected=rejected),
                flipped_gender,
                rejected,
            )
            if new is not None and flipped_gender is not None and " ".join(new) not in seen:
                seen.add(" ".join(new))
                exp_variants.append(Variant(" ".join(new), flipped_gender, "explicit", satisfies=False))
        elif alignment is False:
            spans = [
                (c.target_tokens, c.source_gender)
                for c, ok in verdicts
                if not ok and c.target_tokens is not None and c.source_gender is not None
            ]
            new = self._gate(
                inflector,
                tokens,
                self._apply(inflector, tokens, canonical(spans), rejected=rejected),
                spans[0][1] if spans else None,
                rejected,
            )
            if new is not None and " ".join(new) not in seen:
                seen.add(" ".join(new))
                exp_variants.append(Variant(" ".join(new), spans[0][1], "explicit", satisfies=True))
        return VariantSet(
            tuple(amb_variants), tuple(exp_variants), alignment, original, rejected=tuple(rejected)
        )

    def _independent_variants(
        self,
        inflector: Inflector,
        item: Item,
        detection: CueDetection,
        tokens: list[str],
        amb_spans: Sequence[tuple[int, int]],
        genders: Sequence[Realisation],
        numbers: Sequence[str | None],
        seen: set[str],
        out: list[Variant],
    ) -> None:
        """Two to four persons named by different English nouns get every combination of their
        genders (F, M), so that a mixed original and a uniform one of one source get the same
        set (:mod:`fairmt.fairqe.agents.independent_persons`; issue 12)."""
        from itertools import product

        from fairmt.fairqe.agents.independent_persons import free_person_nouns, independent_persons
        from fairmt.fairqe.bare_named_subjects import named_predicate_places

        groups = independent_persons(
            detection.ambiguous,
            amb_spans,
            _predicate_nouns(inflector, tokens, item.tgt_lang),
            item.source.split(),
            free_person_nouns(tokens, inflector.person_spans(tokens)),
            named_predicate_places(item, tokens, inflector, amb_spans),  # rules-43
        )
        if groups is None:
            return
        both: tuple[Realisation, Realisation] = ("F", "M")
        for combo in product(both, repeat=len(groups)):
            if len(set(combo)) == 1:
                continue  # the uniform realisations are made above
            want: dict[int, Realisation] = {
                i: g for g, group in zip(combo, groups, strict=True) for i in group
            }
            todo = [i for i in sorted(want) if genders[i] != want[i]]
            if not todo:
                continue  # the original itself
            new = self._apply(
                inflector,
                tokens,
                [(amb_spans[i], want[i]) for i in todo],
                complete=True,
                numbers=[numbers[i] for i in todo],
            )
            if new is None or inflector.validate(tokens, new) is not None:
                continue
            text = " ".join(new)
            if text not in seen:
                seen.add(text)
                out.append(Variant(text, combo[0], "ambiguous"))

    @staticmethod
    def _no_form_in(
        inflector: Inflector, tokens: Sequence[str], cue: Cue, gender: Realisation, lang: str
    ) -> bool:
        """Whether the word a noun cue was read on has no form in ``gender`` (rules-10): the
        inflector, asked to realise the cue's span in that gender, changes nothing. Such a word
        cannot show the person's gender -- it is a thing the aligner reached ("chairman" -> "la
        sucursal") or a noun the language has in one gender only ("una persona") -- so it is no
        violation. It is only asked of a reading that disagrees with the source, and only of
        nouns: the gendered ones (C2, C3) and the person nouns that agree with a gendered
        pronoun (C6 whose source word is a noun, "he ... a person"), and never of a word the
        seed lexicon gives a gender as a translation of the cue's English word
        (:func:`_seed_gendered`: "dios" for "goddess" is its counterpart whatever the inflector
        knows of it). Pronouns and titles (C1, C4) are closed classes read from their own forms;
        a participle or adjective (a C6 predicate, or a word placed by agreement) is no span the
        inflector realises alone ("sepolto", "ottantottesima": it would change nothing and lose
        a right reading); a :class:`CueReader` language reads its cues itself. A thing the
        inflector does realise ("al matrimonio" -> "alla matrimonia") is not caught."""
        if cue.target_tokens is None:
            return False
        noun = cue.category in (Category.C2, Category.C3) or (
            cue.category is Category.C6 and " noun" in cue.note.split(";")[0]
        )
        if not noun:
            return False
        if cue.category is not Category.C6 and _seed_gendered(cue, tokens, lang):
            # (a C6 noun's English word has no gender: its seed forms are mere translations,
            # "persona" among them)
            return False
        if any(k in cue.note for k in _PLACED_NOTES):
            return False
        if _reads_cues(inflector):
            return False
        try:
            new = inflector.realise(tokens, cue.target_tokens, gender)
            if new is None:
                # rules-30: the span's phrase from its determiner on ("un importante maestro" ->
                # "un'importante maestra"): the elided article merges with the word before the
                # span, which a realisation of the bare span may not touch, so that gave nothing
                # although the word has its form (Serianni IV.70-77 on "un'" before a vowel).
                phrase = inflector.phrase_span(tokens, cue.target_tokens)
                if phrase != cue.target_tokens:
                    new = inflector.realise(tokens, phrase, gender)
        except (ValueError, IndexError):
            return False
        # Only "no form": the validity gate's "a thing's gender changed" also rejects person
        # nouns its dictionaries know in one gender ("poliziotto" -> "poliziotta"), which are
        # real violations; on MT-GenEval it dev it cleared 3 misread things and 3 real ones.
        # rules-47: a common-gender noun whose article, past genderless modifiers, shows the other
        # gender has a form in this one ("el principal zoroastrista persa noble")
        article = article_gender(tokens, cue.target_tokens) if lang == "es" else None
        return new is None and not (article is not None and article != gender)

    @staticmethod
    def _decide(
        inflector: Inflector, tokens: Sequence[str], lang: str, verdicts: Sequence[tuple[Cue, bool]]
    ) -> bool | None:
        """``A_exp`` from the explicit verdicts of one translation (rules-9).

        A reading is *firm* when the word it comes from can only show the person's gender: a
        pronoun's or a title's form, a dropped subject's predicate or an object clitic the detector
        placed, a known translation of the gendered English word (the seed lexicon's "contessa",
        "madre", not a word the aligner linked), or a singular person noun of the language
        (``person_spans``: a gender-variable noun, "professore"). Any other reading is *loose*: the
        analyser's reading of whatever word the aligner linked ("noblewoman" -> "del luogo"), a
        plural noun, whose gender is its group's ("una dei cinque figli", "uno dei comandanti"), or
        a participle the source's predicate reached. A firm reading decides: one that disagrees is a
        violation whatever the loose ones say, and when the firm ones all agree the loose ones that
        disagree are outvoted (on MT-GenEval dev, a third of the correct Italian translations the
        old rule -- every reading must agree -- called violations had a firm agreeing reading and a
        misplaced loose one). With no firm reading every reading must agree, as before: "Ella es
        profesor" stays a violation (its noun is firm), and so does a wrong translation whose only
        readings are loose. (Dropping a gendered noun's loose reading altogether -- "matron" -> "al
        matrimonio" -- lost more than it won on dev: most are right, "suo cognato", "I sacerdoti".)
        """
        firm: list[bool] = []
        loose: list[bool] = []
        for c, ok in verdicts:
            (firm if RuleAgents._firm(inflector, tokens, lang, c) else loose).append(ok)
        if firm:
            return all(firm)
        if not loose:
            return None
        return all(loose)

    @staticmethod
    def _on_person(inflector: Inflector, tokens: Sequence[str], lang: str, cue: Cue) -> bool:
        """Whether a cue's target span covers a person noun of the translation (singular or
        plural, :meth:`Inflector.person_spans`, or a predicate noun) (rules-22)."""
        if cue.target_tokens is None:
            return False
        s, e = cue.target_tokens
        persons = [*inflector.person_spans(tokens), *_predicate_nouns(inflector, tokens, lang)]
        return any(a < e and s < b for a, b in persons)

    @staticmethod
    def _firm(inflector: Inflector, tokens: Sequence[str], lang: str, cue: Cue) -> bool:
        """Whether a cue's reading is firm (see :meth:`_decide`)."""
        if cue.category in (Category.C1, Category.C4) or cue.target_tokens is None:
            return cue.target_tokens is not None
        if any(k in cue.note for k in _PLACED_NOTES):
            return True
        from fairmt.fairqe.cues import ALIGNER_NOTE

        s, e = cue.target_tokens
        if cue.category in (Category.C2, Category.C3) and ALIGNER_NOTE not in cue.note:
            return True  # a known translation of the gendered word ("contessa", "madre")
        if cue.category is Category.C3 and cue.source_span.lower().rsplit("-", 1)[-1] in _ADJECTIVE_CUES:
            return False
        if "plural of" in cue.note:
            return False
        persons = [*inflector.person_spans(tokens), *_predicate_nouns(inflector, tokens, lang)]
        return any(
            a < e and s < b and not inflector.plural(tokens, (a, b)) and not _plural_noun(tokens[b - 1], lang)
            for a, b in persons
        )

    @staticmethod
    def _person_verdicts(
        inflector: Inflector,
        tokens: Sequence[str],
        detection: CueDetection,
        lang: str = "",
        source: str = "",
    ) -> list[tuple[Cue, bool]]:
        """The explicit gender checked on the one person's nouns in the translation, when no
        explicit cue's target could be read (rules-8).

        "She chaired the board" -> "Fue presidenta del consejo": the English has a pronoun the
        target drops and a verb the target makes a person noun, so no cue reaches the word
        that shows her gender. When the source names one person only -- its explicit cues
        have one gender and it has no singular person noun, name or indefinite of unstated
        gender (C7, C9, C11, C8) -- the singular gender-variable person nouns the language's
        resources find in the translation (:meth:`Inflector.person_spans`, outside the
        ambiguous cues' spans) are that person. Their readings decide when they agree (any
        disagreement, or a plural, decides nothing); each becomes a verdict on a copy of the
        first explicit cue placed on it, so the flip is built as for any cue.

        rules-9: the person's predicate nouns count too (:func:`_predicate_nouns`: "Fue
        presidenta", "trabajó como controladora", "divenne ecclesiastica"), and an ambiguous
        source noun translated by one of them ("served as a missionary" -> "sirvió como
        misionero") is that person, not another one.
        """
        # (rules-46) a word copied into a name ("at the Gastein Ladies ... he") names no person
        explicit = [c for c in detection.explicit if c.source_gender in _OPPOSITE and not copied_name_word(c)]
        if not explicit or len({c.source_gender for c in explicit}) != 1:
            return []
        predicates = _predicate_nouns(inflector, tokens, lang) + career_nouns(
            inflector, tokens, lang, lambda w, g: _plural_noun(w, g) or _fixed_gender_noun(w, g)
        )  # rules-48: "la carriera di attrice"
        from fairmt.fairqe.cue_rules import prepositional_object
        from fairmt.fairqe.cue_tokens import tokenize

        src_toks = [tokenize(w) for w in source.split()]
        nouns = inflector.person_spans(tokens)

        def other(c: Cue) -> bool:
            """Whether the ambiguous cue ``c`` may be another person the translation's nouns name.
            (rules-23) A person inside a prepositional phrase ("an offer from her manager") whose
            translation the aligner found is that span (left out below), not the one person."""
            if c.category not in _OTHER_PERSONS:
                return False
            if c.target_tokens is None:
                return True
            if any(c.target_tokens[0] < b and a < c.target_tokens[1] for a, b in predicates):
                return False
            if _placed_on_noun(c, nouns, predicates):
                return False  # rules-22 (exp27es): another person placed on a noun of its own
            s = c.source_tokens[0] if c.source_tokens is not None else -1
            # a capitalised word inside the sentence may be part of a name ("for Child Bride")
            return not (
                0 <= s < len(src_toks) and not src_toks[s].title and prepositional_object(src_toks, s)
            )

        if any(other(c) for c in detection.ambiguous):
            return []
        taken = [
            c.target_tokens for c in detection.cues if c.target_tokens is not None and c.kind == "ambiguous"
        ]
        placed = [
            c.target_tokens
            for c in detection.ambiguous
            if c.target_tokens is not None
            and _placed_on_noun(c, nouns, predicates)
            and not (  # a person inside a prepositional phrase is no subject ("from his boss")
                c.source_tokens is not None
                and c.source_tokens[0] < len(src_toks)
                and prepositional_object(src_toks, c.source_tokens[0])
            )
        ]
        read: list[tuple[tuple[int, int], Realisation]] = []
        for sp in predicates:
            if any(_same_clause(tokens, p, sp) for p in placed):
                # the placed person's own coordinated predicate ("L'avvocato la lodò e fu molto
                # contento"): its subject is that person, not the one person (NGLE 31.3)
                continue
            g = inflector.gender_of(tokens, inflector.phrase_span(tokens, sp)) or inflector.gender_of(
                tokens, sp
            )
            if fixed_gender_phrase(tokens, sp, lang, g):
                continue  # (ex47) "Fu la sola vittima", "Era un membro": the noun's own gender
            if g in _OPPOSITE:
                read.append((sp, g))
        for sp in inflector.person_spans(tokens):
            if sp in predicates:
                continue
            if any(sp[0] < b and a < sp[1] for a, b in taken) or inflector.plural(tokens, sp):
                continue
            if _fixed_gender_noun(tokens[sp[1] - 1], lang):
                # (rules-9) a noun the dictionary knows in one gender with no form in the
                # other is a thing ("nella cura", "dell'ordine"), not the person
                continue
            g = inflector.gender_of(tokens, sp) or inflector.gender_of(
                tokens, inflector.phrase_span(tokens, sp)
            )
            if fixed_gender_phrase(tokens, sp, lang, g):
                # (rules-62) a person noun of one grammatical gender ("la vittima") shows only
                # its own; (ex49) so does the masculine of "membro", "capo"
                continue
            if g in _OPPOSITE:
                read.append((sp, g))
        if not read or len({g for _, g in read}) != 1:
            return []
        base = explicit[0]
        return [
            (
                replace(
                    base,
                    target_tokens=sp,
                    target_span=" ".join(tokens[sp[0] : sp[1]]),
                    target_gender=g,
                    note=f"{base.note}; the one person's noun in the translation",
                ),
                g == base.source_gender,
            )
            for sp, g in read
        ]

    def _cue_variants(
        self,
        reader: CueReader,
        tokens: list[str],
        verdicts: Sequence[tuple[Cue, bool]],
        alignment: bool | None,
        amb_spans: Sequence[tuple[int, int]],
        seen: set[str],
    ) -> list[Variant]:
        """Agent_exp for a :class:`CueReader`: the explicit cues flipped by their kind (all of
        them to the other gender when the constraint is followed, the disagreeing ones to the
        source's gender when it is violated), the free ambiguous spans in M (as ``canonical``
        does for the other languages). Every cue must flip, else no variant is made."""
        if alignment is None:
            return []
        todo = [
            (c, _OPPOSITE[c.source_gender] if alignment else c.source_gender)
            for c, ok in verdicts
            if c.target_tokens is not None and c.source_gender in _OPPOSITE and (alignment or not ok)
        ]
        if not todo:
            return []
        out = list(tokens)
        for c, g in sorted(todo, key=lambda x: x[0].target_tokens or (0, 0), reverse=True):
            assert c.target_tokens is not None
            new = reader.realise_cue(out, c.target_tokens, g, c.source_span, _cue_kind(c))
            if new is None:
                return []
            out = new
        taken = [c.target_tokens for c, _ in todo if c.target_tokens is not None]
        inflector = cast("Inflector", reader)
        for sp in sorted(amb_spans, reverse=True):
            if all(sp[1] <= a or sp[0] >= b for a, b in taken):
                out = inflector.realise(out, sp, "M") or out
        text = " ".join(out)
        if text in seen or out == tokens:
            return []
        seen.add(text)
        gender = todo[0][1]
        return [Variant(text, gender, "explicit", satisfies=not alignment)]

    @staticmethod
    def _gate(
        inflector: Inflector,
        tokens: list[str],
        new: list[str] | None,
        gender: Realisation | None,
        rejected: list[str],
    ) -> list[str] | None:
        """``new`` if the inflector's validity gate accepts it, else ``None`` (the reason recorded)."""
        if new is None:
            return None
        why = inflector.validate(tokens, new)
        if why is None:
            return new
        rejected.append(f"{gender or '?'}: {why}")
        return None

    # -- stage 3: the judge -----------------------------------------------------------

    def judge(self, inputs: Sequence[JudgeInput]) -> list[Judgement]:
        return [self._judge_one(x) for x in inputs]

    def _judge_one(self, x: JudgeInput) -> Judgement:
        amb = [s.score for s in x.scored if s.variant.kind == "ambiguous"]
        consistent = [s.score for s in x.scored if s.variant.kind == "explicit" and s.variant.satisfies]
        alignment = x.analysis.variants.alignment
        notes: list[str] = []
        if alignment is False and consistent:
            base = fmean(consistent)
            value = base - self.explicit_penalty
            notes.append(
                f"explicit gender violated: mean of {len(consistent)} corrected variant(s) {base:.4f} "
                f"minus penalty {self.explicit_penalty:g}"
            )
        elif alignment is False:
            value = x.q_orig - self.explicit_penalty
            notes.append(
                f"explicit gender violated, no corrected variant: q_orig minus {self.explicit_penalty:g}"
            )
        else:
            # A translation that follows the explicit gender: its flipped variant is the same
            # translation in the other gender, so its backbone score measures the same quality
            # under the backbone's preference for that gender; with it in the median the judge
            # is gender-invariant for explicit persons too (a backbone that prefers the
            # masculine no longer keeps a correct feminine translation below its own masculine
            # flip). The flip is wrong, and the judge does not reward it: the violating
            # translation gets its own score minus the penalty above.
            flips = (
                [s.score for s in x.scored if s.variant.kind == "explicit" and s.variant.satisfies is False]
                if alignment is True
                else []
            )
            value = median([x.q_orig, *amb, *flips])
            if amb or flips:
                notes.append(
                    f"gender-invariant quality: median over the original and {len(amb) + len(flips)} "
                    "realisation(s)"
                )
            else:
                notes.append("no alternative realisation: backbone score of the original")
            if alignment is True:
                notes.append("explicit gender followed")
        value = min(1.0, max(0.0, value))
        return Judgement(q_uqe=100.0 * value, rationale="; ".join(notes))

    def describe(self) -> dict[str, Any]:
        return {"explicit_penalty": self.explicit_penalty, "rules_version": RULES_VERSION}
