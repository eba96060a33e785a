"""The ``target-side-1`` to ``-4`` policies: the entity's gender also from the words that corefer.

The original mt_gender reads the gender of the entity from the words the aligner links to
the English noun (and its article) only. A translation often tells more: a German
translation may keep the generic masculine noun (``dem Schneider``) and still make the
person a woman through the pronoun (``... lud sie ein``), which is how a reader
understands it. :class:`TargetSideAnalyzer` wraps the language's analyser (built under
``mt_gender-2022``, :attr:`~fairmt.gender.base.Policy.base`) and corrects its reading with
what the rest of the translation says about the same person. Everything is read from the
*translation*; the English sentence is used only to find, through the alignment, which
target words translate its pronouns, never for their gender.

Rules (version :data:`TARGET_SIDE_VERSION`):

1. **The entity's own words** (:meth:`TargetSideAnalyzer.noun_reading`).

   a. *Construct heads* (Arabic *iḍāfa*, Hebrew *smichut*): the first noun is the head,
      the next one, with the definite article (``ال``, ``ה``), its dependent:
      ``أمين المكتبة`` (librarian, "keeper of the library"), ``איש המכירות`` (salesperson).
      A span of two or more words (prepositions, the object marker ``את`` dropped) whose
      first word has no article and whose second has one is read from its first word.
   b. *Hebrew nouns spelt alike in both genders* (:data:`HEBREW_MASCULINE_HE`: present
      participles of roots ending in ה, ``רואה`` in ``רואה חשבון`` accountant, ``מורה``,
      ``ממונה``, ``מנקה``...; the final ה is not the feminine ending) read *male*, the
      unmarked reading, as a *weak* reading that coreferent words replace.
   c. *Indefinite pronouns* translating "someone" (:data:`INDEFINITES`: ``jemand``,
      ``quelqu'un``, ``qualcuno``, ``alguien``, ``кто-то``, ``хтось``) read *neutral*: their
      masculine agreement is grammar. Only feminine coreferent words make them female.
   d. Other weak readings: a German feminine from a determiner alone (no ``-in`` noun;
      ``der``/``die`` are also dative/genitive feminine and plural), and a Russian or
      Ukrainian word whose *animate* (person) noun parses, by pymorphy3, have one gender:
      that gender replaces the any-parse-feminine reading (``механику``: masculine
      animate dative, feminine inanimate accusative).

2. **Coreferent words** (:meth:`TargetSideAnalyzer.agreement_evidence`). The English
   pronouns of a WinoMT sentence (``he``, ``she``, ``him``, ``her``, ``his``, ``they``...)
   refer to the entity; the target tokens the aligner links to them are read as:

   * a third-person pronoun of the language's table (:data:`PRONOUNS`: personal pronouns,
     and possessives whose form follows the *possessor*, German ``sein``/``ihr``, Russian
     ``его``/``её``; not French ``sa``/``son``, Spanish ``su``, Italian ``suo``/``sua``,
     which agree with the possessed noun), elided forms split first (``qu'elle``);
     Hebrew with a prefixed conjunction (``שהיא``); Arabic attached ``-ها``/``-ه``. Forms
     that are also plural (German ``sie``, ``ihr``...) count only for a singular English
     pronoun;
   * a French/Spanish/Italian object clitic before a verb (``la``, ``lo``, ``le``,
     ``gli``: :data:`CLITICS`) or attached to an infinitive or gerund (``invitarla``);
   * for ``him``/``her``, the past participle after an elided clitic and "have"
     (``l'a invitée``, ``l'ha invitata``), which agrees with the clitic;
   * for ``he``/``she`` followed by a copula (``she was [very] tired``), the Romance
     predicate adjective or participle linked to the word after it (``stanca``).

   When the aligner links an English pronoun to nothing, the target tokens linked to
   nothing are read instead (and, in Arabic and Hebrew, the token linked to the English
   word before it, where the subject pronoun is attached to the conjunction: ``لأنها``;
   for a possessive, the tokens linked to its noun phrase: ``her car engine`` -
   ``ihres Automotors``).
   In Russian and Ukrainian, the past-tense verb (or short adjective) linked to the
   English word after the entity agrees with it (``Лікар сказала``): it decides.

3. **Combining** (:meth:`TargetSideAnalyzer.combine`). When the coreferent words give one
   gender: it replaces an unknown, neutral or weak reading of the entity's own words;
   it never makes an indefinite masculine; and a feminine one replaces a masculine noun
   in German and French (:data:`PRONOUN_OVERRIDES`). Elsewhere a gendered noun stands.
   Which of noun and pronoun wins when they disagree is a convention of reading, and the
   WinoMT annotators differ on it by language: on the dev half of their labels
   (:func:`fairmt.winomt.human.human_half`) the German and French ones followed the
   pronoun, the Spanish, Italian, Russian, Ukrainian, Hebrew and Arabic ones the noun.

The policy changes results and is recorded in the signature: ``compat=target-side-1`` and
the analyser version with ``+target-side-1`` appended.

**target-side-2** (``--compat target-side-2``, version :data:`TARGET_SIDE_2_VERSION`) is
``target-side-1`` with these rules added, each designed on the dev half of the human
labels only (German dev 41/50 -> 43/50; the others unchanged on both halves);
``target-side-1`` reads exactly as before:

4. *German unadapted loanwords* (:data:`LOANWORD_COMMON`): a span word that is the
   English entity itself (``der CEO``, ``der Sheriff``) and has no ``X``/``X-in`` pair in
   Wiktionary's German nouns (the ``german`` extra; without it the rule is off and the
   version says ``-nolexicon``) reads like an indefinite (rule 1c): *neutral*, and female
   only from feminine coreferent words. Its masculine article and ``er`` are the default
   agreement of a loanword, not a statement about the person.
5. *French pronouns and agreement* found beyond ``target-side-1``'s:

   * emphatic and demonstrative pronouns (:data:`PRONOUNS_2`: ``celle-ci``, ``celui-ci``,
     ``elle-même``);
   * an object clitic ``la``/``le`` linked to English ``her``/``him`` before a word with a
     verb ending (:data:`CLITIC_VERB_ENDINGS`: ``de la renvoyer``, ``la regarda``), unless
     that word translates an English word after the pronoun (``her car`` - ``la
     voiture``: the article);
   * the participle after ``l'a`` in every conjugation (:data:`PARTICIPLE_ENDINGS_2`:
     ``l'a accueillie``, ``l'a convaincue``), adverbs between them skipped
     (:data:`ROMANCE_ADVERBS`: ``l'a presque coupée``);
   * for the copula rule, only words that can agree with the subject
     (:data:`NOT_PREDICATE_LANGS`): not the invariable auxiliary ``été`` (``elle a été
     payée`` read masculine from ``été`` and feminine from ``payée`` gave no gender), nor
     an infinitive;
   * when all that finds no gender although the entity was found, the personal pronouns
     anywhere in the translation (:data:`SENTENCE_PRONOUNS`; impersonal ``il y a``, ``il
     faut`` left out), each only when no other noun phrase of the translation has its
     gender (a pronoun agrees with its antecedent: with ``la caissière`` in the sentence,
     ``elle`` may be hers).

**target-side-3** (``--compat target-side-3``, version :data:`TARGET_SIDE_3_VERSION`) is
``target-side-2`` with French rules (:data:`RULES_3`; every other language reads exactly as
under ``target-side-2``), designed on a French development set labelled for the purpose
(``benchmarks/data/winomt_fr_own``: 100 saved translations of five systems, no sentence of
the human labels' templates) and checked on the dev half of the human labels; neither
``target-side-1`` nor ``target-side-2`` changes:

6. *French, beyond* ``target-side-2``:

   a. *Split elisions* (:data:`SPLIT_ELISION`): tokenised output writes ``l' a remerciée``
      and ``quelqu' un``; ``l'`` with the next token is read as ``l'a`` (the participle rule)
      and ``quelqu'`` ``un`` as the indefinite ``quelqu'un`` (rule 1c).
   b. *Stressed pronouns* (:data:`STRESSED`, :data:`STRESSED_AFTER`): ``lui`` right after a
      preposition and not before a verb is the stressed masculine pronoun (``avec lui``,
      ``s'est approchée de lui``; not ``de lui parler``, where ``lui`` is the dative clitic
      of either gender). It is read where rule 2 reads the English pronoun's translation,
      and in rule 5's sentence-wide search, which also runs when the aligner left the
      entity without a word; a stressed pronoun stands for a person, so another masculine
      noun phrase (``le problème``) does not exclude it.
   c. *Found epicene nouns*: a span with a content word (the entity was found: ``l'analyste``)
      that shows no gender, and no coreferent word that does, reads *neutral* (as the
      annotators label an unmarked epicene noun) rather than *unknown*, which is kept for
      spans with no content word (the entity not found).
   d. *Another noun's article*: a span with no content word whose determiners each stand
      before a word the aligner links to another English word than the entity (``à la
      visite de l'auditeur`` for "the auditor 's visit") reads weakly: coreferent words
      replace it (the article agrees with ``visite``, not with the person).

   Tried and left out: blocking the feminine-pronoun override when the sentence's other
   person is feminine (``L'enseignante a parlé au vendeur et l'a invitée``): the dev half's
   annotators followed the pronoun there.

**target-side-4** (``--compat target-side-4``) is ``target-side-3`` with the French rules of
:mod:`fairmt.gender.target_side_4` (rule 7: short participles such as ``l'a crue``, the head of
an ``N de N`` compound, an entity rendered only as ``lui`` read neutral); every other language
reads exactly as under ``target-side-3``, and ``target-side-1/2/3`` do not change.

**What it changes in WinoMT's scores.** The policy reads the translation as a person
does, and agrees more often with the human labels; but it also changes what WinoMT's
accuracy measures. A coreferent pronoun is usually translated with the gender of the
English one (``she`` -> ``sie``, ``elle``), so where a feminine pronoun overrides the noun
(German, French) a system that keeps the stereotyped masculine noun and translates the
pronoun faithfully is counted correct: on Google's saved German translations accuracy goes
from 59.4 to 86.4 and ΔG from 12.5 to -4.8. Those scores answer "does the translation, read
as a whole, make the person a woman?", not "did the system inflect the noun?"; they are not
comparable with the paper's, which ``mt_gender-2019`` reproduces.

Layout: one concept a module. :mod:`fairmt.gender.target_side_words` (what one target word
says: the per-language tables, pronoun readings, construct heads) <-
:class:`~fairmt.gender.target_side_coref.CoreferenceReader` (rule 2: the words that corefer
or agree with the entity, and the analyser's state) <- :class:`TargetSideAnalyzer` here (rule
1: the entity's own words; rule 3: combining; the version); the French rules of
``target-side-4`` are :mod:`fairmt.gender.target_side_4`'s. The analyser is a chain of
subclasses so that ``mypy --strict`` checks every call on ``self``. The public names this
module defined before the split are re-exported (``__all__``), so callers import them from
here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from fairmt.gender.base import EntitySpan, Gender
from fairmt.gender.target_side_4 import TARGET_SIDE_4_VERSION, compound_head, pronoun_only
from fairmt.gender.target_side_coref import CoreferenceReader
from fairmt.gender.target_side_words import (
    _EDGE,
    ADVERBS,
    ALSO_PLURAL,
    ARABIC_PARTICLES,
    ARABIC_PRONOUN_HOSTS,
    CLITIC_VERB_ENDINGS,
    CLITICS,
    COPULAS,
    ELIDED_HAVE,
    ELISIONS,
    ENCLITICS,
    ENGLISH_PLURAL,
    ENGLISH_SINGULAR,
    HEBREW_MASCULINE_HE,
    HEBREW_PARTICLES,
    HEBREW_PREFIXES,
    IMPERSONAL,
    INDEFINITES,
    LOANWORD_COMMON,
    NOT_PREDICATE_LANGS,
    PARTICIPLE_ENDINGS,
    PARTICIPLE_ENDINGS_2,
    POSSESSIVES,
    PRONOUN_OVERRIDES,
    PRONOUNS,
    PRONOUNS_2,
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
    coreferent_pronouns,
    head_words,
    hebrew_masculine_he,
    pronoun_evidence,
    pronoun_gender,
)

#: Version of the first rule set (kept exactly: ``--compat target-side-1`` reproduces it).
TARGET_SIDE_VERSION = "target-side-1"
#: Version of the rules with the additions of :data:`Policy.TARGET_SIDE_2` (module docstring).
TARGET_SIDE_2_VERSION = "target-side-2"
#: Version of ``target-side-2`` with the French rules of :data:`Policy.TARGET_SIDE_3` (module docstring).
TARGET_SIDE_3_VERSION = "target-side-3"

# The public names this module defined before it was split into the ``target_side_*``
# modules, re-exported so that callers keep importing them from here.
__all__ = [
    "ADVERBS",
    "ALSO_PLURAL",
    "ARABIC_PARTICLES",
    "ARABIC_PRONOUN_HOSTS",
    "CLITICS",
    "CLITIC_VERB_ENDINGS",
    "COPULAS",
    "ELIDED_HAVE",
    "ELISIONS",
    "ENCLITICS",
    "ENGLISH_PLURAL",
    "ENGLISH_SINGULAR",
    "HEBREW_MASCULINE_HE",
    "HEBREW_PARTICLES",
    "HEBREW_PREFIXES",
    "IMPERSONAL",
    "INDEFINITES",
    "LOANWORD_COMMON",
    "NOT_PREDICATE_LANGS",
    "PARTICIPLE_ENDINGS",
    "PARTICIPLE_ENDINGS_2",
    "POSSESSIVES",
    "PRONOUNS",
    "PRONOUNS_2",
    "PRONOUN_OVERRIDES",
    "ROMANCE",
    "ROMANCE_ADVERBS",
    "RULES_3",
    "SENTENCE_PRONOUNS",
    "SLAVIC",
    "SPLIT_ELISION",
    "STRESSED",
    "STRESSED_AFTER",
    "TARGET_SIDE_2_VERSION",
    "TARGET_SIDE_3_VERSION",
    "TARGET_SIDE_VERSION",
    "NounReading",
    "TargetSideAnalyzer",
    "coreferent_pronouns",
    "head_words",
    "hebrew_masculine_he",
    "pronoun_evidence",
    "pronoun_gender",
]


@dataclass(frozen=True)
class NounReading:
    """The gender the entity's own words give, and whether it is a weak reading.

    A *weak* reading is one that the words that corefer or agree with the entity may
    replace in every language: a German feminine read from a determiner alone (``der``
    and ``die`` are also dative/genitive feminine and plural), a Hebrew noun whose two
    genders are spelt alike (:data:`HEBREW_MASCULINE_HE`), a Russian/Ukrainian word
    read feminine from an inanimate parse while its animate (person) parses are masculine.
    """

    gender: Gender
    weak: bool = False
    indefinite: bool = False
    #: ``target-side-3``: the span holds a content word (the entity was found) that gives
    #: no gender: with no coreferent gender it reads *neutral* (an epicene noun), not unknown.
    found: bool = False


class TargetSideAnalyzer(CoreferenceReader):
    """A language's analyser (under ``mt_gender-2022``) corrected by the translation's pronouns.

    Built by :func:`~fairmt.gender.base.get_analyzer` for a target-side policy; ``name``
    and ``languages`` are the wrapped analyser's.
    """

    # -- the entity's own words ----------------------------------------------------

    def _noun_span(self, span: EntitySpan) -> tuple[EntitySpan, Gender | None]:
        """The span the wrapped analyser reads (construct heads) and a weak reading it replaces."""
        if self.lang in ("ar", "he") and span.words:
            if self.lang == "he" and hebrew_masculine_he(span.words):
                return span, M
            head = head_words(self.lang, span.words)
            if head is not None:
                if self.lang == "he" and hebrew_masculine_he(head):
                    return span, M
                return replace(span, words=head), None
        return span, None

    def noun_reading(self, span: EntitySpan, base: Gender, spelt_alike: Gender | None) -> NounReading:
        """The reading of the entity's own words, from the wrapped analyser's ``base``."""
        if spelt_alike is not None:
            return NounReading(spelt_alike, weak=True)
        indefinites = INDEFINITES.get(self.lang, frozenset())
        words = self._joined(span.words) if self.v3 else span.words
        if any(_clean(w) in indefinites for w in words):
            return NounReading(Gender.NEUTRAL, indefinite=True)
        if self._lexicon and self.common_loanword(span):
            return NounReading(Gender.NEUTRAL, indefinite=True)
        if self.lang == "de" and base is F:
            from fairmt.gender.german import EXCEPTIONS

            marked = span.source_entity.strip().lower() in EXCEPTIONS or any(
                len(_clean(w)) > 4 and _clean(w).endswith(("in", "innen")) for w in span.words
            )
            return NounReading(F, weak=not marked)
        if self._morph is not None and span.words:
            animate = self._animate_genders(span.words)
            if len(animate) == 1:
                g = animate.pop()
                return NounReading(g, weak=g is not base)
        return NounReading(base)

    def common_loanword(self, span: EntitySpan) -> bool:
        """``target-side-2``: the entity is an unadapted English loanword without a gendered
        pair (:data:`LOANWORD_COMMON`): one of its words is the English entity itself, has no
        feminine ending and no ``X``/``X-in`` pair in the language's lexicon (german-nouns)."""
        from fairmt.inflect import german_lexicon

        english = span.source_entity.strip().lower()
        for w in span.words:
            c = _clean(w)
            if c and c == english and not c.endswith("in") and german_lexicon.lookup(w.strip(_EDGE)) is None:
                return True
        return False

    def _animate_genders(self, words: Sequence[str]) -> set[Gender]:
        """Genders of the animate-noun parses (persons) of the words, by pymorphy3."""
        out: set[Gender] = set()
        for w in words:
            c = _clean(w)
            if not c:
                continue
            got = self._animate.get(c)
            if got is None:
                found = set()
                for parse in self._morph.parse(c):
                    tag = parse.tag
                    if tag.POS == "NOUN" and tag.animacy == "anim" and tag.gender in ("masc", "femn"):
                        found.add(M if tag.gender == "masc" else F)
                got = self._animate[c] = frozenset(found)
            out |= got
        return out

    # -- target-side-3 (French): the entity's own words ---------------------------

    def _joined(self, words: Sequence[str]) -> list[str]:
        """``target-side-3``: words with a split elision (:data:`SPLIT_ELISION`) joined to
        the next word (``quelqu'`` ``un`` -> ``quelqu'un``)."""
        split = SPLIT_ELISION.get(self.lang, frozenset())
        out: list[str] = []
        for w in words:
            if out and _clean(out[-1]) in split:
                out[-1] = _clean(out[-1]) + _clean(w)
            else:
                out.append(w)
        return out

    def noun_reading_3(self, span: EntitySpan, noun: NounReading) -> NounReading:
        """``target-side-3``'s corrections of the entity's own reading (module docstring, rule 6):
        a found epicene noun (``found``) and a gender read only from another noun's article
        (``weak``)."""
        assert self._romance is not None
        kinds = [
            (i, self._romance._classify(_clean(w))) for i, w in zip(span.indices, span.words, strict=False)
        ]
        content = any(k == "content" for _, k in kinds)
        weak = noun.weak
        if not content and noun.gender in (M, F) and span.links:
            weak = weak or self._foreign_article(span, [i for i, k in kinds if k == "det"])
        return replace(noun, weak=weak, found=content and not noun.indefinite)

    def _foreign_article(self, span: EntitySpan, determiners: Sequence[int]) -> bool:
        """Every determiner of the span stands before a word that translates another English
        word than the entity (``à la visite de l'auditeur`` for "the auditor 's visit"): the
        article agrees with that noun, not with the person."""
        if not determiners:
            return False
        mine = {span.source_index, span.source_index - 1}
        by_tgt: dict[int, set[int]] = {}
        for s, t in span.links:
            by_tgt.setdefault(t, set()).add(s)
        for t in determiners:
            src = by_tgt.get(t + 1)
            if t + 1 in span.indices or not src or src & mine:
                return False
        return True

    # -- the reading ----------------------------------------------------------------

    def entity_gender(self, span: EntitySpan) -> Gender:
        return self.entity_genders([span])[0]

    def entity_genders(self, spans: Sequence[EntitySpan]) -> list[Gender]:
        if self.v4:
            assert self._romance is not None
            kind = self._romance._classify
            spans = [compound_head(self.lang, s, _clean, kind) or s for s in spans]
        prepared = [self._noun_span(s) for s in spans]
        base = self.base.entity_genders([s for s, _ in prepared])
        out = []
        for span, (_, alike), g in zip(spans, prepared, base, strict=True):
            noun = self.noun_reading(span, g, alike)
            if self.v3:
                noun = self.noun_reading_3(span, noun)
            coref, agree = self.agreement_evidence(span)
            g = self.combine(noun, coref, agree)
            lone = g is Gender.UNKNOWN and span.empty and not (coref or agree)
            if self.v4 and lone and pronoun_only(self.lang, span, _clean):
                g = Gender.NEUTRAL  # target-side-4, 7c: the person is only a genderless ``lui``
            out.append(g)
        return out

    def combine(self, noun: NounReading, coref: set[Gender], agree: set[Gender]) -> Gender:
        """The entity's gender from its own words and from those that corefer or agree with it."""
        if len(agree) == 1:
            return next(iter(agree))  # the entity's own verb agrees with the person
        if len(coref) != 1:
            return Gender.NEUTRAL if noun.found and noun.gender is Gender.UNKNOWN else noun.gender
        ev = next(iter(coref))
        if noun.indefinite:
            return F if ev is F else noun.gender
        if noun.gender not in (M, F) or noun.weak:
            return ev
        if self.lang in PRONOUN_OVERRIDES and ev is F:
            return F
        return noun.gender

    def version(self) -> str:
        if not self.v2:
            return f"{self.base.version()}+{TARGET_SIDE_VERSION}"
        if self._v4_policy:
            lexicon = "" if self.lang not in LOANWORD_COMMON or self._lexicon else "-nolexicon"
            return f"{self.base.version()}+{TARGET_SIDE_4_VERSION}{lexicon}"
        if self._v3_policy:
            lexicon = "" if self.lang not in LOANWORD_COMMON or self._lexicon else "-nolexicon"
            return f"{self.base.version()}+{TARGET_SIDE_3_VERSION}{lexicon}"
        # The loanword rule needs german-nouns: without it the rule is off, and says so.
        lexicon = "" if self.lang not in LOANWORD_COMMON or self._lexicon else "-nolexicon"
        return f"{self.base.version()}+{TARGET_SIDE_2_VERSION}{lexicon}"
