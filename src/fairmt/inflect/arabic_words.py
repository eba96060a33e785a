"""Arabic words: the gender one word shows and its form in the other gender.

The lowest layer of :class:`~fairmt.inflect.arabic.ArabicInflector` (ar-inflect-4; the module
doc of :mod:`fairmt.inflect.arabic` says which affixes show gender). The concept here is
*one unvocalised word, read and flipped on its own*: the closed classes (independent
pronouns, the kinship and person nouns whose gender is the lexeme's, the masculine nouns in
ة, function words, the prepositions that take a pronoun suffix); a token split into its
punctuation and its word, without short vowels (:func:`strip_diacritics`, :func:`split_token`);
the proclitics a word may carry (the conjunction و/ف, the article, ``كان``); the gender a
pronoun, a possessive or object suffix, a noun or adjective ending and a third-person verb
show (:func:`pronoun_gender`, :func:`suffix_gender`, :func:`noun_gender`,
:func:`verb_gender`), the same words in the other gender (:func:`flip_pronoun`,
:func:`flip_suffix`, :func:`flip_noun`, :func:`flip_verb`), and a flipped word written back
with the marks of the letters it keeps (:func:`_render`).

Decisions: plain functions over strings, with no view of the sentence, so that the person
shapes (:mod:`fairmt.inflect.arabic_persons`), the agreement rules
(:mod:`fairmt.inflect.arabic_agreement`) and the inflector's span logic all build on them;
the names keep the leading underscore they had in :mod:`fairmt.inflect.arabic` (they are
this package's helpers, not an API), and that module re-exports the public ones.
"""

from __future__ import annotations

import unicodedata

from fairmt.gender.types import Realisation
from fairmt.inflect.base import word_tuple

_DIACRITICS = {chr(c) for c in range(0x064B, 0x0653)} | {"\u0640", "\u0670"}
_TA_MARBUTA = "ة"

#: Independent pronouns, by gender (third person; singular and plural).
_PRONOUNS: dict[str, Realisation] = {"هو": "M", "هي": "F", "هم": "M", "هن": "F", "هنّ": "F"}
_PRONOUN_FLIP = {"هو": "هي", "هي": "هو", "هم": "هن", "هن": "هم"}

#: Kinship and person nouns whose gender is the lexeme's (not its ending), with their pair.
_LEXICAL_F = {
    "أم": "أب",
    "ام": "اب",
    "بنت": "ابن",
    "ابنة": "ابن",
    "أخت": "أخ",
    "اخت": "اخ",
    "امرأة": "رجل",
    "إمرأة": "رجل",
    "نساء": "رجال",
    "سيدة": "سيد",
    "فتاة": "فتى",
    "عروس": "عريس",
    "زوجة": "زوج",
    "جدة": "جد",
    "عمة": "عم",
    "خالة": "خال",
    "ملكة": "ملك",
    "أميرة": "أمير",
    "أمهات": "آباء",
    "بنات": "أبناء",
    "أخوات": "إخوة",
    "سيدات": "سادة",
}
_LEXICAL_M = {
    "أب": "أم",
    "اب": "ام",
    "ابن": "ابنة",
    "أخ": "أخت",
    "اخ": "اخت",
    "رجل": "امرأة",
    "رجال": "نساء",
    "ولد": "بنت",
    "صبي": "فتاة",
    "فتى": "فتاة",
    "عريس": "عروس",
    "آباء": "أمهات",
    "أبناء": "بنات",
    "إخوة": "أخوات",
    "اخوة": "اخوات",
    "أخوة": "أخوات",
    "خليفة": "",
    "سادة": "سيدات",
}
#: Masculine nouns ending in tāʾ marbūṭa (the caliph, intensive forms): read masculine.
_MASCULINE_TA = {"خليفة", "رحالة", "علامة", "نابغة", "داهية"}

#: Function words a person cue is never aligned to on purpose (read nothing).
_FUNCTION = frozenset(
    word_tuple(
        "في من إلى الى على عن مع و أو او ثم لكن بل أن ان إن لا لم لن ما قد كما التي الذي الذين "
        "اللواتي اللاتي هذا هذه ذلك تلك هؤلاء أولئك كل بعض عند بين حتى منذ بعد قبل خلال حول "
        # particles and adverbs of three letters that have a bare perfect's shape
        "حيث فقط رغم بغض غير دون ضد نحو عبر وفق لدى إذ إذا اذا لو كي لكي حين بينما عندما أيضا ايضا"
    )
)
#: Prepositions that take a pronoun suffix (لها, عليه).
_PREPOSITIONS = ("علي", "الي", "إلي", "من", "عن", "في", "ل", "ب", "مع", "عند", "لدي", "ك")


