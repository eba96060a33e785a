"""Word lists of the rules gender-cue detector (:mod:`fairmt.fairqe.cues`).

Written by the fairmt team (common English words and their everyday translations; no
list was copied from another project). Lists are space-separated strings so that they
read like data; :mod:`fairmt.fairqe.cues` parses them once at import. Change
:data:`LEXICON_VERSION` with any edit: it goes into the detector's signature.

English entries are lower-case singular lemmas (multi-word entries use single spaces);
the detector adds the regular English plurals itself and takes the irregular ones from
:data:`IRREGULAR_PLURALS`. Which category each list feeds, and what the detector does with
context (titles before names, words that are also verbs or adjectives, plurals, the
agreement rule C6), is described in :mod:`fairmt.fairqe.cues`.
"""

from __future__ import annotations

from fairmt.languages import CueTargets

#: en-cues-33 (branch bug29): no list changed; the English Apertium readings no longer depend on
#: whether a word was the last of its batch (apertium_morph: batches end with a newline).
#: en-cues-34 (branch exp29it, which had taken 33): Italian copulas, conjunctive adverbs and "more
#: or less" before a predicate (the en-cues-34 comments in cue_lexicon, cue_rules, cue_target, cues).
#: en-cues-35 (branch exp29es, which had taken 33): a possessive "her" after a preposition no longer
#: blocks the guard on a stressed pronoun after a preposition (cue_target._not_prepositional).
#: en-cues-36 (branch closedfr29, which had taken 33): two-word degree modifiers ("a little", "a bit",
#: "kind of", "sort of") between a copula and its predicate (cue_predicates._DEGREE_PAIRS).
#: en-cues-37 (session 22, closedit30): an unmarked reflexive object and its predicative ("make
#: yourself comfortable", "we consider ourselves lucky") is a C10 (cue_clauses.reflexive_predicates).
#: en-cues-38 (session 22, branch closedes30, which had taken 37): "the" + a fused-head superlative
#: or ordinal after a copula is the subject's predicate ("I am the youngest in my family";
#: cue_predicates._superlative_head); the predicate of "to be" after a personal subject's predicate
#: is a cue of its own ("I was lucky to be chosen"; cue_predicates._infinitive_predicate).
#: en-cues-39 (session 22, branch closedfr30, which had taken 37): an -ing verb with a determiner
#: after it, right after the link, makes a progressive, whose noun is the verb's object, no
#: predicate ("she's dating an American"; cue_rules._progressive).
#: en-cues-40 (session 23, branch pairs31): an object "them" right after its clause's subject
#: and verb is not that subject's pronoun ("nobody recognised them"; they_binding).
#: en-cues-41 (session 23, branch closedit31, which had taken 40): a gendered noun after a preposition and its
#: determiner, or inside a relative clause, is no subject of the predicate after it ("The surgeon who operated
#: on my father is Brazilian"; cue_embedded_nouns.embedded_noun); the thanked person of "Thank you for coming"
#: is a C10 aligned through the gerund (cue_thanks.thanked_gerunds).
#: en-cues-42 (session 23, branch exp31it, which had taken 40): an English subject pronoun the Italian
#: translation makes the dative of another verb ("she was diagnosed" -> "le fu diagnosticato", "she manages
#: it" -> "le riesce") is read on that "gli"/"le" when no other English pronoun can own it
#: (fairqe.dative_subjects); Italian seed translations of matriarch/patriarch, schoolgirl/schoolboy,
#: chairwoman/chairman, spokeswoman/spokesman, noblewoman/nobleman and matron; a capitalised pronoun inside a
#: title ("Death Becomes Her", "Dolly Dawn and Her Dawn Patrol") is no cue (cue_name_pronouns); an Italian
#: hyphenated compound is matched by its head ("principe-abate"; SeedForms.match); a capitalised gendered or
#: role noun inside a name that the translation copies ("Stratosphere Girl", "Saint Anne School") is placed on
#: its copy, without an article (cue_name_pronouns.copied_title_word); a possessor dative ("toglierle il
#: diritto") is looked for in the whole sentence when no other English pronoun can own it
#: (dative_subjects.sole_person); a capitalised article before a lower-case word ("An engineer by training,
#: she") is no given name (cue_rules._scan).
#: en-cues-43 (session 23, branch exp31es, which had taken 40): Spanish semi-copulative
#: "aparecer"/"permanecer" take a subject predicative; a plural sex noun before a capitalised name ("Girls
#: High School") is read on the sex adjective (cue_attributive); a lower-case "mr"/"mrs" before a name is a
#: title; the neuter "lo que" yields to the person's "lo" and "de ella"/"de él" names a possessor
#: (cue_possessors); seeds "god", "member" (es) and aliases chairman/chairwoman -> president,
#: schoolboy/schoolgirl -> student; "business man/woman" takes the closed compound's seed; "Como
#: resultado,"/"Dicho esto," are no fronted predicative (person_agreement) (the en-cues-43 comments in
#: cue_lexicon, cue_rules, cues, person_agreement).
#: en-cues-44 (session 24, exp32it): object her/him off a possessive, one far enclitic
#: (object_pronoun_places); "le" before a no-object verb (dative_subjects.only_dative); idioms (cue_idioms);
#: phrasal "and" (nominal_coordination); copied counterparts; madam(s); it seeds lady/lord, consorella.
#: en-cues-45 (session 25, de33): "the Spanish" and a cardinal before an -ese word ("killed 20 Japanese") are
#: people (cue_rules._nominal_adjective).
#: en-cues-46 (session 25, closedit33, which had taken 45): "server", "controller", "monitor" in a sentence
#: about computers or devices are machines, no cues (cue_thing_senses.py: "the web server crashed");
#: "those"/"these" before a noun is its determiner, so "one of those slots" is no partitive of people
#: (cue_rules).
#: en-cues-47 (session 26, exp34): "myself" in the direct speech of "he"/"she" ("She says: I need to feel good
#: about myself") is the speaker's reflexive, read as "herself"/"himself" (direct_speech.py).
#: en-cues-48 (session 27): seeds for the quantifying pronouns that stand for people in es/fr/it
#: (QUANTIFIERS_IT/_ES/_FR: "Pochi di loro", "Pocas de ellas"), which the aligner linked to unseen words.
#: en-cues-49 (session 28): a sentence-initial participle or adjective phrase whose subject after the comma
#: is I/you/we/they ("Tired of waiting, they decided to leave"; also after "Once", "When": "Once seated,
#: they") is a C10 cue (cue_predicates); "the only one(s)" is a fused-head predicate, with seeds for it and
#: for "the first/last" (FUSED_HEADS_ES/IT/FR); "guide(s) to" + a non-verb is the book (cue_rules); an -ly
#: adjective ("lonely") is the predicate, no adverb; "first"/"last" after a verb of arriving whose subject has
#: no stated gender is a C10 cue ("Whoever arrives first"); a C10 predicate the aligner placed nowhere or on
#: an adverb is placed by the target's clause-opening copula (unaligned_predicates).
#: en-cues-50 (session 29, branch esit37): emphatic and reflexive self-pronouns are C10 cues of the speaker or
#: addressee ("I did it myself", "proud of yourself", "by myself": cue_intensifiers); "the last ones", "the
#: youngest one" are fused-head predicates like "the last"; es/it seeds "mismo/misma", "stesso/stessa" for the
#: -self pronouns.
#: en-cues-51 (session 30): an age head before "of (the)" + a bare cardinal and the clause's verb stands for
#: a person ("The youngest of the three was the smartest"; cue_rules._of_numeral_alone); a floating
#: "all"/"both"/"each" right after "you"/"we"/"us" quantifies people ("Thank you all for coming"); imperative
#: copulas stay/remain/keep/get/become take the addressee's predicate like "be" ("Stay calm"); verbless
#: fragments "Tired?", "Ready to go?" and es/it "Welcome back!" are the addressee's (cue_fragments); a
#: sentence-final predicative after a comma is a pronoun subject's ("They left, offended": cue_detached);
#: branch de39: role abbreviations PM/MP/MLA/MEP/MSP are person cues as written (ROLE_ABBREVIATIONS), and a
#: capitalised NAME_ADJECTIVES word before a capitalised noun is part of a name ("the National Council");
#: branch ex39: a fused head predicated of she/he is an explicit cue ("She is the youngest of four children").
#: en-cues-52 (session 31): branch esit40: "vet" is a C7 role noun, counted only after a determiner in the
#: singular ("We vet every applicant" gives none); branch de40: "counterpart" is a relation noun; branch fr40:
#: a verbless question wrapped in adverbs or a short complement is a C10 fragment ("Lost again?", "Still
#: angry with me?"); branch ex40: an ordinal in figures before a person noun opens its noun phrase ("3rd
#: prebendary"), "superhuman"/"inhuman" are no -man compounds, and the seed forms after "young".
#: en-cues-53 (session 32): branch own32: "intern" has seed forms in de, es, fr, it (Praktikant/in,
#: becario/a, stagiaire, stagista): without them the aligner spread the cue over noun, verb and predicate
#: (fairqe_pairs_dev it-d040); "head" (of ...) has seed forms (Leiter/in, jefe/a, chef/fe, capo,
#: responsabile); branch ex41: depictive state words after he/she + a verb of motion are C6 cues; branch
#: fr41: a verbless participle-and-adjective sentence is a fragment cue.
#: en-cues-54 (session 33): branch gatees42: "many/few/some of these/those + noun" stands for people only when
#: the noun names people (cue_rules._quantifier).
#: en-cues-55 (session 34): branch ex44: a phrase after a comma closing a clause that a he/she subject opens
#: is that subject's apposition ("She was born in Leeds, the eldest of four": subject_appositions); branch
#: fr44: a verbless run of coordinated predicates after a short setting of adverbs and prepositions is a
#: fragment cue ("Home at last, exhausted but happy."; not after a name or a verb: cue_fragments).
#: en-cues-56 (session 38, dc49): a capitalised plural of a person noun WordNet writes only in lower case,
#: inside a sentence of a game or a broadcast not in title case, is a team's or a show's name ("the Giants
#: beat the Warriors in the playoffs"): no cue, and its translation stays (fairqe.name_plurals).
#: en-cues-57 (session 38): branch ex49: a slash pair of compounds sharing their head ("gold/silversmith",
#: "fire/policeman") is read as its last part (cue_words._shared_head); not a doublet of two person nouns
#: ("barmaid/barman") nor a first part completed only by a -man/-woman ending ("cat/fisherman": "catman").
#: en-cues-58 (session 39, dc50): an em dash closed up between two words ("the nurse—her name"), or "--"
#: between two words, is set off as its own token in the rules' source copy (cue_tokens.spaced_item): both
#: words are read as with a spaced dash; a capitalised word the MT kept inside a name is a person noun
#: only where WordNet's first sense is a person and some person sense a class, not only famous persons
#: under a surname ("der Geiger Counter"; "barber" stays: common_person_noun).
#: en-cues-59 (session 39): branch ex50: a target slash word of person nouns ("attore/regista") is read
#: half by half, the gender its halves agree on; a doublet of both genders reads nothing (slash_words); a
#: WordNet person noun before an -ing participle clause is a cue ("a woodcarver working in"; ex50 module
#: postnominal_participles; WordNet person nouns only, an -ing noun SemCor tags stays a head before a
#: preposition: "an Italian painting in Rome"); a slash pair of two different nouns keeps the whole reading.
#: en-cues-60 (session 40, dc60): a capitalised title opening a run of capitalised words that ends in a
#: place's or an institution's head ("Queen Adelina Hospital", "President Harwell High School") is inside
#: that name and names no one; a head that is a surname too ("Park", "Hall", "Street") ends such a name
#: only right after another head ("Memorial Park"): "President Park" keeps its cue (named_institutions).
#: en-cues-61 (session 40): branch ex60: a singular role noun a he/she subject plays ("plays a banker") or
#: takes on ("adopts the persona of a detective") is a C6 cue of the subject's gender (fairqe.role_taking).
#: Review m_ex60: he/she is the verb's subject; no sports object, 'take the part of', 'the role of the X'.
#: en-cues-64 (session 40): branch cp60: subject control (cue_control): "She hopes to be invited", "he
#: wants to be promoted", "she hates being ignored", "she was pleased to be chosen": the infinitive's
#: participle agrees with the controller (C6 explicit, C10 with I/you/we/they, the person's own group
#: after a role noun), no longer an agentless passive; object control ("asked him to be") is left out.
#: en-cues-65 (session 40, mcp60): that control path takes pronoun controllers only (no role noun,
#: no expletive "it"); "used to" is no control verb.
#: en-cues-66 (session 41, dc61): WordNet person nouns that are also things, never people in SemCor
#: ("diver", "sweeper", "bowler"; data/person_things.txt), are cues where the sentence shows a person:
#: a who-relative after, a full name after (not for vehicles/vessels), a copula before whose subject is
#: a pronoun, a relative "who" or a given name (fairqe.signalled_persons); no dictionary, no cue.
#: en-cues-69 (session 41, ex61): a noun cue on a common-gender relational adjective is read on its
#: noun, a person noun with an other-gender form after no preposition ("empresario industrial").
#: en-cues-70 (session 41, es61b): a C10 predicate after a copula may be a one-gender adjective that is also
#: an adverb or noun ("¿Estás seguro de que ...?"), as its feminine already was (unaligned_predicates).
#: en-cues-71 (session 42, pn62): the WordNet person list reads a gloss's gender from its head only ("a
#: person who murders their father" is no man), -ling nouns are no participles ("underling"), and nouns
#: tagged as things at least as often as persons need a signal (scripts/build_person_nouns.py).
#: en-cues-71 (session 42, es62): "much"/"far" before a predicate are degree adverbs ("we are much happier",
#: "I feel far better"), skipped like "very": the predicate is the comparative, not "much" (es "mucho").
#: en-cues-71 (session 42, fr62): "the old and loyal dog": a people adjective coordinated with the epithets of
#: a noun-only word is attributive, no fused head (cue_adjective_chains).
#: en-cues-74 (session 42, it62): a C10 predicate may be a one-gender participle that is also a noun ("Fui
#: scelta", "scelta" the choice), as its masculine already was (unaligned_predicates._homograph_adjective).
#: en-cues-76 (session 42, es62b): an unmarked reflexive after a form of "be" is its complement, a C10
#: hit on the speaker or addressee ("Be yourself!", "Just be yourselves"; fairqe.cue_intensifiers); a
#: floating quantifier between a pronoun subject and its verb is skipped ("We both were tired").
#: en-cues-77 (session 42): the merge of the branches above, whose labels 71-76 overlapped; no other change.
#: en-cues-78 (session 43, en63): the WordNet person list keeps -man words whose stem is no English word
#: and whose plural WordNet writes in -s ("shaman"), and words whose gendered senses SemCor never tagged
#: ("elector"); a vehicle SemCor tagged ("fighter") needs a signal; a verb-only word ("sold") is no head a
#: person noun modifies; "for V-ing" after a verb of judging is the object head's (gerund_objects), and a
#: sentence-final gerund is counted.
#: en-cues-79 (s44, en64): -person compounds; solid WordNet 2-word persons; -s verb+object; "the ADJ are"
#: en-cues-80 (deb65): role nouns read as things by their collocates (aircraft "fighters"/"scouts",
#: radio "receivers", a series' "pilot") or by a restrictive "which" relative (cue_collocation_senses).
#: (deb65 mend) no "which" relative after a verb of asking/telling/showing; no "season", "ratings", "aired",
#: "series of", planes/airfields, "attacker"/"raider" as collocates; no family pair linked by a copula.
#: en-cues-80 (s45, en65): the plural of a WordNet person noun mostly used as an adjective is a person
#: ("civilians", "militants": data/person_adjectivals.txt); an unlisted -er/-or agent noun on a verb whose
#: first WordNet sense takes a "Somebody" subject only ("rehabilitator": person_agent_nouns); "the ADJ" +
#: up to two adverbs + a plural verb ("the curious always ask"), and a listed one before an -ing clause ("the
#: homeless sleeping under the arches": plural_fused_adjectives); mend: no agent noun of a verb whose first
#: sense takes "Somebody ----s something" (a tool as well: "dehydrator"); person_adjectivals.txt built by
#: scripts/build_person_adjectivals.py, without graded forms ("longer"), -s words, thing plurals ("comics").
#: en-cues-81 (session 45 merge): the deb65 and en65 cue changes together.
#: en-cues-82 (s46, en66): a pro-drop translation's detached series of predicatives agreeing with the
#: one person ("..., tan cansada, tan ansiosa"; fairqe/detached_predicatives.py).
#: en-cues-82 (s46, frg66): a cardinal apposed to "we"/"you" heading no noun is skipped like a floating
#: quantifier ("You two are lucky", not "I owe you two dollars": cue_clauses.apposed_cardinal); an
#: ordinal fused head with "one(s)" or a "who" relative is a person ("the last one to leave was",
#: "the first one who": ordinal_ones).
#: en-cues-83 (session 46 merge): the en66 and frg66 cue changes together; the fused head with "one"
#: or "who" is no cue of its own as a copula's complement ("she is the only one who knows").
#: en-cues-84 (en67): a predicate cue's aligned span leaves out a copula or passive auxiliary at its
#: start ("Viene lodato" -> "lodato"; es/pt "ha" only before "sido"), so the participle gets its
#: variant (predicate_copulas).
LEXICON_VERSION = "en-cues-84"

