"""Russian and Ukrainian: the target gender of FairQE's cues and the flips, from pymorphy3.

Both languages mark a person's gender on the words that agree with the person reference,
and pymorphy3's OpenCorpora-style tags say which gender each form has, so the rules read
tags instead of endings:

* **pronouns**: ru он/она, его/её, ему/ей, него/неё, ним/ней, нём/ней; uk він/вона, його/її,
  йому/їй, нього/неї, ньому/ній, ним/нею (closed tables per language, :class:`SlavicLanguage`).
  The possessives *his*/*her* are the genitive forms (его/её, його/її) and read the
  possessor's gender, which is what a pronoun cue asks;
* **agreement of the predicate**: the past tense (ru сказал/сказала, uk сказав/сказала), the
  short adjective and participle (ru доволен/довольна, уверен/уверена) and a full adjective
  or participle used as the predicate (``она была счастливой``, uk ``вона щаслива``) agree
  with a singular subject. Russian and Ukrainian drop a subject pronoun less often than
  Arabic, but an English *she* is often aligned to the verb: a subject-pronoun cue reads a
  past-tense verb or short form it is aligned to, and one the aligner linked to nothing is
  placed on the nearest such word (:meth:`SlavicInflector.locate`);
* **person nouns**: a feminine animate noun (учительница, студентка, актриса; uk лікарка,
  вчителька) reads feminine. A masculine noun does *not* read masculine for a noun the
  English genders only by context (*she is a doctor*): Russian uses врач, директор,
  профессор for women as the standard form (``она врач``), so such a noun is read from its
  agreement (``наша врач``, ``врач сказала``) or not at all. It reads masculine for a cue
  whose English word carries the gender (*father*, *actor*: отец, актёр). Nouns of common
  gender (ru судья, коллега, сирота, tagged ``ms-f``; uk суддя, колега, listed as both
  masculine and feminine) are read from their agreement only (``судья отказалась``,
  ``тот же судья``).

Flips (:meth:`SlavicInflector.realise`, :meth:`~SlavicInflector.realise_cue`) are made with
pymorphy3's ``inflect``: pronouns (tables; a Russian ``ней`` becomes нём/ним/нему by the
preposition before it), past-tense verbs, short and full adjectives and participles that
agree with the person, and person nouns with a feminine pair. The pair comes from a small
per-language table of irregular pairs (актёр/актриса, отец/мать; uk співак/співачка) or
from the suffix pairs of :attr:`SlavicLanguage.suffixes` (ru -тель/-тельница, -ник/-ница,
-ец/-ица, -ец/-ка, +ка; uk also +иня, лікар/лікарка), and a generated lemma counts only if
pymorphy's dictionary knows it as an animate noun of that gender (not a guess, not a name):
otherwise the noun keeps its form and only its agreement is flipped (``врач сказал`` ->
``врач сказала``), which is how Russian speaks of a woman with a masculine profession noun.
Russian colloquial or pejorative feminines (-ша, -иха: директорша, врачиха) are not
generated. Nouns of common gender keep their form. Every replacement is one word for one
word, so token offsets never move.

pymorphy3 and its dictionaries are the optional extra ``fairmt[slavic]``; nothing is imported
until a sentence is read (:meth:`SlavicInflector.check_available` raises the install hint).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Inflector, Word, check_span, word_tuple

_GENDER: Mapping[str, Realisation] = MappingProxyType({"masc": "M", "femn": "F"})
_GRAMMEME: Mapping[Realisation, str] = MappingProxyType({"M": "masc", "F": "femn"})
#: Parses that are no common person noun (surnames, patronymics, places, organisations).
_NOT_PERSON_NOUN = frozenset({"Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr"})
#: Punctuation that ends a clause when attached to a token.
_CLAUSE_PUNCT = frozenset(",.;:!?…—–()")
#: Most words after a subject that are searched for its predicate.
_PREDICATE_WINDOW = 8
#: Grammemes of personal pronouns (Russian ``3per``/``Anph``, Ukrainian ``pers``).
#: Particles that may stand between a modifier and its noun (ru тот же судья, uk той же суддя).
_PARTICLES = frozenset({"же", "ж"})
_PREDICATIVE_CASES = frozenset({"nomn", "ablt"})
_PERSONAL = frozenset({"pers", "1per", "2per", "3per", "Anph"})


@dataclass(frozen=True)
class SlavicLanguage:
    """What the rules need of one language besides pymorphy3's dictionary.

    * ``pronouns``: third-person singular personal pronoun forms -> gender;
    * ``pronoun_flip``: each form -> the same case in the other gender (an empty value:
      chosen by :attr:`prep_case`, Russian ``ней``);
    * ``prep_case``: for an ambiguous feminine form, the masculine form after each
      preposition, and under ``""`` the default;
    * ``subjects``: the nominative pronouns (their clause's predicate agrees with them);
    * ``speakers``: the first and second person singular subject pronouns, whose past tense
      and short forms show a gender that English never gives (``я устала``, ``ты пришёл``);
    * ``pairs``: irregular person-noun pairs, masculine lemma -> feminine lemma;
    * ``suffixes``: (masculine ending, feminine ending) pairs tried in order on a lemma (an
      empty masculine ending appends); each result must be a known word;
    * ``clause_breaks``: words that start another clause (the predicate search stops there);
    * ``relatives``: the lemma of the relative pronoun that agrees with its antecedent.
    """

    code: str
    version: str
    pronouns: Mapping[str, Realisation]
    pronoun_flip: Mapping[str, str]
    prep_case: Mapping[str, str]
    subjects: frozenset[str]
    speakers: frozenset[str]
    pairs: Mapping[str, str]
    suffixes: tuple[tuple[str, str], ...]
    clause_breaks: frozenset[str]
    relatives: frozenset[str] = frozenset()
    pairs_f: Mapping[str, str] = field(init=False)

    def __post_init__(self) -> None:
        # the first masculine of a feminine is its pair (актриса: актёр, not the spelling актер)
        reverse: dict[str, str] = {}
        for m, f in self.pairs.items():
            reverse.setdefault(f, m)
        object.__setattr__(self, "pairs_f", MappingProxyType(reverse))


def _genders(masculine: str, feminine: str) -> Mapping[str, Realisation]:
    table: dict[str, Realisation] = {w: "M" for w in word_tuple(masculine)}
    table.update({w: "F" for w in word_tuple(feminine)})
    return MappingProxyType(table)


def _table(text: str) -> dict[str, str]:
    return dict(pair.split(":") for pair in text.split())


RUSSIAN = SlavicLanguage(
    code="ru",
    version="ru-inflect-5",
    pronouns=_genders("он его ему него нему ним нём нем", "она её ее ей ею неё нее ней нею"),
    pronoun_flip=MappingProxyType(
        _table("он:она его:её ему:ей него:неё нему:ней ним:ней нём:ней нем:ней")
        | _table("она:он её:его ее:его ей:ему ею:им неё:него нее:него нею:ним")
        | {"ней": ""}
    ),
    # "ней" after a preposition: the locative (о ней -> о нём), instrumental (с ней -> с ним),
    # dative (к ней -> к нему) or genitive of colloquial "у ней" (-> у него).
    prep_case=MappingProxyType(
        {p: "нём" for p in word_tuple("о об обо при в во на")}
        | {p: "ним" for p in word_tuple("с со над надо под подо перед передо за между")}
        | {p: "нему" for p in word_tuple("к ко по")}
        | {p: "него" for p in word_tuple("у от для без до из около")}
        | {"": "нём"}
    ),
    subjects=frozenset(word_tuple("он она")),
    speakers=frozenset(word_tuple("я ты")),
    pairs=MappingProxyType(
        _table(
            "актёр:актриса актер:актриса поэт:поэтесса принц:принцесса король:королева царь:царица "
            "граф:графиня герой:героиня бог:богиня продавец:продавщица мужчина:женщина "
            "мальчик:девочка парень:девушка юноша:девушка господин:госпожа жених:невеста "
            "отец:мать сын:дочь брат:сестра муж:жена дедушка:бабушка дед:бабушка дядя:тётя "
            "папа:мама отчим:мачеха монах:монахиня друг:подруга хозяин:хозяйка "
            "стюард:стюардесса внук:внучка барон:баронесса"
        )
    ),
    suffixes=(
        ("тель", "тельница"),
        ("ник", "ница"),
        ("чик", "чица"),
        ("щик", "щица"),
        ("ец", "ица"),
        ("ец", "ка"),
        ("нин", "нка"),
        ("", "ка"),
    ),
    clause_breaks=frozenset(
        word_tuple(
            "что чтобы который которая которые которого которой кто если когда потому поскольку "
            "но а или либо где куда пока хотя так как ведь однако зато"
        )
    ),
    relatives=frozenset({"который"}),
)

UKRAINIAN = SlavicLanguage(
    code="uk",
    version="uk-inflect-5",
    pronouns=_genders("він його йому нього ньому нім ним", "вона її їй неї ній нею"),
    pronoun_flip=MappingProxyType(
        _table("він:вона його:її йому:їй нього:неї ньому:ній нім:ній ним:нею")
        | _table("вона:він її:його їй:йому неї:нього ній:ньому нею:ним")
    ),
    prep_case=MappingProxyType({}),
    subjects=frozenset(word_tuple("він вона")),
    speakers=frozenset(word_tuple("я ти")),
    pairs=MappingProxyType(
        _table(
            "поет:поетеса принц:принцеса король:королева цар:цариця граф:графиня герой:героїня "
            "бог:богиня чоловік:жінка хлопець:дівчина хлопчик:дівчинка пан:пані батько:мати "
            "син:донька брат:сестра дідусь:бабуся дід:баба дядько:тітка тато:мама вітчим:мачуха "
            "продавець:продавчиня співак:співачка господар:господиня онук:онука друг:подруга "
            "кравець:кравчиня медбрат:медсестра"
        )
    ),
    suffixes=(
        ("ник", "ниця"),
        ("ець", "иця"),
        ("ець", "ка"),
        ("нин", "нка"),
        ("", "ка"),
        ("", "иня"),
    ),
    clause_breaks=frozenset(
        word_tuple(
            "що щоб який яка які якого якої хто якщо коли тому оскільки але а або чи де куди поки "
            "хоча бо однак проте зате"
        )
    ),
    relatives=frozenset({"який"}),
)


class SlavicInflector(Inflector):
    """Cue reading and agreement flips for one of :data:`RUSSIAN`, :data:`UKRAINIAN` (module doc)."""

    language: SlavicLanguage = RUSSIAN

    def __init__(self) -> None:
        self.lang = self.language.code
        self._morph: Any = None
        self._parses: dict[str, tuple[Any, ...]] = {}
        self._lemmas: dict[tuple[str, str], Any] = {}

    def version(self) -> str:
        return self.language.version

    def check_available(self) -> None:
        """Load pymorphy3's dictionary for the language, or raise
        :class:`~fairmt.errors.MissingDependencyError` with ``pip install 'fairmt[slavic]'``."""
        self._analyzer()

    # -- pymorphy ----------------------------------------------------------------------

    def _analyzer(self) -> Any:
        if self._morph is None:
            from fairmt.gender.pymorphy import _backend

            self._morph = _backend(self.lang).morph
        return self._morph

    def parses(self, word: str) -> tuple[Any, ...]:
        """pymorphy3's parses of ``word`` (lower case; cached)."""
        w = word.lower()
        got = self._parses.get(w)
        if got is None:
            got = tuple(self._analyzer().parse(w)) if any(c.isalpha() for c in w) else ()
            self._parses[w] = got
        return got

    @staticmethod
    def _grams(p: Any) -> frozenset[str]:
        return frozenset(p.tag.grammemes)

    @staticmethod
    def _case(p: Any) -> str | None:
        """The parse's case; a noun's citation form that the Ukrainian dictionary lists without
        one (директор: ``NOUN,anim masc``) is the nominative."""
        if p.tag.case is not None:
            return str(p.tag.case)
        return "nomn" if p.tag.POS == "NOUN" and p.word == p.normal_form else None

    def _person_nouns(self, word: str) -> list[Any]:
        """The parses of ``word`` as an animate common noun (given names too; no surnames)."""
        out = []
        for p in self.parses(word):
            g = self._grams(p)
            if "NOUN" in g and "anim" in g and not g & _NOT_PERSON_NOUN:
                out.append(p)
        return out

    def noun_reading(self, word: str) -> tuple[str, Any] | None:
        """(``"M"``, ``"F"`` or ``"common"``, the parse) of a person noun, or ``None``.

        Common gender: a Russian ``ms-f`` tag, or a Ukrainian lemma listed both masculine and
        feminine (суддя, колега). Where the parses name different lemmas, the first (the most
        probable) decides."""
        nouns = self._person_nouns(word)
        if not nouns:
            return None
        # (the Ukrainian dictionary lists some lemmas once more without a case: not that one)
        first = next((p for p in nouns if p.tag.case is not None), nouns[0])
        same = [p for p in nouns if p.normal_form == first.normal_form]
        genders = {p.tag.gender for p in same}
        if any("ms-f" in self._grams(p) for p in same) or {"masc", "femn"} <= genders:
            return "common", first
        g = _GENDER.get(str(first.tag.gender))
        return (g, first) if g is not None else None

    def _agreeing(
        self, word: str, predicate: bool, cases: frozenset[str] | None = None
    ) -> tuple[Realisation, Any] | None:
        """The gender a singular agreeing form shows, with its parse: the past tense, a short
        adjective or participle, and (unless ``predicate``) a full adjective, participle or
        adjectival pronoun (in one of ``cases`` when given). The parses of that kind must agree
        on masculine or feminine (neuter readings are dropped); of one gender's parses the
        verb is preferred, then the short form (Ukrainian була is also an adjective's form)."""
        found: dict[Realisation, tuple[int, Any]] = {}
        for p in self.parses(word):
            g = self._grams(p)
            gender = _GENDER.get(str(p.tag.gender))
            if "plur" in g or gender is None:
                continue
            if "VERB" in g and "past" in g:
                rank = 0
            elif "ADJS" in g or "PRTS" in g:
                rank = 1
            elif (
                not predicate
                and ("ADJF" in g or "PRTF" in g or ("NPRO" in g and not g & _PERSONAL))
                and "Fixd" not in g
                and (cases is None or p.tag.case in cases)
            ):
                rank = 2
            else:
                continue
            if gender not in found or rank < found[gender][0]:
                found[gender] = (rank, p)
        if len(found) != 1:
            return None
        ((gender, (_, p)),) = found.items()
        return gender, p

    def agreeing_gender(self, word: str) -> Realisation | None:
        """:meth:`predicate_gender`, or a full adjective or participle in the nominative or
        instrumental (a predicate: ``была уставшей``, uk ``щаслива``): for a span with no
        person noun (a cue or the speaker's predicate aligned to the word itself)."""
        got = self._agreeing(word, False, _PREDICATIVE_CASES)
        return got[0] if got is not None else None

    def predicate_gender(self, word: str) -> Realisation | None:
        """The subject's gender shown by a past-tense verb or a short adjective / participle."""
        got = self._agreeing(word, predicate=True)
        return got[0] if got is not None else None

    def pronoun_gender(self, word: str) -> Realisation | None:
        return self.language.pronouns.get(word.lower())

    # -- structure ---------------------------------------------------------------------

    def _ends_clause(self, token: str) -> bool:
        return any(c in _CLAUSE_PUNCT for c in Word.parse(token).post)

    def _breaks(self, token: str) -> bool:
        w = Word.parse(token)
        return (
            w.lower in self.language.clause_breaks
            or w.lower in self.language.subjects
            or any(c in _CLAUSE_PUNCT for c in w.pre)
        )

    def _nominative(self, word: str) -> bool:
        reading = self.noun_reading(word)
        return reading is not None and self._case(reading[1]) == "nomn"

    def _predicate(
        self, tokens: Sequence[str], start: int, end: int, gender: Realisation | None
    ) -> list[int]:
        """The words agreeing with a singular subject at ``tokens[start:end]``: the past-tense
        verbs, short forms and predicative full adjectives (not followed by a noun) of its
        clause, in ``gender`` (any gender when ``None``), and a past-tense verb or short form
        right before the subject (``сказала она``, ``рассказывала коллега``)."""
        out: list[int] = []
        if start > 0 and not self._ends_clause(tokens[start - 1]):
            g = self.predicate_gender(Word.parse(tokens[start - 1]).core)
            if g is not None and gender in (None, g):
                out.append(start - 1)
        if end > start and self._ends_clause(tokens[end - 1]):
            resume = self._after_insertion(tokens, end - 1)
            return out + (self._scan(tokens, resume, gender) if resume is not None else [])
        return out + self._scan(tokens, end, gender)

    def _after_insertion(self, tokens: Sequence[str], i: int) -> int | None:
        """Where the clause of a subject at ``i`` goes on after a relative clause or participial
        phrase set off by commas (``Учитель, который пришёл вчера, сказал``): the index after
        the closing comma, or ``None`` when no such phrase follows (or the sentence ends in it)."""
        if Word.parse(tokens[i]).post != "," or i + 1 >= len(tokens):
            return None
        first = self.parses(Word.parse(tokens[i + 1]).core)
        inserted = any(
            p.normal_form in self.language.relatives
            or "PRTF" in self._grams(p)
            or ("ADJF" in self._grams(p) and {"actv", "pssv"} & self._grams(p))
            for p in first
        )
        if not inserted:
            return None
        for k in range(i + 1, min(len(tokens), i + 1 + 2 * _PREDICATE_WINDOW)):
            post = Word.parse(tokens[k]).post
            if post == ",":
                return k + 1
            if any(c in _CLAUSE_PUNCT for c in post):
                return None
        return None

    def _scan(self, tokens: Sequence[str], end: int, gender: Realisation | None) -> list[int]:
        """The agreeing predicate words of the clause from ``end`` on (see :meth:`_predicate`)."""
        out: list[int] = []
        k = end
        while k < len(tokens) and k < end + _PREDICATE_WINDOW:
            if k > end and self._breaks(tokens[k]):
                break
            core = Word.parse(tokens[k]).core
            # a capitalised word inside the sentence is a name (Ухналева), not an agreeing form
            reading = None if core[:1].isupper() else self._agreeing(core, False, _PREDICATIVE_CASES)
            if reading is not None and (gender is None or reading[0] == gender):
                grams = self._grams(reading[1])
                short = "VERB" in grams or "ADJS" in grams or "PRTS" in grams
                nxt = Word.parse(tokens[k + 1]).core if k + 1 < len(tokens) else ""
                if short or self._ends_clause(tokens[k]) or not self._is_noun(nxt):
                    out.append(k)
            if self._ends_clause(tokens[k]):
                break
            k += 1
        return out

    def _is_noun(self, word: str) -> bool:
        """Whether ``word`` is a common noun and no adjective (the head a full adjective agrees with)."""
        parses = self.parses(word)
        nouns = [p for p in parses if "NOUN" in self._grams(p) and not self._grams(p) & _NOT_PERSON_NOUN]
        return bool(nouns) and not any("ADJF" in self._grams(p) or "PRTF" in self._grams(p) for p in parses)

    def _modifier_parse(self, p: Any, case: str | None) -> bool:
        """Whether ``p`` is an adjective, participle or adjectival pronoun (ru наш: ADJF; uk
        моя: NPRO without person) in ``case``; invariable possessives (его, її) are not."""
        g = self._grams(p)
        kind = "ADJF" in g or "PRTF" in g or ("NPRO" in g and not g & _PERSONAL)
        return kind and "Fixd" not in g and p.tag.case == case

    def _is_modifier(self, token: str, case: str | None) -> bool:
        return any(self._modifier_parse(p, case) for p in self.parses(Word.parse(token).core))

    def _modifiers(self, tokens: Sequence[str], i: int, noun: Any) -> list[int]:
        """Adjectives, participles and adjectival pronouns right before the noun at ``i`` in its
        case (at most three, not across punctuation)."""
        out: list[int] = []
        k = i - 1
        while k >= 0 and k >= i - 3 and not self._ends_clause(tokens[k]):
            core = Word.parse(tokens[k]).core
            if core.lower() in _PARTICLES and k > 0:
                k -= 1  # тот же судья
                continue
            if not any(self._modifier_parse(p, self._case(noun)) for p in self.parses(core)):
                break
            out.append(k)
            k -= 1
        return out

    def _modifier_gender(self, word: str, case: str | None) -> Realisation | None:
        genders = {
            _GENDER[str(p.tag.gender)]
            for p in self.parses(word)
            if self._modifier_parse(p, case) and "plur" not in self._grams(p) and str(p.tag.gender) in _GENDER
        }
        return genders.pop() if len(genders) == 1 else None

    def _in_context(self, tokens: Sequence[str], i: int, p: Any) -> Any:
        """The parse of the noun at ``i`` to inflect: a masculine animate genitive is also the
        accusative (студента); after a transitive verb (before its modifiers) the accusative."""
        if self._case(p) != "gent":
            return p
        k = i - 1
        while k >= 0 and self._is_modifier(tokens[k], "gent"):
            k -= 1
        before = self.parses(Word.parse(tokens[k]).core) if k >= 0 else ()
        if before and {"tran"} <= self._grams(before[0]) and before[0].tag.POS in ("VERB", "INFN", "GRND"):
            for q in self.parses(Word.parse(tokens[i]).core):
                if q.normal_form == p.normal_form and q.tag.case == "accs" and "NOUN" in self._grams(q):
                    return q
        return p

    # -- reading -----------------------------------------------------------------------

    def _head(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, str, Any] | None:
        """The span's person noun (the last one), as (index, reading, parse)."""
        for i in range(span[1] - 1, span[0] - 1, -1):
            reading = self.noun_reading(Word.parse(tokens[i]).core)
            if reading is not None:
                return i, reading[0], reading[1]
        return None

    def agreement_gender(
        self, tokens: Sequence[str], i: int, noun: Any, masculine: bool
    ) -> Realisation | None:
        """The gender the words agreeing with the noun at ``i`` give its person: a modifier that
        departs from a masculine noun's grammar (``наша врач``) or any modifier of a
        common-gender noun, else the predicate of a noun in the nominative. ``masculine``: the
        noun is masculine (its masculine modifiers say nothing)."""
        for k in self._modifiers(tokens, i, noun):
            g = self._modifier_gender(Word.parse(tokens[k]).core, self._case(noun))
            if g == "F" or (g == "M" and not masculine):
                return g
        if self._case(noun) == "nomn" and "plur" not in self._grams(noun):
            readings = {
                r[0]
                for k in self._predicate(tokens, i, i + 1, None)
                if (r := self._agreeing(Word.parse(tokens[k]).core, predicate=False)) is not None
            }
            if len(readings) == 1:
                return readings.pop()
        return None

    def _noun_gender(
        self, tokens: Sequence[str], span: tuple[int, int], own_masculine: bool
    ) -> Realisation | None:
        head = self._head(tokens, span)
        if head is None:
            return None
        i, reading, p = head
        if reading == "F":
            return "F"
        g = self.agreement_gender(tokens, i, p, masculine=reading == "M")
        if g is None and reading == "M" and own_masculine:
            return "M"
        return g

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The span's realisation: its pronoun, its person noun (a masculine noun reads
        masculine unless its agreement says otherwise), or its agreeing word."""
        if not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        pronouns = {g for w in cores if (g := self.pronoun_gender(w)) is not None}
        if pronouns:
            return pronouns.pop() if len(pronouns) == 1 else None
        g = self._noun_gender(tokens, span, own_masculine=True)
        if g is not None or self._head(tokens, span) is not None:
            return g
        verbs = {g for w in cores if (g := self.agreeing_gender(w)) is not None}
        return verbs.pop() if len(verbs) == 1 else None

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None:
        """The gender the translation gives an explicit cue (``kind``: ``"pronoun"``,
        ``"lexical"``, ``"agreement"``, see :func:`fairmt.fairqe.agents.rules._cue_kind`).

        A pronoun cue reads its pronoun, or, for a subject (*he*, *she*) aligned to its verb, the
        past tense or short form; never a noun (a pronoun aligned to a noun by mistake would
        read the noun's grammar). A lexical cue reads its noun, masculine included (отец,
        актёр); an agreement cue reads a feminine noun, else the noun's agreement (module doc).
        A span without a person noun reads its agreeing word (a cue aligned to ``была``)."""
        if not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if kind == "pronoun":
            low = source_span.lower().split()
            subject = bool(low) and low[-1] in ("he", "she")
            readings: set[Realisation] = set()
            for w in cores:
                g = self.pronoun_gender(w)
                if g is None and subject:
                    g = self.predicate_gender(w)
                if g is not None:
                    readings.add(g)
            return readings.pop() if len(readings) == 1 else None
        if self._head(tokens, span) is not None:
            return self._noun_gender(tokens, span, own_masculine=kind == "lexical")
        verbs = {g for w in cores if (g := self.agreeing_gender(w)) is not None}
        return verbs.pop() if len(verbs) == 1 else None

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A span for a pronoun cue the aligner linked to nothing: the nearest word, within two
        words of ``position``, that shows the pronoun's gender (a pronoun; for a subject also a
        past-tense verb or short form, where the pronoun was dropped or merged into the verb).
        ``None`` for other cues."""
        if kind != "pronoun" or not tokens:
            return None
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in ("he", "she")
        best: tuple[float, int] | None = None
        for i, t in enumerate(tokens):
            dist = abs(i - position)
            if dist > 2.0:
                continue
            w = Word.parse(t).core
            ok = self.pronoun_gender(w) is not None or (subject and self.predicate_gender(w) is not None)
            if ok and (best is None or (dist, i) < best):
                best = (dist, i)
        return (best[1], best[1] + 1) if best is not None else None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The person nouns of ``tokens`` whose gender a realisation changes: animate nouns with a
        gendered pair in the dictionary (учитель, студентка; uk лікар) or of common gender
        (судья, коллега). pymorphy3 tags animals animate too; a pair or common gender is what
        sets a person noun apart (a given name never counts). For cues the aligner left
        without a person noun."""
        out: list[tuple[int, int]] = []
        for i, t in enumerate(tokens):
            w = Word.parse(t).core
            if not w or (w[:1].isupper() and i > 0):
                continue  # a name inside the sentence
            reading = self.noun_reading(w)
            if reading is None or "Name" in self._grams(reading[1]):
                continue
            kind, p = reading
            other: Realisation = "F" if kind == "M" else "M"
            if kind == "common" or (kind in ("M", "F") and self.pair(p.normal_form, other) is not None):
                out.append((i, i + 1))
        return out

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span holds a noun and no animate one, no pronoun and no agreeing verb
        (the aligner linked *doctor* to больницу): no person to realise there."""
        if not check_span(tokens, span):
            return False
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if any(self.pronoun_gender(w) or self.agreeing_gender(w) or self._person_nouns(w) for w in cores):
            return False
        return any(self._is_noun(w) for w in cores)

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: each past-tense verb or
        short form agreeing with a subject я/ты (uk я/ти) in its clause (``Я пришла домой`` from
        *I came home*). Every realisation changes them."""
        speakers = [i for i, t in enumerate(tokens) if Word.parse(t).lower in self.language.speakers]
        for i in speakers:
            if self._gendered_predicate_noun(tokens, i):
                return []  # "Я мать двоих детей, и я устала": the source genders the speaker
        out: list[tuple[int, int]] = []
        for i in speakers:
            out += [(k, k + 1) for k in self._predicate(tokens, i, i + 1, None)]
        return sorted(set(out))

    def _gendered_predicate_noun(self, tokens: Sequence[str], i: int) -> bool:
        """Whether the subject at ``i`` has a predicate person noun whose form has the gender (a
        feminine noun, or a masculine one with a feminine pair) in its clause: ``я мать``,
        ``я была учительницей``, ``я студент``."""
        k = i + 1
        while k < len(tokens) and k <= i + 4 and not self._ends_clause(tokens[k - 1]):
            reading = self.noun_reading(Word.parse(tokens[k]).core)
            if reading is not None and self._case(reading[1]) in _PREDICATIVE_CASES:
                kind, p = reading
                return kind == "F" or (kind == "M" and self.pair(p.normal_form, "F") is not None)
            k += 1
        return False

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        head = self._head(tokens, span) if check_span(tokens, span) else None
        return head is not None and "plur" in self._grams(head[2])

    # -- flipping ----------------------------------------------------------------------

    def _render(self, tokens: list[str], i: int, new: str) -> None:
        w = Word.parse(tokens[i])
        tokens[i] = w.render(new)

    def flip_pronoun(self, tokens: Sequence[str], i: int, gender: Realisation) -> str | None:
        w = Word.parse(tokens[i]).lower
        current = self.pronoun_gender(w)
        if current is None:
            return None
        if current == gender:
            return w
        new = self.language.pronoun_flip.get(w)
        if new == "":
            prep = Word.parse(tokens[i - 1]).lower if i > 0 else ""
            new = self.language.prep_case.get(prep, self.language.prep_case.get("", ""))
        return new or None

    @staticmethod
    def _inflect(p: Any, grams: set[str], original: str = "") -> str | None:
        """``p`` inflected to ``grams`` (pymorphy3's ``inflect``); of the lexeme's forms with that
        tag, the one that ends like ``original`` (Ukrainian відмовився, not the variant
        відмовивсь, for відмовилася)."""
        q = p.inflect(grams)
        if q is None:
            return None
        if original:
            same = [f.word for f in p.lexeme if f.tag == q.tag and f.word[-2:] == original.lower()[-2:]]
            if same and q.word[-2:] != original.lower()[-2:]:
                return str(same[0])
        return str(q.word)

    def flip_agreeing(
        self, word: str, gender: Realisation, cases: frozenset[str] | str | None = None
    ) -> str | None:
        """A past-tense verb, short or full adjective, participle or adjectival pronoun in
        ``gender``, in its case (``cases``: the case of the noun it agrees with, or the cases
        of a predicate: nominative, instrumental)."""
        reading = self._agreeing(word, False, frozenset({cases}) if isinstance(cases, str) else cases)
        if reading is None:
            return None
        if reading[0] == gender:
            return word.lower()
        p = reading[1]
        grams = {_GRAMMEME[gender]}
        if p.tag.case is not None:
            grams.add(str(p.tag.case))
            if p.tag.case == "accs" and gender == "M" and self.lang == "ru":
                grams.add("anim")  # a person: the animate accusative (нового студента)
        return self._inflect(p, grams, word)

    def _known_lemma(self, lemma: str, gender: Realisation) -> Any:
        """The nominative parse of ``lemma`` as a dictionary noun of ``gender`` (not a guess)."""
        key = (lemma, gender)
        if key not in self._lemmas:
            found = None
            for p in self._person_nouns(lemma):
                g = self._grams(p)
                if (
                    p.is_known
                    and p.normal_form == lemma
                    and self._case(p) == "nomn"
                    and "plur" not in g
                    and "Name" not in g
                    and p.tag.gender == _GRAMMEME[gender]
                ):
                    found = p
                    break
            self._lemmas[key] = found
        return self._lemmas[key]

    def pair(self, lemma: str, gender: Realisation) -> Any:
        """The nominative parse of the person noun paired with ``lemma`` in ``gender``, or ``None``
        (irregular pairs, then the suffix pairs; a result must be a known word)."""
        lang = self.language
        cands: list[str] = []
        if gender == "F":
            if lemma in lang.pairs:
                cands.append(lang.pairs[lemma])
            cands += [lemma[: len(lemma) - len(m)] + f for m, f in lang.suffixes if lemma.endswith(m)]
        else:
            if lemma in lang.pairs_f:
                cands.append(lang.pairs_f[lemma])
            cands += [lemma[: len(lemma) - len(f)] + m for m, f in lang.suffixes if lemma.endswith(f)]
        for c in cands:
            if c and c != lemma:
                p = self._known_lemma(c, gender)
                if p is not None:
                    return p
        return None

    def flip_noun(self, p: Any, gender: Realisation) -> str | None:
        """The person noun of parse ``p`` in ``gender``, in its case and number, or ``None``."""
        other = self.pair(p.normal_form, gender)
        if other is None:
            return None
        grams = {str(self._case(p))} if self._case(p) is not None else set()
        if p.tag.number is not None:
            grams.add(str(p.tag.number))
        return self._inflect(other, grams) if grams else str(other.word)

    def _flip_noun_phrase(self, out: list[str], i: int, gender: Realisation) -> bool | None:
        """Flip the person noun at ``i`` and its modifiers in ``out``; ``True`` when the noun was
        flipped or is of common gender (its agreement follows the person), ``False`` when it
        keeps its form (no pair), ``None`` when a word that had to change could not."""
        reading = self.noun_reading(Word.parse(out[i]).core)
        if reading is None:
            return False
        kind, p = reading
        p = self._in_context(out, i, p)
        if kind == gender:
            return True
        if kind == "common":
            new_noun: str | None = None
        elif self.pair(p.normal_form, gender) is not None:
            new_noun = self.flip_noun(p, gender)
            if new_noun is None:
                return None
        else:
            return False
        singular = "plur" not in self._grams(p)
        for k in self._modifiers(out, i, p):
            if not singular:
                break
            core = Word.parse(out[k]).core
            g = self._modifier_gender(core, self._case(p))
            if g is None or g == gender:
                continue
            new = self.flip_agreeing(core, gender, self._case(p))
            if new is None:
                return None
            self._render(out, k, new)
        if new_noun is not None:
            self._render(out, i, new_noun)
        return True

    def _flip_predicate(
        self, out: list[str], start: int, end: int, old: Realisation, gender: Realisation
    ) -> bool:
        """Flip the predicate of a subject at ``out[start:end]`` from ``old`` to ``gender``;
        ``False`` when one of its words cannot be inflected."""
        for k in self._predicate(out, start, end, old):
            new = self.flip_agreeing(Word.parse(out[k]).core, gender, _PREDICATIVE_CASES)
            if new is None:
                return False
            self._render(out, k, new)
        return True

    def _flip_pronoun_clause(self, out: list[str], i: int, gender: Realisation) -> bool:
        """A pronoun in ``gender``; a subject pronoun with its predicate and a person noun that is
        its predicate nominal (``он известный актёр`` -> ``она известная актриса``)."""
        w = Word.parse(out[i]).lower
        old = self.pronoun_gender(w)
        new = self.flip_pronoun(out, i, gender)
        if old is None or new is None:
            return False
        if old == gender:
            return True
        self._render(out, i, new)
        if w not in self.language.subjects:
            return True
        if not self._flip_predicate(out, i, i + 1, old, gender):
            return False
        k = i + 1
        while k < len(out) and k < i + 1 + _PREDICATE_WINDOW and not self._ends_clause(out[k - 1]):
            if k > i + 1 and self._breaks(out[k]):
                break
            reading = self.noun_reading(Word.parse(out[k]).core)
            if reading is not None and ({"nomn", "ablt"} & self._grams(reading[1])):
                return self._flip_noun_phrase(out, k, gender) is not None
            k += 1
        return True

    def _flip_attached(
        self, out: list[str], i: int, noun: Any, old: Realisation, gender: Realisation
    ) -> bool:
        """After a person noun and a comma: a relative pronoun (ru который, uk який) in the noun's
        gender, with its clause's predicate when it is the subject (``учитель, который пришёл``
        -> ``учительница, которая пришла``), or a participle or adjective in the noun's case and
        gender (``студент, живущий в Москве``). Only for a noun whose form changed or of common
        gender: after a masculine noun kept for a woman (врач) Russian keeps the grammatical
        agreement. ``False`` when a word that has to change cannot be inflected."""
        j = i + 1
        if j >= len(out) or Word.parse(out[i]).post != "," or "plur" in self._grams(noun):
            return True
        core = Word.parse(out[j]).core
        old_gram = _GRAMMEME[old]
        relative = [
            p
            for p in self.parses(core)
            if p.normal_form in self.language.relatives
            and p.tag.gender == old_gram
            and "plur" not in self._grams(p)
        ]
        if {str(p.tag.case) for p in relative} >= {"gent", "accs"}:
            # которого: the accusative before a transitive verb (которого знал), else the genitive
            nxt = self.parses(Word.parse(out[j + 1]).core) if j + 1 < len(out) else ()
            tran = bool(nxt) and "tran" in self._grams(nxt[0])
            relative.sort(key=lambda p: p.tag.case != ("accs" if tran else "gent"))
        for p in relative:
            grams = {_GRAMMEME[gender], str(p.tag.case)}
            if p.tag.case == "accs" and gender == "M" and self.lang == "ru":
                grams.add("anim")
            new = self._inflect(p, grams, core)
            if new is None:
                return False
            self._render(out, j, new)
            return p.tag.case != "nomn" or self._flip_predicate(out, j, j + 1, old, gender)
        if self._modifier_gender(core, self._case(noun)) == old:
            new = self.flip_agreeing(core, gender, self._case(noun))
            if new is None:
                return False
            self._render(out, j, new)
        return True

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The span in ``gender``: a pronoun with its clause, or the person noun (its pair, or its
        own form for a noun without one) with its modifiers and, in the nominative, its
        predicate; a span with neither, its agreeing words. ``None`` when nothing changes or a
        word that has to change cannot be inflected. The token count never changes."""
        if gender not in _GRAMMEME or not check_span(tokens, span):
            return None
        out = list(tokens)
        for i in range(span[0], span[1]):
            if self.pronoun_gender(Word.parse(tokens[i]).core) is not None:
                if not self._flip_pronoun_clause(out, i, gender):
                    return None
                return out if out != list(tokens) else None
        head = self._head(tokens, span)
        if head is not None:
            i, reading, p = head
            old = self.gender_of(tokens, span)
            flipped = self._flip_noun_phrase(out, i, gender)
            if flipped is None or (flipped is False and (reading == "F" or not p.is_known)):
                # a feminine noun without a masculine pair cannot take masculine agreement, and
                # a word the dictionary does not know (guessed from its ending: ru медбрат) is
                # not known to be a noun that keeps its form for a woman
                return None
            subject = self._case(p) == "nomn" and "plur" not in self._grams(p)
            if old is not None and old != gender:
                if subject and not self._flip_predicate(out, i, i + 1, old, gender):
                    return None
                if flipped and not self._flip_attached(out, i, p, old, gender):
                    return None
            return out if out != list(tokens) else None
        for i in range(span[0], span[1]):
            core = Word.parse(tokens[i]).core
            if self.agreeing_gender(core) is not None:
                new = self.flip_agreeing(core, gender, _PREDICATIVE_CASES)
                if new is None:
                    return None
                self._render(out, i, new)
        return out if out != list(tokens) else None

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None:
        """An explicit cue's span in ``gender``, read as :meth:`cue_gender` reads it: a pronoun
        cue flips its pronoun (with a subject's predicate) or, for a subject aligned to its verb,
        the verb and the rest of its predicate; a noun cue its noun phrase (:meth:`realise`)."""
        if kind != "pronoun":
            return self.realise(tokens, span, gender)
        if gender not in _GRAMMEME or not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if any(self.pronoun_gender(w) is not None for w in cores):
            return self.realise(tokens, span, gender)
        low = source_span.lower().split()
        if not (low and low[-1] in ("he", "she")):
            return None
        verbs = [i for i, w in zip(range(span[0], span[1]), cores, strict=True) if self.predicate_gender(w)]
        if not verbs:
            return None
        out = list(tokens)
        old = self.predicate_gender(cores[verbs[0] - span[0]])
        assert old is not None
        for i in verbs:
            new = self.flip_agreeing(Word.parse(out[i]).core, gender)
            if new is None:
                return None
            self._render(out, i, new)
        if old != gender and not self._flip_predicate(out, verbs[-1], verbs[-1] + 1, old, gender):
            return None
        return out if out != list(tokens) else None


class RussianInflector(SlavicInflector):
    """Russian (:data:`RUSSIAN`)."""

    language = RUSSIAN
    lang = "ru"


class UkrainianInflector(SlavicInflector):
    """Ukrainian (:data:`UKRAINIAN`)."""

    language = UKRAINIAN
    lang = "uk"
