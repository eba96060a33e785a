"""Predicate cues: the adjectives and participles said of a person in the English source.

In a target language whose adjectives and participles agree with the person ("elle est
fatiguée", "fue elegida"), an English predicate is a place where the translation must
choose a gender, so :func:`_c10` makes it a cue: C10 when English leaves the person's gender
unstated (after I/you/we/they, an agentless person passive), C6 when the subject is explicit
(he/she, a gendered noun or title: "she was appointed" -> es "fue nombrada"). A predicate
word is found after a copula or passive auxiliary (:func:`_predicate_after`, past adverbs),
in a clause that continues a coordinated subject (:func:`_coordinated_subject`), and in a
sentence-initial participle phrase ("Born in Lima, she studied": :func:`_fronted_participles`);
questions, imperatives and floating quantifiers are in :mod:`fairmt.fairqe.cue_clauses`, which
build their hits with the same :func:`predicate_hit`. A predicate word is no function word,
noun cue or -ing form (:func:`_predicate_word`); a ditransitive passive followed by its
object ("was given a car") is not one, because the targets' passive agrees with the object.
A controlled infinitive or gerund ("she hopes to be invited", "he hates being ignored") is its
controller's predicate like a finite one (:mod:`fairmt.fairqe.cue_control`, en-cues-64).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_clauses import (
    imperative_predicates,
    question_predicates,
    reflexive_predicates,
    skip_floating_quantifier,
)
from fairmt.fairqe.cue_control import CONTROLLER_PRONOUNS, controlled_copula, controller_start
from fairmt.fairqe.cue_depictives import depictive_predicates
from fairmt.fairqe.cue_detached import detached_final_predicates
from fairmt.fairqe.cue_fragments import fragment_predicates
from fairmt.fairqe.cue_intensifiers import emphatic_reflexives
from fairmt.fairqe.cue_thanks import thanked_gerunds
from fairmt.fairqe.cue_tokens import Hit, Tok, _skip, _skip_name, _words
from fairmt.fairqe.cue_words import (
    _ADJECTIVES,
    _CARDINALS,
    ADVERBS,
    AUX_CHAIN,
    BE_GET,
    CLAUSE_BREAKERS,
    DETERMINERS_EN,
    DITRANSITIVE_PASSIVES,
    FUSED_HEADS,
    IRREGULAR_PARTICIPLES,
    NON_PERSON_SUBJECTS,
    NOT_PREDICATE,
    PERSON_PASSIVES,
    PERSONAL_SUBJECTS,
    PREDICATE_VERBS,
    PREPOSITIONS,
    SUBJECT_PRONOUNS,
    lookup_word,
)
from fairmt.fairqe.nominal_coordination import joins_nominals
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C6, C7, C8, C9, C10, C11, C12

_MODIFIERS = _words("female male woman man lady gentleman girl boy")
_DEMONYM_PLURALS = ("ians", "eans", "landers")
DEMONYM_WORDS = _words(lex.DEMONYMS)
_MODIFIERS_ADJ = _words("female male")


def predicate_hit(i: int, j: int, word: Tok, note: str) -> Hit:
    """The C10 hit of a person whose gender English leaves unstated and whose predicate word
    ``word`` (token ``j``) agrees in the target: the cue spans tokens ``i`` .. ``j`` and aligns
    through the predicate alone. One constructor for every clause shape that yields one
    (declaratives here, questions and imperatives in :mod:`fairmt.fairqe.cue_clauses`)."""
    return Hit(i, j + 1, C10, None, word.low, note, kind="predicate", align=(j,))


#: Two-word degree modifiers of an adjective (en-cues-36, helper closedfr29): *a little, a bit,
#: kind of, sort of* before a predicate adjective ("I'm a little disappointed", "they were a bit
#: tired") act as one degree adverb (Quirk et al. 1985, §7.89 on *a bit* and *a little* as
#: downtoners; §8.104 on *kind of*, *sort of* as compromisers). The second word is the key, the
#: first the word before it.
_DEGREE_PAIRS = {("a", "little"), ("a", "bit"), ("kind", "of"), ("sort", "of")}


def _degree_pair(toks: Sequence[Tok], j: int) -> bool:
    """Whether tokens ``j``, ``j + 1`` are a two-word degree modifier followed by a word that
    does not end the clause (:data:`_DEGREE_PAIRS`); "a little boy" still reaches "boy", which
    the predicate test rejects as a noun of the cue lexicon."""
    return (
        j + 2 < len(toks)
        and (toks[j].low, toks[j + 1].low) in _DEGREE_PAIRS
        and not toks[j + 1].ends_clause
        and not toks[j + 2].opens_clause
    )


#: Ordinals that stand as a fused head after "the" (CGEL ch. 5 §9): "I was the first to arrive".
_ORDINAL_PREDICATES = _words("first last second third")


def _superlative_head(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` is "the" before a fused-head superlative or ordinal that ends the
    predicate: "I am the youngest in my family", "you're the best", "we were the first to
    arrive" (en-cues-38, helper closedes30). The determiner fused with an adjectival head
    stands for the subject itself (Huddleston & Pullum 2002, *CGEL* ch. 5 §9, fused-head NPs;
    Quirk et al. 1985, §7.84 on the superlative with *the*), and the Romance translation
    gives it a determiner of the subject's gender ("Soy la menor", "Eres el mejor", "Fuimos
    las primeras"), so it is the subject's predicate. The head must be a superlative in
    Apertium's English dictionary or an ordinal of :data:`_ORDINAL_PREDICATES`, and what
    follows it no noun it would modify: the clause ends there or a preposition or "to"
    follows ("the best player" is a noun's phrase, left to the noun)."""
    from fairmt.inflect.apertium_morph import morphology

    n = len(toks)
    if j + 1 >= n or toks[j].low != "the" or toks[j].ends_clause:
        return False
    head = toks[j + 1]
    if not head.low.isalpha():
        return False
    if head.low == "only" and j + 2 < n and toks[j + 2].low in ("one", "ones") and not head.ends_clause:
        # en-cues-49: "we were the only ones who ...", "I was the only one to ...": the
        # translation fuses "only one(s)" into one adjective head ("las únicas que", "le uniche
        # a"), the subject's predicate like a superlative (CGEL ch. 5 §9).
        return True
    if head.low not in _ORDINAL_PREDICATES:
        morph = morphology("en")
        readings = morph.readings(head.low) if morph is not None else ()
        if not any(r.pos == "adj" and "sup" in r.tags for r in readings):
            return False
    if j + 2 < n and toks[j + 2].low in ("one", "ones") and not head.ends_clause:
        # esit37: "we were the last ones", "I was the youngest one": "one(s)" is the pro-form
        # head of the same fused predicate ("Fuimos las últimas"; CGEL ch. 5 §9, ch. 17 §7.1)
        j += 1
    return toks[j + 1].ends_clause or j + 2 >= n or toks[j + 2].low in PREPOSITIONS


