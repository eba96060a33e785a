"""Italian word forms: the lowest layer of the Italian inflector (tables, word classes, forms).

:class:`ItalianWordForms` fills in the hooks :class:`~fairmt.inflect.romance.RomanceInflector`
asks a language for, one word at a time:

* the language's tables as class attributes (determiners, contractions, elisions,
  pronouns, function words, intensifiers, agent-noun suffixes) and :meth:`parse`, which
  reads a region of tokens into determiners, clitics and content words;
* what a word is: :meth:`person_noun`/:meth:`_known_person` (the lexicon, then Apertium
  and the Spanish-translation check of :mod:`fairmt.inflect.italian_persons`),
  :meth:`verb_form`, :meth:`verb_like`, :meth:`adjective_like`, :meth:`preadjective`,
  :meth:`degree_adjective`, :meth:`is_clitic`, :meth:`word_gender`;
* the form a word takes in the other gender: :meth:`det_form` (with the article the next
  word asks for), :meth:`clitic_form`, :meth:`pronoun_form`, :meth:`contract`,
  :meth:`inflect`/:meth:`lexical` (by :mod:`fairmt.inflect.italian_lexicon`),
  :meth:`_unknown_adjective` and :meth:`_nominal_participle` for words the dictionary
  does not know as adjectives.

Decision: this layer looks at one word and, at most, its neighbours; which words agree
with a person (the predicate) is :mod:`fairmt.inflect.italian_agreement`, and which spans
are persons and how a whole span is realised is :mod:`fairmt.inflect.italian`. The layers
form a chain of subclasses rather than mixins so that ``mypy --strict`` checks every call
on ``self``; they are not meant to be used alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Reading, finite_verb, morphology, only_finite_verb
from fairmt.inflect.base import Word, english, word_tuple
from fairmt.inflect.italian_io_plurals import io_adjective_plural
from fairmt.inflect.italian_lexicon import (
    _ADJ_M,
    _PREADJ,
    _TRUNCATE,
    ADJ_F,
    EPICENE,
    EPICENE_PL,
    LEXICON,
    LEXICON_F,
    PLURAL_PAIRS,
    PLURAL_PAIRS_F,
    _agentive,
    _enclitic,
    _epicene_sg,
    _known_pair,
    _prefixed,
    _to_fem,
    _to_masc,
)
from fairmt.inflect.italian_loanwords import english_loanword, kin_base
from fairmt.inflect.italian_nt_participles import nt_gendered
from fairmt.inflect.italian_participial_relatives import participial_relative, participle_word
from fairmt.inflect.italian_persons import (
    spanish_person,
    spanish_thing,
)
from fairmt.inflect.italian_prefixes import prefixed_adjective, prefixed_participle
from fairmt.inflect.italian_strong_participles import strong_participle
from fairmt.inflect.italian_thing_homographs import THING_WORDS
from fairmt.inflect.italian_unknown_adjectives import (
    cognate_plural,
    cognate_plural_form,
    imperfect_in_context,
    io_plural,
    postnominal_adjective,
    unknown_prenominal_adjective,
)
from fairmt.inflect.italian_words import (
    _ARTICLES_ONLY,
    _CONJUNCTION_PARTICIPLES,
    _CONTRACT,
    _PARTICIPLE,
    _POSTNOMINAL,
    AUX,
    CONTRACTIONS,
    DETS,
    ELIDED,
    FUNCTION,
    OPTIONAL_ELISION,
    PHONO,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    STANDALONE,
    VERB_ENDINGS,
    _initial_class,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Det, Gender, Number, RomanceInflector

#: The forms of "santo" before a noun (:data:`~fairmt.inflect.italian_words.DET_ROWS`).
_SANTO = frozenset(["san", "santo", "sant'", "santa", "santi", "sante"])
#: Copular verbs, whose predicative noun agrees with the subject (Serianni, *Grammatica
#: italiana*, II.34-35).
_COPULAR_LEMMAS = frozenset(["essere", "diventare", "divenire", "sembrare", "parere", "restare", "rimanere"])
#: Collective nouns of count whose bare "di" complement is a plural (:meth:`_number_around`).
_COLLECTIVES = frozenset(
    [
        "gruppo",
        "gruppi",
        "squadra",
        "squadre",
        "folla",
        "folle",
        "coppia",
        "coppie",
        "schiera",
        "schiere",
        "dozzina",
        "dozzine",
        "decina",
        "decine",
        "centinaio",
        "centinaia",
        "migliaio",
        "migliaia",
        "milione",
        "milioni",
        "associazione",
        "associazioni",
        "comunità",
        "generazione",
        "generazioni",
        "network",
        "rete",
        "reti",
        "numero",
    ]
)
#: A character other than a letter of a-z (the Italian alphabet with the foreign letters j k w x
#: y), an accented vowel, the apostrophe, the slash, the dot and the hyphen (:meth:`ItalianForms.inflect`,
#: it-inflect-47).
_FOREIGN_LETTER = re.compile("[^a-zàèéìíòóùúîï'/.-]")
#: Accented vowels and their plain letters (for an optional accent inside a word).
_UNACCENT = str.maketrans("àèéìíòóùú", "aeeiioouu")
_INNER_ACCENT = re.compile("[àèéìíòóùú]")


#: it-inflect-26: suffixes that make adjectives only (Serianni XV.95-99: -bile, -evole), for a
#: word the dictionary lacks before its noun ("un'infaticabile investigatrice").
_ADJECTIVE_SUFFIXES = ("abile", "ibile", "abili", "ibili", "evole", "evoli")


#: Elided determiners of both genders (it-inflect-46; "un'", "nessun'", "buon'" are feminine only).
_BOTH_GENDERS_ELIDED = frozenset(["l'", "quell'", "quest'", "bell'", "sant'"])


#: The quantifier determiners whose absolute superlative stands before a noun (it-inflect-46).
_QUANTIFIER_LEMMAS = frozenset({"molto", "poco", "tanto", "troppo"})


def _quantifier_superlative(word: str) -> bool:
    """it-inflect-46: the absolute superlative of a quantifier ("moltissime", "pochissimi",
    "tantissime"; Serianni VII.151 and V.69), read so by the dictionary: before its noun it agrees
    as the quantifier does ("moltissime inventrici" -> "moltissimi inventori")."""
    morph = morphology("it")
    if morph is None or not word.isalpha():
        return False
    rs = morph.readings(word)
    return bool(rs) and all(r.lemma in _QUANTIFIER_LEMMAS and "sup" in r.tags for r in rs)


def cardinal(word: str) -> bool:
    """Whether ``word`` (lower case) is a cardinal numeral: digits, or read only as one by the
    dictionary ("due", "tre", "dieci")."""
    if word.isdigit():
        return True
    morph = morphology("it")
    if morph is None:
        return False
    rs = morph.readings(word)
    return bool(rs) and all(r.pos == "num" for r in rs)


class ItalianWordForms(RomanceInflector):
    """Layer 1 of :class:`~fairmt.inflect.italian.ItalianInflector`: tables and word forms."""

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

    # -- classification -----------------------------------------------------------

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

    def person_noun(self, word: str, det_gender: str = "") -> bool:
        """:meth:`RomanceInflector.person_noun`, unless the Spanish dictionary says the noun is
        a thing (the Italian dictionary pairs some things by ending: ``tavola``/``tavolo``,
        both "table", and Spanish ``mesa`` has no masculine), or the word is a participle
        with no noun reading."""
        if word in THING_WORDS:
            return False  # it-inflect-35: "il server", "una fiera" (italian_thing_homographs.py)
        morph = morphology("it")
        if (
            morph is not None
            and not morph.noun_readings(word)
            and any("pp" in r.tags for r in morph.readings(word))
        ):
            # A participle with no noun reading after a determiner is far more often a
            # thing the dictionary lacks as a noun ("una chiamata", "un'entrata") than a
            # person; person participles are listed as nouns ("impiegato", "invitato").
            return False
        if morph is not None and {r.gender for r in morph.noun_readings(word)} >= {"m", "f"}:
            return True  # one form listed in both genders ("professionista<n><m>", "<n><f>")
        if (
            morph is not None
            and len(word) > 4
            and word.endswith("a")
            and word.isalpha()
            and not morph.readings(word)
            and morph.noun_readings(word[:-1] + "o")
            and self.person_noun(word[:-1] + "o")
        ):
            # A feminine in -a the dictionary lacks whose masculine in -o it lists as a person
            # noun ("architetta" of "architetto", "sindaca" of "sindaco").
            return True
        return super().person_noun(word, det_gender) and not (
            spanish_thing(word) and not self._known_person(word) and not _agentive(word)
        )

    def agentive(self, word: str) -> bool:
        return _agentive(word)

    # The elided article is "lo" or "la": "l'analista", "l'assistente" say no gender.
    # it-inflect-46: so are the elided demonstratives and "bello", "santo", which elide in
    # both genders before a vowel ("quell'attore", "quell'attrice", "quest'amica"; Serianni,
    # *Grammatica italiana*, I.68-72 on elision): the noun after them tells the gender
    # (RomanceInflector._det_gender and the validity gate read GENDERLESS_DETS).
    GENDERLESS_DETS = _BOTH_GENDERS_ELIDED

    def verb_form(self, word: str) -> bool:
        """A verb with an enclitic pronoun agrees ("aiutarla"); a first-person present in -o
        is also an adjective the dictionary may lack ("calmo", "invalido")."""
        morph = morphology("it")
        return (
            enclitic_form(word, "F") is None
            and enclitic_form(word, "M") is None
            and not (morph is not None and any("p1" in r.tags for r in morph.readings(word)))
        )

    def verb_like(self, word: str) -> bool:
        if word in ("siano", "abbiano", "vadano", "facciano", "dicano", "possano", "debbano", "vogliano"):
            return True
        return len(word) > 3 and word.endswith(VERB_ENDINGS)

    def starts_locution(self, word: str, nxt: str) -> bool:
        """``fino`` before ``a``/``ad`` or a contraction of ``a`` (``al``, ``all'``, ``alla``
        ...) is the preposition "until, as far as" (Treccani, "fino²": *fino a*), invariable,
        not the adjective "fine, thin" ("il testimone fino a quando" keeps "fino")."""
        low = nxt.lower()
        prep = low[: low.index("'") + 1] if "'" in low else low
        return word == "fino" and (low in ("a", "ad") or CONTRACTIONS.get(prep, ("",))[0] == "a")

    def _unknown_before_article(self, pieces: Sequence[Piece], k: int) -> bool:
        """As :meth:`RomanceInflector._unknown_before_article`; also a word the dictionary reads
        as an adjective and as a third-person finite verb, followed at once by a possessive and a
        noun (it-inflect-47): "L'autrice *critica* sua nonna" is the verb *criticare* and its
        object; an adjective after its noun is not followed by the next phrase's possessive (it
        was read as "critico" in "L'autore critico suo nonno")."""
        if super()._unknown_before_article(pieces, k):
            return True
        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        prev = pieces[k - 1].word.lower() if k > 0 else ""
        if imperfect_in_context(prev, pieces[k].word, nxt.word.lower() if nxt is not None else ""):
            return True  # it-inflect-47: "la picchiava", "la regina elargiva doni"; not "la scrittrice slava"
        after = pieces[k + 2] if k + 2 < len(pieces) else None
        if (
            nxt is None
            or after is None
            or nxt.word not in self.DETS
            or self.DETS[nxt.word].group not in self.POSSESSIVE_GROUPS
            or after.kind != "content"
            or "closes" in pieces[k].info
            or "closes" in nxt.info
        ):
            return False
        morph = morphology("it")
        rs = morph.readings(pieces[k].word) if morph is not None else ()
        return any("p3" in r.tags and finite_verb(r) for r in rs)

    def title_case_adjective(self, word: str) -> bool:
        """it-inflect-47: a capitalised word after a capitalised title is its adjective unless the
        dictionary reads its capitalised form as a proper name ("la Maestra Buddha" -> "il Maestro
        Buddha", not "Buddho"), whose final vowel is no gender ending; a word the dictionary lacks
        altogether still agrees ("la Presidente Emerita" -> "il Presidente Emerito", "il Segretario
        Generale")."""
        morph = morphology("it")
        return morph is None or not any(r.pos == "np" for r in morph.readings(word[:1].upper() + word[1:]))

    def adjective_like(self, word: str) -> bool:
        if word in FUNCTION or word.endswith("mente"):
            return False
        if prefixed_participle(word, "M") is not None or strong_participle(word, "M") is not None:
            return True  # pairs28: a prefixed participle the dictionary lacks ("iscritte")
        if postnominal_adjective(word) or cognate_plural(word) or io_plural(word):
            # it-inflect-35: "un oratore superbo", "segretaria esecutiva"; it-inflect-48: "propensi", "seri"
            return True
        if self.verb_like(word):
            # it-inflect-26: a word the dictionary reads only as a gendered adjective is one,
            # whatever its ending says ("brava" is no imperfect in -ava; Treccani, "bravo").
            morph = morphology("it")
            rs = morph.readings(word) if morph is not None else []
            return bool(rs) and all(r.pos == "adj" for r in rs) and any(r.gender in ("m", "f") for r in rs)
        if word in ADJ_F or word in self._adj_m:
            return True
        morph = morphology("it")
        if morph is not None:
            rs = morph.readings(word)
            if rs and all(r.pos == "adj" for r in rs) and any(r.gender in ("m", "f") for r in rs):
                return True  # only a gendered adjective in the dictionary ("carino", "simpatica")
            if rs and all(r.pos.startswith("vb") and "pp" not in r.tags for r in rs):
                # (it-inflect-44) only a finite verb in the dictionary ("aiuta", "lavora"): its
                # ending says nothing ("-uta" is also a participle's, "cresciuta").
                return False
            if (
                rs
                and all(r.pos in ("adj", "n") for r in rs)
                and any(r.pos == "adj" and r.gender in ("m", "f") for r in rs)
                and {r.lemma for r in rs if r.pos == "n"} <= {r.lemma for r in rs if r.pos == "adj"}
            ):
                # it-inflect-26: an adjective whose noun is the same word used as a noun (the
                # ethnic adjectives, "cilena": "la cilena"; Serianni V.5 on the adjective used
                # as a noun) is an adjective after a noun.
                return True
            if (
                rs
                and not any(r.pos == "adj" or "pp" in r.tags for r in rs)
                and (any(r.pos == "prn" for r in rs) or morph.fixed_gender_noun(word))
            ):
                # A pronoun or a noun of one gender with no form in the other, and no
                # adjective: its ending says nothing ("alla cuoca cosa pensava": "cosa").
                return False
        # Plurals of listed adjectives: tedeschi, tedesche, nuove, nuovi.
        for sg in (word[:-1] + "o", word[:-1] + "a", word[:-3] + "co", word[:-3] + "ca", word[:-2] + "o"):
            if sg in ADJ_F or sg in _ADJ_M:
                return True
        if word.endswith(("are", "ere", "ire")):
            return False  # infinitives
        if (
            morph is not None
            and len(word) > 5
            and word.isalpha()
            and word.endswith(("ano", "ana", "ino", "ina", "eno", "ena"))
            and not morph.readings(word)
        ):
            # it-inflect-26: a word the dictionary lacks in -ano/-ino/-eno (-a) is mostly an
            # ethnic adjective ("cileno", "filippina", "venezuelana"; Serianni XV.91-93 on the
            # suffixes -ano, -ino, -eno of ethnic adjectives), not a noun.
            return True
        base = word
        if word.endswith(("i", "e")) and len(word) > 3:
            base = word[:-1]
        return base.endswith(
            ("at", "ut", "it", "os", "iv", "an", "in", "ic", "esc", "ar", "ist", "al", "il", "tric", "tor")
        ) or word.endswith(
            (
                "ato",
                "ata",
                "uto",
                "uta",
                "ito",
                "ita",
                "oso",
                "osa",
                "ivo",
                "iva",
                "iano",
                "iana",
                "ese",
                "ico",
                "ica",
                "ale",
                "ile",
                "ario",
                "aria",
            )
        )

    @property
    def _adj_m(self) -> frozenset[str]:
        return _ADJ_M

    def preadjective(self, word: str) -> bool:
        return word in _PREADJ or _quantifier_superlative(word)

    def degree_adjective(self, word: str) -> bool:
        """An adjective or participle after a degree adverb ("molto brava", "più esperto"): by
        its ending (:meth:`adjective_like`) or by an adjective or participle reading in the
        dictionary."""
        if self.adjective_like(word):
            return True
        morph = morphology("it")
        return morph is not None and any(
            r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in morph.readings(word)
        )

    def _left(self, pieces: Sequence[Piece], first: int, s: int) -> list[int]:
        """As :meth:`RomanceInflector._left`, and (it-inflect-19) over one qualifying adjective
        outside the closed list of prenominal ones between an article or determiner and the
        span's noun: "un bravo fotografo", "un talented fotografo" (an untranslated English
        adjective in MT output). Between a determiner and its noun a word stands inside the
        noun phrase (Serianni, *Grammatica italiana*, V.34-37, the adjective before the noun),
        so the determiner agrees with the noun: "una brava fotografa". Only a word that
        Apertium's dictionary reads as an adjective and never as a noun or a verb (since
        it-inflect-21 not a word it does not know)."""
        chosen = super()._left(pieces, first, s)
        if chosen or first < 2 or pieces[first].kind != "content":
            return chosen
        adj, det = pieces[first - 1], pieces[first - 2]
        degree = first >= 3 and det.word in ("più", "meno") and not {"closes", "opens"} & set(det.info)
        if degree:  # it-inflect-35: the relative superlative "la più prolifica scrittrice" (Serianni V.64)
            det = pieces[first - 3]
        if adj.kind != "content" or det.kind != "det" or "closes" in det.info or "closes" in adj.info:
            return chosen
        if "opens" in adj.info or "opens" in pieces[first].info:
            return chosen
        morph = morphology("it")
        if morph is None:
            return chosen
        if pieces[first].word in ("uomo", "uomini", "donna", "donne", "maschio", "femmina"):
            return chosen  # "primo leader uomo": a noun naming the sex is an apposition (it-inflect-21)
        rs = morph.readings(adj.word)
        if rs:
            # it-inflect-26: also an adjective that is a participle or an infinitive besides,
            # never a noun ("un'appassionata scalatrice", "una popolare studentessa"): before
            # its noun after an article neither verb form stands (Serianni V.34-37).
            if not all(r.pos == "adj" or (r.pos == "vblex" and {"pp", "inf"} & set(r.tags)) for r in rs):
                return chosen
            if not any(r.pos == "adj" for r in rs):
                return chosen
        elif adj.word.isalpha() and adj.surface.islower() and adj.word.endswith(_ADJECTIVE_SUFFIXES):
            pass  # it-inflect-26: "un'infaticabile investigatrice" (Serianni XV.95-99, -bile, -evole)
        elif unknown_prenominal_adjective(adj.word, pieces[first].word):
            pass  # it-inflect-33: "un prolifico scrittore", by the ending that agrees with the noun
        elif not (adj.word.isalpha() and adj.surface.islower() and adj.word[-1] not in "aeiouàèéìòù"):
            # it-inflect-21: a word the dictionary lacks only when it ends in a consonant, as
            # no Italian adjective or noun does (Serianni, *Grammatica italiana*, ch. I on
            # word endings; a loanword, "talented"); an
            # unknown Italian-looking word is as likely a noun ("un collegio maschile", "il
            # soprannome duca") as an adjective.
            return chosen
        if degree:
            return [first - 3, first - 1]
        return [*super()._left(pieces, first - 1, adj.tok), first - 1]

    def blocks_left(self, pieces: Sequence[Piece], k: int) -> bool:
        # "molto bravo", "un po' scossi": adverbs before an adjective, not determiners.
        nxt = pieces[k + 1] if k + 1 < len(pieces) else None
        if pieces[k].word in ("molto", "tanto", "poco", "troppo", "quanto") and nxt is not None:
            return nxt.kind == "content" and self.adjective_like(nxt.word)
        return False

    def is_clitic(self, pieces: Sequence[Piece], k: int) -> bool:
        if pieces[k].word in _ARTICLES_ONLY:
            return False  # "il", "i" are never pronouns: "che il parrucchiere fosse"
        word = pieces[k + 1].word
        det = DETS.get(pieces[k].word)
        if (
            det is not None
            and det.number == "pl"
            and word.endswith(("ero", "ò", "ì", "ù", "a", "arono", "erono"))
        ):
            return True  # a plural article never precedes a word in -a/-ero/-ò: "le chiesero", "le risulta"
        if word in EPICENE or word in ADJ_F or word in _ADJ_M:
            return False
        if self.verb_like(word) or word in AUX:
            return True
        morph = morphology("it")
        if morph is not None and only_finite_verb(morph.readings(word)):
            return True  # it-inflect-20: a finite verb the dictionary knows ("la seguì", "le valse")
        if word.endswith(("ista", "iste", "isti", "nte", "nti")):
            return False
        if k == 0 or "closes" in pieces[k - 1].info:
            return False
        prev = pieces[k - 1]
        if prev.word in (
            "si",
            "non",
            "ci",
            "mi",
            "ti",
            "vi",
            "ne",
            "che",
            "anche",
            "già",
            "poi",
            "mai",
            "se",
            "io",
            "tu",
            "lui",
            "lei",
            "noi",
            "voi",
            "loro",
        ):
            return word.endswith(("a", "e", "ano", "ono")) and len(word) > 2 and word not in _ADJ_M
        return False

    # -- determiners and pronouns -----------------------------------------------------

    def det_form(self, det: Det, gender: Gender, nxt: str | None, orig: str = "") -> str | None:
        if det.group == "indef" and det.number == "pl":
            return None
        if nxt in ("po'", "po", "pò"):
            return None  # it-inflect-40: "un po'" (a bit), an adverbial locution (Treccani, "po'")
        morph = morphology("it")
        if nxt and morph is not None and self.is_semantic(nxt):
            # it-inflect-22: a noun whose stem names the sex keeps its grammatical gender
            # ("la maternità" -> "la paternità", both feminine: Serianni, *Grammatica italiana*,
            # chapter III on the gender of nouns in -tà); its article agrees with it
            rs = morph.readings(nxt)
            genders = {r.gender for r in rs}
            if rs and all(r.pos == "n" for r in rs) and genders in ({"f"}, {"m"}):
                gender = "F" if genders == {"f"} else "M"
        if det.gender == gender and not orig.endswith("'"):
            # Already in ``gender``: the article the translation chose stays ("lo chef", "lo
            # yogurt": loanwords take "lo" by their sound, which the spelling does not show).
            return orig
        cls = _initial_class(nxt)
        key = (det.group, gender, det.number)
        standalone = nxt is None or nxt in FUNCTION or nxt in PREPOSITIONS or nxt == "che"
        if standalone and nxt is not None and cardinal(nxt):
            # it-inflect-46: a cardinal numeral after the determiner belongs to its noun phrase
            # ("quei due studenti", "quegli otto"; Serianni VI.3 and VII.126 on "quello" before a
            # word): the determiner takes its form from the numeral's sound, not the pronoun's.
            standalone = False
        # it-inflect-43: "quelli seduti in fondo" (a participial relative: the pronoun's form)
        standalone = standalone or (
            det.group == "quello" and det.number == "pl" and nxt is not None and participle_word(nxt)
        )
        if standalone and key in STANDALONE:
            return STANDALONE[key]
        if key in PHONO:
            default, vowel, lo = PHONO[key]
            if cls == "vowel" and det.group in OPTIONAL_ELISION and not orig.endswith("'"):
                return default  # "questa intrusa", "nessuna alleata": elided only if it was
            return {"vowel": vowel, "lo": lo}.get(cls, default)
        forms = [
            f
            for f, d in DETS.items()
            if d.group == det.group and d.gender == gender and d.number == det.number
        ]
        return forms[0] if forms else None

    def clitic_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        word = pieces[k].word
        if word in ("lo", "la", "li", "le", "gli"):
            nxt = pieces[k + 1].word if k + 1 < len(pieces) else ""
            after = pieces[k + 2].word if k + 2 < len(pieces) else ""
            if word == "le" and gender == "M":
                if nxt in AUX:
                    # "le hai prese" -> "li hai presi": a direct object makes the participle agree.
                    return "li" if after.endswith(("e", "i")) else "gli"
                # A dative when the verb is followed by its direct object ("le portarono dodici
                # cesti" -> "gli portarono"), an accusative otherwise ("non le conosco").
                closes = "closes" in pieces[k + 1].info if k + 1 < len(pieces) else True
                return "li" if closes else "gli"
            table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
            return table.get(word, word)
        if word == "l'":
            # it-inflect-50: "lo" and "la" both elide before a vowel ("l'aveva lasciata" ->
            # "l'aveva lasciato", never "il aveva"): the participle shows the gender
            return word
        if word in DETS:
            det = DETS[word]
            if (det.group, gender, det.number) in STANDALONE:
                return STANDALONE[(det.group, gender, det.number)]
            forms = [
                f
                for f, d in DETS.items()
                if d.group == det.group and d.gender == gender and d.number == det.number
            ]
            return forms[0] if forms else None
        return None

    def pronoun_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        w = pieces[k].word
        table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
        return table.get(w, w)

    def contract(self, prep: str, article: str) -> str | None:
        return _CONTRACT.get((prep, article))

    def _known_person(self, word: str) -> bool:
        """Listed as a person word (a pair, in either number; an epicene; a pronoun)."""
        return (
            word in EPICENE
            or word in EPICENE_PL
            or word in PRONOUNS
            or spanish_person(word)
            or any(self.lexical(word, g, n) is not None for g in ("F", "M") for n in (None, "sg", "pl"))  # type: ignore[arg-type]
        )

    def _unknown_adjective(self, word: str, gender: Gender) -> str | None:
        """An adjective the dictionary does not know at all ("fiducioso", "edile") in
        ``gender``, by the regular endings (-o/-a/-i/-e; -e singular stays), when its ending
        says adjective (:meth:`adjective_like`); ``None`` for any word the dictionary knows
        (it decides those) or whose ending says nothing."""
        morph = morphology("it")
        if morph is None or morph.readings(word) or not word.isalpha() or _FOREIGN_LETTER.search(word):
            return None  # (it-inflect-48: a foreign word keeps its form here too, "Nyōgo": inflect)
        spanish = _spanish_adjective(word, gender)
        if spanish is not None:
            return spanish
        prefixed = (
            prefixed_participle(word, gender)
            or strong_participle(word, gender)  # "rieletta", "deluse"
            or prefixed_adjective(word, gender)  # it-inflect-46: "insicure"
        )
        if prefixed is not None:
            return prefixed
        if not self.adjective_like(word):
            return None
        if _agentive(word):
            return None  # an agent noun ("coordinatore"), not an adjective
        cognate = cognate_plural_form(word, gender)  # it-inflect-48: "propensi" <-> "propense"
        if cognate is not None:
            return cognate
        if word.endswith("e") and not word.endswith(("ose", "ive", "ate", "ute", "ite", "ane", "ine")):
            return word if _epicene_sg(word) else None  # -e: singular of both genders, or unsure
        if not word.endswith(("o", "a", "i", "e")):
            return None
        return _to_fem(word, None) if gender == "F" else _to_masc(word, None)

    def _predicative_person(self, word: str) -> bool:
        """A bare noun after *essere* that denotes a person (:meth:`person_noun`), for
        :func:`fairmt.inflect.italian_clauses.predicative_noun`."""
        return self.person_noun(word)

    @staticmethod
    def _nominal_participle(word: str, gender: Gender) -> str | None:
        """A participle after *essere* that the dictionary lists only as a noun (``ferito``,
        "the wounded", lacks the participle of ``ferire``): in a predicate it is the participle,
        and it takes ``gender`` by its ending (-ato/-uto/-ito and their forms), singular or
        plural as it is; ``None`` for any other word."""
        morph = morphology("it")
        if morph is None or not word.isalpha() or not word.endswith(_PARTICIPLE):
            return None
        if word.endswith(("atto", "atta")):
            return None  # "contratto", "ritratto": things, not participles the dictionary lacks
        rs = morph.readings(word)
        if not rs or any(r.pos != "n" for r in rs):
            return None
        if any(r.gender == "mf" for r in rs):
            # it-inflect-22: a noun of common gender in -e/-i ("superstite"/"superstiti", "i
            # figli superstiti"; Serianni, *Grammatica italiana*, chapter III, "nomi di
            # genere comune") is no participle: its plural -iti is both genders'.
            return None
        stem, end = word[:-1], word[-1]
        forms = {("o", "F"): "a", ("a", "M"): "o", ("i", "F"): "e", ("e", "M"): "i"}
        new = forms.get((end, gender))
        if new is None:
            return word  # already in ``gender``
        return stem + new

    def compound(self, word: str, sep: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        """As :meth:`RomanceInflector.compound`, except that in a compound of two adjectives
        the first keeps its -o ("una nonna messicano-statunitense", "una giornalista
        italo-americana"): only the second element agrees (Serianni, *Grammatica italiana*,
        V.45; it-inflect-20)."""
        parts = word.split(sep)
        morph = morphology("it")
        if (
            sep == "-"
            and len(parts) == 2
            and parts[0].endswith("o")
            and morph is not None
            and parts[0].isalpha()
            # an adjective, or a combining form the dictionary lacks ("italo-", "anglo-")
            and (not morph.readings(parts[0]) or any(r.pos == "adj" for r in morph.readings(parts[0])))
            and any(r.pos == "adj" for r in morph.readings(parts[1]))
        ):
            last = (
                parts[1]
                if parts[1] in self.FUNCTION
                else (self.inflect(parts[1], gender, head, number) or parts[1])
            )
            return parts[0] + sep + last
        return super().compound(word, sep, gender, head, number)

    def inflect(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        if _FOREIGN_LETTER.search(word):
            # it-inflect-47: a letter Italian spelling does not use (the macron of a Japanese
            # romanisation, "Nyōgo"; "ø", "ß", "ł") marks a foreign word: its final vowel is no
            # Italian gender ending (Serianni, *Grammatica italiana*, I.1-11 on the alphabet and
            # the accented vowels), so it keeps its form ("chiamate Nyōgo", not "Nyōga").
            return word
        morph = morphology("it")
        if (
            morph is not None
            and word.startswith("capo")
            and len(word) > 7
            and not morph.readings(word)
            and morph.fixed_gender_noun(word[4:])
        ):
            # it-inflect-47: "capo" + a thing noun ("capostazione", "capoufficio", "capogruppo",
            # "capotreno") is of common gender, one form for both (Treccani, "capostazione" s. m.
            # e f.; Serianni, *Grammatica italiana*, XV on the compounds of "capo-"): the second
            # noun keeps its own ending ("la capostazione", not "capostaziona"); a person noun
            # after "capo-" inflects ("capocuoco" -> "capocuoca").
            return word
        if morph is not None and word.isalpha() and word not in self.ADVERBS:
            rs = morph.readings(word)
            if rs and all(r.pos in ("adv", "num") for r in rs):
                # it-inflect-46: the adverb is invariable (Serianni, *Grammatica italiana*, XII.1):
                # a word the dictionary reads only as one ("piuttosto", "affatto") keeps its form
                # where the aligner put it in a person's span ("sono piuttosto seria"); so is a
                # cardinal numeral but "uno" (VI.3: "tremila lavoratrici", never "tremilo").
                return word
        if head and morph is not None and not morph.readings(word):
            if english_loanword(word) and not _known_pair(word):
                # it-inflect-45: "la detective" -> "il detective", not "detectivi"; a loanword with
                # a listed pair keeps it ("lord" -> "lady")
                return word
            base = kin_base(word, morph)
            if base is not None:  # it-inflect-45: "pronipoti", "bisnonni" inflect as "nipoti", "nonni"
                form = self.inflect(base, gender, head, number)
                return None if form is None else word[: -len(base)] + form
        if head and morph is not None:
            rs = morph.readings(word)
            if rs and not morph.noun_readings(word) and all(r.pos == "adj" and r.gender == "mf" for r in rs):
                return word  # a nominalised epicene adjective: "le sue superiori"
        if head and morph is not None and number != "pl":
            # Already in ``gender`` (or epicene, for M) in the singular, by the dictionary:
            # "ingegnere" is M/F singular, not the plural of "ingegnera".
            g = gender.lower()
            nouns = morph.noun_readings(word)
            if nouns and all(
                r.number == "sg" and (r.gender == g or (g == "m" and r.gender == "mf")) for r in nouns
            ):
                return word
        if (
            head
            and self.lexical(word, gender, number) is None
            and not _known_pair(word)
            and morph is not None
            and morph.noun_readings(word)
        ):
            form = morph.noun_pair(word, gender, number)
            # A real pair from the dictionary; for a noun it lists as epicene the rules still
            # give the feminised form in use ("commissaria") when they have one.
            if form is not None and form != word:
                return form
        enclitic = enclitic_form(word, gender, number)
        if enclitic is not None:
            return enclitic
        if gender == "M" and word.endswith("che") and morph is not None:
            # it-inflect-22: the masculine plural of an adjective in -ca is -chi or -ci
            # ("greche" -> "greci", "antiche" -> "antichi"; Serianni, chapter III on the plural
            # of words in -co): the dictionary's form when it has one
            form = morph.agree(word, gender)
            if form is not None:
                return form
        if morph is not None and word.endswith("ese") and any("pp" in r.tags for r in morph.readings(word)):
            # it-inflect-41: a participle in -ese ("sorprese", "prese", "accese") is no epicene
            # adjective in -ese ("francese"): the dictionary's participle in the other gender.
            form = morph.agree(word, gender)
            if form is not None:
                return form
        if gender == "F" and morph is not None and io_adjective_plural(word, morph):
            # it-inflect-51: "vecchi" -> "vecchie", not "vecche" (io_plurals)
            form = morph.agree(word, gender)
            if form is not None:
                return form
        cognate = cognate_plural_form(word, gender)  # it-inflect-48: "propensi" <-> "propense"
        if cognate is not None:
            return cognate
        return _to_fem(word, number) if gender == "F" else _to_masc(word, number)

    def lexical(self, word: str, gender: Gender, number: Number | None) -> str | None:
        if gender == "F":
            if number == "pl" and word in PLURAL_PAIRS:
                return PLURAL_PAIRS[word]
            return _prefixed(word, LEXICON) or _prefixed(word, PLURAL_PAIRS)
        if number == "pl" and word in PLURAL_PAIRS_F:
            return PLURAL_PAIRS_F[word]
        return _prefixed(word, LEXICON_F) or _prefixed(word, PLURAL_PAIRS_F)

    def finalize(self, pieces: list[Piece], phrase: Sequence[int]) -> None:
        # "signore"/"dottore"/"professore" lose their -e before a name: "il signor Rossi".
        # Only the masculine singular (Serianni, *Grammatica italiana*, chapter I, "troncamento"):
        # the feminine plural "signore" of "signori" keeps it ("alle signore Tz'utujil";
        # it-inflect-22).
        for k in phrase:
            p = pieces[k]
            nxt = pieces[k + 1] if k + 1 < len(pieces) else None
            # (also a name in capitals or an initial: "il signor RAMSAY", "il signor B."; it-inflect-22)
            nxt_cap = nxt is not None and (
                "cap" in nxt.info or (nxt.surface.isalpha() and nxt.surface.isupper())
            )
            plural = (self.word_gender(p.word) or ("M", ""))[1] == "pl"
            if p.new and p.new[-1] in _TRUNCATE and nxt_cap and "closes" not in p.info and not plural:
                p.new[-1] = p.new[-1][:-1]

    def english_form(self, word: str, gender: Gender, cap: bool) -> str | None:
        """As :meth:`RomanceInflector.english_form`, also for an English noun in lower case that
        the Italian dictionary lacks ("un boy scout", "il men's four") and with the English
        possessive "'s" ("Men's" -> "Women's"; not the plural's bare "'", which the rewriting
        would glue to the next word as an elision): English words that
        the translation keeps are realised by the English pairs (it-inflect-22)."""
        stem, tail = word, ""
        if word.endswith("'s") and len(word) > 3:
            stem, tail = word[:-2], "'s"
        if not stem.isalpha():
            return None
        if not cap:
            morph = morphology("it")
            if morph is None or morph.readings(stem) or stem in LEXICON or stem in PLURAL_PAIRS:
                return None
        elif not tail:
            return super().english_form(word, gender, cap)
        en = english(stem, gender)
        return None if en is None else en + tail

    def _same_number(self, head: str, word: str) -> bool:
        """As :meth:`RomanceInflector._same_number`; the head's number by its form, or for a
        common-gender head in -nte/-ista ("assistente", "giornalista") or -nti/-isti/-iste by
        its ending, and an adjective the dictionary reads in the other number only does not
        agree with it ("l'imperatrice decise": a verb; "all'assistente nuove tecniche": "nuove
        tecniche" is a phrase of its own; the adjective agrees with its noun in number,
        Serianni, *Grammatica italiana*, V.27; it-inflect-22)."""
        if not super()._same_number(head, word):
            return False
        wg = PRONOUNS.get(head) or self.word_gender(head)  # ("lei ascese": a singular pronoun)
        if wg is not None and wg[1]:
            own = wg[1]  # "l'imperatrice decise": "decise" is a plural participle or a verb
        elif head.endswith(("nte", "ista")):
            own = "sg"
        elif head.endswith(("nti", "isti", "iste")):
            own = "pl"
        else:
            return True
        morph = morphology("it")
        if morph is None:
            return True
        numbers = {r.number for r in morph.readings(word) if r.pos == "adj" or "pp" in r.tags}
        return not numbers or not numbers <= {"sg", "pl"} or own in numbers

    def _numbers(self, pieces: Sequence[Piece], phrase: Sequence[int]) -> dict[int, Number | None]:
        """As :meth:`RomanceInflector._numbers`; a phrase whose only telling word would be an
        invariable noun of the lexical pairs ("re", "papà", "lord": one form in both numbers,
        Serianni, *Grammatica italiana*, chapter III, "nomi invariabili") takes its number from
        the words around it (it-inflect-22): the plural in "i precedenti re", "divennero re",
        "ragazzi e papà" (:meth:`_number_around`)."""
        out = super()._numbers(pieces, phrase)
        self._era_plural(pieces, phrase, out)
        heads = [k for k in phrase if pieces[k].kind == "content"]
        if not heads or any(v is not None for v in out.values()):
            return out
        if self.word_gender(pieces[heads[0]].word) != ("M", ""):
            return out
        number = self._number_around(pieces, phrase[0])
        return {k: number for k in out} if number is not None else out

    def _era_plural(
        self, pieces: Sequence[Piece], phrase: Sequence[int], out: dict[int, Number | None]
    ) -> None:
        """it-inflect-28: a noun in -ere whose feminine is in -era ("ingegnere"/"ingegnera",
        "cavaliere"/"cavaliera") after a feminine plural determiner ("le ingegnere", "delle
        ingegnere") is the feminine plural of the -era noun, not the masculine singular it spells
        (Serianni, *Grammatica italiana*, ch. III, nouns of movable gender in -iere/-ere, feminine
        -iera/-era, plural -iere/-ere; Treccani, "ingegnera"): the phrase is plural from there on."""
        det: Det | None = None
        plural_from: int | None = None
        for k in phrase:
            p = pieces[k]
            if p.kind == "det":
                det = self.DETS.get(p.word)
            elif p.kind == "content" and plural_from is None:
                w = p.word
                if (
                    det is not None
                    and det.gender == "F"
                    and det.number == "pl"
                    and w.endswith("ere")
                    and LEXICON.get(w) == w[:-1] + "a"
                ):
                    plural_from = k
        if plural_from is None:
            return
        for k in phrase:
            if k < plural_from:
                continue
            if k > plural_from and pieces[k].kind in ("det", "content") and self._own_number(pieces[k]):
                break
            out[k] = "pl"

    def _own_number(self, p: Piece) -> Number | None:
        """The number a piece's own form tells (as in :meth:`RomanceInflector._numbers`)."""
        if p.kind == "det":
            return self.DETS[p.word].number or None
        wg = self.word_gender(p.word)
        return (wg[1] or None) if wg is not None else None

    @staticmethod
    def _number_around(pieces: Sequence[Piece], k0: int) -> Number | None:
        """``"pl"`` when the word right before piece ``k0`` (no punctuation between) shows
        the plural that the invariable noun at ``k0`` agrees with: a plural adjective,
        determiner or noun by every reading of the dictionary ("i precedenti re"), the third
        person plural of a copular verb ("erano re", "divennero re": the predicative noun
        agrees with the subject; Serianni II.34-35; the dictionary lacks *divenire*, whose
        forms are read by spelling), or "e"/"o" after such a plural word, punctuation allowed
        there ("ragazzi e papà", "maschi dominanti, o re": coordinated nouns and appositions
        share the number; Serianni V.27). Else ``None``."""
        morph = morphology("it")
        if morph is None or k0 < 1:
            return None
        prev = pieces[k0 - 1]
        if "closes" in prev.info or prev.tok != pieces[k0].tok - 1:
            return None
        j = k0 - 1
        if (
            prev.word == "di"
            and k0 >= 2
            and pieces[k0 - 2].word in _COLLECTIVES
            and "closes" not in pieces[k0 - 2].info
        ):
            # it-inflect-47: after a collective noun of count and a bare "di" the noun is plural
            # ("un gruppo di papà", "migliaia di re"; Serianni, *Grammatica italiana*, III on the
            # collective nouns and their "di" complement)
            return "pl"
        if prev.word in ("e", "ed", "o", "od") and k0 >= 2:
            j = k0 - 2
        w = pieces[j].word
        if not w.isalpha() or ("cap" in pieces[j].info and pieces[j].tok > 0):
            return None
        rs = morph.readings(w)
        if not rs:
            # the dictionary lacks *divenire*: its third person plurals by spelling
            verb_pl = j == k0 - 1 and w.startswith("diven") and w.endswith(("ero", "ono", "ano"))
            return "pl" if verb_pl else None
        if any(r.pos.startswith("vb") for r in rs):
            # only a copular verb's predicative noun agrees with its subject ("erano re"; not
            # "lo chiamavano papà", whose noun is the object's)
            copular = all(r.pos.startswith("vb") and r.lemma in _COPULAR_LEMMAS for r in rs)
            return "pl" if copular and all(r.number == "pl" for r in rs) else None
        if all(r.number == "pl" for r in rs):
            return "pl"
        if j == k0 - 1 and all(r.pos == "num" for r in rs):
            # it-inflect-47: a cardinal above one counts a plural ("due papà", "tre re"; Serianni
            # VI.3; the dictionary tags the cardinals "sp", of both numbers; "uno"/"una" are also
            # its determiners and pronouns, "un" only a determiner)
            return "pl"
        return None

    def word_gender(self, word: str) -> tuple[Gender, Number] | None:
        w = word
        if w in LEXICON and w in PLURAL_PAIRS:
            return ("M", "")  # invariant: "il re", "i re"
        if w in LEXICON:
            return ("M", "sg")
        if w in LEXICON_F:
            return ("F", "sg")
        if w in PLURAL_PAIRS:
            return ("M", "pl")
        if w in PLURAL_PAIRS_F:
            return ("F", "pl")
        if nt_gendered(w):  # "convinte", "assunti" (italian_nt_participles, it-inflect-42)
            return ("F" if w.endswith("e") else "M", "pl")
        if w in EPICENE or w.endswith(("ista", "nte", "nti")):
            return None
        if w.endswith("iste"):
            return ("F", "pl")
        if w.endswith("isti"):
            return ("M", "pl")
        if w.endswith(("ate", "ute", "ite", "ose", "ive", "iche", "ghe", "ane", "ine")) and len(w) > 4:
            return ("F", "pl")
        for suffix, g, n in (
            ("trice", "F", "sg"),
            ("trici", "F", "pl"),
            ("essa", "F", "sg"),
            ("esse", "F", "pl"),
            ("tore", "M", "sg"),
            ("tori", "M", "pl"),
            ("o", "M", "sg"),
            ("a", "F", "sg"),
            ("i", "M", "pl"),
        ):
            if w.endswith(suffix) and len(w) > len(suffix) + 1:
                return (g, n)
        return None


def enclitic_form(word: str, gender: Gender, number: Number | None = None) -> str | None:
    """``word``, a verb with an enclitic object pronoun, with the pronoun in ``gender``
    (:func:`fairmt.inflect.italian_lexicon._enclitic`); a one-letter stem ("fargli",
    "dargli") only when the dictionary reads the word as a verb with an enclitic, so "Carlo"
    and "perle" stay (it-inflect-20)."""
    form = _enclitic(word, gender, number=number)
    if form is None:
        morph = morphology("it")
        if morph is not None and any("enc" in r.tags for r in morph.readings(word)):
            form = _enclitic(word, gender, stem=1, number=number) or _imperative_enclitic(
                word, gender, morph.readings(word)
            )
        elif morph is not None and not morph.readings(word):
            form = _participle_enclitic(word, gender, number)
    return form


#: The accusative enclitics of the third person, by gender and number (Serianni, VII.33).
_ACCUSATIVE_ENCLITICS = {("m", "sg"): "lo", ("f", "sg"): "la", ("m", "pl"): "li", ("f", "pl"): "le"}


def _imperative_enclitic(word: str, gender: Gender, readings: Sequence[Reading]) -> str | None:
    """it-inflect-45: an imperative with an accusative enclitic of the third person, as the
    dictionary reads it ("ringraziale": *ringraziare* imp. + "le", f. pl.), with the pronoun in
    ``gender`` ("ringraziali"): the object pronoun takes its referent's gender and number, and
    joins the affirmative imperative as it joins the infinitive (Serianni, *Grammatica italiana*,
    VII.33 and VII.70 on enclisis). The dictionary's tags, not the spelling, tell the feminine
    plural accusative "-le" from the dative "-le"; ``None`` when no reading is such a form."""
    want = "m" if gender == "M" else "f"
    for r in readings:
        if "imp" not in r.tags or "enc" not in r.tags:
            continue
        tail = r.tags[r.tags.index("enc") + 1 :]
        g = next((x for x in tail if x in ("m", "f")), None)
        n = next((x for x in tail if x in ("sg", "pl")), None)
        if g is None or n is None or "p3" not in tail or "dat" in tail:
            continue
        old = _ACCUSATIVE_ENCLITICS[(g, n)]
        if not word.endswith(old):
            continue
        return word[: -len(old)] + _ACCUSATIVE_ENCLITICS[(want, n)]
    return None


def _participle_enclitic(word: str, gender: Gender, number: Number | None) -> str | None:
    """A past participle used absolutely with an enclitic pronoun, which the dictionary lacks
    ("la zona assegnatagli" -> "assegnatale", "datogli" -> "datole"; the enclitic joins the
    participle as it joins the infinitive and gerund: Serianni, *Grammatica italiana*,
    chapter VII on the unstressed pronouns, enclisis), with the pronoun in ``gender``
    (it-inflect-22). The participle keeps its own
    ending (it agrees with its noun, "zona"); it must be one by the dictionary. The dative
    "gli" <-> "le" (one person), "lo" <-> "la"; ``None`` for any other word."""
    morph = morphology("it")
    if morph is None or not word.isalpha():
        return None
    del number  # the word's ending tells the pronoun's number, not the participle's
    for m, f in (("gli", "le"), ("lo", "la")):
        src, dst = (m, f) if gender == "F" else (f, m)
        stem = word[: -len(src)]
        if not word.endswith(src) or len(stem) < 4 or not stem.endswith(("to", "ta", "ti", "te")):
            continue
        if any(r.pos in ("vblex", "vbmod") and "pp" in r.tags for r in morph.readings(stem)):
            return stem + dst
    return None


def _spanish_adjective(word: str, gender: Gender) -> str | None:
    """An untranslated Spanish adjective or participle in Italian MT from a Spanish pivot
    ("erano enojados", "è stato sentenciado"), unknown to the Italian dictionary, in ``gender``
    by Apertium's Spanish dictionary (number kept; "ausente" stays: ``<mf>``), when every
    reading it has there is an adjective or a past participle (it-inflect-19). Spanish
    adjectives and participles agree in gender and number with the noun or subject they are
    said of (RAE, *Nueva gramática*, 13.2 and 27.8), as Italian ones do: "le clienti erano
    enojadas"."""
    from fairmt.inflect.spanish_morph import get_morph

    sp = get_morph()
    if not sp.available:
        return None
    rs = sp.readings(word)
    if not rs or not all(r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags) for r in rs):
        return None
    return sp.other_gender(word, gender, ("adj",))
