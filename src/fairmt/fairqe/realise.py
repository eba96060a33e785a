"""Whole-sentence gender realisations of a translation: the closed set {F, M, N} of one source.

FairQE's variants are other realisations of the same translation. :class:`SentenceRealiser`
gives, for a (source, translation) pair and a gender ``g``, the translation with **every
gender-variable reference to a person** realised in ``g``: the target spans of the cues whose
gender the English leaves to the translation's morphology — occupation and role nouns
(C7, C11, C12), indefinites (C8, C10), and nouns whose gender a pronoun fixes elsewhere (C6).
Words the English genders itself (pronouns C1, kinship and lexical pairs C2–C3, titles C4,
C5) are kept: they are fixed by the source, in every realisation; so are the C6 predicates of
such a subject ("she was satisfied" -> "estaba satisfecha": the source says the gender, as in
the gold set's "Sie ist Arzt" convention).

So the F, M and N realisations of the feminine and of the masculine translation of one
source are the same set (when the inflector is right), and the original is one member of
it. ``None`` means the realisation could not be made (nothing gender-variable was found, or
the inflector has no form for it); an unchanged sentence is returned as it is when it is
already in ``g``, and when every person it names is one the English genders by its own word
(RULES_VERSION 14: "La regina era molto popolare"; a role noun predicated of such a word,
"Il suo padre era un pittore famoso", is kept with it).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fairmt.align.base import CUE_ALIGNER
from fairmt.fairqe import gerund_controller as gerunds_of_names
from fairmt.fairqe.bare_named_subjects import bare_named_subject_spans
from fairmt.fairqe.capitalised_titles import title_before_surname
from fairmt.fairqe.cue_thing_senses import machine_word, thing_sense_at, thing_word
from fairmt.fairqe.cue_tokens import space_dashes, spaced_item
from fairmt.fairqe.cue_words import IRREGULAR_PARTICIPLES
from fairmt.fairqe.elided_subjects import elided_subject_pronouns
from fairmt.fairqe.english_animals import animal_at
from fairmt.fairqe.english_person_nouns import (
    NAME_PUNCT,
    after_possessive,
    attributive_noun,
    attributive_role_positions,
    english_agent_noun,
    english_morphology,
    english_plural_noun,
    party_member,
    phrase_final,
    prefetch_english,
    relation_of_thing,
    renders_modifier,
)
from fairmt.fairqe.french_person_homonyms import person_homonym_spans
from fairmt.fairqe.generic_indefinites import generic_indefinite
from fairmt.fairqe.gerund_controller import connective_offsets, coordinated_name, gerund_referent
from fairmt.fairqe.gerund_objects import gerund_object
from fairmt.fairqe.kept_english_modifiers import kept_english_modifier
from fairmt.fairqe.name_plurals import capitalised_name_plural, name_plural_at
from fairmt.fairqe.named_institutions import institution_word
from fairmt.fairqe.neutral_base import shifted_spans
from fairmt.fairqe.nominal_persons import elided_thing, elided_thing_at, nominal_person_spans
from fairmt.fairqe.organisation_titles import names_organisation, organisation_names
from fairmt.fairqe.possessed_agreement import possessive_only
from fairmt.fairqe.pronoun_anchors import gendered_anchors
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.they_groups import coordinated_speaker_spans, they_group_spans
from fairmt.fairqe.they_objects import they_clitic_cues, they_object_clitics
from fairmt.fairqe.they_possessives import they_possessive_determiners
from fairmt.fairqe.they_pronouns import they_personal_pronouns
from fairmt.fairqe.types import Cue, CueDetection, Item, Realisation
from fairmt.fairqe.unaligned_words import (
    lexical_word_at,
    name_adjective,
    role_abbreviations,
    staff_word,
    titles_before_shared_names,
)
from fairmt.fairqe.wordnet_persons import determined_person_noun

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["AMBIGUOUS", "FLIPPABLE", "Change", "Explained", "SentenceRealiser"]

#: Cue categories whose target span changes with the realisation.
FLIPPABLE = frozenset({Category.C6, Category.C7, Category.C8, Category.C10, Category.C11, Category.C12})
#: Of those, the ambiguous ones (the references FairQE's ambiguous variants realise).
AMBIGUOUS = FLIPPABLE - {Category.C6}


@dataclass(frozen=True)
class Change:
    """One changed stretch of the translation and why: the cue behind it."""

    old: str
    new: str
    reason: str


@dataclass(frozen=True)
class Explained:
    """A realisation with its reasons: ``text`` (``None`` when none could be made) and each change."""

    text: str | None
    changes: tuple[Change, ...] = ()
    #: Why no realisation was made (empty when ``text`` is set).
    why_not: str = ""


#: English subject pronouns of no gender that a pro-drop translation may leave tacit.
_DROPPABLE_PRONOUNS = frozenset({"they", "we", "i", "you"})
#: The grammatical person of the target verb whose tacit subject is the English pronoun
#: (:meth:`SentenceRealiser._dropped_pronoun_subjects`).
_SPEAKER_PERSONS = {"i": "1", "we": "1", "you": "2"}
#: sp60: the unmarked reflexives of the speaker and the addressee (fairqe/cue_intensifiers), whose
#: person's copular clauses agree with the intensifier the cue is placed on ("más contenta puedes
#: estar contigo misma": the tacit subject of "puedes" is the "tú" of "contigo misma"; RAE §16.3q, §33.1).
_REFLEXIVE_PERSONS = {"myself": "1", "ourselves": "1", "yourself": "2", "yourselves": "2"}
#: Finite forms of "be" that open a yes/no question before its subject ("Are you ready?").
_QUESTION_BE = frozenset({"am", "are", "is", "was", "were"})


def _cue_pronoun(span: str) -> str:
    """The subject pronoun a C10 cue's English span starts with, lower-cased and without a
    contracted verb ("I'm happy" -> "i"), or the one after an inverted "be" in a question
    ("Are you happy" -> "you"; Quirk et al. 1985, §11.5 on subject-operator inversion)."""
    words = span.lower().split()
    if len(words) > 1 and words[0] in _QUESTION_BE:
        return words[1]
    return words[0].split("'")[0] if words else ""


def _collective_word(cue: Cue) -> bool:
    """Whether the cue is one of the collective group nouns (:data:`COLLECTIVES`)."""
    from fairmt.fairqe.cue_lexicon import COLLECTIVES

    words = cue.source_span.lower().replace("’", "'").split()
    # rules-56: a possessive "team's" / "teams'" is the same collective ("The team's coach").
    last = words[-1].split("'")[0] if words else ""
    collectives = COLLECTIVES.split()
    return cue.note.startswith("group noun") and (last in collectives or last[:-1] in collectives)


def _collective(cue: Cue, tokens: Sequence[str], inflector: Inflector) -> bool:
    """A collective group noun ("team", "staff", "crew") translated by a thing whose
    grammatical gender never changes (``el equipo``, ``das Personal``): unless the
    language's resources find a person noun in its target span ("staff" -> ``die
    Mitarbeiter``), it is not realised. "people" and "children" are group nouns too, but
    translated by person nouns ("los trabajadores"), and are not collectives."""
    sp = cue.target_tokens
    if sp is None or not _collective_word(cue):
        return False
    return not any(p[0] < sp[1] and sp[0] < p[1] for p in inflector.person_spans(tokens))


def _predicate_on_thing(cue: Cue, tokens: Sequence[str], inflector: Inflector) -> bool:
    """Whether a predicate-adjective cue ("Are you ready?", "You are ready") was aligned to a
    noun that the language's dictionary reads as no person and never as an adjective
    (:meth:`Inflector.thing_noun`: ``punto`` of "¿Estás a punto?"): the idiom has no word
    that agrees with the person, and the noun keeps its own gender. A person noun there
    ("trabaja de camarero") is a predicate noun and still changes."""
    sp = cue.target_tokens
    return (
        sp is not None
        and cue.category in FLIPPABLE
        and "predicate '" in cue.note
        and inflector.thing_noun(tokens, sp)
    )


def _reads(inflector: Inflector, tokens: list[str], span: tuple[int, int]) -> Realisation | None:
    """The gender the span reads: :meth:`Inflector.gender_of`, or where that says nothing
    ("infermiere"), the one realisation that leaves it as it is."""
    g = inflector.gender_of(tokens, span)
    return g if g is not None else unchanged_by(inflector, tokens, span)


def unchanged_by(inflector: Inflector, tokens: list[str], span: tuple[int, int]) -> Realisation | None:
    """The gender F or M whose realisation leaves ``span`` as it is while the other changes
    it, else ``None``."""
    to_f = inflector.realise(tokens, span, "F") not in (None, tokens)
    to_m = inflector.realise(tokens, span, "M") not in (None, tokens)
    return "M" if to_f and not to_m else "F" if to_m and not to_f else None


def uncued_span(cues: Sequence[Cue], spans: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """The one span of ``spans`` that no cue's target span overlaps (a person noun the
    language's resources found where the aligner gave an antecedent none), if just one."""
    cued = [c.target_tokens for c in cues if c.target_tokens is not None]
    free = [s for s in spans if not any(s[0] < b[1] and b[0] < s[1] for b in cued)]
    return free[0] if len(free) == 1 else None


def _apart(span: tuple[int, int], others: Sequence[tuple[int, int]]) -> bool:
    """Whether the token span ``span`` overlaps none of ``others`` (half-open spans)."""
    return all(span[1] <= a or span[0] >= b for a, b in others)


