"""Italian verbs with an enclitic object pronoun, with the pronoun in the other gender.

:func:`enclitic_form` ("aiutarla" <-> "aiutarlo") by the ending rules of
:func:`fairmt.inflect.italian_lexicon._enclitic`, and for the forms they leave out by the
dictionary: an imperative with an accusative enclitic (:func:`_imperative_enclitic`) and a past
participle used absolutely with one (:func:`_participle_enclitic`). Plain functions of one word,
used by the word classes (:meth:`~fairmt.inflect.italian_word_classes.ItalianWordClasses.verb_form`)
and the word forms (:meth:`~fairmt.inflect.italian_forms.ItalianWordForms.inflect`).
Moved verbatim from :mod:`fairmt.inflect.italian_forms`; re-exported there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.italian_lexicon import (
    _enclitic,
)
from fairmt.inflect.italian_said_objects import said_object
from fairmt.inflect.romance import Gender, Number


def enclitic_form(word: str, gender: Gender, number: Number | None = None) -> str | None:
    """``word``, a verb with an enclitic object pronoun, with the pronoun in ``gender``
    (:func:`fairmt.inflect.italian_lexicon._enclitic`); a one-letter stem ("fargli",
    "dargli") only when the dictionary reads the word as a verb with an enclitic, so "Carlo"
    and "perle" stay (it-inflect-20)."""
    if said_object(word):
        return word  # it-inflect-60: "dirlo", the neuter object of a verb of saying
    form = _enclitic(word, gender, number=number)
    if form is None:
        morph = morphology("it")
        if morph is not None and any("enc" in r.tags for r in morph.readings(word)):
            form = _enclitic(word, gender, stem=1, number=number) or _imperative_enclitic(
                word, gender, morph.readings(word)
            )
        elif morph is not None and not morph.readings(word):
            form = _participle_enclitic(word, gender, number)
    return form


#: The accusative enclitics of the third person, by gender and number (Serianni, VII.33).
_ACCUSATIVE_ENCLITICS = {("m", "sg"): "lo", ("f", "sg"): "la", ("m", "pl"): "li", ("f", "pl"): "le"}


def _imperative_enclitic(word: str, gender: Gender, readings: Sequence[Reading]) -> str | None:
    """it-inflect-45: an imperative with an accusative enclitic of the third person, as the
    dictionary reads it ("ringraziale": *ringraziare* imp. + "le", f. pl.), with the pronoun in
    ``gender`` ("ringraziali"): the object pronoun takes its referent's gender and number, and
    joins the affirmative imperative as it joins the infinitive (Serianni, *Grammatica italiana*,
    VII.33 and VII.70 on enclisis). The dictionary's tags, not the spelling, tell the feminine
    plural accusative "-le" from the dative "-le"; ``None`` when no reading is such a form."""
    want = "m" if gender == "M" else "f"
    for r in readings:
        if "imp" not in r.tags or "enc" not in r.tags:
            continue
        tail = r.tags[r.tags.index("enc") + 1 :]
        g = next((x for x in tail if x in ("m", "f")), None)
        n = next((x for x in tail if x in ("sg", "pl")), None)
        if g is None or n is None or "p3" not in tail or "dat" in tail:
            continue
        old = _ACCUSATIVE_ENCLITICS[(g, n)]
        if not word.endswith(old):
            continue
        return word[: -len(old)] + _ACCUSATIVE_ENCLITICS[(want, n)]
    return None


def _participle_enclitic(word: str, gender: Gender, number: Number | None) -> str | None:
    """A past participle used absolutely with an enclitic pronoun, which the dictionary lacks
    ("la zona assegnatagli" -> "assegnatale", "datogli" -> "datole"; the enclitic joins the
    participle as it joins the infinitive and gerund: Serianni, *Grammatica italiana*,
    chapter VII on the unstressed pronouns, enclisis), with the pronoun in ``gender``
    (it-inflect-22). The participle keeps its own
    ending (it agrees with its noun, "zona"); it must be one by the dictionary. The dative
    "gli" <-> "le" (one person), "lo" <-> "la"; ``None`` for any other word."""
    morph = morphology("it")
    if morph is None or not word.isalpha():
        return None
    del number  # the word's ending tells the pronoun's number, not the participle's
    for m, f in (("gli", "le"), ("lo", "la")):
        src, dst = (m, f) if gender == "F" else (f, m)
        stem = word[: -len(src)]
        if not word.endswith(src) or len(stem) < 4 or not stem.endswith(("to", "ta", "ti", "te")):
            continue
        if any(r.pos in ("vblex", "vbmod") and "pp" in r.tags for r in morph.readings(stem)):
            return stem + dst
    return None
