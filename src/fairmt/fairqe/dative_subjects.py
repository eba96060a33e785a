"""An English subject pronoun the Italian translation renders as a dative clitic (en-cues-42).

Italian often turns the English subject into the indirect object of another verb: the passive
of a verb of giving or telling keeps the recipient as a dative ("she was diagnosed with cancer"
-> "le fu diagnosticato un cancro", "he is only given the pleasure" -> "gli viene mostrata"),
and verbs whose experiencer is a dative take the English subject there ("she manages it well"
-> "le riesce bene"; "he had gained the permission" -> "la congrega gli aveva dato il
permesso"). The third-person singular datives show the person's gender: "gli" masculine,
"le" feminine (Serianni, *Grammatica italiana*, VII.70 on the atonic pronouns; XI.4 on the
passive, whose subject is the active's direct object, never its indirect one, so the English
recipient-subject comes back as a dative). Before a finite verb no article can stand, so there
the word is the pronoun (proclisis, :func:`fairmt.inflect.apertium_morph.only_finite_verb`).

The dative is read for the subject only where the English sentence leaves it nobody else:

* no English object pronoun ("him", an object "her", "them") and no "they", whose referents the
  translation would render by "gli"/"le" too ("le lasciò" for "they were bequeathed": the
  feminine plural accusative; "gli" for "to them" in current usage: Serianni VII.35);
* every English third-person singular pronoun has the subject's gender, so no second person of
  the other gender can own the clitic ("she took his name" -> "gli prese il nome", the dative of
  possession);
* not second in a clitic cluster ("se le", "ci gli"), where the dative is often a thing's or the
  reflexive's; the fused "glielo" is one token and never read.

Only Italian (``person_agreement.DATIVE_CLITICS``): the Spanish and Portuguese datives "le"/"lhe"
show no gender. The one-person scan of ``cues.RuleCueDetector._referent_predicates`` reads the
same dative before a subjectless copula ("le fu diagnosticato") anywhere in the sentence, but only
where the clause has no subject of its own before it; this reading is the pronoun's own, at its
place, before any finite verb.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok, _words
from fairmt.fairqe.person_agreement import DATIVE_CLITICS
from fairmt.fairqe.types import Realisation

#: English pronouns whose referent the translation may also render by "gli"/"le".
_OTHER_REFERENTS = _words("him them they themselves")
#: Third-person singular pronouns by the gender they fix.
_GENDERED: dict[str, Realisation] = {
    **dict.fromkeys(("he", "him", "his", "himself"), "M"),
    **dict.fromkeys(("she", "her", "hers", "herself"), "F"),
}
#: Atonic pronouns before which a "gli"/"le" is the second of a cluster.
_CLUSTER_FIRST = _words("se si mi ti ci vi ne")


#: Lemmas of Italian verbs that take no direct object: before one, a "le" is the feminine singular
#: dative, never the feminine plural accusative, and the plural dative is "loro" or "gli"
#: (Serianni VII.35), so "they"/"them" cannot own that "le" (en-cues-44: "le viene mostrata" for
#: "he is only given", in a sentence whose "them" is a couple). The passive auxiliaries and the
#: verbs whose experiencer is a dative (Serianni XI.4 on the passive; VII.70 and XI on "piacere",
#: "sembrare", "parere", "mancare", "capitare", "succedere", "accadere").
_NO_OBJECT_VERBS = _words("essere venire sembrare parere piacere mancare capitare succedere accadere")


def only_dative(clitic: str, verb: str, lang: str) -> bool:
    """Whether the clitic ``clitic`` before ``verb`` can only be a singular dative: "le" before
    a verb the dictionary reads only as a form of :data:`_NO_OBJECT_VERBS` (en-cues-44)."""
    if lang != "it" or clitic != "le":
        return False
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    readings = (morph.readings(verb) if morph is not None else None) or ()
    return bool(readings) and all(getattr(r, "lemma", "") in _NO_OBJECT_VERBS for r in readings)


def sole_person(toks: Sequence[Tok], start: int, *, dative_only: bool = False) -> bool:
    """Whether the English pronoun at ``start`` is the only third-person referent a dative clitic
    of the translation can stand for (see the module docstring). ``dative_only``: the clitic can
    only be a singular dative (:func:`only_dative`), so a "they"/"them" does not own it."""
    from fairmt.fairqe.cue_rules import _her_is_possessive

    gender = _GENDERED.get(toks[start].low)
    if gender is None:
        return False
    for k, t in enumerate(toks):
        if t.low in _OTHER_REFERENTS and not (dative_only and t.low != "him"):
            return False
        if t.low == "her" and not _her_is_possessive(toks, k):
            return False
        if _GENDERED.get(t.low, gender) != gender:
            return False
    return True


def dative_subject(
    norm: Sequence[str], tokens: Sequence[str], anchor: float, lang: str
) -> tuple[int, Realisation] | None:
    """The dative clitic "gli"/"le" right before a word the dictionary reads only as a finite
    verb, within three tokens of the subject's expected place ``anchor``: its token and the
    gender it shows, or ``None``. The caller checks :func:`sole_person` on the English side."""
    forms = DATIVE_CLITICS.get(lang)
    if forms is None:
        return None
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.inflect.apertium_morph import only_finite_verb

    morph = target_morphology(lang)
    if morph is None:
        return None
    n = len(norm)
    near = sorted((j for j in range(n - 1) if abs(j - anchor) <= 3), key=lambda j: (abs(j - anchor), j))
    for j in near:
        g = forms.get(norm[j])
        if g is None or not tokens[j].isalpha():
            continue
        if j > 0 and (norm[j - 1] in _CLUSTER_FIRST or tokens[j - 1].endswith("'")):
            continue
        if not only_finite_verb(morph.readings(norm[j + 1]) or ()):
            continue
        return j, g
    return None