# --------------------------------------------------------------------------- English

# C1: gendered personal, possessive and reflexive pronouns.
PRONOUNS_F = "she her hers herself"
PRONOUNS_M = "he him his himself"
#: Slash forms that name both genders: gender-inclusive, read as neutral (C8).
PRONOUNS_BOTH = "he/she she/he s/he his/her her/his him/her her/him himself/herself herself/himself his/hers"
#: Subject pronouns (used by the agreement rule C6 and the singular-they rule).
SUBJECT_PRONOUNS = "he she"

# C2: kinship nouns whose gender is fixed.
KINSHIP_F = (
    "mother mom mum mommy mummy mama mamma momma mother-in-law sister sis daughter aunt auntie aunty "
    "niece wife missus grandmother grandma granny grandmom nana granddaughter grandniece stepmother "
    "stepmom stepmum stepdaughter stepsister godmother goddaughter fiancée fiancee"
)
KINSHIP_M = (
    "father dad daddy papa father-in-law brother bro son uncle nephew husband hubby grandfather "
    "grandpa granddad grandad grandson grandnephew stepfather stepdad stepson stepbrother godfather "
    "godson fiancé fiance"
)

# C3: nouns (and a few adjectives) with lexical gender. The unmarked masculine member of a
# suffix pair (actor/actress, waiter/waitress, host/hostess, heir/heiress, hero/heroine,
# steward/stewardess, author/authoress, poet/poetess, priest/priestess, usher/usherette,
# comedian/comedienne, landlord/landlady, sorcerer/sorceress) is used for every gender in
# current English: it is an occupation/role noun (C7), and only the marked form is C3.
# Kept so in en67 (issue 13): read as masculine, "waiter", "priest" or "wizard" would rank a few
# MT-GenEval counterfactual lines better, but GATE lists them as gender-ambiguous, and a feminine
# translation of such a use ("la camarera" for "the waiter") would be flagged as a violation.
# The five ranks of the British peerage and their female forms are all listed (en-cues-31 completes the
# closed class with earl, viscount and viscountess; Debrett's, *Correct Form*, the peerage):
# duke/duchess, marquess/marchioness, earl/countess, viscount/viscountess, baron/baroness.
LEXICAL_F = (
    "woman lady girl gal lass lassie maiden damsel matron matriarch madam queen princess duchess empress "
    "countess viscountess baroness marchioness actress waitress stewardess hostess heiress heroine "
    "goddess nun "
    "priestess abbess headmistress mistress businesswoman chairwoman spokeswoman saleswoman policewoman "
    "firewoman congresswoman sportswoman craftswoman camerawoman anchorwoman councilwoman countrywoman "
    "horsewoman noblewoman stateswoman washerwoman frontwoman forewoman landlady girlfriend bride widow "
    "housewife maid schoolgirl ballerina masseuse comedienne usherette sorceress authoress poetess "
    "songstress seamstress governess spinster diva alumna dame tsarina czarina tsaritsa sultana "
    "schoolmistress female ladylike womanly girlish motherly sisterly"
)
LEXICAL_M = (
    "man gentleman boy guy lad chap bloke dude lord king prince duke earl viscount emperor baron marquis "
    "monk god abbot "
    "patriarch headmaster businessman chairman spokesman salesman policeman fireman congressman "
    "sportsman craftsman cameraman anchorman councilman countryman horseman nobleman statesman frontman "
    "foreman alderman fisherman postman mailman milkman handyman repairman workman weatherman gunman "
    "doorman serviceman barman clergyman tradesman watchman boyfriend groom bridegroom widower "
    "househusband masseur schoolboy schoolmaster alumnus tsar czar shah sultan marquess male manly "
    "boyish fatherly brotherly gentlemanly"
)

# C4: titles and honorifics (with or without a final period). "Miss", "Lady", "Lord" and
# "Dame" count as titles only when capitalised and followed by a capitalised word.
TITLES_F = (
    "mrs ms madam madame ma'am mme mlle mademoiselle señora senora señorita senorita signora signorina "
    "frau fräulein"
)
TITLES_M = "mr mister sir monsieur señor senor signor signore herr messrs"
TITLES_BEFORE_NAME_F = "miss lady dame"
TITLES_BEFORE_NAME_M = "lord master"
#: Gender-neutral titles: the holder's gender is open (C8 for Mx, C7 for the others).
TITLE_NEUTRAL = "mx"
TITLES_ROLE = "dr prof rev"

