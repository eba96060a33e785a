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
from fairmt.inflect.arabic import (
    _FUNCTION,
    _TA_MARBUTA,
    _article,
    _core,
    _joined_verb_gender,
    _render,
    flip_verb,
    known_thing,
    person_form,
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
    """:func:`fairmt.inflect.arabic._joined_verb_gender` of a perfect that is surely a verb:
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
