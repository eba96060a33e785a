"""Adverbs between the copula and its predicative (it-inflect-46, issue 12).

"Le infermiere sono talvolta stanche", "non erano state affatto pagate", "erano un po' stanche":
an adverb may stand between *essere* (or the participle "stato" of its compound tense) and the
predicative, which still agrees with the subject (Serianni, *Grammatica italiana*, XII.1-6 on the
adverb's free place beside the verb, and XI.4 on the copula's predicative). The predicate finder
of :mod:`fairmt.inflect.italian_agreement` skipped only a short list of such adverbs
(:data:`fairmt.inflect.italian_persons.ADVERBS`) and those in *-mente*
(:mod:`fairmt.inflect.italian_adverbs`), so the predicative after any other kept the original's
gender and the two translations of one source got different variant sets.

:func:`past_adverbs` reads the adverbs from Apertium's Italian dictionary instead of a list: a
word whose every reading is an adverb ("talvolta", "affatto", "adesso", "piuttosto", "ormai",
"tuttora") cannot be the predicative and leaves it to come. A word that is also an adjective
("certo", "solo", "spesso") is not skipped here: it may be the predicative itself. The degree
locutions "un po'", "un poco", "un pochino", "un tantino" ("a little"; Serianni XII.36 and
Treccani, "po'") are adverbs of two words and are skipped as one.

:func:`adverbs_before` is the same reading on the other side of the subject: a sentence adverb or
a focus adverb before it ("Purtroppo molte infermiere sono stanche", "Ma anche l'infermiera era
sposata"; Serianni XII.22-26 on sentence adverbs, whose place is free) does not make the subject
an object of something before: the clause still opens where the adverbs begin.

:func:`adverb_to_predicative`: the aligner may link an English degree adverb before a predicative
("I'm *pretty* serious") to the Italian adverb alone ("sono *piuttosto* seria"), a cue span with
no word that shows the gender (the adverb is invariable: Serianni XII.1). The span moves to the
adjective or participle right after the adverbs, which is the predicate the English cue names.

:func:`copula_past_adverbs` (it-inflect-51) reads the same run backwards from a one-gender noun
the realiser would veto as a bare thing noun ("avevano bisogno"): a copula before the adverbs
makes the word the predicative ("sono talvolta soggetti a", "sono spesso soggetti a", where the
dictionary knows "soggetto" only as the noun "subject"), as the copula right before it already
does (``_bare``); the adjective "soggetto a" (Treccani, "soggetto" agg.) agrees with the subject.

:func:`adjectival_noun` narrows that reading to the words that have an adjective behind the
noun: a predicative noun with no feminine names a thing and stays ("è spesso oggetto di
scherzi", "è sempre motivo di orgoglio", "è sempre esempio per tutti"; Serianni II.28-31, the
nominal predicate keeps its own gender), so only a noun whose other-gender form the dictionary
knows as an adjective or participle (or, for a feminine noun, a masculine in -o read as a
first-person present: "era nota", the adjective "noto" the dictionary lacks), or one of the
noun/adjective homographs of
:data:`ADJECTIVAL_HOMOGRAPHS` followed by the preposition its adjective governs ("soggetto a",
"affetto da"), is read as the adjective. The same narrowing holds right after the copula
(:func:`right_after_copula`: "è oggetto di scherzi" stays), where a person noun that the lexicon
lacks still agrees ("è ministro" -> "è ministra").
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_words import CONTRACTIONS

__all__ = [
    "ADJECTIVAL_HOMOGRAPHS",
    "DEGREE_LOCUTIONS",
    "PLACE_ADVERBS",
    "PLACE_DEICTICS",
    "adjectival_noun",
    "adverb_to_predicative",
    "adverbs_before",
    "copula_past_adverbs",
    "homograph_adjective",
    "only_adverb",
    "past_adverbs",
    "right_after_copula",
]

#: Nouns of one gender that are also adjectives governing a preposition, which the dictionary
#: has only as nouns (module docstring; Treccani, "soggetto" agg. "soggetto a", "affetto" agg.
#: "affetto da"), by their masculine singular, with the preposition.
ADJECTIVAL_HOMOGRAPHS = {"soggetto": "a", "affetto": "da"}

#: Adverbial locutions of degree made of the article "un" and a word ("un po'" = "a little").
DEGREE_LOCUTIONS = frozenset({"po'", "pò", "poco", "pochino", "tantino"})


def only_adverb(token: str) -> bool:
    """Whether the dictionary reads ``token`` only as an adverb ("sempre", "anche"), with nothing
    attached before or after it."""
    morph = morphology("it")
    w = Word.parse(token)
    if morph is None or w.post.strip() or w.pre.strip():
        return False
    rs = morph.readings(w.core.lower())
    return bool(rs) and all(r.pos == "adv" for r in rs)


def past_adverbs(tokens: Sequence[str], k: int) -> int:
    """The first index from ``k`` past adverbs that only the dictionary reads as adverbs and past
    the degree locutions of :data:`DEGREE_LOCUTIONS` (module docstring); ``k`` when none stands
    there. A word with punctuation after it (or quotes before it) ends the walk before itself."""
    morph = morphology("it")
    if morph is None:
        return k
    j = k
    while j < len(tokens):
        w = Word.parse(tokens[j])
        if w.pre.strip() or w.post.strip():
            return j
        low = w.core.lower()
        if low == "un" and j + 1 < len(tokens):
            nxt = Word.parse(tokens[j + 1])
            if nxt.core.lower() in DEGREE_LOCUTIONS and not nxt.pre.strip() and not nxt.post.strip():
                j += 2
                continue
        if not only_adverb(tokens[j]):
            return j
        j += 1
    return j


#: it-inflect-58: focus adverbs that are also adjectives ("solo"), right before the subject's
#: determiner: "Solo le passeggere ... sono": the adjective would stand after the article or agree
#: with the noun; before the article it is the adverb "only" (Serianni XII.50 on focusing adverbs).
FOCUS_ADVERBS = frozenset(["solo", "soltanto"])


def adverbs_before(tokens: Sequence[str], s: int, listed: Collection[str]) -> int:
    """The first index of the run of adverbs right before ``s``: words that the dictionary reads
    only as adverbs, or words of ``listed`` (the predicate finder's short list of adverbs), with
    nothing attached after them ("Purtroppo molte", "Ma anche la"); ``s`` when none. "non"
    never counts (it negates a verb, no subject follows it)."""
    morph = morphology("it")
    if morph is None:
        return s
    j = s
    while j > 0:
        w = Word.parse(tokens[j - 1])
        low = w.core.lower()
        if w.post.strip() or w.pre.strip() or low == "non":
            return j
        if low not in listed and not only_adverb(tokens[j - 1]) and not (j == s and low in FOCUS_ADVERBS):
            return j
        j -= 1
    return j


#: it-inflect-58: the deictic adverbs of place (Serianni, *Grammatica italiana*, XII.30-33,
#: "qui", "qua", "lì", "là" and their compounds). One of :data:`PLACE_ADVERBS` after one of them
#: makes one adverbial of place with it ("qui vicino", "lì accanto", "là sotto"; Treccani,
#: "vicino" avv.), never a predicative that agrees with a person.
PLACE_DEICTICS = frozenset(
    {"qui", "qua", "lì", "là", "quaggiù", "quassù", "laggiù", "lassù", "costì", "costà"}
)
#: The adverbs of place that also read as adjectives or prepositions (Serianni, XII.30-36). A closed
#: list: any other word after "qui" may be the predicative ("Sono qui solo": I am here alone).
PLACE_ADVERBS = frozenset(
    {"vicino", "accanto", "sotto", "sopra", "dentro", "fuori", "lontano", "davanti", "dietro"}
)


def adverb_to_predicative(
    tokens: Sequence[str], span: tuple[int, int], adjective_like: Callable[[str], bool]
) -> tuple[int, int] | None:
    """The one-word span of the adjective or participle after a span made only of adverbs (module
    docstring), or ``None``: the word must have a gendered adjective or participle reading, or be
    unknown to the dictionary and ``adjective_like`` by its ending ("rispettosa")."""
    morph = morphology("it")
    if morph is None or not check_span(tokens, span):
        return None
    s, e = span
    j = past_adverbs(tokens, s)
    if j < e or j >= len(tokens):  # (past the first test j >= e > s, so j != s)
        return None
    w = Word.parse(tokens[j])
    if w.pre.strip():
        return None
    rs = morph.readings(w.core.lower())
    if Word.parse(tokens[j - 1]).core.lower() in PLACE_DEICTICS and w.core.lower() in PLACE_ADVERBS:
        return None  # it-inflect-58: "qui vicino", "lì accanto": an adverb of place, no predicative
    if any(r.pos == "adj" or "pp" in r.tags for r in rs if r.gender in ("m", "f")):
        return (j, j + 1)
    if not rs and w.core.isalpha() and w.core.islower() and adjective_like(w.core):
        return (j, j + 1)
    return None


def copula_past_adverbs(
    tokens: Sequence[str], s: int, copulas: Collection[str], listed: Collection[str]
) -> bool:
    """Whether a form of ``copulas`` stands before ``tokens[s]`` past at least one adverb (the
    run of :func:`adverbs_before`; module docstring), with no punctuation after it."""
    j = adverbs_before(tokens, s, listed)
    if j == s or j == 0:
        return False
    w = Word.parse(tokens[j - 1])
    return not w.post.strip() and not w.pre.strip() and w.core.lower() in copulas


def adjectival_noun(tokens: Sequence[str], s: int) -> bool:
    """Whether the noun ``tokens[s]`` may be read as an adjective that agrees with the subject
    (module docstring): its other-gender form is an adjective or participle in the dictionary,
    or it is one of :data:`ADJECTIVAL_HOMOGRAPHS` with its preposition right after it."""
    morph = morphology("it")
    if morph is None or not 0 <= s < len(tokens):
        return False
    w = Word.parse(tokens[s])
    low = w.core.lower()
    lemmas = {r.lemma for r in morph.noun_readings(low)}
    for lemma in lemmas:
        nxt = Word.parse(tokens[s + 1]).core.lower() if s + 1 < len(tokens) and not w.post.strip() else ""
        if lemma in ADJECTIVAL_HOMOGRAPHS and nxt == ADJECTIVAL_HOMOGRAPHS[lemma]:
            return True
        if lemma.endswith("o"):
            other = lemma[:-1] + "a"
            if any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(other)):
                return True
        if lemma.endswith("a"):
            # a masculine in -o that the dictionary has as an adjective, a participle or a
            # first-person present is the adjective it may lack ("era nota": "noto", as
            # "calmo" in the realiser's verb test)
            other = lemma[:-1] + "o"
            if any(r.pos == "adj" or "pp" in r.tags or "p1" in r.tags for r in morph.readings(other)):
                return True
    return False


#: The adjective's endings in the other gender, number kept ("soggetti" -> "soggette").
_HOMOGRAPH_ENDINGS = {"M": {"a": "o", "e": "i"}, "F": {"o": "a", "i": "e"}}


def homograph_adjective(tokens: Sequence[str], k: int, gender: str) -> str | None:
    """it-inflect-53: the form in ``gender`` of one of :data:`ADJECTIVAL_HOMOGRAPHS` at ``k``
    with its preposition right after it ("sono soggette a", "erano spesso affetti da"), the
    predicative that the subject's predicate finder reaches after the copula and its adverbs:
    the dictionary has only the noun, so the adjective's form is its ending's (number kept;
    Treccani, "soggetto" agg.). ``None`` for any other word, or one whose ending is not a
    gendered adjective's."""
    if not 0 <= k < len(tokens) - 1:
        return None
    w = Word.parse(tokens[k])
    low = w.core.lower()
    stem, ending = low[:-1], low[-1:]
    # (the feminine forms are no nouns of the dictionary: read by the masculine singular; the
    # preposition may be contracted with the article: "soggetti all'umidità", "affette dalla")
    nxt = Word.parse(tokens[k + 1]).core.lower()
    nxt = nxt.split("'")[0] + "'" if "'" in nxt else nxt
    if w.post.strip() or ADJECTIVAL_HOMOGRAPHS.get(stem + "o") != CONTRACTIONS.get(nxt, (nxt,))[0]:
        return None
    if ending in _HOMOGRAPH_ENDINGS.get(gender, {}):
        return stem + _HOMOGRAPH_ENDINGS[gender][ending]
    return low if ending in _HOMOGRAPH_ENDINGS.get("F" if gender == "M" else "M", {}) else None


def right_after_copula(tokens: Sequence[str], t: int, copulas: Collection[str]) -> bool:
    """Whether a form of ``copulas`` stands right before ``tokens[t]``, with no punctuation
    between ("è oggetto": the noun is the predicative, read by :func:`adjectival_noun`)."""
    if not 0 < t < len(tokens):
        return False
    w = Word.parse(tokens[t - 1])
    return not w.post.strip() and not Word.parse(tokens[t]).pre.strip() and w.core.lower() in copulas