def strip_diacritics(word: str) -> str:
    """``word`` without short vowels, tanwīn, shadda, sukūn, dagger alif and tatweel."""
    return "".join(c for c in word if c not in _DIACRITICS)


def split_token(token: str) -> tuple[str, str, str]:
    """A token as (leading punctuation, word, trailing punctuation); letters and marks are the word."""
    i, j = 0, len(token)
    while i < j and not unicodedata.category(token[i]).startswith(("L", "M")):
        i += 1
    while j > i and not unicodedata.category(token[j - 1]).startswith(("L", "M")):
        j -= 1
    return token[:i], token[i:j], token[j:]


def _core(token: str) -> str:
    return strip_diacritics(split_token(token)[1])


def _kana(word: str) -> tuple[str, str] | None:
    """``كان``/``كانت`` with its conjunction (``وكان``, ``فكانت``) as (conjunction, verb)."""
    if word in ("كان", "كانت"):
        return "", word
    if word[:1] in ("و", "ف") and word[1:] in ("كان", "كانت"):
        return word[0], word[1:]
    return None


def _conj(word: str) -> tuple[str, str]:
    """The conjunction proclitic (و, ف) and the rest, for words of five letters or more
    (``وكانت``, ``فقالت``): a shorter word starting with و or ف is read as it is, since many
    roots start with them (``وصلت``, ``ولدت``, ``فاز``)."""
    if len(word) >= 5 and word[0] in "وف":
        return word[0], word[1:]
    return "", word


def _article(word: str) -> tuple[str, str]:
    """A preposition/conjunction + article prefix (``ال``, ``وال``, ``بال``, ``لل``) and the stem."""
    for p in ("وبال", "وال", "فال", "بال", "كال", "ال", "ولل", "لل"):
        if word.startswith(p) and len(word) - len(p) >= 2:
            return p, word[len(p) :]
    return "", word


def _clitic_pp(word: str) -> bool:
    """A preposition with a third-person pronoun suffix (``بها``, ``له``, ``عليه``, ``منهم``)."""
    return suffix_gender(word) is not None and any(
        word.startswith(p) and 1 <= len(word) - len(p) <= 3 for p in _PREPOSITIONS
    )


def pronoun_gender(word: str) -> Realisation | None:
    """``هو``/``هي``/``هم``/``هن`` (also after و/ف)."""
    if word in _PRONOUNS:
        return _PRONOUNS[word]
    return _PRONOUNS.get(word[1:]) if word[:1] in ("و", "ف") else None


def suffix_gender(word: str) -> Realisation | None:
    """The gender of a third-person possessive or object suffix (``ـها``, ``ـه``, ``ـهن``, ``ـهم``)."""
    if len(word) < 2 or word in _PRONOUNS or pronoun_gender(word) is not None:
        return None
    if word.endswith(("ها", "هن")) and len(word) >= 3:
        return "F"
    if word.endswith("هم") and len(word) >= 3:
        return "M"
    if word.endswith("ه") and len(word) >= 2:
        return "M"
    return None


def noun_gender(word: str, plural: bool = False, unmarked: Realisation | None = "M") -> Realisation | None:
    """The gender a person noun or adjective shows (see the module doc), or ``None``;
    ``unmarked``: the reading of a singular without a feminine ending (masculine by grammar,
    ``None`` where the word may not be the person noun at all)."""
    if not word or word in _FUNCTION or len(word) < 2:
        return None
    _, w = _conj(word) if word[0] in "وف" and word[1:] and _article(word[1:])[0] else ("", word)
    _, stem = _article(w)
    for form in (stem, w):
        if form in _LEXICAL_F:
            return "F"
        if form in _LEXICAL_M:
            return "M"
        if form in _MASCULINE_TA:
            return "M"
    if stem.endswith(_TA_MARBUTA):
        return None if plural else "F"
    if stem.endswith(("تان", "تين")) and len(stem) >= 5:
        return "F"  # feminine dual
    if stem.endswith("ات") and len(stem) >= 4:
        return "F"
    if stem.endswith(("ون", "ين")) and len(stem) >= 4:
        return "M"
    # ة written ت before a possessive suffix (زوجته, ابنتها)
    for suf in ("تهما", "تها", "تهم", "تهن", "ته", "تك", "تي", "تنا", "تكم"):
        if stem.endswith(suf) and len(stem) - len(suf) >= 2:
            return None if plural else "F"
    if plural:
        return None  # a broken plural of either gender
    return unmarked  # an unmarked singular person noun is masculine