# C7: occupation, role and person nouns that do not say the gender. WinoMT's 40
# occupations and its other entities are all here.
OCCUPATIONS = (
    # WinoMT
    "accountant administrator advisee advisor adviser analyst appraiser architect assistant attendant "
    "auditor baker bartender broker buyer bystander carpenter cashier ceo chef chemist chief cleaner clerk "
    "client cook counselor counsellor customer designer developer dietitian dispatcher doctor driver "
    "editor educator electrician employee engineer examiner farmer firefighter guard guest hairdresser "
    "homeowner housekeeper hygienist inspector instructor investigator janitor laborer labourer lawyer "
    "librarian machinist manager mechanic mover nurse nutritionist officer onlooker owner painter "
    "paralegal paramedic passenger pathologist patient pedestrian pharmacist physician planner plumber "
    "practitioner programmer protester protestor psychologist receptionist resident salesperson "
    "scientist secretary sheriff specialist student supervisor surgeon tailor taxpayer teacher "
    "technician teenager therapist undergraduate veterinarian vet victim visitor witness worker writer "
    # health, science, education
    "dentist midwife psychiatrist pediatrician paediatrician radiologist neurologist cardiologist "
    "optician optometrist physiotherapist pharmacologist caregiver carer orderly researcher professor "
    "lecturer tutor principal dean scholar academic mathematician physicist biologist geologist "
    "astronomer economist historian philosopher linguist sociologist anthropologist archaeologist "
    "statistician postdoc trainee intern apprentice pupil schoolteacher headteacher "
    # law, government, military, police
    "attorney solicitor barrister judge juror prosecutor defendant plaintiff detective cop constable "
    "sergeant lieutenant captain colonel commander admiral soldier cadet politician president minister "
    "senator governor mayor legislator lawmaker diplomat ambassador envoy consul chancellor delegate "
    "deputy commissioner councillor councilor representative official bureaucrat treasurer monarch "
    "ruler dictator controller coordinator organizer organiser monitor "
    # business, trades, services
    "executive director entrepreneur founder investor banker trader merchant shopkeeper retailer vendor "
    "seller consultant contractor agent realtor builder bricklayer welder roofer locksmith gardener "
    "landscaper butcher barber hairstylist stylist beautician cosmetologist waiter bellhop porter "
    "butler nanny babysitter courier messenger teller bookkeeper operator salesclerk barista server "
    "host usher steward pilot astronaut sailor fisher miner bodyguard lifeguard ranger chauffeur "
    "trucker coder surveyor draftsman landlord "
    # arts, media, sport
    "actor artist sculptor singer songwriter musician composer conductor pianist guitarist violinist "
    "drummer rapper dancer choreographer filmmaker producer screenwriter playwright novelist poet author "
    "journalist reporter columnist critic photographer illustrator animator cartoonist comedian "
    "entertainer presenter broadcaster announcer anchor model magician performer curator translator "
    "interpreter publisher blogger influencer athlete player coach referee umpire goalkeeper runner "
    "swimmer cyclist skier boxer wrestler gymnast jockey footballer cricketer golfer rower sprinter "
    "skater climber champion medalist medallist olympian "
    # religion
    "priest pastor preacher bishop rabbi imam missionary vicar chaplain pope "
    # other roles and person nouns
    "person individual adult infant toddler teen adolescent youngster newcomer member participant "
    "applicant candidate volunteer expert professional beginner novice veteran graduate tenant citizen "
    "immigrant migrant refugee foreigner tourist traveler traveller commuter pilgrim survivor suspect "
    "thief robber burglar murderer killer attacker assailant hostage inmate prisoner convict detainee "
    "activist campaigner advocate lobbyist feminist leader winner hero heir shopper consumer user "
    "patron donor sponsor recipient beneficiary speaker listener reader viewer spectator observer "
    "narrator protagonist inventor pioneer explorer adventurer hiker climber settler hunter warrior "
    "knight servant slave "
    "peasant farmhand executor offender respondent supplier competitor sinner informer intruder helper "
    "mediator fan saint believer heretic pagan patriot oppressor rebel traitor spy outlaw captive "
    "worshipper worshiper follower supporter opponent critic newborn orphan superintendent brigadier "
    "actuary villain consort disciple commandant compiler carver collector coauthor moderator cfo coo "
    "cto chair chairperson chieftain divorcee homemaker creative postulant suitor alcoholic liberal "
    "conservative national wargamer gamer lodger boarder caller sender addressee trustee nominee "
    "appointee interviewee interviewer examinee licensee franchisee attendee retiree escapee evacuee"
)
#: Nationality and religion nouns (C7; plural C12). The singular is usually an adjective
#: ("the Russian army"): it counts only after a determiner and before a verb or punctuation.
DEMONYMS = (
    "american canadian mexican brazilian argentine argentinian chilean peruvian colombian venezuelan "
    "cuban jamaican haitian salvadoran guatemalan honduran nicaraguan panamanian bolivian ecuadorian "
    "uruguayan paraguayan briton scot spaniard german italian belgian austrian swede "
    "norwegian dane finn icelander pole czech slovak hungarian romanian bulgarian greek turk russian "
    "ukrainian belarusian serb croat bosnian albanian georgian armenian azerbaijani kazakh uzbek "
    "egyptian moroccan algerian tunisian libyan nigerian kenyan ethiopian somali sudanese ghanaian "
    "senegalese congolese ugandan tanzanian zimbabwean israeli palestinian lebanese syrian iraqi "
    "iranian afghan pakistani indian bangladeshi nepali korean vietnamese thai filipino indonesian "
    "malaysian australian european african asian arab latino latina jew muslim christian catholic "
    "protestant hindu buddhist sikh mormon quaker atheist californian texan new yorker londoner "
    "parisian berliner"
)
#: Suffixes of agent nouns that name people (C7; with -s, C12), with the words they would
#: wrongly catch. "-ist" and "-eer" need at least seven letters.
AGENT_SUFFIXES = "ist ician ographer keeper worker goer holder eer"
AGENT_SUFFIX_STOPLIST = (
    "checklist playlist wishlist shortlist blacklist whitelist waitlist setlist tracklist persist "
    "consist insist assist resist exist coexist subsist desist placeholder candleholder cupholder "
    "career veneer domineer"
)
#: "-man"/"-woman" compounds not in the lists are C3; these words only look like them.
MAN_STOPLIST = (
    "human german roman shaman ottoman talisman caiman cayman doberman specimen regimen abdomen "
    "acumen stamen semen yemen dolmen hymen omen amen walkman"
)
#: Multi-word occupations, comma-separated (matched before their last word alone).
OCCUPATIONS_MULTI = (
    "construction worker, police officer, head teacher, vice president, prime minister, au pair, "
    "postal worker, shop assistant, sales assistant, flight attendant, factory worker, social worker, "
    "security guard, taxi driver, bus driver, truck driver, fire fighter, real estate agent, "
    "head coach, chief executive, research assistant, teaching assistant, audience member"
)

#: Words that are also common verbs or adjectives: a C7/C11 noun only after a determiner
#: or possessive within three words ("the cook", "a young guard", "Kim's coach"), right
#: after a linking verb ("became Chair", "served as coach"), or plural.
POS_AMBIGUOUS = (
    "cook guard judge nurse chief host coach guide model pilot anchor cleaner mover official "
    "representative principal academic professional resident patient executive deputy expert volunteer "
    "graduate veteran monitor advocate suspect convict server player runner reader user speaker "
    "character teller orderly intern agent operator boss minister director alcoholic creative liberal "
    "conservative national chair vet"
)
#: Of those, the ones that are adjectives first: capitalised before a capitalised noun they are part of
#: a name ("the National Council", "the Liberal Party"), not a person noun (de-inflect-33).
NAME_ADJECTIVES = "national liberal conservative creative professional academic"

#: Words that are often adjectives or noun modifiers ("official website", "chief
#: executive"): singular and followed by a lower-case word that is not a function word or
#: a verb form (-ed, -ly), not a cue.
MODIFIER_LIKE = (
    "official representative principal academic professional resident executive chief associate "
    "deputy expert volunteer graduate undergraduate veteran teen adult model pilot guide head police "
    "security anchor server captive critic fan alcoholic creative liberal conservative national"
)
#: Person nouns that also modify nouns ("patient care", "customer service"): as above, but
#: a following word in -s is taken for a verb ("the child needs").
MODIFIER_NOUNS = (
    "baby child student employee customer guest member user player reader host consumer client "
    "visitor passenger taxpayer homeowner patient worker teacher parent family"
)

# C8: gender-neutral pronouns and indefinites. "they" and its forms count only when they
# are singular-ambiguous (see cues.py); "themself" always does.
INDEFINITES = (
    "someone somebody anyone anybody everyone everybody no one no-one nobody whoever whomever "
    "whosoever others"
)
#: Multi-word indefinites (comma-separated): the relative pronoun takes the gender in
#: Romance targets ("those who" -> es "los que"/"las que").
INDEFINITES_MULTI = (
    "those who, the ones who, the one who, anyone who, someone who, any one, every one, another one, "
    "other one"
)
#: Quantifiers that refer to people when they stand alone before a verb, "who", an -ed
#: word or "of them/us/you" ("few are satisfied", "most concerned", "all of us"): C8.
QUANTIFIERS = "few many most some several both all none each"
#: Singular pronoun heads of the of-partitive (Quirk et al. 1985, the partitive
#: construction with a pronoun head): "one of them", "either of us", "neither of you" stand
#: for one person, and the Romance/German pronoun takes that person's gender ("uno/una de
#: ellos", "uno/una di loro", "l'un/l'une d'eux", "einer/eine von ihnen"). C8, singular;
#: only before "of" + a plural pronoun or plural person noun.
PARTITIVE_PRONOUNS = "one either neither"
#: Verbs and auxiliaries after such a quantifier.
QUANTIFIER_VERBS = (
    "are were have had will would can could should must may might do did who is was has seem seemed "
    "remain remained agree agreed say said think thought believe believed want wanted feel felt"
)
#: Adjectives used as nouns for groups of people after "the" ("the poor", "the elderly"):
#: C12 when a verb, "who", a preposition or punctuation follows. Participles in -ed
#: ("the besieged", "the accused") count as well.
NOMINAL_ADJECTIVES = (
    "poor rich elderly young old sick dead wounded injured accused deceased homeless unemployed "
    "disabled faithful needy blind deaf brave innocent guilty living missing displaced oppressed "
    "underprivileged weak powerful powerless marginalized marginalised wealthy righteous wicked "
    "japanese chinese french welsh irish english dutch swiss british scottish portuguese vietnamese spanish "
    "lebanese sudanese senegalese congolese maltese taiwanese burmese nepalese"
)
THEY_FORMS = "they them their theirs themselves"
THEMSELF = "themself"

# C9: given names used for every gender (English-speaking and a few international ones
# that are masculine in one country and feminine in another: Andrea, Nicola, Simone, Jean).
UNISEX_NAMES = (
    "Alex Ali Andy Andrea Angel Ari Ash Avery Bailey Billie Blair Bobbie Brook Cameron Carey Carson "
    "Casey Charlie Chris Corey Dakota Dale Dana Devon Drew Eden Elliot Elliott Emerson Emery Finley "
    "Francis Frankie Gabi Hayden Hunter Jackie Jaime Jamie Jean Jesse Jessie Jo Jody Jodie Jordan Kai "
    "Kelly Kendall Kerry Kim Kris Lee Leslie Lesley Logan Lou Marion Max Micah Morgan Nicky Nicola "
    "Noel Pat Parker Payton Peyton Phoenix Quinn Reese Remy Riley Robin Rory Rowan Ryan Sage Sam "
    "Sasha Shannon Shawn Sidney Simone Skyler Skylar Stevie Sydney Tatum Taylor Terry Toni Tracy "
    "Val Yuki Hikaru Akira"
)
#: Names that are also places: not a name after a locative preposition ("in Jordan").
NAMES_ALSO_PLACES = "jordan sydney devon dakota phoenix austin florence"

