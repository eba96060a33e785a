"""Arabic: the target gender of FairQE's cues and the pronoun / verb-agreement flips.

Arabic marks gender on the words a person reference agrees with, in a handful of regular
affixes (read on unvocalised text; short vowels, tanwīn and tatweel are ignored):

* **nouns and adjectives**: the feminine ends in tāʾ marbūṭa ``ة`` (``معلم``/``معلمة``),
  written ``ت`` before a possessive suffix (``زوجته``, ``ابنتها``); sound plurals in ``ات``
  are feminine, in ``ون``/``ين`` masculine. A plural cue ending in ``ة`` is read as nothing:
  the fuʿala/fuʿāh broken plurals of masculine nouns end in it (``قضاة``, ``قادة``,
  ``طلبة``). A small closed set of kinship and person nouns carries its gender in the
  lexeme (``أم``, ``بنت``, ``أخت``, ``نساء``; ``خليفة`` is masculine);
* **independent pronouns**: ``هو`` / ``هي``, ``هم`` / ``هن``;
* **possessive and object suffixes**: ``ـه`` / ``ـها``, ``ـهم`` / ``ـهن`` (``كتابه``,
  ``لها``, ``رأيتهم``); they say the possessor's or the object's gender, so they are read
  for pronoun cues (*his*, *her*, *him*, *them*) and never for noun cues;
* **verbs**: the perfect's third person feminine singular adds ``ت`` (``كان``/``كانت``,
  ``قال``/``قالت``); the imperfect's third person singular is ``يـ`` (masculine) or ``تـ``
  (feminine). Arabic drops subject pronouns, so an English *he*/*she* is often aligned to
  the verb: a subject-pronoun cue reads the verb it is aligned to.

What is flipped (:meth:`ArabicInflector.realise`) are the cheap, regular cases: pronouns,
possessive/object suffixes, ``كان``/``كانت`` and the perfect and imperfect of sound verbs,
nouns and adjectives in ``ة`` and the sound plurals, an agreeing definite adjective right
after the noun, and the closed kinship pairs; the verbs after a person's noun phrase that
agree with it, and the noun an agreeing adjective follows, are
:mod:`fairmt.inflect.arabic_agreement`'s. A word whose flip is not regular (a weak
verb ending in ``ى``/``ا``, a broken plural) is not flipped: the realisation is then not
made, and the rules agents keep the explicit check without a corrected variant.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import cache

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, check_span, word_tuple

#: Version of the rules below (part of the rules agents' signature).
VERSION = "ar-inflect-4"

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
#: The locative preposition (*in*, *at*), alone or after و/ف: a place follows it.
_LOCATIVE = frozenset({"في", "وفي", "ففي"})

#: Prepositions that take a pronoun suffix (لها, عليه).
_PREPOSITIONS = ("علي", "الي", "إلي", "من", "عن", "في", "ل", "ب", "مع", "عند", "لدي", "ك")


#: Proclitics a noun can carry, longest first: a conjunction (و, ف), a preposition (ب, ك, ل)
#: and the article (ال; after ل written لل). Only prefixes a noun takes: a verb's are others.
_NOUN_PROCLITICS = tuple(
    sorted(
        {c + p + a for c in ("", "و", "ف") for p in ("", "ب", "ك", "ل") for a in ("", "ال") if c + p + a}
        - {"لال", "ولال", "فلال"}
        | {"لل", "ولل", "فلل"},
        key=len,
        reverse=True,
    )
)


#: Numerals and ordinals of the person shapes (واحد, ثالث): they agree with any noun.
_NUMBERS = frozenset(word_tuple("واحد ثاني ثالث رابع خامس سادس سابع ثامن تاسع عاشر حادي"))


def noun_parses(word: str) -> list[tuple[str, str]]:
    """``word`` as (proclitics, stem), every reading with a stem of three letters or more,
    the longest prefix first, the bare word last (``كمصور``: ``ك`` + ``مصور``; ``للطبيب``:
    ``لل`` + ``طبيب``)."""
    out = [(p, word[len(p) :]) for p in _NOUN_PROCLITICS if word.startswith(p) and len(word) - len(p) >= 3]
    return [*out, ("", word)]


def _person_base(base: str) -> bool:
    """Whether ``base`` (a masculine singular, unvocalised) has the shape of a regular person
    noun or adjective whose feminine adds ة: a participle of the derived forms (``مُفعِّل``,
    ``مُفاعِل``, ``مُفعِل``, ``مُستفعِل``: معلم, مساعد, مدير, مستشار; also the passive ``مفعول``),
    the active participle ``فاعل`` (كاتب, لاعب), the intensive ``فعّال`` (فنان, رسام), ``فعيل``
    (رئيس, طبيب) and the nisba adjective in ``ـي`` (صحفي, سياسي). Broken plurals, sound
    plurals and weak endings (ا, ى, ء) are none of these. Nouns of place share the
    participle's unvocalised shape (مكتب); that is why a span is placed only for an English
    person cue, near the cue's place."""
    n = len(base)
    if n < 4 or base in _FUNCTION or base in _NUMBERS or base.endswith(("ا", "ى", "ء", "ة", "آ", "و")):
        return False
    if base.startswith(("ال", "لل")):
        return False  # the article is a proclitic, never part of a base
    if n >= 5 and base.endswith(("ون", "ين", "ات")):
        return False
    if n == 4 and base.endswith("ات"):
        return False  # a sound feminine plural of a two-letter stem (قوات, لغات), no فعّال
    if n == 4 and base[0] in "أإا" and base[2] == "ا":
        return False  # the perfect of a hollow form IV verb (أشار, أراد, أقام), no فعّال
    if base.endswith("ي"):
        return base[-2] not in "يوا"  # nisba (صحفي); not a weak ending (قاضي is read below)
    if base[0] == "م" and n <= 6:
        return True
    if n == 4 and base[1] in "ائ":
        return not base.endswith("ت")  # قالت, كانت: a hollow verb's feminine perfect
    return n == 4 and base[2] in "اي"


