"""The object clitic of an impersonal "se"/"si" put for an English passive (helper ex40, issue 13).

Spanish and Italian often render an English passive with a person as its subject by the
impersonal construction with "se"/"si", whose direct object is that person, shown by the
accusative clitic: "she was considered a great beauty" -> "se la consideró una gran belleza",
"la si considerava una grande bellezza" (RAE, *Nueva gramática* 41.12-41.13 on impersonal
"se" with an accusative complement, "se lo/la" in the non-leísta varieties; Serianni,
*Grammatica italiana*, VII.60-VII.62 on impersonal "si" and the clitic before it: "lo si
vede"). The clitic's gender is the passive subject's, as it is for the subjectless third-person
plural (:meth:`fairmt.fairqe.cues.RuleCueDetector._passive_object`, en-cues-26).

That reading had been kept from "se" + "lo"/"la" because "se" is also the dative before an
accusative ("se lo dio": the thing given; :data:`fairmt.fairqe.cue_target._CLUSTER_FIRST`). For a
*passive* cue the English has no such accusative: the person is the clause's subject, and the
translation's "se lo/la" + a third-person singular verb is the impersonal construction. Spanish:
"se" + "lo"/"la" + a singular finite verb; Italian: "lo"/"la" + "si" + a singular finite verb.
The Spanish "le" of the leísta varieties shows no gender and is not read. No punctuation may
stand inside the construction ("se" to the verb in Spanish, the clitic to the verb in Italian);
the word before the Italian clitic may end a clause ("In gioventù, la si considerava": ex41).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.types import Realisation

__all__ = ["impersonal_object"]

#: The accusative clitics and their gender (the same words in Spanish and Italian).
_ACCUSATIVE: dict[str, Realisation] = {"lo": "M", "la": "F"}
_SE = {"es": "se", "it": "si"}


def impersonal_object(
    norm: Sequence[str], tokens: Sequence[str], ref: float, lang: str
) -> tuple[int, Realisation] | None:
    """The accusative clitic of an impersonal "se"/"si" within three tokens of the passive cue's
    expected place ``ref``: its token and gender (module docstring); ``None`` when there is none."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.unknown_preterites import unknown_preterite
    from fairmt.inflect.apertium_morph import only_finite_verb

    se = _SE.get(lang)
    morph = target_morphology(lang)
    if se is None or morph is None:
        return None
    n = len(norm)
    for j in sorted((j for j in range(n) if abs(j - ref) <= 3), key=lambda j: (abs(j - ref), j)):
        g = _ACCUSATIVE.get(norm[j])
        if g is None or not tokens[j].strip("\"'«»“”(").isalpha():
            continue
        if lang == "es":
            if j == 0 or norm[j - 1] != se:
                continue
            first = j - 1
        else:
            if j + 1 >= n or norm[j + 1] != se:
                continue
            first = j
        verb = first + 2
        # ex41: no punctuation inside the construction, from its first word ("se" in Spanish, the
        # clitic in Italian) to the verb; the word before the Italian clitic may end a clause
        if verb >= n or any(
            tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")) for k in range(first, verb)
        ):
            continue
        readings = morph.readings(norm[verb]) or ()
        finite = only_finite_verb(readings) and any("sg" in r.tags and "p3" in r.tags for r in readings)
        if finite or unknown_preterite(tokens[verb].strip("\"'«»“”(),.;:"), bool(readings), lang):
            return j, g
    return None
