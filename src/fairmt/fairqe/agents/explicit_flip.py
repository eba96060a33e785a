"""Which explicit spans the constraint-violating flip changes (rules-50).

When a translation follows the gender the English fixes (``A_exp`` true), Agent_exp builds "the
same translation in the other gender": the explicit spans flipped. Those spans are of two sorts:
the person's nouns ("Der neue Präsident", read by :func:`.explicit_verdicts.person_verdicts` or placed
by a cue on a role noun) and the translations of the English pronouns themselves ("dass er" for
"that he", "seine Waffe" for "his gun").

The gold realisations (``benchmarks/data/variants_gold/README.md``, Fields and conventions) flip
the person's nouns and keep every German pronoun or possessive that renders an English he/she/
his/her/him: the English pronoun is a fact of the source, which the person's noun only agrees
with; the pronoun is not German grammar's choice, so it does not follow the noun (Duden, Die
Grammatik, on the personal pronoun's reference: it refers by the gender of its antecedent *in
the text*, and here the antecedent is the English one). The feminine original of such a line
("Die neue Präsidentin ..., dass er ...") has the masculine noun as its corrected variant and keeps
"er"; its masculine original flipped "er" too ("Die neue Präsidentin ..., dass sie ..."), so the
two originals of one source got different variant sets (closed sets, issue 12). Now the flip
keeps the pronoun cues whenever a noun of the person is among the spans; with none (the English
pronoun is the only thing that genders anyone in the translation) the pronoun is all there is to
flip, and it is flipped as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.cue_words import wordnet_person_lemma
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue


def _noun(cue: Cue) -> bool:
    """Whether the English word of an agreement cue is a person noun (WordNet's first noun
    sense under ``noun.person``: "president", "hero"; not "grateful", "tired"). Without
    WordNet no word is, and the flip changes every span as before rules-50."""
    words = cue.source_span.lower().split()
    return bool(words) and wordnet_person_lemma(words[-1].strip(".,;:!?\"'()"))


def violating_flip_cues(
    cues: Sequence[Cue],
    on_person: Callable[[Cue], bool],
    attribute_subject: Callable[[tuple[int, int]], int | None],
) -> list[Cue]:
    """Of the explicit ``cues`` that agree with the source, the ones the violating flip changes:
    all but the pronoun cues (C1 on no person noun) and the agreement cues whose English word is
    no person noun (C6: an adjective or participle that agrees with the gendered pronoun, "he is
    very grateful" -> "il en est très reconnaissant") when a cue on a person noun of the
    translation remains, else all of them. A C6 cue on a role noun ("The incoming president ...
    he") is the person's noun and flips.

    A noun that is the attribute of a kept pronoun ("elle est la meilleure") names the
    pronoun's referent and stays with it too (``attribute_subject`` gives the token of the
    subject an attribute span agrees with); when only such words are on persons, nothing but the
    pronoun's own person is there to flip, and the whole set is flipped as before.
    """
    pronouns = [
        c
        for c in cues
        if (c.category is Category.C1 and not on_person(c)) or (c.category is Category.C6 and not _noun(c))
    ]
    held = {i for c in pronouns if c.target_tokens is not None for i in range(*c.target_tokens)}
    kept = [
        c
        for c in cues
        if c not in pronouns and (c.target_tokens is None or attribute_subject(c.target_tokens) not in held)
    ]
    if not pronouns or not any(on_person(c) for c in kept):
        return list(cues)
    return kept
