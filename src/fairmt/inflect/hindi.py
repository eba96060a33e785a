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

Flips (:meth:`HindiInflector.realise`): the closed noun pairs and ``-क``/``-इका``, the genitive
or possessive right before the noun, and, for a subject in the direct case, the gendered
words of its clause's verb group (auxiliaries, aspect verbs, ``-ता`` participles, future
``-गा``, perfectives in ``-या``/``-ई``/``-ए``). A verb-group word whose gender is marked
but whose flip is not regular (a bare ``-ा`` word that may be a noun: नेता, पिता) blocks the
flip: no variant is made then.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, check_span, word_tuple

#: Version of the rules below (part of the rules agents' signature).
VERSION = "hi-inflect-1"

_PUNCT = "।॥|,.;:!?\"'()[]{}“”‘’«»-–—…"

#: Subject pronouns in the direct case (they control the verb).
_DIRECT_PRONOUNS = frozenset(word_tuple("वह वो यह ये वे मैं हम तुम तू आप"))
#: Postpositions: a noun phrase followed by one is oblique and does not control the verb.
_POSTPOSITIONS = frozenset(word_tuple("ने को से में पर तक का की के लिए द्वारा साथ बिना जैसा जैसी जैसे वाला वाली वाले"))
#: Words that end a clause (conjunctions and relative pronouns).
_CLAUSE_BREAK = frozenset(
    word_tuple(
        "कि और तथा एवं लेकिन परंतु परन्तु किंतु किन्तु मगर क्योंकि जब तब जो जिसने जिसे जिसको जिसकी जिसका "
        "जिसके जिन्होंने जिन्हें जहाँ जहां ताकि यदि अगर तो या अथवा बल्कि"
    )
)
#: Words that never carry the subject's gender even though they end like a participle.
_NOT_AGREEING = frozenset(word_tuple("है हैं हूँ हूं हो भी ही तो नहीं न ना बहुत"))

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
_AUX_F_PLURAL = {f: m for m, f in _AUX_PLURAL.items()}

#: Kinship and person nouns whose gender is the lexeme's, with their pair (a closed class).
_NOUN_PAIRS = {
    "लड़का": "लड़की",
    "लड़के": "लड़कियाँ",
    "बेटा": "बेटी",
    "बेटे": "बेटियाँ",
    "पुत्र": "पुत्री",
    "पिता": "माता",
    "पिताजी": "माताजी",
    "बाप": "माँ",
    "भाई": "बहन",
    "पति": "पत्नी",
    "आदमी": "औरत",
    "पुरुष": "महिला",
    "पुरुषों": "महिलाओं",
    "राजा": "रानी",
    "सम्राट": "साम्राज्ञी",
    "राजकुमार": "राजकुमारी",
    "दादा": "दादी",
    "नाना": "नानी",
    "चाचा": "चाची",
    "मामा": "मामी",
    "भतीजा": "भतीजी",
    "भांजा": "भांजी",
    "पोता": "पोती",
    "दूल्हा": "दुल्हन",
    "ससुर": "सास",
    "युवक": "युवती",
    "बालक": "बालिका",
    "अभिनेता": "अभिनेत्री",
    "नेता": "नेत्री",
    "श्रीमान": "श्रीमती",
    "देवता": "देवी",
    "मालिक": "मालकिन",
}
_NOUN_F = {f: m for m, f in _NOUN_PAIRS.items()} | {"स्त्री": "पुरुष", "माँ": "पिता", "मां": "पिता"}
_NOUN_F |= {"बहू": "दामाद", "भाभी": "भाई", "लड़कियों": "लड़कों"}
_NOUN_M = dict(_NOUN_PAIRS) | {"लड़कों": "लड़कियों", "दामाद": "बहू", "भाइयों": "बहनों"}

#: Possessive pronouns and genitive postpositions (they agree with the noun after them).
_GENITIVES_M = frozenset(
    word_tuple(
        "का के मेरा मेरे तेरा तेरे हमारा हमारे तुम्हारा तुम्हारे आपका आपके उसका उसके इसका इसके "
        "उनका उनके इनका इनके अपना अपने जिसका जिसके किसका किसके"
    )
)
_GENITIVES_F = frozenset(word_tuple("की मेरी तेरी हमारी तुम्हारी आपकी उसकी इसकी उनकी इनकी अपनी जिसकी किसकी"))


def strip_token(token: str) -> tuple[str, str, str]:
    """A token as (leading punctuation, word, trailing punctuation)."""
    i, j = 0, len(token)
    while i < j and token[i] in _PUNCT:
        i += 1
    while j > i and token[j - 1] in _PUNCT:
        j -= 1
    return token[:i], token[i:j], token[j:]


def _core(token: str) -> str:
    return strip_token(token)[1]


def _ends_clause(token: str) -> bool:
    post = strip_token(token)[2]
    return any(c in "।॥|,.;:!?" for c in post)


def genitive_gender(word: str) -> Realisation | None:
    if word in _GENITIVES_F:
        return "F"
    if word in _GENITIVES_M:
        return "M"
    return None


