"""Russian and Ukrainian: what the rules need of each language besides pymorphy3's dictionary.

The data layer of :class:`~fairmt.inflect.slavic.SlavicInflector`. The concept here is *one
language's closed tables*: its third-person pronouns and their flips (with the preposition
that chooses a Russian ``ней``'s masculine), its subject and speaker pronouns, the irregular
person-noun pairs and the suffix pairs tried on a lemma, the words that open another clause
and the relative pronoun (:class:`SlavicLanguage`; :data:`RUSSIAN`, :data:`UKRAINIAN`). Each
table's ``version`` is the signature of that language's rules.

Decisions: frozen dataclasses of read-only mappings, so that the inflectors, which are shared
between threads, cannot change them; the rules themselves are language-independent and live
in :mod:`fairmt.inflect.slavic_words`, :mod:`fairmt.inflect.slavic_reading` and
:mod:`fairmt.inflect.slavic`, which re-exports these names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from fairmt.gender.types import Realisation
from fairmt.inflect.base import word_tuple


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
