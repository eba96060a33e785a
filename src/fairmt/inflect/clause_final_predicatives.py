"""Detached predicatives at the end of the subject's clause, in Spanish and Italian
(es-inflect-33, it-inflect-42).

An adjective or participle set off by a comma at the end of a clause may be said of the
clause's subject: "La profesora llegó tarde, cansada y hambrienta", "Il dottore guardava i
risultati, preoccupato". It is a predicative adjunct of the subject and agrees with it in
gender and number (RAE, *Nueva gramática* §§38.2-38.4, el complemento predicativo no
seleccionado; Serianni, *Grammatica italiana*, II.37-40, il complemento predicativo del
soggetto). Neither the Spanish parse nor the Italian predicate chain reaches it across the
comma, so the realisation of "la profesora" as "el profesor" kept "cansada": the variant
was no sentence either side of a pair would write, and the pair's two translations got
different variant sets (French does this in
:mod:`fairmt.inflect.french_clause_final`).

:func:`clause_final_predicatives` changes that stretch when all of these hold, else nothing:

* the realisation changed something, and the person's phrase opens its clause (the sentence's start, or a
  comma, or an adverb or conjunction right before it): a person after a preposition or a
  verb is an object, and a detached adjective at the end is more often the subject's;
* no other person stands between the phrase and the stretch: no personal, object or
  relative pronoun, no proper name, no noun that may denote a person (the reflexive
  *se*/*si* is the subject itself);
* the stretch, from the clause's last comma to the sentence's end, is only adjectives and
  participles, with degree adverbs, *-mente*/*-mente* adverbs and *y*/*e*/*pero*/*ma*
  between them, the last perhaps with a short prepositional complement without a verb
  ("quemada por el sol");
* every adjective in it shows the person's old gender (or both) and its number, and is no
  noun as well; at least one changes;
* the word before the comma is no adjective of the old gender left unchanged (then the stretch
  goes on a list of another noun's adjectives: "su carácter piadoso, generoso y caritativo"); a
  bare participle there is the clause's verb ("Mia nipote ha chiamato, felice e orgogliosa");
* the first is no bare participle (the dictionary has no adjective for it) that agrees with
  a noun right before the comma ("recibió un paquete, envuelto en papel": said of the
  parcel). A word the dictionary also lists as an adjective is taken as the person's
  ("cruzó la meta, agotada": a lexicalised state), a bare participle is not ("El paciente
  salió del hospital, curado" stays; its feminine "curada" agrees with no noun there and
  changes, so such a pair stays open on one side rather than a thing's participle changing).

Each form comes from the language's dictionary (``agree``); a word it cannot put in the new
gender leaves the whole stretch as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from fairmt.inflect.base import Word, features_agree, lower_core, word_tuple
from fairmt.inflect.italian_words import _AVERE as IT_AVERE
from fairmt.inflect.readings import Reading
from fairmt.inflect.spanish_words import _HABER as ES_HABER

__all__ = ["ES_WORDS", "IT_WORDS", "DetachedWords", "Reading", "clause_final_predicatives"]


_SENTENCE_END = (".", "!", "?", ";", "…", ":")


@dataclass(frozen=True)
class DetachedWords:
    """The closed word classes one language's rule needs."""

    #: Personal, object and relative pronouns: another person between the subject and the stretch.
    persons: frozenset[str]
    #: Articles that are also object pronouns (a pronoun when a verb follows).
    article_or_clitic: frozenset[str]
    #: Words that join adjectives in the stretch, and degree adverbs.
    joins: frozenset[str]
    #: Prepositions that open the last adjective's complement.
    prepositions: frozenset[str]
    #: The auxiliary of the perfect (haber, avere): the participle after it is the verb.
    perfect: frozenset[str]


ES_WORDS = DetachedWords(
    persons=frozenset(
        word_tuple("""yo me mí conmigo tú te ti contigo él ella ello ellos ellas nosotros nosotras nos
        vosotros vosotras os le les usted ustedes que quien quienes cual cuales cuyo cuya cuyos cuyas""")
    ),
    article_or_clitic=frozenset(word_tuple("lo la los las")),
    joins=frozenset(
        word_tuple("""y e o u pero aunque muy tan bastante algo poco más menos todavía aún ya casi
        demasiado realmente bien""")
    ),
    prepositions=frozenset(word_tuple("de del por con en a al para sin tras")),
    perfect=ES_HABER,
)

