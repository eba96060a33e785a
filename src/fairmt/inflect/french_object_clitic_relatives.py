"""*nous*/*vous* after the subject *qui* of a French relative clause: the object clitic
(fr-inflect-62).

:func:`fairmt.inflect.french_agreement.object_relative_participles` reads a subject pronoun
after the relative pronoun as the clause's own subject, so that the pronoun is the object and
the *avoir* participle agrees with the antecedent ("la danseuse que nous avons applaudie").
*nous* and *vous* are object clitics too, and the verb's person tells which they are: in "le
médecin qui nous a soignés" the *avoir* is in the third person, so *nous* cannot be its
subject (the verb agrees in person with its subject: Grevisse and Goosse, *Le Bon Usage*, on
the agreement of the verb in person), *qui* is the subject and *nous* the direct object, and
the participle agrees with *nous*, never with the antecedent. The realisation made "La médecin
qui nous a soignées" of it before.

Only after *qui*: after *que* the relative pronoun is itself the object, and *nous*/*vous*
before a third-person *avoir* is then an indirect object with the subject inverted after
the participle ("le musicien que nous a présenté Marie": Marie presented him to us), so the
participle agrees with the antecedent as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology

__all__ = ["object_clitic"]


def object_clitic(low: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether ``low[k]`` (lower-cased word cores), *nous* or *vous* right after the relative
    pronoun, is the object clitic of a third-person *avoir* right after it ("qui nous a aidés",
    "qui vous avait reçue"): every reading of that verb is a third-person form of *avoir*, and
    the relative pronoun ``low[k - 1]`` is *qui* (module docstring: not after *que*)."""
    if k < 1 or k + 1 >= len(low) or low[k - 1] != "qui" or low[k] not in ("nous", "vous"):
        return False
    readings = morph.readings(low[k + 1])
    return (
        bool(readings)
        and all(r.lemma == "avoir" and r.pos.startswith("vb") for r in readings)
        and all("p3" in r.tags for r in readings)
    )
