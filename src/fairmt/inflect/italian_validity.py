"""The Italian validity gate: a layer of the Italian inflector.

:class:`ItalianValidity` holds ``validate``: a rewrite passes when Apertium's Italian
dictionary finds no verb form or thing noun whose gender changed and every changed determiner
agrees with its noun; the words of the lexical pairs ("padre"/"madre") count as persons.
Moved verbatim from :mod:`fairmt.inflect.italian` (no behaviour change); the layers are
described there, under "Layout".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_common_persons import spanish_common_person
from fairmt.inflect.italian_copula_adverbs import homograph_adjective
from fairmt.inflect.italian_copular_homographs import copular_verb_homograph
from fairmt.inflect.italian_lexicon import (
    EPICENE,
    EPICENE_PL,
    LEXICON,
    LEXICON_F,
    PLURAL_PAIRS,
    PLURAL_PAIRS_F,
    _agentive,
)
from fairmt.inflect.italian_object_clitics import ItalianObjectClitics
from fairmt.inflect.italian_persons import spanish_person, spanish_thing
from fairmt.inflect.italian_words import CONTRACTIONS, DETS
from fairmt.inflect.romance_binomials import binomial_forms

#: Every word of the lexical gender pairs, both genders and numbers (the validity gate's persons).
_PAIR_WORDS = frozenset(LEXICON) | frozenset(LEXICON_F) | frozenset(PLURAL_PAIRS) | frozenset(PLURAL_PAIRS_F)


class ItalianValidity(ItalianObjectClitics):
    """Layer 11 of :class:`~fairmt.inflect.italian.ItalianInflector`: the validity gate."""

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
        if len(tokens_before) == len(tokens_after):
            # it-inflect-44: a binomial's second member the dictionary reads as a verb form or an
            # interjection ("salvi", "salve") is checked as unchanged (romance_binomials)
            forms = binomial_forms("it")
            tokens_after = [
                b if Word.parse(b).core.lower() in forms and Word.parse(a).core.lower() in forms else a
                for b, a in zip(tokens_before, tokens_after, strict=True)
            ]
            # it-inflect-47: a copula's predicative the dictionary reads only as a present of an
            # -are verb ("sono calma" -> "calmo") changes as the adjective it is
            tokens_after = [
                b
                if b != a
                and copular_verb_homograph(tokens_before, k)
                and copular_verb_homograph(tokens_after, k)
                else a
                for k, (b, a) in enumerate(zip(tokens_before, tokens_after, strict=True))
            ]
            # it-inflect-53: so does the adjective of a noun/adjective homograph before its
            # preposition ("soggetti a" -> "soggette a"; italian_copula_adverbs.homograph_adjective)
            tokens_after = [
                b
                if b != a
                and Word.parse(a).core.lower()
                in {homograph_adjective(tokens_before, k, g) for g in ("F", "M")} - {None}
                else a
                for k, (b, a) in enumerate(zip(tokens_before, tokens_after, strict=True))
            ]
        why = self._validate_with_dictionary(
            tokens_before,
            tokens_after,
            # it-inflect-18: the words of the lexical pairs ("padre"/"madre", "uomo"/"donna",
            # "marito"/"moglie"; Serianni III.55-59 on nouns whose feminine is another word) are
            # persons: the dictionary lists each in one gender, and the pair's other member is
            # no form of the same noun, but the change is the person's, not a thing's.
            # it-inflect-60 (qe65): so are the masculine-only nouns in -o whose Spanish word is a
            # common-gender person noun in -a ("poliziotto" -> "policía": italian_common_persons),
            # which the realiser already flips; the gate refused their feminine ("poliziotta") as a
            # thing's, so the corrected variant of "un poliziotto" for "a policewoman" kept it
            lambda w: _agentive(w) or spanish_person(w) or spanish_common_person(w) or w in _PAIR_WORDS,
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