IT_WORDS = DetachedWords(
    persons=frozenset(
        word_tuple("""io mi me ti te tu lui lei egli ella esso essa loro noi ci voi vi gli ne che cui
        quale quali chi""")
    ),
    article_or_clitic=frozenset(word_tuple("lo la le li l'")),
    joins=frozenset(
        word_tuple("""e ed o ma però anche molto così tanto troppo piuttosto più meno ancora già quasi
        davvero proprio abbastanza poco un po'""")
    ),
    prepositions=frozenset(
        word_tuple("""di del della dei delle da dal dalla dai dalle per con in nel nella a al alla
        su sul sulla senza d' dell' dall' nell' all' sull'""")
    ),
    perfect=IT_AVERE,
)


#: Endings of the Italian imperfect indicative (Serianni XI.80): an unknown word with one is a
#: verb the dictionary lacks, never an adjective to agree ("mirava" had become "miravo").
_IMPERFECT_ENDINGS = ("ava", "eva", "iva", "avano", "evano", "ivano")


def clause_final_predicatives(
    before: Sequence[str],
    after: list[str],
    span: tuple[int, int],
    phrase_start: int,
    old: str,
    gender: str,
    *,
    read: Callable[[str], Sequence[Reading]],
    agree: Callable[[str, str], str | None],
    person_noun: Callable[[str], bool],
    words: DetachedWords,
    unknown: Callable[[str, str], str | None] | None = None,
    predicate: bool = False,
    epicene: bool = False,
    noun_adjectives: bool = False,
) -> list[str]:
    """``after`` (``before`` with the person at ``span`` realised in ``gender``; its phrase
    starts at ``phrase_start``; ``old`` is its gender in ``before``) with the detached
    predicatives that end its clause put in ``gender`` (module docstring). ``read`` gives a
    word's readings, ``agree`` an adjective or participle in a gender (``"M"``/``"F"``) and
    the same number, ``person_noun`` whether a noun may denote a person; ``unknown`` an
    adjective the dictionary lacks in a gender by its ending (Italian's dictionary lacks
    "furioso"), which counts when its form in the new gender gives it back in the old one.
    ``predicate``: the span is the predicate of a dropped subject (a participle or adjective
    after *essere*: "Si sono sedute, stanche"), so the clause is the subject's wherever the
    span stands, and a comma right after it may open the stretch. ``epicene``: the person's
    phrase has one form for both genders ("L'atleta ha finito la gara, esausta"), so its
    realisation changes nothing and ``old`` is the gender the stretch is asked to show.
    ``noun_adjectives`` (Spanish, es-inflect-51): an adjective right after a noun is that noun's,
    no person of its own, and an invariable one of a noun of the other gender starts no list
    (:func:`_noun_adjective`)."""
    s, e = span
    o = {"F": "f", "M": "m"}.get(old)
    if o is None or gender not in ("F", "M") or old == gender or len(after) != len(before):
        return after
    if (after == list(before) and not epicene) or e >= len(before):
        return after
    toks = [Word.parse(t) for t in before]
    if any(w.post.strip() for w in toks[s : e - 1]) or (toks[e - 1].post.strip() and not predicate):
        return after  # a stretch right after the phrase is an apposition's place
    if phrase_start > 0 and not toks[phrase_start - 1].post.strip() and not predicate:
        prev = lower_core(before[phrase_start - 1])
        rs = read(prev)
        if not (prev in words.joins or (rs and all(r.pos in ("adv", "cnjcoo") for r in rs))):
            return after  # "con la profesora", "vio a la profesora": not the subject
    changed_words = [lower_core(before[k]) for k in range(s, e) if after[k] != before[k]]
    numbers = {r.number for w in changed_words for r in read(w) if r.gender == o}
    if epicene:  # the noun's own number ("atleta": sg)
        nouns = [lower_core(before[k]).split("'")[-1] for k in range(s, e)]
        numbers = {r.number for w in nouns for r in read(w) if r.pos == "n" and r.number in ("sg", "pl")}
    end = e
    while end < len(before) - 1 and not toks[end].post.strip().startswith(_SENTENCE_END):
        end += 1
    first = e - 2 if predicate else e - 1  # a predicate's own comma: "Si sono sedute, stanche"
    comma = next((t for t in range(end - 1, first, -1) if toks[t].post.strip() == ","), None)
    if comma is None:
        return after
    if end == comma + 1 and toks[end].post.strip().startswith("?"):
        # it-inflect-46: one word between the last comma and the question mark is a tag question
        # asking for confirmation ("Sei stanca, vero?"; Treccani, "vero": "(non è) vero?"), said
        # of the proposition, not of the subject.
        return after
    lows = [lower_core(t) for t in before]
    for t in range(e, comma + 1):
        if toks[t].post.strip() not in ("", ","):
            return after  # brackets, quotes, dashes: not one plain clause
        low = lows[t]
        elided = [p + "'" for p in low.split("'")[:-1] if p]  # an elided object pronoun: "l'ha vista"
        if low in words.persons or any(p in words.persons | words.article_or_clitic for p in elided):
            return after
        if low in words.article_or_clitic and t + 1 < len(before):
            nxt = read(lows[t + 1])
            if nxt and all(r.pos in ("vblex", "vbser", "vbhaver", "vbmod", "vaux") for r in nxt):
                return after  # "la miraba": an object pronoun, another person
        if toks[t].core[:1].isupper():
            return after  # a name (or a new sentence the tokens did not split)
        rs = read(low)
        # "habló con la directora, furiosa": the adjective may be hers ("un trabajo excelente" is no person)
        if (
            any(r.pos == "n" and r.gender in (o, "mf") for r in rs)
            and person_noun(low)
            and not (noun_adjectives and _noun_adjective(rs, read(lows[t - 1]), toks[t - 1].post))
        ):
            return after
    last = read(lows[comma])  # ("tarde" is also an adverb: no noun there)
    only_adjective = bool(last) and all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in last)
    if comma > 0 and lows[comma - 1] in words.perfect:
        only_adjective = False  # "ha chiamato,": the clause's verb, no list adjective
    if after[comma] == before[comma] and only_adjective and any(r.gender in (o, "mf") for r in last):
        # "su carácter piadoso, generoso y caritativo": a list of another noun's adjectives; es67
        # (es-inflect-51): not after an invariable adjective of a noun of the other gender only
        # ("firmó un informe importante, cansada": the list would have to agree with "informe")
        noun = [r for r in read(lows[comma - 1]) if r.pos == "n"] if comma > 0 else []
        other = bool(noun) and all(r.gender not in (o, "mf", "") for r in noun)
        if any(r.gender == o for r in last) or not (other and noun_adjectives):
            return after
    before_comma = [r for r in last if r.pos == "n"] if not any(r.pos in ("adv", "adj") for r in last) else []
    changed: list[tuple[int, str]] = []
    adjectives = 0
    j = comma + 1
    while j <= end:
        low = lows[j]
        rs = read(low)
        adverb = bool(rs) and all(r.pos in ("adv", "preadv") for r in rs)
        if low in words.joins or adverb or low.endswith("mente"):
            j += 1
            continue
        article = low[: low.index("'") + 1] if "'" in low[:-1] else ""  # "dell'articolo"
        if adjectives and (low in words.prepositions or article in words.prepositions):
            # The complement of the last adjective runs to the sentence's end: no verb in it.
            rest = [read(x) for x in lows[j + 1 : end + 1]]
            finite = [r and all(x.pos.startswith("vb") and "pp" not in x.tags for x in r) for r in rest]
            if end - j > 5 or any(finite):
                return after
            break
        if not rs and unknown is not None and low.isalpha():
            if not adjectives and before_comma:
                return after  # an unknown word after a noun may be its participle ("il libro, strappato")
            if low.endswith(_IMPERFECT_ENDINGS):
                return after  # "..., e mirava alla realizzazione": a verb the dictionary lacks (merger)
            new = unknown(low, gender)
            if new is None or (new != low and unknown(new, old) != low):
                return after  # not an adjective by its ending, or not in the old gender
            adjectives += 1
            if new != low:
                changed.append((j, toks[j].render(new)))
            j += 1
            continue
        adj = [r for r in rs if r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags)]
        if not adj or len(adj) != len(rs):
            return after  # a noun, a verb or a word the dictionary lacks: another construction
        if not any(r.gender in (o, "mf") and (not numbers or r.number in numbers | {"sp"}) for r in adj):
            return after  # someone else's adjective
        if not adjectives and not any(r.pos == "adj" for r in adj) and _agrees(adj, before_comma):
            return after  # "recibió un paquete, envuelto en papel": the participle may be the thing's
        adjectives += 1
        if not any(r.gender == "mf" for r in adj):
            new = agree(low, gender)
            if new is None:
                return after
            if new != low:
                changed.append((j, toks[j].render(new)))
        j += 1
    if not changed:
        return after
    out = list(after)
    for t, form in changed:
        out[t] = form
    return out


def _agrees(adjective: Sequence[Reading], nouns: Sequence[Reading]) -> bool:
    """Whether a reading of the adjective agrees in gender and number with one of the noun's."""
    return features_agree(((a.gender, a.number) for a in adjective), ((n.gender, n.number) for n in nouns))


def _noun_adjective(word: Sequence[Reading], previous: Sequence[Reading], between: str) -> bool:
    """es67 (es-inflect-51): whether a word the dictionary reads as an adjective too follows a
    noun directly (no punctuation ``between``) and is read as that noun's adjective, no person
    of its own: "hace un trabajo excelente" (NGLE §13.1, the postnominal adjective)."""
    return (
        not between.strip()
        and any(r.pos == "adj" for r in word)
        and any(r.pos == "n" for r in previous)
        and not any(r.pos == "adj" for r in previous)
    )
