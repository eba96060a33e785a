"""Italian gender inflection (rules and a hand-written lexicon).

What flips
    * Articles and determiners, with the form the next word asks for: ``il``/``lo``/``l'``
      <-> ``la``/``l'``, ``i``/``gli`` <-> ``le``, ``un``/``uno`` <-> ``una``/``un'``; the
      preposition contractions (``del``/``dello``/``dell'``/``dei``/``degli`` <-> ``della``/
      ``dell'``/``delle``, and ``al``, ``dal``, ``nel``, ``sul``), ``questo``, ``quello``
      (``quel``/``quell'``/``quei``/``quegli``), ``bello``, ``buono``, ``nessuno``,
      ``alcuno``, ``ciascuno``, the possessives (``mio``/``mia``/``miei``/``mie`` ...),
      ``altro``, ``tutto``, ``molto``, ``poco``, ``tanto``, ``troppo``, ``certo``, ``stesso``.
    * Nouns: the lexicon of pairs (``uomo``/``donna``, ``padre``/``madre``, ``re``/``regina``,
      ``dio``/``dea``, ``eroe``/``eroina``, ``dottore``/``dottoressa``,
      ``professore``/``professoressa``, ``studente``/``studentessa``, ``duca``/``duchessa``,
      ``poeta``/``poetessa`` ...), then endings: -o/-a, -tore/-trice, -ore/-ora,
      -iere/-iera, -one/-ona; F -essa -> M -e; plurals -i/-e with their spelling changes
      (``amici``/``amiche``, ``tedeschi``/``tedesche``, ``psicologi``/``psicologhe``),
      -tori/-trici, -isti/-iste. Epicene words (-e, -ista, -ante/-ente, ``collega``,
      ``atleta``, ``membro``) change only their determiner.
    * Adjectives and participles in the span, and agreeing adjectives right after the noun
      (-o/-a/-i/-e; adjectives in -e are invariant in the singular).
    * Pronouns: ``lui``/``lei``, ``egli``/``ella``, ``esso``/``essa``, ``essi``/``esse``,
      ``colui``/``colei``, ``costui``/``costei``, ``uno``/``una``, ``ognuno``, ``qualcuno``,
      ``nessuno``; object clitics ``lo``/``la``, ``gli`` (dative) <-> ``le`` (only inside the
      span, when no noun follows); enclitics (``vederla`` <-> ``vederlo``).
    * The subject's predicate (:meth:`ItalianInflector._predicate`): participles and
      adjectives after *essere*, a copular verb, a modal + *essere* ("deve essere preparata")
      or "si offrì volontaria", chained participles ("è stata ferita", also those the
      dictionary lists only as nouns), a relative "che" (not the "che" after the addressee
      of a verb of saying: "ha detto a qualcuno che sarebbe stato ..." is what was said),
      and a predicate coordinated with "e" (not after "ma"/"così", and not one that already
      disagrees with the subject). Nouns of one grammatical gender (``persona``,
      ``vittima``, ``guardia``) keep their agreement; an attributive adjective before its own
      noun ("promossa ultimo anno") is no predicative.

Neutral (N)
    Not produced: Italian has no established neutral morphology (the schwa and the
    asterisk are proposals), so ``realise(..., "N")`` returns ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span, word_tuple
from fairmt.inflect.french import _after_avere, _bare
from fairmt.inflect.italian_clauses import (
    after_relative_predicate,
    clitic_participle,
    opens_clause,
    predicative_noun,
)
from fairmt.inflect.italian_lexicon import (
    _ADJ_M,
    _PREADJ,
    _TRUNCATE,
    ADJ_F,
    ARI_NOUNS,
    EPICENE,
    EPICENE_PL,
    IERO,
    INVARIANT_ORE,
    INVARIANT_PL,
    INVARIANT_PL_ENDINGS,
    LEXICON,
    LEXICON_F,
    NTO_PL,
    PLURAL_PAIRS,
    PLURAL_PAIRS_EXTRA_F,
    PLURAL_PAIRS_F,
    RIO_PL,
    _agentive,
    _enclitic,
    _epicene_sg,
    _finite_copula,
    _known_pair,
    _offers_as_volunteer,
    _prefixed,
    _to_fem,
    _to_masc,
)
from fairmt.inflect.italian_persons import (
    ADVERBS,
    dropped_subject_spans,
    implicit_spans,
    prenominal_adjective,
    spanish_person,
    spanish_thing,
)
from fairmt.inflect.italian_words import (
    _ARTICLES_ONLY,
    _AVERE,
    _BETWEEN,
    _CONJUNCTION_PARTICIPLES,
    _CONNECTIVES,
    _CONTRACT,
    _COPULAS,
    _ESSERE_PARTICIPLES,
    _GENDERED_CLITICS,
    _OBJECT_CLITICS,
    _OPENERS,
    _PARTICIPLE,
    _POSTNOMINAL,
    _SAYING,
    _SUBORDINATE,
    _VERB_POS,
    ACCENT_APOSTROPHE,
    AGENT_SUFFIXES,
    AUX,
    CONTRACTIONS,
    DETS,
    ELIDED,
    ESSERE,
    FUNCTION,
    GRAMMATICAL_GENDER_PERSONS,
    INVARIANT_PERSONS,
    OPTIONAL_ELISION,
    PARTITIVES,
    PARTITIVES_BACK,
    PHONO,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    STANDALONE,
    VERB_ENDINGS,
    _initial_class,
    _partitive,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Det, Gender, Number, RomanceInflector

VERSION = "it-inflect-10"

__all__ = [
    "ACCENT_APOSTROPHE",
    "ADJ_F",
    "AGENT_SUFFIXES",
    "ARI_NOUNS",
    "AUX",
    "CONTRACTIONS",
    "DETS",
    "ELIDED",
    "EPICENE",
    "EPICENE_PL",
    "ESSERE",
    "FUNCTION",
    "GRAMMATICAL_GENDER_PERSONS",
    "IERO",
    "INVARIANT_ORE",
    "INVARIANT_PERSONS",
    "INVARIANT_PL",
    "INVARIANT_PL_ENDINGS",
    "LEXICON",
    "LEXICON_F",
    "NTO_PL",
    "OPTIONAL_ELISION",
    "PARTITIVES",
    "PARTITIVES_BACK",
    "PHONO",
    "PLURAL_PAIRS",
    "PLURAL_PAIRS_EXTRA_F",
    "PLURAL_PAIRS_F",
    "PREPOSITIONS",
    "PRONOUNS",
    "PRONOUN_FLIP",
    "PRONOUN_FLIP_BACK",
    "RIO_PL",
    "STANDALONE",
    "VERB_ENDINGS",
    "VERSION",
    "ItalianInflector",
]


class ItalianInflector(RomanceInflector):
    lang = "it"
    VERSION = VERSION
    ELIDED = ELIDED
    CONTRACTIONS = CONTRACTIONS
    DETS = DETS
    FUNCTION = FUNCTION
    PREPOSITIONS = PREPOSITIONS
    PRONOUNS = PRONOUNS
    CAP_SINGULAR = True
    SEMANTIC_STEMS = (("maschil", "femminil"), ("patern", "matern"))
    ADVERBS = frozenset({"molto", "tanto", "poco", "troppo", "certo"})
    INTENSIFIERS = frozenset(
        {"molto", "tanto", "poco", "troppo", "così", "più", "meno", "davvero", "assai", "piuttosto"}
        | {"abbastanza", "veramente", "proprio", "alquanto"}
    )
    PREDETS = frozenset({"tutto", "tutta", "tutti", "tutte", "entrambi", "entrambe"})
    TITLE_CASE_ADJECTIVES = True
    #: Function words after which a determiner is still an article (``i più bravi``), and the
    #: cardinal numerals, which stand between an article and its noun (``i due impiegati``: an
    #: article, never the clitic ``gli`` of ``gli diede``).
    ARTICLE_NEXT = frozenset({"più", "meno", "di", "quale", "quali", "loro", "non"}) | frozenset(
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
        for k in range(len(pieces) - 1):
            # "dato che", "visto che" ("since"): a conjunction, no participle to agree.
            if pieces[k].word in _CONJUNCTION_PARTICIPLES and pieces[k + 1].word == "che":
                pieces[k].kind = "func"
        for k in range(1, len(pieces)):
            p, before = pieces[k], pieces[k - 1]
            if (
                p.kind == "det"
                and p.word in _POSTNOMINAL
                and before.kind == "content"
                and "closes" not in before.info
                and "opens" not in p.info
            ):
                p.kind = "content"
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

    def unknown_noun(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """:meth:`Inflector.unknown_noun`: the span's first content word is lower-case,
        alphabetic and has no reading in Apertium's Italian dictionary ("bidello",
        "bidella"), which lacks many person nouns."""
        morph = morphology("it")
        if morph is None or not check_span(tokens, span):
            return False
        _, pieces = self.parse(tokens, span[0], span[1])
        head = next((p for p in pieces if p.kind == "content"), None)
        return (
            head is not None
            and head.word.isalpha()
            and "cap" not in head.info
            and not morph.readings(head.word)
        )

    def object_clitics(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """:meth:`Inflector.object_clitics`: a whole token "lo", "la", "gli" or "le" that
        :meth:`is_clitic` reads as a pronoun before its verb ("e gli sparò", "e la chiamò"), not
        an article. Elided "l'" shows no gender and is left out."""
        _, pieces = self.parse(tokens, 0, len(tokens))
        out: list[tuple[int, int]] = []
        for k, p in enumerate(pieces[:-1]):
            if p.word not in _GENDERED_CLITICS or p.surface.lower() != tokens[p.tok].lower():
                continue
            if pieces[k + 1].tok == p.tok + 1 and self.is_clitic(pieces, k):
                out.append((p.tok, p.tok + 1))
        return out

    def realise_number(
        self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation, number: str | None
    ) -> list[str] | None:
        """:meth:`realise`, except that a singular dative clitic (:meth:`object_clitics`; the
        realiser says "sg" for one that renders a singular "them") is "gli" (M) or "le" (F):
        "le" alone may also be the feminine plural accusative, whose masculine is "li", and
        only the number tells them apart."""
        s, e = span
        if number == "sg" and gender in ("F", "M") and e - s == 1 and check_span(tokens, span):
            w = Word.parse(tokens[s])
            if w.core.lower() in ("le", "gli") and span in self.object_clitics(tokens):
                new = "le" if gender == "F" else "gli"
                if new == w.core.lower():
                    return None
                out = list(tokens)
                out[s] = w.render(new)
                return out
        return self.realise(tokens, span, gender)

    def dropped_subject_predicatives(self, tokens: Sequence[str]) -> list[list[tuple[int, int]]]:
        """:meth:`Inflector.dropped_subject_predicatives` by the analyser
        (:func:`fairmt.inflect.italian_persons.dropped_subject_spans`)."""
        return dropped_subject_spans(tokens)

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The nouns after a determiner that may denote gender-variable people
        (:meth:`RomanceInflector.person_spans` with :meth:`person_noun`). The Italian
        dictionary lists many person nouns with one gender only (``avvocato``,
        ``postino``), so :meth:`_known_person` also takes the nouns whose Spanish translation
        has both genders (:func:`fairmt.inflect.italian_persons.spanish_person`): without
        them the sentence realiser would drop a cue whose noun is not among those found.

        A word before its noun is an adjective, not a person, even when the dictionary also
        lists it as a noun (:func:`fairmt.inflect.italian_persons.prenominal_adjective`: "la
        sua amata casa", "il giovane avvocato"); the noun after such adjectives is the one
        looked at ("il giovane *avvocato*", "la nuova *direttrice*")."""
        found = super().person_spans(tokens)
        _, pieces = self.parse(tokens, 0, len(tokens))
        by_tok = {p.tok: k for k, p in enumerate(pieces) if p.kind == "content"}

        def modifier(k: int) -> bool:
            p = pieces[k]
            nxt = pieces[k + 1] if k + 1 < len(pieces) else None
            if nxt is None or nxt.kind != "content" or nxt.tok != p.tok + 1 or "closes" in p.info:
                return False
            if Word.parse(tokens[p.tok]).post.strip():
                return False  # "la sua amata, Maria": punctuation ends the phrase
            return self.preadjective(p.word) or prenominal_adjective(p.word, nxt.word)

        out = [sp for sp in found if not (sp[0] in by_tok and modifier(by_tok[sp[0]]))]
        for k, p in enumerate(pieces):
            if p.kind != "content" or not p.word.isalpha() or k < 2 or not modifier(k - 1):
                continue
            j = k - 1
            while j > 0 and pieces[j].kind == "content" and modifier(j):
                j -= 1
            d = pieces[j]
            if d.kind != "det" or "closes" in d.info or self.is_clitic(pieces, j):
                continue
            if "cap" in p.info and self._mid_sentence(tokens, pieces, k):
                continue  # names and titles
            group = self.DETS[d.word].group
            det_gender = self.DETS[d.word].gender if group in self.POSSESSIVE_GROUPS else ""
            if self.person_noun(p.word, det_gender) and (p.tok, p.tok + 1) not in out:
                out.append((p.tok, p.tok + 1))
        return sorted(out)

    def person_noun(self, word: str, det_gender: str = "") -> bool:
        """:meth:`RomanceInflector.person_noun`, unless the Spanish dictionary says the noun is
        a thing (the Italian dictionary pairs some things by ending: ``tavola``/``tavolo``,
        both "table", and Spanish ``mesa`` has no masculine), or the word is a participle
        with no noun reading."""
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
        return super().person_noun(word, det_gender) and not (
            spanish_thing(word) and not self._known_person(word) and not _agentive(word)
        )

    def agentive(self, word: str) -> bool:
        return _agentive(word)

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span's head noun is a thing by both dictionaries: the Italian one knows
        it with one gender and no form in the other, and its Spanish translation is a noun of
        one gender with no other form either (``le pupille`` -> ``pupila``, which an MT system
        wrote for "the pupils"; ``il tessuto`` -> ``tela``). A person noun the Italian
        dictionary lists with one gender is spared by its Spanish pair (``avvocato`` ->
        ``abogado<GD>``); words the dictionaries lack are never things here."""
        if not check_span(tokens, span):
            return False
        morph = morphology("it")
        if morph is None:
            return False
        s, e = span
        _, pieces = self.parse(tokens, s, e)
        heads = [p.word for p in pieces if p.kind == "content"]
        if not heads or any(p.kind == "pron" for p in pieces):
            return False
        head = heads[0]
        return (
            morph.fixed_gender_noun(head)
            and not self._known_person(head)
            and not _agentive(head)
            and spanish_thing(head)
        )

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`; ``None`` for a person word of one form for
        every referent (``la vittima``, ``qualcuno``): it is no feminine or masculine
        realisation of anyone, so a realisation in the other gender need not change it."""
        if check_span(tokens, span):
            _, pieces = self.parse(tokens, span[0], span[1])
            head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
            if head in INVARIANT_PERSONS:
                return None
        found = super().gender_of(tokens, span)
        morph = morphology("it")
        if found is None and morph is not None and check_span(tokens, span) and span[1] < len(tokens):
            # An epicene noun after an elided article ("l'analista", "l'assistente") shows
            # its gender only in the adjective after it ("l'analista carina").
            last, nxt = Word.parse(tokens[span[1] - 1]), Word.parse(tokens[span[1]])
            noun = last.core.lower().split("'")[-1]
            epicene = (
                noun in EPICENE
                or noun.endswith("ista")
                or _epicene_sg(noun)
                or any(r.gender == "mf" for r in morph.noun_readings(noun))
            )
            conjunction = nxt.core.lower() in _CONJUNCTION_PARTICIPLES and (
                span[1] + 1 < len(tokens) and Word.parse(tokens[span[1] + 1]).core.lower() == "che"
            )
            if not last.post.strip() and epicene and not conjunction:
                genders = {
                    r.gender
                    for r in morph.readings(nxt.core.lower())
                    if (r.pos == "adj" or "pp" in r.tags) and r.number == "sg"
                }
                if genders in ({"m"}, {"f"}):
                    return "M" if genders == {"m"} else "F"
            if epicene and not last.post.strip():
                # ... or only in its predicate ("L'inserviente ... e si è scusato con lei"): the
                # gender the predicate rule would have to change it from.
                return self._predicate_gender(tokens, span)
        return found

    def _predicate_gender(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The gender the predicate of the subject ``span`` shows (:meth:`_predicate`): ``"M"``
        when realising it feminine changes it and masculine does not, and so on; ``None`` when
        the predicate shows none (no predicate, an epicene adjective)."""
        s, e = span
        tokens = list(tokens)
        to_f = self._predicate(tokens, s, e, "F") != tokens
        to_m = self._predicate(tokens, s, e, "M") != tokens
        if to_f != to_m:
            return "M" if to_f else "F"
        return None

    def cue_span(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
        """The cue's span, moved from an adjective to the person noun right before it (the
        aligner links "Italian tourists" word for word, so "tourists" may land on the
        adjective in "I turisti italiani"), then grown leftwards over a cardinal numeral and
        its article ("I due impiegati"), so that the article changes with the noun and the
        predicate finds its subject. A "di" complement inside the span belongs to another
        noun and is cut off ("Il proprietario della casa" for "the homeowner": only "Il
        proprietario"; "Il revisore dei conti" for "the auditor")."""
        if not check_span(tokens, span):
            return span
        morph = morphology("it")
        if morph is None:
            return span
        s, e = span
        # A verb form the aligner spilled into the span ("chiamato l'idraulico" for "the
        # plumber") is no part of the noun phrase: the participle agrees with nobody there.
        while e - s > 1:
            first = Word.parse(tokens[s])
            rs = morph.readings(first.core.lower())
            nxt = Word.parse(tokens[s + 1]).core.lower()
            before_article = nxt in DETS or ("'" in nxt[:-1] and nxt[: nxt.index("'") + 1] in DETS)
            if first.post.strip() or not rs:
                break
            if not all(r.pos in _VERB_POS for r in rs) and not (
                before_article and any(r.pos in _VERB_POS for r in rs)
            ):
                break  # (a participle read as an adjective counts only before an article)
            s += 1
        # ... and at its end ("partecipante ha" for "participant": the auxiliary's participle
        # "ricevuto" would be read as an adjective of the noun phrase).
        while e - s > 1:
            last = Word.parse(tokens[e - 1])
            rs = morph.readings(last.core.lower())
            if not rs or Word.parse(tokens[e - 2]).post.strip() or not all(r.pos in _VERB_POS for r in rs):
                break
            e -= 1
        for j in range(s + 1, e):
            w = Word.parse(tokens[j])
            low = w.core.lower()
            prep = low[: low.index("'") + 1] if "'" in low else low
            if (low == "di" or self.CONTRACTIONS.get(prep, ("",))[0] == "di") and any(
                self._classify(Word.parse(tokens[i]).core.lower().split("'")[-1], "") == "content"
                for i in range(s, j)
            ):
                e = j
                break
        if e - s == 1 and s > 0:
            here = Word.parse(tokens[s]).core.lower()
            before = Word.parse(tokens[s - 1])
            prev = before.core.lower().split("'")[-1]
            rs = morph.readings(here)
            if (
                rs
                and any(r.pos == "adj" for r in rs)
                and not before.post.strip()
                and morph.noun_readings(prev)
                and self.person_noun(prev)
            ):
                s, e = s - 1, e - 1
        if s > 1:
            num = Word.parse(tokens[s - 1])
            if not num.post.strip() and (
                num.core.isdigit() or any(r.pos == "num" for r in morph.readings(num.core.lower()))
            ):
                art = Word.parse(tokens[s - 2])
                if art.core.lower() in DETS and not art.post.strip():
                    return (s - 2, e)
        return (s, e)

    def _det_gender(self, pieces: Sequence[Piece], k: int) -> str:
        # The elided article is "lo" or "la": "l'analista", "l'assistente" say no gender.
        if pieces[k].word == "l'":
            return ""
        return super()._det_gender(pieces, k)

    def verb_form(self, word: str) -> bool:
        """A verb with an enclitic pronoun agrees ("aiutarla"); a first-person present in -o
        is also an adjective the dictionary may lack ("calmo", "invalido")."""
        morph = morphology("it")
        return (
            _enclitic(word, "F") is None
            and _enclitic(word, "M") is None
            and not (morph is not None and any("p1" in r.tags for r in morph.readings(word)))
        )

    def verb_like(self, word: str) -> bool:
        if word in ("siano", "abbiano", "vadano", "facciano", "dicano", "possano", "debbano", "vogliano"):
            return True
        return len(word) > 3 and word.endswith(VERB_ENDINGS)

    def adjective_like(self, word: str) -> bool:
        if word in FUNCTION or self.verb_like(word) or word.endswith("mente"):
            return False
        if word in ADJ_F or word in self._adj_m:
            return True
        morph = morphology("it")
        if morph is not None:
            rs = morph.readings(word)
            if rs and all(r.pos == "adj" for r in rs) and any(r.gender in ("m", "f") for r in rs):
                return True  # only a gendered adjective in the dictionary ("carino", "simpatica")
        # Plurals of listed adjectives: tedeschi, tedesche, nuove, nuovi.
        for sg in (word[:-1] + "o", word[:-1] + "a", word[:-3] + "co", word[:-3] + "ca", word[:-2] + "o"):
            if sg in ADJ_F or sg in _ADJ_M:
                return True
        if word.endswith(("are", "ere", "ire")):
            return False  # infinitives
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
        return word in _PREADJ

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
        if det.gender == gender and not orig.endswith("'"):
            # Already in ``gender``: the article the translation chose stays ("lo chef", "lo
            # yogurt": loanwords take "lo" by their sound, which the spelling does not show).
            return orig
        cls = _initial_class(nxt)
        key = (det.group, gender, det.number)
        standalone = nxt is None or nxt in FUNCTION or nxt in PREPOSITIONS or nxt == "che"
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

    # -- content words ------------------------------------------------------------------

    def realise(self, tokens: Sequence[str], span: tuple[int, int], gender: Realisation) -> list[str] | None:
        """The span rules, guarded and completed by Apertium's Italian dictionary.

        * Only people change: a head noun that the dictionary knows with one gender and no
          form in the other (``tessuto``, ``bisogno``, ``abitazione``) or only as a verb form is
          no person reference, and nothing changes; ``qualcuno`` keeps its form.
        * An adjective or participle alone is realised as asked: Italian drops its subject
          pronouns, and a lone participle is often the only word that shows a person's gender
          ("È nata a Roma").
        * Then the predicate of the clause whose subject is the span (``La contribuente si è
          incontrata``, ``qualcuno che non era soddisfatto``, ``si è offerta volontaria``):
          the participles and adjectives after a form of *essere*, in the same clause, take
          ``gender``, each form checked by the dictionary (:meth:`_predicate`).
        """
        if not check_span(tokens, span):
            return None
        if gender == "N":
            return None
        s, e = span
        _, pieces = self.parse(tokens, s, e)
        head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
        morph = morphology("it")
        if (
            head is not None
            and morph is not None
            and not self._known_person(head)
            and (
                (
                    morph.only_verb(head)
                    and _enclitic(head, "F") is None
                    and _enclitic(head, "M") is None
                    # a first-person present in -o is also an adjective the dictionary may
                    # lack ("calmo", "invalido")
                    and not any("p1" in r.tags for r in morph.readings(head))
                )
                or (
                    morph.fixed_gender_noun(head)
                    and "-" not in head
                    and not _agentive(head)
                    and _bare(tokens, pieces, head, _COPULAS, DETS)
                )
            )
        ):
            return None
        if head is not None and _after_avere(tokens, pieces, head, _AVERE, _OBJECT_CLITICS):
            return None
        out = None if head in INVARIANT_PERSONS else super().realise(tokens, span, gender)
        was = self.gender_of(tokens, span)
        quantifier = -1
        if out is not None and was in ("F", "M") and was != gender:
            out, quantifier = _partitive(tokens, out, self.phrase_span(tokens, span)[0], was, gender)
        head_tok = next((p.tok for p in pieces if p.kind in ("content", "pron")), None)
        if out is not None and head_tok is not None and len(out) == len(tokens):
            core = Word.parse(tokens[head_tok]).core
            if len(core) > 1 and core.isupper() and "'" not in core:
                out[head_tok] = tokens[head_tok]  # an acronym serves both genders ("la CEO")
        base = out if out is not None else list(tokens)
        if morph is not None and head_tok is not None and head not in GRAMMATICAL_GENDER_PERSONS:
            # Words merge or split only inside the span ("Un amico" -> "Un'amica"). The
            # predicate follows the phrase's last word, not a prenominal adjective ("Il nuovo
            # traduttore è stato assunto").
            last_tok = max(p.tok for p in pieces if p.kind in ("content", "pron"))
            after = last_tok + 1 + len(base) - len(tokens)
            if s < after <= len(base):
                # (Of a partitive, the quantifier is the subject: "Una delle infermiere è arrivata".)
                base = self._predicate(
                    base,
                    quantifier if quantifier >= 0 else s,
                    after,
                    gender,
                    was=self.gender_of(tokens, span),
                )
        if morph is not None and e - s == 1 and len(base) == len(tokens):
            base = self._participle_chain(base, s, gender)
            if base[s] != tokens[s]:
                base = clitic_participle(base, s, gender, _AVERE)  # "la ha ringraziata"
        return base if base != list(tokens) else None

    def _participle_chain(self, tokens: list[str], k: int, gender: Gender) -> list[str]:
        """A lone predicative span (a cue on "assessed", "unaware") is one link of a chain of
        participles that agree together: the participle of *essere* before it ("erano stati
        ignari" -> "erano state ignare") or, when the span is that participle, the participles
        after it ("sono stati licenziati"). Each form comes from the dictionary (or the
        regular endings for words it lacks); adverbs may stand between."""
        morph = morphology("it")
        if morph is None:
            return tokens
        low = Word.parse(tokens[k]).core.lower()
        if morph.noun_readings(low) and not self._nominal_participle(low, gender):
            return tokens  # a noun: its predicate is :meth:`_predicate`'s
        out = list(tokens)

        def agree(j: int) -> bool:
            w = Word.parse(out[j])
            wl = w.core.lower()
            if wl in _ESSERE_PARTICIPLES:
                ends = {"o": "a", "i": "e"} if gender == "F" else {"a": "o", "e": "i"}
                out[j] = w.render(wl[:-1] + ends.get(wl[-1], wl[-1]))
                return True
            new = morph.agree(wl, gender) or self._unknown_adjective(wl, gender)
            new = new or self._nominal_participle(wl, gender)
            if new is None:
                return False
            if new != wl:
                out[j] = w.render(new)
            return True

        j = k - 1
        while j >= 0 and Word.parse(out[j]).core.lower() in ADVERBS and not Word.parse(out[j]).post.strip():
            j -= 1
        before = Word.parse(out[j]) if j >= 0 else None
        if before is not None and before.core.lower() in _ESSERE_PARTICIPLES and not before.post.strip():
            agree(j)
        if low in _ESSERE_PARTICIPLES:
            j = k + 1
            while j < len(out) and not Word.parse(out[j - 1]).post.strip():
                if Word.parse(out[j]).core.lower() in ADVERBS:
                    j += 1
                    continue
                if not agree(j):
                    break
                j += 1
        return out

    def validate(self, tokens_before: Sequence[str], tokens_after: Sequence[str]) -> str | None:
        """``None`` when the rewrite is acceptable, else the reason (the validity gate).

        Checked against Apertium's Italian dictionary (:func:`fairmt.inflect.apertium_morph.check_change`):
        no verb form and no thing noun changed gender, and every gendered article agrees with
        the noun after it. Without the dictionary nothing can be checked and ``None`` is
        returned. A noun the dictionary has in one gender only passes that article check as
        a common-gender person noun ("la falegname"); here a changed determiner before such a
        noun that is a thing by the Spanish dictionary too (``alcuni domande``: Spanish
        ``pregunta`` has no masculine) is rejected.
        """
        why = self._validate_with_dictionary(
            tokens_before,
            tokens_after,
            lambda w: _agentive(w) or spanish_person(w),
            common_gender=lambda w: w in EPICENE or w in EPICENE_PL,
        )
        morph = morphology("it")
        if why is not None or morph is None or len(tokens_before) != len(tokens_after):
            return why
        for k in range(len(tokens_after) - 1):
            d_before, d_after = (
                Word.parse(tokens_before[k]).core.lower(),
                Word.parse(tokens_after[k]).core.lower(),
            )
            # (a preposition fused with the article counts as the article: "del morte")
            det = DETS.get(d_after) or DETS.get(CONTRACTIONS.get(d_after, ("", ""))[1])
            if d_before == d_after or det is None or not det.gender or d_after.endswith("'"):
                continue
            noun = Word.parse(tokens_after[k + 1]).core.lower()
            genders = {r.gender for r in morph.noun_readings(noun)}
            if (
                genders
                and genders <= {"m", "f"}
                and det.gender.lower() not in genders
                and morph.fixed_gender_noun(noun)
                and spanish_thing(noun)
                and not self._known_person(noun)
            ):
                return f"{d_after!r} does not agree with the thing {noun!r}"
        return None

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: the gendered
        predicatives and participles of a first- or second-person form of *essere*/*stare*
        (``Sono stanca``, ``Sei arrivato``, ``Sono stato``), and a predicative noun phrase
        with a person noun (``Sono uno studente buono``); see
        :func:`fairmt.inflect.italian_persons.implicit_spans`."""
        return implicit_spans(tokens, self.person_noun, lambda w: w in DETS or w in CONTRACTIONS)

    def _known_person(self, word: str) -> bool:
        """Listed as a person word (a pair, in either number; an epicene; a pronoun)."""
        return (
            word in EPICENE
            or word in EPICENE_PL
            or word in PRONOUNS
            or spanish_person(word)
            or any(self.lexical(word, g, n) is not None for g in ("F", "M") for n in (None, "sg", "pl"))  # type: ignore[arg-type]
        )

    def _predicate(
        self, tokens: list[str], s: int, e: int, gender: Gender, was: Realisation | None = None
    ) -> list[str]:
        """Agreement of the clause predicate with the subject ``tokens[s:e]``.

        The span is a subject when it opens the sentence (or a clause after punctuation) or
        is followed by the relative ``che``. From there, over clitics, negation and adverbs
        only (:data:`_BETWEEN`), a form of *essere* must follow; the participles and
        adjectives right after it agree, as long as the dictionary reads them so. Anything
        else (another verb, a conjunction, a noun) ends the search: no token window.
        """
        morph = morphology("it")
        if morph is None:
            return tokens
        prev = Word.parse(tokens[s - 1]) if s > 0 else None
        # A clause opens at the sentence start, after punctuation, a relative, or a
        # coordinating/subordinating conjunction ("L'avvocato è alto e il giudice è corto").
        opens = (
            prev is None
            or bool(prev.post.strip())
            or prev.core.lower() in ("che", "chi", *_OPENERS)
            or opens_clause(prev.core.lower())
        )
        k = e
        # Adjectives of the noun phrase itself ("L'amministratrice delegata era ...").
        while k < len(tokens) and not Word.parse(tokens[k - 1]).post.strip():
            low = Word.parse(tokens[k]).core.lower()
            if (
                low in self.INTENSIFIERS
                and k + 1 < len(tokens)
                and not Word.parse(tokens[k]).post.strip()
                and self.degree_adjective(Word.parse(tokens[k + 1]).core.lower())
                and morph.agree(Word.parse(tokens[k + 1]).core.lower(), gender) is not None
            ):
                k += 1  # "L'avvocata molto nervosa è arrivata": the adjective is the noun's
                continue
            if low in ESSERE or low in _BETWEEN:
                break
            if morph.agree(low, gender) is None and self._unknown_adjective(low, gender) is None:
                break
            k += 1
        k = self._skip_complement(tokens, k)
        relative = False
        if k < len(tokens) and Word.parse(tokens[k]).core.lower() == "che":
            last = Word.parse(tokens[e - 1]).core.lower()
            rs = morph.readings(last)
            if (
                e - s == 1
                and "'" not in last
                and rs
                and all(r.pos == "adj" or (r.pos in _VERB_POS and "pp" in r.tags) for r in rs)
            ):
                # A predicative adjective or participle span ("Sono convinta che sia vero"):
                # the "che" clause after it is its complement, with a subject of its own.
                return tokens
            if self._addressee_of_saying(tokens, s):
                return tokens  # "ha detto a qualcuno che sarebbe stato ...": "che" opens what was said
            k += 1
            relative = True
        elif not opens:
            return tokens
        start = k
        out = self._after_essere(list(tokens), k, gender)
        if relative and opens:
            # The subject opens its clause and a relative clause follows it: the main clause's
            # predicate comes after the relative's ("L'attrice che è stata scelta è famosa").
            main = after_relative_predicate(tokens, k, ESSERE, _BETWEEN, _ESSERE_PARTICIPLES)
            if main is not None:
                out = self._after_essere(out, main, gender)
        if opens and not (prev is not None and prev.core.lower() in ("che", "chi")):
            out = self._coordinated(out, start, gender, was)
        return out

    def _addressee_of_saying(self, tokens: Sequence[str], s: int) -> bool:
        """Whether the phrase at ``s`` is the addressee of a verb of saying right before it
        ("ha detto a qualcuno", "disse al visitatore", "informò il cliente"): then a "che"
        after it opens the content clause (what was said), not a relative clause on the
        addressee, and that clause's predicate agrees with its own subject, which Italian
        drops and the source names ("told someone that he would be ..."). The verb is found
        by its lemma in Apertium's dictionary, over "a" or its contraction and adverbs."""
        morph = morphology("it")
        if morph is None or s == 0:
            return False
        j = s - 1
        first = Word.parse(tokens[s]).core.lower()
        prep = first[: first.index("'") + 1] if "'" in first else first
        if self.CONTRACTIONS.get(prep, ("",))[0] != "a":
            low = Word.parse(tokens[j]).core.lower()
            if low in ("a", "ad"):
                j -= 1
        for _ in range(3):
            if j < 0 or Word.parse(tokens[j]).post.strip():
                return False
            low = Word.parse(tokens[j]).core.lower()
            if any(r.lemma in _SAYING for r in morph.readings(low) if r.pos in _VERB_POS):
                return True
            if low not in ADVERBS and low not in ("gli", "le", "anche", "poi", "già"):
                return False
            j -= 1
        return False

    def _unknown_adjective(self, word: str, gender: Gender) -> str | None:
        """An adjective the dictionary does not know at all ("fiducioso", "edile") in
        ``gender``, by the regular endings (-o/-a/-i/-e; -e singular stays), when its ending
        says adjective (:meth:`adjective_like`); ``None`` for any word the dictionary knows
        (it decides those) or whose ending says nothing."""
        morph = morphology("it")
        if morph is None or morph.readings(word) or not word.isalpha() or not self.adjective_like(word):
            return None
        if _agentive(word):
            return None  # an agent noun ("coordinatore"), not an adjective
        if word.endswith("e") and not word.endswith(("ose", "ive", "ate", "ute", "ite", "ane", "ine")):
            return word if _epicene_sg(word) else None  # -e: singular of both genders, or unsure
        if not word.endswith(("o", "a", "i", "e")):
            return None
        return _to_fem(word, None) if gender == "F" else _to_masc(word, None)

    def _skip_complement(self, tokens: Sequence[str], k: int) -> int:
        """Past a "di" complement of the subject noun ("Il proprietario nuovo del negozio è
        molto ricco"): ``di`` or its contraction with an article, then nouns and adjectives of
        that phrase (no verb form), when *essere* (over negation and adverbs) follows; else
        ``k`` unchanged. The predicate still agrees with the head before the complement."""
        morph = morphology("it")
        if morph is None or k >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
            return k
        first = Word.parse(tokens[k])
        low = first.core.lower()
        prep = low.split("'")[0] + "'" if "'" in low else low
        if low != "di" and self.CONTRACTIONS.get(prep, ("",))[0] != "di":
            return k
        if first.post.strip():
            return k
        j = k + 1  # (an elided "dell'ufficio" holds its noun)
        for _ in range(3):
            if j >= len(tokens):
                return k
            w = Word.parse(tokens[j])
            wl = w.core.lower()
            if wl in ESSERE or wl in _BETWEEN:
                return j
            if morph.only_verb(wl) or (wl in self.FUNCTION and wl not in self.DETS) or w.post.strip():
                return k
            j += 1
        return j if j < len(tokens) and Word.parse(tokens[j]).core.lower() in ESSERE else k

    def _after_essere(self, out: list[str], k: int, gender: Gender) -> list[str]:
        """From ``k``, over clitics, negation and adverbs, a form of *essere*; then the
        participles and adjectives right after it, in ``gender``, as long as the dictionary
        reads them so. Anything else ends the search."""
        morph = morphology("it")
        if morph is None:
            return out
        seen_essere = False
        agreed = False
        while k < len(out):
            w = Word.parse(out[k])
            low = w.core.lower()
            if not seen_essere:
                if low in ESSERE or _finite_copula(low) or _offers_as_volunteer(out, k):
                    seen_essere = low not in ("stato", "stata", "stati", "state")
                    if not seen_essere:
                        break
                elif low not in _BETWEEN and not self._modal_before_essere(out, k):
                    break
                k += 1
                if w.post.strip():
                    break
                continue
            if low in _BETWEEN and low not in ("si", "ne", "ci", "vi", "mi", "ti", "non"):
                k += 1
                continue
            if agreed and low in ("e", "ed") and k + 1 < len(out) and not w.post.strip():
                # "tranquilla e attenta": an adjective coordinated with the predicative.
                nxt = Word.parse(out[k + 1])
                if morph.agree(nxt.core.lower(), gender) is not None and not morph.noun_readings(
                    nxt.core.lower()
                ):
                    k += 1
                    continue
                break
            if agreed and any(r.pos in ("adv", "pr") for r in morph.readings(low)):
                break  # "nervosi prima dello spettacolo": an adverb, not a second predicative
            if self._before_its_noun(out, k):
                break  # "fu promossa ultimo anno": "ultimo" is the next noun's adjective
            new = (
                morph.agree(low, gender)
                or self._unknown_adjective(low, gender)
                or self._nominal_participle(low, gender)
                or (None if agreed else predicative_noun(low, gender, self._predicative_person))
            )
            if new is None:
                break
            if new != low:
                out[k] = w.render(new)
            agreed = True
            k += 1
            if w.post.strip():
                break
        return out

    def _predicative_person(self, word: str) -> bool:
        """A bare noun after *essere* that denotes a person (:meth:`person_noun`), for
        :func:`fairmt.inflect.italian_clauses.predicative_noun`."""
        return self.person_noun(word)

    def _modal_before_essere(self, tokens: Sequence[str], k: int) -> bool:
        """Whether ``tokens[k]`` is a form of *dovere*, *potere* or *volere* (by the dictionary)
        with the infinitive *essere* right after it, over adverbs ("deve essere preparato",
        "potrebbe non essere pronta", "potessero essere rapidamente valutati"): the
        predicate after that *essere* is still the subject's."""
        morph = morphology("it")
        if morph is None or Word.parse(tokens[k]).post.strip():
            return False
        low = Word.parse(tokens[k]).core.lower()
        modals = ("dovere", "potere", "volere")
        if not any(r.lemma in modals for r in morph.readings(low) if r.pos in _VERB_POS):
            return False
        j = k + 1
        while j < len(tokens) and Word.parse(tokens[j]).core.lower() in _BETWEEN:
            j += 1
        return j < len(tokens) and Word.parse(tokens[j]).core.lower() == "essere"

    def _before_its_noun(self, tokens: Sequence[str], k: int) -> bool:
        """Whether ``tokens[k]`` is an adjective standing before a noun that it agrees with as it
        is ("ultimo anno", "nuove tecniche"): an attributive of that noun, not a predicative of
        the subject. Both readings come from the dictionary; a word that is also a participle
        (``stato``) or a noun is not taken for such an adjective."""
        morph = morphology("it")
        if morph is None or k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip():
            return False
        low, nxt = Word.parse(tokens[k]).core.lower(), Word.parse(tokens[k + 1]).core.lower()
        rs = morph.readings(low)
        if not rs or any(r.pos != "adj" or "pp" in r.tags for r in rs):
            return False
        nouns = morph.noun_readings(nxt)
        if not nouns or self._known_person(nxt):
            return False
        return any(
            (a.gender == n.gender or "mf" in (a.gender, n.gender)) and a.number == n.number
            for a in rs
            for n in nouns
        )

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
        stem, end = word[:-1], word[-1]
        forms = {("o", "F"): "a", ("a", "M"): "o", ("i", "F"): "e", ("e", "M"): "i"}
        new = forms.get((end, gender))
        if new is None:
            return word  # already in ``gender``
        return stem + new

    def _coordinated(
        self, out: list[str], k: int, gender: Gender, was: Realisation | None = None
    ) -> list[str]:
        """A predicate coordinated with the subject's own verb, with no subject of its own:
        "L'infermiera eseguì una iniezione ... e fu inviata" (the subject opens the sentence).
        From ``k`` (after the subject) the first ``e``/``ed`` of the main clause is
        looked for; a subordinating word or punctuation first means another clause, and
        nothing is done. After the conjunction, :meth:`_after_essere` agrees its predicate.
        Not after ``ma``: "but" usually brings a subject of its own ("ma è stato preso" for
        "but he was caught", which the source's pronoun fixes).

        ``was`` is the subject's gender in the original: a coordinated predicate in the other
        gender there ("Il cuoco preparò la cena ... e fu elogiata", for "and she was praised")
        is not the subject's, and it is left alone."""
        morph = morphology("it")
        while k < len(out):
            w = Word.parse(out[k])
            low = w.core.lower()
            if low in _SUBORDINATE or low in _CONNECTIVES or w.post.strip() or w.pre.strip():
                return out
            if low in ("e", "ed"):
                new = self._after_essere(list(out), k + 1, gender)
                if was is not None and morph is not None:
                    for t in range(k + 1, len(out)):
                        if new[t] == out[t]:
                            continue
                        low_t = Word.parse(out[t]).core.lower()
                        genders = {r.gender for r in morph.readings(low_t)}
                        if not genders and low_t.endswith(_PARTICIPLE):
                            genders = {"f"} if low_t.endswith(("a", "e")) else {"m"}  # ("elogiata")
                        if genders and genders <= {"m", "f"} and was.lower() not in genders:
                            return out  # the predicate disagrees with this subject already
                return new
            k += 1
        return out

    def inflect(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        morph = morphology("it")
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
        enclitic = _enclitic(word, gender)
        if enclitic is not None:
            return enclitic
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
        for k in phrase:
            p = pieces[k]
            nxt_cap = k + 1 < len(pieces) and "cap" in pieces[k + 1].info
            if p.new and p.new[-1] in _TRUNCATE and nxt_cap and "closes" not in p.info:
                p.new[-1] = p.new[-1][:-1]

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