def person_form(word: str) -> tuple[str, str, Realisation] | None:
    """A regular singular person noun or adjective (:func:`_person_base`) as (proclitics,
    masculine base, gender): ``كمصورة`` -> (``ك``, ``مصور``, F); ``والمهندس`` -> (``وال``,
    ``مهندس``, M). The indefinite accusative's ``ا`` (``مدرسا``) is part of no base. A closed
    kinship noun or a masculine noun in ة (خليفة) is not regular: ``None``."""
    parses = noun_parses(word)
    if any(stem in _FUNCTION for _, stem in parses):
        return None  # a function word with a proclitic (والتي, فهذا)
    for prefix, stem in parses:
        if stem in _LEXICAL_F or stem in _LEXICAL_M or stem in _MASCULINE_TA:
            return None
        if stem.endswith(_TA_MARBUTA):
            base, g = stem[:-1], "F"
        elif stem.endswith("ا") and not prefix.endswith("ال") and _person_base(stem[:-1]):
            base, g = stem[:-1], "M"
        else:
            base, g = stem, "M"
        if _person_base(base):
            return prefix, base, g  # type: ignore[return-value]
    return None


#: English endings and words that name a person (the test on the lexical table's translations).
_EN_PERSON_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent", "ee", "ess", "man", "woman", "eur")
_EN_PERSONS = frozenset(word_tuple("nurse secretary chef cook judge poet clerk pilot guard coach mechanic"))


@cache
def _lexical_table() -> dict[str, dict[str, float]]:
    """The shipped en-ar lexical table (t(f | e) by target word), or an empty one."""
    from fairmt.align.lexical import load_model

    model = load_model("en-ar")
    return model.table if model is not None else {}


@cache
def known_thing(word: str) -> bool:
    """Whether the shipped en-ar lexical table (:mod:`fairmt.align.lexical`, built from no
    evaluation set) knows ``word``'s stem as a thing: the stem, bare or with the article, is
    a column whose likeliest English word (t >= 0.1) names no person, and no English word
    with t >= 0.05 names one (an agent-noun ending, or a few person nouns without one).
    ``منطقة`` (zone), ``زيارة`` (visit), ``المشروع`` (project) are things; a stem the table
    does not have is not known as one. Nouns of place and verbal nouns share the person
    nouns' unvocalised shapes (مكتب, كتابة), which only such a lexicon tells apart."""
    form = person_form(word)
    if form is None:
        return False
    own = _translations(form[1] + (_TA_MARBUTA if form[2] == "F" else ""))
    if not own or _names_person(own) or max(own.values()) < 0.1:
        return False
    # the other gender's form as a person (المدرس: teacher) makes this one a person too
    # (مدرسة: a school, or a teacher)
    return not _names_person(_translations(form[1] + ("" if form[2] == "F" else _TA_MARBUTA)))


