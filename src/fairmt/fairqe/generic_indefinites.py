"""Negative indefinites beside a person of unstated gender stay generic (rules-53).

"The stranger knocked twice; at first nobody recognised them." -> "Lo sconosciuto bussò due
volte; all'inizio nessuno lo riconobbe.": the English gives the stranger no gender, and the
realisations rightly vary "Lo sconosciuto" / "La sconosciuta" and the pronoun that takes it up.
"nobody" is another referent: it quantifies over people at large (whoever might have recognised
the stranger), not over the stranger, and a quantifier over an open set of people takes the
unmarked masculine (Serianni, *Grammatica italiana*, on the indefinite pronouns *nessuno*,
*qualcuno*, *ognuno*: the feminine only where the set is known to be one of women; Grevisse and
Goosse, *Le Bon Usage*, on the generic masculine of *personne*, *nul*). Varying it with the
stranger made "nessuna la riconobbe", a word of another person changed in one original's
realisation: the feminine original (with "nessuno") then got a mixed-gender variant the
masculine original never gets, and the two originals of one source had different closed sets
(issue 12; the dev pair it-d099 widened by 0.005).

Only the negative indefinites ("nobody", "no one"), and only where the sentence has another
person cue that the realisations vary: alone ("Nobody was hurt" -> "Nessuno è rimasto ferito"),
the indefinite is the only person, and its gender is the one left to vary. Nor a partitive
"none of us/them/the nurses" (esit37): it quantifies over the group it names, a known set whose
gender the realisations vary ("Nessuna di noi è stata invitata" -> "Nessuno di noi è stato
invitato"), and the predicate cue beside it is its own clause's.

rules-70 (itb64): the speaker or the addressee named in the English ("Nobody believed me", "No one
told you") is such another person too, though no cue of theirs varies and the translation may show
none of their gender ("Nessuno mi ha creduto"): "nobody" then quantifies over people other than
them, an open set, and keeps the unmarked masculine ("Nessuna mi ha creduto" named a set of women
the English never names).

Session 33 (gatees42): the bare "others" ("the others", "what others thought", "as others in a
free market") is such a quantifier too: people other than the person named, an open set, for
which Spanish and Italian use the unmarked masculine "los demás", "otros", "gli altri" (RAE, *Nueva
gramática* §2.2 on the generic masculine; Serianni as above). Beside a person of unstated gender
it keeps its word in every realisation ("La inquilina no dejaba dormir a los demás" -> "El
inquilino no dejaba dormir a los demás"). Not a partitive "others of ...", nor "other" before a
noun ("the other nurses" is no C8 cue), nor the second half of a correlative "some ... others"
("Some of the refugees were Syrian, and others were Afghan": the other members of the set the
quantifier names, Quirk et al. 1985, §6.56, whose gender is that set's), nor beside a person the
English genders ("The cook ... because she likes teaching others": the gold dev line es-100
realises "a las demás" with the feminine cook; kept narrow to what both references agree on).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

__all__ = ["generic_indefinite"]

#: English negative indefinites (the detector's C8 spans, lower-cased).
_NEGATIVE = frozenset({"nobody", "no one", "no-one", "none"})
#: Quantifiers whose set a later "others" divides ("some ... others"): no generic "others".
_CORRELATIVE = frozenset({"some", "many", "most", "few", "several"})

#: rules-70: English pronouns of the speaker and the addressee: a person beside "nobody" even where
#: the translation shows no gender of theirs ("Nobody believed me" -> "Nessuno mi ha creduto").
_LOCAL_PRONOUNS = frozenset(
    {"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"}
    | {"you", "your", "yours", "yourself", "yourselves"}
)
_PUNCT = ".,;:!?\"'()"


def _local_pronoun(word: str) -> bool:
    """rules-70: whether the English ``word`` is a pronoun of :data:`_LOCAL_PRONOUNS`, also with a
    contraction on it ("I'm", "you’re": the part before the apostrophe), and not the country's
    "US" (an upper-case abbreviation, no pronoun: "Nobody in the US voted")."""
    core = word.replace("\u2019", "'").strip(_PUNCT)
    if core == "US":
        return False
    return core.split("'")[0].lower() in _LOCAL_PRONOUNS


#: Cue categories of a person whose gender the English leaves open (as realise.FLIPPABLE, less C8).
_OPEN_PERSONS = frozenset({Category.C6, Category.C7, Category.C10, Category.C11, Category.C12})


def generic_indefinite(cue: Cue, cues: Sequence[Cue], source: Sequence[str] = ()) -> bool:
    """Whether ``cue`` is a negative indefinite ("nobody") or a bare "others" in a sentence that
    names another person of unstated gender (a C6, C7, C10, C11 or C12 cue): it keeps its word in every
    realisation. Not a partitive "none of ..." (``source``: the English words)."""
    span = cue.source_span.lower()
    if cue.category != Category.C8 or (span not in _NEGATIVE and span != "others"):
        return False
    start, end = cue.source_tokens if cue.source_tokens is not None else (0, None)
    if end is not None and end < len(source) and source[end].lower() == "of":
        return False  # "None of us was invited": the group it names (esit37)
    if span == "others":
        # The bare "others" (session 33): people other than the person named (module docstring).
        if any(w.lower() in _CORRELATIVE for w in source[:start]):
            return False  # "Some of the refugees ..., and others ...": the rest of that set
        if any(c.source_gender in ("F", "M") for c in cues):
            return False  # "... because she likes teaching others" (es-100)
    if span in _NEGATIVE and any(_local_pronoun(w) for w in source):
        return True  # rules-70: "Nobody believed me": the speaker is another person (module docstring)
    return any(c is not cue and c.category in _OPEN_PERSONS for c in cues)
