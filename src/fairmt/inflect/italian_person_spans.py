"""Which spans of an Italian sentence are persons: a layer of the Italian inflector.

:class:`ItalianPersonSpans` finds the nouns after a determiner that may denote gender-variable
people (``person_spans``: the noun after prenominal adjectives, agent nouns the dictionary
lacks, nominalised participle subjects, "quelle" heading a participial relative) and the bare
predicate nouns after *essere*, *diventare* or *come* that name the subject's role ("era
maestra", "lavorò come impiegata"), with the participle of *essere*/*diventare* before one
("è stata anche segretaria"). Moved verbatim from :mod:`fairmt.inflect.italian` (no behaviour
change); the layers are described there, under "Layout".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, features_agree
from fairmt.inflect.italian_agent_nouns import unknown_agent_spans
from fairmt.inflect.italian_participial_relatives import participial_relative
from fairmt.inflect.italian_persons import prenominal_adjective
from fairmt.inflect.italian_roles import _BARE_PREDICATE_HEADS, ItalianRoles, _predicate_adverb
from fairmt.inflect.italian_thing_homographs import thing_homograph
from fairmt.inflect.italian_thing_spans import thing_span
from fairmt.inflect.italian_word_classes import cardinal
from fairmt.inflect.nominalised_subjects import nominalised_subject_spans

#: The participles of *essere* and *diventare*/*divenire* that agree with the subject.
_COPULA_PARTICIPLES = frozenset(
    f"{stem}{ending}" for stem in ("stat", "diventat", "divenut") for ending in "oaie"
)


#: it-inflect-55: the adjectives that stand before the cardinal of their own noun phrase ("gli
#: *ultimi* dieci anni", "le *prossime* due settimane", "i *primi* tre giorni"): the ordinals up
#: to "decimo" and the adjectives of order in time. A small closed class, so that a nominalised
#: adjective before an adverbial count ("le stanche due volte", rare) is not read as one.
_BEFORE_NUMERAL = frozenset(
    f"{stem}{ending}"
    for stem in [
        "prim",
        "second",
        "terz",
        "quart",
        "quint",
        "sest",
        "settim",
        "ottav",
        "non",
        "decim",
        "ultim",
        "prossim",
        "scors",
        "passat",
        "successiv",
    ]
    for ending in "oaie"
) | frozenset(("precedente", "precedenti", "seguente", "seguenti"))


def _before_counted_noun(tokens: Sequence[str], t: int, person: Callable[[str], bool]) -> bool:
    """it-inflect-55: whether ``tokens[t]`` is an adjective of :data:`_BEFORE_NUMERAL` before a
    cardinal and the thing noun it counts, agreeing with that noun ("negli *ultimi* dieci anni",
    "le *prossime* due settimane"): such an adjective stands before the numeral of its noun
    phrase and agrees with its noun, so the word is that noun's adjective, not a nominalised
    person ("gli ultimi" alone is one). When the counted noun is a person (``person``: "gli
    ultimi due insegnanti") the answer is no, so the span found for the adjective stays and is
    realised with the phrase as before the rule ("le ultime due insegnanti"): dropping it left
    no person to realise. A participle after the numeral ("i primi due classificati") is
    itself the nominalised head, and the word before it is left to the other tests."""
    morph = morphology("it")
    if morph is None or t + 2 >= len(tokens) or any(Word.parse(tokens[i]).post.strip() for i in (t, t + 1)):
        return False
    word = Word.parse(tokens[t]).core.lower()
    if word not in _BEFORE_NUMERAL or not cardinal(Word.parse(tokens[t + 1]).core.lower()):
        return False
    noun = Word.parse(tokens[t + 2]).core.lower()
    adjectives = [(r.gender, r.number) for r in morph.readings(word) if r.pos == "adj"]
    nouns = [(r.gender, r.number) for r in morph.noun_readings(noun)]
    if not adjectives or not nouns or any("pp" in r.tags for r in morph.readings(noun)) or person(noun):
        return False
    return features_agree(adjectives, nouns)


class ItalianPersonSpans(ItalianRoles):
    """Layer 4 of :class:`~fairmt.inflect.italian.ItalianInflector`: which spans are persons."""

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
        # it-inflect-58: nor a thing's attribute ("una lunga e dettagliata relazione": italian_thing_spans)
        out = [sp for sp in out if not thing_span(tokens, sp, self.person_noun)]
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
        out += [sp for sp in self._bare_predicate_nouns(tokens) if sp not in out]
        agents = unknown_agent_spans(self, pieces)  # it-inflect-33: "una divulgatrice scientifica"
        out += [sp for sp in agents if sp not in out]
        morph = morphology("it")
        if morph is not None:  # it-inflect-43: "Le interessate devono chiamarci" (nominalised_subjects)
            m = morph
            found = nominalised_subject_spans(
                tokens, m.readings, ("le", "gli", "i"), ("e", "ed", "ma"), "che", every_reading=False
            )
            out += [sp for sp in found if sp not in out]
            # "Quelle arrivate in ritardo": the pronoun heading a participial relative
            # (italian_participial_relatives), at the start of its clause
            out += [
                (t, t + 1)
                for t in range(len(tokens) - 1)
                if Word.parse(tokens[t]).core.lower() in ("quelli", "quelle")
                and (t == 0 or Word.parse(tokens[t - 1]).post.strip())
                and participial_relative(tokens, t + 1)
                and (t, t + 1) not in out
            ]
        return sorted(
            sp
            for sp in out
            if not thing_homograph(tokens, sp[1] - 1)  # it-inflect-35
            and not _before_counted_noun(tokens, sp[0], self.person_noun)  # it-inflect-55
        )

    def _copula_participle_before(self, tokens: Sequence[str], s: int) -> bool:
        """Whether ``tokens[s]`` is a bare person noun right after a participle of *essere* or
        *diventare* that follows a form of *essere* ("è stata maestra", "era diventato
        direttore"), with no punctuation between."""
        return self._copula_participle_at(tokens, s) is not None

    def _copula_participle_at(self, tokens: Sequence[str], s: int) -> int | None:
        """The index of the participle of :meth:`_copula_participle_before`, with adverbs
        allowed between it and the noun since it-inflect-26 ("è stata anche segretaria":
        :data:`_PREDICATE_ADVERBS`); ``None`` when there is none."""
        p = s - 1
        while p > 1 and _predicate_adverb(Word.parse(tokens[p])):
            p -= 1
        if p < 1 or not self._copula_participle_pair(tokens, p, s):
            return None
        return p

    def _copula_participle_pair(self, tokens: Sequence[str], p: int, s: int) -> bool:
        part, aux = Word.parse(tokens[p]), Word.parse(tokens[p - 1])
        noun = Word.parse(tokens[s]).core
        # it-inflect-35: also before an indefinite article ("è stato un ufficiale", "è stata un'ufficiale")
        indefinite = noun.lower() in ("un", "uno", "una") and not Word.parse(tokens[s]).post.strip()
        if indefinite and s + 1 < len(tokens):
            noun = Word.parse(tokens[s + 1]).core
        elif noun.lower().startswith("un'"):
            noun = noun[3:]
        return (
            part.core.lower() in _COPULA_PARTICIPLES
            and aux.core.lower() in _BARE_PREDICATE_HEADS
            and not part.post.strip()
            and not aux.post.strip()
            and noun.isalpha()
            and noun.islower()
            and self.person_noun(noun)
        )

    def _bare_predicate_nouns(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """it-inflect-24: a bare noun right after a form of *essere* or *diventare*, or after
        *come* ("era maestra", "divenne direttrice", "lavorò come impiegata"): the predicate
        noun with no article names the subject's role or profession (Serianni, *Grammatica
        italiana* II.28-II.31, il predicato nominale and the complemento predicativo del
        soggetto, also with *come*). It is a person span when the dictionary reads it as a
        person noun and never as an adjective or a participle ("era alta", "fu eletta" stay
        out), and it has a form in the other gender ("è parte", "fu notizia" and an epicene
        with no article, "era insegnante", change nothing)."""
        from fairmt.inflect.apertium_morph import morphology

        morph = morphology("it")
        if morph is None:
            return []
        out: list[tuple[int, int]] = []
        words = [Word.parse(t) for t in tokens]
        for t in range(1, len(words)):
            w, before = words[t], words[t - 1]
            low = w.core
            b = t - 1
            while b > 0 and _predicate_adverb(words[b]):
                b -= 1  # it-inflect-26: "è stata anche segretaria" (:data:`_PREDICATE_ADVERBS`)
            before = words[b]
            head = before.core.lower()
            if head in ("e", "o", "ed") and b >= 2 and not words[b - 1].post.strip():
                # The second of two coordinated bare predicate nouns ("lavorò come consulente e
                # consigliera"; Serianni XIV.13, coordinated predicates): the first one's head.
                first = words[b - 1].core
                if first.isalpha() and first.islower():
                    b -= 2
                    while b > 0 and _predicate_adverb(words[b]):
                        b -= 1
                    before = words[b]
                    head = before.core.lower()
            if head not in _BARE_PREDICATE_HEADS or before.post.strip():
                continue
            if not low.isalpha() or not low.islower() or len(low) < 3:
                continue
            # (After *come* a participle reading is no passive: "lavorò come impiegata" is
            # the noun; after a copula "fu eletta" is the passive and stays out.)
            verbal = ("adj",) if head in ("come", "da") else ("adj", "pp")
            if head == "da" and any(r.number == "pl" for r in morph.noun_readings(low)):
                continue  # it-inflect-35: "da impiegata" (as a clerk), not an agent "da medici"
            if not self.person_noun(low) or any(
                r.pos in ("adj", "num", "det", "prn") or ("pp" in r.tags and "pp" in verbal)
                for r in morph.readings(low)
            ):
                # (a numeral or pronoun is no bare noun: "era uno dei comandanti", the partitive)
                continue
            for gender in ("F", "M"):
                got = self.realise(list(tokens), (t, t + 1), gender)
                if got is not None and list(got) != list(tokens):
                    out.append((t, t + 1))
                    break
        return out
