"""Two persons the English names with two different nouns, realised independently (closed sets).

"The nurses were worried about the patient": both nouns are gender-ambiguous, and a translation
may give them different genders ("Le infermiere erano preoccupate per il paziente"). The rules
agents realise every ambiguous span in one gender at a time, and a *mixed* original gets both
uniform realisations while a uniform one gets only the other: the feminine and the masculine
translation of one source then get different variant sets (issue 12: the feminine original,
mixed, is no variant of the masculine one). Two persons are two referents, each free in gender
(Serianni, *Grammatica italiana*, V.27 and XI.9: agreement goes with each noun's own referent),
so every combination of their genders is a valid realisation; with the combinations added the
set is the same from every original.

Kept narrow: two to four groups of spans (rules-40; two before), each reached by a role or
relation noun cue of the English (categories C7, C11, C12) or, since rules-55, a universal
pronoun of C8 ("everyone", "everybody"; not "someone" nor the singular "they"), different
English words, no span left without such a cue, at most one group with a predicate noun of the
translation (two are one subject's roles, "Es profesora ... y exvicepresidenta"), and no two
English nouns that name one referent: a subject complement ("My cousins are lawyers", "Two of my
friends are doctors": a subject complement denotes the subject's referent, Quirk et al. 1985,
10.8, CGEL 4.1, where the translation's predicate noun can hide behind a plural or a partitive,
:func:`_linked_by_copula`), two subject complements ("is a teacher ..., and is a former
vice-president", :func:`_subject_complement`), an apposition or a coordination with neither a
finite verb nor a prepositional phrase between them (:func:`_verb_between`,
:func:`_prepositional_between`); and no explicit cue in the sentence ("The chief thanked the
housekeeper because he ...": the pronoun names one of them, which the explicit agent reads; the
caller checks this).

rules-40 was read off the MT-GenEval contextual *dev* proxy (benchmarks/bench_fem_masc_dev.py):
its feminine translations mostly leave the other persons of the sentence in the masculine
("Como profesora, Beccker supervisa a los estudiantes"), and the two-noun, no-predicate rule
reached few of them; 310 -> 325 of 486 pairs closed.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from fairmt.fairqe.agents.quoted_speakers import reporting_noun
from fairmt.fairqe.cue_lexicon import COPULAR_VERBS, LINKS
from fairmt.fairqe.cue_words import DETERMINERS_EN
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

_NOUN_CUES = frozenset([Category.C7, Category.C11, Category.C12])
#: rules-55: the universal pronouns of C8 ("everyone", "everybody"): a group of its own beside a
#: role noun ("The newcomer was welcomed by everyone"), joined to it by the same English tests as
#: two nouns. Not "someone"/"anyone", which an MT often renders with a person noun of its own
#: that no cue reaches ("Someone from the neighbourhood, a retired nurse" -> "Une habitante du
#: quartier, une infirmière"), nor the singular "they": both may name the noun's own referent.
_INDEFINITES = frozenset(["everyone", "everybody"])

#: English verbs that take a subject complement (copulas: Quirk et al. 1985, 16.21), and "as":
#: the cue lexicon's links and copular verbs, with "am", "seem" and "appear" (not the adjective
#: "remaining").
_COPULAS = (
    frozenset(LINKS.split())
    | frozenset(COPULAR_VERBS.split())
    | {"am", "seem", "seems", "seemed", "appear", "appears", "appeared"}
) - {"remaining"}
#: Coordinators, relatives and subordinators: a clause of its own may begin there, whose
#: copula links other words (punctuation is checked apart).
_CLAUSE_BREAKS = frozenset(
    [
        "and",
        "or",
        "but",
        "because",
        "that",
        "who",
        "whom",
        "which",
        "whose",
        "when",
        "while",
        "if",
        "although",
        "though",
        "since",
        "after",
        "before",
        "until",
        "so",
    ]
)
#: Quantifiers before a partitive "of" ("one of the best doctors" is still the complement;
#: CGEL 5.9); any other "of" heads a complement of its own ("proud of the players").
_PARTITIVES = frozenset(
    ["one", "two", "three", "some", "many", "most", "all", "each", "several", "any", "none", "few", "both"]
)
#: English prepositions (CGEL 7.2; "of" is read with :data:`_PARTITIVES`): after the copula one
#: puts the second noun in a complement of its own ("The teacher is patient with the kids").
_PREPOSITIONS = frozenset(
    [
        "with",
        "to",
        "for",
        "about",
        "at",
        "in",
        "on",
        "from",
        "by",
        "without",
        "against",
        "among",
        "between",
        "behind",
        "near",
        "over",
        "under",
        "like",
        "than",
        "into",
        "onto",
        "toward",
        "towards",
        "through",
        "during",
        "despite",
        "around",
        "across",
        "beside",
        "upon",
        "within",
    ]
)


def _linked_by_copula(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the English words between two noun cues (``first`` before ``second``, token
    offsets into ``source``) hold a copula or "as" with no clause break: the second noun is then
    the first's subject complement and names the same referent ("My cousins are lawyers"),
    unless a preposition after the copula puts it in a complement of its own ("is patient with
    the kids")."""
    between = source[first[1] : second[0]]
    words = [w.lower().strip(".,;:!?\"'()") for w in between]
    if any(w.rstrip("\"')").endswith((",", ";", ":", ".", "!", "?")) for w in source[first[0] : second[0]]):
        return False
    cop = [i for i, w in enumerate(words) if w in _COPULAS]
    if not cop or any(w in _CLAUSE_BREAKS for w in words[: cop[-1]]):
        return False
    after = words[cop[-1] + 1 :]
    if any(
        w in _CLAUSE_BREAKS and not _coordinated_modifiers(between[cop[-1] + 1 :], k)
        for k, w in enumerate(after)
    ):
        return False
    return not any(
        w in _PREPOSITIONS or (w == "of" and (k == 0 or after[k - 1] not in _PARTITIVES))
        for k, w in enumerate(after)
    )


