"""Predicative adjectives the dictionary reads only as a verb form (it-inflect-62, branch it66).

Some adjectives of the first class share their masculine singular with the first-person present
of the *-are* verb made from them: "calmo" (*calmare*, "I calm"), "salvo" (*salvare*). The
Italian dictionary lists a few of them only as that verb form, so after "è rimasto" the
predicative "calmo" read as no adjective and kept its gender ("la barbiera è rimasta calmo").
Right after a copula or a participle in the subject's predicate chain a first-person verb cannot
stand (its subject would be "io", and the chain's verb is third person), so there the word is the
adjective (Serianni, *Grammatica italiana*, V.27 on the predicative's agreement; Treccani,
"calmo" agg.).

:func:`verb_homograph_adjective` gives such a word in the other gender by the regular endings
(-o/-a/-i/-e, -co/-chi/-che) when the word is read only as a finite verb form and its masculine
singular has no adjective reading and one reading as the present first singular of the verb whose
infinitive is its stem + *-are*. A word with any other reading is left alone: "tardi" is an
adverb, and "cura" a noun ("si è presa cura" takes the noun, of *curare* too); so "calma", also a
noun, stays in the masculine-to-feminine direction only (a known gap). It is consulted only where
the predicate agreement
(:meth:`~fairmt.inflect.italian_predicative.ItalianPredicative._after_essere`) found no
adjective reading.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.romance import Gender

__all__ = ["verb_homograph_adjective"]

#: Ending -> (masculine singular ending, number); the velar plurals keep their "h".
_ENDINGS = (
    ("chi", "co", "pl"),
    ("che", "co", "pl"),
    ("ghi", "go", "pl"),
    ("ghe", "go", "pl"),
    ("o", "o", "sg"),
    ("a", "o", "sg"),
    ("i", "o", "pl"),
    ("e", "o", "pl"),
)
#: The forms of a masculine singular ending by (gender, number).
_FORMS = {
    "o": {("M", "sg"): "o", ("F", "sg"): "a", ("M", "pl"): "i", ("F", "pl"): "e"},
    "co": {("M", "sg"): "co", ("F", "sg"): "ca", ("M", "pl"): "chi", ("F", "pl"): "che"},
    "go": {("M", "sg"): "go", ("F", "sg"): "ga", ("M", "pl"): "ghi", ("F", "pl"): "ghe"},
}


def verb_homograph_adjective(low: str, gender: Gender) -> str | None:
    """``low`` (a predicative) in ``gender`` when its masculine singular is read only as the
    first-person present of its own *-are* verb (module docstring: "calmo" -> "calma"), else
    ``None``."""
    morph = morphology("it")
    if morph is None or len(low) < 4 or not low.isalpha() or gender not in ("F", "M"):
        return None
    if any(r.pos != "vblex" or "pp" in r.tags for r in morph.readings(low)):
        return None  # an adjective, participle, adverb ("tardi") or noun ("cura"): docstring
    for ending, masc, number in _ENDINGS:
        if not low.endswith(ending):
            continue
        stem = low[: -len(ending)]
        base = stem + masc
        rs = morph.readings(base)
        if any(r.pos == "adj" for r in rs):
            return None
        if not any(r.lemma == base[:-1] + "are" and {"pri", "p1", "sg"} <= set(r.tags) for r in rs):
            return None
        return stem + _FORMS[masc][(gender, number)]
    return None
