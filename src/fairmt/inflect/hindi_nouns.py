"""Hindi noun phrases, word by word: person nouns, the adjectives and genitives that agree with them.

A layer of :class:`~fairmt.inflect.hindi.HindiInflector` (hi-inflect-2; the module doc of
:mod:`fairmt.inflect.hindi` describes what agrees with what). The concept here is *the words
of a person's noun phrase and their form in the other gender*, each read on its own:

* the person noun (:func:`noun_gender`, :func:`flip_noun`, :func:`is_person_noun`): the
  closed kinship pairs, the ``-अक``/``-इका`` agent nouns (:func:`is_agent_noun`, less the
  closed lists of things and adjectives with the same spelling), ``-आइन``, ``-त्री`` and the
  ``-वाला`` agent forms;
* the variable adjective before it (:func:`adjective_gender`, :func:`flip_adjective`: a
  closed class of stems, ``-वाँ`` ordinals, नया, the ``-वाला`` participle);
* the genitive postposition or possessive before it (:func:`genitive_gender`,
  :func:`flip_genitive`), which agrees with the possessed noun;
* and the token reading every layer shares: a token as punctuation and word
  (:func:`strip_token`), whether its punctuation ends a clause, and the postpositions that
  make a noun phrase oblique.

Decisions: plain functions of one word (the sentence is the inflector's), so that the verb
group (:mod:`fairmt.inflect.hindi_verbs`) and the span logic both build on them; the names
keep the leading underscore they had in :mod:`fairmt.inflect.hindi`, which re-exports the
public ones.
"""

from __future__ import annotations

from fairmt.gender.types import Realisation
from fairmt.inflect.base import word_tuple

_PUNCT = "।॥|,.;:!?\"'()[]{}“”‘’«»-–—…"

#: Postpositions: a noun phrase followed by one is oblique and does not control the verb.
_POSTPOSITIONS = frozenset(word_tuple("ने को से में पर तक का की के लिए द्वारा साथ बिना जैसा जैसी जैसे वाला वाली वाले"))


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
