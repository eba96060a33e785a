"""Words outside a realised Italian noun phrase that agree with it: a layer of the inflector.

After the span's phrase is realised, words next to it that agree with the same noun follow
it: a possessive after the noun ("un'amica mia", "colleghe delle nostre"), a past participle
used as its attributive ("La candidata eletta"), adjectives set off by commas ("Le infermiere,
stanche e affamate, ..."), an adjective coordinated with the noun's own ("giovane e
ambiziosa"), the participle of a passive before a predicative noun ("è stata nominata
direttrice"), and the quantifier of a group subject ("Una di loro fu arrestata").
:class:`ItalianPhraseAgreement` holds these, called from ``realise``
(:mod:`fairmt.inflect.italian_realiser`); the subject's predicate is
:mod:`fairmt.inflect.italian_agreement`'s. Moved verbatim from :mod:`fairmt.inflect.italian`
(no behaviour change); the layers are described there, under "Layout".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_agreement import _GROUP_PRONOUNS
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_thing_agreement import ItalianThingAgreement
from fairmt.inflect.italian_words import (
    _ESSERE_PARTICIPLES,
    _VERB_POS,
    CONTRACTIONS,
    DET_ROWS,
    ESSERE,
    PARTITIVES,
    PARTITIVES_BACK,
    essere_participle,
)
from fairmt.inflect.romance import Gender, named_subject, paradigm_form


def _group_quantifier(before: Sequence[str], after: list[str], k: int, gender: Gender) -> list[str]:
    """The quantifier of a group subject that the changed predicative at ``k`` agrees with
    ("Uno di loro fu arrestato" -> "Una di loro fu arrestata", "Alcuni di noi erano stanchi"):
    over forms of *essere*, its participles and adverbs only, back to an invariant plural
    pronoun after "di" (:data:`~fairmt.inflect.italian_subject_phrase._GROUP_PRONOUNS`) and a
    partitive quantifier (:data:`PARTITIVES`) that opens the sentence or a clause after
    punctuation; that quantifier takes ``gender`` (Treccani, "pronomi indefiniti": they agree
    with the group they quantify)."""
    j = k - 1
    while j >= 0 and not Word.parse(before[j]).post.strip():
        low = Word.parse(before[j]).core.lower()
        if low not in ESSERE and low not in _ESSERE_PARTICIPLES and low not in ADVERBS:
            break
        j -= 1
    if j < 2 or Word.parse(before[j]).core.lower() not in _GROUP_PRONOUNS:
        return after
    de, q = Word.parse(before[j - 1]), Word.parse(before[j - 2])
    if de.core.lower() != "di" or de.post.strip() or q.post.strip():
        return after
    if j - 2 > 0 and not Word.parse(before[j - 3]).post.strip():
        return after  # not at a clause's start: the group may be an object
    table = PARTITIVES if gender == "F" else PARTITIVES_BACK
    low = q.core.lower()
    if low in table and after[j - 2] == before[j - 2]:
        after[j - 2] = q.render(table[low])
    return after


#: The possessives (Serianni, *Grammatica italiana*, VII.94-102), masculine and feminine
#: singular, masculine and feminine plural. After their noun they agree with it in gender and
#: number ("un amico mio" -> "un'amica mia"): the English "of mine/yours/ours" of a person.
#: *loro* has one form and is left out. The paradigms are the determiner table's.
_POSSESSIVES: tuple[tuple[str, str, str, str], ...] = tuple(
    DET_ROWS[g] for g in ("mio", "tuo", "suo", "nostro", "vostro")
)


def _possessive_after(base: list[str], k: int, gender: Gender) -> list[str]:
    """``base`` with the possessive at ``k``, right after a realised noun with no punctuation
    between, in ``gender`` (its number kept): "Un'amica mio" -> "Un'amica mia"."""
    if k == 0 or Word.parse(base[k - 1]).post.strip():
        return base
    w = Word.parse(base[k])
    form = paradigm_form(w.core.lower(), _POSSESSIVES, gender)
    if form is None:
        return _partitive_possessive(base, k, gender)
    out = list(base)
    out[k] = w.render(form)
    return out


#: "di" and its plural contractions before a possessive pronoun, by the gender it takes (a
#: possessive begins with a consonant, so masculine "degli" never precedes one).
_OF_THE_PLURAL = {"F": {"di": "di", "dei": "delle", "degli": "delle", "delle": "delle"}}


_OF_THE_PLURAL["M"] = {"di": "di", "dei": "dei", "degli": "dei", "delle": "dei"}


def _partitive_possessive(base: list[str], k: int, gender: Gender) -> list[str]:
    """``base`` with a possessive pronoun after "di"/"dei"/"delle" at ``k``, right after a
    realised plural noun ("Alcuni colleghi dei nostri" -> "Alcune colleghe delle nostre",
    "Due amici di nostri" -> "Due amiche di nostre"): the English "of ours/yours", which
    Apertium renders with the partitive; the pronoun agrees with the persons it stands for
    (Serianni, *Grammatica italiana*, VII.94-102, possessive pronouns; Treccani, "nostro":
    "un amico dei nostri"). Only plural possessives: a singular one after "di" is a
    possessor ("il figlio del mio" is no such phrase)."""
    if k + 1 >= len(base):
        return base
    de, poss = Word.parse(base[k]), Word.parse(base[k + 1])
    table = _OF_THE_PLURAL[gender]
    if de.core.lower() not in table or de.post.strip():
        return base
    form = paradigm_form(poss.core.lower(), _POSSESSIVES, gender)
    if form is None or poss.core.lower() not in {row[2] for row in _POSSESSIVES} | {
        row[3] for row in _POSSESSIVES
    }:
        return base
    out = list(base)
    out[k] = de.render(table[de.core.lower()])
    out[k + 1] = poss.render(form)
    return out


#: Definite articles and prepositions contracted with one ("dalla", "nel"): the word after one
#: of them opens a noun phrase (pairs28).
_ARTICLED = frozenset(["il", "lo", "la", "i", "gli", "le"]) | frozenset(
    k for k, v in CONTRACTIONS.items() if len(v) == 2 and v[1] and not k.endswith("'")
)


#: Forms of *essere* and *venire* that a passive participle follows (it-inflect-25).
_PASSIVE_AUX = frozenset(
    [
        "è",
        "era",
        "fu",
        "sarà",
        "sarebbe",
        "sia",
        "fosse",
        "sono",
        "erano",
        "furono",
        "saranno",
        "sarebbero",
        "siano",
        "fossero",
        "essere",
        "stato",
        "stata",
        "stati",
        "state",
        "venne",
        "vennero",
        "viene",
        "vengono",
        "veniva",
        "venivano",
        "verrà",
    ]
)


class ItalianPhraseAgreement(ItalianThingAgreement):
    """Layer 7 of :class:`~fairmt.inflect.italian.ItalianInflector`: agreement with the phrase."""

    def _passive_participle(
        self, tokens: Sequence[str], out: list[str], ps: int, was: Gender, gender: Gender
    ) -> list[str]:
        """it-inflect-25: the participle of a passive with *essere* (or *venire*) right before
        the phrase, which is its predicative complement or its postposed subject ("Nel 1970 è
        stata nominata direttrice", "fu assunto come chimico", "È stata eletta la migliore
        giocatrice"): the participle agrees with the subject (Serianni, *Grammatica italiana*,
        XI.9 and XI.368, accordo del participio con *essere*), and the predicative names the
        same person, so the participle (and *stato* before it) turns with the phrase. Not after
        *avere* ("ha nominato direttrice la collega": the participle does not agree) nor before
        a preposition's object."""
        morph = morphology("it")
        if re.fullmatch(
            r"(a|da|di|de|in|ne|su)(l|ll[oaie'].*|i|gli)|a|da|di|in|su|per|con",
            Word.parse(tokens[ps]).core.lower(),
        ):
            return out  # a preposition's object ("fu consegnato al vicino"): no agreement
        j = ps - 1
        if j >= 0 and Word.parse(tokens[j]).core.lower() == "come":
            j -= 1
        if j < 1 or out[j] != tokens[j] or Word.parse(tokens[j]).post.strip():
            return out
        wl = Word.parse(tokens[j]).core.lower()
        if morph is None or not any("pp" in r.tags for r in morph.readings(wl)):
            return out
        if morph.agree(wl, was) != wl:
            return out
        aux = Word.parse(tokens[j - 1]).core.lower()
        if aux not in _PASSIVE_AUX:
            return out
        k = j - 1
        while k > 0 and Word.parse(tokens[k - 1]).core.lower() in _PASSIVE_AUX:
            k -= 1
        if not named_subject(tokens, k, lambda w: bool(morph.readings(w))):
            return out  # a dropped subject: the participle stands for the source's he/she
        new = morph.agree(wl, gender)
        if new is None or new == wl:
            return out
        out = list(out)
        out[j] = Word.parse(tokens[j]).render(new)
        if aux in _ESSERE_PARTICIPLES and out[j - 1] == tokens[j - 1]:
            out[j - 1] = Word.parse(tokens[j - 1]).render(essere_participle(aux, gender))
        return out

    def _postnominal_participle(self, base: list[str], k: int, gender: Gender) -> list[str]:
        """``base`` with the past participle right after a realised noun in ``gender`` ("Il
        candidato eletto ha ringraziato" -> "La candidata eletta ...", "Il paziente ferito"),
        its number kept (it-inflect-19): a participle used as an attributive adjective agrees
        with its noun (Serianni, *Grammatica italiana*, XI.410-412, the participle as an
        adjective; Treccani, "participio"). Only a word the dictionary reads as a participle
        (or lists only as a noun with a participle's ending, ``ferito``), with no punctuation
        before it and not standing before a noun it agrees with."""
        morph = morphology("it")
        if morph is None or k < 1 or k >= len(base) or Word.parse(base[k - 1]).post.strip():
            return base
        w = Word.parse(base[k])
        low = w.core.lower()
        rs = morph.readings(low)
        participle = any(r.pos in _VERB_POS and "pp" in r.tags for r in rs) and low not in self.FUNCTION
        if not participle and self._nominal_participle(low, gender) is None:
            return base
        if self._before_its_noun(base, k):
            return base
        noun = Word.parse(base[k - 1]).core.lower().split("'")[-1]
        if not self._same_number(noun, low):
            return base  # "l'imperatrice decise di ...": a plural participle is no attributive of hers
        if any("enc" in r.tags for r in morph.readings(Word.parse(base[k - 1]).core.lower())):
            # it-inflect-22: a verb with an enclitic pronoun is no noun ("di averle dato
            # protezione"): the participle after *avere* agrees with a direct-object clitic
            # before it only, never with a dative (Serianni, *Grammatica italiana*, XI.365).
            return base
        new = (morph.agree(low, gender) if participle else None) or self._nominal_participle(low, gender)
        if new is None or new == low:
            return base
        out = list(base)
        out[k] = w.render(new)
        return out

    def _appositive_adjectives(
        self, base: list[str], k: int, gender: Gender, opens: bool = False
    ) -> list[str]:
        """``base`` with the adjectives set off by commas right after a realised noun ("Gli
        infermieri, stanchi e affamati, sono andati a casa" -> "Le infermiere, stanche e
        affamate, ...") in ``gender`` (it-inflect-19). An adjective or participle in an
        incidental phrase after its noun agrees with it (Serianni, *Grammatica italiana*, V.27
        and V.38 on the adjective set off by commas). Only when the whole stretch between the
        commas is adjectives, participles, degree adverbs and "e"/"ed"/"ma": a noun or a verb
        there makes it something else (a relative clause, an apposition of a noun). When the
        noun's phrase opens the sentence (``opens``), the main predicate after the closing comma
        agrees too ("..., sono andate a casa")."""
        morph = morphology("it")
        if morph is None or k < 1 or k >= len(base) or Word.parse(base[k - 1]).post.strip() != ",":
            return base
        out = list(base)
        changed: list[tuple[int, str]] = []
        j = k
        while j < len(base):
            w = Word.parse(base[j])
            low = w.core.lower()
            rs = morph.readings(low)
            # (it-inflect-26) also an adverb the dictionary knows only as one ("visibilmente").
            adverb = bool(rs) and all(r.pos in ("adv", "preadv") for r in rs)
            if low in ("e", "ed", "ma") or low in self.INTENSIFIERS or low in ADVERBS or adverb:
                if w.post.strip():
                    return base
                j += 1
                continue
            prep = low[: low.index("'") + 1] if "'" in low[:-1] else low
            if changed and (low in self.PREPOSITIONS or prep in CONTRACTIONS):
                # "arrivata in ritardo,": the participle's complement runs to the closing comma
                # (no verb in it); its words are its own. (it-inflect-26) Or to the sentence's
                # end: "ha ricevuto l'ambasciatore, appena arrivato da Roma."
                end = j
                while end < len(base) and Word.parse(base[end]).post.strip() != ",":
                    post = Word.parse(base[end]).post.strip()
                    # pairs28 (it-inflect-28): a word right after an article, or a preposition
                    # contracted with one, is the noun of that phrase, not a finite verb
                    # ("criticata dalla *stampa*": not "stampa" of *stampare*; Serianni,
                    # *Grammatica italiana*, IV.1 and IV.79-80: the article introduces a noun).
                    # The contracted preposition itself is none either ("dalla": not *da' + la*).
                    here = Word.parse(base[end]).core.lower()
                    after_det = here in _ARTICLED or (
                        end > j and Word.parse(base[end - 1]).core.lower() in _ARTICLED
                    )
                    if (post and not (post == "." and end == len(base) - 1)) or (
                        not after_det
                        and any(
                            r.pos in _VERB_POS and "pp" not in r.tags
                            for r in morph.readings(Word.parse(base[end]).core.lower())
                        )
                    ):
                        return base
                    if post == ".":
                        break
                    end += 1
                if end >= len(base) or end - j > 4:
                    return base
                for t, form in changed:
                    out[t] = form
                return self._after_essere(out, end + 1, gender) if opens else out
            # (it-inflect-26) A participle that is also a noun ("colta", "colto in flagrante")
            # is the participle here: the stretch holds no determiner that would make it a noun.
            participle = any("pp" in r.tags for r in rs)
            if rs and (
                (morph.noun_readings(low) and not participle)
                or not all(r.pos in ("adj", "n") or "pp" in r.tags for r in rs)
            ):
                return base
            if not self._same_number(Word.parse(base[k - 1]).core.lower().split("'")[-1], low):
                # it-inflect-48: "consorti dell'Imperatore, chiamati Nyōgo": a plural is no
                # appositive of a singular noun (as in _postnominal_participle)
                return base
            new = morph.agree(low, gender) or self._unknown_adjective(low, gender)
            if new is None:
                return base
            changed.append((j, w.render(new)))
            if w.post.strip() == ",":
                for t, form in changed:
                    out[t] = form
                return self._after_essere(out, j + 1, gender) if opens else out
            if w.post.strip():
                return base
            j += 1
        return base

    def _coordinated_adjective(self, base: list[str], k: int, gender: Gender) -> list[str]:
        """``base`` with an adjective coordinated by *e*/*ed* with the noun's own agreeing
        adjective ("un avvocato giovane e ambizioso" -> "un'avvocata giovane e ambiziosa") in
        ``gender``, its number kept (it-inflect-18). Coordinated attributive adjectives all
        modify the noun and agree with it (Serianni, *Grammatica italiana*, V.27, the
        adjective's agreement). ``k`` is the token of ``base`` right after the realised noun;
        the first adjective (there, or after one degree adverb: "molto bravo e onesto") must
        already be in ``gender`` or have one form for both ("giovane"), with no punctuation
        in between; the second must be an adjective the dictionary inflects, not capitalised
        (a name)."""
        j = k
        if j < len(base) and Word.parse(base[j]).core.lower() in self.INTENSIFIERS:
            j += 1
        if k == 0 or j + 2 >= len(base) or any(Word.parse(base[i]).post.strip() for i in range(k - 1, j + 2)):
            return base
        first, conj, second = (Word.parse(base[i]) for i in (j, j + 1, j + 2))
        if conj.core.lower() not in ("e", "ed") or not first.core.islower() or not second.core.islower():
            return base
        low1, low2 = first.core.lower(), second.core.lower()
        if not self.adjective_like(low2) or not any(
            self.adjective_like(w) for w in (low1, self.inflect(low1, "M", False, None)) if w
        ):
            return base  # (the dictionary may list a feminine form, "brava", as a noun only)
        g1 = self.word_gender(low1)
        if g1 is not None and g1[0] != gender and self.inflect(low1, gender, False, None) not in (None, low1):
            return base  # the first adjective did not agree: no attributive chain to follow
        wg = self.word_gender(low2)
        if wg is None or wg[0] == gender:
            return base
        form = self.inflect(low2, gender, False, wg[1] or None)
        if form is None or form == low2:
            return base
        out = list(base)
        out[j + 2] = second.render(form)
        return out
