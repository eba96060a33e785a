"""The inflector interface, the language registry and the token helpers every language shares.

An :class:`Inflector` rewrites one span of a translation into another gender realisation:
FairQE's gender-flipped variants (paper §2.2) made with rules instead of an LLM.

Tokens and spans
    ``tokens`` is ``sentence.split()``: punctuation stays attached to its word
    (``"Ärztin."``, ``"(el"``, ``"médico,"``, ``"l'infirmière"``). ``span`` is a 0-based
    ``[start, end)`` pair of token offsets, the target span of a cue (a noun phrase, a
    pronoun, or a lone adjective or participle that agrees with one).

``realise(tokens, span, gender)`` returns the whole new token list, or ``None`` when the
realisation cannot be produced or would change nothing:

* ``None`` when no known form exists (most neutral realisations, a noun missing from the
  lexicon whose ending says nothing), when the span is already in ``gender`` (the result
  would equal ``tokens``), or when the change would break the contract below (e.g. a
  contracted ``del``/``zum`` outside the span that would have to merge with a word
  inside it: include the determiner in the span, :meth:`Inflector.phrase_span` does).
* Realisation is *to* a gender, not a toggle: realising an already-feminine word as ``F``
  leaves it as it is, so spans that overlap, or a word realised twice, are harmless.

The right-to-left contract (callers realise several spans of one sentence from the last
to the first and keep their offsets valid):

* tokens before ``span[0]`` are never inserted or deleted; at most the
  :data:`LEFT_WINDOW` tokens right before the span are replaced one for one (an article,
  a determiner, a prenominal adjective or a preposition+article contraction of the span's
  noun phrase);
* the number of tokens may change only inside the span and after it; after the span only
  agreeing adjectives directly following the noun (at most :data:`RIGHT_WINDOW` tokens, not
  across punctuation) are touched;
* punctuation attached to a token and the token's capitalisation (lower, Title, UPPER) are
  kept.

``gender_of(tokens, span)`` reads the span's current realisation with the same rules
(``"N"`` only for a neutral form the language's inflector itself produces), or ``None``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from fairmt.errors import UnsupportedLanguageError
from fairmt.gender.types import Realisation
from fairmt.inflect.feminine_doublets import other_feminine
from fairmt.languages import language_pack, language_packs, on_change
from fairmt.registry import Registry, did_you_mean

#: How many tokens before a span may be rewritten (one for one).
LEFT_WINDOW = 3
#: How many tokens after a span may be rewritten (agreeing adjectives).
RIGHT_WINDOW = 2

# Punctuation that may be attached at either end of a token. Apostrophes are not in the
# leading set (French/Italian elision "l'", "un'" keeps its apostrophe in the word).
_LEAD = '"«»“”„‘(¡¿[{<*–—-'
_TRAIL = '.,;:!?"»«“”’)]}…>*–—-'


@dataclass(frozen=True)
class Word:
    """One whitespace token cut into leading punctuation, the word and trailing punctuation."""

    pre: str
    core: str
    post: str

    @classmethod
    def parse(cls, token: str) -> Word:
        # The rules parse every token of a sentence again and again: one cached Word per
        # token (a Word is frozen, so sharing it is safe).
        return _parse_word(token) if cls is Word else cls(*_split_token(token))

    def render(self, core: str) -> str:
        return f"{self.pre}{match_case(self.core, core)}{self.post}"

    @property
    def lower(self) -> str:
        return self.core.lower()


def _split_token(token: str) -> tuple[str, str, str]:
    i, j = 0, len(token)
    while i < j and token[i] in _LEAD:
        i += 1
    while j > i and token[j - 1] in _TRAIL:
        # A trailing apostrophe is an elision mark ("l'", "dell'") unless the word has
        # nothing before it.
        j -= 1
    # "’" and "'" at the very end after a letter belong to an elided word: keep them.
    if j < len(token) and token[j] == "’" and j > i and token[j - 1].isalpha():
        j += 1
    return token[:i], token[i:j], token[j:]


@lru_cache(maxsize=1 << 15)
def _parse_word(token: str) -> Word:
    return Word(*_split_token(token))


def lower_core(token: str) -> str:
    """The token's word, lower case, with the typographic apostrophe made plain ("L’ha" -> "l'ha")."""
    return Word.parse(token).core.lower().replace("’", "'")