def _translations(stem: str) -> dict[str, float]:
    """The English words the table gives ``stem``, bare or with the article (the larger t)."""
    table = _lexical_table()
    seen: dict[str, float] = {}
    for key in (stem, "ال" + stem):
        for e, p in table.get(key, {}).items():
            seen[e] = max(p, seen.get(e, 0.0))
    return seen


def _names_person(translations: dict[str, float]) -> bool:
    return any(
        p >= 0.05 and (e in _EN_PERSONS or e.endswith(_EN_PERSON_ENDINGS)) for e, p in translations.items()
    )


def person_noun(word: str) -> bool:
    """A regular person form (:func:`person_form`) that the lexical table does not know as a
    thing (:func:`known_thing`): the candidates a person cue is placed on."""
    return person_form(word) is not None and not known_thing(word)


def flip_person(word: str, gender: Realisation) -> str | None:
    """A regular person noun or adjective (:func:`person_form`) in ``gender``, with its
    proclitics; ``None`` when the word is no such form."""
    form = person_form(word)
    if form is None:
        return None
    prefix, base, current = form
    if current == gender:
        return word
    return prefix + base + (_TA_MARBUTA if gender == "F" else "")


#: Complementisers a subject noun may follow (أن المؤلفة كانت ...).
_THAT = frozenset(word_tuple("أن ان لأن لان بأن بان وأن وان إن"))


def clause_verb_gender(word: str) -> Realisation | None:
    """The subject gender of a word that opens a clause as its verb: :func:`verb_gender`, or
    masculine for the bare perfect that shows it by lacking ``ت`` (``عمل``, ``أطلق``,
    ``ابتكر``, ``استخدم``; also after و/ف). ``None`` for a word with a nominal shape (the
    article, ة, a plural ending, a regular person form)."""
    if not word or word in _FUNCTION or person_form(word) is not None:
        return None
    body = _conj(word)[1] if len(word) >= 4 else word
    if _article(body)[0] or body.endswith((_TA_MARBUTA, "ي", "ى", "ا", "ء")):
        return None
    if len(body) >= 5 and body.endswith(("ات", "ون", "ين")):
        return None
    g = verb_gender(word)
    if g is not None:
        return g
    n = len(body)
    if n == 3 or (n == 4 and body[0] in "أا") or (n in (5, 6) and body[0] == "ا"):
        return "M"
    return None


def _joined_verb_gender(word: str) -> Realisation | None:
    """:func:`clause_verb_gender` of a verb after و/ف (``وذهبت``, ``وذهب``: the conjunction on a
    three-letter perfect too, which :func:`_conj` leaves on shorter words)."""
    if len(word) == 4 and word[0] in "وف":
        g = clause_verb_gender(word[1:])
        return g if g is not None and len(word[1:]) == 3 else None
    return clause_verb_gender(word)


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


def _plural_cue(source_span: str) -> bool:
    last = source_span.lower().split()[-1] if source_span.split() else ""
    if last in {"men", "women", "people", "children", "they", "them", "their", "theirs"}:
        return True
    return last.endswith("s") and not last.endswith(("ss", "us", "is", "his", "hers")) and len(last) > 3


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


