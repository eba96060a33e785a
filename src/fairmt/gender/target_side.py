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
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from fairmt.gender.base import EntitySpan, Gender, GenderAnalyzer, Policy
from fairmt.gender.target_side_4 import (
    RULES_4,
    TARGET_SIDE_4_VERSION,
    compound_head,
    participle_after,
    pronoun_only,
)

if TYPE_CHECKING:
    from fairmt.gender.romance import RomanceRulesAnalyzer

#: Version of the first rule set (kept exactly: ``--compat target-side-1`` reproduces it).
TARGET_SIDE_VERSION = "target-side-1"
#: Version of the rules with the additions of :data:`Policy.TARGET_SIDE_2` (module docstring).
TARGET_SIDE_2_VERSION = "target-side-2"
#: Version of ``target-side-2`` with the French rules of :data:`Policy.TARGET_SIDE_3` (module docstring).
TARGET_SIDE_3_VERSION = "target-side-3"

M, F = Gender.MALE, Gender.FEMALE

#: English pronouns that refer to the entity in a WinoMT sentence.
ENGLISH_SINGULAR = frozenset({"he", "she", "him", "her", "his", "hers", "himself", "herself"})
POSSESSIVES = frozenset({"his", "her", "their"})
ENGLISH_PLURAL = frozenset({"they", "them", "their", "theirs", "themselves", "themself"})

#: lang -> target pronoun form -> gender of the person it refers to. Personal pronouns and
#: possessives whose form follows the possessor (not the possessed noun).
PRONOUNS: dict[str, dict[str, Gender]] = {
    "de": {
        **dict.fromkeys(["er", "ihn", "ihm", "sein", "seine", "seinen", "seinem", "seiner", "seines"], M),
        **dict.fromkeys(["sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres"], F),
    },
    "fr": {"il": M, "elle": F},
    "es": {"él": M, "ella": F},
    "it": {"lui": M, "egli": M, "esso": M, "lei": F, "ella": F, "essa": F},
    "ru": {
        **dict.fromkeys(["он", "его", "него", "ему", "нему", "им", "ним", "нем", "нём"], M),
        **dict.fromkeys(["она", "её", "ее", "неё", "нее", "ей", "ней", "ею", "нею"], F),
    },
    "uk": {
        **dict.fromkeys(["він", "його", "нього", "йому", "ньому", "ним", "нім"], M),
        **dict.fromkeys(["вона", "її", "неї", "їй", "ній", "нею", "неї"], F),
    },
    "he": {
        **dict.fromkeys(
            ["הוא", "לו", "אותו", "שלו", "אליו", "בו", "ממנו", "עליו", "איתו", "עבורו", "לעצמו"], M
        ),
        **dict.fromkeys(
            ["היא", "לה", "אותה", "שלה", "אליה", "בה", "ממנה", "עליה", "איתה", "עבורה", "לעצמה"], F
        ),
    },
    "ar": {"هو": M, "هي": F},
}

#: ``target-side-2``: emphatic and demonstrative pronouns that stand for a person and show
#: its gender (French ``celle-ci`` "the latter (she)", ``elle-même`` "she herself"). MT
#: systems choose ``celui-ci``/``celle-ci`` to point at the second-named person; the form
#: agrees with that person (or with the grammatical gender of the noun naming them).
PRONOUNS_2: dict[str, dict[str, Gender]] = {
    "fr": {
        **dict.fromkeys(["celui-ci", "celui-là", "lui-même"], M),
        **dict.fromkeys(["celle-ci", "celle-là", "elle-même"], F),
    },
}

#: ``target-side-2``: verb endings of the word after a French object clitic ``la``/``le``
#: linked to English ``her``/``him`` (``la convaincre``, ``le sabota``, ``la regardait``):
#: infinitives, imperfect, passé simple. With the link, ``la``/``le`` before a verb is the
#: pronoun, not the article (an article would agree with a noun: ``la ... -er`` is no pair).
CLITIC_VERB_ENDINGS: dict[str, tuple[str, ...]] = {
    "fr": ("er", "ir", "re", "oir", "ait", "aient", "a", "èrent", "it", "irent", "ut", "urent"),
}