def _starts_in(span: tuple[int, int], others: Sequence[tuple[int, int]]) -> bool:
    """Whether the token span ``span`` starts inside one of ``others``."""
    return any(a <= span[0] < b for a, b in others)


def _one_gender(inflector: Inflector, tokens: Sequence[str], spans: Sequence[tuple[int, int]]) -> bool:
    """Whether every span reads the same gender, F or M."""
    return {inflector.gender_of(tokens, s) for s in spans} in ({"F"}, {"M"})


def _trim_lexical_overlap(spans: list[tuple[int, int]], cues: Sequence[Cue]) -> list[tuple[int, int]]:
    """``spans`` with the edge each shares with a lexically gendered noun's or a title's target
    span (C2–C4) cut off. The aligner's span for a role noun may run into the next phrase
    ("ein Gouverneur dem" for "governor" before "dem Kaiser" for "emperor"); the words it
    shares with the lexical noun are that noun's, which the English genders (the README's
    rule: "Kaiser" for "emperor" stays), so the role noun's realisation must not reach them.
    A span inside or around a lexical span is left as it is (no edge to cut)."""
    fixed = [
        c.target_tokens
        for c in cues
        if c.target_tokens is not None and c.category in (Category.C2, Category.C3, Category.C4)
    ]
    out: list[tuple[int, int]] = []
    for a, b in spans:
        for fa, fb in fixed:
            if a < fa < b <= fb:
                b = fa  # the lexical span starts inside this one: end before it
            elif fa <= a < fb < b:
                a = fb  # the lexical span ends inside this one: start after it
        out.append((a, b))
    return out


def _source_fixed(cue: Cue, cues: Sequence[Cue] = ()) -> bool:
    """A C6 predicate of a gendered subject ("she was angry"): its gender is the source's.

    So is (RULES_VERSION 14) a C6 role noun predicated of a noun the English genders by
    itself, a kinship or lexical pair or a title among ``cues`` (C2-C4: "Her father was a
    famous painter", "Mrs Smith is an experienced pilot"): the role noun names the same person
    as its subject, whose word the realisations keep, and it agrees with it (Serianni,
    *Grammatica italiana*, XI.9 on the predicative noun; the gold sets' convention: "padre",
    "sorella", "Signora" stay "with the nouns predicated of the same person"). A role noun
    predicated of a pronoun ("She was a painter") still varies ("Sie ist Arzt").

    (rules-52) So is a C6 role noun in apposition to such a noun ("whose former boyfriend, the
    rapper Mac Miller" -> "deren ehemaliger Freund, der Rapper Mac Miller"): an appositive noun
    phrase names the same person as its anchor (Quirk et al., *A Comprehensive Grammar*, 17.65,
    full apposition; Duden, *Die Grammatik*, on the close and loose apposition), so it stays with
    the word the English genders, as a predicative noun does."""
    if cue.category != Category.C6 or cue.source_gender is None:
        return False
    if cue.note.startswith("predicate "):
        return True
    subject = _PREDICATE_OF.search(cue.note)
    return subject is not None and any(
        c.category in _LEXICAL and c.source_span.lower() == subject.group(1).lower() for c in cues
    )


def _attribute_of_fixed(
    cue: Cue,
    cues: Sequence[Cue],
    tokens: Sequence[str],
    inflector: Inflector,
    categories: frozenset[Category] = FLIPPABLE,
) -> bool:
    """(RULES_VERSION 17) A C6 role noun that is the attribute of a target pronoun the source
    genders ("parce qu'elle était une employée efficace" for "because she was an efficient
    employee"): it names the pronoun's referent and stays with it, as the person nouns the
    inflector finds do in :meth:`SentenceRealiser.person_spans` (Grevisse and Goosse, *Le Bon
    Usage*, on the subject attribute). Only where the inflector reads attributes
    (:meth:`Inflector.attribute_subject`, French); elsewhere the role noun still varies ("Sie ist
    Arzt")."""
    if cue.category != Category.C6 or cue.target_tokens is None:
        return False
    subject = inflector.attribute_subject(tokens, cue.target_tokens)
    return subject is not None and any(
        c.target_tokens is not None
        and c.target_tokens[0] <= subject < c.target_tokens[1]
        and (c.category not in categories or _source_fixed(c, cues))
        for c in cues
    )


#: Cue categories that name people (the lexical ones and the gender-variable ones).
_PERSON_CUES = frozenset(
    {
        Category.C2,
        Category.C3,
        Category.C6,
        Category.C7,
        Category.C8,
        Category.C10,
        Category.C11,
        Category.C12,
    }
)


def _they_of_gendered_group(cue: Cue, cues: Sequence[Cue]) -> bool:
    """(RULES_VERSION 17) A "They" + predicate (C10) whose nearest person before it in the
    source is a plural the English genders by its own word ("The men arrived. They were
    tired."): the pronoun takes up that antecedent and its gender (Grevisse and Goosse, *Le Bon
    Usage*, on the personal pronoun's agreement with its antecedent; CGEL 17.2 on anaphora),
    so its target words ("Ils ont été fatigués") are fixed, not a person of unstated gender."""
    if cue.category != Category.C10 or cue.source_tokens is None:
        return False
    if cue.source_span.split()[0].lower() != "they":
        return False
    start = cue.source_tokens[0]
    before = [
        c
        for c in cues
        if c.category in _PERSON_CUES and c.source_tokens is not None and c.source_tokens[1] <= start
    ]
    if not before:
        return False
    ante = max(before, key=lambda c: c.source_tokens[0] if c.source_tokens is not None else -1)
    words = ante.source_span.split()
    return (
        ante.category in (Category.C2, Category.C3)
        and ante.source_gender is not None
        and bool(words)
        and english_plural_noun(words[-1].strip(NAME_PUNCT).lower())
    )


#: English copulas after which a noun phrase is the subject's attribute (CGEL 4.5, predicative
#: complements).
_PREPOSITIONS_EN = frozenset(["by", "of", "to", "with", "for", "from", "at", "in", "on", "about"])
_COPULAS_EN = frozenset(["is", "was", "are", "were", "be", "been", "became", "becomes", "remained"])


def _subject_of_gendered_attribute(cue: Cue, cues: Sequence[Cue], src: Sequence[str]) -> bool:
    """(RULES_VERSION 17) A role noun whose subject attribute is a noun the English genders by
    itself ("Our neighbour is a very old man", "The nurse was a young woman"): the attribute
    names the same person (CGEL 4.5 on the predicative complement; Grevisse and Goosse, *Le Bon
    Usage*, on the subject attribute), so the source states the subject's gender and its words
    stay. Only a copula right after the role noun, then an article and at most two more words
    (adverbs, adjectives: no preposition, "was received by the king") before the gendered
    noun."""
    if cue.source_tokens is None or cue.category not in FLIPPABLE:
        return False
    b = cue.source_tokens[1]
    if b >= len(src) or src[b].lower() not in _COPULAS_EN:
        return False
    return any(
        c.category in _LEXICAL
        and c.source_gender is not None
        and c.source_tokens is not None
        and b < c.source_tokens[0] <= b + 4
        and src[b + 1].lower() in ("a", "an", "the")
        and not any(
            w.strip(NAME_PUNCT) != w or w.lower() in _PREPOSITIONS_EN for w in src[b : c.source_tokens[0]]
        )
        for c in cues
    )


#: The subject a C6 role noun's note names ("...; must agree: predicate of 'father'"), or the
#: noun it stands in apposition to ("apposition to 'boyfriend'", rules-52).
_PREDICATE_OF = re.compile(r"(?:predicate of|apposition to) '([^']+)'")
#: Cue categories of words the English genders by themselves: kinship, lexical pairs, titles.
_LEXICAL = frozenset({Category.C2, Category.C3, Category.C4})


#: English words before a gerund that German renders as a clause with a subject pronoun.
#: ("since replacing Kenny Miler": "since" heads a gerund-participle clause too, CGEL ch. 8;
#: de-inflect-18.)
_GERUND_HEADS = frozenset(
    ["by", "before", "after", "while", "when", "upon", "without", "since", "despite", "for"]
)
#: Irregular English past participles not in -ed/-en that follow a perfect "having" (CGEL 3.1):
#: the cue lexicon's list and the four it lacks (rules-61; before, a hand copy of 31 of them).
_IRREGULAR_PARTICIPLES = IRREGULAR_PARTICIPLES | frozenset(["become", "come", "been", "thought"])
#: English plurals in -en (CGEL 5.3: a closed class, with the compounds in -men), no participles.
_EN_PLURALS = ("men", "children", "brethren", "oxen")


def _gerund_clauses(src: Sequence[str]) -> int:
    """The English non-finite clauses in ``src`` (lower-case words) that German renders as a finite
    clause with a subject pronoun: a gerund after a preposition, also with an adverb between
    ("by making", "for allegedly using", "despite getting": CGEL 14.1, non-finite clauses as
    complements of prepositions; "obwohl er", "weil er"), and (de-inflect-37) a perfect participle
    clause ("..., having taken one of his classes", CGEL 14.1: non-finite clauses with perfect
    "having"; "nachdem er ... absolviert hatte"). (defix44) "after having taken" is one clause, and
    "having" before a noun in -en or a short word ("having children", "having ten") is none."""
    # Each word with the two after it ("" past the end; a one-word source has no pair).
    # (en-cues-78) The words without their punctuation: a gerund that ends the sentence ("She
    # thanked him by smiling.") is one too.
    src = [w.strip(NAME_PUNCT) for w in src]
    padded = [*src, "", ""]
    count = 0
    for i, (a, b, c) in enumerate(zip(src, padded[1:], padded[2:], strict=False)):
        gerund = a in _GERUND_HEADS and (
            (b.endswith("ing") and len(b) > 4) or (b.endswith("ly") and c.endswith("ing") and len(c) > 4)
        )
        perfect = (
            a == "having"
            and (i == 0 or src[i - 1] not in _GERUND_HEADS)
            and (
                (b.endswith(("ed", "en")) and len(b) > 4 and not b.endswith(_EN_PLURALS))
                or b in _IRREGULAR_PARTICIPLES
            )
        )
        count += gerund or perfect
    return count


