"""The words that corefer or agree with a WinoMT entity in its translation (target-side policies).

The lower layer of :class:`~fairmt.gender.target_side.TargetSideAnalyzer`, rule 2 of the
module doc of :mod:`fairmt.gender.target_side` with its ``target-side-2/3/4`` additions. The
concept here is *the evidence outside the entity's own words*: the target tokens the aligner
links to the English pronouns (or, when it links a pronoun to nothing, the tokens it links to
nothing, the conjunction that hosts an Arabic/Hebrew pronoun, a possessive's noun phrase),
read as pronouns, object clitics, participles after an elided "have", predicate adjectives
after a copula; French pronouns anywhere in the sentence when nothing else speaks
(:meth:`CoreferenceReader.sentence_pronouns`); the Russian/Ukrainian past-tense verb after
the entity (:meth:`~CoreferenceReader.agreement_evidence`). It also holds the analyser's
state, which every layer reads: the wrapped analyser, which policy's rules are on
(``v2``/``v3``/``v4``), the Romance rules and pymorphy3 when the language needs them.

Decisions: a layer of the analyser's class chain rather than a mixin, so that ``mypy
--strict`` checks every call on ``self``; it is abstract (the reading is
:class:`~fairmt.gender.target_side.TargetSideAnalyzer`'s) and not meant to be used alone.
The word tables are :mod:`fairmt.gender.target_side_words`'.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fairmt.gender.base import EntitySpan, Gender, GenderAnalyzer, Policy
from fairmt.gender.target_side_4 import RULES_4, participle_after
from fairmt.gender.target_side_words import (
    ADVERBS,
    CLITIC_VERB_ENDINGS,
    CLITICS,
    COPULAS,
    ELIDED_HAVE,
    ENCLITICS,
    ENGLISH_PLURAL,
    ENGLISH_SINGULAR,
    IMPERSONAL,
    LOANWORD_COMMON,
    NOT_PREDICATE_LANGS,
    POSSESSIVES,
    ROMANCE,
    ROMANCE_ADVERBS,
    RULES_3,
    SENTENCE_PRONOUNS,
    SLAVIC,
    SPLIT_ELISION,
    STRESSED,
    STRESSED_AFTER,
    F,
    M,
    _clean,
    _participle,
    _singular_pronoun,
    pronoun_gender,
)

if TYPE_CHECKING:
    from fairmt.gender.romance import RomanceRulesAnalyzer


class CoreferenceReader(GenderAnalyzer):
    """The coreferent-words layer of :class:`~fairmt.gender.target_side.TargetSideAnalyzer` (module doc)."""

    def __init__(self, base: GenderAnalyzer, policy: Policy = Policy.TARGET_SIDE_1) -> None:
        self.base = base
        self.name = base.name
        self.languages = base.languages
        super().__init__(base.lang, policy)
        #: The rules added by ``target-side-2`` are on (module docstring).
        self.v2 = policy in (Policy.TARGET_SIDE_2, Policy.TARGET_SIDE_3, Policy.TARGET_SIDE_4)
        #: The French rules added by ``target-side-3`` are on (module docstring).
        self.v3 = policy in (Policy.TARGET_SIDE_3, Policy.TARGET_SIDE_4) and base.lang in RULES_3
        self._v3_policy = policy is Policy.TARGET_SIDE_3
        #: The French rules added by ``target-side-4`` are on (:mod:`fairmt.gender.target_side_4`).
        self.v4 = policy is Policy.TARGET_SIDE_4 and base.lang in RULES_4
        self._v4_policy = policy is Policy.TARGET_SIDE_4
        self._lexicon = False  # german-nouns installed (the loanword rule needs its pairs)
        if self.v2 and self.lang in LOANWORD_COMMON:
            from fairmt.inflect import german_lexicon

            self._lexicon = german_lexicon.available()
        self._romance: RomanceRulesAnalyzer | None = None
        if self.lang in ROMANCE:
            from fairmt.gender.romance import RomanceRulesAnalyzer

            self._romance = RomanceRulesAnalyzer(self.lang, policy.base)
        self._morph: Any = None
        # pymorphy3 readings per word (pure functions of the word; WinoMT repeats its words).
        self._animate: dict[str, frozenset[Gender]] = {}
        self._past: dict[str, Gender | None] = {}
        if self.lang in SLAVIC:
            from fairmt.gender.pymorphy import _backend

            self._morph = _backend(self.lang).morph

    # -- the words that corefer or agree with it ------------------------------------

    def _is_verb(self, token: str) -> bool:
        assert self._romance is not None
        w = _clean(token)
        return bool(w) and self._romance._classify(w) == "func"

    def _token_pronoun(
        self, en: str, tokens: Sequence[str], t: int, aligned: bool, later: frozenset[int] = frozenset()
    ) -> Gender | None:
        """Gender of target token ``t`` read as the pronoun that translates English ``en``.

        ``later``: the target tokens linked to English words after the pronoun (used by
        ``target-side-2``'s clitic rule: a ``la`` whose next word translates the English
        word after ``her`` is the article of ``her car`` - ``la voiture``, not a pronoun).
        """
        tok = tokens[t]
        g = pronoun_gender(self.lang, tok, en in ENGLISH_PLURAL, aligned, extended=self.v2)
        if g is None and self.v3 and en in ENGLISH_SINGULAR:
            g = self._stressed(tokens, t)
        if g is not None or en not in ENGLISH_SINGULAR:
            return g
        word = _clean(tok)
        clitic = CLITICS.get(self.lang, {}).get(word)
        if (
            clitic is not None
            and t + 1 < len(tokens)
            and self._romance is not None
            and self._is_verb(tokens[t + 1])
        ):
            return clitic
        if (
            self.v2
            and clitic is not None
            and aligned
            and en in ("him", "her")
            and t + 1 < len(tokens)
            and t + 1 not in later
            and self._clitic_verb(tokens[t + 1])
        ):
            return clitic
        for ending, eg in ENCLITICS.get(self.lang, ()):
            if word.endswith(ending) and len(word) > len(ending) + 2:
                return eg
        return None

    def _after_adverbs(self, tokens: Sequence[str], t: int) -> int:
        """``target-side-2``: the index of the first token from ``t`` on that is no adverb
        (:data:`ROMANCE_ADVERBS`, French ``-ment``): ``l'a presque coupée``, ``l'a ensuite
        remerciée``. ``t`` itself under ``target-side-1``."""
        if not self.v2:
            return t
        adverbs = ROMANCE_ADVERBS.get(self.lang, frozenset())
        while t + 1 < len(tokens):
            w = _clean(tokens[t])
            if w not in adverbs and not (self.lang == "fr" and w.endswith("ment") and len(w) > 6):
                break
            t += 1
        return t

    def _not_predicate(self, word: str) -> bool:
        """``target-side-2``: a word linked to the English predicate that does not agree with
        the subject (:data:`NOT_PREDICATE_LANGS`): a function word (the invariable auxiliary
        ``été`` of ``elle a été payée``, read masculine by its ending under ``target-side-1``)
        or an infinitive (``se fasse virer``)."""
        if not self.v2 or self.lang not in NOT_PREDICATE_LANGS or self._romance is None:
            return False
        return self._romance._classify(word) != "content" or word.endswith(NOT_PREDICATE_LANGS[self.lang])

    def _clitic_verb(self, token: str) -> bool:
        """``target-side-2``: ``token`` has a verb ending of :data:`CLITIC_VERB_ENDINGS`."""
        w = _clean(token)
        return any(w.endswith(e) and len(w) > len(e) + 1 for e in CLITIC_VERB_ENDINGS.get(self.lang, ()))

    def agreement_evidence(self, span: EntitySpan) -> tuple[set[Gender], set[Gender]]:
        """Genders of the words that corefer (pronouns) and that agree (the entity's verb)."""
        coref: set[Gender] = set()
        agree: set[Gender] = set()
        if not span.links or not span.tokens:
            return coref, agree
        toks = span.tokens
        raw = span.source.split()
        src = [_clean(w) for w in raw]
        by_src: dict[int, list[int]] = {}
        linked: set[int] = set()
        for s, t in span.links:
            if 0 <= t < len(toks):
                by_src.setdefault(s, []).append(t)
                linked.add(t)
        unaligned = [t for t in range(len(toks)) if t not in linked]
        for p, w in enumerate(src):
            if w not in ENGLISH_SINGULAR and w not in ENGLISH_PLURAL:
                continue
            # The pronoun's own translation; when the aligner linked it to nothing, the
            # target pronouns it linked to nothing either (rule 2's fallback).
            own = by_src.get(p)
            fallback = list(unaligned)
            if not own and self.lang in ("ar", "he") and p > 0:
                # The subject pronoun attached to the conjunction (``لأنها``, ``כשהיא``).
                fallback += by_src.get(p - 1, [])
            if not own and w in POSSESSIVES:
                # A possessive is often linked to its noun phrase only (``her car engine`` -
                # ``ihres Automotors``): the words of up to three English tokens after it.
                for q in range(p + 1, min(p + 4, len(src))):
                    fallback += by_src.get(q, [])
                    if raw[q][-1:] in ".,;:!?":
                        break
            later = frozenset(t for q, ts in by_src.items() if q > p for t in ts) if self.v2 else frozenset()
            for t in own or fallback:
                g = self._token_pronoun(w, toks, t, bool(own), later)
                if g is not None:
                    coref.add(g)
            if self._romance is not None and w in ("him", "her"):
                for t in range(len(toks) - 1):
                    nxt = self._after_elided_have(toks, t)
                    if nxt is not None:
                        at = self._after_adverbs(toks, nxt)
                        g = _participle(self.lang, _clean(toks[at]), self.v2)
                        if g is None and self.v4:
                            g = participle_after(self.lang, toks, at, _clean)
                        if g is not None:
                            coref.add(g)
            if (
                self._romance is not None
                and w in ("he", "she")
                and p + 1 < len(src)
                and src[p + 1] in COPULAS
            ):
                q = p + 2
                while q < len(src) and src[q] in ADVERBS:
                    q += 1
                for t in by_src.get(q, ()) if q < len(src) else ():
                    if self._not_predicate(_clean(toks[t])):
                        continue
                    g = self._romance.word_gender(_clean(toks[t]))
                    if g is not None:
                        coref.add(g)
        if (
            self.v2
            and not coref
            and (span.words or self.v3)
            and self.lang in SENTENCE_PRONOUNS
            and _singular_pronoun(src)
        ):
            coref |= self.sentence_pronouns(toks, set(span.indices))
        if self._morph is not None and span.source_index >= 0:
            for t in by_src.get(span.source_index + 1, ()):
                g = self._past_verb(toks[t])
                if g is not None:
                    agree.add(g)
        return coref, agree

    def sentence_pronouns(self, tokens: Sequence[str], entity: set[int]) -> set[Gender]:
        """``target-side-2``: the genders of the personal pronouns anywhere in the translation
        (:data:`SENTENCE_PRONOUNS`), the entity's own words and impersonal ``il`` left out."""
        impersonal = IMPERSONAL.get(self.lang, frozenset())
        out: set[Gender] = set()
        persons: set[Gender] = set()  # target-side-3: stressed pronouns (``avec lui``)
        for t, tok in enumerate(tokens):
            if t in entity:
                continue
            g = pronoun_gender(self.lang, tok, aligned=False, extended=True)
            if g is None and self.v3 and (g := self._stressed(tokens, t)) is not None:
                persons.add(g)
                continue
            if g is M and t + 1 < len(tokens) and _clean(tokens[t + 1]) in impersonal:
                continue
            if g is not None:
                out.add(g)
        # A pronoun agrees with its antecedent's grammatical gender: when another noun
        # phrase of the translation has that gender (``la caissière``, ``la pièce``), the
        # pronoun may stand for it, and says nothing about the entity. A stressed pronoun
        # after a preposition stands for a person, not a thing: it is kept.
        return {g for g in out if g not in self._other_noun_genders(tokens, entity)} | persons

    def _other_noun_genders(self, tokens: Sequence[str], entity: set[int]) -> set[Gender]:
        """Genders of the determiners (articles, demonstratives, possessives) of the
        translation but the entity's own, by the Romance rules' table."""
        assert self._romance is not None
        table = self._romance.rules.determiners
        out: set[Gender] = set()
        for t, tok in enumerate(tokens[:-1]):
            if t + 1 in entity:  # the entity's own determiner (the aligned span may hold others)
                continue
            g = table.get(_clean(tok))
            if g is not None:
                out.add(g)
        return out

    def _past_verb(self, token: str) -> Gender | None:
        """Gender of a Russian/Ukrainian past-tense verb (or short form) in the singular."""
        w = _clean(token)
        if not w:
            return None
        if w in self._past:
            return self._past[w]
        tag = self._morph.parse(w)[0].tag
        g = None
        if (tag.POS == "VERB" and tag.tense == "past") or tag.POS in ("ADJS", "PRTS"):
            g = M if tag.gender == "masc" else F if tag.gender == "femn" else None
        self._past[w] = g
        return g

    # -- target-side-3 (French): the coreferent words -----------------------------

    def _after_elided_have(self, tokens: Sequence[str], t: int) -> int | None:
        """Index of the word after an elided clitic and "have" at ``t`` (``l'a``: ``t + 1``;
        under ``target-side-3`` also a split ``l'`` ``a``: ``t + 2``), or None."""
        have = ELIDED_HAVE.get(self.lang, frozenset())
        w = _clean(tokens[t])
        if w in have:
            return t + 1
        if (
            self.v3
            and w in SPLIT_ELISION.get(self.lang, frozenset())
            and t + 2 < len(tokens)
            and w + _clean(tokens[t + 1]) in have
        ):
            return t + 2
        return None

    def _stressed(self, tokens: Sequence[str], t: int) -> Gender | None:
        """``target-side-3``: the gender of a stressed pronoun at ``t`` right after a
        preposition and not before a verb (:data:`STRESSED`, :data:`STRESSED_AFTER`: ``avec
        lui``, not ``de lui parler``), or None."""
        g = STRESSED.get(self.lang, {}).get(_clean(tokens[t]))
        if g is None or t == 0 or _clean(tokens[t - 1]) not in STRESSED_AFTER.get(self.lang, frozenset()):
            return None
        # Before a verb it is the dative clitic after an infinitive's ``de``/``à`` (``de lui parler``).
        if t + 1 < len(tokens) and self._clitic_verb(tokens[t + 1]):
            return None
        return g
