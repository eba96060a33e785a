"""Entity recovery: find an entity's translation when the alignment gives it no word.

The WinoMT pipeline maps the English entity (and its article) to target words through a
statistical word alignment. For a few hundred of the 3888 sentences of a file the aligner
links nothing but punctuation to the entity (it prefers to attach the noun to a verb or a
preposition), and the analysers then read *unknown* (*male* in German). Those are aligner
failures, not evidence about gender.

Recovery is opt-in, language-independent and deterministic, and uses nothing but the file
itself: what the aligner learned on the *other* sentences of the same file.

1. **Learning** (:meth:`RecoveryModel.learn`). For every row whose entity is aligned, the
   target tokens linked to the entity's English word (the word at the row's index, as
   :func:`~fairmt.winomt.entities.entity_span` uses) are normalised (lower-cased,
   punctuation stripped from both ends) and counted per English entity (lower-cased, e.g.
   ``"developer"``, ``"construction worker"``): the entity's *inventory* of forms
   (``entwickler``, ``entwicklerin``, ``entwicklers`` ...). Counts are numbers of distinct
   *templates* (the English sentence with its pronouns masked): WinoMT has most sentences
   two or three times with only the pronoun changed, translated and aligned alike, and a
   misalignment repeated that way is one piece of evidence, not three. The model also
   records how often the English article is linked to the token right before the noun,
   and which forms that token takes (``der``, ``la``, ``o`` ...).
2. **Usable forms** (:meth:`RecoveryModel.forms`): seen in at least ``min_count`` (2)
   templates, at least 3 characters long, and linked to this entity in at least
   ``min_share`` (10%) of the templates where the form is linked at all, which drops
   function words the aligner sometimes attaches to the noun (``de``, ``with``-``с``).
3. **Recovery** (:meth:`RecoveryModel.recover`), only for a *failed* row: one whose span
   (article and entity) has no token with a letter or digit. Every target token is
   compared with the usable forms; the similarity of a token ``t`` and a form ``f`` is
   the Dice coefficient of their longest common substring ``L``, ``2|L| / (|t| + |f|)``,
   which matches inflections, feminine/masculine variants and attached clitics alike
   (``разработчица``/``разработчик``, ``entwicklerin``/``entwickler``, Hebrew
   ``לרופא``/``הרופא``, Arabic ``للطبيب``/``الطبيب``). A token qualifies when the
   similarity is at least ``threshold`` (0.7) and ``|L| >= 3``. A token linked to the
   English word of *another* entity that has the token's form in more templates than this
   entity does is not eligible (the other profession of the sentence, when both are
   translated alike). The best token wins; ties go to the more frequent form, then to
   the token nearest the entity's relative position in the sentence, then to the first.
4. **Article.** When, in this file, the aligner links the English article to the token
   right before the noun in at least half of the aligned rows (de, es, fr, pt, nl; not
   ar, he, ru, uk) and the token before the recovered one is a form seen there in
   ``min_count`` templates, it is added in front, as a successful alignment would have.

A row whose alignment has a word is never changed, and a failed row with no qualifying
token stays as it is (German then still reads *male*, as for any empty alignment). The
recovered span keeps the :class:`EntitySpan` contract (words in index order, article
first), so every analyser reads it unchanged.

Typical use: learn once per translation file, from all its rows, then build every span
through the model (``recover`` is ``entity_span`` plus recovery)::

    model = RecoveryModel.from_corpus(challenge.all, corpus, lookup, links, aligner.tokenize)
    span = model.recover(item, target, links[row], aligner.tokenize(target))

or, for one list of rows, :func:`recover_spans`. The model is immutable apart from
private caches; learning and recovery are pure functions of their inputs.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from types import MappingProxyType

from fairmt.align.base import Alignment
from fairmt.gender.base import EntitySpan
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import ARTICLES, entity_span, source_indices

Tokenize = Callable[[str], list[str]]

#: Version of the recovery rules; change it with any rule that changes recovered spans.
RECOVERY_VERSION = "entity-recovery-1"
#: Shortest common substring that counts as a match.
MIN_COMMON = 3
#: Share of aligned rows whose English article is linked to the token before the noun,
#: from which recovered nouns get their article too.
ARTICLE_RATE = 0.5

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'"})


@lru_cache(maxsize=1 << 16)
def normalise(token: str) -> str:
    """Lower-cased token without punctuation or symbols at either end (inner ones are kept)."""
    t = unicodedata.normalize("NFC", token).translate(_APOSTROPHES).lower()
    start, end = 0, len(t)
    while start < end and not _is_word_char(t[start]):
        start += 1
    while end > start and not _is_word_char(t[end - 1]):
        end -= 1
    return t[start:end]


def _is_word_char(c: str) -> bool:
    return unicodedata.category(c)[0] in "LNM"


def _has_word(words: Iterable[str]) -> bool:
    return any(_is_word_char(c) for w in words for c in w)


def is_failed(span: EntitySpan) -> bool:
    """The alignment gives the entity no word: nothing, or punctuation only."""
    return not _has_word(span.words)


def entity_key(item: ChallengeItem) -> str:
    return " ".join(item.entity.lower().split())


def entity_positions(item: ChallengeItem) -> list[int]:
    """English token indices of the entity's own words (``construction worker``: two)."""
    n = max(1, len(item.entity.split()))
    return list(range(item.index, item.index + n))