#: ``target-side-2``: French past participles after an elided clitic and "have" (``l'a
#: confondue``, ``l'a suivie``, ``l'a prise``): the forms beyond ``-é``/``-ée``
#: (:data:`PARTICIPLE_ENDINGS`) of the other conjugations. Only the feminine forms are added
#: (plus ``-i``/``-u``): a masculine ``-is``/``-it`` is also a finite verb (``dit``, ``mis``).
PARTICIPLE_ENDINGS_2: dict[str, tuple[tuple[str, Gender], ...]] = {
    "fr": (
        ("ie", F), ("ies", F), ("ue", F), ("ues", F), ("ise", F), ("ises", F), ("ite", F), ("ites", F),
        ("erte", F), ("ertes", F), ("inte", F), ("intes", F), ("i", M), ("u", M),
    ),
}  # fmt: skip

#: ``target-side-2``: adverbs that stand between an auxiliary and its participle, skipped
#: before the participle is read (French; and any French word in ``-ment``).
ROMANCE_ADVERBS: dict[str, frozenset[str]] = {
    "fr": frozenset([
        "presque", "ensuite", "aussitôt", "vite", "bien", "mal", "déjà", "enfin", "alors", "même",
        "toujours", "jamais", "pas", "plus", "beaucoup", "tout", "aussi", "encore", "souvent",
        "peut-être", "longtemps", "tôt", "tard", "puis",
    ]),
}  # fmt: skip

#: ``target-side-2``: languages whose personal pronouns are read anywhere in the
#: translation when the aligner links the English pronoun to none (its own links, the
#: unaligned tokens and the other fallbacks of rule 2 give no gender). A WinoMT sentence
#: has one pronoun, and its translation one third-person pronoun; impersonal ``il``
#: (:data:`IMPERSONAL`) is left out. French only: its pronouns are not also plural or
#: polite forms (German ``sie``), and the words are not attached (Arabic, Hebrew).
SENTENCE_PRONOUNS = frozenset({"fr"})
#: Verbs after which French ``il`` is impersonal (``il y a``, ``il faut``, ``il manquait``).
IMPERSONAL: dict[str, frozenset[str]] = {
    "fr": frozenset([
        "y", "faut", "fallait", "faudrait", "faudra", "s'agit", "s'agissait", "manque", "manquait",
        "reste", "restait", "pleut", "semble", "semblait", "paraît", "paraissait", "vaut", "valait",
        "suffit", "suffisait",
    ]),
}  # fmt: skip

#: ``target-side-2``: languages whose words linked to the English predicate after ``she
#: was``/``he got`` (rule 2, the copula) are read only when they can agree with the subject:
#: not function words (French ``été`` is invariable: ``elle a été payée``) nor infinitives
#: (the endings given; ``elle se fasse virer``). French only: Italian ``stata``/``stato``
#: and Spanish participles after ``ser`` do agree.
NOT_PREDICATE_LANGS: dict[str, tuple[str, ...]] = {"fr": ("er", "ir", "oir", "re")}

#: ``target-side-2``: languages where an unadapted English loanword for a person (the
#: target word is the English entity itself: ``der CEO``, ``der Sheriff``) without a
#: gendered pair in the language's lexicon (Wiktionary's ``CEO`` has no ``CEOin``) reads
#: as a common-gender noun: its masculine article is the default agreement of a loanword,
#: as ``jemand ... er`` is of the indefinite (rule 1c), and only feminine coreferent words
#: make it female. German only: the dev half's annotators read ``der CEO``/``der Sheriff``
#: without a feminine pronoun as *neutral*.
LOANWORD_COMMON = frozenset({"de"})

#: ``target-side-3``: languages whose rules below are on (French only; the other languages
#: read exactly as under ``target-side-2``).
RULES_3 = frozenset({"fr"})

#: ``target-side-3``: prepositions after which French ``lui`` is the stressed pronoun, which is
#: masculine (``avec lui``, ``chez lui``, ``de lui``; the feminine is ``avec elle``). Before a
#: verb ``lui`` is the dative clitic of either gender (``lui a demandé``) and says nothing.
STRESSED_AFTER: dict[str, frozenset[str]] = {
    "fr": frozenset([
        "à", "avec", "de", "pour", "chez", "sans", "par", "contre", "envers", "vers", "devant",
        "derrière", "sur", "sous", "entre", "après", "avant", "auprès", "près", "selon", "malgré",
        "pendant", "comme", "sauf", "que",
    ]),
}  # fmt: skip
#: ``target-side-3``: the stressed pronouns read after :data:`STRESSED_AFTER`.
STRESSED: dict[str, dict[str, Gender]] = {"fr": {"lui": M}}

