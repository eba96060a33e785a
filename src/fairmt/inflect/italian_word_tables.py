"""Italian word tables: the lowest layer of the Italian inflector (tables and parsing).

:class:`ItalianWordTables` holds the language's tables as class attributes (determiners,
contractions, elisions, pronouns, function words, intensifiers, agent-noun suffixes, the
determiners of both genders when elided) and :meth:`~ItalianWordTables.parse`, which reads a
region of tokens into determiners, clitics and content words. What a word is comes in
:mod:`fairmt.inflect.italian_word_classes`, the forms it takes in
:mod:`fairmt.inflect.italian_forms`.
Moved verbatim from :mod:`fairmt.inflect.italian_forms`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.base import RIGHT_WINDOW, Word, word_tuple
from fairmt.inflect.italian_participial_relatives import participial_relative
from fairmt.inflect.italian_words import (
    _CONJUNCTION_PARTICIPLES,
    _POSTNOMINAL,
    CONTRACTIONS,
    DETS,
    ELIDED,
    FUNCTION,
    PREPOSITIONS,
    PRONOUNS,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import RomanceInflector

#: The forms of "santo" before a noun (:data:`~fairmt.inflect.italian_words.DET_ROWS`).
_SANTO = frozenset(["san", "santo", "sant'", "santa", "santi", "sante"])

#: Accented vowels and their plain letters (for an optional accent inside a word).
_UNACCENT = str.maketrans("àèéìíòóùú", "aeeiioouu")
_INNER_ACCENT = re.compile("[àèéìíòóùú]")

#: Elided determiners of both genders (it-inflect-46; "un'", "nessun'", "buon'" are feminine only).
_BOTH_GENDERS_ELIDED = frozenset(["l'", "quell'", "quest'", "bell'", "sant'"])


class ItalianWordTables(RomanceInflector):
    """Layer 1a of :class:`~fairmt.inflect.italian.ItalianInflector`: the tables and parsing."""

    lang = "it"
    ELIDED = ELIDED
    CONTRACTIONS = CONTRACTIONS
    DETS = DETS
    FUNCTION = FUNCTION
    PREPOSITIONS = PREPOSITIONS
    PRONOUNS = PRONOUNS
    CAP_SINGULAR = True
    SEMANTIC_STEMS = (("maschil", "femminil"), ("patern", "matern"))
    #: it-inflect-35: emphatic "stesso" after its noun agrees with it ("l'artista stessa"; Serianni VII.118)
    POSTNOMINAL_DETS = frozenset({"stesso", "stessa", "stessi", "stesse"})
    ADVERBS = frozenset({"molto", "tanto", "poco", "troppo", "certo"})
    #: it-inflect-58: "un cuoco italiano davvero bravo" (one adjective, then the
    #: degree adverb and its adjective: Serianni V.27 on the adjectives after the noun)
    DEGREE_WINDOW = RIGHT_WINDOW + 1
    INTENSIFIERS = frozenset(
        {"molto", "tanto", "poco", "troppo", "così", "più", "meno", "davvero", "assai", "piuttosto"}
        | {"abbastanza", "veramente", "proprio", "alquanto"}
    )
    PREDETS = frozenset({"tutto", "tutta", "tutti", "tutte", "entrambi", "entrambe"})
    #: it-inflect-46: "altro" follows another determiner in its noun phrase and agrees with the
    #: same noun ("molte altre infermiere", "questi altri studenti"; Serianni, *Grammatica
    #: italiana*, VII.165-167 on "altro" after quantifiers, articles and demonstratives).
    ADJECTIVE_DETS = frozenset({"altro"})
    #: The possessive of the third person plural is invariable and takes the article of its
    #: noun ("il loro amico", "le loro amiche": Treccani, Vocabolario, "loro"; Serianni,
    #: *Grammatica italiana*, VII.96).
    INVARIANT_POSSESSIVES = frozenset({"loro"})
    #: it-inflect-26: the relative superlative "il/la più (meno) + adjective + noun" (Serianni
    #: V.62-65): the article before the adverb belongs to the noun and agrees with it.
    SUPERLATIVE_ADVERBS = frozenset({"più", "meno"})
    TITLE_CASE_ADJECTIVES = True
    #: Function words after which a determiner is still an article (``i più bravi``), and the
    #: cardinal numerals, which stand between an article and its noun (``i due impiegati``: an
    #: article, never the clitic ``gli`` of ``gli diede``).
    # ("cui": the article of "il cui"/"la cui" agrees with the noun after "cui", Serianni,
    # *Grammatica italiana*, chapter VII on the relative pronouns; it-inflect-22)
    ARTICLE_NEXT = frozenset({"più", "meno", "di", "quale", "quali", "loro", "non", "cui"}) | frozenset(
        word_tuple(
            """due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici
        sedici diciassette diciotto diciannove venti trenta quaranta cinquanta cento mille"""
        )
    )
    #: Determiners an article may stand before (``il mio amico``, ``la stessa persona``).
    ARTICLE_BEFORE = frozenset(
        {"mio", "tuo", "suo", "nostro", "vostro", "altro", "stesso", "primo", "buono", "bello"}
    )

    def _agrees_with_next(self, pieces: Sequence[Piece], k: int) -> bool:
        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        here = self.DETS.get(pieces[k].word)
        if nxt is not None and nxt.kind == "det" and here is not None and here.group in ("def", "indef"):
            there = self.DETS.get(nxt.word)
            if there is not None and there.group in self.ARTICLE_BEFORE:
                return not here.number or not there.number or here.number == there.number
        return super()._agrees_with_next(pieces, k)

    def parse(self, tokens: Sequence[str], lo: int, hi: int) -> tuple[dict[int, Word], list[Piece]]:
        """As :meth:`RomanceInflector.parse`; ``buono``/``bello`` right after a content word
        are adjectives after their noun ("un dottore buono"), not the determiner-like
        prenominal forms (``buon``/``bel``) that the table lists them for."""
        words, pieces = super().parse(tokens, lo, hi)
        for p in pieces:
            # it-inflect-22: an accent on a vowel before the last is optional, written only to
            # tell homographs apart ("prìncipi" / "princìpi", "àncora"; Serianni, *Grammatica
            # italiana*, chapter I on the written accent): the word is read without it
            # ("prìncipi" -> "principesse").
            if _INNER_ACCENT.search(p.word[:-1]) and p.word[-1:].isalpha():
                p.word = p.word[:-1].translate(_UNACCENT) + p.word[-1]
                p.kind = self._classify(p.word, p.surface)
        for k in range(len(pieces) - 1):
            # "dato che", "visto che" ("since"): a conjunction, no participle to agree.
            if pieces[k].word in _CONJUNCTION_PARTICIPLES and pieces[k + 1].word == "che":
                pieces[k].kind = "func"
            # it-inflect-20: "in quanto" ("as", "in quanto marito di Rama") is a fixed
            # conjunctive locution, invariable (Treccani, *quanto*, locuzione "in quanto");
            # "al maschile"/"al femminile" ("in the masculine", "una banda tutta al maschile")
            # is an adverbial locution whose article never agrees with a person (Treccani,
            # *femminile*: "al femminile").
            if pieces[k].word == "in" and pieces[k + 1].word == "quanto":
                pieces[k + 1].kind = "func"
            if (
                k >= 1
                and pieces[k].word == "il"
                and pieces[k - 1].word == "a"
                and pieces[k + 1].word in ("maschile", "femminile")
            ):
                pieces[k].kind = "func"
        for k, p in enumerate(pieces):
            # it-inflect-22: "santo" is a determiner-like adjective only before its noun ("il
            # sant'uomo"); with no noun after it, it is the noun ("il santo era venerato").
            if (
                p.kind == "det"
                and p.word in _SANTO
                and (k + 1 >= len(pieces) or pieces[k + 1].kind != "content")
            ):
                p.kind = "content"
        for k in range(1, len(pieces)):
            p, before = pieces[k], pieces[k - 1]
            if (
                p.kind == "det"
                and p.word in _POSTNOMINAL
                and before.kind == "content"
                and "closes" not in before.info
                and "opens" not in p.info
            ) or (
                # it-inflect-18: after a degree adverb after a noun ("un amico molto buono")
                p.kind == "det"
                and p.word in _POSTNOMINAL
                and k >= 2
                and before.word in self.INTENSIFIERS
                and pieces[k - 2].kind == "content"
                and not {"closes", "opens"} & (set(before.info) | set(pieces[k - 2].info))
                and "opens" not in p.info
            ):
                p.kind = "content"
        if (
            pieces
            and pieces[-1].kind == "det"
            and pieces[-1].word in ("quella", "quelle", "quello")
            and hi < len(tokens)
            and (
                Word.parse(tokens[hi]).core.lower() == "che"
                or participial_relative(tokens, hi)  # it-inflect-43: "Quelle arrivate in ritardo"
            )
        ):
            # it-inflect-41: before the relative "che" the demonstrative is the pronoun that heads
            # it ("Tutte quelle che erano state invitate"; Serianni VII.128), as "quelli" is: it
            # keeps its determiner forms, and the predicate rules take it for the head.
            pieces[-1].info["relative_head"] = "1"
        return words, pieces

    #: Endings of person nouns the dictionary lacks: Italian agent nouns (-tore, -sore:
    #: "revisore"; the things, "sensore", "ascensore", are in the dictionary), -iere/-ieri and
    #: the feminine -iera ("ragioniere", "ragioniera", "carabinieri": the things in -iere/-iera,
    #: "bicchiere", "bandiera", "carriera", are in the dictionary),
    #: the Greek person endings -logo/-iatra/-euta ("patologo", "pediatra", "terapeuta": the
    #: things in -logo, "catalogo", are in the dictionary), and English loanwords in -ist/-er
    #: ("receptionist", "manager", "designer").
    AGENT_NOUN_SUFFIXES = (
        "ista",
        "isti",
        "iste",
        "tore",
        "tori",
        "sore",
        "sori",
        "trice",
        "trici",
        "iere",
        "ieri",
        "iera",
        "logo",
        "loga",
        "logi",
        "loghe",
        "iatra",
        "iatri",
        "iatre",
        "euta",
        "euti",
        "eute",
        "ist",
        "er",
    )

    #: Unknown to the dictionary after a determiner: most are person nouns it lacks
    #: ("ragioniere", "sceriffo", "manager", "terapeuta"), some are things ("questionario").
    UNKNOWN_NOUNS_ARE_PERSONS = False

    # The elided article is "lo" or "la": "l'analista", "l'assistente" say no gender.
    # it-inflect-46: so are the elided demonstratives and "bello", "santo", which elide in
    # both genders before a vowel ("quell'attore", "quell'attrice", "quest'amica"; Serianni,
    # *Grammatica italiana*, I.68-72 on elision): the noun after them tells the gender
    # (RomanceInflector._det_gender and the validity gate read GENDERLESS_DETS).
    GENDERLESS_DETS = _BOTH_GENDERS_ELIDED
