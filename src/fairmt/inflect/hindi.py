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
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, check_span, word_tuple

#: Version of the rules below (part of the rules agents' signature).
VERSION = "hi-inflect-2"

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


#: Frequent words in consonant + ``-क`` that are no agent noun (things, times, adverbs,
#: adjectives): the ``-अक`` suffix makes person nouns from verbal roots (लेखक, गायक, शिक्षक),
#: but the same spelling ends these; a closed list of the common ones.
_AK_NOT_PERSON = frozenset(
    word_tuple(
        "तक पुस्तक दशक नाटक बैठक सड़क सडक लोक झलक चमक ठंडक फाटक मस्तक सम्यक दस्तक मानक "
        "घातक सूचक दीपक कनक नरक अचानक भयानक सार्थक निरर्थक आवश्यक व्यापक रोचक बेशक ऐनक कटक "
        "शतक ढक धक कारक प्रेरक तारक"
    )
)
#: Frequent feminine nouns in ``-इका`` that name things (a magazine, a role, a table).
_IKA_NOT_PERSON = frozenset(
    word_tuple("पत्रिका भूमिका पुस्तिका तालिका नासिका कणिका वाटिका गुटिका पंजिका दीपिका नियमावलिका मालिका")
)
#: Adjective suffixes in ``-क`` (रचनात्मक, भयानक, ऐतिहासिक ends in ि + क and is no candidate).
_AK_ADJECTIVE = ("ात्मक", "ानक", "र्थक")


def is_agent_noun(word: str) -> bool:
    """Whether ``word`` is a Sanskrit agent noun in ``-अक`` (a consonant, then ``क`` with no
    vowel sign: लेखक, संपादक, प्रशिक्षक), the class whose feminine is regular ``-इका``."""
    last = word.rsplit("-", 1)[-1]  # a compound's last part: सह-प्राध्यापक, 10-कारक
    return (
        len(last) >= 4
        and last.endswith("क")
        and _is_consonant(last[-2])
        and last not in _AK_NOT_PERSON
        and not last.endswith(_AK_ADJECTIVE)
    )


def is_person_noun(word: str) -> bool:
    """A person noun by its spelling: the closed pairs, the ``-इका`` feminines (not the
    things in :data:`_IKA_NOT_PERSON`), ``-अक`` agent nouns (:func:`is_agent_noun`), the
    ``-वाला`` agent forms."""
    if word in _NOUN_M or word in _NOUN_F:
        return True
    if word in _IKA_NOT_PERSON:
        return False
    if word.endswith("िका") and len(word) >= 4:
        return True
    return is_agent_noun(word)


#: The agent suffix ``-वाला`` (written apart or joined: करने वाला, करनेवाला).
_VALA = ("वाला", "वाली", "वाले")
_VALA_WORDS = frozenset(_VALA)


#: Variable (-ा/-े/-ी) adjectives that stand before a person noun, as stems: the ordinals
#: (also the pattern ``-वाँ``: पाँचवाँ), the pronominal adjectives of kind and quantity, and the
#: commonest qualifying adjectives of a grammar's first lesson. Only these are flipped before a
#: noun: a bare ``-ा``/``-ी`` word there may be a noun (कला शिक्षक) or an invariant adjective in
#: ``-ी`` (विदेशी, सरकारी), whose flip is no word.
_ADJ_STEMS = frozenset(
    word_tuple("पहल दूसर तीसर चौथ छठ ऐस वैस जैस कैस अच्छ बुर बड़ छोट पुरान अकेल सच्च प्यार भोल लंब मोट पतल")
)


def adjective_gender(word: str) -> tuple[Realisation, bool] | None:
    """(gender, oblique-or-plural) of a variable adjective (:data:`_ADJ_STEMS`, ``-वाँ`` ordinals,
    नया/नई/नए, the participle ``-वाला`` of ``जीतने वाली लेखिका``), ``None`` for any other word."""
    if word in _VALA_WORDS or (word.endswith(_VALA) and word[: -len("वाला")].endswith("ने")):
        return ("F", False) if word[-1] == "ी" else ("M", word[-1] == "े")
    if word in ("नया", "नये", "नए"):
        return "M", word != "नया"
    if word in ("नई", "नयी"):
        return "F", False
    for m, f, mo in (("वाँ", "वीं", "वें"), ("वां", "वीं", "वें")):
        if word.endswith((m, f, mo)) and len(word) > 3:
            return ("F", False) if word.endswith(f) else ("M", word.endswith(mo))
    if len(word) >= 2 and word[:-1] in _ADJ_STEMS and word[-1] in "ाेी":
        return ("F", False) if word[-1] == "ी" else ("M", word[-1] == "े")
    return None


def flip_adjective(word: str, gender: Realisation, oblique: bool) -> str:
    """A variable adjective (:func:`adjective_gender`) in ``gender``; any other word unchanged."""
    reading = adjective_gender(word)
    if reading is None or reading[0] == gender:
        return word
    if word in ("नया", "नये", "नए"):
        return "नई"
    if word in ("नई", "नयी"):
        return "नए" if oblique else "नया"
    for m, f, mo in (("वाँ", "वीं", "वें"), ("वां", "वीं", "वें")):
        if word.endswith(f):
            return word[: -len(f)] + (mo if oblique else m)
        if word.endswith((m, mo)):
            return word[: -len(m)] + f
    return word[:-1] + ("ी" if gender == "F" else "े" if oblique else "ा")


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


#: Coordinating conjunctions: they end a clause only after a verb (:meth:`HindiInflector._clause_end`).
_WEAK_BREAK = frozenset(word_tuple("और तथा एवं या अथवा"))
#: Third-person subject pronouns, the Hindi of *he* and *she* (direct case).
_THIRD_PRONOUNS = frozenset(word_tuple("वह वो वे"))


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
    if word.endswith("िका") and len(word) >= 4 and word not in _IKA_NOT_PERSON:
        return "F"
    if word.endswith("ाइन") and len(word) >= 4:
        return "F"
    if word.endswith("त्री") and not word.endswith("मंत्री"):
        return "F"
    if word.endswith("िकाएँ") or word.endswith("िकाओं"):
        return "F"
    if is_agent_noun(word):
        return "M"  # the -अक form, whose feminine is the regular -इका (लेखक / लेखिका)
    return None


def flip_noun(word: str, gender: Realisation, oblique: bool = False) -> str | None:
    """A person noun in ``gender`` (closed pairs, ``-क``/``-इका``, ``-वाला``/``-वाली``), ``None``
    when unknown or invariant. ``oblique``: the noun is followed by a postposition or is
    plural / honorific, so the masculine of ``-वाली`` is ``-वाले``."""
    if word.endswith(_VALA) and len(word) >= 4:
        stem = word[:-1]
        if gender == "F":
            return stem + "ी"
        return word if word[-1] != "ी" else stem + ("े" if oblique else "ा")
    if gender == "F":
        if word in _NOUN_M:
            return _NOUN_M[word]
        if noun_gender(word) == "F":
            return word
        # the Sanskrit agent noun in -अक (a consonant + क, no vowel sign): लेखक -> लेखिका
        if is_agent_noun(word):
            return word[:-1] + "िका"
        return None
    if word in _NOUN_F:
        return _NOUN_F[word]
    if word.endswith("िका") and len(word) >= 4 and word not in _IKA_NOT_PERSON:
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
