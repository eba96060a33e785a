"""English nouns that name people although the cue lexicon does not list them.

The realiser takes a target person noun that no cue covers only when the English has a reason
for it (:meth:`fairmt.fairqe.realise.SentenceRealiser._unaligned`): an agent or role noun the
lexicon lacks ("fighter", "correspondent", "militants"), a party member ("Democrat"), and not
an attributive noun, a relation of a thing or a noun that a name or title keeps. These guesses
read the English sentence only, with Apertium's English dictionary and WordNet; they were in
``realise.py`` until session 23 and moved here unchanged, so that the realiser module holds the
realisation and this one the English word classes it consults.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

if TYPE_CHECKING:
    from fairmt.inflect.apertium_morph import Morphology

#: Punctuation stripped from an English word before comparing it with a name of the translation.
NAME_PUNCT = "\"'“”‘’.,;:!?()[]"


#: English agent-noun endings (the lemma's), and the verb-base suffixes of -er/-or.
_AGENT_LEMMA_ENDINGS = ("er", "or", "ant", "ent", "ist", "ian", "crat")
#: Of those, the endings that need no verb base ("journalist", "civilian", "bureaucrat").
_NOUN_BASED = ("ist", "ian", "crat")


@cache
def english_morphology() -> Morphology | None:
    from fairmt.inflect.apertium_morph import morphology

    return morphology("en")


#: Apertium's English verb tags: a lexical verb, "be", "have", a modal, an auxiliary, "do".
_VERB_POS = frozenset({"vblex", "vbser", "vbhaver", "vbmod", "vaux", "vbdo"})


def verb_form_only(word: str) -> bool:
    """Whether the English dictionary reads the lower-case ``word`` as a verb form and as
    nothing else ("sold", "lent", "taught", "wrote"): such a word can head no noun phrase, so
    a person noun before it modifies nothing ("The teacher sold us a car", "The florist lent
    us a vase"), as before a regular form in -ed (en-cues-78: an irregular past "sold" was
    taken for the head of a compound, "teacher sold" like "teacher training"). Not a form in
    -ing, which heads a noun phrase as a gerund ("teacher training", "student housing"), though
    the dictionary reads it as a verb only. ``False`` without the dictionary, or for a word it
    does not know."""
    morph = english_morphology()
    if morph is None or word.endswith("ing"):
        return False
    pos = {r.pos for r in morph.readings(word)}
    return bool(pos) and pos <= _VERB_POS


def english_noun_lemmas(word: str) -> set[str]:
    """The lemmas of the English dictionary's noun readings of ``word``, a lower-case alphabetic
    word of three letters or more (a capitalised word is a name, a shorter one a function word or
    an abbreviation); empty for any other word, one the dictionary reads as no noun, or without
    the dictionary. What :mod:`fairmt.fairqe.english_animals` and
    :mod:`fairmt.fairqe.french_person_homonyms` judge by WordNet."""
    if not (word.isalpha() and word.islower() and len(word) > 2):
        return set()
    morph = english_morphology()
    if morph is None:
        return set()
    return {r.lemma for r in morph.readings(word) if r.pos == "n"}


def prefetch_english(words: list[str]) -> None:
    """Analyse a sentence's candidate words, and their verb bases, in two dictionary exchanges."""
    morph = english_morphology()
    if morph is None:
        return
    words = [w for w in words if w.isalpha() and len(w) >= 5]
    morph.prefetch(words)
    lemmas = {r.lemma for w in words for r in morph.readings(w) if r.pos == "n"} | set(words)
    morph.prefetch(b for lemma in lemmas for b in _bases(lemma))


def _bases(lemma: str) -> list[str]:
    """Verb bases of an agent noun in -er/-or/-ant/-ent: "fighter" -> fight, "voter" -> vote,
    "runner" -> run, "correspondent" -> correspond, "resident" -> reside, "immigrant" ->
    immigrate; none for other words."""
    lemma = lemma[:-1] if lemma.endswith("s") else lemma
    if not lemma.endswith(("er", "or", "ant", "ent")):
        return []
    stem = lemma[:-2] if lemma.endswith(("er", "or")) else lemma[:-3]
    out = [stem, stem + "e", stem + "ate", lemma[:-1]]
    if stem[-1:] == stem[-2:-1]:
        out.append(stem[:-1])
    return [b for b in out if len(b) >= 3]