def _infinitive_predicate(toks: Sequence[Tok], j: int, covered: set[int]) -> int | None:
    """The predicate of "to be"/"to get" after the predicate at ``j``: "I was lucky to be
    chosen", "we're proud to be selected" (en-cues-38, helper closedes30). The understood
    subject of an infinitival complement of a predicative adjective is the main clause's
    subject (Quirk et al. 1985, §16.75-16.79, adjective complementation by a *to*-infinitive
    clause; *CGEL* ch. 14 §1 on subject control), so its own predicate agrees with that
    person too ("Tuve suerte de ser elegida"); ``None`` when there is none."""
    n = len(toks)
    if j + 3 >= n or toks[j].ends_clause or toks[j + 1].low != "to":
        return None
    if toks[j + 2].low not in ("be", "get", "feel", "become") or toks[j + 2].ends_clause:
        return None
    k = _skip_adverbs(toks, j + 3)
    if k < n and k not in covered and _predicate_word(toks[k]):
        return k
    return None


def _ly_adjective(low: str) -> bool:
    """en-cues-49: an -ly word Apertium's English dictionary reads as an adjective and never as
    an adverb ("lonely", "friendly", "elderly": "I felt lonely after moving"), which is the
    predicate itself, not an adverb before it (``False`` without the dictionary)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    readings = morph.readings(low) if morph is not None else ()
    return bool(readings) and all(r.pos == "adj" for r in readings)


def _skip_adverbs(toks: Sequence[Tok], j: int) -> int:
    """Index after up to three adverbs (listed ones, -ly words that do not end the clause, or a
    two-word degree modifier, :data:`_DEGREE_PAIRS`)."""
    for _ in range(3):
        if j >= len(toks) or toks[j].opens_clause or toks[j].ends_clause:
            return j
        low = toks[j].low
        if low in ADVERBS or (
            low.endswith("ly") and low.isalpha() and j + 1 < len(toks) and not _ly_adjective(low)
        ):
            j += 1
        elif _degree_pair(toks, j):
            j += 2
        else:
            return j
    return j


def _predicate_word(w: Tok) -> bool:
    """Whether ``w`` can be a predicate adjective or participle (not a function word, noun cue, -ing)."""
    return (
        w.low.isalpha()
        and (not w.title or w.low in DEMONYM_WORDS)
        and w.low not in NOT_PREDICATE
        and w.low not in BE_GET
        and w.low not in PREPOSITIONS
        and not w.low.endswith("ing")
        and w.low not in _CARDINALS  # "when she was sixteen": an age, no agreeing word
        and (lookup_word(w) is None or w.low in DEMONYM_WORDS)
        and not w.opens_clause
    )


def _predicate_after(
    toks: Sequence[Tok], i: int, covered: set[int], noun_subject: bool = False
) -> int | None:
    """The predicate adjective/participle of the subject at ``i``: "she was (very) tired",
    "I'm sure", "we have been told", "he became increasingly attached"; ``None`` when there
    is none.

    ``noun_subject``: the subject is a noun or a name, whose ``'s`` is the possessive ("the
    queen's attempt"), not a contracted "is" (a pronoun's is: "she's tired").
    """
    n = len(toks)
    t = toks[i]
    if t.ends_clause:
        return None
    j = i + 1
    perception = False
    be = t.clitic in ("'m", "'re") or (t.clitic == "'s" and not noun_subject)
    if not be and t.clitic == "'s":
        return None
    if not be:
        # en-cues-76: a floating quantifier between a personal-pronoun subject and its verb ("We
        # both were tired"; CGEL ch. 5 §9.3) quantifies the subject, as after the verb ("We were
        # both tired"): the predicate is still the subject's. Only after the pronoun itself: after
        # "and"/"but"/"who" the quantifier is a subject of its own ("She left, but all were
        # happy": "all" are other people).
        floating = not noun_subject and t.low in PERSONAL_SUBJECTS
        j = _skip_adverbs(toks, skip_floating_quantifier(toks, j) if floating else j)
        # en-cues-64: a catenative verb of subject control before "to be" or "being" ("she
        # hopes to be invited", "she has to be careful", "he will want to be promoted"): the
        # infinitive's predicate agrees with this subject (:mod:`fairmt.fairqe.cue_control`).
        controlled = controlled_copula(toks, j)
        if controlled is None:
            j = _skip_adverbs(toks, _skip(toks, j, AUX_CHAIN, 2))
            controlled = controlled_copula(toks, j)
        if controlled is not None:
            be = True
            j = controlled
        elif j < n and toks[j].low in PREDICATE_VERBS and not toks[j].ends_clause:
            be = True
            j += 1
        elif j < n and toks[j].low in PERCEPTION_COPULAS and not toks[j].ends_clause:
            be = perception = True
            j += 1
    if not be:
        return None
    j = _skip_adverbs(toks, skip_floating_quantifier(toks, _skip_adverbs(toks, j)))
    if j < n and toks[j].low == "going" and (going := controlled_copula(toks, j)) is not None:
        j = _skip_adverbs(toks, going)  # en-cues-64: "she is going to be promoted"
    if j + 1 < n and j + 1 not in covered and _superlative_head(toks, j):
        return j + 1  # en-cues-38: "I am the youngest in my family"
    if j < n and j not in covered and _predicate_word(toks[j]):
        if perception and not _adjectival(toks[j].low):
            return None  # "you look around", "we looked back": a particle, not a predicate
        return j
    return None


#: Copulas of perception (Huddleston & Pullum 2002, CGEL ch. 4 §5.1: *appear, look, sound*
#: take an adjectival predicative complement, "you look tired", "she sounded happy"); *seem*
#: and *feel* are in BE_GET. en-cues-26.
PERCEPTION_COPULAS = _words("look looks looked appear appears appeared sound sounds sounded")
#: Intransitive prepositions (CGEL ch. 7) that follow *look* as particles, never predicates.
_PARTICLES = _words("back forward forwards up down out away around round over ahead in off on through along")


def _adjectival(low: str) -> bool:
    """Whether Apertium's English dictionary reads ``low`` as an adjective or a past
    participle and never as a preposition, and it is no particle (``False`` without the
    dictionary)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or low in _PARTICLES:
        return False
    readings = morph.readings(low)
    if any(r.pos == "pr" for r in readings):
        return False
    return any(r.pos == "adj" or "pp" in r.tags for r in readings)


