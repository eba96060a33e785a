"""Phrases that stand inside a subject's predicate without ending it (it-inflect-35).

Two kinds of phrase cut the Italian predicate finder short (:mod:`fairmt.inflect.italian_agreement`):

- a role complement with *come* ("Mashburn ha lavorato *come analista* e si è imbarcata"): the
  finder of coordinated predicates read *come* as the subordinating conjunction ("come se",
  "come disse") and stopped, so the second predicate kept the old gender. *Come* before a noun
  phrase is the preposition of role or comparison (Serianni, *Grammatica italiana*, VIII.145 and
  XIV.254; Treccani, "come", prep.), which opens no clause: :func:`role_complement_end` gives
  the token after that noun phrase (an article, the noun, and the words of a compound role
  such as "responsabile prestiti"), when no finite verb follows *come*.
- an adverbial prepositional phrase between *essere* and the participle ("fu *ad un certo
  punto* assunta", "è stata *per anni* sposata"): the participle still forms the compound tense
  with the auxiliary and agrees with the subject (Serianni XI.360ff.). :func:`participle_after_phrase`
  gives the participle's index when a preposition opens at most four words with no punctuation,
  no verb and no other participle, and a past participle follows them.
- a detached participle between commas after the subject ("l'assistente, ancora legata con le
  corde, viene mostrata illesa"): :func:`appositive_insert`; also after the subject's "di"
  complement ("La presidente del club, criticata da settimane dalla stampa, è stata rieletta"):
  :func:`complement_insert` (it-inflect-36).
- a fronted adverbial prepositional phrase between the coordinator and the second predicate's
  verb ("e *sin da giovane* si dimostrò molto determinata", "e *in seguito* rimase coinvolta")
  (it-inflect-37): a circumstantial complement placed before its verb opens no clause and brings
  no subject, so the verb after it is still coordinated with the subject's own (Serianni,
  *Grammatica italiana*, XIV.13 on coordination; II.52 on the free position of circumstantial
  complements). :func:`fronted_phrase_end` gives the index of that verb (or of its clitic or
  "non") when a preposition (or one contracted with an article: "e nel 1991 è stata espulsa")
  opens at most four words with no punctuation, no verb and no personal
  pronoun ("e a lei fu data una medaglia" has another subject), and a finite verb follows.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, features_agree
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_words import CONTRACTIONS, VERB_GROUP_OPENERS

__all__ = [
    "appositive_insert",
    "complement_insert",
    "fronted_phrase_end",
    "head_takes_insert",
    "participle_after_phrase",
    "role_complement_end",
]

_ARTICLES = frozenset({"un", "uno", "una", "un'", "il", "lo", "la", "l'"})
_ADVERBIAL_PREPOSITIONS = frozenset({"a", "ad", "in", "per", "da", "di", "dopo", "fino", "sin", "fin"})
_VERBS = frozenset({"vblex", "vbser", "vbhaver", "vbmod"})


def _finite_verb(word: str) -> bool:
    morph = morphology("it")
    return morph is not None and any(
        r.pos in _VERBS and not {"pp", "inf", "ger"} & set(r.tags) for r in morph.readings(word)
    )


def _only_finite_verb(word: str) -> bool:
    """A finite verb form and nothing else by the dictionary (it-inflect-36): inside an insert
    "dalla" (also "give it") and "stampa" (also "prints") are a contraction and a noun."""
    morph = morphology("it")
    rs = morph.readings(word) if morph is not None else []
    return _finite_verb(word) and all(r.pos in _VERBS for r in rs)


def role_complement_end(tokens: Sequence[str], k: int) -> int | None:
    """The index after the noun phrase that *come* at ``k`` introduces as a role ("come
    analista", "come un'insegnante", "come responsabile prestiti"), or ``None`` when *come*
    opens a clause (a finite verb or no lower-case noun after it) or punctuation follows it."""
    morph = morphology("it")
    if morph is None or Word.parse(tokens[k]).core.lower() != "come" or Word.parse(tokens[k]).post.strip():
        return None
    j = k + 1
    if (
        j < len(tokens)
        and (Word.parse(tokens[j]).core.lower() in _ARTICLES)
        and not Word.parse(tokens[j]).post.strip()
    ):
        j += 1
    if j >= len(tokens):
        return None
    w = Word.parse(tokens[j])
    low = w.core.lower().split("'")[-1]
    if not low.isalpha() or not w.core[:1].islower() or _finite_verb(low):
        return None
    end = j + 1
    while (
        end < len(tokens)
        and not Word.parse(tokens[end - 1]).post.strip()
        and Word.parse(tokens[end]).core.isalpha()
        and Word.parse(tokens[end]).core.islower()
        and Word.parse(tokens[end]).core.lower() not in ("e", "ed", "ma", "o", "che")
        and not _finite_verb(Word.parse(tokens[end]).core.lower())
        and not any(r.pos == "pr" for r in morph.readings(Word.parse(tokens[end]).core.lower()))
    ):
        end += 1  # "responsabile prestiti": a compound role, no preposition between
    return end


def participle_after_phrase(tokens: Sequence[str], k: int) -> int | None:
    """The index of the past participle after the adverbial prepositional phrase opening at
    ``k`` ("ad un certo punto assunta"), or ``None`` (module docstring)."""
    morph = morphology("it")
    if morph is None or Word.parse(tokens[k]).core.lower() not in _ADVERBIAL_PREPOSITIONS:
        return None
    for j in range(k + 1, min(k + 6, len(tokens))):
        if Word.parse(tokens[j - 1]).post.strip():
            return None
        low = Word.parse(tokens[j]).core.lower()
        rs = morph.readings(low)
        if any(r.pos in _VERBS and "pp" in r.tags for r in rs) and j - k >= 2:
            return j if not any(r.pos == "n" for r in rs) else None
        if any(r.pos in _VERBS for r in rs) and not any(
            r.pos in ("n", "adj", "det", "pr", "adv") for r in rs
        ):
            return None
    return None


def appositive_insert(tokens: Sequence[str], k: int) -> tuple[int, int] | None:
    """A participial or adjectival insert between commas right after a subject ("l'assistente,
    *ancora legata con le corde*, viene mostrata illesa"): ``(k, after)``, where ``after`` is the
    token after the closing comma, or ``None``. The insert is a detached predicative of the
    subject (Serianni, *Grammatica italiana*, V.38 and XI.410-415, the *participio congiunto*):
    its participle agrees with the subject, and the main predicate follows it. The subject's
    last token ``tokens[k - 1]`` must end with a comma; the insert opens, after adverbs, with a
    word the dictionary reads only as an adjective or a past participle, holds no finite verb,
    and closes with a comma within eight words."""
    morph = morphology("it")
    if morph is None or k < 1 or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip() != ",":
        return None
    j = k
    while j < len(tokens) and not Word.parse(tokens[j]).post.strip():
        low = Word.parse(tokens[j]).core.lower()
        rs = morph.readings(low)
        if low not in ADVERBS and (not rs or not all(r.pos == "adv" for r in rs)):
            break
        j += 1  # "ancora" (also "anchor"), "già", "non più"
    if j >= len(tokens):
        return None
    rs = morph.readings(Word.parse(tokens[j]).core.lower())
    if (
        not rs
        or not all(r.pos == "adj" or "pp" in r.tags for r in rs)
        or not any(r.gender in ("m", "f") for r in rs)
    ):
        return None
    for end in range(j, min(j + 8, len(tokens))):
        w = Word.parse(tokens[end])
        if end > j and _only_finite_verb(w.core.lower()):
            return None
        if w.post.strip():
            return (k, end + 1) if w.post.strip() == "," and end + 1 < len(tokens) else None
    return None


#: Prepositions (and their contractions' first part) of a noun's complement inside a subject.
_OF = frozenset({"di", "del", "dello", "della", "dei", "degli", "delle", "dell'"})


def complement_insert(tokens: Sequence[str], k: int) -> tuple[int, int, int] | None:
    """A detached insert (:func:`appositive_insert`) after the subject's "di" complement that
    opens at ``k`` ("La presidente *del club*, criticata ..., è stata rieletta"): ``(start,
    after, noun)``, the insert's first token, the token after its closing comma and the index of
    the complement's last word (its noun), or ``None``. The complement has at most three words,
    none a verb, the last one ending with the comma.

    An insert in that place is a *participio congiunto* or a detached adjective, which refers to
    the subject of the main clause (Serianni, *Grammatica italiana*, XI.410-415), and the main
    predicate after it agrees with that subject; the caller leaves the insert to the complement's
    noun only where its form agrees with that noun and not with the subject."""
    if morphology("it") is None or not _of_complement_at(tokens, k):
        return None
    for end in range(k, min(k + 3, len(tokens) - 1)):
        w = Word.parse(tokens[end])
        if end > k and _only_finite_verb(w.core.lower()):
            return None
        if w.post.strip():
            if w.post.strip() != ",":
                return None
            insert = appositive_insert(tokens, end + 1)
            return (insert[0], insert[1], end) if insert is not None else None
    return None


def _of_complement_at(tokens: Sequence[str], k: int) -> bool:
    """Whether a "di" complement ("del club", "dell'ospedale") opens at ``k``, right after a word
    with no punctuation after it."""
    if k < 1 or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
        return False
    first = Word.parse(tokens[k]).core.lower()
    return first in _OF or first.startswith("dell'")


#: Prepositions that open a fronted circumstantial complement besides the adverbial ones (it-inflect-37).
_FRONTED_PREPOSITIONS = _ADVERBIAL_PREPOSITIONS | frozenset({"con", "durante", "su", "tra", "fra"})


def _opens_complement(low: str) -> bool:
    """Whether ``low`` is a preposition, simple or contracted with an article ("nel", "dall'")."""
    head = low.split("'")[0] + "'" if "'" in low else low
    return low in _FRONTED_PREPOSITIONS or head in CONTRACTIONS


def fronted_phrase_end(tokens: Sequence[str], k: int) -> int | None:
    """The index of the verb group (its clitic, "non" or the finite verb) after the adverbial
    prepositional phrase opening at ``k`` right after a coordinator ("e *sin da giovane* si
    dimostrò"), or ``None`` (module docstring)."""
    morph = morphology("it")
    if morph is None or k >= len(tokens) or not _opens_complement(Word.parse(tokens[k]).core.lower()):
        return None
    for j in range(k + 1, min(k + 5, len(tokens))):
        if Word.parse(tokens[j - 1]).post.strip() or Word.parse(tokens[j]).pre.strip():
            return None
        low = Word.parse(tokens[j]).core.lower()
        v = j
        while v < len(tokens) - 1 and low in VERB_GROUP_OPENERS and not Word.parse(tokens[v]).post.strip():
            v += 1
            low = Word.parse(tokens[v]).core.lower()
        if v > j or _finite_verb(low):
            return j if _finite_verb(low) else None
        if any(r.pos == "prn" and "tn" in r.tags for r in morph.readings(low)):
            return None  # a personal pronoun ("e a lei fu data una medaglia"): another subject
    return None


def head_takes_insert(tokens: Sequence[str], ps: int, k: int) -> bool:
    """Whether the detached insert at ``k`` after a "di" complement that opens at ``ps`` ("I
    figli *del sindaco*, stanchi e affamati, ...") belongs to the noun the complement hangs on
    (it-inflect-49): the insert is a *participio congiunto* or a detached adjective of that head
    (Serianni, *Grammatica italiana*, XI.410-415, as in :func:`complement_insert`), so realising
    the complement's noun leaves it alone where its first adjective or participle (after
    adverbs) agrees in gender and number with the head noun right before "di". Where it agrees
    only with the complement's noun ("Il sindaco della città, fondata ...") it is the
    complement's."""
    morph = morphology("it")
    if morph is None or k >= len(tokens) or not _of_complement_at(tokens, ps):
        return False
    head = Word.parse(tokens[ps - 1]).core.lower()
    head = head.split("'", 1)[1] if "'" in head[:-1] else head
    nouns = [(r.gender, r.number) for r in morph.noun_readings(head)]
    while k < len(tokens) - 1 and Word.parse(tokens[k]).core.lower() in ADVERBS:
        k += 1
    adjectives = [
        (r.gender, r.number)
        for r in morph.readings(Word.parse(tokens[k]).core.lower())
        if r.pos == "adj" or "pp" in r.tags
    ]
    # (A noun the same in both numbers, "film", "computer", agrees with either: features_agree.)
    return features_agree(nouns, adjectives)
