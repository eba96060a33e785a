"""The English words the cue rules read: the person-noun lexicon, its look-up, and word lists.

:data:`LEXICON` maps a lower-cased English word or phrase to an :class:`Entry` (category,
gender, lemma, plural), built once from :mod:`fairmt.fairqe.cue_lexicon`'s lists with every
regular plural (:func:`english_plurals`) added, so a plural cue is found without a
lemmatiser. :func:`lookup` resolves a lower-case word: the exact word or phrase, then
slash pairs ("actor/actress": gender-inclusive, C8 for pronouns, C7 for nouns) and hyphen
compounds ("sister-in-law", "ex-wife"; not "two-man"). :func:`lookup_word` adds, for a
lower-case (or sentence-initial) token only, the endings: "-woman"/"-man" compounds (C3, F
or M; not for capitalised words, mostly surnames like "Perlman", and with a stop list) and
agent suffixes (C7/C12 without a gender, with a stop list of words that only look like
agent nouns), then WordNet's ``noun.person`` nouns (:func:`person_nouns`), so a person noun
no hand-written list has is still a cue, without a gender. A capitalised token is left to the
name rules; given names with their usual gender come from the 1990 US Census lists
(:func:`given_names`), matched on the ASCII-folded word.

The module-level word sets (determiners, copulas, auxiliaries, prepositions, clause breakers,
...) are the closed-class English vocabulary the context rules in :mod:`fairmt.fairqe.cues`
test tokens against; they live here so every rule family reads one definition.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C7, C8, C11, C12, Category
from fairmt.fairqe.types import Realisation


@dataclass(frozen=True, slots=True)
class Entry:
    """One English lexicon entry (a word form): what it is and what it says about gender."""

    lemma: str
    category: Category
    gender: Realisation | None = None
    plural: bool = False
    #: pronoun, kinship, lexical, title, role, indefinite, they, inclusive, relation, group
    kind: str = ""


def english_plurals(lemma: str) -> list[str]:
    """Plural forms of an English person noun (the last word of a multi-word lemma)."""
    head, sep, last = lemma.rpartition(" ")
    prefix = head + sep
    irregular = lex.IRREGULAR_PLURALS.get(last)
    if irregular is not None:
        return [prefix + p for p in irregular.split()]
    # A closed compound inflects its head (Quirk et al. 1985, 5.79): "grandchild" ->
    # "grandchildren", "stepchild", "salesperson" -> "salespeople", "superhero" -> "superheroes".
    for singular, plurals in lex.IRREGULAR_PLURALS.items():
        if len(singular) >= 4 and last.endswith(singular) and last != singular and " " not in singular:
            stem = last[: -len(singular)]
            return [prefix + stem + p for p in plurals.split()]
    if last.endswith("woman"):
        forms = [last[:-5] + "women"]
    elif last.endswith("man") and last not in ("human", "german", "roman", "shaman"):
        forms = [last[:-3] + "men"]
    elif last.endswith(("s", "x", "z", "ch", "sh")):
        forms = [last + "es"]
    elif last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        forms = [last[:-1] + "ies"]
    elif last.endswith("o"):
        forms = [last + "s", last + "es"]
    else:
        forms = [last + "s"]
    return [prefix + f for f in forms]


def _commas(text: str) -> list[str]:
    return [w.strip() for w in text.split(",") if w.strip()]


def _build_lexicon() -> dict[str, Entry]:
    out: dict[str, Entry] = {}
    singular: list[tuple[str, Entry]] = []

    def add(
        words: Iterable[str],
        category: Category,
        gender: Realisation | None = None,
        kind: str = "",
        plural: bool = False,
    ) -> None:
        singular.extend((w, Entry(w, category, gender, plural, kind)) for w in words)

    add(lex.PRONOUNS_F.split(), category=C1, gender="F", kind="pronoun")
    add(lex.PRONOUNS_M.split(), category=C1, gender="M", kind="pronoun")
    add(lex.PRONOUNS_BOTH.split(), category=C8, kind="inclusive")
    add(lex.TITLES_F.split(), category=C4, gender="F", kind="title")
    add(lex.TITLES_M.split(), category=C4, gender="M", kind="title")
    add(lex.KINSHIP_F.split(), category=C2, gender="F", kind="kinship")
    add(lex.KINSHIP_M.split(), category=C2, gender="M", kind="kinship")
    add(lex.LEXICAL_F.split(), category=C3, gender="F", kind="lexical")
    add(lex.LEXICAL_M.split(), category=C3, gender="M", kind="lexical")
    indefinites = lex.INDEFINITES.replace("no one", "").split()
    add([w for w in indefinites if w != "others"], category=C8, kind="indefinite")
    add(["no one"], category=C8, kind="indefinite")
    add(["others"], category=C8, kind="indefinite", plural=True)
    add(_commas(lex.INDEFINITES_MULTI), category=C8, kind="indefinite")
    add([lex.THEMSELF], category=C8, kind="indefinite")
    add(lex.THEY_FORMS.split(), category=C8, kind="they")
    add(lex.RELATIONS.split(), category=C11, kind="relation")
    add(lex.OCCUPATIONS.split(), category=C7, kind="role")
    add(_commas(lex.OCCUPATIONS_MULTI), category=C7, kind="role")
    add([*lex.DEMONYMS.replace("new yorker", "").split(), "new yorker"], category=C7, kind="demonym")
    add(lex.GROUPS.split(), category=C12, kind="group", plural=True)
    for w, e in singular:
        out.setdefault(w, e)
    # Plurals after every singular, so a plural form never hides a singular entry.
    for w, e in singular:
        if e.kind not in ("kinship", "lexical", "relation", "role", "demonym") or w in _ADJECTIVES:
            continue
        cat = C12 if e.category in (C7, C11) else e.category
        for p in english_plurals(w):
            if p != w:
                out.setdefault(p, Entry(lemma=w, category=cat, gender=e.gender, plural=True, kind=e.kind))
    return out


_ADJECTIVES = _words("ladylike womanly girlish motherly sisterly manly boyish fatherly brotherly")
LEXICON: dict[str, Entry] = _build_lexicon()
#: Multi-word keys (as tuples of lower-case words), longest first.
MULTI: dict[tuple[str, ...], Entry] = {tuple(k.split()): e for k, e in LEXICON.items() if " " in k}
MAX_MULTI = max((len(k) for k in MULTI), default=1)
MULTI_FIRST = frozenset(k[0] for k in MULTI)

TITLES_BEFORE_NAME: dict[str, Realisation] = {
    **dict.fromkeys(lex.TITLES_BEFORE_NAME_F.split(), "F"),
    **dict.fromkeys(lex.TITLES_BEFORE_NAME_M.split(), "M"),
}
#: Titles that may be written in lower case (forms of address).
LOWERCASE_TITLES = _words("sir madam ma'am mister madame")
ROLE_TITLES = {"dr": "doctor", "prof": "professor", "rev": "reverend"}
NAMES = _words(lex.UNISEX_NAMES)
PLACE_NAMES = _words(lex.NAMES_ALSO_PLACES)
PLACE_PREPS = _words(lex.PLACE_PREPOSITIONS)
POS_AMBIGUOUS = _words(lex.POS_AMBIGUOUS)
NAME_ADJECTIVES = _words(lex.NAME_ADJECTIVES)
MODIFIER_LIKE = _words(lex.MODIFIER_LIKE)
MODIFIER_NOUNS = _words(lex.MODIFIER_NOUNS)
FOLLOWERS_OK = _words(lex.FOLLOWERS_OK)
DETERMINERS_EN = _words(lex.DETERMINERS_EN)
LINKS = _words(lex.LINKS)
ADVERBS = _words(lex.ADVERBS)
BE_GET = _words(lex.BE_GET) | _words("isn't aren't wasn't weren't ain't")
#: Verbs whose predicate adjective or participle agrees with the subject: BE/GET and the
#: change-of-state and continuing copulas ("he became increasingly attached" -> es "ligado",
#: "she remained silent" -> "callada").
PREDICATE_VERBS = BE_GET | _words(lex.COPULAR_VERBS)
AUX_CHAIN = _words("have has had will would can could should may might must shall 've 'd 'll")
PERSON_PASSIVES = _words(lex.PERSON_PASSIVES)
NOT_PREDICATE = _words(lex.NOT_PREDICATE) | _words(lex.INVARIABLE_PREDICATES)
SUBJECT_PRONOUNS = _words(lex.SUBJECT_PRONOUNS)
#: Pronoun forms that can resolve a preceding noun (subject, possessive, reflexive).
RESOLVING = _words("he she his hers himself herself")
#: Words after "her" that show it is an object, not a possessive.
HER_OBJECT_NEXT = DETERMINERS_EN | _words(
    "to for from with in on at by about into onto of and or but because as if when while so than up "
    "down out off back away again too also then there here home now today yesterday tomorrow it him "
    "her them me us you what who how where why that which was is were are had has have would will could "
    "should"
)
PERSONAL_SUBJECTS = _words("i you we they")
DITRANSITIVE_PASSIVES = _words(lex.DITRANSITIVE_PASSIVES)
IRREGULAR_PARTICIPLES = _words(lex.IRREGULAR_PARTICIPLES)
ROLE_VERBS = _words("named appointed elected nominated promoted made crowned")
QUANTIFIERS = _words(lex.QUANTIFIERS)
QUANTIFIER_VERBS = _words(lex.QUANTIFIER_VERBS)
NOMINAL_ADJECTIVES = _words(lex.NOMINAL_ADJECTIVES)
#: Fused-head superlatives and comparatives of age (Huddleston & Pullum 2002, *The Cambridge
#: Grammar of the English Language*, ch. 5 §9, fused-head NPs: a determiner fused with an
#: adjectival head, "the youngest", "my eldest"). *Elder/eldest*, the irregular grade forms
#: of *old*, are used of people (family seniority; CGEL ch. 6 on grade inflection);
#: *younger/youngest* stand for people in a fused head unless an "of" phrase names things.
AGE_HEADS = frozenset(["eldest", "elder", "youngest", "younger"])
#: Fused heads that stand for people or things alike ("the latter", "the former", "the
#: oldest"): a cue only when what follows is said of a person
#: (:func:`fairmt.fairqe.cue_rules._said_of_person`).
REFERRING_HEADS = frozenset(["latter", "former", "oldest", "older"])
#: Cardinal numerals as fused heads ("the two were married", CGEL ch. 5 §9): plural, and
#: standing for people or things alike, so they are treated as :data:`REFERRING_HEADS`.
NUMERAL_HEADS = _words("two three four five six seven eight nine ten")
#: Ordinals and "only" as fused heads with an infinitival relative ("the first to arrive",
#: "the last to leave"; CGEL ch. 12 on infinitival relatives after superlatives and
#: ordinals): people or things, so the main clause must say something of a person.
ORDINAL_HEADS = _words("first last second third next only")
#: Every fused head (:func:`fairmt.fairqe.cue_rules._fused_head`): placed with its target
#: determiner as a noun is ("Ce dernier" -> "Cette dernière", "Le plus jeune" -> "La plus
#: jeune"), and its predicate is a cue (:mod:`fairmt.fairqe.cue_predicates`).
FUSED_HEADS = AGE_HEADS | REFERRING_HEADS | NUMERAL_HEADS | ORDINAL_HEADS
_OF_PEOPLE = _words("them us you those whom these")
NON_PERSON_SUBJECTS = _words("it this that which there what")
PREPOSITIONS = _words(
    "for to with of by from in on at about like as than into onto upon toward towards among between "
    "without against under over after before behind beside near through"
)
#: Words that cannot be the noun a modifier-like word modifies ("gave the teacher a bag").
NOT_MODIFIED = (
    FOLLOWERS_OK
    | ADVERBS
    | DETERMINERS_EN
    | PREPOSITIONS
    | BE_GET
    | AUX_CHAIN
    | _words("i you he she it we they me him her us them my your his its our their nor yet")
    # Deictic adverbs of time and place are no heads: "the client yesterday", not a compound.
    | _words("yesterday today tomorrow tonight again here there ago together alone")
)
CLAUSE_BREAKERS = _words(
    "and but or because although though while when whereas who which that where after before since until"
)


def lookup(low: str) -> Entry | None:
    """The lexicon entry of one lower-case word, through hyphen and slash compounds."""
    e = LEXICON.get(low)
    if e is not None or not low:
        return e
    if "/" in low:
        return _slash(low)
    if "-" in low:
        return _hyphen(low)
    return None


def _slash(low: str) -> Entry | None:
    """ "he/she", "actor/actress": gender-inclusive pairs (C8 for pronouns, C7 for nouns)."""
    pieces = [p for p in low.split("/") if p]
    found = [e for e in (LEXICON.get(p) for p in pieces) if e is not None]
    if len(found) < 2:
        return None
    if len({e.gender for e in found}) == 1:
        return found[-1] if len(found) == len(pieces) else None  # "writer/producer"
    if all(e.category == C1 for e in found):
        return Entry(low, C8, None, False, "inclusive")
    nouns = [e for e in found if e.category in (C2, C3, C7)]
    head = nouns[0] if nouns else found[0]
    return Entry(head.lemma, C7, None, head.plural, "inclusive")


def _hyphen(low: str) -> Entry | None:
    """ "sister-in-law", "bride-to-be", "mother-of-two", "ex-wife", "co-worker"."""
    parts = low.split("-")
    if parts[0].isdigit() or parts[0] in _NUMBER_WORDS:
        return None  # "4-man", "two-man crew"
    person = (C2, C3, C7, C11, C12)
    if low.endswith(("-in-law", "-in-laws")) and parts[0]:
        e = LEXICON.get(parts[0])
        if e is not None and e.category in person:
            return e
    if low.endswith(("-to-be", "-elect", "-designate")) or (
        len(parts) >= 3 and parts[1] in ("of", "at", "in", "general")
    ):
        e = LEXICON.get(parts[0])
        if e is not None:
            return e
    e = LEXICON.get(parts[-1])
    if e is not None and e.category in person:
        return e
    return None


def lookup_word(t: Tok, initial: bool = False) -> Entry | None:
    """:func:`lookup`, then the suffix rules and WordNet's person nouns (lower-case words, or
    capitalised ``initial`` ones)."""
    e = lookup(t.low)
    if e is None and (t.core.islower() or (initial and t.core[1:].islower())):
        e = _by_suffix(t.low, compounds=t.core.islower()) or _wordnet_person(t.low) or _solid_compound(t.low)
        if e is None:
            from fairmt.fairqe.person_agent_nouns import person_agent_noun

            e = person_agent_noun(t.low)  # "rehabilitator": en-cues-80
        if e is None and "/" in t.low:
            e = _shared_head(t.low)
    return e


def _solid_compound(low: str) -> Entry | None:
    """A person noun written as one word that the lists and WordNet's one-word lemmas lack: a
    -person/-people compound ("mailperson", "salespeople") or a WordNet two-word person noun
    written solid ("policymakers"): :mod:`fairmt.fairqe.solid_person_compounds` (en-cues-79).
    A solid compound one of whose parts says a gender ("girlscout", "mothercarer") is left out:
    gendered nouns are the hand-written lexicon's business, where they carry their gender."""
    from fairmt.fairqe.solid_person_compounds import closed_up_person, person_compound

    found = person_compound(low)
    if found is not None:
        lemma, plural = found
        return Entry(lemma, C12 if plural else C7, None, plural, "agent")
    parts = closed_up_person(low)
    if parts is None:
        return None
    first, last, plural = parts
    if any((e := LEXICON.get(w)) is not None and e.gender is not None for w in (first, last)):
        return None
    return Entry(first + last, C12 if plural else C7, None, plural, "wordnet")