def _coordinated_modifiers(after: Sequence[str], k: int) -> bool:
    """Whether the "and"/"or" at ``after[k]`` (the words after the copula, up to the second noun)
    joins two prenominal modifiers of that noun ("is a fantastic and awesome author"): inside a
    noun phrase a determiner has opened before it, with no determiner and no finite verb after
    it, so it opens no clause or noun phrase of its own (CGEL 15.2, coordination of attributive
    adjectives). Without that determiner the words before it are a predicative ("is tired and
    students are restless"), and "and" may open a clause with a bare noun subject."""
    from fairmt.fairqe.cue_rules import _finite_verb

    words = [w.lower().strip(".,;:!?\"'()") for w in after]
    if words[k] not in ("and", "or"):
        return False
    if not any(w in DETERMINERS_EN for w in words[:k]):
        return False
    rest = words[k + 1 :]
    return not any(w in DETERMINERS_EN or _finite_verb(w) for w in rest)


def _verb_between(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether a finite verb stands between the two English nouns (Apertium's English
    dictionary). Without one the second noun is in the first's noun phrase: an apposition or a
    coordination of one person's roles ("David Martin, Australian sailor and politician"; "The
    referee, a Michigan supporter": Quirk et al. 1985, 17.65-17.72, apposition names one
    referent twice) or a modifier ("mayors like ... and editors like ..."), and the two nouns
    are no two persons whose genders vary apart."""
    from fairmt.fairqe.cue_rules import _finite_verb

    return any(_finite_verb(w.lower().strip(".,;:!?\"'()")) for w in source[first[1] : second[0]])


def two_persons(
    cues: Sequence[Cue],
    spans: Sequence[tuple[int, int]],
    predicates: Sequence[tuple[int, int]],
    source: Sequence[str] = (),
) -> tuple[list[int], list[int]] | None:
    """The indices of ``spans`` split into two persons (:func:`independent_persons` with exactly
    two groups), or ``None``."""
    groups = independent_persons(cues, spans, predicates, source)
    if groups is None or len(groups) != 2:
        return None
    return groups[0], groups[1]


#: The most persons realised apart: 2**4 - 2 = 14 mixed combinations at most.
MAX_PERSONS = 4


def _prepositional_between(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the second English noun lies in a prepositional phrase after the first, with no
    comma, coordinator or "as" between them ("the author of numerous books on Eurasian nomads",
    "secretary of the Board of Study for the Preparation of Missionaries"): a noun in a
    prepositional complement or adjunct denotes a referent of its own (Quirk et al. 1985,
    17.37-17.44, postmodification by prepositional phrases), unlike an apposition or a
    coordination of one person's roles, which :func:`_verb_between` keeps together. A
    partitive "of" after a quantifier ("one of the teachers") and "like"/"than" (a comparison or
    an example, "mayors like ...") do not separate."""
    words = [w.lower().strip(".,;:!?\"'()[]") for w in source[first[1] : second[0]]]
    if any(w.rstrip("\"')]").endswith((",", ";", ":", ".", "!", "?")) for w in source[first[0] : second[0]]):
        return False
    if any(w in _CLAUSE_BREAKS or w in ("and", "or", "as") for w in words):
        return False
    return any(
        (w in _PREPOSITIONS and w not in ("like", "than"))
        or (w == "of" and (k == 0 or words[k - 1] not in _PARTITIVES))
        for k, w in enumerate(words)
    )