# C11: relation nouns (a person named by their relation to someone) without gender.
RELATIONS = (
    "friend colleague partner neighbour neighbor spouse cousin sibling parent child kid baby "
    "grandparent grandchild grandkid stepparent stepchild godparent godchild relative in-law "
    "roommate flatmate housemate classmate schoolmate teammate coworker co-worker workmate companion "
    "acquaintance stranger lover sweetheart ex twin ally rival opponent enemy mentor mentee protégé protege "
    "successor predecessor superior subordinate peer buddy pal newlywed boss employer counterpart"
)

# C12: collective nouns for groups of people (plurals of C7/C11 nouns are C12 as well).
GROUPS = (
    "people persons folks folk staff team crowd crew personnel workforce population humans offspring children"
)

#: Of the group nouns, the collectives: their translation is a thing (``el equipo``, ``das
#: Personal``) whose grammatical gender never changes with the members' gender.
COLLECTIVES = "staff team crowd crew personnel workforce population"
#: Of those, the ones that name an employer's people, translated by a plural person noun as often as
#: by a collective ("die Mitarbeiter", "das Personal"; de-inflect-33).
STAFF_COLLECTIVES = "staff personnel workforce"

#: Role nouns English writes as capitalised abbreviations ("PM Modi said", "Fellow MP Neil Coyle"), matched
#: as written: "pm" is also the afternoon ("3 pm") and "mp" no word (de-inflect-33).
ROLE_ABBREVIATIONS = "PM PMs MP MPs MEP MEPs MLA MLAs MSP MSPs"

#: Irregular plurals of English person nouns (the regular ones are generated).
IRREGULAR_PLURALS = {
    "man": "men",
    "woman": "women",
    "child": "children",
    "person": "people persons",
    "wife": "wives",
    "housewife": "housewives",
    "midwife": "midwives",
    "thief": "thieves",
    "alumnus": "alumni",
    "alumna": "alumnae",
    "fiancé": "fiancés",
    "fiancée": "fiancées",
    "passerby": "passersby",
    "hero": "heroes",
    "kid": "kids",
    "grandkid": "grandkids",
    "ex": "exes",
    "in-law": "in-laws",
    "sis": "sisses",
    "protégé": "protégés",
    "staff": "staff",
}

# --------------------------------------------------------------------------- English context

#: Words before a noun that mark a noun phrase (for words that are also verbs or adjectives).
DETERMINERS_EN = (
    "a an the this that these those my your his her its our their every each any another no some "
    "one two three several many few both all whose either neither such"
)
#: Words that link an explicit subject to a predicate noun (the agreement rule C6).
LINKS = "is was are were be been being becomes became become remains remained remain as"
#: Adverbs allowed between a subject, its auxiliary and a participle or predicate.
ADVERBS = (
    "not never also even later soon then now still already just once first often always recently "
    "eventually subsequently quickly initially formerly briefly widely very so too really quite "
    "rather extremely completely totally fully almost nearly finally previously originally "
    "ultimately officially reportedly allegedly "
    # degree adverbs before a predicate participle ("best known", "most noted", "well liked")
    "best most least better more less well "
    # en-cues-71: degree adverbs of a comparative ("we are much happier", "I feel far better";
    # Huddleston & Pullum 2002, CGEL ch. 13 §4.5): the predicate is the comparative after them
    "much far"
)
#: Copulas besides BE/GET whose predicate adjective or participle agrees with the subject
#: (closed class: change of state and continuation).
COPULAR_VERBS = "become becomes became becoming remain remains remained remaining stay stays stayed"
#: Auxiliaries of the passive and the predicate: BE and GET.
BE_GET = "am is are was were be been being get gets got gotten getting feel feels felt seem seems seemed"
#: Irregular past participles (the regular ones end in -ed).
IRREGULAR_PARTICIPLES = (
    "beaten bitten born bought brought built caught chosen done drawn driven eaten fallen felt fed "
    "fought found forbidden forgiven forgotten frozen given gone grown heard held hidden hit hung hurt "
    "kept known laid led left lent lost made meant met paid put read ridden run said seen sent set "
    "shaken shot shown shut slain sold sought spent spoken stolen struck stuck stung sworn taken taught "
    "thrown told torn understood woken won worn written"
)
#: Participles whose patient is a person and whose agent is a person (agentless passive C10).
#: Ditransitive verbs whose English passive keeps the direct object ("she was awarded the
#: prize"); Spanish, French and Italian passivise the object instead ("le fue otorgado el
#: premio"), so their participle is no predicate of the person (C6).
DITRANSITIVE_PASSIVES = (
    "awarded given granted offered shown told sent paid taught asked promised denied refused handed "
    "lent sold assigned owed"
)
PERSON_PASSIVES = (
    "arrested detained jailed imprisoned hired fired dismissed sacked employed recruited drafted elected "
    "appointed promoted nominated told asked invited interviewed accused charged convicted sentenced "
    "freed killed murdered injured wounded attacked assaulted kidnapped abducted rescued diagnosed "
    "hospitalized hospitalised trained educated awarded honored honoured knighted defeated sued fined "
    "questioned warned informed thanked punished ordained baptized baptised executed exiled expelled "
    "suspended inducted welcomed greeted betrayed deceived robbed shot stabbed hurt forced compelled "
    "obliged persuaded convinced"
)
#: Words that cannot be a predicate adjective after "I am", "we were" (C10, first/second person).
NOT_PREDICATE = (
    "a an the this that these those my your his her its our their some any no not going here there "
    "now then in on at to from with by for of about into onto than as if so because and or but "
    "able one all both each also just only still even already always never often sometimes really "
    "very too quite being been me you like him us them it what who how where when why"
)
#: Predicate words that do not agree in gender in any target (ages, sizes of groups ...).
INVARIABLE_PREDICATES = "fine ok okay well here home back late early twenty thirty"

#: Function words and common verb forms: after a MODIFIER_LIKE word, these show it is a noun.
FOLLOWERS_OK = (
    "is was are were has had have will would can could should may might must did does do said says "
    "told asked who whom whose that which of for in at on with from to and or but because as by since "
    "when while if after before about into than like so also then never always not himself herself "
    "themselves gave took made went came saw got put left felt found thought knew brought bought kept "
    "held wrote ran won met sent spent built paid lost heard meant became began led stood sat spoke "
    "told tried wanted needed refused agreed decided explained answered replied called helped "
    "worked lived died"
)
#: Locative prepositions before a place name.
PLACE_PREPOSITIONS = "in to from of at into across near throughout within outside"

# --------------------------------------------------------------------------- targets

#: Elided articles and prepositions glued to the next word (fr/it/ca): stripped to read it.
ELIDED_PREFIXES = (
    "l' d' j' n' s' c' m' t' qu' jusqu' lorsqu' puisqu' un' dell' all' dall' nell' sull' coll' "
    "quell' quest' nessun'"
)

# What the detector knows of each target language, registered in the language's pack
# (fairmt.languages; the pack also says whether predicates agree with the subject):
# * the determiners, articles and article contractions a target span is extended over (the
#   word right before the span that a gender flip also has to change);
# * the seed bilingual lexicon: English cue lemma -> "masculine forms | feminine forms |
#   forms without gender" (singulars; the detector adds regular plurals). It fixes target
#   spans when the batch is too small for the statistical aligner, and is added to the
#   aligner's corpus as one-word sentence pairs. A form's gender is the *target* gender it
#   shows (German "seine": the owner is masculine).
#: en-cues-48: the quantifying pronouns that stand for people ("Few of them were aware",
#: "Several were tired"), with the forms that render them in each gender (Serianni VII;
#: NGLE 20; Grevisse, indefinite pronouns). The shipped alignment tables barely know them
#: ("pochi" is no column of en-it), so the aligner linked the quantifier to an unseen word
#: nearby ("aware" -> "Pochi") and the cue had no target: no variant at all. A form listed here
#: places the cue where the quantifier is, as the pronoun seeds above do.
QUANTIFIERS_IT = {
    "few": "pochi | poche |",
    "many": "molti | molte |",
    "several": "diversi parecchi vari | diverse parecchie varie |",
    "some": "alcuni | alcune |",
    "both": "entrambi ambedue | entrambe |",
    "each": "ognuno ciascuno | ognuna ciascuna |",
    "none": "nessuno | nessuna |",
    "all": "tutti | tutte |",
    "others": "altri | altre |",
}
QUANTIFIERS_ES = {
    "few": "pocos | pocas |",
    "many": "muchos | muchas |",
    "several": "varios | varias |",
    "some": "algunos | algunas |",
    "both": "ambos | ambas |",
    "none": "ninguno | ninguna |",
    "all": "todos | todas |",
    "others": "otros | otras |",
}
QUANTIFIERS_FR = {
    "many": "nombreux | nombreuses | beaucoup",
    "several": "| | plusieurs",
    "some": "certains quelques-uns | certaines quelques-unes |",
    "both": "tous | toutes |",
    "each": "chacun | chacune |",
    "none": "aucun | aucune |",
    "all": "tous | toutes |",
}

#: en-cues-49: the adjectives of a fused-head predicate ("we were the first to arrive", "the only
#: ones who", "the last to leave": cue_predicates._superlative_head), whose translation is one
#: agreeing adjective the aligner may not know in the form it meets ("las únicas", "le prime").
FUSED_HEADS_ES = {
    "first": "primero primeros | primera primeras |",
    "last": "último últimos | última últimas |",
    "only": "único únicos | única únicas |",
}
FUSED_HEADS_IT = {
    "first": "primo primi | prima prime |",
    "last": "ultimo ultimi | ultima ultime |",
    "only": "unico unici solo soli | unica uniche sola sole |",
}
FUSED_HEADS_FR = {
    "first": "premier premiers | première premières |",
    "last": "dernier derniers | dernière dernières |",
    "only": "seul seuls | seule seules |",
}