class ArabicInflector(Inflector):
    """Arabic cue reading and pronoun / verb-agreement / noun-ending flips (module doc)."""

    lang = "ar"

    def version(self) -> str:
        return VERSION

    # -- reading ---------------------------------------------------------------------

    @staticmethod
    def word_gender(word: str) -> Realisation | None:
        """One word's gender, in order: pronoun, a suffix on a preposition, ``كان``/``كانت``, noun ending."""
        if not word or word in _FUNCTION:
            return None
        g = pronoun_gender(word)
        if g is not None:
            return g
        _, w = _conj(word)
        if any(w.startswith(p) and 1 <= len(w) - len(p) <= 3 for p in _PREPOSITIONS):
            g = suffix_gender(w)
            if g is not None:
                return g
        if _kana(word) is not None:
            return verb_gender(word)
        return noun_gender(word)

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        if not check_span(tokens, span):
            return None
        readings = {g for t in tokens[span[0] : span[1]] if (g := self.word_gender(_core(t))) is not None}
        return readings.pop() if len(readings) == 1 else None

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None:
        """The gender the translation gives an explicit cue.

        ``kind`` is ``"pronoun"`` (*he*, *she*, *his*, *her*, ...), ``"lexical"`` (a noun
        whose English word has the gender: *mother*, *actress*, *Mrs*) or ``"agreement"`` (a
        noun the sentence genders: *she is a doctor*). A pronoun cue reads a pronoun, a
        possessive or object suffix (*his*, *her*, *him*), or the verb a subject pronoun is
        aligned to; never a noun ending (a pronoun aligned to a noun by mistake would read
        the thing's gender). A noun cue reads the noun's own form; an unmarked singular reads
        masculine only for a lexical cue, whose translation is a person noun with its own
        gender: an agreement cue aligned to another word would read that word's default.
        """
        if not check_span(tokens, span):
            return None
        words = [_core(t) for t in tokens[span[0] : span[1]]]
        readings: set[Realisation] = set()
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in {"he", "she", "they"}
        for w in words:
            if not w or w in _FUNCTION:
                continue
            if kind == "pronoun":
                g = pronoun_gender(w)
                if g is None and not subject:
                    g = suffix_gender(w)
                if g is None and subject:
                    g = verb_gender(w)
            else:
                unmarked: Realisation | None = "M" if kind == "lexical" else None
                g = noun_gender(w, plural=_plural_cue(source_span), unmarked=unmarked)
            if g is not None:
                readings.add(g)
        if len(readings) == 1:
            return readings.pop()
        return None

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A target span for a pronoun cue the aligner left without one.

        Arabic has no word for most English pronouns: a subject pronoun is dropped and shown
        by its verb (*she studied* -> ``درست``), a possessive or object pronoun is a suffix
        (*her book* -> ``كتابها``), and a word aligner links nothing to them. The span is the
        nearest word, within two words of ``position`` (the cue's place projected onto the
        translation), that carries what the pronoun becomes: an independent pronoun, or a
        verb for a subject, a word with a third-person suffix for a possessive or object.
        ``None`` for other cues, or when no such word is near.
        """
        if kind != "pronoun" or not tokens:
            return None
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in {"he", "she"}
        best: tuple[float, int] | None = None
        for i, t in enumerate(tokens):
            dist = abs(i - position)
            if dist > 2.0:
                continue
            w = _core(t)
            if not w or w in _FUNCTION:
                continue
            if pronoun_gender(w) is not None:
                ok = True
            elif subject:
                _, body = _conj(w)
                ok = verb_gender(w) is not None and (_kana(w) is not None or len(body) >= 4)
            else:
                ok = suffix_gender(w) is not None and len(w) >= 3
            if ok and (best is None or (dist, i) < best):
                best = (dist, i)
        return (best[1], best[1] + 1) if best is not None else None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The words of the regular singular person-noun shapes (:func:`person_form`), with
        their proclitics (``كمصور``, ``للفنانة``): where the aligner put an English person cue
        on a word that is none (its neighbour, a preposition), the realiser takes the nearest
        of these instead. A noun of place shares the shape (مكتب); only an English cue's
        position brings one in, and never right after ``في`` (*in*, *at*): ``في جامعة``,
        ``في مقاطعة``, ``في معهد`` name places, and a person is rarely the object of في."""
        return [
            (i, i + 1)
            for i, t in enumerate(tokens)
            if person_noun(_core(t)) and not (i > 0 and _core(tokens[i - 1]) in _LOCATIVE)
        ]

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A person cue's span narrowed to its regular person nouns (:func:`person_form`) when
        it holds one and other words: the aligner often takes the verb or the noun next to it
        along (``استخدمتها المؤلفة``), which is no part of the person's noun; the verb that
        agrees with the person is flipped by :meth:`realise`'s agreement rules."""
        inside = [i for i in range(span[0], span[1]) if person_noun(_core(tokens[i]))]
        if not inside or span[1] - span[0] == 1:
            return span
        return (inside[0], inside[-1] + 1)

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """A span on an adjective grown back over the person noun it agrees with
        (:func:`fairmt.inflect.arabic_agreement.adjective_head`): the aligner often puts an
        English noun on the adjective after its Arabic noun (*consulting engineer* ->
        ``مهندسة استشارية``, the cue on ``استشارية``)."""
        from fairmt.inflect.arabic_agreement import adjective_head

        if span[1] - span[0] != 1:
            return span
        k = adjective_head(tokens, span[0])
        return (k, span[1]) if k is not None else span

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`; for a person the English makes plural, a singular-shaped word is not
        flipped: the broken plural ``فُعّال`` (طلاب, عمال) looks like the singular ``فعّال``."""
        if number == "pl" and any(
            person_form(_core(t)) is not None and not _core(t).endswith("ات")
            for t in tokens[span[0] : span[1]]
        ):
            return None
        return self.realise(tokens, span, gender)

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        return any(
            _core(t) in ("هم", "هن") or _core(t).endswith(("ات", "ون")) for t in tokens[span[0] : span[1]]
        )

    # -- flipping --------------------------------------------------------------------

    def validate(self, before: Sequence[str], after: Sequence[str]) -> str | None:
        """Reject a realisation with a word no Arabic spelling allows: ة anywhere but at the
        end, ة after a long vowel, ه, ء or ة written by a flip (``عانوة``, ``فنانهة``), a
        doubled or a ة-following ت (``كانتت``, ``معلمةت``), or a word cut to fewer than two
        letters; and one whose token count changed."""
        if len(before) != len(after):
            return "the realisation changed the number of words"
        for old, new in zip(before, after, strict=True):
            if old == new:
                continue
            w = _core(new)
            if len(w) < 2:
                return f"'{new}' is cut to fewer than two letters"
            if _TA_MARBUTA in w[:-1]:
                return f"'{new}' has ة inside the word"
            lexical = any(st in _LEXICAL_F or st in _LEXICAL_M for _, st in noun_parses(w))
            if (
                w.endswith(_TA_MARBUTA)
                and not _core(old).endswith(_TA_MARBUTA)
                and w[-2:-1] in "اوىهءآ"
                and not lexical
            ):
                return f"'{new}' has ة after {w[-2]}"
            if w.endswith(("تت", "ةت")):
                return f"'{new}' doubles the feminine ending"
        return None

    def _flip_word(self, word: str, gender: Realisation) -> str | None:
        """``word`` in ``gender`` (a pronoun, a preposition + suffix, a verb, a noun), or ``None``."""
        if pronoun_gender(word) is not None:
            return flip_pronoun(word) if pronoun_gender(word) != gender else word
        _, w = _conj(word)
        if any(w.startswith(p) and 1 <= len(w) - len(p) <= 3 for p in _PREPOSITIONS) and suffix_gender(w):
            return word if suffix_gender(w) == gender else flip_suffix(word, gender)
        if _kana(word) is not None:
            return flip_verb(word, gender)
        if person_form(word) is not None:
            return None if known_thing(word) else flip_person(word, gender)
        if (
            not _article(w)[0]
            and w not in {**_LEXICAL_F, **_LEXICAL_M}
            and not w.endswith((_TA_MARBUTA, "ات", "ون", "ين"))
        ):
            # A bare word without a nominal ending may be a verb (وصل, ذهبت, يعمل) or any other
            # word the aligner linked: no noun flip without the article or an ending.
            return None
        current = noun_gender(word)
        if current is None:
            return None
        if current == gender:
            return word
        stem = _article(w)[1]
        if not (stem in _LEXICAL_F or stem in _LEXICAL_M or stem.endswith(("ات", "ون", "ين"))):
            # A singular that is no regular person form (العمل, الحرب, موهبة): adding or
            # dropping ة would make another word or none.
            return None
        return flip_noun(word, gender)

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The predicates of ``كان`` after a name subject (``كانت Altmeyer سكرتيرة``:
        :func:`fairmt.inflect.arabic_agreement.kana_predicate`) and the verbs before a name
        subject in Latin script (``أصبحت Focke``: :func:`~fairmt.inflect.arabic_agreement.name_subject_verb`):
        the English *X was a secretary*, *X became* gender no one, the Arabic words do."""
        from fairmt.inflect.arabic_agreement import kana_predicate, name_subject_verb

        return [
            (i, i + 1)
            for i in range(len(tokens))
            if (i >= 2 and kana_predicate(tokens, i) is not None) or name_subject_verb(tokens, i)
        ]

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The span's words in ``gender``, with an agreeing definite adjective after a noun.

        Every word of the span must flip (or already be in ``gender``); otherwise nothing is
        made. The token count never changes.
        """
        from fairmt.inflect.arabic_agreement import (
            flip_elative,
            flip_predicate,
            imperfect_gender,
            kana_predicate,
            name_subject_verb,
        )

        if gender not in ("F", "M") or not check_span(tokens, span):
            return None
        out = list(tokens)
        head_form = person_form(_core(tokens[span[0]]))
        head_gender = head_form[2] if head_form is not None else None
        for i in range(span[0], span[1]):
            core = _core(tokens[i])
            if not core or core in _FUNCTION:
                continue
            new = self._flip_word(core, gender)
            if span[1] - span[0] == 1 and kana_predicate(tokens, i) is not None:
                new = flip_predicate(core, gender)
            elif span[1] - span[0] == 1 and name_subject_verb(tokens, i):
                g = imperfect_gender(core) or clause_verb_gender(core)
                new = core if g == gender else flip_verb(core, gender)
            agreeing = person_form(core) if new is None and i > span[0] else None
            if agreeing is not None and agreeing[0] in ("", "ال") and agreeing[2] == head_gender:
                # an adjective of the span's head (phrase_span): it agrees, even where the
                # lexical table knows it as no person (ناجحة: successful)
                new = flip_person(core, gender)
            if new is None and span[0] < i < span[1] - 1:
                continue  # a construct's complement between a noun and its adjective (شرطة)
            if new is None:
                return None
            out[i] = _render(tokens[i], new)
        # A verb right before a definite subject noun agrees with it (VSO: قالت المعلمة), also
        # with a preposition and its pronoun between (VPS: احتفظت بها الكاتبة, *the writer
        # kept it*: a clitic object comes before the subject).
        first = _core(tokens[span[0]])
        v = span[0] - 1
        if v > 0 and not split_token(tokens[v])[2] and _clitic_pp(_core(tokens[v])):
            v -= 1
        if v >= 0 and _article(first)[0] and not any(split_token(tokens[m])[2] for m in range(v, span[0])):
            verb = _core(tokens[v])
            vg = verb_gender(verb)
            if vg is not None and vg != gender and not _article(verb)[0]:
                new_verb = flip_verb(verb, gender)
                if new_verb is not None:
                    out[v] = _render(tokens[v], new_verb)
        # An agreeing definite adjective right after a definite noun. A definite word after a
        # definite subject may also be the object (زارت الملكة المدينة القديمة): the word is
        # taken for an adjective only when what follows it is not definite too.
        last = _core(tokens[span[1] - 1])
        j = span[1]
        after = _core(tokens[j + 1]) if j + 1 < len(tokens) and not split_token(tokens[j])[2] else ""
        if (
            j < len(tokens)
            and _article(last)[0]
            and pronoun_gender(last) is None
            and split_token(tokens[span[1] - 1])[2] == ""
            and not _article(after)[0]
        ):
            adj = _core(tokens[j])
            if _article(adj)[0] == "ال" and adj not in _FUNCTION:  # (an adjective takes no preposition)
                elative = flip_elative(adj, gender)
                g = noun_gender(adj) if elative is None else None
                if elative is not None and elative != adj:
                    out[j] = _render(tokens[j], elative)
                if g is not None and g != gender:
                    new_adj = flip_noun(adj, gender)
                    if new_adj is not None:
                        out[j] = _render(tokens[j], new_adj)
        k = kana_predicate(tokens, span[0]) if span[1] - span[0] == 1 else None
        if k is not None and verb_gender(_core(tokens[k])) not in (gender, None):
            out[k] = _render(tokens[k], flip_verb(_core(tokens[k]), gender) or _core(tokens[k]))
        heads = [(i, f) for i in range(span[0], span[1]) if (f := person_form(_core(tokens[i]))) is not None]
        if len(heads) > 1 and heads[0][0] == span[0] and heads[-1][1][2] == heads[0][1][2]:
            # a noun and its adjective (phrase_span, over a construct's complement of either
            # gender), or coordinated nouns: the first is the head
            heads = heads[:1]
        if len(heads) == 1 and heads[0][1][2] != gender:
            self._agree(tokens, out, heads[0][0], heads[0][1], gender)
        return out if out != list(tokens) else None

    @staticmethod
    def _agree(
        tokens: Sequence[str], out: list[str], i: int, form: tuple[str, str, Realisation], gender: Realisation
    ) -> None:
        """The words that agree with the regular person noun at ``i`` (:func:`person_form`),
        flipped with it to ``gender``; each only when it shows the noun's original gender, so
        a word that agrees with someone else is left:

        * the indefinite adjectives right after an indefinite noun (``كاتبة مبكرة``,
          ``موظف مدني``) and a noun joined by و that is a person form too (``رسامة ومصورة``);
          a word in ``ـة`` after a masculine noun, or a short word, is the second noun of a
          construct (``مصور حرب``, ``مدربة كرة``) and ends the phrase;
        * the copula of a predicate noun: ``كان``/``كانت`` within three words before it
          (``كانت Goguen ممارسة``), or ``هو``/``هي`` right before it (``ميكلسون هي المصممة``);
        * for a noun after ``ك`` (*as a* ...: ``عمل سافيني كمصور``) or a predicate of ``كان``,
          the clause's verb when the clause opens with it (VSO: ``بدأت رودو العمل كمدرسة``),
          its subject being the person: the first word after the sentence's start or the
          last punctuation before the noun, within eight words.
        """
        prefix, _, original = form
        definite = prefix.endswith(("ال", "لل"))
        # adjectives and coordinated person nouns after the noun
        j = i + 1
        while j < len(tokens) and j <= i + 3 and not split_token(tokens[j - 1])[2]:
            w = _core(tokens[j])
            f = person_form(w)
            if f is None or f[2] != original or w in _FUNCTION:
                break
            coordinated = f[0][:1] == "و" and len(f[0]) >= 1
            if not coordinated and (f[0].endswith(("ال", "لل")) != definite or (f[0] and not definite)):
                break
            new = flip_person(w, gender)
            if new is None:
                break
            out[j] = _render(tokens[j], new)
            j += 1
        # the verbs after the phrase whose subject the person is (arabic_agreement)
        from fairmt.inflect.arabic_agreement import agree_after, agree_suffixes

        agree_after(tokens, out, i, j, prefix, original, gender)
        agree_suffixes(tokens, out, i, j, original, gender)
        # a demonstrative right before a definite noun (هذه الكاتبة / هذا الكاتب)
        demo = {"هذا": "هذه", "هذه": "هذا", "ذلك": "تلك", "تلك": "ذلك"}
        if definite and i > 0 and not split_token(tokens[i - 1])[2]:
            d = _core(tokens[i - 1])
            if d in demo and (d in ("هذه", "تلك")) == (original == "F"):
                out[i - 1] = _render(tokens[i - 1], demo[d])
        # the copula
        kana_at = None
        for k in range(i - 1, max(-1, i - 4), -1):
            if split_token(tokens[k])[2]:
                break
            w = _core(tokens[k])
            if _kana(w) is not None:
                kana_at = k
                break
        if kana_at is not None:
            w = _core(tokens[kana_at])
            if verb_gender(w) == original:
                out[kana_at] = _render(tokens[kana_at], flip_verb(w, gender) or w)
        elif i > 0 and not split_token(tokens[i - 1])[2] and pronoun_gender(_core(tokens[i - 1])) == original:
            new_p = flip_pronoun(_core(tokens[i - 1]))
            if new_p is not None and _core(tokens[i - 1]) in ("هو", "هي"):
                out[i - 1] = _render(tokens[i - 1], new_p)
        # the clause's opening verb (VSO: its subject is the person, or the person is the
        # predicate of its subject: بدأت رودو العمل كمدرسة)
        start = i
        while start > 0 and i - start < 8 and not split_token(tokens[start - 1])[2]:
            start -= 1
        if start < i and i - start < 8 and start != kana_at:
            w = _core(tokens[start])
            # (a bare word right before the noun may be the first noun of a construct state,
            # مدير المدرسة: only a verb that shows its gender is taken there)
            if clause_verb_gender(w) == original and (start < i - 1 or verb_gender(w) is not None):
                new_v = flip_verb(w, gender)
                if new_v is not None:
                    out[start] = _render(tokens[start], new_v)
                    # verbs joined to it by و/ف before the noun share its subject
                    # (قبلت X العرض وذهبت للعمل كمعلمة)
                    for k in range(start + 1, i):
                        v = _core(tokens[k])
                        if v[:1] in "وف" and out[k] == tokens[k] and _joined_verb_gender(v) == original:
                            new_j = flip_verb(v, gender)
                            if new_j is not None:
                                out[k] = _render(tokens[k], new_j)
        # SVO: a definite subject after أن/لأن or at the clause's start, and its verb within
        # three words (past لا/لم/لن/قد): المؤلفة كانت تنوي, الراوية حتما لا تستطيع
        if definite and (i == 0 or split_token(tokens[i - 1])[2] or _core(tokens[i - 1]) in _THAT):
            for k in range(i + 1, min(len(tokens), i + 4)):
                if split_token(tokens[k - 1])[2]:
                    break
                w = _core(tokens[k])
                if w in ("لا", "لم", "لن", "قد") or (k < i + 3 and clause_verb_gender(w) is None):
                    continue
                if verb_gender(w) == original and (_kana(w) is not None or w[:1] in "يت"):
                    new_v = flip_verb(w, gender)
                    if new_v is not None:
                        out[k] = _render(tokens[k], new_v)
                        if _kana(w) is not None:
                            ArabicInflector._flip_predicate(tokens, out, k + 1, gender)
                break

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None:
        """The span of an explicit cue in ``gender``, read as :meth:`cue_gender` reads it: a
        pronoun cue flips its pronoun, suffix or verb, a noun cue its noun phrase
        (:meth:`realise`). ``None`` when a word of the span cannot be flipped regularly."""
        if kind != "pronoun":
            return self.realise(tokens, span, gender)
        if gender not in ("F", "M") or not check_span(tokens, span):
            return None
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in {"he", "she", "they"}
        out = list(tokens)
        for i in range(span[0], span[1]):
            w = _core(tokens[i])
            if not w or w in _FUNCTION:
                continue
            if pronoun_gender(w) is not None:
                new = w if pronoun_gender(w) == gender else flip_pronoun(w)
            elif subject and verb_gender(w) is not None:
                new = w if verb_gender(w) == gender else flip_verb(w, gender)
            elif not subject and suffix_gender(w) is not None:
                new = w if suffix_gender(w) == gender else flip_suffix(w, gender)
            else:
                new = None
            if new is None:
                return None
            out[i] = _render(tokens[i], new)
        if subject:
            self._flip_predicate(tokens, out, span[1], gender)
        return out if out != list(tokens) else None

    @staticmethod
    def _flip_predicate(tokens: Sequence[str], out: list[str], j: int, gender: Realisation) -> None:
        """The word right after a subject pronoun or ``كان``/``كانت`` that agrees with it: an
        imperfect verb (``كانت تعمل``, ``هي تعمل``) or an indefinite predicate noun or adjective
        (``هي معلمة``, ``هو مريض``). Left as it is when it reads as neither."""
        if j >= len(tokens) or split_token(tokens[j - 1])[2]:
            return
        w = _core(tokens[j])
        if not w or w in _FUNCTION or _article(w)[0] or pronoun_gender(w) is not None:
            return
        g = verb_gender(w)
        if g is not None and (w[:1] in "يت" or (w[:1] in "وف" and w[1:2] in "يت")):
            new = flip_verb(w, gender) if g != gender else w
        elif g is None:
            g = noun_gender(w)
            new = flip_noun(w, gender) if g is not None and g != gender else None
        else:
            return
        if new is not None:
            out[j] = _render(tokens[j], new)