def flip_genitive(word: str, gender: Realisation, oblique: bool) -> str | None:
    """``का``/``की``/``के`` and the possessives in ``gender`` (``-े`` when the noun is oblique)."""
    if gender == "F" and word in _GENITIVES_M:
        return word[:-1] + "ी"
    if gender == "M" and word in _GENITIVES_F:
        return word[:-1] + ("े" if oblique else "ा")
    return word if genitive_gender(word) in (gender, None) else None


def noun_gender(word: str) -> Realisation | None:
    """The gender a person noun shows by itself (closed pairs and feminine derivations)."""
    if word in _NOUN_F:
        return "F"
    if word in _NOUN_M:
        return "M"
    if word.endswith("िका") and len(word) >= 4:
        return "F"
    if word.endswith("ाइन") and len(word) >= 4:
        return "F"
    if word.endswith("त्री") and not word.endswith("मंत्री"):
        return "F"
    if word.endswith("िकाएँ") or word.endswith("िकाओं"):
        return "F"
    return None


def flip_noun(word: str, gender: Realisation) -> str | None:
    """A person noun in ``gender`` (closed pairs and ``-क``/``-इका``), ``None`` when unknown or invariant."""
    if gender == "F":
        if word in _NOUN_M:
            return _NOUN_M[word]
        if noun_gender(word) == "F":
            return word
        # the Sanskrit agent noun in -अक (a consonant + क, no vowel sign): लेखक -> लेखिका
        if len(word) >= 3 and word.endswith("क") and _is_consonant(word[-2]):
            return word[:-1] + "िका"
        return None
    if word in _NOUN_F:
        return _NOUN_F[word]
    if word.endswith("िका") and len(word) >= 4:
        return word[:-3] + "क"
    if noun_gender(word) == "M":
        return word
    return None


def _is_consonant(ch: str) -> bool:
    return "\u0915" <= ch <= "\u0939" or ch in "\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f"


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
        return _AUX_F[word]
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


class HindiInflector(Inflector):
    """Hindi cue reading and agreement flips (module doc)."""

    lang = "hi"

    def version(self) -> str:
        return VERSION

    # -- structure -------------------------------------------------------------------

    @staticmethod
    def _clause_end(tokens: Sequence[str], start: int) -> int:
        """The index after the last word of the clause that contains ``tokens[start]``."""
        j = start
        while j < len(tokens):
            if j > start and _core(tokens[j]) in _CLAUSE_BREAK:
                return j
            if _ends_clause(tokens[j]):
                return j + 1
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
        return nxt not in _POSTPOSITIONS and not nxt.endswith("ने")

    @staticmethod
    def _verb_group(tokens: Sequence[str], span: tuple[int, int]) -> list[int]:
        """The gendered words of the verb group that ends the span's clause, right to left: the
        auxiliaries and aspect verbs, then one main verb form or predicate word, stopping at the
        first word that is neither. A predicate noun after ``एक`` (``एक अधिकारी था``) and a
        person noun are no part of it. Empty when a subject pronoun in the direct case stands
        before the span in its clause (the span is then an object: ``वह एक लड़की देखता है``)."""
        j = span[0] - 1
        while j >= 0 and not _ends_clause(tokens[j]) and _core(tokens[j]) not in _CLAUSE_BREAK:
            if _core(tokens[j]) in _DIRECT_PRONOUNS:
                return []
            j -= 1
        end = HindiInflector._clause_end(tokens, span[1] - 1)
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
            words = [_core(t) for t in tokens[span[0] : span[1]]]
            if not any(w in _DIRECT_PRONOUNS for w in words) or not self._direct(tokens, span):
                return None
            return self._verb_reading(tokens, span)
        return self.gender_of(tokens, span, genitive=kind == "lexical")

    # -- flipping --------------------------------------------------------------------

    def _flip_group(self, tokens: list[str], span: tuple[int, int], gender: Realisation) -> bool:
        group = self._verb_group(tokens, span)
        cores = [_core(tokens[j]) for j in group]
        plural = any((r := verb_word_gender(w)) is not None and r[1] for w in cores)
        for k, j in enumerate(group):
            pre, core, post = strip_token(tokens[j])
            # the group ends its clause: a bare -ा/-ी word in it is a perfective or a predicate
            new = flip_verb_word(core, gender, last=k == 0, plural=plural, bare=True)
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
            new = flip_noun(core, gender)
            if new is None and noun_gender(core) is not None:
                return None
            if new is not None:
                out[head] = pre + new + post
            if span[0] > 0 and not _ends_clause(tokens[span[0] - 1]):
                pre, core, post = strip_token(tokens[span[0] - 1])
                if genitive_gender(core) is not None:
                    g = flip_genitive(core, gender, oblique=not self._direct(tokens, span))
                    if g is None:
                        return None
                    out[span[0] - 1] = pre + g + post
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
            words = [_core(t) for t in tokens[span[0] : span[1]]]
            if not any(w in _DIRECT_PRONOUNS for w in words) or not self._direct(tokens, span):
                return None
            out = list(tokens)
            if not self._flip_group(out, span, gender):
                return None
            return out if out != list(tokens) else None
        return self.realise(tokens, span, gender)

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A span for an explicit cue the aligner left without one: none (Hindi pronouns are
        words of their own, which the aligner links)."""
        return None

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        return any(_core(t) in ("वे", "ये") for t in tokens[span[0] : span[1]])