TARGETS_DE = CueTargets(
    determiners=(
        "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner "
        "dieser diese dieses diesen diesem jeder jede jedes jeden jedem mein meine meinen meinem meiner "
        "dein deine deinen deinem deiner sein seine seinen seinem seiner ihr ihre ihren ihrem ihrer "
        "unser unsere unseren unserem unserer euer eure euren eurem eurer zum zur vom im beim"
    ),
    seed={
        "he": "er | |",
        "she": "| sie |",
        "him": "ihn ihm | |",
        "her": "| sie ihr ihre ihren ihrem ihrer ihres |",
        "his": "sein seine seinen seinem seiner seines | |",
        "hers": "| ihre ihrer ihres |",
        "himself": "| | sich selbst",
        "herself": "| | sich selbst",
        "they": "| | sie",
        "them": "| | sie ihnen",
        "their": "| | ihr ihre ihren ihrem ihrer",
        "someone": "| | jemand jemanden jemandem",
        "everyone": "| | alle jeder",
        "nobody": "| | niemand niemanden",
        "mother": "| mutter mama mutti |",
        "father": "vater papa vati | |",
        "sister": "| schwester |",
        "brother": "bruder brüder | |",
        "son": "sohn söhne | |",
        "daughter": "| tochter töchter |",
        "aunt": "| tante |",
        "uncle": "onkel | |",
        "wife": "| frau ehefrau gattin |",
        "husband": "mann ehemann gatte männer | |",
        "grandmother": "| großmutter oma |",
        "grandfather": "großvater opa | |",
        "niece": "| nichte |",
        "nephew": "neffe | |",
        "grandson": "enkel | |",
        "granddaughter": "| enkelin |",
        "man": "mann männer herr | |",
        "woman": "| frau dame |",
        "boy": "junge jungen knabe | |",
        "girl": "| mädchen |",
        "gentleman": "herr herren | |",
        "lady": "| dame |",
        "king": "könig | |",
        "queen": "| königin |",
        "prince": "prinz | |",
        "princess": "| prinzessin |",
        "actress": "| schauspielerin |",
        "waitress": "| kellnerin bedienung |",
        "waiter": "kellner | kellnerin |",
        "businessman": "geschäftsmann unternehmer | |",
        "businesswoman": "| geschäftsfrau unternehmerin |",
        "boyfriend": "freund | |",
        "girlfriend": "| freundin |",
        "male": "mann | | männlich",
        "female": "| frau | weiblich",
        "mr": "herr herrn | |",
        "mrs": "| frau |",
        "ms": "| frau |",
        "miss": "| fräulein frau |",
        "sir": "herr | |",
        "madam": "| frau dame |",
        "doctor": "arzt ärzte doktor | ärztin doktorin |",
        "physician": "arzt ärzte | ärztin |",
        "surgeon": "chirurg | chirurgin |",
        "nurse": "krankenpfleger pfleger | krankenschwester pflegerin schwester | pflegekraft",
        "teacher": "lehrer | lehrerin | lehrkraft",
        "professor": "professor | professorin |",
        "student": "student schüler | studentin schülerin |",
        "engineer": "ingenieur | ingenieurin |",
        "lawyer": "anwalt anwälte rechtsanwalt | anwältin rechtsanwältin |",
        "developer": "entwickler | entwicklerin |",
        "designer": "designer | designerin |",
        "manager": "manager leiter | managerin leiterin |",
        "secretary": "sekretär | sekretärin |",
        "assistant": "assistent | assistentin |",
        "intern": "praktikant | praktikantin |",
        "head": "leiter chef | leiterin chefin |",
        "accountant": "buchhalter | buchhalterin |",
        "cleaner": "reiniger putzmann | reinigungskraft putzfrau |",
        "cook": "koch köche | köchin |",
        "chef": "koch köche küchenchef | köchin küchenchefin |",
        "driver": "fahrer | fahrerin |",
        "farmer": "bauer landwirt | bäuerin landwirtin |",
        "baker": "bäcker | bäckerin |",
        "carpenter": "schreiner tischler zimmermann | schreinerin tischlerin |",
        "mechanic": "mechaniker | mechanikerin |",
        "janitor": "hausmeister | hausmeisterin |",
        "receptionist": "rezeptionist empfangschef | rezeptionistin empfangsdame |",
        "librarian": "bibliothekar | bibliothekarin |",
        "hairdresser": "friseur | friseurin friseuse |",
        "counselor": "berater | beraterin |",
        "clerk": "angestellter sachbearbeiter | angestellte sachbearbeiterin |",
        "cashier": "kassierer | kassiererin |",
        "tailor": "schneider | schneiderin |",
        "attendant": "begleiter wärter | begleiterin wärterin |",
        "sheriff": "sheriff | |",
        "laborer": "arbeiter | arbeiterin |",
        "worker": "arbeiter | arbeiterin |",
        "editor": "redakteur herausgeber | redakteurin herausgeberin |",
        "writer": "schriftsteller autor | schriftstellerin autorin |",
        "author": "autor verfasser | autorin verfasserin |",
        "auditor": "prüfer | prüferin |",
        "supervisor": "vorgesetzter aufseher | vorgesetzte aufseherin |",
        "salesperson": "verkäufer | verkäuferin |",
        "ceo": "geschäftsführer | geschäftsführerin |",
        "chief": "chef | chefin |",
        "boss": "chef | chefin |",
        "guard": "wächter wachmann | wächterin |",
        "analyst": "analyst | analystin |",
        "housekeeper": "haushälter | haushälterin |",
        "mover": "umzugshelfer | umzugshelferin |",
        "scientist": "wissenschaftler forscher | wissenschaftlerin forscherin |",
        "researcher": "forscher | forscherin |",
        "journalist": "journalist | journalistin |",
        "artist": "künstler | künstlerin |",
        "musician": "musiker | musikerin |",
        "singer": "sänger | sängerin |",
        "actor": "schauspieler | schauspielerin |",
        "photographer": "fotograf | fotografin |",
        "architect": "architekt | architektin |",
        "programmer": "programmierer | programmiererin |",
        "director": "direktor regisseur leiter | direktorin regisseurin leiterin |",
        "president": "präsident | präsidentin |",
        "politician": "politiker | politikerin |",
        "player": "spieler | spielerin |",
        "coach": "trainer | trainerin |",
        "officer": "beamter offizier polizist | beamtin offizierin polizistin |",
        "pharmacist": "apotheker | apothekerin |",
        "dentist": "zahnarzt | zahnärztin |",
        "owner": "besitzer inhaber eigentümer | besitzerin inhaberin eigentümerin |",
        "customer": "kunde | kundin |",
        "client": "kunde klient mandant | kundin klientin mandantin |",
        "patient": "patient | patientin |",
        "employee": "mitarbeiter angestellter | mitarbeiterin angestellte |",
        "visitor": "besucher | besucherin |",
        "guest": "gast | | gast",
        "neighbor": "nachbar | nachbarin |",
        "neighbour": "nachbar | nachbarin |",
        "friend": "freund | freundin |",
        "colleague": "kollege | kollegin |",
        "counterpart": "amtskollege kollege | amtskollegin kollegin |",
        "partner": "partner | partnerin |",
        "cousin": "cousin vetter | cousine kusine |",
        "child": "| | kind",
        "person": "| person |",
        "people": "| | leute menschen",
    },
)

TARGETS_ES = CueTargets(
    determiners=(
        "el la los las un una unos unas al del este esta estos estas ese esa esos esas aquel aquella "
        "aquellos aquellas mi mis tu tus su sus nuestro nuestra nuestros nuestras otro otra"
    ),
    seed={
        "he": "él | |",
        "she": "| ella |",
        "him": "lo él | | le",
        "her": "| la ella | le su sus",
        "his": "| | su sus suyo suya",
        "hers": "| | suyo suya",
        "himself": "mismo | | sí se",
        "herself": "| misma | sí se",
        # esit37: the unmarked reflexives' intensifier (fairqe/cue_intensifiers: "yo misma")
        "myself": "mismo | misma |",
        "yourself": "mismo | misma |",
        "ourselves": "mismos | mismas |",
        "yourselves": "mismos | mismas |",
        "themselves": "mismos | mismas |",
        "they": "ellos | ellas |",
        "them": "ellos los | ellas las | les",
        "their": "| | su sus",
        "someone": "| | alguien",
        "everyone": "todos | todas |",
        "nobody": "| | nadie",
        **QUANTIFIERS_ES,
        **FUSED_HEADS_ES,
        "mother": "| madre mamá |",
        "father": "padre papá | |",
        "sister": "| hermana |",
        "brother": "hermano | |",
        "son": "hijo | |",
        "daughter": "| hija |",
        "aunt": "| tía |",
        "uncle": "tío | |",
        "wife": "| esposa mujer |",
        "husband": "esposo marido | |",
        "grandmother": "| abuela |",
        "grandfather": "abuelo | |",
        "niece": "| sobrina |",
        "nephew": "sobrino | |",
        "grandson": "nieto | |",
        "granddaughter": "| nieta |",
        "man": "hombre | |",
        "woman": "| mujer |",
        "boy": "chico niño muchacho | |",
        "girl": "| chica niña muchacha |",
        "gentleman": "caballero señor | |",
        "lady": "| dama señora |",
        "king": "rey | |",
        "queen": "| reina |",
        "prince": "príncipe | |",
        "princess": "| princesa |",
        "duke": "duque | |",
        "duchess": "| duquesa |",
        "emperor": "emperador | |",
        "empress": "| emperatriz |",
        "countess": "| condesa |",
        "earl": "conde | |",
        "viscount": "vizconde | |",
        "viscountess": "| vizcondesa |",
        "baron": "barón | |",
        "baroness": "| baronesa |",
        "marquis": "marqués | |",
        "marchioness": "| marquesa |",
        "tsar": "zar | |",
        "tsarina": "| zarina |",
        "widow": "| viuda |",
        "widower": "viudo | |",
        "bride": "| novia |",
        "groom": "novio | |",
        "fiancé": "prometido novio | |",
        "fiancée": "| prometida novia |",
        "stepmother": "| madrastra |",
        "stepfather": "padrastro | |",
        "stepson": "hijastro | |",
        "stepdaughter": "| hijastra |",
        "godmother": "| madrina |",
        "godfather": "padrino | |",
        "monk": "monje fraile | |",
        "nun": "| monja religiosa |",
        "abbot": "abad | |",
        "abbess": "| abadesa |",
        "heroine": "| heroína |",
        "heiress": "| heredera |",
        "goddess": "| diosa |",
        # en-cues-43: the god a "goddess" may come out as ("su dios" for "their goddess")
        "god": "dios | |",
        "priestess": "| sacerdotisa |",
        "actress": "| actriz |",
        "waitress": "| camarera mesera |",
        "waiter": "camarero mesero | camarera mesera |",
        "businessman": "empresario | |",
        "businesswoman": "| empresaria |",
        "boyfriend": "novio | |",
        "girlfriend": "| novia |",
        "male": "varón hombre | | masculino masculina macho",
        "female": "| mujer hembra | femenino femenina",
        "mr": "señor sr | |",
        "mrs": "| señora sra |",
        "ms": "| señora sra |",
        "miss": "| señorita srta |",
        "sir": "señor | |",
        "madam": "| señora |",
        "doctor": "médico doctor | médica doctora |",
        "physician": "médico | médica |",
        "surgeon": "cirujano | cirujana |",
        "nurse": "enfermero | enfermera |",
        "teacher": "profesor maestro docente | profesora maestra |",
        "professor": "profesor catedrático | profesora catedrática |",
        "student": "alumno | alumna | estudiante",
        "engineer": "ingeniero | ingeniera |",
        "lawyer": "abogado | abogada |",
        "developer": "desarrollador programador | desarrolladora programadora |",
        "designer": "diseñador | diseñadora |",
        "manager": "gerente director | directora gerenta | gerente",
        "secretary": "secretario | secretaria |",
        "assistant": "asistente ayudante | asistenta | asistente ayudante",
        "intern": "becario interno | becaria interna | pasante",
        "head": "jefe director | jefa directora | responsable",
        "accountant": "contador contable | contadora | contable",
        "cleaner": "limpiador | limpiadora |",
        "cook": "cocinero | cocinera |",
        "chef": "cocinero chef | cocinera | chef",
        "driver": "conductor chófer | conductora |",
        "farmer": "granjero agricultor | granjera agricultora |",
        "baker": "panadero | panadera |",
        "carpenter": "carpintero | carpintera |",
        "mechanic": "mecánico | mecánica |",
        "janitor": "conserje portero | | conserje",
        "receptionist": "| | recepcionista",
        "librarian": "bibliotecario | bibliotecaria |",
        "hairdresser": "peluquero | peluquera |",
        "counselor": "consejero asesor | consejera asesora |",
        "clerk": "empleado dependiente oficinista | empleada dependienta | oficinista",
        "cashier": "cajero | cajera |",
        "tailor": "sastre | costurera |",
        "attendant": "asistente encargado auxiliar | encargada | auxiliar asistente",
        "sheriff": "alguacil sheriff | |",
        "laborer": "obrero trabajador | obrera trabajadora |",
        "worker": "trabajador obrero | trabajadora obrera |",
        "editor": "editor redactor | editora redactora |",
        "writer": "escritor | escritora |",
        "author": "autor escritor | autora escritora |",
        "auditor": "auditor | auditora |",
        "supervisor": "supervisor | supervisora |",
        "salesperson": "vendedor | vendedora |",
        "ceo": "director | directora | ceo",
        "chief": "jefe | jefa |",
        "boss": "jefe | jefa |",
        "guard": "guardia vigilante | | guardia vigilante",
        "analyst": "| | analista",
        "housekeeper": "amo | ama | limpieza",
        "mover": "transportista | | transportista",
        "scientist": "científico | científica |",
        "researcher": "investigador | investigadora |",
        "journalist": "| | periodista",
        "artist": "| | artista",
        "musician": "músico | música |",
        "singer": "cantante | | cantante",
        "actor": "actor | actriz |",
        "photographer": "fotógrafo | fotógrafa |",
        "architect": "arquitecto | arquitecta |",
        "programmer": "programador | programadora |",
        "director": "director | directora |",
        "president": "presidente | presidenta |",
        # en-cues-43: "miembro" is one gender for both ("Fue miembro de la Cámara")
        "member": "| | miembro",
        "politician": "político | política |",
        "player": "jugador | jugadora |",
        "coach": "entrenador | entrenadora |",
        "officer": "oficial agente policía | | oficial agente",
        "pharmacist": "farmacéutico | farmacéutica |",
        "dentist": "| | dentista",
        "owner": "dueño propietario | dueña propietaria |",
        "customer": "cliente | clienta | cliente",
        "client": "cliente | clienta | cliente",
        "patient": "paciente | | paciente",
        "employee": "empleado | empleada |",
        "visitor": "visitante | | visitante",
        "guest": "invitado huésped | invitada |",
        "neighbor": "vecino | vecina |",
        "neighbour": "vecino | vecina |",
        "friend": "amigo | amiga |",
        "colleague": "compañero | compañera | colega",
        "partner": "compañero socio | compañera socia | pareja",
        "cousin": "primo | prima |",
        "child": "niño hijo | niña hija |",
        "person": "| persona |",
        "people": "| | gente personas",
    },
)