def _one_word(low: str) -> Entry | None:
    """The entry of one lower-case word: the lexicon, the endings, WordNet."""
    return LEXICON.get(low) or _by_suffix(low) or _wordnet_person(low)


def _shared_head(low: str) -> Entry | None:
    """ "gold/silversmith", "fire/policeman", "grand/godmother": a slash pair of compounds
    that share their head, written once after the last one (en-cues-57; the slash form of
    "gold- and silversmith", a compound whose shared head is written once). The first part is
    no person word alone, so :func:`lookup` finds one part only and reads nothing; the pair
    names a person when the last part does and the first part completed by an ending of the
    last is a person noun of the same category and gender ("gold" + "smith"). The ending must
    be a person noun itself (the lists, or WordNet's most frequent sense: "smith", "man",
    "mother"), so "car/driver" is not "car" + "ver" ("carver"). The pair is read as its last
    part ("silversmith": C7; "policeman": C3, M).

    The first part must be a stem that names no person ("gold", "fire", "grand"): when it is a
    person noun itself ("barmaid/barman", "showgirl/showman") the pair is a doublet of two
    persons, often of both genders, not one compound. And the completed first part
    must be a person noun the lists or WordNet know: any word ending in "man" is a -man
    compound for :func:`_by_suffix` ("barmaid" + "man", "cat" + "man"), so such a find proves
    nothing."""
    pieces = low.split("/")
    if len(pieces) != 2 or not all(p.isalpha() for p in pieces):
        return None
    first, last = pieces
    if LEXICON.get(first) is not None or _wordnet_person(first) or wordnet_person_lemma(first):
        return None  # a doublet of two person nouns ("milkmaid/milkman"), not a shared head
    head = _one_word(last)
    if head is None or head.category not in (C2, C3, C7, C12):
        return None
    # a plural pair ("gold/silversmiths") is matched on its last part's singular
    one = _one_word(head.lemma) if head.plural else head
    if one is None:
        return None
    for k in range(1, len(one.lemma) - 2):
        ending = one.lemma[k:]
        if _one_word(ending) is None and not wordnet_person_lemma(ending):
            continue  # the shared ending is a person noun itself ("smith"), not "car/driver"
        whole = _one_word(first + ending)
        if whole is None or whole.kind == "compound":
            continue  # found by its -man/-woman ending only: "catman", "barmaidman"
        if (whole.category, whole.gender) == (one.category, one.gender):
            return head
    return None