#: ``target-side-3``: elided object clitics that some systems write as a token of their own
#: (``l' a remerciée``, tokenised output): with the next token they are read as
#: :data:`ELIDED_HAVE` (``l'a``), and ``quelqu' un`` as :data:`INDEFINITES`' ``quelqu'un``.
SPLIT_ELISION: dict[str, frozenset[str]] = {"fr": frozenset({"l'", "quelqu'"})}

#: Arabic conjunctions and prepositions with an attached pronoun (``لأنها`` because she),
#: read also when the English pronoun is linked to nothing.
ARABIC_PRONOUN_HOSTS = (
    "لأن",
    "لان",
    "أن",
    "ان",
    "إن",
    "بأن",
    "لكن",
    "ل",
    "علي",
    "إلي",
    "الي",
    "من",
    "ب",
    "مع",
)
_ARABIC_PRONOUNS: dict[str, Gender] = {
    **{h + "ه": M for h in ARABIC_PRONOUN_HOSTS},
    **{h + "ها": F for h in ARABIC_PRONOUN_HOSTS},
}

#: Languages where a feminine coreferent word makes a masculine (generic) noun a woman.
#: Elsewhere a gendered noun stands and coreferent words only replace an unknown, neutral or
#: weak reading. A convention of reading (module docstring, rule 3), set from the dev half.
PRONOUN_OVERRIDES = frozenset({"de", "fr"})
#: Languages whose agreement words are read with the model-free Romance rules.
ROMANCE = frozenset({"fr", "es", "it", "pt"})
#: Languages read with pymorphy3 (animate noun parses, past-tense verb agreement).
SLAVIC = frozenset({"ru", "uk"})