TARGETS_FR = CueTargets(
    determiners=(
        "le la les un une du des au aux ce cet cette ces mon ma mes ton ta tes son sa ses notre nos "
        "votre vos leur leurs"
    ),
    seed={
        "he": "il | |",
        "she": "| elle |",
        "him": "le | | lui",
        "her": "| la elle | lui sa son ses",
        "his": "| | son sa ses sien sienne",
        "hers": "| | sien sienne",
        "himself": "lui-même | | se soi",
        "herself": "| elle-même | se soi",
        "they": "ils | elles |",
        "them": "eux | elles | les leur",
        "their": "| | leur leurs",
        "someone": "quelqu'un | quelqu'une |",
        "everyone": "tous | toutes | chacun",
        "nobody": "| | personne",
        **QUANTIFIERS_FR,
        **FUSED_HEADS_FR,
        "mother": "| mère maman |",
        "father": "père papa | |",
        "sister": "| sœur soeur |",
        "brother": "frère | |",
        "son": "fils | |",
        "daughter": "| fille |",
        "aunt": "| tante |",
        "uncle": "oncle | |",
        "wife": "| femme épouse |",
        "husband": "mari époux | |",
        "grandmother": "| grand-mère |",
        "grandfather": "grand-père | |",
        "niece": "| nièce |",
        "nephew": "neveu | |",
        "grandson": "petit-fils | |",
        "granddaughter": "| petite-fille |",
        "man": "homme | |",
        "woman": "| femme |",
        "boy": "garçon | |",
        "girl": "| fille |",
        "gentleman": "monsieur gentleman | |",
        "lady": "| dame |",
        "king": "roi | |",
        "queen": "| reine |",
        "prince": "prince | |",
        "princess": "| princesse |",
        "duke": "duc | |",
        "duchess": "| duchesse |",
        "emperor": "empereur | |",
        "empress": "| impératrice |",
        "countess": "| comtesse |",
        "earl": "comte | |",
        "viscount": "vicomte | |",
        "viscountess": "| vicomtesse |",
        "baron": "baron | |",
        "baroness": "| baronne |",
        "marquis": "marquis | |",
        "marchioness": "| marquise |",
        "tsar": "tsar | |",
        "tsarina": "| tsarine |",
        "widow": "| veuve |",
        "widower": "veuf | |",
        "bride": "| mariée |",
        "groom": "marié | |",
        "fiancé": "fiancé | |",
        "fiancée": "| fiancée |",
        "stepmother": "| belle-mère marâtre |",
        "stepfather": "beau-père | |",
        "stepson": "beau-fils | |",
        "stepdaughter": "| belle-fille |",
        "godmother": "| marraine |",
        "godfather": "parrain | |",
        "monk": "moine | |",
        "nun": "| religieuse nonne |",
        "abbot": "abbé | |",
        "abbess": "| abbesse |",
        "heroine": "| héroïne |",
        "heiress": "| héritière |",
        "goddess": "| déesse |",
        "priestess": "| prêtresse |",
        "actress": "| actrice |",
        "waitress": "| serveuse |",
        "waiter": "serveur | serveuse |",
        "businessman": "homme | |",
        "businesswoman": "| femme |",
        "boyfriend": "copain petit-ami | |",
        "girlfriend": "| copine petite-amie |",
        "male": "homme | | masculin masculine mâle",
        "female": "| femme | féminin féminine femelle",
        "mr": "monsieur m. | |",
        "mrs": "| madame mme |",
        "ms": "| madame mme |",
        "miss": "| mademoiselle mlle |",
        "sir": "monsieur | |",
        "madam": "| madame |",
        "doctor": "médecin docteur | doctoresse | médecin",
        "physician": "médecin | | médecin",
        "surgeon": "chirurgien | chirurgienne |",
        "nurse": "infirmier | infirmière |",
        "teacher": "professeur enseignant instituteur | professeure enseignante institutrice |",
        "professor": "professeur | professeure |",
        "student": "étudiant élève | étudiante | élève",
        "engineer": "ingénieur | ingénieure |",
        "lawyer": "avocat | avocate |",
        "developer": "développeur | développeuse |",
        "designer": "designer concepteur | conceptrice | designer",
        "manager": "directeur gestionnaire | directrice | manager gestionnaire",
        "secretary": "secrétaire | | secrétaire",
        "assistant": "assistant | assistante |",
        "intern": "stagiaire interne | | stagiaire interne",
        "head": "chef directeur | cheffe directrice | responsable",
        "accountant": "comptable | | comptable",
        "cleaner": "nettoyeur agent | femme | ménage",
        "cook": "cuisinier | cuisinière |",
        "chef": "cuisinier chef | cuisinière cheffe | chef",
        "driver": "chauffeur conducteur | conductrice chauffeuse |",
        "farmer": "fermier agriculteur | fermière agricultrice |",
        "baker": "boulanger | boulangère |",
        "carpenter": "charpentier menuisier | charpentière menuisière |",
        "mechanic": "mécanicien | mécanicienne |",
        "janitor": "concierge gardien | gardienne | concierge",
        "receptionist": "réceptionniste | | réceptionniste",
        "librarian": "bibliothécaire | | bibliothécaire",
        "hairdresser": "coiffeur | coiffeuse |",
        "counselor": "conseiller | conseillère |",
        "clerk": "employé commis greffier | employée greffière |",
        "cashier": "caissier | caissière |",
        "tailor": "tailleur | couturière |",
        "attendant": "préposé employé | préposée employée |",
        "sheriff": "shérif | |",
        "laborer": "ouvrier | ouvrière |",
        "worker": "ouvrier travailleur | ouvrière travailleuse |",
        "editor": "éditeur rédacteur | éditrice rédactrice |",
        "writer": "écrivain auteur | écrivaine autrice auteure |",
        "author": "auteur écrivain | autrice auteure écrivaine |",
        "auditor": "auditeur vérificateur | auditrice vérificatrice |",
        "supervisor": "superviseur | superviseuse |",
        "salesperson": "vendeur | vendeuse |",
        "ceo": "pdg directeur | directrice | pdg",
        "chief": "chef | cheffe | chef",
        "boss": "patron chef | patronne cheffe | chef",
        "guard": "garde gardien | gardienne | garde",
        "analyst": "analyste | | analyste",
        "housekeeper": "| gouvernante | ménage",
        "mover": "déménageur | déménageuse |",
        "scientist": "scientifique chercheur | chercheuse | scientifique",
        "researcher": "chercheur | chercheuse |",
        "journalist": "journaliste | | journaliste",
        "artist": "artiste | | artiste",
        "musician": "musicien | musicienne |",
        "singer": "chanteur | chanteuse |",
        "actor": "acteur comédien | actrice comédienne |",
        "photographer": "photographe | | photographe",
        "architect": "architecte | | architecte",
        "programmer": "programmeur | programmeuse |",
        "director": "directeur réalisateur | directrice réalisatrice |",
        "president": "président | présidente |",
        "politician": "politicien | politicienne |",
        "player": "joueur | joueuse |",
        "coach": "entraîneur | entraîneuse |",
        "officer": "officier agent policier | policière | agent",
        "pharmacist": "pharmacien | pharmacienne |",
        "dentist": "dentiste | | dentiste",
        "owner": "propriétaire | | propriétaire",
        "customer": "client | cliente |",
        "client": "client | cliente |",
        "patient": "patient | patiente |",
        "employee": "employé salarié | employée salariée |",
        "visitor": "visiteur | visiteuse |",
        "guest": "invité hôte | invitée hôtesse |",
        "neighbor": "voisin | voisine |",
        "neighbour": "voisin | voisine |",
        "friend": "ami copain | amie copine |",
        "colleague": "collègue | | collègue",
        "partner": "partenaire compagnon associé | compagne associée | partenaire",
        "cousin": "cousin | cousine |",
        "child": "| | enfant",
        "person": "| personne |",
        "people": "| | gens personnes",
    },
)

