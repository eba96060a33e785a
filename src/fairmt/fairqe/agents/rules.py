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
  ``A_exp`` weighs the readings (rules-9, :func:`.explicit_verdicts.decide_alignment`): a firm reading (a
  pronoun's or title's form, a seed-lexicon word, a singular person noun) that disagrees is a
  violation; firm readings that all agree outvote loose ones (the analyser on a misaligned
  word, a plural noun); with no firm reading every reading must agree. When no explicit cue
  can be read and the source names one person, that person's nouns -- bare predicate nouns
  after "be"/"become"/"as" included ("Fue presidenta", "trabajó como abogada") -- are checked.
  A noun reading that disagrees is no violation when the inflector has no form of the word in
  the source's gender (rules-10, :func:`.explicit_verdicts.no_form_in`): a thing the aligner reached
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
from statistics import fmean, median
from typing import TYPE_CHECKING, Any, Literal

from fairmt.align.base import CUE_ALIGNER
from fairmt.errors import UnsupportedLanguageError, UsageError
from fairmt.fairqe.agents.ambiguous_variants import ambiguous_variants
from fairmt.fairqe.agents.base import Agents, Analysis, JudgeInput
from fairmt.fairqe.agents.cue_readers import CueReader, _cue_kind
from fairmt.fairqe.agents.explicit_variants import explicit_variants
from fairmt.fairqe.agents.explicit_verdicts import explicit_verdicts
from fairmt.fairqe.agents.span_realisation import apply_spans
from fairmt.fairqe.cue_tokens import spaced_item
from fairmt.fairqe.types import Cue, CueDetection, Item, Judgement, VariantSet

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


_Key = tuple[str, str, str]


def _key(item: Item) -> _Key:
    return (item.source, item.translation, item.tgt_lang)


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

    #: Realise ``(span, gender)`` pairs under the validity gate (:func:`.span_realisation.apply_spans`;
    #: the sentence realiser and tests call it by this name too).
    _apply = staticmethod(apply_spans)

    def variants(self, item: Item, detection: CueDetection) -> VariantSet:
        """Agent_amb (:mod:`.ambiguous_variants`) and Agent_exp (:mod:`.explicit_verdicts`,
        :mod:`.explicit_variants`) for one item."""
        try:
            inflector = self._inflector(item.tgt_lang)
        except UnsupportedLanguageError as e:
            return VariantSet(failed=True, error=str(e))
        tokens = item.translation.split()
        seen = {" ".join(tokens)}
        rejected: list[str] = []
        amb = ambiguous_variants(inflector, item, detection, tokens, seen, rejected)
        verdicts, alignment = explicit_verdicts(inflector, item, detection, tokens)
        exp_variants = explicit_variants(
            inflector, item, tokens, verdicts, alignment, amb.spans, seen, rejected
        )
        return VariantSet(
            tuple(amb.variants), tuple(exp_variants), alignment, amb.original, rejected=tuple(rejected)
        )

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
