"""The rule engine shared by the Spanish, French and Italian inflectors.

Steps of :meth:`RomanceInflector.realise`:

1. **Pieces.** The tokens of the span and a window around it are cut into pieces:
   elided prefixes (fr/it ``l'``, ``qu'``, ``dell'``) and preposition+article contractions
   (es ``del`` = ``de`` + ``el``, fr ``au`` = ``à`` + ``le``, it ``nella`` = ``in`` + ``la``).
   Each piece is a *determiner* (articles, demonstratives, possessives and quantifiers that
   agree), a *pronoun*, a *preposition*, a *function word* (never changed) or a *content
   word* (noun, adjective, participle).
2. **The phrase.** Every determiner, pronoun and content word of the span; leftwards, the
   determiners and prenominal adjectives right before the span (at most
   :data:`~fairmt.inflect.base.LEFT_WINDOW` tokens, not across punctuation); rightwards,
   when the span has a content word, the adjectives right after it (at most
   :data:`~fairmt.inflect.base.RIGHT_WINDOW` tokens, lower-case, adjective-like endings,
   not across punctuation).
3. **Content words** go through the language's lexicon of pairs, then its endings.
4. **Determiners** are chosen last, right to left, because their form depends on the word
   that follows (fr ``l'``/``cet``/``mon amie``, it ``lo``/``gli``/``un'``, es ``primer``).
   A determiner not followed by a content word is a clitic pronoun (es ``la miró``,
   it ``le concesse``) and takes the pronoun form.
5. **Contractions** are rebuilt (``de`` + ``el`` -> ``del``, ``de la`` <- ``del``), and the
   pieces go back into tokens (:func:`fairmt.inflect.pieces.assemble`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from fairmt.gender.types import Realisation
from fairmt.inflect.base import LEFT_WINDOW, RIGHT_WINDOW, Inflector, Word, check_span, english, word_tuple
from fairmt.inflect.pieces import Piece, assemble, normalise, split_elision
from fairmt.languages import on_change

if TYPE_CHECKING:
    from fairmt.inflect.apertium_morph import Morphology

Number = str  # "sg" | "pl"
# Quotation marks do not end a noun phrase ("una «guardiana» de burdel").
QUOTES = '"«»“”„‘’'
Gender = str  # "M" | "F"


@dataclass(frozen=True)
class Det:
    """A determiner form: its paradigm (``group``), gender (``""``: any) and number."""

    group: str
    gender: str
    number: Number


def det_table(rows: Mapping[str, tuple[str, str, str, str]]) -> dict[str, Det]:
    """``{group: (masc sg, fem sg, masc pl, fem pl)}`` -> ``{form: Det}`` (``-`` for none)."""
    out: dict[str, Det] = {}
    for group, forms in rows.items():
        for form, g, n in zip(forms, ("M", "F", "M", "F"), ("sg", "sg", "pl", "pl"), strict=True):
            for f in form.split("|"):
                if f != "-" and f not in out:
                    out[f] = Det(group, g, n)
    return out


def paradigm_form(word: str, rows: Iterable[tuple[str, str, str, str]], gender: Gender) -> str | None:
    """``word``'s form in ``gender`` with its number kept, from the first of ``rows`` (masc sg,
    fem sg, masc pl, fem pl, one form each) that holds it; None when none does. Used for the
    possessives after a noun ("amigo mío" -> "amiga mía", "amico mio" -> "amica mia")."""
    for forms in rows:
        if word in forms:
            plural = forms.index(word) >= 2
            return forms[(2 if plural else 0) + (1 if gender == "F" else 0)]
    return None


def pairs(text: str) -> dict[str, str]:
    """``"a:b c:d"`` -> ``{"a": "b", "c": "d"}``."""
    out: dict[str, str] = {}
    for item in text.split():
        a, b = item.split(":")
        out[a] = b
    return out


def invert(d: Mapping[str, str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for a, b in d.items():
        out.setdefault(b, a)
    return out


#: fr-inflect-47 (es-inflect-32, it-inflect-41): degree adverbs that may stand between an article
#: and a prenominal adjective ("une très bonne cuisinière"; Grevisse, *Le Bon Usage*, the adverb of
#: degree before the adjective): the adverb keeps its form, and the article is the phrase's.
_PRENOMINAL_DEGREE = frozenset(
    word_tuple("très fort si aussi assez trop muy tan bastante demasiado molto così assai troppo tanto")
)


def _adjective_before_noun(morph: Morphology, word: str, nxt: str) -> bool:
    """Whether the dictionary reads ``word`` as an adjective and ``nxt`` as a noun but never as an
    adjective ("collections" is also a verb form, never an adjective)."""
    if not any(r.pos == "adj" for r in morph.readings(word)):
        return False
    after = morph.readings(nxt)
    return any(r.pos == "n" for r in after) and not any(r.pos == "adj" for r in after)


class RomanceInflector(Inflector):
    """Shared realisation machinery; a subclass supplies the language's tables and rules."""

    #: Rule-set version (subclasses set it).
    VERSION = ""
    #: Elided prefixes cut off a word (with their apostrophe) and what they are.
    ELIDED: Mapping[str, str] = {}
    #: Contracted preposition+article forms -> (preposition, article).
    CONTRACTIONS: Mapping[str, tuple[str, str]] = {}
    #: Determiners: form -> Det.
    DETS: Mapping[str, Det] = {}
    #: Words never changed (prepositions, conjunctions, verbs ...).
    FUNCTION: frozenset[str] = frozenset()
    PREPOSITIONS: frozenset[str] = frozenset()
    #: Pronouns: word -> (gender, number).
    PRONOUNS: Mapping[str, tuple[Gender, Number]] = {}
    #: Adverbs that look like determiners (it ``molto bravo``): changed only inside the span.
    ADVERBS: frozenset[str] = frozenset()
    #: Determiner-like adjectives (forms in :attr:`DETS`) that agree with the noun they follow
    #: (Spanish "un profesor bueno"): part of the noun's phrase when right after it. Empty: none.
    POSTNOMINAL_DETS: frozenset[str] = frozenset()
    #: Determiner forms of both genders beside those the validity gate always skips (it-inflect-46:
    #: the Italian elided "quell'", "quest'":
    #: :data:`fairmt.inflect.italian_word_tables._BOTH_GENDERS_ELIDED`).
    GENDERLESS_DETS: frozenset[str] = frozenset()
    #: Degree adverbs that may stand between a noun and its agreeing adjective ("molto" in "un
    #: avvocato molto bravo"); the adjective after one is part of the noun's phrase. Empty: none
    #: (Spanish finds these adjectives in spaCy's parse).
    INTENSIFIERS: frozenset[str] = frozenset()
    #: A capitalised word inside a sentence whose number is unknown is singular (it: English
    #: words such as "Female" would otherwise read as feminine plurals).
    CAP_SINGULAR = False
    #: Parts of hyphenated compounds that never agree (fr ``bien-aimée``, ``nouveau-né``).
    COMPOUND_INVARIANT: frozenset[str] = frozenset()
    #: Determiners that may stand before another determiner (es ``todas las``, it ``tutti i``).
    PREDETS: frozenset[str] = frozenset()
    #: Cardinal numerals the language parses as determiners of one form ("trois"), through
    #: which the determiner before them reaches the noun. Empty: none.
    CARDINAL_DETS: frozenset[str] = frozenset()
    #: Groups of :attr:`DETS` that are prenominal adjectives with their own forms (French
    #: ``nouveau``/``nouvel``/``nouvelle``): an article before them is in the phrase ("la
    #: nouvelle directrice" -> "le nouveau directeur").
    ADJECTIVE_DETS: frozenset[str] = frozenset()
    #: Function words after which a determiner is still an article (es ``el más alto``).
    ARTICLE_NEXT: frozenset[str] = frozenset()
    #: Possessives with one form for every gender and number that stand between an article and
    #: its noun (Italian "i loro amici"): a phrase grows left over them to the article.
    INVARIANT_POSSESSIVES: frozenset[str] = frozenset()

    #: Prenominal words of one form for both genders that stand between a determiner and its
    #: noun; the determiner before them belongs to the noun's phrase and agrees with it (French
    #: "un autre ami" -> "une autre amie").
    INVARIANT_PRENOMINALS: frozenset[str] = frozenset()
    #: Comparative adverbs of the relative superlative between an article and a prenominal
    #: adjective ("la più giovane soldatessa"): the article is the noun's (the default: none).
    SUPERLATIVE_ADVERBS: frozenset[str] = frozenset()
    #: Whether a capitalised adjective right after a capitalised person noun agrees with it (a
    #: title in title case: es "la Directora Ejecutiva", it "il Segretario Generale").
    TITLE_CASE_ADJECTIVES = False
    #: it-inflect-58: how far right of the span an adjective after a degree adverb may stand; a
    #: language may let one postnominal adjective stand before the adverb ("un cuoco italiano
    #: davvero bravo").
    DEGREE_WINDOW = RIGHT_WINDOW

    def title_case_adjective(self, word: str) -> bool:
        """Whether a capitalised ``word`` after a capitalised head may be the title's adjective
        (:attr:`TITLE_CASE_ADJECTIVES`); a language may leave out names here."""
        return True

    def _validate_with_dictionary(
        self,
        tokens_before: Sequence[str],
        tokens_after: Sequence[str],
        agentive: Callable[[str], bool],
        common_gender: Callable[[str], bool] | None = None,
    ) -> str | None:
        """The validity gate against the language's Apertium dictionary
        (:func:`fairmt.inflect.apertium_morph.check_change`): no verb form and no thing noun
        changed gender, and every gendered article agrees with the noun after it; ``agentive``
        says which endings make a person noun; ``common_gender``, which nouns the language uses
        for both genders beside another form in the dictionary. Without the dictionary nothing
        is checked."""
        from fairmt.inflect.apertium_morph import check_change, morphology

        morph = morphology(self.lang)
        if morph is None:
            return None

        def det_gender(w: str) -> str:
            if (
                w not in self.DETS
                or w in ("l'", "mon", "ton", "son", "leur", "leurs")
                or w in self.GENDERLESS_DETS
            ):
                return ""
            return self.DETS[w].gender

        def split(tok: str) -> list[str]:
            core = Word.parse(tok).core
            return [w for _, w in self._split(core)] if core else []

        return check_change(
            morph,
            tokens_before,
            tokens_after,
            det_gender,
            split,
            agentive,
            by_word=self.GATE_BY_WORD,
            common_gender=common_gender,
        )

    def version(self) -> str:
        return self.VERSION

    # ------------------------------------------------------------------ person nouns

    #: Derivational suffixes that make agent nouns (``-ista``, ``-trice``): a word the
    #: dictionary does not know is a person noun with one of them (or, with
    #: UNKNOWN_NOUNS_ARE_PERSONS, always).
    AGENT_NOUN_SUFFIXES: tuple[str, ...] = ()
    #: Whether the validity gate compares the words of unequal stretches too (contractions cut:
    #: "au visiteur qu'il aurait" against "à la visiteuse qu'elle auraite"); a language whose
    #: dictionary lacks many forms keeps the token-level check (see :func:`check_change`).
    GATE_BY_WORD = False
    #: Whether a word the dictionary does not know at all counts as a person noun (see
    #: :meth:`person_noun`).
    UNKNOWN_NOUNS_ARE_PERSONS = False
    #: Determiner paradigms that are articles or demonstratives (they nominalise adjectives).
    ARTICLE_GROUPS = frozenset({"def", "indef", "ce", "questo", "quello"})
    #: Possessive determiner paradigms.
    POSSESSIVE_GROUPS = frozenset({"son", "mon", "ton", "suo", "mio", "tuo", "nostro", "vostro"})
    #: Every possessive determiner, where the table files some under no possessive paradigm (fr
    #: "ses", "leur": one form for both genders).
    POSSESSIVES: frozenset[str] = frozenset()

    def _known_person(self, word: str) -> bool:
        """Listed in the language's own lexicon as a person word (subclasses say)."""
        return False

    def agentive(self, word: str) -> bool:
        """An agent or person-noun ending (subclasses say)."""
        return False

    def person_noun(self, word: str, det_gender: str = "") -> bool:
        """Whether the noun ``word`` (lower case) may denote a gender-variable person.

        Listed in the lexicon (pairs, epicenes, invariant persons); or, in the language's
        Apertium dictionary, a noun of both genders (``architecte<mf>``) or one with a form in
        the other gender (``étudiant``/``étudiante``, ``ispettore``/``ispettrice``); or an
        agent-noun suffix on a word the dictionary lacks (``barista``); or a nominalised
        adjective (``le protestataire``: the dictionary has no noun reading for it, only
        adjective ones). A noun the dictionary knows with one gender and no other form is
        none, whatever its ending (``réunion``, ``casa``, ``erreur``, ``possibilités``).
        """
        from fairmt.inflect.apertium_morph import morphology

        if self._known_person(word):
            return True
        if "-" in word.strip("-"):
            # A compound is a person when a part is ("demi-frère", "arrière-petits-fils"):
            # the dictionary lists some compounds with no pair, and their pairs are lexical.
            parts = [x for x in word.split("-") if x.isalpha() and len(x) > 2]
            if any(self.person_noun(x) for x in parts):
                return True
        morph = morphology(self.lang)
        if morph is None:
            return False
        nouns = morph.noun_readings(word)
        if not nouns:
            readings = morph.readings(word)
            if any(r.pos == "adj" for r in readings):
                # An adjective after a determiner is a nominalised one: of both genders
                # (``le protestataire``) or with a form in each (``la malade``, ``l'inconnu``).
                return True
            # Unknown to the dictionary: a feminised form it lacks ("greffière"), a loanword
            # ("designer") or a gap ("préposé"). Where the language says most such nouns
            # after a determiner are people (UNKNOWN_NOUNS_ARE_PERSONS) they count; else
            # only with an agent-noun suffix ("barista", not "questionario").
            if readings:
                return False
            return self.UNKNOWN_NOUNS_ARE_PERSONS or word.endswith(self.AGENT_NOUN_SUFFIXES)
        if any(r.gender == "mf" for r in nouns):
            # A homonym with a thing of one gender ("politique": the policy <f>, the
            # politician <mf>) after a determiner of that gender ("sa politique") is the thing.
            fixed = {r.gender for r in nouns} - {"mf", ""}
            return not (det_gender and det_gender.lower() in fixed)
        return any(morph.other_gender_form(word, r) for r in nouns if "acr" not in r.tags)

    def thing_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.thing_noun` by the language's Apertium dictionary: a one-word span
        the dictionary reads as a noun and never as an adjective or a participle, which
        :meth:`person_noun` does not take for a person (Italian ``punto``, French ``point``
        are nouns of one gender; ``cameriere``, ``serveur`` have a form in the other)."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology(self.lang)
        if morph is None or not check_span(tokens, span) or span[1] - span[0] != 1:
            return False
        low = Word.parse(tokens[span[0]]).lower
        if not low.isalpha():
            return False
        readings = morph.readings(low)
        if not morph.noun_readings(low) or any(r.pos == "adj" for r in readings):
            return False
        if any("pp" in r.tags for r in readings):
            # A participle may be the predicate ("Tu es reçu", "Era molto sorpresa"), unless an
            # article makes the word a noun ("au point": ``point`` is also a participle of
            # *poindre*). Only articles: ``molto`` is a determiner and an adverb.
            prev = Word.parse(tokens[span[0] - 1]).lower if span[0] > 0 else ""
            det = self.DETS.get(self.CONTRACTIONS[prev][1] if prev in self.CONTRACTIONS else prev)
            if det is None or det.group not in ("def", "indef"):
                return False
        return not self.person_noun(low)

    def keeps_form(self, word: str, first: bool) -> bool:
        """Whether the content word ``word`` of a span never changes gender: the dictionary
        knows it only as a verb form (``aurait``, ``avevano``) or as a noun with one gender
        and no form in the other (``besoin``, ``erreur``, ``questionario``), and the lexicon
        does not list it as a person. Asked for the words after a pronoun in a span (the
        aligner cut "qu'il aurait besoin" for "they"), so that only the pronoun and its person
        words change. The noun test spares the ``first`` content word of the phrase, its
        head, and agent nouns (``pasteur``): the dictionary lacks many person nouns' other
        forms (``poliziotta``, ``figli`` beside ``figlie``), which the rules supply."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology(self.lang)
        if morph is None or "-" in word or not word.isalpha() or self._known_person(word):
            return False
        if morph.only_verb(word):
            return self.verb_form(word)
        return not first and morph.fixed_gender_noun(word) and not self.agentive(word)

    def verb_form(self, word: str) -> bool:
        """Whether a word the dictionary knows only as a verb is one in context (subclasses
        exempt forms that serve as adjectives or carry a clitic)."""
        return True

    def no_adjective(self, word: str) -> bool:
        """Whether the language's dictionary knows ``word`` and has no adjective or participle
        reading for it (``demande``: a noun and a verb; ``besoin``): then it is no
        agreeing adjective after a noun, whatever its ending says."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology(self.lang)
        if morph is None:
            return False
        rs = morph.readings(word)
        return bool(rs) and not any(r.pos == "adj" or "pp" in r.tags for r in rs)

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """One-token spans of the person nouns in ``tokens`` that stand after a determiner
        (``L'étudiant``, ``le conseiller``, ``au client``): the target side of a person cue
        the aligner missed. A noun counts when :meth:`person_noun` says so; capitalised
        words inside a sentence (names, titles), acronyms, object clitics before a verb and
        words after a preposition with no determiner are left out. Without the language's
        dictionary, none are found.

        The sentence realiser also treats a noun cue whose span holds none of these as
        unaligned (:meth:`fairmt.fairqe.realise.SentenceRealiser._unresolved`), so the list
        must hold every person noun: a language whose dictionary lacks many of them
        supplies them otherwise (Italian: person endings and the Spanish dictionary's
        pairs, :mod:`fairmt.inflect.italian_persons`)."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology(self.lang)
        if morph is None:
            return []
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces):
            if p.kind != "content" or k == 0 or not p.word.isalpha():
                continue
            j = k - 1
            while j > 0 and pieces[j].kind == "content" and self.preadjective(pieces[j].word):
                j -= 1
            d = pieces[j]
            # (The determiner stands right before the phrase's first word: the noun, or the
            # first prenominal adjective, "le jeune avocat".)
            first = pieces[j + 1].tok
            if d.kind != "det" or "closes" in d.info or (d.tok != first and d.tok != first - 1):
                continue
            if ("cap" in p.info and self._mid_sentence(tokens, pieces, k)) or (
                p.surface.isupper() and len(p.surface) > 1
            ):
                continue  # names, titles, acronyms ("la RCP")
            if self.is_clitic(pieces, j):
                continue  # an object pronoun before its verb ("la baciò")
            nxt = pieces[k + 1] if k + 1 < len(pieces) and "closes" not in p.info else None
            if nxt is not None and nxt.kind == "content" and self.preadjective(p.word):
                continue  # "una grande mancia": an adjective before its noun
            if not morph.noun_readings(p.word.lower()) and (
                (nxt is not None and nxt.kind == "content")
                or self.DETS[d.word].group not in self.ARTICLE_GROUPS
                # After a prenominal adjective only a noun the dictionary knows counts: a word
                # it lacks there is more often a thing ("un bon karma") than a person.
                or j < k - 1
            ):
                # An adjective is a nominalised person only alone after an article ("le
                # protestataire"), not before its noun ("delle proprie capacità") nor after a
                # possessive ("sui suoi propri").
                continue
            if (
                nxt is not None
                and nxt.kind == "content"
                and (self.DETS[d.word].group in self.POSSESSIVE_GROUPS or d.word in self.POSSESSIVES)
                and _adjective_before_noun(morph, p.word.lower(), nxt.word.lower())
            ):
                # (fr-inflect-51) "ses précieuses collections": a word the dictionary reads as an
                # adjective, after a possessive and before a noun that is no adjective, is that
                # noun's adjective, not a nominalised person ("les Précieuses").
                continue
            # Only a possessive's gender is passed: a cue's noun missing here would be dropped,
            # so after an article homonyms count ("la politique" may be the politician); after
            # a possessive the thing is far likelier ("sa politique", their policy).
            group = self.DETS[d.word].group
            det_gender = self.DETS[d.word].gender if group in self.POSSESSIVE_GROUPS else ""
            if self.person_noun(p.word.lower(), det_gender) and (p.tok, p.tok + 1) not in out:
                out.append((p.tok, p.tok + 1))
        return out

    # ------------------------------------------------------------------ hooks

    def det_form(self, det: Det, gender: Gender, nxt: str | None, orig: str = "") -> str | None:
        """The form of ``det``'s paradigm in ``gender`` before the word ``nxt`` (None: phrase ends);
        ``orig`` is the form it replaces."""
        raise NotImplementedError

    def clitic_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        """The determiner-like piece ``k`` used as a clitic pronoun (not before a content word)."""
        return None

    def pronoun_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        raise NotImplementedError

    def inflect(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        """``word`` (a noun/adjective/participle) in ``gender``; None when unknown."""
        raise NotImplementedError

    def word_gender(self, word: str) -> tuple[Gender, Number] | None:
        """Gender and number of a content word from the lexicon and endings, if telling."""
        raise NotImplementedError

    def adjective_like(self, word: str) -> bool:
        """Whether a word right after the noun is an agreeing adjective."""
        raise NotImplementedError

    def preadjective(self, word: str) -> bool:
        """A prenominal adjective that agrees (``nuevo``, ``premier``, ``primo``)."""
        return False

    def starts_locution(self, word: str, nxt: str) -> bool:
        """Whether ``word``, followed by ``nxt``, opens an invariable prepositional locution
        (Italian ``fino a``, "until"), so that it is no adjective agreeing with the noun
        before it even where the dictionary also lists it as one. None by default."""
        return False

    def degree_adverb(self, word: str) -> bool:
        """Whether ``word`` (lower case), right after the noun, is a degree adverb over which the
        adjective after it still agrees with the noun ("un avvocato molto bravo"): by default one
        of :data:`INTENSIFIERS`."""
        return word in self.INTENSIFIERS

    def adjective_before_noun(self, adjective: str, nxt: str) -> bool:
        """Whether ``adjective`` after a degree adverb, followed at once by the content word
        ``nxt``, stands before ``nxt`` as its noun's own prenominal adjective rather than ending
        the person noun's phrase ("il sarto praticamente mezzo stipendio": "mezzo" is the pay's),
        so that it does not agree with the person noun. ``False`` by default (Spanish, French)."""
        return False

    def degree_adjective(self, word: str) -> bool:
        """Whether ``word``, after one of :data:`INTENSIFIERS`, is an adjective that agrees with
        the noun before the adverb (the default: :meth:`adjective_like`)."""
        return self.adjective_like(word)

    def contract(self, prep: str, article: str) -> str | None:
        """``prep`` + ``article`` as one word when the language contracts them."""
        return None

    def neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> list[str] | None:
        """The neutral realisation (subclasses that know one override this)."""
        return None

    def is_neutral(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        return False

    def verb_like(self, word: str) -> bool:
        return False

    #: Stems of adjectives whose meaning is the gender: (masculine, feminine).
    SEMANTIC_STEMS: tuple[tuple[str, str], ...] = ()

    def stem_swap(self, word: str, gender: Gender) -> str | None:
        """``word`` with its gender-meaning stem in ``gender`` and its ending kept (None if none)."""
        for m, f in self.SEMANTIC_STEMS:
            for stem in (m, f):
                rest = word[len(stem) :]
                if word.startswith(stem) and len(rest) <= 4 and (rest.isalpha() or not rest):
                    return (m if gender == "M" else f) + rest
        return None

    def is_semantic(self, word: str) -> bool:
        """An adjective whose meaning is the gender (``maschile``, ``paternel``)."""
        return self.stem_swap(word, "M") is not None

    def compound(self, word: str, sep: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        """A hyphenated or slashed word: each part that agrees is realised."""
        parts = [
            x
            if x in self.FUNCTION or x in self.COMPOUND_INVARIANT or not x.isalpha()
            else (self.inflect(x, gender, head, number) or x)
            for x in word.split(sep)
        ]
        return sep.join(parts)

    def is_clitic(self, pieces: Sequence[Piece], k: int) -> bool:
        """Whether the determiner-like piece ``k``, before a content word outside the phrase, is an
        object pronoun (``la miró``) rather than an article."""
        return self.verb_like(pieces[k + 1].word)

    # ------------------------------------------------------------------ pieces

    def _split(self, surface: str) -> list[tuple[str, str]]:
        # Cached per class and surface form: the rules parse each sentence again for every
        # span and gender (ELIDED and CONTRACTIONS are class tables).
        return list(_split_pieces(type(self), surface))

    def _classify(self, word: str, surface: str) -> str:
        if not any(ch.isalpha() for ch in word):
            return "num" if any(ch.isdigit() for ch in word) else "other"
        if word in self.ELIDED:
            return self.ELIDED[word]
        if word in self.ADVERBS:
            return "func"
        if word in self.PRONOUNS:
            return "pron"
        if word in self.DETS:
            return "det"
        if word in self.PREPOSITIONS:
            return "prep"
        if word in self.FUNCTION:
            return "func"
        return "content"

    def parse(self, tokens: Sequence[str], lo: int, hi: int) -> tuple[dict[int, Word], list[Piece]]:
        words: dict[int, Word] = {}
        pieces: list[Piece] = []
        for t in range(lo, hi):
            w = Word.parse(tokens[t])
            words[t] = w
            parts = self._split(w.core) if w.core else []
            for i, (surf, word) in enumerate(parts):
                p = Piece(t, word, surf, self._classify(word, surf))
                if surf[:1].isupper() and not surf.isupper():
                    p.info["cap"] = "1"
                if i == len(parts) - 1 and w.post.strip(QUOTES):
                    p.info["closes"] = "1"
                if i == 0 and w.pre.strip(QUOTES):
                    p.info["opens"] = "1"
                if i == 0 and w.pre:
                    p.info["pre"] = "1"
                if surf == "" and i > 0:
                    p.info["contracted"] = "1"
                pieces.append(p)
        return words, pieces

    # ------------------------------------------------------------------ phrase

    def _phrase(self, pieces: list[Piece], s: int, e: int) -> list[int]:
        inside = [k for k, p in enumerate(pieces) if s <= p.tok < e]
        if not inside:
            return []
        chosen = [k for k in inside if pieces[k].kind in ("det", "content", "pron")]
        chosen = self._left(pieces, inside[0], s) + chosen
        # Rightwards: agreeing adjectives right after a noun of the span (not after an
        # adjective that names the gender: "pesi leggeri maschili australiani").
        if any(pieces[k].kind == "content" for k in inside) and not self.is_semantic(pieces[inside[-1]].word):
            last = inside[-1]
            k = last + 1
            while (
                k < len(pieces)
                and pieces[k].tok < e + RIGHT_WINDOW
                and "closes" not in pieces[k - 1].info
                and "opens" not in pieces[k].info
            ):
                p = pieces[k]
                if (
                    p.kind == "det"
                    and p.word in self.POSTNOMINAL_DETS
                    and self._same_number(pieces[inside[-1]].word, p.word)
                    and pieces[inside[-1]].kind == "content"
                ):
                    chosen.append(k)
                    k += 1
                    continue
                if (
                    p.kind == "content"
                    and (
                        "cap" not in p.info
                        # A title in title case ("la Directora Ejecutiva"): a capitalised
                        # adjective after a capitalised head is the title's own.
                        or (
                            self.TITLE_CASE_ADJECTIVES
                            and "cap" in pieces[inside[-1]].info
                            and self.title_case_adjective(p.word)
                        )
                    )
                    and self.adjective_like(p.word)
                    and self._same_number(pieces[inside[-1]].word, p.word)
                    and not self.starts_locution(p.word, pieces[k + 1].word if k + 1 < len(pieces) else "")
                    and not self._unknown_before_article(pieces, k)
                ):
                    chosen.append(k)
                    k += 1
                    continue
                nxt = pieces[k + 1] if k + 1 < len(pieces) else None
                if (
                    self.degree_adverb(p.word)
                    and nxt is not None
                    and nxt.tok < e + self.DEGREE_WINDOW
                    and "closes" not in p.info
                    and "opens" not in nxt.info
                    and nxt.kind == "content"
                    and "cap" not in nxt.info
                    and self.degree_adjective(nxt.word)
                    and self._same_number(pieces[inside[-1]].word, nxt.word)
                    and not self._adjective_opens_phrase(pieces, k + 1)
                ):
                    # An adjective after a degree adverb still agrees ("un avvocato molto bravo").
                    chosen.append(k + 1)
                    k += 2
                    continue
                break
        return sorted(set(chosen))

    def _adjective_opens_phrase(self, pieces: Sequence[Piece], k: int) -> bool:
        """(it-inflect-53) Whether the adjective at ``k``, after a degree adverb, is followed in the
        same stretch (no punctuation between) by a content word that it qualifies before it
        (:meth:`adjective_before_noun`): then the adjective does not end the person noun's phrase
        and belongs to the next noun."""
        after = pieces[k + 1] if k + 1 < len(pieces) else None
        return (
            after is not None
            and after.kind == "content"
            and "closes" not in pieces[k].info
            and "opens" not in after.info
            and self.adjective_before_noun(pieces[k].word, after.word)
        )

    def _unknown_before_article(self, pieces: Sequence[Piece], k: int) -> bool:
        """(it-inflect-44) Whether the word at ``k`` after the noun is one the language's dictionary
        does not know, followed at once by an article: a finite verb before its object ("La
        governante disturba il medico", "aiuta il medico"), whose ending only looks like an
        adjective's; an adjective after its noun is not followed by the next phrase's article
        (but by a relative's: "uno scrittore prolifico la cui bibliografia")."""
        from fairmt.inflect.apertium_morph import morphology

        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        if (
            nxt is None
            or nxt.kind != "det"
            or "closes" in pieces[k].info
            or nxt.word in self.POSTNOMINAL_DETS
        ):
            return False
        after = pieces[k + 2] if k + 2 < len(pieces) else None
        if after is None or after.kind != "content" or after.word == "cui":
            return False  # "uno scrittore prolifico la cui bibliografia": a relative's article
        morph = morphology(self.lang)
        return morph is not None and not morph.readings(pieces[k].word)

    def _same_number(self, head: str, word: str) -> bool:
        """Whether ``word`` may agree with ``head`` in number (unknown numbers agree)."""
        a, b = self.word_gender(head), self.word_gender(word)
        return a is None or b is None or not a[1] or not b[1] or a[1] == b[1]

    def _left(self, pieces: Sequence[Piece], first: int, s: int) -> list[int]:
        """Determiners and prenominal adjectives right before piece ``first`` (span start ``s``)."""
        chosen: list[int] = []
        if pieces[first].kind in ("prep", "pron", "func"):
            return chosen
        k = first - 1
        while k >= 0 and pieces[k].tok >= s - LEFT_WINDOW:
            p = pieces[k]
            if "closes" in p.info or "opens" in pieces[k + 1].info:
                break
            if p.kind == "det" and not self._agrees_with_next(pieces, k):
                break
            if self.blocks_left(pieces, k):
                break
            if p.kind == "content" and pieces[k + 1].kind != "content":
                break  # "secondo i buddisti": a preposition, not an adjective
            if p.kind == "det" or (p.kind == "content" and self.preadjective(p.word)):
                chosen.insert(0, k)
                k -= 1
                continue
            if (
                p.word in self.SUPERLATIVE_ADVERBS
                and chosen
                and chosen[0] == k + 1
                and pieces[k + 1].kind == "content"
                and k > 0
                and pieces[k - 1].kind == "det"
            ):
                k -= 1  # "la più giovane soldatessa": the adverb stays, the article agrees
                continue
            if (
                (p.word in self.INTENSIFIERS or p.word in _PRENOMINAL_DEGREE)
                and chosen
                and chosen[0] == k + 1
                and pieces[k + 1].kind == "content"
                and k > 0
                and pieces[k - 1].kind == "det"
            ):
                k -= 1  # "une très bonne cuisinière": a degree adverb stays (fr-inflect-47)
                continue
            if (
                (p.word in self.INVARIANT_POSSESSIVES or p.word in self.INVARIANT_PRENOMINALS)
                and k > 0
                and pieces[k - 1].kind == "det"
            ):
                k -= 1  # "i loro amici": the possessive stays, its article is the phrase's
                continue
            break
        return chosen

    def blocks_left(self, pieces: Sequence[Piece], k: int) -> bool:
        """Whether the determiner-like piece ``k`` left of a span is not part of its phrase."""
        return False

    def phrase_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """``span`` grown leftwards over the determiners and prenominal adjectives of its phrase."""
        if not check_span(tokens, span):
            return span
        s, e = span
        lo = max(0, s - LEFT_WINDOW)
        _, pieces = self.parse(tokens, lo, e)
        first = next((k for k, p in enumerate(pieces) if p.tok >= s), None)
        if first is None:
            return span
        left = self._left(pieces, first, s)
        return (min(pieces[left[0]].tok, s), e) if left else span

    def _agrees_with_next(self, pieces: Sequence[Piece], k: int) -> bool:
        """A determiner left of the span may stand before the determiner after it (``todas las``)
        and agrees with it in number."""
        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        if nxt is None or nxt.kind != "det":
            return True
        if nxt.word in self.CARDINAL_DETS and pieces[k].word in self.DETS:
            # "Tous les trois étudiants": a cardinal between the article and the noun has one
            # form for both genders, and the (plural) article before it is the noun's, which
            # agrees with it (Grevisse and Goosse, *Le Bon Usage*, the cardinal numeral
            # determiners; fr-inflect-25). Only under a predeterminer ("tous"), the one word
            # there with a gender: a plural article alone ("des deux princes") has none, and
            # the phrase is left as it was.
            return (
                k > 0
                and pieces[k - 1].word in self.PREDETS
                and self.DETS[pieces[k].word].number in ("", "pl")
            )
        if pieces[k].word not in self.PREDETS and not (
            self.DETS[nxt.word].group in self.ADJECTIVE_DETS
            and self.DETS[pieces[k].word].group not in self.ADJECTIVE_DETS
        ):
            return False
        a, b = self.DETS[pieces[k].word].number, self.DETS[nxt.word].number
        return not a or not b or a == b

    def _next_word(self, pieces: Sequence[Piece], k: int) -> Piece | None:
        """The piece after ``k`` when it is in the same phrase (no punctuation between)."""
        if "closes" in pieces[k].info or k + 1 >= len(pieces):
            return None
        nxt = pieces[k + 1]
        if "opens" in nxt.info:
            return None
        return nxt

    # ------------------------------------------------------------------ API

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        if not check_span(tokens, span):
            return None
        if gender == "N":
            return self.neutral(tokens, span)
        s, e = span
        # (it-inflect-44) One word past the right window is parsed, never changed: what follows an
        # article after the noun tells a verb and its object from an adjective
        # (:meth:`_unknown_before_article`).
        lo, hi = max(0, s - LEFT_WINDOW), min(len(tokens), e + RIGHT_WINDOW + 1)
        words, pieces = self.parse(tokens, lo, hi)
        for p in pieces:
            if s <= p.tok < e and p.word in self.ADVERBS:
                p.kind = "content"  # inside the span an adverb-looking word is the agreeing one
        phrase = self._phrase(pieces, s, e)
        if not phrase:
            return None
        in_phrase = set(phrase)
        numbers = self._numbers(pieces, phrase)
        # Content words first (the head is the first content word of the phrase).
        head_seen = False
        for k in phrase:
            p = pieces[k]
            if p.kind != "content":
                continue
            # A capitalised word inside a sentence (a title, a name, a foreign word) whose
            # number is unknown is taken as singular ("Best Female Vocalist").
            number = numbers[k]
            if (
                number is None
                and self.CAP_SINGULAR
                and "cap" in p.info
                and self._mid_sentence(tokens, pieces, k)
            ):
                number = "sg"
            lexical = False
            en = self.english_form(p.word, gender, "cap" in p.info)
            if en is not None:
                head_seen = True
                if en != p.word:
                    p.new = [en]
                continue
            if (
                any(pieces[j].kind == "pron" for j in phrase if j < k)
                and self.keeps_form(p.word, not head_seen)
                and not (p.surface.isupper() and len(p.surface) > 1)
            ):
                head_seen = True
                continue
            sep = "/" if "/" in p.word else "-" if "-" in p.word.strip("-") else ""
            swapped = self.stem_swap(p.word, gender)
            new: str | None
            if swapped is not None:
                # A gender-meaning adjective: the stem flips; the ending agrees only when the
                # phrase itself changes gender ("le protagoniste masculin" -> "la protagoniste
                # féminine", but "voix masculines" -> "voix féminines").
                flips = any(j != k and pieces[j].kind in ("det", "content") for j in phrase)
                new = (self.inflect(swapped, gender, not head_seen, number) or swapped) if flips else swapped
            elif sep and self.lexical(p.word, gender, number) is None:
                new = self.compound(p.word, sep, gender, not head_seen, number)
            else:
                new = self._inflect(p.word, gender, not head_seen, number, lexical)
            head_seen = True
            if new is not None and new != p.word:
                p.new = new.split()
        # Pronouns.
        for k in phrase:
            p = pieces[k]
            if p.kind == "pron":
                new = self.pronoun_form(pieces, k, gender)
                if new is not None and new != p.word:
                    p.new = new.split()
        # Determiners, right to left (their form depends on the next word).
        for k in reversed(phrase):
            p = pieces[k]
            if p.kind != "det":
                continue
            det = self.DETS[p.word]
            nxt = self._next_word(pieces, k)
            before_content = nxt is not None and (
                (nxt.kind == "content" and not self.is_clitic(pieces, k))
                or nxt.kind in ("det", "num")
                or (k + 1 in in_phrase and nxt.kind != "pron")
                or nxt.word in self.ARTICLE_NEXT
            )
            if p.tok >= e and p.word in self.POSTNOMINAL_DETS:
                form = self.det_form(det, gender, None, p.word)  # "una profesora buena"
            elif not before_content:
                if not s <= p.tok < e:
                    continue
                form = self.clitic_form(pieces, k, gender)
                # (fr-inflect-51) An object clitic does not contract with the preposition
                # before its infinitive: "à le tromper", "de le déranger", never "au"/"du"
                # (Grevisse, *Le Bon Usage* §580: the article contracts, the pronoun does not).
                p.info["clitic"] = "1"
            else:
                nxt_word = nxt.current if nxt is not None else None
                form = self.det_form(det, gender, nxt_word, p.word)
            if form is not None and form != p.word:
                p.new = form.split()
        self._recontract(pieces, phrase)
        self.finalize(pieces, phrase)
        return assemble(tokens, words, pieces, s)

    def english_form(self, word: str, gender: Gender, cap: bool) -> str | None:
        """An English title or noun left in the translation (capitalised: "Lord", "Sir") in
        ``gender`` (:func:`fairmt.inflect.base.english`), or ``None``."""
        return english(word, gender) if cap else None

    def _inflect(
        self, word: str, gender: Gender, head: bool, number: Number | None, lexical: bool
    ) -> str | None:
        if lexical:
            return self.lexical(word, gender, number)
        return self.inflect(word, gender, head, number)

    def lexical(self, word: str, gender: Gender, number: Number | None) -> str | None:
        """``word`` in ``gender`` from the lexicon alone (None when it has no entry)."""
        return None

    def finalize(self, pieces: list[Piece], phrase: Sequence[int]) -> None:
        """Last adjustments that depend on the neighbours (it ``signore`` -> ``signor`` before a name)."""

    @staticmethod
    def _mid_sentence(tokens: Sequence[str], pieces: Sequence[Piece], k: int) -> bool:
        """Whether piece ``k`` stands inside a sentence (a capital there is not sentence case)."""
        t = pieces[k].tok
        if t == 0 or tokens[t][:1] in QUOTES:
            return False
        return not tokens[t - 1].endswith((".", "!", "?", ":", *QUOTES))

    def _numbers(self, pieces: Sequence[Piece], phrase: Sequence[int]) -> dict[int, Number | None]:
        """The number of each piece of the phrase: its own when its form tells, else the last known one."""
        out: dict[int, Number | None] = {}
        current: Number | None = None
        for k in phrase:
            p = pieces[k]
            own: Number | None = None
            if p.kind == "det":
                own = self.DETS[p.word].number or None
            elif p.kind == "content":
                wg = self.word_gender(p.word)
                own = (wg[1] or None) if wg is not None else None
            if own is not None:
                current = own
            out[k] = own or current
        if current is not None:
            # Words before the first telling one take the phrase's number.
            for k in phrase:
                if out[k] is None:
                    out[k] = current
                else:
                    break
        return out

    def _recontract(self, pieces: list[Piece], phrase: Sequence[int]) -> None:
        for k in phrase:
            p = pieces[k]
            if p.kind != "det" or p.new is None or k == 0:
                continue
            prev = pieces[k - 1]
            if prev.kind != "prep":
                continue
            same_token = "contracted" in p.info
            if not same_token and (
                "closes" in prev.info
                or prev.tok != p.tok - 1
                or "pre" in p.info
                or "clitic" in p.info  # (fr-inflect-51) "à le tromper": a pronoun, no article
            ):
                continue
            article = p.new[0] if p.new else ""
            merged = self.contract(prev.word, article)
            if merged is not None:
                prev.new = [merged]
                p.new = []
            elif same_token:
                prev.new = [prev.word]

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        if not check_span(tokens, span):
            return None
        if self.is_neutral(tokens, span):
            return "N"
        s, e = span
        lo, hi = max(0, s - 1), min(len(tokens), e)
        _, pieces = self.parse(tokens, lo, hi)
        inside = [k for k, p in enumerate(pieces) if s <= p.tok < e]
        if not inside:
            return None
        head = next((k for k in inside if pieces[k].kind == "content"), None)
        if head is not None:
            # The determiner right before the head decides; then the head's own form.
            k = head - 1
            while k >= 0 and pieces[k].kind == "content" and self.preadjective(pieces[k].word):
                k -= 1
            if k >= 0 and pieces[k].kind == "det":
                g = self._det_gender(pieces, k)
                if g:
                    return _realisation(g)
            for k in inside:
                if k >= head and pieces[k].kind == "content":
                    wg = self.word_gender(pieces[k].word)
                    if wg is not None:
                        return _realisation(wg[0])
        for k in inside:
            p = pieces[k]
            if p.kind == "pron":
                pg = self.PRONOUNS[p.word][0]
                if pg:
                    return _realisation(pg)
            if p.kind == "det":
                g = self._det_gender(pieces, k)
                if g:
                    return _realisation(g)
        return None

    def _det_gender(self, pieces: Sequence[Piece], k: int) -> str:
        if pieces[k].word in self.GENDERLESS_DETS:
            return ""
        return self.DETS[pieces[k].word].gender


def _realisation(g: str) -> Realisation | None:
    return "F" if g == "F" else "M" if g == "M" else None


def is_vowel_initial(word: str, h_mute: bool = False) -> bool:
    w = normalise(word)
    if not w:
        return False
    if w[0] in "aeiouàâäáéèêëíìîïóòôöúùûüœæy":
        return True
    return h_mute and w[0] == "h"


@lru_cache(maxsize=1 << 15)
def _split_pieces(cls: type[RomanceInflector], surface: str) -> tuple[tuple[str, str], ...]:
    """:meth:`RomanceInflector._split` of ``surface`` with the tables of ``cls``."""
    parts = split_elision(surface, frozenset(cls.ELIDED))
    out: list[tuple[str, str]] = []
    for surf, word in parts:
        c = cls.CONTRACTIONS.get(word)
        if c is not None and not word.endswith("'"):
            out.append((surf, c[0]))
            out.append(("", c[1]))
        elif word in cls.CONTRACTIONS and word.endswith("'"):
            c = cls.CONTRACTIONS[word]
            out.append((surf, c[0]))
            out.append(("", c[1]))
        else:
            out.append((surf, word))
    return tuple(out)


on_change(_split_pieces.cache_clear)


_CLAUSE_BREAK = frozenset(("y", "e", "o", "u", "que", "pero", "ma", "ed", "od", "che", "quando", "cuando"))


def named_subject(tokens: Sequence[str], aux: int, known: Callable[[str], bool]) -> bool:
    """Whether the clause before ``tokens[aux]`` names its subject: a capitalised word, not the
    sentence's first unless no dictionary knows it ("Higgins fue contratada", "Al volver, Ana
    fue nombrada"). With a dropped subject the participle stands for the source's "he"/"she"
    and stays, as the gold set's convention has it ("Fue nombrado director" for "He was
    appointed director": F "Fue nombrado directora"; README-romance, pro-drop). Shared by the
    Spanish and Italian passive-participle rules (es-inflect-18, it-inflect-25); ``known`` tells
    whether a dictionary knows a word."""
    k = aux - 1
    while k >= 0:
        w = Word.parse(tokens[k])
        if w.post.strip() or w.lower in _CLAUSE_BREAK:
            break
        if w.core[:1].isupper() and w.core.isalpha() and (k > 0 or not known(w.lower)):
            return True
        k -= 1
    return False


def elided_clitic_participles(
    tokens: Sequence[str], lang: str, auxiliary: str, singular: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """The one-token spans of the past participles right after an elided accusative clitic and
    a form of the perfect's ``auxiliary`` ("l'avons trouvée", "l'abbiamo trovata"), shared by
    French and Italian (session 19; each language's caller gives its grammar reference). *l'*
    shows no gender, but the participle agrees with it, so the participle is the word that
    shows the gender of the person the clitic stands for. Only a participle the language's
    dictionary knows as one and that ``singular`` accepts; none without the dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology(lang)
    if morph is None:
        return []
    out: list[tuple[int, int]] = []
    for t in range(len(tokens) - 1):
        w = Word.parse(tokens[t])
        low = w.core.lower().replace("’", "'")
        if not low.startswith("l'") or w.post.strip():
            continue
        if not any(r.lemma == auxiliary and "pp" not in r.tags for r in morph.readings(low[2:])):
            continue
        part = Word.parse(tokens[t + 1]).core.lower()
        if not singular(part) or not any(r.pos == "vblex" and "pp" in r.tags for r in morph.readings(part)):
            continue
        out.append((t + 1, t + 2))
    return out