TARGETS_IT = CueTargets(
    determiners=(
        "il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle dal "
        "dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle questo "
        "questa questi queste quel quello quella quei quegli quelle mio mia miei mie tuo tua suo sua suoi "
        "sue nostro nostra"
    ),
    seed={
        "he": "lui egli | |",
        "she": "| lei ella |",
        "him": "lo lui gli | |",
        "her": "| la lei le | suo sua suoi sue",
        "his": "| | suo sua suoi sue",
        "hers": "| | suo sua",
        "himself": "stesso | | sé si",
        "herself": "| stessa | sé si",
        # esit37: the unmarked reflexives' intensifier (fairqe/cue_intensifiers: "io stessa")
        "myself": "stesso | stessa |",
        "yourself": "stesso | stessa |",
        "ourselves": "stessi | stesse |",
        "yourselves": "stessi | stesse |",
        "themselves": "stessi | stesse |",
        "they": "essi | esse | loro",
        "them": "li | le | loro",
        "their": "| | loro",
        "someone": "qualcuno | qualcuna |",
        "everyone": "tutti | tutte |",
        "nobody": "nessuno | nessuna |",
        **QUANTIFIERS_IT,
        **FUSED_HEADS_IT,
        "mother": "| madre mamma |",
        "father": "padre papà | |",
        "sister": "| sorella consorella |",
        "brother": "fratello confratello | |",
        "son": "figlio | |",
        "daughter": "| figlia |",
        "aunt": "| zia |",
        "uncle": "zio | |",
        "wife": "| moglie sposa |",
        "husband": "marito sposo | |",
        "grandmother": "| nonna |",
        "grandfather": "nonno | |",
        "niece": "| | nipote",
        "nephew": "| | nipote",
        "grandson": "| | nipote",
        "granddaughter": "| | nipote",
        "man": "uomo uomini | |",
        "woman": "| donna |",
        "boy": "ragazzo bambino | |",
        "girl": "| ragazza bambina |",
        "gentleman": "signore gentiluomo | |",
        "lady": "lord | signora dama lady |",
        "king": "re | |",
        "queen": "| regina |",
        "prince": "principe | |",
        "princess": "| principessa |",
        "duke": "duca | |",
        "duchess": "| duchessa |",
        "emperor": "imperatore | |",
        "empress": "| imperatrice |",
        "countess": "| contessa |",
        "earl": "conte | |",
        "viscount": "visconte | |",
        "viscountess": "| viscontessa |",
        "baron": "barone | |",
        "baroness": "| baronessa |",
        "marquis": "marchese | |",
        "marchioness": "| marchesa |",
        "tsar": "zar | |",
        "tsarina": "| zarina |",
        "widow": "| vedova |",
        "widower": "vedovo | |",
        "bride": "| sposa |",
        "groom": "sposo | |",
        "fiancé": "fidanzato | |",
        "fiancée": "| fidanzata |",
        "stepmother": "| matrigna |",
        "stepfather": "patrigno | |",
        "stepson": "figliastro | |",
        "stepdaughter": "| figliastra |",
        "godmother": "| madrina |",
        "godfather": "padrino | |",
        "monk": "monaco frate | |",
        "nun": "| suora monaca |",
        "abbot": "abate | |",
        "abbess": "| badessa |",
        # en-cues-42 (exp31it): lexical-gender nouns of MT-GenEval dev lines the Italian seed had
        # no translation of, so the aligner's guess was read instead ("noblewoman" -> "del luogo")
        "matriarch": "| matriarca |",
        "patriarch": "patriarca | |",
        "schoolgirl": "| scolara studentessa alunna |",
        "schoolboy": "scolaro studente alunno | |",
        "chairwoman": "| presidentessa | presidente",
        "chairman": "presidente | |",
        "spokeswoman": "| | portavoce",
        "spokesman": "| | portavoce",
        "noblewoman": "| nobildonna | nobile",
        "nobleman": "nobiluomo | | nobile",
        "matron": "| matrona dama |",
        "heroine": "| eroina |",
        "heiress": "| ereditiera |",
        "goddess": "| dea |",
        "priestess": "| sacerdotessa |",
        "actress": "| attrice |",
        "waitress": "| cameriera |",
        "waiter": "cameriere | cameriera |",
        "businessman": "imprenditore uomo | |",
        "businesswoman": "| imprenditrice donna |",
        "boyfriend": "fidanzato ragazzo | |",
        "girlfriend": "| fidanzata ragazza |",
        "male": "uomo | | maschio maschile",
        "female": "| donna | femmina femminile",
        "mr": "signor signore sig. | |",
        "mrs": "| signora sig.ra |",
        "ms": "| signora sig.ra |",
        "miss": "| signorina |",
        "sir": "signore | |",
        "madam": "| signora |",
        "doctor": "medico dottore | dottoressa |",
        "physician": "medico | |",
        "surgeon": "chirurgo | |",
        "nurse": "infermiere | infermiera |",
        "teacher": "insegnante maestro professore | maestra professoressa | insegnante docente",
        "professor": "professore | professoressa |",
        "student": "studente alunno | studentessa alunna |",
        "engineer": "ingegnere | | ingegnere",
        "lawyer": "avvocato | avvocata avvocatessa |",
        "developer": "sviluppatore | sviluppatrice |",
        "designer": "progettista designer | | progettista designer",
        "manager": "direttore dirigente | direttrice | manager dirigente",
        "secretary": "segretario | segretaria |",
        "assistant": "assistente | | assistente",
        "intern": "stagista tirocinante | | stagista tirocinante",
        "head": "capo direttore | direttrice | responsabile capo",
        "accountant": "contabile ragioniere | ragioniera | contabile commercialista",
        "cleaner": "addetto | addetta | pulizie",
        "cook": "cuoco | cuoca |",
        "chef": "cuoco chef | cuoca | chef",
        "driver": "autista conducente | | autista conducente",
        "farmer": "agricoltore contadino | agricoltrice contadina |",
        "baker": "panettiere fornaio | panettiera fornaia |",
        "carpenter": "falegname carpentiere | | falegname",
        "mechanic": "meccanico | meccanica |",
        "janitor": "custode bidello | bidella | custode",
        "receptionist": "receptionist | | receptionist",
        "librarian": "bibliotecario | bibliotecaria |",
        "hairdresser": "parrucchiere | parrucchiera |",
        "counselor": "consulente consigliere | consigliera | consulente",
        "clerk": "impiegato commesso | impiegata commessa |",
        "cashier": "cassiere | cassiera |",
        "tailor": "sarto | sarta |",
        "attendant": "addetto assistente | addetta | assistente",
        "sheriff": "sceriffo | |",
        "laborer": "operaio lavoratore | operaia lavoratrice |",
        "worker": "lavoratore operaio | lavoratrice operaia |",
        "editor": "editore redattore | editrice redattrice |",
        "writer": "scrittore autore | scrittrice autrice |",
        "author": "autore scrittore | autrice scrittrice |",
        "auditor": "revisore | revisora |",
        "supervisor": "supervisore | supervisora |",
        "salesperson": "venditore commesso | venditrice commessa |",
        "ceo": "amministratore | amministratrice | ceo",
        "chief": "capo | | capo",
        "boss": "capo | | capo",
        "guard": "guardiano | guardiana | guardia",
        "analyst": "analista | | analista",
        "housekeeper": "governante | | governante",
        "mover": "traslocatore facchino | |",
        "scientist": "scienziato | scienziata |",
        "researcher": "ricercatore | ricercatrice |",
        "journalist": "giornalista | | giornalista",
        "artist": "artista | | artista",
        "musician": "musicista | | musicista",
        "singer": "cantante | | cantante",
        "actor": "attore | attrice |",
        "photographer": "fotografo | fotografa |",
        "architect": "architetto | | architetto",
        "programmer": "programmatore | programmatrice |",
        "director": "direttore regista | direttrice | regista",
        "president": "presidente | presidentessa | presidente",
        "politician": "politico | politica |",
        "player": "giocatore | giocatrice |",
        "coach": "allenatore | allenatrice |",
        "officer": "ufficiale agente poliziotto | poliziotta | agente",
        "pharmacist": "farmacista | | farmacista",
        "dentist": "dentista | | dentista",
        "owner": "proprietario | proprietaria |",
        "customer": "cliente | | cliente",
        "client": "cliente | | cliente",
        "patient": "paziente | | paziente",
        "employee": "impiegato dipendente | impiegata | dipendente",
        "visitor": "visitatore | visitatrice |",
        "guest": "ospite invitato | invitata | ospite",
        "neighbor": "vicino | vicina |",
        "neighbour": "vicino | vicina |",
        "friend": "amico | amica |",
        "colleague": "collega | | collega",
        "partner": "compagno socio | compagna socia | partner",
        "cousin": "cugino | cugina |",
        "child": "bambino figlio | bambina figlia |",
        "person": "| persona |",
        "people": "| | gente persone",
    },
)

TARGETS_PT = CueTargets(
    determiners=(
        "o a os as um uma uns umas do da dos das no na nos nas ao à aos às pelo pela pelos pelas este "
        "esta estes estas esse essa esses essas seu sua seus suas meu minha"
    ),
)

#: English words that share another entry's seed translations (plural forms are looked
#: up through their singular).
SEED_ALIASES = {
    "fiance": "fiancé",
    "fiancee": "fiancée",
    "czar": "tsar",
    "czarina": "tsarina",
    "tsaritsa": "tsarina",
    "bridegroom": "groom",
    "marquess": "marquis",
    "stepmom": "stepmother",
    "stepmum": "stepmother",
    "stepdad": "stepfather",
    "mom": "mother",
    "mum": "mother",
    "mommy": "mother",
    "mummy": "mother",
    "mama": "mother",
    "dad": "father",
    "daddy": "father",
    "papa": "father",
    "grandma": "grandmother",
    "granny": "grandmother",
    "grandpa": "grandfather",
    "granddad": "grandfather",
    "grandad": "grandfather",
    "anyone": "someone",
    "anybody": "someone",
    "somebody": "someone",
    "everybody": "everyone",
    "no one": "nobody",
    "no-one": "nobody",
    "themselves": "them",
    "theirs": "their",
    "mister": "mr",
    "dr": "doctor",
    "prof": "professor",
    "madame": "madam",
    "ma'am": "madam",
    "kid": "child",
    "labourer": "laborer",
    "counsellor": "counselor",
    "construction worker": "worker",
    "police officer": "officer",
    "neighbours": "neighbour",
    "children": "child",
    "persons": "person",
    "folks": "people",
    "men": "man",
    "women": "woman",
    # en-cues-43: the head of a board or party is its president in the Romance targets
    # ("chairwoman of the branch" -> "presidenta de la sucursal"), a pupil a student
    "chairman": "president",
    "chairwoman": "president",
    "schoolgirl": "student",
    "schoolboy": "student",
}