#: en-cues-49: subordinators that may open a verbless participle or adjective clause ("Once seated,
#: they began", "When ready, we left", "Though tired, she went on"; Quirk et al. 1985, 14.6 and
#: 15.58 on verbless and non-finite adverbial clauses introduced by a subordinator).
_PARTICIPLE_OPENERS = _words("once when while though although if until unless")


def _fronted_adjective(t: Tok) -> bool:
    """A sentence-initial adjective that may open a fronted predicative ("Happy with the result,
    we ..."): one Apertium reads as an adjective and never as an adverb ("Early in the morning"
    is an adverbial)."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or not _adjectival(t.low) or t.low in _PREPOSITION_HEADS:
        return False
    return not any(r.pos == "adv" for r in morph.readings(t.low))


#: First words of complex prepositions ("Due to the rain", "Prior to the war", "Owing to";
#: Quirk et al. 1985, §9.10): no fronted predicative (en-cues-51).
_PREPOSITION_HEADS = frozenset(["due", "prior", "owing", "according", "subsequent", "pursuant", "next"])


def _fronted_participles(toks: Sequence[Tok], hits: list[Hit], covered: set[int]) -> list[Hit]:
    """C6: a sentence-initial participle phrase whose subject is explicit ("Born in Lima, she
    studied ...", "Educated at home, her brother ..."): the target participle agrees with it
    (es "Nacida en Lima", fr "Née à Lima", it "Nata a Lima"). The participle must be followed
    by a lower-case word ("United States" is no participle) and the subject must open the
    clause after the phrase's first comma (within fifteen words), as a she/he pronoun, a
    gendered noun (after a determiner or possessive) or a gendered given name."""
    starts: dict[int, Hit] = {}
    for h in hits:
        if not h.gender or h.plural:
            continue
        pronoun = h.category == C1 and h.lemma in SUBJECT_PRONOUNS
        if pronoun or h.category in (C2, C3, C4) or h.kind == "gendered-name":
            starts.setdefault(h.start, h)
    out: list[Hit] = []
    n = len(toks)
    for i, t in enumerate(toks):
        opener = i > 0 and toks[i - 1].low in _PARTICIPLE_OPENERS and (i == 1 or toks[i - 2].ends_sentence)
        if i > 0 and not toks[i - 1].ends_sentence and not opener:
            continue
        low = t.low
        participle = (low.endswith("ed") and len(low) > 4) or low in IRREGULAR_PARTICIPLES
        if not (participle or _fronted_adjective(t)) or i in covered:
            continue
        if i + 1 >= n or not toks[i + 1].low.isalpha():
            continue
        if t.ends_clause and opener and not t.ends_sentence:
            k = i  # "Once seated, they ...": the clause is the one word
        elif t.ends_clause or toks[i + 1].title:
            continue
        else:
            k = i + 1
        while k < min(n, i + 16) and not toks[k].ends_clause:
            k += 1
        if k >= n - 1 or k >= i + 16 or toks[k].ends_sentence:
            continue
        j = k + 1
        if toks[j].low in DETERMINERS_EN and j + 1 < n:
            j += 1
        subj = starts.get(j)
        pronoun_subject = j == k + 1 and toks[j].low in PERSONAL_SUBJECTS
        if pronoun_subject and t.low not in NOT_PREDICATE and lookup_word(t) is None:
            # en-cues-49: the subject is I/you/we/they ("Tired of waiting, they decided to
            # leave"): the fronted predicative agrees with it in the target (it "Stanche di
            # aspettare", es "Cansadas de esperar"), and English leaves its gender unstated.
            note = f"fronted predicative '{t.core}' of '{toks[j].core}': the subject's gender is unstated"
            out.append(Hit(i, i + 1, C10, None, low, note, kind="predicate", align=(i,)))
            covered.add(i)
            continue
        if subj is None or subj.gender is None or not participle:
            continue
        out.append(
            Hit(
                i,
                i + 1,
                C6,
                subj.gender,
                low,
                f"fronted participle '{t.core}' must agree with '{toks[subj.start].core}' ({subj.gender})",
                kind="predicate",
            )
        )
        covered.add(i)
    return out


#: Singular finite forms of "be"/"have" that open a coordinated predicate: a plural noun is not
#: their subject (subject-verb concord, Quirk et al. 1985, 10.34), so "He met young women, but was
#: soon bored" does not give "bored" the women's gender (en-cues-44).
_SINGULAR_FINITE = _words("was is has")


def _coordinated_subject(
    toks: Sequence[Tok], hits: list[Hit], subjects: dict[int, Hit], i: int
) -> Hit | None:
    """The explicit subject of the clause that "and"/"but" at ``i`` continues without a
    subject of its own: the last explicit subject before it in the sentence, when no other
    person (role noun, name, indefinite, group) and no clause break stands between them."""
    before = [h for k, h in subjects.items() if k < i]
    if not before:
        return None
    subj = max(before, key=lambda h: h.start)
    phrasal = False
    for k in range(subj.end, i):
        if toks[k].ends_sentence or (toks[k].low in CLAUSE_BREAKERS and not joins_nominals(toks, k)):
            return None
        phrasal = phrasal or toks[k].low in CLAUSE_BREAKERS
    if phrasal and any(h is not subj and subj.end <= h.start < i for h in hits):
        return None  # en-cues-44: past a phrasal "and" only when no person word stands between
    for h in hits:
        if h is not subj and subj.end <= h.start < i and h.category in (C7, C8, C9, C11, C12):
            return None
    return subj


def _ditransitive_passive(toks: Sequence[Tok], j: int) -> bool:
    """Whether the participle at ``j`` is a ditransitive passive followed by its direct object
    ("was awarded the Nobel Prize", "was given a car"): the targets' passive takes the object
    as its subject ("Le fue otorgado el premio", "Le è stato assegnato"), so the participle
    need not agree with the person."""
    if toks[j].low not in DITRANSITIVE_PASSIVES or toks[j].ends_clause or j + 1 >= len(toks):
        return False
    nxt = toks[j + 1]
    return nxt.low in DETERMINERS_EN or nxt.low[:1].isdigit() or (nxt.title and not nxt.opens_clause)


def _named_role_subjects(toks: Sequence[Tok], hits: list[Hit], covered: set[int]) -> set[int]:
    """The last tokens of capitalised names that open a sentence or follow its first comma
    and that the sentence makes people: an occupation noun of the lexicon comes after them
    in the same sentence, introduced by "as" or a linking verb ("Mälkki is known as a
    specialist", "Mundine has been described as the most polarising athlete"). A name no
    list genders (a surname) names a person whose gender English leaves unstated; its
    predicate agrees in the target (fr "Mälkki est connue", en-cues-26). The predicative
    "as" phrase and the subject complement both describe the subject (CGEL ch. 4 §5,
    predicative complements; ch. 7 §5 for "as")."""
    roles = [h for h in hits if h.category == C7 and h.kind == "role" and not h.plural]
    if not roles:
        return set()
    out: set[int] = set()
    n = len(toks)
    for i, t in enumerate(toks):
        opens = i == 0 or toks[i - 1].ends_sentence or toks[i - 1].raw.endswith(",")
        if not opens or not t.title or t.core.isupper() or i in covered or not t.low.isalpha():
            continue
        if lookup_word(t) is not None or _english_word(t.low):
            continue
        last = _skip_name(toks, i) - 1
        if toks[last].ends_clause:
            continue
        for h in roles:
            if h.start <= last or any(toks[k].ends_sentence for k in range(last, h.start)):
                continue
            if _introduced_by_link(toks, last, h.start):
                out.add(last)
                break
    return out if n else set()


def _introduced_by_link(toks: Sequence[Tok], after: int, start: int) -> bool:
    """Whether the noun at ``start`` is introduced by "as" or a linking verb after ``after``,
    with only its own modifiers between (no preposition, clause break or verb):
    "known as a specialist", "was the most polarising athlete"."""
    for k in range(start - 1, max(after, start - 6), -1):
        w = toks[k]
        if w.ends_clause:
            return False
        if w.low in _ROLE_LINKS:
            return True
        if w.low in PREPOSITIONS or w.low in CLAUSE_BREAKERS or w.low in AUX_CHAIN:
            return False
    return False


#: Words that introduce a predicative complement naming the subject's role ("as", BE, become).
_ROLE_LINKS = _words(lex.LINKS) | _words("as")


def _english_word(low: str) -> bool:
    """Whether Apertium's English dictionary knows ``low`` (a word, not a surname: "Since",
    "However"); ``False`` without the dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    return morph is not None and bool(morph.readings(low))


_FREE_RELATIVES = _words("whoever whomever whosoever")
_PLURAL_RELATIVE_HEADS = frozenset({"those who", "the ones who"})


def _free_relative_predicates(toks: Sequence[Tok], hits: list[Hit], covered: set[int]) -> list[Hit]:
    """C10: the predicates of a person named by a free relative or an indefinite with a
    relative clause ("Whoever did this is very smart", "Anyone who is interested ..."), in
    the relative clause and in the main clause after it (CGEL ch. 12 §6, fused relatives:
    the fused relative is the subject of the main clause). The target's relative pronoun is
    often invariable (es "Quien hizo esto es muy lista", it "Chi lo ha fatto è molto
    brava"), so the predicate is where the gender shows (en-cues-26)."""
    out: list[Hit] = []
    n = len(toks)
    for h in hits:
        if h.category != C8 or h.gender or not (h.lemma in _FREE_RELATIVES or toks[h.end - 1].low == "who"):
            continue
        if h.lemma in _PLURAL_RELATIVE_HEADS:
            # "We are the ones who were chosen": the plural head's determiner and pronoun carry
            # the gender in the target ("las que fuimos elegidas", realised with the head); a
            # predicate cue placed on the aligner's words would cover the relative pronoun too.
            continue
        who = h.end - 1
        j = _predicate_after(toks, who, covered)
        if j is not None and not _ditransitive_passive(toks, j):
            w = toks[j]
            note = f"predicate '{w.core}' of '{h.lemma}' in its relative clause: its gender is unstated"
            out.append(Hit(j, j + 1, C10, None, w.low, note, kind="predicate", align=(j,)))
            covered.add(j)
        start = (j + 1) if j is not None else h.end + 1
        for k in range(start, min(n, h.end + 12)):
            if toks[k - 1].ends_sentence:
                break
            if toks[k].low in PREDICATE_VERBS or toks[k].low in AUX_CHAIN:
                m = _predicate_after(toks, k - 1, covered, noun_subject=True)
                if m is not None and not _ditransitive_passive(toks, m):
                    w = toks[m]
                    note = f"predicate '{w.core}' of '{h.lemma}' in the main clause: its gender is unstated"
                    out.append(Hit(m, m + 1, C10, None, w.low, note, kind="predicate", align=(m,)))
                    covered.add(m)
                break
    return out


#: en-cues-49: verbs of arriving and finishing after which "first"/"last" says who came first,
#: a depictive that Romance makes an agreeing adjective ("Quien llegue primera", "è arrivata
#: prima", "est arrivée première"; Quirk et al. 1985, 16.48 on subject-oriented adjuncts).
_ARRIVAL_VERBS = _words(
    "arrive arrives arrived arriving come comes came coming finish finishes finished finishing "
    "place places placed"
)
#: Subjects whose gender English leaves unstated: I/you/we/they and the indefinite pronouns.
_UNSTATED_SUBJECTS = _words(
    "i you we they whoever whomever anyone anybody someone somebody everyone everybody"
)


def _depictive_ordinals(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10: "first"/"last" right after a verb of :data:`_ARRIVAL_VERBS` whose subject, right
    before it (over auxiliaries and adverbs), has no stated gender ("Whoever arrives first",
    "we came last"): the target's ordinal agrees with that subject. An explicit subject (she,
    a noun) is left alone: its gender is known and nothing needs realising."""
    out: list[Hit] = []
    for j in range(2, len(toks)):
        w = toks[j]
        if w.low not in ("first", "last") or j in covered or toks[j - 1].low not in _ARRIVAL_VERBS:
            continue
        if toks[j - 1].ends_clause or (j + 1 < len(toks) and toks[j + 1].low in ("time", "place", "one")):
            continue
        k = j - 2
        while k >= 0 and (toks[k].low in ADVERBS or toks[k].low in AUX_CHAIN) and not toks[k].ends_clause:
            k -= 1
        if k < 0 or toks[k].low not in _UNSTATED_SUBJECTS:
            continue
        note = f"'{w.core}' after '{toks[j - 1].core}' of '{toks[k].core}': the subject's gender is unstated"
        out.append(Hit(j, j + 1, C10, None, w.low, note, kind="predicate", align=(j,)))
        covered.add(j)
    return out


def _c10(toks: Sequence[Tok], hits: list[Hit], tgt_lang: str | None = None) -> list[Hit]:
    """Predicates that agree with their subject in the target (agreeing languages only).

    C10 after I/you/we/they and after an agentless person passive; C6 after an explicit
    subject (he/she, a gendered noun or title): "she was appointed" -> es "fue nombrada".
    """
    covered = {k for h in hits for k in range(h.start, h.end)}
    subjects: dict[int, Hit] = {}
    for h in hits:
        if not h.gender or (h.category not in (C1, C2, C3, C4) and h.kind != "gendered-name"):
            continue
        if h.category == C1 and h.lemma not in SUBJECT_PRONOUNS:
            continue
        if h.category == C3 and h.lemma in _ADJECTIVES | _MODIFIERS_ADJ:
            continue
        if h.category != C1 and h.start > 0 and toks[h.start - 1].low in PREPOSITIONS:
            continue
        end = _skip_name(toks, h.end) if h.kind in ("title", "gendered-name") else h.end
        subjects[end - 1] = h
    fused = {h.start for h in hits if h.lemma in FUSED_HEADS and h.category in (C8, C12) and not h.gender}
    predicated: set[int] = set()
    named = _named_role_subjects(toks, hits, covered)
    out: list[Hit] = []
    n = len(toks)
    out.extend(_fronted_participles(toks, hits, covered))
    i = 0
    while i < n:
        t = toks[i]
        subj = subjects.get(i)
        if subj is not None and subj.gender is not None:
            j = _predicate_after(toks, i, covered, noun_subject=subj.category != C1)
            if j is not None and _ditransitive_passive(toks, j):
                j = None  # "she was awarded the prize": Romance makes the prize the subject
            if j is not None:
                w = toks[j]
                out.append(
                    Hit(
                        j,
                        j + 1,
                        C6,
                        subj.gender,
                        w.low,
                        f"predicate '{w.core}' must agree with '{toks[subj.start].core}' ({subj.gender})",
                        kind="predicate",
                    )
                )
                covered.add(j)
                k = _infinitive_predicate(toks, j, covered)
                if k is not None:
                    # en-cues-64: "She was pleased to be chosen", "He is expected to be
                    # promoted": the controlled infinitive's predicate agrees with the subject
                    # too (fr "ravie d'être choisie"), as it does after I/you/we/they below.
                    out.append(
                        Hit(
                            k,
                            k + 1,
                            C6,
                            subj.gender,
                            toks[k].low,
                            f"infinitive predicate '{toks[k].core}' must agree with "
                            f"'{toks[subj.start].core}' ({subj.gender})",
                            kind="predicate",
                        )
                    )
                    covered.update(range(j + 1, k + 1))
                    j = k
                i = j + 1
                continue
        # ... and a coordinated predicate of the same subject: "she retired in 1990 and was
        # succeeded by ..." -> es "y fue sucedida".
        if t.low in ("and", "but") and not t.ends_clause and i not in covered:
            subj = _coordinated_subject(toks, hits, subjects, i)
            if subj is not None and subj.plural and i + 1 < n and toks[i + 1].low in _SINGULAR_FINITE:
                subj = None  # en-cues-44: "He met young women, but was soon bored": concord
            j = _predicate_after(toks, i, covered) if subj is not None else None
            if j is not None and _ditransitive_passive(toks, j):
                j = None
            if subj is not None and subj.gender is not None and j is not None:
                w = toks[j]
                out.append(
                    Hit(
                        j,
                        j + 1,
                        C6,
                        subj.gender,
                        w.low,
                        f"coordinated predicate '{w.core}' must agree with '{toks[subj.start].core}' "
                        f"({subj.gender})",
                        kind="predicate",
                    )
                )
                covered.add(j)
                i = j + 1
                continue
        # (a') a fused head + (aux) + be/get + predicate: "the latter was born", "the youngest
        # was elected" (en-cues-26). Its gender is unstated; the target predicate agrees with
        # it (fr "Cette dernière est née"), so the predicate is a C10 cue of its own.
        if i in fused and i not in predicated:
            j = _predicate_after(toks, i, covered, noun_subject=True)
            if j is not None and not _ditransitive_passive(toks, j):
                w = toks[j]
                note = f"predicate '{w.core}' of the fused head '{t.core}': its gender is unstated"
                out.append(Hit(j, j + 1, C10, None, w.low, note, kind="predicate", align=(j,)))
                covered.add(j)
                predicated.add(i)
                i = j + 1
                continue
        # (a'') a name the sentence makes a person: "Mälkki is known as a specialist"
        if i in named:
            j = _predicate_after(toks, i, covered, noun_subject=True)
            if j is not None and not _ditransitive_passive(toks, j):
                w = toks[j]
                note = f"predicate '{w.core}' of the name '{t.core}': its gender is unstated"
                out.append(Hit(j, j + 1, C10, None, w.low, note, kind="predicate", align=(j,)))
                covered.add(j)
                i = j + 1
                continue
        # (a) I/you/we/they + (aux) + be/get + predicate
        if t.low in PERSONAL_SUBJECTS:
            j = _predicate_after(toks, i, covered)
            if j is not None:
                w = toks[j]
                out.append(
                    predicate_hit(
                        i, j, w, f"'{t.core}' + predicate '{w.core}': the subject's gender is unstated"
                    )
                )
                covered.update(range(i, j + 1))
                k = _infinitive_predicate(toks, j, covered)
                if k is not None:
                    note = f"'{t.core}' + infinitive predicate '{toks[k].core}': the gender is unstated"
                    out.append(Hit(j + 1, k + 1, C10, None, toks[k].low, note, kind="predicate", align=(k,)))
                    covered.update(range(j + 1, k + 1))
                    j = k
                i = j + 1
                continue
        # (b) agentless passive of a person-patient verb, subject not a cue
        if t.low in BE_GET and not t.ends_clause and i not in covered:
            # en-cues-26: -ly adverbs too ("was repeatedly elected", "was unanimously appointed")
            j = _skip_adverbs(toks, i + 1)
            if j < n and toks[j].low in PERSON_PASSIVES and j not in covered:
                # the subject: the word before the auxiliary chain; en-cues-64: before "hopes
                # to", "was proud to" or "hates" when the copula is a controlled infinitive or
                # gerund ("The teacher hopes to be invited": the teacher's own predicate).
                adjective = i >= 3 and toks[i - 3].low in BE_GET and _predicate_word(toks[i - 2])
                controller = controller_start(toks, i, adjective)
                k = i - 1 if controller is None else controller
                skipped = ADVERBS | AUX_CHAIN | (BE_GET if controller is not None else frozenset())
                while k >= 0 and toks[k].low in skipped and not toks[k].ends_clause:
                    k -= 1
                if controller is not None and not (k >= 0 and toks[k].low in CONTROLLER_PRONOUNS):
                    # mcp60: only a personal pronoun controls here. A role noun's variant does not
                    # reach the participle ("El secretario está feliz de ser ascendida"), and an
                    # expletive "it/there/this/that" controls nothing ("It is nice to be
                    # invited"): both keep the agentless-passive cue they had before en-cues-64.
                    k = i - 1
                    while k >= 0 and toks[k].low in ADVERBS | AUX_CHAIN and not toks[k].ends_clause:
                        k -= 1
                subj_is_cue = k >= 0 and (
                    k in covered or toks[k].low in PERSONAL_SUBJECTS or toks[k].low in NON_PERSON_SUBJECTS
                )
                agent = False
                m = j + 1
                while m < n and m < j + 12:
                    if toks[m].low == "by" and not toks[m].opens_clause:
                        agent = True
                        break
                    if toks[m].ends_clause or toks[m - 1].ends_clause or toks[m].low in CLAUSE_BREAKERS:
                        break
                    m += 1
                if toks[j].ends_clause:
                    agent = False
                if not subj_is_cue and not agent:
                    out.append(
                        Hit(
                            i,
                            j + 1,
                            C10,
                            None,
                            toks[j].low,
                            f"agentless passive '{toks[j].core}': the agent's gender is unstated",
                            kind="passive",
                            align=(j,),
                        )
                    )
                    covered.update(range(i, j + 1))
                    i = j + 1
                    continue
        i += 1
    out += _free_relative_predicates(toks, hits, covered)
    out += _depictive_ordinals(toks, covered)
    out += depictive_predicates(toks, hits, covered)  # "She arrived home exhausted" (ex41)
    # Questions ("Are you ready?") and imperatives ("Be careful!"): cue_clauses.
    out += question_predicates(toks, covered)
    out += imperative_predicates(toks, covered)
    # en-cues-51: "Tired?", "Ready to go?", "Welcome back!"; "They left, offended."
    out += fragment_predicates(toks, covered, tgt_lang)
    out += detached_final_predicates(toks, [*hits, *out], covered)
    out += reflexive_predicates(toks, covered)  # "make yourself comfortable" (en-cues-37)
    out += emphatic_reflexives(toks, covered)  # "I did it myself", "proud of yourself" (esit37)
    out += thanked_gerunds(toks, covered)  # "Thank you for coming" (en-cues-41)
    return sorted([*hits, *out], key=lambda h: h.start)