#: Forms that are also plural (or a plural possessive): read only for a singular English pronoun.
ALSO_PLURAL: dict[str, frozenset[str]] = {
    "de": frozenset({"sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "ihres"}),
    "ru": frozenset({"им", "ним"}),
}

#: Elided prefixes split off before the pronoun table is read (French, Italian).
ELISIONS: dict[str, tuple[str, ...]] = {
    "fr": ("qu'", "lorsqu'", "puisqu'", "quoiqu'", "jusqu'", "s'", "l'", "d'", "n'", "c'", "j'"),
    "it": ("l'", "c'", "s'", "d'", "un'", "dell'", "all'", "quell'"),
}

#: Hebrew prefixes (conjunction, relative, prepositions) that may stand before a pronoun.
HEBREW_PREFIXES = ("וכש", "כש", "וש", "ש", "ו")

#: Hebrew nouns whose masculine ends in ה (present participles of roots ending in ה; the
#: feminine is spelt the same without vowel points, or with ית/ת): read as masculine.
HEBREW_MASCULINE_HE = frozenset(
    {
        "רואה",  # seer; רואה חשבון accountant
        "מורה",  # teacher
        "ממונה",  # appointee, supervisor
        "מנקה",  # cleaner
        "קונה",  # buyer
        "בונה",  # builder
        "אופה",  # baker
        "צופה",  # viewer
        "רועה",  # shepherd
        "עושה",  # doer
        "מרצה",  # lecturer
        "מנחה",  # presenter, supervisor (of a thesis)
        "מתמחה",  # intern
        "מומחה",  # expert
        "משנה",  # deputy
        "מורשה",  # authorised person
        "מצווה",  # commander (one who commands)
        "מלווה",  # escort, lender
        "חוזה",  # seer
        "שוטה",  # fool
    }
)

#: Arabic and Hebrew particles and prepositions that stand as words before a noun.
ARABIC_PARTICLES = frozenset({"من", "إلى", "الى", "على", "في", "عن", "مع", "و", "أن", "ان", "ل", "ب"})
HEBREW_PARTICLES = frozenset({"את", "של", "עם", "אל", "על", "מן", "עבור", "בין", "ליד"})

_EDGE = ".,;:!?\"'()[]«»“”„…-–—"


def _clean(token: str) -> str:
    t = unicodedata.normalize("NFC", token).replace("’", "'").lower()
    return t.strip(_EDGE) if not t.endswith("'") else t.lstrip(_EDGE)


def _unelide(lang: str, token: str) -> str:
    for prefix in ELISIONS.get(lang, ()):
        if token.startswith(prefix) and len(token) > len(prefix):
            return token[len(prefix) :]
    return token


def pronoun_gender(
    lang: str, token: str, english_plural: bool = False, aligned: bool = True, extended: bool = False
) -> Gender | None:
    """Gender of the person a target pronoun refers to, or None when the form does not say.

    ``english_plural``: the English pronoun it is aligned to is ``they``/``them``/``their``,
    so forms that are also plural (German ``sie``) give nothing. ``aligned``: the token is
    linked to the English pronoun; an Arabic word is then read by its attached pronoun
    (``-ها``/``-ه``) whatever its host, otherwise only with a listed host
    (:data:`ARABIC_PRONOUN_HOSTS`). ``extended``: also the emphatic and demonstrative
    pronouns of ``target-side-2`` (:data:`PRONOUNS_2`).
    """
    t = _unelide(lang, _clean(token))
    if not t:
        return None
    table = PRONOUNS.get(lang, {})
    if english_plural and t in ALSO_PLURAL.get(lang, frozenset()):
        return None
    g = table.get(t)
    if g is not None:
        return g
    if extended and (g := PRONOUNS_2.get(lang, {}).get(t)) is not None:
        return g
    if lang == "he":
        for prefix in HEBREW_PREFIXES:
            if t.startswith(prefix) and t[len(prefix) :] in table:
                return table[t[len(prefix) :]]
    if lang == "ar":
        core = t[1:] if t.startswith(("و", "ف")) and t[1:] in _ARABIC_PRONOUNS else t
        if core in _ARABIC_PRONOUNS:
            return _ARABIC_PRONOUNS[core]
        if not aligned:
            return None
        # Attached pronouns: -ها her, -ه him/his (not the feminine ending ة, not -هم/-هن).
        if len(t) >= 3 and t.endswith("ها"):
            return F
        if len(t) >= 2 and t.endswith("ه"):
            return M
    return None


def coreferent_pronouns(span: EntitySpan) -> list[tuple[str, str]]:
    """``(English pronoun, target token)`` for each link from an English pronoun of the sentence."""
    if not span.links or not span.tokens:
        return []
    src = span.source.split()
    out = []
    for s, t in span.links:
        if 0 <= s < len(src) and 0 <= t < len(span.tokens):
            w = _clean(src[s])
            if w in ENGLISH_SINGULAR or w in ENGLISH_PLURAL:
                out.append((w, span.tokens[t]))
    return out


def pronoun_evidence(lang: str, span: EntitySpan) -> Gender | None:
    """The one gender the target pronouns linked to the English pronouns give, or None."""
    found = {
        g
        for en, tok in coreferent_pronouns(span)
        if (g := pronoun_gender(lang, tok, en in ENGLISH_PLURAL)) is not None
    }
    return found.pop() if len(found) == 1 else None


def _singular_pronoun(src: Sequence[str]) -> bool:
    """The (cleaned) English words have a singular third-person pronoun."""
    return any(w in ENGLISH_SINGULAR for w in src)


def _has_article(lang: str, word: str) -> bool:
    if lang == "ar":
        return any(word.startswith(p) for p in ("ال", "لل", "بال", "وال", "فال", "كال"))
    return word.startswith("ה") and len(word) > 2


def head_words(lang: str, words: Sequence[str]) -> tuple[str, ...] | None:
    """The head of an Arabic/Hebrew construct phrase, or None when the span is not one."""
    particles = ARABIC_PARTICLES if lang == "ar" else HEBREW_PARTICLES
    content = [w for w in (_clean(x) for x in words) if w and w not in particles]
    if len(content) >= 2 and not _has_article(lang, content[0]) and _has_article(lang, content[1]):
        return (content[0],)
    return None


def hebrew_masculine_he(words: Sequence[str]) -> bool:
    """The span's words are one masculine noun ending in ה (with an optional article)."""
    content = [w for w in (_clean(x) for x in words) if w and w not in HEBREW_PARTICLES]
    if len(content) != 1:
        return False
    w = content[0]
    return w in HEBREW_MASCULINE_HE or (w.startswith("ה") and w[1:] in HEBREW_MASCULINE_HE)


#: Object clitics (French, Spanish, Italian) that show the person's gender; also articles,
#: so they count only before a verb (the romance rules' function word or verb ending).
CLITICS: dict[str, dict[str, Gender]] = {
    "fr": {"le": M, "la": F},
    "es": {"lo": M, "la": F},
    "it": {"lo": M, "la": F, "gli": M, "le": F},
}
#: Pronouns attached to an infinitive or gerund (``invitarla``, ``ayudándolo``, ``dirgli``).
ENCLITICS: dict[str, tuple[tuple[str, Gender], ...]] = {
    "es": (("rla", F), ("rlo", M), ("ndola", F), ("ndolo", M)),
    "it": (("rla", F), ("rlo", M), ("rle", F), ("rgli", M), ("ndola", F), ("ndolo", M)),
}
#: Forms of "have" that take an elided object clitic, ``l'a invitée``, ``l'ha invitata``: the
#: past participle after them agrees with the clitic, i.e. with the person.
ELIDED_HAVE: dict[str, frozenset[str]] = {
    "fr": frozenset({"l'a", "l'avait", "l'ont", "l'avaient", "l'aurait", "l'ai"}),
    "it": frozenset({"l'ha", "l'aveva", "l'hanno", "l'avevano", "l'avrebbe", "l'ho"}),
}
PARTICIPLE_ENDINGS: dict[str, tuple[tuple[str, Gender], ...]] = {
    "fr": (("ée", F), ("ées", F), ("é", M), ("és", M)),
    "it": (("ata", F), ("ate", F), ("ita", F), ("uta", F), ("ato", M), ("ito", M), ("uto", M)),
}
#: English copulas and the adverbs that may stand between one and its predicate.
COPULAS = frozenset(
    [
        "is",
        "was",
        "were",
        "are",
        "be",
        "been",
        "being",
        "became",
        "becomes",
        "become",
        "seemed",
        "seems",
        "seem",
        "felt",
        "feels",
        "feel",
        "looked",
        "looks",
        "look",
        "got",
        "gets",
        "get",
        "remained",
        "remains",
    ]
)
ADVERBS = frozenset("not so too very more really always already still quite a an the never".split())  # noqa: SIM905


def _participle(lang: str, word: str, extended: bool = False) -> Gender | None:
    endings = [*PARTICIPLE_ENDINGS.get(lang, ()), *(PARTICIPLE_ENDINGS_2.get(lang, ()) if extended else ())]
    for ending, g in sorted(endings, key=lambda e: -len(e[0])):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return g
    return None


#: Indefinite pronouns that translate "someone". Their masculine agreement is grammar, not
#: the person's gender (``jemand ... er``): they read *neutral*, and only a feminine form
#: (``qualcuna``, ``quelqu'une``) or feminine coreferent words make them female. Hebrew is
#: not listed: its ``מישהו`` stands beside the everyday feminine ``מישהי`` and is masculine.
INDEFINITES: dict[str, frozenset[str]] = {
    "de": frozenset({"jemand", "jemanden", "jemandem", "jemands", "jemandes"}),
    "fr": frozenset({"quelqu'un"}),
    "es": frozenset({"alguien"}),
    "it": frozenset({"qualcuno"}),
    "pt": frozenset({"alguém"}),
    "ru": frozenset(
        {"кто-то", "кого-то", "кому-то", "кем-то", "ком-то", "кто-нибудь", "кого-нибудь", "кому-нибудь"}
    ),
    "uk": frozenset({"хтось", "когось", "комусь", "кимось", "хто-небудь", "кого-небудь", "кому-небудь"}),
}


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


class TargetSideAnalyzer(GenderAnalyzer):
    """A language's analyser (under ``mt_gender-2022``) corrected by the translation's pronouns.

    Built by :func:`~fairmt.gender.base.get_analyzer` for a target-side policy; ``name``
    and ``languages`` are the wrapped analyser's.
    """

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

    # -- target-side-3 (French) -------------------------------------------------------

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