def english_agent_noun(low: str, noun_shaped: bool = False, before_name: bool = False) -> bool:
    """Whether a lower-case English word is an agent or role noun that the cue lexicon does
    not list: a noun (Apertium's English dictionary, ``apertium-eng-spa``) whose lemma ends in
    -ist, -ian or -crat ("journalists", "civilians"), or in -er/-or/-ant/-ent on a verb
    ("fighter" <- fight, "watchers" <- watch, "correspondent" <- correspond). The verb base
    keeps out "tiger", "number", "water", "unemployment", "restaurant". Without the dictionary
    nothing qualifies (the realiser then uses the cue lexicon alone).

    Such a word only lets the realiser take a person noun that the target language's own
    resources found and no cue covers (:meth:`SentenceRealiser._unaligned`). A lemma that
    Apertium's English-Spanish bilingual dictionary translates only by fixed-gender nouns is a
    thing named after what it does ("destroyer" -> ``destructor<n><m>``): not one
    (:mod:`fairmt.inflect.apertium_bidix`); one it translates by an epicene (person) noun is
    one even without a verb base ("militants" -> ``militante<n><mf>``). A word Apertium does
    not know is one only where WordNet's most frequent sense of it is a person
    (:func:`fairmt.fairqe.cue_words.wordnet_person_lemma`: not "cruisers", "twister").
    """
    from fairmt.fairqe.cue_words import wordnet_person_lemma
    from fairmt.inflect.apertium_bidix import english_nouns

    morph = english_morphology()
    low = _closed_compound(low)
    if morph is None or not low.isalpha() or len(low) < 5:
        return False
    readings = morph.readings(low)
    lemmas = {r.lemma for r in readings if r.pos == "n"}
    if not readings:
        # (de-inflect-21) A plural in -s is a noun: English adjectives do not inflect for number
        # (CGEL 5.2, 6.1), so an unknown plural is in a noun's place ("teamsters", "brewers").
        noun_shaped = noun_shaped or (low.endswith("s") and not low.endswith("ss"))
    if not readings or (noun_shaped and not lemmas):
        # Unknown to Apertium (or, for a word in a noun's place, known only as a verb:
        # "his associates"): a guess only for a person noun by WordNet (not "cruisers").
        lemmas = {low[:-1] if low.endswith("s") and not low.endswith("ss") else low}
        lemmas = {lemma for lemma in lemmas if wordnet_person_lemma(lemma)}
    bidix = english_nouns()
    if bidix is not None:
        bidix.prefetch(lemmas)
        lemmas = {lemma for lemma in lemmas if not bidix.thing(lemma)}
    if (
        noun_shaped
        and not any(r.pos == "n" for r in readings)
        and lemmas
        and not any(lemma.endswith(_AGENT_LEMMA_ENDINGS) for lemma in lemmas)
    ):
        # (rules-16) A word whose form or place shows it is a noun (a genitive 's, "assassin's";
        # a hyphenated compound, "team-mates" = teammates; the head after a possessive
        # determiner, "his Tammany associates": CGEL 5.16, 19.4 and 5.1), which Apertium has
        # no noun reading of, whose most frequent WordNet sense is a person, with no
        # agent ending to test by its verb: a simple person noun. English personal nouns are
        # simple words as well as -er/-ist derivatives (CGEL 19.2).
        return True
    # (An inflected plural: "the deceased" is a noun with one form for both numbers, and the
    # same form is an adjective, "a deceased lumberjack".)
    plural = any(r.pos == "n" and "pl" in r.tags and r.lemma != low for r in readings)
    if bidix is not None and (before_name or plural or not any(r.pos == "adj" for r in readings)):
        # (de-inflect-21) A simple noun of dual gender (Quirk et al., A Comprehensive Grammar of
        # the English Language, 5.104: "artist", "poet", "guest"; CGEL 19.2: personal nouns are
        # simple words as well as -er/-ist derivatives) with no agent ending to test: one whose
        # most frequent WordNet sense is a person and which the bilingual dictionary translates
        # by an epicene person noun ("poet" -> ``poeta<n><mf>``). A word that is also an
        # adjective ("general") counts only as a title before a name ("General Howe"), or in a
        # plural form, which no adjective has ("revolutionaries": CGEL 6.1), where a translation
        # by a noun of either gender also says person (``revolucionario<n><GD>``; WordNet keeps
        # out the animals that <GD> also marks).
        for lemma in lemmas:
            if (
                not lemma.endswith(_AGENT_LEMMA_ENDINGS)
                and (
                    bidix.epicene(lemma)
                    or (plural and not bidix.thing(lemma) and bool(bidix.translations(lemma)))
                )
                and wordnet_person_lemma(lemma)
            ):
                return True
    for lemma in lemmas:
        if not lemma.endswith(_AGENT_LEMMA_ENDINGS):
            continue
        if lemma.endswith(_NOUN_BASED):
            if len(lemma) >= 7:
                return True
            continue
        bases = _bases(lemma)
        morph.prefetch(bases)
        if any(r.pos == "vblex" for b in bases for r in morph.readings(b)):
            return True
        if bidix is not None and bidix.epicene(lemma):
            return True  # no verb base, but an epicene person noun in the dictionary: "militant"
    return False


