"""What one word of a WinoMT translation says about a person, per language: the target-side tables.

The data and word layer of :class:`~fairmt.gender.target_side.TargetSideAnalyzer` (the
module doc of :mod:`fairmt.gender.target_side` gives the rules and the policies that use each
table). The concept here is *one target word, read on its own*: the English pronouns that
refer to the entity; per language, the third-person pronouns and the forms that are also
plural (:data:`PRONOUNS`, :data:`PRONOUNS_2`, :data:`ALSO_PLURAL`), Hebrew and Arabic
prefixed and attached pronouns, the Romance object clitics and enclitics, the participle
endings after an elided "have", the copulas and adverbs of the English predicate, the
indefinite pronouns that translate "someone"; a token cleaned of its punctuation and
elision (:func:`_clean`), a pronoun's gender (:func:`pronoun_gender`), the pronouns linked
to the English ones (:func:`coreferent_pronouns`, :func:`pronoun_evidence`), and the head of
an Arabic/Hebrew construct phrase (:func:`head_words`, :func:`hebrew_masculine_he`).

Decisions: module-level tables and plain functions (no analyser state), so that every policy
reads the same data and the analyser's layers only decide which of them apply; the names are
the ones :mod:`fairmt.gender.target_side` defined before the split, and it re-exports the
public ones.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from fairmt.gender.base import EntitySpan, Gender

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