def verb_gender(word: str) -> Realisation | None:
    """The subject gender a third-person singular verb shows (perfect ``ـت``, imperfect ``يـ``/``تـ``)."""
    kana = _kana(word)
    if kana is not None:
        return "F" if kana[1] == "كانت" else "M"
    _, w = _conj(word)
    if w.startswith("ال") or w.endswith((_TA_MARBUTA, "ات")) or len(w) < 3:
        return None
    if w.endswith("ت"):
        return "F"
    body = w[1:] if w.startswith("س") and len(w) >= 4 else w
    if (body.endswith("ا") and not body.endswith(("ها", "نا"))) or (
        len(body) == 5 and body[0] == "ت" and body[3] == "ي"
    ):
        # no third-person singular imperfect ends in ا (تماما, تقريبا: adverbial accusatives);
        # تفعيل is form II's verbal noun (تصنيف, تسجيل), not a verb
        return None
    if len(body) >= 3 and body[0] == "ي":
        return "M"
    if len(body) >= 3 and body[0] == "ت":
        return "F"
    return None


def flip_pronoun(word: str) -> str | None:
    if word in _PRONOUN_FLIP:
        return _PRONOUN_FLIP[word]
    if word[:1] in ("و", "ف") and word[1:] in _PRONOUN_FLIP:
        return word[0] + _PRONOUN_FLIP[word[1:]]
    return None


def flip_suffix(word: str, gender: Realisation) -> str | None:
    if gender == "F":
        if word.endswith("هم"):
            return word[:-1] + "ن"
        if word.endswith("ه") and not word.endswith("ها"):
            return word + "ا"
    elif gender == "M":
        if word.endswith("هن"):
            return word[:-1] + "م"
        if word.endswith("ها"):
            return word[:-1]
    return None


def flip_verb(word: str, gender: Realisation) -> str | None:
    kana = _kana(word)
    if kana is not None:
        return kana[0] + ("كانت" if gender == "F" else "كان")
    c, w = _conj(word)
    fut = "س" if w.startswith("س") and len(w) >= 4 and w[1] in "يت" else ""
    body = w[len(fut) :]
    if gender == "F":
        if body[:1] == "ي" and len(body) >= 3:
            return c + fut + "ت" + body[1:]
        if body.endswith(("ى", "ا", "ت", "ة")) or body.startswith("ت"):
            return None  # weak perfects (مشى, دعا) are not regular
        return c + body + "ت" if not fut else None
    if body[:1] == "ت" and len(body) >= 3 and not body.endswith("ت"):
        return c + fut + "ي" + body[1:]
    if body.endswith("ت") and len(body) >= 4 and not fut:
        return c + body[:-1]  # قالت -> قال; a weak perfect (مشت, رأت) keeps fewer than three letters
    return None


def flip_noun(word: str, gender: Realisation) -> str | None:
    prefix, stem = _article(word)
    if not prefix:
        c, rest = _conj(word)
        if c and rest in {**_LEXICAL_F, **_LEXICAL_M}:
            prefix, stem = c, rest
    table = _LEXICAL_M if gender == "F" else _LEXICAL_F
    if stem in table:
        return prefix + table[stem] if table[stem] else None
    if stem in _LEXICAL_F or stem in _LEXICAL_M or stem in _MASCULINE_TA:
        return None  # already in the gender asked for
    if gender == "M":
        if stem.endswith(_TA_MARBUTA) and len(stem) >= 3:
            return prefix + stem[:-1]
        if stem.endswith("ات") and len(stem) >= 5:
            return prefix + stem[:-2] + "ون"
        return None
    if stem.endswith(("ة", "ات", "ى", "ا", "ي", "ء")):
        return None
    if stem.endswith(("ون", "ين")) and len(stem) >= 5:
        return prefix + stem[:-2] + "ات"
    if len(stem) >= 3:
        return prefix + stem + _TA_MARBUTA
    return None


def _render(token: str, new_core: str) -> str:
    """``token`` with its word replaced by ``new_core``, keeping the marks (short vowels,
    shadda, tatweel) of the letters the two share at the start and the end: ``عُيّن`` ->
    ``عُيّنت``, not ``عينت``, so a flip changes only the letters that show the gender."""
    pre, raw, post = split_token(token)
    core = strip_diacritics(raw)
    p = 0
    while p < min(len(core), len(new_core)) and core[p] == new_core[p]:
        p += 1
    q = 0
    while q < min(len(core), len(new_core)) - p and core[-1 - q] == new_core[-1 - q]:
        q += 1
    # raw index just after the p-th letter (with its marks), and of the (len - q)-th letter
    letters = [k for k, ch in enumerate(raw) if ch not in _DIACRITICS]
    if len(letters) != len(core):
        return pre + new_core + post
    head_end = letters[p] if p < len(letters) else len(raw)
    tail_start = letters[len(core) - q] if q else len(raw)
    return pre + raw[:head_end] + new_core[p : len(new_core) - q] + raw[tail_start:] + post