def longest_common(a: str, b: str, at_least: int = 1) -> int:
    """Length of the longest common substring of ``a`` and ``b``, or 0 if under ``at_least``."""
    if len(a) > len(b):
        a, b = b, a
    for size in range(len(a), max(at_least, 1) - 1, -1):
        for i in range(len(a) - size + 1):
            if a[i : i + size] in b:
                return size
    return 0


@lru_cache(maxsize=1 << 17)
def similarity(a: str, b: str, floor: float = 0.0) -> float:
    """Dice coefficient of the longest common substring, ``2|L| / (|a| + |b|)``.

    0 when ``|L| < 3`` or when the coefficient would be under ``floor`` (then the search
    stops early).
    """
    total = len(a) + len(b)
    need = max(MIN_COMMON, math.ceil(floor * total / 2 - 1e-9))
    if min(len(a), len(b)) < need:
        return 0.0
    n = len(a) if a == b else longest_common(a, b, need)
    return 2.0 * n / total if n >= need else 0.0


_EDGE_PUNCT = ".,;:!?'\"()[]"
_PRONOUNS = frozenset(
    {"he", "she", "they", "him", "her", "them", "his", "hers", "their", "theirs"}
    | {"himself", "herself", "themselves", "themself"}
)


@lru_cache(maxsize=1 << 13)
def template(sentence: str) -> str:
    """The English sentence, lower-cased, with its personal pronouns masked."""
    words = sentence.lower().split()
    return " ".join("_" if w.strip(_EDGE_PUNCT) in _PRONOUNS else w for w in words)


@dataclass(frozen=True)
class RecoveryStats:
    """What recovery did on a list of rows."""

    rows: int = 0
    failed: int = 0
    recovered: int = 0
    with_article: int = 0

    @property
    def still_failed(self) -> int:
        return self.failed - self.recovered

    def __add__(self, other: RecoveryStats) -> RecoveryStats:
        return RecoveryStats(
            self.rows + other.rows,
            self.failed + other.failed,
            self.recovered + other.recovered,
            self.with_article + other.with_article,
        )


@dataclass(frozen=True)
class Candidate:
    """A target token chosen for a failed row, with the evidence."""

    index: int
    form: str  # the inventory form it matched
    score: float


