"""Italian word classes: what one word is, for the Italian inflector.

:class:`ItalianWordClasses` answers the hooks of :class:`~fairmt.inflect.romance.RomanceInflector`
on a word's class: :meth:`~ItalianWordClasses.person_noun`/:meth:`~ItalianWordClasses._known_person`
(the lexicon, then Apertium and the Spanish-translation check of
:mod:`fairmt.inflect.italian_persons`), :meth:`~ItalianWordClasses.verb_form`,
:meth:`~ItalianWordClasses.verb_like`, :meth:`~ItalianWordClasses.adjective_like`,
:meth:`~ItalianWordClasses.preadjective`, :meth:`~ItalianWordClasses.degree_adjective`,
:meth:`~ItalianWordClasses._left` (the adjective between a determiner and its noun),
:meth:`~ItalianWordClasses.is_clitic`, :meth:`~ItalianWordClasses.word_gender`; and
:func:`cardinal`. It sits on :class:`~fairmt.inflect.italian_word_tables.ItalianWordTables`.
Moved verbatim from :mod:`fairmt.inflect.italian_forms`; :func:`cardinal` is
re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import finite_verb, morphology, only_finite_verb
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_clitic_infinitives import infinitive_preposition
from fairmt.inflect.italian_enclitics import enclitic_form
from fairmt.inflect.italian_lexicon import (
    _ADJ_M,
    _PREADJ,
    ADJ_F,
    EPICENE,
    EPICENE_PL,
    LEXICON,
    LEXICON_F,
    PLURAL_PAIRS,
    PLURAL_PAIRS_F,
    _agentive,
)
from fairmt.inflect.italian_nt_participles import nt_gendered
from fairmt.inflect.italian_persons import (
    spanish_person,
    spanish_thing,
)
from fairmt.inflect.italian_prefixes import prefixed_participle
from fairmt.inflect.italian_strong_participles import strong_participle
from fairmt.inflect.italian_thing_homographs import THING_WORDS
from fairmt.inflect.italian_unknown_adjectives import (
    cognate_plural,
    imperfect_in_context,
    io_plural,
    postnominal_adjective,
    unknown_prenominal_adjective,
)
from fairmt.inflect.italian_word_tables import ItalianWordTables
from fairmt.inflect.italian_words import (
    _ARTICLES_ONLY,
    AUX,
    CONTRACTIONS,
    DETS,
    FUNCTION,
    PRONOUNS,
    VERB_ENDINGS,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Gender, Number

#: it-inflect-26: suffixes that make adjectives only (Serianni XV.95-99: -bile, -evole), for a
#: word the dictionary lacks before its noun ("un'infaticabile investigatrice").
_ADJECTIVE_SUFFIXES = ("abile", "ibile", "abili", "ibili", "evole", "evoli")

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


#: it-inflect-63: a stressed pronoun after a preposition ("di lei", "con lui", "per loro") is
#: no subject, so the "la"/"le" after it is no clitic of a verb it is the subject of: "Trovarono
#: in lei la complice ideale" -> "in lui il complice ideale", not "lo complice" (Serianni, *Grammatica
#: italiana*, VII.2-4: the tonic forms stand after prepositions; VII.29ff. on the clitics).
#: The prepositions are the table's own (``PREPOSITIONS``).
_STRESSED_PRONOUNS = frozenset({"lui", "lei", "loro", "noi", "voi"})


class ItalianWordClasses(ItalianWordTables):
    """Layer 1b of :class:`~fairmt.inflect.italian.ItalianInflector`: what a word is."""

    # -- classification -----------------------------------------------------------

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

    def degree_adverb(self, word: str) -> bool:
        """it-inflect-53: :data:`INTENSIFIERS`, and any adverb in *-mente*
        (:func:`~fairmt.inflect.italian_adverbs.mente_adverb`). An adverb of manner or degree in
        *-mente* modifies the adjective after it, which still agrees with the noun before both
        ("un lavoratore completamente esausto", "una cuoca particolarmente brava"; Serianni,
        *Grammatica italiana*, ch. XII on adverbs, XII.9-13 on those in *-mente*): the noun's
        realisation changed "lavoratore" and kept "esausto" (only :data:`INTENSIFIERS` were
        skipped, "molto bravo")."""
        return word in self.INTENSIFIERS or mente_adverb(word)

    def adjective_before_noun(self, adjective: str, nxt: str) -> bool:
        """it-inflect-53: whether ``nxt``, right after the adjective that follows a degree adverb,
        is a noun that the adjective qualifies before it, so that the adjective belongs to that
        noun's phrase, not the person noun's: "il sarto praticamente mezzo stipendio" ("mezzo
        stipendio", a noun phrase of its own, the adverb modifying it), "la sarta probabilmente
        nuova cliente". An adjective after its noun and its adverb ends the noun's phrase;
        another noun after it starts a new phrase the adjective opens (Serianni, *Grammatica
        italiana*, V.34-37 on the adjective before its noun). ``nxt`` counts as such a noun
        when the dictionary reads it as a noun in the adjective's number and a gender the
        adjective may have (or the lexicon knows it as a person noun, "vecchio medico"), and
        never as a finite verb: the subject's adjective before its verb still agrees
        ("il cuoco completamente esausto dorme", "il sarto veramente bravo cucina")."""
        morph = morphology("it")
        if morph is None:
            return False
        readings = morph.readings(nxt)
        if any(finite_verb(r) for r in readings):
            return False
        adj = [
            r for r in morph.readings(adjective) if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)
        ]
        genders = {r.gender for r in adj if r.gender in ("m", "f")} or {"m", "f"}
        numbers = {r.number for r in adj if r.number in ("sg", "pl")} or {"sg", "pl"}
        if any(
            r.pos == "n"
            and (r.gender not in ("m", "f") or r.gender in genders)
            and (r.number not in ("sg", "pl") or r.number in numbers)
            for r in readings
        ):
            return True
        return self.person_noun(nxt) and self._same_number(adjective, nxt)

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
        if det is not None and det.number == "pl" and infinitive_preposition([p.word for p in pieces], k + 1):
            return True  # it-inflect-63: a verb that governs an infinitive, "le chiese di tacere"
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
        if prev.word in _STRESSED_PRONOUNS and k >= 2 and pieces[k - 2].word in self.PREPOSITIONS:
            return False  # it-inflect-63: "in lei la complice": after a preposition, no subject
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

    def _known_person(self, word: str) -> bool:
        """Listed as a person word (a pair, in either number; an epicene; a pronoun)."""
        return (
            word in EPICENE
            or word in EPICENE_PL
            or word in PRONOUNS
            or spanish_person(word)
            or any(self.lexical(word, g, n) is not None for g in ("F", "M") for n in (None, "sg", "pl"))  # type: ignore[arg-type]
        )

    def _predicative_person(self, word: str) -> bool:
        """A bare noun after *essere* that denotes a person (:meth:`person_noun`), for
        :func:`fairmt.inflect.italian_clauses.predicative_noun`."""
        return self.person_noun(word)

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
