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

Layout
------
One concept a module, each building on the ones before it:
:mod:`fairmt.inflect.arabic_words` (one word's gender and its form in the other gender:
the closed classes, pronouns, suffixes, noun endings, verbs) <-
:mod:`fairmt.inflect.arabic_persons` (the regular person-noun shapes, the lexical table's
test for things, the gender of a clause-opening verb) <- :mod:`fairmt.inflect.arabic_agreement`
(the verbs after a person's noun phrase, the adjective's head noun) <-
:class:`~fairmt.inflect.arabic_reading.ArabicReader` (reading a span's and a cue's gender,
placing spans) <- :class:`ArabicInflector` here (realising a span and the words that agree
with it, ``validate``). The inflector is a chain of subclasses, as in
:mod:`fairmt.inflect.german`, so that ``mypy --strict`` checks every call on ``self``; the
word-level modules are plain functions. The public names this module defined before the
split are re-exported (``__all__``), so callers import them from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.arabic_agreement import (
    agree_after,
    agree_suffixes,
    flip_elative,
    flip_predicate,
    imperfect_gender,
    kana_predicate,
    name_subject_verb,
)
from fairmt.inflect.arabic_persons import (
    _joined_verb_gender,
    clause_verb_gender,
    flip_person,
    known_thing,
    noun_parses,
    person_form,
    person_noun,
)
from fairmt.inflect.arabic_reading import ArabicReader
from fairmt.inflect.arabic_words import (
    _FUNCTION,
    _LEXICAL_F,
    _LEXICAL_M,
    _PREPOSITIONS,
    _TA_MARBUTA,
    _article,
    _clitic_pp,
    _conj,
    _core,
    _kana,
    _render,
    flip_noun,
    flip_pronoun,
    flip_suffix,
    flip_verb,
    noun_gender,
    pronoun_gender,
    split_token,
    strip_diacritics,
    suffix_gender,
    verb_gender,
)
from fairmt.inflect.base import check_span, word_tuple

#: Version of the rules below (part of the rules agents' signature).
VERSION = "ar-inflect-4"

# The public names this module defined before it was split into the ``arabic_*`` modules,
# re-exported so that callers keep importing them from here.
__all__ = [
    "VERSION",
    "ArabicInflector",
    "clause_verb_gender",
    "flip_noun",
    "flip_person",
    "flip_pronoun",
    "flip_suffix",
    "flip_verb",
    "known_thing",
    "noun_gender",
    "noun_parses",
    "person_form",
    "person_noun",
    "pronoun_gender",
    "split_token",
    "strip_diacritics",
    "suffix_gender",
    "verb_gender",
]

#: Complementisers a subject noun may follow (أن المؤلفة كانت ...).
_THAT = frozenset(word_tuple("أن ان لأن لان بأن بان وأن وان إن"))


class ArabicInflector(ArabicReader):
    """Arabic cue reading (:class:`~fairmt.inflect.arabic_reading.ArabicReader`) and
    pronoun / verb-agreement / noun-ending flips (module doc)."""

    lang = "ar"

    def version(self) -> str:
        return VERSION

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