@dataclass(frozen=True)
class RecoveryModel:
    """What the aligner learned about the entities of one translation file.

    Counts are numbers of distinct *templates* (English sentences with their pronouns
    masked): WinoMT gives most sentences twice or three times with only the pronoun
    changed, their translations are aligned alike, and a link repeated that way is one
    piece of evidence, not three.
    """

    #: entity (lower-cased) -> normalised target form -> templates where it is linked to the entity
    inventory: Mapping[str, Mapping[str, int]]
    #: normalised target form -> templates where it is linked to any English word
    form_templates: Mapping[str, int]
    #: normalised token before the noun -> templates where the English article is linked to it
    articles: Mapping[str, int]
    #: share of aligned rows (with an English article) whose article is linked to the token before the noun
    article_rate: float
    min_count: int = 2
    threshold: float = 0.7
    min_share: float = 0.1
    _usable: dict[str, tuple[tuple[str, int], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _entity_words: dict[str, tuple[str, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _matches: dict[tuple[str, str], tuple[float, str, int]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    @classmethod
    def learn(
        cls,
        items: Sequence[ChallengeItem],
        targets: Sequence[str],
        links: Sequence[Alignment],
        tokenize: Tokenize,
        *,
        min_count: int = 2,
        threshold: float = 0.7,
        min_share: float = 0.1,
    ) -> RecoveryModel:
        """Learn from the rows of one file: ``items[i]`` is translated by ``targets[i]``,
        aligned by ``links[i]``, whose target indices refer to ``tokenize(targets[i])``.
        """
        inventory: dict[str, dict[str, set[int]]] = {}
        form_templates: dict[str, set[int]] = {}
        articles: dict[str, set[int]] = {}
        template_ids: dict[str, int] = {}
        with_article = article_before = 0
        for item, target, row in zip(items, targets, links, strict=True):
            tid = template_ids.setdefault(template(item.sentence), len(template_ids))
            forms = [normalise(t) for t in tokenize(target)]
            n_src, n_tgt = len(item.tokens), len(forms)
            idx = item.index
            noun: list[int] = []
            art: list[int] = []
            for s, t in row:
                if 0 <= t < n_tgt and 0 <= s < n_src and forms[t]:
                    form_templates.setdefault(forms[t], set()).add(tid)
                    if s == idx:
                        noun.append(t)
                    elif s == idx - 1:
                        art.append(t)
            if not noun:
                continue
            inv = inventory.setdefault(entity_key(item), {})
            for t in noun:
                inv.setdefault(forms[t], set()).add(tid)
            if idx > 0 and item.tokens[idx - 1].lower() in ARTICLES:
                with_article += 1
                before = min(noun) - 1
                if before in art:
                    article_before += 1
                    articles.setdefault(forms[before], set()).add(tid)

        def counts(d: Mapping[str, set[int]]) -> Mapping[str, int]:
            return MappingProxyType({k: len(v) for k, v in sorted(d.items())})

        return cls(
            inventory=MappingProxyType({k: counts(v) for k, v in sorted(inventory.items())}),
            form_templates=counts(form_templates),
            articles=counts(articles),
            article_rate=article_before / with_article if with_article else 0.0,
            min_count=min_count,
            threshold=threshold,
            min_share=min_share,
        )

    @classmethod
    def from_corpus(
        cls,
        items: Iterable[ChallengeItem],
        corpus: Sequence[tuple[str, str]],
        lookup: Mapping[str, int],
        links: Sequence[Alignment],
        tokenize: Tokenize,
        *,
        min_count: int = 2,
        threshold: float = 0.7,
        min_share: float = 0.1,
    ) -> RecoveryModel:
        """:meth:`learn` from an evaluation's data: the challenge-set rows (``all``), the
        ``(source, target)`` corpus, the sentence -> corpus-row map and the corpus links.
        Rows without a translation are skipped."""
        rows = [(it, lookup[it.sentence]) for it in items if it.sentence in lookup]
        return cls.learn(
            [it for it, _ in rows],
            [corpus[r][1] for _, r in rows],
            [links[r] for _, r in rows],
            tokenize,
            min_count=min_count,
            threshold=threshold,
            min_share=min_share,
        )

    def version(self) -> str:
        """Rules and settings, for a run's signature (e.g. ``("recovery", model.version())``)."""
        return (
            f"{RECOVERY_VERSION}(min_count={self.min_count},threshold={self.threshold},"
            f"min_share={self.min_share})"
        )

    # -- recovery -------------------------------------------------------------------

    def forms(self, entity: str) -> tuple[tuple[str, int], ...]:
        """The entity's usable forms, most frequent first: seen in ``min_count`` templates,
        at least 3 characters long, and linked to the entity in at least ``min_share`` of
        the templates where the form is linked at all (this drops ``de``, ``die`` ...)."""
        key = " ".join(entity.lower().split())
        got = self._usable.get(key)
        if got is None:
            inv = self.inventory.get(key, {})
            usable = [
                (f, c)
                for f, c in inv.items()
                if c >= self.min_count
                and len(f) >= MIN_COMMON
                and c >= self.min_share * self.form_templates.get(f, c)
            ]
            got = tuple(sorted(usable, key=lambda fc: (-fc[1], fc[0])))
            self._usable[key] = got
        return got

    def _words_to_entities(self) -> Mapping[str, tuple[str, ...]]:
        if not self._entity_words:
            out: dict[str, list[str]] = {}
            for key in self.inventory:
                for w in key.split():
                    out.setdefault(w, []).append(key)
            self._entity_words.update({w: tuple(ks) for w, ks in out.items()})
        return self._entity_words

    def _belongs_elsewhere(self, word: str, form: str, own: str) -> bool:
        """``form`` is linked to ``word``, the English word of another entity, which has it
        in more templates than ``own`` (the other profession of the sentence)."""
        mine = self.inventory.get(own, {}).get(form, 0)
        for key in self._words_to_entities().get(word, ()):
            if key != own:
                theirs = self.inventory[key].get(form, 0)
                if theirs >= self.min_count and theirs > mine:
                    return True
        return False

    def candidate(self, item: ChallengeItem, tokens: Sequence[str], links: Alignment) -> Candidate | None:
        """The target token that best matches the entity's inventory, or None."""
        forms = self.forms(item.entity)
        if not forms:
            return None
        own_key = entity_key(item)
        src = item.tokens
        own = set(entity_positions(item))
        if item.index > 0 and src[item.index - 1].lower() in ARTICLES:
            own.add(item.index - 1)
        linked: dict[int, list[str]] = {}
        for s, j in links:
            if s not in own and 0 <= s < len(src):
                linked.setdefault(j, []).append(normalise(src[s]))
        n_src, n_tgt = len(src), len(tokens)
        expected = item.index / max(1, n_src - 1) * max(0, n_tgt - 1)
        best: tuple[tuple[float, int, float, int], Candidate] | None = None
        for j, tok in enumerate(tokens):
            t = normalise(tok)
            if len(t) < MIN_COMMON:
                continue
            score, form, count = self._best_match(own_key, forms, t)
            if score == 0.0:
                continue
            if any(self._belongs_elsewhere(w, t, own_key) for w in linked.get(j, ())):
                continue
            key = (score, count, -abs(j - expected), -j)
            if best is None or key > best[0]:
                best = (key, Candidate(j, form, score))
        return best[1] if best else None

    def _best_match(self, key: str, forms: Sequence[tuple[str, int]], token: str) -> tuple[float, str, int]:
        """(similarity, form, count) of the entity form most like ``token`` (cached)."""
        got = self._matches.get((key, token))
        if got is None:
            got = (0.0, "", 0)
            n = len(token)
            for f, c in forms:
                # Dice >= threshold needs min(len) >= threshold * mean(len): skip early.
                if 2 * min(n, len(f)) < self.threshold * (n + len(f)):
                    continue
                sim = similarity(token, f, self.threshold)
                if sim > got[0]:
                    got = (sim, f, c)
            self._matches[(key, token)] = got
        return got

    def article_before(self, tokens: Sequence[str], index: int) -> int | None:
        """Index of the token before ``index`` if this file's aligner would link the article to it."""
        if self.article_rate < ARTICLE_RATE or index == 0:
            return None
        if self.articles.get(normalise(tokens[index - 1]), 0) >= self.min_count:
            return index - 1
        return None

    def recover(
        self, item: ChallengeItem, target: str, links: Alignment, tokens: Sequence[str] | None = None
    ) -> EntitySpan:
        """``entity_span(item, target, links, tokens)``, recovered if it failed and recovery finds a word."""
        return self.recover_span(entity_span(item, target, links, tokens), item, links, tokens)

    def recover_span(
        self, span: EntitySpan, item: ChallengeItem, links: Alignment, tokens: Sequence[str] | None = None
    ) -> EntitySpan:
        """``span`` itself unless it failed; else the recovered span (``span`` if nothing qualifies)."""
        if not is_failed(span):
            return span
        toks = span.target.split() if tokens is None else tokens
        cand = self.candidate(item, toks, links)
        if cand is None:
            return span
        indices = [cand.index]
        art = self.article_before(toks, cand.index)
        if art is not None and source_indices(item)[0] != item.index:
            indices.insert(0, art)
        return replace(span, words=tuple(toks[i] for i in indices), indices=tuple(indices))


def recover_spans(
    items: Sequence[ChallengeItem],
    targets: Sequence[str],
    links: Sequence[Alignment],
    tokenize: Tokenize,
    *,
    model: RecoveryModel | None = None,
    min_count: int = 2,
    threshold: float = 0.7,
    min_share: float = 0.1,
) -> tuple[list[EntitySpan], RecoveryStats]:
    """The entity spans of the rows, failed ones recovered, and what was done.

    ``model`` defaults to one learned from these rows; pass the model of the whole file
    when scoring a subset of it.
    """
    if model is None:
        model = RecoveryModel.learn(
            items, targets, links, tokenize, min_count=min_count, threshold=threshold, min_share=min_share
        )
    spans: list[EntitySpan] = []
    failed = recovered = with_article = 0
    for item, target, row in zip(items, targets, links, strict=True):
        tokens = tokenize(target)
        span = entity_span(item, target, row, tokens)
        if is_failed(span):
            failed += 1
            new = model.recover_span(span, item, row, tokens)
            if new is not span:
                recovered += 1
                with_article += len(new.indices) > 1
            span = new
        spans.append(span)
    return spans, RecoveryStats(len(spans), failed, recovered, with_article)