@cache
def person_nouns() -> frozenset[str]:
    """English nouns that denote people without saying a gender, from WordNet 3.0's
    ``noun.person`` file (``fairmt/fairqe/data/person_nouns.txt``, built and filtered by
    ``scripts/build_person_nouns.py``, which documents what is left out and why)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "person_nouns.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split("\n") if w and not w.startswith("#"))


@cache
def person_verbs() -> frozenset[str]:
    """WordNet 3.0 ``noun.person`` nouns that SemCor tags more often as verbs ("guide",
    "cook", "spy", "volunteer"; ``fairmt/fairqe/data/person_verbs.txt``, written by
    ``scripts/build_person_nouns.py``): a person noun only after a determiner, in the plural
    as well ("the guides", not "she guides"; en-cues-19)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "person_verbs.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split("\n") if w and not w.startswith("#"))


@cache
def person_adjectivals() -> frozenset[str]:
    """WordNet 3.0 ``noun.person`` nouns that SemCor tags more often as adjectives ("civilian",
    "professional", "militant", "revolutionary"; ``fairmt/fairqe/data/person_adjectivals.txt``,
    written by ``scripts/build_person_adjectivals.py``): a person noun in the plural only, which no
    adjective has (CGEL 6.1: "the civilians fled", not "a civilian airport"; en-cues-80)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "person_adjectivals.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split("\n") if w and not w.startswith("#"))


@cache
def person_plurals() -> dict[str, str]:
    """Irregular plurals of :func:`person_nouns` -> their lemma: WordNet 3.0's exception list
    ``noun.exc`` (``fairmt/fairqe/data/person_plurals.txt``, written by
    ``scripts/build_person_nouns.py``: "thieves" -> thief, "alumni" -> alumnus), and the cue
    lexicon's own :data:`~fairmt.fairqe.cue_lexicon.IRREGULAR_PLURALS` where their lemma is a
    WordNet person noun ("passersby" -> passerby)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "person_plurals.txt").read_text(encoding="utf-8")
    nouns = person_nouns()
    out = {
        lemma_plural[0]: lemma_plural[1]
        for lemma_plural in (line.split() for line in text.split("\n"))
        if len(lemma_plural) == 2 and not lemma_plural[0].startswith("#")
    }
    for lemma, plurals in lex.IRREGULAR_PLURALS.items():
        if lemma in nouns:
            for plural in plurals.split():
                out.setdefault(plural, lemma)
    return out


