"""Hindi verb groups: the words of a clause's verb that agree with its subject.

A layer of :class:`~fairmt.inflect.hindi.HindiInflector` (hi-inflect-2) above the noun-phrase
words of :mod:`fairmt.inflect.hindi_nouns`. The concept here is *one word of the verb group
and its form in the other gender*: the copula's forms and the verbs of *becoming* that agree
like it, the auxiliaries and aspect / modal verbs as closed pairs (singular and plural), the
endings of ``-ता`` participles, the future ``-गा`` and the perfective ``-या``/``-ई``/``-ए``
(:func:`verb_word_gender`, :func:`flip_verb_word`), and whether a run of words holds a verb
at all (:func:`_has_verb`: a comma or ``और`` ends a clause only after one).

Decisions: the gendered words of the verb group are read and flipped one at a time, with the
group's facts (its last word, its number, whether a bare ``-ा``/``-ी`` word may be a
perfective) passed in by the inflector, which finds the clause; a flip that is not regular
gives ``None`` so that the inflector makes no variant.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import word_tuple
from fairmt.inflect.hindi_nouns import _POSTPOSITIONS, _core, genitive_gender

#: Words that never carry the subject's gender even though they end like a participle.
_NOT_AGREEING = frozenset(word_tuple("है हैं हूँ हूं हो भी ही तो नहीं न ना बहुत"))

#: The copula's forms (a predicate noun is followed by nothing else in its clause), and those
#: of them that show gender.
_COPULA_GENDERED = frozenset(word_tuple("था थी थे थीं"))
_COPULA = _COPULA_GENDERED | frozenset(word_tuple("है हैं हूँ हूं हो भी ही"))
#: *Become* and *remain* with their aspect verbs (वह लेखिका बन गई, बनी रही): after a
#: predicate noun they agree with the subject as the copula does.
_COPULA_VERBS = frozenset(word_tuple("बन बना बनी बने बनीं गया गई गए गये गईं रहा रही रहे रहीं"))

#: Auxiliaries and aspect / modal verbs: masculine singular -> feminine singular, and plural.
_AUX_PAIRS = {
    "था": "थी",
    "रहा": "रही",
    "गया": "गई",
    "हुआ": "हुई",
    "चुका": "चुकी",
    "सका": "सकी",
    "पाया": "पाई",
    "लगा": "लगी",
    "दिया": "दी",
    "लिया": "ली",
    "किया": "की",
    "आया": "आई",
    "बना": "बनी",
}
_AUX_PLURAL = {
    "थे": "थीं",
    "रहे": "रहीं",
    "गए": "गईं",
    "गये": "गईं",
    "हुए": "हुईं",
    "चुके": "चुकीं",
    "सके": "सकीं",
    "किए": "कीं",
    "किये": "कीं",
    "दिए": "दीं",
    "लिए": "लीं",
    "आए": "आईं",
}
_AUX_F = {f: m for m, f in _AUX_PAIRS.items()} | {"गयी": "गया", "हुयी": "हुआ"}
#: (the first spelling of a masculine form is the one written back: गए, not गये)
_AUX_F_PLURAL = {f: m for m, f in reversed(_AUX_PLURAL.items())}


#: Endings of participles and finite forms (a bare -ा/-ी/-े is not enough: पुणे, कनाडा).
_VERBAL_ENDINGS = ("ता", "ती", "ते", "तीं", "गा", "गी", "गे", "या", "ये", "यी", "ई", "ईं", "ए")


def _has_verb(tokens: Sequence[str]) -> bool:
    """Whether the words hold a verb form: the copula, an auxiliary, or a word with a verbal
    ending (:data:`_VERBAL_ENDINGS`) that is no genitive, possessive or postposition."""
    for t in tokens:
        w = _core(t)
        if w in ("है", "हैं", "हूँ", "हूं", "हो") or w in _COPULA_GENDERED or w in _AUX_PAIRS or w in _AUX_F:
            return True
        if w in _POSTPOSITIONS or genitive_gender(w) is not None or len(w) < 2:
            continue
        if w.endswith(_VERBAL_ENDINGS):
            return True
    return False


def verb_word_gender(word: str) -> tuple[Realisation, bool] | None:
    """(gender, plural) of a verb-group word that agrees with the subject, or ``None``."""
    if not word or word in _NOT_AGREEING:
        return None
    if word in _AUX_PAIRS:
        return "M", False
    if word in _AUX_PLURAL:
        return "M", True
    if word in _AUX_F:
        return "F", False
    if word in _AUX_F_PLURAL:
        return "F", True
    for suffix, g, pl in (
        ("ेंगे", "M", True),
        ("ेंगी", "F", True),
        ("ेगा", "M", False),
        ("ेगी", "F", False),
        ("ोगे", "M", True),
        ("ूँगा", "M", False),
        ("ूँगी", "F", False),
        ("ूंगा", "M", False),
        ("ूंगी", "F", False),
        ("एगा", "M", False),
        ("एगी", "F", False),
        ("एंगे", "M", True),
        ("एँगे", "M", True),
        ("एंगी", "F", True),
        ("एँगी", "F", True),
        ("तीं", "F", True),
        ("ता", "M", False),
        ("ती", "F", False),
        ("ते", "M", True),
        ("या", "M", False),
        ("ये", "M", True),
        ("यी", "F", False),
        ("ईं", "F", True),
        ("ई", "F", False),
        ("ए", "M", True),
        ("ीं", "F", True),
        ("ा", "M", False),
        ("ी", "F", False),
        ("े", "M", True),
    ):
        if word.endswith(suffix) and len(word) > len(suffix):
            return g, pl  # type: ignore[return-value]
    return None


#: Masculine agent nouns in -ी (not feminine forms of an -ा word): never flipped to -ा.
_AGENT_I = ("ारी", "कारी", "धारी", "वासी", "वादी", "ार्थी", "मंत्री", "पति", "स्वामी", "ज्ञानी")
#: Aspect and modal verbs that take the bare stem before them (कर रहा, जा सका, खा चुका).
_AFTER_STEM = frozenset(
    word_tuple("रहा रही रहे रहीं सका सकी सके सकीं चुका चुकी चुके चुकीं सकता सकती सकते पाता पाती पाते")
)


def flip_verb_word(word: str, gender: Realisation, last: bool, plural: bool, bare: bool) -> str | None:
    """A verb-group word in ``gender``. ``last``: the group's last gendered word (it carries the
    feminine plural's nasal ``-ीं``); ``plural``: the group is plural (or honorific);
    ``bare``: a bare ``-ा``/``-ी``/``-े`` word may be flipped (a perfective or predicate
    adjective: बैठा/बैठी, थका/थकी). ``None`` when the flip is not regular."""
    reading = verb_word_gender(word)
    if reading is None:
        return word
    g, _ = reading
    if g == gender:
        return word
    nasal = "ं" if last else ""
    if gender == "F":
        if word in _AUX_PAIRS:
            return _AUX_PAIRS[word]
        if word in _AUX_PLURAL:
            return _AUX_PLURAL[word] if last else _AUX_PLURAL[word].removesuffix("ं")
        for m, f in (
            ("ेंगे", "ेंगी"),
            ("ेगा", "ेगी"),
            ("ूँगा", "ूँगी"),
            ("ूंगा", "ूंगी"),
            ("एगा", "एगी"),
            ("एंगे", "एंगी"),
            ("एँगे", "एँगी"),
            ("ता", "ती"),
            ("ते", "ती" + nasal),
            ("या", "ई"),
            ("ये", "ई" + nasal),
            ("ए", "ई" + nasal),
        ):
            if word.endswith(m) and len(word) > len(m):
                return word[: -len(m)] + f
        if bare and word.endswith("ा") and len(word) > 2:
            return word[:-1] + "ी"
        if bare and word.endswith("े") and len(word) > 2:
            return word[:-1] + "ी" + nasal
        return None  # a bare -ा/-े word (नेता, पिता may be nouns): not regular
    if word in _AUX_F:
        m = _AUX_F[word]
        if plural:  # honorific / plural: था -> थे, रहा -> रहे, गया -> गए
            return m[:-2] + "ए" if m.endswith("या") else m[:-1] + "े"
        return m
    if word in _AUX_F_PLURAL:
        return _AUX_F_PLURAL[word]
    for f, m in (
        ("ेंगी", "ेंगे"),
        ("ेगी", "ेगा"),
        ("ूँगी", "ूँगा"),
        ("ूंगी", "ूंगा"),
        ("एगी", "एगा"),
        ("एंगी", "एंगे"),
        ("एँगी", "एँगे"),
        ("तीं", "ते"),
        ("ती", "ते" if plural else "ता"),
        ("ईं", "ए"),
        ("यी", "ये" if plural else "या"),
        ("ई", "ए" if plural else "या"),
    ):
        if word.endswith(f) and len(word) > len(f):
            return word[: -len(f)] + m
    if bare and word.endswith(("ी", "ीं")) and len(word) > 2 and not word.endswith(_AGENT_I):
        return word.removesuffix("ं")[:-1] + ("े" if plural else "ा")
    return None
