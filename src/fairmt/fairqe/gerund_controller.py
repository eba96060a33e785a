"""The person a German gerund pronoun refers to: the subject of the clause it is attached to.

An English gerund adjunct ("The editor disparaged him by referring to Dancy ...") has no subject
of its own; its understood subject is the subject of the clause it modifies (CGEL 14.5, subject
control of non-finite adjuncts), and German renders it as a finite clause whose pronoun refers to
that subject ("Der Herausgeber ... verunglimpfte ihn oft, indem er Dancy ... bezeichnete";
Duden, Die Grammatik: Modalsätze mit indem). The nearest person before the pronoun is often the
object instead ("beruhigte dann den Krieger, indem er ihm sagte"), so the realiser asks this
module first: when the sentence opens with a nominative noun phrase (the first constituent of a
German main clause, before the finite verb, is its subject unless it is marked accusative or
dative) and only the comma before the conjunction separates that subject from the pronoun, the
pronoun follows that phrase: it changes with the phrase when the realisation changes it and stays
when it does not (a title the English genders, "Der Maharajah ..., indem er").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.english_person_nouns import english_plural_noun
from fairmt.fairqe.taxonomy import C2, C3, C4, C5
from fairmt.fairqe.types import Cue

#: Nominative articles that open a German subject phrase (also feminine and plural "die").
_NOMINATIVE = frozenset({"der", "die", "ein", "eine", "dieser", "diese"})
_CLAUSE_MARKS = (",", ";", ":", "(", ")", "–", "-")


def opening_subject(tokens: Sequence[str], pronoun: int) -> tuple[int, int] | None:
    """The token range of the opening subject phrase (article and capitalised noun, adjectives
    between them) that the gerund pronoun at ``pronoun`` refers to, or ``None`` when the
    sentence does not open with such a phrase or another clause boundary comes between it and
    the conjunction before the pronoun."""
    if pronoun < 4 or tokens[0].lower() not in _NOMINATIVE:
        return None
    k = 1
    while k < pronoun and tokens[k][:1].islower() and tokens[k].isalpha():
        k += 1  # adjectives ("Der englische Vorwärtsspieler")
    if k >= pronoun - 1 or not tokens[k][:1].isupper():
        return None
    # Everything up to the conjunction's comma is one clause: no other comma, no colon, no dash.
    if not tokens[pronoun - 2].endswith(","):
        return None
    for tok in tokens[: pronoun - 2]:
        if tok.endswith(_CLAUSE_MARKS) or tok in _CLAUSE_MARKS:
            return None
    return (0, k + 1)


def gerund_referent(
    tokens: Sequence[str], pronoun: int, before: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """Of the person references ``before`` the gerund pronoun at ``pronoun``, the one it refers
    to: the opening subject's (:func:`opening_subject`) when the sentence has one, ``None`` when
    that subject is none of them (a person the realisation leaves, "Der Maharajah ...", or a
    thing), else the nearest ("... den Krieger, indem er ihm sagte" keeps "er" with the
    Maharajah)."""
    subj = opening_subject(tokens, pronoun)
    if subj is None:
        return max(before, key=lambda s: s[0])
    hit = [s for s in before if s[0] < subj[1] and s[1] > subj[0]]
    return hit[0] if hit else None


def connective_offsets(src: Sequence[str], tokens: Sequence[str]) -> int:
    """1 when both sentences open with a connective before the same first name ("However,
    Gidley retook ..." -> "Doch Gidley übernahm ..."): the English sentence adverb set off by a
    comma and a German conjunction or adverb before the subject (Duden, Die Grammatik: "doch",
    "aber", "jedoch" before the Vorfeld); then the name is still the clause's opening subject.
    0 otherwise."""
    if len(src) < 3 or len(tokens) < 3 or not src[0].endswith(",") or not src[0][:-1].isalpha():
        return 0
    name = src[1].strip("\"'“”‘’.,;:!?()[]")
    opener = tokens[0]
    if not (opener[:1].isupper() and opener.isalpha()) or tokens[1].strip("\"'“”‘’.,;:!?()[]") != name:
        return 0
    return 1


#: Coordinating conjunctions that open a second main clause after a comma: English "and", "but"
#: (CGEL 15.2, clause coordination), German Konjunktoren "und", "aber", "doch" (Duden, Die
#: Grammatik: they stand outside the clause and leave its Vorfeld, here the subject, in place).
_EN_COORDINATORS = frozenset({"and", "but"})
_DE_COORDINATORS = frozenset({"und", "aber", "doch"})
_NAME_PUNCT = "\"'“”‘’.,;:!?()[]"


def coordinated_name(src: Sequence[str], tokens: Sequence[str]) -> tuple[int, int] | None:
    """(English index, German index) of a name that opens a coordinated main clause in both
    sentences, when that clause holds the sentence's gerund ("The feud continued into 1987, and
    Davis retaliated by signing Bo Jackson" -> "Die Fehde setzte sich 1987 fort, und Davis
    vergeltete, indem er Bo Jackson unterzeichnete"); ``None`` otherwise.

    A clause joined by ", and" is a main clause with its own subject, and an English gerund
    adjunct of that clause takes its subject as the understood one (CGEL 14.5, subject control),
    as :func:`opening_subject` does for a name that opens the sentence. Only the first
    coordinator of each sentence is looked at, the name must follow it in both (the same word),
    and a gerund ("by signing") must stand after the English name and none before it, so that
    the pronoun is that clause's."""
    i = next(
        (
            k
            for k in range(1, len(src) - 2)
            if src[k - 1].endswith(",") and src[k].lower() in _EN_COORDINATORS
        ),
        None,
    )
    j = next(
        (
            k
            for k in range(1, len(tokens) - 2)
            if tokens[k - 1].endswith(",") and tokens[k] in _DE_COORDINATORS
        ),
        None,
    )
    if i is None or j is None:
        return None
    name = src[i + 1].strip(_NAME_PUNCT)
    if not (name[:1].isupper() and name[1:].islower() and name.isalpha()) or tokens[j + 1] != name:
        return None
    gerunds = [
        k for k in range(len(src) - 1) if src[k].lower() in _GERUND_WORDS and src[k + 1].endswith("ing")
    ]
    if not gerunds or min(gerunds) < i:
        return None
    return (i + 1, j + 1)


#: Prepositions before an English gerund (as the realiser's gerund heads).
_GERUND_WORDS = frozenset(
    ["by", "before", "after", "while", "when", "upon", "without", "since", "despite", "for"]
)


def name_word(word: str) -> bool:
    """A word shaped as a proper name: capitalised, letters only, its second letter lower case
    (so "MacArthur", "McDonald" and "DeShawn" are, acronyms such as "NASA" are not)."""
    bare = word.strip(_NAME_PUNCT)
    return bare[:1].isupper() and bare[1:2].islower() and bare.isalpha()


def other_person_word(src: Sequence[str], cue_tokens: tuple[int, int] | None, subject: int) -> bool:
    """Whether a gendered English noun at ``cue_tokens`` names another person than the singular
    subject name at ``subject``: a plural ("upperclassmen", "brothers": a plural noun phrase
    does not refer to one named person, CGEL 5.4), or the title of another named person after
    the subject, not next to it ("Gasquet then defeated countryman Jérémy Chardy, before losing
    ...": a noun before a proper name is that name's appositive title, CGEL 5.8). Such a word
    does not gender the subject whose gerund pronoun German adds (rules-51)."""
    if cue_tokens is None:
        return False
    s, e = cue_tokens
    low = src[e - 1].strip(_NAME_PUNCT).lower()
    if low.endswith("men") or english_plural_noun(low):
        return True
    return s > subject + 1 and e < len(src) and name_word(src[e])


#: Explicit cues of gendered nouns and speaker forms (kinship, lexical pairs, titles, C5).
_LEXICAL_CUES = frozenset({C2, C3, C4, C5})


def genders_subject(cue: Cue, src: Sequence[str], subject: int) -> bool:
    """Whether a cue may gender the name that opens the sentence at ``subject``: a gendered
    noun or speaker form that is no other person's word (:func:`other_person_word`)."""
    return cue.category in _LEXICAL_CUES and not other_person_word(src, cue.source_tokens, subject)


def lexical_spans(cues: Sequence[Cue]) -> set[tuple[int, int] | None]:
    """The target spans of the gendered nouns of ``cues``: once :func:`genders_subject` has
    passed them all, the persons they name are others than the opening name."""
    return {c.target_tokens for c in cues if c.category in _LEXICAL_CUES}
