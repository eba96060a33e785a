"""What an Italian span says of its person: a layer of the Italian inflector.

:class:`ItalianPhraseGender` holds ``gender_of`` (the gender a span shows, ``None`` for a
person word of one form for every referent, read past the span where an epicene noun shows it
only in its adjective or predicate), ``denotes_no_person`` (a thing by both dictionaries) and
``unknown_noun``. It stands above the realiser because ``_realise_span`` reads the inherited
``gender_of`` through ``super()`` and this one through ``self``, as it did when both were
methods of one class. Moved verbatim from :mod:`fairmt.inflect.italian` (no behaviour change);
the layers are described there, under "Layout".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, check_span
from fairmt.inflect.italian_cue_spans import _with_quantity_noun
from fairmt.inflect.italian_elided_singular import elided_singular_gender
from fairmt.inflect.italian_forms import cardinal
from fairmt.inflect.italian_lexicon import EPICENE, _agentive, _epicene_sg
from fairmt.inflect.italian_persons import spanish_thing
from fairmt.inflect.italian_quantity import QUANTITY_NOUNS, counted_gender
from fairmt.inflect.italian_realiser import ItalianRealiser, _member_noun
from fairmt.inflect.italian_relative_superlative import superlative_gender
from fairmt.inflect.italian_spilled_verbs import leading_finite_verbs
from fairmt.inflect.italian_thing_homographs import predicative_homograph, thing_homograph
from fairmt.inflect.italian_thing_spans import thing_span
from fairmt.inflect.italian_words import _CONJUNCTION_PARTICIPLES, INVARIANT_PERSONS


class ItalianPhraseGender(ItalianRealiser):
    """Layer 9 of :class:`~fairmt.inflect.italian.ItalianInflector`: ``gender_of``, no person."""

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
        if thing_span(tokens, self.cue_span(tokens, span), self.person_noun):
            return True  # it-inflect-58: "le università", "hanno spento la radio" (italian_thing_spans)
        s, e = span
        _, pieces = self.parse(tokens, s, e)
        heads = [p.word for p in pieces if p.kind == "content"]
        if not heads or any(p.kind == "pron" for p in pieces):
            return False
        head = heads[0]
        if any(thing_homograph(tokens, t) for t in range(s, e) if Word.parse(tokens[t]).lower == head):
            return True  # it-inflect-35: "il server", "in una cittadina", "revisore dei conti"
        return (
            morph.fixed_gender_noun(head)
            and not self._known_person(head)
            and not _agentive(head)
            and spanish_thing(head)
        )

    def gender_of(self, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
        """As :meth:`RomanceInflector.gender_of`; ``None`` for a person word of one form for
        every referent (``la vittima``, ``qualcuno``): it is no feminine or masculine
        realisation of anyone, so a realisation in the other gender need not change it. A
        lone "da" of *da solo* reads as its adjective (:meth:`cue_span`). A finite verb that opens
        the span (:func:`leading_finite_verbs`) tells no gender: "Chiedi | alla tabaccaia"."""
        span = leading_finite_verbs(tokens, span)
        span = self._trailing_determiner(tokens, self._da_solo(tokens, _with_quantity_noun(tokens, span)))
        if (
            check_span(tokens, span)
            and span[1] - span[0] > 1
            and (first := Word.parse(tokens[span[0]]).core).isalpha()
            and cardinal(first.lower())
        ):
            # it-inflect-46: a cardinal that opens the span ("Tremila lavoratori") has no gender;
            # its "-a" is no feminine ending (Serianni VI.3): the noun after it tells.
            return self.gender_of(tokens, (span[0] + 1, span[1]))
        if check_span(tokens, span) and self._not_the_persons(tokens, span):
            return None  # an adjective of a thing, a participle of a postverbal subject
        if check_span(tokens, span):
            _, pieces = self.parse(tokens, span[0], span[1])
            head = next((p.word for p in pieces if p.kind in ("content", "pron")), None)
            if head in INVARIANT_PERSONS:
                return None
            if _member_noun(pieces) and super().gender_of(tokens, span) == "M":
                # it-inflect-52: "un membro" is said of women too (italian_words): the person's
                # gender is the one its predicate shows by meaning ("è stata eletta"); else, after
                # "e" or a comma, the conjunct or apposition before it names the person ("Era una
                # pittrice e un membro dell'accademia") and this one reads none; else the noun's
                shown = self._predicate_gender(tokens, span)
                ps = self.phrase_span(tokens, span)[0]
                before = Word.parse(tokens[ps - 1]) if ps > 0 else None
                joined = before is not None and (
                    before.core.lower() in ("e", "ed") or before.post.strip() == ","
                )
                return shown if shown is not None or joined else "M"
            if any(p.word in QUANTITY_NOUNS for p in pieces):
                return counted_gender(tokens, span[1])  # "la maggior parte": the people's gender
            superlative = superlative_gender(tokens, span, self._ends_phrase)
            if superlative is not None:
                return superlative  # "le più giovani" (italian_relative_superlative, it-inflect-42)
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
        if (
            morph is not None
            and check_span(tokens, span)
            and span[1] - span[0] == 1
            and predicative_homograph(tokens, span[0])  # "Si sentivano sole" (it-inflect-42)
        ):
            w = Word.parse(tokens[span[0]]).core.lower()
            genders = {r.gender for r in morph.readings(w) if r.pos == "adj"}
            if genders in ({"m"}, {"f"}):
                return "M" if genders == {"m"} else "F"
        if found is None and morph is not None and check_span(tokens, span) and span[1] - span[0] == 1:
            # it-inflect-42: a lone plural person noun in -e with no article ("Sono gemelle"):
            # the ending says nothing ("-e" is also an epicene singular), the dictionary does,
            # when every noun reading has the feminine plural ("gemello<n><f><pl>")
            w = Word.parse(tokens[span[0]]).core.lower()
            rs = morph.noun_readings(w)
            if rs and all(r.gender == "f" and r.number == "pl" for r in rs) and self._known_person(w):
                return "F"
        if found is None and morph is not None and check_span(tokens, span):
            # it-inflect-56: "l'infermiere" is singular, so masculine (italian_elided_singular)
            _, pieces = self.parse(tokens, span[0], span[1])
            at = next((k for k, p in enumerate(pieces) if p.kind == "content"), None)
            if at is not None and at > 0 and pieces[at - 1].kind == "det":
                det = pieces[at - 1].word
                if det in self.GENDERLESS_DETS and self.DETS[det].number == "sg":
                    return elided_singular_gender(morph, pieces[at].word)
        return found
