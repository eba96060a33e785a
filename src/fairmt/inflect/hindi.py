"""Hindi: the target gender of FairQE's cues and the verb / participle / postposition flips.

Hindi pronouns have no gender (वह is *he* and *she*, उसका is *his* and *her*); gender is
shown by the words that agree with a person reference:

* **the clause's verb group** agrees with a subject in the direct case: ``वह आया`` /
  ``वह आई``, ``वह काम कर रहा था`` / ``कर रही थी``, ``वह पढ़ाता है`` / ``पढ़ाती है``; masculine
  ``-ा`` (singular) and ``-े`` (plural or honorific), feminine ``-ी`` (``-ीं`` on the last word
  of a feminine plural): था/थी/थे/थीं, रहा/रही/रहे, गया/गई/गए, करता/करती/करते, future
  ``-गा``/``-गी``/``-गे``. A subject marked by a postposition does not control the verb: with
  ``ने`` (perfective of a transitive verb) the verb agrees with the object (``उसने किताब
  पढ़ी``), with ``को`` with the thing. So the verb is read only for a subject in the direct
  case, and the clause is the words up to the next punctuation or conjunction (कि, और, जो …;
  Hindi puts the verb at the end of its clause);
* **genitives and possessives before a noun** agree with that noun (the possessed), not
  with the possessor: ``राम का बेटा`` / ``राम की बेटी``, ``उसकी माँ`` (*his* or *her*
  mother). ``का``/``के`` before a noun read masculine, ``की`` feminine; a possessive
  pronoun (*his*, *her*) aligned to उसका/उसकी reads nothing;
* **the noun itself**, for the derivations that make a feminine person noun (``-इका``:
  अध्यापक/अध्यापिका, लेखक/लेखिका; ``-आइन``: पंडिताइन; ``-त्री``: अभिनेता/अभिनेत्री) and a
  closed set of kinship and person nouns (लड़का/लड़की, पिता/माता, भाई/बहन …). Final ``-ी`` is
  no feminine marker by itself (आदमी, मंत्री, अधिकारी are masculine), and most occupation
  loanwords (डॉक्टर, वकील) are of common gender: they are read from their agreement.

Flips (:meth:`HindiInflector.realise`): the closed noun pairs and ``-क``/``-इका``, the variable
adjectives before the noun (a closed class: ordinals and ``-वाँ``, pronominal adjectives, the
commonest qualifying ones, नया, the ``-वाला`` participle: ``जीतने वाली पहली लेखिका``), the
genitive or possessive before them (``के``/``का`` by the noun's case and number: oblique, or
honorific as its verb group or the plural copula ``हैं`` shows), and, for a subject in the
direct case, the gendered words of its clause's verb group (auxiliaries, aspect verbs, ``-ता``
participles, future ``-गा``, perfectives in ``-या``/``-ई``/``-ए``); for a predicate noun after a
subject pronoun, the copula (``वह एक लेखिका थी``, ``बन गई``). A verb-group word whose gender
is marked but whose flip is not regular (a bare ``-ा`` word that may be a noun: नेता, पिता)
blocks the flip: no variant is made then.

Placing a person without an aligner table (there is no en-hi one): a cue's target span that
holds no person noun by its spelling (:meth:`HindiInflector.denotes_no_person`) is no person to
realise; the realiser then gives the cue the nearest person noun found by spelling
(:meth:`HindiInflector.person_spans`: closed pairs, ``-इका``, ``-अक`` agent nouns less a closed
list of things and adjectives, and the predicate noun of a gendered copula). Explicit cues:
*he* / *she* placed on another word is read from the nearest subject pronoun वह / वे in the
direct case; a gendered English noun (*daughter*, *empress*) from the nearest gendered Hindi
noun, and from nothing when there is none (the agreement of whatever word the position gave
is no reading). A comma or ``और`` ends a clause only after a verb (a list or an apposition
inside the clause: ``वह पुणे, महाराष्ट्र में रहती है``).

Layout
------
One concept a module: :mod:`fairmt.inflect.hindi_nouns` (a person's noun phrase word by word:
nouns, variable adjectives, genitives, and the token reading all share) <-
:mod:`fairmt.inflect.hindi_verbs` (the words of the verb group that agree with the subject) <-
:class:`HindiInflector` here (the clause: finding the subject, its verb group and the
person spans, reading cues and realising spans). The word-level modules are plain
functions; the public names this module defined before the split are re-exported
(``__all__``), so callers import them from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, check_span, word_tuple
from fairmt.inflect.hindi_nouns import (
    _POSTPOSITIONS,
    _core,
    _ends_clause,
    adjective_gender,
    flip_adjective,
    flip_genitive,
    flip_noun,
    genitive_gender,
    is_agent_noun,
    is_person_noun,
    noun_gender,
    strip_token,
)
from fairmt.inflect.hindi_verbs import (
    _AFTER_STEM,
    _AUX_F,
    _AUX_F_PLURAL,
    _AUX_PAIRS,
    _AUX_PLURAL,
    _COPULA,
    _COPULA_GENDERED,
    _COPULA_VERBS,
    _NOT_AGREEING,
    _VERBAL_ENDINGS,
    _has_verb,
    flip_verb_word,
    verb_word_gender,
)

#: Version of the rules below (part of the rules agents' signature).
VERSION = "hi-inflect-2"

# The public names this module defined before it was split into the ``hindi_*`` modules,
# re-exported so that callers keep importing them from here.
__all__ = [
    "VERSION",
    "HindiInflector",
    "adjective_gender",
    "flip_adjective",
    "flip_genitive",
    "flip_noun",
    "flip_verb_word",
    "genitive_gender",
    "is_agent_noun",
    "is_person_noun",
    "noun_gender",
    "strip_token",
    "verb_word_gender",
]

#: Subject pronouns in the direct case (they control the verb).
_DIRECT_PRONOUNS = frozenset(word_tuple("वह वो यह ये वे मैं हम तुम तू आप"))
#: Words that end a clause (conjunctions and relative pronouns).
_CLAUSE_BREAK = frozenset(
    word_tuple(
        "कि और तथा एवं लेकिन परंतु परन्तु किंतु किन्तु मगर क्योंकि जब तब जो जिसने जिसे जिसको जिसकी जिसका "
        "जिसके जिन्होंने जिन्हें जहाँ जहां ताकि यदि अगर तो या अथवा बल्कि"
    )
)

#: Coordinating conjunctions: they end a clause only after a verb (:meth:`HindiInflector._clause_end`).
_WEAK_BREAK = frozenset(word_tuple("और तथा एवं या अथवा"))
#: Third-person subject pronouns, the Hindi of *he* and *she* (direct case).
_THIRD_PRONOUNS = frozenset(word_tuple("वह वो वे"))


class HindiInflector(Inflector):
    """Hindi cue reading and agreement flips (module doc)."""

    lang = "hi"

    def version(self) -> str:
        return VERSION

    # -- structure -------------------------------------------------------------------

    @staticmethod
    def _clause_end(tokens: Sequence[str], start: int) -> int:
        """The index after the last word of the clause that contains ``tokens[start]``.

        A comma or a coordinating conjunction (और, या …) ends the clause only when the words
        before it hold a verb: a Hindi clause has its verb at the end, so a stretch without one
        is a list or an apposition inside the clause (``वह ओंटारियो, कनाडा में रहती है``,
        ``वे अपनी टूल्स और टॉयज सीरीज़ के गहने पहनती हैं``)."""
        j = start
        seg = start + 1
        while j < len(tokens):
            brk, weak = -1, False
            if j > start and _core(tokens[j]) in _CLAUSE_BREAK:
                brk, weak = j, _core(tokens[j]) in _WEAK_BREAK
            elif _ends_clause(tokens[j]):
                brk, weak = j + 1, strip_token(tokens[j])[2] == ","
            if brk >= 0:
                if weak and brk < len(tokens) and not _has_verb(tokens[seg:brk]):
                    seg = brk
                    j += 1
                    continue
                return brk
            j += 1
        return len(tokens)

    @staticmethod
    def _direct(tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span is a noun phrase in the direct case (no postposition after it)."""
        if _ends_clause(tokens[span[1] - 1]):
            return True
        if span[1] >= len(tokens):
            return True
        nxt = _core(tokens[span[1]])
        if nxt in _POSTPOSITIONS:
            return False
        if nxt.endswith("ने"):
            # an oblique infinitive (शिक्षिका बनने के लिए) is governed by the noun or governs it;
            # a finite perfective in -ने that ends the clause (प्राध्यापक बने।) is its verb
            after = _core(tokens[span[1] + 1]) if span[1] + 1 < len(tokens) else ""
            return _ends_clause(tokens[span[1]]) or after in _COPULA
        return True

    @staticmethod
    def _verb_group(tokens: Sequence[str], span: tuple[int, int]) -> list[int]:
        """The gendered words of the verb group that ends the span's clause, right to left: the
        auxiliaries and aspect verbs, then one main verb form or predicate word, stopping at the
        first word that is neither. A predicate noun after ``एक`` (``एक अधिकारी था``) and a
        person noun are no part of it. Empty when a subject pronoun in the direct case stands
        before the span in its clause (the span is then an object: ``वह एक लड़की देखता है``)."""
        j = span[0] - 1
        end = HindiInflector._clause_end(tokens, span[1] - 1)
        while j >= 0 and not _ends_clause(tokens[j]) and _core(tokens[j]) not in _CLAUSE_BREAK:
            if _core(tokens[j]) in _DIRECT_PRONOUNS:
                # A predicate noun (``वह एक लेखिका थी``): only the copula follows it, and the
                # copula agrees with the subject, the same person; anything else after the
                # span makes it an object, whose verb agrees with the subject.
                rest = [_core(t) for t in tokens[span[1] : end]]
                # (a noun after the span, no verb: सहायिका कोच रही हैं)
                tail = len(rest)
                while tail > 0 and (rest[tail - 1] in _COPULA or rest[tail - 1] in _COPULA_VERBS):
                    tail -= 1
                if (
                    span[1] - span[0] == 1
                    and tail < len(rest)
                    and tail <= 1
                    and not _has_verb(tokens[span[1] : span[1] + tail])
                ):
                    return [
                        k
                        for k in range(end - 1, span[1] - 1, -1)
                        if _core(tokens[k]) in _COPULA_GENDERED
                        or (
                            _core(tokens[k]) in _COPULA_VERBS
                            and verb_word_gender(_core(tokens[k])) is not None
                        )
                    ]
                return []
            j -= 1
        out: list[int] = []
        j = end - 1
        while j >= span[1]:
            w = _core(tokens[j])
            if w in _NOT_AGREEING:
                j -= 1
                continue
            reading = verb_word_gender(w)
            if reading is None or w in _POSTPOSITIONS or genitive_gender(w) is not None:
                break
            if noun_gender(w) is not None or (j > 0 and _core(tokens[j - 1]) == "एक"):
                break
            if j > 0 and genitive_gender(_core(tokens[j - 1])) is not None:
                break  # a word after a genitive is a noun (टीम की सदस्या), no verb
            out.append(j)
            if w in _AFTER_STEM:
                break  # the word before is the bare stem (कर, जा): no gender
            if w not in _AUX_PAIRS and w not in _AUX_PLURAL and w not in _AUX_F and w not in _AUX_F_PLURAL:
                break  # the main verb (or a predicate word): the group ends here
            j -= 1
        return out

    # -- reading ---------------------------------------------------------------------

    def _verb_reading(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The gender of the verb group's last word (the finite auxiliary where there is one)."""
        group = self._verb_group(tokens, span)
        reading = verb_word_gender(_core(tokens[group[0]])) if group else None
        return reading[0] if reading is not None else None

    def _modifier_reading(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The genitive or possessive right before the noun (``की बेटी``)."""
        if span[0] == 0 or _ends_clause(tokens[span[0] - 1]):
            return None
        return genitive_gender(_core(tokens[span[0] - 1]))

    def gender_of(
        self, tokens: Sequence[str], span: tuple[int, int], genitive: bool = True
    ) -> Realisation | None:
        """The span's gender: its noun, else the genitive before it (``genitive``), else (in the
        direct case) its verb. The genitive agrees with whatever noun the span holds, a thing
        too, so it is not read for a span that may not be the person noun."""
        if not check_span(tokens, span):
            return None
        words = [_core(t) for t in tokens[span[0] : span[1]]]
        if any(genitive_gender(w) is not None and w.startswith(("उस", "इस", "उन", "इन")) for w in words):
            return None  # a possessive pronoun: gendered by the possessed, not the possessor
        nouns = {g for w in words if (g := noun_gender(w)) is not None}
        if len(nouns) == 1:
            return nouns.pop()
        if nouns:
            return None
        g = self._modifier_reading(tokens, span) if genitive else None
        if g is not None:
            return g
        if self._direct(tokens, span):
            return self._verb_reading(tokens, span)
        return None

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None:
        """The gender the translation gives an explicit cue (see :meth:`gender_of`).

        A pronoun cue is read only from a subject pronoun in the direct case (वह, वे, यह):
        ergative उसने, dative उसे and possessive उसका carry no gender of their referent."""
        if not check_span(tokens, span):
            return None
        if kind == "pronoun":
            found = self._subject_pronoun(tokens, span, source_span)
            if found is None or not self._direct(tokens, found):
                return None
            return self._verb_reading(tokens, found)
        if kind == "lexical":
            # A gendered English noun (*daughter*, *empress*) has a gendered Hindi noun: read
            # that one, the nearest (the aligner places by position: ``अमरीकी``, ``पास``); a span
            # without one reads nothing rather than the agreement of whatever word it holds.
            noun = self._person_noun(tokens, span)
            return None if noun is None else self.gender_of(tokens, noun, genitive=True)
        return self.gender_of(tokens, span, genitive=False)

    def _person_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int] | None:
        """The span when it holds a gendered person noun (:func:`noun_gender`), else the nearest
        word that is one, else ``None``."""
        if any(noun_gender(_core(t)) is not None for t in tokens[span[0] : span[1]]):
            return span
        found = [(i, i + 1) for i, t in enumerate(tokens) if noun_gender(_core(t)) is not None]
        return min(found, key=lambda sp: abs(sp[0] - span[0])) if found else None

    def _subject_pronoun(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str
    ) -> tuple[int, int] | None:
        """The span itself when it holds a subject pronoun; for English *he* / *she* placed on
        another word (the aligner places it by position: ``से``, a place name), the nearest
        third-person pronoun in the direct case (वह, वे), which is what Hindi has for it."""
        if any(_core(t) in _DIRECT_PRONOUNS for t in tokens[span[0] : span[1]]):
            return span
        if source_span.strip().lower() not in ("he", "she"):
            return None
        if any(_core(t).startswith(("उस", "उन", "इस", "इन")) for t in tokens[span[0] : span[1]]):
            return None  # the aligner found the pronoun, oblique (उसने, उन्होंने): no verb agrees
        found = [
            (i, i + 1)
            for i, t in enumerate(tokens)
            if _core(t) in _THIRD_PRONOUNS and self._direct(tokens, (i, i + 1))
        ]
        return min(found, key=lambda sp: abs(sp[0] - span[0])) if found else None

    # -- flipping --------------------------------------------------------------------

    def _flip_group(self, tokens: list[str], span: tuple[int, int], gender: Realisation) -> bool:
        group = self._verb_group(tokens, span)
        cores = [_core(tokens[j]) for j in group]
        plural = any((r := verb_word_gender(w)) is not None and r[1] for w in cores)
        # the copula after the group: हैं makes it plural (honorific: रहे हैं / रही हैं), and
        # the feminine plural's nasal is then on हैं, not on the participle
        after = _core(tokens[group[0] + 1]) if group and group[0] + 1 < len(tokens) else ""
        plural = plural or after == "हैं"
        for k, j in enumerate(group):
            pre, core, post = strip_token(tokens[j])
            # the group ends its clause: a bare -ा/-ी word in it is a perfective or a predicate
            new = flip_verb_word(core, gender, last=k == 0 and after not in _COPULA, plural=plural, bare=True)
            if new is None:
                return False
            tokens[j] = pre + new + post
        return True

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The span in ``gender``: its person noun, the genitive before it and, in the direct
        case, its clause's verb group; ``None`` when a gendered word cannot be flipped."""
        if gender not in ("F", "M") or not check_span(tokens, span):
            return None
        out = list(tokens)
        words = [_core(t) for t in tokens[span[0] : span[1]]]
        pronoun = any(w in _DIRECT_PRONOUNS for w in words)
        if not pronoun:
            head = span[1] - 1
            pre, core, post = strip_token(tokens[head])
            # The masculine's -े (के, वाले): the noun is oblique, or plural / honorific as its
            # verb group shows (``पुस्तक के लेखक थे``); -ा otherwise.
            group = self._verb_group(tokens, span) if self._direct(tokens, span) else []
            end = self._clause_end(tokens, span[1] - 1)
            oblique = (
                not self._direct(tokens, span)
                or any((r := verb_word_gender(_core(tokens[j]))) is not None and r[1] for j in group)
                # a predicate noun before the plural copula: the honorific (के लेखक हैं)
                or "हैं" in {_core(t) for t in tokens[span[1] : end]}
            )
            new = flip_noun(core, gender, oblique=oblique)
            if new is None and noun_gender(core) is not None:
                return None
            if new is not None:
                out[head] = pre + new + post
            # the variable adjectives before the noun (एक अच्छा लेखक, पहली लेखिका), then the
            # genitive or possessive before them (उपन्यास की पहली लेखिका)
            left = span[0] - 1
            while left >= 0 and not _ends_clause(tokens[left]):
                pre, core, post = strip_token(tokens[left])
                if adjective_gender(core) is None:
                    break
                if left > 0 and _core(tokens[left - 1]) in ("से", "के") and core.startswith("पहल"):
                    break  # से पहले, के पहले: "before", a postposition
                out[left] = pre + flip_adjective(core, gender, oblique) + post
                left -= 1
            if left >= 0 and not _ends_clause(tokens[left]):
                pre, core, post = strip_token(tokens[left])
                if genitive_gender(core) is not None:
                    g = flip_genitive(core, gender, oblique=oblique)
                    if g is None:
                        return None
                    out[left] = pre + g + post
        if self._direct(tokens, span) and not self._flip_group(out, span, gender):
            return None
        return out if out != list(tokens) else None

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None:
        """An explicit cue's span in ``gender`` (a pronoun cue: its verb group only)."""
        if kind == "pronoun":
            found = self._subject_pronoun(tokens, span, source_span)
            if found is None or not self._direct(tokens, found):
                return None
            out = list(tokens)
            if not self._flip_group(out, found, gender):
                return None
            return out if out != list(tokens) else None
        if kind == "lexical":
            noun = self._person_noun(tokens, span)
            return None if noun is None else self.realise(tokens, noun, gender)
        return self.realise(tokens, span, gender)

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A span for an explicit cue the aligner left without one: none (Hindi pronouns are
        words of their own, which the aligner links)."""
        return None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Person nouns found by their spelling (:func:`is_person_noun`: the closed pairs,
        ``-इका``, ``-अक`` agent nouns), one word each. The realiser gives them to person cues
        the aligner left without a span (there is no en-hi table), by relative position. A
        ``-वाला`` form is no person noun here: before a noun it is a participle
        (``जीतने वाली लेखिका``), flipped with that noun (:func:`adjective_gender`)."""
        found = [(i, i + 1) for i, tok in enumerate(tokens) if is_person_noun(_core(tok))]
        return sorted(found + [p for p in self._predicate_nouns(tokens) if p not in found])

    def _predicate_nouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Predicate nouns of a gendered copula: the word right before a clause-final ``था``/
        ``थी``/``थे``/``थीं`` or *become* / *remain* (``एक वास्तुकार थी``, ``मैनेजर बन गईं``),
        when it is no postposition, genitive, pronoun or adjective. Its gender shows only
        in the copula, so it is a person reference of common gender (इंजीनियर, कलाकार) that the
        spelling cannot tell from a thing; the realiser gives it only to an English person cue
        left without a span."""
        out: list[tuple[int, int]] = []
        for i in range(len(tokens) - 1):
            if _ends_clause(tokens[i]):
                continue
            w = _core(tokens[i])
            if (
                not w
                or w in _POSTPOSITIONS
                or w in _DIRECT_PRONOUNS
                or w in _COPULA
                or w in _COPULA_VERBS
                or genitive_gender(w) is not None
                or adjective_gender(w) is not None
                or w.endswith(_VERBAL_ENDINGS)
            ):
                continue
            end = self._clause_end(tokens, i)
            rest = [_core(t) for t in tokens[i + 1 : end]]
            if (
                rest
                and all(r in _COPULA or r in _COPULA_VERBS for r in rest)
                and any(r in _COPULA_GENDERED or (r in _COPULA_VERBS and r != "बन") for r in rest)
            ):
                out.append((i, i + 1))
        return out

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span holds neither a person noun found by its spelling
        (:func:`is_person_noun`) nor a subject pronoun. Without an en-hi table the aligner places
        an English person noun by position, on a postposition, a verb or a thing as often as on
        the person (``के रूप``, ``ने``): such a span is no person to realise; the cue takes a
        person noun found in the translation instead (:meth:`person_spans`), or none. A
        common-gender noun (डॉक्टर, कलाकार) cannot be told from a thing by its spelling, so it is
        not realised from a cue's span."""
        if not check_span(tokens, span):
            return True
        words = [_core(t) for t in tokens[span[0] : span[1]]]
        return not any(w in _DIRECT_PRONOUNS or is_person_noun(w) for w in words)

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        return any(_core(t) in ("वे", "ये") for t in tokens[span[0] : span[1]])