#: Endings of English nouns for adherents of a party, creed or movement, which English
#: capitalises ("Democrats", "Republicans", "Socialists"); a name's words do not take them.
_ADHERENT_ENDINGS = ("crat", "ican", "ist")


def party_member(core: str, following: str) -> bool:
    """Whether a capitalised English word inside a sentence is an adherent noun ("between
    Republicans and Democrats", "minority Democrats"): its lemma ends in -crat/-ican/-ist and
    the bilingual dictionary translates it by a person noun (``republicano<n><GD>``,
    ``demócrata<n><mf>``). A singular one before a noun is an adjective ("Republican senators")."""
    from fairmt.inflect.apertium_bidix import english_nouns

    morph, bidix = english_morphology(), english_nouns()
    if morph is None or bidix is None or not (core[:1].isupper() and core[1:].islower() and core.isalpha()):
        return False
    low = core.lower()
    if not morph.readings(low) and low.endswith(tuple(e + "s" for e in (*_ADHERENT_ENDINGS, "an"))):
        # (rules-16) A plural adherent or inhabitant noun Apertium does not know ("Loyalists",
        # "Unionists"; in -an, "Puritans", "Etruscans": the suffix -(i)an forms personal nouns
        # of adherence and origin, CGEL 19.2): one when WordNet's most frequent sense of its
        # singular is a person; a name's word is not such a plural.
        from fairmt.fairqe.cue_words import wordnet_person_lemma

        return wordnet_person_lemma(low[:-1])
    nouns = [r for r in morph.readings(low) if r.pos == "n"]
    lemmas = {r.lemma for r in nouns if r.lemma.endswith(_ADHERENT_ENDINGS)}
    if not lemmas or not any(bidix.person(lemma) for lemma in lemmas):
        return False
    if all("pl" in r.tags for r in nouns):
        return True
    nxt = following.strip(".,;:!?\"'()").lower()
    return not (nxt.isalpha() and any(r.pos == "n" for r in morph.readings(nxt)))


#: English possessive determiners (CGEL 5.8): the word they determine is a noun phrase's head.
_POSSESSIVES = frozenset(["his", "her", "their", "its", "my", "our", "your"])


def after_possessive(src: Sequence[str], i: int) -> bool:
    """Whether the English word at ``i`` follows a possessive determiner, directly or after one
    capitalised modifier ("his associates", "his Tammany associates"), and ends the phrase
    there (a punctuation mark, or a function word after it): it is then the head noun."""

    def low(j: int) -> str:
        return src[j].strip(NAME_PUNCT).lower() if 0 <= j < len(src) else ""

    if src[i - 1 : i] and src[i - 1][-1:] in ",;:.!?":
        return False
    if low(i - 1) in _POSSESSIVES:
        return True
    mod = src[i - 1].strip(NAME_PUNCT) if i >= 1 else ""
    return mod[:1].isupper() and low(i - 2) in _POSSESSIVES


