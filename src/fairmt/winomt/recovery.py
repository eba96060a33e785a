"""Entity recovery: find an entity's translation when the alignment gives it no word.

The WinoMT pipeline maps the English entity (and its article) to target words through a
statistical word alignment. For a few hundred of the 3888 sentences of a file the aligner
links nothing but punctuation to the entity (it prefers to attach the noun to a verb or a
preposition), and the analysers then read *unknown* (*male* in German). Those are aligner
failures, not evidence about gender.

Recovery is opt-in, language-independent and deterministic, and uses nothing but the file
itself: what the aligner learned on the *other* sentences of the same file.

1. **Learning** (:meth:`RecoveryModel.learn`). For every row whose entity noun is aligned,
   the target tokens linked to the entity's English word(s) are normalised (lower-cased,
   punctuation stripped from both ends) and counted per English entity (lower-cased, e.g.
   ``"developer"``, ``"construction worker"``): the entity's *inventory* of forms
   (``Entwickler``, ``Entwicklerin``, ``Entwicklers`` ...). The model also counts, over the
   aligned rows, how often the English article is linked to the token right before the
   noun, and which forms that token takes (``der``, ``die``, ``la``, ``un`` ...).
2. **Recovery** (:meth:`RecoveryModel.recover`), only for a *failed* row: one whose span
   (article and entity, as :func:`~fairmt.winomt.entities.entity_span` builds it) has no
   token with a letter or digit. Every target token of the sentence is compared with the
   entity's inventory forms seen at least ``min_count`` times; the similarity of a token
   ``t`` and a form ``f`` is the Dice coefficient of their longest common substring ``L``,
   ``2|L| / (|t| + |f|)``, which matches inflected forms, feminine/masculine variants
   and attached clitics alike (``разработчица``/``разработчик``, ``Entwicklerin``/
   ``Entwickler``, Hebrew ``לרופא``/``הרופא``, French ``l'infirmière``/``infirmière``).
   A token qualifies when the similarity is at least ``threshold`` and ``|L| >= 3``.
   Not eligible: a token that is linked to the English word of *another* entity and is a
   known form of that entity (the other profession of the sentence). The best token wins;
   ties go to the token not linked with confidence to another English word (a link seen
   ``min_count`` times in the file), then to the more frequent form, then to the token
   nearest the entity's relative position, then to the first.
3. **Article.** When, in this file, the aligner links the English article to the token
   right before the noun in at least half of the aligned rows, and the token before the
   recovered one is a form seen there at least ``min_count`` times, it is added in front,
   as a successful alignment would have had it.

A row whose alignment has a word is never changed, and a failed row with no qualifying
token stays as it is. The recovered span keeps the :class:`EntitySpan` contract (words in
index order, article first), so every analyser reads it unchanged.

Typical use, once per translation file::

    model = RecoveryModel.learn(items, targets, links, aligner.tokenize)
    span = model.recover(item, target, row_links, aligner.tokenize(target))

or, for one list of rows, :func:`recover_spans`.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from fairmt.align.base import Alignment
from fairmt.gender.base import EntitySpan
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import ARTICLES, entity_span, source_indices

Tokenize = Callable[[str], list[str]]

#: Shortest common substring that counts as a match.
MIN_COMMON = 3
#: Share of aligned rows whose English article is linked to the token before the noun,
#: from which recovered nouns get their article too.
ARTICLE_RATE = 0.5

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "ʼ": "'"})


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
    return list(range(item.index, min(item.index + n, len(item.tokens))))


def longest_common(a: str, b: str) -> int:
    """Length of the longest common substring of ``a`` and ``b``."""
    if len(a) > len(b):
        a, b = b, a
    for size in range(len(a), 0, -1):
        for i in range(len(a) - size + 1):
            if a[i : i + size] in b:
                return size
    return 0


def similarity(a: str, b: str) -> float:
    """Dice coefficient of the longest common substring (0 when it is shorter than 3)."""
    if not a or not b:
        return 0.0
    if a == b:
        return 1.0
    n = longest_common(a, b)
    if n < MIN_COMMON:
        return 0.0
    return 2.0 * n / (len(a) + len(b))


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
    """What the aligner learned about the entities of one translation file."""

    #: entity (lower-cased) -> normalised target form -> times linked to the entity noun
    inventory: Mapping[str, Mapping[str, int]]
    #: normalised form of the token before the noun -> times the English article was linked to it
    articles: Mapping[str, int]
    #: share of aligned rows (with an English article) whose article is linked to the token before the noun
    article_rate: float
    #: (English word, normalised target form) -> times linked, over all rows
    links: Mapping[tuple[str, str], int]
    min_count: int = 2
    threshold: float = 0.7
    _usable: dict[str, tuple[tuple[str, int], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _entity_words: dict[str, tuple[str, ...]] = field(
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
    ) -> RecoveryModel:
        """Learn from every row of one file (``items[i]`` is translated by ``targets[i]``,
        aligned by ``links[i]``, whose target indices refer to ``tokenize(targets[i])``).

        Pass each sentence once (e.g. the ``all`` subset): repeated rows count twice.
        """
        inventory: dict[str, Counter[str]] = {}
        articles: Counter[str] = Counter()
        link_counts: Counter[tuple[str, str]] = Counter()
        with_article = article_before = 0
        for item, target, row in zip(items, targets, links, strict=True):
            tokens = tokenize(target)
            forms = [normalise(t) for t in tokens]
            src = [normalise(t) for t in item.tokens]
            by_src: dict[int, list[int]] = {}
            for s, t in row:
                if 0 <= t < len(tokens) and 0 <= s < len(src):
                    by_src.setdefault(s, []).append(t)
                    if src[s] and forms[t]:
                        link_counts[(src[s], forms[t])] += 1
            noun = sorted({t for s in entity_positions(item) for t in by_src.get(s, ()) if forms[t]})
            if not noun:
                continue
            inv = inventory.setdefault(entity_key(item), Counter())
            inv.update(forms[t] for t in noun)
            idx = item.index
            if idx > 0 and item.tokens[idx - 1].lower() in ARTICLES:
                with_article += 1
                before = noun[0] - 1
                if before in by_src.get(idx - 1, ()) and forms[before]:
                    article_before += 1
                    articles[forms[before]] += 1
        return cls(
            inventory=MappingProxyType({k: MappingProxyType(dict(v)) for k, v in sorted(inventory.items())}),
            articles=MappingProxyType(dict(articles)),
            article_rate=article_before / with_article if with_article else 0.0,
            links=MappingProxyType(dict(link_counts)),
            min_count=min_count,
            threshold=threshold,
        )

    # -- recovery -------------------------------------------------------------------

    def forms(self, entity: str) -> tuple[tuple[str, int], ...]:
        """The entity's usable forms (seen ``min_count`` times), most frequent first."""
        key = " ".join(entity.lower().split())
        got = self._usable.get(key)
        if got is None:
            inv = self.inventory.get(key, {})
            got = tuple(
                sorted(((f, c) for f, c in inv.items() if c >= self.min_count), key=lambda fc: (-fc[1], fc[0]))
            )
            self._usable[key] = got
        return got

    def _words_to_entities(self) -> dict[str, tuple[str, ...]]:
        if not self._entity_words:
            out: dict[str, list[str]] = {}
            for key in self.inventory:
                for w in key.split():
                    out.setdefault(w, []).append(key)
            self._entity_words.update({w: tuple(ks) for w, ks in out.items()})
        return self._entity_words

    def _other_entity_form(self, word: str, form: str, own: str) -> bool:
        """``form`` is a known form of another entity whose English word is ``word``."""
        for key in self._words_to_entities().get(word, ()):
            if key != own and self.inventory[key].get(form, 0) >= self.min_count:
                return True
        return False

    def candidate(self, item: ChallengeItem, tokens: Sequence[str], links: Alignment) -> Candidate | None:
        """The target token that best matches the entity's inventory, or None."""
        forms = self.forms(item.entity)
        if not forms:
            return None
        own_key = entity_key(item)
        own = set(entity_positions(item))
        if item.index > 0 and item.tokens[item.index - 1].lower() in ARTICLES:
            own.add(item.index - 1)
        src = [normalise(t) for t in item.tokens]
        linked: dict[int, list[str]] = {}
        for s, t in links:
            if s not in own and 0 <= s < len(src) and src[s]:
                linked.setdefault(t, []).append(src[s])
        n_src, n_tgt = len(item.tokens), len(tokens)
        expected = item.index / max(1, n_src - 1) * max(0, n_tgt - 1)
        best: tuple[tuple[float, int, int, float, int], Candidate] | None = None
        for j, tok in enumerate(tokens):
            t = normalise(tok)
            if not t or not _has_word(t):
                continue
            score, form, count = 0.0, "", 0
            for f, c in forms:
                s = similarity(t, f)
                if s > score:
                    score, form, count = s, f, c
            if score < self.threshold:
                continue
            others = linked.get(j, [])
            if any(self._other_entity_form(w, t, own_key) for w in others):
                continue
            confident = any(self.links.get((w, t), 0) >= self.min_count for w in others)
            key = (score, 0 if confident else 1, count, -abs(j - expected), -j)
            if best is None or key > best[0]:
                best = (key, Candidate(j, form, score))
        return best[1] if best else None

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
        """``entity_span(item, target, links, tokens)``, with a failed span recovered when possible."""
        span = entity_span(item, target, links, tokens)
        if not is_failed(span):
            return span
        return self.recover_span(span, item, links, tokens)

    def recover_span(
        self, span: EntitySpan, item: ChallengeItem, links: Alignment, tokens: Sequence[str] | None = None
    ) -> EntitySpan:
        """``span`` itself unless it failed; else the recovered span (or ``span`` if none)."""
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
) -> tuple[list[EntitySpan], RecoveryStats]:
    """The entity spans of the rows, failed ones recovered, and what was done.

    ``model`` defaults to one learned from these rows; pass the model of the whole file
    when scoring a subset of it.
    """
    if model is None:
        model = RecoveryModel.learn(items, targets, links, tokenize, min_count=min_count, threshold=threshold)
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
