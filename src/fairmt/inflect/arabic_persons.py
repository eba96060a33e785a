"""Arabic person nouns: which words have the shape of a regular person noun or adjective.

A layer of :class:`~fairmt.inflect.arabic.ArabicInflector` (ar-inflect-4) above the single
words of :mod:`fairmt.inflect.arabic_words`. The concept here is *the regular person noun*:
a masculine singular of the participle, ``فاعل``, ``فعّال``, ``فعيل`` or nisba shapes whose
feminine adds ة (:func:`_person_base`), read with its proclitics (:func:`noun_parses`,
:func:`person_form`) and flipped (:func:`flip_person`); the shipped en-ar lexical table's
test that tells a noun of place or a verbal noun of the same unvocalised shape from a person
(:func:`known_thing`, :func:`person_noun`); and the converse question, the gender of a word
that opens a clause as its verb, which is answered only for words *without* a nominal shape
(:func:`clause_verb_gender`: a bare perfect ``عمل`` reads masculine unless it has the shape
of a person noun).

Decisions: the clause-verb reading lives here rather than with the verbs of
:mod:`fairmt.inflect.arabic_words` because it needs :func:`person_form` to refuse nominal
shapes; the lexical table is loaded lazily and once (``functools.cache``), so importing this
module reads no file.
"""

from __future__ import annotations

from functools import cache

from fairmt.gender.types import Realisation
from fairmt.inflect.arabic_words import (
    _FUNCTION,
    _LEXICAL_F,
    _LEXICAL_M,
    _MASCULINE_TA,
    _TA_MARBUTA,
    _article,
    _conj,
    verb_gender,
)
from fairmt.inflect.base import word_tuple

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
