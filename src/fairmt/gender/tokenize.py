"""A small punctuation-splitting tokenizer that segments like spaCy 2.1, without spaCy.

The original mt_gender code tokenises German (whole sentences and aligned spans) and
Hebrew (aligned spans) with spaCy 2.x, and its results depend on that segmentation: the
German rule compares a *spaCy* token index with a *whitespace* index, and the Hebrew rule
reads the last letter of each spaCy token. This module reproduces the segmentation of
spaCy 2.1's German and Hebrew (language-default) tokenizers for text such as MT output,
with the same procedure:

1. Split on whitespace. A single ``" "`` between two pieces is not a token; any other run
   of whitespace is one token (minus a leading ``" "``), as in spaCy.
2. For each piece, unless it is a special case or looks like a URL, repeatedly peel one
   prefix and one suffix (punctuation, quotes, brackets, ellipses, currency, units after a
   number, a final period after a lower-case letter, digit or two capitals, ...) until
   nothing more comes off or a special case remains.
3. Split what is left at infixes (language-specific: German keeps hyphenated compounds
   together; the default rules split ``a-b`` between letters).

The rule tables are this module's own and cover what MT output contains; they are checked
against spaCy 2.1 on every German and Hebrew translation in the WinoMT data. Known
simplifications: "letters" are Python's ``str.isalpha`` (plus the whole Hebrew block, as
spaCy treats it), so exotic scripts may differ; only common emoticons are kept whole; the
IP-address branch of spaCy's URL rule is not reproduced; the German abbreviation list is a
common subset.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache

# --------------------------------------------------------------------------- characters


def _in_hebrew_block(c: str) -> bool:
    # spaCy counts the whole Hebrew block (points, maqaf, geresh, sof pasuq...) and the
    # Hebrew presentation forms as uncased letters.
    return "\u0591" <= c <= "\u05f4" or "\ufb1d" <= c <= "\ufb4f"


def is_letter(c: str) -> bool:
    return c.isalpha() or _in_hebrew_block(c)


def _uncased(c: str) -> bool:
    return is_letter(c) and not c.islower() and not c.isupper()


def is_lower(c: str) -> bool:
    """Lower-case or uncased letter (uncased scripts count as both cases, as in spaCy)."""
    return c.islower() or _uncased(c)


def is_upper(c: str) -> bool:
    return c.isupper() or _uncased(c)


def is_symbol(c: str) -> bool:
    """Unicode "other symbol" (dingbats, emoji, ©, °...): always split off."""
    return unicodedata.category(c) == "So"


_ASCII_DIGITS = frozenset("0123456789")


def _words(text: str) -> tuple[str, ...]:
    """Space-separated table entries (keeps long tables readable)."""
    return tuple(text.split())


#: Quotation marks and brackets treated as quotes (all are prefixes and suffixes).
QUOTES = "'\"”“`‘´’‚,„»«「」『』（）〔〕【】《》〈〉"
#: Single punctuation characters split off at either end of a piece.
PUNCT = "…,:;!?¿؟¡()[]{}<>_#*&。？！，、；：～·।،؛٪"
_PREFIX_ONLY = "§%=—–"
_PREFIX_CHARS = frozenset(_PREFIX_ONLY + PUNCT + QUOTES + "$£€¥฿₽﷼₴")
_SUFFIX_CHARS = frozenset(PUNCT + QUOTES + "—–")
_CURRENCY = ("US$", "C$", "A$", "$", "£", "€", "¥", "฿", "₽", "﷼", "₴")
_UNITS = _words(
    "km km² km³ m m² m³ dm dm² dm³ cm cm² cm³ mm mm² mm³ ha µm nm yd in ft kg g mg µg t lb oz "
    "m/s km/h kmh mph hPa Pa mbar mb MB kb KB gb GB tb TB T G M K % км км² км³ м м² м³ дм дм² "
    "дм³ см см² см³ мм мм² мм³ нм кг г мг м/с км/ч кПа Па мбар Кб КБ кб Мб МБ мб Гб ГБ гб Тб ТБ"
)
_POSSESSIVE = ("'s", "'S", "’s", "’S")
# A final period is split off after these (besides digits and lower-case letters).
_PERIOD_AFTER = frozenset("%²-+" + QUOTES + "(?:)")

# Something that looks like a web address (or "word.word" in lower-case ASCII) is kept
# whole, as spaCy's URL rule does.
_URL = re.compile(
    r"^(?=\w)"
    r"(?:(?:https?|ftp|mailto)://)?"
    r"(?:\S+(?::\S*)?@)?"
    r"[a-z0-9\-]*[a-z0-9](?:\.[a-z0-9][a-z0-9\-]*[a-z0-9])?\.[a-z]{2,}"
    r"(?::\d{2,5})?(?:/\S*)?\??(?::?\S*)?"
    r"(?<=[\w/])$"
)


def looks_like_url(s: str) -> bool:
    return _URL.match(s) is not None


# ------------------------------------------------------------------------------ affixes


def prefix_length(s: str) -> int:
    """Length of the prefix to split off the start of ``s`` (0 if none)."""
    if not s:
        return 0
    c = s[0]
    if s.startswith(".."):
        return len(s) - len(s.lstrip("."))
    if s.startswith("US$"):
        return 3
    if s.startswith(("C$", "A$")):
        return 2
    if c == "+":
        return 0 if len(s) > 1 and s[1] in _ASCII_DIGITS else 1
    if c in _PREFIX_CHARS or is_symbol(c):
        return 1
    return 0


def suffix_length(s: str) -> int:
    """Length of the suffix to split off the end of ``s`` (0 if none); the longest rule wins."""
    if not s:
        return 0
    n = len(s)
    c = s[-1]
    best = 0
    if c in _SUFFIX_CHARS or is_symbol(c):
        best = 1
    if s.endswith("……"):
        best = max(best, 2)
    if s.endswith(_POSSESSIVE):
        best = max(best, 2)
    if c == ".":
        run = n - len(s.rstrip("."))
        if run >= 2:
            best = max(best, run)
        p = s[-2] if n >= 2 else ""
        pp = s[-3] if n >= 3 else ""
        after_small = p != "" and (p in _ASCII_DIGITS or is_lower(p) or p in _PERIOD_AFTER)
        after_caps = pp != "" and is_upper(p) and is_upper(pp)  # "USA."
        after_degrees = pp == "°" and p in "FfCcKk"  # "30°C."
        if after_small or after_caps or after_degrees:
            best = max(best, 1)
    if c == "+" and n >= 2 and s[-2] in _ASCII_DIGITS:
        best = max(best, 1)
    # Currency and units directly after a number: "5€", "10km".
    for unit in _CURRENCY + _UNITS:
        k = len(unit)
        if k > best and n > k and s.endswith(unit) and s[-k - 1] in _ASCII_DIGITS:
            best = k
    return best


# ------------------------------------------------------------------------------ infixes

InfixRule = Callable[[str, int], int]  # (text, position) -> length of the infix there, 0 if none


def _prev(s: str, i: int) -> str:
    return s[i - 1] if i > 0 else ""


def _next(s: str, i: int) -> str:
    return s[i] if i < len(s) else ""


def _ellipsis(s: str, i: int) -> int:
    if s.startswith("..", i):
        j = i
        while j < len(s) and s[j] == ".":
            j += 1
        return j - i
    return 1 if s[i] == "…" else 0


def _symbol(s: str, i: int) -> int:
    return 1 if is_symbol(s[i]) else 0


def _between_letters(chars: str) -> InfixRule:
    def rule(s: str, i: int) -> int:
        return 1 if s[i] in chars and is_letter(_prev(s, i)) and is_letter(_next(s, i + 1)) else 0

    return rule


_GERMAN_INFIX_QUOTES = QUOTES.replace("'", "") + ")](["


def _de_period(s: str, i: int) -> int:
    return 1 if s[i] == "." and is_lower(_prev(s, i)) and is_upper(_next(s, i + 1)) else 0


def _de_double_hyphen(s: str, i: int) -> int:
    return 2 if s.startswith("--", i) and is_letter(_prev(s, i)) and is_letter(_next(s, i + 2)) else 0


def _de_number_range(s: str, i: int) -> int:
    return 1 if s[i] == "-" and _prev(s, i) in _ASCII_DIGITS and _next(s, i + 1) in _ASCII_DIGITS else 0


GERMAN_INFIXES: tuple[InfixRule, ...] = (
    _ellipsis,
    _symbol,
    _de_period,
    _between_letters(",!?:<>="),
    _between_letters(_GERMAN_INFIX_QUOTES),
    _de_double_hyphen,
    _de_number_range,
)


def _arithmetic(s: str, i: int) -> int:
    nxt = _next(s, i + 1)
    ok = s[i] in "+-*^" and _prev(s, i) in _ASCII_DIGITS and (nxt in _ASCII_DIGITS or nxt == "-")
    return 1 if ok else 0


def _period_between(s: str, i: int) -> int:
    if s[i] != ".":
        return 0
    p, n = _prev(s, i), _next(s, i + 1)
    before = p != "" and (is_lower(p) or p in QUOTES)
    after = n != "" and (is_upper(n) or n in QUOTES)
    return 1 if before and after else 0


_HYPHENS = ("-", "–", "—", "--", "---", "——", "~")


def _hyphen(s: str, i: int) -> int:
    if not is_letter(_prev(s, i)):
        return 0
    for h in _HYPHENS:
        if s.startswith(h, i) and is_letter(_next(s, i + len(h))):
            return len(h)
    return 0


def _colon_slash(s: str, i: int) -> int:
    p = _prev(s, i)
    ok = s[i] in ":<>=/" and (is_letter(p) or p in _ASCII_DIGITS) and is_letter(_next(s, i + 1))
    return 1 if ok else 0


DEFAULT_INFIXES: tuple[InfixRule, ...] = (
    _ellipsis,
    _symbol,
    _arithmetic,
    _period_between,
    _between_letters(","),
    _hyphen,
    _colon_slash,
)

# ------------------------------------------------------------------------ special cases


def _with_typographic_apostrophes(specials: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    out = dict(specials)
    for key, parts in specials.items():
        if "'" in key:
            out[key.replace("'", "’")] = tuple(p.replace("'", "’") for p in parts)
    return out


def _whole(words: Iterable[str]) -> dict[str, tuple[str, ...]]:
    return {w: (w,) for w in words}


_BASE_SPECIALS: dict[str, tuple[str, ...]] = {
    **_whole([" ", "\t", "\\t", "\n", "\\n", "\u2014", "\u00a0", "'", '\\")', "<space>", "''", "C++"]),
    # single lower-case letters with a period: "a." ... "z.", "ä.", "ö.", "ü."
    **_whole(f"{c}." for c in "abcdefghijklmnopqrstuvwxyzäöü"),
    # common emoticons stay whole
    **_whole(
        _words(
            ":) :-) :)) :( :-( :(( ;) ;-) (: (-: ): )-: (; =) (= =( :] :-] [: :} :-} :/ :-/ =/ =| :| :-| "
            ":P :-P :p :-p :D :-D ;D =D xD XD :O :-O :o :-o :0 :* :-* :3 :> :-> :X :x >:( >:o :() "
            "<3 </3 ^_^ -_- o_O O_o o.O O.o ._. ;_; >.< :') :'( 8) 8-) :1 =3 :'-) :'-( \")"
        )
    ),
}

_GERMAN_ABBREVIATIONS = _words(
    "Abb. Abs. Abt. Apr. Aug. Bd. Betr. Bhf. Bsp. Chr. Co. Dez. Di. Dipl. Do. Dr. Fa. Fam. Feb. Fr. "
    "Frl. Hbf. Hr. Hrn. Hrsg. Ing. Jan. Jh. Jr. Jul. Jun. Mi. Mio. Mo. Mr. Mrd. MwSt. Nov. Nr. Okt. "
    "Prof. Sa. Sep. Sept. So. St. Std. Str. Tel. Tsd. Univ. Vol. abzgl. allg. bspw. bzgl. bzw. ca. "
    "d.h. dgl. e.V. ebd. ehem. eigtl. engl. etc. evtl. geb. gegr. ggf. inkl. insb. jun. kath. lt. "
    "max. min. mind. o.ä. sog. u.a. u.U. usw. v.a. vgl. z.B. z.T. zzgl. G.m.b.H. U.S. U.S.A. "
    "O.K. o.k. P.S."
)

_GERMAN_SPECIALS: dict[str, tuple[str, ...]] = {
    **_whole(_GERMAN_ABBREVIATIONS),
    **_whole(["'s", "'S", "s'", "S'", "'n", "'ne", "'nem", "'nen"]),
    # pronoun or preposition + clitic: "geht's" is not listed, as in spaCy
    **{f"{w}'s": (w, "'s") for w in ("du", "er", "ich", "ihr", "sie", "wir")},
    **{f"{w}'m": (w, "'m") for w in ("auf", "hinter", "unter", "vor", "über")},
}


# ---------------------------------------------------------------------------- tokenizer


class RuleTokenizer:
    """spaCy-2.1-style tokenizer: whitespace, then prefixes/suffixes, then infixes."""

    def __init__(
        self,
        infixes: tuple[InfixRule, ...],
        specials: Mapping[str, tuple[str, ...]],
        url_rule: bool = True,
    ) -> None:
        self._infixes = infixes
        self._specials = dict(specials)
        self._url_rule = url_rule

    def __call__(self, text: str) -> list[str]:
        """The tokens of ``text`` (their concatenation is ``text`` minus single separating spaces)."""
        out: list[str] = []
        for piece in _pieces(text):
            out.extend(self._piece(piece))
        return out

    def _url(self, s: str) -> bool:
        return self._url_rule and looks_like_url(s)

    def _piece(self, s: str) -> tuple[str, ...]:
        return _cached_piece(self, s)

    def _tokenize_piece(self, s: str) -> tuple[str, ...]:
        specials = self._specials
        if s in specials:
            return specials[s]
        prefixes: list[str] = []
        suffixes: list[str] = []
        last = -1
        while s and len(s) != last:
            if self._url(s):
                break
            last = len(s)
            pre = prefix_length(s)
            if pre:
                rest = s[pre:]
                if rest and rest in specials:
                    prefixes.append(s[:pre])
                    s = rest
                    break
                if self._url(s):
                    break
            suf = suffix_length(s)
            if suf:
                rest = s[:-suf]
                if rest and rest in specials:
                    suffixes.append(s[-suf:])
                    s = rest
                    break
            if pre and suf and pre + suf <= len(s):
                prefixes.append(s[:pre])
                suffixes.append(s[-suf:])
                s = s[pre:-suf]
            elif pre:
                prefixes.append(s[:pre])
                s = s[pre:]
            elif suf:
                suffixes.append(s[-suf:])
                s = s[:-suf]
            if s and s in specials:
                break
        middle: tuple[str, ...] | list[str]
        if not s:
            middle = ()
        elif s in specials:
            middle = specials[s]
        elif self._url(s):
            middle = (s,)
        else:
            middle = self._split_infixes(s)
        return (*prefixes, *middle, *reversed(suffixes))

    def _split_infixes(self, s: str) -> list[str]:
        out: list[str] = []
        start = 0
        i = 0
        n = len(s)
        while i < n:
            length = 0
            for rule in self._infixes:
                length = rule(s, i)
                if length:
                    break
            if not length:
                i += 1
                continue
            # An infix at the very start of the piece is not split off (as in spaCy).
            if i != 0:
                if i != start:
                    out.append(s[start:i])
                out.append(s[i : i + length])
                start = i + length
            i += length
        if start < n:
            out.append(s[start:])
        return out


@lru_cache(maxsize=65536)
def _cached_piece(tok: RuleTokenizer, s: str) -> tuple[str, ...]:
    # Tokenizers are module-level singletons; a piece always tokenises the same way.
    return tok._tokenize_piece(s)


def _pieces(text: str) -> list[str]:
    """Whitespace segmentation as spaCy does it (see the module docstring)."""
    out: list[str] = []
    if not text:
        return out
    start = 0
    in_space = text[0].isspace()
    for i, c in enumerate(text):
        if c.isspace() != in_space:
            if start < i:
                out.append(text[start:i])
            start = i + 1 if c == " " else i
            in_space = not in_space
    if start < len(text):
        out.append(text[start:])
    return out


GERMAN = RuleTokenizer(GERMAN_INFIXES, _with_typographic_apostrophes({**_BASE_SPECIALS, **_GERMAN_SPECIALS}))
DEFAULT = RuleTokenizer(DEFAULT_INFIXES, _with_typographic_apostrophes(_BASE_SPECIALS))
HEBREW = DEFAULT


def tokenize_german(text: str) -> list[str]:
    """Tokens of ``text`` as spaCy 2.1's German tokenizer gives them."""
    return GERMAN(text)


def tokenize_hebrew(text: str) -> list[str]:
    """Tokens of ``text`` as spaCy 2.1's Hebrew tokenizer gives them."""
    return HEBREW(text)
