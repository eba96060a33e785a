"""French word forms: the lowest layer of the French inflector (tables, word classes, forms).

:class:`FrenchWordForms` fills in the hooks :class:`~fairmt.inflect.romance.RomanceInflector`
asks a language for, one word at a time:

* the language's tables as class attributes (determiners, contractions, elisions,
  pronouns, function words, prenominal adjectives, agent-noun suffixes) and :meth:`parse`,
  which reads a region of tokens into determiners, clitics and content words (splitting
  ``du``/``au`` and elided forms);
* what a word is: :meth:`person_noun`/:meth:`_known_person` (the lexicon, then Apertium),
  :meth:`agentive`, :meth:`verb_like`, :meth:`adjective_like`, :meth:`preadjective`,
  :meth:`is_clitic`, :meth:`word_gender`, and :func:`_feminine_only` (nouns of one
  grammatical gender whose agreement never changes);
* the form a word takes in the other gender: :meth:`det_form` (with the form the next word
  asks for: ``cet``/``ce``, ``mon amie``), :meth:`clitic_form`, :meth:`pronoun_form`,
  :meth:`contract`/:meth:`_recontract` (``de le`` -> ``du`` again after a change),
  :meth:`finalize`, :meth:`inflect`/:meth:`lexical`/:meth:`compound` (by
  :mod:`fairmt.inflect.french_lexicon`, with :func:`_eur_or_eux` asking the dictionary
  between -eur and -eux), and :func:`_quantifier_pronoun` (``Aucun des joueurs`` ->
  ``Aucune des joueuses``: the pronoun before the people it quantifies).

Decision: this layer looks at one word and, at most, its neighbours; which spans are
persons, which words agree with them and how a whole span is realised (F, M and the
middle-dot N) is :class:`~fairmt.inflect.french.FrenchInflector`, with the predicate rules
in :mod:`fairmt.inflect.french_agreement`. The layers form a chain of subclasses rather
than mixins so that ``mypy --strict`` checks every call on ``self``; this layer is not meant
to be used alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_kin_nouns import kin_reading
from fairmt.inflect.french_lexicon import (
    _PREADJ,
    ADJ_LIST,
    EPICENE,
    LEXICON,
    LEXICON_F,
    VERB_ENDINGS,
    VERBS_E,
    _invariant_compound,
    _plural_m,
    _singular,
    _to_fem,
    _to_masc,
    _vowel,
)
from fairmt.inflect.french_plural_forms import dictionary_singular, plural_next, vieux_number
from fairmt.inflect.french_prenominal_groups import dictionary_number
from fairmt.inflect.french_word_shapes import LEARNED_PREFIXES, masculine_of_feminine, prenominal_vowel
from fairmt.inflect.french_words import (
    _ADJ_DETS,
    _CONTRACT,
    _ELIDE,
    _POSSESSIVE,
    _UNELIDE,
    CONTRACTIONS,
    DETS,
    ELIDED,
    FUNCTION,
    PHONO,
    PLURAL_POSSESSIVE_DETERMINERS,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    PRONOUNS,
    _agentive,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import (
    Det,
    Gender,
    Number,
    RomanceInflector,
)


def _eur_or_eux(word: str, out: str, morph: Morphology) -> str:
    """The masculine of a word in ``-euse``: ``-eur`` (``laboureuse`` -> ``laboureur``) or
    ``-eux`` (``amoureuse`` -> ``amoureux``). The ending rules guess from the letters before;
    where the dictionary knows exactly one of the two as a masculine noun or adjective, it
    decides."""
    plural = word.endswith("s")
    stem = word[: -5 if plural else -4]
    cands = [stem + ("eurs" if plural else "eur"), stem + "eux"]
    morph.prefetch(cands)
    known = [
        c for c in cands if any(r.pos in ("n", "adj") and r.gender in ("m", "mf") for r in morph.readings(c))
    ]
    if not known and any("inf" in r.tags for r in morph.readings(stem + "er")):
        return cands[0]  # fr-inflect-37: the agent noun of a verb ("tatoueuse" of "tatouer")
    return known[0] if len(known) == 1 else out


def _infinitive_only(word: str) -> bool:
    """(fr-inflect-51) Whether Apertium's French dictionary reads ``word`` (-er, -ir, -re) only as
    an infinitive ("tromper", "déranger"; not "dîner", "devoir" or "lettre", also nouns)."""
    if not word.endswith(("er", "ir", "re")):
        return False
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(word)
    return bool(readings) and all("inf" in r.tags for r in readings)


def _english_person(word: str) -> bool:
    """A masculine agent noun in -ier/-eur that Apertium's dictionary knows with no feminine
    (``jardinier``, ``huissier``, ``cordonnier``, ``joaillier``: its ``greffière`` and
    ``jardinière`` are missing or a thing) is a person when every English noun that the
    bilingual dictionaries give for it (:mod:`fairmt.inflect.french_animacy`) has its most
    frequent WordNet sense in ``noun.person`` (gardener, bailiff, shoemaker, jeweller). A
    translation spelled as its Catalan source (``sentier`` -> ``sender`` -> "sender") is a
    cognate the dictionaries may pair wrongly, and vetoes."""
    from fairmt.inflect.french_animacy import PERSON_LEXFILE, english_lexfiles, english_translations

    morph = morphology("fr")
    if morph is None or not word.endswith(("ier", "iers", "eur", "eurs")):
        return False
    nouns = morph.noun_readings(word)
    if not nouns or any(r.gender != "m" or "acr" in r.tags for r in nouns):
        return False
    english = []
    for r in nouns:
        pairs = english_translations(r.lemma, "m")
        if pairs is None:
            return False
        for c, e in pairs:
            if e.lower() == c.lower():
                return False
            english.append(e)
    return bool(english) and all(english_lexfiles(e) == PERSON_LEXFILE for e in english)


def _adjective_only(word: str) -> bool:
    """Whether Apertium's French dictionary reads ``word`` only as an adjective of one gender
    (``dur``, ``dure``, ``fort``, ``lent``): no noun, verb or adverb reading. Right after a
    person noun such a word can only be its epithet, which agrees with it in gender and number
    (Grevisse and Goosse, *Le Bon Usage*, on the agreement of the epithet adjective), whatever
    its ending. fr-inflect-25."""
    morph = morphology("fr")
    if morph is None or not word.isalpha():
        return False
    readings = morph.readings(word)
    return bool(readings) and all(r.pos == "adj" and r.gender in ("m", "f") for r in readings)


def _english_agent_loan(word: str, morph: Morphology) -> bool:
    """Whether ``word`` is an English agent noun the MT kept as it is (``designer``,
    ``pharmacist``, ``trader``): the English suffixes *-er* (not the French *-ier*) and *-ist*
    (French writes *-iste*), on a word the French dictionary does not know at all. A borrowed
    noun keeps its foreign form, and a borrowed person noun in *-er* is used for both sexes
    with the determiner alone marking the woman (``une designer``, ``une leader``: Grevisse and
    Goosse, *Le Bon Usage*, on the feminine of nouns borrowed from English; the government's
    feminisation guide, "Femme, j'écris ton nom", 1999, on anglicisms), so neither takes a
    French feminine ending (``designère``, ``pharmaciste``). fr-inflect-25."""
    if not word.isalpha() or not word.islower() or morph.readings(word):
        return False
    sg = word[:-1] if word.endswith("s") else word
    return len(sg) > 4 and ((sg.endswith("er") and not sg.endswith("ier")) or sg.endswith("ist"))


def _feminine_only(word: str, morph: Morphology) -> bool:
    """A noun the dictionary knows only as feminine, with no masculine form (``la chaise``,
    ``la victime``, ``la personne``, ``la vedette``): a thing, or a person noun of one form for
    everyone, whose agreement follows its grammatical gender ("La victime a été portée" for a
    man too). It never changes, nor does what agrees with it. Only the feminine: the
    dictionary's gaps are feminised forms of masculine person nouns (``superviseure``), not
    masculine forms, so a masculine-only noun may still be a person whose pair it lacks."""
    nouns = morph.noun_readings(word)
    if "-" in word or not nouns or any(r.gender != "f" or "acr" in r.tags for r in nouns):
        return False
    if any(r.pos in ("adj", "det") or "pp" in r.tags for r in morph.readings(word)):
        return False  # also a participle or adjective ("allée", "blessée", "entrée", "issue")
    if morph.noun_pair(word, "M"):
        return False
    # Some feminine person nouns are lemmas of their own there ("sénatrice"): the masculine
    # the ending rules make is then a masculine noun the dictionary knows ("sénateur").
    sg = _singular(word)
    masc = _to_masc(sg, True)
    return masc is None or masc == sg or not any(r.gender in ("m", "mf") for r in morph.noun_readings(masc))


#: Plural determiners of one form for both genders, between a quantifier's "de" and its people.
_PLURAL_DETS = PLURAL_POSSESSIVE_DETERMINERS | {"les"}
_DE = ("de", "d'", "du", "des")


#: Singular determiners: after "de" they open no partitive complement (fr-inflect-38).
_SINGULAR_DETS = frozenset(
    ["la", "le", "sa", "son", "ma", "mon", "ta", "ton", "cette", "ce", "cet", "un", "une"]
)


def _singular_det(token: str) -> bool:
    """Whether ``token`` is a singular determiner, or a word elided after "l'" (fr-inflect-38)."""
    word = Word.parse(token).core.lower().replace("’", "'")
    return word in _SINGULAR_DETS or word.startswith("l'")


#: The numeral pronoun "un" before a partitive, in each gender (fr-inflect-37).
_ONE = {w: {"M": m, "F": f} for m, f in (("l'un", "l'une"), ("un", "une")) for w in (m, f)}


def _quantifier_pronoun(tokens: list[str], s: int, gender: Gender, morph: Morphology) -> list[str]:
    """``tokens`` with the indefinite pronoun that quantifies the people at ``s`` put in
    ``gender``: ``Aucun des joueurs`` -> ``Aucune des joueuses``, ``Quelques-uns des docteurs``,
    ``chacun des``, ``certains d'entre``. The pronoun is the token right before a ``de``/``des``
    that starts the span, and the dictionary must read it as a gendered indefinite pronoun
    (Apertium's ``<prn><tn>``); its form in ``gender`` is the one the dictionary reads as the
    same pronoun in that gender and number. Anything else is left as it is."""
    from fairmt.inflect.apertium_morph import _candidates

    if s < 1 or s >= len(tokens):
        return tokens
    # The span may start after "de" and a plural determiner that marks no gender ("Certains
    # de mes collègues", "Quelques-uns de ces invités"): the quantifier is before the "de".
    k = s
    while k > 0 and Word.parse(tokens[k - 1]).core.lower() in _PLURAL_DETS:
        k -= 1
    if (
        (k < s or Word.parse(tokens[s]).core.lower() in _PLURAL_DETS)
        and k >= 2
        and Word.parse(tokens[k - 1]).core.lower() in ("de", "d'entre")
    ):
        s = k - 1
    nxt = Word.parse(tokens[s]).core.lower()
    if (
        nxt != "des"
        and s >= 2
        and Word.parse(tokens[s - 1]).core.lower() == "des"
        and Word.parse(tokens[s - 2]).core.lower() in _ONE
    ):
        s, nxt = s - 1, "des"  # fr-inflect-37: the span after "des" ("l'une des premières pratiquantes")
    if nxt not in ("des", "de", "d'entre") and not nxt.startswith("d'"):
        return tokens
    if nxt in ("d'un", "d'une") or (nxt == "de" and s + 1 < len(tokens) and _singular_det(tokens[s + 1])):
        # fr-inflect-38: a partitive complement is plural ("l'une des", "aucun de ses"); "deux
        # momies, l'une d'une jeune femme" has a complement of the thing "l'une" stands for
        return tokens
    w = Word.parse(tokens[s - 1])
    word = w.core.lower()
    if not word or w.post:
        return tokens  # "Aucun, des joueurs": no quantifier of what follows
    if word in _ONE and gender in ("F", "M"):
        # fr-inflect-37: "l'une des meilleures avocates": the numeral pronoun agrees with its
        # partitive complement (Grevisse and Goosse, *Le Bon Usage*, *un* as a pronoun)
        new = _ONE[word][gender]
        return tokens if new == word else [*tokens[: s - 1], w.render(new), *tokens[s:]]
    g = gender.lower()
    for r in morph.readings(word):
        if r.pos != "prn" or "tn" not in r.tags or r.gender not in ("m", "f"):
            continue
        if r.gender == g:
            return tokens
        cands = _candidates("fr", word, r.lemma, g, r.number if r.number in ("sg", "pl") else "sg")
        morph.prefetch(cands)
        for c in cands:
            if any(
                x.pos == "prn"
                and "tn" in x.tags
                and x.lemma == r.lemma
                and x.gender == g
                and x.number == r.number
                for x in morph.readings(c)
            ):
                return [*tokens[: s - 1], w.render(c), *tokens[s:]]
    return tokens


#: (fr-inflect-54) Words after which a third-person pronoun is the stressed one: a coordination,
#: an adverb or adjective in apposition to it, a relative pronoun.
_BEFORE_STRESSED = frozenset(["et", "ou", "ni", "aussi", "seul", "seule", "seuls", "seules", "même", "qui"])


class FrenchWordForms(RomanceInflector):
    """Layer 1 of :class:`~fairmt.inflect.french.FrenchInflector`: tables, word classes, word forms."""

    lang = "fr"

    ELIDED = ELIDED

    CONTRACTIONS = CONTRACTIONS

    DETS = DETS

    POSSESSIVES = _POSSESSIVE

    FUNCTION = FUNCTION

    PREPOSITIONS = PREPOSITIONS

    PRONOUNS = PRONOUNS

    PREDETS = frozenset({"tout", "toute", "tous", "toutes"})
    CARDINAL_DETS = frozenset({"deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"})

    ADJECTIVE_DETS = frozenset({"beau", "nouveau", "vieux", "premier", "dernier"})

    SEMANTIC_STEMS = (("masculin", "féminin"), ("paternel", "maternel"))

    COMPOUND_INVARIANT = frozenset(
        {
            "bien",
            "mal",
            "nouveau",
            "demi",
            "mi",
            "semi",
            "non",
            "vice",
            "ex",
            "sous",
            "co",
            "arrière",
            "avant",
            "grand",
            "grands",
        }
        | LEARNED_PREFIXES  # fr-inflect-81: "post-" (french_word_shapes)
    )

    ARTICLE_NEXT = frozenset({"plus", "moins", "même", "autre", "seul", "seule"})

    #: Indefinite adjectives of one form for both genders between the determiner and the noun:
    #: the determiner agrees with the noun across them ("un autre ami" -> "une autre amie", "le
    #: même élève" -> "la même élève"; TLFi *autre* I and *même* I, adjectives of both genders;
    #: Grevisse and Goosse, *Le Bon Usage*, indefinite adjectives, *autre* and *même*). fr-inflect-24.
    INVARIANT_PRENOMINALS = frozenset({"autre", "autres", "même", "mêmes"})

    UNKNOWN_NOUNS_ARE_PERSONS = True

    persons_without_cues = True

    GATE_BY_WORD = True

    AGENT_NOUN_SUFFIXES = ("eur", "eurs", "euse", "euses", "trice", "trices", "iste", "istes")

    def agentive(self, word: str) -> bool:
        return _agentive(word)

    def parse(self, tokens: Sequence[str], lo: int, hi: int) -> tuple[dict[int, Word], list[Piece]]:
        """As :meth:`RomanceInflector.parse`, but an adjective of the prenominal determiner
        table (``nouveau``, ``beau``, ``vieux``, ``premier``, ``dernier``) right after a noun and
        before no noun is an ordinary adjective that agrees with that noun (``les employés
        nouveaux``), not a determiner of what follows."""
        words, pieces = super().parse(tokens, lo, hi)
        for k in range(1, len(pieces)):
            p = pieces[k]
            if p.kind != "det" or DETS[p.word].group not in _ADJ_DETS or pieces[k - 1].kind != "content":
                continue
            if k + 1 < len(pieces) and pieces[k + 1].kind == "content" and pieces[k + 1].tok == p.tok + 1:
                continue
            p.kind = "content"
        for k in range(1, len(pieces)):
            # fr-inflect-51: one after an article with no noun after it in the phrase is the
            # nominalised adjective, the phrase's head ("Les vieilles étaient fatiguées": the old
            # women; Grevisse and Goosse, *Le Bon Usage*, the adjective made a noun by its
            # article), where the dictionary has that noun (:func:`_nominalised_noun`).
            p, det = pieces[k], pieces[k - 1]
            if p.kind != "det" or DETS[p.word].group not in _ADJ_DETS or det.kind != "det":
                continue
            if DETS[det.word].group in _ADJ_DETS or det.tok + 1 != p.tok:
                continue
            nxt = pieces[k + 1] if k + 1 < len(pieces) else None
            noun_next = nxt is not None and nxt.kind == "content" and nxt.tok == p.tok + 1
            if noun_next and nxt is not None and not _only_verb(nxt.word):
                continue  # "les vieilles dames": the adjective before its noun
            if not _nominalised_noun(p.word):
                continue  # "la nouvelle" (the news), "ce dernier" (the latter, often a thing)
            p.kind = "content"
        return words, pieces

    def _numbers(self, pieces: Sequence[Piece], phrase: Sequence[int]) -> dict[int, Number | None]:
        """As :meth:`RomanceInflector._numbers`; a phrase no word of which tells its number by
        the rules takes its noun's number from the dictionary (fr-inflect-59: "de nombreux
        élèves" -> "de nombreuses élèves";
        :func:`~fairmt.inflect.french_prenominal_groups.dictionary_number`)."""
        out = vieux_number(pieces, phrase, super()._numbers(pieces, phrase))  # fr-inflect-62
        morph = morphology("fr")
        if morph is None or any(v is not None for v in out.values()):
            return out
        number = dictionary_number(pieces, phrase, morph)
        return out if number is None else {k: number for k in out}

    def verb_like(self, word: str) -> bool:
        return word in VERBS_E or (len(word) > 4 and word.endswith(VERB_ENDINGS))

    def adjective_like(self, word: str) -> bool:
        """An agreeing adjective or participle after a noun: listed, or with an adjective ending.
        Infinitives (-er), 3rd-person verbs (-ent, -it, -ite, -ive listed in :data:`VERBS_E`) and
        adverbs are left alone."""
        if self.no_adjective(word):
            return False
        if word in FUNCTION or self.verb_like(word) or word.endswith("ment"):
            return False
        sg = _singular(word)
        if sg in LEXICON or sg in LEXICON_F or sg in ADJ_LIST or sg[:-1] in ADJ_LIST:
            return True
        if sg.endswith("ier"):
            return not sg.endswith(("ifier", "udier", "blier", "plier", "prier", "crier", "nier", "lier"))
        if _adjective_only(word):
            return True  # "un ouvrier dur": the dictionary reads it only as a gendered adjective
        return sg.endswith(
            (
                "é",
                "ée",
                "if",
                "ive",
                "eux",
                "euse",
                "al",
                "ale",
                "el",
                "elle",
                "ien",
                "ienne",
                "ais",
                "aise",
                "ois",
                "oise",
                "ain",
                "aine",
                "ine",
                "ant",
                "ante",
                "ière",
                "ie",
                "ue",
                "uite",
                "crite",
                "ert",
                "erte",
                "ort",
                "orte",
                "ard",
                "arde",
                "and",
                "ande",
                "ond",
                "onde",
                "eure",
                "onne",
                "ette",
                "ate",
                "ère",
                "ée",
                "ées",
            )
        )

    def preadjective(self, word: str) -> bool:
        return word in _PREADJ

    def is_clitic(self, pieces: Sequence[Piece], k: int) -> bool:
        word = pieces[k + 1].word
        if self.verb_like(word):
            return True
        prev = pieces[k - 1].word if k > 0 else ""
        if prev in ("à", "de") and pieces[k].word in ("le", "la", "les") and _infinitive_only(word):
            # (fr-inflect-51) "réussi à la tromper", "arrêter de la déranger": before an infinitive
            # the word is its object pronoun, which never contracts ("à le tromper", not "au";
            # Grevisse, *Le Bon Usage* §580).
            return True
        return prev in (
            "ne",
            "je",
            "tu",
            "il",
            "elle",
            "on",
            "nous",
            "vous",
            "ils",
            "elles",
            "se",
            "me",
            "te",
        )

    def det_form(self, det: Det, gender: Gender, nxt: str | None, orig: str = "") -> str | None:
        if det.group == "none":
            return orig
        vowel = _vowel(nxt)
        if det.group == "vieux" and (orig == "vieilles" or (orig == "vieux" and plural_next(nxt))):
            # fr-inflect-60: "vieux" is plural too ("de vieux amis" -> "de vieilles amies"), and
            # the masculine plural is "vieux" before a vowel as well, never "vieil"
            # (:mod:`fairmt.inflect.french_plural_forms`).
            return "vieux" if gender == "M" else "vieilles"
        if det.group in PHONO and det.number == "sg":
            mc, mv, fc, fv = PHONO[det.group]
            if gender == "M":  # fr-inflect-81: "bel" before its noun only (french_word_shapes)
                short = det.group not in _SHORT_MASCULINE or prenominal_vowel(nxt)
                return mv if vowel and short else mc
            return fv if vowel else fc
        forms = [
            f
            for f, d in DETS.items()
            if d.group == det.group and d.gender == gender and d.number == det.number
        ]
        return forms[0] if forms else None

    def clitic_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        word = pieces[k].word
        if word in ("le", "la"):
            return "le" if gender == "M" else "la"
        if word in DETS:
            det = DETS[word]
            if det.group == "none":
                return word
            forms = [
                f
                for f, d in DETS.items()
                if d.group == det.group and d.gender == gender and d.number == det.number
            ]
            return forms[0] if forms else None
        return None

    def pronoun_form(self, pieces: Sequence[Piece], k: int, gender: Gender) -> str | None:
        w = pieces[k].word
        prev = pieces[k - 1].word if k > 0 else ""
        stressed = (
            # (fr-inflect-25) A preposition word followed by a comma is an adverb there
            # ("depuis, elle est devenue célèbre": *depuis* "since then"), which governs no
            # pronoun: the subject after it keeps the clitic form (Grevisse, *Le Bon Usage*,
            # § 1034 on *depuis* as an adverb; § 661 on the stressed forms after a preposition).
            (prev in PREPOSITIONS and not (k > 0 and "closes" in pieces[k - 1].info))
            or prev in ("que", "qu'", "est", "c'est")
            or "closes" in pieces[k].info
        )
        stressed = (stressed and prev not in ("qu'",)) or prev == "d'"
        # (fr-inflect-54) A pronoun coordinated ("lui et ses partisans"), before "aussi", "seul"
        # or "même", or before a relative ("c'est probablement lui qui") takes the stressed form:
        # a clitic subject stands only right before its verb (Grevisse and Goosse, *Le Bon
        # Usage*, the uses of the disjunctive personal pronouns).
        nxt = pieces[k + 1].word if k + 1 < len(pieces) and pieces[k + 1].tok == pieces[k].tok + 1 else ""
        stressed = stressed or (nxt in _BEFORE_STRESSED and w in ("lui", "elle", "elles", "eux"))
        if gender == "F":
            if w == "lui":
                # Only the stressed "lui" has a gender ("avec lui", "lui, il ..."); the
                # clitic in "il lui dit" stays.
                return "elle" if stressed or k == 0 else None
            return PRONOUN_FLIP.get(w, w).replace("_", " ")
        if w in ("elle", "elles"):
            if stressed:
                return "lui" if w == "elle" else "eux"
            return "il" if w == "elle" else "ils"
        return PRONOUN_FLIP_BACK.get(w, w).replace("_", " ")

    def contract(self, prep: str, article: str) -> str | None:
        return _CONTRACT.get((prep, article))

    def _recontract(self, pieces: list[Piece], phrase: Sequence[int]) -> None:
        super()._recontract(pieces, phrase)
        # Elision follows the new word: "d'elle" <-> "de lui", "qu'elle-même" <-> "que lui-même".
        for k in phrase:
            p = pieces[k]
            if not p.new or k == 0 or p.kind not in ("pron", "content", "det"):
                continue
            prev = pieces[k - 1]
            if prev.new is not None or prev.kind not in ("func", "prep"):
                continue
            if prev.word in _UNELIDE and not _vowel(p.new[0]):
                prev.new = [_UNELIDE[prev.word]]
            elif (
                prev.word in _ELIDE
                and _vowel(p.new[0])
                and prev.tok == p.tok - 1
                and "closes" not in prev.info
            ):
                prev.new = [_ELIDE[prev.word]]
        # "si elle" <- "s'il": the elided "s'" only stands before "il(s)".
        for k in phrase:
            p = pieces[k]
            if (
                p.kind == "pron"
                and p.new
                and k > 0
                and pieces[k - 1].word == "s'"
                and p.new[0] not in ("il", "ils")
            ):
                pieces[k - 1].new = ["si"]
            elif (
                p.kind == "pron"
                and p.new
                and p.new[0] in ("il", "ils")
                and k > 0
                and pieces[k - 1].word == "si"
            ):
                pieces[k - 1].new = ["s'"]

    def lexical(self, word: str, gender: Gender, number: Number | None) -> str | None:
        table = LEXICON if gender == "F" else LEXICON_F
        if word in table:
            return table[word]
        if word.endswith(("s", "x")) and word[:-1] in table:
            out = table[word[:-1]]
            # The plural of the pair's form: "nouvelles" -> "nouveaux", not "nouveaus".
            return out if out.endswith(("s", "x")) else _plural_m(out) if gender == "M" else out + "s"
        return None

    def compound(self, word: str, sep: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        parts = word.split(sep)
        # Subject-verb inversion: "a-t-elle" <-> "a-t-il".
        if sep == "-" and parts[-1] in ("il", "elle", "ils", "elles") and len(parts) > 1:
            table = PRONOUN_FLIP if gender == "F" else PRONOUN_FLIP_BACK
            return sep.join([*parts[:-1], table.get(parts[-1], parts[-1])])
        if sep == "-" and _invariant_compound(word):
            return word  # "les sans-abri", "un sans-papiers": one form for both genders
        # (fr-inflect-55) After an invariable prefix the rest may be a compound of the lexicon,
        # which pairs as a whole: "arrière-petite-fille" -> "arrière-petit-fils" (the kin noun
        # *petit-fils*; TLFi *arrière-petit-fils*), not "arrière-petit-garçon" part by part.
        for i in range(1, len(parts) - 1):
            if parts[i - 1] not in self.COMPOUND_INVARIANT:
                break
            lex = self.lexical(sep.join(parts[i:]), gender, number)
            if lex is not None:
                return sep.join([*parts[:i], lex])
        # First elements in -o ("judéo-chrétienne") and listed prefixes do not agree.
        return sep.join(
            x
            if x in FUNCTION or x in self.COMPOUND_INVARIANT or not x.isalpha() or x.endswith("o")
            else (self.inflect(x, gender, head, number) or x)
            for x in parts
        )

    def _inflect_rules(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        lex = self.lexical(word, gender, number)
        if lex is not None and (
            number == "pl" or not word.endswith(("s", "x")) or word in LEXICON or word in LEXICON_F
        ):
            return (
                lex
                if number != "pl" or lex.endswith(("s", "x"))
                else _plural_m(lex)
                if gender == "M"
                else lex + "s"
            )
        # fr-inflect-60: a plural the ending rules take for one form in both numbers ("vrais")
        # gets its singular from the dictionary (:mod:`fairmt.inflect.french_plural_forms`).
        dict_sg = dictionary_singular(word) if number != "sg" else None
        plural = (
            number == "pl"
            or dict_sg is not None
            or (number is None and word.endswith(("s", "x")) and _singular(word) != word)
        )
        sg = (dict_sg or _singular(word)) if plural else word
        if plural and word.endswith("aux") and gender == "F":
            sg = word[:-1] if word.endswith("eaux") else word[:-3] + "al"
        out = _to_fem(sg, head) if gender == "F" else _to_masc(sg, head)
        if out is None:
            return None
        if not plural:
            return out
        if gender == "F":
            return out if out.endswith(("s", "x")) else out + "s"
        return _plural_m(out)

    def _det_gender(self, pieces: Sequence[Piece], k: int) -> str:
        # "mon amie": mon/ton/son before a vowel say nothing about the gender.
        if pieces[k].word in ("mon", "ton", "son") and k + 1 < len(pieces) and _vowel(pieces[k + 1].word):
            return ""
        if pieces[k].word == "l'":
            return ""  # the elided article has no gender: "l'infirmière"
        return super()._det_gender(pieces, k)

    def finalize(self, pieces: list[Piece], phrase: Sequence[int]) -> None:
        # "fille" is "fils" (daughter/son) after a possessive or before "de", else "garçon";
        # "femme" is "mari" after a possessive (wife/husband), else "homme".
        for k in phrase:
            p = pieces[k]
            if not p.new or p.new[0] not in ("garçon", "garçons", "homme", "hommes"):
                continue
            prev = pieces[k - 1].word if k > 0 else ""
            nxt = pieces[k + 1].word if k + 1 < len(pieces) and "closes" not in p.info else ""
            kin = prev in _POSSESSIVE or prev in ("ex", "ex-")
            son = kin_reading(pieces, k)  # (fr-inflect-79) frames of either sense; a possessive wins
            if p.new[0].startswith("garçon") and (kin or son or (son is None and nxt in _DE)):
                p.new = ["fils"]
            elif p.new[0].startswith("homme") and kin:
                p.new = ["mari" if p.new[0] == "homme" else "maris"]

    def word_gender(self, word: str) -> tuple[Gender, Number] | None:
        sg = _singular(word)
        number = "pl" if sg != word else "sg"
        if word.endswith(("s", "x")) and sg == word:
            number = ""
        if sg in LEXICON:
            return ("M", number)
        if sg in LEXICON_F:
            return ("F", number)
        if sg in EPICENE:
            return None
        for suffix, g in (
            ("ie", "F"),
            ("i", "M"),
            ("trice", "F"),
            ("euse", "F"),
            ("ière", "F"),
            ("ienne", "F"),
            ("onne", "F"),
            ("ée", "F"),
            ("teur", "M"),
            ("eur", "M"),
            ("ier", "M"),
            ("ien", "M"),
            ("é", "M"),
            ("ante", "F"),
            ("ant", "M"),
            ("ente", "F"),
            ("ent", "M"),
        ):
            if sg.endswith(suffix) and len(sg) > len(suffix) + 1:
                return (g, number)
        # Then the dictionary: a noun it reads in one gender only ("voisins", "cousin").
        morph = morphology("fr")
        if morph is not None:
            nouns = morph.noun_readings(word)
            genders = {r.gender for r in nouns} - {"mf", ""}
            if len(genders) == 1:
                # The number from the dictionary too ("fils" is both, not the plural of "fil").
                numbers = {r.number for r in nouns}
                known: Number = "sg" if numbers == {"sg"} else "pl" if numbers == {"pl"} else ""
                return ("F" if genders == {"f"} else "M", known)
        return None

    def person_noun(self, word: str, det_gender: str = "") -> bool:
        """:meth:`RomanceInflector.person_noun`, less the animals: a noun every dictionary
        reading of which names an animal (``chat``/``chatte``, ``chien``, ``tigre``, by
        Apertium's bilingual dictionaries and WordNet, :mod:`fairmt.inflect.french_animacy`)
        keeps its gender ("leur chat" of "their cat"), although the forms table lists its
        pair for the rare text that does change it. Nor the thing noun of a lexicon adjective
        pair (fr-inflect-69: ``le public``, ``le secret``;
        :mod:`fairmt.inflect.french_adjective_things`)."""
        from fairmt.inflect.french_adjective_things import adjective_thing_noun
        from fairmt.inflect.french_animacy import animal_word

        if adjective_thing_noun(word):
            return False
        if super().person_noun(word, det_gender):
            return not animal_word(word)
        return _english_person(word)

    def _known_person(self, word: str) -> bool:
        """Listed as a person word (a pair, in either number; an epicene; a pronoun)."""
        sg = _singular(word)
        if any(w in LEXICON or w in LEXICON_F or w in EPICENE or w in PRONOUNS for w in (word, sg)):
            return True
        return self.lexical(word, "F", None) is not None or self.lexical(word, "M", None) is not None

    def inflect(self, word: str, gender: Gender, head: bool, number: Number | None) -> str | None:
        """The lexicon's pair first, then Apertium's generator for a noun it knows (``<mf>``
        nouns are epicene: ``architecte``), then the ending rules."""
        morph = morphology("fr")
        if self.lexical(word, gender, number) is None:
            if morph is not None:
                rs = morph.readings(word)
                if word in ("ayant", "étant"):
                    return word  # fr-inflect-37: the auxiliaries' present participles, invariable
                if rs and all(r.pos == "adj" and r.gender == "mf" for r in rs):
                    # (fr-inflect-28) An adjective the dictionary knows with one form for both
                    # genders and nothing else ("super", "sympa", "jeune"): it keeps its form
                    # (TLFi, "super", adj. inv.), where the ending rules would make "supère".
                    return word
            if morph is not None and any("acr" in r.tags for r in morph.noun_readings(word.upper())):
                return word
            if morph is not None and head and morph.noun_readings(word):
                form = _written_case(word, morph.noun_pair(word, gender, number))
                # A real pair from the dictionary; for a noun it lists as epicene the rules
                # still give the feminised form in use ("soldate", "agente") when they have one.
                if form is not None and form != word:
                    if form.endswith(("esse", "esses")) and word.endswith(("e", "es")):
                        # A noun in -e is epicene in current French ("la maire", "la ministre",
                        # "la juge": the government's feminisation guide, "Femme, j'écris ton
                        # nom", 1999); the dictionary's old -esse forms ("mairesse") are not
                        # used for the office. The established -esse pairs ("maîtresse",
                        # "hôtesse") are in the lexicon, which is asked first.
                        return word
                    return form
                if form == word and word.endswith(("e", "es")):
                    return word  # an epicene in -e by the dictionary: "architecte"
            if morph is not None and head and _english_agent_loan(word, morph):
                return word  # "la designer", "la pharmacist": only the determiner varies
        out = self._inflect_rules(word, gender, head, number)
        if (
            out is not None
            and out != word
            and morph is not None
            and head
            and (nouns := morph.noun_readings(word))
            and all(r.gender == "mf" for r in nouns)
            and morph.only_verb(out)
        ):
            # (fr-inflect-53) A noun the dictionary lists for both genders whose ending-rule
            # form is only a verb form there ("fan" -> "fanes", of *faner*) has no such
            # feminine: it is epicene ("une fan"; TLFi, "fan", n. m. et f.), as "soldat" is
            # not (its rule form "soldate" is no other word).
            return word
        if (
            out is not None
            and morph is not None
            and gender == "M"
            and word.endswith(("euse", "euses"))
            and self.lexical(word, gender, number) is None
        ):
            out = _eur_or_eux(word, out, morph)
        if gender == "M" and self.lexical(word, gender, number) is None:  # fr-inflect-81: -esse on a feminine
            out = masculine_of_feminine(word, out, lambda w: self.lexical(w, "M", number))
        return out


_SHORT_MASCULINE = ("beau", "nouveau", "vieux")


def _written_case(word: str, form: str | None) -> str | None:
    """The dictionary's ``form`` of the lower-case ``word`` in lower case (fr-inflect-67).

    Apertium's dictionary enters a few nouns of peoples with a capital ("Gitan"/"Gitane"), so
    its pair for "gitan" came back as "Gitane". Whether such a noun takes a capital is the
    writer's choice, kept by the text ("un gitan" and "un Gitan" are both in use; Grevisse
    and Goosse, *Le Bon Usage*, on the names of inhabitants and peoples), and flipping the
    gender must not change it: the caller restores the capital of a capitalised token
    (:meth:`fairmt.inflect.base.Word.render`), so the form is given in lower case where the
    word is.
    """
    if form is None or not word.islower() or form.islower():
        return form
    return form.lower()


def _only_verb(word: str) -> bool:
    """Whether the dictionary reads ``word`` only as a verb form ("attendaient")."""
    morph = morphology("fr")
    return morph is not None and morph.only_verb(word)


def _nominalised_noun(word: str) -> bool:
    """Whether the dictionary knows ``word`` as the noun its adjective makes (``vieux``/``vieille``,
    "the old man/woman") and as no noun of another lemma (``nouvelle``, "news", beside the
    adjective ``nouveau``); ``dernier``, ``premier``, ``beau``, which it reads only as
    adjectives, stay determiners here (they are said of things as often), fr-inflect-51."""
    morph = morphology("fr")
    if morph is None:
        return False
    rs = morph.readings(word)
    adjectives = {r.lemma for r in rs if r.pos == "adj"}
    nouns = {r.lemma for r in rs if r.pos == "n"}
    return bool(nouns) and nouns <= adjectives