def attributive_noun(src: Sequence[str], i: int) -> bool:
    """Whether the English word at ``i`` is a singular noun modifying the common noun right
    after it ("the guest log", "a student loan", "the guard dog"): a noun premodifier
    classifies the head and names no one (CGEL 5.14, nominals as attributive modifiers; Quirk
    et al. 17.108), so a person noun the translation has for it ("le journal des invités") is
    no person reference to realise. The next word must be a lower-case noun for Apertium's
    English dictionary, no person or role word itself ("the nurse practitioner"), and not a
    possible verb unless a punctuation mark follows it ("the student set up a meeting"). Used
    by the realiser with fr-inflect-25."""
    from fairmt.fairqe.cues import lookup_word, tokenize

    morph = english_morphology()
    if morph is None or i + 1 >= len(src) or src[i][-1:] in ",;:.!?\"')" or src[i].endswith(("'s", "’s")):
        return False
    word = src[i].strip(NAME_PUNCT)
    nxt = src[i + 1].strip(NAME_PUNCT)
    if not (word.isalpha() and word.islower() and nxt.isalpha() and nxt.islower()):
        return False
    if english_plural_noun(word) or not any(
        r.pos == "n" and "pl" not in r.tags for r in morph.readings(word)
    ):
        return False
    if not any(r.pos == "n" for r in morph.readings(nxt)):
        return False
    # The head is the last of the run of nouns ("deputy emergency health director"): no word of
    # the run may be a person ("the nurse practitioner").
    j = i + 1
    while j < len(src):
        w = src[j].strip(NAME_PUNCT)
        if not (w.isalpha() and w.islower() and any(r.pos == "n" for r in morph.readings(w))):
            break
        if lookup_word(tokenize(w)) is not None or english_agent_noun(w):
            return False
        if src[j][-1:] in ",;:.!?":
            break
        j += 1
    # A word that may be a verb ("the student set up", "the guest books a room") is taken for
    # the head noun only where a punctuation mark closes the phrase after it ("the guest log.").
    # (A modal auxiliary is a verb too, "the trainer must be", "the guest can stay": Apertium's
    # "vaux", beside the nouns "must" and "can"; CGEL 3.2, modals are auxiliary verbs.)
    return (
        not any(r.pos.startswith("vb") or r.pos == "vaux" for r in morph.readings(nxt))
        or src[i + 1][-1:] in ",;:.!?"
    )


#: English words that may follow the head of a noun phrase but never modify a following noun:
#: prepositions opening a postmodifier, coordinators, relative words (CGEL 5.8, postmodifiers).
_AFTER_HEAD = frozenset(
    [
        "in",
        "of",
        "at",
        "on",
        "for",
        "to",
        "from",
        "with",
        "by",
        "and",
        "or",
        "but",
        "who",
        "whom",
        "whose",
        "that",
        "which",
        "as",
        "after",
        "before",
        "during",
        "since",
        "until",
        "under",
        "over",
        "about",
        "against",
        "between",
        "into",
        "through",
    ]
)


def phrase_final(src: Sequence[str], i: int) -> bool:
    """(de-inflect-21) Whether the English word at ``i`` closes its noun phrase: a punctuation
    mark follows it, it ends the sentence, or the next word is a preposition, coordinator or
    relative word (:data:`_AFTER_HEAD`), so it is the phrase's head noun (CGEL 5.8), not an
    attributive modifier of the next word ("separatist Catalans")."""
    if i < 0 or i >= len(src):
        return False
    if src[i][-1:] in ",;:.!?\"')" or i + 1 == len(src):
        return True
    return src[i + 1].lower() in _AFTER_HEAD


#: Symmetric relational nouns: the two ends of the relation are of one sort (a country's
#: neighbours are countries, a team's rivals teams, a school's successor a school).
_SAME_SORT_RELATIONS = frozenset(
    ["neighbour", "neighbor", "rival", "peer", "counterpart", "successor", "predecessor", "competitor"]
)


