"""Russian and Ukrainian cue reading: clauses, noun phrases, and the gender a span shows.

The middle layer of :class:`~fairmt.inflect.slavic.SlavicInflector`, above the single words
of :class:`~fairmt.inflect.slavic_words.SlavicWords`. The concept here is *reading a
sentence*, which changes no word: where a clause ends, the predicate that agrees with a
subject (past the insertions between them), the modifiers of a noun and the head of a span;
from them the gender a span or an explicit cue shows (:meth:`SlavicReader.gender_of`,
:meth:`~SlavicReader.cue_gender`: a masculine noun reads masculine only for a cue whose
English word has the gender), and the spans the realiser works on (:meth:`~SlavicReader.locate`,
:meth:`~SlavicReader.person_spans`, :meth:`~SlavicReader.denotes_no_person`,
:meth:`~SlavicReader.implicit_person_spans`, :meth:`~SlavicReader.plural`).

Decisions: a layer of the class chain, abstract (``realise`` is the flipping layer's), so that
``mypy --strict`` checks every call on ``self``; not meant to be used alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.slavic_words import (
    _GENDER,
    _NOT_PERSON_NOUN,
    _PERSONAL,
    _PREDICATIVE_CASES,
    SlavicWords,
)

#: Punctuation that ends a clause when attached to a token.
_CLAUSE_PUNCT = frozenset(",.;:!?…—–()")
#: Most words after a subject that are searched for its predicate.
_PREDICATE_WINDOW = 8
#: Particles that may stand between a modifier and its noun (ru тот же судья, uk той же суддя).
_PARTICLES = frozenset({"же", "ж"})


class SlavicReader(SlavicWords):
    """The reading layer of :class:`~fairmt.inflect.slavic.SlavicInflector` (module doc)."""

    # -- structure ---------------------------------------------------------------------

    def _ends_clause(self, token: str) -> bool:
        return any(c in _CLAUSE_PUNCT for c in Word.parse(token).post)

    def _breaks(self, token: str) -> bool:
        w = Word.parse(token)
        return (
            w.lower in self.language.clause_breaks
            or w.lower in self.language.subjects
            or any(c in _CLAUSE_PUNCT for c in w.pre)
        )

    def _nominative(self, word: str) -> bool:
        reading = self.noun_reading(word)
        return reading is not None and self._case(reading[1]) == "nomn"

    def _predicate(
        self, tokens: Sequence[str], start: int, end: int, gender: Realisation | None
    ) -> list[int]:
        """The words agreeing with a singular subject at ``tokens[start:end]``: the past-tense
        verbs, short forms and predicative full adjectives (not followed by a noun) of its
        clause, in ``gender`` (any gender when ``None``), and a past-tense verb or short form
        right before the subject (``сказала она``, ``рассказывала коллега``)."""
        out: list[int] = []
        if start > 0 and not self._ends_clause(tokens[start - 1]):
            g = self.predicate_gender(Word.parse(tokens[start - 1]).core)
            if g is not None and gender in (None, g):
                out.append(start - 1)
        if end > start and self._ends_clause(tokens[end - 1]):
            resume = self._after_insertion(tokens, end - 1)
            return out + (self._scan(tokens, resume, gender) if resume is not None else [])
        return out + self._scan(tokens, end, gender)

    def _after_insertion(self, tokens: Sequence[str], i: int) -> int | None:
        """Where the clause of a subject at ``i`` goes on after a relative clause or participial
        phrase set off by commas (``Учитель, который пришёл вчера, сказал``): the index after
        the closing comma, or ``None`` when no such phrase follows (or the sentence ends in it)."""
        if Word.parse(tokens[i]).post != "," or i + 1 >= len(tokens):
            return None
        first = self.parses(Word.parse(tokens[i + 1]).core)
        inserted = any(
            p.normal_form in self.language.relatives
            or "PRTF" in self._grams(p)
            or ("ADJF" in self._grams(p) and {"actv", "pssv"} & self._grams(p))
            for p in first
        )
        if not inserted:
            return None
        for k in range(i + 1, min(len(tokens), i + 1 + 2 * _PREDICATE_WINDOW)):
            post = Word.parse(tokens[k]).post
            if post == ",":
                return k + 1
            if any(c in _CLAUSE_PUNCT for c in post):
                return None
        return None

    def _scan(self, tokens: Sequence[str], end: int, gender: Realisation | None) -> list[int]:
        """The agreeing predicate words of the clause from ``end`` on (see :meth:`_predicate`)."""
        out: list[int] = []
        k = end
        while k < len(tokens) and k < end + _PREDICATE_WINDOW:
            if k > end and self._breaks(tokens[k]):
                break
            core = Word.parse(tokens[k]).core
            # a capitalised word inside the sentence is a name (Ухналева), not an agreeing form
            reading = None if core[:1].isupper() else self._agreeing(core, False, _PREDICATIVE_CASES)
            if reading is not None and (gender is None or reading[0] == gender):
                grams = self._grams(reading[1])
                short = "VERB" in grams or "ADJS" in grams or "PRTS" in grams
                nxt = Word.parse(tokens[k + 1]).core if k + 1 < len(tokens) else ""
                if short or self._ends_clause(tokens[k]) or not self._is_noun(nxt):
                    out.append(k)
            if self._ends_clause(tokens[k]):
                break
            k += 1
        return out

    def _is_noun(self, word: str) -> bool:
        """Whether ``word`` is a common noun and no adjective (the head a full adjective agrees with)."""
        parses = self.parses(word)
        nouns = [p for p in parses if "NOUN" in self._grams(p) and not self._grams(p) & _NOT_PERSON_NOUN]
        return bool(nouns) and not any("ADJF" in self._grams(p) or "PRTF" in self._grams(p) for p in parses)

    def _modifier_parse(self, p: Any, case: str | None) -> bool:
        """Whether ``p`` is an adjective, participle or adjectival pronoun (ru наш: ADJF; uk
        моя: NPRO without person) in ``case``; invariable possessives (его, її) are not."""
        g = self._grams(p)
        kind = "ADJF" in g or "PRTF" in g or ("NPRO" in g and not g & _PERSONAL)
        return kind and "Fixd" not in g and p.tag.case == case

    def _is_modifier(self, token: str, case: str | None) -> bool:
        return any(self._modifier_parse(p, case) for p in self.parses(Word.parse(token).core))

    def _modifiers(self, tokens: Sequence[str], i: int, noun: Any) -> list[int]:
        """Adjectives, participles and adjectival pronouns right before the noun at ``i`` in its
        case (at most three, not across punctuation)."""
        out: list[int] = []
        k = i - 1
        while k >= 0 and k >= i - 3 and not self._ends_clause(tokens[k]):
            core = Word.parse(tokens[k]).core
            if core.lower() in _PARTICLES and k > 0:
                k -= 1  # тот же судья
                continue
            if not any(self._modifier_parse(p, self._case(noun)) for p in self.parses(core)):
                break
            out.append(k)
            k -= 1
        return out

    def _modifier_gender(self, word: str, case: str | None) -> Realisation | None:
        genders = {
            _GENDER[str(p.tag.gender)]
            for p in self.parses(word)
            if self._modifier_parse(p, case) and "plur" not in self._grams(p) and str(p.tag.gender) in _GENDER
        }
        return genders.pop() if len(genders) == 1 else None

    def _in_context(self, tokens: Sequence[str], i: int, p: Any) -> Any:
        """The parse of the noun at ``i`` to inflect: a masculine animate genitive is also the
        accusative (студента); after a transitive verb (before its modifiers) the accusative."""
        if self._case(p) != "gent":
            return p
        k = i - 1
        while k >= 0 and self._is_modifier(tokens[k], "gent"):
            k -= 1
        before = self.parses(Word.parse(tokens[k]).core) if k >= 0 else ()
        if before and {"tran"} <= self._grams(before[0]) and before[0].tag.POS in ("VERB", "INFN", "GRND"):
            for q in self.parses(Word.parse(tokens[i]).core):
                if q.normal_form == p.normal_form and q.tag.case == "accs" and "NOUN" in self._grams(q):
                    return q
        return p

    # -- reading -----------------------------------------------------------------------

    def _head(self, tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, str, Any] | None:
        """The span's person noun (the last one), as (index, reading, parse)."""
        for i in range(span[1] - 1, span[0] - 1, -1):
            reading = self.noun_reading(Word.parse(tokens[i]).core)
            if reading is not None:
                return i, reading[0], reading[1]
        return None

    def agreement_gender(
        self, tokens: Sequence[str], i: int, noun: Any, masculine: bool
    ) -> Realisation | None:
        """The gender the words agreeing with the noun at ``i`` give its person: a modifier that
        departs from a masculine noun's grammar (``наша врач``) or any modifier of a
        common-gender noun, else the predicate of a noun in the nominative. ``masculine``: the
        noun is masculine (its masculine modifiers say nothing)."""
        for k in self._modifiers(tokens, i, noun):
            g = self._modifier_gender(Word.parse(tokens[k]).core, self._case(noun))
            if g == "F" or (g == "M" and not masculine):
                return g
        if self._case(noun) == "nomn" and "plur" not in self._grams(noun):
            readings = {
                r[0]
                for k in self._predicate(tokens, i, i + 1, None)
                if (r := self._agreeing(Word.parse(tokens[k]).core, predicate=False)) is not None
            }
            if len(readings) == 1:
                return readings.pop()
        return None

    def _noun_gender(
        self, tokens: Sequence[str], span: tuple[int, int], own_masculine: bool
    ) -> Realisation | None:
        head = self._head(tokens, span)
        if head is None:
            return None
        i, reading, p = head
        if reading == "F":
            return "F"
        g = self.agreement_gender(tokens, i, p, masculine=reading == "M")
        if g is None and reading == "M" and own_masculine:
            return "M"
        return g

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """The span's realisation: its pronoun, its person noun (a masculine noun reads
        masculine unless its agreement says otherwise), or its agreeing word."""
        if not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        pronouns = {g for w in cores if (g := self.pronoun_gender(w)) is not None}
        if pronouns:
            return pronouns.pop() if len(pronouns) == 1 else None
        g = self._noun_gender(tokens, span, own_masculine=True)
        if g is not None or self._head(tokens, span) is not None:
            return g
        verbs = {g for w in cores if (g := self.agreeing_gender(w)) is not None}
        return verbs.pop() if len(verbs) == 1 else None

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None:
        """The gender the translation gives an explicit cue (``kind``: ``"pronoun"``,
        ``"lexical"``, ``"agreement"``, see :func:`fairmt.fairqe.agents.cue_readers._cue_kind`).

        A pronoun cue reads its pronoun, or, for a subject (*he*, *she*) aligned to its verb, the
        past tense or short form; never a noun (a pronoun aligned to a noun by mistake would
        read the noun's grammar). A lexical cue reads its noun, masculine included (отец,
        актёр); an agreement cue reads a feminine noun, else the noun's agreement (module doc).
        A span without a person noun reads its agreeing word (a cue aligned to ``была``)."""
        if not check_span(tokens, span):
            return None
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if kind == "pronoun":
            low = source_span.lower().split()
            subject = bool(low) and low[-1] in ("he", "she")
            readings: set[Realisation] = set()
            for w in cores:
                g = self.pronoun_gender(w)
                if g is None and subject:
                    g = self.predicate_gender(w)
                if g is not None:
                    readings.add(g)
            return readings.pop() if len(readings) == 1 else None
        if self._head(tokens, span) is not None:
            return self._noun_gender(tokens, span, own_masculine=kind == "lexical")
        verbs = {g for w in cores if (g := self.agreeing_gender(w)) is not None}
        return verbs.pop() if len(verbs) == 1 else None

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None:
        """A span for a pronoun cue the aligner linked to nothing: the nearest word, within two
        words of ``position``, that shows the pronoun's gender (a pronoun; for a subject also a
        past-tense verb or short form, where the pronoun was dropped or merged into the verb).
        ``None`` for other cues."""
        if kind != "pronoun" or not tokens:
            return None
        low = source_span.lower().split()
        subject = bool(low) and low[-1] in ("he", "she")
        best: tuple[float, int] | None = None
        for i, t in enumerate(tokens):
            dist = abs(i - position)
            if dist > 2.0:
                continue
            w = Word.parse(t).core
            ok = self.pronoun_gender(w) is not None or (subject and self.predicate_gender(w) is not None)
            if ok and (best is None or (dist, i) < best):
                best = (dist, i)
        return (best[1], best[1] + 1) if best is not None else None

    def person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The person nouns of ``tokens`` whose gender a realisation changes: animate nouns with a
        gendered pair in the dictionary (учитель, студентка; uk лікар) or of common gender
        (судья, коллега). pymorphy3 tags animals animate too; a pair or common gender is what
        sets a person noun apart (a given name never counts). For cues the aligner left
        without a person noun."""
        out: list[tuple[int, int]] = []
        for i, t in enumerate(tokens):
            w = Word.parse(t).core
            if not w or (w[:1].isupper() and i > 0):
                continue  # a name inside the sentence
            reading = self.noun_reading(w)
            if reading is None or "Name" in self._grams(reading[1]):
                continue
            kind, p = reading
            other: Realisation = "F" if kind == "M" else "M"
            if kind == "common" or (kind in ("M", "F") and self.pair(p.normal_form, other) is not None):
                out.append((i, i + 1))
        return out

    def denotes_no_person(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        """Whether the span holds a noun and no animate one, no pronoun and no agreeing verb
        (the aligner linked *doctor* to больницу): no person to realise there."""
        if not check_span(tokens, span):
            return False
        cores = [Word.parse(t).core for t in tokens[span[0] : span[1]]]
        if any(self.pronoun_gender(w) or self.agreeing_gender(w) or self._person_nouns(w) for w in cores):
            return False
        return any(self._is_noun(w) for w in cores)

    def implicit_person_spans(self, tokens: Sequence[str]) -> list[tuple[int, int]]:
        """The speaker and the addressee, whom English never genders: each past-tense verb or
        short form agreeing with a subject я/ты (uk я/ти) in its clause (``Я пришла домой`` from
        *I came home*). Every realisation changes them."""
        speakers = [i for i, t in enumerate(tokens) if Word.parse(t).lower in self.language.speakers]
        for i in speakers:
            if self._gendered_predicate_noun(tokens, i):
                return []  # "Я мать двоих детей, и я устала": the source genders the speaker
        out: list[tuple[int, int]] = []
        for i in speakers:
            out += [(k, k + 1) for k in self._predicate(tokens, i, i + 1, None)]
        return sorted(set(out))

    def _gendered_predicate_noun(self, tokens: Sequence[str], i: int) -> bool:
        """Whether the subject at ``i`` has a predicate person noun whose form has the gender (a
        feminine noun, or a masculine one with a feminine pair) in its clause: ``я мать``,
        ``я была учительницей``, ``я студент``."""
        k = i + 1
        while k < len(tokens) and k <= i + 4 and not self._ends_clause(tokens[k - 1]):
            reading = self.noun_reading(Word.parse(tokens[k]).core)
            if reading is not None and self._case(reading[1]) in _PREDICATIVE_CASES:
                kind, p = reading
                return kind == "F" or (kind == "M" and self.pair(p.normal_form, "F") is not None)
            k += 1
        return False

    def plural(self, tokens: Sequence[str], span: tuple[int, int]) -> bool:
        head = self._head(tokens, span) if check_span(tokens, span) else None
        return head is not None and "plur" in self._grams(head[2])
