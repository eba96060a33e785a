"""Re-declining German noun phrases, pronouns and relative pronouns in the target gender.

:meth:`GermanDecliner._realise_unit` rewrites one noun phrase read by
:mod:`fairmt.inflect.german_units` in the same case and number: the determiner from the
article and ending tables, each adjective in the weak, mixed or strong declension its
determiner calls for, the noun from its pair. Around it: a partitive (``einer der Ärzte``,
``eine von ihnen``), a truncated conjunct (``Lehrer- und Schülerinnen``), a relative pronoun
that agrees with the phrase (``der Arzt, der`` -> ``die Ärztin, die``; ``dessen`` ->
``deren``), a personal or possessive pronoun outside any phrase, and a nominalised adjective
standing alone. :meth:`GermanDecliner._assemble` puts the rewritten words back with each
original word's capitalisation and punctuation. Pronouns whose referent is not the person (a plural ``sie``, a
feminine thing) are left alone: the tests that say so are in the lower layers.

Fourth layer of :class:`fairmt.inflect.german.GermanInflector`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import LEFT_WINDOW, Word, match_case
from fairmt.inflect.german_dative_objects import dative_plural_object
from fairmt.inflect.german_distributive import distributive_other
from fairmt.inflect.german_elliptic_appositions import realise_elliptic
from fairmt.inflect.german_elliptic_articles import elliptic_article
from fairmt.inflect.german_fused_articles import fused_form, is_fused
from fairmt.inflect.german_genitive_forms import strong_genitive
from fairmt.inflect.german_loose_appositions import apposed_name_end, unlisted
from fairmt.inflect.german_mixed_articles import mixed_ein_article
from fairmt.inflect.german_nouns import (
    NEUTER,
)
from fairmt.inflect.german_partitive_relatives import masculine_partitive_relative
from fairmt.inflect.german_possessive_ihr import ihr_after_preposition
from fairmt.inflect.german_predicates import (
    _REL_FORMS,
    _formal_sie,
    _nomadj_gender,
    _strip_adj,
    _wiktionary_fem_noun,
)
from fairmt.inflect.german_prepositional_relatives import prepositional_relative
from fairmt.inflect.german_relative_subjects import object_relative_die
from fairmt.inflect.german_shared_articles import shared_article_of_nominalised
from fairmt.inflect.german_shared_cases import shared_article_unit
from fairmt.inflect.german_units import (
    GermanUnitReader,
    Unit,
)
from fairmt.inflect.german_words import (
    _SOURCE_NUMBER,
    ACC_PREPS,
    ADJ_MIXED,
    ADJ_STRONG,
    ADJ_WEAK,
    CASES,
    CONTRACT,
    CONTRACTIONS,
    DAT_PREPS,
    DEF,
    DER_WORD_END,
    DER_WORDS,
    EIN_WORD_END,
    EIN_WORDS,
    FINITE_PL,
    FINITE_SG,
    GEN_PREPS,
    NOUN_CONJUNCTIONS,
    NUMERALS,
    PARTITIVE_POSSESSIVES,
    PLURAL_PRONOMINALS,
    PREPS,
    PRONOUN_F,
    QUANTIFIERS,
    REL_F_TO_M,
    REL_M_TO_F,
    TWO_WAY_PREPS,
)

#: The masculine singular quantifier pronouns whose relative clause opens with "der"
#: (nominative jeder/keiner/einer, accusative and dative jeden/jedem/keinen/keinem).
_MASC_QUANTIFIER_PRONOUNS = frozenset(["jeder", "jeden", "jedem", "keiner", "keinen", "keinem", "einer"])


#: Masculine partitive pronouns in every case but the genitive ("einer/einen/einem der Spieler").
_MASCULINE_PARTITIVES = frozenset(s + e for s in ("ein", "kein", "jed") for e in ("er", "en", "em"))


class GermanDecliner(GermanUnitReader):
    # ------------------------------------------------------------------ generation

    def _bare_title_before_name(self, u: Unit, words: list[Word]) -> bool:
        """(de-inflect-22) Whether ``u`` is a bare title right before a name (no determiner, no
        adjective: "von Präsidentin Saied"). A title or rank before a name without an article
        stays uninflected in the masculine (Duden, Die Grammatik: Titel vor Namen, "mit
        Präsident Obama", "die Rede Präsident Kennedys"), so a weak noun takes no -en there:
        "von Präsidentin Saied" -> "von Präsident Saied", not "Präsidenten"."""
        return (
            u.det is None
            and not u.adjs
            and u.noun is not None
            and u.noun + 1 < len(words)
            and not words[u.noun].post
            and self._given_name_follows(words, u.noun)
        )

    def _conjunct_of_genitive_plural(self, words: list[Word], first: int) -> bool:
        """Whether the bare phrase starting at ``first`` is a later conjunct of a bare strong
        "-er" nominalised adjective that a genitive preposition governs ("einschließlich
        Verbündeter und Unabhängiger"): the preposition governs every conjunct, so the second
        is the same genitive plural (de-inflect-20). Without a determiner the strong ending -er
        of an adjective is the genitive plural or the masculine nominative singular (Duden, Die
        Grammatik, starke Deklination des Adjektivs); after "wegen"/"einschließlich" ... only the
        genitive is possible, and a genitive singular masculine would end in -en
        ("einschließlich Verbündeten" is no singular either), so the form is plural and has
        one form for both genders."""
        k = first - 1
        if k < 2 or words[k].core.lower() not in NOUN_CONJUNCTIONS or words[k - 1].post:
            return False
        before = words[k - 1]
        nomadj = self._nomadj(before.core)
        return (
            nomadj is not None
            and nomadj[1] == "er"
            and words[k - 2].core.lower() in GEN_PREPS
            and not words[k - 2].post
        )

    def _realise_unit(
        self, u: Unit, words: list[Word], target: str, new: dict[int, list[str]], s: int = 0
    ) -> bool:
        """Fill ``new`` (token -> replacement words) for one phrase; False when impossible."""
        assert u.noun is not None
        core = words[u.noun].core
        nomadj = self._name_nomadj(words, u.noun)
        info = self.noun_info(core) if nomadj is None else None
        fem_noun = False
        adj_stem: str | None = None
        genitive_plural = False
        if nomadj is not None and u.det is None and not u.adjs:
            shared = shared_article_of_nominalised(words, u.noun, self._is_det)
            if shared is not None:
                # (de-inflect-36) "Der Gründer und Vorstandsvorsitzende": one article for both.
                # The conjunct is declined after that article, which the first conjunct's phrase
                # realises: its own rewrite of the article is dropped again. (A copy with the
                # article: the call writes no field of a unit, and the adjectives' list the copy
                # shares with u is only popped when there is no determiner.)
                before = new.get(shared)
                done = self._realise_unit(replace(u, det=shared), words, target, new, s)
                if before is None:
                    new.pop(shared, None)
                else:
                    new[shared] = before
                return done
        if nomadj is not None:
            det_low = words[u.det].core.lower() if u.det is not None else ""
            src_gender, number = _nomadj_gender(det_low, nomadj[1], self._is_det(det_low))
            # Beamter/Beamtin: an adjectival masculine whose feminine is a noun in -in.
            fem_noun = nomadj[0].lower().endswith(_wiktionary_fem_noun())
            if u.det is None:
                # Only adjectives with the noun's strong ending belong to it ("griffen Beamte an":
                # "griffen" is the verb).
                while u.adjs and _strip_adj(words[u.adjs[0]].core.lower())[1] != nomadj[1]:
                    u.adjs.pop(0)
            if (
                u.det is not None
                and det_low == "den"
                and nomadj[1] == "en"
                and u.prep is not None
                and words[u.prep].core.lower() in DAT_PREPS
                and words[u.prep].core.lower() not in ACC_PREPS
            ):
                src_gender, number = "p", "pl"  # "mit den städtischen Beamten": a dative plural
            if (
                u.det is not None
                and nomadj[1] == "en"
                and (det_low == "der" or det_low in PARTITIVE_POSSESSIVES)
                and self._partitive_pronoun(words, u.det) is not None
            ):
                # (de-inflect-18) "einen der Gesandten", "mit einem der Verletzten": after a
                # partitive pronoun "der ...en" is the genitive plural (Duden, Die Grammatik:
                # partitiver Genitiv), one form for both genders, not a feminine singular.
                src_gender, number = "p", "pl"
            if (
                u.det is None
                and nomadj[1] == "er"
                and (
                    (u.prep is not None and words[u.prep].core.lower() in GEN_PREPS)
                    or self._conjunct_of_genitive_plural(words, min([*u.adjs, u.noun]))
                )
            ):
                src_gender, number = "p", "pl"  # "einschließlich Verbündeter": a genitive plural
            if (
                u.det is None
                and nomadj[1] == "er"
                and u.prep is None
                and german_case.after_noun(words, min([*u.adjs, u.noun]))
            ):
                # "die Säuberungen anderer Spitzenbeamter": right after a noun, a bare strong
                # "-er" is a genitive plural attribute (a masculine nominative would open a
                # constituent of its own, after a verb or punctuation).
                src_gender, number = "p", "pl"
                genitive_plural = True
            if u.det is None and nomadj[1] == "e":
                # Without a determiner "-e" is the plural (Bundesbeamte, Reisende), except
                # as a predicate ("als Bankangestellte", "ist Angestellte").
                first = min([*u.adjs, u.noun])
                prev = words[first - 1].core.lower() if first > 0 and not words[first - 1].post else ""
                pred = self._predicate_number(words, first, first)
                quantified = prev in QUANTIFIERS or prev in NUMERALS  # (not digits: "bis 1852 Abgeordneter")
                # (de-inflect-17) Also after "als" where the English is plural ("als Überlebende
                # in Boote kroch" for "as survivors scrambled"): the strong plural in -e has one
                # form for both genders (Duden, Die Grammatik: starke Flexion im Plural), whether
                # "als" is the conjunction or the predicative "als" ("als Überlebende" for "as
                # survivors").
                if (
                    quantified
                    or _SOURCE_NUMBER.get() == "pl"
                    or (prev not in ("als", "wie") and pred != "sg" and _SOURCE_NUMBER.get() != "sg")
                ):
                    # ("die einige schikanierte Beamte ... genießen": a quantifier makes it plural.)
                    src_gender, number = "p", "pl"
            if _SOURCE_NUMBER.get() == "pl" and u.det is not None and nomadj[1] == "en":
                # "der Waffen der Beamten" for "the officers' guns": -en after der/den is also a
                # plural, which the English says it is.
                src_gender, number = "p", "pl"
            if src_gender == "p":
                src_gender = "m"
            if number == "pl" and not fem_noun:
                part = self._partitive_pronoun(words, u.det) if u.det is not None else None
                if part is not None and u.det is not None and u.det - 1 >= s - LEFT_WINDOW:
                    # (de-inflect-18) "einen der Gesandten" <-> "eine der Gesandten": the
                    # partitive pronoun takes the gender, the genitive plural stays.
                    new[u.det - 1] = [part + self._partitive_ending(words, u.det - 1, target.lower())]
                return True  # plural adjectival nouns have one form (die Angeklagten, Reisende)
        elif info is not None:
            src_gender, number, _, _ = info
        else:
            return False
        number = "pl" if genitive_plural else self._unit_number(u, words, src_gender, number)
        if (
            number == "pl"
            and _SOURCE_NUMBER.get() == "sg"
            and info is not None
            and info[3]
            and core.lower() == info[2][1].lower()
            and not (u.det is not None and words[u.det].core.lower() in ("die", "diese", "keine", "alle"))
            and not self._bare_weak_plural(u, words)
        ):
            number = "sg"  # "ihn als Helden" for "as a hero": a weak noun's -en is also singular
        if (
            number == "pl"
            and info is not None
            and info[3]
            and u.det is not None
            and words[u.det].core.lower() == "den"
            and (u.prep is None or words[u.prep].core.lower() not in DAT_PREPS)
            and not (u.noun is not None and dative_plural_object(words, u.det, u.noun))  # de-inflect-25
        ):
            # "warnte den Jungen": a weak noun in the accusative singular (also for an English
            # plural: "changed presidents" -> "wechselte den Präsidenten").
            number = "sg"
        if number == "gen":
            number = "sg"
        mixed = mixed_ein_article(words, u.det, self._is_det, src_gender, number)  # "einer Kollegen"
        if src_gender == target.lower() and not mixed:
            return True  # already in the target gender ("Spielern" stays a dative plural)
        # (de-inflect-49) A bare conjunct sharing an article takes the first conjunct's case
        # ("der Lehrerin und Malerin" -> "des Lehrers und Malers"): german_shared_cases.
        cu = (
            shared_article_unit(
                words,
                u,
                self._is_det,
                lambda w: (
                    (i := self.noun_info(w)) is not None and i[:2] in ((src_gender, ""), (src_gender, number))
                ),
                PREPS,
            )
            or u
        )
        cands = self._cases(cu, words, src_gender, number)
        case = self._resolve(cands, cu, words)
        ci = CASES.index(case)
        tg = target.lower()
        if info is not None:
            ms, mp, fs, fp = info[2]
            weak = info[3]
            if tg == "f":
                noun = fs if number != "pl" else fp
                tgram = "n" if fs.lower() in NEUTER else "f"
                if tgram == "n" and number != "pl" and case == "gen":
                    noun += "s"  # (de-inflect-33) a neuter's strong genitive: "des Mädchens"
            else:
                noun = ms if number != "pl" else mp
                tgram = "m"
                adj_stem = german_case.adjectival_masculine(ms, mp)
                if adj_stem is not None:
                    # Beamtin -> Beamter/Beamte/Beamten: the masculine is declined as an adjective.
                    noun = ""
                elif number == "pl":
                    if case == "dat" and not noun.endswith(("n", "s")):
                        noun += "n"
                elif case != "nom" and weak and not self._bare_title_before_name(u, words):
                    # (de-inflect-35) -n after -e and -er, and for Nachbar: "den Bauern", "dem Nachbarn".
                    short = noun.endswith(("e", "er")) or noun.lower().endswith("nachbar")
                    noun = noun + ("n" if short else "en")
                elif case == "gen":
                    noun = strong_genitive(noun)  # (de-inflect-46) "des Chefs", "des Arztes"
            if tg == "f" and number == "pl" and case == "dat" and not noun.endswith(("n", "s")):
                noun += "n"
        elif nomadj is not None and fem_noun and tg == "f":
            noun = nomadj[0] + ("innen" if number == "pl" else "in")
            tgram = "f"
        else:
            tgram = tg
            noun = ""
        g = "p" if number == "pl" else tgram
        # Determiner.
        dtype = "none"
        if u.det is not None:
            low = words[u.det].core.lower()
            kind = self._is_det(low)
            if kind in ("def", "contr"):
                art = DEF[g][ci]
                dtype = "der"
                if kind == "contr":
                    prep = CONTRACTIONS[low][0]
                    new[u.det] = [CONTRACT.get((prep, art), f"{prep} {art}")]
                elif is_fused(words, u.det):
                    new[u.det] = [fused_form(words[u.det], art, g, ci)]  # (de-inflect-44) "derselbe"
                else:
                    new[u.det] = [art]
                    contracted = german_case.contraction(words, u.prep, u.det, low, art, CONTRACT)
                    if contracted is not None:
                        new[u.prep] = [contracted]  # type: ignore[index]
                        new[u.det] = []
            elif kind == "der":
                stem = next(st for st in DER_WORDS if low.startswith(st))
                new[u.det] = [stem + DER_WORD_END[g][ci]]
                dtype = "der"
            elif kind == "ein":
                stem = next(
                    st
                    for st in EIN_WORDS
                    if low.startswith(st) and low[len(st) :] in ("", "e", "en", "em", "er", "es")
                )
                if stem == "ein" and g == "p":
                    return False
                if stem in ("sein", "ihr") and u.det >= s:
                    # A possessive inside the span belongs to the cue: its possessor flips too
                    # ("ihre Mutter" -> "sein Vater"); left of the span only its ending changes.
                    # (A detected cue's span starts after its possessive: :meth:`cue_span`.)
                    stem = "sein" if target == "M" else "ihr"
                new[u.det] = [stem + EIN_WORD_END[g][ci]]
                dtype = "ein" if EIN_WORD_END[g][ci] == "" else "der"
        table = ADJ_WEAK if dtype == "der" else ADJ_MIXED if dtype == "ein" else ADJ_STRONG
        for a in u.adjs:
            stem, _ = _strip_adj(words[a].core.lower())
            sem = self._semantic(stem, target)
            new[a] = [(sem or stem) + table[g][ci]]
        if adj_stem is not None:
            new[u.noun] = [adj_stem + table[g][ci]]
        elif nomadj is not None and not noun:
            new[u.noun] = [nomadj[0] + table[g][ci]]
        else:
            new[u.noun] = [noun]
            self._truncated_conjunct(words, u.noun, target, number, case, new)
        if number != "pl" and (case != "gen" or self._relative_not_head(words, u, src_gender)):
            # (A genitive attribute's relative clause may belong to its head: "die Geburt
            # der Herzogin, die ...", unless the pronoun's form cannot agree with the head.)
            self._relative(words, u.noun, src_gender, tgram, new, case)
        if number != "pl":
            distributive_other(words, u.noun, src_gender, tgram, new)
        if number == "pl" and case == "gen" and u.det is not None and u.det - 1 >= s - LEFT_WINDOW:
            part = self._partitive_pronoun(words, u.det)
            det_low = words[u.det].core.lower()
            if part is not None and (
                det_low in ("der", "dieser", "jener") or det_low in PARTITIVE_POSSESSIVES
            ):
                # "einer der Gründer" <-> "eine der Gründerinnen", "mit einem seiner Schüler" <->
                # "mit einer seiner Schülerinnen": the pronoun is one of them, in its own case.
                new[u.det - 1] = [part + self._partitive_ending(words, u.det - 1, tg, src_gender == "f")]
                self._partitive_relative(words, u, src_gender, tg, new)
        if number == "pl" and case == "dat" and u.prep is not None and u.prep >= 1:
            self._partitive_von(words, u, src_gender, tgram, new)
        return True

    def _partitive_von(
        self, words: list[Word], u: Unit, src: str, target: str, new: dict[int, list[str]]
    ) -> None:
        """A partitive pronoun before "von" and the plural person phrase ("einer von den Lehrern",
        "keine von ihren Kolleginnen") is one of those persons: it takes their gender, and so
        does a masculine singular relative pronoun after the phrase, which can only be the
        pronoun's ("Einer von Titus' Lehrern, der ..." -> "Eine von ... Lehrerinnen, die ...")."""
        p = u.prep
        if p is None or words[p].core.lower() != "von" or words[p - 1].post or words[p].pre:
            return
        low = words[p - 1].core.lower()
        stem = next((x for x in ("ein", "kein", "jed") if low[: len(x)] == x), None)
        ending = low[len(stem) :] if stem is not None else ""
        if stem is None or ending not in ("er", "e", "em", "en"):
            return
        before = words[p - 2].core.lower() if p >= 2 and not words[p - 2].post else ""
        if self._is_det(before):
            return  # "der eine von ihnen" has an article: no gendered pronoun form
        dative = ending == "em" or (ending == "er" and before in DAT_PREPS and before not in TWO_WAY_PREPS)
        # "eine von ihnen" is nominative or accusative; the masculine tells them apart (einer,
        # einen: Duden, Die Grammatik, Indefinitpronomen "einer"). It is the accusative where
        # the clause's structure makes the pronoun an object, as for a noun phrase
        # (:func:`fairmt.inflect.german_case.object_after_subject`: "Die Frauen töteten fünf,
        # enthaupteten eine von ihnen" -> "einen von ihnen").
        accusative = ending == "e" and german_case.object_after_subject(
            words, p - 1, self._is_det, self._adjective, PREPS
        )
        if target == "f":
            ending = "er" if dative else "e"
        else:
            ending = "em" if dative else "en" if ending == "en" or accusative else "er"
        new[p - 1] = [stem + ending]
        self._partitive_relative(words, u, src, target, new)

    def _partitive_relative(
        self, words: list[Word], u: Unit, src: str, target: str, new: dict[int, list[str]]
    ) -> None:
        """A masculine singular relative pronoun right after the plural phrase of a partitive
        pronoun can only be the pronoun's ("Einer seiner Schüler, der ..."): it takes the
        pronoun's gender ("Eine seiner Schülerinnen, die ..."); a feminine one, where its clause
        shows it singular, too (:mod:`fairmt.inflect.german_partitive_relatives`)."""
        r = u.noun + 1 if u.noun is not None else -1
        if u.noun is not None:
            # (de-inflect-43) Extraposed behind the verbs that close the clause ("stellte einen der
            # Spieler ein, der ...", "hat eine der Spielerinnen eingestellt, die ..."), as in _relative.
            cluster = german_case.verb_cluster_end(words, u.noun, self._is_det)
            if cluster is not None:
                r = cluster + 1
        if src == "m" and target == "f" and 0 < r < len(words) and words[r - 1].post.startswith(","):
            rel = {"der": "die", "den": "die", "dem": "der", "dessen": "deren"}.get(words[r].core.lower())
            if rel is not None and not words[r].pre and not self._np_follows(words, r):
                new[r] = [rel]
        elif (
            src == "f"
            and target == "m"
            and 0 < r < len(words)
            and words[r - 1].post.startswith(",")
            and not self._np_follows(words, r)
        ):
            # (de-inflect-41) "Eine der Spielerinnen, die den Pokal gewann" -> "Einer der
            # Spieler, der ...": only a singular clause is the pronoun's (german_partitive_relatives).
            rel = masculine_partitive_relative(words, r, lambda low: self._is_det(low) is not None)
            if rel is not None:
                new[r] = [rel]

    def _truncated_conjunct(
        self, words: list[Word], noun: int, target: str, number: str, case: str, new: dict[int, list[str]]
    ) -> None:
        """A truncated compound coordinated with the noun takes its gender, number and case:
        "Universitätswissenschaftler und -mitarbeiter" -> "... und -mitarbeiterinnen" (the
        second part stands for "Universitätsmitarbeiter")."""
        t = noun + 2
        if t >= len(words) or words[noun].post:
            return
        if words[noun + 1].core.lower() not in NOUN_CONJUNCTIONS:
            return
        w = words[t]
        if not w.pre.endswith("-") or not w.core[:1].islower() or not w.core.isalpha():
            return
        info = self.noun_info(w.core[:1].upper() + w.core[1:])
        if info is None or info[0] not in ("m", "f"):
            return
        ms, mp, fs, fp = info[2]
        if target == "F":
            form = fp if number == "pl" else fs
        else:
            form = mp if number == "pl" else ms
            if number == "pl" and case == "dat" and not form.endswith(("n", "s")):
                form += "n"
        if target == "F" and number == "pl" and case == "dat" and not form.endswith(("n", "s")):
            form += "n"
        new[t] = [form[:1].lower() + form[1:]]

    @staticmethod
    def _origin_phrase(words: list[Word], k: int) -> int:
        """The last word of an origin phrase ``aus`` + place name after the person (``der
        Eierverkäufer Paras Raykar aus Indore, dessen Karren ...``), or ``k`` without one.

        German grammar (Duden, Die Grammatik: the postnominal prepositional attribute) puts such
        a phrase inside the noun phrase, so a relative clause after it still belongs to the
        person; a place name is neuter or feminine, never taking ``der``/``den``/``dem``. Only
        ``aus`` (origin) with one or two capitalised words that Wiktionary does not list as
        nouns or lists as place names (``Toponym``: Köln), not ``aus der Stadt`` nor ``aus Stahl``;
        the last one carries the comma.
        """
        if not german_lexicon.available():
            return k
        a = k + 1
        if words[k].post.strip() or a + 1 >= len(words) or words[a].core != "aus" or words[a].post.strip():
            return k
        for n in (a + 1, a + 2):
            if n >= len(words):
                return k
            core = words[n].core
            if (
                not core[:1].isupper()
                or not core[1:].islower()
                or (german_lexicon.known_noun(core) and not german_lexicon.toponym(core))
                or german_lexicon.lookup(core) is not None
            ):
                return k
            if words[n].post.startswith(","):
                return n
            if words[n].post.strip():
                return k
        return k

    def _relative_not_head(self, words: list[Word], u: Unit, src: str) -> bool:
        """Whether the relative pronoun after a genitive attribute (``Antithese des Präsidenten,
        den ...``) can only refer to the attribute's person noun: the noun heading the phrase
        right before the attribute's determiner has a genus (Wiktionary's singular) whose
        relative pronouns do not include the pronoun's form. German relative pronouns agree in
        gender and number with their antecedent (Duden, Die Grammatik, Relativsatz), and "den"
        is masculine (or plural "denen", another word), so it cannot be the feminine
        Antithese's; "die Geburt der Herzogin, die ..." stays ambiguous and is left."""
        if u.noun is None or u.det is None or u.det < 1 or not words[u.noun].post.startswith(","):
            return False
        r = u.noun + 1
        if r >= len(words) or words[r].pre or words[u.det - 1].post:
            return False
        rel = words[r].core.lower()
        forms = {"m": ("der", "den", "dem", "dessen"), "f": ("die", "der", "deren")}.get(src)
        if forms is None or rel not in forms:
            return False
        head = words[u.det - 1].core
        if not head[:1].isupper():
            return False
        genus = self._singular_genus(head)
        return bool(genus) and all(rel not in _REL_FORMS.get(g, ()) for g in genus)

    def _bare_title(self, words: list[Word], noun: int) -> bool:
        """Whether the person noun at ``noun`` stands without an article or any determiner
        (adjectives may precede it) right before a capitalised word: a singular count noun
        takes an article in German except as a title or profession before a name in close
        apposition ("an Richter Kavanaugh, der ...", "Präsident Trump"; Duden, Die Grammatik:
        enge Apposition, Titel vor Namen ohne Artikel), so the word after it is the name,
        also where Wiktionary lists it as a noun, and the relative clause after the name is
        the person's (de-inflect-17)."""
        k = noun - 1
        while k >= 0 and not words[k].post and self._adjective(words[k].core):
            k -= 1
        if k < 0 or words[k].post:
            return True
        low = words[k].core.lower()
        return self._is_det(low) is None and low not in CONTRACTIONS

    def _reaches_comma(self, words: list[Word], t: int, noun: int) -> bool:
        """Whether the realisation of the person noun at ``noun`` reads a name in close apposition
        up to the comma before the relative pronoun at ``t`` (:meth:`_close_name`)."""
        return self._close_name(words, noun)[0] == t - 1

    def _close_name(self, words: list[Word], noun: int) -> tuple[int, int]:
        """``(k, j)``: ``k`` is the last word of a name in close apposition after the person noun at
        ``noun`` whose word carries the comma of a relative clause ("der Schlagzeuger Bryan Carter,
        der ..."), else ``noun``; ``j`` is the last capitalised word read. Shared by
        :meth:`_relative` and the pronoun's own realisation, which leaves the pronoun to the noun's
        phrase exactly where this reaches it (german_name_relatives.noun_reaches_relative)."""
        k = noun
        # A name in apposition between the noun and the comma ("der Schlagzeuger Bryan Carter,
        # der ..."): the relative clause is the person's.
        # The word with the comma must be a name (no noun in Wiktionary: "Carter" only looks
        # like an agent noun); a given name before it may also be a noun ("Verkehrsminister
        # Grant Shapps, der ...": "der Grant" is a noun too).
        j = k
        given = False  # a first capitalised word of the run (the given name: "Jonathan")
        while j + 1 < len(words) and j - noun < 3 and not words[j].post.strip():
            nxt = words[j + 1].core
            if not nxt[:1].isupper() or not german_lexicon.available() or self._is_det(nxt.lower()):
                break
            j += 1
            unknown = unlisted(nxt)
            # (de-inflect-34) A given name Wiktionary lists, with no noun genus, is a name as
            # well ("der Trainer Peter, der ...": the relative clause is the person's).
            unknown = unknown or (german_lexicon.given_name(nxt) and german_lexicon.lemma_genus(nxt) == "")
            if words[j].post.startswith(","):
                # (de-inflect-16) Two capitalised words with no article between the person noun
                # and the comma are a given name and a surname, also where Wiktionary lists them
                # as nouns ("Reporter Jonathan Karl, der", "Lehrer Peter Bauer, der"): a noun in
                # close apposition takes its name without an article, and a common noun after
                # it would need one (Duden, Die Grammatik: enge Apposition).
                if unknown or given or (j == noun + 1 and self._bare_title(words, noun)):
                    k = j
                break
            given = True
        return k, j

    def _relative(
        self,
        words: list[Word],
        noun: int,
        src: str,
        target: str,
        new: dict[int, list[str]],
        head_case: str | None = None,
    ) -> None:
        """The relative pronoun of a singular person noun follows its gender, in its own case.

        ``Ein Zeuge, der ...`` -> ``Eine Zeugin, die ...``; also after a genitive attribute
        (``ein hoher Beamter der Niederlassung, der ...``), when the pronoun's form agrees with
        the person noun and not with the attribute's noun.
        """
        rel_forms = {
            "m": ("der", "den", "dem", "dessen"),
            "f": ("die", "die", "der", "deren"),
            "n": ("das", "das", "dem", "dessen"),  # (de-inflect-33) "das Mädchen, das ..."
        }
        k, j = self._close_name(words, noun)
        last = j if k == noun else k
        if (origin := self._origin_phrase(words, last)) != last:
            k = origin
        cluster = german_case.verb_cluster_end(words, k, self._is_det)
        if cluster is not None:
            k = cluster  # an extraposed relative clause: "vom Rivalen zurückgekehrt hat, der ..."
        if not words[k].post.startswith(","):
            # A genitive attribute between the noun and its relative clause.
            j = k + 1
            if j >= len(words) or words[k].post or words[j].core.lower() not in ("der", "des"):
                return
            attr_det = words[j].core.lower()
            j += 1
            while j < len(words) and self._adjective(words[j].core) and not words[j].post:
                j += 1
            if j >= len(words) or not words[j].core[:1].isupper() or not words[j].post.startswith(","):
                return
            attr = self.noun_info(words[j].core)
            attr_gender = attr[0] if attr is not None else ("f" if attr_det == "der" else "m")
            if attr is None and attr_det == "des" and german_lexicon.available():
                # (de-inflect-34) A genitive attribute in -s/-es whose noun Wiktionary lists as
                # neuter only ("des Opfers", "des Unternehmens") takes "das", never "der": the
                # masculine relative pronoun after it is the person's ("Der Anwalt des Opfers,
                # der ...").
                core = words[j].core
                stems = [core[: -len(e)] for e in ("es", "s") if core.endswith(e) and len(core) > len(e) + 2]
                genera = {german_lexicon.lemma_genus(s) for s in stems} - {""}
                if genera and all(g == "n" for g in genera):
                    attr_gender = "n"
            if attr_gender == src:
                return  # the relative may refer to the attribute's noun
            k = j
        # (de-inflect-40) A name in loose apposition: "der Chef der Gruppe, Sam Lee, der ..."; not
        # where the relative is already a person reference of the name's own (_name_relative).
        name_end = apposed_name_end(words, k, self._is_det, lambda w: self.noun_info(w) is not None)
        if name_end != k and not self._name_relative(words, name_end + 1):
            k = name_end
        r = k + 1
        if r >= len(words) or words[r].pre or src not in rel_forms or target not in rel_forms:
            return
        pr = prepositional_relative(words, r, rel_forms[src], lambda x: self._np_follows(words, x))
        if pr is not None:
            # (de-inflect-34) "Der Minister, mit dem sie sprach": the preposition's case; a
            # feminine "die" after a preposition is the accusative ("über die" -> "über den").
            pl = words[pr].core.lower()
            case = 1 if pl == "die" else rel_forms[src].index(pl)
            new[pr] = [rel_forms[target][case]]
            return
        if head_case is not None and realise_elliptic(words, r, src, target, head_case, new):
            return  # (de-inflect-37) "einen Boten, den dritten," -> "eine Botin, die dritte,"
        low = words[r].core.lower()
        if low not in rel_forms[src] or (
            low not in ("dessen", "deren")
            and self._np_follows(words, r)
            and not self._relative_pronoun(words, r)
        ):
            return  # an article of the next phrase ("der erste Mann, die erste Person")
        # Case of the source pronoun (feminine "die" is nominative or accusative: nominative,
        # unless a subject pronoun follows it: german_relative_subjects.object_relative_die).
        case = rel_forms[src].index(low)
        if src == "f" and object_relative_die(words, r, german_case.COPULA_FORMS):
            case = 1
        new[r] = [rel_forms[target][case]]

    @staticmethod
    def _partitive_masculine_antecedent(words: list[Word], t: int) -> bool:
        """Whether the relative pronoun ``der`` at ``t`` follows a masculine partitive pronoun
        and its genitive plural ("einer der Quästoren, der ...", "keiner der Spieler, der"):
        the relative agrees with the pronoun (Duden, Die Grammatik, Relativsatz: gender and
        number of the antecedent), so ``der`` is its masculine nominative, not a feminine
        dative that goes masculine as ``dem`` (de-inflect-15). The pronoun may be an object
        ("stellte einen der Spieler ein, der ...", de-inflect-43): its case is its own clause's."""
        if t < 3 or not words[t - 1].post.strip().startswith(","):
            return False
        k = t - 1
        steps = 0
        while k > 0 and steps < 5 and not (k < t - 1 and words[k].post):
            low = words[k - 1].core.lower()
            if low in ("der", "von") and not words[k - 1].post and k >= 2 and not words[k - 2].post:
                # (a neutral realisation's star form: "eine*r", "eine*n", "einem*einer")
                pron = words[k - 2].core.lower()
                return bool({pron, pron.replace("*", ""), pron.split("*")[0]} & _MASCULINE_PARTITIVES)
            k -= 1
            steps += 1
        return False

    def _quantifier_antecedent(self, words: list[Word], t: int) -> bool:
        """Whether the relative pronoun ``der`` at ``t`` opens the relative clause of a
        masculine quantifier pronoun right before its comma ("jedem, der fragt") or before the
        verbs that close the clause ("für jeden angerufen, der ..."): the relative takes the
        pronoun's gender and its own case (Duden, Die Grammatik, Relativsatz: Kongruenz mit
        dem Bezugswort), so ``der`` is the masculine nominative, not a feminine dative that
        goes masculine as ``dem`` (de-inflect-18)."""
        if t < 1 or words[t].pre or words[t - 1].post != ",":
            return False
        for q in range(max(0, t - 4), t):
            if words[q].core.lower() not in _MASC_QUANTIFIER_PRONOUNS or words[q].pre:
                continue
            if q == t - 1 or german_case.verb_cluster_end(words, q, self._is_det) == t - 1:
                return True
        return False

    # ------------------------------------------------------------------ pronouns

    def _pronoun(self, words: list[Word], t: int, target: str, s: int) -> str | None:
        low = words[t].core.lower()
        prev = words[t - 1].core.lower() if t > 0 and not words[t - 1].post else ""
        nxt = words[t + 1].core if t + 1 < len(words) and not words[t].post else ""
        before_noun = self._np_follows(words, t)
        if low in ("der", "die", "den", "dem", "das", "des") and before_noun:
            return None  # an article of a noun that is not a person noun
        if low in ("die", "der", "den") and nxt.lower() in PLURAL_PRONOMINALS:
            return None  # "Die meisten", "die beiden": a plural, no gender
        if (
            low.startswith(("ein", "kein"))
            and self._is_det(low) is not None
            and nxt.isalpha()
            and nxt.islower()
            and self._adjective(nxt)
            and not words[t + 1].post
            and t + 2 < len(words)
            and words[t + 2].core[:1].isupper()
        ):
            # (de-inflect-37) An article before an adjective and a capitalised word ("Eine müde
            # Smith ging heim"): no pronoun "einer" (one), which stands without a noun.
            return None
        if low in ("der", "die", "den", "dem", "das", "des") and elliptic_article(
            words, t, self._adjective, lambda w: self.noun_info(w) is not None or self._nomadj(w) is not None
        ):
            return None  # (de-inflect-38) "sowohl die kanadische als auch die amerikanische Regierung"
        if (
            low == "die"
            and target == "M"
            and not before_noun
            and nxt.isalpha()
            and nxt.islower()
            and nxt.endswith("en")
            and len(nxt) > 4
            and (words[t + 1].post or t + 2 >= len(words) or not words[t + 2].core[:1].isupper())
        ):
            return None  # "denen, die versuchen, ...": a plural verb right after it, a plural pronoun
        if low in ("die", "der", "den") and nxt.lower() in QUANTIFIERS:
            # "eine sein, die einige schikanierte Beamte ... genießen": a strong quantifier
            # takes no article, so the d-word is a pronoun of another phrase; a cue on it
            # belongs to the quantifier's plural phrase, which has no gender.
            return None
        if before_noun and low.startswith(("jed", "dies", "jen", "kein", "welch")) and self._is_det(low):
            k = t + 1
            while k < len(words) - 1 and not words[k].core[:1].isupper():
                k += 1
            head = words[k].core
            if self.noun_info(head) is None and self._nomadj(head) is None:
                return None  # the determiner of a noun without a gendered pair ("Jeder Mensch")
        if target == "F":
            if low in PRONOUN_F:
                return PRONOUN_F[low]
            if low.startswith("sein") and low[4:] in ("", "e", "en", "em", "er", "es"):
                return "ihr" + low[4:]
            if low in REL_M_TO_F:
                return REL_M_TO_F[low]
            for stem in ("dies", "jen", "jed", "welch", "kein", "ein"):
                if low == stem + "er":
                    return stem + "e"
            if not before_noun and low in ("jeden", "jedem", "keinen", "keinem", "einen", "einem"):
                # (de-inflect-17) The accusative and dative of the quantifier pronoun ("für
                # jeden von uns" -> "für jede von uns", "mit keinem von euch" -> "mit keiner
                # von euch"; Duden, Die Grammatik, Indefinitpronomen: jeder, jeden, jedem /
                # jede, jede, jeder).
                return low[:-2] + ("e" if low.endswith("en") else "er")
            return None
        if low == "sie":
            if _formal_sie(words, t):
                return None  # "bleiben Sie sicher": the polite "you", no person's gender
            if self._plural_clause_subject(words, t):
                return None
            if nxt.lower() in FINITE_PL and nxt.lower() not in FINITE_SG:
                return None  # "sie würden ...": the plural finite verb makes it a plural "they"
            return "ihn" if self._object_position(words, t) else "er"
        if low == "ihr":
            after_preposition = ihr_after_preposition(words, t, prev)
            if after_preposition is not None:
                return after_preposition  # (de-inflect-57) "für ihr Recht", "in ihr neues Haus", "mit ihr"
            # The uninflected possessive stands before a singular noun, or before an adjective
            # in -er/-es ("ihr bestes Debüt"); "brachte ihr zahlreiche Rollen" is the dative.
            # (de-inflect-35) So is "ihr" before a plural or a feminine noun, whose possessive
            # would be "ihre" ("legten ihr Handschellen an", "verbot, ihr Tribute zu zahlen";
            # Duden, Die Grammatik: Possessivartikel, Flexion).
            if nxt[:1].isupper():
                plural_or_feminine = german_lexicon.plural_only_form(nxt) or self._singular_genus(nxt) == "f"
                return "ihm" if plural_or_feminine else "sein"
            if before_noun and _strip_adj(nxt.lower())[1] in ("er", "es"):
                return "sein"
            return "ihm"
        if low.startswith("ihr") and low[3:] in ("e", "en", "em", "er", "es"):
            return "sein" + low[3:]
        if low in ("diejenige",):
            return "derjenige"
        if low in ("derjenigen",):
            return "demjenigen"
        if low == "dieselbe":
            return "derselbe"
        if low in REL_F_TO_M:
            if low == "der" and self._partitive_masculine_antecedent(words, t):
                return None  # "einer der Quästoren, der ...": the masculine nominative already
            if low == "der" and self._quantifier_antecedent(words, t):
                return None  # "jedem, der fragt": the masculine nominative already
            if low == "der" and nxt.islower() and self._adjective(nxt) and _strip_adj(nxt.lower())[1] == "e":
                # "erhöht sich auch der andere": after "der" a weak adjective in -e is the
                # masculine nominative; a feminine dative or genitive has -en ("der anderen";
                # Duden, Die Grammatik, schwache Adjektivflexion) (de-inflect-15).
                return None
            out = REL_F_TO_M[low]
            if low == "die" and prev in ACC_PREPS:
                return "den"
            return out
        for stem in ("dies", "jen", "jed", "welch", "kein", "ein"):
            if low == stem + "e":
                if not before_noun and german_case.object_after_subject(
                    words, t, self._is_det, self._adjective, PREPS
                ):
                    # A pronoun standing for a person ("eine von ihnen", "jede") is an object
                    # by the clause's structure, as a noun phrase is: the masculine accusative
                    # ("Die Polizei verhaftete eine von ihnen" -> "einen von ihnen"; Duden,
                    # Die Grammatik, Indefinitpronomen "einer": einer/einen).
                    return stem + "en"
                return stem + "er"
        return None

    def _lone_adjective(self, words: list[Word], t: int, gender: str) -> str | None:
        """A predicative/attributive adjective alone in the span is left as it is (German
        predicative adjectives do not agree); a strong -er/-e adjective before a noun flips."""
        core = words[t].core
        if (
            not core
            or not self._adjective(core)
            or self._is_det(core.lower()) is not None
            or t + 1 >= len(words)
        ):
            return None
        nxt = words[t + 1].core
        if not nxt or not nxt[0].isupper() or words[t].post:
            return None
        if self.noun_info(nxt) is None and self._nomadj(nxt) is None:
            return None  # no person noun to agree with ("produzierte Devlin": a verb and a name)
        stem, ending = _strip_adj(core.lower())
        if gender == "F" and ending == "er" and (t == 0 or self._is_det(words[t - 1].core.lower()) is None):
            return stem + "e"
        if gender == "M" and ending == "e" and (t == 0 or self._is_det(words[t - 1].core.lower()) is None):
            return stem + "er"
        return None

    def _assemble(
        self, tokens: Sequence[str], words: list[Word], new: dict[int, list[str]], s: int, lo: int
    ) -> list[str] | None:
        if not new:
            return None
        out: list[str] = list(tokens[:lo])
        for t in range(lo, len(tokens)):
            if t not in new:
                out.append(tokens[t])
                continue
            w = words[t]
            parts = " ".join(new[t]).split()
            if not parts:
                continue
            first = match_case(w.core, parts[0])
            if w.core and w.core[0].isupper() and not first[0].isupper():
                first = first[0].upper() + first[1:]
            rendered = [first, *parts[1:]]
            rendered[0] = w.pre + rendered[0]
            rendered[-1] = rendered[-1] + w.post
            if t < s - 1 and len(rendered) != 1:
                return None
            out.extend(rendered)
        if len(out) < s or out[: max(0, s)] != [*tokens[:lo], *out[lo:s]]:
            return None
        return out if out != list(tokens) else None