#: English relative pronouns: a noun after one is in a relative clause (rules-55).
_RELATIVE_PRONOUNS = frozenset(["who", "whom", "whose", "which", "that"])


def _relative_between(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """rules-55: whether a relative pronoun stands between the two English nouns ("The nurse,
    whom everyone admired, ..."): the second is then in a relative clause on the first, the
    subject or object of that clause's verb, which comes after it -- another referent, not an
    apposition, although no verb stands between them (Quirk et al. 1985, 17.8-17.15 on relative
    clauses). A copula in the clause ("who is a nurse") is :func:`_linked_by_copula`'s."""
    return any(w.lower().strip(".,;:!?\"'()[]") in _RELATIVE_PRONOUNS for w in source[first[1] : second[0]])


def own_referent(source: Sequence[str], place: tuple[int, int]) -> bool:
    """rules-43: whether the English noun at ``place`` names a referent other than the
    sentence's named subject: no subject complement (:func:`_subject_complement`: "Dhumavati
    is described as a great teacher" describes Dhumavati), and a preposition opens its phrase
    within three words before it ("by a teacher", "with other editors"), or "other"/"another"
    (:func:`_other`). A noun right after a verb may be an object complement of the subject,
    with or without a determiner ("Juul was appointed State Secretary", "Soper was voted the
    greatest driver"; Quirk et al. 1985, 16.48: "They elected him chairman"): the subject's
    role, not another person."""
    if _subject_complement(source, place):
        return False
    if _other(source, place):
        return True
    for k in range(place[0] - 1, max(place[0] - 4, -1), -1):
        w = source[k].lower().strip("\"'()[]")
        if w.endswith((",", ";", ":", ".", "!", "?")):
            return False
        if w in _PREPOSITIONS or w == "of":
            return True
    return False


def _subject_complement(source: Sequence[str], place: tuple[int, int]) -> bool:
    """Whether the English noun at ``place`` follows a copula or "as" past at most three words
    of its own noun phrase ("is a former vice-president", "as a professor"): a subject
    complement (Quirk et al. 1985, 10.8, 16.21). A noun after "as" with a finite verb right
    after it is the subject of an "as" clause instead ("as cytogeneticists were beginning")."""
    for k in range(place[0] - 1, max(place[0] - 5, -1), -1):
        w = source[k].lower().strip("\"'()[]")
        if w.endswith((",", ";", ":", ".", "!", "?")):
            return False
        if w == "as":
            # "as cytogeneticists were beginning": the subject of an "as" clause
            from fairmt.fairqe.cue_rules import _finite_verb

            after = source[place[1]].lower().strip(".,;:!?\"'()") if place[1] < len(source) else ""
            return not (after and _finite_verb(after))
        if w in _COPULAS:
            return True
        if w in _CLAUSE_BREAKS or w in _PREPOSITIONS or w == "of":
            return False
    return False


#: Coordinators and determiners of the target languages (es, fr, it, de) that may stand before a
#: person noun no cue reached: after a coordinator the noun is a conjunct of the phrase before it
#: ("como jueza o funcionaria": one person's roles), so it is no person of its own.
_COORDINATORS = frozenset(["y", "e", "o", "u", "ni", "et", "ou", "und", "oder"])
_DETERMINERS = frozenset(
    [
        "el",
        "la",
        "los",
        "las",
        "un",
        "una",
        "unos",
        "unas",
        "le",
        "les",
        "il",
        "lo",
        "gli",
        "i",
        "der",
        "die",
        "das",
        "ein",
        "eine",
    ]
)


#: Personal pronouns of the target languages: some languages' person spans hold them ("qu'elle"),
#: and a pronoun is a mention of a person named elsewhere (an English "they"), not a person of its own.
_PRONOUNS = frozenset(
    [
        "il",
        "ils",
        "elle",
        "elles",
        "lui",
        "eux",
        "leur",
        "leurs",
        "on",
        "él",
        "ella",
        "ellos",
        "ellas",
        "lo",
        "la",
        "le",
        "les",
        "los",
        "las",
        "egli",
        "lei",
        "loro",
        "esso",
        "essa",
        "essi",
        "esse",
        "er",
        "sie",
        "ihn",
        "ihm",
        "ihr",
    ]
)


def free_person_nouns(tokens: Sequence[str], nouns: Sequence[tuple[int, int]]) -> frozenset[tuple[int, int]]:
    """The ``nouns`` (the language's person nouns, :meth:`Inflector.person_spans`) that are a
    noun, not a pronoun (:data:`_PRONOUNS`, also after an elided word: "qu'elle"), and not a
    conjunct: neither a coordinator nor a comma before them or their determiner."""
    out: set[tuple[int, int]] = set()
    for sp in nouns:
        # (the span's last word: an article before a noun is no pronoun)
        head = tokens[sp[1] - 1].lower().strip(".,;:!?\"'()«»").replace("’", "'").split("'")[-1]
        if head in _PRONOUNS:
            continue
        k = sp[0] - 1
        if k >= 0 and tokens[k].lower() in _DETERMINERS:
            k -= 1
        if k >= 0 and (tokens[k].lower() in _COORDINATORS or tokens[k].endswith((",", ";"))):
            continue
        out.add(sp)
    return frozenset(out)


def _other(source: Sequence[str], place: tuple[int, int]) -> bool:
    """Whether the English noun at ``place`` has "other" or "another" in its noun phrase (up to
    three words before it, no comma): the determinative "other" excludes the referents named
    before (Quirk et al. 1985, 6.56, "other" and "another"), so "a student instructor, tutoring
    other students" names two sets of persons (rules-43)."""
    for k in range(place[0] - 1, max(place[0] - 4, -1), -1):
        w = source[k].lower()
        if w.endswith((",", ";", ":", ".", "!", "?")):
            return False
        if w.strip("\"'()") in ("other", "another"):
            return True
    return False


#: es61b: English first- and second-person pronouns that open a subject's cue (C10, "I am
#: offended", "You are sure"), keyed by the person they name. The speaker and the addressee are
#: referents of their own, never the third person a noun names ("the Commissioner", "the
#: thief"; Quirk et al. 1985, ch. 6: the first and second persons are the speaker and the hearer),
#: so beside a noun they are persons realised apart. "We" holds the speaker, so it is one
#: person with "I" (a combination "cansada ... cansados" would give the speaker two genders).
_SPEECH_PERSONS = {
    "i": "=speaker",
    "we": "=speaker",
    "you": "=addressee",
}


def _cue_key(c: Cue) -> str | None:
    """The person an ambiguous cue names for :func:`independent_persons`: the English noun (a
    role or relation noun, or a universal pronoun), the speaker or the addressee of a C10
    subject cue that opens with a first- or second-person pronoun (:data:`_SPEECH_PERSONS`),
    else ``None`` (a cue that names no person of its own here)."""
    if c.category in _NOUN_CUES or (c.category is Category.C8 and c.source_span.lower() in _INDEFINITES):
        return c.source_span.lower()
    at = _speech_pronoun(c)
    if at is not None:
        return _SPEECH_PERSONS[c.source_span.split()[at].lower().strip(".,;:!?\"'()")]
    return None


def _speech_pronoun(c: Cue) -> int | None:
    """The offset in a C10 cue's words of the first- or second-person pronoun it opens with: its
    first word, or its second after an inverted auxiliary ("Are you sure", "Were we late");
    ``None`` for any other cue."""
    if c.category is not Category.C10:
        return None
    words = [w.lower().strip(".,;:!?\"'()") for w in c.source_span.split()[:2]]
    for k, w in enumerate(words):
        if w in _SPEECH_PERSONS:
            return k
    return None


#: The keys :func:`_cue_key` gives the speaker and the addressee.
_SPEECH_KEYS = frozenset(_SPEECH_PERSONS.values())


def _speech_role(
    source: Sequence[str], first: tuple[int, int], second: tuple[int, int], noun_first: bool
) -> bool:
    """Whether a noun names the speaker's or the addressee's own role (the pronoun and the noun
    at ``first`` and ``second``, either order): a copula or "as" links them ("I am a doctor",
    "I work as a nurse", :func:`_linked_by_copula`); the noun, before the pronoun
    (``noun_first``), is a subject complement (:func:`_subject_complement`: "I am a doctor and
    I am tired", where the first "I" is no cue of its own); or only determiners,
    "as" and punctuation stand between them, an apposition ("As a nurse, I ...", "We, the
    people", "we teachers"). Anything else between them, a verb of the pronoun's own ("Are you
    sure the baker left?", whose verb stands before the pronoun) or a clause ("I was tired when
    the doctor came"), leaves the noun a third person: the speaker and the addressee are never
    one (Quirk et al. 1985, ch. 6, personal pronouns)."""
    if _linked_by_copula(source, first, second) or (noun_first and _subject_complement(source, first)):
        return True
    between = [w.lower().strip(".,;:!?\"'()[]") for w in source[first[1] : second[0]]]
    return all(not w or w in DETERMINERS_EN or w == "as" for w in between)


#: Punctuation that closes a sentence or a clause around a vocative.
_CLOSERS = (",", ".", "?", "!", ";", ":")


def _vocative(source: Sequence[str], place: tuple[int, int]) -> bool:
    """Whether the noun at ``place`` is a vocative: a bare noun (no determiner) set off by a comma
    at the start or the end of its sentence or clause ("Doctor, are you sure?", "You look tired,
    doctor."). A vocative names the addressee (Quirk et al. 1985, ch. 10, vocatives), so beside
    "you" it is that one person (es61b mend); "Are you sure the doctor left?" is not one."""
    start, end = place
    w = [t.strip("\"'()[]¿¡") for t in source]
    if start >= end or w[start].lower().rstrip("".join(_CLOSERS)) in DETERMINERS_EN:
        return False
    before = start == 0 or not w[start - 1] or w[start - 1].endswith(_CLOSERS)
    after = end >= len(w) or w[end - 1].endswith(_CLOSERS) or w[end].startswith(_CLOSERS)
    comma = (start > 0 and w[start - 1].endswith(",")) or w[end - 1].endswith(",")
    return before and after and (comma or (end < len(w) and w[end].startswith(",")))


def _place(c: Cue) -> tuple[int, int]:
    """The English tokens the tests between two persons read a cue at: its source span, but
    only the pronoun of a speaker's or addressee's C10 cue ("I" of "I am offended", "you" of
    "Are you sure"), whose span holds its own verb and predicate."""
    assert c.source_tokens is not None
    start, end = c.source_tokens
    at = _speech_pronoun(c)
    if at is not None:
        return (start + at, start + at + 1)
    return (start, end)


def _root(root: dict[str, str], d: str) -> str:
    """The group a key was merged into (:func:`independent_persons`, rules-43)."""
    while root[d] != d:
        d = root[d]
    return d


def independent_persons(
    cues: Sequence[Cue],
    spans: Sequence[tuple[int, int]],
    predicates: Sequence[tuple[int, int]],
    source: Sequence[str] = (),
    nouns: Collection[tuple[int, int]] = (),
    named: Collection[int] = (),
) -> list[list[int]] | None:
    """The indices of ``spans`` split into two to :data:`MAX_PERSONS` persons, one group per
    English noun, or ``None`` when the spans are not such persons (``source``: the English
    tokens, for :func:`_linked_by_copula`).

    Every span must be reached by exactly one English role or relation noun cue, or be one of
    ``nouns``: a person noun of the translation with its own determiner that no cue reached
    (the language's :meth:`~fairmt.inflect.base.Inflector.person_spans`, "al lector" where the
    aligner left "the reader" unplaced), which is a person of its own (rules-40). A predicate
    noun ("Pletneva es autora de ... los nómadas") may be one of the persons (rules-40), but
    not two: two predicate nouns are one subject's roles ("Es profesora en la universidad y
    exvicepresidenta del partido", NGLE §37.2: the attribute denotes the subject). What
    kept one person's subject and predicate nouns together is the English test, applied to
    every two nouns -- a copula between them with no preposition after it joins them
    (:func:`_linked_by_copula`), and so does the lack of both a finite verb
    (:func:`_verb_between`) and a prepositional phrase (:func:`_prepositional_between`)
    between them; since rules-43 two nouns so joined are merged into one group (one person's
    roles, "as writer and editor") instead of giving up the sentence, and a noun with "other" or
    "another" in its phrase is never joined to one before it (:func:`_other`). Before rules-40
    only two nouns, neither of them a predicate noun, were realised apart. A span no cue
    reached that holds one of ``named`` (token indices of the named subject's participles and
    predicatives, rules-43) belongs to the named person."""
    keys: list[str] = []
    for sp in spans:
        found = {
            key
            for c in cues
            if (key := _cue_key(c)) is not None
            and c.target_tokens is not None
            and not (sp[1] <= c.target_tokens[0] or sp[0] >= c.target_tokens[1])
        }
        if not found and sp in nouns:
            keys.append(f"@{sp[0]}")  # a person noun no cue reached: a person of its own
            continue
        if not found and any(sp[0] <= i < sp[1] for i in named):
            keys.append("@name")  # rules-43: the named subject's predicatives, one person
            continue
        if len(found) != 1:
            return None
        keys.append(found.pop())
    distinct = list(dict.fromkeys(keys))
    if not 2 <= len(distinct) <= MAX_PERSONS:
        return None
    cued = [d for d in distinct if not d.startswith("@")]
    places = [
        sorted(_place(c) for c in cues if _cue_key(c) == d and c.source_tokens is not None) for d in cued
    ]
    uncued = any(d.startswith("@") and d != "@name" for d in distinct)
    if uncued and any(d in _SPEECH_KEYS for d in distinct):
        return None  # an uncued noun may be the speaker's or addressee's ("Nurse, you ...", es61b)
    if "@name" in distinct and uncued:
        return None  # rules-43: an uncued noun may be the name's role ("fu votata la migliore pilota")
    if "@name" in distinct and not (
        source and all(places) and all(own_referent(source, p[0]) for p in places)
    ):
        return None  # rules-43: every noun names another referent than the named subject
    if source and all(places):
        # rules-43: two English nouns that name one referent (linked by a copula, two subject
        # complements, an apposition or a coordination) are one person's, merged into one group;
        # before rules-43 any such pair gave up the whole sentence ("Mancini served as an
        # assistant coach and the director of player personnel": coach and director are
        # Mancini's roles, the players other persons).
        root = {d: d for d in distinct}
        firsts = [pl[0] for pl in places]
        for i, x in enumerate(firsts):
            for j in range(i + 1, len(firsts)):
                a, b = sorted((x, firsts[j]))
                if _other(source, b):
                    continue  # "other students", "another athlete": another referent (rules-43)
                if cued[i] in _SPEECH_KEYS or cued[j] in _SPEECH_KEYS:
                    speech, noun = (x, firsts[j]) if cued[i] in _SPEECH_KEYS else (firsts[j], x)
                    addressee = "=addressee" in (cued[i], cued[j])
                    if (
                        _speech_role(source, a, b, a != speech)
                        or (addressee and _vocative(source, noun))
                        # es63: "'I am exhausted,' said the nurse": the quotation's speaker
                        or (not addressee and reporting_noun(source, speech, noun))
                    ):
                        root[_root(root, cued[j])] = _root(root, cued[i])
                    continue
                if (
                    _linked_by_copula(source, a, b)
                    # one subject's two roles ("is a teacher ..., and is a former vice-president")
                    or (_subject_complement(source, a) and _subject_complement(source, b))
                    or (
                        not _verb_between(source, a, b)
                        and not _prepositional_between(source, a, b)
                        and not _relative_between(source, a, b)
                    )
                ):
                    root[_root(root, cued[j])] = _root(root, cued[i])
        keys = [_root(root, k) for k in keys]
        distinct = list(dict.fromkeys(keys))
        if len(distinct) < 2:
            return None
    groups = [[i for i, k in enumerate(keys) if k == d] for d in distinct]
    with_predicate = [
        d
        for d, g in zip(distinct, groups, strict=True)
        # (rules-43: the named subject's participles are its predicate, no predicate noun)
        if d != "@name"
        and any(not (spans[i][1] <= p[0] or spans[i][0] >= p[1]) for i in g for p in predicates)
    ]
    if with_predicate and "@name" in distinct:
        return None  # rules-43: a predicate noun is the named subject's role, no other person
    if len(with_predicate) > 1 or (
        with_predicate and (not (source and all(places)) or with_predicate[0].startswith("@"))
    ):
        # Two predicate nouns are one subject's ("Es profesora ... y exvicepresidenta del
        # partido"); without the English places a predicate noun cannot be told from another
        # person.
        return None
    return groups