@cache
def given_names() -> dict[str, Realisation]:
    """English given names with their usual gender, keyed by their ASCII lower-case form
    (``fairmt/fairqe/data/given_names.tsv``: 1990 US Census lists, public domain; built and
    filtered by ``scripts/build_given_names.py``, which documents what is left out and why)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "given_names.tsv").read_text(encoding="utf-8")
    out: dict[str, Realisation] = {}
    for line in text.split("\n"):
        if line and not line.startswith("#"):
            name, gender = line.split("\t")
            out[name.lower()] = "F" if gender == "F" else "M"
    return out


def _ascii_fold(word: str) -> str:
    """``María`` → ``maria``: the Census lists are unaccented."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c)).lower()


def _gendered_name(t: Tok) -> Realisation | None:
    if not t.title or t.core.isupper() or t.core in NAMES or not t.core.isalpha():
        return None
    return given_names().get(_ascii_fold(t.core))


def _singular(low: str) -> str | None:
    """The singular of a regular English plural ("passengers", "deputies", "coaches")."""
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"
    if low.endswith(("ches", "shes", "sses", "xes")):
        return low[:-2]
    if low.endswith("s") and not low.endswith("ss"):
        return low[:-1]
    return None


def _wordnet_person(low: str) -> Entry | None:
    """A person noun the hand-written lists lack ("passenger", "respondents", "woodcutter"):
    C7 in the singular, C12 in the plural, like the agent nouns found by suffix. Irregular
    plurals come from :func:`person_plurals` ("passersby", "thieves"; en-cues-18)."""
    if not low.isalpha() or len(low) < 4:
        return None
    nouns = person_nouns()
    if low in nouns:
        return Entry(low, C7, None, False, "wordnet")
    one = person_plurals().get(low) or _singular(low)
    if one not in nouns and low.endswith("uses") and low[:-2] in nouns:
        one = low[:-2]  # a noun in -us: "geniuses" (not "spouses", "recluses"; en-cues-71)
    if one is not None and one in nouns:
        return Entry(one, C12, None, True, "wordnet")
    verbs = person_verbs()
    if low in verbs:
        return Entry(low, C7, None, False, "wordnet-verb")
    if one is not None and one in verbs:
        return Entry(one, C12, None, True, "wordnet-verb")
    if one is not None and one != low and one in person_adjectivals():
        # en-cues-80 (en65): the plural of a person noun that is mostly an adjective is the noun
        # ("civilians", "professionals", "revolutionaries"): adjectives have no plural.
        return Entry(one, C12, None, True, "wordnet")
    return None


