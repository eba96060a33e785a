"""The object pronoun of a verb of saying or knowing names no person (it-inflect-60, branch it65).

The direct object of *dire*, *sapere*, *raccontare*, *spiegare*, *ripetere* and the like is
what is said or known, never the person told (who is the indirect object: "dirgli", "dirle";
Treccani, "dire" v. tr.: "dire qualcosa a qualcuno"). Its accusative enclitic *lo* is the neuter
pronoun that resumes a clause or a demonstrative ("era un segreto e non potevo dirlo", "volevo
saperlo"; Serianni, *Grammatica italiana*, VII.40 on neuter *lo*), and *la* resumes a thing
("la verità, dirla"). Neither changes with a person's gender: where the aligner put such a verb
in a person's span, "dirlo" gave "dirla". :func:`said_object` tells
:func:`~fairmt.inflect.italian_enclitics.enclitic_form` to keep the word. The dative enclitics
("dirgli" <-> "dirle") do name the person told and still change.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_words import SAID_OBJECT_VERBS

__all__ = ["said_object"]


def said_object(word: str) -> bool:
    """Whether ``word`` is a verb of :data:`~fairmt.inflect.italian_words.SAID_OBJECT_VERBS` with
    the accusative enclitic *lo* or *la* (singular, third person) by the dictionary ("dirlo",
    "saperla", "raccontarlo")."""
    morph = morphology("it")
    low = word.lower()
    if morph is None or not low.endswith(("lo", "la")):
        return False
    rs = [r for r in morph.readings(low) if "enc" in r.tags]
    return bool(rs) and all(
        r.lemma in SAID_OBJECT_VERBS and "dat" not in r.tags and "pl" not in r.tags[r.tags.index("enc") :]
        for r in rs
    )
