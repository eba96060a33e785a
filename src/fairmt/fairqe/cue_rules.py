"""The English-side cue rules: which source words are gender cues, of which category and gender.

:func:`source_hits` runs the rule families over a whitespace-tokenised English sentence
(:mod:`fairmt.fairqe.cue_tokens`) in a fixed order, each reading the hits of the ones before:

* the scan (:func:`_scan`): lexicon look-up (:mod:`fairmt.fairqe.cue_words`) with the
  guards that keep a listed word from being a cue where it is not a person (a modifier
  position, a place name after a place preposition, POS-ambiguous words), titles and given
  names, quantifiers and nominal adjectives ("the elderly");
* names checked against the pronouns that refer to them, multi-word cues merged, singular
  "they" resolved;
* agreement (:func:`_agreement`): a gendered word (pronoun, title, gendered noun) gives its
  gender to the common-gender noun it is about;
* predicates and C10 (:func:`_c10`), only when the target language makes adjectives and
  participles agree: the words predicated of a person ("she was elected", "tired, he
  left") are cues whose translation will agree, found past adverbs, auxiliaries and
  coordinated subjects (clause helpers in :mod:`fairmt.fairqe.cue_clauses`).

Gendered given names only lend their gender to the rules above; they are dropped at the end.

:func:`source_cues` turns the hits into :class:`~fairmt.fairqe.types.Cue` objects (no target
side) and :func:`detected_type` classifies a sentence as FairQE's Tables 9-10 do. What each
category detects, and why, is documented in :mod:`fairmt.fairqe.cues`, whose detector places
these cues on the translation.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_adjective_chains import attributive_chain
from fairmt.fairqe.cue_clauses import _FLOATING, PLURAL_BE_HAVE, apposed_cardinal
from fairmt.fairqe.cue_embedded_nouns import embedded_noun
from fairmt.fairqe.cue_idioms import drop_idiom_nouns
from fairmt.fairqe.cue_lexicon import PARTITIVE_PRONOUNS
from fairmt.fairqe.cue_name_pronouns import drop_title_pronouns
from fairmt.fairqe.cue_predicates import _DEMONYM_PLURALS, _MODIFIERS, _MODIFIERS_ADJ, _c10
from fairmt.fairqe.cue_seeds import (
    _agrees,
)
from fairmt.fairqe.cue_thing_senses import drop_machine_nouns, drop_thing_senses
from fairmt.fairqe.cue_tokens import _CLOSE, _OPEN, Hit, Tok, _skip_name, _words, space_dashes, tokenize
from fairmt.fairqe.cue_words import (
    _ADJECTIVES,
    _CARDINALS,
    _OF_PEOPLE,
    ADVERBS,
    AGE_HEADS,
    AUX_CHAIN,
    BE_GET,
    CLAUSE_BREAKERS,
    DETERMINERS_EN,
    FOLLOWERS_OK,
    HER_OBJECT_NEXT,
    IRREGULAR_PARTICIPLES,
    LEXICON,
    LINKS,
    LOWERCASE_TITLES,
    MAX_MULTI,
    MODIFIER_LIKE,
    MODIFIER_NOUNS,
    MULTI,
    MULTI_FIRST,
    NAME_ADJECTIVES,
    NAMES,
    NOMINAL_ADJECTIVES,
    NOT_MODIFIED,
    NUMERAL_HEADS,
    ORDINAL_HEADS,
    PERSON_PASSIVES,
    PLACE_NAMES,
    PLACE_PREPS,
    POS_AMBIGUOUS,
    PREPOSITIONS,
    QUANTIFIER_VERBS,
    QUANTIFIERS,
    REFERRING_HEADS,
    RESOLVING,
    ROLE_TITLES,
    ROLE_VERBS,
    SUBJECT_PRONOUNS,
    TITLES_BEFORE_NAME,
    Entry,
    _gendered_name,
    lookup_word,
)
from fairmt.fairqe.direct_speech import speaker_reflexives
from fairmt.fairqe.english_person_nouns import verb_form_only
from fairmt.fairqe.head_of_roles import head_of_role
from fairmt.fairqe.name_plurals import capitalised_name_plural
from fairmt.fairqe.named_institutions import drop_institution_titles
from fairmt.fairqe.ordinal_ones import after_pro_one, personal_relative
from fairmt.fairqe.plural_fused_adjectives import ing_clause_after, people_adjective
from fairmt.fairqe.postnominal_participles import reduced_relative_participle
from fairmt.fairqe.role_nouns import lone_role_nouns
from fairmt.fairqe.role_taking import role_taking_objects
from fairmt.fairqe.signalled_persons import add_signalled_persons
from fairmt.fairqe.subject_appositions import subject_appositions
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C6, C7, C8, C9, C10, C11, C12
from fairmt.fairqe.they_binding import subject_of_them
from fairmt.fairqe.types import Cue, Realisation
from fairmt.fairqe.verbs_with_objects import verb_with_object

#: A sentence's detected cue type, as in the paper's Tables 9-10.
CueType = Literal["ambiguous", "explicit", "both", "none"]


#: Categories whose cue is a noun phrase (the target span takes its determiner).
NOUN_CATEGORIES = frozenset({C2, C3, C6, C7, C11, C12})
#: Categories whose target gender the analysers may read (nouns, participles, adjectives).
ANALYSED_CATEGORIES = frozenset({C2, C3, C6, C7, C10, C11, C12})


def _guide_to_a_subject(toks: Sequence[Tok], i: int) -> bool:
    """Whether "guide(s)" at ``i`` is followed by "to" and a word no verb reading allows ("a
    guide to movie reviewing", "the guide to the city", "a guide to writing"): the book; not "a
    guide to show them the ruins", whose "to" opens a purpose infinitive (Apertium's English
    dictionary decides; without it, nothing is passed over)."""
    from fairmt.inflect.apertium_morph import morphology

    if i + 2 >= len(toks) or toks[i + 1].low != "to" or toks[i].ends_clause or toks[i + 1].ends_clause:
        return False
    morph = morphology("en")
    if morph is None:
        return False
    after = toks[i + 2].low
    return after.endswith("ing") or not any(r.pos == "vblex" for r in morph.readings(after))


def _sentence_ids(toks: Sequence[Tok]) -> list[int]:
    ids, sid = [], 0
    for t in toks:
        ids.append(sid)
        if t.ends_sentence:
            sid += 1
    return ids


#: An ordinal written in figures ("1st", "3rd", "21st", "4th").
_DIGIT_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)")


def _has_determiner_before(toks: Sequence[Tok], i: int) -> bool:
    """A determiner or possessive within the three words before ``i``, in the same clause,
    or a linking verb right before it ("became Chair", "served as coach")."""
    if i > 0 and not toks[i - 1].ends_clause and toks[i - 1].low in LINKS | ROLE_VERBS:
        return True
    for k in (i - 1, i - 2, i - 3):
        if k < 0 or toks[k].ends_clause:
            return False
        t = toks[k]
        # ex40: an ordinal in figures before a noun makes it a noun phrase's head, as a
        # cardinal in figures does ("was also 3rd prebendary", "the 2nd baronet"): an
        # ordinal premodifies nouns, never a verb or an adjective used as a noun
        if (
            t.low in DETERMINERS_EN
            or t.clitic == "'s"
            or t.raw.endswith("s'")
            or t.low.isdigit()
            or _DIGIT_ORDINAL.fullmatch(t.low)
        ):
            return True
        if toks[k].opens_clause:
            return False
    return False


def _modifier_position(
    toks: Sequence[Tok], i: int, verbs_in_s: bool = False, names: bool = False, participles: bool = False
) -> bool:
    """Whether the word at ``i`` modifies the next word ("official website", "patient care").

    ``verbs_in_s``: a next word in -s is a verb ("the child needs"); ``names``: a
    capitalised next word is modified too ("the Russian Tsar"); ``participles``: a next word
    that opens a reduced relative clause is modified by nothing ("a woodcarver working in the
    shed", :mod:`.postnominal_participles`): only for WordNet person nouns, never for
    demonyms or agent nouns, which modify -ing nouns ("an Italian painting in Rome").
    """
    t = toks[i]
    if t.ends_clause or t.clitic or i + 1 >= len(toks):
        return False
    nxt = toks[i + 1]
    if nxt.opens_clause or not nxt.low.isalpha() or (nxt.title and not names):
        return False
    if nxt.low in NOT_MODIFIED or nxt.low.endswith(("ed", "ly")) or verb_form_only(nxt.low):
        return False  # en-cues-78: an irregular verb form heads nothing either ("sold", "lent")
    if verbs_in_s and nxt.low.endswith(("s", "ing")):
        return False
    if participles and reduced_relative_participle(toks, i + 1):
        return False  # ex50: "a woodcarver working in the shed": a participle, no head noun
    if verb_with_object(toks, i + 1):
        return False  # en-cues-79: "the ranger feeds the deer": a verb with its object, no head noun
    e = lookup_word(nxt)
    return e is None or (names and e.category in (C2, C3, C7, C11, C12))


def _scan(toks: Sequence[Tok]) -> list[Hit]:
    """Lexicon pass: titles, names, multi-word and single-word entries, left to right."""
    hits: list[Hit] = []
    n = len(toks)
    i = 0
    while i < n:
        t = toks[i]
        low = t.low
        if not low:
            i += 1
            continue
        # Multi-word entries ("police officer", "no one"), longest first, within a clause.
        matched = False
        for size in range(min(MAX_MULTI, n - i), 1, -1) if low in MULTI_FIRST else ():
            if any(toks[k].ends_clause or toks[k].clitic for k in range(i, i + size - 1)):
                continue
            key = tuple(toks[k].low for k in range(i, i + size))
            e = MULTI.get(key)
            if e is None:
                # plural of a multi-word entry: plural last word
                last = LEXICON.get(key[-1])
                if last is not None and last.plural:
                    e0 = MULTI.get((*key[:-1], last.lemma))
                    if e0 is not None:
                        e = Entry(
                            e0.lemma,
                            C12 if e0.category in (C7, C11) else e0.category,
                            e0.gender,
                            True,
                            e0.kind,
                        )
            if e is not None:
                hits.append(Hit(i, i + size, e.category, e.gender, e.lemma, _note(e), e.plural, e.kind))
                i += size
                matched = True
                break
        if matched:
            continue
        nxt = toks[i + 1] if i + 1 < n else None
        name_follows = nxt is not None and nxt.title and not t.ends_clause and nxt.low.isalpha()
        # Titles before a name: Miss/Lady/Lord/Dame Smith; Dr/Prof/Rev Smith.
        if t.title and name_follows and low in TITLES_BEFORE_NAME:
            g = TITLES_BEFORE_NAME[low]
            hits.append(Hit(i, i + 1, C4, g, low, f"title before a name ({g})", kind="title", seed=low))
            i = _skip_name(toks, i + 1)
            continue
        if t.title and name_follows and _lexical_title(t) and _one_word_name_after(toks, i):
            # en-cues-30: a noun of lexical gender that is also a given name ("Princess Anne",
            # "King Henry", "Prince Albert") is the title of the name after it, as "Lady" is, not a
            # given name that the context rules drop: a title stands before the proper name it
            # classifies (CGEL 5.17, "Queen Elizabeth"), and the translation must give it its gender
            e = lookup_word(t)
            assert e is not None and e.gender is not None
            hits.append(
                Hit(i, i + 1, C4, e.gender, low, f"title before a name ({e.gender})", kind="title", seed=low)
            )
            i = _skip_name(toks, i + 1)
            continue
        if t.title and name_follows and low in ROLE_TITLES:
            hits.append(
                Hit(i, i + 1, C7, None, ROLE_TITLES[low], "gender-neutral title before a name", kind="role")
            )
            i = _skip_name(toks, i + 1)
            continue
        if low == lex.TITLE_NEUTRAL and t.title:
            hits.append(Hit(i, i + 1, C8, None, low, "gender-neutral honorific Mx", kind="inclusive"))
            i = _skip_name(toks, i + 1)
            continue
        # Unisex given names (capitalised).
        if t.core in NAMES and t.title and not t.core.isupper():
            prev = toks[i - 1] if i > 0 else None
            surname = (
                prev is not None
                and prev.title
                and not prev.ends_clause
                and i - 1 > 0
                and not (toks[i - 2].ends_sentence)
            )
            placey = low in PLACE_NAMES and prev is not None and prev.low in PLACE_PREPS
            if not surname and not placey:
                hits.append(Hit(i, i + 1, C9, None, t.core, "unisex given name", kind="name", seed=t.core))
            i += 1
            continue
        # Gendered given names ("Anna", "John"): not cues themselves (a name does not inflect),
        # but explicit subjects whose gender their predicates and appositions must follow
        # ("Anna is a talented programmer": programmer is C6, feminine). Dropped after the
        # context rules (``_drop_names``). Not after a capitalised word (a surname or a
        # place: "Port Elizabeth"), nor a place after a locative preposition.
        name_gender = _gendered_name(t)
        if name_gender is not None and i > 0 and toks[i - 1].low in ("the", "a", "an") and _lexical_title(t):
            name_gender = None  # en-cues-30: "the Princess" is the noun, not a given name
        if (
            name_gender is not None
            and t.low in DETERMINERS_EN
            and i + 1 < len(toks)
            and not toks[i + 1].title
        ):
            # en-cues-42: a capitalised article before a lower-case word ("An animal-rights advocate,
            # she"), not the given name "An", which kept the advocate from being her apposition
            name_gender = None
        if name_gender is not None:
            prev = toks[i - 1] if i > 0 else None
            after_capital = (
                prev is not None
                and prev.title
                and not prev.ends_clause
                and not (i - 1 == 0 or toks[i - 2].ends_sentence)
            )
            placey = prev is not None and prev.low in PLACE_PREPS
            # en-cues-31: a given name takes no article (Quirk et al. 1985, ch. 5 on proper
            # nouns), so a listed noun after one is that noun: "The Earl of Warwick" (not a
            # genitive, whose article may be the possessed noun's: "the King's Cup")
            noun = (
                prev is not None
                and prev.low in DETERMINERS_EN
                and not t.clitic
                and not t.raw.endswith(("'", "’"))
                and lookup_word(t) is not None
            )
            if not after_capital and not placey and not noun:
                hits.append(
                    Hit(
                        i,
                        i + 1,
                        C9,
                        name_gender,
                        t.core,
                        f"given name ({name_gender})",
                        kind="gendered-name",
                    )
                )
                i = _skip_name(toks, i + 1)
                continue
        quant = _quantifier(toks, i)
        if quant is not None:
            hits.append(quant)
            i += 1
            continue
        nominal = _nominal_adjective(toks, i) or _fused_head(toks, i)
        if nominal is not None:
            hits.append(nominal)
            i += 1
            continue
        if head_of_role(toks, i):
            # en-cues-53: "the head of sales", "heads of state" (fairmt.fairqe.head_of_roles)
            plural = low == "heads"
            hits.append(
                Hit(i, i + 1, C12 if plural else C7, None, "head", "role noun: head of", plural, "role")
            )
            i += 1
            continue
        e = lookup_word(t, initial=i == 0 or toks[i - 1].ends_sentence)
        if e is None and t.title and low.endswith(_DEMONYM_PLURALS) and len(low) >= 7 and low.isalpha():
            e = Entry(low[:-1], C12, None, True, "demonym")
        if e is None:
            i += 1
            continue
        if (
            e.plural
            and e.category == C12
            and e.kind != "demonym"
            and t.title
            and capitalised_name_plural([k.raw for k in toks], i)
        ):
            # en-cues-56: a capitalised plural of a lower-case person noun inside the sentence is
            # a name ("the Giants beat the Warriors in the playoffs"): fairqe.name_plurals
            i += 1
            continue
        if e.kind == "title":
            short = len(low) <= 4 and low not in LOWERCASE_TITLES
            # en-cues-43: a lower-case "mr"/"mrs" before a capitalised name is still the title
            # ("by mrs B. herself"); alone ("ms", "mr") a short lower-case word is often no title
            named = low in _NAMED_LOWER_TITLES and nxt is not None and nxt.title and nxt.core.isalpha()
            if named:
                pass
            elif (
                (short and not t.title)
                or (low not in LOWERCASE_TITLES and not t.title)
                or (t.core.isupper() and len(t.core) <= 3)
            ):
                i += 1
                continue
            hits.append(Hit(i, i + 1, C4, e.gender, low, _note(e), kind="title", seed=low))
            i = _skip_name(toks, i + 1) if name_follows else i + 1
            continue
        if low in ("guide", "guides") and _guide_to_a_subject(toks, i):
            # en-cues-49: "a guide to movie reviewing", "guides to the city": the book (Oxford
            # English Dictionary, "guide" n. 4, a book of information about a subject, "a guide
            # to X"); the person guides *somebody*, and is "our guide in the city" or "a guide
            # to show them the ruins" (a purpose infinitive).
            i += 1
            continue
        # Words that are also verbs/adjectives: only as nouns.
        if not e.plural and low in POS_AMBIGUOUS and not _has_determiner_before(toks, i):
            i += 1
            continue
        if not e.plural and low in NAME_ADJECTIVES and t.title and _modifier_position(toks, i, names=True):
            # (de-inflect-33) A capitalised adjective before a capitalised noun is part of a
            # name ("the National Council for Childhood", "the Liberal Party"), not the noun
            # "a national", though a determiner stands before it.
            i += 1
            continue
        if not e.plural and low in MODIFIER_LIKE and _modifier_position(toks, i):
            i += 1
            continue
        if not e.plural and low in MODIFIER_NOUNS and _modifier_position(toks, i, verbs_in_s=True):
            i += 1
            continue
        if e.kind == "demonym" and (
            not t.title
            or (
                not e.plural
                and (not _has_determiner_before(toks, i) or _modifier_position(toks, i, names=True))
            )
        ):
            i += 1
            continue
        if e.kind == "agent" and not e.plural and _modifier_position(toks, i):
            i += 1
            continue
        # WordNet's nouns in the singular only after a determiner: "a vegan", not "being
        # vegan" (a linking verb is enough for the listed roles, "became Chair", not for
        # words that are adjectives as often), "vegan food" or "a vegan diet".
        # en-cues-19: a WordNet person noun that SemCor tags more often as a verb ("guide",
        # "spy") needs a determiner in the plural too: "the guides", not "she guides".
        if e.kind == "wordnet-verb" and (
            not _has_determiner_before(toks, i)
            # "they all volunteer": a plural quantifier before the base form is a subject
            or (not e.plural and i > 0 and toks[i - 1].low in _PLURAL_QUANTIFIERS)
            or (i > 0 and toks[i - 1].low in LINKS | ROLE_VERBS)
            or _modifier_position(toks, i)
        ):
            i += 1
            continue
        if (
            e.kind == "wordnet"
            and not e.plural
            and (
                not _has_determiner_before(toks, i)
                or (i > 0 and toks[i - 1].low in LINKS | ROLE_VERBS)
                or _modifier_position(toks, i, participles=True)
            )
        ):
            i += 1
            continue
        hits.append(Hit(i, i + 1, e.category, e.gender, e.lemma, _note(e), e.plural, e.kind))
        i += 1
    return hits


_PARTITIVE_PRONOUNS = frozenset(PARTITIVE_PRONOUNS.split())
_PLURAL_QUANTIFIERS = frozenset(["all", "some", "both", "many", "few", "several"])


def _partitive_of_people(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]`` is followed by "of" + a plural pronoun, or by "of" + a determiner
    and up to three modifiers before a plural person noun ("one of the first wrestlers")."""
    if i + 2 >= len(toks) or toks[i].ends_clause or toks[i + 1].low != "of" or toks[i + 1].ends_clause:
        return False
    # en-cues-46: "those"/"these" before a noun is its determiner ("one of those slots": a thing)
    det = toks[i + 2].low in ("those", "these") and i + 3 < len(toks) and not toks[i + 2].ends_clause
    if toks[i + 2].low in _OF_PEOPLE and not (det and toks[i + 3].low not in ("who", "whom", "that", "of")):
        return True
    j = i + 2 + (toks[i + 2].low in DETERMINERS_EN or det)
    for k in range(j, min(j + 4, len(toks))):
        e = lookup_word(toks[k])
        if e is not None and e.category in (C7, C11, C12) and e.plural:
            return True
        if toks[k].ends_clause or toks[k].low in DETERMINERS_EN or toks[k].low in PREPOSITIONS:
            return False
    return False


#: The pronouns that always name people a floating quantifier (cue_clauses._FLOATING) follows
#: ("you all", "us both"); "they"/"them" name things as often ("I deleted them all") and are read
#: by :mod:`fairmt.fairqe.they_pronouns`.
_PLURAL_PERSONAL = frozenset(["you", "we", "us"])


def _quantifier(toks: Sequence[Tok], i: int) -> Hit | None:
    """A quantifier standing for people: "few are satisfied", "most concerned", "all of us";
    and a singular partitive pronoun: "one of them", "neither of us" (one person, C8)."""
    t = toks[i]
    if t.low in _PARTITIVE_PRONOUNS and not t.clitic:
        if i > 0 and not toks[i - 1].ends_clause and toks[i - 1].low in DETERMINERS_EN:
            return None
        if not _partitive_of_people(toks, i):
            return None
        return Hit(
            i,
            i + 1,
            C8,
            None,
            t.low,
            f"partitive pronoun '{t.low} of' standing for a person",
            False,
            "indefinite",
        )
    if (
        t.low == "those"
        and not t.ends_clause
        and i + 2 < len(toks)
        and toks[i + 1].low == "of"
        and toks[i + 2].low in ("us", "you", "them")
    ):
        # "Those of you who are ready": a demonstrative pronoun head of a partitive of people
        # (Quirk et al. 1985, the partitive construction with a pronoun head; en-cues-25).
        # Romance renders it with a gendered pronoun ("Ceux/Celles d'entre vous", "Quienes/Los
        # de ustedes").
        return Hit(
            i, i + 1, C8, None, t.low, "demonstrative 'those of' standing for people", True, "indefinite"
        )
    if apposed_cardinal(toks, i) or (
        t.low in _FLOATING and i > 0 and toks[i - 1].low in _PLURAL_PERSONAL and not toks[i - 1].ends_clause
    ):  # en-cues-82: "you two are", "us three" heading no noun (cue_clauses.apposed_cardinal)
        # en-cues-51: a floating quantifier right after a personal pronoun of people ("Thank
        # you all", "You all look tired", "We both agreed"; CGEL ch. 5 §9.3 on floating
        # quantifiers) quantifies that pronoun, whatever comes after it.
        return Hit(i, i + 1, C8, None, t.low, f"floating quantifier '{t.low}' of people", True, "indefinite")
    if t.low not in QUANTIFIERS or t.ends_clause or i + 1 >= len(toks) or t.clitic:
        return None
    if i > 0 and not toks[i - 1].ends_clause and toks[i - 1].low in DETERMINERS_EN - {"a"}:
        return None
    nxt = toks[i + 1]
    if nxt.opens_clause:
        return None
    person = nxt.low in QUANTIFIER_VERBS or (
        nxt.low.endswith("ed") and nxt.low.isalpha() and len(nxt.low) > 4
    )
    if not person and nxt.low == "of" and i + 2 < len(toks):
        after = toks[i + 2]
        e = lookup_word(after)
        person = after.low in _OF_PEOPLE or (e is not None and e.category in (C7, C11, C12) and e.plural)
        if after.low in ("those", "these") and i + 3 < len(toks) and not after.ends_clause:
            # (session 33, gatees42) as en-cues-46 for the partitive pronouns: "those"/"these"
            # before a noun is its determiner, and the quantifier stands for people only when that
            # noun names people ("many of these states" is a thing; "many of these students").
            person = toks[i + 3].low in ("who", "whom", "that", "of") or _partitive_of_people(toks, i)
    if not person:
        return None
    return Hit(i, i + 1, C8, None, t.low, f"quantifier '{t.low}' standing for people", True, "indefinite")


def _nominal_adjective(toks: Sequence[Tok], i: int) -> Hit | None:
    """ "the poor", "the besieged", "the Japanese": an adjective standing for people (C12)."""
    t = toks[i]
    # (en-cues-45) An -ese nationality word is a noun with an unchanged plural, so a cardinal may
    # count it ("killed 20 Japanese"; CGEL 5.3.2, zero plurals of nationality nouns).
    counted = i > 0 and t.low.endswith("ese") and (toks[i - 1].low.isdigit() or toks[i - 1].low in _CARDINALS)
    if i == 0 or (toks[i - 1].low != "the" and not counted) or toks[i - 1].ends_clause:
        return None
    if t.clitic or t.opens_clause:
        return None
    participle = t.low.endswith("ed") and t.low.isalpha() and len(t.low) > 4 and t.core.islower()
    irregular = t.low in IRREGULAR_PARTICIPLES and t.low.endswith("n") and t.core.islower()
    if irregular and t.low not in NOMINAL_ADJECTIVES:
        # en-cues-26: an irregular past participle as a fused head ("the fallen", "the chosen";
        # CGEL ch. 5 §9: fused heads of this kind denote people and are plural), only as the
        # subject of a plural verb or of "who": "the known and the unknown", "the written
        # word", "the stolen was never found" stay things.
        if t.ends_clause or i + 1 >= len(toks):
            return None
        after = toks[i + 1].low
        if after in ("was", "wasn't") or not (
            after in PLURAL_BE_HAVE or after == "who" or _verb_of_plural_subject(toks, i + 1)
        ):
            return None
        return Hit(i, i + 1, C12, None, t.low, f"participle '{t.low}' standing for people", True, "group")
    # en-cues-79: an adjective the lists lack, as the subject of a plural verb ("the generous
    # give freely"): fairmt.fairqe.plural_fused_adjectives
    unlisted = t.low not in NOMINAL_ADJECTIVES and not participle
    if unlisted and not people_adjective(toks, i):
        return None
    if attributive_chain(toks, i):
        return None  # en-cues-71: "the old and loyal dog" (cue_adjective_chains)
    if unlisted:
        return Hit(i, i + 1, C12, None, t.low, f"adjective '{t.low}' standing for people", True, "group")
    if not t.ends_clause and i + 1 < len(toks):
        nxt = toks[i + 1]
        if not (
            nxt.low in FOLLOWERS_OK
            or nxt.low in QUANTIFIER_VERBS
            or nxt.low in PREPOSITIONS
            or _verb_of_plural_subject(toks, i + 1)
            # en-cues-26: a singular verb too, when it is no noun ("the accused denies"; a
            # singular fused head: CGEL ch. 5 §9, "the accused", "the deceased")
            or _finite_verb(nxt.low, noun_too=False)
            # en-cues-80: a participle clause after it ("the homeless sleeping under the arches")
            or ing_clause_after(toks, i + 1)
        ):
            return None
    return Hit(i, i + 1, C12, None, t.low, f"adjective '{t.low}' standing for people", True, "group")


#: Possessive determiners a fused age head may follow ("my eldest", "their youngest").
_POSSESSIVES = frozenset(["my", "your", "his", "her", "our", "their"])
#: Finite verbs whose subject is a person (speech, cognition, life events); what a thing
#: cannot do ("the latter said", "the former resigned").
_PERSON_VERBS = _words(
    "said says told tells asked asks replied replies answered explained argued claimed "
    "admitted denied insisted agreed refused decided wanted wants hoped hopes thought thinks "
    "believed believes knew knows felt feels smiled smiles laughed laughs cried cries "
    "married marries died dies resigned resigns retired retires graduated graduates studied "
    "studies worked works lived lives moved moves joined joins who whom"
)


def _finite_verb(low: str, noun_too: bool = True) -> bool:
    """Whether Apertium's English dictionary reads ``low`` as a finite verb, present or past
    (``False`` without the dictionary); with ``noun_too=False``, never also as a noun."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or not low.isalpha():
        return False
    readings = morph.readings(low)
    if not noun_too and any(r.pos == "n" for r in readings):
        return False
    return any(r.pos.startswith("vb") and {"past", "pres", "pri"} & set(r.tags) for r in readings)


def _of_numeral_alone(toks: Sequence[Tok], j: int) -> bool:
    """en-cues-51: "the youngest of the three was", "the elder of the two": after an age head,
    "of" + (the) a cardinal that is itself a fused head (no noun after it, the clause's verb
    next) counts the people the head is one of; "the youngest of the three trees" names its
    noun and is left to :func:`_partitive_of_people`."""
    if j < len(toks) and toks[j].low == "the" and not toks[j].ends_clause:
        j += 1
    if j >= len(toks) or toks[j].low not in NUMERAL_HEADS:
        return False
    return toks[j].ends_clause or (j + 1 < len(toks) and _verb_after_head(toks, j + 1))


def _verb_after_head(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` is the finite verb of the fused head before it: a finite verb that is
    no noun, or one that is also a noun but is not itself followed by a verb ("my eldest
    studies law", not "the younger plants grow")."""
    low = toks[j].low
    if low in QUANTIFIER_VERBS or low in AUX_CHAIN or _finite_verb(low, noun_too=False):
        return True
    if not _finite_verb(low):
        return False
    if toks[j].ends_clause or j + 1 >= len(toks):
        return True
    after = toks[j + 1].low
    return not (after in BE_GET or after in AUX_CHAIN or _finite_verb(after))


def _said_of_person(toks: Sequence[Tok], j: int) -> bool:
    """Whether the words from ``toks[j]`` predicate something only a person is: a verb of
    speech, thought or life (:data:`_PERSON_VERBS`), "who", or BE with a person noun or a
    person passive after it ("the latter was a doctor", "the former was elected")."""
    n = len(toks)
    if j >= n:
        return False
    if toks[j].low in _PERSON_VERBS:
        return True
    if toks[j].low not in BE_GET and toks[j].low not in AUX_CHAIN:
        return False
    k = j
    while k < n and (toks[k].low in BE_GET or toks[k].low in AUX_CHAIN or toks[k].low in ADVERBS):
        if toks[k].ends_clause:
            return False
        k += 1
    if k < n and toks[k].low in ("a", "an", "the"):
        k += 1
    if k >= n:
        return False
    if toks[k].low in PERSON_PASSIVES or toks[k].low in ("born", "married", "divorced"):
        return True
    for m in range(k, min(k + 3, n)):
        e = lookup_word(toks[m])
        if e is not None and e.category in (C2, C3, C6, C7, C11, C12) and e.kind != "wordnet-verb":
            return True
        if toks[m].ends_clause:
            break
    return False


def _fused_head(toks: Sequence[Tok], i: int) -> Hit | None:
    """ "The youngest was born in 1990", "my eldest studies law", "the latter resigned": an
    adjective fused with its determiner that stands for a person (C12 when plural, else C8,
    as the indefinites). Age heads (:data:`AGE_HEADS`) need a finite verb, "who" or a
    partitive of people after them; heads that name things as often
    (:data:`REFERRING_HEADS`) need a predicate said only of a person (en-cues-26)."""
    t = toks[i]
    if i == 0 or t.clitic or t.opens_clause or not t.core.islower():
        return None
    prev = toks[i - 1]
    if prev.ends_clause or not (prev.low == "the" or (t.low in AGE_HEADS and prev.low in _POSSESSIVES)):
        return None
    numeral = t.low in NUMERAL_HEADS and prev.low == "the"
    ordinal = t.low in ORDINAL_HEADS and prev.low == "the"
    if t.low not in AGE_HEADS and t.low not in REFERRING_HEADS and not numeral and not ordinal:
        return None
    if t.ends_clause or i + 1 >= len(toks):
        return None
    nxt = toks[i + 1]
    ones = False
    if ordinal:
        # "the last to leave was my cousin": the main clause's verb, after the infinitive
        j, ones = after_pro_one(toks, i + 1)  # en-cues-82: "the last one who", "the first ones to"
        if (ones or personal_relative(toks, j)) and i >= 2 and toks[i - 2].low in BE_GET:
            return None  # en-cues-83: "she is the only one who": said of the copula's subject
        ok = personal_relative(toks, j)
        if toks[j].low == "to" and not toks[j].ends_clause:
            for k in range(j + 2, min(len(toks), j + 9)):
                if toks[k].low in BE_GET or toks[k].low in _PERSON_VERBS or toks[k].low in AUX_CHAIN:
                    ok = _said_of_person(toks, k)
                    break
                if toks[k].ends_clause or toks[k].opens_clause:
                    break
    elif t.low in REFERRING_HEADS or numeral:
        ok = _said_of_person(toks, i + 1)
    elif nxt.low == "of":
        ok = i + 2 < len(toks) and (
            toks[i + 2].low in _OF_PEOPLE
            or toks[i + 2].low.isdigit()
            or _partitive_of_people(toks, i)
            or _of_numeral_alone(toks, i + 2)
        )
    else:
        ok = _verb_after_head(toks, i + 1)
    if not ok:
        return None
    # Singular unless BE or HAVE says plural: a fused superlative or "the latter" is one person.
    plural = numeral or ones or nxt.low in PLURAL_BE_HAVE
    return Hit(
        i,
        i + 1,
        C12 if plural else C8,
        None,
        t.low,
        f"fused head '{prev.low} {t.low}' standing for {'people' if plural else 'a person'}",
        plural,
        "group" if plural else "indefinite",
    )


def _verb_of_plural_subject(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` is the finite verb of a plural subject before it ("the homeless
    *need* shelter", "the rich *pay* less": :func:`fairmt.fairqe.cue_clauses.plural_verb`), and
    not the head noun of a compound whose own verb follows ("the homeless shelter *was*
    full")."""
    from fairmt.fairqe.cue_clauses import plural_verb, verb_only

    if not plural_verb(toks[j].low):
        return False
    if toks[j].ends_clause or j + 1 >= len(toks):
        return True
    after = toks[j + 1].low
    return not (after in BE_GET or after in AUX_CHAIN or verb_only(after))


def _note(e: Entry) -> str:
    what = {
        "pronoun": "gendered pronoun",
        "kinship": "gendered kinship noun",
        "lexical": "noun with lexical gender",
        "title": "gendered title",
        "role": "occupation/role noun",
        "indefinite": "neutral indefinite",
        "they": "singular they",
        "inclusive": "gender-inclusive form",
        "relation": "relation noun",
        "group": "group noun",
        "demonym": "nationality/religion noun",
        "compound": "-man/-woman compound",
        "agent": "agent noun (by its suffix)",
        "wordnet": "person noun (WordNet)",
        "wordnet-verb": "person noun (WordNet; more often a verb)",
    }.get(e.kind, e.kind)
    if e.plural and e.category == C12 and e.kind != "group":
        what = f"plural of {what}"
    g = f" ({e.gender})" if e.gender else ""
    return f"{what} '{e.lemma}'{g}"


def _lexical_title(t: Tok) -> bool:
    """Whether a capitalised word is both a given name and a singular noun of lexical gender
    ("Princess", "King", "Prince", "Marquis"; en-cues-30): before a name it is a title."""
    if _gendered_name(t) is None:
        return False
    e = lookup_word(t)
    return e is not None and e.category == C3 and e.gender is not None and not e.plural


def _one_word_name_after(toks: Sequence[Tok], i: int) -> bool:
    """Whether the title at ``i`` stands before a one-word name that ends there ("Princess Anne
    opened", "by King Henry,"), not after a locative preposition (en-cues-30): "on Prince Regent
    Street", "at King George Island", "in Prince Albert" are places named after a person."""
    if i > 0 and (toks[i - 1].low in PLACE_PREPS or toks[i - 1].low in ("on", "along")):
        return False
    name = toks[i + 1]
    if name.ends_clause or i + 2 >= len(toks):
        return True
    after = toks[i + 2]
    return not (after.title and after.low.isalpha())


def _merge_compounds(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """Adjacent person nouns ("assistant professor", "student nurses"): one cue, last is head."""
    out: list[Hit] = []
    for h in hits:
        if (
            out
            and out[-1].end == h.start
            and out[-1].category in (C7, C11)
            and not out[-1].plural
            and h.category in (C7, C11, C12)
            and h.kind != "group"
            and not toks[out[-1].end - 1].ends_clause
            and not toks[out[-1].end - 1].clitic
        ):
            prev = out.pop()
            h.start = prev.start
            h.note = f"{h.note} (with modifier '{prev.lemma}')"
            h.align = tuple(range(h.start, h.end))
        out.append(h)
    return out


def _resolve_they(toks: Sequence[Tok], hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """Keep they/them/their only when the nearest person cue before them is singular-ambiguous."""
    out: list[Hit] = []
    for h in hits:
        if h.kind == "they":
            prev = next((p for p in reversed(out) if sid[p.start] == sid[h.start] and p.kind != "they"), None)
            if prev is not None and subject_of_them(toks, prev, h):
                # en-cues-40: "nobody recognised them": the pronoun is free in its clause.
                first = prev
                prev = next(
                    (
                        p
                        for p in reversed(out)
                        if sid[p.start] == sid[h.start] and p.kind != "they" and p.end <= first.start
                    ),
                    None,
                )
            if prev is None and not any(sid[p.start] == sid[h.start] for p in out):
                # en-cues-29: a pronoun whose own sentence names nobody before it refers back
                # across the sentence boundary ("The dentist is very good. I've known them for
                # years."): when the sentence before names exactly one person, that person is its
                # antecedent (Huddleston & Pullum, *The Cambridge Grammar of the English
                # Language*, ch. 17 §2 on anaphora across sentences; §2.2.3 on singular "they").
                before = [p for p in out if sid[p.start] == sid[h.start] - 1 and p.kind != "they"]
                prev = before[0] if len(before) == 1 else None
            if prev is None or prev.plural or prev.category not in (C7, C8, C9, C11):
                continue
            if prev.end + 1 == h.start and toks[prev.end].low == "of" and prev.lemma in _PARTITIVE_PRONOUNS:
                continue  # "one of them": the group, not a singular they (en-cues-19)
            h.note = f"singular they (antecedent '{prev.lemma}')"
        out.append(h)
    return out


def _her_is_possessive(toks: Sequence[Tok], i: int) -> bool:
    t = toks[i]
    if t.ends_clause or i + 1 >= len(toks):
        return False
    nxt = toks[i + 1]
    return (
        not nxt.opens_clause
        and nxt.low.isalpha()
        and nxt.low not in HER_OBJECT_NEXT
        and not nxt.low.endswith("ly")  # "examined her carefully"
    )


def _agreement(toks: Sequence[Tok], hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """C6: ambiguous nouns whose referent's gender the sentence fixes (see the module doc)."""
    at = {h.start: h for h in hits}

    def upgrade(h: Hit, g: Realisation, why: str) -> None:
        if h.category in (C7, C11, C12) or (h.category == C8 and h.kind == "indefinite"):
            h.category, h.gender = C6, g
            h.note = f"{h.note}; must agree: {why}"

    # (a) gendered modifier before the noun: "female doctor", "women engineers", "female
    # real estate developers" (up to two plain words between, same clause).
    for h in hits:
        if h.category == C3 and h.gender and h.lemma in _MODIFIERS and not toks[h.end - 1].ends_clause:
            for m in range(h.end, min(h.end + 3, len(toks))):
                nxt = at.get(m)
                if nxt is not None:
                    if nxt.category in (C7, C11, C12):
                        upgrade(nxt, h.gender, f"'{toks[h.start].core}' before it")
                    break
                tm = toks[m]
                if (
                    tm.ends_clause
                    or not tm.low.isalpha()
                    or tm.low in FOLLOWERS_OK
                    or tm.low in DETERMINERS_EN
                ):
                    break
    # ... and a role noun right before a gendered title: "Rear-Admiral Lady Clanwilliam".
    for h in hits:
        nxt = at.get(h.end)
        if (
            h.category == C7
            and nxt is not None
            and nxt.category == C4
            and nxt.gender
            and not toks[h.end - 1].ends_clause
        ):
            upgrade(h, nxt.gender, f"title '{toks[nxt.start].core}' after it")
    # (b) predicate and apposition of an explicit subject.
    for h in hits:
        if h.gender is None or (h.category not in (C1, C2, C3, C4) and h.kind != "gendered-name"):
            continue
        if h.category == C1 and h.lemma not in SUBJECT_PRONOUNS:
            continue
        if h.category == C3 and h.lemma in _ADJECTIVES | _MODIFIERS_ADJ:
            continue
        if h.category != C1 and h.start > 0 and toks[h.start - 1].low in PREPOSITIONS:
            continue  # not a subject: "a course for laymen and was ..."
        if h.category != C1 and embedded_noun(toks, h.start):
            continue  # en-cues-41: "The surgeon who operated on my father is Brazilian"
        j = h.end
        if h.kind in ("title", "gendered-name"):
            j = _skip_name(toks, j)
        last = toks[j - 1]
        linked = last.clitic == "'s" and h.category == C1
        if last.ends_clause and not linked:
            # apposition: "his wife, a nurse" / "Mrs Smith, the teacher"
            if h.category != C1 and last.raw.rstrip("'\"”’").endswith(","):
                k = j
                if k < len(toks) and toks[k].low in DETERMINERS_EN:
                    for m in range(k + 1, min(k + 4, len(toks))):
                        cand = at.get(m)
                        if cand is not None:
                            if cand.category in (C7, C11):
                                upgrade(cand, h.gender, f"apposition to '{toks[h.start].core}'")
                            break
                        if toks[m].ends_clause:
                            break
            continue
        limit = min(j + 7, len(toks))
        m = j
        one_of = False
        # "open": a determiner after the link opened the predicate's noun phrase; "coordinated":
        # an "and" inside it was passed
        in_phrase = ""
        while m < limit:
            tm = toks[m]
            cand = at.get(m)
            if linked and tm.low == "one" and m + 1 < len(toks) and toks[m + 1].low == "of":
                # "she was one of the founders": the pronoun (a C8 cue since en-cues-19) and
                # the plural noun agree with her ("una de las fundadoras")
                if cand is not None:
                    upgrade(cand, h.gender, f"predicate of '{toks[h.start].core}'")
                one_of = True
                limit = min(limit + 2, len(toks))
                m += 2
                continue
            hedge = _compromiser(toks, m) if linked and not in_phrase and cand is None else 0
            if hedge:
                # en-cues-34: "she is more or less an entrepreneur": the compromiser is no break
                m += hedge
                limit = min(limit + hedge, len(toks))
                continue
            if cand is not None:
                if cand.end - 1 < len(toks) and toks[cand.end - 1].clitic in ("'s", "'") and linked:
                    # a possessor before the predicate noun: "remained the team's captain"
                    m = cand.end
                    continue
                if (
                    linked
                    # ex39: a singular fused head ("she is the youngest", "he was the first to
                    # arrive") is the subject's predicate nominal too: one referent, one gender
                    and (
                        cand.category in (C7, C11, C12) or (cand.category == C8 and cand.kind == "indefinite")
                    )
                    and not (cand.plural and h.category == C1 and not one_of)
                ):
                    upgrade(cand, h.gender, f"predicate of '{toks[h.start].core}'")
                    nxt = _coordinated_role(toks, at, cand)
                    if nxt is not None and not nxt.plural:
                        upgrade(nxt, h.gender, f"predicate of '{toks[h.start].core}'")
                break
            if tm.low in LINKS:
                v = _object_complement(toks, m)
                if v is not None and v >= j:
                    break  # rules-19: "described Brown as an architect": Brown's role
                linked = True
                in_phrase = ""
            elif linked and tm.low in PREPOSITIONS:
                break  # "was embraced by the French": not a predicate noun
            elif linked and not in_phrase and _progressive(toks, m):
                break  # en-cues-39: "she's dating an American": the noun is the verb's object
            elif linked and tm.low in DETERMINERS_EN:
                if in_phrase == "coordinated":
                    break  # "was a success and the doctor ...": a second noun phrase
                in_phrase = "open"
            if tm.low in _COORDINATING and in_phrase == "open" and not toks[m - 1].ends_clause:
                # en-cues-24: coordinated modifiers inside the predicate's noun phrase, "a young
                # and ambitious lawyer" (one noun phrase, one person)
                in_phrase = "coordinated"
                m += 1
                continue
            if tm.ends_clause or tm.low in CLAUSE_BREAKERS:
                break
            m += 1
    by_sentence: dict[int, list[Hit]] = {}
    for h in hits:
        by_sentence.setdefault(sid[h.start], []).append(h)
    # (d) en-cues-16: a role noun after "as" or a form of "become" is a predicate nominal
    for sent in by_sentence.values():
        _predicate_nominals(toks, sent, upgrade)
        # (e) en-cues-16: a role noun used as the one person's title ("President Kuchma")
        _one_persons_title(toks, sent, upgrade)
    # (c) coreference by proximity, only when there is one candidate.
    drop: set[int] = set()
    for sent in by_sentence.values():
        resolving = [
            h
            for h in sent
            if h.category == C1
            and (h.lemma in RESOLVING or (h.lemma == "her" and _her_is_possessive(toks, h.start)))
        ]
        if not resolving:
            continue
        first = resolving[0]
        before = [h for h in sent if h.start < first.start]
        if any(h.category in (C1, C2, C3, C4, C6) or h.kind == "gendered-name" for h in before):
            continue
        cands = [
            h
            for h in before
            if not h.plural and (h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite"))
        ]
        genders = {h.gender for h in resolving}
        if len(cands) != 1 or len(genders) != 1:
            continue
        g = resolving[0].gender
        assert g is not None
        cand = cands[0]
        if cand.kind == "gendered-name":
            continue
        if cand.category == C9:
            drop.add(id(cand))
        else:
            upgrade(cand, g, f"coreferent '{toks[first.start].core}'")
    return [h for h in hits if id(h) not in drop]


#: Compromisers that may stand between "be" and its predicate noun phrase (Quirk et al. 1985,
#: §8.104: "more or less" tones down the predication without changing what is predicated of the
#: subject), en-cues-34. Not "sort of"/"kind of": their translation heads the phrase with its own
#: noun ("una sorta di mentore"), which need not agree with the subject.
def _progressive(toks: Sequence[Tok], m: int) -> bool:
    """(en-cues-39) Whether ``toks[m]``, right after a link ("is", "was"), is the -ing verb of a
    progressive with its own object after it ("she's dating an American", "he was visiting a
    friend"): the link is then an auxiliary (Quirk et al., *A Comprehensive Grammar*, the
    progressive aspect), and the noun phrase is the verb's object, no predicate of the subject.
    An -ing word before a determiner is taken as such a verb; an -ing adjective inside the
    predicate's noun phrase ("a caring mother") comes after its determiner and is not asked.
    "being" and "becoming" are links of their own."""
    low = toks[m].low
    if len(low) <= 5 or not low.endswith("ing") or low in ("being", "becoming"):
        return False
    return m + 1 < len(toks) and toks[m + 1].low in DETERMINERS_EN and not toks[m].ends_clause


_COMPROMISERS = (("more", "or", "less"),)


def _compromiser(toks: Sequence[Tok], m: int) -> int:
    """The length of the compromiser that starts at token ``m`` (none of its words but the last
    ending a clause), or 0."""
    for words in _COMPROMISERS:
        end = m + len(words)
        if (
            end <= len(toks)
            and all(toks[m + k].low == w for k, w in enumerate(words))
            and not any(toks[k].ends_clause for k in range(m, end - 1))
        ):
            return len(words)
    return 0


#: Words that make the noun after them a predicate nominal of the clause's subject or object
#: ("worked as a photographer", "her dream of becoming a film maker"); the forms of "be" are
#: left to rule (b), which checks the subject.
_NOMINAL_LINKS = _words("as become becomes became becoming")
_COORDINATING = _words("and or")
_RELATIVES = _words("who whom which that")
#: Complex-transitive verbs whose "as" complement is predicated of the direct object (rules-19):
#: "described Stark as the best architect", "regarded him as a rival" (Huddleston & Pullum, *The
#: Cambridge Grammar of the English Language*, ch. 4 §5 on complex-transitive clauses and
#: object-oriented predicative complements, ch. 7 §5 for "as"). Verbs like "join" or "serve"
#: ("joined the firm as a partner") take a subject-oriented depictive and are not listed.
_AS_OBJECT_VERBS = _words(
    "describe describes described describing regard regards regarded regarding "
    "consider considers considered considering see sees saw seen seeing view views viewed viewing "
    "depict depicts depicted depicting portray portrays portrayed portraying "
    "hail hails hailed hailing cite cites cited citing rank ranks ranked ranking "
    "identify identifies identified identifying label labels labelled labeled labelling labeling "
    "treat treats treated treating recognise recognises recognised recognize recognizes recognized "
    "define defines defined defining brand brands branded branding dub dubs dubbed dubbing "
    "praise praises praised praising acclaim acclaims acclaimed remember remembers remembered "
    "characterise characterises characterised characterize characterizes characterized"
)
_REFLEXIVES = _words("himself herself themselves myself yourself ourselves yourselves oneself themself")


def _object_complement(toks: Sequence[Tok], k: int) -> int | None:
    """Whether the "as" at ``k`` opens an object complement (rules-19): a verb of
    :data:`_AS_OBJECT_VERBS` one to four tokens before it, with its direct object between (no
    preposition, no clause break, not a reflexive: "described herself as" keeps the subject).
    The noun after such an "as" denotes the object, another person than the subject, so it does
    not agree with the subject ("Lady Smith described Brown as the best architect": "el mejor
    arquitecto" is right). Returns the verb's index, or None."""
    if toks[k].low != "as":
        return None
    for v in range(k - 2, max(-1, k - 6), -1):
        if toks[v].ends_clause:
            return None
        if toks[v].low in _AS_OBJECT_VERBS:
            if any(
                t.low in PREPOSITIONS or t.low in _REFLEXIVES or t.low in LINKS or t.ends_clause
                for t in toks[v + 1 : k]
            ):
                return None
            return v
    return None


def _coordinated_role(toks: Sequence[Tok], at: dict[int, Hit], cand: Hit) -> Hit | None:
    """The role noun coordinated with the predicate noun ``cand`` (en-cues-24): "she is a lawyer
    and a writer", "he was a Brazilian painter and sculptor". English grammar: nominal
    predicates joined by "and"/"or" under one copula are predicated of the same subject (Quirk
    et al. 1985, §13.61 on coordinated complements), so every one agrees with it in a Romance
    translation ("è un'avvocata e una scrittrice"; Serianni, Grammatica italiana, XI.37 on the
    nominal predicate's agreement). A determiner may only come right after the conjunction: "a
    nurse and met a doctor" has a verb, with its own object, in between. Up to three tokens,
    none ending a clause."""
    m = cand.end
    if m >= len(toks) or toks[m - 1].ends_clause or toks[m].low not in _COORDINATING:
        return None
    for n in range(m + 1, min(m + 4, len(toks))):
        nxt = at.get(n)
        if nxt is not None:
            return nxt if nxt.category in (C7, C11) else None
        tn = toks[n]
        if tn.ends_clause or not tn.low.isalpha() or tn.low in LINKS or tn.low in CLAUSE_BREAKERS:
            return None
        if tn.low in PREPOSITIONS or (tn.low in DETERMINERS_EN and n > m + 1):
            return None
    return None


def _link_before(
    toks: Sequence[Tok], start: int, links: frozenset[str], at: dict[int, Hit], possessives: bool = False
) -> int | None:
    """The token of a word of ``links`` right before the noun at ``start``, past up to three
    determiners or plain lower-case modifiers of the same clause ("as a fine art photographer"),
    or ``None``. ``possessives``: a possessive pronoun cue may be one of the determiners ("as her
    own general manager", en-cues-31)."""
    k = start - 1
    steps = 0
    while k >= 0 and steps < 3 and toks[k].low not in links:
        t = toks[k]
        cue = at.get(k)
        if cue is not None and possessives and _possessive(toks, cue):
            cue = None
        if t.ends_clause or t.low in CLAUSE_BREAKERS or not t.low.isalpha() or cue is not None:
            return None
        if t.title and t.low not in DETERMINERS_EN:
            return None
        k -= 1
        steps += 1
    if k < 0 or toks[k].low not in links or toks[k].ends_clause:
        return None
    return k


def _predicate_nominals(
    toks: Sequence[Tok], sent: Sequence[Hit], upgrade: Callable[[Hit, Realisation, str], None]
) -> None:
    """Agreement rule (d) (en-cues-16): a singular role noun (C7, C11) that is a predicate nominal
    -- right after "as" or a form of "become", past up to three determiners or plain modifiers
    ("as a fine art photographer", "as her own general manager") -- is the sentence's gendered
    person when the sentence genders one person only: every explicit word of it (pronoun,
    gendered noun, title) has one gender, and no other person of unstated gender (a role noun,
    a name, an indefinite) comes before the noun. English grammar: a predicate nominal
    (subject or object complement) denotes the person it is predicated of, so its translation
    agrees with that person ("trabajó como fotógrafa"). A role noun coordinated with it ("as a
    photographer and educator") is predicated of the same person. Not after a relative pronoun
    ("X, who became an adviser"): its subject is the antecedent, which may be another person.
    """
    genders = {h.gender for h in sent if h.category in (C1, C2, C3, C4) and h.gender in ("F", "M")}
    if len(genders) != 1 or any(h.category in (C1, C2, C3, C4) and h.gender not in ("F", "M") for h in sent):
        return
    (g,) = genders
    at = {h.start: h for h in sent}
    for cand in lone_role_nouns(toks, sent):
        k = _link_before(toks, cand.start, _NOMINAL_LINKS, at, possessives=True)
        if k is None:
            continue
        if k > 0 and toks[k - 1].low in _RELATIVES:
            continue  # "Dumouriez, who became an adviser": the relative's antecedent, maybe another
        v = _object_complement(toks, k)
        if v is not None and not any(t.low in _GENDERED_PRONOUNS for t in toks[v + 1 : k]):
            continue  # rules-19: "described Brown as an architect": Brown's role, not the subject's
        who = next(toks[h.start].core for h in sent if h.gender == g)
        upgrade(cand, g, f"predicate nominal of the one person ('{who}')")
        # a coordinated role noun: "as a photographer and educator"
        m = cand.end
        if m < len(toks) and not toks[m - 1].ends_clause and toks[m].low in _COORDINATING:
            for n in range(m + 1, min(m + 4, len(toks))):
                nxt = at.get(n)
                if nxt is not None:
                    if nxt.category in (C7, C11) and not nxt.plural:
                        upgrade(nxt, g, f"predicate nominal of the one person ('{who}')")
                    break
                if toks[n].ends_clause or not toks[n].low.isalpha():
                    break


def _one_persons_title(
    toks: Sequence[Tok], sent: Sequence[Hit], upgrade: Callable[[Hit, Realisation, str], None]
) -> None:
    """Agreement rule (e) (en-cues-16): a role noun used as a title before a name ("President
    Kuchma", "Ambassador Modise") is the sentence's gendered person when the sentence genders
    one person only, by pronouns ("In his first interview, President Kuchma ..."), and every other
    person of unstated gender in it is a predicate nominal ("Ambassador Modise was a member of
    the board until her death"). English grammar: a title noun before a proper name is an
    apposition of that name, and a pronoun with no other antecedent refers to it."""
    explicit = [h for h in sent if h.category in (C1, C2, C3, C4)]
    if not explicit or any(h.category != C1 for h in explicit):
        return
    genders = {h.gender for h in explicit}
    if len(genders) != 1 or None in genders:
        return
    (g,) = genders
    assert g is not None
    at = {h.start: h for h in sent}
    titles = [
        h
        for h in sent
        if h.category == C7
        and not h.plural
        and h.end < len(toks)
        and not toks[h.end - 1].ends_clause
        and not toks[h.end - 1].clitic
        and toks[h.end].title
        and toks[h.end].low.isalpha()
        and h.end not in at
    ]
    if len(titles) != 1:
        return
    title = titles[0]
    for h in sent:
        if h is title or h.plural:
            continue
        person = h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite")
        if person and (h.start < title.start or _link_before(toks, h.start, LINKS, at) is None):
            return
    who = toks[explicit[0].start].core
    upgrade(title, g, f"title of the one person before a name ('{who}')")


def source_hits(source: str, tgt_lang: str | None = None) -> tuple[list[Tok], list[Hit]]:
    """The cues of one English source (no target information); a closed-up em dash is read as a
    spaced one (:func:`~fairmt.fairqe.cue_tokens.space_dashes`, en-cues-58), so token offsets
    refer to the source with its dashes spaced."""
    toks = [tokenize(w) for w in space_dashes(source).split()]
    sid = _sentence_ids(toks)
    # en-cues-42: a capitalised pronoun inside a title ("Death Becomes Her") is no cue
    hits = drop_title_pronouns(toks, _scan(toks))
    hits = drop_machine_nouns(toks, drop_idiom_nouns(toks, hits))  # en-cues-44/45: idioms, "web server"
    hits = drop_thing_senses(toks, hits)  # en-cues-80: "the interceptors flew a sortie"
    hits = drop_institution_titles(toks, hits)  # en-cues-60: "Queen Adelina Hospital"
    hits = add_signalled_persons(toks, hits)  # en-cues-66: "the diver who", "diver Anna Novak"
    hits = _names_against_pronouns(hits, sid)
    hits = _merge_compounds(toks, hits)
    hits = speaker_reflexives(toks, _resolve_they(toks, hits, sid))  # en-cues-47: "She says: ... myself"
    hits = _agreement(toks, hits, sid)
    subject_appositions(toks, hits, sid)  # ex44: "She was born in Leeds, the eldest of four"
    role_taking_objects(toks, hits, sid)  # ex60: "she plays a banker", "the persona of a detective"
    if tgt_lang is not None and _agrees(tgt_lang):
        hits = _c10(toks, hits, tgt_lang)
    # Gendered given names have done their work (subjects above); they are no cues.
    return toks, [h for h in hits if h.kind != "gendered-name"]


def _names_against_pronouns(hits: list[Hit], sid: Sequence[int]) -> list[Hit]:
    """Gendered given names the sentence's own pronouns contradict, dropped.

    A name's gender comes from census lists: a prior, and many capitalised words that are
    given names are surnames when they stand alone ("Monroe", "Hamilton", "Boyd" in
    Wikipedia prose). The gendered pronouns of the sentence are the evidence: when all of them
    (he, him, his, himself / she, her, hers, herself) have the other gender, the name neither
    fixes a gender nor makes its predicates agree ("Monroe is best known for her roles": no
    masculine 'known'); the pronouns carry the constraint.
    """
    by_sentence: dict[int, set[Realisation]] = {}
    for h in hits:
        if h.category == C1 and h.lemma in _GENDERED_PRONOUNS and h.gender in ("F", "M"):
            by_sentence.setdefault(sid[h.start], set()).add(h.gender)
    out = []
    for h in hits:
        if h.kind == "gendered-name":
            seen = by_sentence.get(sid[h.start], set())
            if seen and h.gender not in seen:
                continue
        out.append(h)
    return out


_GENDERED_PRONOUNS = _words("he him his himself she her hers herself")


def _strip(text: str) -> str:
    return text.strip(_OPEN + _CLOSE + "'")


def _cue_from_hit(toks: Sequence[Tok], h: Hit) -> Cue:
    words = [t.raw for t in toks[h.start : h.end]]
    span = " ".join(words)
    return Cue(
        source_span=_strip(span) or span,
        category=h.category,
        source_tokens=(h.start, h.end),
        source_gender=h.gender if h.category.kind == "explicit" else None,
        note=h.note,
    )


def detected_type(cues: Iterable[Cue]) -> CueType:
    """``ambiguous``/``explicit`` when all cues are of that kind, ``both``, or ``none``."""
    kinds = {c.kind for c in cues}
    if len(kinds) == 2:
        return "both"
    if not kinds:
        return "none"
    return "explicit" if "explicit" in kinds else "ambiguous"


def source_cues(source: str, tgt_lang: str | None = None) -> list[Cue]:
    """Source-side cues of one English sentence (``tgt_lang`` enables C10); no target spans."""
    toks, hits = source_hits(source, tgt_lang)
    return [_cue_from_hit(toks, h) for h in hits]


def cue_mix(sources: Iterable[str], tgt_lang: str | None = None) -> tuple[Counter[str], Counter[str]]:
    """How many sources have each detected type (Tables 9-10) and how many cues of each category."""
    types: Counter[str] = Counter()
    cats: Counter[str] = Counter()
    for s in sources:
        cues = source_cues(s, tgt_lang)
        types[detected_type(cues)] += 1
        cats.update(c.category.value for c in cues)
    return types, cats


#: Short titles read in lower case too when a capitalised name follows (en-cues-43).
_NAMED_LOWER_TITLES = frozenset(["mr", "mrs"])


def _possessive(toks: Sequence[Tok], h: Hit) -> bool:
    """Whether the C1 cue ``h`` is a possessive (his, hers, its, possessive her)."""
    if h.category != C1:
        return False
    return h.lemma in ("his", "hers") or (h.lemma == "her" and _her_is_possessive(toks, h.start))


#: Prepositions that head a noun phrase and never open a clause (so "after", "before", "since",
#: "until", "as", "like" and "than", which may introduce a clause with its own subject, are left
#: out: "After the bishop was elected, she ...").
_PP_HEADS = _words(
    "for to with of by from in on at about into onto upon toward towards among between without against "
    "under over behind beside near through"
)


def prepositional_object(toks: Sequence[Tok], i: int) -> bool:
    """Whether the noun starting at source token ``i`` is the object of a preposition (en-cues-31):
    a preposition of :data:`_PP_HEADS`, then an optional determiner or possessive and up to two
    lowercase modifiers, then the noun ("an offer from her manager", "the rank of chief
    superintendent", "a scholarship from the bishop"), all in one clause.

    A noun in a prepositional phrase is no subject of any clause (the subject is a bare noun
    phrase; a prepositional phrase's noun is the preposition's complement: Quirk et al. 1985,
    ch. 9 on prepositional phrases and ch. 10 on clause elements; in Italian likewise, the
    subject is never introduced by a preposition: Serianni, *Grammatica italiana*, II, the
    subject), so a translation's subjectless clause is never about that person."""
    if i <= 0 or toks[i].opens_clause:
        return False
    k = i - 1
    for _ in range(2):  # modifiers between the determiner (or preposition) and the noun
        t = toks[k]
        if t.ends_clause or t.low in _PP_HEADS or t.low in DETERMINERS_EN:
            break
        if t.title or not t.low.isalpha() or t.opens_clause or k == 0:
            return False
        k -= 1
    if toks[k].ends_clause:
        return False
    if toks[k].low in DETERMINERS_EN:
        if toks[k].opens_clause or k == 0:
            return False
        k -= 1
    return toks[k].low in _PP_HEADS and not toks[k].ends_clause and not toks[k].clitic