def wordnet_person_lemma(lemma: str) -> bool:
    """Whether WordNet 3.0 (read at run time from Debian's ``wordnet-base``, as
    :func:`fairmt.inflect.french_animacy.english_lexfiles`) files the most frequent noun sense
    of ``lemma`` under ``noun.person``. For words Apertium's English dictionary lacks, the
    realiser's agent-noun guess needs this (en-cues-18): "cruiser" (``noun.artifact``),
    "twister" (``noun.phenomenon``) and words WordNet lacks too are no person nouns. ``False``
    without WordNet."""
    from fairmt.inflect.french_animacy import english_lexfiles

    return english_lexfiles(lemma) == 18


_NUMBER_WORDS = _words("one two three four five six seven eight nine ten eleven twelve")
_CARDINALS = _NUMBER_WORDS | _words(
    "thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty "
    "seventy eighty ninety hundred"
)
_AGENT_SUFFIXES = tuple(lex.AGENT_SUFFIXES.split())
_AGENT_STOP = _words(lex.AGENT_SUFFIX_STOPLIST)
_MAN_STOP = _words(lex.MAN_STOPLIST)


def _by_suffix(low: str, compounds: bool = True) -> Entry | None:
    """Person nouns not in the lists, by their ending: -woman/-man compounds, agent nouns.

    Only for lower-case words (the caller checks): capitalised ones are mostly surnames
    (Perlman, Fridman, Baptist); ``compounds=False`` leaves out -man/-woman (a
    sentence-initial "Perlman").
    """
    if not low.isalpha() or len(low) < 6:
        return None
    if compounds and low.endswith(("woman", "women")):
        return Entry(low[:-5] + "woman", C3, "F", low.endswith("women"), "compound")
    if (
        compounds
        and low.endswith(("man", "men"))
        and low not in _MAN_STOP
        and low[:-1] + "n" not in _MAN_STOP
        # ex40: words formed on "human" ("superhuman", "inhuman", "subhuman") are no -man compounds
        and not low.endswith("human")
    ):
        return Entry(low[:-3] + "man", C3, "M", low.endswith("men"), "compound")
    plural = low.endswith("s")
    stem = low[:-1] if plural else low
    if stem in _AGENT_STOP:
        return None
    for suffix in _AGENT_SUFFIXES:
        if stem.endswith(suffix) and (len(stem) >= 7 or suffix not in ("ist", "eer")):
            return Entry(stem, C12 if plural else C7, None, plural, "agent")
    return None