def lower_at(tokens: Sequence[str], k: int) -> str:
    """The word of ``tokens[k]`` in lower case; ``""`` outside the tokens."""
    return Word.parse(tokens[k]).core.lower() if 0 <= k < len(tokens) else ""


def features_agree(a: Iterable[tuple[str, str]], b: Iterable[tuple[str, str]]) -> bool:
    """Whether some (gender, number) of ``a`` agrees with some of ``b``: the same, or one of the
    two is the dictionary's value for both (gender ``mf``, number ``sp``)."""
    others = list(b)
    return any(
        (g1 == g2 or "mf" in (g1, g2)) and (n1 == n2 or "sp" in (n1, n2)) for g1, n1 in a for g2, n2 in others
    )


def word_tuple(text: str) -> tuple[str, ...]:
    """The whitespace-separated words of ``text`` (word lists of the lexicons)."""
    return tuple(text.split())


def case_of(word: str) -> str:
    """``"upper"`` (all letters upper, more than one), ``"title"``, or ``"lower"``."""
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return "lower"
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return "upper"
    if letters[0].isupper():
        return "title"
    return "lower"


def match_case(template: str, new: str) -> str:
    """``new`` in the capitalisation of ``template`` (lower forms are kept as given)."""
    c = case_of(template)
    if c == "upper":
        return new.upper()
    if c == "title":
        for k, ch in enumerate(new):
            if ch.isalpha():
                return new[:k] + ch.upper() + new[k + 1 :]
        return new
    return new


def token_starts(tokens: Sequence[str]) -> list[int]:
    """The character offset of each token in ``" ".join(tokens)`` (to map a parser's tokens,
    which carry character offsets, back to whitespace tokens with :func:`bisect.bisect_right`)."""
    starts: list[int] = []
    pos = 0
    for t in tokens:
        starts.append(pos)
        pos += len(t) + 1
    return starts