#: Gendered seed entries and their other-gender counterparts: a cue is looked for under
#: both, so a translation that flips the gender ("she" -> "er") is still found and read.
SEED_COUNTERPARTS = {
    "she": "he",
    "her": "his him",
    "hers": "his",
    "herself": "himself",
    "mother": "father",
    "sister": "brother",
    "daughter": "son",
    "aunt": "uncle",
    "wife": "husband",
    "grandmother": "grandfather",
    "niece": "nephew",
    "granddaughter": "grandson",
    "woman": "man",
    "girl": "boy",
    "lady": "gentleman",
    "queen": "king",
    "princess": "prince",
    "duchess": "duke",
    "countess": "earl",
    "viscountess": "viscount",
    "empress": "emperor",
    "baroness": "baron",
    "marchioness": "marquis",
    "tsarina": "tsar",
    "widow": "widower",
    "bride": "groom",
    "fiancée": "fiancé",
    "stepmother": "stepfather",
    "stepdaughter": "stepson",
    "godmother": "godfather",
    "nun": "monk",
    "abbess": "abbot",
    "goddess": "god",
    "actress": "actor",
    "waitress": "waiter",
    "businesswoman": "businessman",
    "girlfriend": "boyfriend",
    "female": "male",
    "mrs": "mr",
    "ms": "mr",
    "miss": "mr",
    "madam": "sir",
    "matriarch": "patriarch",
    "schoolgirl": "schoolboy",
    "chairwoman": "chairman",
    "spokeswoman": "spokesman",
    "noblewoman": "nobleman",
}


# --------------------------------------------------------------------------- target agreement

#: Possessive determiners and pronouns that agree with the *possessed* noun, not with the
#: possessor (es "su madre", fr "sa mère" for "his mother", it "il suo libro" for "her book"):
#: in these languages an English possessive his/her/hers has no target word that shows the
#: possessor's gender unless it is translated by a pronoun (es "de ella", pt "dela"). The
#: articles before them (it "la sua") are the target pack's determiners.
POSSESSED_AGREEMENT = {
    "es": "su sus suyo suya suyos suyas",
    "fr": "son sa ses sien sienne siens siennes leur leurs",
    "it": "suo sua suoi sue proprio propria propri proprie",
    "pt": "seu sua seus suas",
}

#: Stressed personal pronouns, masculine | feminine: after "de"/"à"/"di" they name a
#: possessor by gender (es "la casa de ella", fr "un ami à lui"), unlike the possessives above.
STRESSED_PRONOUNS = {"es": "él | ella", "fr": "lui | elle", "it": "lui | lei", "pt": "ele | ela"}

#: Pro-drop targets: a subject pronoun is usually left out, and its gender shows on the
#: participle or adjective that agrees with it after a copula or a be-auxiliary (it "È
#: morta a Roma" for "She died in Rome", es "Fue elegida"). Per language, in order:
#: 1. the copulas and be-auxiliaries whose participle agrees with the subject;
#: 2. the words skipped between them and the participle (es "ha sido", "fue muy");
#: 3. 4. the endings of a singular masculine / feminine participle or adjective (endings of
#:    common-gender nouns, -ista, are never read; a noun after the copula, "Fue miembro",
#:    is not read);
#: 5. the masculine and feminine "one" that agrees with the subject before "of" (es "Fue una
#:    de las fundadoras");
#: 6. the dative clitics that show the copula has another subject (it "Le è stato assegnato
#:    il premio" for "She was awarded the prize");
#: 7. the have-auxiliaries that count only before the participle of "be" (es "ha sido
#:    elegida"; "ha dicho" does not agree).
SUBJECT_PREDICATE = {
    "es": (
        "es era fue será sería sea fuera fuese está estaba estuvo estará estaría esté estuviera "
        "quedó queda quedaba resultó resulta parecía pareció "
        # en-cues-43: "aparecer" with a predicative ("aparece desnuda", "apareció muerta") is one
        # of the semi-copulative verbs whose attribute agrees with the subject (RAE, *Nueva
        # gramática* §38.1, §38.8 on "aparecer", "permanecer", "seguir", "continuar")
        "aparece apareció aparecía permanece permaneció permanecía",
        "sido siendo muy",
        "ado ido ito cho sto rto lto elto ierto uesto ecto oso",
        "ada ida ita cha sta rta lta elta ierta uesta ecta osa",
        "uno una | de",
        "le les me te nos os",
        "ha había habría haya hubiera habrá",
    ),
    "it": (
        "è e' era fu sarà sarebbe sia fosse resta restò rimase viene venne veniva divenne diventò diventa "
        "sembrava sembrò "
        # en-cues-34: the other copulative verbs' third-person forms (Serianni XI.5-6: sembrare,
        # parere, apparire, rimanere, restare take a predicative that agrees with the subject)
        "sembra pare parve pareva appare apparve appariva rimane rimaneva restava",
        "molto",
        "ato uto ito sto rto lto tto sso nto oso rso",
        "ata uta ita sta rta lta tta ssa nta osa rsa",
        "uno una | di dei degli delle",
        "le gli mi ti ci vi",
        "",
    ),
    "pt": (
        "é era foi será seria seja fosse está estava esteve ficou fica ficava",
        "sido muito",
        "ado ido ito sto rto oso",
        "ada ida ita sta rta osa",
        "um uma | de dos das",
        "lhe lhes me te nos",
        "tem tinha terá tenha",
    ),
}

#: Endings of gendered adjectives and participles, masculine and feminine, singular and
#: plural: a word so ended next to a common-gender noun ("periodista deportiva", "una
#: famosa cantante", "giornalista italiana", "collègue française") is taken for an adjective
#: agreeing with it. Bare -a/-o are left out: present-tense verbs end so ("trabaja", "lavora").
AGREEMENT_ENDINGS = {
    "es": "ana ano anas anos ica ico icas icos osa oso osas osos iva ivo ivas ivos ina ino inas inos "
    "ada ado adas ados ida ido idas idos ola olo olas olos ena eno enas enos esa esas ita ito "
    "ota oto cta cto",
    "it": "ana ano ane ani ica ico iche ici osa oso ose osi iva ivo ive ivi ina ino ine ini ata ato "
    "ate ati uta uto ute uti ita ito ite iti ola olo ole oli ena eno ene eni ota oto ote oti "
    "tta tto tte tti",
    "fr": "aise ais aises ienne ien iennes iens ée ées euse euses eux ive if ives ifs elle el elles "
    "ale ales aux ique iques",
    "pt": "ana ano anas anos ica ico icas icos osa oso osas osos iva ivo ivas ivos ina ino inas inos "
    "ada ado adas ados ida ido idas idos ola olo olas olos esa esas",
}

#: The possessor as a dative clitic attached to an infinitive or gerund, feminine | masculine:
#: Italian writes "her"/"his" of a taken or given thing as the dative of possession
#: ("toglierle il diritto" for "take away her right", "rubandogli il portafoglio"; Treccani,
#: "dativo" -- dativo di possesso; en-cues-17). Only the dative forms, never the accusative
#: "-la"/"-lo", and only where no possessive was placed.
POSSESSOR_DATIVES = {"it": "arle erle irle ndole | argli ergli irgli ndogli"}

#: Object pronouns the target attaches to the verb or elides, with the gender they show:
#: enclitic endings of infinitives and gerunds, feminine | masculine (es "para ayudarla",
#: "conociéndolo"; it "per intervistarla", "dirgli"; pt "ajudá-la"), then the have-auxiliaries
#: after an elided object clitic whose participle agrees with it, and that participle's
#: feminine | masculine endings (it "l'ha invitata", fr "l'a invitée"). A him/her cue the seed
#: lexicon does not place is read on such a word near its expected place. Italian datives "le"
#: (feminine) and "gli" (masculine) attach to gerunds as to infinitives (Treccani, "pronomi
#: personali atoni": "dicendole", "dandogli"; en-cues-17).
OBJECT_CLITICS = {
    "es": ("arla erla irla ándola iéndola yéndola | arlo erlo irlo ándolo iéndolo yéndolo", "", "|"),
    "it": (
        "arla erla irla ndola arle erle irle ndole | arlo erlo irlo ndolo argli ergli irgli ndogli",
        "ha hanno aveva avevano ho abbiamo avete avrebbe avrebbero",
        "ata uta ita sta tta ssa rta | ato uto ito sto tto sso rto",
    ),
    "fr": (
        "|",
        "a ont avait avaient ai avons avez aurait auraient",
        "ée ise ite erte aite ue ie | é is it ert ait u i",
    ),
    "pt": ("-la -na | -lo -no", "", "|"),
}

#: Closed-class words that never belong to a person noun's target phrase: simple
#: prepositions and coordinating conjunctions (Treccani, Grammatica italiana; RAE, Nueva
#: gramática, ch. 29 and 31; Grevisse, Le Bon usage; Duden-Grammatik), left and right of the
#: noun ("testimone fino a", "testimone in contraddittorio": the aligner links "witness" to a
#: preposition two tokens away, en-cues-19). An aligner span stops at the first of them.
SPAN_PREPOSITIONS = {
    "it": "a ad di da in con su per tra fra fino verso senza sotto sopra dopo contro durante presso",
    "es": "a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin "
    "sobre tras",
    "fr": "à de d' en dans par pour sur sous avec sans chez vers entre contre depuis pendant",
    "de": "an auf aus bei bis durch für gegen hinter in mit nach neben ohne seit über um unter von "
    "vor während wegen zu zwischen",
}
#: The conjunctions of the same stop lists (the word after one may be a coordinated predicate).
SPAN_CONJUNCTIONS = {
    "it": "e ed o oppure né ma però che come",
    "es": "y e o u ni pero sino que como",
    "fr": "et ou ni mais que qu' comme",
    "de": "und oder aber sondern dass als wie",
}
#: Both together: the stop list of a span.
SPAN_FUNCTION_WORDS = {k: f"{v} {SPAN_CONJUNCTIONS[k]}" for k, v in SPAN_PREPOSITIONS.items()}
#: Prepositions fused with the definite article (Treccani "preposizioni articolate"; RAE
#: "al", "del"; Grevisse "au, aux, du"; Duden "am, im, zum, zur, vom, beim"): they end a
#: span on its right (the article of the next noun), but on the left they agree with the
#: person noun ("del testimone" -> "della testimone") and stay.
SPAN_FUSED_PREPOSITIONS = {
    "it": "al allo alla ai agli alle del dello della dei degli delle dal dallo dalla dai dagli dalle "
    "nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col coi all' dell' dall' "
    "nell' sull'",
    "es": "al del",
    "fr": "au aux du",
    "de": "am im zum zur vom beim ins ans",
}

#: What follows the translation of a partitive pronoun ("one of them" -> "einer von ihnen",
#: "eine der Lehrerinnen", "uno de ellos", "una di loro", "l'un d'eux", "l'une des"): the
#: partitive preposition or a genitive determiner (Duden-Grammatik; RAE; Treccani;
#: Grevisse). A word the aligner links that is not followed by one is not the pronoun
#: ("eine Granate" for "in one of them"); German "davon"/"darunter" replace a phrase about
#: things (Duden: Pronominaladverb) and are left out on purpose (en-cues-19). German keeps only
#: "von": before a genitive ("einem seiner Kollegen", "mit einer der Ärztinnen") the pronoun's
#: case is the German inflector's partitive rule's to keep (``german_units._partitive_pronoun``),
#: and a cue on the pronoun alone lost it ("eine seiner Kolleginnen"; en-cues-20).
PARTITIVE_MARKERS = {
    "de": "von",
    "es": "de del entre",
    "it": "di dei degli delle tra fra d' dell'",
    "fr": "de d' des du d'eux d'elles d'entre",
}