def relation_of_thing(cue: Cue, src: Sequence[str]) -> bool:
    """(de-inflect-21) Whether the cue is a symmetric relational noun (:data:`_SAME_SORT_RELATIONS`)
    whose possessor is the non-personal "its" (Quirk et al. 1985: "its" is the possessive of
    the non-personal "it"), up to three premodifiers before it ("its rivals", "its amphibious
    tetrapod predecessors"): its referent is of the possessor's sort, an animal, a thing or an
    institution ("An adult chimp will strive to outwit its rivals"), and names no person.
    (de-inflect-22, rules-33) A capitalised premodifier counts too, a proper adjective ("its European
    rivals", Quirk et al. 1985: proper adjectives), but not a possessive ("its owner's rivals")."""
    if cue.source_tokens is None:
        return False
    low = cue.source_span.lower().strip(NAME_PUNCT)
    low = low[:-2] if low.endswith(("'s", "’s")) else low
    lemma = low[:-1] if low.endswith("s") else low
    if lemma not in _SAME_SORT_RELATIONS:
        return False
    i = cue.source_tokens[0]
    for j in range(i - 1, max(-1, i - 5), -1):
        w = src[j]
        if w.lower().strip(NAME_PUNCT) == "its":
            return True
        proper = w[:1].isupper() and w[1:].islower() and not w.lower().endswith(("'s", "’s"))
        if w[-1:] in ",;:.!?" or not (w.islower() or proper):
            return False
    return False


def attributive_role_positions(src: Sequence[str]) -> list[float]:
    """The relative positions of the English role nouns of ``src`` (the cue lexicon's person
    words) that only modify the noun after them (:func:`attributive_noun`: "the guest log")."""
    from fairmt.fairqe.cues import lookup_word, tokenize

    n = max(1, len(src))
    out = []
    for i, raw in enumerate(src):
        entry = lookup_word(tokenize(raw))
        if (
            entry is not None
            and entry.category in (Category.C7, Category.C11, Category.C12)
            and attributive_noun(src, i)
        ):
            out.append(i / n)
    return out


#: Prepositions (and their contractions with the article) that introduce a noun's complement in
#: the Romance languages: French "de", Spanish "de", Italian "di".
_NOUN_COMPLEMENT_PREPS = frozenset(
    ["de", "des", "du", "d'", "d’", "del", "di", "dei", "degli", "delle", "della", "dello", "dell'"]
)


def renders_modifier(tokens: Sequence[str], span: tuple[int, int], modifiers: Sequence[float]) -> bool:
    """Whether the target person noun ``span`` renders an English role noun that only modifies a
    thing (:func:`attributive_role_positions`): it is the complement of a noun after "de"/"di"
    ("le journal des invités" for "the guest log": a Romance language renders the English
    noun premodifier by a prepositional complement of the head, Grevisse and Goosse, *Le Bon
    Usage*, the noun's complement of characterisation; NGLE 12.9) and lies near the English
    word's relative position (as :meth:`SentenceRealiser._unaligned` matches words)."""
    if not modifiers:
        return False
    s = span[0]
    first = tokens[s].lower().strip("\"'“”«»(")
    before = tokens[s - 1].lower().strip("\"'“”«»(") if s > 0 else ""
    if not (
        first in _NOUN_COMPLEMENT_PREPS or before in _NOUN_COMPLEMENT_PREPS or first.startswith(("d'", "d’"))
    ):
        return False
    return any(abs(s / max(1, len(tokens)) - m) <= 0.2 for m in modifiers)


def english_plural_noun(low: str) -> bool:
    """Whether Apertium's English dictionary reads ``low`` only as a plural noun ("militants"),
    so that the person noun found for it is plural too ("treuer patriotischer Kämpfer"). A word
    it does not know is plural when it is a regular -s plural of a WordNet person noun
    ("team-mates", "Loyalists": CGEL 5.4, regular plural inflection)."""
    from fairmt.fairqe.cue_words import wordnet_person_lemma

    morph = english_morphology()
    low = _closed_compound(low)
    readings = morph.readings(low) if morph is not None else []
    if morph is not None and not readings and low.isalpha():
        return low.endswith("s") and not low.endswith("ss") and wordnet_person_lemma(low[:-1])
    nouns = [r for r in readings if r.pos == "n"]
    return bool(nouns) and all("pl" in r.tags for r in nouns)


def _closed_compound(low: str) -> str:
    """A hyphenated English compound of two plain words as one closed word: "team-mates" ->
    "teammates". English writes many compounds open, hyphenated or closed alike (CGEL 19.4,
    hyphenation of compounds), and dictionaries list the closed spelling."""
    parts = low.split("-")
    if len(parts) == 2 and all(p.isalpha() and len(p) >= 3 for p in parts):
        return "".join(parts)
    return low
