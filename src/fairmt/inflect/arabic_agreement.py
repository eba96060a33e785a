"""Arabic: the verbs after a person's noun phrase that agree with the person (ar-inflect-4).

:meth:`fairmt.inflect.arabic.ArabicInflector._agree` flips the words before a person noun
that agree with it (the clause's opening verb, the copula, a demonstrative) and the
adjectives right after it. This module adds the verbs *after* the noun phrase whose subject
the person is, by three rules of Arabic grammar:

* **the descriptive clause of an indefinite noun** (الجملة الواقعة صفةً للنكرة): a verbal
  clause right after an indefinite noun describes it, and its verb agrees with the noun as
  subject: ``كاتبة مشهورة تكتب للأطفال`` (*a famous writer who writes for children*),
  ``مهندس شاب يعمل في المصنع``. Only an imperfect (``يـ``/``تـ``, also after و, ف, ل, س)
  is taken: a bare perfect has the shape of many nouns (``علم``, ``بحث``);
* **a verb joined by و to the person's clause** (عطف فعل على فعل): ``أصبحت سلمى كاتبة
  وكتبت روايات`` — the joined verb shares the subject of the clause, which is the
  person whose predicate noun (here ``كاتبة``) is being flipped;
* **a fronted ك-phrase** (*as a ...*, ``كمهندسة، صممت الجسر``): the phrase describes the
  subject of the clause it opens, so the verb right after its comma agrees with the person.

In each case the verb is flipped only when it shows the person's *original* gender (a verb
that agrees with someone or something else keeps its form), the search stops at
punctuation (the clause's end) and at a function word (a preposition opens a phrase whose
noun may be the next verb's subject: ``تصرخ فنانة على كتلة من الطين لتصبح أنفا``, where
``لتصبح`` is the clay's), and a word with a nominal shape (the article, ة, a plural
ending, a regular person form) is never read as a verb. The verbal nouns of the derived
forms II and V share the imperfect's ``ت`` (``تصميم``, ``تقديم``: ``تفعيل``; ``تطوّر``
cannot be told from *she develops* unvocalised): ``تفعيل`` is refused, the rest is left to
the gender test.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.arabic_persons import (
    _joined_verb_gender,
    clause_verb_gender,
    flip_person,
    known_thing,
    person_form,
)
from fairmt.inflect.arabic_words import (
    _FUNCTION,
    _TA_MARBUTA,
    _article,
    _core,
    _render,
    flip_suffix,
    flip_verb,
    split_token,
)


def _definite(prefix: str) -> bool:
    return prefix.endswith(("ال", "لل"))


def adjective_head(tokens: Sequence[str], i: int) -> int | None:
    """The index of the person noun that the adjective at ``i`` agrees with, or ``None``.

    An Arabic adjective follows its noun and agrees with it in gender and definiteness:
    ``مهندسة استشارية`` (*a consulting engineer*), ``المهندس الاستشاري``. With a construct
    (إضافة) between, ``قائدة شرطة محترمة`` (*a respected police chief*), the adjective of the
    head follows the complement and takes the complement's definiteness (the head never has
    the article). So the head is the regular person form (:func:`person_form`, not a
    :func:`known_thing`) right before ``i`` in the adjective's gender and definiteness, or
    two words before it, without the article, with a complement that is no person form and
    has the adjective's definiteness between. An indefinite head in ``ـي`` is not taken: a
    transliterated name has that shape (``فرانسيشسي``), and a name followed by an indefinite
    predicate noun (``وشاكي رسامة``, *Washakie is a painter*) looks like a noun and its
    adjective. The adjective carries no proclitic but the
    article (``وقيّمة`` is a noun joined by و, ``كمصورة`` a phrase of its own), and no
    punctuation separates the words. An unmarked indefinite word after a noun may be its
    construct complement rather than its adjective (``رئيس مجلس``, *head of a council*);
    the span is grown only when the cue is already on that word, which the realisation
    would flip alone otherwise (``رئيس مجلسة``): growing it adds the head's flip.
    """
    w = _core(tokens[i])
    f = person_form(w)
    if f is None or f[0] not in ("", "ال"):
        return None
    definite = _definite(f[0])
    for k in (i - 1, i - 2):
        if k < 0 or any(split_token(tokens[m])[2] for m in range(k, i)):
            return None
        hw = _core(tokens[k])
        h = person_form(hw)
        agrees = (
            h is not None
            and not known_thing(hw)
            and h[2] == f[2]
            and _definite(h[0]) == definite
            # (an indefinite word in ـي may be a transliterated name, the subject of a
            # predicate noun: وشاكي رسامة; a nisba heads no construct)
            and not (hw.endswith("ي") and not definite)
        )
        if k == i - 1:
            if agrees:
                return k
            continue  # perhaps a construct's complement (مصنع in مديرة مصنع ناجحة)
        if h is None or h[2] != f[2] or _definite(h[0]) or (hw.endswith("ي")):
            return None
        complement = _core(tokens[i - 1])
        if complement in _FUNCTION:
            return None
        return k if bool(_article(complement)[0]) == definite else None
    return None


#: Particles an imperfect may carry in the clause (negation, future, purpose).
_PARTICLES = frozenset({"لا", "لم", "لن", "قد", "ما"})


def imperfect_gender(word: str) -> Realisation | None:
    """The subject gender of a third-person singular imperfect (``يعمل`` M, ``تعمل`` F),
    also after و/ف, ل (``لتصبح``) and the future's س (``ستصبح``); ``None`` for any other word:
    nominal shapes (the article, ة, ات, the plural verbs' ون/ين/وا, a regular person form) and
    the form II verbal noun ``تفعيل`` (``تصميم``, ``تقديم``)."""
    if not word or word in _FUNCTION or person_form(word) is not None:
        return None
    w = word
    for p in ("و", "ف", "ل"):
        if w.startswith(p) and len(w) >= 4 and w[1] in "يت":
            w = w[1:]
            break
    if w.startswith("س") and len(w) >= 4 and w[1] in "يت":
        w = w[1:]
    if len(w) < 3 or w[0] not in "يت":
        return None
    if w.endswith("ا") and not w.endswith(("ها", "نا")):
        return None  # no third-person singular imperfect ends in ا (تقريبا, تماما: adverbs)
    if w.startswith("ال") or w.endswith((_TA_MARBUTA, "ات", "ون", "ين", "وا", "ان")):
        return None
    if len(w) == 5 and w[0] == "ت" and w[3] == "ي":
        return None  # تفعيل: a verbal noun (تصميم), no verb
    return "M" if w[0] == "ي" else "F"


def _affixed_joined_gender(word: str) -> Realisation | None:
    """:func:`fairmt.inflect.arabic_persons._joined_verb_gender` of a perfect that is surely a verb:
    one with the feminine ``ت`` (``وكتبت``), or a masculine of five letters or more with a
    conjunction (``وانتقل``, ``وأصبح``). A bare ``و`` + three letters is as often a noun
    joined to the phrase (``روايات وقصص``) as a verb (``وكتب``): it is not read."""
    if not word.endswith("ت") and len(word) < 5:
        return None
    return _joined_verb_gender(word)


def _flip(tokens: Sequence[str], out: list[str], j: int, gender: Realisation) -> bool:
    w = _core(tokens[j])
    if w.startswith("ل") and len(w) >= 4 and w[1] in "يت":
        rest = flip_verb(w[1:], gender)  # the purpose ل (لتصبح) is no part of the verb
        new = "ل" + rest if rest is not None else None
    else:
        new = flip_verb(w, gender)
    if new is None:
        return False
    out[j] = _render(tokens[j], new)
    return True


def agree_after(
    tokens: Sequence[str],
    out: list[str],
    i: int,
    end: int,
    prefix: str,
    original: Realisation,
    gender: Realisation,
) -> None:
    """Flip, in ``out``, the verbs after the person noun phrase ``tokens[i:end]`` (head at
    ``i`` with proclitics ``prefix``) that agree with the person (module doc)."""
    definite = prefix.endswith(("ال", "لل"))
    # a fronted ك-phrase at the clause's start, closed by a comma: the next word is the verb
    if (
        prefix.lstrip("و").startswith("ك")
        and (i == 0 or split_token(tokens[i - 1])[2])
        and end < len(tokens)
        and split_token(tokens[end - 1])[2].strip() in ("،", ",")
    ):
        w = _core(tokens[end])
        if w[:1] in "أا" and len(w) == 4 and not w.endswith("ت"):
            return  # أفعل: the first person's imperfect (ككاتبة، أشعر) as much as a perfect
        g = imperfect_gender(w) or _affixed_joined_gender(w)
        if g == original and person_form(w) is None:
            _flip(tokens, out, end, gender)
        return
    if end > 0 and split_token(tokens[end - 1])[2]:
        return  # the phrase ends its clause
    j = end
    while j < len(tokens) and j < end + 4:
        w = _core(tokens[j])
        if not w:
            break
        if w in _PARTICLES:
            j += 1
            continue
        if w in _FUNCTION:
            break
        g = imperfect_gender(w)
        if g is not None:
            if g == original and not definite:
                _flip(tokens, out, j, gender)
            break  # the clause's verb: what follows is its own
        if w[:1] in "وف" and len(w) >= 4 and person_form(w) is None:
            jg = _affixed_joined_gender(w)
            if jg is not None:
                if jg == original:
                    _flip(tokens, out, j, gender)
                break
        if split_token(tokens[j])[2]:
            break
        j += 1


#: Particles whose attached pronoun is the subject of the clause they open (إنّ and its
#: sisters: ``أنها كانت``, ``لكنه عاد``) and the verbal noun ``كون`` (*being*: ``كونها رسامة``),
#: with the proclitics they take.
_SUBJECT_PARTICLES = frozenset(
    {p + q for p in ("", "و", "ف", "ب", "ل") for q in ("أن", "ان", "إن", "لأن", "لان", "لكن", "كون")}
)
_REFLEXIVE = frozenset({"نفس", "بنفس", "لنفس", "ونفس"})


def _singular_suffix(word: str) -> tuple[str, Realisation] | None:
    """``word`` as (stem, gender) when it ends in the third-person singular suffix ``ـه``
    (M) or ``ـها`` (F)."""
    if word.endswith("ها") and len(word) >= 4:
        return word[:-2], "F"
    if word.endswith("ه") and len(word) >= 3:
        return word[:-1], "M"
    return None


def _verbal_noun(stem: str) -> bool:
    """Whether a possessed ``stem`` has the unvocalised shape of a noun only (never of a
    verb): ة written ت before the suffix (``مغادرت``-ها, ``حيات``-ه), ``تفعيل`` (``تعيين``),
    or the verbal nouns of forms VII, VIII and X, ``انفعال``/``افتعال``/``استفعال``
    (``انتخاب``, ``اختيار``, ``استبعاد``), and form IV's ``إفعال`` (``إرسال``). A bare
    ``فعل`` (``عمل``: *work*, or *he did*) could be a verb with its object: not taken."""
    n = len(stem)
    if n >= 4 and stem.endswith("ت") and stem[-2] not in "اوي":
        return True
    if n == 5 and stem[0] == "ت" and stem[3] == "ي":
        return True
    return n >= 5 and stem[0] in "اإ" and stem[-2] == "ا"


def _flip_particle_clause(
    tokens: Sequence[str], out: list[str], j: int, original: Realisation, gender: Realisation
) -> None:
    """A particle's subject pronoun at ``j`` (``أنها``, ``لكنه``) with the verb of its clause
    that agrees with it, flipped together; nothing when the clause's first verb (after a
    negation or ``قد``) shows another gender, or when there is none: the pronoun may be the
    impersonal ``ـه`` of the matter (ضمير الشأن: ``إلا أنه تمت الإشادة``, *yet it was
    praised*), which is masculine whatever follows."""
    k = j + 1
    while k < len(tokens) and _core(tokens[k]) in _PARTICLES and not split_token(tokens[k - 1])[2]:
        k += 1
    if k >= len(tokens) or split_token(tokens[k - 1])[2]:
        return
    w = _core(tokens[k])
    g = imperfect_gender(w) or _kana_at(tokens, k) or _affixed_joined_gender(w)
    if g != original:
        return
    new_verb = flip_verb(w, gender)
    new = flip_suffix(_core(tokens[j]), gender)
    if new is None or new_verb is None:
        return
    out[j] = _render(tokens[j], new)
    out[k] = _render(tokens[k], new_verb)


def agree_suffixes(
    tokens: Sequence[str], out: list[str], i: int, end: int, original: Realisation, gender: Realisation
) -> None:
    """Flip, in ``out``, the attached pronouns that refer to the person whose noun phrase is
    ``tokens[i:end]``, each only when it shows the person's original gender:

    * the subject pronoun of a particle right before the noun, its predicate: ``كونها رسامة``
      (*her being a painter*), ``بأنه معلم`` (*as (that he is) a teacher*);
    * after the phrase, up to the sentence's end: the subject pronoun of a particle
      (``أنها``, ``لكنه``, ``بأنها``) with its clause's verb (:func:`_flip_particle_clause`),
      the reflexive ``نفسه``/``نفسها`` (which refers to the clause's subject), and the
      possessor of a word that can only be a noun (:func:`_verbal_noun`: ``تعيينها``,
      ``مغادرتها``, ``حياته``). A pronoun refers back to a person named before it; a
      feminine thing named in between (``الرواية``) may be the referent instead, so the
      search stops at the first noun in ة or ات after the phrase.
    """
    if i > 0 and not split_token(tokens[i - 1])[2]:
        w = _core(tokens[i - 1])
        s = _singular_suffix(w)
        if s is not None and s[1] == original and s[0] in _SUBJECT_PARTICLES:
            new = flip_suffix(w, gender)
            if new is not None:
                out[i - 1] = _render(tokens[i - 1], new)
    for j in range(end, min(len(tokens), end + 15)):
        if j > end and split_token(tokens[j - 1])[2].strip()[:1] in (".", "!", "?", "؟", ":", "؛"):
            break
        w = _core(tokens[j])
        s = _singular_suffix(w)
        if s is not None:
            stem, g = s
            if stem in _SUBJECT_PARTICLES:
                if g == original:
                    _flip_particle_clause(tokens, out, j, original, gender)
                continue
            if stem in _REFLEXIVE or _verbal_noun(stem):
                if g == original:
                    new = flip_suffix(w, gender)
                    if new is not None:
                        out[j] = _render(tokens[j], new)
                continue
        body = _article(w)[1]
        if body.endswith((_TA_MARBUTA, "ات")) and len(body) >= 3:
            break  # a feminine noun (a thing, perhaps) a later pronoun may refer to


#: Adverbs that may stand between the subject of كان and its predicate (*also*, *indeed*).
_KANA_ADVERBS = frozenset({"أيضا", "ايضا", "أيضاً", "كذلك", "بالفعل", "حينها", "دائما"})


def _kana_at(tokens: Sequence[str], k: int) -> Realisation | None:
    """The gender of ``كان``/``كانت`` (also after و, ف) at ``k``, else ``None``."""
    w = _core(tokens[k])
    if w[:1] in "وف" and w[1:] in ("كان", "كانت"):
        w = w[1:]
    return {"كان": "M", "كانت": "F"}.get(w)  # type: ignore[return-value]


def _name_like(token: str) -> bool:
    """A subject of كان that reads as a proper name: Latin script, or an Arabic word without
    the article, ة, a plural ending, a verb's or a regular person noun's shape (an Arabic
    common noun as the subject of كان is definite: ``كانت الرواية طويلة``)."""
    pre, word, post = split_token(token)
    if post or pre or not word:
        return False
    if word[0].isascii():
        return word[0].isupper()
    w = _core(token)
    if w in _FUNCTION or w in _KANA_ADVERBS or len(w) < 3 or _article(w)[0]:
        return False
    if w.endswith((_TA_MARBUTA, "ات", "ون", "ين")) or person_form(w) is not None:
        return False
    return imperfect_gender(w) is None


def kana_predicate(tokens: Sequence[str], i: int) -> int | None:
    """The index of ``كان``/``كانت`` when the word at ``i`` is its predicate (خبر كان) after a
    name subject: ``كانت Altmeyer سكرتيرة`` / ``كان سمير مدرسا`` (*X was a secretary*, *a
    teacher*), with an adverb (``أيضا``) allowed before the predicate. The predicate of كان
    agrees with its subject; when the subject is a person's name, the predicate is a person
    reference that only Arabic genders (the English *X was a secretary* has no gender).

    The predicate must show كان's gender: in ة (or the feminine imperfect ``تـ``) after
    ``كانت``, without ة after ``كان``; it is indefinite (no article) and no function word."""
    for adverb in (0, 1):
        k = i - 2 - adverb
        if k < 0 or any(split_token(tokens[m])[2] for m in range(k, i)):
            return None
        if adverb and _core(tokens[i - 1]) not in _KANA_ADVERBS:
            return None
        g = _kana_at(tokens, k)
        if g is None:
            continue
        if not _name_like(tokens[k + 1]):
            return None
        w = _core(tokens[i])
        if not w or w in _FUNCTION or _article(w)[0] or len(w) < 3:
            return None
        if w[0] in "وف" and person_form(w) is None and imperfect_gender(w) is None:
            return None  # a noun joined to the subject (إيقاع وشعور), no predicate
        shown = imperfect_gender(w)
        if shown is None:
            shown = "F" if w.endswith(_TA_MARBUTA) else "M"
        return k if shown == g else None
    return None


def flip_predicate(word: str, gender: Realisation) -> str | None:
    """The predicate of كان (:func:`kana_predicate`) in ``gender``: an imperfect's prefix
    (``تعمل``/``يعمل``), a regular person form (:func:`fairmt.inflect.arabic_persons.flip_person`),
    else the adjective's and person noun's ة added or dropped (``سكرتيرة``/``سكرتير``;
    the masculine accusative's ``ا`` gives way to ة: ``طالبا``/``طالبة``). Refused: the
    elative ``أفعل`` (its feminine is ``فعلى``: ``أول``/``أولى``), ``أحد`` (``إحدى``), and
    words ending in a long vowel or hamza (``جزءا``: no ة follows)."""
    if imperfect_gender(word) is not None:
        return flip_verb(word, gender)
    if person_form(word) is not None:
        return flip_person(word, gender)
    if gender == "M":
        return word[:-1] if word.endswith(_TA_MARBUTA) and len(word) >= 4 else None
    stem = word[:-1] if word.endswith("ا") else word
    if word.endswith(_TA_MARBUTA) or len(stem) < 3 or stem.endswith(("ا", "و", "ى", "ء", "ئ", "ؤ")):
        return None
    if stem in ("أحد", "احد", "أول", "اول", "آخر") or (
        len(stem) == 4 and stem[0] in "أا" and not set(stem[1:]) & set("اوي")
    ):
        return None
    return stem + _TA_MARBUTA


#: The ordinal *first* and *other*, whose feminines are فُعلى, not ة: الأول/الأولى, الآخر/الأخرى.
_ELATIVES = {"أول": "أولى", "اول": "اولى", "آخر": "أخرى", "اخر": "اخرى"}


def flip_elative(word: str, gender: Realisation) -> str | None:
    """A definite ``الأول``/``الأولى`` or ``الآخر``/``الأخرى`` (with the article's proclitics)
    in ``gender``; ``None`` for any other word. The elative pattern أفعل makes its feminine
    فُعلى (``الأكبر``/``الكبرى``); of it only these two, the ones an adjective after a person
    noun takes (*the first*, *the other*), are flipped, and the elative in ة is never made
    (``الأولة``)."""
    prefix, stem = _article(word)
    if not prefix:
        return None
    for m, f in _ELATIVES.items():
        if stem in (m, f):
            return prefix + (f if gender == "F" else m)
    return None


#: Words after which a verb still opens its clause (then, when, where, as, already).
_CLAUSE_OPENERS = frozenset(
    {"ثم", "عندما", "حيث", "بعدما", "كما", "قد", "لقد", "وقد", "فقد", "حين", "بينما", "لكن", "ولكن", "إذ"}
)


_PUNCTUATION = ("،", ",", ".", ";", "؛", ":", "!", "?", "؟", ")")


def _latin_name(token: str) -> bool:
    pre, word, _ = split_token(token)
    return not pre and bool(word) and word[0].isascii() and word[0].isupper()


def name_subject_verb(tokens: Sequence[str], k: int) -> bool:
    """Whether the word at ``k`` is a third-person singular verb whose subject is the name
    right after it, in Latin script (VSO: ``أصبحت Focke مهندسة``, ``عمل Geißler كملحن``):
    the English *Focke became* genders no one, the Arabic verb does. The verb opens its
    clause (the sentence's start, after punctuation or after ``ثم``, ``عندما``, ``قد``...): a
    noun before a name (``حزب Labour``, ``نهر Thames``) follows a preposition or another
    noun. A verb shows its gender by ت, by the imperfect's prefix, or by the bare perfect's
    shapes (:func:`fairmt.inflect.arabic_persons.clause_verb_gender`)."""
    if k + 1 >= len(tokens) or not _latin_name(tokens[k + 1]) or split_token(tokens[k])[2]:
        return False
    if k > 0 and not tokens[k - 1].endswith(_PUNCTUATION) and _core(tokens[k - 1]) not in _CLAUSE_OPENERS:
        return False  # (the token's own end: split_token reads a number with its comma as no word)
    w = _core(tokens[k])
    if not w or _kana_at(tokens, k) is not None:
        return False  # كان is the copula of a predicate (kana_predicate)
    return imperfect_gender(w) is not None or clause_verb_gender(w) is not None
