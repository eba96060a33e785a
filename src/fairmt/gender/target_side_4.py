"""The French rules that ``target-side-4`` adds to ``target-side-3``.

:class:`~fairmt.gender.target_side.TargetSideAnalyzer` applies them for
:data:`~fairmt.gender.base.Policy.TARGET_SIDE_4` in the languages of :data:`RULES_4` (French);
every other language reads exactly as under ``target-side-3``, and ``target-side-1/2/3`` do
not change. They were found on a third batch of the team's own French labels
(``benchmarks/data/winomt_fr_own/fr_own_bing2.jsonl``, committed before any rule was changed)
and the earlier batches, and checked on the dev half of the human labels; each is grammar of
French, not a list of sentences:

7. a. *Short past participles* (:data:`SHORT_PARTICIPLES`). ``target-side-2`` reads the
      participle after ``l'a`` by its ending, and only in a word longer than the ending plus
      two letters, so that ``-ue``/``-ise``/``-ite`` do not read every short word; the
      participles of the common irregular verbs are that short (``l'a crue``, ``l'a vue``,
      ``l'a prise``, ``l'a mise``, ``l'a dite``, ``l'a faite``, ``l'a eue``). They are read from
      a closed table of the forms of those verbs. A masculine form is left unread before an
      infinitive (``l'a vu partir``, ``l'a fait venir``: the participle of a verb of perception
      or of causative ``faire`` before an infinitive is often invariable), and masculine
      ``fait``/``dit`` are not listed at all (also the present tense: ``il fait``, ``il dit``).
   b. *Compound entities* (:func:`compound_head`). An English noun compound (``construction
      worker``) is translated head first with a complement (``l'ouvrier de la construction``);
      when the aligner links the English words only to the complement's preposition (``de``)
      the span holds no noun. Then the noun before the preposition, with its determiner, is
      read as the entity's words: the head of a French ``N de N`` phrase is its first noun.
   c. *An entity rendered only as* ``lui`` (:func:`pronoun_only`). When the translation
      drops the entity's noun (no aligned word, none recovered; a span of function words
      only, ``les notes du greffier`` with ``les`` aligned, is left unknown, as the noun
      may be elsewhere) and the English object
      pronoun ``him``/``her`` is translated by the dative ``lui``, which has one form for both
      genders, the person is in the translation but its gender is not: *neutral*, as an
      epicene noun with nothing gendered (rule 6c), rather than *unknown*. Only when nothing
      else read the entity: a gendered pronoun or participle still decides.

Measured with ``python benchmarks/bench_winomt_human.py --policies target-side-3,target-side-4
--recover-entities --labels FILE`` (own sets, target-side-3 -> target-side-4): ``fr_own.jsonl``
73 -> 81 of 88 (7c: eight rows; 7a/7b none), ``fr_own_bing.jsonl`` 31 -> 32 of 32 (7b),
``fr_own_bing2.jsonl`` 81 -> 82 of 82 (7a), ``fr_own_bing3.jsonl`` (drawn after these rules) 47 -> 47
of 48; the human labels' French dev half 39/41 -> 39/41. On the whole saved Bing file (3,888 rows,
with recovery) the rules change 5 predictions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from fairmt.gender.base import EntitySpan, Gender

M, F = Gender.MALE, Gender.FEMALE

#: Version of ``target-side-3`` with the French rules of this module.
TARGET_SIDE_4_VERSION = "target-side-4"

#: Languages whose rules in this module are on (the others read as under ``target-side-3``).
RULES_4 = frozenset({"fr"})


#: French past participles too short for the ending rule (module docstring, 7a): those of
#: voir, croire, lire, boire, savoir, avoir, devoir, mouvoir, prendre, mettre, dire, faire,
#: and their prefixed forms that are no longer than the ending plus two letters.
SHORT_PARTICIPLES: dict[str, dict[str, Gender]] = {
    "fr": {
        **dict.fromkeys(["vu", "vus", "cru", "crus", "lu", "lus", "bu", "bus", "su", "sus", "eu", "eus",
                         "dû", "dus", "mu", "mus", "pris", "mis"], M),
        **dict.fromkeys(["vue", "vues", "crue", "crues", "lue", "lues", "bue", "bues", "sue", "sues",
                         "eue", "eues", "due", "dues", "mue", "mues", "prise", "prises", "mise", "mises",
                         # Masculine fait/dit are also present tense (``il fait``): feminine only.
                         "dite", "dites", "faite", "faites"], F),
    },
}  # fmt: skip

#: Infinitive endings: a masculine short participle before an infinitive is not read (7a).
INFINITIVE_ENDINGS: dict[str, tuple[str, ...]] = {"fr": ("er", "ir", "re", "oir")}

#: Prepositions that introduce a noun's complement (7b): ``l'ouvrier de la construction``.
COMPLEMENT_PREPOSITIONS: dict[str, frozenset[str]] = {"fr": frozenset({"de", "du", "des", "d'"})}


def short_participle(lang: str, word: str, following: str | None) -> Gender | None:
    """The gender of a short past participle ``word`` (7a), ``following`` being the next
    word (cleaned) or None; None when ``word`` is not one, or is masculine before an
    infinitive."""
    g = SHORT_PARTICIPLES.get(lang, {}).get(word)
    infinitive = following is not None and len(following) > 3 and following.endswith(INFINITIVE_ENDINGS[lang])
    if g is M and infinitive:
        return None
    return g


def compound_head(
    lang: str,
    span: EntitySpan,
    clean: Callable[[str], str],
    kind: Callable[[str], str],
) -> EntitySpan | None:
    """The span of the head noun of a French ``N de N`` phrase (7b), or None.

    Only for an English entity of two or more words whose aligned target words are all
    complement prepositions (:data:`COMPLEMENT_PREPOSITIONS`): the word right before the
    first of them, when ``kind`` (the Romance rules' classifier) calls it a content word,
    with the determiner before it when there is one. ``clean`` normalises a token.
    """
    preps = COMPLEMENT_PREPOSITIONS.get(lang)
    if preps is None or len(span.source_entity.split()) < 2 or not span.words or not span.tokens:
        return None
    if not all(clean(w) in preps for w in span.words):
        return None
    first = min(span.indices)
    if first < 1 or kind(clean(span.tokens[first - 1])) != "content":
        return None
    start = first - 1
    if start >= 1 and kind(clean(span.tokens[start - 1])) == "det":
        start -= 1
    idx = tuple(range(start, first))
    return replace(span, words=tuple(span.tokens[i] for i in idx), indices=idx)


def participle_after(lang: str, tokens: Sequence[str], t: int, clean: Callable[[str], str]) -> Gender | None:
    """:func:`short_participle` of token ``t`` with its next token."""
    if t >= len(tokens):
        return None
    nxt = clean(tokens[t + 1]) if t + 1 < len(tokens) else None
    return short_participle(lang, clean(tokens[t]), nxt)


#: Object pronouns that stand for a person without showing a gender (7c): French dative ``lui``.
GENDERLESS_OBJECTS: dict[str, frozenset[str]] = {"fr": frozenset({"lui"})}


def pronoun_only(lang: str, span: EntitySpan, clean: Callable[[str], str]) -> bool:
    """The translation renders the entity by a pronoun that shows no gender (7c).

    True when the English sentence has an object pronoun ``him``/``her`` (in WinoMT it refers
    to the entity) and the translation a :data:`GENDERLESS_OBJECTS` form anywhere: ``Le greffier
    a téléphoné et lui a dit merci`` for "The clerk called the mover and thanked him", where the
    mover is only ``lui`` (the aligner links ``lui`` to
    other English words as often as to ``him``, so the links are not required). The caller
    applies it only when nothing else gave the entity a reading.
    """
    forms = GENDERLESS_OBJECTS.get(lang)
    if forms is None or not span.tokens:
        return False
    src = [clean(w) for w in span.source.split()]
    if not any(w in ("him", "her") for w in src):
        return False
    return any(clean(t) in forms for t in span.tokens)
