"""Italian word forms: the lowest layer of the Italian inflector (tables, word classes, forms).

:class:`ItalianWordForms` fills in the hooks :class:`~fairmt.inflect.romance.RomanceInflector`
asks a language for, one word at a time. It is built in sub-layers, one module each, every one a
subclass of the one below (as the layers of :mod:`fairmt.inflect.italian`):

* :class:`~fairmt.inflect.italian_word_tables.ItalianWordTables`: the language's tables as class
  attributes (determiners, contractions, elisions, pronouns, function words, intensifiers,
  agent-noun suffixes) and ``parse``, which reads a region of tokens into determiners, clitics
  and content words;
* :class:`~fairmt.inflect.italian_word_classes.ItalianWordClasses`: what a word is:
  ``person_noun``/``_known_person`` (the lexicon, then Apertium and the Spanish-translation check
  of :mod:`fairmt.inflect.italian_persons`), ``verb_form``, ``verb_like``, ``adjective_like``,
  ``preadjective``, ``degree_adjective``, ``is_clitic``, ``word_gender``;
* :class:`~fairmt.inflect.italian_phrase_number.ItalianPhraseNumber`: the number each word of a
  realised phrase takes (``_numbers``, ``_same_number``);
* :class:`ItalianWordForms` here: the form a word takes in the other gender: :meth:`det_form`
  (with the article the next word asks for), :meth:`clitic_form`, :meth:`pronoun_form`,
  :meth:`contract`, :meth:`inflect`/:meth:`lexical` (by :mod:`fairmt.inflect.italian_lexicon`),
  :meth:`_unknown_adjective` and :meth:`_nominal_participle` for words the dictionary does not
  know as adjectives; the enclitic pronouns of a verb are
  :func:`fairmt.inflect.italian_enclitics.enclitic_form`.

Decision: this layer looks at one word and, at most, its neighbours; which words agree
with a person (the predicate) is :mod:`fairmt.inflect.italian_agreement`, and which spans
are persons and how a whole span is realised is :mod:`fairmt.inflect.italian`. The layers
form a chain of subclasses rather than mixins so that ``mypy --strict`` checks every call
on ``self``; they are not meant to be used alone. ``cardinal`` and ``enclitic_form``, defined
here before the split into these modules, are still imported from here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import english
from fairmt.inflect.italian_clitic_infinitives import masculine_of_le
from fairmt.inflect.italian_co_plurals import co_plural
from fairmt.inflect.italian_enclitics import enclitic_form
from fairmt.inflect.italian_foreign_titles import foreign_title
from fairmt.inflect.italian_indefinite_altro import truncated_masculine
from fairmt.inflect.italian_io_plurals import io_adjective_plural
from fairmt.inflect.italian_lexicon import (
    _TRUNCATE,
    LEXICON,
    LEXICON_F,
    PLURAL_PAIRS,
    PLURAL_PAIRS_F,
    _agentive,
    _epicene_sg,
    _known_pair,
    _prefixed,
    _to_fem,
    _to_masc,
)
from fairmt.inflect.italian_loanwords import english_loanword, kin_base
from fairmt.inflect.italian_participial_relatives import participle_word
from fairmt.inflect.italian_phrase_number import ItalianPhraseNumber
from fairmt.inflect.italian_prefixes import prefixed_adjective, prefixed_participle
from fairmt.inflect.italian_strong_participles import strong_participle
from fairmt.inflect.italian_unknown_adjectives import (
    cognate_plural_form,
)
from fairmt.inflect.italian_word_classes import cardinal
from fairmt.inflect.italian_words import (
    _CONTRACT,
    _PARTICIPLE,
    AUX,
    DETS,
    FUNCTION,
    OPTIONAL_ELISION,
    PHONO,
    PREPOSITIONS,
    PRONOUN_FLIP,
    PRONOUN_FLIP_BACK,
    STANDALONE,
    _initial_class,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Det, Gender, Number

#: A character other than a letter of a-z (the Italian alphabet with the foreign letters j k w x
#: y), an accented vowel, the apostrophe, the slash, the dot and the hyphen (:meth:`ItalianWordForms.inflect`,
#: it-inflect-47).
_FOREIGN_LETTER = re.compile("[^a-zàèéìíòóùúîï'/.-]")

__all__ = ["ItalianWordForms", "cardinal", "enclitic_form"]


class ItalianWordForms(ItalianPhraseNumber):
    """Layer 1 of :class:`~fairmt.inflect.italian.ItalianInflector`: tables and word forms."""

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
            if (
                cls == "vowel"
                and det.group in OPTIONAL_ELISION
                and not orig.endswith("'")
                and not truncated_masculine(orig, nxt)  # it-inflect-62: "nessun altro" -> "nessun'altra"
            ):
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
                by_infinitive = masculine_of_le([p.word for p in pieces], k + 1)
                if by_infinitive is not None:
                    return by_infinitive  # it-inflect-63: "le chiese di respirare" -> "gli chiese"
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
            # the accented vowels), so it keeps its form ("chiamate Nyōgo", not "Nyōga"); a
            # listed foreign title has its pair (it-inflect-63: "Fürst" -> "Fürstin")
            return foreign_title(word, gender) or word
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
        if head and morph is not None and number != "sg" and self.lexical(word, gender, number) is None:
            # it-inflect-60: "sindaci" <-> "sindache"; a listed pair wins ("monaci" -> "suore")
            co = co_plural(morph, word, gender)
            if co is not None:
                return co
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