#: English pronouns that are never a clause's subject.
_NOT_SUBJECT = frozenset(["her", "him", "his", "hers"])
#: English pronouns a target subject pronoun may translate (any of them in the source, and the
#: target pronoun may be theirs): those that gender a person, and "it" (a thing: "elle" for "it"
#: after "une maison").
_GENDERED_PRONOUNS = frozenset(["he", "she", "him", "her", "his", "hers", "himself", "herself", "it", "its"])
#: "it" with a contracted verb ("It's", "it'll", "it'd"; CGEL 3.1.1, the enclitic auxiliaries): the
#: pronoun is the clause's subject (fr-inflect-48 session, rules: "It's not certain that they are ready"
#: -> "Il n'est pas certain qu'ils ...": the impersonal "il" renders "it", nobody's pronoun).
_IT_CONTRACTIONS = frozenset(["it's", "it'll", "it'd"])


def _french_subject(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a French subject pronoun: ``il``/``ils`` (also elided after
    ``qu'``/``s'``), or ``elle``/``elles`` not after a preposition (the stressed ``à elle``)."""
    from fairmt.inflect.french_words import PREPOSITIONS

    low = tokens[k].lower().strip(NAME_PUNCT).replace("’", "'")
    core = low.split("'", 1)[1] if low.startswith(("qu'", "s'", "lorsqu'", "puisqu'")) else low
    if core in ("il", "ils"):
        return True
    before = tokens[k - 1].lower().strip(NAME_PUNCT) if k > 0 and core == low else ""
    return core in ("elle", "elles") and before not in PREPOSITIONS


def _subject_it(src: Sequence[str]) -> bool:
    """Whether an English "it" of ``src`` may be a clause's subject, which a target subject
    pronoun ("il", "elle") may render: not one right after a verb or a preposition, whose
    object it is ("gave it to her", "read it", "for it"; CGEL 5.8, the accusative position of
    the personal pronouns, which "it" shares in form with the nominative). Without Apertium's
    English dictionary every "it" may be (fr-inflect-25)."""
    morph = english_morphology()
    for j, raw in enumerate(src):
        if raw.lower().replace("’", "'").strip(NAME_PUNCT) in _IT_CONTRACTIONS:
            return True  # "It's not certain": a contracted verb follows only a subject
        if raw.lower().strip(NAME_PUNCT) != "it":
            continue
        if morph is None or j == 0 or src[j - 1][-1:] in ",;:.!?":
            return True
        prev = src[j - 1].lower().strip(NAME_PUNCT)
        readings = morph.readings(prev)
        if not any(r.pos in ("vblex", "pr") for r in readings) or any(
            r.pos in ("cnjsub", "cnjcoo", "rel", "prn") for r in readings
        ):
            return True
    return False


def _kept_english(src: Sequence[str], tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether the span's last word is an English word the MT kept inside an English name or
    title, not a target-language person noun: the capitalised word and a capitalised
    neighbour stand in the same order in the English source ("des Lake Tahoe" for "Lake
    Tahoe", "Chief Minister am 7. August" for "Chief Minister"), and either the English word
    is no person noun (lake) or the English word before it is none of the target language's
    ("Chief", "Circuit"). A name and an untranslated title are left as they are (Duden,
    Rechtschreibung, Eigennamen; NGLE 1.7 and Grevisse § 2 on foreign words kept as such); a
    title the target shares before a name ("Senator Smith" -> "Senator Smith") keeps its
    person reading, since the word before it is not English (rules-16)."""
    from fairmt.fairqe.cues import lookup_word, tokenize
    from fairmt.fairqe.name_plurals import common_person_noun

    t = span[1] - 1
    if not 0 <= t < len(tokens):
        return False
    core = tokens[t].strip(NAME_PUNCT)
    if not (core[:1].isupper() and core.isalpha() and core[1:].islower()):
        return False
    prev = tokens[t - 1].strip(NAME_PUNCT) if t > 0 and tokens[t - 1][-1:] not in ",;:" else ""
    nxt = tokens[t + 1].strip(NAME_PUNCT) if t + 1 < len(tokens) and tokens[t][-1:] not in ",;:" else ""
    for j, w in enumerate(src):
        if w != core:
            continue
        before = j > 0 and prev[:1].isupper() and src[j - 1] == prev
        after = j + 1 < len(src) and nxt[:1].isupper() and src[j + 1] == nxt
        if not (before or after):
            continue
        entry = lookup_word(tokenize(core.lower()))
        # en-cues-58: WordNet's person must be a class of persons, not a famous person it lists
        # under a surname ("the Geiger Counter": Geiger the physicist is an instance).
        person = (entry is not None and entry.category in (Category.C7, Category.C11, Category.C12)) or (
            common_person_noun(core.lower())
        )
        if not person:
            return True  # "Lake Tahoe", "Geiger Counter": an English common noun or a surname of a name
        morph = english_morphology()
        if (
            before
            and morph is not None
            and prev.isalpha()
            and prev[1:].islower()
            and any(r.pos in ("adj", "n") for r in morph.readings(prev.lower()))
        ):
            return True  # "Chief Minister", "Circuit Judge": an English title the MT kept
    return False


def _subject_pronoun(token: str) -> bool:
    """Whether ``token`` is a French third-person subject pronoun, also after an elided word
    (``qu'il``, ``s'il``, ``lorsqu'elle``: French writes the elision in the same token)."""
    low = token.lower().replace("’", "'").strip(".,;:!?")
    return low.rsplit("'", 1)[-1] in ("il", "elle", "ils", "elles")


def _antecedent(cue: Cue, cues: Sequence[Cue]) -> Cue | None:
    """The antecedent cue of a singular "they": the nearest cue before the pronoun whose source
    words are the lemma the detector names in the note ("singular they (antecedent 'person')")."""
    prefix = "singular they (antecedent '"
    if cue.category != Category.C8 or not cue.note.startswith(prefix) or cue.source_tokens is None:
        return None
    lemma = cue.note[len(prefix) :].split("'", 1)[0].lower()
    start = cue.source_tokens[0]
    before = [
        c
        for c in cues
        if c.source_tokens is not None
        and c.source_tokens[1] <= start
        and c.source_span.lower().rstrip("s") == lemma.rstrip("s")
    ]
    if not before:
        return None
    return max(before, key=lambda c: c.source_tokens[0] if c.source_tokens is not None else -1)


def _repeated_mentions(cues: Sequence[Cue]) -> dict[int, Cue]:
    """Ambiguous person cues that repeat an earlier mention of the same noun and that the aligner
    put on the earlier mention's target span (keyed by ``id``; the value is that earlier cue).

    "The author's first novel was a success; since then, the author has become famous" ->
    "Il primo romanzo dell'autrice è stato un successo; da allora è diventata famosa": the
    translation does not repeat the noun, it refers back to it with a pronoun or, in a
    pro-drop language, with a tacit subject whose predicatives agree with it (Serianni,
    *Grammatica italiana*, VII.6-8 on the pronoun and the unexpressed subject; RAE, *Nueva
    gramática*, §33.4 on the tacit subject). The second English mention then stands for the
    same person as a singular "they" would, and its predicatives follow the first mention's
    realisation (:meth:`SentenceRealiser._dropped_they`)."""
    out: dict[int, Cue] = {}
    for c in cues:
        if c.category not in AMBIGUOUS or c.target_tokens is None or c.source_tokens is None:
            continue
        lemma = _mention_lemma(c.source_span)
        before = [
            x
            for x in cues
            if x is not c
            and x.category in AMBIGUOUS
            and x.target_tokens == c.target_tokens
            and x.source_tokens is not None
            and x.source_tokens[1] <= c.source_tokens[0]
            and _mention_lemma(x.source_span) == lemma
        ]
        if before:
            out[id(c)] = before[0]
    return out


def _mention_lemma(span: str) -> str:
    """The English noun of a cue's source span without a possessive ending ("author's" -> "author")."""
    low = span.lower().replace("’", "'")
    return low[:-2] if low.endswith("'s") else low.rstrip("'")


def _antecedent_invariant(cue: Cue, cues: Sequence[Cue], tokens: list[str], inflector: Inflector) -> bool:
    """A singular "they" whose antecedent the translation renders with a noun of fixed gender,
    or with a noun its pronoun cannot refer back to.

    A pronoun agrees with its antecedent's grammatical gender: "Wenn die Person sich weigerte,
    ..., wurde sie verhaftet" keeps "sie" in every realisation, because "Person" (the
    antecedent of "they") is a noun without a gendered pair (:meth:`Inflector.denotes_no_person`).
    And where the translation's pronoun disagrees with the antecedent's noun ("der Berater ...,
    um sie zur Rechenschaft zu ziehen"), the target grammar reads it as another referent (a
    plural), which no realisation changes (:meth:`Inflector.refers_elsewhere`).
    """
    ante = _antecedent(cue, cues)
    pron = cue.target_tokens
    if ante is None:
        # The detector named an antecedent that is no person cue ("Raymond and Bohemond III
        # mustered their troops", "Florida scored their ... runs"): a name, a place, a team, or
        # a plural; nothing says the translation's pronoun is a gender-variable person's.
        return (
            cue.category == Category.C8
            and cue.source_tokens is not None
            and cue.note.startswith("singular they (antecedent '")
        )
    return _antecedent_elsewhere(ante, pron, tokens, inflector)


def _antecedent_elsewhere(
    ante: Cue, pron: tuple[int, int] | None, tokens: list[str], inflector: Inflector
) -> bool:
    """The part of :func:`_antecedent_invariant` for an antecedent cue that was found."""
    sp = ante.target_tokens
    if sp is not None and inflector.denotes_no_person(tokens, sp):
        return True
    if pron is None:
        return False
    if sp is None:
        # An antecedent the aligner left without a span: the nearest person noun before the
        # pronoun that the language's resources find (as :meth:`SentenceRealiser._unaligned`).
        before = [p for p in inflector.person_spans(tokens) if p[1] <= pron[0]]
        if not before:
            return False
        sp = max(before)
    return inflector.refers_elsewhere(tokens, pron, sp)


def _cue_number(c: Cue) -> str | None:
    """The number a person cue's English word says: ``"pl"`` for a C12 plural of a role noun,
    ``"sg"`` for a singular role or relation noun (C7, C11), ``None`` otherwise."""
    if c.category == Category.C12 and c.note.startswith("plural of"):
        return "pl"
    if c.category in (Category.C7, Category.C11):
        return "sg"
    if c.category == Category.C8 and c.source_span.lower().split()[:1] in (["those"], ["these"]):
        return "pl"  # (rules-39) "those who" is plural: "diejenigen, die" has one form
    if c.category == Category.C6:
        # (de-inflect-18) A role or relation noun whose gender the sentence forces keeps the
        # number of its English word ("replace Madison as Jefferson's successor": a singular,
        # though "Jeffersons Nachfolger" is also a German plural).
        head = c.note.split(";")[0]
        if head.startswith("plural of"):
            return "pl"
        if head.startswith(("occupation/role noun", "relation noun")):
            return "sg"
    return None


def _source_numbers(det: CueDetection, spans: Sequence[tuple[int, int]]) -> list[str | None]:
    """The number the English gives each span's person: ``"pl"`` where an English plural noun
    ("soldiers", "supporters": a C12 plural of a role noun) is aligned to the span's last word,
    ``"sg"`` where a singular role or relation noun (C7, C11) is, ``None`` otherwise. "The
    accused" (C12 too, but an adjective standing for people) says no number."""
    by_token: dict[int, str] = {}
    for c in det.cues:
        sp = c.target_tokens
        number = _cue_number(c)
        if sp is None or number is None:
            continue
        for t in range(*sp):
            by_token.setdefault(t, number)
    return [by_token.get(s[1] - 1) for s in spans]


class SentenceRealiser:
    """Realise whole translations in F, M or N with the rules cue detector and the inflectors.

    ``aligner`` defaults to :data:`fairmt.align.base.CUE_ALIGNER`, the per-pair aligner the
    rules agents use: a line is realised the same alone and in any file, and as the scorer
    realises it. A corpus aligner (``fast_align``) may be named; then a line's realisation
    depends on the lines prepared with it."""

    def __init__(self, aligner: str = CUE_ALIGNER) -> None:
        from fairmt.fairqe.cues import RuleCueDetector

        self.detector = RuleCueDetector(aligner=aligner)
        self._detections: dict[tuple[str, str, str], CueDetection] = {}

    def prepare(self, items: Sequence[Item]) -> None:
        items = [spaced_item(it) for it in items]  # closed-up dashes spaced (en-cues-58)
        todo = [it for it in items if (it.source, it.translation, it.tgt_lang) not in self._detections]
        for it, det in zip(todo, self.detector.detect(todo), strict=True):
            self._detections[(it.source, it.translation, it.tgt_lang)] = det

    def detection(self, item: Item) -> CueDetection:
        item = spaced_item(item)
        key = (item.source, item.translation, item.tgt_lang)
        if key not in self._detections:
            self.prepare([item])
        return self._detections[key]

    @staticmethod
    def _unresolved(c: Cue, tokens: list[str], inflector: Inflector, persons: list[tuple[int, int]]) -> bool:
        """Whether a flippable cue's target span holds no person reference to realise: none
        aligned, a span that reads as no gender, a noun the inflector's resources know as no
        person (a game controller), or, where the inflector finds person nouns itself, a
        noun cue whose span holds neither one of them nor any other noun ("markierte")."""
        sp = c.target_tokens
        if sp is not None and inflector.invariant_person(tokens, sp):
            return False  # "people" -> "Menschen": the translation, a person noun of one gender
        if sp is None or inflector.denotes_no_person(tokens, sp):
            return True
        # A common-gender noun shows its gender in its determiner ("Las dos guitarristas").
        if (
            inflector.gender_of(tokens, sp) is None
            and inflector.gender_of(tokens, inflector.phrase_span(tokens, sp)) is None
        ):
            return True
        if not persons or c.category not in (Category.C6, Category.C7, Category.C11, Category.C12):
            return False
        if not _apart(sp, persons):
            return False
        if c.category in (Category.C7, Category.C11, Category.C12) and inflector.unknown_noun(tokens, sp):
            return False  # a noun the dictionary lacks ("il bidello" for "janitor"): the cue's
        return not any(tokens[t][:1].isupper() for t in range(max(sp[0], 1), sp[1]))

    @staticmethod
    def _displaced(cue: Cue, cues: Sequence[Cue], item: Item, tokens: list[str]) -> bool:
        """Whether another person cue, from another English word, was aligned to the same target
        span and sits nearer to it by relative position: of "The interior minister appointed a
        new prime minister", both "minister" and "prime minister" reach ``Ministerpräsidenten``
        (the compound ``Innenminister`` is not linked); the span is the second's, and the first
        looks for its own person noun."""
        sp, own = cue.target_tokens, cue.source_tokens
        if sp is None or own is None or cue.category not in (Category.C7, Category.C11, Category.C12):
            return False
        n_src, n_tgt = max(1, len(item.source.split())), max(1, len(tokens))
        where = sp[0] / n_tgt

        def distance(src: tuple[int, int]) -> float:
            return abs(src[0] / n_src - where)

        saxon = item.tgt_lang == "de"
        # (de-inflect-34) "The king's advisers" -> "Die Berater des Königs": German puts the
        # possessor after its head as a genitive attribute (Duden, Die Grammatik: Genitiv-
        # attribut; a Saxon genitive before the noun is kept for names only), so where the
        # English possessor right before the head noun and the head both reach the genitive
        # phrase, the phrase is the possessor's and the head looks for its own noun.
        return any(
            c is not cue
            and c.target_tokens == sp
            and c.source_tokens is not None
            and (
                (
                    saxon
                    and c.source_tokens[1] == own[0]
                    and c.source_span.rstrip().endswith(("'s", "\u2019s"))
                )
                or (
                    c.category in (Category.C7, Category.C11, Category.C12)
                    and (c.source_tokens[1] <= own[0] or c.source_tokens[0] >= own[1])
                    and distance(c.source_tokens) < distance(own)
                )
            )
            for c in cues
        )

    @staticmethod
    def _unaligned(
        item: Item,
        det: CueDetection,
        tokens: list[str],
        inflector: Inflector,
        numbers: dict[tuple[int, int], str] | None = None,
    ) -> tuple[list[tuple[int, int]], list[Cue]]:
        """Target spans for person cues the aligner left without a person noun, and those cues.

        A flippable cue whose target span holds no person reference (:meth:`_unresolved`:
        the aligner linked "officials" to "seit") takes the nearest (by relative position)
        person noun that the inflector's resources find in the translation
        (:meth:`Inflector.person_spans`) and that no other cue covers; so does an English role
        noun the detector passed over. Languages without such resources get none. A predicate
        of a subject the English genders ("The boy was afraid of the dog") is fixed by the
        source (:func:`_source_fixed`) and takes no person noun ("el perro" stays).

        ``numbers``, when given, receives ``"pl"`` for each span found for an English plural
        role noun (as :func:`_source_numbers` gives it for an aligned span): "superiors" found
        at ``seiner Vorgesetzten`` makes that a genitive plural, not a feminine singular.
        """
        from fairmt.fairqe.cues import lookup, lookup_word, tokenize

        found = inflector.person_spans(tokens)
        if not found:
            return [], []
        unresolved = [
            c
            for c in det.cues
            if c.category in FLIPPABLE
            and not _source_fixed(c, det.cues)  # "afraid" of a gendered "boy" is no person to look for
            and (
                SentenceRealiser._unresolved(c, tokens, inflector, found)
                or SentenceRealiser._displaced(c, det.cues, item, tokens)
            )
            # "population" takes no person noun of the sentence; (de-inflect-33) an employer's
            # "staff" or "personnel" does, where its translation is a plural of persons ("einigen
            # Mitarbeitern des Konsulats" for "some personnel at the consulate").
            and not (_collective_word(c) and not staff_word(c))
            and not relation_of_thing(c, item.source.split())  # "its rivals" (de-inflect-21)
            and not elided_thing(c, item.source.split())  # "Among the bottles, the opened were" (fr61)
        ]
        covered = [
            sp
            for c in det.cues
            if (sp := c.target_tokens) is not None and not any(c is u for u in unresolved)
        ]
        # A lexically gendered noun ("emperors" -> "Kaiser") that the aligner placed near its
        # translation ("über Kaiser und ihre Leistungen": on "ihre Leistungen") still covers
        # the nearest person noun, at most two words away: it is the English word's, and stays
        # as the English genders it.
        for c in det.cues:
            sp = c.target_tokens
            if (
                c.category is not Category.C3
                or sp is None
                or any(p[0] < sp[1] and sp[0] < p[1] for p in found)
                # (A span with a noun that may be the person's is the word's own: "Eine Frau".)
                or (
                    any(tokens[t][:1].isupper() for t in range(*sp))
                    and not inflector.denotes_no_person(tokens, sp)
                )
                # (de-inflect-21) The English word kept as it is in the translation ("Shah
                # Mahmood Qureshi"): the aligner placed it on its own copy, a part of the
                # name, not near a translation of it.
                or (sp[1] - sp[0] == 1 and tokens[sp[0]].strip(NAME_PUNCT) == c.source_span.strip(NAME_PUNCT))
            ):
                continue
            gaps = [(max(sp[0] - p[1], p[0] - sp[1]), p) for p in found]
            near = [g for g in gaps if g[0] <= 2]
            if near:
                covered.append(min(near)[1])
        src = item.source.split()
        modifiers = attributive_role_positions(src)
        free = [
            sp
            for sp in found
            if _apart(sp, covered)
            # (fr-inflect-25) not the translation of an English role noun that only modifies a
            # thing ("the guest log" -> "le journal des invités"): it names no one
            and not renders_modifier(tokens, sp, modifiers)
            # (de-inflect-33) not the translation of an English animal noun at its place ("40
            # monkeys" -> "40 Affen"): animals have gendered pairs too, and stay.
            and not animal_at(src, len(tokens), sp)
            # en-cues-56: nor of a team's or show's name ("the Giants" -> "die Riesen").
            and not name_plural_at(src, len(tokens), sp)
            # en-cues-80: nor of a role noun the sentence reads as a thing ("the receiver" among valves).
            and not thing_sense_at(src, len(tokens), sp)
        ]
        n_src = max(1, len(src))
        positions = [(c.source_tokens[0] / n_src) if c.source_tokens is not None else 0.5 for c in unresolved]
        # (Only a plural: a singular C7 word may be an adjective of the noun found, "separatist
        # Catalans", where the noun's own form says the number; and only a common noun: a
        # capitalised plural inside the sentence is a name, "Rangers host Rapid Vienna".)
        wanted: list[str | None] = [
            "pl"
            if _cue_number(c) == "pl"
            and c.source_tokens is not None
            and (c.source_tokens[0] == 0 or c.source_span[:1].islower())
            # (de-inflect-21) A singular role noun that closes its noun phrase ("his heir in
            # early 1095") is the head, no adjective of a noun after it: its number holds.
            else "sg"
            if _cue_number(c) == "sg"
            and c.source_tokens is not None
            and c.source_span[:1].islower()
            and phrase_final(src, c.source_tokens[1] - 1)
            else None
            for c in unresolved
        ]
        # English role nouns the detector passed over (a title before a name, "director Hannah
        # Smith"; a headline's "Senior UN official") are person cues too.
        taken = [c.source_tokens for c in det.cues if c.source_tokens is not None]
        prefetch_english([tokenize(raw).low for raw in src])
        for i, raw in enumerate(src):
            if any(a <= i < b for a, b in taken):
                continue
            tok = tokenize(raw)
            if attributive_noun(src, i) or machine_word(src, i) or name_adjective(src, i):
                continue  # "the guest log": a modifier of a thing names no one (fr-inflect-25); en-cues-46
            if thing_word(src, i):
                continue  # en-cues-80: "the receiver" among radio valves, "the pilot" that aired
            if institution_word(src, i):
                continue  # en-cues-60: the title in "Bishop Harwell Memorial High School"
            entries = [lookup_word(tok)]
            if entries[0] is None and "-" in tok.low:
                entries = [lookup(part) for part in tok.low.split("-")]  # "Attorney-General"
            if (
                entries[0] is not None
                and entries[0].kind == "demonym"
                and i + 1 < len(src)
                and not raw.endswith((",", ";", ":"))
                and lookup_word(tokenize(src[i + 1])) is not None
            ):
                # (de-inflect-18) A demonym right before a person word is its adjective ("Thai
                # King Bhumibol", "Haitian President Rene Preval", "Christian leaders"): the
                # person is that word's cue, and a demonym is a noun only standing alone ("the
                # Thai said"; CGEL: nationality words as adjectives and as nouns).
                continue
            if (
                any(
                    e is not None and e.category in (Category.C7, Category.C11, Category.C12) for e in entries
                )
                or (
                    entries[0] is None
                    # (lower case, or capitalised only as the first word: "Voters will vote ...")
                    and (
                        tok.core.islower()
                        or (i == 0 and tok.core[1:].islower())
                        # de46: "an General MacArthur": a title before a surname
                        or title_before_surname(src, i)
                    )
                    and english_agent_noun(
                        tok.low,
                        noun_shaped="-" in tok.low
                        or raw.rstrip(NAME_PUNCT).endswith(("'s", "’s"))
                        or after_possessive(src, i),
                        before_name=not raw.endswith((",", ";", ":"))
                        and i + 1 < len(src)
                        and src[i + 1][:1].isupper(),
                    )
                )
                or (entries[0] is None and party_member(tok.core, src[i + 1] if i + 1 < len(src) else ""))
                or (entries[0] is None and determined_person_noun(src, i))  # rules-39: "an assassin"
                or raw.strip(NAME_PUNCT) in role_abbreviations()  # de-inflect-33: "PM Modi"
            ):
                positions.append(i / n_src)
                abbreviation = raw.strip(NAME_PUNCT)
                if abbreviation in role_abbreviations():
                    # (de-inflect-33) "PMs", "MPs": the abbreviation's plural -s says its number.
                    wanted.append("pl" if abbreviation.endswith("s") else "sg")
                    continue
                wanted.append("pl" if english_plural_noun(tok.low) else None)
        out: list[tuple[int, int]] = []
        if det.cues:
            # (de-inflect-33) "bantamweight Bethe Correia" -> "Bantamgewichtler Bethe Correia".
            for sp in titles_before_shared_names(src, tokens, free, taken):
                out.append(sp)
                free.remove(sp)
        for pos, number in zip(positions, wanted, strict=True):
            if not free:
                break
            best = min(free, key=lambda sp: abs(sp[0] / max(1, len(tokens)) - pos))
            out.append(best)
            free.remove(best)
            if numbers is not None and number is not None:
                numbers[best] = number
        return out, unresolved

    @staticmethod
    def person_spans(
        item: Item,
        det: CueDetection,
        tokens: list[str],
        inflector: Inflector,
        categories: frozenset[Category] = FLIPPABLE,
        numbers: dict[tuple[int, int], str] | None = None,
    ) -> list[tuple[int, int]]:
        """The target spans a realisation changes: the cues of ``categories``, person nouns the
        inflector finds for cues the aligner left without one (and all of them when the English
        has no cue, where the inflector says so: :attr:`Inflector.persons_without_cues`), and
        person references only the target language genders (each narrowed by
        :meth:`Inflector.cue_span`). ``numbers`` receives the English number of the spans found
        for cues the aligner left without a person noun (:meth:`_unaligned`)."""
        found_numbers: dict[tuple[int, int], str] = {}
        found, unresolved = SentenceRealiser._unaligned(item, det, tokens, inflector, found_numbers)
        if numbers is not None:
            numbers.update({inflector.cue_span(tokens, sp): n for sp, n in found_numbers.items()})
        # The unresolved cues are given the free person nouns in order; one left without any
        # (all were taken: "L'analyste s'adresse au tailleur car elle ...", where "l'analyste"
        # takes the only free one) keeps its own aligned span when that span reads as a gender
        # and overlaps no span found: the English role noun names a person there ("tailor"),
        # and the inflector's person test only missed the noun ("tailleur", also a suit).
        orphans = [
            u
            for i, u in enumerate(unresolved)
            if i >= len(found)
            and u.category in (Category.C7, Category.C11, Category.C12)
            and (sp := u.target_tokens) is not None
            and inflector.gender_of(tokens, sp) is not None
            and _apart(sp, found)
        ]
        # The other unresolved cues with a span were given a free person noun: their own span is
        # not a person's.
        claimed = [
            u
            for u in unresolved
            if u.target_tokens is not None and found and all(u is not o for o in orphans)
        ]
        spans = [
            c.target_tokens
            for c in det.cues
            if c.category in categories
            and c.target_tokens is not None
            and not _source_fixed(c, det.cues)
            and not generic_indefinite(c, det.cues, item.source.split())
            and not _attribute_of_fixed(c, det.cues, tokens, inflector, categories)
            and not _they_of_gendered_group(c, det.cues)
            and not _subject_of_gendered_attribute(c, det.cues, item.source.split())
            and not _predicate_on_thing(c, tokens, inflector)
            and not _collective(c, tokens, inflector)
            and not _antecedent_invariant(c, det.cues, tokens, inflector)
            and not inflector.denotes_no_person(tokens, c.target_tokens)
            and not relation_of_thing(c, item.source.split())
            and not elided_thing(c, item.source.split())  # "Among the plates, the cracked were"
            and not possessive_only(c, tokens, item.tgt_lang)  # rules-57: "le proprie chiavi"
            and all(c is not u for u in claimed)
        ]
        spans = _trim_lexical_overlap([s for s in spans if s is not None], det.cues)
        spans = [*spans, *found]
        # Person nouns coordinated with those ("Vollstrecker und Treuhänder") are persons too.
        kept = [
            c.target_tokens
            for c in det.cues
            if c.target_tokens is not None and (c.category not in categories or _source_fixed(c, det.cues))
        ]
        spans += inflector.coordinated_person_spans(tokens, [s for s in spans if s is not None], kept)
        if inflector.persons_without_cues and not any(
            c.target_tokens is None and (c.category not in categories or _source_fixed(c, det.cues))
            for c in det.cues
        ):
            # No English word genders anyone (no cue), or every word that does is placed: a
            # person noun of the target that no cue covers is one the MT added ("par le
            # policier" for "by the police"), whose gender nothing in the source states.
            occupied = [s for s in spans if s is not None] + [
                c.target_tokens for c in det.cues if c.target_tokens is not None
            ]
            # Tokens of the words the source genders ("she" -> "qu'elle"): the attribute of such
            # a pronoun ("parce qu'elle est la meilleure") names its referent and stays with it.
            fixed = {i for k in kept if k is not None for i in range(k[0], k[1])}
            # (rules-14) A kinship or lexically gendered word that the aligner placed on a
            # determiner of its noun phrase (English "son" on the possessive of "de son fils")
            # holds the whole phrase: its noun is the English word's translation, fixed by the
            # source, not a person the MT added.
            lexical = [
                c.target_tokens
                for c in det.cues
                if c.category in (Category.C2, Category.C3) and c.target_tokens is not None
            ]
            modifiers = attributive_role_positions(item.source.split())
            # (rules-71) and the French nouns that name a thing or a person ("le facteur")
            # where the English at their place is a person only ("the mail carrier").
            homonyms = person_homonym_spans(item.source.split(), tokens, inflector)
            spans += [
                s
                for s in [*inflector.person_spans(tokens), *homonyms]
                if _apart(s, occupied)
                # (fr-inflect-25) Not the translation of an English role noun that only modifies
                # a thing ("the guest log" -> "le journal des invités"), found by position as
                # in :meth:`_unaligned`: it names no one.
                and not renders_modifier(tokens, s, modifiers)
                and not animal_at(item.source.split(), len(tokens), s)  # de-inflect-33: "12 Affen"
                and not elided_thing_at(item.source.split(), len(tokens), s)  # fr61: "les ouvertes"
                and not name_plural_at(item.source.split(), len(tokens), s)  # en-cues-56: "the Giants"
                and not thing_sense_at(item.source.split(), len(tokens), s)  # en-cues-80: "two interceptors"
                and inflector.attribute_subject(tokens, s) not in fixed
                and (not lexical or _apart(inflector.phrase_span(tokens, s), lexical))
                # (Subject pronouns are left to :meth:`_target_pronouns` when there are cues.)
                and not (
                    det.cues and (_subject_pronoun(tokens[s[0]]) or not inflector.uncovered_person(tokens, s))
                )
            ]
        taken = [s for s in spans if s is not None] + [
            c.target_tokens for c in det.cues if c.target_tokens is not None and c.category not in FLIPPABLE
        ]
        spans += [
            s
            for s in inflector.implicit_person_spans(tokens)
            if _apart(s, taken) and not lexical_word_at(s, det.cues, item, tokens, inflector)
        ]
        spans += they_group_spans(item, det, tokens, inflector, [s for s in spans if s is not None])
        spans += nominal_person_spans(item, tokens, inflector, [s for s in spans if s is not None])
        spans += coordinated_speaker_spans(item, det, tokens, inflector, [s for s in spans if s is not None])
        spans += SentenceRealiser._gerund_subjects(item, det, tokens, inflector, [s for s in spans if s])
        anchors = gendered_anchors(tokens, [s for s in spans if s], inflector)  # rules-44
        spans += SentenceRealiser._target_pronouns(item, det, tokens, inflector, anchors)
        spans += elided_subject_pronouns(item, det, tokens, inflector, [s for s in spans if s])  # rules-34
        live = [s for s in spans if s]
        # rules-37: else a named subject with no predicate noun ("Saab è apparsa in qualità di giudice").
        named = SentenceRealiser._named_subjects(item, det, tokens, inflector, live)
        spans += named or bare_named_subject_spans(item, det, tokens, inflector, live, _reads)
        spans += SentenceRealiser._dropped_they(det, tokens, inflector, [s for s in spans if s])
        spans += SentenceRealiser._dropped_pronoun_subjects(det, tokens, inflector, [s for s in spans if s])
        clitics = they_object_clitics(det, tokens, inflector, [s for s in spans if s], item.source)
        clitics += they_personal_pronouns(det, tokens, inflector, [s for s in spans if s])  # rules-36
        clitics += they_possessive_determiners(det, tokens, inflector, [s for s in spans if s])  # rules-54
        if numbers is not None:
            # A clitic for a singular "them" is singular: "le" is then a dative ("gli" in M).
            numbers.update(dict.fromkeys(clitics, "sg"))
            numbers.update(dict.fromkeys(they_clitic_cues(det, tokens, inflector), "sg"))
        if clitics:
            # A span whose phrase takes the clitic in (the aligner's "them" -> the verb after
            # it, "gli sparò") yields to the clitic's own span.
            spans = [
                s
                for s in spans
                if s is None
                or not any(
                    p[0] <= cl[0] < p[1] and s != cl
                    for cl in clitics
                    for p in [inflector.phrase_span(tokens, s)]
                )
            ]
        spans += clitics
        # An adjective that is a person only before a name (German "der verstorbene Otto
        # Brandtner") is one when the English has that name too: a capitalised word that does
        # not open the sentence ("The late Otto Brandtner"), not a common noun the MT kept
        # ("the English batsman" -> "Der englische Batsman").
        names = {
            w.strip(NAME_PUNCT)
            for i, w in enumerate(item.source.split())
            if i > 0 and w.strip(NAME_PUNCT)[:1].isupper()
        }
        spans = [
            s for s in spans if s is None or (n := inflector.name_after(tokens, s)) is None or n in names
        ]
        src_words = [w.strip(NAME_PUNCT) for w in item.source.split()]
        firms = organisation_names(item.source.split())  # "car manufacturer Hyundai"
        spans = [
            s
            for s in spans
            if s is None
            or not (
                _kept_english(src_words, tokens, s)
                or kept_english_modifier(src_words, tokens, s)
                or names_organisation(tokens, s, firms)
            )
        ]
        return [inflector.cue_span(tokens, s) for s in spans if s is not None]

    @staticmethod
    def _gerund_subjects(
        item: Item, det: CueDetection, tokens: list[str], inflector: Inflector, spans: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Target subject pronouns with no English pronoun behind them: an English gerund
        ("by making", "before following up", "after turning") becomes a finite clause with a
        pronoun subject in the translation ("indem sie ... machte"); the pronoun refers to a
        person by the target grammar and takes the realisation's gender.

        Only when the source has such a gerund, the pronoun is covered by no cue, and the
        nearest person reference before it is one that this realisation changes, in the
        pronoun's gender (after "Ein Mann ..., nachdem er" the pronoun follows "Mann", which
        the source genders, so it stays).

        Object control (en-cues-78): a lone "for V-ing" after a verb of judging with a direct
        object ("praised the student for winning": :func:`fairmt.fairqe.gerund_objects.gerund_object`)
        has that object for its subject, so the pronoun follows the object's head cue (the last
        cue in the object, not a possessive before it: "thanked his teacher"), and only when
        that cue is a span this realisation changes, before the pronoun and in its gender;
        with none ("praised him", fixed by the source) the pronoun stays.
        """
        src = item.source.lower().replace(",", " ").split()
        gerunds = _gerund_clauses(src)
        if not gerunds:
            return []
        named = SentenceRealiser._name_subject(item, det, tokens)
        # (en-cues-78) The object that controls a lone "for V-ing" clause ("praised the player
        # for winning": fairqe.gerund_objects) is its subject: the pronoun follows the object's
        # span (none when the source fixes it, "praised him", or names no person there).
        # (The cues count words with a closed-up dash spaced: cue_tokens.space_dashes.) The
        # object's head is its last cue: a possessive before it ("thanked his teacher") is
        # another person's, so the cue of "his" is passed over (en-cues-78, review).
        obj = gerund_object(space_dashes(item.source).split()) if gerunds == 1 else None
        controller = None
        if obj is not None:
            in_object = [
                c
                for c in det.cues
                if c.source_tokens is not None
                and c.target_tokens is not None
                and obj[0] <= c.source_tokens[0] < obj[1]
            ]
            in_object.sort(key=lambda c: c.source_tokens[0] if c.source_tokens is not None else 0)
            controller = in_object[-1].target_tokens if in_object else None
        out: list[tuple[int, int]] = []
        # Spans of this realisation that are no referent of a singular pronoun (below).
        skip = {
            s
            for s in spans
            if s is not None and (inflector.plural(tokens, s) or inflector.gender_of(tokens, s) is None)
        }
        for p in inflector.clause_subject_pronouns(tokens):
            # A cue on the pronoun keeps it, unless its English word cannot be a subject: an
            # object or possessive "her"/"him"/"his" that the aligner linked to "sie"/"er".
            covering = [
                c
                for c in det.cues
                if c.target_tokens is not None and c.target_tokens[0] <= p[0] < c.target_tokens[1]
            ]
            if len(out) >= gerunds or any(c.source_span.lower() not in _NOT_SUBJECT for c in covering):
                continue
            if obj is not None:
                if controller is not None and controller in spans and controller[0] < p[0]:
                    g = inflector.gender_of(tokens, controller)
                    if g is not None and g == inflector.gender_of(tokens, p):
                        out.append(p)
                continue
            # The persons before it: the spans this realisation changes, and the references the
            # source fixes (nouns, and "he"/"she"; a possessive "his" names no referent).
            fixed = [
                c.target_tokens
                for c in det.cues
                if c.target_tokens is not None
                and c.target_tokens not in spans
                and (c.category != Category.C1 or c.source_span.lower() in ("he", "she"))
            ]
            # (A plural noun is no referent of a singular pronoun: "Er fuhr zwischen drei
            # Brighton-Verteidigern, bevor er ...".)
            # (de-inflect-37) Nor is a span of this realisation that reads as no gender: a cue the
            # aligner put on a verb or an invariant noun ("victims" on "stehlen,") refers to no one
            # the pronoun could agree with (Duden, Die Grammatik: the pronoun agrees in gender).
            before = [s for s in [*spans, *fixed] if s is not None and s[0] < p[0] and s not in skip]
            # (rules-51) Past the nouns the source genders for others when a name opens the sentence.
            if not before or (named and all(s in gerunds_of_names.lexical_spans(det.cues) for s in before)):
                if named:
                    # (de-inflect-21) No person noun before it, and the sentence opens with a
                    # name as its subject in both languages ("Meng faces fraud charges for
                    # allegedly using ..." -> "Meng wird ... angeklagt, weil er ..."): the
                    # understood subject of an English gerund clause is the matrix subject
                    # (CGEL 14.5, subject control), so the German pronoun is the named person's,
                    # whose gender the English leaves open.
                    out.append(p)
                continue
            near = gerund_referent(tokens, p[0], before)  # rules-39: the subject, not the nearest
            if near is None or near not in spans:
                continue
            g = inflector.gender_of(tokens, near)
            if g is not None and g == inflector.gender_of(tokens, p):
                out.append(p)
        return out

    @staticmethod
    def _name_subject(item: Item, det: CueDetection, tokens: list[str]) -> bool:
        """Whether the source opens with a name that the translation opens with too, and the
        English genders nobody: no gendered pronoun, no lexical, kinship or title cue, and no
        cue on the name (:meth:`_gerund_subjects`)."""
        src = item.source.split()
        if not src or not tokens or set(item.source.lower().replace(",", " ").split()) & _GENDERED_PRONOUNS:
            return False
        o = connective_offsets(src, tokens)  # (rules-39) "However, Gidley" -> "Doch Gidley"
        e, t = coordinated_name(src, tokens) or (o, o)  # (rules-41) ", and Davis" -> ", und Davis"
        if any(gerunds_of_names.genders_subject(c, src, e) for c in det.cues):  # rules-51
            return False
        if any(c.source_tokens is not None and c.source_tokens[0] == e for c in det.cues):
            return False
        first = src[e].strip(NAME_PUNCT)
        return (
            gerunds_of_names.name_word(first)  # (rules-51) also "MacArthur"
            and tokens[t].strip(NAME_PUNCT) == first
            and not (len(src) > e + 1 and src[e + 1][:1].islower() and tokens[t + 1][:1].isupper())
        )

    @staticmethod
    def _target_pronouns(
        item: Item, det: CueDetection, tokens: list[str], inflector: Inflector, spans: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Target subject pronouns no English pronoun fixes (:meth:`Inflector.target_subject_pronouns`):
        when the source has no gendered pronoun (and no "it") at all, such a pronoun can only refer to a
        person whose gender the translation chose, and it follows that person: the nearest
        span this realisation changes before it ("L'ouvrier est tombé ... et il a été blessé"),
        or, with none before, the first after it ("Il devenait un avocat", the MT's "il" for
        "I"), when the two read the same gender now. A pronoun a cue covers is left to the cue.
        """
        words = set(item.source.lower().replace(",", " ").replace("’", "'").split())
        if words & _IT_CONTRACTIONS:
            words.add("it")  # "It's not certain that they are ready"
        # (fr-inflect-25) An English "it" that is only ever an object ("found the key and gave it
        # to her") cannot be what a French subject pronoun renders ("et il l'a donné"): it then
        # blocks only target pronouns that may be objects (German "ihn", "sie").
        object_it = "it" in words and not _subject_it(item.source.split())
        if not spans or (words - ({"it"} if object_it else set())) & _GENDERED_PRONOUNS:
            return []
        out: list[tuple[int, int]] = []
        for p in inflector.target_subject_pronouns(tokens):
            if "it" in words & _GENDERED_PRONOUNS and not (object_it and _french_subject(tokens, p[0])):
                continue
            covered = [c.target_tokens for c in det.cues if c.target_tokens is not None]
            if any(s[0] <= p[0] < s[1] for s in [*spans, *covered]):
                continue
            before = [s for s in spans if s[1] <= p[0]]
            after = [s for s in spans if s[0] > p[0]]
            near = max(before) if before else (min(after) if after else None)
            if near is None:
                continue
            g = inflector.gender_of(tokens, near)
            if g is not None and g == inflector.gender_of(tokens, p):
                out.append(p)
        return out

    @staticmethod
    def _named_subjects(
        item: Item, det: CueDetection, tokens: list[str], inflector: Inflector, spans: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """closedit27: the first name the translation uses as a clause's subject
        (:meth:`Inflector.subject_name_spans`, "Gorrie fu attiva nella comunità"), when the
        English genders nobody (no gendered pronoun, no kinship, lexical or title word), a span
        this realisation changes is a predicate noun (:meth:`Inflector.predicate_noun`) and
        none reads another gender than the name's predicate shows now: the
        English leaves the named person's gender to the translation, which gave it to the
        role nouns said of the person and to the person's own predicatives alike ("Oltre ad
        essere dottoressa, Gorrie fu attiva"), so they change together. As with
        :meth:`_target_pronouns`, a name a cue covers is left to the cue."""
        if not spans or set(item.source.lower().replace(",", " ").split()) & _GENDERED_PRONOUNS:
            return []
        if any(c.category in _LEXICAL or c.category == Category.C5 for c in det.cues):
            return []
        names = frozenset(
            w.strip(NAME_PUNCT) for w in item.source.split() if w.strip(NAME_PUNCT)[:1].isupper()
        )
        # (rules-54: not a unisex given name's own C9 cue, which realises nothing itself.)
        covered = [
            c.target_tokens for c in det.cues if c.target_tokens is not None and c.category != Category.C9
        ]
        if not any(inflector.predicate_noun(tokens, s) for s in spans):
            return []
        genders = {_reads(inflector, tokens, s) for s in spans} - {None}
        if len(genders) > 1:
            return []
        for n in inflector.subject_name_spans(tokens, names):
            if any(s[0] <= n[0] < s[1] for s in [*spans, *covered]):
                return []
            found = inflector.name_predicate_changes(tokens, n)
            if found is None or (genders and found[0] not in genders):
                return []
            return [p for p in found[1] if all(not (s[0] <= p[0] < s[1]) for s in [*spans, *covered])]
        return []

    @staticmethod
    def _dropped_they(
        det: CueDetection, tokens: list[str], inflector: Inflector, spans: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Predicatives of a singular "they" that the translation dropped (cs12): "because they
        were feeling generous" -> "porque se sentían generosos", where no target word stands
        for the pronoun and the predicative is the only word that shows its person's gender.

        For each C8 "singular they" cue whose target span is missing or reads as no gender,
        whose antecedent cue's span is one this realisation changes (or, where the aligner gave
        the antecedent none, the one person span no cue gives): the first clause after
        that span with a dropped subject (:meth:`Inflector.dropped_subject_predicatives`) whose
        predicatives read the antecedent's gender now. Languages without the hook: none.
        """
        out: list[tuple[int, int]] = []
        groups: list[list[tuple[int, int]]] | None = None
        repeated = _repeated_mentions(det.cues)
        for c in det.cues:
            ante = repeated.get(id(c))
            if ante is None:
                if c.category != Category.C8 or not c.note.startswith("singular they (antecedent '"):
                    continue
                sp = c.target_tokens
                if sp is not None and inflector.gender_of(tokens, sp) is not None:
                    continue
                ante = _antecedent(c, det.cues)
            if ante is None:
                continue
            a = ante.target_tokens
            if a is None:
                # An antecedent the aligner left without a span: the one person span no cue
                # gives (a person noun the language's resources found for it), if just one.
                a = uncued_span(det.cues, spans)
                if a is None:
                    continue
            # (The antecedent's span, or a determiner of it: "la" for "bartender" in "a la camarera".)
            mine = [
                s for s in spans for p in [inflector.phrase_span(tokens, s)] if p[0] < a[1] and a[0] < p[1]
            ]
            if not mine:
                continue
            if groups is None:
                groups = inflector.dropped_subject_predicatives(tokens)
            g = inflector.gender_of(tokens, mine[0])
            taken = [*spans, *out, *(x.target_tokens for x in det.cues if x.target_tokens is not None)]
            for group in groups:
                if group[0][0] < a[1]:
                    continue
                if any(any(t[0] <= s[0] < t[1] for t in taken) for s in group):
                    break  # the clause is another cue's
                if g is not None and all(inflector.gender_of(tokens, s) == g for s in group):
                    out += group
                break
        return out

    @staticmethod
    def _dropped_pronoun_subjects(
        det: CueDetection, tokens: list[str], inflector: Inflector, spans: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Predicatives of an English subject pronoun with a predicate (a C10 cue: "They were
        tired but happy") that the aligner placed nowhere, in a translation that drops the
        subject ("Eran cansados pero felices"): the subject is tacit there and only its
        predicatives show its gender (RAE, *Nueva gramática*, ch. 33, the tacit subject; §38
        on predicatives). Each such cue, in order, takes the next clause with a dropped subject
        (:meth:`Inflector.dropped_subject_predicatives`) whose words no span takes and that all
        read one gender; a cue placed on one of a clause's predicatives takes the others of it
        (coordinated: "Estábamos cansadas y hambrientas"). Languages without the hook: none."""
        cues = [
            c
            for c in det.cues
            if c.category == Category.C10
            and c.source_span.split()[:1]
            and (
                _cue_pronoun(c.source_span) in _DROPPABLE_PRONOUNS
                or (c.target_tokens is not None and c.source_span.lower() in _REFLEXIVE_PERSONS)
            )
        ]
        if not cues:
            return []
        out: list[tuple[int, int]] = []
        groups = inflector.dropped_subject_predicatives(tokens)
        for c in cues:
            own = c.target_tokens
            taken = [
                *spans,
                *out,
                *(x.target_tokens for x in det.cues if x.target_tokens is not None and x is not c),
            ]

            if own is not None:
                # A cue placed on one predicative of a tacit subject: the words coordinated
                # with it agree too ("Estábamos cansadas y hambrientas"). (A reflexive's
                # intensifier is no predicative: only the speaker's clauses below, sp60.)
                for group in groups if c.source_span.lower() not in _REFLEXIVE_PERSONS else []:
                    if own in group and not any(_starts_in(g, taken) for g in group if g != own):
                        if _one_gender(inflector, tokens, group):
                            out += [g for g in group if g != own]
                        break
                person = _SPEAKER_PERSONS.get(_cue_pronoun(c.source_span)) or _REFLEXIVE_PERSONS.get(
                    c.source_span.lower()
                )
                if person is not None:
                    # esit37: the speaker's (addressee's) other copular clauses in the sentence,
                    # by their verb's person, have the same tacit subject ("Estábamos tan
                    # cansadas que nos quedamos dormidas"; RAE, Nueva gramática §33.1), when
                    # they read the cue's own gender and no other span takes them.
                    mine = inflector.gender_of(tokens, own)
                    for group in inflector.speaker_predicatives(tokens, person):
                        if own in group:
                            # esit39: the cue's own clause, read by the dictionary: the words
                            # coordinated with it agree too ("Estoy cansada y hambrienta").
                            rest = [g for g in group if g != own and g not in out]
                            if not any(_starts_in(g, taken) for g in rest) and _one_gender(
                                inflector, tokens, group
                            ):
                                out += rest
                            continue
                        if any(_starts_in(g, [*taken, *out]) for g in group):
                            continue
                        if (
                            _one_gender(inflector, tokens, group)
                            and inflector.gender_of(tokens, group[0]) == mine
                        ):
                            out += group
                continue
            before = len(out)
            # A contracted pronoun ("I'm", "we're") reaches only the speaker's clauses below.
            while groups and c.source_span.split()[0].lower() in _DROPPABLE_PRONOUNS:
                group = groups.pop(0)
                if any(_starts_in(g, taken) for g in group):
                    continue  # another cue's clause
                if _one_gender(inflector, tokens, group):
                    out += group
                    break
            person = _SPEAKER_PERSONS.get(_cue_pronoun(c.source_span))
            if len(out) == before and person is not None:
                # rules-34 (closedes30): "I'm happy with the result" -> "Estoy contenta con el
                # resultado": the speaker's or the addressee's clause, by its verb's person.
                for group in inflector.speaker_predicatives(tokens, person):
                    if not any(_starts_in(g, [*taken, *out]) for g in group) and _one_gender(
                        inflector, tokens, group
                    ):
                        out += group
                        break
        return out

    def realise(self, item: Item, gender: Realisation) -> str | None:
        """``item.translation`` with every gender-variable person reference in ``gender``."""
        item = spaced_item(item)  # the rules read closed-up dashes spaced (en-cues-58)
        from fairmt.fairqe.agents.span_realisation import apply_spans
        from fairmt.inflect.base import get_inflector
        from fairmt.languages import language_pack

        pack = language_pack(item.tgt_lang)
        if gender == "N" and (pack is None or pack.neutral is None):
            return None  # the language declares no neutral form
        det = self.detection(item)
        tokens = item.translation.split()
        inflector = get_inflector(item.tgt_lang)
        found_numbers: dict[tuple[int, int], str] = {}
        spans = [(s, gender) for s in self.person_spans(item, det, tokens, inflector, numbers=found_numbers)]
        if not spans:
            # Every person the translation names is one the English genders itself ("La regina
            # era molto popolare", "Il suo padre era un pittore famoso"): the translation is
            # already each realisation (RULES_VERSION 14); with no person at all, none is made.
            # (A gendered English pronoun linked to a target word that shows its gender, "him"
            # -> "gli", names such a person too, when the target has no person noun the
            # realisation could have missed: "Diede i soldi che aveva promesso gli." is already
            # each realisation, not one that could not be made; closedit27.)
            pronoun_only = not inflector.person_spans(tokens)
            fixed = any(
                c.target_tokens is not None
                and (
                    c.category in _LEXICAL
                    or _source_fixed(c, det.cues)
                    or _attribute_of_fixed(c, det.cues, tokens, inflector)
                    or (
                        pronoun_only
                        and c.category == Category.C1
                        and c.source_gender is not None
                        and inflector.gender_of(tokens, c.target_tokens) == c.source_gender
                    )
                )
                for c in det.cues
            )
            # (en-cues-56) So it is when the English person nouns are names and every person noun
            # of the translation translates one ("die Riesen" for "the Giants", a team): it names
            # no person (fairqe.name_plurals).
            # At least one person noun must translate a name: with none, nothing says the
            # translation names no person.
            src = item.source.split()
            person_nouns = inflector.person_spans(tokens)
            named = (
                bool(person_nouns)
                and any(capitalised_name_plural(src, k) for k in range(len(src)))
                and all(name_plural_at(src, len(tokens), s) for s in person_nouns)
            )
            return item.translation if fixed or named else None
        numbers = [
            n if n is not None else found_numbers.get(s)
            for n, (s, _) in zip(_source_numbers(det, [s for s, _ in spans]), spans, strict=True)
        ]
        before, realised = tokens, spans
        if gender == "N" and inflector.neutral_base is not None:
            # As the rules agents do: a neutral made from one realisation (Spanish: the feminine).
            base = apply_spans(
                inflector, tokens, [(s, inflector.neutral_base) for s, _ in spans], numbers=numbers
            )
            # (es49: the spans move onto the base when it split a contraction; fairqe/neutral_base)
            moved = shifted_spans(tokens, base, [s for s, _ in spans]) if base is not None else None
            if base is not None and moved is not None:
                before, realised = base, [(s, g) for s, (_, g) in zip(moved, spans, strict=True)]
        new = apply_spans(inflector, before, realised, numbers=numbers)
        if new is not None and inflector.validate(before, new) is not None:
            return None  # the validity gate rejected it
        if new is None:
            # Nothing changed: the sentence is already in ``gender`` unless a span reads as
            # another gender that could not be changed.
            current = {inflector.gender_of(tokens, s) for s, _ in spans if s is not None}
            return item.translation if current <= {gender, None} else None
        return " ".join(new)

    def explain(self, item: Item, gender: Realisation) -> Explained:
        """:meth:`realise` with the reason for every changed word (the cue it belongs to)."""
        from fairmt.inflect.base import get_inflector

        det = self.detection(item)
        inflector = get_inflector(item.tgt_lang)
        tokens = item.translation.split()
        cues = [
            c
            for c in det.cues
            if c.category in FLIPPABLE
            and c.target_tokens is not None
            and not _predicate_on_thing(c, tokens, inflector)  # "a punto": nothing to change
        ]
        text = self.realise(item, gender)
        if text is None:
            if not cues:
                why = (
                    "no gender-variable reference to a person was found (kept words: "
                    + (", ".join(f"{c.source_span!r} {c.category}" for c in det.cues) or "none")
                    + ")"
                )
            else:
                why = f"the inflector has no {gender} form for " + ", ".join(
                    repr(c.target_span) for c in cues
                )
            return Explained(None, (), why)
        old, new = tokens, text.split()
        found = [
            inflector.phrase_span(old, s) for s in SentenceRealiser._unaligned(item, det, old, inflector)[0]
        ] + [inflector.phrase_span(old, s) for s in inflector.implicit_person_spans(old)]
        changes = []
        for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
            if op == "equal":
                continue
            if not cues:
                reason = "a person reference only the target language genders"
                changes.append(Change(" ".join(old[i1:i2]), " ".join(new[j1:j2]), reason))
                continue
            near = min(
                cues,
                key=lambda c: (
                    0
                    if c.target_tokens is not None
                    and c.target_tokens[0] <= i1 < max(c.target_tokens[1], c.target_tokens[0] + 1)
                    else abs((c.target_tokens or (0, 0))[0] - i1)
                ),
            )
            reason = f"{near.category} {near.category.description.split(' (')[0]}: {near.source_span!r}"
            sp = near.target_tokens
            if any(a <= i1 < max(b, a + 1) or i1 <= a < max(i2, i1 + 1) for a, b in found):
                reason = "a person noun the target language's resources found (no aligned cue for it)"
            elif sp is None or not sp[0] <= i1 < sp[1]:
                reason = "agrees with " + repr(near.target_span) + f" ({reason})"
            changes.append(Change(" ".join(old[i1:i2]), " ".join(new[j1:j2]), reason))
        return Explained(text, tuple(changes))
