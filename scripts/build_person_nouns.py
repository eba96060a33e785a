"""Build ``src/fairmt/fairqe/data/person_nouns.txt`` from WordNet 3.0 (Debian's ``wordnet-base``).

Usage: python scripts/build_person_nouns.py [--wordnet /usr/share/wordnet] [--out PATH]

The English cue lexicon lists a few hundred occupation and role nouns by hand; MT input names
thousands of others ("passenger", "woodcutter", "respondent"). WordNet's lexicographer file
``noun.person`` (18) is a curated list of nouns that denote people. A lemma is kept when:

* it is one lower-case alphabetic word (no proper nouns, no multi-word expressions), and not
  only a name: some of its person senses are no instances (an ``@i`` hypernym: "cummings",
  from "e. e. cummings"), and not all are imaginary beings ("manticore", "werewolf", "troll":
  monsters WordNet files under ``noun.person``; a story's ``fictional_character``, "antihero",
  stays: en-cues-71, review);
* its most frequent noun sense (the first in ``index.noun``) is a ``noun.person`` synset;
* that use is not rarer than the word's adjective uses (SemCor sense counts in
  ``cntlist.rev``: "dry", "crazy" are mostly adjectives in running text); one rarer than
  its verb and adjective uses together ("guide", "cook", "spy") goes to ``person_verbs.txt``
  instead when SemCor tagged it as a person at least once ("have", "shrink" never were),
  read as a person only after a determiner, in the plural as well ("the guides", not "she
  guides"; en-cues-19);
* a word that is also a thing was seen as a person in SemCor more often than as a thing
  ("wiper", "voucher", "shrimp" were never seen as people; "spirit", "character", "sage",
  "tumbler", "ward" were seen as things at least as often: en-cues-71; not for the words more
  often verbs, which keep their place in ``person_verbs.txt``: "guide"), and it is no
  participle, the -ed or -ing form of a WordNet verb ("accused", "bereaved": verb forms in
  text; not the nouns in -ling, "underling", "hireling", "foundling", whose stems are no verbs:
  en-cues-71);
* a word that is also a thing and tagged as a thing at least as often as a person (never as a
  verb) in SemCor goes to ``person_things.txt`` instead ("diver", "sweeper", "bowler",
  "spirit"): a person noun only where the
  sentence shows a person (a "who" relative, a full name after it, a person's copula before
  it; ``fairmt.fairqe.signalled_persons``, en-cues-66); one with a sense below ``conveyance``
  (a vehicle, a craft, a vessel: "trawler", "cutter", "trailer") is marked ``craft`` there,
  since ships and vehicles bear people's names ("the trawler Mary Ellen"); so does a word
  with a sense that is an animal, an artifact, a quality or a food (``THING_LEXFILES``) that
  SemCor did not tag as a person clearly more often (:func:`clearly_person`: "prey", 3 person
  tags to 2 thing tags; "sleeper", 1 tag and seven thing senses; "guard", 17 to 6, stays),
  and a word never tagged as a person that ends a multi-word WordNet thing ("gas guzzler") or
  has an abstract noun's ending ("notability"): en-cues-71, review; 46 lemmas left
  ``person_nouns.txt``, 20 of them for ``person_things.txt``. A word that is the first name of
  a vehicle or vessel that SemCor tagged ("fighter", the aircraft) is a thing too, however
  often SemCor tagged the person (en-cues-78, review);
* nothing says a gender: no ``noun.person`` synset of it is below ``female person`` or ``male
  person`` in the hypernym tree, no such gloss is headed by a gendered noun or pronoun of one
  sex ("a woman who ...", "a man who ...", "a female heir", "a hindu prince": "widow",
  "monk", "nun", "bachelor", "earl"; :func:`gendered_gloss`), and the word does not end in
  -man, -boy, -girl, -maid, -wife, -lady or -ess (not -ness; a -man word is a compound of "man"
  only when its stem ends in an English word or WordNet writes no plural of it in -s:
  "chair-man", "henchmen", not "shaman", "shamans": :func:`gendered_ending`, en-cues-78). A
  gendered sense SemCor never tagged is passed over when the first sense is a neutral person
  that it did tag ("elector", also "any of the german princes"; en-cues-78).
  Gendered nouns are the hand-written lexicon's business (C2, C3), where they carry their
  gender. Until en-cues-71 any gendered word anywhere in a gloss, examples included, left the
  word out: "a person who murders their father", "someone who shirks his work", "the
  contestant you hope to defeat; \"he had respect for his rivals\"" (some 320 neutral
  people: "challenger", "embezzler", "claimant", "deserter"; 258 now kept, 54 kept as things,
  4 as verbs). Only the head counts now, and a head that names both sexes ("a natural father
  or mother", "an actor or actress") is neutral. This still errs towards leaving a neutral
  noun out, never towards adding a gendered one. A noun after a possessive is someone else's
  ("a cuckold who knows about his wife's infidelity" says "his" only), and a rank below a
  baron or a knight is a man's ("baronet").

The output is one lemma per line after a header that carries WordNet's licence notice (the
licence asks that it appear on all copies). Deterministic: rerunning gives the same file.

Next to it, ``person_plurals.txt`` lists the kept lemmas' irregular plurals from WordNet's
exception list ``noun.exc`` ("thieves thief", "alumni alumnus"), one ``plural lemma`` pair a
line: a regular plural is found by stripping its ending, these are not (en-cues-18). Only
the plurals of lemmas whose senses are all people are kept: ``noun.exc`` does not say which
sense takes the irregular form ("genii" are spirits; a genius's plural is "geniuses").
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

PERSON = 18
#: Gloss words that say "female" or "male". Compounds in -woman count, compounds in -man do
#: not: WordNet uses them as generic masculines ("a workman employed to pack things").
FEMALE_GLOSS = re.compile(
    r"\b(?:woman|women|female|females|girl|girls|lady|ladies|wife|wives|mother|mothers|daughter|"
    r"daughters|sister|sisters|she|her|queen|queens|princess|princesses|duchess|duchesses|nun|nuns|"
    r"bride|brides|widow|widows|aunt|aunts|niece|nieces|maidservant|[a-z]+wom[ae]n|[a-z]+wi(?:fe|ves)|"
    r"[a-z]+girls?)\b"
)
#: Feminine nouns in -ess, feminine unless coordinated with their counterpart (below).
FEMININE_ESS_GLOSS = re.compile(
    r"\b(?:goddess|priestess|actress|empress|heiress|hostess|abbess|mistress|countess|baroness|"
    r"waitress|stewardess|seamstress|sorceress|enchantress|temptress|adventuress)(?:es)?\b"
)
#: Male words; "baron" and "knight" name ranks held by men ("ranks below a baron but above a
#: knight": "baronet"; "a knight honored for valor": "banneret").
MALE_GLOSS = re.compile(
    r"\b(?:man|men|male|males|boy|boys|gentleman|gentlemen|husband|husbands|father|fathers|son|sons|"
    r"brother|brothers|he|his|him|king|kings|prince|princes|duke|dukes|lord|lords|monk|monks|groom|"
    r"grooms|widower|widowers|uncle|uncles|nephew|nephews|manservant|baron|barons|knight|knights)\b"
)
#: The masculine (or unmarked) counterparts of the feminine words in -ess: "an actor or
#: actress", "a priest or priestess" name either sex, as "a father or mother" does (a head
#: with words of both sexes is not gendered).
COUNTERPART_GLOSS = re.compile(
    r"\b(?:god|priest|actor|emperor|heir|host|abbot|master|count|baron|waiter|steward|sorcerer|"
    r"enchanter|tempter|adventurer)s?\b"
)


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words that end the head of a gloss's noun phrase: what follows them (a relative clause, a
#: prepositional or participial complement) modifies the head and does not say the defined
#: word's gender ("a person who murders their father", "someone who admires a young woman",
#: "a person who shirks his work"). "or" is no such word: it starts a second head ("a boy or
#: man", "a princess in india or the wife of a maharaja").
GLOSS_HEAD_END = _words(
    "who whom whose that which where when of for with without by to from in into on at as after "
    "before than about under over between among against during like whether because while "
    "having being doing making using taking holding"
)
#: Head nouns of glosses that define a word as a name for someone ("a derogatory term used by
#: jews to refer to non-jewish women", "a title of respect for a man"): there the rest of the
#: gloss names the referent, so it is read whole.
GLOSS_NAMING_HEADS = _words("term terms title titles word words name names address form slang epithet")
#: Heads that pass on to their "of" complement: "any of various female water spirits", "one of
#: the women who ...", "a member of a religious order of women".
GLOSS_PARTITIVES = _words("any one some each member members kind type sort variety class use")
#: Possessive determiners: the noun after one is someone else's ("a cuckold who knows about his
#: wife's infidelity"), so its sex is not the defined word's (:func:`gendered_gloss`).
POSSESSIVES = _words("his her their its")
#: Hedges that open a parenthesised comment which still says who the word is for: "a rowdy
#: person (usually a young man)". Other parentheses are domain labels and asides: "(hinduism)".
GLOSS_HEDGES = _words("usually especially often mostly typically chiefly generally")
#: WordNet lexicographer files of things a person noun may also name: ``noun.animal`` (5,
#: "prey"), ``noun.artifact`` (6, "sleeper"), ``noun.attribute`` (7) and ``noun.food`` (13).
THING_LEXFILES = frozenset({5, 6, 7, 13})
#: Endings of abstract nouns (a quality, a state, an act: "notability", "authority"); a person
#: sense of one is a metonymy ("a notability"), rarer in running text than the abstract noun,
#: even where WordNet lists no other sense.
ABSTRACT_ENDING = re.compile(r"(?:ity|(?<!wit)ness|ance|ence|ment|tion|sion|ship|hood)$")
#: Endings that say a gender ("chairwoman", "busboy", "parlourmaid", "hostess", "landlady"; not
#: "-ness").
GENDERED_ENDING = re.compile(r"(?:man|men|boy|girl|maid|wife|lady|(?<!n)ess)$")
#: A compound of "man" in a gloss ("nobleman", "horsemen"; not "woman", which FEMALE_GLOSS reads).
MAN_COMPOUND_GLOSS = re.compile(r"\b[a-z]*(?<!wo)m[ae]n\b")
NOTICE = """\
# English nouns that denote people, derived from WordNet 3.0 by scripts/build_person_nouns.py.
# WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved.
# THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
# REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. BY WAY OF EXAMPLE, BUT NOT LIMITATION,
# PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES OF MERCHANTABILITY OR FITNESS
# FOR ANY PARTICULAR PURPOSE OR THAT THE USE OF THE LICENSED SOFTWARE, DATABASE OR
# DOCUMENTATION WILL NOT INFRINGE ANY THIRD PARTY PATENTS, COPYRIGHTS, TRADEMARKS OR OTHER
# RIGHTS. The name of Princeton University or Princeton may not be used in advertising or
# publicity pertaining to distribution of the software and/or database. Title to copyright in
# this software, database and any associated documentation shall at all times remain with
# Princeton University and LICENSEE agrees to preserve same.
# (Licence: WordNet 3.0 licence, see https://wordnet.princeton.edu/license-and-commercial-use)
"""


def instance_synsets(wn: Path) -> set[str]:
    """The noun synsets that are instances (an ``@i`` instance hypernym: "e. e. cummings", a
    named person, not a kind of person)."""
    out: set[str] = set()
    for line in (wn / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" ") and " @i " in line.partition(" | ")[0]:
            out.add(line.split()[0])
    return out


def read_synsets(wn: Path) -> dict[str, tuple[int, list[str], list[str], str]]:
    """offset -> (lexfile, lemmas, hypernym offsets, gloss) of every noun synset."""
    out: dict[str, tuple[int, list[str], list[str], str]] = {}
    for line in (wn / "data.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        head, _, gloss = line.partition(" | ")
        f = head.split()
        offset, lexfile, n_words = f[0], int(f[1]), int(f[3], 16)
        words = [f[4 + 2 * k] for k in range(n_words)]
        k = 4 + 2 * n_words
        n_ptr = int(f[k])
        hyper = [f[k + 2 + 4 * p] for p in range(n_ptr) if f[k + 1 + 4 * p] in ("@", "@i")]
        out[offset] = (lexfile, words, hyper, gloss.strip().lower())
    return out


def gendered_roots(synsets: dict[str, tuple[int, list[str], list[str], str]]) -> set[str]:
    """The synsets whose hyponyms all have a gender: female person and male person. (Not the
    person synsets named with -man: WordNet files "woodcutter" under "workman" and "inspector"
    under "policeman", generic masculines of their day.)"""
    return {off for off, (_, words, _, _) in synsets.items() if {"female_person", "male_person"} & set(words)}


def below(off: str, roots: set[str], synsets: dict[str, tuple[int, list[str], list[str], str]]) -> bool:
    seen: set[str] = set()
    todo = [off]
    while todo:
        o = todo.pop()
        if o in roots:
            return True
        if o in seen or o not in synsets:
            continue
        seen.add(o)
        todo.extend(synsets[o][2])
    return False


def gendered_gloss(gloss: str) -> bool:
    """Whether a ``noun.person`` gloss says the defined word's gender: a gendered noun or
    pronoun of one sex (:data:`FEMALE_GLOSS`, :data:`MALE_GLOSS`) heads one of its definitions
    ("a woman who dances in a chorus line", "a female heir", "(hinduism) an ascetic holy man",
    "a great rani; ... or the wife of a maharaja"). Only the definitions count, not the quoted
    examples ("a person with a record of successes; \"his son would never be the achiever that
    his father was\"") nor parenthesised domain labels and asides (a hedged comment is read:
    "(usually a young man)"); and in a definition only its head, the words before a relative
    or a preposition (:data:`GLOSS_HEAD_END`): "a person who murders their father", "someone
    who takes for his or her own use" name a gender in passing, of someone else or
    generically (en-cues-71). An "or" or "and" before an article starts a second head ("a
    princess in india or the wife of a maharaja"); a partitive passes on to its "of"
    complement ("any of various female water spirits"). A definition whose head is a naming
    noun ("term", "title") is read whole: "offensive term for a young man". A head with words
    of both sexes ("a natural father or mother", "an actor or actress") names either sex."""
    text = re.sub(r'"[^"]*"', " ", gloss)
    definitions = re.split(r"[;:]", re.sub(r"\([^()]*\)", " ", text))
    definitions += [
        c for c in re.findall(r"\(([^()]*)\)", text) if c.split()[:1] and c.split()[0] in GLOSS_HEDGES
    ]
    for definition in definitions:
        words = re.findall(r"[a-z]+(?:'[a-z]+)?", definition)
        heads: list[str] = []
        in_head = True
        for k, w in enumerate(words):
            if w == "of" and heads and heads[-1] in GLOSS_PARTITIVES:
                continue
            if w in GLOSS_HEAD_END:
                in_head = False
            elif w in ("or", "and") and k + 1 < len(words) and words[k + 1] in ("a", "an", "the"):
                in_head = True  # a second definition: "... in india or the wife of a maharaja"
            elif in_head:
                heads.append(w)
        kept = words if GLOSS_NAMING_HEADS & set(words[:4] + heads) else heads
        # A possessed noun is someone else's: "his wife's infidelity" says "his" only.
        phrase = " ".join(w for k, w in enumerate(kept) if not (k and kept[k - 1] in POSSESSIVES))
        ess = FEMININE_ESS_GLOSS.search(phrase) and not COUNTERPART_GLOSS.search(phrase)
        female, male = FEMALE_GLOSS.search(phrase) or ess, MALE_GLOSS.search(phrase)
        if bool(female) != bool(male):
            return True
    return False


def word_lemmas(wn: Path) -> set[str]:
    """The one-word lemmas of WordNet's four ``index`` files (nouns, verbs, adjectives, adverbs)."""
    out: set[str] = set()
    for pos in ("noun", "verb", "adj", "adv"):
        for line in (wn / f"index.{pos}").read_text(encoding="latin-1").splitlines():
            if not line.startswith(" "):
                out.add(line.split()[0])
    return out


def gloss_words(wn: Path) -> set[str]:
    """The lower-case words of WordNet's glosses and examples (all four ``data`` files): where a
    plural that no ``index`` file lists is attested ("shamans", "brahmans")."""
    out: set[str] = set()
    for pos in ("noun", "verb", "adj", "adv"):
        for line in (wn / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if not line.startswith(" "):
                out.update(re.findall(r"[a-z]+", line.partition(" | ")[2].lower()))
    return out


def gendered_ending(lemma: str, words: set[str], glossed: set[str]) -> bool:
    """Whether ``lemma`` ends in a gendered word (:data:`GENDERED_ENDING`). An ending in -man says
    "man" only in a compound, whose part before it ends in an English word ("chair-man",
    "lay-man", "ad-man", "crafts-man", "long-shore-man", "free-d-man"), and whose plural is in
    -men ("henchmen", "yeomen"); a loan word that merely ends in these letters ("shaman", from
    Evenki; "brahman", from Sanskrit: CGEL 19.4, compounds are made of bases that stand as
    words) takes the regular plural in -s. A -man word is taken for a loan only when both
    hold: its stem ends in no English word, and WordNet's own text (``glossed``,
    :func:`gloss_words`) writes its plural in -s ("shamans"; "henchman", "yeoman",
    "fugleman" have no such plural there, whose stems "hench", "yeo", "fugle" are no words
    either). The stem, or any word of three letters or more that ends it, counts, also before a
    linking "s" ("crafts-man") or a "-d", "-ed" ending ("free-d"). A singular in -men
    ("flamen", a priest of Rome) stays a man's word. All this errs towards reading a compound,
    which leaves a neutral noun out, never towards keeping a man's word. The glosses and
    hypernyms of the others are still read for a gender (en-cues-78)."""
    if not GENDERED_ENDING.search(lemma):
        return False
    if not lemma.endswith("man") or lemma.endswith("woman"):
        return True
    stem = lemma[:-3]
    stems = {stem, stem.removesuffix("s"), stem.removesuffix("d"), stem.removesuffix("ed")}
    tails = {s[k:] for s in stems for k in range(len(s) - 2)} | {s for s in stems if len(s) >= 2}
    return bool(tails & words) or lemma + "s" not in glossed


def participle(lemma: str, verbs: set[str]) -> bool:
    """Whether ``lemma`` is an -ed or -ing form of a WordNet verb ("accused", "bereaved",
    "pursued": verb forms in running text). Not the nouns in the diminutive suffix -ling
    ("underling", "hireling", "foundling", "weakling") nor "newlywed", "hayseed", whose stems
    are no verbs (en-cues-71). The stem is tried as it is, with an "e" ("accus-e"), undoubled
    ("chatt-ing") and with "y" for "i" ("carri-ed")."""
    if lemma.endswith("ing"):
        stem = lemma[:-3]
    elif lemma.endswith("ed"):
        stem = lemma[:-2]
    else:
        return False
    candidates = {stem, stem + "e"}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        candidates.add(stem[:-1])
    if stem.endswith("i"):
        candidates.add(stem[:-1] + "y")
    return bool(candidates & verbs)


def verb_lemmas(wn: Path) -> set[str]:
    """The lemmas of WordNet's verbs (``index.verb``)."""
    return {
        line.split()[0]
        for line in (wn / "index.verb").read_text(encoding="latin-1").splitlines()
        if not line.startswith(" ")
    }


def counts(wn: Path) -> dict[tuple[str, str], int]:
    """(lemma, 'person'|'noun'|'verb'|'adj') -> SemCor tag count."""
    out: dict[tuple[str, str], int] = defaultdict(int)
    for line in (wn / "cntlist.rev").read_text(encoding="latin-1").splitlines():
        key, _, cnt = line.split()
        lemma, _, rest = key.partition("%")
        ss_type, lexfile = rest.split(":")[0], int(rest.split(":")[1])
        kind = {"1": "noun", "2": "verb", "3": "adj", "5": "adj"}.get(ss_type)
        if kind is None:
            continue
        if kind == "noun" and lexfile == PERSON:
            kind = "person"
        out[(lemma.lower(), kind)] += int(cnt)
    return out


def build(wn: Path) -> list[str]:
    """The kept lemmas (``person_nouns.txt``)."""
    return build_both(wn)[0]


def build_verbs(wn: Path) -> list[str]:
    """The person nouns more often verbs in SemCor (``person_verbs.txt``)."""
    return build_both(wn)[1]


def build_things(wn: Path) -> list[str]:
    """The lines of ``person_things.txt`` (en-cues-66): the person nouns that are also things,
    each followed by a tab and ``craft`` when a sense of it is a vehicle or a vessel."""
    return build_all(wn)[2]


def imaginary_beings(synsets: dict[str, tuple[int, list[str], list[str], str]]) -> set[str]:
    """The root of WordNet's imaginary beings (``imaginary_being, imaginary_creature``), above
    ``mythical_being``: WordNet files some monsters under ``noun.person`` ("manticore"). (Not
    the ``fictional_character`` below it: a story's "antihero" is a person in the story.)"""
    return {off for off, (_, words, _, _) in synsets.items() if "imaginary_being" in words}


def thing_heads(synsets: dict[str, tuple[int, list[str], list[str], str]]) -> set[str]:
    """The last words of WordNet's multi-word things (:data:`THING_LEXFILES`) that are compounds
    headed by their last word ("gas_guzzler"; not "bird_of_prey"): the last
    word names that thing too in running text."""
    out: set[str] = set()
    for lex, words, _, _ in synsets.values():
        if lex in THING_LEXFILES:
            for w in words:
                parts = w.lower().split("_")
                if len(parts) > 1 and "of" not in parts and parts[-1].isalpha():
                    out.add(parts[-1])
    return out


def clearly_person(lemma: str, freq: dict[tuple[str, str], int], n_person: int, n_thing: int) -> bool:
    """Whether a word that also names a thing (``n_thing`` senses in :data:`THING_LEXFILES`,
    ``n_person`` person senses) is a person noun in running text: SemCor tagged it as a person
    more than twice as often as a thing ("guard", 17 to 6; not "prey", 3 to 2), and, where it
    has more thing senses than person senses, more than once ("sleeper": 1 person tag, seven
    thing senses). "orphan", "monarch" (1 tag, a person sense and an animal one) stay people:
    a single tag against no thing tag is too small a count to move a word whose senses are
    balanced."""
    person, thing = freq[(lemma, "person")], freq[(lemma, "noun")]
    if thing and person <= 2 * thing:
        return False
    return not (n_thing > n_person and person <= 1)


def conveyances(synsets: dict[str, tuple[int, list[str], list[str], str]]) -> set[str]:
    """The root of WordNet's vehicles and vessels: the artifact synset ``conveyance, transport``
    (above ``vehicle``, ``craft`` and ``vessel, watercraft``)."""
    return {
        off
        for off, (lex, words, _, _) in synsets.items()
        if lex == 6 and {"conveyance", "transport"} <= set(words)
    }


def build_both(wn: Path) -> tuple[list[str], list[str]]:
    """The kept lemmas, and apart the ones more often verbs in SemCor (``person_verbs.txt``)."""
    keep, verbs, _ = build_all(wn)
    return keep, verbs


def build_all(wn: Path) -> tuple[list[str], list[str], list[str]]:
    """The kept lemmas, the ones more often verbs in SemCor (``person_verbs.txt``), and the
    ones left out as also things, tagged as things at least as often as people
    (``person_things.txt`` lines, see :func:`build_things`)."""
    keep, verbs, things, _ = build_lists(wn)
    return keep, verbs, things


def build_lists(wn: Path) -> tuple[list[str], list[str], list[str], list[str]]:
    """:func:`build_all`'s three lists and the candidates of ``person_adjectivals.txt``: the
    lemmas left out only as mostly adjectives, all of whose noun senses are people (filtered by
    ``scripts/build_person_adjectivals.py``, en-cues-80)."""
    synsets = read_synsets(wn)
    roots = gendered_roots(synsets)
    crafts = conveyances(synsets)
    imaginary = imaginary_beings(synsets)
    fictional = {off for off, (_, words, _, _) in synsets.items() if "fictional_character" in words}
    instances = instance_synsets(wn)
    compound_heads = thing_heads(synsets)
    freq = counts(wn)
    verb_forms = verb_lemmas(wn)
    all_words = word_lemmas(wn)
    glossed = gloss_words(wn)
    people = {off for off, (_, words, _, _) in synsets.items() if words[:2] == ["person", "individual"]}
    keep: list[str] = []
    verbs: list[str] = []
    things: list[str] = []
    adjectival: list[str] = []
    for line in (wn / "index.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split()
        lemma, n_syn, n_ptr = f[0], int(f[2]), int(f[3])
        if not lemma.isalpha() or not lemma.islower() or len(lemma) < 3:
            continue
        offsets = f[-n_syn:]
        del n_ptr
        first = synsets[offsets[0]]
        if first[0] != PERSON:
            continue
        # Proper nouns: the synset spells the word with a capital (index.noun lower-cases all).
        if not any(w == lemma for w in first[1]):
            continue
        # en-cues-78: a gendered sense that SemCor never tagged does not make a word gendered
        # whose first, most frequent sense is a neutral person that SemCor did tag (the senses
        # of index.noun are in frequency order, the tagged ones first): "elector", a voter in
        # running text, also "any of the german princes entitled to elect the holy roman
        # emperor". The neutral sense is what a sentence means; the rare one is a gloss. Only
        # for a first sense below ``person`` (not a "fairy", a spiritual being whose
        # translations have one gender) whose definition names no compound of "man" either
        # (:data:`MAN_COMPOUND_GLOSS`: "squire", "young nobleman attendant on a knight").
        n_tagged = int(f[-n_syn - 1])
        gendered = [below(o, roots, synsets) or gendered_gloss(synsets[o][3]) for o in offsets]
        rare = (
            n_tagged >= 1
            and first[0] == PERSON
            and not gendered[0]
            and below(offsets[0], people, synsets)
            and not MAN_COMPOUND_GLOSS.search(re.sub(r'"[^"]*"', " ", first[3]))
        )
        offsets_read = [o for k, o in enumerate(offsets) if not (rare and k >= n_tagged and gendered[k])]
        if any(below(o, roots, synsets) for o in offsets_read if synsets[o][0] == PERSON):
            continue
        person_offsets = [o for o in offsets_read if synsets[o][0] == PERSON]
        # Named people ("e. e. cummings": only instance senses) and monsters ("manticore").
        if all(o in instances for o in person_offsets):
            continue
        if all(below(o, imaginary, synsets) and not below(o, fictional, synsets) for o in person_offsets):
            continue
        if gendered_ending(lemma, all_words, glossed) or any(
            gendered_gloss(synsets[o][3]) for o in offsets_read if synsets[o][0] == PERSON
        ):
            continue
        if freq[(lemma, "person")] < freq[(lemma, "adj")]:
            if all(synsets[o][0] == PERSON for o in offsets):  # en-cues-80 (en65)
                adjectival.append(lemma)
            continue
        verbal = freq[(lemma, "person")] < freq[(lemma, "verb")] + freq[(lemma, "adj")]
        if verbal and freq[(lemma, "person")] == 0:
            continue  # never seen as a person in SemCor ("have", "shrink", "sneak")
        # Also a thing, and never seen as a person in SemCor: the sense order says little
        # ("wiper", "voucher", "shrimp", "primate").
        # en-cues-71: nor where SemCor tagged its thing senses at least as often as its person
        # senses ("character", "spirit", "ward", "tiger"): not mostly a person in running text.
        # (The ones more often verbs keep their place in person_verbs.txt: "guide", "witness".)
        person_count = freq[(lemma, "person")]
        thingish = person_count <= freq[(lemma, "noun")] and (not verbal or person_count == 0)
        # en-cues-71 (review): a word that also names an animal, an artifact, a quality or a
        # food (a sense of it in THING_LEXFILES, or the head of a multi-word one: "gas
        # guzzler"), or an abstract noun ("notability"), needs a signal unless SemCor saw it
        # as a person clearly more often (clearly_person: "guard" stays, "prey", "sleeper" go).
        n_thing = sum(synsets[o][0] in THING_LEXFILES for o in offsets)
        marked = bool(n_thing) and not clearly_person(lemma, freq, len(person_offsets), n_thing)
        if person_count == 0 and (lemma in compound_heads or ABSTRACT_ENDING.search(lemma)):
            marked = True  # never seen as a person, and a thing's name: "gas guzzler", "notability"
        if marked and (not verbal or person_count == 0):
            thingish = True
        others = [o for o in offsets if synsets[o][0] != PERSON]
        # en-cues-78 (review): a word that is the first name of a vehicle or vessel ("fighter",
        # the aircraft) needs a signal however often SemCor saw the person, when SemCor saw the
        # thing too: a craft flies, sails and lands as a person does, so the verb after it does
        # not tell the two apart ("The fighter flew over the hills"). Not where SemCor never
        # tagged a thing sense ("coach", 20 person tags: the bus is a rare reading there).
        vehicle = freq[(lemma, "noun")] >= 1 and any(
            below(o, crafts, synsets) and synsets[o][1][0] == lemma for o in others
        )
        if vehicle:
            thingish = True
        if thingish and (marked or others):
            # en-cues-66: kept apart when SemCor never tagged it a verb either and it is no
            # participle ("diver", "sweeper", "bowler", "proconsul"): a person where the
            # sentence shows one (fairmt.fairqe.signalled_persons).
            if freq[(lemma, "verb")] == 0 and not participle(lemma, verb_forms):
                craft = any(below(o, crafts, synsets) for o in offsets)
                things.append(f"{lemma}\tcraft" if craft else lemma)
            continue
        # Participles ("accused", "deceased") are verbs in running text; the nominalised ones
        # that denote people are the cue lexicon's NOMINAL_ADJECTIVES.
        if participle(lemma, verb_forms):
            continue
        (verbs if verbal else keep).append(lemma)
    return sorted(set(keep)), sorted(set(verbs)), sorted(set(things)), sorted(set(adjectival))


def irregular_plurals(wn: Path, lemmas: list[str]) -> list[str]:
    """``plural lemma`` lines for the kept lemmas' irregular plurals, from WordNet's exception
    list ``noun.exc`` ("thieves thief", "alumni alumnus", "salespeople salesperson"); one-word
    alphabetic forms only, like the lemmas. ``noun.exc`` does not say which sense a plural
    belongs to: it is kept only for a lemma whose senses are all people. A lemma that also
    names a thing or an idea may take its irregular plural there only ("genii" are spirits, a
    genius's plural is "geniuses"; "chelae" are claws), and its regular plural is found
    anyway (en-cues-71)."""
    synsets = read_synsets(wn)
    only_people: set[str] = set()
    for line in (wn / "index.noun").read_text(encoding="latin-1").splitlines():
        f = line.split()
        if not line.startswith(" ") and all(synsets[o][0] == PERSON for o in f[-int(f[2]) :]):
            only_people.add(f[0])
    kept = set(lemmas) & only_people
    out: set[str] = set()
    for line in (wn / "noun.exc").read_text(encoding="latin-1").splitlines():
        f = line.split()
        if len(f) >= 2 and f[0].isalpha() and f[0].islower() and f[0] != f[1] and f[1] in kept:
            out.add(f"{f[0]} {f[1]}")
    return sorted(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wordnet", default="/usr/share/wordnet", type=Path)
    ap.add_argument(
        "--out",
        default=Path(__file__).resolve().parent.parent / "src/fairmt/fairqe/data/person_nouns.txt",
        type=Path,
    )
    args = ap.parse_args()
    words, verbs, things = build_all(args.wordnet)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(NOTICE + "\n".join(words) + "\n", encoding="utf-8")
    print(f"{len(words)} person nouns -> {args.out}")
    plurals = irregular_plurals(args.wordnet, words)
    plural_out = args.out.with_name("person_plurals.txt")
    plural_out.write_text(
        NOTICE.replace(
            "English nouns that denote people", "Irregular plurals (plural lemma) of person_nouns.txt"
        )
        + "\n".join(plurals)
        + "\n",
        encoding="utf-8",
    )
    print(f"{len(plurals)} irregular plurals -> {plural_out}")
    verb_out = args.out.with_name("person_verbs.txt")
    verb_out.write_text(
        NOTICE.replace(
            "English nouns that denote people",
            "English nouns that denote people, more often verbs in SemCor (a cue after a determiner only)",
        )
        + "\n".join(verbs)
        + "\n",
        encoding="utf-8",
    )
    print(f"{len(verbs)} person nouns more often verbs -> {verb_out}")
    thing_out = args.out.with_name("person_things.txt")
    thing_out.write_text(
        NOTICE.replace(
            "English nouns that denote people",
            "English nouns that denote people and things, tagged as things at least as often as people"
            " in SemCor (a cue only where the sentence shows a person)",
        )
        + "\n".join(things)
        + "\n",
        encoding="utf-8",
    )
    print(f"{len(things)} person nouns that are also things -> {thing_out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