def check_span(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` is a non-empty ``[start, end)`` inside ``tokens``."""
    s, e = span
    return 0 <= s < e <= len(tokens)


def check_contract(
    before: Sequence[str], after: Sequence[str], span: tuple[int, int], left_window: int = LEFT_WINDOW
) -> bool:
    """Whether ``after`` keeps the tokens before ``span`` in place (see the module doc)."""
    s = span[0]
    if len(after) < s:
        return False
    return all(before[i] == after[i] for i in range(max(0, s - left_window))) and len(after) >= s


# English words that translations keep (titles, names of prizes and teams): masculine ->
# feminine. Used for capitalised words by every language.
ENGLISH_PAIRS: dict[str, str] = dict(
    pair.split(":")
    for pair in [
        "lord:lady",
        "lords:ladies",
        "sir:dame",
        "king:queen",
        "kings:queens",
        "boy:girl",
        "boys:girls",
        "man:woman",
        "men:women",
        "mister:miss",
        "mr:mrs",
        "businessman:businesswoman",
        "gentleman:lady",
        "gentlemen:ladies",
        "prince:princess",
        "princes:princesses",
        "duke:duchess",
        "son:daughter",
        "sons:daughters",
        "brother:brother",
        "brothers:sisters",
        "father:mother",
        "fathers:mothers",
        "husband:wife",
        "daddy:mommy",
        "dad:mom",
        "male:female",
        "monsieur:madame",
        "host:hostess",
        "actor:actress",
        "emperor:empress",
        "policeman:policewoman",
        "policemen:policewomen",
        "chairman:chairwoman",
        "spokesman:spokeswoman",
        "sportsman:sportswoman",
    ]
)
ENGLISH_PAIRS["brother"] = "sister"
ENGLISH_PAIRS_F: dict[str, str] = {f: m for m, f in reversed(list(ENGLISH_PAIRS.items()))}


def english(word: str, gender: str) -> str | None:
    """The English title or noun ``word`` (lower case) in ``gender`` ("F"/"M"), if listed."""
    if gender == "F":
        return word if word in ENGLISH_PAIRS_F else ENGLISH_PAIRS.get(word)
    if gender == "M":
        return word if word in ENGLISH_PAIRS else ENGLISH_PAIRS_F.get(word)
    return None


class Inflector(ABC):
    """Realises a span of a tokenised translation in a given gender (one language)."""

    lang: str = ""
    #: The realisation a neutral form is made from, where the language's neutral agrees with
    #: one gender (Spanish periphrasis: "la persona trabajadora", feminine agreement); ``None``:
    #: the neutral is made from the sentence as it is (German star, French middle dot).
    neutral_base: Realisation | None = None
    #: Whether the person nouns of :meth:`person_spans` are realised when the English has no
    #: person cue at all: then no English word genders anyone, so every person the target's
    #: resources find is gender-variable ("my neighbour", "the newcomers" that the English
    #: detector does not know as persons). Off unless a language's person nouns are found
    #: reliably enough (French, from Apertium's dictionary).
    persons_without_cues: bool = False

    def feminine_alternative(self, word: str) -> tuple[str, bool] | None:
        """The other feminine form of the lower-case person noun ``word`` where the language has
        two in use (fr *autrice*/*auteure*, it *presidentessa*/*la presidente*), and whether
        ``word`` is the epicene one (spelt as the masculine); ``None`` when it has no doublet
        (:mod:`fairmt.inflect.feminine_doublets`, the list of the languages that have one)."""
        return other_feminine(self.lang, word)

    def uncovered_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether a person span of :meth:`person_spans` that no cue covers, in a sentence
        whose English has cues, may be realised (:attr:`persons_without_cues` languages): a
        language can refuse words its person test reads too widely. Default: yes."""
        return True

    def attribute_subject(self, tokens: Sequence[str], span: tuple[int, int]) -> int | None:
        """The index of the subject pronoun whose attribute the noun phrase ``span`` is (French
        ``elle est la meilleure``), or ``None``: such a noun phrase refers to the pronoun's
        referent, so it keeps its gender where the source fixes that pronoun. Default: none."""
        return None

    @abstractmethod
    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The realisation of ``tokens[span[0]:span[1]]``, or ``None`` if it can't be read."""

    @abstractmethod
    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """All tokens, with the span realised in ``gender``; ``None`` if that is impossible or a no-op."""

    @abstractmethod
    def version(self) -> str:
        """The rule-set version; changes whenever a rule or lexicon entry changes."""

    def check_available(self) -> None:
        """Raise :class:`~fairmt.errors.MissingDependencyError` (with the install command) when
        the inflector's optional resources are not installed; the default needs none. Called
        before any work (the rules agents check every target language up front), so that an
        inflector can stay cheap to build and its version readable without them."""
        return None

    def validate(self, before: Sequence[str], after: Sequence[str]) -> str | None:
        """The validity gate: why ``after`` (a realisation of ``before``) is not acceptable, or ``None``.

        A language that has an analyser rejects a realisation whose new words it does not
        accept or whose agreement is inconsistent; the rules agents drop such a variant and
        flag the item ``variant_rejected`` with this reason (it is never scored). The default
        accepts everything.
        """
        return None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Spans of the gender-variable person nouns the language's own resources find in
        ``tokens`` (the default: none). The realiser uses them for person cues whose
        alignment gave no span or a span without a person in it."""
        return []

    def group_spans(
        self,
        english: frozenset[str],
        source: str,
        tokens: Sequence[str],
        taken: Sequence[tuple[int, int]],
    ) -> list[tuple[int, int]]:
        """The target words, outside ``taken``, that render an English group of people whose
        gender the English leaves open ("They arrived" -> "Ils sont arrivés"); ``english`` is
        the source's words in lower case. The hook of
        :func:`fairmt.fairqe.they_groups.they_group_spans`, which has checked that no English
        word fixes the group's gender. The default: none (French, Italian and Spanish read
        theirs: :mod:`fairmt.inflect.group_readers`)."""
        return []

    def nominal_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Adjectives and participles that a determiner alone makes nouns ("les interpellées",
        "les 40 % vaccinés"), which name people only where the English has a fused head there:
        the hook of :func:`fairmt.fairqe.nominal_persons.nominal_person_spans`, which checks the
        English and picks among them. The default: none (French reads them:
        :mod:`fairmt.inflect.french_nominal_persons`)."""
        return []

    def speaker_group_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The predicatives of a clause whose subject coordinates the speaker or the addressee
        with others (:func:`fairmt.fairqe.they_groups.coordinated_speaker_spans`); the default:
        none (Italian reads them)."""
        return []

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Person references that only the target language genders (no English word behind
        them), realised in every variant; the default: none."""
        return []

    def name_after(self, tokens: Sequence[str], span: tuple[int, int]) -> str | None:
        """The name that a person span stands before when the span is a person only because of
        that name (German "der verstorbene Otto Brandtner"), or None: the realiser keeps such a
        span only when the English has the name too (a capitalised word there). Default: None."""
        return None

    def coordinated_person_spans(
        self, tokens: Sequence[str], spans: Sequence[tuple[int, int]], kept: Sequence[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """Person nouns coordinated with the ``spans`` a realisation changes, that no English
        cue found and no span in ``kept`` covers (the default: none)."""
        return []

    def subject_name_spans(self, tokens: Sequence[str], names: frozenset[str]) -> list[tuple[int, int]]:
        """One-token spans of the names among ``names`` (words the English has capitalised)
        that may stand as a clause's subject in ``tokens``, in order. The realiser flips the
        first one's predicate with the person spans when the English genders nobody
        (:meth:`SentenceRealiser._named_subjects`). The default: none."""
        return []

    def predicate_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span is a predicate noun (after a copula or "as": it names the clause's
        subject's role), the default: not known, so no."""
        return False

    def name_predicate_changes(
        self, tokens: Sequence[str], span: tuple[int, int]
    ) -> tuple[Realisation, list[tuple[int, int]]] | None:
        """The gender the predicate of the name at ``span`` shows and the spans of its words
        that a realisation changes (not the name's), or ``None`` (the default)."""
        return None

    def clause_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Singular subject pronouns that open a finite subordinate clause where English often
        has a gerund ("by making" -> "indem sie ... machte"); the realiser flips them with the
        person they refer to when the source has such a gerund. The default: none."""
        return []

    def target_subject_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """Singular third-person subject pronouns that can refer to a person (not an impersonal
        one): the translation may add one where English has none ("and was injured" -> "et il
        a été blessé") or render another word by one (an "I" translated as "il"). When the
        English has no gendered pronoun, the realiser flips such a pronoun with the person it
        refers to. The default: none."""
        return []

    def unknown_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head word is one the language's dictionary does not know at all
        (a person noun it lacks, "il bidello"), so that its not being among
        :meth:`person_spans` says nothing; the default: not known, so no."""
        return False

    def prepositional_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the singular third-person stressed pronouns after a preposition
        that mark a gender (Spanish "por ella", "con él"): a singular "them" after an English
        preposition that the aligner left without a target word may stand there
        (:func:`fairmt.fairqe.they_objects.they_object_clitics`). The default: none."""
        return []

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the singular third-person object clitics that mark a gender
        (Italian "lo/la/gli/le" before their verb): a singular "them" the aligner left without a
        target word may stand there, and the realiser flips such a clitic with the person it
        refers to. The default: none."""
        return []

    def personal_pronouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the third-person singular personal pronouns that mark a gender in
        any position, subject or object (German "er/sie/ihn/ihm/ihr"): a singular "they" or a
        repeated English noun that the aligner left without a target pronoun may stand there
        (:mod:`fairmt.fairqe.they_pronouns`). The default: none (Romance languages have
        :meth:`object_clitics` and :meth:`dropped_subject_predicatives`)."""
        return []

    def speaker_predicatives(self, tokens: Sequence[str], person: str) -> list[list[tuple[int, int]]]:
        """As :meth:`dropped_subject_predicatives`, for subjectless clauses whose finite verb is
        of the first (``person`` "1") or second ("2") person ("Estoy contenta con el
        resultado"): the realiser flips them for an English "I"/"we"/"you" predicate that the
        aligner placed nowhere. The default: none."""
        return []

    def dropped_subject_predicatives(self, tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
        """The gendered predicatives of each third-person finite clause with no subject in the
        text (a pro-drop language's dropped pronoun: "porque se sentían generosos"), one list
        per clause, in order. When the English has a singular "they" there, the realiser
        flips them with the person it refers to. The default: none."""
        return []

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's person reference is plural (the default: not known, so no)."""
        return False

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the language's resources say the span's noun is no gender-variable person
        noun (a thing, or a noun without a gendered pair); the default: not known."""
        return False

    def invariant_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's noun is a person noun with one grammatical gender for everyone
        (German ``Menschen``, ``Kinder``, ``Person``): a person cue aligned to it has its
        translation there, which no realisation changes, and takes no other person noun of
        the sentence. The default: not known, so no."""
        return False

    def thing_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span is one word that the language's dictionary reads as a noun, never as
        an adjective or a participle, and that is no person noun (Spanish ``punto`` of the
        idiom "a punto" for "ready"): the realiser's test for a predicate-adjective cue that
        the aligner put on a noun, which no gender of the person changes. A person noun
        there is a predicate noun and still agrees ("trabaja de camarero"). The default:
        not known, so no."""
        return False

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`, told the number (``"sg"``/``"pl"``) the source gives the span's person,
        for a translation whose form leaves it open (German ``seinen Soldaten``: an accusative
        singular or a dative plural); the default ignores it."""
        return self.realise(tokens, span, gender)

    def refers_elsewhere(
        self, tokens: Sequence[str], pronoun: tuple[int, int], antecedent: tuple[int, int]
    ) -> bool:
        """Whether the pronoun at ``pronoun`` cannot refer back to the person noun phrase at
        ``antecedent`` by the language's agreement, so that it names another referent (German
        "sie" after a masculine singular noun is a plural); the default: not known, so no."""
        return False

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """The part of a detected person cue's target span that the person's gender governs.

        The default keeps the span; German drops a leading possessive determiner, which
        agrees with its possessor (``seine Bürger`` of a country stays ``seine``).
        """
        return span

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """``span`` grown leftwards over the determiners of its noun phrase (the default: unchanged).

        Languages with contractions (``del``, ``zum``, ``du``) and elision (``l'``) grow the
        span so that :meth:`realise` never has to merge or split a token before it.
        """
        return span


#: Inflector classes by name (modules imported when first asked for; plugins in the
#: entry-point group ``fairmt.inflectors``). Which language uses which is said by the
#: language packs (:mod:`fairmt.languages`).
INFLECTORS: Registry[type[Inflector]] = Registry("gender inflector", entry_point_group="fairmt.inflectors")
INFLECTORS.register_lazy("german", "fairmt.inflect.german:GermanInflector")
INFLECTORS.register_lazy("spanish", "fairmt.inflect.spanish:SpanishInflector")
INFLECTORS.register_lazy("french", "fairmt.inflect.french:FrenchInflector")
INFLECTORS.register_lazy("italian", "fairmt.inflect.italian:ItalianInflector")
INFLECTORS.register_lazy("arabic", "fairmt.inflect.arabic:ArabicInflector")
INFLECTORS.register_lazy("hindi", "fairmt.inflect.hindi:HindiInflector")
INFLECTORS.register_lazy("russian", "fairmt.inflect.slavic:RussianInflector")
INFLECTORS.register_lazy("ukrainian", "fairmt.inflect.slavic:UkrainianInflector")


def supported_languages() -> list[str]:
    """ISO 639-1 codes whose language pack names an inflector."""
    return sorted(code for code, pack in language_packs().items() if pack.inflector)


@cache
def get_inflector(lang: str) -> Inflector:
    """The inflector of ``lang`` (one shared, stateless instance per language)."""
    pack = language_pack(lang)
    if pack is None or pack.inflector is None:
        langs = supported_languages()
        raise UnsupportedLanguageError(
            f"no gender inflector for language {lang!r}; supported: {', '.join(langs)}."
            + did_you_mean(lang, langs)
        )
    inflector: Inflector = INFLECTORS.get(pack.inflector)()
    return inflector


on_change(get_inflector.cache_clear)
