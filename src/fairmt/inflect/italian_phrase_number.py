"""Italian phrase number: the number each word of a realised phrase takes.

:class:`ItalianPhraseNumber` refines :meth:`~fairmt.inflect.romance.RomanceInflector._numbers`
and :meth:`~fairmt.inflect.romance.RomanceInflector._same_number` for Italian: a head's number by
its form or ending, the feminine plural of nouns in -era spelt -ere ("le ingegnere",
:meth:`~ItalianPhraseNumber._era_plural`), and the number of an invariable noun ("re", "papà")
from the words around it (:meth:`~ItalianPhraseNumber._number_around`). It sits on
:class:`~fairmt.inflect.italian_word_classes.ItalianWordClasses`.
Moved verbatim from :mod:`fairmt.inflect.italian_forms`.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_lexicon import (
    LEXICON,
)
from fairmt.inflect.italian_word_classes import ItalianWordClasses
from fairmt.inflect.italian_words import (
    PRONOUNS,
)
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Det, Number

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


class ItalianPhraseNumber(ItalianWordClasses):
    """Layer 1c of :class:`~fairmt.inflect.italian.ItalianInflector`: the number of a phrase."""

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
