"""Gaps of the French attribute walk found on GATE-like dev pairs (fr-inflect-61, gfr50, issue 12).

**The clitic *en*/*y* before an infinitive *être*.** An adverbial pronoun stands before the
infinitive it completes (``peuvent en être fières``, ``ne veulent pas en être privés``, ``doit y
être présente``: Grevisse and Goosse, *Le Bon Usage*, the place of the conjoint pronouns, before
the infinitive they complete). The small model often labels that pronoun the ``mark`` of the
attribute, as it labels the *de* of ``d'être fière``, and
:func:`fairmt.inflect.french_agreement._passive_infinitives` took every mark other than *de* for a
subordinator: the attribute was left in the old gender ("La chanteuse veut en être fier"). The
pronoun is no subordinator: the infinitive still has the main subject as its understood subject.
Before an infinitive *en* cannot be the preposition, which takes the gerund (``en étant``), so
an *en* or *y* right before the infinitive *être* (or *avoir* of *avoir été*) that is the
auxiliary or copula of the same word is passed over, whatever its tag (the model also calls it
a preposition). The participle after *être* there is also taken when the parse tags it an
adjective with the passive auxiliary (``en être blâmés``), as it does with a finite *être*.

**A participle-adjective the dictionary lists as a noun only.** Apertium's French dictionary has
*censé* (``sont censées faire``, "supposed to") as a noun of two genders, with no adjective or
participle reading, so :meth:`fairmt.inflect.apertium_morph.Morphology.agree` found no other form
and the walk kept ``Les danseurs sont censées danser``. A word the parse reads as an adjective or
participle in an attribute place (only such words reach the walk's inflection) whose dictionary
readings are all nouns of one lemma with a form in each gender agrees like the noun: its form in
the other gender, same number (:meth:`~fairmt.inflect.apertium_morph.Morphology.noun_pair`). Only a
word with a participle's ending (*-é*, *-ée*, *-és*, *-ées*): a person noun after a copula
(``devenue auteur``) is a person of its own, which the walk may reach (an MT-GenEval dev pair
lost a variant when this rule took "auteur"). A noun of one gender (``café``, ``côté``) has no
form in the other and stays.

**The infinitive of a coordinated verb.** A verb coordinated with the subject's predicate and with
no subject of its own shares that subject (``Les infirmières travaillent dur et ne peuvent pas en
être blâmées``; Grevisse and Goosse, *Le Bon Usage*, coordinated verbs with one subject), so its
passive or attribute infinitives (``peuvent être blâmées``) agree with it as the first verb's do.
The walk read those of the first verb only; :func:`subjectless_verb_conjuncts` gives it the others.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.apertium_morph import Morphology

#: The past participle's endings: only a participle-shaped word is read as one (not "auteur",
#: a person noun of its own after "devenu", which the walk may reach).
_PARTICIPLE_ENDINGS = ("é", "ée", "és", "ées")
#: The adverbial pronouns that stand before the infinitive they complete.
_ADVERBIAL_PRONOUNS = frozenset(["en", "y"])


def infinitive_clitic(mark: Any) -> bool:
    """Whether ``mark`` (a ``mark`` dependent of an attribute or participle) is the clitic *en*
    or *y* right before the infinitive *être* (or *avoir* of *avoir été*), not a subordinator."""
    if mark.lower_ not in _ADVERBIAL_PRONOUNS:
        return False
    # The tag is not read: the small model also calls this "en" a preposition (ADP). The
    # infinitive must be the auxiliary or copula of the same word, not the noun "être"
    # ("en être humain").
    nxt = mark.doc[mark.i + 1] if mark.i + 1 < len(mark.doc) else None
    return (
        nxt is not None
        and nxt.lower_ in ("être", "avoir")
        and nxt.dep_ in ("cop", "aux", "aux:pass", "aux:tense")
        and nxt.head.i == mark.head.i
    )


def noun_read_attribute(word: str, gender: str, number: str | None, morph: Morphology) -> str | None:
    """``word`` in ``gender`` when it has a participle's ending and the dictionary reads it as a
    noun only, of one lemma, with a form in that gender (``censées`` -> ``censés``); ``None``
    otherwise (a word with any other reading, a noun of one gender, or a word already in
    ``gender``). It also reaches real person nouns with a participle's ending that the dictionary
    lists only as nouns (``député``/``députée``, ``fiancé``/``fiancée``): as an attribute after
    the copula they are the subject's profession or status and take its gender too, which is the
    agreement wanted (``Elle est députée``)."""
    if not word.endswith(_PARTICIPLE_ENDINGS):
        return None
    readings = morph.readings(word)
    if not readings or any(r.pos != "n" for r in readings) or len({r.lemma for r in readings}) != 1:
        return None
    if any(r.gender in ("mf", "") for r in readings):
        return None
    form = morph.noun_pair(word, gender.upper(), number)
    return form if form is not None and form != word else None


def subjectless_verb_conjuncts(gov: Any, subjects: tuple[str, ...]) -> list[Any]:
    """The verbs coordinated with ``gov`` (``conj`` in the parse, after it) that have no subject
    of their own (no dependent in ``subjects``): they share ``gov``'s subject."""
    return [
        c
        for c in gov.children
        if c.dep_ == "conj"
        and c.i > gov.i
        and c.pos_ in ("VERB", "AUX")
        and not any(k.dep_ in subjects for k in c.children)
    ]
